//! Instants: POSIX seconds, Julian Dates, the proleptic Gregorian calendar,
//! and the supported range.
//!
//! Every public instant in [`crate::astro`] is `f64` seconds since
//! 1970-01-01T00:00:00 UTC, leap seconds ignored (POSIX time). The theory
//! wants Universal Time UT1 for the Earth's rotation and Terrestrial Time TT
//! for the orbit; we take UTC ≈ UT1 (they differ by less than 0.9 s by
//! definition of UTC, below this module's accuracy aims) and TT = UT + ΔT
//! with ΔT from [`delta_t_seconds`](super::delta_t_seconds).

use super::delta_t::delta_t_seconds;
use super::AstroError;

/// Earliest supported Gregorian year.
pub const MIN_YEAR: i32 = 1800;
/// Latest supported Gregorian year.
pub const MAX_YEAR: i32 = 2200;

/// Seconds in a day.
pub(super) const SECONDS_PER_DAY: f64 = 86_400.0;
/// Julian Date of the POSIX epoch 1970-01-01T00:00:00.
const JD_UNIX_EPOCH: f64 = 2_440_587.5;
/// J2000.0 = JD 2451545.0 = 2000-01-01T12:00:00, as seconds on the POSIX count.
pub(super) const J2000_UNIX_SECONDS: f64 = 946_728_000.0;
/// Seconds in a Julian century.
pub(super) const SECONDS_PER_CENTURY: f64 = 36_525.0 * SECONDS_PER_DAY;
/// Mean Gregorian year in seconds (used only far outside the supported range).
const SECONDS_PER_GREGORIAN_YEAR: f64 = 365.2425 * SECONDS_PER_DAY;
/// Beyond about ±31,000 years from 1970 we stop doing exact calendar arithmetic
/// (it would still fit in `i64`, but there is no use for it).
const EXACT_CALENDAR_LIMIT_SECONDS: f64 = 1.0e12;

/// Julian Date (UT) of a POSIX instant: days since −4712-01-01T12:00 (Julian calendar).
///
/// ```
/// use liuren_core::astro::julian_day;
///
/// assert_eq!(julian_day(0.0), 2_440_587.5);
/// assert_eq!(julian_day(946_728_000.0), 2_451_545.0); // J2000.0
/// ```
pub fn julian_day(unix_utc: f64) -> f64 {
    JD_UNIX_EPOCH + unix_utc / SECONDS_PER_DAY
}

/// Days from 1970-01-01 to the proleptic Gregorian date `year-month-day`.
///
/// The "days from civil" algorithm of H. Hinnant, *chrono-Compatible
/// Low-Level Date Algorithms* (2013), in 400-year eras of 146,097 days.
/// `month` is 1..=12, `day` 1..=31; `year` any value with |year| < 2^40.
pub(super) fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let year_of_era = y.rem_euclid(400);
    let m = i64::from(month);
    let day_of_year = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The proleptic Gregorian `(year, month, day)` of a day count from 1970-01-01.
///
/// Inverse of [`days_from_civil`] (Hinnant, *ibid.*, "civil from days").
pub(super) fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    // Both casts are in range: day is 1..=31 and month 1..=12.
    let day = (day_of_year - (153 * mp + 2) / 5 + 1) as u32;
    let month = (if mp < 10 { mp + 3 } else { mp - 9 }) as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// POSIX seconds at 00:00 UTC on 1 January of `year`.
pub(super) fn start_of_year(year: i32) -> f64 {
    days_from_civil(i64::from(year), 1, 1) as f64 * SECONDS_PER_DAY
}

/// The Gregorian (UTC) year containing `unix_utc`, or `None` if it is not finite.
///
/// Saturates at `i32::MIN`/`i32::MAX` for instants absurdly far away.
pub(super) fn year_of(unix_utc: f64) -> Option<i32> {
    if !unix_utc.is_finite() {
        return None;
    }
    if unix_utc.abs() >= EXACT_CALENDAR_LIMIT_SECONDS {
        // `as` saturates; the exact calendar is pointless this far out.
        return Some((1970.0 + unix_utc / SECONDS_PER_GREGORIAN_YEAR).floor() as i32);
    }
    let days = (unix_utc / SECONDS_PER_DAY).floor() as i64;
    let (year, _, _) = civil_from_days(days);
    Some(year as i32)
}

/// The instant as a decimal Gregorian year: 2000.0 is 2000-01-01T00:00 UTC,
/// 2000.5 is halfway through that (leap) year. NaN for a non-finite instant.
///
/// This is the argument [`delta_t_seconds`](super::delta_t_seconds) expects.
///
/// ```
/// use liuren_core::astro::decimal_year;
///
/// assert_eq!(decimal_year(946_684_800.0), 2000.0); // 2000-01-01T00:00Z
/// assert_eq!(decimal_year(946_684_800.0 + 183.0 * 86_400.0), 2000.5);
/// ```
pub fn decimal_year(unix_utc: f64) -> f64 {
    let Some(year) = year_of(unix_utc) else {
        return f64::NAN;
    };
    if unix_utc.abs() >= EXACT_CALENDAR_LIMIT_SECONDS {
        return 1970.0 + unix_utc / SECONDS_PER_GREGORIAN_YEAR;
    }
    let start = start_of_year(year);
    let length = start_of_year(year.saturating_add(1)) - start;
    f64::from(year) + (unix_utc - start) / length
}

/// `Ok(())` when the Gregorian (UTC) year of `unix_utc` is within
/// [`MIN_YEAR`]`..=`[`MAX_YEAR`].
///
/// ```
/// use liuren_core::astro::{check_range, AstroError};
///
/// assert_eq!(check_range(0.0), Ok(()));
/// assert_eq!(check_range(-6_000_000_000.0), Err(AstroError::OutOfRange { year: 1779 }));
/// assert_eq!(check_range(f64::INFINITY), Err(AstroError::OutOfRange { year: i32::MAX }));
/// assert_eq!(check_range(f64::NAN), Err(AstroError::OutOfRange { year: i32::MIN }));
/// ```
pub fn check_range(unix_utc: f64) -> Result<(), AstroError> {
    check_year(saturating_year_of(unix_utc))
}

/// [`year_of`], with +∞ → `i32::MAX` and −∞, NaN → `i32::MIN`.
pub(super) fn saturating_year_of(unix_utc: f64) -> i32 {
    year_of(unix_utc).unwrap_or(if unix_utc == f64::INFINITY { i32::MAX } else { i32::MIN })
}

/// `Ok(())` when `year` is within [`MIN_YEAR`]`..=`[`MAX_YEAR`].
pub(super) fn check_year(year: i32) -> Result<(), AstroError> {
    if (MIN_YEAR..=MAX_YEAR).contains(&year) {
        Ok(())
    } else {
        Err(AstroError::OutOfRange { year })
    }
}

/// ΔT = TT − UT in seconds at the instant `unix_utc` (taking UTC ≈ UT1).
///
/// Shorthand for `delta_t_seconds(decimal_year(unix_utc))`; a UTC instant plus
/// this is the same instant in Terrestrial Time.
///
/// ```
/// use liuren_core::astro::delta_t_at;
///
/// let dt = delta_t_at(946_728_000.0); // 2000-01-01T12:00Z
/// assert!((dt - 63.86).abs() < 0.01);
/// ```
pub fn delta_t_at(unix_utc: f64) -> f64 {
    delta_t_seconds(decimal_year(unix_utc))
}

/// Terrestrial Time of a UTC instant, as seconds since J2000.0 (TT).
pub(super) fn tt_from_unix(unix_utc: f64) -> f64 {
    unix_utc + delta_t_at(unix_utc) - J2000_UNIX_SECONDS
}

/// The UTC instant of a Terrestrial Time given as seconds since J2000.0 (TT).
///
/// ΔT changes by under 2 s a year, so two fixed-point steps leave an error
/// far below a microsecond.
pub(super) fn unix_from_tt(tt_j2000: f64) -> f64 {
    let tt_unix = tt_j2000 + J2000_UNIX_SECONDS;
    let first = tt_unix - delta_t_at(tt_unix);
    tt_unix - delta_t_at(first)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trip() {
        // (year, month, day, days since 1970-01-01), each checkable by hand.
        #[rustfmt::skip]
        let cases: [(i64, u32, u32, i64); 6] = [
            (1970, 1, 1, 0),
            (2000, 1, 1, 10_957),
            (2000, 3, 1, 11_017),
            (1800, 1, 1, -62_091),
            (2200, 12, 31, 84_370),
            (1600, 2, 29, -135_081),
        ];
        for (y, m, d, days) in cases {
            assert_eq!(days_from_civil(y, m, d), days, "{y}-{m}-{d}");
            assert_eq!(civil_from_days(days), (y, m, d), "{days}");
        }
        for days in -200_000..200_000 {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
    }

    #[test]
    fn years_and_range() {
        assert_eq!(year_of(-1.0), Some(1969));
        assert_eq!(year_of(0.0), Some(1970));
        assert_eq!(year_of(f64::INFINITY), None);
        assert_eq!(year_of(1e300), Some(i32::MAX));
        assert_eq!(year_of(-1e300), Some(i32::MIN));
        assert_eq!(check_range(start_of_year(1800)), Ok(()));
        assert_eq!(check_range(start_of_year(1800) - 1.0), Err(AstroError::OutOfRange { year: 1799 }));
        assert_eq!(check_range(start_of_year(2201) - 0.001), Ok(()));
        assert_eq!(check_range(start_of_year(2201)), Err(AstroError::OutOfRange { year: 2201 }));
        assert!(decimal_year(f64::NAN).is_nan());
    }

    #[test]
    fn tt_round_trip() {
        for unix in [-5.0e9, 0.0, 9.5e8, 7.2e9] {
            let back = unix_from_tt(tt_from_unix(unix));
            assert!((back - unix).abs() < 1e-6, "{unix} -> {back}");
        }
    }
}
