//! What the two wasm modules say to each other: one typed [`Message`], carried
//! as the JSON text of a `liuren-message` `CustomEvent`'s `detail` and
//! serialised only here.
//!
//! - the first module ([`crate::app`]) renders two empty slots,
//!   `[data-slot=panels]` ([`PANELS`]) and `[data-slot=tail]` ([`TAIL`]), and
//!   `[data-slot=tools]` ([`TOOLS`]) among the tools under the chart; it
//!   [`tell`]s the panels slot the chart's share query and the script whenever
//!   they change ([`Message::State`], also kept on the slot as `data-message`,
//!   for the second module to read when it starts after the first told it);
//! - the second module ([`crate::more`]) asks for another chart (a saved one
//!   opened, new options) with a bubbling [`Message::Apply`], which the first
//!   receives on its root ([`listen`]) and reads like a share link; and for a
//!   case given by its pillars, a moment found (尋時) to open as a dated chart
//!   ([`Message::Open`]).
//!
//! A [`Listener`] removes its event listener when dropped: whoever keeps it
//! (a `StoredValue` of the owner that mounted the views) decides how long.

use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};

use crate::i18n::Lang;
use crate::json::{self, Value};

/// The slot for 課體, 神煞, the answer, 卷中 and 畢法 (under the chart's text).
pub const PANELS: &str = "panels";
/// The slot for the settings and the saved charts (at the end of the page).
pub const TAIL: &str = "tail";
/// The slot for the second module's tools beside the chart (the Markdown report).
pub const TOOLS: &str = "tools";
/// The slot in the header of a case given by its pillars, for the readings
/// that need the year and month pillars or a date.
pub const NEEDS: &str = "needs";
/// The slot in the form's 干支 mode for "find the moments" (尋時).
pub const FIND: &str = "find";
/// The one event type the modules exchange.
const EVENT: &str = "liuren-message";
/// The attribute of the panels slot holding the last [`Message::State`].
const LAST: &str = "data-message";

/// A message between the two modules: a JSON object whose `message` member
/// names the kind (`state`, `apply`, `open`) beside the kind's members,
/// read and written by [`crate::json`] (the first module links no serde).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// First → second: the chart's share query and the page's script.
    State {
        /// The share query (with `?`), as [`crate::share::build`] writes it.
        query: String,
        /// The script, as its key (`hant`, `hans`).
        lang: Lang,
    },
    /// Second → first: show the chart of this share query.
    Apply {
        /// The share query.
        query: String,
    },
    /// Second → first: open this instant as the ordinary dated chart, on its
    /// own fixed clock, 月將 and 占時 from the moment (a moment 尋時 found for the
    /// case shown); the rest of the form stays as it is.
    Open {
        /// The instant, RFC 3339 (`2026-03-05T11:00:00+08:00`).
        at: String,
    },
}

impl Message {
    /// The message as the event's `detail` text.
    pub fn to_detail(&self) -> String {
        let q = json::quote;
        match self {
            Message::State { query, lang } => {
                json::object([("message", q("state")), ("query", q(query)), ("lang", q(lang.key()))])
            }
            Message::Apply { query } => json::object([("message", q("apply")), ("query", q(query))]),
            Message::Open { at } => json::object([("message", q("open")), ("at", q(at))]),
        }
    }

    /// A message from an event's `detail` text; `None` for anything else
    /// (not JSON, no known kind, a member missing or not a string, an unknown
    /// script). Other members are ignored.
    pub fn from_detail(text: &str) -> Option<Message> {
        let v = json::parse(text).ok()?;
        let text_of = |name: &str| v.get(name).and_then(Value::as_str).map(str::to_string);
        match v.get("message").and_then(Value::as_str)? {
            "state" => Some(Message::State { query: text_of("query")?, lang: Lang::from_key(&text_of("lang")?)? }),
            "apply" => Some(Message::Apply { query: text_of("query")? }),
            "open" => Some(Message::Open { at: text_of("at")? }),
            _ => None,
        }
    }

    /// The last state told to the panels `slot`, if any.
    pub fn last_state(slot: &web_sys::Element) -> Option<Message> {
        slot.get_attribute(LAST).as_deref().and_then(Message::from_detail)
    }
}

/// Fires `message` at `target`: a [`Message::State`] is also kept on it; a
/// [`Message::Apply`] or [`Message::Open`] bubbles up to the first module's root.
pub fn tell(target: &web_sys::Element, message: &Message) {
    let detail = message.to_detail();
    let bubbles = !matches!(message, Message::State { .. });
    if !bubbles {
        let _ = target.set_attribute(LAST, &detail);
    }
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(bubbles);
    init.set_detail(&JsValue::from_str(&detail));
    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(EVENT, &init) {
        let _ = target.dispatch_event(&event);
    }
}

/// An event listener for messages; removed when dropped.
pub struct Listener {
    target: web_sys::EventTarget,
    closure: Closure<dyn Fn(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.target.remove_event_listener_with_callback(EVENT, self.closure.as_ref().unchecked_ref());
    }
}

/// Calls `f` with every message fired at or inside `target`, as long as the
/// returned [`Listener`] is kept.
pub fn listen(target: &web_sys::EventTarget, f: impl Fn(Message) + 'static) -> Listener {
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(move |event: web_sys::Event| {
        let detail = event.dyn_ref::<web_sys::CustomEvent>().and_then(|e| e.detail().as_string());
        if let Some(m) = detail.as_deref().and_then(Message::from_detail) {
            f(m);
        }
    });
    let _ = target.add_event_listener_with_callback(EVENT, closure.as_ref().unchecked_ref());
    Listener { target: target.clone(), closure }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip_through_their_detail_text() {
        let state = Message::State { query: "?at=2026-11-29T21:30:00%2B08:00&cat=shefu".into(), lang: Lang::Hans };
        let text = state.to_detail();
        assert_eq!(text, r#"{"message":"state","query":"?at=2026-11-29T21:30:00%2B08:00&cat=shefu","lang":"hans"}"#);
        assert_eq!(Message::from_detail(&text), Some(state));
        let apply = Message::Apply { query: "?at=x".into() };
        assert_eq!(Message::from_detail(&apply.to_detail()), Some(apply));
        let open = Message::Open { at: "2026-03-05T11:00:00+08:00".into() };
        assert_eq!(open.to_detail(), r#"{"message":"open","at":"2026-03-05T11:00:00+08:00"}"#);
        assert_eq!(Message::from_detail(&open.to_detail()), Some(open));
        // Anything else is not a message.
        assert_eq!(Message::from_detail("?at=x"), None);
        assert_eq!(Message::from_detail(r#"{"message":"state","query":"","lang":"latin"}"#), None);
        assert_eq!(Message::from_detail(r#"{"message":"apply"}"#), None);
        assert_eq!(Message::from_detail(r#"{"message":"apply","query":3}"#), None);
        assert_eq!(Message::from_detail(r#"{"message":"close","query":"?at=x"}"#), None);
        assert_eq!(Message::from_detail(r#"["apply","?at=x"]"#), None);
        // The kind may stand anywhere among the members; others are ignored.
        assert_eq!(
            Message::from_detail(r#"{"query":"?at=x","v":1,"message":"apply"}"#),
            Some(Message::Apply { query: "?at=x".into() })
        );
        // A query with quotes, backslashes, controls and CJK survives.
        let odd = Message::Apply { query: "?q=\"六壬\"\\\n\u{1}".into() };
        assert_eq!(Message::from_detail(&odd.to_detail()), Some(odd));
    }
}
