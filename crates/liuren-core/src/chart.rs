//! 課式 — the whole chart: calendar, plate, generals, four lessons, three
//! transmissions, and what every palace carries (遁干, 六親, 旺相, 長生, 年命).

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::calendar::{calendar, CalendarError, CalendarFacts, CalendarOptions, Moment, Place};
use crate::cycle::{Branch, ByBranch, GanZhi, Stem, StemOrBranch};
use crate::generals::{General, Generals, NobleRules};
use crate::lessons::FourLessons;
use crate::plate::Plate;
use crate::relations::{season_element, Kin, LifeStage, Vitality};
use crate::transmissions::{transmissions_of, Method, TransmissionRules, Transmissions};

/// How day (晝) and night (夜) are told apart for 貴人.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum DayNightRule {
    /// Hours 卯 to 申 are day (the fixed 卯/酉 convention named in 《六壬大全》
    /// 畢法 第三十九法 as the common practice).
    #[default]
    MaoToShen,
    /// Hours 寅 to 酉 are day: 《占事略決》 第三章 「從寅至酉為旦，從戌至丑為暮」.
    YinToYou,
    /// Between the real sunrise and sunset at the place: 《六壬大全》 畢法 第三十九法
    /// 「日出日入之時極準」. Needs a place.
    Sunrise,
    /// Set by hand: day.
    Day,
    /// Set by hand: night.
    Night,
}

/// 性別 — for 行年.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Sex {
    /// 男: 行年 from 丙寅 forward.
    Male,
    /// 女: 行年 from 壬申 backward.
    Female,
}

/// The person asking, for 年命.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Querent {
    /// Birth year (the year pillar's year, i.e. counted from 立春).
    pub birth_year: i32,
    /// Sex.
    pub sex: Sex,
}

/// Every school option, with its documented default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ChartOptions {
    /// Day boundary and true solar time.
    #[serde(default)]
    pub calendar: CalendarOptions,
    /// 涉害, 伏吟 on 卯 days, duplicate lessons, 遙克 ties.
    #[serde(default)]
    pub transmissions: TransmissionRules,
    /// 貴人 table.
    #[serde(default)]
    pub noble: NobleRules,
    /// 晝夜.
    #[serde(default)]
    pub day_night: DayNightRule,
    /// 天空 before or behind 貴人 (for every rule that reads 前/後 of 貴人).
    #[serde(default)]
    pub tiankong: crate::generals::TiankongSide,
}

/// What the user typed: a moment, maybe a place, maybe hand-set 月將/占時, maybe a querent.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct CastInput {
    /// The moment of the question.
    pub moment: Moment,
    /// Where (for true solar time and sunrise).
    #[serde(default)]
    pub place: Option<Place>,
    /// 月將 set by hand (活時).
    #[serde(default)]
    pub month_general: Option<Branch>,
    /// 占時 set by hand (活時).
    #[serde(default)]
    pub hour_branch: Option<Branch>,
    /// For 年命.
    #[serde(default)]
    pub querent: Option<Querent>,
    /// A second person (husband or wife of the querent), for the 課 read from
    /// the 行年 of husband and wife (繁昌, 解離).
    #[serde(default)]
    pub partner: Option<Querent>,
}

impl CastInput {
    /// Just a moment.
    pub fn at(moment: Moment) -> CastInput {
        CastInput { moment, place: None, month_general: None, hour_branch: None, querent: None, partner: None }
    }
}

/// Why a chart could not be cast.
#[derive(Debug, Clone, PartialEq)]
pub enum CastError {
    /// The calendar failed (range, place).
    Calendar(CalendarError),
    /// The birth year is not before or at the year of the chart.
    BadBirthYear(i32),
}

impl fmt::Display for CastError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CastError::Calendar(e) => e.fmt(f),
            CastError::BadBirthYear(y) => {
                write!(f, "birth year {y} must be at or before the chart's year and within 120 years of it")
            }
        }
    }
}

impl std::error::Error for CastError {}

impl From<CalendarError> for CastError {
    fn from(e: CalendarError) -> CastError {
        CastError::Calendar(e)
    }
}

/// What one palace (one earth branch with the heaven branch over it) carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Palace {
    /// 地盤.
    pub earth: Branch,
    /// 天盤 — the heaven branch over it.
    pub heaven: Branch,
    /// The general riding the heaven branch.
    pub general: General,
    /// 遁干 of the heaven branch (none on the 旬空 pair).
    pub stem: Option<Stem>,
    /// 旬空: the heaven branch is void.
    pub void: bool,
    /// 六親 of the heaven branch to the day stem.
    pub kin: Kin,
    /// 旺相休囚死 of the heaven branch in the month.
    pub vitality: Vitality,
    /// 十二長生 stage of the heaven branch for the day stem (八長生).
    pub stage: LifeStage,
}

/// A lesson as shown: its halves and the general over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct LessonView {
    /// The heaven branch above.
    pub upper: Branch,
    /// The stem or branch below.
    pub lower: StemOrBranch,
    /// The general riding the upper.
    pub general: General,
    /// 遁干 of the upper.
    pub stem: Option<Stem>,
    /// 六親 of the upper.
    pub kin: Kin,
}

/// A transmission as shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct TransmissionView {
    /// The branch.
    pub branch: Branch,
    /// The general riding it.
    pub general: General,
    /// 遁干.
    pub stem: Option<Stem>,
    /// 六親 to the day stem.
    pub relation: Kin,
    /// 旺相休囚死.
    pub vitality: Vitality,
    /// 十二長生 for the day stem.
    pub stage: LifeStage,
    /// 旬空.
    pub void: bool,
}

/// 年命 — the querent's birth branch and yearly position, placed on the plate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct YearFate {
    /// Birth year.
    pub birth_year: i32,
    /// Sex (which way 行年 runs; husband or wife).
    pub sex: Sex,
    /// 本命 — the birth year's 干支.
    pub ben_ming: GanZhi,
    /// The heaven branch over 本命 on the earth plate.
    pub ben_ming_upper: Branch,
    /// 虛歲 — age counted from 1 in the birth year, by 立春 years.
    pub age: i32,
    /// 行年 — 男 from 丙寅 forward, 女 from 壬申 backward, one place a year.
    pub xing_nian: GanZhi,
    /// The heaven branch over the 行年 branch.
    pub xing_nian_upper: Branch,
}

/// 行年 of a querent of `age` (虛歲, from 1): 男起丙寅順行, 女起壬申逆行.
///
/// ```
/// use liuren_core::chart::{xing_nian, Sex};
/// assert_eq!(xing_nian(1, Sex::Male).hanzi(), "丙寅");
/// assert_eq!(xing_nian(2, Sex::Male).hanzi(), "丁卯");
/// assert_eq!(xing_nian(2, Sex::Female).hanzi(), "辛未");
/// ```
pub fn xing_nian(age: i32, sex: Sex) -> GanZhi {
    let steps = i64::from(age - 1);
    match sex {
        Sex::Male => GanZhi::new(Stem::Bing, Branch::Yin).expect("丙寅").wrapping_add(steps),
        Sex::Female => GanZhi::new(Stem::Ren, Branch::Shen).expect("壬申").wrapping_add(-steps),
    }
}

/// The whole chart.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Chart {
    /// Calendar facts of the moment.
    pub calendar: CalendarFacts,
    /// The options it was cast with.
    pub options: ChartOptions,
    /// 月將 used (from the 中氣, or set by hand).
    pub month_general: Branch,
    /// 占時 used.
    pub hour_branch: Branch,
    /// Whether 月將 or 占時 were set by hand.
    pub hand_set: bool,
    /// 晝 (true) or 夜.
    pub daytime: bool,
    /// The day's two void branches.
    pub xunkong: [Branch; 2],
    /// The heaven plate.
    pub plate: Plate,
    /// The twelve palaces in earth order 子…亥.
    pub palaces: ByBranch<Palace>,
    /// 貴人's heaven branch and the direction of the generals.
    pub noble: Branch,
    /// 順 (true) or 逆.
    pub generals_forward: bool,
    /// 四課, first to fourth.
    pub lessons: [LessonView; 4],
    /// 三傳 with method and trace.
    pub transmissions: Transmissions,
    /// 初 中 末 as shown.
    pub chuan: [TransmissionView; 3],
    /// 年命, when a querent was given.
    pub fate: Option<YearFate>,
    /// 年命 of the partner, when one was given (computed like `fate`).
    pub partner_fate: Option<YearFate>,
}

impl Chart {
    /// The day pillar.
    pub fn day(&self) -> GanZhi {
        self.calendar.pillars.day
    }

    /// The method's name.
    pub fn method(&self) -> Method {
        self.transmissions.method
    }
}

fn is_day_hour(rule: DayNightRule, hour: Branch) -> Option<bool> {
    match rule {
        DayNightRule::MaoToShen => Some((Branch::Mao..=Branch::Shen).contains(&hour)),
        DayNightRule::YinToYou => Some((Branch::Yin..=Branch::You).contains(&hour)),
        DayNightRule::Day => Some(true),
        DayNightRule::Night => Some(false),
        DayNightRule::Sunrise => None,
    }
}

/// Cast the chart of `input` with `options`.
pub fn cast(input: &CastInput, options: &ChartOptions) -> Result<Chart, CastError> {
    let cal = calendar(input.moment, input.place, options.calendar)?;
    let month_general = input.month_general.unwrap_or(cal.month_general);
    let hour_branch = input.hour_branch.unwrap_or(cal.hour_branch);
    let daytime = match is_day_hour(options.day_night, hour_branch) {
        Some(d) => d,
        None => {
            let place = input.place.ok_or(CalendarError::NeedsPlace("day and night by sunrise"))?;
            crate::astro::is_sun_up(input.moment.unix as f64, place.longitude, place.latitude)
        }
    };
    let fate_input = age_of(input.querent, cal.pillar_year)?;
    let partner_input = age_of(input.partner, cal.pillar_year)?;

    let day = cal.pillars.day;
    let stem = day.stem();
    let plate = Plate::new(month_general, hour_branch);
    let noble = options.noble.noble(stem, daytime);
    let generals = Generals::new(plate, noble);
    let four = FourLessons::new(day, plate);
    let transmissions = transmissions_of(day, plate, &four, options.transmissions);
    let season = season_element(cal.pillars.month.branch());
    let xunkong = day.xun_kong();

    let palaces = ByBranch::from_fn(|earth| {
        let heaven = plate.heaven_over(earth);
        Palace {
            earth,
            heaven,
            general: generals.on(heaven),
            stem: day.hidden_stem(heaven),
            void: xunkong.contains(&heaven),
            kin: Kin::of(stem, heaven.element()),
            vitality: Vitality::of(heaven.element(), season),
            stage: LifeStage::of_stem(stem, heaven),
        }
    });
    let lessons = four.0.map(|l| LessonView {
        upper: l.upper,
        lower: l.lower,
        general: generals.on(l.upper),
        stem: day.hidden_stem(l.upper),
        kin: Kin::of(stem, l.upper.element()),
    });
    let chuan = transmissions.branches.map(|b| TransmissionView {
        branch: b,
        general: generals.on(b),
        stem: day.hidden_stem(b),
        relation: Kin::of(stem, b.element()),
        vitality: Vitality::of(b.element(), season),
        stage: LifeStage::of_stem(stem, b),
        void: xunkong.contains(&b),
    });
    let fate = fate_input.map(|(q, age)| year_fate(plate, q, age));
    let partner_fate = partner_input.map(|(q, age)| year_fate(plate, q, age));

    Ok(Chart {
        calendar: cal,
        options: *options,
        month_general,
        hour_branch,
        hand_set: input.month_general.is_some() || input.hour_branch.is_some(),
        daytime,
        xunkong,
        plate,
        palaces,
        noble,
        generals_forward: generals.forward(),
        lessons,
        transmissions,
        chuan,
        fate,
        partner_fate,
    })
}

/// A person's 虛歲 in the chart's pillar year, if the birth year is in range.
fn age_of(person: Option<Querent>, pillar_year: i32) -> Result<Option<(Querent, i32)>, CastError> {
    let Some(q) = person else {
        return Ok(None);
    };
    let age = pillar_year - q.birth_year + 1;
    if !(1..=121).contains(&age) {
        return Err(CastError::BadBirthYear(q.birth_year));
    }
    Ok(Some((q, age)))
}

/// 年命 of a person of `age` on `plate`.
pub(crate) fn year_fate(plate: Plate, q: Querent, age: i32) -> YearFate {
    let ben_ming = GanZhi::of_year(i64::from(q.birth_year));
    let xn = xing_nian(age, q.sex);
    YearFate {
        birth_year: q.birth_year,
        sex: q.sex,
        ben_ming,
        ben_ming_upper: plate.heaven_over(ben_ming.branch()),
        age,
        xing_nian: xn,
        xing_nian_upper: plate.heaven_over(xn.branch()),
    }
}
