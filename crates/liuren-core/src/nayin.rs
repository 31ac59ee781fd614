//! 納音 Nàyīn — the "received note" of each pair of the sixty 干支: 甲子乙丑海中金,
//! 丙寅丁卯爐中火 … 壬戌癸亥大海水. Two neighbouring pairs (an odd one and the even
//! one after it) share a 納音; thirty in all, six to an element.
//!
//! The table is the customary one (六十花甲納音歌, as in 《三命通會》 卷一
//! 「論納音取象」); its elements are checked against the counting rule of
//! 《五行精紀》 卷一 (see [`nayin_by_count`]). The 射覆 text uses a pair's 納音
//! among the things that can generate an element (seed `002_65f2bd96db15aa00.txt`,
//! line 41: 「若課傳不見甲乙寅卯木，及納音木、丁壬木之類，則不能生火」).

use crate::cycle::{Branch, Element, GanZhi, Stem};

/// 納音 of one pair: its name and element.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NaYin {
    /// The name, traditional characters (海中金).
    pub name: &'static str,
    /// The element (金).
    pub element: Element,
}

/// One row of the song: the two pairs that share a 納音.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NaYinRow {
    /// The first (陽) pair.
    pub first: (Stem, Branch),
    /// The second (陰) pair.
    pub second: (Stem, Branch),
    /// The 納音.
    pub nayin: NaYin,
}

const fn row(s1: Stem, b1: Branch, s2: Stem, b2: Branch, name: &'static str, element: Element) -> NaYinRow {
    NaYinRow { first: (s1, b1), second: (s2, b2), nayin: NaYin { name, element } }
}

/// 六十甲子納音 — the thirty rows of the song in the order of the sixty
/// (《三命通會》 卷一 「論納音取象」; the customary 六十花甲納音歌).
#[rustfmt::skip]
pub const NAYIN: [NaYinRow; 30] = [
    row(Stem::Jia,  Branch::Zi,   Stem::Yi,   Branch::Chou, "海中金", Element::Metal),
    row(Stem::Bing, Branch::Yin,  Stem::Ding, Branch::Mao,  "爐中火", Element::Fire),
    row(Stem::Wu,   Branch::Chen, Stem::Ji,   Branch::Si,   "大林木", Element::Wood),
    row(Stem::Geng, Branch::Wu,   Stem::Xin,  Branch::Wei,  "路旁土", Element::Earth),
    row(Stem::Ren,  Branch::Shen, Stem::Gui,  Branch::You,  "劍鋒金", Element::Metal),
    row(Stem::Jia,  Branch::Xu,   Stem::Yi,   Branch::Hai,  "山頭火", Element::Fire),
    row(Stem::Bing, Branch::Zi,   Stem::Ding, Branch::Chou, "澗下水", Element::Water),
    row(Stem::Wu,   Branch::Yin,  Stem::Ji,   Branch::Mao,  "城頭土", Element::Earth),
    row(Stem::Geng, Branch::Chen, Stem::Xin,  Branch::Si,   "白蠟金", Element::Metal),
    row(Stem::Ren,  Branch::Wu,   Stem::Gui,  Branch::Wei,  "楊柳木", Element::Wood),
    row(Stem::Jia,  Branch::Shen, Stem::Yi,   Branch::You,  "泉中水", Element::Water),
    row(Stem::Bing, Branch::Xu,   Stem::Ding, Branch::Hai,  "屋上土", Element::Earth),
    row(Stem::Wu,   Branch::Zi,   Stem::Ji,   Branch::Chou, "霹靂火", Element::Fire),
    row(Stem::Geng, Branch::Yin,  Stem::Xin,  Branch::Mao,  "松柏木", Element::Wood),
    row(Stem::Ren,  Branch::Chen, Stem::Gui,  Branch::Si,   "長流水", Element::Water),
    row(Stem::Jia,  Branch::Wu,   Stem::Yi,   Branch::Wei,  "沙中金", Element::Metal),
    row(Stem::Bing, Branch::Shen, Stem::Ding, Branch::You,  "山下火", Element::Fire),
    row(Stem::Wu,   Branch::Xu,   Stem::Ji,   Branch::Hai,  "平地木", Element::Wood),
    row(Stem::Geng, Branch::Zi,   Stem::Xin,  Branch::Chou, "壁上土", Element::Earth),
    row(Stem::Ren,  Branch::Yin,  Stem::Gui,  Branch::Mao,  "金箔金", Element::Metal),
    row(Stem::Jia,  Branch::Chen, Stem::Yi,   Branch::Si,   "覆燈火", Element::Fire),
    row(Stem::Bing, Branch::Wu,   Stem::Ding, Branch::Wei,  "天河水", Element::Water),
    row(Stem::Wu,   Branch::Shen, Stem::Ji,   Branch::You,  "大驛土", Element::Earth),
    row(Stem::Geng, Branch::Xu,   Stem::Xin,  Branch::Hai,  "釵釧金", Element::Metal),
    row(Stem::Ren,  Branch::Zi,   Stem::Gui,  Branch::Chou, "桑柘木", Element::Wood),
    row(Stem::Jia,  Branch::Yin,  Stem::Yi,   Branch::Mao,  "大溪水", Element::Water),
    row(Stem::Bing, Branch::Chen, Stem::Ding, Branch::Si,   "沙中土", Element::Earth),
    row(Stem::Wu,   Branch::Wu,   Stem::Ji,   Branch::Wei,  "天上火", Element::Fire),
    row(Stem::Geng, Branch::Shen, Stem::Xin,  Branch::You,  "石榴木", Element::Wood),
    row(Stem::Ren,  Branch::Xu,   Stem::Gui,  Branch::Hai,  "大海水", Element::Water),
];

/// 納音 of a pair, from the table.
///
/// ```
/// use liuren_core::cycle::{Element, GanZhi};
/// use liuren_core::nayin::nayin;
/// let jiazi = GanZhi::JIAZI;
/// assert_eq!(nayin(jiazi).name, "海中金");
/// assert_eq!(nayin("癸亥".parse().unwrap()).element, Element::Water);
/// ```
pub fn nayin(g: GanZhi) -> NaYin {
    NAYIN[g.since(GanZhi::JIAZI) / 2].nayin
}

/// The stem a branch counts to in 《五行精紀》 卷一: 「子午數至庚，丑未數至辛，寅申數至戊，
/// 卯酉數至己，辰戌數至丙，巳亥數至丁」.
fn count_target(b: Branch) -> Stem {
    match b {
        Branch::Zi | Branch::Wu => Stem::Geng,
        Branch::Chou | Branch::Wei => Stem::Xin,
        Branch::Yin | Branch::Shen => Stem::Wu,
        Branch::Mao | Branch::You => Stem::Ji,
        Branch::Chen | Branch::Xu => Stem::Bing,
        Branch::Si | Branch::Hai => Stem::Ding,
    }
}

/// 納音 element by 《五行精紀》 卷一's count: from the pair's stem count the stems,
/// both ends included, to the stem its branch points to; 「七金三是火，九木一中央
/// （土），得五皆為水」. E.g. 甲子: 甲乙丙丁戊己庚 is seven → 金.
///
/// ```
/// use liuren_core::cycle::{Element, GanZhi};
/// use liuren_core::nayin::nayin_by_count;
/// assert_eq!(nayin_by_count("丙寅".parse().unwrap()), Element::Fire); // 丙丁戊: three
/// assert_eq!(nayin_by_count("庚午".parse().unwrap()), Element::Earth); // 庚: one
/// ```
pub fn nayin_by_count(g: GanZhi) -> Element {
    let n = count_target(g.branch()).since(g.stem()) + 1;
    match n {
        7 => Element::Metal,
        3 => Element::Fire,
        9 => Element::Wood,
        1 => Element::Earth,
        5 => Element::Water,
        _ => unreachable!("a stem and a branch of one polarity count an odd number: {n}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shensha::numbers::{branch_number, stem_number};

    fn pair(s: Stem, b: Branch) -> GanZhi {
        GanZhi::new(s, b).expect("a pair of the sixty")
    }

    #[test]
    fn rows_follow_the_sixty() {
        for (i, r) in NAYIN.iter().enumerate() {
            assert_eq!(pair(r.first.0, r.first.1), GanZhi::ALL[2 * i], "{}", r.nayin.name);
            assert_eq!(pair(r.second.0, r.second.1), GanZhi::ALL[2 * i + 1], "{}", r.nayin.name);
        }
    }

    #[test]
    fn each_name_ends_with_its_element_and_each_element_has_six() {
        for r in NAYIN {
            assert!(r.nayin.name.ends_with(r.nayin.element.hanzi()), "{}", r.nayin.name);
        }
        for e in Element::ALL {
            assert_eq!(NAYIN.iter().filter(|r| r.nayin.element == e).count(), 6, "{}", e.hanzi());
        }
    }

    #[test]
    fn the_table_agrees_with_the_count_of_the_wuxing_jingji() {
        for g in GanZhi::ALL {
            assert_eq!(nayin(g).element, nayin_by_count(g), "{g}");
        }
    }

    /// A second, independent reckoning, worked by hand with the 先天數 of the seed
    /// (line 109: 甲己子午九 … 巳亥四): add the numbers of the row's two pairs, take
    /// them from 49 (大衍之數), and the remainder by 5 (水一 火二 木三 金四 土五〔0〕)
    /// names the element that *generates* the 納音. 甲子乙丑: 9+9+8+8 = 34, 49−34 = 15,
    /// remainder 0 → 土, 土生金 → 海中金.
    #[test]
    fn the_table_agrees_with_the_dayan_reckoning() {
        let by_remainder = [Element::Earth, Element::Water, Element::Fire, Element::Wood, Element::Metal];
        for r in NAYIN {
            let sum: u8 = [r.first, r.second].iter().map(|&(s, b)| stem_number(s) + branch_number(b)).sum();
            let mother = by_remainder[usize::from((49 - sum) % 5)];
            assert_eq!(mother.generates(), r.nayin.element, "{}", r.nayin.name);
        }
    }
}
