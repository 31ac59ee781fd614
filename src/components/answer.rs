//! 占驗 — the answer to a 射覆 or 怪異 question, as `liuren_core::divination`
//! reads it: for 射覆 the likeliest hidden things, then every judgement; for
//! 怪異 the judgements of the kind chosen. Hidden for a general question.
//!
//! The second seed text is printed in simplified characters: its headings,
//! passages and things are shown in traditional characters on the 繁體 page
//! (converted by [`crate::s2t`], each ambiguous character decided by its
//! words) and as printed on the 简体 page, with the matching `lang`, and
//! labelled so; the engine's verdicts and facts are traditional and follow the
//! page's script.

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::divination::{guaiyi, shefu, GuaiyiKind, Judgement};

use super::{branch_gloss, use_lang, Term};
use crate::i18n::Lang;
use crate::s2t::{printed, to_traditional};
use crate::share::{Seen, TRAVELS};

/// How many candidates the summary lists.
pub const TOP: usize = 5;

/// The judgements in rows: consecutive judgements of one heading that carry a
/// variant label (the text keeps several readings) share a row, to be shown
/// side by side; every other judgement is a row of its own.
pub fn rows(all: &[Judgement]) -> Vec<Vec<&Judgement>> {
    let mut out: Vec<Vec<&Judgement>> = Vec::new();
    for j in all {
        match out.last_mut() {
            Some(row) if j.variant.is_some() && row.iter().all(|r| r.variant.is_some() && r.topic == j.topic) => {
                row.push(j)
            }
            _ => out.push(vec![j]),
        }
    }
    out
}

/// Which extra inputs a kind takes: (a place, a path, a stopping branch).
pub fn inputs_of(kind: GuaiyiKind) -> (bool, bool, bool) {
    match kind {
        GuaiyiKind::LuoXing { .. } => (true, true, false),
        GuaiyiKind::BaoFeng { .. } => (true, false, true),
        GuaiyiKind::LeiZhen { .. } | GuaiyiKind::NiaoGuaiMing { .. } => (true, false, false),
        _ => (false, false, false),
    }
}

/// «射覆占 第N行» / «怪異占 第N行»: the section of the second seed text a line is in.
pub fn divination_line(line: u32) -> String {
    let section = if line < 465 { "射覆占" } else { "怪異占" };
    format!("«{section} 第{line}行»")
}

fn judgement_view(l: Lang, j: &Judgement) -> impl IntoView {
    let facts = j.facts.iter().map(|f| view! { <li>{l.zh(f)}</li> }).collect_view();
    view! {
        <div class="answer-judgement" data-line=j.passage.line>
            {j.variant.map(|v| view! { <p class="answer-variant">{l.zh(v)}</p> })}
            <p class="answer-verdict">{l.zh(&j.verdict)}</p>
            <ul class="answer-facts">{facts}</ul>
            <blockquote class="answer-passage" lang=l.html_lang()>
                {printed(l, j.passage.text)}
                " "
                <cite class="answer-line">{l.zh(&divination_line(j.passage.line))}</cite>
            </blockquote>
        </div>
    }
}

fn judgements_view(l: Lang, all: &[Judgement]) -> impl IntoView {
    rows(all)
        .into_iter()
        .map(|row| {
            let topic = row[0].topic;
            let side = row.len() > 1;
            let items = row.into_iter().map(|j| judgement_view(l, j)).collect_view();
            view! {
                <li class="answer-row">
                    <h4 class="answer-topic" lang=l.html_lang()>{printed(l, topic)}</h4>
                    <div class=if side { "answer-variants" } else { "answer-single" }>{items}</div>
                </li>
            }
        })
        .collect_view()
}

fn branch_select(
    value: impl Fn() -> Option<Branch> + Copy + Send + Sync + 'static,
    set: impl Fn(Option<Branch>) + 'static,
    class: &'static str,
) -> impl IntoView {
    let lang = use_lang();
    let options = Branch::ALL
        .iter()
        .map(|&b| {
            view! { <option value=b.hanzi() title=branch_gloss(b) prop:selected=move || value() == Some(b)>{b.hanzi()}</option> }
        })
        .collect_view();
    view! {
        <select class=class on:change=move |ev| set(event_target_value(&ev).parse::<Branch>().ok())>
            <option value="" prop:selected=move || value().is_none()>{move || lang.get().zh("未見")}</option>
            {options}
        </select>
    }
}

/// The note on the source's script: printed in simplified characters, shown
/// converted on the 繁體 page.
fn script_note(l: Lang) -> impl IntoView {
    match l {
        Lang::Hant => view! {
            <Term
                zh="原文簡體，以繁體顯示"
                en="the source text is printed in simplified characters; its headings, passages and things are shown here in traditional characters, each character with several traditional forms decided by its words"
            />
        },
        Lang::Hans => view! {
            <Term zh="原文簡體" en="the source text is printed in simplified characters; headings, passages and things are quoted as printed" />
        },
    }
}

/// The answer panel: for 射覆 and 怪異 only (folded by default).
#[component]
pub fn AnswerPanel(
    chart: Signal<Chart>,
    category: Signal<String>,
    /// What was seen (part of the share link).
    seen: Signal<Seen>,
    /// Receives what was seen when the reader changes it.
    on_seen: Callback<Seen>,
) -> impl IntoView {
    let lang = use_lang();
    let set_seen = move |f: &dyn Fn(&mut Seen)| {
        let mut s = seen.get_untracked();
        f(&mut s);
        on_seen.run(s);
    };
    let shefu_reading = Memo::new(move |_| (category.with(|c| c == "shefu")).then(|| chart.with(shefu)));
    let guaiyi_reading =
        Memo::new(move |_| (category.with(|c| c == "guaiyi")).then(|| chart.with(|c| guaiyi(c, seen.get().kind()))));

    let shefu_view = move || {
        let l = lang.get();
        shefu_reading.with(|r| {
            r.as_ref().map(|r| {
                let top = r
                    .candidates
                    .iter()
                    .take(TOP)
                    .map(|c| {
                        // A fact names a table by its printed (simplified) heading.
                        let support =
                            c.support.iter().map(|s| view! { <li>{l.zh(&to_traditional(s))}</li> }).collect_view();
                        view! {
                            <li class="answer-candidate">
                                <details>
                                    <summary>
                                        <span class="answer-thing" lang=l.html_lang()>{printed(l, c.thing)}</span>
                                        <span class="answer-score" title="supporting facts">{c.score}</span>
                                    </summary>
                                    <ul class="answer-support">{support}</ul>
                                </details>
                            </li>
                        }
                    })
                    .collect_view();
                let n = r.judgements.len();
                view! {
                    <h3 class="answer-subheading"><Term zh="所覆之物" en="the likeliest hidden things, by how many facts support each" /></h3>
                    <ol class="answer-candidates">{top}</ol>
                    <details class="answer-judgements">
                        <summary class="answer-subheading"><Term zh="斷" en="the judgements of 射覆占" /><span class="reading-count">{n}</span></summary>
                        <ul class="answer-list">{judgements_view(l, &r.judgements)}</ul>
                    </details>
                }
            })
        })
    };

    let kind_options = move || {
        GuaiyiKind::ALL
        .iter()
        .enumerate()
        .map(|(i, k)| {
            view! { <option value=i.to_string() prop:selected=move || seen.get().kind == Some(i)>{move || lang.get().zh(k.hanzi())}</option> }
        })
        .collect_view()
    };
    let travel_options = move || {
        TRAVELS
        .iter()
        .enumerate()
        .map(|(i, t)| {
            view! { <option value=i.to_string() prop:selected=move || seen.get().travel == Some(*t)>{move || lang.get().zh(t.hanzi())}</option> }
        })
        .collect_view()
    };
    let inputs = move || seen.get().kind().map_or((false, false, false), inputs_of);

    let guaiyi_view = move || {
        let l = lang.get();
        guaiyi_reading.with(|r| {
            r.as_ref().map(|all| {
                let n = all.len();
                view! {
                    <details class="answer-judgements" open=true>
                        <summary class="answer-subheading"><Term zh="斷" en="the judgements of 怪異占" /><span class="reading-count">{n}</span></summary>
                        <ul class="answer-list">{judgements_view(l, all)}</ul>
                    </details>
                }
            })
        })
    };

    view! {
        <Show when=move || category.with(|c| c == "shefu" || c == "guaiyi")>
            <section class="reading-block answer-block">
                <details class="answer-details" open=true>
                    <summary class="reading-heading reading-summary">
                        {move || {
                            let zh = if category.with(|c| c == "shefu") { "射覆" } else { "怪異" };
                            view! { <Term zh=zh /> }
                        }}
                        <span class="answer-script">{move || script_note(lang.get())}</span>
                    </summary>
                    <Show when=move || category.with(|c| c == "guaiyi")>
                        <div class="answer-controls">
                            <label class="answer-control">
                                <Term zh="怪異之類" en="the kind of portent" />
                                <select
                                    class="answer-kind"
                                    on:change=move |ev| {
                                        let k = event_target_value(&ev).parse::<usize>().ok();
                                        set_seen(&|s| s.kind = k);
                                    }
                                >
                                    <option value="" prop:selected=move || seen.get().kind.is_none()>{move || lang.get().zh("總論（各類）")}</option>
                                    {kind_options()}
                                </select>
                            </label>
                            <Show when=move || inputs().0>
                                <label class="answer-control">
                                    <Term zh="方位" en="the branch (quarter) where it was seen, or where the wind came from" />
                                    {branch_select(move || seen.get().place, move |b| set_seen(&|s| s.place = b), "answer-place")}
                                </label>
                            </Show>
                            <Show when=move || inputs().1>
                                <label class="answer-control">
                                    <Term zh="去向" en="the way the star went" />
                                    <select
                                        class="answer-travel"
                                        on:change=move |ev| {
                                            let t = event_target_value(&ev).parse::<usize>().ok().and_then(|i| TRAVELS.get(i).copied());
                                            set_seen(&|s| s.travel = t);
                                        }
                                    >
                                        <option value="" prop:selected=move || seen.get().travel.is_none()>{move || lang.get().zh("未見")}</option>
                                        {travel_options()}
                                    </select>
                                </label>
                            </Show>
                            <Show when=move || inputs().2>
                                <label class="answer-control">
                                    <Term zh="風止時" en="the branch (hour) the wind stopped" />
                                    {branch_select(move || seen.get().stopped, move |b| set_seen(&|s| s.stopped = b), "answer-stopped")}
                                </label>
                            </Show>
                        </div>
                    </Show>
                    {shefu_view}
                    {guaiyi_view}
                </details>
            </section>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::chart::{cast, CastInput, ChartOptions};
    use liuren_core::divination::Travel;

    fn chart() -> Chart {
        cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap()
    }

    #[test]
    fn rows_keep_every_judgement_once_and_put_variants_side_by_side() {
        let c = chart();
        let all = shefu(&c).judgements;
        let rs = rows(&all);
        assert_eq!(rs.iter().map(Vec::len).sum::<usize>(), all.len());
        let flat: Vec<&Judgement> = rs.iter().flatten().copied().collect();
        assert!(flat.iter().zip(&all).all(|(a, b)| *a == b), "order kept");
        for row in &rs {
            if row.len() > 1 {
                assert!(row.iter().all(|j| j.variant.is_some() && j.topic == row[0].topic));
            }
        }
        // The text keeps two readings of 五行物形 and 上見, so some row holds variants.
        assert!(rs.iter().any(|r| r.len() > 1), "some variants side by side");
    }

    #[test]
    fn a_judgement_without_variant_stands_alone() {
        let c = chart();
        let all = guaiyi(&c, None);
        for row in rows(&all) {
            if row.iter().any(|j| j.variant.is_none()) {
                assert_eq!(row.len(), 1);
            }
        }
    }

    #[test]
    fn what_was_seen_fills_the_kind() {
        assert_eq!(Seen::default().kind(), None);
        let thunder = Seen { kind: Some(1), place: Some(Branch::You), ..Seen::default() };
        assert_eq!(thunder.kind(), Some(GuaiyiKind::LeiZhen { at: Some(Branch::You) }));
        let star = Seen { kind: Some(0), place: Some(Branch::Zi), travel: Some(Travel::EastToWest), stopped: None };
        assert_eq!(star.kind(), Some(GuaiyiKind::LuoXing { at: Some(Branch::Zi), travel: Some(Travel::EastToWest) }));
        let wind = Seen { kind: Some(2), place: Some(Branch::Wu), travel: None, stopped: Some(Branch::Mao) };
        assert_eq!(wind.kind(), Some(GuaiyiKind::BaoFeng { from: Some(Branch::Wu), stopped: Some(Branch::Mao) }));
        // A kind without a place ignores one.
        let dog = Seen { kind: Some(7), place: Some(Branch::Wu), ..Seen::default() };
        assert_eq!(dog.kind(), Some(GuaiyiKind::QuanFei));
        assert_eq!(Seen { kind: Some(10), ..Seen::default() }.kind(), None);
        assert_eq!(inputs_of(GuaiyiKind::ALL[0]), (true, true, false));
        assert_eq!(inputs_of(GuaiyiKind::ALL[2]), (true, false, true));
        assert_eq!(inputs_of(GuaiyiKind::ALL[9]), (true, false, false));
        assert_eq!(inputs_of(GuaiyiKind::ALL[3]), (false, false, false));
        // Every kind reads with what was seen.
        let c = chart();
        for i in 0..10 {
            let s = Seen {
                kind: Some(i),
                place: Some(Branch::Zi),
                travel: Some(Travel::WestToEast),
                stopped: Some(Branch::Chou),
            };
            assert!(!guaiyi(&c, s.kind()).is_empty());
        }
    }

    #[test]
    fn support_facts_read_in_traditional_characters() {
        // A fact mixes the engine's traditional words with a table's printed
        // (simplified) heading: converted, no simplified form is left.
        let c = chart();
        let facts: Vec<String> = shefu(&c).candidates.into_iter().flat_map(|x| x.support).collect();
        assert!(facts.iter().any(|f| f.contains("十二支物形物类")));
        for f in &facts {
            let t = to_traditional(f);
            assert!(t.chars().all(|ch| crate::s2t::char_to_traditional(ch) == ch), "{t}");
            assert_eq!(Lang::Hans.zh(&t), crate::i18n::simplify(f), "{f}");
        }
    }

    #[test]
    fn lines_name_their_section() {
        assert_eq!(divination_line(9), "«射覆占 第9行»");
        assert_eq!(divination_line(483), "«怪異占 第483行»");
    }
}
