//! Speed targets (issue #2): one full chart, calendar included, under 20 µs;
//! all 720 lessons under 1 ms — on the 2-core development machine.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use liuren_core::calendar::Moment;
use liuren_core::chart::{cast, CastInput, ChartOptions};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::lessons::FourLessons;
use liuren_core::plate::Plate;
use liuren_core::transmissions::{transmissions_of, TransmissionRules};

fn one_chart(c: &mut Criterion) {
    let input = CastInput::at("2026-11-29T21:30:00+08:00".parse::<Moment>().unwrap());
    let options = ChartOptions::default();
    c.bench_function("one chart (calendar included)", |b| {
        b.iter(|| cast(black_box(&input), black_box(&options)).unwrap())
    });
}

fn all_720(c: &mut Criterion) {
    let rules = TransmissionRules::default();
    c.bench_function("720 lessons (四課 and 三傳)", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for day in GanZhi::ALL {
                for over_zi in Branch::ALL {
                    let plate = Plate::with_over_zi(over_zi);
                    let four = FourLessons::new(day, plate);
                    n += transmissions_of(black_box(day), plate, &four, rules).branches[0].since(Branch::Zi);
                }
            }
            n
        })
    });
}

criterion_group!(benches, one_chart, all_720);
criterion_main!(benches);
