//! 占類 Zhànlèi — reading a chart for the question: the topic, its 類神, where
//! they stand, and what the books say of that.
//!
//! A practitioner reads a chart from the question: what is asked → its 類神 →
//! where they stand and in what state → what the books say. This module does
//! that for the topics of the books' 占 chapters ([`Category`]: 求財, 婚姻, 孕產,
//! 疾病, 詞訟, 失物, 盜賊, 逃亡, 行人, 出行, 求官, 家宅, 天時, 謀望; and 射覆, 怪異).
//!
//! - [`registry`]: one row a topic ([`TOPICS`]) with its 類神, each with the
//!   passage that names it (《六壬指南》, 《心鏡》, the lines of 卷中). Where two
//!   books name different 類神, each is its own entry.
//! - [`standing`]: where a 類神's branch stands, as [`Fact`]s read off the one
//!   [`ChartView`] (palace and earth, 課傳 place, 年命, 旺相休囚死, 旬空, 長生, the
//!   general, 生克 with the day stem and branch, 合刑沖破害墓, the 神煞 on it).
//! - [`verdicts`]: the topic's own verdict lines from the books, one registry row
//!   each (passage quoted, a condition over the view, tone only where the words
//!   say 吉 or 凶), read as [`Reading`]s of family [`Family::Zhanlei`].
//! - [`judgement`]: all of it for one chart and topic: the 類神 and their facts,
//!   the verdicts that fire, and every reading of the other families that
//!   concerns a 類神 (卷中 read for the main 類神).
//! - [`sheet`]: the 射覆 answer sheet (one line per heading of the second seed
//!   text) and the same for 怪異; [`relevance`]: 神煞 by relevance to the chart
//!   and the topic.
//!
//! What this does not claim: no score, no percentage, no sentence of its own. A
//! verdict is only a passage whose condition holds in this chart, quoted with
//! its source; [`Tally`] counts the readings whose passage says 吉 or 凶, and
//! nothing else. 應期 (when) comes from [`crate::timing`]: [`Judgement::timing`]
//! holds its candidates for the 類神's branches, each with its rule and dates.

pub mod registry;
pub mod relevance;
pub mod sheet;
pub mod standing;
pub mod verdicts;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::chart::Chart;
use crate::cycle::Branch;
use crate::generals::General;
use crate::reading::{About, Category, Fact, Family, Passage, Place, Reading, Tone};
use crate::relations::Kin;
use crate::shensha::ShenSha;
use crate::timing::{self, Timing};
use crate::view::ChartView;

pub use registry::{topic, Lei, LeiRow, TopicRow, TOPICS};
pub use verdicts::verdicts;

impl Lei {
    /// The 類神's name: 青龍, 妻財, 天財, 干上, 支刑, 戌.
    pub fn name(&self) -> &'static str {
        match self {
            Lei::General(g) => g.hanzi(),
            Lei::Kin(k) => k.hanzi(),
            Lei::Spirit { name, .. } => name,
            Lei::Place(p) => p.hanzi(),
            Lei::Punished(Place::DayBranch) => "支刑",
            Lei::Punished(Place::DayStem) => "日刑",
            Lei::Punished(p) => p.hanzi(),
            Lei::Branch(b) => b.hanzi(),
        }
    }

    /// What kind of 類神: `general`, `kin`, `spirit`, `place`, `branch`.
    pub fn kind(&self) -> &'static str {
        match self {
            Lei::General(_) => "general",
            Lei::Kin(_) => "kin",
            Lei::Spirit { .. } => "spirit",
            Lei::Place(_) => "place",
            Lei::Punished(_) | Lei::Branch(_) => "branch",
        }
    }
}

/// The chart as the topic's rules read it: the one view and the 神煞 of 卷中.
pub struct Cx<'a> {
    /// The chart.
    pub chart: &'a Chart,
    /// The one view.
    pub view: ChartView<'a>,
    /// The 神煞 of 卷中 that fall in this chart.
    pub spirits: Vec<ShenSha>,
}

impl<'a> Cx<'a> {
    /// The context of `chart`.
    pub fn new(chart: &'a Chart) -> Cx<'a> {
        Cx { chart, view: ChartView::new(chart), spirits: crate::shensha::for_chart(chart) }
    }

    /// The heaven branch general `g` rides.
    pub fn rides(&self, g: General) -> Branch {
        self.view.branch_of(g)
    }

    /// The branches shown in 三傳 and the lesson uppers, each once, 三傳 first.
    pub fn shown(&self) -> Vec<Branch> {
        let mut v: Vec<Branch> = Vec::new();
        for b in self.view.chuan().into_iter().chain(self.view.uppers()) {
            if !v.contains(&b) {
                v.push(b);
            }
        }
        v
    }

    /// The branches of kin `k` in 三傳 and the lesson uppers.
    pub fn kin_shown(&self, k: Kin) -> Vec<Branch> {
        self.shown().into_iter().filter(|&b| self.view.kin(b) == k).collect()
    }

    /// The branches of a 神煞 of 卷中 by its table row's line.
    pub fn spirit(&self, line: u32) -> Vec<Branch> {
        let mut v = Vec::new();
        for s in self.spirits.iter().filter(|s| s.line == line) {
            if let Some(b) = s.branch() {
                if !v.contains(&b) {
                    v.push(b);
                }
            }
        }
        v
    }

    /// The branch(es) `lei` stands for in this chart, and a fact saying how it
    /// was found (「青龍乘寅」, 「妻財：課傳中子」 …). Empty when it has none here
    /// (年命 not given).
    pub fn resolve(&self, lei: Lei) -> (Vec<Branch>, Option<Fact>) {
        let v = &self.view;
        match lei {
            Lei::General(g) => {
                let b = self.rides(g);
                (vec![b], Some(Fact::on(format!("{g}乘{b}"), [About::Branch(b)])))
            }
            Lei::Kin(k) => {
                let shown = self.kin_shown(k);
                if shown.is_empty() {
                    let all: Vec<Branch> = Branch::ALL.into_iter().filter(|&b| v.kin(b) == k).collect();
                    let names: String = all.iter().map(|b| b.hanzi()).collect();
                    let f = Fact::on(
                        format!("{}：課傳不見，天盤{names}（{}）", k.hanzi(), all[0].element().hanzi()),
                        all.iter().map(|&b| About::Branch(b)),
                    );
                    (all, Some(f))
                } else {
                    let names: String = shown.iter().map(|b| b.hanzi()).collect();
                    let f = Fact::on(format!("{}：課傳中{names}", k.hanzi()), shown.iter().map(|&b| About::Branch(b)));
                    (shown, Some(f))
                }
            }
            Lei::Spirit { name, line } => {
                let bs = self.spirit(line);
                let names: String = bs.iter().map(|b| b.hanzi()).collect();
                let f = Fact::on(format!("{name}在{names}（卷中 第{line}行）"), bs.iter().map(|&b| About::Branch(b)));
                (bs, Some(f))
            }
            Lei::Place(p) => match v.at(p) {
                Some(b) => {
                    let text = match p {
                        Place::DayStem => format!("日干{}寄{b}", v.stem()),
                        _ => format!("{}{b}", p.hanzi()),
                    };
                    (vec![b], Some(Fact::on(text, [About::Place(p), About::Branch(b)])))
                }
                None => (Vec::new(), Some(Fact::on(format!("{}未知（未給年命）", p.hanzi()), [About::Place(p)]))),
            },
            Lei::Punished(p) => match v.at(p) {
                Some(at) => {
                    let b = at.punishes();
                    let f = Fact::on(format!("{}：{at}刑{b}", lei.name()), [About::Place(p), About::Branch(b)]);
                    (vec![b], Some(f))
                }
                None => (Vec::new(), None),
            },
            Lei::Branch(b) => (vec![b], None),
        }
    }
}

/// 類神 — one 類神 of the topic as it stands in this chart: what, the passages
/// naming it, the branch it resolves to (None when it has none here), and the
/// facts of where that branch stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeiShen {
    /// What.
    pub lei: Lei,
    /// The passages naming it for this topic (one a book that names it).
    pub passages: Vec<Passage>,
    /// The branch in this chart.
    pub branch: Option<Branch>,
    /// Where it stands ([`standing::facts`]), after the fact saying how it was found.
    pub facts: Vec<Fact>,
}

/// Serialised as `{"what","kind","branch","source","passages","facts"}`: `source`
/// the first passage's citation, `branch` null where it has none here.
impl Serialize for LeiShen {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(6))?;
        m.serialize_entry("what", self.lei.name())?;
        m.serialize_entry("kind", self.lei.kind())?;
        m.serialize_entry("branch", &self.branch.map(|b| b.hanzi()))?;
        m.serialize_entry("source", &self.passages[0].source.to_string())?;
        m.serialize_entry("passages", &self.passages)?;
        m.serialize_entry("facts", &self.facts)?;
        m.end()
    }
}

/// The 類神 of `category` in `chart`: one entry a 類神 and branch (a kin in
/// several branches is one entry each), the passages of every book naming it
/// together, in the registry's order.
pub fn lei_shen(chart: &Chart, category: Category) -> Vec<LeiShen> {
    let Some(row) = topic(category) else { return Vec::new() };
    let cx = Cx::new(chart);
    let mut out: Vec<LeiShen> = Vec::new();
    let mut seen: Vec<Lei> = Vec::new();
    for r in row.lei {
        if seen.contains(&r.lei) {
            continue;
        }
        seen.push(r.lei);
        let passages: Vec<Passage> = row.lei.iter().filter(|x| x.lei == r.lei).map(|x| x.passage()).collect();
        let (branches, how) = cx.resolve(r.lei);
        if branches.is_empty() {
            out.push(LeiShen { lei: r.lei, passages, branch: None, facts: how.into_iter().collect() });
            continue;
        }
        for b in branches {
            let mut facts: Vec<Fact> = how.clone().into_iter().collect();
            facts.extend(standing::facts(&cx, b));
            out.push(LeiShen { lei: r.lei, passages: passages.clone(), branch: Some(b), facts });
        }
    }
    out
}

/// The main 類神's branch of a topic (its first 類神 that has a branch here):
/// what 卷中's quick readings are run for. None for 射覆 and 怪異 (卷中 takes
/// 初傳 for them, as 「用神為類神」 says) and for the general question.
pub fn main_lei(chart: &Chart, category: Category) -> Option<Branch> {
    if !category.is_topic() {
        return None;
    }
    let cx = Cx::new(chart);
    topic(category)?.lei.iter().find_map(|r| cx.resolve(r.lei).0.first().copied())
}

/// 吉凶之數 — how many readings' passages say 吉, 凶, or both (a count of
/// readings, never a score).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize)]
pub struct Tally {
    /// Readings whose passage says 吉.
    pub good: usize,
    /// Readings whose passage says 凶.
    pub bad: usize,
    /// Readings whose passage says both (吉 in one case, 凶 in another).
    pub mixed: usize,
    /// Readings whose passage says neither.
    pub neither: usize,
}

/// The readings grouped by the tone their passage states: (吉, 凶, 吉凶, neither),
/// each group in the given order, with their counts.
pub fn by_tone(readings: &[Reading]) -> ([Vec<&Reading>; 4], Tally) {
    let mut g: [Vec<&Reading>; 4] = Default::default();
    for r in readings {
        let i = match r.tone {
            Some(Tone::Good) => 0,
            Some(Tone::Bad) => 1,
            Some(Tone::Mixed) => 2,
            None => 3,
        };
        g[i].push(r);
    }
    let t = Tally { good: g[0].len(), bad: g[1].len(), mixed: g[2].len(), neither: g[3].len() };
    (g, t)
}

/// 斷 — a chart read for a topic.
#[derive(Debug, Clone, PartialEq)]
pub struct Judgement {
    /// The topic.
    pub topic: Category,
    /// Its 類神 and where they stand.
    pub lei_shen: Vec<LeiShen>,
    /// The topic's own verdict lines that fire (family 占類).
    pub verdicts: Vec<Reading>,
    /// Every reading of the other families that concerns a 類神's branch or
    /// place (卷中 read for the main 類神), in [`crate::ask::for_chart`]'s order.
    pub related: Vec<Reading>,
    /// 應期: the candidates of [`timing::candidates`] for the 類神's branches
    /// (the rules there decide which of 初傳, 三傳 and 類神 they read), each
    /// with its rule, passage and dates. Empty for the general question.
    pub timing: Vec<Timing>,
}

impl Judgement {
    /// The verdicts' tally (吉, 凶 …).
    pub fn tally(&self) -> Tally {
        by_tone(&self.verdicts).1
    }
}

/// Serialised as `{"topic","name","lei_shen","verdicts","tally","related","timing"}`.
impl Serialize for Judgement {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(7))?;
        m.serialize_entry("topic", self.topic.key())?;
        m.serialize_entry("name", self.topic.hanzi())?;
        m.serialize_entry("lei_shen", &self.lei_shen)?;
        m.serialize_entry("verdicts", &self.verdicts)?;
        m.serialize_entry("tally", &self.tally())?;
        m.serialize_entry("related", &self.related)?;
        m.serialize_entry("timing", &self.timing)?;
        m.end()
    }
}

/// The chart read for `category`: its 類神 and where they stand, the topic's
/// verdict lines that fire, and the readings of every other family that
/// concern a 類神 (for 射覆 and 怪異 their own families' readings are among
/// these; the general question gives an empty judgement).
pub fn judgement(chart: &Chart, category: Category) -> Judgement {
    let lei_shen = lei_shen(chart, category);
    let ask = crate::ask::Ask { category, ..Default::default() };
    let mut about: Vec<About> = Vec::new();
    for l in &lei_shen {
        if let Some(b) = l.branch {
            about.push(About::Branch(b));
        }
        if let Lei::Place(p) = l.lei {
            about.push(About::Place(p));
        }
    }
    let lei = ask.lei_for(chart);
    if lei.is_some() {
        about.push(About::Place(Place::Lei));
    }
    let (verdicts, related): (Vec<Reading>, Vec<Reading>) = if category == Category::General {
        (Vec::new(), Vec::new())
    } else {
        crate::ask::for_chart(chart, &ask).into_iter().partition(|r| r.family == Family::Zhanlei)
    };
    let related = related.into_iter().filter(|r| about.iter().any(|&a| r.concerns(a))).collect();
    let timing = if category == Category::General { Vec::new() } else { timing::candidates(chart, &lei_of(&lei_shen)) };
    Judgement { topic: category, lei_shen, verdicts, related, timing }
}

/// The 類神 as [`timing::candidates`] takes them: each branch once, with what it
/// stands for (the place for 干上/支上/年命, else the branch itself).
fn lei_of(lei_shen: &[LeiShen]) -> Vec<(Branch, About)> {
    let mut v: Vec<(Branch, About)> = Vec::new();
    for l in lei_shen {
        let Some(b) = l.branch else { continue };
        let what = match l.lei {
            Lei::Place(p) => About::Place(p),
            _ => About::Branch(b),
        };
        if !v.contains(&(b, what)) {
            v.push((b, what));
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_topic_but_the_general_has_a_row_and_the_rows_follow_the_form() {
        let cats: Vec<Category> = TOPICS.iter().map(|t| t.category).collect();
        let want: Vec<Category> = Category::ALL.into_iter().skip(1).collect();
        assert_eq!(cats, want);
        for t in TOPICS {
            assert!(!t.lei.is_empty(), "{:?}", t.category);
            for l in t.lei {
                assert!(!l.text.is_empty());
            }
        }
    }
}
