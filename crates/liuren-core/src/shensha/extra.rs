//! 又煞三種 Yòu shà sān zhǒng — the last two of the "three more" (line 357):
//! 八妖, a group of the other tables' spirits, and 河加井, a figure on the plate.
//! (The first, 趕煞, is a value: [`crate::shensha::tables::more::GAN_SHA`].)

use serde::Serialize;

use crate::chart::Chart;
use crate::cycle::Branch;
use crate::generals::General;

use super::applied::ShenSha;

/// 八妖 Bāyāo — the eight prodigies (line 361): 「天目 月厭 飛廉 天鬼 天怪 飛魂 直符 月宿
/// 以上八煞星，為八妖」. 月宿 has no table in the text, so a chart shows at most seven.
pub const EIGHT_DEMONS: [&str; 8] = ["天目", "月厭", "飛廉", "天鬼", "天怪", "飛魂", "直符", "月宿"];

/// What the text says of 八妖 (line 361, corrected reading).
pub const EIGHT_DEMONS_MEANING: &str = "如占家宅有一煞入占，便主家有怪異。克干支者凶，不克無害。";

/// Line of 八妖.
pub const EIGHT_DEMONS_LINE: u32 = 361;

/// The members of 八妖 among a chart's 神煞 (from [`crate::shensha::for_chart`]).
pub fn eight_demons(list: &[ShenSha]) -> impl Iterator<Item = &ShenSha> {
    list.iter().filter(|s| EIGHT_DEMONS.contains(&s.name))
}

/// 三河 Sānhé — the three rivers 亥子丑 (line 363).
pub const THREE_RIVERS: [Branch; 3] = [Branch::Hai, Branch::Zi, Branch::Chou];

/// 三井 Sānjǐng — the three wells 卯辰酉 (line 363).
pub const THREE_WELLS: [Branch; 3] = [Branch::Mao, Branch::Chen, Branch::You];

/// What the text says of 河加井 (line 363, corrected reading).
pub const RIVER_OVER_WELL_MEANING: &str =
    "占渡河，只須一河加一井，便為河井相加，渡河有難。又辰為天河，未為地井，亦忌。卯為舟，卯上見天后、神后，亦忌。";

/// Line of 河加井.
pub const RIVER_OVER_WELL_LINE: u32 = 363;

/// 河加井 Hé jiā jǐng — one figure of line 363 found on a chart's plate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum RiverOverWell {
    /// 一河加一井: a heaven river branch (亥子丑) over an earth well branch (卯辰酉).
    RiverOverWell {
        /// The heaven branch (river).
        river: Branch,
        /// The earth branch (well).
        well: Branch,
    },
    /// 辰為天河，未為地井: heaven 辰 over earth 未.
    HeavenRiverOverEarthWell,
    /// 卯為舟，卯上見神后: heaven 子 (神后) over earth 卯.
    ShenhouOverBoat,
    /// 卯為舟，卯上見天后: the general 天后 over earth 卯.
    TianhouOverBoat,
}

/// Every 河加井 figure on `chart`'s plate. 「加」 is a heaven branch laid over an earth
/// branch, and 「卯上見」 what stands over earth 卯, as in 「丙上見小吉、勾陳」 (line 367).
pub fn river_over_well(chart: &Chart) -> Vec<RiverOverWell> {
    let mut out = Vec::new();
    for well in THREE_WELLS {
        let over = chart.palaces[well].heaven;
        if THREE_RIVERS.contains(&over) {
            out.push(RiverOverWell::RiverOverWell { river: over, well });
        }
    }
    if chart.palaces[Branch::Wei].heaven == Branch::Chen {
        out.push(RiverOverWell::HeavenRiverOverEarthWell);
    }
    let boat = &chart.palaces[Branch::Mao];
    if boat.heaven == Branch::Zi {
        out.push(RiverOverWell::ShenhouOverBoat);
    }
    if boat.general == General::Tianhou {
        out.push(RiverOverWell::TianhouOverBoat);
    }
    out
}
