//! 射覆占 Shèfù zhān — guessing a hidden thing (seed `002_65f2bd96db15aa00.txt`,
//! lines 1–463).
//!
//! Which places of the chart speak follows the text's own 總論 and 看法:
//! - 日辰 first, taking the stronger (旺) of 日上 and 辰上, or the element seen
//!   more often, and when they are even 剛日 干上, 柔日 支上; then 發用; never
//!   中末 unless the three 傳 make a 局 (lines 9, 11);
//! - 陰陽 and 老少: 剛日 日上 with 發用, 柔日 辰上 with 發用 (line 147);
//! - 十二位: 剛日 by the day stem, 柔日 by the 陽干 it combines with (line 165),
//!   counted by the element (line 167: 申…子 are 戊土's 長沐冠臨帝);
//! - 死活: 支上 (lines 13, 255);
//! - 覆仰器: 天罡 alone (line 333); 左右手: where 發用 stands (line 329).
//!
//! Where 總論 and 雜摘 differ (line 39: 「此段與前大同小異，姑兩存之」) every
//! reading is given with its `variant` label: 形狀 and 數目 「專推發用」 (line 37),
//! 新舊, 生死 and 可食 「惟憑日上辰上神」 (line 39), 顏色 (line 39 against 187–203).
//! So are the three readings of 孟仲季 (139, 141 「此與上說卻不同，兩存之」, 143),
//! the two counts of 數目 (209 合, 319 相乘) and of 多少 (209, 319), and 左右手 when
//! 發用 stands on 子 or 午, which the text puts on both hands.

use serde::Serialize;

use super::things::{self, BRANCH_TABLES};
use super::{has_qi, hehua, mutually_generate, mutually_overcome, siwei, Ctx, Found, Mark, Out, Passage, Pos, Row};
use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Polarity, SeasonRank, Stem, StemOrBranch};
use crate::generals::General;
use crate::lessons::FourLessons;
use crate::nayin::nayin;
use crate::reading::{About, Fact, Family, Place, Reading};
use crate::relations::{LifeStage, Vitality};
use crate::shensha::basis::Season;
use crate::shensha::numbers::branch_number;
use crate::shensha::rules::{element_tomb, hai, po, virtue_stem};
use crate::view;

pub use super::shefu_text::{text, topics, variants};

use text as p;
use topics as t;
use variants as v;

/// 類神之物 — a thing the 類神 tables name for a branch or general the chart points at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The thing, as printed (simplified).
    pub thing: &'static str,
    /// How many facts support it.
    pub score: u32,
    /// The facts: which place of the chart, which table, which line.
    pub support: Vec<String>,
}

/// 射覆 — the ranked candidates (the judgements are [`readings`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShefuReading {
    /// Candidate things, best supported first.
    pub candidates: Vec<Candidate>,
}

/// 射覆 Shèfù — the candidate things the 類神 tables point at for a hidden thing
/// on `chart`.
pub fn shefu(chart: &Chart) -> ShefuReading {
    ShefuReading { candidates: candidates(&Ctx::new(chart)) }
}

/// 射覆 in the one model: every judgement of [`ROWS`] that fires on `chart`.
pub fn readings(chart: &Chart) -> Vec<Reading> {
    run(&Ctx::new(chart))
}

fn run(c: &Ctx) -> Vec<Reading> {
    let mut out = Out::new(Family::Shefu);
    out.run(c, ROWS);
    out.list
}

/// The rules of 射覆占 in the text's order of topics: a [`Row::One`] is one
/// judgement-site (id, heading, passage, variant, what it finds); a
/// [`Row::Many`] is a group the text's structure makes together — one judgement
/// per place looked at (日上, 辰上, 發用), per reading the text keeps, or per
/// branch of a table — each pushed with an id under the row's.
pub(crate) const ROWS: &[Row] = &[
    Row::One { id: "zonglun.main", heading: t::ZONGLUN, passage: p::ZONGLUN, variant: None, find: zonglun_main },
    Row::One { id: "zonglun.fuyin", heading: t::ZONGLUN, passage: p::SONG_FUYIN, variant: None, find: fuyin },
    Row::One { id: "zonglun.fanyin", heading: t::ZONGLUN, passage: p::SONG_FANYIN, variant: None, find: fanyin },
    Row::One { id: "zonglun.bubei", heading: t::ZONGLUN, passage: p::SONG_BUBEI, variant: None, find: bubei },
    Row::One { id: "zonglun.lianru", heading: t::ZONGLUN, passage: p::LIANRU, variant: None, find: lianru },
    Row::One { id: "zonglun.zase", heading: t::ZONGLUN, passage: p::ZASE, variant: None, find: zase },
    Row::One {
        id: "zonglun.qishen",
        heading: t::ZONGLUN,
        passage: p::SHEN_YINSHEN,
        variant: Some(v::SHEN_45),
        find: shen_lizhu,
    },
    Row::One {
        id: "zonglun.biantong.sheng",
        heading: t::ZONGLUN,
        passage: p::BIANTONG_SHENG,
        variant: None,
        find: biantong_sheng,
    },
    Row::One {
        id: "zonglun.biantong.ke",
        heading: t::ZONGLUN,
        passage: p::BIANTONG_KE,
        variant: None,
        find: biantong_ke,
    },
    Row::Many { id: "wuxing.hehua", run: hehua::judgements },
    Row::One { id: "yinyang", heading: t::YINYANG, passage: p::YINYANG, variant: None, find: yin_yang },
    Row::Many { id: "wuxing", run: five_phases },
    Row::Many { id: "siwei", run: siwei::judgements },
    Row::Many { id: "colour", run: colours },
    Row::Many { id: "number", run: numbers },
    Row::Many { id: "stages", run: stages },
    Row::Many { id: "qi", run: qi },
    Row::Many { id: "rank", run: ranks },
    Row::Many { id: "branch_shape", run: branch_shapes },
    Row::Many { id: "image", run: images },
    Row::One { id: "sanchuan", heading: t::SANCHUAN, passage: p::SANCHUAN, variant: None, find: sanchuan },
    Row::Many { id: "fayong", run: fayong_song },
    Row::Many { id: "ju", run: ju },
    Row::Many { id: "life", run: life },
    Row::Many { id: "biaoli", run: biaoli },
    Row::Many { id: "food", run: food },
    Row::Many { id: "presence", run: presence },
    Row::One { id: "age", heading: t::AGE, passage: p::AGE, variant: None, find: age },
    Row::Many { id: "new_old", run: new_old },
    Row::Many { id: "timely", run: timely },
    Row::Many { id: "whole", run: whole },
    Row::Many { id: "solid", run: solid },
    Row::Many { id: "many", run: many },
    Row::Many { id: "land", run: land },
    Row::Many { id: "hand", run: hand },
    Row::One { id: "vessel", heading: t::VESSEL, passage: p::VESSEL, variant: None, find: vessel },
    Row::One { id: "generals.tengshe", heading: t::GENERALS, passage: p::SNAKE_SHAPE, variant: None, find: snake },
];

fn zonglun_main(c: &Ctx) -> Option<Found> {
    let (main, facts) = principal(c);
    Some(Found::new(format!("以{}為主，次兼{}", main.name(), c.fayong().name()), facts))
}

// ---------------------------------------------------------------------------
// Which places speak.

/// 總論 (line 9): the stronger of 日上 and 辰上; if even, the element seen more
/// often in the seven places (the four uppers and the three 傳); if still even,
/// 剛日 干上, 柔日 支上.
// DIFFERENCE: the text does not list its 「七處」 (line 157); the four lessons'
// uppers and the three 傳 are taken as the seven.
fn principal(c: &Ctx) -> (Pos, Vec<Fact>) {
    let (a, b) = (c.day_up, c.branch_up);
    let mut facts = vec![a.fact(a.with_element()), b.fact(b.with_element())];
    if a.vitality != b.vitality {
        let strong = if (a.vitality as u8) < (b.vitality as u8) { a } else { b };
        facts.push(strong.fact(format!("從旺神：{}", strong.name())));
        return (strong, facts);
    }
    let seven: Vec<Branch> = c.view.uppers().into_iter().chain(c.view.chuan()).collect();
    let count = |e: Element| seven.iter().filter(|x| x.element() == e).count();
    let (na, nb) = (count(a.element()), count(b.element()));
    if na != nb {
        let more = if na > nb { a } else { b };
        facts.push(more.fact(format!(
            "衰旺均，七處{}{}見、{}{}見：從多者{}",
            a.element().hanzi(),
            na,
            b.element().hanzi(),
            nb,
            more.name()
        )));
        return (more, facts);
    }
    let chosen = if c.yang() { a } else { b };
    facts.push(chosen.fact(format!("衰旺多少均，{}", if c.yang() { "陽日責干上" } else { "陰日責支上" })));
    facts.push(c.day_fact_on());
    (chosen, facts)
}

/// 總論's place alone.
fn main_pos(c: &Ctx) -> Pos {
    principal(c).0
}

/// The place 陰陽 and 老少 go by: 剛日 日上, 柔日 辰上 (line 147).
fn by_polarity(c: &Ctx) -> Pos {
    if c.yang() {
        c.day_up
    } else {
        c.branch_up
    }
}

/// The two readings of a shape: 總論's place and 發用 alone (雜摘, line 37).
fn shape_readings(c: &Ctx, main: Pos) -> [(Pos, &'static str, &'static str); 2] {
    [(main, v::ZONGLUN, "zonglun"), (c.fayong(), v::ZAZHAI_USE, "zazhai")]
}

/// 日上, 辰上, 發用 — with a place that repeats another's branch kept once.
fn three(c: &Ctx) -> Vec<Pos> {
    let mut v: Vec<Pos> = Vec::with_capacity(3);
    for p in [c.day_up, c.branch_up, c.fayong()] {
        if !v.iter().any(|q| q.branch == p.branch) {
            v.push(p);
        }
    }
    v
}

/// The branch under a place, taking a stem at its 寄宮.
fn lower_branch(p: &Pos) -> Branch {
    match p.lower {
        StemOrBranch::Stem(s) => s.lodge(),
        StemOrBranch::Branch(b) => b,
    }
}

// ---------------------------------------------------------------------------
// Element words.

fn yang_stem(e: Element) -> Stem {
    Stem::ALL.into_iter().find(|s| s.element() == e && s.is_yang()).expect("one 陽干 per element")
}

fn yin_stem(e: Element) -> Stem {
    yang_stem(e).next()
}

/// 「寅同甲，卯同乙，午同丙，巳同丁，子同壬，亥同癸，申同庚，酉同辛，辰戌同戊，丑未同己」
/// (line 103), in the text's order.
#[rustfmt::skip]
pub const BRANCH_AS_STEM: [(Branch, Stem); 12] = [
    (Branch::Yin, Stem::Jia), (Branch::Mao, Stem::Yi), (Branch::Wu, Stem::Bing), (Branch::Si, Stem::Ding),
    (Branch::Zi, Stem::Ren), (Branch::Hai, Stem::Gui), (Branch::Shen, Stem::Geng), (Branch::You, Stem::Xin),
    (Branch::Chen, Stem::Wu), (Branch::Xu, Stem::Wu), (Branch::Chou, Stem::Ji), (Branch::Wei, Stem::Ji),
];

/// The stem a branch counts as for colour (line 103).
pub fn branch_as_stem(b: Branch) -> Stem {
    BRANCH_AS_STEM.iter().find(|(x, _)| *x == b).map(|&(_, s)| s).expect("twelve listed")
}

/// 十干顏色 — a stem's colour, with both readings where the text has two: 「己紅」
/// (line 103) and 「己絳」 (line 189); 「辛白」, 「一云…辛絳」 (103) and 「辛栗」 (189),
/// which the text leaves 「姑俟考」.
pub fn stem_colour(s: Stem) -> &'static str {
    match s {
        Stem::Jia => "青",
        Stem::Yi => "碧",
        Stem::Bing => "赤",
        Stem::Ding => "紫",
        Stem::Wu => "黃",
        Stem::Ji => "紅（第103行）／絳（第189行，姑俟考）",
        Stem::Geng => "白",
        Stem::Xin => "白（第103行）／絳（第103行一云）／栗（第189行，姑俟考）",
        Stem::Ren => "黑",
        Stem::Gui => "綠",
    }
}

fn shape_word(e: Element) -> &'static str {
    match e {
        Element::Water => "潤下：細實多盤曲（水形屈曲）",
        Element::Wood => "曲直：柔且長（木性斜長）",
        Element::Earth => "土：如包裹，形圓厚（土體妝造）",
        Element::Fire => "炎上：虛尖（火上尖虛中）",
        Element::Metal => "從革：方（金堅硬而方）",
    }
}

/// 辨五行在四時 (lines 67–75): (season, creature, note, sound, number, taste, smell).
fn season_row(e: Element) -> (Passage, &'static str) {
    match e {
        Element::Wood => (p::SEASON_WOOD, "春木：其蟲鱗（水族），其音角，其數八，其味酸，其臭羶"),
        Element::Fire => (p::SEASON_FIRE, "夏火：其蟲羽（飛物），其音徵，其數七，其味苦，其臭焦"),
        Element::Earth => (p::SEASON_EARTH, "中央土：其蟲倮（蠢動之物不毛者），其音宮，其數五，其味甘，其臭香"),
        Element::Metal => (p::SEASON_METAL, "秋金：其蟲毛（獸屬），其音商，其數九，其味辛，其臭腥"),
        Element::Water => (p::SEASON_WATER, "冬水：其蟲介（甲屬），其數六，其味鹹，其音羽，其臭朽"),
    }
}

fn taste_word(e: Element) -> &'static str {
    match e {
        Element::Wood => "味酸，臭羶",
        Element::Fire => "味苦，臭焦",
        Element::Metal => "味辛，臭腥",
        Element::Water => "味鹹，臭朽",
        Element::Earth => "味甘，臭香",
    }
}

/// 上見 (lines 81–89): a lower element with an upper element over it.
fn seen_above(lower: Element, upper: Element) -> (Passage, &'static str) {
    use Element::{Earth as T, Fire as H, Metal as J, Water as S, Wood as M};
    match (lower, upper) {
        (S, S) => (p::SEEN_WATER, "四足遊走"),
        (S, H) => (p::SEEN_WATER, "半虛半實"),
        (S, M) => (p::SEEN_WATER, "輪轉之物"),
        (S, J) => (p::SEEN_WATER, "生新之物"),
        (S, T) => (p::SEEN_WATER, "土產之物"),
        (H, H) => (p::SEEN_FIRE, "飛行之物"),
        (H, S) => (p::SEEN_FIRE, "傷破之物"),
        (H, M) => (p::SEEN_FIRE, "花果之物"),
        (H, J) => (p::SEEN_FIRE, "鎔鍊之物"),
        (H, T) => (p::SEEN_FIRE, "磚瓦之物"),
        (M, M) => (p::SEEN_WOOD, "竹木草類"),
        (M, T) => (p::SEEN_WOOD, "土產之物"),
        (M, S) => (p::SEEN_WOOD, "帶花生物"),
        (M, H) => (p::SEEN_WOOD, "焦枯之物"),
        (M, J) => (p::SEEN_WOOD, "刑傷之物"),
        (J, J) => (p::SEEN_METAL, "五金器物"),
        (J, H) => (p::SEEN_METAL, "爐冶之物"),
        (J, S) => (p::SEEN_METAL, "遊行之物"),
        (J, M) => (p::SEEN_METAL, "雕刻之物"),
        (J, T) => (p::SEEN_METAL, "金石瓦物"),
        (T, T) => (p::SEEN_EARTH, "牆壁土物"),
        (T, S) => (p::SEEN_EARTH, "妝造之物"),
        (T, H) => (p::SEEN_EARTH, "燒煉之物"),
        (T, M) => (p::SEEN_EARTH, "穿掘之物"),
        (T, J) => (p::SEEN_EARTH, "磚瓦石物"),
    }
}

// ---------------------------------------------------------------------------
// 總論: the song of line 43, 連茹, 占貴變通.

fn fuyin(c: &Ctx) -> Option<Found> {
    c.chart.plate.is_fuyin().then(|| Found::new("近處伏匿之物", vec![Fact::new("伏吟：天地盤同")]))
}

fn fanyin(c: &Ctx) -> Option<Found> {
    c.chart.plate.is_fanyin().then(|| Found::new("遠路往來之物", vec![Fact::new("返吟：天盤沖地盤")]))
}

fn bubei(c: &Ctx) -> Option<Found> {
    let distinct = FourLessons::new(c.day, c.chart.plate).distinct();
    (distinct < 4).then(|| Found::new("虧殘，形體傷", vec![Fact::new(format!("四課不備：只{}課", distinct))]))
}

/// 三傳 as a fact's `about`: each branch with its place.
fn chuan_about(c: &Ctx) -> Vec<About> {
    c.view.chuan().into_iter().zip(Place::CHUAN).flat_map(|(b, p)| [About::Branch(b), About::Place(p)]).collect()
}

/// Whether three branches run on one by one, forward or back (連茹).
fn runs_on(b: [Branch; 3]) -> bool {
    let step = b[1].since(b[0]);
    (step == 1 || step == 11) && b[2].since(b[1]) == step
}

fn lianru(c: &Ctx) -> Option<Found> {
    let b = c.view.chuan();
    let chuan = format!("三傳{}{}{}", b[0], b[1], b[2]);
    let all_ranks =
        [SeasonRank::Meng, SeasonRank::Zhong, SeasonRank::Ji].iter().all(|r| b.iter().any(|x| x.rank() == *r));
    if !(runs_on(b) || all_ranks) {
        return None;
    }
    let why = if runs_on(b) { format!("{chuan}連茹") } else { format!("{chuan}孟仲季全") };
    Some(Found::new("其物形無定體，色無規模", vec![Fact::on(why, chuan_about(c))]))
}

fn zase(c: &Ctx) -> Option<Found> {
    let (s, br) = (c.stem().element(), c.day.branch().element());
    mutually_overcome(s, br).then(|| {
        Found::new(
            "雜色",
            vec![Fact::on(
                format!("日辰相克：{}{}、{}{}", c.stem(), s.hanzi(), c.day.branch(), br.hanzi()),
                [About::Stem(c.stem()), About::Branch(c.day.branch())],
            )],
        )
    })
}

/// 總論 line 45: 「又凡占課中欲射覆物事者，又不須看干支上，只就其神立處便是。如其神是
/// 六親之類，則責其陰神為物事也，仍以發用決之。」
// DIFFERENCE: the text does not say how to find 「其神」 of a thing not yet known;
// since it ends 「仍以發用決之」, 發用 is taken as 其神. Every branch stands in a 六親
// to the day stem, so its 陰神 (the heaven branch over it) is read as the thing.
fn shen_lizhu(c: &Ctx) -> Option<Found> {
    let f = c.fayong();
    let at = lower_branch(&f);
    let kin = c.view.kin(f.branch);
    let yin = c.view.over(f.branch);
    Some(Found::new(
        format!(
            "就發用{}立處（臨{}）；{}為{}，責其陰神{}（{}）為物事，仍以發用決之",
            f.branch,
            at,
            f.branch,
            kin.hanzi(),
            yin,
            yin.element().hanzi()
        ),
        vec![
            f.fact_over(format!("發用{}臨{}", f.branch, at)),
            f.fact(format!("{}為{}（六親）", f.branch, kin.hanzi())).and([About::Stem(c.stem())]),
            f.fact(format!("陰神：{}上{}", f.branch, yin)).and([About::Branch(yin)]),
        ],
    ))
}

/// 占貴變通 (line 41): an element nothing in the chart generates is not read as
/// itself; one 休囚死 and overcome turns into what its 鬼 makes of it.
///
/// What can generate 發用's element (「甲乙寅卯木，及納音木、丁壬木之類」): the branches of
/// 課 and 傳, the day stem and the 遁干 of the four uppers and the three 傳, the 納音 of
/// the day's 干支 and of each of those branches with its 遁干, and a 干合 among those
/// stems that turns (line 63, [`super::hehua`]).
fn biantong_sheng(c: &Ctx) -> Option<Found> {
    let f = c.fayong();
    let e = f.element();
    let source = Element::ALL.into_iter().find(|x| x.generates() == e).expect("one element generates each");
    let shown = c.shown_branches();
    let mut pairs: Vec<GanZhi> = vec![c.day];
    for b in c.view.uppers().into_iter().chain(c.view.chuan()) {
        if let Some(g) = c.view.dun(b).and_then(|s| GanZhi::new(s, b)) {
            if !pairs.contains(&g) {
                pairs.push(g);
            }
        }
    }
    let has_source = shown.iter().any(|b| b.element() == source)
        || pairs.iter().any(|g| g.stem().element() == source || nayin(*g).element == source)
        || hehua::combinations(c).iter().any(|k| k.turns() && k.element == source);
    if has_source {
        return None;
    }
    let nayins: Vec<String> = pairs.iter().map(|g| format!("{}{}", g, nayin(*g).name)).collect();
    let mut all = vec![About::Stem(c.stem())];
    all.extend(pairs.iter().flat_map(|g| [About::Branch(g.branch())]));
    Some(Found::new(
        format!("課傳不見生{}之神，不以{}斷", e.hanzi(), e.hanzi()),
        vec![
            f.fact(f.with_element()),
            Fact::new(format!("課傳無{}（支、干、遁干、納音、干合化）", source.hanzi())),
            Fact::on(format!("納音：{}", nayins.join("、")), all),
        ],
    ))
}

fn biantong_ke(c: &Ctx) -> Option<Found> {
    let f = c.fayong();
    let e = f.element();
    if has_qi(f.vitality) {
        return None;
    }
    let ghost = Element::ALL.into_iter().find(|x| x.restrains(e)).expect("one element overcomes each");
    let mut hit = Vec::new();
    if f.lower.element() == ghost {
        hit.push(f.fact_over(format!("發用下{}克之", f.lower)));
    }
    for q in [c.day_up, c.branch_up] {
        if q.element() == ghost {
            hit.push(q.fact(format!("{}克之", q.name())).and(f.about()));
        }
    }
    if hit.is_empty() {
        return None;
    }
    let word = match e {
        Element::Metal => "金死為鉛，見火而應",
        Element::Water => "水死為空，見土而應，或成淤泥土塊",
        Element::Wood => "木死為器，見金而應",
        Element::Fire => "火死為灰，見水而應",
        Element::Earth => "土死為石，見木而應",
    };
    let mut facts = vec![f.fact(f.with_element())];
    facts.extend(hit);
    Some(Found::new(format!("從鬼克而變化：{word}"), facts))
}

// ---------------------------------------------------------------------------
// 陰陽 (lines 147–149).

fn yin_yang(c: &Ctx) -> Option<Found> {
    let main = by_polarity(c);
    let f = c.fayong();
    let fresh = |p: &Pos| (p.branch.polarity() == Polarity::Yang) == c.yang();
    let word = |p: &Pos| {
        p.fact(format!(
            "{}{}：{}",
            p.name(),
            p.branch.polarity().hanzi(),
            if fresh(p) { "生新、方來" } else { "死故、已往" }
        ))
    };
    let verdict = match (fresh(&main), fresh(&f)) {
        (true, true) => "生新，方來之物",
        (false, false) => "死故，已往之物",
        _ => "一新一故，各得其半",
    };
    Some(Found::new(verdict, vec![c.day_fact_on(), word(&main), word(&f)]))
}

// ---------------------------------------------------------------------------
// 五行: shape, 上見, the four seasons, taste.

fn five_phases(c: &Ctx, out: &mut Out) {
    let main = main_pos(c);
    for (pos, label, key) in shape_readings(c, main) {
        out.push(
            format!("wuxing.shape.{key}"),
            t::SHAPE,
            shape_word(pos.element()),
            p::SHAPE_SONG,
            vec![pos.fact(pos.with_element())],
        )
        .variant(label);
    }
    for (pos, label, key) in shape_readings(c, main) {
        let (passage, word) = seen_above(pos.lower.element(), pos.element());
        out.push(
            format!("wuxing.seen.{key}"),
            t::SHAPE,
            format!("{}上見{}：{}", pos.lower.element().hanzi(), pos.element().hanzi(), word),
            passage,
            vec![pos.fact_over(format!(
                "{}（{}臨{}）",
                pos.over(),
                pos.element().hanzi(),
                pos.lower.element().hanzi()
            ))],
        )
        .variant(label);
    }
    // 四時 and 味: 日辰 first, then 發用 (line 9); one judgement per element.
    let mut seen: Vec<Element> = Vec::new();
    for (pos, key) in [(main, "main"), (c.fayong(), "fayong")] {
        if seen.contains(&pos.element()) {
            continue;
        }
        seen.push(pos.element());
        let (passage, word) = season_row(pos.element());
        out.push(format!("wuxing.seasons.{key}"), t::SEASONS, word, passage, vec![pos.fact(pos.with_element())]);
        out.push(
            format!("wuxing.taste.{key}"),
            t::TASTE,
            format!("{}：{}", pos.element().hanzi(), taste_word(pos.element())),
            p::TASTE,
            vec![pos.fact(pos.with_element())],
        );
    }
}

// ---------------------------------------------------------------------------
// 色 (lines 39, 43, 103, 187–203).

/// The element that stands in `kin` to `me`: 兄 (本), 子, 財 (妻), 官 (鬼), 父.
fn by_qi(me: Element, v: Vitality) -> (Element, &'static str) {
    match v {
        Vitality::Prosperous => (me, "旺從本色"),
        Vitality::Minister => (me.generates(), "相從子色"),
        Vitality::Dead => (me.overcomes(), "死從妻色"),
        Vitality::Imprisoned => (Element::ALL.into_iter().find(|x| x.restrains(me)).expect("one"), "囚從鬼色"),
        Vitality::Resting => (Element::ALL.into_iter().find(|x| x.generates() == me).expect("one"), "休從父色"),
    }
}

fn colours(c: &Ctx, out: &mut Out) {
    let main = main_pos(c);
    let polar = |e: Element| if c.yang() { yang_stem(e) } else { yin_stem(e) };
    // 雜摘 (39): 剛日 日上神 陽干之色, 柔日 辰上神 陰干之色.
    let p39 = by_polarity(c);
    let s = polar(p39.element());
    out.push(
        "colour.zazhai",
        t::COLOUR,
        format!("{}：{}", s, stem_colour(s)),
        p::COLOUR_ZAZHAI,
        vec![
            c.day_fact_on(),
            p39.fact(format!("{}，取{}干{}", p39.with_element(), if c.yang() { "陽" } else { "陰" }, s))
                .and([About::Stem(s)]),
        ],
    )
    .variant(v::COLOUR_ZAZHAI);
    // 歌 (187, 191): 陽神 陽干色, 陰神 陰干色 — the branch as its stem (103).
    let s = branch_as_stem(main.branch);
    out.push(
        "colour.polarity",
        t::STEM_COLOUR,
        format!("{}：{}", s, stem_colour(s)),
        p::COLOUR_POLARITY,
        vec![main.fact(format!("{}{}神，同{}", main.name(), main.branch.polarity().hanzi(), s)).and([About::Stem(s)])],
    )
    .variant(v::COLOUR_POLARITY);
    // 一云 (187, 193): by the 旺相休囚死 of the upper, from the day's element; 陽日從陽.
    let (e, why) = by_qi(c.stem().element(), main.vitality);
    let s = polar(e);
    out.push(
        "colour.qi",
        t::STEM_COLOUR,
        format!("{}：{}", s, stem_colour(s)),
        p::COLOUR_QI,
        vec![
            main.fact(main.with_element()),
            Fact::on(
                format!("{why}：日{}{}，{}色從{}", c.stem(), c.stem().element().hanzi(), e.hanzi(), s),
                [About::Stem(c.stem()), About::Stem(s)],
            ),
        ],
    )
    .variant(v::COLOUR_QI);
    // 又云 (197): by 發用 — 相 its 子色, 旺 the 本色 of 日辰上神.
    let f = c.fayong();
    let from_use = match f.vitality {
        Vitality::Minister => Some((polar(c.stem().element().generates()), "發用相，以其子色")),
        Vitality::Prosperous => Some((branch_as_stem(main.branch), "發用旺，以日辰上神本色")),
        _ => None,
    };
    if let Some((s, why)) = from_use {
        out.push(
            "colour.use",
            t::STEM_COLOUR,
            format!("{}：{}", s, stem_colour(s)),
            p::COLOUR_USE,
            vec![f.fact(f.with_element()), f.fact(why), main.fact(main.name())],
        )
        .variant(v::COLOUR_USE);
    }
    // 201: no 克 between the upper and its place — its own colour.
    if !mutually_overcome(main.element(), main.lower.element()) {
        let s = branch_as_stem(main.branch);
        out.push(
            "colour.own",
            t::STEM_COLOUR,
            format!("從本色：{}，{}", s, stem_colour(s)),
            p::COLOUR_NO_KE,
            vec![main.fact_over(format!("{}，上下無克", main.over()))],
        );
    }
    // 203: a void upper whose hour stem is not 旺 gives no colour.
    let hour_stem = c.chart.calendar.pillars.hour.stem();
    if main.void && c.vitality_of_element(hour_stem.element()) != Vitality::Prosperous {
        out.push(
            "colour.void",
            t::STEM_COLOUR,
            "空亡神，時干不旺，色不論",
            p::COLOUR_VOID,
            vec![
                main.fact(format!("{}旬空", main.name())),
                Fact::on(format!("時干{}不旺", hour_stem), [About::Stem(hour_stem)]),
            ],
        );
    }
}

// ---------------------------------------------------------------------------
// 數 (lines 109, 209, 319).

fn numbers(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let below = lower_branch(&f);
    let (nu, nl) = (u32::from(branch_number(f.branch)), u32::from(branch_number(below)));
    let facts = vec![
        f.fact(format!("發用{}先天數{}", f.branch, nu)),
        Fact::on(format!("所臨{}先天數{}", below, nl), [About::Branch(below)]),
        f.fact(format!("發用{}", f.vitality.hanzi())),
    ];
    // 209: 合 — the sum; 旺 進 (×10), 相 倍, 休 as is, 囚死 半.
    let sum = nu + nl;
    let (scaled, how) = match f.vitality {
        Vitality::Prosperous => (sum as f64 * 10.0, "旺則進之"),
        Vitality::Minister => (sum as f64 * 2.0, "相則倍之"),
        Vitality::Resting => (sum as f64, "休言成數"),
        Vitality::Imprisoned | Vitality::Dead => (sum as f64 / 2.0, "囚死半之"),
    };
    out.push(
        "number.sum",
        t::NUMBER,
        format!("{nu}＋{nl}＝{sum}，{how}：{}", show(scaled)),
        p::NUMBER_SUM,
        facts.clone(),
    )
    .variant(v::NUMBER_SUM);
    // 319: 相乘 — the product; 旺 倍, 相 因, 囚 乘, 休 本數, 死 and 空亡 半.
    let product = nu * nl;
    let pf = f64::from(product);
    let mut facts = facts;
    let (mut count, mut verdict) = match f.vitality {
        Vitality::Prosperous => (Some(pf * 2.0), format!("{nu}×{nl}＝{product}，旺數倍：{}", product * 2)),
        Vitality::Minister => (None, format!("{nu}×{nl}＝{product}，相數因（因數未言）")),
        Vitality::Imprisoned => (None, format!("{nu}×{nl}＝{product}，囚數乘（乘數未言）")),
        Vitality::Resting => (Some(pf), format!("{nu}×{nl}＝{product}，休本數")),
        Vitality::Dead => (Some(pf / 2.0), format!("{nu}×{nl}＝{product}，死無氣減半：{}", show(pf / 2.0))),
    };
    // 「死無氣及空亡減半」: one halving for either, once for both.
    if f.void {
        facts.push(f.fact("發用旬空"));
        if f.vitality == Vitality::Dead {
            verdict.push_str("；空亡亦減半（同一減半）");
        } else {
            let base = count.unwrap_or(pf);
            verdict.push_str(&format!("；空亡減半：{}", show(base / 2.0)));
            count = count.map(|n| n / 2.0);
        }
    }
    out.push("number.product", t::MANY, verdict, p::NUMBER_PRODUCT, facts.clone()).variant(v::NUMBER_PRODUCT);
    // 319: the units — 「錢一為一，人十為一，獸八為一，禽五為一」: so many of the count
    // make one coin, one person, one beast, one bird.
    // DIFFERENCE: 「孤空十減三」 is not applied: the text does not say what 孤空 is.
    if let Some(n) = count {
        facts.push(f.fact(format!("數目{}", show(n))));
        out.push(
            "number.units",
            t::MANY,
            format!(
                "錢{}（一為一），人{}（十為一），獸{}（八為一），禽{}（五為一）",
                show(n),
                show(n / 10.0),
                show(n / 8.0),
                show(n / 5.0)
            ),
            p::UNITS,
            facts,
        )
        .variant(v::NUMBER_PRODUCT);
    }
}

fn show(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

// ---------------------------------------------------------------------------
// 十二位 (lines 115–123, 161–167, 245).

/// The element whose twelve stages 射覆 counts: 剛日 the day stem's, 柔日 that of
/// the 陽干 it combines with (line 165).
fn stage_element(c: &Ctx) -> (Element, Stem) {
    let s = virtue_stem(c.stem());
    (s.element(), s)
}

/// 十二位 of a branch for 射覆: by the element (四長生), as line 167 counts 戊土
/// from 申 (「申酉戌亥子，乃戊土長沐冠臨帝位也」).
fn stage(c: &Ctx, b: Branch) -> LifeStage {
    LifeStage::of_element(stage_element(c).0, b)
}

fn fresh_stage(s: LifeStage) -> bool {
    (s as u8) <= (LifeStage::Peak as u8)
}

fn stage_fact(c: &Ctx) -> Fact {
    let (e, s) = stage_element(c);
    if c.yang() {
        Fact::on(format!("剛日{}自處，以{}論十二位", c.stem(), e.hanzi()), [About::Stem(c.stem())])
    } else {
        Fact::on(
            format!("柔日{}從陽，{}合{}，以{}論十二位", c.stem(), c.stem(), s, e.hanzi()),
            [About::Stem(c.stem()), About::Stem(s)],
        )
    }
}

fn stages(c: &Ctx, out: &mut Out) {
    let ps = three(c);
    let mut facts = vec![stage_fact(c)];
    let mut parts = Vec::new();
    let mut words = Vec::new();
    for q in &ps {
        let s = stage(c, q.branch);
        facts.push(q.fact(format!("{}{}", q.name(), s.hanzi())));
        parts.push(format!("{}{}", q.name(), if fresh_stage(s) { "物氣，生新" } else { "物形，故舊" }));
        let w = match s {
            LifeStage::Birth => "生新",
            LifeStage::Bath => "廢敗",
            LifeStage::Capping => "枯脆",
            LifeStage::Office => "堅強",
            LifeStage::Peak => "壯盛",
            _ => "故舊",
        };
        words.push(format!("{}{}：{}", q.name(), s.hanzi(), w));
    }
    out.push("stages.upper", t::STAGES_UPPER, parts.join("；"), p::STAGE_NEW_OLD, facts.clone());
    out.push("stages.words", t::STAGES, words.join("；"), p::STAGE_WORDS, facts);
    // 245: 發用's stage (帝旺 is not named there).
    let f = c.fayong();
    let s = stage(c, f.branch);
    let w = match s {
        LifeStage::Birth => Some("新小"),
        LifeStage::Bath => Some("滑澤"),
        LifeStage::Capping => Some("色枯"),
        LifeStage::Office => Some("新壯"),
        LifeStage::Peak => None,
        _ => Some("舊"),
    };
    if let Some(w) = w {
        out.push(
            "stages.fayong",
            t::FAYONG,
            format!("發用{}{}：{}", f.branch, s.hanzi(), w),
            p::USE_STAGE,
            vec![stage_fact(c), f.fact(format!("{}{}", f.name(), s.hanzi()))],
        );
    }
    mixed(c, out);
}

/// 十二雜 (lines 117–123): what each 孟 and 季 holds, as printed; (element, 生?).
#[rustfmt::skip]
const MIXED: [(Branch, &[(Element, bool)]); 8] = [
    (Branch::Yin,  &[(Element::Fire, true)]),
    (Branch::Chen, &[(Element::Water, false), (Element::Wood, true)]),
    (Branch::Si,   &[(Element::Earth, true), (Element::Metal, true)]),
    (Branch::Wei,  &[(Element::Wood, false), (Element::Fire, true)]),
    (Branch::Shen, &[(Element::Water, true)]),
    (Branch::Xu,   &[(Element::Earth, true), (Element::Earth, false), (Element::Fire, false), (Element::Metal, true)]),
    (Branch::Hai,  &[(Element::Wood, true)]),
    (Branch::Chou, &[(Element::Metal, false), (Element::Water, true)]),
];

fn mixed_passage(b: Branch) -> Passage {
    match b {
        Branch::Yin => p::MIXED_YIN,
        Branch::Chen => p::MIXED_CHEN,
        Branch::Si => p::MIXED_SI,
        Branch::Wei => p::MIXED_WEI,
        Branch::Shen => p::MIXED_SHEN,
        Branch::Xu => p::MIXED_XU,
        Branch::Hai => p::MIXED_HAI,
        _ => p::MIXED_CHOU,
    }
}

/// (生, 死) of element `e` hidden in branch `b`. For 土 the text's own worked case
/// (line 167: 「戊土，生巳、生寅、生戌，而死戌、死辰」) is followed, since the table
/// of lines 117–123 gives 土 only in 巳 and 戌.
fn hidden_life(e: Element, b: Branch) -> (bool, bool, Passage) {
    if e == Element::Earth {
        let born = matches!(b, Branch::Si | Branch::Yin | Branch::Xu);
        let dead = matches!(b, Branch::Xu | Branch::Chen);
        return (born, dead, p::MIXED_EARTH);
    }
    let row = MIXED.iter().find(|(x, _)| *x == b).map_or(&[][..], |(_, r)| r);
    let born = row.contains(&(e, true));
    let dead = row.contains(&(e, false));
    (born, dead, mixed_passage(b))
}

/// 「如甲日占，干上發用，得亥辰為有生木也，得未為有死木也」 (line 123): 干上 on a
/// 剛日 (支上 on a 柔日, line 147) and 發用.
fn mixed(c: &Ctx, out: &mut Out) {
    let (e, _) = stage_element(c);
    let mut done: Vec<Branch> = Vec::new();
    for q in [by_polarity(c), c.fayong()] {
        if done.contains(&q.branch) {
            continue;
        }
        done.push(q.branch);
        let (born, dead, passage) = hidden_life(e, q.branch);
        let verdict = match (born, dead) {
            (true, true) => "新故死生兼半",
            (true, false) => "生新",
            (false, true) => "死故",
            (false, false) => continue,
        };
        let held = match (born, dead) {
            (true, true) => format!("{}中有生{}、死{}", q.branch, e.hanzi(), e.hanzi()),
            (true, false) => format!("{}中有生{}", q.branch, e.hanzi()),
            _ => format!("{}中有死{}", q.branch, e.hanzi()),
        };
        out.push(
            format!("stages.mixed.{}", q.key()),
            t::STAGES,
            format!("{}：{verdict}", q.name()),
            passage,
            vec![stage_fact(c), q.fact(held)],
        );
    }
}

// ---------------------------------------------------------------------------
// 五炁 (lines 129–135, 173, 177, 243–245).

impl Ctx<'_> {
    fn vitality_of_element(&self, e: Element) -> Vitality {
        Vitality::of(e, self.season)
    }

    fn season_fact(&self) -> Fact {
        let month = self.view.month();
        Fact::on(format!("月建{}，{}旺", month, self.season.hanzi()), [About::Branch(month)])
    }
}

fn qi(c: &Ctx, out: &mut Out) {
    let main = main_pos(c);
    let ps = three(c);
    let mut facts = vec![c.season_fact()];
    facts.extend(ps.iter().map(|q| q.fact(q.with_element())));
    let parts: Vec<String> = ps
        .iter()
        .map(|q| format!("{}{}", q.name(), if has_qi(q.vitality) { "物炁，生新" } else { "物形，故舊" }))
        .collect();
    out.push("qi.upper", t::QI_UPPER, parts.join("；"), p::QI_NEW_OLD, facts);

    // 131: 旺/相 with 孟仲季.
    let ranked: Vec<String> = ps
        .iter()
        .filter_map(|q| {
            let w = match (q.vitality, q.branch.rank()) {
                (Vitality::Prosperous, SeasonRank::Meng) => "事物初起",
                (Vitality::Prosperous, SeasonRank::Zhong) => "事物正發",
                (Vitality::Prosperous, SeasonRank::Ji) => "事物來速",
                (Vitality::Minister, SeasonRank::Ji) => "故舊事物",
                (Vitality::Minister, _) => "生新，物多美，事物將來",
                _ => return None,
            };
            Some(format!("{}{}{}：{}", q.name(), q.vitality.hanzi(), q.branch.rank().hanzi(), w))
        })
        .collect();
    if !ranked.is_empty() {
        out.push("qi.rank", t::QI, ranked.join("；"), p::QI_RANK, vec![c.season_fact()]);
    }

    // 135: the shape of the 五氣 of 總論's place.
    let mut w = match main.vitality {
        Vitality::Prosperous => "圓，成器皿".to_string(),
        Vitality::Minister => "方長，成器皿".to_string(),
        Vitality::Dead => "偃仆僵直、頭足歪斜之形".to_string(),
        Vitality::Imprisoned => "細碎剛硬之形".to_string(),
        Vitality::Resting => "空鬆枯脆之形，及衰朽損傷之類".to_string(),
    };
    let lower = main.lower.element();
    let mut facts = vec![main.fact(main.with_element())];
    if main.vitality == Vitality::Prosperous && lower.restrains(main.element()) {
        w.push_str("；旺受克，為破碎");
        facts.push(main.fact_over(format!("{}，下{}克上{}", main.over(), lower.hanzi(), main.element().hanzi())));
    }
    if main.vitality == Vitality::Minister && mutually_generate(lower, main.element()) {
        w.push_str("；相生，為全備");
        facts.push(main.fact_over(format!("{}，上下相生", main.over())));
    }
    out.push("qi.shape", t::QI_SHAPE, w, p::QI_SHAPE, facts);

    // 173: 旺 and struck by a pillar — 傷損.
    let pillars = c.chart.calendar.pillars;
    let named = [
        ("歲", pillars.year.branch()),
        ("月", pillars.month.branch()),
        ("日", pillars.day.branch()),
        ("時", pillars.hour.branch()),
    ];
    for q in &ps {
        if q.vitality != Vitality::Prosperous {
            continue;
        }
        let hits: Vec<Fact> = named
            .iter()
            .filter_map(|&(n, b)| {
                let how = if b.opposite() == q.branch {
                    "沖"
                } else if po(b) == q.branch {
                    "破"
                } else if b.punishes() == q.branch || q.branch.punishes() == b {
                    "刑"
                } else if b.element().restrains(q.element()) {
                    "克"
                } else {
                    return None;
                };
                Some(q.fact(format!("{n}{b}{how}{}", q.branch)).and([About::Branch(b)]))
            })
            .collect();
        if !hits.is_empty() {
            let mut facts = vec![q.fact(q.with_element())];
            facts.extend(hits);
            out.push(
                format!("qi.hurt.{}", q.key()),
                t::QI_UPPER,
                format!("{}旺而遇沖破刑克：傷損", q.name()),
                p::QI_HURT,
                facts,
            );
        }
    }

    // 177: element and 旺相休囚死 — what kind of thing.
    let mut seen: Vec<Element> = Vec::new();
    for (q, key) in [(main, "main"), (c.fayong(), "fayong")] {
        if seen.contains(&q.element()) {
            continue;
        }
        seen.push(q.element());
        let (passage, word) = match (q.element(), q.vitality) {
            (Element::Wood, v) if has_qi(v) => (p::QI_WOOD, Some("竹木")),
            (Element::Wood, Vitality::Dead) => (p::QI_WOOD, Some("朽腐器物")),
            (Element::Wood, _) => (p::QI_WOOD, Some("草蒿")),
            (Element::Metal, Vitality::Prosperous) => (p::QI_METAL, Some("金銀")),
            (Element::Metal, Vitality::Minister) => (p::QI_METAL, Some("銅鐵")),
            (Element::Metal, Vitality::Resting) => (p::QI_METAL, Some("鉛錫")),
            (Element::Metal, Vitality::Dead) => (p::QI_METAL, Some("瓦鑠")),
            (Element::Metal, Vitality::Imprisoned) => (p::QI_METAL, None),
            (Element::Earth, v) if has_qi(v) => (p::QI_EARTH, Some("土物")),
            (Element::Earth, _) => (p::QI_EARTH, Some("塵埃")),
            (Element::Water, v) if has_qi(v) => (p::QI_WATER, Some("水中所產")),
            (Element::Water, Vitality::Dead) => (p::QI_WATER, None),
            (Element::Water, _) => (p::QI_WATER, Some("流轉曲形物")),
            (Element::Fire, v) if has_qi(v) => (p::QI_FIRE, Some("旺火")),
            (Element::Fire, _) => (p::QI_FIRE, Some("燈燭煤煙等")),
        };
        if let Some(word) = word {
            out.push(
                format!("qi.kind.{key}"),
                t::QI_UPPER,
                format!("{}{}{}：{}", q.name(), q.element().hanzi(), q.vitality.hanzi(), word),
                passage,
                vec![q.fact(q.with_element()), c.season_fact()],
            );
        }
    }

    // 245: the shape of 發用's 五氣.
    let f = c.fayong();
    let w = match f.vitality {
        Vitality::Prosperous => "圓軟",
        Vitality::Minister => "方嫩",
        Vitality::Dead => "僵直",
        Vitality::Imprisoned => "細碎",
        Vitality::Resting => "輕缺",
    };
    out.push(
        "qi.fayong",
        t::FAYONG,
        format!("發用{}：{}", f.vitality.hanzi(), w),
        p::USE_QI,
        vec![f.fact(f.with_element())],
    );
}

// ---------------------------------------------------------------------------
// 孟仲季 (lines 139–143).

fn ranks(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let r = f.branch.rank();
    let yang = f.branch.polarity() == Polarity::Yang;
    let fact = vec![f.fact(format!("{}，{}神", f.name(), r.hanzi()))];
    let w139 = match r {
        SeasonRank::Meng => "為內、為後、為未來、為深、為左；物美，形圓，有棱角",
        SeasonRank::Zhong => "為中、為目前、為現在；形方而平直",
        SeasonRank::Ji => "為外、為前、為過去、為淺、為右；物惡，形尖斜，實而柔長",
    };
    let w141 = match r {
        SeasonRank::Meng => "物方，有棱角",
        SeasonRank::Zhong => "平直，有口",
        SeasonRank::Ji => "物圓或尖長",
    };
    let w143 = match (r, yang) {
        (SeasonRank::Meng, true) => "陽孟圓",
        (SeasonRank::Meng, false) => "陰孟方",
        (SeasonRank::Zhong, true) => "陽仲彎",
        (SeasonRank::Zhong, false) => "陰仲傷",
        (SeasonRank::Ji, true) => "陽季斜缺",
        (SeasonRank::Ji, false) => "陰季長",
    };
    out.push("rank.kanfa", t::RANK, w139, p::RANK_139, fact.clone()).variant(v::RANK_139);
    out.push("rank.zazhai", t::RANK, w141, p::RANK_141, fact.clone()).variant(v::RANK_141);
    let mut f143 = fact;
    f143.push(f.fact(format!("{}屬{}", f.branch, f.branch.polarity().hanzi())));
    out.push("rank.youyun", t::RANK, w143, p::RANK_143, f143).variant(v::RANK_143);
}

// ---------------------------------------------------------------------------
// 十二支物形 (line 181), 干支形象 (339–355), 螣蛇 (439).

fn branch_shapes(c: &Ctx, out: &mut Out) {
    for q in three(c) {
        let (passage, w) = match q.branch {
            Branch::Zi | Branch::Wu => (p::BRANCH_ZIWU, "偏斜，或頭緒玲瓏，孔竅多端"),
            Branch::Mao | Branch::You => (p::BRANCH_MAOYOU, "團圞，或口有傷損"),
            Branch::Si | Branch::Hai => (p::BRANCH_SIHAI, "不完，亦多手足，或為乞索物"),
            Branch::Yin | Branch::Shen => (p::BRANCH_YINSHEN, "有棱角，亦尋常所有"),
            Branch::Chen | Branch::Xu => (p::BRANCH_CHENXU, "有皮骨頭角足而剛硬"),
            Branch::Chou | Branch::Wei => (p::BRANCH_CHOUWEI, "有眉目或毛而皴皺"),
        };
        out.push(
            format!("branch_shape.{}", q.key()),
            t::BRANCH_SHAPE,
            format!("{}：{}", q.name(), w),
            passage,
            vec![q.fact(q.name())],
        );
    }
}

fn images(c: &Ctx, out: &mut Out) {
    for q in three(c) {
        if let Some(row) = things::image_of_branch(q.branch) {
            let shape = row.text.split_once('，').map_or(row.text, |(_, rest)| rest);
            out.push(
                format!("image.{}", q.key()),
                t::IMAGE,
                format!("{}：{}", q.name(), shape),
                Passage::new(row.line, row.text),
                vec![q.fact(q.name())],
            );
        }
    }
}

fn snake(c: &Ctx) -> Option<Found> {
    let q = [c.fayong(), c.day_up, c.branch_up].into_iter().find(|q| q.general == General::Tengshe)?;
    let season = Season::of_month(c.view.month());
    let w = match season {
        Season::Spring | Season::Summer => "其物形彎長",
        Season::Autumn | Season::Winter => "其物形蟠曲",
    };
    Some(Found::new(
        format!("螣蛇{}：{}", season.hanzi(), w),
        vec![q.fact(format!("{}乘螣蛇", q.name())), Fact::new(format!("{}占", season.hanzi()))],
    ))
}

// ---------------------------------------------------------------------------
// 三傳 始終 (line 217), 發用 song (line 243).

fn sanchuan(c: &Ctx) -> Option<Found> {
    let main = main_pos(c);
    let e = main.element();
    let rel = |b: Branch| -> Option<&'static str> {
        if b.element().generates() == e {
            Some("生")
        } else if b.element().restrains(e) {
            Some("克")
        } else if element_tomb(e) == b {
            Some("墓")
        } else {
            None
        }
    };
    let [first, _, last] = c.view.chuan();
    let (a, b) = (rel(first)?, rel(last)?);
    Some(Found::new(
        format!("始{a}終{b}"),
        vec![
            main.fact(main.with_element()),
            Fact::on(format!("初傳{first}{a}之"), [About::Branch(first), About::Place(Place::Chu)]).and(main.about()),
            Fact::on(format!("末傳{last}{b}之"), [About::Branch(last), About::Place(Place::Mo)]).and(main.about()),
        ],
    ))
}

fn fayong_song(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let below = lower_branch(&f);
    let vb = c.vitality(below);
    let facts =
        vec![f.fact(f.with_element()), Fact::on(format!("所臨{}{}", below, vb.hanzi()), [About::Branch(below)])];
    let first = if has_qi(f.vitality) { "物為近貴又圓新" } else { "休囚死絕，難為用" };
    out.push("fayong.song", t::FAYONG, first, p::USE_SONG, facts.clone());
    let w = match (has_qi(f.vitality), has_qi(vb)) {
        (true, true) => "旺相加旺相之位：其物近貴可用",
        (false, false) => "休囚加休囚之位：不堪用",
        (true, false) => "旺相加休囚：先可用而後廢",
        (false, true) => "休囚加旺相：先廢而後可用",
    };
    out.push("fayong.on", t::FAYONG, w, p::USE_ON, facts);
}

// ---------------------------------------------------------------------------
// 五局 (lines 11, 59, 61, 247, 251, 325).

fn ju_name(e: Element) -> &'static str {
    match e {
        Element::Water => "潤下",
        Element::Wood => "曲直",
        Element::Fire => "炎上",
        Element::Earth => "稼穡",
        Element::Metal => "從革",
    }
}

/// An element's key in ids: shui, mu, huo, tu, jin.
fn element_key(e: Element) -> &'static str {
    match e {
        Element::Water => "shui",
        Element::Wood => "mu",
        Element::Fire => "huo",
        Element::Earth => "tu",
        Element::Metal => "jin",
    }
}

/// The element of the triad both `a` and `b` belong to, if they are two different members.
fn half_triad(a: Branch, b: Branch) -> Option<Element> {
    (a != b && a.triad().contains(&b)).then(|| a.triad()[1].element())
}

/// A 局 the chart shows: its element, its members, where it was seen.
struct Ju {
    element: Element,
    members: Vec<Branch>,
    whence: String,
    /// What `whence` is about.
    about: Vec<About>,
    passage: Passage,
}

fn find_ju(c: &Ctx) -> Vec<Ju> {
    let mut v = Vec::new();
    let b = c.view.chuan();
    let mut sorted = b.to_vec();
    sorted.sort();
    sorted.dedup();
    if sorted.len() == 3 {
        let whence = format!("三傳{}{}{}", b[0], b[1], b[2]);
        let mut t = b[0].triad().to_vec();
        t.sort();
        let about = chuan_about(c);
        if t == sorted {
            v.push(Ju { element: b[1].triad()[1].element(), members: b.to_vec(), whence, about, passage: p::JU_CHUAN });
        } else if b.iter().all(|x| x.rank() == SeasonRank::Ji) {
            v.push(Ju { element: Element::Earth, members: b.to_vec(), whence, about, passage: p::JU_CHUAN });
        }
    }
    // 日辰上下加臨 and 發用 with its place: two members suffice (247, 325).
    for q in [c.day_up, c.branch_up, c.fayong()] {
        let low = lower_branch(&q);
        if let Some(e) = half_triad(q.branch, low) {
            if !v.iter().any(|j| j.element == e) {
                let mut about = q.about();
                about.push(About::Branch(low));
                v.push(Ju {
                    element: e,
                    members: vec![q.branch, low],
                    whence: format!("{}（少一字）", q.over()),
                    about,
                    passage: p::HALF_JU,
                });
            }
        }
    }
    v
}

/// 「逢刑沖克害，為破局不成」 (line 61): a member 沖ed, 刑ed or 害ed by the day
/// branch, 日上 or 辰上 (when they are not members themselves).
// DIFFERENCE: 克 is not counted as breaking a 局 here: the 傳 that make a 局 are
// themselves chosen by 克, so counting it would break nearly every 局.
fn breaker(c: &Ctx, ju: &Ju) -> Option<Fact> {
    let places = [
        ("日支", c.day.branch(), None),
        ("日上", c.day_up.branch, Some(Place::GanShang)),
        ("辰上", c.branch_up.branch, Some(Place::ZhiShang)),
    ];
    for (n, x, place) in places {
        if ju.members.contains(&x) {
            continue;
        }
        for &m in &ju.members {
            let how = if x.opposite() == m {
                "沖"
            } else if x.punishes() == m || m.punishes() == x {
                "刑"
            } else if hai(x) == m {
                "害"
            } else {
                continue;
            };
            let about = [About::Branch(x)].into_iter().chain(place.map(About::Place)).chain([About::Branch(m)]);
            return Some(Fact::on(format!("{n}{x}{how}{m}"), about));
        }
    }
    None
}

fn ju(c: &Ctx, out: &mut Out) {
    for j in find_ju(c) {
        let name = ju_name(j.element);
        let key = element_key(j.element);
        let whence = Fact::on(j.whence.clone(), j.about.clone());
        if let Some(why) = breaker(c, &j) {
            out.push(
                format!("ju.broken.{key}"),
                t::WUXING,
                format!("{name}局逢刑沖害，破局不成"),
                p::JU_BROKEN,
                vec![whence, why],
            );
            continue;
        }
        let (passage, w) = match j.element {
            Element::Water => (p::JU_WATER, "水中物，或近水曲形物"),
            Element::Wood => (p::JU_WOOD, "曲直木器物，或斜長草木物"),
            Element::Fire => (p::JU_FIRE, "煙火虛心物，或尖銳器"),
            Element::Earth => (p::JU_EARTH, "近土所養物，或圓厚泥土物類"),
            Element::Metal => (p::JU_METAL, "山谷中所生物，及方雕鑄堅硬物"),
        };
        let mut facts = vec![Fact::on(format!("{}成{}局", j.whence, name), j.about.clone())];
        if j.passage == p::JU_CHUAN {
            facts.push(Fact::on("三傳成局亦可用（第11行）", j.about.clone()));
        }
        out.push(format!("ju.{key}"), t::JU, format!("{name}：{w}"), passage, facts.clone());
        let whence = match j.element {
            Element::Metal => "物出山坡",
            Element::Water => "物出水中",
            _ => "物出陸地",
        };
        out.push(format!("ju.land.{key}"), t::LAND, format!("{name}局：{whence}"), p::JU_WHERE, facts);
    }
}

// ---------------------------------------------------------------------------
// 死活 (lines 13, 39, 255–257).

/// The signs of life and death of one place: (活, 死) facts.
fn life_signs(c: &Ctx, q: &Pos) -> (Vec<Fact>, Vec<Fact>) {
    let (mut live, mut die) = (Vec::new(), Vec::new());
    let s = stage(c, q.branch);
    match s {
        LifeStage::Birth | LifeStage::Capping | LifeStage::Office | LifeStage::Peak => {
            live.push(q.fact(format!("{}{}", q.name(), s.hanzi())))
        }
        LifeStage::Bath => {}
        _ => die.push(q.fact(format!("{}{}", q.name(), s.hanzi()))),
    }
    if has_qi(q.vitality) {
        live.push(q.fact(format!("{}帶旺相氣（{}）", q.name(), q.vitality.hanzi())));
    } else {
        die.push(q.fact(format!("{}帶死囚休氣（{}）", q.name(), q.vitality.hanzi())));
    }
    if c.spirit("生氣") == Some(q.branch) {
        live.push(q.fact(format!("{}為生氣（卷中第229行）", q.name())));
    }
    for (n, line) in [("死神", 257), ("死氣", 255)] {
        if c.spirit(n) == Some(q.branch) {
            die.push(q.fact(format!("{}為{}（卷中第{}行）", q.name(), n, line)));
        }
    }
    let (u, l) = (q.element(), q.lower.element());
    if mutually_generate(u, l) {
        live.push(q.fact_over(format!("{}上下相生", q.over())));
    } else if mutually_overcome(u, l) {
        die.push(q.fact_over(format!("{}上下相克", q.over())));
    }
    (live, die)
}

fn life_verdict(c: &Ctx, ps: &[Pos]) -> (i32, Vec<Fact>) {
    let mut facts = vec![stage_fact(c)];
    let mut score = 0i32;
    for q in ps {
        let (live, die) = life_signs(c, q);
        score += live.len() as i32 - die.len() as i32;
        facts.extend(live.into_iter().map(|f| Fact { text: format!("活：{}", f.text), ..f }));
        facts.extend(die.into_iter().map(|f| Fact { text: format!("死：{}", f.text), ..f }));
    }
    (score, facts)
}

fn life(c: &Ctx, out: &mut Out) {
    let readings: [(Vec<Pos>, &'static str, &'static str); 2] = [
        (vec![c.branch_up], v::ZONGLUN_BRANCH, "life.zonglun"),
        (vec![c.day_up, c.branch_up], v::ZAZHAI_UPPERS, "life.zazhai"),
    ];
    for (ps, label, id) in readings {
        let (score, mut facts) = life_verdict(c, &ps);
        let (verdict, passage) = match score.signum() {
            1 => ("其物必活", p::ALIVE),
            -1 => ("其物必死", p::DEAD),
            _ => ("死活之兆相半", p::LIFE_WHERE),
        };
        if label == v::ZONGLUN_BRANCH && score != 0 {
            let (fs, _) = life_verdict(c, &[c.fayong()]);
            if fs.signum() == score.signum() {
                let f = c.fayong();
                facts.push(f.fact(format!("{}亦然：更辰上發用尤準", f.name())));
            }
        }
        out.push(id, t::LIFE, verdict, passage, facts).variant(label);
    }
}

// ---------------------------------------------------------------------------
// 表裏 (line 261).

/// 表裏 (261), and the song of line 43: 「日辰連茹相和合，物類形顏內外兼。連茹和合者，
/// 亦以干支入三傳言也，而凡干支入三傳者皆是」 — the same condition, the day stem (at
/// its 寄宮) or the day branch in the 傳.
fn biaoli(c: &Ctx, out: &mut Out) {
    let b = c.view.chuan();
    let (stem, branch) = (c.stem(), c.day.branch());
    let stem_in = b.contains(&stem.lodge());
    let branch_in = b.contains(&branch);
    if !(stem_in || branch_in) {
        return;
    }
    let in_chuan = |x: Branch| c.view.places_of(x).into_iter().filter(|p| Place::CHUAN.contains(p)).map(About::Place);
    let mut facts = Vec::new();
    if stem_in {
        let l = stem.lodge();
        facts.push(
            Fact::on(format!("干{}（寄{}）入傳", stem, l), [About::Stem(stem), About::Branch(l)]).and(in_chuan(l)),
        );
    }
    if branch_in {
        facts.push(Fact::on(format!("支{}入傳", branch), [About::Branch(branch)]).and(in_chuan(branch)));
    }
    let bs = branch_as_stem(branch);
    out.push(
        "biaoli.neiwai",
        t::ZONGLUN,
        format!("物類形顏內外兼：外{}，內{}，或形狀不同", stem_colour(stem), stem_colour(bs)),
        p::LIANRU_HEHE,
        facts.clone(),
    );
    out.push(
        "biaoli",
        t::BIAOLI,
        format!("其物有表裏：表（干{}，{}），裏（支{}，{}）", stem, stem_colour(stem), branch, stem_colour(bs)),
        p::BIAOLI,
        facts,
    );
}

// ---------------------------------------------------------------------------
// 可食 (lines 15, 39, 265–271).

fn food(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let readings: [(Vec<Pos>, &'static str, &'static str); 2] = [
        (vec![c.day_up, c.branch_up, f], v::ZONGLUN_WITH_USE, "food.zonglun"),
        (vec![c.day_up, c.branch_up], v::ZAZHAI_UPPERS, "food.zazhai"),
    ];
    for (ps, label, id) in readings {
        if !ps.iter().all(|q| has_qi(q.vitality)) {
            continue;
        }
        let mut facts: Vec<Fact> = ps.iter().map(|q| q.fact(q.with_element())).collect();
        let sheng: Vec<Fact> = ps
            .iter()
            .filter(|q| mutually_generate(q.element(), q.lower.element()))
            .map(|q| q.fact_over(format!("{}相生", q.over())))
            .collect();
        let verdict = if sheng.is_empty() {
            facts.push(Fact::new("上下無相生"));
            "帶旺相氣，然不相生，未必竟可食"
        } else {
            facts.extend(sheng);
            "帶旺相氣而相生：其物可食"
        };
        out.push(id, t::FOOD, verdict, p::FOOD, facts).variant(label);
    }
    let below = lower_branch(&f);
    let taste = match below.rank() {
        SeasonRank::Meng => "味酸",
        SeasonRank::Zhong => "味鹹",
        SeasonRank::Ji => "味甘",
    };
    out.push(
        "food.taste",
        t::FOOD,
        format!("用加{}上：{}", below.rank().hanzi(), taste),
        p::FOOD_TASTE,
        vec![f.fact_over(format!("{}，{}為{}", f.over(), below, below.rank().hanzi()))],
    );
    let kind = match f.element() {
        Element::Metal => "刀傷物",
        Element::Wood => "菜果類",
        Element::Fire => "經火氣",
        Element::Water => "經水氣",
        Element::Earth => "土產物",
    };
    out.push(
        "food.kind",
        t::FOOD,
        format!("用逢{}：{}", f.element().hanzi(), kind),
        p::FOOD_KIND,
        vec![f.fact(f.with_element())],
    );
    let on_day = f.branch == c.day_up.branch || f.branch == c.branch_up.branch;
    if !has_qi(f.vitality) && !on_day {
        out.push(
            "food.not",
            t::FOOD,
            "帶休囚死氣，又不在日辰上：不堪食",
            p::FOOD_NOT,
            vec![
                f.fact(f.with_element()),
                c.day_up.fact(format!("日上{}、辰上{}", c.day_up.branch, c.branch_up.branch)).and(c.branch_up.about()),
            ],
        );
    }
    let with: Vec<Fact> = [c.day_up, c.branch_up]
        .iter()
        .filter_map(|q| {
            if q.branch == f.branch {
                Some(q.fact(format!("{}與發用並", q.name())).and(f.about()))
            } else if mutually_generate(q.element(), f.element()) {
                Some(q.fact(format!("{}與發用{}相生", q.name(), f.branch)).and(f.about()))
            } else {
                None
            }
        })
        .collect();
    if !with.is_empty() {
        out.push("food.with", t::FOOD, "日辰與用神並或相生：可食", p::FOOD_WITH, with);
    }
    let ps = three(c);
    if let Some(q) = ps.iter().find(|q| q.branch == Branch::Chou && view::is_auspicious(q.general)) {
        out.push(
            "food.daji",
            t::FOOD,
            "大吉與吉神並：可食",
            p::FOOD_DAJI,
            vec![q.fact(format!("{}乘{}", q.name(), q.general))],
        );
    }
    let cwy = [Branch::Chou, Branch::Wei, Branch::Yin];
    if let Some(q) = [c.day_up, c.branch_up, f]
        .into_iter()
        .find(|q| cwy.contains(&q.branch) && cwy.contains(&lower_branch(q)) && q.branch != lower_branch(q))
    {
        out.push(
            "food.chouweiyin",
            t::FOOD,
            "丑未寅相加：可食",
            p::FOOD_CWY,
            vec![q.fact_over(format!("{}加{}", q.branch, lower_branch(&q)))],
        );
    }
    let good = [General::Qinglong, General::Taichang, General::Liuhe];
    let riding: Vec<Fact> = [c.day_up, c.branch_up, f]
        .iter()
        .filter(|q| good.contains(&q.general))
        .map(|q| q.fact(format!("{}乘{}", q.name(), q.general)))
        .collect();
    if !riding.is_empty() {
        out.push("food.generals", t::FOOD, "龍常六合加日辰發用：可食", p::FOOD_GENERALS, riding);
    }
    if matches!(f.branch, Branch::Chen | Branch::Xu) {
        out.push("food.poison", t::FOOD, "其物有毒，不可食", p::FOOD_POISON, vec![f.fact(f.name())]);
    }
}

// ---------------------------------------------------------------------------
// 有無 (lines 27, 275–277).

fn presence(c: &Ctx, out: &mut Out) {
    for q in [c.fayong(), c.day_up, c.branch_up] {
        if !q.void {
            continue;
        }
        let facts = vec![q.fact(format!("{}旬空", q.name())), q.fact(format!("{}乘{}", q.name(), q.general))];
        let id = format!("presence.{}", q.key());
        if q.general == General::Tiankong {
            out.push(id, t::PRESENCE, format!("天空{}又旬空：無物", q.label), p::NOTHING, facts);
        } else {
            out.push(id, t::PRESENCE, format!("{}無天空，但旬空：仍有物", q.label), p::SOMETHING, facts);
        }
    }
}

// ---------------------------------------------------------------------------
// 老少 (lines 23, 283), 新舊 (29, 39, 287).

fn age(c: &Ctx) -> Option<Found> {
    let mut facts = vec![c.day_fact_on(), stage_fact(c)];
    let mut score = 0i32;
    let mut seen = Vec::new();
    for q in [by_polarity(c), c.fayong()] {
        if seen.contains(&q.branch) {
            continue;
        }
        seen.push(q.branch);
        let young_polarity = (q.branch.polarity() == Polarity::Yang) == c.yang();
        let s = stage(c, q.branch);
        for (young, what) in [
            (young_polarity, q.branch.polarity().hanzi().to_string()),
            (fresh_stage(s), s.hanzi().to_string()),
            (has_qi(q.vitality), q.vitality.hanzi().to_string()),
        ] {
            score += if young { 1 } else { -1 };
            facts.push(q.fact(format!("{}{}：{}", q.name(), what, if young { "少" } else { "老" })));
        }
    }
    let verdict = match score.signum() {
        1 => "少：從其本屬及美好言之",
        -1 => "老：從其化屬及醜陋言之",
        _ => "老少參半",
    };
    Some(Found::new(verdict, facts))
}

fn new_old(c: &Ctx, out: &mut Out) {
    let readings: [(Vec<Pos>, &'static str, &'static str); 2] = [
        (three(c), v::ZONGLUN_WITH_USE, "new_old.zonglun"),
        (vec![c.day_up, c.branch_up], v::ZAZHAI_UPPERS, "new_old.zazhai"),
    ];
    for (ps, label, id) in readings {
        let mut facts = vec![stage_fact(c)];
        let mut score = 0i32;
        let mut seen = Vec::new();
        for q in ps {
            if seen.contains(&q.branch) {
                continue;
            }
            seen.push(q.branch);
            let s = stage(c, q.branch);
            for (new, what) in [(fresh_stage(s), s.hanzi()), (has_qi(q.vitality), q.vitality.hanzi())] {
                score += if new { 1 } else { -1 };
                facts.push(q.fact(format!("{}{}：{}", q.name(), what, if new { "生新" } else { "故舊" })));
            }
        }
        let verdict = match score.signum() {
            1 => "生新",
            -1 => "故舊",
            _ => "新舊參半",
        };
        out.push(id, t::NEW_OLD, verdict, p::NEW_OLD, facts).variant(label);
    }
}

// ---------------------------------------------------------------------------
// 當時與過時 (lines 17, 295).

fn timely(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let pillars = c.chart.calendar.pillars;
    let month = pillars.month.branch();
    let season = Season::of_month(month);
    let mut facts =
        vec![f.fact(f.name()), Fact::on(format!("{}占，月建{}", season.hanzi(), month), [About::Branch(month)])];
    let ahead = f.branch.since(month);
    let verdict = match ahead {
        0 => Some("用起月建：當時物"),
        1..=5 => Some("用在月建之前：將來物"),
        7..=11 => Some("用在月建之後：過時物"),
        _ => None,
    };
    if let Some(w) = verdict {
        if ahead != 0 {
            facts.push(f.fact(format!("{}屬{}", f.branch, Season::of_month(f.branch).hanzi())));
        }
        out.push("timely.month", t::TIMELY, w, p::TIMELY, facts);
    }
    for (n, b, id) in [("日", pillars.day.branch(), "timely.day"), ("時", pillars.hour.branch(), "timely.hour")] {
        if f.branch == b {
            out.push(
                id,
                t::TIMELY,
                format!("用起{n}辰：當時物"),
                p::TIMELY,
                vec![f.fact(f.name()), Fact::on(format!("{n}{b}"), [About::Branch(b)])],
            );
        }
    }
    let year = pillars.year.branch();
    let w = if f.branch == year {
        Some("用起太歲：今歲，或是常用之物")
    } else if f.branch == year.previous() {
        Some("用起舊歲：去年之物")
    } else if f.branch == year.next() {
        Some("用起明歲：來年之物")
    } else {
        None
    };
    if let Some(w) = w {
        out.push(
            "timely.year",
            t::TIMELY,
            w,
            p::TIMELY_YEAR,
            vec![f.fact(f.name()), Fact::on(format!("太歲{}", year), [About::Branch(year)])],
        );
    }
}

// ---------------------------------------------------------------------------
// 完缺 (lines 31, 243, 299–303).

/// 刑 or 破 between the halves of a lesson.
fn lesson_strife(c: &Ctx) -> Vec<Fact> {
    const PLACES: [Place; 4] = [Place::GanShang, Place::GanYin, Place::ZhiShang, Place::ZhiYin];
    c.chart
        .lessons
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let low = match l.lower {
                StemOrBranch::Stem(s) => s.lodge(),
                StemOrBranch::Branch(b) => b,
            };
            let u = l.upper;
            let how = if u.punishes() == low || low.punishes() == u {
                "刑"
            } else if po(u) == low {
                "破"
            } else {
                return None;
            };
            Some(Fact::on(
                format!("第{}課{}{}{}", i + 1, u, how, low),
                [About::Branch(u), About::Place(PLACES[i]), About::Branch(low)],
            ))
        })
        .collect()
}

fn whole(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let (u, l) = (f.element(), f.lower.element());
    let fact = vec![f.fact(f.with_element()), f.fact_over(f.over())];
    let w = match (has_qi(f.vitality), mutually_generate(u, l), mutually_overcome(u, l)) {
        (true, true, _) => Some("旺相相生：完美"),
        (true, _, true) => Some("旺相相克：美而不完"),
        (false, _, true) => Some("休囚相克：缺陋"),
        (false, true, _) => Some("休囚相生：陋而不缺"),
        _ => None,
    };
    if let Some(w) = w {
        out.push("whole.fayong", t::WHOLE, w, p::WHOLE, fact);
    }
    let distinct = FourLessons::new(c.day, c.chart.plate).distinct();
    let strife = lesson_strife(c);
    let mut facts = vec![Fact::new(if distinct < 4 {
        format!("四課不備（{}課）", distinct)
    } else {
        "四課備".to_string()
    })];
    facts.extend(strife.iter().cloned());
    if distinct < 4 && !strife.is_empty() {
        out.push("whole.lessons", t::WHOLE, "四課不備，見刑破：其物損", p::WHOLE_LESSONS, facts.clone());
    } else if distinct == 4 && strife.is_empty() {
        facts.push(Fact::new("不值刑破"));
        out.push("whole.lessons", t::WHOLE, "四課備，不值刑破：為完", p::WHOLE_LESSONS, facts.clone());
    }
    let sihai: Vec<Fact> =
        three(c).iter().filter(|q| matches!(q.branch, Branch::Si | Branch::Hai)).map(|q| q.fact(q.name())).collect();
    if !sihai.is_empty() {
        out.push("whole.sihai", t::WHOLE, "巳亥有不備之象", p::WHOLE_SIHAI, sihai.clone());
    }
    if distinct < 4 || !strife.is_empty() || !sihai.is_empty() {
        facts.extend(sihai);
        out.push("whole.que", t::ZONGLUN, "為缺", p::WHOLE_SUM, facts);
    }
}

// ---------------------------------------------------------------------------
// 虛實 (lines 27, 91–93, 307–313).

fn solid(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let song = match f.element() {
        Element::Fire => "火用：虛尖銳有芒",
        Element::Water => "水形：曲實更柔長",
        Element::Earth => "土為圓厚",
        Element::Metal => "金方硬",
        Element::Wood => "木類：條直長又蒼",
    };
    out.push("solid.song", t::SOLID, song, p::HOLLOW_SONG, vec![f.fact(f.with_element())]);
    if f.element() == Element::Fire {
        out.push("solid.fire", t::SOLID, "火神發用：其物心虛", p::HOLLOW_FIRE, vec![f.fact(f.with_element())]);
    }
    if f.general == General::Tiankong {
        out.push(
            "solid.tiankong",
            t::SOLID,
            "天空發用：其物心虛",
            p::HOLLOW_FIRE,
            vec![f.fact(format!("發用{}乘天空", f.branch))],
        );
    }
    if f.element() == Element::Water {
        out.push("solid.water", t::SOLID, "水神發用：其物必實", p::SOLID_WATER, vec![f.fact(f.with_element())]);
    }
    let other = match f.element() {
        Element::Water => Some(Element::Fire),
        Element::Fire => Some(Element::Water),
        _ => None,
    };
    if let Some(o) = other {
        let ups: Vec<Fact> =
            [c.day_up, c.branch_up].iter().filter(|q| q.element() == o).map(|q| q.fact(q.with_element())).collect();
        if !ups.is_empty() {
            let mut facts = ups;
            facts.push(f.fact(f.with_element()));
            out.push("solid.half", t::SOLID, "其物半虛半實", p::HALF, facts);
        }
    }
    let where_ = ["上空", "中空", "下空"];
    let voids: Vec<(usize, Branch)> = c.view.chuan().into_iter().enumerate().filter(|&(_, b)| c.view.void(b)).collect();
    if !voids.is_empty() {
        let w: Vec<&str> = voids.iter().map(|&(i, _)| where_[i]).collect();
        let facts = voids
            .iter()
            .map(|&(i, b)| {
                let place = Place::CHUAN[i];
                Fact::on(format!("{}{}旬空", place.hanzi(), b), [About::Branch(b), About::Place(place)])
            })
            .collect();
        out.push("solid.void", t::SOLID, format!("其物空虛：{}（或又為無物）", w.join("、")), p::VOID_CHUAN, facts);
    }
    if c.view.dun(f.branch) == Some(Stem::Jia) {
        out.push(
            "solid.xunshou",
            t::SOLID,
            "發用旬首：為實",
            p::XUN_HEAD,
            vec![f.fact(format!("發用{}遁甲", f.branch)).and([About::Stem(Stem::Jia)])],
        );
    } else if f.void {
        out.push(
            "solid.xunkong",
            t::SOLID,
            "發用空亡：為虛",
            p::XUN_HEAD,
            vec![f.fact(format!("發用{}旬空", f.branch))],
        );
    }
    let on = [c.day_up, c.branch_up].into_iter().find(|q| q.branch == f.branch);
    if let (Some(q), true) = (on, matches!(f.element(), Element::Metal | Element::Wood | Element::Earth)) {
        out.push(
            "solid.full",
            t::SOLID,
            "金木土加干支為發用：全實",
            p::FULL_SOLID,
            vec![f.fact(f.with_element()), f.fact(format!("發用即{}", q.name())).and(q.about())],
        );
    }
}

// ---------------------------------------------------------------------------
// 多少 (lines 209, 317, 319).

fn many(c: &Ctx, out: &mut Out) {
    let pillars = c.chart.calendar.pillars;
    let big = [("歲", pillars.year.branch()), ("月建", pillars.month.branch()), ("月將", c.chart.month_general)];
    let small = [("日", pillars.day.branch()), ("時", pillars.hour.branch())];
    for q in [c.day_up, c.branch_up, c.fayong()] {
        if q.vitality != Vitality::Prosperous {
            continue;
        }
        let id = format!("many.pillars.{}", q.key());
        if let Some((n, _)) = big.iter().find(|(_, b)| *b == q.branch) {
            out.push(
                id,
                t::MANY,
                format!("{}旺而遇{}：物盛大而多", q.name(), n),
                p::MANY_PILLARS,
                vec![q.fact(q.with_element()), q.fact(format!("{n}{}", q.branch))],
            );
        } else if let Some((n, _)) = small.iter().find(|(_, b)| *b == q.branch) {
            out.push(
                id,
                t::MANY,
                format!("{}旺而遇{}：物渺小而寡", q.name(), n),
                p::MANY_PILLARS,
                vec![q.fact(q.with_element()), q.fact(format!("{n}{}", q.branch))],
            );
        }
    }
    let ps = [c.day_up, c.branch_up, c.fayong()];
    let facts: Vec<Fact> = ps.iter().map(|q| q.fact(q.with_element())).collect();
    let all_qi = ps.iter().all(|q| has_qi(q.vitality));
    let none_qi = ps.iter().all(|q| !has_qi(q.vitality));
    let all_dead = ps.iter().all(|q| q.vitality == Vitality::Dead);
    let w209 = if all_qi {
        "俱旺相：多"
    } else if none_qi {
        "俱休囚：少"
    } else {
        "一旺相一休囚死：處中"
    };
    out.push("many.kanfa", t::NUMBER, w209, p::MANY_209, facts.clone()).variant(v::MANY_209);
    let w319 = if all_qi {
        Some("三者俱旺相：物必多")
    } else if all_dead {
        Some("三者死絕：物必少")
    } else if none_qi {
        Some("三者休囚：物必處中")
    } else {
        None
    };
    if let Some(w) = w319 {
        out.push("many.zazhai", t::MANY, w, p::MANY_319, facts).variant(v::MANY_319);
    }
}

// ---------------------------------------------------------------------------
// 水陸 (line 325), 左右手 (329), 覆仰器 (333).

fn land(c: &Ctx, out: &mut Out) {
    let dry = |e: Element| matches!(e, Element::Fire | Element::Earth | Element::Wood);
    let wet = |e: Element| matches!(e, Element::Metal | Element::Water);
    for q in [c.fayong(), c.day_up, c.branch_up] {
        let (u, l) = (q.element(), q.lower.element());
        let fact = vec![q.fact_over(format!("{}（{}臨{}）", q.over(), u.hanzi(), l.hanzi()))];
        let id = format!("land.{}", q.key());
        if dry(u) && dry(l) {
            out.push(id, t::LAND, format!("火土木神自相加臨（{}）：其物出陸地", q.label), p::LAND, fact);
        } else if wet(u) && wet(l) {
            out.push(id, t::LAND, format!("金水神自相加臨（{}）：其物出水中", q.label), p::LAND, fact.clone());
            let metal = [Branch::Si, Branch::You, Branch::Chou];
            let low = lower_branch(&q);
            if metal.contains(&q.branch) && metal.contains(&low) && q.branch != low {
                out.push(
                    format!("land.hills.{}", q.key()),
                    t::LAND,
                    "巳酉丑金神相加：多主金石，出山谷中",
                    p::HILLS,
                    fact,
                );
            }
        }
    }
}

fn hand(c: &Ctx, out: &mut Out) {
    let f = c.fayong();
    let at = c.view.under(f.branch);
    let fact = vec![f.fact_over(format!("發用{}臨地盤{}", f.branch, at))];
    let left = at <= Branch::Wu;
    let right = at == Branch::Zi || at >= Branch::Wu;
    match (left, right) {
        (true, true) => {
            out.push("hand.left", t::HAND, "在左手", p::HAND, fact.clone()).variant(v::HAND_LEFT);
            out.push("hand.right", t::HAND, "在右手", p::HAND, fact).variant(v::HAND_RIGHT);
        }
        (true, false) => {
            out.push("hand", t::HAND, "為陽，在左手", p::HAND, fact);
        }
        _ => {
            out.push("hand", t::HAND, "為陰，在右手", p::HAND, fact);
        }
    }
}

fn vessel(c: &Ctx) -> Option<Found> {
    let at = c.view.under(Branch::Chen);
    let yang = at.polarity() == Polarity::Yang;
    let mut about = c.view.about(Branch::Chen);
    about.push(About::Branch(at));
    Some(Found::new(
        if yang { "罡加陽：在覆器" } else { "罡加陰：在仰器" },
        vec![
            Fact::on(format!("天罡辰加{}", at), about),
            Fact::on(format!("{}屬{}", at, at.polarity().hanzi()), [About::Branch(at)]),
        ],
    ))
}

// ---------------------------------------------------------------------------
// 類神: candidate things.

fn candidates(c: &Ctx) -> Vec<Candidate> {
    let mut list: Vec<Candidate> = Vec::new();
    let mut add = |thing: &'static str, why: String| match list.iter_mut().find(|x| x.thing == thing) {
        Some(x) => {
            x.score += 1;
            x.support.push(why);
        }
        None => list.push(Candidate { thing, score: 1, support: vec![why] }),
    };
    for q in [c.day_up, c.branch_up, c.fayong()] {
        for table in BRANCH_TABLES {
            let row = table.row(q.branch);
            for &thing in row.things {
                add(thing, format!("{}：{}（第{}行）", q.name(), table.name, row.line));
            }
        }
        let row = things::general_row(q.general);
        for &thing in row.things {
            add(thing, format!("{}乘{}：十二天官（第{}行）", q.name(), q.general, row.line));
        }
    }
    // Stable: equal scores keep the order of first support (日上, 辰上, 發用; the text's order).
    list.sort_by_key(|x| core::cmp::Reverse(x.score));
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn branch_as_stem_follows_polarity_and_element() {
        for (b, s) in BRANCH_AS_STEM {
            assert_eq!(b.element(), s.element(), "{b}");
            assert_eq!(b.polarity(), s.polarity(), "{b}");
        }
    }

    #[test]
    fn the_worked_cases_of_the_twelve_mixed() {
        // 「如甲日占…得亥辰為有生木也，得未為有死木也」 (line 123).
        assert!(hidden_life(Element::Wood, Branch::Hai).0);
        assert!(hidden_life(Element::Wood, Branch::Chen).0);
        assert!(hidden_life(Element::Wood, Branch::Wei).1);
        // 「故癸日得巳、寅為生新，得戌為新故死生兼半，得辰為死故」 (line 167).
        assert!(matches!(hidden_life(Element::Earth, Branch::Si), (true, false, _)));
        assert!(matches!(hidden_life(Element::Earth, Branch::Yin), (true, false, _)));
        assert!(matches!(hidden_life(Element::Earth, Branch::Xu), (true, true, _)));
        assert!(matches!(hidden_life(Element::Earth, Branch::Chen), (false, true, _)));
    }

    #[test]
    fn stages_count_earth_from_shen() {
        // 「申酉戌亥子，乃戊土長沐冠臨帝位也」 (line 167).
        for (b, s) in
            [(Branch::Shen, LifeStage::Birth), (Branch::Zi, LifeStage::Peak), (Branch::Chou, LifeStage::Decline)]
        {
            assert_eq!(LifeStage::of_element(Element::Earth, b), s);
        }
    }
}
