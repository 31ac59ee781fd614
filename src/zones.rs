//! Time zones in the app: the zone field's value (an IANA name or a fixed
//! offset) and the offsets of a named zone.
//!
//! The offsets come from the browser's own copy of the IANA database
//! (`Intl.DateTimeFormat` with `timeZone` and `timeZoneName: "longOffset"`), so
//! the page carries no zone data; natively (the app's tests) from the core's
//! compiled database. Local time → instant, with the ambiguous and skipped
//! cases, is the core's one algorithm ([`liuren_core::zone::resolve_by`]),
//! the same the CLI uses.

use liuren_core::calendar::{CivilDateTime, Moment};
use liuren_core::zone::{self, Local, ZoneError, ZoneName};

/// The clock of the form: a zone by name or a fixed offset (minutes east of UTC).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clock {
    Named(ZoneName),
    Fixed(i32),
}

impl Clock {
    /// The offset in minutes at an instant (0 for a name no database knows,
    /// which [`canonical`] keeps out).
    pub fn offset_at(self, unix: i64) -> i32 {
        match self {
            Clock::Fixed(m) => m,
            Clock::Named(z) => offset_at(z, unix).unwrap_or(0),
        }
    }

    /// The moment of an instant on this clock.
    pub fn moment_of(self, unix: i64) -> Moment {
        Moment { unix, offset_minutes: self.offset_at(unix) }
    }

    /// A local time on this clock: once, twice, or an error saying it is skipped.
    pub fn resolve(self, local: CivilDateTime) -> Result<Local, String> {
        match zone::resolve_by(|unix| self.offset_at(unix), local) {
            Local::Skipped { before, after } => {
                Err(ZoneError::Skipped { local, zone: self.label(), before, after }.to_string())
            }
            other => Ok(other),
        }
    }

    /// The zone's name, or the offset as `+08:00`.
    pub fn label(self) -> String {
        match self {
            Clock::Named(z) => z.as_str().to_string(),
            Clock::Fixed(m) => zone::format_offset(m),
        }
    }

    /// The name, if the clock is a zone.
    pub fn name(self) -> Option<ZoneName> {
        match self {
            Clock::Named(z) => Some(z),
            Clock::Fixed(_) => None,
        }
    }
}

/// A zone name as the database spells it (`asia/shanghai` → `Asia/Shanghai`),
/// or `None` if the database does not know it.
pub fn canonical(name: &str) -> Option<ZoneName> {
    let name = ZoneName::new(name.trim())?;
    imp::canonical(name)
}

/// The offset of a zone at an instant, in whole minutes.
pub fn offset_at(zone: ZoneName, unix: i64) -> Option<i32> {
    imp::offset_at(zone, unix)
}

/// Every zone name the database knows (for the form's list).
pub fn names() -> Vec<String> {
    imp::names()
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use js_sys::{Array, Object, Reflect};
    use liuren_core::zone::ZoneName;
    use wasm_bindgen::{JsCast, JsValue};

    /// `new Intl.DateTimeFormat("en-US", {timeZone, timeZoneName: "longOffset"})`,
    /// or `None` where the browser throws (an unknown zone).
    fn format(zone: ZoneName) -> Option<JsValue> {
        let intl = Reflect::get(&js_sys::global(), &"Intl".into()).ok()?;
        let ctor: js_sys::Function = Reflect::get(&intl, &"DateTimeFormat".into()).ok()?.dyn_into().ok()?;
        let options = Object::new();
        Reflect::set(&options, &"timeZone".into(), &zone.as_str().into()).ok()?;
        Reflect::set(&options, &"timeZoneName".into(), &"longOffset".into()).ok()?;
        Reflect::construct(&ctor, &Array::of2(&"en-US".into(), &options)).ok()
    }

    pub fn canonical(zone: ZoneName) -> Option<ZoneName> {
        let f = format(zone)?;
        let resolved: js_sys::Function = Reflect::get(&f, &"resolvedOptions".into()).ok()?.dyn_into().ok()?;
        let options = resolved.call0(&f).ok()?;
        ZoneName::new(&Reflect::get(&options, &"timeZone".into()).ok()?.as_string()?)
    }

    /// `GMT+09:00`, `GMT-05:00`, `GMT+08:05:43`, `GMT` → minutes (seconds rounded).
    fn parse_gmt(text: &str) -> Option<i32> {
        let rest = text.strip_prefix("GMT")?;
        if rest.is_empty() {
            return Some(0);
        }
        let sign = match rest.chars().next()? {
            '+' => 1,
            '-' | '−' => -1,
            _ => return None,
        };
        let parts: Vec<i32> =
            rest[rest.chars().next()?.len_utf8()..].split(':').map(|p| p.parse().ok()).collect::<Option<_>>()?;
        let seconds = match parts[..] {
            [h] => h * 3600,
            [h, m] => h * 3600 + m * 60,
            [h, m, s] => h * 3600 + m * 60 + s,
            _ => return None,
        };
        Some(sign * ((f64::from(seconds) / 60.0).round() as i32))
    }

    pub fn offset_at(zone: ZoneName, unix: i64) -> Option<i32> {
        let f = format(zone)?;
        let to_parts: js_sys::Function = Reflect::get(&f, &"formatToParts".into()).ok()?.dyn_into().ok()?;
        let date = js_sys::Date::new(&JsValue::from_f64(unix as f64 * 1000.0));
        let parts: Array = to_parts.call1(&f, &date).ok()?.dyn_into().ok()?;
        parts
            .iter()
            .find_map(|p| {
                let kind = Reflect::get(&p, &"type".into()).ok()?.as_string()?;
                (kind == "timeZoneName").then(|| Reflect::get(&p, &"value".into()).ok()?.as_string()).flatten()
            })
            .and_then(|v| parse_gmt(&v))
    }

    pub fn names() -> Vec<String> {
        let intl = Reflect::get(&js_sys::global(), &"Intl".into()).ok();
        let f = intl
            .and_then(|i| Reflect::get(&i, &"supportedValuesOf".into()).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let Some(f) = f else { return Vec::new() };
        match f.call1(&JsValue::UNDEFINED, &"timeZone".into()).ok().and_then(|a| a.dyn_into::<Array>().ok()) {
            Some(a) => a.iter().filter_map(|v| v.as_string()).collect(),
            None => Vec::new(),
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use liuren_core::zone::{Zone, ZoneName};

    fn zone(name: ZoneName) -> Option<Zone> {
        name.as_str().parse::<Zone>().ok().filter(|z| z.name().is_some())
    }

    pub fn canonical(name: ZoneName) -> Option<ZoneName> {
        ZoneName::new(zone(name)?.name()?)
    }

    pub fn offset_at(name: ZoneName, unix: i64) -> Option<i32> {
        Some(zone(name)?.offset_at(unix))
    }

    pub fn names() -> Vec<String> {
        liuren_core::zone::zone_names().map(str::to_string).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn resolve(zone: &str, t: &str) -> Result<Local, String> {
        let local = zone::parse_local(t).unwrap();
        Clock::Named(canonical(zone).unwrap()).resolve(local)
    }

    #[test]
    fn names_and_offsets() {
        assert_eq!(canonical("asia/shanghai").map(|z| z.to_string()), Some("Asia/Shanghai".to_string()));
        assert_eq!(canonical("Asia/Atlantis"), None);
        let shanghai = Clock::Named(canonical("Asia/Shanghai").unwrap());
        assert_eq!(shanghai.offset_at(583_732_800), 540); // 1988-07-01T04:00Z
        assert!(matches!(resolve("America/New_York", "2026-11-01T01:30"), Ok(Local::Ambiguous { .. })));
        assert!(resolve("America/New_York", "2026-03-08T02:30")
            .unwrap_err()
            .contains("does not exist in America/New_York"));
    }
}
