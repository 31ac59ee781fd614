//! 占類斷語 — the topics' own verdict lines from the books' 占 chapters.
//!
//! A rule is a row of [`RULES`]: the topic, a stable id, a title, the passage
//! quoted as the book prints it with its source, the verdict (words of the
//! passage itself, never the engine's), the tone only where those words say 吉
//! or 凶, and one function over the chart that gives the facts it fires on (None:
//! it does not fire). The books' rows stand in the order of their chapters; a
//! passage whose subject or condition the text leaves open (「死墓絕空最為凶」 of
//! whom?) is not made a rule.
//!
//! Readings are family [`Family::Zhanlei`] (`zhanlei`), id `<topic>.<rule>`
//! (`qiucai.cai_kong_mu`), kind the topic's name.

use crate::chart::Chart;
use crate::cycle::{Branch, Element, SeasonRank};
use crate::generals::General;
use crate::reading::{About, Category, Fact, Family, Passage, Place, Reading, Source, Tone};
use crate::relations::{Kin, Vitality};
use crate::shensha::rules::element_tomb;
use crate::view::{self, Relation};

use super::Cx;

/// What a rule finds: the verdict (the passage's own words) and the facts.
pub struct Found {
    /// The verdict, words of the passage.
    pub verdict: &'static str,
    /// The facts of this chart it rests on.
    pub facts: Vec<Fact>,
}

fn found(verdict: &'static str, facts: Vec<Fact>) -> Option<Found> {
    Some(Found { verdict, facts })
}

/// One verdict line of a topic.
pub struct Rule {
    /// The topic.
    pub topic: Category,
    /// Stable id within the topic.
    pub id: &'static str,
    /// The title (the passage's own words, short).
    pub title: &'static str,
    /// Where the passage stands.
    pub source: Source,
    /// The passage as printed.
    pub text: &'static str,
    /// The tone, only where the passage says 吉 or 凶.
    pub tone: Option<Tone>,
    /// What it finds over the chart.
    pub fire: fn(&Cx) -> Option<Found>,
}

impl Rule {
    /// The reading id: `<topic key>.<id>`.
    pub fn reading_id(&self) -> String {
        format!("{}.{}", self.topic.key(), self.id)
    }

    /// The passage of the one model (卷中's lines in the reading of ERRATA.md).
    pub fn passage(&self) -> Passage {
        match self.source {
            Source::Seed { line, .. } => crate::readings::Passage::new(line, self.text).to_model(),
            Source::Book { .. } => Passage::new(self.source, self.text),
        }
    }
}

const fn book(book: &'static str, place: &'static str) -> Source {
    Source::Book { book, place }
}

const ZN_TIANSHI: Source = book("六壬指南", "卷三 占驗·天時章第二");
const ZN_YANGZHAI: Source = book("六壬指南", "卷三 占驗·陽宅章第三");
const ZN_HUNYIN: Source = book("六壬指南", "卷三 占驗·婚姻章第七");
const ZN_YUNCHAN: Source = book("六壬指南", "卷三 占驗·孕產章第八");
const ZN_CHUXING: Source = book("六壬指南", "卷三 占驗·出行章第十");
const ZN_XINGREN: Source = book("六壬指南", "卷三 占驗·行人章第十一");
const ZN_SHIHUAN: Source = book("六壬指南", "卷三 占驗·仕宦章第十五");
const ZN_QIUCAI: Source = book("六壬指南", "卷三 占驗·求財章第十六");
const ZN_SONG: Source = book("六壬指南", "卷三 占驗·占訟章第十八");
const ZN_SONG_NOTE: Source = book("六壬指南", "卷三 占驗·占訟章第十八 (注)");
const ZN_TAOWANG: Source = book("六壬指南", "卷三 占驗·逃亡章第二十");
const XJ_ZHAI: Source = book("心鏡", "卷五 占宅門·占人宅");
const XJ_HUNYIN: Source = book("心鏡", "卷五 婚姻門·占求婚成否");
const XJ_SHANG_NOTE: Source = book("心鏡", "卷六 商賈門·占宜往何方 (郇注)");
const XJ_WENWU_NOTE: Source = book("心鏡", "卷六 官職門·占辨文武官 (郇注)");
const XJ_TAO_NOTE: Source = book("心鏡", "卷六 亡盜門·占逃亡 (郇注)");
const XJ_DAO: Source = book("心鏡", "卷六 亡盜門·占盜賊");
const XJ_DAO_NOTE: Source = book("心鏡", "卷六 亡盜門·占盜賊 (郇注)");
const XJ_BING_NOTE: Source = book("心鏡", "卷七 疾病門·占疾病生死 (注引《入式》)");
const XJ_YU: Source = book("心鏡", "卷七 天時門·占天雨否");

/// A fact about a general's branch: 「青龍乘寅臨巳」.
fn rides(cx: &Cx, g: General) -> (Branch, Fact) {
    let b = cx.rides(g);
    let e = cx.view.under(b);
    (b, Fact::on(format!("{g}乘{b}臨{e}"), [About::Branch(b), About::Branch(e)]))
}

/// A fact of a branch's vitality: 「寅木，月建亥，相」.
fn vitality_fact(cx: &Cx, b: Branch) -> Fact {
    let v = &cx.view;
    Fact::on(format!("{b}{}，月建{}，{}", b.element().hanzi(), v.month(), v.vitality(b).hanzi()), [About::Branch(b)])
}

fn has_qi(v: Vitality) -> bool {
    matches!(v, Vitality::Prosperous | Vitality::Minister)
}

/// Whether heaven branch `b` sits on its own element's tomb (入墓).
fn in_tomb(cx: &Cx, b: Branch) -> bool {
    cx.view.under(b) == element_tomb(b.element())
}

/// 財逢空墓: a 妻財 of 三傳 or the lesson uppers 旬空 or 入墓.
fn cai_kong_mu(cx: &Cx) -> Option<Found> {
    let mut facts = Vec::new();
    for b in cx.kin_shown(Kin::Wealth) {
        let about = cx.view.about(b);
        if cx.view.void(b) {
            facts.push(Fact::on(format!("妻財{b}旬空"), about.clone()));
        }
        if in_tomb(cx, b) {
            let e = cx.view.under(b);
            facts.push(
                Fact::on(format!("妻財{b}臨{e}，{e}為{}之墓", b.element().hanzi()), about).and([About::Branch(e)]),
            );
        }
    }
    (!facts.is_empty()).then_some(Found { verdict: "最為難", facts })
}

/// 青龍所臨之方，上下相生有氣，又生日辰 (心鏡 商賈門, 郇注).
fn long_you_qi(cx: &Cx) -> Option<Found> {
    let v = &cx.view;
    let (b, f) = rides(cx, General::Qinglong);
    let e = v.under(b);
    let (be, ee) = (b.element(), e.element());
    if !has_qi(v.vitality(b)) || !view_generate(be, ee) {
        return None;
    }
    let stem = v.stem();
    let zhi = v.branch();
    let to = if be.generates() == stem.element() {
        Fact::on(format!("{b}{}生日干{stem}", be.hanzi()), [About::Branch(b), About::Place(Place::DayStem)])
    } else if be.generates() == zhi.element() {
        Fact::on(format!("{b}{}生日支{zhi}", be.hanzi()), [About::Branch(b), About::Place(Place::DayBranch)])
    } else {
        return None;
    };
    found(
        "求財必得",
        vec![
            f,
            vitality_fact(cx, b),
            Fact::on(format!("{b}{}與{e}{}相生", be.hanzi(), ee.hanzi()), [About::Branch(b), About::Branch(e)]),
            to,
        ],
    )
}

/// 若龍常為鬼者，亦無利也: 青龍 or 太常 rides the day stem's 官鬼.
fn long_chang_gui(cx: &Cx) -> Option<Found> {
    let facts: Vec<Fact> = [General::Qinglong, General::Taichang]
        .into_iter()
        .filter_map(|g| {
            let b = cx.rides(g);
            (cx.view.kin(b) == Kin::Officer)
                .then(|| Fact::on(format!("{g}乘{b}，為日干{}之官鬼", cx.view.stem()), [About::Branch(b)]))
        })
        .collect();
    (!facts.is_empty()).then_some(Found { verdict: "亦無利", facts })
}

/// The 行年上神 (heaven over 行年) with its fact, when 年命 is given.
fn xingnian_up(cx: &Cx) -> Option<(Branch, Fact)> {
    let x = cx.view.at(Place::XingNian)?;
    let up = cx.view.over(x);
    Some((up, Fact::on(format!("行年{x}上{up}"), [About::Place(Place::XingNian), About::Branch(x), About::Branch(up)])))
}

/// 要行年上神制青龍，主獲財也.
fn xingnian_zhi_long(cx: &Cx) -> Option<Found> {
    let (up, f) = xingnian_up(cx)?;
    let (b, g) = rides(cx, General::Qinglong);
    up.element().restrains(b.element()).then(|| Found {
        verdict: "主獲財",
        facts: vec![
            f,
            g,
            Fact::on(
                format!("{up}{}克{b}{}", up.element().hanzi(), b.element().hanzi()),
                [About::Branch(up), About::Branch(b)],
            ),
        ],
    })
}

/// 反此者無利: 青龍 overcomes the 行年上神.
fn long_zhi_xingnian(cx: &Cx) -> Option<Found> {
    let (up, f) = xingnian_up(cx)?;
    let (b, g) = rides(cx, General::Qinglong);
    b.element().restrains(up.element()).then(|| Found {
        verdict: "無利",
        facts: vec![
            f,
            g,
            Fact::on(
                format!("{b}{}克{up}{}", b.element().hanzi(), up.element().hanzi()),
                [About::Branch(b), About::Branch(up)],
            ),
        ],
    })
}

/// Branches of kin `k` in 三傳 or the lesson uppers that are 旬空, as facts.
fn kin_void(cx: &Cx, k: Kin) -> Vec<Fact> {
    cx.kin_shown(k)
        .into_iter()
        .filter(|&b| cx.view.void(b))
        .map(|b| Fact::on(format!("{}{b}旬空（旬{}）", k.hanzi(), cx.view.day().xun_head()), cx.view.about(b)))
        .collect()
}

fn cai_xun_hou(cx: &Cx) -> Option<Found> {
    let f = kin_void(cx, Kin::Wealth);
    (!f.is_empty()).then_some(Found { verdict: "總無情", facts: f })
}

fn gui_tian_zhong(cx: &Cx) -> Option<Found> {
    let f = kin_void(cx, Kin::Officer);
    (!f.is_empty()).then_some(Found { verdict: "同此祥", facts: f })
}

/// 男女須觀日上神: the day stem's and 干上's polarity agree.
fn ri_shang(cx: &Cx, yang: bool) -> Option<Found> {
    let v = &cx.view;
    let (stem, up) = (v.stem(), v.at(Place::GanShang)?);
    if stem.is_yang() != yang || up.is_yang() != yang {
        return None;
    }
    let p = if yang { "陽" } else { "陰" };
    found(
        if yang { "是男身" } else { "知為女" },
        vec![Fact::on(
            format!("{}日{stem}，干上{up}亦{p}", if yang { "剛" } else { "柔" }),
            [About::Stem(stem), About::Place(Place::GanShang), About::Branch(up)],
        )],
    )
}

/// 白虎所乘之神 with the day stem: 相生 / 同類 / 克日.
fn hu_ri(cx: &Cx, want: &'static str) -> Option<Found> {
    let (b, f) = rides(cx, General::Baihu);
    let (be, se) = (b.element(), cx.view.stem().element());
    let got = if be == se {
        "痊遲"
    } else if be.generates() == se || se.generates() == be {
        "則愈"
    } else if be.restrains(se) {
        "難痊"
    } else {
        return None;
    };
    (got == want).then(|| Found {
        verdict: want,
        facts: vec![
            f,
            Fact::on(
                format!("{b}{}與日干{}{}", be.hanzi(), cx.view.stem(), se.hanzi()),
                [About::Branch(b), About::Place(Place::DayStem)],
            ),
        ],
    })
}

/// 朱雀、勾陳 with the day stem: 克 (`true`) or 生 (`false`).
fn zhu_gou(cx: &Cx, overcome: bool) -> Option<Found> {
    let se = cx.view.stem().element();
    let facts: Vec<Fact> = [General::Zhuque, General::Gouchen]
        .into_iter()
        .filter_map(|g| {
            let b = cx.rides(g);
            let be = b.element();
            let hit = if overcome { be.restrains(se) } else { be.generates() == se };
            hit.then(|| {
                Fact::on(
                    format!("{g}乘{b}{}，{}日干{}", be.hanzi(), if overcome { "克" } else { "生" }, cx.view.stem()),
                    [About::Branch(b), About::Place(Place::DayStem)],
                )
            })
        })
        .collect();
    (!facts.is_empty())
        .then_some(Found { verdict: if overcome { "莫興詞" } else { "勘官昭雪人欣喜" }, facts })
}

/// 日上有鬼不利客 / 支上有鬼不利主.
fn shang_gui(cx: &Cx, place: Place) -> Option<Found> {
    let v = &cx.view;
    let up = v.at(place)?;
    let (lower, le) = match place {
        Place::GanShang => (v.stem().to_string(), v.stem().element()),
        _ => (v.branch().to_string(), v.branch().element()),
    };
    up.element().restrains(le).then(|| Found {
        verdict: if place == Place::GanShang { "不利客" } else { "不利主" },
        facts: vec![Fact::on(
            format!("{}{up}{}克{lower}{}", place.hanzi(), up.element().hanzi(), le.hanzi()),
            [About::Place(place), About::Branch(up)],
        )],
    })
}

/// 日德 and a 刑 branch: which overcomes which.
fn de_xing(cx: &Cx, of: Place, de_wins: bool) -> Option<Found> {
    let de = *cx.spirit(297).first()?;
    let at = cx.view.at(of)?;
    let xing = at.punishes();
    let name = if of == Place::DayBranch { "支刑" } else { "日刑" };
    let hit = if de_wins { de.element().restrains(xing.element()) } else { xing.element().restrains(de.element()) };
    hit.then(|| Found {
        verdict: match (de_wins, of) {
            (true, Place::DayBranch) => "必易獲",
            (false, Place::DayBranch) => "定難尋",
            (true, _) => "易獲",
            (false, _) => "難尋",
        },
        facts: vec![
            Fact::on(format!("日德{de}（日干{}）", cx.view.stem()), [About::Branch(de)]),
            Fact::on(format!("{name}：{at}刑{xing}"), [About::Place(of), About::Branch(xing)]),
            if de_wins {
                Fact::on(
                    format!("{de}{}克{xing}{}", de.element().hanzi(), xing.element().hanzi()),
                    [About::Branch(de), About::Branch(xing)],
                )
            } else {
                Fact::on(
                    format!("{xing}{}克{de}{}", xing.element().hanzi(), de.element().hanzi()),
                    [About::Branch(xing), About::Branch(de)],
                )
            },
        ],
    })
}

/// 玄武: 有氣 / 無氣.
fn xuan_qi(cx: &Cx, young: bool) -> Option<Found> {
    let (b, f) = rides(cx, General::Xuanwu);
    (has_qi(cx.view.vitality(b)) == young)
        .then(|| Found { verdict: if young { "有氣少" } else { "無氣老" }, facts: vec![f, vitality_fact(cx, b)] })
}

/// 玄武: 陽即是男陰是女.
fn xuan_yinyang(cx: &Cx) -> Option<Found> {
    let (b, f) = rides(cx, General::Xuanwu);
    let yang = b.is_yang();
    found(
        if yang { "陽即是男" } else { "陰是女" },
        vec![f, Fact::on(format!("{b}為{}", if yang { "陽" } else { "陰" }), [About::Branch(b)])],
    )
}

/// 元武加孟形長，加仲中等，加季短矮.
fn xuan_meng(cx: &Cx) -> Option<Found> {
    let (b, f) = rides(cx, General::Xuanwu);
    let e = cx.view.under(b);
    let r = e.rank();
    found(
        match r {
            SeasonRank::Meng => "加孟形長",
            SeasonRank::Zhong => "加仲中等",
            SeasonRank::Ji => "加季短矮",
        },
        vec![f, Fact::on(format!("{e}為{}", r.hanzi()), [About::Branch(e)])],
    )
}

/// A place of 三傳 旬空.
fn chuan_void(cx: &Cx, p: Place, verdict: &'static str) -> Option<Found> {
    let b = cx.view.at(p)?;
    cx.view.void(b).then(|| Found {
        verdict,
        facts: vec![Fact::on(format!("{}{b}旬空", p.hanzi()), [About::Place(p), About::Branch(b)])],
    })
}

/// 驛馬 (卷中's 日馬, line 341) 旬空.
fn ma_kong(cx: &Cx) -> Option<Found> {
    let b = *cx.spirit(341).first()?;
    cx.view.void(b).then(|| Found {
        verdict: "勸君不必似萍蹤",
        facts: vec![Fact::on(format!("驛馬（日馬）{b}旬空"), [About::Branch(b)])],
    })
}

/// 青龍、太常 with 日辰: 相生相合 (`true`) or 刑衝克害 (`false`).
fn long_chang_guan(cx: &Cx, g: General, good: bool) -> Option<Found> {
    let v = &cx.view;
    let (b, f) = rides(cx, g);
    let mut facts = vec![f];
    for (label, at, about) in
        [("日干", v.lodge(), About::Place(Place::DayStem)), ("日支", v.branch(), About::Place(Place::DayBranch))]
    {
        let (be, ae) = (b.element(), at.element());
        let rels = Relation::between(b, at);
        let hit = if good {
            view_generate(be, ae) || rels.iter().any(|r| matches!(r, Relation::Harmony | Relation::Triad))
        } else {
            be.restrains(ae)
                || ae.restrains(be)
                || Relation::between(at, b).contains(&Relation::Punishes)
                || rels.iter().any(|r| matches!(r, Relation::Punishes | Relation::Clash | Relation::Harm))
        };
        if hit {
            let rel = if rels.is_empty() {
                String::new()
            } else {
                format!("，{}", rels.iter().map(|r| r.hanzi()).collect::<Vec<_>>().join("、"))
            };
            facts.push(Fact::on(
                format!("{b}{}與{label}{at}{}{}", be.hanzi(), ae.hanzi(), rel),
                [About::Branch(b), about],
            ));
        }
    }
    (facts.len() > 1).then_some(Found { verdict: if good { "主得官" } else { "不得也" }, facts })
}

fn view_generate(a: Element, b: Element) -> bool {
    a.generates() == b || b.generates() == a
}

/// 朱雀值鬼: 朱雀 rides the day stem's 官鬼.
fn que_gui(cx: &Cx) -> Option<Found> {
    let b = cx.rides(General::Zhuque);
    (cx.view.kin(b) == Kin::Officer).then(|| Found {
        verdict: "防黜落",
        facts: vec![Fact::on(format!("朱雀乘{b}，為日干{}之官鬼", cx.view.stem()), [About::Branch(b)])],
    })
}

/// 宅上凶神: 支上 rides a baleful general.
fn zhai_xiong(cx: &Cx) -> Option<Found> {
    let b = cx.view.at(Place::ZhiShang)?;
    let g = cx.view.general(b);
    (!view::is_auspicious(g)).then(|| Found {
        verdict: "便有迍",
        facts: vec![Fact::on(format!("支上{b}乘{g}（凶將）"), [About::Place(Place::ZhiShang), About::Branch(b)])],
    })
}

/// 支來乾位宅就人 (干上 is the day branch) / 乾來支位人入宅 (支上 is the day stem's palace).
fn zhai_ren(cx: &Cx, zhai_jiu_ren: bool) -> Option<Found> {
    let v = &cx.view;
    if zhai_jiu_ren {
        let up = v.at(Place::GanShang)?;
        (up == v.branch()).then(|| Found {
            verdict: "宅就人",
            facts: vec![Fact::on(
                format!("日支{up}加日干{}（寄{}）", v.stem(), v.lodge()),
                [About::Place(Place::GanShang), About::Branch(up)],
            )],
        })
    } else {
        let up = v.at(Place::ZhiShang)?;
        (up == v.lodge()).then(|| Found {
            verdict: "人入宅",
            facts: vec![Fact::on(
                format!("日干{}（寄{up}）加日支{}", v.stem(), v.branch()),
                [About::Place(Place::ZhiShang), About::Branch(up)],
            )],
        })
    }
}

/// A general in one of `palaces` (the earth palace it stands in).
fn general_in(cx: &Cx, g: General, palaces: &[Branch], verdict: &'static str) -> Option<Found> {
    let (b, f) = rides(cx, g);
    palaces.contains(&cx.view.under(b)).then(|| Found { verdict, facts: vec![f] })
}

/// 白虎若來乘亥子.
fn hu_hai_zi(cx: &Cx) -> Option<Found> {
    let (b, f) = rides(cx, General::Baihu);
    matches!(b, Branch::Hai | Branch::Zi).then(|| Found { verdict: "雨尚連綿未肯晴", facts: vec![f] })
}

/// 成神旺相生合，作事成就 (卷中 231).
fn cheng_shen(cx: &Cx) -> Option<Found> {
    let v = &cx.view;
    let b = *cx.spirit(231).first()?;
    if !has_qi(v.vitality(b)) {
        return None;
    }
    let lodge = v.lodge();
    let sheng = b.element().generates() == v.stem().element();
    let he = Relation::between(b, lodge).iter().any(|r| matches!(r, Relation::Harmony | Relation::Triad));
    if !sheng && !he {
        return None;
    }
    let how = if sheng {
        format!("{b}{}生日干{}", b.element().hanzi(), v.stem())
    } else {
        format!("{b}與日干{}（寄{lodge}）合", v.stem())
    };
    found(
        "作事成就",
        vec![
            Fact::on(format!("成神{b}（月建{}）", v.month()), [About::Branch(b)]),
            vitality_fact(cx, b),
            Fact::on(how, [About::Branch(b), About::Place(Place::DayStem)]),
        ],
    )
}

/// The branch of a 神煞 of 卷中 (by its row's line) with a fact naming it.
fn spirit_at(cx: &Cx, name: &str, line: u32) -> Option<(Branch, Fact)> {
    let b = *cx.spirit(line).first()?;
    Some((b, Fact::on(format!("{name}在{b}（卷中 第{line}行）"), cx.view.about(b))))
}

/// A 神煞 riding one of `generals`.
fn spirit_rides(cx: &Cx, name: &str, line: u32, generals: &[General], verdict: &'static str) -> Option<Found> {
    let (b, f) = spirit_at(cx, name, line)?;
    let g = cx.view.general(b);
    generals.contains(&g).then(|| Found { verdict, facts: vec![f, Fact::on(format!("{b}乘{g}"), [About::Branch(b)])] })
}

/// 天財：課傳無財，此神臨乾或作用，亦可求財 (卷中 235).
fn tian_cai(cx: &Cx) -> Option<Found> {
    if !cx.kin_shown(Kin::Wealth).is_empty() {
        return None;
    }
    let (b, f) = spirit_at(cx, "天財", 235)?;
    let v = &cx.view;
    let at = if v.at(Place::GanShang) == Some(b) {
        Place::GanShang
    } else if v.at(Place::Chu) == Some(b) {
        Place::Chu
    } else {
        return None;
    };
    found(
        "亦可求財",
        vec![
            Fact::on(
                format!("課傳無妻財（日干{}之財為{}）", v.stem(), v.stem().element().overcomes().hanzi()),
                [About::Stem(v.stem())],
            ),
            f,
            Fact::on(format!("天財{b}為{}", at.hanzi()), [About::Place(at), About::Branch(b)]),
        ],
    )
}

/// 病符：占病克乾支年命者死 (卷中 177).
fn bing_fu(cx: &Cx) -> Option<Found> {
    let (b, f) = spirit_at(cx, "病符", 177)?;
    let v = &cx.view;
    let be = b.element();
    let mut facts = vec![f];
    if be.restrains(v.stem().element()) {
        facts.push(Fact::on(
            format!("{b}{}克日干{}", be.hanzi(), v.stem()),
            [About::Branch(b), About::Place(Place::DayStem)],
        ));
    }
    if be.restrains(v.branch().element()) {
        facts.push(Fact::on(
            format!("{b}{}克日支{}", be.hanzi(), v.branch()),
            [About::Branch(b), About::Place(Place::DayBranch)],
        ));
    }
    for p in [Place::BenMing, Place::XingNian] {
        if let Some(at) = v.at(p) {
            if be.restrains(at.element()) {
                facts.push(Fact::on(
                    format!("{b}{}克{}{at}", be.hanzi(), p.hanzi()),
                    [About::Branch(b), About::Place(p)],
                ));
            }
        }
    }
    (facts.len() > 1).then_some(Found { verdict: "死", facts })
}

/// 喪車：占病見幹上者死 (卷中 207).
fn sang_che(cx: &Cx) -> Option<Found> {
    let (b, f) = spirit_at(cx, "喪車", 207)?;
    (cx.view.at(Place::GanShang) == Some(b)).then(|| Found { verdict: "死", facts: vec![f] })
}

/// 雨師：加旺相有雨 (卷中 289, 351).
fn yu_shi(cx: &Cx, line: u32) -> Option<Found> {
    let (b, f) = spirit_at(cx, "雨師", line)?;
    has_qi(cx.view.vitality(b)).then(|| Found { verdict: "有雨", facts: vec![f, vitality_fact(cx, b)] })
}

/// 天后畏乾女不肯: the day stem overcomes 天后's branch (心鏡 婚姻門).
fn hou_wei_gan(cx: &Cx) -> Option<Found> {
    let (b, f) = rides(cx, General::Tianhou);
    let stem = cx.view.stem();
    stem.element().restrains(b.element()).then(|| Found {
        verdict: "女不肯",
        facts: vec![
            f,
            Fact::on(
                format!("日干{stem}{}克{b}{}", stem.element().hanzi(), b.element().hanzi()),
                [About::Place(Place::DayStem), About::Branch(b)],
            ),
        ],
    })
}

macro_rules! rules {
    ($($topic:ident $id:literal $title:literal $source:expr, $text:literal, $tone:expr, $fire:expr;)+) => {
        /// Every verdict line, by topic in the form's order, each topic's in its book's order.
        pub const RULES: &[Rule] = &[$(Rule {
            topic: Category::$topic, id: $id, title: $title, source: $source, text: $text, tone: $tone, fire: $fire,
        }),+];
    };
}

rules! {
    Qiucai "cai_kong_mu" "財逢空墓" ZN_QIUCAI, "財逢空墓最為難", None, cai_kong_mu;
    Qiucai "long_you_qi" "龍臨之方" XJ_SHANG_NOTE, "凡欲求財，須 視青龍所臨之方，上下相生有氣。又生日辰，則求財必得。", None, long_you_qi;
    Qiucai "xingnian_zhi_long" "行年制龍" XJ_SHANG_NOTE, "要行年上神制青龍，主獲財也。", None, xingnian_zhi_long;
    Qiucai "long_zhi_xingnian" "反此無利" XJ_SHANG_NOTE, "反此者無利。", None, long_zhi_xingnian;
    Qiucai "long_chang_gui" "龍常為鬼" XJ_SHANG_NOTE, "若龍常為鬼者，亦無利也。", None, long_chang_gui;
    Qiucai "tian_cai" "天財" Source::first(235), "課傳無財，此神臨乾或作用，亦可求財。", None, tian_cai;
    Hunyin "cai_xun_hou" "財居旬後" ZN_HUNYIN, "夫卜妻姻成不成，財居旬後總無情。", None, cai_xun_hou;
    Hunyin "hou_wei_gan" "天后畏干" XJ_HUNYIN, "天后畏乾女不肯", None, hou_wei_gan;
    Hunyin "gui_tian_zhong" "鬼坐天中" ZN_HUNYIN, "女推夫婿將何斷，鬼坐天中同此祥。", None, gui_tian_zhong;
    Yunchan "nan" "剛乾陽比" ZN_YUNCHAN, "男女須觀日上神，剛乾陽比是男身。", None, |cx| ri_shang(cx, true);
    Yunchan "nv" "若逢陰比" ZN_YUNCHAN, "若逢陰比知為女", None, |cx| ri_shang(cx, false);
    Yunchan "chan_sha_li" "產煞乘后陰" Source::first(263), "乘後陰立產，乘勾虎產難。", None, |cx| spirit_rides(cx, "產煞", 263, &[General::Tianhou, General::Taiyin], "立產");
    Yunchan "chan_sha_nan" "產煞乘勾虎" Source::first(263), "乘後陰立產，乘勾虎產難。", None, |cx| spirit_rides(cx, "產煞", 263, &[General::Gouchen, General::Baihu], "產難");
    Jibing "bing_fu" "病符克干支年命" Source::first(177), "占病克乾支年命者死。", None, bing_fu;
    Jibing "sang_che" "喪車見干上" Source::first(207), "占病見幹上者死。", None, sang_che;
    Jibing "si_shen_hu" "死神乘虎" Source::first(257), "占病凶，乘虎為銜屍，尤忌。", Some(Tone::Bad), |cx| spirit_rides(cx, "死神", 257, &[General::Baihu], "乘虎為銜屍，尤忌");
    Jibing "hu_sheng" "白虎與日相生" XJ_BING_NOTE, "詳視白虎所乘之神，與日相生則愈，與日同類痊遲，克日者難痊", None, |cx| hu_ri(cx, "則愈");
    Jibing "hu_bi" "白虎與日同類" XJ_BING_NOTE, "詳視白虎所乘之神，與日相生則愈，與日同類痊遲，克日者難痊", None, |cx| hu_ri(cx, "痊遲");
    Jibing "hu_ke" "白虎克日" XJ_BING_NOTE, "詳視白虎所乘之神，與日相生則愈，與日同類痊遲，克日者難痊", None, |cx| hu_ri(cx, "難痊");
    Cisong "tian_li_ji" "天吏乘吉將" Source::first(189), "占詞訟乘吉將者吉。", Some(Tone::Good), |cx| spirit_rides(cx, "天吏", 189, &[General::Guiren, General::Liuhe, General::Qinglong, General::Taichang, General::Taiyin, General::Tianhou], "吉");
    Cisong "tian_li_zhui" "天吏乘凶將" Source::first(189), "乘勾、武、虎、蛇、雀者，主追呼。", None, |cx| spirit_rides(cx, "天吏", 189, &[General::Gouchen, General::Xuanwu, General::Baihu, General::Tengshe, General::Zhuque], "主追呼");
    Cisong "gan_gui" "日上有鬼" ZN_SONG_NOTE, "日上有鬼不利客，支上有鬼不利主", None, |cx| shang_gui(cx, Place::GanShang);
    Cisong "zhi_gui" "支上有鬼" ZN_SONG_NOTE, "日上有鬼不利客，支上有鬼不利主", None, |cx| shang_gui(cx, Place::ZhiShang);
    Cisong "zhu_gou_ke" "朱勾克日" ZN_SONG, "朱勾克日莫興詞", None, |cx| zhu_gou(cx, true);
    Cisong "zhu_gou_sheng" "二將生日" ZN_SONG, "二將若也生日乾，勘官昭雪人欣喜。", None, |cx| zhu_gou(cx, false);
    Daozei "xuan_you_qi" "玄武有氣" XJ_DAO, "老少休旺定兩般有氣少，無氣老。", None, |cx| xuan_qi(cx, true);
    Daozei "xuan_wu_qi" "玄武無氣" XJ_DAO, "老少休旺定兩般有氣少，無氣老。", None, |cx| xuan_qi(cx, false);
    Daozei "xuan_yinyang" "陽男陰女" XJ_DAO, "陽即是男陰是女", None, xuan_yinyang;
    Daozei "xuan_meng" "玄武加孟仲季" XJ_DAO_NOTE, "元武加孟形長，加仲中等，加季短矮。", None, xuan_meng;
    Taowang "de_ke_xing" "德克刑神" ZN_TAOWANG, "德克刑神必易獲，刑克日德定難尋。", None, |cx| de_xing(cx, Place::DayBranch, true);
    Taowang "xing_ke_de" "刑克日德" ZN_TAOWANG, "德克刑神必易獲，刑克日德定難尋。", None, |cx| de_xing(cx, Place::DayBranch, false);
    Taowang "de_ke_ri_xing" "德克刑（日刑）" XJ_TAO_NOTE, "德克刑易獲，刑克德難尋。", None, |cx| de_xing(cx, Place::DayStem, true);
    Taowang "ri_xing_ke_de" "刑克德（日刑）" XJ_TAO_NOTE, "德克刑易獲，刑克德難尋。", None, |cx| de_xing(cx, Place::DayStem, false);
    Xingren "chu_kong" "初傳空陷" ZN_XINGREN, "初傳若是逢空陷，有阻還當逐類推。", None, |cx| chuan_void(cx, Place::Chu, "有阻");
    Xingren "zhong_kong" "中傳空亡" ZN_XINGREN, "中傳空亡途路阻", None, |cx| chuan_void(cx, Place::Zhong, "途路阻");
    Chuxing "ma_kong" "驛馬居天中" ZN_CHUXING, "更忌驛馬居天中，勸君不必似萍蹤。", None, ma_kong;
    Qiuguan "wen_he" "文視青龍" XJ_WENWU_NOTE, "凡占仕官，文視青龍，武視太常。二將與日辰相生相合，主得官。如刑衝克害者，不得也。", None, |cx| long_chang_guan(cx, General::Qinglong, true);
    Qiuguan "wen_ke" "文視青龍（刑克）" XJ_WENWU_NOTE, "凡占仕官，文視青龍，武視太常。二將與日辰相生相合，主得官。如刑衝克害者，不得也。", None, |cx| long_chang_guan(cx, General::Qinglong, false);
    Qiuguan "wu_he" "武視太常" XJ_WENWU_NOTE, "凡占仕官，文視青龍，武視太常。二將與日辰相生相合，主得官。如刑衝克害者，不得也。", None, |cx| long_chang_guan(cx, General::Taichang, true);
    Qiuguan "wu_ke" "武視太常（刑克）" XJ_WENWU_NOTE, "凡占仕官，文視青龍，武視太常。二將與日辰相生相合，主得官。如刑衝克害者，不得也。", None, |cx| long_chang_guan(cx, General::Taichang, false);
    Qiuguan "que_gui" "朱雀值鬼" ZN_SHIHUAN, "朱雀值鬼防黜落", None, que_gui;
    Jiazhai "zhai_xiong" "宅上凶神" XJ_ZHAI, "辰為宅地日為人，宅上凶神便有迍。", None, zhai_xiong;
    Jiazhai "zhai_jiu_ren" "宅就人" ZN_YANGZHAI, "支來乾位宅就人，乾來支位人入宅。", None, |cx| zhai_ren(cx, true);
    Jiazhai "ren_ru_zhai" "人入宅" ZN_YANGZHAI, "支來乾位宅就人，乾來支位人入宅。", None, |cx| zhai_ren(cx, false);
    Tianshi "long_ru_miao" "龍入廟" ZN_TIANSHI, "龍入廟龍加寅晴", None, |cx| general_in(cx, General::Qinglong, &[Branch::Yin], "晴");
    Tianshi "long_sheng_tian" "升天" ZN_TIANSHI, "升天龍臨辰巳午未雨", None, |cx| general_in(cx, General::Qinglong, &[Branch::Chen, Branch::Si, Branch::Wu, Branch::Wei], "雨");
    Tianshi "hu_chu_shan" "虎出山林" ZN_TIANSHI, "虎出山林虎加寅卯有烈風", None, |cx| general_in(cx, General::Baihu, &[Branch::Yin, Branch::Mao], "有烈風");
    Tianshi "hu_hai_zi" "白虎乘亥子" XJ_YU, "白虎若來乘亥子，雨尚連綿未肯晴", None, hu_hai_zi;
    Tianshi "lei_gong_dian" "雷公乘蛇雀" Source::first(281), "乘蛇雀雷電後武雨，貴空晴。", None, |cx| spirit_rides(cx, "雷公", 281, &[General::Tengshe, General::Zhuque], "雷電");
    Tianshi "lei_gong_yu" "雷公乘后武" Source::first(281), "乘蛇雀雷電後武雨，貴空晴。", None, |cx| spirit_rides(cx, "雷公", 281, &[General::Tianhou, General::Xuanwu], "雨");
    Tianshi "lei_gong_qing" "雷公乘貴空" Source::first(281), "乘蛇雀雷電後武雨，貴空晴。", None, |cx| spirit_rides(cx, "雷公", 281, &[General::Guiren, General::Tiankong], "晴");
    Tianshi "yu_shi_yue" "雨師（月）旺相" Source::first(289), "加旺相有雨。", None, |cx| yu_shi(cx, 289);
    Tianshi "yu_shi_zhi" "雨師（日支）旺相" Source::first(351), "加旺相有雨。", None, |cx| yu_shi(cx, 351);
    Mouwang "cheng_shen" "成神" Source::first(231), "旺相生合，作事成就。", None, cheng_shen;
}

/// The verdict lines of `category` that fire on `chart`, as readings of family
/// 占類: id `<topic>.<rule>`, kind the topic's name, title the rule's, the verdict
/// (the passage's own words), the passage, the tone where the words say it.
pub fn verdicts(chart: &Chart, category: Category) -> Vec<Reading> {
    let cx = Cx::new(chart);
    RULES
        .iter()
        .filter(|r| r.topic == category)
        .filter_map(|rule| {
            let f = (rule.fire)(&cx)?;
            let mut r = Reading::new(Family::Zhanlei, rule.reading_id(), rule.title, rule.passage(), f.facts);
            r.kind = Some(category.hanzi());
            r.verdict = Some(f.verdict.to_string());
            r.tone = rule.tone;
            Some(r)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each verdict is the passage's own words (a substring of it), each id once.
    #[test]
    fn verdicts_are_words_of_their_passages_and_ids_unique() {
        let mut ids: Vec<String> = RULES.iter().map(Rule::reading_id).collect();
        let n = ids.len();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), n);
        for h in [0u8, 5, 11, 17, 23] {
            for d in 1..=28 {
                let at = format!("2026-05-{d:02}T{h:02}:10:00+08:00").parse().unwrap();
                let input = crate::chart::CastInput::at(at);
                let chart = crate::chart::cast(&input, &Default::default()).unwrap();
                let cx = Cx::new(&chart);
                for rule in RULES {
                    if let Some(f) = (rule.fire)(&cx) {
                        let bare = |s: &str| s.chars().filter(|c| !matches!(c, '，' | '。')).collect::<String>();
                        assert!(bare(rule.text).contains(&bare(f.verdict)), "{}: {}", rule.id, f.verdict);
                        assert!(!f.facts.is_empty(), "{}", rule.id);
                    }
                }
            }
        }
    }
}
