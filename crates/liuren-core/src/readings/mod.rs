//! 課象 Kèxiàng — the patterns and quick readings of 卷中 (the first seed text,
//! lines 365–711) read off a cast chart, each naming its passage.
//!
//! [`readings`] gives them all as readings of the one model
//! ([`Reading`](crate::reading::Reading)), one per rule of the registry ([`rules`]) that fires:
//! - the 格 the text describes — 旺相休囚死 of 干支
//!   ([`strength`]), the twelve stages and 祿 ([`stages`]), 印神 ([`seal`]), the 墓
//!   forms ([`tomb`]), 日德 and 支德 ([`virtue`]), 五合 六合 三合 ([`harmony`]), 日鬼
//!   ([`ghost`]), 刑 沖 破 害 ([`clash`]), 始終, 純雜 and the whole chart's 吉凶
//!   ([`course`]).
//! - the quick readings (速斷, ids `quick.…`, with a verdict): the short answers of
//!   數目 (with 道里, 官品, 射覆 件數: [`numbers`]), 顏色 新舊 親疏 遠近 眾寡 遲速 已往未來 and 分野/分方, foreign and Chinese
//!   ([`quick`](mod@quick)).
//!
//! Every rule quotes a [`Passage`]: the text's own words as
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

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem};
use crate::generals::General;
use crate::reading::{About, Fact, Place, Tone};
use crate::relations::{Kin, LifeStage, Vitality};
use crate::shensha::errata::corrected;
use crate::view::{self, ChartView, Relation};

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

/// 則 Zé — one rule of 卷中: a row of the registry. Its id, the 卷中 heading it
/// stands under (or a quick reading's topic), its title, the passages it may quote,
/// the tone the passage itself states of the case (None where it states none), and
/// the one function over the chart that finds its facts.
///
/// A quick reading whose passage is chosen by the chart (分野, one row a palace)
/// lists every passage it may quote; its id gets the line read (`quick.fenye.7`).
#[derive(Clone, Copy)]
pub struct Rule {
    /// A stable id: `module.name` (`tomb.sit`) for a 格, `quick.<topic>.<line>` for a quick reading.
    pub id: &'static str,
    /// The heading of 卷中 it stands under (墓, 印 …; see [`KINDS`]), or a quick reading's topic (數目 …).
    pub kind: &'static str,
    /// The name, in traditional characters (干支坐墓).
    pub title: &'static str,
    /// The passages it quotes (one unless the chart chooses).
    pub passages: &'static [Passage],
    /// 吉凶 as the passage states it of this case.
    pub tone: Option<Tone>,
    fire: fn(&Ctx) -> Option<Found>,
}

impl Rule {
    /// A row: id, kind, title, passages, the function that finds it.
    pub(crate) const fn new(
        id: &'static str,
        kind: &'static str,
        title: &'static str,
        passages: &'static [Passage],
        fire: fn(&Ctx) -> Option<Found>,
    ) -> Rule {
        Rule { id, kind, title, passages, tone: None, fire }
    }

    /// With the tone the passage states.
    pub(crate) const fn tone(mut self, t: Tone) -> Rule {
        self.tone = Some(t);
        self
    }

    /// Whether the rule is a quick reading (速斷: it gives a verdict).
    pub fn is_quick(&self) -> bool {
        self.id.starts_with("quick.")
    }
}

impl core::fmt::Debug for Rule {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Rule").field("id", &self.id).field("kind", &self.kind).field("title", &self.title).finish()
    }
}

/// What a rule finds in one chart: its facts, and for a quick reading its verdict.
#[derive(Debug, Clone, Default)]
pub(crate) struct Found {
    /// The facts (never empty).
    pub facts: Vec<Fact>,
    /// A quick reading's answer.
    pub verdict: Option<String>,
    /// The title of this case when the rule names two (干旺逢生, 干旺逢克).
    pub title: Option<&'static str>,
    /// Which of the rule's passages this chart reads.
    pub passage: usize,
    /// The tone of this case when it differs from the row's.
    pub tone: Option<Tone>,
}

impl Found {
    /// Found when there are facts.
    pub fn facts(facts: Vec<Fact>) -> Option<Found> {
        (!facts.is_empty()).then(|| Found { facts, ..Found::default() })
    }

    /// A quick reading's verdict with its facts.
    pub fn verdict(verdict: impl Into<String>, facts: Vec<Fact>) -> Option<Found> {
        debug_assert!(!facts.is_empty());
        Some(Found { facts, verdict: Some(verdict.into()), ..Found::default() })
    }

    /// Under the title of this case.
    pub fn titled(mut self, title: &'static str) -> Found {
        self.title = Some(title);
        self
    }

    /// Reading the rule's `i`th passage.
    pub fn at(mut self, i: usize) -> Found {
        self.passage = i;
        self
    }

    /// With the tone of this case.
    pub fn toned(mut self, t: Tone) -> Found {
        self.tone = Some(t);
        self
    }
}

/// The registry: every rule of 卷中, in the text's order — 旺相, 長生 and the stages, 印,
/// 墓, 德, 合, 鬼, 刑沖破害, 始終, 純雜; then the quick readings 數目, 顏色, 新舊, 親疏,
/// 遠近, 眾寡, 遲速, 已往未來, 分野 and 分方.
pub fn rules() -> impl Iterator<Item = &'static Rule> {
    [
        strength::RULES,
        stages::RULES,
        seal::RULES,
        tomb::RULES,
        virtue::RULES,
        harmony::RULES,
        ghost::RULES,
        clash::RULES,
        course::RULES,
        numbers::RULES,
        quick::RULES,
    ]
    .into_iter()
    .flatten()
}

/// Every rule that fires on `chart`, with what it found.
fn fired(chart: &Chart, lei: Option<Branch>) -> Vec<(&'static Rule, Found)> {
    let cx = Ctx::new(chart, lei);
    let out: Vec<(&Rule, Found)> = rules().filter_map(|r| (r.fire)(&cx).map(|f| (r, f))).collect();
    debug_assert!(out.iter().all(|(_, f)| !f.facts.is_empty()), "every reading names its facts");
    out
}

/// Every passage the rules quote, in the registry's order, each once.
pub fn passages() -> Vec<Passage> {
    let mut out: Vec<Passage> = Vec::new();
    for r in rules() {
        for p in r.passages {
            if !out.contains(p) {
                out.push(*p);
            }
        }
    }
    out
}

/// 凶將 — the generals read as baleful: not [`view::is_auspicious`]. The text names
/// five at line 189 (「乘勾、武、虎、蛇、雀者，主追呼」); 天空 is the sixth every book
/// counts, and the view keeps the one list.
pub(crate) fn is_baleful(g: General) -> bool {
    !view::is_auspicious(g)
}

/// 生 克 比 — how element `a` stands to element `b`, in words: 「生」, 「克」, 「比和」,
/// 「受生」 (b generates a), 「受克」 (b overcomes a).
pub(crate) fn relation_word(a: Element, b: Element) -> &'static str {
    match crate::relations::Kin::between(a, b) {
        crate::relations::Kin::Siblings => "比和",
        crate::relations::Kin::Offspring => "生",
        crate::relations::Kin::Wealth => "克",
        crate::relations::Kin::Parents => "受生於",
        crate::relations::Kin::Officer => "受克於",
    }
}

/// The view every rule of 卷中 reads: the one [`ChartView`] (general on a branch,
/// earth under, heaven over, void, 遁干, kin, vitality, stage, places), through
/// `Deref`, with what 卷中 alone asks — the 類神, 日鬼, 課傳, 年命.
pub(crate) struct Ctx<'a> {
    /// The one view of the chart.
    pub v: ChartView<'a>,
    pub chart: &'a Chart,
    pub day: GanZhi,
    /// 日干.
    pub stem: Stem,
    /// 日支 (辰).
    pub zhi: Branch,
    /// 干寄宮 — the day stem's palace.
    pub gan: Branch,
    /// 類神, when the caller gave one.
    pub lei: Option<Branch>,
}

impl<'a> core::ops::Deref for Ctx<'a> {
    type Target = ChartView<'a>;
    fn deref(&self) -> &ChartView<'a> {
        &self.v
    }
}

impl<'a> Ctx<'a> {
    pub fn new(chart: &'a Chart, lei: Option<Branch>) -> Ctx<'a> {
        let v = ChartView::new(chart);
        Ctx { v, chart, day: v.day(), stem: v.stem(), zhi: v.branch(), gan: v.lodge(), lei }
    }

    /// The heaven branch over earth `e` (e 上神).
    pub fn up(&self, e: Branch) -> Branch {
        self.v.over(e)
    }

    /// 干上 — the upper of the first lesson.
    pub fn gan_up(&self) -> Branch {
        self.v.uppers()[0]
    }

    /// 干陰 — the upper of the second lesson.
    pub fn gan_yin(&self) -> Branch {
        self.v.uppers()[1]
    }

    /// 支上 — the upper of the third lesson.
    pub fn zhi_up(&self) -> Branch {
        self.v.uppers()[2]
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

    /// What [`Ctx::subject`] is about: `[類神, 子, …]` with where the 類神 stands, or 初傳's
    /// branch and places.
    pub fn subject_about(&self) -> Vec<About> {
        let (b, _) = self.subject();
        let mut v = self.lei_about();
        v.extend(self.v.about(b));
        v
    }

    /// 旺相休囚死 of an element this month (the day stem's, a triad's); a branch's is
    /// [`ChartView::vitality`].
    pub fn vitality_of(&self, e: Element) -> Vitality {
        Vitality::of(e, self.v.season())
    }

    /// 六親 of an element to the day stem (a triad's); a branch's is [`ChartView::kin`].
    pub fn kin_of(&self, e: Element) -> Kin {
        Kin::of(self.stem, e)
    }

    /// 日鬼 — a branch that overcomes the day stem ([`ChartView::overcomes_stem`]).
    ///
    /// DIFFERENCE: the definition at line 549 (「克干之神，干陽見陽，干陰見陰為日鬼」) keeps
    /// only the branches of the stem's polarity, but the worked examples of the same
    /// section count every branch that overcomes the stem (「壬辰日……三傳戌丑辰，皆作日鬼」,
    /// line 563, with 丑 陰 against 壬 陽; the 鬼局 of lines 565–571 mix both polarities),
    /// and 「課象吉，鬼作官星論」 (577) reads the same branch as 官 or 鬼. The 德 rules, whose
    /// day lists need the distinction, use [`Ctx::is_strict_ghost`].
    pub fn is_ghost(&self, b: Branch) -> bool {
        self.v.overcomes_stem(b)
    }

    /// 日鬼 by the letter of line 549: overcomes the stem and has its polarity (七殺).
    pub fn is_strict_ghost(&self, b: Branch) -> bool {
        self.is_ghost(b) && b.polarity() == self.stem.polarity()
    }

    /// The branch at a stage of the day stem (八長生).
    pub fn stem_stage_branch(&self, s: LifeStage) -> Branch {
        stage_branch(|b| self.v.stage(b), s)
    }

    /// The lesson uppers and the transmissions with their names and places, in order
    /// 干上 干陰 支上 支陰 初傳 中傳 末傳.
    pub fn slots(&self) -> [(&'static str, Place, Branch); 7] {
        Place::SLOTS.map(|p| (p.hanzi(), p, self.v.at(p).expect("lessons and transmissions are always there")))
    }

    /// 課傳 — the distinct branches of the lesson uppers and the transmissions.
    pub fn ke_chuan(&self) -> Vec<Branch> {
        let mut v: Vec<Branch> = Vec::with_capacity(7);
        for (_, _, b) in self.slots() {
            if !v.contains(&b) {
                v.push(b);
            }
        }
        v
    }

    /// Whether `b` is in the lessons or the transmissions.
    pub fn in_ke_chuan(&self, b: Branch) -> bool {
        !self.v.places_of(b).is_empty()
    }

    /// Whether `b` is one of the transmissions or 干上 (「為用入傳，或加干上」, line 519).
    pub fn in_chuan_or_gan_up(&self, b: Branch) -> bool {
        self.in_chuan(b) || self.gan_up() == b
    }

    /// `b` with where it stands in the lessons and transmissions: 「未(干上、初傳)」,
    /// or just 「未」 when it is in neither. What it is about is [`ChartView::about`].
    pub fn at(&self, b: Branch) -> String {
        let names: Vec<&str> = self.v.places_of(b).into_iter().map(Place::hanzi).collect();
        if names.is_empty() {
            b.hanzi().to_string()
        } else {
            format!("{}({})", b.hanzi(), names.join("、"))
        }
    }

    /// 年命: (本命 or 行年, its place, its earth branch), when the chart has a querent.
    pub fn fates(&self) -> Vec<(&'static str, Place, Branch)> {
        match self.v.fate() {
            Some((ben, xing)) => vec![("本命", Place::BenMing, ben), ("行年", Place::XingNian, xing)],
            None => Vec::new(),
        }
    }

    /// A place of the chart and the branch there, as a fact's `about`: `[干上, 未]`.
    pub fn place(&self, p: Place) -> [About; 2] {
        [About::Place(p), About::Branch(self.v.at(p).expect("a place of the lessons, transmissions or 年命"))]
    }

    /// The day stem as a fact's `about`.
    pub fn stem_about(&self) -> About {
        About::Stem(self.stem)
    }

    /// The day stem with its palace as a fact's `about`: `[甲, 日干, 寅]`.
    pub fn lodge_about(&self) -> [About; 3] {
        [About::Stem(self.stem), About::Place(Place::DayStem), About::Branch(self.gan)]
    }

    /// The 類神 as a fact's `about`: `[類神, 子]` (empty without one).
    pub fn lei_about(&self) -> Vec<About> {
        self.lei.map(|l| vec![About::Place(Place::Lei), About::Branch(l)]).unwrap_or_default()
    }

    /// The day branch as a fact's `about`: `[日支, 申]`.
    pub fn zhi_about(&self) -> [About; 2] {
        [About::Place(Place::DayBranch), About::Branch(self.zhi)]
    }

    /// Whether the three transmissions are one 三合 (all three members, distinct).
    pub fn chuan_triad(&self) -> Option<[Branch; 3]> {
        let c = self.chuan();
        let t = c[0].triad();
        (t.iter().all(|m| c.contains(m)) && c[0] != c[1] && c[1] != c[2] && c[0] != c[2]).then_some(t)
    }
}

/// A fact about branches and places: `on(text, [..])` with `About`s, branches and places.
pub(crate) fn fact(text: impl Into<String>, about: impl IntoIterator<Item = About>) -> Fact {
    Fact::on(text, about)
}

/// A fact that sums up `facts` (the text's reading of them): about all they are about.
pub(crate) fn summing_up(text: impl Into<String>, facts: &[Fact]) -> Fact {
    Fact::new(text).and(facts.iter().flat_map(|f| f.about.iter().copied()))
}

/// The branch at stage `s` of a stage function.
pub(crate) fn stage_branch(f: impl Fn(Branch) -> LifeStage, s: LifeStage) -> Branch {
    Branch::ALL.into_iter().find(|&b| f(b) == s).expect("twelve stages, one branch each")
}

/// The 墓 of a branch as a branch: that of its element by the 四長生 (子亥 → 辰), the
/// view's [`Relation::TombOf`].
pub(crate) fn tomb_of(b: Branch) -> Branch {
    let t = crate::shensha::rules::element_tomb(b.element());
    debug_assert!(Relation::TombOf.holds(t, b));
    t
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

/// Every 格 and quick reading of 卷中 for `chart`, as readings of the one model, one
/// per rule that fires ([`rules`]): family 卷中, the rule's id (a 分野 row's with the
/// line read), kind the 卷中 heading or the quick reading's topic, the tone the passage
/// states, a quick reading's verdict.
pub fn readings(chart: &Chart, lei_shen: Option<Branch>) -> Vec<crate::reading::Reading> {
    use crate::reading::{Family, Reading};
    fired(chart, lei_shen)
        .into_iter()
        .map(|(rule, f)| {
            let p = rule.passages[f.passage];
            let id: std::borrow::Cow<'static, str> =
                if rule.passages.len() > 1 { format!("{}.{}", rule.id, p.line).into() } else { rule.id.into() };
            let mut r = Reading::new(Family::Juanzhong, id, f.title.unwrap_or(rule.title), p.to_model(), f.facts);
            r.kind = Some(rule.kind);
            r.verdict = f.verdict;
            r.tone = f.tone.or(rule.tone);
            r
        })
        .collect()
}
