//! 畢法賦 第五十三至九十五法 (the rules of `keti/bifa/late.rs`): each detected line
//! on a chart worked by hand — the 《六壬大全》 chapter's own example where it has
//! one — where it fires, with the branches its facts must name, and a chart
//! where it must not.
//!
//! A chart is cast on a noon whose day pillar (and, where it matters, month and
//! year) is the one asked for, with 月將 and 占時 set by hand so that the heaven
//! branch `X` stands over the earth branch `Y` (「X加Y」), and 晝/夜 set by hand.

use liuren_core::chart::{Chart, Querent, Sex};
use liuren_core::cycle::Branch;

use Branch as B;

mod bifa_support;
use bifa_support::{chart_when, chuan, hit, texts, When};

fn chart(day: &str, x: Branch, y: Branch, daytime: bool) -> Chart {
    chart_when(day, x, y, daytime, When::default())
}

/// The line fires, and its facts mention each of `words`.
#[track_caller]
fn fires(c: &Chart, no: u8, words: &[&str]) {
    let h = hit(c, no).unwrap_or_else(|| panic!("第{no}法 does not fire; 三傳 {}", chuan(c)));
    let all = texts(&h).join("；");
    for w in words {
        assert!(all.contains(w), "第{no}法: facts 「{all}」 lack 「{w}」");
    }
}

#[track_caller]
fn silent(c: &Chart, no: u8) {
    assert!(hit(c, no).is_none(), "第{no}法 fires: {:?}", hit(c, no).map(|h| texts(&h)));
}

#[test]
fn liang_she_jia_mu_53() {
    // 丙戌日戌加巳 (book): 丙墓戌 on 干上, 旦 and 夜 both 螣蛇 on 戌, and 巳 螣蛇's home.
    for daytime in [true, false] {
        fires(&chart("丙戌", B::Xu, B::Si, daytime), 53, &["干墓戌乘螣蛇", "加巳", "兩蛇夾墓", "覆干上"]);
    }
    // 六己日辰加未夜占 (book): 己墓辰 rides 太常, on 未 太常's home.
    fires(&chart("己卯", B::Chen, B::Wei, false), 53, &["干墓辰乘太常", "加未", "兩常"]);
    // 六壬日辰加亥 (book): 辰 rides 天后 on 亥 — the book's 天后 at 亥.
    fires(&chart("壬申", B::Chen, B::Hai, true), 53, &["干墓辰乘天后", "兩后"]);
    // 六辛日丑加申 旦: 丑 rides 白虎 on 申; at night 丑 rides another general.
    fires(&chart("辛未", B::Chou, B::Shen, true), 53, &["干墓丑乘白虎", "加申", "兩虎"]);
    silent(&chart("辛未", B::Chou, B::Shen, false), 53);
    // 丙戌日伏吟 晝: 丙墓戌 on 戌 (天空's home) but rides 天后 (貴人亥 on 亥, 逆).
    silent(&chart("丙戌", B::Xu, B::Xu, true), 53);
}

#[test]
fn hu_shi_feng_hu_54() {
    // 丁亥日夜將寅加亥 (book): 昴星, 三傳午戌寅, 白虎 on 末傳寅.
    let c = chart("丁亥", B::Yin, B::Hai, false);
    assert_eq!(chuan(&c), "午戌寅");
    fires(&c, 54, &["末傳寅乘白虎"]);
    // 辛未日亥加戌旦將 (book): 「白虎臨戌…臨干上…中傳並干上，是兩重虎。又支上乘申，及初末申」.
    fires(&chart("辛未", B::Hai, B::Xu, true), 54, &["干上亥乘白虎", "中傳亥乘白虎", "支上申為白虎本位"]);
    // 戊寅日丑加酉旦占 (book), a 剛日 昴星: 白虎 on 午 (支上, 中傳).
    fires(&chart("戊寅", B::Chou, B::You, true), 54, &["中傳午乘白虎"]);
    // The first chart by day: the same 昴星, 白虎 off the lessons and transmissions.
    silent(&chart("丁亥", B::Yin, B::Hai, true), 54);
    // Not 昴星: 丙戌日戌加巳 is 知一.
    silent(&chart("丙戌", B::Xu, B::Si, false), 54);
}

#[test]
fn tian_wang_zi_guo_56() {
    // 甲申日未加寅 (book): 甲墓未 on 干上; 「占人本命，又是未生」 — born 1955 (乙未).
    let born = |y| When { querent: Some(Querent { birth_year: y, sex: Sex::Male }), ..When::default() };
    fires(&chart_when("甲申", B::Wei, B::Yin, true, born(1955)), 56, &["干上未為干墓", "本命乙未"]);
    // 乙巳日未加乙 (book, 丁神覆日格): 乙寄辰, 未 in 甲辰旬 is 丁未; born 1967 (丁未).
    fires(&chart_when("乙巳", B::Wei, B::Chen, false, born(1967)), 56, &["干上未為干墓", "遁丁"]);
    // Born 1954 (甲午): not a 未 year.
    silent(&chart_when("甲申", B::Wei, B::Yin, true, born(1954)), 56);
    // No querent: the line cannot be read.
    silent(&chart("甲申", B::Wei, B::Yin, true), 56);
}

#[test]
fn gan_mu_bing_guan_65() {
    let month = |m| When { month: Some(m), ..When::default() };
    // 丁卯日戌加卯 冬占 (book): 卯上戌 下賊上 發用 — 丁墓戌, 冬之關神戌, on 支上.
    let c = chart_when("丁卯", B::Xu, B::Mao, true, month(B::Zi));
    assert_eq!(chuan(&c), "戌巳子");
    fires(&c, 65, &["初傳戌為干墓", "冬占為關神", "支之兩課上"]);
    // 乙丑日未加辰 秋占 (book: 「乙丑…於秋季占之，未乃干之墓，作關神為發用，臨於干上」).
    fires(&chart_when("乙丑", B::Wei, B::Chen, true, month(B::You)), 65, &["初傳未為干墓", "秋占", "干之兩課上"]);
    // The first chart in spring: 關神 is 丑.
    silent(&chart_when("丁卯", B::Xu, B::Mao, true, month(B::Mao)), 65);
}

#[test]
fn zhi_fen_cai_66() {
    // 甲子日辰加子 (book): 初傳辰 = 子水之墓, 甲木之財.
    fires(&chart("甲子", B::Chen, B::Zi, true), 66, &["初傳辰為支子之墓", "干甲之財"]);
    // 甲午日戌加寅 and 乙酉日丑加辰 (book).
    fires(&chart("甲午", B::Xu, B::Yin, true), 66, &["初傳戌為支午之墓"]);
    fires(&chart("乙酉", B::Chou, B::Chen, true), 66, &["初傳丑為支酉之墓"]);
    // 丁卯日戌加卯: 初傳戌 is 丁's tomb, not 卯's (木墓未), and not 丁's 財.
    silent(&chart("丁卯", B::Xu, B::Mao, true), 66);
}

#[test]
fn hu_cheng_dun_gui_69() {
    // 甲子日晝占 午加戌 (book 「虎加庚午臨戌」): 白虎 on 午, 甲子旬 午遁庚 克甲; 午 is 中傳.
    fires(&chart("甲子", B::Wu, B::Xu, true), 69, &["白虎乘午", "遁庚", "中傳"]);
    // 旦占 午加子 (book 「虎加庚午臨子在支上」).
    fires(&chart("甲子", B::Wu, B::Zi, true), 69, &["白虎乘午", "支上"]);
    // 乙丑日晝占 未加戌 (book 「虎臨辛未加戌」): 未遁辛 克乙.
    fires(&chart("乙丑", B::Wei, B::Xu, true), 69, &["白虎乘未", "遁辛"]);
    // 戊辰日夜占 子加戌 (book 「虎臨甲子加戌」): 子 is 末傳.
    fires(&chart("戊辰", B::Zi, B::Xu, false), 69, &["白虎乘子", "遁甲", "末傳"]);
    // The same plate by day: 白虎 rides another branch.
    silent(&chart("戊辰", B::Zi, B::Xu, true), 69);
    silent(&chart("甲子", B::Wu, B::Xu, false), 69);
}

#[test]
fn bing_fu_ke_zhai_71() {
    let year = |y| When { year: Some(y), ..When::default() };
    // 丙子日辰加子, 巳年: 病符 = 舊太歲辰, on 支上, 土克子水; 辰 neither 生丙 nor 丙之財.
    fires(&chart_when("丙子", B::Chen, B::Zi, true, year(B::Si)), 71, &["病符辰", "克支子"]);
    // 甲子日 the same plate: 辰 is 甲's 財 — 「或作日財……一切勿作病符論」.
    silent(&chart_when("甲子", B::Chen, B::Zi, true, year(B::Si)), 71);
    // 午年: 病符巳 is not on 支上.
    silent(&chart_when("丙子", B::Chen, B::Zi, true, year(B::Wu)), 71);
}

#[test]
fn sang_diao_72() {
    let year = |y| When { year: Some(y), ..When::default() };
    // 甲午日 (book: 「干上乘吊客，支上乘喪門」), 子年: 弔客戌, 喪門寅; 戌加寅 puts 戌 on 干上
    // (甲寄寅) and 寅 on 午.
    fires(&chart_when("甲午", B::Xu, B::Yin, true, year(B::Zi)), 72, &["干上戌為弔客", "支上寅為喪門"]);
    // 甲戌日 (book: 「干上喪門，支上吊客」), 子年: 寅加寅 is 伏吟 — 干上寅 喪門, 支上戌 弔客.
    fires(&chart_when("甲戌", B::Yin, B::Yin, true, year(B::Zi)), 72, &["干上寅為喪門", "支上戌為弔客"]);
    // 丑年: 弔客亥, 喪門卯.
    silent(&chart_when("甲午", B::Xu, B::Yin, true, year(B::Chou)), 72);
}

#[test]
fn kong_kong_ru_ye_74() {
    // 壬子日子加亥 (第十七法's example, 「三傳寅卯辰，皆是空亡」): 甲辰旬空寅卯, 辰坐卯.
    let c = chart("壬子", B::Zi, B::Hai, true);
    assert_eq!(chuan(&c), "寅卯辰");
    fires(&c, 74, &["三傳寅卯辰皆空", "寅旬空", "辰坐空卯"]);
    // 乙巳日干上寅 (book, 四課全空格): 寅空, 子坐寅, 卯空, 丑坐卯.
    fires(&chart("乙巳", B::Yin, B::Chen, true), 74, &["四課全空", "寅旬空", "子坐空寅", "卯旬空", "丑坐空卯"]);
    // 丙子日辰加子 晝: 三傳酉丑巳 金局, 甲戌旬空申酉 — 酉空, 丑坐酉; 巳不空 而乘天空.
    fires(&chart("丙子", B::Chen, B::Zi, true), 74, &["酉旬空", "丑坐空酉", "巳不空而乘天空"]);
    silent(&chart("丙子", B::Chen, B::Zi, false), 74);
    // 甲子日伏吟: 三傳寅巳申, 甲子旬空戌亥.
    silent(&chart("甲子", B::Zi, B::Zi, true), 74);
}

#[test]
fn bin_zhu_bu_tou_75() {
    // 甲辰日酉加寅 (book): 四課上神 酉辰亥午.
    fires(&chart("甲辰", B::You, B::Yin, true), 75, &["四課上神酉辰亥午", "一字刑"]);
    // 己酉日辰加未 (book 「辰加己……午加酉」): only 干上辰, 支上午.
    fires(&chart("己酉", B::Chen, B::Wei, true), 75, &["干上辰、支上午皆自刑"]);
    // 乙丑日酉加丑 (book 「支上酉，其三傳巳丑酉，亦支上重逢自刑」).
    let c = chart("乙丑", B::You, B::Chou, true);
    assert_eq!(chuan(&c), "巳丑酉");
    fires(&c, 75, &["支上酉自刑", "巳丑酉金局重逢"]);
    // 乙未日子加辰 (book 二字刑 「乙未……干上子、支上卯」).
    fires(&chart("乙未", B::Zi, B::Chen, true), 75, &["干上子、支上卯子卯相刑"]);
    // 甲子日伏吟: 三傳寅巳申.
    let c = chart("甲子", B::Zi, B::Zi, true);
    assert_eq!(chuan(&c), "寅巳申");
    fires(&c, 75, &["三傳寅巳申三刑", "無恩之刑"]);
    // 甲子日巳加寅 (book 「甲子日，寅刑干上巳，子刑支上卯」).
    fires(&chart("甲子", B::Si, B::Yin, true), 75, &["干寄寅刑干上巳", "支子刑支上卯"]);
    // 甲子日卯加寅: 干上卯, 支上丑; 三傳 none of the above.
    silent(&chart("甲子", B::Mao, B::Yin, true), 75);
}

#[test]
fn chuan_mu_81() {
    // 辛未日巳加子 (book): 三傳巳戌卯, 巳 辛之長生 (and 日鬼), 中傳戌 火墓.
    let c = chart("辛未", B::Si, B::Zi, true);
    assert_eq!(chuan(&c), "巳戌卯");
    fires(&c, 81, &["中傳戌為巳之墓", "日之長生，不可值墓", "常人喜鬼入墓"]);
    // 丙戌日申加卯 (book 「乃財入墓」): 三傳申丑午, 丑 金墓.
    fires(&chart("丙戌", B::Shen, B::Mao, true), 81, &["中傳丑為申之墓", "申為日財"]);
    // 戊辰日寅加酉 (book 「鬼入墓格」): 三傳寅未子.
    fires(&chart("戊辰", B::Yin, B::You, true), 81, &["中傳未為寅之墓", "寅為日鬼"]);
    // 甲子日伏吟: 三傳寅巳申, 木墓未 is not among them.
    silent(&chart("甲子", B::Zi, B::Zi, true), 81);
}

#[test]
fn he_zhong_fan_sha_84() {
    // 乙未日申加子: 三傳卯亥未 木局, 干上子 (乙寄辰) 刑 中神卯 — 「亥卯未，如干支上有子為無禮刑」.
    fires(&chart("乙未", B::Shen, B::Zi, true), 84, &["木局", "干上子與中神卯為無禮刑"]);
    // 丙午日申加子: 三傳戌午寅 火局, 干上丑 (丙寄巳) 害 午.
    fires(&chart("丙午", B::Shen, B::Zi, true), 84, &["火局", "干上丑與中神午為六害"]);
    // 丁丑日申加子: 三傳巳丑酉 金局, 干上卯 (丁寄未) 冲 酉.
    fires(&chart("丁丑", B::Shen, B::Zi, true), 84, &["金局", "干上卯與中神酉為冲"]);
    // 乙酉日申加辰 (第八十三法's 三六合): 三傳申子辰, 干上申, 支上丑 — no 殺.
    silent(&chart("乙酉", B::Shen, B::Chen, true), 84);
}

#[test]
fn jia_ke_85() {
    // 六甲日戌加寅為初傳 (book): 戌坐寅, 旦暮皆乘六合木神 — 夾克其財.
    for daytime in [true, false] {
        fires(&chart("甲子", B::Xu, B::Yin, daytime), 85, &["初傳戌坐寅受克", "六合", "夾克其財"]);
    }
    // 六壬日午加亥 (book): 午坐亥, 乘玄武 (夜) or 天后 (晝), both 水.
    fires(&chart("壬子", B::Wu, B::Hai, false), 85, &["初傳午坐亥受克", "玄武"]);
    fires(&chart("壬子", B::Wu, B::Hai, true), 85, &["天后"]);
    // 丙戌日申加卯: 初傳申 on 卯 (木不克金).
    silent(&chart("丙戌", B::Shen, B::Mao, true), 85);
}

#[test]
fn nei_zhan_86() {
    // 癸巳日晝占 申加巳 (book): 初傳申 乘六合, 申金克六合木, 坐巳受克.
    fires(&chart("癸巳", B::Shen, B::Si, true), 86, &["初傳申克所乘六合", "六合內戰", "坐巳受克"]);
    // 丁亥日晝占 午加亥 (book 白虎內戰格).
    fires(&chart("丁亥", B::Wu, B::Hai, true), 86, &["初傳午克所乘白虎"]);
    // 壬辰日返吟夜占 (book 太陰內戰格): 巳臨亥.
    fires(&chart("壬辰", B::Si, B::Hai, false), 86, &["初傳巳克所乘太陰"]);
    // 癸酉日午加丑 (book 三傳日辰內戰格): 癸克午, 酉克寅, 未加寅 子加未 巳加子.
    let c = chart("癸酉", B::Wu, B::Chou, true);
    assert_eq!(chuan(&c), "未子巳");
    fires(&c, 86, &["干癸克干上午", "支酉克支上寅", "日辰內戰"]);
    // 甲子日戌加寅: 戌 (土) rides 六合 (木) — 將克神, not 內戰; 午加戌 is no 下克上.
    silent(&chart("甲子", B::Xu, B::Yin, true), 86);
}

#[test]
fn ren_xin_ding_ma_89() {
    let month = |m| When { month: Some(m), ..When::default() };
    // 壬辰日伏吟 (book 「壬辰…已上俱丁神在傳」): 甲申旬 丁亥, 亥 = 干上 = 初傳.
    fires(&chart("壬辰", B::Chen, B::Chen, true), 89, &["伏吟（自任）", "干上亥為旬丁", "初傳亥為旬丁"]);
    // 乙丑日伏吟: 干上辰, 支上丑, 三傳辰丑戌; 甲子旬 丁卯, 丑之驛馬亥 — neither there.
    // 三月 天馬戌 (末傳) makes it move; 正月 天馬午 does not.
    fires(&chart_when("乙丑", B::Chou, B::Chou, true, month(B::Chen)), 89, &["伏吟（自信）", "末傳戌為天馬"]);
    silent(&chart_when("乙丑", B::Chou, B::Chou, true, month(B::Yin)), 89);
    // 己丑日伏吟, 正月 (book 「乙酉、己丑、癸巳三日伏吟，如占人年命是亥乃丁馬」): nothing in the
    // chart, but 本命亥 (born 1959, 己亥) is 旬丁 (甲申旬 丁亥) and 丑之驛馬.
    let born = When { month: Some(B::Yin), querent: Some(Querent { birth_year: 1959, sex: Sex::Male }), year: None };
    fires(&chart_when("己丑", B::Chou, B::Chou, true, born), 89, &["本命上亥為旬丁、驛馬"]);
    silent(&chart_when("己丑", B::Chou, B::Chou, true, month(B::Yin)), 89);
    // Not 伏吟: 壬辰日返吟.
    silent(&chart("壬辰", B::Si, B::Hai, true), 89);
}

#[test]
fn lai_qu_ju_kong_90() {
    // 己酉返吟 (book): 三傳卯酉卯, 甲辰旬空寅卯 — 卯空, 酉坐卯.
    let c = chart("己酉", B::Mao, B::You, true);
    assert_eq!(chuan(&c), "卯酉卯");
    fires(&c, 90, &["返吟三傳卯酉卯皆空", "卯旬空", "酉坐空卯"]);
    // 乙丑日 (book): 三傳戌辰戌, 甲子旬空戌亥.
    fires(&chart("乙丑", B::Xu, B::Chen, true), 90, &["戌旬空", "辰坐空戌"]);
    // 甲子日返吟: 三傳寅申寅, 甲子旬空戌亥.
    silent(&chart("甲子", B::Shen, B::Yin, true), 90);
}

#[test]
fn liu_yao_xian_gua_95() {
    // 丁丑日干上卯 (book 「丁丑日干上先見卯為父母爻，豈應三傳金局之財來傷卯木」): 卯加未,
    // 三傳巳丑酉; 干支上 no 水 (官鬼) to pass 財 on to 父母.
    let c = chart("丁丑", B::Mao, B::Wei, true);
    assert_eq!(chuan(&c), "巳丑酉");
    fires(&c, 95, &["金局", "妻財爻現卦", "干上卯為父母爻"]);
    // 甲子日辰加子: 三傳辰申子 水局 = 父母, 干上午 子孫; 干支上 no 木 (兄弟).
    fires(&chart("甲子", B::Chen, B::Zi, true), 95, &["父母爻現卦", "干上午為子孫爻"]);
    // 乙丑日辰加子: 三傳酉丑巳 金局 = 官鬼, threatening 乙 itself; 干上申 支上巳.
    fires(&chart("乙丑", B::Chen, B::Zi, true), 95, &["官鬼爻現卦", "官鬼克己身乙"]);
    // 辛未日干上午 (book): 三傳卯亥未 木局 = 財, but 干上午 官鬼 「生其父母爻，竊其財爻」.
    let c = chart("辛未", B::Wu, B::Xu, true);
    assert_eq!(chuan(&c), "卯亥未");
    silent(&c, 95);
    // 乙丑日干上子 (book): 三傳巳丑酉 金局 = 官鬼, 干上子 父母 takes them in.
    silent(&chart("乙丑", B::Zi, B::Chen, true), 95);
}
