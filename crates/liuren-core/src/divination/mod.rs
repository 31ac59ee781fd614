//! 占驗 Zhànyàn — readings for a question, over a cast chart: 射覆占 (guessing a
//! hidden thing) and 怪異占 (portents), each conclusion carrying the line it
//! comes from and the facts of the chart that made it fire.
//!
//! [`readings_of`] gives them as readings of the one model
//! ([`Reading`]), family 射覆 or 怪異.
//!
//! - [`shefu`](mod@shefu): 射覆 — every judgement of 射覆占 (陰陽, 五行, 十二位, 五炁, 孟仲季,
//!   死活, 表裏, 可食, 有無, 老少, 新舊, 當時過時, 完缺, 虛實, 多少, 水陸, 左右手,
//!   覆仰器, the five 局, 空亡); and ([`shefu()`]) the candidate things the 類神
//!   tables point at.
//! - [`guaiyi`](mod@guaiyi): 怪異 — the general judgement and the ten kinds of portent.
//! - [`siwei`]: 四位占法 — 干 官 將 神 on the 占時, the 用爻 (五用) and the 旺爻.
//! - `hehua`: 五合化 — the 干合 of the chart and why one does not turn (used by `shefu`).
//! - [`things`]: 類神 — the tables of things (干支形象, 十二支物形物類, 器物歌,
//!   十二天官所主物形物類), in the text's order with their lines.
//!
//! Source: seed text `002_65f2bd96db15aa00.txt` (射覆占, 怪異占), simplified
//! characters. A [`Passage`] quotes it exactly as printed (simplified), so a test
//! can find every quotation on its line; verdicts and facts are the engine's own
//! words, in traditional characters like the rest of the engine's output.
//!
//! Where the text keeps two readings side by side (「姑兩存之」, 「此與上說卻不同」,
//! 「一云」, 「或云」) both judgements are given, each with its passage and a
//! `variant` label; none is chosen silently.

use core::fmt;
use core::str::FromStr;

use std::borrow::Cow;

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem, StemOrBranch};
use crate::generals::General;
use crate::reading::{About, Fact, Family, Place, Reading, Source, Tone};
use crate::relations::Vitality;
use crate::shensha::ShenSha;
use crate::view::{self, ChartView};

pub mod guaiyi;
pub(crate) mod hehua;
pub mod shefu;
mod shefu_text;
pub mod siwei;
pub mod things;

pub use guaiyi::{GuaiyiKind, KindInputs, Travel};
pub use shefu::{shefu, Candidate, ShefuReading};

/// The seed file every [`Passage`] quotes.
pub const SOURCE: &str = "002_65f2bd96db15aa00.txt";

/// 原文 Yuánwén — a passage of the seed text: its line and its words exactly as
/// printed (simplified characters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Passage {
    /// Line in `002_65f2bd96db15aa00.txt` (1-based).
    pub line: u32,
    /// The words, a substring of that line.
    pub text: &'static str,
}

impl Passage {
    /// A passage at `line`.
    pub const fn new(line: u32, text: &'static str) -> Passage {
        Passage { line, text }
    }
}

/// 占類 — what the question is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Topic {
    /// 射覆 Shèfù — guessing a hidden thing.
    Shefu,
    /// 怪異 Guàiyì — a portent, of one kind or (None) of every kind.
    Guaiyi(Option<GuaiyiKind>),
}

/// A topic that did not parse.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopicError(String);

impl fmt::Display for TopicError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a topic (shefu, guaiyi, or guaiyi:<kind>[:<branch>] with kind one of {})",
            self.0,
            GuaiyiKind::NAMES.join(" ")
        )
    }
}

impl std::error::Error for TopicError {}

impl FromStr for Topic {
    type Err = TopicError;
    /// `shefu` (射覆), `guaiyi` (怪異), `guaiyi:leizhen`, `guaiyi:雷震:酉` — the
    /// kind by pinyin or hanzi, and the branch (where it fell, sounded, came from).
    fn from_str(s: &str) -> Result<Topic, TopicError> {
        let err = || TopicError(s.chars().take(32).collect());
        let mut parts = s.trim().split(':');
        match parts.next().unwrap_or("") {
            "shefu" | "射覆" => match parts.next() {
                None => Ok(Topic::Shefu),
                Some(_) => Err(err()),
            },
            "guaiyi" | "怪異" | "怪异" => {
                let Some(kind) = parts.next() else { return Ok(Topic::Guaiyi(None)) };
                let place = parts.next().map(|b| b.parse::<Branch>().map_err(|_| err())).transpose()?;
                if parts.next().is_some() {
                    return Err(err());
                }
                GuaiyiKind::parse(kind, place).map(|k| Topic::Guaiyi(Some(k))).ok_or_else(err)
            }
            _ => Err(err()),
        }
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Topic::Shefu => f.write_str("射覆"),
            Topic::Guaiyi(None) => f.write_str("怪異"),
            Topic::Guaiyi(Some(k)) => write!(f, "怪異·{}", k.hanzi()),
        }
    }
}

/// 吉 or 凶 of a general, for facts ([`view::is_auspicious`], the one list:
/// the second seed text names 「陰合龍常等吉將」 at line 495).
pub(crate) fn good_or_bad(g: General) -> &'static str {
    if view::is_auspicious(g) {
        "吉將"
    } else {
        "凶將"
    }
}

/// A place on the chart the text looks at: 日上, 辰上, 發用, a 傳, a palace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Pos {
    /// 日上, 辰上, 發用, 中傳, 末傳 …
    pub label: &'static str,
    /// The place of the chart whose branch this is (日上 is 干上, 發用 is 初傳), if any.
    pub place: Option<Place>,
    /// The place this stands over (本命上 over 本命), if any.
    pub ground: Option<Place>,
    /// The heaven branch.
    pub branch: Branch,
    /// What it stands on: the day stem for 日上, else the earth branch under it.
    pub lower: StemOrBranch,
    /// The general riding it.
    pub general: General,
    /// 旺相休囚死 in the month.
    pub vitality: Vitality,
    /// 旬空.
    pub void: bool,
}

impl Pos {
    pub fn element(&self) -> Element {
        self.branch.element()
    }

    /// What a fact about this place concerns: its branch, its place (干上, 初傳 …),
    /// and for a palace the place it stands over with that place's branch.
    pub fn about(&self) -> Vec<About> {
        let mut v = vec![About::Branch(self.branch)];
        v.extend(self.place.map(About::Place));
        if let (Some(g), StemOrBranch::Branch(e)) = (self.ground, self.lower) {
            v.extend([About::Place(g), About::Branch(e)]);
        }
        v
    }

    /// The place's key in ids: rishang, chenshang, fayong, zhongchuan, mochuan,
    /// benming, xingnian, or (a palace over no place) the earth branch's pinyin.
    pub fn key(&self) -> &'static str {
        match (self.place, self.ground) {
            (Some(Place::GanShang), _) => "rishang",
            (Some(Place::ZhiShang), _) => "chenshang",
            (Some(Place::Chu), _) => "fayong",
            (Some(Place::Zhong), _) => "zhongchuan",
            (Some(Place::Mo), _) => "mochuan",
            (_, Some(Place::BenMing)) => "benming",
            (_, Some(Place::XingNian)) => "xingnian",
            _ => match self.lower {
                StemOrBranch::Branch(b) => b.pinyin(),
                StemOrBranch::Stem(s) => s.pinyin(),
            },
        }
    }

    /// A fact about this place.
    pub fn fact(&self, text: impl Into<String>) -> Fact {
        Fact::on(text, self.about())
    }

    /// 日上午 / 發用子.
    pub fn name(&self) -> String {
        format!("{}{}", self.label, self.branch)
    }

    /// 日上午（火，旺）.
    pub fn with_element(&self) -> String {
        format!("{}{}（{}，{}）", self.label, self.branch, self.element().hanzi(), self.vitality.hanzi())
    }

    /// 發用子臨卯 / 日上午臨甲（寄寅）.
    pub fn over(&self) -> String {
        match self.lower {
            StemOrBranch::Stem(s) => format!("{}{}臨{}（寄{}）", self.label, self.branch, s, s.lodge()),
            StemOrBranch::Branch(b) => format!("{}{}臨{}", self.label, self.branch, b),
        }
    }

    /// What it stands on, as a fact's `about`: the day stem, or the earth branch.
    pub fn lower_about(&self) -> About {
        match self.lower {
            StemOrBranch::Stem(s) => About::Stem(s),
            StemOrBranch::Branch(b) => About::Branch(b),
        }
    }

    /// A fact about this place and what it stands on.
    pub fn fact_over(&self, text: impl Into<String>) -> Fact {
        self.fact(text).and([self.lower_about()])
    }
}

/// The chart as the readings see it: the one [`ChartView`], with the places
/// 射覆 and 怪異 look at most (日上, 辰上, the three 傳) and the 神煞 of 卷中.
pub(crate) struct Ctx<'a> {
    pub chart: &'a Chart,
    pub view: ChartView<'a>,
    pub day: GanZhi,
    pub season: Element,
    /// 日上 (干上神), 辰上 (支上神), 發用, 中傳, 末傳.
    pub day_up: Pos,
    pub branch_up: Pos,
    pub uses: [Pos; 3],
    /// The 神煞 of the other seed text (卷中) that fall in this chart.
    pub spirits: Vec<ShenSha>,
}

impl<'a> Ctx<'a> {
    pub fn new(chart: &'a Chart) -> Ctx<'a> {
        let view = ChartView::new(chart);
        let day = view.day();
        let at = |label: &'static str, place: Place, lower: StemOrBranch| {
            let branch = view.at(place).expect("lesson and transmission places");
            Pos {
                label,
                place: Some(place),
                ground: None,
                branch,
                lower,
                general: view.general(branch),
                vitality: view.vitality(branch),
                void: view.void(branch),
            }
        };
        let on_plate = |label: &'static str, place: Place| {
            let b = view.at(place).expect("a transmission");
            at(label, place, StemOrBranch::Branch(view.under(b)))
        };
        Ctx {
            chart,
            view,
            day,
            season: view.season(),
            day_up: at("日上", Place::GanShang, StemOrBranch::Stem(day.stem())),
            branch_up: at("辰上", Place::ZhiShang, StemOrBranch::Branch(day.branch())),
            uses: [on_plate("發用", Place::Chu), on_plate("中傳", Place::Zhong), on_plate("末傳", Place::Mo)],
            spirits: crate::shensha::for_chart(chart),
        }
    }

    pub fn stem(&self) -> Stem {
        self.day.stem()
    }

    /// 剛日 (陽干).
    pub fn yang(&self) -> bool {
        self.day.stem().is_yang()
    }

    /// 剛日甲 / 柔日乙.
    pub fn day_fact(&self) -> String {
        format!("{}{}（{}日）", if self.yang() { "剛日" } else { "柔日" }, self.stem(), self.day)
    }

    /// [`Ctx::day_fact`] as a fact about the day stem.
    pub fn day_fact_on(&self) -> Fact {
        Fact::on(self.day_fact(), [About::Stem(self.stem())])
    }

    pub fn fayong(&self) -> Pos {
        self.uses[0]
    }

    /// The heaven branch over earth `earth`, as a position; `ground` the place
    /// of the chart that earth branch is (本命, 行年), if it is one.
    pub fn palace(&self, label: &'static str, earth: Branch, ground: Option<Place>) -> Pos {
        let heaven = self.view.over(earth);
        Pos {
            label,
            place: None,
            ground,
            branch: heaven,
            lower: StemOrBranch::Branch(earth),
            general: self.view.general(heaven),
            vitality: self.view.vitality(heaven),
            void: self.view.void(heaven),
        }
    }

    /// The branch of a 神煞 of 卷中 by its printed name (生氣, 死氣, 月厭 …).
    pub fn spirit(&self, name: &str) -> Option<Branch> {
        self.spirits.iter().find(|s| s.name == name).map(|s| s.value.branch())
    }

    /// The vitality of any branch in the month.
    pub fn vitality(&self, b: Branch) -> Vitality {
        self.view.vitality(b)
    }

    /// Whether `g` rides any of the four lessons' uppers.
    pub fn in_lessons(&self, g: General) -> bool {
        self.view.uppers().iter().any(|&b| self.view.general(b) == g)
    }

    /// Whether `g` rides any of the three transmissions.
    pub fn in_chuan(&self, g: General) -> bool {
        self.view.chuan().iter().any(|&b| self.view.general(b) == g)
    }

    /// Every branch shown in 課 and 傳: the four uppers, the branch lowers, the three 傳.
    pub fn shown_branches(&self) -> Vec<Branch> {
        let mut v: Vec<Branch> = Vec::with_capacity(11);
        for l in &self.chart.lessons {
            v.push(l.upper);
            if let StemOrBranch::Branch(b) = l.lower {
                v.push(b);
            }
        }
        v.extend(self.view.chuan());
        v
    }
}

/// 相生: either generates the other.
pub(crate) fn mutually_generate(a: Element, b: Element) -> bool {
    a.generates() == b || b.generates() == a
}

/// 相克: either overcomes the other.
pub(crate) fn mutually_overcome(a: Element, b: Element) -> bool {
    a.restrains(b) || b.restrains(a)
}

/// 旺相 (有氣).
pub(crate) fn has_qi(v: Vitality) -> bool {
    matches!(v, Vitality::Prosperous | Vitality::Minister)
}

/// Defines passages as `pub const`s and collects them in `PASSAGES`, so a test
/// can hold every one against the seed text.
macro_rules! passages {
    ($($(#[$m:meta])* $name:ident = $line:literal $text:literal;)+) => {
        $($(#[$m])* pub const $name: $crate::divination::Passage = $crate::divination::Passage::new($line, $text);)+
        /// Every passage of this module, in the order defined.
        pub const PASSAGES: &[$crate::divination::Passage] = &[$($name),+];
    };
}
pub(crate) use passages;

impl Passage {
    /// As a passage of the one model: the second seed text's line, as printed.
    pub fn to_model(self) -> crate::reading::Passage {
        crate::reading::Passage::new(Source::second(self.line), self.text)
    }
}

/// What a rule finds in a chart: the verdict, the facts, and the tone where the
/// passage itself says 吉 or 凶.
pub(crate) struct Found {
    pub verdict: String,
    pub facts: Vec<Fact>,
    pub tone: Option<Tone>,
}

impl Found {
    pub fn new(verdict: impl Into<String>, facts: Vec<Fact>) -> Found {
        Found { verdict: verdict.into(), facts, tone: None }
    }

    pub fn tone(mut self, tone: Tone) -> Found {
        self.tone = Some(tone);
        self
    }
}

/// One row of a family's registry, in the text's order.
pub(crate) enum Row {
    /// One judgement-site: its stable id, the heading as printed, the passage,
    /// the variant label, and what it finds over the view (None: it does not fire).
    One {
        id: &'static str,
        heading: &'static str,
        passage: Passage,
        variant: Option<&'static str>,
        find: fn(&Ctx) -> Option<Found>,
    },
    /// Several judgements the text's structure makes together (one per place
    /// looked at, per reading kept, per element of a table): `run` pushes each
    /// with its own id, which begins `id.`.
    Many { id: &'static str, run: fn(&Ctx, &mut Out) },
}

impl Row {
    /// The row's id (for a [`Row::Many`], the prefix of its readings' ids).
    pub fn id(&self) -> &'static str {
        match self {
            Row::One { id, .. } | Row::Many { id, .. } => id,
        }
    }
}

/// The readings of one family as the rules push them.
pub(crate) struct Out {
    pub family: Family,
    pub list: Vec<Reading>,
}

impl Out {
    pub fn new(family: Family) -> Out {
        Out { family, list: Vec::new() }
    }

    /// A reading with id `id`, `heading` as kind and title, its verdict, passage and facts.
    pub fn push(
        &mut self,
        id: impl Into<Cow<'static, str>>,
        heading: &'static str,
        verdict: impl Into<String>,
        passage: Passage,
        facts: Vec<Fact>,
    ) -> &mut Reading {
        let mut r = Reading::new(self.family, id, heading, passage.to_model(), facts);
        r.kind = Some(heading);
        r.verdict = Some(verdict.into());
        self.list.push(r);
        self.list.last_mut().expect("just pushed")
    }

    /// Run every row of `rows` over `c`.
    pub fn run(&mut self, c: &Ctx, rows: &[Row]) {
        for row in rows {
            match *row {
                Row::One { id, heading, passage, variant, find } => {
                    if let Some(f) = find(c) {
                        let r = self.push(id, heading, f.verdict, passage, f.facts);
                        r.variant = variant;
                        r.tone = f.tone;
                    }
                }
                Row::Many { id, run } => {
                    let from = self.list.len();
                    run(c, self);
                    debug_assert!(
                        self.list[from..].iter().all(|r| r
                            .id
                            .strip_prefix(row.id())
                            .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))),
                        "a reading of row {id} has an id outside it"
                    );
                }
            }
        }
    }
}

/// A reading's label and tone, set where it is pushed.
pub(crate) trait Mark {
    fn variant(&mut self, label: &'static str) -> &mut Self;
    fn tone(&mut self, tone: Tone) -> &mut Self;
}

impl Mark for Reading {
    fn variant(&mut self, label: &'static str) -> &mut Reading {
        self.variant = Some(label);
        self
    }
    fn tone(&mut self, tone: Tone) -> &mut Reading {
        self.tone = Some(tone);
        self
    }
}

/// The readings of `topic` on `chart` in the one model: family 射覆 or 怪異,
/// each with its rule's stable id (`zonglun.main`, `vessel`, `leizhen.month` …,
/// see DIVINATION.md), the heading as printed as kind and title, the verdict,
/// the passage on its line of the second seed text, the variant, the tone where
/// the passage says 吉 or 凶, and facts saying what they are about.
pub fn readings_of(chart: &Chart, topic: Topic) -> Vec<Reading> {
    match topic {
        Topic::Shefu => shefu::readings(chart),
        Topic::Guaiyi(kind) => guaiyi::readings(chart, kind),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every reading's id is its row's (a [`Row::One`]) or under it (a
    /// [`Row::Many`]), and no two rows of a family share an id.
    #[test]
    fn ids_come_from_the_registry() {
        use crate::chart::{cast, CastInput, ChartOptions};
        for rows in [shefu::ROWS, guaiyi::GENERAL] {
            let mut ids: Vec<&str> = rows.iter().map(Row::id).collect();
            let n = ids.len();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), n, "row ids unique");
        }
        for hour in 0..48 {
            let at = format!("2026-03-{:02}T{:02}:30:00+08:00", 1 + hour % 28, hour % 24);
            let chart = cast(&CastInput::at(at.parse().unwrap()), &ChartOptions::default()).unwrap();
            for r in readings_of(&chart, Topic::Shefu) {
                let under = |row: &Row| match row {
                    Row::One { id, .. } => r.id == *id,
                    Row::Many { id, .. } => {
                        r.id.strip_prefix(id).is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
                    }
                };
                assert!(shefu::ROWS.iter().any(under), "{} is under no row", r.id);
            }
        }
    }

    #[test]
    fn topics_parse() {
        assert_eq!("shefu".parse::<Topic>(), Ok(Topic::Shefu));
        assert_eq!("guaiyi".parse::<Topic>(), Ok(Topic::Guaiyi(None)));
        assert_eq!(
            "guaiyi:雷震:酉".parse::<Topic>(),
            Ok(Topic::Guaiyi(Some(GuaiyiKind::LeiZhen { at: Some(Branch::You) })))
        );
        assert_eq!("guaiyi:xindong".parse::<Topic>(), Ok(Topic::Guaiyi(Some(GuaiyiKind::XinDong))));
        assert!("guaiyi:nothing".parse::<Topic>().is_err());
        assert!("shefu:x".parse::<Topic>().is_err());
        assert!("".parse::<Topic>().unwrap_err().to_string().contains("shefu"));
    }
}
