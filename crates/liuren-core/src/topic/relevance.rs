//! 神煞輕重 — the 神煞 of a chart ordered by relevance: those on 三傳, the
//! lesson uppers (干上, 支上 …), 年命 and the topic's 類神 first, each with why;
//! the rest after, in the text's order.
//!
//! The readings are the 神煞 family's own ([`crate::shensha::readings`]); the
//! reasons are read off their facts' `about` (the branch a 神煞 stands on and the
//! places that branch holds), so nothing is re-derived.

use serde::Serialize;

use crate::chart::Chart;
use crate::cycle::Branch;
use crate::reading::{About, Category, Place, Reading};
use crate::view::ChartView;

/// A 神煞 reading and why it matters here (empty: it touches none of the places).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Ranked {
    /// The reading.
    pub reading: Reading,
    /// Why: 「在初傳」, 「在干上」, 「臨本命」, 「類神青龍所乘」 ….
    pub reasons: Vec<String>,
}

/// The 神煞 of `chart` by relevance to it and to `category`'s 類神: the
/// relevant first (in the text's order), then the rest.
pub fn shensha(chart: &Chart, category: Category) -> Vec<Ranked> {
    let v = ChartView::new(chart);
    let lei: Vec<(String, Branch)> = super::lei_shen(chart, category)
        .into_iter()
        .filter_map(|l| l.branch.map(|b| (l.lei.name().to_string(), b)))
        .collect();
    let fate: Vec<(Place, Branch)> =
        [Place::BenMing, Place::XingNian].into_iter().filter_map(|p| v.at(p).map(|b| (p, b))).collect();
    let mut relevant = Vec::new();
    let mut rest = Vec::new();
    for r in crate::shensha::readings(chart) {
        let mut reasons: Vec<String> = Vec::new();
        let mut push = |s: String| {
            if !reasons.contains(&s) {
                reasons.push(s);
            }
        };
        for f in &r.facts {
            for a in &f.about {
                match *a {
                    About::Place(p) if Place::SLOTS.contains(&p) => push(format!("在{}", p.hanzi())),
                    About::Branch(b) => {
                        for &(p, at) in &fate {
                            if at == b {
                                push(format!("在{}", p.hanzi()));
                            }
                            if v.over(at) == b {
                                push(format!("臨{}", p.hanzi()));
                            }
                        }
                        for (name, lb) in &lei {
                            if *lb == b {
                                push(format!("類神{name}"));
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        if reasons.is_empty() {
            rest.push(Ranked { reading: r, reasons });
        } else {
            relevant.push(Ranked { reading: r, reasons });
        }
    }
    relevant.extend(rest);
    relevant
}
