//! 發用之由 — why the first transmission is what it is: the core's trace,
//! one decision a line.

use leptos::prelude::*;
use liuren_core::chart::Chart;

use super::{use_lang, Term};

/// The numbered trace.
#[component]
pub fn WhyList(chart: Signal<Chart>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="reading-block reading-why-block" aria-labelledby="reading-why-heading">
            <h2 id="reading-why-heading" class="reading-heading">
                <Term zh="發用之由" />
                <span class="reading-heading-en">" Why this first transmission"</span>
            </h2>
            <ol class="reading-why">
                {move || {
                    let l = lang.get();
                    chart.with(|c| c.transmissions.trace.iter().map(|line| view! { <li>{l.zh(line)}</li> }).collect_view())
                }}
            </ol>
        </section>
    }
}
