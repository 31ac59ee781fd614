//! 門派之別 — which school choices change *this* chart.
//!
//! The chart is cast under every combination of the options that decide the
//! transmissions (`shehai`, `fuyin-mao`, `duplicates`, `yaoke-tie`), 貴人
//! (`noble`, `ren-gui-mao-si`, `xin-yin-wu`) and 晝夜 (`day-night`: `maoshen`,
//! `yinyou`, and `sunrise` when a place is given; the hand settings `day` and
//! `night` are not school choices). An option value is listed when switching to
//! it changes the 三傳, 貴人's place or direction, 晝夜, or the 課體 names: first
//! switched alone from the chart's own options (what one tap does); failing that,
//! in the combination nearest the chart's own options where it does, with the
//! other switches it needs named in `with`.

use std::collections::HashMap;

use crate::chart::{cast, CastError, CastInput, Chart, ChartOptions};
use crate::options::{self, OPTIONS};

/// The options whose choices are weighed, with the values tried.
const WEIGHED: &[(&str, &[&str])] = &[
    ("shehai", &["depth", "mengzhong", "depth-inclusive"]),
    ("fuyin-mao", &["ziwu", "zimao"]),
    ("duplicates", &["keep", "drop"]),
    ("yaoke-tie", &["shehai", "first"]),
    ("noble", &["classical", "jiayang"]),
    ("ren-gui-mao-si", &["false", "true"]),
    ("xin-yin-wu", &["false", "true"]),
    ("day-night", &["maoshen", "yinyou", "sunrise"]),
];

/// What a choice can change, each as the chart reads it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// 三傳, e.g. `子丑寅`.
    pub transmissions: String,
    /// 貴人's heaven branch and direction, e.g. `丑 順`.
    pub noble: String,
    /// `晝` or `夜`.
    pub day_night: &'static str,
    /// The 課體 names (`keti::readings` titles), once each, in the book's order.
    pub keti: Vec<String>,
}

impl Outcome {
    /// What the chart has.
    pub fn of_chart(c: &Chart) -> Outcome {
        let mut keti: Vec<String> = Vec::new();
        for r in crate::keti::readings(c) {
            if !keti.iter().any(|k| *k == r.title) {
                keti.push(r.title.to_string());
            }
        }
        Outcome {
            transmissions: c.transmissions.branches.iter().map(|b| b.hanzi()).collect(),
            noble: format!("{} {}", c.noble, if c.generals_forward { "順" } else { "逆" }),
            day_night: if c.daytime { "晝" } else { "夜" },
            keti,
        }
    }

    /// What differs from `self` to `other`: `(what, from, to)` with what one of
    /// 三傳, 貴人, 晝夜, 課體 (課體 names joined by 、).
    pub fn changes(&self, other: &Outcome) -> Vec<Change> {
        let mut out = Vec::new();
        let mut add = |what: &'static str, a: String, b: String| {
            if a != b {
                out.push(Change { what, from: a, to: b });
            }
        };
        add("三傳", self.transmissions.clone(), other.transmissions.clone());
        add("貴人", self.noble.clone(), other.noble.clone());
        add("晝夜", self.day_night.to_string(), other.day_night.to_string());
        add("課體", self.keti.join("、"), other.keti.join("、"));
        out
    }
}

/// One thing that becomes another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// `三傳`, `貴人`, `晝夜` or `課體`.
    pub what: &'static str,
    /// As the chart has it.
    pub from: String,
    /// With the choice.
    pub to: String,
}

/// An option value that changes the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The option's key, e.g. `shehai`.
    pub option: &'static str,
    /// The value, e.g. `mengzhong`.
    pub value: &'static str,
    /// The other switches (key, value) it needs to make a difference; empty
    /// when it does alone.
    pub with: Vec<(&'static str, &'static str)>,
    /// What becomes what.
    pub changes: Vec<Change>,
    /// The option's description with its sources ([`OPTIONS`]).
    pub sources: &'static str,
}

/// The school choices that change the chart of `input` cast with `options`.
pub fn choices(input: &CastInput, options: &ChartOptions) -> Result<Vec<Choice>, CastError> {
    let weighed: Vec<(&'static str, Vec<&'static str>)> = WEIGHED
        .iter()
        .map(|(k, vs)| (*k, vs.iter().copied().filter(|v| *v != "sunrise" || input.place.is_some()).collect()))
        .collect();
    let mut memo: HashMap<ChartOptions, Outcome> = HashMap::new();
    let mut outcome = |o: &ChartOptions| -> Result<Outcome, CastError> {
        if let Some(x) = memo.get(o) {
            return Ok(x.clone());
        }
        let x = Outcome::of_chart(&cast(input, o)?);
        memo.insert(*o, x.clone());
        Ok(x)
    };
    let with = |base: &ChartOptions, k: &str, v: &str| {
        let mut o = *base;
        options::set(&mut o, k, v).expect("a weighed value is a valid one");
        o
    };
    // Every combination, nearest the chart's own options first.
    let mut combos: Vec<Vec<(&'static str, &'static str)>> = vec![Vec::new()];
    for (k, vs) in &weighed {
        let own = options::get(options, k);
        combos = combos
            .into_iter()
            .flat_map(|c| {
                vs.iter().map(move |v| {
                    let mut c = c.clone();
                    if Some(*v) != own {
                        c.push((*k, *v));
                    }
                    c
                })
            })
            .collect();
    }
    combos.sort_by_key(Vec::len);

    let here = outcome(options)?;
    let mut out = Vec::new();
    for (k, vs) in &weighed {
        let own = options::get(options, k);
        for &v in vs {
            if Some(v) == own {
                continue;
            }
            let sources = OPTIONS.iter().find(|s| s.key == *k).map_or("", |s| s.about);
            let alone = outcome(&with(options, k, v))?;
            if alone != here {
                out.push(Choice { option: k, value: v, with: Vec::new(), changes: here.changes(&alone), sources });
                continue;
            }
            for c in combos.iter().filter(|c| !c.is_empty() && c.iter().all(|(ck, _)| ck != k)) {
                let base = c.iter().fold(*options, |o, (ck, cv)| with(&o, ck, cv));
                let (a, b) = match (outcome(&base), outcome(&with(&base, k, v))) {
                    (Ok(a), Ok(b)) => (a, b),
                    _ => continue,
                };
                if a != b {
                    out.push(Choice { option: k, value: v, with: c.clone(), changes: a.changes(&b), sources });
                    break;
                }
            }
        }
    }
    Ok(out)
}
