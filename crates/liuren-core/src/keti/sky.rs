//! What 天寇, 天禍, 二煩 and 死奇 ask of the sky: the solar term that falls on
//! the chart's day, the lunar date, 日宿 and 月宿.
//!
//! **The day.** A term "falls on" the chart's day when its instant lies in
//! that day on the chart's own clock and day rule — the clock the day pillar
//! was read from (zone time, or local true solar time), with the day starting
//! at 23:00 (子初換日) or at midnight as the chart was cast. For true solar
//! time the clock's offset at the chart's instant is used for nearby instants
//! too (the equation of time moves by under half a minute a day).
//!
//! **日宿** is 月將: 「日宿即月將是也」 (《六壬大全》第八冊 死奇課 訂訛), 「月將又為
//! 日宿」 (二煩課) — the chart's own 月將, also when it was set by hand.
//!
//! **月宿** has two readings, both in 二煩課 (頁383–384), and both are shown:
//! - by the Moon as observed — 「更詳七政曆細度為準」: the Moon's apparent
//!   longitude ([`crate::astro::moon`]) put in a palace by the same 中氣
//!   boundaries that give the Sun's palace (月將), so that 日宿 and 月宿 are read
//!   on one zodiac;
//! - by the count of the books (起月宿法): 「正月初一起室，二月初一起奎……每一日
//!   行一宿。如遇奎、井、張、翼、氐、斗，皆重留一日，數至占日」, the mansion then
//!   put in its palace by 「月宿所屬十二辰」. The 十月 start differs: 心 in 訂訛
//!   and 《心鏡》's 起月宿法, 尾 in the 正文; in 十月 both are given.
//!
//! DIFFERENCE: the 正文 also reports 「一說奎不重留」; the count here keeps 奎
//! doubled, as the worked examples do (《觀月經》 二月初五 → 昴; 訂訛 正月十四 → 柳).
//!
//! The count needs the lunar month and day: the 農曆 date ([`crate::lunar`],
//! the one reckoning of the lunar calendar) of the chart's day — the civil
//! date the chart's day rule gives (23:30 with 子初換日 is already the next date).

use crate::astro::{moon, SolarTerm};
use crate::calendar::{month_general_at, DayStart};
use crate::chart::Chart;
use crate::cycle::Branch;
use crate::shensha::xingxiu::Mansion;

const DAY: f64 = 86_400.0;

/// The chart's clock and day rule.
pub(super) struct Clock {
    /// Local clock minus UTC, seconds.
    offset: f64,
    /// One hour when the day starts at 23:00.
    shift: f64,
}

impl Clock {
    pub fn of(chart: &Chart) -> Clock {
        let offset = (chart.calendar.local.to_seconds() - chart.calendar.moment.unix) as f64;
        let shift = if chart.options.calendar.day_start == DayStart::ZiInitial { 3600.0 } else { 0.0 };
        Clock { offset, shift }
    }

    /// The day an instant falls on, as a day count on the chart's clock.
    pub fn day_of(&self, unix: f64) -> i64 {
        ((unix + self.offset + self.shift) / DAY).floor() as i64
    }
}

/// The solar term whose instant falls on the chart's day, if any.
pub(super) fn term_of_day(chart: &Chart, clock: &Clock) -> Option<(SolarTerm, f64)> {
    let today = clock.day_of(chart.calendar.moment.unix as f64);
    [chart.calendar.term, chart.calendar.next_term].into_iter().find(|&(_, at)| clock.day_of(at) == today)
}

/// 二分二至 — the four terms of 天寇.
pub(super) fn is_fen_zhi(t: SolarTerm) -> bool {
    matches!(t, SolarTerm::ChunFen | SolarTerm::XiaZhi | SolarTerm::QiuFen | SolarTerm::DongZhi)
}

/// 四立 — the four terms of 天禍.
pub(super) fn is_si_li(t: SolarTerm) -> bool {
    matches!(t, SolarTerm::LiChun | SolarTerm::LiXia | SolarTerm::LiQiu | SolarTerm::LiDong)
}

pub(super) use crate::lunar::LunarDate;

/// The lunar date of the chart's day (`None` only outside the astronomy's range).
pub(super) fn lunar_date(chart: &Chart, clock: &Clock) -> Option<LunarDate> {
    // The chart's day as a civil date, counted like the almanac's days.
    crate::lunar::lunar_date(clock.day_of(chart.calendar.moment.unix as f64)).ok()
}

/// 月宿所屬十二辰 — 「辰角亢，卯氐房心，寅尾箕，丑斗牛，子女虛危，亥室壁，戌奎婁，
/// 酉胃昴畢，申觜參，未井鬼，午柳星張，巳翼軫」 (《六壬大全》第八冊 二煩課 引《心鏡》,
/// 頁386), by mansion from 角.
#[rustfmt::skip]
const MANSION_PALACE: [Branch; 28] = [
    Branch::Chen, Branch::Chen,                                    // 角亢
    Branch::Mao, Branch::Mao, Branch::Mao,                         // 氐房心
    Branch::Yin, Branch::Yin,                                      // 尾箕
    Branch::Chou, Branch::Chou,                                    // 斗牛
    Branch::Zi, Branch::Zi, Branch::Zi,                            // 女虛危
    Branch::Hai, Branch::Hai,                                      // 室壁
    Branch::Xu, Branch::Xu,                                        // 奎婁
    Branch::You, Branch::You, Branch::You,                         // 胃昴畢
    Branch::Shen, Branch::Shen,                                    // 觜參
    Branch::Wei, Branch::Wei,                                      // 井鬼
    Branch::Wu, Branch::Wu, Branch::Wu,                            // 柳星張
    Branch::Si, Branch::Si,                                        // 翼軫
];

/// The palace of a mansion by 「月宿所屬十二辰」.
pub(super) fn mansion_palace(m: Mansion) -> Branch {
    MANSION_PALACE[m.index()]
}

/// 起月宿法 — the mansion of 初一 by month, 訂訛 and 《心鏡》: 「正室二奎三在胃，
/// 四毕五参六鬼期，七张八角九月氐，十心一斗十二虚」 (二煩課, 頁386).
#[rustfmt::skip]
const MONTH_START: [Mansion; 12] = [
    Mansion::Encampment, Mansion::Legs, Mansion::Stomach, Mansion::Net,
    Mansion::ThreeStars, Mansion::Ghost, Mansion::ExtendedNet, Mansion::Horn,
    Mansion::Root, Mansion::Heart, Mansion::Dipper, Mansion::Emptiness,
];

/// The 正文's 十月 start: 「十尾」 (二煩課, 頁383).
const MONTH_TEN_START_ZHENGWEN: Mansion = Mansion::Tail;

/// 重留: the mansions that keep the Moon two days — 「遇奎、張、井、翼、氐、斗宿，重算
/// 留一數」.
fn stays_two_days(m: Mansion) -> bool {
    matches!(m, Mansion::Legs | Mansion::ExtendedNet | Mansion::Well | Mansion::Wings | Mansion::Root | Mansion::Dipper)
}

/// The mansion of lunar day `day` counted from `start` on 初一.
pub(super) fn count_mansion(start: Mansion, day: usize) -> Mansion {
    let (mut at, mut days_here) = (start, 1);
    for _ in 1..day {
        if stays_two_days(at) && days_here == 1 {
            days_here = 2;
        } else {
            at = Mansion::ALL[(at.index() + 1) % 28];
            days_here = 1;
        }
    }
    at
}

/// One reading of 月宿: its palace, and how it was found (for the facts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct YueSu {
    pub palace: Branch,
    pub how: String,
}

/// 月宿 by every reading: the observed Moon, then the count (two in 十月).
pub(super) fn yue_su(chart: &Chart, lunar: Option<LunarDate>) -> Vec<YueSu> {
    let lambda = moon::moon_apparent_longitude(chart.calendar.moment.unix as f64);
    let palace = month_general_at(lambda);
    let mut out = vec![YueSu { palace, how: format!("月躔黃經{lambda:.1}°，在{palace}宮（七政細度）") }];
    if let Some(l) = lunar {
        let mut starts = vec![(MONTH_START[usize::from(l.month) - 1], "訂訛")];
        if l.month == 10 {
            starts.push((MONTH_TEN_START_ZHENGWEN, "正文"));
        }
        for (start, book) in starts {
            let m = count_mansion(start, usize::from(l.day));
            let palace = mansion_palace(m);
            out.push(YueSu {
                palace,
                how: format!("{}，{}月起{start}，數至{m}，在{palace}宮（起月宿法，{book}）", l.hanzi(), l.month),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shensha::xingxiu::XINGXIU;

    /// 「月宿所屬十二辰」 agrees with 卷中's 星宿 list, which names each
    /// mansion's palace on its own line.
    #[test]
    fn mansion_palaces_agree_with_juanzhong() {
        for x in XINGXIU.iter() {
            assert_eq!(mansion_palace(x.mansion), x.palace, "{}", x.mansion);
        }
    }

    /// The books' own counts: 訂訛 天寇 「八月初五……初一角、初二亢、初三氐，氐該重留一日，
    /// 初四仍在氐，初五房，房宿在卯」; 《觀月經》 「二月……從奎數至昴為初五」; 訂訛 二煩
    /// 「正月初一起室，數至十四日為柳」, 「六月初一起鬼，初二柳」.
    #[test]
    fn the_books_counts() {
        assert_eq!(count_mansion(Mansion::Horn, 5), Mansion::Room);
        assert_eq!(mansion_palace(Mansion::Room), Branch::Mao);
        assert_eq!(count_mansion(Mansion::Legs, 5), Mansion::HairyHead);
        assert_eq!(count_mansion(Mansion::Encampment, 14), Mansion::Willow);
        assert_eq!(count_mansion(Mansion::Ghost, 2), Mansion::Willow);
        assert_eq!(count_mansion(MONTH_START[7], 4), Mansion::Root);
    }

    /// Lunar dates against the published 農曆: 中秋 (八月十五) 2010–2024, the
    /// 春節 of 2024 and 2020, and the first days of the leap months 2014 閏九月,
    /// 2017 閏六月, 2020 閏四月 and 2023 閏二月.
    #[test]
    fn lunar_dates_against_the_almanac() {
        use crate::chart::{cast, CastInput, ChartOptions};
        let lunar = |at: &str| {
            let c = cast(&CastInput::at(at.parse().unwrap()), &ChartOptions::default()).unwrap();
            lunar_date(&c, &Clock::of(&c)).unwrap().hanzi()
        };
        for day in [
            "2010-09-22",
            "2011-09-12",
            "2012-09-30",
            "2013-09-19",
            "2014-09-08",
            "2015-09-27",
            "2016-09-15",
            "2017-10-04",
            "2018-09-24",
            "2019-09-13",
            "2020-10-01",
            "2021-09-21",
            "2022-09-10",
            "2023-09-29",
            "2024-09-17",
        ] {
            assert_eq!(lunar(&format!("{day}T12:00:00+08:00")), "八月十五", "{day}");
        }
        assert_eq!(lunar("2024-02-10T12:00:00+08:00"), "正月初一");
        assert_eq!(lunar("2020-01-25T12:00:00+08:00"), "正月初一");
        assert_eq!(lunar("2020-01-24T12:00:00+08:00"), "十二月三十");
        assert_eq!(lunar("2014-10-24T12:00:00+08:00"), "閏九月初一");
        assert_eq!(lunar("2017-07-23T12:00:00+08:00"), "閏六月初一");
        assert_eq!(lunar("2020-05-23T12:00:00+08:00"), "閏四月初一");
        assert_eq!(lunar("2023-03-22T12:00:00+08:00"), "閏二月初一");
        // 23:30 with 子初換日 is the next day, and so the next lunar date.
        assert_eq!(lunar("2024-02-09T23:30:00+08:00"), "正月初一");
    }

    #[test]
    fn si_zheng_days() {
        let d = |day, length| LunarDate { year: 2024, month: 1, leap: false, day, length };
        assert_eq!(d(1, 30).si_zheng(), Some("朔"));
        assert_eq!(d(23, 29).si_zheng(), Some("下弦"));
        assert_eq!(d(29, 29).si_zheng(), Some("晦"));
        assert_eq!(d(29, 30).si_zheng(), None);
        assert_eq!(d(14, 30).hanzi(), "正月十四");
    }
}
