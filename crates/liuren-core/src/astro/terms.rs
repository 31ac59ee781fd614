//! 二十四節氣 Èrshísì jiéqì — the 24 solar terms, and the instants the Sun reaches them.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::sun::{
    approximate_longitude_and_rate, coarse_longitude_and_rate, sun_apparent_longitude_tt_centuries, tt_centuries,
};
use super::time::{check_range, check_year, saturating_year_of, unix_from_tt, SECONDS_PER_CENTURY, SECONDS_PER_DAY};
use super::AstroError;

/// 節氣 jiéqì — one of the 24 solar terms: the instants at which the Sun's
/// apparent longitude reaches a multiple of 15° (the 定氣 dìngqì convention of
/// the 時憲曆 Shíxiàn calendar of 1645 and of today's Chinese calendar, as
/// opposed to the older 平氣 píngqì, equal divisions of the year).
///
/// Variants are in Gregorian-year order, 小寒 (285°, early January) first and
/// 冬至 (270°, late December) last; `Ord` follows that order.
///
/// ```
/// use liuren_core::astro::SolarTerm;
///
/// assert_eq!(SolarTerm::LiChun.longitude(), 315);
/// assert_eq!(SolarTerm::LiChun.hanzi(), "立春");
/// assert!(SolarTerm::LiChun.is_jie());
/// assert_eq!(SolarTerm::from_longitude(0), Some(SolarTerm::ChunFen));
/// assert_eq!(SolarTerm::DongZhi.next(), SolarTerm::XiaoHan);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum SolarTerm {
    /// 小寒 Xiǎohán — Minor Cold, 285°, 節 of the 丑 month.
    XiaoHan,
    /// 大寒 Dàhán — Major Cold, 300°, 中氣.
    DaHan,
    /// 立春 Lìchūn — Start of Spring, 315°, 節 of the 寅 month.
    LiChun,
    /// 雨水 Yǔshuǐ — Rain Water, 330°, 中氣.
    YuShui,
    /// 驚蟄 Jīngzhé — Awakening of Insects, 345°, 節 of the 卯 month.
    JingZhe,
    /// 春分 Chūnfēn — Spring Equinox, 0°, 中氣.
    ChunFen,
    /// 清明 Qīngmíng — Pure Brightness, 15°, 節 of the 辰 month.
    QingMing,
    /// 穀雨 Gǔyǔ — Grain Rain, 30°, 中氣.
    GuYu,
    /// 立夏 Lìxià — Start of Summer, 45°, 節 of the 巳 month.
    LiXia,
    /// 小滿 Xiǎomǎn — Grain Buds, 60°, 中氣.
    XiaoMan,
    /// 芒種 Mángzhòng — Grain in Ear, 75°, 節 of the 午 month.
    MangZhong,
    /// 夏至 Xiàzhì — Summer Solstice, 90°, 中氣.
    XiaZhi,
    /// 小暑 Xiǎoshǔ — Minor Heat, 105°, 節 of the 未 month.
    XiaoShu,
    /// 大暑 Dàshǔ — Major Heat, 120°, 中氣.
    DaShu,
    /// 立秋 Lìqiū — Start of Autumn, 135°, 節 of the 申 month.
    LiQiu,
    /// 處暑 Chǔshǔ — End of Heat, 150°, 中氣.
    ChuShu,
    /// 白露 Báilù — White Dew, 165°, 節 of the 酉 month.
    BaiLu,
    /// 秋分 Qiūfēn — Autumn Equinox, 180°, 中氣.
    QiuFen,
    /// 寒露 Hánlù — Cold Dew, 195°, 節 of the 戌 month.
    HanLu,
    /// 霜降 Shuāngjiàng — Frost's Descent, 210°, 中氣.
    ShuangJiang,
    /// 立冬 Lìdōng — Start of Winter, 225°, 節 of the 亥 month.
    LiDong,
    /// 小雪 Xiǎoxuě — Minor Snow, 240°, 中氣.
    XiaoXue,
    /// 大雪 Dàxuě — Major Snow, 255°, 節 of the 子 month.
    DaXue,
    /// 冬至 Dōngzhì — Winter Solstice, 270°, 中氣.
    DongZhi,
}

/// Names by index: (traditional, simplified, English).
#[rustfmt::skip]
const NAMES: [(&str, &str, &str); 24] = [
    ("小寒", "小寒", "Minor Cold"),
    ("大寒", "大寒", "Major Cold"),
    ("立春", "立春", "Start of Spring"),
    ("雨水", "雨水", "Rain Water"),
    ("驚蟄", "惊蛰", "Awakening of Insects"),
    ("春分", "春分", "Spring Equinox"),
    ("清明", "清明", "Pure Brightness"),
    ("穀雨", "谷雨", "Grain Rain"),
    ("立夏", "立夏", "Start of Summer"),
    ("小滿", "小满", "Grain Buds"),
    ("芒種", "芒种", "Grain in Ear"),
    ("夏至", "夏至", "Summer Solstice"),
    ("小暑", "小暑", "Minor Heat"),
    ("大暑", "大暑", "Major Heat"),
    ("立秋", "立秋", "Start of Autumn"),
    ("處暑", "处暑", "End of Heat"),
    ("白露", "白露", "White Dew"),
    ("秋分", "秋分", "Autumn Equinox"),
    ("寒露", "寒露", "Cold Dew"),
    ("霜降", "霜降", "Frost's Descent"),
    ("立冬", "立冬", "Start of Winter"),
    ("小雪", "小雪", "Minor Snow"),
    ("大雪", "大雪", "Major Snow"),
    ("冬至", "冬至", "Winter Solstice"),
];

/// Longitude of [`SolarTerm::XiaoHan`], the first term of the Gregorian year.
const FIRST_LONGITUDE: u16 = 285;

impl SolarTerm {
    /// All 24 terms in Gregorian-year order, 小寒 first.
    #[rustfmt::skip]
    pub const ALL: [SolarTerm; 24] = [
        SolarTerm::XiaoHan, SolarTerm::DaHan, SolarTerm::LiChun, SolarTerm::YuShui,
        SolarTerm::JingZhe, SolarTerm::ChunFen, SolarTerm::QingMing, SolarTerm::GuYu,
        SolarTerm::LiXia, SolarTerm::XiaoMan, SolarTerm::MangZhong, SolarTerm::XiaZhi,
        SolarTerm::XiaoShu, SolarTerm::DaShu, SolarTerm::LiQiu, SolarTerm::ChuShu,
        SolarTerm::BaiLu, SolarTerm::QiuFen, SolarTerm::HanLu, SolarTerm::ShuangJiang,
        SolarTerm::LiDong, SolarTerm::XiaoXue, SolarTerm::DaXue, SolarTerm::DongZhi,
    ];

    /// Position in [`SolarTerm::ALL`], 0 (小寒) ..= 23 (冬至).
    ///
    /// ```
    /// use liuren_core::astro::SolarTerm;
    ///
    /// assert_eq!(SolarTerm::XiaoHan.index(), 0);
    /// assert_eq!(SolarTerm::DongZhi.index(), 23);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The term `n` places later in the cycle (wrapping; negative goes back).
    ///
    /// ```
    /// use liuren_core::astro::SolarTerm;
    ///
    /// assert_eq!(SolarTerm::DongZhi.wrapping_add(2), SolarTerm::DaHan);
    /// assert_eq!(SolarTerm::XiaoHan.wrapping_add(-1), SolarTerm::DongZhi);
    /// ```
    pub const fn wrapping_add(self, n: i32) -> SolarTerm {
        Self::ALL[(self as i32 + n).rem_euclid(24) as usize]
    }

    /// The following term (冬至 → 小寒).
    pub const fn next(self) -> SolarTerm {
        self.wrapping_add(1)
    }

    /// The preceding term (小寒 → 冬至).
    pub const fn previous(self) -> SolarTerm {
        self.wrapping_add(-1)
    }

    /// The Sun's apparent ecliptic longitude at this term, degrees (0..=345).
    ///
    /// ```
    /// use liuren_core::astro::SolarTerm;
    ///
    /// assert_eq!(SolarTerm::XiaoHan.longitude(), 285);
    /// assert_eq!(SolarTerm::ChunFen.longitude(), 0);
    /// assert_eq!(SolarTerm::DongZhi.longitude(), 270);
    /// ```
    pub const fn longitude(self) -> u16 {
        (FIRST_LONGITUDE + 15 * self as u16) % 360
    }

    /// The term at `degrees` of solar longitude, if it is a multiple of 15
    /// below 360.
    ///
    /// ```
    /// use liuren_core::astro::SolarTerm;
    ///
    /// assert_eq!(SolarTerm::from_longitude(315), Some(SolarTerm::LiChun));
    /// assert_eq!(SolarTerm::from_longitude(316), None);
    /// assert_eq!(SolarTerm::from_longitude(360), None);
    /// ```
    pub const fn from_longitude(degrees: u16) -> Option<SolarTerm> {
        if degrees >= 360 || degrees % 15 != 0 {
            return None;
        }
        Some(Self::ALL[((degrees + 360 - FIRST_LONGITUDE) / 15 % 24) as usize])
    }

    /// The traditional-character name, e.g. 驚蟄.
    pub const fn hanzi(self) -> &'static str {
        NAMES[self as usize].0
    }

    /// The simplified-character name, e.g. 惊蛰.
    ///
    /// ```
    /// use liuren_core::astro::SolarTerm;
    ///
    /// assert_eq!(SolarTerm::JingZhe.hanzi(), "驚蟄");
    /// assert_eq!(SolarTerm::JingZhe.hanzi_simplified(), "惊蛰");
    /// ```
    pub const fn hanzi_simplified(self) -> &'static str {
        NAMES[self as usize].1
    }

    /// A common English name, e.g. "Awakening of Insects".
    pub const fn english(self) -> &'static str {
        NAMES[self as usize].2
    }

    /// 節 jié — a "node" term (longitude ≡ 15 mod 30: 小寒 立春 驚蟄 …): each
    /// opens a month of the 節氣 (solar) calendar, which fixes the month
    /// branch of the 四柱 four pillars; 立春 also opens the year.
    ///
    /// ```
    /// use liuren_core::astro::SolarTerm;
    ///
    /// let jie: Vec<&str> = SolarTerm::ALL.iter().filter(|t| t.is_jie()).map(|t| t.hanzi()).collect();
    /// assert_eq!(jie, ["小寒", "立春", "驚蟄", "清明", "立夏", "芒種",
    ///                  "小暑", "立秋", "白露", "寒露", "立冬", "大雪"]);
    /// ```
    pub const fn is_jie(self) -> bool {
        self.longitude() % 30 == 15
    }

    /// 中氣 zhōngqì — a "middle" term (longitude a multiple of 30°: 大寒 雨水
    /// 春分 …). In 大六壬 the 中氣 sets the 月將 monthly general (e.g. after
    /// 雨水 the general is 亥 登明).
    pub const fn is_zhongqi(self) -> bool {
        self.longitude() % 30 == 0
    }
}

impl fmt::Display for SolarTerm {
    /// Writes the traditional hanzi.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}

/// Accept the result after a Newton step on the full series shorter than
/// this, seconds. The steering rate (from the coarse series) is good to about
/// 1e-5 relative, so such a step leaves an error below 2 ms; the coarse start
/// (2.5″ ≈ 60 s) makes one full evaluation the rule.
const ACCEPT_STEP_SECONDS: f64 = 150.0;
/// Bound on full-series steps, in case the start is ever poor.
const MAX_PRECISE_STEPS: usize = 8;

/// Julian centuries TT from J2000.0 ↔ seconds TT from J2000.0.
fn centuries(tt_seconds: f64) -> f64 {
    tt_seconds / SECONDS_PER_CENTURY
}

/// Degrees to go from `from` to `to` the short way round, in [−180, 180).
fn signed_difference(to: f64, from: f64) -> f64 {
    (to - from + 180.0).rem_euclid(360.0) - 180.0
}

/// The instant (seconds TT from J2000.0) at which the apparent longitude
/// reaches `term` in Gregorian year `year`. No range check: any year within a
/// few of 1800..=2200 gives a good answer.
fn term_instant_tt(year: i32, term: SolarTerm) -> f64 {
    let target = f64::from(term.longitude());
    // Start from the mean Sun: the March equinox of 2000 plus a tropical year
    // per year, then the fraction of the year to this term (terms before the
    // equinox in the Gregorian year count back from it).
    let degrees_from_equinox = if term < SolarTerm::ChunFen { target - 360.0 } else { target };
    const TROPICAL_YEAR_DAYS: f64 = 365.242_19;
    const EQUINOX_2000_TT: f64 = (2_451_623.81 - 2_451_545.0) * SECONDS_PER_DAY;
    let mut tt = EQUINOX_2000_TT
        + (f64::from(year) - 2000.0 + degrees_from_equinox / 360.0) * TROPICAL_YEAR_DAYS * SECONDS_PER_DAY;
    // Two steps on Meeus's low-precision Sun bring it within 0.01° (≈ 15 min),
    // one on the coarse series within 2.5″ (≈ 1 min) ...
    for _ in 0..2 {
        let (longitude, rate) = approximate_longitude_and_rate(centuries(tt));
        tt += signed_difference(target, longitude) / rate * SECONDS_PER_DAY;
    }
    let (longitude, rate) = coarse_longitude_and_rate(centuries(tt));
    let seconds_per_degree = SECONDS_PER_DAY / rate;
    tt += signed_difference(target, longitude) * seconds_per_degree;
    // ... and one on the full series usually finishes.
    for _ in 0..MAX_PRECISE_STEPS {
        let lambda = sun_apparent_longitude_tt_centuries(centuries(tt));
        let step = signed_difference(target, lambda) * seconds_per_degree;
        tt += step;
        if step.is_nan() || step.abs() < ACCEPT_STEP_SECONDS {
            break;
        }
    }
    tt
}

/// [`term_instant_tt`] as a POSIX UTC instant.
fn term_instant_unix(year: i32, term: SolarTerm) -> f64 {
    unix_from_tt(term_instant_tt(year, term))
}

/// The POSIX instant (seconds since 1970-01-01T00:00:00 UTC) at which the
/// Sun's apparent longitude reaches `term` in Gregorian year `year`.
///
/// Accuracy: within 1.5 s in TT of JPL DE421 for every term 1900–2030 (see
/// `tests/astro_terms.rs`); the UTC instant further carries the error of ΔT
/// ([`delta_t_seconds`](super::delta_t_seconds)): it comes out about 6 s
/// early in 2026.
///
/// Cost: about one evaluation of [`sun_apparent_longitude`](super::sun_apparent_longitude)
/// (Newton's method steered by a coarse series, then one full-series step).
///
/// ```
/// use liuren_core::astro::{solar_term_instant, SolarTerm};
///
/// // 2026 立春: 2026-02-04 04:02 Beijing time = 2026-02-03T20:02Z.
/// let t = solar_term_instant(2026, SolarTerm::LiChun).unwrap();
/// assert!((t - 1_770_148_920.0).abs() < 60.0);
/// ```
pub fn solar_term_instant(year: i32, term: SolarTerm) -> Result<f64, AstroError> {
    check_year(year)?;
    Ok(term_instant_unix(year, term))
}

/// All 24 terms of Gregorian year `year`, in order (小寒 … 冬至), with their
/// POSIX instants.
///
/// ```
/// use liuren_core::astro::{solar_terms_of_year, SolarTerm};
///
/// let terms = solar_terms_of_year(2000).unwrap();
/// assert_eq!(terms[0].0, SolarTerm::XiaoHan);
/// assert!(terms.windows(2).all(|w| w[0].1 < w[1].1));
/// ```
pub fn solar_terms_of_year(year: i32) -> Result<[(SolarTerm, f64); 24], AstroError> {
    check_year(year)?;
    Ok(SolarTerm::ALL.map(|term| (term, term_instant_unix(year, term))))
}

/// A term together with the Gregorian year it falls in.
#[derive(Debug, Clone, Copy)]
struct YearTerm {
    year: i32,
    term: SolarTerm,
}

impl YearTerm {
    fn next(self) -> YearTerm {
        match self.term {
            SolarTerm::DongZhi => YearTerm { year: self.year + 1, term: SolarTerm::XiaoHan },
            term => YearTerm { year: self.year, term: term.next() },
        }
    }

    fn previous(self) -> YearTerm {
        match self.term {
            SolarTerm::XiaoHan => YearTerm { year: self.year - 1, term: SolarTerm::DongZhi },
            term => YearTerm { year: self.year, term: term.previous() },
        }
    }

    fn instant(self) -> f64 {
        term_instant_unix(self.year, self.term)
    }
}

/// Mean solar motion, degrees per second, for first guesses only.
const MEAN_RATE_DEGREES_PER_SECOND: f64 = 360.0 / (365.242_19 * SECONDS_PER_DAY);
/// The coarse longitude is good to 2.5″; within this many degrees (5″) of
/// the next term's longitude the next term's instant is checked itself.
const BOUNDARY_DEGREES: f64 = 5.0 / 3600.0;

/// The last term at or before `unix_utc`, with its instant exactly as
/// [`solar_term_instant`] computes it (bit for bit).
///
/// The coarse longitude at `unix_utc` names a candidate; comparing instants,
/// not longitudes, settles the cases near a boundary.
fn term_at_or_before_inner(unix_utc: f64) -> Result<(YearTerm, f64), AstroError> {
    check_range(unix_utc)?;
    let (longitude, _) = coarse_longitude_and_rate(tt_centuries(unix_utc));
    let longitude = longitude.rem_euclid(360.0);
    // The multiple of 15° last passed; its term lies at most ~16 days back.
    let passed = (longitude / 15.0).floor() * 15.0;
    let degrees_since = longitude - passed;
    // A finite in-range instant always has a longitude in [0, 360); the
    // fallback only keeps this function total.
    let term = SolarTerm::from_longitude(passed as u16 % 360).unwrap_or(SolarTerm::XiaoHan);
    // The year of the guessed instant is the term's year: terms fall no closer
    // than four days to New Year (小寒 ≈ Jan 5, 冬至 ≈ Dec 22).
    let guess = unix_utc - degrees_since / MEAN_RATE_DEGREES_PER_SECOND;
    let mut candidate = YearTerm { year: saturating_year_of(guess), term };
    let mut instant = candidate.instant();
    if instant > unix_utc {
        candidate = candidate.previous();
        instant = candidate.instant();
    } else if 15.0 - degrees_since < BOUNDARY_DEGREES {
        let next = candidate.next();
        let next_instant = next.instant();
        if next_instant <= unix_utc {
            return Ok((next, next_instant));
        }
    }
    Ok((candidate, instant))
}

/// The latest solar term whose instant is at or before `unix_utc`, and that
/// instant. The term may belong to the previous Gregorian year (early January
/// gives 冬至), and for instants in the first days of 1800 it lies in 1799.
///
/// ```
/// use liuren_core::astro::{term_at_or_before, SolarTerm};
///
/// // 2024-06-01T00:00Z is after 小滿 (May 20) and before 芒種 (June 5).
/// let (term, at) = term_at_or_before(1_717_200_000.0).unwrap();
/// assert_eq!(term, SolarTerm::XiaoMan);
/// assert!(at <= 1_717_200_000.0);
/// ```
pub fn term_at_or_before(unix_utc: f64) -> Result<(SolarTerm, f64), AstroError> {
    let (year_term, instant) = term_at_or_before_inner(unix_utc)?;
    Ok((year_term.term, instant))
}

/// The first solar term strictly after `unix_utc`, and its instant (possibly in
/// the following Gregorian year, 2201 included for late December 2200).
///
/// ```
/// use liuren_core::astro::{term_after, SolarTerm};
///
/// let (term, at) = term_after(1_717_200_000.0).unwrap();
/// assert_eq!(term, SolarTerm::MangZhong);
/// assert!(at > 1_717_200_000.0);
/// ```
pub fn term_after(unix_utc: f64) -> Result<(SolarTerm, f64), AstroError> {
    let [_, after] = terms_around(unix_utc)?;
    Ok(after)
}

/// Both [`term_at_or_before`] and [`term_after`] for the same instant, for the
/// price of one search (a calendar needs both to place an instant in its
/// 節氣 month).
///
/// ```
/// use liuren_core::astro::{terms_around, SolarTerm};
///
/// let [(before, t0), (after, t1)] = terms_around(1_717_200_000.0).unwrap();
/// assert_eq!((before, after), (SolarTerm::XiaoMan, SolarTerm::MangZhong));
/// assert!(t0 <= 1_717_200_000.0 && 1_717_200_000.0 < t1);
/// ```
pub fn terms_around(unix_utc: f64) -> Result<[(SolarTerm, f64); 2], AstroError> {
    let (before, before_instant) = term_at_or_before_inner(unix_utc)?;
    let after = before.next();
    Ok([(before.term, before_instant), (after.term, after.instant())])
}

/// Seconds in the 15° between two terms on average, for tests.
#[cfg(test)]
const MEAN_TERM_SECONDS: f64 = 15.0 / MEAN_RATE_DEGREES_PER_SECOND;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::astro::sun::sun_apparent_longitude;
    use crate::astro::time::{start_of_year, year_of};

    #[test]
    fn longitudes_and_kinds() {
        for (i, term) in SolarTerm::ALL.into_iter().enumerate() {
            assert_eq!(term.index(), i);
            assert_eq!(SolarTerm::from_longitude(term.longitude()), Some(term));
            assert_ne!(term.is_jie(), term.is_zhongqi());
            assert_eq!(term.next().previous(), term);
            assert_eq!(term.to_string(), term.hanzi());
        }
        let zhongqi: String = SolarTerm::ALL.iter().filter(|t| t.is_zhongqi()).map(|t| t.hanzi()).collect();
        assert_eq!(zhongqi, "大寒雨水春分穀雨小滿夏至大暑處暑秋分霜降小雪冬至");
        let simplified: String = SolarTerm::ALL.iter().map(|t| t.hanzi_simplified()).collect();
        assert_eq!(
            simplified,
            "小寒大寒立春雨水惊蛰春分清明谷雨立夏小满芒种夏至小暑大暑立秋处暑白露秋分寒露霜降立冬小雪大雪冬至"
        );
    }

    /// Every term of every supported year lands in its own year, in order,
    /// 13–17 days apart.
    #[test]
    fn terms_are_ordered_and_spaced() {
        for year in [1800, 1801, 1899, 1900, 2000, 2024, 2199, 2200] {
            let terms = solar_terms_of_year(year).unwrap();
            for (term, t) in terms {
                assert_eq!(year_of(t), Some(year), "{year} {term}");
                let lambda = sun_apparent_longitude(t);
                let off = signed_difference(f64::from(term.longitude()), lambda);
                // Solver residual, in seconds of time at the mean solar rate.
                let residual = off / MEAN_RATE_DEGREES_PER_SECOND;
                assert!(residual.abs() < 0.005, "{year} {term}: {residual} s");
            }
            for w in terms.windows(2) {
                let gap = (w[1].1 - w[0].1) / MEAN_TERM_SECONDS;
                assert!((0.9..1.1).contains(&gap), "{year} {:?}: {gap}", w);
            }
        }
    }

    #[test]
    fn range_is_enforced() {
        assert_eq!(solar_term_instant(1799, SolarTerm::DongZhi), Err(AstroError::OutOfRange { year: 1799 }));
        assert!(solar_terms_of_year(2201).is_err());
        assert!(solar_term_instant(i32::MIN, SolarTerm::XiaoHan).is_err());
        let nan = Err(AstroError::OutOfRange { year: i32::MIN });
        assert_eq!(term_at_or_before(f64::NAN), nan);
        assert_eq!(term_after(f64::NEG_INFINITY), nan);
        // First days of 1800: the term before is 1799's 冬至, computed anyway.
        let (term, t) = term_at_or_before(start_of_year(1800)).unwrap();
        assert_eq!((term, year_of(t)), (SolarTerm::DongZhi, Some(1799)));
        let (term, t) = term_after(start_of_year(2201) - 1.0).unwrap();
        assert_eq!((term, year_of(t)), (SolarTerm::XiaoHan, Some(2201)));
    }

    /// At and around a term instant the boundary is exact: the term is "at or
    /// before" its own instant and "after" anything earlier.
    #[test]
    fn boundaries_are_exact() {
        for (term, t) in solar_terms_of_year(2026).unwrap() {
            assert_eq!(term_at_or_before(t), Ok((term, t)));
            assert_eq!(term_after(t).unwrap().0, term.next());
            let just_before = t - 1e-3;
            assert_eq!(term_at_or_before(just_before).unwrap().0, term.previous());
            assert_eq!(term_after(just_before), Ok((term, t)));
        }
    }
}
