//! 斷 Duàn — one model of a reading, for every rule family.
//!
//! Whatever family a rule belongs to — a 神煞 of 卷中, a 課體, a line of the
//! 畢法賦, a 格 or quick reading of 卷中, a judgement of 射覆 or 怪異 — what it
//! finds in a chart is a [`Reading`]: which rule (family and id), its title,
//! the passage(s) it rests on with their [`Source`], the verse where there is
//! one, the variant where the text keeps two readings, the tone the source
//! itself states (never invented), and the [`Fact`]s of this chart that make it
//! fire, each saying what in the chart it is about ([`About`]). Views filter
//! and group readings; they never re-derive them.
//!
//! This module holds only the types; [`crate::ask::for_chart`] gives every
//! reading of every family for a chart and a question (so that the families,
//! which build readings, and the module that gathers them do not import each other).

use core::fmt;
use core::str::FromStr;
use std::borrow::Cow;

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::cycle::{Branch, Stem};

/// 家 — the rule families.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// 神煞 of the first seed text's tables.
    Shensha,
    /// 課體 (the named patterns of 《六壬大全》 and the books it cites).
    Keti,
    /// 畢法賦.
    Bifa,
    /// 卷中: the 格 and the quick readings of the first seed text.
    Juanzhong,
    /// 射覆占 of the second seed text.
    Shefu,
    /// 怪異占 of the second seed text.
    Guaiyi,
    /// 占類 — a question topic's own verdict lines from the books' 占 chapters
    /// (求財, 婚姻 …; see [`crate::topic`]).
    Zhanlei,
}

impl Family {
    /// Every family, in the order the page shows them.
    pub const ALL: [Family; 7] = [
        Family::Keti,
        Family::Shensha,
        Family::Juanzhong,
        Family::Bifa,
        Family::Shefu,
        Family::Guaiyi,
        Family::Zhanlei,
    ];

    /// The stable key: `shensha`, `keti`, `bifa`, `juanzhong`, `shefu`, `guaiyi`, `zhanlei`.
    ///
    /// ```
    /// use liuren_core::reading::Family;
    /// assert_eq!(Family::Juanzhong.key(), "juanzhong");
    /// assert_eq!("bifa".parse::<Family>(), Ok(Family::Bifa));
    /// ```
    pub fn key(self) -> &'static str {
        match self {
            Family::Shensha => "shensha",
            Family::Keti => "keti",
            Family::Bifa => "bifa",
            Family::Juanzhong => "juanzhong",
            Family::Shefu => "shefu",
            Family::Guaiyi => "guaiyi",
            Family::Zhanlei => "zhanlei",
        }
    }

    /// The name in traditional characters.
    pub fn hanzi(self) -> &'static str {
        match self {
            Family::Shensha => "神煞",
            Family::Keti => "課體",
            Family::Bifa => "畢法",
            Family::Juanzhong => "卷中",
            Family::Shefu => "射覆",
            Family::Guaiyi => "怪異",
            Family::Zhanlei => "占類",
        }
    }
}

impl FromStr for Family {
    type Err = ();
    fn from_str(s: &str) -> Result<Family, ()> {
        Family::ALL.into_iter().find(|f| f.key() == s).ok_or(())
    }
}

/// 底本 — the two seed texts the project quotes (kept in `crates/liuren-core/texts/`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seed {
    /// `000_aca81fbd294816a3.txt`: 卷中 (traditional characters, read with ERRATA.md).
    First,
    /// `002_65f2bd96db15aa00.txt`: 射覆占 and 怪異占 (simplified characters).
    Second,
}

impl Seed {
    /// The file name in `texts/`.
    pub fn file(self) -> &'static str {
        match self {
            Seed::First => "000_aca81fbd294816a3.txt",
            Seed::Second => "002_65f2bd96db15aa00.txt",
        }
    }

    /// The sections of the text by their first line, in order: (first line, name).
    /// Checked against the headings of the text in `tests/reading_model.rs`.
    pub fn sections(self) -> &'static [(u32, &'static str)] {
        match self {
            // 卷中's headings as the file has them (日乾 read 日干, as ERRATA.md says).
            Seed::First => &[
                (3, "分野"),
                (51, "星宿"),
                (133, "北斗七星"),
                (137, "歲星二十星"),
                (143, "星煞"),
                (145, "歲煞"),
                (183, "四季星煞"),
                (221, "月星煞"),
                (293, "日干星煞"),
                (323, "日支星煞"),
                (357, "又煞三種"),
                (365, "旺相休囚死"),
                (375, "長生十二神起例"),
                (381, "長生"),
                (391, "沐浴"),
                (395, "冠帶"),
                (399, "臨官"),
                (407, "帝旺"),
                (411, "衰"),
                (415, "病"),
                (419, "死"),
                (423, "墓"),
                (455, "絕"),
                (459, "胎"),
                (463, "養"),
                (467, "德"),
                (487, "合"),
                (533, "德合立成"),
                (547, "鬼"),
                (579, "刑"),
                (589, "沖"),
                (605, "破"),
                (611, "害"),
                (619, "始終"),
                (627, "純雜"),
                (635, "數目"),
                (647, "顏色"),
                (659, "新舊"),
                (669, "親疏"),
                (679, "遠近"),
                (689, "眾寡"),
                (701, "遲速"),
                (707, "已往未來"),
            ],
            Seed::Second => &[(1, "射覆占"), (465, "怪異占")],
        }
    }

    /// The section `line` belongs to.
    ///
    /// ```
    /// use liuren_core::reading::Seed;
    /// assert_eq!(Seed::Second.section_of(333), Some("射覆占"));
    /// assert_eq!(Seed::Second.section_of(477), Some("怪異占"));
    /// ```
    pub fn section_of(self, line: u32) -> Option<&'static str> {
        self.sections().iter().rev().find(|&&(start, _)| start <= line).map(|&(_, name)| name)
    }
}

/// 出處 Chūchù — where a passage stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// A line of one of the seed texts (1-based).
    Seed {
        /// Which text.
        text: Seed,
        /// Its line.
        line: u32,
    },
    /// A printed book: its title and where in it (volume, chapter, page, and the
    /// reading when a chapter keeps several), as one string.
    Book {
        /// The title without brackets, e.g. 六壬大全.
        book: &'static str,
        /// Volume, chapter and page, e.g. 第十冊 畢法賦上 第一法 頁475-479.
        place: &'static str,
    },
}

impl Source {
    /// A line of the first seed text.
    pub const fn first(line: u32) -> Source {
        Source::Seed { text: Seed::First, line }
    }

    /// A line of the second seed text.
    pub const fn second(line: u32) -> Source {
        Source::Seed { text: Seed::Second, line }
    }

    /// A book citation written as `《書》place`; anything else is kept whole as the place.
    ///
    /// ```
    /// use liuren_core::reading::Source;
    /// let s = Source::cited("《六壬大全》第一冊 起例·賊克法 (頁8)");
    /// assert_eq!(s, Source::Book { book: "六壬大全", place: "第一冊 起例·賊克法 (頁8)" });
    /// assert_eq!(s.to_string(), "《六壬大全》第一冊 起例·賊克法 (頁8)");
    /// ```
    pub fn cited(s: &'static str) -> Source {
        match s.strip_prefix('《').and_then(|r| r.split_once('》')) {
            Some((book, place)) => Source::Book { book, place: place.trim_start() },
            None => Source::Book { book: "", place: s },
        }
    }

    /// The seed text's line, when it is one.
    pub fn line(self) -> Option<u32> {
        match self {
            Source::Seed { line, .. } => Some(line),
            Source::Book { .. } => None,
        }
    }

    /// The section of the seed text the line stands in (射覆占, 怪異占, 墓 …).
    pub fn section(self) -> Option<&'static str> {
        match self {
            Source::Seed { text, line } => text.section_of(line),
            Source::Book { .. } => None,
        }
    }
}

/// `卷中 第637行`, `射覆占 第333行`, `《六壬大全》第十冊 …`.
impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Source::Seed { text: Seed::First, line } => write!(f, "卷中 第{line}行"),
            Source::Seed { text: Seed::Second, line } => {
                write!(f, "{} 第{line}行", Seed::Second.section_of(line).unwrap_or(""))
            }
            Source::Book { book: "", place } => f.write_str(place),
            Source::Book { book, place } => write!(f, "《{book}》{place}"),
        }
    }
}

/// 原文 Yuánwén — a passage: where it stands and its words.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Passage {
    /// Where.
    pub source: Source,
    /// The words as printed (a substring of the seed text's line, or the book's words as transcribed).
    pub printed: &'static str,
    /// The words as shown, when they differ from the printed ones (卷中 in the
    /// reading of ERRATA.md: 醜 → 丑, 乾 → 干 …).
    pub shown: Option<String>,
}

impl Passage {
    /// A passage shown as printed.
    pub fn new(source: Source, printed: &'static str) -> Passage {
        Passage { source, printed, shown: None }
    }

    /// The words to show.
    pub fn text(&self) -> &str {
        self.shown.as_deref().unwrap_or(self.printed)
    }
}

/// Serialised as `{"source", "text", "line", "section", "printed"}` (`line` and `section` for the seed texts).
impl Serialize for Passage {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("source", &self.source.to_string())?;
        m.serialize_entry("text", self.text())?;
        if let Some(line) = self.source.line() {
            m.serialize_entry("line", &line)?;
            m.serialize_entry("section", &self.source.section())?;
        }
        if self.shown.is_some() {
            m.serialize_entry("printed", self.printed)?;
        }
        m.end()
    }
}

/// 位 — a place in the chart a fact can be about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Place {
    /// 日干 (the day stem; the querent).
    DayStem,
    /// 日支 (the day branch; the other side, the house).
    DayBranch,
    /// 干上 — the first lesson's upper.
    GanShang,
    /// 干陰 — the second lesson's upper.
    GanYin,
    /// 支上 — the third lesson's upper.
    ZhiShang,
    /// 支陰 — the fourth lesson's upper.
    ZhiYin,
    /// 初傳 (發用).
    Chu,
    /// 中傳.
    Zhong,
    /// 末傳.
    Mo,
    /// 本命 of the querent.
    BenMing,
    /// 行年 of the querent.
    XingNian,
    /// 本命 of the partner.
    PartnerBenMing,
    /// 行年 of the partner.
    PartnerXingNian,
    /// 占時.
    Hour,
    /// 月將.
    MonthGeneral,
    /// 類神 — what the question is about, when it is given.
    Lei,
}

impl Place {
    /// The name as a fact's `about` writes it.
    pub fn hanzi(self) -> &'static str {
        match self {
            Place::DayStem => "日干",
            Place::DayBranch => "日支",
            Place::GanShang => "干上",
            Place::GanYin => "干陰",
            Place::ZhiShang => "支上",
            Place::ZhiYin => "支陰",
            Place::Chu => "初傳",
            Place::Zhong => "中傳",
            Place::Mo => "末傳",
            Place::BenMing => "本命",
            Place::XingNian => "行年",
            Place::PartnerBenMing => "配偶本命",
            Place::PartnerXingNian => "配偶行年",
            Place::Hour => "占時",
            Place::MonthGeneral => "月將",
            Place::Lei => "類神",
        }
    }

    /// The lesson uppers and the transmissions, in order 干上 干陰 支上 支陰 初傳 中傳 末傳.
    pub const SLOTS: [Place; 7] =
        [Place::GanShang, Place::GanYin, Place::ZhiShang, Place::ZhiYin, Place::Chu, Place::Zhong, Place::Mo];

    /// The three transmissions.
    pub const CHUAN: [Place; 3] = [Place::Chu, Place::Zhong, Place::Mo];
}

/// 所涉 — one thing a fact is about: a (heaven) branch, a stem, or a place of the chart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum About {
    /// A branch, read on the heaven plate unless the fact says 地盤.
    Branch(Branch),
    /// A stem (the day stem, a 遁干, a year stem …).
    Stem(Stem),
    /// A place: 干上, 初傳, 行年 ….
    Place(Place),
}

impl About {
    /// As written in `about`: `酉`, `甲`, `初傳`.
    pub fn hanzi(self) -> &'static str {
        match self {
            About::Branch(b) => b.hanzi(),
            About::Stem(s) => s.hanzi(),
            About::Place(p) => p.hanzi(),
        }
    }
}

impl From<Branch> for About {
    fn from(b: Branch) -> About {
        About::Branch(b)
    }
}

impl From<Stem> for About {
    fn from(s: Stem) -> About {
        About::Stem(s)
    }
}

impl From<Place> for About {
    fn from(p: Place) -> About {
        About::Place(p)
    }
}

impl Serialize for About {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.hanzi())
    }
}

/// 事實 — one fact of the chart a reading rests on: the words (traditional
/// characters) and what it is about.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fact {
    /// The fact in words, e.g. 「干上未 為甲之墓」.
    pub text: String,
    /// What it concerns, each once, in the order given.
    pub about: Vec<About>,
}

impl Fact {
    /// A fact about nothing in particular (the whole chart, the day).
    pub fn new(text: impl Into<String>) -> Fact {
        Fact { text: text.into(), about: Vec::new() }
    }

    /// A fact about `about`.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// use liuren_core::reading::{About, Fact, Place};
    /// let f = Fact::on("干上未 為甲之墓", [About::Place(Place::GanShang), Branch::Wei.into()]);
    /// assert!(f.concerns(Branch::Wei.into()) && f.concerns(Place::GanShang.into()));
    /// ```
    pub fn on(text: impl Into<String>, about: impl IntoIterator<Item = About>) -> Fact {
        Fact::new(text).and(about)
    }

    /// Also about `more` (each thing once).
    pub fn and(mut self, more: impl IntoIterator<Item = About>) -> Fact {
        for a in more {
            if !self.about.contains(&a) {
                self.about.push(a);
            }
        }
        self
    }

    /// Whether the fact concerns `a`.
    pub fn concerns(&self, a: About) -> bool {
        self.about.contains(&a)
    }
}

impl From<String> for Fact {
    fn from(text: String) -> Fact {
        Fact::new(text)
    }
}

impl From<&str> for Fact {
    fn from(text: &str) -> Fact {
        Fact::new(text)
    }
}

/// Serialised as `{"text", "about": [...]}`.
impl Serialize for Fact {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(2))?;
        m.serialize_entry("text", &self.text)?;
        m.serialize_entry("about", &self.about)?;
        m.end()
    }
}

/// 吉凶 — the tone a source itself states for a reading (never inferred).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tone {
    /// 吉.
    Good,
    /// 凶.
    Bad,
    /// 吉凶: the passage gives both (吉 in one case, 凶 in another).
    Mixed,
}

impl Tone {
    /// `吉`, `凶`, `吉凶`.
    pub fn hanzi(self) -> &'static str {
        match self {
            Tone::Good => "吉",
            Tone::Bad => "凶",
            Tone::Mixed => "吉凶",
        }
    }
}

impl Serialize for Tone {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.hanzi())
    }
}

/// 斷 — what one rule finds in one chart.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    /// The rule's family.
    pub family: Family,
    /// The rule's id, stable and unique within the family (`yuanshou`,
    /// `bifa.9`, `tomb.sit`, …).
    pub id: Cow<'static, str>,
    /// The kind within the family (卷中's 墓, 德, 印 …; 射覆's headings), as named in the source.
    pub kind: Option<&'static str>,
    /// The title, in traditional characters (元首, the 畢法 line, 干支坐墓, 數目 …).
    pub title: Cow<'static, str>,
    /// The answer the rule gives, where it gives one in words of its own (a quick
    /// reading's or a judgement's verdict, the value of a 神煞).
    pub verdict: Option<String>,
    /// The passages it rests on (at least one).
    pub passages: Vec<Passage>,
    /// The verse, where the rule has one (課體).
    pub verse: Option<&'static str>,
    /// The reading's label, where the text keeps several side by side.
    pub variant: Option<&'static str>,
    /// The tone the source states, if it states one.
    pub tone: Option<Tone>,
    /// The facts of this chart that make it fire.
    pub facts: Vec<Fact>,
}

impl Reading {
    /// A reading with one passage and no verdict, verse, variant or tone.
    pub fn new(
        family: Family,
        id: impl Into<Cow<'static, str>>,
        title: impl Into<Cow<'static, str>>,
        passage: Passage,
        facts: Vec<Fact>,
    ) -> Reading {
        Reading {
            family,
            id: id.into(),
            kind: None,
            title: title.into(),
            verdict: None,
            passages: vec![passage],
            verse: None,
            variant: None,
            tone: None,
            facts,
        }
    }

    /// Whether any fact concerns `a`.
    pub fn concerns(&self, a: About) -> bool {
        self.facts.iter().any(|f| f.concerns(a))
    }

    /// The first passage.
    pub fn passage(&self) -> &Passage {
        &self.passages[0]
    }
}

/// Serialised as `{"family","id","kind","title","verdict","passages","verse","variant","tone","facts"}`.
impl Serialize for Reading {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(10))?;
        m.serialize_entry("family", self.family.key())?;
        m.serialize_entry("id", &self.id)?;
        m.serialize_entry("kind", &self.kind)?;
        m.serialize_entry("title", &self.title)?;
        m.serialize_entry("verdict", &self.verdict)?;
        m.serialize_entry("passages", &self.passages)?;
        m.serialize_entry("verse", &self.verse)?;
        m.serialize_entry("variant", &self.variant)?;
        m.serialize_entry("tone", &self.tone)?;
        m.serialize_entry("facts", &self.facts)?;
        m.end()
    }
}

/// 占類 Zhànlèi — what kind of question is asked: a general question, one of the
/// topics of the books' 占 chapters (求財, 婚姻 … with their 類神 and verdict lines
/// in [`crate::topic`]), or 射覆 / 怪異 of the second seed text.
///
/// The keys `shefu`, `guaiyi` and the names `射覆`, `怪異` are the ones share links
/// (`cat=`) and saved charts have always stored; they still parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Category {
    /// A question of no particular kind (or none).
    #[default]
    General,
    /// 求財 — money, gain.
    Qiucai,
    /// 婚姻 — marriage.
    Hunyin,
    /// 孕產 — pregnancy and birth.
    Yunchan,
    /// 疾病 — illness.
    Jibing,
    /// 詞訟 — a lawsuit.
    Cisong,
    /// 失物 — a lost thing.
    Shiwu,
    /// 盜賊 — a thief.
    Daozei,
    /// 逃亡 — someone who ran away.
    Taowang,
    /// 行人 — will someone away come back.
    Xingren,
    /// 出行 — setting out on a journey.
    Chuxing,
    /// 求官 — office and rank (功名).
    Qiuguan,
    /// 家宅 — the house.
    Jiazhai,
    /// 天時 — the weather.
    Tianshi,
    /// 謀望 — a plan, a hope.
    Mouwang,
    /// 射覆 — a hidden thing.
    Shefu,
    /// 怪異 — a portent.
    Guaiyi,
}

impl Category {
    /// Every category, in the form's order.
    pub const ALL: [Category; 17] = [
        Category::General,
        Category::Qiucai,
        Category::Hunyin,
        Category::Yunchan,
        Category::Jibing,
        Category::Cisong,
        Category::Shiwu,
        Category::Daozei,
        Category::Taowang,
        Category::Xingren,
        Category::Chuxing,
        Category::Qiuguan,
        Category::Jiazhai,
        Category::Tianshi,
        Category::Mouwang,
        Category::Shefu,
        Category::Guaiyi,
    ];

    /// The key share links and the CLI use: ``, `qiucai`, `hunyin` … `shefu`, `guaiyi`.
    pub fn key(self) -> &'static str {
        match self {
            Category::General => "",
            Category::Qiucai => "qiucai",
            Category::Hunyin => "hunyin",
            Category::Yunchan => "yunchan",
            Category::Jibing => "jibing",
            Category::Cisong => "cisong",
            Category::Shiwu => "shiwu",
            Category::Daozei => "daozei",
            Category::Taowang => "taowang",
            Category::Xingren => "xingren",
            Category::Chuxing => "chuxing",
            Category::Qiuguan => "qiuguan",
            Category::Jiazhai => "jiazhai",
            Category::Tianshi => "tianshi",
            Category::Mouwang => "mouwang",
            Category::Shefu => "shefu",
            Category::Guaiyi => "guaiyi",
        }
    }

    /// The name stored in saved charts and shown: ``, `求財`, `婚姻` … `射覆`, `怪異`.
    pub fn hanzi(self) -> &'static str {
        match self {
            Category::General => "",
            Category::Qiucai => "求財",
            Category::Hunyin => "婚姻",
            Category::Yunchan => "孕產",
            Category::Jibing => "疾病",
            Category::Cisong => "詞訟",
            Category::Shiwu => "失物",
            Category::Daozei => "盜賊",
            Category::Taowang => "逃亡",
            Category::Xingren => "行人",
            Category::Chuxing => "出行",
            Category::Qiuguan => "求官",
            Category::Jiazhai => "家宅",
            Category::Tianshi => "天時",
            Category::Mouwang => "謀望",
            Category::Shefu => "射覆",
            Category::Guaiyi => "怪異",
        }
    }

    /// Other names read for the category: the simplified forms, and 功名 for 求官.
    fn aliases(self) -> &'static [&'static str] {
        match self {
            Category::Qiucai => &["求财"],
            Category::Yunchan => &["孕产"],
            Category::Cisong => &["词讼"],
            Category::Daozei => &["盗贼"],
            Category::Qiuguan => &["功名"],
            Category::Tianshi => &["天时"],
            Category::Mouwang => &["谋望"],
            Category::Guaiyi => &["怪异"],
            _ => &[],
        }
    }

    /// The family of readings the category adds, if any: 射覆, 怪異, or the
    /// topic's own verdict lines (占類).
    pub fn family(self) -> Option<Family> {
        match self {
            Category::General => None,
            Category::Shefu => Some(Family::Shefu),
            Category::Guaiyi => Some(Family::Guaiyi),
            _ => Some(Family::Zhanlei),
        }
    }

    /// Whether this is one of the topics of the books' 占 chapters (not general,
    /// 射覆 or 怪異).
    pub fn is_topic(self) -> bool {
        self.family() == Some(Family::Zhanlei)
    }

    /// Every key but the general one's, as an error message lists them.
    pub fn keys() -> String {
        Category::ALL.iter().skip(1).map(|c| c.key()).collect::<Vec<_>>().join(", ")
    }
}

/// A category that is not known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryError(pub String);

impl fmt::Display for CategoryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a question category (one of: {}; their names 求財 … 射覆 怪異; or empty)",
            self.0,
            Category::keys()
        )
    }
}

impl std::error::Error for CategoryError {}

impl FromStr for Category {
    type Err = CategoryError;
    /// The key, the traditional or simplified name, or empty/`general`/`一般`.
    ///
    /// ```
    /// use liuren_core::reading::Category;
    /// assert_eq!("射覆".parse(), Ok(Category::Shefu));
    /// assert_eq!("shefu".parse(), Ok(Category::Shefu));
    /// assert_eq!("怪异".parse(), Ok(Category::Guaiyi));
    /// assert_eq!("求財".parse(), Ok(Category::Qiucai));
    /// assert_eq!("qiucai".parse(), Ok(Category::Qiucai));
    /// assert_eq!("功名".parse(), Ok(Category::Qiuguan));
    /// assert_eq!("".parse(), Ok(Category::General));
    /// assert!("weather".parse::<Category>().is_err());
    /// ```
    fn from_str(s: &str) -> Result<Category, CategoryError> {
        let s = s.trim();
        if s == "general" || s == "一般" {
            return Ok(Category::General);
        }
        Category::ALL
            .into_iter()
            .find(|c| c.key() == s || c.hanzi() == s || c.aliases().contains(&s))
            .ok_or_else(|| CategoryError(s.chars().take(32).collect()))
    }
}
