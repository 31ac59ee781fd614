//! 繁昌 and 解離 (正文), read from the 行年 of husband and wife: the querent and
//! the partner. Each reading on the chapter's own example (the birth years
//! picked so that the 行年 fall where the example says), and where it must not
//! fire — one person only, two of one sex, another month or another year.
//!
//! A chart is cast at noon (+08:00) on the first date from 1990 on with the
//! day pillar and month (月建) asked for; 月將 and 占時 are set by hand (活時).

use liuren_core::calendar::{civil_from_days, day_pillar, days_from_civil, CivilDateTime, Moment};
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent, Sex};
use liuren_core::cycle::{Branch, Element, GanZhi};
use liuren_core::keti;
use liuren_core::nayin::nayin;
use liuren_core::reading::Reading;

use Branch as B;

/// A person by 虛歲 in the chart's year.
#[derive(Clone, Copy)]
struct Aged(i32, Sex);

const fn man(age: i32) -> Option<Aged> {
    Some(Aged(age, Sex::Male))
}

const fn woman(age: i32) -> Option<Aged> {
    Some(Aged(age, Sex::Female))
}

fn person(a: Option<Aged>, pillar_year: i32) -> Option<Querent> {
    a.map(|Aged(age, sex)| Querent { birth_year: pillar_year - age + 1, sex })
}

fn chart(
    day: &str,
    month: Branch,
    general: Branch,
    hour: Branch,
    querent: Option<Aged>,
    partner: Option<Aged>,
) -> Chart {
    let want: GanZhi = day.parse().unwrap();
    for z in days_from_civil(1990, 1, 1)..days_from_civil(2060, 1, 1) {
        let (y, m, d) = civil_from_days(z);
        if day_pillar(y, m, d) != want {
            continue;
        }
        let moment =
            Moment::from_civil(CivilDateTime { year: y, month: m, day: d, hour: 12, minute: 0, second: 0 }, 480);
        let bare = CastInput { month_general: Some(general), hour_branch: Some(hour), ..CastInput::at(moment) };
        let c = cast(&bare, &ChartOptions::default()).unwrap();
        if c.calendar.pillars.month.branch() != month {
            continue;
        }
        let py = c.calendar.pillar_year;
        let input = CastInput { querent: person(querent, py), partner: person(partner, py), ..bare };
        return cast(&input, &ChartOptions::default()).unwrap();
    }
    panic!("no {day} in month {month}");
}

fn found(c: &Chart, id: &str) -> Option<Reading> {
    keti::readings(c).into_iter().find(|f| f.id == id)
}

fn fires(c: &Chart, id: &str) -> Vec<String> {
    found(c, id)
        .unwrap_or_else(|| panic!("{id} should fire on {} {:?}", c.day(), c.plate))
        .facts
        .into_iter()
        .map(|x| x.text)
        .collect()
}

fn silent(c: &Chart, ids: &[&str]) {
    for id in ids {
        assert!(found(c, id).is_none(), "{id} should not fire: {:?}", found(c, id));
    }
}

const FAN_CHANG: [&str; 4] = ["fanchang", "fanchang-guanyue", "fanchang-xinjing", "fanchang-wangyun"];
const JIE_LI: [&str; 3] = ["jieli", "jieli-guanyue", "jieli-bifa-nian"];

fn xing_nian(c: &Chart) -> (String, Branch, String, Branch) {
    let (q, p) = (c.fate.unwrap(), c.partner_fate.unwrap());
    (q.xing_nian.hanzi(), q.xing_nian_upper, p.xing_nian.hanzi(), p.xing_nian_upper)
}

/// 繁昌 正文: 「如壬申日未時巳將，夫行年甲寅，妻行年己亥，上下相生作合，乘本命旺氣」;
/// 《觀月經》: 「夫年四十九，歲在甲寅落。妻年三十四，己亥五行科」. 巳將 falls in 七月
/// (申月), where the uppers 子 and 酉 are 相 and 旺.
#[test]
fn fan_chang_on_the_book_example() {
    let c = chart("壬申", B::Shen, B::Si, B::Wei, man(49), woman(34));
    // By hand: 巳加未, so 子 over 寅 and 酉 over 亥.
    assert_eq!(xing_nian(&c), ("甲寅".into(), B::Zi, "己亥".into(), B::You));
    // 「年立德方發用」 is not a condition: the example's first is 午 (元首), no 行年.
    assert_eq!(c.chuan[0].branch, B::Wu);
    let facts = fires(&c, "fanchang");
    assert!(facts.contains(&"夫（占人）行年甲寅、妻（對方）行年己亥".to_string()), "{facts:?}");
    assert!(facts.contains(&"甲己合，寅亥六合".to_string()), "{facts:?}");
    assert!(facts.iter().any(|f| f.starts_with("夫年寅上子")), "{facts:?}");
    assert!(facts.iter().any(|f| f.starts_with("妻年亥上酉")), "{facts:?}");
    fires(&c, "fanchang-guanyue");
    fires(&c, "fanchang-xinjing");
    // 寅 and 亥 are no 三合: not 旺孕.
    silent(&c, &["fanchang-wangyun"]);
    silent(&c, &JIE_LI);

    // The wife asking, the husband the partner: the same 課, the roles named.
    let c = chart("壬申", B::Shen, B::Si, B::Wei, woman(34), man(49));
    assert!(fires(&c, "fanchang").contains(&"夫（對方）行年甲寅、妻（占人）行年己亥".to_string()));
}

#[test]
fn fan_chang_needs_husband_and_wife() {
    for (q, p) in [(man(49), None), (None, woman(34)), (woman(34), None), (man(49), man(34)), (woman(49), woman(34))] {
        let c = chart("壬申", B::Shen, B::Si, B::Wei, q, p);
        silent(&c, &FAN_CHANG);
        silent(&c, &JIE_LI);
    }
    // A wife of 35 stands on 戊戌: 甲 and 戊 do not combine, 寅 and 戌 are no 六合.
    let c = chart("壬申", B::Shen, B::Si, B::Wei, man(49), woman(35));
    assert_eq!(c.partner_fate.unwrap().xing_nian.hanzi(), "戊戌");
    silent(&c, &["fanchang", "fanchang-guanyue", "fanchang-xinjing"]);
    // A husband of 46 stands on 辛亥: 辛 and 己 do not combine either.
    let c = chart("壬申", B::Shen, B::Si, B::Wei, man(46), woman(34));
    assert_eq!(c.fate.unwrap().xing_nian.hanzi(), "辛亥");
    silent(&c, &FAN_CHANG);
}

/// Out of the season the 正文 wants 旺氣: in 卯月 (木旺) 子 is 休 and 酉 死, 亥 休;
/// only the 寅 of the husband is 旺. 《觀月經》 and 《心鏡》 ask no 旺氣 and still fire.
#[test]
fn fan_chang_zhengwen_needs_wang_qi() {
    let c = chart("壬申", B::Mao, B::Si, B::Wei, man(49), woman(34));
    assert_eq!(xing_nian(&c), ("甲寅".into(), B::Zi, "己亥".into(), B::You));
    let wife = nayin(c.partner_fate.unwrap().ben_ming).element;
    assert_ne!(wife, Element::Metal, "the wife's 命 would give 酉 its 旺氣");
    silent(&c, &["fanchang"]);
    fires(&c, "fanchang-guanyue");
    fires(&c, "fanchang-xinjing");
}

/// 旺孕格, 《心鏡》: 「春占有孕在何處？妻午夫年立在寅。如春占木旺火相，夫年三十七，
/// 行年在寅，妻年二十七，行年在午」. The day and 月將 are free («不干三傳事»);
/// the 解離 chapter's 丁巳日 未時酉將 serves.
#[test]
fn wang_yun_on_the_xinjing_example() {
    let c = chart("丁巳", B::Yin, B::You, B::Wei, man(37), woman(27));
    let (q, p) = (c.fate.unwrap(), c.partner_fate.unwrap());
    assert_eq!((q.xing_nian.hanzi(), p.xing_nian.hanzi()), ("壬寅".into(), "丙午".into()));
    let facts = fires(&c, "fanchang-wangyun");
    assert!(facts.contains(&"寅午三合，異方同類".to_string()), "{facts:?}");
    assert!(facts.contains(&"寅旺、午相於寅月".to_string()), "{facts:?}");
    // 壬 and 丙 do not combine.
    silent(&c, &["fanchang", "fanchang-guanyue", "fanchang-xinjing"]);

    // In 申月 寅 is 死 and 午 囚.
    silent(&chart("丁巳", B::Shen, B::You, B::Wei, man(37), woman(27)), &["fanchang-wangyun"]);
    // DIFFERENCE: the 解離 chapter's 「三月……逢春旺相氣」; here 辰月 is 土's, 寅 囚 午 休.
    silent(&chart("丁巳", B::Chen, B::You, B::Wei, man(37), woman(27)), &["fanchang-wangyun"]);
    // One person only.
    silent(&chart("丁巳", B::Yin, B::You, B::Wei, man(37), None), &["fanchang-wangyun"]);
}

/// 解離 正文: 「如夫年立午上見寅，妻年立子上見申」; 《心鏡》: 「二月寅時課請占。妻年立子
/// 夫年午」 — 寅 over 午 at 寅時 is 戌將, 二月 after 春分.
#[test]
fn jie_li_on_the_book_example() {
    let c = chart("甲子", B::Mao, B::Xu, B::Yin, man(29), woman(33));
    let (q, p) = (c.fate.unwrap(), c.partner_fate.unwrap());
    assert_eq!((q.xing_nian.branch(), q.xing_nian_upper), (B::Wu, B::Yin));
    assert_eq!((p.xing_nian.branch(), p.xing_nian_upper), (B::Zi, B::Shen));
    let facts = fires(&c, "jieli");
    assert_eq!(facts, ["夫（占人）行年午上寅，妻（對方）行年子上申", "行年相克：子克午", "上神相克：申克寅"]);
    fires(&c, "jieli-guanyue");
    // 午 overcomes 申, but 子 does not overcome 寅 (水生木): not 《畢法》's.
    silent(&c, &["jieli-bifa-nian"]);
    silent(&c, &FAN_CHANG);

    for (q, p) in [(man(29), None), (None, woman(33)), (man(29), man(33)), (woman(29), woman(33))] {
        silent(&chart("甲子", B::Mao, B::Xu, B::Yin, q, p), &JIE_LI);
    }
    // Another year of the wife: 31 stands on 寅 (上戌): 寅 and 午 do not overcome.
    let c = chart("甲子", B::Mao, B::Xu, B::Yin, man(29), woman(31));
    assert_eq!(c.partner_fate.unwrap().xing_nian.branch(), B::Yin);
    silent(&c, &["jieli"]);
}

/// 《觀月經》: 「妻年行至午，夫年立於寅。六月申時占……夫運寅上見子，妻運午上見辰。辰逢克
/// 子水，的有解離迍」 — 子 over 寅 at 申時 is 午將 (未月). The 行年 寅 and 午 do not
/// overcome: the 正文 does not fire.
#[test]
fn jie_li_on_the_guanyue_example() {
    let c = chart("甲子", B::Wei, B::Wu, B::Shen, man(37), woman(27));
    let (q, p) = (c.fate.unwrap(), c.partner_fate.unwrap());
    assert_eq!((q.xing_nian.branch(), q.xing_nian_upper), (B::Yin, B::Zi));
    assert_eq!((p.xing_nian.branch(), p.xing_nian_upper), (B::Wu, B::Chen));
    let facts = fires(&c, "jieli-guanyue");
    assert!(facts.contains(&"年上神交相克：辰克子".to_string()), "{facts:?}");
    silent(&c, &["jieli", "jieli-bifa-nian"]);
    silent(&chart("甲子", B::Wei, B::Wu, B::Shen, None, woman(27)), &JIE_LI);
}

/// 《畢法》: 「甲子日干上午，甲木克支上辰土，子水克干上午火。男行年三十五在子，女行年
/// 三十一在寅」 — 午 over 寅: 午將 寅時.
#[test]
fn jie_li_on_the_bifa_example() {
    let c = chart("甲子", B::Wei, B::Wu, B::Yin, man(35), woman(31));
    let (q, p) = (c.fate.unwrap(), c.partner_fate.unwrap());
    assert_eq!((q.xing_nian.hanzi(), q.xing_nian_upper), ("庚子".into(), B::Chen));
    assert_eq!((p.xing_nian.hanzi(), p.xing_nian_upper), ("壬寅".into(), B::Wu));
    fires(&c, "jieli-bifa");
    let facts = fires(&c, "jieli-bifa-nian");
    assert!(facts.contains(&"夫年子克妻年上午，妻年寅克夫年上辰".to_string()), "{facts:?}");
    // 子 and 寅 do not overcome, nor 辰 and 午.
    silent(&c, &["jieli", "jieli-guanyue"]);
    // The day's 解離 stays without anyone; the 行年 reading goes.
    let c = chart("甲子", B::Wei, B::Wu, B::Yin, man(35), None);
    fires(&c, "jieli-bifa");
    silent(&c, &JIE_LI);
}
