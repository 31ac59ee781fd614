//! The reader's preferences — the school options and the script — kept in
//! localStorage under [`SETTINGS_KEY`]. (Saved charts live in `storage.rs`.)
//!
//! Stored as `{"options": {"shehai": "mengzhong", …}, "lang": "hans"}`: the
//! options by the names share links use, so the value survives new options and
//! reordered enums. Reading never panics: a missing value is the defaults, a
//! corrupt one is the defaults with a [`PrefsError`] to show.

use core::fmt;
use std::collections::BTreeMap;

use liuren_core::chart::ChartOptions;
use liuren_core::options;
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;

/// The localStorage key.
pub const SETTINGS_KEY: &str = "liuren.settings.v1";

/// What is stored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// School options by key (only those that differ from the defaults).
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// `hant` or `hans`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

/// Why stored preferences were not (all) used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrefsError {
    /// The stored value is not the JSON this app writes.
    Corrupt(String),
    /// An option or value this version does not know (the rest were used).
    UnknownOption(String),
    /// The browser refused to store them (private mode, quota).
    Unwritable(String),
}

impl fmt::Display for PrefsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrefsError::Corrupt(why) => {
                write!(f, "the saved settings could not be read ({why}); the defaults are used")
            }
            PrefsError::UnknownOption(why) => write!(f, "a saved setting was ignored: {why}"),
            PrefsError::Unwritable(why) => write!(f, "settings could not be saved in this browser: {why}"),
        }
    }
}

impl std::error::Error for PrefsError {}

impl Settings {
    /// The settings of these options and this script.
    pub fn new(o: &ChartOptions, lang: Lang) -> Settings {
        Settings {
            options: options::changed(o).into_iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            lang: Some(lang.key().to_string()),
        }
    }

    /// The options they name, on top of the defaults; an unknown key or value
    /// is skipped and reported.
    pub fn chart_options(&self) -> (ChartOptions, Vec<PrefsError>) {
        let mut o = ChartOptions::default();
        let mut problems = Vec::new();
        for (k, v) in &self.options {
            if let Err(e) = options::set(&mut o, k, v) {
                problems.push(PrefsError::UnknownOption(e.to_string()));
            }
        }
        (o, problems)
    }

    /// The script they name (traditional when unset or unknown).
    pub fn lang(&self) -> Lang {
        self.lang.as_deref().and_then(Lang::from_key).unwrap_or_default()
    }
}

/// Read stored settings text (`None` when nothing is stored).
pub fn decode(stored: Option<&str>) -> (Settings, Vec<PrefsError>) {
    match stored {
        None => (Settings::default(), Vec::new()),
        Some(text) => match serde_json::from_str::<Settings>(text) {
            Ok(s) => (s, Vec::new()),
            Err(e) => (Settings::default(), vec![PrefsError::Corrupt(e.to_string())]),
        },
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
    use gloo_storage::{errors::StorageError, LocalStorage, Storage};

    use super::*;

    /// Whether localStorage can be used at all (it throws in some private modes;
    /// gloo would panic then).
    fn available() -> bool {
        web_sys::window().and_then(|w| w.local_storage().ok().flatten()).is_some()
    }

    /// The stored settings and what was wrong with them.
    pub fn load() -> (Settings, Vec<PrefsError>) {
        if !available() {
            return (Settings::default(), Vec::new());
        }
        match LocalStorage::get::<serde_json::Value>(SETTINGS_KEY) {
            Ok(v) => decode(Some(&v.to_string())),
            Err(StorageError::KeyNotFound(_)) => (Settings::default(), Vec::new()),
            Err(e) => (Settings::default(), vec![PrefsError::Corrupt(e.to_string())]),
        }
    }

    /// Store settings.
    pub fn save(s: &Settings) -> Result<(), PrefsError> {
        if !available() {
            return Err(PrefsError::Unwritable("localStorage is not available".to_string()));
        }
        LocalStorage::set(SETTINGS_KEY, s).map_err(|e| PrefsError::Unwritable(e.to_string()))
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod browser {
    use super::*;

    /// Natively there is no localStorage: nothing is stored.
    pub fn load() -> (Settings, Vec<PrefsError>) {
        (Settings::default(), Vec::new())
    }

    /// Natively there is no localStorage.
    pub fn save(_: &Settings) -> Result<(), PrefsError> {
        Err(PrefsError::Unwritable("no browser".to_string()))
    }
}

pub use browser::{load, save};

/// Change the stored settings: read them, apply `f`, write them back. Only
/// what `f` touches changes (a link's options are never stored by a script switch).
pub fn update(f: impl FnOnce(&mut Settings)) -> Result<(), PrefsError> {
    let (mut s, _) = load();
    f(&mut s);
    save(&s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut o = ChartOptions::default();
        options::set(&mut o, "shehai", "mengzhong").unwrap();
        options::set(&mut o, "day-night", "yinyou").unwrap();
        let s = Settings::new(&o, Lang::Hans);
        let text = serde_json::to_string(&s).unwrap();
        assert_eq!(text, r#"{"options":{"day-night":"yinyou","shehai":"mengzhong"},"lang":"hans"}"#);
        let (back, problems) = decode(Some(&text));
        assert!(problems.is_empty());
        assert_eq!(back.chart_options(), (o, vec![]));
        assert_eq!(back.lang(), Lang::Hans);
    }

    #[test]
    fn nothing_stored_is_the_defaults() {
        let (s, problems) = decode(None);
        assert!(problems.is_empty());
        assert_eq!(s.chart_options().0, ChartOptions::default());
        assert_eq!(s.lang(), Lang::Hant);
    }

    #[test]
    fn corrupt_values_are_ignored_with_a_notice() {
        for text in ["", "{", "[1,2]", "\"x\"", r#"{"options": 3}"#] {
            let (s, problems) = decode(Some(text));
            assert_eq!(s, Settings::default(), "{text}");
            assert!(matches!(problems[..], [PrefsError::Corrupt(_)]), "{text}");
            assert!(problems[0].to_string().contains("defaults"));
        }
    }

    #[test]
    fn unknown_options_are_skipped_the_rest_kept() {
        let (s, problems) =
            decode(Some(r#"{"options":{"shehai":"mengzhong","colour":"red","noble":"x"},"lang":"klingon"}"#));
        assert!(problems.is_empty());
        let (o, skipped) = s.chart_options();
        assert_eq!(options::get(&o, "shehai"), Some("mengzhong"));
        assert_eq!(options::get(&o, "noble"), Some("classical"));
        assert_eq!(skipped.len(), 2);
        assert_eq!(s.lang(), Lang::Hant);
    }
}
