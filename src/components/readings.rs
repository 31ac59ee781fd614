//! 卷中 — the patterns (格) and quick readings (速斷) of the first seed text, as
//! the core reads them (`liuren_core::reading`, family 卷中): the 格 grouped by
//! the kind the core gives them (`Reading::kind`: 旺相, 長生, 印, 墓 …),
//! filterable, each drawn by [`ReadingCard`] with its passage (corrected
//! reading), its line, and the facts that fired it; then the quick readings.

use leptos::prelude::*;
use liuren_core::ask::Ask;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::reading::{Family, Reading};

use super::fold::Fold;
use super::reading_card::{matches, ReadingCard};
use super::{branch_gloss, use_lang, Term};

/// Whether a reading of 卷中 is one of its 格 (a kind of the text's headings,
/// [`liuren_core::readings::kind_of`]) rather than a quick reading.
pub fn is_pattern(r: &Reading) -> bool {
    liuren_core::readings::kind_of(&r.id).is_some()
}

/// The 格 among `all` matching `query`, grouped by kind in order of first
/// appearance (the core's order is the text's).
pub fn grouped<'a>(all: &'a [Reading], query: &str) -> Vec<(&'static str, Vec<&'a Reading>)> {
    let mut out: Vec<(&'static str, Vec<&Reading>)> = Vec::new();
    for r in all.iter().filter(|r| is_pattern(r) && matches(r, query)) {
        let kind = r.kind.unwrap_or("");
        match out.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, v)) => v.push(r),
            None => out.push((kind, vec![r])),
        }
    }
    out
}

/// The 卷中 panel (folded by default; its body is built only while open).
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
    // For a case given by its pillars, only what its pillars decide.
    let case = crate::cast::shown_case();
    let readings = Memo::new(move |_| {
        let ask = Ask { lei: lei.get(), ..Ask::default() };
        case.with(|p| chart.with(|c| crate::cast::family_of(p.as_ref(), c, &ask, Family::Juanzhong).readings))
    });
    let count = move || readings.with(|all| all.iter().filter(|r| is_pattern(r)).count());

    let branch_options = move || {
        Branch::ALL
            .iter()
            .map(|&b| {
                view! {
                    <option value=b.hanzi() title=branch_gloss(b) prop:selected=move || lei.get() == Some(b)>
                        {b.hanzi()}
                    </option>
                }
            })
            .collect_view()
    };

    view! {
        <section class="reading-block juan-block">
            <Fold
                class="juan-details"
                summary=move || {
                    view! {
                        <summary class="reading-heading reading-summary">
                            <Term zh="卷中" />
                            <span class="reading-count">{count}</span>
                        </summary>
                    }
                }
            >
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
                            {branch_options()}
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
                    readings.with(|all| {
                        let groups = grouped(all, &q);
                        if groups.is_empty() {
                            return view! { <p class="juan-none">{l.zh("無相符之格。")}</p> }.into_any();
                        }
                        groups
                            .into_iter()
                            .map(|(kind, ps)| {
                                let n = ps.len();
                                let items = ps
                                    .into_iter()
                                    .map(|r| view! { <li><ReadingCard reading=r.clone() class="juan-pattern" /></li> })
                                    .collect_view();
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
                            readings.with(|all| {
                                all.iter()
                                    .filter(|r| !is_pattern(r))
                                    .map(|r| view! { <li><ReadingCard reading=r.clone() class="juan-quick" /></li> })
                                    .collect_view()
                            })
                        }}
                    </ul>
                </div>
            </Fold>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::ask::of_family;
    use liuren_core::chart::{cast, CastInput, ChartOptions};
    use liuren_core::readings::KINDS;

    fn chart() -> Chart {
        cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap()
    }

    fn juanzhong(c: &Chart) -> Vec<Reading> {
        of_family(c, &Ask::default(), Family::Juanzhong)
    }

    #[test]
    fn grouping_keeps_every_pattern_once_in_the_text_order() {
        let all = juanzhong(&chart());
        let patterns = all.iter().filter(|r| is_pattern(r)).count();
        assert!(patterns > 0);
        assert!(all.iter().any(|r| !is_pattern(r)), "some quick readings");
        let groups = grouped(&all, "");
        assert_eq!(groups.iter().map(|(_, v)| v.len()).sum::<usize>(), patterns);
        // Every pattern's kind is known, and the groups follow KINDS' order.
        let order: Vec<usize> =
            groups.iter().map(|(k, _)| KINDS.iter().position(|(_, n)| n == k).expect("a known kind")).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}");
    }

    #[test]
    fn the_filter_reads_either_script_and_every_field() {
        let all = juanzhong(&chart());
        let p = all.iter().find(|r| is_pattern(r)).unwrap();
        let kind = p.kind.expect("a 格 has its kind");
        assert!(matches(p, kind));
        // Filtering by a kind's name keeps that group (and maybe others that mention it).
        let groups = grouped(&all, kind);
        assert!(groups.iter().any(
            |(k, v)| *k == kind && v.len() == all.iter().filter(|x| is_pattern(x) && x.kind == Some(kind)).count()
        ));
        assert!(grouped(&all, "no such words").is_empty());
    }
}
