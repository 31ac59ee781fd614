//! `liuren cast --topic … --json`: the judgement's 應期 (`"timing"`), each candidate's
//! dates checked against the calendar by casting that date with `liuren cast` and
//! reading its pillars.

use serde_json::Value;

mod run;
use run::{json, liuren};

/// The pillars of a civil date at `time` in +08:00, by `liuren cast`.
fn pillars_at(date: &str, time: &str) -> Value {
    json(&["cast", "--at", &format!("{date}T{time}+08:00"), "--json"])["pillars"].clone()
}

fn strs(v: &Value) -> Vec<&str> {
    v.as_array().unwrap().iter().map(|d| d.as_str().unwrap()).collect()
}

/// Each candidate has the contract's keys, dates after `after` in order (at least
/// three a day candidate but the next 旬's one 甲 day), and each
/// date carries the candidate's branch in its unit: a day date as its day branch,
/// a month date as the month branch from that date on (the 節 falls on it: the
/// day before is still the month before).
fn check_timing(timing: &[Value], after: &str) {
    for t in timing {
        for key in ["branch", "unit", "rule", "source", "dates"] {
            assert!(t.get(key).is_some(), "{key} in {t}");
        }
        let branch = t["branch"].as_str().unwrap();
        let dates = strs(&t["dates"]);
        assert!(dates.windows(2).all(|w| w[0] < w[1]), "{t}");
        assert!(dates[0] > after, "{t}");
        assert!(!t["source"].as_str().unwrap().is_empty());
        match t["unit"].as_str().unwrap() {
            "day" => {
                // The next 旬 (空亡發用, 畢法 第五十法) is one date, its 甲 day; every
                // other day candidate gets at least three.
                let next_xun = t["id"] == "kong.chuxun" || t["id"] == "fa50.huanxun";
                assert!(if next_xun { dates.len() == 1 } else { dates.len() >= 3 }, "{t}");
                for d in dates {
                    let day = pillars_at(d, "12:00:00")["day"].as_str().unwrap().to_string();
                    assert!(day.ends_with(branch), "{d} is {day}, not a {branch} day");
                    assert!(!next_xun || day.starts_with('甲'), "{d} is {day}, not a 甲 day");
                }
            }
            "month" => {
                for d in dates {
                    let month = pillars_at(d, "23:59:00")["month"].as_str().unwrap().to_string();
                    assert!(month.ends_with(branch), "{d}: month {month}, not {branch}");
                }
            }
            "year" => {}
            u => panic!("unit {u}"),
        }
    }
}

#[test]
fn qiucai_judgement_carries_its_timing_with_dates_on_their_branches() {
    // 2026-11-29 21:30 +08:00: a 丁未 day, 三傳 亥戌戌; 初傳 亥 (水) 絕 巳, 墓 辰 (克應).
    let v = json(&["cast", "--at", "2026-11-29T21:30:00+08:00", "--topic", "qiucai", "--json"]);
    assert_eq!(v["pillars"]["day"], "丁未");
    let j = &v["judgement"];
    assert_eq!(j["topic"], "qiucai");
    for l in j["lei_shen"].as_array().unwrap() {
        for key in ["what", "branch", "facts"] {
            assert!(l.get(key).is_some(), "{key} in {l}");
        }
    }
    assert!(j["verdicts"].is_array());
    let timing = j["timing"].as_array().unwrap();
    let branch_of = |id: &str| timing.iter().find(|t| t["id"] == id).map(|t| t["branch"].clone());
    assert_eq!(branch_of("keying.jue"), Some("巳".into()));
    assert_eq!(branch_of("keying.mu"), Some("辰".into()));
    check_timing(timing, "2026-11-29");
    // The same candidates as `liuren when` gives for the 類神's branches.
    let lei: Vec<&str> = j["lei_shen"].as_array().unwrap().iter().filter_map(|l| l["branch"].as_str()).collect();
    let when = json(&["when", "--at", "2026-11-29T21:30:00+08:00", "--lei", &lei.join(","), "--json"]);
    let key = |t: &Value| (t["id"].clone(), t["branch"].clone(), t["dates"].clone());
    let a: Vec<_> = timing.iter().map(key).collect();
    let b: Vec<_> = when["timing"].as_array().unwrap().iter().map(key).collect();
    assert_eq!(a, b);
    // In the text output too, one line a candidate.
    let out =
        String::from_utf8(liuren(&["cast", "--at", "2026-11-29T21:30:00+08:00", "--topic", "求財"]).stdout).unwrap();
    assert_eq!(out.lines().filter(|l| l.starts_with("應期　")).count(), timing.len(), "{out}");
}

#[test]
fn a_month_candidate_starts_on_the_day_its_jie_falls() {
    // 成合之期 gives a month: find a chart in the hours of December 2026 whose 三傳
    // make a whole 三合 without 天空, then check its dates.
    let mut found = false;
    'days: for day in 1..=31 {
        for hour in (1..24).step_by(2) {
            let at = format!("2026-12-{day:02}T{hour:02}:30:00+08:00");
            let v = json(&["cast", "--at", &at, "--topic", "hunyin", "--json"]);
            let timing = v["judgement"]["timing"].as_array().unwrap();
            if timing.iter().any(|t| t["unit"] == "month") {
                check_timing(timing, &format!("2026-12-{day:02}"));
                for t in timing.iter().filter(|t| t["unit"] == "month") {
                    // The day before the first date is still in the month before.
                    let first = strs(&t["dates"])[0].to_string();
                    let (y, m, d) = (&first[0..4], &first[5..7], first[8..10].parse::<u32>().unwrap());
                    assert!(d > 1, "a 節 falls between the 4th and the 9th: {first}");
                    let before = format!("{y}-{m}-{:02}", d - 1);
                    let month = pillars_at(&before, "00:30:00")["month"].as_str().unwrap().to_string();
                    assert!(!month.ends_with(t["branch"].as_str().unwrap()), "{before} already {month}");
                }
                found = true;
                break 'days;
            }
        }
    }
    assert!(found, "no chart with a 成合之期 month in December 2026");
}

#[test]
fn the_general_question_has_no_judgement() {
    let v = json(&["cast", "--at", "2026-11-29T21:30:00+08:00", "--json"]);
    assert!(v.get("judgement").is_none());
}
