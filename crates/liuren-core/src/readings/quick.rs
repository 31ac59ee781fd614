//! 數目 顏色 新舊 親疏 遠近 眾寡 遲速 已往未來 — the quick readings (卷中 lines 635–711;
//! the 數目 ones in [`numbers`](super::numbers)), and 分野 / 分方 of the palace the 類神
//! stands on, Chinese and foreign, its 安危, and where the signs of 趨向 and 任所 stand
//! (lines 3–49).
//!
//! Each reads the 類神 when the caller names one, else the 用神 (初傳), as the text
//! reads 「用神、類神」 together.

use crate::cycle::{Branch, Element, SeasonRank};
use crate::generals::General;
use crate::reading::{About, Fact, Place, Tone};
use crate::relations::{LifeStage, Vitality};
use crate::shensha::colours::{branch_colour, stem_colour, Colour};
use crate::shensha::fenye::{fenye, ForeignStar, FOREIGN_STARS};
use crate::shensha::rules::{day_virtue, virtue_stem};
use crate::shensha::tables::month::{TIAN_EN, TIAN_MA};
use crate::view::{side_of, Side};

use super::seal::seals;
use super::strength::is_strong;
use super::{fact, Ctx, Found, Passage, Rule};

/// 顏色 — 服色 (655).
pub const COLOURS: Passage = Passage::new(
    655,
    "占人服色，乾為外，支為內，天盤為上身，地盤為下身。如壬寅加申為用，壬為外，外穿黑色衣，寅為內，內穿青赤色衣，申為下身，穿白黑黃色也。",
);
/// 顏色 — 物色 (657).
pub const THING_COLOURS: Passage = Passage::new(657, "射覆占物之色，亦如之。如午加酉為用，應是上赤下白之物");
/// 新舊 (661).
pub const NEW_OLD: Passage = Passage::new(
    661,
    "用起旺相為新，休囚為舊，長生為新，墓神為舊，孟神為新，仲神為半新，季神為舊。剛日用起長生為新，墓神為舊。陰日視日德，日德之長生為新，日德之墓為舊。如用神新，陰神舊，或用神舊陰神新，皆主新舊參半。",
);
/// 舊臨新, 新臨舊 (663).
pub const NEW_OVER_OLD: Passage = Passage::new(663, "舊臨新為用，主舊事復起;新臨舊為用，主舊事中新事又起。");
/// 新舊 of things (665).
pub const THINGS: Passage = Passage::new(665, "占物新神為用，為新物;舊神為用，為舊物，為已死物。");
/// 新舊 of livestock (667).
pub const LIVESTOCK: Passage = Passage::new(667, "占六畜旺相，無刑為畜養生物，休囚死墓或逢刑為已殺之物。");
/// 親疏 of 干 and 支 (671).
pub const KIN_DAY: Passage = Passage::new(
    671,
    "乾與支，己與人也。乾支上下互為六合、三合，或相生者為親，不合不相生者為疏。乾支各成三合局者為尤疏，並主各不相顧。",
);
/// 親疏 of 用神 / 類神 (673).
pub const KIN_SUBJECT: Passage =
    Passage::new(673, "用神、類神與乾三合、六合，或相生者，為親;不合、不相生者不疏。用神、類神系日德為親，又為舊交。");
/// 本家人 (675).
pub const HOUSEHOLD: Passage = Passage::new(675, "用神、類神與乾支同氣為本家人。如甲日見寅卯，子日見亥。");
/// 鄰里人 (677).
pub const NEIGHBOUR: Passage =
    Passage::new(677, "用神、類神與乾支陵迫為郭里人、近處人。如丙日見辰午，午日見巳未是也。");
/// 遠近 of 干 and 支 (681).
pub const FAR_DAY: Passage = Passage::new(681, "乾與相相併者為最近，隔一二位為遠，三四位者更遠，至七位則極遠矣。");
/// 遠近 of 用神 from 干 (683).
pub const FAR_STEPS: Passage =
    Passage::new(683, "用神、類神臨乾為近，隔一二三四位者漸遠，七位者極遠，逾七位則與支反近矣。");
/// 遠近 by lesson (685).
pub const FAR_LESSON: Passage = Passage::new(685, "用神、類神臨乾為近，臨乾陰次之，臨支為遠，臨支陰更遠。");
/// 遠近 by transmission (687).
pub const FAR_CHUAN: Passage = Passage::new(
    687,
    "以乾支用神對待言，幹上為近，用神為遠;以三傳言，初近中遠末最遠，並為最高，因三傳相因，皆是上神，愈傳而愈高也。",
);
/// 干在空鄉 (691).
pub const ALONE: Passage = Passage::new(
    691,
    "乾在空鄉，為孤立之象，而無相助之人。如庚辰日乾在空鄉是也。若辰加乾，主孤立之際有相契之人來扶，辰為日三合生乾也。若午加乾，主孤立之際水遭劫難，午為日鬼克乾也。",
);
/// 三合局以眾言 (693).
pub const MANY_TRIAD: Passage = Passage::new(693, "乾支三傳作三合局者，以眾言。");
/// 同氣以眾言，比肩加干 (695).
pub const MANY_KIND: Passage = Passage::new(
    695,
    "三傳三神同氣，如辰未戌之類;兩神同氣，如卯寅之類，亦以眾言。比肩加乾為兄弟朋友之眾，如乙日幹上卯，乾陰寅之類。",
);
/// 返吟、連茹 (697).
pub const MANY_CHAIN: Passage = Passage::new(697, "返吟、連茹，為牽連之眾。");
/// 河魁為用 (699).
pub const MANY_KUI: Passage = Passage::new(699, "河魁者，部領之權，為用亦以眾言。如乘勾陳，主兇徒集眾為妖。");
/// 遲速 by 貴人 (703).
pub const SPEED_NOBLE: Passage = Passage::new(703, "乾支在貴人前凡占皆速，在貴人後皆遲。");
/// 遲速 by 用神 (705).
pub const SPEED_USED: Passage = Passage::new(705, "用神旺相速，旺仲尤速，旺孟次之，季神較遲，休囚死遲。");
/// 已往未來 by place (709).
pub const TIME_PLACE: Passage =
    Passage::new(709, "用神臨乾前為已往，臨乾後為未來，臨乾為當時事，如甲日辰加卯為用為已往，戌加子為用為未來。");
/// 已往未來 by season (711).
pub const TIME_SEASON: Passage = Passage::new(711, "用起休囚死為已往，相氣為未來，旺氣為當時事。");
/// 彼處安危 (47).
pub const SAFETY: Passage =
    Passage::new(47, "視地盤上神將以推吉凶。假如占彼處安危，地盤上見吉神吉將，自然平靜，否則有災難也。");
/// 任所 (47).
pub const POST: Passage = Passage::new(47, "又如仕人占任所，官星、食神、二馬、天恩臨何處，即主蒞位何處。");
/// 趨向 (47).
pub const GOING: Passage = Passage::new(47, "常人占趨向，長生、日德、印爻、青龍臨何處可往，何處行游。");
/// 分方 (45).
pub const DIRECTION: Passage = Passage::new(45, "按方分視法為準，如亥為西北，子為正北之類。");

/// The rules of this module, in the text's order (分野 by the palace read: one row a line).
pub(crate) const RULES: &[Rule] = &[
    Rule::new("quick.yanse.655", "顏色", "顏色", &[COLOURS], colours),
    Rule::new("quick.yanse.657", "顏色", "顏色", &[THING_COLOURS], thing_colours),
    Rule::new("quick.xinjiu.661", "新舊", "新舊", &[NEW_OLD], new_old),
    Rule::new("quick.xinjiu.663", "新舊", "新舊", &[NEW_OVER_OLD], new_over_old),
    Rule::new("quick.xinjiu.665", "新舊", "新舊", &[THINGS], things),
    Rule::new("quick.xinjiu.667", "新舊", "新舊", &[LIVESTOCK], livestock),
    Rule::new("quick.qinshu.671", "親疏", "親疏", &[KIN_DAY], kin_day),
    Rule::new("quick.qinshu.673", "親疏", "親疏", &[KIN_SUBJECT], kin_subject),
    Rule::new("quick.qinshu.675", "親疏", "親疏", &[HOUSEHOLD], household),
    Rule::new("quick.qinshu.677", "親疏", "親疏", &[NEIGHBOUR], neighbour),
    Rule::new("quick.yuanjin.681", "遠近", "遠近", &[FAR_DAY], far_day),
    Rule::new("quick.yuanjin.683", "遠近", "遠近", &[FAR_STEPS], far_steps),
    Rule::new("quick.yuanjin.685", "遠近", "遠近", &[FAR_LESSON], far_lesson),
    Rule::new("quick.yuanjin.687", "遠近", "遠近", &[FAR_CHUAN], far_chuan),
    Rule::new("quick.zhonggua.691", "眾寡", "眾寡", &[ALONE], alone),
    Rule::new("quick.zhonggua.693", "眾寡", "眾寡", &[MANY_TRIAD], many_triad),
    Rule::new("quick.zhonggua.695", "眾寡", "眾寡", &[MANY_KIND], many_kind),
    Rule::new("quick.zhonggua.697", "眾寡", "眾寡", &[MANY_CHAIN], many_chain),
    Rule::new("quick.zhonggua.699", "眾寡", "眾寡", &[MANY_KUI], many_kui),
    Rule::new("quick.chisu.703", "遲速", "遲速", &[SPEED_NOBLE], speed_noble),
    Rule::new("quick.chisu.705", "遲速", "遲速", &[SPEED_USED], speed_used),
    Rule::new("quick.yiwang.709", "已往未來", "已往未來", &[TIME_PLACE], time_place),
    Rule::new("quick.yiwang.711", "已往未來", "已往未來", &[TIME_SEASON], time_season),
    Rule::new("quick.fenye", "分野", "分野", &FENYE_ROWS, fenye_row),
    Rule::new("quick.fenye.foreign", "分野", "分野", &FOREIGN_ROWS, foreign),
    Rule::new("quick.fenfang.45", "分方", "分方", &[DIRECTION], direction_row),
    // 「視地盤上神將以推吉凶……見吉神吉將，自然平靜，否則有災難也」 (47): 吉 or 凶 by the
    // case (Found::toned).
    Rule::new("quick.fenye.47", "分野", "分野", &[SAFETY], safety),
    Rule::new("quick.fenfang.47.going", "分方", "分方", &[GOING], going),
    Rule::new("quick.fenfang.47.post", "分方", "分方", &[POST], post),
];

/// 分野 (lines 7–29): the opening words of each palace's row, 子…亥.
pub const FENYE_ROWS: [Passage; 12] = [
    Passage::new(7, "子自女二至危十一，古齊境"),
    Passage::new(9, "醜自斗三至女一，古吳越也"),
    Passage::new(11, "寅自尾三至斗二，古燕地"),
    Passage::new(13, "卯自氐一至尾二，古宋地"),
    Passage::new(15, "辰自軫十至氐初，古鄭境"),
    Passage::new(17, "巳自張十五度至軫九，古楚地"),
    Passage::new(19, "午自柳十三至張十四，古周地"),
    Passage::new(21, "未自井八至柳二，古秦地"),
    Passage::new(23, "申自畢六至井七，古晉地"),
    Passage::new(25, "酉自婁三至畢五，古趙地"),
    Passage::new(27, "戌自奎一至婁二，古魯地"),
    Passage::new(29, "亥自危十二至奎初，古衛地"),
];

/// 外國 (lines 33–43): the lines of the stars that rule foreign peoples, in the order of
/// [`FOREIGN_STARS`] (巳's two stars share line 39).
pub const FOREIGN_ROWS: [Passage; 6] = [
    Passage::new(33, "子宮虛宿，有天壘城星，主北夷、仃伶、匈奴。"),
    Passage::new(35, "醜宮斗宿，有狗國星，主鮮卑、烏桓、沃沮。"),
    Passage::new(37, "辰宮角宿，有南門星，主夷狄。"),
    Passage::new(39, "巳宮軫宿，有丘子星，翼宿有東甌星，皆主蠻夷。"),
    Passage::new(41, "午宮張宿有長垣星，主北裔。"),
    Passage::new(43, "申宮參宿有伐星，主鮮卑、北戎。"),
];

/// A colour in words: 「青」, 「青中雜赤」 (branches), 「青中帶白」 (stems).
fn colour_words(c: &Colour, mixed_word: &str) -> String {
    let mut s = c.main.hanzi().to_string();
    if !c.mixed.is_empty() {
        s.push_str(mixed_word);
        for h in c.mixed {
            s.push_str(h.hanzi());
        }
    }
    s
}

/// 新 (+1), 舊 (−1) or 半新 (0) by the criteria of line 661, with the facts.
fn newness(cx: &Ctx, b: Branch) -> (i32, Vec<String>) {
    let mut score: i32 = 0;
    let mut facts = Vec::new();
    let v = cx.vitality(b);
    if is_strong(v) {
        score += 1;
        facts.push(format!("{b}值{}為新", v.hanzi()));
    } else {
        score -= 1;
        facts.push(format!("{b}值{}為舊", v.hanzi()));
    }
    match b.rank() {
        SeasonRank::Meng => {
            score += 1;
            facts.push(format!("{b}孟神為新"));
        }
        SeasonRank::Zhong => facts.push(format!("{b}仲神為半新")),
        SeasonRank::Ji => {
            score -= 1;
            facts.push(format!("{b}季神為舊"));
        }
    }
    // 剛日 by the stem's own 長生 and 墓; 陰日 by those of the 日德 — the 陽干 whose
    // virtue it takes (乙 德申, 庚 生巳 墓丑). For a 剛日 that 陽干 is the stem itself.
    let by = virtue_stem(cx.stem);
    let whose = if cx.stem.is_yang() { format!("{by}") } else { format!("日德{}({by})", day_virtue(cx.stem)) };
    match LifeStage::of_stem(by, b) {
        LifeStage::Birth => {
            score += 1;
            facts.push(format!("{b}為{whose}之長生，為新"));
        }
        LifeStage::Tomb => {
            score -= 1;
            facts.push(format!("{b}為{whose}之墓，為舊"));
        }
        _ => {}
    }
    (score.signum(), facts)
}

fn new_old_word(n: i32) -> &'static str {
    match n {
        1 => "新",
        -1 => "舊",
        _ => "半新",
    }
}

/// 顏色 (655): 外 by the 類神's 遁干, 內 and 上身 by the 類神, 下身 by the palace
/// under it (「如壬寅加申為用，壬為外……寅為內……申為下身」).
fn colours(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let below = cx.under(s);
    let inner = colour_words(branch_colour(s), "中雜");
    let lower = colour_words(branch_colour(below), "中雜");
    let mut parts = Vec::new();
    let mut facts = Vec::new();
    match cx.day.hidden_stem(s) {
        Some(h) => {
            let outer = colour_words(stem_colour(h), "中帶");
            parts.push(format!("外{outer}"));
            facts.push(fact(format!("{who}{s}遁{h}為外，{h}{outer}"), sa.clone()).and([About::Stem(h)]));
        }
        None => facts.push(fact(format!("{who}{s}空亡無遁干，外色不論"), sa.clone())),
    }
    parts.push(format!("內{inner}"));
    parts.push(format!("下身{lower}"));
    facts.push(fact(format!("{s}為內、上身，{s}{inner}"), sa.clone()));
    facts.push(fact(format!("{s}加{below}，{below}為下身，{below}{lower}"), sa).and([About::Branch(below)]));
    Found::verdict(parts.join("；"), facts)
}

/// 顏色 (657): 「午加酉為用，應是上赤下白之物」.
fn thing_colours(cx: &Ctx) -> Option<Found> {
    let (s, _) = cx.subject();
    let below = cx.under(s);
    let verdict = format!("上{}下{}之物", branch_colour(s).main, branch_colour(below).main);
    Found::verdict(verdict, vec![fact(format!("{s}加{below}"), cx.subject_about()).and([About::Branch(below)])])
}

/// 新舊 (661): the subject and its 陰神.
fn new_old(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let (ns, sf) = newness(cx, s);
    let yin = cx.up(s);
    let (ny, yf) = newness(cx, yin);
    let mut facts = vec![fact(format!("{who}{s}"), sa.clone())];
    facts.extend(sf.into_iter().map(|t| fact(t, sa.clone())));
    let verdict = if ns * ny < 0 {
        facts.push(fact(format!("陰神{yin}：{}", yf.join("，")), cx.about(yin)).and(sa));
        "新舊參半".to_string()
    } else {
        new_old_word(ns).to_string()
    };
    Found::verdict(verdict, facts)
}

/// 新舊 (663): 舊臨新, 新臨舊.
fn new_over_old(cx: &Ctx) -> Option<Found> {
    let (s, _) = cx.subject();
    let (ns, _) = newness(cx, s);
    let below = cx.under(s);
    let (nb, bf) = newness(cx, below);
    let (verdict, text) = if ns < 0 && nb > 0 {
        ("舊事復起", format!("舊神{s}臨新神{below}為用"))
    } else if ns > 0 && nb < 0 {
        ("舊事中新事又起", format!("新神{s}臨舊神{below}為用"))
    } else {
        return None;
    };
    let facts =
        vec![fact(text, cx.subject_about()).and([About::Branch(below)]), fact(bf.join("，"), [About::Branch(below)])];
    Found::verdict(verdict, facts)
}

/// 新舊 of a thing (665): the subject new or old by 661. A subject that is 半新 by 661
/// (neither 新神 nor 舊神) gives no reading: the text names only the two.
fn things(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let (n, sf) = newness(cx, s);
    let verdict = match n {
        1 => "新物",
        -1 => "舊物，為已死物",
        _ => return None,
    };
    let mut facts = vec![fact(format!("{who}{s}為{}神", new_old_word(n)), sa.clone())];
    facts.extend(sf.into_iter().map(|t| fact(t, sa.clone())));
    Found::verdict(verdict, facts)
}

/// The branches that meet `s` (about `sa`) in 刑 as the text's 刑 section counts them (585
/// 「刑神為用入傳，或臨干支」): the palace under it and the other transmissions, either
/// punishing the other; and 自刑 when it stands on itself.
fn punishments(cx: &Ctx, s: Branch, sa: &[About]) -> Vec<Fact> {
    let below = cx.under(s);
    let on = |t: String| fact(t, sa.iter().copied()).and([About::Branch(below)]);
    let mut facts = Vec::new();
    if below == s && s.punishes_itself() {
        facts.push(on(format!("{s}臨{s}，自刑")));
    } else if below.punishes() == s {
        facts.push(on(format!("{s}臨{below}，{below}刑{s}")));
    } else if s.punishes() == below {
        facts.push(on(format!("{s}臨{below}，{s}刑{below}")));
    }
    for (i, t) in cx.chuan().into_iter().enumerate() {
        let name = ["初傳", "中傳", "末傳"][i];
        let about = sa.iter().copied().chain(cx.place([Place::Chu, Place::Zhong, Place::Mo][i]));
        if t == s {
            continue;
        } else if t.punishes() == s {
            facts.push(fact(format!("{name}{t}刑{s}"), about));
        } else if s.punishes() == t {
            facts.push(fact(format!("{s}刑{name}{t}"), about));
        }
    }
    facts
}

/// 六畜 (667): the subject 旺相 and unpunished — alive; 休囚死, in its tomb, or punished —
/// killed.
///
/// DIFFERENCE: 「墓」 is read as the subject on its own tomb (「干支坐墓，即為入墓」, 427), by
/// the 四長生; 「逢刑」 as [`punishments`].
fn livestock(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let v = cx.vitality(s);
    let below = cx.under(s);
    let mut bad = Vec::new();
    if !is_strong(v) {
        bad.push(fact(format!("{who}{s}值{}", v.hanzi()), sa.clone()));
    }
    if super::tomb_of(s) == below {
        bad.push(fact(format!("{who}{s}臨{below}，入墓"), sa.clone()).and([About::Branch(below)]));
    }
    bad.extend(punishments(cx, s, &sa));
    if bad.is_empty() {
        let facts = vec![fact(format!("{who}{s}值{}", v.hanzi()), sa.clone()), fact(format!("{s}無刑"), sa)];
        Found::verdict("畜養生物", facts)
    } else {
        Found::verdict("已殺之物", bad)
    }
}

/// How two places stand: 六合, 三合 (by their branches), 相生 (by their elements —
/// the stem's own for the 干, not its palace's).
fn bond(a: Branch, ea: Element, b: Branch, eb: Element) -> Option<&'static str> {
    if a.six_harmony() == b {
        Some("六合")
    } else if a != b && a.triad().contains(&b) {
        Some("三合")
    } else if ea.generates() == eb || eb.generates() == ea {
        Some("相生")
    } else {
        None
    }
}

/// 親疏 (671): 干 and 支, and each with the other's upper, and the two uppers.
fn kin_day(cx: &Ctx) -> Option<Found> {
    let (gan, zhi, gu, zu) = (cx.gan, cx.zhi, cx.gan_up(), cx.zhi_up());
    let stem_e = cx.stem.element();
    let (ga, za) = (cx.lodge_about().to_vec(), cx.zhi_about().to_vec());
    let (gua, zua) = (cx.place(Place::GanShang).to_vec(), cx.place(Place::ZhiShang).to_vec());
    let mut facts = Vec::new();
    let pairs = [
        ("干", gan, stem_e, &ga, "支", zhi, zhi.element(), &za),
        ("干上", gu, gu.element(), &gua, "支", zhi, zhi.element(), &za),
        ("支上", zu, zu.element(), &zua, "干", gan, stem_e, &ga),
        ("干上", gu, gu.element(), &gua, "支上", zu, zu.element(), &zua),
    ];
    for (na, a, ea, aa, nb, b, eb, ab) in pairs {
        if let Some(how) = bond(a, ea, b, eb) {
            facts.push(fact(format!("{na}{a}與{nb}{b}{how}"), aa.iter().chain(ab.iter()).copied()));
        }
    }
    let each_triad =
        gu != gan && gu.triad() == gan.triad() && zu != zhi && zu.triad() == zhi.triad() && gan.triad() != zhi.triad();
    let verdict = if each_triad {
        let all = [&ga, &gua, &za, &zua].into_iter().flatten().copied();
        facts.push(fact(format!("干上{gu}與{gan}、支上{zu}與{zhi}各成三合局"), all));
        "尤疏，各不相顧"
    } else if facts.is_empty() {
        facts.push(fact(format!("干{}(寄{gan})與支{zhi}上下不合不相生", cx.stem), ga.iter().chain(za.iter()).copied()));
        "疏"
    } else {
        "親"
    };
    Found::verdict(verdict, facts)
}

/// 親疏 (673): the 用神 / 類神 and the 干.
fn kin_subject(cx: &Ctx) -> Option<Found> {
    let (gan, stem_e) = (cx.gan, cx.stem.element());
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let with_gan = || fact("", sa.iter().copied()).and(cx.lodge_about()).about;
    let mut facts = Vec::new();
    if s == gan.six_harmony() {
        facts.push(fact(format!("{who}{s}與{}寄之{gan}宮六合", cx.stem), with_gan()));
    }
    if s != gan && gan.triad().contains(&s) {
        facts.push(fact(format!("{who}{s}與{}寄之{gan}宮三合", cx.stem), with_gan()));
    }
    let se = s.element();
    if se.generates() == stem_e || stem_e.generates() == se {
        let text = format!("{who}{s}({})與{}({})相生", se.hanzi(), cx.stem, stem_e.hanzi());
        facts.push(fact(text, sa.clone()).and([cx.stem_about()]));
    }
    let de = day_virtue(cx.stem);
    // DIFFERENCE: printed 「不合、不相生者不疏」; read 「為疏」, as line 671 has it
    // (「不合不相生者為疏」) — 「不疏」 would contradict the sentence's own 「為親」.
    let verdict = if s == de {
        facts.push(fact(format!("{who}{s}系日德"), sa).and([cx.stem_about()]));
        "親，又為舊交"
    } else if facts.is_empty() {
        facts.push(fact(format!("{who}{s}與{}不合不相生", cx.stem), sa).and([cx.stem_about()]));
        "疏"
    } else {
        "親"
    };
    Found::verdict(verdict, facts)
}

/// 親疏 (675): 同氣 with 干 or 支 — 本家人.
fn household(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let se = s.element();
    let mut same = Vec::new();
    if se == cx.stem.element() {
        same.push(fact(format!("{who}{s}與日干{}同氣", cx.stem), sa.clone()).and([cx.stem_about()]));
    }
    if se == cx.zhi.element() {
        same.push(fact(format!("{who}{s}與日支{}同氣", cx.zhi), sa).and(cx.zhi_about()));
    }
    (!same.is_empty()).then_some(())?;
    Found::verdict("本家人", same)
}

/// 親疏 (677): 陵迫 (next to 干 or 支) — 鄰里人.
fn neighbour(cx: &Ctx) -> Option<Found> {
    let (gan, zhi) = (cx.gan, cx.zhi);
    let (s, who) = cx.subject();
    let sa = cx.subject_about();
    let mut near = Vec::new();
    if s == gan.next() || s == gan.previous() {
        near.push(fact(format!("{who}{s}與{}寄之{gan}相鄰", cx.stem), sa.clone()).and(cx.lodge_about()));
    }
    if s == zhi.next() || s == zhi.previous() {
        near.push(fact(format!("{who}{s}與日支{zhi}相鄰"), sa).and(cx.zhi_about()));
    }
    (!near.is_empty()).then_some(())?;
    Found::verdict("鄰里人、近處人", near)
}

/// Steps between two palaces the short way round (0‥6).
fn gap(a: Branch, b: Branch) -> usize {
    let d = a.since(b);
    d.min(12 - d)
}

/// 遠近 (681): 干 and 支.
///
/// DIFFERENCE: printed 「干與相相併」; read 「干與支相併」 (the paragraph is about 干 and 支;
/// the next two are about the 用神). 「七位」 counts the starting palace as the first, so it
/// is the opposite palace, six steps away.
fn far_day(cx: &Ctx) -> Option<Found> {
    let d = gap(cx.gan, cx.zhi);
    let verdict = match d {
        0 => "最近",
        1 | 2 => "遠",
        3..=5 => "更遠",
        _ => "極遠",
    };
    let text = format!("{}寄{}，支{}，相隔{d}位", cx.stem, cx.gan, cx.zhi);
    Found::verdict(verdict, vec![fact(text, cx.lodge_about()).and(cx.zhi_about())])
}

/// 遠近 (683): the palace the 用神 stands on, counted forward from the 干's palace.
fn far_steps(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let below = cx.under(s);
    let fwd = below.since(cx.gan);
    let verdict = match fwd {
        0 => "近".to_string(),
        1..=5 => format!("漸遠(隔{fwd}位)"),
        6 => "極遠".to_string(),
        n => format!("反近(逾七位，回隔{}位)", 12 - n),
    };
    let text = format!("{who}{s}臨{below}，自{}寄之{}順數{fwd}位", cx.stem, cx.gan);
    Found::verdict(verdict, vec![fact(text, cx.subject_about()).and([About::Branch(below)]).and(cx.lodge_about())])
}

/// 遠近 (685): which lesson it stands in.
fn far_lesson(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let lesson = [(Place::GanShang, "近"), (Place::GanYin, "次近"), (Place::ZhiShang, "遠"), (Place::ZhiYin, "更遠")];
    let &(p, v) = lesson.iter().find(|(p, _)| cx.v.at(*p) == Some(s))?;
    Found::verdict(v, vec![fact(format!("{who}{s}為{}", p.hanzi()), cx.subject_about()).and(cx.place(p))])
}

/// 遠近 (687): which transmission.
fn far_chuan(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let i = cx.chuan().iter().position(|&b| b == s)?;
    let p = [Place::Chu, Place::Zhong, Place::Mo][i];
    let v = ["近", "遠", "最遠，最高"][i];
    Found::verdict(v, vec![fact(format!("{who}{s}為{}", p.hanzi()), cx.subject_about()).and(cx.place(p))])
}

/// The transmissions as places.
fn chuan_about(cx: &Ctx) -> Vec<About> {
    [Place::Chu, Place::Zhong, Place::Mo].into_iter().flat_map(|p| cx.place(p)).collect()
}

/// 眾寡 (691): 干在空鄉.
fn alone(cx: &Ctx) -> Option<Found> {
    let (stem, gu) = (cx.stem, cx.gan_up());
    cx.void(cx.gan).then_some(())?;
    let mut facts = vec![fact(format!("{stem}寄{}，{}空亡，干在空鄉", cx.gan, cx.gan), cx.lodge_about())];
    let mut verdict = "寡，孤立無助";
    if gu != cx.gan && gu.triad().contains(&cx.gan) && gu.element().generates() == stem.element() {
        facts.push(fact(format!("干上{gu}為{stem}之三合，生{stem}"), cx.place(Place::GanShang)).and(cx.lodge_about()));
        verdict = "孤立之際有相契之人來扶";
    } else if cx.is_ghost(gu) {
        facts.push(fact(format!("干上{gu}為日鬼克{stem}"), cx.place(Place::GanShang)).and([cx.stem_about()]));
        // DIFFERENCE: printed 「孤立之際水遭劫難」; read 「又遭劫難」 (水 makes no sense
        // of 午, a fire 鬼; 又 pairs with the 「有相契之人來扶」 before it).
        verdict = "孤立之際又遭劫難";
    }
    Found::verdict(verdict, facts)
}

/// 眾寡 (693): the transmissions a 三合.
fn many_triad(cx: &Ctx) -> Option<Found> {
    let t = cx.chuan_triad()?;
    let c = cx.chuan();
    let mut facts = vec![fact(format!("三傳{}{}{}作三合局", c[0], c[1], c[2]), chuan_about(cx))];
    if t.contains(&cx.gan) {
        facts.push(fact(format!("與{}寄之{}同局", cx.stem, cx.gan), chuan_about(cx)).and(cx.lodge_about()));
    }
    if t.contains(&cx.zhi) {
        facts.push(fact(format!("與支{}同局", cx.zhi), chuan_about(cx)).and(cx.zhi_about()));
    }
    Found::verdict("眾", facts)
}

/// 眾寡 (695): 同氣 in the transmissions, 比肩 over the stem.
fn many_kind(cx: &Ctx) -> Option<Found> {
    let (stem, gu, c) = (cx.stem, cx.gan_up(), cx.chuan());
    let at = [Place::Chu, Place::Zhong, Place::Mo];
    let mut facts = Vec::new();
    let (e0, e1, e2) = (c[0].element(), c[1].element(), c[2].element());
    if e0 == e1 && e1 == e2 {
        facts.push(fact(format!("三傳{}{}{}三神同氣({})", c[0], c[1], c[2], e0.hanzi()), chuan_about(cx)));
    } else {
        for (i, j) in [(0, 1), (1, 2), (0, 2)] {
            if c[i] != c[j] && c[i].element() == c[j].element() {
                let text = format!("{}{}兩神同氣({})", c[i], c[j], c[i].element().hanzi());
                facts.push(fact(text, cx.place(at[i])).and(cx.place(at[j])));
                break;
            }
        }
    }
    if gu.element() == stem.element() {
        let mut about = cx.place(Place::GanShang).to_vec();
        about.push(cx.stem_about());
        let mut s = format!("比肩{gu}加干");
        if cx.gan_yin().element() == stem.element() {
            s.push_str(&format!("，干陰{}亦比肩", cx.gan_yin()));
            about.extend(cx.place(Place::GanYin));
        }
        s.push_str("，兄弟朋友之眾");
        facts.push(fact(s, about));
    }
    (!facts.is_empty()).then_some(())?;
    Found::verdict("眾", facts)
}

/// 眾寡 (697): 返吟 or 連茹 (three transmissions in a row, forward or backward).
fn many_chain(cx: &Ctx) -> Option<Found> {
    let c = cx.chuan();
    let mut facts = Vec::new();
    if cx.chart.plate.is_fanyin() {
        // 返吟 shows in the lessons: each upper over its opposite.
        let lessons =
            [Place::GanShang, Place::GanYin, Place::ZhiShang, Place::ZhiYin].into_iter().flat_map(|p| cx.place(p));
        facts.push(fact("返吟", lessons));
    }
    let step = c[1].since(c[0]);
    if (step == 1 || step == 11) && c[2].since(c[1]) == step {
        facts.push(fact(format!("三傳{}{}{}連茹", c[0], c[1], c[2]), chuan_about(cx)));
    }
    (!facts.is_empty()).then_some(())?;
    Found::verdict("牽連之眾", facts)
}

/// 眾寡 (699): 河魁 (戌) as 用.
fn many_kui(cx: &Ctx) -> Option<Found> {
    (cx.used() == Branch::Xu).then_some(())?;
    let g = cx.chart.chuan[0].general;
    let (verdict, text) = if g == General::Gouchen {
        ("眾，兇徒集眾為妖", "河魁戌發用，乘勾陳".to_string())
    } else {
        ("眾", format!("河魁戌發用，乘{g}"))
    };
    Found::verdict(verdict, vec![fact(text, cx.place(Place::Chu))])
}

/// Where a general stands from 貴人 (前 蛇雀合勾龍, 後 后陰玄常虎; 天空 by the school
/// option `tiankong`): Some(true) 前, Some(false) 後, None for 貴人 itself or 天空 apart.
fn before_noble(cx: &Ctx, g: General) -> Option<bool> {
    match side_of(g, cx.chart.options.tiankong) {
        Side::Front => Some(true),
        Side::Back => Some(false),
        Side::Noble | Side::Opposite => None,
    }
}

/// 遲速 (703): a palace is 前 of 貴人 when the general over it is one of the five that
/// follow 貴人 (螣蛇…青龍), 後 when one of the five that precede it (天后…白虎); 天空,
/// opposite 貴人, as the option `tiankong` reads it (大全 天將總論: behind, the default).
/// The text says 「干支在貴人前」: by the general over the 干's and 支's palaces, as the
/// generals' order runs from 貴人 — not by counting palaces from 貴人's, which with
/// 天空 apart gives the same five each side.
fn speed_noble(cx: &Ctx) -> Option<Found> {
    let mut facts = Vec::new();
    let mut votes = Vec::new();
    let sides = [
        (format!("干{}(寄{})", cx.stem, cx.gan), cx.gan, cx.lodge_about().to_vec()),
        (format!("支{}", cx.zhi), cx.zhi, cx.zhi_about().to_vec()),
    ];
    for (name, earth, about) in sides {
        let g = cx.chart.palaces[earth].general;
        let text = match before_noble(cx, g) {
            Some(true) => format!("{name}上乘{g}，在貴人前"),
            Some(false) => format!("{name}上乘{g}，在貴人後"),
            None if g == General::Guiren => format!("{name}上乘貴人"),
            None => format!("{name}上乘{g}，與貴人對沖"),
        };
        facts.push(fact(text, about));
        votes.push(before_noble(cx, g));
    }
    let verdict = match (votes[0], votes[1]) {
        (Some(true), Some(true)) => "速",
        (Some(false), Some(false)) => "遲",
        (Some(true), _) | (_, Some(true)) if !votes.contains(&Some(false)) => "速",
        (Some(false), _) | (_, Some(false)) if !votes.contains(&Some(true)) => "遲",
        (None, None) => "未詳(干支皆不在貴人前後)",
        _ => "遲速參半",
    };
    Found::verdict(verdict, facts)
}

/// 遲速 (705): the subject's season and rank.
fn speed_used(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let v = cx.vitality(s);
    let verdict = if is_strong(v) {
        match s.rank() {
            SeasonRank::Zhong if v == Vitality::Prosperous => "尤速",
            SeasonRank::Meng if v == Vitality::Prosperous => "速(次之)",
            SeasonRank::Ji => "較遲",
            _ => "速",
        }
    } else {
        "遲"
    };
    Found::verdict(verdict, vec![fact(format!("{who}{s}值{}，{}神", v.hanzi(), s.rank().hanzi()), cx.subject_about())])
}

/// 已往未來 (709): 「甲日辰加卯為用為已往，戌加子為用為未來」 — 甲 at 寅; 卯 is ahead of it
/// (順), 子 behind. The palace opposite the 干 is neither; the text is silent on it.
fn time_place(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let below = cx.under(s);
    let d = below.since(cx.gan);
    let verdict = match d {
        0 => "當時事",
        1..=5 => "已往",
        6 => "未詳(臨干之對宮)",
        _ => "未來",
    };
    let text = format!("{who}{s}臨{below}，{}寄{}，相去順數{d}位", cx.stem, cx.gan);
    Found::verdict(verdict, vec![fact(text, cx.subject_about()).and([About::Branch(below)]).and(cx.lodge_about())])
}

/// 已往未來 (711): by the subject's season.
fn time_season(cx: &Ctx) -> Option<Found> {
    let (s, who) = cx.subject();
    let v = cx.vitality(s);
    let verdict = match v {
        Vitality::Prosperous => "當時事",
        Vitality::Minister => "未來",
        _ => "已往",
    };
    Found::verdict(verdict, vec![fact(format!("{who}{s}值{}", v.hanzi()), cx.subject_about())])
}

/// 方 of a palace: 子 正北, 卯 正東, 午 正南, 酉 正西, the others in the corners.
pub fn direction(b: Branch) -> &'static str {
    match b {
        Branch::Zi => "正北",
        Branch::Chou | Branch::Yin => "東北",
        Branch::Mao => "正東",
        Branch::Chen | Branch::Si => "東南",
        Branch::Wu => "正南",
        Branch::Wei | Branch::Shen => "西南",
        Branch::You => "正西",
        Branch::Xu | Branch::Hai => "西北",
    }
}

/// 「俱以地盤為彼處」 — the subject, its name and about, and the earth palace under it.
fn there(cx: &Ctx) -> (Branch, &'static str, Vec<About>, Branch) {
    let (s, who) = cx.subject();
    let mut sa = cx.subject_about();
    let below = cx.under(s);
    sa.push(About::Branch(below));
    (s, who, sa, below)
}

/// 分野 (lines 7–29) of the palace under the subject.
fn fenye_row(cx: &Ctx) -> Option<Found> {
    let (s, who, about, below) = there(cx);
    let f = fenye(below);
    let verdict = format!("{}：{}", f.ancient, if f.modern.is_empty() { "—" } else { f.modern });
    Found::verdict(verdict, vec![fact(format!("{who}{s}臨{below}宮"), about)]).map(|f| f.at(below.since(Branch::Zi)))
}

/// 33–43: the foreign peoples of the palace, if the text names any. 「但皆古國名，今則
/// 無一相同」 (45): the names are the text's, kept as printed.
fn foreign(cx: &Ctx) -> Option<Found> {
    let (s, who, about, below) = there(cx);
    let stars: Vec<&ForeignStar> = FOREIGN_STARS.iter().filter(|f| f.palace == below).collect();
    let first = stars.first()?;
    let row = FOREIGN_ROWS.iter().position(|p| p.line == first.line).expect("a row for every star");
    let named: Vec<String> = stars.iter().map(|f| format!("{}宿{}", f.mansion.hanzi(), f.star)).collect();
    let facts = vec![
        fact(format!("{who}{s}臨{below}宮，{below}宮有{}", named.join("、")), about),
        fact("皆古國名，今則無一相同", [About::Branch(below)]),
    ];
    Found::verdict(format!("外國：{}", first.peoples), facts).map(|f| f.at(row))
}

/// 分方 (45).
fn direction_row(cx: &Ctx) -> Option<Found> {
    let (s, who, about, below) = there(cx);
    Found::verdict(direction(below), vec![fact(format!("{who}{s}臨{below}，{below}為{}", direction(below)), about)])
}

/// 47: 「視地盤上神將以推吉凶」 — over the palace stands the subject itself, with its
/// general. DIFFERENCE: 吉神 is read as not the day's 鬼, 吉將 as not a 凶將 (the two
/// signs 始終 reads 吉凶 by).
fn safety(cx: &Ctx) -> Option<Found> {
    let (s, _, about, below) = there(cx);
    let g = cx.general(s);
    let mut facts = vec![fact(format!("{below}宮(彼處)上見{s}，乘{g}"), about.clone())];
    let ghost = cx.is_ghost(s);
    let baleful = super::is_baleful(g);
    if ghost {
        facts.push(fact(format!("{s}克{}，為日鬼", cx.stem), cx.subject_about()).and([cx.stem_about()]));
    }
    if baleful {
        facts.push(fact(format!("{g}為凶將"), cx.subject_about()));
    }
    let bad = ghost || baleful;
    let verdict = if bad { "有災難" } else { "吉神吉將，自然平靜" };
    Found::verdict(verdict, facts).map(|f| f.toned(if bad { Tone::Bad } else { Tone::Good }))
}

/// Where each of `marks` (a name, what it is about, and the palace it stands on) stands,
/// and the directions they point to, once each.
fn pointed(marks: Vec<(String, Vec<About>, Branch)>) -> (Vec<Fact>, String) {
    let mut facts = Vec::new();
    let mut dirs: Vec<&str> = Vec::new();
    for (name, about, p) in marks {
        facts.push(fact(format!("{name}臨{p}，{}", direction(p)), about).and([About::Branch(p)]));
        if !dirs.contains(&direction(p)) {
            dirs.push(direction(p));
        }
    }
    (facts, dirs.join("、"))
}

/// A heaven branch named `name` and the palace under it, for [`pointed`].
fn mark(cx: &Ctx, name: String, b: Branch) -> (String, Vec<About>, Branch) {
    (name, cx.about(b), cx.under(b))
}

/// 47 「常人占趨向，長生、日德、印爻、青龍臨何處可往」: the palaces (地盤) those spirits
/// stand on.
///
/// DIFFERENCE: 印爻 is read as the 印神 of line 385 (none on 甲 丙 壬 days).
fn going(cx: &Ctx) -> Option<Found> {
    let birth = cx.stem_stage_branch(LifeStage::Birth);
    let de = day_virtue(cx.stem);
    let mut marks = vec![mark(cx, format!("長生{birth}"), birth), mark(cx, format!("日德{de}"), de)];
    marks.extend(seals(cx.stem).into_iter().map(|b| mark(cx, format!("印神{b}"), b)));
    let dragon = Branch::ALL.into_iter().find(|&p| cx.chart.palaces[p].general == General::Qinglong);
    marks.extend(dragon.map(|p| ("青龍".to_string(), cx.about(cx.up(p)), p)));
    let (facts, dirs) = pointed(marks);
    Found::verdict(format!("趨向：{dirs}可往"), facts)
}

/// 47 「仕人占任所，官星、食神、二馬、天恩臨何處，即主蒞位何處」.
///
/// DIFFERENCE: of the 任所 signs only 二馬 (天馬 by the month, 驛馬 by the day branch) and
/// 天恩 (line 237) are read: 官星 and 食神 name no single branch (a stem has two or four
/// 官 branches, and the text does not say which 食神).
fn post(cx: &Ctx) -> Option<Found> {
    let tian = TIAN_MA.cell_for(cx.chart).members()[0].branch();
    let yi = cx.zhi.post_horse();
    let en = TIAN_EN.cell_for(cx.chart).members()[0].branch();
    let marks = vec![
        mark(cx, format!("天馬{tian}"), tian),
        mark(cx, format!("驛馬{yi}"), yi),
        mark(cx, format!("天恩{en}"), en),
    ];
    let (facts, dirs) = pointed(marks);
    Found::verdict(format!("任所：{dirs}"), facts)
}
