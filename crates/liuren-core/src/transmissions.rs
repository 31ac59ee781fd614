//! 三傳 Sānchuán — the three transmissions, by the nine methods (九宗門).
//!
//! The order of the rules is the classical one: 伏吟 and 返吟 are recognised
//! from the plate first; otherwise 賊克 → 比用 → 涉害 among the lessons that
//! 克, then 遙克, 昴星, 別責 and 八專 when no lesson 克s.
//!
//! Every decision is written to a trace so the reader can see *why* the first
//! transmission is what it is.

use serde::{Deserialize, Serialize};

use crate::cycle::{Branch, GanZhi, SeasonRank, Stem, StemOrBranch};
use crate::lessons::{Clash, FourLessons};
use crate::plate::Plate;

/// 九宗門 — the family of the method that produced the transmissions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Family {
    /// 賊克法 — one lesson 克s.
    ZeiKe,
    /// 比用法 — several 克, one matches the day stem's polarity.
    BiYong,
    /// 涉害法 — several 克, decided by depth or by 孟仲季.
    SheHai,
    /// 遙克法 — no lesson 克s; an upper 克s the day stem or is 克ed by it.
    YaoKe,
    /// 昴星法 — no 克 at all and four complete lessons.
    MaoXing,
    /// 別責法 — no 克 at all and only three distinct lessons.
    BieZe,
    /// 八專法 — no 克 on an 八專 day (甲寅 庚申 丁未 己未 癸丑: two distinct lessons).
    BaZhuan,
    /// 伏吟法 — heaven equals earth.
    FuYin,
    /// 返吟法 — heaven opposes earth.
    FanYin,
}

impl Family {
    /// The family's name, e.g. 賊克.
    pub fn hanzi(self) -> &'static str {
        match self {
            Family::ZeiKe => "賊克",
            Family::BiYong => "比用",
            Family::SheHai => "涉害",
            Family::YaoKe => "遙克",
            Family::MaoXing => "昴星",
            Family::BieZe => "別責",
            Family::BaZhuan => "八專",
            Family::FuYin => "伏吟",
            Family::FanYin => "返吟",
        }
    }
}

/// The named method (課名) that chose the first transmission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Method {
    /// 重審 Chóngshěn — a single 下賊上.
    ChongShen,
    /// 元首 Yuánshǒu — a single 上克下.
    YuanShou,
    /// 知一 Zhīyī (比用) — several 克, one 比 the day stem.
    ZhiYi,
    /// 涉害 Shèhài — decided by the depth of 克 met on the way home.
    SheHai,
    /// 見機 Jiànjī — 涉害 tied, taken from the one on a 孟 palace.
    JianJi,
    /// 察微 Cháwēi — 涉害 tied, taken from the one on a 仲 palace.
    ChaWei,
    /// 綴瑕 Zhuìxiá (復等) — still tied: 剛日 干上, 柔日 支上.
    ZhuiXia,
    /// 蒿矢 Hāoshǐ — 遙克: an upper 克s the day stem (神遙克日).
    HaoShi,
    /// 彈射 Dànshè — 遙克: the day stem 克s an upper (日遙克神).
    DanShe,
    /// 虎視 Hǔshì (虎視轉蓬) — 昴星 on a 剛日.
    HuShi,
    /// 冬蛇掩目 Dōngshé yǎnmù — 昴星 on a 柔日.
    DongSheYanMu,
    /// 別責 Biézé.
    BieZe,
    /// 八專 Bāzhuān.
    BaZhuan,
    /// 自任 Zìrèn — 伏吟 on a 剛日 (or where a lesson 克s).
    ZiRen,
    /// 自信 Zìxìn — 伏吟 on a 柔日.
    ZiXin,
    /// 杜傳 Dùchuán — 伏吟 whose first transmission punishes itself.
    DuChuan,
    /// 無依 Wúyī — 返吟 with a 克.
    WuYi,
    /// 井欄射 Jǐnglánshè — 返吟 without 克: the post-horse starts.
    JingLanShe,
}

impl Method {
    /// The method's name, e.g. 重審.
    pub fn hanzi(self) -> &'static str {
        match self {
            Method::ChongShen => "重審",
            Method::YuanShou => "元首",
            Method::ZhiYi => "知一",
            Method::SheHai => "涉害",
            Method::JianJi => "見機",
            Method::ChaWei => "察微",
            Method::ZhuiXia => "綴瑕",
            Method::HaoShi => "蒿矢",
            Method::DanShe => "彈射",
            Method::HuShi => "虎視",
            Method::DongSheYanMu => "冬蛇掩目",
            Method::BieZe => "別責",
            Method::BaZhuan => "八專",
            Method::ZiRen => "自任",
            Method::ZiXin => "自信",
            Method::DuChuan => "杜傳",
            Method::WuYi => "無依",
            Method::JingLanShe => "井欄射",
        }
    }

    /// English gloss.
    pub fn english(self) -> &'static str {
        match self {
            Method::ChongShen => "Repeated Review: the one lower-robs-upper lesson",
            Method::YuanShou => "Principal Head: the one upper-overcomes-lower lesson",
            Method::ZhiYi => "Knowing One: of several, the one matching the day stem's polarity",
            Method::SheHai => "Wading through Harm: the deepest count of overcoming",
            Method::JianJi => "Seeing the Moment: tie broken by the first-month palace",
            Method::ChaWei => "Examining the Subtle: tie broken by the mid-month palace",
            Method::ZhuiXia => "Mending the Flaw: tie kept, stem or branch upper taken",
            Method::HaoShi => "Reed Arrow: a distant upper overcomes the day stem",
            Method::DanShe => "Pellet Shot: the day stem overcomes a distant upper",
            Method::HuShi => "Tiger's Gaze: Pleiades method on a yang day",
            Method::DongSheYanMu => "Winter Snake Covers its Eyes: Pleiades method on a yin day",
            Method::BieZe => "Separate Duty: incomplete lessons without overcoming",
            Method::BaZhuan => "Eight Exclusive: two lessons without overcoming",
            Method::ZiRen => "Self-Reliance: hidden chant on a yang day",
            Method::ZiXin => "Self-Trust: hidden chant on a yin day",
            Method::DuChuan => "Blocked Transmission: hidden chant, self-punishing start",
            Method::WuYi => "Without Support: reversed chant with overcoming",
            Method::JingLanShe => "Shot at the Well Rail: reversed chant without overcoming",
        }
    }

    /// The family this method belongs to.
    pub fn family(self) -> Family {
        match self {
            Method::ChongShen | Method::YuanShou => Family::ZeiKe,
            Method::ZhiYi => Family::BiYong,
            Method::SheHai | Method::JianJi | Method::ChaWei | Method::ZhuiXia => Family::SheHai,
            Method::HaoShi | Method::DanShe => Family::YaoKe,
            Method::HuShi | Method::DongSheYanMu => Family::MaoXing,
            Method::BieZe => Family::BieZe,
            Method::BaZhuan => Family::BaZhuan,
            Method::ZiRen | Method::ZiXin | Method::DuChuan => Family::FuYin,
            Method::WuYi | Method::JingLanShe => Family::FanYin,
        }
    }
}

/// 涉害 — how a tie among several 克 lessons (none or several 比) is broken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum SheHaiRule {
    /// Count the 克 each candidate meets on the earth plate — the stems lodged
    /// in each palace included — from the palace it sits on back to its home;
    /// the deepest starts. Ties: on a 孟 palace (見機), then on a 仲 palace
    /// (察微), then 剛日 干上 / 柔日 支上 (綴瑕).
    /// Source: 《六壬大全》 課經 涉害課 and its 訂訛 「從地盤歷數歸本家，受克深者」
    /// (worked: 丁卯日 亥加丑 五重 against 丑加卯 一重 → 亥).
    #[default]
    Depth,
    /// Skip the counting: the candidate on a 孟 palace starts, then one on a
    /// 仲 palace, then 剛日 干上 / 柔日 支上.
    /// Source: 《占事略決》 第二章 第三 「以涉害深者為用。加孟為深，加仲為半，加季為淺」;
    /// followed by 《六壬斷案》 #120 and the modern 720-lesson table of 《大六壬預測學》.
    MengZhongJi,
    /// As `Depth`, but the palace the candidate sits on is counted too (its
    /// branch and the stems lodged there), as 《御定六壬金口訣》's commentary on
    /// 戊辰日第六局 reads 「各涉四害」 (which needs the starting palace), and as
    /// the open engines SixRens and wlhyl count. `Depth` follows the 課經's own
    /// example 「丑加卯前行，只歷辰中乙木一重」 (the starting 卯 left out).
    /// Six of the 720 lessons differ (see `tests/shehai_inclusive.rs`).
    DepthInclusive,
}

/// 伏吟 on 丁卯, 己卯, 辛卯 days: the first transmission 卯 punishes 子 and
/// 子 punishes 卯 back, so the last transmission would repeat the first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum FuYinMaoRule {
    /// 卯 子 午: the last is the opposite (沖) of the middle, as when the
    /// middle punishes itself. Source: 《六壬大全》 課經 伏吟課 杜傳格 「丁卯、己卯、辛卯日
    /// 卯子午……子卯兩刑，不復再傳，以子沖午為末傳也」.
    #[default]
    MaoZiWu,
    /// 卯 子 卯: follow the punishment literally, as a literal reading of
    /// 《景祐六壬神定經》 釋用式 「皆盡其三刑為中、末傳」 gives.
    MaoZiMao,
}

/// A later lesson standing on the palace the day stem already holds (the
/// fourth lesson of an 乙 day when 卯 is over 辰 both over 乙 and over 辰):
/// does its 克 count?
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum DuplicateLessons {
    /// It does not: the lessons are 不備 and the duplicate is never used.
    /// Source: 邵彥和《六壬斷案》 #07 「凡傳用，若干支陰陽已先據其位，只以不備推測，
    /// 不可重複取用」; 《六壬大全》 畢法 第九十三法 「妄用三傳災福異」.
    /// On 八專 days the branch's own lesson still counts (《斷案》 #219).
    Drop,
    /// It does — the default: every printed 720-lesson table (《大六壬預測學》
    /// 附錄一, 乙巳 第二局 卯寅丑 元首; the 御定 commentary; the web tables),
    /// both open engines (SixRens, wlhyl), 《六壬指南》's case 辛酉日 丑加子
    /// (三傳 亥子丑), and the 《大全》's own 起例, which counts nine 別責 lessons
    /// (with `Drop` there are ten).
    #[default]
    Keep,
}

/// 遙克 with several candidates that are all 比 or all not 比.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum YaoKeTie {
    /// Decide by 涉害 as for ordinary lessons. Source: 《占事略決》 第五
    /// 「若俱比、俱不比者，以涉害深者為用」; 《大全》 訂訛 「遙克中克多論比，涉害論深」.
    #[default]
    SheHai,
    /// The first in lesson order. Source: 《觀月經》 (quoted in 《大全》 遙克課)
    /// 「俱比俱不比，先舉用為真」.
    FirstInOrder,
}

/// The school options that change the transmissions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TransmissionRules {
    /// 涉害 by depth or by 孟仲季.
    pub shehai: SheHaiRule,
    /// 伏吟 on 卯 days.
    pub fuyin_mao: FuYinMaoRule,
    /// A lesson repeating the day stem's palace.
    #[serde(default)]
    pub duplicate_lessons: DuplicateLessons,
    /// 遙克 ties.
    #[serde(default)]
    pub yaoke_tie: YaoKeTie,
}

/// 三傳 — the three transmissions with the method that chose them and a
/// step-by-step account of the choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Transmissions {
    /// 初傳 中傳 末傳.
    pub branches: [Branch; 3],
    /// The named method.
    pub method: Method,
    /// For 返吟 with 克 (無依): the 賊克 rule that picked the first transmission.
    pub selection: Option<Method>,
    /// Why: one line per decision, in traditional characters.
    pub trace: Vec<String>,
}

/// What a candidate's lesson did: 下賊上 or 上克下, or its relation to the day stem (遙克).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pull {
    Clash(Clash),
    /// 神遙克日.
    UpperOvercomesStem,
    /// 日遙克神.
    StemOvercomesUpper,
}

struct Caster<'a> {
    day: GanZhi,
    plate: Plate,
    lessons: &'a FourLessons,
    rules: TransmissionRules,
    trace: Vec<String>,
}

/// Work out the three transmissions of `day` on `plate`.
pub fn transmissions(day: GanZhi, plate: Plate, rules: TransmissionRules) -> Transmissions {
    let lessons = FourLessons::new(day, plate);
    transmissions_of(day, plate, &lessons, rules)
}

/// As [`transmissions`], with the four lessons already raised.
pub fn transmissions_of(day: GanZhi, plate: Plate, lessons: &FourLessons, rules: TransmissionRules) -> Transmissions {
    let mut c = Caster { day, plate, lessons, rules, trace: Vec::new() };
    let (branches, method, selection) = c.run();
    Transmissions { branches, method, selection, trace: c.trace }
}

impl Caster<'_> {
    fn stem(&self) -> Stem {
        self.day.stem()
    }

    fn yang_day(&self) -> bool {
        self.stem().is_yang()
    }

    fn day_kind(&self) -> &'static str {
        if self.yang_day() {
            "剛日"
        } else {
            "柔日"
        }
    }

    fn note(&mut self, s: String) {
        self.trace.push(s);
    }

    /// 中 and 末 by the ordinary rule: each is the heaven branch over the one before.
    fn chain(&self, first: Branch) -> [Branch; 3] {
        let middle = self.plate.heaven_over(first);
        [first, middle, self.plate.heaven_over(middle)]
    }

    fn run(&mut self) -> ([Branch; 3], Method, Option<Method>) {
        self.note(format!(
            "天盤子上見{}；日{}，{}；干上{}，支上{}。",
            self.plate.heaven_over(Branch::Zi),
            self.day,
            self.day_kind(),
            self.lessons.stem_upper(),
            self.lessons.branch_upper(),
        ));
        if self.plate.is_fuyin() {
            return self.fuyin();
        }
        let clashes = self.clash_candidates();
        if self.plate.is_fanyin() {
            return self.fanyin(clashes);
        }
        if let Some((kind, candidates)) = clashes {
            let (first, method) = self.choose(kind, candidates);
            return (self.chain(first), method, None);
        }
        self.note("四課上下皆無克。".to_string());
        let bazhuan = self.stem().lodge() == self.day.branch();
        if bazhuan {
            // 「兩課無克號八專」… 論克不論遙 (《大全》 起例 八專法).
            return self.bazhuan();
        }
        if let Some((first, method)) = self.yaoke() {
            return (self.chain(first), method, None);
        }
        if self.lessons.distinct() == 4 {
            self.maoxing()
        } else {
            self.bieze()
        }
    }

    /// The distinct uppers of the lessons that 賊 (preferred) or else 克.
    fn clash_candidates(&mut self) -> Option<(Pull, Vec<Branch>)> {
        let mut zei = Vec::new();
        let mut ke = Vec::new();
        for (n, l) in self.lessons.numbered() {
            if self.stands_on_stem_palace(n) {
                match self.rules.duplicate_lessons {
                    DuplicateLessons::Drop => {
                        self.note(format!(
                            "第{}課 {}上{} 與第一課同位（{}寄{}），不重取（選項：不備不重取）。",
                            n,
                            l.lower,
                            l.upper,
                            self.stem(),
                            self.stem().lodge()
                        ));
                        continue;
                    }
                    DuplicateLessons::Keep => {}
                }
            }
            match l.clash() {
                Some(Clash::LowerRobsUpper) => {
                    self.note(format!(
                        "第{}課 {}上{}：下賊上（{}克{}）。",
                        n,
                        l.lower,
                        l.upper,
                        l.lower.element().hanzi(),
                        l.upper.element().hanzi()
                    ));
                    if !zei.contains(&l.upper) {
                        zei.push(l.upper);
                    }
                }
                Some(Clash::UpperOvercomesLower) => {
                    self.note(format!(
                        "第{}課 {}上{}：上克下（{}克{}）。",
                        n,
                        l.lower,
                        l.upper,
                        l.upper.element().hanzi(),
                        l.lower.element().hanzi()
                    ));
                    if !ke.contains(&l.upper) {
                        ke.push(l.upper);
                    }
                }
                None => {}
            }
        }
        if !zei.is_empty() {
            if !ke.is_empty() {
                self.note(format!("有下賊上，亦有上克下：先取賊（{}），不取克（{}）。", join(&zei), join(&ke)));
            }
            Some((Pull::Clash(Clash::LowerRobsUpper), zei))
        } else if !ke.is_empty() {
            Some((Pull::Clash(Clash::UpperOvercomesLower), ke))
        } else {
            None
        }
    }

    /// Whether lesson `n` (2‥4) stands on the day stem's palace with the same
    /// upper as the first lesson — a repeat of the first lesson on the branch
    /// side. The third lesson of an 八專 day is the branch's own and is kept.
    fn stands_on_stem_palace(&self, n: usize) -> bool {
        let first = self.lessons.0[0];
        let l = self.lessons.0[n - 1];
        n != 3 && n != 1 && l.upper == first.upper && l.lower == StemOrBranch::Branch(self.stem().lodge())
    }

    /// The order in which lessons are read for 先舉 (綴瑕): 剛日 the stem's two
    /// lessons first, 柔日 the branch's two first.
    fn reading_order(&self) -> [usize; 4] {
        if self.yang_day() {
            [1, 2, 3, 4]
        } else {
            [3, 4, 1, 2]
        }
    }

    /// The first of `pool` met reading the lessons in `order`.
    fn first_met(&self, pool: &[Branch], order: [usize; 4]) -> Branch {
        order.iter().map(|&n| self.lessons.0[n - 1].upper).find(|u| pool.contains(u)).unwrap_or(pool[0])
    }

    /// Choose among candidates that all 克 the same way: one → 重審/元首
    /// (or 蒿矢/彈射); several → 比用, then 涉害.
    fn choose(&mut self, pull: Pull, candidates: Vec<Branch>) -> (Branch, Method) {
        let single = match pull {
            Pull::Clash(Clash::LowerRobsUpper) => Method::ChongShen,
            Pull::Clash(Clash::UpperOvercomesLower) => Method::YuanShou,
            Pull::UpperOvercomesStem => Method::HaoShi,
            Pull::StemOvercomesUpper => Method::DanShe,
        };
        let yaoke = matches!(pull, Pull::UpperOvercomesStem | Pull::StemOvercomesUpper);
        if let [only] = candidates[..] {
            self.note(format!("唯{}一神，發用為初傳：{}。", only, single.hanzi()));
            return (only, single);
        }
        let polarity = self.stem().polarity();
        let bi: Vec<Branch> = candidates.iter().copied().filter(|b| b.polarity() == polarity).collect();
        self.note(format!(
            "{}者{}神：{}。日干{}屬{}，與之比者：{}。",
            match pull {
                Pull::Clash(c) => c.hanzi(),
                Pull::UpperOvercomesStem => "神遙克日",
                Pull::StemOvercomesUpper => "日遙克神",
            },
            candidates.len(),
            join(&candidates),
            self.stem(),
            polarity.hanzi(),
            if bi.is_empty() { "無".to_string() } else { join(&bi) },
        ));
        if let [only] = bi[..] {
            self.note(format!("俱比取一：{}發用。", only));
            return (only, if yaoke { single } else { Method::ZhiYi });
        }
        let several_bi = bi.len() > 1;
        let pool = if several_bi { bi } else { candidates };
        if yaoke && self.rules.yaoke_tie == YaoKeTie::FirstInOrder {
            let first = self.first_met(&pool, [1, 2, 3, 4]);
            self.note(format!("{}，取先舉者{}（選項：遙克先舉）。", if several_bi { "俱比" } else { "俱不比" }, first));
            return (first, single);
        }
        self.note(format!("{}，以涉害定之。", if several_bi { "比者不止一神" } else { "俱不比" }));
        let (first, method) = self.shehai(pull, &pool);
        // In 遙克 the method keeps its own name; the 涉害 steps show in the trace.
        (first, if yaoke { single } else { method })
    }

    /// 涉害: depth, then 孟, then 仲, then 干上/支上.
    fn shehai(&mut self, pull: Pull, pool: &[Branch]) -> (Branch, Method) {
        let mut tied: Vec<Branch> = pool.to_vec();
        let mut decided_by_depth = false;
        if matches!(self.rules.shehai, SheHaiRule::Depth | SheHaiRule::DepthInclusive) {
            let depths: Vec<(Branch, usize)> = pool.iter().map(|&b| (b, self.depth(pull, b))).collect();
            let deepest = depths.iter().map(|d| d.1).max().unwrap_or(0);
            tied = depths.iter().filter(|d| d.1 == deepest).map(|d| d.0).collect();
            if let [only] = tied[..] {
                self.note(format!("涉害最深者{}，發用。", only));
                decided_by_depth = true;
            } else {
                self.note(format!("涉害深淺相等（{}），取臨孟者。", join(&tied)));
            }
        } else {
            self.note("涉害依孟仲季：先取臨孟者，次取臨仲者（選項：孟仲季）。".to_string());
        }
        if decided_by_depth {
            return (tied[0], Method::SheHai);
        }
        for (rank, method) in [(SeasonRank::Meng, Method::JianJi), (SeasonRank::Zhong, Method::ChaWei)] {
            let on: Vec<Branch> = tied.iter().copied().filter(|&b| self.plate.earth_under(b).rank() == rank).collect();
            match on[..] {
                [only] => {
                    self.note(format!(
                        "{}臨{}，{}上神發用：{}。",
                        only,
                        self.plate.earth_under(only),
                        rank.hanzi(),
                        method.hanzi()
                    ));
                    return (only, method);
                }
                [] => self.note(format!("無臨{}者。", rank.hanzi())),
                _ => {
                    self.note(format!("臨{}者不止一神（{}）。", rank.hanzi(), join(&on)));
                    tied = on;
                    break;
                }
            }
        }
        let first = self.first_met(&tied, self.reading_order());
        self.note(format!(
            "復等，{}先取{}上先見之神{}發用：綴瑕。",
            self.day_kind(),
            if self.yang_day() { "干" } else { "支" },
            first
        ));
        (first, Method::ZhuiXia)
    }

    /// 涉害深淺: walk the earth plate forward from the palace `b` sits on to
    /// its home palace and count the 克 of the candidate's own kind met on the
    /// way — the palace's branch and the stems lodged there each count.
    fn depth(&mut self, pull: Pull, b: Branch) -> usize {
        let start = self.plate.earth_under(b);
        let steps = b.since(start);
        let mut count = 0;
        let mut met = Vec::new();
        // Neither the palace it sits on nor its home is counted: 「午加庚金，前行歷酉、
        // 辛金二重歸本家」, 「辰加寅，卯木一重歸本家辰位」 (《大全》 涉害課 訂訛) —
        // unless the option counts the starting palace too (`DepthInclusive`).
        let from = if self.rules.shehai == SheHaiRule::DepthInclusive { 0 } else { 1 };
        for k in from..steps {
            let p = start.wrapping_add(k as i64);
            let here = std::iter::once(StemOrBranch::Branch(p)).chain(Stem::lodged_at(p).map(StemOrBranch::Stem));
            for x in here {
                let hit = match pull {
                    // The candidate was 賊ed from below: count what 克s it.
                    Pull::Clash(Clash::LowerRobsUpper) | Pull::StemOvercomesUpper => x.element().restrains(b.element()),
                    // The candidate 克s downward: count what it 克s.
                    Pull::Clash(Clash::UpperOvercomesLower) | Pull::UpperOvercomesStem => {
                        b.element().restrains(x.element())
                    }
                };
                if hit {
                    count += 1;
                    met.push(x.hanzi());
                }
            }
        }
        self.note(format!(
            "{}臨{}，前行至本家{}：涉{}重克（{}）。",
            b,
            start,
            b,
            count,
            if met.is_empty() { "無".to_string() } else { met.concat() }
        ));
        count
    }

    /// 遙克: no lesson 克s; an upper that 克s the day stem (蒿矢) first,
    /// else one the day stem 克s (彈射).
    fn yaoke(&mut self) -> Option<(Branch, Method)> {
        let stem = self.stem().element();
        let mut uppers: Vec<Branch> = Vec::new();
        for (_, l) in self.lessons.numbered() {
            if !uppers.contains(&l.upper) {
                uppers.push(l.upper);
            }
        }
        let hao: Vec<Branch> = uppers.iter().copied().filter(|u| u.element().restrains(stem)).collect();
        if !hao.is_empty() {
            self.note(format!("神遙克日：{}克日干{}。", join(&hao), self.stem()));
            return Some(self.choose(Pull::UpperOvercomesStem, hao));
        }
        let dan: Vec<Branch> = uppers.iter().copied().filter(|u| stem.restrains(u.element())).collect();
        if !dan.is_empty() {
            self.note(format!("日遙克神：日干{}克{}。", self.stem(), join(&dan)));
            return Some(self.choose(Pull::StemOvercomesUpper, dan));
        }
        self.note("亦無遙克。".to_string());
        None
    }

    /// 昴星: 剛日 仰視 — the heaven branch over earth 酉 starts, then 支上, then
    /// 干上; 柔日 俯視 — the earth branch under heaven 酉 starts, then 干上, then 支上.
    fn maoxing(&mut self) -> ([Branch; 3], Method, Option<Method>) {
        let (s, z) = (self.lessons.stem_upper(), self.lessons.branch_upper());
        if self.yang_day() {
            let first = self.plate.heaven_over(Branch::You);
            self.note(format!("四課全而無克，剛日仰視酉上神{}為初，支上{}為中，干上{}為末：虎視。", first, z, s));
            ([first, z, s], Method::HuShi, None)
        } else {
            let first = self.plate.earth_under(Branch::You);
            self.note(format!("四課全而無克，柔日俯視天盤酉下{}為初，干上{}為中，支上{}為末：冬蛇掩目。", first, s, z));
            ([first, s, z], Method::DongSheYanMu, None)
        }
    }

    /// 別責: 四課不備. 剛日 the heaven branch over the palace of the stem
    /// combining (干合) with the day stem starts; 柔日 the branch before the day
    /// branch in its 三合 starts; 中 and 末 are both 干上.
    fn bieze(&mut self) -> ([Branch; 3], Method, Option<Method>) {
        let s = self.lessons.stem_upper();
        let first = if self.yang_day() {
            let partner = self.stem().combines_with();
            let f = self.plate.heaven_over(partner.lodge());
            self.note(format!(
                "四課不備而無克，剛日取干合：{}合{}，{}寄{}，{}上神{}為初。",
                self.stem(),
                partner,
                partner,
                partner.lodge(),
                partner.lodge(),
                f
            ));
            f
        } else {
            let z = self.day.branch();
            let f = z.wrapping_add(4);
            let [a, b, c] = z.triad();
            self.note(format!("四課不備而無克，柔日取支三合前一辰：{}在{}{}{}局，前一辰{}為初。", z, a, b, c, f));
            f
        };
        self.note(format!("中末俱取干上{}：別責。", s));
        ([first, s, s], Method::BieZe, None)
    }

    /// 八專: 剛日 count three forward from 干上 (inclusive); 柔日 three
    /// backward from the upper of the fourth lesson; 中 and 末 are 干上.
    fn bazhuan(&mut self) -> ([Branch; 3], Method, Option<Method>) {
        let s = self.lessons.stem_upper();
        let first = if self.yang_day() {
            let f = s.wrapping_add(2);
            self.note(format!("八專無克，剛日自干上{}順數三位得{}為初。", s, f));
            f
        } else {
            let fourth = self.lessons.0[3].upper;
            let f = fourth.wrapping_add(-2);
            self.note(format!("八專無克，柔日自第四課上神{}逆數三位得{}為初。", fourth, f));
            f
        };
        self.note(format!("中末俱取干上{}：八專。", s));
        ([first, s, s], Method::BaZhuan, None)
    }

    /// 伏吟: heaven equals earth. A lesson that 克s (乙 and 癸 days) starts;
    /// otherwise 剛日 干上 (自任), 柔日 支上 (自信). Then each punishes the next;
    /// a self-punishing first passes to the other of 干上/支上 (杜傳), a
    /// self-punishing middle (or one punishing back into the first) to its opposite.
    fn fuyin(&mut self) -> ([Branch; 3], Method, Option<Method>) {
        let (s, z) = (self.lessons.stem_upper(), self.lessons.branch_upper());
        self.note("月將加本時，天地盤同位：伏吟。".to_string());
        let clash = self.lessons.0[0].clash();
        let (first, mut method, from_stem) = if let Some(c) = clash {
            self.note(format!("第一課{}上{}{}，以克發用。", self.stem(), s, c.hanzi()));
            (s, Method::ZiRen, true)
        } else if self.yang_day() {
            self.note(format!("無克，剛日取干上{}為初：自任。", s));
            (s, Method::ZiRen, true)
        } else {
            self.note(format!("無克，柔日取支上{}為初：自信。", z));
            (z, Method::ZiXin, false)
        };
        let middle = if first.punishes_itself() {
            let m = if from_stem { z } else { s };
            self.note(format!("初傳{}自刑，取{}上{}為中：杜傳。", first, if from_stem { "支" } else { "干" }, m));
            method = Method::DuChuan;
            m
        } else {
            let m = first.punishes();
            self.note(format!("{}刑{}，為中傳。", first, m));
            m
        };
        let last = if middle.punishes_itself() {
            let l = middle.opposite();
            self.note(format!("中傳{}自刑，取其沖{}為末。", middle, l));
            l
        } else if middle.punishes() == first && first != middle {
            match self.rules.fuyin_mao {
                FuYinMaoRule::MaoZiWu => {
                    let l = middle.opposite();
                    self.note(format!("{}刑還初傳{}，取中傳之沖{}為末（選項：卯子午）。", middle, first, l));
                    l
                }
                FuYinMaoRule::MaoZiMao => {
                    self.note(format!("{}刑{}，為末傳（選項：卯子卯）。", middle, first));
                    first
                }
            }
        } else {
            let l = middle.punishes();
            self.note(format!("{}刑{}，為末傳。", middle, l));
            l
        };
        ([first, middle, last], method, None)
    }

    /// 返吟: every upper opposes its lower. With a 克 the ordinary rules choose
    /// (無依); without (丁己辛 on 丑未 days) the post-horse of the day branch
    /// starts, 支上 is the middle and 干上 the last (井欄射).
    fn fanyin(&mut self, clashes: Option<(Pull, Vec<Branch>)>) -> ([Branch; 3], Method, Option<Method>) {
        self.note("月將加本時之沖，天地盤相沖：返吟。".to_string());
        if let Some((kind, candidates)) = clashes {
            let (first, selection) = self.choose(kind, candidates);
            self.note(format!("返吟有克，以克發用：無依（{}）。", selection.hanzi()));
            return (self.chain(first), Method::WuYi, Some(selection));
        }
        let (s, z) = (self.lessons.stem_upper(), self.lessons.branch_upper());
        let horse = self.day.branch().post_horse();
        self.note(format!(
            "返吟無克，取支{}之驛馬{}為初，支上{}為中，干上{}為末：井欄射。",
            self.day.branch(),
            horse,
            z,
            s
        ));
        ([horse, z, s], Method::JingLanShe, None)
    }
}

fn join(bs: &[Branch]) -> String {
    bs.iter().map(|b| b.hanzi()).collect::<Vec<_>>().join("、")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cast(day: &str, over_zi: Branch) -> Transmissions {
        transmissions(day.parse().unwrap(), Plate::with_over_zi(over_zi), TransmissionRules::default())
    }

    fn names(t: &Transmissions) -> String {
        t.branches.iter().map(|b| b.hanzi()).collect()
    }

    #[test]
    fn jiazi_chou_over_zi_is_chongshen() {
        // 甲子日 丑加子: only 二課 卯上辰 is 下賊上 → 辰巳午, 重審.
        let t = cast("甲子", Branch::Chou);
        assert_eq!(names(&t), "辰巳午");
        assert_eq!(t.method, Method::ChongShen);
    }

    #[test]
    fn fanyin_without_clash_uses_the_post_horse() {
        // 丁丑 返吟: 丑 (巳酉丑) 馬在亥; 支上未, 干上丑 (丁寄未, 未上丑).
        let t = cast("丁丑", Branch::Wu);
        assert_eq!(names(&t), "亥未丑");
        assert_eq!(t.method, Method::JingLanShe);
    }

    #[test]
    fn fuyin_on_mao_days_is_an_option() {
        let day: GanZhi = "辛卯".parse().unwrap();
        let plate = Plate::with_over_zi(Branch::Zi);
        let wu = transmissions(day, plate, TransmissionRules::default());
        assert_eq!(names(&wu), "卯子午");
        let mao =
            transmissions(day, plate, TransmissionRules { fuyin_mao: FuYinMaoRule::MaoZiMao, ..Default::default() });
        assert_eq!(names(&mao), "卯子卯");
        assert_eq!(mao.method, Method::ZiXin);
    }

    #[test]
    fn fuyin_gui_day_starts_from_the_clash() {
        // 癸 lodges at 丑; 丑 (earth) 克 癸 (water): 丑 starts, 丑刑戌, 戌刑未.
        let t = cast("癸酉", Branch::Zi);
        assert_eq!(names(&t), "丑戌未");
    }
}
