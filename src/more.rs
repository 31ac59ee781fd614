//! The readings — the verdict card of a topic, 課體, 神煞, the answer, 卷中, 畢法 — mounted by
//! [`start_in`] once the chart is painted (the settings and the school choices come with the tools:
//! [`crate::tools`]). `src/main.rs` calls it through a wasm-split point, so `scripts/wasm-build` puts the code
//! only it reaches into a chunk of its own (`split_more-<hash>.wasm`, with `chunk_<n>-<hash>.wasm`, the code
//! it shares with the tools), and the page's first download holds only the casting and the chart itself.
//! The tools and the saved charts come after it ([`crate::tools`]).
//!
//! It mounts its views into the slots the chart left for it and reads the chart
//! through what the chart handed over ([`crate::slots::Shown`]): the same
//! signals and the one cast, nothing cast twice. It asks for another chart (new
//! options, a 類神 chosen) with [`Shown::apply`](crate::slots::Shown).

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use liuren_core::ask::Ask;
use liuren_core::pillars::NeedsDate;
use liuren_core::reading::{Category, Family, Reading};
use liuren_core::topic;

use crate::cast::{self, Cast, ShownCase};
use crate::components::answer::AnswerPanel;
use crate::components::bifa::BifaPanel;
use crate::components::fold::Printing;
use crate::components::patterns::PatternStrip;
use crate::components::readings::JuanzhongPanel;
use crate::components::spirits::SpiritList;
use crate::components::verdict::VerdictCard;
use crate::components::Term;
use crate::slots::{self, NEEDS, PANELS};

pub(crate) fn slot(root: &web_sys::Element, name: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(&format!("[data-slot={name}]")).ok().flatten()?.dyn_into().ok()
}

/// Mounts the panels into their slot under `root` (the chart's page), reading
/// the chart last handed over. Does nothing when the slot is not there or no
/// chart has been mounted.
pub fn start_in(root: &web_sys::Element) {
    let (Some(panels), Some(shown)) = (slot(root, PANELS), slots::shown()) else {
        return;
    };
    let slots::Shown { owner, shared, lang, cast: last_good, chart, apply, .. } = shown;
    slots::under_chart(&owner, || {
        provide_context(lang);
        // Folds build their bodies for print too (the print stylesheet opens them).
        let printing = RwSignal::new(false);
        provide_context(Printing(printing));
        let before = window_event_listener_untyped("beforeprint", move |_| printing.set(true));
        let after = window_event_listener_untyped("afterprint", move |_| printing.set(false));
        on_cleanup(move || {
            before.remove();
            after.remove();
        });
        // A case given by its pillars: the panels read only what its pillars decide.
        let case = Memo::new(move |_| last_good.with(|c| c.as_ref().and_then(Cast::pillars).cloned()));
        provide_context(ShownCase(case.into()));
        let category = Memo::new(move |_| shared.with(|s| s.category));
        // What needs a date, for the asked topic (none for a dated chart).
        let needs_date: Memo<Vec<NeedsDate>> = Memo::new(move |_| {
            let ask = Ask { category: category.get(), ..Ask::default() };
            case.with(|c| c.as_ref().map(|c| c.0.readings(&ask).needs_date).unwrap_or_default())
        });
        let decided = move |r: &Reading| needs_date.with(|n| !n.iter().any(|x| x.family == r.family && x.id == r.id));
        let spirits = Memo::new(move |_| {
            let c = category.get();
            let mut all = chart.with(|ch| topic::relevance::shensha(ch, c));
            all.retain(|x| decided(&x.reading));
            all
        });
        let patterns = Memo::new(move |_| {
            case.with(|p| chart.with(|c| cast::family_of(p.as_ref(), c, &Ask::default(), Family::Keti).readings))
        });
        // The chart read for the topic asked (none for the general question);
        // for a pillars case without what needs a date, and no 應期 (its dates need one).
        let judgement = Memo::new(move |_| {
            let c = category.get();
            (c != Category::General).then(|| {
                let mut j = chart.with(|ch| topic::judgement(ch, c));
                if case.with(Option::is_some) {
                    j.verdicts.retain(decided);
                    j.related.retain(decided);
                    j.timing.clear();
                }
                j
            })
        });
        let lei = Memo::new(move |_| shared.with(|s| s.lei));
        let seen = Memo::new(move |_| shared.with(|s| s.seen));
        let on_lei = Callback::new(move |b| slots::ask_changed(shared, apply, |s| s.lei = b));
        let on_seen = Callback::new(move |x| slots::ask_changed(shared, apply, |s| s.seen = x));

        // The header of a pillars case: what needs the year and month pillars or a date.
        if let Some(needs) = slot(root, NEEDS) {
            leptos::mount::mount_to(needs, move || {
                view! { <NeedsDateList needs=needs_date.into() category=category.into() /> }
            })
            .forget();
        }
        leptos::mount::mount_to(panels.clone(), move || {
            view! {
                <VerdictCard judgement=judgement.into() />
                <PatternStrip patterns=patterns.into() />
                <SpiritList spirits=spirits.into() />
                <AnswerPanel chart=chart.into() category=category.into() seen=seen.into() on_seen=on_seen />
                <JuanzhongPanel chart=chart.into() lei=lei.into() on_lei=on_lei />
                <BifaPanel chart=chart.into() />
            }
        })
        .forget();
    });
}

/// The readings a case given by its pillars cannot decide, by what they need:
/// the year and month pillars, or a date; and for a topic, its 應期 (dates).
///
/// Test contract: each line is `.reading-needs-line` with `data-needs`
/// (`pillars` or `date`), each title a `.reading-needs-title`.
#[component]
fn NeedsDateList(needs: Signal<Vec<NeedsDate>>, category: Signal<Category>) -> impl IntoView {
    let lang = crate::components::use_lang();
    move || {
        let l = lang.get();
        needs.with(|all| {
            let line = |key: &'static str, needs: &str, head: &'static str, gloss: &'static str| {
                let mut titles: Vec<&str> = Vec::new();
                for n in all.iter().filter(|n| n.needs == needs) {
                    if !titles.contains(&n.title.as_str()) {
                        titles.push(&n.title);
                    }
                }
                (!titles.is_empty()).then(|| {
                    let items = titles
                        .iter()
                        .map(|t| view! { <span class="reading-needs-title">{l.zh(t)}</span> })
                        .collect_view();
                    view! {
                        <p class="reading-needs-line" data-needs=key>
                            <Term zh=head en=gloss class="reading-needs-head" />
                            "："
                            {items}
                        </p>
                    }
                })
            };
            view! {
                {line(
                    "pillars",
                    "the year and month pillars, or a date",
                    "需年月柱或日期方可論",
                    "not read: these fire at some of the moments that carry this day pillar, 月將 and 占時, not at all; give the year and month pillars (or open a dated chart)",
                )}
                {line(
                    "date",
                    "a date",
                    "需日期方可論",
                    "not read: these need the moment itself (the solar term of the day, the Moon, the 農曆 date)",
                )}
                {category.get().is_topic().then(|| view! {
                    <p class="reading-needs-line" data-needs="timing">
                        <Term zh="應期之日" en="the dates of 應期" class="reading-needs-head" />
                        "："
                        <Term zh="需日期" en="dates are counted from the day of the chart: open a dated chart" />
                    </p>
                })}
            }
        })
    }
}
