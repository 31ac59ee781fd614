//! The 課體 fixed by the lesson alone against the 格 column of a published
//! 720-lesson table: 《大六壬預測學》 附錄一 「七百二十課式便覽表」 (pp. 523–584),
//! restricted to the names both sides model, in `data/keti720_labels.tsv`.
//!
//! The engine runs with the options that reproduce the table's 三傳
//! (`--shehai mengzhong --duplicates keep`, see `data/benran720_comparison.md`).
//! Every difference is listed in [`KNOWN`] with its reason
//! (`data/keti720_comparison.md` works each one), and each reason ([`Why`]) is a
//! predicate over the lesson ([`holds`]) that must hold for every lesson listed with it;
//! any other difference, a listed one that no longer differs, or a reason that does not
//! hold, fails.
//! `cargo test --test keti_720 -- --nocapture` prints the counts per name.

use std::collections::{BTreeMap, BTreeSet};

use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::keti::lesson_readings;
use liuren_core::lessons::FourLessons;
use liuren_core::plate::Plate;
use liuren_core::transmissions::{transmissions, DuplicateLessons, SheHaiRule, TransmissionRules, Transmissions};

const LABELS: &str = include_str!("data/keti720_labels.tsv");
/// The same table's 三傳 as printed (for [`Why::OwnSanchuan`]).
const TABLE: &str = include_str!("data/benran720.tsv");
/// The one-sided lessons of the names compared in one direction.
const ONE_SIDE: &str = include_str!("data/keti720_one_side.tsv");

/// name → the listed one-sided lessons.
fn one_side() -> BTreeMap<String, (String, BTreeSet<String>)> {
    ONE_SIDE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            (f[0].to_string(), (f[1].to_string(), f[2].split_whitespace().map(str::to_string).collect()))
        })
        .collect()
}

/// How a name is compared.
#[derive(Clone, Copy, Debug)]
enum Mode {
    /// Both ways: the book labels this 格 wherever it applies (bar the listed omissions).
    Both,
    /// The book labels only a few of the lessons the engine finds: every book label
    /// must be found by the engine (bar the listed ones); the engine-only lessons are
    /// listed in `data/keti720_one_side.tsv`.
    BookInEngine,
    /// The engine models only the part of the 格 fixed by the lesson (閉口 without
    /// 玄武): every engine lesson must be labelled by the book (bar the listed ones);
    /// the book-only lessons (the forms that need 天將) are listed in
    /// `data/keti720_one_side.tsv`.
    EngineInBook,
}
use Mode::{BookInEngine, Both, EngineInBook};

/// The compared names (as written in the labels file), the engine patterns (ids)
/// each stands for, and the mode.
#[rustfmt::skip]
const COMPARED: &[(&str, &[&str], Mode)] = &[
    ("進茹", &["jinru"], Both),
    ("退茹", &["tuiru"], Both),
    ("夾定三傳", &["jiading"], Both),
    ("間傳", &["jianchuan"], Both),
    ("悖戾", &["jianchuan-beili"], Both),
    ("變盈", &["jianchuan-bianying"], Both),
    ("出戶", &["jianchuan-chuhu"], Both),
    ("出三天", &["jianchuan-chusantian"], Both),
    ("出陽", &["jianchuan-chuyang"], Both),
    ("登三天", &["jianchuan-dengsantian"], Both),
    ("斷澗", &["jianchuan-duanjian"], Both),
    ("顧祖", &["jianchuan-guzu"], Both),
    ("回明", &["jianchuan-huiming"], Both),
    ("極陰", &["jianchuan-jiyin"], Both),
    ("勵明", &["jianchuan-liming"], Both),
    ("溟蒙", &["jianchuan-mingmeng"], Both),
    ("冥陰", &["jianchuan-mingyin"], Both),
    ("凝陽", &["jianchuan-ningyang"], Both),
    ("凝陰", &["jianchuan-ningyin"], Both),
    ("入冥", &["jianchuan-ruming"], Both),
    ("入三淵", &["jianchuan-rusanyuan"], Both),
    ("涉三淵", &["jianchuan-shesanyuan"], Both),
    ("涉疑", &["jianchuan-sheyi"], Both),
    ("時遁", &["jianchuan-shidun"], Both),
    ("向陽", &["jianchuan-xiangyang"], Both),
    ("偃蹇", &["jianchuan-yanjian"], Both),
    ("盈陽", &["jianchuan-yingyang"], Both),
    ("轉悖", &["jianchuan-zhuanbei"], Both),
    ("潤下", &["runxia"], Both),
    ("炎上", &["yanshang"], Both),
    ("曲直", &["quzhi"], Both),
    ("從革", &["congge"], Both),
    ("稼穡", &["jiase"], Both),
    ("玄胎", &["xuantai"], Both),
    ("斬關", &["zhanguan"], Both),
    ("軒蓋", &["xuangai"], Both),
    ("鑄印", &["zhuyin", "zhuyin-dinge"], Both),
    ("斫輪", &["zhuolun"], Both),
    ("亂首", &["luanshou-xinjing", "luanshou-dinge"], Both),
    ("贅婿", &["zhuixu", "zhuixu-dinge"], Both),
    ("九醜", &["jiuchou", "jiuchou-xinjing"], Both),
    ("獨足", &["duzu"], Both),
    ("帷薄不修", &["weibo-dinge"], Both),
    ("不備", &["bubei"], Both),
    ("度厄", &["due"], Both),
    ("無祿", &["wulu"], Both),
    ("絕嗣", &["juesi"], Both),
    ("蕪淫", &["wuyin"], BookInEngine),
    ("三奇", &["sanqi", "sanqi-dinge"], BookInEngine),
    ("六儀", &["liuyi", "liuyi-xiuzhong"], BookInEngine),
    ("孤寡", &["gugua-xun-1", "gugua-xun-2", "gugua-xun-3"], BookInEngine),
    ("回環", &["huihuan"], BookInEngine),
    ("亨通", &["hengtong"], BookInEngine),
    ("引從", &["yincong"], BookInEngine),
    ("六純", &["liuchun"], BookInEngine),
    ("龍戰", &["longzhan-dinge", "longzhan-guanyue"], BookInEngine),
    ("閉口", &["bikou"], EngineInBook),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Side {
    /// The book labels it, the engine does not find it.
    Book,
    /// The engine finds it, the book does not label it.
    Engine,
}
use Side::{Book, Engine};

/// Why a lesson differs. The comparison file works every case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    /// The book's 格 column names a few 格 per lesson, not all: the engine's
    /// condition holds and the book leaves the name out.
    Omits,
    /// The book's printed 三傳 differ from the engine's (its 涉害 school or a
    /// misprint, `benran720_comparison.md`); its label follows its own 三傳.
    OwnSanchuan,
    /// No reading of the 格 fits the lesson as the book prints it.
    Slip,
    /// The book reads 斬關 as 魁罡 on 干上 or 支上, 發用 or not: checked as 魁罡 on 干上 or
    /// 支上 that is not the first transmission.
    ZhanGuanWithoutFirst,
    /// The book's 高蓋 on 午子午 and 子卯午 (午 and 子; 卯 missing, or 午 last).
    GaoGai,
    /// The book's 鑄印 wherever 巳 and 戌 are both in the 三傳 with 戌加巳 or 巳加戌.
    ZhuYinSiXu,
    /// The book's 斲輪 for 卯 on 干上 of a 庚 day, not 發用 (the 畢法 第十法 form).
    ZhuoLunOnGeng,
    /// The book's 夾定 follows another rule than 干上/支上 just outside the run.
    JiaDing,
    /// The book calls a 干臨支 in which the stem overcomes the branch 亂首 (大全: 贅婿).
    LuanShouForZhuiXu,
    /// The book's 贅婿 for 支臨干 with no 克 between stem and branch (both readings need 干克支).
    ZhuiXuWithoutKe,
    /// The book's 蕪淫 by 日辰交互相克 read the other way: 干 overcomes 支上, 支 overcomes 干上.
    WuYinOtherWay,
    /// A 八專 day, where the engine reads neither 亂首 nor 贅婿 (DIFFERENCE in lesson_rules).
    BaZhuanDay,
    /// The book calls the two lessons of 八專 不備.
    BuBeiBaZhuan,
    /// The book counts a repeated lesson (不備, 八專) once for 度厄 and 絕嗣.
    RepeatCountedOnce,
    /// The book reads 獨足 only as 三傳皆歸一神, not 「中末傳皆空」.
    DuZuOneGod,
    /// The book's 龍戰 by 正文 「卯酉為用」 on a 卯酉 day, without the 行年.
    LongZhanMaoYou,
}
use Why::*;

/// One lesson as both sides see it, for checking a [`Why`].
struct Lesson<'a> {
    day: GanZhi,
    plate: Plate,
    four: FourLessons,
    t: &'a Transmissions,
    /// The 三傳 the table prints for this lesson.
    printed: [Branch; 3],
}

const KUIGANG: [Branch; 2] = [Branch::Chen, Branch::Xu];

/// Whether `why` holds for the lesson: each reason is a statement about the lesson that
/// can be checked, not only a word in the list. `name` is the compared name.
fn holds(why: Why, name: &str, side: Side, l: &Lesson) -> bool {
    let sc = l.t.branches;
    let (stem, branch) = (l.day.stem(), l.day.branch());
    let (gan_shang, zhi_shang) = (l.four.stem_upper(), l.four.branch_upper());
    let own_sanchuan = l.printed != sc;
    match why {
        // Not the 三傳: the book prints the engine's; the engine's condition holds (it is
        // the engine side) and the book leaves the name out.
        Omits => side == Engine && !own_sanchuan,
        OwnSanchuan => own_sanchuan,
        // Not the 三傳 either; for 斬關, 魁罡 is on neither 干上 nor 支上, so no reading fits.
        Slip => !own_sanchuan && (name != "斬關" || !(KUIGANG.contains(&gan_shang) || KUIGANG.contains(&zhi_shang))),
        // 魁罡 on 干上 or 支上, but the 魁罡 there is not the first transmission.
        ZhanGuanWithoutFirst => {
            let on: Vec<Branch> = [gan_shang, zhi_shang].into_iter().filter(|b| KUIGANG.contains(b)).collect();
            !on.is_empty() && !on.contains(&sc[0])
        }
        GaoGai => {
            sc.contains(&Branch::Wu) && sc.contains(&Branch::Zi) && (!sc.contains(&Branch::Mao) || sc[2] == Branch::Wu)
        }
        ZhuYinSiXu => {
            sc.contains(&Branch::Si)
                && sc.contains(&Branch::Xu)
                && (l.plate.heaven_over(Branch::Si) == Branch::Xu || l.plate.heaven_over(Branch::Xu) == Branch::Si)
        }
        ZhuoLunOnGeng => stem.hanzi() == "庚" && gan_shang == Branch::Mao && sc[0] != Branch::Mao,
        // The 三傳 are a run (連茹), the book and the engine placing 夾定 differently.
        JiaDing => {
            let step = sc[1].since(sc[0]) as i64;
            (step.rem_euclid(12) == 1 || step.rem_euclid(12) == 11) && sc[0].wrapping_add(2 * step) == sc[2]
        }
        // 干臨支 (the stem's palace over the branch) with 干克支.
        LuanShouForZhuiXu => l.plate.heaven_over(branch) == stem.lodge() && stem.element().restrains(branch.element()),
        // 支臨干 with no 克 either way between stem and branch.
        ZhuiXuWithoutKe => {
            l.plate.heaven_over(stem.lodge()) == branch
                && !stem.element().restrains(branch.element())
                && !branch.element().restrains(stem.element())
        }
        WuYinOtherWay => {
            stem.element().restrains(zhi_shang.element()) && branch.element().restrains(gan_shang.element())
        }
        BaZhuanDay | BuBeiBaZhuan => ["甲寅", "庚申", "丁未", "己未", "癸丑"].contains(&l.day.to_string().as_str()),
        RepeatCountedOnce => l.four.distinct() < 4,
        // The engine's 獨足 by 中末傳皆空 (both in the day's 旬空), the three not one god.
        DuZuOneGod => {
            side == Engine
                && !(sc[0] == sc[1] && sc[1] == sc[2])
                && l.day.xun_kong().contains(&sc[1])
                && l.day.xun_kong().contains(&sc[2])
        }
        LongZhanMaoYou => [Branch::Mao, Branch::You].contains(&branch) && [Branch::Mao, Branch::You].contains(&sc[0]),
    }
}

/// The table's printed 三傳, by lesson.
fn printed_sanchuan() -> BTreeMap<(String, i64), [Branch; 3]> {
    TABLE
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let c: Vec<Branch> = f[4].chars().map(|c| Branch::from_char(c).unwrap()).collect();
            ((f[0].to_string(), f[1].parse().unwrap()), [c[0], c[1], c[2]])
        })
        .collect()
}

/// Every known difference: the name, the side, why, and the lessons (day and 局).
#[rustfmt::skip]
const KNOWN: &[(&str, Side, Why, &str)] = &[
    ("進茹", Engine, Omits, "己卯12 辛酉12"),
    ("退茹", Engine, Omits, "乙亥2"),
    ("夾定三傳", Book, JiaDing, "乙丑12"),
    ("夾定三傳", Engine, JiaDing, "癸酉12 甲戌2 庚辰12 癸巳2 甲午12 庚子2"),
    ("間傳", Book, Slip, "甲辰2"),
    ("極陰", Book, Slip, "丁酉11"),
    ("冥陰", Engine, Omits, "壬午3"),
    ("凝陰", Engine, Slip, "丁酉11"),
    ("時遁", Book, OwnSanchuan, "丁卯3 己卯3 辛卯3"),
    ("潤下", Engine, Omits, "戊辰9"),
    ("炎上", Engine, Omits, "戊戌9"),
    ("曲直", Book, OwnSanchuan, "癸未5"),
    ("曲直", Engine, Omits, "辛卯9"),
    ("從革", Engine, OwnSanchuan, "癸未5"),
    ("稼穡", Engine, Omits, "己未1"),
    ("玄胎", Book, Slip, "己酉1 己未1"),
    ("玄胎", Engine, Omits, "辛未12 己亥4"),
    ("斬關", Book, ZhanGuanWithoutFirst, "乙丑10 丙寅2 丁卯10 戊辰1 戊辰2 戊辰7 戊辰8 己巳2 己巳4 己巳8 己巳10 庚午5"),
    ("斬關", Book, ZhanGuanWithoutFirst, "庚午9 庚午11 壬申5 壬申11 甲戌1 甲戌7 乙亥8 丙子2 丙子3 丙子9 丁丑4 戊寅2"),
    ("斬關", Book, ZhanGuanWithoutFirst, "戊寅8 己卯4 庚辰1 庚辰5 庚辰7 庚辰11 辛巳1 辛巳2 辛巳7 壬午3 壬午9 乙酉6"),
    ("斬關", Book, ZhanGuanWithoutFirst, "丙戌1 丙戌2 丙戌7 丙戌8 丁亥4 丁亥8 丁亥10 戊子2 戊子8 己丑4 己丑10 辛卯1"),
    ("斬關", Book, ZhanGuanWithoutFirst, "辛卯7 壬辰1 壬辰7 癸巳8 癸巳10 甲午3 丙申2 丙申5 丙申8 丙申11 丁酉6 丁酉10"),
    ("斬關", Book, ZhanGuanWithoutFirst, "丁酉12 戊戌1 戊戌2 戊戌7 戊戌8 己亥4 己亥8 己亥10 庚子3 庚子5 庚子11 辛丑1"),
    ("斬關", Book, ZhanGuanWithoutFirst, "辛丑4 辛丑7 辛丑10 壬寅2 壬寅8 癸卯6 癸卯10 甲辰1 甲辰7 乙巳7 丙午8 丙午9"),
    ("斬關", Book, ZhanGuanWithoutFirst, "丁未4 丁未10 戊申2 戊申5 戊申8 己酉4 己酉6 己酉10 己酉12 庚戌1 庚戌5 庚戌7"),
    ("斬關", Book, ZhanGuanWithoutFirst, "辛亥1 辛亥7 壬子8 壬子9 乙卯6 丙辰1 丙辰2 丙辰7 丙辰8 丁巳2 丁巳8 丁巳10"),
    ("斬關", Book, ZhanGuanWithoutFirst, "戊午2 戊午3 戊午8 己未4 己未10 庚申5 庚申11 辛酉1 辛酉6 辛酉7 辛酉12 壬戌1"),
    ("斬關", Book, ZhanGuanWithoutFirst, "壬戌7 癸亥4 癸亥8"),
    ("斬關", Book, Slip, "戊辰9 己巳1 丙辰9"),
    ("斬關", Engine, Omits, "壬寅11"),
    ("軒蓋", Book, GaoGai, "戊子7 丁酉10 丙午7 戊午7"),
    ("鑄印", Book, ZhuYinSiXu, "甲子8 丙寅8 丁卯6 甲戌8 戊寅8 甲申6 甲申8 庚寅8 甲午8 丙申6 庚子6 辛丑6"),
    ("鑄印", Book, ZhuYinSiXu, "甲寅8 庚申6 癸亥6"),
    ("斫輪", Book, ZhuoLunOnGeng, "庚寅6 庚戌6"),
    ("斫輪", Engine, Omits, "癸酉7 己卯7 乙酉7 丁酉7 辛丑8 癸卯7 己酉7 乙卯7"),
    ("亂首", Book, LuanShouForZhuiXu, "戊子8 辛卯6 己亥5"),
    ("亂首", Book, BaZhuanDay, "癸丑1"),
    ("亂首", Engine, Omits, "庚午3 戊寅10 己卯5 乙酉6 丁亥5 丁亥9 壬辰6"),
    ("贅婿", Book, ZhuiXuWithoutKe, "壬寅10 庚戌11 丁巳3"),
    ("贅婿", Engine, Omits, "乙丑10 甲戌9 壬午8 癸巳5 乙未4 丙申4 丁酉3 甲辰3"),
    ("贅婿", Engine, LuanShouForZhuiXu, "戊子8 辛卯6 己亥5"),
    ("九醜", Engine, Omits, "壬午6 壬午12 乙酉9 戊子3 戊子5 戊子12 己酉7 己酉9 壬子11 壬子12 乙卯3 乙卯4"),
    ("九醜", Engine, Omits, "戊午3 戊午5 辛酉9"),
    ("九醜", Engine, OwnSanchuan, "辛卯3"),
    ("獨足", Engine, DuZuOneGod, "己未7 庚申8"),
    ("帷薄不修", Engine, Omits, "甲寅4 己未10 己未11"),
    ("不備", Book, BuBeiBaZhuan, "丁未2 丁未3 癸丑11"),
    ("不備", Engine, Omits, "乙丑4 庚午11 甲午5 甲午9 乙未4 癸卯3 甲辰3 甲辰11 乙卯12 壬戌12"),
    ("度厄", Book, Slip, "壬午7 甲寅8"),
    ("度厄", Engine, RepeatCountedOnce, "己卯9 壬午8 乙酉8 丙戌8 戊子6 壬辰6 癸巳9 戊戌8 丁未6 丁未8 壬子12 癸丑9"),
    ("度厄", Engine, Omits, "戊子7 辛卯9 戊申7 壬戌8"),
    ("無祿", Book, Slip, "辛亥6"),
    ("無祿", Engine, Omits, "丙子6"),
    ("絕嗣", Engine, RepeatCountedOnce, "甲寅2 甲寅8 己未8 庚申6"),
    ("蕪淫", Book, WuYinOtherWay, "辛丑11"),
    ("六儀", Book, Slip, "丙子6 丙申10"),
    ("亨通", Book, Slip, "辛未3"),
    ("龍戰", Book, LongZhanMaoYou, "丁卯11 癸酉9 辛卯8 癸卯6"),
    ("閉口", Engine, Omits, "丁亥4 庚寅4 壬辰4 丙辰4 己未4"),
];

/// 局 n puts heaven (13 − n) mod 12 places on from earth: heaven over 子.
fn over_zi(ju: i64) -> Branch {
    Branch::Zi.wrapping_add((13 - ju).rem_euclid(12))
}

/// `甲子3` → ("甲子", 3).
fn lesson_key(s: &str) -> (String, i64) {
    let day: String = s.chars().take(2).collect();
    let ju: String = s.chars().skip(2).collect();
    (day, ju.parse().unwrap_or_else(|_| panic!("bad lesson {s}")))
}

fn label(day: &str, ju: i64) -> String {
    format!("{day}{ju}")
}

/// The book's labels: lesson → names.
fn book() -> BTreeMap<(String, i64), BTreeSet<String>> {
    let known: BTreeSet<&str> = COMPARED.iter().map(|c| c.0).collect();
    let mut out = BTreeMap::new();
    for line in LABELS.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 4, "line {line:?}");
        let ju: i64 = cols[1].parse().unwrap();
        assert_eq!(cols[2], over_zi(ju).hanzi(), "局 {ju} and 子上 in {line:?}");
        let names: BTreeSet<String> = cols[3].split_whitespace().map(str::to_string).collect();
        for n in &names {
            assert!(known.contains(n.as_str()), "{line:?}: {n} is not a compared name");
        }
        assert!(out.insert((cols[0].to_string(), ju), names).is_none(), "{line:?} twice");
    }
    out
}

#[test]
fn lesson_readings_agree_with_the_720_table() {
    let book = book();
    assert_eq!(book.len(), 720);
    let rules = TransmissionRules {
        shehai: SheHaiRule::MengZhongJi,
        duplicate_lessons: DuplicateLessons::Keep,
        ..TransmissionRules::default()
    };
    // Every lesson in cycle order: 60 days × 局 1–12.
    let mut day: GanZhi = "甲子".parse().unwrap();
    let mut engine: BTreeMap<(String, i64), BTreeSet<String>> = BTreeMap::new();
    let mut cast: BTreeMap<(String, i64), (GanZhi, Plate, Transmissions)> = BTreeMap::new();
    for _ in 0..60 {
        for ju in 1..=12 {
            let key = (day.to_string(), ju);
            assert!(book.contains_key(&key), "{key:?} missing from the labels");
            let plate = Plate::with_over_zi(over_zi(ju));
            let t = transmissions(day, plate, rules);
            engine.insert(key.clone(), lesson_readings(day, plate, &t).into_iter().map(|r| r.id.to_string()).collect());
            cast.insert(key, (day, plate, t));
        }
        day = day.wrapping_add(1);
    }
    let printed = printed_sanchuan();
    let one_side = one_side();

    let mut known: BTreeMap<(&str, Side), BTreeMap<String, Why>> = BTreeMap::new();
    for &(name, side, why, lessons) in KNOWN {
        assert!(COMPARED.iter().any(|c| c.0 == name), "KNOWN names {name}, which is not compared");
        for l in lessons.split_whitespace() {
            let (d, j) = lesson_key(l);
            let prev = known.entry((name, side)).or_default().insert(label(&d, j), why);
            assert!(prev.is_none(), "{name} {side:?} {l} listed twice");
        }
    }

    let mut failures = Vec::new();
    println!("name      both  book-only  engine-only  mode");
    for &(name, ids, mode) in COMPARED {
        let (mut both, mut book_only, mut engine_only) = (0, BTreeSet::new(), BTreeSet::new());
        for (key, labels) in &book {
            let b = labels.contains(name);
            let e = engine[key].iter().any(|id| ids.contains(&id.as_str()));
            match (b, e) {
                (true, true) => both += 1,
                (true, false) => {
                    book_only.insert(label(&key.0, key.1));
                }
                (false, true) => {
                    engine_only.insert(label(&key.0, key.1));
                }
                (false, false) => {}
            }
        }
        println!("{name}\t{both}\t{}\t{}\t{mode:?}", book_only.len(), engine_only.len());
        let mut check = |side: Side, found: &BTreeSet<String>| {
            let listed: BTreeSet<String> =
                known.get(&(name, side)).map(|m| m.keys().cloned().collect()).unwrap_or_default();
            for l in found.difference(&listed) {
                failures.push(format!("{name}: new {side:?}-only difference at {l}"));
            }
            for l in listed.difference(found) {
                failures.push(format!("{name}: listed {side:?}-only difference at {l} no longer differs"));
            }
            for (l, &why) in known.get(&(name, side)).into_iter().flatten() {
                let key = lesson_key(l);
                let (day, plate, t) = &cast[&key];
                let lesson = Lesson {
                    day: *day,
                    plate: *plate,
                    four: FourLessons::new(*day, *plate),
                    t,
                    printed: printed[&key],
                };
                if !holds(why, name, side, &lesson) {
                    failures.push(format!("{name}: {l} listed as {why:?}, which does not hold for it"));
                }
            }
        };
        match mode {
            Both => {
                check(Book, &book_only);
                check(Engine, &engine_only);
            }
            BookInEngine | EngineInBook => {
                let (listed_side, other) =
                    if matches!(mode, BookInEngine) { ("engine", &engine_only) } else { ("book", &book_only) };
                check(
                    if matches!(mode, BookInEngine) { Book } else { Engine },
                    if matches!(mode, BookInEngine) { &book_only } else { &engine_only },
                );
                match one_side.get(name) {
                    Some((side, listed)) if side == listed_side => {
                        for l in other.difference(listed) {
                            failures.push(format!(
                                "{name}: new {listed_side}-only lesson {l} (not in keti720_one_side.tsv)"
                            ));
                        }
                        for l in listed.difference(other) {
                            failures.push(format!(
                                "{name}: {l} is listed {listed_side}-only in keti720_one_side.tsv and is not"
                            ));
                        }
                    }
                    _ => failures.push(format!("{name}: no {listed_side} line in keti720_one_side.tsv")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} differences from the 720 table:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_engine_finds_three_of_the_books_four_zhuolun_on_xin_days() {
    // 斫輪 訂訛 (頁314) 「卯加庚辛申酉發用」: on a 辛 day 卯 over 戌 is 卯加辛 (辛寄戌). 局 8 puts
    // 卯 over 戌; the book labels 斲輪 on 辛巳8, 辛卯8, 辛亥8 (and not on 辛丑8).
    let rules = TransmissionRules::default();
    for day in ["辛巳", "辛卯", "辛亥", "辛丑"] {
        let day: GanZhi = day.parse().unwrap();
        let plate = Plate::with_over_zi(over_zi(8));
        let t = transmissions(day, plate, rules);
        assert_eq!(t.branches[0], Branch::Mao, "{day}");
        let found = lesson_readings(day, plate, &t);
        let f = found.iter().find(|r| r.id == "zhuolun").unwrap_or_else(|| panic!("{day}: no 斫輪"));
        let facts: Vec<&str> = f.facts.iter().map(|x| x.text.as_ref()).collect();
        assert_eq!(facts, ["太沖卯加辛（寄戌）發用"], "{day}");
    }
}
