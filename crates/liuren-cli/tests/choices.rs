//! `liuren choices --at … --json`: only the option values that change the chart.

use std::process::Command;

use serde_json::{json, Value};

fn choices(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_liuren")).arg("choices").args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

#[test]
fn shehai_matters_on_the_kejing_case() {
    // 丁卯日 亥將丑時 (《大全》 涉害課): 亥酉未 by depth, 丑亥酉 by 孟仲季.
    let v = choices(&["--at", "2021-03-20T01:00:00+08:00", "--json"]);
    let rows = v.as_array().unwrap();
    let row = rows.iter().find(|r| r["option"] == "shehai" && r["value"] == "mengzhong").unwrap();
    assert_eq!(row["changes"]["三傳"], json!(["亥酉未", "丑亥酉"]));
    assert_eq!(row["with"], json!({}));
    assert!(row["sources"].as_str().unwrap().contains("占事略決"));
    // Options given on the command line are the chart's own: from 孟仲季, depth changes it back.
    let v = choices(&["--at", "2021-03-20T01:00:00+08:00", "--shehai", "mengzhong", "--json"]);
    let row = v.as_array().unwrap().iter().find(|r| r["option"] == "shehai" && r["value"] == "depth").unwrap();
    assert_eq!(row["changes"]["三傳"], json!(["丑亥酉", "亥酉未"]));
}

#[test]
fn nothing_is_listed_where_nothing_matters() {
    assert_eq!(choices(&["--at", "2025-06-18T07:00:00+08:00", "--json"]), json!([]));
    let out = Command::new(env!("CARGO_BIN_EXE_liuren"))
        .args(["choices", "--at", "2025-06-18T07:00:00+08:00"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim(), "no school choice changes this chart");
    let out = Command::new(env!("CARGO_BIN_EXE_liuren")).args(["choices", "--at", "soon"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
}
