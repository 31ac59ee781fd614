//! The page's parts. Each receives the computed chart (a `Signal<Chart>` fed
//! by the app's one `Memo`) and formats it; none decides anything classical.

pub mod answer;
pub mod bifa;
pub mod board;
pub mod cast_form;
pub mod chart_header;
pub mod choices;
pub mod detail;
pub mod export;
pub mod find;
pub mod fold;
pub mod lessons;
pub mod palace;
pub mod patterns;
pub mod reading_card;
pub mod readings;
pub mod ring;
pub mod saved;
pub mod settings;
pub mod spirits;
pub mod transmissions;
pub mod verdict;
pub mod why;

use leptos::prelude::*;
use liuren_core::calendar::{CivilDateTime, Moment};
use liuren_core::cycle::{Branch, Stem};

use crate::form::format_offset;
use crate::i18n::{self, Lang};

/// The script in use, provided by the app (traditional when there is none).
pub fn use_lang() -> RwSignal<Lang> {
    use_context::<RwSignal<Lang>>().unwrap_or_else(|| RwSignal::new(Lang::Hant))
}

/// A term in the page's script with its English gloss on hover (`title`),
/// on tap or on long-press (the app shows a focused term's gloss).
#[component]
pub fn Term(
    /// The term in traditional characters.
    #[prop(into)]
    zh: String,
    /// The gloss; when absent, the one in [`i18n::GLOSSES`].
    #[prop(optional, into)]
    en: Option<String>,
    /// Extra classes.
    #[prop(optional)]
    class: &'static str,
) -> impl IntoView {
    let lang = use_lang();
    let title = en.or_else(|| i18n::gloss(&zh).map(str::to_string));
    let class = if class.is_empty() { "term".to_string() } else { format!("term {class}") };
    view! { <span class=class title=title>{move || lang.get().zh(&zh)}</span> }
}

/// A branch's gloss: its pinyin and element, e.g. `zi (water)`.
pub fn branch_gloss(b: Branch) -> String {
    format!("{} ({})", b.pinyin(), b.element().english())
}

/// A stem's gloss: its pinyin and element.
pub fn stem_gloss(s: Stem) -> String {
    format!("{} ({})", s.pinyin(), s.element().english())
}

/// A hidden stem, or a dash on a void branch.
pub fn stem_text(s: Option<Stem>) -> &'static str {
    s.map_or("—", Stem::hanzi)
}

/// `2026-11-29 21:30` (seconds shown when not zero).
pub fn civil_text(c: CivilDateTime) -> String {
    let seconds = if c.second == 0 { String::new() } else { format!(":{:02}", c.second) };
    format!("{:04}-{:02}-{:02} {:02}:{:02}{seconds}", c.year, c.month, c.day, c.hour, c.minute)
}

/// A moment as given: `2026-11-29 21:30 +08:00` (the chart header's 所給時間,
/// and the folded form's line on a phone).
pub fn given_text(m: Moment) -> String {
    format!("{} {}", civil_text(m.civil()), format_offset(m.offset_minutes))
}

/// An instant (unix seconds) on a clock `offset` minutes ahead of UTC, to the
/// minute (rounded down), with the offset.
pub fn instant_text(unix: f64, offset: i32) -> String {
    let local = unix.floor() as i64 + i64::from(offset) * 60;
    let c = CivilDateTime::from_seconds(local - local.rem_euclid(60));
    format!("{} {}", civil_text(c), format_offset(offset))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_as_shown() {
        let m: liuren_core::calendar::Moment = "2026-11-29T21:30:00+08:00".parse().unwrap();
        assert_eq!(civil_text(m.civil()), "2026-11-29 21:30");
        assert_eq!(instant_text(m.unix as f64, 480), "2026-11-29 21:30 +08:00");
        assert_eq!(instant_text(m.unix as f64 + 59.9, -300), "2026-11-29 08:30 -05:00");
        assert_eq!(stem_text(None), "—");
        assert_eq!(branch_gloss(Branch::Zi), "zi (water)");
    }
}
