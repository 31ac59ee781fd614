//! 課體 in the JSON: a chart carries them among its `"readings"` (family `keti`,
//! each with id, title, verse, passages with their source, facts); a table row
//! carries `"keti"`, the names (each once), and `"keti_detail"`, the full entries
//! in the same shape.

use std::process::Command;

use serde_json::Value;

fn json(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_liuren")).args(args).output().expect("the binary runs");
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

fn names(keti: &Value) -> Vec<String> {
    keti.as_array().unwrap().iter().map(|k| k["title"].as_str().unwrap().to_string()).collect()
}

fn assert_shape(keti: &Value) {
    for k in keti.as_array().expect("keti is a list") {
        assert_eq!(k["family"], "keti", "{k}");
        for key in ["id", "title", "verse"] {
            assert!(!k[key].as_str().unwrap().is_empty(), "{k}");
        }
        assert!(!k["passages"][0]["source"].as_str().unwrap().is_empty(), "{k}");
        assert_eq!(k["passages"][0]["text"], k["verse"], "{k}");
        assert!(!k["facts"].as_array().unwrap().is_empty(), "{k}");
    }
}

fn keti_of(c: &Value) -> Value {
    Value::Array(c["readings"].as_array().unwrap().iter().filter(|r| r["family"] == "keti").cloned().collect())
}

#[test]
fn every_table_row_has_its_patterns() {
    let t = json(&["table"]);
    let rows = t.as_array().unwrap();
    for row in rows {
        assert_shape(&row["keti_detail"]);
        // The names are the entries' names, once each, in order.
        let mut want = names(&row["keti_detail"]);
        let mut seen = std::collections::HashSet::new();
        want.retain(|n| seen.insert(n.clone()));
        let got: Vec<String> =
            row["keti"].as_array().unwrap().iter().map(|n| n.as_str().unwrap().to_string()).collect();
        assert_eq!(got, want, "{row}");
        // The method always names itself among the patterns.
        assert!(got.contains(&row["method"].as_str().unwrap().to_string()), "{row}");
    }
    // 甲子日 丑加子: 辰巳午 重審, 進茹 (《大全》 連珠課).
    let row = rows.iter().find(|r| r["day"] == "甲子" && r["over_zi"] == "丑").unwrap();
    let n = names(&row["keti_detail"]);
    assert!(n.contains(&"重審".to_string()) && n.contains(&"進茹".to_string()), "{n:?}");
    let jinru = row["keti_detail"].as_array().unwrap().iter().find(|k| k["title"] == "進茹").unwrap();
    assert_eq!(jinru["facts"][0]["text"], "三傳 辰巳午 連茹（進）");
    assert!(jinru["passages"][0]["source"].as_str().unwrap().contains("連珠課"));
    // 伏吟 rows (子 over 子) all say so.
    for row in rows.iter().filter(|r| r["over_zi"] == "子") {
        assert!(row["keti"].as_array().unwrap().contains(&Value::from("伏吟")), "{row}");
    }
}

#[test]
fn the_chart_has_its_patterns() {
    let c = json(&["cast", "--at", "2026-11-29T21:30:00+08:00", "--json"]);
    let keti = keti_of(&c);
    assert_shape(&keti);
    let n = names(&keti);
    assert!(n.contains(&c["method"].as_str().unwrap().to_string()), "{n:?}");
}
