//! The rest of the page — 課體, 神煞, the answer, 卷中, 畢法, the settings and the
//! saved charts — as a second wasm module (`src/bin/liuren-more.rs`, which Trunk
//! builds as `liuren-more.js` and `liuren-more_bg.wasm`). `public/boot.js` loads
//! it once the first module has drawn the chart, so the first download holds
//! only the casting and the chart itself.
//!
//! The two modules share nothing but the page:
//! - the first ([`crate::app`]) renders two empty slots, `[data-slot=panels]` and
//!   `[data-slot=tail]`, keeps the chart's share query and the script on the
//!   panels slot (`data-query`, `data-lang`) and fires `liuren-state` at it
//!   whenever they change ([`tell`]);
//! - the second ([`start_in`]) mounts its views into the slots, casts the same
//!   chart from the same query with the same core, and asks for another chart
//!   (a saved one opened, new options) by firing a bubbling `liuren-apply` with
//!   the new query as its `detail`, which the first module receives
//!   ([`on_apply`]) and parses like a share link.

use leptos::prelude::*;
use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};
use liuren_core::chart::{self, CastInput, Chart};
use liuren_core::{keti, shensha};

use crate::app::{placeholder_chart, PLACEHOLDER_MOMENT};
use crate::components::answer::AnswerPanel;
use crate::components::bifa::BifaPanel;
use crate::components::patterns::PatternStrip;
use crate::components::readings::JuanzhongPanel;
use crate::components::saved::SavedPanel;
use crate::components::settings::SettingsPanel;
use crate::components::spirits::SpiritList;
use crate::i18n::Lang;
use crate::prefs::{self, Settings};
use crate::share::{self, Shared};

/// The slot for 課體, 神煞, the answer, 卷中 and 畢法 (under the chart's text).
pub const PANELS: &str = "panels";
/// The slot for the settings and the saved charts (at the end of the page).
pub const TAIL: &str = "tail";
/// Fired at the panels slot when its query or script changed.
const STATE: &str = "liuren-state";
/// Fired (bubbling) by the second module to show another chart.
const APPLY: &str = "liuren-apply";

/// First module: puts the chart's share `query` and the script's `lang` key on
/// the panels slot and tells the second module.
pub fn tell(slot: &web_sys::Element, query: &str, lang: &str) {
    let _ = slot.set_attribute("data-query", query);
    let _ = slot.set_attribute("data-lang", lang);
    if let Ok(event) = web_sys::Event::new(STATE) {
        let _ = slot.dispatch_event(&event);
    }
}

/// First module: calls `f` with the query of every request for another chart
/// fired inside `root`.
pub fn on_apply(root: &web_sys::Element, f: impl Fn(String) + 'static) {
    let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        if let Some(query) = event.dyn_ref::<web_sys::CustomEvent>().and_then(|e| e.detail().as_string()) {
            f(query);
        }
    });
    let _ = root.add_event_listener_with_callback(APPLY, listener.as_ref().unchecked_ref());
    listener.forget();
}

fn slot(root: &web_sys::Element, name: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(&format!("[data-slot={name}]")).ok().flatten()?.dyn_into().ok()
}

fn lang_of(slot: &web_sys::Element) -> Lang {
    slot.get_attribute("data-lang").as_deref().and_then(Lang::from_key).unwrap_or_default()
}

/// Fires `liuren-apply` with `shared`'s query at `from`.
fn apply(from: &web_sys::Element, shared: &Shared) {
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    init.set_detail(&JsValue::from_str(&share::build(shared)));
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(APPLY, &init) {
        let _ = from.dispatch_event(&event);
    }
}

/// Second module: mounts the panels and the tail into the slots under `root`
/// (the first module's page). Does nothing when the slots are not there.
pub fn start_in(root: &web_sys::Element) {
    let (Some(panels), Some(tail)) = (slot(root, PANELS), slot(root, TAIL)) else {
        return;
    };
    let owner = Owner::new();
    owner.with(|| {
        let query = RwSignal::new(panels.get_attribute("data-query").unwrap_or_default());
        let lang = RwSignal::new(lang_of(&panels));
        provide_context(lang);
        let from = panels.clone();
        let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
            let q = from.get_attribute("data-query").unwrap_or_default();
            if query.with_untracked(|old| *old != q) {
                query.set(q);
            }
            let l = lang_of(&from);
            if lang.get_untracked() != l {
                lang.set(l);
            }
        });
        let _ = panels.add_event_listener_with_callback(STATE, listener.as_ref().unchecked_ref());
        listener.forget();

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
        let spirits = Memo::new(move |_| chart.with(shensha::for_chart));
        let patterns = Memo::new(move |_| chart.with(keti::chart_patterns));
        let category = Memo::new(move |_| shared.with(|s| s.category.clone()));
        let options = Memo::new(move |_| shared.with(|s| s.options));

        let tail_el = StoredValue::new_local(web_sys::Element::from(tail.clone()));
        let error = RwSignal::new(None::<String>);
        // Ask the first module for this chart changed by `f`.
        let change = move |f: &dyn Fn(&mut Shared)| {
            let mut s = shared.get_untracked();
            f(&mut s);
            tail_el.with_value(|el| apply(el, &s));
        };
        let on_options = Callback::new(move |o| {
            error
                .set(prefs::update(|p| p.options = Settings::new(&o, Lang::Hant).options).err().map(|e| e.to_string()));
            change(&|s| s.options = o);
        });
        let on_open = Callback::new(move |s: Shared| tail_el.with_value(|el| apply(el, &s)));
        let lei = Memo::new(move |_| shared.with(|s| s.lei));
        let seen = Memo::new(move |_| shared.with(|s| s.seen));
        let on_lei = Callback::new(move |b| change(&|s| s.lei = b));
        let on_seen = Callback::new(move |x| change(&|s| s.seen = x));

        leptos::mount::mount_to(panels.clone(), move || {
            view! {
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
