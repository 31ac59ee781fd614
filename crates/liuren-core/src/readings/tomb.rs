//! 墓 Mù — the tomb forms (卷中 lines 423–453).
//!
//! The text's words: 坐墓 (X加墓, X sits on its tomb: 「甲日寅加未」), 戴墓 (墓加X, the tomb
//! stands over X: 「丙日戌加巳」). The 干's tomb is that of the 八長生 (甲墓未, 乙墓戌,
//! 丁墓丑, as the examples at 427–429 give); a branch's tomb is that of its element by
//! the 四長生 (子亥墓辰, 申墓丑: 「辰為亥墓」, 「醜為申墓」), and so for 支, 長生 of 支,
//! 祿 (「癸日子為祿，子加辰」 — 辰, not 癸's 八長生 墓 未) and 年命.

use crate::cycle::Branch;
use crate::reading::{About, Place, Tone};
use crate::relations::LifeStage;
use crate::shensha::rules::{day_virtue, element_birth, element_tomb, lu};

use super::{fact, tomb_of, triad_element, triad_name, Ctx, Found, Passage, Rule};

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

/// The earth palaces 卯…酉 (「臨卯辰巳午未申酉」, the bright half) of line 451.
const BRIGHT: [Branch; 7] = [Branch::Mao, Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei, Branch::Shen, Branch::You];
/// The earth palaces 酉…寅 (「臨酉戌亥子醜寅」) of line 451.
const DARK: [Branch; 6] = [Branch::You, Branch::Xu, Branch::Hai, Branch::Zi, Branch::Chou, Branch::Yin];

const K: &str = "墓";

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("tomb.sit", K, "干支坐墓", &[SIT], sit),
    Rule::new("tomb.wear", K, "干支戴墓", &[WEAR], wear),
    Rule::new("tomb.birth_sit", K, "長生坐墓", &[BIRTH_SIT], |cx| births(cx, Birth::Sit)),
    Rule::new("tomb.birth_wear", K, "長生戴墓", &[BIRTH_WEAR], |cx| births(cx, Birth::Wear)),
    Rule::new("tomb.birth_sit_day", K, "長生坐干支之墓", &[BIRTH_SIT_DAY], |cx| births(cx, Birth::SitDay)),
    Rule::new("tomb.birth_wear_day", K, "長生戴干支之墓", &[BIRTH_WEAR_DAY], |cx| births(cx, Birth::WearDay)),
    Rule::new("tomb.lu", K, "祿神入墓", &[LU], lu_tomb),
    Rule::new("tomb.fate_sit", K, "年命入墓", &[FATE_SIT], |cx| fates(cx, true)),
    Rule::new("tomb.fate_wear", K, "年命戴墓", &[FATE_WEAR], |cx| fates(cx, false)),
    Rule::new("tomb.xing_nian_qi", K, "行年化氣入墓", &[XING_NIAN_QI], xing_nian_qi),
    // 「惟日鬼入墓最喜」 (447).
    Rule::new("tomb.ghost", K, "日鬼入墓", &[GHOST], ghost).tone(Tone::Good),
    // 「吉神、類神入墓最忌」 (447).
    Rule::new("tomb.good_buried", K, "吉神類神入墓", &[GHOST], good_buried).tone(Tone::Bad),
    Rule::new("tomb.rise_to_tomb", K, "由生旺傳墓", &[COURSE], |cx| course(cx, 0)),
    Rule::new("tomb.tomb_to_rise", K, "由墓傳生旺", &[COURSE], |cx| course(cx, 1)),
    Rule::new("tomb.middle", K, "中傳見墓", &[COURSE], |cx| course(cx, 2)),
    Rule::new("tomb.last", K, "末傳見墓", &[COURSE], |cx| course(cx, 3)),
    Rule::new("tomb.day_night", K, "晝墓夜墓", &[DAY_NIGHT], |cx| in_play(cx, Play::Kind)),
    Rule::new("tomb.to_light", K, "自暗投明", &[DAY_NIGHT], |cx| in_play(cx, Play::ToLight)),
    Rule::new("tomb.to_dark", K, "自明移暗", &[DAY_NIGHT], |cx| in_play(cx, Play::ToDark)),
    // 「沖則墓開化吉，合則墓閉大凶」 (453).
    Rule::new("tomb.open", K, "墓逢沖開", &[OPEN_SHUT], |cx| in_play(cx, Play::Open)).tone(Tone::Good),
    Rule::new("tomb.shut", K, "墓逢合閉", &[OPEN_SHUT], |cx| in_play(cx, Play::Shut)).tone(Tone::Bad),
];

/// The 墓 of the 干 (八長生) and of the 支 (四長生).
fn tombs(cx: &Ctx) -> (Branch, Branch) {
    (cx.stem_stage_branch(LifeStage::Tomb), tomb_of(cx.zhi))
}

/// 427 干支坐墓.
fn sit(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let (gan_tomb, zhi_tomb) = tombs(cx);
    let mut f = Vec::new();
    if cx.under(cx.gan) == gan_tomb {
        let text = format!("{stem}寄{}，{}加{gan_tomb}，{gan_tomb}為{stem}之墓", cx.gan, cx.gan);
        f.push(fact(text, [cx.stem_about(), About::Branch(cx.gan), About::Branch(gan_tomb)]));
    }
    if cx.under(cx.zhi) == zhi_tomb {
        let text = format!("支{}加{zhi_tomb}，{zhi_tomb}為{}之墓", cx.zhi, cx.zhi);
        f.push(fact(text, cx.zhi_about()).and([About::Branch(zhi_tomb)]));
    }
    Found::facts(f)
}

/// 429 干支戴墓.
fn wear(cx: &Ctx) -> Option<Found> {
    let (gan_tomb, zhi_tomb) = tombs(cx);
    let mut f = Vec::new();
    if cx.gan_up() == gan_tomb {
        f.push(fact(format!("干上{gan_tomb} 為{}之墓", cx.stem), cx.place(Place::GanShang)).and([cx.stem_about()]));
    }
    if cx.zhi_up() == zhi_tomb {
        f.push(fact(format!("支上{zhi_tomb} 為{}之墓", cx.zhi), cx.place(Place::ZhiShang)).and(cx.zhi_about()));
    }
    Found::facts(f)
}

/// The four forms of 長生 and 墓 (431–437).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Birth {
    Sit,
    Wear,
    SitDay,
    WearDay,
}

/// 431–437: the 長生 of 干 (八長生) and of 支 (四長生) with tombs.
fn births(cx: &Ctx, form: Birth) -> Option<Found> {
    let (gan_tomb, zhi_tomb) = tombs(cx);
    let gan_birth = cx.stem_stage_branch(LifeStage::Birth);
    let zhi_birth = element_birth(cx.zhi.element());
    let births = [
        ("干", cx.stem.hanzi(), gan_birth, gan_tomb, vec![cx.stem_about()]),
        ("支", cx.zhi.hanzi(), zhi_birth, zhi_tomb, cx.zhi_about().to_vec()),
    ];
    let mut facts = Vec::new();
    for (side, name, birth, day_tomb, whose) in births {
        let own = tomb_of(birth);
        let text = match form {
            Birth::Sit if cx.under(birth) == own => {
                format!("{name}{side}長生{birth}，{birth}加{own}，{own}為{birth}之墓")
            }
            Birth::Wear if cx.up(birth) == own => {
                format!("{name}{side}長生{birth}，{own}加{birth}，{own}為{birth}之墓")
            }
            Birth::SitDay if cx.under(birth) == day_tomb => {
                format!("{name}{side}生{birth}墓{day_tomb}，{birth}加{day_tomb}")
            }
            Birth::WearDay if cx.up(birth) == day_tomb => {
                format!("{name}{side}生{birth}墓{day_tomb}，{day_tomb}加{birth}")
            }
            _ => continue,
        };
        let t = if matches!(form, Birth::Sit | Birth::Wear) { own } else { day_tomb };
        facts.push(fact(text, whose).and([About::Branch(birth), About::Branch(t)]));
    }
    Found::facts(facts)
}

/// 439 祿神入墓.
fn lu_tomb(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let lu = lu(stem);
    let t = tomb_of(lu);
    (cx.under(lu) == t).then(|| {
        let text = format!("{stem}祿{lu}，{lu}加{t}，{t}為{lu}之墓");
        Found::facts(vec![fact(text, [cx.stem_about(), About::Branch(lu), About::Branch(t)])])
    })?
}

/// 441, 443 年命入墓 (`sit`), 戴墓.
fn fates(cx: &Ctx, sit: bool) -> Option<Found> {
    let mut facts = Vec::new();
    for (name, place, b) in cx.fates() {
        let t = tomb_of(b);
        if sit && cx.under(b) == t {
            facts.push(fact(format!("{name}{b}，{b}加{t}，{t}為{b}之墓"), cx.place(place)).and([About::Branch(t)]));
        }
        if !sit && cx.up(b) == t {
            facts.push(fact(format!("{name}{b}，{t}加{b}，{t}為{b}之墓"), cx.place(place)).and([About::Branch(t)]));
        }
    }
    Found::facts(facts)
}

/// 445 行年化氣入墓.
fn xing_nian_qi(cx: &Ctx) -> Option<Found> {
    let (_, n) = cx.fate()?;
    let t = n.triad();
    let qi = triad_element(t);
    let qi_tomb = element_tomb(qi);
    // The 仲 of the triad carries its 化氣 (「寅午戌化氣火，午加戌」).
    (cx.under(t[1]) == qi_tomb).then(|| {
        let text = format!("行年立{n}，{}化氣{}，{}加{qi_tomb}", triad_name(t), qi.hanzi(), t[1]);
        Found::facts(vec![fact(text, cx.place(Place::XingNian)).and([About::Branch(t[1]), About::Branch(qi_tomb)])])
    })?
}

/// 447 日鬼入墓 (in the lessons or transmissions).
fn ghost(cx: &Ctx) -> Option<Found> {
    let mut ghosts = Vec::new();
    for g in cx.ke_chuan() {
        let t = tomb_of(g);
        if cx.is_ghost(g) && cx.under(g) == t {
            ghosts.push(fact(format!("日鬼{}加{t}，{t}為{g}之墓", cx.at(g)), cx.about(g)).and([About::Branch(t)]));
        }
    }
    Found::facts(ghosts)
}

/// 447 吉神 (日德) and 類神 入墓.
fn good_buried(cx: &Ctx) -> Option<Found> {
    let de = day_virtue(cx.stem);
    let mut bad = Vec::new();
    if cx.under(de) == tomb_of(de) {
        let t = tomb_of(de);
        bad.push(fact(format!("日德{de}加{t}，{t}為{de}之墓"), [About::Branch(de), About::Branch(t)]));
    }
    if let Some(l) = cx.lei {
        let t = tomb_of(l);
        if cx.under(l) == t {
            bad.push(fact(
                format!("類神{l}加{t}，{t}為{l}之墓"),
                [About::Place(Place::Lei), About::Branch(l), About::Branch(t)],
            ));
        }
    }
    Found::facts(bad)
}

/// 449: the transmissions and the day stem's tomb (八長生): 0 由生旺傳墓, 1 由墓傳生旺,
/// 2 中傳見墓, 3 末傳見墓.
fn course(cx: &Ctx, which: u8) -> Option<Found> {
    let c = cx.chart.chuan;
    let rise = |s: LifeStage| matches!(s, LifeStage::Birth | LifeStage::Peak);
    let st = |i: usize| format!("{}{}為{}", Place::CHUAN[i].hanzi(), c[i].branch, c[i].stage.hanzi());
    let on = |is: &[usize]| is.iter().flat_map(|&i| cx.place(Place::CHUAN[i])).collect::<Vec<_>>();
    let s = cx.stem_about();
    let f = match which {
        0 if rise(c[0].stage) && c[2].stage == LifeStage::Tomb => {
            fact(format!("{}，{}；成而後敗", st(0), st(2)), on(&[0, 2]))
        }
        1 if c[0].stage == LifeStage::Tomb && rise(c[2].stage) => {
            fact(format!("{}，{}；敗而復成", st(0), st(2)), on(&[0, 2]))
        }
        2 if c[1].stage == LifeStage::Tomb => fact(format!("{}(日干之墓)，中間有阻", st(1)), on(&[1])),
        3 if c[2].stage == LifeStage::Tomb => fact(format!("{}(日干之墓)，百事終無成就", st(2)), on(&[2])),
        _ => return None,
    };
    Found::facts(vec![f.and([s])])
}

/// What 451 and 453 say of a tomb of 干 or 支 in play.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Play {
    Kind,
    ToLight,
    ToDark,
    Open,
    Shut,
}

/// 451, 453: the tombs of 干 and 支 that stand in the lessons or transmissions.
fn in_play(cx: &Ctx, what: Play) -> Option<Found> {
    let (gan_tomb, zhi_tomb) = tombs(cx);
    let mut play: Vec<(&str, Branch)> = Vec::new();
    if cx.in_ke_chuan(gan_tomb) {
        play.push(("干墓", gan_tomb));
    }
    if cx.in_ke_chuan(zhi_tomb) && zhi_tomb != gan_tomb {
        play.push(("支墓", zhi_tomb));
    } else if cx.in_ke_chuan(zhi_tomb) {
        play[0].0 = "干支之墓";
    }
    let mut facts = Vec::new();
    for (name, t) in play {
        let e = cx.under(t);
        let day_tomb = matches!(t, Branch::Chen | Branch::Wei);
        let here = cx.about(t);
        match what {
            Play::Kind => {
                let text = format!("{name}{} 為{}", cx.at(t), if day_tomb { "晝墓，剛速" } else { "夜墓，遲緩" });
                facts.push(fact(text, here));
            }
            Play::ToLight if !day_tomb && BRIGHT.contains(&e) => {
                facts.push(fact(format!("夜墓{t}臨{e}，自暗投明，尚可解救"), here));
            }
            Play::ToDark if day_tomb && DARK.contains(&e) => {
                facts.push(fact(format!("晝墓{t}臨{e}，自明移暗，更為晦塞"), here));
            }
            Play::Open => {
                let opp = t.opposite();
                if cx.in_ke_chuan(opp) {
                    facts.push(fact(format!("{name}{t}，{} 沖之，墓開", cx.at(opp)), here.clone()).and(cx.about(opp)));
                } else if e == opp {
                    facts.push(fact(format!("{name}{t}加{e}，坐沖，墓開"), here.clone()));
                }
                for (fname, place, fb) in cx.fates() {
                    let over = cx.up(fb);
                    if over.element().restrains(t.element()) {
                        let text = format!("{fname}{fb}上神{over}克{name}{t}，亦可化吉");
                        facts.push(fact(text, cx.place(place)).and([About::Branch(over)]).and(here.clone()));
                    }
                }
            }
            Play::Shut => {
                let h = t.six_harmony();
                if cx.in_ke_chuan(h) {
                    facts.push(fact(format!("{name}{t}，{} 合之，墓閉", cx.at(h)), here).and(cx.about(h)));
                } else if e == h {
                    facts.push(fact(format!("{name}{t}加{e}，坐合，墓閉"), here));
                }
            }
            _ => {}
        }
    }
    Found::facts(facts)
}
