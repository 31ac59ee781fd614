//! `liuren when` — 應期: the dated candidates the cited rules give for a chart, and the
//! seed text's 遲速 and 已往未來 for each 類神.

use liuren_core::cycle::Branch;
use liuren_core::reading::About;
use liuren_core::timing::{self, Timing};
use serde_json::json;

use crate::{chart_of, echo, Failure, Flags, CHART_FLAGS};

/// `liuren when --at … [--lei 酉[,卯…]] [--json]`.
pub fn command(flags: &Flags) -> Result<String, Failure> {
    flags.check_known(&[CHART_FLAGS, &["lei"]].concat())?;
    let lei = match flags.value("lei") {
        Some(v) => lei_of(v)?,
        None => Vec::new(),
    };
    let chart = chart_of(flags)?;
    let with: Vec<(Branch, About)> = lei.iter().map(|&b| (b, About::Branch(b))).collect();
    let candidates = timing::candidates(&chart, &with);
    let pace = timing::pace(&chart, &lei);
    if flags.has("json") {
        let v = json!({
            "at": chart.calendar.moment.to_rfc3339(),
            "day": chart.day().hanzi(),
            "xunkong": chart.xunkong.iter().map(|b| b.hanzi()).collect::<String>(),
            "chuan": chart.transmissions.branches.iter().map(|b| b.hanzi()).collect::<Vec<_>>(),
            "lei": lei.iter().map(|b| b.hanzi()).collect::<Vec<_>>(),
            "timing": candidates,
            "pace": pace,
        });
        return Ok(serde_json::to_string_pretty(&v).expect("serialisable"));
    }
    let mut s = format!(
        "{} {}日 三傳{} 旬空{}",
        chart.calendar.moment,
        chart.day().hanzi(),
        chart.transmissions.branches.iter().map(|b| b.hanzi()).collect::<String>(),
        chart.xunkong.iter().map(|b| b.hanzi()).collect::<String>()
    );
    for t in &candidates {
        s.push('\n');
        s.push_str(&line(t));
    }
    for r in &pace {
        let p = r.passage();
        s.push_str(&format!(
            "\n{}：{}（{}）〔{}「{}」〕",
            r.title,
            r.verdict.as_deref().unwrap_or(""),
            r.facts.iter().map(|f| f.text.as_str()).collect::<Vec<_>>().join("；"),
            p.source,
            p.text()
        ));
    }
    Ok(s)
}

/// `克應·用神絕日 寅日：2026-12-03 甲寅、… （初傳酉屬金，金絕於寅）〔《六壬大全》…「…」〕`.
fn line(t: &Timing) -> String {
    let dates: Vec<String> = t.dates.iter().map(|d| format!("{} {}", d.date, d.pillar.hanzi())).collect();
    let facts: Vec<&str> = t.facts.iter().map(|f| f.text.as_str()).collect();
    format!(
        "{} {}{}：{}（{}）〔{}「{}」〕",
        t.rule,
        t.branch.hanzi(),
        t.unit.hanzi(),
        dates.join("、"),
        facts.join("；"),
        t.passage.source,
        t.passage.text()
    )
}

/// `酉`, `酉,卯` or `酉卯`: the 類神 branches, each once.
fn lei_of(v: &str) -> Result<Vec<Branch>, Failure> {
    let mut out = Vec::new();
    for c in v.chars().filter(|c| !matches!(c, ',' | '，' | '、' | ' ')) {
        let b = c
            .to_string()
            .parse::<Branch>()
            .map_err(|_| Failure::Usage(format!("--lei: {} is not a branch (子丑寅卯辰巳午未申酉戌亥)", echo(v))))?;
        if !out.contains(&b) {
            out.push(b);
        }
    }
    if out.is_empty() {
        return Err(Failure::Usage("--lei needs a branch, e.g. --lei 酉".into()));
    }
    Ok(out)
}
