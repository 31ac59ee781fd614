//! 占驗 — the answer to a 射覆 or 怪異 question, as `liuren_core::divination`
//! reads it: for 射覆 the likeliest hidden things, then every judgement; for
//! 怪異 the judgements of the kind chosen. Hidden but for 射覆 and 怪異 (a topic
//! of the books' 占 chapters has the verdict card instead).
//!
//! Each opens on its answer sheet ([`liuren_core::topic::sheet`]): one line a
//! heading of the text with its verdict(s), tapped open to the judgements
//! (`.answer-sheet-line` with `data-heading`, as printed).
//!
//! The second seed text is printed in simplified characters: its headings,
//! passages and things are shown in traditional characters on the 繁體 page
//! (converted by [`crate::s2t`], each ambiguous character decided by its
//! words) and as printed on the 简体 page, with the matching `lang`, and
//! labelled so; the engine's verdicts and facts are traditional and follow the
//! page's script.

use leptos::prelude::*;
use liuren_core::ask::{of_family, Ask};
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::divination::{shefu, GuaiyiKind, KindInputs};
use liuren_core::reading::{Category, Reading};
use liuren_core::topic::sheet::{self, SheetLine};

use super::fold::Fold;
use super::reading_card::{title_text, ReadingCard};
use super::{branch_gloss, use_lang, Term};
use crate::i18n::Lang;
use crate::s2t::{printed, to_traditional};
use crate::share::{Seen, TRAVELS};

/// How many candidates the summary lists.
pub const TOP: usize = 5;

/// The readings in rows: consecutive readings of one heading that carry a
/// variant label (the text keeps several readings) share a row, to be shown
/// side by side; every other reading is a row of its own.
pub fn rows(all: &[Reading]) -> Vec<Vec<&Reading>> {
    let mut out: Vec<Vec<&Reading>> = Vec::new();
    for j in all {
        match out.last_mut() {
            Some(row) if j.variant.is_some() && row.iter().all(|r| r.variant.is_some() && r.title == j.title) => {
                row.push(j)
            }
            _ => out.push(vec![j]),
        }
    }
    out
}

/// The readings of the answer to a question of `category` (none for a general one).
pub fn answer(chart: &Chart, category: Category, portent: Option<GuaiyiKind>) -> Vec<Reading> {
    match category.family() {
        Some(family) => of_family(chart, &Ask { category, portent, lei: None }, family),
        None => Vec::new(),
    }
}

fn readings_view(l: Lang, all: &[Reading]) -> impl IntoView {
    rows(all)
        .into_iter()
        .map(|row| {
            let side = row.len() > 1;
            let topic = title_text(l, row[0]);
            let items = row
                .into_iter()
                .map(|r| view! { <ReadingCard reading=r.clone() class="answer-judgement" bare=true /> })
                .collect_view();
            view! {
                <li class="answer-row">
                    <h4 class="answer-topic" lang=l.html_lang()>{topic}</h4>
                    <div class=if side { "answer-variants" } else { "answer-single" }>{items}</div>
                </li>
            }
        })
        .collect_view()
}

/// The answer sheet: one line a heading with its verdicts (a variant's label
/// before its verdict), tapped open to its judgements among `all`.
fn sheet_view(l: Lang, lines: &[(SheetLine, bool)], all: &[Reading]) -> impl IntoView {
    let items = lines
        .iter()
        .map(|(line, decided)| {
            if !decided {
                // A case given by its pillars whose moments answer this line differently.
                return view! {
                    <li class="answer-sheet-line" data-heading=line.heading data-needs="date">
                        <span class="answer-sheet-heading" lang=l.html_lang()>{printed(l, line.heading)}</span>
                        <span
                            class="answer-sheet-verdict answer-sheet-needs"
                            title="the moments these pillars stand for answer this line differently: it needs the year and month pillars, or a date"
                        >
                            {l.zh("需年月柱或日期")}
                        </span>
                    </li>
                }
                .into_any();
            }
            let heading = printed(l, line.heading);
            let verdicts = line
                .answers
                .iter()
                .map(|a| {
                    let v = a.verdict.as_deref().map(|v| l.zh(v)).unwrap_or_default();
                    let label = a.variant.map(|x| format!("〈{}〉", l.zh(x))).unwrap_or_default();
                    view! { <span class="answer-sheet-verdict" data-tone=a.tone.map(|t| t.hanzi())>{label}{v}</span> }
                })
                .collect_view();
            let cards: Vec<Reading> =
                all.iter().filter(|r| line.answers.iter().any(|a| a.id == r.id)).cloned().collect();
            if line.answers.is_empty() {
                view! {
                    <li class="answer-sheet-line" data-heading=line.heading>
                        <span class="answer-sheet-heading" lang=l.html_lang()>{heading}</span>
                        <span class="answer-sheet-verdict answer-sheet-empty">"—"</span>
                    </li>
                }
                .into_any()
            } else {
                view! {
                    <li class="answer-sheet-line" data-heading=line.heading>
                        <Fold summary=move || {
                            view! {
                                <summary>
                                    <span class="answer-sheet-heading" lang=l.html_lang()>{heading}</span>
                                    {verdicts}
                                </summary>
                            }
                        }>
                            <div class="answer-sheet-cards">
                                {cards
                                    .iter()
                                    .map(|r| view! { <ReadingCard reading=r.clone() class="answer-sheet-card" bare=true /> })
                                    .collect_view()}
                            </div>
                        </Fold>
                    </li>
                }
                .into_any()
            }
        })
        .collect_view();
    view! {
        <h3 class="answer-subheading"><Term zh="答" en="the answer sheet: one line a heading of the text, with its verdict; tap for the judgement" /></h3>
        <ul class="answer-sheet">{items}</ul>
    }
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
    category: Signal<Category>,
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
    let is = move |c: Category| category.get() == c;
    // For a case given by its pillars, only what its pillars decide.
    let case = crate::cast::shown_case();
    let readings = Memo::new(move |_| {
        let (c, portent) = (category.get(), seen.get().kind());
        match (case.get(), c.family()) {
            (Some(p), Some(family)) => chart.with(|ch| {
                crate::cast::family_of(Some(&p), ch, &Ask { category: c, portent, lei: None }, family).readings
            }),
            _ => chart.with(|ch| answer(ch, c, portent)),
        }
    });
    // The candidates and the sheet: for a case given by its pillars, only what
    // every moment it stands for gives alike (`None`, a line `false`: it needs a date).
    let candidates = Memo::new(move |_| {
        is(Category::Shefu).then(|| match case.get() {
            Some(p) => p.0.agreed(|c| shefu(c).candidates),
            None => chart.with(|c| Some(shefu(c).candidates)),
        })
    });
    let sheet = Memo::new(move |_| {
        let (c, kind) = (category.get(), seen.get().kind());
        // The sheet of a chart's readings of the kind asked ([`answer`]).
        let lines_of = move |all: &[Reading]| match c {
            Category::Shefu => sheet::shefu_of(all),
            Category::Guaiyi => sheet::guaiyi_of(all),
            _ => Vec::new(),
        };
        match case.get() {
            Some(p) => sheet::decided(&p.0.each(|ch| lines_of(&answer(ch, c, kind)))),
            // The readings above are this chart's: the sheet is read off them.
            None => readings.with(|all| lines_of(all)).into_iter().map(|line| (line, true)).collect::<Vec<_>>(),
        }
    });
    let sheet_part = move || {
        let l = lang.get();
        sheet.with(|lines| (!lines.is_empty()).then(|| readings.with(|all| sheet_view(l, lines, all))))
    };

    // Whether the reader opened the 射覆 judgements: kept when the script switches or the chart recasts.
    let judgements_open = RwSignal::new(false);
    let shefu_view = move || {
        let l = lang.get();
        candidates.with(|r| {
            r.as_ref().map(|candidates| {
                let top = candidates
                    .iter()
                    .flatten()
                    .take(TOP)
                    .map(|c| {
                        // A fact names a table by its printed (simplified) heading.
                        let support = c.support.clone();
                        let (thing, score) = (printed(l, c.thing), c.score);
                        view! {
                            <li class="answer-candidate">
                                <Fold summary=move || {
                                    view! {
                                        <summary>
                                            <span class="answer-thing" lang=l.html_lang()>{thing}</span>
                                            <span class="answer-score" title="supporting facts">{score}</span>
                                        </summary>
                                    }
                                }>
                                    <ul class="answer-support">
                                        {support.iter().map(|s| view! { <li>{l.zh(&to_traditional(s))}</li> }).collect_view()}
                                    </ul>
                                </Fold>
                            </li>
                        }
                    })
                    .collect_view();
                let n = readings.with(Vec::len);
                view! {
                    <h3 class="answer-subheading"><Term zh="所覆之物" en="the likeliest hidden things, by how many facts support each" /></h3>
                    <ol class="answer-candidates">{top}</ol>
                    {candidates.is_none().then(|| view! {
                        <p
                            class="answer-needs"
                            data-needs="date"
                            title="the moments these pillars stand for rank the hidden things differently: it needs the year and month pillars, or a date"
                        >
                            {l.zh("所覆之物需年月柱或日期")}
                        </p>
                    })}
                    <Fold
                        class="answer-judgements"
                        state=judgements_open
                        summary=move || {
                            view! {
                                <summary class="answer-subheading"><Term zh="斷" en="the judgements of 射覆占" /><span class="reading-count">{n}</span></summary>
                            }
                        }
                    >
                        <ul class="answer-list">{move || readings.with(|all| readings_view(l, all))}</ul>
                    </Fold>
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
    let none = KindInputs { at: false, travel: false, stopped: false };
    let inputs = move || seen.get().kind().map_or(none, GuaiyiKind::inputs);

    let guaiyi_view = move || {
        let l = lang.get();
        is(Category::Guaiyi).then(|| {
            readings.with(|all| {
                let n = all.len();
                view! {
                    <details class="answer-judgements" open=true>
                        <summary class="answer-subheading"><Term zh="斷" en="the judgements of 怪異占" /><span class="reading-count">{n}</span></summary>
                        <ul class="answer-list">{readings_view(l, all)}</ul>
                    </details>
                }
            })
        })
    };

    view! {
        <Show when=move || matches!(category.get(), Category::Shefu | Category::Guaiyi)>
            <section class="reading-block answer-block">
                <details class="answer-details" open=true>
                    <summary class="reading-heading reading-summary">
                        {move || {
                            let zh = category.get().hanzi();
                            view! { <Term zh=zh /> }
                        }}
                        <span class="answer-script">{move || script_note(lang.get())}</span>
                    </summary>
                    <Show when=move || is(Category::Guaiyi)>
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
                            <Show when=move || inputs().at>
                                <label class="answer-control">
                                    <Term zh="方位" en="the branch (quarter) where it was seen, or where the wind came from" />
                                    {branch_select(move || seen.get().place, move |b| set_seen(&|s| s.place = b), "answer-place")}
                                </label>
                            </Show>
                            <Show when=move || inputs().travel>
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
                            <Show when=move || inputs().stopped>
                                <label class="answer-control">
                                    <Term zh="風止時" en="the branch (hour) the wind stopped" />
                                    {branch_select(move || seen.get().stopped, move |b| set_seen(&|s| s.stopped = b), "answer-stopped")}
                                </label>
                            </Show>
                        </div>
                    </Show>
                    {sheet_part}
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
        let all = answer(&c, Category::Shefu, None);
        assert_eq!(all.len(), liuren_core::divination::readings_of(&c, liuren_core::divination::Topic::Shefu).len());
        let rs = rows(&all);
        assert_eq!(rs.iter().map(Vec::len).sum::<usize>(), all.len());
        let flat: Vec<&Reading> = rs.iter().flatten().copied().collect();
        assert!(flat.iter().zip(&all).all(|(a, b)| *a == b), "order kept");
        for row in &rs {
            if row.len() > 1 {
                assert!(row.iter().all(|j| j.variant.is_some() && j.title == row[0].title));
            }
        }
        // The text keeps two readings of 五行物形 and 上見, so some row holds variants.
        assert!(rs.iter().any(|r| r.len() > 1), "some variants side by side");
    }

    #[test]
    fn a_judgement_without_variant_stands_alone() {
        let c = chart();
        let all = answer(&c, Category::Guaiyi, None);
        assert!(!all.is_empty());
        assert!(answer(&c, Category::General, None).is_empty());
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
        let inputs = |i: usize| {
            let k = GuaiyiKind::ALL[i].inputs();
            (k.at, k.travel, k.stopped)
        };
        assert_eq!(inputs(0), (true, true, false));
        assert_eq!(inputs(2), (true, false, true));
        assert_eq!(inputs(9), (true, false, false));
        assert_eq!(inputs(3), (false, false, false));
        // Every kind reads with what was seen.
        let c = chart();
        for i in 0..10 {
            let s = Seen {
                kind: Some(i),
                place: Some(Branch::Zi),
                travel: Some(Travel::WestToEast),
                stopped: Some(Branch::Chou),
            };
            assert!(!answer(&c, Category::Guaiyi, s.kind()).is_empty());
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
}
