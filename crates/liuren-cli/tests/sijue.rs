//! `liuren table` names 四絕 on the one rotation where 午加亥, 酉加寅, 子加巳 and
//! 卯加申 hold (未 over 子), on every day, and nowhere else.

use std::process::Command;

#[test]
fn table_names_sijue_on_wei_over_zi() {
    let out = Command::new(env!("CARGO_BIN_EXE_liuren")).arg("table").output().unwrap();
    assert!(out.status.success());
    let rows: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let mut named = 0;
    for r in rows.as_array().unwrap() {
        let has = r["keti"].as_array().unwrap().iter().any(|k| k == "四絕");
        assert_eq!(has, r["over_zi"] == "未", "{} {}", r["day"], r["over_zi"]);
        named += usize::from(has);
    }
    assert_eq!(named, 60);
}
