//! 刑 沖 破 害 (卷中 lines 579–617) on hand-worked charts and the text's examples.

mod readings_support;

use readings_support::*;

#[test]
fn punishment() {
    // 585 「庚寅日巳加干為用」: 巳 over 申 (turned 9). Lessons 巳/庚 寅/巳 亥/寅 申/亥: 巳 over 庚 is
    // the one 上克下: 三傳 巳寅亥. 巳 punishes 申, 庚's palace, and is 庚's 長生.
    let c = on("庚寅", "巳", "申").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("巳寅亥申", "巳寅亥"));
    assert_eq!(fired(&c, "clash.xing"), "巳(干上、初傳) 刑干庚(寄申)，己身災；巳為庚之長生，生扶之中亦有傷殘");
    // 587: 寅 (支), 巳 (干上), 申 (干) — all three of 寅巳申 on the two sides.
    assert_eq!(fired(&c, "clash.xing_mutual"), "干支(申巳/寅亥)逢寅巳申之寅巳申，逢三神更忌");
    // 丁酉 亥加未: 亥卯未, 干上 亥, 支上 丑 — none punishes 未 or 酉.
    silent(&on("丁酉", "亥", "未").cast(), "clash.xing");
    // 壬申 酉加未: 干上 丑 and 支上 戌 punish each other.
    assert_eq!(
        fired(&on("壬申", "酉", "未").cast(), "clash.xing_mutual"),
        "干上丑與支上戌相刑；干支(亥丑/申戌)逢丑戌未之丑戌，逢二神即忌"
    );
    // 丙戌 子加巳: 巳子 / 戌巳 — one of each group at most.
    silent(&on("丙戌", "子", "巳").cast(), "clash.xing_mutual");
}

#[test]
fn punishment_of_year_and_month() {
    // 587. 丙辰 未加巳 in the 寅 month of 丙午: 申 (初傳) punishes the 月建 寅, and 寅 punishes 巳, 丙's
    // palace.
    let c = on("丙辰", "未", "巳").month("寅").year("丙午").cast();
    assert_eq!(fired(&c, "clash.xing_elders"), "申(支陰、初傳) 刑月建寅，尊長災；月建寅 刑干丙(寄巳)，尤凶");
    // 壬申 酉加未 in the 子 month of 丙午: nothing punishes 午 (it punishes itself) or 子 (卯 is
    // only 干陰), and 午, 子 punish neither 亥 nor 申.
    silent(&on("壬申", "酉", "未").month("子").year("丙午").cast(), "clash.xing_elders");
}

#[test]
fn use_punishes_the_lei_shen() {
    // 587 「辛卯日干上未，三傳子未子，旦將卯乘后與辛宮六合乃用神，子刑之」: 未加戌 (turned 9).
    // Lessons 未/辛 辰/未 子/卯 酉/子: no 克 at all: 昴星 — for a 陰 day the branch under heaven
    // 酉 (子) is 初傳: 三傳 子未子. The text's 辛 貴人 by day is 寅, over 巳, backward: 卯 天后.
    let c = on("辛卯", "未", "戌").daytime().text_nobles().cast();
    assert_eq!(chuan(&c), "子未子");
    assert_eq!(general_on(&c, "卯"), "天后");
    assert_eq!(fired_with(&c, Some(b("卯")), "clash.lei_xing"), "用神子刑類神卯，事必無成");
    silent_with(&c, Some(b("午")), "clash.lei_xing");
    silent(&c, "clash.lei_xing");
}

#[test]
fn clash() {
    // 595 「乙丑日戌加干為用，求財亦無望」: 戌 over 辰 (返吟). Lessons 戌/乙 辰/戌 未/丑 丑/未: 三傳
    // 戌辰戌. 戌 clashes 辰, 乙's palace, and is 乙's 財.
    let c = on("乙丑", "戌", "辰").cast();
    assert_eq!(chuan(&c), "戌辰戌");
    assert!(fired(&c, "clash.chong").starts_with("戌(干上、初傳、末傳) 沖干乙(寄辰)，身動；沖神作財，求財亦無望"));
    silent(&on("丙戌", "子", "巳").cast(), "clash.chong");
    // 597. 壬申 酉加未 in the 子 month of 丙午: 子 (初傳) clashes the year 午.
    let c = on("壬申", "酉", "未").month("子").year("丙午").cast();
    assert_eq!(fired(&c, "clash.chong_elders"), "子(支陰、初傳) 沖太歲午，歲內不安");
    silent(&on("丁酉", "亥", "未").month("亥").year("丙午").cast(), "clash.chong_elders");
    // 599 「干支上相衝，則干支亦必相衝」: 庚寅 (申 and 寅 face each other) 巳加申: 巳 and 亥.
    assert_eq!(
        fired(&on("庚寅", "巳", "申").cast(), "clash.chong_mutual"),
        "干上巳與支上亥相沖，干申支寅亦相沖，上下俱不和"
    );
    silent(&on("庚辰", "午", "巳").cast(), "clash.chong_mutual");
}

#[test]
fn use_clashes_the_lei_shen() {
    // 601 「己酉日干上辰，三傳午卯子，旦將子乘貴人，辰命上見丑，子貴與命上六合……乃用神午沖之」:
    // 辰加未 (turned 9). Lessons 辰/己 丑/辰 午/酉 卯/午: 午 over 酉 is the one 上克下: 三傳 午卯子.
    // By day 己's 貴人 is 子. A querent born 2000 (庚辰): over 辰 stands 丑.
    let c = on("己酉", "辰", "未").daytime().year("丙午").born(2000).cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("辰丑午卯", "午卯子"));
    assert_eq!(general_on(&c, "子"), "貴人");
    assert_eq!(c.fate.unwrap().ben_ming_upper, b("丑"));
    assert_eq!(fired_with(&c, Some(b("子")), "clash.lei_chong"), "用神午沖類神子，機緣散");
    silent_with(&c, Some(b("卯")), "clash.lei_chong");
}

#[test]
fn good_and_evil_spirits_clashed() {
    // 603. 壬辰 未加辰: 戌 丑 辰 (all 鬼 of 壬) are each clashed within the chart (辰, 未, 戌). In the
    // 丑 month earth is 旺 — 「凶逢旺不可沖，沖則禍到」; in the 卯 month it is 死 — 「沖則禍散」.
    let f = fired(&on("壬辰", "未", "辰").month("丑").cast(), "clash.chong_good_evil");
    assert!(f.starts_with("日鬼戌(支陰、初傳)值旺，辰(末傳)沖之；凶逢旺不可沖，沖則禍到"), "{f}");
    let f = fired(&on("壬辰", "未", "辰").month("卯").cast(), "clash.chong_good_evil");
    assert!(f.starts_with("日鬼戌(支陰、初傳)值死，辰(末傳)沖之；凶逢衰可沖，沖則禍散"), "{f}");
    // 庚辰 午加巳: 子 丑 寅 are not in the chart.
    silent(&on("庚辰", "午", "巳").cast(), "clash.chong_good_evil");
}

#[test]
fn breaking_and_harm() {
    // 609. 丙辰 未加巳: 申 (初傳) breaks 巳, 丙's palace — 「巳破申，破中有合」.
    assert_eq!(
        fired(&on("丙辰", "未", "巳").cast(), "clash.po"),
        "申(支陰、初傳) 破干丙(寄巳)，破中有合，破而復成，或成而復破"
    );
    silent(&on("丁酉", "亥", "未").cast(), "clash.po");
    // 615, 617. 丙戌 子加巳: 寅 (末傳) harms 巳 (申 clashes 寅, 巳 joins 申); 子 and 未 harm each other.
    let c = on("丙戌", "子", "巳").cast();
    assert_eq!(fired(&c, "clash.hai"), "寅(末傳) 害干丙(寄巳)，疑忌阻隔");
    assert_eq!(fired(&c, "clash.hai_mutual"), "干巳與末傳寅相害；初傳子與中傳未相害");
    let c = on("壬申", "酉", "未").cast();
    silent(&c, "clash.hai");
    silent(&on("丁酉", "亥", "未").cast(), "clash.hai_mutual");
    // The 用神 子 of 壬申 breaks 酉 and harms 未; it clashes 午.
    assert_eq!(fired_with(&c, Some(b("酉")), "clash.lei_po"), "用神子破類神酉");
    assert_eq!(fired_with(&c, Some(b("未")), "clash.lei_hai"), "用神子害類神未");
    silent_with(&c, Some(b("午")), "clash.lei_po");
    silent_with(&c, Some(b("午")), "clash.lei_hai");
    fired_with(&c, Some(b("午")), "clash.lei_chong");
}
