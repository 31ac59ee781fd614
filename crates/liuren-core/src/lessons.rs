//! 四課 Sìkè — the four lessons.
//!
//! 一課: the day stem (at its 寄宮) below, the heaven branch over that palace above.
//! 二課: the upper of the first lesson below, the heaven branch over it above.
//! 三課: the day branch below, the heaven branch over it above.
//! 四課: the upper of the third lesson below, the heaven branch over it above.

use serde::Serialize;

use crate::cycle::{Branch, GanZhi, StemOrBranch};
use crate::plate::Plate;

/// The relation between the two halves of a lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum Clash {
    /// 下賊上 Xià zéi shàng — the lower overcomes the upper (賊).
    LowerRobsUpper,
    /// 上克下 Shàng kè xià — the upper overcomes the lower (克).
    UpperOvercomesLower,
}

impl Clash {
    /// 下賊上 or 上克下.
    pub fn hanzi(self) -> &'static str {
        match self {
            Clash::LowerRobsUpper => "下賊上",
            Clash::UpperOvercomesLower => "上克下",
        }
    }
}

/// 課 Kè — one lesson: an upper heaven branch over a lower stem or branch.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub struct Lesson {
    /// 上神 — the heaven branch above.
    pub upper: Branch,
    /// 下 — the day stem (first lesson) or a branch.
    pub lower: StemOrBranch,
}

impl Lesson {
    /// 上下相克: which half overcomes the other, if either does.
    pub fn clash(self) -> Option<Clash> {
        let (u, l) = (self.upper.element(), self.lower.element());
        if l.restrains(u) {
            Some(Clash::LowerRobsUpper)
        } else if u.restrains(l) {
            Some(Clash::UpperOvercomesLower)
        } else {
            None
        }
    }
}

/// 四課 — the four lessons of a day on a plate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct FourLessons(pub [Lesson; 4]);

impl FourLessons {
    /// Raise the four lessons of `day` on `plate`.
    ///
    /// ```
    /// use liuren_core::{cycle::{Branch, GanZhi}, lessons::FourLessons, plate::Plate};
    /// // 甲子日, 丑 over 子: 甲 lodges at 寅, 卯 over 寅; 辰 over 卯; 丑 over 子; 寅 over 丑.
    /// let l = FourLessons::new("甲子".parse().unwrap(), Plate::with_over_zi(Branch::Chou));
    /// let uppers: Vec<_> = l.0.iter().map(|x| x.upper.hanzi()).collect();
    /// assert_eq!(uppers, ["卯", "辰", "丑", "寅"]);
    /// ```
    pub fn new(day: GanZhi, plate: Plate) -> FourLessons {
        let stem = day.stem();
        let first = plate.heaven_over(stem.lodge());
        let second = plate.heaven_over(first);
        let third = plate.heaven_over(day.branch());
        let fourth = plate.heaven_over(third);
        FourLessons([
            Lesson { upper: first, lower: StemOrBranch::Stem(stem) },
            Lesson { upper: second, lower: StemOrBranch::Branch(first) },
            Lesson { upper: third, lower: StemOrBranch::Branch(day.branch()) },
            Lesson { upper: fourth, lower: StemOrBranch::Branch(third) },
        ])
    }

    /// The lessons numbered 1‥4.
    pub fn numbered(&self) -> impl Iterator<Item = (usize, Lesson)> + '_ {
        self.0.iter().copied().enumerate().map(|(i, l)| (i + 1, l))
    }

    /// 干上神 — the upper of the first lesson.
    pub fn stem_upper(&self) -> Branch {
        self.0[0].upper
    }

    /// 支上神 — the upper of the third lesson.
    pub fn branch_upper(&self) -> Branch {
        self.0[2].upper
    }

    /// How many different lessons there are: 4 when complete (四課全), 3 or 2
    /// when some repeat (四課不備; 八專 days always have 2). A lesson repeats when
    /// both its halves equal another's — the stem of the first lesson counts as
    /// its lodging palace.
    pub fn distinct(&self) -> usize {
        let key = |l: &Lesson| {
            let lower = match l.lower {
                StemOrBranch::Stem(s) => s.lodge(),
                StemOrBranch::Branch(b) => b,
            };
            (l.upper, lower)
        };
        let keys: Vec<_> = self.0.iter().map(key).collect();
        (0..4).filter(|&i| !keys[..i].contains(&keys[i])).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cycle::Stem;

    #[test]
    fn bazhuan_days_have_two_lessons() {
        // 八專: the stem lodges on the day's own branch — 甲寅 庚申 丁未 己未 癸丑.
        for day in GanZhi::ALL {
            let bazhuan = day.stem().lodge() == day.branch();
            assert_eq!(bazhuan, ["甲寅", "庚申", "丁未", "己未", "癸丑"].contains(&day.hanzi().as_str()));
            for plate in Plate::all() {
                let n = FourLessons::new(day, plate).distinct();
                if plate.is_fuyin() {
                    // Heaven equals earth: every lesson after the first repeats its lower.
                    assert_eq!(n, if bazhuan { 1 } else { 2 });
                } else if bazhuan {
                    assert_eq!(n, 2);
                } else if plate.is_fanyin() && day.stem().lodge() == day.branch().opposite() {
                    // 返吟 on 丁丑 己丑 辛…: stem palace and day branch face each other.
                    assert_eq!(n, 2, "{day} {plate:?}");
                } else {
                    assert!(n >= 3, "{day} {plate:?}");
                }
            }
        }
    }

    #[test]
    fn clash_direction() {
        // 甲 (wood) under 申 (metal): 申 克 甲 — 上克下.
        let l = Lesson { upper: Branch::Shen, lower: StemOrBranch::Stem(Stem::Jia) };
        assert_eq!(l.clash(), Some(Clash::UpperOvercomesLower));
        // 子 (water) under 午 (fire): 水克火 — 下賊上.
        let l = Lesson { upper: Branch::Wu, lower: StemOrBranch::Branch(Branch::Zi) };
        assert_eq!(l.clash(), Some(Clash::LowerRobsUpper));
        let l = Lesson { upper: Branch::Chen, lower: StemOrBranch::Branch(Branch::Xu) };
        assert_eq!(l.clash(), None);
    }
}
