//! 農曆 Nónglì — the lunisolar calendar: civil date ↔ lunar year, month (閏
//! marked) and day, from the engine's own astronomy.
//!
//! The rule, as the published 農曆 (GB/T 33661-2017 《農曆的編算和頒行》) states it:
//! - days run midnight to midnight in China's time, UTC+8;
//! - a month begins on the day of a new moon (朔, [`crate::astro::moon`]);
//! - the month holding 冬至 is 十一月;
//! - a 歲 (冬至 to 冬至: from the 十一月 holding one to the 十一月 holding the
//!   next) with 13 months has one leap month: the first after that 十一月
//!   holding no 中氣 ([`crate::astro`]'s solar terms), which takes the number
//!   of the month before it; a 歲 of 12 months has none, even when one of its
//!   months holds no 中氣 (the 2033 case: 閏十一月, not 閏七月);
//! - the lunar year is numbered by the Gregorian year its 正月 begins in.
//!
//! Agreement with the published tables is tested in `tests/lunar.rs` (1901–2100).

use core::fmt;
use core::str::FromStr;

use crate::astro::{moon, solar_term_instant, AstroError, SolarTerm};
use crate::calendar::{civil_from_days, days_from_civil};

const DAY: f64 = 86_400.0;
/// The 農曆 reckons days in UTC+8.
const CHINA: f64 = 8.0 * 3600.0;

/// The day (counted from 1970-01-01) an instant falls on in UTC+8.
fn day_of(unix: f64) -> i64 {
    ((unix + CHINA) / DAY).floor() as i64
}

/// The first instant of a day in UTC+8.
fn start_of(day: i64) -> f64 {
    day as f64 * DAY - CHINA
}

/// A 農曆 date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LunarDate {
    /// The lunar year: the Gregorian year its 正月 begins in.
    pub year: i32,
    /// 1 (正月) ‥ 12 (十二月).
    pub month: u8,
    /// 閏月: the leap month, numbered as the month before it.
    pub leap: bool,
    /// 1 (初一) ‥ 30.
    pub day: u8,
    /// The month's length, 29 or 30 days.
    pub length: u8,
}

/// One month of the 農曆.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LunarMonth {
    /// The lunar year it belongs to.
    pub year: i32,
    /// 1 ‥ 12.
    pub month: u8,
    /// 閏月.
    pub leap: bool,
    /// Its 初一, as days since 1970-01-01.
    pub first: i64,
    /// 29 or 30.
    pub length: u8,
}

/// Why a lunar date has no civil date.
#[derive(Debug, Clone, PartialEq)]
pub enum LunarError {
    /// Outside the astronomy's years.
    Astro(AstroError),
    /// A month number outside 1‥12.
    BadMonth(u8),
    /// A 閏 month the year does not have; `leap` is the year's leap month, if any.
    NoSuchLeapMonth { year: i32, month: u8, leap: Option<u8> },
    /// A day the month does not have (day 30 of a 29-day month, day 0).
    BadDay { year: i32, month: u8, leap: bool, day: u8, length: u8 },
    /// Text that is not `YYYY-MM-DD` with an optional `L` before the month.
    Parse(String),
}

impl fmt::Display for LunarError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LunarError::Astro(e) => e.fmt(f),
            LunarError::BadMonth(m) => write!(f, "lunar month {m} does not exist: months are 1 (正月) to 12"),
            LunarError::NoSuchLeapMonth { year, month, leap } => {
                write!(f, "lunar year {year} has no 閏{}月", month_name(*month))?;
                match leap {
                    Some(l) => write!(f, ": its leap month is 閏{}月", month_name(*l)),
                    None => write!(f, ": it has no leap month"),
                }
            }
            LunarError::BadDay { year, month, leap, day, length } => write!(
                f,
                "lunar {year} {}{}月 has {length} days: there is no day {day}",
                if *leap { "閏" } else { "" },
                month_name(*month)
            ),
            LunarError::Parse(s) => {
                let c: String = s.chars().take(40).collect();
                write!(f, "{:?} is not a lunar date like 2023-L2-15 (year-month-day, L before a 閏 month)", c)
            }
        }
    }
}

impl std::error::Error for LunarError {}

impl From<AstroError> for LunarError {
    fn from(e: AstroError) -> LunarError {
        LunarError::Astro(e)
    }
}

const DIGITS: [&str; 11] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];

/// 正, 二 … 十一, 十二.
pub fn month_name(month: u8) -> String {
    match month {
        1 => "正".to_string(),
        11 => "十一".to_string(),
        12 => "十二".to_string(),
        m @ 2..=10 => DIGITS[usize::from(m)].to_string(),
        m => m.to_string(),
    }
}

/// 初一 … 初十, 十一 … 十九, 二十, 廿一 … 廿九, 三十.
pub fn day_name(day: u8) -> String {
    let d = usize::from(day);
    match day {
        1..=10 => format!("初{}", DIGITS[d]),
        11..=19 => format!("十{}", DIGITS[d - 10]),
        20 => "二十".to_string(),
        21..=29 => format!("廿{}", DIGITS[d - 20]),
        30 => "三十".to_string(),
        _ => day.to_string(),
    }
}

impl LunarDate {
    /// 四正: 朔 (初一), 上弦 (初八), 望 (十五), 下弦 (二十三), 晦 (the last day) —
    /// 「初一為朔，初八為上弦，十五為望，二十三為下弦，月終為晦」 (《六壬大全》 二煩課).
    pub fn si_zheng(self) -> Option<&'static str> {
        match self.day {
            1 => Some("朔"),
            8 => Some("上弦"),
            15 => Some("望"),
            23 => Some("下弦"),
            d if d == self.length => Some("晦"),
            _ => None,
        }
    }

    /// `閏二月十五`, `正月初一`.
    pub fn hanzi(self) -> String {
        format!("{}{}月{}", if self.leap { "閏" } else { "" }, month_name(self.month), day_name(self.day))
    }

    /// The civil date, as days since 1970-01-01.
    pub fn days(self) -> Result<i64, LunarError> {
        month_of(self.year, self.month, self.leap).map(|m| m.first + i64::from(self.day) - 1)
    }
}

/// `2023-L2-15`: year, month (`L` before a 閏 month), day.
impl fmt::Display for LunarDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{}{}-{}", self.year, if self.leap { "L" } else { "" }, self.month, self.day)
    }
}

/// A lunar date as named: year, month, 閏, day (not yet checked against the calendar).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LunarQuery {
    pub year: i32,
    pub month: u8,
    pub leap: bool,
    pub day: u8,
}

impl FromStr for LunarQuery {
    type Err = LunarError;
    /// `2023-L2-15` (閏二月十五), `2024-1-1`, `2024-01-01`.
    fn from_str(s: &str) -> Result<LunarQuery, LunarError> {
        let bad = || LunarError::Parse(s.to_string());
        let t = s.trim();
        let (year, rest) = match t.strip_prefix('-') {
            Some(r) => r.split_once('-').map(|(y, rest)| (format!("-{y}"), rest)),
            None => t.split_once('-').map(|(y, rest)| (y.to_string(), rest)),
        }
        .ok_or_else(bad)?;
        let (month, day) = rest.split_once('-').ok_or_else(bad)?;
        let (leap, month) = match month.strip_prefix(['L', 'l', '閏', '闰']) {
            Some(m) => (true, m),
            None => (false, month),
        };
        let num = |x: &str| x.bytes().all(|b| b.is_ascii_digit()) && !x.is_empty() && x.len() <= 4;
        if !num(month) || !num(day) || year.trim_start_matches('-').is_empty() {
            return Err(bad());
        }
        Ok(LunarQuery {
            year: year.parse().map_err(|_| bad())?,
            month: month.parse().map_err(|_| bad())?,
            leap,
            day: day.parse().map_err(|_| bad())?,
        })
    }
}

impl LunarQuery {
    /// The lunar date, checked: the month exists that year and has the day.
    pub fn date(self) -> Result<LunarDate, LunarError> {
        let m = month_of(self.year, self.month, self.leap)?;
        if self.day == 0 || self.day > m.length {
            return Err(LunarError::BadDay {
                year: self.year,
                month: self.month,
                leap: self.leap,
                day: self.day,
                length: m.length,
            });
        }
        Ok(LunarDate { year: self.year, month: self.month, leap: self.leap, day: self.day, length: m.length })
    }

    /// The civil (proleptic Gregorian) date.
    ///
    /// ```
    /// use liuren_core::lunar::LunarQuery;
    /// // 2023 閏二月十五 is 2023-04-05.
    /// let q: LunarQuery = "2023-L2-15".parse().unwrap();
    /// assert_eq!(q.civil().unwrap(), (2023, 4, 5));
    /// ```
    pub fn civil(self) -> Result<(i32, u8, u8), LunarError> {
        self.date()?.days().map(civil_from_days)
    }
}

/// The 初一 of the month holding `day`: the day of the last new moon on or before it.
fn month_first(day: i64) -> Result<i64, AstroError> {
    Ok(day_of(moon::new_moon_at_or_before(start_of(day + 1) - 1.0)?))
}

/// The day of 冬至 in Gregorian year `y`.
fn winter_solstice(y: i32) -> Result<i64, AstroError> {
    Ok(day_of(solar_term_instant(y, SolarTerm::DongZhi)?))
}

/// The 中氣 of Gregorian year `y` (大寒 … 冬至).
const ZHONGQI: [SolarTerm; 12] = [
    SolarTerm::DaHan,
    SolarTerm::YuShui,
    SolarTerm::ChunFen,
    SolarTerm::GuYu,
    SolarTerm::XiaoMan,
    SolarTerm::XiaZhi,
    SolarTerm::DaShu,
    SolarTerm::ChuShu,
    SolarTerm::QiuFen,
    SolarTerm::ShuangJiang,
    SolarTerm::XiaoXue,
    SolarTerm::DongZhi,
];

/// The months of the 歲 that ends in Gregorian year `y`: from the 十一月 holding
/// 冬至 of `y − 1` up to (not including) the 十一月 holding 冬至 of `y`.
///
/// A 歲 takes some fifteen new moons to reckon (about a millisecond); the last
/// few are kept, so the header, the form and the 二煩 rule of one chart reckon
/// its year once.
pub fn sui(y: i32) -> Result<Vec<LunarMonth>, AstroError> {
    use std::sync::Mutex;
    static KEPT: Mutex<Vec<(i32, Vec<LunarMonth>)>> = Mutex::new(Vec::new());
    if let Some((_, months)) = KEPT.lock().ok().and_then(|k| k.iter().find(|(year, _)| *year == y).cloned()) {
        return Ok(months);
    }
    let months = reckon_sui(y)?;
    if let Ok(mut kept) = KEPT.lock() {
        if kept.len() >= 8 {
            kept.remove(0);
        }
        kept.push((y, months.clone()));
    }
    Ok(months)
}

fn reckon_sui(y: i32) -> Result<Vec<LunarMonth>, AstroError> {
    let first_moon = moon::new_moon_at_or_before(start_of(winter_solstice(y - 1)? + 1) - 1.0)?;
    let end = month_first(winter_solstice(y)?)?;
    let mut firsts = vec![day_of(first_moon)];
    let mut new_moon = first_moon;
    // Each month's new moon found from the one before; 14 at most before `end`.
    for _ in 0..14 {
        new_moon = moon::next_new_moon(new_moon)?;
        let day = day_of(new_moon);
        if day >= end {
            break;
        }
        firsts.push(day);
    }
    firsts.push(end);
    let zhongqi: Vec<i64> =
        ZHONGQI.iter().map(|&t| Ok(day_of(solar_term_instant(y, t)?))).collect::<Result<_, AstroError>>()?;
    let count = firsts.len() - 1;
    let has_zhongqi = |i: usize| zhongqi.iter().any(|&d| firsts[i] <= d && d < firsts[i + 1]);
    let leap = if count == 13 { (1..count).find(|&i| !has_zhongqi(i)) } else { None };
    let mut months = Vec::with_capacity(count);
    let (mut number, mut year) = (11u8, y - 1);
    for i in 0..count {
        let is_leap = Some(i) == leap;
        if i > 0 && !is_leap {
            number = number % 12 + 1;
            if number == 1 {
                year = y;
            }
        }
        months.push(LunarMonth {
            year,
            month: number,
            leap: is_leap,
            first: firsts[i],
            length: (firsts[i + 1] - firsts[i]) as u8,
        });
    }
    Ok(months)
}

/// The month `year`/`month`/`leap` of the 農曆.
pub fn month_of(year: i32, month: u8, leap: bool) -> Result<LunarMonth, LunarError> {
    if !(1..=12).contains(&month) {
        return Err(LunarError::BadMonth(month));
    }
    // 正月 … 十月 lie in the 歲 ending in `year`; 十一月 and 十二月 (and their 閏) in the next.
    let months = if month <= 10 { sui(year)? } else { sui(year + 1)? };
    if let Some(m) = months.iter().find(|m| m.year == year && m.month == month && m.leap == leap) {
        return Ok(*m);
    }
    // Only a 閏 month can be missing: say which leap month the year has.
    let mut all = sui(year)?;
    all.extend(sui(year + 1)?);
    let leap = all.iter().find(|m| m.year == year && m.leap).map(|m| m.month);
    Err(LunarError::NoSuchLeapMonth { year, month, leap })
}

/// The 農曆 date of a civil date (days since 1970-01-01).
///
/// ```
/// use liuren_core::calendar::days_from_civil;
/// use liuren_core::lunar::lunar_date;
/// // 2024-02-10 was 春節, 正月初一 of 2024.
/// let l = lunar_date(days_from_civil(2024, 2, 10)).unwrap();
/// assert_eq!((l.year, l.hanzi()), (2024, "正月初一".to_string()));
/// ```
pub fn lunar_date(day: i64) -> Result<LunarDate, AstroError> {
    let (y, _, _) = civil_from_days(day);
    // Days from the 十一月 holding this year's 冬至 on belong to the next 歲.
    let next = sui(y + 1)?;
    let months = if day >= next[0].first { next } else { sui(y)? };
    let m = months.iter().rev().find(|m| m.first <= day).unwrap_or(&months[0]);
    Ok(LunarDate { year: m.year, month: m.month, leap: m.leap, day: (day - m.first + 1) as u8, length: m.length })
}

/// The 農曆 date of a proleptic Gregorian date.
pub fn lunar_date_of(year: i32, month: u8, day: u8) -> Result<LunarDate, AstroError> {
    lunar_date(days_from_civil(year, month, day))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lunar_dates_parse() {
        let q: LunarQuery = "2023-L2-15".parse().unwrap();
        assert_eq!(q, LunarQuery { year: 2023, month: 2, leap: true, day: 15 });
        assert_eq!("2024-01-01".parse::<LunarQuery>().unwrap().month, 1);
        for bad in ["2023", "2023-2", "2023-X2-15", "2023-2-", "--", "2023-2-1x", ""] {
            assert!(bad.parse::<LunarQuery>().is_err(), "{bad}");
        }
    }

    #[test]
    fn names() {
        let d = |month, leap, day| LunarDate { year: 2023, month, leap, day, length: 30 }.hanzi();
        assert_eq!(d(2, true, 15), "閏二月十五");
        assert_eq!(d(1, false, 1), "正月初一");
        assert_eq!(d(11, false, 20), "十一月二十");
        assert_eq!(d(12, false, 29), "十二月廿九");
        assert_eq!(d(12, false, 30), "十二月三十");
    }

    /// Invalid dates get a message naming what is wrong: 2024 has no leap month
    /// (its 閏 is none; 2023's was 閏二月), and 2024 十二月 has 29 days (2025 had no 年三十).
    #[test]
    fn invalid_lunar_dates_say_why() {
        let q = |s: &str| s.parse::<LunarQuery>().unwrap().civil().unwrap_err().to_string();
        assert_eq!(q("2023-L3-1"), "lunar year 2023 has no 閏三月: its leap month is 閏二月");
        assert_eq!(q("2024-L3-1"), "lunar year 2024 has no 閏三月: it has no leap month");
        assert_eq!(q("2024-12-30"), "lunar 2024 十二月 has 29 days: there is no day 30");
        assert_eq!(q("2023-13-1"), "lunar month 13 does not exist: months are 1 (正月) to 12");
    }
}
