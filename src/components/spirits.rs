//! 神煞 — the spirits of the 星煞 tables that fall in this chart, as readings
//! ([`ReadingCard`]): the name, the value (the branch it stands on), what it is
//! read by (the facts, each about that branch), and the text's meaning.

use leptos::prelude::*;
use liuren_core::reading::Reading;

use super::reading_card::ReadingCard;
use super::Term;

/// The 神煞 list (folded by default: it is long).
#[component]
pub fn SpiritList(spirits: Signal<Vec<Reading>>) -> impl IntoView {
    view! {
        <section class="reading-block reading-spirits-block">
            <details class="reading-spirits-details">
                <summary class="reading-heading reading-summary">
                    <Term zh="神煞" />
                    <span class="reading-count">{move || spirits.with(Vec::len)}</span>
                </summary>
                <div class="reading-spirits">
                    {move || {
                        spirits.with(|all| {
                            all.iter()
                                .map(|r| view! { <ReadingCard reading=r.clone() class="reading-spirit" /> })
                                .collect_view()
                        })
                    }}
                </div>
            </details>
        </section>
    }
}
