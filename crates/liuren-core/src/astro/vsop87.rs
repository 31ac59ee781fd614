//! Evaluation of the VSOP87D Earth series (the data is in `vsop87_earth.rs`).

use super::trig;
use super::vsop87_earth::{Term, L_COARSE_LEN, L_SERIES, R_COARSE_LEN, R_SERIES};

/// The Earth's heliocentric position from VSOP87D, referred to the dynamical
/// ecliptic and equinox of date.
#[derive(Debug, Clone, Copy)]
pub(super) struct EarthPosition {
    /// Heliocentric ecliptic longitude L, radians, not reduced to [0, 2π).
    pub longitude: f64,
    /// Radius vector R, astronomical units.
    pub radius: f64,
}

/// VSOP87D Earth at `t` Julian millennia (TDB ≈ TT) from J2000.0.
///
/// Bretagnon & Francou (1988): each variable is Σ_α t^α Σ_i A_i cos(B_i + C_i t),
/// summed here by Horner's rule over α.
pub(super) fn earth(t: f64) -> EarthPosition {
    EarthPosition { longitude: poisson(&L_SERIES, t), radius: poisson(&R_SERIES, t) }
}

/// The coarse VSOP87D Earth (the leading terms of each table, see
/// `vsop87_earth.rs`: L good to 2″) and the rate dL/dt of that coarse L in
/// radians per Julian millennium (good to about 1e-5 relative).
pub(super) fn earth_coarse(t: f64) -> (EarthPosition, f64) {
    let (mut longitude, mut rate) = (0.0, 0.0);
    // d/dt Σ t^α S_α = Σ (α t^(α−1) S_α + t^α S′_α), by Horner over α.
    for (terms, &len) in L_SERIES.iter().zip(&L_COARSE_LEN).rev() {
        let terms = &terms[..len.min(terms.len())];
        let (value, derivative) = periodic_with_derivative(terms, t);
        rate = rate * t + longitude + derivative;
        longitude = longitude * t + value;
    }
    let radius = R_SERIES
        .iter()
        .zip(&R_COARSE_LEN)
        .rev()
        .fold(0.0, |acc, (terms, &len)| acc * t + periodic(&terms[..len.min(terms.len())], t));
    (EarthPosition { longitude, radius }, rate)
}

fn poisson(series: &[&[Term]], t: f64) -> f64 {
    series.iter().rev().fold(0.0, |acc, terms| acc * t + periodic(terms, t))
}

/// Σ a·cos(b + c·t) and its derivative −Σ a·c·sin(b + c·t).
fn periodic_with_derivative(terms: &[Term], t: f64) -> (f64, f64) {
    terms.iter().fold((0.0, 0.0), |(value, derivative), term| {
        let x = term.b + term.c * t;
        (value + term.a * trig::cos(x), derivative - term.a * term.c * trig::sin(x))
    })
}

fn periodic(terms: &[Term], t: f64) -> f64 {
    let term = |x: &Term| x.a * trig::cos(x.b + x.c * t);
    // Four running sums, written out, let the additions overlap (and keep
    // them in registers even at opt-level "z").
    let (mut s0, mut s1, mut s2, mut s3) = (0.0, 0.0, 0.0, 0.0);
    let mut chunks = terms.chunks_exact(4);
    for chunk in &mut chunks {
        if let [a, b, c, d] = chunk {
            s0 += term(a);
            s1 += term(b);
            s2 += term(c);
            s3 += term(d);
        }
    }
    for x in chunks.remainder() {
        s0 += term(x);
    }
    (s0 + s1) + (s2 + s3)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::astro::vsop87_earth::{L_COARSE_ERROR_ARCSEC, L_TRUNCATION_ERROR_ARCSEC};

    /// The coarse series stays within its measured error of the full one, and
    /// its rate matches a numerical derivative of the full series.
    #[test]
    fn coarse_series_and_rate() {
        for i in -100..=100 {
            let t = f64::from(i) * 0.002 + 0.000_37; // 1800–2200
            let (coarse, rate) = earth_coarse(t);
            let full = earth(t);
            let dl = (coarse.longitude - full.longitude).to_degrees() * 3600.0;
            assert!(dl.abs() <= L_COARSE_ERROR_ARCSEC + L_TRUNCATION_ERROR_ARCSEC, "{t}: {dl}″");
            assert!((coarse.radius - full.radius).abs() < 1e-4);
            let h = 1e-6; // millennia ≈ 8.8 hours
            let numeric = (earth(t + h).longitude - earth(t - h).longitude) / (2.0 * h);
            assert!((rate / numeric - 1.0).abs() < 5e-5, "{t}: {rate} vs {numeric}");
        }
    }

    /// The check values that Bretagnon & Francou distribute with VSOP87
    /// (file `vsop87.chk`, VSOP87D Earth): (JDE, L rad, R au), full series.
    #[test]
    fn matches_vsop87_check_file() {
        #[rustfmt::skip]
        let cases: [(f64, f64, f64); 3] = [
            (2_451_545.0, 1.751_923_868_1, 0.983_327_681_9),
            (2_415_020.0, 1.739_122_556_3, 0.983_268_977_8),
            (2_378_495.0, 1.726_263_891_6, 0.983_227_432_1),
        ];
        for (jde, l, r) in cases {
            let earth = earth((jde - 2_451_545.0) / 365_250.0);
            let dl = (earth.longitude.rem_euclid(std::f64::consts::TAU) - l).to_degrees() * 3600.0;
            assert!(dl.abs() <= L_TRUNCATION_ERROR_ARCSEC, "{jde}: L off by {dl}″");
            assert!((earth.radius - r).abs() < 3.5e-5, "{jde}: R = {}", earth.radius);
        }
    }
}
