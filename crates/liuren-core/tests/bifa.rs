//! 畢法賦: the list of the hundred lines, and each detected line on a chart
//! worked by hand — mostly the 《六壬大全》 chapter's own example — where it
//! fires, and one where it must not.
//!
//! A chart is cast on a noon whose day pillar (and, where it matters, month) is
//! the one asked for, with 月將 and 占時 set by hand so that the heaven branch
//! `X` stands over the earth branch `Y` (「X加Y」), and 晝/夜 set by hand.

use liuren_core::chart::{Chart, Querent, Sex};
use liuren_core::cycle::{Branch, GanZhi, Stem};
use liuren_core::keti::bifa::{implemented, is_implemented, line, line_of, readings, LINES};
use liuren_core::reading::{About, Family, Place, Source, Tone};
use liuren_core::view::ChartView;

use Branch as B;

mod bifa_support;
use bifa_support::{chart, chart_when, chuan, hit, texts, When};

#[test]
fn the_hundred_lines() {
    assert_eq!(LINES.len(), 100);
    for (i, l) in LINES.iter().enumerate() {
        assert_eq!(usize::from(l.no), i + 1);
        assert_eq!(l.text.chars().count(), 7, "{}", l.text);
        assert!(l.source.starts_with("《六壬大全》"), "{}", l.no);
        assert_eq!(
            l.decidable,
            l.reason.is_none(),
            "第{}法: an undecidable line says why, a decidable one needs no reason",
            l.no
        );
    }
    let mut texts: Vec<_> = LINES.iter().map(|l| l.text).collect();
    texts.sort_unstable();
    texts.dedup();
    assert_eq!(texts.len(), 100, "distinct texts");
    // Spot checks against the book's 第N法 headings (not the file names).
    assert_eq!(line(1).unwrap().text, "前後引從升遷吉");
    assert_eq!(line(3).unwrap().text, "簾幕貴人高甲第");
    assert_eq!(line(18).unwrap().text, "踏腳空亡進用宜");
    assert_eq!(line(26).unwrap().text, "水日逢丁財動之");
    assert_eq!(line(51).unwrap().text, "魁度天門關隔定");
    assert_eq!(line(82).unwrap().text, "不行傳者考初時");
    assert_eq!(line(100).unwrap().text, "已災凶逃返無疑");
    for no in implemented() {
        assert!(line(no).unwrap().decidable, "{no}");
    }
}

/// (第N法, day, X, 加 Y, 晝?, month, 三傳 expected or "", fires?) — the working is in the comment.
type Case = (u8, &'static str, Branch, Branch, bool, Option<Branch>, &'static str, bool);

#[rustfmt::skip]
const CASES: &[Case] = &[
    // 1 庚辰日寅加酉 (book): 干寄申, 申上丑; 初寅 = 丑前, 末子 = 丑後 — 引從天干.
    (1, "庚辰", B::Yin, B::You, true, None, "寅未子", true),
    // 伏吟: 干上申, 三傳 申寅巳 are not 酉…未.
    (1, "庚辰", B::Shen, B::Shen, true, None, "", false),
    // 2 乙未日卯加辰 (book): 甲午旬 首午 尾卯; 干上卯 = 旬尾, 未上午 = 旬首.
    (2, "乙未", B::Mao, B::Chen, true, None, "", true),
    (2, "乙未", B::Chen, B::Chen, true, None, "", false),
    // 3 丁酉日酉加未 晝占 (book): 丁 晝貴亥 夜貴酉; 晝占簾幕 = 夜貴酉 = 干上, 甲午旬不空.
    (3, "丁酉", B::You, B::Wei, true, None, "", true),
    // 夜占: 簾幕 = 晝貴亥, 干上 still 酉.
    (3, "丁酉", B::You, B::Wei, false, None, "", false),
    // 4, 91 壬午日戌加亥 (book 第五十一法): 戌土克壬水, 旦暮皆乘白虎, on 干上 (壬寄亥).
    (4, "壬午", B::Xu, B::Hai, true, None, "", true),
    (91, "壬午", B::Xu, B::Hai, false, None, "", true),
    (91, "壬午", B::Hai, B::Hai, true, None, "", false),
    // 5 庚子日戌加申 (book): 課 戌申 子戌 寅子 辰寅, 三傳 辰午申, 干寄申 支子 — all 陽.
    (5, "庚子", B::Xu, B::Shen, true, None, "辰午申", true),
    // 6 己卯日酉加未 (book): 課 酉未 亥酉 巳卯 未巳, 三傳 亥丑卯 — all 陰.
    (6, "己卯", B::You, B::Wei, true, None, "亥丑卯", true),
    (5, "己卯", B::You, B::Wei, true, None, "", false),
    (6, "庚子", B::Xu, B::Shen, true, None, "", false),
    // 7 乙卯日卯加辰 (book): 乙祿卯 on 干上, 甲寅旬空子丑, 卯不空.
    (7, "乙卯", B::Mao, B::Chen, true, None, "", true),
    // 辛巳日酉加戌 (book): 辛祿酉 on 干上 but 甲戌旬空申酉 — 「切不可如前論之」.
    (7, "辛巳", B::You, B::Xu, true, None, "", false),
    // 8 甲子日寅加子 (book): 甲祿寅 on 支上.
    (8, "甲子", B::Yin, B::Zi, true, None, "", true),
    (8, "甲子", B::Zi, B::Zi, true, None, "", false),
    // 15 庚子日子加申 夜 (book): 庚生子, 子乘青龍 (木), 水生木.
    (15, "庚子", B::Zi, B::Shen, false, None, "", true),
    // 伏吟: 干上申 is 庚's own element.
    (15, "庚子", B::Zi, B::Zi, false, None, "", false),
    // 16 甲申日未加寅 晝 (book): 未 甲申旬空, 乘天空.
    (16, "甲申", B::Wei, B::Yin, true, None, "", true),
    (16, "甲申", B::Wei, B::Yin, false, None, "", false),
    // 17 壬子日子加亥 (book): 三傳寅卯辰, 甲辰旬空寅卯.
    (17, "壬子", B::Zi, B::Hai, true, None, "寅卯辰", true),
    (17, "壬子", B::Zi, B::Zi, true, None, "", false),
    // 18 戊申日辰加巳 (book): 三傳卯寅丑, 甲辰旬空寅卯.
    (18, "戊申", B::Chen, B::Si, true, None, "卯寅丑", true),
    (18, "戊申", B::Shen, B::Shen, true, None, "", false),
    // 21 庚寅日亥加申 (book): 干寄申合支上巳, 支寅合干上亥.
    (21, "庚寅", B::Hai, B::Shen, true, None, "", true),
    (21, "庚寅", B::Shen, B::Shen, true, None, "", false),
    // 22 乙酉日伏吟 (book): 干上辰 支上酉 六合, 干寄辰 支酉 六合.
    (22, "乙酉", B::Chen, B::Chen, true, None, "", true),
    (22, "甲申", B::Yin, B::Yin, true, None, "", false),
    // 24 丁亥日酉加未 (book): 初酉 = 干上, 末丑 = 支上.
    (24, "丁亥", B::You, B::Wei, true, None, "酉亥丑", true),
    // 23 癸酉日酉加丑 (book, 「乃三傳巳酉丑也」 naming the triad): 元首 巳加酉, 初巳 = 支上,
    // 中 巳上丑, 末 丑上酉 = 干上 (癸寄丑).
    (23, "癸酉", B::You, B::Chou, true, None, "巳丑酉", true),
    (23, "丁亥", B::You, B::Wei, true, None, "", false),
    // 29 甲申日午加寅 (book): 三傳辰申子水局 生甲木, 申金生水.
    (29, "甲申", B::Wu, B::Yin, true, None, "辰申子", true),
    (29, "甲申", B::Shen, B::Shen, true, None, "", false),
    // 30 壬午日未加卯 (book): 三傳 木局 脫壬水, 生午火. (The book's other example, 甲辰日戌加寅,
    // assumes 三傳戌午寅, which 第九十三法 itself corrects to 擇比 子申辰.)
    (30, "壬午", B::Wei, B::Mao, true, None, "未亥卯", true),
    (30, "甲申", B::Wu, B::Yin, true, None, "", false),
    // 31 辛丑日卯加丑 (book): 卯生巳, 巳生未, 未土生辛.
    (31, "辛丑", B::Mao, B::Chou, true, None, "卯巳未", true),
    (31, "辛丑", B::Xu, B::Xu, true, None, "", false),
    // 32 丙辰日寅加酉 (book): 寅克未, 未克子, 子克丙.
    (32, "丙辰", B::Yin, B::You, true, None, "寅未子", true),
    (32, "丙辰", B::Si, B::Si, true, None, "", false),
    // 33 乙未日亥加未 (book): 初亥 木之長生, 末未 木墓.
    (33, "乙未", B::Hai, B::Wei, true, None, "亥卯未", true),
    (33, "乙未", B::Chen, B::Chen, true, None, "", false),
    // 35 甲子日巳加寅: 干上巳 (甲生火) 脫干, 支上卯 (子水生木) 脫支.
    (35, "甲子", B::Si, B::Yin, true, None, "", true),
    (35, "甲子", B::Yin, B::Yin, true, None, "", false),
    // 36 甲申日子加寅 (book): 子 木之沐浴, 申上午 金之沐浴.
    (36, "甲申", B::Zi, B::Yin, true, None, "", true),
    (36, "甲申", B::Yin, B::Yin, true, None, "", false),
    // 41 丙寅日申加巳 (book): 干上申 = 寅之驛馬, 支上巳 = 丙祿.
    (41, "丙寅", B::Shen, B::Si, true, None, "", true),
    (41, "丙寅", B::Si, B::Si, true, None, "", false),
    // 46 甲子日丑加酉 (book): 晝貴丑 坐酉 (夜地), 夜貴未 坐卯 (旦方).
    (46, "甲子", B::Chou, B::You, true, None, "", true),
    // 甲子日丑加卯: 晝貴丑 坐卯 (旦方), 夜貴未 坐酉 — the other way round.
    (46, "甲子", B::Chou, B::Mao, true, None, "", false),
    // 47 乙丑日子加辰 晝: 乙晝貴子 坐辰, 乙寄辰 — 貴人臨身.
    (47, "乙丑", B::Zi, B::Chen, true, None, "", true),
    (47, "乙丑", B::Zi, B::Zi, true, None, "", false),
    // 49 乙酉日申加午 (book): 晝貴子 坐戌 (土克水), 夜貴申 坐午 (火克金).
    (49, "乙酉", B::Shen, B::Wu, true, None, "", true),
    (49, "乙酉", B::Shen, B::Shen, true, None, "", false),
    // 50 丁丑日酉加未 (book): 甲戌旬空申酉; 夜貴酉 空, 晝貴亥 加酉 落空.
    (50, "丁丑", B::You, B::Wei, true, None, "", true),
    (50, "丁丑", B::Chou, B::Chou, true, None, "", false),
    // 51 壬午日戌加亥 (book): 初傳戌加亥.
    (51, "壬午", B::Xu, B::Hai, true, None, "", true),
    (51, "壬午", B::Wu, B::Wu, true, None, "", false),
    // 52 己丑日卯加丑 (book): 辰加寅.
    (52, "己丑", B::Mao, B::Chou, true, None, "", true),
    (52, "己丑", B::Chou, B::Chou, true, None, "", false),
    // 55 甲申日卯加寅 (book): 干上卯 = 寅前一辰, 支上酉 = 申前一辰.
    (55, "甲申", B::Mao, B::Yin, true, None, "", true),
    (55, "甲申", B::Chen, B::Yin, true, None, "", false),
    // 59 壬申日辰加亥 (book): 辰 申之華蓋, 水墓, 干上發用.
    (59, "壬申", B::Chen, B::Hai, true, None, "", true),
    (59, "壬申", B::Shen, B::Shen, true, None, "", false),
    // 60 丙午日戌加午, 戌為月將 (book): 太陽臨支上.
    (60, "丙午", B::Xu, B::Wu, true, None, "", true),
    (60, "丙午", B::Zi, B::Zi, true, None, "", false),
    // 61 辛巳日丑加戌 旦 (book): 丑 金墓 on 干上, 乘白虎.
    (61, "辛巳", B::Chou, B::Xu, true, None, "", true),
    (61, "辛巳", B::Chou, B::Xu, false, None, "", false),
    // 62 乙亥日未加亥 旦 (book): 未 乙之墓 臨支, 乘白虎, 克亥.
    (62, "乙亥", B::Wei, B::Hai, true, None, "", true),
    (62, "乙亥", B::Wei, B::Hai, false, None, "", false),
    // 63 丁亥日子加未 (book): 子克丁, 亥上辰 克亥.
    (63, "丁亥", B::Zi, B::Wei, true, None, "", true),
    (63, "丁亥", B::Wei, B::Wei, true, None, "", false),
    // 64 甲子日戌加寅 (《心鏡》 example in the book): 子上申克甲, 干上戌克子.
    (64, "甲子", B::Xu, B::Yin, true, None, "", true),
    (64, "甲子", B::Yin, B::Yin, true, None, "", false),
    // 70 乙未日申加未 (book): 第三課申, 第四課酉, 皆金克乙.
    (70, "乙未", B::Shen, B::Wei, true, None, "", true),
    (70, "乙未", B::Wei, B::Wei, true, None, "", false),
    // 76 甲申日巳加寅 (book): 寅巳害, 申亥害.
    (76, "甲申", B::Si, B::Yin, true, None, "", true),
    (76, "甲申", B::Yin, B::Yin, true, None, "", false),
    // 77 辛卯日亥加戌 (book): 亥生卯, 卯上辰生辛 — 互生.
    (77, "辛卯", B::Hai, B::Xu, true, None, "", true),
    (77, "辛卯", B::Xu, B::Xu, true, None, "", false),
    // 78 甲申日酉加寅 (book): 干上酉 金旺, 支上卯 木旺 — 互旺.
    (78, "甲申", B::You, B::Yin, true, None, "", true),
    (78, "甲申", B::Yin, B::Yin, true, None, "", false),
    // 79 甲申日返吟 (book): 干上申 木絕, 支上寅 金絕.
    (79, "甲申", B::Shen, B::Yin, true, None, "", true),
    (79, "甲申", B::Yin, B::Yin, true, None, "", false),
    // 80 庚寅日子加申 (book): 子 金之死, 寅上午 木之死.
    (80, "庚寅", B::Zi, B::Shen, true, None, "", true),
    (80, "庚寅", B::Shen, B::Shen, true, None, "", false),
    // 82 甲子日亥加子: 干上丑 下賊上, 丑上子 下賊上; 子 陽 比甲 — 知一, 三傳子亥戌; 甲子旬空戌亥 = 中末.
    (82, "甲子", B::Hai, B::Zi, true, None, "子亥戌", true),
    (82, "甲子", B::Zi, B::Zi, true, None, "", false),
    // 83 乙酉日申加辰 (book): 三傳申子辰, 支上丑合子.
    (83, "乙酉", B::Shen, B::Chen, true, None, "申子辰", true),
    (83, "乙酉", B::Chen, B::Chen, true, None, "", false),
    // 87 壬寅日亥加辰 (book): 亥坐辰 水墓, 寅坐未 木墓.
    (87, "壬寅", B::Hai, B::Chen, true, None, "", true),
    (87, "壬寅", B::Hai, B::Hai, true, None, "", false),
    // 88 壬申日辰加亥 (book): 干上辰 水墓, 支上丑 金墓.
    (88, "壬申", B::Chen, B::Hai, true, None, "", true),
    (88, "壬申", B::Hai, B::Hai, true, None, "", false),
    // 92 丙子日寅加巳 夜, 三月 (book): 寅乘青龍 生丙, 三月生氣寅.
    (92, "丙子", B::Yin, B::Si, false, Some(B::Chen), "", true),
    // 四月: 生氣卯.
    (92, "丙子", B::Yin, B::Si, false, Some(B::Si), "", false),
];

#[test]
fn cases() {
    let mut bad = Vec::new();
    for &(no, day, x, y, daytime, month, three, fires) in CASES {
        let c = chart(day, x, y, daytime, month);
        if !three.is_empty() && chuan(&c) != three {
            bad.push(format!("第{no}法 {day} {x}加{y}: 三傳 {} not {three}", chuan(&c)));
            continue;
        }
        let h = hit(&c, no);
        if h.is_some() != fires {
            bad.push(format!(
                "第{no}法 {day} {x}加{y} {}: fires {:?}, expected {fires}; 三傳 {}",
                if daytime { "晝" } else { "夜" },
                h,
                chuan(&c)
            ));
        }
    }
    assert!(bad.is_empty(), "\n{}", bad.join("\n"));
}

#[test]
fn a_reading_names_its_line_its_facts_and_serialises() {
    // 丙寅日申加巳 (第四十一法's example): 干上申 = 寅之驛馬, 支上巳 = 丙祿.
    let c = chart("丙寅", B::Shen, B::Si, true, None);
    let r = hit(&c, 41).unwrap();
    assert_eq!((r.family, r.id.as_ref(), r.title.as_ref()), (Family::Bifa, "fa41", "富貴干支逢祿馬"));
    assert_eq!(r.passages.len(), 1);
    assert_eq!(r.passage().printed, "富貴干支逢祿馬");
    assert_eq!(r.passage().source, Source::Book { book: "六壬大全", place: "第十冊 畢法賦上 第四十一法 頁558-559" });
    assert_eq!(texts(&r), vec!["干上申為支驛馬，支上巳為干祿".to_string()]);
    assert_eq!(r.tone, None, "the line says neither 吉 nor 凶");
    assert_eq!(line_of(&r), line(41));
    let v = serde_json::to_value(&r).unwrap();
    assert_eq!(v["id"], "fa41");
    assert_eq!(
        v["facts"][0],
        serde_json::json!({"text": "干上申為支驛馬，支上巳為干祿", "about": ["申", "干上", "巳", "支上"]})
    );
    // In the book's order.
    let nos: Vec<u8> = readings(&c).iter().map(|r| line_of(r).unwrap().no).collect();
    assert!(nos.contains(&41));
    assert!(nos.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn undecidable_lines_never_fire() {
    // Every day, every plate, day and night: only implemented, decidable lines fire.
    for day in GanZhi::ALL {
        let day = day.hanzi();
        for x in Branch::ALL {
            for daytime in [true, false] {
                let c = chart(&day, x, B::Zi, daytime, None);
                for r in readings(&c) {
                    let l = line_of(&r).unwrap();
                    assert!(is_implemented(l.no) && l.decidable, "{}", l.no);
                    assert!(!r.facts.is_empty());
                }
            }
        }
    }
}

/// A line's tone is what its seven characters say: 吉, 凶, both, or neither.
#[test]
fn tone_is_what_the_line_says() {
    let good: Vec<u8> = LINES.iter().filter(|l| l.tone() == Some(Tone::Good)).map(|l| l.no).collect();
    let bad: Vec<u8> = LINES.iter().filter(|l| l.tone() == Some(Tone::Bad)).map(|l| l.no).collect();
    // 升遷吉, 吉遲遲, 逢吉象; 凶禍動, 凶難免, 凶速速, 已災凶逃.
    assert_eq!(good, [1, 92, 99]);
    assert_eq!(bad, [25, 53, 91, 100]);
    assert!(LINES.iter().all(|l| l.tone() != Some(Tone::Mixed)), "no line says both");
    for l in &LINES {
        let (g, b) = (l.text.contains('吉'), l.text.contains('凶'));
        assert_eq!(l.tone().is_some(), g || b, "{}", l.text);
    }
    // On the chapters' own charts the reading carries it.
    let tone = |c: &Chart, no| hit(c, no).unwrap().tone;
    assert_eq!(tone(&chart("庚辰", B::Yin, B::You, true, None), 1), Some(Tone::Good));
    assert_eq!(tone(&chart("壬午", B::Xu, B::Hai, true, None), 91), Some(Tone::Bad));
    assert_eq!(tone(&chart("丙子", B::Yin, B::Si, false, Some(B::Chen)), 92), Some(Tone::Good));
    assert_eq!(tone(&chart("辛巳", B::Chou, B::Si, false, None), 25), Some(Tone::Bad));
    assert_eq!(tone(&chart("丙寅", B::Shen, B::Si, true, None), 41), None);
}

fn about(c: &Chart, no: u8) -> Vec<Vec<About>> {
    hit(c, no).unwrap_or_else(|| panic!("第{no}法 does not fire")).facts.into_iter().map(|f| f.about).collect()
}

/// What the facts are about, on the chapters' example charts (worked in `CASES`).
#[test]
fn about_on_the_chapters_examples() {
    use About::{Branch as Br, Place as Pl, Stem as St};
    // 1 庚辰日寅加酉: 干上丑; 初寅 末子.
    assert_eq!(
        about(&chart("庚辰", B::Yin, B::You, true, None), 1),
        [vec![Br(B::Yin), Pl(Place::Chu), Br(B::Chou), Pl(Place::GanShang), Br(B::Zi), Pl(Place::Mo)]]
    );
    // 21 庚寅日亥加申: 庚 (寄申) 合支上巳, 支寅合干上亥.
    assert_eq!(
        about(&chart("庚寅", B::Hai, B::Shen, true, None), 21),
        [vec![
            St(Stem::Geng),
            Br(B::Shen),
            Pl(Place::DayStem),
            Br(B::Si),
            Pl(Place::ZhiShang),
            Br(B::Yin),
            Pl(Place::DayBranch),
            Br(B::Hai),
            Pl(Place::GanShang),
        ]]
    );
    // 24 丁亥日酉加未: 初酉 = 干上, 末丑 = 支上 — each branch once, with both its places.
    assert_eq!(
        about(&chart("丁亥", B::You, B::Wei, true, None), 24),
        [vec![Br(B::You), Pl(Place::Chu), Pl(Place::GanShang), Br(B::Chou), Pl(Place::Mo), Pl(Place::ZhiShang)]]
    );
    // 70 乙未日申加未: 第三課申, 第四課酉.
    assert_eq!(
        about(&chart("乙未", B::Shen, B::Wei, true, None), 70),
        [vec![Br(B::Shen), Pl(Place::ZhiShang), Br(B::You), Pl(Place::ZhiYin)]]
    );
    // 47 乙丑日子加辰 晝: 貴人子 坐地盤辰.
    assert_eq!(about(&chart("乙丑", B::Zi, B::Chen, true, None), 47), [vec![Br(B::Zi), Br(B::Chen)]]);
    // 60 丙午日戌加午, 戌為月將: 月將 and 支上 are 戌.
    assert_eq!(
        about(&chart("丙午", B::Xu, B::Wu, true, None), 60),
        [vec![Br(B::Xu), Pl(Place::MonthGeneral), Pl(Place::ZhiShang)]]
    );
    // 92 丙子日寅加巳 夜 三月: 干上寅 生丙.
    assert_eq!(
        about(&chart("丙子", B::Yin, B::Si, false, Some(B::Chen)), 92),
        [vec![Br(B::Yin), Pl(Place::GanShang), St(Stem::Bing)]]
    );
}

/// Every place a fact names holds the branch named just before it (its group's
/// branch), on every day and plate, day and night, with and without a querent
/// (so that 本命 and 行年 are named too).
#[test]
fn each_place_in_about_holds_its_branch() {
    let mut seen = std::collections::BTreeSet::new();
    let mut check = |c: &Chart| {
        let view = ChartView::new(c);
        for r in readings(c) {
            for f in &r.facts {
                assert!(!f.about.is_empty(), "{}: 「{}」 is about nothing", r.id, f.text);
                let mut last = None;
                for &a in &f.about {
                    match a {
                        About::Branch(b) => last = Some(b),
                        About::Place(p) => {
                            seen.insert(p);
                            assert_eq!(view.at(p), last, "{}: 「{}」 {:?}", r.id, f.text, f.about);
                        }
                        About::Stem(_) => {}
                    }
                }
            }
        }
    };
    for (d, day) in GanZhi::ALL.into_iter().enumerate() {
        let day = day.hanzi();
        for x in Branch::ALL {
            for daytime in [true, false] {
                check(&chart(&day, x, B::Zi, daytime, None));
            }
            let born =
                When { querent: Some(Querent { birth_year: 1930 + d as i32, sex: Sex::Male }), ..When::default() };
            check(&chart_when(&day, x, B::Wu, d % 2 == 0, born));
        }
    }
    for p in [Place::GanShang, Place::ZhiShang, Place::Chu, Place::Zhong, Place::Mo, Place::BenMing, Place::DayStem] {
        assert!(seen.contains(&p), "{} never named", p.hanzi());
    }
}
