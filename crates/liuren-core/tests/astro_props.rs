//! Property tests for the solar-term search and the total (panic-free) API.

use liuren_core::astro::{
    check_range, decimal_year, delta_t_seconds, equation_of_time_seconds, is_sun_up, solar_term_instant,
    solar_terms_of_year, sun_apparent_longitude, sunrise_sunset, term_after, term_at_or_before, terms_around,
    AstroError, SolarTerm, MAX_YEAR, MIN_YEAR,
};
use proptest::prelude::*;

/// 1800-01-01T00:00Z and 2201-01-01T00:00Z as POSIX seconds.
const START_1800: f64 = -5_364_662_400.0;
const START_2201: f64 = 7_289_654_400.0;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// The terms around any supported instant bracket it, are consecutive in
    /// the cycle, and are the terms whose longitudes the Sun is between.
    #[test]
    fn terms_bracket_every_instant(t in START_1800..START_2201) {
        let (before, t0) = term_at_or_before(t).unwrap();
        let (after, t1) = term_after(t).unwrap();
        prop_assert!(t0 <= t && t < t1, "{t0} <= {t} < {t1}");
        prop_assert_eq!(after, before.next());
        prop_assert!(t1 - t0 < 16.5 * 86_400.0 && t1 - t0 > 14.0 * 86_400.0);
        prop_assert_eq!(terms_around(t).unwrap(), [(before, t0), (after, t1)]);
        // Consistent with the yearly table, bit for bit.
        let year = liuren_core_year(t0);
        if (MIN_YEAR..=MAX_YEAR).contains(&year) {
            prop_assert_eq!(solar_term_instant(year, before).unwrap(), t0);
        }
        // And with the longitude itself, away from the boundary's last second.
        let lambda = sun_apparent_longitude(t);
        let since = (lambda - f64::from(before.longitude())).rem_euclid(360.0);
        if t - t0 > 1.0 && t1 - t > 1.0 {
            prop_assert!(since < 15.0, "λ = {lambda} after {before}");
        }
    }

    /// Nothing panics on any f64, and out-of-range instants are errors.
    #[test]
    fn total_on_any_f64(t in any::<f64>(), lon in any::<f64>(), lat in any::<f64>()) {
        let in_range = check_range(t).is_ok();
        prop_assert_eq!(term_at_or_before(t).is_ok(), in_range);
        prop_assert_eq!(term_after(t).is_ok(), in_range);
        prop_assert_eq!(sunrise_sunset(t, lon, lat).is_ok(), in_range);
        let lambda = sun_apparent_longitude(t);
        prop_assert!(lambda.is_nan() || (0.0..360.0).contains(&lambda));
        let _ = equation_of_time_seconds(t);
        let _ = is_sun_up(t, lon, lat);
        let _ = delta_t_seconds(t);
        let _ = decimal_year(t);
    }

    #[test]
    fn years_outside_the_range_are_errors(year in any::<i32>(), i in 0usize..24) {
        let term = SolarTerm::ALL[i];
        let ok = (MIN_YEAR..=MAX_YEAR).contains(&year);
        prop_assert_eq!(solar_term_instant(year, term).is_ok(), ok);
        prop_assert_eq!(solar_terms_of_year(year).is_ok(), ok);
        if !ok {
            prop_assert_eq!(solar_term_instant(year, term), Err(AstroError::OutOfRange { year }));
        }
    }
}

/// The Gregorian year of a POSIX instant, via the public decimal year.
fn liuren_core_year(t: f64) -> i32 {
    decimal_year(t).floor() as i32
}

/// Instants in the supported range are within the range check, those just
/// outside are not.
#[test]
fn range_edges() {
    assert!(check_range(START_1800).is_ok());
    assert_eq!(check_range(START_1800 - 1.0), Err(AstroError::OutOfRange { year: 1799 }));
    assert!(check_range(START_2201 - 1e-3).is_ok());
    assert_eq!(check_range(START_2201), Err(AstroError::OutOfRange { year: 2201 }));
}
