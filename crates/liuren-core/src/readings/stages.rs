//! 長生 and 臨官 (祿) in the chart (卷中 lines 381–405): where the day stem's 長生
//! stands, and what its 祿 carries as 遁干.

use crate::cycle::Stem;
use crate::relations::{Kin, LifeStage};
use crate::shensha::rules::lu;

use super::{push, Ctx, Passage, Pattern};

/// 「長生為五行之始……惟戊之於寅，庚之於巳，系官鬼；乙之於午……系脫氣」 (383).
pub const BIRTH_MIXED: Passage = Passage::new(
    383,
    "惟戊之於寅，庚之於巳，系官鬼;乙之於午，己之於酉，辛之於子，癸之於卯，系脫氣，課象吉以長生論，課象凶以日鬼脫耗論。",
);
/// 「長生或發用或臨干俱吉，在中末次之，在年命上較遲」 (389).
pub const BIRTH: Passage = Passage::new(389, "長生或發用或臨乾俱吉，在中末次之，在年命上較遲，然卻始終不替。");
/// 「祿神最忌遁干見克，如甲申日寅遁庚是也」 (401).
pub const LU_HIDDEN: Passage =
    Passage::new(401, "祿神最忌遁乾見克，如甲申日寅遁庚是也，主暗中傷殘，或兄弟朋儕暗中作難。");
/// 「祿神忌遁癸，如乙未日卯祿遁癸是也」 (403).
pub const LU_GUI: Passage =
    Passage::new(403, "祿神忌遁癸，如乙未日卯祿遁癸是也。癸為旬盡，有終焉之象，且為閉口之祿，不吉。");

/// The passages of this module.
pub const PASSAGES: &[Passage] = &[BIRTH_MIXED, BIRTH, LU_HIDDEN, LU_GUI];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Pattern>) {
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    let c = cx.chuan();

    // 389: where the 長生 stands.
    let mut facts = Vec::new();
    if c[0] == birth {
        facts.push(format!("初傳{birth} 為{}之長生，發用，吉", cx.stem));
    }
    if cx.gan_up() == birth {
        facts.push(format!("干上{birth} 為{}之長生，臨干，吉", cx.stem));
    }
    if facts.is_empty() && (c[1] == birth || c[2] == birth) {
        facts.push(format!("{} 為{}之長生，在中末，次之", cx.at(birth), cx.stem));
    }
    for (name, b) in cx.fates() {
        if cx.up(b) == birth {
            facts.push(format!("{name}{b}上見長生{birth}，較遲"));
        }
    }
    push(out, "stages.birth", "長生入課", BIRTH, facts);

    // 383: a 長生 that is also 官鬼 or 脫氣 of the stem.
    if cx.in_ke_chuan(birth) {
        let kin = cx.kin(birth.element());
        let what = match kin {
            Kin::Officer => Some("系官鬼"),
            Kin::Offspring => Some("系脫氣"),
            _ => None,
        };
        if let Some(what) = what {
            push(
                out,
                "stages.birth_mixed",
                "長生系鬼脫",
                BIRTH_MIXED,
                vec![format!("{} 為{}之長生，{what}", cx.at(birth), cx.stem)],
            );
        }
    }

    // 401, 403: the 祿's 遁干.
    let lu = lu(cx.stem);
    if cx.in_ke_chuan(lu) {
        if let Some(h) = cx.day.hidden_stem(lu) {
            if h.element().restrains(cx.stem.element()) {
                push(
                    out,
                    "stages.lu_hidden_clash",
                    "祿神遁干見克",
                    LU_HIDDEN,
                    vec![format!("{} 為{}之祿，遁{h}，{h}克{}", cx.at(lu), cx.stem, cx.stem)],
                );
            }
            if h == Stem::Gui {
                push(
                    out,
                    "stages.lu_gui",
                    "祿神遁癸",
                    LU_GUI,
                    vec![format!("{} 為{}之祿，遁癸 (旬盡，閉口之祿)", cx.at(lu), cx.stem)],
                );
            }
        }
    }
}
