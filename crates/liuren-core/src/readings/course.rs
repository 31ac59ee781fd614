//! 始終 and 純雜 (卷中 lines 619–633): how the transmissions run from first to last, and
//! whether the day stem and the 用神 are pure or mixed.
//!
//! 吉 and 凶 of a transmission, which the text leaves to the whole chart (「課象」), are
//! read here by the two things the text itself names for it: a transmission is 凶 when
//! it is the day's 鬼 (line 577, 「課象凶，作鬼論」) or rides a 凶將 ([`is_baleful`]),
//! 吉 otherwise.

use crate::cycle::{Branch, Element, SeasonRank, Stem};

use super::{is_baleful, legacy, push, relation_word, Ctx, Legacy, Passage, Rule};

/// 生為始，克為終 (621).
pub const START_END: Passage = Passage::new(
    621,
    "以五行言，金木水火土遞相為官，相比則生，相隔則克。十乾、十二支亦如之。生為始，克為終也。故明乎始終，吉凶不外是也。",
);
/// 始吉終吉 … 初凶末吉 (623).
pub const FORTUNE: Passage = Passage::new(
    623,
    "三傳，始、中、終。初傳為事之起，中傳為移易之門，末傳為歸結之區。始吉終吉，始終皆吉;始凶終凶，始終皆凶;初吉末凶，終於凶也。初凶末吉，終於吉也。",
);
/// 初傳凶，末傳克之 … (623).
pub const CHECKS: Passage = Passage::new(623, "初傳凶，末傳克之，事可獲濟;末傳吉，初傳克之，凡事無成。");
/// 凶而有救，吉而有害 (625).
pub const SAVED_HARMED: Passage =
    Passage::new(625, "凶則視其所救，吉則視其害，凶而有救，不致於禍;吉而有害，不及於禍。");
/// 純凶，純吉 (625).
pub const PURE_FORTUNE: Passage = Passage::new(625, "純凶則禍成，純吉則福至。");
/// 干之純雜 (629).
pub const PURE_STEM: Passage =
    Passage::new(629, "甲丙戊庚壬為純，乙與庚合，丁與第三者合，己與甲合，辛與丙癸，癸與戊合，為雜。");
/// 支之純雜 (631).
pub const PURE_BRANCH: Passage = Passage::new(631, "子卯午酉仲位無寄，為純。寅申巳亥、辰戌醜未有寄，為雜。");
/// 四季之餘氣 (633).
pub const REMNANT: Passage =
    Passage::new(633, "又春令屬木，三月建辰，木氣猶旺，辰中有餘木;未月有餘火，戌中有餘金，醜中有餘水，皆為雜。");

/// 餘氣 (633): the element a 季 branch keeps from the season before it.
pub fn remnant(b: Branch) -> Option<Element> {
    match b {
        Branch::Chen => Some(Element::Wood),
        Branch::Wei => Some(Element::Fire),
        Branch::Xu => Some(Element::Metal),
        Branch::Chou => Some(Element::Water),
        _ => None,
    }
}

/// 吉 (true) or 凶 of transmission `i`, with the reason.
fn good(cx: &Ctx, i: usize) -> (bool, String) {
    let t = cx.chart.chuan[i];
    let ghost = cx.is_ghost(t.branch);
    let bad_general = is_baleful(t.general);
    let mut why = Vec::new();
    if ghost {
        why.push("日鬼".to_string());
    }
    if bad_general {
        why.push(format!("乘{}", t.general));
    }
    let name = ["初傳", "中傳", "末傳"][i];
    if why.is_empty() {
        (true, format!("{name}{}乘{}，為吉", t.branch, t.general))
    } else {
        (false, format!("{name}{}{}，為凶", t.branch, why.join("、")))
    }
}

/// The rules of this module, in the text's order.
#[rustfmt::skip]
pub(crate) const RULES: &[Rule] = &[
    Rule::new("course.start_end", "始終", "始終生克", &[START_END], |cx| legacy(cx, find, "course.start_end")),
    Rule::new("course.fortune", "始終", "始終皆吉", &[FORTUNE], |cx| legacy(cx, find, "course.fortune")),
    Rule::new("course.turn", "始終", "終於凶", &[FORTUNE], |cx| legacy(cx, find, "course.turn")),
    Rule::new("course.end_checks", "始終", "末傳克凶", &[CHECKS], |cx| legacy(cx, find, "course.end_checks")),
    Rule::new("course.start_checks", "始終", "初傳克吉", &[CHECKS], |cx| legacy(cx, find, "course.start_checks")),
    Rule::new("purity.pure", "純雜", "純", &[PURE_BRANCH], |cx| legacy(cx, find, "purity.pure")),
    Rule::new("purity.stem_mixed", "純雜", "日干雜", &[PURE_STEM], |cx| legacy(cx, find, "purity.stem_mixed")),
    Rule::new("purity.mixed", "純雜", "雜", &[PURE_BRANCH], |cx| legacy(cx, find, "purity.mixed")),
    Rule::new("purity.remnant", "純雜", "餘氣", &[REMNANT], |cx| legacy(cx, find, "purity.remnant")),
    Rule::new("course.pure_good", "始終", "純吉", &[PURE_FORTUNE], |cx| legacy(cx, find, "course.pure_good")),
    Rule::new("course.pure_bad", "始終", "純凶", &[PURE_FORTUNE], |cx| legacy(cx, find, "course.pure_bad")),
    Rule::new("course.saved", "始終", "凶而有救", &[SAVED_HARMED], |cx| legacy(cx, find, "course.saved")),
    Rule::new("course.harmed", "始終", "吉而有害", &[SAVED_HARMED], |cx| legacy(cx, find, "course.harmed")),
];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Legacy>) {
    let c = cx.chuan();
    let (e0, e2) = (c[0].element(), c[2].element());

    // 621.
    if e0 != e2 {
        let word = relation_word(e0, e2);
        let kind = if e0.generates() == e2 || e2.generates() == e0 { "生為始" } else { "克為終" };
        push(
            out,
            "course.start_end",
            "始終生克",
            START_END,
            vec![format!("初傳{}({}){word}末傳{}({})，{kind}", c[0], e0.hanzi(), c[2], e2.hanzi())],
        );
    }

    // 623.
    let (g0, why0) = good(cx, 0);
    let (g2, why2) = good(cx, 2);
    let facts = vec![why0.clone(), why2.clone()];
    match (g0, g2) {
        (true, true) => push(out, "course.fortune", "始終皆吉", FORTUNE, facts),
        (false, false) => push(out, "course.fortune", "始終皆凶", FORTUNE, facts),
        (true, false) => push(out, "course.turn", "終於凶", FORTUNE, facts),
        (false, true) => push(out, "course.turn", "終於吉", FORTUNE, facts),
    }
    if !g0 && e2.restrains(e0) {
        push(out, "course.end_checks", "末傳克凶", CHECKS, vec![why0, format!("末傳{}克初傳{}，事可獲濟", c[2], c[0])]);
    }
    if g2 && e0.restrains(e2) {
        push(
            out,
            "course.start_checks",
            "初傳克吉",
            CHECKS,
            vec![why2, format!("初傳{}克末傳{}，凡事無成", c[0], c[2])],
        );
    }

    whole(cx, out);

    // 629–633: the day stem and the 用神.
    let stem = cx.stem;
    let used = c[0];
    let stem_pure = stem.is_yang();
    let used_pure = used.rank() == SeasonRank::Zhong;
    let stem_fact = if stem_pure {
        format!("日干{stem}為純")
    } else {
        format!("日干{stem}與{}合，為雜", stem.combines_with())
    };
    if stem_pure && used_pure {
        push(out, "purity.pure", "純", PURE_BRANCH, vec![stem_fact.clone(), format!("用神{used}仲位無寄，為純")]);
    }
    if !stem_pure {
        push(out, "purity.stem_mixed", "日干雜", PURE_STEM, vec![stem_fact]);
    }
    if !used_pure {
        let lodged: String = Stem::lodged_at(used).map(|s| s.hanzi()).collect();
        push(out, "purity.mixed", "雜", PURE_BRANCH, vec![format!("用神{used}有寄({lodged})，為雜")]);
    }
    if let Some(e) = remnant(used) {
        push(out, "purity.remnant", "餘氣", REMNANT, vec![format!("用神{used}中有餘{}，為雜", e.hanzi())]);
    }
}

/// 吉 (true) or 凶 of a branch of the lessons or transmissions, by the same two signs as
/// [`good`]: the day's 鬼 or a 凶將 over it.
fn good_branch(cx: &Ctx, b: Branch) -> bool {
    !cx.is_ghost(b) && !is_baleful(cx.general(b))
}

/// 625: the whole chart. 「純凶則禍成，純吉則福至」 when all three transmissions are 凶 or
/// all 吉; otherwise 「凶則視其所救，吉則視其害」.
///
/// DIFFERENCE: the text names neither what is 純 nor what 救 and 害 are. 純 is read over
/// the three transmissions (the 始中終 of 623, the paragraph before); a 凶 transmission is
/// 救 by a 吉 branch of the lessons or transmissions that overcomes it (as at 623 「初傳凶，
/// 末傳克之，事可獲濟」), a 吉 one 害 by a 凶 branch that overcomes it (「末傳吉，初傳克之，凡事
/// 無成」). The printed 「吉而有害，不及於禍」 is read 「不及於福」: harm keeps a good thing
/// from its good, as 救 keeps a bad one from its harm.
fn whole(cx: &Ctx, out: &mut Vec<Legacy>) {
    let verdicts: Vec<(bool, String)> = (0..3).map(|i| good(cx, i)).collect();
    let why = || verdicts.iter().map(|(_, w)| w.clone()).collect::<Vec<_>>();
    if verdicts.iter().all(|(g, _)| *g) {
        let mut f = why();
        f.push("三傳純吉，福至".to_string());
        push(out, "course.pure_good", "純吉", PURE_FORTUNE, f);
        return;
    }
    if verdicts.iter().all(|(g, _)| !*g) {
        let mut f = why();
        f.push("三傳純凶，禍成".to_string());
        push(out, "course.pure_bad", "純凶", PURE_FORTUNE, f);
        return;
    }
    let c = cx.chuan();
    let mut saved = Vec::new();
    let mut harmed = Vec::new();
    for (i, (g, w)) in verdicts.iter().enumerate() {
        let t = c[i];
        let by: Vec<String> = cx
            .ke_chuan()
            .into_iter()
            .filter(|&x| x != t && x.element().restrains(t.element()) && good_branch(cx, x) != *g)
            .map(|x| cx.at(x))
            .collect();
        if by.is_empty() {
            continue;
        }
        if *g {
            harmed.push(format!("{w}；{}凶，克之，為害", by.join("、")));
        } else {
            saved.push(format!("{w}；{}吉，克之，為救", by.join("、")));
        }
    }
    if !saved.is_empty() {
        saved.push("凶而有救，不致於禍".to_string());
        push(out, "course.saved", "凶而有救", SAVED_HARMED, saved);
    }
    if !harmed.is_empty() {
        harmed.push("吉而有害，不及於福".to_string());
        push(out, "course.harmed", "吉而有害", SAVED_HARMED, harmed);
    }
}
