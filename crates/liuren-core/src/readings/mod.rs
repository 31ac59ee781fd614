//! 課象 Kèxiàng — the patterns and quick readings of 卷中 (the first seed text,
//! lines 365–711) read off a cast chart, each naming its passage.
//!
//! - [`patterns`] / [`patterns_with`]: the 格 the text describes — 旺相休囚死 of 干支
//!   ([`strength`]), the twelve stages and 祿 ([`stages`]), 印神 ([`seal`]), the 墓
//!   forms ([`tomb`]), 日德 and 支德 ([`virtue`]), 五合 六合 三合 ([`harmony`]), 日鬼
//!   ([`ghost`]), 刑 沖 破 害 ([`clash`]), 始終, 純雜 and the whole chart's 吉凶
//!   ([`course`]).
//! - [`quick()`]: the short answers of 數目 (with 道里, 官品, 射覆 件數: [`numbers`]),
//!   顏色 新舊 親疏 遠近 眾寡 遲速 已往未來 and 分野/分方, foreign and Chinese
//!   ([`quick`](mod@quick)).
//!
//! Every [`Pattern`] and [`Reading`] carries a [`Passage`]: the text's own words as
//! printed in the seed file (so a test finds each in it), shown in the corrected
//! reading of `texts/ERRATA.md` ([`crate::shensha::errata::corrected`]), with its line.
//! The facts that fired it are written in traditional Chinese, e.g. 「干上未 為甲之墓」.
//!
//! Where the text is loose or several readings are possible, the choice is written
//! down at the rule, with `// DIFFERENCE:` when it departs from the letter of the text.
//! READINGS.md (next to Cargo.toml) lists what each rule is and what is left out.

pub mod clash;
pub mod course;
pub mod ghost;
pub mod harmony;
pub mod numbers;
pub mod quick;
pub mod seal;
pub mod stages;
pub mod strength;
pub mod tomb;
pub mod virtue;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem};
use crate::generals::General;
use crate::relations::{season_element, Kin, LifeStage, Vitality};
use crate::shensha::errata::corrected;

pub use quick::{quick, Reading};

/// 原文 Yuánwén — a passage of the seed text: its line and its words exactly as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Passage {
    /// Line in `000_aca81fbd294816a3.txt` (1-based).
    pub line: u32,
    /// The words as printed (so the seed file contains them verbatim).
    pub text: &'static str,
}

impl Passage {
    /// A passage at `line`.
    pub const fn new(line: u32, text: &'static str) -> Passage {
        Passage { line, text }
    }

    /// The words in the corrected reading (醜 → 丑, 乾 → 干 …).
    ///
    /// ```
    /// use liuren_core::readings::Passage;
    /// let p = Passage::new(427, "乾支坐墓，即為入墓。");
    /// assert_eq!(p.corrected(), "干支坐墓，即為入墓。");
    /// ```
    pub fn corrected(&self) -> String {
        corrected(self.text)
    }
}

/// 格 Gé — a pattern of the text found in a chart.
///
/// Serialised as `{"id","title","passage","line","facts"}`, the passage in the
/// corrected reading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pattern {
    /// A stable id, `module.name` (e.g. `tomb.sit`).
    pub id: &'static str,
    /// The name, in traditional characters (干支坐墓).
    pub title: &'static str,
    /// Where the text says it.
    pub passage: Passage,
    /// The chart facts that fired it (never empty).
    pub facts: Vec<String>,
}

impl Serialize for Pattern {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Pattern", 5)?;
        st.serialize_field("id", self.id)?;
        st.serialize_field("title", self.title)?;
        st.serialize_field("passage", &self.passage.corrected())?;
        st.serialize_field("line", &self.passage.line)?;
        st.serialize_field("facts", &self.facts)?;
        st.end()
    }
}

/// Every pattern of the text found in `chart`, without a 類神.
pub fn patterns(chart: &Chart) -> Vec<Pattern> {
    patterns_with(chart, None)
}

/// Every pattern of the text found in `chart`; `lei_shen` (類神, the branch that stands
/// for the matter asked about) adds the rules that need one (用神刑類神, 類神入墓 …).
/// The order is the text's: 旺相, 長生 and the stages, 印, 墓, 德, 合, 鬼, 刑沖破害, 始終, 純雜.
pub fn patterns_with(chart: &Chart, lei_shen: Option<Branch>) -> Vec<Pattern> {
    let cx = Ctx::new(chart, lei_shen);
    let mut out = Vec::new();
    strength::find(&cx, &mut out);
    stages::find(&cx, &mut out);
    seal::find(&cx, &mut out);
    tomb::find(&cx, &mut out);
    virtue::find(&cx, &mut out);
    harmony::find(&cx, &mut out);
    ghost::find(&cx, &mut out);
    clash::find(&cx, &mut out);
    course::find(&cx, &mut out);
    debug_assert!(out.iter().all(|p| !p.facts.is_empty()), "every pattern names its facts");
    out
}

/// Every passage the patterns and readings quote, by module, in the text's order
/// within each (for the test that finds each in the seed text).
pub fn passages() -> Vec<Passage> {
    [
        strength::PASSAGES,
        stages::PASSAGES,
        seal::PASSAGES,
        tomb::PASSAGES,
        virtue::PASSAGES,
        harmony::PASSAGES,
        ghost::PASSAGES,
        clash::PASSAGES,
        course::PASSAGES,
        numbers::PASSAGES,
        quick::PASSAGES,
        &quick::FENYE_ROWS,
        &quick::FOREIGN_ROWS,
    ]
    .concat()
}

/// Push a pattern when it has facts.
pub(crate) fn push(
    out: &mut Vec<Pattern>,
    id: &'static str,
    title: &'static str,
    passage: Passage,
    facts: Vec<String>,
) {
    if !facts.is_empty() {
        out.push(Pattern { id, title, passage, facts });
    }
}

/// 凶將 — the generals read as baleful: the five the text names at line 189
/// (「乘勾、武、虎、蛇、雀者，主追呼」) and 天空, which the text does not name but every
/// book counts among the six 凶將. The other six (貴 合 龍 常 陰 后) are 吉將.
pub fn is_baleful(g: General) -> bool {
    matches!(
        g,
        General::Tengshe | General::Zhuque | General::Gouchen | General::Tiankong | General::Baihu | General::Xuanwu
    )
}

/// 生 克 比 — how element `a` stands to element `b`, in words: 「生」, 「克」, 「比和」,
/// 「受生」 (b generates a), 「受克」 (b overcomes a).
pub(crate) fn relation_word(a: Element, b: Element) -> &'static str {
    if a == b {
        "比和"
    } else if a.generates() == b {
        "生"
    } else if a.restrains(b) {
        "克"
    } else if b.generates() == a {
        "受生於"
    } else {
        "受克於"
    }
}

/// Where a branch stands in a chart, the one view every rule reads.
pub(crate) struct Ctx<'a> {
    pub chart: &'a Chart,
    pub day: GanZhi,
    /// 日干.
    pub stem: Stem,
    /// 日支 (辰).
    pub zhi: Branch,
    /// 干寄宮 — the day stem's palace.
    pub gan: Branch,
    /// The element in command this month.
    pub season: Element,
    /// 類神, when the caller gave one.
    pub lei: Option<Branch>,
}

impl<'a> Ctx<'a> {
    pub fn new(chart: &'a Chart, lei: Option<Branch>) -> Ctx<'a> {
        let day = chart.day();
        Ctx {
            chart,
            day,
            stem: day.stem(),
            zhi: day.branch(),
            gan: day.stem().lodge(),
            season: season_element(chart.calendar.pillars.month.branch()),
            lei,
        }
    }

    /// The heaven branch over earth `e` (e 上神).
    pub fn up(&self, e: Branch) -> Branch {
        self.chart.plate.heaven_over(e)
    }

    /// The earth branch under heaven `h` (the palace h 臨, 「h加…」).
    pub fn under(&self, h: Branch) -> Branch {
        self.chart.plate.earth_under(h)
    }

    /// 干上 — the upper of the first lesson.
    pub fn gan_up(&self) -> Branch {
        self.chart.lessons[0].upper
    }

    /// 干陰 — the upper of the second lesson.
    pub fn gan_yin(&self) -> Branch {
        self.chart.lessons[1].upper
    }

    /// 支上 — the upper of the third lesson.
    pub fn zhi_up(&self) -> Branch {
        self.chart.lessons[2].upper
    }

    /// 支陰 — the upper of the fourth lesson.
    pub fn zhi_yin(&self) -> Branch {
        self.chart.lessons[3].upper
    }

    /// 三傳.
    pub fn chuan(&self) -> [Branch; 3] {
        self.chart.transmissions.branches
    }

    /// 用神 — 初傳.
    pub fn used(&self) -> Branch {
        self.chuan()[0]
    }

    /// The 類神 if given, else 初傳, with its name for the facts.
    pub fn subject(&self) -> (Branch, &'static str) {
        match self.lei {
            Some(b) => (b, "類神"),
            None => (self.used(), "用神"),
        }
    }

    /// The general riding heaven branch `h`.
    pub fn general(&self, h: Branch) -> General {
        self.chart.palaces[self.under(h)].general
    }

    /// 旬空.
    pub fn void(&self, b: Branch) -> bool {
        self.chart.xunkong.contains(&b)
    }

    /// 旺相休囚死 of an element this month.
    pub fn vitality(&self, e: Element) -> Vitality {
        Vitality::of(e, self.season)
    }

    /// 六親 of an element to the day stem.
    pub fn kin(&self, e: Element) -> Kin {
        Kin::of(self.stem, e)
    }

    /// 日鬼 — a branch that overcomes the day stem.
    ///
    /// DIFFERENCE: the definition at line 549 (「克干之神，干陽見陽，干陰見陰為日鬼」) keeps
    /// only the branches of the stem's polarity, but the worked examples of the same
    /// section count every branch that overcomes the stem (「壬辰日……三傳戌丑辰，皆作日鬼」,
    /// line 563, with 丑 陰 against 壬 陽; the 鬼局 of lines 565–571 mix both polarities),
    /// and 「課象吉，鬼作官星論」 (577) reads the same branch as 官 or 鬼. The 德 rules, whose
    /// day lists need the distinction, use [`Ctx::is_strict_ghost`].
    pub fn is_ghost(&self, b: Branch) -> bool {
        b.element().restrains(self.stem.element())
    }

    /// 日鬼 by the letter of line 549: overcomes the stem and has its polarity (七殺).
    pub fn is_strict_ghost(&self, b: Branch) -> bool {
        self.is_ghost(b) && b.polarity() == self.stem.polarity()
    }

    /// 八長生 stage of `b` for the day stem.
    pub fn stage(&self, b: Branch) -> LifeStage {
        LifeStage::of_stem(self.stem, b)
    }

    /// The branch at a stage of the day stem (八長生).
    pub fn stem_stage_branch(&self, s: LifeStage) -> Branch {
        stage_branch(|b| LifeStage::of_stem(self.stem, b), s)
    }

    /// The lesson uppers and the transmissions with their names, in order
    /// 干上 干陰 支上 支陰 初傳 中傳 末傳.
    pub fn slots(&self) -> [(&'static str, Branch); 7] {
        let c = self.chuan();
        [
            ("干上", self.gan_up()),
            ("干陰", self.gan_yin()),
            ("支上", self.zhi_up()),
            ("支陰", self.zhi_yin()),
            ("初傳", c[0]),
            ("中傳", c[1]),
            ("末傳", c[2]),
        ]
    }

    /// 課傳 — the distinct branches of the lesson uppers and the transmissions.
    pub fn ke_chuan(&self) -> Vec<Branch> {
        let mut v: Vec<Branch> = Vec::with_capacity(7);
        for (_, b) in self.slots() {
            if !v.contains(&b) {
                v.push(b);
            }
        }
        v
    }

    /// Whether `b` is in the lessons or the transmissions.
    pub fn in_ke_chuan(&self, b: Branch) -> bool {
        self.slots().iter().any(|&(_, x)| x == b)
    }

    /// Whether `b` is one of the transmissions or 干上 (「為用入傳，或加干上」, line 519).
    pub fn in_chuan_or_gan_up(&self, b: Branch) -> bool {
        self.chuan().contains(&b) || self.gan_up() == b
    }

    /// `b` with where it stands in the lessons and transmissions: 「未(干上、初傳)」,
    /// or just 「未」 when it is in neither.
    pub fn at(&self, b: Branch) -> String {
        let names: Vec<&str> = self.slots().iter().filter(|&&(_, x)| x == b).map(|&(n, _)| n).collect();
        if names.is_empty() {
            b.hanzi().to_string()
        } else {
            format!("{}({})", b.hanzi(), names.join("、"))
        }
    }

    /// 年命: (本命 or 行年, its earth branch), when the chart has a querent.
    pub fn fates(&self) -> Vec<(&'static str, Branch)> {
        match self.chart.fate {
            Some(f) => vec![("本命", f.ben_ming.branch()), ("行年", f.xing_nian.branch())],
            None => Vec::new(),
        }
    }

    /// Whether the three transmissions are one 三合 (all three members, distinct).
    pub fn chuan_triad(&self) -> Option<[Branch; 3]> {
        let c = self.chuan();
        let t = c[0].triad();
        (t.iter().all(|m| c.contains(m)) && c[0] != c[1] && c[1] != c[2] && c[0] != c[2]).then_some(t)
    }
}

/// The branch at stage `s` of a stage function.
pub(crate) fn stage_branch(f: impl Fn(Branch) -> LifeStage, s: LifeStage) -> Branch {
    Branch::ALL.into_iter().find(|&b| f(b) == s).expect("twelve stages, one branch each")
}

/// The 墓 of a branch as a branch: that of its element by the 四長生 (子亥 → 辰).
pub(crate) fn tomb_of(b: Branch) -> Branch {
    crate::shensha::rules::element_tomb(b.element())
}

/// 三合局 — the element of a triad (that of its 仲): 申子辰 水 ….
pub(crate) fn triad_element(t: [Branch; 3]) -> Element {
    t[1].element()
}

/// A triad written as its three branches: 「申子辰」.
pub(crate) fn triad_name(t: [Branch; 3]) -> String {
    t.iter().map(|b| b.hanzi()).collect()
}

/// 卷中's kinds of 格, by the id's prefix, with the heading the text gives them.
pub const KINDS: [(&str, &str); 10] = [
    ("strength", "旺相"),
    ("stages", "長生"),
    ("seal", "印"),
    ("tomb", "墓"),
    ("virtue", "德"),
    ("harmony", "合"),
    ("ghost", "鬼"),
    ("clash", "刑沖破害"),
    ("course", "始終"),
    ("purity", "純雜"),
];

/// The kind's name of a pattern id (`tomb.sit` → 墓, `seal.stem` → 印).
///
/// ```
/// assert_eq!(liuren_core::readings::kind_of("seal.stem"), Some("印"));
/// assert_eq!(liuren_core::readings::kind_of("tomb.sit"), Some("墓"));
/// ```
pub fn kind_of(id: &str) -> Option<&'static str> {
    let prefix = id.split('.').next().unwrap_or(id);
    KINDS.iter().find(|(k, _)| *k == prefix).map(|&(_, name)| name)
}

/// The pinyin key of a quick reading's topic (數目 → shumu).
fn quick_key(topic: &str) -> &'static str {
    match topic {
        "數目" => "shumu",
        "顏色" => "yanse",
        "新舊" => "xinjiu",
        "親疏" => "qinshu",
        "遠近" => "yuanjin",
        "眾寡" => "zhonggua",
        "遲速" => "chisu",
        "已往未來" => "yiwang",
        "分野" => "fenye",
        "分方" => "fenfang",
        _ => "other",
    }
}

impl Passage {
    /// As a passage of the one model: the first seed text's line, printed and corrected.
    pub fn to_model(self) -> crate::reading::Passage {
        let shown = self.corrected();
        crate::reading::Passage {
            source: crate::reading::Source::first(self.line),
            printed: self.text,
            shown: (shown != self.text).then_some(shown),
        }
    }
}

/// Every 格 and quick reading of 卷中 for `chart` ([`patterns_with`], then
/// [`quick()`]) as readings of the one model. A quick reading's id is
/// `quick.<topic>.<line>`; where one rule reads several branches in one chart
/// (分方), the later ones get `#2`, `#3`.
pub fn readings(chart: &Chart, lei_shen: Option<Branch>) -> Vec<crate::reading::Reading> {
    use crate::reading::{Fact, Family, Reading};
    let mut out: Vec<Reading> = patterns_with(chart, lei_shen)
        .into_iter()
        .map(|p| {
            let mut r = Reading::new(
                Family::Juanzhong,
                p.id,
                p.title,
                p.passage.to_model(),
                p.facts.into_iter().map(Fact::new).collect(),
            );
            r.kind = kind_of(p.id);
            r
        })
        .collect();
    for q in quick(chart, lei_shen) {
        let base = format!("quick.{}.{}", quick_key(q.topic), q.passage.line);
        let n = out.iter().filter(|r| r.id.split('#').next() == Some(base.as_str())).count();
        let id = if n == 0 { base } else { format!("{base}#{}", n + 1) };
        let mut r = Reading::new(
            Family::Juanzhong,
            id,
            q.topic,
            q.passage.to_model(),
            q.facts.into_iter().map(Fact::new).collect(),
        );
        r.kind = Some(q.topic);
        r.verdict = Some(q.verdict);
        out.push(r);
    }
    out
}
