//! 日德 (卷中 lines 467–485): the text's worked charts, and its claims about which days a
//! form can occur on, checked over all 60 days × 12 plates, by day and by night.

mod readings_support;

use readings_support::*;

#[test]
fn virtue_used_with_harmony_and_noble() {
    // 473 「丁酉日亥加干發用，亥為日德日合，且將乘貴人」: 丁 lodges at 未; 亥加未 turns the plate 4.
    // Lessons 亥/丁 卯/亥 丑/酉 巳/丑: the one 克 is 亥 (water) over 丁 (fire), 上克下: 元首,
    // 三傳 亥卯未. 丁's 德 is 壬's 祿 亥, its 日合 is where 壬 lodges, 亥. By day 丁's 貴人 is on
    // 亥 (丙丁 晝亥).
    let c = on("丁酉", "亥", "未").daytime().cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("亥卯丑巳", "亥卯未"));
    assert_eq!(general_on(&c, "亥"), "貴人");
    assert!(fired(&c, "virtue.used")
        .starts_with("初傳亥 為丁之日德，發用；干上亥 為丁之日德，臨干；亥亦為丁之日合；亥乘貴人"));
    assert!(fired(&c, "virtue.joy").ends_with("德、合、貴人並見，主有意外之喜，惟不利占病訟"));
    // By night 貴人 is on 酉: no joy, but still 日德發用.
    let c = on("丁酉", "亥", "未").night().cast();
    silent(&c, "virtue.joy");
    fired(&c, "virtue.used");
    // 丙戌 子加巳: 丙's 德 巳 is 支上, neither 用 nor 干上.
    silent(&on("丙戌", "子", "巳").cast(), "virtue.used");
    // 「此惟乙丁癸三日有之」: the three stems whose 德 is also their 日合 and can carry 貴人.
    let mut days = where_it_fires("virtue.joy", true);
    days.extend(where_it_fires("virtue.joy", false));
    assert_eq!(stems(&days), "乙丁癸");
}

#[test]
fn virtue_that_is_a_ghost() {
    // 475 「日德發用為鬼，仍作德斷……此惟丁、辛二日有之」: 丁酉 亥加未 — 亥 (陰水) overcomes 丁 (陰火).
    assert_eq!(fired(&on("丁酉", "亥", "未").cast(), "virtue.tames_ghost"), "初傳亥 為丁之日德，亦克丁為鬼；仍作德斷");
    // 己巳 寅加巳: 寅 (陽木) overcomes 己 (陰土) but as 官, not 鬼 (line 477).
    silent(&on("己巳", "寅", "巳").daytime().cast(), "virtue.tames_ghost");
    let mut days = where_it_fires("virtue.tames_ghost", true);
    days.extend(where_it_fires("virtue.tames_ghost", false));
    assert_eq!(stems(&days), "丁辛");
}

#[test]
fn civil_virtue() {
    // 477 「己巳日寅加巳發用，寅為日德，旦將乘雀」: 己 lodges at 未; 寅加巳 turns the plate 9.
    // Lessons 辰/己 丑/辰 寅/巳 亥/寅: no 克; of the uppers only 寅 overcomes 己 (蒿矢):
    // 三傳 寅亥申. By day 貴人 is on 子 (乙己 晝子), over 卯, forward: 子貴 丑蛇 寅雀.
    let c = on("己巳", "寅", "巳").daytime().cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("辰丑寅亥", "寅亥申"));
    assert_eq!(general_on(&c, "寅"), "朱雀");
    assert_eq!(fired(&c, "virtue.civil"), "初傳寅 為己之日德，作官星發用，乘朱雀");
    // 「己丑日寅加丑」 (turned 1): 寅 over 丑 is the one 上克下: 三傳 寅卯辰; 子 over 亥, forward.
    let c = on("己丑", "寅", "丑").daytime().cast();
    assert_eq!(chuan(&c), "寅卯辰");
    assert_eq!(fired(&c, "virtue.civil"), "初傳寅 為己之日德，作官星發用，乘朱雀");
    // By night (貴人 申) 寅 carries no 朱雀.
    silent(&on("己巳", "寅", "巳").night().cast(), "virtue.civil");
    // 「此只己巳日寅加巳，己丑日寅加丑旦將兩課而已」 — over all 720 charts.
    let day: Vec<_> = where_it_fires("virtue.civil", true).into_iter().collect();
    assert_eq!(day, [("己丑".to_string(), "寅加丑".to_string()), ("己巳".to_string(), "寅加巳".to_string())]);
    assert!(where_it_fires("virtue.civil", false).is_empty());
}

#[test]
fn virtue_robbed_from_below() {
    // 479 「乙未日申加午為用，申為日德，且將乘貴人脫午生申」: 乙 lodges at 辰; 申加午 turns 2.
    // Lessons 午/乙 申/午 酉/未 亥/酉: 申 (metal) over 午 (fire) is the one 下賊上: 三傳 申戌子.
    // By night 乙's 貴人 is on 申: earth, it drains 午 and feeds 申.
    let c = on("乙未", "申", "午").night().cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("午申酉亥", "申戌子"));
    assert_eq!(fired(&c, "virtue.robbed"), "日德申加午，午克申，被下賊發用；申乘貴人(土)生扶之，仍作全吉斷");
    // 乙酉 申加酉: 申 over 酉 — metal on metal, not robbed.
    silent(&on("乙酉", "申", "酉").cast(), "virtue.robbed");
}

#[test]
fn ghost_virtue() {
    // 481 「辛未日巳加午」: 辛 lodges at 戌; turned 11. Lessons 酉/辛 申/酉 午/未 巳/午: no 克;
    // 午 and 巳 both overcome 辛 — the 陰 巳 goes with the 陰 day: 三傳 巳辰卯. 巳 and 午 both 克 辛.
    let c = on("辛未", "巳", "午").cast();
    assert_eq!(chuan(&c), "巳辰卯");
    assert_eq!(fired(&c, "virtue.ghost_virtue"), "初傳巳 為日德，加午，巳與午同克辛");
    // 「乙酉日申加酉」: 乙 at 辰; turned 11: 卯/乙 寅/卯 申/酉 未/申; only 申 overcomes 乙: 申未午.
    let c = on("乙酉", "申", "酉").cast();
    assert_eq!(chuan(&c), "申未午");
    assert_eq!(fired(&c, "virtue.ghost_virtue"), "初傳申 為日德，加酉，申與酉同克乙");
    // 乙未 申加午: 午 does not overcome 乙.
    silent(&on("乙未", "申", "午").cast(), "virtue.ghost_virtue");
    // 「此只辛未日巳加午，乙酉日申加酉兩課而已」.
    let mut all = where_it_fires("virtue.ghost_virtue", true);
    all.extend(where_it_fires("virtue.ghost_virtue", false));
    let all: Vec<_> = all.into_iter().collect();
    assert_eq!(all, [("乙酉".to_string(), "申加酉".to_string()), ("辛未".to_string(), "巳加午".to_string())]);
}

#[test]
fn virtue_strong_weak_dying() {
    // 483. 丙申 巳加申 (line 503's chart): 丙申 is in the 甲午 旬, 辰巳 void; 巳 (支上 and 初傳)
    // is 丙's 德, void.
    let c = on("丙申", "巳", "申").month("卯").cast();
    assert!(fired(&c, "virtue.weak").starts_with("日德巳(支上、初傳)值空亡"));
    silent(&c, "virtue.strong");
    // 甲子 伏吟 in 卯 month: 寅 (甲's 德) is 干上, 干陰 and 初傳, 旺 in spring. By night 甲's
    // 貴人 未 stands over 未, so the generals run backward: 午蛇 巳雀 辰合 卯勾 寅龍 — 青龍 (wood)
    // does not overcome 寅.
    let c = on("甲子", "子", "子").month("卯").night().cast();
    assert_eq!(general_on(&c, "寅"), "青龍");
    assert_eq!(fired(&c, "virtue.strong"), "日德寅(干上、干陰、初傳)值旺，能解凶為吉");
    silent(&c, "virtue.weak");
    // 485. 甲午 寅加午 (line 515's chart): 寅 (支上, 末傳) stands on 午, where 甲 dies.
    let c = on("甲午", "寅", "午").cast();
    assert_eq!(fired(&c, "virtue.dying"), "日德寅(支上、末傳)臨午，午為甲之死地，減力十之六");
    silent(&on("甲子", "子", "子").cast(), "virtue.dying");
}
