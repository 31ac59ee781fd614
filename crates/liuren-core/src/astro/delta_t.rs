//! ΔT = TT − UT: how far the Earth's rotation lags a uniform clock.

/// ΔT = TT − UT in seconds for a decimal Gregorian year (see
/// [`decimal_year`](super::decimal_year)).
///
/// Model: the polynomial expressions of F. Espenak & J. Meeus, *Five
/// Millennium Canon of Solar Eclipses: −1999 to +3000* (NASA/TP-2006-214141,
/// 2006), §2.6, as published on the NASA eclipse web site ("Polynomial
/// Expressions for Delta T"). Before 1955 the values are fits to historical
/// observations (Morrison & Stephenson 2004); 1961–2005 fit the IERS values to
/// about 1 s; **after 2005 they are the authors' 2006 extrapolation**, which by
/// 2025 runs about 5 s above the observed ΔT (≈ 69 s), and beyond that no one
/// knows ΔT to better than tens of seconds. We use the polynomials as
/// published, continuous (not the mid-month samples of the Canon), so a
/// solar-term instant in UTC inherits this uncertainty while the instant in
/// TT does not.
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
    } else if y < 2050.0 {
        let t = y - 2000.0;
        poly(t, &[62.92, 0.32217, 0.005589])
    } else if y < 2150.0 {
        long_term(y) - 0.5628 * (2150.0 - y)
    } else {
        // NaN also lands here and stays NaN.
        long_term(y)
    }
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
            -500.0, 500.0, 1600.0, 1700.0, 1800.0, 1860.0, 1900.0, 1920.0, 1941.0, 1961.0, 1986.0, 2005.0, 2050.0,
            2150.0,
        ] {
            let jump = delta_t_seconds(seam) - delta_t_seconds(seam - 1e-9);
            assert!(jump.abs() < 2.0, "{seam}: jump {jump}");
        }
    }

    #[test]
    fn nan_in_nan_out() {
        assert!(delta_t_seconds(f64::NAN).is_nan());
        assert!(delta_t_seconds(f64::INFINITY).is_infinite());
    }
}
