//! 2,000 fixed charts — varied days, rotations, hours, persons and options — for
//! the check that one model of a reading keeps every family's behaviour: the
//! same readings fire on each chart as before (`tests/data/fired_2000.tsv`,
//! recorded from the engine before the one model existed).

#![allow(dead_code)]

use liuren_core::calendar::{Moment, Place};
use liuren_core::chart::{CastInput, ChartOptions, Querent, Sex};
use liuren_core::cycle::Branch;
use liuren_core::divination::{GuaiyiKind, Topic};
use liuren_core::options;

/// One fixed case: the inputs, the options, the question's topic and the 類神.
pub struct Case {
    pub no: usize,
    pub input: CastInput,
    pub options: ChartOptions,
    pub topic: Option<Topic>,
    pub lei: Option<Branch>,
}

/// A small deterministic generator (a 64-bit LCG, Knuth's constants).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// The school options when the record was made, with their values as they were
/// then (default first): `shehai` had two values and `duplicates` defaulted to
/// `drop`. Pinned here so that the cases (and the random stream that picks them)
/// stay those of the record when the options change.
const RECORDED_OPTIONS: [(&str, &[&str]); 10] = [
    ("day-starts", &["23", "0"]),
    ("true-solar", &["false", "true"]),
    ("shehai", &["depth", "mengzhong"]),
    ("fuyin-mao", &["ziwu", "zimao"]),
    ("duplicates", &["drop", "keep"]),
    ("yaoke-tie", &["shehai", "first"]),
    ("noble", &["classical", "jiayang"]),
    ("ren-gui-mao-si", &["false", "true"]),
    ("xin-yin-wu", &["false", "true"]),
    ("day-night", &["maoshen", "yinyou", "sunrise", "day", "night"]),
];

/// The 2,000 cases, the same on every run.
pub fn cases() -> Vec<Case> {
    let mut r = Lcg(0x6c69_7572_656e);
    let mut out = Vec::with_capacity(2000);
    for no in 0..2000 {
        // 1901-01-01 .. 2099-12-31, any second, any offset from -12:00 to +14:00 in quarter hours.
        let unix = -2_177_452_800 + r.below(6_279_897_600) as i64;
        let offset_minutes = r.below(105) as i32 * 15 - 720;
        let mut input = CastInput::at(Moment { unix, offset_minutes });
        let mut opts = ChartOptions::default();
        // The options of the record, in its order, each from the record's default
        // (options added later stay at their default).
        for (key, values) in RECORDED_OPTIONS {
            options::set(&mut opts, key, values[0]).expect("a listed value");
            // Each option at its default three times in four.
            if r.below(4) == 0 {
                let v = values[r.below(values.len() as u64) as usize];
                options::set(&mut opts, key, v).expect("a listed value");
            }
        }
        if r.below(3) == 0
            || options::get(&opts, "true-solar") == Some("true")
            || options::get(&opts, "day-night") == Some("sunrise")
        {
            let lon = r.below(3600) as f64 / 10.0 - 180.0;
            let lat = r.below(1300) as f64 / 10.0 - 65.0;
            input.place = Some(Place::new(lon, lat).expect("in range"));
        }
        if r.below(5) == 0 {
            input.month_general = Some(Branch::ALL[r.below(12) as usize]);
            input.hour_branch = Some(Branch::ALL[r.below(12) as usize]);
        }
        let sex = |r: &mut Lcg| if r.below(2) == 0 { Sex::Male } else { Sex::Female };
        let year = 1901 + (unix / 31_556_952) as i32 + 1970 - 1901;
        if r.below(2) == 0 {
            let age = r.below(90) as i32 + 1;
            input.querent = Some(Querent { birth_year: (year - age).max(1800), sex: sex(&mut r) });
            if r.below(3) == 0 {
                let age = r.below(90) as i32 + 1;
                input.partner = Some(Querent { birth_year: (year - age).max(1800), sex: sex(&mut r) });
            }
        }
        let topic = match r.below(4) {
            0 => None,
            1 => Some(Topic::Shefu),
            2 => Some(Topic::Guaiyi(None)),
            _ => {
                let kind = GuaiyiKind::NAMES[r.below(10) as usize];
                let at = Branch::ALL[r.below(12) as usize];
                let spec =
                    if r.below(2) == 0 { format!("guaiyi:{kind}") } else { format!("guaiyi:{kind}:{}", at.hanzi()) };
                // Kinds without a place take none.
                Some(spec.parse().unwrap_or_else(|_| format!("guaiyi:{kind}").parse().expect("a valid topic")))
            }
        };
        let lei = (r.below(3) == 0).then(|| Branch::ALL[r.below(12) as usize]);
        out.push(Case { no, input, options: opts, topic, lei });
    }
    out
}
