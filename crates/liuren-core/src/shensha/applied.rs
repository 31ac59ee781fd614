//! 入課神煞 — the 神煞 that apply to one chart: every 星煞 table read at the
//! chart's year, season, month, day stem and day branch.

use serde::Serialize;

use crate::chart::Chart;
use crate::cycle::Branch;

use super::basis::Basis;
use super::tables::{Value, TABLES};

/// 神煞 Shénshà — one spirit of the 星煞 tables as it falls in a chart.
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

/// Every 神煞 of the 星煞 tables that applies to `chart`, in the text's order:
/// 太歲 and the 歲 rows by the year pillar (which changes at 立春), the 四季 rows by
/// the season of the month pillar, the 月 rows by the month pillar's branch (which
/// changes at each 節; 正月 = 寅), the 日干 and 日支 rows by the day pillar, and
/// 趕煞 at the 月將. A pair (三合, 進神, 退神) gives one entry per member.
pub fn for_chart(chart: &Chart) -> Vec<ShenSha> {
    let mut out = Vec::with_capacity(TABLES.len() + 8);
    for table in TABLES {
        let column = table.basis.column(chart);
        let cell = table.cell_for(chart);
        for &value in cell.members() {
            out.push(ShenSha {
                name: table.name,
                value,
                basis: table.basis,
                meaning: table.meaning,
                line: table.line,
                doubtful: table.doubtful == Some(column),
            });
        }
    }
    out
}

/// The 神煞 of `chart` ([`for_chart`]) as readings of the one model, one a table:
/// id the name (with the basis where two tables share a name: 破碎·歲支), the
/// value as the verdict, the row's line and meaning as the passage, one fact a
/// value (a pair gives two).
pub fn readings(chart: &Chart) -> Vec<crate::reading::Reading> {
    use crate::reading::{About, Fact, Family, Passage, Reading, Source};
    let mut out: Vec<Reading> = Vec::new();
    for s in for_chart(chart) {
        let fact = Fact::on(
            format!("{} → {}{}", s.basis, s.value, if s.doubtful { "（存疑）" } else { "" }),
            [About::Branch(s.value.branch())],
        );
        if let Some(r) = out.last_mut().filter(|r| r.passage().source == Source::first(s.line) && r.title == s.name) {
            r.verdict = r.verdict.take().map(|v| format!("{v}、{}", s.value));
            r.facts.push(fact);
            continue;
        }
        let shared = TABLES.iter().filter(|t| t.name == s.name).count() > 1;
        let id: std::borrow::Cow<'static, str> =
            if shared { format!("{}·{}", s.name, s.basis).into() } else { s.name.into() };
        let mut r =
            Reading::new(Family::Shensha, id, s.name, Passage::new(Source::first(s.line), s.meaning), vec![fact]);
        r.verdict = Some(s.value.to_string());
        out.push(r);
    }
    out
}
