//! 顏色 Yánsè — the colours of stems and branches (卷中, lines 647–657): the old
//! list the text quotes, and the text's own reading of it.

use core::fmt;

use serde::{Serialize, Serializer};

use crate::cycle::{Branch, Element, Stem};

/// 五色 — the five colours of the five elements, as the text's uncontested entries
/// give them: 「甲青，丙赤，戊黃，庚白，壬黑，此無異議」 (line 651).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hue {
    /// 青 Qīng — green-blue (木).
    Green,
    /// 赤 Chì — red (火).
    Red,
    /// 黃 Huáng — yellow (土).
    Yellow,
    /// 白 Bái — white (金).
    White,
    /// 黑 Hēi — black (水).
    Black,
}

impl Hue {
    /// The colour of an element.
    pub fn of(e: Element) -> Hue {
        match e {
            Element::Wood => Hue::Green,
            Element::Fire => Hue::Red,
            Element::Earth => Hue::Yellow,
            Element::Metal => Hue::White,
            Element::Water => Hue::Black,
        }
    }

    /// 青 赤 黃 白 黑.
    pub fn hanzi(self) -> &'static str {
        ["青", "赤", "黃", "白", "黑"][self as usize]
    }
}

impl fmt::Display for Hue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}

impl Serialize for Hue {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.hanzi())
    }
}

/// 色 — a stem's or branch's colour by the text's reading: its own colour, tinged
/// with others.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Colour {
    /// 本 — its own colour.
    pub main: Hue,
    /// 帶, 雜 — the colours mixed in (none for the uncontested ones).
    pub mixed: &'static [Hue],
    /// The words of the text for it (corrected reading).
    pub words: &'static str,
    /// Line in the seed text.
    pub line: u32,
}

/// The stems' colours (line 651), in the text's order: the five uncontested 陽干, then
/// each 陰干 tinged by the stem it combines with (「乙本青，因與庚合，青中帶白」).
#[rustfmt::skip]
pub const STEM_COLOURS: [(Stem, Colour); 10] = [
    (Stem::Jia, Colour { main: Hue::Green, mixed: &[], words: "甲青", line: 651 }),
    (Stem::Bing, Colour { main: Hue::Red, mixed: &[], words: "丙赤", line: 651 }),
    // DIFFERENCE: printed 「戊寅」; 戊 is 黃, as in the 古云 list this sentence corrects (ERRATA.md).
    (Stem::Wu, Colour { main: Hue::Yellow, mixed: &[], words: "戊黃", line: 651 }),
    (Stem::Geng, Colour { main: Hue::White, mixed: &[], words: "庚白", line: 651 }),
    (Stem::Ren, Colour { main: Hue::Black, mixed: &[], words: "壬黑", line: 651 }),
    (Stem::Yi, Colour { main: Hue::Green, mixed: &[Hue::White], words: "乙本青，因與庚合，青中帶白", line: 651 }),
    (Stem::Ding, Colour { main: Hue::Red, mixed: &[Hue::Black], words: "丁本赤，因與壬合，赤中帶黑", line: 651 }),
    (Stem::Ji, Colour { main: Hue::Yellow, mixed: &[Hue::Green], words: "己本黃，因與甲合，黃中帶青", line: 651 }),
    (Stem::Xin, Colour { main: Hue::White, mixed: &[Hue::Red], words: "辛本白，因與丙合，白中帶赤", line: 651 }),
    (Stem::Gui, Colour { main: Hue::Black, mixed: &[Hue::Yellow], words: "癸本黑，因與戊合，黑中帶黃", line: 651 }),
];

/// The branches' colours (line 653), in the text's order: the four 仲 uncontested,
/// each 孟 tinged by what is born (長生) there, each 季 by what is buried (墓) there.
#[rustfmt::skip]
pub const BRANCH_COLOURS: [(Branch, Colour); 12] = [
    (Branch::Zi, Colour { main: Hue::Black, mixed: &[], words: "子色黑", line: 653 }),
    (Branch::Mao, Colour { main: Hue::Green, mixed: &[], words: "卯青", line: 653 }),
    (Branch::Wu, Colour { main: Hue::Red, mixed: &[], words: "午赤", line: 653 }),
    (Branch::You, Colour { main: Hue::White, mixed: &[], words: "酉白", line: 653 }),
    (Branch::Yin, Colour { main: Hue::Green, mixed: &[Hue::Red], words: "寅本青，因火生寅，青中雜赤色", line: 653 }),
    (Branch::Si, Colour { main: Hue::Red, mixed: &[Hue::White], words: "巳本赤，因金生巳，赤中雜白", line: 653 }),
    (Branch::Shen, Colour { main: Hue::White, mixed: &[Hue::Yellow, Hue::Black], words: "申本白，因水土生申，白中雜黃黑", line: 653 }),
    (Branch::Hai, Colour { main: Hue::Black, mixed: &[Hue::Green], words: "亥本黑，因木生亥，黑中雜青", line: 653 }),
    (Branch::Chen, Colour { main: Hue::Yellow, mixed: &[Hue::Black], words: "因水墓於辰，辰中有死水，故雜黑", line: 653 }),
    (Branch::Wei, Colour { main: Hue::Yellow, mixed: &[Hue::Green], words: "木墓於未，未中有死木，故雜青", line: 653 }),
    (Branch::Xu, Colour { main: Hue::Yellow, mixed: &[Hue::Red], words: "火墓於戌，戌中有死火，故雜赤", line: 653 }),
    (Branch::Chou, Colour { main: Hue::Yellow, mixed: &[Hue::White], words: "金墓於丑，丑中有死金，故雜白", line: 653 }),
];

/// 古云 — the old list the text quotes before correcting it (line 649): stems.
#[rustfmt::skip]
pub const ANCIENT_STEM_COLOURS: [(Stem, &str); 10] = [
    (Stem::Jia, "青"), (Stem::Yi, "碧"), (Stem::Bing, "赤"), (Stem::Ding, "紫"), (Stem::Wu, "黃"),
    (Stem::Ji, "綠"), (Stem::Geng, "白"), (Stem::Xin, "栗"), (Stem::Ren, "黑"), (Stem::Gui, "綠"),
];

/// 古云 (line 649): branches, 辰未戌丑 together.
#[rustfmt::skip]
pub const ANCIENT_BRANCH_COLOURS: [(&[Branch], &str); 9] = [
    (&[Branch::Zi], "黑"), (&[Branch::Yin], "碧"), (&[Branch::Mao], "青"), (&[Branch::Si], "斑點"),
    (&[Branch::Wu], "赤"), (&[Branch::Shen], "黑白"), (&[Branch::You], "白"), (&[Branch::Hai], "淡青"),
    (&[Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou], "純黃"),
];

/// A stem's colour by the text's reading.
///
/// ```
/// use liuren_core::cycle::Stem;
/// use liuren_core::shensha::colours::{stem_colour, Hue};
/// let yi = stem_colour(Stem::Yi);
/// assert_eq!((yi.main, yi.mixed), (Hue::Green, &[Hue::White][..]));
/// ```
pub fn stem_colour(s: Stem) -> &'static Colour {
    STEM_COLOURS.iter().find(|(x, _)| *x == s).map(|(_, c)| c).expect("ten listed")
}

/// A branch's colour by the text's reading.
pub fn branch_colour(b: Branch) -> &'static Colour {
    BRANCH_COLOURS.iter().find(|(x, _)| *x == b).map(|(_, c)| c).expect("twelve listed")
}

/// A stem's colour in the old list (古云).
pub fn ancient_stem_colour(s: Stem) -> &'static str {
    ANCIENT_STEM_COLOURS.iter().find(|(x, _)| *x == s).map(|&(_, c)| c).expect("ten listed")
}

/// A branch's colour in the old list (古云).
pub fn ancient_branch_colour(b: Branch) -> &'static str {
    ANCIENT_BRANCH_COLOURS.iter().find(|(x, _)| x.contains(&b)).map(|&(_, c)| c).expect("twelve listed")
}
