//! 數目 Shùmù — the numbers of the elements, stems and branches, and generals
//! (卷中, line 637), and how the season scales them.

use serde::Serialize;

use crate::cycle::{Branch, Element, Stem};
use crate::generals::General;
use crate::relations::Vitality;

/// Line of the number tables.
pub const LINE: u32 = 637;

/// 五行本數 Wǔxíng běnshù — 「水一、火二、木三、金四、土五，此五行本數」, in the text's order.
#[rustfmt::skip]
pub const ELEMENT_NUMBERS: [(Element, u8); 5] = [
    (Element::Water, 1), (Element::Fire, 2), (Element::Wood, 3), (Element::Metal, 4), (Element::Earth, 5),
];

/// One group of the 干支本數: the stems and branches that share a number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct NumberGroup {
    /// The stems of the group (none for 巳亥).
    pub stems: &'static [Stem],
    /// The branches of the group.
    pub branches: &'static [Branch],
    /// The number.
    pub number: u8,
}

/// 干支本數 Gānzhī běnshù (the 先天數 of other books) — 「甲己子午九，乙庚丑未八，丙辛寅申七，
/// 丁壬卯酉六，戊癸辰戌五，巳亥四，此干支本數」, in the text's order.
#[rustfmt::skip]
pub const GANZHI_NUMBERS: [NumberGroup; 6] = [
    NumberGroup { stems: &[Stem::Jia, Stem::Ji], branches: &[Branch::Zi, Branch::Wu], number: 9 },
    NumberGroup { stems: &[Stem::Yi, Stem::Geng], branches: &[Branch::Chou, Branch::Wei], number: 8 },
    NumberGroup { stems: &[Stem::Bing, Stem::Xin], branches: &[Branch::Yin, Branch::Shen], number: 7 },
    NumberGroup { stems: &[Stem::Ding, Stem::Ren], branches: &[Branch::Mao, Branch::You], number: 6 },
    NumberGroup { stems: &[Stem::Wu, Stem::Gui], branches: &[Branch::Chen, Branch::Xu], number: 5 },
    NumberGroup { stems: &[], branches: &[Branch::Si, Branch::Hai], number: 4 },
];

/// 天將本數 Tiānjiàng běnshù — 「天后、朱雀九，貴人、太常八，青龍、白虎七，六合、太陰六，
/// 勾陳、天空五，螣蛇、玄武四，此天將本數」, in the text's order.
#[rustfmt::skip]
pub const GENERAL_NUMBERS: [([General; 2], u8); 6] = [
    ([General::Tianhou, General::Zhuque], 9),
    ([General::Guiren, General::Taichang], 8),
    ([General::Qinglong, General::Baihu], 7),
    ([General::Liuhe, General::Taiyin], 6),
    ([General::Gouchen, General::Tiankong], 5),
    ([General::Tengshe, General::Xuanwu], 4),
];

/// The 五行本數 of an element.
pub fn element_number(e: Element) -> u8 {
    ELEMENT_NUMBERS.iter().find(|(x, _)| *x == e).map(|&(_, n)| n).expect("five listed")
}

/// The 本數 of a stem.
///
/// ```
/// use liuren_core::cycle::Stem;
/// use liuren_core::shensha::numbers::stem_number;
/// assert_eq!(stem_number(Stem::Ren), 6);
/// ```
pub fn stem_number(s: Stem) -> u8 {
    GANZHI_NUMBERS.iter().find(|g| g.stems.contains(&s)).map(|g| g.number).expect("ten listed")
}

/// The 本數 of a branch.
pub fn branch_number(b: Branch) -> u8 {
    GANZHI_NUMBERS.iter().find(|g| g.branches.contains(&b)).map(|g| g.number).expect("twelve listed")
}

/// The 本數 of a general.
pub fn general_number(g: General) -> u8 {
    GENERAL_NUMBERS.iter().find(|(pair, _)| pair.contains(&g)).map(|&(_, n)| n).expect("twelve listed")
}

/// 「值時令相氣，以本數論，旺氣加倍，休囚死皆為衰，衰則減半論」 (line 637): a number as the
/// season weighs it — 相 as it is, 旺 doubled, 休 囚 死 halved.
///
/// ```
/// use liuren_core::relations::Vitality;
/// use liuren_core::shensha::numbers::weighted;
/// assert_eq!(weighted(5.0, Vitality::Prosperous), 10.0);
/// assert_eq!(weighted(36.0, Vitality::Imprisoned), 18.0);
/// ```
pub fn weighted(n: f64, v: Vitality) -> f64 {
    match v {
        Vitality::Prosperous => n * 2.0,
        Vitality::Minister => n,
        Vitality::Resting | Vitality::Imprisoned | Vitality::Dead => n / 2.0,
    }
}
