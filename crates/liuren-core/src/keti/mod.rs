//! 課體 Kètǐ — the named lesson patterns, and the lines of the 畢法賦.
//!
//! A pattern ([`Pattern`]) is one row of the [`catalogue`]: a name with the
//! line that defines it, the book and chapter where that line stands, and the
//! rule that reads it off a chart. Reading a chart gives a
//! [`Reading`](crate::reading::Reading) for every pattern it shows, with the
//! facts of this chart that make it fire, each saying what it is about (e.g.
//! `三傳 寅卯辰 連茹`, about 寅 卯 辰 and 初傳 中傳 末傳).
//!
//! Two entry points:
//! - [`lesson_readings`] — what the lesson alone decides: the day, the plate
//!   and the transmissions (the 720 lessons), no 天將 and no date;
//! - [`readings`] — all of those plus what needs the whole chart (天將, 旬空
//!   of the chuan, 月將, 旺相, 太歲, 年命, 天德 and 月德) and the sky (the solar
//!   term of the day, the lunar date, 日宿 and 月宿).
//!
//! Where the books define a pattern differently, each reading is a pattern of
//! its own naming its reading in `source` (正文, 訂訛, 《心鏡》…); both may fire.
//! The rules follow 《六壬大全》 (課經 chapters) as transcribed; see
//! [`catalogue`] for every line quoted.
//!
//! To add a pattern: write its rule (a function from the lesson view to its
//! facts) in `lesson_rules.rs` if the lesson decides it, else in
//! `chart_rules.rs`; add its row to [`catalogue::CATALOGUE`] where the book
//! puts it. Nothing else registers it.

use core::fmt;
use core::hash::{Hash, Hasher};

use crate::chart::Chart;
use crate::cycle::GanZhi;
use crate::plate::Plate;
use crate::reading::{Fact, Family, Passage, Reading, Source, Tone};
use crate::transmissions::Transmissions;
use crate::view::ChartView;

pub mod bifa;
#[rustfmt::skip]
pub mod catalogue;
mod chart_rules;
mod lesson_rules;
mod sky;

use lesson_rules::Cx;

/// A rule: the facts of the lesson (and of the chart, when there is one) that
/// make its pattern fire; none when it does not.
type Rule = for<'a, 'b> fn(&'b Cx<'a>) -> Vec<Fact>;

/// 課體 Kètǐ — a named pattern: its name, the defining line, its source, and its rule.
#[derive(Clone, Copy)]
pub struct Pattern {
    /// A stable ASCII key (pinyin, with the reading after a dash: `luanshou-dinge`).
    pub id: &'static str,
    /// The name in traditional characters, e.g. 元首.
    pub name: &'static str,
    /// The defining line, quoted as stored in the transcription (simplified).
    pub verse: &'static str,
    /// Book, chapter and page (traditional), naming the reading when the chapter has several.
    pub source: &'static str,
    /// 吉 or 凶, where the verse itself says so (「四仲相并九丑凶」); else None.
    pub tone: Option<Tone>,
    fires: Rule,
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Pattern").field("id", &self.id).field("name", &self.name).finish_non_exhaustive()
    }
}

/// Patterns are one by their id.
impl PartialEq for Pattern {
    fn eq(&self, other: &Pattern) -> bool {
        self.id == other.id
    }
}

impl Eq for Pattern {}

impl Hash for Pattern {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.id.hash(h)
    }
}

impl Pattern {
    /// The reading of this pattern with `facts`.
    fn reading(&self, facts: Vec<Fact>) -> Reading {
        let mut r =
            Reading::new(Family::Keti, self.id, self.name, Passage::new(Source::cited(self.source), self.verse), facts);
        r.verse = Some(self.verse);
        r.tone = self.tone;
        r
    }
}

/// Every pattern this module can name, in the book's order (the order readings
/// come in): the catalogue's rows, with the 24 forms of 間傳 after 間傳 itself.
pub fn all_patterns() -> impl Iterator<Item = &'static Pattern> {
    catalogue::CATALOGUE.iter().flat_map(|&p| {
        let forms: &'static [Pattern] = if p.id == "jianchuan" { &catalogue::JIAN_CHUAN_FORMS } else { &[] };
        core::iter::once(p).chain(forms)
    })
}

/// The pattern with this id, e.g. `"luanshou-dinge"`.
///
/// ```
/// assert_eq!(liuren_core::keti::pattern("yuanshou").unwrap().name, "元首");
/// ```
pub fn pattern(id: &str) -> Option<&'static Pattern> {
    all_patterns().find(|p| p.id == id)
}

/// The reading of every pattern whose rule fires on `cx`, in the book's order.
fn fire(cx: &Cx) -> Vec<Reading> {
    all_patterns()
        .filter_map(|p| {
            let facts = (p.fires)(cx);
            (!facts.is_empty()).then(|| p.reading(facts))
        })
        .collect()
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
/// let r = keti::lesson_readings(day, plate, &t);
/// let names: Vec<_> = r.iter().map(|r| r.title.as_ref()).collect();
/// assert!(names.contains(&"重審") && names.contains(&"進茹"));
/// ```
pub fn lesson_readings(day: GanZhi, plate: Plate, t: &Transmissions) -> Vec<Reading> {
    fire(&Cx::new(day, plate, t))
}

/// Every 課體 of a chart: the lesson's (with the month known, so 遊子 can also
/// see 天馬) and those that need 天將, 旬空, 月將, 旺相, 太歲, 年命, 天德/月德,
/// the day's solar term or the Moon — one reading a pattern, in the book's order.
pub fn readings(chart: &Chart) -> Vec<Reading> {
    fire(&Cx::of_chart(ChartView::new(chart)))
}
