//! 課體 fixed by the lesson alone, each on a chart worked by hand — most of
//! them the very example the 《六壬大全》 chapter gives (page in the comment) —
//! and each also on a chart where it must not fire.
//!
//! Working notation: `X將Y時` lays 月將 X over hour Y; 「子上Z」 is the heaven
//! branch over earth 子. Lessons are written upper/lower.

mod keti_support;

use keti_support::{facts, ids};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::keti::lesson_readings;
use liuren_core::plate::Plate;
use liuren_core::reading::Reading;
use liuren_core::transmissions::{transmissions, TransmissionRules, Transmissions};

use Branch as B;

fn read(day: &str, general: Branch, hour: Branch) -> (Transmissions, Vec<Reading>) {
    let day: GanZhi = day.parse().unwrap();
    let plate = Plate::new(general, hour);
    let t = transmissions(day, plate, TransmissionRules::default());
    let found = lesson_readings(day, plate, &t);
    (t, found)
}

fn chuan(t: &Transmissions) -> String {
    t.branches.iter().map(|b| b.hanzi()).collect()
}

/// Assert the transmissions, then that each of `yes` fires and none of `no`.
fn check(day: &str, general: Branch, hour: Branch, three: &str, yes: &[&str], no: &[&str]) -> Vec<Reading> {
    let (t, found) = read(day, general, hour);
    let got = ids(&found);
    assert_eq!(chuan(&t), three, "{day} {general}將{hour}時: {:?}", t.trace);
    for id in yes {
        assert!(got.contains(id), "{day} {general}將{hour}時 {three}: {id} should fire; got {got:?}");
    }
    for id in no {
        assert!(!got.contains(id), "{day} {general}將{hour}時 {three}: {id} must not fire; got {got:?}");
    }
    found
}

#[test]
fn method_names_come_from_the_transmissions() {
    // 甲子日 丑加子 (丑將子時): 卯/甲 辰/卯 丑/子 寅/丑; only 辰/卯 is 下賊上 (木克土) → 辰巳午 重審.
    check("甲子", B::Chou, B::Zi, "辰巳午", &["chongshen"], &["yuanshou", "shehai", "fuyin"]);
    // 丁丑 返吟 (午加子): no lesson overcomes; 丑 (巳酉丑) 馬在亥, 支上未, 干上丑 → 亥未丑 井欄射,
    // and the family 返吟 is named too.
    let f = check("丁丑", B::Wu, B::Zi, "亥未丑", &["jinglanshe", "fanyin"], &["wuyi"]);
    assert!(facts(&f, "fanyin").contains("井欄射"));
    // 辛卯 伏吟: 柔日無克取支上卯; 卯刑子, 子刑卯 back → 卯子午 自信, family 伏吟.
    check("辛卯", B::Zi, B::Zi, "卯子午", &["zixin", "fuyin"], &["ziren", "fanyin"]);
}

#[test]
fn connected_forward_and_backward() {
    // 《大全》 連珠課 (頁443): 「乙丑日酉時戌將占，三傳寅卯辰，為連珠課」. 戌加酉: 乙寄辰, 巳/乙 午/巳
    // 寅/丑 卯/寅; only 寅/丑 克 (木克土, 上克下) → 寅卯辰 元首, 進茹, all in the east.
    let f = check("乙丑", B::Xu, B::You, "寅卯辰", &["jinru", "yuanshou"], &["tuiru", "jianchuan"]);
    assert!(facts(&f, "jinru").contains("東方"));
    assert!(facts(&f, "jinru").contains("正和"));
    // 乙丑日 亥加子 (shift −1): 卯/乙 寅/卯 子/丑 亥/子; only 子/丑 (土克水, 下賊上) → 子亥戌 退茹.
    check("乙丑", B::Hai, B::Zi, "子亥戌", &["tuiru", "chongshen"], &["jinru"]);
    // 甲子日 辰加寅 gives 辰午申: stepping by two, not connected.
    check("甲子", B::Chen, B::Yin, "辰午申", &["jianchuan"], &["jinru", "tuiru"]);
}

#[test]
fn jia_ding_san_chuan() {
    // 連珠課 (頁443): 「如癸酉日亥加戌…是也」. 亥加戌 (shift +1): 癸寄丑, 寅/癸 卯/寅 戌/酉 亥/戌;
    // only 亥/戌 (土克水, 下賊上) → 亥子丑 重審; 支上戌 and 干上寅 sit just outside.
    let f = check("癸酉", B::Hai, B::Xu, "亥子丑", &["jiading", "jinru"], &[]);
    assert!(facts(&f, "jinru").contains("三奇連珠"));
    // 「庚子日戌加亥」: 庚寄申, 未/庚 午/未 亥/子 戌/亥; only 戌/亥 克 (上克下) → 戌酉申 元首;
    // 支上亥 before, 干上未 after.
    check("庚子", B::Xu, B::Hai, "戌酉申", &["jiading", "tuiru"], &[]);
    // 乙丑 戌加酉 寅卯辰: 干上巳 is after 辰 but 支上寅 is the first itself — not 夾定.
    check("乙丑", B::Xu, B::You, "寅卯辰", &[], &["jiading"]);
}

#[test]
fn jian_chuan_and_its_forms() {
    // 間傳課 (頁445): 「如甲子日辰加甲，三傳間位而行…辰午申亦名登三天之格」. 辰加寅 (shift 2):
    // 辰/甲 午/辰 寅/子 辰/寅; 辰/甲 and 辰/寅 are both 下賊上 with the same upper → 辰午申 重審.
    let f = check("甲子", B::Chen, B::Yin, "辰午申", &["jianchuan", "jianchuan-dengsantian"], &["jianchuan-chuyang"]);
    assert!(facts(&f, "jianchuan").contains("順間傳"));
    // A backward one: 戊子日 子將未時 gives 子未寅 (not spaced); 甲子 午加申 (shift −2):
    // 子/甲 戌/子 戌/子 申/戌 → 戌/子 上克下 only (子/甲 水生木) → 戌申午 元首: 逆間傳 悖戾.
    check("甲子", B::Wu, B::Shen, "戌申午", &["jianchuan", "jianchuan-beili"], &["jianchuan-dengsantian"]);
}

#[test]
fn whole_frames() {
    // 甲子 辰加子 (shift 4): 午/甲 戌/午 辰/子 申/辰; only 辰/子 克 (上克下) → 辰申子 元首: 申子辰 潤下.
    check("甲子", B::Chen, B::Zi, "辰申子", &["runxia"], &["yanshang", "jiase"]);
    // 甲戌 辰加子: 午/甲 戌/午 寅/戌 午/寅; only 寅/戌 (木克土) → 寅午戌 元首: 炎上.
    check("甲戌", B::Chen, B::Zi, "寅午戌", &["yanshang"], &["runxia"]);
    // 丁卯 辰加子: 亥/丁 卯/亥 未/卯 亥/未; 亥/未 repeats the stem's palace (丁寄未) and is not
    // used, so 未/卯 alone robs → 未亥卯 重審: 亥卯未 曲直.
    check("丁卯", B::Chen, B::Zi, "未亥卯", &["quzhi"], &["quzhi-fang"]);
    // 乙丑 申加子: 子/乙 申/子 酉/丑 巳/酉; only 巳/酉 (火克金) → 巳丑酉 元首: 從革.
    check("乙丑", B::Shen, B::Zi, "巳丑酉", &["congge"], &[]);
    // 乙丑 卯加子 (shift 3): 未/乙 戌/未 辰/丑 未/辰; only 未/乙 (木克土, 下賊上) → 未戌丑: 稼穡.
    check("乙丑", B::Mao, B::Zi, "未戌丑", &["jiase"], &["quzhi"]);
    // 方局: 乙丑 丑加子 → 寅卯辰 (see connected_forward_and_backward's twin): 寅卯辰 曲直 by 方.
    check("乙丑", B::Chou, B::Zi, "寅卯辰", &["quzhi-fang"], &["quzhi"]);
}

#[test]
fn liu_chun_six_yang() {
    // 六純課 (頁449): 「如甲午日干上子，六陽」. 子加寅 (shift −2): 子/甲 戌/子 辰/午 寅/辰 — all yang;
    // 戌/子 and 寅/辰 上克下, both yang like 甲 → 涉害; whichever starts, every branch is yang.
    let (t, f) = read("甲午", B::Zi, B::Yin);
    assert!(ids(&f).contains(&"liuchun"), "{:?}", ids(&f));
    assert!(t.branches.iter().all(|b| b.polarity() == liuren_core::cycle::Polarity::Yang));
    assert!(facts(&f, "liuchun").contains("六陽"));
    // 乙丑 戌加酉 (寅卯辰): 寅 yang, 卯 yin — not 六純.
    check("乙丑", B::Xu, B::You, "寅卯辰", &[], &["liuchun"]);
}

#[test]
fn xuan_tai_all_meng() {
    // 玄胎課 (頁442): 「如甲寅日寅時巳將占，三傳申亥寅孟神，為玄胎課」. 巳加寅 (shift 3), 甲寅 八專:
    // 巳/甲 申/巳 巳/寅 申/巳; 申/巳 火克金 下賊上 → 申亥寅 重審.
    check("甲寅", B::Si, B::Yin, "申亥寅", &["xuantai"], &["jiase"]);
    check("甲子", B::Chou, B::Zi, "辰巳午", &[], &["xuantai"]);
}

#[test]
fn zhan_guan() {
    // 斬關課 (頁332): 「如甲寅日亥時未將占，戌加寅為用」. 未加亥 (shift 8): 戌/甲 (木克土, 下賊上)
    // → 戌午寅; 戌 天魁 over 甲's palace 寅, first.
    let f = check("甲寅", B::Wei, B::Hai, "戌午寅", &["zhanguan"], &[]);
    assert!(facts(&f, "zhanguan").contains("天魁戌加日干甲"));
    // 甲子 丑加子: first 辰 but over 卯 (not 甲's palace 寅 nor 子) — not 斬關.
    check("甲子", B::Chou, B::Zi, "辰巳午", &[], &["zhanguan"]);
}

#[test]
fn you_zi_with_the_decade_ding() {
    // 遊子課 (頁344): 「如三月將，乙巳日午時，三傳土，遇丁馬用」; its plate has 干上未 支上申
    // (shift 3: 酉將午時). 未/乙 (乙克未, 下賊上) → 未戌丑. 乙巳 is in 甲辰旬: 丁 falls on 未 → 旬丁發用.
    let f = check("乙巳", B::You, B::Wu, "未戌丑", &["youzi", "youzi-dinge", "jiase"], &["jiase-dinge"]);
    assert!(facts(&f, "youzi").contains("旬丁"));
    // The 訂訛 稼穡 (「無丁馬」) does not fire there. 乙丑 卯加子 also gives 未戌丑, but in 甲子旬
    // 丁 is on 卯 (and 驛馬, always a 孟, is never earth): not 遊子 but 稼穡 by 訂訛 too.
    check("乙丑", B::Mao, B::Zi, "未戌丑", &["jiase", "jiase-dinge"], &["youzi", "youzi-dinge"]);
}

#[test]
fn luan_shou_two_readings() {
    // 亂首卦 引《心鏡》 (頁352): 「正月酉時庚午日，傳送初傳午克庚」. 亥將酉時 (shift 2): 庚寄申,
    // 戌/庚 子/戌 申/午 戌/申; 子/戌 上克下, 申/午 (火克金) 下賊上 → 賊先: 申戌子 重審.
    // 申 (庚's palace) over 午, 午 fire 克 庚 metal, 申 first: both readings.
    let f = check("庚午", B::Hai, B::You, "申戌子", &["luanshou-xinjing", "luanshou-dinge"], &["zhuixu"]);
    assert!(facts(&f, "luanshou-dinge").contains("自取亂首"));
    // 庚午 戌加子 (shift 10): 午/庚 — the branch comes over the stem and 克s it: 上門亂首
    // (訂訛); the 心鏡 wants 日往加辰 and does not fire.
    let (_, f) = read("庚午", B::Xu, B::Zi);
    assert!(ids(&f).contains(&"luanshou-dinge") && !ids(&f).contains(&"luanshou-xinjing"));
    assert!(facts(&f, "luanshou-dinge").contains("上門亂首"));
}

#[test]
fn zhui_xu_two_readings() {
    // 贅婿課 (頁354): 「如甲戌日卯時亥將，用戌加甲，干克支為贅婿課」. 亥加卯 (shift 8): 戌/甲 下賊上
    // (only 克) → 戌午寅; 戌 the day branch over 甲's palace, 甲克戌, 戌 first.
    check("甲戌", B::Hai, B::Mao, "戌午寅", &["zhuixu", "zhuixu-dinge"], &["luanshou-dinge"]);
    // 「又如丙申日辰時丑將占，巳加申，干克支亦為贅婿」. 丑加辰 (shift −3): 寅/丙 亥/寅 巳/申 寅/巳;
    // only 巳/申 (火克金, 上克下) → 巳寅亥 元首; 巳 (丙's palace) over 申, 丙克申, 巳 first.
    check("丙申", B::Chou, B::Chen, "巳寅亥", &["zhuixu", "zhuixu-dinge", "yuanshou"], &[]);
    // 乙丑 卯加子: 辰 (乙's palace) over 丑 and 乙克丑, but 未 starts: 訂訛 only.
    check("乙丑", B::Mao, B::Zi, "未戌丑", &["zhuixu-dinge"], &["zhuixu"]);
}

#[test]
fn long_zhan_without_the_year() {
    // 龍戰課 (頁408): 「如丁卯日辰時戌將占，卯加酉發用」. 戌加辰 is 返吟: 丑/丁 未/丑 酉/卯 卯/酉;
    // 酉/卯 上克下, 卯/酉 下賊上 → 卯 first, 卯酉卯 無依. A 卯 day, the first over 酉: 訂訛 and
    // 《觀月經》; the 正文 also wants 行年 (chart test).
    check("丁卯", B::Xu, B::Chen, "卯酉卯", &["longzhan-dinge", "longzhan-guanyue", "wuyi"], &["longzhan"]);
    // 甲子 丑加子: 辰 over 卯 — any day counts for the 觀月經 note, not for 訂訛 (a 子 day).
    check("甲子", B::Chou, B::Zi, "辰巳午", &["longzhan-guanyue"], &["longzhan-dinge"]);
}

#[test]
fn jiu_chou() {
    // 九醜課 (頁419): 「如二月將乙卯日子時占，丑臨支」. 戌將子時 (shift −2): 乙寄辰, 寅/乙 子/寅 丑/卯
    // 亥/丑; 丑/卯 and 亥/丑 下賊上, both yin like 乙 → 涉害. 丑 is over the day branch 卯 anyway.
    let (_, f) = read("乙卯", B::Xu, B::Zi);
    assert!(ids(&f).contains(&"jiuchou") && ids(&f).contains(&"jiuchou-xinjing"), "{:?}", ids(&f));
    // 甲子 is not one of the ten days.
    let (_, f) = read("甲子", B::Chou, B::Zi);
    assert!(!ids(&f).iter().any(|i| i.starts_with("jiuchou")));
}

#[test]
fn gui_mu_two_readings() {
    // 鬼墓課 (頁421): 「如壬申日丑時午將，壬日屬水，以辰為墓，又為日鬼，加日發用」. 午加丑 (shift 5):
    // 壬寄亥, 辰/壬 (土克水, 上克下) 酉/辰 丑/申 午/丑 → 辰酉寅 元首; 辰 is 干上, 壬's ghost and tomb.
    check("壬申", B::Wu, B::Chou, "辰酉寅", &["guimu", "guimu-dinge"], &[]);
    // 甲子 丑加子 辰巳午: 辰 is the tomb of 子's water (the 正文 counts the branch's tomb too), but
    // it stands over 卯 — neither 干上 (卯) nor 支上 (丑) — so not by 訂訛.
    check("甲子", B::Chou, B::Zi, "辰巳午", &["guimu"], &["guimu-dinge"]);
}

#[test]
fn ba_zhuan_forms() {
    // 八專課 (頁277): 「如己未日未時酉將占，三傳皆日上神，歸為獨足格」. 酉加未 (shift 2): 酉/己 亥/酉
    // twice; no 克 → 八專 柔日: fourth upper 亥 back three → 酉; 中末 干上酉 → 酉酉酉.
    check("己未", B::You, B::Wei, "酉酉酉", &["duzu", "bazhuan", "weibo-dinge"], &[]);
    // 「如甲寅日辰時丑將占，剛日順數三至丑用」: 丑加辰 (shift −3): 亥/甲 申/亥, no 克 → 丑亥亥.
    check("甲寅", B::Chou, B::Chen, "丑亥亥", &["bazhuan", "weibo-dinge"], &["duzu"]);
    // Not an 八專 day: none of the forms.
    let (_, f) = read("甲子", B::Chou, B::Zi);
    assert!(!ids(&f).iter().any(|i| ["duzu", "weibo-dinge"].contains(i)));
}

#[test]
fn bu_bei_and_wu_yin() {
    // 蕪淫課 (頁362): 「如乙卯日午時未將，柔日從辰上起第一課…此二陰一陽不備」. 未加午 (shift 1):
    // 巳/乙 午/巳 辰/卯 巳/辰. 柔日 from the branch: 辰/卯 (陽) 巳/辰 (陰) 巳/乙=巳/辰 again (陽) 午/巳:
    // a yang lesson is missing → 陽不備.
    let (_, f) = read("乙卯", B::Wei, B::Wu);
    assert!(facts(&f, "bubei").contains("陽不備"), "{:?}", ids(&f));
    assert!(ids(&f).contains(&"wuyin"));
    // 「又如乙亥日巳時子將，為陰不備課也，此二陽一陰」: 子加巳 (shift 7): 亥/乙 午/亥 午/亥 丑/午.
    let (_, f) = read("乙亥", B::Zi, B::Si);
    assert!(facts(&f, "bubei").contains("陰不備"), "{:?}", ids(&f));
    // 「如甲子日卯時亥將占，四課備，日辰交克，芜淫課」: 亥加卯 (shift 8): 干上戌 克 子, 支上申 克 甲.
    let (_, f) = read("甲子", B::Hai, B::Mao);
    assert!(!ids(&f).contains(&"bubei"));
    assert!(facts(&f, "wuyin").contains("交互相克"));
    // 甲子 丑加子: four lessons, no crossing: neither.
    let (_, f) = read("甲子", B::Chou, B::Zi);
    assert!(!ids(&f).contains(&"bubei") && !ids(&f).contains(&"wuyin"));
}

#[test]
fn counting_the_overcomings() {
    // 度厄課 (頁371): 「如甲子日丑時申將占，三上俱克下，為幼度厄課」. 申加丑 (shift 7): 酉/甲 (金克木)
    // 辰/酉 未/子 (土克水) 寅/未 (木克土): three 上克下.
    let (_, f) = read("甲子", B::Shen, B::Chou);
    assert!(facts(&f, "due").contains("幼度厄"), "{:?}", ids(&f));
    // 「又如壬申日子時未將占，三下俱賊上，為長度厄」. 未加子 (shift 7): 午/壬 (水克火) 丑/午 卯/申
    // (金克木) 戌/卯 (木克土): three 下賊上.
    let (_, f) = read("壬申", B::Wei, B::Zi);
    assert!(facts(&f, "due").contains("長度厄"));
    // 無祿絕嗣課 (頁373): 「如三月己巳日寅時酉將占，四上俱克下，為無祿格」. 酉加寅 (shift 7): 寅/己
    // 酉/寅 子/巳 未/子 — all four 上克下: 正文 無祿, 訂訛 calls the same 絕嗣.
    let (_, f) = read("己巳", B::You, B::Yin);
    assert!(ids(&f).contains(&"wulu") && ids(&f).contains(&"juesi-dinge"));
    assert!(!ids(&f).contains(&"juesi") && !ids(&f).contains(&"due"));
    // 「如正月庚辰日辰時亥將占，四下俱賊上，為絕嗣格」. 亥加辰 (shift 7): 卯/庚 戌/卯 亥/辰 午/亥.
    let (_, f) = read("庚辰", B::Hai, B::Chen);
    assert!(ids(&f).contains(&"juesi") && ids(&f).contains(&"wulu-dinge"));
    assert!(!ids(&f).contains(&"wulu"));
}

#[test]
fn san_qi_and_liu_yi() {
    // 三奇課 (頁295): 「如乙酉未時申將，初傳亥加戌，旬奇發用」. 申加未 (shift 1): 巳/乙 午/巳 戌/酉
    // 亥/戌; only 亥/戌 (土克水) → 亥子丑. 乙酉 is in 甲申旬, whose 旬奇 is 子 — in the
    // transmissions, not the first (the book's 「旬奇發用」 for 亥 disagrees with its own table).
    let f = check("乙酉", B::Shen, B::Wei, "亥子丑", &["sanqi", "sanqi-dinge"], &[]);
    assert!(facts(&f, "sanqi").contains("旬奇子"));
    assert!(facts(&f, "sanqi").contains("聯珠三奇"));
    // 甲子 丑加子 辰巳午: 日奇 of 甲 is 午, in the transmissions; 旬奇 丑 is not: 正文 yes, 訂訛 no.
    check("甲子", B::Chou, B::Zi, "辰巳午", &["sanqi"], &["sanqi-dinge"]);
    // 六儀課 (頁299): 「如丙辰日寅時未將，寅為旬儀，又為支儀，加酉，一下賊克上」. 未加寅 (shift 5):
    // 戌/丙 卯/戌 酉/辰 寅/酉; 寅/酉 下賊上 → 寅未子.
    let f = check("丙辰", B::Wei, B::Yin, "寅未子", &["liuyi", "liuyi-xiuzhong"], &[]);
    assert!(facts(&f, "liuyi").contains("並臨"));
    check("甲子", B::Chou, B::Zi, "辰巳午", &[], &["liuyi", "liuyi-xiuzhong"]);
}

#[test]
fn carriages_and_seals() {
    // 軒蓋課 (頁310): 「如甲子日卯時子將，三傳卯午子」 — the chart gives 午卯子: 子加卯 (shift −3):
    // 亥/甲 申/亥 酉/子 午/酉; only 午/酉 (火克金) → 午卯子 元首.
    check("甲子", B::Zi, B::Mao, "午卯子", &["xuangai"], &[]);
    // 鑄印課 (頁312): 「如丙子日未時子將，巳加子用，傳遇天魁」. 子加未 (shift 5): 戌/丙 卯/戌 巳/子
    // 戌/巳; 巳/子 下賊上 → 巳戌卯: 戌加巳 as 中傳 (正文) and 巳戌卯 (訂訛).
    check("丙子", B::Zi, B::Wei, "巳戌卯", &["zhuyin", "zhuyin-dinge"], &["xuangai"]);
    // 斫輪課 (頁314): 「如辛丑日辰時亥將，一下克上，卯加申為用」. 亥加辰 (shift 7): 巳/辛 子/巳 申/丑
    // 卯/申; 卯/申 下賊上 → 卯戌巳.
    check("辛丑", B::Hai, B::Chen, "卯戌巳", &["zhuolun"], &["zhuyin", "zhuyin-dinge"]);
}

#[test]
fn gu_gua_three_decade_readings() {
    // 甲子 申加子 (shift 8): 戌/甲 (木克土, 下賊上) → 戌午寅; 甲子旬空戌亥: the first 戌 is void.
    // (1) yang void → 孤; (2) 戌 itself (heaven) void → 寡, its palace 寅 is not; (3) first void → 孤.
    let (t, f) = read("甲子", B::Shen, B::Zi);
    assert_eq!(chuan(&t), "戌午寅");
    assert!(facts(&f, "gugua-xun-1").contains("陽空為孤"));
    assert!(facts(&f, "gugua-xun-2").contains("天盤空：寡") && !facts(&f, "gugua-xun-2").contains("：孤"));
    assert!(facts(&f, "gugua-xun-3").contains("發用戌空：孤"));
    // 甲子 丑加子 辰巳午: nothing void.
    let (_, f) = read("甲子", B::Chou, B::Zi);
    assert!(!ids(&f).iter().any(|i| i.starts_with("gugua")));
}

#[test]
fn bi_kou_and_chong_po() {
    // 閉口課 (頁336): 「如甲申日卯時子將占，巳為旬尾加申用」. 子加卯 (shift −3): 亥/甲 申/亥 巳/申
    // 寅/巳; only 巳/申 (火克金) → 巳寅亥; 甲申旬 首申 尾巳.
    check("甲申", B::Zi, B::Mao, "巳寅亥", &["bikou"], &[]);
    // 冲破課 (頁357): 「子年庚子日，午加卯占」 (訂訛: 未時戌將, 三傳午酉子). Shift 3: 亥/庚 寅/亥 卯/子
    // 午/卯 — no 克; 午 遙克 庚 → 午酉子 蒿矢; 午 冲 子, standing on 卯, its 破.
    check("庚子", B::Xu, B::Wei, "午酉子", &["chongpo", "haoshi", "yaoke"], &["bikou"]);
    check("甲子", B::Chou, B::Zi, "辰巳午", &[], &["chongpo", "bikou"]);
}

#[test]
fn hui_huan_heng_tong_yin_cong() {
    // 盤珠課 (頁429): 「如戊子日子時未將占，三傳俱在四課之上，為回還格」. 未加子 (shift 7): 子/戊
    // 未/子 未/子 寅/未; 子/戊 下賊上 (土克水) → 子未寅, all uppers.
    check("戊子", B::Wei, B::Zi, "子未寅", &["huihuan"], &[]);
    // 亨通課 (頁319): 「如丙戌日申時亥將，申加丙為用，初傳申生中亥，亥生末傳寅，寅生日干丙火」.
    // 亥加申 (shift 3): 申/丙 (火克金, 下賊上) → 申亥寅.
    let f = check("丙戌", B::Hai, B::Shen, "申亥寅", &["hengtong"], &[]);
    assert!(facts(&f, "hengtong").contains("遞生"));
    // 引從課 (頁317): 「假如壬子日巳時戌將，初傳巳加子，末傳卯加戌，拱定干神」. 戌加巳 (shift 5):
    // 辰/壬 酉/辰 巳/子 戌/巳; 巳/子 下賊上 → 巳戌卯; 巳 and 卯 either side of 干上辰.
    let f = check("壬子", B::Xu, B::Si, "巳戌卯", &["yincong"], &[]);
    assert!(facts(&f, "yincong").contains("拱天干"));
    // 甲子 丑加子 辰巳午: 辰 and 午 flank neither 干上卯 nor 支上丑; not 遞生.
    check("甲子", B::Chou, B::Zi, "辰巳午", &[], &["yincong", "hengtong", "huihuan"]);
}
