//! 德 Dé — the day's virtue (卷中 lines 467–485): 日德 as 用, with 日合 and 貴人, as
//! 鬼 or 官, robbed from below, met by an enemy (冤仇), and weakened by 空亡, 衰囚 or a
//! 死絕 palace; and the day branch's virtue, 支德 (469–471).
//!
//! 日德 is [`day_virtue`] (「甲德在寅，丙戊德在巳……乙合庚德在申」, line 469).
//!
//! The text tells 鬼 from 官 here by polarity, as the definition of 日鬼 at line 549
//! does: 「日德發用為鬼……此惟丁、辛二日有之」 (475) holds only if 鬼 is the branch of
//! the stem's own polarity (丁 德亥, 辛 德巳), and 「日德作官星發用……此只己巳日……己丑日」
//! (477) only if 官星 is the other polarity (己 德寅). `tests/readings_virtue.rs` checks
//! these day lists over all 720 charts.

use crate::cycle::Branch;
use crate::reading::{About, Fact, Place, Tone};
use crate::relations::{LifeStage, Vitality};
use crate::shensha::rules::{branch_virtue, day_virtue, five_harmony, virtue_stem};

use super::strength::is_strong;
use super::{fact, Ctx, Found, Passage, Rule};
use crate::generals::General;

/// 日德發用，或臨干並日合貴人 (473).
pub const USED: Passage = Passage::new(
    473,
    "日德發用，或臨乾並日合貴人，主有意外之喜。惟不利占病訟。如丁酉日亥加乾發用，亥為日德日合，且將乘貴人也。此惟乙丁癸三日有之。",
);
/// 日德發用為鬼 (475).
pub const TAMES_GHOST: Passage = Passage::new(475, "日德發用為鬼，仍作德斷，德能化鬼也。此惟丁、辛二日有之。");
/// 文德格 (477).
pub const CIVIL: Passage = Passage::new(
    477,
    "日德作官星發用，乘朱雀，名文德格，主應試得官，居官得薦。如己巳日寅加巳發用，寅為日德，旦將乘雀，此只己巳日寅加巳，己丑日寅加丑旦將兩課而已。",
);
/// 日德被下賊發用 (479).
pub const ROBBED: Passage = Passage::new(
    479,
    "日德被下賊發用，得貴人生扶，仍作全吉斷。若無生扶，又見克脫，主喜中生憂，如乙未日申加午為用，申為日德，且將乘貴人脫午生申。",
);
/// 鬼德格 (481).
pub const GHOST_VIRTUE: Passage = Passage::new(
    481,
    "日德發用，得同下神克日，名鬼德格，主邪正同途，亦主君子變為小人，此只辛未日巳加午，乙酉日申加酉兩課而已。巳隨午，申隨酉，德化鬼。",
);
/// 日德宜旺相，忌衰囚，忌空亡 (483).
pub const STRENGTH: Passage = Passage::new(483, "日德能解凶為吉，宜旺相，忌衰囚。德值空亡，神將克占，亦忌。");
/// 德臨死絕 (485).
pub const DYING: Passage = Passage::new(485, "如德臨死絕之地，減力十之六。");

/// 支德 (469): 「支前五辰為支德」.
pub const BRANCH: Passage = Passage::new(469, "故支前五辰為支德，凡乾隔五位，無不相合。");
/// 克德為冤仇 (477).
pub const ENEMY: Passage = Passage::new(
    477,
    "而申克德為冤仇，一在末傳，一在幹上，雖值空亡，第恐填實，或有作難之人，須年命上有制伏之神，方致全吉。",
);

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("virtue.joy", K, "德合貴人", &[USED], joy),
    Rule::new("virtue.used", K, "日德發用", &[USED], used),
    Rule::new("virtue.tames_ghost", K, "德化鬼", &[TAMES_GHOST], tames_ghost),
    Rule::new("virtue.civil", K, "文德格", &[CIVIL], civil),
    // 「得貴人生扶，仍作全吉斷」 (479): 吉 in that case only (Found::toned).
    Rule::new("virtue.robbed", K, "日德被下賊", &[ROBBED], robbed),
    Rule::new("virtue.ghost_virtue", K, "鬼德格", &[GHOST_VIRTUE], ghost_virtue),
    // 「日德能解凶為吉，宜旺相」 (483).
    Rule::new("virtue.strong", K, "日德旺相", &[STRENGTH], strong).tone(Tone::Good),
    Rule::new("virtue.weak", K, "日德受制", &[STRENGTH], weak),
    Rule::new("virtue.dying", K, "德臨死絕", &[DYING], dying),
    Rule::new("virtue.branch", K, "支德入課", &[BRANCH], branch),
    // 「須年命上有制伏之神，方致全吉」 (477): 吉 when every enemy is checked (Found::toned).
    Rule::new("virtue.enemy", K, "克德為冤仇", &[ENEMY], enemy),
];

const K: &str = "德";

/// 日德 and what 473 asks of it: the 德, whether it is 用, whether 干上, its general.
fn de(cx: &Ctx) -> (Branch, bool, bool, General) {
    let de = day_virtue(cx.stem);
    (de, cx.used() == de, cx.gan_up() == de, cx.general(de))
}

/// 473: the facts of 日德 as 用 or over the stem, when it is.
fn used_facts(cx: &Ctx) -> Vec<Fact> {
    let stem = cx.stem;
    let (de, used, on_stem, g) = de(cx);
    let mut f = Vec::new();
    if !(used || on_stem) {
        return f;
    }
    if used {
        f.push(fact(format!("初傳{de} 為{stem}之日德，發用"), cx.place(Place::Chu)).and([cx.stem_about()]));
    }
    if on_stem {
        f.push(fact(format!("干上{de} 為{stem}之日德，臨干"), cx.place(Place::GanShang)).and([cx.stem_about()]));
    }
    if five_harmony(stem) == de {
        f.push(fact(format!("{de}亦為{stem}之日合"), cx.about(de)).and([cx.stem_about()]));
    }
    f.push(fact(format!("{de}乘{g}"), cx.about(de)));
    f
}

/// 473 日德發用，或臨干.
fn used(cx: &Ctx) -> Option<Found> {
    Found::facts(used_facts(cx))
}

/// 473 ……並日合貴人.
fn joy(cx: &Ctx) -> Option<Found> {
    let (de, _, _, g) = de(cx);
    let mut f = used_facts(cx);
    if f.is_empty() || five_harmony(cx.stem) != de || g != General::Guiren {
        return None;
    }
    f.push(fact("德、合、貴人並見，主有意外之喜，惟不利占病訟", cx.about(de)));
    Found::facts(f)
}

/// 475: 日德 as 用 that is the stem's 鬼 (same polarity).
fn tames_ghost(cx: &Ctx) -> Option<Found> {
    let (de, used, _, _) = de(cx);
    let stem = cx.stem;
    (used && cx.is_strict_ghost(de)).then_some(())?;
    Found::facts(vec![
        fact(format!("初傳{de} 為{stem}之日德，亦克{stem}為鬼；仍作德斷"), cx.place(Place::Chu)).and([cx.stem_about()])
    ])
}

/// 477: 日德 as 用 that is the stem's 官 (other polarity), riding 朱雀.
fn civil(cx: &Ctx) -> Option<Found> {
    let (de, used, _, g) = de(cx);
    let stem = cx.stem;
    (used && cx.is_ghost(de) && !cx.is_strict_ghost(de) && g == General::Zhuque).then_some(())?;
    Found::facts(vec![
        fact(format!("初傳{de} 為{stem}之日德，作官星發用，乘朱雀"), cx.place(Place::Chu)).and([cx.stem_about()])
    ])
}

/// 479: 日德 as 用, overcome by its lower (下賊).
fn robbed(cx: &Ctx) -> Option<Found> {
    let (de, used, _, g) = de(cx);
    let below = cx.under(de);
    if !used || !below.element().restrains(de.element()) {
        return None;
    }
    let mut f =
        vec![fact(format!("日德{de}加{below}，{below}克{de}，被下賊發用"), cx.about(de)).and([About::Branch(below)])];
    let ge = g.element();
    let helped = ge.generates() == de.element();
    if helped {
        f.push(fact(format!("{de}乘{g}({})生扶之，仍作全吉斷", ge.hanzi()), cx.about(de)));
    } else if de.element().generates() == ge || ge.restrains(de.element()) {
        f.push(fact(format!("無生扶，{de}乘{g}({})又見克脫，主喜中生憂", ge.hanzi()), cx.about(de)));
    } else {
        f.push(fact(format!("{de}乘{g}，無生扶"), cx.about(de)));
    }
    let found = Found::facts(f)?;
    Some(if helped { found.toned(Tone::Good) } else { found })
}

/// 481: the 德 as 用 and its lower both overcome the day (not on 伏吟, where the
/// lower is the 德 itself).
fn ghost_virtue(cx: &Ctx) -> Option<Found> {
    let (de, used, _, _) = de(cx);
    let below = cx.under(de);
    let stem = cx.stem;
    (used && below != de && cx.is_ghost(de) && cx.is_ghost(below)).then_some(())?;
    Found::facts(vec![fact(format!("初傳{de} 為日德，加{below}，{de}與{below}同克{stem}"), cx.place(Place::Chu))
        .and([About::Branch(below), cx.stem_about()])])
}

/// 483: what weakens the 德 wherever it stands in the lessons or transmissions.
fn weakened(cx: &Ctx) -> Vec<Fact> {
    let (de, _, _, g) = de(cx);
    let mut weak = Vec::new();
    if !cx.in_ke_chuan(de) {
        return weak;
    }
    let v = cx.vitality(de);
    let at = cx.at(de);
    if cx.void(de) {
        weak.push(fact(format!("日德{at}值空亡"), cx.about(de)));
    }
    if g.element().restrains(de.element()) {
        weak.push(fact(format!("日德{at}乘{g}，將克神"), cx.about(de)));
    }
    if !is_strong(v) {
        weak.push(fact(format!("日德{at}值{}，衰囚", v.hanzi()), cx.about(de)));
    }
    weak
}

/// 483 日德旺相, nothing weakening it.
fn strong(cx: &Ctx) -> Option<Found> {
    let (de, _, _, _) = de(cx);
    let v = cx.vitality(de);
    (cx.in_ke_chuan(de) && weakened(cx).is_empty() && matches!(v, Vitality::Prosperous | Vitality::Minister))
        .then_some(())?;
    Found::facts(vec![fact(format!("日德{}值{}，能解凶為吉", cx.at(de), v.hanzi()), cx.about(de))])
}

/// 483 衰囚, 空亡, 神將克.
fn weak(cx: &Ctx) -> Option<Found> {
    Found::facts(weakened(cx))
}

/// 485: the 德 in play standing on a palace where its stem is 死 or 絕.
fn dying(cx: &Ctx) -> Option<Found> {
    let (de, _, _, _) = de(cx);
    if !cx.in_ke_chuan(de) {
        return None;
    }
    let stem = cx.stem;
    let below = cx.under(de);
    let s = LifeStage::of_stem(virtue_stem(stem), below);
    if !matches!(s, LifeStage::Death | LifeStage::Extinction) {
        return None;
    }
    let text = format!("日德{}臨{below}，{below}為{}之{}地，減力十之六", cx.at(de), virtue_stem(stem), s.hanzi());
    Found::facts(vec![fact(text, cx.about(de)).and([About::Branch(below)])])
}

/// 469–471: the day branch's 德, five places ahead of it, as 初傳 or 支上.
///
/// DIFFERENCE: the text defines 支德 and says when to look at it (471: 家宅, 墳墓, 人己,
/// 交涉 — printed 「有無視干德者」, read 「有兼視支德者」 after the parallel 「有兼視支鬼者」 of
/// 549) but states no form of it. It is read where 473 reads 日德 — 發用 or over its own
/// (「日德發用，或臨干」) — so 發用 or 臨支.
fn branch(cx: &Ctx) -> Option<Found> {
    let zhi = cx.zhi;
    let de = branch_virtue(zhi);
    let mut facts = Vec::new();
    if cx.used() == de {
        facts.push(fact(format!("初傳{de} 為{zhi}日之支德(支前五辰)，發用"), cx.place(Place::Chu)).and(cx.zhi_about()));
    }
    if cx.zhi_up() == de {
        facts.push(
            fact(format!("支上{de} 為{zhi}日之支德(支前五辰)，臨支"), cx.place(Place::ZhiShang)).and(cx.zhi_about()),
        );
    }
    if !facts.is_empty() {
        if cx.void(de) {
            facts.push(fact(format!("支德{de}值空亡"), cx.about(de)));
        }
        facts.push(fact("占家宅、墳墓、人己、交涉事兼視之", cx.zhi_about()).and(cx.about(de)));
    }
    Found::facts(facts)
}

/// 477 「申克德為冤仇，一在末傳，一在干上，雖值空亡，第恐填實……須年命上有制伏之神，方致全吉」:
/// with 日德 as 用, a branch that overcomes it is an enemy.
///
/// DIFFERENCE: the text says it of its two 文德格 charts; it is read for every 日德發用.
/// Where the enemy may stand is taken from the text's two places (末傳, 干上) and its own
/// rule for what is in play (「為用入傳，或加干上」, 519): the transmissions and 干上 — so
/// in 己丑 寅加丑 the 干陰 酉 (also metal) is not named, as the text does not name it.
/// 「值空亡」 is read as the enemy or the palace it stands on being void: in both charts
/// 申 is not void but stands on a void palace (亥 on 己巳, 未 on 己丑).
fn enemy(cx: &Ctx) -> Option<Found> {
    let (de, used, _, _) = de(cx);
    if !used {
        return None;
    }
    let c = cx.chuan();
    let mut enemies: Vec<(&str, Branch)> =
        (1..3).map(|i| (["初傳", "中傳", "末傳"][i], c[i])).filter(|&(_, b)| b != de).collect();
    if cx.gan_up() != de {
        enemies.push(("干上", cx.gan_up()));
    }
    let mut seen = Vec::new();
    let mut facts = Vec::new();
    let mut all_checked = true;
    for (name, b) in enemies {
        if !b.element().restrains(de.element()) || seen.contains(&b) {
            continue;
        }
        seen.push(b);
        facts.push(fact(format!("{}克日德{de}，為冤仇", cx.at(b)), cx.about(b)).and(cx.about(de)));
        let below = cx.under(b);
        if cx.void(b) || cx.void(below) {
            let which = if cx.void(b) { format!("{b}空亡") } else { format!("{b}臨{below}，{below}空亡") };
            facts.push(fact(format!("{which}，雖值空亡，第恐填實"), cx.about(b)).and([About::Branch(below)]));
        }
        let tamers: Vec<(String, Vec<About>)> = cx
            .fates()
            .into_iter()
            .filter(|&(_, _, f)| cx.up(f).element().restrains(b.element()))
            .map(|(n, p, f)| {
                let about: Vec<About> = cx.place(p).into_iter().chain([About::Branch(cx.up(f))]).collect();
                (format!("{n}{f}上{}制{b}", cx.up(f)), about)
            })
            .collect();
        if tamers.is_empty() {
            all_checked = false;
            facts.push(fact(format!("{name}{b}或有作難之人，須年命上有制伏之神，方致全吉"), cx.about(b)));
        } else {
            let text: Vec<&str> = tamers.iter().map(|(t, _)| t.as_str()).collect();
            let about = tamers.iter().flat_map(|(_, a)| a.iter().copied()).chain(cx.about(b));
            facts.push(fact(format!("{}，年命上有制伏之神，方致全吉", text.join("、")), about));
        }
    }
    let found = Found::facts(facts)?;
    Some(if all_checked { found.toned(Tone::Good) } else { found })
}
