//! The chart's header: the moment as given and as used, the four pillars,
//! the solar term, 月將, 占時, 旬空, 晝/夜 and whether 活時 was set by hand.
//!
//! A case given by its pillars (the form's 干支 mode) has no moment: the header
//! says so, shows the year and month pillars only as given (— when not), and
//! leaves the slot [`NEEDS`] where the readings' chunk, which reads the
//! readings, lists those that need the year and month pillars or a date.
//!
//! Test contract: the pillars case's line is `.reading-dateless`; the slot is
//! `[data-slot=needs]`, hidden for a dated chart.

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::GanZhi;
use liuren_core::reading::Category;

use super::{branch_gloss, civil_text, given_text, instant_text, use_lang, Term};
use crate::cast::Dateless;
use crate::slots::NEEDS;

/// The question and its kind, as the header shows them.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Asked {
    /// The question's text.
    pub question: String,
    /// The category.
    pub category: Category,
}

/// The header block.
#[component]
pub fn ChartHeader(chart: Signal<Chart>, asked: Signal<Asked>, dateless: Signal<Option<Dateless>>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="reading-header" aria-label="課式">
            {move || {
                asked
                    .with(|a| {
                        (!a.question.is_empty() || a.category != Category::General)
                            .then(|| {
                                let category = a.category.hanzi();
                                let question = a.question.clone();
                                view! {
                                    <p class="reading-question">
                                        {(!category.is_empty()).then(|| view! { <Term zh=category class="reading-category" /> })}
                                        <span class="reading-question-text">{question}</span>
                                    </p>
                                }
                            })
                    })
            }}
            {move || {
                // A case given by its pillars has no moment: no date rows, the
                // year and month pillars only as given.
                let d = dateless.get();
                chart
                    .with(|c| {
                        let cal = &c.calendar;
                        let p = cal.pillars;
                        let (year, month) = match &d {
                            Some(d) => (d.input.year, d.input.month),
                            None => (Some(p.year), Some(p.month)),
                        };
                        let dated = d.is_none().then(|| {
                            let given = given_text(cal.moment);
                            let used = civil_text(cal.local);
                            let day = cal.moment.civil();
                            let lunar = liuren_core::lunar::lunar_date_of(day.year, day.month, day.day)
                                .map(|l| format!("{}年{}", l.year, l.hanzi()))
                                .unwrap_or_default();
                            let solar = c.options.calendar.true_solar;
                            let (term, term_at) = cal.term;
                            let (next, next_at) = cal.next_term;
                            let offset = cal.moment.offset_minutes;
                            view! {
                                <div class="reading-fact reading-fact-wide">
                                    <dt><Term zh="所給時間" /></dt>
                                    <dd>{given}</dd>
                                </div>
                                <div class="reading-fact reading-fact-wide">
                                    <dt><Term zh="農曆" en="the date in the lunisolar calendar (UTC+8 reckoning)" /></dt>
                                    <dd class="reading-lunar">{lunar}</dd>
                                </div>
                                <div class="reading-fact reading-fact-wide">
                                    <dt><Term zh="所用時間" /></dt>
                                    <dd>
                                        {used}
                                        {solar.then(|| view! { " " <Term zh="真太陽時" class="reading-tag" /> })}
                                    </dd>
                                </div>
                                <div class="reading-fact reading-fact-wide">
                                    <dt><Term zh="節氣" /></dt>
                                    <dd>
                                        <Term zh=term.hanzi() en=term.english() />
                                        " "
                                        <span class="reading-time">{instant_text(term_at, offset)}</span>
                                        <br />
                                        <span class="reading-next" title="the next solar term">
                                            "→ "
                                            <Term zh=next.hanzi() en=next.english() />
                                            " "
                                            {instant_text(next_at, offset)}
                                        </span>
                                    </dd>
                                </div>
                            }
                        });
                        let case = d.as_ref().map(|d| {
                            let partial = d.input.year.is_none() || d.input.month.is_none();
                            view! {
                                <div class="reading-fact reading-fact-wide">
                                    <dt><Term zh="起課" en="how the chart was cast" /></dt>
                                    <dd class="reading-dateless">
                                        <Term zh="以干支起課" en="cast from the pillars as a book prints a case: no date, no solar term, no 農曆" />
                                        {partial.then(|| view! {
                                            " · "<Term zh="年月柱未全" en="the year or month pillar is not given: what needs them is listed below, not read" />
                                        })}
                                    </dd>
                                </div>
                            }
                        });
                        let season_open = d.as_ref().is_some_and(|d| !d.season_known);
                        let daytime_given = d.as_ref().is_some_and(|d| d.input.daytime.is_some());
                        let [k1, k2] = c.xunkong;
                        view! {
                            <div class="reading-pillars" role="group" aria-label="四柱">
                                {pillar_view("年", year)}
                                {pillar_view("月", month)}
                                {pillar_view("日", Some(p.day))}
                                {pillar_view("時", Some(p.hour))}
                            </div>
                            <dl class="reading-facts">
                                {case}
                                {dated}
                                <div class="reading-fact">
                                    <dt><Term zh="月將" /></dt>
                                    <dd><Term zh=c.month_general.hanzi() en=branch_gloss(c.month_general) class="reading-strong" /></dd>
                                </div>
                                <div class="reading-fact">
                                    <dt><Term zh="占時" /></dt>
                                    <dd><Term zh=c.hour_branch.hanzi() en=branch_gloss(c.hour_branch) class="reading-strong" /></dd>
                                </div>
                                <div class="reading-fact">
                                    <dt><Term zh="旬空" /></dt>
                                    <dd class="reading-strong">{format!("{k1}{k2}")}</dd>
                                </div>
                                <div class="reading-fact">
                                    <dt><Term zh="晝夜" /></dt>
                                    <dd>
                                        <Term zh=if c.daytime { "晝" } else { "夜" } class="reading-strong" />
                                        " "
                                        <Term zh="貴人" />
                                        <Term zh=if c.generals_forward { "順" } else { "逆" } />
                                        {daytime_given.then(|| view! { " " <Term zh="所給" en="as the case says" class="reading-tag" /> })}
                                    </dd>
                                </div>
                                {season_open.then(|| view! {
                                    <div class="reading-fact reading-fact-wide">
                                        <dt><Term zh="旺相" /></dt>
                                        <dd><Term zh="需月柱" en="旺相休囚死 follow the month's season: this 月將 falls in two seasons, so give the month pillar" /></dd>
                                    </div>
                                })}
                                {(c.hand_set && d.is_none()).then(|| view! {
                                    <div class="reading-fact">
                                        <dt><Term zh="活時" /></dt>
                                        <dd class="reading-flag">{move || lang.get().zh("手定")}</dd>
                                    </div>
                                })}
                                {c.fate.map(|f| fate_row("年命", "the querent's 本命 and 行年", f))}
                                {c.partner_fate.map(|f| fate_row("配偶年命", "the spouse's 本命 and 行年 (for 繁昌 and 解離)", f))}
                            </dl>
                        }
                    })
            }}
            // Filled by the readings' chunk; rendered once so that it is never replaced.
            <div class="reading-needs" data-slot=NEEDS hidden=move || dateless.with(Option::is_none)></div>
        </section>
    }
}

/// One of the four pillars: its label and value (— with "not given" when `g` is none).
fn pillar_view(label: &'static str, g: Option<GanZhi>) -> impl IntoView {
    let (text, title) = match g {
        Some(g) => (g.hanzi(), format!("{} {}", g.stem().pinyin(), g.branch().pinyin())),
        None => ("—".to_string(), "not given".to_string()),
    };
    view! {
        <div class="reading-pillar">
            <span class="reading-pillar-label"><Term zh=label /></span>
            <span class="reading-pillar-value" title=title>{text}</span>
        </div>
    }
}

/// 本命, 行年 and 虛歲 of one person.
fn fate_row(label: &'static str, gloss: &'static str, f: liuren_core::chart::YearFate) -> impl IntoView {
    view! {
        <div class="reading-fact reading-fact-wide">
            <dt><Term zh=label en=gloss /></dt>
            <dd>
                <Term zh="本命" />" "{f.ben_ming.hanzi()}" · "
                <Term zh="行年" />" "{f.xing_nian.hanzi()}" · "
                <Term zh="虛歲" />" "{f.age}
            </dd>
        </div>
    }
}
