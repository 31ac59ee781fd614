//! A by-hand timing sanity check, not a benchmark and never an assertion:
//! `cargo test -p liuren-core --release --test astro_timing -- --ignored --nocapture`.

use std::hint::black_box;
use std::time::Instant;

use liuren_core::astro::{
    equation_of_time_seconds, is_sun_up, solar_terms_of_year, sun_apparent_longitude, term_at_or_before, terms_around,
};

/// Best of five rounds, so other processes on the machine inflate it less.
fn time_per_call(label: &str, calls: u32, mut f: impl FnMut(f64) -> f64) {
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let start = Instant::now();
        let mut sink = 0.0;
        for i in 0..calls {
            // 1800–2200 in uneven steps.
            let t = -5.36e9 + f64::from(i) * (1.26e10 / f64::from(calls)) + 0.123;
            sink += f(black_box(t));
        }
        best = best.min(start.elapsed().as_nanos() as f64 / f64::from(calls));
        black_box(sink);
    }
    println!("{label:<28} {best:>9.0} ns/call");
}

#[test]
#[ignore = "timing, run by hand in release mode"]
fn print_timings() {
    time_per_call("sun_apparent_longitude", 50_000, sun_apparent_longitude);
    time_per_call("equation_of_time_seconds", 20_000, equation_of_time_seconds);
    time_per_call("is_sun_up", 20_000, |t| f64::from(u8::from(is_sun_up(t, 116.4, 39.9))));
    time_per_call("term_at_or_before", 5_000, |t| term_at_or_before(t).unwrap().1);
    time_per_call("terms_around", 5_000, |t| terms_around(t).unwrap()[1].1);
    time_per_call("solar_terms_of_year", 100, |t| {
        let year = 1970 + (t / 31_556_952.0) as i32;
        solar_terms_of_year(year.clamp(1800, 2200)).unwrap()[5].1
    });
}
