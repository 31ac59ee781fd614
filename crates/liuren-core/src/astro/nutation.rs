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
    // Radians; the fast cosine reduces the combined argument itself.
    degrees.map(f64::to_radians)
}

/// The argument multiples of [`TABLE_22A`] as `f64`, converted once at compile time.
const MULTIPLES: [[f64; 5]; 63] = {
    let mut out = [[0.0; 5]; 63];
    let mut i = 0;
    while i < 63 {
        let mut j = 0;
        while j < 5 {
            out[i][j] = TABLE_22A[i].args[j] as f64;
            j += 1;
        }
        i += 1;
    }
    out
};

#[inline(always)]
fn argument(multiples: &[f64; 5], fundamental: &[f64; 5]) -> f64 {
    multiples[0] * fundamental[0]
        + multiples[1] * fundamental[1]
        + multiples[2] * fundamental[2]
        + multiples[3] * fundamental[3]
        + multiples[4] * fundamental[4]
}

/// Nutation in longitude Δψ, radians, at `t` Julian centuries TT from J2000.0.
pub(super) fn nutation_in_longitude(t: f64) -> f64 {
    nutation_in_longitude_from(&TABLE_22A, &MULTIPLES, t)
}

/// Rows of [`TABLE_22A`] in the coarse Δψ: the 18.6-year, half-year,
/// half-month and 9.3-year terms (17.2″, 1.32″, 0.23″, 0.21″); the rest add up
/// to well under 0.5″.
const COARSE_ROWS: usize = 4;

/// Δψ from the first [`COARSE_ROWS`] rows only, radians: for steering
/// Newton's method, not for results.
pub(super) fn nutation_in_longitude_coarse(t: f64) -> f64 {
    nutation_in_longitude_from(&TABLE_22A[..COARSE_ROWS], &MULTIPLES[..COARSE_ROWS], t)
}

fn nutation_in_longitude_from(table: &[NutationTerm], multiples: &[[f64; 5]], t: f64) -> f64 {
    let fundamental = fundamental_arguments(t);
    let sum: f64 = table
        .iter()
        .zip(multiples)
        .map(|(term, k)| (term.psi[0] + term.psi[1] * t) * trig::sin(argument(k, &fundamental)))
        .sum();
    sum * 1e-4 * ARCSEC
}

/// Nutation in longitude and in obliquity (Δψ, Δε), radians.
pub(super) fn nutation(t: f64) -> (f64, f64) {
    let fundamental = fundamental_arguments(t);
    let (psi, eps) = TABLE_22A.iter().zip(&MULTIPLES).fold((0.0, 0.0), |(psi, eps), (term, k)| {
        let arg = argument(k, &fundamental);
        (psi + (term.psi[0] + term.psi[1] * t) * trig::sin(arg), eps + (term.eps[0] + term.eps[1] * t) * trig::cos(arg))
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
        let coarse = nutation_in_longitude_coarse(t) / ARCSEC;
        assert!((coarse - -3.788).abs() < 0.5, "coarse Δψ {coarse}");
        let eps0 = mean_obliquity(t) / ARCSEC - (23.0 * 3600.0 + 26.0 * 60.0);
        assert!((eps0 - 27.407).abs() < 0.001, "ε₀ 23°26′{eps0}″");
    }
}
