//! 墓 (卷中 lines 423–453) on hand-worked charts. 「X加Y」 is heaven X over earth Y; each
//! chart is cast with X as 月將 and Y as 占時, so the plate is exactly that.

mod readings_support;

use liuren_core::chart::Sex;
use readings_support::*;

#[test]
fn stem_and_branch_sit_on_their_tomb() {
    // 427 「甲日寅加未」: 甲 lodges at 寅; heaven 寅 over earth 未, 甲's tomb (甲生亥 … 墓未).
    // 甲子, 寅加未: the plate turned 7 (未 over 子); 子 stands over 巳, not on its tomb 辰.
    let c = on("甲子", "寅", "未").cast();
    assert_eq!(fired(&c, "tomb.sit"), "甲寄寅，寅加未，未為甲之墓");
    // 「子亥日子亥加辰」: 丙子, 子加辰 (turned 8): the day branch 子 on 辰, water's tomb.
    // 丙 lodges at 巳, over 丑 — not its tomb 戌.
    let c = on("丙子", "子", "辰").cast();
    assert_eq!(fired(&c, "tomb.sit"), "支子加辰，辰為子之墓");
    // 甲子, 寅加卯 (turned 11): 寅 over 卯, 子 over 丑 — neither on its tomb.
    silent(&on("甲子", "寅", "卯").cast(), "tomb.sit");
}

#[test]
fn stem_and_branch_wear_their_tomb() {
    // 429 「丙日戌加巳」: 丙寅, 戌加巳 (turned 5): 干上 戌 is 丙's tomb; 支上 (寅+5) 未 is the
    // tomb of 寅 (wood) — both wear theirs.
    let c = on("丙寅", "戌", "巳").cast();
    assert_eq!(uppers(&c), "戌卯未子");
    assert_eq!(fired(&c, "tomb.wear"), "干上戌 為丙之墓；支上未 為寅之墓");
    // 「申酉日丑加申酉」: 甲申, 丑加申 (turned 5): 支上 丑 is metal's tomb; 干上 (寅+5) 未 is 甲's.
    assert_eq!(fired(&on("甲申", "丑", "申").cast(), "tomb.wear"), "干上未 為甲之墓；支上丑 為申之墓");
    // 丙寅, 戌加午 (turned 4): 干上 酉, 支上 午.
    silent(&on("丙寅", "戌", "午").cast(), "tomb.wear");
}

#[test]
fn birth_sits_on_or_wears_a_tomb() {
    // 431 「甲日亥為長生，辰為亥墓，亥加辰」: 甲子, 亥加辰 (turned 7). The 支 子 (water) has its
    // 長生 申 by the 四長生, and 申 stands over 丑, the tomb of 申: it fires for both.
    let c = on("甲子", "亥", "辰").cast();
    assert_eq!(fired(&c, "tomb.birth_sit"), "甲干長生亥，亥加辰，辰為亥之墓；子支長生申，申加丑，丑為申之墓");
    // 「乙日午為長生，戌為午墓，午加戌」: 乙丑, 午加戌 (turned 8). 丑's 長生 申 stands over 子.
    assert_eq!(fired(&on("乙丑", "午", "戌").cast(), "tomb.birth_sit"), "乙干長生午，午加戌，戌為午之墓");
    // 甲子, 亥加卯 (turned 8): 亥 over 卯, 申 over 子.
    silent(&on("甲子", "亥", "卯").cast(), "tomb.birth_sit");

    // 433 「甲日辰加亥」: 甲子, 辰加亥 (turned 5): over 亥 stands 辰; over 申 stands 丑.
    let c = on("甲子", "辰", "亥").cast();
    assert_eq!(fired(&c, "tomb.birth_wear"), "甲干長生亥，辰加亥，辰為亥之墓；子支長生申，丑加申，丑為申之墓");
    // 「巳午日未加寅」: 丙午, 未加寅 (turned 5): 午 (fire) has its 長生 寅, and 未 (wood's tomb)
    // is over it; 丙's own 長生 is 寅 too, so both lines name it.
    assert!(fired(&on("丙午", "未", "寅").cast(), "tomb.birth_wear").contains("午支長生寅，未加寅"));
    // 甲子, 辰加子 (turned 4): over 亥 卯, over 申 子.
    silent(&on("甲子", "辰", "子").cast(), "tomb.birth_wear");
}

#[test]
fn birth_and_the_tomb_of_stem_or_branch() {
    // 435 「甲日生亥墓未，亥加未」: 甲子, 亥加未 (turned 4). For 子: 生申 墓辰, and 申 stands
    // over 辰 as well.
    let c = on("甲子", "亥", "未").cast();
    assert_eq!(fired(&c, "tomb.birth_sit_day"), "甲干生亥墓未，亥加未；子支生申墓辰，申加辰");
    // 「寅卯日生亥，未為寅卯之墓，亥加未」: 丙寅, 亥加未 — the 支 line.
    assert!(fired(&on("丙寅", "亥", "未").cast(), "tomb.birth_sit_day").contains("寅支生亥墓未，亥加未"));
    silent(&on("甲子", "亥", "酉").cast(), "tomb.birth_sit_day");

    // 437 「甲日未加亥」: 甲子, 未加亥 (turned 8); over 申 stands 辰, 子's tomb.
    let c = on("甲子", "未", "亥").cast();
    assert_eq!(fired(&c, "tomb.birth_wear_day"), "甲干生亥墓未，未加亥；子支生申墓辰，辰加申");
    // 「申酉日丑加巳」: 甲申, 丑加巳 (turned 8).
    assert!(fired(&on("甲申", "丑", "巳").cast(), "tomb.birth_wear_day").contains("申支生巳墓丑，丑加巳"));
    silent(&on("甲子", "未", "巳").cast(), "tomb.birth_wear_day");
}

#[test]
fn salary_enters_its_tomb() {
    // 439 「庚日申為祿，申加丑」 and 「癸日子為祿，子加辰」 (辰, water's tomb — not 癸's own 未).
    assert_eq!(fired(&on("庚子", "申", "丑").cast(), "tomb.lu"), "庚祿申，申加丑，丑為申之墓");
    assert_eq!(fired(&on("癸卯", "子", "辰").cast(), "tomb.lu"), "癸祿子，子加辰，辰為子之墓");
    silent(&on("庚子", "申", "子").cast(), "tomb.lu");
}

#[test]
fn year_and_fate_enter_or_wear_their_tomb() {
    // 441 「命在辰，辰加辰」: born 2000 (庚辰), a 伏吟 plate.
    let c = on("甲子", "子", "子").year("丙午").born(2000).cast();
    assert!(fired(&c, "tomb.fate_sit").contains("本命辰，辰加辰"));
    // 「年在巳，巳加戌」: a man born 1999 (己卯) is 28 in 丙午 (2026); 行年 from 丙寅 forward
    // 27 places is 癸巳. 巳加戌 (turned 7); 本命 卯 stands over 申, not on 未.
    let c = on("甲子", "巳", "戌").year("丙午").born(1999).cast();
    assert_eq!(c.fate.unwrap().xing_nian.hanzi(), "癸巳");
    assert_eq!(fired(&c, "tomb.fate_sit"), "行年巳，巳加戌，戌為巳之墓");
    silent(&on("甲子", "子", "子").year("丙午").born(1999).cast(), "tomb.fate_sit");

    // 443 「命在寅，未加寅」: born 1998 (戊寅), 29 in 2026, 行年 丙寅+28 = 甲午. 未加寅 (turned 5):
    // over 午 stands 亥, not 戌.
    let c = on("甲子", "未", "寅").year("丙午").born(1998).cast();
    assert_eq!(fired(&c, "tomb.fate_wear"), "本命寅，未加寅，未為寅之墓");
    // Turned 3: over 寅 巳, over 午 酉.
    silent(&on("甲子", "巳", "寅").year("丙午").born(1998).cast(), "tomb.fate_wear");

    // 445 「行年立寅午戌化氣火，午加戌」: the same man, 行年 午; 午加戌 (turned 8).
    let c = on("甲子", "午", "戌").year("丙午").born(1998).cast();
    assert_eq!(fired(&c, "tomb.xing_nian_qi"), "行年立午，寅午戌化氣火，午加戌");
    silent(&on("甲子", "午", "亥").year("丙午").born(1998).cast(), "tomb.xing_nian_qi");
    // A woman's 行年 runs from 壬申 backward: at 29, 壬申−28 is 甲辰 — 申子辰, water, whose tomb
    // is 辰. On the same plate (turned 8) 子 stands over 辰.
    let c = on("甲子", "午", "戌").year("丙午").born_as(1998, Sex::Female).cast();
    assert_eq!(c.fate.unwrap().xing_nian.hanzi(), "甲辰");
    assert_eq!(fired(&c, "tomb.xing_nian_qi"), "行年立辰，申子辰化氣水，子加辰");
    silent(&on("甲子", "午", "亥").year("丙午").born_as(1998, Sex::Female).cast(), "tomb.xing_nian_qi");
}

#[test]
fn ghost_in_its_tomb_and_good_spirits_buried() {
    // 447 「丙日子為鬼，子加辰」: 丙子, 子加辰 (turned 8). Lessons 丑/丙 酉/丑 申/子 辰/申: no
    // 克; no upper overcomes 丙; 丙 overcomes 酉 and 申 (彈射), the 陽 申 is taken: 三傳 申辰子.
    // The 鬼 子 is 末傳 and stands on 辰.
    let c = on("丙子", "子", "辰").cast();
    assert_eq!(chuan(&c), "申辰子");
    assert_eq!(fired(&c, "tomb.ghost"), "日鬼子(末傳)加辰，辰為子之墓");
    silent(&on("丙子", "子", "巳").cast(), "tomb.ghost");
    // 吉神 入墓: 甲's 日德 寅 on 未 (turned 7); 類神 子 on 辰 (turned 8).
    assert_eq!(fired(&on("甲子", "寅", "未").cast(), "tomb.good_buried"), "日德寅加未，未為寅之墓");
    let c = on("甲子", "子", "辰").cast();
    assert_eq!(fired_with(&c, Some(b("子")), "tomb.good_buried"), "類神子加辰，辰為子之墓");
    silent(&c, "tomb.good_buried");
}

#[test]
fn transmissions_between_life_and_tomb() {
    // 449. The text's 壬申日 酉將未時 (line 517), turned 2: lessons 丑/壬 卯/丑 戌/申 子/戌; the
    // only 下賊上 is 子 over 戌: 三傳 子寅辰. For 壬 (生申, 順) 子 is 帝旺 and 辰 墓.
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(chuan(&c), "子寅辰");
    assert_eq!(fired(&c, "tomb.rise_to_tomb"), "初傳子為帝旺，末傳辰為墓；成而後敗");
    assert_eq!(fired(&c, "tomb.last"), "末傳辰為墓(日干之墓)，百事終無成就");
    silent(&c, "tomb.tomb_to_rise");
    silent(&c, "tomb.middle");
    // 丙寅, 申加子 (turned 8): lessons 丑/丙 酉/丑 戌/寅 午/戌; the one 下賊上 is 戌 over 寅:
    // 三傳 戌午寅 — 丙's 墓 to its 長生.
    let c = on("丙寅", "申", "子").cast();
    assert_eq!(chuan(&c), "戌午寅");
    assert_eq!(fired(&c, "tomb.tomb_to_rise"), "初傳戌為墓，末傳寅為長生；敗而復成");
    silent(&c, "tomb.rise_to_tomb");
    silent(&c, "tomb.last");
    // 丙辰 未加巳 (line 367's chart), turned 2: 三傳 申戌子, 戌 is 丙's tomb in the middle.
    let c = on("丙辰", "未", "巳").cast();
    assert_eq!(chuan(&c), "申戌子");
    assert_eq!(fired(&c, "tomb.middle"), "中傳戌為墓(日干之墓)，中間有阻");
}

#[test]
fn day_and_night_tombs() {
    // 451. 壬申 酉加未: 壬's tomb 辰 (末傳, a 晝墓) stands over 寅 — 「日墓臨酉戌亥子丑寅，
    // 自明移暗」; 申's tomb 丑 (干上) is a 夜墓.
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(fired(&c, "tomb.day_night"), "干墓辰(末傳) 為晝墓，剛速；支墓丑(干上) 為夜墓，遲緩");
    assert_eq!(fired(&c, "tomb.to_dark"), "晝墓辰臨寅，自明移暗，更為晦塞");
    silent(&c, "tomb.to_light");
    // 丁酉 亥加未 (line 473's chart), turned 4: 支上 丑 is the tomb of both 丁 and 酉, a 夜墓
    // over 酉 — 「夜墓臨卯辰巳午未申酉為自暗投明」.
    let c = on("丁酉", "亥", "未").cast();
    assert_eq!(fired(&c, "tomb.to_light"), "夜墓丑臨酉，自暗投明，尚可解救");
    silent(&c, "tomb.to_dark");
    // 丙戌 子加巳 (line 567's chart): neither 戌 (丙's tomb) nor 辰 (戌's) is in 子未巳子 / 子未寅.
    silent(&on("丙戌", "子", "巳").cast(), "tomb.day_night");
}

#[test]
fn tomb_opened_by_clash_shut_by_harmony() {
    // 453. 壬申 酉加未: 干墓 辰 is clashed by 戌 (支上) — opened; 支墓 丑 is joined by 子
    // (支陰, 初傳) — shut.
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(fired(&c, "tomb.open"), "干墓辰，戌(支上) 沖之，墓開");
    assert_eq!(fired(&c, "tomb.shut"), "支墓丑，子(支陰、初傳) 合之，墓閉");
    // 丙辰 未加巳: 丙's tomb 戌 is 中傳; 辰 and 卯 are not in 未酉午申 / 申戌子, and 戌 stands on 申.
    let c = on("丙辰", "未", "巳").month("寅").year("丙午").cast();
    silent(&c, "tomb.open");
    silent(&c, "tomb.shut");
    // 「如年命上神克之，亦可化吉」: a querent born 1984 (甲子): over 子 stands 寅, which overcomes 戌.
    let c = on("丙辰", "未", "巳").month("寅").year("丙午").born(1984).cast();
    assert_eq!(fired(&c, "tomb.open"), "本命子上神寅克干墓戌，亦可化吉");
}
