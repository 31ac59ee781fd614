//! 所據 — what a 神煞 table is read by: the year's stem or branch, the season,
//! the month, the day's stem or branch (or, for 趕煞, the sun).

use core::fmt;

use serde::{Serialize, Serializer};

use crate::chart::Chart;
use crate::cycle::{month_number_one_based, Branch, Element, Stem};

/// 所據 Suǒjù — the column heading of a 星煞 table: which pillar picks the column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Basis {
    /// 歲干 Suìgān — the year pillar's stem (columns 甲…癸, line 149).
    YearStem,
    /// 歲支 Suìzhī — the year pillar's branch (columns 子…亥, line 157).
    YearBranch,
    /// 季 Jì — the season of the month pillar (columns 春 夏 秋 冬, line 185).
    Season,
    /// 月 Yuè — the month pillar's branch (columns 正…十二, 正月 = 寅, line 225).
    Month,
    /// 日干 Rìgān — the day pillar's stem (columns 甲…癸, line 295).
    DayStem,
    /// 日支 Rìzhī — the day pillar's branch (columns 子…亥, line 325).
    DayBranch,
    /// 月將 Yuèjiàng — the sun's place, for 趕煞 「即太陽也」 (line 359); not a
    /// table heading of the text, which gives 趕煞 no row.
    MonthGeneral,
}

impl Basis {
    /// All bases in the order of the text's sections.
    pub const ALL: [Basis; 7] = [
        Basis::YearStem,
        Basis::YearBranch,
        Basis::Season,
        Basis::Month,
        Basis::DayStem,
        Basis::DayBranch,
        Basis::MonthGeneral,
    ];

    /// 歲干 歲支 季 月 日干 日支 月將.
    pub fn hanzi(self) -> &'static str {
        ["歲干", "歲支", "季", "月", "日干", "日支", "月將"][self as usize]
    }

    /// How many columns a table of this basis has: 10 stems, 12 branches, 4 seasons, 12 months.
    pub fn columns(self) -> usize {
        [10, 12, 4, 12, 10, 12, 12][self as usize]
    }

    /// What picks the column in `chart`: the pillar's stem or branch, the
    /// season, the month branch or the sun. [`Basis::column`] and
    /// [`Basis::heading`] are both read off it, so they cannot disagree.
    fn key(self, chart: &Chart) -> Key {
        let p = &chart.calendar.pillars;
        match self {
            Basis::YearStem => Key::Stem(p.year.stem()),
            Basis::YearBranch => Key::Branch(p.year.branch()),
            Basis::Season => Key::Season(Season::of_month(p.month.branch())),
            Basis::Month => Key::Month(p.month.branch()),
            Basis::DayStem => Key::Stem(p.day.stem()),
            Basis::DayBranch => Key::Branch(p.day.branch()),
            Basis::MonthGeneral => Key::Branch(chart.month_general),
        }
    }

    /// The column the chart reads: the stem's or branch's place from 甲 or 子,
    /// the season from 春, the month from 正月 (寅).
    pub fn column(self, chart: &Chart) -> usize {
        match self.key(chart) {
            Key::Stem(s) => s.since(Stem::Jia),
            Key::Branch(b) => b.since(Branch::Zi),
            Key::Season(s) => s.index(),
            Key::Month(b) => month_number(b),
        }
    }

    /// The heading of the column the chart reads, in words: the basis and what
    /// picks the column — 歲干丙, 歲支午, 冬季, 月建亥 (the month pillar's
    /// branch; 正月 is 寅), 日干甲, 日支子, 月將亥.
    pub fn heading(self, chart: &Chart) -> String {
        let what = match self.key(chart) {
            Key::Stem(s) => s.hanzi(),
            Key::Branch(b) | Key::Month(b) => b.hanzi(),
            Key::Season(s) => return format!("{s}季"),
        };
        match self {
            Basis::Month => format!("月建{what}"),
            _ => format!("{}{what}", self.hanzi()),
        }
    }
}

/// What picks a table's column (see [`Basis::column`]).
enum Key {
    Stem(Stem),
    Branch(Branch),
    Season(Season),
    Month(Branch),
}

impl fmt::Display for Basis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}

impl Serialize for Basis {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.hanzi())
    }
}

/// 月序 — the month's place from 正月, 0-based (a table column): 寅 is 正月 (0),
/// 卯 二月 (1), … 丑 十二月 (11); one less than
/// [`crate::cycle::month_number_one_based`], the month as it is named.
///
/// ```
/// use liuren_core::cycle::Branch;
/// use liuren_core::shensha::basis::month_number;
/// assert_eq!(month_number(Branch::Yin), 0);
/// assert_eq!(month_number(Branch::Chou), 11);
/// ```
pub fn month_number(month_branch: Branch) -> usize {
    usize::from(month_number_one_based(month_branch)) - 1
}

/// 四季 Sìjì — the four seasons of the 四季星煞 tables (春 夏 秋 冬, line 185),
/// three months each by the month pillar: 寅卯辰 春, 巳午未 夏, 申酉戌 秋, 亥子丑 冬.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Season {
    /// 春 Chūn — spring: 寅 卯 辰.
    Spring,
    /// 夏 Xià — summer: 巳 午 未.
    Summer,
    /// 秋 Qiū — autumn: 申 酉 戌.
    Autumn,
    /// 冬 Dōng — winter: 亥 子 丑.
    Winter,
}

impl Season {
    /// 春 夏 秋 冬.
    pub const ALL: [Season; 4] = [Season::Spring, Season::Summer, Season::Autumn, Season::Winter];

    /// The season of a month branch.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// use liuren_core::shensha::basis::Season;
    /// assert_eq!(Season::of_month(Branch::Chen), Season::Spring);
    /// assert_eq!(Season::of_month(Branch::Chou), Season::Winter);
    /// ```
    pub fn of_month(month_branch: Branch) -> Season {
        Season::ALL[month_number(month_branch) / 3]
    }

    /// Place from 春 (0‥3).
    pub fn index(self) -> usize {
        self as usize
    }

    /// 春 夏 秋 冬.
    pub fn hanzi(self) -> &'static str {
        ["春", "夏", "秋", "冬"][self.index()]
    }

    /// 孟 — the first month: 寅 巳 申 亥.
    pub fn first(self) -> Branch {
        Branch::Yin.wrapping_add(3 * self.index() as i64)
    }

    /// 仲 — the middle month, where the season's element is 旺: 卯 午 酉 子.
    pub fn middle(self) -> Branch {
        self.first().next()
    }

    /// 季 — the last month: 辰 未 戌 丑.
    pub fn last(self) -> Branch {
        self.first().wrapping_add(2)
    }

    /// The element in command (the 仲's): 木 火 金 水.
    pub fn element(self) -> Element {
        self.middle().element()
    }
}

impl fmt::Display for Season {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}
