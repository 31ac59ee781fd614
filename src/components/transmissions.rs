//! 三傳 top to bottom: 六親, 遁干, the branch and its general, with the
//! method's name and family. Test contract: each row has
//! `data-transmission="1".."3"` and `data-branch` (traditional).

use leptos::prelude::*;
use liuren_core::chart::Chart;

use super::{branch_gloss, stem_gloss, stem_text, Term};
use crate::i18n::TRANSMISSIONS;

/// The 三傳 block.
#[component]
pub fn TransmissionsView(chart: Signal<Chart>) -> impl IntoView {
    // A case given by its pillars without its month: 旺相 is not known.
    let season_open = crate::cast::season_open();
    view! {
        <section class="reading-block reading-chuan-block" aria-labelledby="reading-chuan-heading">
            <h2 id="reading-chuan-heading" class="reading-heading"><Term zh="三傳" /></h2>
            {move || {
                chart
                    .with(|c| {
                        let t = &c.transmissions;
                        let method = t.method;
                        let family = format!("{}法", method.family().hanzi());
                        let selection = t.selection.map(|s| {
                            view! {
                                <span class="reading-selection">
                                    "（"<Term zh=s.hanzi() en=s.english() />"）"
                                </span>
                            }
                        });
                        let rows = c
                            .chuan
                            .iter()
                            .enumerate()
                            .map(|(i, v)| {
                                let (label, gloss) = TRANSMISSIONS[i];
                                let stem = match v.stem {
                                    Some(s) => view! { <Term zh=s.hanzi() en=stem_gloss(s) /> }.into_any(),
                                    None => view! { <span title="no hidden stem: void">{stem_text(None)}</span> }.into_any(),
                                };
                                view! {
                                    <tr
                                        class=if v.void { "reading-chuan-row reading-void" } else { "reading-chuan-row" }
                                        data-transmission=(i + 1).to_string()
                                        data-branch=v.branch.hanzi()
                                    >
                                        <th scope="row" class="reading-chuan-label"><Term zh=label en=gloss /></th>
                                        <td class="reading-kin"><Term zh=v.relation.hanzi() en=v.relation.english() /></td>
                                        <td class="reading-stem">{stem}</td>
                                        <td class="reading-branch">
                                            <Term zh=v.branch.hanzi() en=branch_gloss(v.branch) />
                                            {v.void.then(|| view! { <Term zh="空" class="reading-void-tag" /> })}
                                        </td>
                                        <td class="reading-general"><Term zh=v.general.hanzi() en=v.general.english() /></td>
                                        <td class="reading-minor">
                                            {if season_open.get() {
                                                view! { <Term zh="旺衰需月" en="旺相 needs the month pillar" /> }.into_any()
                                            } else {
                                                view! { <Term zh=v.vitality.hanzi() en=v.vitality.english() /> }.into_any()
                                            }}
                                            " "
                                            <Term zh=v.stage.hanzi() en=v.stage.english() />
                                        </td>
                                    </tr>
                                }
                            })
                            .collect_view();
                        view! {
                            <p class="reading-method">
                                <Term zh="課名" />
                                " "
                                <Term zh=method.hanzi() en=method.english() class="reading-method-name" />
                                " · "
                                <Term zh=family en="the family of methods (九宗門) it belongs to" />
                                {selection}
                            </p>
                            <table class="reading-chuan">
                                <thead class="visually-hidden">
                                    <tr>
                                        <th scope="col">"傳"</th>
                                        <th scope="col">"六親"</th>
                                        <th scope="col">"遁干"</th>
                                        <th scope="col">"支"</th>
                                        <th scope="col">"天將"</th>
                                        <th scope="col">"旺相 長生"</th>
                                    </tr>
                                </thead>
                                <tbody>{rows}</tbody>
                            </table>
                        }
                    })
            }}
        </section>
    }
}
