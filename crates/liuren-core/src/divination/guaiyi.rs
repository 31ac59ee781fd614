//! 怪異占 Guàiyì zhān — portents (seed `002_65f2bd96db15aa00.txt`, lines 465–533).
//!
//! The general judgement (總論, lines 469–477) comes from two sources the text
//! quotes one after the other, 雜摘 and 尋源; both are given, labelled. Then the
//! ten kinds of portent (看法, lines 481–519), each by its rule.
//!
//! The 神煞 the text names (直符, 大煞, 月厭, 生氣, 死氣) are those of the other seed
//! text (卷中), read through [`crate::shensha`]. This text's own note (line 533)
//! gives 月厭 「正起戌逆十二」, which is 卷中's corrected row, and 大煞 「正午逆四仲」 —
//! by the month, where 卷中 (line 171) reads 大煞 by the year's branch with the
//! same values. Where the two 大煞 give different verdicts both judgements are shown.

use core::fmt;

use super::things::BRANCH_THINGS;
use super::{good_or_bad, has_qi, mutually_generate, mutually_overcome, passages, Ctx, Found, Mark, Out, Pos, Row};
use crate::chart::Chart;
use crate::cycle::Branch;
use crate::generals::General;
use crate::reading::{About, Fact, Family, Place, Reading, Tone};
use crate::shensha::basis::month_number;
use crate::shensha::fenye::fenye;
use crate::view::{is_auspicious, side_of, Side};

/// The quoted passages of 怪異占, as printed.
pub mod text {
    super::passages! {
        GHOST_GATE = 469 "子为鬼门，未为鬼宿。";
        TAIYI_SNAKE = 471 "又太乙螣蛇互见者，主鬼怪。";
        WITH_DAY = 473 "又与日辰相生吉，相克凶。";
        SNAKE_IN_LESSONS = 475 "又四课中有螣蛇，则为真怪；若无，则非怪。";
        FATE_ZAZHAI = 475 "年命上神将吉，虽怪无害。";
        SNAKE_RIDES = 475 "有蛇，则视所乘神随类决之。";
        XUNYUAN_TRUE = 477 "视课传内有螣蛇见者，日辰上有直符大煞月厌临者，怪异斯真。";
        SHENHOU = 477 "而不知其为何怪也，视神后所加之辰可辨";
        SNAKE_YIN = 477 "又当视蛇之阴神可析如阴是生气旺相，怪必活物；是死气休囚，必死物。";
        FATE_XUNYUAN = 477 "然其占人年命上吉神良将，虽怪何伤？必年命上恶神恶煞，怪咎成矣。";
        STAR = 483 "月将加时，视所落之方上，得吉将为使命，凶将为兵起。以十二宫分野决之。";
        STAR_WAY = 483 "又从西向东，从北向南为使；从南向北，从东向西为兵。";
        STAR_WHEN = 483 "应期在末传。";
        STAR_YEAR = 483 "又用在贵前应今岁，在贵后应来年。";
        THUNDER = 487 "视登明上所临神亥为天门主雷，木稔多风，水涝，火旱而薄收，土疫疾，金刀兵起。";
        THUNDER_WHEN = 487 "更审雷起方位，却以地盘为应期。如雷震于酉方，应八月，不出百里。";
        WIND_WHEN = 491 "以风来方为应期。如风来在寅，应正月也。";
        WIND_STOP = 491 "或云，以风止时为应期。";
        WIND_GUIREN = 491 "见乙贵人出游";
        WIND_TENGSHE = 491 "见蛇火光惊骇";
        WIND_ZHUQUE = 491 "雀口舌";
        WIND_LIUHE = 491 "合小口不安";
        WIND_GOUCHEN = 491 "陈恶人宜避";
        WIND_QINGLONG = 491 "青贵人召";
        WIND_TIANKONG = 491 "空卑狱讼";
        WIND_BAIHU = 491 "白病丧虎狼为灾";
        WIND_TAICHANG = 491 "常当慎饮食";
        WIND_XUANWU = 491 "武防贼";
        WIND_TAIYIN = 491 "阴奸私";
        WIND_TIANHOU = 491 "后主妇女灾";
        WIND_DAY = 491 "又当视日上神将吉凶何如。如旋风入户，亦以日上推之。";
        HEART = 495 "视行年上，有旺气，或阴合龙常等吉将，或传见救神，免凶。反此凶。";
        THINGS_MOVE = 499 "视日辰及日辰上，吉而旺相，身家皆吉，反此皆凶。";
        WELL = 503 "亦视日辰上，如上条法。";
        POT = 507 "视日辰上及行年神将，吉主富贵，凶主人动宅迁。";
        DOG = 511 "视日上所临神，以意推之。";
        HEN = 515 "占视从魁上下及乘神。";
        BIRD = 519 "视鸣处所临神。";
        BIRD_DAY = 519 "或云，看日上。";
        LEI_TAIYI = 523 "太乙巳 主怪";
        LEI_SNAKE = 525 "螣蛇 主怪";
        LEI_WEI = 527 "未 为鬼宿";
        LEI_ZI = 529 "子 为鬼门";
        YUE_YAN = 533 "月厌正起戌逆十二";
        DA_SHA = 533 "大煞正午逆四仲";
    }
}

use text as p;

/// The headings of 怪異占, as printed.
pub mod topics {
    /// 總論 (line 467).
    pub const ZONGLUN: &str = "总论";
    /// 占落星 (line 481).
    pub const STAR: &str = "占落星";
    /// 占雷震 (line 485).
    pub const THUNDER: &str = "占雷震";
    /// 占暴風 (line 489).
    pub const WIND: &str = "占暴风";
    /// 占心動 (line 493).
    pub const HEART: &str = "占心动";
    /// 占什物自動 (line 497).
    pub const THINGS_MOVE: &str = "占什物自动";
    /// 占井溢 (line 501).
    pub const WELL: &str = "占井溢";
    /// 占釜鳴 (line 505).
    pub const POT: &str = "占釜鸣";
    /// 占犬吠 (line 509).
    pub const DOG: &str = "占犬吠";
    /// 占牝雞鳴 (line 513).
    pub const HEN: &str = "占牝鸡鸣";
    /// 占鳥怪鳴 (line 517).
    pub const BIRD: &str = "占鸟怪鸣";
    /// 類神 (line 521).
    pub const LEISHEN: &str = "类神";
    /// Every heading, for the test that finds them in the text.
    pub const ALL: [&str; 13] =
        [ZONGLUN, STAR, THUNDER, WIND, HEART, THINGS_MOVE, WELL, POT, DOG, HEN, BIRD, LEISHEN, "怪异占"];
}

use topics as t;

/// The variant labels of 怪異占.
pub mod variants {
    /// 雜摘 (lines 469–475).
    pub const ZAZHAI: &str = "雜摘（第475行）";
    /// 尋源 (line 477).
    pub const XUNYUAN: &str = "尋源（第477行）";
    /// 尋源 with 大煞 by this text's note (line 533, by the month).
    pub const XUNYUAN_MONTH: &str = "尋源（第477行）；大煞依本篇諸煞「正午逆四仲」（第533行，以月）";
    /// 尋源 with 大煞 by 卷中 (line 171, by the year).
    pub const XUNYUAN_YEAR: &str = "尋源（第477行）；大煞依卷中「歲三合之仲辰」（卷中第171行，以歲）";
    /// 暴風: 應期 by where the wind came from.
    pub const WIND_FROM: &str = "以風來方為應期";
    /// 暴風: 或云, by when it stopped.
    pub const WIND_STOP: &str = "或云：以風止時為應期";
    /// 鳥怪鳴: where it sang.
    pub const BIRD_PLACE: &str = "視鳴處所臨神";
    /// 鳥怪鳴: 或云, 日上.
    pub const BIRD_DAY: &str = "或云：看日上";
}

use variants as v;

/// Which way a falling star went (占落星, line 483).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Travel {
    /// 從西向東 — 使.
    WestToEast,
    /// 從北向南 — 使.
    NorthToSouth,
    /// 從南向北 — 兵.
    SouthToNorth,
    /// 從東向西 — 兵.
    EastToWest,
}

impl Travel {
    /// 從西向東 …
    pub fn hanzi(self) -> &'static str {
        ["從西向東", "從北向南", "從南向北", "從東向西"][self as usize]
    }
}

/// 怪異之類 — the ten kinds of portent, with what the querent saw where the rule needs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GuaiyiKind {
    /// 落星 Luòxīng — a falling star: the quarter it fell in, the way it went.
    LuoXing {
        /// 所落之方.
        at: Option<Branch>,
        /// Its path.
        travel: Option<Travel>,
    },
    /// 雷震 Léizhèn — thunder: the quarter it struck in.
    LeiZhen {
        /// 雷起方位.
        at: Option<Branch>,
    },
    /// 暴風 Bàofēng — a violent wind: where it came from, when it stopped.
    BaoFeng {
        /// 風來方.
        from: Option<Branch>,
        /// 風止時.
        stopped: Option<Branch>,
    },
    /// 心動 Xīndòng — the heart starting.
    XinDong,
    /// 什物自動 Shíwù zìdòng — things moving by themselves.
    ShiWuZiDong,
    /// 井溢 Jǐngyì — a well overflowing.
    JingYi,
    /// 釜鳴 Fǔmíng — a cauldron singing.
    FuMing,
    /// 犬吠 Quǎnfèi — a dog barking.
    QuanFei,
    /// 牝雞鳴 Pìnjī míng — a hen crowing.
    PinJiMing,
    /// 鳥怪鳴 Niǎo guài míng — a bird singing strangely: where.
    NiaoGuaiMing {
        /// 鳴處.
        at: Option<Branch>,
    },
}

/// What a kind of portent takes besides the chart: the quarter it was seen in
/// (`at`, or where the wind came from), the way it went (`travel`, for 落星),
/// and where it stopped (`stopped`, for 暴風).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KindInputs {
    /// A branch: where it fell, struck, came from, or where the bird called.
    pub at: bool,
    /// 落星's path.
    pub travel: bool,
    /// 暴風's stopping branch.
    pub stopped: bool,
}

impl GuaiyiKind {
    /// Which extra inputs this kind takes (the text's own questions: 「所落之方」,
    /// 「雷起方位」, 「風從何來、至何而止」, 「鳥在何方鳴」).
    ///
    /// ```
    /// use liuren_core::divination::GuaiyiKind;
    /// let star = GuaiyiKind::LuoXing { at: None, travel: None };
    /// assert!(star.inputs().at && star.inputs().travel && !star.inputs().stopped);
    /// ```
    pub fn inputs(self) -> KindInputs {
        let (at, travel, stopped) = match self {
            GuaiyiKind::LuoXing { .. } => (true, true, false),
            GuaiyiKind::BaoFeng { .. } => (true, false, true),
            GuaiyiKind::LeiZhen { .. } | GuaiyiKind::NiaoGuaiMing { .. } => (true, false, false),
            _ => (false, false, false),
        };
        KindInputs { at, travel, stopped }
    }

    /// The ten, in the text's order, with nothing seen.
    pub const ALL: [GuaiyiKind; 10] = [
        GuaiyiKind::LuoXing { at: None, travel: None },
        GuaiyiKind::LeiZhen { at: None },
        GuaiyiKind::BaoFeng { from: None, stopped: None },
        GuaiyiKind::XinDong,
        GuaiyiKind::ShiWuZiDong,
        GuaiyiKind::JingYi,
        GuaiyiKind::FuMing,
        GuaiyiKind::QuanFei,
        GuaiyiKind::PinJiMing,
        GuaiyiKind::NiaoGuaiMing { at: None },
    ];

    /// Pinyin keys, in the text's order.
    pub const NAMES: [&'static str; 10] = [
        "luoxing",
        "leizhen",
        "baofeng",
        "xindong",
        "shiwuzidong",
        "jingyi",
        "fuming",
        "quanfei",
        "pinjiming",
        "niaoguaiming",
    ];

    fn index(self) -> usize {
        match self {
            GuaiyiKind::LuoXing { .. } => 0,
            GuaiyiKind::LeiZhen { .. } => 1,
            GuaiyiKind::BaoFeng { .. } => 2,
            GuaiyiKind::XinDong => 3,
            GuaiyiKind::ShiWuZiDong => 4,
            GuaiyiKind::JingYi => 5,
            GuaiyiKind::FuMing => 6,
            GuaiyiKind::QuanFei => 7,
            GuaiyiKind::PinJiMing => 8,
            GuaiyiKind::NiaoGuaiMing { .. } => 9,
        }
    }

    /// 落星 雷震 暴風 心動 什物自動 井溢 釜鳴 犬吠 牝雞鳴 鳥怪鳴.
    pub fn hanzi(self) -> &'static str {
        ["落星", "雷震", "暴風", "心動", "什物自動", "井溢", "釜鳴", "犬吠", "牝雞鳴", "鳥怪鳴"][self.index()]
    }

    /// A kind by pinyin key or hanzi (traditional or simplified), with the branch
    /// where it was seen for the kinds that take one (落星, 雷震, 暴風 from, 鳥怪鳴).
    pub fn parse(name: &str, place: Option<Branch>) -> Option<GuaiyiKind> {
        const SIMPLIFIED: [&str; 10] =
            ["落星", "雷震", "暴风", "心动", "什物自动", "井溢", "釜鸣", "犬吠", "牝鸡鸣", "鸟怪鸣"];
        let i = (0..10).find(|&i| {
            let k = GuaiyiKind::ALL[i];
            GuaiyiKind::NAMES[i].eq_ignore_ascii_case(name) || k.hanzi() == name || SIMPLIFIED[i] == name
        })?;
        match (GuaiyiKind::ALL[i], place) {
            (GuaiyiKind::LuoXing { .. }, at) => Some(GuaiyiKind::LuoXing { at, travel: None }),
            (GuaiyiKind::LeiZhen { .. }, at) => Some(GuaiyiKind::LeiZhen { at }),
            (GuaiyiKind::BaoFeng { .. }, from) => Some(GuaiyiKind::BaoFeng { from, stopped: None }),
            (GuaiyiKind::NiaoGuaiMing { .. }, at) => Some(GuaiyiKind::NiaoGuaiMing { at }),
            (k, None) => Some(k),
            (_, Some(_)) => None,
        }
    }
}

impl fmt::Display for GuaiyiKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}

/// 怪異 Guàiyì in the one model: the rows of [`GENERAL`] (the general judgement),
/// then the rule of one kind, or (`None`) of every kind with nothing seen (the
/// rules that need a place say what they lack).
pub fn readings(chart: &Chart, kind: Option<GuaiyiKind>) -> Vec<Reading> {
    let c = Ctx::new(chart);
    let mut out = Out::new(Family::Guaiyi);
    out.run(&c, GENERAL);
    let kinds: Vec<GuaiyiKind> = match kind {
        Some(k) => vec![k],
        None => GuaiyiKind::ALL.to_vec(),
    };
    for k in kinds {
        match k {
            GuaiyiKind::LuoXing { at, travel } => star(&c, at, travel, &mut out),
            GuaiyiKind::LeiZhen { at } => thunder(&c, at, &mut out),
            GuaiyiKind::BaoFeng { from, stopped } => wind(&c, from, stopped, &mut out),
            GuaiyiKind::XinDong => heart(&c, &mut out),
            GuaiyiKind::ShiWuZiDong => body_and_house(&c, "shiwuzidong", t::THINGS_MOVE, p::THINGS_MOVE, &mut out),
            GuaiyiKind::JingYi => body_and_house(&c, "jingyi", t::WELL, p::WELL, &mut out),
            GuaiyiKind::FuMing => pot(&c, &mut out),
            GuaiyiKind::QuanFei => dog(&c, &mut out),
            GuaiyiKind::PinJiMing => hen(&c, &mut out),
            GuaiyiKind::NiaoGuaiMing { at } => bird(&c, at, &mut out),
        }
    }
    out.list
}

/// 總論 of 怪異占 (lines 469–477), in the text's order: 雜摘's rules, then 尋源's.
/// 尋源's 「怪異斯真」 is one row giving one judgement, or two when the two
/// 大煞 disagree; 年命 gives 雜摘's and 尋源's judgement together.
pub(crate) const GENERAL: &[Row] = &[
    Row::One { id: "zonglun.guimen", heading: t::ZONGLUN, passage: p::GHOST_GATE, variant: None, find: ghost_gate },
    Row::One {
        id: "zonglun.taiyi_tengshe",
        heading: t::ZONGLUN,
        passage: p::TAIYI_SNAKE,
        variant: None,
        find: taiyi_snake,
    },
    Row::One { id: "zonglun.with_day", heading: t::ZONGLUN, passage: p::WITH_DAY, variant: None, find: with_day },
    Row::One {
        id: "zonglun.tengshe_lessons",
        heading: t::ZONGLUN,
        passage: p::SNAKE_IN_LESSONS,
        variant: Some(v::ZAZHAI),
        find: snake_in_lessons,
    },
    Row::One {
        id: "zonglun.tengshe_class",
        heading: t::ZONGLUN,
        passage: p::SNAKE_RIDES,
        variant: None,
        find: snake_rides,
    },
    Row::Many { id: "zonglun.xunyuan", run: xunyuan },
    Row::One { id: "zonglun.shenhou", heading: t::ZONGLUN, passage: p::SHENHOU, variant: None, find: shenhou },
    Row::One { id: "zonglun.tengshe_yin", heading: t::ZONGLUN, passage: p::SNAKE_YIN, variant: None, find: snake_yin },
    Row::Many { id: "zonglun.fate", run: fate },
];

// ---------------------------------------------------------------------------
// 總論.

/// 大煞 by this text's note (line 533): 「正午逆四仲」 — 正月午, 二月卯, 三月子, 四月酉 ….
///
/// ```
/// use liuren_core::cycle::Branch;
/// use liuren_core::divination::guaiyi::da_sha_by_month;
/// assert_eq!(da_sha_by_month(Branch::Yin), Branch::Wu);
/// assert_eq!(da_sha_by_month(Branch::Si), Branch::You);
/// ```
pub fn da_sha_by_month(month: Branch) -> Branch {
    Branch::Wu.wrapping_add(-3 * month_number(month) as i64)
}

/// 月厭 by this text's note (line 533): 「正起戌逆十二」.
pub fn yue_yan_by_month(month: Branch) -> Branch {
    Branch::Xu.wrapping_add(-(month_number(month) as i64))
}

/// The class words of a branch (十二支物形物類, the row after its branch).
fn class_of(b: Branch) -> &'static str {
    let row = BRANCH_THINGS.row(b);
    row.text.split_once('，').map_or(row.text, |(_, rest)| rest)
}

fn snake_place(c: &Ctx) -> Branch {
    c.view.branch_of(General::Tengshe)
}

/// 螣蛇乘酉（地盤戌）, about 酉 and its places.
fn snake_fact(c: &Ctx) -> Fact {
    let snake = snake_place(c);
    Fact::on(format!("螣蛇乘{}（地盤{}）", snake, c.view.under(snake)), c.view.about(snake))
}

fn snake_in_all(c: &Ctx) -> bool {
    c.in_lessons(General::Tengshe) || c.in_chuan(General::Tengshe)
}

/// 類神 (469, 523–529): 子 鬼門, 未 鬼宿 in the lessons or 傳.
fn ghost_gate(c: &Ctx) -> Option<Found> {
    let shown = c.shown_branches();
    let gates: Vec<String> = [(Branch::Zi, "鬼門子"), (Branch::Wei, "鬼宿未")]
        .iter()
        .filter(|(b, _)| shown.contains(b))
        .map(|(_, n)| format!("{n}見於課傳"))
        .collect();
    (!gates.is_empty()).then(|| {
        let about = [Branch::Zi, Branch::Wei].into_iter().filter(|b| shown.contains(b)).flat_map(|b| c.view.about(b));
        Found::new(gates.join("；"), vec![Fact::on(format!("課傳：{}", list(&shown)), about)])
    })
}

/// 471: 太乙 (巳) and 螣蛇 both shown.
fn taiyi_snake(c: &Ctx) -> Option<Found> {
    (c.shown_branches().contains(&Branch::Si) && snake_in_all(c)).then(|| {
        let sf = snake_fact(c);
        Found::new(
            "太乙螣蛇互見：主鬼怪",
            vec![
                Fact::on("太乙巳見於課傳", c.view.about(Branch::Si)),
                Fact { text: format!("{}，在課傳", sf.text), ..sf },
            ],
        )
    })
}

/// 473: the 怪 (螣蛇's branch) with 日辰 — 「相生吉，相克凶」.
fn with_day(c: &Ctx) -> Option<Found> {
    if !snake_in_all(c) {
        return None;
    }
    let snake = snake_place(c);
    let e = snake.element();
    let mut facts = vec![snake_fact(c)];
    let mut good = 0;
    let mut bad = 0;
    let day = [
        ("日", c.stem().element(), About::Stem(c.stem())),
        ("辰", c.day.branch().element(), About::Branch(c.day.branch())),
    ];
    for (n, x, what) in day {
        if mutually_generate(e, x) {
            good += 1;
            facts.push(Fact::on(
                format!("{}{}與{}{}相生", snake, e.hanzi(), n, x.hanzi()),
                [About::Branch(snake), what],
            ));
        } else if mutually_overcome(e, x) {
            bad += 1;
            facts.push(Fact::on(
                format!("{}{}與{}{}相克", snake, e.hanzi(), n, x.hanzi()),
                [About::Branch(snake), what],
            ));
        }
    }
    let (w, tone) = match (good > 0, bad > 0) {
        (true, false) => ("與日辰相生：吉", Tone::Good),
        (false, true) => ("與日辰相克：凶", Tone::Bad),
        (true, true) => ("與日辰一生一克：吉凶相參", Tone::Mixed),
        _ => return None,
    };
    Some(Found::new(w, facts).tone(tone))
}

/// 雜摘 (475): 螣蛇 in the four lessons.
fn snake_in_lessons(c: &Ctx) -> Option<Found> {
    let yes = c.in_lessons(General::Tengshe);
    Some(Found::new(
        if yes { "四課中有螣蛇：真怪" } else { "四課中無螣蛇：非怪" },
        vec![snake_fact(c), lessons_fact(c)],
    ))
}

fn snake_rides(c: &Ctx) -> Option<Found> {
    let snake = snake_place(c);
    c.in_lessons(General::Tengshe)
        .then(|| Found::new(format!("蛇乘{}，隨類決之：{}", snake, class_of(snake)), vec![snake_fact(c)]))
}

/// 尋源: 神后 (子) and where it stands.
fn shenhou(c: &Ctx) -> Option<Found> {
    let at = c.view.under(Branch::Zi);
    let mut about = c.view.about(Branch::Zi);
    about.push(About::Branch(at));
    Some(Found::new(
        format!("神后加{}，以{}辨其怪：{}", at, at, class_of(at)),
        vec![Fact::on(format!("神后子加{at}"), about)],
    ))
}

/// 尋源: the 陰神 of 螣蛇 — 生氣旺相 活物, 死氣休囚 死物.
fn snake_yin(c: &Ctx) -> Option<Found> {
    let snake = snake_place(c);
    let yin = c.view.over(snake);
    let vit = c.vitality(yin);
    let on = |text: String| Fact::on(text, c.view.about(yin));
    let mut live = Vec::new();
    let mut dead = Vec::new();
    if c.spirit("生氣") == Some(yin) {
        live.push(on(format!("陰神{yin}為生氣（卷中第229行）")));
    }
    if c.spirit("死氣") == Some(yin) {
        dead.push(on(format!("陰神{yin}為死氣（卷中第255行）")));
    }
    if has_qi(vit) {
        live.push(on(format!("陰神{yin}{}", vit.hanzi())));
    } else {
        dead.push(on(format!("陰神{yin}{}", vit.hanzi())));
    }
    let w = match live.len().cmp(&dead.len()) {
        core::cmp::Ordering::Greater => "蛇之陰神生氣旺相：怪必活物",
        core::cmp::Ordering::Less => "蛇之陰神死氣休囚：必死物",
        core::cmp::Ordering::Equal => "蛇之陰神生死相參",
    };
    let mut facts =
        vec![snake_fact(c), Fact::on(format!("{}上見{}", snake, yin), c.view.about(snake)).and(c.view.about(yin))];
    facts.extend(live);
    facts.extend(dead);
    Some(Found::new(w, facts))
}

/// The evil spirits 尋源 names: 直符, 大煞 by this text (month) and by 卷中 (year), 月厭.
fn spirits(c: &Ctx) -> (Option<Branch>, Branch, Option<Branch>, Option<Branch>) {
    (c.spirit("直符"), da_sha_by_month(c.view.month()), c.spirit("大煞"), c.spirit("月厭"))
}

/// 尋源 (477): 螣蛇 in 課傳 and 直符 大煞 月厭 on 日辰上.
fn xunyuan(c: &Ctx, out: &mut Out) {
    let snake_in_all = snake_in_all(c);
    let (zhifu, by_month, by_year, yue_yan) = spirits(c);
    let on_day = |b: Option<Branch>| b.filter(|&b| b == c.day_up.branch || b == c.branch_up.branch);
    let evil = |da_sha: (&'static str, Option<Branch>)| -> Vec<Fact> {
        [("直符", zhifu), da_sha, ("月厭", yue_yan)]
            .iter()
            .filter_map(|&(n, b)| on_day(b).map(|b| Fact::on(format!("{n}{b}臨日辰上"), c.view.about(b))))
            .collect()
    };
    let base_facts = vec![
        snake_fact(c),
        c.day_up.fact(format!("日上{}、辰上{}", c.day_up.branch, c.branch_up.branch)).and(c.branch_up.about()),
        Fact::on(
            format!("直符{}、月厭{}", show(zhifu), show(yue_yan)),
            [zhifu, yue_yan].into_iter().flatten().map(About::Branch),
        ),
    ];
    let verdict = |hits: &[Fact]| match (snake_in_all, !hits.is_empty()) {
        (true, true) => "課傳有螣蛇，日辰上有煞臨：怪異斯真",
        (true, false) => "課傳有螣蛇，而日辰上無直符大煞月厭：未合「怪異斯真」",
        (false, true) => "日辰上有煞，而課傳無螣蛇：未合「怪異斯真」",
        (false, false) => "課傳無螣蛇，日辰上無煞：非真怪",
    };
    let (hm, hy) = (evil(("大煞（本篇）", Some(by_month))), evil(("大煞（卷中）", by_year)));
    if verdict(&hm) == verdict(&hy) {
        let mut facts = base_facts;
        facts.push(Fact::on(
            format!("大煞{}（本篇，以月）、{}（卷中，以歲）", by_month, show(by_year)),
            [Some(by_month), by_year].into_iter().flatten().map(About::Branch),
        ));
        let mut hits = hm;
        for h in hy {
            if !hits.contains(&h) {
                hits.push(h);
            }
        }
        let w = verdict(&hits);
        facts.extend(hits);
        out.push("zonglun.xunyuan", t::ZONGLUN, w, p::XUNYUAN_TRUE, facts).variant(v::XUNYUAN);
    } else {
        for (label, b, hits, id) in [
            (v::XUNYUAN_MONTH, Some(by_month), hm, "zonglun.xunyuan.month"),
            (v::XUNYUAN_YEAR, by_year, hy, "zonglun.xunyuan.year"),
        ] {
            let mut facts = base_facts.clone();
            facts.push(Fact::on(format!("大煞{}", show(b)), b.map(About::Branch)));
            let w = verdict(&hits);
            facts.extend(hits);
            out.push(id, t::ZONGLUN, w, p::XUNYUAN_TRUE, facts).variant(label);
        }
    }
}

/// 年命 (475, 477): 雜摘 「年命上神將吉，雖怪無害」 and 尋源 「年命上吉神良將，雖怪
/// 何傷？必年命上惡神惡煞，怪咎成矣」 — both passages say 吉 or 凶 in words.
fn fate(c: &Ctx, out: &mut Out) {
    let Some(places) = fate_places(c) else { return };
    let (zhifu, by_month, by_year, yue_yan) = spirits(c);
    let evil_spirits =
        [("直符", zhifu), ("大煞（本篇，以月）", Some(by_month)), ("大煞（卷中，以歲）", by_year), ("月厭", yue_yan)];
    let mut facts = Vec::new();
    let mut all_good = true;
    let mut any_bad = false;
    for q in &places {
        let g = is_auspicious(q.general);
        let sha: Vec<&str> = evil_spirits.iter().filter(|(_, b)| *b == Some(q.branch)).map(|(n, _)| *n).collect();
        facts.push(q.fact(format!("{}乘{}（{}）", q.name(), q.general, good_or_bad(q.general))));
        if !sha.is_empty() {
            facts.push(q.fact(format!("{}為{}", q.name(), sha.join("、"))));
        }
        all_good &= g && sha.is_empty();
        any_bad |= !g || !sha.is_empty();
    }
    if all_good {
        out.push("zonglun.fate.zazhai", t::ZONGLUN, "年命上神將吉：雖怪無害", p::FATE_ZAZHAI, facts.clone())
            .variant(v::ZAZHAI)
            .tone(Tone::Good);
    }
    let (w, tone) = if any_bad {
        ("年命上惡神惡煞：怪咎成矣", Tone::Bad)
    } else {
        ("年命上吉神良將：雖怪何傷", Tone::Good)
    };
    out.push("zonglun.fate.xunyuan", t::ZONGLUN, w, p::FATE_XUNYUAN, facts).variant(v::XUNYUAN).tone(tone);
}

fn show(b: Option<Branch>) -> &'static str {
    b.map_or("—", |b| b.hanzi())
}

fn list(bs: &[Branch]) -> String {
    bs.iter().map(|b| b.hanzi()).collect()
}

fn lessons_fact(c: &Ctx) -> Fact {
    let gs: Vec<String> = c.chart.lessons.iter().map(|l| format!("{}{}", l.upper, l.general.short())).collect();
    let about = c.view.uppers().into_iter().zip([Place::GanShang, Place::GanYin, Place::ZhiShang, Place::ZhiYin]);
    Fact::on(format!("四課上神：{}", gs.join(" ")), about.flat_map(|(b, p)| [About::Branch(b), About::Place(p)]))
}

/// 本命 and 行年 上神, when the querent was given.
fn fate_places(c: &Ctx) -> Option<Vec<Pos>> {
    let (ben_ming, xing_nian) = c.view.fate()?;
    Some(vec![c.palace("本命上", ben_ming, Some(Place::BenMing)), c.palace("行年上", xing_nian, Some(Place::XingNian))])
}

fn xing_nian(c: &Ctx) -> Option<Pos> {
    c.view.fate().map(|(_, x)| c.palace("行年上", x, Some(Place::XingNian)))
}

/// 吉 or 凶 of the general on a place, for a tone the passage states in those words.
fn tone_of(g: General) -> Tone {
    if is_auspicious(g) {
        Tone::Good
    } else {
        Tone::Bad
    }
}

fn good_word(g: General) -> &'static str {
    if is_auspicious(g) {
        "吉"
    } else {
        "凶"
    }
}

// ---------------------------------------------------------------------------
// The ten kinds.

fn star(c: &Ctx, at: Option<Branch>, travel: Option<Travel>, out: &mut Out) {
    if let Some(at) = at {
        let q = c.palace("所落之方上", at, None);
        let (from, to) = (fenye(q.branch).ancient, fenye(at).ancient);
        let w = if is_auspicious(q.general) {
            format!("得吉將為使命：{from}分遣使入{to}地")
        } else {
            format!("得凶將為兵起：{from}出兵入{to}地")
        };
        out.push(
            "luoxing.place",
            t::STAR,
            w,
            p::STAR,
            vec![
                q.fact(format!("星落{at}方，{at}上見{}", q.branch)),
                q.fact(format!("乘{}（{}）", q.general, good_or_bad(q.general))),
                q.fact(format!("{}分野{}，{}分野{}", q.branch, from, at, to)),
            ],
        );
    }
    if let Some(way) = travel {
        let w = match way {
            Travel::WestToEast | Travel::NorthToSouth => "為使",
            Travel::SouthToNorth | Travel::EastToWest => "為兵",
        };
        out.push("luoxing.way", t::STAR, format!("{}：{}", way.hanzi(), w), p::STAR_WAY, vec![Fact::new(way.hanzi())]);
    }
    let last = c.uses[2];
    out.push("luoxing.when", t::STAR, format!("應期在末傳{}", last.branch), p::STAR_WHEN, vec![last.fact(last.name())]);
    // 「用在貴前應今歲，在貴後應來年」: 前 and 後 of 貴人 as the school option
    // `tiankong` reads 天空 (default: behind, 《大全》 天將總論 「天空雖云後六位」).
    let f = c.fayong();
    let w = match side_of(f.general, c.chart.options.tiankong) {
        Side::Front => Some("用在貴前：應今歲"),
        Side::Back => Some("用在貴後：應來年"),
        Side::Noble | Side::Opposite => None,
    };
    if let Some(w) = w {
        let noble = c.view.branch_of(General::Guiren);
        out.push(
            "luoxing.year",
            t::STAR,
            w,
            p::STAR_YEAR,
            vec![
                f.fact(format!("發用{}乘{}", f.branch, f.general)),
                Fact::on(format!("貴人在{}", c.chart.noble), c.view.about(noble)),
            ],
        );
    }
}

fn thunder(c: &Ctx, at: Option<Branch>, out: &mut Out) {
    let q = c.palace("登明上", Branch::Hai, None);
    let w = match q.element() {
        crate::cycle::Element::Wood => "木：稔，多風",
        crate::cycle::Element::Water => "水：澇",
        crate::cycle::Element::Fire => "火：旱而薄收",
        crate::cycle::Element::Earth => "土：疫疾",
        crate::cycle::Element::Metal => "金：刀兵起",
    };
    out.push(
        "leizhen.dengming",
        t::THUNDER,
        format!("登明上{}，{}", q.branch, w),
        p::THUNDER,
        vec![q.fact(q.with_element()).and([About::Branch(Branch::Hai)])],
    );
    if let Some(at) = at {
        let m = month_number(at) + 1;
        out.push(
            "leizhen.month",
            t::THUNDER,
            format!("雷震於{at}方：應{}月，不出百里", month_name(m)),
            p::THUNDER_WHEN,
            vec![Fact::on(format!("地盤{at}為{}月", month_name(m)), [About::Branch(at)])],
        );
    }
}

fn month_name(m: usize) -> &'static str {
    ["正", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"][(m + 11) % 12]
}

fn wind_word(g: General) -> (super::Passage, &'static str) {
    match g {
        General::Guiren => (p::WIND_GUIREN, "貴人出遊"),
        General::Tengshe => (p::WIND_TENGSHE, "火光驚駭"),
        General::Zhuque => (p::WIND_ZHUQUE, "口舌"),
        General::Liuhe => (p::WIND_LIUHE, "小口不安"),
        General::Gouchen => (p::WIND_GOUCHEN, "惡人宜避"),
        General::Qinglong => (p::WIND_QINGLONG, "貴人召"),
        General::Tiankong => (p::WIND_TIANKONG, "卑獄訟"),
        General::Baihu => (p::WIND_BAIHU, "病喪，虎狼為災"),
        General::Taichang => (p::WIND_TAICHANG, "當慎飲食"),
        General::Xuanwu => (p::WIND_XUANWU, "防賊"),
        General::Taiyin => (p::WIND_TAIYIN, "奸私"),
        General::Tianhou => (p::WIND_TIANHOU, "主婦女災"),
    }
}

fn wind(c: &Ctx, from: Option<Branch>, stopped: Option<Branch>, out: &mut Out) {
    if let Some(from) = from {
        let m = month_number(from) + 1;
        let mut facts = vec![Fact::on(format!("風來在{from}"), [About::Branch(from)])];
        if stopped.is_none() {
            facts.push(Fact::new("或云以風止時為應期：風止之時未給"));
        }
        out.push("baofeng.month", t::WIND, format!("應{}月", month_name(m)), p::WIND_WHEN, facts).variant(v::WIND_FROM);
        let q = c.palace("風來方上", from, None);
        let (passage, w) = wind_word(q.general);
        out.push(
            "baofeng.general",
            t::WIND,
            format!("風來方上見{}：{}", q.general, w),
            passage,
            vec![q.fact(format!("{from}上{}乘{}", q.branch, q.general))],
        );
    }
    if let Some(s) = stopped {
        out.push(
            "baofeng.stop",
            t::WIND,
            format!("應期以風止之時{s}"),
            p::WIND_STOP,
            vec![Fact::on(format!("風止於{s}時"), [About::Branch(s)])],
        )
        .variant(v::WIND_STOP);
    }
    // 「又當視日上神將吉凶何如」: the passage asks 吉 or 凶 of 日上's general.
    let d = c.day_up;
    out.push(
        "baofeng.rishang",
        t::WIND,
        format!("日上{}乘{}：{}", d.branch, d.general, good_word(d.general)),
        p::WIND_DAY,
        vec![d.fact(format!("{}乘{}（{}）", d.name(), d.general, good_or_bad(d.general)))],
    )
    .tone(tone_of(d.general));
}

fn heart(c: &Ctx, out: &mut Out) {
    let Some(q) = xing_nian(c) else {
        out.push("xindong", t::HEART, "未給年命，行年上不能看", p::HEART, vec![Fact::new("無行年")]);
        return;
    };
    let mut saves = Vec::new();
    if q.vitality == crate::relations::Vitality::Prosperous {
        saves.push(q.fact(format!("{}有旺氣", q.name())));
    }
    if is_auspicious(q.general) {
        saves.push(q.fact(format!("{}乘{}（吉將）", q.name(), q.general)));
    }
    let mut facts = vec![
        q.fact(q.with_element()),
        q.fact(format!("{}乘{}", q.name(), q.general)),
        Fact::new("救神：此條未言何神，不論"),
    ];
    let bad = saves.is_empty();
    facts.extend(saves);
    // 「免凶。反此凶」: the passage says 凶 of the reverse only.
    let r = out.push("xindong", t::HEART, if bad { "反此：凶" } else { "免凶" }, p::HEART, facts);
    if bad {
        r.tone(Tone::Bad);
    }
}

/// 什物自動 and 井溢 (lines 499, 503): 日上 for the person, 辰上 for the house.
fn body_and_house(c: &Ctx, id: &'static str, topic: &'static str, passage: super::Passage, out: &mut Out) {
    let mut facts = Vec::new();
    let mut words = Vec::new();
    for (who, q) in [("身", c.day_up), ("家", c.branch_up)] {
        let good = is_auspicious(q.general);
        let strong = has_qi(q.vitality);
        facts.push(q.fact(format!(
            "{}乘{}（{}），{}",
            q.name(),
            q.general,
            good_or_bad(q.general),
            q.vitality.hanzi()
        )));
        words.push(match (good, strong) {
            (true, true) => format!("{who}吉"),
            (false, false) => format!("{who}凶"),
            _ => format!("{who}吉凶參半"),
        });
    }
    // 「吉而旺相，身家皆吉，反此皆凶」 (499); 井溢's own passage (503) says only
    // 「如上條法」, so it gives no tone of its own.
    let (w, tone) = match (words[0].as_str(), words[1].as_str()) {
        ("身吉", "家吉") => ("吉而旺相：身家皆吉".to_string(), Tone::Good),
        ("身凶", "家凶") => ("反此：身家皆凶".to_string(), Tone::Bad),
        _ => (words.join("，"), Tone::Mixed),
    };
    let r = out.push(id, topic, w, passage, facts);
    if passage.text.contains('吉') {
        r.tone(tone);
    }
}

fn pot(c: &Ctx, out: &mut Out) {
    let mut places = vec![c.day_up, c.branch_up];
    let mut facts = Vec::new();
    match xing_nian(c) {
        Some(q) => places.push(q),
        None => facts.push(Fact::new("未給年命：只看日辰上")),
    }
    let good = places.iter().filter(|q| is_auspicious(q.general)).count();
    let bad = places.len() - good;
    facts.extend(places.iter().map(|q| q.fact(format!("{}乘{}（{}）", q.name(), q.general, good_or_bad(q.general)))));
    // 「吉主富貴，凶主人動宅遷」.
    let (w, tone) = match good.cmp(&bad) {
        core::cmp::Ordering::Greater => ("吉：主富貴", Tone::Good),
        core::cmp::Ordering::Less => ("凶：主人動宅遷", Tone::Bad),
        core::cmp::Ordering::Equal => ("吉凶相半", Tone::Mixed),
    };
    out.push("fuming", t::POT, w, p::POT, facts).tone(tone);
}

fn dog(c: &Ctx, out: &mut Out) {
    let d = c.day_up;
    out.push(
        "quanfei",
        t::DOG,
        format!("日上{}乘{}（{}），以意推之：{}", d.branch, d.general, good_word(d.general), class_of(d.branch)),
        p::DOG,
        vec![d.fact(d.name()), d.fact(format!("乘{}", d.general))],
    );
}

fn hen(c: &Ctx, out: &mut Out) {
    let below = c.view.under(Branch::You);
    let above = c.view.over(Branch::You);
    let g = c.view.general(Branch::You);
    out.push(
        "pinjiming",
        t::HEN,
        format!("從魁酉加{below}，酉上見{above}，乘{g}：{}", good_word(g)),
        p::HEN,
        vec![
            Fact::on(format!("從魁酉加{below}"), c.view.about(Branch::You)).and([About::Branch(below)]),
            Fact::on(format!("地盤酉上{above}"), c.view.about(above)),
            Fact::on(format!("酉乘{g}（{}）", good_or_bad(g)), c.view.about(Branch::You)),
        ],
    );
}

fn bird(c: &Ctx, at: Option<Branch>, out: &mut Out) {
    if let Some(at) = at {
        let q = c.palace("鳴處", at, None);
        out.push(
            "niaoguaiming.place",
            t::BIRD,
            format!("鳴處{at}上{}乘{}：{}", q.branch, q.general, good_word(q.general)),
            p::BIRD,
            vec![q
                .fact(format!("{at}上{}乘{}（{}）", q.branch, q.general, good_or_bad(q.general)))
                .and([About::Branch(at)])],
        )
        .variant(v::BIRD_PLACE);
    }
    let d = c.day_up;
    let mut facts = vec![d.fact(format!("{}乘{}（{}）", d.name(), d.general, good_or_bad(d.general)))];
    if at.is_none() {
        facts.push(Fact::new("鳴處未給：本說（視鳴處所臨神）不能斷"));
    }
    out.push(
        "niaoguaiming.rishang",
        t::BIRD,
        format!("日上{}乘{}：{}", d.branch, d.general, good_word(d.general)),
        p::BIRD_DAY,
        facts,
    )
    .variant(v::BIRD_DAY);
}
