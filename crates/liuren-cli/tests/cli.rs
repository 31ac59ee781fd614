//! The command line: contract of the JSON output, and bad input → exit 2 with
//! one line on stderr, never a panic.

use std::process::Command;

use serde_json::Value;

mod run;
use run::{json, liuren};

#[test]
fn table_has_720_rows_and_the_first_is_jiazi() {
    let t = json(&["table"]);
    let rows = t.as_array().unwrap();
    assert_eq!(rows.len(), 720);
    // The issue's example row, checkable by hand: 甲子日 丑加子.
    let row = rows.iter().find(|r| r["day"] == "甲子" && r["over_zi"] == "丑").unwrap();
    assert_eq!(row["lessons"], serde_json::json!([["卯", "甲"], ["辰", "卯"], ["丑", "子"], ["寅", "丑"]]));
    assert_eq!(row["transmissions"], serde_json::json!(["辰", "巳", "午"]));
    assert_eq!(row["method"], "重審");
}

#[test]
fn table_schools_differ_where_the_books_do() {
    // 《大全》 涉害課: 丁卯日 亥將丑時 (戌加子) gives 亥 by depth; 孟仲季 directly gives 丑.
    let find =
        |t: &Value| t.as_array().unwrap().iter().find(|r| r["day"] == "丁卯" && r["over_zi"] == "戌").unwrap().clone();
    assert_eq!(find(&json(&["table"]))["transmissions"][0], "亥");
    assert_eq!(find(&json(&["table", "--shehai", "mengzhong"]))["transmissions"][0], "丑");
}

#[test]
fn cast_json_contract() {
    let c = json(&["cast", "--at", "2026-11-29T21:30:00+08:00", "--json"]);
    for key in
        ["pillars", "month_general", "hour_branch", "xunkong", "daytime", "plate", "lessons", "transmissions", "method"]
    {
        assert!(c.get(key).is_some(), "missing {key}");
    }
    assert_eq!(c["plate"].as_array().unwrap().len(), 12);
    let earth: String = c["plate"].as_array().unwrap().iter().map(|p| p["earth"].as_str().unwrap()).collect();
    assert_eq!(earth, "子丑寅卯辰巳午未申酉戌亥");
    // 21:30 is the 亥 hour, night by the 卯–申 rule; after 小雪 (Nov 22) the general is 寅.
    assert_eq!(c["hour_branch"], "亥");
    assert_eq!(c["daytime"], false);
    assert_eq!(c["month_general"], "寅");
    // 寅 over 亥: heaven over 子 is 卯.
    let over_zi = &c["plate"][0]["heaven"];
    assert_eq!(over_zi, "卯");
    // Lesson 1's lower is the day stem; 旬空 palaces carry no stem.
    let day = c["pillars"]["day"].as_str().unwrap().to_string();
    assert_eq!(c["lessons"][0]["lower"].as_str().unwrap(), &day[..3]);
    let void: Vec<&str> = c["xunkong"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    for p in c["plate"].as_array().unwrap() {
        assert_eq!(p["stem"].is_null(), void.contains(&p["heaven"].as_str().unwrap()), "{p}");
    }
    assert_eq!(c["transmissions"].as_array().unwrap().len(), 3);
}

#[test]
fn terms_of_a_year() {
    let t = json(&["terms", "--year", "2026"]);
    let rows = t.as_array().unwrap();
    assert_eq!(rows.len(), 24);
    assert_eq!(rows[0]["name"], "小寒");
    assert_eq!(rows[0]["longitude"], 285);
    // 2026 立春: 2026-02-04 04:02 Beijing time = 2026-02-03 20:02 UTC (published almanacs).
    assert_eq!(rows[2]["name"], "立春");
    assert!(rows[2]["at"].as_str().unwrap().starts_with("2026-02-03T20:0"), "{}", rows[2]["at"]);
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        &["cast", "--at", "2026-02-30T10:00:00+08:00"][..],
        &["cast", "--at", "yesterday"],
        &["cast"],
        &["cast", "--at", "1700-01-01T00:00:00Z"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--shehai", "deep"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--month-general", "X"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--true-solar"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--longitude", "500", "--latitude", "0"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--birth-year", "1990"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--birth-year", "2990", "--sex", "male"],
        &["cast", "--at", "2026-11-29T21:30:00+08:00", "--colour", "red"],
        &["terms", "--year", "2500"],
        &["terms", "--year", "soon"],
        &["table", "--shehai"],
        &["divine"],
        &[],
    ] {
        let out = liuren(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

/// Arguments that are not UTF-8 are refused with exit 2 and one line, not an abort.
#[test]
fn arguments_that_are_not_utf8_exit_2() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for args in [
        vec![OsStr::new("cast"), OsStr::new("--at"), OsStr::from_bytes(b"\xff\xfe")],
        vec![OsStr::from_bytes(b"\xc3(")],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_liuren")).args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("not valid UTF-8"), "{err}");
    }
}

/// What the user typed is echoed escaped and clipped: a newline in a flag's name
/// stays one line, a 100 kB value gives a short message.
#[test]
fn echoed_values_are_escaped_and_clipped() {
    // A single argument may be at most 128 KiB on Linux.
    let big = "9".repeat(100_000);
    let flag = "--bad\nname".to_string();
    let at = "2026-11-29T21:30:00+08:00";
    let cases: Vec<Vec<&str>> = vec![
        vec!["cast", "--at", at, &flag, "1"],
        vec!["cast", "--at", at, "--longitude", &big, "--latitude", "0"],
        vec!["cast", "--at", at, "--birth-year", "1990", "--sex", &big],
        vec!["cast", "--at", at, "--shehai", &big],
        vec!["cast", "--at", &big],
        vec!["cast", "--at", at, "--topic", &big],
        vec![&big],
    ];
    for args in cases {
        let out = liuren(&args);
        assert_eq!(out.status.code(), Some(2));
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.len() < 400, "{} bytes: {}", err.len(), &err[..200]);
    }
    let err = String::from_utf8(liuren(&["cast", "--at", at, &flag, "1"]).stderr).unwrap();
    assert!(err.contains(r"--bad\nname"), "{err}");
}

/// Birth years are checked against 1800–2200 (the calendar's range), as the form does:
/// a year near i32::MIN would otherwise overflow the age count.
#[test]
fn birth_years_outside_1800_2200_exit_2() {
    let at = "2026-11-29T21:30:00+08:00";
    for y in ["-2147483648", "1799", "2201"] {
        for (year_key, sex_key) in [("--birth-year", "--sex"), ("--partner-birth-year", "--partner-sex")] {
            let out = liuren(&["cast", "--at", at, year_key, y, sex_key, "male"]);
            assert_eq!(out.status.code(), Some(2), "{y}");
            let err = String::from_utf8(out.stderr).unwrap();
            assert!(err.contains("1800–2200") && !err.contains("panicked"), "{err}");
        }
    }
    // 1800 is accepted as a year; for a chart of 1900 it is also within the 120 years the chart allows.
    let ok = liuren(&["cast", "--at", "1900-06-01T12:00:00+08:00", "--birth-year", "1800", "--sex", "female"]);
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
}

#[test]
fn a_reader_that_stops_early_is_not_a_panic() {
    // `liuren table | head -c 100`: the table is far larger than a pipe's buffer, so
    // the program is still writing when the reader closes its end. That ends the
    // program quietly with success, nothing on stderr (with `println!` it panicked:
    // "failed printing to stdout: Broken pipe", exit code 101).
    use std::io::Read;
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_liuren"))
        .arg("table")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut head = [0u8; 100];
    child.stdout.take().expect("piped").read_exact(&mut head).expect("the first bytes");
    assert_eq!(head[0], b'[', "the table is a JSON array");
    // The read end is dropped here, closing the pipe.
    let out = child.wait_with_output().expect("the binary ends");
    assert!(out.status.success(), "{:?}: {}", out.status, String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[cfg(unix)]
#[test]
fn a_stderr_whose_reader_has_gone_is_not_a_panic() {
    // A usage error written to a pipe nobody reads any more: the reader (`:`)
    // has ended before the program starts (it waits 0.3 s), so the write fails
    // with a broken pipe. The exit code is still the usage error's 2; with
    // `eprintln!` it panicked ("failed printing to stderr"), exit code 101.
    let status = std::env::temp_dir().join(format!("liuren-stderr-{}", std::process::id()));
    let script = r#"( sleep 0.3; "$0" --no-such-flag; echo $? > "$1" ) 2>&1 >/dev/null | :; sleep 0.6"#;
    let out =
        Command::new("sh").args(["-c", script, env!("CARGO_BIN_EXE_liuren")]).arg(&status).output().expect("sh runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let code = std::fs::read_to_string(&status).expect("the program's exit code was written");
    let _ = std::fs::remove_file(&status);
    assert_eq!(code.trim(), "2");
}
