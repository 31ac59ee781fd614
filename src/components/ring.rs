//! 天地盤 as a ring: the earth plate fixed outside, the heaven plate and its
//! generals inside, 午 on top. What each palace carries is gathered by
//! [`super::palace::mark`] (a pure function, tested natively) and placed by
//! [`crate::geometry`]; the component only draws.
//!
//! The twelve palaces are drawn once, where they stand; a recast changes only
//! what the new chart changes in them (the heaven branch, the general, the
//! marks, the counts), each bound to a memo of its palace. Drawn again whole
//! on every chart, as until 2026-12-06, a recast wrote some 750 attributes of
//! the ring (Leptos's `erase_components` builds rewrite every attribute of an
//! element they rebuild) and took about 3.5 ms of the desktop recast's 18.
//!
//! Test contract: each palace's `<g>` has `data-earth`, `data-heaven` and
//! `data-general` (traditional characters, the general's full name), and
//! `data-spirits`, how many 神煞 stand on its heaven branch (the detail box,
//! on tap, lists them).

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::reading::Reading;

use super::palace::{mark, spirit_count, PalaceMarks};
use super::{branch_gloss, use_lang};
use crate::geometry::{point, point_beside, wedge, RING, RING_SIZE};
use crate::i18n::Lang;

/// Radii of the text rows.
const R_EARTH: f64 = 178.0;
const R_HEAVEN: f64 = 136.0;
const R_GENERAL: f64 = 92.0;
/// How far beside a palace's middle its small marks stand, in degrees.
const BESIDE: f64 = 10.0;
/// Where the count of a palace's 神煞 stands (beside the heaven branch, outward of its 遁干).
const R_SPIRITS: f64 = 154.0;
/// The transmission badges: the first's radius, the step inward, their size.
const R_BADGE: f64 = 148.0;
const BADGE_STEP: f64 = 22.0;
const BADGE_RADIUS: f64 = 11.0;

const TRANSMISSION_LABELS: [&str; 3] = ["初", "中", "末"];

/// The ring. Tapping (or Enter on) a palace selects it.
#[component]
pub fn Ring(
    chart: Signal<Chart>,
    /// The chart's 神煞 readings (the app's one list of them), counted on each palace.
    spirits: Signal<Vec<Reading>>,
    selected: RwSignal<Option<Branch>>,
) -> impl IntoView {
    let lang = use_lang();
    let c = RING_SIZE / 2.0;
    let palaces = Branch::ALL
        .into_iter()
        .map(|b| {
            let marks = Memo::new(move |_| chart.with(|ch| mark(ch, b)));
            let count = Memo::new(move |_| chart.with(|ch| spirits.with(|sp| spirit_count(ch, sp, b))));
            palace_view(b, marks, count, selected, lang)
        })
        .collect_view();
    view! {
        <svg
            class="ring-svg"
            viewBox=format!("0 0 {RING_SIZE} {RING_SIZE}")
            role="group"
            aria-label="天地盤"
        >
            <circle class="ring-rim" cx=c cy=c r=RING.outer></circle>
            {palaces}
            <g class="ring-centre">
                <circle class="ring-centre-disc" cx=c cy=c r=RING.inner - 2.0></circle>
                <text class="ring-day" x=c y=c - 22.0>
                    <title>"day pillar"</title>
                    {move || lang.get().zh(&format!("{}日", chart.with(|ch| ch.day().hanzi())))}
                </text>
                <text class="ring-method" x=c y=c + 8.0>
                    <title>{move || chart.with(|ch| ch.method().english())}</title>
                    {move || lang.get().zh(chart.with(|ch| ch.method().hanzi()))}
                </text>
                <text class="ring-daynight" x=c y=c + 34.0>
                    <title>"day or night; the generals run forward (順) or backward (逆)"</title>
                    {move || {
                        let (daytime, forward) = chart.with(|ch| (ch.daytime, ch.generals_forward));
                        let night = if daytime { "晝" } else { "夜" };
                        lang.get().zh(&format!("{night} · 貴人{}", if forward { "順" } else { "逆" }))
                    }}
                </text>
            </g>
        </svg>
    }
}

/// A yes-or-no of a palace's marks, as a memo of its own (one function for
/// every such flag: one copy of the memo's code in the wasm).
fn flag(marks: Memo<PalaceMarks>, of: fn(&PalaceMarks) -> bool) -> Memo<bool> {
    Memo::new(move |_| marks.with(of))
}

/// One palace, drawn once: its place and its earth branch never change; what
/// the chart puts on it follows `marks` and `count` (the 神煞 on its heaven
/// branch), each part bound to the one value it shows.
fn palace_view(
    b: Branch,
    marks: Memo<PalaceMarks>,
    count: Memo<usize>,
    selected: RwSignal<Option<Branch>>,
    lang: RwSignal<Lang>,
) -> impl IntoView {
    let earth_at = point(b, R_EARTH);
    let heaven_at = point(b, R_HEAVEN);
    let general_at = point(b, R_GENERAL);
    let stem_at = point_beside(b, R_HEAVEN, BESIDE);

    let ming_at = point_beside(b, R_EARTH, -BESIDE - 1.0);
    let nian_at = point_beside(b, R_EARTH, BESIDE + 1.0);
    let dot_at = point(b, RING.heaven_inner + 7.0);
    let spirits_at = point_beside(b, R_SPIRITS, BESIDE);
    // Read through `marks`: a part re-runs when its palace changes and writes
    // only what differs. What decides whether an element is there at all is a
    // memo of its own, so that such an element is not drawn again while it stays.
    let palace = move || marks.get().palace;
    let heaven = move || palace().heaven;
    let general = move || palace().general;
    let transmissions = move || marks.get().transmissions;
    let ben_ming = flag(marks, |m| m.ben_ming);
    let xing_nian = flag(marks, |m| m.xing_nian);
    let lesson_upper = flag(marks, |m| m.lesson_upper);
    // Whether the stem's place shows 空 (no 遁干), and whether any 神煞 stand here.
    let void = flag(marks, |m| m.palace.stem.is_none());
    let any_spirits = Memo::new(move |_| count.get() > 0);
    let badges = move || {
        TRANSMISSION_LABELS
            .iter()
            .zip(transmissions())
            .filter(|(_, on)| *on)
            .enumerate()
            .map(|(k, (label, _))| {
                let at = point_beside(b, R_BADGE - BADGE_STEP * k as f64, -BESIDE);
                view! {
                    <circle class="ring-badge" cx=at.x cy=at.y r=BADGE_RADIUS></circle>
                    <text class="ring-badge-text" x=at.x y=at.y>{move || lang.get().zh(label)}</text>
                }
            })
            .collect_view()
            .into_any()
    };
    let tooltip = move || {
        let p = palace();
        format!(
            "earth {} {} · heaven {} {} · {} {}{}",
            p.earth.hanzi(),
            branch_gloss(p.earth),
            p.heaven.hanzi(),
            branch_gloss(p.heaven),
            p.general.hanzi(),
            p.general.english(),
            if p.void { " · void (旬空)" } else { "" }
        )
    };
    let class = move || {
        let p = palace();
        let mut s = String::from("ring-palace");
        if transmissions().iter().any(|&t| t) {
            s.push_str(" ring-palace-chuan");
        }
        if p.void {
            s.push_str(" ring-palace-void");
        }
        if selected.get() == Some(b) {
            s.push_str(" ring-palace-selected");
        }
        s
    };
    let select = move || selected.update(|s| *s = if *s == Some(b) { None } else { Some(b) });
    view! {
        <g
            class=class
            data-earth=b.hanzi()
            data-heaven=move || heaven().hanzi()
            data-general=move || general().hanzi()
            data-spirits=move || count.get().to_string()
            tabindex="0"
            role="button"
            aria-pressed=move || (selected.get() == Some(b)).to_string()
            on:click=move |_| select()
            on:keydown=move |ev: leptos::ev::KeyboardEvent| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    select();
                }
            }
        >
            <title>{tooltip}</title>
            <path class="ring-band-earth" d=wedge(b, RING.earth_inner, RING.outer)></path>
            <path class="ring-band-heaven" d=wedge(b, RING.heaven_inner, RING.earth_inner)></path>
            <path class="ring-band-general" d=wedge(b, RING.inner, RING.heaven_inner)></path>
            <text class="ring-earth" x=earth_at.x y=earth_at.y>{b.hanzi()}</text>
            {move || ben_ming.get().then(|| view! { <text class="ring-mark" x=ming_at.x y=ming_at.y>{move || lang.get().zh("命")}</text> }.into_any())}
            {move || xing_nian.get().then(|| view! { <text class="ring-mark" x=nian_at.x y=nian_at.y>{move || lang.get().zh("年")}</text> }.into_any())}
            <text class="ring-heaven" x=heaven_at.x y=heaven_at.y>{move || heaven().hanzi()}</text>
            {move || if void.get() {
                view! { <text class="ring-void-mark" x=stem_at.x y=stem_at.y>{move || lang.get().zh("空")}</text> }.into_any()
            } else {
                view! { <text class="ring-stem" x=stem_at.x y=stem_at.y>{move || palace().stem.map_or("", |s| s.hanzi())}</text> }.into_any()
            }}
            {badges}
            {move || any_spirits.get().then(|| view! {
                <text class="ring-spirits" x=spirits_at.x y=spirits_at.y>
                    <title>{move || format!("{} 神煞 on {} — tap the palace for the list", count.get(), heaven().hanzi())}</title>
                    {move || count.get().to_string()}
                </text>
            }.into_any())}
            {move || lesson_upper.get().then(|| view! { <circle class="ring-lesson-dot" cx=dot_at.x cy=dot_at.y r="3.5"></circle> }.into_any())}
            <text class="ring-general" x=general_at.x y=general_at.y>{move || lang.get().zh(general().hanzi())}</text>
        </g>
    }
}
