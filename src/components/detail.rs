//! The selected palace, in words: earth, heaven, general (with its English
//! name), 遁干, 六親, 旺相, 長生, 旬空, 本命/行年, and the 神煞 standing on it.

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::reading::Reading;
use liuren_core::shensha::fenye::{fenye, Degree};
use liuren_core::shensha::xingxiu::by_palace;

use super::palace::{marks, standing_on};
use super::{branch_gloss, stem_gloss, use_lang, Term};

/// A degree of the ecliptic as the text writes it: 女二度 → 「女2度」, 初 for 0 (「畢初度」).
pub fn degree_text(d: Degree) -> String {
    if d.degree == 0 {
        format!("{}初度", d.mansion.hanzi())
    } else {
        format!("{}{}度", d.mansion.hanzi(), d.degree)
    }
}

/// The detail box's hint while no palace is selected. The chart draws it
/// itself (`app.rs`) until the detail's code, which comes with the tools'
/// chunk, is in.
#[component]
pub fn DetailHint() -> impl IntoView {
    let lang = use_lang();
    view! {
        <p class="detail-hint">
            {move || lang.get().zh("點選一宮，看其詳情。")}
            <span class="detail-hint-en">" Tap a palace for its details."</span>
        </p>
    }
}

/// The detail box under the plates.
#[component]
pub fn PalaceDetail(
    chart: Signal<Chart>,
    spirits: Signal<Vec<Reading>>,
    selected: RwSignal<Option<Branch>>,
) -> impl IntoView {
    let lang = use_lang();
    let season_open = crate::cast::season_open();
    view! {
        <section class="detail" aria-live="polite">
            {move || match selected.get() {
                None => view! { <DetailHint /> }.into_any(),
                Some(b) => chart
                    .with(|ch| {
                        let m = marks(ch)[b];
                        let p = m.palace;
                        let on_it: Vec<Reading> =
                            spirits.with(|all| standing_on(all, p.heaven).into_iter().cloned().collect());
                        let stem = match p.stem {
                            Some(s) => view! { <Term zh=s.hanzi() en=stem_gloss(s) /> }.into_any(),
                            None => view! { <Term zh="空" class="detail-void" /> }.into_any(),
                        };
                        let fate = (m.ben_ming || m.xing_nian).then(|| {
                            view! {
                                <div class="detail-row">
                                    <dt><Term zh="年命" en="the querent's 本命 and 行年" /></dt>
                                    <dd>
                                        {m.ben_ming.then(|| view! { <Term zh="本命" /> })}
                                        " "
                                        {m.xing_nian.then(|| view! { <Term zh="行年" /> })}
                                    </dd>
                                </div>
                            }
                        });
                        let spirits_row = (!on_it.is_empty()).then(|| {
                            let names = on_it
                                .iter()
                                .map(|s| {
                                    // The gloss: the text's meaning, its line, and what it was read by.
                                    let facts = s.facts.iter().map(|f| f.text.as_str()).collect::<Vec<_>>().join("；");
                                    let en = format!("{} — {} ({facts})", s.passage().text(), s.passage().source);
                                    view! { <Term zh=s.title.to_string() en=en class="detail-spirit" /> }
                                })
                                .collect_view();
                            view! {
                                <div class="detail-row detail-row-wide">
                                    <dt><Term zh="神煞" /></dt>
                                    <dd class="detail-spirits">{names}</dd>
                                </div>
                            }
                        });
                        let l = lang.get();
                        let stars = by_palace(p.earth)
                            .map(|x| {
                                view! {
                                    <li class="detail-star">
                                        <span class="detail-star-name" title=format!("{}星 — 第{}行", x.stars, x.line)>{l.zh(&x.mansion.full_name())}</span>
                                        " "
                                        <span class=if x.auspicious { "detail-star-good" } else { "detail-star-bad" }>{l.zh(x.verdict())}</span>
                                        " "
                                        <span class="detail-star-meaning">{l.zh(x.meaning)}</span>
                                    </li>
                                }
                            })
                            .collect_view();
                        let f = fenye(p.earth);
                        let modern = (!f.modern.is_empty()).then(|| format!("；今{}", f.modern));
                        let fenye_text = format!(
                            "{}（自{}至{}）{}",
                            f.ancient,
                            degree_text(f.from),
                            degree_text(f.to),
                            modern.unwrap_or_default()
                        );
                        view! {
                            <h3 class="detail-title">
                                <Term zh=format!("{}宮", p.earth.hanzi()) en=format!("the palace of earth {}", branch_gloss(p.earth)) />
                                <button type="button" class="detail-close" aria-label="close" on:click=move |_| selected.set(None)>"×"</button>
                            </h3>
                            <dl class="detail-list">
                                <div class="detail-row"><dt><Term zh="地盤" /></dt><dd><Term zh=p.earth.hanzi() en=branch_gloss(p.earth) /></dd></div>
                                <div class="detail-row"><dt><Term zh="天盤" /></dt><dd><Term zh=p.heaven.hanzi() en=branch_gloss(p.heaven) class="detail-big" /></dd></div>
                                <div class="detail-row"><dt><Term zh="天將" /></dt><dd><Term zh=p.general.hanzi() en=p.general.english() />" "<span class="detail-en">{p.general.english()}</span></dd></div>
                                <div class="detail-row"><dt><Term zh="遁干" /></dt><dd>{stem}</dd></div>
                                <div class="detail-row"><dt><Term zh="六親" /></dt><dd><Term zh=p.kin.hanzi() en=p.kin.english() /></dd></div>
                                <div class="detail-row"><dt><Term zh="旺相" /></dt><dd>{if season_open.get() {
                                    view! { <Term zh="需月柱" en="旺相 needs the month pillar" /> }.into_any()
                                } else {
                                    view! { <Term zh=p.vitality.hanzi() en=p.vitality.english() /> }.into_any()
                                }}</dd></div>
                                <div class="detail-row"><dt><Term zh="長生" /></dt><dd><Term zh=p.stage.hanzi() en=p.stage.english() /></dd></div>
                                <div class="detail-row"><dt><Term zh="旬空" /></dt><dd>{move || lang.get().zh(if p.void { "空" } else { "不空" })}</dd></div>
                                {fate}
                                {spirits_row}
                                <div class="detail-row detail-row-wide">
                                    <dt><Term zh="星宿" en="the lunar mansions 卷中 lists under this palace (吉 or 凶, and what each stands for)" /></dt>
                                    <dd><ul class="detail-stars">{stars}</ul></dd>
                                </div>
                                <div class="detail-row detail-row-wide">
                                    <dt><Term zh="分野" en="the stretch of sky over this palace and the lands under it (古 ancient state, 今 the author's provinces)" /></dt>
                                    <dd class="detail-fenye" title=format!("卷中 第{}行", f.line)>{l.zh(&fenye_text)}</dd>
                                </div>
                            </dl>
                        }
                        .into_any()
                    }),
            }}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn degrees_as_the_text_writes_them() {
        use liuren_core::shensha::xingxiu::Mansion;
        assert_eq!(degree_text(Degree { mansion: Mansion::Girl, degree: 2 }), "女2度");
        assert_eq!(degree_text(Degree { mansion: Mansion::Net, degree: 0 }), "畢初度");
        assert_eq!(fenye(Branch::Zi).ancient, "齊");
    }
}
