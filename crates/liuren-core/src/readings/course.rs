//! 始終 and 純雜 (卷中 lines 619–633): how the transmissions run from first to last, and
//! whether the day stem and the 用神 are pure or mixed.
//!
//! 吉 and 凶 of a transmission, which the text leaves to the whole chart (「課象」), are
//! read here by the two things the text itself names for it: a transmission is 凶 when
//! it is the day's 鬼 (line 577, 「課象凶，作鬼論」) or rides a 凶將 ([`is_baleful`]),
//! 吉 otherwise.

use crate::cycle::{Branch, Element, SeasonRank, Stem};

use crate::reading::{About, Fact, Place, Tone};

use super::{fact, is_baleful, relation_word, Ctx, Found, Passage, Rule};

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

/// The transmissions as places, 初 中 末.
const CHUAN: [Place; 3] = [Place::Chu, Place::Zhong, Place::Mo];

/// 吉 (true) or 凶 of transmission `i`, with the reason.
fn good(cx: &Ctx, i: usize) -> (bool, Fact) {
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
    let about = cx.place(CHUAN[i]);
    if why.is_empty() {
        (true, fact(format!("{name}{}乘{}，為吉", t.branch, t.general), about))
    } else {
        (false, fact(format!("{name}{}{}，為凶", t.branch, why.join("、")), about))
    }
}

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("course.start_end", K, "始終生克", &[START_END], start_end),
    // 「始吉終吉，始終皆吉;始凶終凶，始終皆凶」 (623): 吉 or 凶 by the case (Found::toned).
    Rule::new("course.fortune", K, "始終皆吉", &[FORTUNE], |cx| fortune(cx, true)),
    // 「初吉末凶，終於凶也。初凶末吉，終於吉也」 (623): by the case.
    Rule::new("course.turn", K, "終於凶", &[FORTUNE], |cx| fortune(cx, false)),
    Rule::new("course.end_checks", K, "末傳克凶", &[CHECKS], end_checks),
    Rule::new("course.start_checks", K, "初傳克吉", &[CHECKS], start_checks),
    Rule::new("purity.pure", P, "純", &[PURE_BRANCH], pure),
    Rule::new("purity.stem_mixed", P, "日干雜", &[PURE_STEM], stem_mixed),
    Rule::new("purity.mixed", P, "雜", &[PURE_BRANCH], mixed),
    Rule::new("purity.remnant", P, "餘氣", &[REMNANT], remnant_row),
    // 「純凶則禍成，純吉則福至」 (625).
    Rule::new("course.pure_good", K, "純吉", &[PURE_FORTUNE], |cx| pure_fortune(cx, true)).tone(Tone::Good),
    Rule::new("course.pure_bad", K, "純凶", &[PURE_FORTUNE], |cx| pure_fortune(cx, false)).tone(Tone::Bad),
    Rule::new("course.saved", K, "凶而有救", &[SAVED_HARMED], |cx| saved_harmed(cx, false)),
    Rule::new("course.harmed", K, "吉而有害", &[SAVED_HARMED], |cx| saved_harmed(cx, true)),
];

const K: &str = "始終";
const P: &str = "純雜";

/// 621: how 初傳 stands to 末傳.
fn start_end(cx: &Ctx) -> Option<Found> {
    let c = cx.chuan();
    let (e0, e2) = (c[0].element(), c[2].element());
    (e0 != e2).then_some(())?;
    let word = relation_word(e0, e2);
    let kind = if e0.generates() == e2 || e2.generates() == e0 { "生為始" } else { "克為終" };
    let text = format!("初傳{}({}){word}末傳{}({})，{kind}", c[0], e0.hanzi(), c[2], e2.hanzi());
    Found::facts(vec![fact(text, cx.place(Place::Chu)).and(cx.place(Place::Mo))])
}

/// 623: 始 and 終 alike (`same`: 始終皆吉/皆凶) or turned (終於凶/終於吉).
fn fortune(cx: &Ctx, same: bool) -> Option<Found> {
    let (g0, why0) = good(cx, 0);
    let (g2, why2) = good(cx, 2);
    if (g0 == g2) != same {
        return None;
    }
    let title = match (g0, g2) {
        (true, true) => "始終皆吉",
        (false, false) => "始終皆凶",
        (true, false) => "終於凶",
        (false, true) => "終於吉",
    };
    let f = Found::facts(vec![why0, why2])?;
    Some(f.titled(title).toned(if g2 { Tone::Good } else { Tone::Bad }))
}

/// 623: a 凶 初傳 overcome by 末傳.
fn end_checks(cx: &Ctx) -> Option<Found> {
    let c = cx.chuan();
    let (g0, why0) = good(cx, 0);
    (!g0 && c[2].element().restrains(c[0].element())).then_some(())?;
    let f = fact(format!("末傳{}克初傳{}，事可獲濟", c[2], c[0]), cx.place(Place::Mo)).and(cx.place(Place::Chu));
    Found::facts(vec![why0, f])
}

/// 623: a 吉 末傳 overcome by 初傳.
fn start_checks(cx: &Ctx) -> Option<Found> {
    let c = cx.chuan();
    let (g2, why2) = good(cx, 2);
    (g2 && c[0].element().restrains(c[2].element())).then_some(())?;
    let f = fact(format!("初傳{}克末傳{}，凡事無成", c[0], c[2]), cx.place(Place::Chu)).and(cx.place(Place::Mo));
    Found::facts(vec![why2, f])
}

/// 629: whether the day stem is 純 (yang) or 雜, as a fact.
fn stem_fact(cx: &Ctx) -> (bool, Fact) {
    let stem = cx.stem;
    if stem.is_yang() {
        (true, fact(format!("日干{stem}為純"), [cx.stem_about()]))
    } else {
        (false, fact(format!("日干{stem}與{}合，為雜", stem.combines_with()), [cx.stem_about()]))
    }
}

/// 631: whether the 用神 is a 仲 (純).
fn used_pure(cx: &Ctx) -> bool {
    cx.used().rank() == SeasonRank::Zhong
}

/// 629, 631: the day stem and the 用神 both 純.
fn pure(cx: &Ctx) -> Option<Found> {
    let (stem_pure, sf) = stem_fact(cx);
    (stem_pure && used_pure(cx)).then_some(())?;
    Found::facts(vec![sf, fact(format!("用神{}仲位無寄，為純", cx.used()), cx.place(Place::Chu))])
}

/// 629: the day stem 雜.
fn stem_mixed(cx: &Ctx) -> Option<Found> {
    let (stem_pure, sf) = stem_fact(cx);
    (!stem_pure).then_some(())?;
    Found::facts(vec![sf])
}

/// 631: the 用神 has stems lodged in it.
fn mixed(cx: &Ctx) -> Option<Found> {
    let used = cx.used();
    (!used_pure(cx)).then_some(())?;
    let lodged: String = Stem::lodged_at(used).map(|s| s.hanzi()).collect();
    Found::facts(vec![fact(format!("用神{used}有寄({lodged})，為雜"), cx.place(Place::Chu))])
}

/// 633: the 用神 keeps a season's remnant.
fn remnant_row(cx: &Ctx) -> Option<Found> {
    let used = cx.used();
    let e = remnant(used)?;
    Found::facts(vec![fact(format!("用神{used}中有餘{}，為雜", e.hanzi()), cx.place(Place::Chu))])
}

/// 吉 (true) or 凶 of a branch of the lessons or transmissions, by the same two signs as
/// [`good`]: the day's 鬼 or a 凶將 over it.
fn good_branch(cx: &Ctx, b: Branch) -> bool {
    !cx.is_ghost(b) && !is_baleful(cx.general(b))
}

/// 625 「純凶則禍成，純吉則福至」: all three transmissions 吉 (`good`) or all 凶.
fn pure_fortune(cx: &Ctx, good_: bool) -> Option<Found> {
    let verdicts: Vec<(bool, Fact)> = (0..3).map(|i| good(cx, i)).collect();
    if !verdicts.iter().all(|(g, _)| *g == good_) {
        return None;
    }
    let mut f: Vec<Fact> = verdicts.into_iter().map(|(_, w)| w).collect();
    let all: Vec<About> = CHUAN.into_iter().flat_map(|p| cx.place(p)).collect();
    f.push(fact(if good_ { "三傳純吉，福至" } else { "三傳純凶，禍成" }, all));
    Found::facts(f)
}

/// 625: the whole chart, when not 純: 「凶則視其所救，吉則視其害」 — a 凶 transmission saved
/// (`harmed` false), a 吉 one harmed.
///
/// DIFFERENCE: the text names neither what is 純 nor what 救 and 害 are. 純 is read over
/// the three transmissions (the 始中終 of 623, the paragraph before); a 凶 transmission is
/// 救 by a 吉 branch of the lessons or transmissions that overcomes it (as at 623 「初傳凶，
/// 末傳克之，事可獲濟」), a 吉 one 害 by a 凶 branch that overcomes it (「末傳吉，初傳克之，凡事
/// 無成」). The printed 「吉而有害，不及於禍」 is read 「不及於福」: harm keeps a good thing
/// from its good, as 救 keeps a bad one from its harm.
fn saved_harmed(cx: &Ctx, harmed: bool) -> Option<Found> {
    let verdicts: Vec<(bool, Fact)> = (0..3).map(|i| good(cx, i)).collect();
    if verdicts.iter().all(|(g, _)| *g) || verdicts.iter().all(|(g, _)| !*g) {
        return None;
    }
    let c = cx.chuan();
    let mut f = Vec::new();
    let mut all: Vec<About> = Vec::new();
    for (i, (g, w)) in verdicts.into_iter().enumerate() {
        let t = c[i];
        if g != harmed {
            continue;
        }
        let by: Vec<Branch> = cx
            .ke_chuan()
            .into_iter()
            .filter(|&x| x != t && x.element().restrains(t.element()) && good_branch(cx, x) != g)
            .collect();
        if by.is_empty() {
            continue;
        }
        let names: Vec<String> = by.iter().map(|&x| cx.at(x)).collect();
        let text = if g {
            format!("{}；{}凶，克之，為害", w.text, names.join("、"))
        } else {
            format!("{}；{}吉，克之，為救", w.text, names.join("、"))
        };
        let about = w.about.iter().copied().chain(by.iter().flat_map(|&x| cx.about(x))).collect::<Vec<_>>();
        all.extend(about.iter().copied());
        f.push(fact(text, about));
    }
    if f.is_empty() {
        return None;
    }
    f.push(fact(if harmed { "吉而有害，不及於福" } else { "凶而有救，不致於禍" }, all));
    Found::facts(f)
}
