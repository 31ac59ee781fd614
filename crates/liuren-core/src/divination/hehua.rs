//! 五合化 Wǔhé huà — two stems of the chart that combine (甲己, 乙庚, 丙辛, 丁壬,
//! 戊癸) and the element they turn into, with the five ways the text says the
//! turning fails (seed `002_65f2bd96db15aa00.txt`, line 63):
//!
//! 「有五合之五行即干合：甲己化土，乙庚化金，丙辛化水，丁壬化木，戊癸化火。凡課中五行所無，
//! 而見遁干合，則元氣運化，亦可用。但受制不化，干帶傷克之類；妬合不化，甲己見乙庚之類；
//! 非時不化，春見金木之類；逢空不化，乘空落空之類；非其所不化，五行臨克絕地之類。」
//!
//! The stems looked at are the day stem (with the day branch, standing on its 寄宮)
//! and the 遁干 of every heaven branch shown in 課 and 傳 (the four uppers and the
//! three 傳), each with the branch that carries it and the earth branch under it.
//! 占貴變通 (line 41, 「丁壬木之類」) counts a combination only when it turns.

use super::shefu_text::text as p;
use super::shefu_text::topics as t;
use super::{mutually_overcome, Ctx, Out, Passage};
use crate::cycle::{Branch, Element, Stem};
use crate::generals::General;
use crate::reading::{About, Fact};
use crate::relations::{LifeStage, Vitality};

/// A stem as the chart shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct StemSeen {
    pub stem: Stem,
    /// The branch it pairs with: the day branch for the day stem, the heaven branch for a 遁干.
    pub branch: Branch,
    /// The earth branch it stands over: the day stem's 寄宮, or the earth under the heaven branch.
    pub earth: Branch,
    /// The general over it: 日上's for the day stem, the heaven branch's for a 遁干.
    pub general: General,
    /// 日干甲 / 遁干己（巳）.
    pub label: String,
}

impl StemSeen {
    /// What a fact about this stem concerns: the stem, the branch it pairs
    /// with and that branch's places (日上 …, 初傳 …).
    pub fn about(&self, c: &Ctx) -> Vec<About> {
        let mut v = vec![About::Stem(self.stem)];
        v.extend(c.view.about(self.branch));
        v
    }

    pub fn fact(&self, c: &Ctx) -> Fact {
        Fact::on(self.label.clone(), self.about(c))
    }
}

/// 干合 — a pair of combining stems seen in the chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Combination {
    /// The member that comes first in 甲乙丙丁戊 (甲 of 甲己, 乙 of 乙庚).
    pub first: StemSeen,
    pub second: StemSeen,
    /// The element they turn into.
    pub element: Element,
    /// Why it does not turn, in the text's order of the five.
    pub blocks: Vec<Block>,
}

impl Combination {
    pub fn name(&self) -> String {
        format!("{}{}合化{}", self.first.stem, self.second.stem, self.element.hanzi())
    }

    pub fn turns(&self) -> bool {
        self.blocks.is_empty()
    }
}

/// One reason a combination does not turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Block {
    pub passage: Passage,
    /// 受制不化, 妬合不化 …
    pub word: &'static str,
    /// The block's key in ids: `shouzhi.1` (the first member), `duhe`, `feishi`,
    /// `kong.tiankong.2`, `kong.luokong.1`, `suo.1` ….
    pub key: &'static str,
    pub fact: Fact,
}

/// 甲己化土，乙庚化金，丙辛化水，丁壬化木，戊癸化火 (line 63).
pub(crate) fn transformed(s: Stem) -> Element {
    match s {
        Stem::Jia | Stem::Ji => Element::Earth,
        Stem::Yi | Stem::Geng => Element::Metal,
        Stem::Bing | Stem::Xin => Element::Water,
        Stem::Ding | Stem::Ren => Element::Wood,
        Stem::Wu | Stem::Gui => Element::Fire,
    }
}

/// The stems of the chart, each once: the day stem first, then the 遁干 of the
/// four uppers and the three 傳 in that order (a stem seen twice is kept where first seen).
pub(crate) fn stems_seen(c: &Ctx) -> Vec<StemSeen> {
    let day = c.stem();
    let mut v = vec![StemSeen {
        stem: day,
        branch: c.day.branch(),
        earth: day.lodge(),
        general: c.day_up.general,
        label: format!("日干{}（寄{}）", day, day.lodge()),
    }];
    for b in c.view.uppers().into_iter().chain(c.view.chuan()) {
        let Some(s) = c.view.dun(b) else { continue };
        if v.iter().any(|x| x.stem == s) {
            continue;
        }
        v.push(StemSeen {
            stem: s,
            branch: b,
            earth: c.view.under(b),
            general: c.view.general(b),
            label: format!("遁干{}（{}{}）", s, s, b),
        });
    }
    v
}

/// Every 干合 among the stems seen, with what keeps it from turning.
pub(crate) fn combinations(c: &Ctx) -> Vec<Combination> {
    let seen = stems_seen(c);
    let has = |s: Stem| seen.iter().any(|x| x.stem == s);
    let mut out = Vec::new();
    for k in 0..5 {
        let (a, b) = (Stem::Jia.wrapping_add(k), Stem::Jia.wrapping_add(k + 5));
        let (Some(first), Some(second)) =
            (seen.iter().find(|x| x.stem == a).cloned(), seen.iter().find(|x| x.stem == b).cloned())
        else {
            continue;
        };
        let element = transformed(a);
        let mut blocks = Vec::new();
        // 受制: 「干帶傷克」 — the branch a stem pairs with overcomes it (庚午: 午火克庚金).
        for (i, m) in [&first, &second].into_iter().enumerate() {
            if m.branch.element().restrains(m.stem.element()) {
                blocks.push(Block {
                    passage: p::HEHUA_SHOUZHI,
                    word: "受制不化",
                    key: ["shouzhi.1", "shouzhi.2"][i],
                    fact: Fact::on(
                        format!(
                            "{}：{}{}克{}{}",
                            m.label,
                            m.branch,
                            m.branch.element().hanzi(),
                            m.stem,
                            m.stem.element().hanzi()
                        ),
                        m.about(c),
                    ),
                });
            }
        }
        // 妬合: 「甲己見乙庚」 — the next combination is seen as well, whose stems
        // overcome these two (庚克甲, 乙克己; likewise 丙辛 for 乙庚 … 甲己 for 戊癸).
        // DIFFERENCE: the text gives one example; it is read as this rule of the
        // five pairs, not as the 爭合 (two 甲 for one 己) of other books.
        let (ra, rb) = (a.next(), b.next());
        if has(ra) && has(rb) {
            blocks.push(Block {
                passage: p::HEHUA_DUHE,
                word: "妬合不化",
                key: "duhe",
                fact: Fact::on(
                    format!("{}{}見{}{}：{}克{}，{}克{}", a, b, ra, rb, rb, a, ra, b),
                    [a, b, ra, rb].map(About::Stem),
                ),
            });
        }
        // 非時: 「春見金木」 — the element and the season overcome one another (化金 in
        // spring: 金克木). DIFFERENCE: read as 囚 or 死 in the season (相克 with it);
        // a 休 element (it generates the season's) still turns.
        if mutually_overcome(element, c.season) {
            blocks.push(Block {
                passage: p::HEHUA_FEISHI,
                word: "非時不化",
                key: "feishi",
                fact: Fact::on(
                    format!(
                        "{}與時令{}相克（{}）",
                        element.hanzi(),
                        c.season.hanzi(),
                        Vitality::of(element, c.season).hanzi()
                    ),
                    [About::Stem(a), About::Stem(b)],
                ),
            });
        }
        // 逢空: 「乘空落空」 — a member rides 天空, or stands on a 旬空 earth branch.
        for (i, m) in [&first, &second].into_iter().enumerate() {
            if m.general == General::Tiankong {
                blocks.push(Block {
                    passage: p::HEHUA_KONG,
                    word: "逢空不化",
                    key: ["kong.tiankong.1", "kong.tiankong.2"][i],
                    fact: Fact::on(format!("{}乘天空", m.label), m.about(c)),
                });
            }
            if c.view.void(m.earth) {
                blocks.push(Block {
                    passage: p::HEHUA_KONG,
                    word: "逢空不化",
                    key: ["kong.luokong.1", "kong.luokong.2"][i],
                    fact: Fact::on(format!("{}落空：臨{}旬空", m.label, m.earth), m.about(c))
                        .and([About::Branch(m.earth)]),
                });
            }
        }
        // 非其所: 「五行臨克絕地」 — the element stands over an earth branch that
        // overcomes it, or over its 絕 (四長生, as line 167 counts 土 from 申).
        for (i, m) in [&first, &second].into_iter().enumerate() {
            let key = ["suo.1", "suo.2"][i];
            let about = m.about(c).into_iter().chain([About::Branch(m.earth)]);
            if m.earth.element().restrains(element) {
                blocks.push(Block {
                    passage: p::HEHUA_SUO,
                    word: "非其所不化",
                    key,
                    fact: Fact::on(
                        format!("{}臨{}：{}克{}", m.label, m.earth, m.earth.element().hanzi(), element.hanzi()),
                        about,
                    ),
                });
            } else if LifeStage::of_element(element, m.earth) == LifeStage::Extinction {
                blocks.push(Block {
                    passage: p::HEHUA_SUO,
                    word: "非其所不化",
                    key,
                    fact: Fact::on(format!("{}臨{}：{}絕地", m.label, m.earth, element.hanzi()), about),
                });
            }
        }
        out.push(Combination { first, second, element, blocks });
    }
    out
}

/// The elements the chart shows openly: the branches of 課 and 傳 and the day stem.
pub(crate) fn shown_elements(c: &Ctx) -> Vec<Element> {
    let mut v: Vec<Element> = c.shown_branches().iter().map(|b| b.element()).collect();
    v.push(c.stem().element());
    v
}

/// Line 63: a combination whose element the chart lacks — 元氣運化，亦可用, or
/// not turning, for each reason the text gives.
pub(crate) fn judgements(c: &Ctx, out: &mut Out) {
    let shown = shown_elements(c);
    for comb in combinations(c) {
        if shown.contains(&comb.element) {
            continue;
        }
        let pair = format!("{}{}", comb.first.stem.pinyin(), comb.second.stem.pinyin()).to_lowercase();
        let mut facts = vec![comb.first.fact(c), comb.second.fact(c)];
        facts.push(Fact::on(
            format!("課傳干支無{}", comb.element.hanzi()),
            [About::Stem(comb.first.stem), About::Stem(comb.second.stem)],
        ));
        if comb.turns() {
            out.push(
                format!("wuxing.hehua.{pair}"),
                t::WUXING,
                format!("{}：課中五行所無，元氣運化，亦可用", comb.name()),
                p::HEHUA,
                facts,
            );
            continue;
        }
        for block in &comb.blocks {
            let mut facts = facts.clone();
            facts.push(block.fact.clone());
            out.push(
                format!("wuxing.hehua.{pair}.{}", block.key),
                t::WUXING,
                format!("{}{}合，{}", comb.first.stem, comb.second.stem, block.word),
                block.passage,
                facts,
            );
        }
    }
}
