//! 四位占法 Sìwèi zhānfǎ — the four positions 干 官 將 神, their 用爻 and 旺爻
//! (seed `002_65f2bd96db15aa00.txt`, lines 153, 157, 173, 221–231).
//!
//! The text names the four at line 153: 「合干〔五子遁干〕官〔天官〕將〔十二月將〕神〔地神〕
//! 四位生克斷之」 — the same four as the 人元, 貴神, 將神 and 地分 of the 金口訣
//! (《六壬神課金口訣》, whose 「陰陽次第五用」 lines 223–229 follow: 三陰一陽以陽為用 …
//! 純陽反陰以神為用). Line 157 says where they stand: 「四位則例用時干」 — the 干 is
//! the hour's stem, so the ground (地神) is the 占時, as the 金口訣 takes the 地分 from
//! the hour when none is chosen. Line 173 gives the three kinds of 旺 「凡四位占法須看
//! 此三者」, and line 225 the order in which they choose the 旺爻.
//!
//! On a 六壬 chart, with the ground `g` (the 占時):
//! - 干 (人元): the stem 五子遁 (五鼠遁) gives `g` on this day — the hour stem;
//! - 官 (天官): the general riding the heaven branch over `g`;
//! - 將 (月將): the heaven branch over `g` — the 月將 itself when `g` is the 占時;
//! - 神 (地神): `g`.

use core::fmt;

use super::shefu_text::{text as p, topics as t, variants as v};
use super::{Ctx, Mark, Out};
use crate::calendar::zi_hour_stem;
use crate::chart::Chart;
use crate::cycle::{Branch, Element, Polarity, Stem};
use crate::generals::General;
use crate::reading::{About, Fact, Place};
use crate::relations::{season_element, Vitality};

/// 四位 — which of the four positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seat {
    /// 干 Gān — the 人元, the 五子遁干 of the ground.
    Gan,
    /// 官 Guān — the 天官 (貴神): the general over the ground.
    Guan,
    /// 將 Jiàng — the 月將 (將神): the heaven branch over the ground.
    Jiang,
    /// 神 Shén — the 地神 (地分): the ground itself.
    Shen,
}

impl Seat {
    /// 干 官 將 神, top to bottom, as line 153 names them.
    pub const ALL: [Seat; 4] = [Seat::Gan, Seat::Guan, Seat::Jiang, Seat::Shen];

    /// 干 / 官 / 將 / 神.
    pub fn hanzi(self) -> &'static str {
        match self {
            Seat::Gan => "干",
            Seat::Guan => "官",
            Seat::Jiang => "將",
            Seat::Shen => "神",
        }
    }
}

/// What stands in one of the four positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holder {
    /// A stem (干).
    Stem(Stem),
    /// A general (官).
    General(General),
    /// A branch (將, 神).
    Branch(Branch),
}

impl fmt::Display for Holder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Holder::Stem(s) => write!(f, "{s}"),
            Holder::General(g) => write!(f, "{g}"),
            Holder::Branch(b) => write!(f, "{b}"),
        }
    }
}

/// One of the four positions, with what line 173 asks of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub seat: Seat,
    pub holder: Holder,
    /// The element: of the stem, the general's 本家, the branch.
    pub element: Element,
    /// 陰陽: of the stem, the general's 本家, the branch.
    pub polarity: Polarity,
    /// 旺相休囚死 in the month.
    pub vitality: Vitality,
    /// 旬空 (only a branch can be void).
    pub void: bool,
    /// 一、四時旺 (173): the season's own element.
    pub season_strong: bool,
    /// 二、相生旺 (173), first half — 「上下相生，及得同類之位」: another of the four
    /// generates it or shares its element.
    pub generated: Option<String>,
    /// 二、相生旺 (173), second half — 「否則得月建生合輔扶，則為月令引出」: the 月建
    /// generates it, is its 六合, or is of its element.
    pub month_aid: Option<String>,
    /// 三、隨日辰旺 (173): the day branch generates it (「木而得亥子日」).
    pub by_day: bool,
    /// The positions that overcome it (受克).
    pub overcome_by: Vec<Seat>,
}

impl Position {
    /// 干丙 / 官貴人 / 將戌 / 神子.
    pub fn name(&self) -> String {
        format!("{}{}", self.seat.hanzi(), self.holder)
    }

    /// 將戌（土，陽，旺）.
    pub fn described(&self) -> String {
        format!(
            "{}（{}，{}，{}{}）",
            self.name(),
            self.element.hanzi(),
            self.polarity.hanzi(),
            self.vitality.hanzi(),
            if self.void { "，旬空" } else { "" }
        )
    }
}

/// 五用 — how 陰陽次第 picks the 用爻 (lines 227–229).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FiveUses {
    /// 三陰一陽，以陽為用，取象少陽.
    OneYang,
    /// 三陽一陰，以陰為用，取象少陰.
    OneYin,
    /// 二陰二陽，以將為用，隨將陰陽辨之.
    Even,
    /// 純陰反陽，以將為用 — 方內之物; 用將者皆屬陽.
    PureYin,
    /// 純陽反陰，以神（官）為用 — 方外之物; 用神者皆屬陰.
    PureYang,
}

/// Which of line 225's three kinds chose the 旺爻.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StrongKind {
    /// 四時旺而又相生.
    SeasonAndGenerated,
    /// 隨日辰旺.
    ByDay,
    /// 相生旺.
    Generated,
}

impl StrongKind {
    pub fn hanzi(self) -> &'static str {
        match self {
            StrongKind::SeasonAndGenerated => "四時旺而又相生",
            StrongKind::ByDay => "隨日辰旺",
            StrongKind::Generated => "相生旺",
        }
    }
}

/// 四位 — the four positions over one ground.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FourPositions {
    /// The ground (地神, 地分).
    pub ground: Branch,
    /// 干 官 將 神, in that order.
    pub positions: [Position; 4],
}

/// The four positions of `chart` over the ground `ground` (for 射覆, the 占時).
///
/// 官 is the general the 六壬 plate puts over the ground.
// DIFFERENCE: the 金口訣 counts its 貴神 on the earth plate from the 貴人's branch;
// this text reads the 十二天官 on the 六壬 plate (「以十二宮神將為類」, line 5), so the
// general riding the heaven branch over the ground is taken. Its element and 陰陽
// are those of its 本家 in this engine (`General::home`: 玄武亥, 天后子 …).
pub fn four_positions(chart: &Chart, ground: Branch) -> FourPositions {
    let day = chart.day();
    let season = season_element(chart.calendar.pillars.month.branch());
    let month = chart.calendar.pillars.month.branch();
    let stem = zi_hour_stem(day.stem()).wrapping_add(ground.since(Branch::Zi) as i64);
    let general = chart.palaces[ground].general;
    let heaven = chart.plate.heaven_over(ground);
    let holders = [
        (Seat::Gan, Holder::Stem(stem), stem.element(), stem.polarity()),
        (Seat::Guan, Holder::General(general), general.element(), general.home().polarity()),
        (Seat::Jiang, Holder::Branch(heaven), heaven.element(), heaven.polarity()),
        (Seat::Shen, Holder::Branch(ground), ground.element(), ground.polarity()),
    ];
    let positions = holders.map(|(seat, holder, element, polarity)| {
        let others: Vec<(Seat, Element)> = holders.iter().filter(|h| h.0 != seat).map(|&(s, _, e, _)| (s, e)).collect();
        // DIFFERENCE: 「上下相生」 and 受克 are read among all four positions (the
        // 金口訣 weighs 干 against 方 too), not only neighbours.
        let generated = others
            .iter()
            .find(|(_, e)| e.generates() == element)
            .map(|(s, e)| format!("{}{}生之", s.hanzi(), e.hanzi()))
            .or_else(|| {
                others.iter().find(|(_, e)| *e == element).map(|(s, _)| format!("得同類之位（{}）", s.hanzi()))
            });
        let month_aid = if month.element().generates() == element {
            Some(format!("月建{}生之", month))
        } else if matches!(holder, Holder::Branch(b) if month.six_harmony() == b) {
            Some(format!("月建{}合之", month))
        } else if month.element() == element {
            Some(format!("月建{}扶之", month))
        } else {
            None
        };
        let void = match holder {
            Holder::Branch(b) => chart.xunkong.contains(&b),
            _ => false,
        };
        Position {
            seat,
            holder,
            element,
            polarity,
            vitality: Vitality::of(element, season),
            void,
            season_strong: element == season,
            generated,
            month_aid,
            by_day: day.branch().element().generates() == element,
            overcome_by: others.iter().filter(|(_, e)| e.restrains(element)).map(|&(s, _)| s).collect(),
        }
    });
    FourPositions { ground, positions }
}

impl FourPositions {
    pub fn get(&self, seat: Seat) -> &Position {
        &self.positions[Seat::ALL.iter().position(|&s| s == seat).expect("four seats")]
    }

    /// 陰陽次第五用 (lines 227–229): the rule and the position it takes as 用爻.
    pub fn five_uses(&self) -> (FiveUses, Seat) {
        let yang: Vec<Seat> = self.positions.iter().filter(|q| q.polarity == Polarity::Yang).map(|q| q.seat).collect();
        let yin: Vec<Seat> = self.positions.iter().filter(|q| q.polarity == Polarity::Yin).map(|q| q.seat).collect();
        match yang.len() {
            1 => (FiveUses::OneYang, yang[0]),
            3 => (FiveUses::OneYin, yin[0]),
            2 => (FiveUses::Even, Seat::Jiang),
            0 => (FiveUses::PureYin, Seat::Jiang),
            _ => (FiveUses::PureYang, Seat::Guan),
        }
    }

    /// Line 157: 「取四位中之旺者，用為用爻」 — the positions of the strongest
    /// 旺相休囚死 (several when they share the element).
    pub fn strongest(&self) -> Vec<Seat> {
        let best = self.positions.iter().map(|q| q.vitality as u8).min().expect("four");
        self.positions.iter().filter(|q| q.vitality as u8 == best).map(|q| q.seat).collect()
    }

    /// 旺爻 (lines 223, 225): 「有生不受克者」, chosen 「必其中有四時旺，而又相生者，
    /// 則取之。如無四時旺，則取隨日辰旺。又無，則專取相生旺」.
    // DIFFERENCE: a 四時旺 position always has the 月建 of its element 「輔扶」, so
    // 「而又相生」 is read as the first half of 相生旺 (another of the four generates it
    // or shares its element); the last step, 「專取相生旺」, takes either half. When a
    // position is 四時旺 but not so generated, 「如無」 is read as "if no position is
    // both", and the choice falls to 隨日辰旺.
    pub fn strong(&self) -> Option<(StrongKind, Vec<Seat>)> {
        let free: Vec<&Position> = self.positions.iter().filter(|q| q.overcome_by.is_empty()).collect();
        let pick =
            |f: &dyn Fn(&Position) -> bool| -> Vec<Seat> { free.iter().filter(|q| f(q)).map(|q| q.seat).collect() };
        [
            (StrongKind::SeasonAndGenerated, pick(&|q| q.season_strong && q.generated.is_some())),
            (StrongKind::ByDay, pick(&|q| q.by_day)),
            (StrongKind::Generated, pick(&|q| q.generated.is_some() || q.month_aid.is_some())),
        ]
        .into_iter()
        .find(|(_, seats)| !seats.is_empty())
    }
}

impl Position {
    /// What a fact about this position concerns: its stem or branch (a general
    /// is named in words only), the 占時 place for the ground.
    fn about(&self, ground: Branch) -> Vec<About> {
        match self.holder {
            Holder::Stem(s) => vec![About::Stem(s)],
            Holder::General(_) => vec![About::Branch(ground), About::Place(Place::Hour)],
            Holder::Branch(b) if b == ground => vec![About::Branch(b), About::Place(Place::Hour)],
            Holder::Branch(b) => vec![About::Branch(b)],
        }
    }
}

fn seats(fp: &FourPositions, seats: &[Seat]) -> String {
    seats.iter().map(|&s| fp.get(s).name()).collect::<Vec<_>>().join("、")
}

/// The facts of one position for 旺爻: its three kinds of 旺 and what overcomes it.
fn strength_fact(q: &Position) -> String {
    let mut parts = Vec::new();
    if q.season_strong {
        parts.push("四時旺".to_string());
    }
    match (&q.generated, &q.month_aid) {
        (Some(why), _) => parts.push(format!("相生旺（{why}）")),
        (None, Some(why)) => parts.push(format!("相生旺（{why}，月令引出）")),
        _ => {}
    }
    if q.by_day {
        parts.push("隨日辰旺".to_string());
    }
    if !q.overcome_by.is_empty() {
        let by: Vec<&str> = q.overcome_by.iter().map(|s| s.hanzi()).collect();
        parts.push(format!("受{}克", by.join("、")));
    }
    if parts.is_empty() {
        parts.push("無旺".to_string());
    }
    format!("{}：{}", q.name(), parts.join("，"))
}

/// 四位 for 射覆 on the 占時: the positions, the 用爻 in both readings, the
/// 旺爻, and how the two stand to one another.
pub(crate) fn judgements(c: &Ctx, out: &mut Out) {
    let ground = c.chart.hour_branch;
    let fp = four_positions(c.chart, ground);
    let on = |q: &Position, text: String| Fact::on(text, q.about(ground));
    let described: Vec<Fact> = fp.positions.iter().map(|q| on(q, q.described())).collect();
    let words: Vec<String> = fp.positions.iter().map(Position::described).collect();
    let gan = fp.get(Seat::Gan);
    let jiang = fp.get(Seat::Jiang);
    let hour = [About::Branch(ground), About::Place(Place::Hour)];
    let mut facts = vec![
        Fact::on(format!("地神{}：占時（四位則例用時干）", ground), hour),
        on(gan, format!("五子遁：{}日{}時干{}", c.day, ground, gan.holder)).and(hour),
    ];
    facts.push(on(jiang, format!("將{}：月將加時，{}上{}", jiang.holder, ground, jiang.holder)).and(hour));
    facts.extend(described.iter().cloned());
    out.push("siwei", t::WUXING_UPPER, format!("四位：{}", words.join("、")), p::SIWEI, facts);

    // Line 157: the strongest of the four.
    let best = fp.strongest();
    let q = fp.get(best[0]);
    out.push(
        "siwei.strongest",
        t::WUXING_UPPER,
        format!("取四位中之旺者為用爻：{}（{}，{}）", seats(&fp, &best), q.element.hanzi(), q.vitality.hanzi()),
        p::SIWEI_STRONGEST,
        described.clone(),
    )
    .variant(v::USE_STRONGEST);

    // Lines 227–229: 陰陽次第五用.
    let (rule, seat) = fp.five_uses();
    let u = fp.get(seat);
    let n_yang = fp.positions.iter().filter(|q| q.polarity == Polarity::Yang).count();
    let (passage, verdict) = match rule {
        FiveUses::OneYang => (p::USE_ONE_YANG, format!("三陰一陽，以陽為用：{}，取象少陽", u.name())),
        FiveUses::OneYin => (p::USE_ONE_YIN, format!("三陽一陰，以陰為用：{}，取象少陰", u.name())),
        FiveUses::Even => {
            (p::USE_EVEN, format!("二陰二陽，以將為用：{}，隨將陰陽辨之（{}）", u.name(), u.polarity.hanzi()))
        }
        FiveUses::PureYin => (p::USE_PURE_YIN, format!("純陰反陽，以將為用：{}；方內之物，屬陽", u.name())),
        FiveUses::PureYang => {
            (p::USE_PURE_YANG, format!("純陽反陰，以神（官）為用：{}；方外之物，屬陰（第229行）", u.name()))
        }
    };
    let mut facts = vec![Fact::new(format!("四位{}陽{}陰", n_yang, 4 - n_yang))];
    facts.extend(fp.positions.iter().map(|q| on(q, format!("{}{}", q.name(), q.polarity.hanzi()))));
    out.push("siwei.five_uses", t::USE_YAO, verdict, passage, facts).variant(v::USE_FIVE);
    if u.void {
        let [a, b] = c.chart.xunkong;
        out.push(
            "siwei.use_void",
            t::USE_YAO,
            format!("用爻{}值空亡：為虛", u.name()),
            p::USE_YAO_VOID,
            vec![on(u, format!("{}旬空", u.name())), Fact::on(format!("旬空{}{}", a, b), [a, b].map(About::Branch))],
        );
    }

    // Lines 223, 225: 旺爻.
    let month = c.view.month();
    let day_branch = c.day.branch();
    let facts: Vec<Fact> =
        std::iter::once(Fact::on(format!("月建{}，{}旺", month, c.season.hanzi()), [About::Branch(month)]))
            .chain(std::iter::once(Fact::on(format!("日支{}", day_branch), [About::Branch(day_branch)])))
            .chain(fp.positions.iter().map(|q| on(q, strength_fact(q))))
            .collect();
    let Some((kind, strong)) = fp.strong() else {
        out.push("siwei.wang.none", t::USE_YAO, "四位無有生不受克者：無旺爻", p::WANG_YAO, facts);
        return;
    };
    out.push(
        "siwei.wang",
        t::USE_YAO,
        format!("旺爻：{}（{}）", seats(&fp, &strong), kind.hanzi()),
        p::WANG_YAO_ORDER,
        facts,
    );

    // Line 231: 用爻 against 旺爻 — 生克制化 (the text gives no verdict of its own).
    if strong.contains(&seat) {
        out.push(
            "siwei.use_and_wang",
            t::USE_YAO,
            format!("用爻{}即旺爻", u.name()),
            p::USE_AND_WANG,
            vec![on(u, u.described())],
        );
        return;
    }
    let w = fp.get(strong[0]);
    let rel = if w.element.generates() == u.element {
        format!("旺爻{}生用爻{}", w.name(), u.name())
    } else if u.element.generates() == w.element {
        format!("用爻{}生旺爻{}", u.name(), w.name())
    } else if w.element.restrains(u.element) {
        format!("旺爻{}克用爻{}", w.name(), u.name())
    } else if u.element.restrains(w.element) {
        format!("用爻{}克旺爻{}", u.name(), w.name())
    } else {
        format!("用爻{}與旺爻{}比和", u.name(), w.name())
    };
    out.push("siwei.use_and_wang", t::USE_YAO, rel, p::USE_AND_WANG, vec![on(u, u.described()), on(w, w.described())]);
}
