//! 刑 沖 破 害 (卷中 lines 579–617) on 干 (its 寄宮) and 支, between 干上 and 支上, against
//! 太歲 and 月建, and between the 用神 (初傳) and a 類神.
//!
//! 「為用入傳，或臨干支」: a spirit counts when it is one of the transmissions, 干上 or 支上.

use crate::cycle::Branch;
use crate::relations::{Kin, LifeStage};
use crate::shensha::rules::{day_virtue, hai, po};

use super::strength::is_strong;
use super::{legacy, push, Ctx, Legacy, Passage, Rule};

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
#[rustfmt::skip]
pub(crate) const RULES: &[Rule] = &[
    Rule::new("clash.xing", "刑沖破害", "刑神入傳臨干支", &[XING], |cx| legacy(cx, find, "clash.xing")),
    Rule::new("clash.xing_elders", "刑沖破害", "刑太歲月建", &[XING_ELDERS], |cx| legacy(cx, find, "clash.xing_elders")),
    Rule::new("clash.xing_mutual", "刑沖破害", "干支相刑", &[XING_MUTUAL], |cx| legacy(cx, find, "clash.xing_mutual")),
    Rule::new("clash.chong", "刑沖破害", "沖神入傳臨干支", &[CHONG], |cx| legacy(cx, find, "clash.chong")),
    Rule::new("clash.chong_elders", "刑沖破害", "沖太歲月建", &[CHONG_ELDERS], |cx| legacy(cx, find, "clash.chong_elders")),
    Rule::new("clash.chong_mutual", "刑沖破害", "干支上相沖", &[CHONG_MUTUAL], |cx| legacy(cx, find, "clash.chong_mutual")),
    Rule::new("clash.chong_good_evil", "刑沖破害", "吉凶神逢沖", &[CHONG_GOOD_EVIL], |cx| legacy(cx, find, "clash.chong_good_evil")),
    Rule::new("clash.po", "刑沖破害", "破神入傳臨干", &[PO], |cx| legacy(cx, find, "clash.po")),
    Rule::new("clash.hai", "刑沖破害", "害神入傳臨干支", &[HAI], |cx| legacy(cx, find, "clash.hai")),
    Rule::new("clash.hai_mutual", "刑沖破害", "干支三傳互害", &[HAI_MUTUAL], |cx| legacy(cx, find, "clash.hai_mutual")),
    Rule::new("clash.lei_xing", "刑沖破害", "用神刑類神", &[LEI_XING], |cx| legacy(cx, find, "clash.lei_xing")),
    Rule::new("clash.lei_chong", "刑沖破害", "用神沖類神", &[LEI_CHONG], |cx| legacy(cx, find, "clash.lei_chong")),
    Rule::new("clash.lei_po", "刑沖破害", "用神破類神", &[PO], |cx| legacy(cx, find, "clash.lei_po")),
    Rule::new("clash.lei_hai", "刑沖破害", "用神害類神", &[HAI], |cx| legacy(cx, find, "clash.lei_hai")),
];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Legacy>) {
    let stem = cx.stem;
    let (gan, zhi) = (cx.gan, cx.zhi);
    let year = cx.chart.calendar.pillars.year.branch();
    let month = cx.chart.calendar.pillars.month.branch();
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    let gan_name = format!("{stem}(寄{gan})");

    // 585, 587: 刑.
    let mut xing = Vec::new();
    let mut elders = Vec::new();
    for b in acting(cx, true) {
        let p = b.punishes();
        if p == gan && b != gan {
            let mut s = format!("{} 刑干{gan_name}，己身災", cx.at(b));
            if b == birth {
                s.push_str(&format!("；{b}為{stem}之長生，生扶之中亦有傷殘"));
            }
            xing.push(s);
        }
        if p == zhi && b != zhi {
            xing.push(format!("{} 刑支{zhi}，家口災", cx.at(b)));
        }
        if p == year && b != year {
            elders.push(format!("{} 刑太歲{year}，尊長災", cx.at(b)));
        }
        if p == month && b != month {
            elders.push(format!("{} 刑月建{month}，尊長災", cx.at(b)));
        }
    }
    for (name, x) in [("太歲", year), ("月建", month)] {
        if x.punishes() == gan && x != gan {
            elders.push(format!("{name}{x} 刑干{gan_name}，尤凶"));
        }
        if x.punishes() == zhi && x != zhi {
            elders.push(format!("{name}{x} 刑支{zhi}，尤凶"));
        }
    }
    push(out, "clash.xing", "刑神入傳臨干支", XING, xing);
    push(out, "clash.xing_elders", "刑太歲月建", XING_ELDERS, elders);

    // 587: 干支上相刑, and the three kinds of 刑 met on the 干 side and the 支 side.
    let (gu, zu) = (cx.gan_up(), cx.zhi_up());
    let gan_side = [gan, gu];
    let zhi_side = [zhi, zu];
    let mut mutual = Vec::new();
    if gu != zu && (gu.punishes() == zu || zu.punishes() == gu) {
        mutual.push(format!("干上{gu}與支上{zu}相刑"));
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
            mutual.push(format!("干支({gan}{gu}/{zhi}{zu})逢{name}之{found}，{more}"));
        }
    }
    for x in [Branch::Chen, Branch::Hai, Branch::Wu, Branch::You] {
        if gan_side.contains(&x) && zhi_side.contains(&x) {
            mutual.push(format!("干支全逢自刑{x}"));
        }
    }
    push(out, "clash.xing_mutual", "干支相刑", XING_MUTUAL, mutual);

    // 595, 597: 沖.
    let mut chong = Vec::new();
    let mut elders = Vec::new();
    for b in acting(cx, true) {
        let wealth = if cx.kin(b) == Kin::Wealth { "；沖神作財，求財亦無望" } else { "" };
        if b == gan.opposite() {
            chong.push(format!("{} 沖干{gan_name}，身動{wealth}", cx.at(b)));
        }
        if b == zhi.opposite() {
            chong.push(format!("{} 沖支{zhi}，宅移{wealth}", cx.at(b)));
        }
        if b == year.opposite() {
            elders.push(format!("{} 沖太歲{year}，歲內不安", cx.at(b)));
        }
        if b == month.opposite() {
            elders.push(format!("{} 沖月建{month}，月內不安", cx.at(b)));
        }
    }
    for (name, x) in [("太歲", year), ("月建", month)] {
        if x == gan.opposite() {
            elders.push(format!("{name}{x} 沖干{gan_name}，尤不吉"));
        }
        if x == zhi.opposite() {
            elders.push(format!("{name}{x} 沖支{zhi}，尤不吉"));
        }
    }
    push(out, "clash.chong", "沖神入傳臨干支", CHONG, chong);
    push(out, "clash.chong_elders", "沖太歲月建", CHONG_ELDERS, elders);

    // 599.
    if gu.opposite() == zu {
        push(
            out,
            "clash.chong_mutual",
            "干支上相沖",
            CHONG_MUTUAL,
            vec![format!("干上{gu}與支上{zu}相沖，干{gan}支{zhi}亦相沖，上下俱不和")],
        );
    }

    // 603: 凶神 (日鬼) and 吉神 (日德) of the transmissions met by their 沖 in the chart.
    let mut good_evil = Vec::new();
    let de = day_virtue(stem);
    let mut seen = Vec::new();
    for b in cx.chuan() {
        if seen.contains(&b) || !cx.in_ke_chuan(b.opposite()) {
            continue;
        }
        seen.push(b);
        let by = cx.at(b.opposite());
        if cx.is_ghost(b) {
            let v = cx.vitality(b);
            let verdict =
                if is_strong(v) { "凶逢旺不可沖，沖則禍到" } else { "凶逢衰可沖，沖則禍散" };
            good_evil.push(format!("日鬼{}值{}，{by}沖之；{verdict}", cx.at(b), v.hanzi()));
        } else if b == de {
            good_evil.push(format!("日德{}，{by}沖之；吉神不宜沖", cx.at(b)));
        }
    }
    push(out, "clash.chong_good_evil", "吉凶神逢沖", CHONG_GOOD_EVIL, good_evil);

    // 609: 破 of the 干 (and of 支 by the transmissions).
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
            f.push(format!("{} 破干{gan_name}{}", cx.at(b), mended(gan)));
        }
        if pb == zhi && cx.chuan().contains(&b) {
            f.push(format!("{} 破支{zhi}{}", cx.at(b), mended(zhi)));
        }
    }
    push(out, "clash.po", "破神入傳臨干", PO, f);

    // 615, 617: 害.
    let mut f = Vec::new();
    for b in acting(cx, true) {
        if hai(b) == gan {
            f.push(format!("{} 害干{gan_name}，疑忌阻隔", cx.at(b)));
        }
        if hai(b) == zhi {
            f.push(format!("{} 害支{zhi}，疑忌阻隔", cx.at(b)));
        }
    }
    push(out, "clash.hai", "害神入傳臨干支", HAI, f);
    let c = cx.chuan();
    let named = [("干", gan), ("支", zhi), ("初傳", c[0]), ("中傳", c[1]), ("末傳", c[2])];
    let mut f: Vec<String> = Vec::new();
    for (i, &(na, a)) in named.iter().enumerate() {
        for &(nb, b) in &named[i + 1..] {
            if hai(a) == b {
                let s = format!("{na}{a}與{nb}{b}相害");
                if !f.contains(&s) {
                    f.push(s);
                }
            }
        }
    }
    push(out, "clash.hai_mutual", "干支三傳互害", HAI_MUTUAL, f);

    // 587, 601 (and by the same reasoning 609, 615): the 用神 against a 類神.
    if let Some(lei) = cx.lei {
        let used = cx.used();
        if used != lei && used.punishes() == lei {
            push(out, "clash.lei_xing", "用神刑類神", LEI_XING, vec![format!("用神{used}刑類神{lei}，事必無成")]);
        }
        if used.opposite() == lei {
            push(out, "clash.lei_chong", "用神沖類神", LEI_CHONG, vec![format!("用神{used}沖類神{lei}，機緣散")]);
        }
        // DIFFERENCE: the text states 用神 against 類神 only for 刑 (587) and 沖 (601);
        // 破 and 害 are read the same way, citing their own passages.
        if po(used) == lei {
            push(out, "clash.lei_po", "用神破類神", PO, vec![format!("用神{used}破類神{lei}")]);
        }
        if hai(used) == lei {
            push(out, "clash.lei_hai", "用神害類神", HAI, vec![format!("用神{used}害類神{lei}")]);
        }
    }
}
