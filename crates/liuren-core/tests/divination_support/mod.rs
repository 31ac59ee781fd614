//! Shared by the divination tests: a chart on a chosen day, month, plate and
//! hour; the readings of 射覆 and 怪異 (`divination::readings_of`) seen flat, as
//! [`Judgement`]s a test can compare with the text's words; and lookups of them
//! by passage.
#![allow(dead_code)]

use liuren_core::calendar::{day_pillar, Moment};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::divination::{readings_of, Candidate, GuaiyiKind, Passage, Topic};
use liuren_core::reading::{About, Reading, Tone};
use liuren_core::view::ChartView;

/// One reading of 射覆 or 怪異, flat: what the tests assert on.
#[derive(Debug, Clone)]
pub struct Judgement {
    pub id: String,
    /// The heading as printed (the reading's kind and title).
    pub topic: &'static str,
    pub verdict: String,
    pub passage: Passage,
    /// The facts' words.
    pub facts: Vec<String>,
    /// What each fact is about.
    pub about: Vec<Vec<About>>,
    pub variant: Option<&'static str>,
    pub tone: Option<Tone>,
}

impl From<&Reading> for Judgement {
    fn from(r: &Reading) -> Judgement {
        let p = r.passage();
        assert_eq!(r.kind.map(str::to_string), Some(r.title.to_string()), "kind and title are the heading");
        Judgement {
            id: r.id.to_string(),
            topic: r.kind.expect("a heading"),
            verdict: r.verdict.clone().expect("a verdict"),
            passage: Passage::new(p.source.line().expect("a line"), p.printed),
            facts: r.facts.iter().map(|f| f.text.clone()).collect(),
            about: r.facts.iter().map(|f| f.about.clone()).collect(),
            variant: r.variant,
            tone: r.tone,
        }
    }
}

impl std::fmt::Display for Judgement {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}：{}（{}）〔第{}行〕",
            self.id,
            self.topic,
            self.verdict,
            self.facts.join("；"),
            self.passage.line
        )
    }
}

/// 射覆: the judgements and the ranked candidates.
pub struct Shefu {
    pub judgements: Vec<Judgement>,
    pub candidates: Vec<Candidate>,
}

pub fn shefu(chart: &Chart) -> Shefu {
    Shefu {
        judgements: readings_of(chart, Topic::Shefu).iter().map(Judgement::from).collect(),
        candidates: liuren_core::divination::shefu(chart).candidates,
    }
}

pub fn guaiyi(chart: &Chart, kind: Option<GuaiyiKind>) -> Vec<Judgement> {
    readings_of(chart, Topic::Guaiyi(kind)).iter().map(Judgement::from).collect()
}

/// The problems of one family's readings on one chart: an id twice or with a
/// counter, a fact about nothing it names (a place whose branch is not beside it).
pub fn problems(chart: &Chart, readings: &[Reading]) -> Vec<String> {
    let view = ChartView::new(chart);
    let mut out = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for r in readings {
        if !ids.insert(r.id.clone()) {
            out.push(format!("{} twice", r.id));
        }
        if r.id.contains('#') || r.id.is_empty() {
            out.push(format!("{}: not a rule id", r.id));
        }
        for f in &r.facts {
            for a in &f.about {
                if let About::Place(p) = *a {
                    match view.at(p) {
                        Some(b) if f.about.contains(&About::Branch(b)) => {}
                        other => out.push(format!(
                            "{}: 「{}」 names {} without its branch {other:?}",
                            r.id,
                            f.text,
                            p.hanzi()
                        )),
                    }
                }
            }
        }
    }
    out
}

/// The `about` of the one fact of `j` whose words are `text`.
pub fn about_of<'a>(j: &'a Judgement, text: &str) -> &'a [About] {
    let i = j.facts.iter().position(|f| f == text).unwrap_or_else(|| panic!("no fact {text:?} in {j}"));
    &j.about[i]
}

/// The seed text the passages quote.
pub const SEED: &str = include_str!("../../texts/002_65f2bd96db15aa00.txt");

/// The first date from 2000 on which `day` falls between the 10th and the 25th
/// of Gregorian `month` (so the month pillar is that month's: March → 卯月, 春).
pub fn date(day: &str, month: u8) -> (i32, u8, u8) {
    let want: GanZhi = day.parse().expect("a 干支");
    for y in 2000..2100 {
        for d in 10..=25u8 {
            if day_pillar(y, month, d) == want {
                return (y, month, d);
            }
        }
    }
    unreachable!("every day of the sixty falls in such a window within a century")
}

/// The chart of `day` in `month` with heaven branch `over_zi` over earth 子 and
/// 占時 `hour` (月將 set by hand to `over_zi + hour`, so 月將加時 gives that plate).
pub fn chart(day: &str, month: u8, over_zi: Branch, hour: Branch) -> Chart {
    chart_for(day, month, over_zi, hour, None)
}

/// As [`chart`], with a querent for 年命.
pub fn chart_for(day: &str, month: u8, over_zi: Branch, hour: Branch, querent: Option<Querent>) -> Chart {
    chart_with(day, month, over_zi, hour, querent, &ChartOptions::default())
}

/// As [`chart_for`], with school options.
pub fn chart_with(
    day: &str,
    month: u8,
    over_zi: Branch,
    hour: Branch,
    querent: Option<Querent>,
    options: &ChartOptions,
) -> Chart {
    let (y, m, d) = date(day, month);
    let moment: Moment = format!("{y}-{m:02}-{d:02}T12:00:00+08:00").parse().expect("a moment");
    let input = CastInput {
        month_general: Some(over_zi.wrapping_add(hour.since(Branch::Zi) as i64)),
        hour_branch: Some(hour),
        querent,
        partner: None,
        ..CastInput::at(moment)
    };
    let c = cast(&input, options).expect("casts");
    assert_eq!(c.day().hanzi(), day);
    assert_eq!(c.plate.heaven_over(Branch::Zi), over_zi);
    c
}

/// The judgements quoting `p`.
pub fn with(js: &[Judgement], p: Passage) -> Vec<&Judgement> {
    js.iter().filter(|j| j.passage == p).collect()
}

/// The one judgement quoting `p`.
pub fn one(js: &[Judgement], p: Passage) -> &Judgement {
    let v = with(js, p);
    assert_eq!(v.len(), 1, "{} judgements quote line {} 「{}」: {v:#?}", v.len(), p.line, p.text);
    v[0]
}

/// The verdicts of the judgements quoting `p`.
pub fn verdicts(js: &[Judgement], p: Passage) -> Vec<String> {
    with(js, p).iter().map(|j| j.verdict.clone()).collect()
}

/// Whether some judgement quoting `p` has a fact containing `needle`.
pub fn has_fact(js: &[Judgement], p: Passage, needle: &str) -> bool {
    with(js, p).iter().any(|j| j.facts.iter().any(|f| f.contains(needle)))
}
