//! 旺相休囚死 of 干支 (365–373), 長生 and 祿 (381–405), 始終 (619–625), 純雜 (627–633).

mod readings_support;

use readings_support::*;

#[test]
fn strength_of_stem_and_branch() {
    // 367, the text's chart: 「正月丙辰日，丙上見小吉、勾陳，重重脫之，便不為相矣。辰上見勝光、
    // 青龍重遞生之，便不為死矣」. 丙 lodges at 巳; 未 over 巳 turns the plate 2, so 辰 has 午 over
    // it. By day 丙's 貴人 亥 stands over 酉, backward: 午 青龍, 未 勾陳. In 正月 (寅, wood) 丙 (fire)
    // is 相 and 辰 (earth) 死.
    let c = on("丙辰", "未", "巳").month("寅").daytime().cast();
    assert_eq!(uppers(&c), "未酉午申");
    assert_eq!((general_on(&c, "未"), general_on(&c, "午")), ("勾陳", "青龍"));
    assert_eq!(fired(&c, "strength.drained"), "日干丙(火)值相；干上未(土)、勾陳(土) 重重脫克之，不以相論");
    assert_eq!(fired(&c, "strength.helped"), "日支辰(土)值死；支上午(火)生之，青龍(木)生午，重遞生之，不以全衰論");
    // 369: 辰 is 死, so not 干支旺相.
    silent(&c, "strength.prosperous");
    assert_eq!(fired(&c, "strength.weak"), "日干丙(火)值相；日支辰(土)值死");
    // 丁酉 亥加未 in the 丑 month: 丁 is 休 but nothing over it feeds it; 酉 is 相 and 丑 feeds it.
    let c = on("丁酉", "亥", "未").month("丑").cast();
    silent(&c, "strength.helped");
    silent(&c, "strength.drained");
    // 丙寅 in the 卯 month: 丙 相, 寅 旺.
    let c = on("丙寅", "子", "子").month("卯").cast();
    assert_eq!(fired(&c, "strength.prosperous"), "日干丙(火)值相；日支寅(木)值旺");
    silent(&c, "strength.weak");
}

#[test]
fn strong_or_weak_stem_met_from_above() {
    // 371. 甲子 酉加子 (turned 9): 干上 亥 feeds 甲. In the 卯 month 甲 is 旺 — 「略一生之即起」;
    // in the 申 month 甲 is 死 — 「逢生亦未必有大益」.
    let c = on("甲子", "酉", "子").month("卯").cast();
    assert_eq!(fired(&c, "strength.strong_stem"), "日干甲(木)值旺；干上亥(水)生之，即起");
    silent(&c, "strength.weak_stem");
    let c = on("甲子", "酉", "子").month("申").cast();
    assert_eq!(fired(&c, "strength.weak_stem"), "日干甲(木)值死；干上亥(水)生之，未必有大益");
    silent(&c, "strength.strong_stem");
    // 壬申 酉加未 in the 戌 month: 壬 死, 干上 丑 overcomes it — 「略一克之即傷」.
    assert_eq!(
        fired(&on("壬申", "酉", "未").month("戌").cast(), "strength.weak_stem"),
        "日干壬(水)值死；干上丑(土)克之，即傷"
    );
}

#[test]
fn spirits_that_feed_or_overcome_the_stem() {
    // 373. 壬辰 未加辰: 初傳 戌 overcomes 壬; 旺 in the 丑 month, 死 in the 卯 month.
    assert_eq!(fired(&on("壬辰", "未", "辰").month("丑").cast(), "strength.threat"), "初傳戌(土)克壬，值旺，可畏");
    assert_eq!(fired(&on("壬辰", "未", "辰").month("卯").cast(), "strength.threat"), "初傳戌(土)克壬，值死，稍輕");
    silent(&on("壬辰", "未", "辰").cast(), "strength.helper");
    // 甲子 酉加子 in the 卯 month: 干上 亥 (water, 休 in spring) feeds 甲; 初傳 午 does not.
    let c = on("甲子", "酉", "子").month("卯").cast();
    assert_eq!(chuan(&c), "午卯子");
    assert_eq!(fired(&c, "strength.helper"), "干上亥(水)生甲，值休，遲而不久");
    silent(&c, "strength.threat");
}

#[test]
fn birth_and_salary() {
    // 389. 庚寅 巳加申: 巳, 庚's 長生, is 干上 and 初傳; 383: for 庚 it is also 官鬼.
    let c = on("庚寅", "巳", "申").cast();
    assert_eq!(fired(&c, "stages.birth"), "初傳巳 為庚之長生，發用，吉；干上巳 為庚之長生，臨干，吉");
    assert_eq!(fired(&c, "stages.birth_mixed"), "巳(干上、初傳) 為庚之長生，系官鬼");
    // 丙戌 子加巳: 寅, 丙's 長生, is only 末傳; it is 丙's 父母, not mixed.
    let c = on("丙戌", "子", "巳").cast();
    assert_eq!(fired(&c, "stages.birth"), "寅(末傳) 為丙之長生，在中末，次之");
    silent(&c, "stages.birth_mixed");
    silent(&on("壬申", "酉", "未").cast(), "stages.birth");
    // 401 「甲申日寅遁庚」: 甲申 伏吟 — 寅 over 寅 is 干上 (the 甲申 旬: 申甲 … 寅庚).
    let f = fired(&on("甲申", "子", "子").cast(), "stages.lu_hidden_clash");
    assert!(f.starts_with("寅(干上") && f.ends_with("為甲之祿，遁庚，庚克甲"), "{f}");
    silent(&on("甲子", "子", "子").cast(), "stages.lu_hidden_clash");
    // 403 「乙未日卯祿遁癸」: 卯加辰 (turned 11) puts 卯 over 乙; 乙未 is in the 甲午 旬 (癸卯).
    assert!(fired(&on("乙未", "卯", "辰").cast(), "stages.lu_gui").starts_with("卯(干上"));
    silent(&on("乙未", "子", "子").cast(), "stages.lu_gui");
}

#[test]
fn beginning_and_end() {
    // 621. 壬申 酉加未: 子 … 辰, earth overcomes water — 「克為終」; 丙戌 子加巳: 子 … 寅, 「生為始」.
    let c = on("壬申", "酉", "未").year("丙辰").month("戌").text_nobles().cast();
    assert_eq!(fired(&c, "course.start_end"), "初傳子(水)受克於末傳辰(土)，克為終");
    assert_eq!(fired(&on("丙戌", "子", "巳").cast(), "course.start_end"), "初傳子(水)生末傳寅(木)，生為始");
    // 壬辰 未加辰: 戌 … 辰, both earth.
    silent(&on("壬辰", "未", "辰").cast(), "course.start_end");

    // 623. 壬申 (the text's 壬 貴人 卯 by day, forward): 子 carries 玄武, 辰 is a 鬼 with 螣蛇 —
    // 始終皆凶; but 辰 overcomes 子: 「初傳凶，末傳克之，事可獲濟」.
    assert_eq!(find(&c, None, "course.fortune")[0].title, "始終皆凶");
    assert_eq!(fired(&c, "course.fortune"), "初傳子乘玄武，為凶；末傳辰日鬼、乘螣蛇，為凶");
    assert_eq!(fired(&c, "course.end_checks"), "初傳子乘玄武，為凶；末傳辰克初傳子，事可獲濟");
    silent(&c, "course.turn");
    // 丙戌 子加巳 by day: 子 (鬼, 螣蛇) … 寅 (六合) — 終於吉.
    let c = on("丙戌", "子", "巳").daytime().cast();
    assert_eq!(find(&c, None, "course.turn")[0].title, "終於吉");
    silent(&c, "course.fortune");
    silent(&c, "course.end_checks");
    // 甲子 巳加子 (turned 5) by night: lessons 未/甲 子/未 巳/子 戌/巳, three 下賊上, the 陽 子 is
    // taken: 子巳戌. 甲's night 貴人 未 over 寅, forward: 子 青龍, 戌 六合 — 始終皆吉.
    let c = on("甲子", "巳", "子").night().cast();
    assert_eq!(chuan(&c), "子巳戌");
    assert_eq!(find(&c, None, "course.fortune")[0].title, "始終皆吉");
    // 甲子 辰加子 (turned 4) by night: 辰 over 子 is the one 上克下: 辰申子; 子 carries 青龍 and
    // 辰 overcomes it — 「末傳吉，初傳克之，凡事無成」.
    let c = on("甲子", "辰", "子").night().cast();
    assert_eq!(chuan(&c), "辰申子");
    assert_eq!(fired(&c, "course.start_checks"), "末傳子乘青龍，為吉；初傳辰克末傳子，凡事無成");
    silent(&on("壬申", "酉", "未").cast(), "course.start_checks");
}

#[test]
fn pure_and_mixed() {
    // 629–633. 壬申: 壬 is pure, 子 a 仲 with no stem lodged — 純.
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(fired(&c, "purity.pure"), "日干壬為純；用神子仲位無寄，為純");
    silent(&c, "purity.stem_mixed");
    silent(&c, "purity.mixed");
    silent(&c, "purity.remnant");
    // 丁酉 亥加未: 丁 joins 壬; 亥 lodges 壬.
    let c = on("丁酉", "亥", "未").cast();
    assert_eq!(fired(&c, "purity.stem_mixed"), "日干丁與壬合，為雜");
    assert_eq!(fired(&c, "purity.mixed"), "用神亥有寄(壬)，為雜");
    silent(&c, "purity.pure");
    // 壬辰 未加辰: 戌 lodges 辛 and keeps metal.
    let c = on("壬辰", "未", "辰").cast();
    assert_eq!(fired(&c, "purity.mixed"), "用神戌有寄(辛)，為雜");
    assert_eq!(fired(&c, "purity.remnant"), "用神戌中有餘金，為雜");
}
