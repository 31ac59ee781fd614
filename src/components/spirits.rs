//! 神煞 — the spirits of the 星煞 tables that fall in this chart, as readings
//! ([`ReadingCard`]): the name, the value (the branch it stands on), what it is
//! read by (the facts, each about that branch), and the text's meaning.
//!
//! By relevance ([`liuren_core::topic::relevance::shensha`]): those on 三傳, the
//! lesson uppers, 干上/支上, 年命 or the topic's 類神 first, each with why
//! (`.reading-spirit-why`); the rest folded under their count
//! (`.reading-spirits-rest`).

use leptos::prelude::*;
use liuren_core::topic::relevance::Ranked;

use super::fold::Fold;
use super::reading_card::ReadingCard;
use super::{use_lang, Term};

/// The 神煞 list (folded by default: it is long), the relevant ones first.
#[component]
pub fn SpiritList(spirits: Signal<Vec<Ranked>>) -> impl IntoView {
    let lang = use_lang();
    let relevant = move || spirits.with(|all| all.iter().filter(|r| !r.reasons.is_empty()).count());
    let rest = move || spirits.with(Vec::len) - relevant();
    view! {
        <section class="reading-block reading-spirits-block">
            <Fold
                class="reading-spirits-details"
                summary=move || {
                    view! {
                        <summary class="reading-heading reading-summary">
                            <Term zh="神煞" />
                            <span class="reading-count">{move || spirits.with(Vec::len)}</span>
                        </summary>
                    }
                }
            >
                <div class="reading-spirits">
                    {move || {
                        let l = lang.get();
                        spirits.with(|all| {
                            all.iter()
                                .filter(|r| !r.reasons.is_empty())
                                .map(|r| {
                                    let why = r
                                        .reasons
                                        .iter()
                                        .map(|w| view! { <li>{l.zh(w)}</li> })
                                        .collect_view();
                                    view! {
                                        <div class="reading-spirit-relevant">
                                            <ul class="reading-spirit-why">{why}</ul>
                                            <ReadingCard reading=r.reading.clone() class="reading-spirit" />
                                        </div>
                                    }
                                })
                                .collect_view()
                        })
                    }}
                    <Show when=move || { rest() > 0 }>
                        <Fold
                            class="reading-spirits-rest"
                            summary=move || {
                                view! {
                                    <summary class="reading-summary">
                                        <Term zh="其餘" en="the other spirits: on no transmission, lesson, 干上/支上, 年命 or 類神" />
                                        <span class="reading-count">{rest}</span>
                                    </summary>
                                }
                            }
                        >
                            {move || {
                                spirits.with(|all| {
                                    all.iter()
                                        .filter(|r| r.reasons.is_empty())
                                        .map(|r| view! { <ReadingCard reading=r.reading.clone() class="reading-spirit" /> })
                                        .collect_view()
                                })
                            }}
                        </Fold>
                    </Show>
                </div>
            </Fold>
        </section>
    }
}
