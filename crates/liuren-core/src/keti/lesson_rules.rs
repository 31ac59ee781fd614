//! The patterns decided by the lesson alone: day, plate, four lessons and three
//! transmissions. Each rule cites its pattern in [`super::catalogue`].

use crate::cycle::{Branch, Element, GanZhi, Polarity, SeasonRank, Stem, StemOrBranch};
use crate::lessons::{Clash, FourLessons};
use crate::plate::Plate;
use crate::relations::LifeStage;
use crate::shensha::rules::hai;
use crate::transmissions::{Family, Method, Transmissions};

use super::catalogue as c;
use super::{Found, Pattern};

/// What every rule reads: the day, the plate, the lessons, the transmissions.
pub(super) struct Cx<'a> {
    pub day: GanZhi,
    pub plate: Plate,
    pub four: FourLessons,
    pub t: &'a Transmissions,
}

impl<'a> Cx<'a> {
    pub fn new(day: GanZhi, plate: Plate, t: &'a Transmissions) -> Cx<'a> {
        Cx { day, plate, four: FourLessons::new(day, plate), t }
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
}

pub(super) fn names(bs: &[Branch]) -> String {
    bs.iter().map(|b| b.hanzi()).collect()
}

/// Whether element `a` generates (生) element `b`.
pub(super) fn generates(a: Element, b: Element) -> bool {
    a.generates() == b
}

/// 六破: 子酉 丑辰 寅亥 卯午 巳申 未戌 — 「午破卯、酉破子, 辰破丑, 戌破未, 亥破寅、申破巳」
/// (《六壬大全》第七冊 冲破課).
pub(super) fn po(b: Branch) -> Branch {
    #[rustfmt::skip]
    const PO: [Branch; 12] = [
        Branch::You, Branch::Chen, Branch::Hai, Branch::Wu, Branch::Chou, Branch::Shen,
        Branch::Mao, Branch::Xu, Branch::Si, Branch::Zi, Branch::Wei, Branch::Yin,
    ];
    PO[b.index()]
}

/// 天馬 by month: 「正月起午，顺行六阳位」 (《六壬大全》第七冊 遊子課) — 正月午,
/// 二月申, 三月戌 … two places a month.
pub(super) fn tian_ma(month: Branch) -> Branch {
    Branch::Wu.wrapping_add(2 * month_number(month) as i64 - 2)
}

/// The month number of a month branch: 寅 正月 … 丑 十二月.
pub(super) fn month_number(month: Branch) -> usize {
    month.since(Branch::Yin) + 1
}

/// Collect every lesson pattern. With `month` known (a chart), 遊子 also
/// looks for 天馬 and 軒蓋 notes the month.
pub(super) fn collect(cx: &Cx, month: Option<Branch>) -> Vec<Found> {
    let mut out = Vec::new();
    method(cx, &mut out);
    connected(cx, &mut out);
    spaced(cx, &mut out);
    whole_frame(cx, &mut out);
    liu_chun(cx, &mut out);
    xuan_tai(cx, &mut out);
    zhan_guan(cx, &mut out);
    you_zi(cx, month, &mut out);
    luan_shou_and_zhui_xu(cx, &mut out);
    long_zhan(cx, &mut out);
    jiu_chou(cx, &mut out);
    gui_mu(cx, &mut out);
    ba_zhuan_forms(cx, &mut out);
    incomplete(cx, &mut out);
    overcoming_counts(cx, &mut out);
    san_qi(cx, &mut out);
    liu_yi(cx, &mut out);
    seals_and_carriages(cx, month, &mut out);
    gu_gua(cx, &mut out);
    bi_kou(cx, &mut out);
    chong_po(cx, &mut out);
    hui_huan(cx, &mut out);
    heng_tong(cx, &mut out);
    yin_cong(cx, &mut out);
    quan_ju_lian_zhu(&mut out);
    jie_li(cx, &mut out);
    qin_hai(cx, &mut out);
    xing_shang(cx, &mut out);
    he_mei(cx, &mut out);
    out
}

// ---------------------------------------------------------------------------

/// The method that chose the transmissions, and its family when the family is
/// a 課 name of its own (涉害, 遙克, 昴星, 伏吟, 返吟).
fn method(cx: &Cx, out: &mut Vec<Found>) {
    let t = cx.t;
    let p: &'static Pattern = match t.method {
        Method::YuanShou => &c::YUAN_SHOU,
        Method::ChongShen => &c::CHONG_SHEN,
        Method::ZhiYi => &c::ZHI_YI,
        Method::SheHai => &c::SHE_HAI,
        Method::JianJi => &c::JIAN_JI,
        Method::ChaWei => &c::CHA_WEI,
        Method::ZhuiXia => &c::ZHUI_XIA,
        Method::HaoShi => &c::HAO_SHI,
        Method::DanShe => &c::DAN_SHE,
        Method::HuShi => &c::HU_SHI,
        Method::DongSheYanMu => &c::DONG_SHE_YAN_MU,
        Method::BieZe => &c::BIE_ZE,
        Method::BaZhuan => &c::BA_ZHUAN,
        Method::ZiRen => &c::ZI_REN,
        Method::ZiXin => &c::ZI_XIN,
        Method::DuChuan => &c::DU_CHUAN,
        Method::WuYi => &c::WU_YI,
        Method::JingLanShe => &c::JING_LAN_SHE,
    };
    let family: Option<&'static Pattern> = match t.method.family() {
        Family::SheHai if t.method != Method::SheHai => Some(&c::SHE_HAI),
        Family::YaoKe => Some(&c::YAO_KE),
        Family::MaoXing => Some(&c::MAO_XING),
        Family::FuYin => Some(&c::FU_YIN),
        Family::FanYin => Some(&c::FAN_YIN),
        _ => None,
    };
    let chuan = format!("三傳 {} {}", cx.chuan_names(), t.method.hanzi());
    if let Some(f) = family {
        let mut facts = vec![chuan.clone()];
        facts.push(format!("{}法，以{}取傳", f.name, t.method.hanzi()));
        if let Some(sel) = t.selection {
            facts.push(format!("以{}法發用", sel.hanzi()));
        }
        out.push(Found::new(f, facts));
    }
    let mut facts = vec![chuan];
    if let Some(sel) = t.selection {
        facts.push(format!("返吟有克，以{}法發用", sel.hanzi()));
    }
    if let Some(why) = t.trace.last() {
        facts.push(why.clone());
    }
    out.push(Found::new(p, facts));
}

/// 連茹 (進/退), with 三奇連珠, the 《袖中金》 names, and 夾定三傳.
fn connected(cx: &Cx, out: &mut Vec<Found>) {
    let [a, b, c] = cx.chuan();
    let step: i64 = if b == a.next() && c == b.next() {
        1
    } else if b == a.previous() && c == b.previous() {
        -1
    } else {
        return;
    };
    let forward = step == 1;
    let chuan = cx.chuan_names();
    let mut facts = vec![format!("三傳 {chuan} 連茹（{}）", if forward { "進" } else { "退" })];
    if fang(a) == fang(b) && fang(b) == fang(c) {
        facts.push(format!("三傳同在{}方", ["東", "南", "西", "北"][fang(a)]));
    }
    if [a, b, c].contains(&Branch::Hai) && [a, b, c].contains(&Branch::Zi) && [a, b, c].contains(&Branch::Chou) {
        facts.push("三傳亥子丑：三奇連珠".to_string());
    }
    facts.push(format!(
        "《袖中金》{}連茹三奇：{}，{}",
        if forward { "順" } else { "逆" },
        chuan,
        lianru_name(a, forward)
    ));
    out.push(Found::new(if forward { &c::JIN_RU } else { &c::TUI_RU }, facts));

    // 夾定三傳: 干上 and 支上 stand just outside the run, one at each end.
    let (before, after) = (a.wrapping_add(-step), c.wrapping_add(step));
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    if (s == before && z == after) || (s == after && z == before) {
        out.push(Found::new(&c::JIA_DING, vec![format!("干上{s}、支上{z}夾定三傳 {chuan}")]));
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

/// 間傳 and its twenty-four named forms.
fn spaced(cx: &Cx, out: &mut Vec<Found>) {
    let [a, b, c] = cx.chuan();
    let forward = if b == a.wrapping_add(2) && c == b.wrapping_add(2) {
        true
    } else if b == a.wrapping_add(-2) && c == b.wrapping_add(-2) {
        false
    } else {
        return;
    };
    let chuan = cx.chuan_names();
    let form = jian_chuan_form(a, forward);
    out.push(Found::new(
        &c::JIAN_CHUAN,
        vec![
            format!("三傳 {chuan} 間一位而傳：{}", if forward { "順間傳" } else { "逆間傳" }),
            format!("{}格", form.name),
        ],
    ));
    out.push(Found::new(form, vec![format!("三傳 {chuan}")]));
}

/// The 間傳 form whose first transmission is `first`.
pub(super) fn jian_chuan_form(first: Branch, forward: bool) -> &'static Pattern {
    use Branch as B;
    #[rustfmt::skip]
    const FORWARD: [Branch; 12] = [B::Chen, B::Wu, B::Shen, B::Xu, B::Zi, B::Yin, B::Chou, B::Mao, B::Si, B::Wei, B::You, B::Hai];
    #[rustfmt::skip]
    const BACKWARD: [Branch; 12] = [B::Yin, B::Zi, B::Xu, B::Shen, B::Wu, B::Chen, B::Chou, B::Hai, B::You, B::Wei, B::Si, B::Mao];
    let (firsts, offset) = if forward { (FORWARD, 0) } else { (BACKWARD, 12) };
    let i = firsts.iter().position(|&f| f == first).expect("every branch starts one form each way");
    &c::JIAN_CHUAN_FORMS[offset + i]
}

/// 全局: the three transmissions are a 三合 (炎上 潤下 曲直 從革), or all 四季
/// (稼穡); and the 方局 reading (寅卯辰 曲直 …).
fn whole_frame(cx: &Cx, out: &mut Vec<Found>) {
    let ch = cx.chuan();
    let [a, b, c] = ch;
    let chuan = cx.chuan_names();
    let distinct = a != b && b != c && a != c;
    if distinct && a.triad().contains(&b) && a.triad().contains(&c) {
        let triad = a.triad();
        let (p, e): (&'static Pattern, &str) = match triad[1].element() {
            Element::Water => (&c::RUN_XIA, "水"),
            Element::Fire => (&c::YAN_SHANG, "火"),
            Element::Wood => (&c::QU_ZHI, "木"),
            _ => (&c::CONG_GE, "金"),
        };
        out.push(Found::new(p, vec![format!("三傳 {chuan} 合{}三合{e}局：全局", names(&triad))]));
    }
    if ch.iter().all(|x| x.rank() == SeasonRank::Ji) {
        out.push(Found::new(&c::JIA_SE, vec![format!("三傳 {chuan} 皆四季（辰戌丑未）：全局")]));
    }
    if distinct && fang(a) == fang(b) && fang(b) == fang(c) {
        let p: &'static Pattern = match fang(a) {
            0 => &c::QU_ZHI_FANG,
            1 => &c::YAN_SHANG_FANG,
            2 => &c::CONG_GE_FANG,
            _ => &c::RUN_XIA_FANG,
        };
        out.push(Found::new(p, vec![format!("三傳 {chuan} 同在{}方：方局", ["東", "南", "西", "北"][fang(a)])]));
    }
}

/// 六純: the four uppers and the three transmissions share one polarity.
///
/// The lowers are not counted: the first lower is the stem, whose lodging
/// palace need not share its polarity (乙寄辰).
fn liu_chun(cx: &Cx, out: &mut Vec<Found>) {
    let all: Vec<Branch> = cx.uppers().into_iter().chain(cx.chuan()).collect();
    let p = all[0].polarity();
    if all.iter().all(|b| b.polarity() == p) {
        let kind = if p == Polarity::Yang { "陽" } else { "陰" };
        out.push(Found::new(
            &c::LIU_CHUN,
            vec![format!("四課上神 {} 與三傳 {} 皆{kind}：六{kind}", names(&cx.uppers()), cx.chuan_names())],
        ));
    }
}

/// 玄胎: all three transmissions are 孟 (寅申巳亥); 進步長生 when the plate is
/// turned so that 寅加巳, 退步長生 when 寅加亥 (玄胎課 訂訛).
fn xuan_tai(cx: &Cx, out: &mut Vec<Found>) {
    if !cx.chuan().iter().all(|b| b.rank() == SeasonRank::Meng) {
        return;
    }
    let mut facts = vec![format!("三傳 {} 皆孟", cx.chuan_names())];
    if cx.plate.heaven_over(Branch::Si) == Branch::Yin {
        facts.push("寅加巳、巳加申、申加亥、亥加寅：進步長生（病胎）".to_string());
    } else if cx.plate.heaven_over(Branch::Hai) == Branch::Yin {
        facts.push("寅加亥、亥加申、申加巳、巳加寅：退步長生（生胎）".to_string());
    }
    out.push(Found::new(&c::XUAN_TAI, facts));
}

/// 斬關: 辰 or 戌 (魁罡) stands over the day stem's palace or the day branch and
/// is the first transmission.
fn zhan_guan(cx: &Cx, out: &mut Vec<Found>) {
    let f = cx.first();
    if f != Branch::Chen && f != Branch::Xu {
        return;
    }
    let on = if f == cx.stem_upper() {
        format!("日干{}（寄{}）", cx.stem(), cx.lodge())
    } else if f == cx.branch_upper() {
        format!("日支{}", cx.branch())
    } else {
        return;
    };
    let name = if f == Branch::Chen { "天罡" } else { "天魁" };
    out.push(Found::new(&c::ZHAN_GUAN, vec![format!("{name}{f}加{on}發用")]));
}

/// 遊子: the three transmissions all earth (四季); 正文 wants the first to be
/// 旬丁 or 天馬, 訂訛 any of them to be 旬丁 or one of 「二馬」 — but 驛馬 is always
/// a 孟 and never earth, so only 天馬 (of the month) can be met. 天馬 needs the
/// month. Without 丁 or horse the
/// same transmissions are 稼穡 by 訂訛 (「三傳辰戌丑未，無丁馬是也」).
fn you_zi(cx: &Cx, month: Option<Branch>, out: &mut Vec<Found>) {
    let ch = cx.chuan();
    if !ch.iter().all(|b| b.rank() == SeasonRank::Ji) {
        return;
    }
    let ding = |b: Branch| cx.day.hidden_stem(b) == Some(Stem::Ding);
    let tian = month.map(tian_ma);
    let base = format!("三傳 {} 皆土（四季）", cx.chuan_names());
    let f = cx.first();
    let mut first = vec![base.clone()];
    if ding(f) {
        first.push(format!("初傳{f}遁丁：旬丁發用"));
    }
    if Some(f) == tian {
        first.push(format!("初傳{f}為月內天馬"));
    }
    if first.len() > 1 {
        out.push(Found::new(&c::YOU_ZI, first));
    }
    let mut any = vec![base];
    for b in ch {
        if ding(b) {
            any.push(format!("{b}遁丁：旬丁"));
        }
        if Some(b) == tian {
            any.push(format!("{b}為月內天馬"));
        }
    }
    if any.len() > 1 {
        out.push(Found::new(&c::YOU_ZI_DINGE, any));
    } else {
        // 稼穡 by 訂訛: the same earth transmissions with neither 丁 nor horse.
        let horses = if month.is_some() { "無旬丁、天馬" } else { "無旬丁（天馬待月）" };
        any.push(horses.to_string());
        out.push(Found::new(&c::JIA_SE_DINGE, any));
    }
}

/// 亂首 and 贅婿: the stem's palace comes over the day branch (干臨支) or the
/// day branch over the stem's palace (支臨干), with the branch overcoming the
/// stem (亂首) or the stem the branch (贅婿).
///
/// DIFFERENCE: on 八專 days the palace and the branch are one place; nothing
/// "comes over" anything, so neither pattern is read there.
fn luan_shou_and_zhui_xu(cx: &Cx, out: &mut Vec<Found>) {
    if cx.bazhuan_day() {
        return;
    }
    let (stem, branch, lodge) = (cx.stem(), cx.branch(), cx.lodge());
    let gan_lin_zhi = cx.branch_upper() == lodge;
    let zhi_lin_gan = cx.stem_upper() == branch;
    let f = cx.first();
    let zhi_ke_gan = branch.element().restrains(stem.element());
    let gan_ke_zhi = stem.element().restrains(branch.element());
    let lin_gan = format!("日干{stem}寄{lodge}，{lodge}加支{branch}：干臨支");
    let lin_zhi = format!("支{branch}加干{stem}（寄{lodge}）：支臨干");

    if zhi_ke_gan {
        let ke = format!("支{branch}{}克干{stem}{}", branch.element().hanzi(), stem.element().hanzi());
        if gan_lin_zhi && f == lodge {
            out.push(Found::new(&c::LUAN_SHOU_XINJING, vec![lin_gan.clone(), ke.clone(), format!("{f}發用")]));
        }
        for (fires, kind, how, on) in
            [(gan_lin_zhi, "自取亂首", &lin_gan, lodge), (zhi_lin_gan, "上門亂首", &lin_zhi, branch)]
        {
            if fires {
                let mut facts = vec![how.clone(), ke.clone(), kind.to_string()];
                if f == on {
                    facts.push(format!("{f}發用，尤的"));
                }
                out.push(Found::new(&c::LUAN_SHOU_DINGE, facts));
            }
        }
    }
    if gan_ke_zhi {
        let ke = format!("干{stem}{}克支{branch}{}", stem.element().hanzi(), branch.element().hanzi());
        for (fires, how, on) in [(gan_lin_zhi, &lin_gan, lodge), (zhi_lin_gan, &lin_zhi, branch)] {
            if !fires {
                continue;
            }
            if f == on {
                out.push(Found::new(&c::ZHUI_XU, vec![how.clone(), ke.clone(), format!("{f}發用")]));
            }
            let mut facts = vec![how.clone(), ke.clone()];
            if f == on {
                facts.push(format!("{f}發用，尤的"));
            }
            out.push(Found::new(&c::ZHUI_XU_DINGE, facts));
        }
    }
}

/// 龍戰 by the readings that need no 行年: 訂訛 (卯酉日, the first standing on
/// 卯 or 酉) and the 《觀月經》 note (any day, the first standing on 卯 or 酉).
fn long_zhan(cx: &Cx, out: &mut Vec<Found>) {
    let f = cx.first();
    let under = cx.plate.earth_under(f);
    if under != Branch::Mao && under != Branch::You {
        return;
    }
    let on = format!("初傳{f}臨{under}");
    if matches!(cx.branch(), Branch::Mao | Branch::You) {
        out.push(Found::new(&c::LONG_ZHAN_DINGE, vec![format!("{}日占", cx.branch()), on.clone()]));
    }
    out.push(Found::new(&c::LONG_ZHAN_GUANYUE, vec![on]));
}

/// 九醜日: 「戊子、戊午、壬子、壬午、乙卯、己卯、辛卯、乙酉、己酉、辛酉」.
pub(super) fn jiu_chou_day(day: GanZhi) -> bool {
    // The five stems with the four 仲: 戊壬 (陽) can only meet 子午, 乙己辛 only 卯酉.
    matches!(day.stem(), Stem::Wu | Stem::Ren | Stem::Yi | Stem::Ji | Stem::Xin)
        && day.branch().rank() == SeasonRank::Zhong
}

/// 九醜: on the ten days, 丑 over a 仲 palace as the first (or over the day
/// branch) — 訂訛; 丑 over the stem or the branch — 《心鏡》.
fn jiu_chou(cx: &Cx, out: &mut Vec<Found>) {
    if !jiu_chou_day(cx.day) {
        return;
    }
    let day = format!("{}日：九醜日", cx.day);
    let chou = Branch::Chou;
    let under = cx.plate.earth_under(chou);
    if cx.first() == chou && under.rank() == SeasonRank::Zhong {
        out.push(Found::new(&c::JIU_CHOU, vec![day.clone(), format!("丑臨{under}（四仲）發用")]));
    } else if cx.branch_upper() == chou {
        out.push(Found::new(&c::JIU_CHOU, vec![day.clone(), format!("丑臨支{}，不發用亦是", cx.branch())]));
    }
    if cx.stem_upper() == chou || cx.branch_upper() == chou {
        let on = if cx.stem_upper() == chou { "干上" } else { "支上" };
        out.push(Found::new(&c::JIU_CHOU_XINJING, vec![day, format!("大吉丑在{on}")]));
    }
}

/// Whether `b` is the tomb (墓) of element `e` (木墓未, 火墓戌, 金墓丑, 水土墓辰).
pub(super) fn is_tomb_of(e: Element, b: Branch) -> bool {
    LifeStage::of_element(e, b) == LifeStage::Tomb
}

/// 鬼墓. 正文: the first is the tomb of the day stem or the day branch, or the
/// day's ghost (「阳见阳，阴见阴为鬼」). 訂訛: the first is 干上 or 支上 and is both
/// ghost and tomb of the stem, or of the branch.
fn gui_mu(cx: &Cx, out: &mut Vec<Found>) {
    let f = cx.first();
    let (stem, branch) = (cx.stem(), cx.branch());
    let ri_mu = is_tomb_of(stem.element(), f);
    let zhi_mu = is_tomb_of(branch.element(), f);
    let ri_gui = f.element().restrains(stem.element()) && f.polarity() == stem.polarity();
    let mut facts = Vec::new();
    if ri_mu {
        facts.push(format!("初傳{f}為日干{stem}{}之墓", stem.element().hanzi()));
    }
    if zhi_mu && !ri_mu {
        facts.push(format!("初傳{f}為日支{branch}{}之墓", branch.element().hanzi()));
    }
    if ri_gui {
        facts.push(format!("初傳{f}克日干{stem}，陰陽同類：日鬼"));
    }
    if !facts.is_empty() {
        out.push(Found::new(&c::GUI_MU, facts));
    }

    let on = if f == cx.stem_upper() {
        "干上"
    } else if f == cx.branch_upper() {
        "支上"
    } else {
        return;
    };
    let gan = f.element().restrains(stem.element()) && ri_mu;
    let zhi = f.element().restrains(branch.element()) && zhi_mu;
    if gan || zhi {
        let of = if gan { format!("日干{stem}") } else { format!("日支{branch}") };
        out.push(Found::new(
            &c::GUI_MU_DINGE,
            vec![format!("{on}{f}發用"), format!("{f}既克{of}，又為其墓：既作鬼，又作墓")],
        ));
    }
}

/// 獨足 and 帷薄不修 (訂訛), the forms of 八專.
fn ba_zhuan_forms(cx: &Cx, out: &mut Vec<Found>) {
    if !cx.bazhuan_day() {
        return;
    }
    let [a, b, c] = cx.chuan();
    if a == b && b == c {
        out.push(Found::new(&c::DU_ZU, vec![format!("八專日{}，三傳皆{a}：三傳皆歸一神", cx.day)]));
    } else if cx.is_void(b) && cx.is_void(c) {
        out.push(Found::new(&c::DU_ZU, vec![format!("八專日{}，中末{b}{c}皆空", cx.day)]));
    }
    if cx.t.method == Method::BaZhuan {
        out.push(Found::new(
            &c::WEI_BO_DINGE,
            vec![format!("八專日{}，四課無克亦無遙克，順逆數三位為用：{}", cx.day, cx.chuan_names())],
        ));
    }
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

/// 不備 and 蕪淫.
fn incomplete(cx: &Cx, out: &mut Vec<Found>) {
    let short = bu_bei(cx.day, &cx.four);
    let short_fact = short.map(|p| match p {
        Polarity::Yang => "四課止三課，陽課缺一：二陰一陽，陽不備".to_string(),
        Polarity::Yin => "四課止三課，陰課缺一：二陽一陰，陰不備".to_string(),
    });
    if let Some(f) = &short_fact {
        out.push(Found::new(&c::BU_BEI, vec![f.clone()]));
    }
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    let (stem, branch) = (cx.stem(), cx.branch());
    let crossed = s.element().restrains(branch.element()) && z.element().restrains(stem.element());
    let mut facts: Vec<String> = short_fact.into_iter().collect();
    if crossed {
        facts.push(format!("干上{s}克支{branch}，支上{z}克干{stem}：日辰交互相克"));
    }
    if !facts.is_empty() {
        out.push(Found::new(&c::WU_YIN, facts));
    }
}

/// 度厄 (three of one kind of 克), 無祿 and 絕嗣 (all four), by both readings.
fn overcoming_counts(cx: &Cx, out: &mut Vec<Found>) {
    let clashes: Vec<Option<Clash>> = cx.four.0.iter().map(|l| l.clash()).collect();
    let ke = clashes.iter().filter(|c| **c == Some(Clash::UpperOvercomesLower)).count();
    let zei = clashes.iter().filter(|c| **c == Some(Clash::LowerRobsUpper)).count();
    if ke == 3 {
        out.push(Found::new(&c::DU_E, vec!["四課三上克下：幼度厄".to_string()]));
    }
    if zei == 3 {
        out.push(Found::new(&c::DU_E, vec!["四課三下賊上：長度厄".to_string()]));
    }
    if ke == 4 {
        let f = "四課上神俱克下".to_string();
        out.push(Found::new(&c::WU_LU, vec![f.clone()]));
        out.push(Found::new(&c::JUE_SI_DINGE, vec![f]));
    }
    if zei == 4 {
        let f = "四課下俱賊上".to_string();
        out.push(Found::new(&c::JUE_SI, vec![f.clone()]));
        out.push(Found::new(&c::WU_LU_DINGE, vec![f]));
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
    let i = stem.index() as i64;
    if i <= 5 {
        Branch::Wu.wrapping_add(-i)
    } else {
        Branch::Wei.wrapping_add(i - 6)
    }
}

fn where_in(cx: &Cx, b: Branch) -> Option<&'static str> {
    let ch = cx.chuan();
    if ch[0] == b {
        Some("發用")
    } else if ch.contains(&b) {
        Some("入傳")
    } else {
        None
    }
}

/// 三奇: 正文 — 旬奇 or 日奇 in the transmissions; 訂訛 — 旬奇 needed.
fn san_qi(cx: &Cx, out: &mut Vec<Found>) {
    let xq = xun_qi(cx.day);
    let rq = ri_qi(cx.stem());
    let xun = where_in(cx, xq).map(|w| format!("旬奇{xq}（{}旬）{w}", cx.day.xun_head()));
    let ri = where_in(cx, rq).map(|w| format!("日奇{rq}（{}日）{w}", cx.stem()));
    let mut facts: Vec<String> = xun.iter().chain(ri.iter()).cloned().collect();
    if facts.is_empty() {
        return;
    }
    if cx.chuan_names() == "亥子丑" || cx.chuan_names() == "丑子亥" {
        facts.push("三傳亥子丑：聯珠三奇".to_string());
    }
    out.push(Found::new(&c::SAN_QI, facts.clone()));
    if xun.is_some() {
        out.push(Found::new(&c::SAN_QI_DINGE, facts));
    }
}

/// 支儀: 子午 丑巳 寅辰 卯卯 辰寅 巳丑 (逆), 午未 未申 申酉 酉戌 戌亥 亥子 (順).
pub(super) fn zhi_yi(b: Branch) -> Branch {
    let i = b.index() as i64;
    if i <= 5 {
        Branch::Wu.wrapping_add(-i)
    } else {
        b.next()
    }
}

/// 六儀: 正文/訂訛 — 旬儀 (the 旬首) in the transmissions; 《袖中金》 — 旬儀 or 支儀 as the first.
fn liu_yi(cx: &Cx, out: &mut Vec<Found>) {
    let xy = cx.day.xun_head().branch();
    let zy = zhi_yi(cx.branch());
    if let Some(w) = where_in(cx, xy) {
        let mut facts = vec![format!("旬儀{xy}（{}旬首）{w}", cx.day.xun_head())];
        if let Some(w) = where_in(cx, zy) {
            facts.push(format!("支儀{zy}（{}日）{w}：旬儀支儀並臨", cx.branch()));
        }
        out.push(Found::new(&c::LIU_YI, facts));
    }
    let f = cx.first();
    if f == xy || f == zy {
        let what = if f == xy { format!("旬儀{xy}") } else { format!("支儀{zy}（{}日）", cx.branch()) };
        out.push(Found::new(&c::LIU_YI_XIUZHONG, vec![format!("{what}發用")]));
    }
}

/// 軒蓋 (午卯子), 鑄印 (two readings), 斫輪 (卯 發用 over 庚 辛 申 酉).
fn seals_and_carriages(cx: &Cx, month: Option<Branch>, out: &mut Vec<Found>) {
    use Branch as B;
    let ch = cx.chuan();
    if ch == [B::Wu, B::Mao, B::Zi] {
        let mut facts = vec!["勝光午發用，遇太沖卯、神后子：三傳午卯子".to_string()];
        if let Some(m) = month {
            if tian_ma(m) == B::Wu {
                facts.push(format!("{}月午為天馬（正七月正相當）", month_number(m)));
            }
        }
        out.push(Found::new(&c::XUAN_GAI, facts));
    }
    if cx.plate.heaven_over(B::Si) == B::Xu && ch[1] == B::Xu {
        out.push(Found::new(&c::ZHU_YIN, vec![format!("戌加巳，戌為中傳：三傳 {}", cx.chuan_names())]));
    }
    if ch == [B::Si, B::Xu, B::Mao] {
        out.push(Found::new(&c::ZHU_YIN_DINGE, vec!["三傳巳戌卯：巳爐、戌印、卯模".to_string()]));
    }
    // 「卯加庚辛申酉」: 庚 lodges in 申, already counted; 辛 lodges in 戌, so on a
    // 辛 day 卯 over 戌 is 卯加辛.
    let under = cx.plate.earth_under(B::Mao);
    let on_xin = cx.stem() == Stem::Xin && under == cx.lodge();
    if ch[0] == B::Mao && (under == B::Shen || under == B::You || on_xin) {
        let fact = if on_xin {
            format!("太沖卯加辛（寄{under}）發用")
        } else {
            let rank = if under == B::Shen { "為上" } else { "次之" };
            format!("太沖卯加{under}發用（{rank}）")
        };
        out.push(Found::new(&c::ZHUO_LUN, vec![fact]));
    }
}

/// 孤寡 by the three 旬 readings of 訂訛.
fn gu_gua(cx: &Cx, out: &mut Vec<Found>) {
    let [f, _, l] = cx.chuan();
    let void = |b: Branch| cx.is_void(b);
    let kong = cx.day.xun_kong();
    let xun = format!("{}旬空{}{}", cx.day.xun_head(), kong[0], kong[1]);
    if void(f) {
        let kind = if f.polarity() == Polarity::Yang { "陽空為孤" } else { "陰空為寡" };
        out.push(Found::new(&c::GU_GUA_XUN_YINYANG, vec![xun.clone(), format!("發用{f}值旬空，{kind}")]));
    }
    let under = cx.plate.earth_under(f);
    let mut facts = Vec::new();
    if void(under) {
        facts.push(format!("發用{f}臨地盤{under}空：孤"));
    }
    if void(f) {
        facts.push(format!("發用{f}天盤空：寡"));
    }
    if !facts.is_empty() {
        facts.insert(0, xun.clone());
        out.push(Found::new(&c::GU_GUA_XUN_PLATE, facts));
    }
    let mut facts = Vec::new();
    if void(f) {
        facts.push(format!("發用{f}空：孤"));
    }
    if void(l) {
        facts.push(format!("末傳{l}空：寡"));
    }
    if !facts.is_empty() {
        facts.insert(0, xun);
        out.push(Found::new(&c::GU_GUA_XUN_ENDS, facts));
    }
}

/// 旬首 and 旬尾 (the branch of the 旬's 癸).
pub(super) fn xun_ends(day: GanZhi) -> (Branch, Branch) {
    let head = day.xun_head().branch();
    (head, head.wrapping_add(9))
}

/// 閉口, the part the lesson decides: 旬尾 over 旬首, and it is the first.
fn bi_kou(cx: &Cx, out: &mut Vec<Found>) {
    let (head, tail) = xun_ends(cx.day);
    if cx.plate.heaven_over(head) == tail && cx.first() == tail {
        out.push(Found::new(&c::BI_KOU, vec![format!("{}旬：旬尾{tail}加旬首{head}發用", cx.day.xun_head())]));
    }
}

/// 冲破 (正文): the first is the 冲 of the day stem's palace or of the day
/// branch, and stands on its own 破.
fn chong_po(cx: &Cx, out: &mut Vec<Found>) {
    let f = cx.first();
    let under = cx.plate.earth_under(f);
    if under != po(f) {
        return;
    }
    let of = if f == cx.branch().opposite() {
        format!("日支{}之冲", cx.branch())
    } else if f == cx.lodge().opposite() {
        format!("日干{}（寄{}）之冲", cx.stem(), cx.lodge())
    } else {
        return;
    };
    out.push(Found::new(&c::CHONG_PO, vec![format!("初傳{f}為{of}，加其破{under}發用")]));
}

/// 回環: the three transmissions all stand in the four lessons.
fn hui_huan(cx: &Cx, out: &mut Vec<Found>) {
    let ls = cx.lesson_branches();
    if cx.chuan().iter().all(|b| ls.contains(b)) {
        out.push(Found::new(&c::HUI_HUAN, vec![format!("三傳 {} 皆在四課之中", cx.chuan_names())]));
    }
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
fn heng_tong(cx: &Cx, out: &mut Vec<Found>) {
    let [a, b, c] = cx.chuan().map(|x| x.element());
    let (se, be) = (cx.stem().element(), cx.branch().element());
    let (s, z) = (cx.stem_upper(), cx.branch_upper());
    let mut facts = Vec::new();
    let ch = cx.chuan_names();
    if generates(a, b) && generates(b, c) && generates(c, se) {
        facts.push(format!("三傳 {ch} 初生中、中生末、末生日干：遞生"));
    }
    if generates(c, b) && generates(b, a) && generates(a, se) {
        facts.push(format!("三傳 {ch} 末生中、中生初、初生日干：遞生"));
    }
    if generates(s.element(), se) && generates(z.element(), be) {
        facts.push(format!("干上{s}生干，支上{z}生支：俱生"));
    }
    if generates(s.element(), be) && generates(z.element(), se) {
        facts.push(format!("干上{s}生支，支上{z}生干：互生"));
    }
    if s == wang_shen(se) && z == wang_shen(be) {
        facts.push(format!("干上{s}乃干之旺神，支上{z}乃支之旺神：俱旺"));
    }
    if s == wang_shen(be) && z == wang_shen(se) {
        facts.push(format!("干上{s}乃支之旺神，支上{z}乃干之旺神：互旺"));
    }
    if !facts.is_empty() {
        out.push(Found::new(&c::HENG_TONG, facts));
    }
}

/// 引從: the first and last transmissions stand either side of 干上 (拱干) or of 支上 (拱支).
fn yin_cong(cx: &Cx, out: &mut Vec<Found>) {
    let [a, _, c] = cx.chuan();
    for (on, what) in [(cx.stem_upper(), "干上"), (cx.branch_upper(), "支上")] {
        let sides = [on.next(), on.previous()];
        if a != c && sides.contains(&a) && sides.contains(&c) {
            let kind = if what == "干上" { "拱天干" } else { "拱地支" };
            out.push(Found::new(&c::YIN_CONG, vec![format!("初傳{a}、末傳{c}前後引從{what}{on}：{kind}")]));
        }
    }
}

// ---------------------------------------------------------------------------
// 全局, 連珠, 解離, 侵害, 刑傷, 和美: chapters of 《六壬大全》 whose rule is fixed by
// the lesson; their 年命 facts and 連珠's 訂訛 reading are added by chart_rules.rs.

/// 全局 (正文): one of the five 三合 forms (潤下 炎上 曲直 從革 稼穡) — 「五課外」
/// 方局 is not counted (DIFFERENCE: the chapter names the 方 forms outside the
/// five). 連珠 (正文): 進茹 or 退茹.
fn quan_ju_lian_zhu(out: &mut Vec<Found>) {
    const FIVE: [&str; 6] = ["runxia", "yanshang", "quzhi", "congge", "jiase", "jiase-dinge"];
    let of = |ids: &[&str], out: &[Found]| -> Option<String> {
        out.iter().filter(|f| ids.contains(&f.id())).flat_map(|f| f.facts.iter().cloned()).next()
    };
    if let Some(fact) = of(&FIVE, out) {
        out.push(Found::new(&c::QUAN_JU, vec![fact]));
    }
    if let Some(fact) = of(&["jinru", "tuiru"], out) {
        out.push(Found::new(&c::LIAN_ZHU, vec![fact]));
    }
}

/// 解離 (《畢法》 in 解離卦): the day stem overcomes 支上 and the day branch
/// overcomes 干上 (「干克支上神，支克干上神」; its case 甲子日干上午).
///
/// The 正文, 《觀月經》, 《心鏡》 and 曾門 read 解離 from the 行年 of husband
/// and wife (「夫妻行年冲克，及上下神互相克賊」), and so does 《畢法》's 「或夫婦
/// 行年」: those readings need the querent and the partner and are chart rules.
fn jie_li(cx: &Cx, out: &mut Vec<Found>) {
    let (stem, z) = (cx.stem(), cx.branch());
    let (su, zu) = (cx.stem_upper(), cx.branch_upper());
    if stem.element().restrains(zu.element()) && z.element().restrains(su.element()) {
        out.push(Found::new(&c::JIE_LI_BIFA, vec![format!("日干{stem}克支上{zu}"), format!("日支{z}克干上{su}")]));
    }
}

/// The 日 and 辰 lessons whose upper harms (六害, [`hai`]: 子未 丑午 寅巳 卯辰 申亥 酉戌 —
/// 侵害課: 「子未為勢家害……丑午、卯辰為少凌長害……寅巳，申亥為競強爭進害……酉戌為鬼害」)
/// the lower: (name, upper, lower).
fn harm_lessons(cx: &Cx) -> Vec<(&'static str, Branch, Branch)> {
    [("干", cx.stem_upper(), cx.lodge()), ("支", cx.branch_upper(), cx.branch())]
        .into_iter()
        .filter(|&(_, up, low)| hai(low) == up)
        .collect()
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
fn he_mei(cx: &Cx, out: &mut Vec<Found>) {
    let (lodge, z) = (cx.lodge(), cx.branch());
    let (su, zu) = (cx.stem_upper(), cx.branch_upper());
    let pairs = [
        ("干上", su, "日干", lodge, "各合"),
        ("支上", zu, "日支", z, "各合"),
        ("干上", su, "日支", z, "互合"),
        ("支上", zu, "日干", lodge, "互合"),
        ("干上", su, "支上", zu, "互合"),
    ];
    let facts: Vec<String> = pairs
        .iter()
        .filter(|&&(_, a, _, b, _)| a.six_harmony() == b)
        .map(|&(wa, a, wb, b, how)| format!("{wa}{a}與{wb}{b}六合：{how}"))
        .collect();
    if !facts.is_empty() {
        out.push(Found::new(&c::HE_MEI, facts));
    }
}

/// 侵害. 正文: a 六害 stands on 日 or 辰 (干上 harms the stem's palace, or
/// 支上 the branch) and the pair is in the first — its example, 丙子日 卯將申時,
/// has 未 (子's 害) over 子 and 子 發用. 訂訛: the 害神 itself (the upper) 發用.
/// 「並行年」 / 「臨行年更的」 is shown when the first stands on 行年, not
/// required.
///
/// DIFFERENCE: the 正文's 「並行年為用」 would ask for 行年 as well; its own
/// example names none, so it is not required.
fn qin_hai(cx: &Cx, out: &mut Vec<Found>) {
    let f = cx.first();
    let (mut zheng, mut dinge) = (Vec::new(), Vec::new());
    for (which, up, low) in harm_lessons(cx) {
        let pair = format!("{which}上{up}與{which}{low}六害相加");
        if f == up || f == low {
            zheng.push(pair.clone());
        }
        if f == up {
            dinge.push(pair);
        }
    }
    for (p, mut facts, used) in
        [(&c::QIN_HAI, zheng, format!("{f}發用")), (&c::QIN_HAI_DINGE, dinge, format!("害神{f}發用"))]
    {
        if !facts.is_empty() {
            facts.push(used);
            out.push(Found::new(p, facts));
        }
    }
}

/// 刑傷 (正文, 課目 「刑傷干支三刑用」): the first is what the stem's palace or
/// the day branch punishes (支刑 as 刑德格 counts it: 「申子辰日，刑在寅卯辰方」 —
/// 子刑卯; its example 庚午日 午 自刑 發用). 「並行年」 (課目 「又兼本命與年命」) is
/// shown when the first is what 行年 or 本命 punishes, not required: the
/// example names no 年命.
fn xing_shang(cx: &Cx, out: &mut Vec<Found>) {
    let f = cx.first();
    let mut facts = Vec::new();
    for (what, b) in [("日干", cx.lodge()), ("日支", cx.branch())] {
        if b.punishes() == f {
            let how = if f == b { "自刑".to_string() } else { format!("{b}刑{f}") };
            facts.push(format!("{what}{b}之刑{f}發用（{how}）"));
        }
    }
    if facts.is_empty() {
        return;
    }
    facts.push(format!("{f}加{}", cx.plate.earth_under(f)));
    out.push(Found::new(&c::XING_SHANG, facts));
}
