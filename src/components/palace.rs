//! What each palace carries besides its [`Palace`] facts — the transmissions
//! and lesson uppers on it, 本命/行年 under it, the 神煞 standing on it —
//! gathered once for the ring, the board and the detail box (pure functions,
//! tested natively).

use liuren_core::chart::{Chart, Palace};
use liuren_core::cycle::{Branch, ByBranch};
use liuren_core::reading::{About, Reading};

/// What one palace shows on the ring besides its [`Palace`] facts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PalaceMarks {
    /// The palace.
    pub palace: Palace,
    /// Which transmissions (0 = 初, 1 = 中, 2 = 末) its heaven branch is.
    pub transmissions: [bool; 3],
    /// Its heaven branch is the upper of one of the four lessons.
    pub lesson_upper: bool,
    /// Its earth branch is the querent's 本命.
    pub ben_ming: bool,
    /// Its earth branch is the querent's 行年.
    pub xing_nian: bool,
}

/// The marks of every palace of a chart, 子 to 亥 by earth branch.
pub fn marks(c: &Chart) -> ByBranch<PalaceMarks> {
    ByBranch::from_fn(|earth| mark(c, earth))
}

/// The marks of the palace of earth branch `earth`.
pub fn mark(c: &Chart, earth: Branch) -> PalaceMarks {
    let palace = c.palaces[earth];
    PalaceMarks {
        palace,
        transmissions: core::array::from_fn(|i| c.chuan[i].branch == palace.heaven),
        lesson_upper: c.lessons.iter().any(|l| l.upper == palace.heaven),
        ben_ming: c.fate.is_some_and(|f| f.ben_ming.branch() == earth),
        xing_nian: c.fate.is_some_and(|f| f.xing_nian.branch() == earth),
    }
}

/// The 神煞 readings (of `spirits`, the chart's) that stand on heaven branch
/// `heaven`: a fact of theirs is about it. In the list's order.
pub fn standing_on(spirits: &[Reading], heaven: Branch) -> Vec<&Reading> {
    spirits.iter().filter(|r| r.concerns(About::Branch(heaven))).collect()
}

/// How many of `spirits` (the chart's 神煞 readings) stand on the heaven
/// branch of the palace of earth branch `earth`.
pub fn spirit_count(c: &Chart, spirits: &[Reading], earth: Branch) -> usize {
    standing_on(spirits, c.palaces[earth].heaven).len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::ask::{of_family, Ask};
    use liuren_core::chart::{cast, CastInput, ChartOptions, Querent, Sex};
    use liuren_core::reading::Family;

    #[test]
    fn marks_follow_the_chart() {
        let mut input = CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap());
        input.querent = Some(Querent { birth_year: 1984, sex: Sex::Male });
        let c = cast(&input, &ChartOptions::default()).unwrap();
        let m = marks(&c);
        for b in Branch::ALL {
            assert_eq!(m[b].palace.earth, b);
            assert_eq!(m[b].palace.heaven, c.plate.heaven_over(b));
        }
        // Each transmission is marked on the palace whose heaven branch it is.
        for (i, t) in c.chuan.iter().enumerate() {
            let earth = c.plate.earth_under(t.branch);
            assert!(m[earth].transmissions[i]);
        }
        assert_eq!(
            Branch::ALL.iter().filter(|&&b| m[b].transmissions.iter().any(|&x| x)).count(),
            c.chuan.iter().map(|t| t.branch).collect::<std::collections::BTreeSet<_>>().len()
        );
        for l in c.lessons {
            assert!(m[c.plate.earth_under(l.upper)].lesson_upper);
        }
        let fate = c.fate.unwrap();
        assert_eq!(Branch::ALL.iter().filter(|&&b| m[b].ben_ming).collect::<Vec<_>>(), [&fate.ben_ming.branch()]);
        assert_eq!(Branch::ALL.iter().filter(|&&b| m[b].xing_nian).collect::<Vec<_>>(), [&fate.xing_nian.branch()]);
        // Every 神煞 is counted once on each palace whose heaven branch a fact of it is about.
        let spirits = of_family(&c, &Ask::default(), Family::Shensha);
        let named: usize =
            spirits.iter().map(|r| Branch::ALL.iter().filter(|&&b| r.concerns(About::Branch(b))).count()).sum();
        assert!(named >= spirits.len(), "every 神煞 stands on a branch");
        assert_eq!(Branch::ALL.iter().map(|&b| spirit_count(&c, &spirits, b)).sum::<usize>(), named);
        // 1984 is 甲子: 本命 子.
        assert_eq!(fate.ben_ming.branch(), Branch::Zi);
    }

    #[test]
    fn every_spirit_stands_on_its_palace() {
        let c = cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap();
        let all = of_family(&c, &Ask::default(), Family::Shensha);
        // Each value of a table is one fact, about the branch it stands on.
        let facts: usize = all.iter().map(|r| r.facts.len()).sum();
        let total: usize = Branch::ALL.iter().map(|&b| standing_on(&all, b).len()).sum();
        assert!(total >= all.len() && total <= facts, "{total} of {} readings, {facts} facts", all.len());
        // 太歲 of 2026 (丙午) stands on 午.
        assert!(standing_on(&all, Branch::Wu).iter().any(|s| s.title == "太歲"));
    }
}
