//! A folded section whose body is built only while it is open — or while the
//! page prints (the print stylesheet opens every fold). Most of the readings
//! panels' cards sit in folds that stay closed; building them on every recast
//! was most of the recast's cost (2,730 of the 2,877 elements of the panels on
//! a 射覆 chart were in closed folds, 2026-12-05).
//!
//! Test contract: a closed [`Fold`] holds its `<summary>` only; opening it
//! (the `toggle` event) builds the body, closing it drops it; a fold given a
//! `count` carries it as `data-count` (how many items the body holds).

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

/// Whether the page is printing (between `beforeprint` and `afterprint`),
/// provided by the views' owner ([`crate::more`]); without it folds build
/// only when open.
#[derive(Debug, Clone, Copy)]
pub struct Printing(pub RwSignal<bool>);

/// Whether the `<details>` a `toggle` event fired on is now open.
pub fn toggled_open(ev: &web_sys::Event) -> bool {
    ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlDetailsElement>().ok()).is_some_and(|d| d.open())
}

/// A `<details>` with `class`, open at first when `open`, its `<summary>`
/// built once, its body (the children) built only while it is open or the page prints.
#[component]
pub fn Fold(
    /// The `<details>`'s classes.
    #[prop(optional)]
    class: &'static str,
    /// Open at first.
    #[prop(optional)]
    open: bool,
    /// Whether it is open, kept by the caller: a fold inside a part that is
    /// rebuilt (a recast, the script switched) then opens as the reader left it.
    #[prop(optional)]
    state: Option<RwSignal<bool>>,
    /// How many items the body holds, as `data-count` (none when not given).
    #[prop(optional, into)]
    count: Option<usize>,
    /// The `<summary>` element.
    #[prop(into)]
    summary: ViewFnOnce,
    /// The body, built while open.
    children: ChildrenFn,
) -> impl IntoView {
    let is_open = state.unwrap_or_else(|| RwSignal::new(open));
    let printing = use_context::<Printing>();
    let shown = move || is_open.get() || printing.is_some_and(|p| p.0.get());
    view! {
        <details
            class=(!class.is_empty()).then_some(class)
            open=is_open.get_untracked()
            data-count=count
            on:toggle=move |ev| {
                let now = toggled_open(&ev);
                if is_open.get_untracked() != now {
                    is_open.set(now);
                }
            }
        >
            {summary.run()}
            {move || shown().then(|| children())}
        </details>
    }
}
