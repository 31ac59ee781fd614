//! The Moon's apparent geocentric longitude, and the new moons (朔).
//!
//! Source: Jean Meeus, *Astronomical Algorithms*, 2nd ed. (Willmann-Bell,
//! 1998), chapter 47 "Position of the Moon": the mean arguments L′, D, M, M′,
//! F (eqs. 47.1–47.5), the eccentricity factor E (47.6), the additive terms
//! A₁, A₂ and the periodic terms Σl of Table 47.A — the main terms of
//! Chapront's ELP-2000/82, which Meeus gives as good to about 10″ in
//! longitude. The apparent longitude adds the nutation in longitude Δψ
//! (IAU 1980, the same series the Sun uses); the Moon's aberration and light
//! time (under 1″) are ignored, as in Meeus's example 47.a.
//!
//! The 六壬 books want the Moon for 月宿 — 「月宿者，太陰星躔度宮神也」
//! (《六壬大全》 二煩課) — the palace the Moon stands in, and for the lunar date
//! that their conventional count of 月宿 starts from. Ten arcseconds is
//! twenty seconds of the Moon's motion: far below what either needs.

use super::nutation::nutation_in_longitude;
use super::sun::{sun_apparent_longitude_tt_centuries, tt_centuries};
use super::time::SECONDS_PER_DAY;
use super::{check_range, AstroError};

/// Julian Date (TT) of J2000.0.
const JD_J2000: f64 = 2_451_545.0;

/// One row of Table 47.A: multiples of D, M, M′, F and the coefficient of
/// the sine in Σl, in 10⁻⁶ degree.
struct Term {
    d: i8,
    m: i8,
    mp: i8,
    f: i8,
    l: i32,
}

const fn t(d: i8, m: i8, mp: i8, f: i8, l: i32) -> Term {
    Term { d, m, mp, f, l }
}

/// Meeus (1998), Table 47.A (pp. 339–340), the longitude column, in the
/// book's order. The table's 60th row (2 0 −1 −2) has no longitude term and
/// is left out.
#[rustfmt::skip]
const TABLE_47A: [Term; 59] = [
    t(0, 0, 1, 0, 6_288_774), t(2, 0, -1, 0, 1_274_027), t(2, 0, 0, 0, 658_314),
    t(0, 0, 2, 0, 213_618), t(0, 1, 0, 0, -185_116), t(0, 0, 0, 2, -114_332),
    t(2, 0, -2, 0, 58_793), t(2, -1, -1, 0, 57_066), t(2, 0, 1, 0, 53_322),
    t(2, -1, 0, 0, 45_758), t(0, 1, -1, 0, -40_923), t(1, 0, 0, 0, -34_720),
    t(0, 1, 1, 0, -30_383), t(2, 0, 0, -2, 15_327), t(0, 0, 1, 2, -12_528),
    t(0, 0, 1, -2, 10_980), t(4, 0, -1, 0, 10_675), t(0, 0, 3, 0, 10_034),
    t(4, 0, -2, 0, 8_548), t(2, 1, -1, 0, -7_888), t(2, 1, 0, 0, -6_766),
    t(1, 0, -1, 0, -5_163), t(1, 1, 0, 0, 4_987), t(2, -1, 1, 0, 4_036),
    t(2, 0, 2, 0, 3_994), t(4, 0, 0, 0, 3_861), t(2, 0, -3, 0, 3_665),
    t(0, 1, -2, 0, -2_689), t(2, 0, -1, 2, -2_602), t(2, -1, -2, 0, 2_390),
    t(1, 0, 1, 0, -2_348), t(2, -2, 0, 0, 2_236), t(0, 1, 2, 0, -2_120),
    t(0, 2, 0, 0, -2_069), t(2, -2, -1, 0, 2_048), t(2, 0, 1, -2, -1_773),
    t(2, 0, 0, 2, -1_595), t(4, -1, -1, 0, 1_215), t(0, 0, 2, 2, -1_110),
    t(3, 0, -1, 0, -892), t(2, 1, 1, 0, -810), t(4, -1, -2, 0, 759),
    t(0, 2, -1, 0, -713), t(2, 2, -1, 0, -700), t(2, 1, -2, 0, 691),
    t(2, -1, 0, -2, 596), t(4, 0, 1, 0, 549), t(0, 0, 4, 0, 537),
    t(4, -1, 0, 0, 520), t(1, 0, -2, 0, -487), t(2, 1, 0, -2, -399),
    t(0, 0, 2, -2, -381), t(1, 1, 1, 0, 351), t(3, 0, -2, 0, -340),
    t(4, 0, -3, 0, 330), t(2, -1, 2, 0, 327), t(0, 2, 1, 0, -323),
    t(1, 1, -1, 0, 299), t(2, 0, 3, 0, 294),
];

/// A polynomial in `t` with coefficients from the constant term up.
fn poly(t: f64, c: &[f64]) -> f64 {
    c.iter().rev().fold(0.0, |acc, &k| acc * t + k)
}

/// The Moon's mean longitude L′ and Σl, degrees, at `t` Julian centuries TT
/// from J2000.0 (Meeus 47.1–47.6, Table 47.A and the additive terms).
fn mean_longitude_and_sigma_l(t: f64) -> (f64, f64) {
    // Meeus (1998), eqs. 47.1–47.5, degrees.
    let lp = poly(t, &[218.316_447_7, 481_267.881_234_21, -0.001_578_6, 1.0 / 538_841.0, -1.0 / 65_194_000.0]);
    let d = poly(t, &[297.850_192_1, 445_267.111_403_4, -0.001_881_9, 1.0 / 545_868.0, -1.0 / 113_065_000.0]);
    let m = poly(t, &[357.529_109_2, 35_999.050_290_9, -0.000_153_6, 1.0 / 24_490_000.0]);
    let mp = poly(t, &[134.963_396_4, 477_198.867_505_5, 0.008_741_4, 1.0 / 69_699.0, -1.0 / 14_712_000.0]);
    let f = poly(t, &[93.272_095_0, 483_202.017_523_3, -0.003_653_9, -1.0 / 3_526_000.0, 1.0 / 863_310_000.0]);
    let a1 = 119.75 + 131.849 * t;
    let a2 = 53.09 + 479_264.290 * t;
    // 47.6: the Earth's orbit's eccentricity scales the terms that contain M.
    let e = 1.0 - 0.002_516 * t - 0.000_007_4 * t * t;
    let (d, m, mp, f) = (d.to_radians(), m.to_radians(), mp.to_radians(), f.to_radians());
    let mut sigma: f64 = TABLE_47A
        .iter()
        .map(|r| {
            let arg = f64::from(r.d) * d + f64::from(r.m) * m + f64::from(r.mp) * mp + f64::from(r.f) * f;
            let scale = match r.m.abs() {
                1 => e,
                2 => e * e,
                _ => 1.0,
            };
            f64::from(r.l) * scale * arg.sin()
        })
        .sum();
    // The additive terms (Venus, Jupiter, the flattening of the Earth).
    sigma += 3958.0 * a1.to_radians().sin() + 1962.0 * (lp.to_radians() - f).sin() + 318.0 * a2.to_radians().sin();
    (lp, sigma)
}

/// The Moon's geocentric longitude of the mean equinox of date (no
/// nutation), degrees in [0, 360), at `t` Julian centuries TT.
fn geometric_longitude(t: f64) -> f64 {
    let (lp, sigma) = mean_longitude_and_sigma_l(t);
    (lp + sigma * 1e-6).rem_euclid(360.0)
}

fn apparent_longitude_centuries(t: f64) -> f64 {
    (geometric_longitude(t) + nutation_in_longitude(t).to_degrees()).rem_euclid(360.0)
}

/// The Moon's apparent geocentric ecliptic longitude λ of date, degrees in
/// [0, 360), for an instant given as a Julian Date in Terrestrial Time.
///
/// ```
/// use liuren_core::astro::moon::moon_apparent_longitude_tt;
///
/// // Meeus (1998), Example 47.a: 1992 April 12, 0h TD — apparent λ = 133.167265°.
/// let lambda = moon_apparent_longitude_tt(2_448_724.5);
/// assert!((lambda - 133.167_265).abs() < 1e-5);
/// ```
pub fn moon_apparent_longitude_tt(jd_tt: f64) -> f64 {
    apparent_longitude_centuries((jd_tt - JD_J2000) / 36_525.0)
}

/// The Moon's apparent geocentric ecliptic longitude λ of date, degrees in
/// [0, 360), at a POSIX instant (converted to TT with ΔT like the Sun's).
///
/// ```
/// use liuren_core::astro::moon::moon_apparent_longitude;
///
/// // Full moon of 2000-01-21 (04:40Z, a total lunar eclipse): the Moon
/// // stands opposite the Sun, near 121°.
/// let lambda = moon_apparent_longitude(948_429_600.0);
/// assert!((lambda - 121.0).abs() < 1.0);
/// ```
pub fn moon_apparent_longitude(unix_utc: f64) -> f64 {
    apparent_longitude_centuries(tt_centuries(unix_utc))
}

/// The Moon's elongation from the Sun (λ☾ − λ☉), degrees in [0, 360).
fn elongation(unix_utc: f64) -> f64 {
    let t = tt_centuries(unix_utc);
    (apparent_longitude_centuries(t) - sun_apparent_longitude_tt_centuries(t)).rem_euclid(360.0)
}

/// Mean synodic month, days (Meeus 1998, eq. 49.1).
const SYNODIC_MONTH_DAYS: f64 = 29.530_588_861;

/// The instant of the last new moon (朔, apparent longitudes of Moon and Sun
/// equal) at or before `unix_utc`, POSIX seconds.
///
/// Secant steps on the elongation, from a guess at the mean rate; the series'
/// 10″ put the instant within about half a minute.
///
/// ```
/// use liuren_core::astro::moon::new_moon_at_or_before;
///
/// // The new moon of 2000-01-06 fell at 18:14Z (USNO).
/// let t = new_moon_at_or_before(947_289_600.0).unwrap(); // 2000-01-08T00:00Z
/// assert!((t - 947_182_440.0).abs() < 120.0);
/// ```
pub fn new_moon_at_or_before(unix_utc: f64) -> Result<f64, AstroError> {
    check_range(unix_utc)?;
    let rate = 360.0 / (SYNODIC_MONTH_DAYS * SECONDS_PER_DAY);
    let found = nearest_new_moon(unix_utc - elongation(unix_utc) / rate);
    // The mean-rate guess is a day or so off; it may have led to the next one.
    if found > unix_utc {
        return Ok(nearest_new_moon(found - SYNODIC_MONTH_DAYS * SECONDS_PER_DAY));
    }
    Ok(found)
}

/// The new moon after the new moon at `new_moon` (a synodic month on, found
/// from there: cheaper than a search from an arbitrary instant).
pub fn next_new_moon(new_moon: f64) -> Result<f64, AstroError> {
    let guess = new_moon + SYNODIC_MONTH_DAYS * SECONDS_PER_DAY;
    check_range(guess)?;
    Ok(nearest_new_moon(guess))
}

/// The new moon nearest `guess` (within a few days of one): secant steps on
/// the signed elongation.
fn nearest_new_moon(guess: f64) -> f64 {
    // Signed distance from the new moon, degrees in (−180, 180].
    let off = |x: f64| {
        let e = elongation(x);
        if e > 180.0 {
            e - 360.0
        } else {
            e
        }
    };
    let (mut a, mut ea) = (guess - 3600.0, off(guess - 3600.0));
    let (mut b, mut eb) = (guess, off(guess));
    for _ in 0..10 {
        if eb.abs() < 1e-7 || ea == eb {
            break;
        }
        let next = b - eb * (b - a) / (eb - ea);
        (a, ea) = (b, eb);
        b = next;
        eb = off(b);
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;

    fn centuries(jd: f64) -> f64 {
        (jd - JD_J2000) / 36_525.0
    }

    /// Meeus (1998), Example 47.a (pp. 342–343): 1992 April 12, 0h TD =
    /// JDE 2448724.5: L′ = 134.290182°, Σl = −1,127,527, λ = 133.162655°,
    /// Δψ = +0.004610°, apparent λ = 133.167265°.
    #[test]
    fn meeus_example_47a() {
        let t = centuries(2_448_724.5);
        let (lp, sigma) = mean_longitude_and_sigma_l(t);
        assert!((lp.rem_euclid(360.0) - 134.290_182).abs() < 1e-6, "L′ {lp}");
        assert!((sigma - -1_127_527.0).abs() < 1.0, "Σl {sigma}");
        assert!((geometric_longitude(t) - 133.162_655).abs() < 1e-6);
        assert!((moon_apparent_longitude_tt(2_448_724.5) - 133.167_265).abs() < 2e-6);
    }

    /// Meeus (1998), Example 49.a: the new moon of 1977 February 18 at
    /// 3h37m42s TD (JDE 2443192.65118); ΔT was then about 48 s.
    #[test]
    fn meeus_example_49a_new_moon() {
        let jde = 2_443_192.651_18;
        let unix_tt = (jde - 2_440_587.5) * SECONDS_PER_DAY;
        let unix_utc = unix_tt - 48.0;
        let found = new_moon_at_or_before(unix_utc + 5.0 * SECONDS_PER_DAY).unwrap();
        assert!((found - unix_utc).abs() < 60.0, "off by {} s", found - unix_utc);
        // Just before it, the previous new moon (1977-01-19) comes back.
        let before = new_moon_at_or_before(unix_utc - 600.0).unwrap();
        let gap = (unix_utc - before) / SECONDS_PER_DAY;
        assert!((29.0..30.0).contains(&gap), "gap {gap} days");
        // And the next after that one is this one again.
        assert!((next_new_moon(before).unwrap() - found).abs() < 1.0);
    }

    /// Every new moon found is at or before the instant asked and less than a
    /// synodic month (at most 29.9 days) before it.
    #[test]
    fn new_moons_bracket_the_instant() {
        let mut x = 946_684_800.0; // 2000-01-01
        while x < 1_262_304_000.0 {
            let nm = new_moon_at_or_before(x).unwrap();
            assert!(nm <= x && x - nm < 29.9 * SECONDS_PER_DAY, "{x}: {nm}");
            assert!(elongation(nm).min(360.0 - elongation(nm)) < 1e-4);
            x += 7.3 * SECONDS_PER_DAY;
        }
    }
}
