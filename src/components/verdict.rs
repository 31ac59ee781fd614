//! 斷 — the verdict card at the top of the readings once a topic is asked: the
//! topic, its 類神 and where they stand (one line each, tap for the facts), the
//! topic's verdict lines that fire grouped by the tone their passage states
//! (吉, 凶, both, none) with how many in each, each tappable to its passage
//! ([`ReadingCard`]), the 應期 candidates with their dates, rule and source,
//! and, folded, the readings of the other families that concern the 類神
//! (`Judgement::related`: 卷中, 畢法, 課體, 神煞 …), drawn only once opened.
//!
//! It draws [`liuren_core::topic::Judgement`] as the core computed it: no score,
//! no sentence of its own. The counts are how many readings' passages say 吉 or
//! 凶 ([`liuren_core::topic::by_tone`]), nothing more.
//!
//! Test contract: the root is `.verdict-card` with `data-topic` (the topic's key);
//! each 類神 is `.verdict-lei` with `data-what` and `data-branch`; each group of
//! verdicts `.verdict-group` with `data-tone` (`吉`, `凶`, `吉凶`, `無`) and
//! `data-count`; each 應期 `.verdict-timing` with `data-id`, `data-unit` and
//! `data-branch`, its dates `.verdict-date` with `data-date` (`YYYY-MM-DD`) and
//! `data-pillar` (the 干支 of the date in the unit); the related readings
//! `details.verdict-related` with `data-count`, each `.verdict-reading` inside
//! once it is open.

use leptos::prelude::*;
use liuren_core::reading::Reading;
use liuren_core::timing::Timing;
use liuren_core::topic::{by_tone, Judgement, LeiShen};

use super::fold::Fold;
use super::reading_card::{cite, title_text, ReadingCard};
use super::{use_lang, Term};
use crate::i18n::Lang;

/// The four groups of verdicts: the tone's key in `data-tone`, its heading and gloss.
const GROUPS: [(&str, &str, &str); 4] = [
    ("吉", "吉", "verdicts whose passage says 吉 (good)"),
    ("凶", "凶", "verdicts whose passage says 凶 (bad)"),
    ("吉凶", "吉凶並見", "verdicts whose passage says 吉 in one case and 凶 in another"),
    ("無", "未言吉凶", "verdicts whose passage states no tone"),
];

/// One 類神: its name and branch in the summary, the facts of where it stands
/// on one line (cut by the width), all of them and the passages naming it when
/// opened.
fn lei_view(l: Lang, x: &LeiShen) -> impl IntoView {
    let what = x.lei.name();
    let branch = x.branch.map(|b| b.hanzi()).unwrap_or("");
    let line = x.facts.iter().map(|f| l.zh(&f.text)).collect::<Vec<_>>().join("；");
    let (facts, passages) = (x.facts.clone(), x.passages.clone());
    view! {
        <li class="verdict-lei" data-what=what data-branch=branch>
            <Fold summary=move || {
                view! {
                    <summary>
                        <span class="verdict-lei-name">{l.zh(what)}</span>
                        <span class="verdict-lei-branch">{branch}</span>
                        <span class="verdict-lei-line">{line}</span>
                    </summary>
                }
            }>
                <ul class="verdict-lei-facts">{facts.iter().map(|f| view! { <li>{l.zh(&f.text)}</li> }).collect_view()}</ul>
                {passages
                    .iter()
                    .map(|p| {
                        view! {
                            <blockquote class="reading-card-passage">
                                {l.zh(p.text())}
                                " "
                                <cite class="reading-card-source">{l.zh(&cite(p.source))}</cite>
                            </blockquote>
                        }
                    })
                    .collect_view()}
            </Fold>
        </li>
    }
}

/// One verdict: its title and the book's words, tap for the card.
fn reading_view(l: Lang, r: &Reading) -> impl IntoView {
    let title = title_text(l, r);
    let verdict = r.verdict.as_ref().map(|v| l.zh(v));
    let card = r.clone();
    view! {
        <li class="verdict-reading" data-id=r.id.to_string()>
            <Fold summary=move || {
                view! {
                    <summary>
                        <span class="verdict-reading-title">{title}</span>
                        {verdict.map(|v| view! { <span class="verdict-reading-verdict">{v}</span> })}
                    </summary>
                }
            }>
                <ReadingCard reading=card.clone() class="verdict-reading-card" bare=true />
            </Fold>
        </li>
    }
}

/// One 應期 candidate: the rule, the branch and unit, the dates (civil date and
/// 干支), the source; tap for the passage and why it fires here.
fn timing_view(l: Lang, t: &Timing) -> impl IntoView {
    let dates = t
        .dates
        .iter()
        .map(|d| {
            let date = d.date.to_string();
            let pillar = d.pillar.hanzi();
            view! {
                <li class="verdict-date" data-date=date.clone() data-pillar=pillar.clone()>
                    <time datetime=date.clone()>{date.clone()}</time>
                    " "
                    <span class="verdict-date-pillar">{format!("{pillar}{}", l.zh(t.unit.hanzi()))}</span>
                </li>
            }
        })
        .collect_view();
    let (rule, branch, source) =
        (l.zh(t.rule), format!("{}{}", t.branch.hanzi(), l.zh(t.unit.hanzi())), l.zh(&cite(t.passage.source)));
    let (facts, passage) = (t.facts.clone(), l.zh(t.passage.text()));
    view! {
        <li class="verdict-timing" data-id=t.id data-unit=t.unit.key() data-branch=t.branch.hanzi()>
            <Fold summary=move || {
                view! {
                    <summary>
                        <span class="verdict-timing-rule">{rule}</span>
                        <span class="verdict-timing-branch">{branch}</span>
                        <cite class="reading-card-source">{source}</cite>
                    </summary>
                }
            }>
                <ul class="verdict-timing-facts">{facts.iter().map(|f| view! { <li>{l.zh(&f.text)}</li> }).collect_view()}</ul>
                <blockquote class="reading-card-passage">{passage.clone()}</blockquote>
            </Fold>
            <ul class="verdict-dates">{dates}</ul>
        </li>
    }
}

/// The readings of the other families that concern the 類神, in a [`Fold`]:
/// drawn only while open (or printing), so a recast with it closed draws none of them.
fn related_view(l: Lang, judgement: Signal<Option<Judgement>>, count: usize) -> impl IntoView {
    let items =
        move || judgement.with(|j| j.as_ref().map(|j| j.related.iter().map(|r| reading_view(l, r)).collect_view()));
    view! {
        <Fold
            class="verdict-related"
            count=count
            summary=move || {
                view! {
                    <summary class="verdict-subheading">
                        <Term zh="相關" en="the readings of the other families (卷中, 畢法, 課體, 神煞 …) that concern the 類神" />
                        <span class="reading-count">{count}</span>
                    </summary>
                }
            }
        >
            <ul class="verdict-readings">{items}</ul>
        </Fold>
    }
}

/// The verdict card; nothing for the general question (no judgement).
#[component]
pub fn VerdictCard(judgement: Signal<Option<Judgement>>) -> impl IntoView {
    let lang = use_lang();
    move || {
        let l = lang.get();
        judgement.with(|j| {
            let j = j.as_ref()?;
            let (groups, _) = by_tone(&j.verdicts);
            let lei = j.lei_shen.iter().map(|x| lei_view(l, x)).collect_view();
            let groups = GROUPS
                .iter()
                .zip(groups.iter())
                .filter(|(_, rs)| !rs.is_empty())
                .map(|(&(key, zh, en), rs)| {
                    let items = rs.iter().map(|r| reading_view(l, r)).collect_view();
                    view! {
                        <section class="verdict-group" data-tone=key data-count=rs.len()>
                            <h4 class="verdict-group-heading">
                                <Term zh=zh en=en />
                                <span class="reading-count">{rs.len()}</span>
                            </h4>
                            <ul class="verdict-readings">{items}</ul>
                        </section>
                    }
                })
                .collect_view();
            // 射覆 and 怪異 have no verdict lines of their own here: their answer panel follows.
            let verdicts = j.topic.is_topic().then(|| {
                view! {
                    <h4 class="verdict-subheading">
                        <Term zh="斷" en="the books' verdict lines of this topic that hold in this chart, by the tone their words state" />
                        <span class="reading-count">{j.verdicts.len()}</span>
                    </h4>
                    {j.verdicts.is_empty().then(|| view! { <p class="verdict-none" title="none of this topic's verdict lines holds in this chart">"—"</p> })}
                    <div class="verdict-groups">{groups}</div>
                }
            });
            let timing = j.timing.iter().map(|t| timing_view(l, t)).collect_view();
            let related = related_view(l, judgement, j.related.len());
            Some(view! {
                <section class="reading-block verdict-card" data-topic=j.topic.key()>
                    <h3 class="reading-heading">
                        <Term zh="占類" en="the question's topic" />
                        " "
                        <span class="verdict-topic">{l.zh(j.topic.hanzi())}</span>
                    </h3>
                    <h4 class="verdict-subheading"><Term zh="類神" en="the signifiers of what is asked, and where they stand" /></h4>
                    <ul class="verdict-leis">{lei}</ul>
                    {verdicts}
                    <h4 class="verdict-subheading"><Term zh="應期" en="when: the dates a cited rule names, after the chart's moment" /></h4>
                    {j.timing.is_empty().then(|| view! { <p class="verdict-none" title="no rule with a date holds in this chart">"—"</p> })}
                    <ul class="verdict-timings">{timing}</ul>
                    {related}
                </section>
            })
        })
    }
}
