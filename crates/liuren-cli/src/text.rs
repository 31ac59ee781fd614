//! Plain-text output in the classical layout: header, 三傳 top to bottom,
//! 四課 right to left, the square twelve-palace board, and why.

use std::fmt::Write;

use liuren_core::chart::Chart;
use liuren_core::cycle::Branch;

fn stem_or_blank(s: Option<liuren_core::cycle::Stem>) -> &'static str {
    s.map_or("　", |s| s.hanzi())
}

/// The chart as text.
pub fn chart(c: &Chart) -> String {
    let mut o = String::new();
    let p = &c.calendar.pillars;
    let l = &c.calendar.local;
    let _ = writeln!(
        o,
        "{}（取時 {:04}-{:02}-{:02} {:02}:{:02}）",
        c.calendar.moment, l.year, l.month, l.day, l.hour, l.minute
    );
    let _ = writeln!(o, "四柱　{}年 {}月 {}日 {}時", p.year, p.month, p.day, p.hour);
    let _ = writeln!(
        o,
        "{}　月將{}　占時{}　{}　旬空{}{}{}",
        c.calendar.term.0.hanzi(),
        c.month_general,
        c.hour_branch,
        if c.daytime { "晝" } else { "夜" },
        c.xunkong[0],
        c.xunkong[1],
        if c.hand_set { "　（活時）" } else { "" }
    );
    for (who, f) in [("", c.fate), ("伴　", c.partner_fate)] {
        if let Some(f) = f {
            let _ = writeln!(
                o,
                "{who}本命{}（上{}）　行年{}（上{}）　{}歲",
                f.ben_ming, f.ben_ming_upper, f.xing_nian, f.xing_nian_upper, f.age
            );
        }
    }
    let _ = writeln!(o);
    let _ = writeln!(o, "三傳　{}（{}）", c.transmissions.method.hanzi(), c.transmissions.method.family().hanzi());
    for (name, t) in ["初", "中", "末"].iter().zip(&c.chuan) {
        let _ = writeln!(
            o,
            "　{}　{}　{}{}　{}　{}{}",
            name,
            t.relation.hanzi(),
            stem_or_blank(t.stem),
            t.branch,
            t.general,
            t.vitality.hanzi(),
            if t.void { "　空" } else { "" }
        );
    }
    let _ = writeln!(o);
    let _ = writeln!(o, "四課（右起第一課）");
    let row = |f: &dyn Fn(usize) -> String| (0..4).rev().map(f).collect::<Vec<_>>().join("　");
    let _ = writeln!(o, "　{}", row(&|i| c.lessons[i].general.short().to_string()));
    let _ = writeln!(o, "　{}", row(&|i| c.lessons[i].upper.hanzi().to_string()));
    let _ = writeln!(o, "　{}", row(&|i| c.lessons[i].lower.hanzi().to_string()));
    let _ = writeln!(o);
    // The square board: 巳午未申 on top, 辰卯 / 酉戌 at the sides, 寅丑子亥 below.
    let cell = |e: Branch| {
        let x = c.palaces[e];
        format!("{}{}{}", x.general.short(), x.heaven, stem_or_blank(x.stem))
    };
    let b = |s: &str| s.parse::<Branch>().expect("a branch");
    let _ = writeln!(o, "天地盤（天盤將、天盤、遁干；外為地盤）");
    let _ = writeln!(o, "　　　　{}　{}　{}　{}", cell(b("巳")), cell(b("午")), cell(b("未")), cell(b("申")));
    let _ = writeln!(o, "　　{}　　　　　　　　　　　　　{}", cell(b("辰")), cell(b("酉")));
    let _ = writeln!(o, "　　{}　　　　　　　　　　　　　{}", cell(b("卯")), cell(b("戌")));
    let _ = writeln!(o, "　　　　{}　{}　{}　{}", cell(b("寅")), cell(b("丑")), cell(b("子")), cell(b("亥")));
    let _ = writeln!(o);
    let _ = writeln!(o, "發用之由：");
    for line in &c.transmissions.trace {
        let _ = writeln!(o, "　{line}");
    }
    o
}

/// The topics as text: a line a topic, its 類神 each with its source.
pub fn topics() -> String {
    let mut o = String::new();
    for t in liuren_core::topic::TOPICS {
        let _ = writeln!(o, "{} {}", t.category.key(), t.category.hanzi());
        for l in t.lei {
            let p = l.passage();
            let _ = writeln!(o, "  {}　{}「{}」", l.lei.name(), p.source, p.text());
        }
    }
    o.trim_end().to_string()
}

/// A judgement as text: the topic, each 類神 and where it stands on one line,
/// the verdicts with their passages, and the count of 吉 and 凶 among them.
pub fn judgement(j: &liuren_core::topic::Judgement) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "占類　{}", j.topic.hanzi());
    for l in &j.lei_shen {
        let facts: Vec<&str> = l.facts.iter().map(|f| f.text.as_str()).collect();
        let _ = writeln!(o, "類神　{}：{}〔{}〕", l.lei.name(), facts.join("；"), l.passages[0].source);
    }
    for r in &j.verdicts {
        let facts: Vec<&str> = r.facts.iter().map(|f| f.text.as_str()).collect();
        let p = r.passage();
        let _ = writeln!(
            o,
            "斷　{}：{}（{}）〔{}「{}」〕",
            r.title,
            r.verdict.as_deref().unwrap_or(""),
            facts.join("；"),
            p.source,
            p.text()
        );
    }
    for t in &j.timing {
        let dates: Vec<String> = t.dates.iter().map(|d| format!("{} {}", d.date, d.pillar.hanzi())).collect();
        let _ = writeln!(
            o,
            "應期　{}：{}{}　{}〔{}〕",
            t.rule,
            t.branch,
            t.unit.hanzi(),
            dates.join("、"),
            t.passage.source
        );
    }
    let t = j.tally();
    let _ = write!(o, "吉{} 凶{}（所引原文自言吉凶者）", t.good, t.bad);
    o
}
