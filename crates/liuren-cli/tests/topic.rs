//! `liuren cast --topic`: 射覆 and 怪異 readings in the JSON (among `"readings"`, families
//! `shefu` and `guaiyi`, and for 射覆 `"candidates"`) and in the text output; a bad topic exits 2 with one line.

use serde_json::Value;

mod run;
use run::{json, liuren};

/// The readings of one family.
fn family(c: &Value, f: &str) -> Vec<Value> {
    c["readings"].as_array().expect("readings").iter().filter(|r| r["family"] == f).cloned().collect()
}

const AT: &str = "2026-11-29T21:30:00+08:00";

#[test]
fn shefu_readings_carry_topic_verdict_passage_and_facts() {
    let c = json(&["cast", "--at", AT, "--topic", "shefu", "--json"]);
    let readings = family(&c, "shefu");
    assert!(readings.len() > 20, "{}", readings.len());
    for r in &readings {
        for key in ["id", "title", "verdict", "passages", "facts", "variant", "tone"] {
            assert!(r.get(key).is_some(), "{key} missing in {r}");
        }
        let line = r["passages"][0]["line"].as_u64().unwrap();
        assert!((1..=533).contains(&line));
        assert!(!r["facts"].as_array().unwrap().is_empty());
    }
    // 總論 first (line 9); 覆仰器 (line 333) names where 天罡 stands.
    assert_eq!(readings[0]["title"], "总论");
    assert_eq!(readings[0]["passages"][0]["line"], 9);
    let vessel = readings.iter().find(|r| r["title"] == "占物在覆仰器").expect("覆仰器");
    assert!(vessel["facts"][0]["text"].as_str().unwrap().starts_with("天罡辰加"));
    // The rule's own id, and the fact says what it is about: 天罡辰 first.
    assert_eq!(vessel["id"], "vessel");
    assert_eq!(vessel["facts"][0]["about"][0], "辰");
    assert!(readings.iter().all(|r| !r["id"].as_str().unwrap().contains('#')));
    assert_eq!(vessel["passages"][0]["text"], "其法专看天罡，罡加阳在覆器，加阴在仰器。");
    // 「兩存之」: the 孟仲季 readings come with their labels.
    assert!(readings.iter().any(|r| r["passages"][0]["line"] == 141 && r["variant"].is_string()));
    let candidates = c["candidates"].as_array().expect("candidates");
    assert!(candidates[0]["score"].as_u64().unwrap() >= candidates.last().unwrap()["score"].as_u64().unwrap());
    // The chart itself is unchanged.
    assert_eq!(c["hour_branch"], "亥");
}

#[test]
fn no_topic_no_shefu_or_guaiyi_readings() {
    let c = json(&["cast", "--at", AT, "--json"]);
    assert!(family(&c, "shefu").is_empty() && family(&c, "guaiyi").is_empty());
    assert!(!family(&c, "keti").is_empty() && c.get("candidates").is_none());
}

#[test]
fn guaiyi_of_one_kind_with_its_place() {
    // 雷震 in the 酉 quarter: 「如雷震於酉方，應八月，不出百里」 (line 487).
    let c = json(&["cast", "--at", AT, "--topic", "guaiyi:leizhen:酉", "--json"]);
    let readings = family(&c, "guaiyi");
    assert!(readings.iter().any(|r| r["title"] == "总论" && r["passages"][0]["line"] == 475));
    let when = readings.iter().find(|r| {
        r["title"] == "占雷震" && r["passages"][0]["line"] == 487 && r["verdict"].as_str().unwrap().contains("八月")
    });
    assert!(when.is_some(), "{readings:#?}");
    assert!(!readings.iter().any(|r| r["title"] == "占暴风"));
    assert!(c.get("candidates").is_none());
}

#[test]
fn text_output_lists_the_readings() {
    let out = liuren(&["cast", "--at", AT, "--topic", "guaiyi"]);
    assert!(out.status.success());
    let s = String::from_utf8(out.stdout).unwrap();
    assert!(s.contains("〔第475行「又四课中有螣蛇，则为真怪；若无，则非怪。」〕"), "{s}");
    assert!(s.contains("占牝鸡鸣："));
    // 「…吉」/「…凶」 readings and the rest alike: heading, verdict, facts, passage on one line.
    assert!(s.lines().any(|l| l.starts_with("占物在覆仰器") || l.starts_with("总论：")), "{s}");
}

#[test]
fn a_bad_topic_exits_2_with_one_line() {
    for topic in ["nope", "shefu:x", "guaiyi:xindong:子", "guaiyi:leizhen:X"] {
        let out = liuren(&["cast", "--at", AT, "--topic", topic, "--json"]);
        assert_eq!(out.status.code(), Some(2), "{topic}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("--topic"), "{err}");
    }
}
