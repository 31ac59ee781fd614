//! The patterns that need the whole chart: 天將 on the plate, 旺相 in the
//! month, 太歲 and 月建, the hour, 年命. Each function is the rule of one row
//! (or, with a parameter, of several) of [`super::catalogue`]; it reads the
//! chart through [`ChartView`] and fires on no chart.
//!
//! 前 and 後 of 貴人 are [`side_of`] the general riding a branch, with 天空 placed
//! by the school option `tiankong` (default behind: 「天空雖云後六位」,
//! 《六壬大全》第二冊 天將總論, 頁92). Because the generals follow 貴人 round the
//! plate in their own direction, this is also where the branch's earth palace
//! lies from 貴人's.

use crate::astro::SolarTerm;
use crate::chart::{Sex, YearFate};
use crate::cycle::{Branch, Element, SeasonRank, Stem, StemOrBranch};
use crate::generals::General;
use crate::nayin::nayin;
use crate::reading::{About, Fact, Place};
use crate::relations::{Kin, Vitality};
use crate::shensha::rules::{branch_virtue, day_virtue, lu};
use crate::view::{is_auspicious, side_of, ChartView, Side};

use super::lesson_rules::{at, breaks, bs, chuan_places, is_tomb_of, lianru, month_number_one_based, Cx, Facts};
use super::sky::{self, LunarDate, YueSu};

fn thriving(v: Vitality) -> bool {
    matches!(v, Vitality::Prosperous | Vitality::Minister)
}

fn failing(v: Vitality) -> bool {
    matches!(v, Vitality::Imprisoned | Vitality::Dead)
}

/// Where the general riding `b` stands from 貴人, by the chart's `tiankong` option.
fn side(v: &ChartView, b: Branch) -> Side {
    side_of(v.general(b), v.chart.options.tiankong)
}

fn year(v: &ChartView) -> Branch {
    v.chart.calendar.pillars.year.branch()
}

fn hour(v: &ChartView) -> Branch {
    v.chart.hour_branch
}

fn rides(v: &ChartView, b: Branch) -> String {
    format!("{b}乘{}", v.general(b))
}

/// The first of the transmissions ridden by one of `gs`.
fn chuan_rides(v: &ChartView, gs: &[General]) -> Option<Branch> {
    v.chuan().into_iter().find(|&b| gs.contains(&v.general(b)))
}

/// 行年 and 本命 of the querent, when given.
fn xing_nian(v: &ChartView) -> Option<Branch> {
    v.at(Place::XingNian)
}

fn ben_ming(v: &ChartView) -> Option<Branch> {
    v.at(Place::BenMing)
}

/// The place whose earth palace is `under`: 日干 (its palace), 日支, 行年, 本命
/// (those of `which`), as (name, `about`).
fn standing_on(cx: &Cx, v: &ChartView, under: Branch, which: &[Place]) -> Option<(&'static str, Vec<About>)> {
    which.iter().find_map(|&p| {
        let (name, b, about) = match p {
            Place::DayStem => ("日干", Some(cx.lodge()), cx.stem_about().to_vec()),
            Place::DayBranch => ("日支", Some(cx.branch()), cx.branch_about().to_vec()),
            Place::XingNian => ("行年", xing_nian(v), vec![About::Place(p)]),
            Place::BenMing => ("本命", ben_ming(v), vec![About::Place(p)]),
            _ => return None,
        };
        (b == Some(under)).then(|| (name, about.into_iter().chain([About::Branch(under)]).collect()))
    })
}

const ON_DAY_AND_YEAR: [Place; 3] = [Place::DayStem, Place::DayBranch, Place::XingNian];
const ON_DAY_AND_FATE: [Place; 4] = [Place::DayStem, Place::DayBranch, Place::XingNian, Place::BenMing];

/// 三光 (《觀月經》's three lights): the first 旺相 (一光), riding a good general
/// (二光), the day stem 旺相 in the month (三光: 「如春甲乙，夏丙丁之類」).
pub(super) fn san_guang(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let stem = cx.stem();
    let (fv, sv) = (v.vitality(f), Vitality::of(stem.element(), v.season()));
    if !(thriving(fv) && is_auspicious(v.general(f)) && thriving(sv)) {
        return Vec::new();
    }
    let z = cx.branch();
    vec![
        Fact::on(format!("用神{f}{}，乘吉將{}", fv.hanzi(), v.general(f)), at(f, Place::Chu)),
        Fact::on(format!("日干{stem}{}於{}月", sv.hanzi(), v.month()), cx.stem_about()),
        Fact::on(format!("日支{z}{}", Vitality::of(z.element(), v.season()).hanzi()), cx.branch_about()),
    ]
}

/// 干上 and 支上 riding, and where they stand from 貴人, as a fact.
fn day_uppers(cx: &Cx, v: &ChartView, text: &str) -> Fact {
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    Fact::on(format!("干上{}、支上{}{text}", rides(v, s), rides(v, z)), at(s, Place::GanShang))
        .and(at(z, Place::ZhiShang))
}

/// 三陽 (訂訛's three: 天乙順行, 日辰居前, 發用旺相).
pub(super) fn san_yang(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let front = |b| side(&v, b) == Side::Front;
    if !(v.chart.generals_forward && front(cx.stem_upper()) && front(cx.branch_upper()) && thriving(v.vitality(f))) {
        return Vec::new();
    }
    vec![
        Fact::new("天乙順行"),
        day_uppers(cx, &v, "在天乙前"),
        Fact::on(format!("發用{f}{}", v.vitality(f).hanzi()), at(f, Place::Chu)),
    ]
}

/// 四順: 初凶將 末吉將, 初死囚 末旺相, 天乙順行, 末傳 in front of 天乙.
pub(super) fn si_shun(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let (f, l) = (cx.first(), cx.last());
    let (gf, gl) = (v.general(f), v.general(l));
    let fires = !is_auspicious(gf)
        && is_auspicious(gl)
        && failing(v.vitality(f))
        && thriving(v.vitality(l))
        && v.chart.generals_forward
        && side(&v, l) == Side::Front;
    if !fires {
        return Vec::new();
    }
    let ends = || Fact::on("", at(f, Place::Chu)).and(at(l, Place::Mo)).about;
    vec![
        Fact::on(format!("初{}凶，末{}吉", rides(&v, f), rides(&v, l)), ends()),
        Fact::on(format!("初{f}{}，末{l}{}", v.vitality(f).hanzi(), v.vitality(l).hanzi()), ends()),
        Fact::new("天乙順行"),
        Fact::on(format!("末傳{l}在天乙前"), at(l, Place::Mo)),
    ]
}

/// 三陰 (正文: 天乙逆行, 日辰在後, 用囚死, 將乘玄虎, 時克行年 — needs 行年).
pub(super) fn san_yin(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let Some(year) = xing_nian(&v) else { return Vec::new() };
    let f = cx.first();
    let gf = v.general(f);
    let back = |b| side(&v, b) == Side::Back;
    if !(!v.chart.generals_forward
        && back(cx.stem_upper())
        && back(cx.branch_upper())
        && failing(v.vitality(f))
        && matches!(gf, General::Xuanwu | General::Baihu)
        && hour(&v).element().restrains(year.element()))
    {
        return Vec::new();
    }
    vec![
        Fact::new("天乙逆行"),
        day_uppers(cx, &v, "在天乙後"),
        Fact::on(format!("用{f}{}，將乘{gf}", v.vitality(f).hanzi()), at(f, Place::Chu)),
        Fact::on(format!("占時{}克行年{year}", hour(&v)), at(hour(&v), Place::Hour)).and(at(year, Place::XingNian)),
    ]
}

/// 四逆: 用吉終凶, 用旺終衰, 天乙逆行, 末傳 behind 天乙.
pub(super) fn si_ni(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let (f, l) = (cx.first(), cx.last());
    let (gf, gl) = (v.general(f), v.general(l));
    let fires = is_auspicious(gf)
        && !is_auspicious(gl)
        && thriving(v.vitality(f))
        && !thriving(v.vitality(l))
        && !v.chart.generals_forward
        && side(&v, l) == Side::Back;
    if !fires {
        return Vec::new();
    }
    let ends = || Fact::on("", at(f, Place::Chu)).and(at(l, Place::Mo)).about;
    vec![
        Fact::on(format!("用{}吉，終{}凶", rides(&v, f), rides(&v, l)), ends()),
        Fact::on(format!("用{f}{}，終{l}{}", v.vitality(f).hanzi(), v.vitality(l).hanzi()), ends()),
        Fact::new("天乙逆行"),
        Fact::on(format!("末傳{l}入天乙後"), at(l, Place::Mo)),
    ]
}

/// 龍德: 太歲 rides 貴人 as the first, 月將 in the transmissions.
pub(super) fn long_de(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let mg = v.chart.month_general;
    if !(f == year(&v) && v.general(f) == General::Guiren && v.in_chuan(mg)) {
        return Vec::new();
    }
    vec![
        Fact::on(format!("太歲{f}乘貴人發用"), at(f, Place::Chu)),
        Fact::on(format!("月將{mg}在傳"), at(mg, Place::MonthGeneral)).and(chuan_places(cx, mg)),
    ]
}

/// 官爵 (正文): the 驛馬 of 太歲, 月建, 行年 or 本命 is the first, and 天魁戌 and
/// 太常 are both in the transmissions.
pub(super) fn guan_jue(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let mut of: Vec<String> = Vec::new();
    let mut about = Fact::on("", at(f, Place::Chu));
    for (what, b, p) in [
        ("太歲", Some(year(&v)), None),
        ("月建", Some(v.month()), None),
        ("行年", xing_nian(&v), Some(Place::XingNian)),
        ("本命", ben_ming(&v), Some(Place::BenMing)),
    ] {
        if let Some(b) = b.filter(|b| b.post_horse() == f) {
            of.push(format!("{what}{b}"));
            about = about.and(bs([b])).and(p.map(About::Place));
        }
    }
    if of.is_empty() || !v.in_chuan(Branch::Xu) {
        return Vec::new();
    }
    let Some(chang) = chuan_rides(&v, &[General::Taichang]) else { return Vec::new() };
    vec![
        Fact::on(format!("{}之驛馬{f}發用", of.join("、")), about.about),
        Fact::on(format!("天魁戌入傳，太常乘{chang}入傳"), bs([Branch::Xu]))
            .and(chuan_places(cx, Branch::Xu))
            .and(bs([chang]))
            .and(chuan_places(cx, chang)),
    ]
}

/// 富貴 (正文): 貴人 rides the first, which is 旺相, generates or is generated by
/// the palace it stands on, and stands on the stem's palace, the day branch,
/// 行年 or 本命.
pub(super) fn fu_gui(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    if v.general(f) != General::Guiren || !thriving(v.vitality(f)) {
        return Vec::new();
    }
    let under = v.under(f);
    let (fe, ue) = (f.element(), under.element());
    if fe.generates() != ue && ue.generates() != fe {
        return Vec::new();
    }
    let Some((name, about)) = standing_on(cx, &v, under, &ON_DAY_AND_FATE) else { return Vec::new() };
    let on = match name {
        "日干" => format!("日干{}", cx.stem()),
        _ => format!("{name}{under}"),
    };
    vec![
        Fact::on(format!("天乙乘{f}{}發用", v.vitality(f).hanzi()), at(f, Place::Chu)),
        Fact::on(format!("{f}加{under}，上下相生"), at(f, Place::Chu)).and(bs([under])),
        Fact::on(format!("臨{on}"), about),
    ]
}

/// 日本: the 長生 of the day stem's element, 「亥為甲乙之本，寅為丙丁之本，申為戊己
/// 壬癸之本，巳為庚辛之本」 (天獄課 引《觀月經》).
fn ri_ben(stem: Stem) -> Branch {
    match stem.element() {
        Element::Wood => Branch::Hai,
        Element::Fire => Branch::Yin,
        Element::Metal => Branch::Si,
        _ => Branch::Shen,
    }
}

/// 天獄: the first 囚死 (or the day's tomb), and 天罡辰 over 日本.
pub(super) fn tian_yu(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let stem = cx.stem();
    let ben = ri_ben(stem);
    if !(failing(v.vitality(f)) || is_tomb_of(stem.element(), f)) || v.over(ben) != Branch::Chen {
        return Vec::new();
    }
    let what = if failing(v.vitality(f)) {
        format!("發用{f}{}", v.vitality(f).hanzi())
    } else {
        format!("發用{f}為日墓")
    };
    vec![
        Fact::on(what, at(f, Place::Chu)),
        Fact::on(format!("斗罡辰系日本{ben}（{stem}之長生）"), bs([Branch::Chen, ben])).and([About::Stem(stem)]),
    ]
}

/// 魄化: 白虎 rides the first, which is the month's 死神 or 死氣 and stands on
/// the stem's palace, the day branch or 行年.
pub(super) fn po_hua(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    if v.general(f) != General::Baihu {
        return Vec::new();
    }
    let n = month_number_one_based(v.month()) as i64;
    let (shen, qi) = (Branch::Si.wrapping_add(n - 1), Branch::Wu.wrapping_add(n - 1));
    let death = if f == shen {
        format!("{n}月死神{shen}")
    } else if f == qi {
        format!("{n}月死氣{qi}")
    } else {
        return Vec::new();
    };
    let under = v.under(f);
    let Some((name, about)) = standing_on(cx, &v, under, &ON_DAY_AND_YEAR) else { return Vec::new() };
    let on = if name == "日干" { format!("日干{}", cx.stem()) } else { format!("{name}{under}") };
    vec![
        Fact::on(format!("白虎乘{death}"), at(f, Place::Chu)),
        Fact::on(format!("臨{on}發用"), about).and(at(f, Place::Chu)),
    ]
}

/// 淫泆: 卯酉 first riding 天后 or 六合.
pub(super) fn yin_yi(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let gf = v.general(f);
    if matches!(f, Branch::Mao | Branch::You) && matches!(gf, General::Tianhou | General::Liuhe) {
        vec![Fact::on(format!("初傳{f}乘{gf}"), at(f, Place::Chu))]
    } else {
        Vec::new()
    }
}

/// 狡童 (六合 to 天后, `from` 六合) and 泆女 (天后 to 六合).
pub(super) fn from_to(cx: &Cx, from: General, to: General) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let (f, l) = (cx.first(), cx.last());
    if v.general(f) != from || v.general(l) != to {
        return Vec::new();
    }
    vec![Fact::on(format!("用起{}，終於{}", rides(&v, f), rides(&v, l)), at(f, Place::Chu)).and(at(l, Place::Mo))]
}

/// 三交: a 仲 day, a 仲 over the day branch, three 仲 transmissions, and 太陰 or
/// 六合 riding one of them (`jiao`); without them, 三交不交 (訂訛).
pub(super) fn san_jiao(cx: &Cx, jiao: bool) -> Facts {
    use crate::cycle::SeasonRank::Zhong;
    let Some(v) = cx.view else { return Vec::new() };
    let (z, zu) = (cx.branch(), cx.branch_upper());
    if z.rank() != Zhong || zu.rank() != Zhong || !cx.chuan().iter().all(|b| b.rank() == Zhong) {
        return Vec::new();
    }
    let mut facts = vec![
        Fact::on(format!("{z}日（四仲日）占，{zu}加支：一交"), cx.branch_about()).and(at(zu, Place::ZhiShang)),
        Fact::on(format!("三傳 {} 皆仲：二交", cx.chuan_names()), cx.chuan_about()),
    ];
    match (chuan_rides(&v, &[General::Taiyin, General::Liuhe]), jiao) {
        (Some(b), true) => {
            facts.push(Fact::on(format!("{}：三交", rides(&v, b)), bs([b])).and(chuan_places(cx, b)));
            facts
        }
        (None, false) => facts,
        _ => Vec::new(),
    }
}

/// 勵德's three forms: 勵德 itself, 微服 (all four uppers behind 天乙), 蹉跎 (all in front).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum LiDe {
    /// 勵德 itself.
    Itself,
    /// 微服.
    WeiFu,
    /// 蹉跎.
    CuoTuo,
}

/// 勵德 (貴人立卯酉), with 微服 (日辰陰陽俱在天乙後) and 蹉跎 (俱在天乙前).
pub(super) fn li_de(cx: &Cx, form: LiDe) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let noble = v.chart.noble;
    let under = v.under(noble);
    if under != Branch::Mao && under != Branch::You {
        return Vec::new();
    }
    let uppers = cx.uppers();
    let sides: Vec<Side> = uppers.iter().map(|&b| side(&v, b)).collect();
    let all = |s: Side| sides.iter().all(|&x| x == s);
    let fires = match form {
        LiDe::Itself => true,
        LiDe::WeiFu => all(Side::Back),
        LiDe::CuoTuo => all(Side::Front),
    };
    if !fires {
        return Vec::new();
    }
    let say = |s: Side| match s {
        Side::Noble => "即天乙",
        Side::Front => "在天乙前",
        Side::Back => "在天乙後",
        Side::Opposite => "與天乙相對",
    };
    let [p0, p1, p2, p3] = [Place::GanShang, Place::GanYin, Place::ZhiShang, Place::ZhiYin];
    vec![
        Fact::on(format!("天乙{noble}立{under}"), bs([noble, under])),
        Fact::on(format!("日陽{}{}，日陰{}{}", uppers[0], say(sides[0]), uppers[1], say(sides[1])), at(uppers[0], p0))
            .and(at(uppers[1], p1)),
        Fact::on(format!("辰陽{}{}，辰陰{}{}", uppers[2], say(sides[2]), uppers[3], say(sides[3])), at(uppers[2], p2))
            .and(at(uppers[3], p3)),
    ]
}

/// 天網: the hour and the first both overcome the day stem.
pub(super) fn tian_wang(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let (h, f, stem) = (hour(&v), cx.first(), cx.stem());
    if !(h.element().restrains(stem.element()) && f.element().restrains(stem.element())) {
        return Vec::new();
    }
    vec![Fact::on(format!("占時{h}與用神{f}俱克日干{stem}"), at(h, Place::Hour))
        .and(at(f, Place::Chu))
        .and(cx.stem_about())]
}

/// 龍戰 (正文): a 卯酉 day, 卯 or 酉 the first, 行年 at 卯 or 酉.
pub(super) fn long_zhan(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let mao_you = |b: Branch| matches!(b, Branch::Mao | Branch::You);
    let (z, f) = (cx.branch(), cx.first());
    match xing_nian(&v) {
        Some(year) if mao_you(z) && mao_you(f) && mao_you(year) => vec![
            Fact::on(format!("{z}日占，{f}為用"), cx.branch_about()).and(at(f, Place::Chu)),
            Fact::on(format!("行年立{year}"), at(year, Place::XingNian)),
        ],
        _ => Vec::new(),
    }
}

/// 帷薄不修 (正文): an 八專 day with 天后, 六合 or 玄武 in the transmissions.
pub(super) fn wei_bo(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    if !cx.bazhuan_day() {
        return Vec::new();
    }
    let Some(b) = chuan_rides(&v, &[General::Tianhou, General::Liuhe, General::Xuanwu]) else { return Vec::new() };
    vec![
        Fact::on(format!("八專日{}", cx.day), cx.stem_about()).and(cx.branch_about()),
        Fact::on(format!("{}入傳", rides(&v, b)), bs([b])).and(chuan_places(cx, b)),
    ]
}

/// 冲破 (訂訛's wider reading): the first 冲s or 破s 太歲, 月建, the day branch or the hour.
pub(super) fn chong_po_dinge(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let mut facts = Vec::new();
    for (what, b, p) in [
        ("太歲", year(&v), None),
        ("月建", v.month(), None),
        ("日支", cx.branch(), Some(Place::DayBranch)),
        ("占時", hour(&v), Some(Place::Hour)),
    ] {
        let about = Fact::on("", at(f, Place::Chu)).and(bs([b])).and(p.map(About::Place)).about;
        if f == b.opposite() {
            facts.push(Fact::on(format!("用神{f}冲{what}{b}"), about.clone()));
        }
        if breaks(f, b) {
            facts.push(Fact::on(format!("用神{f}破{what}{b}"), about));
        }
    }
    facts
}

/// 孤寡 by the season: 《袖中金》 (`guanyue` false: two 寡 each season) and
/// 《觀月經》 (three in winter and summer).
pub(super) fn gu_gua_season(cx: &Cx, guanyue: bool) -> Facts {
    use Branch as B;
    const GU: [[Branch; 2]; 4] = [[B::Si, B::Wu], [B::Shen, B::You], [B::Hai, B::Zi], [B::Yin, B::Mao]];
    const GUA: [&[Branch]; 4] = [&[B::Zi, B::Chou], &[B::Mao, B::Chen], &[B::Wu, B::Wei], &[B::You, B::Xu]];
    const GUA_GUANYUE: [&[Branch]; 4] =
        [&[B::Zi, B::Chou], &[B::Yin, B::Mao, B::Chen], &[B::Wu, B::Wei], &[B::Shen, B::You, B::Xu]];
    let Some(v) = cx.view else { return Vec::new() };
    // The season of the month: 0 春 (寅卯辰), 1 夏, 2 秋, 3 冬.
    let s = v.month().since(Branch::Yin) / 3;
    let season = ["春", "夏", "秋", "冬"][s];
    let gua = if guanyue { GUA_GUANYUE[s] } else { GUA[s] };
    let f = cx.first();
    let kind = if GU[s].contains(&f) {
        "孤辰"
    } else if gua.contains(&f) {
        "寡宿"
    } else {
        return Vec::new();
    };
    vec![Fact::on(format!("{season}占，{f}發用：{kind}"), at(f, Place::Chu))]
}

/// 太歲 月建 日 時 all in the four lessons, as a fact.
fn tian_xin_fact(cx: &Cx, v: &ChartView) -> Option<Fact> {
    let ls = cx.lesson_branches();
    let four = [year(v), v.month(), cx.branch(), hour(v)];
    four.iter().all(|b| ls.contains(b)).then(|| {
        Fact::on(format!("太歲{}、月建{}、日{}、時{}皆在四課之中", four[0], four[1], four[2], four[3]), bs(four))
            .and([About::Place(Place::DayBranch), About::Place(Place::Hour)])
    })
}

/// 天心: 太歲 月建 日 時 all in the four lessons.
pub(super) fn tian_xin(cx: &Cx) -> Facts {
    cx.view.and_then(|v| tian_xin_fact(cx, &v)).into_iter().collect()
}

/// 盤珠: 天心, with the three transmissions in the lessons too.
pub(super) fn pan_zhu(cx: &Cx) -> Facts {
    let Some(fact) = cx.view.and_then(|v| tian_xin_fact(cx, &v)) else { return Vec::new() };
    let ls = cx.lesson_branches();
    if !cx.chuan().iter().all(|b| ls.contains(b)) {
        return Vec::new();
    }
    vec![fact, Fact::on(format!("三傳 {} 亦在四課之中", cx.chuan_names()), cx.chuan_about())]
}

/// What the sky rules read: the day's solar term, the lunar date, 月宿.
struct Sky {
    term: Option<(SolarTerm, f64)>,
    lunar: Option<LunarDate>,
    yue: Vec<YueSu>,
}

fn sky_of(v: &ChartView) -> Sky {
    let clock = sky::Clock::of(v.chart);
    let term = sky::term_of_day(v.chart, &clock);
    let lunar = sky::lunar_date(v.chart, &clock);
    Sky { term, lunar, yue: sky::yue_su(v.chart, lunar) }
}

/// The fact that names a day's solar term.
fn term_fact(cx: &Cx, term: SolarTerm) -> Fact {
    Fact::on(format!("{}日交{}", cx.day, term.hanzi()), cx.stem_about()).and(cx.branch_about())
}

/// 天寇's day: a 二分二至 day, its 離辰 (the day before's branch) and what stands over it.
fn li_chen(cx: &Cx, v: &ChartView, sky: &Sky) -> Option<(Vec<Fact>, Branch, Branch)> {
    let (term, _) = sky.term.filter(|&(t, _)| sky::is_fen_zhi(t))?;
    let before = cx.day.wrapping_add(-1);
    let li = before.branch();
    let head = vec![term_fact(cx, term), Fact::on(format!("離辰{li}（前一日{before}）"), bs([li]))];
    Some((head, li, v.over(li)))
}

/// 天寇 (正文, 訂訛, 《心鏡》): on a 二分二至 day, 月宿 stands over 離辰, the
/// branch of the day before (「分至前一日為離……假令春分今日卯，離神昨日乃居寅。
/// 占時月宿在寅上」). Each reading of 月宿 that puts it there is a fact.
///
/// DIFFERENCE: the 正文 opens 「凡四離日占」, but its own example is cast on the
/// 分至 day (「如癸卯日春分，離辰壬寅」), as 訂訛 says (「分至日占得月宿臨離辰」);
/// the day of divination is the 分至 day.
pub(super) fn tian_kou(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let sky = sky_of(&v);
    let Some((mut facts, li, over)) = li_chen(cx, &v, &sky) else { return Vec::new() };
    let hits: Vec<&YueSu> = sky.yue.iter().filter(|y| y.palace == over).collect();
    if hits.is_empty() {
        return Vec::new();
    }
    facts.extend(hits.iter().map(|y| Fact::on(format!("月宿{over}加離辰{li}：{}", y.how), bs([over, li]))));
    if cx.first() == over {
        facts.push(Fact::on(format!("月宿{over}發用"), at(over, Place::Chu)));
    }
    facts
}

/// 天寇 by the branches (《心鏡》's note in 天禍課: 「天寇，分至日日支，臨前一日日支上」):
/// the day branch over 離辰.
pub(super) fn tian_kou_zhi(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let sky = sky_of(&v);
    let Some((mut facts, li, over)) = li_chen(cx, &v, &sky) else { return Vec::new() };
    if over != cx.branch() {
        return Vec::new();
    }
    facts.push(Fact::on(format!("日支{over}臨前一日支{li}"), cx.branch_about()).and(bs([li])));
    facts
}

/// 天禍 (正文, 訂訛): on a 四立 day, today's 干 or 支 stands over yesterday's, or
/// yesterday's over today's; a 干 stands where it lodges (the 正文's example:
/// 「正月立春甲申日絕日癸未，寅加癸」 — 甲's 寅 over 癸's 丑).
///
/// 「干支」 is read as 干 on 干 or 支 on 支: 《心鏡》 (「前日干臨今日干」, 「乙將臨甲」)
/// and 《觀月經》 (「四立干上神，分明末日臨」) name the 干 alone, and both their
/// cases fire here.
pub(super) fn tian_huo(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let Some((term, _)) = sky_of(&v).term.filter(|&(t, _)| sky::is_si_li(t)) else { return Vec::new() };
    let (today, before) = (cx.day, cx.day.wrapping_add(-1));
    let (ts, ys) = (today.stem(), before.stem());
    let (tz, yz) = (today.branch(), before.branch());
    let mut facts =
        vec![term_fact(cx, term), Fact::on(format!("前一日{before}為絕日"), [About::Stem(ys), About::Branch(yz)])];
    let n = facts.len();
    let (tl, yl) = (ts.lodge(), ys.lodge());
    if v.over(yl) == tl {
        facts.push(
            Fact::on(format!("今日干{ts}（{tl}）臨昨日干{ys}（{yl}）"), [About::Stem(ts), About::Stem(ys)])
                .and(bs([tl, yl])),
        );
    }
    if v.over(tl) == yl {
        facts.push(
            Fact::on(format!("昨日干{ys}（{yl}）臨今日干{ts}（{tl}）"), [About::Stem(ys), About::Stem(ts)])
                .and(bs([yl, tl])),
        );
    }
    if v.over(yz) == tz {
        facts.push(Fact::on(format!("今日支{tz}臨昨日支{yz}"), bs([tz, yz])));
    }
    if v.over(tz) == yz {
        facts.push(Fact::on(format!("昨日支{yz}臨今日支{tz}"), bs([yz, tz])));
    }
    if facts.len() > n {
        facts
    } else {
        Vec::new()
    }
}

/// 二煩's forms, by [`er_fan`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum ErFan {
    /// 天煩 (正文): 日宿臨仲, 斗系丑未.
    Tian,
    /// 天煩 (《觀月經》): and 日宿 發用.
    TianGuanyue,
    /// 地煩 (正文): 月宿臨仲, 斗系丑未.
    Di,
    /// 地煩 (《觀月經》): and 月宿 發用.
    DiGuanyue,
    /// 二煩 (正文): both, on a 四正 or 四平 day.
    Both,
    /// 二煩 (訂訛): both, and one 宿 發用.
    BothDinge,
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
pub(super) fn er_fan(cx: &Cx, form: ErFan) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    // 斗罡系丑未: 天罡辰 stands over 丑 or 未.
    let Some(dou) = [Branch::Chou, Branch::Wei].into_iter().find(|&b| v.over(b) == Branch::Chen) else {
        return Vec::new();
    };
    let sky = sky_of(&v);
    let dou_fact = Fact::on(format!("斗罡辰系{dou}"), bs([Branch::Chen, dou]));
    let ri = v.chart.month_general;
    let ri_on = v.under(ri);
    let tian = ri_on.rank() == SeasonRank::Zhong;
    let ri_fact = Fact::on(format!("日宿（月將）{ri}臨{ri_on}"), at(ri, Place::MonthGeneral)).and(bs([ri_on]));
    let di: Vec<&YueSu> = sky.yue.iter().filter(|y| v.under(y.palace).rank() == SeasonRank::Zhong).collect();
    let yue_fact = |y: &YueSu| {
        Fact::on(format!("月宿{}臨{}：{}", y.palace, v.under(y.palace), y.how), bs([y.palace, v.under(y.palace)]))
    };
    let f = cx.first();
    let used = |text: String| Fact::on(text, at(f, Place::Chu));
    match form {
        ErFan::Tian if tian => vec![ri_fact, dou_fact],
        ErFan::TianGuanyue if tian && f == ri => vec![ri_fact, dou_fact, used(format!("日宿{ri}發用"))],
        ErFan::Di if !di.is_empty() => di.iter().map(|y| yue_fact(y)).chain([dou_fact]).collect(),
        ErFan::DiGuanyue if di.iter().any(|y| y.palace == f) => di
            .iter()
            .filter(|y| y.palace == f)
            .map(|y| yue_fact(y))
            .chain([dou_fact, used(format!("月宿{f}發用"))])
            .collect(),
        ErFan::Both | ErFan::BothDinge if tian && !di.is_empty() => {
            let mut both = vec![ri_fact];
            both.extend(di.iter().map(|y| yue_fact(y)));
            both.push(dou_fact);
            if form == ErFan::Both {
                let z = cx.branch();
                let day = match sky.lunar.and_then(|l| l.si_zheng().map(|s| (l, s))) {
                    Some((l, s)) => Fact::new(format!("四正日：{}（{s}）", l.hanzi())),
                    None if z.rank() == SeasonRank::Zhong => Fact::on(format!("四平日：{z}日"), cx.branch_about()),
                    None => return Vec::new(),
                };
                both.push(day);
                both
            } else if f == ri || di.iter().any(|y| y.palace == f) {
                both.push(used(format!("{}宿{f}發用", if f == ri { "日" } else { "月" })));
                both
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}

/// 死奇 (正文): 斗罡辰 stands on the day or the branch (or their 陰陽: 辰 heads
/// one of the four lessons) and is the first; 死奇回光 (`hui_guang`) when 辰 is
/// 月將, the Sun itself (「辰為月將尤美，為死奇回光」).
pub(super) fn si_qi(cx: &Cx, hui_guang: bool) -> Facts {
    const NAMES: [&str; 4] = ["日陽", "日陰", "辰陽", "辰陰"];
    let Some(v) = cx.view else { return Vec::new() };
    let chen = Branch::Chen;
    if cx.first() != chen {
        return Vec::new();
    }
    let Some(i) = cx.uppers().iter().position(|&b| b == chen) else { return Vec::new() };
    let under = v.under(chen);
    let mut facts = vec![Fact::on(format!("天罡辰加{under}，為{}，發用", NAMES[i]), at(chen, Place::SLOTS[i]))
        .and([About::Place(Place::Chu), About::Branch(under)])];
    if hui_guang {
        if v.chart.month_general != chen {
            return Vec::new();
        }
        facts.push(Fact::on("月將辰：日宿即斗罡", at(chen, Place::MonthGeneral)));
    }
    facts
}

/// 死奇 (訂訛): 天罡辰 發用, and the Moon in 角亢 (its 宿 is 辰 itself), or 月宿
/// over 太歲, the day (干寄宮) or the branch.
pub(super) fn si_qi_dinge(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    if cx.first() != Branch::Chen {
        return Vec::new();
    }
    let on = [("太歲", year(&v)), ("日干", cx.lodge()), ("日支", cx.branch())];
    let mut facts = vec![Fact::on("天罡辰發用", at(Branch::Chen, Place::Chu))];
    for y in sky_of(&v).yue {
        let under = v.under(y.palace);
        if y.palace == Branch::Chen {
            facts.push(Fact::on(format!("月宿在辰（角亢之分）：{}", y.how), bs([Branch::Chen])));
        } else if let Some((what, b)) = on.iter().find(|(_, b)| *b == under) {
            let whose: Vec<About> = match *what {
                "日干" => cx.stem_about().to_vec(),
                "日支" => cx.branch_about().to_vec(),
                _ => Vec::new(),
            };
            facts.push(Fact::on(format!("月宿{}臨{what}{b}：{}", y.palace, y.how), bs([y.palace, *b])).and(whose));
        }
    }
    if facts.len() > 1 {
        facts
    } else {
        Vec::new()
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
pub(super) fn de_qing(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let n = month_number_one_based(v.month()) - 1;
    let (stem, z) = (cx.stem(), cx.branch());
    let mut names = Vec::new();
    let mut about = Fact::on("", at(f, Place::Chu));
    if day_virtue(stem) == f {
        names.push(format!("{stem}日干德"));
        about = about.and([About::Stem(stem)]);
    }
    if branch_virtue(z) == f {
        names.push(format!("{z}日支德"));
        about = about.and(cx.branch_about());
    }
    for (what, d) in [("天德", TIAN_DE[n]), ("月德", StemOrBranch::Stem(YUE_DE[n]))] {
        if de_branch(d) == f {
            names.push(format!("{}月{what}{}", v.month(), de_name(d)));
            if let StemOrBranch::Stem(s) = d {
                about = about.and([About::Stem(s)]);
            }
        }
    }
    let g = v.general(f);
    if names.is_empty() || !is_auspicious(g) {
        return Vec::new();
    }
    let under = v.under(f);
    let mut facts = vec![
        Fact::on(format!("{f}為{}，加{under}發用", names.join("、")), about.about).and(bs([under])),
        Fact::on(format!("乘吉將{g}"), at(f, Place::Chu)),
    ];
    for (what, p) in [("行年", Place::XingNian), ("本命", Place::BenMing)] {
        if v.at(p) == Some(under) {
            facts.push(Fact::on(format!("臨{what}{under}"), at(under, p)).and(at(f, Place::Chu)));
        }
    }
    facts
}

/// What makes `b` a 財 or a 德 of the day: 妻財 (the stem overcomes it), 干德 or 支德.
fn cai_de(cx: &Cx, b: Branch) -> Vec<String> {
    let (stem, z) = (cx.stem(), cx.branch());
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

/// 時泰 (正文, `dinge` false): 太歲 or 月建 is the first, rides 青龍 or 六合, and
/// is a 財 or 德 of the day (「又帶財德之神」; the example's 子 is 戊's 財). 訂訛
/// asks less: 太歲 or 月建 in the transmissions as the day's 財 or 德, 「太歲發用
/// 更佳，入傳亦可」, with no general named.
pub(super) fn shi_tai(cx: &Cx, dinge: bool) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let mut facts = Vec::new();
    for (what, b) in [("太歲", year(&v)), ("月建", v.month())] {
        let Some(i) = cx.chuan().iter().position(|&c| c == b) else { continue };
        let cd = cai_de(cx, b);
        if cd.is_empty() {
            continue;
        }
        let here = at(b, Place::CHUAN[i]);
        if dinge {
            let place = ["發用", "為中傳", "為末傳"][i];
            facts.push(Fact::on(format!("{what}{b}{place}，為{}", cd.join("、")), here).and(cx.stem_about()));
            continue;
        }
        let g = v.general(b);
        if i == 0 && matches!(g, General::Qinglong | General::Liuhe) {
            facts.push(Fact::on(format!("{what}{f}乘{g}發用"), here));
            facts.push(Fact::on(format!("{f}為{}", cd.join("、")), here).and(cx.stem_about()));
        }
    }
    facts
}

/// 連珠 (訂訛): 進茹/退茹, or 「三傳歲月日相連」, read as the transmissions being
/// 太歲, 月建, day branch (or reversed) — DIFFERENCE: this reading of the 訂訛's
/// words is ours. (全局 and the 正文's 連珠 are lesson rules.)
pub(super) fn lian_zhu_dinge(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let mut facts: Facts = lianru(cx, true).into_iter().chain(lianru(cx, false)).take(1).collect();
    let ch = cx.chuan();
    let sui_yue_ri = [year(&v), v.month(), cx.branch()];
    let mut ri_yue_sui = sui_yue_ri;
    ri_yue_sui.reverse();
    if ch == sui_yue_ri || ch == ri_yue_sui {
        facts.push(
            Fact::on(
                format!(
                    "三傳 {} 為太歲{}、月建{}、日支{}：歲月日相連",
                    cx.chuan_names(),
                    sui_yue_ri[0],
                    sui_yue_ri[1],
                    sui_yue_ri[2]
                ),
                cx.chuan_about(),
            )
            .and([About::Place(Place::DayBranch)]),
        );
    }
    facts
}

/// 天鬼 (伏殃) of a month: 「正酉，二午，三卯，四子周而復始」.
fn tian_gui(month: Branch) -> Branch {
    Branch::You.wrapping_add(-3 * (month_number_one_based(month) as i64 - 1))
}

/// 災厄 (正文): the first is one of the chapter's seven — 喪車 (「正月起未逆行
/// 四季」), 遊魂 (「正月起亥，順行十二辰」), 伏殃 (「正月起酉，逆行四仲」), 病符
/// (「舊太歲」), 喪門 and 弔客 (「歲前二辰為喪門，歲後二辰為吊客」), 丘墓 (「五墓者，
/// 金丑、木未、火戌、水土辰」; 「三丘，庫墓冲位」) and 歲虎 (「白虎歲後四神」: 亥年
/// 未, as its example says).
///
/// DIFFERENCE: the chapter does not say whose 墓; the day stem's is taken (its
/// example 乙亥日 未 is 乙's 木墓).
pub(super) fn zai_e(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    let n = month_number_one_based(v.month()) as i64 - 1;
    let (y, e) = (year(&v), cx.stem().element());
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
            _ => format!("{}日{name}", cx.stem()),
        })
        .collect();
    if hits.is_empty() {
        return Vec::new();
    }
    vec![Fact::on(format!("{f}為{}，發用", hits.join("、")), at(f, Place::Chu))]
}

/// 殃咎. 正文 (`dinge` false): 「三傳遞克日」 (初克中、中克末、末克干, or 末克中、
/// 中克初、初克干), 「神將克戰」 (外戰: every general overcomes its branch; 內戰:
/// every branch its general), 「干支乘墓」 (干上 and 支上 each the tomb of 干 and 支,
/// 「丙寅日干上戌，支上未」) and 坐墓 (the stem's palace and the branch each over
/// their tomb, 「壬申日亥加辰，申加丑」). 訂訛 adds 夾克: the first overcome by the
/// palace under it and by its general (「午加亥，將乘玄武」).
pub(super) fn yang_jiu(cx: &Cx, dinge: bool) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let [a, b, cc] = cx.chuan();
    let stem = cx.stem();
    let k = |x: Element, y: Element| x.restrains(y);
    let chain = || Fact::on("", cx.chuan_about()).and(cx.stem_about()).about;
    let mut facts = Vec::new();
    if k(a.element(), b.element()) && k(b.element(), cc.element()) && k(cc.element(), stem.element()) {
        facts.push(Fact::on(format!("初{a}克中{b}，中{b}克末{cc}，末{cc}克日干{stem}：遞克"), chain()));
    }
    if k(cc.element(), b.element()) && k(b.element(), a.element()) && k(a.element(), stem.element()) {
        facts.push(Fact::on(format!("末{cc}克中{b}，中{b}克初{a}，初{a}克日干{stem}：遞克"), chain()));
    }
    let ch = [a, b, cc];
    if ch.iter().all(|&x| k(v.general(x).element(), x.element())) {
        facts
            .push(Fact::on(format!("三傳皆將克神（{}）：外戰", ch.map(|x| rides(&v, x)).join("、")), cx.chuan_about()));
    }
    if ch.iter().all(|&x| k(x.element(), v.general(x).element())) {
        facts
            .push(Fact::on(format!("三傳皆神克將（{}）：內戰", ch.map(|x| rides(&v, x)).join("、")), cx.chuan_about()));
    }
    let (z, su, zu) = (cx.branch(), cx.stem_upper(), cx.branch_upper());
    if is_tomb_of(stem.element(), su) && is_tomb_of(z.element(), zu) {
        facts.push(
            Fact::on(format!("干上{su}為{stem}墓，支上{zu}為{z}墓：乘墓"), at(su, Place::GanShang))
                .and(at(zu, Place::ZhiShang))
                .and(cx.stem_about())
                .and(cx.branch_about()),
        );
    }
    let lodge = cx.lodge();
    let (lodge_on, z_on) = (v.under(lodge), v.under(z));
    if is_tomb_of(stem.element(), lodge_on) && is_tomb_of(z.element(), z_on) {
        facts.push(
            Fact::on(format!("{stem}（{lodge}）加{lodge_on}，{z}加{z_on}，各臨其墓：坐墓"), cx.stem_about())
                .and(bs([lodge, lodge_on]))
                .and(cx.branch_about())
                .and(bs([z_on])),
        );
    }
    if dinge {
        let g = v.general(a);
        let under = v.under(a);
        if k(under.element(), a.element()) && k(g.element(), a.element()) {
            facts.push(
                Fact::on(format!("用神{a}加{under}受下克，又乘{g}受將克：夾克"), at(a, Place::Chu)).and(bs([under])),
            );
        }
    }
    facts
}

/// 伏殃 (訂訛, 《心鏡》): the month's 天鬼 is the first and stands on the stem's
/// palace, the day branch, 行年 or 本命.
pub(super) fn fu_yang(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let f = cx.first();
    if f != tian_gui(v.month()) {
        return Vec::new();
    }
    let under = v.under(f);
    let Some((what, about)) = standing_on(cx, &v, under, &ON_DAY_AND_FATE) else { return Vec::new() };
    vec![Fact::on(format!("{}月天鬼{f}臨{what}{under}發用", v.month()), at(f, Place::Chu)).and(about)]
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
pub(super) fn rong_hua(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let (stem, z) = (cx.stem(), cx.branch());
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
    let f = cx.first();
    let what = kinds(f);
    if what.is_empty() || !thriving(v.vitality(f)) {
        return Vec::new();
    }
    let under = v.under(f);
    let Some((on, about)) = standing_on(cx, &v, under, &ON_DAY_AND_FATE) else { return Vec::new() };
    let good: Vec<Branch> =
        cx.chuan().into_iter().filter(|&b| !kinds(b).is_empty() && is_auspicious(v.general(b))).collect();
    if good.is_empty() {
        return Vec::new();
    }
    let good_text: Vec<String> = good.iter().map(|&b| format!("{b}（{}）乘吉將{}", kinds(b), v.general(b))).collect();
    let good_about = good.iter().fold(Fact::on("", bs(good.iter().copied())), |f, &b| f.and(chuan_places(cx, b)));
    vec![
        Fact::on(format!("{f}為{what}，臨{on}{under}發用"), at(f, Place::Chu)).and(about).and([About::Stem(stem)]),
        Fact::on(format!("{f}{}", v.vitality(f).hanzi()), at(f, Place::Chu)),
        Fact::on(good_text.join("、"), good_about.about),
    ]
}

/// 合歡 (正文, read with 課目's 「日上遁干合，吉將三六合用兼」): the 遁干 of 干上
/// combines with the day stem (「戊日天干上丑遁，得癸作合」); the first is a 六合
/// of 日, 辰, 干上 or 支上, or of one 三合 with 日 or 辰 (「子與干上丑作六合……支辰
/// 與三傳合作三合」); it rides a good general; and 年命 上神 ride good generals
/// (「並占人年命俱乘吉將」).
///
/// DIFFERENCE: without a querent the 年命 clause cannot be read; the pattern
/// fires on the rest and says so in its facts.
pub(super) fn he_huan(cx: &Cx) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let (stem, z) = (cx.stem(), cx.branch());
    let (su, zu) = (cx.stem_upper(), cx.branch_upper());
    let Some(dun) = cx.day.hidden_stem(su) else { return Vec::new() };
    if dun.combines_with() != stem {
        return Vec::new();
    }
    let f = cx.first();
    if !is_auspicious(v.general(f)) {
        return Vec::new();
    }
    let mut he = Vec::new();
    let mut about = Fact::on("", at(f, Place::Chu));
    let gan = cx.stem_about().to_vec();
    let zhi = cx.branch_about().to_vec();
    for (what, b, whose) in [
        ("日干", cx.lodge(), gan.clone()),
        ("日支", z, zhi.clone()),
        ("干上", su, at(su, Place::GanShang).to_vec()),
        ("支上", zu, at(zu, Place::ZhiShang).to_vec()),
    ] {
        if f.six_harmony() == b {
            he.push(format!("與{what}{b}六合"));
            about = about.and(whose).and(bs([b]));
        }
    }
    for (what, b, whose) in [("日干", cx.lodge(), gan), ("日支", z, zhi)] {
        if f != b && f.triad().contains(&b) {
            he.push(format!("與{what}{b}三合"));
            about = about.and(whose).and(bs([b]));
        }
    }
    if he.is_empty() {
        return Vec::new();
    }
    let mut facts = vec![
        Fact::on(format!("干上{su}遁{dun}，{dun}{stem}相合"), at(su, Place::GanShang))
            .and([About::Stem(dun), About::Stem(stem)]),
        Fact::on(format!("{}發用，{}", rides(&v, f), he.join("、")), about.about),
    ];
    match v.chart.fate {
        Some(fate) => {
            let uppers = [
                ("行年", Place::XingNian, fate.xing_nian.branch(), fate.xing_nian_upper),
                ("本命", Place::BenMing, fate.ben_ming.branch(), fate.ben_ming_upper),
            ];
            if uppers.iter().any(|&(_, _, _, up)| !is_auspicious(v.general(up))) {
                return Vec::new();
            }
            facts.extend(
                uppers
                    .iter()
                    .map(|&(what, p, b, up)| Fact::on(format!("{what}{b}上{}", rides(&v, up)), at(b, p)).and(bs([up]))),
            );
        }
        None => facts.push(Fact::new("年命未知：「並占人年命俱乘吉將」未驗")),
    }
    facts
}

/// One of husband and wife: whose 年命 it is, and where it stands.
struct Spouse {
    /// 夫（占人）, 妻（對方）….
    who: String,
    fate: YearFate,
    /// 行年's place: the querent's or the partner's.
    place: Place,
}

impl Spouse {
    fn year(&self) -> Branch {
        self.fate.xing_nian.branch()
    }

    fn upper(&self) -> Branch {
        self.fate.xing_nian_upper
    }

    /// This 行年 and its stem, as a fact's `about`.
    fn about(&self) -> [About; 3] {
        [About::Branch(self.year()), About::Stem(self.fate.xing_nian.stem()), About::Place(self.place)]
    }
}

/// Husband and wife: the querent and the partner, of different sex. The
/// chapters read their 課 from 「夫妻行年」, so one person, or two of one sex,
/// give none.
fn couple(v: &ChartView) -> Option<(Spouse, Spouse)> {
    let (q, p) = (v.chart.fate?, v.chart.partner_fate?);
    let spouse = |role: &str, who: &str, fate, place| Spouse { who: format!("{role}（{who}）"), fate, place };
    match (q.sex, p.sex) {
        (Sex::Male, Sex::Female) => {
            Some((spouse("夫", "占人", q, Place::XingNian), spouse("妻", "對方", p, Place::PartnerXingNian)))
        }
        (Sex::Female, Sex::Male) => {
            Some((spouse("夫", "對方", p, Place::PartnerXingNian), spouse("妻", "占人", q, Place::XingNian)))
        }
        _ => None,
    }
}

/// Whether one of `a`, `b` overcomes the other, as words (`子克午`).
fn one_overcomes(a: Branch, b: Branch) -> Option<String> {
    if a.element().restrains(b.element()) {
        Some(format!("{a}克{b}"))
    } else if b.element().restrains(a.element()) {
        Some(format!("{b}克{a}"))
    } else {
        None
    }
}

/// 繁昌's four readings, by [`fan_chang`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum FanChang {
    /// 正文 (德孕格).
    DeYun,
    /// 《觀月經》.
    Guanyue,
    /// 《心鏡》.
    Xinjing,
    /// 旺孕格.
    WangYun,
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
pub(super) fn fan_chang(cx: &Cx, reading: FanChang) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let Some((h, w)) = couple(&v) else { return Vec::new() };
    let (hs, ws) = (h.fate.xing_nian.stem(), w.fate.xing_nian.stem());
    let (hy, wy) = (h.year(), w.year());
    let both = || Fact::on("", h.about()).and(w.about()).about;
    let ages = Fact::on(format!("{}行年{}、{}行年{}", h.who, h.fate.xing_nian, w.who, w.fate.xing_nian), both());
    let gan = (hs.combines_with() == ws).then(|| format!("{hs}{ws}合"));
    let zhi = (hy.six_harmony() == wy).then(|| format!("{hy}{wy}六合"));
    match reading {
        FanChang::Xinjing => match gan {
            Some(gan) => vec![ages, Fact::on(format!("夫妻年干{gan}"), [About::Stem(hs), About::Stem(ws)])],
            None => Vec::new(),
        },
        FanChang::Guanyue | FanChang::DeYun => {
            let (Some(gan), Some(zhi)) = (gan, zhi) else { return Vec::new() };
            let he = Fact::on(format!("{gan}，{zhi}"), both());
            if reading == FanChang::Guanyue {
                return vec![ages, he];
            }
            match (wang_qi(&v, &h), wang_qi(&v, &w)) {
                (Some(hq), Some(wq)) => vec![ages, he, hq, wq],
                _ => Vec::new(),
            }
        }
        FanChang::WangYun => {
            let (hv, wv) = (v.vitality(hy), v.vitality(wy));
            if !(hy != wy && hy.triad().contains(&wy) && thriving(hv) && thriving(wv)) {
                return Vec::new();
            }
            let ys = || Fact::on("", at(hy, h.place)).and(at(wy, w.place)).about;
            vec![
                ages,
                Fact::on(format!("{hy}{wy}三合，異方同類"), ys()),
                Fact::on(format!("{hy}{}、{wy}{}於{}月", hv.hanzi(), wv.hanzi(), v.month()), ys()),
            ]
        }
    }
}

/// 旺氣 of one spouse's 行年 (see [`fan_chang`]), as a fact.
fn wang_qi(v: &ChartView, s: &Spouse) -> Option<Fact> {
    let (y, up) = (s.year(), s.upper());
    let ming = nayin(s.fate.ben_ming);
    let head = format!("{}年{y}上{up}", s.who.chars().next().unwrap_or('夫'));
    let about = [About::Branch(y), About::Place(s.place), About::Branch(up)];
    let text = if up.element() == ming.element {
        format!("{head}，乘本命{}（{}）之氣", s.fate.ben_ming, ming.name)
    } else if thriving(v.vitality(up)) {
        format!("{head}，{up}{}於{}月", v.vitality(up).hanzi(), v.month())
    } else if thriving(v.vitality(y)) {
        format!("{head}，年立{y}{}之鄉", v.vitality(y).hanzi())
    } else {
        return None;
    };
    Some(Fact::on(text, about))
}

/// 解離's three readings from the two 行年, by [`jie_li`].
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum JieLi {
    /// 正文 and 《心鏡》.
    Zheng,
    /// 《觀月經》.
    Guanyue,
    /// 《畢法》's 行年 reading.
    BifaNian,
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
pub(super) fn jie_li(cx: &Cx, reading: JieLi) -> Facts {
    let Some(v) = cx.view else { return Vec::new() };
    let Some((h, w)) = couple(&v) else { return Vec::new() };
    let (hy, wy, hu, wu) = (h.year(), w.year(), h.upper(), w.upper());
    let all = || bs([hy, hu, wy, wu]).into_iter().chain([About::Place(h.place), About::Place(w.place)]);
    let at_fact = Fact::on(format!("{}行年{hy}上{hu}，{}行年{wy}上{wu}", h.who, w.who), all());
    let below = one_overcomes(hy, wy);
    let above = one_overcomes(hu, wu);
    let years = || Fact::on("", at(hy, h.place)).and(at(wy, w.place)).about;
    match (reading, above, below) {
        (JieLi::Guanyue, Some(above), _) => {
            vec![at_fact, Fact::on(format!("年上神交相克：{above}"), bs([hu, wu]))]
        }
        (JieLi::Zheng, Some(above), Some(below)) => vec![
            at_fact,
            Fact::on(format!("行年相克：{below}"), years()),
            Fact::on(format!("上神相克：{above}"), bs([hu, wu])),
        ],
        (JieLi::BifaNian, _, _) if hy.element().restrains(wu.element()) && wy.element().restrains(hu.element()) => {
            vec![at_fact, Fact::on(format!("夫年{hy}克妻年上{wu}，妻年{wy}克夫年上{hu}"), all())]
        }
        _ => Vec::new(),
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
            StemOrBranch::Branch(b) => match b {
                Branch::Yin => "艮",
                Branch::Si => "巽",
                Branch::Shen => "坤",
                Branch::Hai => "乾",
                _ => "",
            }
            .to_string(),
        };
        for (i, &d) in TIAN_DE.iter().enumerate() {
            let month = Branch::Yin.wrapping_add(i as i64);
            let step = if month.rank() == SeasonRank::Ji { -9 } else { 9 };
            let want = RING[(pos(month.hanzi()) + step).rem_euclid(24) as usize];
            assert_eq!(name(d), want, "{month}月");
        }
    }
}
