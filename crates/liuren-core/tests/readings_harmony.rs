//! 合 (卷中 lines 487–531): the text's worked charts, its golden 壬申 chart of line 517, and
//! its day lists checked over all 720 charts.

mod readings_support;

use liuren_core::cycle::{Element, Stem};
use liuren_core::readings::harmony::{five_kind, five_transform};
use liuren_core::shensha::rules::{day_virtue, five_harmony};
use readings_support::*;

#[test]
fn five_harmony_kind_and_transformation() {
    // 495: 甲己 from 子 起甲 reach 辰 at 戊 (土); 乙庚 from 戌 at 庚 (金); 丙辛 from 申 at 壬 (水);
    // 丁壬 from 午 at 甲 (木); 戊癸 from 辰 round to 辰 at 丙 (火).
    let want = [
        (Stem::Wu, Element::Earth),
        (Stem::Geng, Element::Metal),
        (Stem::Ren, Element::Water),
        (Stem::Jia, Element::Wood),
        (Stem::Bing, Element::Fire),
    ];
    for s in Stem::ALL {
        assert_eq!(five_transform(s), want[s.harmony_first().since(Stem::Jia)], "{s}");
        assert_eq!(five_transform(s), five_transform(s.combines_with()));
        assert_eq!(five_kind(s), five_kind(s.combines_with()));
    }
    assert_eq!(five_kind(Stem::Ding), "淫泆合");
    // 丁酉 亥加未: 亥 (干上, 初傳) is 丁's 日合 (壬 lodges at 亥).
    let c = on("丁酉", "亥", "未").cast();
    assert_eq!(fired(&c, "harmony.five"), "亥(干上、初傳) 為丁之日合(壬居亥)");
    assert_eq!(fired(&c, "harmony.five_kind"), "丁壬為淫泆合");
    assert_eq!(fired(&c, "harmony.five_transform"), "丁壬輪至辰值甲，化為木德；化出之木 為丁之父母");
    // 丙戌 子加巳: 丙's 日合 戌 is not in 子未巳子 / 子未寅.
    let c = on("丙戌", "子", "巳").cast();
    silent(&c, "harmony.five");
    silent(&c, "harmony.five_kind");
    silent(&c, "harmony.five_transform");
}

#[test]
fn hidden_stems_combine() {
    // 497 「壬午日，干上卯，干陰未，支上戌，支陰寅，三傳未亥卯，未遁癸，寅遁戊作合，卯遁己，
    // 戌遁甲作合」: 卯加亥 (turned 4). Lessons 卯/壬 未/卯 戌/午 寅/戌: 未 over 卯 is the one
    // 下賊上: 三傳 未亥卯. 壬午 is in the 甲戌 旬: 戌甲 亥乙 … 寅戊 卯己 … 未癸.
    let c = on("壬午", "卯", "亥").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("卯未戌寅", "未亥卯"));
    assert_eq!(
        fired(&c, "harmony.hidden"),
        "卯(干上、末傳)遁己、戌(支上)遁甲 作合；未(干陰、初傳)遁癸、寅(支陰)遁戊 作合"
    );
    // 「壬戌日干上申，干陰巳遁丁與壬作合」: 申加亥 (turned 9), the 甲寅 旬.
    let c = on("壬戌", "申", "亥").cast();
    assert_eq!(uppers(&c), "申巳未辰");
    assert!(fired(&c, "harmony.hidden").starts_with("巳(干陰、初傳)遁丁 與壬作合"));
    // 「戊辰日干上酉遁癸與戊作合」: 酉加巳 (turned 4), the 甲子 旬.
    assert!(fired(&on("戊辰", "酉", "巳").cast(), "harmony.hidden").starts_with("酉(干上)遁癸 與戊作合"));
    // 壬辰 未加辰 (甲申 旬: 寅庚 巳癸 戌丙 丑己 辰壬, 未 void): no pair combines, none is 丁.
    silent(&on("壬辰", "未", "辰").cast(), "harmony.hidden");
}

#[test]
fn six_harmony_of_the_stems_palace() {
    // 501 「辛卯日，卯加辛為用，與辛寄之戌宮六合」: 卯加戌 (turned 5): 三傳 卯申丑.
    let c = on("辛卯", "卯", "戌").cast();
    assert_eq!(chuan(&c), "卯申丑");
    assert_eq!(fired(&c, "harmony.six"), "卯(干上、初傳) 與辛寄之戌宮六合");
    assert_eq!(fired(&c, "harmony.six_kind"), "戌卯合俱相剋");
    // 「丙子日申加子為用，與丙寄之巳宮六合」 (turned 8): 三傳 申辰子; 干上 丑 joins 子 as well.
    let c = on("丙子", "申", "子").cast();
    assert_eq!(fired(&c, "harmony.six"), "申(支上、初傳) 與丙寄之巳宮六合；丑(干上) 與支子六合");
    assert_eq!(find(&c, None, "harmony.six_kind")[0].title, "合中有破");
    // 丁酉 亥加未: 丁's 六合 午 and 酉's 辰 are not in 亥卯未 nor 干上.
    silent(&on("丁酉", "亥", "未").cast(), "harmony.six");
    silent(&on("丁酉", "亥", "未").cast(), "harmony.six_kind");
}

#[test]
fn stem_and_branch_in_harmony() {
    // 503 「丙申日巳加申為用」: 丙 lodges at 巳, which joins 申; 巳 over 申 is the 干 over the 支.
    let c = on("丙申", "巳", "申").cast();
    assert_eq!(fired(&c, "harmony.stem_branch_six"), "丙寄巳，與支申六合；干加支(巳加申)");
    // 「辛卯日卯加辛為用」: 卯 over 戌, the 支 over the 干.
    let c = on("辛卯", "卯", "戌").cast();
    assert_eq!(fired(&c, "harmony.stem_branch_six"), "辛寄戌，與支卯六合；支加干(卯加戌)");
    silent(&on("丙申", "巳", "酉").cast(), "harmony.stem_branch_six");

    // 505. 丙辰 未加巳: 干上 未 joins 支上 午.
    assert_eq!(fired(&on("丙辰", "未", "巳").cast(), "harmony.upper_six"), "干上未與支上午六合");
    // 甲申 亥加寅 (turned 9): 干上 亥 joins 寅, 支上 巳 joins 申 — 上下皆合.
    assert_eq!(fired(&on("甲申", "亥", "寅").cast(), "harmony.both_six"), "干上亥合寅，支上巳合申");
    // 甲子 丑加寅 (turned 11): 干上 丑 joins 子, 支上 亥 joins 寅 — 交車合.
    assert_eq!(fired(&on("甲子", "丑", "寅").cast(), "harmony.cross_six"), "干上丑合支子，支上亥合甲寄之寅");
    // 壬辰 未加辰: 干上 寅, 支上 未 — none of the three.
    let c = on("壬辰", "未", "辰").cast();
    for id in ["harmony.upper_six", "harmony.both_six", "harmony.cross_six"] {
        silent(&c, id);
    }
}

#[test]
fn triads() {
    // 507, 511. 丁酉 亥加未: 三傳 亥卯未, a wood triad, 丁's 父母.
    let c = on("丁酉", "亥", "未").cast();
    assert_eq!(fired(&c, "harmony.triad"), "三傳亥卯未 為木局，繁冗駁雜");
    assert_eq!(fired(&c, "harmony.triad_kin"), "亥卯未化出木局，為丁之父母");
    silent(&on("壬申", "酉", "未").cast(), "harmony.triad");
    silent(&on("壬申", "酉", "未").cast(), "harmony.triad_kin");

    // 513 「甲子日戌加申，三傳戌午寅，與甲寄之寅宮三合」. As printed the chart does not come out:
    // 戌加申 (turned 2) gives lessons 辰/甲 午/辰 寅/子 辰/寅 and 三傳 辰午申. The parallel
    // example 「乙酉日申加乙」 names the 干, so read 「戌加甲」, i.e. 戌加寅 (turned 8): lessons
    // 戌/甲 午/戌 申/子 辰/申, 戌 over 甲 is the one 下賊上: 三傳 戌午寅.
    assert_eq!(chuan(&on("甲子", "戌", "申").cast()), "辰午申");
    let c = on("甲子", "戌", "寅").cast();
    assert_eq!(chuan(&c), "戌午寅");
    assert_eq!(
        fired(&c, "harmony.stem_triad"),
        "三傳寅午戌 與甲寄之寅宮三合；干上戌與甲寄之寅宮三合，支上申與支子亦成三合"
    );
    // 「乙酉日申加乙，三傳申子辰，與乙寄之辰宮三合」: 申加辰 (turned 4).
    let c = on("乙酉", "申", "辰").cast();
    assert_eq!(chuan(&c), "申子辰");
    assert!(fired(&c, "harmony.stem_triad").starts_with("三傳申子辰 與乙寄之辰宮三合"));
    silent(&on("壬申", "酉", "未").cast(), "harmony.stem_triad");

    // 515 「甲午日寅加午，三傳戌午寅」 (turned 8): 寅 is 甲's palace over the 支 午.
    let c = on("甲午", "寅", "午").cast();
    assert_eq!(chuan(&c), "戌午寅");
    assert_eq!(fired(&c, "harmony.stem_branch_triad"), "甲寄寅，與支午同在寅午戌；干加支(寅加午)；三傳戌午寅 合成一局");
    // 「癸酉日酉加癸，三傳巳丑酉」: 酉 over 丑 (turned 8), the 支 over the 干.
    let c = on("癸酉", "酉", "丑").cast();
    assert_eq!(chuan(&c), "巳丑酉");
    assert_eq!(fired(&c, "harmony.stem_branch_triad"), "癸寄丑，與支酉同在巳酉丑；支加干(酉加丑)；三傳巳丑酉 合成一局");
    silent(&on("甲午", "寅", "未").cast(), "harmony.stem_branch_triad");
    // 「惟甲庚丁己癸五日有之」.
    assert_eq!(stems(&where_it_fires("harmony.stem_branch_triad", true)), "甲丁己庚癸");
}

#[test]
fn waiting_for_one_and_gathered_by_day_and_hour() {
    // 517, the text's own chart: 「丙辰年壬申日酉將未時，干陰卯乘貴人，干上丑空亡，虛一待用也。
    // 占時未實之，湊合也。未加巳乘勾，未系官星日合」.
    // 酉將未時 turns the plate 2 (寅 over 子). 壬 lodges at 亥: 干上 丑, 干陰 卯, 支上 戌, 支陰 子;
    // 子 over 戌 is the one 下賊上: 三傳 子寅辰. 壬申 is in the 甲子 旬: 戌亥 are void. The text's
    // 壬 貴人 by day is 卯 (壬癸 晝卯): forward from 卯 over 丑, 未 (over 巳) carries 勾陳.
    // The triad 亥卯未: 卯 is 干陰; 亥, 壬's own palace, is void (the text's 「干上丑空亡」 can only
    // mean the 干 亥: 丑 is not void on a 甲子-旬 day); 未 is missing, and the hour 未 supplies it.
    let c = on("壬申", "酉", "未").year("丙辰").month("戌").text_nobles().cast();
    assert_eq!(c.calendar.pillars.year.hanzi(), "丙辰");
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("丑卯戌子", "子寅辰"));
    assert_eq!(general_on(&c, "卯"), "貴人");
    assert_eq!(general_on(&c, "未"), "勾陳");
    assert_eq!(c.plate.earth_under(b("未")), b("巳"));
    let waiting = fired(&c, "harmony.waiting");
    assert!(waiting.contains("亥卯未：亥(日干壬寄宮)空亡，卯(干陰)，缺未"), "{waiting}");
    let gathered = fired(&c, "harmony.gathered");
    assert!(
        gathered.contains("亥卯未：日干寄宮亥湊之，亥乘太常；占時未湊之，未乘勾陳，系日合，相好之人成合"),
        "{gathered}"
    );
    // 「未系官星日合，勾陳有權力」: 合神克干而乘凶將 (521).
    assert_eq!(fired(&c, "harmony.false_friend"), "合神未(占時)(壬之日合) 克壬，乘勾陳");
    // 「年命填實一神，止缺一神」: a querent born 2019 (己亥) fills the void 亥.
    let c = on("壬申", "酉", "未").year("丙辰").month("戌").text_nobles().born(2019).cast();
    assert!(fired(&c, "harmony.waiting").contains("亥(日干壬寄宮)空亡，本命填實，卯(干陰)，缺未"));
    // 甲子 伏吟 (占時 子): 課傳 寅子巳申; the void 戌亥 are neither in it nor 甲's 寅 nor 子; no
    // triad is completed by 寅, 子 or the hour 子.
    let c = on("甲子", "子", "子").cast();
    assert_eq!(chuan(&c), "寅巳申");
    silent(&c, "harmony.waiting");
    silent(&c, "harmony.gathered");
}

#[test]
fn harmony_gods_with_a_lei_shen() {
    // 519. 丙子 申加子: 申 (初傳) joins 丙's 巳. By night 丙's 貴人 酉 stands over 丑, forward: 申
    // carries 天后.
    let c = on("丙子", "申", "子").night().cast();
    assert!(fired_with(&c, Some(b("申")), "harmony.lei")
        .starts_with("合神申(支上、初傳)(與丙寄之巳宮六合)即作類神，事成而易"));
    assert!(
        fired_with(&c, Some(b("巳")), "harmony.lei").starts_with("合神申(支上、初傳)(與丙寄之巳宮六合)與類神巳作合")
    );
    silent_with(&c, Some(b("午")), "harmony.lei");
    silent(&c, "harmony.lei");
}

#[test]
fn harmony_gods_weak_or_spoiled() {
    // 523. 丁酉 亥加未 in the 丑 month: the 日合 亥 (water) is 死 under earth.
    let c = on("丁酉", "亥", "未").month("丑").cast();
    assert_eq!(fired(&c, "harmony.weak"), "合神亥(干上、初傳)(丁之日合) 值死氣");
    silent(&on("丁酉", "亥", "未").month("子").cast(), "harmony.weak");
    // 525: 巳 (支陰) clashes the 合神 亥, and 亥 stands on 未, which overcomes it.
    assert_eq!(fired(&c, "harmony.spoiled"), "巳(支陰) 沖合神亥(丁之日合)；合神亥(丁之日合)加未，未克之");
    // 壬申 酉加未: the 合神 in play is 寅 (中傳, 壬's 亥 joins it); no 申 亥 巳 in the chart, and
    // 子 under it does not overcome it.
    silent(&on("壬申", "酉", "未").cast(), "harmony.spoiled");
    // 521: 丁's 合神 亥 rides 貴人 — no false friend.
    silent(&on("丁酉", "亥", "未").daytime().cast(), "harmony.false_friend");
}

#[test]
fn harmony_within_harmony_and_with_virtue() {
    // 527, 529, 531. 丁酉 亥加未: 亥 is 丁's 日合 and 日德, and 亥卯未 is 丁's own triad (丁 at 未).
    let c = on("丁酉", "亥", "未").cast();
    assert_eq!(fired(&c, "harmony.double"), "亥為丁之五合，三傳亥卯未又作丁之三合");
    assert_eq!(fired(&c, "harmony.virtue_five"), "亥(干上、初傳) 為丁之五合，亦為日德");
    assert_eq!(fired(&c, "harmony.virtue_triad"), "三傳亥卯未為丁之三合，內有日德亥");
    // 甲午 寅加午: 戌午寅 holds 甲's 德 寅 but not its 日合 未.
    let c = on("甲午", "寅", "午").cast();
    assert_eq!(fired(&c, "harmony.virtue_triad"), "三傳寅午戌為甲之三合，內有日德寅");
    silent(&c, "harmony.double");
    silent(&c, "harmony.virtue_five");
    // 乙酉 巳加酉: 巳丑酉 is not 乙's triad (申子辰).
    silent(&on("乙酉", "巳", "酉").cast(), "harmony.virtue_triad");
    // The text's day lists are the stems whose own triad (that of the 寄宮) holds the 日合
    // (527: 乙丁戊庚壬癸) or the 日德 (531: all but 己 辛), and whose 日合 is the 日德 (529:
    // 「乙日申、丁日亥、己日寅、癸日巳」). The last list leaves out 辛, whose 日合 (丙居巳) and
    // 日德 (丙祿巳) are both 巳 — as the text's own 德合立成 (lines 537, 539) prints them.
    let list =
        |f: &dyn Fn(Stem) -> bool| Stem::ALL.into_iter().filter(|&s| f(s)).map(|s| s.hanzi()).collect::<String>();
    assert_eq!(list(&|s| s.lodge().triad().contains(&five_harmony(s))), "乙丁戊庚壬癸");
    assert_eq!(list(&|s| five_harmony(s) == day_virtue(s)), "乙丁己辛癸");
    assert_eq!(list(&|s| s.lodge().triad().contains(&day_virtue(s))), "甲乙丙丁戊庚壬癸");
    // Over the 720 charts the patterns fire on those stems only — and 合中又合 and 三合與日德並
    // never on 戊: its triad 巳酉丑 is the 三傳 of no 戊 day (丙 days, with the same palace, have seven).
    assert_eq!(stems(&where_it_fires("harmony.double", true)), "乙丁庚壬癸");
    assert_eq!(stems(&where_it_fires("harmony.virtue_five", true)), "乙丁己辛癸");
    assert_eq!(stems(&where_it_fires("harmony.virtue_triad", true)), "甲乙丙丁庚壬癸");
}
