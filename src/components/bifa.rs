//! 畢法賦 — the lines of the hundred this chart shows, as readings of the one
//! model ([`ReadingCard`]: the line, the facts that fire it, its chapter); on
//! request every line of the catalogue with its status.

use leptos::prelude::*;
use liuren_core::ask::Ask;
use liuren_core::chart::Chart;
use liuren_core::keti::bifa::{is_implemented, BifaLine, LINES};
use liuren_core::reading::{Fact, Family, Reading};

use super::fold::Fold;
use super::reading_card::ReadingCard;
use super::{use_lang, Term};

/// Where a line of the hundred stands for this chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status<'a> {
    /// It fires, with these facts.
    Fired(&'a [Fact]),
    /// It is tested for and does not fire.
    NotFired,
    /// It could be decided from a chart but is not detected yet.
    NotDetected,
    /// It cannot be decided from a chart, and why.
    Undecidable(&'a str),
    /// A case given by its pillars: it fires at some of the moments that
    /// carry them, not at all, so it needs a date (or the year and month pillars).
    NeedsDate,
}

impl Status<'_> {
    /// The status in words (traditional), for the list.
    pub fn label(&self) -> &'static str {
        match self {
            Status::Fired(_) => "見",
            Status::NotFired => "不見",
            Status::NotDetected => "未檢",
            Status::Undecidable(_) => "不可斷",
            Status::NeedsDate => "需日期",
        }
    }

    /// Its English gloss.
    pub fn gloss(&self) -> &'static str {
        match self {
            Status::Fired(_) => "fires in this chart",
            Status::NotFired => "does not fire in this chart",
            Status::NotDetected => "decidable from a chart, but not detected yet",
            Status::Undecidable(_) => "cannot be decided from a chart alone",
            Status::NeedsDate => "needs a date, or the year and month pillars: it fires at some of the moments these pillars fall on, not at all",
        }
    }

    /// A class for its style.
    pub fn class(&self) -> &'static str {
        match self {
            Status::Fired(_) => "bifa-fired",
            Status::NotFired => "bifa-not-fired",
            Status::NotDetected => "bifa-not-detected",
            Status::Undecidable(_) => "bifa-undecidable",
            Status::NeedsDate => "bifa-undecidable",
        }
    }
}

/// The reading of line `no` among `hits` (the core's id is `fa<N>`).
pub fn hit_of(hits: &[Reading], no: u8) -> Option<&Reading> {
    let id = format!("fa{no}");
    hits.iter().find(|h| h.id == id)
}

/// Every line of the hundred, in the book's order, with its status given the
/// readings that fired and (for a case given by its pillars) the ids of those
/// that need a date.
pub fn statuses<'a>(hits: &'a [Reading], needs_date: &[&str]) -> Vec<(&'static BifaLine, Status<'a>)> {
    LINES
        .iter()
        .map(|line| {
            let status = match hit_of(hits, line.no) {
                None if needs_date.contains(&format!("fa{}", line.no).as_str()) => Status::NeedsDate,
                Some(h) => Status::Fired(&h.facts),
                None if !line.decidable => Status::Undecidable(line.reason.unwrap_or("")),
                None if is_implemented(line.no) => Status::NotFired,
                None => Status::NotDetected,
            };
            (line, status)
        })
        .collect()
}

/// 第N法.
pub fn law(no: u8) -> String {
    format!("第{no}法")
}

/// The 畢法 panel (folded by default).
#[component]
pub fn BifaPanel(chart: Signal<Chart>) -> impl IntoView {
    let lang = use_lang();
    // For a case given by its pillars, only what its pillars decide.
    let case = crate::cast::shown_case();
    let found = Memo::new(move |_| {
        case.with(|p| chart.with(|c| crate::cast::family_of(p.as_ref(), c, &Ask::default(), Family::Bifa)))
    });
    let hits = Memo::new(move |_| found.with(|f| f.readings.clone()));
    let needs_date = Memo::new(move |_| found.with(|f| f.needs_date.iter().map(|n| n.id.clone()).collect::<Vec<_>>()));
    let show_all = RwSignal::new(false);

    view! {
        <section class="reading-block bifa-block">
            <Fold
                class="bifa-details"
                summary=move || {
                    view! {
                        <summary class="reading-heading reading-summary">
                            <Term zh="畢法" en="畢法賦: the hundred lines of 凌福之, as 《六壬大全》 prints them" />
                            <span class="reading-count">{move || hits.with(Vec::len)}</span>
                        </summary>
                    }
                }
            >
                <div class="bifa-hits">
                    {move || {
                        hits.with(|all| {
                            all.iter().map(|r| view! { <ReadingCard reading=r.clone() class="bifa-hit" /> }).collect_view()
                        })
                    }}
                </div>
                {move || hits.with(Vec::is_empty).then(|| view! { <p class="bifa-none">{move || lang.get().zh("此課不見所檢之法。")}</p> })}
                <label class="bifa-toggle">
                    <input type="checkbox" prop:checked=move || show_all.get() on:change=move |ev| show_all.set(event_target_checked(&ev)) />
                    <Term zh="全部百法" en="show all hundred lines with their status" />
                </label>
                {move || show_all.get().then(|| {
                    let l = lang.get();
                    hits.with(|all| {
                        let needs = needs_date.get();
                        let needs: Vec<&str> = needs.iter().map(String::as_str).collect();
                        let rows = statuses(all, &needs)
                            .into_iter()
                            .map(|(line, st)| {
                                let note = match &st {
                                    Status::Fired(facts) => Some(facts.iter().map(|f| l.zh(&f.text)).collect::<Vec<_>>().join("；")),
                                    Status::Undecidable(why) => Some(l.zh(why)),
                                    _ => None,
                                };
                                view! {
                                    <tr class=st.class() data-no=line.no>
                                        <th scope="row" class="bifa-no" title=line.source>{l.zh(&law(line.no))}</th>
                                        <td class="bifa-text">{l.zh(line.text)}</td>
                                        <td class="bifa-status"><Term zh=st.label() en=st.gloss() /></td>
                                        <td class="bifa-note">{note}</td>
                                    </tr>
                                }
                            })
                            .collect_view();
                        view! {
                            <table class="bifa-all">
                                <tbody>{rows}</tbody>
                            </table>
                        }
                    })
                })}
            </Fold>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::ask::of_family;
    use liuren_core::chart::{cast, CastInput, ChartOptions};

    #[test]
    fn every_line_has_one_status_and_the_hits_are_the_fired_ones() {
        let c = cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap();
        let hits = of_family(&c, &Ask::default(), Family::Bifa);
        let all = statuses(&hits, &[]);
        assert_eq!(all.len(), 100);
        assert!(all.iter().enumerate().all(|(i, (l, _))| usize::from(l.no) == i + 1));
        let fired: Vec<u8> = all.iter().filter(|(_, s)| matches!(s, Status::Fired(_))).map(|(l, _)| l.no).collect();
        let ids: Vec<String> = fired.iter().map(|no| format!("fa{no}")).collect();
        assert_eq!(ids, hits.iter().map(|h| h.id.to_string()).collect::<Vec<_>>());
        // Lines that cannot be decided say why; the counts add up as the README says.
        let undecidable = all.iter().filter(|(_, s)| matches!(s, Status::Undecidable(w) if !w.is_empty())).count();
        assert_eq!(undecidable, LINES.iter().filter(|l| !l.decidable).count());
        let not_detected = all.iter().filter(|(_, s)| *s == Status::NotDetected).count();
        assert_eq!(not_detected + liuren_core::keti::bifa::implemented().len() + undecidable, 100);
    }

    #[test]
    fn laws_are_numbered() {
        assert_eq!(law(93), "第93法");
        assert_eq!(Status::NotFired.label(), "不見");
    }
}
