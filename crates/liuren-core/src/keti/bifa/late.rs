//! Rules for the 畢法 lines 53–95 that the parent module does not detect.
//!
//! Each rule quotes the words of its chapter that define it; where the chapter
//! admits two readings the one taken is marked `DIFFERENCE:`.

use super::{at_stage, stage, when, Rule, V};
use crate::cycle::{Branch, Stem};
use crate::generals::General;
use crate::relations::{Kin, LifeStage};
use crate::shensha::basis::Season;
use crate::shensha::tables::season::GUAN_GUAN;
use crate::shensha::tables::Table;
use crate::transmissions::Family;

#[rustfmt::skip]
pub(super) const RULES: &[(u8, Rule)] = &[
    (53, liang_she_jia_mu), (54, hu_shi_feng_hu), (56, tian_wang_zi_guo),
    (65, gan_mu_bing_guan), (66, zhi_fen_cai), (69, hu_cheng_dun_gui),
];

/// The stem's tomb (干墓), read by its element.
fn gan_mu(v: &V) -> Branch {
    at_stage(v.se(), LifeStage::Tomb)
}

/// The branch a 神煞 table gives this chart.
fn sha(v: &V, t: &Table) -> Branch {
    t.cell_for(v.c).members()[0].branch()
}

/// The four lessons and the three transmissions, each named by its place.
fn places(v: &V) -> [(&'static str, Branch); 7] {
    let u = v.uppers();
    [
        ("干上", u[0]),
        ("第二課上", u[1]),
        ("支上", u[2]),
        ("第四課上", u[3]),
        ("初傳", v.ch[0]),
        ("中傳", v.ch[1]),
        ("末傳", v.ch[2]),
    ]
}

/// A general's home branch as 第五十三法 counts it.
///
/// DIFFERENCE: 「六壬日辰加亥乃兩后夾墓」 puts 天后 at 亥, so here 天后 is at 亥
/// and 玄武 at 子, the other way round from [`General::home`].
fn home_53(g: General) -> Branch {
    match g {
        General::Tianhou => Branch::Hai,
        General::Xuanwu => Branch::Zi,
        _ => g.home(),
    }
}

/// 第五十三法: 「丙戌日戌加巳……兼旦夜天將皆乘蛇，及地盤之巳，亦是騰蛇之位，故名兩蛇夾墓」,
/// and the others it lists (「六己日辰加未夜占，乃兩常夾墓」, 「六辛日丑加申，兩虎夾墓」,
/// 「六甲日未加丑夜貴，兩貴夾墓」…): the stem's tomb rides a general and sits on
/// that general's home palace.
///
/// The tomb need not stand in the lessons: the book gives the forms by the stem
/// alone (「六辛日丑加申」), whatever the day branch.
fn liang_she_jia_mu(v: &V) -> Option<Vec<String>> {
    let mu = gan_mu(v);
    let (g, under) = (v.general(mu), v.under(mu));
    when(home_53(g) == under, || {
        let fu = if v.gs == mu { "，覆干上" } else { "" };
        vec![format!(
            "干墓{}乘{}，加{}（{}本家）：兩{}夾墓{fu}",
            mu.hanzi(),
            g.hanzi(),
            under.hanzi(),
            g.hanzi(),
            g.short()
        )]
    })
}

/// 第五十四法: 「如柔日虎視卦中，天將又乘白虎者論，如前後皆有猛虎」; of a 剛日
/// 「戊寅日丑加酉旦占，雖是剛日，亦可如說」 — a 昴星 chart with 白虎 on a lesson or
/// a transmission.
///
/// The book calls the 柔日 form 虎視 (「虎視課乃柔日也，昴星課者乃剛日也」), the
/// chart's method names the other way; both count here.
///
/// DIFFERENCE: the chapter also counts 申 (「白虎之本位」) and 寅 as tigers
/// (「己巳日干上申，初傳申，中傳申……四重虎穴」); they are listed when 白虎 is
/// there, but do not make the line fire alone.
fn hu_shi_feng_hu(v: &V) -> Option<Vec<String>> {
    if v.c.method().family() != Family::MaoXing {
        return None;
    }
    let places = places(v);
    let tigers: Vec<String> = places
        .iter()
        .filter(|&&(_, b)| v.general(b) == General::Baihu)
        .map(|&(w, b)| format!("{w}{}乘白虎", b.hanzi()))
        .collect();
    if tigers.is_empty() {
        return None;
    }
    let mut facts = vec![format!("昴星課（{}）", v.c.method().hanzi())];
    facts.extend(tigers);
    for (w, b) in places {
        match b {
            Branch::Shen => facts.push(format!("{w}申為白虎本位")),
            Branch::Yin => facts.push(format!("{w}寅為虎")),
            _ => {}
        }
    }
    Some(facts)
}

/// 第五十六法: 「如甲申日未加寅，乃墓神覆日。如占人本命，又是未生，乃名天網自裹」 —
/// the stem's tomb on 干上 and the querent born in that branch's year.
///
/// Needs the querent; without one it never fires. The chapter's 丁神覆日格 (the
/// tomb also 旬丁) is noted in the facts.
fn tian_wang_zi_guo(v: &V) -> Option<Vec<String>> {
    let f = v.c.fate?;
    let mu = gan_mu(v);
    if v.gs != mu || f.ben_ming.branch() != mu {
        return None;
    }
    let mut facts =
        vec![format!("干上{}為干墓（墓神覆日）", mu.hanzi()), format!("占人本命{}，即此墓神", f.ben_ming.hanzi())];
    if v.day.hidden_stem(mu) == Some(Stem::Ding) {
        facts.push(format!("{}遁丁：丁神覆日", mu.hanzi()));
    }
    Some(facts)
}

/// 第六十五法: 「日干之墓作四季之關神發用者是也，宜分干支發用。如日干之兩課上作發用者，
/// 主人衰，如支辰之兩課上發用者，主宅廢。夫關神者：春丑、夏辰、秋未、冬戌」 (「關即寡也」).
///
/// 關神 is read from the 關管 table (季, 丑辰未戌), the same four branches.
fn gan_mu_bing_guan(v: &V) -> Option<Vec<String>> {
    let (a, mu, guan) = (v.ch[0], gan_mu(v), sha(v, &GUAN_GUAN));
    if a != mu || a != guan {
        return None;
    }
    let season = Season::of_month(v.c.calendar.pillars.month.branch());
    let mut facts = vec![format!("初傳{}為干墓，{}占為關神", a.hanzi(), season.hanzi())];
    let u = v.uppers();
    if u[0] == a || u[1] == a {
        facts.push(format!("{}在干之兩課上：主人衰", a.hanzi()));
    }
    if u[2] == a || u[3] == a {
        facts.push(format!("{}在支之兩課上：主宅廢", a.hanzi()));
    }
    Some(facts)
}

/// 第六十六法: 「謂地支之墓，卻作日干之財者……如甲子日辰加子，乃支之墓神而作干之財為發用」.
fn zhi_fen_cai(v: &V) -> Option<Vec<String>> {
    let a = v.ch[0];
    when(stage(v.ze(), a) == LifeStage::Tomb && v.kin(a) == Kin::Wealth, || {
        vec![format!("初傳{}為支{}之墓，又為干{}之財", a.hanzi(), v.zhi.hanzi(), v.stem.hanzi())]
    })
}

/// 第六十九法: 「白虎加臨旬內之干為日鬼者……縱空亡亦不能為救」 (「甲子日晝占，乃虎加庚午臨戌為用」):
/// the branch 白虎 rides has, in the day's 旬, a stem that overcomes the day stem.
///
/// DIFFERENCE: the book's examples all have that branch in the lessons or the
/// transmissions (初傳, 支上, 干上, 第四課, 末傳); that is required here. A 旬空
/// branch has no stem in the 旬 and so no 遁鬼.
fn hu_cheng_dun_gui(v: &V) -> Option<Vec<String>> {
    let b = Branch::ALL.into_iter().find(|&b| v.general(b) == General::Baihu)?;
    let s = v.day.hidden_stem(b)?;
    if !s.element().restrains(v.se()) {
        return None;
    }
    let at: Vec<&str> = places(v).into_iter().filter(|&(_, x)| x == b).map(|(w, _)| w).collect();
    when(!at.is_empty(), || {
        vec![
            format!("白虎乘{}，遁{}克日干{}（遁鬼）", b.hanzi(), s.hanzi(), v.stem.hanzi()),
            format!("{}在{}", b.hanzi(), at.join("、")),
        ]
    })
}
