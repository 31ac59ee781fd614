//! More of the sixty-four 課 of 課經: 全局 and 連珠 as parents, 解離 (《畢法》),
//! 侵害, 刑傷, 災厄, 殃咎 and 伏殃, 榮華, 合歡 and 和美 — each on a chart worked
//! by hand (the chapter's own example where it gives one) where it fires, and
//! on one where it must not.
//!
//! A chart is cast on a date whose day pillar, month (月建) and, where it
//! matters, year branch are the ones asked for; 月將 and 占時 are set by hand
//! (活時), and so is 晝/夜 where the book's 貴人 needs it.

use liuren_core::chart::Sex;
use liuren_core::cycle::Branch;
use liuren_core::generals::General;
use liuren_core::keti;

use Branch as B;

mod keti_support;
use keti_support::{ask, chuan, facts, fires, ids, read};

#[test]
fn quan_ju_and_lian_zhu() {
    // 連珠課 (頁443): 「如乙丑日酉時戌將占，三傳寅卯辰，為連珠課」.
    let f = read(ask("乙丑", B::Mao, B::Xu, B::You), "寅卯辰");
    assert!(fires(&f, "jinru") && fires(&f, "lianzhu") && fires(&f, "lianzhu-dinge"), "{:?}", ids(&f));
    assert!(!fires(&f, "quanju"));
    // 戊午日 丑將酉時 (shift 4): 寅午戌 火局 — 炎上, so 全局; no 連茹.
    let f = read(ask("戊午", B::Zi, B::Chou, B::You), "寅午戌");
    assert!(fires(&f, "yanshang") && fires(&f, "quanju"), "{:?}", ids(&f));
    assert!(facts(&f, "quanju").contains("三合火局"));
    assert!(!fires(&f, "lianzhu") && !fires(&f, "lianzhu-dinge"));
}

/// 連珠 (訂訛) 「三傳歲月日相連」: 辰年申月庚子日 午將寅時 (shift 4) — 辰/庚(申)
/// 下賊上 發用, 辰申子: 太歲辰, 月建申, 日支子. Not 連茹, so only 訂訛 names it;
/// in a 子 year the same lesson is no 連珠 at all.
#[test]
fn lian_zhu_dinge_sui_yue_ri() {
    let f = read(ask("庚子", B::Shen, B::Wu, B::Yin).year(B::Chen), "辰申子");
    assert!(fires(&f, "lianzhu-dinge") && !fires(&f, "lianzhu"), "{:?}", ids(&f));
    assert!(facts(&f, "lianzhu-dinge").contains("為太歲辰、月建申、日支子：歲月日相連"));
    let f = read(ask("庚子", B::Shen, B::Wu, B::Yin).year(B::Zi), "辰申子");
    assert!(!fires(&f, "lianzhu-dinge"));
}

/// 解離 (《畢法》): 「甲子日干上午，甲木克支上辰土，子水克干上午火」 — 午 over 寅
/// (shift 4, 亥將未時).
#[test]
fn jie_li_bifa() {
    let c = ask("甲子", B::Yin, B::Hai, B::Wei).cast();
    assert_eq!((c.plate.heaven_over(B::Yin), c.plate.heaven_over(B::Zi)), (B::Wu, B::Chen));
    let f = keti::readings(&c);
    assert_eq!(facts(&f, "jieli-bifa"), "日干甲克支上辰；日支子克干上午");
    // 伏吟: 干上寅, 支上子 — 甲 does not overcome 子.
    let f = keti::readings(&ask("甲子", B::Yin, B::Hai, B::Hai).cast());
    assert!(!fires(&f, "jieli-bifa"));
}

/// 侵害, the 正文's example: 「如丙子日申時卯將占，子日未害並用子」 — 卯加申 (shift
/// −5): 子/丙(巳) 上克下 發用, 未/子, 未/子, 寅/未 → 子未寅. 未 harms 子 on 子:
/// the 正文 fires; the 害神 未 is not the first, so not 訂訛.
#[test]
fn qin_hai_example() {
    let f = read(ask("丙子", B::Xu, B::Mao, B::Shen), "子未寅");
    assert_eq!(facts(&f, "qinhai"), "支上未與支子六害相加；子發用");
    assert!(!fires(&f, "qinhai-dinge"), "{:?}", ids(&f));
    // 伏吟: no lesson harms itself.
    let f = keti::readings(&ask("丙子", B::Xu, B::Mao, B::Mao).cast());
    assert!(!fires(&f, "qinhai") && !fires(&f, "qinhai-dinge"));
}

/// 侵害 by both readings: 丁卯日 丑將子時 (shift 1): 辰 over 卯 harms it (卯辰
/// 少凌長害) and 辰 發用 (辰巳午): the 害神 itself is the first.
#[test]
fn qin_hai_dinge() {
    let f = read(ask("丁卯", B::Chou, B::Chou, B::Zi), "辰巳午");
    assert_eq!(facts(&f, "qinhai-dinge"), "支上辰與支卯六害相加；害神辰發用");
    assert!(fires(&f, "qinhai"));
}

/// 刑傷, the 正文's example: 「如庚午日寅時子將占，午為支刑臨日用」 — 子加寅 (shift
/// −2): 午/庚(申) and 寅/辰 both 上克下; the book's 午 is the 涉害 by 孟仲季 (午 臨
/// 孟 申), 午辰寅. 午 punishes itself. By depth 寅 is the first (寅子戌), which
/// 申 (庚's palace) punishes.
#[test]
fn xing_shang() {
    let f = read(ask("庚午", B::Chou, B::Zi, B::Yin).meng_zhong_ji(), "午辰寅");
    assert_eq!(facts(&f, "xingshang"), "日支午之刑午發用（自刑）；午加申");
    let f = read(ask("庚午", B::Chou, B::Zi, B::Yin), "寅子戌");
    assert_eq!(facts(&f, "xingshang"), "日干申之刑寅發用（申刑寅）；寅加辰");
    // 伏吟, 剛日: 申 (干上) 發用 — 申 is no 刑 of 申 or 午.
    let f = keti::readings(&ask("庚午", B::Chou, B::Zi, B::Zi).cast());
    assert!(!fires(&f, "xingshang"), "{:?}", ids(&f));
}

/// 災厄, the 正文's example: 「如亥年正月將，乙亥日卯時占，未為喪車，春占死氣加亥，
/// 乘虎，亥年未為歲虎」 — 亥將卯時 (shift −4): 未 over 亥 發用; 未 is also 乙's 墓.
#[test]
fn zai_e() {
    let c = ask("乙亥", B::Yin, B::Hai, B::Mao).year(B::Hai).cast();
    assert_eq!(c.transmissions.branches[0], B::Wei);
    assert_eq!(c.palaces[B::Hai].general, General::Baihu);
    let f = keti::readings(&c);
    assert_eq!(facts(&f, "zaie"), "未為寅月喪車、乙日墓、亥年歲虎，發用");
    // 伏吟 in a 子 year's 寅月: 辰 發用 is none of the nine (喪車 未, 遊魂 亥, 伏殃 酉,
    // 病符 亥, 喪門 寅, 弔客 戌, 墓 未, 丘 丑, 歲虎 申).
    let c = ask("乙亥", B::Yin, B::Hai, B::Hai).year(B::Zi).cast();
    assert_eq!(c.transmissions.branches[0], B::Chen);
    assert!(!fires(&keti::readings(&c), "zaie"));
}

/// 殃咎, the 正文's example: 「如辛酉日三傳未子巳，初傳末遞克日干」 — 卯將戌時
/// (shift 5), as its chart: 卯/辛 寅/卯 寅/酉 未/寅.
#[test]
fn yang_jiu_example() {
    let f = read(ask("辛酉", B::Xu, B::Mao, B::Xu), "未子巳");
    assert!(facts(&f, "yangjiu").contains("初未克中子，中子克末巳，末巳克日干辛：遞克"), "{}", facts(&f, "yangjiu"));
    assert!(fires(&f, "yangjiu-dinge"));
}

/// 殃咎's 乘墓 (「丙寅日干上戌，支上未」, shift 5) and 坐墓 (「壬申日亥加辰，申加丑」,
/// shift 7).
#[test]
fn yang_jiu_tombs() {
    let f = keti::readings(&ask("丙寅", B::Xu, B::Mao, B::Xu).cast());
    assert!(facts(&f, "yangjiu").contains("干上戌為丙墓，支上未為寅墓：乘墓"), "{}", facts(&f, "yangjiu"));
    let f = keti::readings(&ask("壬申", B::Xu, B::Wu, B::Hai).cast());
    assert!(facts(&f, "yangjiu").contains("壬（亥）加辰，申加丑，各臨其墓：坐墓"), "{}", facts(&f, "yangjiu"));
}

/// 殃咎 訂訛's 夾克 alone: 庚申日 丑將子時 by night (shift 1) — 亥 over 戌 發用
/// (亥酉酉), 戌 (土) overcomes 亥 and so does 太常 (土) riding it. No 遞克, no
/// 戰, no tomb: the 正文 is silent.
#[test]
fn yang_jiu_jia_ke() {
    let c = ask("庚申", B::Zi, B::Chou, B::Zi).cast();
    assert_eq!(chuan(&c), "亥酉酉");
    let f = keti::readings(&c);
    assert_eq!(facts(&f, "yangjiu-dinge"), "用神亥加戌受下克，又乘太常受將克：夾克");
    assert!(!fires(&f, "yangjiu"), "{:?}", ids(&f));
}

/// 伏殃: 十二月 天鬼 is 子 (正酉 二午 三卯 四子 … 十二子); 丙寅日 丑將午時 puts 子 over
/// 丙's 巳, and 子 發用. In 正月 (天鬼 酉) the same lesson is no 伏殃.
#[test]
fn fu_yang() {
    let f = read(ask("丙寅", B::Chou, B::Chou, B::Wu), "子未寅");
    assert_eq!(facts(&f, "fuyang"), "丑月天鬼子臨日干巳發用");
    let f = read(ask("丙寅", B::Yin, B::Chou, B::Wu), "子未寅");
    assert!(!fires(&f, "fuyang"));
}

/// 榮華, the 正文's example: 「如丙申日卯時子將，干上寅為驛馬，支上巳為日祿，初傳巳為
/// 相氣，加申為用，末傳亥為貴人」 — 子將 in 寅月 (立春 to 雨水), by day: 亥 rides
/// 貴人 and 寅 六合 (巳 rides 天空, as in the book's chart). In 申月 巳 is 囚: not
/// 榮華.
#[test]
fn rong_hua() {
    let f = read(ask("丙申", B::Yin, B::Zi, B::Mao).daytime(true), "巳寅亥");
    assert_eq!(facts(&f, "ronghua"), "巳為丙祿，臨日支申發用；巳相；寅（申日驛馬）乘吉將六合、亥（丙晝貴）乘吉將貴人");
    let f = read(ask("丙申", B::Shen, B::Zi, B::Mao).daytime(true), "巳寅亥");
    assert!(!fires(&f, "ronghua"));
}

/// 合歡, the 正文's example: 「如戊申日子時申將，子與干上丑作六合，加辰發用。戊日天干上
/// 丑遁，得癸作合，支辰與三傳合作三合。亥命，上見未為貴人。行年在辰，上見子為青龍」 —
/// 申將子時 (shift 8), by night. A man of 27 (虛歲) in a 丑 year has 本命 亥 and
/// 行年 壬辰.
#[test]
fn he_huan() {
    let a = || ask("戊申", B::Wu, B::Shen, B::Zi).year(B::Chou).daytime(false);
    let c = a().querent(26, Sex::Male).cast();
    let fate = c.fate.unwrap();
    assert_eq!((fate.ben_ming.branch(), fate.xing_nian.hanzi().as_str()), (B::Hai, "壬辰"));
    assert_eq!(chuan(&c), "子申辰");
    let f = keti::readings(&c);
    assert_eq!(
        facts(&f, "hehuan"),
        "干上丑遁癸，癸戊相合；子乘青龍發用，與干上丑六合、與日支申三合；行年辰上子乘青龍；本命亥上未乘貴人"
    );
    // Without a querent the 年命 clause is left open, and said so.
    let f = keti::readings(&a().cast());
    assert!(facts(&f, "hehuan").ends_with("年命未知：「並占人年命俱乘吉將」未驗"));
    // A man of 28: 本命 戌 under 午, 行年 巳 under 丑 (天空, 凶): not 合歡.
    let c = a().querent(27, Sex::Male).cast();
    assert_eq!(c.palaces[B::Si].general, General::Tiankong);
    assert!(!fires(&keti::readings(&c), "hehuan"));
}

/// 和美, the 正文's example: 「如壬午日巳時丑將占，戌加寅為用，三傳戌午寅，干上未，與
/// 中傳作六合」 — 未 over 亥 with 午 the branch, and 寅 over 午 with 壬's 亥: two
/// 互合. 伏吟 has no 六合.
#[test]
fn he_mei() {
    let f = read(ask("壬午", B::Zi, B::Chou, B::Si), "戌午寅");
    assert_eq!(facts(&f, "hemei"), "干上未與日支午六合：互合；支上寅與日干亥六合：互合");
    let f = keti::readings(&ask("壬午", B::Zi, B::Chou, B::Chou).cast());
    assert!(!fires(&f, "hemei"), "{}", facts(&f, "hemei"));
}
