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

    /// Meeus, *Astronomical Algorithms* (2nd ed. 1998), Example 25.b:
    /// 1992 October 13.0 TD = JDE 2448908.5, full VSOP87D Earth gives
    /// L = −43.63484796 rad (19.907372°), R = 0.99760775 au.
    #[test]
    fn meeus_example_25b() {
        let t = (2_448_908.5 - 2_451_545.0) / 365_250.0;
        let earth = earth(t);
        let l_error_arcsec = (earth.longitude - -43.634_847_96).abs().to_degrees() * 3600.0;
        assert!(
            l_error_arcsec < L_TRUNCATION_ERROR_ARCSEC + 0.001,
            "L off by {l_error_arcsec}″"
        );
        assert!(
            (earth.radius - 0.997_607_75).abs() < 5e-5,
            "R = {}",
            earth.radius
        );
    }
}
