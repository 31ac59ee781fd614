//! 課體 that need the whole chart (天將, 旺相, 太歲, 月建, the hour, 年命),
//! each on a chart worked by hand — most of them the 《六壬大全》 chapter's own
//! example — and on a chart where it must not fire.
//!
//! A chart is cast on a date whose day pillar, month (月建) and, where it
//! matters, year branch are the ones asked for; 月將 and 占時 are set by hand
//! (活時), and so is 晝/夜 where the book's 貴人 needs it.

use liuren_core::chart::Sex;
use liuren_core::cycle::Branch;
use liuren_core::keti::{self, lesson_readings};

use Branch as B;

mod keti_support;
use keti_support::{ask, facts, fires, ids, read};

#[test]
fn chart_readings_include_the_lesson_readings() {
    let c = ask("甲子", B::Mao, B::Chou, B::Zi).cast();
    let lesson = lesson_readings(c.day(), c.plate, &c.transmissions);
    let all = keti::readings(&c);
    assert!(all.len() >= lesson.len());
    for f in &lesson {
        assert!(all.contains(f), "{}", f.id);
    }
}

#[test]
fn san_yang() {
    // 三陽課 (頁293): 「如乙丑日酉時戌將，天乙子臨亥順行，日辰在天乙前，寅為旺氣加丑發用」.
    // 戌加酉 (shift 1); by day 乙's 貴人 is 子, over 亥 → forward. 干上巳 is the 5th from 子 (青龍),
    // 支上寅 the 2nd (朱雀): both in front. 寅/丑 上克下 → 寅卯辰; 寅 旺 in 卯月.
    let f = read(ask("乙丑", B::Mao, B::Xu, B::You).daytime(true), "寅卯辰");
    assert!(fires(&f, "sanyang"), "{:?}", ids(&f));
    // By night 乙's 貴人 is 申, over 未 → backward: not 三陽.
    let f = read(ask("乙丑", B::Mao, B::Xu, B::You).daytime(false), "寅卯辰");
    assert!(!fires(&f, "sanyang"));
}

#[test]
fn san_guang() {
    // 三光課 引《心鏡》 (頁291): 「六月戊寅寅時課，三傳俱旺貴人榮」; 《袖中金》: 「此課雖是昴星虎視，
    // 卻為三光。夏傳得丑，又是貴人臨上」. 午將寅時 (shift 4): 酉/戊 丑/酉 午/寅 戌/午 — no 克, no
    // 遙克 → 昴星 剛日: 酉上丑, 支上午, 干上酉 → 丑午酉 虎視. By day 戊's 貴人 is 丑: 丑 rides 貴人,
    // 丑 earth 旺 in 未月, 戊 earth 旺.
    let f = read(ask("戊寅", B::Wei, B::Wu, B::Yin).daytime(true), "丑午酉");
    assert!(fires(&f, "sanguang") && fires(&f, "hushi"), "{:?}", ids(&f));
    // In 寅月 earth is 死: no light.
    let f = read(ask("戊寅", B::Yin, B::Wu, B::Yin).daytime(true), "丑午酉");
    assert!(!fires(&f, "sanguang"));
}

#[test]
fn long_de() {
    // 龍德課 (頁303): 「如癸巳年七月癸酉日酉時巳將，巳為太歲，又為月將，又為日貴加酉，上克下為用」.
    // 巳加酉 (shift 8): 酉/癸 巳/酉 巳/酉 丑/巳; 巳/酉 上克下 → 巳丑酉 元首. 癸's day 貴人 巳.
    let f = read(ask("癸酉", B::Shen, B::Si, B::You).year(B::Si).daytime(true), "巳丑酉");
    assert!(fires(&f, "longde"), "{:?}", ids(&f));
    // By night 癸's 貴人 is 卯: 巳 no longer rides it.
    let f = read(ask("癸酉", B::Shen, B::Si, B::You).year(B::Si).daytime(false), "巳丑酉");
    assert!(!fires(&f, "longde"));
}

#[test]
fn guan_jue() {
    // 官爵課 (頁305): 「如未年二月丁亥日巳時戌將…岁、月、日、命俱馬在巳發用，傳見魁常」.
    // 戌加巳 (shift 5): 子/丁 巳/子 辰/亥 酉/辰; 巳/子 下賊上 → 巳戌卯. 未年 (亥卯未) and 卯月 have
    // their horse at 巳. By day 丁's 貴人 亥 over 午 → backward: 太常 (8th) on 卯, in the transmissions.
    let f = read(ask("丁亥", B::Mao, B::Xu, B::Si).year(B::Wei), "巳戌卯");
    assert!(fires(&f, "guanjue"), "{:?}", ids(&f));
    assert!(facts(&f, "guanjue").contains("太歲未、月建卯之驛馬巳"));
    // 乙丑 戌將酉時 gives 寅卯辰: no 戌 in the transmissions.
    let f = read(ask("乙丑", B::Mao, B::Xu, B::You), "寅卯辰");
    assert!(!fires(&f, "guanjue"));
}

#[test]
fn fu_gui() {
    // 富貴課 (頁307): 「如二月辛巳日丑時戌將…寅為天乙旺氣，臨行年日支，巳相氣，上下木火相生發用」.
    // 戌加丑 (shift 9): 未/辛 辰/未 寅/巳 亥/寅 — no 克; 辛 遙克 寅 → 寅亥申 彈射. By night 辛's
    // 貴人 is 寅; 寅 旺 in 卯月, over the day branch 巳, 木生火.
    let f = read(ask("辛巳", B::Mao, B::Xu, B::Chou), "寅亥申");
    assert!(fires(&f, "fugui"), "{:?}", ids(&f));
    // By day 辛's 貴人 is 午: 寅 does not ride it.
    let f = read(ask("辛巳", B::Mao, B::Xu, B::Chou).daytime(true), "寅亥申");
    assert!(!fires(&f, "fugui"));
}

#[test]
fn tian_yu() {
    // 天獄課 引《心鏡》 (頁394): 「正月乙酉午時課，小吉臨寅故曰丘。春占土死未為墓…乙生於亥…斗系亥」.
    // 亥將午時 (shift 5): 酉/乙 寅/酉 寅/酉 未/寅; 下賊上 寅 and 未, 未 yin like 乙 → 未子巳 知一.
    // 未 死 in spring; 天罡辰 over 亥, 乙's 長生.
    let f = read(ask("乙酉", B::Yin, B::Hai, B::Wu), "未子巳");
    assert!(fires(&f, "tianyu"), "{:?}", ids(&f));
    // 甲子 丑將子時: 甲's 日本 亥 has 子 over it, not 辰.
    let f = read(ask("甲子", B::Yin, B::Chou, B::Zi), "辰巳午");
    assert!(!fires(&f, "tianyu"));
}

#[test]
fn po_hua() {
    // 魄化課 引《觀月經》 (頁403): 「六月未時壬戌日，天魁乘虎又加壬。六月死神來至戌」. 午將未時 (shift
    // 11): 戌/壬 (土克水) → 戌酉申 元首. By day 壬's 貴人 巳 over 午 → backward: 白虎 (7th) on 戌.
    // 六月死神: 正月巳, so 六月戌; 戌 over 亥, 壬's palace.
    let f = read(ask("壬戌", B::Wei, B::Wu, B::Wei), "戌酉申");
    assert!(fires(&f, "pohua"), "{:?}", ids(&f));
    // In 申月 死神 is 亥 and 死氣 子: 戌 is neither.
    let f = read(ask("壬戌", B::Shen, B::Wu, B::Wei), "戌酉申");
    assert!(!fires(&f, "pohua"));
}

#[test]
fn yin_yi_jiao_tong_yi_nv() {
    // 淫泆課 (頁359): 「如辛未日申時辰將，乘后合，卯加未用」. 辰加申 (shift 8): 午/辛 寅/午 卯/未 亥/卯;
    // 午/辛 and 卯/未 上克下; 卯 yin like 辛 → 卯亥未 知一. By day 辛's 貴人 午 over 戌 → backward:
    // 六合 (3rd) on 卯, 天后 (11th) on 未: 淫泆, and 用起六合終於天后 — 狡童.
    let f = read(ask("辛未", B::Chen, B::Chen, B::Shen), "卯亥未");
    assert!(fires(&f, "yinyi") && fires(&f, "jiaotong"), "{:?}", ids(&f));
    assert!(!fires(&f, "yinv"));
    // 「如戊戌日辰時午將，子加戌為用，初傳天后，末傳六合，為泆女格」. 午加辰 (shift 2): 子/戌 下賊上
    // → 子寅辰. 戊's day 貴人 丑 over 亥 → forward: 天后 (11th) on 子, 六合 (3rd) on 辰.
    let f = read(ask("戊戌", B::Chen, B::Wu, B::Chen), "子寅辰");
    assert!(fires(&f, "yinv"), "{:?}", ids(&f));
    assert!(!fires(&f, "jiaotong") && !fires(&f, "yinyi"));
}

#[test]
fn san_jiao() {
    // 三交課 (頁347): 「如戊子日午時酉將，卯加子為用，傳逢卯午酉乘太陰」. 酉加午 (shift 3): 申/戊 亥/申
    // 卯/子 午/卯 — no 克; 卯 遙克 戊 → 卯午酉 蒿矢. By day 戊's 貴人 丑 over 戌 → backward: 太陰
    // (10th) on 卯. 子 day, 卯 over 子, all three 仲.
    let f = read(ask("戊子", B::Wu, B::You, B::Wu).daytime(true), "卯午酉");
    assert!(fires(&f, "sanjiao"), "{:?}", ids(&f));
    // By night 貴人 未 over 辰 → forward: 卯 太常, 午 天后, 酉 朱雀 — no 陰合: 三交不交 (訂訛).
    let f = read(ask("戊子", B::Wu, B::You, B::Wu).daytime(false), "卯午酉");
    assert!(fires(&f, "sanjiao-bujiao") && !fires(&f, "sanjiao"));
}

#[test]
fn li_de_wei_fu() {
    // 勵德課 (頁425): 「如戊子日申時午將占，晝丑加卯，為勵德也」. 午加申 (shift −2): 卯/戊 丑/卯 戌/子
    // 申/戌; 丑/卯 alone 下賊上 → 丑亥酉. By day 戊's 貴人 丑 stands over 卯.
    let f = read(ask("戊子", B::Wu, B::Wu, B::Shen), "丑亥酉");
    assert!(fires(&f, "lide"), "{:?}", ids(&f));
    assert!(!fires(&f, "weifu") && !fires(&f, "cuotuo"));
    // 「如辛丑日寅時丑將」 (微服): 丑加寅 (shift −1); by night 辛's 貴人 寅 over 卯 → forward; the
    // uppers 酉 申 子 亥 are its 7th, 6th, 10th, 9th — all behind.
    let c = ask("辛丑", B::Zi, B::Chou, B::Yin).cast();
    let f = keti::readings(&c);
    assert!(fires(&f, "lide") && fires(&f, "weifu"), "{:?}", ids(&f));
    // 甲子 丑將子時 by day: 貴人 丑 over 子, not 卯酉.
    let f = read(ask("甲子", B::Yin, B::Chou, B::Zi).daytime(true), "辰巳午");
    assert!(!fires(&f, "lide"));
}

#[test]
fn tian_wang() {
    // 天網課: 「凡課占時與用神同克日」. 庚午 寅將巳時 (shift 9): 巳/庚 (火克金) 寅/巳 卯/午 子/卯 →
    // 巳寅亥 元首; the hour 巳 and the first 巳 both 克 庚.
    let f = read(ask("庚午", B::Zi, B::Yin, B::Si), "巳寅亥");
    assert!(fires(&f, "tianwang"), "{:?}", ids(&f));
    // The same plate at 卯時 (子將): 卯 wood does not 克 庚.
    let f = read(ask("庚午", B::Zi, B::Zi, B::Mao), "巳寅亥");
    assert!(!fires(&f, "tianwang"));
}

#[test]
fn long_zhan_with_the_year() {
    // 龍戰課 (頁408): 「如丁卯日辰時戌將占，卯加酉發用，人年立卯地」. 返吟 → 卯酉卯 無依. A man's
    // 行年 runs 丙寅 (1 歲), 丁卯 (2), … so at 26 歲 it is 卯.
    let f = read(ask("丁卯", B::Chen, B::Xu, B::Chen).querent(25, Sex::Male), "卯酉卯");
    assert!(fires(&f, "longzhan"), "{:?}", ids(&f));
    // At 25 歲 行年 is 寅.
    let f = read(ask("丁卯", B::Chen, B::Xu, B::Chen).querent(24, Sex::Male), "卯酉卯");
    assert!(!fires(&f, "longzhan") && fires(&f, "longzhan-dinge"));
}

#[test]
fn san_yin() {
    // 三陰課 (頁407): 「如正月癸丑日卯時子將，占人申命，行年在丑，天乙乘巳加申，逆理天乙，日辰在
    // 天乙後，戌為死乘白虎凶將，加癸為用，卯時屬木，克人年丑土」. 子加卯 (shift 9): 戌/癸 (土克水)
    // → 戌未辰. By day 巳 over 申 → backward; 戌 is the 7th, 白虎. A man of a 申 year whose 行年 is 丑:
    // 48 歲 (丙寅 + 47 → 丑); 未年 − 47 years is a 申 year.
    let a = || ask("癸丑", B::Yin, B::Zi, B::Mao).year(B::Wei).querent(47, Sex::Male);
    let c = a().cast();
    assert_eq!(c.fate.unwrap().xing_nian.branch(), B::Chou);
    assert_eq!(c.fate.unwrap().ben_ming.branch(), B::Shen);
    let f = read(a(), "戌未辰");
    assert!(fires(&f, "sanyin"), "{:?}", ids(&f));
    // Without a querent the 時克行年 cannot be read.
    let f = read(ask("癸丑", B::Yin, B::Zi, B::Mao), "戌未辰");
    assert!(!fires(&f, "sanyin"));
}

#[test]
fn bi_kou_by_xuan_wu() {
    // 閉口課 (頁336): 「如甲子日，辰加子，晝夜皆地盤旬首上神乘玄武為用也」. 辰加子 (shift 4): 辰/子
    // 上克下 → 辰申子. By day 丑 over 酉 → backward, 玄武 (9th) on 辰; by night 未 over 卯 → forward,
    // 玄武 on 辰 again.
    for day in [true, false] {
        let f = read(ask("甲子", B::Wu, B::Chen, B::Zi).daytime(day), "辰申子");
        assert!(facts(&f, "bikou").contains("地盤旬首子上神辰乘玄武"), "{:?}", ids(&f));
    }
    let f = read(ask("甲子", B::Wu, B::Chou, B::Zi), "辰巳午");
    assert!(!fires(&f, "bikou"));
}

#[test]
fn wei_bo_by_the_generals() {
    // 八專課 (頁277): 「如丁未日丑時辰將占，八專課遇天后入傳，帷薄不修格」. 辰加丑 (shift 3): 戌/丁
    // 丑/戌 twice, no 克 → 柔日 fourth upper 丑 back three → 亥; 中末 干上戌 → 亥戌戌. By night 丁's
    // 貴人 酉 over 午 → backward: 天后 (11th) on 戌.
    let f = read(ask("丁未", B::Mao, B::Chen, B::Chou), "亥戌戌");
    assert!(fires(&f, "weibo"), "{:?}", ids(&f));
    // By day 貴人 亥 over 申 → backward: 亥 貴人, 戌 螣蛇 — no 后合玄.
    let f = read(ask("丁未", B::Mao, B::Chen, B::Chou).daytime(true), "亥戌戌");
    assert!(!fires(&f, "weibo") && fires(&f, "weibo-dinge"));
}

#[test]
fn chong_po_wide_reading() {
    // 冲破課 訂訛 (頁358): 「如子年庚子日未時戌將，三傳午酉子，午為歲冲日冲」.
    let f = read(ask("庚子", B::Wu, B::Xu, B::Wei).year(B::Zi), "午酉子");
    let got = facts(&f, "chongpo-dinge");
    assert!(got.contains("冲太歲子") && got.contains("冲日支子"), "{got}");
    // 甲子 丑將子時 in a 午 year, 午 month: 辰 冲 戌, 破 丑 — none of 午, 午, 子, 子.
    let f = read(ask("甲子", B::Wu, B::Chou, B::Zi).year(B::Wu), "辰巳午");
    assert!(!fires(&f, "chongpo-dinge"));
}

#[test]
fn gu_gua_by_the_season() {
    // 庚午 子將寅時 (shift 10): 午/庚 and 寅/辰 上克下, both yang → 涉害 gives 寅子戌. 《袖中金》:
    // 「冬寅卯孤」 — in 子月 寅 is 孤辰, by both readings.
    let f = read(ask("庚午", B::Zi, B::Zi, B::Yin), "寅子戌");
    assert!(facts(&f, "gugua-season").contains("孤辰") && facts(&f, "gugua-season-guanyue").contains("孤辰"));
    // In 寅月 (春巳午孤, 子丑寡) 寅 is neither.
    let f = read(ask("庚午", B::Yin, B::Zi, B::Yin), "寅子戌");
    assert!(!fires(&f, "gugua-season") && !fires(&f, "gugua-season-guanyue"));
    // The readings differ on 申 in winter: 《觀月經》 「冬月申酉戌」 寡, 《袖中金》 only 酉戌.
    // 庚午 伏吟 (子將子時): 申/庚 starts (剛日 干上) → 申寅巳.
    let f = read(ask("庚午", B::Zi, B::Zi, B::Zi), "申寅巳");
    assert!(fires(&f, "gugua-season-guanyue") && !fires(&f, "gugua-season"), "{:?}", ids(&f));
}

#[test]
fn tian_xin_pan_zhu() {
    // 盤珠課 (頁429): 「如庚戌年十二丑月，甲子日丑時子將占…年、月、日、時、三傳皆在四課之上」.
    // 子加丑 (shift −1): 丑/甲 子/丑 亥/子 戌/亥 — 戌 年, 丑 月, 子 日, 丑 時 all there. 丑/甲 and
    // 子/丑 下賊上; 子 is yang like 甲 → 子亥戌 知一 (the book's 「子加丑為用」), also all there.
    let f = read(ask("甲子", B::Chou, B::Zi, B::Chou).year(B::Xu), "子亥戌");
    assert!(fires(&f, "tianxin") && fires(&f, "panzhu"), "{:?}", ids(&f));
    // 甲子 丑將子時 in 午月: 午 is not in 卯/甲 辰/卯 丑/子 寅/丑.
    let f = read(ask("甲子", B::Wu, B::Chou, B::Zi), "辰巳午");
    assert!(!fires(&f, "tianxin") && !fires(&f, "panzhu"));
}

#[test]
fn si_shun_si_ni() {
    // 庚午 丑將酉時 in 子月 (shift 4): 三傳 辰申子. By night 庚's 貴人 未 over 卯 → forward: 辰 is the
    // 9th (玄武, 凶) and 囚 in winter, 子 the 5th (青龍, 吉, in front) and 旺: 四順.
    let f = read(ask("庚午", B::Zi, B::Chou, B::You), "辰申子");
    assert!(fires(&f, "sishun") && !fires(&f, "sini"), "{:?}", ids(&f));
    // 庚午 子將寅時 in 子月: 寅子戌; by night 未 over 酉 → backward: 寅 青龍 相, 戌 玄武 囚, behind: 四逆.
    let f = read(ask("庚午", B::Zi, B::Zi, B::Yin), "寅子戌");
    assert!(fires(&f, "sini") && !fires(&f, "sishun"), "{:?}", ids(&f));
}

#[test]
fn you_zi_by_the_heavenly_horse() {
    // 癸卯 子將卯時 (shift 9): 戌/癸 (土克水) → 戌未辰 元首, all earth. 天馬 「正月起午，順行六陽」:
    // 十二月 (丑) 辰 — in the transmissions: 遊子 by 訂訛 (not the 正文: 戌, the first, is neither
    // 旬丁 (酉 in 甲午旬) nor 天馬).
    let f = read(ask("癸卯", B::Chou, B::Zi, B::Mao), "戌未辰");
    assert!(facts(&f, "youzi-dinge").contains("天馬") && !fires(&f, "youzi"), "{:?}", ids(&f));
    // In 寅月 天馬 is 午: no horse, no 丁.
    let f = read(ask("癸卯", B::Yin, B::Zi, B::Mao), "戌未辰");
    assert!(!fires(&f, "youzi-dinge"));
}
