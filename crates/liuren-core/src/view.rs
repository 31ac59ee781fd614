//! 課式之觀 — one view of a cast chart, with the questions every rule family asks
//! of it: the general on a branch, the earth under a heaven branch, 旬空, 遁干,
//! where a branch stands in 三傳 and 四課, its 六親, 旺相休囚死 and 長生 stage,
//! and its relations (合 刑 沖 破 害 墓) to the day stem and branch.
//!
//! Rules read the chart through [`ChartView`] rather than re-deriving these
//! from the plate; one home for each answer keeps the families from disagreeing.

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem};
use crate::generals::General;
pub use crate::generals::{side_of, Side, TiankongSide};
use crate::reading::{About, Place};
use crate::relations::{season_element, Kin, LifeStage, Vitality};
use crate::shensha::rules as r;

/// 合 刑 沖 破 害 墓 — how one branch stands to another (or to a stem's palace).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Relation {
    /// 六合 (子丑 寅亥 …).
    Harmony,
    /// 三合 — of one triad (申子辰 …), the two distinct.
    Triad,
    /// 刑 — `a` punishes `b` (子刑卯 …; 自刑 when a = b).
    Punishes,
    /// 沖 — opposite (子午 …).
    Clash,
    /// 破 (子酉 丑辰 寅亥 卯午 巳申 未戌).
    Break,
    /// 害 (子未 丑午 寅巳 卯辰 申亥 酉戌).
    Harm,
    /// 墓 — `a` is the tomb of `b`'s element (辰 of 水 …).
    TombOf,
}

impl Relation {
    /// Every relation, in the order the text of 卷中 treats them.
    pub const ALL: [Relation; 7] = [
        Relation::Harmony,
        Relation::Triad,
        Relation::Punishes,
        Relation::Clash,
        Relation::Break,
        Relation::Harm,
        Relation::TombOf,
    ];

    /// 六合 三合 刑 沖 破 害 墓.
    pub fn hanzi(self) -> &'static str {
        match self {
            Relation::Harmony => "六合",
            Relation::Triad => "三合",
            Relation::Punishes => "刑",
            Relation::Clash => "沖",
            Relation::Break => "破",
            Relation::Harm => "害",
            Relation::TombOf => "墓",
        }
    }

    /// Whether `a` stands in this relation to `b`.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// use liuren_core::view::Relation;
    /// assert!(Relation::Clash.holds(Branch::Zi, Branch::Wu));
    /// assert!(Relation::Break.holds(Branch::Zi, Branch::You));
    /// assert!(Relation::Harm.holds(Branch::Zi, Branch::Wei));
    /// assert!(Relation::TombOf.holds(Branch::Chen, Branch::Hai)); // 辰 is 水's tomb
    /// assert!(Relation::Punishes.holds(Branch::Zi, Branch::Mao));
    /// assert!(!Relation::Triad.holds(Branch::Zi, Branch::Zi));
    /// ```
    pub fn holds(self, a: Branch, b: Branch) -> bool {
        match self {
            Relation::Harmony => a.six_harmony() == b,
            Relation::Triad => a != b && a.triad().contains(&b),
            Relation::Punishes => a.punishes() == b,
            Relation::Clash => a.opposite() == b,
            Relation::Break => r::po(a) == b,
            Relation::Harm => r::hai(a) == b,
            Relation::TombOf => r::element_tomb(b.element()) == a,
        }
    }

    /// The relations `a` has to `b`.
    pub fn between(a: Branch, b: Branch) -> Vec<Relation> {
        Relation::ALL.into_iter().filter(|rel| rel.holds(a, b)).collect()
    }
}

/// 吉將 — whether a general counts as auspicious: 貴人 六合 青龍 太常 太陰 天后;
/// 螣蛇 朱雀 勾陳 天空 白虎 玄武 are 凶將.
///
/// The texts name the good generals only in passing: the second seed text
/// 「陰合龍常等吉將」 (line 495), the first 「乘勾、武、虎、蛇、雀者，主追呼」 (line 189)
/// for five of the baleful, the 課經 「貴青常合等」 (三光課) and 「天乙、青龍、陰、合吉將」
/// (斬關課). 天空 among the baleful and 天后 among the good follow the customary
/// division (貴 合 龍 常 陰 后 吉); every family reads this one list.
///
/// ```
/// use liuren_core::generals::General;
/// use liuren_core::view::is_auspicious;
/// assert!(is_auspicious(General::Tianhou) && !is_auspicious(General::Tiankong));
/// ```
pub fn is_auspicious(g: General) -> bool {
    matches!(
        g,
        General::Guiren | General::Liuhe | General::Qinglong | General::Taichang | General::Taiyin | General::Tianhou
    )
}

/// The one view of a cast chart every rule reads.
#[derive(Debug, Clone, Copy)]
pub struct ChartView<'a> {
    /// The chart.
    pub chart: &'a Chart,
}

impl<'a> ChartView<'a> {
    /// The view of `chart`.
    pub fn new(chart: &'a Chart) -> ChartView<'a> {
        ChartView { chart }
    }

    /// 日干支.
    pub fn day(&self) -> GanZhi {
        self.chart.day()
    }

    /// 日干.
    pub fn stem(&self) -> Stem {
        self.day().stem()
    }

    /// 日支.
    pub fn branch(&self) -> Branch {
        self.day().branch()
    }

    /// 干寄宮 — the palace the day stem lodges in.
    pub fn lodge(&self) -> Branch {
        self.stem().lodge()
    }

    /// 月建 — the month pillar's branch.
    pub fn month(&self) -> Branch {
        self.chart.calendar.pillars.month.branch()
    }

    /// The element in command this month (旺).
    pub fn season(&self) -> Element {
        season_element(self.month())
    }

    /// 天盤 — the heaven branch over earth `e`.
    pub fn over(&self, e: Branch) -> Branch {
        self.chart.plate.heaven_over(e)
    }

    /// 地盤 — the earth branch under heaven `h` (the palace h 臨).
    pub fn under(&self, h: Branch) -> Branch {
        self.chart.plate.earth_under(h)
    }

    /// The general riding heaven branch `h`.
    pub fn general(&self, h: Branch) -> General {
        self.chart.palaces[self.under(h)].general
    }

    /// The heaven branch general `g` rides.
    pub fn branch_of(&self, g: General) -> Branch {
        self.chart.palaces.iter().find(|(_, p)| p.general == g).map(|(_, p)| p.heaven).expect("twelve generals")
    }

    /// 旬空.
    pub fn void(&self, b: Branch) -> bool {
        self.chart.xunkong.contains(&b)
    }

    /// 遁干 of heaven branch `b` (none on the 旬空 pair).
    pub fn dun(&self, b: Branch) -> Option<Stem> {
        self.day().hidden_stem(b)
    }

    /// 六親 of `b` to the day stem.
    pub fn kin(&self, b: Branch) -> Kin {
        Kin::of(self.stem(), b.element())
    }

    /// 旺相休囚死 of `b` in the month.
    pub fn vitality(&self, b: Branch) -> Vitality {
        Vitality::of(b.element(), self.season())
    }

    /// 十二長生 stage of `b` for the day stem (八長生).
    pub fn stage(&self, b: Branch) -> LifeStage {
        LifeStage::of_stem(self.stem(), b)
    }

    /// 干上 干陰 支上 支陰 — the four lesson uppers.
    pub fn uppers(&self) -> [Branch; 4] {
        self.chart.lessons.map(|l| l.upper)
    }

    /// 三傳.
    pub fn chuan(&self) -> [Branch; 3] {
        self.chart.transmissions.branches
    }

    /// 本命 and 行年 of the querent, when given.
    pub fn fate(&self) -> Option<(Branch, Branch)> {
        self.chart.fate.map(|f| (f.ben_ming.branch(), f.xing_nian.branch()))
    }

    /// The branch at a place of the chart (None for 年命 without a querent, and
    /// for 類神, which the view does not know).
    pub fn at(&self, p: Place) -> Option<Branch> {
        let u = self.uppers();
        let c = self.chuan();
        Some(match p {
            Place::DayStem => self.lodge(),
            Place::DayBranch => self.branch(),
            Place::GanShang => u[0],
            Place::GanYin => u[1],
            Place::ZhiShang => u[2],
            Place::ZhiYin => u[3],
            Place::Chu => c[0],
            Place::Zhong => c[1],
            Place::Mo => c[2],
            Place::BenMing => self.chart.fate?.ben_ming.branch(),
            Place::XingNian => self.chart.fate?.xing_nian.branch(),
            Place::PartnerBenMing => self.chart.partner_fate?.ben_ming.branch(),
            Place::PartnerXingNian => self.chart.partner_fate?.xing_nian.branch(),
            Place::Hour => self.chart.hour_branch,
            Place::MonthGeneral => self.chart.month_general,
            Place::Lei => return None,
        })
    }

    /// Where heaven branch `b` stands among the lesson uppers and the
    /// transmissions (干上 … 末傳), in that order.
    pub fn places_of(&self, b: Branch) -> Vec<Place> {
        Place::SLOTS.into_iter().filter(|&p| self.at(p) == Some(b)).collect()
    }

    /// `b` and its places, as a fact's `about`: `[酉, 干上, 初傳]`.
    pub fn about(&self, b: Branch) -> Vec<About> {
        let mut v = vec![About::Branch(b)];
        v.extend(self.places_of(b).into_iter().map(About::Place));
        v
    }

    /// Whether `b` is one of the three transmissions.
    pub fn in_chuan(&self, b: Branch) -> bool {
        self.chuan().contains(&b)
    }

    /// Whether `b` is a lesson upper.
    pub fn in_lessons(&self, b: Branch) -> bool {
        self.uppers().contains(&b)
    }

    /// The relations of `b` to the day branch (`b` first: 「b 沖 日支」).
    pub fn to_day_branch(&self, b: Branch) -> Vec<Relation> {
        Relation::between(b, self.branch())
    }

    /// The relations of `b` to the day stem's palace.
    pub fn to_day_stem(&self, b: Branch) -> Vec<Relation> {
        let mut v = Relation::between(b, self.lodge());
        // 墓 of the stem is read by the stem's own element (its palace may differ: 戊寄巳).
        v.retain(|&rel| rel != Relation::TombOf);
        if r::element_tomb(self.stem().element()) == b {
            v.push(Relation::TombOf);
        }
        v
    }

    /// Whether `b` overcomes the day stem (日鬼, either polarity).
    pub fn overcomes_stem(&self, b: Branch) -> bool {
        b.element().restrains(self.stem().element())
    }
}
