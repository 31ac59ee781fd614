//! 課體 — the named patterns the chart shows, as a strip of names; each
//! opens to its readings ([`ReadingCard`]): facts, verse and source.
//!
//! The verses are stored as the 《六壬大全》 transcription prints them, in
//! simplified characters: the card converts them on the 繁體 page.

use leptos::prelude::*;
use liuren_core::reading::Reading;

use super::fold::Fold;
use super::reading_card::{cite, passages_simplified, ReadingCard};
use super::{use_lang, Term};
use crate::s2t::printed;

/// The readings grouped by title, in order of first appearance: where the
/// books read a pattern differently, each reading that fires is one entry.
pub fn by_name(all: &[Reading]) -> Vec<(&str, Vec<&Reading>)> {
    let mut out: Vec<(&str, Vec<&Reading>)> = Vec::new();
    for r in all {
        match out.iter_mut().find(|(n, _)| *n == r.title) {
            Some((_, v)) => v.push(r),
            None => out.push((&r.title, vec![r])),
        }
    }
    out
}

/// The 課體 strip.
#[component]
pub fn PatternStrip(patterns: Signal<Vec<Reading>>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="reading-block reading-patterns-block" aria-labelledby="reading-patterns-heading">
            <h2 id="reading-patterns-heading" class="reading-heading"><Term zh="課體" /></h2>
            <ul class="reading-patterns">
                {move || {
                    let l = lang.get();
                    patterns.with(|all| {
                        by_name(all)
                            .into_iter()
                            .map(|(name, readings)| {
                                // The summary's tooltip: each reading's passage and source.
                                let title = readings
                                    .iter()
                                    .map(|r| {
                                        let p = r.passage();
                                        let text = if passages_simplified(r) { printed(l, p.text()) } else { l.zh(p.text()) };
                                        format!("{text} — {}", l.zh(&cite(p.source)))
                                    })
                                    .collect::<Vec<_>>()
                                    .join("\n");
                                let bodies: Vec<Reading> = readings.into_iter().cloned().collect();
                                let name = l.zh(name);
                                view! {
                                    <li class="reading-pattern">
                                        <Fold summary=move || view! { <summary title=title>{name}</summary> }>
                                            {bodies
                                                .iter()
                                                .map(|r| view! { <ReadingCard reading=r.clone() class="reading-pattern-body" bare=true /> })
                                                .collect_view()}
                                        </Fold>
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
    use liuren_core::ask::{of_family, Ask};
    use liuren_core::chart::{cast, CastInput, ChartOptions};
    use liuren_core::reading::Family;

    #[test]
    fn readings_of_one_name_are_grouped() {
        let c = cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap();
        let all = of_family(&c, &Ask::default(), Family::Keti);
        let grouped = by_name(&all);
        assert_eq!(grouped.iter().map(|(_, v)| v.len()).sum::<usize>(), all.len());
        let mut names: Vec<_> = grouped.iter().map(|(n, _)| *n).collect();
        names.dedup();
        assert_eq!(names.len(), grouped.len());
        assert_eq!(grouped.first().map(|(n, _)| *n), all.first().map(|r| &*r.title));
    }
}
