//! 卷中 — the patterns (格) and quick readings (速斷) of the first seed text, as
//! `liuren_core::readings` finds them: grouped by kind, filterable, each with
//! its passage (corrected reading) and line, and the facts that fired it.

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::readings::{patterns_with, quick, Pattern, Reading};
use liuren_core::shensha::errata::corrected;

use super::{branch_gloss, use_lang, Term};
use crate::i18n::{simplify, Lang};

/// The kinds of pattern, by the prefix of their id, in the text's order.
pub const KINDS: [(&str, &str); 9] = [
    ("strength", "旺相"),
    ("stages", "長生"),
    ("tomb", "墓"),
    ("virtue", "德"),
    ("harmony", "合"),
    ("ghost", "鬼"),
    ("clash", "刑沖破害"),
    ("course", "始終"),
    ("purity", "純雜"),
];

/// The kind's name of a pattern id (`tomb.sit` → 墓); the prefix itself when unknown.
pub fn kind_of(id: &str) -> &str {
    let prefix = id.split('.').next().unwrap_or(id);
    KINDS.iter().find(|(k, _)| *k == prefix).map_or(prefix, |(_, name)| name)
}

/// Whether `query` (in either script) occurs in the pattern's title, passage,
/// facts or kind. An empty (or blank) query matches everything.
pub fn pattern_matches(p: &Pattern, query: &str) -> bool {
    let q = simplify(query.trim());
    if q.is_empty() {
        return true;
    }
    let hay = [p.title.to_string(), corrected(p.passage.text), p.facts.join("\n"), kind_of(p.id).to_string()];
    hay.iter().any(|h| simplify(h).contains(&q))
}

/// The patterns matching `query`, grouped by kind in order of first appearance
/// (the core's order is the text's).
pub fn grouped<'a>(all: &'a [Pattern], query: &str) -> Vec<(&'a str, Vec<&'a Pattern>)> {
    let mut out: Vec<(&str, Vec<&Pattern>)> = Vec::new();
    for p in all.iter().filter(|p| pattern_matches(p, query)) {
        let kind = kind_of(p.id);
        match out.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, v)) => v.push(p),
            None => out.push((kind, vec![p])),
        }
    }
    out
}

/// «卷中 第N行».
pub fn juanzhong_line(line: u32) -> String {
    format!("«卷中 第{line}行»")
}

/// One passage with its line, and the facts.
fn quoted(l: Lang, passage: String, line: u32, facts: &[String]) -> impl IntoView {
    let facts = facts.iter().map(|f| view! { <li>{l.zh(f)}</li> }).collect_view();
    view! {
        <ul class="juan-facts">{facts}</ul>
        <blockquote class="juan-passage">
            {l.zh(&passage)}
            " "
            <cite class="juan-line">{l.zh(&juanzhong_line(line))}</cite>
        </blockquote>
    }
}

fn pattern_view(l: Lang, p: &Pattern) -> impl IntoView {
    view! {
        <li class="juan-pattern" data-id=p.id>
            <h4 class="juan-title">{l.zh(p.title)}</h4>
            {quoted(l, corrected(p.passage.text), p.passage.line, &p.facts)}
        </li>
    }
}

fn reading_view(l: Lang, r: &Reading) -> impl IntoView {
    view! {
        <li class="juan-quick">
            <h4 class="juan-title">
                {l.zh(r.topic)}
                <span class="juan-verdict">{l.zh(&r.verdict)}</span>
            </h4>
            {quoted(l, corrected(r.passage.text), r.passage.line, &r.facts)}
        </li>
    }
}

/// The 卷中 panel (folded by default).
#[component]
pub fn JuanzhongPanel(
    chart: Signal<Chart>,
    /// The 類神 (`None`: 初傳, the core's default; part of the share link).
    lei: Signal<Option<Branch>>,
    /// Receives the 類神 when the reader changes it.
    on_lei: Callback<Option<Branch>>,
) -> impl IntoView {
    let lang = use_lang();
    let query = RwSignal::new(String::new());
    let patterns = Memo::new(move |_| chart.with(|c| patterns_with(c, lei.get())));
    let quicks = Memo::new(move |_| chart.with(|c| quick(c, lei.get())));

    let branch_options = Branch::ALL
        .iter()
        .map(|&b| {
            view! {
                <option value=b.hanzi() title=branch_gloss(b) prop:selected=move || lei.get() == Some(b)>
                    {b.hanzi()}
                </option>
            }
        })
        .collect_view();

    view! {
        <section class="reading-block juan-block">
            <details class="juan-details">
                <summary class="reading-heading reading-summary">
                    <Term zh="卷中" />
                    <span class="reading-count">{move || patterns.with(Vec::len)}</span>
                </summary>
                <div class="juan-controls">
                    <label class="juan-control">
                        <Term zh="類神" />
                        <select
                            class="juan-lei"
                            on:change=move |ev| on_lei.run(event_target_value(&ev).parse::<Branch>().ok())
                        >
                            <option value="" prop:selected=move || lei.get().is_none()>
                                {move || lang.get().zh("初傳（用神）")}
                            </option>
                            {branch_options}
                        </select>
                    </label>
                    <label class="juan-control juan-control-grow">
                        <Term zh="篩選" />
                        <input
                            class="juan-filter"
                            type="search"
                            placeholder=move || lang.get().zh("墓、德、合…")
                            prop:value=move || query.get()
                            on:input=move |ev| query.set(event_target_value(&ev))
                        />
                    </label>
                </div>
                {move || {
                    let l = lang.get();
                    let q = query.get();
                    patterns.with(|all| {
                        let groups = grouped(all, &q);
                        if groups.is_empty() {
                            return view! { <p class="juan-none">{l.zh("無相符之格。")}</p> }.into_any();
                        }
                        groups
                            .into_iter()
                            .map(|(kind, ps)| {
                                let n = ps.len();
                                let items = ps.into_iter().map(|p| pattern_view(l, p)).collect_view();
                                view! {
                                    <div class="juan-group">
                                        <h3 class="juan-kind">{l.zh(kind)}<span class="reading-count">{n}</span></h3>
                                        <ul class="juan-list">{items}</ul>
                                    </div>
                                }
                            })
                            .collect_view()
                            .into_any()
                    })
                }}
                <div class="juan-group juan-quick-group">
                    <h3 class="juan-kind"><Term zh="速斷" /></h3>
                    <ul class="juan-list">
                        {move || {
                            let l = lang.get();
                            quicks.with(|all| all.iter().map(|r| reading_view(l, r)).collect_view())
                        }}
                    </ul>
                </div>
            </details>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::chart::{cast, CastInput, ChartOptions};

    fn chart() -> Chart {
        cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap()
    }

    #[test]
    fn kinds_by_id() {
        assert_eq!(kind_of("tomb.sit"), "墓");
        assert_eq!(kind_of("clash.lei_xing"), "刑沖破害");
        assert_eq!(kind_of("purity.pure"), "純雜");
        assert_eq!(kind_of("other.x"), "other");
    }

    #[test]
    fn grouping_keeps_every_pattern_once_in_the_text_order() {
        let all = patterns_with(&chart(), None);
        assert!(!all.is_empty());
        let groups = grouped(&all, "");
        assert_eq!(groups.iter().map(|(_, v)| v.len()).sum::<usize>(), all.len());
        // Every pattern's kind is known, and the groups follow KINDS' order.
        let order: Vec<usize> =
            groups.iter().map(|(k, _)| KINDS.iter().position(|(_, n)| n == k).expect("a known kind")).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
    }

    #[test]
    fn the_filter_reads_either_script_and_every_field() {
        let all = patterns_with(&chart(), None);
        let p = &all[0];
        assert!(pattern_matches(p, ""));
        assert!(pattern_matches(p, "  "));
        assert!(pattern_matches(p, p.title));
        assert!(pattern_matches(p, &simplify(p.title)));
        assert!(pattern_matches(p, &p.facts[0]));
        assert!(pattern_matches(p, kind_of(p.id)));
        assert!(!pattern_matches(p, "no such words"));
        // Filtering by a kind's name keeps that group (and maybe others that mention it).
        let kind = kind_of(p.id);
        let groups = grouped(&all, kind);
        assert!(groups
            .iter()
            .any(|(k, v)| *k == kind && v.len() == all.iter().filter(|x| kind_of(x.id) == kind).count()));
    }

    #[test]
    fn lines_are_quoted_with_their_source() {
        assert_eq!(juanzhong_line(427), "«卷中 第427行»");
    }
}
