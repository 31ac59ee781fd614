//! 占驗 Zhànyàn — readings for a question, over a cast chart: 射覆占 (guessing a
//! hidden thing) and 怪異占 (portents), each conclusion carrying the line it
//! comes from and the facts of the chart that made it fire.
//!
//! - [`shefu`]: 射覆 — every judgement of 射覆占 (陰陽, 五行, 十二位, 五炁, 孟仲季,
//!   死活, 表裏, 可食, 有無, 老少, 新舊, 當時過時, 完缺, 虛實, 多少, 水陸, 左右手,
//!   覆仰器, the five 局, 空亡) and the candidate things the 類神 tables point at.
//! - [`guaiyi`]: 怪異 — the general judgement and the ten kinds of portent.
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

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem, StemOrBranch};
use crate::generals::General;
use crate::relations::{season_element, Vitality};
use crate::shensha::ShenSha;

pub mod guaiyi;
pub(crate) mod hehua;
pub mod shefu;
pub mod siwei;
pub mod things;

pub use guaiyi::{guaiyi, GuaiyiKind, KindInputs, Travel};
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

/// 斷 Duàn — one conclusion: the text's heading, the verdict, the passage it
/// comes from, the facts of the chart that made it fire, and the reading's
/// label where the text keeps several.
///
/// Serialised as `{"topic","verdict","passage","line","facts","variant"}`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judgement {
    /// The text's heading, as printed (e.g. 占物在覆仰器).
    pub topic: &'static str,
    /// The conclusion, in traditional characters.
    pub verdict: String,
    /// Where it comes from.
    pub passage: Passage,
    /// The chart facts that made it fire (traditional characters, e.g. 天罡辰加卯).
    pub facts: Vec<String>,
    /// Which reading, where the text keeps several side by side.
    pub variant: Option<&'static str>,
}

impl Judgement {
    pub(crate) fn new(
        topic: &'static str,
        verdict: impl Into<String>,
        passage: Passage,
        facts: Vec<String>,
    ) -> Judgement {
        Judgement { topic, verdict: verdict.into(), passage, facts, variant: None }
    }

    pub(crate) fn variant(mut self, label: &'static str) -> Judgement {
        self.variant = Some(label);
        self
    }
}

impl Serialize for Judgement {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(6))?;
        m.serialize_entry("topic", self.topic)?;
        m.serialize_entry("verdict", &self.verdict)?;
        m.serialize_entry("passage", self.passage.text)?;
        m.serialize_entry("line", &self.passage.line)?;
        m.serialize_entry("facts", &self.facts)?;
        m.serialize_entry("variant", &self.variant)?;
        m.end()
    }
}

/// One line of text: `占物在覆仰器：覆器（天罡辰加卯）〔第333行「…」〕`.
impl fmt::Display for Judgement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.topic)?;
        if let Some(v) = self.variant {
            write!(f, "〈{v}〉")?;
        }
        write!(f, "：{}", self.verdict)?;
        if !self.facts.is_empty() {
            write!(f, "（{}）", self.facts.join("；"))?;
        }
        write!(f, "〔第{}行「{}」〕", self.passage.line, self.passage.text)
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

/// The judgements of `topic` on `chart` (for 射覆, without the candidates).
pub fn readings(chart: &Chart, topic: Topic) -> Vec<Judgement> {
    match topic {
        Topic::Shefu => shefu(chart).judgements,
        Topic::Guaiyi(kind) => guaiyi(chart, kind),
    }
}

/// 吉將 Jíjiàng — whether a general counts as auspicious. The text names
/// 「陰合龍常等吉將」 (line 495: 太陰 六合 青龍 太常 「等」); the rest of the
/// customary six are 貴人 and 天后.
// DIFFERENCE: the text lists four and says 等; 貴人 and 天后 are added by the
// customary division (貴 合 龍 常 陰 后 吉; 蛇 雀 勾 空 虎 玄 凶).
pub fn is_auspicious(g: General) -> bool {
    matches!(
        g,
        General::Guiren | General::Liuhe | General::Qinglong | General::Taichang | General::Taiyin | General::Tianhou
    )
}

/// 吉 or 凶 of a general, for facts.
pub(crate) fn good_or_bad(g: General) -> &'static str {
    if is_auspicious(g) {
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
}

/// The chart as the readings see it.
pub(crate) struct Ctx<'a> {
    pub chart: &'a Chart,
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
        let day = chart.day();
        let season = season_element(chart.calendar.pillars.month.branch());
        let at = |label: &'static str, branch: Branch, lower: StemOrBranch| Pos {
            label,
            branch,
            lower,
            general: chart.palaces[chart.plate.earth_under(branch)].general,
            vitality: Vitality::of(branch.element(), season),
            void: chart.xunkong.contains(&branch),
        };
        let on_plate = |label: &'static str, b: Branch| at(label, b, StemOrBranch::Branch(chart.plate.earth_under(b)));
        let day_up = at("日上", chart.lessons[0].upper, StemOrBranch::Stem(day.stem()));
        let branch_up = at("辰上", chart.lessons[2].upper, StemOrBranch::Branch(day.branch()));
        let [a, b, c] = chart.transmissions.branches;
        Ctx {
            chart,
            day,
            season,
            day_up,
            branch_up,
            uses: [on_plate("發用", a), on_plate("中傳", b), on_plate("末傳", c)],
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

    pub fn fayong(&self) -> Pos {
        self.uses[0]
    }

    /// The heaven branch over earth `b`, as a position.
    pub fn palace(&self, label: &'static str, earth: Branch) -> Pos {
        let heaven = self.chart.plate.heaven_over(earth);
        Pos {
            label,
            branch: heaven,
            lower: StemOrBranch::Branch(earth),
            general: self.chart.palaces[earth].general,
            vitality: Vitality::of(heaven.element(), self.season),
            void: self.chart.xunkong.contains(&heaven),
        }
    }

    /// The branch of a 神煞 of 卷中 by its printed name (生氣, 死氣, 月厭 …).
    pub fn spirit(&self, name: &str) -> Option<Branch> {
        self.spirits.iter().find(|s| s.name == name).map(|s| s.value.branch())
    }

    /// The vitality of any branch in the month.
    pub fn vitality(&self, b: Branch) -> Vitality {
        Vitality::of(b.element(), self.season)
    }

    /// Whether `g` rides any of the four lessons' uppers.
    pub fn in_lessons(&self, g: General) -> bool {
        self.chart.lessons.iter().any(|l| l.general == g)
    }

    /// Whether `g` rides any of the three transmissions.
    pub fn in_chuan(&self, g: General) -> bool {
        self.chart.chuan.iter().any(|t| t.general == g)
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
        v.extend(self.chart.transmissions.branches);
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
        crate::reading::Passage::new(crate::reading::Source::second(self.line), self.text)
    }
}

/// The judgements of `topic` on `chart` ([`readings`]) as readings of the one
/// model: family 射覆 or 怪異, id `l<line>` (with `/<variant>`; a later
/// judgement of the same line and variant gets `#2`, `#3`), the heading as
/// kind and title.
pub fn readings_of(chart: &Chart, topic: Topic) -> Vec<crate::reading::Reading> {
    use crate::reading::{Fact, Family, Reading};
    let family = match topic {
        Topic::Shefu => Family::Shefu,
        Topic::Guaiyi(_) => Family::Guaiyi,
    };
    let mut out: Vec<Reading> = Vec::new();
    for j in readings(chart, topic) {
        let base = match j.variant {
            Some(v) => format!("l{}/{v}", j.passage.line),
            None => format!("l{}", j.passage.line),
        };
        let n = out.iter().filter(|r| r.id.split('#').next() == Some(base.as_str())).count();
        let id = if n == 0 { base } else { format!("{base}#{}", n + 1) };
        let mut r =
            Reading::new(family, id, j.topic, j.passage.to_model(), j.facts.into_iter().map(Fact::new).collect());
        r.kind = Some(j.topic);
        r.verdict = Some(j.verdict);
        r.variant = j.variant;
        out.push(r);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn six_auspicious_generals() {
        assert_eq!(General::ALL.into_iter().filter(|&g| is_auspicious(g)).count(), 6);
    }
}
