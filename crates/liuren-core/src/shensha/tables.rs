//! 星煞 Xīngshà — every table of the seed text's 星煞 section (卷中, lines
//! 143–363), one `const` per printed row, in the text's order.
//!
//! A table keeps three things side by side: the row as printed (in the
//! corrected reading of [`crate::shensha::errata`]), the typed values, and the
//! words the text puts after the values (its meaning). Where the values part from
//! the print, `difference` says why and the row carries a `// DIFFERENCE:`.
//! `tests/shensha_tables.rs` derives every row whose rule the text states and
//! compares.

use core::fmt;

use serde::{Serialize, Serializer};

use crate::chart::Chart;
use crate::cycle::{Branch, GanZhi, Stem};

pub use super::basis::Basis;

/// A value as a table gives it: a stem (歲德), a branch (most), or a 干支 (天赦, 太歲, 月建).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Value {
    /// A heavenly stem.
    Stem(Stem),
    /// An earthly branch.
    Branch(Branch),
    /// A sexagenary pair.
    GanZhi(GanZhi),
}

impl Value {
    /// The characters: 甲, 午, 戊寅.
    pub fn hanzi(self) -> String {
        match self {
            Value::Stem(s) => s.hanzi().to_string(),
            Value::Branch(b) => b.hanzi().to_string(),
            Value::GanZhi(g) => g.hanzi(),
        }
    }

    /// The heaven-plate branch the value stands for: the branch itself, the
    /// branch of a 干支, and for a stem its 寄宮 (甲 in 寅, 乙 in 辰 …), the way
    /// the text places a stem on the plate (line 501: 「與辛寄之戌宮六合」).
    pub fn branch(self) -> Branch {
        match self {
            Value::Stem(s) => s.lodge(),
            Value::Branch(b) => b,
            Value::GanZhi(g) => g.branch(),
        }
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hanzi())
    }
}

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hanzi())
    }
}

/// The values of a row, one per column, typed as the text prints them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Values {
    /// One stem per column.
    Stems(&'static [Stem]),
    /// One branch per column.
    Branches(&'static [Branch]),
    /// Two branches per column (三合, 進神, 退神).
    BranchPairs(&'static [[Branch; 2]]),
    /// One 干支 per column (天赦), as stem and branch.
    GanZhi(&'static [(Stem, Branch)]),
    /// No row: the value is the pillar itself (太歲 the year, 月建 the month).
    Pillar,
    /// No row: the value is the sun's place, 月將 (趕煞 「即太陽也」).
    Sun,
}

/// One column's entry: one value, or two for a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    /// A single value.
    One(Value),
    /// Two values printed together (三合 申辰, 進神 子午).
    Two([Value; 2]),
}

impl Cell {
    /// The values of the cell.
    pub fn members(&self) -> &[Value] {
        match self {
            Cell::One(v) => core::slice::from_ref(v),
            Cell::Two(pair) => pair,
        }
    }
}

/// 星煞表 — one printed row of the 星煞 section.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    /// The name as printed, e.g. 歲破.
    pub name: &'static str,
    /// What picks the column.
    pub basis: Basis,
    /// The typed values, corrected where `difference` says.
    pub values: Values,
    /// The values as printed (corrected reading: 丑 for 醜), spaces as printed.
    pub printed: &'static str,
    /// The words after the values: the text's meaning sentence (corrected reading).
    /// Empty where the row ends with 「。」 alone.
    pub meaning: &'static str,
    /// Line in the seed text `000_aca81fbd294816a3.txt`.
    pub line: u32,
    /// Why `values` differ from `printed`, when they do.
    pub difference: Option<&'static str>,
    /// A column whose printed value is kept but doubted (0-based).
    pub doubtful: Option<usize>,
}

impl Table {
    /// The entry in `column` (0-based, in the basis's order), for a table with a row.
    pub fn cell(&self, column: usize) -> Option<Cell> {
        match self.values {
            Values::Stems(v) => v.get(column).map(|&s| Cell::One(Value::Stem(s))),
            Values::Branches(v) => v.get(column).map(|&b| Cell::One(Value::Branch(b))),
            Values::BranchPairs(v) => v.get(column).map(|&[a, b]| Cell::Two([Value::Branch(a), Value::Branch(b)])),
            Values::GanZhi(v) => v
                .get(column)
                .map(|&(s, b)| Cell::One(Value::GanZhi(GanZhi::new(s, b).expect("a 干支 of matching polarity")))),
            Values::Pillar | Values::Sun => None,
        }
    }

    /// The entry that applies to `chart`.
    pub fn cell_for(&self, chart: &Chart) -> Cell {
        let p = &chart.calendar.pillars;
        match self.values {
            Values::Pillar => Cell::One(Value::GanZhi(match self.basis {
                Basis::Month => p.month,
                _ => p.year,
            })),
            Values::Sun => Cell::One(Value::Branch(chart.month_general)),
            _ => self.cell(self.basis.column(chart)).expect("every row has a value for each column"),
        }
    }

    /// How many columns the row has (0 for 太歲, 月建, 趕煞).
    pub fn len(&self) -> usize {
        match self.values {
            Values::Stems(v) => v.len(),
            Values::Branches(v) => v.len(),
            Values::BranchPairs(v) => v.len(),
            Values::GanZhi(v) => v.len(),
            Values::Pillar | Values::Sun => 0,
        }
    }

    /// Whether the table has no row of its own (太歲, 月建, 趕煞).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The values, one cell per column, as compact text (午申戌…): what the
    /// printed row reads with its spaces taken out, unless `difference` is set.
    pub fn compact(&self) -> String {
        (0..self.len())
            .filter_map(|c| self.cell(c))
            .flat_map(|cell| cell.members().iter().map(|v| v.hanzi()).collect::<Vec<_>>())
            .collect()
    }
}

/// 歲煞 by 歲干 Suìgān — the year stem's tables (columns 甲…癸, line 149).
pub mod year_stem {
    use super::{Basis, Table, Values};
    use crate::cycle::{Branch, Stem};

    /// 歲德 Suìdé — the virtue of the year (line 151).
    #[rustfmt::skip]
    pub const SUI_DE: Table = Table {
        name: "歲德", basis: Basis::YearStem, line: 151,
        printed: "甲 庚 丙 壬 戊 甲 庚 丙 壬 戊",
        values: Values::Stems(&[Stem::Jia, Stem::Geng, Stem::Bing, Stem::Ren, Stem::Wu, Stem::Jia, Stem::Geng, Stem::Bing, Stem::Ren, Stem::Wu]),
        meaning: "陽年即歲干，陰年歲干之合，入占福集殃消。",
        difference: None, doubtful: None,
    };

    /// 歲德合 Suìdé hé — the partner of the year virtue (line 153).
    #[rustfmt::skip]
    pub const SUI_DE_HE: Table = Table {
        name: "歲德合", basis: Basis::YearStem, line: 153,
        printed: "己 乙 辛 丁 癸 巳 乙 辛 丁 癸",
        // DIFFERENCE: the 6th (己年) is printed 巳, a branch in a row of stems; 歲德之合:
        // 己年 歲德 甲, and 甲 combines with 己 (ERRATA.md).
        values: Values::Stems(&[Stem::Ji, Stem::Yi, Stem::Xin, Stem::Ding, Stem::Gui, Stem::Ji, Stem::Yi, Stem::Xin, Stem::Ding, Stem::Gui]),
        meaning: "歲德之合，入占與歲德同。",
        difference: Some("6th (己年) printed 巳; 歲德之合 is 己 (ERRATA)"), doubtful: None,
    };

    /// 天廷 Tiāntíng — the heavenly court (line 155).
    #[rustfmt::skip]
    pub const TIAN_TING: Table = Table {
        name: "天廷", basis: Basis::YearStem, line: 155,
        printed: "丑 寅 辰 巳 辰 巳 未 申 戌 亥",
        values: Values::Branches(&[Branch::Chou, Branch::Yin, Branch::Chen, Branch::Si, Branch::Chen, Branch::Si, Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai]),
        meaning: "歲干祿位後一辰，是主事干朝廷。",
        difference: None, doubtful: None,
    };
}

/// 歲煞 by 歲支 Suìzhī — the year branch's tables (columns 子…亥, line 157).
pub mod year_branch {
    use super::{Basis, Table, Values};
    use crate::cycle::Branch;

    /// 太歲 Tàisuì — the year itself, the sovereign (line 147): the year pillar's 干支.
    /// Printed as a sentence, not a row; filed under 歲支 because it stands on the plate
    /// at its branch.
    #[rustfmt::skip]
    pub const TAI_SUI: Table = Table {
        name: "太歲", basis: Basis::YearBranch, line: 147,
        printed: "",
        values: Values::Pillar,
        meaning: "甲子年見甲子，乙丑年見乙丑之類。餘年仿此。統制歲內吉凶諸星煞，乃人君之象，入占生干吉，克干凶。止見歲干或止見歲支者，勿作太歲看。",
        difference: None, doubtful: None,
    };

    /// 歲合 Suìhé — the year's harmony (line 159).
    #[rustfmt::skip]
    pub const SUI_HE: Table = Table {
        name: "歲合", basis: Basis::YearBranch, line: 159,
        printed: "丑 子 亥 戌 酉 申 未 午 巳 辰 卯 寅",
        values: Values::Branches(&[Branch::Chou, Branch::Zi, Branch::Hai, Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin]),
        meaning: "歲支之合辰，凡占皆吉。",
        difference: None, doubtful: None,
    };

    /// 歲破 Suìpò — the year breaker (line 161).
    #[rustfmt::skip]
    pub const SUI_PO: Table = Table {
        name: "歲破", basis: Basis::YearBranch, line: 161,
        printed: "午 未 申 酉 戌 亥 子 丑 寅 卯 辰 巳",
        values: Values::Branches(&[Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si]),
        meaning: "歲支之沖辰，凡占皆凶。",
        difference: None, doubtful: None,
    };

    /// 歲刑 Suìxíng — the year's punishment (line 163).
    #[rustfmt::skip]
    pub const SUI_XING: Table = Table {
        name: "歲刑", basis: Basis::YearBranch, line: 163,
        printed: "卯 戌 巳 子 辰 申 午 丑 寅 酉 未 亥",
        values: Values::Branches(&[Branch::Mao, Branch::Xu, Branch::Si, Branch::Zi, Branch::Chen, Branch::Shen, Branch::Wu, Branch::Chou, Branch::Yin, Branch::You, Branch::Wei, Branch::Hai]),
        meaning: "歲支之刑辰，主刑傷，病訟最忌。",
        difference: None, doubtful: None,
    };

    /// 劫煞 Jiéshà — the robbery baleful (line 165).
    #[rustfmt::skip]
    pub const JIE_SHA: Table = Table {
        name: "劫煞", basis: Basis::YearBranch, line: 165,
        printed: "巳 寅 亥 申 巳 定 亥 申 巳 寅 亥 申",
        // DIFFERENCE: the 6th (巳年) is printed 定, not a branch; 三合 巳酉丑 is metal, whose
        // 絕 (the 前一辰 after its 墓 丑) is 寅 (ERRATA.md).
        values: Values::Branches(&[Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen]),
        meaning: "歲三合上之前一辰，凡占皆凶。",
        difference: Some("6th (巳年) printed 定; 三合之絕 is 寅 (ERRATA)"), doubtful: None,
    };

    /// 災煞 Zāishà — the calamity baleful (line 167).
    #[rustfmt::skip]
    pub const ZAI_SHA: Table = Table {
        name: "災煞", basis: Basis::YearBranch, line: 167,
        printed: "午 卯 子 酉 午 卯 子 酉 午 卯 子 酉",
        values: Values::Branches(&[Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You]),
        meaning: "凡占皆凶。",
        difference: None, doubtful: None,
    };

    /// 歲煞 Suìshà — the year baleful (line 169).
    #[rustfmt::skip]
    pub const SUI_SHA: Table = Table {
        name: "歲煞", basis: Basis::YearBranch, line: 169,
        printed: "未 辰 丑 戌 未 辰 丑 戌 未 辰 丑 戌",
        values: Values::Branches(&[Branch::Wei, Branch::Chen, Branch::Chou, Branch::Xu, Branch::Wei, Branch::Chen, Branch::Chou, Branch::Xu, Branch::Wei, Branch::Chen, Branch::Chou, Branch::Xu]),
        meaning: "凡占皆凶，劫煞、災煞、歲煞名曰三煞。",
        difference: None, doubtful: None,
    };

    /// 大煞 Dàshà — the great baleful (line 171).
    #[rustfmt::skip]
    pub const DA_SHA: Table = Table {
        name: "大煞", basis: Basis::YearBranch, line: 171,
        printed: "子 酉 午 卯 子 酉 午 卯 子 酉 午 卯",
        values: Values::Branches(&[Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao]),
        meaning: "歲三合之仲辰為歲內旺氣，生干吉，克干凶。",
        difference: None, doubtful: None,
    };

    /// 大將軍 Dàjiāngjūn — the grand general (line 173).
    #[rustfmt::skip]
    pub const DA_JIANG_JUN: Table = Table {
        name: "大將軍", basis: Basis::YearBranch, line: 173,
        printed: "酉 酉 子 子 子 卯 卯 卯 午 午 午 酉",
        values: Values::Branches(&[Branch::You, Branch::You, Branch::Zi, Branch::Zi, Branch::Zi, Branch::Mao, Branch::Mao, Branch::Mao, Branch::Wu, Branch::Wu, Branch::Wu, Branch::You]),
        meaning: "主征伐。",
        difference: None, doubtful: None,
    };

    /// 破碎 Pòsuì — the shatterer (line 175).
    #[rustfmt::skip]
    pub const PO_SUI: Table = Table {
        name: "破碎", basis: Basis::YearBranch, line: 175,
        printed: "巳 丑 酉 巳 丑 酉 巳 丑 酉 巳 丑 酉",
        values: Values::Branches(&[Branch::Si, Branch::Chou, Branch::You, Branch::Si, Branch::Chou, Branch::You, Branch::Si, Branch::Chou, Branch::You, Branch::Si, Branch::Chou, Branch::You]),
        meaning: "主破壞，凡事難成。",
        difference: None, doubtful: None,
    };

    /// 病符 Bìngfú — the sickness tally (line 177).
    #[rustfmt::skip]
    pub const BING_FU: Table = Table {
        name: "病符", basis: Basis::YearBranch, line: 177,
        printed: "亥 子 丑 寅 卯 辰 巳 午 未 申 酉 戌",
        values: Values::Branches(&[Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu]),
        meaning: "占病克干支年命者死。",
        difference: None, doubtful: None,
    };

    /// 喪門 Sāngmén — the mourning gate (line 179).
    #[rustfmt::skip]
    pub const SANG_MEN: Table = Table {
        name: "喪門", basis: Basis::YearBranch, line: 179,
        printed: "寅 卯 辰 巳 午 未 申 酉 戌 亥 子 丑",
        values: Values::Branches(&[Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou]),
        meaning: "喪吊俱到克干克支者，方以喪服論，否則不作喪吊看。",
        difference: None, doubtful: None,
    };

    /// 弔客 Diàokè — the condoling guest (line 181).
    #[rustfmt::skip]
    pub const DIAO_KE: Table = Table {
        name: "弔客", basis: Basis::YearBranch, line: 181,
        printed: "戌 亥 子 丑 寅 卯 辰 巳 午 未 申 酉",
        values: Values::Branches(&[Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You]),
        meaning: "",
        difference: None, doubtful: None,
    };
}

/// 四季星煞 Sìjì xīngshà — the seasons' tables (columns 春 夏 秋 冬, line 185).
pub mod season {
    use super::{Basis, Table, Values};
    use crate::cycle::{Branch, Stem};

    /// 天城 Tiānchéng — the heavenly city (line 187).
    #[rustfmt::skip]
    pub const TIAN_CHENG: Table = Table {
        name: "天城", basis: Basis::Season, line: 187,
        printed: "申 申 申 申",
        values: Values::Branches(&[Branch::Shen, Branch::Shen, Branch::Shen, Branch::Shen]),
        meaning: "申為城，故四季俱申，求官上任俱吉。",
        difference: None, doubtful: None,
    };

    /// 天吏 Tiānlì — the heavenly clerk (line 189).
    #[rustfmt::skip]
    pub const TIAN_LI: Table = Table {
        name: "天吏", basis: Basis::Season, line: 189,
        printed: "寅 寅 寅 寅",
        values: Values::Branches(&[Branch::Yin, Branch::Yin, Branch::Yin, Branch::Yin]),
        meaning: "求官吉，占詞訟乘吉將者吉。乘勾、武、虎、蛇、雀者，主追呼。",
        difference: None, doubtful: None,
    };

    /// 皇詔 Huángzhào — the imperial edict (line 191).
    #[rustfmt::skip]
    pub const HUANG_ZHAO: Table = Table {
        name: "皇詔", basis: Basis::Season, line: 191,
        printed: "寅 巳 申 亥",
        values: Values::Branches(&[Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai]),
        meaning: "有詔命徵召。",
        difference: None, doubtful: None,
    };

    /// 天喜 Tiānxǐ — heavenly joy (line 193).
    #[rustfmt::skip]
    pub const TIAN_XI: Table = Table {
        name: "天喜", basis: Basis::Season, line: 193,
        printed: "戌 丑 辰 未",
        values: Values::Branches(&[Branch::Xu, Branch::Chou, Branch::Chen, Branch::Wei]),
        meaning: "主喜慶，官占有恩澤，常占有財喜。",
        difference: None, doubtful: None,
    };

    /// 天赦 Tiānshè — the heavenly pardon (line 195).
    #[rustfmt::skip]
    pub const TIAN_SHE: Table = Table {
        name: "天赦", basis: Basis::Season, line: 195,
        printed: "戊寅 甲午 戊申 甲子",
        values: Values::GanZhi(&[(Stem::Wu, Branch::Yin), (Stem::Jia, Branch::Wu), (Stem::Wu, Branch::Shen), (Stem::Jia, Branch::Zi)]),
        meaning: "主解厄赦罪。",
        difference: None, doubtful: None,
    };

    /// 鑰神 Yuèshén — the key (line 197).
    #[rustfmt::skip]
    pub const YUE_SHEN: Table = Table {
        name: "鑰神", basis: Basis::Season, line: 197,
        printed: "辰 未 戌 丑",
        values: Values::Branches(&[Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou]),
        meaning: "主釋囚。",
        difference: None, doubtful: None,
    };

    /// 轉煞 Zhuǎnshà — the turning baleful (line 199).
    #[rustfmt::skip]
    pub const ZHUAN_SHA: Table = Table {
        name: "轉煞", basis: Basis::Season, line: 199,
        printed: "卯 午 酉 子",
        values: Values::Branches(&[Branch::Mao, Branch::Wu, Branch::You, Branch::Zi]),
        meaning: "四季之旺神，物極則反，凡占皆有凶災。",
        difference: None, doubtful: None,
    };

    /// 四廢 Sìfèi — the four wastes (line 201).
    #[rustfmt::skip]
    pub const SI_FEI: Table = Table {
        name: "四廢", basis: Basis::Season, line: 201,
        printed: "酉 子 卯 午",
        values: Values::Branches(&[Branch::You, Branch::Zi, Branch::Mao, Branch::Wu]),
        meaning: "四季之死神，凡占無成，與日敗並尤驗。如象吉，俟廢神當令有望。",
        difference: None, doubtful: None,
    };

    /// 三邱 Sānqiū — the three mounds (line 203).
    #[rustfmt::skip]
    pub const SAN_QIU: Table = Table {
        name: "三邱", basis: Basis::Season, line: 203,
        printed: "辰 未 戌 丑",
        values: Values::Branches(&[Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou]),
        meaning: "四季長生之墓，占病凶。",
        difference: None, doubtful: None,
    };

    /// 五墓 Wǔmù — the five tombs (line 205).
    #[rustfmt::skip]
    pub const WU_MU: Table = Table {
        name: "五墓", basis: Basis::Season, line: 205,
        printed: "未 戌 丑 辰",
        values: Values::Branches(&[Branch::Wei, Branch::Xu, Branch::Chou, Branch::Chen]),
        meaning: "四季之墓也，占病凶。",
        difference: None, doubtful: None,
    };

    /// 喪車 Sāngchē — the hearse (line 207).
    #[rustfmt::skip]
    pub const SANG_CHE: Table = Table {
        name: "喪車", basis: Basis::Season, line: 207,
        printed: "酉 子 卯 午",
        values: Values::Branches(&[Branch::You, Branch::Zi, Branch::Mao, Branch::Wu]),
        meaning: "占病見干上者死。",
        difference: None, doubtful: None,
    };

    /// 浴盆 Yùpén — the bathtub (line 209).
    #[rustfmt::skip]
    pub const YU_PEN: Table = Table {
        name: "浴盆", basis: Basis::Season, line: 209,
        printed: "辰 未 戌 丑",
        values: Values::Branches(&[Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou]),
        meaning: "占病凶，不逢水者吉。占產吉，不見水者凶。",
        difference: None, doubtful: None,
    };

    /// 天目 Tiānmù — the heavenly eye (line 211).
    #[rustfmt::skip]
    pub const TIAN_MU: Table = Table {
        name: "天目", basis: Basis::Season, line: 211,
        printed: "辰 未 戌 丑",
        values: Values::Branches(&[Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou]),
        meaning: "主怪異，占宅有鬼，有伏屍。",
        difference: None, doubtful: None,
    };

    /// 天耳 Tiān'ěr — the heavenly ear (line 213).
    #[rustfmt::skip]
    pub const TIAN_ER: Table = Table {
        name: "天耳", basis: Basis::Season, line: 213,
        printed: "戌 丑 辰 未",
        values: Values::Branches(&[Branch::Xu, Branch::Chou, Branch::Chen, Branch::Wei]),
        meaning: "信息之神，所臨之方宜察探、追捕。",
        difference: None, doubtful: None,
    };

    /// 飛禍 Fēihuò — flying misfortune (line 215).
    #[rustfmt::skip]
    pub const FEI_HUO: Table = Table {
        name: "飛禍", basis: Basis::Season, line: 215,
        printed: "申 寅 巳 亥",
        values: Values::Branches(&[Branch::Shen, Branch::Yin, Branch::Si, Branch::Hai]),
        meaning: "刑四孟之神，主橫禍。",
        difference: None, doubtful: None,
    };

    /// 火鬼 Huǒguǐ — the fire ghost (line 217).
    #[rustfmt::skip]
    pub const HUO_GUI: Table = Table {
        name: "火鬼", basis: Basis::Season, line: 217,
        printed: "午 酉 子 卯",
        values: Values::Branches(&[Branch::Wu, Branch::You, Branch::Zi, Branch::Mao]),
        meaning: "乘蛇雀克宅，主火宅。",
        difference: None, doubtful: None,
    };

    /// 關管 Guānguǎn — the lock-keeper (line 219).
    #[rustfmt::skip]
    pub const GUAN_GUAN: Table = Table {
        name: "關管", basis: Basis::Season, line: 219,
        printed: "丑 辰 未 戌",
        values: Values::Branches(&[Branch::Chou, Branch::Chen, Branch::Wei, Branch::Xu]),
        meaning: "占訟有拘幽。",
        difference: None, doubtful: None,
    };
}

/// 月星煞 Yuè xīngshà — the months' tables (columns 正…十二, 正月 = 寅, line 225).
pub mod month {
    use super::{Basis, Table, Values};
    use crate::cycle::Branch;

    /// 月建 Yuèjiàn — the month itself, the lords and ministers (line 223): the month
    /// pillar's 干支. Printed as a sentence, not a row.
    #[rustfmt::skip]
    pub const YUE_JIAN: Table = Table {
        name: "月建", basis: Basis::Month, line: 223,
        printed: "",
        values: Values::Pillar,
        meaning: "丙寅月見丙寅，丁卯月見丁卯，餘仿此。為公侯、大臣之象，入占生干吉，克干凶。單見月干或支者勿論。",
        difference: None, doubtful: None,
    };

    /// 月合 Yuèhé — the month's harmony (line 227).
    #[rustfmt::skip]
    pub const YUE_HE: Table = Table {
        name: "月合", basis: Basis::Month, line: 227,
        printed: "亥 戌 酉 申 未 午 巳 辰 卯 寅 丑 子",
        values: Values::Branches(&[Branch::Hai, Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Chou, Branch::Zi]),
        meaning: "生干有喜，克干有殃。",
        difference: None, doubtful: None,
    };

    /// 生氣 Shēngqì — the living breath (line 229).
    #[rustfmt::skip]
    pub const SHENG_QI: Table = Table {
        name: "生氣", basis: Basis::Month, line: 229,
        printed: "子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥",
        values: Values::Branches(&[Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai]),
        meaning: "解凶增吉，成就新事。",
        difference: None, doubtful: None,
    };

    /// 成神 Chéngshén — the accomplisher (line 231).
    #[rustfmt::skip]
    pub const CHENG_SHEN: Table = Table {
        name: "成神", basis: Basis::Month, line: 231,
        printed: "巳 申 亥 寅 巳 申 亥 寅 巳 申 亥 寅",
        values: Values::Branches(&[Branch::Si, Branch::Shen, Branch::Hai, Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai, Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai, Branch::Yin]),
        meaning: "旺相生合，作事成就。",
        difference: None, doubtful: None,
    };

    /// 會神 Huìshén — the meeting spirit (line 233).
    #[rustfmt::skip]
    pub const HUI_SHEN: Table = Table {
        name: "會神", basis: Basis::Month, line: 233,
        printed: "未 戌 寅 亥 酉 子 丑 午 巳 卯 申 辰",
        values: Values::Branches(&[Branch::Wei, Branch::Xu, Branch::Yin, Branch::Hai, Branch::You, Branch::Zi, Branch::Chou, Branch::Wu, Branch::Si, Branch::Mao, Branch::Shen, Branch::Chen]),
        meaning: "婚姻成，行人至。",
        difference: None, doubtful: None,
    };

    /// 天財 Tiāncái — heavenly wealth (line 235).
    #[rustfmt::skip]
    pub const TIAN_CAI: Table = Table {
        name: "天財", basis: Basis::Month, line: 235,
        printed: "辰 午 申 戌 子 寅 辰 午 申 戌 子 寅",
        values: Values::Branches(&[Branch::Chen, Branch::Wu, Branch::Shen, Branch::Xu, Branch::Zi, Branch::Yin, Branch::Chen, Branch::Wu, Branch::Shen, Branch::Xu, Branch::Zi, Branch::Yin]),
        meaning: "課傳無財，此神臨干或作用，亦可求財。",
        difference: None, doubtful: None,
    };

    /// 天恩 Tiān'ēn — heavenly grace (line 237).
    #[rustfmt::skip]
    pub const TIAN_EN: Table = Table {
        name: "天恩", basis: Basis::Month, line: 237,
        printed: "未 酉 亥 丑 卯 巳 未 酉 亥 丑 卯 巳",
        values: Values::Branches(&[Branch::Wei, Branch::You, Branch::Hai, Branch::Chou, Branch::Mao, Branch::Si, Branch::Wei, Branch::You, Branch::Hai, Branch::Chou, Branch::Mao, Branch::Si]),
        meaning: "官占有恩澤升遷。",
        difference: None, doubtful: None,
    };

    /// 聖心 Shèngxīn — the sage's heart (line 239).
    #[rustfmt::skip]
    pub const SHENG_XIN: Table = Table {
        name: "聖心", basis: Basis::Month, line: 239,
        printed: "亥 巳 子 午 丑 未 寅 申 卯 酉 辰 戌",
        values: Values::Branches(&[Branch::Hai, Branch::Si, Branch::Zi, Branch::Wu, Branch::Chou, Branch::Wei, Branch::Yin, Branch::Shen, Branch::Mao, Branch::You, Branch::Chen, Branch::Xu]),
        meaning: "占章奏喜生合日干，克衝破害不吉。",
        difference: None, doubtful: None,
    };

    /// 天馬 Tiānmǎ — the heavenly horse (line 241).
    #[rustfmt::skip]
    pub const TIAN_MA: Table = Table {
        name: "天馬", basis: Basis::Month, line: 241,
        printed: "午申 戌 子 寅 辰 午 申 戌 子 寅 辰",
        // DIFFERENCE: 正月 午 and 二月 申 are printed run together (午申); two columns (ERRATA.md).
        values: Values::Branches(&[Branch::Wu, Branch::Shen, Branch::Xu, Branch::Zi, Branch::Yin, Branch::Chen, Branch::Wu, Branch::Shen, Branch::Xu, Branch::Zi, Branch::Yin, Branch::Chen]),
        meaning: "官升遷，行人至。凡占主速。加太煞尤速，捕亡難獲",
        difference: None, doubtful: None,
    };

    /// 天醫 Tiānyī — the heavenly physician (line 243).
    #[rustfmt::skip]
    pub const TIAN_YI: Table = Table {
        name: "天醫", basis: Basis::Month, line: 243,
        printed: "子 卯 午 酉 子 卯 午 酉 子 卯 午 酉",
        values: Values::Branches(&[Branch::Zi, Branch::Mao, Branch::Wu, Branch::You, Branch::Zi, Branch::Mao, Branch::Wu, Branch::You, Branch::Zi, Branch::Mao, Branch::Wu, Branch::You]),
        meaning: "生合日干吉，可服其藥。作鬼克干，必為醫誤。",
        difference: None, doubtful: None,
    };

    /// 地醫 Dìyī — the earthly physician (line 245).
    #[rustfmt::skip]
    pub const DI_YI: Table = Table {
        name: "地醫", basis: Basis::Month, line: 245,
        printed: "子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥",
        values: Values::Branches(&[Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai]),
        meaning: "即生氣，占與天醫同。",
        difference: None, doubtful: None,
    };

    /// 解神 Jiěshén — the releaser (line 247).
    #[rustfmt::skip]
    pub const JIE_SHEN: Table = Table {
        name: "解神", basis: Basis::Month, line: 247,
        printed: "申 申 戌 戌 子 子 寅 寅 辰 辰 午 午",
        values: Values::Branches(&[Branch::Shen, Branch::Shen, Branch::Xu, Branch::Xu, Branch::Zi, Branch::Zi, Branch::Yin, Branch::Yin, Branch::Chen, Branch::Chen, Branch::Wu, Branch::Wu]),
        meaning: "主解散一切，吉凶無成。",
        difference: None, doubtful: None,
    };

    /// 活天赦 Huó tiānshè — the living heavenly pardon (line 249).
    #[rustfmt::skip]
    pub const HUO_TIAN_SHE: Table = Table {
        name: "活天赦", basis: Basis::Month, line: 249,
        printed: "未 戌 丑 辰 未 戌 丑 辰 未 戌 丑 辰",
        values: Values::Branches(&[Branch::Wei, Branch::Xu, Branch::Chou, Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou, Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou, Branch::Chen]),
        meaning: "生合日干，主赦罪。",
        difference: None, doubtful: None,
    };

    /// 月破 Yuèpò — the month breaker (line 251).
    #[rustfmt::skip]
    pub const YUE_PO: Table = Table {
        name: "月破", basis: Basis::Month, line: 251,
        printed: "午 未 申 酉 戌 亥 子 丑 寅 卯 辰 巳",
        // DIFFERENCE (not in ERRATA.md): the printed row is 死氣's row (line 255), and 歲破's
        // (line 161) as if read from 子: 月建 + 4, two places short of the 沖. Every other 破 of
        // the text is the 沖 (歲破 「歲支之沖辰」 line 161, 六衝 line 333, 「沖月建月內不安」
        // line 597), and the 月 rows start at 寅 (月刑, line 253, opens with 寅刑巳). So 正月
        // (寅) 破 申.
        values: Values::Branches(&[Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei]),
        meaning: "吉事不成，凶事可散。",
        difference: Some("printed 午 未 申 … (死氣's row, 月建+4); 月建之沖 gives 申 酉 戌 … (not in ERRATA)"), doubtful: None,
    };

    /// 月刑 Yuèxíng — the month's punishment (line 253).
    #[rustfmt::skip]
    pub const YUE_XING: Table = Table {
        name: "月刑", basis: Basis::Month, line: 253,
        printed: "巳 子 辰 申 午 丑 寅 酉 未 亥 卯 戌",
        values: Values::Branches(&[Branch::Si, Branch::Zi, Branch::Chen, Branch::Shen, Branch::Wu, Branch::Chou, Branch::Yin, Branch::You, Branch::Wei, Branch::Hai, Branch::Mao, Branch::Xu]),
        meaning: "占病訟忌。",
        difference: None, doubtful: None,
    };

    /// 死氣 Sǐqì — the dead breath (line 255).
    #[rustfmt::skip]
    pub const SI_QI: Table = Table {
        name: "死氣", basis: Basis::Month, line: 255,
        printed: "午 未 申 酉 戌 亥 子 丑 寅 卯 辰 巳",
        values: Values::Branches(&[Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si]),
        meaning: "占病凶。",
        difference: None, doubtful: None,
    };

    /// 死神 Sǐshén — the death spirit (line 257).
    #[rustfmt::skip]
    pub const SI_SHEN: Table = Table {
        name: "死神", basis: Basis::Month, line: 257,
        printed: "巳 午 未 申 酉 戌 亥 子 丑 寅 卯 辰",
        values: Values::Branches(&[Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen]),
        meaning: "占病凶，乘虎為銜屍，尤忌。",
        difference: None, doubtful: None,
    };

    /// 血支 Xuèzhī — the blood branch (line 259).
    #[rustfmt::skip]
    pub const XUE_ZHI: Table = Table {
        name: "血支", basis: Basis::Month, line: 259,
        printed: "丑 寅 卯 辰 巳 午 未 申 酉 戌 亥 子",
        values: Values::Branches(&[Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi]),
        meaning: "陽人血光，陰人墮胎，忌針灸。",
        difference: None, doubtful: None,
    };

    /// 血忌 Xuèjì — the blood taboo (line 261).
    #[rustfmt::skip]
    pub const XUE_JI: Table = Table {
        name: "血忌", basis: Basis::Month, line: 261,
        printed: "丑 未 寅 申 卯 酉 辰 戌 巳 亥 午 子",
        values: Values::Branches(&[Branch::Chou, Branch::Wei, Branch::Yin, Branch::Shen, Branch::Mao, Branch::You, Branch::Chen, Branch::Xu, Branch::Si, Branch::Hai, Branch::Wu, Branch::Zi]),
        meaning: "占與血支同。",
        difference: None, doubtful: None,
    };

    /// 產煞 Chǎnshà — the childbirth baleful (line 263).
    #[rustfmt::skip]
    pub const CHAN_SHA: Table = Table {
        name: "產煞", basis: Basis::Month, line: 263,
        printed: "寅 巳 申 亥 寅 巳 申 亥 寅 巳 申 亥",
        values: Values::Branches(&[Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai, Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai, Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai]),
        meaning: "乘后陰立產，乘勾虎產難。",
        difference: None, doubtful: None,
    };

    /// 咸池 Xiánchí — the Salt Pool (line 265).
    #[rustfmt::skip]
    pub const XIAN_CHI: Table = Table {
        name: "咸池", basis: Basis::Month, line: 265,
        printed: "卯 子 酉 午 卯 子 酉 午 卯 子 酉 午",
        values: Values::Branches(&[Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu]),
        meaning: "即桃花，主淫亂，婦女不正。",
        difference: None, doubtful: None,
    };

    /// 火燭 Huǒzhú — the candle fire (line 267).
    #[rustfmt::skip]
    pub const HUO_ZHU: Table = Table {
        name: "火燭", basis: Basis::Month, line: 267,
        printed: "巳 午 未 申 酉 戌 亥 子 丑 寅 卯 辰",
        values: Values::Branches(&[Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen]),
        meaning: "乘蛇雀克干身災，克支宅焚。",
        difference: None, doubtful: None,
    };

    /// 月厭 Yuèyàn — the month's loathing (line 269).
    #[rustfmt::skip]
    pub const YUE_YAN: Table = Table {
        name: "月厭", basis: Basis::Month, line: 269,
        printed: "戌 酉 申 未 午 巳 辰 卯 寅 丑 子",
        // DIFFERENCE: eleven printed; 正月起戌逆行十二 adds 亥 for 十二月 (ERRATA.md).
        values: Values::Branches(&[Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Chou, Branch::Zi, Branch::Hai]),
        meaning: "凡占皆凶，事無成，宅有怪。",
        difference: Some("eleven printed; 正月起戌逆行 gives 亥 as the 12th (ERRATA)"), doubtful: None,
    };

    /// 火光 Huǒguāng — the firelight (line 271).
    #[rustfmt::skip]
    pub const HUO_GUANG: Table = Table {
        name: "火光", basis: Basis::Month, line: 271,
        printed: "",
        // The text prints no row, only 「與火燭同」: 火燭's row.
        values: HUO_ZHU.values,
        meaning: "與火燭同。",
        difference: Some("no row printed: 與火燭同, so 火燭's row"), doubtful: None,
    };

    /// 飛廉 Fēilián — the wind demon (line 273).
    #[rustfmt::skip]
    pub const FEI_LIAN: Table = Table {
        name: "飛廉", basis: Basis::Month, line: 273,
        printed: "戌 巳 午 未 寅 卯 辰 亥 子 丑 申 酉",
        values: Values::Branches(&[Branch::Xu, Branch::Si, Branch::Wu, Branch::Wei, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Shen, Branch::You]),
        meaning: "克干有非常之驚。凡占皆速。行人立至，占宅有怪。",
        difference: None, doubtful: None,
    };

    /// 天鬼 Tiānguǐ — the heavenly ghost (line 275).
    #[rustfmt::skip]
    pub const TIAN_GUI: Table = Table {
        name: "天鬼", basis: Basis::Month, line: 275,
        printed: "酉 午 卯 子 酉 午 卯 子 酉 午 卯 子",
        values: Values::Branches(&[Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi]),
        meaning: "主病疫，宅有怪。",
        difference: None, doubtful: None,
    };

    /// 天怪 Tiānguài — the heavenly prodigy (line 277).
    #[rustfmt::skip]
    pub const TIAN_GUAI: Table = Table {
        name: "天怪", basis: Basis::Month, line: 277,
        printed: "丑 子 亥 戌 酉 申 未 午 巳 辰 卯 寅",
        values: Values::Branches(&[Branch::Chou, Branch::Zi, Branch::Hai, Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin]),
        meaning: "宅有怪。",
        difference: None, doubtful: None,
    };

    /// 飛魂 Fēihún — the flying soul (line 279).
    #[rustfmt::skip]
    pub const FEI_HUN: Table = Table {
        name: "飛魂", basis: Basis::Month, line: 279,
        printed: "亥 子 丑 寅 卯 辰 巳 午 未 申 酉 戌",
        values: Values::Branches(&[Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu]),
        meaning: "主鬼祟相侵，夜夢不祥，占宅有怪。",
        difference: None, doubtful: None,
    };

    /// 雷公 Léigōng — the thunder lord (line 281).
    #[rustfmt::skip]
    pub const LEI_GONG: Table = Table {
        name: "雷公", basis: Basis::Month, line: 281,
        printed: "寅 亥 申 巳 寅 亥 申 巳 寅 亥 申 巳",
        values: Values::Branches(&[Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si]),
        meaning: "乘蛇雀雷電后武雨，貴空晴。",
        difference: None, doubtful: None,
    };

    /// 雷煞 Léishà — the thunder baleful (line 283).
    #[rustfmt::skip]
    pub const LEI_SHA: Table = Table {
        name: "雷煞", basis: Basis::Month, line: 283,
        printed: "亥 申 巳 寅 亥 申 巳 寅 亥 申 巳 寅",
        values: Values::Branches(&[Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin]),
        meaning: "與雷公同。",
        difference: None, doubtful: None,
    };

    /// 風伯 Fēngbó — the wind earl (line 285).
    #[rustfmt::skip]
    pub const FENG_BO: Table = Table {
        name: "風伯", basis: Basis::Month, line: 285,
        printed: "申 未 午 巳 辰 卯 寅 丑 子 亥 戌 酉",
        values: Values::Branches(&[Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Chou, Branch::Zi, Branch::Hai, Branch::Xu, Branch::You]),
        meaning: "主風。",
        difference: None, doubtful: None,
    };

    /// 風煞 Fēngshà — the wind baleful (line 287).
    #[rustfmt::skip]
    pub const FENG_SHA: Table = Table {
        name: "風煞", basis: Basis::Month, line: 287,
        printed: "寅 丑 子 亥 戌 酉 申 未 午 巳 辰 卯",
        values: Values::Branches(&[Branch::Yin, Branch::Chou, Branch::Zi, Branch::Hai, Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao]),
        meaning: "主風。",
        difference: None, doubtful: None,
    };

    /// 雨師 Yǔshī — the rain master (line 289).
    #[rustfmt::skip]
    pub const YU_SHI: Table = Table {
        name: "雨師", basis: Basis::Month, line: 289,
        printed: "子 卯 午 酉 子 卯 午 酉 子 卯 午 酉",
        values: Values::Branches(&[Branch::Zi, Branch::Mao, Branch::Wu, Branch::You, Branch::Zi, Branch::Mao, Branch::Wu, Branch::You, Branch::Zi, Branch::Mao, Branch::Wu, Branch::You]),
        meaning: "加旺相有雨。",
        difference: None, doubtful: None,
    };

    /// 十煞 Shíshà — the ten baleful (line 291).
    #[rustfmt::skip]
    pub const SHI_SHA: Table = Table {
        name: "十煞", basis: Basis::Month, line: 291,
        printed: "子 丑 寅 卯 辰 巳 午 未 申 酉 戌 亥",
        values: Values::Branches(&[Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai]),
        meaning: "同上。",
        difference: None, doubtful: None,
    };
}

/// 日干星煞 Rìgān xīngshà — the day stem's tables (columns 甲…癸, line 295).
pub mod day_stem {
    use super::{Basis, Table, Values};
    use crate::cycle::Branch;

    /// 日德 Rìdé — the day's virtue (line 297).
    #[rustfmt::skip]
    pub const RI_DE: Table = Table {
        name: "日德", basis: Basis::DayStem, line: 297,
        printed: "寅 申 巳 亥 巳 寅 申 巳 亥 巳",
        values: Values::Branches(&[Branch::Yin, Branch::Shen, Branch::Si, Branch::Hai, Branch::Si, Branch::Yin, Branch::Shen, Branch::Si, Branch::Hai, Branch::Si]),
        meaning: "福佑之神，凡占大吉。",
        difference: None, doubtful: None,
    };

    /// 五合 Wǔhé — the five combinations (line 299).
    #[rustfmt::skip]
    pub const WU_HE: Table = Table {
        name: "五合", basis: Basis::DayStem, line: 299,
        printed: "未 申 戌 亥 丑 寅 辰 巳 未 巳",
        values: Values::Branches(&[Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai, Branch::Chou, Branch::Yin, Branch::Chen, Branch::Si, Branch::Wei, Branch::Si]),
        meaning: "和合之神，凡占大吉。",
        difference: None, doubtful: None,
    };

    /// 日祿 Rìlù — the day's salary (line 301).
    #[rustfmt::skip]
    pub const RI_LU: Table = Table {
        name: "日祿", basis: Basis::DayStem, line: 301,
        printed: "寅 卯 巳 午 巳 午 申 酉 亥 子",
        values: Values::Branches(&[Branch::Yin, Branch::Mao, Branch::Si, Branch::Wu, Branch::Si, Branch::Wu, Branch::Shen, Branch::You, Branch::Hai, Branch::Zi]),
        meaning: "象吉將吉為食祿，象凶將凶為比劫。",
        difference: None, doubtful: None,
    };

    /// 賢貴 Xiánguì — the worthy noble (line 303).
    #[rustfmt::skip]
    pub const XIAN_GUI: Table = Table {
        name: "賢貴", basis: Basis::DayStem, line: 303,
        printed: "丑 申 寅 寅 午 丑 申 寅 寅 午",
        values: Values::Branches(&[Branch::Chou, Branch::Shen, Branch::Yin, Branch::Yin, Branch::Wu, Branch::Chou, Branch::Shen, Branch::Yin, Branch::Yin, Branch::Wu]),
        meaning: "占干貴並貴人吉，占朝覲，賢貴立天門，傳導逢君子。",
        difference: None, doubtful: None,
    };

    /// 兼務 Jiānwù — the double office (line 305).
    #[rustfmt::skip]
    pub const JIAN_WU: Table = Table {
        name: "兼務", basis: Basis::DayStem, line: 305,
        printed: "戌 酉 申 未 午 巳 辰 卯 寅 亥",
        // Kept as printed but doubted: 戌 酉 申 … 寅 steps back one place a stem and would
        // reach 丑 for 癸, not 亥 (ERRATA.md).
        values: Values::Branches(&[Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Hai]),
        meaning: "占官主兼兩任。",
        difference: None, doubtful: Some(9),
    };

    /// 進神 Jìnshén — the advancing spirit (line 307).
    #[rustfmt::skip]
    pub const JIN_SHEN: Table = Table {
        name: "進神", basis: Basis::DayStem, line: 307,
        printed: "子午 子午 子午 子午 子午 卯酉 卯酉 卯酉卯酉 卯酉",
        // DIFFERENCE: 壬 and 癸 are printed run together (卯酉卯酉); two columns (ERRATA.md).
        values: Values::BranchPairs(&[[Branch::Zi, Branch::Wu], [Branch::Zi, Branch::Wu], [Branch::Zi, Branch::Wu], [Branch::Zi, Branch::Wu], [Branch::Zi, Branch::Wu], [Branch::Mao, Branch::You], [Branch::Mao, Branch::You], [Branch::Mao, Branch::You], [Branch::Mao, Branch::You], [Branch::Mao, Branch::You]]),
        meaning: "凡事宜進，進有慶，退失機。",
        difference: None, doubtful: None,
    };

    /// 退神 Tuìshén — the retreating spirit (line 309).
    #[rustfmt::skip]
    pub const TUI_SHEN: Table = Table {
        name: "退神", basis: Basis::DayStem, line: 309,
        printed: "丑未 丑未 丑未 丑未 丑未 辰戌 辰戌 辰戌辰戌 辰戌",
        // DIFFERENCE: 壬 and 癸 are printed run together (辰戌辰戌); two columns (ERRATA.md).
        values: Values::BranchPairs(&[[Branch::Chou, Branch::Wei], [Branch::Chou, Branch::Wei], [Branch::Chou, Branch::Wei], [Branch::Chou, Branch::Wei], [Branch::Chou, Branch::Wei], [Branch::Chen, Branch::Xu], [Branch::Chen, Branch::Xu], [Branch::Chen, Branch::Xu], [Branch::Chen, Branch::Xu], [Branch::Chen, Branch::Xu]]),
        meaning: "凡事宜退，退無咎，退有阻。",
        difference: None, doubtful: None,
    };

    /// 日解 Rìjiě — the day's release (line 311).
    #[rustfmt::skip]
    pub const RI_JIE: Table = Table {
        name: "日解", basis: Basis::DayStem, line: 311,
        printed: "亥 申 未 丑 酉 亥 申 未 丑 酉",
        values: Values::Branches(&[Branch::Hai, Branch::Shen, Branch::Wei, Branch::Chou, Branch::You, Branch::Hai, Branch::Shen, Branch::Wei, Branch::Chou, Branch::You]),
        meaning: "解凶。",
        difference: None, doubtful: None,
    };

    /// 日醫 Rìyī — the day's physician (line 313).
    #[rustfmt::skip]
    pub const RI_YI: Table = Table {
        name: "日醫", basis: Basis::DayStem, line: 313,
        printed: "卯 亥 丑 未 巳 卯 亥 丑 未 巳",
        values: Values::Branches(&[Branch::Mao, Branch::Hai, Branch::Chou, Branch::Wei, Branch::Si, Branch::Mao, Branch::Hai, Branch::Chou, Branch::Wei, Branch::Si]),
        meaning: "生合日干可服其藥，否則不吉。急病視日醫，緩病視天地醫。",
        difference: None, doubtful: None,
    };

    /// 陽刃 Yángrèn — the yang blade (line 315).
    #[rustfmt::skip]
    pub const YANG_REN: Table = Table {
        name: "陽刃", basis: Basis::DayStem, line: 315,
        printed: "卯 辰 午 未 午 未 酉 戌 子 丑",
        values: Values::Branches(&[Branch::Mao, Branch::Chen, Branch::Wu, Branch::Wei, Branch::Wu, Branch::Wei, Branch::You, Branch::Xu, Branch::Zi, Branch::Chou]),
        meaning: "靜吉動凶，又主血光。",
        difference: None, doubtful: None,
    };

    /// 直符 Zhífú — the duty tally (line 317).
    #[rustfmt::skip]
    pub const ZHI_FU: Table = Table {
        name: "直符", basis: Basis::DayStem, line: 317,
        printed: "巳 辰 卯 寅 丑 午 未 申 酉 戌",
        values: Values::Branches(&[Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Chou, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu]),
        meaning: "即飛符，占病凶，出行不歸，逃亡向之吉。癸日受克為逃亡逢吏，不吉。",
        difference: None, doubtful: None,
    };

    /// 游都 Yóudū — the roving capital (line 319).
    #[rustfmt::skip]
    pub const YOU_DU: Table = Table {
        name: "游都", basis: Basis::DayStem, line: 319,
        printed: "丑 子 寅 巳 申 丑 子 寅 巳 申",
        values: Values::Branches(&[Branch::Chou, Branch::Zi, Branch::Yin, Branch::Si, Branch::Shen, Branch::Chou, Branch::Zi, Branch::Yin, Branch::Si, Branch::Shen]),
        meaning: "兵占游都察賊來魯都。",
        difference: None, doubtful: None,
    };

    /// 魯都 Lǔdū — the bandits' lair (line 321).
    #[rustfmt::skip]
    pub const LU_DU: Table = Table {
        name: "魯都", basis: Basis::DayStem, line: 321,
        printed: "未 午 申 亥 寅 未 午 申 亥 寅",
        values: Values::Branches(&[Branch::Wei, Branch::Wu, Branch::Shen, Branch::Hai, Branch::Yin, Branch::Wei, Branch::Wu, Branch::Shen, Branch::Hai, Branch::Yin]),
        meaning: "察賊吉，又為賊藏處。",
        difference: None, doubtful: None,
    };
}

/// 日支星煞 Rìzhī xīngshà — the day branch's tables (columns 子…亥, line 325).
pub mod day_branch {
    use super::{Basis, Table, Values};
    use crate::cycle::Branch;

    /// 支德 Zhīdé — the branch's virtue (line 327).
    #[rustfmt::skip]
    pub const ZHI_DE: Table = Table {
        name: "支德", basis: Basis::DayBranch, line: 327,
        printed: "巳 午 未 申 酉 戌 亥 子 丑 寅 卯 辰",
        values: Values::Branches(&[Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen]),
        meaning: "吉，次日德。",
        difference: None, doubtful: None,
    };

    /// 六合 Liùhé — the six harmonies (line 329).
    #[rustfmt::skip]
    pub const LIU_HE: Table = Table {
        name: "六合", basis: Basis::DayBranch, line: 329,
        printed: "丑 子 亥 戌 酉 申 未 午 巳 辰 卯 寅",
        values: Values::Branches(&[Branch::Chou, Branch::Zi, Branch::Hai, Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin]),
        meaning: "",
        difference: None, doubtful: None,
    };

    /// 三合 Sānhé — the triad (line 331).
    #[rustfmt::skip]
    pub const SAN_HE: Table = Table {
        name: "三合", basis: Basis::DayBranch, line: 331,
        printed: "申辰 巳酉 午戌 亥未 申子 酉丑 寅戌 亥卯 子辰 巳丑 午寅 卯未",
        values: Values::BranchPairs(&[[Branch::Shen, Branch::Chen], [Branch::Si, Branch::You], [Branch::Wu, Branch::Xu], [Branch::Hai, Branch::Wei], [Branch::Shen, Branch::Zi], [Branch::You, Branch::Chou], [Branch::Yin, Branch::Xu], [Branch::Hai, Branch::Mao], [Branch::Zi, Branch::Chen], [Branch::Si, Branch::Chou], [Branch::Wu, Branch::Yin], [Branch::Mao, Branch::Wei]]),
        meaning: "六合三合，占成合事吉，占解釋事不利，占病亦忌。",
        difference: None, doubtful: None,
    };

    /// 六衝 Liùchōng — the six clashes (line 333).
    #[rustfmt::skip]
    pub const LIU_CHONG: Table = Table {
        name: "六衝", basis: Basis::DayBranch, line: 333,
        printed: "午 未 申 酉 戌 亥 子 丑 寅 卯 辰 巳",
        values: Values::Branches(&[Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si]),
        meaning: "衝破害刑，凡占不吉。",
        difference: None, doubtful: None,
    };

    /// 六破 Liùpò — the six breaks (line 335).
    #[rustfmt::skip]
    pub const LIU_PO: Table = Table {
        name: "六破", basis: Basis::DayBranch, line: 335,
        printed: "酉 辰 亥 午 丑 申 卯 戌 巳 子 未 寅",
        values: Values::Branches(&[Branch::You, Branch::Chen, Branch::Hai, Branch::Wu, Branch::Chou, Branch::Shen, Branch::Mao, Branch::Xu, Branch::Si, Branch::Zi, Branch::Wei, Branch::Yin]),
        meaning: "",
        difference: None, doubtful: None,
    };

    /// 六害 Liùhài — the six harms (line 337).
    #[rustfmt::skip]
    pub const LIU_HAI: Table = Table {
        name: "六害", basis: Basis::DayBranch, line: 337,
        printed: "未 午 巳 辰 卯 寅 丑 子 亥 戌 酉 申",
        values: Values::Branches(&[Branch::Wei, Branch::Wu, Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Chou, Branch::Zi, Branch::Hai, Branch::Xu, Branch::You, Branch::Shen]),
        meaning: "",
        difference: None, doubtful: None,
    };

    /// 三刑 Sānxíng — the three punishments (line 339).
    #[rustfmt::skip]
    pub const SAN_XING: Table = Table {
        name: "三刑", basis: Basis::DayBranch, line: 339,
        printed: "卯 戌 巳 子 辰 申 午 丑 寅 酉 未 亥",
        values: Values::Branches(&[Branch::Mao, Branch::Xu, Branch::Si, Branch::Zi, Branch::Chen, Branch::Shen, Branch::Wu, Branch::Chou, Branch::Yin, Branch::You, Branch::Wei, Branch::Hai]),
        meaning: "",
        difference: None, doubtful: None,
    };

    /// 日馬 Rìmǎ — the day's post-horse (line 341).
    #[rustfmt::skip]
    pub const RI_MA: Table = Table {
        name: "日馬", basis: Basis::DayBranch, line: 341,
        printed: "寅 亥 申 巳 寅 亥 申 巳 寅 亥 申 巳",
        values: Values::Branches(&[Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si, Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si]),
        meaning: "主動。又主速。有歲月日時年命六馬，而日馬為尤要。",
        difference: None, doubtful: None,
    };

    /// 華蓋 Huágài — the canopy (line 343).
    #[rustfmt::skip]
    pub const HUA_GAI: Table = Table {
        name: "華蓋", basis: Basis::DayBranch, line: 343,
        printed: "辰 丑 戌 未 辰 丑 戌 未 辰 丑 戌 未",
        values: Values::Branches(&[Branch::Chen, Branch::Chou, Branch::Xu, Branch::Wei, Branch::Chen, Branch::Chou, Branch::Xu, Branch::Wei, Branch::Chen, Branch::Chou, Branch::Xu, Branch::Wei]),
        meaning: "支三合之季辰，主昏迷。",
        difference: None, doubtful: None,
    };

    /// 破碎 Pòsuì — the shatterer (line 345).
    #[rustfmt::skip]
    pub const PO_SUI: Table = Table {
        name: "破碎", basis: Basis::DayBranch, line: 345,
        printed: "巳 丑 酉 巳 丑 酉 巳 丑 酉 巳 丑 酉",
        values: Values::Branches(&[Branch::Si, Branch::Chou, Branch::You, Branch::Si, Branch::Chou, Branch::You, Branch::Si, Branch::Chou, Branch::You, Branch::Si, Branch::Chou, Branch::You]),
        meaning: "主破壞。",
        difference: None, doubtful: None,
    };

    /// 桃花 Táohuā — peach blossom (line 347).
    #[rustfmt::skip]
    pub const TAO_HUA: Table = Table {
        name: "桃花", basis: Basis::DayBranch, line: 347,
        printed: "酉 午 卯 子 酉 午 卯 子 酉 午 卯 子",
        values: Values::Branches(&[Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi]),
        meaning: "主淫亂。",
        difference: None, doubtful: None,
    };

    /// 雷電 Léidiàn — thunder and lightning (line 349).
    #[rustfmt::skip]
    pub const LEI_DIAN: Table = Table {
        name: "雷電", basis: Basis::DayBranch, line: 349,
        printed: "辰 辰 未 未 戌 戌 丑 丑 寅 寅 卯 卯",
        values: Values::Branches(&[Branch::Chen, Branch::Chen, Branch::Wei, Branch::Wei, Branch::Xu, Branch::Xu, Branch::Chou, Branch::Chou, Branch::Yin, Branch::Yin, Branch::Mao, Branch::Mao]),
        meaning: "主雷電。",
        difference: None, doubtful: None,
    };

    /// 雨師 Yǔshī — the rain master (line 351).
    #[rustfmt::skip]
    pub const YU_SHI: Table = Table {
        name: "雨師", basis: Basis::DayBranch, line: 351,
        printed: "申 酉 戌 亥 子 丑 寅 卯 辰 巳 午 未",
        values: Values::Branches(&[Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei]),
        meaning: "加旺相有雨。",
        difference: None, doubtful: None,
    };

    /// 晴朗 Qínglǎng — clear sky (line 353).
    #[rustfmt::skip]
    pub const QING_LANG: Table = Table {
        name: "晴朗", basis: Basis::DayBranch, line: 353,
        printed: "午 未 申 酉 戌 亥 子 丑 寅 卯 辰 巳",
        values: Values::Branches(&[Branch::Wu, Branch::Wei, Branch::Shen, Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin, Branch::Mao, Branch::Chen, Branch::Si]),
        meaning: "支之沖辰，主晴。",
        difference: None, doubtful: None,
    };

    /// 將軍 Jiāngjūn — the general (line 355).
    #[rustfmt::skip]
    pub const JIANG_JUN: Table = Table {
        name: "將軍", basis: Basis::DayBranch, line: 355,
        printed: "子 酉 午 卯 子 酉 午 卯 子 酉 午 卯",
        values: Values::Branches(&[Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao, Branch::Zi, Branch::You, Branch::Wu, Branch::Mao]),
        meaning: "三合之仲辰，兵占旺相吉。",
        difference: None, doubtful: None,
    };
}

/// 又煞三種 Yòu shà sān zhǒng — three more (line 357). Only 趕煞 is a value; 八妖 and
/// 河加井, which read the tables' results and the plate, are built on top of these
/// tables elsewhere (see the [`crate::shensha`] module).
pub mod more {
    use super::{Basis, Table, Values};

    /// 趕煞 Gǎnshà — the chasing baleful, 「即太陽也」: the sun's place, 月將 (line 359).
    #[rustfmt::skip]
    pub const GAN_SHA: Table = Table {
        name: "趕煞", basis: Basis::MonthGeneral, line: 359,
        printed: "",
        values: Values::Sun,
        meaning: "即太陽也。生干大吉利，克干克支為趕煞，克干則人死，克支則家敗。",
        difference: None, doubtful: None,
    };
}

/// Every table of the 星煞 section in the text's order (太歲 first, 趕煞 last).
pub const TABLES: [&Table; 96] = [
    &year_branch::TAI_SUI,
    &year_stem::SUI_DE,
    &year_stem::SUI_DE_HE,
    &year_stem::TIAN_TING,
    &year_branch::SUI_HE,
    &year_branch::SUI_PO,
    &year_branch::SUI_XING,
    &year_branch::JIE_SHA,
    &year_branch::ZAI_SHA,
    &year_branch::SUI_SHA,
    &year_branch::DA_SHA,
    &year_branch::DA_JIANG_JUN,
    &year_branch::PO_SUI,
    &year_branch::BING_FU,
    &year_branch::SANG_MEN,
    &year_branch::DIAO_KE,
    &season::TIAN_CHENG,
    &season::TIAN_LI,
    &season::HUANG_ZHAO,
    &season::TIAN_XI,
    &season::TIAN_SHE,
    &season::YUE_SHEN,
    &season::ZHUAN_SHA,
    &season::SI_FEI,
    &season::SAN_QIU,
    &season::WU_MU,
    &season::SANG_CHE,
    &season::YU_PEN,
    &season::TIAN_MU,
    &season::TIAN_ER,
    &season::FEI_HUO,
    &season::HUO_GUI,
    &season::GUAN_GUAN,
    &month::YUE_JIAN,
    &month::YUE_HE,
    &month::SHENG_QI,
    &month::CHENG_SHEN,
    &month::HUI_SHEN,
    &month::TIAN_CAI,
    &month::TIAN_EN,
    &month::SHENG_XIN,
    &month::TIAN_MA,
    &month::TIAN_YI,
    &month::DI_YI,
    &month::JIE_SHEN,
    &month::HUO_TIAN_SHE,
    &month::YUE_PO,
    &month::YUE_XING,
    &month::SI_QI,
    &month::SI_SHEN,
    &month::XUE_ZHI,
    &month::XUE_JI,
    &month::CHAN_SHA,
    &month::XIAN_CHI,
    &month::HUO_ZHU,
    &month::YUE_YAN,
    &month::HUO_GUANG,
    &month::FEI_LIAN,
    &month::TIAN_GUI,
    &month::TIAN_GUAI,
    &month::FEI_HUN,
    &month::LEI_GONG,
    &month::LEI_SHA,
    &month::FENG_BO,
    &month::FENG_SHA,
    &month::YU_SHI,
    &month::SHI_SHA,
    &day_stem::RI_DE,
    &day_stem::WU_HE,
    &day_stem::RI_LU,
    &day_stem::XIAN_GUI,
    &day_stem::JIAN_WU,
    &day_stem::JIN_SHEN,
    &day_stem::TUI_SHEN,
    &day_stem::RI_JIE,
    &day_stem::RI_YI,
    &day_stem::YANG_REN,
    &day_stem::ZHI_FU,
    &day_stem::YOU_DU,
    &day_stem::LU_DU,
    &day_branch::ZHI_DE,
    &day_branch::LIU_HE,
    &day_branch::SAN_HE,
    &day_branch::LIU_CHONG,
    &day_branch::LIU_PO,
    &day_branch::LIU_HAI,
    &day_branch::SAN_XING,
    &day_branch::RI_MA,
    &day_branch::HUA_GAI,
    &day_branch::PO_SUI,
    &day_branch::TAO_HUA,
    &day_branch::LEI_DIAN,
    &day_branch::YU_SHI,
    &day_branch::QING_LANG,
    &day_branch::JIANG_JUN,
    &more::GAN_SHA,
];
