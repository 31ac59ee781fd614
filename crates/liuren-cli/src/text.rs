//! Plain-text output of the topics and of a judgement (the chart's own text
//! layout is `liuren_core::report::text`).

use std::fmt::Write;

/// The topics as text: a line a topic, its 類神 each with its source.
pub fn topics() -> String {
    let mut o = String::new();
    for t in liuren_core::topic::TOPICS {
        let _ = writeln!(o, "{} {}", t.category.key(), t.category.hanzi());
        for l in t.lei {
            let p = l.passage();
            let _ = writeln!(o, "  {}　{}「{}」", l.lei.name(), p.source, p.text());
        }
    }
    o.trim_end().to_string()
}

/// A judgement as text: the topic, each 類神 and where it stands on one line,
/// the verdicts with their passages, and the count of 吉 and 凶 among them.
pub fn judgement(j: &liuren_core::topic::Judgement) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "占類　{}", j.topic.hanzi());
    for l in &j.lei_shen {
        let facts: Vec<&str> = l.facts.iter().map(|f| f.text.as_str()).collect();
        let _ = writeln!(o, "類神　{}：{}〔{}〕", l.lei.name(), facts.join("；"), l.passages[0].source);
    }
    for r in &j.verdicts {
        let facts: Vec<&str> = r.facts.iter().map(|f| f.text.as_str()).collect();
        let p = r.passage();
        let _ = writeln!(
            o,
            "斷　{}：{}（{}）〔{}「{}」〕",
            r.title,
            r.verdict.as_deref().unwrap_or(""),
            facts.join("；"),
            p.source,
            p.text()
        );
    }
    for t in &j.timing {
        let dates: Vec<String> = t.dates.iter().map(|d| format!("{} {}", d.date, d.pillar.hanzi())).collect();
        let _ = writeln!(
            o,
            "應期　{}：{}{}　{}〔{}〕",
            t.rule,
            t.branch,
            t.unit.hanzi(),
            dates.join("、"),
            t.passage.source
        );
    }
    let t = j.tally();
    let _ = write!(o, "吉{} 凶{}（所引原文自言吉凶者）", t.good, t.bad);
    o
}
