//! 鬼 Guǐ — the spirits that overcome the day stem (卷中 lines 547–577): where the 日鬼
//! stands, what rescues from it (救神: 子孫 overcome it, 父母 drain it and feed the stem),
//! and the named forms 明暗兩鬼, 財動生鬼, 鬼多有制, 鬼脫生 ….
//!
//! 日鬼 is every branch that overcomes the stem (`Ctx::is_ghost` says why; READINGS.md too).

use crate::cycle::{Branch, Element};
use crate::generals::General;
use crate::reading::{About, Place, Tone};
use crate::relations::{Kin, LifeStage};

use super::strength::is_strong;
use super::{fact, triad_element, triad_name, Ctx, Found, Passage, Rule};

/// 日鬼入占，須詳日干 (551).
pub const STEM_STRENGTH: Passage = Passage::new(551, "日鬼入占，須詳日乾，乾神旺相，災晦較輕。如值休敗，受災必重。");
/// 日鬼臨干, 發用 (553).
pub const PLACE: Passage = Passage::new(
    553,
    "日鬼臨乾，又發用者，災在切近而速，大凶。若臨乾不發用者，災在切近，纏綿不已。若臨支，或由他處發用，災稍遲。",
);
/// 日鬼值衰敗 (555).
pub const WEAK_GHOST: Passage = Passage::new(555, "日鬼值衰敗，得災稍輕，然纏綿不已，受累必深。");
/// 救神 (557).
pub const RESCUE: Passage = Passage::new(
    557,
    "日鬼入占，應視救神，救神者，子孫爻、父母爻也。子孫克鬼，父母脫鬼之氣以生乾，故均為救神。如日鬼臨乾為用者，雖陰神即見救神，亦不能救，災近而救遠也。若臨支，或由他處為用者，幹上有子孫或父母，或鬼陰見子孫、父母者，均可免災。",
);
/// 明暗兩鬼，攢眉格 (559).
pub const TWO_GHOSTS: Passage = Passage::new(
    559,
    "日鬼為用，又臨克日之鄉，名明暗兩鬼。又名攢眉格，主兩重災難，即逢子孫、父母爻作救，亦僅能解明不能解暗。如庚辰日午加巳為用。",
);
/// 財動生鬼 (561).
pub const WEALTH_MOVES: Passage = Passage::new(561, "日鬼為用，末傳見日財者，財動生鬼，主兩番災難。");
/// 年命見財生鬼，自招其禍 (561).
pub const SELF_INVITED: Passage = Passage::new(
    561,
    "日鬼為用，年命見財生之;日鬼空亡，年命見財生之，皆為自招其禍，必因貪財以致禍起。如庚申日午加乾，三傳午辰寅，末傳寅財生午鬼;庚寅日午加乾，三傳午辰寅，午鬼空亡，命在辰，見財生之。",
);
/// 鬼多有制 (563).
pub const MANY_CHECKED: Passage = Passage::new(
    563,
    "鬼多有制，主先值驚危，後仍無患，惟鬼乘白虎，其凶難制。如壬辰日支上未，三傳戌醜辰，皆作日鬼;幹上有寅木，足以制之，是課用夜將，戌乘青龍助力，制鬼無患;如用旦將，戌乘白虎克傷寅木，不能御也。",
);
/// 鬼局生干上神，轉生干 (565).
pub const TRIAD_FEEDS: Passage =
    Passage::new(565, "三傳三合為鬼局，卻生幹上神，轉生乾者，主反凶。如乙酉日巳加酉為三，三傳巳醜酉，幹上子。");
/// 鬼脫生格 (567).
pub const BIRTH: Passage =
    Passage::new(567, "日鬼為用，卻生末傳為乾長生者，名鬼脫生格，主先凶後吉。如丙戌日幹上子，三傳子未寅。");
/// 鬼局而天將作救神 (569).
pub const GENERALS_RESCUE: Passage = Passage::new(
    569,
    "三傳三合為鬼，而天將作救神，主反凶成吉。如辛巳日午加乾為用，三傳午寅戌克乾，旦夜天將貴勾常，脫鬼生乾。",
);
/// 天將為鬼，三傳作救 (571).
pub const GENERALS_GHOST: Passage = Passage::new(
    571,
    "天將為鬼，三傳三合作救，主吉凶俱無。如壬子日未加卯為用，三傳未亥卯，旦將勾常貴，天將作鬼，三傳子孫作救，神將不和而戰，戰則吉凶皆散矣。",
);
/// 干上見比肩 (573).
pub const SIBLING: Passage = Passage::new(573, "日鬼為用，幹上見比肩者，同類當災，本身無禍。");

/// 救神: 子孫 (overcomes the 鬼) or 父母 (drains it, feeds the stem).
fn is_rescuer(k: Kin) -> bool {
    matches!(k, Kin::Offspring | Kin::Parents)
}

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("ghost.stem_strength", K, "日鬼入占視日干", &[STEM_STRENGTH], stem_strength),
    Rule::new("ghost.weak", K, "日鬼值衰敗", &[WEAK_GHOST], weak),
    // 「日鬼臨干，又發用者，災在切近而速，大凶」 (553).
    Rule::new("ghost.on_stem_used", K, "日鬼臨干發用", &[PLACE], on_stem_used).tone(Tone::Bad),
    Rule::new("ghost.on_stem", K, "日鬼臨干", &[PLACE], on_stem),
    Rule::new("ghost.used", K, "日鬼發用", &[PLACE], used),
    Rule::new("ghost.rescue_far", K, "救神不及", &[RESCUE], rescue_far),
    Rule::new("ghost.rescue", K, "救神", &[RESCUE], rescue),
    Rule::new("ghost.two", K, "明暗兩鬼", &[TWO_GHOSTS], two),
    Rule::new("ghost.wealth_moves", K, "財動生鬼", &[WEALTH_MOVES], wealth_moves),
    Rule::new("ghost.self_invited", K, "年命見財生鬼", &[SELF_INVITED], self_invited),
    // 「名鬼脫生格，主先凶後吉」 (567).
    Rule::new("ghost.birth", K, "鬼脫生格", &[BIRTH], birth).tone(Tone::Mixed),
    Rule::new("ghost.sibling", K, "干上比肩", &[SIBLING], sibling),
    Rule::new("ghost.many_checked", K, "鬼多有制", &[MANY_CHECKED], |cx| many(cx, false)),
    // 「惟鬼乘白虎，其凶難制」 (563).
    Rule::new("ghost.tiger", K, "鬼乘白虎", &[MANY_CHECKED], |cx| many(cx, true)).tone(Tone::Bad),
    // 「三傳三合為鬼局，卻生干上神，轉生干者，主反凶」 (565).
    Rule::new("ghost.triad_feeds", K, "鬼局生干上", &[TRIAD_FEEDS], triad_feeds).tone(Tone::Bad),
    // 「三傳三合為鬼，而天將作救神，主反凶成吉」 (569).
    Rule::new("ghost.generals_rescue", K, "鬼局天將作救", &[GENERALS_RESCUE], generals_rescue).tone(Tone::Good),
    // 「主吉凶俱無」 (571): the passage says neither.
    Rule::new("ghost.generals_ghost", K, "天將為鬼三傳作救", &[GENERALS_GHOST], generals_ghost),
];

const K: &str = "鬼";

/// 初傳 is a 鬼.
fn used_ghost(cx: &Ctx) -> bool {
    cx.is_ghost(cx.used())
}

/// 551: how heavy, when a 鬼 is over the stem or is 用.
fn stem_strength(cx: &Ctx) -> Option<Found> {
    let (stem, se) = (cx.stem, cx.stem.element());
    (used_ghost(cx) || cx.is_ghost(cx.gan_up())).then_some(())?;
    let v = cx.vitality_of(se);
    let weight = if is_strong(v) { "災晦較輕" } else { "受災必重" };
    Found::facts(vec![fact(format!("日干{stem}({})值{}，{weight}", se.hanzi(), v.hanzi()), [cx.stem_about()])])
}

/// 555: the 鬼 over the stem or as 用, weak.
fn weak(cx: &Ctx) -> Option<Found> {
    let (used, gu) = (cx.used(), cx.gan_up());
    let mut f = Vec::new();
    for b in if used == gu { vec![used] } else { vec![gu, used] } {
        if cx.is_ghost(b) && !is_strong(cx.vitality(b)) {
            f.push(fact(format!("日鬼{}值{}，得災稍輕，然纏綿不已", cx.at(b), cx.vitality(b).hanzi()), cx.about(b)));
        }
    }
    Found::facts(f)
}

/// 553: the 鬼 over the stem and 用.
fn on_stem_used(cx: &Ctx) -> Option<Found> {
    let (gu, stem) = (cx.gan_up(), cx.stem);
    (cx.is_ghost(gu) && cx.used() == gu).then_some(())?;
    Found::facts(vec![fact(format!("干上{gu}克{stem}，又發用，災在切近而速"), cx.place(Place::GanShang))
        .and([About::Place(Place::Chu), cx.stem_about()])])
}

/// 553: the 鬼 over the stem, not 用.
fn on_stem(cx: &Ctx) -> Option<Found> {
    let (gu, stem) = (cx.gan_up(), cx.stem);
    (cx.is_ghost(gu) && cx.used() != gu).then_some(())?;
    Found::facts(vec![
        fact(format!("干上{gu}克{stem}，不發用，災在切近，纏綿不已"), cx.place(Place::GanShang)).and([cx.stem_about()])
    ])
}

/// 553: the 鬼 as 用 from elsewhere than 干上.
fn used(cx: &Ctx) -> Option<Found> {
    let (used, stem) = (cx.used(), cx.stem);
    (used_ghost(cx) && used != cx.gan_up()).then_some(())?;
    let mut about = cx.place(Place::Chu).to_vec();
    let where_ = if cx.zhi_up() == used {
        about.push(About::Place(Place::ZhiShang));
        "臨支發用"
    } else {
        "由他處發用"
    };
    Found::facts(vec![fact(format!("初傳{used}克{stem}，{where_}，災稍遲"), about).and([cx.stem_about()])])
}

/// 557: the 鬼 over the stem as 用 — a rescuer in its 陰神 is too far.
fn rescue_far(cx: &Ctx) -> Option<Found> {
    let used = cx.used();
    let yin = cx.up(used);
    let yin_k = cx.kin(yin);
    (used_ghost(cx) && used == cx.gan_up() && is_rescuer(yin_k)).then_some(())?;
    let text = format!("日鬼{used}臨干為用，鬼陰{yin}為{}，雖見救神，災近而救遠", yin_k.hanzi());
    Found::facts(vec![fact(text, cx.about(used)).and([About::Branch(yin)])])
}

/// 557: the 鬼 as 用 from elsewhere, with a rescuer over the stem or in its 陰神.
fn rescue(cx: &Ctx) -> Option<Found> {
    let (used, gu) = (cx.used(), cx.gan_up());
    if !used_ghost(cx) || used == gu {
        return None;
    }
    let yin = cx.up(used);
    let mut f = Vec::new();
    let gk = cx.kin(gu);
    if is_rescuer(gk) {
        f.push(fact(format!("干上{gu}為{}，可免災", gk.hanzi()), cx.place(Place::GanShang)));
    }
    let yin_k = cx.kin(yin);
    if is_rescuer(yin_k) {
        f.push(fact(format!("鬼陰{yin}為{}，可免災", yin_k.hanzi()), [About::Branch(yin)]).and(cx.about(used)));
    }
    Found::facts(f)
}

/// 559: the 鬼 as 用 stands on a palace that also overcomes the day.
fn two(cx: &Ctx) -> Option<Found> {
    let (used, stem) = (cx.used(), cx.stem);
    let below = cx.under(used);
    (used_ghost(cx) && below.element().restrains(stem.element())).then_some(())?;
    Found::facts(vec![fact(
        format!("初傳{used}克{stem}為明鬼，加{below}，{below}亦克{stem}為暗鬼"),
        cx.place(Place::Chu),
    )
    .and([About::Branch(below), cx.stem_about()])])
}

/// 561: the 鬼 as 用, 末傳 the day's wealth.
fn wealth_moves(cx: &Ctx) -> Option<Found> {
    let (used, mo) = (cx.used(), cx.chuan()[2]);
    (used_ghost(cx) && cx.kin(mo) == Kin::Wealth).then_some(())?;
    Found::facts(vec![
        fact(format!("初傳{used}為日鬼，末傳{mo}為日財，財動生鬼"), cx.place(Place::Chu)).and(cx.place(Place::Mo))
    ])
}

/// 561: the 鬼 as 用 fed by the wealth over 年命.
fn self_invited(cx: &Ctx) -> Option<Found> {
    let used = cx.used();
    if !used_ghost(cx) {
        return None;
    }
    let mut f = Vec::new();
    for (name, p, b) in cx.fates() {
        let over = cx.up(b);
        if cx.kin(over) == Kin::Wealth {
            let void = if cx.void(used) { "，日鬼空亡" } else { "" };
            let text = format!("{name}在{b}，上見{over}財，生初傳{used}鬼{void}");
            f.push(fact(text, cx.place(p)).and([About::Branch(over)]).and(cx.place(Place::Chu)));
        }
    }
    Found::facts(f)
}

/// 567: 鬼脫生 — the 鬼 as 用 feeds the 末傳, which is the stem's 長生.
fn birth(cx: &Ctx) -> Option<Found> {
    let (used, mo, stem) = (cx.used(), cx.chuan()[2], cx.stem);
    (used_ghost(cx) && cx.stage(mo) == LifeStage::Birth && used.element().generates() == mo.element()).then_some(())?;
    Found::facts(vec![fact(format!("初傳{used}為日鬼，生末傳{mo}，{mo}為{stem}之長生"), cx.place(Place::Chu))
        .and(cx.place(Place::Mo))
        .and([cx.stem_about()])])
}

/// 573: the 鬼 as 用, a sibling over the stem.
fn sibling(cx: &Ctx) -> Option<Found> {
    let (used, gu) = (cx.used(), cx.gan_up());
    (used_ghost(cx) && cx.kin(gu) == Kin::Siblings).then_some(())?;
    Found::facts(vec![fact(format!("初傳{used}為日鬼，干上{gu}為比肩，同類當災"), cx.place(Place::Chu))
        .and(cx.place(Place::GanShang))])
}

/// 563: two or more 鬼 in the transmissions, checked by 子孫 over the stem; `tiger`: those
/// riding 白虎 (「其凶難制」).
fn many(cx: &Ctx, tiger: bool) -> Option<Found> {
    let (c, gu) = (cx.chuan(), cx.gan_up());
    let at = [Place::Chu, Place::Zhong, Place::Mo];
    let ghosts: Vec<usize> = (0..3).filter(|&i| cx.is_ghost(c[i])).collect();
    if ghosts.len() < 2 || cx.kin(gu) != Kin::Offspring {
        return None;
    }
    let mut f = Vec::new();
    if !tiger {
        let text = format!(
            "三傳{}{}{} 有鬼{}，干上{gu}({})制之",
            c[0],
            c[1],
            c[2],
            ghosts.iter().map(|&i| c[i].hanzi()).collect::<String>(),
            gu.element().hanzi()
        );
        let chuan = ghosts.iter().flat_map(|&i| cx.place(at[i]));
        f.push(fact(text, chuan).and(cx.place(Place::GanShang)));
    }
    for &i in &ghosts {
        let g = cx.chart.chuan[i].general;
        let ge = g.element();
        if tiger {
            if g == General::Baihu {
                f.push(fact(format!("日鬼{}乘白虎，其凶難制", c[i]), cx.place(at[i])));
            }
        } else if ge.restrains(gu.element()) {
            f.push(fact(format!("{}乘{g}克傷{gu}，不能御", c[i]), cx.place(at[i])).and(cx.place(Place::GanShang)));
        } else if ge == gu.element() || ge.generates() == gu.element() {
            f.push(fact(format!("{}乘{g}助力，制鬼無患", c[i]), cx.place(at[i])).and(cx.place(Place::GanShang)));
        }
    }
    Found::facts(f)
}

/// The three transmissions as places.
fn chuan_about(cx: &Ctx) -> Vec<About> {
    [Place::Chu, Place::Zhong, Place::Mo].into_iter().flat_map(|p| cx.place(p)).collect()
}

/// The transmissions' 三合 and its element, with the generals' elements and short names.
fn triad(cx: &Ctx) -> Option<([Branch; 3], Element, Vec<Element>, String)> {
    let t = cx.chuan_triad()?;
    let ge: Vec<Element> = cx.chart.chuan.iter().map(|x| x.general.element()).collect();
    let names: String = cx.chart.chuan.iter().map(|x| x.general.short()).collect();
    Some((t, triad_element(t), ge, names))
}

/// 565: a 鬼局 that feeds 干上, which feeds the stem.
fn triad_feeds(cx: &Ctx) -> Option<Found> {
    let (t, e, _, _) = triad(cx)?;
    let (se, gu, stem) = (cx.stem.element(), cx.gan_up(), cx.stem);
    (e.restrains(se) && e.generates() == gu.element() && gu.element().generates() == se).then_some(())?;
    let text = format!("三傳{}為{}鬼局，生干上{gu}，{gu}轉生{stem}", triad_name(t), e.hanzi());
    Found::facts(vec![fact(text, chuan_about(cx)).and(cx.place(Place::GanShang)).and([cx.stem_about()])])
}

/// 569: a 鬼局 whose generals all rescue.
fn generals_rescue(cx: &Ctx) -> Option<Found> {
    let (t, e, ge, names) = triad(cx)?;
    let stem = cx.stem;
    (e.restrains(stem.element()) && ge.iter().all(|&x| is_rescuer(cx.kin_of(x)))).then_some(())?;
    let text = format!("三傳{}為{}鬼局克{stem}，天將{names}皆為救神", triad_name(t), e.hanzi());
    Found::facts(vec![fact(text, chuan_about(cx)).and([cx.stem_about()])])
}

/// 571: a rescuing 局 whose generals all overcome the stem.
fn generals_ghost(cx: &Ctx) -> Option<Found> {
    let (t, e, ge, names) = triad(cx)?;
    let (stem, se) = (cx.stem, cx.stem.element());
    (!e.restrains(se) && is_rescuer(cx.kin_of(e)) && ge.iter().all(|&x| x.restrains(se))).then_some(())?;
    let text = format!("三傳{}為{}局作救，天將{names}皆克{stem}為鬼，神將不和而戰", triad_name(t), e.hanzi());
    Found::facts(vec![fact(text, chuan_about(cx)).and([cx.stem_about()])])
}
