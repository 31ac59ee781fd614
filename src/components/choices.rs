//! 流派之別 — which school choices change this chart, as the core lists them
//! (`liuren_core::choices::choices`): each option value with what becomes what
//! (三傳, 貴人, 晝夜, 課體) and the option's sources, and a button that switches to
//! it. Casting every combination takes time, so the list is made only while
//! the panel is open.

use leptos::prelude::*;
use liuren_core::chart::{CastInput, ChartOptions};
use liuren_core::choices::{choices, Choice};
use liuren_core::options;

use super::{use_lang, Term};
use crate::i18n::option_name;

/// The options `o` switched to `c` (its `with` switches and itself).
pub fn switched(o: &ChartOptions, c: &Choice) -> ChartOptions {
    let mut o = *o;
    for (k, v) in c.with.iter().chain(std::iter::once(&(c.option, c.value))) {
        // The core lists only values of its own table.
        let _ = options::set(&mut o, k, v);
    }
    o
}

/// The panel. `on_change` receives the options a choice switches to.
#[component]
pub fn ChoicesPanel(
    input: Signal<CastInput>,
    options: Signal<ChartOptions>,
    on_change: Callback<ChartOptions>,
) -> impl IntoView {
    let lang = use_lang();
    let open = RwSignal::new(false);
    // Made while open, again when the chart changes.
    let found = Memo::new(move |_| {
        open.get().then(|| input.with(|i| options.with(|o| choices(i, o).map_err(|e| e.to_string()))))
    });
    let row = move |c: Choice| {
        let switch = c.clone();
        let with = (!c.with.is_empty()).then(|| {
            let names =
                c.with.iter().map(|(k, v)| format!("{} {k}={v}", option_name(k))).collect::<Vec<_>>().join("、");
            view! {
                <p class="choices-with">
                    <Term zh="同時改" en="together with" />
                    " "
                    {move || lang.get().zh(&names)}
                </p>
            }
        });
        let changes = c
            .changes
            .iter()
            .map(|x| {
                let (from, to) = (x.from.clone(), x.to.clone());
                let (f2, t2) = (from.clone(), to.clone());
                view! {
                    <li class="choices-change" data-what=x.what data-from=from data-to=to>
                        <Term zh=x.what class="choices-what" />
                        " "
                        <span class="choices-from">{move || lang.get().zh(&f2)}</span>
                        " → "
                        <span class="choices-to">{move || lang.get().zh(&t2)}</span>
                    </li>
                }
            })
            .collect_view();
        view! {
            <li class="choices-item" data-option=c.option data-value=c.value>
                <span class="choices-name">{move || lang.get().zh(option_name(c.option))}</span>
                " "
                <code class="choices-key">{format!("{}={}", c.option, c.value)}</code>
                {with}
                <ul class="choices-changes">{changes}</ul>
                <p class="choices-sources">{move || lang.get().zh(c.sources)}</p>
                <button
                    type="button"
                    class="choices-switch"
                    on:click=move |_| on_change.run(switched(&options.get_untracked(), &switch))
                >
                    <Term zh="改用" en="switch to it" />
                </button>
            </li>
        }
    };
    view! {
        <details
            class="choices"
            on:toggle=move |ev| open.set(event_target::<web_sys::Element>(&ev).has_attribute("open"))
        >
            <summary class="choices-summary">
                <Term zh="流派之別" en="which school choices change this chart" />
            </summary>
            {move || match found.get() {
                None => ().into_any(),
                Some(Err(e)) => view! { <p class="app-cast-error" role="alert">{e}</p> }.into_any(),
                Some(Ok(list)) if list.is_empty() => {
                    view! {
                        <p class="choices-none">
                            <Term zh="此課無流派之別" en="no school choice changes this chart" />
                            " · no school choice changes this chart"
                        </p>
                    }
                        .into_any()
                }
                Some(Ok(list)) => {
                    view! { <ul class="choices-list">{list.into_iter().map(row).collect_view()}</ul> }.into_any()
                }
            }}
        </details>
    }
}
