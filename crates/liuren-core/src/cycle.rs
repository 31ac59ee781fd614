//! The cyclic vocabulary: 天干 stems, 地支 branches, 五行 elements, 陰陽, the
//! sexagenary 干支 pair, and [`ByBranch`], a table keyed by branch.
//!
//! Everything else should speak in typed values (`Branch::Chou`, never `1`):
//! steps ([`Branch::wrapping_add`], [`Branch::since`]), the typed heads of a
//! count ([`Branch::nth`], [`GanZhi::ALL`], [`GanZhi::of_year`],
//! [`month_number_one_based`]) and tables keyed by the type ([`ByBranch`],
//! [`ByStem`]). Raw positions (`index`, `from_index`) are private to this module
//! (and, for [`General`](crate::generals::General), to generals.rs), as jiff keeps
//! `Weekday`'s numbering behind named constructors.

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
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, Polarity};
    /// assert_eq!(Polarity::Yang.hanzi(), "陽");
    /// assert_eq!(Branch::Chou.polarity().hanzi(), "陰");
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// assert_eq!(Element::ALL[0].generates(), Element::ALL[1]); // 木生火
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// assert!(Element::Water.restrains(Element::Fire)); // 水克火
    /// assert!(!Element::Fire.restrains(Element::Water));
    /// ```
    pub fn restrains(self, other: Element) -> bool {
        self.overcomes() == other
    }

    /// The hanzi 木 火 土 金 水.
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// assert_eq!(Element::Metal.hanzi(), "金");
    /// ```
    pub fn hanzi(self) -> &'static str {
        ["木", "火", "土", "金", "水"][usize::from(self.index())]
    }

    /// English gloss.
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// assert_eq!(Element::Earth.english(), "earth");
    /// ```
    pub fn english(self) -> &'static str {
        ["wood", "fire", "earth", "metal", "water"][usize::from(self.index())]
    }
}

/// A small cyclic enum (天干, 地支, 天將): `ALL`, place in the cycle, stepping
/// (`wrapping_add`, `next`, `previous`, `since`, `until`, `cycle_forward`), names
/// (`hanzi`, `hanzi_simplified`, `pinyin`), parsing (`FromStr`, `TryFrom<char>`,
/// `from_char`) and serde as the traditional name. Modelled on jiff's `Weekday`.
///
/// `example:` gives the members every generated method's doctest is written
/// with: the first member `$a`, a step `$k` to `$b` (with `$b`'s names and
/// character), and the last member `$z`. Each member may carry its own doc
/// lines and an alias (a one-character short name, 貴 for 貴人); without one its
/// character is its alias.
macro_rules! cyclic_enum {
    (
        $(#[$meta:meta])*
        $name:ident, $n:literal, $module:literal,
        example: $a:ident + $k:literal = $b:ident $bh:literal $bs:literal $bp:literal $bc:literal, last $z:ident,
        [$($variant:ident = $hanzi:literal $simp:literal $pinyin:literal),+ $(,)?]
    ) => {
        $crate::cycle::cyclic_enum!(
            $(#[$meta])*
            $name, $n, $module,
            example: $a + $k = $b $bh $bs $bp $bc, last $z,
            aliased [$(#[doc = concat!($hanzi, " ", $pinyin)] $variant = $hanzi $simp $pinyin $hanzi),+]
        );
    };
    (
        $(#[$meta:meta])*
        $name:ident, $n:literal, $module:literal,
        example: $a:ident + $k:literal = $b:ident $bh:literal $bs:literal $bp:literal $bc:literal, last $z:ident,
        aliased [$($(#[$vmeta:meta])* $variant:ident = $hanzi:literal $simp:literal $pinyin:literal $alias:literal),+ $(,)?]
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum $name {
            $(
                $(#[$vmeta])*
                $variant,
            )+
        }

        impl $name {
            #[doc = concat!("All ", $n, " in cyclic order, starting from the first.")]
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::ALL.len(), ", $n, ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::ALL[0], ", stringify!($name), "::", stringify!($a), ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::ALL[", $k, "], ", stringify!($name), "::", stringify!($b), ");")]
            /// ```
            pub const ALL: [$name; $n] = [$($name::$variant),+];
            const HANZI: [&'static str; $n] = [$($hanzi),+];
            const SIMPLIFIED: [&'static str; $n] = [$($simp),+];
            const PINYIN: [&'static str; $n] = [$($pinyin),+];
            const ALIAS: [&'static str; $n] = [$($alias),+];

            // Raw positions stay private to the module that expands this macro
            // (cycle.rs for 干 and 支, generals.rs for 天將): everything outside
            // speaks in members, steps (`since`, `wrapping_add`) and `ByStem`/`ByBranch`.
            fn index(self) -> usize {
                self as usize
            }

            fn from_index(i: i64) -> $name {
                $name::ALL[i.rem_euclid($n) as usize]
            }

            /// The member `n` places after the first (negative `n` counts back),
            /// wrapping around.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::nth(", $k, "), ", stringify!($name), "::", stringify!($b), ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::nth(", $n, " + ", $k, "), ", stringify!($name), "::", stringify!($b), ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::nth(-1), ", stringify!($name), "::", stringify!($z), ");")]
            /// ```
            pub fn nth(n: i64) -> $name {
                $name::ALL[0].wrapping_add(n)
            }

            /// Step `n` places forward (順) around the cycle; negative steps go backward (逆).
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($a), ".wrapping_add(", $k, "), ", stringify!($name), "::", stringify!($b), ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($b), ".wrapping_add(-", $k, "), ", stringify!($name), "::", stringify!($a), ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($z), ".wrapping_add(1), ", stringify!($name), "::", stringify!($a), ");")]
            /// ```
            pub fn wrapping_add(self, n: i64) -> $name {
                $name::from_index(self.index() as i64 + n)
            }

            /// How many steps forward from `other` to `self` (in `0..len`).
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($b), ".since(", stringify!($name), "::", stringify!($a), "), ", $k, ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($a), ".since(", stringify!($name), "::", stringify!($z), "), 1);")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($a), ".since(", stringify!($name), "::", stringify!($a), "), 0);")]
            /// ```
            pub fn since(self, other: $name) -> usize {
                (self.index() + $n - other.index()) % $n
            }

            /// How many steps forward from `self` to `other` (in `0..len`).
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($a), ".until(", stringify!($name), "::", stringify!($b), "), ", $k, ");")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($b), ".until(", stringify!($name), "::", stringify!($a), "), ", $n, " - ", $k, ");")]
            /// ```
            pub fn until(self, other: $name) -> usize {
                other.since(self)
            }

            /// The next member (順一位).
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($z), ".next(), ", stringify!($name), "::", stringify!($a), ");")]
            /// ```
            pub fn next(self) -> $name {
                self.wrapping_add(1)
            }

            /// The previous member (逆一位).
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($a), ".previous(), ", stringify!($name), "::", stringify!($z), ");")]
            /// ```
            pub fn previous(self) -> $name {
                self.wrapping_add(-1)
            }

            /// Every member forward (順) from this one, without end: `take(len)` for one round.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("let mut it = ", stringify!($name), "::", stringify!($z), ".cycle_forward();")]
            #[doc = concat!("assert_eq!(it.next(), Some(", stringify!($name), "::", stringify!($z), "));")]
            #[doc = concat!("assert_eq!(it.next(), Some(", stringify!($name), "::", stringify!($a), "));")]
            #[doc = concat!("let round: Vec<_> = ", stringify!($name), "::", stringify!($a), ".cycle_forward().take(", $n, ").collect();")]
            #[doc = concat!("assert_eq!(round, ", stringify!($name), "::ALL);")]
            /// ```
            pub fn cycle_forward(self) -> impl Iterator<Item = $name> + Clone {
                core::iter::successors(Some(self), |x| Some(x.next()))
            }

            /// Every member backward (逆) from this one, without end.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("let back: Vec<_> = ", stringify!($name), "::", stringify!($a), ".cycle_reverse().take(2).collect();")]
            #[doc = concat!("assert_eq!(back, [", stringify!($name), "::", stringify!($a), ", ", stringify!($name), "::", stringify!($z), "]);")]
            /// ```
            pub fn cycle_reverse(self) -> impl Iterator<Item = $name> + Clone {
                core::iter::successors(Some(self), |x| Some(x.previous()))
            }

            /// The name in traditional script.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($b), ".hanzi(), \"", $bh, "\");")]
            /// ```
            pub fn hanzi(self) -> &'static str {
                Self::HANZI[self.index()]
            }

            /// The name in simplified script.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($b), ".hanzi_simplified(), \"", $bs, "\");")]
            /// ```
            pub fn hanzi_simplified(self) -> &'static str {
                Self::SIMPLIFIED[self.index()]
            }

            /// The pinyin name, without tones.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::", stringify!($b), ".pinyin(), \"", $bp, "\");")]
            /// ```
            pub fn pinyin(self) -> &'static str {
                Self::PINYIN[self.index()]
            }

            /// Parse one character: the traditional or simplified name, or the short name.
            ///
            /// ```
            #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::from_char('", $bc, "'), Some(", stringify!($name), "::", stringify!($b), "));")]
            #[doc = concat!("assert_eq!(", stringify!($name), "::from_char('x'), None);")]
            /// ```
            pub fn from_char(c: char) -> Option<$name> {
                let mut buf = [0u8; 4];
                let s: &str = c.encode_utf8(&mut buf);
                $name::ALL.into_iter().find(|x| x.names().contains(&s))
            }

            /// The names it is known by: traditional, simplified, short.
            fn names(self) -> [&'static str; 3] {
                let i = self.index();
                [Self::HANZI[i], Self::SIMPLIFIED[i], Self::ALIAS[i]]
            }
        }

        impl core::fmt::Display for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.hanzi())
            }
        }

        /// Accepts the traditional, simplified or short name or the pinyin, case-insensitively.
        ///
        /// ```
        #[doc = concat!("use liuren_core::", $module, "::", stringify!($name), ";")]
        #[doc = concat!("assert_eq!(\"", $bh, "\".parse(), Ok(", stringify!($name), "::", stringify!($b), "));")]
        #[doc = concat!("assert_eq!(\"", $bp, "\".to_uppercase().parse(), Ok(", stringify!($name), "::", stringify!($b), "));")]
        #[doc = concat!("assert!(\"x\".parse::<", stringify!($name), ">().is_err());")]
        /// ```
        impl core::str::FromStr for $name {
            type Err = $crate::cycle::ParseError;
            fn from_str(s: &str) -> Result<$name, $crate::cycle::ParseError> {
                let t = s.trim();
                $name::ALL
                    .into_iter()
                    .find(|x| x.names().contains(&t) || x.pinyin().eq_ignore_ascii_case(t))
                    .ok_or_else(|| $crate::cycle::ParseError::new(stringify!($name), t))
            }
        }

        impl TryFrom<char> for $name {
            type Error = $crate::cycle::ParseError;
            fn try_from(c: char) -> Result<$name, $crate::cycle::ParseError> {
                $name::from_char(c).ok_or_else(|| $crate::cycle::ParseError::new(stringify!($name), &c.to_string()))
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.hanzi())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

pub(crate) use cyclic_enum;

cyclic_enum!(
    /// 天干 Tiāngān — the ten heavenly stems.
    Stem, 10, "cycle",
    example: Jia + 5 = Ji "己" "己" "ji" '己', last Gui,
    [
        Jia = "甲" "甲" "jia", Yi = "乙" "乙" "yi", Bing = "丙" "丙" "bing", Ding = "丁" "丁" "ding",
        Wu = "戊" "戊" "wu", Ji = "己" "己" "ji", Geng = "庚" "庚" "geng", Xin = "辛" "辛" "xin",
        Ren = "壬" "壬" "ren", Gui = "癸" "癸" "gui",
    ]
);

cyclic_enum!(
    /// 地支 Dìzhī — the twelve earthly branches.
    Branch, 12, "cycle",
    example: Zi + 6 = Wu "午" "午" "wu" '午', last Hai,
    [
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

impl ParseError {
    /// What did not parse as a `kind` (the type's name); the input is kept to 16 characters.
    pub(crate) fn new(kind: &'static str, input: &str) -> ParseError {
        ParseError { kind, input: input.chars().take(16).collect() }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self.kind {
            "Stem" => "a heavenly stem (甲乙丙丁戊己庚辛壬癸)",
            "Branch" => "an earthly branch (子丑寅卯辰巳午未申酉戌亥)",
            "General" => {
                "a heavenly general (貴人 螣蛇 朱雀 六合 勾陳 青龍 天空 白虎 太常 玄武 太陰 天后, or 貴 蛇 雀 …)"
            }
            _ => "a sexagenary pair such as 甲子",
        };
        write!(f, "{:?} is not {what}", self.input)
    }
}

impl std::error::Error for ParseError {}

/// 陰陽 of the member at `index` of a cycle that starts with 陽 and alternates
/// (the stems and the branches; not the generals, whose 陰陽 is not their order).
fn alternating(index: usize) -> Polarity {
    if index % 2 == 0 {
        Polarity::Yang
    } else {
        Polarity::Yin
    }
}

impl Stem {
    /// 陰陽: 甲丙戊庚壬 陽, 乙丁己辛癸 陰.
    ///
    /// ```
    /// use liuren_core::cycle::{Polarity, Stem};
    /// assert_eq!(Stem::Wu.polarity(), Polarity::Yang);
    /// assert_eq!(Stem::Gui.polarity(), Polarity::Yin);
    /// ```
    pub fn polarity(self) -> Polarity {
        alternating(self.index())
    }

    /// 五行 of the stem: 甲乙木, 丙丁火, 戊己土, 庚辛金, 壬癸水.
    ///
    /// ```
    /// use liuren_core::cycle::{Element, Stem};
    /// assert_eq!(Stem::Ji.element(), Element::Earth);
    /// assert_eq!(Stem::Ren.element(), Element::Water);
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, Stem};
    /// assert_eq!(Stem::lodged_at(Branch::Si).collect::<Vec<_>>(), [Stem::Bing, Stem::Wu]);
    /// assert_eq!(Stem::lodged_at(Branch::Zi).count(), 0); // no stem lodges in 子
    /// ```
    pub fn lodged_at(branch: Branch) -> impl Iterator<Item = Stem> {
        Stem::ALL.into_iter().filter(move |s| s.lodge() == branch)
    }

    /// 剛日 (陽干) or 柔日 (陰干).
    ///
    /// ```
    /// use liuren_core::cycle::Stem;
    /// assert!(Stem::Geng.is_yang());
    /// assert!(!Stem::Xin.is_yang());
    /// ```
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

    /// The stem named first in this stem's 五合 pair (甲己 乙庚 丙辛 丁壬 戊癸): one of
    /// 甲 乙 丙 丁 戊. A typed key for what the five pairs share (中正合 …, 化土 …).
    ///
    /// ```
    /// use liuren_core::cycle::Stem;
    /// assert_eq!(Stem::Ji.harmony_first(), Stem::Jia);
    /// assert_eq!(Stem::Yi.harmony_first(), Stem::Yi);
    /// assert_eq!(Stem::Gui.harmony_first(), Stem::Wu);
    /// ```
    pub fn harmony_first(self) -> Stem {
        self.min(self.combines_with())
    }
}

impl Branch {
    /// 陰陽: 子寅辰午申戌 陽, 丑卯巳未酉亥 陰.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, Polarity};
    /// assert_eq!(Branch::Shen.polarity(), Polarity::Yang);
    /// assert_eq!(Branch::Hai.polarity(), Polarity::Yin);
    /// ```
    pub fn polarity(self) -> Polarity {
        alternating(self.index())
    }

    /// Whether the branch is 陽 (子寅辰午申戌): the typed test for `index() % 2 == 0`.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert!(Branch::Chen.is_yang());
    /// assert!(!Branch::Mao.is_yang());
    /// ```
    pub fn is_yang(self) -> bool {
        self.polarity() == Polarity::Yang
    }

    /// 時辰 Shíchen — the double hour of a clock hour (0‥23): 子 from 23 to 1, 丑 1 to 3, … 亥 21 to 23.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::of_clock_hour(23), Branch::Zi);
    /// assert_eq!(Branch::of_clock_hour(0), Branch::Zi);
    /// assert_eq!(Branch::of_clock_hour(11), Branch::Wu);
    /// assert_eq!(Branch::of_clock_hour(22), Branch::Hai);
    /// ```
    pub fn of_clock_hour(hour: u8) -> Branch {
        Branch::from_index((i64::from(hour) + 1) / 2)
    }

    /// 五行 of the branch: 寅卯木, 巳午火, 申酉金, 亥子水, 辰戌丑未土.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, Element};
    /// assert_eq!(Branch::Hai.element(), Element::Water);
    /// assert_eq!(Branch::Wei.element(), Element::Earth);
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::Zi.opposite(), Branch::Wu); // 子午沖
    /// assert_eq!(Branch::Si.opposite(), Branch::Hai); // 巳亥沖
    /// ```
    pub fn opposite(self) -> Branch {
        self.wrapping_add(6)
    }

    /// 孟仲季: 寅申巳亥 are 孟 (first month of a season), 子午卯酉 仲, 辰戌丑未 季.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, SeasonRank};
    /// assert_eq!(Branch::Shen.rank(), SeasonRank::Meng);
    /// assert_eq!(Branch::You.rank(), SeasonRank::Zhong);
    /// assert_eq!(Branch::Chou.rank(), SeasonRank::Ji);
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert!(Branch::You.punishes_itself());
    /// assert!(!Branch::Zi.punishes_itself()); // 子刑卯
    /// ```
    pub fn punishes_itself(self) -> bool {
        self.punishes() == self
    }

    /// 六合 Liùhé — 子丑, 寅亥, 卯戌, 辰酉, 巳申, 午未.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::Mao.six_harmony(), Branch::Xu);
    /// assert_eq!(Branch::Xu.six_harmony(), Branch::Mao);
    /// ```
    pub fn six_harmony(self) -> Branch {
        Branch::from_index(13 - self.index() as i64)
    }

    /// 三合 Sānhé — the triad (生, 旺, 墓) this branch belongs to, e.g. 申子辰.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::Chen.triad(), [Branch::Shen, Branch::Zi, Branch::Chen]);
    /// assert_eq!(Branch::Wu.triad(), [Branch::Yin, Branch::Wu, Branch::Xu]);
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::Zi.post_horse(), Branch::Yin);
    /// assert_eq!(Branch::You.post_horse(), Branch::Hai);
    /// ```
    pub fn post_horse(self) -> Branch {
        self.triad()[0].opposite()
    }
}

/// 月序 — the month number of a month pillar's branch, 1-based as the months are
/// named: 寅 正月 = 1, 卯 二月 = 2, … 子 十一月 = 11, 丑 十二月 = 12. (The month
/// branch changes at each 節, so 正月 runs from 立春 to 驚蟄.)
///
/// ```
/// use liuren_core::cycle::{month_number_one_based, Branch};
/// assert_eq!(month_number_one_based(Branch::Yin), 1);
/// assert_eq!(month_number_one_based(Branch::Hai), 10);
/// assert_eq!(month_number_one_based(Branch::Chou), 12);
/// ```
pub fn month_number_one_based(month_branch: Branch) -> u8 {
    month_branch.since(Branch::Yin) as u8 + 1
}

/// The month branch of month number `number` (1 = 正月 = 寅), wrapping: 13 is 寅 again, 0 is 丑.
///
/// ```
/// use liuren_core::cycle::{month_branch_of_number, month_number_one_based, Branch};
/// assert_eq!(month_branch_of_number(1), Branch::Yin);
/// assert_eq!(month_branch_of_number(12), Branch::Chou);
/// assert_eq!(month_number_one_based(month_branch_of_number(7)), 7);
/// ```
pub fn month_branch_of_number(number: i64) -> Branch {
    Branch::Yin.wrapping_add(number - 1)
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
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// assert_eq!(Branch::Yin.rank().hanzi(), "孟");
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::{Element, Stem, StemOrBranch};
    /// assert_eq!(StemOrBranch::Stem(Stem::Bing).element(), Element::Fire);
    /// ```
    pub fn element(self) -> Element {
        match self {
            StemOrBranch::Stem(s) => s.element(),
            StemOrBranch::Branch(b) => b.element(),
        }
    }

    /// Its character.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, StemOrBranch};
    /// assert_eq!(StemOrBranch::Branch(Branch::You).hanzi(), "酉");
    /// ```
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
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::JIAZI.hanzi(), "甲子");
    /// ```
    pub const JIAZI: GanZhi = GanZhi(0);

    /// The sixty in order, 甲子 to 癸亥: iterate these rather than counting `0..60`.
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::ALL[0], GanZhi::JIAZI);
    /// assert_eq!(GanZhi::ALL[59].hanzi(), "癸亥");
    /// assert_eq!(GanZhi::ALL.iter().filter(|g| g.xun_head() == **g).count(), 6); // six 旬
    /// ```
    pub const ALL: [GanZhi; 60] = {
        let mut all = [GanZhi(0); 60];
        let mut i = 0;
        while i < 60 {
            all[i] = GanZhi(i as u8);
            i += 1;
        }
        all
    };

    /// The 干支 of a year by its number in the Gregorian count (AD 4 was 甲子),
    /// as the year pillar reads it from 立春 to 立春.
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::of_year(1984), GanZhi::JIAZI);
    /// assert_eq!(GanZhi::of_year(2026).hanzi(), "丙午");
    /// assert_eq!(GanZhi::of_year(-1).hanzi(), "己未"); // 2 BC, no year 0
    /// ```
    pub fn of_year(year: i64) -> GanZhi {
        GanZhi::from_index(year - 4)
    }

    /// The pair at `i` modulo 60 (甲子 = 0); private, like the members' raw positions.
    fn from_index(i: i64) -> GanZhi {
        GanZhi(i.rem_euclid(60) as u8)
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
    ///
    /// ```
    /// use liuren_core::cycle::{GanZhi, Stem};
    /// assert_eq!("丙午".parse::<GanZhi>().unwrap().stem(), Stem::Bing);
    /// ```
    pub fn stem(self) -> Stem {
        Stem::from_index(i64::from(self.0))
    }

    /// The branch.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, GanZhi};
    /// assert_eq!("丙午".parse::<GanZhi>().unwrap().branch(), Branch::Wu);
    /// ```
    pub fn branch(self) -> Branch {
        Branch::from_index(i64::from(self.0))
    }

    /// Step around the sixty.
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::JIAZI.wrapping_add(1).hanzi(), "乙丑");
    /// assert_eq!(GanZhi::JIAZI.wrapping_add(-1).hanzi(), "癸亥");
    /// ```
    pub fn wrapping_add(self, n: i64) -> GanZhi {
        GanZhi::from_index(i64::from(self.0) + n)
    }

    /// How many steps forward from `other` to `self` around the sixty (in `0..60`).
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// let bing_yin: GanZhi = "丙寅".parse().unwrap();
    /// assert_eq!(bing_yin.since(GanZhi::JIAZI), 2);
    /// assert_eq!(GanZhi::JIAZI.since(bing_yin), 58);
    /// ```
    pub fn since(self, other: GanZhi) -> usize {
        (usize::from(self.0) + 60 - usize::from(other.0)) % 60
    }

    /// How many steps forward from `self` to `other` (in `0..60`).
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::JIAZI.until("癸亥".parse().unwrap()), 59);
    /// ```
    pub fn until(self, other: GanZhi) -> usize {
        other.since(self)
    }

    /// The next pair (甲子 → 乙丑, 癸亥 → 甲子).
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::ALL[59].next(), GanZhi::JIAZI);
    /// ```
    pub fn next(self) -> GanZhi {
        self.wrapping_add(1)
    }

    /// The previous pair (甲子 → 癸亥).
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::JIAZI.previous().hanzi(), "癸亥");
    /// ```
    pub fn previous(self) -> GanZhi {
        self.wrapping_add(-1)
    }

    /// 旬首 Xúnshǒu — the 甲 day heading this pair's decade (旬).
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// let day: GanZhi = "丁卯".parse().unwrap();
    /// assert_eq!(day.xun_head(), GanZhi::JIAZI);
    /// assert_eq!("癸酉".parse::<GanZhi>().unwrap().xun_head(), GanZhi::JIAZI);
    /// assert_eq!("甲戌".parse::<GanZhi>().unwrap().xun_head().hanzi(), "甲戌");
    /// ```
    pub fn xun_head(self) -> GanZhi {
        GanZhi(self.0 - self.0 % 10)
    }

    /// 旬空 Xúnkōng — the two branches left without a stem in this pair's 旬
    /// (甲子旬空戌亥, 甲戌旬空申酉, …).
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, GanZhi};
    /// let jiazi = GanZhi::JIAZI;
    /// assert_eq!(jiazi.xun_kong(), [Branch::Xu, Branch::Hai]); // 甲子旬空戌亥
    /// let day: GanZhi = "庚辰".parse().unwrap(); // 甲戌旬
    /// assert_eq!(day.xun_kong(), [Branch::Shen, Branch::You]);
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
    ///
    /// ```
    /// use liuren_core::cycle::GanZhi;
    /// assert_eq!(GanZhi::ALL[59].hanzi(), "癸亥");
    /// ```
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
        let err = || ParseError::new("GanZhi", t);
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
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, ByBranch};
    /// let opposite = ByBranch::from_fn(Branch::opposite);
    /// assert_eq!(opposite[Branch::Zi], Branch::Wu);
    /// ```
    pub fn from_fn(mut f: impl FnMut(Branch) -> T) -> ByBranch<T> {
        ByBranch(core::array::from_fn(|i| f(Branch::ALL[i])))
    }

    /// Pairs of (branch, value) from 子 to 亥.
    ///
    /// ```
    /// use liuren_core::cycle::{Branch, ByBranch};
    /// let t = ByBranch::from_fn(|b| b.element());
    /// let (first, e) = t.iter().next().unwrap();
    /// assert_eq!((first, e.hanzi()), (Branch::Zi, "水"));
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Branch, &T)> {
        Branch::ALL.into_iter().zip(self.0.iter())
    }
}

/// A table with one value per stem, indexed by [`Stem`] (甲 to 癸) — for the
/// classical tables keyed by the day stem, instead of a bare array indexed by number.
///
/// ```
/// use liuren_core::cycle::{Branch, ByStem, Stem};
/// // 寄宮 as a table.
/// const LODGE: ByStem<Branch> = ByStem([
///     Branch::Yin, Branch::Chen, Branch::Si, Branch::Wei, Branch::Si,
///     Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai, Branch::Chou,
/// ]);
/// assert_eq!(LODGE[Stem::Geng], Branch::Shen);
/// assert!(Stem::ALL.into_iter().all(|s| LODGE[s] == s.lodge()));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByStem<T>(pub [T; 10]);

impl<T> ByStem<T> {
    /// Build by calling `f` for each stem from 甲 to 癸.
    ///
    /// ```
    /// use liuren_core::cycle::{ByStem, Stem};
    /// let partner = ByStem::from_fn(Stem::combines_with);
    /// assert_eq!(partner[Stem::Ding], Stem::Ren);
    /// ```
    pub fn from_fn(mut f: impl FnMut(Stem) -> T) -> ByStem<T> {
        ByStem(core::array::from_fn(|i| f(Stem::ALL[i])))
    }

    /// Pairs of (stem, value) from 甲 to 癸.
    ///
    /// ```
    /// use liuren_core::cycle::{ByStem, Stem};
    /// let t = ByStem::from_fn(|s| s.is_yang());
    /// assert_eq!(t.iter().filter(|(_, &yang)| yang).count(), 5);
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Stem, &T)> {
        Stem::ALL.into_iter().zip(self.0.iter())
    }
}

impl<T: Serialize> Serialize for ByStem<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<T> core::ops::Index<Stem> for ByStem<T> {
    type Output = T;
    fn index(&self, s: Stem) -> &T {
        &self.0[s.index()]
    }
}

impl<T> core::ops::IndexMut<Stem> for ByStem<T> {
    fn index_mut(&mut self, s: Stem) -> &mut T {
        &mut self.0[s.index()]
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
        assert_eq!("甲戌".parse::<GanZhi>().unwrap().since(GanZhi::JIAZI), 10);
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
        assert_eq!(serde_json::from_str::<GanZhi>("\"癸亥\"").unwrap(), GanZhi::ALL[59]);
    }
}
