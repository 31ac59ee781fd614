//! `liuren cast --day …` (a case given by its pillars, no date) and `liuren find`
//! (the real moments that carry a day pillar, 月將 and 占時).

use liuren_core::ask::Ask;
use liuren_core::calendar::DayStart;
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::divination::Topic;
use liuren_core::pillars::{self, cast_pillars, PillarInput};
use serde_json::{json, Value};

use super::{echo, person, usage, Failure, Flags};

/// A 干支 flag: one of the sixty, or a one-line refusal.
fn ganzhi(flags: &Flags, key: &str) -> Result<Option<GanZhi>, Failure> {
    flags
        .value(key)
        .map(|v| {
            v.trim().parse::<GanZhi>().map_err(|_| {
                Failure::Usage(format!("--{key}: {} is not one of the sixty 干支 (甲子 乙丑 … 癸亥)", echo(v)))
            })
        })
        .transpose()
}

fn branch(flags: &Flags, key: &str) -> Result<Branch, Failure> {
    let v = flags.value(key).ok_or_else(|| Failure::Usage(format!("give --{key} (an earthly branch, e.g. 亥)")))?;
    v.trim().parse::<Branch>().map_err(|_| {
        Failure::Usage(format!("--{key}: {} is not an earthly branch (子丑寅卯辰巳午未申酉戌亥)", echo(v)))
    })
}

/// The three that every case needs.
fn three(flags: &Flags) -> Result<(GanZhi, Branch, Branch), Failure> {
    let day = ganzhi(flags, "day")?.ok_or_else(|| Failure::Usage("give --day (a 干支, e.g. 甲子)".into()))?;
    Ok((day, branch(flags, "month-general")?, branch(flags, "hour-branch")?))
}

/// `liuren cast --day 甲子 --month-general 亥 --hour-branch 午 …`.
pub fn cast_command(flags: &Flags) -> Result<String, Failure> {
    flags.check_known(&[
        "day",
        "month-general",
        "hour-branch",
        "daytime",
        "year-pillar",
        "month-pillar",
        "json",
        "format",
        "birth-year",
        "sex",
        "partner-birth-year",
        "partner-sex",
        "topic",
    ])?;
    let (day, month_general, hour_branch) = three(flags)?;
    let daytime = match flags.value("daytime") {
        None => None,
        Some("true" | "day" | "晝") => Some(true),
        Some("false" | "night" | "夜") => Some(false),
        Some(v) => return Err(Failure::Usage(format!("--daytime: {} is not true or false", echo(v)))),
    };
    let input = PillarInput {
        day,
        month_general,
        hour_branch,
        year: ganzhi(flags, "year-pillar")?,
        month: ganzhi(flags, "month-pillar")?,
        daytime,
        querent: person(flags, "birth-year", "sex")?,
        partner: person(flags, "partner-birth-year", "partner-sex")?,
    };
    let p = cast_pillars(&input, &flags.chart_options()?).map_err(usage)?;
    let topic = flags
        .value("topic")
        .map(|t| t.parse::<Topic>().map_err(|e| Failure::Usage(format!("--topic: {e}"))))
        .transpose()?;
    let r = p.readings(&Ask::of_topic(topic));
    Ok(match super::format(flags)? {
        super::Format::Json => chart_json(&p, &r),
        super::Format::Text => pillars::text(&p, &r),
        super::Format::Markdown => pillars::markdown(&p, "", &r),
    })
}

/// The ordinary chart JSON, with what a date would give left null: `at`,
/// `local_time`, `solar_term`, `next_term`, `sun_longitude`; the year and month
/// pillars unless given; `vitality` (旺相) unless the season is known. Also
/// `"cast_from": "pillars"`, `readings` (only those the pillars decide) and
/// `needs_date` (`[{family, id, title, needs}]`).
fn chart_json(p: &pillars::PillarChart, r: &pillars::PillarReadings) -> String {
    let mut v = super::json::chart_value(&p.chart, liuren_core::reading::Category::General, None, None);
    for key in ["at", "local_time", "solar_term", "next_term", "sun_longitude"] {
        v[key] = Value::Null;
    }
    v["pillars"]["year"] = json!(p.input.year);
    v["pillars"]["month"] = json!(p.input.month);
    if !p.season_known {
        for key in ["plate", "transmissions"] {
            for x in v[key].as_array_mut().into_iter().flatten() {
                x["vitality"] = Value::Null;
            }
        }
    }
    v["cast_from"] = json!("pillars");
    v["readings"] = json!(r.readings);
    v["needs_date"] = r
        .needs_date
        .iter()
        .map(|n| json!({"family": n.family.key(), "id": n.id, "title": n.title, "needs": n.needs}))
        .collect();
    serde_json::to_string_pretty(&v).expect("a JSON value serialises")
}

/// `liuren find --day 甲子 --month-general 亥 --hour-branch 午 [--from Y --to Y] [--offset +08:00] [--day-starts 23|0]`.
pub fn find_command(flags: &Flags) -> Result<String, Failure> {
    flags.check_known(&["day", "month-general", "hour-branch", "from", "to", "offset", "json"])?;
    let (day, month_general, hour_branch) = three(flags)?;
    let now =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0);
    let (mut from, mut to) = pillars::years_around(now);
    for (key, slot) in [("from", &mut from), ("to", &mut to)] {
        if let Some(y) = flags.value(key) {
            *slot = y.trim().parse().map_err(|_| Failure::Usage(format!("--{key}: {} is not a year", echo(y))))?;
        }
    }
    let offset = match flags.value("offset") {
        None => 480,
        Some(o) => {
            let m: liuren_core::calendar::Moment = format!("2000-01-01T00:00:00{}", o.trim())
                .parse()
                .map_err(|_| Failure::Usage(format!("--offset: {} is not an offset like +08:00", echo(o))))?;
            m.offset_minutes
        }
    };
    let day_start = if flags.chart_options()?.calendar.day_start == DayStart::Midnight {
        DayStart::Midnight
    } else {
        DayStart::ZiInitial
    };
    let found = pillars::find(day, month_general, hour_branch, from, to, offset, day_start).map_err(usage)?;
    if flags.has("json") {
        let rows: Vec<Value> = found.iter().map(|m| json!({"at": m.to_rfc3339()})).collect();
        return Ok(serde_json::to_string_pretty(&rows).expect("a JSON value serialises"));
    }
    Ok(found.iter().map(|m| m.to_rfc3339()).collect::<Vec<_>>().join("\n"))
}
