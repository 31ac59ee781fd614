//! 鬼 Guǐ — the spirits that overcome the day stem (卷中 lines 547–577): where the 日鬼
//! stands, what rescues from it (救神: 子孫 overcome it, 父母 drain it and feed the stem),
//! and the named forms 明暗兩鬼, 財動生鬼, 鬼多有制, 鬼脫生 ….
//!
//! 日鬼 is every branch that overcomes the stem (`Ctx::is_ghost` says why; READINGS.md too).

use crate::cycle::Element;
use crate::generals::General;
use crate::relations::{Kin, LifeStage};

use super::strength::is_strong;
use super::{legacy, push, triad_element, triad_name, Ctx, Legacy, Passage, Rule};

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
#[rustfmt::skip]
pub(crate) const RULES: &[Rule] = &[
    Rule::new("ghost.stem_strength", "鬼", "日鬼入占視日干", &[STEM_STRENGTH], |cx| legacy(cx, find, "ghost.stem_strength")),
    Rule::new("ghost.weak", "鬼", "日鬼值衰敗", &[WEAK_GHOST], |cx| legacy(cx, find, "ghost.weak")),
    Rule::new("ghost.on_stem_used", "鬼", "日鬼臨干發用", &[PLACE], |cx| legacy(cx, find, "ghost.on_stem_used")),
    Rule::new("ghost.on_stem", "鬼", "日鬼臨干", &[PLACE], |cx| legacy(cx, find, "ghost.on_stem")),
    Rule::new("ghost.used", "鬼", "日鬼發用", &[PLACE], |cx| legacy(cx, find, "ghost.used")),
    Rule::new("ghost.rescue_far", "鬼", "救神不及", &[RESCUE], |cx| legacy(cx, find, "ghost.rescue_far")),
    Rule::new("ghost.rescue", "鬼", "救神", &[RESCUE], |cx| legacy(cx, find, "ghost.rescue")),
    Rule::new("ghost.two", "鬼", "明暗兩鬼", &[TWO_GHOSTS], |cx| legacy(cx, find, "ghost.two")),
    Rule::new("ghost.wealth_moves", "鬼", "財動生鬼", &[WEALTH_MOVES], |cx| legacy(cx, find, "ghost.wealth_moves")),
    Rule::new("ghost.self_invited", "鬼", "年命見財生鬼", &[SELF_INVITED], |cx| legacy(cx, find, "ghost.self_invited")),
    Rule::new("ghost.birth", "鬼", "鬼脫生格", &[BIRTH], |cx| legacy(cx, find, "ghost.birth")),
    Rule::new("ghost.sibling", "鬼", "干上比肩", &[SIBLING], |cx| legacy(cx, find, "ghost.sibling")),
    Rule::new("ghost.many_checked", "鬼", "鬼多有制", &[MANY_CHECKED], |cx| legacy(cx, find, "ghost.many_checked")),
    Rule::new("ghost.tiger", "鬼", "鬼乘白虎", &[MANY_CHECKED], |cx| legacy(cx, find, "ghost.tiger")),
    Rule::new("ghost.triad_feeds", "鬼", "鬼局生干上", &[TRIAD_FEEDS], |cx| legacy(cx, find, "ghost.triad_feeds")),
    Rule::new("ghost.generals_rescue", "鬼", "鬼局天將作救", &[GENERALS_RESCUE], |cx| legacy(cx, find, "ghost.generals_rescue")),
    Rule::new("ghost.generals_ghost", "鬼", "天將為鬼三傳作救", &[GENERALS_GHOST], |cx| legacy(cx, find, "ghost.generals_ghost")),
];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Legacy>) {
    let stem = cx.stem;
    let se = stem.element();
    let used = cx.used();
    let gu = cx.gan_up();
    let c = cx.chuan();
    let used_ghost = cx.is_ghost(used);
    let up_ghost = cx.is_ghost(gu);

    // 551, 555: how heavy, when a 鬼 is over the stem or is 用.
    if used_ghost || up_ghost {
        let v = cx.vitality_of(se);
        let weight = if is_strong(v) { "災晦較輕" } else { "受災必重" };
        push(
            out,
            "ghost.stem_strength",
            "日鬼入占視日干",
            STEM_STRENGTH,
            vec![format!("日干{stem}({})值{}，{weight}", se.hanzi(), v.hanzi())],
        );
        let mut f = Vec::new();
        for b in if used == gu { vec![used] } else { vec![gu, used] } {
            if cx.is_ghost(b) && !is_strong(cx.vitality(b)) {
                f.push(format!("日鬼{}值{}，得災稍輕，然纏綿不已", cx.at(b), cx.vitality(b).hanzi()));
            }
        }
        push(out, "ghost.weak", "日鬼值衰敗", WEAK_GHOST, f);
    }

    // 553: where the 鬼 stands.
    if up_ghost && used == gu {
        push(out, "ghost.on_stem_used", "日鬼臨干發用", PLACE, vec![format!("干上{gu}克{stem}，又發用，災在切近而速")]);
    } else if up_ghost {
        push(out, "ghost.on_stem", "日鬼臨干", PLACE, vec![format!("干上{gu}克{stem}，不發用，災在切近，纏綿不已")]);
    }
    if used_ghost && used != gu {
        let where_ = if cx.zhi_up() == used { "臨支發用" } else { "由他處發用" };
        push(out, "ghost.used", "日鬼發用", PLACE, vec![format!("初傳{used}克{stem}，{where_}，災稍遲")]);
    }

    // 557: 救神.
    if used_ghost {
        let yin = cx.up(used);
        let yin_k = cx.kin(yin);
        if used == gu {
            if is_rescuer(yin_k) {
                push(
                    out,
                    "ghost.rescue_far",
                    "救神不及",
                    RESCUE,
                    vec![format!("日鬼{used}臨干為用，鬼陰{yin}為{}，雖見救神，災近而救遠", yin_k.hanzi())],
                );
            }
        } else {
            let mut f = Vec::new();
            let gk = cx.kin(gu);
            if is_rescuer(gk) {
                f.push(format!("干上{gu}為{}，可免災", gk.hanzi()));
            }
            if is_rescuer(yin_k) {
                f.push(format!("鬼陰{yin}為{}，可免災", yin_k.hanzi()));
            }
            push(out, "ghost.rescue", "救神", RESCUE, f);
        }
    }

    if used_ghost {
        // 559: the 鬼 stands on a palace that also overcomes the day.
        let below = cx.under(used);
        if below.element().restrains(se) {
            push(
                out,
                "ghost.two",
                "明暗兩鬼",
                TWO_GHOSTS,
                vec![format!("初傳{used}克{stem}為明鬼，加{below}，{below}亦克{stem}為暗鬼")],
            );
        }
        // 561: wealth feeds the 鬼.
        if cx.kin(c[2]) == Kin::Wealth {
            push(
                out,
                "ghost.wealth_moves",
                "財動生鬼",
                WEALTH_MOVES,
                vec![format!("初傳{used}為日鬼，末傳{}為日財，財動生鬼", c[2])],
            );
        }
        let mut f = Vec::new();
        for (name, _, b) in cx.fates() {
            let over = cx.up(b);
            if cx.kin(over) == Kin::Wealth {
                let void = if cx.void(used) { "，日鬼空亡" } else { "" };
                f.push(format!("{name}在{b}，上見{over}財，生初傳{used}鬼{void}"));
            }
        }
        push(out, "ghost.self_invited", "年命見財生鬼", SELF_INVITED, f);
        // 567: 鬼脫生 — the 鬼 feeds the 末傳, which is the stem's 長生.
        if cx.stage(c[2]) == LifeStage::Birth && used.element().generates() == c[2].element() {
            push(
                out,
                "ghost.birth",
                "鬼脫生格",
                BIRTH,
                vec![format!("初傳{used}為日鬼，生末傳{}，{}為{stem}之長生", c[2], c[2])],
            );
        }
        // 573.
        if cx.kin(gu) == Kin::Siblings {
            push(
                out,
                "ghost.sibling",
                "干上比肩",
                SIBLING,
                vec![format!("初傳{used}為日鬼，干上{gu}為比肩，同類當災")],
            );
        }
    }

    // 563: two or more 鬼 in the transmissions, checked by 子孫 over the stem.
    let ghosts: Vec<usize> = (0..3).filter(|&i| cx.is_ghost(c[i])).collect();
    if ghosts.len() >= 2 && cx.kin(gu) == Kin::Offspring {
        let mut f = vec![format!(
            "三傳{}{}{} 有鬼{}，干上{gu}({})制之",
            c[0],
            c[1],
            c[2],
            ghosts.iter().map(|&i| c[i].hanzi()).collect::<String>(),
            gu.element().hanzi()
        )];
        let mut tiger = Vec::new();
        for &i in &ghosts {
            let g = cx.chart.chuan[i].general;
            let ge = g.element();
            if ge.restrains(gu.element()) {
                f.push(format!("{}乘{g}克傷{gu}，不能御", c[i]));
            } else if ge == gu.element() || ge.generates() == gu.element() {
                f.push(format!("{}乘{g}助力，制鬼無患", c[i]));
            }
            if g == General::Baihu {
                tiger.push(format!("日鬼{}乘白虎，其凶難制", c[i]));
            }
        }
        push(out, "ghost.many_checked", "鬼多有制", MANY_CHECKED, f);
        push(out, "ghost.tiger", "鬼乘白虎", MANY_CHECKED, tiger);
    }

    // 565, 569, 571: the transmissions as a 三合 and the generals riding them.
    if let Some(t) = cx.chuan_triad() {
        let e = triad_element(t);
        let ge: Vec<(General, Element)> = cx.chart.chuan.iter().map(|x| (x.general, x.general.element())).collect();
        let names: String = ge.iter().map(|(g, _)| g.short()).collect();
        if e.restrains(se) {
            if e.generates() == gu.element() && gu.element().generates() == se {
                push(
                    out,
                    "ghost.triad_feeds",
                    "鬼局生干上",
                    TRIAD_FEEDS,
                    vec![format!("三傳{}為{}鬼局，生干上{gu}，{gu}轉生{stem}", triad_name(t), e.hanzi())],
                );
            }
            if ge.iter().all(|&(_, x)| is_rescuer(cx.kin_of(x))) {
                push(
                    out,
                    "ghost.generals_rescue",
                    "鬼局天將作救",
                    GENERALS_RESCUE,
                    vec![format!("三傳{}為{}鬼局克{stem}，天將{names}皆為救神", triad_name(t), e.hanzi())],
                );
            }
        } else if is_rescuer(cx.kin_of(e)) && ge.iter().all(|&(_, x)| x.restrains(se)) {
            push(
                out,
                "ghost.generals_ghost",
                "天將為鬼三傳作救",
                GENERALS_GHOST,
                vec![format!("三傳{}為{}局作救，天將{names}皆克{stem}為鬼，神將不和而戰", triad_name(t), e.hanzi())],
            );
        }
    }
}
