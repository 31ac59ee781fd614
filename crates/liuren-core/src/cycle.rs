//! The cyclic vocabulary: 天干 stems, 地支 branches, 五行 elements, 陰陽, the
//! sexagenary 干支 pair, and [`ByBranch`], a table keyed by branch.
//!
//! Raw indexes stay private to this module: everything else speaks in typed
//! values (`Branch::Chou`, never `1`).

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

/// 陰陽 Yīnyáng — the polarity of a stem or branch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Polarity {
    /// 陽 Yáng (甲丙戊庚壬, 子寅辰午申戌).
    Yang,
    /// 陰 Yīn (乙丁己辛癸, 丑卯巳未酉亥).
    Yin,
}

impl Polarity {
    /// 陽 or 陰.
    pub fn hanzi(self) -> &'static str {
        match self {
            Polarity::Yang => "陽",
            Polarity::Yin => "陰",
        }
    }
}

/// 五行 Wǔxíng — the five elements (phases).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Element {
    /// 木 Mù — wood.
    Wood,
    /// 火 Huǒ — fire.
    Fire,
    /// 土 Tǔ — earth.
    Earth,
    /// 金 Jīn — metal.
    Metal,
    /// 水 Shuǐ — water.
    Water,
}

impl Element {
    /// The five in generating (相生) order: 木 → 火 → 土 → 金 → 水 → 木.
    pub const ALL: [Element; 5] = [Element::Wood, Element::Fire, Element::Earth, Element::Metal, Element::Water];

    fn index(self) -> u8 {
        self as u8
    }

    fn from_index(i: u8) -> Element {
        Element::ALL[usize::from(i % 5)]
    }

    /// The element this one generates (生): 木生火, 火生土, 土生金, 金生水, 水生木.
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// assert_eq!(Element::Water.generates(), Element::Wood);
    /// ```
    pub fn generates(self) -> Element {
        Element::from_index(self.index() + 1)
    }

    /// The element this one overcomes (克): 木克土, 土克水, 水克火, 火克金, 金克木.
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// assert_eq!(Element::Metal.overcomes(), Element::Wood);
    /// ```
    pub fn overcomes(self) -> Element {
        Element::from_index(self.index() + 2)
    }

    /// Whether `self` 克 `other`.
    pub fn restrains(self, other: Element) -> bool {
        self.overcomes() == other
    }

    /// The hanzi 木 火 土 金 水.
    pub fn hanzi(self) -> &'static str {
        ["木", "火", "土", "金", "水"][usize::from(self.index())]
    }

    /// English gloss.
    pub fn english(self) -> &'static str {
        ["wood", "fire", "earth", "metal", "water"][usize::from(self.index())]
    }
}

macro_rules! cyclic_enum {
    (
        $(#[$meta:meta])*
        $name:ident, $n:literal, [$($variant:ident = $hanzi:literal $simp:literal $pinyin:literal),+ $(,)?]
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $(
                #[doc = concat!($hanzi, " ", $pinyin)]
                $variant,
            )+
        }

        impl $name {
            /// All members in cyclic order, starting from the first.
            pub const ALL: [$name; $n] = [$($name::$variant),+];
            const HANZI: [&'static str; $n] = [$($hanzi),+];
            const SIMPLIFIED: [&'static str; $n] = [$($simp),+];
            const PINYIN: [&'static str; $n] = [$($pinyin),+];

            /// Position in the cycle, counted from the first member (0-based).
            pub fn index(self) -> usize {
                self as usize
            }

            /// The member at `i` modulo the cycle length (negative counts backwards).
            pub fn from_index(i: i64) -> $name {
                $name::ALL[i.rem_euclid($n) as usize]
            }

            /// Step `n` places forward (順) around the cycle; negative steps go backward (逆).
            pub fn wrapping_add(self, n: i64) -> $name {
                $name::from_index(self.index() as i64 + n)
            }

            /// How many steps forward from `other` to `self` (in `0..len`).
            pub fn since(self, other: $name) -> usize {
                (self.index() + $n - other.index()) % $n
            }

            /// How many steps forward from `self` to `other` (in `0..len`).
            pub fn until(self, other: $name) -> usize {
                other.since(self)
            }

            /// The next member (順一位).
            pub fn next(self) -> $name {
                self.wrapping_add(1)
            }

            /// The previous member (逆一位).
            pub fn previous(self) -> $name {
                self.wrapping_add(-1)
            }

            /// The character in traditional script.
            pub fn hanzi(self) -> &'static str {
                Self::HANZI[self.index()]
            }

            /// The character in simplified script.
            pub fn hanzi_simplified(self) -> &'static str {
                Self::SIMPLIFIED[self.index()]
            }

            /// The pinyin name.
            pub fn pinyin(self) -> &'static str {
                Self::PINYIN[self.index()]
            }

            /// 陰陽: the first member is 陽 and they alternate.
            pub fn polarity(self) -> Polarity {
                if self.index() % 2 == 0 { Polarity::Yang } else { Polarity::Yin }
            }

            /// Parse one character (traditional or simplified).
            pub fn from_char(c: char) -> Option<$name> {
                let mut buf = [0u8; 4];
                let s: &str = c.encode_utf8(&mut buf);
                $name::ALL
                    .into_iter()
                    .find(|x| x.hanzi() == s || x.hanzi_simplified() == s)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.hanzi())
            }
        }

        impl FromStr for $name {
            type Err = ParseError;
            /// Accepts the character (traditional or simplified) or the pinyin, case-insensitively.
            fn from_str(s: &str) -> Result<$name, ParseError> {
                let t = s.trim();
                let mut chars = t.chars();
                if let (Some(c), None) = (chars.next(), chars.next()) {
                    if let Some(x) = $name::from_char(c) {
                        return Ok(x);
                    }
                }
                $name::ALL
                    .into_iter()
                    .find(|x| x.pinyin().eq_ignore_ascii_case(t))
                    .ok_or_else(|| ParseError { kind: stringify!($name), input: t.chars().take(16).collect() })
            }
        }

        impl TryFrom<char> for $name {
            type Error = ParseError;
            fn try_from(c: char) -> Result<$name, ParseError> {
                $name::from_char(c).ok_or_else(|| ParseError { kind: stringify!($name), input: c.to_string() })
            }
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.hanzi())
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

cyclic_enum!(
    /// 天干 Tiāngān — the ten heavenly stems.
    Stem, 10, [
        Jia = "甲" "甲" "jia", Yi = "乙" "乙" "yi", Bing = "丙" "丙" "bing", Ding = "丁" "丁" "ding",
        Wu = "戊" "戊" "wu", Ji = "己" "己" "ji", Geng = "庚" "庚" "geng", Xin = "辛" "辛" "xin",
        Ren = "壬" "壬" "ren", Gui = "癸" "癸" "gui",
    ]
);

cyclic_enum!(
    /// 地支 Dìzhī — the twelve earthly branches.
    Branch, 12, [
        Zi = "子" "子" "zi", Chou = "丑" "丑" "chou", Yin = "寅" "寅" "yin", Mao = "卯" "卯" "mao",
        Chen = "辰" "辰" "chen", Si = "巳" "巳" "si", Wu = "午" "午" "wu", Wei = "未" "未" "wei",
        Shen = "申" "申" "shen", You = "酉" "酉" "you", Xu = "戌" "戌" "xu", Hai = "亥" "亥" "hai",
    ]
);

/// A name that did not parse as a stem, branch or pair.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    kind: &'static str,
    input: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            "Stem" => "a heavenly stem (甲乙丙丁戊己庚辛壬癸)",
            "Branch" => "an earthly branch (子丑寅卯辰巳午未申酉戌亥)",
            _ => "a sexagenary pair such as 甲子",
        };
        write!(f, "{:?} is not {what}", self.input)
    }
}

impl std::error::Error for ParseError {}

impl Stem {
    /// 五行 of the stem: 甲乙木, 丙丁火, 戊己土, 庚辛金, 壬癸水.
    pub fn element(self) -> Element {
        Element::ALL[self.index() / 2]
    }

    /// 寄宮 Jìgōng — the palace (branch) a stem lodges in:
    /// 甲課寅, 乙課辰, 丙戊課巳, 丁己課未, 庚課申, 辛課戌, 壬課亥, 癸課丑.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, Stem};
    /// assert_eq!(Stem::Wu.lodge(), Branch::Si);
    /// assert_eq!(Stem::Gui.lodge(), Branch::Chou);
    /// ```
    pub fn lodge(self) -> Branch {
        #[rustfmt::skip]
        const LODGE: [Branch; 10] = [
            Branch::Yin, Branch::Chen, Branch::Si, Branch::Wei, Branch::Si,
            Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai, Branch::Chou,
        ];
        LODGE[self.index()]
    }

    /// The stems lodged in a palace (0, 1 or 2 of them).
    pub fn lodged_at(branch: Branch) -> impl Iterator<Item = Stem> {
        Stem::ALL.into_iter().filter(move |s| s.lodge() == branch)
    }

    /// 剛日 (陽干) or 柔日 (陰干).
    pub fn is_yang(self) -> bool {
        self.polarity() == Polarity::Yang
    }

    /// 五合 Wǔhé — the stem this one combines with: 甲己, 乙庚, 丙辛, 丁壬, 戊癸.
    ///
    /// ```
    /// use liuren_core::cycle::Stem;
    /// assert_eq!(Stem::Jia.combines_with(), Stem::Ji);
    /// assert_eq!(Stem::Gui.combines_with(), Stem::Wu);
    /// ```
    pub fn combines_with(self) -> Stem {
        self.wrapping_add(5)
    }
}

impl Branch {
    /// 五行 of the branch: 寅卯木, 巳午火, 申酉金, 亥子水, 辰戌丑未土.
    pub fn element(self) -> Element {
        #[rustfmt::skip]
        const ELEMENT: [Element; 12] = [
            Element::Water, Element::Earth, Element::Wood, Element::Wood,
            Element::Earth, Element::Fire, Element::Fire, Element::Earth,
            Element::Metal, Element::Metal, Element::Earth, Element::Water,
        ];
        ELEMENT[self.index()]
    }

    /// 沖 Chōng — the opposite branch (six places away).
    pub fn opposite(self) -> Branch {
        self.wrapping_add(6)
    }

    /// 孟仲季: 寅申巳亥 are 孟 (first month of a season), 子午卯酉 仲, 辰戌丑未 季.
    pub fn rank(self) -> SeasonRank {
        match self.index() % 3 {
            2 => SeasonRank::Meng,
            0 => SeasonRank::Zhong,
            _ => SeasonRank::Ji,
        }
    }

    /// 刑 Xíng — the branch this one punishes:
    /// 子刑卯 卯刑子 (無禮之刑); 寅刑巳 巳刑申 申刑寅 (恃勢之刑);
    /// 丑刑戌 戌刑未 未刑丑 (無恩之刑); 辰午酉亥 自刑.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::Yin.punishes(), Branch::Si);
    /// assert_eq!(Branch::Hai.punishes(), Branch::Hai);
    /// ```
    pub fn punishes(self) -> Branch {
        #[rustfmt::skip]
        const XING: [Branch; 12] = [
            Branch::Mao, Branch::Xu, Branch::Si, Branch::Zi,
            Branch::Chen, Branch::Shen, Branch::Wu, Branch::Chou,
            Branch::Yin, Branch::You, Branch::Wei, Branch::Hai,
        ];
        XING[self.index()]
    }

    /// Whether the branch punishes itself (自刑: 辰 午 酉 亥).
    pub fn punishes_itself(self) -> bool {
        self.punishes() == self
    }

    /// 六合 Liùhé — 子丑, 寅亥, 卯戌, 辰酉, 巳申, 午未.
    pub fn six_harmony(self) -> Branch {
        Branch::from_index(13 - self.index() as i64)
    }

    /// 三合 Sānhé — the triad (生, 旺, 墓) this branch belongs to, e.g. 申子辰.
    pub fn triad(self) -> [Branch; 3] {
        // The triad starts at the 長生 branch: 申 子 辰 (water), 亥 卯 未, 寅 午 戌, 巳 酉 丑.
        let start = Branch::from_index(match self.index() % 4 {
            0 => 8,  // 子 申 辰 → 申
            1 => 5,  // 丑 巳 酉 → 巳
            2 => 2,  // 寅 午 戌 → 寅
            _ => 11, // 卯 未 亥 → 亥
        });
        [start, start.wrapping_add(4), start.wrapping_add(8)]
    }

    /// 驛馬 Yìmǎ — the post-horse: the branch opposite the first member of the triad
    /// (申子辰馬在寅, 寅午戌馬在申, 巳酉丑馬在亥, 亥卯未馬在巳).
    pub fn post_horse(self) -> Branch {
        self.triad()[0].opposite()
    }
}

/// 孟仲季 — the rank of a branch within its season.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SeasonRank {
    /// 孟 Mèng — first: 寅 巳 申 亥.
    Meng,
    /// 仲 Zhòng — middle: 子 卯 午 酉.
    Zhong,
    /// 季 Jì — last: 辰 未 戌 丑.
    Ji,
}

impl SeasonRank {
    /// 孟, 仲 or 季.
    pub fn hanzi(self) -> &'static str {
        match self {
            SeasonRank::Meng => "孟",
            SeasonRank::Zhong => "仲",
            SeasonRank::Ji => "季",
        }
    }
}

/// A stem or a branch: the lower of the first lesson is a stem, every other
/// position on the plate a branch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StemOrBranch {
    /// A stem.
    Stem(Stem),
    /// A branch.
    Branch(Branch),
}

impl StemOrBranch {
    /// Its element.
    pub fn element(self) -> Element {
        match self {
            StemOrBranch::Stem(s) => s.element(),
            StemOrBranch::Branch(b) => b.element(),
        }
    }

    /// Its character.
    pub fn hanzi(self) -> &'static str {
        match self {
            StemOrBranch::Stem(s) => s.hanzi(),
            StemOrBranch::Branch(b) => b.hanzi(),
        }
    }
}

impl fmt::Display for StemOrBranch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}

impl Serialize for StemOrBranch {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.hanzi())
    }
}

/// 干支 Gānzhī — a sexagenary pair. It cannot hold a mismatched pair
/// (a yang stem with a yin branch).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GanZhi(u8);

impl GanZhi {
    /// 甲子, the first of the sixty.
    pub const JIAZI: GanZhi = GanZhi(0);

    /// The pair at `i` modulo 60 (甲子 = 0).
    pub fn from_index(i: i64) -> GanZhi {
        GanZhi(i.rem_euclid(60) as u8)
    }

    /// Position in the sixty (甲子 = 0).
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The pair from a stem and a branch, if their polarities match.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, GanZhi, Stem};
    /// assert_eq!(GanZhi::new(Stem::Jia, Branch::Zi), Some(GanZhi::JIAZI));
    /// assert_eq!(GanZhi::new(Stem::Jia, Branch::Chou), None);
    /// ```
    pub fn new(stem: Stem, branch: Branch) -> Option<GanZhi> {
        if stem.polarity() != branch.polarity() {
            return None;
        }
        // Chinese remainder: i ≡ stem (mod 10), i ≡ branch (mod 12).
        (0..60u8).map(GanZhi).find(|g| g.stem() == stem && g.branch() == branch)
    }

    /// The stem.
    pub fn stem(self) -> Stem {
        Stem::from_index(i64::from(self.0))
    }

    /// The branch.
    pub fn branch(self) -> Branch {
        Branch::from_index(i64::from(self.0))
    }

    /// Step around the sixty.
    pub fn wrapping_add(self, n: i64) -> GanZhi {
        GanZhi::from_index(i64::from(self.0) + n)
    }

    /// 旬首 Xúnshǒu — the 甲 day heading this pair's decade (旬).
    pub fn xun_head(self) -> GanZhi {
        GanZhi(self.0 - self.0 % 10)
    }

    /// 旬空 Xúnkōng — the two branches left without a stem in this pair's 旬
    /// (甲子旬空戌亥, 甲戌旬空申酉, …).
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, GanZhi};
    /// let jiazi = GanZhi::JIAZI;
    /// assert_eq!(jiazi.xun_kong(), [Branch::Xu, Branch::Hai]);
    /// ```
    pub fn xun_kong(self) -> [Branch; 2] {
        let first = self.xun_head().branch().wrapping_add(10);
        [first, first.next()]
    }

    /// 遁干 Dùngān — the stem the 旬 assigns to `branch`, or `None` for the 旬空 pair.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, GanZhi, Stem};
    /// let day: GanZhi = "丙寅".parse().unwrap(); // 甲子旬
    /// assert_eq!(day.hidden_stem(Branch::Chen), Some(Stem::Wu));
    /// assert_eq!(day.hidden_stem(Branch::Hai), None);
    /// ```
    pub fn hidden_stem(self, branch: Branch) -> Option<Stem> {
        let k = branch.since(self.xun_head().branch());
        (k < 10).then(|| Stem::Jia.wrapping_add(k as i64))
    }

    /// Traditional characters, e.g. 甲子.
    pub fn hanzi(self) -> String {
        format!("{}{}", self.stem().hanzi(), self.branch().hanzi())
    }
}

impl fmt::Display for GanZhi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.stem(), self.branch())
    }
}

impl FromStr for GanZhi {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<GanZhi, ParseError> {
        let t = s.trim();
        let err = || ParseError { kind: "GanZhi", input: t.chars().take(16).collect() };
        let mut chars = t.chars();
        let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(err());
        };
        let stem = Stem::from_char(a).ok_or_else(err)?;
        let branch = Branch::from_char(b).ok_or_else(err)?;
        GanZhi::new(stem, branch).ok_or_else(err)
    }
}

impl Serialize for GanZhi {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.hanzi())
    }
}

impl<'de> Deserialize<'de> for GanZhi {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<GanZhi, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A table with one value per branch, indexed by [`Branch`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByBranch<T>(pub [T; 12]);

impl<T> ByBranch<T> {
    /// Build by calling `f` for each branch from 子 to 亥.
    pub fn from_fn(mut f: impl FnMut(Branch) -> T) -> ByBranch<T> {
        ByBranch(core::array::from_fn(|i| f(Branch::ALL[i])))
    }

    /// Pairs of (branch, value) from 子 to 亥.
    pub fn iter(&self) -> impl Iterator<Item = (Branch, &T)> {
        Branch::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T: Serialize> Serialize for ByBranch<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<T> core::ops::Index<Branch> for ByBranch<T> {
    type Output = T;
    fn index(&self, b: Branch) -> &T {
        &self.0[b.index()]
    }
}

impl<T> core::ops::IndexMut<Branch> for ByBranch<T> {
    fn index_mut(&mut self, b: Branch) -> &mut T {
        &mut self.0[b.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_pairs_cover_every_matching_stem_and_branch_once() {
        let mut seen = std::collections::HashSet::new();
        for i in 0..60 {
            let g = GanZhi::from_index(i);
            assert_eq!(g.stem().polarity(), g.branch().polarity());
            assert!(seen.insert((g.stem(), g.branch())));
            assert_eq!(GanZhi::new(g.stem(), g.branch()), Some(g));
        }
    }

    #[test]
    fn known_pairs() {
        // The sixty in order: 甲子 0, 癸亥 59, 庚申 56, 甲戌 10.
        assert_eq!(GanZhi::from_index(59).hanzi(), "癸亥");
        assert_eq!(GanZhi::from_index(56).hanzi(), "庚申");
        assert_eq!(GanZhi::from_index(10).hanzi(), "甲戌");
        assert_eq!("甲戌".parse::<GanZhi>().unwrap().index(), 10);
        assert!("甲丑".parse::<GanZhi>().is_err());
        assert!("甲".parse::<GanZhi>().is_err());
    }

    #[test]
    fn xun_kong_of_the_six_decades() {
        // 甲子旬戌亥空, 甲戌旬申酉空, 甲申旬午未空, 甲午旬辰巳空, 甲辰旬寅卯空, 甲寅旬子丑空.
        let expected = ["戌亥", "申酉", "午未", "辰巳", "寅卯", "子丑"];
        for (k, want) in expected.iter().enumerate() {
            for j in 0..10 {
                let g = GanZhi::from_index((k * 10 + j) as i64);
                let [a, b] = g.xun_kong();
                assert_eq!(format!("{a}{b}"), *want, "{g}");
                assert_eq!(g.hidden_stem(a), None);
                assert_eq!(g.hidden_stem(b), None);
                // The day's own branch carries the day's own stem.
                assert_eq!(g.hidden_stem(g.branch()), Some(g.stem()));
            }
        }
    }

    #[test]
    fn element_cycles() {
        for e in Element::ALL {
            assert_eq!(e.generates().generates().generates().generates().generates(), e);
            // 克 is 生 twice.
            assert_eq!(e.overcomes(), e.generates().generates());
        }
        assert!(Element::Wood.restrains(Element::Earth));
        assert!(Element::Earth.restrains(Element::Water));
        assert!(Element::Water.restrains(Element::Fire));
        assert!(Element::Fire.restrains(Element::Metal));
        assert!(Element::Metal.restrains(Element::Wood));
    }

    #[test]
    fn branch_relations() {
        for b in Branch::ALL {
            assert_eq!(b.opposite().opposite(), b);
            assert_eq!(b.six_harmony().six_harmony(), b);
            let t = b.triad();
            assert!(t.contains(&b));
            // 三合: 生 旺 墓 of one element; the 旺 is a 仲 branch of that element.
            assert_eq!(t[1].rank(), SeasonRank::Zhong);
            assert_eq!(t[2].rank(), SeasonRank::Ji);
            assert_eq!(t[0].rank(), SeasonRank::Meng);
        }
        assert_eq!(Branch::Zi.six_harmony(), Branch::Chou);
        assert_eq!(Branch::Yin.six_harmony(), Branch::Hai);
        assert_eq!(Branch::Wu.six_harmony(), Branch::Wei);
        assert_eq!(Branch::Zi.triad(), [Branch::Shen, Branch::Zi, Branch::Chen]);
        assert_eq!(Branch::Chou.post_horse(), Branch::Hai);
        assert_eq!(Branch::Wei.post_horse(), Branch::Si);
        assert_eq!(Branch::Zi.post_horse(), Branch::Yin);
        assert_eq!(Branch::Wu.post_horse(), Branch::Shen);
        let self_punishing: Vec<_> = Branch::ALL.into_iter().filter(|b| b.punishes_itself()).collect();
        assert_eq!(self_punishing, [Branch::Chen, Branch::Wu, Branch::You, Branch::Hai]);
    }

    #[test]
    fn parse_and_serialise() {
        assert_eq!("丑".parse::<Branch>(), Ok(Branch::Chou));
        assert_eq!("Chou".parse::<Branch>(), Ok(Branch::Chou));
        assert_eq!("庚".parse::<Stem>(), Ok(Stem::Geng));
        assert!("醜".parse::<Branch>().is_err());
        assert!("x".parse::<Stem>().unwrap_err().to_string().contains("heavenly stem"));
        assert_eq!(serde_json::to_string(&Branch::Hai).unwrap(), "\"亥\"");
        assert_eq!(serde_json::from_str::<GanZhi>("\"癸亥\"").unwrap().index(), 59);
    }
}
