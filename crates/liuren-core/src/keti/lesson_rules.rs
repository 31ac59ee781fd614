//! The patterns decided by the lesson alone: day, plate, four lessons and three
//! transmissions. Each function is the rule of one row (or, with a parameter,
//! of several rows) of the catalogue (`keti/catalogue.rs`), and returns the facts that make
//! the pattern fire — none when it does not.
//!
//! Rules that also read the whole chart when there is one (遊子's 天馬, 侵害's
//! 行年 …) find it in [`Cx::view`].

use crate::cycle::{Branch, Element, GanZhi, Polarity, SeasonRank, Stem, StemOrBranch};
use crate::lessons::{Clash, FourLessons};
use crate::plate::Plate;
use crate::reading::{About, Fact, Place};
use crate::relations::LifeStage;
use crate::transmissions::{Family, Method, Transmissions};
use crate::view::{ChartView, Relation};

use super::Pattern;

/// The facts a rule returns: empty when the pattern does not fire.
pub(super) type Facts = Vec<Fact>;

/// The lesson view every rule reads: the day, the plate, the lessons, the
/// transmissions — and the whole chart, when there is one (the 720 lessons of
/// the table have none).
pub(super) struct Cx<'a> {
    pub day: GanZhi,
    pub plate: Plate,
    pub four: FourLessons,
    pub t: &'a Transmissions,
    /// The chart, for the rules that need 天將, the month, 年命 ….
    pub view: Option<ChartView<'a>>,
}

impl<'a> Cx<'a> {
    /// The lesson alone.
    pub fn new(day: GanZhi, plate: Plate, t: &'a Transmissions) -> Cx<'a> {
        Cx { day, plate, four: FourLessons::new(day, plate), t, view: None }
    }

    /// The lesson of a whole chart.
    pub fn of_chart(v: ChartView<'a>) -> Cx<'a> {
        let c = v.chart;
        Cx { view: Some(v), ..Cx::new(c.day(), c.plate, &c.transmissions) }
    }

    /// 月建, when the chart is known.
    pub fn month(&self) -> Option<Branch> {
        self.view.map(|v| v.month())
    }

    pub fn stem(&self) -> Stem {
        self.day.stem()
    }

    pub fn branch(&self) -> Branch {
        self.day.branch()
    }

    /// 日干寄宮.
    pub fn lodge(&self) -> Branch {
        self.stem().lodge()
    }

    /// 干上神.
    pub fn stem_upper(&self) -> Branch {
        self.four.stem_upper()
    }

    /// 支上神.
    pub fn branch_upper(&self) -> Branch {
        self.four.branch_upper()
    }

    pub fn chuan(&self) -> [Branch; 3] {
        self.t.branches
    }

    /// 初傳 (發用).
    pub fn first(&self) -> Branch {
        self.t.branches[0]
    }

    pub fn last(&self) -> Branch {
        self.t.branches[2]
    }

    /// 八專日: the stem lodges on the day's own branch (甲寅 庚申 丁未 己未 癸丑).
    pub fn bazhuan_day(&self) -> bool {
        self.lodge() == self.branch()
    }

    /// The four uppers, first to fourth.
    pub fn uppers(&self) -> [Branch; 4] {
        self.four.0.map(|l| l.upper)
    }

    /// Every branch written in the four lessons, uppers and lowers (the stem
    /// counted as its palace) — what 「在四課之中」 looks in.
    pub fn lesson_branches(&self) -> Vec<Branch> {
        let mut v = vec![self.lodge(), self.branch()];
        v.extend(self.uppers());
        v
    }

    pub fn is_void(&self, b: Branch) -> bool {
        self.day.xun_kong().contains(&b)
    }

    pub fn chuan_names(&self) -> String {
        names(&self.chuan())
    }

    /// The three transmissions and their places, as a fact's `about`.
    pub fn chuan_about(&self) -> Vec<About> {
        let mut v: Vec<About> = self.chuan().map(About::Branch).to_vec();
        v.extend(Place::CHUAN.map(About::Place));
        v
    }

    /// The four uppers and their places (干上 干陰 支上 支陰).
    pub fn uppers_about(&self) -> Vec<About> {
        let mut v: Vec<About> = self.uppers().map(About::Branch).to_vec();
        v.extend(Place::SLOTS[..4].iter().map(|&p| About::Place(p)));
        v
    }

    /// 日干 as a fact's `about`: the stem and its place.
    pub fn stem_about(&self) -> [About; 2] {
        [About::Stem(self.stem()), About::Place(Place::DayStem)]
    }

    /// 日支 as a fact's `about`.
    pub fn branch_about(&self) -> [About; 2] {
        [About::Branch(self.branch()), About::Place(Place::DayBranch)]
    }
}

/// Branch `b` standing at place `p`, as a fact's `about`.
pub(super) fn at(b: Branch, p: Place) -> [About; 2] {
    [About::Branch(b), About::Place(p)]
}

/// Branches as a fact's `about`.
pub(super) fn bs(b: impl IntoIterator<Item = Branch>) -> Vec<About> {
    b.into_iter().map(About::Branch).collect()
}

pub(super) fn names(bs: &[Branch]) -> String {
    bs.iter().map(|b| b.hanzi()).collect()
}

/// Whether element `a` generates (生) element `b`.
pub(super) fn generates(a: Element, b: Element) -> bool {
    a.generates() == b
}

/// 六破 — 「午破卯、酉破子, 辰破丑, 戌破未, 亥破寅、申破巳」 (《六壬大全》第七冊
/// 冲破課): [`Relation::Break`], whose table this is.
pub(super) fn breaks(a: Branch, b: Branch) -> bool {
    Relation::Break.holds(a, b)
}

/// 天馬 by month: 「正月起午，顺行六阳位」 (《六壬大全》第七冊 遊子課) — 正月午,
/// 二月申, 三月戌 … two places a month.
pub(super) fn tian_ma(month: Branch) -> Branch {
    Branch::Wu.wrapping_add(2 * month_number_one_based(month) as i64 - 2)
}

/// The month number of a month branch, counted from 1: 寅 正月 … 丑 十二月.
pub(super) fn month_number_one_based(month: Branch) -> usize {
    month.since(Branch::Yin) + 1
}

/// Where `b` is in the transmissions, as the chapters say it: 發用 or 入傳.
pub(super) fn where_in(cx: &Cx, b: Branch) -> Option<&'static str> {
    let ch = cx.chuan();
    if ch[0] == b {
        Some("發用")
    } else if ch.contains(&b) {
        Some("入傳")
    } else {
        None
    }
}

/// The places of the transmissions `b` stands in.
pub(super) fn chuan_places(cx: &Cx, b: Branch) -> Vec<About> {
    Place::CHUAN.into_iter().zip(cx.chuan()).filter(|&(_, c)| c == b).map(|(p, _)| About::Place(p)).collect()
}

// ---------------------------------------------------------------------------
// The methods.

/// The method that chose the transmissions, when it is `m` (元首 重審 … 井欄射).
pub(super) fn by_method(cx: &Cx, m: Method) -> Facts {
    let t = cx.t;
    if t.method != m {
        return Vec::new();
    }
    let first = at(cx.first(), Place::Chu);
    let mut facts = vec![Fact::on(format!("三傳 {} {}", cx.chuan_names(), m.hanzi()), cx.chuan_about())];
    if let Some(sel) = t.selection {
        facts.push(Fact::on(format!("返吟有克，以{}法發用", sel.hanzi()), first));
    }
    if let Some(why) = t.trace.last() {
        facts.push(Fact::on(why.clone(), first));
    }
    facts
}

/// The family of the method, when it is `f` and a 課 name of its own (涉害 — but
/// not when the method is plain 涉害 —, 遙克, 昴星, 伏吟, 返吟).
pub(super) fn by_family(cx: &Cx, f: Family) -> Facts {
    let t = cx.t;
    if t.method.family() != f || t.method == Method::SheHai {
        return Vec::new();
    }
    let mut facts = vec![
        Fact::on(format!("三傳 {} {}", cx.chuan_names(), t.method.hanzi()), cx.chuan_about()),
        Fact::on(format!("{}法，以{}取傳", f.hanzi(), t.method.hanzi()), cx.chuan_about()),
    ];
    if let Some(sel) = t.selection {
        facts.push(Fact::on(format!("以{}法發用", sel.hanzi()), at(cx.first(), Place::Chu)));
    }
    facts
}

/// 四絕: 午 over 亥, 酉 over 寅, 子 over 巳, 卯 over 申 — each 正 branch on the
/// palace where its element is 絕 (火絕亥, 金絕寅, 水絕巳, 木絕申). The four
/// are one rotation of the plate (未 over 子), so the day does not enter.
pub(super) fn si_jue(cx: &Cx) -> Facts {
    const PAIRS: [(Branch, Branch); 4] =
        [(Branch::Wu, Branch::Hai), (Branch::You, Branch::Yin), (Branch::Zi, Branch::Si), (Branch::Mao, Branch::Shen)];
    if !PAIRS.iter().all(|&(heaven, earth)| cx.plate.heaven_over(earth) == heaven) {
        return Vec::new();
    }
    PAIRS.iter().map(|&(h, e)| Fact::on(format!("{h}加{e}"), [About::Branch(h), About::Branch(e)])).collect()
}

// ---------------------------------------------------------------------------
// 連茹, 間傳, 全局.

/// The step of a 連茹: 1 forward, -1 backward.
fn lianru_step(cx: &Cx) -> Option<i64> {
    let [a, b, c] = cx.chuan();
    if b == a.next() && c == b.next() {
        Some(1)
    } else if b == a.previous() && c == b.previous() {
        Some(-1)
    } else {
        None
    }
}

/// 進茹 (`forward`) or 退茹, with 三奇連珠 and the 《袖中金》 names.
pub(super) fn lianru(cx: &Cx, forward: bool) -> Facts {
    if lianru_step(cx) != Some(if forward { 1 } else { -1 }) {
        return Vec::new();
    }
    let [a, b, c] = cx.chuan();
    let chuan = cx.chuan_names();
    let about = cx.chuan_about();
    let mut facts =
        vec![Fact::on(format!("三傳 {chuan} 連茹（{}）", if forward { "進" } else { "退" }), about.clone())];
    if fang(a) == fang(b) && fang(b) == fang(c) {
        facts.push(Fact::on(format!("三傳同在{}方", ["東", "南", "西", "北"][fang(a)]), about.clone()));
    }
    if [Branch::Hai, Branch::Zi, Branch::Chou].iter().all(|x| [a, b, c].contains(x)) {
        facts.push(Fact::on("三傳亥子丑：三奇連珠", about.clone()));
    }
    facts.push(Fact::on(
        format!("《袖中金》{}連茹三奇：{}，{}", if forward { "順" } else { "逆" }, chuan, lianru_name(a, forward)),
        about,
    ));
    facts
}

/// 夾定三傳: 干上 and 支上 stand just outside a 連茹, one at each end.
pub(super) fn jia_ding(cx: &Cx) -> Facts {
    let Some(step) = lianru_step(cx) else {
        return Vec::new();
    };
    let [a, _, c] = cx.chuan();
    let (before, after) = (a.wrapping_add(-step), c.wrapping_add(step));
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    if (s == before && z == after) || (s == after && z == before) {
        let about = Fact::on(format!("干上{s}、支上{z}夾定三傳 {}", cx.chuan_names()), at(s, Place::GanShang))
            .and(at(z, Place::ZhiShang))
            .and(cx.chuan_about());
        vec![about]
    } else {
        Vec::new()
    }
}

/// The 方 of a branch: 0 東 (寅卯辰), 1 南 (巳午未), 2 西 (申酉戌), 3 北 (亥子丑).
fn fang(b: Branch) -> usize {
    b.since(Branch::Yin) / 3
}

/// The names of the twelve forward and twelve backward 連茹 in 《袖中金》, quoted
/// in 《六壬大全》第六冊 課經一·三奇課 (頁297–298), by first transmission.
fn lianru_name(first: Branch, forward: bool) -> &'static str {
    // From 亥 onwards: 亥子丑 陽光在下, 子丑寅 含春, …
    #[rustfmt::skip]
    const FORWARD: [&str; 12] = [
        "陽光在下", "含春", "將泰", "正和", "離漸", "升階",
        "迎陽", "麗明", "回春", "流金", "革故鼎新", "隱明就暗",
    ];
    // From 亥 backwards: 亥戌酉 回陰, 戌酉申 返駕, …
    #[rustfmt::skip]
    const BACKWARD: [&str; 12] = [
        "回陰", "返駕", "出獄", "凌陰", "漸希", "登庸",
        "正己", "返照", "聯芳", "遊魂", "入墓", "重陰",
    ];
    if forward {
        FORWARD[first.since(Branch::Hai)]
    } else {
        BACKWARD[Branch::Hai.since(first)]
    }
}

/// Whether the transmissions skip one place each step: Some(true) forward.
fn spaced(cx: &Cx) -> Option<bool> {
    let [a, b, c] = cx.chuan();
    if b == a.wrapping_add(2) && c == b.wrapping_add(2) {
        Some(true)
    } else if b == a.wrapping_add(-2) && c == b.wrapping_add(-2) {
        Some(false)
    } else {
        None
    }
}

/// 間傳, naming its form from `forms` (the catalogue's 24 forms, 順 0–11, 逆 12–23;
/// passed in so that the rules do not import the catalogue that lists them).
pub(super) fn jian_chuan(cx: &Cx, forms: &[Pattern]) -> Facts {
    let Some(forward) = spaced(cx) else {
        return Vec::new();
    };
    let form = &forms[jian_chuan_form(cx.first(), forward)];
    let about = cx.chuan_about();
    vec![
        Fact::on(
            format!("三傳 {} 間一位而傳：{}", cx.chuan_names(), if forward { "順間傳" } else { "逆間傳" }),
            about.clone(),
        ),
        Fact::on(format!("{}格", form.name), about),
    ]
}

/// The 間傳 form number `n` of the catalogue's 24 forms (順 0–11, 逆 12–23).
pub(super) fn jian_chuan_form_rule(cx: &Cx, n: usize) -> Facts {
    match spaced(cx) {
        Some(forward) if jian_chuan_form(cx.first(), forward) == n => {
            vec![Fact::on(format!("三傳 {}", cx.chuan_names()), cx.chuan_about())]
        }
        _ => Vec::new(),
    }
}

/// The number of the 間傳 form whose first transmission is `first`.
fn jian_chuan_form(first: Branch, forward: bool) -> usize {
    use Branch as B;
    #[rustfmt::skip]
    const FORWARD: [Branch; 12] = [B::Chen, B::Wu, B::Shen, B::Xu, B::Zi, B::Yin, B::Chou, B::Mao, B::Si, B::Wei, B::You, B::Hai];
    #[rustfmt::skip]
    const BACKWARD: [Branch; 12] = [B::Yin, B::Zi, B::Xu, B::Shen, B::Wu, B::Chen, B::Chou, B::Hai, B::You, B::Wei, B::Si, B::Mao];
    let (firsts, offset) = if forward { (FORWARD, 0) } else { (BACKWARD, 12) };
    offset + firsts.iter().position(|&f| f == first).expect("every branch starts one form each way")
}

fn distinct(cx: &Cx) -> bool {
    let [a, b, c] = cx.chuan();
    a != b && b != c && a != c
}

/// 全局 by 三合: the three transmissions are the triad of `e` (潤下 水, 炎上 火,
/// 曲直 木, 從革 金).
pub(super) fn triad_frame(cx: &Cx, e: Element) -> Facts {
    let [a, b, c] = cx.chuan();
    if !(distinct(cx) && a.triad().contains(&b) && a.triad().contains(&c)) {
        return Vec::new();
    }
    let triad = a.triad();
    if triad[1].element() != e {
        return Vec::new();
    }
    vec![Fact::on(format!("三傳 {} 合{}三合{}局：全局", cx.chuan_names(), names(&triad), e.hanzi()), cx.chuan_about())]
}

/// 稼穡 (正文): all three transmissions 四季.
pub(super) fn jia_se(cx: &Cx) -> Facts {
    if !cx.chuan().iter().all(|x| x.rank() == SeasonRank::Ji) {
        return Vec::new();
    }
    vec![Fact::on(format!("三傳 {} 皆四季（辰戌丑未）：全局", cx.chuan_names()), cx.chuan_about())]
}

/// 方局: the three transmissions are the three of 方 `n` (0 東 寅卯辰 曲直, 1 南
/// 炎上, 2 西 從革, 3 北 潤下).
pub(super) fn fang_frame(cx: &Cx, n: usize) -> Facts {
    let [a, b, c] = cx.chuan();
    if !(distinct(cx) && fang(a) == n && fang(b) == n && fang(c) == n) {
        return Vec::new();
    }
    vec![Fact::on(format!("三傳 {} 同在{}方：方局", cx.chuan_names(), ["東", "南", "西", "北"][n]), cx.chuan_about())]
}

// ---------------------------------------------------------------------------
// Patterns of the lesson alone.

/// 六純: the four uppers and the three transmissions share one polarity.
///
/// The lowers are not counted: the first lower is the stem, whose lodging
/// palace need not share its polarity (乙寄辰).
pub(super) fn liu_chun(cx: &Cx) -> Facts {
    let all: Vec<Branch> = cx.uppers().into_iter().chain(cx.chuan()).collect();
    let p = all[0].polarity();
    if !all.iter().all(|b| b.polarity() == p) {
        return Vec::new();
    }
    let kind = if p == Polarity::Yang { "陽" } else { "陰" };
    vec![Fact::on(
        format!("四課上神 {} 與三傳 {} 皆{kind}：六{kind}", names(&cx.uppers()), cx.chuan_names()),
        cx.uppers_about(),
    )
    .and(cx.chuan_about())]
}

/// 玄胎: all three transmissions are 孟 (寅申巳亥); 進步長生 when the plate is
/// turned so that 寅加巳, 退步長生 when 寅加亥 (玄胎課 訂訛).
pub(super) fn xuan_tai(cx: &Cx) -> Facts {
    if !cx.chuan().iter().all(|b| b.rank() == SeasonRank::Meng) {
        return Vec::new();
    }
    let mut facts = vec![Fact::on(format!("三傳 {} 皆孟", cx.chuan_names()), cx.chuan_about())];
    let meng = bs([Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai]);
    if cx.plate.heaven_over(Branch::Si) == Branch::Yin {
        facts.push(Fact::on("寅加巳、巳加申、申加亥、亥加寅：進步長生（病胎）", meng));
    } else if cx.plate.heaven_over(Branch::Hai) == Branch::Yin {
        facts.push(Fact::on("寅加亥、亥加申、申加巳、巳加寅：退步長生（生胎）", meng));
    }
    facts
}

/// 斬關: 辰 or 戌 (魁罡) stands over the day stem's palace or the day branch and
/// is the first transmission.
pub(super) fn zhan_guan(cx: &Cx) -> Facts {
    let f = cx.first();
    if f != Branch::Chen && f != Branch::Xu {
        return Vec::new();
    }
    let (on, about) = if f == cx.stem_upper() {
        (format!("日干{}（寄{}）", cx.stem(), cx.lodge()), Fact::on("", at(f, Place::GanShang)).and(cx.stem_about()))
    } else if f == cx.branch_upper() {
        (format!("日支{}", cx.branch()), Fact::on("", at(f, Place::ZhiShang)).and(cx.branch_about()))
    } else {
        return Vec::new();
    };
    let name = if f == Branch::Chen { "天罡" } else { "天魁" };
    vec![Fact::on(format!("{name}{f}加{on}發用"), about.about).and([About::Place(Place::Chu)])]
}

/// 遊子's three readings: the 正文 (the first 旬丁 or 天馬), 訂訛 (any of the
/// three), and 稼穡 by 訂訛 (neither).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum YouZi {
    /// 正文: 旬丁 or 天馬 as the first.
    First,
    /// 訂訛: 旬丁 or 天馬 among the three.
    Any,
    /// 稼穡 by 訂訛: 「三傳辰戌丑未，無丁馬是也」.
    JiaSe,
}

/// 遊子: the three transmissions all earth (四季); 正文 wants the first to be
/// 旬丁 or 天馬, 訂訛 any of them to be 旬丁 or one of 「二馬」 — but 驛馬 is always
/// a 孟 and never earth, so only 天馬 (of the month) can be met. 天馬 needs the
/// month. Without 丁 or horse the same transmissions are 稼穡 by 訂訛
/// (「三傳辰戌丑未，無丁馬是也」).
pub(super) fn you_zi(cx: &Cx, reading: YouZi) -> Facts {
    let ch = cx.chuan();
    if !ch.iter().all(|b| b.rank() == SeasonRank::Ji) {
        return Vec::new();
    }
    let ding = |b: Branch| cx.day.hidden_stem(b) == Some(Stem::Ding);
    let tian = cx.month().map(tian_ma);
    let base = Fact::on(format!("三傳 {} 皆土（四季）", cx.chuan_names()), cx.chuan_about());
    if reading == YouZi::First {
        let f = cx.first();
        let mut first = vec![base];
        if ding(f) {
            first.push(Fact::on(format!("初傳{f}遁丁：旬丁發用"), at(f, Place::Chu)).and([About::Stem(Stem::Ding)]));
        }
        if Some(f) == tian {
            first.push(Fact::on(format!("初傳{f}為月內天馬"), at(f, Place::Chu)));
        }
        return if first.len() > 1 { first } else { Vec::new() };
    }
    let mut any = vec![base];
    for b in ch {
        if ding(b) {
            any.push(
                Fact::on(format!("{b}遁丁：旬丁"), bs([b])).and(chuan_places(cx, b)).and([About::Stem(Stem::Ding)]),
            );
        }
        if Some(b) == tian {
            any.push(Fact::on(format!("{b}為月內天馬"), bs([b])).and(chuan_places(cx, b)));
        }
    }
    match reading {
        YouZi::Any if any.len() > 1 => any,
        YouZi::JiaSe if any.len() == 1 => {
            let horses = if cx.month().is_some() { "無旬丁、天馬" } else { "無旬丁（天馬待月）" };
            any.push(Fact::on(horses, cx.chuan_about()));
            any
        }
        _ => Vec::new(),
    }
}

/// 干臨支 (the stem's palace over the day branch) and 支臨干 (the day branch
/// over the stem's palace), with their facts. None on 八專 days.
///
/// DIFFERENCE: on 八專 days the palace and the branch are one place; nothing
/// "comes over" anything, so neither 亂首 nor 贅婿 is read there.
fn lin(cx: &Cx) -> [(bool, Fact, Branch); 2] {
    let (stem, branch, lodge) = (cx.stem(), cx.branch(), cx.lodge());
    let live = !cx.bazhuan_day();
    let lin_gan = Fact::on(format!("日干{stem}寄{lodge}，{lodge}加支{branch}：干臨支"), at(lodge, Place::ZhiShang))
        .and(cx.stem_about())
        .and(cx.branch_about());
    let lin_zhi = Fact::on(format!("支{branch}加干{stem}（寄{lodge}）：支臨干"), at(branch, Place::GanShang))
        .and(cx.branch_about())
        .and(cx.stem_about());
    [(live && cx.branch_upper() == lodge, lin_gan, lodge), (live && cx.stem_upper() == branch, lin_zhi, branch)]
}

fn zhi_ke_gan(cx: &Cx) -> Option<Fact> {
    let (stem, branch) = (cx.stem(), cx.branch());
    branch.element().restrains(stem.element()).then(|| {
        Fact::on(
            format!("支{branch}{}克干{stem}{}", branch.element().hanzi(), stem.element().hanzi()),
            cx.branch_about(),
        )
        .and(cx.stem_about())
    })
}

fn gan_ke_zhi(cx: &Cx) -> Option<Fact> {
    let (stem, branch) = (cx.stem(), cx.branch());
    stem.element().restrains(branch.element()).then(|| {
        Fact::on(format!("干{stem}{}克支{branch}{}", stem.element().hanzi(), branch.element().hanzi()), cx.stem_about())
            .and(cx.branch_about())
    })
}

fn used(f: Branch, text: String) -> Fact {
    Fact::on(text, at(f, Place::Chu))
}

/// 亂首 (《心鏡》): 干臨支, the branch overcomes the stem, and the palace 發用.
pub(super) fn luan_shou_xinjing(cx: &Cx) -> Facts {
    let (Some(ke), [(true, how, on), _]) = (zhi_ke_gan(cx), lin(cx)) else {
        return Vec::new();
    };
    let f = cx.first();
    if f != on {
        return Vec::new();
    }
    vec![how, ke, used(f, format!("{f}發用"))]
}

/// 亂首 (訂訛): 自取亂首 (干臨支) or 上門亂首 (支臨干), the branch overcoming the
/// stem; 發用 「尤的」.
pub(super) fn luan_shou_dinge(cx: &Cx) -> Facts {
    let Some(ke) = zhi_ke_gan(cx) else {
        return Vec::new();
    };
    let f = cx.first();
    let mut facts = Vec::new();
    for ((fires, how, on), kind) in lin(cx).into_iter().zip(["自取亂首", "上門亂首"]) {
        if fires {
            let kind = Fact::on(kind, how.about.iter().copied());
            facts.extend([how, ke.clone(), kind]);
            if f == on {
                facts.push(used(f, format!("{f}發用，尤的")));
            }
        }
    }
    facts
}

/// 贅婿 (正文): 干臨支 or 支臨干, the stem overcoming the branch, and the one
/// that came over 發用.
pub(super) fn zhui_xu(cx: &Cx) -> Facts {
    let Some(ke) = gan_ke_zhi(cx) else {
        return Vec::new();
    };
    let f = cx.first();
    let mut facts = Vec::new();
    for (fires, how, on) in lin(cx) {
        if fires && f == on {
            facts.extend([how, ke.clone(), used(f, format!("{f}發用"))]);
        }
    }
    facts
}

/// 贅婿 (訂訛): 干臨支 or 支臨干, the stem overcoming the branch; 發用 「尤的」.
pub(super) fn zhui_xu_dinge(cx: &Cx) -> Facts {
    let Some(ke) = gan_ke_zhi(cx) else {
        return Vec::new();
    };
    let f = cx.first();
    let mut facts = Vec::new();
    for (fires, how, on) in lin(cx) {
        if fires {
            facts.extend([how, ke.clone()]);
            if f == on {
                facts.push(used(f, format!("{f}發用，尤的")));
            }
        }
    }
    facts
}

/// The first standing on 卯 or 酉, as a fact.
fn first_on_mao_you(cx: &Cx) -> Option<Fact> {
    let f = cx.first();
    let under = cx.plate.earth_under(f);
    matches!(under, Branch::Mao | Branch::You).then(|| Fact::on(format!("初傳{f}臨{under}"), at(f, Place::Chu)))
}

/// 龍戰 (訂訛): a 卯酉 day, the first standing on 卯 or 酉.
pub(super) fn long_zhan_dinge(cx: &Cx) -> Facts {
    match first_on_mao_you(cx) {
        Some(on) if matches!(cx.branch(), Branch::Mao | Branch::You) => {
            vec![Fact::on(format!("{}日占", cx.branch()), cx.branch_about()), on]
        }
        _ => Vec::new(),
    }
}

/// 龍戰 (《觀月經》 note): any day, the first standing on 卯 or 酉.
pub(super) fn long_zhan_guanyue(cx: &Cx) -> Facts {
    first_on_mao_you(cx).into_iter().collect()
}

/// 九醜日: 「戊子、戊午、壬子、壬午、乙卯、己卯、辛卯、乙酉、己酉、辛酉」.
pub(super) fn jiu_chou_day(day: GanZhi) -> bool {
    // The five stems with the four 仲: 戊壬 (陽) can only meet 子午, 乙己辛 only 卯酉.
    matches!(day.stem(), Stem::Wu | Stem::Ren | Stem::Yi | Stem::Ji | Stem::Xin)
        && day.branch().rank() == SeasonRank::Zhong
}

fn jiu_chou_day_fact(cx: &Cx) -> Fact {
    Fact::on(format!("{}日：九醜日", cx.day), cx.stem_about()).and(cx.branch_about())
}

/// 九醜 (訂訛): on the ten days, 丑 over a 仲 palace as the first, or over the
/// day branch.
pub(super) fn jiu_chou(cx: &Cx) -> Facts {
    if !jiu_chou_day(cx.day) {
        return Vec::new();
    }
    let chou = Branch::Chou;
    let under = cx.plate.earth_under(chou);
    if cx.first() == chou && under.rank() == SeasonRank::Zhong {
        vec![jiu_chou_day_fact(cx), Fact::on(format!("丑臨{under}（四仲）發用"), at(chou, Place::Chu))]
    } else if cx.branch_upper() == chou {
        vec![
            jiu_chou_day_fact(cx),
            Fact::on(format!("丑臨支{}，不發用亦是", cx.branch()), at(chou, Place::ZhiShang)).and(cx.branch_about()),
        ]
    } else {
        Vec::new()
    }
}

/// 九醜 (《心鏡》): on the ten days, 丑 over the stem or the branch.
pub(super) fn jiu_chou_xinjing(cx: &Cx) -> Facts {
    let chou = Branch::Chou;
    if !jiu_chou_day(cx.day) || (cx.stem_upper() != chou && cx.branch_upper() != chou) {
        return Vec::new();
    }
    let (on, p) = if cx.stem_upper() == chou { ("干上", Place::GanShang) } else { ("支上", Place::ZhiShang) };
    vec![jiu_chou_day_fact(cx), Fact::on(format!("大吉丑在{on}"), at(chou, p))]
}

/// Whether `b` is the tomb (墓) of element `e` (木墓未, 火墓戌, 金墓丑, 水土墓辰).
pub(super) fn is_tomb_of(e: Element, b: Branch) -> bool {
    LifeStage::of_element(e, b) == LifeStage::Tomb
}

/// 鬼墓 (正文): the first is the tomb of the day stem or the day branch, or the
/// day's ghost (「阳见阳，阴见阴为鬼」).
pub(super) fn gui_mu(cx: &Cx) -> Facts {
    let f = cx.first();
    let (stem, branch) = (cx.stem(), cx.branch());
    let ri_mu = is_tomb_of(stem.element(), f);
    let zhi_mu = is_tomb_of(branch.element(), f);
    let ri_gui = f.element().restrains(stem.element()) && f.polarity() == stem.polarity();
    let first = at(f, Place::Chu);
    let mut facts = Vec::new();
    if ri_mu {
        facts.push(Fact::on(format!("初傳{f}為日干{stem}{}之墓", stem.element().hanzi()), first).and(cx.stem_about()));
    }
    if zhi_mu && !ri_mu {
        facts.push(
            Fact::on(format!("初傳{f}為日支{branch}{}之墓", branch.element().hanzi()), first).and(cx.branch_about()),
        );
    }
    if ri_gui {
        facts.push(Fact::on(format!("初傳{f}克日干{stem}，陰陽同類：日鬼"), first).and(cx.stem_about()));
    }
    facts
}

/// 鬼墓 (訂訛): the first is 干上 or 支上 and is both ghost and tomb of the
/// stem, or of the branch.
pub(super) fn gui_mu_dinge(cx: &Cx) -> Facts {
    let f = cx.first();
    let (stem, branch) = (cx.stem(), cx.branch());
    let (on, p) = if f == cx.stem_upper() {
        ("干上", Place::GanShang)
    } else if f == cx.branch_upper() {
        ("支上", Place::ZhiShang)
    } else {
        return Vec::new();
    };
    let gan = f.element().restrains(stem.element()) && is_tomb_of(stem.element(), f);
    let zhi = f.element().restrains(branch.element()) && is_tomb_of(branch.element(), f);
    if !(gan || zhi) {
        return Vec::new();
    }
    let (of, whose) =
        if gan { (format!("日干{stem}"), cx.stem_about()) } else { (format!("日支{branch}"), cx.branch_about()) };
    vec![
        Fact::on(format!("{on}{f}發用"), at(f, p)).and([About::Place(Place::Chu)]),
        Fact::on(format!("{f}既克{of}，又為其墓：既作鬼，又作墓"), [About::Branch(f)]).and(whose),
    ]
}

/// 獨足, a form of 八專: the three transmissions one branch, or 中 and 末 both void.
pub(super) fn du_zu(cx: &Cx) -> Facts {
    if !cx.bazhuan_day() {
        return Vec::new();
    }
    let [a, b, c] = cx.chuan();
    if a == b && b == c {
        vec![Fact::on(format!("八專日{}，三傳皆{a}：三傳皆歸一神", cx.day), cx.chuan_about())]
    } else if cx.is_void(b) && cx.is_void(c) {
        vec![Fact::on(format!("八專日{}，中末{b}{c}皆空", cx.day), at(b, Place::Zhong)).and(at(c, Place::Mo))]
    } else {
        Vec::new()
    }
}

/// 帷薄不修 (訂訛): the 八專 method itself.
pub(super) fn wei_bo_dinge(cx: &Cx) -> Facts {
    if !cx.bazhuan_day() || cx.t.method != Method::BaZhuan {
        return Vec::new();
    }
    vec![Fact::on(
        format!("八專日{}，四課無克亦無遙克，順逆數三位為用：{}", cx.day, cx.chuan_names()),
        cx.chuan_about(),
    )]
}

/// Which half of the lessons is short when one repeats (不備): 剛日 count from
/// the stem (一二課為干陽陰，三四課為支陽陰), 柔日 from the branch; the later
/// repeat is dropped. Returns `None` unless exactly three lessons differ.
pub(super) fn bu_bei(day: GanZhi, four: &FourLessons) -> Option<Polarity> {
    if four.distinct() != 3 {
        return None;
    }
    let key = |n: usize| {
        let l = four.0[n];
        let lower = match l.lower {
            StemOrBranch::Stem(s) => s.lodge(),
            StemOrBranch::Branch(b) => b,
        };
        (l.upper, lower)
    };
    let order = if day.stem().is_yang() { [0, 1, 2, 3] } else { [2, 3, 0, 1] };
    let mut seen = Vec::new();
    for (pos, &n) in order.iter().enumerate() {
        let k = key(n);
        if seen.contains(&k) {
            return Some(if pos % 2 == 0 { Polarity::Yang } else { Polarity::Yin });
        }
        seen.push(k);
    }
    None
}

fn bu_bei_fact(cx: &Cx) -> Option<Fact> {
    let text = match bu_bei(cx.day, &cx.four)? {
        Polarity::Yang => "四課止三課，陽課缺一：二陰一陽，陽不備",
        Polarity::Yin => "四課止三課，陰課缺一：二陽一陰，陰不備",
    };
    Some(Fact::on(text, cx.uppers_about()))
}

/// 不備: three lessons of four.
pub(super) fn bu_bei_rule(cx: &Cx) -> Facts {
    bu_bei_fact(cx).into_iter().collect()
}

/// 蕪淫: 不備, or 日辰交互相克 (干上 overcomes the branch, 支上 the stem).
pub(super) fn wu_yin(cx: &Cx) -> Facts {
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    let (stem, branch) = (cx.stem(), cx.branch());
    let mut facts: Facts = bu_bei_fact(cx).into_iter().collect();
    if s.element().restrains(branch.element()) && z.element().restrains(stem.element()) {
        facts.push(
            Fact::on(format!("干上{s}克支{branch}，支上{z}克干{stem}：日辰交互相克"), at(s, Place::GanShang))
                .and(cx.branch_about())
                .and(at(z, Place::ZhiShang))
                .and(cx.stem_about()),
        );
    }
    facts
}

/// How many lessons 上克下 and how many 下賊上.
fn ke_zei(cx: &Cx) -> (usize, usize) {
    let clashes: Vec<Option<Clash>> = cx.four.0.iter().map(|l| l.clash()).collect();
    let n = |c: Clash| clashes.iter().filter(|x| **x == Some(c)).count();
    (n(Clash::UpperOvercomesLower), n(Clash::LowerRobsUpper))
}

/// 度厄: three of one kind of 克.
pub(super) fn du_e(cx: &Cx) -> Facts {
    let (ke, zei) = ke_zei(cx);
    let mut facts = Vec::new();
    if ke == 3 {
        facts.push(Fact::on("四課三上克下：幼度厄", cx.uppers_about()));
    }
    if zei == 3 {
        facts.push(Fact::on("四課三下賊上：長度厄", cx.uppers_about()));
    }
    facts
}

/// All four lessons 上克下 (`upper`: 無祿 正文, 絕嗣 訂訛) or 下賊上 (絕嗣 正文,
/// 無祿 訂訛).
pub(super) fn all_four(cx: &Cx, upper: bool) -> Facts {
    let (ke, zei) = ke_zei(cx);
    match (upper, ke, zei) {
        (true, 4, _) => vec![Fact::on("四課上神俱克下", cx.uppers_about())],
        (false, _, 4) => vec![Fact::on("四課下俱賊上", cx.uppers_about())],
        _ => Vec::new(),
    }
}

/// 旬奇: 甲子甲戌旬丑, 甲申甲午旬子, 甲辰甲寅旬亥.
pub(super) fn xun_qi(day: GanZhi) -> Branch {
    match day.xun_head().branch() {
        Branch::Zi | Branch::Xu => Branch::Chou,
        Branch::Shen | Branch::Wu => Branch::Zi,
        _ => Branch::Hai,
    }
}

/// 日奇 (干奇): 甲午 乙巳 丙辰 丁卯 戊寅 己丑 庚未 辛申 壬酉 癸戌 — back from 午
/// for 甲 to 己, forward from 未 for 庚 to 癸.
pub(super) fn ri_qi(stem: Stem) -> Branch {
    if stem <= Stem::Ji {
        Branch::Wu.wrapping_add(-(stem.since(Stem::Jia) as i64))
    } else {
        Branch::Wei.wrapping_add(stem.since(Stem::Geng) as i64)
    }
}

/// 三奇: 正文 — 旬奇 or 日奇 in the transmissions; 訂訛 (`xun_needed`) — 旬奇 needed.
pub(super) fn san_qi(cx: &Cx, xun_needed: bool) -> Facts {
    let (xq, rq) = (xun_qi(cx.day), ri_qi(cx.stem()));
    let xun = where_in(cx, xq)
        .map(|w| Fact::on(format!("旬奇{xq}（{}旬）{w}", cx.day.xun_head()), bs([xq])).and(chuan_places(cx, xq)));
    let ri = where_in(cx, rq)
        .map(|w| Fact::on(format!("日奇{rq}（{}日）{w}", cx.stem()), bs([rq])).and(chuan_places(cx, rq)));
    if xun.is_none() && (xun_needed || ri.is_none()) {
        return Vec::new();
    }
    let mut facts: Facts = xun.into_iter().chain(ri).collect();
    if cx.chuan_names() == "亥子丑" || cx.chuan_names() == "丑子亥" {
        facts.push(Fact::on("三傳亥子丑：聯珠三奇", cx.chuan_about()));
    }
    facts
}

/// 支儀: 子午 丑巳 寅辰 卯卯 辰寅 巳丑 (逆), 午未 未申 申酉 酉戌 戌亥 亥子 (順).
pub(super) fn zhi_yi(b: Branch) -> Branch {
    if b <= Branch::Si {
        Branch::Wu.wrapping_add(-(b.since(Branch::Zi) as i64))
    } else {
        b.next()
    }
}

/// 六儀 (正文/訂訛): 旬儀 (the 旬首) in the transmissions, with 支儀 beside it.
pub(super) fn liu_yi(cx: &Cx) -> Facts {
    let (xy, zy) = (cx.day.xun_head().branch(), zhi_yi(cx.branch()));
    let Some(w) = where_in(cx, xy) else {
        return Vec::new();
    };
    let mut facts =
        vec![Fact::on(format!("旬儀{xy}（{}旬首）{w}", cx.day.xun_head()), bs([xy])).and(chuan_places(cx, xy))];
    if let Some(w) = where_in(cx, zy) {
        facts.push(
            Fact::on(format!("支儀{zy}（{}日）{w}：旬儀支儀並臨", cx.branch()), bs([zy])).and(chuan_places(cx, zy)),
        );
    }
    facts
}

/// 六儀 (《袖中金》): 旬儀 or 支儀 as the first.
pub(super) fn liu_yi_xiuzhong(cx: &Cx) -> Facts {
    let (xy, zy, f) = (cx.day.xun_head().branch(), zhi_yi(cx.branch()), cx.first());
    if f != xy && f != zy {
        return Vec::new();
    }
    let what = if f == xy { format!("旬儀{xy}") } else { format!("支儀{zy}（{}日）", cx.branch()) };
    vec![Fact::on(format!("{what}發用"), at(f, Place::Chu))]
}

/// 軒蓋: 午卯子.
pub(super) fn xuan_gai(cx: &Cx) -> Facts {
    use Branch as B;
    if cx.chuan() != [B::Wu, B::Mao, B::Zi] {
        return Vec::new();
    }
    let mut facts = vec![Fact::on("勝光午發用，遇太沖卯、神后子：三傳午卯子", cx.chuan_about())];
    if let Some(m) = cx.month().filter(|&m| tian_ma(m) == B::Wu) {
        facts.push(Fact::on(format!("{}月午為天馬（正七月正相當）", month_number_one_based(m)), at(B::Wu, Place::Chu)));
    }
    facts
}

/// 鑄印 (正文): 戌加巳, 戌 the middle transmission.
pub(super) fn zhu_yin(cx: &Cx) -> Facts {
    use Branch as B;
    if cx.plate.heaven_over(B::Si) != B::Xu || cx.chuan()[1] != B::Xu {
        return Vec::new();
    }
    vec![Fact::on(format!("戌加巳，戌為中傳：三傳 {}", cx.chuan_names()), cx.chuan_about())]
}

/// 鑄印 (訂訛): 巳戌卯.
pub(super) fn zhu_yin_dinge(cx: &Cx) -> Facts {
    use Branch as B;
    if cx.chuan() != [B::Si, B::Xu, B::Mao] {
        return Vec::new();
    }
    vec![Fact::on("三傳巳戌卯：巳爐、戌印、卯模", cx.chuan_about())]
}

/// 斫輪: 卯 發用 over 庚 辛 申 酉.
///
/// 「卯加庚辛申酉」: 庚 lodges in 申, already counted; 辛 lodges in 戌, so on a
/// 辛 day 卯 over 戌 is 卯加辛.
pub(super) fn zhuo_lun(cx: &Cx) -> Facts {
    use Branch as B;
    let under = cx.plate.earth_under(B::Mao);
    let on_xin = cx.stem() == Stem::Xin && under == cx.lodge();
    if cx.first() != B::Mao || !(under == B::Shen || under == B::You || on_xin) {
        return Vec::new();
    }
    let text = if on_xin {
        format!("太沖卯加辛（寄{under}）發用")
    } else {
        let rank = if under == B::Shen { "為上" } else { "次之" };
        format!("太沖卯加{under}發用（{rank}）")
    };
    let mut fact = Fact::on(text, at(B::Mao, Place::Chu));
    if on_xin {
        fact = fact.and([About::Stem(Stem::Xin)]);
    }
    vec![fact]
}

fn xun_fact(cx: &Cx) -> Fact {
    let kong = cx.day.xun_kong();
    Fact::on(format!("{}旬空{}{}", cx.day.xun_head(), kong[0], kong[1]), bs(kong))
}

/// 孤寡 (訂訛, first reading): the first void, 陽 孤 陰 寡.
pub(super) fn gu_gua_yinyang(cx: &Cx) -> Facts {
    let f = cx.first();
    if !cx.is_void(f) {
        return Vec::new();
    }
    let kind = if f.polarity() == Polarity::Yang { "陽空為孤" } else { "陰空為寡" };
    vec![xun_fact(cx), Fact::on(format!("發用{f}值旬空，{kind}"), at(f, Place::Chu))]
}

/// 孤寡 (訂訛, second reading): the first's earth palace void 孤, the first itself 寡.
pub(super) fn gu_gua_plate(cx: &Cx) -> Facts {
    let f = cx.first();
    let under = cx.plate.earth_under(f);
    let mut facts = Vec::new();
    if cx.is_void(under) {
        facts.push(Fact::on(format!("發用{f}臨地盤{under}空：孤"), at(f, Place::Chu)).and(bs([under])));
    }
    if cx.is_void(f) {
        facts.push(Fact::on(format!("發用{f}天盤空：寡"), at(f, Place::Chu)));
    }
    if !facts.is_empty() {
        facts.insert(0, xun_fact(cx));
    }
    facts
}

/// 孤寡 (訂訛, third reading): the first void 孤, the last void 寡.
pub(super) fn gu_gua_ends(cx: &Cx) -> Facts {
    let [f, _, l] = cx.chuan();
    let mut facts = Vec::new();
    if cx.is_void(f) {
        facts.push(Fact::on(format!("發用{f}空：孤"), at(f, Place::Chu)));
    }
    if cx.is_void(l) {
        facts.push(Fact::on(format!("末傳{l}空：寡"), at(l, Place::Mo)));
    }
    if !facts.is_empty() {
        facts.insert(0, xun_fact(cx));
    }
    facts
}

/// 旬首 and 旬尾 (the branch of the 旬's 癸).
pub(super) fn xun_ends(day: GanZhi) -> (Branch, Branch) {
    let head = day.xun_head().branch();
    (head, head.wrapping_add(9))
}

/// 冲破 (正文): the first is the 冲 of the day stem's palace or of the day
/// branch, and stands on its own 破.
pub(super) fn chong_po(cx: &Cx) -> Facts {
    let f = cx.first();
    let under = cx.plate.earth_under(f);
    if !breaks(under, f) {
        return Vec::new();
    }
    let (of, whose) = if f == cx.branch().opposite() {
        (format!("日支{}之冲", cx.branch()), cx.branch_about())
    } else if f == cx.lodge().opposite() {
        (format!("日干{}（寄{}）之冲", cx.stem(), cx.lodge()), cx.stem_about())
    } else {
        return Vec::new();
    };
    vec![Fact::on(format!("初傳{f}為{of}，加其破{under}發用"), at(f, Place::Chu)).and(whose).and(bs([under]))]
}

/// 回環: the three transmissions all stand in the four lessons.
pub(super) fn hui_huan(cx: &Cx) -> Facts {
    let ls = cx.lesson_branches();
    if !cx.chuan().iter().all(|b| ls.contains(b)) {
        return Vec::new();
    }
    vec![Fact::on(format!("三傳 {} 皆在四課之中", cx.chuan_names()), cx.chuan_about())]
}

/// 旺神: the 帝旺 of an element (木卯, 火午, 金酉, 水土子 by the 四長生).
fn wang_shen(e: Element) -> Branch {
    Branch::ALL.into_iter().find(|&b| LifeStage::of_element(e, b) == LifeStage::Peak).expect("every element has a peak")
}

/// 亨通, the five 格 of 訂訛 (遞生, 俱生, 互生, 俱旺, 互旺).
///
/// DIFFERENCE: the 正文's opening 「用神生日」 on its own is not read as 亨通:
/// the 訂訛 names only the five 格, and a 父母 first transmission alone is the
/// commonest of charts.
pub(super) fn heng_tong(cx: &Cx) -> Facts {
    let [a, b, c] = cx.chuan().map(|x| x.element());
    let (se, be) = (cx.stem().element(), cx.branch().element());
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    let ch = cx.chuan_names();
    let uppers = || Fact::on("", at(s, Place::GanShang)).and(at(z, Place::ZhiShang));
    let days = || Fact::on("", cx.stem_about()).and(cx.branch_about());
    let mut facts = Vec::new();
    if generates(a, b) && generates(b, c) && generates(c, se) {
        facts
            .push(Fact::on(format!("三傳 {ch} 初生中、中生末、末生日干：遞生"), cx.chuan_about()).and(cx.stem_about()));
    }
    if generates(c, b) && generates(b, a) && generates(a, se) {
        facts
            .push(Fact::on(format!("三傳 {ch} 末生中、中生初、初生日干：遞生"), cx.chuan_about()).and(cx.stem_about()));
    }
    let mut pair = |cond: bool, text: String| {
        if cond {
            facts.push(Fact::on(text, uppers().about).and(days().about));
        }
    };
    pair(generates(s.element(), se) && generates(z.element(), be), format!("干上{s}生干，支上{z}生支：俱生"));
    pair(generates(s.element(), be) && generates(z.element(), se), format!("干上{s}生支，支上{z}生干：互生"));
    pair(s == wang_shen(se) && z == wang_shen(be), format!("干上{s}乃干之旺神，支上{z}乃支之旺神：俱旺"));
    pair(s == wang_shen(be) && z == wang_shen(se), format!("干上{s}乃支之旺神，支上{z}乃干之旺神：互旺"));
    facts
}

/// 引從: the first and last transmissions stand either side of 干上 (拱干) or of 支上 (拱支).
pub(super) fn yin_cong(cx: &Cx) -> Facts {
    let [a, _, c] = cx.chuan();
    let mut facts = Vec::new();
    for (on, what, p) in [(cx.stem_upper(), "干上", Place::GanShang), (cx.branch_upper(), "支上", Place::ZhiShang)]
    {
        let sides = [on.next(), on.previous()];
        if a != c && sides.contains(&a) && sides.contains(&c) {
            let kind = if what == "干上" { "拱天干" } else { "拱地支" };
            facts.push(
                Fact::on(format!("初傳{a}、末傳{c}前後引從{what}{on}：{kind}"), at(a, Place::Chu))
                    .and(at(c, Place::Mo))
                    .and(at(on, p)),
            );
        }
    }
    facts
}

/// 閉口: 旬尾 over 旬首 as the first (the lesson decides this); with the chart,
/// also the 旬首 in heaven, or the branch over earth 旬首, riding 玄武 as the first.
pub(super) fn bi_kou(cx: &Cx) -> Facts {
    let (head, tail) = xun_ends(cx.day);
    let f = cx.first();
    let xun = cx.day.xun_head();
    let mut facts = Vec::new();
    if cx.plate.heaven_over(head) == tail && f == tail {
        facts.push(Fact::on(format!("{xun}旬：旬尾{tail}加旬首{head}發用"), at(tail, Place::Chu)).and(bs([head])));
    }
    if let Some(v) = cx.view.filter(|v| v.general(f) == crate::generals::General::Xuanwu) {
        if f == head {
            facts.push(Fact::on(format!("天盤旬首{head}乘玄武發用"), at(f, Place::Chu)));
        } else if v.over(head) == f {
            facts.push(Fact::on(format!("地盤旬首{head}上神{f}乘玄武發用"), at(f, Place::Chu)).and(bs([head])));
        }
    }
    facts
}

// ---------------------------------------------------------------------------
// 全局, 連珠, 解離, 侵害, 刑傷, 和美: chapters of 《六壬大全》 whose rule is fixed by
// the lesson; their 年命 facts are added when the chart is known.

/// 全局 (正文): one of the five 三合 forms (潤下 炎上 曲直 從革 稼穡, by either
/// reading) — 「五課外」 方局 is not counted (DIFFERENCE: the chapter names the 方
/// forms outside the five). The fact is the form's first.
pub(super) fn quan_ju(cx: &Cx) -> Facts {
    let forms = [
        triad_frame(cx, Element::Water),
        triad_frame(cx, Element::Fire),
        triad_frame(cx, Element::Wood),
        triad_frame(cx, Element::Metal),
        jia_se(cx),
        you_zi(cx, YouZi::JiaSe),
    ];
    forms.into_iter().find_map(|f| f.into_iter().next()).into_iter().collect()
}

/// 連珠 (正文): 進茹 or 退茹, by its first fact.
pub(super) fn lian_zhu(cx: &Cx) -> Facts {
    lianru(cx, true).into_iter().chain(lianru(cx, false)).take(1).collect()
}

/// 解離 (《畢法》 in 解離卦): the day stem overcomes 支上 and the day branch
/// overcomes 干上 (「干克支上神，支克干上神」; its case 甲子日干上午).
///
/// The 正文, 《觀月經》, 《心鏡》 and 曾門 read 解離 from the 行年 of husband
/// and wife (「夫妻行年冲克，及上下神互相克賊」), and so does 《畢法》's 「或夫婦
/// 行年」: those readings need the querent and the partner and are chart rules.
pub(super) fn jie_li(cx: &Cx) -> Facts {
    let (stem, z) = (cx.stem(), cx.branch());
    let (su, zu) = (cx.stem_upper(), cx.branch_upper());
    if !(stem.element().restrains(zu.element()) && z.element().restrains(su.element())) {
        return Vec::new();
    }
    vec![
        Fact::on(format!("日干{stem}克支上{zu}"), cx.stem_about()).and(at(zu, Place::ZhiShang)),
        Fact::on(format!("日支{z}克干上{su}"), cx.branch_about()).and(at(su, Place::GanShang)),
    ]
}

/// The 日 and 辰 lessons whose upper harms (六害, [`Relation::Harm`]: 子未 丑午 寅巳 卯辰 申亥 酉戌 —
/// 侵害課: 「子未為勢家害……丑午、卯辰為少凌長害……寅巳，申亥為競強爭進害……酉戌為鬼害」)
/// the lower: (name, upper, its place, lower, the lower's `about`).
fn harm_lessons(cx: &Cx) -> Vec<(&'static str, Branch, Place, Branch, [About; 2])> {
    [
        ("干", cx.stem_upper(), Place::GanShang, cx.lodge(), cx.stem_about()),
        ("支", cx.branch_upper(), Place::ZhiShang, cx.branch(), cx.branch_about()),
    ]
    .into_iter()
    .filter(|&(_, up, _, low, _)| Relation::Harm.holds(low, up))
    .collect()
}

/// 侵害. 正文 (`dinge` false): a 六害 stands on 日 or 辰 (干上 harms the stem's
/// palace, or 支上 the branch) and the pair is in the first — its example, 丙子日
/// 卯將申時, has 未 (子's 害) over 子 and 子 發用. 訂訛: the 害神 itself (the upper)
/// 發用. 「並行年」 / 「臨行年更的」 is shown when the first stands on 行年, not
/// required.
///
/// DIFFERENCE: the 正文's 「並行年為用」 would ask for 行年 as well; its own
/// example names none, so it is not required.
pub(super) fn qin_hai(cx: &Cx, dinge: bool) -> Facts {
    let f = cx.first();
    let mut facts = Vec::new();
    for (which, up, p, low, low_about) in harm_lessons(cx) {
        if f == up || (!dinge && f == low) {
            facts.push(Fact::on(format!("{which}上{up}與{which}{low}六害相加"), at(up, p)).and(low_about));
        }
    }
    if facts.is_empty() {
        return facts;
    }
    let text = if dinge { format!("害神{f}發用") } else { format!("{f}發用") };
    facts.push(Fact::on(text, at(f, Place::Chu)));
    let under = cx.plate.earth_under(f);
    if let Some(y) = cx.view.and_then(|v| v.at(Place::XingNian)).filter(|&y| y == under) {
        facts.push(Fact::on(format!("發用臨行年{y}"), at(f, Place::Chu)).and(at(y, Place::XingNian)));
    }
    facts
}

/// 刑傷 (正文, 課目 「刑傷干支三刑用」): the first is what the stem's palace or
/// the day branch punishes (支刑 as 刑德格 counts it: 「申子辰日，刑在寅卯辰方」 —
/// 子刑卯; its example 庚午日 午 自刑 發用). 「並行年」 (課目 「又兼本命與年命」) is
/// shown when the first is what 行年 or 本命 punishes, not required: the
/// example names no 年命.
pub(super) fn xing_shang(cx: &Cx) -> Facts {
    let f = cx.first();
    let mut facts = Vec::new();
    for (what, b, whose) in [("日干", cx.lodge(), cx.stem_about()), ("日支", cx.branch(), cx.branch_about())] {
        if b.punishes() == f {
            let how = if f == b { "自刑".to_string() } else { format!("{b}刑{f}") };
            facts.push(Fact::on(format!("{what}{b}之刑{f}發用（{how}）"), at(f, Place::Chu)).and(whose).and(bs([b])));
        }
    }
    if facts.is_empty() {
        return facts;
    }
    let under = cx.plate.earth_under(f);
    facts.push(Fact::on(format!("{f}加{under}"), at(f, Place::Chu)).and(bs([under])));
    if let Some(v) = cx.view {
        for (what, p) in [("行年", Place::XingNian), ("本命", Place::BenMing)] {
            if let Some(b) = v.at(p).filter(|b| b.punishes() == f) {
                facts.push(Fact::on(format!("又為{what}{b}之刑"), at(b, p)).and(at(f, Place::Chu)));
            }
        }
    }
    facts
}

/// 和美 (正文, 課目 「和美專言四課事，各合互合皆為歡」): a 六合 between the upper
/// and lower of 日 or 辰 (各合: 「甲申日干上亥、支上巳」, 「丁丑、己丑日干上午」), or
/// across them (互合: 干上 with 支, 支上 with 干 — 「辛卯日卯加辛、壬寅日亥加寅類，
/// 干支相會作六合」 — or 干上 with 支上, 「戊辰日干上丑、支上子」). Its example,
/// 壬午日 丑將巳時, has 干上未 with 支午.
///
/// DIFFERENCE: a 三合 alone does not make 和美 here: every plate turned by four
/// puts both uppers in 三合 with their lowers, and the chapter's forms each
/// name a 六合 (「作六合」, 「三六合」). The 課目's list of the 三六合 lessons
/// (「萬事喜忻三六合止八日九課」) is narrower than any reading of the chapter gives
/// and is not reproduced.
pub(super) fn he_mei(cx: &Cx) -> Facts {
    let (lodge, z) = (cx.lodge(), cx.branch());
    let (su, zu) = (cx.stem_upper(), cx.branch_upper());
    let gan_shang = at(su, Place::GanShang).to_vec();
    let zhi_shang = at(zu, Place::ZhiShang).to_vec();
    let (gan, zhi) = (cx.stem_about().to_vec(), cx.branch_about().to_vec());
    let pairs = [
        ("干上", su, &gan_shang, "日干", lodge, &gan, "各合"),
        ("支上", zu, &zhi_shang, "日支", z, &zhi, "各合"),
        ("干上", su, &gan_shang, "日支", z, &zhi, "互合"),
        ("支上", zu, &zhi_shang, "日干", lodge, &gan, "互合"),
        ("干上", su, &gan_shang, "支上", zu, &zhi_shang, "互合"),
    ];
    pairs
        .iter()
        .filter(|&&(_, a, _, _, b, _, _)| a.six_harmony() == b)
        .map(|&(wa, a, aa, wb, b, ab, how)| {
            Fact::on(format!("{wa}{a}與{wb}{b}六合：{how}"), aa.iter().copied()).and(ab.iter().copied())
        })
        .collect()
}
