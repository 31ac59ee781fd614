//! 入課神煞 — the 神煞 that apply to one chart: every 星煞 table read at the
//! chart's year, season, month, day stem and day branch.

use serde::Serialize;

use std::borrow::Cow;

use crate::chart::Chart;
use crate::cycle::Branch;
use crate::reading::{About, Fact, Family, Passage, Reading, Source};
use crate::view::ChartView;

use super::basis::Basis;
use super::tables::{Table, Value, TABLES};
use super::tone::tone_of;

/// 神煞 Shénshà — one spirit of the 星煞 tables as it falls in a chart.
///
/// A typed lookup (a table's value at a chart is data, not a reading): the readings of
/// 神煞 ([`readings`]) are built from it, and only those are shown as findings.
///
/// Serialised as `{"name":"天馬","value":"午","basis":"月","meaning":"…","line":241,"doubtful":false}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ShenSha {
    /// The name as printed (歲破, 天馬 …).
    pub name: &'static str,
    /// The value the table gives for the chart: a branch, a stem or a 干支.
    pub value: Value,
    /// What picked the column (歲干, 歲支, 季, 月, 日干, 日支, or 月將 for 趕煞).
    pub basis: Basis,
    /// The text's meaning sentence, in the corrected reading.
    pub meaning: &'static str,
    /// Line of the row in the seed text.
    pub line: u32,
    /// The printed value is kept but doubted (兼務 on 癸 days).
    pub doubtful: bool,
}

impl ShenSha {
    /// The heaven-plate branch it stands on: the value's branch, or a stem's 寄宮
    /// (see [`Value::branch`]). Always `Some` for the values this text gives.
    pub fn branch(&self) -> Option<Branch> {
        Some(self.value.branch())
    }

    /// The palace (earth branch) it lands on: the earth branch under its heaven branch.
    pub fn palace(&self, chart: &Chart) -> Option<Branch> {
        self.branch().map(|b| chart.plate.earth_under(b))
    }
}

/// The 神煞 of one table that apply to `chart`: one, or two for a pair (三合,
/// 進神, 退神). The one place a table is read at a chart; [`for_chart`] and
/// [`readings`] are both built on it.
pub fn of_table(table: &'static Table, chart: &Chart) -> impl Iterator<Item = ShenSha> {
    let column = table.basis.column(chart);
    let doubtful = table.doubtful == Some(column);
    let cell = table.cell_for(chart);
    (0..cell.members().len()).map(move |i| ShenSha {
        name: table.name,
        value: cell.members()[i],
        basis: table.basis,
        meaning: table.meaning,
        line: table.line,
        doubtful,
    })
}

/// Every 神煞 of the 星煞 tables that applies to `chart`, in the text's order:
/// 太歲 and the 歲 rows by the year pillar (which changes at 立春), the 四季 rows by
/// the season of the month pillar, the 月 rows by the month pillar's branch (which
/// changes at each 節; 正月 = 寅), the 日干 and 日支 rows by the day pillar, and
/// 趕煞 at the 月將. A pair (三合, 進神, 退神) gives one entry per member.
pub fn for_chart(chart: &Chart) -> Vec<ShenSha> {
    TABLES.iter().flat_map(|&t| of_table(t, chart)).collect()
}

/// The id of a table's reading: its name, or `name·basis` where two tables
/// share the name (破碎·歲支 and 破碎·日支, 雨師·月 and 雨師·日支).
pub fn reading_id(table: &Table) -> Cow<'static, str> {
    if TABLES.iter().filter(|t| t.name == table.name).count() > 1 {
        format!("{}·{}", table.name, table.basis).into()
    } else {
        table.name.into()
    }
}

/// The 神煞 of `chart` as readings of the one model, one a table, in the text's
/// order: id [`reading_id`], title the name, verdict the value (two joined by
/// 、 for a pair), the row's meaning (or, where the row ends with 「。」 alone,
/// the printed row) as the passage, the tone only where the meaning states it
/// ([`super::tone`]), and one fact a value: 「月建亥 → 午」 (the basis and its
/// column, the value), about the value's branch (a stem's 寄宮 and the stem) and
/// the lesson and transmission places it stands on (「在干上、初傳」).
pub fn readings(chart: &Chart) -> Vec<Reading> {
    let view = ChartView::new(chart);
    TABLES
        .iter()
        .map(|&table| {
            let heading = table.basis.heading(chart);
            let values: Vec<ShenSha> = of_table(table, chart).collect();
            let facts = values.iter().map(|s| fact(&view, &heading, s)).collect();
            let words = if table.meaning.is_empty() { table.printed } else { table.meaning };
            let mut r = Reading::new(
                Family::Shensha,
                reading_id(table),
                table.name,
                Passage::new(Source::first(table.line), words),
                facts,
            );
            r.verdict = Some(values.iter().map(|s| s.value.to_string()).collect::<Vec<_>>().join("、"));
            r.tone = tone_of(table.line);
            r
        })
        .collect()
}

/// One value's fact: 「歲支午 → 子」, 「歲干丙 → 丙（寄巳）」, 「… ，在干上、初傳」,
/// 「日干癸 → 亥（依原刻，存疑）」.
fn fact(view: &ChartView, heading: &str, s: &ShenSha) -> Fact {
    let branch = s.value.branch();
    let places = view.places_of(branch);
    let mut text = format!("{heading} → {}", s.value);
    if let Value::Stem(_) = s.value {
        text.push_str(&format!("（寄{branch}）"));
    }
    if s.doubtful {
        text.push_str("（依原刻，存疑）");
    }
    if !places.is_empty() {
        let names: Vec<&str> = places.iter().map(|p| p.hanzi()).collect();
        text.push_str(&format!("，在{}", names.join("、")));
    }
    let stem = match s.value {
        Value::Stem(st) => Some(st),
        Value::GanZhi(g) => Some(g.stem()),
        Value::Branch(_) => None,
    };
    let mut about = vec![About::Branch(branch)];
    about.extend(stem.map(About::Stem));
    about.extend(places.into_iter().map(About::Place));
    Fact::on(text, about)
}
