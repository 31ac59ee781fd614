//! 天地盤 as a ring: the earth plate fixed outside, the heaven plate and its
//! generals inside, 午 on top. What each palace carries is gathered by
//! [`super::palace::marks`] (a pure function, tested natively) and placed by
//! [`crate::geometry`]; the component only draws.
//!
//! Test contract: each palace's `<g>` has `data-earth`, `data-heaven` and
//! `data-general` (traditional characters, the general's full name), and
//! `data-spirits`, how many 神煞 stand on its heaven branch (the detail box,
//! on tap, lists them).

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::reading::Reading;

use super::palace::{marks, spirit_counts, PalaceMarks};
use super::{branch_gloss, use_lang};
use crate::geometry::{point, point_beside, wedge, RING, RING_SIZE};

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
    view! {
        <svg
            class="ring-svg"
            viewBox=format!("0 0 {RING_SIZE} {RING_SIZE}")
            role="group"
            aria-label="天地盤"
        >
            <circle class="ring-rim" cx=c cy=c r=RING.outer></circle>
            {move || {
                chart
                    .with(|ch| {
                        let all = marks(ch);
                        let counts = spirits.with(|sp| spirit_counts(ch, sp));
                        let palaces = Branch::ALL
                            .into_iter()
                            .map(|b| palace_view(b, all[b], counts[b], selected, lang))
                            .collect_view();
                        let day = ch.day().hanzi();
                        let method = ch.method().hanzi();
                        let method_en = ch.method().english();
                        let night = if ch.daytime { "晝" } else { "夜" };
                        let way = if ch.generals_forward { "順" } else { "逆" };
                        view! {
                            {palaces}
                            <g class="ring-centre">
                                <circle class="ring-centre-disc" cx=c cy=c r=RING.inner - 2.0></circle>
                                <text class="ring-day" x=c y=c - 22.0>
                                    <title>"day pillar"</title>
                                    {move || lang.get().zh(&format!("{day}日"))}
                                </text>
                                <text class="ring-method" x=c y=c + 8.0>
                                    <title>{method_en}</title>
                                    {move || lang.get().zh(method)}
                                </text>
                                <text class="ring-daynight" x=c y=c + 34.0>
                                    <title>"day or night; the generals run forward (順) or backward (逆)"</title>
                                    {move || lang.get().zh(&format!("{night} · 貴人{way}"))}
                                </text>
                            </g>
                        }
                    })
            }}
        </svg>
    }
}

fn palace_view(
    b: Branch,
    m: PalaceMarks,
    spirits: usize,
    selected: RwSignal<Option<Branch>>,
    lang: RwSignal<crate::i18n::Lang>,
) -> impl IntoView {
    let p = m.palace;
    let earth_at = point(b, R_EARTH);
    let heaven_at = point(b, R_HEAVEN);
    let general_at = point(b, R_GENERAL);
    let stem_at = point_beside(b, R_HEAVEN, BESIDE);

    let ming_at = point_beside(b, R_EARTH, -BESIDE - 1.0);
    let nian_at = point_beside(b, R_EARTH, BESIDE + 1.0);
    let dot_at = point(b, RING.heaven_inner + 7.0);
    let spirits_at = point_beside(b, R_SPIRITS, BESIDE);
    let in_transmission = m.transmissions.iter().any(|&t| t);
    // One badge per transmission on this palace, stacked inward from the rim
    // of the heaven band (a branch can be both 中 and 末).
    let badges = TRANSMISSION_LABELS
        .iter()
        .zip(m.transmissions)
        .filter(|(_, on)| *on)
        .enumerate()
        .map(|(k, (label, _))| {
            let at = point_beside(b, R_BADGE - BADGE_STEP * k as f64, -BESIDE);
            view! {
                <circle class="ring-badge" cx=at.x cy=at.y r=BADGE_RADIUS></circle>
                <text class="ring-badge-text" x=at.x y=at.y>{move || lang.get().zh(label)}</text>
            }
        })
        .collect_view();
    let general = p.general;
    let tooltip = format!(
        "earth {} {} · heaven {} {} · {} {}{}",
        p.earth.hanzi(),
        branch_gloss(p.earth),
        p.heaven.hanzi(),
        branch_gloss(p.heaven),
        general.hanzi(),
        general.english(),
        if p.void { " · void (旬空)" } else { "" }
    );
    let class = move || {
        let mut s = String::from("ring-palace");
        if in_transmission {
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
            data-earth=p.earth.hanzi()
            data-heaven=p.heaven.hanzi()
            data-general=general.hanzi()
            data-spirits=spirits
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
            <text class="ring-earth" x=earth_at.x y=earth_at.y>{p.earth.hanzi()}</text>
            {m.ben_ming.then(|| view! { <text class="ring-mark" x=ming_at.x y=ming_at.y>{move || lang.get().zh("命")}</text> })}
            {m.xing_nian.then(|| view! { <text class="ring-mark" x=nian_at.x y=nian_at.y>{move || lang.get().zh("年")}</text> })}
            <text class="ring-heaven" x=heaven_at.x y=heaven_at.y>{p.heaven.hanzi()}</text>
            {match p.stem {
                Some(s) => view! { <text class="ring-stem" x=stem_at.x y=stem_at.y>{s.hanzi()}</text> }.into_any(),
                None => view! { <text class="ring-void-mark" x=stem_at.x y=stem_at.y>{move || lang.get().zh("空")}</text> }.into_any(),
            }}
            {badges}
            {(spirits > 0).then(|| view! {
                <text class="ring-spirits" x=spirits_at.x y=spirits_at.y>
                    <title>{format!("{spirits} 神煞 on {} — tap the palace for the list", p.heaven.hanzi())}</title>
                    {format!("{spirits}")}
                </text>
            })}
            {m.lesson_upper.then(|| view! { <circle class="ring-lesson-dot" cx=dot_at.x cy=dot_at.y r="3.5"></circle> })}
            <text class="ring-general" x=general_at.x y=general_at.y>{move || lang.get().zh(general.hanzi())}</text>
        </g>
    }
}
