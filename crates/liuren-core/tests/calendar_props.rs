//! Property tests over random instants 1800–2200: the calendar never panics,
//! and the pillars agree with the solar-term instants found independently by
//! root-finding (the pillars are read off the Sun's longitude at the instant).

use liuren_core::astro::{self, SolarTerm};
use liuren_core::calendar::{
    calendar, month_branch_at, month_general_at, zi_hour_stem, CalendarOptions, CivilDateTime, DayStart, Moment,
};
use liuren_core::cycle::{Branch, GanZhi};
use proptest::prelude::*;

// 1800-01-02 and 2200-12-30, in seconds since 1970.
const START: i64 = -5_364_576_000;
const END: i64 = 7_289_481_600;

fn the_jie_before(term: SolarTerm) -> SolarTerm {
    if term.is_jie() {
        term
    } else {
        SolarTerm::from_longitude((term.longitude() + 345) % 360).unwrap()
    }
}

fn the_zhongqi_before(term: SolarTerm) -> SolarTerm {
    if term.is_zhongqi() {
        term
    } else {
        SolarTerm::from_longitude((term.longitude() + 345) % 360).unwrap()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn pillars_follow_the_terms(unix in START..END, offset in -720i32..=840, midnight in any::<bool>()) {
        let moment = Moment { unix, offset_minutes: offset };
        let options = CalendarOptions {
            day_start: if midnight { DayStart::Midnight } else { DayStart::ZiInitial },
            true_solar: false,
        };
        let c = calendar(moment, None, options).unwrap();
        let t = unix as f64;
        prop_assert!(c.term.1 <= t && t < c.next_term.1);
        prop_assert_eq!(c.next_term.0.longitude(), (c.term.0.longitude() + 15) % 360);
        // Month: the latest 節; 月將: the latest 中氣 — as root-finding places them.
        let jie = the_jie_before(c.term.0);
        prop_assert_eq!(c.pillars.month.branch(), month_branch_at(f64::from(jie.longitude()) + 0.5));
        let zq = the_zhongqi_before(c.term.0);
        prop_assert_eq!(c.month_general, month_general_at(f64::from(zq.longitude()) + 0.5));
        // Year: changes at the 立春 instant of the civil (UTC) year.
        let utc = CivilDateTime::from_seconds(unix);
        let lichun = astro::solar_term_instant(utc.year, SolarTerm::LiChun).unwrap();
        let year = if t >= lichun { utc.year } else { utc.year - 1 };
        prop_assert_eq!(c.pillar_year, year);
        prop_assert_eq!(c.pillars.year, GanZhi::of_year(i64::from(year)));
        // Hour: 五鼠遁 from the stem of the day the 子 hour opens.
        let opening_day = if c.local.hour == 23 && midnight { c.pillars.day.wrapping_add(1) } else { c.pillars.day };
        let k = c.pillars.hour.branch().since(Branch::Zi) as i64;
        prop_assert_eq!(c.pillars.hour.stem(), zi_hour_stem(opening_day.stem()).wrapping_add(k));
        // The next hour's pillar is the next in the sixty, or the same within the hour.
        let later = calendar(Moment { unix: unix + 7200, offset_minutes: offset }, None, options).unwrap();
        prop_assert_eq!(later.pillars.hour, c.pillars.hour.wrapping_add(1));
    }

    #[test]
    fn consecutive_days_step_through_the_sixty(unix in START..END - 86_400) {
        let a = calendar(Moment { unix, offset_minutes: 480 }, None, CalendarOptions::default()).unwrap();
        let b = calendar(Moment { unix: unix + 86_400, offset_minutes: 480 }, None, CalendarOptions::default()).unwrap();
        prop_assert_eq!(b.pillars.day, a.pillars.day.wrapping_add(1));
    }

    #[test]
    fn parsing_never_panics(s in "\\PC{0,40}") {
        let _ = s.parse::<Moment>();
    }
}

#[test]
fn out_of_range_is_an_error_not_a_panic() {
    for unix in [START - 10 * 86_400 * 365, END + 86_400 * 400, i64::MIN / 2, i64::MAX / 2] {
        assert!(calendar(Moment { unix, offset_minutes: 0 }, None, CalendarOptions::default()).is_err());
    }
}

#[test]
fn late_zi_hour() {
    // 2026-11-29 23:30 +08:00. Default: the day has changed (子初換日) and the
    // hour is the new day's 子 hour. Midnight rule: same hour pillar, day unchanged.
    let m: Moment = "2026-11-29T23:30:00+08:00".parse().unwrap();
    let zi = calendar(m, None, CalendarOptions::default()).unwrap();
    let mid = calendar(m, None, CalendarOptions { day_start: DayStart::Midnight, true_solar: false }).unwrap();
    assert_eq!(zi.pillars.day, mid.pillars.day.wrapping_add(1));
    assert_eq!(zi.pillars.hour, mid.pillars.hour);
    assert_eq!(zi.pillars.hour.branch().hanzi(), "子");
    // 2026-11-29 is 丁未 (see the CLI example); the 子 hour of 戊申 is 壬子 (戊癸何方發，壬子是真途).
    assert_eq!(mid.pillars.day.hanzi(), "丁未");
    assert_eq!(zi.pillars.hour.hanzi(), "壬子");
}
