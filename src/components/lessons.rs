//! 四課 right to left, as written: the first lesson on the right, each with
//! its general above the upper and the lower. Test contract: each lesson has
//! `data-lesson="1".."4"`, `data-upper` and `data-lower` (traditional).

use leptos::prelude::*;
use liuren_core::chart::Chart;
use liuren_core::cycle::StemOrBranch;

use super::{branch_gloss, stem_gloss, Term};
use crate::i18n::LESSONS;

/// The 四課 block.
#[component]
pub fn LessonsView(chart: Signal<Chart>) -> impl IntoView {
    view! {
        <section class="reading-block reading-lessons-block" aria-labelledby="reading-lessons-heading">
            <h2 id="reading-lessons-heading" class="reading-heading"><Term zh="四課" /></h2>
            <ol class="reading-lessons">
                {move || {
                    chart
                        .with(|c| {
                            c.lessons
                                .iter()
                                .enumerate()
                                .map(|(i, l)| {
                                    let (name, gloss) = LESSONS[i];
                                    let lower_gloss = match l.lower {
                                        StemOrBranch::Stem(s) => format!("the day stem {}", stem_gloss(s)),
                                        StemOrBranch::Branch(b) => branch_gloss(b),
                                    };
                                    view! {
                                        <li
                                            class="reading-lesson"
                                            data-lesson=(i + 1).to_string()
                                            data-upper=l.upper.hanzi()
                                            data-lower=l.lower.hanzi()
                                        >
                                            <Term zh=l.general.hanzi() en=l.general.english() class="reading-lesson-general" />
                                            <Term zh=l.upper.hanzi() en=branch_gloss(l.upper) class="reading-lesson-upper" />
                                            <Term zh=l.lower.hanzi() en=lower_gloss class="reading-lesson-lower" />
                                            <Term zh=name en=gloss class="reading-lesson-name" />
                                        </li>
                                    }
                                })
                                .collect_view()
                        })
                }}
            </ol>
        </section>
    }
}
