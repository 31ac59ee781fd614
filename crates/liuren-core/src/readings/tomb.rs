//! 墓 Mù — the tomb forms (卷中 lines 423–453).
//!
//! The text's words: 坐墓 (X加墓, X sits on its tomb: 「甲日寅加未」), 戴墓 (墓加X, the tomb
//! stands over X: 「丙日戌加巳」). The 干's tomb is that of the 八長生 (甲墓未, 乙墓戌,
//! 丁墓丑, as the examples at 427–429 give); a branch's tomb is that of its element by
//! the 四長生 (子亥墓辰, 申墓丑: 「辰為亥墓」, 「醜為申墓」), and so for 支, 長生 of 支,
//! 祿 (「癸日子為祿，子加辰」 — 辰, not 癸's 八長生 墓 未) and 年命.

use crate::cycle::Branch;
use crate::relations::LifeStage;
use crate::shensha::rules::{day_virtue, element_birth, element_tomb, lu};

use super::{push, tomb_of, triad_element, triad_name, Ctx, Passage, Pattern};

/// 干支坐墓 (427).
pub const SIT: Passage =
    Passage::new(427, "乾支坐墓，即為入墓。如甲日寅加未，乙日辰加戌，子亥日子亥加辰，主困厄無立足之地，占病尤忌。");
/// 干支戴墓 (429).
pub const WEAR: Passage =
    Passage::new(429, "乾支戴墓，如丙日戌加巳，丁日醜加未，申酉日醜加申酉，主抑塞不通，或被人蒙蔽。");
/// 長生坐墓 (431).
pub const BIRTH_SIT: Passage = Passage::new(
    431,
    "長生坐墓，如甲日亥為長生，辰為亥墓，亥加辰;乙日午為長生，戌為午墓，午加戌;醜未辰戌日申為長生，醜為申墓，申加醜，主不能生扶。",
);
/// 長生戴墓 (433).
pub const BIRTH_WEAR: Passage = Passage::new(433, "長生戴墓，如甲日辰加亥;乙日戌加午;巳午日未加寅，主新事欲廢。");
/// 長生坐干支之墓 (435).
pub const BIRTH_SIT_DAY: Passage = Passage::new(
    435,
    "長生坐乾支之墓，如甲日生亥墓未，亥加未;乙日生午墓戌，午加戌;寅卯日生亥，未為寅卯之墓，亥加未，主舊事中新事又起。",
);
/// 長生戴干支之墓 (437).
pub const BIRTH_WEAR_DAY: Passage =
    Passage::new(437, "長生戴乾支之墓，如甲日未加亥，乙日戌加午，申酉日醜加巳，主舊事復發，又主廢而又起。");
/// 祿神入墓 (439).
pub const LU: Passage = Passage::new(439, "祿神入墓，如庚日申為祿，申加醜;癸日子為祿，子加辰，主失其祿。");
/// 年命入墓 (441).
pub const FATE_SIT: Passage = Passage::new(441, "年命入墓，如命在辰，辰加辰，年在巳，巳加戌。");
/// 年命戴墓 (443).
pub const FATE_WEAR: Passage = Passage::new(443, "年命戴墓，如命在寅，未加寅;年在申，醜加申。");
/// 行年化氣入墓 (445).
pub const XING_NIAN_QI: Passage = Passage::new(445, "行年化氣入墓，如行年立寅午戌化氣火，午加戌，占病大忌。");
/// 吉神、類神入墓最忌，日鬼入墓最喜 (447).
pub const GHOST: Passage = Passage::new(447, "吉神、類神入墓最忌，惟日鬼入墓最喜。如丙日子為鬼，子加辰。");
/// 三傳 生旺 ↔ 墓 (449).
pub const COURSE: Passage =
    Passage::new(449, "三傳由生旺傳墓，成而後敗;由墓傳生旺，敗而復成。中傳見墓，中間有阻;末傳見墓，百事終無成就。");
/// 晝墓 夜墓 (451).
pub const DAY_NIGHT: Passage = Passage::new(
    451,
    "辰未為晝墓，戌醜為夜墓，晝墓剛速，夜墓遲緩。夜墓臨卯辰巳午未申酉為自暗投明，尚可解救;日墓臨酉戌亥子醜寅為自明移暗，更為晦塞。",
);
/// 墓喜沖忌合 (453).
pub const OPEN_SHUT: Passage = Passage::new(453, "墓喜沖忌合，沖則墓開化吉，合則墓閉大凶。如年命上神克之，亦可化吉。");

/// The passages of this module.
pub const PASSAGES: &[Passage] = &[
    SIT,
    WEAR,
    BIRTH_SIT,
    BIRTH_WEAR,
    BIRTH_SIT_DAY,
    BIRTH_WEAR_DAY,
    LU,
    FATE_SIT,
    FATE_WEAR,
    XING_NIAN_QI,
    GHOST,
    COURSE,
    DAY_NIGHT,
    OPEN_SHUT,
];

/// The earth palaces 卯…酉 (「臨卯辰巳午未申酉」, the bright half) of line 451.
const BRIGHT: [Branch; 7] = [Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You];
/// The earth palaces 酉…寅 (「臨酉戌亥子醜寅」) of line 451.
const DARK: [Branch; 6] = [Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Pattern>) {
    let stem = cx.stem;
    let gan_tomb = cx.stem_stage_branch(LifeStage::Tomb);
    let zhi_tomb = tomb_of(cx.zhi);
    let gan_birth = cx.stem_stage_branch(LifeStage::Birth);
    let zhi_birth = element_birth(cx.zhi.element());

    // 427 干支坐墓.
    let mut f = Vec::new();
    if cx.under(cx.gan) == gan_tomb {
        f.push(format!("{stem}寄{}，{}加{gan_tomb}，{gan_tomb}為{stem}之墓", cx.gan, cx.gan));
    }
    if cx.under(cx.zhi) == zhi_tomb {
        f.push(format!("支{}加{zhi_tomb}，{zhi_tomb}為{}之墓", cx.zhi, cx.zhi));
    }
    push(out, "tomb.sit", "干支坐墓", SIT, f);

    // 429 干支戴墓.
    let mut f = Vec::new();
    if cx.gan_up() == gan_tomb {
        f.push(format!("干上{gan_tomb} 為{stem}之墓"));
    }
    if cx.zhi_up() == zhi_tomb {
        f.push(format!("支上{zhi_tomb} 為{}之墓", cx.zhi));
    }
    push(out, "tomb.wear", "干支戴墓", WEAR, f);

    // 431–437: the 長生 of 干 (八長生) and of 支 (四長生) with tombs.
    let births = [("干", stem.hanzi(), gan_birth, gan_tomb), ("支", cx.zhi.hanzi(), zhi_birth, zhi_tomb)];
    let (mut sit, mut wear, mut sit_day, mut wear_day) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (side, name, birth, day_tomb) in births {
        let own = tomb_of(birth);
        if cx.under(birth) == own {
            sit.push(format!("{name}{side}長生{birth}，{birth}加{own}，{own}為{birth}之墓"));
        }
        if cx.up(birth) == own {
            wear.push(format!("{name}{side}長生{birth}，{own}加{birth}，{own}為{birth}之墓"));
        }
        if cx.under(birth) == day_tomb {
            sit_day.push(format!("{name}{side}生{birth}墓{day_tomb}，{birth}加{day_tomb}"));
        }
        if cx.up(birth) == day_tomb {
            wear_day.push(format!("{name}{side}生{birth}墓{day_tomb}，{day_tomb}加{birth}"));
        }
    }
    push(out, "tomb.birth_sit", "長生坐墓", BIRTH_SIT, sit);
    push(out, "tomb.birth_wear", "長生戴墓", BIRTH_WEAR, wear);
    push(out, "tomb.birth_sit_day", "長生坐干支之墓", BIRTH_SIT_DAY, sit_day);
    push(out, "tomb.birth_wear_day", "長生戴干支之墓", BIRTH_WEAR_DAY, wear_day);

    // 439 祿神入墓.
    let lu = lu(stem);
    let lu_tomb = tomb_of(lu);
    if cx.under(lu) == lu_tomb {
        push(out, "tomb.lu", "祿神入墓", LU, vec![format!("{stem}祿{lu}，{lu}加{lu_tomb}，{lu_tomb}為{lu}之墓")]);
    }

    // 441, 443 年命入墓, 戴墓; 445 行年化氣入墓.
    let (mut fate_sit, mut fate_wear) = (Vec::new(), Vec::new());
    for (name, b) in cx.fates() {
        let t = tomb_of(b);
        if cx.under(b) == t {
            fate_sit.push(format!("{name}{b}，{b}加{t}，{t}為{b}之墓"));
        }
        if cx.up(b) == t {
            fate_wear.push(format!("{name}{b}，{t}加{b}，{t}為{b}之墓"));
        }
    }
    push(out, "tomb.fate_sit", "年命入墓", FATE_SIT, fate_sit);
    push(out, "tomb.fate_wear", "年命戴墓", FATE_WEAR, fate_wear);
    if let Some(fate) = cx.chart.fate {
        let n = fate.xing_nian.branch();
        let t = n.triad();
        let qi = triad_element(t);
        let qi_tomb = element_tomb(qi);
        // The 仲 of the triad carries its 化氣 (「寅午戌化氣火，午加戌」).
        if cx.under(t[1]) == qi_tomb {
            push(
                out,
                "tomb.xing_nian_qi",
                "行年化氣入墓",
                XING_NIAN_QI,
                vec![format!("行年立{n}，{}化氣{}，{}加{qi_tomb}", triad_name(t), qi.hanzi(), t[1])],
            );
        }
    }

    // 447 日鬼入墓 (in the lessons or transmissions), 吉神 (日德) and 類神 入墓.
    let mut ghosts = Vec::new();
    for g in cx.ke_chuan() {
        if cx.is_ghost(g) && cx.under(g) == tomb_of(g) {
            ghosts.push(format!("日鬼{}加{}，{}為{g}之墓", cx.at(g), tomb_of(g), tomb_of(g)));
        }
    }
    push(out, "tomb.ghost", "日鬼入墓", GHOST, ghosts);
    let de = day_virtue(stem);
    let mut bad = Vec::new();
    if cx.under(de) == tomb_of(de) {
        bad.push(format!("日德{de}加{}，{}為{de}之墓", tomb_of(de), tomb_of(de)));
    }
    if let Some(l) = cx.lei {
        if cx.under(l) == tomb_of(l) {
            bad.push(format!("類神{l}加{}，{}為{l}之墓", tomb_of(l), tomb_of(l)));
        }
    }
    push(out, "tomb.good_buried", "吉神類神入墓", GHOST, bad);

    // 449: the transmissions and the day stem's tomb (八長生).
    let c = cx.chart.chuan;
    let rise = |s: LifeStage| matches!(s, LifeStage::Birth | LifeStage::Peak);
    let st = |i: usize| format!("{}{}為{}", ["初傳", "中傳", "末傳"][i], c[i].branch, c[i].stage.hanzi());
    if rise(c[0].stage) && c[2].stage == LifeStage::Tomb {
        push(out, "tomb.rise_to_tomb", "由生旺傳墓", COURSE, vec![format!("{}，{}；成而後敗", st(0), st(2))]);
    }
    if c[0].stage == LifeStage::Tomb && rise(c[2].stage) {
        push(out, "tomb.tomb_to_rise", "由墓傳生旺", COURSE, vec![format!("{}，{}；敗而復成", st(0), st(2))]);
    }
    if c[1].stage == LifeStage::Tomb {
        push(out, "tomb.middle", "中傳見墓", COURSE, vec![format!("{}(日干之墓)，中間有阻", st(1))]);
    }
    if c[2].stage == LifeStage::Tomb {
        push(out, "tomb.last", "末傳見墓", COURSE, vec![format!("{}(日干之墓)，百事終無成就", st(2))]);
    }

    // 451, 453: the tombs of 干 and 支 that stand in the lessons or transmissions.
    let mut in_play: Vec<(String, Branch)> = Vec::new();
    if cx.in_ke_chuan(gan_tomb) {
        in_play.push(("干墓".to_string(), gan_tomb));
    }
    if cx.in_ke_chuan(zhi_tomb) && zhi_tomb != gan_tomb {
        in_play.push(("支墓".to_string(), zhi_tomb));
    } else if cx.in_ke_chuan(zhi_tomb) {
        in_play[0].0 = "干支之墓".to_string();
    }
    let (mut kind, mut to_light, mut to_dark, mut open, mut shut) = (vec![], vec![], vec![], vec![], vec![]);
    for (name, t) in &in_play {
        let t = *t;
        let e = cx.under(t);
        let day_tomb = matches!(t, Branch::Chen | Branch::Wei);
        kind.push(format!("{name}{} 為{}", cx.at(t), if day_tomb { "晝墓，剛速" } else { "夜墓，遲緩" }));
        if !day_tomb && BRIGHT.contains(&e) {
            to_light.push(format!("夜墓{t}臨{e}，自暗投明，尚可解救"));
        }
        if day_tomb && DARK.contains(&e) {
            to_dark.push(format!("晝墓{t}臨{e}，自明移暗，更為晦塞"));
        }
        let opp = t.opposite();
        if cx.in_ke_chuan(opp) {
            open.push(format!("{name}{t}，{} 沖之，墓開", cx.at(opp)));
        } else if e == opp {
            open.push(format!("{name}{t}加{e}，坐沖，墓開"));
        }
        for (fname, fb) in cx.fates() {
            let over = cx.up(fb);
            if over.element().restrains(t.element()) {
                open.push(format!("{fname}{fb}上神{over}克{name}{t}，亦可化吉"));
            }
        }
        let h = t.six_harmony();
        if cx.in_ke_chuan(h) {
            shut.push(format!("{name}{t}，{} 合之，墓閉", cx.at(h)));
        } else if e == h {
            shut.push(format!("{name}{t}加{e}，坐合，墓閉"));
        }
    }
    push(out, "tomb.day_night", "晝墓夜墓", DAY_NIGHT, kind);
    push(out, "tomb.to_light", "自暗投明", DAY_NIGHT, to_light);
    push(out, "tomb.to_dark", "自明移暗", DAY_NIGHT, to_dark);
    push(out, "tomb.open", "墓逢沖開", OPEN_SHUT, open);
    push(out, "tomb.shut", "墓逢合閉", OPEN_SHUT, shut);
}
