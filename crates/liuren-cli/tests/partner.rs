//! `cast --partner-birth-year Y --partner-sex male|female`: the second person's
//! 年命 in `"partner_fate"`, shaped like `"fate"`; bad input exits 2.

use serde_json::{json, Value};

mod run;
use run::liuren;

fn cast(extra: &[&str]) -> Value {
    let mut args = vec!["cast", "--at", "2026-11-29T21:30:00+08:00", "--json"];
    args.extend_from_slice(extra);
    let out = liuren(&args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("valid JSON")
}

#[test]
fn partner_fate_is_shaped_like_fate() {
    // 2026 (丙午) by hand: a man born 1990 (庚午) is 37 虛歲, 行年 丙寅 + 36 = 壬寅;
    // a woman born 1993 (癸酉) is 34, 行年 壬申 − 33 = 己亥.
    let v = cast(&["--birth-year", "1990", "--sex", "male", "--partner-birth-year", "1993", "--partner-sex", "female"]);
    let (f, p) = (&v["fate"], &v["partner_fate"]);
    assert_eq!(f["birth_year"], 1990);
    assert_eq!(f["sex"], "male");
    assert_eq!(f["ben_ming"], "庚午");
    assert_eq!(f["age"], 37);
    assert_eq!(f["xing_nian"], "壬寅");
    assert_eq!(p["birth_year"], 1993);
    assert_eq!(p["sex"], "female");
    assert_eq!(p["ben_ming"], "癸酉");
    assert_eq!(p["age"], 34);
    assert_eq!(p["xing_nian"], "己亥");
    let keys = |x: &Value| x.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(f), keys(p));
    // The uppers are read off the chart's own plate.
    let over =
        |earth: &str| v["plate"].as_array().unwrap().iter().find(|x| x["earth"] == earth).unwrap()["heaven"].clone();
    assert_eq!(p["xing_nian_upper"], over("亥"));
    assert_eq!(p["ben_ming_upper"], over("酉"));
}

#[test]
fn partner_fate_is_null_without_a_partner_and_alone_without_a_querent() {
    let v = cast(&["--birth-year", "1990", "--sex", "male"]);
    assert_eq!(v["partner_fate"], Value::Null);
    assert_eq!(v["fate"]["xing_nian"], "壬寅");
    let v = cast(&["--partner-birth-year", "1993", "--partner-sex", "female"]);
    assert_eq!(v["fate"], Value::Null);
    assert_eq!(v["partner_fate"]["xing_nian"], json!("己亥"));
}

#[test]
fn bad_partner_input_exits_2_with_one_line() {
    let at = ["cast", "--at", "2026-11-29T21:30:00+08:00"];
    for extra in [
        &["--partner-birth-year", "1993"][..],
        &["--partner-sex", "female"],
        &["--partner-birth-year", "soon", "--partner-sex", "female"],
        &["--partner-birth-year", "1993", "--partner-sex", "wife"],
        &["--partner-birth-year", "2990", "--partner-sex", "female"],
    ] {
        let args: Vec<&str> = at.iter().chain(extra).copied().collect();
        let out = liuren(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("--partner") || err.contains("birth year 2990"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}
