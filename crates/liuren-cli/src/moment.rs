//! When a chart is cast: `--at` (RFC 3339 with an offset, or a local time with
//! `--zone`), or `--lunar` with `--time` and `--zone`; the zone's history gives
//! the offset ([`liuren_core::zone`]).

use liuren_core::calendar::{CivilDateTime, Moment};
use liuren_core::lunar::LunarQuery;
use liuren_core::zone::{self, Fold, Local, Zone};

/// The moment, its zone (named, or the fixed offset written in `--at`), and a
/// note when the local time was ambiguous and one of its instants was taken.
pub struct When {
    pub moment: Moment,
    pub zone: Zone,
    pub fold: Option<Fold>,
    pub note: Option<String>,
}

fn time_of_day(text: &str) -> Result<(u8, u8, u8), String> {
    let bad =
        || format!("--time: {:?} is not a time like 21:30 or 21:30:15", text.chars().take(40).collect::<String>());
    let parts: Vec<&str> = text.trim().split(':').collect();
    let n = |i: usize| -> Result<u8, String> {
        parts
            .get(i)
            .filter(|p| p.len() == 2 && p.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|p| p.parse().ok())
            .ok_or_else(bad)
    };
    let (h, m, s) = match parts.len() {
        2 => (n(0)?, n(1)?, 0),
        3 => (n(0)?, n(1)?, n(2)?),
        _ => return Err(bad()),
    };
    if h > 23 || m > 59 || s > 59 {
        return Err(bad());
    }
    Ok((h, m, s))
}

/// From the flags' values: `at`, `lunar`, `time`, `zone`, `fold`.
pub fn when(
    at: Option<&str>,
    lunar: Option<&str>,
    time: Option<&str>,
    zone: Option<&str>,
    fold: Option<&str>,
) -> Result<When, String> {
    let zone: Option<Zone> = zone.map(|z| z.parse::<Zone>().map_err(|e| format!("--zone: {e}"))).transpose()?;
    let fold_asked: Option<Fold> = fold.map(|f| f.parse::<Fold>().map_err(|e| format!("--fold: {e}"))).transpose()?;
    let local: CivilDateTime = match (at, lunar) {
        (Some(_), Some(_)) => return Err("give --at or --lunar, not both".into()),
        (None, None) => {
            return Err("cast needs --at <date-time> (or --lunar <date> --time <HH:MM> --zone <zone>)".into())
        }
        (Some(_), None) if time.is_some() => return Err("--time goes with --lunar; --at carries its own time".into()),
        (Some(at), None) => {
            if let Ok(m) = at.parse::<Moment>() {
                // An instant: the zone, if given, is the clock it is read on.
                let zone = zone.unwrap_or(Zone::Fixed(m.offset_minutes));
                return Ok(When { moment: zone.moment_of(m.unix), zone, fold: None, note: None });
            }
            let Some(local) = zone::parse_local(at) else {
                return Err(at.parse::<Moment>().map(|_| ()).unwrap_err().to_string());
            };
            local
        }
        (None, Some(l)) => {
            let q: LunarQuery = l.parse().map_err(|e| format!("--lunar: {e}"))?;
            let (year, month, day) = q.civil().map_err(|e| format!("--lunar: {e}"))?;
            let t = time.ok_or("--lunar needs --time <HH:MM>")?;
            let (hour, minute, second) = time_of_day(t)?;
            CivilDateTime { year, month, day, hour, minute, second }
        }
    };
    let zone = zone.ok_or("a local time needs --zone (an IANA name like Asia/Shanghai, or an offset like +08:00)")?;
    match zone.resolve(local).map_err(|e| e.to_string())? {
        Local::Single(moment) => Ok(When { moment, zone, fold: None, note: None }),
        Local::Ambiguous { earlier, later } => {
            let fold = fold_asked.unwrap_or_default();
            let note = format!(
                "{} happens twice in {zone} ({}, then {}); took the {}{}",
                zone::local_text(local),
                zone::format_offset(earlier.offset_minutes),
                zone::format_offset(later.offset_minutes),
                fold.key(),
                if fold_asked.is_none() { " (--fold later for the other)" } else { "" }
            );
            let moment = if fold == Fold::Earlier { earlier } else { later };
            Ok(When { moment, zone, fold: Some(fold), note: Some(note) })
        }
        Local::Skipped { .. } => Err(zone.moment(local, Fold::Earlier).unwrap_err().to_string()),
    }
}
