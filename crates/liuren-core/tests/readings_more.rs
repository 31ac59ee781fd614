//! The rest of 卷中: 印神 (385–387), the twelve stages 沐浴…養 (393–465), 支德 and 冤仇
//! (469, 477), the whole chart's 吉凶 (625), 數目 of 道里, 官品 and 射覆 件數 (641–645),
//! 新舊 of things and livestock (665–667), foreign 分野, 彼處安危, 趨向 and 任所 (33–47).
//! Each rule on a chart worked by hand where it fires and one where it does not.
//!
//! Plates are written 「X加Y」: X over Y, every heaven branch turned by the same step.
//! The default 貴人 table: 甲戊庚 晝丑, 乙己 晝子, 丙丁 晝亥.

mod readings_support;

use liuren_core::readings::numbers::grade;
use liuren_core::readings::seal::{branch_seals, seals};
use readings_support::*;

/// The reading of `topic` quoting line `line`, which must be there once.
#[track_caller]
fn reading(c: &liuren_core::chart::Chart, lei: Option<&str>, topic: &str, line: u32) -> Reading {
    let v: Vec<_> = readings(c, lei.map(b), topic).into_iter().filter(|r| r.line() == line).collect();
    assert_eq!(v.len(), 1, "{topic} {line}: {v:?}");
    v[0].clone()
}

/// No reading of `topic` quotes line `line`.
#[track_caller]
fn no_reading(c: &liuren_core::chart::Chart, lei: Option<&str>, topic: &str, line: u32) {
    let v: Vec<_> = readings(c, lei.map(b), topic).into_iter().filter(|r| r.line() == line).collect();
    assert!(v.is_empty(), "{topic} {line}: {v:?}");
}

// ---- 印神 (385–387) ----

#[test]
fn seals_of_the_stems_and_branches() {
    // 385, as printed: 「乙日亥子為印……庚日未戌辰為印，丑系墓神，不為印也」.
    let s = |x: &str| x.parse().unwrap();
    assert_eq!(seals(s("乙")), [b("子"), b("亥")]);
    assert_eq!(seals(s("辛")), [b("丑"), b("未"), b("戌")]);
    assert!(seals(s("壬")).is_empty());
    // 387 「申酉日辰未戌為印，丑系墓神不生支也」; 子 days have none (申 長生, 酉 沐浴).
    assert_eq!(branch_seals(b("酉")), [b("辰"), b("未"), b("戌")]);
    assert!(branch_seals(b("子")).is_empty());
}

#[test]
fn seal_in_the_chart() {
    // 乙丑 卯加辰 (turned back 1): 乙 lodges at 辰. Lessons 卯/乙 寅/卯 子/丑 亥/子: 子 under 丑 is
    // the one 克 (下賊上): 三傳 子亥戌. 乙's seals are 亥 子 (水生木).
    let c = on("乙丑", "卯", "辰").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("卯寅子亥", "子亥戌"));
    assert_eq!(
        fired(&c, "seal.stem"),
        "子(支上、初傳) 為乙之印神(水生木)，吉稍次於長生；亥(支陰、中傳) 為乙之印神(水生木)，吉稍次於長生"
    );
    silent(&c, "seal.refused");
    // 甲子 伏吟: 干上 干陰 寅, 支上 支陰 子, 三傳 寅巳申. 甲 has no seal; 子 feeds 甲 but is its
    // 沐浴 (甲生亥，子沐浴): 「以子卯酉系沐浴神，敗干而不生干也」.
    let c = on("甲子", "子", "子").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("寅寅子子", "寅巳申"));
    silent(&c, "seal.stem");
    assert_eq!(fired(&c, "seal.refused"), "子(支上、支陰) 雖生甲，系甲之沐浴神，敗干而不生干");
}

#[test]
fn only_the_days_the_text_names_refuse_a_feeder() {
    // 385 names the feeders that are no seal: 庚 丑 and 辛 辰 (墓), 甲 丙 壬 子 卯 酉 (沐浴). Over
    // the 720 charts by day and by night, 墓浴非印 fires on those five stems only.
    let mut days = where_it_fires("seal.refused", true);
    days.extend(where_it_fires("seal.refused", false));
    assert_eq!(stems(&days), "甲丙庚辛壬");
}

#[test]
fn seal_of_the_branch() {
    // 387 「辰未戌丑日巳午為印」: 丙辰 未加巳 (turned 2): lessons 未/巳 酉/未 午/辰 申/午; 申 under
    // 午 is the one 下賊上: 三傳 申戌子. 支上 午 feeds 辰.
    let c = on("丙辰", "未", "巳").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("未酉午申", "申戌子"));
    assert_eq!(fired(&c, "seal.branch"), "午(支上) 為日支辰之印神(火生土)");
    // 乙丑 卯加辰: 卯寅子亥 子亥戌 — no 巳 or 午.
    silent(&on("乙丑", "卯", "辰").cast(), "seal.branch");
}

#[test]
fn seal_triad() {
    // 387 「木日課傳得申子辰局……皆以印論」: 甲子 辰加子 (turned 4): lessons 午/寅 戌/午 辰/子 申/辰;
    // 辰 over 子 is the one 克 (上克下): 三傳 辰申子. 申 子 辰 are all in 課傳.
    let c = on("甲子", "辰", "子").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("午戌辰申", "辰申子"));
    assert_eq!(fired(&c, "seal.triad"), "課傳得申子辰水局(申(支陰、中傳)、子(末傳)、辰(支上、初傳))，水生木日，以印論");
    // 乙丑 卯加辰: 子亥戌 and the lessons hold neither 申 nor 辰.
    silent(&on("乙丑", "卯", "辰").cast(), "seal.triad");
}

#[test]
fn birth_in_season() {
    // 387 「長生值旺相氣，則生干有力而速，不則反是」. 丙寅 申加子 (turned 8): lessons 丑/巳 酉/丑
    // 戌/寅 午/戌, 三傳 戌午寅; 寅 (末傳) is 丙's 長生. In 卯 month wood is 旺; in 申 month 死.
    let c = on("丙寅", "申", "子").month("卯").cast();
    assert_eq!(chuan(&c), "戌午寅");
    assert_eq!(fired(&c, "seal.birth_strong"), "長生寅(末傳)值旺，生丙有力而速");
    silent(&c, "seal.birth_weak");
    let c = on("丙寅", "申", "子").month("申").cast();
    assert_eq!(fired(&c, "seal.birth_weak"), "長生寅(末傳)值死，生丙無力而遲；課象吉，俟木(春旺、冬相)之時仍有濟");
    silent(&c, "seal.birth_strong");
    // 丙辰 未加巳: 寅 is nowhere in 課傳.
    let c = on("丙辰", "未", "巳").cast();
    silent(&c, "seal.birth_strong");
    silent(&c, "seal.birth_weak");
}

// ---- 沐浴 … 養 (393–465) ----

/// 甲's stages (甲生亥，順行): 亥 長生, 子 沐浴, 丑 冠帶, 寅 臨官, 卯 帝旺, 辰 衰, 巳 病, 午 死,
/// 未 墓, 申 絕, 酉 胎, 戌 養.
const JIA_STAGES: [(&str, &str, &str); 11] = [
    ("子", "stages.bath", "沐浴"),
    ("丑", "stages.capping", "冠帶"),
    ("寅", "stages.office", "臨官"),
    ("卯", "stages.peak", "帝旺"),
    ("辰", "stages.decline", "衰"),
    ("巳", "stages.sickness", "病"),
    ("午", "stages.death", "死"),
    ("未", "stages.tomb", "墓"),
    ("申", "stages.extinction", "絕"),
    ("酉", "stages.conception", "胎"),
    ("戌", "stages.nurture", "養"),
];

#[test]
fn each_stage_over_the_stem() {
    // 甲子 X加寅: X is 干上 (甲 lodges at 寅), so the stage of X fires, 臨干.
    for (x, id, name) in JIA_STAGES {
        let c = on("甲子", x, "寅").cast();
        let f = fired(&c, id);
        assert!(f.contains(&format!("干上{x} 為甲之{name}，臨干")), "{x}: {f}");
    }
    // 甲子 伏吟: 干上 and 初傳 are both 寅 (臨官); no other stage is 干上 or 初傳.
    let c = on("甲子", "子", "子").cast();
    assert_eq!(
        fired(&c, "stages.office"),
        "初傳寅 為甲之臨官，發用；干上寅 為甲之臨官，臨干；正值得令，官占作登仕食祿論，常占作當事有為論"
    );
    for (_, id, _) in JIA_STAGES.iter().filter(|s| s.1 != "stages.office") {
        silent(&c, id);
    }
}

#[test]
fn bath_only_over_the_stem() {
    // 393 「入占不生干而臨干」. 丙子 卯加巳 (turned back 2): 丙 lodges at 巳; lessons 卯/巳 丑/卯
    // 戌/子 申/戌; 丑 under 卯 is the 下賊上 that leads: 三傳 丑亥酉. 卯 is 丙's 沐浴 (丙生寅).
    let c = on("丙子", "卯", "巳").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("卯丑戌申", "丑亥酉"));
    assert_eq!(fired(&c, "stages.bath"), "干上卯 為丙之沐浴，臨干；五行之敗氣，不生干而臨干，豈有進益");
    // 丑 (初傳) is 丙's 養 (丙 … 戌墓 亥絕 子胎 丑養).
    assert_eq!(fired(&c, "stages.nurture"), "初傳丑 為丙之養，發用；必有一番喜氣");
    // 甲子 丑加子 (turned 1): 三傳 辰巳午 — 子 (甲's 沐浴) is 支上 only: no 沐浴.
    let c = on("甲子", "丑", "子").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("卯辰丑寅", "辰巳午"));
    silent(&c, "stages.bath");
}

#[test]
fn death_then_tomb() {
    // 421 「尚須入墓方畢」. 乙丑 未加子 (turned 7): 乙 lodges at 辰; lessons 亥/乙 午/亥 申/丑 卯/申.
    // 午 and 卯 are 下賊上; 卯 is 陰 like 乙 (比用): 三傳 卯戌巳. 亥 is 乙's 死 (乙生午，逆行: 午 巳
    // 辰 卯 寅 丑 子 亥), 戌 its 墓.
    let c = on("乙丑", "未", "子").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("亥午申卯", "卯戌巳"));
    assert_eq!(
        fired(&c, "stages.death"),
        "干上亥 為乙之死，臨干；中傳戌為乙之墓，入墓方畢；已終矣，然猶未也，尚須入墓方畢"
    );
    // 甲子 辰加子: 干上 午 is 甲's 死, but 三傳 辰申子 holds no 未.
    let c = on("甲子", "辰", "子").cast();
    assert_eq!(fired(&c, "stages.death"), "干上午 為甲之死，臨干；已終矣，然猶未也，尚須入墓方畢");
}

#[test]
fn office_and_peak_as_shoulders() {
    // 405 「臨官帝旺俱系比肩」: 甲子 伏吟, 寅 is 甲's 臨官 and wood.
    let c = on("甲子", "子", "子").cast();
    assert_eq!(fired(&c, "stages.shoulder"), "寅為甲之臨官，與甲同木，系比肩；或作祿作旺論，或作比劫論，各隨課象酌斷");
    // 戊子 伏吟: 戊 lodges at 巳, 干上 巳 is its 臨官 (戊生寅) — but fire, not earth: no 比肩.
    let c = on("戊子", "子", "子").cast();
    assert_eq!(chuan(&c), "巳申寅");
    assert!(fired(&c, "stages.office").starts_with("初傳巳 為戊之臨官，發用；干上巳 為戊之臨官，臨干"));
    silent(&c, "stages.shoulder");
}

#[test]
fn stem_and_branch_turned_onto_nurture() {
    // 465 「干支輪至養位，亦自有喜氣」. 甲子 辰加子 (turned 4): 寅 stands on 戌, 甲's 養.
    let c = on("甲子", "辰", "子").cast();
    assert_eq!(fired(&c, "stages.nurture_turn"), "甲寄寅，寅加戌，戌為甲之養位；亦自有喜氣");
    // 支 子 (水生申: 養 未) on 未: turned 5 (子加未 means 子 over 未). 甲 寅 then stands on 酉 (胎).
    let c = on("甲子", "子", "未").cast();
    assert_eq!(fired(&c, "stages.nurture_turn"), "支子加未，未為子之養位；亦自有喜氣");
    silent(&on("甲子", "子", "子").cast(), "stages.nurture_turn");
}

// ---- 德 (469, 477) ----

#[test]
fn branch_virtue() {
    // 469 「支前五辰為支德……子日德在巳」. 甲子 巳加子 (turned 5): lessons 未/寅 子/未 巳/子 戌/巳;
    // 未 子 巳 are 下賊上, only 子 is 陽 like 甲 (比用): 三傳 子巳戌. 支上 巳 is 子's 支德.
    let c = on("甲子", "巳", "子").cast();
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("未子巳戌", "子巳戌"));
    assert_eq!(fired(&c, "virtue.branch"), "支上巳 為子日之支德(支前五辰)，臨支；占家宅、墳墓、人己、交涉事兼視之");
    // 甲子 伏吟: 支上 子, 初傳 寅.
    silent(&on("甲子", "子", "子").cast(), "virtue.branch");
}

#[test]
fn enemy_of_the_virtue() {
    // 477 「申克德為冤仇，一在末傳，一在干上，雖值空亡，第恐填實」. 己巳 寅加巳 (turned back 3):
    // 三傳 寅亥申; 申 (metal) overcomes 寅, 己's 德, and stands on 亥 — void in the 甲子 旬.
    let c = on("己巳", "寅", "巳").daytime().cast();
    assert_eq!(chuan(&c), "寅亥申");
    assert_eq!(
        fired(&c, "virtue.enemy"),
        "申(末傳)克日德寅，為冤仇；申臨亥，亥空亡，雖值空亡，第恐填實；末傳申或有作難之人，須年命上有制伏之神，方致全吉"
    );
    // 己丑 寅加丑 (turned 1): 干上 申 stands on 未, void in the 甲申 旬. 干陰 酉 (also metal) is
    // not named, as the text does not name it.
    let c = on("己丑", "寅", "丑").daytime().cast();
    assert_eq!(uppers(&c), "申酉寅卯");
    assert_eq!(
        fired(&c, "virtue.enemy"),
        "申(干上)克日德寅，為冤仇；申臨未，未空亡，雖值空亡，第恐填實；干上申或有作難之人，須年命上有制伏之神，方致全吉"
    );
    // 「須年命上有制伏之神」: born 1980 (庚申), 本命 申; on 己巳 寅加巳 巳 stands over 申 and
    // overcomes the enemy.
    let c = on("己巳", "寅", "巳").daytime().born(1980).cast();
    assert!(fired(&c, "virtue.enemy").ends_with("本命申上巳制申，年命上有制伏之神，方致全吉"));
    // 辛未 巳加午 (line 481's chart): 德 巳 is 用; 三傳 巳辰卯 and 干上 酉 — no water.
    let c = on("辛未", "巳", "午").cast();
    assert_eq!(chuan(&c), "巳辰卯");
    silent(&c, "virtue.enemy");
}

// ---- 吉凶 of the whole chart (625) ----

#[test]
fn pure_fortune() {
    // 「純吉則福至」: 乙丑 亥加子 by day (turned back 1): 三傳 子亥戌. 乙's 貴人 子 stands on 丑,
    // forward: 子 貴人, 亥 天后, 戌 太陰; none is metal (乙's 鬼).
    let c = on("乙丑", "亥", "子").daytime().cast();
    assert_eq!(chuan(&c), "子亥戌");
    assert_eq!(
        fired(&c, "course.pure_good"),
        "初傳子乘貴人，為吉；中傳亥乘天后，為吉；末傳戌乘太陰，為吉；三傳純吉，福至"
    );
    silent(&c, "course.pure_bad");
    // 「純凶則禍成」: 甲子 伏吟 by day: 貴人 丑 on 丑, forward: 寅 螣蛇, 巳 勾陳, 申 白虎 (and 甲's 鬼).
    let c = on("甲子", "子", "子").daytime().cast();
    assert_eq!(
        fired(&c, "course.pure_bad"),
        "初傳寅乘螣蛇，為凶；中傳巳乘勾陳，為凶；末傳申日鬼、乘白虎，為凶；三傳純凶，禍成"
    );
    silent(&c, "course.pure_good");
}

#[test]
fn saved_and_harmed() {
    // 「凶而有救，不致於禍」: 丁酉 亥加未 by day: 三傳 亥卯未; 貴人 亥 on 未, backward: 亥 貴人,
    // 卯 太常, 丑 太陰, 未 勾陳. 亥 is 丁's 鬼, 未 rides 勾陳: both 凶; 丑 (支上, 吉) overcomes 亥,
    // 卯 (吉) overcomes 未. 卯 (吉) has no metal against it.
    let c = on("丁酉", "亥", "未").daytime().cast();
    assert_eq!(
        fired(&c, "course.saved"),
        "初傳亥日鬼，為凶；丑(支上)吉，克之，為救；末傳未乘勾陳，為凶；卯(干陰、中傳)吉，克之，為救；凶而有救，不致於禍"
    );
    silent(&c, "course.harmed");
    // 「吉而有害」: 甲子 丑加子 by day: 三傳 辰巳午 with 六合 勾陳 青龍; 干上 卯 rides 朱雀, 支陰 寅
    // 螣蛇 — both 凶 and wood against the 吉 辰. No water against 午, nothing 吉 against 巳.
    let c = on("甲子", "丑", "子").daytime().cast();
    assert_eq!(fired(&c, "course.harmed"), "初傳辰乘六合，為吉；卯(干上)、寅(支陰)凶，克之，為害；吉而有害，不及於福");
    silent(&c, "course.saved");
}

// ---- 數目: 道里, 官品, 件數 (641–645) ----

#[test]
fn road_by_the_two_horses() {
    // 641 「四月乙酉日酉將戌時占，貴人子乘貴人加丑，子天馬，陰見亥對馬，遁丁……子數九，亥數四，相乘
    // 三千六百里，衰氣減半，一千八百里斷」. 天馬 of 四月 is 子 (line 241); 酉's 驛馬 亥. 子 over 丑,
    // its 陰神 亥; 乙酉 is in the 甲申 旬: 亥 carries 丁. Water in 四月 (fire) is 囚: halved.
    let c = on("乙酉", "酉", "戌").month("巳").daytime().cast();
    assert_eq!(general_on(&c, "子"), "貴人");
    let r = reading(&c, Some("子"), "數目", 641);
    assert_eq!(r.verdict(), "道里：二馬相乘18；二馬相併6.5");
    assert_eq!(
        r.texts(),
        ["巳月天馬子，為類神，數9", "酉日驛馬亥，為類神子之陰神，數4", "子值囚，減半", "亥遁丁，遠來而到速"]
    );
    // Without a 類神 the subject is 初傳 申: the lessons 卯/乙 寅/卯 申/酉 未/申 have no 克, and of
    // the uppers only 申 overcomes 乙 (蒿矢): 三傳 申未午. Neither horse is seen.
    assert_eq!((uppers(&c).as_str(), chuan(&c).as_str()), ("卯寅申未", "申未午"));
    no_reading(&c, None, "數目", 641);
}

#[test]
fn official_rank() {
    // 643 「相乘得四數，則以四品斷，相乘得四十八數，則以從四品斷」.
    assert_eq!((grade(4.0).as_str(), grade(48.0).as_str()), ("四品", "從四品"));
    // 己巳 寅加巳 in the 申 month: 初傳 寅 overcomes 己, the 官星. 寅 is the 月將 (寅 is cast as
    // 月將), 極旺: 7 doubled, 14; it stands on 巳, 4: 相乘 56, 相併 18.
    let c = on("己巳", "寅", "巳").month("申").cast();
    let r = reading(&c, None, "數目", 643);
    assert_eq!(r.verdict(), "官品：上下相乘56，從五品；上下相併18，從一品");
    assert_eq!(r.texts(), ["初傳寅克己，為官星", "寅系月將，以極旺論", "官星寅數7，值旺，加倍為14", "寅加巳，下巳數4"]);
    // 「三傳三合作財星官星者，竟按水一、火二、木三、金四、土五斷之」: 乙酉 巳加酉 (turned 8):
    // 三傳 巳丑酉, metal, 乙's 官 — 四品. The 官星 is 末傳 酉.
    let c = on("乙酉", "巳", "酉").cast();
    assert_eq!(chuan(&c), "巳丑酉");
    let r = reading(&c, None, "數目", 643);
    assert_eq!(r.verdict(), "官品：四品");
    assert_eq!(r.texts(), ["末傳酉克乙，為官星", "三傳巳酉丑金局作官星，按五行本數，金4"]);
    // 「若逢三光、三陽、軒蓋、龍德、時泰……竟按水一……斷之」: 甲子 伏吟 in the 寅 month, where the
    // 課體 module names one of those forms; the 官星 is 末傳 申 (金 4).
    let c = on("甲子", "子", "子").month("寅").cast();
    let keti = liuren_core::keti::readings(&c);
    let forms: Vec<&str> = keti.iter().map(|r| r.title.as_ref()).collect();
    assert!(["三光", "三陽", "軒蓋", "龍德", "時泰"].iter().any(|n| forms.contains(n)), "{forms:?}");
    let r = reading(&c, None, "數目", 643);
    assert_eq!(r.verdict(), "官品：四品");
    assert!(r.texts()[1].starts_with('逢') && r.texts()[1].ends_with("課，按五行本數，金4"), "{:?}", r.texts());
    // In the 申 month no such form: 申 (7, 旺 in autumn: 14) over 申 (7) — 98 從九品, 21 從二品.
    let c = on("甲子", "子", "子").month("申").cast();
    let r = reading(&c, None, "數目", 643);
    assert_eq!(r.texts()[0], "末傳申克甲，為官星");
    assert_eq!(r.verdict(), "官品：上下相乘98，從九品；上下相併21，從二品");
    // 丙寅 申加子: 丑酉戌午 戌午寅 — no water, no 官星 for 丙.
    no_reading(&on("丙寅", "申", "子").cast(), None, "數目", 643);
}

#[test]
fn pieces_of_a_covered_thing() {
    // 645 「或以占時相乘相併，或以用神相乘相併，定其件數」. 乙酉 酉加戌 (三傳 申未午) in 四月: 占時
    // 戌 (5, earth 相 in summer) stands on 亥 (4): 20 and 9. 用神 申 (7, metal 死 in summer: 3.5)
    // stands on 酉 (6): 21 and 9.5.
    let c = on("乙酉", "酉", "戌").month("巳").cast();
    let r = reading(&c, None, "數目", 645);
    assert_eq!(r.verdict(), "件數：占時上下相乘20、相併9；用神上下相乘21、相併9.5");
    // In 六月 (未, earth) 戌 is 旺 (10): 40 and 14; 申 is 相 (7): 42 and 13.
    let c = on("乙酉", "酉", "戌").month("未").cast();
    assert_eq!(reading(&c, None, "數目", 645).verdict(), "件數：占時上下相乘40、相併14；用神上下相乘42、相併13");
    // In a 申 year 申 is 太歲, 極旺 (「系太歲……以極旺論，加倍」, 639): 14, so 84 and 20.
    let c = on("乙酉", "酉", "戌").month("辰").year("戊申").cast();
    let r = reading(&c, None, "數目", 645);
    assert_eq!(r.verdict(), "件數：占時上下相乘40、相併14；用神上下相乘84、相併20");
    assert!(r.texts().contains(&"申系太歲，以極旺論"));
}

// ---- 新舊 of things and livestock (665–667) ----

#[test]
fn new_and_old_things() {
    // 665. 丁酉 亥加未 in the 亥 month: 用神 亥 is 旺 (新) and a 孟 (新): a new thing.
    let c = on("丁酉", "亥", "未").month("亥").cast();
    assert_eq!(reading(&c, None, "新舊", 665).verdict(), "新物");
    // 丙戌 子加巳 in the 丑 month: 子 is 死 (舊), a 仲 (半新): old, dead.
    let c = on("丙戌", "子", "巳").month("丑").cast();
    assert_eq!(reading(&c, None, "新舊", 665).verdict(), "舊物，為已死物");
    // 壬辰 未加辰 in the 丑 month: 用神 戌 旺 (新) but a 季 (舊), neither 壬's 長生 申 nor 墓 辰: 半新.
    no_reading(&on("壬辰", "未", "辰").month("丑").cast(), None, "新舊", 665);
}

#[test]
fn livestock() {
    // 667 「旺相，無刑為畜養生物」: 丁酉 亥加未 in the 亥 month: 亥 旺, on 未; 卯 未 do not punish it.
    let c = on("丁酉", "亥", "未").month("亥").cast();
    let r = reading(&c, None, "新舊", 667);
    assert_eq!((r.verdict(), r.texts().join("；").as_str()), ("畜養生物", "用神亥值旺；亥無刑"));
    // 「休囚死……為已殺之物」: 丙戌 子加巳 in the 丑 month: 子 死.
    let r = reading(&on("丙戌", "子", "巳").month("丑").cast(), None, "新舊", 667);
    assert_eq!((r.verdict(), r.texts().join("；").as_str()), ("已殺之物", "用神子值死"));
    // 「或逢刑」: 甲子 伏吟 in the 卯 month: 寅 is 旺, but 寅刑巳 and 申刑寅 (三傳 寅巳申).
    let r = reading(&on("甲子", "子", "子").month("卯").cast(), None, "新舊", 667);
    assert_eq!((r.verdict(), r.texts().join("；").as_str()), ("已殺之物", "寅刑中傳巳；末傳申刑寅"));
}

// ---- 分野 (33–47) ----

#[test]
fn foreign_field() {
    // 35 「丑宮斗宿，有狗國星，主鮮卑、烏桓、沃沮」: 乙酉 酉加戌 with 類神 子 — 子 over 丑.
    let c = on("乙酉", "酉", "戌").cast();
    let r = reading(&c, Some("子"), "分野", 35);
    assert_eq!(r.verdict(), "外國：鮮卑、烏桓、沃沮");
    assert_eq!(r.texts(), ["類神子臨丑宮，丑宮有斗宿狗國星", "皆古國名，今則無一相同"]);
    // 39, two stars: 丙戌 子加巳, 用神 子 over 巳.
    let r = reading(&on("丙戌", "子", "巳").cast(), None, "分野", 39);
    assert_eq!(r.verdict(), "外國：蠻夷");
    assert_eq!(r.texts()[0], "用神子臨巳宮，巳宮有軫宿丘子星、翼宿東甌星");
    // 壬申 酉加未: 子 over 戌 — no foreign star in 戌.
    let c = on("壬申", "酉", "未").cast();
    assert!(readings(&c, None, "分野").iter().all(|r| !r.verdict().starts_with("外國")));
}

#[test]
fn safety_of_a_place() {
    // 47 「地盤上見吉神吉將，自然平靜，否則有災難也」: 丁酉 亥加未 by day; over 未 stands 亥 with
    // 貴人, but 亥 is 丁's 鬼.
    let c = on("丁酉", "亥", "未").daytime().cast();
    let r = reading(&c, None, "分野", 47);
    assert_eq!((r.verdict(), r.texts().join("；").as_str()), ("有災難", "未宮(彼處)上見亥，乘貴人；亥克丁，為日鬼"));
    // The 類神 卯, with 太常, over 亥.
    let r = reading(&c, Some("卯"), "分野", 47);
    assert_eq!((r.verdict(), r.texts().join("；").as_str()), ("吉神吉將，自然平靜", "亥宮(彼處)上見卯，乘太常"));
}

#[test]
fn where_to_go_and_where_to_serve() {
    // 47 「常人占趨向，長生、日德、印爻、青龍臨何處可往」: 乙酉 酉加戌 (every branch on the one after
    // it) by day in 四月: 長生 午 on 未, 日德 申 on 酉, 印神 子 on 丑 and 亥 on 子; 貴人 子 on 丑,
    // forward: 巳 carries 青龍, on 午.
    let c = on("乙酉", "酉", "戌").month("巳").daytime().cast();
    let r2 = readings(&c, None, "分方").into_iter().filter(|r| r.line() == 47).collect::<Vec<_>>();
    assert_eq!(r2.len(), 2, "{r2:?}");
    let going = r2.iter().find(|r| r.verdict().starts_with("趨向")).unwrap();
    assert_eq!(going.verdict(), "趨向：西南、正西、東北、正北、正南可往");
    assert_eq!(
        going.texts(),
        ["長生午臨未，西南", "日德申臨酉，正西", "印神子臨丑，東北", "印神亥臨子，正北", "青龍臨午，正南"]
    );
    // 「仕人占任所，……二馬、天恩臨何處」: 四月 天馬 子 on 丑, 酉's 驛馬 亥 on 子, 四月 天恩 丑 on 寅.
    let post = r2.iter().find(|r| r.verdict().starts_with("任所")).unwrap();
    assert_eq!(post.verdict(), "任所：東北、正北");
    assert_eq!(post.texts(), ["天馬子臨丑，東北", "驛馬亥臨子，正北", "天恩丑臨寅，東北"]);
    // By night 乙's 貴人 申 stands on 酉 and the generals run backward: 卯 carries 青龍, on 辰.
    let c = on("乙酉", "酉", "戌").month("巳").night().cast();
    let going = readings(&c, None, "分方").into_iter().find(|r| r.verdict().starts_with("趨向")).unwrap();
    assert_eq!(going.verdict(), "趨向：西南、正西、東北、正北、東南可往");
    // 甲 has no 印神: 甲子 伏吟 by day, 長生 亥, 日德 寅, and 青龍 on 午 (貴人 丑 on 丑, forward).
    let c = on("甲子", "子", "子").daytime().cast();
    let going = readings(&c, None, "分方").into_iter().find(|r| r.verdict().starts_with("趨向")).unwrap();
    assert_eq!(going.texts(), ["長生亥臨亥，西北", "日德寅臨寅，東北", "青龍臨午，正南"]);
}
