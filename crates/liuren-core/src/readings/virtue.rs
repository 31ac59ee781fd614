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
use crate::relations::{LifeStage, Vitality};
use crate::shensha::rules::{branch_virtue, day_virtue, five_harmony, virtue_stem};

use super::strength::is_strong;
use super::{legacy, push, Ctx, Legacy, Passage, Rule};
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
#[rustfmt::skip]
pub(crate) const RULES: &[Rule] = &[
    Rule::new("virtue.joy", "德", "德合貴人", &[USED], |cx| legacy(cx, find, "virtue.joy")),
    Rule::new("virtue.used", "德", "日德發用", &[USED], |cx| legacy(cx, find, "virtue.used")),
    Rule::new("virtue.tames_ghost", "德", "德化鬼", &[TAMES_GHOST], |cx| legacy(cx, find, "virtue.tames_ghost")),
    Rule::new("virtue.civil", "德", "文德格", &[CIVIL], |cx| legacy(cx, find, "virtue.civil")),
    Rule::new("virtue.robbed", "德", "日德被下賊", &[ROBBED], |cx| legacy(cx, find, "virtue.robbed")),
    Rule::new("virtue.ghost_virtue", "德", "鬼德格", &[GHOST_VIRTUE], |cx| legacy(cx, find, "virtue.ghost_virtue")),
    Rule::new("virtue.strong", "德", "日德旺相", &[STRENGTH], |cx| legacy(cx, find, "virtue.strong")),
    Rule::new("virtue.weak", "德", "日德受制", &[STRENGTH], |cx| legacy(cx, find, "virtue.weak")),
    Rule::new("virtue.dying", "德", "德臨死絕", &[DYING], |cx| legacy(cx, find, "virtue.dying")),
    Rule::new("virtue.branch", "德", "支德入課", &[BRANCH], |cx| legacy(cx, find, "virtue.branch")),
    Rule::new("virtue.enemy", "德", "克德為冤仇", &[ENEMY], |cx| legacy(cx, find, "virtue.enemy")),
];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Legacy>) {
    branch_virtue_found(cx, out);
    let stem = cx.stem;
    let de = day_virtue(stem);
    let used = cx.used() == de;
    let on_stem = cx.gan_up() == de;
    let g = cx.general(de);
    let he = five_harmony(stem) == de;
    let noble = g == General::Guiren;

    // 473.
    if used || on_stem {
        let mut f = Vec::new();
        if used {
            f.push(format!("初傳{de} 為{stem}之日德，發用"));
        }
        if on_stem {
            f.push(format!("干上{de} 為{stem}之日德，臨干"));
        }
        if he {
            f.push(format!("{de}亦為{stem}之日合"));
        }
        f.push(format!("{de}乘{g}"));
        if he && noble {
            let mut joy = f.clone();
            joy.push("德、合、貴人並見，主有意外之喜，惟不利占病訟".to_string());
            push(out, "virtue.joy", "德合貴人", USED, joy);
        }
        push(out, "virtue.used", "日德發用", USED, f);
    }

    if used {
        // 475: 日德 that is the stem's 鬼 (same polarity).
        if cx.is_strict_ghost(de) {
            push(
                out,
                "virtue.tames_ghost",
                "德化鬼",
                TAMES_GHOST,
                vec![format!("初傳{de} 為{stem}之日德，亦克{stem}為鬼；仍作德斷")],
            );
        }
        // 477: 日德 that is the stem's 官 (other polarity), riding 朱雀.
        if cx.is_ghost(de) && !cx.is_strict_ghost(de) && g == General::Zhuque {
            push(out, "virtue.civil", "文德格", CIVIL, vec![format!("初傳{de} 為{stem}之日德，作官星發用，乘朱雀")]);
        }
        enemy(cx, out);
        let below = cx.under(de);
        // 479: the lower overcomes the 德 (下賊).
        if below.element().restrains(de.element()) {
            let mut f = vec![format!("日德{de}加{below}，{below}克{de}，被下賊發用")];
            let ge = g.element();
            if ge.generates() == de.element() {
                f.push(format!("{de}乘{g}({})生扶之，仍作全吉斷", ge.hanzi()));
            } else if de.element().generates() == ge || ge.restrains(de.element()) {
                f.push(format!("無生扶，{de}乘{g}({})又見克脫，主喜中生憂", ge.hanzi()));
            } else {
                f.push(format!("{de}乘{g}，無生扶"));
            }
            push(out, "virtue.robbed", "日德被下賊", ROBBED, f);
        }
        // 481: the 德 and its lower both overcome the day (not on 伏吟, where the
        // lower is the 德 itself).
        if below != de && cx.is_ghost(de) && cx.is_ghost(below) {
            push(
                out,
                "virtue.ghost_virtue",
                "鬼德格",
                GHOST_VIRTUE,
                vec![format!("初傳{de} 為日德，加{below}，{de}與{below}同克{stem}")],
            );
        }
    }

    // 483, 485: the 德 wherever it stands in the lessons or transmissions.
    if cx.in_ke_chuan(de) {
        let v = cx.vitality(de);
        let at = cx.at(de);
        let mut weak = Vec::new();
        if cx.void(de) {
            weak.push(format!("日德{at}值空亡"));
        }
        if g.element().restrains(de.element()) {
            weak.push(format!("日德{at}乘{g}，將克神"));
        }
        if !is_strong(v) {
            weak.push(format!("日德{at}值{}，衰囚", v.hanzi()));
        }
        if weak.is_empty() && matches!(v, Vitality::Prosperous | Vitality::Minister) {
            push(out, "virtue.strong", "日德旺相", STRENGTH, vec![format!("日德{at}值{}，能解凶為吉", v.hanzi())]);
        }
        push(out, "virtue.weak", "日德受制", STRENGTH, weak);
        let below = cx.under(de);
        let s = LifeStage::of_stem(virtue_stem(stem), below);
        if matches!(s, LifeStage::Death | LifeStage::Extinction) {
            push(
                out,
                "virtue.dying",
                "德臨死絕",
                DYING,
                vec![format!("日德{at}臨{below}，{below}為{}之{}地，減力十之六", virtue_stem(stem), s.hanzi())],
            );
        }
    }
}

/// 469–471: the day branch's 德, five places ahead of it, as 初傳 or 支上.
///
/// DIFFERENCE: the text defines 支德 and says when to look at it (471: 家宅, 墳墓, 人己,
/// 交涉 — printed 「有無視干德者」, read 「有兼視支德者」 after the parallel 「有兼視支鬼者」 of
/// 549) but states no form of it. It is read where 473 reads 日德 — 發用 or over its own
/// (「日德發用，或臨干」) — so 發用 or 臨支.
fn branch_virtue_found(cx: &Ctx, out: &mut Vec<Legacy>) {
    let zhi = cx.zhi;
    let de = branch_virtue(zhi);
    let mut facts = Vec::new();
    if cx.used() == de {
        facts.push(format!("初傳{de} 為{zhi}日之支德(支前五辰)，發用"));
    }
    if cx.zhi_up() == de {
        facts.push(format!("支上{de} 為{zhi}日之支德(支前五辰)，臨支"));
    }
    if !facts.is_empty() {
        if cx.void(de) {
            facts.push(format!("支德{de}值空亡"));
        }
        facts.push("占家宅、墳墓、人己、交涉事兼視之".to_string());
    }
    push(out, "virtue.branch", "支德入課", BRANCH, facts);
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
fn enemy(cx: &Ctx, out: &mut Vec<Legacy>) {
    let de = day_virtue(cx.stem);
    let c = cx.chuan();
    let mut enemies: Vec<(&str, Branch)> =
        (1..3).map(|i| (["初傳", "中傳", "末傳"][i], c[i])).filter(|&(_, b)| b != de).collect();
    if cx.gan_up() != de {
        enemies.push(("干上", cx.gan_up()));
    }
    let mut seen = Vec::new();
    let mut facts = Vec::new();
    for (name, b) in enemies {
        if !b.element().restrains(de.element()) || seen.contains(&b) {
            continue;
        }
        seen.push(b);
        facts.push(format!("{}克日德{de}，為冤仇", cx.at(b)));
        let below = cx.under(b);
        if cx.void(b) || cx.void(below) {
            let which = if cx.void(b) { format!("{b}空亡") } else { format!("{b}臨{below}，{below}空亡") };
            facts.push(format!("{which}，雖值空亡，第恐填實"));
        }
        let tamers: Vec<String> = cx
            .fates()
            .into_iter()
            .filter(|&(_, _, f)| cx.up(f).element().restrains(b.element()))
            .map(|(n, _, f)| format!("{n}{f}上{}制{b}", cx.up(f)))
            .collect();
        if tamers.is_empty() {
            facts.push(format!("{name}{b}或有作難之人，須年命上有制伏之神，方致全吉"));
        } else {
            facts.push(format!("{}，年命上有制伏之神，方致全吉", tamers.join("、")));
        }
    }
    push(out, "virtue.enemy", "克德為冤仇", ENEMY, facts);
}
