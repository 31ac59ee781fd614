//! 德合立成 Dé hé lìchéng — the ready table of virtue and harmonies by day stem
//! (卷中, lines 533–545).
//!
//! The page has four labels and five rows: 日德, 五合, 六合, then an unlabelled row
//! (543) and 三合 (545). The two last rows are the two other members of the 三合 of the
//! stem's 寄宮 (甲 寄寅: 午 and 戌), as 「乾三合……乃與乾寄之宮成三合耳」 (line 513) says;
//! the label 三合 stands on the second of them. Likewise 六合 is that of the 寄宮
//! (「乃與乾寄之宮六合耳」, line 501).

use serde::Serialize;

use crate::cycle::{Branch, Stem};

/// 日德 row (line 537), columns 甲…癸.
#[rustfmt::skip]
pub const VIRTUE: [Branch; 10] = [
    Branch::Yin, Branch::Shen, Branch::Si, Branch::Hai, Branch::Si, Branch::Yin, Branch::Shen, Branch::Si, Branch::Hai, Branch::Si,
];

/// 五合 row (line 539).
#[rustfmt::skip]
pub const FIVE_HARMONY: [Branch; 10] = [
    Branch::Wei, Branch::Shen, Branch::Xu, Branch::Hai, Branch::Chou, Branch::Yin, Branch::Chen, Branch::Si, Branch::Wei, Branch::Si,
];

/// 六合 row (line 541).
#[rustfmt::skip]
pub const SIX_HARMONY: [Branch; 10] = [
    Branch::Hai, Branch::You, Branch::Shen, Branch::Wu, Branch::Shen, Branch::Wu, Branch::Si, Branch::Mao, Branch::Yin, Branch::Zi,
];

/// 三合 rows (lines 543 and 545), one pair per column.
#[rustfmt::skip]
pub const TRIAD: [[Branch; 2]; 10] = [
    [Branch::Wu, Branch::Xu], [Branch::Shen, Branch::Zi], [Branch::You, Branch::Chou], [Branch::Hai, Branch::Mao],
    [Branch::You, Branch::Chou], [Branch::Hai, Branch::Mao], [Branch::Zi, Branch::Chen], [Branch::Yin, Branch::Wu],
    [Branch::Mao, Branch::Wei], [Branch::Si, Branch::You],
];

/// The lines of the rows: 日德, 五合, 六合, 三合 (first row), 三合 (second row).
pub const LINES: [u32; 5] = [537, 539, 541, 543, 545];

/// 德合 — one column of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DeHe {
    /// The day stem.
    pub stem: Stem,
    /// 日德.
    pub virtue: Branch,
    /// 五合 (日合).
    pub five_harmony: Branch,
    /// 六合 of the stem's 寄宮.
    pub six_harmony: Branch,
    /// 三合: the other two of the 寄宮's triad.
    pub triad: [Branch; 2],
}

/// The column of a day stem.
///
/// ```
/// use liuren_core::cycle::{Branch, Stem};
/// use liuren_core::shensha::dehe::de_he;
/// let jia = de_he(Stem::Jia);
/// assert_eq!((jia.virtue, jia.five_harmony, jia.six_harmony), (Branch::Yin, Branch::Wei, Branch::Hai));
/// assert_eq!(jia.triad, [Branch::Wu, Branch::Xu]);
/// ```
pub fn de_he(stem: Stem) -> DeHe {
    let i = stem.since(Stem::Jia);
    DeHe { stem, virtue: VIRTUE[i], five_harmony: FIVE_HARMONY[i], six_harmony: SIX_HARMONY[i], triad: TRIAD[i] }
}
