//! 課體 — the named patterns the chart shows, as a strip of names; each
//! opens to its facts, its defining line and its source.
//!
//! The lines are stored as the 《六壬大全》 transcription prints them, in
//! simplified characters: the 繁體 page shows them converted ([`crate::s2t`]),
//! the 简体 page as stored, each with the matching `lang`.

use leptos::prelude::*;
use liuren_core::keti::Found;

use super::{use_lang, Term};
use crate::s2t::printed;

/// The patterns grouped by name, in order of first appearance: where the
/// books read a pattern differently, each reading that fires is one entry.
pub fn by_name(all: &[Found]) -> Vec<(&'static str, Vec<&Found>)> {
    let mut out: Vec<(&'static str, Vec<&Found>)> = Vec::new();
    for f in all {
        match out.iter_mut().find(|(n, _)| *n == f.name()) {
            Some((_, v)) => v.push(f),
            None => out.push((f.name(), vec![f])),
        }
    }
    out
}

/// The 課體 strip.
#[component]
pub fn PatternStrip(patterns: Signal<Vec<Found>>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="reading-block reading-patterns-block" aria-labelledby="reading-patterns-heading">
            <h2 id="reading-patterns-heading" class="reading-heading"><Term zh="課體" /></h2>
            <ul class="reading-patterns">
                {move || {
                    let l = lang.get();
                    patterns
                        .with(|all| {
                            by_name(all)
                                .into_iter()
                                .map(|(name, readings)| {
                                    let title = readings.iter().map(|f| format!("{} — {}", printed(l, f.pattern.verse), l.zh(f.pattern.source))).collect::<Vec<_>>().join("\n");
                                    let bodies = readings
                                        .iter()
                                        .map(|f| {
                                            let p = f.pattern;
                                            let facts = f.facts.iter().map(|x| view! { <li>{l.zh(x)}</li> }).collect_view();
                                            view! {
                                                <div class="reading-pattern-body">
                                                    <ul class="reading-pattern-facts">{facts}</ul>
                                                    <blockquote class="reading-pattern-verse" lang=l.html_lang()>{printed(l, p.verse)}</blockquote>
                                                    <p class="reading-pattern-source">{l.zh(p.source)}</p>
                                                </div>
                                            }
                                        })
                                        .collect_view();
                                    view! {
                                        <li class="reading-pattern">
                                            <details>
                                                <summary title=title>{l.zh(name)}</summary>
                                                {bodies}
                                            </details>
                                        </li>
                                    }
                                })
                                .collect_view()
                        })
                }}
            </ul>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::chart::{cast, CastInput, ChartOptions};
    use liuren_core::keti;

    #[test]
    fn readings_of_one_name_are_grouped() {
        let c = cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap();
        let all = keti::chart_patterns(&c);
        let grouped = by_name(&all);
        assert_eq!(grouped.iter().map(|(_, v)| v.len()).sum::<usize>(), all.len());
        let mut names: Vec<_> = grouped.iter().map(|(n, _)| *n).collect();
        names.dedup();
        assert_eq!(names.len(), grouped.len());
        assert_eq!(grouped.first().map(|(n, _)| *n), all.first().map(Found::name));
    }
}
