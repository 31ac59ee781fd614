//! Speed targets (issue #2): one full chart, calendar included, under 20 µs;
//! all 720 lessons under 1 ms — on the 2-core development machine. And the
//! readings the page computes for one chart (issue #12: the recast of chart and
//! readings together within one 16 ms frame): every family for the general
//! question, and a topic's judgement.

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

fn readings(c: &mut Criterion) {
    use liuren_core::ask::{for_chart, Ask};
    use liuren_core::reading::Category;
    let input = CastInput::at("2026-12-02T09:30:00+08:00".parse::<Moment>().unwrap());
    let chart = cast(&input, &ChartOptions::default()).unwrap();
    c.bench_function("every reading of one chart (for_chart, general question)", |b| {
        b.iter(|| for_chart(black_box(&chart), &Ask::default()).len())
    });
    c.bench_function("a topic's judgement (求財)", |b| {
        b.iter(|| liuren_core::topic::judgement(black_box(&chart), Category::Qiucai).verdicts.len())
    });
}

criterion_group!(benches, one_chart, all_720, readings);
criterion_main!(benches);
