//! The twelve stages in the chart (卷中 lines 381–465): where the day stem's 長生
//! stands, what its 祿 carries as 遁干, and what the text says of each of the other
//! stages (沐浴 … 養) when it enters the chart.
//!
//! DIFFERENCE: the text gives a place only for 長生 (「或發用或臨干俱吉」, 389) and 沐浴
//! (「入占不生干而臨干」, 393); the others are said of a stage that 「入占」. Every stage
//! is read where 389 reads the 長生 — as 初傳 (發用) or 干上 (臨干) — except 沐浴, which
//! the text itself puts over the 干 only. A stage is the day stem's, by the 八長生.

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

/// 沐浴 (393).
pub const BATH: Passage = Passage::new(393, "沐浴為五行之敗氣，入占不生乾而臨乾，猶人在童蒙之時，豈有進益?");
/// 冠帶 (397).
pub const CAPPING: Passage = Passage::new(397, "冠帶為五行材質已成，尚未得令之際，猶人當弱冠，惟有勤學養望為宜。");
/// 臨官 (401).
pub const OFFICE: Passage = Passage::new(401, "臨官即祿神也，正值得令之際，官占作登仕食祿論，常占作當事有為論。");
/// 臨官帝旺俱系比肩 (405).
pub const SHOULDER: Passage = Passage::new(405, "臨官帝旺俱系比肩，或作祿作旺論，或作比劫論，各隨課象酌斷。");
/// 帝旺 (409).
pub const PEAK: Passage =
    Passage::new(409, "帝旺為五行之極，官占作極顯論，常占作極盛論。然旺極必衰，君子惟持盈戒滿為宜。");
/// 衰 (413).
pub const DECLINE: Passage = Passage::new(413, "官占宜告休，常占宜退步。");
/// 病 (417).
pub const SICKNESS: Passage = Passage::new(417, "病為垂老，無能為矣。");
/// 死 (421).
pub const DEATH: Passage = Passage::new(421, "自病而死，則已終矣。然猶未也，尚須入墓方畢。");
/// 墓 (425).
pub const TOMB: Passage =
    Passage::new(425, "入占以盡頭論，亦以必到論。墓主暗昧抑塞，或以受困論，或以被蒙論，隨宜酌斷。");
/// 絕 (457).
pub const EXTINCTION: Passage =
    Passage::new(457, "絕者，言至此而斷絕也。入占無一吉徵，惟當災難頻仍之際得之，則災難從此而絕矣。");
/// 胎 (461).
pub const CONCEPTION: Passage =
    Passage::new(461, "胎為五行之始，如在母腹，隱然不可見，闇然日以章，入占宜靜守，不宜妄動。");
/// 養 (465).
pub const NURTURE: Passage = Passage::new(465, "如小兒初生，入占必有一番喜氣");
/// 干支輪至養位 (465). Printed with a stray space, 「養 位」.
pub const NURTURE_TURN: Passage =
    Passage::new(465, "即如四時長生輪至養位，便為一喜星，則乾支輪至養 位，亦自有喜氣也。");

/// The passages of this module.
pub const PASSAGES: &[Passage] = &[
    BIRTH_MIXED,
    BIRTH,
    BATH,
    CAPPING,
    OFFICE,
    LU_HIDDEN,
    LU_GUI,
    SHOULDER,
    PEAK,
    DECLINE,
    SICKNESS,
    DEATH,
    TOMB,
    EXTINCTION,
    CONCEPTION,
    NURTURE,
    NURTURE_TURN,
];

/// The stages after 長生 the text describes, each with its id, title, passage and the
/// reading the facts end with.
#[rustfmt::skip]
const STAGES: [(LifeStage, &str, &str, Passage, &str); 11] = [
    (LifeStage::Bath, "stages.bath", "沐浴臨干", BATH, "五行之敗氣，不生干而臨干，豈有進益"),
    (LifeStage::Capping, "stages.capping", "冠帶入課", CAPPING, "材質已成，尚未得令，惟有勤學養望為宜"),
    (LifeStage::Office, "stages.office", "臨官入課", OFFICE, "正值得令，官占作登仕食祿論，常占作當事有為論"),
    (LifeStage::Peak, "stages.peak", "帝旺入課", PEAK, "五行之極，官占作極顯論，常占作極盛論；旺極必衰，宜持盈戒滿"),
    (LifeStage::Decline, "stages.decline", "衰神入課", DECLINE, "官占宜告休，常占宜退步"),
    (LifeStage::Sickness, "stages.sickness", "病神入課", SICKNESS, "垂老，無能為矣"),
    (LifeStage::Death, "stages.death", "死神入課", DEATH, "已終矣，然猶未也，尚須入墓方畢"),
    (LifeStage::Tomb, "stages.tomb", "墓神入課", TOMB, "以盡頭論，亦以必到論；暗昧抑塞，或受困，或被蒙"),
    (LifeStage::Extinction, "stages.extinction", "絕神入課", EXTINCTION, "無一吉徵；惟災難頻仍之際得之，災難從此而絕"),
    (LifeStage::Conception, "stages.conception", "胎神入課", CONCEPTION, "隱然不可見，宜靜守，不宜妄動"),
    (LifeStage::Nurture, "stages.nurture", "養神入課", NURTURE, "必有一番喜氣"),
];

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

    stage_meanings(cx, out);
}

/// 沐浴 … 養 (393–465): each stage of the stem as 初傳 or 干上; 臨官 帝旺 as 比肩 (405);
/// 干 or 支 turned onto its 養 (465).
fn stage_meanings(cx: &Ctx, out: &mut Vec<Pattern>) {
    let stem = cx.stem;
    let c = cx.chuan();
    let mut shoulder = Vec::new();
    for (stage, id, title, passage, reading) in STAGES {
        let b = cx.stem_stage_branch(stage);
        let name = stage.hanzi();
        let mut facts = Vec::new();
        if c[0] == b && stage != LifeStage::Bath {
            facts.push(format!("初傳{b} 為{stem}之{name}，發用"));
        }
        if cx.gan_up() == b {
            facts.push(format!("干上{b} 為{stem}之{name}，臨干"));
        }
        if facts.is_empty() {
            continue;
        }
        if stage == LifeStage::Death {
            // 「尚須入墓方畢」: the 墓 later in the transmissions ends it.
            let tomb = cx.stem_stage_branch(LifeStage::Tomb);
            if let Some(i) = c.iter().skip(1).position(|&x| x == tomb) {
                facts.push(format!("{}傳{tomb}為{stem}之墓，入墓方畢", ["中", "末"][i]));
            }
        }
        // 405: 臨官 帝旺 are 比肩 only when of the stem's element — not for 戊 己, whose
        // 祿 and 旺 are 巳 午 (fire).
        if matches!(stage, LifeStage::Office | LifeStage::Peak) && b.element() == stem.element() {
            shoulder.push(format!("{b}為{stem}之{name}，與{stem}同{}，系比肩", b.element().hanzi()));
        }
        facts.push(reading.to_string());
        push(out, id, title, passage, facts);
    }
    if !shoulder.is_empty() {
        // DIFFERENCE: 「臨官帝旺俱系比肩」 holds for eight stems; for 戊 己 (祿 巳, 旺 午, fire
        // that feeds earth) it does not, and this form does not fire.
        shoulder.push("或作祿作旺論，或作比劫論，各隨課象酌斷".to_string());
        push(out, "stages.shoulder", "祿旺比肩", SHOULDER, shoulder);
    }

    // 465 「干支輪至養位」: the 干 (its 寄宮 in heaven) over the palace of its 養 (八長生), the
    // 支 over that of its own 養 (四長生), as 坐墓 is 「干支坐墓，即為入墓」 (427).
    let mut facts = Vec::new();
    let gan_under = cx.under(cx.gan);
    if LifeStage::of_stem(stem, gan_under) == LifeStage::Nurture {
        facts.push(format!("{stem}寄{}，{}加{gan_under}，{gan_under}為{stem}之養位", cx.gan, cx.gan));
    }
    let zhi = cx.zhi;
    let zhi_under = cx.under(zhi);
    if LifeStage::of_element(zhi.element(), zhi_under) == LifeStage::Nurture {
        facts.push(format!("支{zhi}加{zhi_under}，{zhi_under}為{zhi}之養位"));
    }
    if !facts.is_empty() {
        facts.push("亦自有喜氣".to_string());
    }
    push(out, "stages.nurture_turn", "干支輪至養位", NURTURE_TURN, facts);
}
