//! The quick readings of 卷中 (lines 635–711) and 分野/分方 (3–49), on the text's own
//! examples and hand-worked charts.

mod readings_support;

use readings_support::*;

#[test]
fn numbers_of_the_texts_two_examples() {
    // 639 「七月壬戌日子時午將，巳加壬為用，巳數四，休氣減半，壬數六，上下相乘，一百二十兩；遁丁
    // 數六，休氣減半，壬數六，上下相乘一百八十兩」. 午將子時: 返吟. Lessons 巳/壬 亥/巳 辰/戌 戌/辰:
    // 巳 over 壬 (水克火) is the 下賊上 that leads: 三傳 巳亥巳. 巳 stands over 亥, 壬's palace, so
    // the lower number is 壬's. In 七月 (申, metal) fire is 囚 — 衰, halved like the text's 休.
    // 壬戌 is in the 甲寅 旬: 巳 carries 丁.
    let c = on("壬戌", "午", "子").month("申").cast();
    assert_eq!(chuan(&c), "巳亥巳");
    // One reading of the amount (637); 道里, 官品 and 件數 (641–645) are in readings_more.rs.
    let r: Vec<_> = readings(&c, None, "數目").into_iter().filter(|r| r.line() == 637).collect();
    assert_eq!(r.len(), 1);
    assert!(r[0].verdict().starts_with("上下相乘12；遁丁上下相乘18；"), "{}", r[0].verdict());
    assert_eq!(r[0].texts()[..2], ["用神巳數4，值囚，減半為2", "巳加亥，下壬數6"]);
    // 「丙辰年九月乙卯日卯時辰將，辰加卯為用，辰數五，系太歲、月將，以極旺論，加倍作一千兩；乘勾陳，
    // 亦為財，勾數五，與辰相併，作一千五百兩斷」. 辰加卯 (turned 1): lessons 巳/乙 午/巳 辰/卯 巳/辰,
    // 辰 over 卯 is the one 下賊上: 三傳 辰巳午. By day 乙's 貴人 子 stands over 亥, forward: 辰 勾陳.
    let c = on("乙卯", "辰", "卯").year("丙辰").month("戌").daytime().cast();
    assert_eq!(chuan(&c), "辰巳午");
    assert_eq!(general_on(&c, "辰"), "勾陳");
    let r = &readings(&c, None, "數目")[0];
    assert_eq!(r.texts()[0], "辰系太歲，以極旺論");
    assert_eq!(r.texts()[1], "用神辰數5，值旺，加倍為10");
    assert!(r.verdict().ends_with("辰勾陳相併15"), "{}", r.verdict());
}

#[test]
fn colours() {
    // 655 「如壬寅加申為用，壬為外，外穿黑色衣，寅為內，內穿青赤色衣，申為下身，穿白黑黃色也」.
    // 壬寅 返吟 (寅加申): lessons 巳/壬 亥/巳 申/寅 寅/申; the 下賊上 are 巳 and 寅, the 陽 寅 goes
    // with the 陽 day: 三傳 寅申寅. 壬寅 is in the 甲午 旬: 寅 carries 壬.
    let c = on("壬寅", "寅", "申").cast();
    assert_eq!(chuan(&c), "寅申寅");
    assert_eq!(verdict(&c, None, "顏色", 655), "外黑；內青中雜赤；下身白中雜黃黑");
    // 657 「如午加酉為用，應是上赤下白之物」: 己酉 辰加未 (turned 9): 三傳 午卯子, 午 over 酉.
    let c = on("己酉", "辰", "未").cast();
    assert_eq!(verdict(&c, None, "顏色", 657), "上赤下白之物");
}

#[test]
fn new_and_old() {
    // 661. 丙戌 子加巳 in the 丑 month: 用神 子 is 死 (舊), a 仲 (半新), neither 丙's 長生 寅 nor
    // its 墓 戌 — 舊. Its 陰神 未 is 旺 (新) but a 季 (舊): 半新, so not 參半.
    let c = on("丙戌", "子", "巳").month("丑").cast();
    assert_eq!(verdict(&c, None, "新舊", 661), "舊");
    // 壬申 酉加未 in the 寅 month: 子 is 休 (舊); its 陰神 寅 is 旺 and a 孟 — 新舊參半.
    let c = on("壬申", "酉", "未").month("寅").cast();
    assert_eq!(verdict(&c, None, "新舊", 661), "新舊參半");
    // 663. 丙寅 申加子 in the 卯 month: 用神 戌 — 死, 季, 丙's 墓 — over 寅 — 旺, 孟, 丙's 長生:
    // 「舊臨新為用，主舊事復起」.
    let c = on("丙寅", "申", "子").month("卯").cast();
    assert_eq!(chuan(&c), "戌午寅");
    assert_eq!(verdict(&c, None, "新舊", 663), "舊事復起");
    assert!(readings(&on("丙戌", "子", "巳").month("丑").cast(), None, "新舊").iter().all(|r| r.line() != 663));
}

#[test]
fn near_and_distant_kin() {
    // 671. 壬申 酉加未: 申 feeds 壬 and 干上 丑 feeds 申 — 親.
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(verdict(&c, None, "親疏", 671), "親");
    // 丁酉 亥加未 (turned 4): 干上 亥 is of 丁's 亥卯未, 支上 丑 of 酉's 巳酉丑 — 「各成三合局者為尤疏」.
    assert_eq!(verdict(&on("丁酉", "亥", "未").cast(), None, "親疏", 671), "尤疏，各不相顧");
    // 673. 丁酉: 用神 亥 is 丁's 日德 — 親, an old friend. 壬申: 子 neither joins nor feeds 壬 — 疏.
    assert_eq!(verdict(&on("丁酉", "亥", "未").cast(), None, "親疏", 673), "親，又為舊交");
    assert_eq!(verdict(&c, None, "親疏", 673), "疏");
    // 675 「甲日見寅卯」: 甲子 伏吟, 用神 寅. 677 壬申: 子 is next to 亥, 壬's palace.
    assert_eq!(verdict(&on("甲子", "子", "子").cast(), None, "親疏", 675), "本家人");
    assert_eq!(verdict(&c, None, "親疏", 677), "鄰里人、近處人");
    // 「丙日見辰午」: 丙辰 未加巳 with 類神 午.
    let c = on("丙辰", "未", "巳").cast();
    assert_eq!(verdict(&c, Some(b("午")), "親疏", 677), "鄰里人、近處人");
    // 丙辰's 用神 申: neither of 丙's element nor 辰's, nor next to 巳 or 辰.
    assert!(readings(&c, None, "親疏").iter().all(|r| r.line() != 675 && r.line() != 677));
}

#[test]
fn near_and_far() {
    // 681: 干 palace and 支, counted the short way: 庚申 0, 丙辰 1, 丁酉 2, 壬申 3, 甲申 6.
    for (day, want) in [("庚申", "最近"), ("丙辰", "遠"), ("丁酉", "遠"), ("壬申", "更遠"), ("甲申", "極遠")]
    {
        assert_eq!(verdict(&on(day, "子", "子").cast(), None, "遠近", 681), want, "{day}");
    }
    // 683. 丙辰 未加巳: 用神 申 over 午, one past 巳. 壬申 酉加未: 子 over 戌, eleven past 亥 —
    // 「逾七位則……反近」. 丙戌 子加巳: 子 over 巳, 丙's own palace.
    assert_eq!(verdict(&on("丙辰", "未", "巳").cast(), None, "遠近", 683), "漸遠(隔1位)");
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(verdict(&c, None, "遠近", 683), "反近(逾七位，回隔1位)");
    let d = on("丙戌", "子", "巳").cast();
    assert_eq!(verdict(&d, None, "遠近", 683), "近");
    // 685: 子 is 壬申's 支陰 — 更遠; 丙戌's 干上 — 近. 687: both are 初傳 — 近.
    assert_eq!(verdict(&c, None, "遠近", 685), "更遠");
    assert_eq!(verdict(&d, None, "遠近", 685), "近");
    assert_eq!(verdict(&c, None, "遠近", 687), "近");
    // A 類神 that is 末傳: 壬申's 辰.
    assert_eq!(verdict(&c, Some(b("辰")), "遠近", 687), "最遠，最高");
}

#[test]
fn many_and_few() {
    // 691 「庚辰日干在空鄉……若辰加干，主孤立之際有相契之人來扶……若午加干，主孤立之際又遭劫難」:
    // 庚辰 is in the 甲戌 旬, 申酉 void; 庚 lodges at 申.
    let c = on("庚辰", "辰", "申").cast();
    assert_eq!(verdict(&c, None, "眾寡", 691), "孤立之際有相契之人來扶");
    assert_eq!(verdict(&on("庚辰", "午", "申").cast(), None, "眾寡", 691), "孤立之際又遭劫難");
    assert_eq!(verdict(&on("庚辰", "卯", "申").cast(), None, "眾寡", 691), "寡，孤立無助");
    // 693: 丁酉 亥加未, 三傳 亥卯未. 695: 壬辰 未加辰, 戌丑辰 all earth; 699: and 戌 (河魁) is 用.
    assert_eq!(verdict(&on("丁酉", "亥", "未").cast(), None, "眾寡", 693), "眾");
    let c = on("壬辰", "未", "辰").cast();
    assert_eq!(
        readings(&c, None, "眾寡").iter().find(|r| r.line() == 695).unwrap().texts(),
        ["三傳戌丑辰三神同氣(土)"]
    );
    assert!(verdict(&c, None, "眾寡", 699).starts_with("眾"));
    // 「乙日干上卯，干陰寅」: 乙丑 卯加辰 (turned 11).
    let r = readings(&on("乙丑", "卯", "辰").cast(), None, "眾寡");
    assert!(r.iter().any(|r| r.line() == 695 && r.texts().contains(&"比肩卯加干，干陰寅亦比肩，兄弟朋友之眾")));
    // 697: 返吟 (乙丑 戌加辰) and 連茹 (甲子 丑加子: 辰巳午).
    assert_eq!(verdict(&on("乙丑", "戌", "辰").cast(), None, "眾寡", 697), "牽連之眾");
    let c = on("甲子", "丑", "子").cast();
    assert_eq!(chuan(&c), "辰巳午");
    assert_eq!(readings(&c, None, "眾寡").iter().find(|r| r.line() == 697).unwrap().texts(), ["三傳辰巳午連茹"]);
    // 丙戌 子加巳: 丙's 巳 not void, 子未寅 neither a triad, of one element, in a row, nor 戌.
    assert!(readings(&on("丙戌", "子", "巳").cast(), None, "眾寡").is_empty());
}

#[test]
fn fast_and_slow() {
    // 703. 丙辰 未加巳 by day: over 巳 rides 勾陳, over 辰 青龍 — the 4th and 5th after 貴人: 速.
    assert_eq!(verdict(&on("丙辰", "未", "巳").daytime().cast(), None, "遲速", 703), "速");
    // 壬申 酉加未 with the text's 貴人 卯 (forward): over 亥 太陰, over 申 白虎 — behind it: 遲.
    assert_eq!(verdict(&on("壬申", "酉", "未").daytime().text_nobles().cast(), None, "遲速", 703), "遲");
    // 705: 子 (仲) 旺 in the 子 month — 尤速; 休 in the 寅 month — 遲. 亥 (孟) 旺 in the 亥 month;
    // 戌 (季) 旺 in the 丑 month.
    assert_eq!(verdict(&on("壬申", "酉", "未").month("子").cast(), None, "遲速", 705), "尤速");
    assert_eq!(verdict(&on("壬申", "酉", "未").month("寅").cast(), None, "遲速", 705), "遲");
    assert_eq!(verdict(&on("丁酉", "亥", "未").month("亥").cast(), None, "遲速", 705), "速(次之)");
    assert_eq!(verdict(&on("壬辰", "未", "辰").month("丑").cast(), None, "遲速", 705), "較遲");
}

#[test]
fn past_and_future() {
    // 709 「甲日辰加卯為用為已往，戌加子為用為未來」: 甲子 辰加卯 (turned 11): 辰 over 卯 is the
    // 下賊上 that leads: 辰巳午. 甲子 戌加子 (turned 10): 子戌戌申, 戌 over 子 leads.
    let c = on("甲子", "辰", "卯").cast();
    assert_eq!(chuan(&c), "辰巳午");
    assert_eq!(verdict(&c, None, "已往未來", 709), "已往");
    let c = on("甲子", "戌", "子").cast();
    assert_eq!(chuan(&c), "戌申午");
    assert_eq!(verdict(&c, None, "已往未來", 709), "未來");
    assert_eq!(verdict(&on("丙戌", "子", "巳").cast(), None, "已往未來", 709), "當時事");
    // 711: 壬申's 子 — 旺 in 子 month, 相 in 申 month, 休 in 寅 month.
    for (m, want) in [("子", "當時事"), ("申", "未來"), ("寅", "已往")] {
        assert_eq!(verdict(&on("壬申", "酉", "未").month(m).cast(), None, "已往未來", 711), want, "{m}");
    }
}

#[test]
fn field_and_direction() {
    // 7–29, 45–47: the palace under the 類神. 壬申 酉加未: 子 over 戌 — 古魯地, 西北.
    let c = on("壬申", "酉", "未").cast();
    let r = &readings(&c, None, "分野")[0];
    assert_eq!(r.verdict(), "魯：山東兗州等府、安徽之泗州、江蘇之海州");
    assert_eq!(r.line(), 27);
    assert_eq!(readings(&c, None, "分方")[0].verdict(), "西北");
    // 丙辰 未加巳 with 類神 午: 午 over 辰 — 古鄭境, 東南.
    let c = on("丙辰", "未", "巳").cast();
    assert!(readings(&c, Some(b("午")), "分野")[0].verdict().starts_with("鄭："));
    assert_eq!(readings(&c, Some(b("午")), "分方")[0].verdict(), "東南");
}
