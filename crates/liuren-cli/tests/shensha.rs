//! `liuren cast --json` carries the chart's 神煞 among its `readings` (family `shensha`).

use std::process::Command;

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::shensha::errata::corrected;
use serde_json::Value;

const SEED: &str = include_str!("../../liuren-core/texts/000_aca81fbd294816a3.txt");

fn cast_json(at: &str) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_liuren"))
        .args(["cast", "--at", at, "--json"])
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

/// The 神煞 `name` read by `basis` (its fact starts with the basis and its
/// column: 「歲支午 → 子」, 「月建亥 → 巳」, 「冬季 → 亥」).
fn entry<'a>(list: &[&'a Value], name: &str, basis: &str) -> &'a Value {
    list.iter()
        .find(|e| e["title"] == name && e["facts"][0]["text"].as_str().unwrap().starts_with(basis))
        .unwrap_or_else(|| panic!("no {name} ({basis})"))
}

#[test]
fn cast_json_has_the_shensha_of_the_chart() {
    let c = cast_json("2026-11-29T21:30:00+08:00");
    let list: Vec<&Value> =
        c["readings"].as_array().expect("readings").iter().filter(|r| r["family"] == "shensha").collect();
    assert!(list.len() > 90);
    let year: GanZhi = c["pillars"]["year"].as_str().unwrap().parse().unwrap();
    let month: GanZhi = c["pillars"]["month"].as_str().unwrap().parse().unwrap();
    let day: GanZhi = c["pillars"]["day"].as_str().unwrap().parse().unwrap();
    // 2026 is 丙午: 太歲 丙午, 歲破 (「歲支之沖辰」, line 161) 子.
    assert_eq!(year.hanzi(), "丙午");
    assert_eq!(entry(&list, "太歲", "歲支午")["verdict"], "丙午");
    let sui_po = entry(&list, "歲破", "歲支午");
    assert_eq!(sui_po["verdict"], "子");
    assert_eq!(sui_po["verdict"], year.branch().opposite().hanzi());
    assert_eq!(sui_po["passages"][0]["line"], 161);
    assert_eq!(sui_po["passages"][0]["text"], "歲支之沖辰，凡占皆凶。");
    assert_eq!(sui_po["facts"][0]["about"], serde_json::json!(["子"]));
    assert_eq!(sui_po["facts"][0]["text"], "歲支午 → 子");
    // 「凡占皆凶」: the row itself states the tone.
    assert_eq!(sui_po["tone"], "凶");
    assert_eq!(sui_po["id"], "歲破");
    // Two tables share the name 破碎: the ids carry the basis.
    assert!(list.iter().any(|e| e["id"] == "破碎·歲支") && list.iter().any(|e| e["id"] == "破碎·日支"));
    // 歲德 of a 陽 year is its own stem.
    assert_eq!(entry(&list, "歲德", "歲干丙")["verdict"], "丙");
    // After 立冬, before 大雪: 亥 month (十月), winter. 月破 is the 沖 of 月建; 天馬 午+18 = 子.
    assert_eq!(month.branch(), Branch::Hai);
    assert_eq!(entry(&list, "月建", "月建亥")["verdict"], month.hanzi());
    assert_eq!(entry(&list, "月破", "月建亥")["verdict"], "巳");
    assert_eq!(entry(&list, "天馬", "月建亥")["verdict"], "子");
    assert_eq!(entry(&list, "皇詔", "冬季")["verdict"], "亥");
    // The day's 六衝 and 日馬.
    assert_eq!(entry(&list, "六衝", &format!("日支{}", day.branch()))["verdict"], day.branch().opposite().hanzi());
    assert_eq!(entry(&list, "日馬", &format!("日支{}", day.branch()))["verdict"], day.branch().post_horse().hanzi());
    // 趕煞 is the sun, 月將.
    assert_eq!(
        entry(&list, "趕煞", &format!("月將{}", c["month_general"].as_str().unwrap()))["verdict"],
        c["month_general"]
    );
    // Every meaning can be found in the seed text (corrected reading).
    let text = corrected(SEED);
    for e in &list {
        assert!(text.contains(e["passages"][0]["text"].as_str().unwrap()), "{e}");
        assert!(e["passages"][0]["line"].as_u64().unwrap() >= 147);
    }
}
