//! `liuren cast --json` carries the chart's 神煞 as a `shensha` array.

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

fn entry<'a>(list: &'a [Value], name: &str, basis: &str) -> &'a Value {
    list.iter().find(|e| e["name"] == name && e["basis"] == basis).unwrap_or_else(|| panic!("no {name} ({basis})"))
}

#[test]
fn cast_json_has_the_shensha_of_the_chart() {
    let c = cast_json("2026-11-29T21:30:00+08:00");
    let list = c["shensha"].as_array().expect("a shensha array");
    assert!(list.len() > 90);
    let year: GanZhi = c["pillars"]["year"].as_str().unwrap().parse().unwrap();
    let month: GanZhi = c["pillars"]["month"].as_str().unwrap().parse().unwrap();
    let day: GanZhi = c["pillars"]["day"].as_str().unwrap().parse().unwrap();
    // 2026 is 丙午: 太歲 丙午, 歲破 (「歲支之沖辰」, line 161) 子.
    assert_eq!(year.hanzi(), "丙午");
    assert_eq!(entry(list, "太歲", "歲支")["value"], "丙午");
    let sui_po = entry(list, "歲破", "歲支");
    assert_eq!(sui_po["value"], "子");
    assert_eq!(sui_po["value"], year.branch().opposite().hanzi());
    assert_eq!(sui_po["line"], 161);
    assert_eq!(sui_po["meaning"], "歲支之沖辰，凡占皆凶。");
    // 歲德 of a 陽 year is its own stem.
    assert_eq!(entry(list, "歲德", "歲干")["value"], "丙");
    // After 立冬, before 大雪: 亥 month (十月), winter. 月破 is the 沖 of 月建; 天馬 午+18 = 子.
    assert_eq!(month.branch(), Branch::Hai);
    assert_eq!(entry(list, "月建", "月")["value"], month.hanzi());
    assert_eq!(entry(list, "月破", "月")["value"], "巳");
    assert_eq!(entry(list, "天馬", "月")["value"], "子");
    assert_eq!(entry(list, "皇詔", "季")["value"], "亥");
    // The day's 六衝 and 日馬.
    assert_eq!(entry(list, "六衝", "日支")["value"], day.branch().opposite().hanzi());
    assert_eq!(entry(list, "日馬", "日支")["value"], day.branch().post_horse().hanzi());
    // 趕煞 is the sun, 月將.
    assert_eq!(entry(list, "趕煞", "月將")["value"], c["month_general"]);
    // Every meaning can be found in the seed text (corrected reading).
    let text = corrected(SEED);
    for e in list {
        assert!(text.contains(e["meaning"].as_str().unwrap()), "{e}");
        assert!(e["line"].as_u64().unwrap() >= 147);
        assert!(e["doubtful"].is_boolean());
    }
}
