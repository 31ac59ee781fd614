//! 鬼 (卷中 lines 547–577) on the text's worked charts.

mod readings_support;

use readings_support::*;

#[test]
fn where_the_ghost_stands() {
    // 553. 丙戌 子加巳 (line 567's chart), turned 7: 干上 子 overcomes 丙 and is 用 (三傳 子未寅).
    let c = on("丙戌", "子", "巳").month("丑").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("子未巳子", "子未寅"));
    assert_eq!(fired(&c, "ghost.on_stem_used"), "干上子克丙，又發用，災在切近而速");
    silent(&c, "ghost.on_stem");
    silent(&c, "ghost.used");
    // 551, 555: in the 丑 month (earth) 丙 is 休 and the 鬼 子 死.
    assert_eq!(fired(&c, "ghost.stem_strength"), "日干丙(火)值休，受災必重");
    assert_eq!(fired(&c, "ghost.weak"), "日鬼子(干上、支陰、初傳)值死，得災稍輕，然纏綿不已");
    // In the 午 month 丙 is 旺; in the 子 month the 鬼 is 旺 (no 衰敗).
    assert_eq!(fired(&on("丙戌", "子", "巳").month("午").cast(), "ghost.stem_strength"), "日干丙(火)值旺，災晦較輕");
    silent(&on("丙戌", "子", "巳").month("子").cast(), "ghost.weak");
    // 丙辰 未加巳: neither 干上 未 nor 初傳 申 overcomes 丙.
    silent(&on("丙辰", "未", "巳").cast(), "ghost.stem_strength");
    // 壬申 酉加未: 干上 丑 overcomes 壬 but 子 is 用.
    let c = on("壬申", "酉", "未").cast();
    assert_eq!(fired(&c, "ghost.on_stem"), "干上丑克壬，不發用，災在切近，纏綿不已");
    silent(&c, "ghost.on_stem_used");
    // 壬辰 未加辰 (line 563's chart): 初傳 戌 overcomes 壬 from 支陰.
    let c = on("壬辰", "未", "辰").cast();
    assert_eq!(fired(&c, "ghost.used"), "初傳戌克壬，由他處發用，災稍遲");
}

#[test]
fn rescue() {
    // 557 「若臨支，或由他處為用者，干上有子孫或父母……均可免災」: 壬辰 未加辰, 干上 寅 is 壬's 子孫.
    let c = on("壬辰", "未", "辰").cast();
    assert_eq!(uppers(&c), "寅巳未戌");
    assert_eq!(fired(&c, "ghost.rescue"), "干上寅為子孫，可免災");
    // 「如日鬼臨干為用者，雖陰神即見救神，亦不能救」: 丙戌 子加巳 — over 子 stands 未, 丙's 子孫.
    let c = on("丙戌", "子", "巳").cast();
    assert_eq!(fired(&c, "ghost.rescue_far"), "日鬼子臨干為用，鬼陰未為子孫，雖見救神，災近而救遠");
    silent(&c, "ghost.rescue");
    // 庚申 午加申 (line 561's chart): 午 over the stem is 用; its 陰神 辰 (父母) cannot save.
    silent(&on("庚申", "午", "申").cast(), "ghost.rescue");
    // 壬辰's 鬼 is not over the stem.
    silent(&on("壬辰", "未", "辰").cast(), "ghost.rescue_far");
}

#[test]
fn bright_and_dark_ghosts() {
    // 559 「庚辰日午加巳為用」: turned 1. Lessons 酉/庚 戌/酉 巳/辰 午/巳: no 克; 巳 and 午 both
    // overcome 庚, the 陽 午 with the 陽 day (蒿矢): 三傳 午未申. 午 stands on 巳, which overcomes 庚.
    let c = on("庚辰", "午", "巳").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("酉戌巳午", "午未申"));
    assert_eq!(fired(&c, "ghost.two"), "初傳午克庚為明鬼，加巳，巳亦克庚為暗鬼");
    // 573: 干上 酉 is 庚's 比肩.
    assert_eq!(fired(&c, "ghost.sibling"), "初傳午為日鬼，干上酉為比肩，同類當災");
    // 庚申 午加申: 午 stands on 申, which does not overcome 庚; 干上 is 午 itself.
    let c = on("庚申", "午", "申").cast();
    silent(&c, "ghost.two");
    silent(&c, "ghost.sibling");
}

#[test]
fn wealth_feeds_the_ghost() {
    // 561 「庚申日午加干，三傳午辰寅，末傳寅財生午鬼」: turned 10 (庚 lodges at 申, the 支 itself).
    let c = on("庚申", "午", "申").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("午辰午辰", "午辰寅"));
    assert_eq!(fired(&c, "ghost.wealth_moves"), "初傳午為日鬼，末傳寅為日財，財動生鬼");
    silent(&on("庚辰", "午", "巳").cast(), "ghost.wealth_moves");
    // 「庚寅日午加干，三傳午辰寅，午鬼空亡，命在辰，見財生之」: 庚寅 is in the 甲申 旬 (午未 void).
    // A man born 2000 (庚辰) has his 命 at 辰, over which stands 寅; at 27 his 行年 is 壬辰 too.
    let c = on("庚寅", "午", "申").year("丙午").born(2000).cast();
    assert_eq!(chuan(&c), "午辰寅");
    assert!(fired(&c, "ghost.self_invited").starts_with("本命在辰，上見寅財，生初傳午鬼，日鬼空亡"));
    silent(&on("庚寅", "午", "申").cast(), "ghost.self_invited");
}

#[test]
fn many_ghosts_checked() {
    // 563 「壬辰日支上未，三傳戌丑辰，皆作日鬼；干上有寅木，足以制之，是課用夜將，戌乘青龍助力，
    // 制鬼無患；如用旦將，戌乘白虎克傷寅木，不能御也」: 未加辰 (turned 3). Lessons 寅/壬 巳/寅
    // 未/辰 戌/未: no 克; 未 and 戌 overcome 壬, the 陽 戌 is taken (蒿矢): 三傳 戌丑辰.
    // The text's 壬 貴人: by night 巳, over 寅, forward — 戌 青龍, 丑 太常, 辰 天后.
    let c = on("壬辰", "未", "辰").night().text_nobles().cast();
    assert_eq!(chuan(&c), "戌丑辰");
    assert_eq!(general_on(&c, "戌"), "青龍");
    assert_eq!(
        fired(&c, "ghost.many_checked"),
        "三傳戌丑辰 有鬼戌丑辰，干上寅(木)制之；戌乘青龍助力，制鬼無患；辰乘天后助力，制鬼無患"
    );
    silent(&c, "ghost.tiger");
    // By day 貴人 卯 over 子, forward: 戌 白虎, 丑 太陰, 辰 螣蛇.
    let c = on("壬辰", "未", "辰").daytime().text_nobles().cast();
    assert_eq!(general_on(&c, "戌"), "白虎");
    assert!(fired(&c, "ghost.many_checked").contains("戌乘白虎克傷寅，不能御"));
    assert_eq!(fired(&c, "ghost.tiger"), "日鬼戌乘白虎，其凶難制");
    // 丙戌 子加巳: one 鬼 (子) in 子未寅.
    silent(&on("丙戌", "子", "巳").cast(), "ghost.many_checked");
}

#[test]
fn ghost_triads_and_generals() {
    // 565 「乙酉日巳加酉為用，三傳巳丑酉，干上子」: turned 8. Lessons 子/乙 申/子 巳/酉 丑/巳:
    // 巳 over 酉 is the one 上克下: 三傳 巳丑酉, a metal 鬼局, which feeds 子, which feeds 乙.
    let c = on("乙酉", "巳", "酉").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("子申巳丑", "巳丑酉"));
    assert_eq!(fired(&c, "ghost.triad_feeds"), "三傳巳酉丑為金鬼局，生干上子，子轉生乙");
    silent(&on("辛巳", "午", "戌").cast(), "ghost.triad_feeds");

    // 567 「丙戌日干上子，三傳子未寅」: the plate is 子加巳 (turned 7). Lessons 子/丙 未/子 巳/戌
    // 子/巳: 子 over 丙 and 未 over 子 are both 上克下; 子 is 陽 like 丙 (知一): 三傳 子未寅. The 鬼
    // 子 feeds 寅, 丙's 長生.
    let c = on("丙戌", "子", "巳").cast();
    assert_eq!(fired(&c, "ghost.birth"), "初傳子為日鬼，生末傳寅，寅為丙之長生");
    silent(&on("庚申", "午", "申").cast(), "ghost.birth");

    // 569 「辛巳日午加干為用，三傳午寅戌克干，旦夜天將貴勾常」: 午加戌 (turned 8). By day 貴人 午
    // over 戌 runs backward: 寅 勾陳, 戌 太常; by night 貴人 寅 (over 午, backward): 午 太常, 戌 勾陳.
    for s in [on("辛巳", "午", "戌").daytime(), on("辛巳", "午", "戌").night()] {
        let c = s.cast();
        assert_eq!(chuan(&c), "午寅戌");
        let f = fired(&c, "ghost.generals_rescue");
        assert!(f.starts_with("三傳寅午戌為火鬼局克辛，天將"), "{f}");
        assert!(["貴勾常", "常貴勾"].iter().any(|g| f.contains(g)), "{f}");
    }
    // 乙酉 巳加酉 by night: 貴人 申 over 子, forward — 巳 玄武, 丑 青龍 (wood, no rescuer).
    silent(&on("乙酉", "巳", "酉").night().cast(), "ghost.generals_rescue");

    // 571 「壬子日未加卯為用，三傳未亥卯，旦將勾常貴」: turned 4. Lessons 卯/壬 未/卯 辰/子 申/辰:
    // 未 over 卯 is 下賊上 (重審): 三傳 未亥卯, wood, 壬's 子孫. The text's 壬 貴人 by day is 卯,
    // over 亥, forward: 未 勾陳, 亥 太常, 卯 貴人 — all earth, 鬼 of 壬.
    let c = on("壬子", "未", "卯").daytime().text_nobles().cast();
    assert_eq!(chuan(&c), "未亥卯");
    assert_eq!(fired(&c, "ghost.generals_ghost"), "三傳亥卯未為木局作救，天將勾常貴皆克壬為鬼，神將不和而戰");
    // With the classical 壬 晝巳 the generals are 雀空陰: not all 鬼.
    silent(&on("壬子", "未", "卯").daytime().cast(), "ghost.generals_ghost");
}
