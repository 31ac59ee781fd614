//! 德 Dé — the day's virtue (卷中 lines 467–485): 日德 as 用, with 日合 and 貴人, as
//! 鬼 or 官, robbed from below, and weakened by 空亡, 衰囚 or a 死絕 palace.
//!
//! 日德 is [`day_virtue`] (「甲德在寅，丙戊德在巳……乙合庚德在申」, line 469).
//!
//! The text tells 鬼 from 官 here by polarity, as the definition of 日鬼 at line 549
//! does: 「日德發用為鬼……此惟丁、辛二日有之」 (475) holds only if 鬼 is the branch of
//! the stem's own polarity (丁 德亥, 辛 德巳), and 「日德作官星發用……此只己巳日……己丑日」
//! (477) only if 官星 is the other polarity (己 德寅). `tests/readings_virtue.rs` checks
//! these day lists over all 720 charts.

use crate::relations::{LifeStage, Vitality};
use crate::shensha::rules::{day_virtue, five_harmony, virtue_stem};

use super::strength::is_strong;
use super::{push, Ctx, Passage, Pattern};
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

/// The passages of this module.
pub const PASSAGES: &[Passage] = &[USED, TAMES_GHOST, CIVIL, ROBBED, GHOST_VIRTUE, STRENGTH, DYING];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Pattern>) {
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
        let v = cx.vitality(de.element());
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
