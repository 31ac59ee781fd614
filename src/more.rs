//! The rest of the page — the verdict card of a topic, 課體, 神煞, the answer, 卷中, 畢法, the settings, the
//! school choices that change this chart (opened, `components::choices`) and the saved charts — as a second wasm module (`src/bin/liuren-more.rs`, which Trunk
//! builds as `liuren-more.js` and `liuren-more_bg.wasm`). `public/boot.js` loads
//! it once the first module has drawn the chart, so the first download holds
//! only the casting and the chart itself.
//!
//! The two modules share nothing but the page and the messages of
//! [`crate::message`]: this one ([`start_in`]) mounts its views into the slots
//! the first left for it, casts the same chart from the same share query with
//! the same core, and asks for another chart (a saved one opened, new options)
//! with [`Message::Apply`].

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use liuren_core::ask::{for_chart, of_family, Ask};
use liuren_core::chart::{self, CastInput, Chart};
use liuren_core::reading::{Category, Family};
use liuren_core::topic;

use crate::components::answer::AnswerPanel;
use crate::components::bifa::BifaPanel;
use crate::components::choices::ChoicesPanel;
use crate::components::export::MoreTools;
use crate::components::fold::Printing;
use crate::components::patterns::PatternStrip;
use crate::components::readings::JuanzhongPanel;
use crate::components::saved::SavedPanel;
use crate::components::settings::SettingsPanel;
use crate::components::spirits::SpiritList;
use crate::components::verdict::VerdictCard;
use crate::i18n::Lang;
use crate::message::{self, Message, PANELS, TAIL, TOOLS};
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
        let last_good = Memo::new(move |prev: Option<&Option<Chart>>| {
            shared.with(|s| chart::cast(&s.input, &s.options).ok()).or_else(|| prev.cloned().flatten())
        });
        let chart = Memo::new(move |_| last_good.get().unwrap_or_else(placeholder_chart));
        let category = Memo::new(move |_| shared.with(|s| s.category));
        let spirits = Memo::new(move |_| {
            let c = category.get();
            chart.with(|ch| topic::relevance::shensha(ch, c))
        });
        let patterns = Memo::new(move |_| chart.with(|c| of_family(c, &Ask::default(), Family::Keti)));
        // The chart read for the topic asked (none for the general question).
        let judgement = Memo::new(move |_| {
            let c = category.get();
            (c != Category::General).then(|| chart.with(|ch| topic::judgement(ch, c)))
        });
        let options = Memo::new(move |_| shared.with(|s| s.options));
        let input = Memo::new(move |_| shared.with(|s| s.input));

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
                chart.with_untracked(|c| liuren_core::report::markdown(c, &s.question, &for_chart(c, &ask)))
            })
        });
        if let Some(tools) = slot(root, TOOLS) {
            leptos::mount::mount_to(tools, move || view! { <MoreTools chart=chart.into() report=report /> }).forget();
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
                    <ChoicesPanel input=input.into() options=options.into() on_change=on_options />
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
