//! 尋時 — "find the moments": for a case given by its pillars, the real
//! instants in a span of years where its day pillar, 月將 and 占時 hold
//! together (the core's [`find`]), each a button that opens the ordinary dated
//! chart of that instant. Searched only when asked (the button), never on a
//! keystroke; the list is shown only while the case is the one searched.
//!
//! Drawn by the readings' chunk in the form's slot [`crate::slots::FIND`] (it
//! keeps the module small); a moment is opened by the chart
//! ([`crate::slots::Shown::open`]).
//!
//! Test contract: the button is `#form-find`; the list `.find-list`, each
//! moment a `button.find-moment` with `data-at` (RFC 3339); the count
//! `.find-count` with `data-count`.

use leptos::prelude::*;
use liuren_core::calendar::{DayStart, Moment};
use liuren_core::pillars::{find, years_around, MAX_FOUND, YEARS};

use super::{instant_text, use_lang, Term};
use crate::form::{format_offset, parse_offset};
use crate::share::Shared;

/// The three a search reads, and where: day pillar, 月將, 占時, day start,
/// the years and the clock's offset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Search {
    pub day: liuren_core::cycle::GanZhi,
    pub month_general: liuren_core::cycle::Branch,
    pub hour_branch: liuren_core::cycle::Branch,
    pub day_start: DayStart,
    pub years: (i32, i32),
    pub offset: i32,
}

/// A year as typed, within the calendar's range.
pub fn parse_year(text: &str) -> Result<i32, String> {
    let t = text.trim();
    let y: i32 =
        t.parse().map_err(|_| format!("{:?} is not a year like 1984", t.chars().take(12).collect::<String>()))?;
    if !YEARS.contains(&y) {
        return Err(format!("{y} is outside {}–{}", YEARS.start(), YEARS.end()));
    }
    Ok(y)
}

/// The search of `s`'s pillars case over the years typed on the clock typed;
/// `None` for a dated chart.
pub fn search_of(s: &Shared, from: &str, to: &str, offset: &str) -> Result<Option<Search>, String> {
    let Some(p) = s.pillars else { return Ok(None) };
    let (from, to) = (parse_year(from)?, parse_year(to)?);
    if from > to {
        return Err(format!("{from}–{to}: the first year comes first"));
    }
    Ok(Some(Search {
        day: p.day,
        month_general: p.month_general,
        hour_branch: p.hour_branch,
        day_start: s.options.calendar.day_start,
        years: (from, to),
        offset: parse_offset(offset)?,
    }))
}

/// The moments of a search (at most [`MAX_FOUND`]).
pub fn run(q: &Search) -> Result<Vec<Moment>, String> {
    find(q.day, q.month_general, q.hour_branch, q.years.0, q.years.1, q.offset, q.day_start).map_err(|e| e.to_string())
}

/// The panel under the 干支 fields: `shared` is the chart shown; the default
/// span is ±60 years around `now`; `on_open` opens a moment as a dated chart.
#[component]
pub fn FindMoments(shared: Signal<Shared>, now: Moment, on_open: Callback<Moment>) -> impl IntoView {
    let lang = use_lang();
    let (y0, y1) = years_around(now.unix);
    let from = RwSignal::new(y0.to_string());
    let to = RwSignal::new(y1.to_string());
    let offset = RwSignal::new(format_offset(480));
    let error = RwSignal::new(None::<String>);
    let found = RwSignal::new(None::<(Search, Vec<Moment>)>);
    let on_find = move |_| {
        let r = shared
            .with_untracked(|s| search_of(s, &from.get_untracked(), &to.get_untracked(), &offset.get_untracked()));
        match r.and_then(|q| q.map(|q| run(&q).map(|m| (q, m))).transpose()) {
            Ok(f) => {
                found.set(f);
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
        }
    };
    // Shown while the case and the day start are the ones searched.
    let shown = move || {
        let f = found.get()?;
        let same = shared.with(|s| {
            s.pillars.is_some_and(|p| {
                (p.day, p.month_general, p.hour_branch, s.options.calendar.day_start)
                    == (f.0.day, f.0.month_general, f.0.hour_branch, f.0.day_start)
            })
        });
        same.then_some(f)
    };
    let true_solar = move || shared.with(|s| s.options.calendar.true_solar);
    // A text field of the search, read on change into `value`; `inputmode`
    // "numeric" for the years (a phone's number pad), none for the offset.
    let field = |id: &'static str,
                 label: &'static str,
                 gloss: &'static str,
                 inputmode: Option<&'static str>,
                 value: RwSignal<String>| {
        view! {
            <div class="form-field form-field-narrow">
                <label for=id><Term zh=label en=gloss /></label>
                <input
                    id=id
                    class="form-input"
                    type="text"
                    inputmode=inputmode
                    autocomplete="off"
                    aria-describedby="form-find-error"
                    prop:value=move || value.get()
                    on:change=move |ev| value.set(event_target_value(&ev))
                />
            </div>
        }
    };
    view! {
        <div class="find" role="group" aria-labelledby="form-find">
            <div class="form-row">
                {field("form-find-from", "自", "from the year", Some("numeric"), from)}
                {field("form-find-to", "至", "to the year", Some("numeric"), to)}
                {field(
                    "form-find-offset",
                    "時區",
                    "the clock the moments are read on: a UTC offset (the books' clock is UTC+8)",
                    None,
                    offset,
                )}
                <div class="form-field form-field-button">
                    <button type="button" class="form-now" id="form-find" on:click=on_find>
                        <Term zh="尋時" en="find the real moments that carry this day pillar, 月將 and 占時" />
                    </button>
                </div>
                <span class="form-error" id="form-find-error" role="alert">{move || error.get()}</span>
            </div>
            {move || shown().map(|(q, moments)| {
                let n = moments.len();
                let caption = format!(
                    "{}日 {}將 {}時 · {}–{} · UTC{}",
                    q.day, q.month_general, q.hour_branch, q.years.0, q.years.1, format_offset(q.offset)
                );
                let items = moments
                    .into_iter()
                    .map(|m| {
                        let text = instant_text(m.unix as f64, m.offset_minutes);
                        view! {
                            <li>
                                <button type="button" class="find-moment" data-at=m.to_rfc3339() on:click=move |_| on_open.run(m)>
                                    {text}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="find-count" data-count=n.to_string()>
                        {caption}
                        " · "
                        {move || lang.get().zh(&if n >= MAX_FOUND { format!("首{n}時") } else { format!("{n}時") })}
                        {(n >= MAX_FOUND).then(|| view! { <span class="form-hint">" (the first " {MAX_FOUND} "; narrow the years for the rest)"</span> })}
                    </p>
                    {true_solar().then(|| view! {
                        <p class="form-hint">{move || lang.get().zh("真太陽時已開：開啟之課按地點之太陽時取時，占時或異。")}</p>
                    })}
                    <ul class="find-list">{items}</ul>
                }
            })}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::pillars::carries;

    fn case(q: &str) -> Shared {
        crate::share::parse(q).unwrap().unwrap()
    }

    /// 甲子日 亥將 午時 (亥將 from 雨水 to 春分): every moment found carries the three
    /// on its own clock, and the search reads the years and offset as typed.
    #[test]
    fn every_moment_found_carries_the_case() {
        let s = case("?dp=%E7%94%B2%E5%AD%90&mg=%E4%BA%A5&hb=%E5%8D%88");
        let q = search_of(&s, "1990", "2030", "+08:00").unwrap().unwrap();
        let found = run(&q).unwrap();
        assert!(!found.is_empty() && found.len() <= MAX_FOUND);
        for m in &found {
            assert!(carries(*m, q.day, q.month_general, q.hour_branch, q.day_start), "{}", m.to_rfc3339());
            assert_eq!(m.offset_minutes, 480);
            let c = m.civil();
            assert!((1990..=2030).contains(&c.year) && (2..=3).contains(&c.month), "{}", m.to_rfc3339());
        }
    }

    #[test]
    fn bad_spans_and_dated_charts() {
        let s = case("?dp=%E7%94%B2%E5%AD%90&mg=%E4%BA%A5&hb=%E5%8D%88");
        assert!(search_of(&s, "2030", "1990", "+8").unwrap_err().contains("first year"));
        assert!(search_of(&s, "1700", "1990", "+8").unwrap_err().contains("1800"));
        assert!(search_of(&s, "x", "1990", "+8").unwrap_err().contains("\"x\""));
        assert!(search_of(&s, "1990", "1991", "+99:00").is_err());
        assert_eq!(search_of(&case("?at=2026-11-29T21:30:00%2B08:00"), "1990", "2000", "+8"), Ok(None));
    }
}
