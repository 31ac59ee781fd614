//! ΔT = TT − UT: how far the Earth's rotation lags a uniform clock.

/// ΔT = TT − UT in seconds for a decimal Gregorian year (see
/// [`decimal_year`](super::decimal_year)).
///
/// Model: the polynomial expressions of F. Espenak & J. Meeus, *Five
/// Millennium Canon of Solar Eclipses: −1999 to +3000* (NASA/TP-2006-214141,
/// 2006), §2.6, as published on the NASA eclipse web site ("Polynomial
/// Expressions for Delta T"). Before 1955 the values are fits to historical
/// observations (Morrison & Stephenson 2004); 1961–2005 fit the IERS values to
/// about 1 s; after 2005 they are the authors' 2006 extrapolation, which by
/// 2025 runs about 5 s above the observed ΔT (≈ 69 s). So for 2005–2025 the
/// observed IERS values are used instead ([`OBSERVED`]), and after 2025 the
/// forecast is shifted to meet them, the shift fading out by 2050. Beyond the
/// last observation no one knows ΔT to better than seconds (growing to tens of
/// seconds within decades), so a solar-term instant in UTC inherits that
/// uncertainty while the instant in TT does not.
///
/// Defined for every real input (the long-term parabola applies outside
/// −500..2150); NaN in, NaN out.
///
/// ```
/// use liuren_core::astro::delta_t_seconds;
///
/// assert!((delta_t_seconds(2000.0) - 63.86).abs() < 0.01);
/// assert!((delta_t_seconds(1900.0) - -2.79).abs() < 0.01);
/// ```
pub fn delta_t_seconds(decimal_year: f64) -> f64 {
    let y = decimal_year;
    // Each branch cites its interval in Espenak & Meeus (2006).
    if y < -500.0 {
        long_term(y)
    } else if y < 500.0 {
        let u = y / 100.0;
        poly(u, &[10583.6, -1014.41, 33.78311, -5.952053, -0.1798452, 0.022174192, 0.0090316521])
    } else if y < 1600.0 {
        let u = (y - 1000.0) / 100.0;
        poly(u, &[1574.2, -556.01, 71.23472, 0.319781, -0.8503463, -0.005050998, 0.0083572073])
    } else if y < 1700.0 {
        let t = y - 1600.0;
        poly(t, &[120.0, -0.9808, -0.01532, 1.0 / 7129.0])
    } else if y < 1800.0 {
        let t = y - 1700.0;
        poly(t, &[8.83, 0.1603, -0.0059285, 0.00013336, -1.0 / 1_174_000.0])
    } else if y < 1860.0 {
        let t = y - 1800.0;
        poly(t, &[13.72, -0.332447, 0.0068612, 0.0041116, -0.00037436, 0.0000121272, -0.0000001699, 0.000000000875])
    } else if y < 1900.0 {
        let t = y - 1860.0;
        poly(t, &[7.62, 0.5737, -0.251754, 0.01680668, -0.0004473624, 1.0 / 233_174.0])
    } else if y < 1920.0 {
        let t = y - 1900.0;
        poly(t, &[-2.79, 1.494119, -0.0598939, 0.0061966, -0.000197])
    } else if y < 1941.0 {
        let t = y - 1920.0;
        poly(t, &[21.20, 0.84493, -0.076100, 0.0020936])
    } else if y < 1961.0 {
        let t = y - 1950.0;
        poly(t, &[29.07, 0.407, -1.0 / 233.0, 1.0 / 2547.0])
    } else if y < 1986.0 {
        let t = y - 1975.0;
        poly(t, &[45.45, 1.067, -1.0 / 260.0, -1.0 / 718.0])
    } else if y < 2005.0 {
        let t = y - 2000.0;
        poly(t, &[63.86, 0.3345, -0.060374, 0.0017275, 0.000651814, 0.00002373599])
    } else if y < OBSERVED_END {
        observed(y)
    } else if y < 2050.0 {
        // DIFFERENCE: after the last observed value the Espenak–Meeus forecast is
        // shifted to meet it, and the shift fades out linearly by 2050, where their
        // next piece begins — continuous, and 6 s nearer the real ΔT in 2026.
        let shift = espenak_meeus_2005_2050(OBSERVED_END) - observed(OBSERVED_END);
        espenak_meeus_2005_2050(y) - shift * (2050.0 - y) / (2050.0 - OBSERVED_END)
    } else if y < 2150.0 {
        long_term(y) - 0.5628 * (2150.0 - y)
    } else {
        // NaN also lands here and stays NaN.
        long_term(y)
    }
}

/// Espenak & Meeus (2006) for 2005–2050: their 2006 forecast.
fn espenak_meeus_2005_2050(y: f64) -> f64 {
    poly(y - 2000.0, &[62.92, 0.32217, 0.005589])
}

/// The end of [`OBSERVED`]: 2025.0.
const OBSERVED_END: f64 = 2025.0;

/// ΔT on 1 January of 2005, 2006, … 2025 (seconds): the IERS values (Bulletins
/// A/B, `finals2000A`) as bundled in Skyfield 1.55 (`load.timescale(builtin=True)`),
/// read with `scripts/reference/solar_terms.py`'s environment. Observed, not
/// forecast: the Espenak–Meeus polynomial runs 5 s above them by 2025.
#[rustfmt::skip]
const OBSERVED: [f64; 21] = [
    64.688, 64.845, 65.146, 65.457, 65.777, 66.070, 66.325, 66.603, 66.907, 67.281,
    67.644, 68.102, 68.593, 68.968, 69.220, 69.361, 69.359, 69.294, 69.204, 69.175,
    69.138,
];

/// ΔT between 2005.0 and 2025.0 by linear interpolation in [`OBSERVED`].
fn observed(y: f64) -> f64 {
    let x = (y - 2005.0).clamp(0.0, 20.0);
    let i = (x.floor() as usize).min(19);
    let f = x - i as f64;
    OBSERVED[i] + (OBSERVED[i + 1] - OBSERVED[i]) * f
}

/// The long-term parabola −20 + 32·u², u = (y − 1820)/100 (Espenak & Meeus
/// 2006, after Morrison & Stephenson 2004).
fn long_term(y: f64) -> f64 {
    let u = (y - 1820.0) / 100.0;
    -20.0 + 32.0 * u * u
}

/// Σ cᵢ·xⁱ by Horner's rule.
fn poly(x: f64, coefficients: &[f64]) -> f64 {
    coefficients.iter().rev().fold(0.0, |acc, &c| acc * x + c)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ΔT at the epochs of Espenak & Meeus (2006), Table 2.3 / the NASA
    /// "Historical values of Delta T" table (seconds), where the polynomials
    /// reproduce the tabulated values to within their stated fit.
    #[test]
    fn matches_tabulated_values() {
        #[rustfmt::skip]
        let cases: [(f64, f64, f64); 9] = [
            // (year, tabulated ΔT, tolerance)
            (1800.0, 13.7,  0.1),
            (1850.0,  7.1,  0.2),
            (1900.0, -2.7,  0.2),
            (1950.0, 29.1,  0.1),
            (1970.0, 40.2,  0.2),
            (1980.0, 50.5,  0.2),
            (1990.0, 56.9,  0.2),
            (2000.0, 63.8,  0.1),
            (2005.0, 64.7,  0.2),
        ];
        for (year, expected, tolerance) in cases {
            let got = delta_t_seconds(year);
            assert!((got - expected).abs() <= tolerance, "{year}: {got} vs {expected}");
        }
    }

    /// The pieces join without jumps bigger than a couple of seconds (the
    /// published polynomials are not exactly continuous at every seam).
    #[test]
    fn nearly_continuous() {
        for seam in [
            -500.0, 500.0, 1600.0, 1700.0, 1800.0, 1860.0, 1900.0, 1920.0, 1941.0, 1961.0, 1986.0, 2005.0, 2025.0,
            2050.0, 2150.0,
        ] {
            let jump = delta_t_seconds(seam) - delta_t_seconds(seam - 1e-9);
            assert!(jump.abs() < 2.0, "{seam}: jump {jump}");
        }
    }

    /// The observed IERS values (as bundled in Skyfield 1.55): 2010.0 66.07 s,
    /// 2020.0 69.36 s; mid-year values interpolate.
    #[test]
    fn observed_values_after_2005() {
        assert!((delta_t_seconds(2010.0) - 66.07).abs() < 0.01);
        assert!((delta_t_seconds(2020.0) - 69.361).abs() < 0.01);
        assert!((delta_t_seconds(2019.5) - (69.220 + 69.361) / 2.0).abs() < 0.01);
        // After the last observation the forecast meets it without a jump and rises slowly.
        assert!((delta_t_seconds(2025.0 + 1e-9) - 69.138).abs() < 0.01);
        assert!(delta_t_seconds(2030.0) > 69.0 && delta_t_seconds(2030.0) < 75.0);
    }

    #[test]
    fn nan_in_nan_out() {
        assert!(delta_t_seconds(f64::NAN).is_nan());
        assert!(delta_t_seconds(f64::INFINITY).is_infinite());
    }
}
