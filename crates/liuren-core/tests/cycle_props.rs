//! Property tests for the cyclic arithmetic of the stems, branches, generals and
//! the sixty 干支: the laws someone could check on a ring of 10, 12 or 60 by hand.

use liuren_core::cycle::{
    month_branch_of_number, month_number_one_based, Branch, ByBranch, ByStem, GanZhi, Polarity, SeasonRank, Stem,
};
use liuren_core::generals::General;
use proptest::prelude::*;

fn stem() -> impl Strategy<Value = Stem> {
    proptest::sample::select(Stem::ALL.to_vec())
}

fn branch() -> impl Strategy<Value = Branch> {
    proptest::sample::select(Branch::ALL.to_vec())
}

fn general() -> impl Strategy<Value = General> {
    proptest::sample::select(General::ALL.to_vec())
}

fn ganzhi() -> impl Strategy<Value = GanZhi> {
    proptest::sample::select(GanZhi::ALL.to_vec())
}

/// The laws every cyclic enum keeps, written once for Stem, Branch and General.
macro_rules! cyclic_laws {
    ($module:ident, $strategy:ident, $ty:ty, $n:literal) => {
        mod $module {
            use super::*;

            proptest! {
                #[test]
                fn wrapping_add_is_undone_by_its_inverse(x in $strategy(), k in -1000i64..1000) {
                    prop_assert_eq!(x.wrapping_add(k).wrapping_add(-k), x);
                }

                #[test]
                fn wrapping_add_composes(x in $strategy(), a in -500i64..500, b in -500i64..500) {
                    prop_assert_eq!(x.wrapping_add(a).wrapping_add(b), x.wrapping_add(a + b));
                    prop_assert_eq!(x.wrapping_add($n), x);
                }

                #[test]
                fn since_counts_the_steps_of_wrapping_add(x in $strategy(), k in -1000i64..1000) {
                    let y = x.wrapping_add(k);
                    prop_assert_eq!(y.since(x) as i64, k.rem_euclid($n));
                    prop_assert_eq!(x.until(y), y.since(x));
                    prop_assert_eq!(x.wrapping_add(x.until(y) as i64), y);
                }

                #[test]
                fn since_and_until_go_round_once(x in $strategy(), y in $strategy()) {
                    prop_assert!(x.since(y) < $n);
                    if x == y {
                        prop_assert_eq!(x.since(y), 0);
                    } else {
                        prop_assert_eq!(x.since(y) + y.since(x), $n);
                    }
                }

                #[test]
                fn next_and_previous_are_single_steps(x in $strategy()) {
                    prop_assert_eq!(x.next().previous(), x);
                    prop_assert_eq!(x.next(), x.wrapping_add(1));
                    prop_assert_eq!(x.next().since(x), 1);
                }

                #[test]
                fn nth_counts_from_the_first(k in -1000i64..1000) {
                    let x: $ty = <$ty>::nth(k);
                    prop_assert_eq!(x, <$ty>::ALL[0].wrapping_add(k));
                    prop_assert_eq!(x.since(<$ty>::ALL[0]) as i64, k.rem_euclid($n));
                }

                #[test]
                fn a_round_of_cycle_forward_visits_each_once(x in $strategy()) {
                    let round: Vec<$ty> = x.cycle_forward().take($n).collect();
                    let mut sorted = round.clone();
                    sorted.sort();
                    prop_assert_eq!(sorted, <$ty>::ALL.to_vec());
                    let back: Vec<$ty> = x.cycle_reverse().take($n).collect();
                    prop_assert_eq!(back[1..].iter().rev().copied().collect::<Vec<_>>(), round[1..].to_vec());
                }

                #[test]
                fn names_parse_back(x in $strategy()) {
                    prop_assert_eq!(x.hanzi().parse::<$ty>(), Ok(x));
                    prop_assert_eq!(x.hanzi_simplified().parse::<$ty>(), Ok(x));
                    prop_assert_eq!(x.pinyin().to_uppercase().parse::<$ty>(), Ok(x));
                    prop_assert_eq!(x.to_string(), x.hanzi());
                    let json = serde_json::to_string(&x).unwrap();
                    prop_assert_eq!(serde_json::from_str::<$ty>(&json).unwrap(), x);
                }
            }
        }
    };
}

cyclic_laws!(stem_laws, stem, Stem, 10);
cyclic_laws!(branch_laws, branch, Branch, 12);
cyclic_laws!(general_laws, general, General, 12);

proptest! {
    #[test]
    fn opposite_twice_is_identity(b in branch()) {
        prop_assert_eq!(b.opposite().opposite(), b);
        prop_assert_ne!(b.opposite(), b);
        prop_assert_eq!(b.opposite().since(b), 6);
        // 沖 joins two branches of one polarity.
        prop_assert_eq!(b.opposite().polarity(), b.polarity());
    }

    #[test]
    fn six_harmony_is_an_involution_joining_yin_and_yang(b in branch()) {
        let h = b.six_harmony();
        prop_assert_eq!(h.six_harmony(), b);
        prop_assert_ne!(h, b);
        prop_assert_ne!(h.polarity(), b.polarity());
        // 六合 mirrors the ring across the line between 子丑 and 午未: counted from 子,
        // the two places sum to 1 (子丑) or 13 (寅亥 … 午未), i.e. 1 modulo 12.
        prop_assert_eq!((h.since(Branch::Zi) + b.since(Branch::Zi)) % 12, 1);
    }

    #[test]
    fn triads_are_closed_and_four_apart(b in branch()) {
        let t = b.triad();
        prop_assert!(t.contains(&b));
        for &m in &t {
            prop_assert_eq!(m.triad(), t, "every member has the same triad");
        }
        prop_assert_eq!(t[1].since(t[0]), 4);
        prop_assert_eq!(t[2].since(t[1]), 4);
        prop_assert_eq!([t[0].rank(), t[1].rank(), t[2].rank()], [SeasonRank::Meng, SeasonRank::Zhong, SeasonRank::Ji]);
        // Four apart keeps the polarity: a triad is all 陽 or all 陰.
        prop_assert_eq!(t[0].polarity(), t[1].polarity());
        prop_assert_eq!(t[1].polarity(), t[2].polarity());
        // 驛馬: the 沖 of the 長生, itself a 孟.
        prop_assert_eq!(b.post_horse(), t[0].opposite());
        prop_assert_eq!(b.post_horse().rank(), SeasonRank::Meng);
    }

    #[test]
    fn the_sixty_agree_with_stem_and_branch(g in ganzhi(), k in -1000i64..1000) {
        // Stepping the pair steps its stem and its branch alike.
        let h = g.wrapping_add(k);
        prop_assert_eq!(h.stem(), g.stem().wrapping_add(k));
        prop_assert_eq!(h.branch(), g.branch().wrapping_add(k));
        prop_assert_eq!(h.since(g) as i64, k.rem_euclid(60));
        prop_assert_eq!(g.until(h), h.since(g));
        prop_assert_eq!(g.wrapping_add(k).wrapping_add(-k), g);
        prop_assert_eq!(g.next().previous(), g);
        // A pair is only ever of one polarity, and is its own stem and branch.
        prop_assert_eq!(g.stem().polarity(), g.branch().polarity());
        prop_assert_eq!(GanZhi::new(g.stem(), g.branch()), Some(g));
        prop_assert_eq!(g.hanzi().parse::<GanZhi>(), Ok(g));
        prop_assert_eq!(GanZhi::ALL[g.since(GanZhi::JIAZI)], g);
    }

    #[test]
    fn mismatched_pairs_do_not_exist(s in stem(), b in branch()) {
        prop_assert_eq!(GanZhi::new(s, b).is_some(), s.polarity() == b.polarity());
    }

    #[test]
    fn a_xun_is_ten_pairs_from_a_jia_and_leaves_two_branches_void(g in ganzhi()) {
        let head = g.xun_head();
        prop_assert_eq!(head.stem(), Stem::Jia);
        prop_assert!(g.since(head) < 10);
        let [a, b] = g.xun_kong();
        prop_assert_eq!(b, a.next());
        // The void pair are the two branches after the 旬's last (癸) day.
        prop_assert_eq!(a, head.wrapping_add(9).branch().next());
        for x in Branch::ALL {
            let hidden = g.hidden_stem(x);
            prop_assert_eq!(hidden.is_none(), x == a || x == b, "{}", x);
            if let Some(s) = hidden {
                // The 遁干 is the stem the 旬 pairs with that branch.
                prop_assert_eq!(GanZhi::new(s, x).map(|p| p.xun_head()), Some(head));
            }
        }
    }

    #[test]
    fn years_step_with_the_sixty(y in -3000i64..3000, k in 0i64..200) {
        prop_assert_eq!(GanZhi::of_year(y + k), GanZhi::of_year(y).wrapping_add(k));
        prop_assert_eq!(GanZhi::of_year(y + 60), GanZhi::of_year(y));
    }

    #[test]
    fn month_numbers_go_round_from_yin(b in branch(), n in 1i64..=12) {
        let m = month_number_one_based(b);
        prop_assert!((1..=12).contains(&m));
        prop_assert_eq!(month_branch_of_number(i64::from(m)), b);
        prop_assert_eq!(i64::from(month_number_one_based(month_branch_of_number(n))), n);
        prop_assert_eq!(month_number_one_based(b.next()) % 12, (m + 1) % 12);
    }

    #[test]
    fn stem_pairs_combine_and_lodge(s in stem()) {
        prop_assert_eq!(s.combines_with().combines_with(), s);
        prop_assert_ne!(s.combines_with().polarity(), s.polarity());
        let first = s.harmony_first();
        prop_assert!(first.since(Stem::Jia) < 5);
        prop_assert!(first == s || first == s.combines_with());
        prop_assert!(Stem::lodged_at(s.lodge()).any(|x| x == s));
        prop_assert_eq!(s.is_yang(), s.polarity() == Polarity::Yang);
    }

    #[test]
    fn clock_hours_fall_in_their_double_hour(h in 0u8..24) {
        let b = Branch::of_clock_hour(h);
        // 子 is 23:00–01:00; each branch two hours after the one before.
        let from_23 = (u32::from(h) + 1) % 24;
        prop_assert_eq!(b.since(Branch::Zi) as u32, from_23 / 2);
    }

    #[test]
    fn tables_keyed_by_the_type_read_back(b in branch(), s in stem()) {
        prop_assert_eq!(ByBranch::from_fn(|x| x)[b], b);
        prop_assert_eq!(ByStem::from_fn(|x| x)[s], s);
    }

    #[test]
    fn generals_parse_by_short_name(g in general()) {
        let c = g.short().chars().next().unwrap();
        prop_assert_eq!(General::try_from(c), Ok(g));
        prop_assert_eq!(General::from_name(g.short()), Some(g));
        prop_assert_eq!(g.short().parse::<General>(), Ok(g));
    }
}

#[test]
fn fixed_points_a_reader_can_check() {
    // 子 + 6 = 午; 甲 + 5 = 己 (甲己合); 貴人 + 6 = 天空.
    assert_eq!(Branch::Zi.wrapping_add(6), Branch::Wu);
    assert_eq!(Stem::Jia.wrapping_add(5), Stem::Ji);
    assert_eq!(General::Guiren.wrapping_add(6), General::Tiankong);
    // 甲子旬空戌亥.
    assert_eq!(GanZhi::JIAZI.xun_kong(), [Branch::Xu, Branch::Hai]);
    // 2026 丙午, 正月 寅.
    assert_eq!(GanZhi::of_year(2026).hanzi(), "丙午");
    assert_eq!(month_branch_of_number(1), Branch::Yin);
}
