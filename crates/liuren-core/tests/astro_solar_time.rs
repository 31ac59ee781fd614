//! Equation of time, sunrise and sunset against published and computed references.

use liuren_core::astro::{equation_of_time_seconds, is_sun_up, sunrise_sunset, SunEvent};

const DAY: f64 = 86_400.0;
/// 2024-01-01T12:00:00Z.
const NOON_2024_01_01: f64 = 1_704_110_400.0;

/// The extremes of the equation of time in the present era: about +16 min
/// 25 s near 3 November and −14 min 13 s near 11–12 February, as tabulated in
/// almanacs' daily equation-of-time columns. Sampled at 12:00 UTC each day of
/// 2024; the bounds allow ±5 s and a few days.
#[test]
fn equation_of_time_extremes_2024() {
    let samples: Vec<(usize, f64)> =
        (0..366).map(|day| (day, equation_of_time_seconds(NOON_2024_01_01 + day as f64 * DAY))).collect();
    let (max_day, max) = samples.iter().copied().fold((0, f64::MIN), |a, b| if b.1 > a.1 { b } else { a });
    let (min_day, min) = samples.iter().copied().fold((0, f64::MAX), |a, b| if b.1 < a.1 { b } else { a });
    println!("max {max:.1} s on day {max_day}, min {min:.1} s on day {min_day}");
    // Day-of-year (0 = 1 Jan) of 30 Oct–6 Nov and 8–16 Feb in the leap year 2024.
    assert!((303..=310).contains(&max_day), "maximum on day {max_day}");
    assert!((38..=46).contains(&min_day), "minimum on day {min_day}");
    assert!((985.0..=995.0).contains(&max), "max {max} s"); // 16 min 25 s ± 5 s
    assert!((-858.0..=-848.0).contains(&min), "min {min} s"); // −14 min 13 s ± 5 s
}

/// The equation of time crosses zero four times a year: about 15 April,
/// 13 June, 1 September and 25 December.
#[test]
fn equation_of_time_zeros_2024() {
    let mut crossings = Vec::new();
    let mut previous = equation_of_time_seconds(NOON_2024_01_01);
    for day in 1..366 {
        let e = equation_of_time_seconds(NOON_2024_01_01 + day as f64 * DAY);
        if e.signum() != previous.signum() {
            crossings.push(day);
        }
        previous = e;
    }
    // Day-of-year of the first day with the new sign: 15–16 Apr, 13–14 Jun,
    // 1–2 Sep, 24–26 Dec (2024 is a leap year).
    assert_eq!(crossings.len(), 4, "{crossings:?}");
    for (got, (lo, hi)) in crossings.iter().zip([(104, 107), (163, 166), (243, 246), (357, 360)]) {
        assert!((lo..=hi).contains(got), "{crossings:?}");
    }
}

/// Sunrise and sunset computed by Skyfield 1.55 on JPL DE421 with the same
/// −0.8333° horizon (`scripts/reference/sunrise_sunset.py`, which prints these
/// rows). Both sides use the same standard altitude, so this checks the
/// geometry (solar position, sidereal time, the iteration), not refraction.
#[test]
fn sunrise_sunset_matches_skyfield_de421() {
    #[rustfmt::skip]
    let cases: [(&str, f64, f64, i64, i64, i64); 7] = [
        // (place and date, lon °E, lat °N, an instant near local noon, rise, set), POSIX seconds
        ("Beijing 2024-06-21", 116.4074, 39.9042, 1718943120, 1718916362, 1718970384), // rise 20:46:02Z, set 11:46:24Z
        ("Beijing 2024-12-21", 116.4074, 39.9042, 1734753600, 1734737543, 1734771157), // rise 23:32:23Z, set 08:52:37Z
        ("Hong Kong 2026-02-04", 114.1694, 22.3193, 1770179400, 1770159657, 1770200017), // rise 23:00:57Z, set 10:13:37Z
        ("Sydney 2025-01-15", 151.2093, -33.8688, 1736906760, 1736881184, 1736932135), // rise 18:59:44Z, set 09:08:55Z
        ("Quito 2000-03-20", -78.4678, -0.1807, 953572680, 953551076, 953594666), // rise 11:17:56Z, set 23:24:25Z
        ("Reykjavik 2024-03-20", -21.9426, 64.1466, 1710941400, 1710919615, 1710963892), // rise 07:26:55Z, set 19:44:52Z
        ("Greenwich 1900-07-01", 0.0, 51.4769, -2193307156, -2193336809, -2193277188), // rise 03:45:47Z, set 20:19:28Z
    ];
    let mut worst: f64 = 0.0;
    for (label, lon, lat, noon, rise, set) in cases {
        let (our_rise, our_set) = sunrise_sunset(noon as f64, lon, lat).unwrap();
        for (ours, theirs, what) in [(our_rise, rise, "rise"), (our_set, set, "set")] {
            let SunEvent::At(t) = ours else {
                panic!("{label}: no {what}: {ours:?}");
            };
            let off = t - theirs as f64;
            // The brief's bound is 2 minutes; the geometry agrees far better.
            assert!(off.abs() < 15.0, "{label} {what}: {off:.1} s");
            worst = worst.max(off.abs());
        }
    }
    println!("worst sunrise/sunset difference from Skyfield: {worst:.1} s");
}

/// Above the Arctic Circle: midnight sun at the June solstice, polar night at
/// the December solstice (Tromsø, 69.65°N 18.96°E).
#[test]
fn polar_day_and_night() {
    let june = 1_718_967_600.0; // 2024-06-21T11:00Z
    let december = 1_734_778_800.0; // 2024-12-21T11:00Z
    assert_eq!(sunrise_sunset(june, 18.96, 69.65), Ok((SunEvent::AlwaysUp, SunEvent::AlwaysUp)));
    assert_eq!(sunrise_sunset(december, 18.96, 69.65), Ok((SunEvent::AlwaysDown, SunEvent::AlwaysDown)));
    assert!(is_sun_up(june + 12.0 * 3600.0, 18.96, 69.65)); // local midnight
    assert!(!is_sun_up(december, 18.96, 69.65)); // local noon
}
