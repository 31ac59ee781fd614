//! 分野 Fēnyě — the twelve palaces' stretches of sky and the lands under them
//! (卷中, lines 3–49): 「子丑十二宮，上羅二十宿，下應五方四海」.

use serde::Serialize;

use crate::cycle::Branch;

use super::xingxiu::Mansion;

/// A place on the ecliptic: a mansion and a degree within it (初 = 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Degree {
    /// The mansion.
    pub mansion: Mansion,
    /// Degrees into it; 初 is 0.
    pub degree: u8,
}

/// 分野 — one palace: from which degree to which, the ancient state, the provinces
/// and prefectures of the author's day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Fenye {
    /// The palace.
    pub palace: Branch,
    /// 自 — the first degree.
    pub from: Degree,
    /// 至 — the last degree.
    pub to: Degree,
    /// 古 — the ancient state (齊, 吳越 …).
    pub ancient: &'static str,
    /// 今 — the present-day places, as printed (the 酉 line has no 今).
    pub modern: &'static str,
    /// Line in the seed text.
    pub line: u32,
}

const fn deg(mansion: Mansion, degree: u8) -> Degree {
    Degree { mansion, degree }
}

/// 分野 (lines 7–29), in the text's order 子…亥.
#[rustfmt::skip]
pub const FENYE: [Fenye; 12] = [
    Fenye { palace: Branch::Zi, from: deg(Mansion::Girl, 2), to: deg(Mansion::Rooftop, 11), ancient: "齊", line: 7,
            modern: "山東之濟南等府、直隸之滄州等府、州、縣" },
    Fenye { palace: Branch::Chou, from: deg(Mansion::Dipper, 3), to: deg(Mansion::Girl, 1), ancient: "吳越", line: 9,
            modern: "安徵之安慶等府州、江蘇之江甯、蘇州等府州、江西南昌等府、浙江之杭州等府州、福建之福州等府州、廣東之廣州等府、廣西之梧州等府" },
    Fenye { palace: Branch::Yin, from: deg(Mansion::Tail, 3), to: deg(Mansion::Dipper, 2), ancient: "燕", line: 11,
            modern: "直隸順天、保定等府州、奉天等府州" },
    Fenye { palace: Branch::Mao, from: deg(Mansion::Root, 1), to: deg(Mansion::Tail, 2), ancient: "宋", line: 13,
            modern: "山東之曹州等府州、河南歸德一府、江蘇徐州一府" },
    Fenye { palace: Branch::Chen, from: deg(Mansion::Chariot, 10), to: deg(Mansion::Root, 0), ancient: "鄭", line: 15,
            modern: "河南之開封等府州、安徽穎州一府" },
    Fenye { palace: Branch::Si, from: deg(Mansion::ExtendedNet, 15), to: deg(Mansion::Chariot, 9), ancient: "楚", line: 17,
            modern: "湖北武昌等府、湖南長沙等府州、廣東韶州等府州、廣西桂林等府州、貴州思州等府" },
    // DIFFERENCE (not in ERRATA.md): printed 「午自柳十三」. Every other palace begins one
    // degree after the one before it ends (未 ends at 柳二, 巳 begins at 張十五 after 午's
    // 張十四); 柳十三 would leave 柳三–柳十二 in no palace. Read 柳三.
    Fenye { palace: Branch::Wu, from: deg(Mansion::Willow, 3), to: deg(Mansion::ExtendedNet, 14), ancient: "周", line: 19,
            modern: "河南等府州、湖北鄖州等州縣、陝西商州等州縣、貴州銅仁一府" },
    Fenye { palace: Branch::Wei, from: deg(Mansion::Well, 8), to: deg(Mansion::Willow, 2), ancient: "秦", line: 21,
            modern: "陝西西安等府州、甘肅蘭州等府州、四川成都等府州、雲南之雲南等府州、貴州貴陽、遵義二府" },
    Fenye { palace: Branch::Shen, from: deg(Mansion::Net, 6), to: deg(Mansion::Well, 7), ancient: "晉", line: 23,
            modern: "山西太原等府州" },
    Fenye { palace: Branch::You, from: deg(Mansion::Bond, 3), to: deg(Mansion::Net, 5), ancient: "趙", line: 25,
            modern: "直隸正定等府州、山西大同、朔平二府、河南武昌等縣、山東之恩縣" },
    Fenye { palace: Branch::Xu, from: deg(Mansion::Legs, 1), to: deg(Mansion::Bond, 2), ancient: "魯", line: 27,
            modern: "山東兗州等府、安徽之泗州、江蘇之海州" },
    Fenye { palace: Branch::Hai, from: deg(Mansion::Rooftop, 12), to: deg(Mansion::Legs, 0), ancient: "衛", line: 29,
            modern: "河南衛輝等府、直隸大名府、山東東平等州縣" },
];

/// The 分野 of a palace.
///
/// ```
/// use liuren_core::cycle::Branch;
/// use liuren_core::shensha::fenye::fenye;
/// assert_eq!(fenye(Branch::Shen).ancient, "晉");
/// ```
pub fn fenye(palace: Branch) -> &'static Fenye {
    &FENYE[palace.since(Branch::Zi)]
}

/// 外國 — a star the text names for foreign peoples (lines 33–43).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ForeignStar {
    /// The palace.
    pub palace: Branch,
    /// The mansion the star belongs to.
    pub mansion: Mansion,
    /// The star (天壘城星 …).
    pub star: &'static str,
    /// The peoples it rules (主 …), as printed.
    pub peoples: &'static str,
    /// Line in the seed text.
    pub line: u32,
}

/// 以上占外國事 (lines 33–43), in the text's order. 「但皆古國名，今則無一相同」: the text
/// itself prefers the directions of the palaces (「按方分視法為準」, line 45).
#[rustfmt::skip]
pub const FOREIGN_STARS: [ForeignStar; 7] = [
    ForeignStar { palace: Branch::Zi, mansion: Mansion::Emptiness, star: "天壘城星", peoples: "北夷、仃伶、匈奴", line: 33 },
    ForeignStar { palace: Branch::Chou, mansion: Mansion::Dipper, star: "狗國星", peoples: "鮮卑、烏桓、沃沮", line: 35 },
    ForeignStar { palace: Branch::Chen, mansion: Mansion::Horn, star: "南門星", peoples: "夷狄", line: 37 },
    ForeignStar { palace: Branch::Si, mansion: Mansion::Chariot, star: "丘子星", peoples: "蠻夷", line: 39 },
    ForeignStar { palace: Branch::Si, mansion: Mansion::Wings, star: "東甌星", peoples: "蠻夷", line: 39 },
    ForeignStar { palace: Branch::Wu, mansion: Mansion::ExtendedNet, star: "長垣星", peoples: "北裔", line: 41 },
    ForeignStar { palace: Branch::Shen, mansion: Mansion::ThreeStars, star: "伐星", peoples: "鮮卑、北戎", line: 43 },
];
