//! Evaluation of the VSOP87D Earth series (the data is in `vsop87_earth.rs`).

use super::trig;
use super::vsop87_earth::{L_SERIES, R_SERIES};

/// One periodic term `a·cos(b + c·t)` of a VSOP87 series: amplitude `a`
/// (radians or au), phase `b` (radians), frequency `c` (radians per Julian
/// millennium).
#[derive(Debug, Clone, Copy)]
pub(super) struct Term {
    pub a: f64,
    pub b: f64,
    pub c: f64,
}

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
    EarthPosition {
        longitude: poisson(&L_SERIES, t),
        radius: poisson(&R_SERIES, t),
    }
}

fn poisson(series: &[&[Term]], t: f64) -> f64 {
    series
        .iter()
        .rev()
        .fold(0.0, |acc, terms| acc * t + periodic(terms, t))
}

fn periodic(terms: &[Term], t: f64) -> f64 {
    terms
        .iter()
        .map(|term| term.a * trig::cos(term.b + term.c * t))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::astro::vsop87_earth::L_TRUNCATION_ERROR_ARCSEC;

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
            assert!(
                dl.abs() <= L_TRUNCATION_ERROR_ARCSEC,
                "{jde}: L off by {dl}″"
            );
            assert!(
                (earth.radius - r).abs() < 3.5e-5,
                "{jde}: R = {}",
                earth.radius
            );
        }
    }
}
