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

use crate::i18n::Lang;
use crate::json::{self, Value};
use crate::lock::{self, Attempt};
use crate::share;
use crate::storage::Backend;

/// The localStorage key.
pub const SETTINGS_KEY: &str = "liuren.settings.v1";

/// Unreadable stored settings are copied to this prefix plus the time (Unix
/// ms) before new settings are written over them.
pub const SETTINGS_CORRUPT_PREFIX: &str = "liuren.settings.corrupt.";

/// What is stored. Read and written by [`crate::json`] (the module links
/// no serde): [`Settings::to_json`] and [`decode`], in the form serde wrote
/// before (`options` an object of strings, missing = none; `lang` a string or
/// null, missing = none; other members ignored).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Settings {
    /// School options by key (only those that differ from the defaults).
    pub options: BTreeMap<String, String>,
    /// `hant` or `hans`.
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
    /// The stored value was unreadable: it was copied to this key, then the
    /// new settings were written.
    SetAside(String),
    /// The stored value was unreadable and could not be copied aside, so it
    /// was left as it is and the new settings were not stored.
    NotSetAside(String),
    /// Another tab wrote the settings each time this change was written, so
    /// it could not be read back and is not kept (see [`lock::write_verified`]).
    NotKept,
}

impl fmt::Display for PrefsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrefsError::Corrupt(why) => {
                write!(f, "the saved settings could not be read ({why}); the defaults are used")
            }
            PrefsError::UnknownOption(why) => write!(f, "a saved setting was ignored: {why}"),
            PrefsError::Unwritable(why) => write!(f, "settings could not be saved in this browser: {why}"),
            PrefsError::SetAside(key) => write!(
                f,
                "the saved settings could not be read; they were kept under the localStorage key {key} and the new settings saved"
            ),
            PrefsError::NotSetAside(why) => write!(
                f,
                "the saved settings could not be read nor copied aside ({why}); they were left as they are and the new settings not saved"
            ),
            PrefsError::NotKept => write!(
                f,
                "another tab changed the settings at the same moment; after {} tries this change could not be confirmed and is not saved",
                lock::WRITES
            ),
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
                // The stored text may be anything: repeat it clipped and escaped.
                problems.push(PrefsError::UnknownOption(if e.expected.is_empty() {
                    format!("unknown option {}", share::quote(k))
                } else {
                    format!("option {}: {} is not one of {}", share::quote(k), share::quote(v), e.expected)
                }));
            }
        }
        (o, problems)
    }

    /// The script they name (traditional when unset or unknown).
    pub fn lang(&self) -> Lang {
        self.lang.as_deref().and_then(Lang::from_key).unwrap_or_default()
    }

    /// The stored text: `{"options":{…},"lang":"…"}`, the options by key in
    /// order, no `lang` when unset.
    pub fn to_json(&self) -> String {
        let options = json::object(self.options.iter().map(|(k, v)| (k.as_str(), json::quote(v))));
        let lang = self.lang.as_deref().map(|l| ("lang", json::quote(l)));
        json::object([("options", options)].into_iter().chain(lang))
    }

    /// The settings a JSON value holds, or why it does not hold them.
    fn from_json(v: &Value) -> Result<Settings, String> {
        let Value::Object(members) = v else {
            return Err(format!("expected an object, found {}", v.kind()));
        };
        for name in ["options", "lang"] {
            if members.iter().filter(|(k, _)| k == name).count() > 1 {
                return Err(format!("duplicate member {name:?}"));
            }
        }
        let options = match v.get("options") {
            None => BTreeMap::new(),
            Some(Value::Object(options)) => options
                .iter()
                .map(|(k, v)| match v {
                    Value::String(s) => Ok((k.clone(), s.clone())),
                    other => Err(format!("option {}: expected a string, found {}", share::quote(k), other.kind())),
                })
                .collect::<Result<_, _>>()?,
            Some(other) => return Err(format!("options: expected an object, found {}", other.kind())),
        };
        let lang = match v.get("lang") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.clone()),
            Some(other) => return Err(format!("lang: expected a string, found {}", other.kind())),
        };
        Ok(Settings { options, lang })
    }
}

/// Read stored settings text (`None` when nothing is stored).
pub fn decode(stored: Option<&str>) -> (Settings, Vec<PrefsError>) {
    match stored {
        None => (Settings::default(), Vec::new()),
        Some(text) => match json::parse(text).map_err(|e| e.to_string()).and_then(|v| Settings::from_json(&v)) {
            Ok(s) => (s, Vec::new()),
            Err(e) => (Settings::default(), vec![PrefsError::Corrupt(e)]),
        },
    }
}

#[cfg(target_arch = "wasm32")]
mod browser {
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
        match crate::storage::LocalStorage.get(SETTINGS_KEY) {
            Ok(text) => decode(text.as_deref()),
            Err(e) => (Settings::default(), vec![PrefsError::Corrupt(e.to_string())]),
        }
    }

    /// Change the stored settings in this browser's localStorage, one tab at
    /// a time, and confirm the change by reading it back ([`attempt_in`] run
    /// by [`lock::write_verified`]); `f` may run more than once.
    pub async fn update(mut f: impl FnMut(&mut Settings)) -> Result<(), PrefsError> {
        if !available() {
            return Err(PrefsError::Unwritable("localStorage is not available".to_string()));
        }
        let now = web_sys::js_sys::Date::now() as i64;
        let store = crate::storage::LocalStorage;
        let aside =
            lock::write_verified(SETTINGS_KEY, |write| attempt_in(&store, now, write, &mut f), || PrefsError::NotKept)
                .await?;
        aside.map_or(Ok(()), |key| Err(PrefsError::SetAside(key)))
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
    pub async fn update(_: impl FnMut(&mut Settings)) -> Result<(), PrefsError> {
        Err(PrefsError::Unwritable("no browser".to_string()))
    }
}

pub use browser::{load, update};

/// Change the settings stored in `store` once: [`attempt_in`] allowed to
/// write. `Err(`[`PrefsError::SetAside`]`)` names where unreadable stored
/// settings were copied (the new settings *are* written: the `Err` is what to
/// tell the reader).
pub fn update_in(store: &impl Backend, now_ms: i64, f: impl FnOnce(&mut Settings)) -> Result<(), PrefsError> {
    match attempt_in(store, now_ms, true, f)? {
        Attempt::Written(Some(key)) => Err(PrefsError::SetAside(key)),
        _ => Ok(()),
    }
}

/// One read–change–write of the settings stored in `store`, a step of
/// [`lock::write_verified`]: read them, apply `f`, and write them back unless
/// that changes nothing ([`Attempt::Held`]) or `write` is false
/// ([`Attempt::Missing`]). Only what `f` touches changes (a link's options are
/// never stored by a script switch). An unreadable stored value is never lost:
/// it is first copied to [`SETTINGS_CORRUPT_PREFIX`]`<now_ms>`, and the written
/// attempt carries that key; if it cannot be copied nothing is written
/// ([`PrefsError::NotSetAside`]).
pub fn attempt_in(
    store: &impl Backend,
    now_ms: i64,
    write: bool,
    f: impl FnOnce(&mut Settings),
) -> Result<Attempt<Option<String>>, PrefsError> {
    let raw = store.get(SETTINGS_KEY).map_err(|e| PrefsError::Unwritable(e.to_string()))?;
    let (mut s, problems) = decode(raw.as_deref());
    let corrupt = raw.as_ref().filter(|_| problems.iter().any(|p| matches!(p, PrefsError::Corrupt(_))));
    let before = s.clone();
    f(&mut s);
    if s == before && corrupt.is_none() {
        return Ok(Attempt::Held(None));
    }
    if !write {
        return Ok(Attempt::Missing);
    }
    let mut aside = None;
    if let Some(raw) = corrupt {
        let keys = store.keys().map_err(|e| PrefsError::NotSetAside(e.to_string()))?;
        // A key not taken, even when two writes fall in one millisecond.
        let key = (0..)
            .map(|n| match n {
                0 => format!("{SETTINGS_CORRUPT_PREFIX}{now_ms}"),
                n => format!("{SETTINGS_CORRUPT_PREFIX}{now_ms}-{n}"),
            })
            .find(|k| !keys.contains(k))
            .unwrap_or_default();
        store.set(&key, raw).map_err(|e| PrefsError::NotSetAside(e.to_string()))?;
        aside = Some(key);
    }
    let text = s.to_json();
    store.set(SETTINGS_KEY, &text).map_err(|e| PrefsError::Unwritable(e.to_string()))?;
    Ok(Attempt::Written(aside))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::storage::memory::{Memory, Racing};

    #[test]
    fn round_trip() {
        let mut o = ChartOptions::default();
        options::set(&mut o, "shehai", "mengzhong").unwrap();
        options::set(&mut o, "day-night", "yinyou").unwrap();
        let s = Settings::new(&o, Lang::Hans);
        let text = s.to_json();
        assert_eq!(text, r#"{"options":{"day-night":"yinyou","shehai":"mengzhong"},"lang":"hans"}"#);
        let (back, problems) = decode(Some(&text));
        assert!(problems.is_empty());
        assert_eq!(back.chart_options(), (o, vec![]));
        assert_eq!(back.lang(), Lang::Hans);
    }

    /// The settings as serde wrote and read them before [`crate::json`]
    /// (stored by earlier versions of the app): the oracle for the format.
    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct AsSerde {
        #[serde(default)]
        options: BTreeMap<String, String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        lang: Option<String>,
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// Written as serde wrote them, and what serde wrote reads back the same.
        #[test]
        fn the_format_is_serdes(options in proptest::collection::btree_map(".*", ".*", 0..5), lang in proptest::option::of(".*")) {
            let s = Settings { options: options.clone(), lang: lang.clone() };
            let old = AsSerde { options, lang };
            let text = serde_json::to_string(&old).unwrap();
            proptest::prop_assert_eq!(s.to_json(), text.clone());
            proptest::prop_assert_eq!(decode(Some(&text)), (s.clone(), vec![]));
            let pretty = serde_json::to_string_pretty(&old).unwrap();
            proptest::prop_assert_eq!(decode(Some(&pretty)), (s, vec![]));
        }
    }

    #[test]
    fn read_as_serde_read_them() {
        // Other members ignored, a null script none, no options none; each also as serde read it.
        for (text, want) in [
            (r#"{"lang":null,"theme":"dark"}"#, Settings::default()),
            (r#"{}"#, Settings::default()),
            (r#" {"lang" : "hans"} "#, Settings { lang: Some("hans".into()), ..Settings::default() }),
        ] {
            assert_eq!(decode(Some(text)), (want.clone(), vec![]), "{text}");
            let old: AsSerde = serde_json::from_str(text).unwrap();
            assert_eq!((old.options, old.lang), (want.options, want.lang), "serde agrees: {text}");
        }
        for text in [r#"{"options": {"shehai": 1}}"#, r#"{"lang": 2}"#, r#"{"lang": "hans", "lang": "hant"}"#] {
            assert!(serde_json::from_str::<AsSerde>(text).is_err(), "serde refused it too: {text}");
            assert!(matches!(decode(Some(text)).1[..], [PrefsError::Corrupt(_)]), "{text}");
        }
        // The one difference: serde also read a struct from an array of its
        // members in order (its "sequence form"), which the app never wrote;
        // such a value is now corrupt (the defaults, a notice, and it is set
        // aside before the next write), as any other value the app did not write.
        for text in ["[]", r#"[{"shehai":"mengzhong"},"hans"]"#] {
            assert!(serde_json::from_str::<AsSerde>(text).is_ok(), "serde read {text}");
            assert!(matches!(decode(Some(text)).1[..], [PrefsError::Corrupt(_)]), "{text}");
        }
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
        for text in [
            "",
            "{",
            "[1,2]",
            "\"x\"",
            r#"{"options": 3}"#,
            r#"{"options": {"shehai": 1}}"#,
            r#"{"lang": 2}"#,
            r#"{"lang": "hans", "lang": "hant"}"#,
            "{not json",
        ] {
            let (s, problems) = decode(Some(text));
            assert_eq!(s, Settings::default(), "{text}");
            assert!(matches!(problems[..], [PrefsError::Corrupt(_)]), "{text}");
            assert!(problems[0].to_string().contains("defaults"));
        }
    }

    #[test]
    fn an_update_changes_only_what_it_touches() {
        let m = Memory::default();
        m.map.borrow_mut().insert(SETTINGS_KEY.into(), r#"{"options":{"shehai":"mengzhong"}}"#.into());
        assert_eq!(update_in(&m, 5, |s| s.lang = Some("hans".into())), Ok(()));
        let stored = m.map.borrow().get(SETTINGS_KEY).cloned().unwrap();
        assert_eq!(stored, r#"{"options":{"shehai":"mengzhong"},"lang":"hans"}"#);
        assert_eq!(m.map.borrow().len(), 1, "nothing set aside");
    }

    #[test]
    fn corrupt_settings_are_kept_aside_before_an_update() {
        let m = Memory::default();
        let raw = r#"{"options":{"shehai":"mengzhong"},"lang":"hans""#; // cut short
        m.map.borrow_mut().insert(SETTINGS_KEY.into(), raw.into());
        m.map.borrow_mut().insert(format!("{SETTINGS_CORRUPT_PREFIX}7"), "older".into());
        let e = update_in(&m, 7, |s| s.lang = Some("hant".into())).unwrap_err();
        let key = format!("{SETTINGS_CORRUPT_PREFIX}7-1");
        assert_eq!(e, PrefsError::SetAside(key.clone()));
        assert!(e.to_string().contains(&key), "{e}");
        let map = m.map.borrow();
        assert_eq!(map.get(&key).map(String::as_str), Some(raw), "the raw text, as it was");
        assert_eq!(map.get(&format!("{SETTINGS_CORRUPT_PREFIX}7")).map(String::as_str), Some("older"));
        assert_eq!(map.get(SETTINGS_KEY).map(String::as_str), Some(r#"{"options":{},"lang":"hant"}"#));
    }

    #[test]
    fn corrupt_settings_that_cannot_be_copied_are_not_overwritten() {
        // A quota of 0 bytes: every write fails.
        let m = Memory { quota: Some(0), ..Memory::default() };
        m.map.borrow_mut().insert(SETTINGS_KEY.into(), "{not json".into());
        let e = update_in(&m, 7, |s| s.lang = Some("hans".into())).unwrap_err();
        assert!(matches!(e, PrefsError::NotSetAside(_)), "{e:?}");
        assert_eq!(m.map.borrow().get(SETTINGS_KEY).map(String::as_str), Some("{not json"));
    }

    /// Two tabs: this one switches the script while the other changes an
    /// option, from settings it read before this tab's write. Written once,
    /// the script would be lost; read back, it is written again on top.
    #[test]
    fn a_settings_change_another_tab_wrote_over_is_written_again() {
        let other = |read: Option<&str>, _n: usize| {
            let (mut s, _) = decode(read);
            s.options.insert("shehai".into(), "mengzhong".into());
            s.to_json()
        };
        let store = Racing::new(SETTINGS_KEY, 1, other);
        let result = lock::block_on(lock::write_verified(
            SETTINGS_KEY,
            |write| attempt_in(&store, 5, write, |s| s.lang = Some("hans".into())),
            || PrefsError::NotKept,
        ));
        assert_eq!(result, Ok(None));
        assert_eq!(store.writes.get(), 2);
        let stored = store.store.map.borrow().get(SETTINGS_KEY).cloned().unwrap();
        assert_eq!(stored, r#"{"options":{"shehai":"mengzhong"},"lang":"hans"}"#);

        // Lost every time: not kept, and the other tab's option stays.
        let store = Racing::new(SETTINGS_KEY, lock::WRITES as usize, other);
        let result = lock::block_on(lock::write_verified(
            SETTINGS_KEY,
            |write| attempt_in(&store, 5, write, |s| s.lang = Some("hans".into())),
            || PrefsError::NotKept,
        ));
        assert_eq!(result, Err(PrefsError::NotKept));
        let stored = store.store.map.borrow().get(SETTINGS_KEY).cloned().unwrap();
        assert_eq!(stored, r#"{"options":{"shehai":"mengzhong"}}"#);
    }

    #[test]
    fn an_unknown_stored_value_is_repeated_clipped() {
        let long = "x".repeat(100_000);
        let (s, _) = decode(Some(&format!(r#"{{"options":{{"shehai":"{long}","{long}":"1"}}}}"#)));
        let (_, skipped) = s.chart_options();
        assert_eq!(skipped.len(), 2);
        assert!(skipped.iter().all(|e| e.to_string().len() < 300), "{skipped:?}");
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
