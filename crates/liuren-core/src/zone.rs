//! 時區 Shíqū — the clock a local time is read on: an IANA time zone by name
//! (`Asia/Shanghai`), whose offset follows the zone's history, daylight time
//! included, or a fixed UTC offset (`+08:00`).
//!
//! The history is the IANA tz database as compiled by `chrono-tz` (its
//! version: [`TZDB_VERSION`]). China kept daylight time from 1986 to 1991
//! (`Asia/Shanghai` is +09:00 on 1988-07-01), Taiwan and Hong Kong in earlier
//! decades, Europe and North America do today.
//!
//! A local time can be ambiguous (it happens twice when the clocks go back) or
//! skipped (it never happens when they go forward): [`Zone::resolve`] says
//! which, and [`Zone::moment`] takes a [`Fold`] for the ambiguous case and
//! refuses the skipped one with a message saying so.
//!
//! Offsets are whole minutes: a historical local mean time (Shanghai's
//! +08:05:43 before 1901) is rounded to the nearest minute, so the local time
//! typed is the local time shown; the instant is off by under 30 s there.
//!
//! It lives in the core (no web dependency) because the CLI and the app both
//! turn a local time and a zone into a [`Moment`] and must agree: one
//! algorithm, [`resolve_by`], over a zone's offset function. Where the offsets
//! come from differs: natively (the CLI) the database compiled in by
//! `chrono-tz` ([`Zone`]); in the browser the browser's own copy of the same
//! IANA database (`Intl.DateTimeFormat`, read by the app), so the page carries
//! no zone data at all — compiled in, even a selection of 97 zones added
//! 75 KB gzip to the page's module, the part the chart waits for (README, "Time zones and the 農曆").

use core::fmt;
use core::str::FromStr;

#[cfg(not(target_arch = "wasm32"))]
use chrono::{Offset, TimeZone};
#[cfg(not(target_arch = "wasm32"))]
use chrono_tz::Tz;

use crate::calendar::{CivilDateTime, Moment};

/// The version of the IANA tz database compiled in (native builds).
#[cfg(not(target_arch = "wasm32"))]
pub const TZDB_VERSION: &str = chrono_tz::IANA_TZDB_VERSION;

/// The largest fixed offset accepted, in minutes (±18:00, as RFC 3339 and
/// JavaScript allow).
pub const MAX_OFFSET_MINUTES: i32 = 18 * 60;

/// A clock: a named IANA zone or a fixed offset from UTC (native builds: the
/// database compiled in).
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Zone {
    /// An IANA zone, e.g. `Asia/Shanghai`.
    Named(Tz),
    /// A fixed offset, minutes east of UTC (`+08:00` is 480).
    Fixed(i32),
}

/// Which of the two instants an ambiguous local time means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Fold {
    /// The first time the clock shows it (before the clocks go back).
    #[default]
    Earlier,
    /// The second time (after the clocks go back).
    Later,
}

impl Fold {
    /// `earlier` or `later`.
    pub fn key(self) -> &'static str {
        match self {
            Fold::Earlier => "earlier",
            Fold::Later => "later",
        }
    }
}

impl FromStr for Fold {
    type Err = String;
    fn from_str(s: &str) -> Result<Fold, String> {
        match s.trim() {
            "earlier" => Ok(Fold::Earlier),
            "later" => Ok(Fold::Later),
            _ => Err(format!("{} is not earlier or later", clip(s))),
        }
    }
}

/// What a local time is in a zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Local {
    /// It happens once.
    Single(Moment),
    /// It happens twice (the clocks went back): the earlier instant first.
    Ambiguous { earlier: Moment, later: Moment },
    /// It never happens (the clocks went forward over it): the offsets in
    /// minutes before and after the change.
    Skipped { before: i32, after: i32 },
}

/// Why a local time and a zone give no moment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ZoneError {
    /// The name is neither a zone of the database nor a UTC offset.
    Unknown(String),
    /// The local time falls in the hour the clocks skip.
    Skipped { local: CivilDateTime, zone: String, before: i32, after: i32 },
    /// The date is not a real date (or outside what the database can hold).
    BadDate(CivilDateTime),
}

impl fmt::Display for ZoneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ZoneError::Unknown(s) => write!(
                f,
                "unknown time zone {}: give an IANA zone name like Asia/Shanghai or an offset like +08:00",
                clip(s)
            ),
            ZoneError::Skipped { local, zone, before, after } => write!(
                f,
                "{} does not exist in {zone}: the clocks went forward from {} to {} and skipped it",
                local_text(*local),
                format_offset(*before),
                format_offset(*after)
            ),
            ZoneError::BadDate(t) => write!(f, "{} is not a date this calendar can read", local_text(*t)),
        }
    }
}

impl std::error::Error for ZoneError {}

fn clip(s: &str) -> String {
    let c: String = s.chars().take(40).collect();
    let more = if s.chars().nth(40).is_some() { "…" } else { "" };
    format!("\"{}{more}\"", c.escape_debug())
}

/// `1988-07-01T12:00:00`.
pub fn local_text(t: CivilDateTime) -> String {
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}", t.year, t.month, t.day, t.hour, t.minute, t.second)
}

/// `+08:00`, `-04:00`.
pub fn format_offset(minutes: i32) -> String {
    let sign = if minutes < 0 { '-' } else { '+' };
    let m = minutes.unsigned_abs();
    format!("{sign}{:02}:{:02}", m / 60, m % 60)
}

/// A fixed offset as written in RFC 3339 (`+08:00`, `-0330`, `Z`) or as
/// `UTC+8`; `None` if the text is not one.
pub fn parse_offset(text: &str) -> Option<i32> {
    let t = text.trim();
    if t == "Z" || t == "z" {
        return Some(0);
    }
    let t = t.strip_prefix("UTC").or_else(|| t.strip_prefix("GMT")).unwrap_or(t);
    let (sign, rest) = match t.chars().next()? {
        '+' => (1, &t[1..]),
        '-' | '−' => (-1, &t[t.chars().next()?.len_utf8()..]),
        _ => return None,
    };
    let num = |s: &str| {
        (!s.is_empty() && s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse::<i32>().ok())
            .flatten()
    };
    let (h, m) = match rest.split_once(':') {
        Some((h, m)) if m.len() == 2 => (num(h)?, num(m)?),
        Some(_) => return None,
        None if rest.len() == 4 => (num(&rest[..2])?, num(&rest[2..])?),
        None => (num(rest)?, 0),
    };
    let minutes = sign * (h * 60 + m);
    (m < 60 && minutes.abs() <= MAX_OFFSET_MINUTES).then_some(minutes)
}

/// A local date-time without an offset (`1988-07-01T12:00:00`, seconds
/// optional), as RFC 3339 writes the rest; `None` if the text is not one
/// (an offset at the end included).
///
/// ```
/// use liuren_core::zone::parse_local;
/// assert_eq!(parse_local("1988-07-01T12:00").unwrap().hour, 12);
/// assert!(parse_local("1988-07-01T12:00:00+08:00").is_none());
/// ```
pub fn parse_local(text: &str) -> Option<CivilDateTime> {
    let t = text.trim();
    if t.ends_with(['Z', 'z']) {
        return None;
    }
    format!("{t}Z").parse::<Moment>().ok().map(Moment::civil)
}

/// Every zone name of the database, in its order (for a form's list).
#[cfg(not(target_arch = "wasm32"))]
pub fn zone_names() -> impl Iterator<Item = &'static str> {
    chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name())
}

#[cfg(not(target_arch = "wasm32"))]
impl FromStr for Zone {
    type Err = ZoneError;
    /// A zone name (exact, or in any letter case) or a fixed offset.
    ///
    /// ```
    /// use liuren_core::zone::Zone;
    /// assert_eq!("Asia/Shanghai".parse::<Zone>().unwrap().to_string(), "Asia/Shanghai");
    /// assert_eq!("asia/shanghai".parse::<Zone>().unwrap().to_string(), "Asia/Shanghai");
    /// assert_eq!("+08:00".parse::<Zone>().unwrap(), Zone::Fixed(480));
    /// assert!("Asia/Atlantis".parse::<Zone>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Zone, ZoneError> {
        let t = s.trim();
        if let Ok(tz) = t.parse::<Tz>() {
            return Ok(Zone::Named(tz));
        }
        if let Some(m) = parse_offset(t) {
            return Ok(Zone::Fixed(m));
        }
        chrono_tz::TZ_VARIANTS
            .iter()
            .find(|tz| tz.name().eq_ignore_ascii_case(t))
            .map(|&tz| Zone::Named(tz))
            .ok_or_else(|| ZoneError::Unknown(s.to_string()))
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl fmt::Display for Zone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Zone::Named(tz) => f.write_str(tz.name()),
            Zone::Fixed(m) => f.write_str(&format_offset(*m)),
        }
    }
}

/// A real date of the proleptic Gregorian calendar and a time of day.
#[cfg(not(target_arch = "wasm32"))]
fn check_date(t: CivilDateTime) -> Result<(), ZoneError> {
    let text = format!("{}Z", local_text(t));
    match text.parse::<Moment>() {
        Ok(m) if m.civil() == t => Ok(()),
        _ => Err(ZoneError::BadDate(t)),
    }
}

/// What a local time is on a clock whose offset (minutes east of UTC) at each
/// instant is `offset_at`: the offsets a day before and a day after are the
/// candidates, and each that reads back as itself at its instant is an
/// instant of the local time — none: skipped; two: ambiguous. (No zone
/// changes its clock twice within two days.)
///
/// ```
/// use liuren_core::calendar::CivilDateTime;
/// use liuren_core::zone::{resolve_by, Local};
/// // A clock that goes from +08:00 to +09:00 at 1988-04-16T18:00Z (02:00 local).
/// let offset = |unix: i64| if unix < 577_216_800 { 480 } else { 540 };
/// let t = CivilDateTime { year: 1988, month: 4, day: 17, hour: 2, minute: 30, second: 0 };
/// assert_eq!(resolve_by(offset, t), Local::Skipped { before: 480, after: 540 });
/// ```
pub fn resolve_by(offset_at: impl Fn(i64) -> i32, local: CivilDateTime) -> Local {
    let as_utc = local.to_seconds();
    let (before, after) = (offset_at(as_utc - 86_400), offset_at(as_utc + 86_400));
    let mut found: Vec<Moment> = Vec::with_capacity(2);
    for o in [before, after] {
        let m = Moment::from_civil(local, o);
        if offset_at(m.unix) == o && !found.contains(&m) {
            found.push(m);
        }
    }
    found.sort_by_key(|m| m.unix);
    match found[..] {
        [] => Local::Skipped { before, after },
        [m] => Local::Single(m),
        [earlier, later, ..] => Local::Ambiguous { earlier, later },
    }
}

/// An IANA zone's name (`Asia/Shanghai`) as a small `Copy` value: ASCII
/// letters, digits, `_`, `-`, `+` and `/`, at most 40 bytes. Only the form of
/// the name is checked here; whether a database knows it is for whoever reads
/// the offsets.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ZoneName {
    bytes: [u8; ZoneName::MAX],
    len: u8,
}

impl ZoneName {
    const MAX: usize = 40;

    /// The name, if it has the form of one.
    ///
    /// ```
    /// use liuren_core::zone::ZoneName;
    /// assert_eq!(ZoneName::new("America/Argentina/Buenos_Aires").unwrap().as_str(), "America/Argentina/Buenos_Aires");
    /// assert!(ZoneName::new("Asia/<script>").is_none());
    /// ```
    pub fn new(name: &str) -> Option<ZoneName> {
        let ok = |b: u8| b.is_ascii_alphanumeric() || b"_-+/".contains(&b);
        if name.is_empty() || name.len() > Self::MAX || !name.bytes().all(ok) {
            return None;
        }
        let mut bytes = [0; Self::MAX];
        bytes[..name.len()].copy_from_slice(name.as_bytes());
        Some(ZoneName { bytes, len: name.len() as u8 })
    }

    pub fn as_str(&self) -> &str {
        // Only ASCII bytes are ever stored.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl fmt::Debug for ZoneName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ZoneName({:?})", self.as_str())
    }
}

impl fmt::Display for ZoneName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Seconds to whole minutes, to the nearest.
#[cfg(not(target_arch = "wasm32"))]
fn minutes(seconds: i32) -> i32 {
    (f64::from(seconds) / 60.0).round() as i32
}

#[cfg(not(target_arch = "wasm32"))]
impl Zone {
    /// The IANA name, if the zone has one.
    pub fn name(self) -> Option<&'static str> {
        match self {
            Zone::Named(tz) => Some(tz.name()),
            Zone::Fixed(_) => None,
        }
    }

    /// The offset from UTC in minutes at an instant.
    ///
    /// ```
    /// use liuren_core::zone::Zone;
    /// let shanghai: Zone = "Asia/Shanghai".parse().unwrap();
    /// assert_eq!(shanghai.offset_at(583_732_800), 540); // 1988-07-01T04:00Z: daylight time
    /// ```
    pub fn offset_at(self, unix: i64) -> i32 {
        match self {
            Zone::Fixed(m) => m,
            Zone::Named(tz) => match chrono::DateTime::from_timestamp(unix, 0) {
                Some(utc) => minutes(tz.offset_from_utc_datetime(&utc.naive_utc()).fix().local_minus_utc()),
                None => 0,
            },
        }
    }

    /// The moment of an instant on this zone's clock.
    pub fn moment_of(self, unix: i64) -> Moment {
        Moment { unix, offset_minutes: self.offset_at(unix) }
    }

    /// What a local time is in this zone: once, twice or never ([`resolve_by`]).
    pub fn resolve(self, local: CivilDateTime) -> Result<Local, ZoneError> {
        check_date(local)?;
        Ok(resolve_by(|unix| self.offset_at(unix), local))
    }

    /// The moment of a local time: an ambiguous one by `fold`, a skipped one refused.
    ///
    /// ```
    /// use liuren_core::calendar::CivilDateTime;
    /// use liuren_core::zone::{Fold, Zone};
    /// let ny: Zone = "America/New_York".parse().unwrap();
    /// let t = CivilDateTime { year: 2026, month: 1, day: 15, hour: 12, minute: 0, second: 0 };
    /// assert_eq!(ny.moment(t, Fold::Earlier).unwrap().offset_minutes, -300);
    /// ```
    pub fn moment(self, local: CivilDateTime, fold: Fold) -> Result<Moment, ZoneError> {
        match self.resolve(local)? {
            Local::Single(m) => Ok(m),
            Local::Ambiguous { earlier, later } => Ok(if fold == Fold::Earlier { earlier } else { later }),
            Local::Skipped { before, after } => {
                Err(ZoneError::Skipped { local, zone: self.to_string(), before, after })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn civil(y: i32, mo: u8, d: u8, h: u8, mi: u8) -> CivilDateTime {
        CivilDateTime { year: y, month: mo, day: d, hour: h, minute: mi, second: 0 }
    }

    fn offset(zone: &str, t: CivilDateTime) -> i32 {
        zone.parse::<Zone>().unwrap().moment(t, Fold::Earlier).unwrap().offset_minutes
    }

    /// China's daylight time 1986–1991 (國務院, 1986: from the second Sunday of
    /// April to the second Sunday of September, clocks one hour ahead); New
    /// York's today (EDT from the second Sunday of March to the first of November).
    #[test]
    fn offsets_follow_the_zone_history() {
        assert_eq!(offset("Asia/Shanghai", civil(1988, 7, 1, 12, 0)), 9 * 60);
        assert_eq!(offset("Asia/Shanghai", civil(1988, 1, 1, 12, 0)), 8 * 60);
        assert_eq!(offset("Asia/Shanghai", civil(1992, 7, 1, 12, 0)), 8 * 60);
        assert_eq!(offset("America/New_York", civil(2026, 7, 1, 12, 0)), -4 * 60);
        assert_eq!(offset("America/New_York", civil(2026, 1, 15, 12, 0)), -5 * 60);
        // Hong Kong kept summer time until 1979; Taipei until 1979 as well.
        assert_eq!(offset("Asia/Hong_Kong", civil(1975, 7, 1, 12, 0)), 9 * 60);
        assert_eq!(offset("Asia/Hong_Kong", civil(1985, 7, 1, 12, 0)), 8 * 60);
        assert_eq!(offset("Asia/Taipei", civil(1974, 7, 1, 12, 0)), 9 * 60);
        assert_eq!(offset("Europe/London", civil(2026, 7, 1, 12, 0)), 60);
        assert_eq!(offset("+05:30", civil(2026, 7, 1, 12, 0)), 330);
    }

    /// 2026-03-08 02:30 never happens in New York (02:00 EST → 03:00 EDT);
    /// 1988-04-10 02:30 never happened in China (the 1988 change, 02:00 → 03:00).
    #[test]
    fn a_skipped_local_time_is_reported() {
        for (zone, t, before, after) in [
            ("America/New_York", civil(2026, 3, 8, 2, 30), -300, -240),
            ("Asia/Shanghai", civil(1988, 4, 17, 2, 30), 480, 540),
        ] {
            let z: Zone = zone.parse().unwrap();
            assert_eq!(z.resolve(t).unwrap(), Local::Skipped { before, after }, "{zone}");
            let e = z.moment(t, Fold::Earlier).unwrap_err();
            assert!(e.to_string().contains("does not exist"), "{e}");
        }
    }

    /// 2026-11-01 01:30 happens twice in New York (EDT, then EST an hour later);
    /// 1988-09-11 01:30 twice in China.
    #[test]
    fn an_ambiguous_local_time_has_two_instants() {
        for (zone, t, first, second) in [
            ("America/New_York", civil(2026, 11, 1, 1, 30), -240, -300),
            ("Asia/Shanghai", civil(1988, 9, 11, 1, 30), 540, 480),
        ] {
            let z: Zone = zone.parse().unwrap();
            let Local::Ambiguous { earlier, later } = z.resolve(t).unwrap() else { panic!("{zone}: not ambiguous") };
            assert_eq!((earlier.offset_minutes, later.offset_minutes), (first, second), "{zone}");
            assert_eq!(later.unix - earlier.unix, 3600);
            assert_eq!(z.moment(t, Fold::Later).unwrap(), later);
            assert_eq!(earlier.civil(), t);
            assert_eq!(later.civil(), t);
        }
    }

    #[test]
    fn names_and_offsets_parse() {
        assert_eq!("UTC".parse::<Zone>().unwrap().to_string(), "UTC");
        assert_eq!("UTC+8".parse::<Zone>().unwrap(), Zone::Fixed(480));
        assert_eq!("-0330".parse::<Zone>().unwrap(), Zone::Fixed(-210));
        assert!("+19:00".parse::<Zone>().is_err());
        let e = "Mars/Olympus".parse::<Zone>().unwrap_err().to_string();
        assert!(e.starts_with("unknown time zone \"Mars/Olympus\""), "{e}");
        assert!(zone_names().any(|n| n == "Asia/Shanghai"));
    }
}
