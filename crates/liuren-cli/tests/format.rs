//! `liuren cast … --format text|markdown|json`: text is the default, `--json`
//! is `--format json`, the Markdown report carries every reading the JSON
//! lists with its sources; a bad format exits 2 with one line.

use serde_json::Value;

mod run;
use run::liuren;

const AT: &str = "2026-11-29T21:30:00+08:00";

fn stdout(args: &[&str]) -> String {
    let out = liuren(args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn text_is_the_default_and_json_is_an_alias() {
    let text = stdout(&["cast", "--at", AT]);
    assert_eq!(stdout(&["cast", "--at", AT, "--format", "text"]), text);
    assert_eq!(stdout(&["cast", "--at", AT, "--format=json"]), stdout(&["cast", "--at", AT, "--json"]));
    // The text is the chart the JSON describes: a 丁未 day, 三傳 亥戌戌, 四課 written from the right.
    let j: Value = serde_json::from_str(&stdout(&["cast", "--at", AT, "--format", "json"])).unwrap();
    assert_eq!(j["pillars"]["day"], "丁未");
    assert!(text.contains("丁未日"), "{text}");
    let chuan: Vec<String> = text
        .lines()
        .skip_while(|l| !l.starts_with("三傳"))
        .skip(1)
        .take(3)
        .map(|l| l.split('\u{3000}').nth(2).unwrap().chars().last().unwrap().to_string())
        .collect();
    let from_json: Vec<String> =
        j["transmissions"].as_array().unwrap().iter().map(|t| t["branch"].as_str().unwrap().to_string()).collect();
    assert_eq!(chuan, from_json);
    let uppers = text.lines().skip_while(|l| !l.starts_with("四課")).nth(2).unwrap().replace('\u{3000}', "");
    let from_json: String =
        j["lessons"].as_array().unwrap().iter().rev().map(|l| l["upper"].as_str().unwrap()).collect();
    assert_eq!(uppers, from_json);
}

#[test]
fn the_markdown_report_has_the_layout_and_every_reading_with_its_sources() {
    for extra in [&[][..], &["--topic", "shefu"][..]] {
        let args: Vec<&str> = ["cast", "--at", AT].iter().copied().chain(extra.iter().copied()).collect();
        let text = stdout(&args);
        let md = stdout(&[&args[..], &["--format", "markdown"]].concat());
        let j: Value = serde_json::from_str(&stdout(&[&args[..], &["--json"]].concat())).unwrap();
        // The layout (without the topic lines the text output adds) in a code block.
        let layout = text.split("\n\n發用之由").next().unwrap();
        assert!(md.contains(&format!("```text\n{layout}")), "{md:.400}");
        let readings = j["readings"].as_array().unwrap();
        assert!(readings.len() > 10);
        for r in readings {
            assert!(md.contains(&format!("### {}", r["title"].as_str().unwrap())), "{r}");
            for p in r["passages"].as_array().unwrap() {
                let source = p["source"].as_str().unwrap();
                assert!(md.contains(&format!("> —— {source}\n")), "{source}");
            }
        }
        if !extra.is_empty() {
            assert!(md.contains("\n## 射覆（"), "{md:.200}");
        }
    }
}

#[test]
fn a_bad_format_exits_2_with_one_line() {
    for args in [
        &["cast", "--at", AT, "--format", "pdf"][..],
        &["cast", "--at", AT, "--format", "text", "--json"][..],
        &["cast", "--at", AT, "--format"][..],
    ] {
        let out = liuren(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("--format") || err.contains("--json"), "{err}");
    }
}
