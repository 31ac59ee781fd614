//! The 24 solar terms 1900–2030 against JPL DE421.
//!
//! `tests/data/solar_terms_1900_2030.csv` holds, for every year and every
//! multiple of 15°, the instant (Julian Date, TT) at which the Sun's apparent
//! geocentric longitude of date reaches it, computed from JPL DE421 with
//! Skyfield by `scripts/reference/solar_terms.py` (see
//! `tests/data/solar_terms_README.md`).
//! Our UTC instant plus our ΔT is our TT instant; ΔT cancels, so this tests
//! the theory (VSOP87D, nutation, aberration, precession), not the clock.

use liuren_core::astro::{delta_t_at, julian_day, solar_term_instant, sun_apparent_longitude_tt, SolarTerm};

const DATA: &str = include_str!("data/solar_terms_1900_2030.csv");

/// Acceptance bound: every term within 5 s (TT) of DE421.
const MAX_ERROR_SECONDS: f64 = 5.0;

struct Row {
    line: usize,
    year: i32,
    term: SolarTerm,
    tt_jd: f64,
}

fn rows() -> Vec<Row> {
    let mut lines = DATA.lines().enumerate().filter(|(_, l)| !l.starts_with('#'));
    let (_, header) = lines.next().expect("header");
    assert_eq!(header, "year,longitude,tt_jd,utc");
    lines
        .map(|(i, l)| {
            let f: Vec<&str> = l.split(',').collect();
            assert_eq!(f.len(), 4, "line {}: {l}", i + 1);
            let longitude: u16 = f[1].parse().unwrap();
            Row {
                line: i + 1,
                year: f[0].parse().unwrap(),
                term: SolarTerm::from_longitude(longitude).expect("multiple of 15"),
                tt_jd: f[2].parse().unwrap(),
            }
        })
        .collect()
}

#[test]
fn every_term_1900_2030_within_5_seconds_of_de421() {
    let rows = rows();
    assert_eq!(rows.len(), 131 * 24);
    let mut worst = (0.0_f64, 0);
    let mut sum_sq = 0.0;
    for row in &rows {
        let unix = solar_term_instant(row.year, row.term).unwrap();
        let tt_jd = julian_day(unix + delta_t_at(unix));
        let error = (tt_jd - row.tt_jd) * 86_400.0;
        assert!(error.abs() < MAX_ERROR_SECONDS, "line {}: {} {} off by {error:.3} s", row.line, row.year, row.term);
        sum_sq += error * error;
        if error.abs() > worst.0.abs() {
            worst = (error, row.line);
        }
    }
    let rms = (sum_sq / rows.len() as f64).sqrt();
    println!("max |error| {:.3} s (line {}), rms {rms:.3} s over {} terms", worst.0.abs(), worst.1, rows.len());
}

/// The same comparison in longitude at DE421's instants: no root finding,
/// no ΔT. 0.1″ of longitude is about 2.4 s of time.
#[test]
fn longitude_at_de421_instants_within_a_tenth_of_an_arcsecond() {
    let mut worst: f64 = 0.0;
    for row in rows() {
        let lambda = sun_apparent_longitude_tt(row.tt_jd);
        let diff = ((lambda - f64::from(row.term.longitude()) + 180.0).rem_euclid(360.0) - 180.0) * 3600.0;
        assert!(diff.abs() < 0.1, "line {}: {diff:.4}″", row.line);
        worst = worst.max(diff.abs());
    }
    println!("max |Δλ| {worst:.4}″");
}

/// Facts anyone can look up: published instants in UTC (which also carry
/// our ΔT, hence the minute-level tolerance).
#[test]
fn published_instants() {
    #[rustfmt::skip]
    let cases: [(i32, SolarTerm, &str, i64); 4] = [
        // 2026 立春: 2026-02-04 04:02 Beijing time (UTC+8), e.g. Hong Kong
        // Observatory / Purple Mountain Observatory almanacs.
        (2026, SolarTerm::LiChun, "2026-02-03T20:02Z", 1_770_148_920),
        // March equinox 2000: 2000-03-20 07:35 UTC (USNO, Earth's Seasons).
        (2000, SolarTerm::ChunFen, "2000-03-20T07:35Z", 953_537_700),
        // June solstice 2024: 2024-06-20 20:51 UTC (USNO).
        (2024, SolarTerm::XiaZhi, "2024-06-20T20:51Z", 1_718_916_660),
        // December solstice 1999: 1999-12-22 07:44 UTC (USNO).
        (1999, SolarTerm::DongZhi, "1999-12-22T07:44Z", 945_848_640),
    ];
    for (year, term, label, unix_minute) in cases {
        let t = solar_term_instant(year, term).unwrap();
        let off = t - unix_minute as f64;
        // The published instant is rounded to the minute: [−30 s, +30 s) plus ΔT slack.
        assert!((-40.0..40.0).contains(&off), "{year} {term} vs {label}: {off:.1} s");
    }
}
