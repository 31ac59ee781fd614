//! 合 Hé — the harmonies (卷中 lines 487–531): 五合 (日合) and its 化, 遁干作合, 六合,
//! 三合, 虛一待用 and 湊合, and the 合神 as they help or fail.
//!
//! 「以上三等合為用入傳，或加干上，凡占無不如意」 (519): a 合 counts when it is in the
//! transmissions or over the day stem. The 干's 六合 and 三合 are those of its 寄宮
//! (「干六合非與日干作合，乃與干寄之宮六合耳」 501, and likewise 三合 513).

use crate::cycle::{Branch, Element, Stem};
use crate::generals::General;
use crate::reading::{About, Fact, Place, Tone};
use crate::relations::LifeStage;
use crate::shensha::rules::{day_virtue, five_harmony, hai, po};

use super::strength::is_strong;
use super::{fact, is_baleful, triad_element, triad_name, Ctx, Found, Passage, Rule};

/// 五合 (491).
pub const FIVE: Passage = Passage::new(491, "五合，又名日合，陰陽相配，奇偶交逑，有夫婦之義。其合極緊，入占凡事皆成。");
/// 五合之性 (493).
pub const FIVE_KIND: Passage = Passage::new(
    493,
    "甲己為中正合，正值無偏，作事端肅。乙庚為仁義合，雍睦無訟，作事循理。丙辛為威權合，挾勢陵人，勉強承順。丁壬為淫泆合，所行不正，詭隨成事，戊癸為無情合，外合中離，凡百承順皆偽。",
);
/// 五合逢龍即化 (495).
pub const FIVE_TRANSFORM: Passage = Passage::new(
    495,
    "五合逢龍即化，龍者辰也。甲己從子起甲，輪至辰值戊，化為土德。乙庚從戌起甲，輪至辰，值庚化為金德。丙辛從申起甲，輪至辰值壬化為水德。丁壬從午起甲，輪至辰，值甲化為木德。戊癸從辰起甲，輪至辰值丙化為火德。視化出之德與乾生克如何。",
);
/// 遁干作合 (497).
pub const HIDDEN: Passage = Passage::new(
    497,
    "課傳中遁乾作合者，凡占皆吉。如戊辰日幹上酉遁癸與戊作合;壬戌日幹上申，乾陰巳遁丁與壬作合;壬午日，幹上卯，乾陰未，支上戌，支陰寅，三傳未亥卯，未遁癸，寅遁戊作合，卯遁己，戌遁甲作合是也。",
);
/// 六合之性 (499).
pub const SIX_KIND: Passage = Passage::new(
    499,
    "六合，陰陽相配，其合亦緊。入占凡事皆成，但辰酉、午未合俱相生，子醜、卯戌合俱相剋，寅亥合合中有破，巳申合合中有破有刑，破刑二合凡事難成，成亦不久。",
);
/// 干支之六合 (501).
pub const SIX: Passage = Passage::new(
    501,
    "乾支皆有六合，然乾六合非與日乾作合，乃與乾寄之宮六合耳。如辛卯日，卯加辛為用，與辛寄之戌宮六合。丙子日申加子為用，與丙寄之巳宮六合",
);
/// 干支本作六合 (503).
pub const STEM_BRANCH_SIX: Passage =
    Passage::new(503, "有乾支本作六合，或乾加支，或支加乾，乾支相會合者。如丙申日巳加申為用，辛卯日卯加辛為用。");
/// 干支上六合 and the others of 《畢法賦》 (505).
pub const UPPER_SIX: Passage = Passage::new(
    505,
    "此外有乾支上六合，乾支上下皆合，乾加支與幹上六合，支加乾與支上六合，乾支交車合，乾支課傳三合，又成互動六合等格，義例甚多，備載《畢法賦》。",
);
/// 三合 (507).
pub const TRIAD: Passage = Passage::new(
    507,
    "三合又名行合，遠方異類相聚，其合較疏，象吉占事亦可成就。申子辰水局，流動無滯;寅午戌火局，黨侶不正;亥卯未木局，繁冗駁雜;巳酉醜金局，矯革離異。",
);
/// 三合化出之局 (511).
pub const TRIAD_KIN: Passage = Passage::new(511, "三合神性不一，須視化出之局與乾生克如何。");
/// 干三合 (513).
pub const STEM_TRIAD: Passage = Passage::new(
    513,
    "幹上下三合，則支上下亦成三合。然乾三合非與日乾作合，乃與乾寄之宮成三合耳。如甲子日戌加申，三傳戌午寅，與甲寄之寅宮三合。乙酉日申加乙，三傳申子辰，與乙寄之辰宮三合，余仿此。",
);
/// 干支本作三合 (515).
pub const STEM_BRANCH_TRIAD: Passage = Passage::new(
    515,
    "有乾支本作三合，或乾加支，或支加乾，乾支合成一局者，如甲午日寅加午，三傳戌午寅;癸酉日酉加癸，三傳巳醜酉。惟甲庚丁己癸五日有之。",
);
/// 虛一待用 (517).
pub const WAITING: Passage =
    Passage::new(517, "三合值空亡，必缺二神，如年命填實一神，止缺一神，亦名虛一待用格，皆主待時而成。");
/// 湊合格 (517).
pub const GATHERED: Passage = Passage::new(
    517,
    "若日、辰、占時湊足之，名湊合格，主有意外遭逢，以所缺所湊之神將測其因由。若系長生，長上成合;系日合，相好之人成合;系乘貴人，貴官提攜;系乘青龍，富人提攜。",
);
/// 合神與類神 (519).
pub const WITH_LEI: Passage = Passage::new(
    519,
    "以上三等合為用入傳，或加幹上，凡占無不如意。如合神即作類神，事成而易，或合神與類神作合，或合神之陰神與類神作合者，亦可藉其力以成事，以合神所乘天將測之。",
);
/// 合神克干而乘凶將 (521).
pub const FALSE_FRIEND: Passage =
    Passage::new(521, "合神克乾而乘凶將者，主貌合心離，不可托人謀事，恐我信人而人反傷我也。");
/// 合神不得力 (523).
pub const WEAK: Passage = Passage::new(523, "合神值休囚死氣，或值空陷，皆不得力，或成或否，各推課象。");
/// 合神被撓 (525).
pub const SPOILED: Passage = Passage::new(525, "合神雖入占，如課傳逢克沖刑破害者，主被人撓敗。");
/// 合中又合 (527).
pub const DOUBLE: Passage = Passage::new(
    527,
    "五合有與三合併者，如乙日申為五合，而申子辰又作乙之三合;丁日亥為五合，而亥卯未又人丁之三合;戊日醜為五合，而巳酉醜又作戊之三合;庚日辰為五合，而申子辰又作庚之三合;壬日未為五合，而亥卯未又作壬之三合;癸日巳為五合，而巳酉醜又作癸之三合，合中又合，尤得如意。",
);
/// 五合與日德並 (529).
pub const VIRTUE_FIVE: Passage = Passage::new(529, "五合有與日德並者，如乙日申、丁日亥、己日寅、癸日巳。");
/// 三合與日德並 (531).
pub const VIRTUE_TRIAD: Passage = Passage::new(
    531,
    "三合有與日德並者，如甲日寅午戌、乙日申子辰、丙日巳酉醜、丁日亥卯未、戊日巳酉醜、庚日申子辰、壬日亥卯未、癸日巳酉醜，吉神相聚，尤為美備，並可逢凶化吉。",
);

/// 五合之性 (493): the name of the harmony of a stem and its partner.
pub fn five_kind(stem: Stem) -> &'static str {
    ["中正合", "仁義合", "威權合", "淫泆合", "無情合"][stem.harmony_first().since(Stem::Jia)]
}

/// 五合化氣 (495): 「甲己從子起甲，輪至辰值戊，化為土德」 — count 甲 from the pair's
/// starting branch (甲己 子, 乙庚 戌, 丙辛 申, 丁壬 午, 戊癸 辰) round to 辰; the stem
/// met there gives the element. 戊癸 start on 辰 itself and go once round (「輪至辰值丙」).
///
/// ```
/// use liuren_core::cycle::{Element, Stem};
/// use liuren_core::readings::harmony::five_transform;
/// assert_eq!(five_transform(Stem::Jia), (Stem::Wu, Element::Earth));
/// assert_eq!(five_transform(Stem::Gui), (Stem::Bing, Element::Fire));
/// ```
pub fn five_transform(stem: Stem) -> (Stem, Element) {
    let k = stem.harmony_first().since(Stem::Jia) as i64;
    let start = Branch::Zi.wrapping_add(-2 * k);
    let steps = match Branch::Chen.since(start) {
        0 => 12,
        n => n as i64,
    };
    let met = Stem::Jia.wrapping_add(steps);
    (met, met.element())
}

/// 六合之性 (499): 「辰酉、午未合俱相生，子丑、卯戌合俱相剋，寅亥合合中有破，巳申合合中有破有刑」.
pub fn six_kind(b: Branch) -> &'static str {
    match b {
        Branch::Chen | Branch::You | Branch::Wu | Branch::Wei => "合俱相生",
        Branch::Zi | Branch::Chou | Branch::Mao | Branch::Xu => "合俱相剋",
        Branch::Yin | Branch::Hai => "合中有破",
        Branch::Si | Branch::Shen => "合中有破有刑",
    }
}

/// 三合之性 (507).
pub fn triad_kind(e: Element) -> &'static str {
    match e {
        Element::Water => "水局，流動無滯",
        Element::Fire => "火局，黨侶不正",
        Element::Wood => "木局，繁冗駁雜",
        Element::Metal => "金局，矯革離異",
        Element::Earth => "土",
    }
}

/// The four triads, 申子辰 亥卯未 寅午戌 巳酉丑.
const TRIADS: [Branch; 4] = [Branch::Zi, Branch::Mao, Branch::Wu, Branch::You];

/// The 合神 of the day: 日合, the 六合 of 干寄宮, the 六合 of 支 — each with its name and
/// what it harmonises with (the about of its facts).
fn harmony_gods(cx: &Ctx) -> Vec<(String, Branch, Vec<About>)> {
    let mut v = vec![
        (format!("{}之日合", cx.stem), five_harmony(cx.stem), vec![cx.stem_about()]),
        (format!("與{}寄之{}宮六合", cx.stem, cx.gan), cx.gan.six_harmony(), cx.lodge_about().to_vec()),
    ];
    if cx.zhi.six_harmony() != cx.gan.six_harmony() {
        v.push((format!("與支{}六合", cx.zhi), cx.zhi.six_harmony(), cx.zhi_about().to_vec()));
    }
    v
}

/// The rules of this module, in the text's order.
pub(crate) const RULES: &[Rule] = &[
    Rule::new("harmony.five", K, "五合入傳", &[FIVE], five),
    Rule::new("harmony.five_kind", K, "五合之性", &[FIVE_KIND], five_kind_row),
    Rule::new("harmony.five_transform", K, "五合化氣", &[FIVE_TRANSFORM], five_transform_row),
    // 「課傳中遁干作合者，凡占皆吉」 (497).
    Rule::new("harmony.hidden", K, "遁干作合", &[HIDDEN], hidden).tone(Tone::Good),
    Rule::new("harmony.six", K, "六合入傳", &[SIX], |cx| six(cx, false)),
    Rule::new("harmony.six_kind", K, "六合之性", &[SIX_KIND], |cx| six(cx, true)),
    Rule::new("harmony.stem_branch_six", K, "干支本作六合", &[STEM_BRANCH_SIX], stem_branch_six),
    Rule::new("harmony.upper_six", K, "干支上六合", &[UPPER_SIX], |cx| upper(cx, Upper::Six)),
    Rule::new("harmony.both_six", K, "干支上下皆合", &[UPPER_SIX], |cx| upper(cx, Upper::Both)),
    Rule::new("harmony.cross_six", K, "干支交車合", &[UPPER_SIX], |cx| upper(cx, Upper::Cross)),
    Rule::new("harmony.triad", K, "三合", &[TRIAD], |cx| triad(cx, false)),
    Rule::new("harmony.triad_kin", K, "三合化出之局", &[TRIAD_KIN], |cx| triad(cx, true)),
    Rule::new("harmony.stem_triad", K, "干支三合", &[STEM_TRIAD], stem_triad),
    Rule::new("harmony.stem_branch_triad", K, "干支本作三合", &[STEM_BRANCH_TRIAD], stem_branch_triad),
    Rule::new("harmony.lei", K, "合神與類神", &[WITH_LEI], with_lei),
    Rule::new("harmony.false_friend", K, "合神克干乘凶將", &[FALSE_FRIEND], false_friend),
    Rule::new("harmony.weak", K, "合神不得力", &[WEAK], weak),
    Rule::new("harmony.spoiled", K, "合神被撓", &[SPOILED], spoiled),
    Rule::new("harmony.double", K, "合中又合", &[DOUBLE], double),
    // 「吉神相聚，尤為美備，並可逢凶化吉」 (531).
    Rule::new("harmony.virtue_triad", K, "三合與日德並", &[VIRTUE_TRIAD], virtue_triad).tone(Tone::Good),
    Rule::new("harmony.virtue_five", K, "五合與日德並", &[VIRTUE_FIVE], virtue_five),
    Rule::new("harmony.waiting", K, "虛一待用", &[WAITING], waiting),
    Rule::new("harmony.gathered", K, "湊合格", &[GATHERED], gathered),
];

const K: &str = "合";

/// The transmissions as places.
fn chuan_about(cx: &Ctx) -> Vec<About> {
    [Place::Chu, Place::Zhong, Place::Mo].into_iter().flat_map(|p| cx.place(p)).collect()
}

/// The day stem and its partner, in the text's order (甲己, not 己甲).
fn pair(stem: Stem) -> (Stem, Stem) {
    let partner = stem.combines_with();
    if stem == stem.harmony_first() {
        (stem, partner)
    } else {
        (partner, stem)
    }
}

/// 491: 五合 in the transmissions or over the stem.
fn five_in_play(cx: &Ctx) -> bool {
    cx.in_chuan_or_gan_up(five_harmony(cx.stem))
}

/// 491.
fn five(cx: &Ctx) -> Option<Found> {
    let (stem, wuhe) = (cx.stem, five_harmony(cx.stem));
    five_in_play(cx).then_some(())?;
    let text = format!("{} 為{stem}之日合({}居{wuhe})", cx.at(wuhe), stem.combines_with());
    Found::facts(vec![fact(text, cx.about(wuhe)).and([cx.stem_about(), About::Stem(stem.combines_with())])])
}

/// 493: the kind of the 五合 in play.
fn five_kind_row(cx: &Ctx) -> Option<Found> {
    five_in_play(cx).then_some(())?;
    let (a, b) = pair(cx.stem);
    let f = fact(format!("{a}{b}為{}", five_kind(cx.stem)), [About::Stem(a), About::Stem(b)]);
    Found::facts(vec![f]).map(|f| f.titled(five_kind(cx.stem)))
}

/// 495: what the 五合 in play transforms into.
fn five_transform_row(cx: &Ctx) -> Option<Found> {
    five_in_play(cx).then_some(())?;
    let stem = cx.stem;
    let (a, b) = pair(stem);
    let (met, e) = five_transform(stem);
    Found::facts(vec![
        fact(format!("{a}{b}輪至辰值{met}，化為{}德", e.hanzi()), [About::Stem(a), About::Stem(b)]),
        fact(format!("化出之{} 為{stem}之{}", e.hanzi(), cx.kin_of(e).hanzi()), [cx.stem_about()]),
    ])
}

/// 497: 遁干 in the lessons and transmissions that combine with the day stem or with
/// each other.
fn hidden(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let partner = stem.combines_with();
    let kc = cx.ke_chuan();
    let mut f = Vec::new();
    for (i, &a) in kc.iter().enumerate() {
        let Some(sa) = cx.day.hidden_stem(a) else { continue };
        if sa == partner {
            f.push(fact(format!("{}遁{sa} 與{stem}作合", cx.at(a)), cx.about(a)).and([cx.stem_about()]));
        }
        for &b in &kc[i + 1..] {
            if let Some(sb) = cx.day.hidden_stem(b) {
                if sb == sa.combines_with() {
                    f.push(fact(format!("{}遁{sa}、{}遁{sb} 作合", cx.at(a), cx.at(b)), cx.about(a)).and(cx.about(b)));
                }
            }
        }
    }
    Found::facts(f)
}

/// 499, 501: the 六合 of 干寄宮 and of 支 in the transmissions or over the stem; `kinds`:
/// the kinds of those 六合 (titled 合中有破 when one is broken).
fn six(cx: &Ctx, kinds: bool) -> Option<Found> {
    let mut six = Vec::new();
    let mut ks: Vec<Fact> = Vec::new();
    for (name, h, with) in harmony_gods(cx).into_iter().skip(1) {
        if cx.in_chuan_or_gan_up(h) {
            six.push(fact(format!("{} {name}", cx.at(h)), cx.about(h)).and(with));
            let k = format!("{}{}{}", h.six_harmony(), h, six_kind(h));
            if !ks.iter().any(|x| x.text == k) {
                ks.push(fact(k, cx.about(h)).and([About::Branch(h.six_harmony())]));
            }
        }
    }
    if !kinds {
        return Found::facts(six);
    }
    let broken = ks.iter().any(|k| k.text.contains('破'));
    Found::facts(ks).map(|f| f.titled(if broken { "合中有破" } else { "六合之性" }))
}

/// 503, 515: 干 over 支 (`[日干…, 日支, 支上]`) or 支 over 干, as a fact's about.
fn over(cx: &Ctx, gan_over_zhi: bool) -> Vec<About> {
    let mut v = cx.lodge_about().to_vec();
    v.extend(cx.zhi_about());
    v.extend(cx.place(if gan_over_zhi { Place::ZhiShang } else { Place::GanShang }));
    v
}

/// 503: 干支本作六合, one over the other.
fn stem_branch_six(cx: &Ctx) -> Option<Found> {
    let (stem, gan, zhi) = (cx.stem, cx.gan, cx.zhi);
    if gan.six_harmony() != zhi {
        return None;
    }
    let mut f = Vec::new();
    if cx.zhi_up() == gan {
        f.push(fact(format!("{stem}寄{gan}，與支{zhi}六合；干加支({gan}加{zhi})"), over(cx, true)));
    }
    if cx.gan_up() == zhi {
        f.push(fact(format!("{stem}寄{gan}，與支{zhi}六合；支加干({zhi}加{gan})"), over(cx, false)));
    }
    Found::facts(f)
}

/// The three forms of 505 this reads.
#[derive(Clone, Copy)]
enum Upper {
    /// 干支上六合.
    Six,
    /// 干支上下皆合.
    Both,
    /// 干支交車合.
    Cross,
}

/// 505: 干支上六合, 干支上下皆合, 干支交車合.
fn upper(cx: &Ctx, form: Upper) -> Option<Found> {
    let (gu, zu, gan, zhi, stem) = (cx.gan_up(), cx.zhi_up(), cx.gan, cx.zhi, cx.stem);
    let uppers = cx.place(Place::GanShang).into_iter().chain(cx.place(Place::ZhiShang));
    let text = match form {
        Upper::Six if gu.six_harmony() == zu => {
            return Found::facts(vec![fact(format!("干上{gu}與支上{zu}六合"), uppers)]);
        }
        Upper::Both if gu.six_harmony() == gan && zu.six_harmony() == zhi => {
            format!("干上{gu}合{gan}，支上{zu}合{zhi}")
        }
        Upper::Cross if gu.six_harmony() == zhi && zu.six_harmony() == gan => {
            format!("干上{gu}合支{zhi}，支上{zu}合{stem}寄之{gan}")
        }
        _ => return None,
    };
    Found::facts(vec![fact(text, uppers).and(cx.lodge_about()).and(cx.zhi_about())])
}

/// 507, 511: the transmissions as one 三合 (`kin`: what it transforms into, to the stem).
///
/// 513's first example is printed 「甲子日戌加申，三傳戌午寅」; that plate gives 辰午申.
/// Read 「戌加甲」 — 戌 over 寅, as the next example says 「申加乙」 — which gives 戌午寅;
/// tests/readings_harmony.rs shows both.
fn triad(cx: &Ctx, kin: bool) -> Option<Found> {
    let t = cx.chuan_triad()?;
    let (c, e, stem) = (cx.chuan(), triad_element(t), cx.stem);
    let f = if kin {
        fact(format!("{}化出{}局，為{stem}之{}", triad_name(t), e.hanzi(), cx.kin_of(e).hanzi()), chuan_about(cx))
            .and([cx.stem_about()])
    } else {
        fact(format!("三傳{}{}{} 為{}", c[0], c[1], c[2], triad_kind(e)), chuan_about(cx))
    };
    Found::facts(vec![f])
}

/// 513: the transmissions' 三合 with 干寄宮 or 支, or 干上 with 干寄宮.
fn stem_triad(cx: &Ctx) -> Option<Found> {
    let (stem, gan, zhi, gu, zu) = (cx.stem, cx.gan, cx.zhi, cx.gan_up(), cx.zhi_up());
    let mut f = Vec::new();
    if let Some(t) = cx.chuan_triad() {
        if t.contains(&gan) {
            f.push(
                fact(format!("三傳{} 與{stem}寄之{gan}宮三合", triad_name(t)), chuan_about(cx)).and(cx.lodge_about()),
            );
        }
        if t.contains(&zhi) {
            f.push(fact(format!("三傳{} 與支{zhi}三合", triad_name(t)), chuan_about(cx)).and(cx.zhi_about()));
        }
    }
    if gu != gan && gu.triad() == gan.triad() {
        let text = format!("干上{gu}與{stem}寄之{gan}宮三合，支上{zu}與支{zhi}亦成三合");
        f.push(
            fact(text, cx.place(Place::GanShang))
                .and(cx.lodge_about())
                .and(cx.place(Place::ZhiShang))
                .and(cx.zhi_about()),
        );
    }
    Found::facts(f)
}

/// 515: 干支本作三合, one over the other.
fn stem_branch_triad(cx: &Ctx) -> Option<Found> {
    let (stem, gan, zhi) = (cx.stem, cx.gan, cx.zhi);
    if gan == zhi || !gan.triad().contains(&zhi) {
        return None;
    }
    let c = cx.chuan();
    let t = triad_name(zhi.triad());
    let mut f = Vec::new();
    if cx.zhi_up() == gan {
        f.push(fact(format!("{stem}寄{gan}，與支{zhi}同在{t}；干加支({gan}加{zhi})"), over(cx, true)));
    }
    if cx.gan_up() == zhi {
        f.push(fact(format!("{stem}寄{gan}，與支{zhi}同在{t}；支加干({zhi}加{gan})"), over(cx, false)));
    }
    if !f.is_empty() && cx.chuan_triad().is_some_and(|t| t.contains(&gan)) {
        f.push(fact(format!("三傳{}{}{} 合成一局", c[0], c[1], c[2]), chuan_about(cx)));
    }
    Found::facts(f)
}

/// 519: a 合神 in play that is the 類神, harmonises with it, or whose 陰神 does.
fn with_lei(cx: &Ctx) -> Option<Found> {
    let lei = cx.lei?;
    let mut f = Vec::new();
    for (name, h, with) in harmony_gods(cx) {
        if !cx.in_chuan_or_gan_up(h) {
            continue;
        }
        let g = cx.general(h);
        let tail = match g {
            General::Guiren => "乘貴，貴人成事",
            General::Qinglong => "乘龍，富人成就",
            General::Liuhe => "乘合，錢財、婚姻、喜事",
            _ => "",
        };
        let tail = if tail.is_empty() { format!("乘{g}") } else { tail.to_string() };
        let about = || fact("", cx.about(h)).and(with.iter().copied()).and(cx.lei_about()).about;
        if h == lei {
            f.push(fact(format!("合神{}({name})即作類神，事成而易；{tail}", cx.at(h)), about()));
        } else if h.six_harmony() == lei {
            f.push(fact(format!("合神{}({name})與類神{lei}作合；{tail}", cx.at(h)), about()));
        } else if cx.up(h).six_harmony() == lei {
            let text = format!("合神{}({name})之陰神{}與類神{lei}作合；{tail}", cx.at(h), cx.up(h));
            f.push(fact(text, about()).and([About::Branch(cx.up(h))]));
        }
    }
    Found::facts(f)
}

/// 521: a 合神 in the lessons, transmissions or the hour that overcomes the stem and
/// rides a 凶將.
fn false_friend(cx: &Ctx) -> Option<Found> {
    let stem = cx.stem;
    let mut f = Vec::new();
    for (name, h, with) in harmony_gods(cx) {
        let on_hour = cx.chart.hour_branch == h;
        if (cx.in_ke_chuan(h) || on_hour) && cx.is_ghost(h) && is_baleful(cx.general(h)) {
            let (place, about) = if cx.in_ke_chuan(h) {
                (cx.at(h), cx.about(h))
            } else {
                (format!("{h}(占時)"), cx.place(Place::Hour).to_vec())
            };
            let text = format!("合神{place}({name}) 克{stem}，乘{}", cx.general(h));
            f.push(fact(text, about).and(with).and([cx.stem_about()]));
        }
    }
    Found::facts(f)
}

/// 523: a 合神 in play 休囚死 or void.
fn weak(cx: &Ctx) -> Option<Found> {
    let mut f = Vec::new();
    for (name, h, with) in harmony_gods(cx) {
        if !cx.in_chuan_or_gan_up(h) {
            continue;
        }
        let v = cx.vitality(h);
        if !is_strong(v) {
            f.push(fact(format!("合神{}({name}) 值{}氣", cx.at(h), v.hanzi()), cx.about(h)).and(with.iter().copied()));
        }
        if cx.void(h) {
            f.push(fact(format!("合神{}({name}) 值空亡", cx.at(h)), cx.about(h)).and(with.iter().copied()));
        }
    }
    Found::facts(f)
}

/// 525: a 合神 in play 沖 刑 破 害 by the lessons and transmissions, or overcome by its palace.
fn spoiled(cx: &Ctx) -> Option<Found> {
    let mut f = Vec::new();
    for (name, h, with) in harmony_gods(cx) {
        if !cx.in_chuan_or_gan_up(h) {
            continue;
        }
        for x in cx.ke_chuan() {
            if x == h {
                continue;
            }
            let mut how = Vec::new();
            if x.opposite() == h {
                how.push("沖");
            }
            if x.punishes() == h {
                how.push("刑");
            }
            if po(x) == h {
                how.push("破");
            }
            if hai(x) == h {
                how.push("害");
            }
            if !how.is_empty() {
                let text = format!("{} {}合神{h}({name})", cx.at(x), how.join("、"));
                f.push(fact(text, cx.about(x)).and(cx.about(h)).and(with.iter().copied()));
            }
        }
        let below = cx.under(h);
        if below.element().restrains(h.element()) {
            let text = format!("合神{h}({name})加{below}，{below}克之");
            f.push(fact(text, cx.about(h)).and([About::Branch(below)]).and(with.iter().copied()));
        }
    }
    Found::facts(f)
}

/// 527, 531: the 干's own 三合 (that of its 寄宮) as the transmissions.
///
/// The text's day lists are exactly the stems whose 寄宮 triad holds their 日合
/// (乙丁戊庚壬癸) or 日德 (all but 己 辛).
fn own_triad(cx: &Ctx) -> Option<[Branch; 3]> {
    cx.chuan_triad().filter(|t| t.contains(&cx.gan))
}

/// 527: the 干's 三合 holding its 五合.
fn double(cx: &Ctx) -> Option<Found> {
    let t = own_triad(cx)?;
    let (stem, wuhe) = (cx.stem, five_harmony(cx.stem));
    t.contains(&wuhe).then_some(())?;
    let text = format!("{wuhe}為{stem}之五合，三傳{}又作{stem}之三合", triad_name(t));
    Found::facts(vec![fact(text, cx.about(wuhe)).and(chuan_about(cx)).and(cx.lodge_about())])
}

/// 531: the 干's 三合 holding its 日德.
fn virtue_triad(cx: &Ctx) -> Option<Found> {
    let t = own_triad(cx)?;
    let (stem, de) = (cx.stem, day_virtue(cx.stem));
    t.contains(&de).then_some(())?;
    let text = format!("三傳{}為{stem}之三合，內有日德{de}", triad_name(t));
    Found::facts(vec![fact(text, chuan_about(cx)).and(cx.lodge_about()).and(cx.about(de))])
}

/// 529: the 五合 that is the 日德, in play.
fn virtue_five(cx: &Ctx) -> Option<Found> {
    let (stem, de) = (cx.stem, day_virtue(cx.stem));
    (five_harmony(stem) == de && cx.in_chuan_or_gan_up(de)).then_some(())?;
    Found::facts(vec![fact(format!("{} 為{stem}之五合，亦為日德", cx.at(de)), cx.about(de)).and([cx.stem_about()])])
}

/// 517: the triads in play — one of its members in the lessons or transmissions.
fn triads_in_play(cx: &Ctx) -> Vec<[Branch; 3]> {
    TRIADS.into_iter().map(Branch::triad).filter(|t| t.iter().any(|&m| cx.in_ke_chuan(m))).collect()
}

/// 517 虛一待用: a 三合 with a member void.
///
/// The text's chart (壬申日 酉將未時) says 「干上丑空亡」, but 丑 is not void on a 甲子-旬 day
/// (戌亥 are); the void member of the triad it reads, 亥卯未, is 亥 — the 干's own palace.
/// So 干寄宮 and 日支 count as present members here.
///
/// Counting 干寄宮 and 日支 as present (as the text's example does: 「干陰卯乘貴人」 with the
/// stem's own 亥 void), the triad has two or three members present and one of them is void
/// (「三合值空亡」), or 年命 fill a void member and one is still missing (「年命填實一神，
/// 止缺一神」).
fn waiting(cx: &Ctx) -> Option<Found> {
    let fates = cx.fates();
    let mut out = Vec::new();
    for t in triads_in_play(cx) {
        // A member present: its words and what they are about.
        let source = |m: Branch| -> Option<(String, Vec<About>)> {
            if cx.in_ke_chuan(m) {
                Some((cx.at(m), cx.about(m)))
            } else if m == cx.gan {
                Some((format!("{m}(日干{}寄宮)", cx.stem), cx.lodge_about().to_vec()))
            } else if m == cx.zhi {
                Some((format!("{m}(日支)"), cx.zhi_about().to_vec()))
            } else {
                None
            }
        };
        let filled = |m: Branch| fates.iter().find(|(_, _, b)| *b == m).map(|&(n, p, _)| (n, p));
        let present: Vec<Branch> = t.iter().copied().filter(|&m| source(m).is_some()).collect();
        let voids: Vec<Branch> = present.iter().copied().filter(|&m| cx.void(m)).collect();
        let void_filled = voids.iter().filter(|&&m| filled(m).is_some()).count();
        let complete_real = present.len() == 3 && voids.len() == void_filled;
        if present.len() < 2 || voids.is_empty() || complete_real {
            continue;
        }
        let mut parts: Vec<String> = Vec::new();
        let mut about: Vec<About> = Vec::new();
        for &m in &t {
            match source(m) {
                Some((s, a)) => {
                    about.extend(a);
                    if cx.void(m) {
                        match filled(m) {
                            Some((n, p)) => {
                                about.extend(cx.place(p));
                                parts.push(format!("{s}空亡，{n}填實"));
                            }
                            None => parts.push(format!("{s}空亡")),
                        }
                    } else {
                        parts.push(s);
                    }
                }
                None => {
                    about.push(About::Branch(m));
                    parts.push(format!("缺{m}"));
                }
            }
        }
        out.push(fact(format!("{}：{}", triad_name(t), parts.join("，")), about));
    }
    Found::facts(out)
}

/// 517 湊合: a 三合 in play, not whole in the lessons and transmissions, that 日 (干寄宮),
/// 辰 (日支) or 占時 complete.
fn gathered(cx: &Ctx) -> Option<Found> {
    let hour = cx.chart.hour_branch;
    let stem_birth = cx.stem_stage_branch(LifeStage::Birth);
    let wuhe = five_harmony(cx.stem);
    let mut out = Vec::new();
    for t in triads_in_play(cx) {
        if t.iter().all(|&m| cx.in_ke_chuan(m)) {
            continue;
        }
        let supplied = |m: Branch| -> Option<(&'static str, Vec<About>)> {
            if cx.in_ke_chuan(m) {
                None
            } else if m == cx.gan {
                Some(("日干寄宮", cx.lodge_about().to_vec()))
            } else if m == cx.zhi {
                Some(("日支", cx.zhi_about().to_vec()))
            } else if m == hour {
                Some(("占時", cx.place(Place::Hour).to_vec()))
            } else {
                None
            }
        };
        if !t.iter().all(|&m| cx.in_ke_chuan(m) || supplied(m).is_some()) {
            continue;
        }
        let mut parts = Vec::new();
        let mut about: Vec<About> = Vec::new();
        for &m in &t {
            let Some((by, a)) = supplied(m) else {
                about.extend(cx.about(m));
                continue;
            };
            about.extend(a);
            let g = cx.general(m);
            let mut why = format!("{by}{m}湊之，{m}乘{g}");
            if m == stem_birth {
                why.push_str("，系長生，長上成合");
            }
            if m == wuhe {
                why.push_str("，系日合，相好之人成合");
            }
            match g {
                General::Guiren => why.push_str("，乘貴人，貴官提攜"),
                General::Qinglong => why.push_str("，乘青龍，富人提攜"),
                _ => {}
            }
            parts.push(why);
        }
        out.push(fact(format!("{}：{}", triad_name(t), parts.join("；")), about));
    }
    Found::facts(out)
}
