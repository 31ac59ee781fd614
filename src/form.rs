//! Reading what is typed into the cast form: dates, times, UTC offsets,
//! coordinates and birth years. Pure functions, tested natively; each error
//! is a sentence to show next to its field.

use liuren_core::calendar::{Moment, Place};
use liuren_core::cycle::{Branch, GanZhi, Stem};
use liuren_core::zone::{Local, ZoneName};

use crate::zones::{self, Clock};

/// Offsets are accepted up to ±18:00 (the widest any clock has used is +14:00).
const MAX_OFFSET_MINUTES: i32 = 18 * 60;

/// A UTC offset as typed: minutes (`480`, `-300`) or hours and minutes
/// (`+08:00`, `-05:30`, `+0800`, `+8`, `UTC+8`, `GMT-3:30`, `Z`). A signed
/// number of one or two digits up to 18 is hours, of four digits `±HHMM` (when
/// it reads as one); any other number is minutes.
///
/// ```
/// use liuren_app::form::parse_offset;
/// assert_eq!(parse_offset("+08:00"), Ok(480));
/// assert_eq!(parse_offset("-330"), Ok(-330));
/// assert_eq!(parse_offset("UTC-5"), Ok(-300));
/// assert!(parse_offset("+25:00").is_err());
/// ```
pub fn parse_offset(text: &str) -> Result<i32, String> {
    let bad = || format!("{:?} is not a UTC offset: write minutes (480) or ±HH:MM (+08:00)", clip(text));
    let mut s = text.trim();
    for prefix in ["UTC", "utc", "GMT", "gmt"] {
        if let Some(rest) = s.strip_prefix(prefix) {
            s = rest.trim();
            if s.is_empty() {
                return Ok(0);
            }
        }
    }
    if s.eq_ignore_ascii_case("z") {
        return Ok(0);
    }
    // A minus may be typed as U+2212.
    let s = s.replace('\u{2212}', "-");
    let (sign, body) = match s.as_bytes().first() {
        Some(b'+') => (1, &s[1..]),
        Some(b'-') => (-1, &s[1..]),
        Some(_) => (0, s.as_str()),
        None => return Err("enter a UTC offset, e.g. +08:00".to_string()),
    };
    if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit() || b == b':') {
        return Err(bad());
    }
    let minutes = if let Some((h, m)) = body.split_once(':') {
        let (h, m) = (digits(h).ok_or_else(bad)?, digits(m).ok_or_else(bad)?);
        if m > 59 || body.len() > 5 {
            return Err(bad());
        }
        h * 60 + m
    } else if sign != 0 && body.len() <= 2 && body.parse::<i32>().is_ok_and(|h| h <= 18) {
        // "+8", "-05": whole hours.
        digits(body).ok_or_else(bad)? * 60
    } else if sign != 0 && body.len() == 4 && body[2..].parse::<i32>().is_ok_and(|m| m < 60) {
        // "+0800", "-1000": a signed four-digit number is HHMM.
        let (h, m) = (digits(&body[..2]).ok_or_else(bad)?, digits(&body[2..]).ok_or_else(bad)?);
        if m > 59 {
            return Err(bad());
        }
        h * 60 + m
    } else {
        // Plain minutes.
        digits(body).ok_or_else(bad)?
    };
    let minutes = if sign < 0 { -minutes } else { minutes };
    if minutes.abs() > MAX_OFFSET_MINUTES {
        return Err(format!("{} is outside ±18:00", format_offset(minutes)));
    }
    Ok(minutes)
}

fn digits(s: &str) -> Option<i32> {
    if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

fn clip(s: &str) -> String {
    s.chars().take(24).collect()
}

/// `+08:00`, `-05:30`, `+00:00`.
pub fn format_offset(minutes: i32) -> String {
    let sign = if minutes < 0 { '-' } else { '+' };
    let m = minutes.unsigned_abs();
    format!("{sign}{:02}:{:02}", m / 60, m % 60)
}

/// The value of an `<input type="date">` for a moment: `2026-11-29`.
pub fn date_value(m: Moment) -> String {
    let c = m.civil();
    format!("{:04}-{:02}-{:02}", c.year, c.month, c.day)
}

/// The value of an `<input type="time">` for a moment: `21:30`, or `21:30:15`
/// when the seconds are not zero.
pub fn time_value(m: Moment) -> String {
    let c = m.civil();
    if c.second == 0 {
        format!("{:02}:{:02}", c.hour, c.minute)
    } else {
        format!("{:02}:{:02}:{:02}", c.hour, c.minute, c.second)
    }
}

/// The moment of a date (`YYYY-MM-DD`) and a time (`HH:MM` or `HH:MM:SS`) on
/// a clock `offset` minutes ahead of UTC.
///
/// ```
/// use liuren_app::form::moment_from;
/// let m = moment_from("2026-11-29", "21:30", 480).unwrap();
/// assert_eq!(m.to_rfc3339(), "2026-11-29T21:30:00+08:00");
/// assert!(moment_from("2026-02-30", "12:00", 0).is_err());
/// ```
pub fn moment_from(date: &str, time: &str, offset: i32) -> Result<Moment, String> {
    let (date, time) = (date.trim(), time.trim());
    if date.is_empty() {
        return Err("enter a date".to_string());
    }
    if time.is_empty() {
        return Err("enter a time".to_string());
    }
    let date_ok = date.len() == 10
        && date.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() });
    if !date_ok {
        return Err(format!("{:?} is not a date like 2026-11-29", clip(date)));
    }
    let time_ok = (time.len() == 5 || time.len() == 8)
        && time.bytes().enumerate().all(|(i, b)| if i == 2 || i == 5 { b == b':' } else { b.is_ascii_digit() });
    if !time_ok {
        return Err(format!("{:?} is not a time like 21:30", clip(time)));
    }
    let text = format!("{date}T{time}{}", format_offset(offset));
    text.parse::<Moment>().map_err(|_| format!("{date} {time} is not a real date and time"))
}

/// The zone field as typed: an IANA zone name (`Asia/Shanghai`, any letter
/// case) or a UTC offset in any spelling [`parse_offset`] reads.
///
/// ```
/// use liuren_app::form::parse_zone;
/// use liuren_app::zones::Clock;
/// assert_eq!(parse_zone("Asia/Shanghai").unwrap().label(), "Asia/Shanghai");
/// assert_eq!(parse_zone("UTC+8"), Ok(Clock::Fixed(480)));
/// assert!(parse_zone("Asia/Atlantis").unwrap_err().contains("Asia/Shanghai"));
/// ```
pub fn parse_zone(text: &str) -> Result<Clock, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("enter a time zone (Asia/Shanghai) or a UTC offset (+08:00)".to_string());
    }
    if let Some(z) = zones::canonical(t) {
        return Ok(Clock::Named(z));
    }
    parse_offset(t).map(Clock::Fixed).map_err(|_| {
        format!("{:?} is neither a time zone (like Asia/Shanghai) nor a UTC offset (like +08:00)", clip(t))
    })
}

/// The zone field's text: the zone's name, or the moment's fixed offset.
pub fn zone_value(zone: Option<ZoneName>, m: Moment) -> String {
    zone.map_or_else(|| format_offset(m.offset_minutes), |z| z.to_string())
}

/// A date and a time (as [`moment_from`] reads them) on a zone's clock: once
/// or twice (the hour the clocks go back); a time the clocks skip is an error
/// saying so.
///
/// ```
/// use liuren_app::form::{moment_in, parse_zone};
/// use liuren_core::zone::Local;
/// let ny = parse_zone("America/New_York").unwrap();
/// assert!(matches!(moment_in("2026-11-01", "01:30", ny), Ok(Local::Ambiguous { .. })));
/// assert!(moment_in("2026-03-08", "02:30", ny).unwrap_err().contains("does not exist"));
/// ```
pub fn moment_in(date: &str, time: &str, clock: Clock) -> Result<Local, String> {
    clock.resolve(moment_from(date, time, 0)?.civil())
}

/// The device's time zone name, from `Intl.DateTimeFormat().resolvedOptions().timeZone`.
pub fn device_zone_name() -> Option<String> {
    let format = js_sys::Intl::DateTimeFormat::new(&js_sys::Array::new(), &js_sys::Object::new());
    let options: wasm_bindgen::JsValue = format.resolved_options().into();
    js_sys::Reflect::get(&options, &"timeZone".into()).ok()?.as_string()
}

/// The device's zone, if the browser's database knows it.
pub fn device_zone() -> Option<ZoneName> {
    zones::canonical(&device_zone_name()?)
}

/// The device's present moment: its clock and its UTC offset (see [`moment_now`]).
pub fn device_now() -> Moment {
    let d = js_sys::Date::new_0();
    moment_now(d.get_time(), d.get_timezone_offset())
}

/// The moment now, from a JavaScript clock: `Date.now()` in milliseconds and
/// `getTimezoneOffset()` (minutes *behind* UTC, so UTC+8 gives −480).
///
/// ```
/// use liuren_app::form::moment_now;
/// let m = moment_now(1_795_959_000_000.0, -480.0);
/// assert_eq!(m.to_rfc3339(), "2026-11-29T21:30:00+08:00");
/// ```
pub fn moment_now(unix_ms: f64, js_timezone_offset: f64) -> Moment {
    let offset = if js_timezone_offset.is_finite() { -(js_timezone_offset.round() as i32) } else { 0 };
    let offset = offset.clamp(-MAX_OFFSET_MINUTES, MAX_OFFSET_MINUTES);
    let unix = if unix_ms.is_finite() { (unix_ms / 1000.0).floor() as i64 } else { 0 };
    // Whole minutes, as the form shows them.
    Moment { unix: unix - unix.rem_euclid(60), offset_minutes: offset }
}

/// A longitude and a latitude as typed (decimal degrees; east and north
/// positive). Both empty is no place.
///
/// ```
/// use liuren_app::form::parse_place;
/// assert_eq!(parse_place("", " ").unwrap(), None);
/// assert_eq!(parse_place("121.47", "31.23").unwrap().unwrap().longitude, 121.47);
/// assert!(parse_place("121", "").is_err());
/// assert!(parse_place("190", "0").is_err());
/// ```
pub fn parse_place(longitude: &str, latitude: &str) -> Result<Option<Place>, String> {
    let (lon, lat) = (longitude.trim(), latitude.trim());
    match (lon.is_empty(), lat.is_empty()) {
        (true, true) => return Ok(None),
        (false, true) => return Err("give the latitude too (or clear both)".to_string()),
        (true, false) => return Err("give the longitude too (or clear both)".to_string()),
        _ => {}
    }
    let number = |s: &str, what: &str| -> Result<f64, String> {
        s.replace('\u{2212}', "-")
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
            .ok_or_else(|| format!("{:?} is not a {what} in decimal degrees", clip(s)))
    };
    let place = Place::new(number(lon, "longitude")?, number(lat, "latitude")?).map_err(|e| e.to_string())?;
    Ok(Some(place))
}

/// A coordinate as the form shows it: up to four decimals, no trailing zeros.
pub fn format_degrees(x: f64) -> String {
    let s = format!("{x:.4}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// A birth year as typed; empty is none. Years 1800–2200 (the calendar's range).
///
/// ```
/// use liuren_app::form::parse_birth_year;
/// assert_eq!(parse_birth_year(""), Ok(None));
/// assert_eq!(parse_birth_year(" 1984 "), Ok(Some(1984)));
/// assert!(parse_birth_year("84x").is_err());
/// assert!(parse_birth_year("1200").is_err());
/// ```
pub fn parse_birth_year(text: &str) -> Result<Option<i32>, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    let y: i32 = t.parse().map_err(|_| format!("{:?} is not a year like 1984", clip(t)))?;
    if !(1800..=2200).contains(&y) {
        return Err(format!("{y} is outside 1800–2200"));
    }
    Ok(Some(y))
}

/// A 干支 as typed (a day, year or month pillar): one of the sixty, in
/// traditional or simplified characters; empty is none. Anything else is a
/// sentence saying why: a stem and a branch of different parity (甲丑) are not
/// a pair of the cycle.
///
/// ```
/// use liuren_app::form::parse_pillar;
/// assert_eq!(parse_pillar(" 己巳 ").unwrap().unwrap().hanzi(), "己巳");
/// assert_eq!(parse_pillar(""), Ok(None));
/// assert!(parse_pillar("甲丑").unwrap_err().contains("not one of the sixty"));
/// ```
pub fn parse_pillar(text: &str) -> Result<Option<GanZhi>, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    if let Ok(g) = t.parse::<GanZhi>() {
        return Ok(Some(g));
    }
    let mut chars = t.chars();
    if let (Some(a), Some(b), None) = (chars.next(), chars.next(), chars.next()) {
        if let (Some(stem), Some(_)) = (Stem::from_char(a), Branch::from_char(b)) {
            let (parity, partners) =
                if stem.is_yang() { ("陽", "子寅辰午申戌") } else { ("陰", "丑卯巳未酉亥") };
            return Err(format!(
                "{:?} is not one of the sixty 干支: {stem} is a {parity} stem and pairs only with {partners}",
                clip(t)
            ));
        }
    }
    Err(format!("{:?} is not one of the sixty 干支: write a stem and a branch, e.g. 甲子", clip(t)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pillars_are_the_sixty_and_nothing_else() {
        // Every one of the sixty reads back, in either script.
        for g in GanZhi::ALL {
            assert_eq!(parse_pillar(&g.hanzi()), Ok(Some(g)));
        }
        assert_eq!(parse_pillar("庚辰"), parse_pillar("庚辰 "));
        assert_eq!(parse_pillar("壬戌").unwrap().unwrap().hanzi(), "壬戌");
        // Of the 120 stem–branch pairs, the 60 of unlike parity are refused, naming the partners.
        let mut refused = 0;
        for s in Stem::ALL {
            for b in Branch::ALL {
                let text = format!("{s}{b}");
                match parse_pillar(&text) {
                    Ok(Some(g)) => assert_eq!((g.stem(), g.branch()), (s, b)),
                    Err(e) => {
                        refused += 1;
                        assert!(e.contains("not one of the sixty") && e.contains(&text), "{e}");
                    }
                    Ok(None) => panic!("{text}"),
                }
            }
        }
        assert_eq!(refused, 60);
        assert!(parse_pillar("甲丑").unwrap_err().contains("子寅辰午申戌"));
        assert!(parse_pillar("乙子").unwrap_err().contains("丑卯巳未酉亥"));
        for bad in ["甲", "甲子丑", "jiazi", "子甲", "1"] {
            assert!(parse_pillar(bad).unwrap_err().contains("e.g. 甲子"), "{bad}");
        }
        // Long input is clipped in the message.
        assert!(parse_pillar(&"甲".repeat(1000)).unwrap_err().len() < 200);
    }

    #[test]
    fn offsets_in_every_accepted_spelling() {
        for (text, minutes) in [
            ("480", 480),
            ("-300", -300),
            ("0", 0),
            ("+08:00", 480),
            ("-05:30", -330),
            ("+0545", 345),
            ("-1000", -600),
            ("-1080", -1080),
            ("+8", 480),
            ("-3", -180),
            ("+9:30", 570),
            ("UTC+8", 480),
            ("GMT-3:30", -210),
            ("UTC", 0),
            ("Z", 0),
            ("\u{2212}04:00", -240),
            (" +14:00 ", 840),
        ] {
            assert_eq!(parse_offset(text), Ok(minutes), "{text}");
        }
    }

    #[test]
    fn bad_offsets_say_what_is_expected() {
        for text in ["", "abc", "+08:60", "+25:00", "2000", "+8h", "++8", "+08:00:00", "1e3"] {
            let e = parse_offset(text).unwrap_err();
            assert!(!e.is_empty(), "{text}");
        }
        assert!(parse_offset("abc").unwrap_err().contains("+08:00"));
    }

    #[test]
    fn offsets_round_trip_through_their_display() {
        for m in (-MAX_OFFSET_MINUTES..=MAX_OFFSET_MINUTES).step_by(15) {
            assert_eq!(parse_offset(&format_offset(m)), Ok(m));
            let minutes = m.to_string();
            // Signed numbers of two or four digits may read as hours or ±HHMM.
            if !(minutes.starts_with('-') && (minutes.len() == 5 || (minutes.len() <= 3 && m >= -18))) {
                assert_eq!(parse_offset(&minutes), Ok(m));
            }
        }
    }

    #[test]
    fn form_values_round_trip_to_the_moment() {
        for text in ["2026-11-29T21:30:00+08:00", "1999-12-31T23:59:00-05:30", "1900-01-01T00:00:00+00:00"] {
            let m: Moment = text.parse().unwrap();
            let back = moment_from(&date_value(m), &time_value(m), m.offset_minutes).unwrap();
            assert_eq!(back, m);
        }
        let with_seconds: Moment = "2026-11-29T21:30:15+08:00".parse().unwrap();
        assert_eq!(time_value(with_seconds), "21:30:15");
        assert_eq!(moment_from(&date_value(with_seconds), "21:30:15", 480), Ok(with_seconds));
    }

    #[test]
    fn bad_dates_and_times() {
        assert!(moment_from("", "12:00", 0).unwrap_err().contains("date"));
        assert!(moment_from("2026-11-29", "", 0).unwrap_err().contains("time"));
        assert!(moment_from("29/11/2026", "12:00", 0).is_err());
        assert!(moment_from("2026-11-29", "25:00", 0).is_err());
        assert!(moment_from("2026-11-29", "9:30", 0).is_err());
    }

    #[test]
    fn now_from_a_javascript_clock() {
        // 2026-11-29T13:30:42.5Z in a UTC+8 browser: whole minutes, the browser's offset.
        let m = moment_now(1_795_959_042_500.0, -480.0);
        assert_eq!(m.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        // West of Greenwich getTimezoneOffset is positive.
        assert_eq!(moment_now(0.0, 300.0).offset_minutes, -300);
        // Garbage does not panic.
        assert_eq!(moment_now(f64::NAN, f64::NAN), Moment { unix: 0, offset_minutes: 0 });
    }

    #[test]
    fn places() {
        assert_eq!(parse_place("  ", "").unwrap(), None);
        let p = parse_place("-73.94", "40.67").unwrap().unwrap();
        assert_eq!((p.longitude, p.latitude), (-73.94, 40.67));
        assert!(parse_place("", "40").unwrap_err().contains("longitude"));
        assert!(parse_place("x", "40").unwrap_err().contains("longitude"));
        assert!(parse_place("0", "91").unwrap_err().contains("latitude"));
        assert_eq!(format_degrees(121.4737), "121.4737");
        assert_eq!(format_degrees(-0.0), "0");
        assert_eq!(format_degrees(114.1), "114.1");
        assert_eq!(format_degrees(139.0), "139");
    }
}
