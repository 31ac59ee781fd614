//! `liuren cast --day …` (a case by its pillars) and `liuren find`.

use serde_json::Value;

mod run;
use run::{json, liuren};

const CASE: [&str; 6] = ["--day", "甲子", "--month-general", "亥", "--hour-branch", "午"];

fn args<'a>(head: &[&'a str], tail: &[&'a str]) -> Vec<&'a str> {
    head.iter().chain(&CASE).chain(tail).copied().collect()
}

/// Every moment `find` lists casts back to 甲子日 亥將 午時, and the chart cast
/// from the pillars has the same lessons, transmissions and plate as each.
#[test]
fn found_moments_cast_back_and_match_the_pillar_cast() {
    let found = json(&args(&["find"], &["--from", "1990", "--to", "2030", "--json"]));
    let found = found.as_array().unwrap();
    assert!(found.len() >= 3, "{found:?}");
    let pillar = json(&args(&["cast"], &["--json"]));
    assert_eq!(pillar["cast_from"], "pillars");
    assert_eq!(pillar["at"], Value::Null);
    assert_eq!(pillar["pillars"]["year"], Value::Null);
    assert_eq!(pillar["pillars"]["day"], "甲子");
    for f in found {
        let at = f["at"].as_str().unwrap();
        assert!(at.ends_with("+08:00") && at.contains("T11:00:00"), "{at}");
        let c = json(&["cast", "--at", at, "--json"]);
        assert_eq!(c["pillars"]["day"], "甲子", "{at}");
        assert_eq!(c["month_general"], "亥", "{at}");
        assert_eq!(c["hour_branch"], "午", "{at}");
        for key in ["lessons", "transmissions", "method", "noble", "generals_forward", "xunkong", "daytime"] {
            let strip = |v: &Value| {
                let mut v = v.clone();
                for x in v.as_array_mut().into_iter().flatten() {
                    x.as_object_mut().map(|o| o.remove("vitality"));
                }
                v
            };
            assert_eq!(strip(&c[key]), strip(&pillar[key]), "{at} {key}");
        }
    }
}

#[test]
fn given_pillars_and_daytime_are_used() {
    let c = json(&args(
        &["cast"],
        &[
            "--daytime",
            "false",
            "--year-pillar",
            "甲子",
            "--month-pillar",
            "丙寅",
            "--birth-year",
            "1980",
            "--sex",
            "female",
            "--json",
        ],
    ));
    assert_eq!(c["daytime"], false);
    assert_eq!(c["pillars"]["year"], "甲子");
    assert_eq!(c["pillars"]["month"], "丙寅");
    // 1980 庚申; 甲子 is 4 years on: 虛歲 5, 行年 女 壬申 back 4 = 戊辰.
    assert_eq!(c["fate"]["age"], 5);
    assert_eq!(c["fate"]["xing_nian"], "戊辰");
    // 甲 day by night: 貴人 on 未 (甲戊庚 晝丑夜未).
    assert_eq!(c["noble"], "未");
    let titles: Vec<&str> = c["needs_date"].as_array().unwrap().iter().map(|n| n["title"].as_str().unwrap()).collect();
    assert!(titles.contains(&"天寇"), "{titles:?}");
    // With the year given, 太歲 is read from it.
    assert!(c["readings"].as_array().unwrap().iter().any(|r| r["id"] == "太歲" && r["verdict"] == "甲子"));
    let text = String::from_utf8(liuren(&args(&["cast"], &[])).stdout).unwrap();
    assert!(text.starts_with("以干支起課"), "{text}");
}

#[test]
fn bad_cases_exit_2_with_one_line() {
    for a in [
        vec!["cast", "--day", "甲丑", "--month-general", "亥", "--hour-branch", "午"],
        vec!["cast", "--day", "甲子", "--month-general", "亥"],
        vec!["cast", "--day", "甲子", "--month-general", "亥", "--hour-branch", "X"],
        args(&["cast"], &["--at", "2026-11-29T21:30:00+08:00"]),
        args(&["cast"], &["--year-pillar", "甲子", "--month-pillar", "戊寅"]),
        args(&["cast"], &["--year-pillar", "甲"]),
        args(&["cast"], &["--birth-year", "1980", "--sex", "male"]),
        args(&["cast"], &["--daytime", "noon"]),
        args(&["find"], &["--from", "1700"]),
        args(&["find"], &["--from", "2030", "--to", "1990"]),
        args(&["find"], &["--offset", "8"]),
        vec!["find", "--day", "癸子", "--month-general", "亥", "--hour-branch", "午"],
    ] {
        let out = liuren(&a);
        assert_eq!(out.status.code(), Some(2), "{a:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{a:?}: {err}");
        assert!(!err.contains("panicked"), "{a:?}: {err}");
    }
}

/// `--format` for a case by its pillars, as for a dated chart: text is the
/// default, Markdown wraps the same text with the readings the pillars decide.
#[test]
fn a_pillars_case_prints_as_text_or_markdown() {
    let out = |tail: &[&str]| {
        let o = liuren(&args(&["cast"], tail));
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8(o.stdout).unwrap()
    };
    let text = out(&[]);
    assert_eq!(out(&["--format", "text"]), text);
    assert!(text.contains("以干支起課") && text.contains("月將亥") && text.contains("占時午"), "{text}");
    let md = out(&["--format", "markdown"]);
    assert!(md.starts_with("# 大六壬　甲子日"), "{md}");
    // The text layout sits in the report whole.
    assert!(md.contains(text.trim_end()), "{md}");
    // The readings the pillars decide are listed by title.
    let decided = json(&args(&["cast"], &["--json"]));
    let first = decided["readings"][0]["title"].as_str().unwrap().to_string();
    assert!(md.contains(&first), "{first}");
    let o = liuren(&args(&["cast"], &["--format", "pdf"]));
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("--format"));
}
