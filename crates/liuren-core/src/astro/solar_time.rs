//! Solar time: the equation of time, 真太陽時 true solar time, sunrise and sunset.

use super::sun::{apparent_sun, tt_centuries, ApparentSun};
use super::time::{check_range, julian_day};
use super::AstroError;

/// Seconds of time per degree of hour angle (86,400 s / 360°).
const SECONDS_PER_DEGREE: f64 = 240.0;

/// Greenwich apparent sidereal time, radians, at a UT Julian Date: the IAU 1982
/// mean sidereal time (Meeus 1998, eq. 12.4) plus the equation of the
/// equinoxes Δψ·cos ε.
fn apparent_sidereal_time(jd_ut: f64, sun: &ApparentSun) -> f64 {
    let d = jd_ut - 2_451_545.0;
    let t = d / 36_525.0;
    let mean_degrees = 280.460_618_37 + 360.985_647_366_29 * d + t * t * (0.000_387_933 - t / 38_710_000.0);
    (mean_degrees % 360.0).to_radians() + sun.nutation_in_longitude * sun.obliquity.cos()
}

/// Angle reduced to [−π, π).
fn wrap_pi(radians: f64) -> f64 {
    use std::f64::consts::{PI, TAU};
    (radians + PI).rem_euclid(TAU) - PI
}

/// 均時差 jūnshíchā — the equation of time: apparent minus mean solar time, in
/// seconds, at a POSIX instant. Positive when a sundial is ahead of the clock.
///
/// E = L₀ − 0.0057183° − α + Δψ·cos ε (Meeus 1998, eq. 28.3), with the Sun's
/// mean longitude L₀ of eq. 28.2 and α, Δψ, ε from this module's apparent Sun.
/// Accurate to well under a second; its extremes are about +16.4 min in early
/// November and −14.2 min in mid February. NaN for a non-finite instant.
///
/// ```
/// use liuren_core::astro::equation_of_time_seconds;
///
/// // Meeus (1998), Example 28.a: 1992 October 13.0 TD, E = +13m 42.6s.
/// let e = equation_of_time_seconds(718_934_400.0 - 59.0);
/// assert!((e - 822.6).abs() < 1.0, "{e}");
/// ```
pub fn equation_of_time_seconds(unix_utc: f64) -> f64 {
    let t = tt_centuries(unix_utc);
    let tau = t / 10.0;
    let mean_longitude = 280.466_456_7
        + tau
            * (360_007.698_277_9
                + tau * (0.030_320_28 + tau * (1.0 / 49_931.0 - tau * (1.0 / 15_300.0 + tau / 2_000_000.0))));
    let sun = apparent_sun(t);
    let e = mean_longitude.to_radians() - 0.005_718_3_f64.to_radians() - sun.right_ascension
        + sun.nutation_in_longitude * sun.obliquity.cos();
    wrap_pi(e).to_degrees() * SECONDS_PER_DEGREE
}

/// 真太陽時 zhēn tàiyáng shí — true (local apparent) solar time offset: the
/// seconds to add to a UTC instant to read local apparent solar time at
/// `longitude_east_deg`. It is 240 s per degree of east longitude plus the
/// [`equation_of_time_seconds`]. Many 六壬 and 四柱 practitioners take the
/// hour branch from this time rather than the zone clock.
///
/// ```
/// use liuren_core::astro::{equation_of_time_seconds, true_solar_time_offset_seconds};
///
/// let t = 1_700_000_000.0;
/// let beijing = true_solar_time_offset_seconds(t, 116.4);
/// assert!((beijing - (116.4 * 240.0 + equation_of_time_seconds(t))).abs() < 1e-6);
/// ```
pub fn true_solar_time_offset_seconds(unix_utc: f64, longitude_east_deg: f64) -> f64 {
    longitude_east_deg * SECONDS_PER_DEGREE + equation_of_time_seconds(unix_utc)
}

/// One sunrise or sunset: when it happens, or why it does not that day.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SunEvent {
    /// The event happens at this POSIX instant.
    At(f64),
    /// 極晝 jízhòu — polar day: the Sun stays above the horizon.
    AlwaysUp,
    /// 極夜 jíyè — polar night: the Sun stays below the horizon.
    AlwaysDown,
}

impl SunEvent {
    /// The instant, if the event happens.
    pub fn instant(self) -> Option<f64> {
        match self {
            SunEvent::At(t) => Some(t),
            SunEvent::AlwaysUp | SunEvent::AlwaysDown => None,
        }
    }
}

/// Geometric altitude of the Sun's centre at apparent rise/set: −0°50′, i.e.
/// 34′ of standard horizontal refraction and 16′ of semidiameter (Meeus 1998,
/// ch. 15; the US Naval Observatory's convention).
const STANDARD_ALTITUDE_DEG: f64 = -0.833;
/// Iterations per event; two usually suffice.
const MAX_ITERATIONS: usize = 6;
/// Stop once an iteration moves the event by less than this, seconds.
const CONVERGED_SECONDS: f64 = 0.5;

/// Sunrise and sunset of the day whose local solar noon is nearest to
/// `unix_utc_near_local_noon`, at `longitude_east_deg` (east positive) and
/// `latitude_north_deg` (north positive), as `(rise, set)`.
///
/// Method: find the nearest upper transit, then for each event iterate
/// cos H₀ = (sin h₀ − sin φ sin δ)/(cos φ cos δ) with the Sun's apparent α, δ
/// and the apparent sidereal time recomputed at the event (Meeus 1998,
/// ch. 15), h₀ = −0.833°, sea-level observer, no parallax (8.8″).
///
/// Accuracy: the geometry is good to a few seconds (checked against Skyfield
/// and DE421 in `tests/astro_solar_time.rs`: within 1.4 s); real sunrise varies by about a
/// minute with the atmosphere (refraction at the horizon is rarely the
/// standard 34′), and more at high latitudes where the Sun grazes the
/// horizon. Where the Sun does not cross −0.833° that day the event is
/// [`SunEvent::AlwaysUp`] or [`SunEvent::AlwaysDown`].
///
/// Errors: [`AstroError::OutOfRange`] when the instant is outside 1800–2200
/// or not finite. Coordinates: a latitude beyond ±90° is clamped to the pole;
/// a NaN latitude or a non-finite longitude names no place on Earth and gives
/// `(AlwaysDown, AlwaysDown)`, matching [`is_sun_up`]'s `false`.
///
/// ```
/// use liuren_core::astro::{sunrise_sunset, SunEvent};
///
/// // Beijing (116.39°E, 39.91°N), 2024-06-21; local noon ≈ 04:12Z.
/// let (rise, set) = sunrise_sunset(1_718_943_300.0, 116.39, 39.91).unwrap();
/// let day_hours = (set.instant().unwrap() - rise.instant().unwrap()) / 3600.0;
/// assert!((14.9..15.1).contains(&day_hours));
/// ```
pub fn sunrise_sunset(
    unix_utc_near_local_noon: f64,
    longitude_east_deg: f64,
    latitude_north_deg: f64,
) -> Result<(SunEvent, SunEvent), AstroError> {
    check_range(unix_utc_near_local_noon)?;
    let Some(observer) = Observer::new(longitude_east_deg, latitude_north_deg) else {
        return Ok((SunEvent::AlwaysDown, SunEvent::AlwaysDown));
    };
    let noon = observer.transit(unix_utc_near_local_noon);
    Ok((observer.event(noon, -1.0), observer.event(noon, 1.0)))
}

/// The geometric altitude of the Sun's centre above the horizon, degrees, at
/// `unix_utc` for an observer at `longitude_east_deg`, `latitude_north_deg`
/// (no refraction, no parallax). NaN for a non-finite input; latitude clamped
/// to ±90°.
///
/// ```
/// use liuren_core::astro::sun_altitude_degrees;
///
/// // March equinox 2000, 07:35Z: the Sun stands over the equator where it is
/// // local apparent noon. Mean noon is 4h 25m east of Greenwich; the sundial
/// // runs 7.5 min slow (equation of time), so 4h 32.5m east: about 68.1°E.
/// let h = sun_altitude_degrees(953_537_700.0, 68.1, 0.0);
/// assert!(h > 89.0);
/// ```
pub fn sun_altitude_degrees(unix_utc: f64, longitude_east_deg: f64, latitude_north_deg: f64) -> f64 {
    match Observer::new(longitude_east_deg, latitude_north_deg) {
        Some(observer) => observer.altitude(unix_utc).to_degrees(),
        None => f64::NAN,
    }
}

/// Whether the Sun is up — its upper limb above the horizon with standard
/// refraction, i.e. the centre's geometric altitude above −0.833° (the same
/// criterion as [`sunrise_sunset`]) — at `unix_utc` and the given place.
/// For 晝夜貴人 (day and night nobles) decided by sunrise and sunset.
///
/// Cheaper than [`sunrise_sunset`] (one solar position). Never panics:
/// a non-finite instant or coordinate gives `false`. Outside 1800–2200 it
/// still answers, with the accuracy of the extrapolated ΔT.
///
/// ```
/// use liuren_core::astro::is_sun_up;
///
/// // Beijing, 2024-06-21: up at 12:00 CST (04:00Z), down at 00:00 CST.
/// assert!(is_sun_up(1_718_942_400.0, 116.39, 39.91));
/// assert!(!is_sun_up(1_718_899_200.0, 116.39, 39.91));
/// ```
pub fn is_sun_up(unix_utc: f64, longitude_east_deg: f64, latitude_north_deg: f64) -> bool {
    // NaN compares false.
    sun_altitude_degrees(unix_utc, longitude_east_deg, latitude_north_deg) > STANDARD_ALTITUDE_DEG
}

struct Observer {
    longitude: f64,
    latitude: f64,
}

impl Observer {
    /// `None` for a place that is not on Earth (NaN latitude, non-finite longitude).
    fn new(longitude_east_deg: f64, latitude_north_deg: f64) -> Option<Observer> {
        if !longitude_east_deg.is_finite() || latitude_north_deg.is_nan() {
            return None;
        }
        Some(Observer {
            longitude: longitude_east_deg.to_radians(),
            latitude: latitude_north_deg.clamp(-90.0, 90.0).to_radians(),
        })
    }

    /// The Sun's local hour angle (radians, in [−π, π)) and position at `unix_utc`.
    fn hour_angle(&self, unix_utc: f64) -> (f64, ApparentSun) {
        let sun = apparent_sun(tt_centuries(unix_utc));
        let theta = apparent_sidereal_time(julian_day(unix_utc), &sun);
        (wrap_pi(theta + self.longitude - sun.right_ascension), sun)
    }

    /// Geometric altitude of the Sun's centre, radians.
    fn altitude(&self, unix_utc: f64) -> f64 {
        let (h, sun) = self.hour_angle(unix_utc);
        let (sin_phi, cos_phi) = self.latitude.sin_cos();
        let (sin_d, cos_d) = sun.declination.sin_cos();
        (sin_phi * sin_d + cos_phi * cos_d * h.cos()).clamp(-1.0, 1.0).asin()
    }

    /// The upper transit of the Sun nearest to `unix_utc`.
    fn transit(&self, mut unix_utc: f64) -> f64 {
        for _ in 0..MAX_ITERATIONS {
            let (h, _) = self.hour_angle(unix_utc);
            // The Sun's hour angle grows by ~360° per solar day.
            let step = -h.to_degrees() * SECONDS_PER_DEGREE;
            unix_utc += step;
            if step.is_nan() || step.abs() < CONVERGED_SECONDS {
                break;
            }
        }
        unix_utc
    }

    /// Rise (`side` = −1) or set (`side` = +1) around the transit `noon`.
    fn event(&self, noon: f64, side: f64) -> SunEvent {
        let sin_h0 = STANDARD_ALTITUDE_DEG.to_radians().sin();
        let (sin_phi, cos_phi) = self.latitude.sin_cos();
        let mut t = noon;
        let mut event = SunEvent::AlwaysDown;
        for _ in 0..MAX_ITERATIONS {
            let (h, sun) = self.hour_angle(t);
            let cos_h0 = (sin_h0 - sin_phi * sun.declination.sin()) / (cos_phi * sun.declination.cos());
            if cos_h0 > 1.0 {
                return SunEvent::AlwaysDown;
            }
            if cos_h0 < -1.0 {
                return SunEvent::AlwaysUp;
            }
            if cos_h0.is_nan() {
                // 0/0: a pole with the Sun exactly at −0.833°; call it down.
                return SunEvent::AlwaysDown;
            }
            let target = side * cos_h0.acos();
            let step = wrap_pi(target - h).to_degrees() * SECONDS_PER_DEGREE;
            t += step;
            event = SunEvent::At(t);
            if step.is_nan() || step.abs() < CONVERGED_SECONDS {
                break;
            }
        }
        event
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_inputs() {
        let t = 1.7e9;
        let down = Ok((SunEvent::AlwaysDown, SunEvent::AlwaysDown));
        assert_eq!(sunrise_sunset(t, f64::NAN, 0.0), down);
        assert_eq!(sunrise_sunset(t, 0.0, f64::NAN), down);
        assert_eq!(sunrise_sunset(t, 0.0, 91.0), sunrise_sunset(t, 0.0, 90.0));
        assert_eq!(sunrise_sunset(f64::NAN, 0.0, 0.0), Err(AstroError::OutOfRange { year: i32::MIN }));
        assert!(sunrise_sunset(-1e10, 0.0, 0.0).is_err());
        assert!(!is_sun_up(f64::NAN, 0.0, 0.0));
        assert!(!is_sun_up(t, f64::INFINITY, 0.0));
        assert!(sun_altitude_degrees(t, 0.0, f64::NAN).is_nan());
        assert!(equation_of_time_seconds(f64::NAN).is_nan());
    }

    #[test]
    fn poles() {
        // June solstice 2024: midnight sun at the North Pole, night at the South.
        let t = 1_718_971_200.0;
        let up = Ok((SunEvent::AlwaysUp, SunEvent::AlwaysUp));
        let down = Ok((SunEvent::AlwaysDown, SunEvent::AlwaysDown));
        assert_eq!(sunrise_sunset(t, 0.0, 90.0), up);
        assert_eq!(sunrise_sunset(t, 0.0, -90.0), down);
        assert!(is_sun_up(t, 0.0, 90.0));
        assert!(!is_sun_up(t, 123.0, -90.0));
    }

    /// Rise and set bracket the hours `is_sun_up` reports.
    #[test]
    fn is_sun_up_agrees_with_events() {
        // Sydney (151.21°E, 33.87°S), 2025-01-15; local noon ≈ 02:10Z.
        let (rise, set) = sunrise_sunset(1_736_906_400.0, 151.21, -33.87).unwrap();
        let (rise, set) = (rise.instant().unwrap(), set.instant().unwrap());
        assert!(!is_sun_up(rise - 30.0, 151.21, -33.87));
        assert!(is_sun_up(rise + 30.0, 151.21, -33.87));
        assert!(is_sun_up(set - 30.0, 151.21, -33.87));
        assert!(!is_sun_up(set + 30.0, 151.21, -33.87));
    }
}
