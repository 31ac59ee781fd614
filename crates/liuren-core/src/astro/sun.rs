//! The Sun's apparent geocentric position, of date.

use super::nutation::{mean_obliquity, nutation, nutation_in_longitude, nutation_in_longitude_coarse, ARCSEC};
use super::time::{tt_from_unix, SECONDS_PER_CENTURY};
use super::vsop87;

/// Julian Date (TT) of J2000.0.
const JD_J2000: f64 = 2_451_545.0;

/// FK5 correction to VSOP87 longitudes, arcseconds: the offset between the
/// dynamical equinox of VSOP87 and the FK5 equinox (Meeus 1998, eq. 32.3; its
/// latitude-dependent part is below 1e-6″ for the Sun and is left out).
const FK5_CORRECTION_ARCSEC: f64 = -0.090_33;

/// Annual aberration of the Sun is −κ/R with κ = 20.4898″ for R in au
/// (Meeus 1998, eq. 25.10: the constant of aberration times the mean distance;
/// it also folds in the light time).
const ABERRATION_ARCSEC_AU: f64 = 20.489_8;

/// Precession-rate correction, arcseconds per Julian century.
///
/// DIFFERENCE from the plain Meeus recipe: VSOP87D's "equinox of date" moves
/// at the general precession rate of its time, the IAU 1976 value
/// p_A = 5029.0966″ per century (Lieske et al. 1977). VLBI showed that rate
/// too fast by 0.3″ a century; the IAU 2006 precession (Capitaine, Wallace &
/// Chapront 2003; IAU 2006 Resolution B1), which modern ephemeris reductions
/// use, has p_A = 5028.796195″ per century. Measured: without this term our
/// solar-term instants drift against DE421 + IAU 2006 by 7 s a century (7 s
/// late in 1900, 1.5 s early in 2030); with it the drift is gone.
const PRECESSION_RATE_CORRECTION_ARCSEC: f64 = 5_028.796_195 - 5_029.096_6;

/// The Sun's apparent geocentric ecliptic longitude, radians (not reduced),
/// at `t` Julian centuries TT from J2000.0, given the Earth's heliocentric
/// position and the nutation in longitude.
fn apparent_longitude_from(t: f64, earth: vsop87::EarthPosition, nutation_in_longitude: f64) -> f64 {
    let corrections_arcsec =
        FK5_CORRECTION_ARCSEC + PRECESSION_RATE_CORRECTION_ARCSEC * t - ABERRATION_ARCSEC_AU / earth.radius;
    // Geocentric Sun = heliocentric Earth + 180°.
    earth.longitude + std::f64::consts::PI + corrections_arcsec * ARCSEC + nutation_in_longitude
}

fn apparent_longitude(t: f64, nutation_in_longitude: f64) -> f64 {
    apparent_longitude_from(t, vsop87::earth(t / 10.0), nutation_in_longitude)
}

/// A coarse apparent longitude (degrees, not reduced; good to about 2.5″) and
/// its rate (degrees per day, good to about 1e-5 relative) at `t` Julian
/// centuries TT, from the leading VSOP87D and nutation terms. It steers
/// Newton's method for the solar terms, so that one evaluation of the full
/// series finishes the job.
pub(super) fn coarse_longitude_and_rate(t: f64) -> (f64, f64) {
    let (earth, rate_per_millennium) = vsop87::earth_coarse(t / 10.0);
    let longitude = apparent_longitude_from(t, earth, nutation_in_longitude_coarse(t));
    (longitude.to_degrees(), rate_per_millennium.to_degrees() / 365_250.0)
}

/// Radians → degrees in [0, 360).
fn normalized_degrees(radians: f64) -> f64 {
    let degrees = radians.to_degrees().rem_euclid(360.0);
    // rem_euclid rounds −1e-17 up to exactly 360.
    if degrees >= 360.0 {
        0.0
    } else {
        degrees
    }
}

/// The Sun's apparent geocentric ecliptic longitude λ of date, degrees in
/// [0, 360), at a POSIX instant (seconds since 1970-01-01T00:00:00 UTC).
///
/// Apparent means as seen from the Earth's centre: VSOP87D Earth (truncated,
/// see `vsop87_earth.rs`) + 180°, the FK5 correction, the IAU 2006 precession
/// rate, nutation in longitude (IAU 1980, Meeus's 63 terms) and aberration
/// (−20.4898″/R). The instant is converted to TT with
/// [`delta_t_at`](super::delta_t_at).
///
/// Accuracy: within 0.065″ of JPL DE421 reduced by Skyfield (IAU 2006/2000A)
/// at every solar term 1900–2030 (`tests/astro_terms.rs`), truncation of the
/// series included (it alone is at most 0.045″ over 1800–2200). The Sun
/// moves 0.041″ a second, so 0.1″ is 2.5 s. Meaningful for years 1800–2200;
/// defined (no panic) for every finite input; NaN for NaN or infinite input.
///
/// Cost: 272 VSOP87 and 63 nutation terms, about 16,600 instructions — some
/// 2 µs native at opt-level 3, 3 µs at opt-level "z", 4 µs as wasm in V8
/// (2-core AMD EPYC, measured 2026-11 under load; see `tests/astro_timing.rs`).
///
/// ```
/// use liuren_core::astro::sun_apparent_longitude;
///
/// // The March equinox of 2000 fell at 2000-03-20T07:35Z (USNO).
/// let lambda = sun_apparent_longitude(953_537_700.0);
/// assert!(lambda > 359.99 || lambda < 0.01);
/// ```
pub fn sun_apparent_longitude(unix_utc: f64) -> f64 {
    sun_apparent_longitude_tt_centuries(tt_centuries(unix_utc))
}

/// [`sun_apparent_longitude`] for an instant given as a Julian Date in
/// Terrestrial Time (no ΔT involved): the function that the comparison
/// with DE421 tests.
///
/// ```
/// use liuren_core::astro::sun_apparent_longitude_tt;
///
/// // Meeus (1998), Example 25.b: 1992 Oct 13.0 TD, λ = 199°54′21.818″ from his
/// // abridged VSOP87 (the complete series puts it 0.27″ lower).
/// let lambda = sun_apparent_longitude_tt(2_448_908.5);
/// let meeus = 199.0 + 54.0 / 60.0 + 21.818 / 3600.0;
/// assert!((lambda - meeus).abs() * 3600.0 < 0.4);
/// ```
pub fn sun_apparent_longitude_tt(jd_tt: f64) -> f64 {
    sun_apparent_longitude_tt_centuries((jd_tt - JD_J2000) / 36_525.0)
}

/// Julian centuries TT from J2000.0 of a UTC instant.
pub(super) fn tt_centuries(unix_utc: f64) -> f64 {
    tt_from_unix(unix_utc) / SECONDS_PER_CENTURY
}

/// λ in degrees [0, 360) at `t` Julian centuries TT from J2000.0.
pub(super) fn sun_apparent_longitude_tt_centuries(t: f64) -> f64 {
    normalized_degrees(apparent_longitude(t, nutation_in_longitude(t)))
}

/// The Sun's apparent position in the equatorial frame of date, with the
/// nutation quantities the sidereal time and equation of time need.
#[derive(Debug, Clone, Copy)]
pub(super) struct ApparentSun {
    /// Apparent right ascension α, radians in (−π, π].
    pub right_ascension: f64,
    /// Apparent declination δ, radians.
    pub declination: f64,
    /// Nutation in longitude Δψ, radians.
    pub nutation_in_longitude: f64,
    /// True obliquity ε = ε₀ + Δε, radians.
    pub obliquity: f64,
}

/// [`ApparentSun`] at `t` Julian centuries TT from J2000.0. The Sun's
/// ecliptic latitude (< 1.2″) is taken as zero: it moves α and δ by less than
/// 0.1 s of time.
pub(super) fn apparent_sun(t: f64) -> ApparentSun {
    let (dpsi, deps) = nutation(t);
    let longitude = apparent_longitude(t, dpsi);
    let obliquity = mean_obliquity(t) + deps;
    let (sin_l, cos_l) = longitude.sin_cos();
    ApparentSun {
        right_ascension: (obliquity.cos() * sin_l).atan2(cos_l),
        declination: (obliquity.sin() * sin_l).asin(),
        nutation_in_longitude: dpsi,
        obliquity,
    }
}

/// Low-precision apparent longitude (degrees, not reduced) and its rate
/// (degrees per day) at `t` Julian centuries TT: the mean Sun plus the
/// equation of centre, Meeus (1998), ch. 25, "low accuracy" (good to 0.01°).
/// Used only to start and steer the Newton iteration for solar terms.
pub(super) fn approximate_longitude_and_rate(t: f64) -> (f64, f64) {
    let mean_longitude = 280.466_46 + t * (36_000.769_83 + t * 0.000_303_2);
    let m = (357.529_11 + t * (35_999.050_29 - t * 0.000_153_7)).to_radians();
    let omega = (125.04 - 1_934.136 * t).to_radians();
    let c1 = 1.914_602 - t * (0.004_817 + t * 0.000_014);
    let c2 = 0.019_993 - t * 0.000_101;
    let c3 = 0.000_289;
    let centre = c1 * m.sin() + c2 * (2.0 * m).sin() + c3 * (3.0 * m).sin();
    let longitude = mean_longitude + centre - 0.005_69 - 0.004_78 * omega.sin();
    // d/dT of the above, per century, then per day.
    let dm = 35_999.050_29_f64.to_radians();
    let rate_per_century =
        36_000.769_83 + dm * (c1 * m.cos() + 2.0 * c2 * (2.0 * m).cos() + 3.0 * c3 * (3.0 * m).cos());
    (longitude, rate_per_century / 36_525.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalization_stays_in_range() {
        assert_eq!(normalized_degrees(-1e-19), 0.0);
        assert_eq!(normalized_degrees(0.0), 0.0);
        assert!((normalized_degrees(-std::f64::consts::FRAC_PI_2) - 270.0).abs() < 1e-12);
        assert!(normalized_degrees(f64::NAN).is_nan());
    }

    /// The coarse model is within 2.5″ of the full one.
    #[test]
    fn coarse_model_is_close() {
        for i in -200..=200 {
            let t = f64::from(i) * 0.01 + 0.003;
            let precise = sun_apparent_longitude_tt_centuries(t);
            let (coarse, rate) = coarse_longitude_and_rate(t);
            let diff = ((coarse - precise + 180.0).rem_euclid(360.0) - 180.0) * 3600.0;
            assert!(diff.abs() < 2.5, "T = {t}: {diff}″");
            assert!((0.95..1.02).contains(&rate), "rate {rate}");
        }
    }

    /// The low-precision model agrees with the full one to 0.01° (Meeus's claim).
    #[test]
    fn approximate_model_is_close() {
        for i in -200..=200 {
            let t = f64::from(i) * 0.01 + 0.003; // 1800–2200 in uneven steps
            let precise = sun_apparent_longitude_tt_centuries(t);
            let (approx, rate) = approximate_longitude_and_rate(t);
            let diff = (approx - precise + 180.0).rem_euclid(360.0) - 180.0;
            assert!(diff.abs() < 0.01, "T = {t}: {diff}°");
            assert!((0.95..1.02).contains(&rate), "rate {rate}");
        }
    }

    #[test]
    fn non_finite_input_gives_nan() {
        assert!(sun_apparent_longitude(f64::NAN).is_nan());
        assert!(sun_apparent_longitude(f64::INFINITY).is_nan());
        assert!(sun_apparent_longitude_tt(f64::NEG_INFINITY).is_nan());
        let far = sun_apparent_longitude(1e15);
        assert!(far.is_nan() || (0.0..360.0).contains(&far));
    }
}
