//! `liuren topics` lists the topics with their 類神 and sources; `liuren cast
//! --topic <id or name> --json` adds the judgement; an unknown topic exits 2
//! with one line listing the valid ids.

mod run;
use run::{json, liuren};

const AT: &str = "2026-11-29T21:30:00+08:00";

#[test]
fn topics_lists_the_thirteen_and_more_with_their_lei_shen_and_sources() {
    let v = json(&["topics", "--json"]);
    let topics = v.as_array().unwrap();
    let ids: Vec<&str> = topics.iter().map(|t| t["id"].as_str().unwrap()).collect();
    for id in [
        "qiucai", "hunyin", "yunchan", "jibing", "cisong", "shiwu", "daozei", "taowang", "xingren", "chuxing",
        "qiuguan", "jiazhai", "tianshi", "mouwang", "shefu", "guaiyi",
    ] {
        assert!(ids.contains(&id), "{id}");
    }
    for t in topics {
        let lei = t["lei_shen"].as_array().unwrap();
        assert!(!lei.is_empty(), "{t}");
        for l in lei {
            assert!(!l["what"].as_str().unwrap().is_empty());
            assert!(!l["source"].as_str().unwrap().is_empty());
        }
    }
    let qiucai = topics.iter().find(|t| t["id"] == "qiucai").unwrap();
    assert_eq!(qiucai["name"], "求財");
    let long = qiucai["lei_shen"].as_array().unwrap().iter().find(|l| l["what"] == "青龍").unwrap();
    assert_eq!(long["source"], "《六壬指南》卷二 大六壬九天玄女指掌賦");
    assert_eq!(long["text"], "占求財要看旺相龍常");
    // A 類神 from 卷中 cites its line.
    assert!(qiucai["lei_shen"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l["what"] == "天財" && l["source"] == "卷中 第235行"));
    // Text output: a line a topic.
    let out = liuren(&["topics"]);
    assert!(out.status.success());
    assert!(String::from_utf8(out.stdout).unwrap().lines().any(|l| l == "qiucai 求財"));
}

#[test]
fn cast_with_a_topic_by_id_or_name_adds_the_judgement() {
    let by_id = json(&["cast", "--at", AT, "--topic", "taowang", "--json"]);
    let by_name = json(&["cast", "--at", AT, "--topic", "逃亡", "--json"]);
    assert_eq!(by_id["judgement"], by_name["judgement"]);
    let j = &by_id["judgement"];
    assert_eq!(j["topic"], "taowang");
    let lei = j["lei_shen"].as_array().unwrap();
    // 丁未日: 日德 亥 (卷中 line 297), 支刑 丑 (未刑丑).
    assert!(lei.iter().any(|l| l["what"] == "日德" && l["branch"] == "亥"));
    assert!(lei.iter().any(|l| l["what"] == "支刑" && l["branch"] == "丑"));
    for l in lei {
        assert!(l["facts"].as_array().is_some_and(|f| !f.is_empty()), "{l}");
    }
    // 丑土克亥水: 「刑克日德定難尋」.
    let v = j["verdicts"].as_array().unwrap();
    let r = v.iter().find(|r| r["id"] == "taowang.xing_ke_de").expect("刑克日德");
    assert_eq!(r["family"], "zhanlei");
    assert_eq!(r["verdict"], "定難尋");
    assert_eq!(r["passages"][0]["source"], "《六壬指南》卷三 占驗·逃亡章第二十");
    assert_eq!(r["passages"][0]["text"], "德克刑神必易獲，刑克日德定難尋。");
    assert!(j["timing"].is_array(), "應期 (tests/judgement.rs)");
    // The topic's verdicts are among the readings too.
    assert!(by_id["readings"].as_array().unwrap().iter().any(|r| r["id"] == "taowang.xing_ke_de"));
    // No topic, no judgement.
    assert!(json(&["cast", "--at", AT, "--json"]).get("judgement").is_none());
}

#[test]
fn shefu_and_guaiyi_keep_working_and_carry_their_sheet() {
    let c = json(&["cast", "--at", AT, "--topic", "shefu", "--json"]);
    assert!(c["candidates"].is_array());
    let sheet = c["sheet"].as_array().unwrap();
    assert_eq!(sheet[0]["heading"], "占死活");
    assert_eq!(c["judgement"]["topic"], "shefu");
    let g = json(&["cast", "--at", AT, "--topic", "guaiyi:leizhen:酉", "--json"]);
    assert!(g["sheet"].as_array().unwrap().iter().any(|l| l["heading"] == "占雷震"));
}

#[test]
fn an_unknown_topic_exits_2_with_the_valid_ids_on_one_line() {
    let out = liuren(&["cast", "--at", AT, "--topic", "weather", "--json"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    for id in ["qiucai", "tianshi", "mouwang", "shefu", "guaiyi"] {
        assert!(err.contains(id), "{err}");
    }
    let out = liuren(&["topics", "--bogus"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn text_output_shows_the_judgement() {
    let out = liuren(&["cast", "--at", AT, "--topic", "求財"]);
    assert!(out.status.success());
    let s = String::from_utf8(out.stdout).unwrap();
    assert!(s.contains("占類　求財"), "{s}");
    assert!(s.lines().any(|l| l.starts_with("類神　青龍：青龍乘辰；辰臨丑")), "{s}");
}
