//! The one cast of a [`Shared`]: at its moment (the form's 日期 mode), or for a
//! case given by its pillars (the 干支 mode, `Shared::pillars`) by the core's
//! [`cast_pillars`], which reads no date. Both modules, the casebook and the
//! tests cast through [`cast`], so a chart and its link can never disagree.
//!
//! A chart cast from its pillars carries readings that only a date can decide
//! (the month's 神煞 without the month pillar, 天寇, 二煩 …): the core lists them
//! ([`PillarReadings::needs_date`]) and [`Cast::of_family`] keeps them out of
//! what the panels show; the header names them.

use core::fmt;
use std::sync::Arc;

use liuren_core::ask::{self, Ask};
use liuren_core::chart::{self, CastError, Chart};
use liuren_core::pillars::{cast_pillars, PillarChart, PillarError, PillarInput, PillarReadings};
use liuren_core::reading::{Family, Reading};

use crate::share::Shared;

/// A chart as cast.
#[derive(Debug, Clone, PartialEq)]
pub enum Cast {
    /// At a moment.
    Dated(Box<Chart>),
    /// From its pillars, with the moments it was read at (kept for its readings).
    Pillars(PillarCase),
}

/// A chart cast from its pillars, shared by reference: equal when it is the
/// same cast (the sampled charts are not compared).
#[derive(Debug, Clone)]
pub struct PillarCase(pub Arc<PillarChart>);

impl PartialEq for PillarCase {
    fn eq(&self, other: &PillarCase) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Why a [`Shared`] does not cast.
#[derive(Debug, Clone, PartialEq)]
pub enum CaseError {
    /// A dated chart.
    Dated(CastError),
    /// A case given by its pillars.
    Pillars(PillarError),
}

impl fmt::Display for CaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CaseError::Dated(e) => e.fmt(f),
            CaseError::Pillars(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CaseError {}

/// What the chart's header says of a case given by its pillars: the
/// pillars as given, and whether 旺相 (the month's season) is known.
#[derive(Debug, Clone, PartialEq)]
pub struct Dateless {
    /// The case.
    pub input: PillarInput,
    /// Whether the season is known (see [`PillarChart::season_known`]).
    pub season_known: bool,
}

impl PillarCase {
    /// What the header says of it.
    pub fn dateless(&self) -> Dateless {
        Dateless { input: self.0.input, season_known: self.0.season_known }
    }
}

/// Provided (as context) by the chart: whether the chart shown leaves
/// 旺相 open — a case given by its pillars with no month pillar whose 月將
/// spans two seasons. The parts that show 旺相 then say it needs the month.
#[derive(Debug, Clone, Copy)]
pub struct SeasonOpen(pub leptos::prelude::Signal<bool>);

/// Whether 旺相 is open for the chart shown (never, where no one provided
/// it): call when a component is set up, read in its views.
pub fn season_open() -> leptos::prelude::Signal<bool> {
    use leptos::prelude::{use_context, Signal};
    use_context::<SeasonOpen>().map_or_else(|| Signal::stored(false), |s| s.0)
}

/// Provided (as context) by the readings' chunk: the pillars case shown, if the
/// chart is one, for the panels that read their own readings (卷中, 畢法, the
/// answer) through [`family_of`].
#[derive(Debug, Clone, Copy)]
pub struct ShownCase(pub leptos::prelude::Signal<Option<PillarCase>>);

/// The pillars case shown (none where no one provided it): call when a
/// component is set up, read in its memos.
pub fn shown_case() -> leptos::prelude::Signal<Option<PillarCase>> {
    use leptos::prelude::{use_context, Signal};
    use_context::<ShownCase>().map_or_else(|| Signal::stored(None), |s| s.0)
}

/// The readings of one family for `ask`: all that fire in `chart`, or for a
/// pillars case those its pillars decide, with those that need a date.
pub fn family_of(case: Option<&PillarCase>, chart: &Chart, ask: &Ask, family: Family) -> PillarReadings {
    match case {
        None => PillarReadings { readings: ask::of_family(chart, ask, family), needs_date: Vec::new() },
        Some(p) => p.0.decided(|c| ask::of_family(c, ask, family)),
    }
}

/// The pillars case of `s` with its querent and partner (those of the form's
/// person fields, `s.input`, one for both modes).
pub fn pillar_input(s: &Shared) -> Option<PillarInput> {
    s.pillars.map(|p| PillarInput { querent: s.input.querent, partner: s.input.partner, ..p })
}

/// The chart `s` names.
pub fn cast(s: &Shared) -> Result<Cast, CaseError> {
    match pillar_input(s) {
        Some(p) => {
            cast_pillars(&p, &s.options).map(|c| Cast::Pillars(PillarCase(Arc::new(c)))).map_err(CaseError::Pillars)
        }
        None => chart::cast(&s.input, &s.options).map(|c| Cast::Dated(Box::new(c))).map_err(CaseError::Dated),
    }
}

impl Cast {
    /// The chart (for a pillars case, read only what its pillars decide from it:
    /// see [`PillarChart::chart`]).
    pub fn chart(&self) -> &Chart {
        match self {
            Cast::Dated(c) => c,
            Cast::Pillars(p) => &p.0.chart,
        }
    }

    /// The pillars case, if it is one.
    pub fn pillars(&self) -> Option<&PillarCase> {
        match self {
            Cast::Dated(_) => None,
            Cast::Pillars(p) => Some(p),
        }
    }

    /// The readings of one family for `ask`: every one that fires in a dated
    /// chart; for a pillars case, those its pillars decide.
    pub fn of_family(&self, ask: &Ask, family: Family) -> Vec<Reading> {
        family_of(self.pillars(), self.chart(), ask, family).readings
    }

    /// Every reading for `ask` (as [`ask::for_chart`]), and for a pillars case
    /// the list of those that need a date (empty for a dated chart).
    pub fn readings(&self, ask: &Ask) -> PillarReadings {
        match self {
            Cast::Dated(c) => PillarReadings { readings: ask::for_chart(c, ask), needs_date: Vec::new() },
            Cast::Pillars(p) => p.0.readings(ask),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share;

    #[test]
    fn a_pillars_link_casts_from_its_pillars_and_an_old_link_at_its_moment() {
        let s = share::parse("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91").unwrap().unwrap();
        let c = cast(&s).unwrap();
        assert!(c.pillars().is_some());
        assert_eq!(
            (c.chart().day().hanzi(), c.chart().month_general.hanzi(), c.chart().hour_branch.hanzi()),
            ("己巳".into(), "戌", "丑")
        );
        let d = cast(&share::parse("?at=2026-11-29T21:30:00%2B08:00").unwrap().unwrap()).unwrap();
        assert!(d.pillars().is_none());
        assert_eq!(d.chart().calendar.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00");
    }

    #[test]
    fn the_querent_is_the_forms_and_needs_the_year_pillar() {
        let mut s = share::parse("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&by=1984&sex=male").unwrap().unwrap();
        assert_eq!(cast(&s).unwrap_err(), CaseError::Pillars(PillarError::FateNeedsYear));
        s.pillars.as_mut().unwrap().year = Some("戊寅".parse().unwrap());
        let c = cast(&s).unwrap();
        // 戊寅 (1998) for one born in 甲子 (1984): 虛歲 15.
        assert_eq!(c.chart().fate.map(|f| f.age), Some(15));
    }
}
