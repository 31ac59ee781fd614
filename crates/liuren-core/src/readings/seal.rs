//! 印神 Yìnshén — the seals (卷中 lines 385–387): the branches that feed the day stem
//! (or the day branch) without being its 長生, and the triads that do; and how the
//! 長生's season speeds or slows it.
//!
//! The text lists the seals stem by stem and gives its reason for each gap:
//! 「醜系墓神，不為印也」, 「以子卯酉系沐浴神，敗干而不生干也」. So a seal is a branch of
//! the element that feeds the stem that is neither its 長生 (counted apart, 「長生之外，
//! 又有印神」), nor its 沐浴, nor its 墓 — [`seals`], checked against the text's list
//! ([`SEALS_PRINTED`]) in this module's tests. The branch seals of line 387 follow the
//! same rule by the 四長生 ([`branch_seals`]).

use crate::cycle::{Branch, Element, Stem};
use crate::relations::LifeStage;

use super::strength::is_strong;
use super::{fact, triad_name, Ctx, Found, Passage, Rule};

/// 印神 of the stems (385).
pub const SEAL: Passage = Passage::new(
    385,
    "長生之外，又有印神。印者，蔭也，吉稍次於長生。乙日亥子為印，丁日寅卯為印，戊己日巳午為印。庚日未戌辰為印，醜系墓神，不為印也。辛日未戌醜為印，辰系墓神，不為蔭也。癸日申酉為印。甲丙壬日只有長生，並無印神，以子卯酉系沐浴神，敗乾而不生乾也。",
);
/// 印神 of the branches (387).
pub const SEAL_BRANCH: Passage = Passage::new(387, "辰未戌丑日巳午為印，申酉日辰未戌為印，醜系墓神不生支也。");
/// 印局 (387).
pub const SEAL_TRIAD: Passage =
    Passage::new(387, "又木日課傳得申子辰局，火日得亥卯未局，土日得寅午戌局等類，皆以印論。");
/// 長生值旺相 (387).
pub const BIRTH_SEASON: Passage =
    Passage::new(387, "長生值旺相氣，則生乾有力而速，不則反是。如課象吉，俟長生旺相之時，仍有濟。");

/// The seals of the stems as the text lists them (385), 甲…癸; 甲 丙 壬 「只有長生，並無印神」.
#[rustfmt::skip]
pub const SEALS_PRINTED: [(Stem, &[Branch]); 10] = [
    (Stem::Jia, &[]),
    (Stem::Yi, &[Branch::Hai, Branch::Zi]),
    (Stem::Bing, &[]),
    (Stem::Ding, &[Branch::Yin, Branch::Mao]),
    (Stem::Wu, &[Branch::Si, Branch::Wu]),
    (Stem::Ji, &[Branch::Si, Branch::Wu]),
    (Stem::Geng, &[Branch::Wei, Branch::Xu, Branch::Chen]),
    (Stem::Xin, &[Branch::Wei, Branch::Xu, Branch::Chou]),
    (Stem::Ren, &[]),
    (Stem::Gui, &[Branch::Shen, Branch::You]),
];

/// The seals of the branches as the text lists them (387): 辰未戌丑 巳午, 申酉 辰未戌.
/// The text names no others, and by its rule the other branches have none (their
/// feeders are their 長生 and 沐浴, as for 甲 丙 壬).
#[rustfmt::skip]
pub const BRANCH_SEALS_PRINTED: [(&[Branch], &[Branch]); 2] = [
    (&[Branch::Chen, Branch::Wei, Branch::Xu, Branch::Chou], &[Branch::Si, Branch::Wu]),
    (&[Branch::Shen, Branch::You], &[Branch::Chen, Branch::Wei, Branch::Xu]),
];

/// The feeders of `e` that are not at the excluded stages of `stage`.
fn feeders(e: Element, stage: impl Fn(Branch) -> LifeStage) -> Vec<Branch> {
    Branch::ALL
        .into_iter()
        .filter(|b| b.element().generates() == e)
        .filter(|&b| !matches!(stage(b), LifeStage::Birth | LifeStage::Bath | LifeStage::Tomb))
        .collect()
}

/// 印神 of a stem: the branches of the element that feeds it, less its 長生, 沐浴 and
/// 墓 by the 八長生.
///
/// ```
/// use liuren_core::cycle::{Branch, Stem};
/// use liuren_core::readings::seal::seals;
/// assert_eq!(seals(Stem::Geng), [Branch::Chen, Branch::Wei, Branch::Xu]); // 丑 is 庚's 墓
/// assert!(seals(Stem::Jia).is_empty()); // 亥 長生, 子 沐浴
/// ```
pub fn seals(stem: Stem) -> Vec<Branch> {
    feeders(stem.element(), |b| LifeStage::of_stem(stem, b))
}

/// 印神 of a branch: the same rule by the 四長生 (「申酉日辰未戌為印，丑系墓神不生支也」).
pub fn branch_seals(branch: Branch) -> Vec<Branch> {
    feeders(branch.element(), |b| LifeStage::of_element(branch.element(), b))
}

/// The season in which an element is 旺 and the one in which it is 相 (時令生之).
fn seasons_of(e: Element) -> String {
    let name = |s: Element| match s {
        Element::Wood => "春",
        Element::Fire => "夏",
        Element::Earth => "四季",
        Element::Metal => "秋",
        Element::Water => "冬",
    };
    let feeder = Element::ALL.into_iter().find(|x| x.generates() == e).expect("one element feeds each");
    format!("{}旺、{}相", name(e), name(feeder))
}

const K: &str = "印";

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("seal.stem", K, "印神入課", &[SEAL], stem_seals),
    Rule::new("seal.refused", K, "墓浴非印", &[SEAL], refused),
    Rule::new("seal.branch", K, "支之印神", &[SEAL_BRANCH], branch),
    Rule::new("seal.triad", K, "印局", &[SEAL_TRIAD], triad),
    Rule::new("seal.birth_strong", K, "長生旺相", &[BIRTH_SEASON], |cx| birth_season(cx, true)),
    Rule::new("seal.birth_weak", K, "長生休囚", &[BIRTH_SEASON], |cx| birth_season(cx, false)),
];

/// 385: the stem's seals in the lessons and transmissions.
fn stem_seals(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let mine = seals(stem);
    let facts = cx
        .ke_chuan()
        .into_iter()
        .filter(|b| mine.contains(b))
        .map(|b| {
            let text = format!(
                "{} 為{stem}之印神({}生{})，吉稍次於長生",
                cx.at(b),
                b.element().hanzi(),
                stem.element().hanzi()
            );
            fact(text, cx.about(b)).and([cx.stem_about()])
        })
        .collect();
    Found::facts(facts)
}

/// 385: the feeders the text refuses (墓, 沐浴).
fn refused(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let facts = cx
        .ke_chuan()
        .into_iter()
        .filter(|b| b.element().generates() == stem.element())
        .filter_map(|b| {
            let text = match cx.stage(b) {
                LifeStage::Tomb => format!("{} 雖生{stem}，系{stem}之墓神，不為印", cx.at(b)),
                LifeStage::Bath => format!("{} 雖生{stem}，系{stem}之沐浴神，敗干而不生干", cx.at(b)),
                _ => return None,
            };
            Some(fact(text, cx.about(b)).and([cx.stem_about()]))
        })
        .collect();
    Found::facts(facts)
}

/// 387: the day branch's seals.
fn branch(cx: &Ctx) -> Option<Found> {
    let zhi = cx.zhi;
    let theirs = branch_seals(zhi);
    let facts = cx
        .ke_chuan()
        .into_iter()
        .filter(|b| theirs.contains(b))
        .map(|b| {
            let text = format!("{} 為日支{zhi}之印神({}生{})", cx.at(b), b.element().hanzi(), zhi.element().hanzi());
            fact(text, cx.about(b)).and(cx.zhi_about())
        })
        .collect();
    Found::facts(facts)
}

/// 387: a triad of the feeding element complete in the lessons and transmissions.
/// DIFFERENCE: 「木日」 is read by the day stem's element (the 干 is the body, 471);
/// 「課傳得……局」 as all three members among the lesson uppers and transmissions.
fn triad(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let kc = cx.ke_chuan();
    let mut facts = Vec::new();
    for t in [Branch::Shen, Branch::Hai, Branch::Yin, Branch::Si].map(Branch::triad) {
        let e = t[1].element();
        if e.generates() == stem.element() && t.iter().all(|m| kc.contains(m)) {
            let where_: Vec<String> = t.iter().map(|&m| cx.at(m)).collect();
            let text = format!(
                "課傳得{}{}局({})，{}生{}日，以印論",
                triad_name(t),
                e.hanzi(),
                where_.join("、"),
                e.hanzi(),
                stem.element().hanzi()
            );
            facts.push(fact(text, t.iter().flat_map(|&m| cx.about(m))).and([cx.stem_about()]));
        }
    }
    Found::facts(facts)
}

/// 387: the 長生's season, wherever it stands in the lessons and transmissions.
fn birth_season(cx: &Ctx, strong: bool) -> Option<Found> {
    let stem = cx.stem;
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    if !cx.in_ke_chuan(birth) {
        return None;
    }
    let v = cx.vitality(birth);
    if is_strong(v) != strong {
        return None;
    }
    let at = cx.at(birth);
    let text = if strong {
        format!("長生{at}值{}，生{stem}有力而速", v.hanzi())
    } else {
        format!(
            "長生{at}值{}，生{stem}無力而遲；課象吉，俟{}({})之時仍有濟",
            v.hanzi(),
            birth.element().hanzi(),
            seasons_of(birth.element())
        )
    };
    Found::facts(vec![fact(text, cx.about(birth)).and([cx.stem_about()])])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_gives_the_texts_list_of_seals() {
        for (stem, printed) in SEALS_PRINTED {
            let mut want = printed.to_vec();
            want.sort();
            assert_eq!(seals(stem), want, "{stem}");
        }
    }

    #[test]
    fn the_rule_gives_the_texts_branch_seals_and_no_others() {
        for b in Branch::ALL {
            let printed = BRANCH_SEALS_PRINTED.iter().find(|(days, _)| days.contains(&b)).map_or(&[][..], |r| r.1);
            let mut want = printed.to_vec();
            want.sort();
            assert_eq!(branch_seals(b), want, "{b}");
        }
    }

    #[test]
    fn seasons() {
        assert_eq!(seasons_of(Element::Water), "冬旺、秋相");
        assert_eq!(seasons_of(Element::Fire), "夏旺、春相");
    }
}
