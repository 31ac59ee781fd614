//! The rest of the page — the verdict card of a topic, 課體, 神煞, the answer, 卷中, 畢法, the settings, the
//! school choices that change this chart (opened, `components::choices`) and the saved charts — mounted by
//! [`start_in`] once the chart is painted. `src/main.rs` calls it through a wasm-split point, so
//! `scripts/wasm-build` puts the code only it reaches into a chunk of its own (`split_more-<hash>.wasm`),
//! and the page's first download holds only the casting and the chart itself.
//!
//! This half shares one Leptos runtime with the chart but still talks to it only
//! through the page and the messages of [`crate::message`] (as when it was a
//! second module): it mounts its views into the slots the chart left for it,
//! casts the same chart from the same share query with the same core, and asks
//! for another chart (a saved one opened, new options) with [`Message::Apply`].

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use liuren_core::ask::Ask;
use liuren_core::chart::CastInput;
use liuren_core::pillars::NeedsDate;
use liuren_core::reading::{Category, Family, Reading};
use liuren_core::topic;

use crate::cast::{self, Cast, ShownCase};
use crate::components::answer::AnswerPanel;
use crate::components::bifa::BifaPanel;
use crate::components::choices::ChoicesPanel;
use crate::components::export::MoreTools;
use crate::components::find::FindMoments;
use crate::components::fold::Printing;
use crate::components::patterns::PatternStrip;
use crate::components::readings::JuanzhongPanel;
use crate::components::saved::SavedPanel;
use crate::components::settings::SettingsPanel;
use crate::components::spirits::SpiritList;
use crate::components::verdict::VerdictCard;
use crate::components::Term;
use crate::i18n::Lang;
use crate::message::{self, Message, FIND, NEEDS, PANELS, TAIL, TOOLS};
use crate::placeholder::{placeholder_chart, PLACEHOLDER_MOMENT};
use crate::prefs::{self, Settings};
use crate::share::{self, Shared};

fn slot(root: &web_sys::Element, name: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(&format!("[data-slot={name}]")).ok().flatten()?.dyn_into().ok()
}

/// Asks the first module, from `from`, for `shared`'s chart.
fn apply(from: &web_sys::Element, shared: &Shared) {
    message::tell(from, &Message::Apply { query: share::build(shared) });
}

/// Second module: mounts the panels and the tail into the slots under `root`
/// (the first module's page). Does nothing when the slots are not there.
pub fn start_in(root: &web_sys::Element) {
    let (Some(panels), Some(tail)) = (slot(root, PANELS), slot(root, TAIL)) else {
        return;
    };
    let owner = Owner::new();
    owner.with(|| {
        // What the first module told the slot before this module started.
        let (q0, l0) = match Message::last_state(&panels) {
            Some(Message::State { query, lang }) => (query, lang),
            _ => (String::new(), Lang::default()),
        };
        let query = RwSignal::new(q0);
        let lang = RwSignal::new(l0);
        provide_context(lang);
        // Folds build their bodies for print too (the print stylesheet opens them).
        let printing = RwSignal::new(false);
        provide_context(Printing(printing));
        std::mem::forget(window_event_listener_untyped("beforeprint", move |_| printing.set(true)));
        std::mem::forget(window_event_listener_untyped("afterprint", move |_| printing.set(false)));
        let listener = message::listen(&panels, move |m| {
            let Message::State { query: q, lang: l } = m else { return };
            if query.with_untracked(|old| *old != q) {
                query.set(q);
            }
            if lang.get_untracked() != l {
                lang.set(l);
            }
        });
        // Kept by the owner, which lives as long as the page.
        StoredValue::new_local(listener);

        // The same cast as the first module's, from the same query; a query
        // that does not cast keeps the last chart, as there.
        let shared = Memo::new(move |prev: Option<&Shared>| {
            query
                .with(|q| share::parse(q).ok().flatten())
                .or_else(|| prev.cloned())
                .unwrap_or_else(|| Shared::new(CastInput::at(PLACEHOLDER_MOMENT), Default::default()))
        });
        let last_good: Memo<Option<Cast>> = Memo::new(move |prev: Option<&Option<Cast>>| {
            shared.with(|s| cast::cast(s).ok()).or_else(|| prev.cloned().flatten())
        });
        let chart = Memo::new(move |_| {
            last_good.with(|c| c.as_ref().map(|c| c.chart().clone())).unwrap_or_else(placeholder_chart)
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
        let options = Memo::new(move |_| shared.with(|s| s.options));
        let input = Memo::new(move |_| shared.with(|s| s.input));
        let is_case = Memo::new(move |_| case.with(Option::is_some));

        let tail_el = StoredValue::new_local(web_sys::Element::from(tail.clone()));
        let error = RwSignal::new(None::<String>);
        // Ask the first module for this chart changed by `f`.
        let change = move |f: &dyn Fn(&mut Shared)| {
            let mut s = shared.get_untracked();
            f(&mut s);
            tail_el.with_value(|el| apply(el, &s));
        };
        let on_options = Callback::new(move |o| {
            leptos::task::spawn_local(async move {
                let stored = prefs::update(|p| p.options = Settings::new(&o, Lang::Hant).options).await;
                error.try_set(stored.err().map(|e| e.to_string()));
            });
            change(&|s| s.options = o);
        });
        let on_open = Callback::new(move |s: Shared| tail_el.with_value(|el| apply(el, &s)));
        let lei = Memo::new(move |_| shared.with(|s| s.lei));
        let seen = Memo::new(move |_| shared.with(|s| s.seen));
        let on_lei = Callback::new(move |b| change(&|s| s.lei = b));
        let on_seen = Callback::new(move |x| change(&|s| s.seen = x));

        // The tools beside the chart (copy as text or Markdown, the ring as a
        // picture); the Markdown report is the chart and every reading the page
        // shows for it, made when asked.
        let report = Callback::new(move |()| {
            shared.with_untracked(|s| {
                let ask = Ask { category: s.category, portent: s.seen.kind(), lei: s.lei };
                last_good.with_untracked(|c| match c {
                    Some(Cast::Pillars(p)) => liuren_core::pillars::markdown(&p.0, &s.question, &p.0.readings(&ask)),
                    Some(c) => liuren_core::report::markdown(c.chart(), &s.question, &c.readings(&ask).readings),
                    None => String::new(),
                })
            })
        });
        // The text layout: a pillars case writes its own (no date).
        let text = Callback::new(move |()| {
            last_good.with_untracked(|c| match c {
                Some(Cast::Pillars(p)) => liuren_core::pillars::text(&p.0, &p.0.readings(&Ask::default())),
                _ => chart.with_untracked(liuren_core::report::text),
            })
        });
        if let Some(tools) = slot(root, TOOLS) {
            leptos::mount::mount_to(tools, move || view! { <MoreTools chart=chart.into() report=report text=text dateless=is_case.into() /> })
                .forget();
        }
        // 尋時 in the form's 干支 mode: a moment found is opened by the first module.
        if let Some(find) = slot(root, FIND) {
            let target = StoredValue::new_local(web_sys::Element::from(find.clone()));
            let on_open = Callback::new(move |m: liuren_core::calendar::Moment| {
                target.with_value(|el| message::tell(el, &Message::Open { at: m.to_rfc3339() }))
            });
            let now = crate::form::device_now();
            leptos::mount::mount_to(find, move || {
                view! { <FindMoments shared=Signal::from(shared) now=now on_open=on_open /> }
            })
            .forget();
        }
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
        leptos::mount::mount_to(tail.clone(), move || {
            view! {
                <section class="app-settings">
                    <SettingsPanel options=options.into() on_change=on_options />
                    {move || if is_case.get() {
                        view! {
                            <p class="choices-dateless">
                                <Term zh="流派之別" en="which school choices change this chart" />
                                "："
                                <Term zh="需日期之課" en="compared on a dated chart: open one of the moments found (尋時) to see them" />
                            </p>
                        }
                        .into_any()
                    } else {
                        view! { <ChoicesPanel input=input.into() options=options.into() on_change=on_options /> }.into_any()
                    }}
                    {move || error.get().map(|e| view! { <p class="app-cast-error" role="alert">{e}</p> })}
                </section>
                <SavedPanel current=Signal::from(shared) on_open=on_open />
            }
        })
        .forget();
    });
    // The page lives as long as the tab: so do the views.
    std::mem::forget(owner);
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
