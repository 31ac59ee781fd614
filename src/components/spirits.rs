//! 神煞 — the spirits of the 星煞 tables that fall in this chart, each with
//! the branch it stands on, what it is read by, and the text's meaning.

use leptos::prelude::*;
use liuren_core::shensha::ShenSha;

use super::{use_lang, Term};

/// The 神煞 list (folded by default: it is long).
#[component]
pub fn SpiritList(spirits: Signal<Vec<ShenSha>>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="reading-block reading-spirits-block">
            <details class="reading-spirits-details">
                <summary class="reading-heading reading-summary">
                    <Term zh="神煞" />
                    <span class="reading-count">{move || spirits.with(Vec::len)}</span>
                </summary>
                <table class="reading-spirits">
                    <thead>
                        <tr>
                            <th scope="col"><Term zh="神煞" /></th>
                            <th scope="col"><Term zh="宮" en="the branch it stands on" /></th>
                            <th scope="col"><Term zh="所據" /></th>
                            <th scope="col" class="reading-spirit-meaning-head">{move || lang.get().zh("釋義")}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {move || {
                            let l = lang.get();
                            spirits
                                .with(|all| {
                                    all.iter()
                                        .map(|s| {
                                            view! {
                                                <tr class=if s.doubtful { "reading-spirit reading-doubtful" } else { "reading-spirit" }>
                                                    <th scope="row">{l.zh(s.name)}</th>
                                                    <td class="reading-spirit-value">{l.zh(&s.value.hanzi())}</td>
                                                    <td class="reading-spirit-basis">{l.zh(s.basis.hanzi())}</td>
                                                    <td class="reading-spirit-meaning">{l.zh(s.meaning)}</td>
                                                </tr>
                                            }
                                        })
                                        .collect_view()
                                })
                        }}
                    </tbody>
                </table>
            </details>
        </section>
    }
}
