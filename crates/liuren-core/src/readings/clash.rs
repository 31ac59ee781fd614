//! 刑 沖 破 害 (卷中 lines 579–617) on 干 (its 寄宮) and 支, between 干上 and 支上, against
//! 太歲 and 月建, and between the 用神 (初傳) and a 類神.
//!
//! 「為用入傳，或臨干支」: a spirit counts when it is one of the transmissions, 干上 or 支上.

use crate::cycle::Branch;
use crate::reading::{About, Fact, Place, Tone};
use crate::relations::{Kin, LifeStage};
use crate::shensha::rules::{day_virtue, hai, po};

use super::strength::is_strong;
use super::{fact, Ctx, Found, Passage, Rule};

/// 刑神為用入傳，或臨干支 (585).
pub const XING: Passage = Passage::new(
    585,
    "刑神為用入傳，或臨乾支，凡占必有傷殘，即或刑為長生，如庚寅日巳加乾為用，於生扶之中，亦必有傷殘之處。",
);
/// 刑干己身災 … 刑太歲、月建尊長災 (587).
pub const XING_ELDERS: Passage =
    Passage::new(587, "刑乾己身災，刑支家口災，刑太歲、月建尊長災。若太歲月建刑乾支尤凶。");
/// 干支上最忌相刑 (587).
pub const XING_MUTUAL: Passage = Passage::new(
    587,
    "乾支上最忌相刑。寅巳申、醜戌未乾支逢二神即忌，逢三神更忌。子卯乾支逢二神忌;辰亥午酉乾支全逢方忌，不全則否。",
);
/// 用神刑類神 (587).
pub const LEI_XING: Passage = Passage::new(
    587,
    "用神刑類神，事必無成。假如占娶妾，辛卯日幹上未，三傳子未子，旦將卯乘後與辛宮六合乃用神，子刑之，必有變也。",
);
/// 沖神為用入傳，或臨干支 (595).
pub const CHONG: Passage =
    Passage::new(595, "沖神為用入傳，或臨乾支，凡占必有變更，即或沖神作財，如乙丑日戌加乾為用，求財亦無望。");
/// 沖干身動 … 沖太歲歲內不安 (597).
pub const CHONG_ELDERS: Passage =
    Passage::new(597, "沖乾身動，沖支宅移，沖太歲歲內不安，沖月建月內不安。若太歲、月建沖乾沖支，尤不吉。");
/// 干支上最忌相衝 (599).
pub const CHONG_MUTUAL: Passage = Passage::new(
    599,
    "乾支上最忌相衝，占人己、交涉事，必無濟，沖則不和也。況乾支上相衝，則乾支亦必相衝，上下俱不和，寧有濟乎?",
);
/// 用神沖類神 (601).
pub const LEI_CHONG: Passage = Passage::new(
    601,
    "用神沖類神，事必無成。假如占乾貴，己酉日幹上辰，三傳午卯子，旦將子乘貴人，辰命上見醜，子貴與命上六合，豈非吉徵?乃用神午沖之，則機緣散矣。",
);
/// 吉神不宜沖，凶神宜沖 (603).
pub const CHONG_GOOD_EVIL: Passage =
    Passage::new(603, "吉神不宜沖，凶神宜沖，然凶逢旺不可沖，沖則禍到;凶逢衰可沖，沖則禍散。");
/// 破神為用入傳，或臨干 (609).
pub const PO: Passage = Passage::new(
    609,
    "破神為用入傳，或臨乾，主有更變，凡事不完。凶事可解，吉事無成。亥破寅，巳破申，破中有合，主破而復成，或成而復破。",
);
/// 害神為用入傳，或臨干支 (615).
pub const HAI: Passage = Passage::new(615, "害神為用入傳，或臨乾支，疑忌阻隔。凡事宜靜而不宜動。");
/// 干支三傳互害 (617).
pub const HAI_MUTUAL: Passage = Passage::new(617, "乾支三傳互害者，占彼此交涉事，尤不吉，以各懷猜忌，必無濟也。");

/// The places a 刑沖破害 spirit acts from: the transmissions, 干上 and 支上 (deduplicated).
fn acting(cx: &Ctx, with_zhi_up: bool) -> Vec<Branch> {
    let mut v: Vec<Branch> = Vec::new();
    let mut all = cx.chuan().to_vec();
    all.push(cx.gan_up());
    if with_zhi_up {
        all.push(cx.zhi_up());
    }
    for b in all {
        if !v.contains(&b) {
            v.push(b);
        }
    }
    v
}

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("clash.xing", K, "刑神入傳臨干支", &[XING], xing),
    // 「若太歲月建刑干支尤凶」 (587): 凶 in that case (Found::toned).
    Rule::new("clash.xing_elders", K, "刑太歲月建", &[XING_ELDERS], xing_elders),
    Rule::new("clash.xing_mutual", K, "干支相刑", &[XING_MUTUAL], xing_mutual),
    Rule::new("clash.chong", K, "沖神入傳臨干支", &[CHONG], chong),
    // 「若太歲、月建沖干沖支，尤不吉」 (597): 凶 in that case (Found::toned).
    Rule::new("clash.chong_elders", K, "沖太歲月建", &[CHONG_ELDERS], chong_elders),
    Rule::new("clash.chong_mutual", K, "干支上相沖", &[CHONG_MUTUAL], chong_mutual),
    Rule::new("clash.chong_good_evil", K, "吉凶神逢沖", &[CHONG_GOOD_EVIL], chong_good_evil),
    Rule::new("clash.po", K, "破神入傳臨干", &[PO], po_),
    Rule::new("clash.hai", K, "害神入傳臨干支", &[HAI], hai_),
    // 「干支三傳互害者……尤不吉」 (617).
    Rule::new("clash.hai_mutual", K, "干支三傳互害", &[HAI_MUTUAL], hai_mutual).tone(Tone::Bad),
    Rule::new("clash.lei_xing", K, "用神刑類神", &[LEI_XING], |cx| lei(cx, Lei::Xing)),
    Rule::new("clash.lei_chong", K, "用神沖類神", &[LEI_CHONG], |cx| lei(cx, Lei::Chong)),
    Rule::new("clash.lei_po", K, "用神破類神", &[PO], |cx| lei(cx, Lei::Po)),
    Rule::new("clash.lei_hai", K, "用神害類神", &[HAI], |cx| lei(cx, Lei::Hai)),
];

const K: &str = "刑沖破害";

/// 「甲(寄寅)」.
fn gan_name(cx: &Ctx) -> String {
    format!("{}(寄{})", cx.stem, cx.gan)
}

/// 太歲 and 月建 with their names.
fn elders(cx: &Ctx) -> [(&'static str, Branch); 2] {
    [("太歲", cx.chart.calendar.pillars.year.branch()), ("月建", cx.chart.calendar.pillars.month.branch())]
}

/// 585: a spirit in play that punishes 干 or 支.
fn xing(cx: &Ctx) -> Option<Found> {
    let (stem, gan, zhi) = (cx.stem, cx.gan, cx.zhi);
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    let mut f = Vec::new();
    for b in acting(cx, true) {
        let p = b.punishes();
        if p == gan && b != gan {
            let mut s = format!("{} 刑干{}，己身災", cx.at(b), gan_name(cx));
            if b == birth {
                s.push_str(&format!("；{b}為{stem}之長生，生扶之中亦有傷殘"));
            }
            f.push(fact(s, cx.about(b)).and(cx.lodge_about()));
        }
        if p == zhi && b != zhi {
            f.push(fact(format!("{} 刑支{zhi}，家口災", cx.at(b)), cx.about(b)).and(cx.zhi_about()));
        }
    }
    Found::facts(f)
}

/// 587: a spirit in play that punishes 太歲 or 月建, and 太歲 or 月建 punishing 干支.
fn xing_elders(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let mut f = Vec::new();
    for b in acting(cx, true) {
        for (name, x) in elders(cx) {
            if b.punishes() == x && b != x {
                f.push(fact(format!("{} 刑{name}{x}，尊長災", cx.at(b)), cx.about(b)).and([About::Branch(x)]));
            }
        }
    }
    let mut worse = false;
    for (name, x) in elders(cx) {
        if x.punishes() == gan && x != gan {
            worse = true;
            f.push(fact(format!("{name}{x} 刑干{}，尤凶", gan_name(cx)), [About::Branch(x)]).and(cx.lodge_about()));
        }
        if x.punishes() == zhi && x != zhi {
            worse = true;
            f.push(fact(format!("{name}{x} 刑支{zhi}，尤凶"), [About::Branch(x)]).and(cx.zhi_about()));
        }
    }
    let found = Found::facts(f)?;
    Some(if worse { found.toned(Tone::Bad) } else { found })
}

/// The four of 干支 and their uppers: 日干(寄宮) 干上 日支 支上.
fn day_and_uppers(cx: &Ctx) -> Vec<About> {
    let mut v = cx.lodge_about().to_vec();
    v.extend(cx.place(Place::GanShang));
    v.extend(cx.zhi_about());
    v.extend(cx.place(Place::ZhiShang));
    v
}

/// 587: 干支上相刑, and the three kinds of 刑 met on the 干 side and the 支 side.
fn xing_mutual(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let (gu, zu) = (cx.gan_up(), cx.zhi_up());
    let gan_side = [gan, gu];
    let zhi_side = [zhi, zu];
    let mut f = Vec::new();
    if gu != zu && (gu.punishes() == zu || zu.punishes() == gu) {
        f.push(fact(format!("干上{gu}與支上{zu}相刑"), cx.place(Place::GanShang)).and(cx.place(Place::ZhiShang)));
    }
    for (group, need, name) in [
        (&[Branch::Yin, Branch::Si, Branch::Shen][..], 2, "寅巳申"),
        (&[Branch::Chou, Branch::Xu, Branch::Wei][..], 2, "丑戌未"),
        (&[Branch::Zi, Branch::Mao][..], 2, "子卯"),
    ] {
        let met: Vec<Branch> = group.iter().copied().filter(|m| gan_side.contains(m) || zhi_side.contains(m)).collect();
        let both_sides = met.iter().any(|m| gan_side.contains(m)) && met.iter().any(|m| zhi_side.contains(m));
        if met.len() >= need && both_sides {
            let found: String = met.iter().map(|b| b.hanzi()).collect();
            let more = if met.len() == 3 { "逢三神更忌" } else { "逢二神即忌" };
            f.push(fact(format!("干支({gan}{gu}/{zhi}{zu})逢{name}之{found}，{more}"), day_and_uppers(cx)));
        }
    }
    for x in [Branch::Chen, Branch::Hai, Branch::Wu, Branch::You] {
        if gan_side.contains(&x) && zhi_side.contains(&x) {
            f.push(fact(format!("干支全逢自刑{x}"), [About::Branch(x)]).and(day_and_uppers(cx)));
        }
    }
    Found::facts(f)
}

/// 595: a spirit in play that clashes with 干 or 支.
fn chong(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let mut f = Vec::new();
    for b in acting(cx, true) {
        let wealth = if cx.kin(b) == Kin::Wealth { "；沖神作財，求財亦無望" } else { "" };
        if b == gan.opposite() {
            f.push(fact(format!("{} 沖干{}，身動{wealth}", cx.at(b), gan_name(cx)), cx.about(b)).and(cx.lodge_about()));
        }
        if b == zhi.opposite() {
            f.push(fact(format!("{} 沖支{zhi}，宅移{wealth}", cx.at(b)), cx.about(b)).and(cx.zhi_about()));
        }
    }
    Found::facts(f)
}

/// 597: a spirit in play that clashes with 太歲 or 月建, and 太歲 or 月建 clashing with 干支.
fn chong_elders(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let mut f = Vec::new();
    for b in acting(cx, true) {
        for ((name, x), within) in elders(cx).into_iter().zip(["歲內不安", "月內不安"]) {
            if b == x.opposite() {
                f.push(fact(format!("{} 沖{name}{x}，{within}", cx.at(b)), cx.about(b)).and([About::Branch(x)]));
            }
        }
    }
    let mut worse = false;
    for (name, x) in elders(cx) {
        if x == gan.opposite() {
            worse = true;
            f.push(fact(format!("{name}{x} 沖干{}，尤不吉", gan_name(cx)), [About::Branch(x)]).and(cx.lodge_about()));
        }
        if x == zhi.opposite() {
            worse = true;
            f.push(fact(format!("{name}{x} 沖支{zhi}，尤不吉"), [About::Branch(x)]).and(cx.zhi_about()));
        }
    }
    let found = Found::facts(f)?;
    Some(if worse { found.toned(Tone::Bad) } else { found })
}

/// 599: 干上 and 支上 clash.
fn chong_mutual(cx: &Ctx) -> Option<Found> {
    let (gu, zu) = (cx.gan_up(), cx.zhi_up());
    (gu.opposite() == zu).then_some(())?;
    let text = format!("干上{gu}與支上{zu}相沖，干{}支{}亦相沖，上下俱不和", cx.gan, cx.zhi);
    Found::facts(vec![fact(text, day_and_uppers(cx))])
}

/// 603: 凶神 (日鬼) and 吉神 (日德) of the transmissions met by their 沖 in the chart.
fn chong_good_evil(cx: &Ctx) -> Option<Found> {
    let de = day_virtue(cx.stem);
    let mut f = Vec::new();
    let mut seen = Vec::new();
    for b in cx.chuan() {
        if seen.contains(&b) || !cx.in_ke_chuan(b.opposite()) {
            continue;
        }
        seen.push(b);
        let by = cx.at(b.opposite());
        let about = cx.about(b).into_iter().chain(cx.about(b.opposite()));
        if cx.is_ghost(b) {
            let v = cx.vitality(b);
            let verdict =
                if is_strong(v) { "凶逢旺不可沖，沖則禍到" } else { "凶逢衰可沖，沖則禍散" };
            f.push(fact(format!("日鬼{}值{}，{by}沖之；{verdict}", cx.at(b), v.hanzi()), about));
        } else if b == de {
            f.push(fact(format!("日德{}，{by}沖之；吉神不宜沖", cx.at(b)), about));
        }
    }
    Found::facts(f)
}

/// 609: 破 of the 干 (and of 支 by the transmissions).
fn po_(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let mut f = Vec::new();
    for b in acting(cx, false) {
        let pb = po(b);
        let mended = |x: Branch| {
            if matches!(
                (b, x),
                (Branch::Hai, Branch::Yin)
                    | (Branch::Yin, Branch::Hai)
                    | (Branch::Si, Branch::Shen)
                    | (Branch::Shen, Branch::Si)
            ) {
                "，破中有合，破而復成，或成而復破"
            } else {
                ""
            }
        };
        if pb == gan {
            f.push(
                fact(format!("{} 破干{}{}", cx.at(b), gan_name(cx), mended(gan)), cx.about(b)).and(cx.lodge_about()),
            );
        }
        if pb == zhi && cx.chuan().contains(&b) {
            f.push(fact(format!("{} 破支{zhi}{}", cx.at(b), mended(zhi)), cx.about(b)).and(cx.zhi_about()));
        }
    }
    Found::facts(f)
}

/// 615: 害 of 干 or 支 by a spirit in play.
fn hai_(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let mut f = Vec::new();
    for b in acting(cx, true) {
        if hai(b) == gan {
            f.push(fact(format!("{} 害干{}，疑忌阻隔", cx.at(b), gan_name(cx)), cx.about(b)).and(cx.lodge_about()));
        }
        if hai(b) == zhi {
            f.push(fact(format!("{} 害支{zhi}，疑忌阻隔", cx.at(b)), cx.about(b)).and(cx.zhi_about()));
        }
    }
    Found::facts(f)
}

/// 617: 干 支 and the transmissions harming one another.
fn hai_mutual(cx: &Ctx) -> Option<Found> {
    let c = cx.chuan();
    let named: [(&str, Branch, Vec<About>); 5] = [
        ("干", cx.gan, cx.lodge_about().to_vec()),
        ("支", cx.zhi, cx.zhi_about().to_vec()),
        ("初傳", c[0], cx.place(Place::Chu).to_vec()),
        ("中傳", c[1], cx.place(Place::Zhong).to_vec()),
        ("末傳", c[2], cx.place(Place::Mo).to_vec()),
    ];
    let mut f: Vec<Fact> = Vec::new();
    for (i, (na, a, aa)) in named.iter().enumerate() {
        for (nb, b, ab) in &named[i + 1..] {
            if hai(*a) == *b {
                let s = format!("{na}{a}與{nb}{b}相害");
                if !f.iter().any(|x| x.text == s) {
                    f.push(fact(s, aa.iter().copied().chain(ab.iter().copied())));
                }
            }
        }
    }
    Found::facts(f)
}

/// The four relations of 用神 to 類神.
#[derive(Clone, Copy)]
enum Lei {
    Xing,
    Chong,
    Po,
    Hai,
}

/// 587, 601 (and by the same reasoning 609, 615): the 用神 against a 類神.
///
/// DIFFERENCE: the text states 用神 against 類神 only for 刑 (587) and 沖 (601);
/// 破 and 害 are read the same way, citing their own passages.
fn lei(cx: &Ctx, how: Lei) -> Option<Found> {
    let lei = cx.lei?;
    let used = cx.used();
    let text = match how {
        Lei::Xing if used != lei && used.punishes() == lei => format!("用神{used}刑類神{lei}，事必無成"),
        Lei::Chong if used.opposite() == lei => format!("用神{used}沖類神{lei}，機緣散"),
        Lei::Po if po(used) == lei => format!("用神{used}破類神{lei}"),
        Lei::Hai if hai(used) == lei => format!("用神{used}害類神{lei}"),
        _ => return None,
    };
    Found::facts(vec![fact(text, cx.place(Place::Chu)).and(cx.lei_about())])
}
