//! 課式 Kèshì — a chart written out: as plain text in the classical layout
//! ([`text`]) and as a Markdown report with every reading that fired
//! ([`markdown`]). The CLI prints them and the app copies them, so both say
//! the same thing.
//!
//! The text layout, in full-width characters so that columns line up in any
//! CJK monospace font:
//!
//! - the header: the moment and the clock time used, 四柱, 節氣, 月將, 占時,
//!   旬空, 晝夜 (and 年命 where given);
//! - 三傳 top to bottom (初 中 末), each with 六親, 遁干, the branch, 天將 and 旺衰;
//! - 四課 right to left as written: lesson 4 leftmost, lesson 1 rightmost;
//!   generals above the uppers, the uppers above the lowers;
//! - the twelve palaces as the classical square ([`BOARD`]): 巳午未申 along the
//!   top, 寅丑子亥 along the bottom, 辰卯 down the left, 酉戌 down the right,
//!   the centre empty; each palace three lines — 天將, 遁干 and heaven branch,
//!   earth branch;
//! - 發用之由, the steps that chose the first transmission.

use std::fmt::Write;

use crate::chart::{Chart, YearFate};
use crate::cycle::{Branch, Stem};
use crate::reading::{Family, Reading};

/// The classical square board by earth branch: row by row from the top, each
/// row left to right; `None` in the empty centre.
///
/// ```
/// use liuren_core::cycle::Branch;
/// use liuren_core::report::BOARD;
/// assert_eq!(BOARD[0][0], Some(Branch::Si));
/// assert_eq!(BOARD[3][3], Some(Branch::Hai));
/// assert_eq!(BOARD[1][1], None);
/// ```
#[rustfmt::skip]
pub const BOARD: [[Option<Branch>; 4]; 4] = [
    [Some(Branch::Si),   Some(Branch::Wu),   Some(Branch::Wei), Some(Branch::Shen)],
    [Some(Branch::Chen), None,               None,              Some(Branch::You)],
    [Some(Branch::Mao),  None,               None,              Some(Branch::Xu)],
    [Some(Branch::Yin),  Some(Branch::Chou), Some(Branch::Zi),  Some(Branch::Hai)],
];

/// A full-width space: the blank of the layout.
const BLANK: &str = "\u{3000}";

fn stem_or_blank(s: Option<Stem>) -> &'static str {
    s.map_or(BLANK, Stem::hanzi)
}

/// `本命丙寅（上申）　行年乙亥（上巳）　41歲`.
fn fate_line(who: &str, f: &YearFate) -> String {
    format!(
        "{who}本命{}（上{}）　行年{}（上{}）　{}歲",
        f.ben_ming, f.ben_ming_upper, f.xing_nian, f.xing_nian_upper, f.age
    )
}

/// The chart as plain text in the classical layout (see the module's doc).
pub fn text(c: &Chart) -> String {
    let mut o = String::new();
    let p = &c.calendar.pillars;
    let l = &c.calendar.local;
    let _ = writeln!(
        o,
        "{}（取時 {:04}-{:02}-{:02} {:02}:{:02}{}）",
        c.calendar.moment,
        l.year,
        l.month,
        l.day,
        l.hour,
        l.minute,
        if c.options.calendar.true_solar { " 真太陽時" } else { "" }
    );
    let _ = writeln!(o, "四柱　{}年　{}月　{}日　{}時", p.year, p.month, p.day, p.hour);
    let _ = writeln!(
        o,
        "{}　月將{}　占時{}　旬空{}{}　{}　貴人{}{}",
        c.calendar.term.0.hanzi(),
        c.month_general,
        c.hour_branch,
        c.xunkong[0],
        c.xunkong[1],
        if c.daytime { "晝" } else { "夜" },
        if c.generals_forward { "順" } else { "逆" },
        if c.hand_set { "　活時" } else { "" }
    );
    if let Some(f) = &c.fate {
        let _ = writeln!(o, "{}", fate_line("", f));
    }
    if let Some(f) = &c.partner_fate {
        let _ = writeln!(o, "{}", fate_line("配偶", f));
    }

    let _ = writeln!(o);
    let _ = writeln!(o, "三傳　{}（{}）", c.transmissions.method.hanzi(), c.transmissions.method.family().hanzi());
    for (name, t) in ["初", "中", "末"].iter().zip(&c.chuan) {
        let _ = writeln!(
            o,
            "{name}　{}　{}{}　{}　{}{}",
            t.relation.hanzi(),
            stem_or_blank(t.stem),
            t.branch,
            t.general.hanzi(),
            t.vitality.hanzi(),
            if t.void { "　空" } else { "" }
        );
    }

    let _ = writeln!(o);
    let _ = writeln!(o, "四課　（右起第一課）");
    // Lesson 4 leftmost … lesson 1 rightmost.
    let row = |f: &dyn Fn(usize) -> &'static str| (0..4).rev().map(f).collect::<Vec<_>>().join(BLANK);
    let _ = writeln!(o, "{}", row(&|i| c.lessons[i].general.short()));
    let _ = writeln!(o, "{}", row(&|i| c.lessons[i].upper.hanzi()));
    let _ = writeln!(o, "{}", row(&|i| c.lessons[i].lower.hanzi()));
    let _ = writeln!(o, "{}", row(&|i| ["一", "二", "三", "四"][i]));

    let _ = writeln!(o);
    let _ = writeln!(o, "天地盤　（每宮：天將／遁干天盤／地盤）");
    for cells in BOARD {
        // Three lines a row of palaces; two full-width characters a cell, two blanks between.
        let line = |f: &dyn Fn(Branch) -> String| {
            let parts: Vec<String> = cells.iter().map(|e| e.map_or_else(|| BLANK.repeat(2), f)).collect();
            parts.join(&BLANK.repeat(2)).trim_end().to_string()
        };
        let _ = writeln!(o, "{}", line(&|e| format!("{BLANK}{}", c.palaces[e].general.short())));
        let _ = writeln!(o, "{}", line(&|e| format!("{}{}", stem_or_blank(c.palaces[e].stem), c.palaces[e].heaven)));
        let _ = writeln!(o, "{}", line(&|e| format!("{BLANK}{e}")));
    }

    let _ = writeln!(o);
    let _ = writeln!(o, "發用之由");
    for step in &c.transmissions.trace {
        let _ = writeln!(o, "　{step}");
    }
    o
}

/// Markdown's special characters in running text, escaped with a backslash.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        if matches!(ch, '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' | '~') {
            out.push('\\');
        }
        out.push(ch);
    }
    out
}

/// The chart and `readings` as a Markdown report: a title (the day and the
/// method), the question if any, the [`text`] layout in a code block, then the
/// readings grouped by family (in the order the families first occur in
/// `readings`), each with its title, variant, verdict, tone, facts, verse and
/// every passage with its source.
pub fn markdown(c: &Chart, question: &str, readings: &[Reading]) -> String {
    markdown_of(c, &text(c), question, readings)
}

/// [`markdown`] with `layout` in the code block in place of [`text`] (a chart
/// cast from its pillars writes its own: [`crate::pillars::text`]).
pub fn markdown_of(c: &Chart, layout: &str, question: &str, readings: &[Reading]) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "# 大六壬　{}日　{}", c.day(), c.transmissions.method.hanzi());
    let _ = writeln!(o);
    if !question.trim().is_empty() {
        let _ = writeln!(o, "所問：{}", escape(question.trim()));
        let _ = writeln!(o);
    }
    let _ = writeln!(o, "```text");
    o.push_str(layout);
    if !layout.ends_with('\n') {
        let _ = writeln!(o);
    }
    let _ = writeln!(o, "```");

    let mut families: Vec<Family> = Vec::new();
    for r in readings {
        if !families.contains(&r.family) {
            families.push(r.family);
        }
    }
    for family in families {
        let of: Vec<&Reading> = readings.iter().filter(|r| r.family == family).collect();
        let _ = writeln!(o);
        let _ = writeln!(o, "## {}（{}）", family.hanzi(), of.len());
        for r in of {
            let _ = writeln!(o);
            let mut title = escape(&r.title);
            if let Some(v) = r.variant {
                let _ = write!(title, "〈{}〉", escape(v));
            }
            let _ = writeln!(o, "### {title}");
            let _ = writeln!(o);
            if let Some(v) = &r.verdict {
                let _ = writeln!(o, "- 斷：{}", escape(v));
            }
            if let Some(t) = r.tone {
                let _ = writeln!(o, "- 吉凶（原文所言）：{}", t.hanzi());
            }
            for f in &r.facts {
                let _ = writeln!(o, "- {}", escape(&f.text));
            }
            // A 課體's verse is often its passage too: then it is quoted once, with its source.
            if let Some(v) = r.verse.filter(|v| !r.passages.iter().any(|p| p.text() == *v)) {
                let _ = writeln!(o);
                let _ = writeln!(o, "> {}", escape(v));
            }
            for p in &r.passages {
                let _ = writeln!(o);
                let _ = writeln!(o, "> {}", escape(p.text()));
                let _ = writeln!(o, ">");
                let _ = writeln!(o, "> —— {}", escape(&p.source.to_string()));
            }
        }
    }
    o
}
