//! `liuren cast --json` carries the patterns and quick readings of 卷中 among its
//! `readings` (family `juanzhong`; quick readings have ids `quick.…`), each with its
//! passage in the corrected reading and its line.

use std::process::Command;

use liuren_core::shensha::errata::corrected;
use serde_json::Value;

const SEED: &str = include_str!("../../liuren-core/texts/000_aca81fbd294816a3.txt");

fn cast_json(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_liuren"))
        .args(["cast", "--json"])
        .args(args)
        .output()
        .expect("the binary runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

#[test]
fn cast_json_has_the_patterns_and_quick_readings() {
    // The text's own chart (line 517): a 壬申 day (2026-10-25), 酉將未時.
    let c = cast_json(&["--at", "2026-10-25T14:00:00+08:00", "--month-general", "酉", "--hour-branch", "未"]);
    assert_eq!(c["pillars"]["day"], "壬申");
    let text = corrected(SEED);
    let juanzhong: Vec<&Value> =
        c["readings"].as_array().expect("readings").iter().filter(|r| r["family"] == "juanzhong").collect();
    let (quick, patterns): (Vec<&Value>, Vec<&Value>) =
        juanzhong.into_iter().partition(|r| r["id"].as_str().unwrap().starts_with("quick."));
    for id in ["harmony.waiting", "harmony.gathered", "tomb.rise_to_tomb", "harmony.false_friend"] {
        let p = patterns.iter().find(|p| p["id"] == id).unwrap_or_else(|| panic!("no {id}"));
        assert!(!p["facts"].as_array().unwrap().is_empty());
    }
    let waiting = patterns.iter().find(|p| p["id"] == "harmony.waiting").unwrap();
    assert_eq!(waiting["passages"][0]["line"], 517);
    assert_eq!(waiting["title"], "虛一待用");
    assert!(waiting["facts"][0]["text"].as_str().unwrap().contains("缺未"));
    for p in &patterns {
        let passage = p["passages"][0]["text"].as_str().unwrap();
        assert!(text.contains(passage), "{passage}");
        assert!(!passage.contains('醜') && !passage.contains('乾'));
        assert!(p["passages"][0]["line"].as_u64().unwrap() >= 365);
    }
    for topic in ["數目", "顏色", "新舊", "親疏", "遠近", "遲速", "已往未來", "分野", "分方"] {
        assert!(quick.iter().any(|r| r["title"] == topic), "{topic}");
    }
    for r in &quick {
        assert!(text.contains(r["passages"][0]["text"].as_str().unwrap()));
        assert!(!r["verdict"].as_str().unwrap().is_empty());
    }
    // 用神 子 stands on 戌: 古魯地, 西北.
    let fenfang = quick.iter().find(|r| r["title"] == "分方").unwrap();
    assert_eq!(fenfang["verdict"], "西北");
}
