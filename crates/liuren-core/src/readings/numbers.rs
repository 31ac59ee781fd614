//! 數目 Shùmù — the number readings (卷中 lines 637–645): how much (the 類神 上下相乘),
//! how far (道里, by the 二馬), what rank (官品, by the 官星), how many pieces (射覆 件數,
//! by 占時 and 用神). All under the topic 數目; the verdict says which.
//!
//! The numbers are those of `shensha::numbers` (line 637). 「至數之多寡是十是百……皆無定計」:
//! the scale (十, 百, 千) is left open, as the text leaves it, except for 官品, where the
//! text's two examples fix how a number reads as a rank.

use crate::cycle::{Branch, Element};
use crate::reading::{About, Fact, Place};
use crate::relations::{Kin, Vitality};
use crate::shensha::numbers::{branch_number, element_number, general_number, stem_number, weighted};
use crate::shensha::tables::month::TIAN_MA;

use super::{fact, triad_element, triad_name, Ctx, Found, Passage, Rule};

/// 數目 (637): the season scales a number; the 類神 is multiplied or added.
pub const NUMBERS: Passage = Passage::new(
    637,
    "值時令相氣，以本數論，旺氣加倍，休囚死皆為衰，衰則減半論。臨占先定類神，以類神天地盤上下相乘作數，亦有不視上下而以類神之遁乾、天將相乘作數者。又有不取相乘，而以類神之遁乾天將相併作數者，要隨機酌斷，未可拘泥也。",
);
/// 道里 by the 二馬 (641).
pub const ROAD: Passage = Passage::new(
    641,
    "占道里遠近，視道路神，或視二馬相乘相併定其數。如四月乙酉日酉將戌時占，貴人子乘貴人加醜，子天馬，陰見亥對馬，遁丁，則遠來而到速明矣。既見二馬，即當以二馬相乘，子數九，亥數四，相乘三千六百里，衰氣減半，一千八百里斷。",
);
/// 官品 by the 官星 (643).
pub const RANK: Passage = Passage::new(
    643,
    "占官以官星上下相乘相併定其品，如相乘得四數，則以四品斷，相乘得四十八數，則以從四品斷;若逢三光、三陽、軒蓋、龍德、時泰，若三傳三合作財星官星者，竟按水一、火二、木三、金四、土五斷之，不必上下相乘。",
);
/// 射覆 件數 (645).
pub const PIECES: Passage =
    Passage::new(645, "射覆以占時為先鋒，用神為類神，或以占時相乘相併，或以用神相乘相併，定其件數，兩數臨占酌斷。");

const K: &str = "數目";

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("quick.shumu.637", K, K, &[NUMBERS], amount),
    Rule::new("quick.shumu.641", K, K, &[ROAD], road),
    Rule::new("quick.shumu.643", K, K, &[RANK], rank),
    Rule::new("quick.shumu.645", K, K, &[PIECES], pieces),
];

/// The 課體 of the other books that 643 names (三光 三陽 軒蓋 龍德 時泰), as the 課體 module
/// ([`crate::keti`]) names them.
const PLAIN_RANK_FORMS: [&str; 5] = ["三光", "三陽", "軒蓋", "龍德", "時泰"];

/// A number without a needless `.0`.
pub(crate) fn num(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// 減半, 以本數論, 加倍.
fn scale_word(v: Vitality) -> &'static str {
    match v {
        Vitality::Prosperous => "加倍",
        Vitality::Minister => "以本數論",
        _ => "減半",
    }
}

/// A branch over its palace, counted as the text counts 「巳加壬為用，巳數四，休氣減半，壬數
/// 六，上下相乘」 (639): the upper's number weighed by its season — 極旺 when it is 太歲
/// or 月將 (「辰數五，系太歲、月將，以極旺論，加倍」) — and the lower's as it is, the day
/// stem's when the lower is the stem's palace.
struct UpperLower {
    /// The upper's season (旺 for 太歲 and 月將).
    v: Vitality,
    /// The upper's number, weighed.
    upper: f64,
    /// The lower's number.
    lower: f64,
    /// How they were found.
    facts: Vec<Fact>,
}

/// `s` (named `who`, what naming it is about: `about`) over its palace.
fn upper_lower(cx: &Ctx, s: Branch, who: &str, about: &[About]) -> UpperLower {
    let below = cx.under(s);
    let (nl, lower) =
        if below == cx.gan { (stem_number(cx.stem), cx.stem.hanzi()) } else { (branch_number(below), below.hanzi()) };
    let year = cx.chart.calendar.pillars.year.branch();
    let mut facts = Vec::new();
    let v = if s == year || s == cx.chart.month_general {
        let text = format!("{s}系{}，以極旺論", if s == year { "太歲" } else { "月將" });
        facts.push(fact(text, about.iter().copied()));
        Vitality::Prosperous
    } else {
        cx.vitality(s)
    };
    let ns = f64::from(branch_number(s));
    let upper = weighted(ns, v);
    let text = format!("{who}{s}數{}，值{}，{}為{}", num(ns), v.hanzi(), scale_word(v), num(upper));
    facts.push(fact(text, about.iter().copied()));
    let mut under = vec![About::Branch(below)];
    if below == cx.gan {
        under.extend(cx.lodge_about());
    }
    facts.push(fact(format!("{s}加{below}，下{lower}數{nl}"), about.iter().copied().chain(under)));
    UpperLower { v, upper, lower: f64::from(nl), facts }
}

/// 數目 (637, with the worked example at 639): the 類神 上下相乘, and the other ways the
/// text names (遁干上下相乘, 遁干天將相乘, 遁干天將相併, 類神天將相併).
fn amount(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let UpperLower { v, upper: ws, lower: nl, mut facts } = upper_lower(cx, s, who, &sa);
    let g = cx.general(s);
    let ng = f64::from(general_number(g));
    facts.push(fact(format!("{s}乘{g}，數{}", num(ng)), sa.iter().copied()));
    let mut parts = vec![format!("上下相乘{}", num(ws * nl))];
    if let Some(h) = cx.day.hidden_stem(s) {
        let nh = f64::from(stem_number(h));
        let wh = weighted(nh, v);
        facts.push(fact(format!("遁{h}數{}，{}為{}", num(nh), scale_word(v), num(wh)), sa.iter().copied()));
        parts.push(format!("遁{h}上下相乘{}", num(wh * nl)));
        parts.push(format!("遁{h}天將相乘{}", num(wh * ng)));
        parts.push(format!("遁{h}天將相併{}", num(wh + ng)));
    }
    parts.push(format!("{s}{g}相併{}", num(ws + ng)));
    Found::verdict(parts.join("；"), facts)
}

/// 道里 (641): 天馬 (by the month, line 241) and 驛馬 (by the day branch, 日馬 line 341)
/// multiplied and added, once both are seen.
///
/// DIFFERENCE: 「既見二馬」 — in the text's chart neither horse is in the lessons or the
/// transmissions: 子 is the 類神 (the 貴人 awaited) and 亥 its 陰神 (the branch over it).
/// So a horse is seen when it is the subject, the subject's 陰神, or in 課傳. The text
/// halves the product once though both horses are 衰 (子 亥, water in 四月); the product
/// and the sum are weighed once, by the subject's season when it is a horse (as 639
/// weighs the 類神 only), else by the 天馬's. 「視道路神」 is not read: the text does not
/// say which spirit that is.
fn road(cx: &Ctx) -> Option<Found> {
    let tian = TIAN_MA.cell_for(cx.chart).members()[0].branch();
    let yi = cx.zhi.post_horse();
    let (s, who) = cx.subject();
    let yin = cx.up(s);
    let seen = |b: Branch| -> Option<String> {
        if b == s {
            Some(format!("為{who}"))
        } else if b == yin {
            Some(format!("為{who}{s}之陰神"))
        } else if cx.in_ke_chuan(b) {
            Some(format!("在課傳({})", cx.at(b).trim_start_matches(b.hanzi()).trim_matches(['(', ')'])))
        } else {
            None
        }
    };
    let (w1, w2) = (seen(tian)?, seen(yi)?);
    // A horse named as the subject or its 陰神 is also about the subject.
    let horse = |b: Branch| -> Vec<About> {
        let mut a = cx.about(b);
        if b == s || b == yin {
            a.extend(cx.subject_about());
        }
        a
    };
    let month = cx.chart.calendar.pillars.month.branch();
    let (n1, n2) = (f64::from(branch_number(tian)), f64::from(branch_number(yi)));
    let mut facts = vec![
        fact(format!("{month}月天馬{tian}，{w1}，數{}", num(n1)), horse(tian)),
        fact(format!("{}日驛馬{yi}，{w2}，數{}", cx.zhi, num(n2)), horse(yi)).and(cx.zhi_about()),
    ];
    let by = if s == tian || s == yi { s } else { tian };
    let v = cx.vitality(by);
    facts.push(fact(format!("{by}值{}，{}", v.hanzi(), scale_word(v)), cx.about(by)));
    for h in [tian, yi] {
        if cx.day.hidden_stem(h) == Some(crate::cycle::Stem::Ding) {
            facts.push(fact(format!("{h}遁丁，遠來而到速"), cx.about(h)));
        }
    }
    let verdict = format!("道里：二馬相乘{}；二馬相併{}", num(weighted(n1 * n2, v)), num(weighted(n1 + n2, v)));
    Found::verdict(verdict, facts)
}

/// A number read as a rank (643): 「相乘得四數，則以四品斷，相乘得四十八數，則以從四品斷」 —
/// the first digit is the rank; any digit after it that is not 0, or a fraction, makes
/// it 從.
///
/// DIFFERENCE: the text gives the two examples only; 40 reads 四品 by this rule.
pub fn grade(x: f64) -> String {
    const DIGITS: [&str; 10] = ["〇", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
    let n = x.trunc().max(1.0) as u64;
    let digits = n.to_string();
    let first = usize::from(digits.as_bytes()[0] - b'0');
    let exact = x.fract() == 0.0 && digits[1..].bytes().all(|c| c == b'0');
    format!("{}{}品", if exact { "" } else { "從" }, DIGITS[first])
}

/// 官品 (643): the 官星 over its palace, 相乘 and 相併, as ranks; or, in the forms the
/// text names, the 五行本數 alone.
///
/// DIFFERENCE: the text does not say which 官星 when there are several. It is the 類神
/// when that overcomes the day stem, else the first branch that does among 初傳 中傳 末傳
/// 干上 干陰 支上 支陰 (官 and 鬼 alike, as 577 reads one branch as either). With none
/// in the chart there is no reading. In the 三光 … forms the number is the 官星's
/// element's; when the transmissions are a triad of the stem's 財 or 官, the triad's.
fn rank(cx: &Ctx) -> Option<Found> {
    let slots = cx.slots();
    let mut candidates: Vec<(&str, Branch, Vec<About>)> =
        cx.lei.map(|l| ("類神", l, cx.subject_about())).into_iter().collect();
    candidates.extend(slots[4..].iter().chain(&slots[..4]).map(|&(n, p, b)| (n, b, cx.place(p).to_vec())));
    let (name, guan, ga) = candidates.into_iter().find(|(_, b, _)| cx.is_ghost(*b))?;
    let mut facts = vec![fact(format!("{name}{guan}克{}，為官星", cx.stem), ga.iter().copied()).and([cx.stem_about()])];

    let keti = crate::keti::readings(cx.chart);
    let mut forms: Vec<&str> = Vec::new();
    for r in &keti {
        if PLAIN_RANK_FORMS.contains(&r.title.as_ref()) && !forms.contains(&r.title.as_ref()) {
            forms.push(&r.title);
        }
    }
    let triad = cx.chuan_triad().filter(|&t| matches!(cx.kin_of(triad_element(t)), Kin::Wealth | Kin::Officer));
    let plain: Option<(Element, String, Vec<About>)> = if let Some(t) = triad {
        let e = triad_element(t);
        let what = if cx.kin_of(e) == Kin::Wealth { "財星" } else { "官星" };
        let chuan = [Place::Chu, Place::Zhong, Place::Mo].into_iter().flat_map(|p| cx.place(p)).collect();
        Some((e, format!("三傳{}{}局作{what}", triad_name(t), e.hanzi()), chuan))
    } else if !forms.is_empty() {
        Some((guan.element(), format!("逢{}課", forms.join("、")), ga.clone()))
    } else {
        None
    };
    if let Some((e, why, about)) = plain {
        let n = element_number(e);
        facts.push(fact(format!("{why}，按五行本數，{}{n}", e.hanzi()), about));
        return Found::verdict(format!("官品：{}", grade(f64::from(n))), facts);
    }
    let ul = upper_lower(cx, guan, "官星", &ga);
    facts.extend(ul.facts);
    let (p, q) = (ul.upper * ul.lower, ul.upper + ul.lower);
    let verdict = format!("官品：上下相乘{}，{}；上下相併{}，{}", num(p), grade(p), num(q), grade(q));
    Found::verdict(verdict, facts)
}

/// 射覆 件數 (645): 占時 and 用神, each 上下相乘 and 相併.
///
/// DIFFERENCE: 「以占時相乘相併」 is read as the 類神's 「天地盤上下相乘」 is (637): the 占時
/// as a heaven branch times the palace it stands on. 「用神為類神」: the 用神 is 初傳, whatever
/// 類神 the caller names.
fn pieces(cx: &Ctx) -> Option<Found> {
    let mut facts = Vec::new();
    let mut parts = Vec::new();
    for (who, p) in [("占時", Place::Hour), ("用神", Place::Chu)] {
        let b = cx.v.at(p).expect("占時 and 初傳");
        let about: Vec<About> = cx.place(p).into_iter().chain(cx.about(b)).collect();
        let ul = upper_lower(cx, b, who, &about);
        facts.extend(ul.facts);
        parts.push(format!("{who}上下相乘{}、相併{}", num(ul.upper * ul.lower), num(ul.upper + ul.lower)));
    }
    Found::verdict(format!("件數：{}", parts.join("；")), facts)
}

#[cfg(test)]
mod tests {
    use super::grade;

    #[test]
    fn the_texts_two_ranks() {
        assert_eq!(grade(4.0), "四品");
        assert_eq!(grade(48.0), "從四品");
        assert_eq!(grade(40.0), "四品");
        assert_eq!(grade(4.5), "從四品");
        assert_eq!(grade(18.0), "從一品");
    }
}
