//! 合 Hé — the harmonies (卷中 lines 487–531): 五合 (日合) and its 化, 遁干作合, 六合,
//! 三合, 虛一待用 and 湊合, and the 合神 as they help or fail.
//!
//! 「以上三等合為用入傳，或加干上，凡占無不如意」 (519): a 合 counts when it is in the
//! transmissions or over the day stem. The 干's 六合 and 三合 are those of its 寄宮
//! (「干六合非與日干作合，乃與干寄之宮六合耳」 501, and likewise 三合 513).

use crate::cycle::{Branch, Element, Stem};
use crate::generals::General;
use crate::relations::LifeStage;
use crate::shensha::rules::{day_virtue, five_harmony, hai, po};

use super::strength::is_strong;
use super::{is_baleful, legacy, push, triad_element, triad_name, Ctx, Legacy, Passage, Rule};

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
    ["中正合", "仁義合", "威權合", "淫泆合", "無情合"][stem.index() % 5]
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
    let k = (stem.index() % 5) as i64;
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

/// The 合神 of the day: 日合, the 六合 of 干寄宮, the 六合 of 支.
fn harmony_gods(cx: &Ctx) -> Vec<(String, Branch)> {
    let mut v = vec![
        (format!("{}之日合", cx.stem), five_harmony(cx.stem)),
        (format!("與{}寄之{}宮六合", cx.stem, cx.gan), cx.gan.six_harmony()),
    ];
    if cx.zhi.six_harmony() != cx.gan.six_harmony() {
        v.push((format!("與支{}六合", cx.zhi), cx.zhi.six_harmony()));
    }
    v
}

/// The rules of this module, in the text's order.
#[rustfmt::skip]
pub(crate) const RULES: &[Rule] = &[
    Rule::new("harmony.five", "合", "五合入傳", &[FIVE], |cx| legacy(cx, find, "harmony.five")),
    Rule::new("harmony.five_kind", "合", "五合之性", &[FIVE_KIND], |cx| legacy(cx, find, "harmony.five_kind")),
    Rule::new("harmony.five_transform", "合", "五合化氣", &[FIVE_TRANSFORM], |cx| legacy(cx, find, "harmony.five_transform")),
    Rule::new("harmony.hidden", "合", "遁干作合", &[HIDDEN], |cx| legacy(cx, find, "harmony.hidden")),
    Rule::new("harmony.six", "合", "六合入傳", &[SIX], |cx| legacy(cx, find, "harmony.six")),
    Rule::new("harmony.six_kind", "合", "六合之性", &[SIX_KIND], |cx| legacy(cx, find, "harmony.six_kind")),
    Rule::new("harmony.stem_branch_six", "合", "干支本作六合", &[STEM_BRANCH_SIX], |cx| legacy(cx, find, "harmony.stem_branch_six")),
    Rule::new("harmony.upper_six", "合", "干支上六合", &[UPPER_SIX], |cx| legacy(cx, find, "harmony.upper_six")),
    Rule::new("harmony.both_six", "合", "干支上下皆合", &[UPPER_SIX], |cx| legacy(cx, find, "harmony.both_six")),
    Rule::new("harmony.cross_six", "合", "干支交車合", &[UPPER_SIX], |cx| legacy(cx, find, "harmony.cross_six")),
    Rule::new("harmony.triad", "合", "三合", &[TRIAD], |cx| legacy(cx, find, "harmony.triad")),
    Rule::new("harmony.triad_kin", "合", "三合化出之局", &[TRIAD_KIN], |cx| legacy(cx, find, "harmony.triad_kin")),
    Rule::new("harmony.stem_triad", "合", "干支三合", &[STEM_TRIAD], |cx| legacy(cx, find, "harmony.stem_triad")),
    Rule::new("harmony.stem_branch_triad", "合", "干支本作三合", &[STEM_BRANCH_TRIAD], |cx| legacy(cx, find, "harmony.stem_branch_triad")),
    Rule::new("harmony.lei", "合", "合神與類神", &[WITH_LEI], |cx| legacy(cx, find, "harmony.lei")),
    Rule::new("harmony.false_friend", "合", "合神克干乘凶將", &[FALSE_FRIEND], |cx| legacy(cx, find, "harmony.false_friend")),
    Rule::new("harmony.weak", "合", "合神不得力", &[WEAK], |cx| legacy(cx, find, "harmony.weak")),
    Rule::new("harmony.spoiled", "合", "合神被撓", &[SPOILED], |cx| legacy(cx, find, "harmony.spoiled")),
    Rule::new("harmony.double", "合", "合中又合", &[DOUBLE], |cx| legacy(cx, find, "harmony.double")),
    Rule::new("harmony.virtue_triad", "合", "三合與日德並", &[VIRTUE_TRIAD], |cx| legacy(cx, find, "harmony.virtue_triad")),
    Rule::new("harmony.virtue_five", "合", "五合與日德並", &[VIRTUE_FIVE], |cx| legacy(cx, find, "harmony.virtue_five")),
    Rule::new("harmony.waiting", "合", "虛一待用", &[WAITING], |cx| legacy(cx, find, "harmony.waiting")),
    Rule::new("harmony.gathered", "合", "湊合格", &[GATHERED], |cx| legacy(cx, find, "harmony.gathered")),
];

pub(crate) fn find(cx: &Ctx, out: &mut Vec<Legacy>) {
    let stem = cx.stem;
    let wuhe = five_harmony(stem);
    let partner = stem.combines_with();
    let c = cx.chuan();

    // 491, 493, 495: 五合 in the transmissions or over the stem.
    if cx.in_chuan_or_gan_up(wuhe) {
        push(out, "harmony.five", "五合入傳", FIVE, vec![format!("{} 為{stem}之日合({partner}居{wuhe})", cx.at(wuhe))]);
        let pair = if stem.index() < 5 { (stem, partner) } else { (partner, stem) };
        push(
            out,
            "harmony.five_kind",
            five_kind(stem),
            FIVE_KIND,
            vec![format!("{}{}為{}", pair.0, pair.1, five_kind(stem))],
        );
        let (met, e) = five_transform(stem);
        push(
            out,
            "harmony.five_transform",
            "五合化氣",
            FIVE_TRANSFORM,
            vec![
                format!("{}{}輪至辰值{met}，化為{}德", pair.0, pair.1, e.hanzi()),
                format!("化出之{} 為{stem}之{}", e.hanzi(), cx.kin_of(e).hanzi()),
            ],
        );
    }

    // 497: 遁干 in the lessons and transmissions that combine with the day stem or
    // with each other.
    let kc = cx.ke_chuan();
    let mut f = Vec::new();
    for (i, &a) in kc.iter().enumerate() {
        let Some(sa) = cx.day.hidden_stem(a) else { continue };
        if sa == partner {
            f.push(format!("{}遁{sa} 與{stem}作合", cx.at(a)));
        }
        for &b in &kc[i + 1..] {
            if let Some(sb) = cx.day.hidden_stem(b) {
                if sb == sa.combines_with() {
                    f.push(format!("{}遁{sa}、{}遁{sb} 作合", cx.at(a), cx.at(b)));
                }
            }
        }
    }
    push(out, "harmony.hidden", "遁干作合", HIDDEN, f);

    // 499, 501: the 六合 of 干寄宮 and of 支 in the transmissions or over the stem.
    let mut six = Vec::new();
    let mut kinds = Vec::new();
    for (name, h) in harmony_gods(cx).into_iter().skip(1) {
        if cx.in_chuan_or_gan_up(h) {
            six.push(format!("{} {name}", cx.at(h)));
            let k = format!("{}{}{}", h.six_harmony(), h, six_kind(h));
            if !kinds.contains(&k) {
                kinds.push(k);
            }
        }
    }
    let broken = kinds.iter().any(|k| k.contains('破'));
    push(out, "harmony.six", "六合入傳", SIX, six);
    push(out, "harmony.six_kind", if broken { "合中有破" } else { "六合之性" }, SIX_KIND, kinds);

    // 503: 干支本作六合, one over the other.
    if cx.gan.six_harmony() == cx.zhi {
        let mut f = Vec::new();
        if cx.zhi_up() == cx.gan {
            f.push(format!("{stem}寄{}，與支{}六合；干加支({}加{})", cx.gan, cx.zhi, cx.gan, cx.zhi));
        }
        if cx.gan_up() == cx.zhi {
            f.push(format!("{stem}寄{}，與支{}六合；支加干({}加{})", cx.gan, cx.zhi, cx.zhi, cx.gan));
        }
        push(out, "harmony.stem_branch_six", "干支本作六合", STEM_BRANCH_SIX, f);
    }

    // 505: 干支上六合, 干支上下皆合, 干支交車合.
    let (gu, zu) = (cx.gan_up(), cx.zhi_up());
    if gu.six_harmony() == zu {
        push(out, "harmony.upper_six", "干支上六合", UPPER_SIX, vec![format!("干上{gu}與支上{zu}六合")]);
    }
    if gu.six_harmony() == cx.gan && zu.six_harmony() == cx.zhi {
        push(
            out,
            "harmony.both_six",
            "干支上下皆合",
            UPPER_SIX,
            vec![format!("干上{gu}合{}，支上{zu}合{}", cx.gan, cx.zhi)],
        );
    }
    if gu.six_harmony() == cx.zhi && zu.six_harmony() == cx.gan {
        push(
            out,
            "harmony.cross_six",
            "干支交車合",
            UPPER_SIX,
            vec![format!("干上{gu}合支{}，支上{zu}合{}寄之{}", cx.zhi, stem, cx.gan)],
        );
    }

    // 507, 511, 513: the transmissions as one 三合. (513's first example is printed
    // 「甲子日戌加申，三傳戌午寅」; that plate gives 辰午申. Read 「戌加甲」 — 戌 over 寅, as
    // the next example says 「申加乙」 — which gives 戌午寅; tests/readings_harmony.rs shows both.)
    let triad = cx.chuan_triad();
    if let Some(t) = triad {
        let e = triad_element(t);
        push(out, "harmony.triad", "三合", TRIAD, vec![format!("三傳{}{}{} 為{}", c[0], c[1], c[2], triad_kind(e))]);
        push(
            out,
            "harmony.triad_kin",
            "三合化出之局",
            TRIAD_KIN,
            vec![format!("{}化出{}局，為{stem}之{}", triad_name(t), e.hanzi(), cx.kin_of(e).hanzi())],
        );
    }
    let mut f = Vec::new();
    if let Some(t) = triad {
        if t.contains(&cx.gan) {
            f.push(format!("三傳{} 與{stem}寄之{}宮三合", triad_name(t), cx.gan));
        }
        if t.contains(&cx.zhi) {
            f.push(format!("三傳{} 與支{}三合", triad_name(t), cx.zhi));
        }
    }
    if gu != cx.gan && gu.triad() == cx.gan.triad() {
        f.push(format!("干上{gu}與{stem}寄之{}宮三合，支上{zu}與支{}亦成三合", cx.gan, cx.zhi));
    }
    push(out, "harmony.stem_triad", "干支三合", STEM_TRIAD, f);

    // 515: 干支本作三合, one over the other.
    if cx.gan != cx.zhi && cx.gan.triad().contains(&cx.zhi) {
        let mut f = Vec::new();
        let t = triad_name(cx.zhi.triad());
        if zu == cx.gan {
            f.push(format!("{stem}寄{}，與支{}同在{t}；干加支({}加{})", cx.gan, cx.zhi, cx.gan, cx.zhi));
        }
        if gu == cx.zhi {
            f.push(format!("{stem}寄{}，與支{}同在{t}；支加干({}加{})", cx.gan, cx.zhi, cx.zhi, cx.gan));
        }
        if !f.is_empty() && triad.is_some_and(|t| t.contains(&cx.gan)) {
            f.push(format!("三傳{}{}{} 合成一局", c[0], c[1], c[2]));
        }
        push(out, "harmony.stem_branch_triad", "干支本作三合", STEM_BRANCH_TRIAD, f);
    }

    // 517: 虛一待用 and 湊合.
    waiting_and_gathered(cx, out);

    // 519–525: the 合神 in play.
    let gods = harmony_gods(cx);
    if let Some(lei) = cx.lei {
        let mut f = Vec::new();
        for (name, h) in &gods {
            if !cx.in_chuan_or_gan_up(*h) {
                continue;
            }
            let g = cx.general(*h);
            let tail = match g {
                General::Guiren => "乘貴，貴人成事",
                General::Qinglong => "乘龍，富人成就",
                General::Liuhe => "乘合，錢財、婚姻、喜事",
                _ => "",
            };
            let tail = if tail.is_empty() { format!("乘{g}") } else { tail.to_string() };
            if *h == lei {
                f.push(format!("合神{}({name})即作類神，事成而易；{tail}", cx.at(*h)));
            } else if h.six_harmony() == lei {
                f.push(format!("合神{}({name})與類神{lei}作合；{tail}", cx.at(*h)));
            } else if cx.up(*h).six_harmony() == lei {
                f.push(format!("合神{}({name})之陰神{}與類神{lei}作合；{tail}", cx.at(*h), cx.up(*h)));
            }
        }
        push(out, "harmony.lei", "合神與類神", WITH_LEI, f);
    }
    let mut false_friend = Vec::new();
    let mut weak = Vec::new();
    let mut spoiled = Vec::new();
    for (name, h) in &gods {
        let h = *h;
        let on_hour = cx.chart.hour_branch == h;
        if (cx.in_ke_chuan(h) || on_hour) && cx.is_ghost(h) && is_baleful(cx.general(h)) {
            let place = if cx.in_ke_chuan(h) { cx.at(h) } else { format!("{h}(占時)") };
            false_friend.push(format!("合神{place}({name}) 克{stem}，乘{}", cx.general(h)));
        }
        if !cx.in_chuan_or_gan_up(h) {
            continue;
        }
        let v = cx.vitality(h);
        if !is_strong(v) {
            weak.push(format!("合神{}({name}) 值{}氣", cx.at(h), v.hanzi()));
        }
        if cx.void(h) {
            weak.push(format!("合神{}({name}) 值空亡", cx.at(h)));
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
                spoiled.push(format!("{} {}合神{h}({name})", cx.at(x), how.join("、")));
            }
        }
        let below = cx.under(h);
        if below.element().restrains(h.element()) {
            spoiled.push(format!("合神{h}({name})加{below}，{below}克之"));
        }
    }
    push(out, "harmony.false_friend", "合神克干乘凶將", FALSE_FRIEND, false_friend);
    push(out, "harmony.weak", "合神不得力", WEAK, weak);
    push(out, "harmony.spoiled", "合神被撓", SPOILED, spoiled);

    // 527, 529, 531: the 干's own 三合 (that of its 寄宮) in the transmissions, holding
    // the 日合 or the 日德. The text's day lists are exactly the stems whose 寄宮 triad
    // holds their 日合 (乙丁戊庚壬癸) or 日德 (all but 己 辛).
    let de = day_virtue(stem);
    if let Some(t) = triad.filter(|t| t.contains(&cx.gan)) {
        if t.contains(&wuhe) {
            push(
                out,
                "harmony.double",
                "合中又合",
                DOUBLE,
                vec![format!("{wuhe}為{stem}之五合，三傳{}又作{stem}之三合", triad_name(t))],
            );
        }
        if t.contains(&de) {
            push(
                out,
                "harmony.virtue_triad",
                "三合與日德並",
                VIRTUE_TRIAD,
                vec![format!("三傳{}為{stem}之三合，內有日德{de}", triad_name(t))],
            );
        }
    }
    if wuhe == de && cx.in_chuan_or_gan_up(de) {
        push(
            out,
            "harmony.virtue_five",
            "五合與日德並",
            VIRTUE_FIVE,
            vec![format!("{} 為{stem}之五合，亦為日德", cx.at(de))],
        );
    }
}

/// 517: a 三合 with a member void (虛一待用), and a 三合 that the day stem's palace, the
/// day branch or the hour completes (湊合).
///
/// The text's chart (壬申日 酉將未時) says 「干上丑空亡」, but 丑 is not void on a 甲子-旬 day
/// (戌亥 are); the void member of the triad it reads, 亥卯未, is 亥 — the 干's own palace.
/// So 干寄宮 and 日支 count as present members here.
///
/// A triad is in play when one of its members is in the lessons or transmissions.
/// 虛一待用: counting 干寄宮 and 日支 as present (as the text's example does: 「干陰卯
/// 乘貴人」 with the stem's own 亥 void), the triad has two or three members present and
/// one of them is void (「三合值空亡」), or 年命 fill a void member and one is still
/// missing (「年命填實一神，止缺一神」). 湊合: the members missing from the lessons and
/// transmissions are all supplied by 日 (干寄宮), 辰 (日支) or 占時.
fn waiting_and_gathered(cx: &Ctx, out: &mut Vec<Legacy>) {
    let hour = cx.chart.hour_branch;
    let fates: Vec<(&str, Branch)> = cx.fates().into_iter().map(|(n, _, b)| (n, b)).collect();
    let stem_birth = cx.stem_stage_branch(LifeStage::Birth);
    let wuhe = five_harmony(cx.stem);
    let mut waiting = Vec::new();
    let mut gathered = Vec::new();
    for key in TRIADS {
        let t = key.triad();
        if !t.iter().any(|&m| cx.in_ke_chuan(m)) {
            continue;
        }
        let source = |m: Branch| -> Option<String> {
            if cx.in_ke_chuan(m) {
                Some(cx.at(m))
            } else if m == cx.gan {
                Some(format!("{m}(日干{}寄宮)", cx.stem))
            } else if m == cx.zhi {
                Some(format!("{m}(日支)"))
            } else {
                None
            }
        };
        let filled = |m: Branch| fates.iter().find(|(_, b)| *b == m).map(|(n, _)| *n);
        let present: Vec<Branch> = t.iter().copied().filter(|&m| source(m).is_some()).collect();
        let voids: Vec<Branch> = present.iter().copied().filter(|&m| cx.void(m)).collect();
        let void_filled: Vec<Branch> = voids.iter().copied().filter(|&m| filled(m).is_some()).collect();
        let complete_real = present.len() == 3 && voids.len() == void_filled.len();
        if present.len() >= 2 && !voids.is_empty() && !complete_real {
            let mut parts: Vec<String> = Vec::new();
            for &m in &t {
                match source(m) {
                    Some(s) if cx.void(m) => match filled(m) {
                        Some(n) => parts.push(format!("{s}空亡，{n}填實")),
                        None => parts.push(format!("{s}空亡")),
                    },
                    Some(s) => parts.push(s),
                    None => parts.push(format!("缺{m}")),
                }
            }
            waiting.push(format!("{}：{}", triad_name(t), parts.join("，")));
        }

        // 湊合: complete with 日, 辰, 占時, not without them.
        if t.iter().all(|&m| cx.in_ke_chuan(m)) {
            continue;
        }
        let supplied = |m: Branch| -> Option<&'static str> {
            if cx.in_ke_chuan(m) {
                None
            } else if m == cx.gan {
                Some("日干寄宮")
            } else if m == cx.zhi {
                Some("日支")
            } else if m == hour {
                Some("占時")
            } else {
                None
            }
        };
        if t.iter().all(|&m| cx.in_ke_chuan(m) || supplied(m).is_some()) {
            let mut parts = Vec::new();
            for &m in &t {
                if let Some(by) = supplied(m) {
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
            }
            gathered.push(format!("{}：{}", triad_name(t), parts.join("；")));
        }
    }
    push(out, "harmony.waiting", "虛一待用", WAITING, waiting);
    push(out, "harmony.gathered", "湊合格", GATHERED, gathered);
}
