//! The patterns that need the whole chart: 天將 on the plate, 旺相 in the
//! month, 太歲 and 月建, the hour, 年命.
//!
//! 前 and 後 of 貴人 are read from the general riding a branch: 「十二天將天乙
//! 貴人為主居中。前有五位，一蛇、二雀、三合、四勾、五龍……後有五位，一后、二陰、
//! 三玄、四常、五虎……天空雖云後六位」 (《六壬大全》第二冊 天將總論, 頁92) — so
//! a branch ridden by the 1st‥5th general after 貴人 is in front of it, by the
//! 6th‥11th behind. Because the generals follow 貴人 round the plate in their
//! own direction, this is also where the branch's earth palace lies from 貴人's.

use crate::astro::SolarTerm;
use crate::chart::{Chart, Sex, YearFate};
use crate::cycle::{Branch, Element, SeasonRank, Stem, StemOrBranch};
use crate::generals::General;
use crate::nayin::nayin;
use crate::relations::{season_element, Kin, Vitality};
use crate::shensha::rules::{branch_virtue, day_virtue, lu};

use super::catalogue as c;
use super::lesson_rules::{is_tomb_of, month_number, po, xun_ends, Cx};
use super::sky::{self, LunarDate, YueSu};
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
    de_qing(&v, out);
    shi_tai(&v, out);
    si_qi(&v, out);
    let clock = sky::Clock::of(chart);
    let term = sky::term_of_day(chart, &clock);
    let lunar = sky::lunar_date(chart, &clock);
    let yue = sky::yue_su(chart, lunar);
    tian_kou(&v, term, &yue, out);
    tian_huo(&v, term, out);
    er_fan(&v, lunar, &yue, out);
    si_qi_dinge(&v, &yue, out);
    lian_zhu_dinge(&v, out);
    with_fate(&v, out);
    zai_e(&v, out);
    yang_jiu(&v, out);
    fu_yang(&v, out);
    rong_hua(&v, out);
    he_huan(&v, out);
    fan_chang(&v, out);
    jie_li(&v, out);
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

/// The facts that name a day's solar term.
fn term_fact(v: &View, term: SolarTerm) -> String {
    format!("{}日交{}", v.cx.day, term.hanzi())
}

/// 天寇 (正文, 訂訛, 《心鏡》): on a 二分二至 day, 月宿 stands over 離辰, the
/// branch of the day before (「分至前一日為離……假令春分今日卯，離神昨日乃居寅。
/// 占時月宿在寅上」). Each reading of 月宿 that puts it there is a fact.
///
/// DIFFERENCE: the 正文 opens 「凡四離日占」, but its own example is cast on the
/// 分至 day (「如癸卯日春分，離辰壬寅」), as 訂訛 says (「分至日占得月宿臨離辰」);
/// the day of divination is the 分至 day.
///
/// And 天寇 by the branches (《心鏡》's note in 天禍課: 「天寇，分至日日支，臨前
/// 一日日支上」): the day branch over 離辰.
fn tian_kou(v: &View, term: Option<(SolarTerm, f64)>, yue: &[YueSu], out: &mut Vec<Found>) {
    let Some((term, _)) = term.filter(|&(t, _)| sky::is_fen_zhi(t)) else {
        return;
    };
    let before = v.cx.day.wrapping_add(-1);
    let li = before.branch();
    let over = v.chart.plate.heaven_over(li);
    let hits: Vec<&YueSu> = yue.iter().filter(|y| y.palace == over).collect();
    let head = vec![term_fact(v, term), format!("離辰{li}（前一日{before}）")];
    if !hits.is_empty() {
        let mut facts = head.clone();
        facts.extend(hits.iter().map(|y| format!("月宿{over}加離辰{li}：{}", y.how)));
        if v.first() == over {
            facts.push(format!("月宿{over}發用"));
        }
        out.push(Found::new(&c::TIAN_KOU, facts));
    }
    if over == v.cx.branch() {
        let mut facts = head;
        facts.push(format!("日支{over}臨前一日支{li}"));
        out.push(Found::new(&c::TIAN_KOU_ZHI, facts));
    }
}

/// 天禍 (正文, 訂訛): on a 四立 day, today's 干 or 支 stands over yesterday's, or
/// yesterday's over today's; a 干 stands where it lodges (the 正文's example:
/// 「正月立春甲申日絕日癸未，寅加癸」 — 甲's 寅 over 癸's 丑).
///
/// 「干支」 is read as 干 on 干 or 支 on 支: 《心鏡》 (「前日干臨今日干」, 「乙將臨甲」)
/// and 《觀月經》 (「四立干上神，分明末日臨」) name the 干 alone, and both their
/// cases fire here.
fn tian_huo(v: &View, term: Option<(SolarTerm, f64)>, out: &mut Vec<Found>) {
    let Some((term, _)) = term.filter(|&(t, _)| sky::is_si_li(t)) else {
        return;
    };
    let (today, before) = (v.cx.day, v.cx.day.wrapping_add(-1));
    let plate = v.chart.plate;
    let (ts, ys) = (today.stem(), before.stem());
    let (tz, yz) = (today.branch(), before.branch());
    let mut facts = vec![term_fact(v, term), format!("前一日{before}為絕日")];
    let n = facts.len();
    if plate.heaven_over(ys.lodge()) == ts.lodge() {
        facts.push(format!("今日干{ts}（{}）臨昨日干{ys}（{}）", ts.lodge(), ys.lodge()));
    }
    if plate.heaven_over(ts.lodge()) == ys.lodge() {
        facts.push(format!("昨日干{ys}（{}）臨今日干{ts}（{}）", ys.lodge(), ts.lodge()));
    }
    if plate.heaven_over(yz) == tz {
        facts.push(format!("今日支{tz}臨昨日支{yz}"));
    }
    if plate.heaven_over(tz) == yz {
        facts.push(format!("昨日支{yz}臨今日支{tz}"));
    }
    if facts.len() > n {
        out.push(Found::new(&c::TIAN_HUO, facts));
    }
}

/// 斗罡系丑未: 天罡辰 stands over 丑 or 未.
fn dou_ji_chou_wei(v: &View) -> Option<Branch> {
    [Branch::Chou, Branch::Wei].into_iter().find(|&b| v.chart.plate.heaven_over(b) == Branch::Chen)
}

/// 二煩 and its two halves. 日宿 is 月將; 「臨仲」 is standing over 子午卯酉 of
/// the earth plate; 斗罡 is 辰. With 辰 over 丑 or 未 the plate is turned by
/// three places, so a 宿 stands on a 仲 exactly when it is a 仲 itself: the
/// 正文's 「四仲月將」 follows from 日宿臨仲.
///
/// - 天煩 and 地煩 (正文): 日宿 (月宿) 臨仲, 斗系丑未;
/// - the same by 《觀月經》: the 宿 also 發用 — as 訂訛 says of them all,
///   「日月宿不發用者不真」;
/// - 二煩 (正文): both, on a 四正 day (朔 上弦 望 下弦 晦) or a 四平 day (子午卯酉);
/// - 二煩 (訂訛): both, and one of the two 宿 發用.
fn er_fan(v: &View, lunar: Option<LunarDate>, yue: &[YueSu], out: &mut Vec<Found>) {
    let Some(dou) = dou_ji_chou_wei(v) else {
        return;
    };
    let plate = v.chart.plate;
    let dou_fact = format!("斗罡辰系{dou}");
    let ri = v.chart.month_general;
    let ri_on = plate.earth_under(ri);
    let tian = ri_on.rank() == SeasonRank::Zhong;
    let ri_fact = format!("日宿（月將）{ri}臨{ri_on}");
    let di: Vec<&YueSu> = yue.iter().filter(|y| plate.earth_under(y.palace).rank() == SeasonRank::Zhong).collect();
    let yue_fact = |y: &YueSu| format!("月宿{}臨{}：{}", y.palace, plate.earth_under(y.palace), y.how);
    let f = v.first();
    if tian {
        out.push(Found::new(&c::TIAN_FAN, vec![ri_fact.clone(), dou_fact.clone()]));
        if f == ri {
            out.push(Found::new(
                &c::TIAN_FAN_GUANYUE,
                vec![ri_fact.clone(), dou_fact.clone(), format!("日宿{ri}發用")],
            ));
        }
    }
    if !di.is_empty() {
        let mut facts: Vec<String> = di.iter().map(|y| yue_fact(y)).collect();
        facts.push(dou_fact.clone());
        out.push(Found::new(&c::DI_FAN, facts));
        let used: Vec<&&YueSu> = di.iter().filter(|y| y.palace == f).collect();
        if !used.is_empty() {
            let mut facts: Vec<String> = used.iter().map(|y| yue_fact(y)).collect();
            facts.push(dou_fact.clone());
            facts.push(format!("月宿{f}發用"));
            out.push(Found::new(&c::DI_FAN_GUANYUE, facts));
        }
    }
    if !tian || di.is_empty() {
        return;
    }
    let mut both = vec![ri_fact];
    both.extend(di.iter().map(|y| yue_fact(y)));
    both.push(dou_fact);
    let z = v.cx.branch();
    let day = match lunar.and_then(|l| l.si_zheng().map(|s| (l, s))) {
        Some((l, s)) => Some(format!("四正日：{}（{s}）", l.hanzi())),
        None if z.rank() == SeasonRank::Zhong => Some(format!("四平日：{z}日")),
        None => None,
    };
    if let Some(day) = day {
        let mut facts = both.clone();
        facts.push(day);
        out.push(Found::new(&c::ER_FAN, facts));
    }
    if f == ri || di.iter().any(|y| y.palace == f) {
        both.push(format!("{}宿{f}發用", if f == ri { "日" } else { "月" }));
        out.push(Found::new(&c::ER_FAN_DINGE, both));
    }
}

/// The lesson 天罡辰 heads, if any: 日陽 日陰 辰陽 辰陰 (the uppers of the four lessons).
fn chen_in_lessons(v: &View) -> Option<&'static str> {
    const NAMES: [&str; 4] = ["日陽", "日陰", "辰陽", "辰陰"];
    v.cx.uppers().iter().position(|&b| b == Branch::Chen).map(|i| NAMES[i])
}

/// 死奇 (正文): 斗罡辰 stands on the day or the branch (or their 陰陽: 辰 heads
/// one of the four lessons) and is the first; 死奇回光 when 辰 is 月將, the Sun
/// itself (「辰為月將尤美，為死奇回光」).
fn si_qi(v: &View, out: &mut Vec<Found>) {
    if v.first() != Branch::Chen {
        return;
    }
    let Some(which) = chen_in_lessons(v) else {
        return;
    };
    let under = v.chart.plate.earth_under(Branch::Chen);
    let facts = vec![format!("天罡辰加{under}，為{which}，發用")];
    out.push(Found::new(&c::SI_QI, facts.clone()));
    if v.chart.month_general == Branch::Chen {
        let mut facts = facts;
        facts.push("月將辰：日宿即斗罡".to_string());
        out.push(Found::new(&c::SI_QI_HUIGUANG, facts));
    }
}

/// 死奇 (訂訛): 天罡辰 發用, and the Moon in 角亢 (its 宿 is 辰 itself), or 月宿
/// over 太歲, the day (干寄宮) or the branch.
fn si_qi_dinge(v: &View, yue: &[YueSu], out: &mut Vec<Found>) {
    if v.first() != Branch::Chen {
        return;
    }
    let plate = v.chart.plate;
    let on = [("太歲", v.year()), ("日干", v.cx.lodge()), ("日支", v.cx.branch())];
    let mut facts = vec!["天罡辰發用".to_string()];
    for y in yue {
        let under = plate.earth_under(y.palace);
        if y.palace == Branch::Chen {
            facts.push(format!("月宿在辰（角亢之分）：{}", y.how));
        } else if let Some((what, b)) = on.iter().find(|(_, b)| *b == under) {
            facts.push(format!("月宿{}臨{what}{b}：{}", y.palace, y.how));
        }
    }
    if facts.len() > 1 {
        out.push(Found::new(&c::SI_QI_DINGE, facts));
    }
}

/// 天德 by month from 正月, as 德慶課 gives it: 「正丁二坤宮，三壬四辛同，五乾六甲上，
/// 七癸八艮逢，九丙十居乙，子巽丑庚中」 (《六壬大全》第七冊 德慶課, 頁327). The
/// 四維 stand in the branch they are commonly written as — 坤申, 乾亥, 艮寅, 巽巳
/// (「正丁二申宮……五亥……八寅……子巳丑庚中」).
#[rustfmt::skip]
const TIAN_DE: [StemOrBranch; 12] = {
    use StemOrBranch::{Branch as B, Stem as S};
    [
        S(Stem::Ding), B(Branch::Shen), S(Stem::Ren), S(Stem::Xin), B(Branch::Hai), S(Stem::Jia),
        S(Stem::Gui), B(Branch::Yin), S(Stem::Bing), S(Stem::Yi), B(Branch::Si), S(Stem::Geng),
    ]
};

/// 月德 by month from 正月: 「正五九月丙，二六十月甲，三七十一壬，四八十二庚」
/// (德慶課, 頁327).
#[rustfmt::skip]
const YUE_DE: [Stem; 12] = [
    Stem::Bing, Stem::Jia, Stem::Ren, Stem::Geng, Stem::Bing, Stem::Jia,
    Stem::Ren, Stem::Geng, Stem::Bing, Stem::Jia, Stem::Ren, Stem::Geng,
];

/// The branch a 德 stands in: a branch itself, a stem where it lodges.
fn de_branch(d: StemOrBranch) -> Branch {
    match d {
        StemOrBranch::Stem(s) => s.lodge(),
        StemOrBranch::Branch(b) => b,
    }
}

fn de_name(d: StemOrBranch) -> String {
    match d {
        StemOrBranch::Stem(s) => format!("{s}（寄{}）", s.lodge()),
        StemOrBranch::Branch(b) => b.to_string(),
    }
}

/// 德慶 (正文): the first is a 德 — 日德 (干德: 「甲己德寅乙庚申，丙辛戊癸在巳輪，
/// 丁壬亥位」), 辰德 (支德: 「子日起巳，順行十二辰」), 天德 or 月德 of the month — and
/// rides a good general. 「並在年命」 is shown when the 德 also stands on 行年 or
/// 本命, not required: the chapter's example (戊子日 巳加子) names no 年命.
///
/// A stem 德 (天德 丁壬辛甲癸丙乙庚, 月德 丙甲壬庚) 發用 as the branch it lodges
/// in (十干寄宮).
fn de_qing(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let n = month_number(v.month()) - 1;
    let stem = v.cx.stem();
    let z = v.cx.branch();
    let mut names = Vec::new();
    if day_virtue(stem) == f {
        names.push(format!("{stem}日干德"));
    }
    if branch_virtue(z) == f {
        names.push(format!("{z}日支德"));
    }
    if de_branch(TIAN_DE[n]) == f {
        names.push(format!("{}月天德{}", v.month(), de_name(TIAN_DE[n])));
    }
    let yue_de = StemOrBranch::Stem(YUE_DE[n]);
    if de_branch(yue_de) == f {
        names.push(format!("{}月月德{}", v.month(), de_name(yue_de)));
    }
    let g = v.general(f);
    if names.is_empty() || !auspicious(g) {
        return;
    }
    let under = v.chart.plate.earth_under(f);
    let mut facts = vec![format!("{f}為{}，加{under}發用", names.join("、")), format!("乘吉將{g}")];
    for (what, b) in [("行年", v.xing_nian()), ("本命", v.ben_ming())] {
        if b == Some(under) {
            facts.push(format!("臨{what}{under}"));
        }
    }
    out.push(Found::new(&c::DE_QING, facts));
}

/// What makes `b` a 財 or a 德 of the day: 妻財 (the stem overcomes it), 干德 or 支德.
fn cai_de(v: &View, b: Branch) -> Vec<String> {
    let (stem, z) = (v.cx.stem(), v.cx.branch());
    let mut what = Vec::new();
    if Kin::of(stem, b.element()) == Kin::Wealth {
        what.push(format!("{stem}日之財"));
    }
    if day_virtue(stem) == b {
        what.push(format!("{stem}日干德"));
    }
    if branch_virtue(z) == b {
        what.push(format!("{z}日支德"));
    }
    what
}

/// 時泰 (正文): 太歲 or 月建 is the first, rides 青龍 or 六合, and is a 財 or 德
/// of the day (「又帶財德之神」; the example's 子 is 戊's 財). 訂訛 asks less:
/// 太歲 or 月建 in the transmissions as the day's 財 or 德, 「太歲發用更佳，入傳
/// 亦可」, with no general named.
fn shi_tai(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let mut dinge = Vec::new();
    for (what, b) in [("太歲", v.year()), ("月建", v.month())] {
        let Some(i) = v.cx.chuan().iter().position(|&c| c == b) else {
            continue;
        };
        let cd = cai_de(v, b);
        if cd.is_empty() {
            continue;
        }
        let place = ["發用", "為中傳", "為末傳"][i];
        dinge.push(format!("{what}{b}{place}，為{}", cd.join("、")));
        let g = v.general(b);
        if i == 0 && matches!(g, General::Qinglong | General::Liuhe) {
            out.push(Found::new(&c::SHI_TAI, vec![format!("{what}{f}乘{g}發用"), format!("{f}為{}", cd.join("、"))]));
        }
    }
    if !dinge.is_empty() {
        out.push(Found::new(&c::SHI_TAI_DINGE, dinge));
    }
}

/// 連珠 (訂訛): 進茹/退茹, or 「三傳歲月日相連」, read as the transmissions being
/// 太歲, 月建, day branch (or reversed) — DIFFERENCE: this reading of the 訂訛's
/// words is ours. (全局 and the 正文's 連珠 are lesson rules.)
fn lian_zhu_dinge(v: &View, out: &mut Vec<Found>) {
    let mut dinge: Vec<String> = out
        .iter()
        .filter(|f| matches!(f.id(), "jinru" | "tuiru"))
        .flat_map(|f| f.facts.iter().cloned())
        .take(1)
        .collect();
    let ch = v.cx.chuan();
    let sui_yue_ri = [v.year(), v.month(), v.cx.branch()];
    let mut ri_yue_sui = sui_yue_ri;
    ri_yue_sui.reverse();
    if ch == sui_yue_ri || ch == ri_yue_sui {
        dinge.push(format!(
            "三傳 {} 為太歲{}、月建{}、日支{}：歲月日相連",
            v.cx.chuan_names(),
            v.year(),
            v.month(),
            v.cx.branch()
        ));
    }
    if !dinge.is_empty() {
        out.push(Found::new(&c::LIAN_ZHU_DINGE, dinge));
    }
}

/// 侵害 and 刑傷 (lesson_rules.rs) with 年命: 「並行年」 / 「臨行年更的」 (侵害) and
/// 「又兼本命與年命」 (刑傷) are shown as facts when the first stands on 行年
/// or is what 行年 or 本命 punishes, not required (the chapters' examples name
/// no 年命).
fn with_fate(v: &View, out: &mut [Found]) {
    let f = v.first();
    let under = v.chart.plate.earth_under(f);
    for found in out.iter_mut() {
        match found.id() {
            "qinhai" | "qinhai-dinge" => {
                if let Some(y) = v.xing_nian().filter(|&y| y == under) {
                    found.facts.push(format!("發用臨行年{y}"));
                }
            }
            "xingshang" => {
                for (what, b) in [("行年", v.xing_nian()), ("本命", v.ben_ming())] {
                    if let Some(b) = b.filter(|b| b.punishes() == f) {
                        found.facts.push(format!("又為{what}{b}之刑"));
                    }
                }
            }
            _ => {}
        }
    }
}

/// 天鬼 (伏殃) of a month: 「正酉，二午，三卯，四子周而復始」.
fn tian_gui(month: Branch) -> Branch {
    Branch::You.wrapping_add(-3 * (month_number(month) as i64 - 1))
}

/// 災厄 (正文): the first is one of the chapter's seven — 喪車 (「正月起未逆行
/// 四季」), 遊魂 (「正月起亥，順行十二辰」), 伏殃 (「正月起酉，逆行四仲」), 病符
/// (「舊太歲」), 喪門 and 弔客 (「歲前二辰為喪門，歲後二辰為吊客」), 丘墓 (「五墓者，
/// 金丑、木未、火戌、水土辰」; 「三丘，庫墓冲位」) and 歲虎 (「白虎歲後四神」: 亥年
/// 未, as its example says).
///
/// DIFFERENCE: the chapter does not say whose 墓; the day stem's is taken (its
/// example 乙亥日 未 is 乙's 木墓).
fn zai_e(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    let n = month_number(v.month()) as i64 - 1;
    let (y, e) = (v.year(), v.cx.stem().element());
    let tomb = Branch::ALL.into_iter().find(|&b| is_tomb_of(e, b)).expect("every element has a tomb");
    let named = [
        ("喪車", Branch::Wei.wrapping_add(-3 * n), "月"),
        ("遊魂", Branch::Hai.wrapping_add(n), "月"),
        ("伏殃", tian_gui(v.month()), "月"),
        ("病符", y.wrapping_add(-1), "歲"),
        ("喪門", y.wrapping_add(2), "歲"),
        ("弔客", y.wrapping_add(-2), "歲"),
        ("墓", tomb, "日"),
        ("丘", tomb.opposite(), "日"),
        ("歲虎", y.wrapping_add(-4), "歲"),
    ];
    let hits: Vec<String> = named
        .iter()
        .filter(|&&(_, b, _)| b == f)
        .map(|&(name, _, by)| match by {
            "月" => format!("{}月{name}", v.month()),
            "歲" => format!("{y}年{name}"),
            _ => format!("{}日{name}", v.cx.stem()),
        })
        .collect();
    if !hits.is_empty() {
        out.push(Found::new(&c::ZAI_E, vec![format!("{f}為{}，發用", hits.join("、"))]));
    }
}

/// 殃咎. 正文: 「三傳遞克日」 (初克中、中克末、末克干, or 末克中、中克初、初克干),
/// 「神將克戰」 (外戰: every general overcomes its branch; 內戰: every branch its
/// general), 「干支乘墓」 (干上 and 支上 each the tomb of 干 and 支, 「丙寅日干上戌，
/// 支上未」) and 坐墓 (the stem's palace and the branch each over their tomb,
/// 「壬申日亥加辰，申加丑」). 訂訛 adds 夾克: the first overcome by the palace under
/// it and by its general (「午加亥，將乘玄武」).
fn yang_jiu(v: &View, out: &mut Vec<Found>) {
    let [a, b, cc] = v.cx.chuan();
    let stem = v.cx.stem();
    let k = |x: Element, y: Element| x.restrains(y);
    let mut facts = Vec::new();
    if k(a.element(), b.element()) && k(b.element(), cc.element()) && k(cc.element(), stem.element()) {
        facts.push(format!("初{a}克中{b}，中{b}克末{cc}，末{cc}克日干{stem}：遞克"));
    }
    if k(cc.element(), b.element()) && k(b.element(), a.element()) && k(a.element(), stem.element()) {
        facts.push(format!("末{cc}克中{b}，中{b}克初{a}，初{a}克日干{stem}：遞克"));
    }
    let ch = [a, b, cc];
    if ch.iter().all(|&x| k(v.general(x).element(), x.element())) {
        facts.push(format!("三傳皆將克神（{}）：外戰", ch.map(|x| v.rides(x)).join("、")));
    }
    if ch.iter().all(|&x| k(x.element(), v.general(x).element())) {
        facts.push(format!("三傳皆神克將（{}）：內戰", ch.map(|x| v.rides(x)).join("、")));
    }
    let (z, su, zu) = (v.cx.branch(), v.cx.stem_upper(), v.cx.branch_upper());
    if is_tomb_of(stem.element(), su) && is_tomb_of(z.element(), zu) {
        facts.push(format!("干上{su}為{stem}墓，支上{zu}為{z}墓：乘墓"));
    }
    let plate = v.chart.plate;
    let (lodge_on, z_on) = (plate.earth_under(v.cx.lodge()), plate.earth_under(z));
    if is_tomb_of(stem.element(), lodge_on) && is_tomb_of(z.element(), z_on) {
        facts.push(format!("{stem}（{}）加{lodge_on}，{z}加{z_on}，各臨其墓：坐墓", v.cx.lodge()));
    }
    let g = v.general(a);
    let under = plate.earth_under(a);
    let jia = (k(under.element(), a.element()) && k(g.element(), a.element()))
        .then(|| format!("用神{a}加{under}受下克，又乘{g}受將克：夾克"));
    if !facts.is_empty() {
        out.push(Found::new(&c::YANG_JIU, facts.clone()));
    }
    facts.extend(jia);
    if !facts.is_empty() {
        out.push(Found::new(&c::YANG_JIU_DINGE, facts));
    }
}

/// 伏殃 (訂訛, 《心鏡》): the month's 天鬼 is the first and stands on the stem's
/// palace, the day branch, 行年 or 本命.
fn fu_yang(v: &View, out: &mut Vec<Found>) {
    let f = v.first();
    if f != tian_gui(v.month()) {
        return;
    }
    let under = v.chart.plate.earth_under(f);
    let on =
        [("日干", Some(v.cx.lodge())), ("日支", Some(v.cx.branch())), ("行年", v.xing_nian()), ("本命", v.ben_ming())]
            .into_iter()
            .find(|&(_, b)| b == Some(under));
    if let Some((what, _)) = on {
        out.push(Found::new(&c::FU_YANG, vec![format!("{}月天鬼{f}臨{what}{under}發用", v.month())]));
    }
}

/// 榮華 (正文): the first is a 祿, 馬 or 貴人 of the day — 日祿, the day
/// branch's 驛馬, or the stem's 貴人 by day or by night (the chapter counts both:
/// 「干支見晝夜貴人」) — stands on 日 or 辰 (it is 干上 or 支上) or on 行年 or
/// 本命, and is 旺相; and a 祿, 馬 or 貴人 in the transmissions rides a good
/// general. Its example: 丙申日 子將卯時, 巳 (丙祿, 相 in spring) over 申 發用,
/// 末傳亥 (丙's 貴人) riding 貴人.
///
/// DIFFERENCE: 「更乘吉將」 does not say which; in the example the first 巳 rides
/// 天空 and the good generals named are those of 亥 and of 年命 (「寅命上亥為貴人，
/// 行年巳為祿，上見寅馬，俱乘吉將」), so the first need not ride one.
fn rong_hua(v: &View, out: &mut Vec<Found>) {
    let (stem, z) = (v.cx.stem(), v.cx.branch());
    let rules = v.chart.options.noble;
    let kinds = |b: Branch| {
        let mut what = Vec::new();
        if lu(stem) == b {
            what.push(format!("{stem}祿"));
        }
        if z.post_horse() == b {
            what.push(format!("{z}日驛馬"));
        }
        if rules.noble(stem, true) == b {
            what.push(format!("{stem}晝貴"));
        }
        if rules.noble(stem, false) == b {
            what.push(format!("{stem}夜貴"));
        }
        what.join("、")
    };
    let f = v.first();
    let what = kinds(f);
    if what.is_empty() || !thriving(v.vitality(f)) {
        return;
    }
    let under = v.chart.plate.earth_under(f);
    let on = [("日干", Some(v.cx.lodge())), ("日支", Some(z)), ("行年", v.xing_nian()), ("本命", v.ben_ming())]
        .into_iter()
        .find(|&(_, b)| b == Some(under));
    let Some((on, _)) = on else {
        return;
    };
    let good: Vec<String> =
        v.cx.chuan()
            .into_iter()
            .filter(|&b| !kinds(b).is_empty() && auspicious(v.general(b)))
            .map(|b| format!("{b}（{}）乘吉將{}", kinds(b), v.general(b)))
            .collect();
    if good.is_empty() {
        return;
    }
    out.push(Found::new(
        &c::RONG_HUA,
        vec![format!("{f}為{what}，臨{on}{under}發用"), format!("{f}{}", v.vitality(f).hanzi()), good.join("、")],
    ));
}

/// 合歡 (正文, read with 課目's 「日上遁干合，吉將三六合用兼」): the 遁干 of 干上
/// combines with the day stem (「戊日天干上丑遁，得癸作合」); the first is a 六合
/// of 日, 辰, 干上 or 支上, or of one 三合 with 日 or 辰 (「子與干上丑作六合……支辰
/// 與三傳合作三合」); it rides a good general; and 年命 上神 ride good generals
/// (「並占人年命俱乘吉將」).
///
/// DIFFERENCE: without a querent the 年命 clause cannot be read; the pattern
/// fires on the rest and says so in its facts.
fn he_huan(v: &View, out: &mut Vec<Found>) {
    let (stem, z) = (v.cx.stem(), v.cx.branch());
    let (su, zu) = (v.cx.stem_upper(), v.cx.branch_upper());
    let Some(dun) = v.cx.day.hidden_stem(su) else {
        return;
    };
    if dun.combines_with() != stem {
        return;
    }
    let f = v.first();
    let g = v.general(f);
    if !auspicious(g) {
        return;
    }
    let mut he = Vec::new();
    for (what, b) in [("日干", v.cx.lodge()), ("日支", z), ("干上", su), ("支上", zu)] {
        if f.six_harmony() == b {
            he.push(format!("與{what}{b}六合"));
        }
    }
    for (what, b) in [("日干", v.cx.lodge()), ("日支", z)] {
        if f != b && f.triad().contains(&b) {
            he.push(format!("與{what}{b}三合"));
        }
    }
    if he.is_empty() {
        return;
    }
    let mut facts = vec![format!("干上{su}遁{dun}，{dun}{stem}相合"), format!("{}發用，{}", v.rides(f), he.join("、"))];
    match v.chart.fate {
        Some(fate) => {
            let uppers = [
                ("行年", fate.xing_nian.branch(), fate.xing_nian_upper),
                ("本命", fate.ben_ming.branch(), fate.ben_ming_upper),
            ];
            if uppers.iter().any(|&(_, _, up)| !auspicious(v.general(up))) {
                return;
            }
            facts.extend(uppers.iter().map(|&(what, b, up)| format!("{what}{b}上{}", v.rides(up))));
        }
        None => facts.push("年命未知：「並占人年命俱乘吉將」未驗".to_string()),
    }
    out.push(Found::new(&c::HE_HUAN, facts));
}

/// One of husband and wife: whose 年命 it is, and where it stands.
struct Spouse {
    /// 夫（占人）, 妻（對方）….
    who: String,
    fate: YearFate,
}

impl Spouse {
    fn year(&self) -> Branch {
        self.fate.xing_nian.branch()
    }

    fn upper(&self) -> Branch {
        self.fate.xing_nian_upper
    }
}

/// Husband and wife: the querent and the partner, of different sex. The
/// chapters read their 課 from 「夫妻行年」, so one person, or two of one sex,
/// give none.
fn couple(v: &View) -> Option<(Spouse, Spouse)> {
    let (q, p) = (v.chart.fate?, v.chart.partner_fate?);
    let spouse = |role: &str, who: &str, fate| Spouse { who: format!("{role}（{who}）"), fate };
    match (q.sex, p.sex) {
        (Sex::Male, Sex::Female) => Some((spouse("夫", "占人", q), spouse("妻", "對方", p))),
        (Sex::Female, Sex::Male) => Some((spouse("夫", "對方", p), spouse("妻", "占人", q))),
        _ => None,
    }
}

/// Whether one of `a`, `b` overcomes the other, as a fact (`子克午`).
fn one_overcomes(a: Branch, b: Branch) -> Option<String> {
    if a.element().restrains(b.element()) {
        Some(format!("{a}克{b}"))
    } else if b.element().restrains(a.element()) {
        Some(format!("{b}克{a}"))
    } else {
        None
    }
}

/// 繁昌, four readings of the chapter, all from the two 行年 (none from the
/// lessons: 《觀月經》 「不論三傳事」).
///
/// - 正文 (德孕格): 「夫妻行年乘本命旺相氣，又值干支德合」 — the two 行年's
///   stems combine (甲己) and their branches are 六合 (寅亥), as the example
///   「甲與己合，寅與亥合，各乘本命旺氣」, and each 行年 carries 旺氣: the upper
///   is of the 本命's 納音 element, or is 旺相 in the month, or (「或年立時令
///   旺相之鄉」) the 行年 itself is 旺相 in the month.
/// - 《觀月經》: the stems combine and the branches are 六合 (「甲己合，寅與亥合
///   ……行年若調和」).
/// - 《心鏡》: the stems combine (「夫年立甲妻居己……乙將會庚丙辛合」).
/// - 旺孕格 (正文, 《心鏡》, 曾門): the two 行年 are two branches of one 三合,
///   both 旺相 in the month (「俱隨旺相氣三合位上」; 「春占……妻午夫年立在寅」).
///
/// DIFFERENCE: 命 is the 本命's 納音: the chapter's 《觀月經》 旺孕 verse 「妻金
/// 三十四，夫水三十七」 with 行年 亥 and 寅 holds for 丁丑 (澗下水) and 庚辰 (白蠟
/// 金) in a 癸丑 year, and for no pair of 本命 branches. Its 正文 example (夫命水
/// 行年甲寅上子, 妻命金 行年己亥上酉, 四十九 and 三十四 by the 繁昌 verse) fits no
/// birth years by 納音 either, so an upper 旺相 in the month counts as 旺氣 too:
/// the example's 巳將 falls in 七月 or 八月, where 子 is 相 and 酉 旺 (「七月金旺占」).
///
/// DIFFERENCE: 「年立德方發用」 is not read as a condition on the transmissions:
/// the 正文's own example (壬申日 未時巳將) is 元首 with 午 first, neither 行年
/// nor a 德; 德方 is taken as the 干支德合 the next sentence names. 曾門's
/// 「更立德鄉」 is left unread.
fn fan_chang(v: &View, out: &mut Vec<Found>) {
    let Some((h, w)) = couple(v) else {
        return;
    };
    let (hs, ws) = (h.fate.xing_nian.stem(), w.fate.xing_nian.stem());
    let (hy, wy) = (h.year(), w.year());
    let ages = format!("{}行年{}、{}行年{}", h.who, h.fate.xing_nian, w.who, w.fate.xing_nian);
    let gan = (hs.combines_with() == ws).then(|| format!("{hs}{ws}合"));
    let zhi = (hy.six_harmony() == wy).then(|| format!("{hy}{wy}六合"));
    if let Some(gan) = &gan {
        out.push(Found::new(&c::FAN_CHANG_XINJING, vec![ages.clone(), format!("夫妻年干{gan}")]));
    }
    if let (Some(gan), Some(zhi)) = (&gan, &zhi) {
        let he = format!("{gan}，{zhi}");
        out.push(Found::new(&c::FAN_CHANG_GUANYUE, vec![ages.clone(), he.clone()]));
        let qi: Vec<Option<String>> = [&h, &w].iter().map(|s| wang_qi(v, s)).collect();
        if let [Some(hq), Some(wq)] = &qi[..] {
            out.push(Found::new(&c::FAN_CHANG, vec![ages.clone(), he, hq.clone(), wq.clone()]));
        }
    }
    let (hv, wv) = (v.vitality(hy), v.vitality(wy));
    if hy != wy && hy.triad().contains(&wy) && thriving(hv) && thriving(wv) {
        out.push(Found::new(
            &c::FAN_CHANG_WANGYUN,
            vec![
                ages,
                format!("{hy}{wy}三合，異方同類"),
                format!("{hy}{}、{wy}{}於{}月", hv.hanzi(), wv.hanzi(), v.month()),
            ],
        ));
    }
}

/// 旺氣 of one spouse's 行年 (see [`fan_chang`]), as a fact.
fn wang_qi(v: &View, s: &Spouse) -> Option<String> {
    let (y, up) = (s.year(), s.upper());
    let ming = nayin(s.fate.ben_ming);
    let head = format!("{}年{y}上{up}", s.who.chars().next().unwrap_or('夫'));
    if up.element() == ming.element {
        Some(format!("{head}，乘本命{}（{}）之氣", s.fate.ben_ming, ming.name))
    } else if thriving(v.vitality(up)) {
        Some(format!("{head}，{up}{}於{}月", v.vitality(up).hanzi(), v.month()))
    } else if thriving(v.vitality(y)) {
        Some(format!("{head}，年立{y}{}之鄉", v.vitality(y).hanzi()))
    } else {
        None
    }
}

/// 解離, three readings from the two 行年 (the 《畢法》's 干支 reading is a lesson
/// rule).
///
/// - 正文 and 《心鏡》: 「夫妻行年冲克，及上下神互相克賊」 — one 行年 overcomes the
///   other (「子水本來先克午」) and one upper overcomes the other (「子上申金……
///   午上功曹怕申克」; 《心鏡》 「先須察地後觀天」).
/// - 《觀月經》: 「年命交相克。妻行年上神克夫，夫行年上神克妻」 — one upper
///   overcomes the other (its example 夫寅上子, 妻午上辰: 「辰逢克子水」; 「夫年反
///   有克，與此一般伸」), whatever the 行年 below.
/// - 《畢法》: 「或夫婦行年，又值此者尤的」 — each 行年 overcomes the upper of the
///   other, as 干 and 支 do (its example 甲子日: 男行年子上辰, 女行年寅上午).
///
/// DIFFERENCE: 「冲克」 is read as 克: the example's 子午 both clash and overcome,
/// and the 《心鏡》 names only the 克. 《畢法》's 行年 reading stands on its own
/// (「尤的」 adds to the day's 解離, whose entry shows beside it when both hold).
/// 曾門's reading (「夫以陽年為始，陰年為終」, the 行年 on both plates) is left
/// out: its two examples read 始 and 終 differently.
fn jie_li(v: &View, out: &mut Vec<Found>) {
    let Some((h, w)) = couple(v) else {
        return;
    };
    let (hy, wy, hu, wu) = (h.year(), w.year(), h.upper(), w.upper());
    let at = format!("{}行年{hy}上{hu}，{}行年{wy}上{wu}", h.who, w.who);
    let below = one_overcomes(hy, wy);
    let above = one_overcomes(hu, wu);
    if let Some(above) = &above {
        out.push(Found::new(&c::JIE_LI_GUANYUE, vec![at.clone(), format!("年上神交相克：{above}")]));
        if let Some(below) = &below {
            out.push(Found::new(
                &c::JIE_LI,
                vec![at.clone(), format!("行年相克：{below}"), format!("上神相克：{above}")],
            ));
        }
    }
    if hy.element().restrains(wu.element()) && wy.element().restrains(hu.element()) {
        out.push(Found::new(&c::JIE_LI_BIFA_NIAN, vec![at, format!("夫年{hy}克妻年上{wu}，妻年{wy}克夫年上{hu}")]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 月德 is the 陽干 of the element of the month's 三合: 寅午戌 火 丙, 亥卯未 木 甲,
    /// 申子辰 水 壬, 巳酉丑 金 庚.
    #[test]
    fn yue_de_by_the_triad() {
        for (i, &s) in YUE_DE.iter().enumerate() {
            let month = Branch::Yin.wrapping_add(i as i64);
            let e = month.triad()[1].element();
            assert!(s.is_yang() && s.element() == e, "{month}: {s}");
        }
    }

    /// 天德 on the ring of twenty-four directions (壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申
    /// 庚酉辛戌乾亥): nine places (135°) on from the month for 孟 and 仲 months,
    /// nine back for 季 months — a check of the transcription, by hand.
    #[test]
    fn tian_de_on_the_ring() {
        #[rustfmt::skip]
        const RING: [&str; 24] = [
            "壬", "子", "癸", "丑", "艮", "寅", "甲", "卯", "乙", "辰", "巽", "巳",
            "丙", "午", "丁", "未", "坤", "申", "庚", "酉", "辛", "戌", "乾", "亥",
        ];
        let pos = |s: &str| RING.iter().position(|&r| r == s).unwrap() as i64;
        // The 四維 as the verse writes them.
        let name = |d: StemOrBranch| match d {
            StemOrBranch::Stem(s) => s.to_string(),
            StemOrBranch::Branch(b) => ["", "", "艮", "", "", "巽", "", "", "坤", "", "", "乾"][b.index()].to_string(),
        };
        for (i, &d) in TIAN_DE.iter().enumerate() {
            let month = Branch::Yin.wrapping_add(i as i64);
            let step = if month.rank() == SeasonRank::Ji { -9 } else { 9 };
            let want = RING[(pos(month.hanzi()) + step).rem_euclid(24) as usize];
            assert_eq!(name(d), want, "{month}月");
        }
    }
}
