//! The chart as text in the classical layout and the Markdown report
//! (`liuren_core::report`), read back cell by cell against a book's chart and
//! against the chart the engine cast: the header, 三傳 top to bottom, 四課
//! right to left, the twelve palaces on the classical square; and every
//! reading that fired, with each passage's source, in the Markdown.

#[path = "readings_support/mod.rs"]
mod support;

use liuren_core::ask::{for_chart, Ask};
use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;
use liuren_core::reading::Category;
use liuren_core::report::{markdown, text};
use support::{b, on};

const BLANK: char = '\u{3000}';

/// The lines after the one that starts with `heading`.
fn block<'a>(t: &'a str, heading: &str) -> Vec<&'a str> {
    t.lines().skip_while(|l| !l.starts_with(heading)).skip(1).collect()
}

/// The fields of a line split at full-width blanks (runs of them count once).
fn fields(line: &str) -> Vec<&str> {
    line.split(BLANK).filter(|s| !s.is_empty()).collect()
}

/// 《六壬大全》第六冊 元首課 (頁249): 甲子日 酉加子 — 四課 亥/甲 申/亥 酉/子 午/酉,
/// 三傳 午卯子 (tests/data/golden_keli.tsv, first row).
fn book_chart() -> Chart {
    on("甲子", "酉", "子").cast()
}

#[test]
fn the_header_names_the_pillars_month_general_hour_void_and_day_or_night() {
    let c = book_chart();
    let t = text(&c);
    let lines: Vec<&str> = t.lines().collect();
    assert!(lines[0].starts_with(&c.calendar.moment.to_rfc3339()), "{t}");
    let p = c.calendar.pillars;
    assert_eq!(
        fields(lines[1]),
        ["四柱", &format!("{}年", p.year) as &str, &format!("{}月", p.month), "甲子日", &format!("{}時", p.hour)]
    );
    let head = fields(lines[2]);
    assert!(head.contains(&"月將酉") && head.contains(&"占時子"), "{head:?}");
    // 甲子旬 is void in 戌亥 (by hand: 甲子 … 癸酉, the two branches left over).
    assert!(head.contains(&"旬空戌亥"), "{head:?}");
    assert!(head.contains(&if c.daytime { "晝" } else { "夜" }), "{head:?}");
    // 月將 and 占時 were set by hand.
    assert!(head.contains(&"活時"), "{head:?}");
}

#[test]
fn the_transmissions_run_top_to_bottom_as_the_book_prints_them() {
    let c = book_chart();
    let t = text(&c);
    let rows: Vec<Vec<&str>> = block(&t, "三傳").into_iter().take(3).map(fields).collect();
    let branches: String = rows.iter().map(|r| r[2].chars().last().unwrap()).collect();
    assert_eq!(branches, "午卯子");
    for (row, (name, tv)) in rows.iter().zip(["初", "中", "末"].into_iter().zip(&c.chuan)) {
        assert_eq!(row[0], name);
        assert_eq!(row[1], tv.relation.hanzi());
        // 遁干 then the branch (甲子旬: 午 is 庚午, 卯 丁卯, 子 甲子).
        assert_eq!(row[2], format!("{}{}", tv.stem.unwrap().hanzi(), tv.branch));
        assert_eq!(row[3], tv.general.hanzi());
    }
    assert_eq!([rows[0][2], rows[1][2], rows[2][2]], ["庚午", "丁卯", "甲子"]);
}

#[test]
fn the_lessons_read_right_to_left_with_generals_above() {
    let c = book_chart();
    let t = text(&c);
    let rows: Vec<Vec<&str>> = block(&t, "四課").into_iter().take(4).map(fields).collect();
    // The book's lessons 1→4 are 亥/甲 申/亥 酉/子 午/酉: written from the right.
    assert_eq!(rows[1], ["午", "酉", "申", "亥"]);
    assert_eq!(rows[2], ["酉", "子", "亥", "甲"]);
    assert_eq!(rows[3], ["四", "三", "二", "一"]);
    let generals: Vec<&str> = c.lessons.iter().rev().map(|l| l.general.short()).collect();
    assert_eq!(rows[0], generals);
}

#[test]
fn the_palaces_stand_on_the_classical_square() {
    let c = book_chart();
    let t = text(&c);
    let lines: Vec<Vec<char>> = block(&t, "天地盤").into_iter().take(12).map(|l| l.chars().collect()).collect();
    // Each cell two characters wide, two blanks between: the cell in column k starts at 4k.
    let cell = |line: &[char], k: usize| -> String { line.iter().skip(4 * k).take(2).collect() };
    // The classical board by earth branch, row by row from the top ('.' the empty centre).
    let square = ["巳午未申", "辰..酉", "卯..戌", "寅丑子亥"];
    let mut seen = Vec::new();
    for (r, row) in square.iter().enumerate() {
        for (k, e) in row.chars().enumerate() {
            let (general, heaven, earth) =
                (cell(&lines[3 * r], k), cell(&lines[3 * r + 1], k), cell(&lines[3 * r + 2], k));
            if e == '.' {
                for x in [&general, &heaven, &earth] {
                    assert!(x.chars().all(|ch| ch == BLANK), "centre ({r},{k}): {x:?}\n{t}");
                }
                continue;
            }
            let e = b(&e.to_string());
            seen.push(e);
            assert_eq!(earth, format!("{BLANK}{e}"), "earth at ({r},{k})\n{t}");
            // 酉加子: every heaven branch is nine after its earth (子→酉, 巳→寅 …).
            let h = e.wrapping_add(9);
            assert_eq!(heaven.chars().last(), h.hanzi().chars().next(), "heaven over {e}\n{t}");
            let p = c.palaces[e];
            assert_eq!(p.heaven, h);
            let stem = p.stem.map_or(BLANK.to_string(), |s| s.hanzi().to_string());
            assert_eq!(heaven, format!("{stem}{h}"), "遁干 over {e}");
            assert_eq!(general, format!("{BLANK}{}", p.general.short()), "general over {e}");
        }
    }
    assert_eq!(seen.len(), 12);
    assert!(Branch::ALL.iter().all(|x| seen.contains(x)));
    // The book's 子 has 酉 over it; the void pair 戌亥 (heaven) carries no 遁干.
    assert_eq!(c.palaces[Branch::Zi].heaven, Branch::You);
    assert!(c.palaces[Branch::Chou].stem.is_none() && c.palaces[Branch::Yin].stem.is_none());
}

#[test]
fn the_report_quotes_every_reading_with_its_source() {
    let charts = [
        (book_chart(), Ask::default()),
        (on("丁未", "寅", "亥").born(1984).cast(), Ask::default()),
        (on("壬申", "酉", "未").text_nobles().cast(), Ask { category: Category::Shefu, ..Ask::default() }),
    ];
    for (c, ask) in charts {
        let readings = for_chart(&c, &ask);
        assert!(readings.len() > 10, "{}", readings.len());
        let md = markdown(&c, "失物何在？", &readings);
        assert!(md.starts_with(&format!("# 大六壬　{}日", c.day())));
        assert!(md.contains("所問：失物何在？"));
        // The text layout, whole, in a code block.
        assert!(md.contains(&format!("```text\n{}```\n", text(&c))));
        let mut at = 0;
        for r in &readings {
            // Each reading in the order given, under its family's heading, with its passages and sources.
            let heading = format!("\n### {}", r.title);
            let found = md[at..].find(&heading).map(|i| i + at);
            let Some(i) = found else { panic!("{} {} not in order", r.family.hanzi(), r.title) };
            at = i + 1;
            let before = &md[..i];
            let family = before.rfind("\n## ").map(|j| &before[j + 4..]).unwrap();
            assert!(family.starts_with(r.family.hanzi()), "{} under {family:.20}", r.title);
            for p in &r.passages {
                let source = format!("> —— {}", p.source);
                assert!(md.contains(&source), "{source}");
                assert!(md.contains(&format!("> {}\n", p.text())), "{}", p.text());
            }
            for f in &r.facts {
                assert!(md.contains(&format!("- {}\n", f.text)), "{}", f.text);
            }
        }
        if ask.category == Category::Shefu {
            assert!(md.contains("\n## 射覆（"));
        }
    }
}
