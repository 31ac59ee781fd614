//! The 大六壬 app: a thin Leptos layer over `liuren-core`.
//!
//! - [`app`]: the state (one signal of [`share::Shared`], one cast `Memo`) and the page;
//! - [`cast`]: the one cast of a [`share::Shared`], at a moment or from the pillars (干支);
//! - [`components`]: the parts of the page, each formatting the computed chart;
//! - [`geometry`]: where the ring's palaces sit; [`share`]: share links;
//! - [`form`]: reading the typed inputs; [`cities`]: the built-in places;
//! - [`i18n`]: 繁體/简体 and English glosses; [`prefs`]: stored preferences;
//! - [`storage`]: saved charts (shown by `components::saved`, indexed by
//!   [`casebook`]: what fired in each, the counts); [`lock`]: one
//!   write of localStorage at a time across tabs, confirmed by reading it back;
//! - what comes from chunks split off the module, mounted into the slots the
//!   chart leaves ([`slots`]: the slots and the handle the chart hands over):
//!   [`more`] the readings panels, [`tools`] the tools, the settings and the
//!   saved charts (and, through [`palace_view`], the selected palace's detail and
//!   the square board), [`form_view`] the form's fields; [`placeholder`]: the
//!   chart before any is cast.
//!
//! No classical rule belongs here: the core decides, the app shows.

pub mod app;
pub mod casebook;
pub mod cast;
pub mod cities;
pub mod components;
pub mod form;
pub mod form_view;
pub mod geometry;
pub mod i18n;
pub mod json;
pub mod lock;
pub mod more;
pub mod palace_view;
pub mod placeholder;
pub mod prefs;
pub mod s2t;
pub mod share;
pub mod slots;
pub mod storage;
pub mod tools;
pub mod zones;

pub use app::App;

/// 大六壬 Dà Liù Rén — the app's title, shown in the header.
pub const TITLE: &str = "大六壬";
