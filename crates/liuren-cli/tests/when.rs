//! `liuren when`: the 應期 candidates end to end, each day date checked by casting that
//! date with `liuren cast` and reading its day pillar.

mod run;
use run::{json, liuren};

/// The day pillar of a civil date at noon in +08:00, by `liuren cast`.
fn day_of(date: &str) -> String {
    pillar_at(date, "12:00:00", "day")
}

/// A pillar (`day`, `month`) of a civil date at a time of day in +08:00, by `liuren cast`.
fn pillar_at(date: &str, time: &str, which: &str) -> String {
    let at = format!("{date}T{time}+08:00");
    json(&["cast", "--at", &at, "--json"])["pillars"][which].as_str().unwrap().to_string()
}

#[test]
fn when_json_dates_carry_their_branches() {
    // 2026-11-29 21:30 +08:00: a 丁未 day, 三傳 亥戌戌 (the README's example chart).
    let v = json(&["when", "--at", "2026-11-29T21:30:00+08:00", "--lei", "酉", "--json"]);
    assert_eq!(v["day"], "丁未");
    assert_eq!(v["lei"], serde_json::json!(["酉"]));
    let timing = v["timing"].as_array().unwrap();
    // 克應: 初傳 亥 (水) 絕 巳, 墓 辰.
    let branch_of = |id: &str| timing.iter().find(|t| t["id"] == id).map(|t| t["branch"].clone());
    assert_eq!(branch_of("keying.jue"), Some("巳".into()));
    assert_eq!(branch_of("keying.mu"), Some("辰".into()));
    // 《占事略決》 月期: 用神 亥 rules the 亥 month as 月建, and 正月 (寅) as 月將 (徵明).
    assert_eq!(branch_of("luejue.yueqi.jian"), Some("亥".into()));
    assert_eq!(branch_of("luejue.yueqi.jiang"), Some("寅".into()));
    for t in timing {
        let dates: Vec<&str> = t["dates"].as_array().unwrap().iter().map(|d| d.as_str().unwrap()).collect();
        assert!(dates.windows(2).all(|w| w[0] < w[1]));
        assert!(dates[0] > "2026-11-29");
        let branch = t["branch"].as_str().unwrap();
        match t["unit"].as_str().unwrap() {
            "day" => {
                assert!(dates.len() >= 3, "{t}");
                for d in dates {
                    assert!(day_of(d).ends_with(branch), "{d} carries {branch}");
                }
            }
            "month" => {
                // The first day of a month (節 to 節) of that branch: not yet at its start,
                // under way at its end.
                assert!(dates.len() >= 2, "{t}");
                for d in dates {
                    assert!(!pillar_at(d, "00:00:00", "month").ends_with(branch), "{d} opens {branch}");
                    assert!(pillar_at(d, "23:59:00", "month").ends_with(branch), "{d} opens {branch}");
                }
            }
            other => panic!("unit {other}"),
        }
        let source = t["source"].as_str().unwrap();
        assert!(["《六壬大全》", "《壬歸》", "《占事略決》"].iter().any(|b| source.starts_with(b)), "{source}");
        assert!(!t["text"].as_str().unwrap().is_empty());
    }
    // The seed's 遲速 and 已往未來, read for the 類神.
    let pace = v["pace"].as_array().unwrap();
    let ids: Vec<&str> = pace.iter().map(|r| r["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["quick.chisu.703", "quick.chisu.705", "quick.yiwang.709", "quick.yiwang.711"]);
    assert!(pace[1]["facts"][0]["about"].as_array().unwrap().contains(&"類神".into()));
}

#[test]
fn when_void_first_transmission_waits_for_the_next_xun() {
    // 丁丑日 酉加未 (月將 酉, 占時 未): the 畢法 第五十法 example, 丁's 貴人 亥 酉 both empty.
    // 2026-12-29 is a 丁丑 day (checked by cast below).
    assert_eq!(day_of("2026-12-29"), "丁丑");
    let v =
        json(&["when", "--at", "2026-12-29T12:00:00+08:00", "--month-general", "酉", "--hour-branch", "未", "--json"]);
    let t = v["timing"].as_array().unwrap().iter().find(|t| t["id"] == "fa50.huanxun").expect("fires").clone();
    let date = t["dates"][0].as_str().unwrap();
    assert_eq!(day_of(date), "甲申", "the first day of the next 旬");
    assert_eq!(date, "2027-01-05");
}

#[test]
fn when_text_and_bad_input() {
    let out = liuren(&["when", "--at", "2026-11-29T21:30:00+08:00"]);
    assert!(out.status.success());
    let s = String::from_utf8(out.stdout).unwrap();
    assert!(s.contains("克應·用神絕日 巳日：") && s.contains("〔《六壬大全》第三冊"), "{s}");
    for bad in [
        &["when", "--at", "2026-11-29T21:30:00+08:00", "--lei", "甲"][..],
        &["when", "--at", "2026-11-29T21:30:00+08:00", "--lei", ""],
        &["when", "--at", "nonsense"],
        &["when", "--at", "2026-11-29T21:30:00+08:00", "--topic", "shefu"],
        &["when"],
    ] {
        let out = liuren(bad);
        assert_eq!(out.status.code(), Some(2), "{bad:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1, "{bad:?}");
    }
}
