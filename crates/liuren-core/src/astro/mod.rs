//! Astronomy: the Sun's apparent longitude, the 24 solar terms, ΔT,
//! the equation of time, sunrise and sunset.
//!
//! The Chinese calendar under a 六壬 chart is solar: its months begin at the
//! 節 jié terms and the monthly general (月將) changes at the 中氣 zhōngqì
//! terms, each an instant when the Sun's apparent longitude reaches a
//! multiple of 15° (定氣, the convention of the 時憲曆 since 1645). This module
//! finds those instants from first principles:
//!
//! * `vsop87`, `vsop87_earth` — the Earth's heliocentric longitude and distance
//!   from VSOP87D (Bretagnon & Francou 1988), truncated to 265 + 7 terms;
//! * `nutation` — IAU 1980 nutation (Meeus's 63 terms) and the obliquity;
//! * `sun` — the apparent geocentric longitude: VSOP87D + 180°, FK5, the IAU
//!   2006 precession rate, nutation, aberration;
//! * `delta_t` — ΔT = TT − UT (Espenak & Meeus 2006);
//! * `terms` — [`SolarTerm`] and the instants, by Newton's method;
//! * `solar_time` — equation of time, true solar time, sunrise and sunset;
//! * `time` — POSIX seconds, Julian Dates, the Gregorian calendar, the range.
//!
//! **Time.** Every instant is `f64` seconds since 1970-01-01T00:00:00 UTC
//! (POSIX, leap seconds ignored). UTC is taken for UT1 (they differ by less
//! than 0.9 s); TT = UT + ΔT; TDB − TT (< 2 ms) is ignored.
//!
//! **Accuracy.** Against JPL DE421 reduced by Skyfield, every one of the
//! 3,144 solar terms of 1900–2030 is within 1.5 s in TT (rms 0.47 s;
//! `tests/astro_terms.rs`). In UTC add the error of ΔT: about 1 s for
//! 1955–2005, up to 5 s in the 1800s, and, for the extrapolated years after
//! 2005, ≈ 6 s too early by 2026 and growing (see [`delta_t_seconds`]).
//!
//! **Range.** Years [`MIN_YEAR`]`..=`[`MAX_YEAR`] (1800–2200); the functions
//! that take an instant or a year return [`AstroError`] outside it. The pure
//! functions ([`sun_apparent_longitude`], [`equation_of_time_seconds`],
//! [`delta_t_seconds`]) compute for any input, losing accuracy outside the
//! range and returning NaN for NaN; nothing panics.

mod delta_t;
mod error;
pub mod moon;
mod nutation;
mod solar_time;
mod sun;
mod terms;
mod time;
mod trig;
mod vsop87;
mod vsop87_earth;

pub use delta_t::delta_t_seconds;
pub use error::AstroError;
pub use solar_time::{
    equation_of_time_seconds, is_sun_up, sun_altitude_degrees, sunrise_sunset, true_solar_time_offset_seconds, SunEvent,
};
pub use sun::{sun_apparent_longitude, sun_apparent_longitude_tt};
pub use terms::{solar_term_instant, solar_terms_of_year, term_after, term_at_or_before, terms_around, SolarTerm};
pub use time::{check_range, decimal_year, delta_t_at, julian_day, MAX_YEAR, MIN_YEAR};
