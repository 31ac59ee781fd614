//! 射覆占, the rest of issue #5 — 五合化 (line 63), 納音 in 占貴變通 (41), 四位 / 五用 /
//! 旺爻 (153, 157, 173, 221–231), the units of 319, the rest of the song of line 43 and
//! line 45 — each on a chart worked by hand from the text (seed `002_65f2bd96db15aa00.txt`),
//! with charts where the rule does not fire.
//!
//! Every chart is cast on a real date in March (卯月, spring: 木旺 火相 水休 金囚 土死),
//! with 月將 set by hand so that the heaven branch over earth 子 is the one named.

mod divination_support;

use divination_support::{chart, has_fact, one, shefu, verdicts, with, Judgement};
use liuren_core::cycle::{Branch, Element, Polarity, Stem};
use liuren_core::divination::shefu::{text as p, variants as v};
use liuren_core::divination::siwei::{four_positions, FiveUses, Holder, Seat, StrongKind};
use liuren_core::generals::General;

fn read(day: &str, over_zi: Branch, hour: Branch) -> Vec<Judgement> {
    shefu(&chart(day, 3, over_zi, hour)).judgements
}

const HEHUA_BLOCKS: [liuren_core::divination::Passage; 5] =
    [p::HEHUA_SHOUZHI, p::HEHUA_DUHE, p::HEHUA_FEISHI, p::HEHUA_KONG, p::HEHUA_SUO];

// ---------------------------------------------------------------------------
// 五合化 (line 63).

/// 戊辰日 (2000-03-11), 辰加子, 午時. 甲子旬 (戌亥空): 子甲 丑乙 寅丙 卯丁 辰戊 巳己
/// 午庚 未辛 申壬 酉癸.
///
/// 戊寄巳, 巳上酉: 一課 酉/戊; 酉上丑; 辰上申: 三課 申/辰; 申上子. No lesson has a 克;
/// 遙克: 戊土克子水 → 初子, 中辰 (子上), 末申. 課傳 show 酉丑申子辰 and 戊: 金土水, no 火.
/// 遁干: 酉癸 丑乙 申壬 子甲 辰戊 — 戊 (日干) and 癸 (on 酉) make 戊癸 → 火, which the
/// chart lacks. Nothing stops it: 戊 on 辰 and 癸 on 酉 are not overcome by their branches
/// (受制); 甲 is seen but not 己 (no 妬合 by 甲己); 火 is 相 in spring (not 非時); 貴人
/// 戊晝丑, 丑 over 酉 → 逆: 酉 rides 勾陳, not 天空, and 巳 is not void (逢空); both stand
/// over 巳, 火's 臨官 — neither 克 nor 絕 (非其所). → 元氣運化，亦可用.
#[test]
fn wuhe_that_turns() {
    let js = read("戊辰", Branch::Chen, Branch::Wu);
    let j = one(&js, p::HEHUA);
    assert_eq!(j.verdict, "戊癸合化火：課中五行所無，元氣運化，亦可用");
    assert_eq!(j.facts, ["日干戊（寄巳）", "遁干癸（癸酉）", "課傳干支無火"]);
    for b in HEHUA_BLOCKS {
        assert!(with(&js, b).is_empty(), "{}", b.text);
    }
}

/// Chart A — 甲子日 (2008-03-25), 丑加子, 午時: lessons 卯/甲 辰/卯 丑/子 寅/丑, 傳 辰巳午
/// (see `divination_shefu.rs`). 遁干: 卯丁 辰戊 丑乙 寅丙 巳己 午庚.
///
/// 甲己 would make 土, but 辰 and 丑 show 土: line 63 speaks only of what the chart lacks.
/// 乙 (on 丑) and 庚 (on 午) make 乙庚 → 金, which nothing shows. It does not turn:
/// 午火克庚金 (受制, 「干帶傷克」); 金 is 囚 in spring (非時, 「春見金」); 午 stands over 巳,
/// and 火克金 (非其所, 「臨克地」). Not 妬合 (丙 is seen, 辛 is not), not 逢空 (丑 rides
/// 貴人, 午 青龍; 子 and 巳 are not void).
#[test]
fn wuhe_blocked_three_ways_in_chart_a() {
    let js = read("甲子", Branch::Chou, Branch::Wu);
    assert!(with(&js, p::HEHUA).is_empty());
    assert_eq!(one(&js, p::HEHUA_SHOUZHI).verdict, "乙庚合，受制不化");
    assert!(has_fact(&js, p::HEHUA_SHOUZHI, "遁干庚（庚午）：午火克庚金"));
    assert!(has_fact(&js, p::HEHUA_FEISHI, "金與時令木相克（囚）"));
    assert!(has_fact(&js, p::HEHUA_SUO, "遁干庚（庚午）臨巳：火克金"));
    assert!(with(&js, p::HEHUA_DUHE).is_empty());
    assert!(with(&js, p::HEHUA_KONG).is_empty());
    assert!(js.iter().filter(|j| j.passage.line == 63).all(|j| !j.verdict.starts_with("甲己")));
}

/// 甲戌日 (2000-03-17; 甲戌旬: 戌甲 亥乙 子丙 丑丁 寅戊 卯己 辰庚 巳辛 午壬 未癸, 申酉空),
/// 丑加子, 午時. 寅上卯, 卯上辰 (卯木克辰土, 下賊上), 戌上亥 (戌土克亥水, 下賊上), 亥上子.
/// Two 賊; 剛日 takes the 陽 of 辰 亥 → 初辰, 中巳, 末午. No 金 shows.
/// 遁干: 卯己 辰庚 亥乙 子丙 巳辛 午壬 → 乙庚 → 金; and 丙辛 are both there: 「甲己見乙庚」
/// one pair on: 辛克乙, 丙克庚 → 妬合. 金 is 囚 in spring → 非時. 乙 on 亥 (水生木) and 庚
/// on 辰 (土生金) are not 受制; 亥 rides 太陰, 辰 六合 (貴人 丑 over 子, 順), over 戌 and 卯,
/// neither void nor 克 nor 絕 of 金.
#[test]
fn wuhe_jealous() {
    let js = read("甲戌", Branch::Chou, Branch::Wu);
    assert_eq!(one(&js, p::HEHUA_DUHE).verdict, "乙庚合，妬合不化");
    assert!(has_fact(&js, p::HEHUA_DUHE, "乙庚見丙辛：辛克乙，丙克庚"));
    assert_eq!(one(&js, p::HEHUA_FEISHI).verdict, "乙庚合，非時不化");
    for b in [p::HEHUA_SHOUZHI, p::HEHUA_KONG, p::HEHUA_SUO, p::HEHUA] {
        assert!(with(&js, b).is_empty(), "{}", b.text);
    }
}

// ---------------------------------------------------------------------------
// 納音 in 占貴變通 (line 41).

/// 乙丑日 (2009-03-21; 甲子旬), 卯加子, 午時. 乙寄辰, 辰上未: 一課 未/乙 (乙木克未土,
/// 下賊上); 未上戌; 丑上辰; 辰上未 (= 一課). One 賊 → 重審 初未, 中戌, 末丑. 發用未 土 needs
/// 火: 課傳 show 未戌辰丑 (all 土) and 乙; 遁干 未辛 辰戊 丑乙 (戌 void) — no 丙丁, no
/// 戊癸 (no 癸); 納音 乙丑海中金, 辛未路旁土, 戊辰大林木 — none 火. → 不以土斷.
#[test]
fn no_fire_anywhere_not_even_in_the_nayin() {
    let js = read("乙丑", Branch::Mao, Branch::Wu);
    let j = one(&js, p::BIANTONG_SHENG);
    assert_eq!(j.verdict, "課傳不見生土之神，不以土斷");
    assert!(j.facts.contains(&"納音：乙丑海中金、辛未路旁土、戊辰大林木".to_string()), "{:?}", j.facts);
}

/// 甲子日, 亥加子, 午時 — the case the previous pass read as 「不以水斷」: 發用子 水 needs
/// 金; 課傳 show 丑子亥戌 and 甲, 遁干 甲 乙 — but 甲子 and 乙丑 (子 and 丑 with their
/// 遁干) are 海中金: 「及納音木…之類」 counts the 納音, so 金 is there and 41 is silent.
#[test]
fn the_nayin_of_jiazi_generates_water() {
    let js = read("甲子", Branch::Hai, Branch::Wu);
    assert!(with(&js, p::BIANTONG_SHENG).is_empty());
}

// ---------------------------------------------------------------------------
// 四位 (153, 157), 五用 (227), 旺爻 (223, 225), 用爻 and 旺爻 (231).

/// Chart A at 午時: 地神 午. 干: 甲日 五鼠遁 甲子 乙丑 丙寅 丁卯 戊辰 己巳 庚午 → 庚 (金 陽,
/// 囚). 將: 丑加子 puts 未 over 午 — the 月將 (土 陰, 死). 官: 未 rides 天空 (本家戌, 土 陽, 死).
/// 神 午 (火 陽, 相). Three 陽 one 陰 → 以陰為用: 將未, 取象少陰 (227).
/// 157: the strongest of the four is 神午 (相; the rest 囚 死 死).
/// 旺爻: none is 木 (四時旺) and the day branch 子 (水) generates none (隨日辰旺); 相生旺:
/// 官 and 將 土 (午火生之), 神午 (月建卯 木生之); 干庚 is overcome by 午 → not 旺爻.
/// 用爻 將未 is among them → 即旺爻 (231).
#[test]
fn four_positions_of_chart_a() {
    let c = chart("甲子", 3, Branch::Chou, Branch::Wu);
    let fp = four_positions(&c, Branch::Wu);
    assert_eq!(fp.get(Seat::Gan).holder, Holder::Stem(Stem::Geng));
    assert_eq!(fp.get(Seat::Guan).holder, Holder::General(General::Tiankong));
    assert_eq!(fp.get(Seat::Jiang).holder, Holder::Branch(Branch::Wei));
    assert_eq!(fp.get(Seat::Shen).holder, Holder::Branch(Branch::Wu));
    assert_eq!(fp.five_uses(), (FiveUses::OneYin, Seat::Jiang));
    assert_eq!(fp.strongest(), [Seat::Shen]);
    assert_eq!(fp.strong(), Some((StrongKind::Generated, vec![Seat::Guan, Seat::Jiang, Seat::Shen])));
    assert_eq!(fp.get(Seat::Gan).overcome_by, [Seat::Shen]);

    let js = shefu(&c).judgements;
    assert_eq!(
        one(&js, p::SIWEI).verdict,
        "四位：干庚（金，陽，囚）、官天空（土，陽，死）、將未（土，陰，死）、神午（火，陽，相）"
    );
    assert!(has_fact(&js, p::SIWEI, "五子遁：甲子日午時干庚"));
    let j = one(&js, p::USE_ONE_YIN);
    assert_eq!((j.verdict.as_str(), j.variant), ("三陽一陰，以陰為用：將未，取象少陰", Some(v::USE_FIVE)));
    let j = one(&js, p::SIWEI_STRONGEST);
    assert_eq!((j.verdict.as_str(), j.variant), ("取四位中之旺者為用爻：神午（火，相）", Some(v::USE_STRONGEST)));
    assert_eq!(one(&js, p::WANG_YAO_ORDER).verdict, "旺爻：官天空、將未、神午（相生旺）");
    assert_eq!(one(&js, p::USE_AND_WANG).verdict, "用爻將未即旺爻");
    assert!(with(&js, p::USE_YAO_VOID).is_empty()); // 未 is not void in 甲子旬
}

/// 甲子日, 未加子, 卯時 (卯 is daytime). 地神 卯 (木 陰, 旺). 干: 甲日 卯時 丁卯 → 丁 (火 陰,
/// 相). 將: 未+3 → 戌 over 卯 (土 陽, 死, void in 甲子旬). 官: 貴人 甲晝丑, 丑 over 午 → 逆:
/// 丑貴 子蛇 亥雀 戌合 → 六合 (本家卯, 木 陰, 旺). One 陽 → 以陽為用: 將戌, 取象少陽;
/// 戌 is void → 用爻值空亡為虛 (223).
/// 旺爻: 戌 is overcome by 六合 and 卯; 官六合 and 神卯 are 四時旺 (木) and each has the
/// other of its kind (得同類之位) → 四時旺而又相生. 231: 旺爻 六合 木 克 用爻 戌 土.
#[test]
fn one_yang_on_a_void_general_of_the_month() {
    let js = read("甲子", Branch::Wei, Branch::Mao);
    assert_eq!(one(&js, p::USE_ONE_YANG).verdict, "三陰一陽，以陽為用：將戌，取象少陽");
    assert_eq!(one(&js, p::USE_YAO_VOID).verdict, "用爻將戌值空亡：為虛");
    assert_eq!(one(&js, p::SIWEI_STRONGEST).verdict, "取四位中之旺者為用爻：官六合、神卯（木，旺）");
    assert_eq!(one(&js, p::WANG_YAO_ORDER).verdict, "旺爻：官六合、神卯（四時旺而又相生）");
    assert_eq!(one(&js, p::USE_AND_WANG).verdict, "旺爻官六合克用爻將戌");
}

/// 甲子日, 戌加子, 卯時. 干丁 (陰); 將: 戌+3 → 丑 over 卯 (陰); 官: 丑 is 貴人's own
/// branch → 貴人 (本家丑, 陰); 神卯 (陰). All 陰 → 純陰反陽，以將為用: 將丑, 方內之物.
/// 旺爻: 神卯 is 四時旺, but none of 丁 (火) 貴人 丑 (土) generates it or is 木 → not
/// 「四時旺而又相生」; so 隨日辰旺: 子水生卯木 → 神卯. 231: 卯木克丑土.
#[test]
fn pure_yin_uses_the_general_of_the_month() {
    let c = chart("甲子", 3, Branch::Xu, Branch::Mao);
    let fp = four_positions(&c, Branch::Mao);
    assert!(fp.positions.iter().all(|q| q.polarity == Polarity::Yin));
    assert_eq!(fp.five_uses(), (FiveUses::PureYin, Seat::Jiang));
    assert_eq!(fp.strong(), Some((StrongKind::ByDay, vec![Seat::Shen])));
    let js = shefu(&c).judgements;
    assert_eq!(one(&js, p::USE_PURE_YIN).verdict, "純陰反陽，以將為用：將丑；方內之物，屬陽");
    assert_eq!(one(&js, p::WANG_YAO_ORDER).verdict, "旺爻：神卯（隨日辰旺）");
    assert_eq!(one(&js, p::USE_AND_WANG).verdict, "旺爻神卯克用爻將丑");
}

/// 甲子日, 申加子, 午時. 干庚 (陽); 將: 申+6 → 寅 over 午 (陽); 官: 貴人 丑 over 巳 → 逆:
/// 丑貴 子蛇 亥雀 戌合 酉勾 申龍 未空 午虎 巳常 辰玄 卯陰 寅后 → 天后 (本家子, 陽); 神午 (陽).
/// All 陽 → 純陽反陰，以神（官）為用: 官天后, 方外之物 (229).
/// 157: 將寅 木 旺 is the strongest. 旺爻: 寅 is overcome by 庚, 午 by 天后 (水), 庚 by 午;
/// 天后 水 is generated by 庚金 and overcome by nothing → 相生旺; so 用爻 即 旺爻.
#[test]
fn pure_yang_uses_the_noble_general() {
    let js = read("甲子", Branch::Shen, Branch::Wu);
    assert_eq!(one(&js, p::USE_PURE_YANG).verdict, "純陽反陰，以神（官）為用：官天后；方外之物，屬陰（第229行）");
    assert_eq!(one(&js, p::SIWEI_STRONGEST).verdict, "取四位中之旺者為用爻：將寅（木，旺）");
    assert_eq!(one(&js, p::WANG_YAO_ORDER).verdict, "旺爻：官天后（相生旺）");
    assert_eq!(one(&js, p::USE_AND_WANG).verdict, "用爻官天后即旺爻");
}

/// 甲子日, 卯加子, 卯時. 干丁 (陰), 將: 卯+3 → 午 (陽), 官: 貴人 丑 over 戌 → 逆 … 午虎 →
/// 白虎 (本家申, 陽), 神卯 (陰). Two and two → 以將為用: 將午, 隨將陰陽 (陽).
#[test]
fn two_and_two_use_the_general_of_the_month() {
    let c = chart("甲子", 3, Branch::Mao, Branch::Mao);
    let fp = four_positions(&c, Branch::Mao);
    assert_eq!(fp.get(Seat::Guan).holder, Holder::General(General::Baihu));
    assert_eq!(fp.get(Seat::Guan).element, Element::Metal);
    let js = shefu(&c).judgements;
    assert_eq!(one(&js, p::USE_EVEN).verdict, "二陰二陽，以將為用：將午，隨將陰陽辨之（陽）");
    for q in [p::USE_ONE_YANG, p::USE_ONE_YIN, p::USE_PURE_YIN, p::USE_PURE_YANG] {
        assert!(with(&js, q).is_empty());
    }
}

// ---------------------------------------------------------------------------
// 319: the units.

#[test]
fn units_of_the_count() {
    // Chart A: 辰5 × 卯6 = 30, 發用辰 死 → 減半 → 15 (319). 錢15, 人1.5, 獸1.875, 禽3.
    let js = read("甲子", Branch::Chou, Branch::Wu);
    let j = one(&js, p::UNITS);
    assert_eq!(j.verdict, "錢15（一為一），人1.5（十為一），獸1.875（八為一），禽3（五為一）");
    assert_eq!(j.variant, Some(v::NUMBER_PRODUCT));
    // 甲子日, 卯加子, 午時: 發用申 金 囚 in spring — 「囚數乘」 does not say by what: no count, no units.
    let js = read("甲子", Branch::Mao, Branch::Wu);
    assert!(verdicts(&js, p::NUMBER_PRODUCT)[0].contains("囚數乘（乘數未言）"));
    assert!(with(&js, p::UNITS).is_empty());
}

// ---------------------------------------------------------------------------
// Line 43 (日辰連茹相和合) and line 45.

#[test]
fn day_stem_in_the_transmissions_has_inside_and_outside() {
    // 乙酉日, 辰加子: 傳 申子辰 (see divination_shefu.rs, chart D); 乙寄辰 is in it →
    // 「干支入三傳」: 外 乙 碧, 內 酉 = 辛 (白 / 絳 / 栗, as the text leaves it).
    let js = read("乙酉", Branch::Chen, Branch::Wu);
    let j = one(&js, p::LIANRU_HEHE);
    assert!(j.verdict.starts_with("物類形顏內外兼：外碧，內白"), "{}", j.verdict);
    assert_eq!(j.facts, ["干乙（寄辰）入傳"]);
    // Chart A: 傳 辰巳午 hold neither 寅 (甲) nor 子.
    assert!(with(&read("甲子", Branch::Chou, Branch::Wu), p::LIANRU_HEHE).is_empty());
}

#[test]
fn the_yin_spirit_of_the_use() {
    // Chart A: 發用辰 stands on 卯; 甲木克辰土 → 妻財; over 辰 stands 巳 (陰神).
    let js = read("甲子", Branch::Chou, Branch::Wu);
    let j = one(&js, p::SHEN_YINSHEN);
    assert_eq!(j.verdict, "就發用辰立處（臨卯）；辰為妻財，責其陰神巳（火）為物事，仍以發用決之");
    assert_eq!(j.variant, Some(v::SHEN_45));
}
