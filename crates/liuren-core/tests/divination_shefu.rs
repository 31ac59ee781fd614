//! 射覆占 — each rule on a chart whose verdict can be worked out by hand from
//! the text (seed `002_65f2bd96db15aa00.txt`), with at least one chart where the
//! rule does not fire.
//!
//! Every chart is cast on a real date in March (卯月, spring: 木旺 火相 水休 金囚 土死)
//! at the 午 hour (daytime), with 月將 set by hand so that the heaven branch over
//! earth 子 is the one named (「丑加子」: the plate turned one place forward).

mod divination_support;

use divination_support::{about_of, chart, has_fact, one, shefu, verdicts, with, Judgement, Shefu};
use liuren_core::cycle::{Branch, Stem};
use liuren_core::divination::shefu::{self, text as p, variants as v};
use liuren_core::reading::{About, Place};

fn read(day: &str, over_zi: Branch) -> Shefu {
    shefu(&chart(day, 3, over_zi, Branch::Wu))
}

fn labels(js: &[&Judgement]) -> Vec<Option<&'static str>> {
    js.iter().map(|j| j.variant).collect()
}

/// Chart A — 甲子日 (2008-03-25, 戊子年 乙卯月), 丑加子, 午時.
///
/// 甲寄寅, 寅上卯: 一課 卯/甲; 卯上辰: 二課 辰/卯; 子上丑: 三課 丑/子; 丑上寅: 四課 寅/丑.
/// Only 二課 克 (卯木克辰土, 下賊上) → 重審: 初辰, 中巳 (辰上), 末午 (巳上).
/// 貴人 甲晝丑; 丑 stands on earth 子 → 順: 丑貴 寅蛇 卯雀 辰合 巳勾 午龍 未空 申虎 酉常
/// 戌玄 亥陰 子后. 甲子旬 空 戌亥.
fn chart_a() -> Vec<Judgement> {
    read("甲子", Branch::Chou).judgements
}

#[test]
fn a_zonglun_takes_the_stronger_of_the_day_uppers() {
    // Line 9: 日上卯 (木, 旺 in 卯月) against 辰上丑 (土, 死): 從旺神.
    let js = chart_a();
    let j = one(&js, p::ZONGLUN);
    assert_eq!(j.verdict, "以日上卯為主，次兼發用辰");
    assert!(j.facts.iter().any(|f| f == "從旺神：日上卯"));
}

#[test]
fn a_vessel_and_hand() {
    let js = chart_a();
    // Line 333: 天罡辰 stands on earth 卯 (丑加子 turns every branch one place); 卯 is 陰 → 仰器.
    let j = one(&js, p::VESSEL);
    assert_eq!(j.verdict, "罡加陰：在仰器");
    assert_eq!(j.facts[0], "天罡辰加卯");
    // About 天罡辰 (in heaven), where it stands in 課傳, and the earth 卯 under it.
    let about = about_of(j, "天罡辰加卯");
    assert!(about.contains(&About::Branch(Branch::Chen)) && about.contains(&About::Branch(Branch::Mao)));
    assert!(j.tone.is_none(), "射覆 states no 吉凶");
    assert_eq!(j.id, "vessel");
    // Line 329: 發用辰 臨 卯, one of 子丑寅卯辰巳午 and not 子/午 → 左手 only.
    let j = one(&js, p::HAND);
    assert_eq!((j.verdict.as_str(), j.variant), ("為陽，在左手", None));
}

#[test]
fn a_yin_yang_of_the_day_upper_and_the_use() {
    // Line 149, 剛日: 日上卯 陰 → 死故; 發用辰 陽 → 生新 → 各得其半.
    let js = chart_a();
    assert_eq!(one(&js, p::YINYANG).verdict, "一新一故，各得其半");
}

#[test]
fn a_shape_in_both_readings() {
    // Line 79, and line 39 「姑兩存之」: 總論 takes 日上卯 (木, 曲直), 雜摘 (line 37) 發用辰 (土).
    let js = chart_a();
    let shapes = with(&js, p::SHAPE_SONG);
    assert_eq!(labels(&shapes), [Some(v::ZONGLUN), Some(v::ZAZHAI_USE)]);
    assert!(shapes[0].verdict.starts_with("曲直"));
    assert!(shapes[1].verdict.starts_with("土"));
    // Lines 85: 日上卯 over 甲 (木上見木) 竹木草類; 發用辰 over 卯 (木上見土) 土產之物.
    let seen = with(&js, p::SEEN_WOOD);
    assert_eq!(seen[0].verdict, "木上見木：竹木草類");
    assert_eq!(seen[1].verdict, "木上見土：土產之物");
    assert_eq!(labels(&seen), [Some(v::ZONGLUN), Some(v::ZAZHAI_USE)]);
    // Lines 67, 71, 99: 木 春 酸; 土 中央 甘.
    assert!(one(&js, p::SEASON_WOOD).verdict.contains("其數八"));
    assert!(one(&js, p::SEASON_EARTH).verdict.contains("其數五"));
    assert_eq!(verdicts(&js, p::TASTE), ["木：味酸，臭羶", "土：味甘，臭香"]);
}

#[test]
fn a_meng_zhong_ji_in_three_readings() {
    // 發用辰 is a 季 branch, and 陽. Lines 139, 141 (「此與上說卻不同，兩存之」), 143.
    let js = chart_a();
    assert!(one(&js, p::RANK_139).verdict.contains("形尖斜"));
    assert_eq!(one(&js, p::RANK_141).verdict, "物圓或尖長");
    assert_eq!(one(&js, p::RANK_143).verdict, "陽季斜缺");
    assert_eq!(one(&js, p::RANK_141).variant, Some(v::RANK_141));
}

#[test]
fn a_twelve_stages_counted_for_wood() {
    // Line 165: 剛日 甲 自處 → 木: 亥長生 子沐浴 丑冠帶 寅臨官 卯帝旺 辰衰.
    // Line 163: 日上卯 帝旺 and 辰上丑 冠帶 生新; 發用辰 衰 故舊.
    let js = chart_a();
    assert_eq!(one(&js, p::STAGE_NEW_OLD).verdict, "日上卯物氣，生新；辰上丑物氣，生新；發用辰物形，故舊");
    assert_eq!(one(&js, p::STAGE_WORDS).verdict, "日上卯帝旺：壯盛；辰上丑冠帶：枯脆；發用辰衰：故舊");
    // Line 119 and the text's own example (123: 甲日 得辰 為有生木): 發用辰 → 生新.
    assert_eq!(one(&js, p::MIXED_CHEN).verdict, "發用辰：生新");
    // 卯 is a 仲, pure (line 117): no hidden life is read for 日上卯.
    let mixed = [
        p::MIXED_YIN,
        p::MIXED_CHEN,
        p::MIXED_SI,
        p::MIXED_WEI,
        p::MIXED_SHEN,
        p::MIXED_XU,
        p::MIXED_HAI,
        p::MIXED_CHOU,
    ];
    assert_eq!(js.iter().filter(|j| mixed.contains(&j.passage)).count(), 1);
}

#[test]
fn a_numbers_summed_and_multiplied() {
    // 先天數 (line 109): 辰5, 卯6. 發用辰 土 is 死 in spring.
    // Line 209: 5+6=11, 囚死半之 → 5.5. Line 319: 5×6=30, 死無氣減半 → 15.
    let js = chart_a();
    let sum = one(&js, p::NUMBER_SUM);
    assert_eq!((sum.verdict.as_str(), sum.variant), ("5＋6＝11，囚死半之：5.5", Some(v::NUMBER_SUM)));
    let product = one(&js, p::NUMBER_PRODUCT);
    assert_eq!((product.verdict.as_str(), product.variant), ("5×6＝30，死無氣減半：15", Some(v::NUMBER_PRODUCT)));
}

#[test]
fn a_many_or_few() {
    let js = chart_a();
    // Line 317: 日上卯 旺 and 卯 is the 月建 → 盛大而多.
    assert_eq!(one(&js, p::MANY_PILLARS).verdict, "日上卯旺而遇月建：物盛大而多");
    // Line 209: 日上旺, 辰上 and 發用 死 → 處中. Line 319 names no mixed case: silent.
    assert_eq!(one(&js, p::MANY_209).verdict, "一旺相一休囚死：處中");
    assert!(with(&js, p::MANY_319).is_empty());
}

#[test]
fn a_life_in_both_readings() {
    // 總論 (13) reads 支上 only: 辰上丑 — 冠帶 (活), 生氣 of 二月 is 丑 (活, 卷中 line 229),
    // 死 in spring (死), 丑土克子水 上下相克 (死): 2 against 2.
    // 雜摘 (39) reads 日上 too: 日上卯 帝旺 and 旺 (活, 活) → 4 against 2 → 活.
    let js = chart_a();
    let branch = with(&js, p::LIFE_WHERE);
    assert_eq!(branch.len(), 1);
    assert_eq!((branch[0].verdict.as_str(), branch[0].variant), ("死活之兆相半", Some(v::ZONGLUN_BRANCH)));
    let both = one(&js, p::ALIVE);
    assert_eq!(both.variant, Some(v::ZAZHAI_UPPERS));
    assert!(both.facts.iter().any(|f| f.contains("辰上丑為生氣")));
}

#[test]
fn a_food() {
    let js = chart_a();
    assert_eq!(one(&js, p::FOOD_POISON).verdict, "其物有毒，不可食"); // 271: 發用辰
    assert!(one(&js, p::FOOD_DAJI).facts[0].contains("辰上丑乘貴人")); // 269: 大吉 with 貴人
    assert!(one(&js, p::FOOD_GENERALS).facts[0].contains("發用辰乘六合")); // 269
    assert_eq!(one(&js, p::FOOD_TASTE).verdict, "用加仲上：味鹹"); // 267: 辰 臨 卯 (仲)
    assert_eq!(one(&js, p::FOOD_KIND).verdict, "用逢土：土產物");
    assert!(one(&js, p::FOOD_NOT).verdict.contains("不堪食")); // 辰 死, neither 日上卯 nor 辰上丑
                                                               // Negative: 辰上丑 is 死, so neither reading of line 265 fires; no 丑未寅 over each other;
                                                               // 日上卯 克 發用辰 and 辰上丑 is the same element: 267's 並或相生 does not fire.
    assert!(with(&js, p::FOOD).is_empty());
    assert!(with(&js, p::FOOD_CWY).is_empty());
    assert!(with(&js, p::FOOD_WITH).is_empty());
}

#[test]
fn a_age_new_old_and_time() {
    let js = chart_a();
    // Line 283: 日上卯 陰 (剛日 → 老), 帝旺 (少), 旺 (少); 發用辰 陽 (少), 衰 (老), 死 (老) → 3:3.
    assert_eq!(one(&js, p::AGE).verdict, "老少參半");
    // Line 287 in both readings: with 發用 (衰, 死) 3:3 → 參半; 日上辰上 only 3:1 → 生新.
    let n = with(&js, p::NEW_OLD);
    assert_eq!(labels(&n), [Some(v::ZONGLUN_WITH_USE), Some(v::ZAZHAI_UPPERS)]);
    assert_eq!([n[0].verdict.as_str(), n[1].verdict.as_str()], ["新舊參半", "生新"]);
    // Line 295: 發用辰 is one month after 月建卯 → 將來物.
    assert_eq!(one(&js, p::TIMELY).verdict, "用在月建之前：將來物");
}

#[test]
fn a_whole_or_broken() {
    let js = chart_a();
    // Line 299: 發用辰 死, 卯木克辰土 → 休囚相克 → 缺陋.
    assert_eq!(one(&js, p::WHOLE).verdict, "休囚相克：缺陋");
    // Line 301: four distinct lessons, no 刑 or 破 between their halves → 完.
    assert_eq!(one(&js, p::WHOLE_LESSONS).verdict, "四課備，不值刑破：為完");
    assert!(with(&js, p::WHOLE_SIHAI).is_empty());
    assert!(with(&js, p::WHOLE_SUM).is_empty());
}

#[test]
fn a_general_song_and_change() {
    let js = chart_a();
    // Line 43: 辰巳午 run on (連茹).
    assert_eq!(one(&js, p::LIANRU).verdict, "其物形無定體，色無規模");
    // Line 41: 發用辰 土 死, its place 卯 and 日上卯 are 木 (土's 鬼) → 土死為石.
    let j = one(&js, p::BIANTONG_KE);
    assert!(j.verdict.contains("土死為石"));
    assert!(j.facts.iter().any(|f| f == "發用下卯克之"));
    // 巳午 (火) in the 傳 generate 土: line 41's first rule does not fire.
    assert!(with(&js, p::BIANTONG_SHENG).is_empty());
    // Line 243: 發用 死 on a 旺 place → 先廢而後可用.
    assert_eq!(one(&js, p::USE_ON).verdict, "休囚加旺相：先廢而後可用");
    assert_eq!(one(&js, p::USE_SONG).verdict, "休囚死絕，難為用");
}

#[test]
fn a_colours_in_every_reading() {
    let js = chart_a();
    // 雜摘 (39): 剛日 日上卯 木 → 陽干 甲 → 青.
    assert_eq!(one(&js, p::COLOUR_ZAZHAI).verdict, "甲：青");
    // 歌 (191): 卯 is a 陰神 → 同乙 (103) → 碧.
    assert_eq!(one(&js, p::COLOUR_POLARITY).verdict, "乙：碧");
    // 一云 (187, 193): 卯 旺 → 旺從本色 → 日甲木, 陽日 → 甲 青.
    assert_eq!(one(&js, p::COLOUR_QI).verdict, "甲：青");
    // 201: 卯 over 甲, no 克 → 從本色 乙 碧.
    assert_eq!(one(&js, p::COLOUR_NO_KE).verdict, "從本色：乙，碧");
    // Negative: 又云 (197) speaks only of a 旺 or 相 發用 (辰 is 死); 日上卯 is not void (203).
    assert!(with(&js, p::COLOUR_USE).is_empty());
    assert!(with(&js, p::COLOUR_VOID).is_empty());
}

#[test]
fn a_branch_shapes_and_images() {
    let js = chart_a();
    assert_eq!(one(&js, p::BRANCH_MAOYOU).verdict, "日上卯：團圞，或口有傷損");
    assert_eq!(one(&js, p::BRANCH_CHOUWEI).verdict, "辰上丑：有眉目或毛而皴皺");
    assert_eq!(one(&js, p::BRANCH_CHENXU).verdict, "發用辰：有皮骨頭角足而剛硬");
    // 干支形象: 卯 → 乙卯 (341); 丑 and 辰 → 戊土 (347).
    assert_eq!(js.iter().filter(|j| j.passage.line == 341).count(), 1);
    assert_eq!(js.iter().filter(|j| j.passage.line == 347).count(), 2);
}

#[test]
fn a_land_and_nothing_else() {
    let js = chart_a();
    // Line 325: 發用辰 (土) over 卯 (木), 日上卯 over 甲 (木): 火土木神自相加臨 → 陸地.
    assert_eq!(with(&js, p::LAND).len(), 2);
    // No 局, no void in 日上 辰上 發用, no 干支 in the 傳, no 螣蛇 on them, no 始終.
    for passage in [p::JU_WATER, p::JU_WOOD, p::JU_FIRE, p::JU_EARTH, p::JU_METAL, p::JU_WHERE, p::JU_BROKEN] {
        assert!(with(&js, passage).is_empty(), "{}", passage.text);
    }
    for passage in [p::NOTHING, p::SOMETHING, p::BIAOLI, p::SNAKE_SHAPE, p::SANCHUAN, p::VOID_CHUAN, p::HOLLOW_FIRE] {
        assert!(with(&js, passage).is_empty(), "{}", passage.text);
    }
    // 虛實 song (307): 發用辰 土 → 圓厚.
    assert_eq!(one(&js, p::HOLLOW_SONG).verdict, "土為圓厚");
}

#[test]
fn a_candidates_from_the_tables() {
    // 日上卯, 辰上丑, 發用辰: 首飾 is named for 丑 in both 十二支物形物類 (361) and 器物歌 (413).
    let r = read("甲子", Branch::Chou);
    let c = r.candidates.iter().find(|c| c.thing == "首饰").expect("首飾 is a candidate");
    assert_eq!(c.score, 2);
    assert_eq!(c.support, ["辰上丑：十二支物形物类（第361行）", "辰上丑：十二支所属器物歌（第413行）"]);
    assert!(r.candidates.windows(2).all(|w| w[0].score >= w[1].score));
    assert!(r.candidates.iter().all(|c| c.score as usize == c.support.len()));
    // 發用辰 rides 六合 (443): 虫絲 is a candidate once.
    assert_eq!(r.candidates.iter().find(|c| c.thing == "虫丝").map(|c| c.score), Some(1));
}

/// Chart B — 甲子日 (2008-03-25), 巳加子, 午時.
///
/// 寅上未: 一課 未/甲 (甲木克未土, 下賊上); 未上子: 二課 子/未 (未土克子水, 下賊上);
/// 子上巳: 三課 巳/子 (子水克巳火, 下賊上); 巳上戌: 四課 戌/巳. Three 下賊上 → 比用: 剛日取陽,
/// of 未 子 巳 only 子 is 陽 → 知一: 初子 中巳 末戌.
/// 貴人 晝丑; 丑 stands on earth 申 → 逆: 丑貴 子蛇 亥雀 戌合 酉勾 申龍 未空 午虎 巳常 辰玄 卯陰 寅后.
fn chart_b() -> Vec<Judgement> {
    read("甲子", Branch::Si).judgements
}

#[test]
fn b_solid_hollow_and_the_snake() {
    let js = chart_b();
    assert_eq!(one(&js, p::SOLID_WATER).verdict, "水神發用：其物必實"); // 309: 發用子
                                                                        // 309: 辰上巳 火, 發用子 水 → 半虛半實.
    assert!(has_fact(&js, p::HALF, "辰上巳"));
    // 313: 子 carries 甲 in 甲子旬 (旬首) → 實.
    assert_eq!(one(&js, p::XUN_HEAD).verdict, "發用旬首：為實");
    // 311: 末傳戌 is void (甲子旬 戌亥空) → 下空.
    assert_eq!(one(&js, p::VOID_CHUAN).verdict, "其物空虛：下空（或又為無物）");
    // 439: 發用子 rides 螣蛇 in spring → 彎長.
    assert_eq!(one(&js, p::SNAKE_SHAPE).verdict, "螣蛇春：其物形彎長");
    // 329: 子 stands on earth 未 → 右手.
    assert_eq!(one(&js, p::HAND).verdict, "為陰，在右手");
}

#[test]
fn b_beginning_and_end() {
    // Line 9: 日上未 土死, 辰上巳 火相 → 辰上巳 leads. Line 217: 初子 水克巳火 (克);
    // 末戌 is the 墓 of 火 → 始克終墓.
    let js = chart_b();
    assert_eq!(one(&js, p::ZONGLUN).verdict, "以辰上巳為主，次兼發用子");
    assert_eq!(one(&js, p::SANCHUAN).verdict, "始克終墓");
    // Line 269: 日上未 over 甲's palace 寅 → 丑未寅相加.
    assert_eq!(one(&js, p::FOOD_CWY).facts, ["未加寅"]);
}

/// Chart C — 庚子日 (2004-03-22, 甲午旬: 辰巳空), 巳加子, 午時.
///
/// 庚寄申, 申上丑 (土生金); 丑上午 (火生土); 子上巳: 子水克巳火 (下賊上); 巳上戌 (火生土).
/// One 克 → 重審: 初巳 中戌 末卯. 貴人 庚晝丑, on earth 申 → 逆: 巳 rides 太常.
#[test]
fn c_use_on_zi_is_on_both_hands() {
    let js = read("庚子", Branch::Si).judgements;
    // Line 329 puts 子 and 午 in both lists: both readings, labelled.
    let hands = with(&js, p::HAND);
    assert_eq!(labels(&hands), [Some(v::HAND_LEFT), Some(v::HAND_RIGHT)]);
    assert_eq!(hands[0].facts, ["發用巳臨地盤子"]);
    // 發用 is 初傳: the fact names it with its branch 巳 and the earth 子 it stands on.
    assert_eq!(
        about_of(hands[0], "發用巳臨地盤子"),
        [About::Branch(Branch::Si), About::Place(Place::Chu), About::Branch(Branch::Zi)]
    );
    assert_eq!([hands[0].id.as_str(), hands[1].id.as_str()], ["hand.left", "hand.right"]);
    // Line 277: 發用巳 (also 辰上巳) void but rides 太常, not 天空 → 仍有物.
    assert_eq!(verdicts(&js, p::SOMETHING), ["發用無天空，但旬空：仍有物", "辰上無天空，但旬空：仍有物"]);
    assert!(with(&js, p::NOTHING).is_empty());
    // Lines 307, 311, 313: 火神發用 心虛; 初傳空 上空; 發用空亡 為虛.
    assert_eq!(one(&js, p::HOLLOW_FIRE).verdict, "火神發用：其物心虛");
    assert_eq!(one(&js, p::VOID_CHUAN).verdict, "其物空虛：上空（或又為無物）");
    assert_eq!(one(&js, p::XUN_HEAD).verdict, "發用空亡：為虛");
    // Line 149: 剛日, 日上丑 陰 and 發用巳 陰 → both 死故.
    assert_eq!(one(&js, p::YINYANG).verdict, "死故，已往之物");
    // Line 201: the leading 辰上巳 stands over 子, and 水克火 → not 從本色.
    assert!(with(&js, p::COLOUR_NO_KE).is_empty());
}

/// Chart D — 乙酉日 (2001-03-23, 甲申旬), 辰加子, 午時. A 柔日.
///
/// 乙寄辰, 辰上申: 申金克乙木 (上克下); 申上子; 酉上丑; 丑上巳 — no other 克 → 元首:
/// 初申 中子 末辰: 申子辰, 潤下.
#[test]
fn d_a_water_triad_a_half_metal_triad_and_outside_inside() {
    let js = read("乙酉", Branch::Chen).judgements;
    // Lines 11, 251, 247: 三傳 申子辰 → 潤下, 水中物, 出水中. Nothing 沖刑害 it: 日支酉,
    // 辰上丑 are not 沖 刑 or 害 of 申 子 辰.
    assert_eq!(one(&js, p::JU_WATER).verdict, "潤下：水中物，或近水曲形物");
    assert!(verdicts(&js, p::JU_WHERE).contains(&"潤下局：物出水中".to_string()));
    // Line 247 「雖少一字，亦可言局」: 辰上丑 over 酉 → 巳酉丑 short of 巳 → 從革.
    assert!(one(&js, p::JU_METAL).facts[0].contains("辰上丑臨酉（少一字）"));
    // Line 261: 乙 (寄辰) is in the 傳 → 表裏: 表 乙 碧, 裏 酉 = 辛, whose colour the text
    // gives three ways (白 103, 一云絳 103, 栗 189).
    let j = one(&js, p::BIAOLI);
    assert!(j.verdict.starts_with("其物有表裏：表（干乙，碧），裏（支酉，白"));
    assert!(j.verdict.contains("栗"));
    // Line 165: 柔日 乙 從陽 → 合庚 → 金: 申 臨官 (生新), 丑 墓 (故舊).
    let j = one(&js, p::STAGE_NEW_OLD);
    assert!(j.facts[0].contains("乙合庚，以金論十二位"));
    assert_eq!(j.verdict, "日上申物氣，生新；辰上丑物形，故舊");
    // Line 149, 柔日: 辰上丑 陰 → 生新; 發用申 陽 → 死故.
    assert_eq!(one(&js, p::YINYANG).verdict, "一新一故，各得其半");
}

/// Chart E — 甲子日 (2008-03-25), 申加子, 午時.
///
/// 寅上戌: 甲木克戌土 (下賊上); 戌上午, 子上申, 申上辰: no 克 → 重審 初戌 中午 末寅 (炎上).
#[test]
fn e_a_fire_triad_broken_by_the_day_branch() {
    let js = read("甲子", Branch::Shen).judgements;
    // Line 61: 日支子 沖 午 → 破局不成, and no 炎上 reading.
    assert_eq!(one(&js, p::JU_BROKEN).facts, ["三傳戌午寅", "日支子沖午"]);
    assert!(with(&js, p::JU_FIRE).is_empty());
    // 多少: 日上戌 死, 辰上申 囚, 發用戌 死 — all 休囚死 but not all 死.
    // Line 209 (俱休囚者少) and line 319 (三者休囚處中) part: both shown, labelled.
    assert_eq!(one(&js, p::MANY_209).verdict, "俱休囚：少");
    assert_eq!(one(&js, p::MANY_319).verdict, "三者休囚：物必處中");
    assert_eq!(one(&js, p::MANY_319).variant, Some(v::MANY_319));
    // Line 277: 發用戌 (also 日上戌) void, rides 六合 → 仍有物.
    assert!(has_fact(&js, p::SOMETHING, "發用戌乘六合"));
}

/// Chart F — 甲子日, 子加子 (伏吟), 午時: lessons 寅/甲 寅/寅 子/子 子/子 (two distinct);
/// 自任: 初 日上寅, 中巳 (寅刑巳), 末申. 貴人 晝丑 on earth 丑 → 順: 寅 rides 螣蛇.
#[test]
fn f_hidden_chant() {
    let js = read("甲子", Branch::Zi).judgements;
    assert_eq!(one(&js, p::SONG_FUYIN).verdict, "近處伏匿之物"); // 43
    assert_eq!(one(&js, p::SONG_BUBEI).verdict, "虧殘，形體傷"); // 43: 四課不備
    assert!(with(&js, p::SONG_FANYIN).is_empty());
    // Line 333: 辰 over 辰 (陽) → 覆器.
    assert_eq!(one(&js, p::VESSEL).verdict, "罡加陽：在覆器");
    // Line 31: 課不備 → 缺; line 301 needs 刑破 too (none here) for 損, and 備 for 完: silent.
    assert_eq!(one(&js, p::WHOLE_SUM).verdict, "為缺");
    assert!(with(&js, p::WHOLE_LESSONS).is_empty());
    // Line 197: 發用寅 木 旺 → 以日辰上神本色: 日上寅 (旺, leads) → 甲 青.
    assert_eq!(one(&js, p::COLOUR_USE).verdict, "甲：青");
    // Line 439: 日上 and 發用 寅 ride 螣蛇.
    assert_eq!(one(&js, p::SNAKE_SHAPE).verdict, "螣蛇春：其物形彎長");
}

/// Chart G — 癸酉日 (2000-03-16), 申加子, 午時.
///
/// 癸寄丑, 丑上酉 (金生水); 酉上巳: 巳火克酉金 (上克下); 酉上巳 again (三課); 巳上丑 → 元首:
/// 初巳 中丑 末酉: 巳丑酉, 從革.
#[test]
fn g_metal_triad_from_the_hills() {
    let js = read("癸酉", Branch::Shen).judgements;
    assert_eq!(one(&js, p::JU_METAL).verdict, "從革：山谷中所生物，及方雕鑄堅硬物");
    assert!(verdicts(&js, p::JU_WHERE).contains(&"從革局：物出山坡".to_string()));
    // Line 325: 日上酉 over 癸's palace 丑 → 巳酉丑 金神相加 → 金石, 山谷中.
    assert_eq!(one(&js, p::HILLS).verdict, "巳酉丑金神相加：多主金石，出山谷中");
    // 三課 repeats 二課: three distinct lessons → 不備 (43).
    assert_eq!(one(&js, p::SONG_BUBEI).facts, ["四課不備：只3課"]);
}

#[test]
fn h_use_on_the_month_is_timely() {
    // 戊辰日 (2000-03-11, 己卯月), 亥加子: 戊寄巳, 巳上辰 (比); 辰上卯: 卯木克辰土 (上克下);
    // 三課 辰上卯 again; 卯上寅 → 元首 初卯 中寅 末丑. 發用卯 = 月建卯 → 當時物 (295).
    let js = read("戊辰", Branch::Hai).judgements;
    assert_eq!(one(&js, p::TIMELY).verdict, "用起月建：當時物");
}

#[test]
fn timely_the_texts_own_example() {
    // 「如春占，用起丑，為過時物；用起巳，為將來物」 (295).
    // 丁卯日 (卯月), 亥加子: 丁寄未, 未上午, 午上巳, 卯上寅 (no 克); 寅上丑: 寅木克丑土 (下賊上) →
    // 重審 初丑 中子 末亥. 丑 is two months before 月建卯 → 過時物.
    let js = read("丁卯", Branch::Hai).judgements;
    assert_eq!(one(&js, p::TIMELY).verdict, "用在月建之後：過時物");
    // 乙丑日, 申加子: 乙寄辰, 辰上子, 子上申, 丑上酉 (no 克); 酉上巳: 巳火克酉金 (上克下) → 元首
    // 初巳 中丑 末酉. 巳 is two months after 卯 → 將來物.
    let js = read("乙丑", Branch::Shen).judgements;
    assert_eq!(one(&js, p::TIMELY).verdict, "用在月建之前：將來物");
}

#[test]
fn i_edible_by_the_day_uppers_only() {
    // 甲子日, 卯加子: 寅上巳 (一課), 巳上申, 子上卯, 卯上午; only 申/巳 克 (巳火克申金, 下賊上)
    // → 重審 初申. 日上巳 火 相, 辰上卯 木 旺: 雜摘 (39) reads only these → 旺相, and 巳 over 甲
    // is 木生火 → 可食 (265). 總論 (15) adds 發用申, 金 囚 in spring → no verdict.
    let js = read("甲子", Branch::Mao).judgements;
    let j = one(&js, p::FOOD);
    assert_eq!((j.verdict.as_str(), j.variant), ("帶旺相氣而相生：其物可食", Some(v::ZAZHAI_UPPERS)));
}

#[test]
fn j_void_of_heaven_on_a_void_use_is_nothing() {
    // 癸酉日 (甲子旬, 戌亥空), 丑加子: 丑上寅, 寅上卯, 酉上戌, 戌上亥: only 亥/戌 克 (戌土克亥水,
    // 下賊上) → 重審 初亥. 貴人 癸晝巳; 巳 on earth 辰 → 順: 巳貴 午蛇 未雀 申合 酉勾 戌龍 亥空.
    // 發用亥 rides 天空 and is void → 無物 (275).
    let js = read("癸酉", Branch::Chou).judgements;
    assert_eq!(one(&js, p::NOTHING).verdict, "天空發用又旬空：無物");
    assert!(with(&js, p::SOMETHING).iter().all(|j| !j.verdict.starts_with("發用")));
    // 307: 天空發用 → 心虛 as well.
    assert_eq!(one(&js, p::HOLLOW_FIRE).verdict, "天空發用：其物心虛");
}

#[test]
fn k_half_fire_triad_while_the_full_metal_one_breaks() {
    // 丙寅日, 辰加子: 丙寄巳, 巳上酉: 丙火克酉金 (下賊上); 酉上丑, 寅上午, 午上戌: no 克 → 重審
    // 初酉 中丑 末巳 (從革), but 日支寅 刑 巳 → 破局 (61). 辰上午 over 寅 → 寅午 short of 戌 →
    // 炎上 (247), which nothing 沖 刑 or 害s → 煙火虛心物, 出陸地.
    let js = read("丙寅", Branch::Chen).judgements;
    assert_eq!(one(&js, p::JU_BROKEN).facts, ["三傳酉丑巳", "日支寅刑巳"]);
    assert!(with(&js, p::JU_METAL).is_empty());
    assert_eq!(one(&js, p::JU_FIRE).facts, ["辰上午臨寅（少一字）成炎上局"]);
    assert_eq!(one(&js, p::JU_WHERE).verdict, "炎上局：物出陸地");
}

#[test]
fn m_void_leader_without_a_strong_hour_stem_gives_no_colour() {
    // 甲子日, 亥加子: 日上丑 (土死), 辰上亥 (水休) → 辰上亥 leads; 亥 void (甲子旬).
    // 午時 of a 甲 day is 庚午; 庚 金 is 囚 in spring → 「空亡神，其時干不旺者，不論」 (203).
    let js = read("甲子", Branch::Hai).judgements;
    assert_eq!(one(&js, p::COLOUR_VOID).verdict, "空亡神，時干不旺，色不論");
    // 知一 初子: 子 水 needs 金 to be born; 課傳 丑子亥戌 子亥戌, 遁干 甲乙 — but 甲子 and
    // 乙丑 are 海中金, and 41 counts the 納音 (「及納音木…之類」): 金 is there, 41 is silent.
    assert!(with(&js, p::BIANTONG_SHENG).is_empty());
}

#[test]
fn the_colour_of_xin_is_shown_three_ways() {
    // 甲子日, 未加子: 日上酉 (金囚) leads 辰上未 (土死). 酉 陰神 → 辛 (191), which the text
    // colours 白 (103), 一云絳 (103) and 栗 (189, 「姑俟考」): all three shown.
    let js = read("甲子", Branch::Wei).judgements;
    assert_eq!(one(&js, p::COLOUR_POLARITY).verdict, "辛：白（第103行）／絳（第103行一云）／栗（第189行，姑俟考）");
    // 一云 (193): 酉 囚 → 囚從鬼色: 甲木's 鬼 is 金 → 陽日 → 庚 白.
    assert_eq!(one(&js, p::COLOUR_QI).verdict, "庚：白");
    assert!(shefu::stem_colour(Stem::Ji).contains("紅") && shefu::stem_colour(Stem::Ji).contains("絳"));
}

#[test]
fn mixed_colours_when_day_stem_and_branch_clash() {
    // 乙丑日: 乙木克丑土 → 日辰相克 → 雜色 (43), on any plate. 甲子 (水生木) never.
    assert_eq!(one(&read("乙丑", Branch::Chou).judgements, p::ZASE).verdict, "雜色");
    assert!(with(&chart_a(), p::ZASE).is_empty());
}
