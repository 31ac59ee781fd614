//! JSON output: the chart, the 720-lesson table, the solar terms of a year.

use liuren_core::ask;
use liuren_core::astro;
use liuren_core::calendar::CivilDateTime;
use liuren_core::chart::{Chart, Sex, YearFate};
use liuren_core::cycle::{Branch, GanZhi, Stem};
use liuren_core::divination::{self, Topic};
use liuren_core::lessons::FourLessons;
use liuren_core::options;
use liuren_core::plate::Plate;
use liuren_core::reading::Category;
use liuren_core::topic;
use liuren_core::transmissions::{transmissions_of, TransmissionRules};
use liuren_core::zone;
use serde_json::{json, Value};

fn stem(s: Option<Stem>) -> Value {
    s.map_or(Value::Null, |s| json!(s.hanzi()))
}

fn utc(unix: f64) -> String {
    let c = CivilDateTime::from_seconds(unix.round() as i64);
    format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}Z", c.year, c.month, c.day, c.hour, c.minute, c.second)
}

/// The chart as JSON: pillars, plate, lessons, transmissions …, and `"readings"`,
/// every reading of every family in the one model ([`liuren_core::reading::Reading`]: family, id,
/// title, passages, facts with what each is about, tone, variant …); with a topic
/// also its 射覆 or 怪異 readings, and for 射覆 the ranked `"candidates"`; for any
/// category but the general one its `"judgement"` ([`topic::judgement`]), and for
/// 射覆 and 怪異 the answer `"sheet"`. `when` names the zone the time was read in
/// (and which instant an ambiguous local time took).
pub fn chart(c: &Chart, category: Category, topic: Option<Topic>, when: &crate::moment::When) -> String {
    serde_json::to_string_pretty(&chart_value(c, category, topic, Some(when))).expect("a JSON value serialises")
}

/// The chart as a JSON value (see [`chart`]); without `when`, `zone` and `fold` are null.
pub fn chart_value(c: &Chart, category: Category, topic: Option<Topic>, when: Option<&crate::moment::When>) -> Value {
    let p = &c.calendar.pillars;
    let plate: Vec<Value> = c
        .palaces
        .iter()
        .map(|(_, x)| {
            json!({
                "earth": x.earth, "heaven": x.heaven, "general": x.general, "stem": stem(x.stem),
                "void": x.void, "kin": x.kin.hanzi(), "vitality": x.vitality.hanzi(), "stage": x.stage.hanzi(),
            })
        })
        .collect();
    let lessons: Vec<Value> = c
        .lessons
        .iter()
        .map(|l| json!({"upper": l.upper, "lower": l.lower.hanzi(), "general": l.general, "stem": stem(l.stem), "kin": l.kin.hanzi()}))
        .collect();
    let transmissions: Vec<Value> = c
        .chuan
        .iter()
        .map(|t| {
            json!({
                "branch": t.branch, "general": t.general, "stem": stem(t.stem), "relation": t.relation.hanzi(),
                "vitality": t.vitality.hanzi(), "stage": t.stage.hanzi(), "void": t.void,
            })
        })
        .collect();
    let t = &c.transmissions;
    let fate = |f: YearFate| {
        let sex = match f.sex {
            Sex::Male => "male",
            Sex::Female => "female",
        };
        json!({
            "birth_year": f.birth_year, "sex": sex, "ben_ming": f.ben_ming, "ben_ming_upper": f.ben_ming_upper,
            "age": f.age, "xing_nian": f.xing_nian, "xing_nian_upper": f.xing_nian_upper,
        })
    };
    let opts: serde_json::Map<String, Value> =
        options::OPTIONS.iter().map(|o| (o.key.to_string(), json!(options::get(&c.options, o.key)))).collect();
    let mut v = json!({
        "pillars": {"year": p.year, "month": p.month, "day": p.day, "hour": p.hour},
        "month_general": c.month_general,
        "hour_branch": c.hour_branch,
        "xunkong": c.xunkong,
        "daytime": c.daytime,
        "plate": plate,
        "lessons": lessons,
        "transmissions": transmissions,
        "method": t.method.hanzi(),
        "method_family": t.method.family().hanzi(),
        "selection": t.selection.map(|m| m.hanzi()),
        "why": t.trace,
        "at": c.calendar.moment.to_rfc3339(),
        "zone": when.map(|w| w.zone.to_string()),
        "utc_offset": zone::format_offset(c.calendar.moment.offset_minutes),
        "fold": when.and_then(|w| w.fold).map(|f| f.key()),
        "lunar": lunar(c),
        "local_time": format!("{:04}-{:02}-{:02}T{:02}:{:02}:{:02}", c.calendar.local.year, c.calendar.local.month, c.calendar.local.day, c.calendar.local.hour, c.calendar.local.minute, c.calendar.local.second),
        "hand_set": c.hand_set,
        "noble": c.noble,
        "generals_forward": c.generals_forward,
        "over_zi": c.plate,
        "solar_term": {"name": c.calendar.term.0.hanzi(), "at": utc(c.calendar.term.1)},
        "next_term": {"name": c.calendar.next_term.0.hanzi(), "at": utc(c.calendar.next_term.1)},
        "sun_longitude": c.calendar.sun_longitude,
        "fate": c.fate.map(fate),
        "partner_fate": c.partner_fate.map(fate),
        "options": opts,
        "readings": ask::for_chart(c, &ask::Ask { category, ..ask::Ask::of_topic(topic) }),
    });
    if let Some(Topic::Shefu) = topic {
        v["candidates"] = json!(divination::shefu(c).candidates);
        v["sheet"] = json!(topic::sheet::shefu(c));
    }
    if let Some(Topic::Guaiyi(kind)) = topic {
        v["sheet"] = json!(topic::sheet::guaiyi(c, kind));
    }
    if category != Category::General {
        v["judgement"] = json!(topic::judgement(c, category));
    }
    v
}

/// The 農曆 date of the chart's civil date on its zone's clock.
fn lunar(c: &Chart) -> Value {
    let d = c.calendar.moment.civil();
    match liuren_core::lunar::lunar_date_of(d.year, d.month, d.day) {
        Ok(l) => json!({"year": l.year, "month": l.month, "leap": l.leap, "day": l.day, "name": l.hanzi()}),
        Err(_) => Value::Null,
    }
}

/// The 720 lessons: 60 days × 12 plates, by heaven branch over 子.
pub fn table(rules: TransmissionRules) -> String {
    let mut rows = Vec::with_capacity(720);
    for day in GanZhi::ALL {
        for over_zi in Branch::ALL {
            let plate = Plate::with_over_zi(over_zi);
            let four = FourLessons::new(day, plate);
            let t = transmissions_of(day, plate, &four, rules);
            let lessons: Vec<[&str; 2]> = four.0.iter().map(|l| [l.upper.hanzi(), l.lower.hanzi()]).collect();
            let keti = liuren_core::keti::lesson_readings(day, plate, &t);
            // The names, once each in the engine's order (two books' readings of
            // one pattern share a name); the full entries under `keti_detail`.
            let mut names: Vec<&str> = Vec::new();
            for k in &keti {
                if !names.contains(&k.title.as_ref()) {
                    names.push(&k.title);
                }
            }
            rows.push(json!({
                "day": day,
                "over_zi": over_zi,
                "lessons": lessons,
                "transmissions": t.branches,
                "method": t.method.hanzi(),
                "method_family": t.method.family().hanzi(),
                "keti": names,
                "keti_detail": keti,
            }));
        }
    }
    serde_json::to_string(&rows).expect("a JSON value serialises")
}

/// The 24 solar terms of a Gregorian year, in order from 小寒.
pub fn terms(year: i32) -> Result<String, astro::AstroError> {
    let terms = astro::solar_terms_of_year(year)?;
    let rows: Vec<Value> = terms
        .iter()
        .map(|(term, at)| json!({"name": term.hanzi(), "longitude": term.longitude(), "at": utc(*at)}))
        .collect();
    Ok(serde_json::to_string_pretty(&rows).expect("a JSON value serialises"))
}

/// The topics: `[{"id","name","lei_shen":[{"what","kind","source","text"}]}]`, one
/// 類神 entry per passage naming it.
pub fn topics() -> String {
    let rows: Vec<Value> = topic::TOPICS
        .iter()
        .map(|t| {
            let lei: Vec<Value> = t
                .lei
                .iter()
                .map(|l| {
                    let p = l.passage();
                    json!({"what": l.lei.name(), "kind": l.lei.kind(), "source": p.source.to_string(), "text": p.text()})
                })
                .collect();
            json!({"id": t.category.key(), "name": t.category.hanzi(), "lei_shen": lei})
        })
        .collect();
    serde_json::to_string_pretty(&rows).expect("a JSON value serialises")
}
