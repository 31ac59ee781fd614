//! 課體 that need the sky — 天寇, 天禍, 二煩 (天煩, 地煩), 死奇 — and 德慶,
//! each on a chart worked by hand where it fires and on one where it must not.
//!
//! The charts are cast at real moments (+08:00) chosen for their solar term,
//! lunar date and Moon. The dates can be checked in any almanac: the solar
//! terms and lunar dates against the 農曆 (e.g. 2005-03-20 癸卯 is 二月十一 and
//! the 春分 fell at 20:33 Beijing time; 2017-07-24 壬子 is 閏六月初二), the
//! Moon's place against an ephemeris (its palace is named in the facts with
//! its longitude, which only has to be inside the palace's 30°).

use liuren_core::astro::moon::moon_apparent_longitude;
use liuren_core::calendar::Moment;
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions};
use liuren_core::cycle::Branch;
use liuren_core::generals::General;
use liuren_core::keti;

use Branch as B;

/// The chart at `at` (RFC 3339), with 月將 and 占時 set by hand where given.
fn chart(at: &str, general: Option<Branch>, hour: Option<Branch>) -> Chart {
    let moment: Moment = at.parse().unwrap();
    let input = CastInput { month_general: general, hour_branch: hour, ..CastInput::at(moment) };
    cast(&input, &ChartOptions::default()).unwrap()
}

fn ids(c: &Chart) -> Vec<&'static str> {
    keti::readings(c).iter().map(|f| liuren_core::keti::pattern(&f.id).expect("a keti id").id).collect()
}

fn facts(c: &Chart, id: &str) -> String {
    keti::readings(c)
        .into_iter()
        .filter(|f| f.id == id)
        .flat_map(|f| f.facts.into_iter().map(|x| x.text))
        .collect::<Vec<_>>()
        .join("；")
}

fn chuan(c: &Chart) -> String {
    c.transmissions.branches.iter().map(|b| b.hanzi()).collect()
}

/// 2005-03-20 癸卯, 二月十一: the 春分 at 12:33Z (20:33 Beijing) falls on the
/// day; 離辰 is 寅 (壬寅). At noon 亥將 午時 puts 未 over 寅, and the Moon is in
/// 未 by both readings — observed near 115° (未 is 90°–120°), and by the count
/// 二月起奎: 奎 奎 婁 胃 昴 畢 觜 參 井 井 鬼 — 十一日 鬼, of 未.
#[test]
fn tian_kou() {
    let c = chart("2005-03-20T12:00:00+08:00", None, None);
    assert_eq!((c.day().hanzi().as_str(), c.month_general, c.hour_branch), ("癸卯", B::Hai, B::Wu));
    assert_eq!(c.plate.heaven_over(B::Yin), B::Wei);
    assert!(ids(&c).contains(&"tiankou"), "{:?}", ids(&c));
    let f = facts(&c, "tiankou");
    assert!(f.contains("癸卯日交春分") && f.contains("離辰寅（前一日壬寅）"), "{f}");
    assert!(f.contains("在未宮（七政細度）") && f.contains("數至鬼，在未宮（起月宿法，訂訛）"), "{f}");

    // 10:00, 巳時: 申 over 寅 — no 月宿 there.
    let c = chart("2005-03-20T10:00:00+08:00", None, None);
    assert_eq!(c.plate.heaven_over(B::Yin), B::Shen);
    assert!(!ids(&c).contains(&"tiankou"));
    // The next day (甲辰, 離辰 卯) is no 分至 day: 月宿 午 (柳) set over 卯 by
    // hand does not make 天寇.
    let c = chart("2005-03-21T12:00:00+08:00", Some(B::You), None);
    assert_eq!(c.plate.heaven_over(B::Mao), B::Wu);
    let moon = moon_apparent_longitude(c.calendar.moment.unix as f64);
    assert!((120.0..150.0).contains(&moon), "the Moon at {moon}° is not in 午");
    assert!(!ids(&c).contains(&"tiankou"));
}

/// 天寇 by the branches (《心鏡》's note): 2005-03-20 at 20:00 (戌時, still 亥將
/// before the 春分 at 20:33) puts the day branch 卯 over 離辰 寅.
#[test]
fn tian_kou_by_the_branches() {
    let c = chart("2005-03-20T20:00:00+08:00", None, None);
    assert_eq!((c.month_general, c.hour_branch), (B::Hai, B::Xu));
    assert!(ids(&c).contains(&"tiankou-zhi"));
    assert!(facts(&c, "tiankou-zhi").contains("日支卯臨前一日支寅"));
    let c = chart("2005-03-20T12:00:00+08:00", None, None);
    assert!(!ids(&c).contains(&"tiankou-zhi"));
}

/// 天禍. 《觀月經》's own case: 「如癸丑日立秋，前一日是壬……癸日占得丑上見亥，言壬課
/// 在亥也」 — 2003-08-08 癸丑 is 立秋; 午將 申時 puts 亥 (壬) over 丑 (癸).
/// And the 正文's 「甲申日……寅加癸」 on 2009-08-07 甲申 立秋: 午將 巳時 puts 寅 (甲)
/// over 丑 (癸), and 申 over 未 as well.
#[test]
fn tian_huo() {
    let c = chart("2003-08-08T16:00:00+08:00", None, None);
    assert_eq!((c.day().hanzi().as_str(), c.month_general, c.hour_branch), ("癸丑", B::Wu, B::Shen));
    let f = facts(&c, "tianhuo");
    assert!(f.contains("癸丑日交立秋") && f.contains("昨日干壬（亥）臨今日干癸（丑）"), "{f}");

    let c = chart("2009-08-07T10:00:00+08:00", None, None);
    assert_eq!((c.day().hanzi().as_str(), c.month_general, c.hour_branch), ("甲申", B::Wu, B::Si));
    let f = facts(&c, "tianhuo");
    assert!(f.contains("今日干甲（寅）臨昨日干癸（丑）") && f.contains("今日支申臨昨日支未"), "{f}");

    // 午時, 伏吟: nothing stands over yesterday.
    assert!(!ids(&chart("2009-08-07T12:00:00+08:00", None, None)).contains(&"tianhuo"));
    // 2009-08-08 乙酉 is no 四立 day, though 辰時 puts 乙's 辰 over 甲's 寅.
    let c = chart("2009-08-08T08:00:00+08:00", None, None);
    assert_eq!(c.plate.heaven_over(B::Yin), B::Chen);
    assert!(!ids(&c).contains(&"tianhuo"));
}

/// 二煩, 訂訛's own case: 「壬子日午將卯時，四課寅壬、巳寅、卯子、午卯，三傳午酉子……若六月
/// 初二占得此課，為天地二煩。蓋午為六月月將臨卯，此日宿臨仲。又六月初一起鬼，初二柳，乃
/// 午宮宿……二課俱斗系丑」. 2017-07-24 壬子 is 閏六月初二 (the 閏 month counts as
/// 六月), 月將 午 from 大暑 (07-22 23:15 Beijing); at 06:00 (卯時) 辰 is over 丑
/// and the Moon is in 午 (observed near 129°; counted 鬼 柳). 午 is the first:
/// every reading fires, and 子 日 is a 四平 day for the 正文.
#[test]
fn er_fan_dinge_example() {
    let c = chart("2017-07-24T06:00:00+08:00", None, None);
    assert_eq!((c.day().hanzi().as_str(), c.month_general, c.hour_branch), ("壬子", B::Wu, B::Mao));
    assert_eq!(chuan(&c), "午酉子");
    assert_eq!(c.plate.heaven_over(B::Chou), B::Chen);
    let found = ids(&c);
    for id in ["tianfan", "difan", "tianfan-guanyue", "difan-guanyue", "erfan", "erfan-dinge"] {
        assert!(found.contains(&id), "{id}: {found:?}");
    }
    let f = facts(&c, "difan");
    assert!(f.contains("閏六月初二，6月起鬼，數至柳，在午宮") && f.contains("在午宮（七政細度）"), "{f}");
    assert!(facts(&c, "erfan").contains("四平日：子日"));
    assert!(facts(&c, "tianfan").contains("日宿（月將）午臨卯"));
}

/// The 正文's case: 「九月初三丙午日，午時卯將占……太陽、太陰俱值卯宮，加午為仲。辰為斗罡
/// 臨未，二並為天地煩」. 2013-10-07 丙午 is 九月初三; the Moon is in 卯 (observed
/// near 221°; counted 九月起氐: 氐 氐 房). 卯將 is set by hand as the book has
/// it (the Sun is in 辰 by today's 中氣). 午 is a 四平 day.
#[test]
fn er_fan_zhengwen_example() {
    let c = chart("2013-10-07T12:00:00+08:00", Some(B::Mao), None);
    assert_eq!((c.day().hanzi().as_str(), c.hour_branch), ("丙午", B::Wu));
    assert_eq!(c.plate.heaven_over(B::Wei), B::Chen);
    let found = ids(&c);
    for id in ["tianfan", "difan", "erfan"] {
        assert!(found.contains(&id), "{id}: {found:?}");
    }
    let f = facts(&c, "difan");
    assert!(f.contains("九月初三，9月起氐，數至房，在卯宮") && f.contains("在卯宮（七政細度）"), "{f}");
    assert!(facts(&c, "erfan").contains("四平日：午日"));

    // 巳時: 辰 over 午 — no 斗系丑未, nothing.
    let c = chart("2013-10-07T10:00:00+08:00", Some(B::Mao), None);
    assert!(ids(&c).iter().all(|id| !id.contains("fan")));
    // 斗系丑 without a 宿 on a 仲: 2005-03-20, 亥將 申時 — 日宿 亥 on 申, 月宿 未 on 辰.
    let c = chart("2005-03-20T16:00:00+08:00", None, None);
    assert_eq!((c.month_general, c.plate.heaven_over(B::Chou)), (B::Hai, B::Chen));
    assert!(ids(&c).iter().all(|id| !id.contains("fan")), "{:?}", ids(&c));
}

/// 死奇, the 正文's case: 「如甲子日丑時巳將占，辰為天罡，加子為用」 (2024-01-01 is 甲子).
/// With 辰將 子時 the plate is the same and 辰 is 月將: 死奇回光.
#[test]
fn si_qi() {
    let c = chart("2024-01-01T12:00:00+08:00", Some(B::Si), Some(B::Chou));
    assert_eq!(c.day().hanzi(), "甲子");
    assert_eq!(chuan(&c).chars().next(), Some('辰'));
    assert!(ids(&c).contains(&"siqi"));
    assert!(facts(&c, "siqi").contains("天罡辰加子，為辰陽，發用"));
    assert!(!ids(&c).contains(&"siqi-huiguang"));

    let c = chart("2024-01-01T12:00:00+08:00", Some(B::Chen), Some(B::Zi));
    assert!(ids(&c).contains(&"siqi") && ids(&c).contains(&"siqi-huiguang"));

    // 巳將 寅時: 辰 over 丑, and 辰 is not the first.
    let c = chart("2024-01-01T12:00:00+08:00", Some(B::Si), Some(B::Yin));
    assert_ne!(chuan(&c).chars().next(), Some('辰'));
    assert!(!ids(&c).contains(&"siqi"));
}

/// 死奇, 訂訛: 天罡發用 with the Moon in 角亢 (辰). 2024-01-04 00:30 (丁卯, 丑將
/// 子時): the Moon is near 188° (last quarter fell at 03:30Z on the 4th, at
/// 193°), in 辰; 辰 is the first.
#[test]
fn si_qi_dinge() {
    let c = chart("2024-01-04T00:30:00+08:00", None, None);
    assert_eq!((c.day().hanzi().as_str(), c.month_general, c.hour_branch), ("丁卯", B::Chou, B::Zi));
    assert_eq!(chuan(&c).chars().next(), Some('辰'));
    let f = facts(&c, "siqi-dinge");
    assert!(f.contains("月宿在辰（角亢之分）") && f.contains("在辰宮（七政細度）"), "{f}");
    // The 正文's 甲子 plate (巳將 丑時) on 2024-04-30 甲子, 三月廿二: 辰 is the
    // first, but the Moon — counted 三月起胃 … 廿二 尾, of 寅; observed near
    // 294°, in 丑 — stands on 戌 or 酉, none of 太歲 辰, 日 寅 (甲), 辰 子.
    let c = chart("2024-04-30T12:00:00+08:00", Some(B::Si), Some(B::Chou));
    assert_eq!(c.day().hanzi(), "甲子");
    assert!(ids(&c).contains(&"siqi"));
    assert!(!ids(&c).contains(&"siqi-dinge"), "{}", facts(&c, "siqi-dinge"));
}

/// 德慶, the chapter's case: 「如戊子日戌時卯將占，巳為德神加子發用」 — 巳 is 戊's 干德
/// (「丙辛戊癸在巳輪」) and 子's 支德 (「子日起巳」). 2024-01-25 is 戊子.
#[test]
fn de_qing() {
    let c = chart("2024-01-25T20:00:00+08:00", Some(B::Mao), Some(B::Xu));
    assert_eq!(c.day().hanzi(), "戊子");
    assert_eq!(chuan(&c).chars().next(), Some('巳'));
    let f = facts(&c, "deqing");
    assert!(f.contains("巳為戊日干德、子日支德，加子發用"), "{f}");
    // 天德 alone: 2024-01-02 10:30 (乙丑, 子月): 巳 — 十一月 天德 (巽) — is the first.
    let c = chart("2024-01-02T10:30:00+08:00", None, None);
    let f = facts(&c, "deqing");
    assert!(f.contains("巳為子月天德巳，加酉發用"), "{f}");
    // 月德: 2024-01-02 06:30 — 亥 (壬 lodges there; 申子辰月 壬) is the first.
    let c = chart("2024-01-02T06:30:00+08:00", None, None);
    assert!(facts(&c, "deqing").contains("亥為子月月德壬（寄亥），加丑發用"));

    // 戊子 卯將 酉時: the first is no 德.
    let c = chart("2024-01-25T20:00:00+08:00", Some(B::Mao), Some(B::You));
    assert!(!ids(&c).contains(&"deqing"), "{}", chuan(&c));
}

/// 時泰, the chapter's case: 「如子年戌月戊寅日戌時卯將，子為太歲，又為日財德合，加未為用，
/// 初傳青龍，末傳六合」. 1984-10-11 is 戊寅 in the 戌 month of 甲子; 卯將 is set by
/// hand as the book has it (霜降 is still to come). 子 is 戊's 財 (土克水).
#[test]
fn shi_tai() {
    let c = chart("1984-10-11T20:00:00+08:00", Some(B::Mao), None);
    assert_eq!((c.day().hanzi().as_str(), c.calendar.pillars.month.branch(), c.hour_branch), ("戊寅", B::Xu, B::Xu));
    assert_eq!(c.calendar.pillars.year.branch(), B::Zi);
    assert_eq!(chuan(&c).chars().next(), Some('子'));
    assert_eq!((c.chuan[0].general, c.chuan[2].general), (General::Qinglong, General::Liuhe));
    let f = facts(&c, "shitai");
    assert!(f.contains("太歲子乘青龍發用") && f.contains("子為戊日之財"), "{f}");
    assert!(facts(&c, "shitai-dinge").contains("太歲子發用，為戊日之財"));

    // 亥時 on the same day: the first is no longer 太歲 or 月建.
    let c = chart("1984-10-11T22:00:00+08:00", Some(B::Mao), None);
    assert!(![c.calendar.pillars.year.branch(), B::Xu].contains(&c.transmissions.branches[0]), "{}", chuan(&c));
    assert!(!ids(&c).contains(&"shitai"));
}
