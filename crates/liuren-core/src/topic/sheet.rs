//! 射覆答卷 — the 射覆 answer sheet: one line per question heading of the
//! second seed text (死活, 新舊, 虛實, 有無, 可食, 顏色, 形, 數目, 多少, 水陸,
//! 左右手, 覆仰器, 老少, 當時/過時, 完缺, 表裏), each with the verdicts the
//! existing 射覆 readings give and the ids they come from; and the same for 怪異,
//! one line per kind of portent.
//!
//! Nothing is judged here: the lines are the readings of families 射覆 and 怪異
//! ([`crate::divination::readings_of`]) grouped by the heading they stand under.

use serde::Serialize;

use crate::chart::Chart;
use crate::divination::{readings_of, GuaiyiKind, Topic};
use crate::reading::{Reading, Tone};

/// The 射覆 headings of the answer sheet, as the second seed text prints them
/// (simplified characters), in the sheet's order: what the thing is (死活 新舊
/// 虛實 有無 可食), what it looks like (顏色 形 數目 多少), where it is (水陸
/// 左右手 覆仰器), and the rest in the text's order.
pub const SHEFU_HEADINGS: &[&str] = &[
    "占死活",
    "占新旧",
    "占虚实",
    "占有无",
    "占可食不可食",
    "辨五行物色",
    "看日辰上及发用所逢十干辨物色",
    "辨五行物形",
    "看孟仲季物形",
    "看日辰上及发用所逢十二支辨物形",
    "看日辰上及发用所逢干支辨物数",
    "占多少",
    "占水陆",
    "占物在左右手",
    "占物在覆仰器",
    "占老少",
    "占物之当时与过时",
    "占完缺",
    "占表里",
];

/// One answer of a sheet line: the verdict and the reading it comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Answer {
    /// The reading's verdict.
    pub verdict: Option<String>,
    /// The reading's id (within its family).
    pub id: String,
    /// The reading's variant label, where the text keeps several readings.
    pub variant: Option<&'static str>,
    /// The tone the passage states.
    pub tone: Option<Tone>,
}

/// One line of an answer sheet: the heading and its answers (empty: no reading
/// of that heading fires on this chart).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SheetLine {
    /// The heading as printed.
    pub heading: &'static str,
    /// The answers, in the readings' order.
    pub answers: Vec<Answer>,
}

fn answer(r: &Reading) -> Answer {
    Answer { verdict: r.verdict.clone(), id: r.id.to_string(), variant: r.variant, tone: r.tone }
}

/// The sheet of a case given by its pillars, from the sheet of each sampled
/// moment ([`crate::pillars::PillarChart::each`]): each line of the first, and
/// whether every moment gives that line the same — when not, what the line
/// answers depends on the moment, and it needs the year and month pillars or a
/// date.
pub fn decided(sheets: &[Vec<SheetLine>]) -> Vec<(SheetLine, bool)> {
    let Some(first) = sheets.first() else { return Vec::new() };
    first
        .iter()
        .map(|line| (line.clone(), sheets.iter().all(|sheet| sheet.iter().any(|other| other == line))))
        .collect()
}

/// The 射覆 answer sheet of `chart`: one line per [`SHEFU_HEADINGS`].
pub fn shefu(chart: &Chart) -> Vec<SheetLine> {
    shefu_of(&readings_of(chart, Topic::Shefu))
}

/// The 射覆 sheet of `all`, a chart's 射覆 readings as [`readings_of`] gives
/// them (for a caller that has them already: [`shefu`] reads them anew).
pub fn shefu_of(all: &[Reading]) -> Vec<SheetLine> {
    SHEFU_HEADINGS
        .iter()
        .map(|&h| SheetLine { heading: h, answers: all.iter().filter(|r| r.kind == Some(h)).map(answer).collect() })
        .collect()
}

/// The 怪異 sheet of `chart`: one line per heading the 怪異 readings stand under
/// (總論, then each kind of portent asked: `kind`, or every kind), in the text's order.
pub fn guaiyi(chart: &Chart, kind: Option<GuaiyiKind>) -> Vec<SheetLine> {
    guaiyi_of(&readings_of(chart, Topic::Guaiyi(kind)))
}

/// The 怪異 sheet of `all`, a chart's 怪異 readings as [`readings_of`] gives
/// them for the kind asked (for a caller that has them already).
pub fn guaiyi_of(all: &[Reading]) -> Vec<SheetLine> {
    let mut out: Vec<SheetLine> = Vec::new();
    for r in all {
        let h = r.kind.unwrap_or("");
        match out.iter_mut().find(|l| l.heading == h) {
            Some(l) => l.answers.push(answer(r)),
            None => out.push(SheetLine { heading: h, answers: vec![answer(r)] }),
        }
    }
    out
}
