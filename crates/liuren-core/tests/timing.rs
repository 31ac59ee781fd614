//! 應期: the candidates a cited rule gives, and their dates checked against the
//! calendar independently (day pillars by `calendar::day_pillar`, months and years by
//! the Sun's longitude at the day's edges).

#[path = "readings_support/mod.rs"]
mod readings_support;

use liuren_core::astro::sun_apparent_longitude;
use liuren_core::calendar::{
    calendar, day_pillar, days_from_civil, month_branch_at, CalendarOptions, CivilDateTime, DayStart, Moment,
};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions};
use liuren_core::cycle::{month_number_one_based, Branch, GanZhi, Stem};
use liuren_core::generals::General;
use liuren_core::reading::{About, Place};
use liuren_core::timing::{self, candidates, pace, CivilDate, Timing, Unit, RULES};
use readings_support::{b, on, SEED};

/// Charts over 1999–2031 at odd hours, in three zones, under both day rules.
fn sample() -> Vec<Chart> {
    let mut out = Vec::new();
    let start = days_from_civil(1999, 1, 1);
    for (i, d) in (start..start + 33 * 365).step_by(29).enumerate() {
        let offset = [480, -300, 345][i % 3];
        let hour = [23, 0, 7, 12, 18, 22][i % 6];
        let seconds = d * 86_400 + i64::from(hour) * 3600 + (i as i64 * 7 % 60) * 60;
        let civil = CivilDateTime::from_seconds(seconds);
        let moment = Moment::from_civil(civil, offset);
        let mut options = ChartOptions::default();
        if i % 2 == 1 {
            options.calendar.day_start = DayStart::Midnight;
        }
        out.push(cast(&CastInput::at(moment), &options).expect("in range"));
    }
    out
}

fn date_days(d: CivilDate) -> i64 {
    days_from_civil(d.year, d.month, d.day)
}

/// The civil date (day count) whose 干支 the chart's day is, worked out from the clock:
/// the local date, or the next one from 23:00 when the day starts at 子初.
fn own_day(c: &Chart) -> i64 {
    let l = c.calendar.local;
    let d = days_from_civil(l.year, l.month, l.day);
    if l.hour == 23 && c.options.calendar.day_start == DayStart::ZiInitial {
        d + 1
    } else {
        d
    }
}

fn pillar(d: i64) -> GanZhi {
    let cd = CivilDate::from_days(d);
    day_pillar(cd.year, cd.month, cd.day)
}

/// The Sun's month branch at a local instant (seconds on the chart's clock).
fn month_at(c: &Chart, local_seconds: i64) -> Branch {
    let utc = local_seconds - i64::from(c.calendar.moment.offset_minutes) * 60;
    month_branch_at(sun_apparent_longitude(utc as f64))
}

#[test]
fn the_day_rule_gives_the_charts_own_day() {
    for c in sample() {
        assert_eq!(pillar(own_day(&c)), c.day(), "{}", c.calendar.moment);
        assert_eq!(timing::chart_day(&c), own_day(&c));
    }
}

#[test]
fn day_dates_carry_the_branch_and_none_is_skipped() {
    for c in sample() {
        let own = own_day(&c);
        let local = c.calendar.local;
        let local_day = days_from_civil(local.year, local.month, local.day);
        for br in Branch::ALL {
            let dates = timing::next_days(&c, br);
            assert_eq!(dates.len(), 3, "{} {br:?}", c.calendar.moment);
            let days: Vec<i64> = dates.iter().map(|d| date_days(d.date)).collect();
            // After the chart's moment (its local date) and after its own 干支 day, in order.
            assert!(days[0] > local_day && days[0] > own, "{} {br:?}", c.calendar.moment);
            assert!(days.windows(2).all(|w| w[1] - w[0] == 12));
            for (d, dated) in days.iter().zip(&dates) {
                assert_eq!(pillar(*d).branch(), br);
                assert_eq!(dated.pillar, pillar(*d));
            }
            // The first such day after the chart's day: none between is skipped.
            assert!((own + 1..days[0]).all(|d| pillar(d).branch() != br));
        }
    }
}

#[test]
fn month_dates_open_a_month_of_that_branch() {
    for c in sample().into_iter().step_by(3) {
        for br in Branch::ALL {
            let dates = timing::next_months(&c, br);
            assert_eq!(dates.len(), 2, "{} {br:?}", c.calendar.moment);
            let days: Vec<i64> = dates.iter().map(|d| date_days(d.date)).collect();
            let span = days[1] - days[0];
            assert!((360..=370).contains(&span), "a year apart: {span}");
            for (d, dated) in days.iter().zip(&dates) {
                let start = d * 86_400;
                let end = start + 86_399;
                // The month of `br` begins within this civil day: not yet at its start, under way at its end.
                assert_ne!(month_at(&c, start), br, "{} {}", c.calendar.moment, dated.date);
                assert_eq!(month_at(&c, end), br, "{} {}", c.calendar.moment, dated.date);
                assert_eq!(dated.pillar.branch(), br);
                // ... and after the chart's moment.
                let end_utc = end - i64::from(c.calendar.moment.offset_minutes) * 60;
                assert!(end_utc > c.calendar.moment.unix);
            }
            // The first: if the chart's own month is `br`, the next one, about a year on.
            let local = c.calendar.moment.unix + i64::from(c.calendar.moment.offset_minutes) * 60;
            let within = (days[0] * 86_400 - local) / 86_400;
            assert!((0..=366).contains(&within), "{within}");
        }
    }
}

#[test]
fn year_dates_are_lichun_of_a_year_of_that_branch() {
    for c in sample().into_iter().step_by(5) {
        for br in Branch::ALL {
            let dates = timing::next_years(&c, br);
            assert_eq!(dates.len(), 2, "{} {br:?}", c.calendar.moment);
            let years: Vec<i32> = dates.iter().map(|d| d.date.year).collect();
            assert_eq!(years[1] - years[0], 12);
            for dated in &dates {
                let d = date_days(dated.date);
                assert_eq!(month_at(&c, d * 86_400), Branch::Chou);
                assert_eq!(month_at(&c, d * 86_400 + 86_399), Branch::Yin);
                assert_eq!(dated.pillar.branch(), br);
                // The year pillar a day later is that year.
                let next = Moment { unix: (d + 1) * 86_400 + 43_200, offset_minutes: 0 };
                let cal = calendar(next, None, CalendarOptions::default()).unwrap();
                assert_eq!(cal.pillars.year, dated.pillar);
            }
            assert!(years[0] >= c.calendar.pillar_year && years[0] <= c.calendar.pillar_year + 12);
        }
    }
}

#[test]
fn the_next_xun_starts_on_its_jia_day() {
    for c in sample() {
        let own = own_day(&c);
        let (branch, dates) = timing::next_xun(&c);
        assert_eq!(dates.len(), 1);
        let d = date_days(dates[0].date);
        let p = pillar(d);
        assert_eq!(p.stem(), Stem::Jia);
        assert_eq!(p.branch(), branch);
        assert_eq!(p, c.day().xun_head().wrapping_add(10), "the 旬 after the chart's");
        assert!((own..d).all(|x| pillar(x).xun_head() == c.day().xun_head()));
    }
}

/// Characters the transcription stores simplified, against the traditional text shown.
const SIMPLIFIED: &[(char, char)] = &[
    ('詳', '详'),
    ('應', '应'),
    ('時', '时'),
    ('絕', '绝'),
    ('預', '预'),
    ('見', '见'),
    ('從', '从'),
    ('於', '于'),
    ('為', '为'),
    ('無', '无'),
    ('憂', '忧'),
    ('災', '灾'),
    ('雖', '虽'),
    ('虛', '虚'),
    ('詐', '诈'),
    ('實', '实'),
    ('當', '当'),
    ('別', '别'),
    ('發', '发'),
    ('謀', '谋'),
    ('過', '过'),
    ('類', '类'),
    ('貴', '贵'),
    ('則', '则'),
    ('決', '决'),
    ('後', '后'),
    ('換', '换'),
    ('傳', '传'),
    ('沖', '冲'),
    ('動', '动'),
    ('謂', '谓'),
    ('將', '将'),
];

#[test]
fn every_rule_quotes_its_transcription() {
    let mut ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), RULES.len(), "ids are unique");
    for r in RULES {
        // 《大全》 by volume and page; 《壬歸》 (no page numbers in its transcription) by 卷 and chapter.
        let daquan = r.source.starts_with("《六壬大全》") && r.source.contains('頁');
        let rengui = r.source.starts_with("《壬歸》卷之") && r.source.contains('第');
        let luejue = r.source.starts_with("《占事略決》第") && r.source.contains('章');
        assert!(daquan || rengui || luejue, "{}", r.source);
        let t: Vec<char> = r.text.chars().collect();
        // The transcription's line-break spaces are not characters of the text.
        let s: Vec<char> = r.transcribed.chars().filter(|&c| c != ' ').collect();
        assert_eq!(t.len(), s.len(), "{}", r.id);
        for (a, z) in t.iter().zip(&s) {
            assert!(a == z || SIMPLIFIED.contains(&(*a, *z)), "{}: {a} / {z}", r.id);
        }
    }
}

fn of<'a>(ts: &'a [Timing], id: &str) -> Vec<&'a Timing> {
    ts.iter().filter(|t| t.id == id).collect()
}

#[test]
fn keying_the_books_own_example() {
    // 「假令用神見從魁，便於寅丑日為期」: 初傳 酉 → 寅 and 丑 days (金 絕於寅, 墓於丑). The
    // chart is any whose 初傳 is 酉, found by casting.
    let c = (0..12)
        .flat_map(|k| ["甲子", "乙丑", "丙寅", "丁卯", "戊辰"].map(move |d| (d, k)))
        .map(|(d, k)| on(d, Branch::You.hanzi(), Branch::Zi.wrapping_add(k).hanzi()).cast())
        .find(|c| c.transmissions.branches[0] == Branch::You)
        .expect("a chart with 初傳 酉");
    let ts = candidates(&c, &[]);
    let jue = of(&ts, "keying.jue");
    let mu = of(&ts, "keying.mu");
    assert_eq!((jue.len(), mu.len()), (1, 1));
    assert_eq!((jue[0].branch, mu[0].branch), (Branch::Yin, Branch::Chou));
    assert_eq!(jue[0].unit, Unit::Day);
    assert!(jue[0].about.contains(&About::Place(Place::Chu)));
    // The 類神 standing as 初傳 is named.
    let ts = candidates(&c, &[(Branch::You, About::Branch(Branch::You))]);
    assert!(of(&ts, "keying.jue")[0].about.contains(&About::Place(Place::Lei)));
    let ts = candidates(&c, &[(Branch::Zi, About::Branch(Branch::Zi))]);
    assert!(!of(&ts, "keying.jue")[0].about.contains(&About::Place(Place::Lei)));
}

#[test]
fn each_rule_fires_exactly_when_its_condition_holds() {
    let mut fired = std::collections::BTreeMap::<&str, (usize, usize)>::new();
    for day in ["甲子", "丁丑", "庚午", "癸酉", "戊申", "辛亥", "丙辰", "己未"] {
        for mg in Branch::ALL {
            for hb in [Branch::Zi, Branch::Mao, Branch::Wu, Branch::You, Branch::Chen, Branch::Hai] {
                let c = on(day, mg.hanzi(), hb.hanzi()).cast();
                let ts = candidates(&c, &[]);
                let chu = c.transmissions.branches[0];
                let chuan = c.transmissions.branches;
                let void = |x: Branch| c.xunkong.contains(&x);
                let under = |h: Branch| c.plate.earth_under(h);
                let stem = c.day().stem();
                let (dn, nn) = (c.options.noble.noble(stem, true), c.options.noble.noble(stem, false));
                let gui_empty = |g: Branch| void(g) || void(under(g));
                let zhi = c.day().branch();
                let lodge = stem.lodge();
                let general_on = |x: Branch| c.palaces[under(x)].general;
                let mut expect = vec![
                    ("keying.jue", true),
                    ("keying.mu", true),
                    ("luejue.yueqi.jian", true),
                    ("luejue.yueqi.jiang", true),
                ];
                expect.push(("kong.chuxun", void(chu)));
                expect.push(("fa50.huanxun", gui_empty(dn) && gui_empty(nn)));
                let mut zheyao = Vec::new();
                let mut chenghe = Vec::new();
                for t in [Branch::Zi, Branch::Mao, Branch::Wu, Branch::You].map(|x| x.triad()) {
                    let n = t.iter().filter(|x| chuan.contains(x)).count();
                    if n == 2 {
                        let m = *t.iter().find(|x| !chuan.contains(x)).unwrap();
                        if m != zhi && m != lodge {
                            zheyao.push(m);
                        }
                    }
                    if n == 3 && !chuan.iter().any(|&x| general_on(x) == General::Tiankong) {
                        chenghe.push(t[2]);
                    }
                }
                // 《壬歸》: a whole 三合 → each member's 沖; 初沖中 and 中沖末 → each branch's 六合.
                let mut distinct: Vec<Branch> = Vec::new();
                for x in chuan {
                    if !distinct.contains(&x) {
                        distinct.push(x);
                    }
                }
                let hezhu: Vec<Branch> = [Branch::Zi, Branch::Mao, Branch::Wu, Branch::You]
                    .map(|x| x.triad())
                    .into_iter()
                    .find(|t| t.iter().all(|x| chuan.contains(x)))
                    .map(|t| t.map(|x| x.opposite()).to_vec())
                    .unwrap_or_default();
                let head_to_tail = chuan[0].opposite() == chuan[1] && chuan[1].opposite() == chuan[2];
                let xiangchong: Vec<Branch> =
                    if head_to_tail { distinct.iter().map(|x| x.six_harmony()).collect() } else { Vec::new() };
                let got = |id: &str| of(&ts, id).iter().map(|t| t.branch).collect::<Vec<_>>();
                assert_eq!(got("luejue.yueqi.jian"), [chu]);
                // The month whose 將 the 用神 is, read from the book's own table.
                let ruled = |m: Branch| YUEJIANG_SUOZHU[month_number_one_based(m) as usize - 1];
                assert_eq!(got("luejue.yueqi.jiang").iter().map(|&m| ruled(m)).collect::<Vec<_>>(), [chu]);
                assert_eq!(got("rengui.hezhu.chong"), hezhu, "{day} {mg:?}/{hb:?}");
                assert_eq!(got("rengui.xiangchong.he"), xiangchong, "{day} {mg:?}/{hb:?}");
                assert_eq!(got("he.xuyi"), zheyao, "{day} {mg:?}/{hb:?}");
                assert_eq!(got("he.chenghe.day"), chenghe);
                assert_eq!(got("he.chenghe.month"), chenghe);
                for (id, holds) in expect {
                    assert_eq!(!of(&ts, id).is_empty(), holds, "{id} {day} {mg:?}/{hb:?}");
                    let e = fired.entry(id).or_default();
                    if holds {
                        e.0 += 1
                    } else {
                        e.1 += 1
                    }
                }
                for (id, n) in [
                    ("he.xuyi", zheyao.len()),
                    ("he.chenghe.day", chenghe.len()),
                    ("rengui.hezhu.chong", hezhu.len()),
                    ("rengui.xiangchong.he", xiangchong.len()),
                ] {
                    let e = fired.entry(id).or_default();
                    if n > 0 {
                        e.0 += 1
                    } else {
                        e.1 += 1
                    }
                }
                for t in &ts {
                    let r = RULES.iter().find(|r| r.id == t.id).expect("a rule of the table");
                    assert_eq!(t.passage.text(), r.text);
                    assert_eq!(t.passage.source.to_string(), r.source);
                    assert!(!t.facts.is_empty());
                    match t.unit {
                        Unit::Day if t.id == "kong.chuxun" || t.id == "fa50.huanxun" => assert_eq!(t.dates.len(), 1),
                        Unit::Day => assert_eq!(t.dates.len(), 3),
                        _ => assert_eq!(t.dates.len(), 2),
                    }
                }
            }
        }
    }
    // Each conditional rule both fires and stays silent somewhere in the sample.
    for id in ["kong.chuxun", "fa50.huanxun", "he.xuyi", "he.chenghe.day", "rengui.hezhu.chong", "rengui.xiangchong.he"]
    {
        let (yes, no) = fired[id];
        assert!(yes > 0 && no > 0, "{id}: fired {yes}, silent {no}");
    }
}

#[test]
fn bifa_fifty_on_its_own_example() {
    // 第五十法 「如丁丑日酉加未作空，亥加酉又落空之類……後換旬始有望」: 丁's 貴人 亥 and 酉;
    // 丁丑 is in the 甲戌 旬 (申酉 void).
    let c = on("丁丑", "酉", "未").cast();
    let ts = candidates(&c, &[]);
    let t = of(&ts, "fa50.huanxun");
    assert_eq!(t.len(), 1);
    assert_eq!(t[0].dates[0].pillar.hanzi(), "甲申", "the 甲申 旬 follows 甲戌's");
    assert!(t[0].about.contains(&About::Branch(Branch::You)) && t[0].about.contains(&About::Branch(Branch::Hai)));
    // 伏吟 on the same day: 酉 still void, but 亥 stands on 亥, not void — silent.
    let c = on("丁丑", "子", "子").cast();
    assert!(of(&candidates(&c, &[]), "fa50.huanxun").is_empty());
}

#[test]
fn zheyao_and_couhe() {
    // 湊合格: a 三合 short of one the day branch supplies waits for nothing. Found by casting:
    // a chart whose 三傳 hold two of the day branch's 三合 and not the day branch.
    let mut seen = (false, false);
    for day in ["甲子", "乙丑", "丙寅", "丁卯", "戊辰", "己巳", "庚午", "辛未", "壬申", "癸酉"] {
        for mg in Branch::ALL {
            let c = on(day, mg.hanzi(), "子").cast();
            let chuan = c.transmissions.branches;
            let zhi = c.day().branch();
            let t = zhi.triad();
            let two = t.iter().filter(|x| chuan.contains(x)).count() == 2 && !chuan.contains(&zhi);
            if two {
                seen.0 = true;
                assert!(of(&candidates(&c, &[]), "he.xuyi").iter().all(|x| x.branch != zhi));
            }
            for x in of(&candidates(&c, &[]), "he.xuyi") {
                seen.1 = true;
                assert!(!chuan.contains(&x.branch));
                assert!(x.dates.iter().all(|d| d.pillar.branch() == x.branch));
            }
        }
    }
    assert!(seen.0 && seen.1, "both cases met: {seen:?}");
}

/// 《占事略決》 第5章 十二月將所主法: 正月 徵明 (亥), 二月 河魁 (戌) … 十二月 神后 (子) —
/// the 將 each month is ruled by, in the book's order.
#[rustfmt::skip]
const YUEJIANG_SUOZHU: [Branch; 12] = [
    Branch::Hai, Branch::Xu, Branch::You, Branch::Shen, Branch::Wei, Branch::Wu,
    Branch::Si, Branch::Chen, Branch::Mao, Branch::Yin, Branch::Chou, Branch::Zi,
];

/// The first chart (of every day, 月將 and 占時: the 8,640) whose 三傳 satisfy `want`.
fn chart_where(want: impl Fn([Branch; 3]) -> bool) -> Chart {
    (0..60)
        .flat_map(|k| Branch::ALL.map(move |mg| (k, mg)))
        .flat_map(|(k, mg)| Branch::ALL.map(move |hb| (k, mg, hb)))
        .map(|(k, mg, hb)| on(&GanZhi::JIAZI.wrapping_add(k).hanzi(), mg.hanzi(), hb.hanzi()).cast())
        .find(|c| want(c.transmissions.branches))
        .expect("such a chart among the 8,640")
}

#[test]
fn luejue_yueqi_the_books_own_example() {
    // 「假令：功曹起用，以正月、十月為期也。正月者，月建所主；十月者，月將所主也」: 初傳 寅 →
    // the 寅 month (正月) and the 亥 month (十月), each the next two, opening on their 節.
    let c = chart_where(|t| t[0] == Branch::Yin);
    let ts = candidates(&c, &[]);
    let jian = of(&ts, "luejue.yueqi.jian");
    let jiang = of(&ts, "luejue.yueqi.jiang");
    assert_eq!((jian.len(), jiang.len()), (1, 1));
    for (t, br) in [(jian[0], Branch::Yin), (jiang[0], Branch::Hai)] {
        assert_eq!((t.branch, t.unit), (br, Unit::Month));
        assert_eq!(t.dates.len(), 2);
        assert!(t.about.contains(&About::Place(Place::Chu)) && t.about.contains(&About::Branch(Branch::Yin)));
        for d in &t.dates {
            let day = date_days(d.date) * 86_400;
            assert_ne!(month_at(&c, day), br, "{}", d.date);
            assert_eq!(month_at(&c, day + 86_399), br, "{}", d.date);
            assert_eq!(d.pillar.branch(), br);
        }
    }
    // 正月 by number, 十月 by number.
    assert_eq!(month_number_one_based(jian[0].branch), 1);
    assert_eq!(month_number_one_based(jiang[0].branch), 10);
}

#[test]
fn rengui_hezhu_the_clash_days_of_a_whole_sanhe() {
    // 「凡三傳合住，沖日方動」: 三傳 寅午戌 (in any order) → days of 申 (沖寅), 子 (沖午), 辰 (沖戌).
    let fire = chart_where(|t| Branch::Wu.triad().iter().all(|x| t.contains(x)));
    let ts = candidates(&fire, &[]);
    let hz = of(&ts, "rengui.hezhu.chong");
    let branches: Vec<Branch> = hz.iter().map(|t| t.branch).collect();
    assert_eq!(branches, [Branch::Shen, Branch::Zi, Branch::Chen]);
    for t in &hz {
        assert_eq!(t.unit, Unit::Day);
        assert_eq!(t.dates.len(), 3);
        assert!(t.dates.iter().all(|d| d.pillar.branch() == t.branch && pillar(date_days(d.date)) == d.pillar));
        assert!(t.about.contains(&About::Place(Place::Chu)) && t.about.contains(&About::Branch(Branch::Wu)));
        assert_eq!(t.passage.source.to_string(), "《壬歸》卷之一 提綱例約 明三傳之始終第三");
    }
    // Two of 寅午戌 and a third branch outside it: not 合住, silent.
    let silent = chart_where(|t| {
        Branch::Wu.triad().iter().filter(|x| t.contains(x)).count() == 2
            && t.iter().any(|x| !Branch::Wu.triad().contains(x))
    });
    assert!(of(&candidates(&silent, &[]), "rengui.hezhu.chong").is_empty());
}

#[test]
fn rengui_xiangchong_the_harmony_days_of_clashing_transmissions() {
    // 「三傳相尾相沖，合日方住」: 返吟 gives 三傳 like 午子午 → days of 未 (合午) and 丑 (合子).
    let fire = chart_where(|t| t[0] == Branch::Wu && t[1] == Branch::Zi && t[2] == Branch::Wu);
    let ts = candidates(&fire, &[]);
    let he = of(&ts, "rengui.xiangchong.he");
    let branches: Vec<Branch> = he.iter().map(|t| t.branch).collect();
    assert_eq!(branches, [Branch::Wei, Branch::Chou]);
    for t in &he {
        assert_eq!(t.dates.len(), 3);
        assert!(t.dates.iter().all(|d| d.pillar.branch() == t.branch && pillar(date_days(d.date)) == d.pillar));
    }
    // 初 clashes 中 but 中 does not clash 末 (返吟 without a 克, e.g. 未丑戌): silent.
    let silent = chart_where(|t| t[0].opposite() == t[1] && t[1].opposite() != t[2]);
    assert!(of(&candidates(&silent, &[]), "rengui.xiangchong.he").is_empty());
}

#[test]
fn pace_reads_the_seed_lines_for_each_lei() {
    let c = on("甲子", "酉", "子").cast();
    let none = pace(&c, &[]);
    let ids: Vec<&str> = none.iter().map(|r| r.id.as_ref()).collect();
    assert_eq!(ids, timing::PACE_IDS);
    let lines: Vec<&str> = SEED.lines().collect();
    for r in &none {
        let p = r.passage();
        let line = p.source.line().unwrap() as usize;
        assert!((701..=713).contains(&line));
        assert!(lines[line - 1].contains(p.printed), "{} at {line}", p.printed);
    }
    // Two 類神: 703 (干支 and 貴人, no subject) once; the others once for each.
    let two = pace(&c, &[b("酉"), b("卯")]);
    assert_eq!(two.iter().filter(|r| r.id == "quick.chisu.703").count(), 1);
    assert_eq!(two.iter().filter(|r| r.id == "quick.chisu.705").count(), 2);
    assert!(two.iter().filter(|r| r.id != "quick.chisu.703").all(|r| r.concerns(About::Place(Place::Lei))));
}

#[test]
fn json_shape() {
    let c = on("丁丑", "酉", "未").cast();
    let v = serde_json::to_value(candidates(&c, &[])).unwrap();
    for t in v.as_array().unwrap() {
        for key in ["branch", "unit", "rule", "id", "source", "text", "about", "facts", "dates", "pillars"] {
            assert!(t.get(key).is_some(), "{key}");
        }
        assert!(["day", "month", "year"].contains(&t["unit"].as_str().unwrap()));
        for d in t["dates"].as_array().unwrap() {
            let s = d.as_str().unwrap();
            assert!(s.len() == 10 && &s[4..5] == "-" && &s[7..8] == "-", "{s}");
        }
    }
}
