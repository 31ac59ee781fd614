//! A fast cosine for summing long trigonometric series.
//!
//! The VSOP87 and nutation sums evaluate a few hundred `a·cos(b + c·t)` terms
//! per call. `f64::cos` is exact to an ulp but is an out-of-line libm call
//! (and a slow software routine on `wasm32`); the series only need each cosine
//! to about 1e-10 absolute — the largest periodic amplitude is 0.033 rad, so
//! that is below 1e-6″ in the Sun's longitude. This inlinable version reduces
//! the argument to [−π, π], folds it to [0, π/2] and sums the Taylor series of
//! cos to the x¹⁴ term, whose remainder is below (π/2)¹⁶/16! ≈ 7e-11 — times
//! the summed amplitudes (< 0.06) that is under 1e-11 rad, 2e-6″.

use std::f64::consts::{FRAC_PI_2, PI, TAU};

/// 1.5·2⁵²: adding and subtracting it rounds an `f64` below 2⁵¹ to the nearest
/// integer (ties to even) with two additions, without a libm call.
const ROUND_MAGIC: f64 = 6_755_399_441_055_744.0;

/// Taylor coefficients (−1)ⁿ/(2n)! of cos x in powers of x², n = 0..=7.
#[rustfmt::skip]
const COS_TAYLOR: [f64; 8] = [
    1.0,
    -1.0 / 2.0,
    1.0 / 24.0,
    -1.0 / 720.0,
    1.0 / 40_320.0,
    -1.0 / 3_628_800.0,
    1.0 / 479_001_600.0,
    -1.0 / 87_178_291_200.0,
];

/// cos x, absolute error below 1e-10 + 2e-16·|x| for |x| < 1e6 (the series
/// arguments stay below 3e4 rad over 1800–2200, where the rounding of the
/// argument itself is already ~4e-12). NaN in, NaN out; for huge |x| the result
/// is meaningless (possibly infinite or NaN) but it never panics.
#[inline(always)]
pub(super) fn cos(x: f64) -> f64 {
    let turns = (x * (1.0 / TAU) + ROUND_MAGIC) - ROUND_MAGIC;
    // r in 0..=π (up to rounding); cos r = −cos(π − r) folds [π/2, π] onto [0, π/2].
    let r = (x - turns * TAU).abs();
    let (r, sign) = if r > FRAC_PI_2 { (PI - r, -1.0) } else { (r, 1.0) };
    let s = r * r;
    // Horner's rule written out: at opt-level "z" a loop here is not unrolled.
    let c = &COS_TAYLOR;
    let p = c[6] + s * c[7];
    let p = c[5] + s * p;
    let p = c[4] + s * p;
    let p = c[3] + s * p;
    let p = c[2] + s * p;
    let p = c[1] + s * p;
    let p = c[0] + s * p;
    sign * p
}

/// sin x = cos(x − π/2), same accuracy as [`cos`].
#[inline(always)]
pub(super) fn sin(x: f64) -> f64 {
    cos(x - FRAC_PI_2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_std() {
        for i in -200_000..=200_000 {
            let x = f64::from(i) * 0.1503; // ±30,000 rad, off any grid of π
            let tolerance = 1e-10 + 2e-16 * x.abs();
            assert!((cos(x) - x.cos()).abs() < tolerance, "cos {x}");
            assert!((sin(x) - x.sin()).abs() < tolerance, "sin {x}");
        }
        for x in [0.0, PI, -PI, FRAC_PI_2, TAU, 1e-300] {
            assert!((cos(x) - x.cos()).abs() < 1e-10, "{x}");
        }
        assert_eq!(cos(0.0), 1.0);
    }

    #[test]
    fn never_panics() {
        assert!(cos(f64::NAN).is_nan());
        assert!(cos(f64::INFINITY).is_nan());
        let _ = cos(1e300);
        let _ = sin(-1e300);
    }
}
