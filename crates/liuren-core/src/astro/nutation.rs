//! Nutation (IAU 1980) and the obliquity of the ecliptic.

use super::trig;

/// Radians per arcsecond.
pub(super) const ARCSEC: f64 = std::f64::consts::PI / 648_000.0;

/// One row of the nutation series: the multiples of the fundamental arguments
/// (D, M, M′, F, Ω), then Δψ = (ψ₀ + ψ₁·T)·sin(arg) and Δε = (ε₀ + ε₁·T)·cos(arg)
/// in units of 0.0001″, T in Julian centuries TT from J2000.0.
#[derive(Debug, Clone, Copy)]
struct NutationTerm {
    args: [i8; 5],
    psi: [f64; 2],
    eps: [f64; 2],
}

/// The periodic terms of the IAU 1980 theory of nutation (Wahr 1981;
/// Seidelmann 1982, *Celestial Mechanics* 27, 79) with coefficients of at
/// least 0.0003″, in the order of J. Meeus, *Astronomical Algorithms* (2nd ed.
/// 1998), Table 22.A (63 rows). Columns: D, M, M′, F, Ω; ψ₀, ψ₁; ε₀, ε₁.
/// The 43 terms left out of the full 106 sum to under 0.01″ in Δψ.
#[rustfmt::skip]
const TABLE_22A: [NutationTerm; 63] = [
    NutationTerm { args: [ 0,  0,  0,  0,  1], psi: [-171996.0, -174.2], eps: [92025.0,   8.9] },
    NutationTerm { args: [-2,  0,  0,  2,  2], psi: [ -13187.0,   -1.6], eps: [ 5736.0,  -3.1] },
    NutationTerm { args: [ 0,  0,  0,  2,  2], psi: [  -2274.0,   -0.2], eps: [  977.0,  -0.5] },
    NutationTerm { args: [ 0,  0,  0,  0,  2], psi: [   2062.0,    0.2], eps: [ -895.0,   0.5] },
    NutationTerm { args: [ 0,  1,  0,  0,  0], psi: [   1426.0,   -3.4], eps: [   54.0,  -0.1] },
    NutationTerm { args: [ 0,  0,  1,  0,  0], psi: [    712.0,    0.1], eps: [   -7.0,   0.0] },
    NutationTerm { args: [-2,  1,  0,  2,  2], psi: [   -517.0,    1.2], eps: [  224.0,  -0.6] },
    NutationTerm { args: [ 0,  0,  0,  2,  1], psi: [   -386.0,   -0.4], eps: [  200.0,   0.0] },
    NutationTerm { args: [ 0,  0,  1,  2,  2], psi: [   -301.0,    0.0], eps: [  129.0,  -0.1] },
    NutationTerm { args: [-2, -1,  0,  2,  2], psi: [    217.0,   -0.5], eps: [  -95.0,   0.3] },
    NutationTerm { args: [-2,  0,  1,  0,  0], psi: [   -158.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2,  0,  0,  2,  1], psi: [    129.0,    0.1], eps: [  -70.0,   0.0] },
    NutationTerm { args: [ 0,  0, -1,  2,  2], psi: [    123.0,    0.0], eps: [  -53.0,   0.0] },
    NutationTerm { args: [ 2,  0,  0,  0,  0], psi: [     63.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0,  1,  0,  1], psi: [     63.0,    0.1], eps: [  -33.0,   0.0] },
    NutationTerm { args: [ 2,  0, -1,  2,  2], psi: [    -59.0,    0.0], eps: [   26.0,   0.0] },
    NutationTerm { args: [ 0,  0, -1,  0,  1], psi: [    -58.0,   -0.1], eps: [   32.0,   0.0] },
    NutationTerm { args: [ 0,  0,  1,  2,  1], psi: [    -51.0,    0.0], eps: [   27.0,   0.0] },
    NutationTerm { args: [-2,  0,  2,  0,  0], psi: [     48.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0, -2,  2,  1], psi: [     46.0,    0.0], eps: [  -24.0,   0.0] },
    NutationTerm { args: [ 2,  0,  0,  2,  2], psi: [    -38.0,    0.0], eps: [   16.0,   0.0] },
    NutationTerm { args: [ 0,  0,  2,  2,  2], psi: [    -31.0,    0.0], eps: [   13.0,   0.0] },
    NutationTerm { args: [ 0,  0,  2,  0,  0], psi: [     29.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2,  0,  1,  2,  2], psi: [     29.0,    0.0], eps: [  -12.0,   0.0] },
    NutationTerm { args: [ 0,  0,  0,  2,  0], psi: [     26.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2,  0,  0,  2,  0], psi: [    -22.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0, -1,  2,  1], psi: [     21.0,    0.0], eps: [  -10.0,   0.0] },
    NutationTerm { args: [ 0,  2,  0,  0,  0], psi: [     17.0,   -0.1], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 2,  0, -1,  0,  1], psi: [     16.0,    0.0], eps: [   -8.0,   0.0] },
    NutationTerm { args: [-2,  2,  0,  2,  2], psi: [    -16.0,    0.1], eps: [    7.0,   0.0] },
    NutationTerm { args: [ 0,  1,  0,  0,  1], psi: [    -15.0,    0.0], eps: [    9.0,   0.0] },
    NutationTerm { args: [-2,  0,  1,  0,  1], psi: [    -13.0,    0.0], eps: [    7.0,   0.0] },
    NutationTerm { args: [ 0, -1,  0,  0,  1], psi: [    -12.0,    0.0], eps: [    6.0,   0.0] },
    NutationTerm { args: [ 0,  0,  2, -2,  0], psi: [     11.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 2,  0, -1,  2,  1], psi: [    -10.0,    0.0], eps: [    5.0,   0.0] },
    NutationTerm { args: [ 2,  0,  1,  2,  2], psi: [     -8.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [ 0,  1,  0,  2,  2], psi: [      7.0,    0.0], eps: [   -3.0,   0.0] },
    NutationTerm { args: [-2,  1,  1,  0,  0], psi: [     -7.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0, -1,  0,  2,  2], psi: [     -7.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [ 2,  0,  0,  2,  1], psi: [     -7.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [ 2,  0,  1,  0,  0], psi: [      6.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2,  0,  2,  2,  2], psi: [      6.0,    0.0], eps: [   -3.0,   0.0] },
    NutationTerm { args: [-2,  0,  1,  2,  1], psi: [      6.0,    0.0], eps: [   -3.0,   0.0] },
    NutationTerm { args: [ 2,  0, -2,  0,  1], psi: [     -6.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [ 2,  0,  0,  0,  1], psi: [     -6.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [ 0, -1,  1,  0,  0], psi: [      5.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2, -1,  0,  2,  1], psi: [     -5.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [-2,  0,  0,  0,  1], psi: [     -5.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [ 0,  0,  2,  2,  1], psi: [     -5.0,    0.0], eps: [    3.0,   0.0] },
    NutationTerm { args: [-2,  0,  2,  0,  1], psi: [      4.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2,  1,  0,  2,  1], psi: [      4.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0,  1, -2,  0], psi: [      4.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-1,  0,  1,  0,  0], psi: [     -4.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-2,  1,  0,  0,  0], psi: [     -4.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 1,  0,  0,  0,  0], psi: [     -4.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0,  1,  2,  0], psi: [      3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0, -2,  2,  2], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [-1, -1,  1,  0,  0], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  1,  1,  0,  0], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0, -1,  1,  2,  2], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 2, -1, -1,  2,  2], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 0,  0,  3,  2,  2], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
    NutationTerm { args: [ 2, -1,  0,  2,  2], psi: [     -3.0,    0.0], eps: [    0.0,   0.0] },
];

/// The fundamental arguments D, M, M′, F, Ω in radians (Meeus 1998, ch. 22,
/// after the IAU 1980 theory): mean elongation of the Moon from the Sun, mean
/// anomaly of the Sun, mean anomaly of the Moon, the Moon's argument of
/// latitude, longitude of the Moon's ascending node.
fn fundamental_arguments(t: f64) -> [f64; 5] {
    #[rustfmt::skip]
    let degrees = [
        297.850_36 + t * (445_267.111_480 + t * (-0.001_914_2 + t / 189_474.0)),
        357.527_72 + t * (35_999.050_340 + t * (-0.000_160_3 - t / 300_000.0)),
        134.962_98 + t * (477_198.867_398 + t * (0.008_697_2 + t / 56_250.0)),
        93.271_91 + t * (483_202.017_538 + t * (-0.003_682_5 + t / 327_270.0)),
        125.044_52 + t * (-1_934.136_261 + t * (0.002_070_8 + t / 450_000.0)),
    ];
    degrees.map(|d| (d % 360.0).to_radians())
}

fn argument(term: &NutationTerm, fundamental: &[f64; 5]) -> f64 {
    term.args
        .iter()
        .zip(fundamental)
        .map(|(&k, &a)| f64::from(k) * a)
        .sum()
}

/// Nutation in longitude Δψ, radians, at `t` Julian centuries TT from J2000.0.
pub(super) fn nutation_in_longitude(t: f64) -> f64 {
    let fundamental = fundamental_arguments(t);
    let sum: f64 = TABLE_22A
        .iter()
        .map(|term| (term.psi[0] + term.psi[1] * t) * trig::sin(argument(term, &fundamental)))
        .sum();
    sum * 1e-4 * ARCSEC
}

/// Nutation in longitude and in obliquity (Δψ, Δε), radians.
pub(super) fn nutation(t: f64) -> (f64, f64) {
    let fundamental = fundamental_arguments(t);
    let (psi, eps) = TABLE_22A.iter().fold((0.0, 0.0), |(psi, eps), term| {
        let arg = argument(term, &fundamental);
        (
            psi + (term.psi[0] + term.psi[1] * t) * trig::sin(arg),
            eps + (term.eps[0] + term.eps[1] * t) * trig::cos(arg),
        )
    });
    (psi * 1e-4 * ARCSEC, eps * 1e-4 * ARCSEC)
}

/// Mean obliquity of the ecliptic ε₀, radians: the IAU 1980 expression
/// 23°26′21.448″ − 46.8150″T − 0.00059″T² + 0.001813″T³ (Lieske et al. 1977;
/// Meeus 1998, eq. 22.2).
pub(super) fn mean_obliquity(t: f64) -> f64 {
    (84_381.448 + t * (-46.8150 + t * (-0.000_59 + t * 0.001_813))) * ARCSEC
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Meeus (1998), Example 22.a: 1987 April 10, 0h TD (JDE 2446895.5):
    /// Δψ = −3.788″, Δε = +9.443″, ε₀ = 23°26′27.407″.
    #[test]
    fn meeus_example_22a() {
        let t = (2_446_895.5 - 2_451_545.0) / 36_525.0;
        let (psi, eps) = nutation(t);
        assert!((psi / ARCSEC - -3.788).abs() < 0.001, "Δψ {}", psi / ARCSEC);
        assert!((eps / ARCSEC - 9.443).abs() < 0.001, "Δε {}", eps / ARCSEC);
        assert_eq!(nutation_in_longitude(t), psi);
        let eps0 = mean_obliquity(t) / ARCSEC - (23.0 * 3600.0 + 26.0 * 60.0);
        assert!((eps0 - 27.407).abs() < 0.001, "ε₀ 23°26′{eps0}″");
    }
}
