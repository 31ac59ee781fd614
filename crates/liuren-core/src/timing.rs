//! 應期 Yìngqī — when: the dates a cited rule names for what was asked, projected
//! onto the calendar after the chart's moment.
//!
//! A candidate is produced only where a book or the seed text states a rule that
//! turns something in the chart into a day, a month or a year ([`RULES`], each
//! quoted with its book, chapter and page). The rules found so far:
//!
//! - 克應 (《心印賦》): the 用神's (初傳's) 絕 and 墓, as days — 「假令用神見從魁，便於寅丑日為期」.
//! - 空亡 (《心印賦》): a void 初傳 waits for the next 旬 — 「要遂當在別旬中……過旬方成」:
//!   the first day of the next 旬 (its 甲 day).
//! - 畢法 第五十法: both 貴人 void (作空 or 落空) — 「後換旬始有望」: the same date.
//! - 折腰格 (虛一待用, 《大全》 起例·合): two of a 三合 in 三傳 and the third missing — 「必待
//!   缺神值日」: the missing branch as a day; not when the day stem or branch supplies it
//!   (湊合格, the next line of the same chapter).
//! - 成合之期 (same chapter): a whole 三合 in 三傳 — 「若不見天空，主戌月戌日成就」: the
//!   triad's 墓 (季) branch as a month and as a day; not when 天空 rides one of the 三傳
//!   (「見天空則發」).
//! - 月期 (《占事略決》 知吉凶期法): the 用神 (初傳) as a month, twice — 「功曹起用，以正月、
//!   十月為期也。正月者，月建所主；十月者，月將所主也」: the month whose 月建 is the 用神's
//!   branch, and the month whose 月將 it is (the month of its 六合: 功曹 寅 is 十月's 將,
//!   十月 亥, as the same book's 十二月將所主法 lists them).
//! - 三傳合住 (《壬歸》 卷之一 明三傳之始終): the 三傳 one whole 三合 — 「沖日方動」: a
//!   day that clashes the 合. The text does not say which member's clash, so each member's
//!   沖 is its own candidate, none preferred.
//! - 三傳相尾相沖 (the same line): 初 clashes 中 and 中 clashes 末 — 「合日方住」: a day
//!   that combines (六合) with one of them, each its own candidate.
//!
//! The seed text's 遲速 and 已往未來 lines (卷中 703–711) say how soon, not on which date;
//! [`pace`] gives them for each 類神 (or for 初傳) as readings of the one model.
//!
//! Not produced, for want of a rule with a date found in the texts read (see README):
//! the 類神's own branch or 末傳's as a date, the 初傳's as a day or a year, 填實 (the void branch's own day), the clash
//! that opens a 墓, and 驛馬. The two next-旬 candidates therefore carry one date (the 甲
//! day), not three: no text read names the void branch's own day.
//!
//! **Projection** (the engine's own calendar, in the chart's UTC offset):
//! - a day: the next civil days whose day pillar ([`calendar::day_pillar`]) carries the
//!   branch, after the chart's own 干支 day (the day rule the chart was cast with: with
//!   子初換日 a chart at 23:30 already stands in the next day, and candidates start after
//!   that one); at least three;
//! - a month: the civil date on which the 節 that opens a month of that branch falls
//!   (立春 寅, 驚蟄 卯 … 小寒 丑), the 節 instant after the chart's moment; at least two;
//! - a year: the civil date of 立春 of the next years whose year branch it is; at least two;
//! - the next 旬: the first day after the chart's day whose stem is 甲.
//!
//! Dates beyond the calendar's range (1800–2200) are left out, so a chart near 2200
//! may get fewer.

use core::fmt;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::astro::{self, SolarTerm};
use crate::calendar::{self, civil_from_days, days_from_civil, CivilDateTime, DayStart};
use crate::chart::Chart;
use crate::cycle::{Branch, GanZhi, Stem};
use crate::generals::General;
use crate::reading::{About, Fact, Passage, Place, Reading, Source};
use crate::relations::LifeStage;
use crate::view::ChartView;

/// 應 — the unit a candidate counts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// 日.
    Day,
    /// 月 (節 to 節).
    Month,
    /// 年 (立春 to 立春).
    Year,
}

impl Unit {
    /// `day`, `month`, `year`.
    pub fn key(self) -> &'static str {
        match self {
            Unit::Day => "day",
            Unit::Month => "month",
            Unit::Year => "year",
        }
    }

    /// 日, 月, 年.
    pub fn hanzi(self) -> &'static str {
        match self {
            Unit::Day => "日",
            Unit::Month => "月",
            Unit::Year => "年",
        }
    }
}

impl Serialize for Unit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

/// A civil date (proleptic Gregorian) on the chart's clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CivilDate {
    /// Year.
    pub year: i32,
    /// 1‥12.
    pub month: u8,
    /// 1‥31.
    pub day: u8,
}

impl CivilDate {
    /// The date `days` after 1970-01-01.
    pub fn from_days(days: i64) -> CivilDate {
        let (year, month, day) = civil_from_days(days);
        CivilDate { year, month, day }
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        days_from_civil(self.year, self.month, self.day)
    }
}

/// `YYYY-MM-DD`.
impl fmt::Display for CivilDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// One date of a candidate: the civil date and the 干支 it carries in the candidate's
/// unit (the day pillar, the month pillar that begins that day, the year pillar).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dated {
    /// The civil date in the chart's zone.
    pub date: CivilDate,
    /// The pillar of the unit.
    pub pillar: GanZhi,
}

/// 應期之則 — a rule that gives a date, with its passage as the book prints it.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// Stable id (`keying.jue`).
    pub id: &'static str,
    /// A short name (克應·絕日).
    pub title: &'static str,
    /// Book, chapter and page.
    pub source: &'static str,
    /// The words, in traditional characters.
    pub text: &'static str,
    /// The same words exactly as the transcription stores them, in simplified characters
    /// (as kept in `Damongu/liuren-classics-lab`: 六壬大全, 怀庆杨衙藏版·无咎校注第三版, in
    /// `六壬vault/10-底本/六壬大全/`; 壬归, 七卷本, and 占事略决, 一卷, in
    /// `六壬vault/10-底本/唐宋层/`); a test holds `text` against it character by character
    /// (the transcription's line-break spaces are kept here and skipped in that comparison).
    pub transcribed: &'static str,
}

impl Rule {
    /// The passage as a reading quotes it.
    pub fn passage(&self) -> Passage {
        Passage::new(Source::cited(self.source), self.text)
    }
}

/// 《心印賦》 克應, 《六壬大全》第三冊 歌賦上 頁173 — used for the 絕 day.
pub const KEYING_JUE: Rule = Rule {
    id: "keying.jue",
    title: "克應·用神絕日",
    source: "《六壬大全》第三冊 歌賦上 《心印賦》 克應 頁173",
    text: "百事皆詳克應時，五行墓絕俱預知。假令用神見從魁，便於寅丑日為期。",
    transcribed: "百事皆详克应时，五行墓绝俱预知。假令用神见从魁，便于寅丑日为期。",
};

/// The same passage, for the 墓 day.
pub const KEYING_MU: Rule = Rule { id: "keying.mu", title: "克應·用神墓日", ..KEYING_JUE };

/// 《心印賦》 空亡, 《六壬大全》第三冊 歌賦上 頁174 (the verse and the note after it).
pub const KONG_XUN: Rule = Rule {
    id: "kong.chuxun",
    title: "空亡發用·過旬",
    source: "《六壬大全》第三冊 歌賦上 《心印賦》 空亡 頁174",
    text: "空亡用起喜無成，憂災雖有不為迍。托人虛詐不實情，要遂當在別旬中。空亡發用，憂喜俱不成。久病凶，新病安。干求謀事，過旬方成。",
    transcribed: "空亡用起喜无成，忧灾虽有不为迍。托人虚诈不实情，要遂当在别旬中。空亡发用，忧喜俱不成。久病凶，新病安。干求谋事，过旬方成。",
};

/// 畢法賦 第五十法 二貴皆空虛喜期, 《六壬大全》第十冊 頁566.
pub const FA50_XUN: Rule = Rule {
    id: "fa50.huanxun",
    title: "二貴皆空·換旬",
    source: "《六壬大全》第十冊 畢法賦上 第五十法 頁566",
    text: "如丁丑日酉加未作空，亥加酉又落空之類，主如告貴先則已允，但事未決，後換旬始有望。",
    transcribed: "如丁丑日酉加未作空，亥加酉又落空之类，主如告贵先则已允，但事未决，后换旬始有望。",
};

/// 折腰格 (虛一待用), 《六壬大全》第一冊 起例 德煞八種·合 頁41-46.
pub const ZHEYAO: Rule = Rule {
    id: "he.xuyi",
    title: "折腰格·缺神值日",
    source: "《六壬大全》第一冊 起例 德煞八種·合 頁41-46",
    text: "凡三合入傳缺一神，名折腰格，占事必待缺神值日，方能成就，亦名虛一待用格。",
    transcribed: "凡三合入传缺一神，名折腰格，占事必待缺神值日，方能成就，亦名虚一待用格。",
};

/// 成合之期, the same chapter — for the month.
pub const CHENGHE_MONTH: Rule = Rule {
    id: "he.chenghe.month",
    title: "成合之期·墓月",
    source: "《六壬大全》第一冊 起例 德煞八種·合 頁41-46",
    text: "凡取成合之期，以三合決之。如寅午戌日見天空則發，若不見天空，主戌月戌日成就之例。",
    transcribed: "凡取成合之期，以三合决之。如寅午戌日见天空则发，若不见天空，主戌月戌日成就之例。",
};

/// The same passage, for the day.
pub const CHENGHE_DAY: Rule = Rule { id: "he.chenghe.day", title: "成合之期·墓日", ..CHENGHE_MONTH };

/// 月期, 《占事略決》 第25章 知吉凶期法 — the month whose 月建 is the 用神. The
/// transcription (from a typeset PDF of the text) is machine-split and marked as not yet
/// checked against the original; no page numbers.
pub const LUEJUE_YUEJIAN: Rule = Rule {
    id: "luejue.yueqi.jian",
    title: "月期·月建所主",
    source: "《占事略決》第25章 知吉凶期法",
    text: "月期者，以用神所主月謂之。假令：功曹起用，以正月、十月為期也。正月者，月建所主；十月者，月將所主也。",
    transcribed:
        "月期者，以用神所主月谓之。 假令：功曹起用，以正月、十月为期也。正月者，月建所主；十 月者，月将所主也。",
};

/// The same passage, for the month whose 月將 is the 用神.
pub const LUEJUE_YUEJIANG: Rule = Rule { id: "luejue.yueqi.jiang", title: "月期·月將所主", ..LUEJUE_YUEJIAN };

/// 三傳合住, 《壬歸》 卷之一 提綱例約 明三傳之始終第三 — the clash day. The book is
/// attributed to 宋 郭子晟 without 宋元 record; its transcription is machine-split and not
/// yet checked against a print (the transcription's own warning), so it is quoted as it
/// stands. No page numbers.
pub const HEZHU_CHONG: Rule = Rule {
    id: "rengui.hezhu.chong",
    title: "三傳合住·沖日方動",
    source: "《壬歸》卷之一 提綱例約 明三傳之始終第三",
    text: "凡三傳合住，沖日方動；三傳相尾相沖，合日方住。",
    transcribed: "凡三传合住，冲日方动；三传相尾相冲，合日方住。",
};

/// The same line, for 三傳 that clash head to tail — the 六合 day.
pub const XIANGCHONG_HE: Rule = Rule { id: "rengui.xiangchong.he", title: "三傳相沖·合日方住", ..HEZHU_CHONG };

/// Every rule, in the order candidates are given.
pub const RULES: [Rule; 11] = [
    KEYING_JUE,
    KEYING_MU,
    LUEJUE_YUEJIAN,
    LUEJUE_YUEJIANG,
    KONG_XUN,
    FA50_XUN,
    ZHEYAO,
    CHENGHE_MONTH,
    CHENGHE_DAY,
    HEZHU_CHONG,
    XIANGCHONG_HE,
];

/// 應期 — one candidate: the branch, the unit, the rule and its passage, what it
/// concerns, the facts that fire it, and its dates.
#[derive(Debug, Clone, PartialEq)]
pub struct Timing {
    /// The branch the date carries (for the next 旬: the branch of its 甲 day).
    pub branch: Branch,
    /// Day, month or year.
    pub unit: Unit,
    /// The rule's id.
    pub id: &'static str,
    /// The rule's short name.
    pub rule: &'static str,
    /// The passage.
    pub passage: Passage,
    /// What it concerns (初傳, 類神, 貴人's branches, the 三傳 …).
    pub about: Vec<About>,
    /// Why it fires on this chart.
    pub facts: Vec<Fact>,
    /// The dates, in order.
    pub dates: Vec<Dated>,
}

/// Serialised as `{"branch","unit","rule","id","source","text","about","facts","dates","pillars"}`
/// (`dates` as `YYYY-MM-DD`, `pillars` the 干支 of each date in the unit).
impl Serialize for Timing {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(10))?;
        m.serialize_entry("branch", self.branch.hanzi())?;
        m.serialize_entry("unit", &self.unit)?;
        m.serialize_entry("rule", self.rule)?;
        m.serialize_entry("id", self.id)?;
        m.serialize_entry("source", &self.passage.source.to_string())?;
        m.serialize_entry("text", self.passage.text())?;
        m.serialize_entry("about", &self.about)?;
        m.serialize_entry("facts", &self.facts)?;
        let dates: Vec<String> = self.dates.iter().map(|d| d.date.to_string()).collect();
        m.serialize_entry("dates", &dates)?;
        let pillars: Vec<String> = self.dates.iter().map(|d| d.pillar.hanzi()).collect();
        m.serialize_entry("pillars", &pillars)?;
        m.end()
    }
}

/// How many dates a day candidate gets.
pub const DAYS: usize = 3;
/// How many dates a month or year candidate gets.
pub const MONTHS_OR_YEARS: usize = 2;

/// Every 應期 candidate a cited rule gives for `chart`; `lei` are the question's 類神
/// with what each stands for (a rule about 初傳 also names the 類神 standing there).
pub fn candidates(chart: &Chart, lei: &[(Branch, About)]) -> Vec<Timing> {
    let v = ChartView::new(chart);
    let chu = v.chuan()[0];
    let chu_about = |b: Branch| -> Vec<About> {
        let mut a = vec![About::Place(Place::Chu), About::Branch(b)];
        for &(l, what) in lei {
            if l == b {
                a.push(About::Place(Place::Lei));
                a.push(what);
            }
        }
        a
    };
    let mut out = Vec::new();
    let mut push = |rule: &Rule, branch: Branch, unit: Unit, about: Vec<About>, facts: Vec<Fact>, dates| {
        let mut about_once: Vec<About> = Vec::new();
        for a in about {
            if !about_once.contains(&a) {
                about_once.push(a);
            }
        }
        out.push(Timing {
            branch,
            unit,
            id: rule.id,
            rule: rule.title,
            passage: rule.passage(),
            about: about_once,
            facts,
            dates,
        });
    };

    // 克應: the 用神's 絕 and 墓 (五行長生, as 「從魁…寅丑」 reads 金 絕寅 墓丑).
    let e = chu.element();
    for (rule, stage) in [(&KEYING_JUE, LifeStage::Extinction), (&KEYING_MU, LifeStage::Tomb)] {
        let b = Branch::ALL.into_iter().find(|&b| LifeStage::of_element(e, b) == stage).expect("each stage once");
        let fact = Fact::on(
            format!("初傳{}屬{}，{}{}於{}", chu.hanzi(), e.hanzi(), e.hanzi(), stage_word(stage), b.hanzi()),
            [About::Place(Place::Chu), About::Branch(chu), About::Branch(b)],
        );
        push(rule, b, Unit::Day, chu_about(chu), vec![fact], next_days(chart, b));
    }

    // 《占事略決》 月期: the 用神 as the month it rules as 月建, and as the month it rules as
    // 月將 (the month of its 六合: 「十月者，月將所主也」 for 功曹).
    let fact = Fact::on(
        format!("用神（初傳）{}：{}月建", chu.hanzi(), chu.hanzi()),
        [About::Place(Place::Chu), About::Branch(chu)],
    );
    push(&LUEJUE_YUEJIAN, chu, Unit::Month, chu_about(chu), vec![fact], next_months(chart, chu));
    let m = chu.six_harmony();
    let fact = Fact::on(
        format!("用神（初傳）{}為{}月之月將", chu.hanzi(), m.hanzi()),
        [About::Place(Place::Chu), About::Branch(chu), About::Branch(m)],
    );
    push(&LUEJUE_YUEJIANG, m, Unit::Month, chu_about(chu), vec![fact], next_months(chart, m));

    // 空亡發用: the next 旬.
    if v.void(chu) {
        let (branch, dates) = next_xun(chart);
        let fact = Fact::on(
            format!("初傳{}旬空（{}旬，空{}）", chu.hanzi(), chart.day().xun_head().hanzi(), void_pair(chart)),
            [About::Place(Place::Chu), About::Branch(chu)],
        );
        push(&KONG_XUN, branch, Unit::Day, chu_about(chu), vec![fact], dates);
    }

    // 畢法 第五十法: read from the 畢法 rule itself (its facts name the two 貴人).
    if let Some(r) = crate::keti::bifa::readings(chart).into_iter().find(|r| r.id == "fa50") {
        let (branch, dates) = next_xun(chart);
        let about: Vec<About> = r.facts.iter().flat_map(|f| f.about.iter().copied()).collect();
        push(&FA50_XUN, branch, Unit::Day, about, r.facts, dates);
    }

    // 折腰格 / 成合之期: the 三合 in 三傳.
    let chuan = v.chuan();
    let mut distinct: Vec<Branch> = Vec::new();
    for b in chuan {
        if !distinct.contains(&b) {
            distinct.push(b);
        }
    }
    let chuan_about = || -> Vec<About> {
        let mut a = vec![About::Place(Place::Chu), About::Place(Place::Zhong), About::Place(Place::Mo)];
        a.extend(distinct.iter().map(|&b| About::Branch(b)));
        a
    };
    for triad in triads() {
        let inside: Vec<Branch> = triad.iter().copied().filter(|b| distinct.contains(b)).collect();
        let names = triad.iter().map(|b| b.hanzi()).collect::<String>();
        match inside.len() {
            2 => {
                let missing = *triad.iter().find(|b| !inside.contains(b)).expect("one missing");
                // 湊合格: 「若日辰偶足之，名湊合格」 — the day stem (its palace) or branch
                // supplies the missing one, and nothing is waited for.
                if missing == v.branch() || missing == v.lodge() {
                    continue;
                }
                let have = inside.iter().map(|b| b.hanzi()).collect::<String>();
                let fact = Fact::on(
                    format!("三傳有{have}，{names}三合缺{}，日干支不足之", missing.hanzi()),
                    chuan_about().into_iter().chain([About::Branch(missing)]),
                );
                push(&ZHEYAO, missing, Unit::Day, chuan_about(), vec![fact], next_days(chart, missing));
            }
            3 => {
                let tomb = triad[2];
                // 「如寅午戌日見天空則發」: with 天空 on one of the 三傳 the rule names no date.
                if chuan.iter().any(|&b| v.general(b) == General::Tiankong) {
                    continue;
                }
                let fact = Fact::on(
                    format!("三傳{}成{}三合，三傳不乘天空；{}為三合之季", chuan_hanzi(&chuan), names, tomb.hanzi()),
                    chuan_about().into_iter().chain([About::Branch(tomb)]),
                );
                push(&CHENGHE_MONTH, tomb, Unit::Month, chuan_about(), vec![fact.clone()], next_months(chart, tomb));
                push(&CHENGHE_DAY, tomb, Unit::Day, chuan_about(), vec![fact], next_days(chart, tomb));
            }
            _ => {}
        }
    }

    // 《壬歸》 「凡三傳合住，沖日方動」: the 三傳 one whole 三合 (天空 or not — this line
    // names no exception); each member's 沖, as the text does not say which.
    if let Some(triad) = triads().into_iter().find(|t| t.iter().all(|b| distinct.contains(b))) {
        let names = triad.iter().map(|b| b.hanzi()).collect::<String>();
        for b in triad {
            let c = b.opposite();
            let fact = Fact::on(
                format!("三傳{}合住（{}三合）；{}沖{}", chuan_hanzi(&chuan), names, c.hanzi(), b.hanzi()),
                chuan_about().into_iter().chain([About::Branch(c)]),
            );
            push(&HEZHU_CHONG, c, Unit::Day, chuan_about(), vec![fact], next_days(chart, c));
        }
    }

    // 「三傳相尾相沖，合日方住」: 初 clashes 中 and 中 clashes 末; the 六合 of each branch.
    if chuan[0].opposite() == chuan[1] && chuan[1].opposite() == chuan[2] {
        for &b in &distinct {
            let h = b.six_harmony();
            let fact = Fact::on(
                format!(
                    "初傳{}沖中傳{}，中傳{}沖末傳{}；{}合{}",
                    chuan[0].hanzi(),
                    chuan[1].hanzi(),
                    chuan[1].hanzi(),
                    chuan[2].hanzi(),
                    h.hanzi(),
                    b.hanzi()
                ),
                chuan_about().into_iter().chain([About::Branch(h)]),
            );
            push(&XIANGCHONG_HE, h, Unit::Day, chuan_about(), vec![fact], next_days(chart, h));
        }
    }
    out
}

/// The four 三合 (申子辰, 亥卯未, 寅午戌, 巳酉丑), each 長生, 帝旺, 墓 in that order.
fn triads() -> [[Branch; 3]; 4] {
    [Branch::Zi, Branch::Mao, Branch::Wu, Branch::You].map(|b| b.triad())
}

fn chuan_hanzi(chuan: &[Branch; 3]) -> String {
    chuan.iter().map(|b| b.hanzi()).collect()
}

fn void_pair(chart: &Chart) -> String {
    chart.xunkong.iter().map(|b| b.hanzi()).collect()
}

fn stage_word(stage: LifeStage) -> &'static str {
    match stage {
        LifeStage::Extinction => "絕",
        _ => "墓",
    }
}

/// The day pillar of the civil date `d` days after 1970-01-01.
fn day_pillar_of(d: i64) -> GanZhi {
    let (y, m, day) = civil_from_days(d);
    calendar::day_pillar(y, m, day)
}

/// The chart's own 干支 day as a civil day count: the local (or true solar) date, and
/// with 子初換日 the next date from 23:00 — the date whose day pillar the chart carries.
pub fn chart_day(chart: &Chart) -> i64 {
    let local: CivilDateTime = chart.calendar.local;
    let late = local.hour == 23 && chart.options.calendar.day_start == DayStart::ZiInitial;
    let d = days_from_civil(local.year, local.month, local.day) + i64::from(late);
    debug_assert_eq!(day_pillar_of(d), chart.day());
    d
}

/// The next [`DAYS`] days after the chart's day whose day branch is `b`.
pub fn next_days(chart: &Chart, b: Branch) -> Vec<Dated> {
    let start = chart_day(chart);
    (start + 1..)
        .map(|d| (d, day_pillar_of(d)))
        .filter(|(_, p)| p.branch() == b)
        .take(DAYS)
        .map(|(d, pillar)| Dated { date: CivilDate::from_days(d), pillar })
        .collect()
}

/// The first day of the next 旬 (its 甲 day) and its branch.
pub fn next_xun(chart: &Chart) -> (Branch, Vec<Dated>) {
    let start = chart_day(chart);
    let (d, pillar) =
        (start + 1..).map(|d| (d, day_pillar_of(d))).find(|(_, p)| p.stem() == Stem::Jia).expect("a 甲 day within ten");
    (pillar.branch(), vec![Dated { date: CivilDate::from_days(d), pillar }])
}

/// The 節 that opens the month of branch `b`: 寅 立春 (315°), 卯 驚蟄, … 子 大雪, 丑 小寒.
pub fn opening_term(b: Branch) -> SolarTerm {
    let longitude = (315 + 30 * b.since(Branch::Yin)) % 360;
    SolarTerm::from_longitude(longitude as u16).expect("a multiple of 15°")
}

/// The local civil date of a UTC instant on the chart's clock.
fn local_date(chart: &Chart, unix: f64) -> CivilDate {
    let local = unix.floor() as i64 + i64::from(chart.calendar.moment.offset_minutes) * 60;
    CivilDate::from_days(local.div_euclid(86_400))
}

/// The next [`MONTHS_OR_YEARS`] months of branch `b` after the chart's moment: the civil
/// date on which each opening 節 falls, with the month pillar it opens.
pub fn next_months(chart: &Chart, b: Branch) -> Vec<Dated> {
    let moment = chart.calendar.moment;
    let year = CivilDateTime::from_seconds(moment.unix).year;
    let term = opening_term(b);
    let mut instants: Vec<f64> = (year..=year + 2)
        .filter_map(|y| astro::solar_term_instant(y, term).ok())
        .filter(|&t| t > moment.unix as f64)
        .collect();
    instants.sort_by(f64::total_cmp);
    instants
        .into_iter()
        .filter_map(|t| {
            // The month pillar a minute after the 節.
            let after = calendar::Moment { unix: t.ceil() as i64 + 60, offset_minutes: moment.offset_minutes };
            let cal = calendar::calendar(after, None, calendar::CalendarOptions::default()).ok()?;
            Some(Dated { date: local_date(chart, t), pillar: cal.pillars.month })
        })
        .take(MONTHS_OR_YEARS)
        .collect()
}

/// The next [`MONTHS_OR_YEARS`] years of branch `b` after the chart's moment: the civil
/// date of each one's 立春, with its year pillar.
pub fn next_years(chart: &Chart, b: Branch) -> Vec<Dated> {
    let moment = chart.calendar.moment;
    let year = CivilDateTime::from_seconds(moment.unix).year;
    (year..=year + 25)
        .filter(|&y| GanZhi::of_year(i64::from(y)).branch() == b)
        .filter_map(|y| {
            let t = astro::solar_term_instant(y, SolarTerm::LiChun).ok()?;
            (t > moment.unix as f64)
                .then(|| Dated { date: local_date(chart, t), pillar: GanZhi::of_year(i64::from(y)) })
        })
        .take(MONTHS_OR_YEARS)
        .collect()
}

/// The dates of branch `b` in `unit` after the chart's moment.
pub fn project(chart: &Chart, b: Branch, unit: Unit) -> Vec<Dated> {
    match unit {
        Unit::Day => next_days(chart, b),
        Unit::Month => next_months(chart, b),
        Unit::Year => next_years(chart, b),
    }
}

/// The ids of the seed text's 遲速 and 已往未來 readings (卷中 703, 705, 709, 711).
pub const PACE_IDS: [&str; 4] = ["quick.chisu.703", "quick.chisu.705", "quick.yiwang.709", "quick.yiwang.711"];

/// 遲速 and 已往未來 (卷中 lines 701–711) for each 類神 (or, with none, for 初傳): how soon
/// and whether past or to come, as the seed text reads it — readings of the one model
/// from the 卷中 family, each once.
pub fn pace(chart: &Chart, lei: &[Branch]) -> Vec<Reading> {
    let subjects: Vec<Option<Branch>> =
        if lei.is_empty() { vec![None] } else { lei.iter().map(|&b| Some(b)).collect() };
    let mut out: Vec<Reading> = Vec::new();
    for s in subjects {
        for r in crate::readings::readings(chart, s) {
            if PACE_IDS.contains(&r.id.as_ref()) && !out.iter().any(|o| o.id == r.id && o.facts == r.facts) {
                out.push(r);
            }
        }
    }
    out
}
