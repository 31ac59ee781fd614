//! 課體 Kètǐ — the named lesson patterns, and the lines of the 畢法賦.
//!
//! A pattern ([`Pattern`]) is a name with the line that defines it and the
//! book and chapter where that line stands. Reading a chart gives the patterns
//! it shows ([`Found`]), each with the facts of this chart that make it fire,
//! in traditional characters (e.g. `三傳 寅卯辰 連茹`).
//!
//! Two entry points:
//! - [`lesson_patterns`] — what the lesson alone decides: the day, the plate
//!   and the transmissions (the 720 lessons), no 天將 and no date;
//! - [`chart_patterns`] — all of those plus what needs the whole chart
//!   (天將, 旬空 of the chuan, 月將, 旺相, 太歲, 年命, 天德 and 月德) and the sky
//!   (the solar term of the day, the lunar date, 日宿 and 月宿).
//!
//! Where the books define a pattern differently, each reading is a pattern of
//! its own naming its reading in `source` (正文, 訂訛, 《心鏡》…); both may fire.
//! The rules follow 《六壬大全》 (課經 chapters) as transcribed; see
//! [`catalogue`] for every line quoted.

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::chart::Chart;
use crate::cycle::GanZhi;
use crate::plate::Plate;
use crate::transmissions::Transmissions;

pub mod bifa;
#[rustfmt::skip]
pub mod catalogue;
mod chart_rules;
mod lesson_rules;
mod sky;

/// 課體 Kètǐ — a named pattern: its name, the defining line, and its source.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// A stable ASCII key (pinyin, with the reading after a dash: `luanshou-dinge`).
    pub id: &'static str,
    /// The name in traditional characters, e.g. 元首.
    pub name: &'static str,
    /// The defining line, quoted as stored in the transcription (simplified).
    pub verse: &'static str,
    /// Book, chapter and page (traditional), naming the reading when the chapter has several.
    pub source: &'static str,
}

/// A pattern a chart shows, with the facts of the chart that make it fire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The pattern.
    pub pattern: &'static Pattern,
    /// Why it fires here, one fact a line, in traditional characters.
    pub facts: Vec<String>,
}

impl Found {
    fn new(pattern: &'static Pattern, facts: Vec<String>) -> Found {
        Found { pattern, facts }
    }

    /// The pattern's name.
    pub fn name(&self) -> &'static str {
        self.pattern.name
    }

    /// The pattern's id.
    pub fn id(&self) -> &'static str {
        self.pattern.id
    }
}

/// Serialised as `{"name", "verse", "source", "facts"}`.
impl Serialize for Found {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(4))?;
        m.serialize_entry("name", self.pattern.name)?;
        m.serialize_entry("verse", self.pattern.verse)?;
        m.serialize_entry("source", self.pattern.source)?;
        m.serialize_entry("facts", &self.facts)?;
        m.end()
    }
}

/// Every pattern this module can name: the catalogue and the 24 forms of 間傳.
pub fn all_patterns() -> impl Iterator<Item = &'static Pattern> {
    catalogue::CATALOGUE.iter().copied().chain(catalogue::JIAN_CHUAN_FORMS.iter())
}

/// The pattern with this id, e.g. `"luanshou-dinge"`.
///
/// ```
/// assert_eq!(liuren_core::keti::pattern("yuanshou").unwrap().name, "元首");
/// ```
pub fn pattern(id: &str) -> Option<&'static Pattern> {
    all_patterns().find(|p| p.id == id)
}

/// The patterns fixed by the lesson alone — `day` on `plate` with its
/// transmissions `t` (cast with any [`TransmissionRules`](crate::transmissions::TransmissionRules)).
///
/// ```
/// use liuren_core::{cycle::Branch, keti, plate::Plate, transmissions::*};
/// // 甲子日 丑加子: 辰巳午 重審, and the three run forward: 進茹.
/// let day = "甲子".parse().unwrap();
/// let plate = Plate::with_over_zi(Branch::Chou);
/// let t = transmissions(day, plate, TransmissionRules::default());
/// let names: Vec<_> = keti::lesson_patterns(day, plate, &t).iter().map(|f| f.name()).collect();
/// assert!(names.contains(&"重審") && names.contains(&"進茹"));
/// ```
pub fn lesson_patterns(day: GanZhi, plate: Plate, t: &Transmissions) -> Vec<Found> {
    lesson_rules::collect(&lesson_rules::Cx::new(day, plate, t), None)
}

/// Every pattern of a chart: [`lesson_patterns`] (with the month known, so
/// 遊子 can also see 天馬) followed by the patterns that need 天將, 旬空, 月將,
/// 旺相, 太歲, 年命, 天德/月德, the day's solar term or the Moon.
pub fn chart_patterns(chart: &Chart) -> Vec<Found> {
    let cx = lesson_rules::Cx::new(chart.day(), chart.plate, &chart.transmissions);
    let mut out = lesson_rules::collect(&cx, Some(chart.calendar.pillars.month.branch()));
    chart_rules::collect(&cx, chart, &mut out);
    out
}

/// The patterns fixed by the lesson alone ([`lesson_patterns`]) as readings of the one model.
pub fn lesson_readings(day: GanZhi, plate: Plate, t: &Transmissions) -> Vec<crate::reading::Reading> {
    lesson_patterns(day, plate, t).into_iter().map(Found::into_reading).collect()
}

/// Every 課體 of a chart ([`chart_patterns`]) as readings of the one model: the
/// pattern's id and name, its verse as the passage with the chapter as its source.
/// A pattern found twice (by the lesson and again by the chart) is one reading
/// with the facts of both.
pub fn readings(chart: &Chart) -> Vec<crate::reading::Reading> {
    let mut out: Vec<crate::reading::Reading> = Vec::new();
    for f in chart_patterns(chart) {
        match out.iter_mut().find(|r| r.id == f.id()) {
            Some(r) => r.facts.extend(f.facts.into_iter().map(crate::reading::Fact::new)),
            None => out.push(f.into_reading()),
        }
    }
    out
}

impl Found {
    /// This pattern as a reading of the one model.
    pub fn into_reading(self) -> crate::reading::Reading {
        use crate::reading::{Fact, Family, Passage, Reading, Source};
        let p = self.pattern;
        let mut r = Reading::new(
            Family::Keti,
            p.id,
            p.name,
            Passage::new(Source::cited(p.source), p.verse),
            self.facts.into_iter().map(Fact::new).collect(),
        );
        r.verse = Some(p.verse);
        r
    }
}
