//! The twelve stages in the chart (卷中 lines 381–465): where the day stem's 長生
//! stands, what its 祿 carries as 遁干, and what the text says of each of the other
//! stages (沐浴 … 養) when it enters the chart.
//!
//! DIFFERENCE: the text gives a place only for 長生 (「或發用或臨干俱吉」, 389) and 沐浴
//! (「入占不生干而臨干」, 393); the others are said of a stage that 「入占」. Every stage
//! is read where 389 reads the 長生 — as 初傳 (發用) or 干上 (臨干) — except 沐浴, which
//! the text itself puts over the 干 only. A stage is the day stem's, by the 八長生.

use crate::cycle::Stem;
use crate::reading::{About, Place, Tone};
use crate::relations::{Kin, LifeStage};
use crate::shensha::rules::lu;

use super::{fact, summing_up, Ctx, Found, Passage, Rule};

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

const K: &str = "長生";

/// The rules of this module, in the text's order; each stage 沐浴 … 養 one row, with
/// the reading the facts end with.
#[rustfmt::skip]
pub(crate) const RULES: &[Rule] = &[
    // 「長生或發用或臨干俱吉」 (389).
    Rule::new("stages.birth", K, "長生入課", &[BIRTH], birth),
    Rule::new("stages.birth_mixed", K, "長生系鬼脫", &[BIRTH_MIXED], birth_mixed),
    Rule::new("stages.lu_hidden_clash", K, "祿神遁干見克", &[LU_HIDDEN], lu_hidden),
    // 「閉口之祿，不吉」 (403).
    Rule::new("stages.lu_gui", K, "祿神遁癸", &[LU_GUI], lu_gui).tone(Tone::Bad),
    Rule::new("stages.bath", K, "沐浴臨干", &[BATH], |cx| stage(cx, LifeStage::Bath, "五行之敗氣，不生干而臨干，豈有進益")),
    Rule::new("stages.capping", K, "冠帶入課", &[CAPPING], |cx| stage(cx, LifeStage::Capping, "材質已成，尚未得令，惟有勤學養望為宜")),
    Rule::new("stages.office", K, "臨官入課", &[OFFICE], |cx| stage(cx, LifeStage::Office, "正值得令，官占作登仕食祿論，常占作當事有為論")),
    Rule::new("stages.peak", K, "帝旺入課", &[PEAK], |cx| stage(cx, LifeStage::Peak, "五行之極，官占作極顯論，常占作極盛論；旺極必衰，宜持盈戒滿")),
    Rule::new("stages.decline", K, "衰神入課", &[DECLINE], |cx| stage(cx, LifeStage::Decline, "官占宜告休，常占宜退步")),
    Rule::new("stages.sickness", K, "病神入課", &[SICKNESS], |cx| stage(cx, LifeStage::Sickness, "垂老，無能為矣")),
    Rule::new("stages.death", K, "死神入課", &[DEATH], |cx| stage(cx, LifeStage::Death, "已終矣，然猶未也，尚須入墓方畢")),
    Rule::new("stages.tomb", K, "墓神入課", &[TOMB], |cx| stage(cx, LifeStage::Tomb, "以盡頭論，亦以必到論；暗昧抑塞，或受困，或被蒙")),
    // 「入占無一吉徵」 (457).
    Rule::new("stages.extinction", K, "絕神入課", &[EXTINCTION], |cx| stage(cx, LifeStage::Extinction, "無一吉徵；惟災難頻仍之際得之，災難從此而絕")),
    Rule::new("stages.conception", K, "胎神入課", &[CONCEPTION], |cx| stage(cx, LifeStage::Conception, "隱然不可見，宜靜守，不宜妄動")),
    Rule::new("stages.nurture", K, "養神入課", &[NURTURE], |cx| stage(cx, LifeStage::Nurture, "必有一番喜氣")),
    Rule::new("stages.shoulder", K, "祿旺比肩", &[SHOULDER], shoulder),
    Rule::new("stages.nurture_turn", K, "干支輪至養位", &[NURTURE_TURN], nurture_turn),
];

/// 389: where the 長生 stands.
fn birth(cx: &Ctx) -> Option<Found> {
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    let c = cx.chuan();
    let s = cx.stem_about();
    let mut facts = Vec::new();
    let good = c[0] == birth || cx.gan_up() == birth;
    if c[0] == birth {
        facts.push(fact(format!("初傳{birth} 為{}之長生，發用，吉", cx.stem), cx.place(Place::Chu)).and([s]));
    }
    if cx.gan_up() == birth {
        facts.push(fact(format!("干上{birth} 為{}之長生，臨干，吉", cx.stem), cx.place(Place::GanShang)).and([s]));
    }
    if facts.is_empty() && (c[1] == birth || c[2] == birth) {
        facts.push(fact(format!("{} 為{}之長生，在中末，次之", cx.at(birth), cx.stem), cx.about(birth)).and([s]));
    }
    for (name, place, b) in cx.fates() {
        if cx.up(b) == birth {
            facts.push(fact(format!("{name}{b}上見長生{birth}，較遲"), cx.place(place)).and([About::Branch(birth)]));
        }
    }
    Found::facts(facts).map(|f| if good { f.toned(Tone::Good) } else { f })
}

/// 383: a 長生 that is also 官鬼 or 脫氣 of the stem.
fn birth_mixed(cx: &Ctx) -> Option<Found> {
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    if !cx.in_ke_chuan(birth) {
        return None;
    }
    let what = match cx.kin(birth) {
        Kin::Officer => "系官鬼",
        Kin::Offspring => "系脫氣",
        _ => return None,
    };
    let text = format!("{} 為{}之長生，{what}", cx.at(birth), cx.stem);
    Found::facts(vec![fact(text, cx.about(birth)).and([cx.stem_about()])])
}

/// 401: the 祿 in the chart, its 遁干 overcoming the stem.
fn lu_hidden(cx: &Ctx) -> Option<Found> {
    let lu = lu(cx.stem);
    let h = cx.dun(lu).filter(|h| cx.in_ke_chuan(lu) && h.element().restrains(cx.stem.element()))?;
    let text = format!("{} 為{}之祿，遁{h}，{h}克{}", cx.at(lu), cx.stem, cx.stem);
    Found::facts(vec![fact(text, cx.about(lu)).and([cx.stem_about(), About::Stem(h)])])
}

/// 403: the 祿 in the chart, its 遁干 癸.
fn lu_gui(cx: &Ctx) -> Option<Found> {
    let lu = lu(cx.stem);
    let h = cx.dun(lu).filter(|&h| cx.in_ke_chuan(lu) && h == Stem::Gui)?;
    let text = format!("{} 為{}之祿，遁癸 (旬盡，閉口之祿)", cx.at(lu), cx.stem);
    Found::facts(vec![fact(text, cx.about(lu)).and([cx.stem_about(), About::Stem(h)])])
}

/// 393–465: a stage of the stem as 初傳 or 干上 (沐浴 over the 干 only), with the
/// text's `reading`.
fn stage(cx: &Ctx, stage: LifeStage, reading: &str) -> Option<Found> {
    let stem = cx.stem;
    let c = cx.chuan();
    let b = cx.stem_stage_branch(stage);
    let name = stage.hanzi();
    let s = cx.stem_about();
    let mut facts = Vec::new();
    if c[0] == b && stage != LifeStage::Bath {
        facts.push(fact(format!("初傳{b} 為{stem}之{name}，發用"), cx.place(Place::Chu)).and([s]));
    }
    if cx.gan_up() == b {
        facts.push(fact(format!("干上{b} 為{stem}之{name}，臨干"), cx.place(Place::GanShang)).and([s]));
    }
    if facts.is_empty() {
        return None;
    }
    if stage == LifeStage::Death {
        // 「尚須入墓方畢」: the 墓 later in the transmissions ends it.
        let tomb = cx.stem_stage_branch(LifeStage::Tomb);
        if let Some(i) = c.iter().skip(1).position(|&x| x == tomb) {
            let text = format!("{}傳{tomb}為{stem}之墓，入墓方畢", ["中", "末"][i]);
            facts.push(fact(text, cx.place([Place::Zhong, Place::Mo][i])).and([s]));
        }
    }
    facts.push(summing_up(reading, &facts));
    Found::facts(facts)
}

/// 405: 臨官 帝旺 as 比肩, where they stand as 初傳 or 干上.
fn shoulder(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let mut facts = Vec::new();
    for st in [LifeStage::Office, LifeStage::Peak] {
        let b = cx.stem_stage_branch(st);
        // 405: 臨官 帝旺 are 比肩 only when of the stem's element — not for 戊 己, whose
        // 祿 and 旺 are 巳 午 (fire).
        if (cx.used() == b || cx.gan_up() == b) && b.element() == stem.element() {
            let text = format!("{b}為{stem}之{}，與{stem}同{}，系比肩", st.hanzi(), b.element().hanzi());
            facts.push(fact(text, [About::Branch(b), cx.stem_about()]));
        }
    }
    if facts.is_empty() {
        return None;
    }
    // DIFFERENCE: 「臨官帝旺俱系比肩」 holds for eight stems; for 戊 己 (祿 巳, 旺 午, fire
    // that feeds earth) it does not, and this form does not fire.
    facts.push(summing_up("或作祿作旺論，或作比劫論，各隨課象酌斷", &facts));
    Found::facts(facts)
}

/// 465 「干支輪至養位」: the 干 (its 寄宮 in heaven) over the palace of its 養 (八長生), the
/// 支 over that of its own 養 (四長生), as 坐墓 is 「干支坐墓，即為入墓」 (427).
fn nurture_turn(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let mut facts = Vec::new();
    let gan_under = cx.under(cx.gan);
    if cx.stage(gan_under) == LifeStage::Nurture {
        let text = format!("{stem}寄{}，{}加{gan_under}，{gan_under}為{stem}之養位", cx.gan, cx.gan);
        facts.push(fact(text, [cx.stem_about(), About::Branch(cx.gan), About::Branch(gan_under)]));
    }
    let zhi = cx.zhi;
    let zhi_under = cx.under(zhi);
    if LifeStage::of_element(zhi.element(), zhi_under) == LifeStage::Nurture {
        facts.push(
            fact(format!("支{zhi}加{zhi_under}，{zhi_under}為{zhi}之養位"), cx.zhi_about())
                .and([About::Branch(zhi_under)]),
        );
    }
    if !facts.is_empty() {
        facts.push(summing_up("亦自有喜氣", &facts));
    }
    Found::facts(facts)
}
