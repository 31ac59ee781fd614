//! 畢法賦 第九 to 第四十八法 (the lines `keti/bifa/early.rs` detects): each on a
//! chart worked by hand — mostly the 《六壬大全》 chapter's own example — where it
//! fires, with the branches its facts must name, and on one where it must not.
//!
//! A chart is cast on a noon whose day pillar (and, where it matters, month) is
//! the one asked for, with 月將 and 占時 set by hand so that the heaven branch
//! `X` stands over the earth branch `Y` (「X加Y」), and 晝/夜 set by hand.

use liuren_core::cycle::{Branch, GanZhi};

use Branch as B;

mod bifa_support;
use bifa_support::{chart, chuan, hit, texts};

/// (第N法, day, X, 加 Y, 晝?, month, 三傳 expected or "", the facts must contain
/// each of these, or `None` when the line must not fire) — the working is in the comment.
type Case = (u8, &'static str, Branch, Branch, bool, Option<Branch>, &'static str, Option<&'static [&'static str]>);

#[rustfmt::skip]
const CASES: &[Case] = &[
    // 10 庚戌日卯加申 (book): 庚寄申, so 卯 is 干上 (斫輪 卯加庚); 甲辰旬 寅卯空. 發用 is 戌 (比用), not 卯.
    (10, "庚戌", B::Mao, B::Shen, true, None, "戌巳子", Some(&["卯加申（庚寄宮），為干上", "卯旬空"])),
    // 辛亥日卯加辛 (book): 辛寄戌, 卯加戌 is 干上; 甲辰旬 卯 void.
    (10, "辛亥", B::Mao, B::Xu, true, None, "", Some(&["卯加戌（辛寄宮），為干上", "卯旬空"])),
    // 癸丑日卯加申發用 (book): 甲辰旬 寅卯空; 申 克 卯 — 卯 發用 over 申.
    (10, "癸丑", B::Mao, B::Shen, true, None, "", Some(&["卯加申發用", "卯旬空"])),
    // 丁丑日卯加申 (book's 斧斤不利格): 甲戌旬 申酉空 — the ground is void, not 卯: not 朽木.
    (10, "丁丑", B::Mao, B::Shen, true, None, "", None),
    // 庚午日卯加申: 卯 干上 but 甲子旬 (戌亥空): 卯 not void — not 朽木.
    (10, "庚午", B::Mao, B::Shen, true, None, "", None),
    // 9 甲子日戌加子 (book): 初戌 財 旬空, 中申 鬼, 末午 脫; 干上子 生甲.
    (9, "甲子", B::Xu, B::Zi, true, None, "戌申午", Some(&["戌財而旬空", "申日鬼", "午脫氣", "干上子受生"])),
    // 甲子日辰加寅 (book): 初辰 財, 乘六合 (木) 坐寅 (木) — 夾克; 午 脫, 申 鬼; 甲寄寅 坐子 受生.
    (9, "甲子", B::Chen, B::Yin, false, None, "辰午申", Some(&["辰財而受上下夾克", "干寄寅坐地盤子受生"])),
    // 庚子日子加申 (book): 干上子 脫庚; 天盤申 坐辰 受生.
    (9, "庚子", B::Zi, B::Shen, true, None, "", Some(&["干上子為干之脫", "干寄申坐地盤辰受生"])),
    // 丁卯日干上亥 (book's list): 亥 鬼丁; 丁寄未 坐卯 受生.
    (9, "丁卯", B::Hai, B::Wei, true, None, "", Some(&["干上亥為干之鬼", "坐地盤卯"])),
    // 辛未日干上丑 (book's list): 丑 金墓; 戌 坐未 受生.
    (9, "辛未", B::Chou, B::Xu, true, None, "", Some(&["干上丑為干之墓", "坐地盤未"])),
    // 戊寅日干上申 (book's list, not detected): 申 脫戊, but 巳 坐寅, 木克土.
    (9, "戊寅", B::Shen, B::Si, true, None, "", None),
    // 伏吟: 干上 is the stem's own palace.
    (9, "甲子", B::Yin, B::Yin, true, None, "", None),

    // 11 壬辰日戌加未 (book): 三傳戌丑辰 皆土鬼, 干上寅木制之.
    (11, "壬辰", B::Xu, B::Wei, true, None, "戌丑辰", Some(&["三傳戌丑辰皆土", "干上寅制鬼"])),
    // 癸亥日辰加丑 (book, 家人解禍格): 三傳辰未戌 皆土, 支上寅 敵鬼.
    (11, "癸亥", B::Chen, B::Chou, false, None, "辰未戌", Some(&["支上寅制鬼"])),
    // 丙申日干上丑 (book): 三傳子申辰 水局 鬼丙, 干上丑 制之.
    (11, "丙申", B::Chou, B::Si, true, None, "子申辰", Some(&["水局", "干上丑制鬼"])),
    // 「又如壬戌日干上寅，丙子、丙申、丙辰干上丑皆是」.
    (11, "壬戌", B::Yin, B::Hai, true, None, "辰未戌", Some(&["干上寅制鬼"])),
    (11, "丙子", B::Chou, B::Si, true, None, "申辰子", Some(&["干上丑制鬼"])),
    (11, "丙辰", B::Chou, B::Si, true, None, "子申辰", Some(&["干上丑制鬼"])),
    // 壬辰日伏吟: 三傳亥辰戌, 亥 is not 鬼.
    (11, "壬辰", B::Wei, B::Wei, true, None, "亥辰戌", None),

    // 12 丁未日子加未 (book): 干上子 鬼丁, 支未 土 制之.
    (12, "丁未", B::Zi, B::Wei, true, None, "", Some(&["干上子為日鬼，支未制之"])),
    // 辛亥日亥加戌 (book): 干上亥 脫辛, 坐戌 受制.
    (12, "辛亥", B::Hai, B::Xu, true, None, "", Some(&["干上亥脫干，坐干寄戌受制"])),
    // 丁卯日子加未: 干上子 鬼丁, but 支卯 木 does not restrain 水.
    (12, "丁卯", B::Zi, B::Wei, true, None, "", None),

    // 13 戊子日午加巳, 卯月 (book): 三傳寅卯辰 東方木 皆日鬼, 春木旺.
    (13, "戊子", B::Wu, B::Si, true, Some(B::Mao), "寅卯辰", Some(&["寅卯辰東方木", "卯月木當令而旺"])),
    // Same chart in 申月: wood is 死, the 鬼 is not 當時.
    (13, "戊子", B::Wu, B::Si, true, Some(B::Shen), "寅卯辰", None),

    // 14 戊申日丑加巳, 亥月 (book: 「秋冬水生旺之月」): 三傳子申辰 水局 皆日財, 水旺.
    (14, "戊申", B::Chou, B::Si, true, Some(B::Hai), "子申辰", Some(&["三傳子申辰水局", "亥月水旺"])),
    // 申月: water 相.
    (14, "戊申", B::Chou, B::Si, true, Some(B::Shen), "子申辰", Some(&["申月水相"])),
    // 午月: water 囚.
    (14, "戊申", B::Chou, B::Si, true, Some(B::Wu), "子申辰", None),
    // 辛亥日寅加戌 (book, 財神空亡格): 干上寅、支上卯 皆財, 甲辰旬空寅卯.
    (14, "辛亥", B::Yin, B::Xu, true, Some(B::Wu), "", Some(&["干上寅、支上卯皆日財而旬空"])),

    // 19 壬寅日午加亥, 申月 (book): 壬水胎在午, 午為壬財, 七月生氣在午; 干上發用.
    (19, "壬寅", B::Wu, B::Hai, true, Some(B::Shen), "午丑申", Some(&["胎神午作日財，又為申月生氣，臨干上發用"])),
    // 壬辰日午加亥, 申月 (book, 損胎格): the same, but 甲申旬空午未.
    (19, "壬辰", B::Wu, B::Hai, true, Some(B::Shen), "", Some(&["申月生氣", "空亡，後有損孕"])),
    // 寅月: 生氣 in 子, not 午.
    (19, "壬寅", B::Wu, B::Hai, true, Some(B::Yin), "", None),

    // 20 壬寅日午加亥, 寅月 (book: 「壬癸日午為胎財，正月死氣在午」).
    (20, "壬寅", B::Wu, B::Hai, true, Some(B::Yin), "", Some(&["胎神午（妻財）為寅月死氣，臨干上發用"])),
    // 甲子日酉加寅, 巳月 (book: 「甲乙日酉為胎鬼，四月死氣在酉」): 干上酉.
    (20, "甲子", B::You, B::Yin, true, Some(B::Si), "", Some(&["胎神酉（官鬼）為巳月死氣，臨干上"])),
    // 申月: 死氣 in 子.
    (20, "壬寅", B::Wu, B::Hai, true, Some(B::Shen), "", None),

    // 25 辛巳日丑加巳 夜 (book: 「辛巳日丁丑乘蛇加巳臨宅」): 甲戌旬 丁在丑, on 支上.
    (25, "辛巳", B::Chou, B::Si, false, None, "午寅戌", Some(&["辛日，旬內丁神丑見於支上（乘螣蛇）"])),
    // 辛巳日伏吟: 干上戌, 支上巳, 三傳巳申寅 — no 丑.
    (25, "辛巳", B::Xu, B::Xu, true, None, "巳申寅", None),
    // 26 癸丑日未加丑 (book: 「癸丑日干上未，並初傳是丁」): 甲辰旬 丁在未.
    (26, "癸丑", B::Wei, B::Chou, true, None, "未丑未", Some(&["癸日，旬內丁神未見於初傳、末傳、干上、支上"])),
    // 癸丑日子加丑: 三傳子亥戌, 干上支上子.
    (26, "癸丑", B::Zi, B::Chou, true, None, "子亥戌", None),
    // 甲子旬 丁在卯; 丁卯日 is neither 金 nor 水.
    (25, "丁卯", B::Mao, B::Mao, true, None, "", None),
    (26, "丁卯", B::Mao, B::Mao, true, None, "", None),

    // 27 辛亥日午加戌 (book): 三傳未卯亥 木局 皆辛財, 生干上午鬼.
    (27, "辛亥", B::Wu, B::Xu, true, None, "未卯亥", Some(&["三傳未卯亥木局，皆日財，生起干上午日鬼"])),
    // 乙巳日未加辰 (book, 傳財化鬼格): 三傳未戌丑 皆土, 支上申 鬼.
    (27, "乙巳", B::Wei, B::Chen, true, None, "未戌丑", Some(&["生起支上申日鬼"])),
    // 丁亥日申加未 (book): 三傳申酉戌 西方金, 支上子 鬼.
    (27, "丁亥", B::Shen, B::Wei, true, None, "申酉戌", Some(&["三傳申酉戌西方金", "生起支上子日鬼"])),
    // 戊申日丑加巳: 三傳子申辰 皆戊財, but 干上丑, 支上辰 are 兄弟.
    (27, "戊申", B::Chou, B::Si, true, None, "子申辰", None),

    // 37 辛未日卯加戌 (book, 末助初而克干): 三傳巳戌卯, 末卯木生初巳火, 巳克辛.
    (37, "辛未", B::Mao, B::Xu, true, None, "巳戌卯", Some(&["末傳卯生初傳巳，初傳克日干"])),
    // 甲辰日辰加子 (book, the same 等): 三傳申子辰, 末辰土生初申金, 申克甲.
    (37, "甲辰", B::Chen, B::Zi, true, None, "申子辰", Some(&["末傳辰生初傳申，初傳克日干"])),
    // 辛酉日巳加子 (book, 二等): 三傳未子巳, 末巳火生初未土, 未生辛.
    (37, "辛酉", B::Si, B::Zi, true, None, "未子巳", Some(&["末傳巳生初傳未，初傳生日干"])),
    // 甲子日戌加子 (book, 「末助初傳作日財」 甲子日干上子 三傳戌申午): 初戌 甲子旬空.
    (37, "甲子", B::Xu, B::Zi, true, None, "戌申午", Some(&["末傳午生初傳戌，初傳作日財；初傳空亡"])),
    // 甲子日辰加寅: 三傳辰午申, 末申金 does not generate 初辰土.
    (37, "甲子", B::Chen, B::Yin, true, None, "辰午申", None),

    // 38 甲子日辰加子 夜 (book: 「甲子日辰戌加子，旦夜皆乘玄武」).
    (38, "甲子", B::Chen, B::Zi, false, None, "", Some(&["地盤旬首子上辰乘玄武"])),
    // 甲申日巳加申 (book: 「甲申……日，並巳加申用」): 旬尾巳加旬首申, 發用.
    (38, "甲申", B::Si, B::Shen, true, None, "巳寅亥", Some(&["旬尾巳加旬首申，發用"])),
    // 甲辰日辰加子 晝: 甲辰旬 (地盤辰上 can never ride 玄武), 天盤旬首辰乘玄武.
    (38, "甲辰", B::Chen, B::Zi, true, None, "", Some(&["甲辰旬，天盤旬首辰加子（乘玄武）"])),
    // 甲子日伏吟 晝: 貴人丑 順, 子 rides 天后; 酉 is not over 子.
    (38, "甲子", B::Zi, B::Zi, true, None, "", None),

    // 39 壬申日寅加申, 月將寅 (book: 「壬申日返吟卦，十月占……寅為月將，照破玄武」).
    (39, "壬申", B::Yin, B::Shen, true, None, "", Some(&["玄武乘月將（太陽）寅，加申，晝占"])),
    // 辛亥日亥加戌 夜 (book: 「辛亥日亥將戌時」, 「戌時豈可言旦」): 亥乘玄武, but at night.
    (39, "辛亥", B::Hai, B::Xu, false, None, "", None),

    // 40 丁卯日寅加未 晝 (book): 干上寅乘六合, 支上戌乘天后.
    (40, "丁卯", B::Yin, B::Wei, true, None, "", Some(&["干上寅乘六合，支上戌乘天后"])),
    // 丁卯日伏吟 晝: 干上未, 支上卯.
    (40, "丁卯", B::Wei, B::Wei, true, None, "", None),

    // 42 己卯日午加未 (book): 甲戌旬, 三傳丁丑 丙子 乙亥.
    (42, "己卯", B::Wu, B::Wei, true, None, "丑子亥", Some(&["三傳遁旬中之干：丁丑、丙子、乙亥"])),
    // 己巳日卯加辰 (book: 「己巳日丁卯加辰。丙寅加卯，乙丑加寅」).
    (42, "己巳", B::Mao, B::Chen, true, None, "卯寅丑", Some(&["丁卯、丙寅、乙丑"])),
    // 「壬申日初傳乙丑加子，中傳丙寅，末傳丁卯。戊辰日初傳丁卯加辰，中傳丙寅，末傳乙丑」.
    (42, "壬申", B::Chou, B::Zi, true, None, "丑寅卯", Some(&["三傳遁旬中之干：乙丑、丙寅、丁卯"])),
    (42, "戊辰", B::Mao, B::Chen, true, None, "卯寅丑", Some(&["三傳遁旬中之干：丁卯、丙寅、乙丑"])),
    // 辛巳日午加戌 (book): 五子元建 (丙辛 庚寅起), 甲午 庚寅 戊戌.
    (42, "辛巳", B::Wu, B::Xu, true, None, "午寅戌", Some(&["三傳遁五子元建：甲午、庚寅、戊戌"])),
    // 己酉日亥加戌 (book): 元建 (甲己 丙寅起), 乙亥 丙子 丁丑.
    (42, "己酉", B::Hai, B::Xu, true, None, "亥子丑", Some(&["三傳遁五子元建：乙亥、丙子、丁丑"])),
    // 己卯日伏吟: 三傳卯子午 — 旬中 己丙壬, 元建 丁丙庚.
    (42, "己卯", B::Wei, B::Wei, true, None, "卯子午", None),

    // 44 丁酉日酉加未 (book): 課 酉 亥 亥 丑, 傳 酉亥丑; 晝貴亥 夜貴酉 in both.
    (44, "丁酉", B::You, B::Wei, true, None, "酉亥丑", Some(&["晝貴亥、夜貴酉俱見於四課上神酉亥亥丑與三傳酉亥丑"])),
    // 辛巳日午加戌 (book, 「三傳皆是貴人者」): 課 午 寅 丑 酉, 傳 午寅戌.
    (44, "辛巳", B::Wu, B::Xu, true, None, "午寅戌", Some(&["晝貴午、夜貴寅"])),
    // 丁酉日伏吟: 干上未, 支上酉; 亥 nowhere.
    (44, "丁酉", B::Wei, B::Wei, true, None, "", None),

    // 45 丁亥日亥加酉 晝 (book: 「六丁日亥加酉晝」): 第二課 亥加酉.
    (45, "丁亥", B::Hai, B::You, true, None, "", Some(&["晝貴亥加酉，在課傳"])),
    // 丁卯日亥加酉 晝: the same, but 甲子旬空戌亥 — 「視其合用之貴，如空亡不可如前說」.
    (45, "丁卯", B::Hai, B::You, true, None, "", None),
    // 甲申日丑加寅 (book, 貴覆干支格 「甲申干上丑、支上未」).
    (45, "甲申", B::Chou, B::Yin, true, None, "", Some(&["干上丑、支上未為晝夜兩貴"])),
    // 甲子日返吟 晝 (book: 「甲戊庚日返吟」): 丑未互加.
    (45, "甲子", B::Chou, B::Wei, true, None, "", Some(&["晝貴丑、夜貴未互加"])),

    // 48 辛巳日午加戌 晝 (book: 「六辛日午加干，如用旦占，雖是日鬼臨身，緣是貴人」).
    (48, "辛巳", B::Wu, B::Xu, true, None, "", Some(&["貴人午為日鬼，臨干上"])),
    // 夜: 貴人寅, 辛之財.
    (48, "辛巳", B::Wu, B::Xu, false, None, "", None),
    // 丙子日亥加子 晝 (book: 「六丙日晝將……亥加支」): 貴人亥 臨支上.
    (48, "丙子", B::Hai, B::Zi, true, None, "", Some(&["貴人亥為日鬼，臨支上（宅）"])),
    // 乙丑日申加辰 夜 (book: 「六乙日申加乙」): 夜貴申 金克乙, on 干上.
    (48, "乙丑", B::Shen, B::Chen, false, None, "", Some(&["貴人申為日鬼，臨干上"])),
];

/// 第九法's list 「丁卯日干上亥，乙亥日干上酉，戊寅日干上申，庚戌日干上午，辛未日干上丑，
/// 戊午日干上辰，己巳日干上酉，辛酉日干上亥，壬申日干上寅，庚辰日干上子」: in every one the
/// stem's palace stands over the day branch and 干上 is a 鬼, 脫 or 墓; eight fire, where
/// the day branch generates the stem. 戊寅 (寅 restrains 戊) and 辛酉 (酉 比和 辛) do not.
#[test]
fn bi_nan_on_the_books_list() {
    let list = [
        ("丁卯", B::Hai),
        ("乙亥", B::You),
        ("戊寅", B::Shen),
        ("庚戌", B::Wu),
        ("辛未", B::Chou),
        ("戊午", B::Chen),
        ("己巳", B::You),
        ("辛酉", B::Hai),
        ("壬申", B::Yin),
        ("庚辰", B::Zi),
    ];
    let mut fired = Vec::new();
    for (day, gs) in list {
        let stem: GanZhi = day.parse().unwrap();
        let lodge = stem.stem().lodge();
        let c = chart(day, gs, lodge, true, None);
        assert_eq!(c.lessons[2].upper, lodge, "{day}: 支上 is the stem's palace");
        if let Some(h) = hit(&c, 9) {
            assert!(
                texts(&h).iter().any(|f| f.contains(&format!("坐地盤{}受生", stem.branch()))),
                "{day}: {:?}",
                texts(&h)
            );
            fired.push(day);
        }
    }
    assert_eq!(fired, ["丁卯", "乙亥", "庚戌", "辛未", "戊午", "己巳", "壬申", "庚辰"]);
}

/// 第四十五法's list 「癸未、癸亥、癸巳、癸酉日卯加巳夜」: 夜貴卯 over 晝貴巳 stands in
/// the lessons or transmissions on exactly those four 癸 days (「余雖有之，緣不在傳課，不欲
/// 具載」), and 「六癸日巳加卯旦」 on all six.
#[test]
fn gui_jia_on_the_books_days() {
    let fires = |day: &str, x, y, daytime| hit(&chart(day, x, y, daytime, None), 45).is_some();
    let gui = ["癸酉", "癸未", "癸巳", "癸卯", "癸丑", "癸亥"];
    let night: Vec<&str> = gui.into_iter().filter(|d| fires(d, B::Mao, B::Si, false)).collect();
    assert_eq!(night, ["癸酉", "癸未", "癸巳", "癸亥"]);
    assert!(gui.iter().all(|d| fires(d, B::Si, B::Mao, true)));
}

#[test]
fn cases() {
    let mut bad = Vec::new();
    for &(no, day, x, y, daytime, month, three, want) in CASES {
        let c = chart(day, x, y, daytime, month);
        let at = format!("第{no}法 {day} {x}加{y} {}", if daytime { "晝" } else { "夜" });
        if !three.is_empty() && chuan(&c) != three {
            bad.push(format!("{at}: 三傳 {} not {three}", chuan(&c)));
            continue;
        }
        match (hit(&c, no), want) {
            (None, None) => {}
            (Some(h), None) => bad.push(format!("{at}: fires {:?}, expected not to", texts(&h))),
            (None, Some(_)) => bad.push(format!("{at}: does not fire; 三傳 {}", chuan(&c))),
            (Some(h), Some(parts)) => {
                let all = texts(&h).join("；");
                for p in parts {
                    if !all.contains(p) {
                        bad.push(format!("{at}: facts {all:?} lack {p:?}"));
                    }
                }
            }
        }
    }
    assert!(bad.is_empty(), "\n{}", bad.join("\n"));
}
