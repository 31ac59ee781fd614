//! Casting from the pillars (「甲子日 亥將 午時」) against the dated chart, and
//! finding the moments that carry them.

use liuren_core::ask::Ask;
use liuren_core::calendar::{calendar, CalendarOptions, DayStart};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent, Sex};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::pillars::{carries, cast_pillars, find, PillarError, PillarInput, MAX_FOUND};

/// What the pillars alone decide, as text to compare.
fn structure(c: &Chart) -> String {
    let palaces: Vec<String> = c
        .palaces
        .iter()
        .map(|(_, p)| format!("{}{}{:?}{:?}{}{}", p.earth, p.heaven, p.general, p.stem, p.void, p.kin.hanzi()))
        .collect();
    let lessons: Vec<String> = c
        .lessons
        .iter()
        .map(|l| format!("{}{}{:?}{:?}{}", l.upper, l.lower, l.general, l.stem, l.kin.hanzi()))
        .collect();
    let chuan: Vec<String> = c
        .chuan
        .iter()
        .map(|t| format!("{}{:?}{:?}{}{}", t.branch, t.general, t.stem, t.relation.hanzi(), t.void))
        .collect();
    format!(
        "{} {}將{}時 晝{} 貴{}{} 空{:?} 課{:?} 傳{:?} {} 宮{:?}",
        c.day(),
        c.month_general,
        c.hour_branch,
        c.daytime,
        c.noble,
        c.generals_forward,
        c.xunkong,
        lessons,
        chuan,
        c.method().hanzi(),
        palaces
    )
}

/// All 720 lessons (60 days × 12 plates), each at an 占時 and 月將 that vary
/// from lesson to lesson: the chart cast from the pillars equals the chart of a
/// real moment found for them, under two sets of options.
#[test]
fn every_lesson_casts_as_the_dated_chart() {
    let mut night = ChartOptions::default();
    liuren_core::options::set(&mut night, "day-night", "yinyou").unwrap();
    liuren_core::options::set(&mut night, "shehai", "mengzhong").unwrap();
    let mut n = 0;
    for (i, day) in GanZhi::ALL.into_iter().enumerate() {
        for (j, over_zi) in Branch::ALL.into_iter().enumerate() {
            let hour = Branch::ALL[(i * 5 + j * 7) % 12];
            let general = over_zi.wrapping_add(hour.since(Branch::Zi) as i64);
            let options = if (i + j) % 2 == 0 { ChartOptions::default() } else { night };
            let found = find(day, general, hour, 1990, 2030, 480, DayStart::ZiInitial).unwrap();
            let m = *found.first().unwrap_or_else(|| panic!("{day} {general}將 {hour}時: no moment"));
            let dated = cast(&CastInput::at(m), &options).unwrap();
            assert_eq!(dated.plate.heaven_over(Branch::Zi), over_zi);
            let from_pillars = cast_pillars(&PillarInput::new(day, general, hour), &options).unwrap();
            assert_eq!(structure(&from_pillars.chart), structure(&dated), "{m}");
            n += 1;
        }
    }
    assert_eq!(n, 720);
}

/// Every moment found carries the three asked for, as the calendar reckons them
/// on its own; they are 60 days apart or more, in order, within the years.
#[test]
fn found_moments_cast_back() {
    for (day, general, hour, start) in [
        ("甲子", "亥", "午", DayStart::ZiInitial),
        ("癸亥", "子", "子", DayStart::ZiInitial),
        ("丙寅", "午", "子", DayStart::Midnight),
        ("辛酉", "卯", "亥", DayStart::ZiInitial),
    ] {
        let (day, general, hour): (GanZhi, Branch, Branch) =
            (day.parse().unwrap(), general.parse().unwrap(), hour.parse().unwrap());
        let found = find(day, general, hour, 1966, 2086, 480, start).unwrap();
        // About one in twelve of the ~730 days of that pillar falls under that 月將.
        assert!((40..=80).contains(&found.len()), "{}", found.len());
        for w in found.windows(2) {
            assert!(w[1].unix - w[0].unix >= 59 * 86_400);
        }
        for m in &found {
            assert!(carries(*m, day, general, hour, start), "{m}");
            let c = calendar(*m, None, CalendarOptions { day_start: start, true_solar: false }).unwrap();
            assert!((1966..=2086).contains(&c.local.year), "{m}");
            // The start of the hour, or a minute after a 中氣 inside it.
            let minute_after_term = (m.unix as f64 - c.term.1) < 120.0 && c.term.1 <= m.unix as f64;
            assert!(c.local.minute == 0 || minute_after_term, "{m}");
        }
        // 一 minute before each start the hour is not yet begun, or the 月將 not yet come.
        for m in &found {
            let before = liuren_core::calendar::Moment { unix: m.unix - 60, ..*m };
            assert!(!carries(before, day, general, hour, start), "{m}");
        }
    }
}

#[test]
fn the_search_is_capped_and_checked() {
    let day: GanZhi = "甲子".parse().unwrap();
    let found = find(day, Branch::Hai, Branch::Wu, 1800, 2200, 480, DayStart::ZiInitial).unwrap();
    assert!(found.len() <= MAX_FOUND);
    assert!(find(day, Branch::Hai, Branch::Wu, 2030, 1990, 480, DayStart::ZiInitial).is_err());
    assert!(find(day, Branch::Hai, Branch::Wu, 1700, 1990, 480, DayStart::ZiInitial).is_err());
}

/// 《六壬指南》's case as printed, 辛酉日 丑加子 (any 月將/占時 with 丑 over 子):
/// the year and month pillars given are used; 旺相 follows the month given.
#[test]
fn given_pillars_are_used() {
    let day: GanZhi = "辛酉".parse().unwrap();
    let mut input = PillarInput::new(day, Branch::Chou, Branch::Zi);
    input.year = Some("甲子".parse().unwrap());
    input.month = Some("丁丑".parse().unwrap());
    input.querent = Some(Querent { birth_year: 1960, sex: Sex::Male });
    let p = cast_pillars(&input, &ChartOptions::default()).unwrap();
    assert_eq!(p.chart.calendar.pillars.year.hanzi(), "甲子");
    assert_eq!(p.chart.calendar.pillars.month.hanzi(), "丁丑");
    // 1960 is 庚子; 甲子 is 24 years on: 虛歲 25, 行年 男 丙寅 + 24 = 庚寅.
    let fate = p.chart.fate.unwrap();
    assert_eq!((fate.ben_ming.hanzi(), fate.age, fate.xing_nian.hanzi()), ("庚子".to_string(), 25, "庚寅".to_string()));
    // 丑 month: earth rules (土旺), so the 丑 over 子 (earth) is 旺.
    assert_eq!(p.chart.palaces[Branch::Zi].vitality.hanzi(), "旺");
    assert!(p.season_known);
    let r = p.readings(&Ask::default());
    // The readings the pillars decide include the 課體 of the lesson.
    assert!(
        r.readings.iter().any(|x| x.title == "別責" || x.title == "不備"),
        "{:?}",
        r.readings.iter().map(|x| &x.title).collect::<Vec<_>>()
    );
    // 天寇 and 二煩 read the moment itself.
    assert!(r.needs_date.iter().any(|n| n.id == "tiankou" && n.needs == "a date"));
    assert!(r.needs_date.iter().any(|n| n.id == "erfan"));
}

/// Without year and month pillars, readings of 太歲 or 月建 are not given but
/// listed as needing them.
#[test]
fn readings_that_need_the_year_say_so() {
    let input = PillarInput::new("甲子".parse().unwrap(), Branch::Hai, Branch::Wu);
    let p = cast_pillars(&input, &ChartOptions::default()).unwrap();
    let r = p.readings(&Ask::default());
    assert!(!r.readings.is_empty());
    assert!(
        r.needs_date
            .iter()
            .any(|n| n.needs == "the year and month pillars, or a date"
                && n.family == liuren_core::reading::Family::Shensha),
        "{:?}",
        r.needs_date
    );
    for x in &r.readings {
        assert!(
            !r.needs_date.iter().any(|n| n.family == x.family && n.id == x.id),
            "{} both given and needing a date",
            x.title
        );
    }
    // 亥將 falls in 寅 or 卯 months: spring either way, so 旺相 is known.
    assert!(p.season_known);
    // 子將 falls in 丑 (earth) or 寅 (spring) months: not known.
    let p = cast_pillars(&PillarInput::new("甲子".parse().unwrap(), Branch::Zi, Branch::Wu), &ChartOptions::default())
        .unwrap();
    assert!(!p.season_known);
}

#[test]
fn bad_cases_are_refused() {
    let mut input = PillarInput::new("甲子".parse().unwrap(), Branch::Hai, Branch::Wu);
    input.year = Some("甲子".parse().unwrap());
    input.month = Some("戊寅".parse().unwrap()); // 甲 year's 寅 month is 丙寅
    assert!(matches!(cast_pillars(&input, &ChartOptions::default()), Err(PillarError::MonthNotInYear { .. })));
    let mut input = PillarInput::new("甲子".parse().unwrap(), Branch::Hai, Branch::Wu);
    input.querent = Some(Querent { birth_year: 1980, sex: Sex::Female });
    assert_eq!(cast_pillars(&input, &ChartOptions::default()).unwrap_err(), PillarError::FateNeedsYear);
    let mut sunrise = ChartOptions::default();
    liuren_core::options::set(&mut sunrise, "day-night", "sunrise").unwrap();
    let input = PillarInput::new("甲子".parse().unwrap(), Branch::Hai, Branch::Wu);
    assert_eq!(cast_pillars(&input, &sunrise).unwrap_err(), PillarError::NeedsDaytime);
    let input = PillarInput { daytime: Some(false), ..input };
    assert!(!cast_pillars(&input, &sunrise).unwrap().chart.daytime);
    assert!("甲丑".parse::<GanZhi>().is_err());
}

/// Whether 旺衰 is known without the month follows the two months each 月將 rules
/// in (from the 中氣 of its 六合's month to the next), not which moments happened
/// to be sampled: 酉將 (穀雨 → 小滿) spans 辰 (earth) and 巳 (fire), so it is not
/// known, although every 甲子 day at 子時 sampled might fall on one side of 立夏.
#[test]
fn the_season_is_known_by_the_months_the_general_spans() {
    let known = |g: Branch| {
        cast_pillars(&PillarInput::new("甲子".parse().unwrap(), g, Branch::Zi), &ChartOptions::default())
            .unwrap()
            .season_known
    };
    // 子 丑寅, 丑 子丑, 寅 亥子, 卯 戌亥, 辰 酉戌, 巳 申酉, 午 未申, 未 午未, 申 巳午, 酉 辰巳, 戌 卯辰, 亥 寅卯.
    // Known only where both months are of one element: 寅將 (亥子, water), 巳將 (申酉,
    // metal), 申將 (巳午, fire), 亥將 (寅卯, wood).
    let by_hand = [
        (Branch::Zi, false),
        (Branch::Chou, false),
        (Branch::Yin, true),
        (Branch::Mao, false),
        (Branch::Chen, false),
        (Branch::Si, true),
        (Branch::Wu, false),
        (Branch::Wei, false),
        (Branch::Shen, true),
        (Branch::You, false),
        (Branch::Xu, false),
        (Branch::Hai, true),
    ];
    for (g, want) in by_hand {
        assert_eq!(known(g), want, "{g}將");
    }
}

/// 射覆 for a case given by its pillars: a line of the answer sheet is given
/// only where every moment the case stands for answers it alike. 占死活 reads
/// 「帶旺相氣…是指時令旺氣相氣」 (002, line 257): the season's 旺相, which a case
/// whose 月將 spans two seasons and has no month pillar leaves open — so there it
/// needs the pillars; with the year and month pillars given, every line is given.
/// The candidates are read off the plate and the generals: every moment agrees.
#[test]
fn the_shefu_sheet_of_a_case_is_given_only_where_its_moments_agree() {
    use liuren_core::divination::shefu;
    use liuren_core::topic::sheet;
    let options = ChartOptions::default();
    let (mut cases, mut life_open) = (0, 0);
    for day in GanZhi::ALL.iter().step_by(7) {
        for hour in [Branch::Zi, Branch::Mao, Branch::Wu, Branch::You] {
            // 子將 spans 丑 (earth) and 寅 (wood) months: 旺相 is not known.
            let p = cast_pillars(&PillarInput::new(*day, Branch::Zi, hour), &options).unwrap();
            assert!(!p.season_known);
            cases += 1;
            let each = p.each(|c| shefu(c).candidates);
            assert_eq!(p.agreed(|c| shefu(c).candidates).as_ref(), Some(&each[0]));
            // A line is decided exactly when every moment gives it alike.
            let sheets = p.each(sheet::shefu);
            let lines = sheet::decided(&sheets);
            assert_eq!(lines.len(), sheet::SHEFU_HEADINGS.len());
            for (line, decided) in &lines {
                assert_eq!(*decided, sheets.iter().all(|s| s.contains(line)), "{}", line.heading);
            }
            if lines.iter().any(|(l, d)| l.heading == "占死活" && !d) {
                life_open += 1;
            }
            // The year and month pillars given (丑 month of a 甲 year: 丁丑): every moment agrees.
            let mut given = PillarInput::new(*day, Branch::Zi, hour);
            given.year = Some("甲子".parse().unwrap());
            given.month = Some("丁丑".parse().unwrap());
            let p = cast_pillars(&given, &options).unwrap();
            assert_eq!(p.agreed(|c| shefu(c).candidates), Some(shefu(&p.chart).candidates));
            let lines = sheet::decided(&p.each(sheet::shefu));
            assert!(lines.iter().all(|(_, d)| *d));
            assert_eq!(lines.into_iter().map(|(l, _)| l).collect::<Vec<_>>(), sheet::shefu(&p.chart));
        }
    }
    assert!(life_open > 0 && life_open <= cases, "占死活 open in {life_open} of {cases} cases");
}
