//! The patterns that need the whole chart: 天將 on the plate, 旺相 in the
//! month, 太歲 and 月建, the hour, 年命.
//!
//! 前 and 後 of 貴人 are read from the general riding a branch: 「十二天將天乙
//! 貴人為主居中。前有五位，一蛇、二雀、三合、四勾、五龍……後有五位，一后、二陰、
//! 三玄、四常、五虎……天空雖云後六位」 (《六壬大全》第二冊 天將總論, 頁92) — so
//! a branch ridden by the 1st‥5th general after 貴人 is in front of it, by the
//! 6th‥11th behind. Because the generals follow 貴人 round the plate in their
//! own direction, this is also where the branch's earth palace lies from 貴人's.

use crate::chart::Chart;
use crate::cycle::{Branch, Element};
use crate::generals::General;
use crate::relations::{season_element, Vitality};

use super::catalogue as c;
use super::lesson_rules::{is_tomb_of, month_number, po, xun_ends, Cx};
use super::{Found, Pattern};

/// Where a general stands from 貴人.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Noble,
    Front,
    Back,
}

fn side(g: General) -> Side {
    match g.index() {
        0 => Side::Noble,
        1..=5 => Side::Front,
        _ => Side::Back,
    }
}

/// 吉將: 貴人 青龍 太常 六合 太陰 天后; the other six are 凶將.
///
/// DIFFERENCE: the 課經 name the good generals in passing — 「貴青常合等」
/// (三光課 引《觀月經》), 「天乙、青龍、陰、合吉將」 (斬關課) — without a full list;
/// 天后 is counted with them as in common practice.
fn auspicious(g: General) -> bool {
    matches!(
        g,
        General::Guiren | General::Qinglong | General::Taichang | General::Liuhe | General::Taiyin | General::Tianhou
    )
}

fn thriving(v: Vitality) -> bool {
    matches!(v, Vitality::Prosperous | Vitality::Minister)
}

fn failing(v: Vitality) -> bool {
    matches!(v, Vitality::Imprisoned | Vitality::Dead)
}

struct View<'a> {
    cx: &'a Cx<'a>,
    chart: &'a Chart,
}

impl View<'_> {
    fn general(&self, b: Branch) -> General {
        self.chart.palaces[self.chart.plate.earth_under(b)].general
    }

    fn vitality(&self, b: Branch) -> Vitality {
        Vitality::of(b.element(), self.season())
    }

    fn season(&self) -> Element {
        season_element(self.month())
    }

    fn month(&self) -> Branch {
        self.chart.calendar.pillars.month.branch()
    }

    fn year(&self) -> Branch {
        self.chart.calendar.pillars.year.branch()
    }

    fn hour(&self) -> Branch {
        self.chart.hour_branch
    }

    fn first(&self) -> Branch {
        self.cx.first()
    }

    fn last(&self) -> Branch {
        self.cx.last()
    }

    /// 行年 branch, if a querent was given.
    fn xing_nian(&self) -> Option<Branch> {
        self.chart.fate.map(|f| f.xing_nian.branch())
    }

    /// 本命 branch, if a querent was given.
    fn ben_ming(&self) -> Option<Branch> {
        self.chart.fate.map(|f| f.ben_ming.branch())
    }

    fn rides(&self, b: Branch) -> String {
        format!("{b}乘{}", self.general(b))
    }

    fn chuan_rides(&self, gs: &[General]) -> Option<Branch> {
        self.cx.chuan().into_iter().find(|&b| gs.contains(&self.general(b)))
    }
}

pub(super) fn collect(cx: &Cx, chart: &Chart, out: &mut Vec<Found>) {
    let v = View { cx, chart };
    san_guang(&v, out);
    san_yang_si_shun(&v, out);
    san_yin_si_ni(&v, out);
    long_de(&v, out);
    guan_jue(&v, out);
    fu_gui(&v, out);
    tian_yu(&v, out);
    po_hua(&v, out);
    yin_yi(&v, out);
    san_jiao(&v, out);
    li_de(&v, out);
    tian_wang(&v, out);
    long_zhan(&v, out);
    wei_bo(&v, out);
    bi_kou(&v, out);
    chong_po(&v, out);
    gu_gua_season(&v, out);
    pan_zhu(&v, out);
}

/// 三光 (《觀月經》's three lights): the first 旺相 (一光), riding a good general
/// (二光), the day stem 旺相 in the month (三光: 「如春甲乙，夏丙丁之類」).
fn san_guang(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let stem = v.cx.stem();
    let (fv, sv) = (v.vitality(f), Vitality::of(stem.element(), v.season()));
    if thriving(fv) && auspicious(v.general(f)) && thriving(sv) {
        out.push(Found::new(
            &c::SAN_GUANG,
            vec![
                format!("用神{f}{}，乘吉將{}", fv.hanzi(), v.general(f)),
                format!("日干{stem}{}於{}月", sv.hanzi(), v.month()),
                format!("日支{}{}", v.cx.branch(), Vitality::of(v.cx.branch().element(), v.season()).hanzi()),
            ],
        ));
    }
}

/// Where 干上 and 支上 stand from 貴人.
fn day_sides(v: &View) -> (Side, Side) {
    (side(v.general(v.cx.stem_upper())), side(v.general(v.cx.branch_upper())))
}

/// 三陽 (訂訛's three: 天乙順行, 日辰居前, 發用旺相) and 四順.
fn san_yang_si_shun(v: &View, out: &mut Vec<Found>) {
    let (f, l) = (v.first(), v.last());
    let forward = v.chart.generals_forward;
    let (s, z) = day_sides(v);
    if forward && s == Side::Front && z == Side::Front && thriving(v.vitality(f)) {
        out.push(Found::new(
            &c::SAN_YANG,
            vec![
                "天乙順行".to_string(),
                format!("干上{}、支上{}在天乙前", v.rides(v.cx.stem_upper()), v.rides(v.cx.branch_upper())),
                format!("發用{f}{}", v.vitality(f).hanzi()),
            ],
        ));
    }
    let (gf, gl) = (v.general(f), v.general(l));
    if !auspicious(gf)
        && auspicious(gl)
        && failing(v.vitality(f))
        && thriving(v.vitality(l))
        && forward
        && side(gl) == Side::Front
    {
        out.push(Found::new(
            &c::SI_SHUN,
            vec![
                format!("初{}凶，末{}吉", v.rides(f), v.rides(l)),
                format!("初{f}{}，末{l}{}", v.vitality(f).hanzi(), v.vitality(l).hanzi()),
                "天乙順行".to_string(),
                format!("末傳{l}在天乙前"),
            ],
        ));
    }
}

/// 三陰 (正文: 天乙逆行, 日辰在後, 用囚死, 將乘玄虎, 時克行年 — needs 行年) and 四逆.
fn san_yin_si_ni(v: &View, out: &mut Vec<Found>) {
    let (f, l) = (v.first(), v.last());
    let backward = !v.chart.generals_forward;
    let (s, z) = day_sides(v);
    if let Some(year) = v.xing_nian() {
        let gf = v.general(f);
        if backward
            && s == Side::Back
            && z == Side::Back
            && failing(v.vitality(f))
            && matches!(gf, General::Xuanwu | General::Baihu)
            && v.hour().element().restrains(year.element())
        {
            out.push(Found::new(
                &c::SAN_YIN,
                vec![
                    "天乙逆行".to_string(),
                    format!("干上{}、支上{}在天乙後", v.rides(v.cx.stem_upper()), v.rides(v.cx.branch_upper())),
                    format!("用{f}{}，將乘{gf}", v.vitality(f).hanzi()),
                    format!("占時{}克行年{year}", v.hour()),
                ],
            ));
        }
    }
    let (gf, gl) = (v.general(f), v.general(l));
    if auspicious(gf)
        && !auspicious(gl)
        && thriving(v.vitality(f))
        && !thriving(v.vitality(l))
        && backward
        && side(gl) == Side::Back
    {
        out.push(Found::new(
            &c::SI_NI,
            vec![
                format!("用{}吉，終{}凶", v.rides(f), v.rides(l)),
                format!("用{f}{}，終{l}{}", v.vitality(f).hanzi(), v.vitality(l).hanzi()),
                "天乙逆行".to_string(),
                format!("末傳{l}入天乙後"),
            ],
        ));
    }
}

/// 龍德: 太歲 rides 貴人 as the first, 月將 in the transmissions.
fn long_de(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let mg = v.chart.month_general;
    if f == v.year() && v.general(f) == General::Guiren && v.cx.chuan().contains(&mg) {
        out.push(Found::new(&c::LONG_DE, vec![format!("太歲{f}乘貴人發用"), format!("月將{mg}在傳")]));
    }
}

/// 官爵 (正文): the 驛馬 of 太歲, 月建, 行年 or 本命 is the first, and 天魁戌 and
/// 太常 are both in the transmissions.
fn guan_jue(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let mut of: Vec<String> = Vec::new();
    for (what, b) in
        [("太歲", Some(v.year())), ("月建", Some(v.month())), ("行年", v.xing_nian()), ("本命", v.ben_ming())]
    {
        if let Some(b) = b {
            if b.post_horse() == f {
                of.push(format!("{what}{b}"));
            }
        }
    }
    if of.is_empty() {
        return;
    }
    let ch = v.cx.chuan();
    let Some(chang) = v.chuan_rides(&[General::Taichang]) else {
        return;
    };
    if !ch.contains(&Branch::Xu) {
        return;
    }
    out.push(Found::new(
        &c::GUAN_JUE,
        vec![format!("{}之驛馬{f}發用", of.join("、")), format!("天魁戌入傳，太常乘{chang}入傳")],
    ));
}

/// 富貴 (正文): 貴人 rides the first, which is 旺相, generates or is generated by
/// the palace it stands on, and stands on the stem's palace, the day branch,
/// 行年 or 本命.
fn fu_gui(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    if v.general(f) != General::Guiren || !thriving(v.vitality(f)) {
        return;
    }
    let under = v.chart.plate.earth_under(f);
    let (fe, ue) = (f.element(), under.element());
    if fe.generates() != ue && ue.generates() != fe {
        return;
    }
    let on = if under == v.cx.lodge() {
        format!("日干{}", v.cx.stem())
    } else if under == v.cx.branch() {
        format!("日支{under}")
    } else if Some(under) == v.xing_nian() {
        format!("行年{under}")
    } else if Some(under) == v.ben_ming() {
        format!("本命{under}")
    } else {
        return;
    };
    out.push(Found::new(
        &c::FU_GUI,
        vec![format!("天乙乘{f}{}發用", v.vitality(f).hanzi()), format!("{f}加{under}，上下相生"), format!("臨{on}")],
    ));
}

/// 日本: the 長生 of the day stem's element, 「亥為甲乙之本，寅為丙丁之本，申為戊己
/// 壬癸之本，巳為庚辛之本」 (天獄課 引《觀月經》).
fn ri_ben(v: &View) -> Branch {
    match v.cx.stem().element() {
        Element::Wood => Branch::Hai,
        Element::Fire => Branch::Yin,
        Element::Metal => Branch::Si,
        _ => Branch::Shen,
    }
}

/// 天獄: the first 囚死 (or the day's tomb), and 天罡辰 over 日本.
fn tian_yu(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let stem = v.cx.stem();
    let tomb = is_tomb_of(stem.element(), f);
    let ben = ri_ben(v);
    if !(failing(v.vitality(f)) || tomb) || v.chart.plate.heaven_over(ben) != Branch::Chen {
        return;
    }
    let what = if failing(v.vitality(f)) {
        format!("發用{f}{}", v.vitality(f).hanzi())
    } else {
        format!("發用{f}為日墓")
    };
    out.push(Found::new(&c::TIAN_YU, vec![what, format!("斗罡辰系日本{ben}（{stem}之長生）")]));
}

/// 魄化: 白虎 rides the first, which is the month's 死神 or 死氣 and stands on
/// the stem's palace, the day branch or 行年.
fn po_hua(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    if v.general(f) != General::Baihu {
        return;
    }
    let n = month_number(v.month()) as i64;
    let (shen, qi) = (Branch::Si.wrapping_add(n - 1), Branch::Wu.wrapping_add(n - 1));
    let death = if f == shen {
        format!("{n}月死神{shen}")
    } else if f == qi {
        format!("{n}月死氣{qi}")
    } else {
        return;
    };
    let under = v.chart.plate.earth_under(f);
    let on = if under == v.cx.lodge() {
        format!("日干{}", v.cx.stem())
    } else if under == v.cx.branch() {
        format!("日支{under}")
    } else if Some(under) == v.xing_nian() {
        format!("行年{under}")
    } else {
        return;
    };
    out.push(Found::new(&c::PO_HUA, vec![format!("白虎乘{death}"), format!("臨{on}發用")]));
}

/// 淫泆 (卯酉 first riding 天后 or 六合), 狡童 (六合 to 天后), 泆女 (天后 to 六合).
fn yin_yi(v: &View, out: &mut Vec<Found>) {
    let (f, l) = (v.first(), v.last());
    let (gf, gl) = (v.general(f), v.general(l));
    if matches!(f, Branch::Mao | Branch::You) && matches!(gf, General::Tianhou | General::Liuhe) {
        out.push(Found::new(&c::YIN_YI, vec![format!("初傳{f}乘{gf}")]));
    }
    if gf == General::Liuhe && gl == General::Tianhou {
        out.push(Found::new(&c::JIAO_TONG, vec![format!("用起{}，終於{}", v.rides(f), v.rides(l))]));
    }
    if gf == General::Tianhou && gl == General::Liuhe {
        out.push(Found::new(&c::YI_NV, vec![format!("用起{}，終於{}", v.rides(f), v.rides(l))]));
    }
}

/// 三交: a 仲 day, a 仲 over the day branch, three 仲 transmissions, and 太陰 or
/// 六合 riding one of them; without them, 三交不交 (訂訛).
fn san_jiao(v: &View, out: &mut Vec<Found>) {
    use crate::cycle::SeasonRank::Zhong;
    let (z, zu) = (v.cx.branch(), v.cx.branch_upper());
    if z.rank() != Zhong || zu.rank() != Zhong || !v.cx.chuan().iter().all(|b| b.rank() == Zhong) {
        return;
    }
    let base = vec![format!("{z}日（四仲日）占，{zu}加支：一交"), format!("三傳 {} 皆仲：二交", v.cx.chuan_names())];
    match v.chuan_rides(&[General::Taiyin, General::Liuhe]) {
        Some(b) => {
            let mut facts = base;
            facts.push(format!("{}：三交", v.rides(b)));
            out.push(Found::new(&c::SAN_JIAO, facts));
        }
        None => out.push(Found::new(&c::SAN_JIAO_BU_JIAO, base)),
    }
}

/// 勵德 (貴人立卯酉), with 微服 (日辰陰陽俱在天乙後) and 蹉跎 (俱在天乙前).
fn li_de(v: &View, out: &mut Vec<Found>) {
    let noble = v.chart.noble;
    let under = v.chart.plate.earth_under(noble);
    if under != Branch::Mao && under != Branch::You {
        return;
    }
    let uppers = v.cx.uppers();
    let sides: Vec<Side> = uppers.iter().map(|&b| side(v.general(b))).collect();
    let say = |s: Side| match s {
        Side::Noble => "即天乙",
        Side::Front => "在天乙前",
        Side::Back => "在天乙後",
    };
    let facts = vec![
        format!("天乙{noble}立{under}"),
        format!("日陽{}{}，日陰{}{}", uppers[0], say(sides[0]), uppers[1], say(sides[1])),
        format!("辰陽{}{}，辰陰{}{}", uppers[2], say(sides[2]), uppers[3], say(sides[3])),
    ];
    out.push(Found::new(&c::LI_DE, facts.clone()));
    if sides.iter().all(|&s| s == Side::Back) {
        out.push(Found::new(&c::WEI_FU, facts));
    } else if sides.iter().all(|&s| s == Side::Front) {
        out.push(Found::new(&c::CUO_TUO, facts));
    }
}

/// 天網: the hour and the first both overcome the day stem.
fn tian_wang(v: &View, out: &mut Vec<Found>) {
    let (h, f, stem) = (v.hour(), v.first(), v.cx.stem());
    if h.element().restrains(stem.element()) && f.element().restrains(stem.element()) {
        out.push(Found::new(&c::TIAN_WANG, vec![format!("占時{h}與用神{f}俱克日干{stem}")]));
    }
}

/// 龍戰 (正文): a 卯酉 day, 卯 or 酉 the first, 行年 at 卯 or 酉.
fn long_zhan(v: &View, out: &mut Vec<Found>) {
    let mao_you = |b: Branch| matches!(b, Branch::Mao | Branch::You);
    let (z, f) = (v.cx.branch(), v.first());
    if let Some(year) = v.xing_nian() {
        if mao_you(z) && mao_you(f) && mao_you(year) {
            out.push(Found::new(&c::LONG_ZHAN, vec![format!("{z}日占，{f}為用"), format!("行年立{year}")]));
        }
    }
}

/// 帷薄不修 (正文): an 八專 day with 天后, 六合 or 玄武 in the transmissions.
fn wei_bo(v: &View, out: &mut Vec<Found>) {
    if !v.cx.bazhuan_day() {
        return;
    }
    if let Some(b) = v.chuan_rides(&[General::Tianhou, General::Liuhe, General::Xuanwu]) {
        out.push(Found::new(&c::WEI_BO, vec![format!("八專日{}", v.cx.day), format!("{}入傳", v.rides(b))]));
    }
}

/// 閉口, the parts that need 玄武: the 旬首 in heaven, or the branch over earth
/// 旬首, rides 玄武 and is the first.
fn bi_kou(v: &View, out: &mut Vec<Found>) {
    let (head, _) = xun_ends(v.cx.day);
    let f = v.first();
    if v.general(f) != General::Xuanwu {
        return;
    }
    if f == head {
        out.push(Found::new(&c::BI_KOU, vec![format!("天盤旬首{head}乘玄武發用")]));
    } else if v.chart.plate.heaven_over(head) == f {
        out.push(Found::new(&c::BI_KOU, vec![format!("地盤旬首{head}上神{f}乘玄武發用")]));
    }
}

/// 冲破 (訂訛's wider reading): the first 冲s or 破s 太歲, 月建, the day branch or the hour.
fn chong_po(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let mut facts = Vec::new();
    for (what, b) in [("太歲", v.year()), ("月建", v.month()), ("日支", v.cx.branch()), ("占時", v.hour())] {
        if f == b.opposite() {
            facts.push(format!("用神{f}冲{what}{b}"));
        }
        if f == po(b) {
            facts.push(format!("用神{f}破{what}{b}"));
        }
    }
    if !facts.is_empty() {
        out.push(Found::new(&c::CHONG_PO_DINGE, facts));
    }
}

/// The season of a month branch: 0 春 (寅卯辰), 1 夏, 2 秋, 3 冬.
fn season_of(month: Branch) -> usize {
    month.since(Branch::Yin) / 3
}

/// 孤寡 by the season, 《袖中金》 (two 寡 each season) and 《觀月經》 (three in
/// winter and summer).
fn gu_gua_season(v: &View, out: &mut Vec<Found>) {
    use Branch as B;
    const GU: [[Branch; 2]; 4] = [[B::Si, B::Wu], [B::Shen, B::You], [B::Hai, B::Zi], [B::Yin, B::Mao]];
    const GUA: [[Branch; 2]; 4] = [[B::Zi, B::Chou], [B::Mao, B::Chen], [B::Wu, B::Wei], [B::You, B::Xu]];
    const GUA_GUANYUE: [&[Branch]; 4] =
        [&[B::Zi, B::Chou], &[B::Yin, B::Mao, B::Chen], &[B::Wu, B::Wei], &[B::Shen, B::You, B::Xu]];
    let s = season_of(v.month());
    let season = ["春", "夏", "秋", "冬"][s];
    let f = v.first();
    for (p, gua) in [(&c::GU_GUA_SEASON, &GUA[s][..]), (&c::GU_GUA_SEASON_GUANYUE, GUA_GUANYUE[s])] {
        let p: &'static Pattern = p;
        if GU[s].contains(&f) {
            out.push(Found::new(p, vec![format!("{season}占，{f}發用：孤辰")]));
        } else if gua.contains(&f) {
            out.push(Found::new(p, vec![format!("{season}占，{f}發用：寡宿")]));
        }
    }
}

/// 天心 (太歲 月建 日 時 all in the four lessons) and 盤珠 (天心 with the three
/// transmissions in the lessons too).
fn pan_zhu(v: &View, out: &mut Vec<Found>) {
    let ls = v.cx.lesson_branches();
    let four = [v.year(), v.month(), v.cx.branch(), v.hour()];
    if !four.iter().all(|b| ls.contains(b)) {
        return;
    }
    let fact = format!("太歲{}、月建{}、日{}、時{}皆在四課之中", four[0], four[1], four[2], four[3]);
    out.push(Found::new(&c::TIAN_XIN, vec![fact.clone()]));
    if v.cx.chuan().iter().all(|b| ls.contains(b)) {
        out.push(Found::new(&c::PAN_ZHU, vec![fact, format!("三傳 {} 亦在四課之中", v.cx.chuan_names())]));
    }
}
