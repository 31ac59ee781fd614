//! The seed text's other tables (分野, 星宿, 德合立成, 數目, 顏色) against its lines
//! and against the rules it states, and the corrected reading itself.

use liuren_core::cycle::{Branch, Element, SeasonRank, Stem};
use liuren_core::generals::General;
use liuren_core::relations::{LifeStage, Vitality};
use liuren_core::shensha::colours::{
    self, Hue, ANCIENT_BRANCH_COLOURS, ANCIENT_STEM_COLOURS, BRANCH_COLOURS, STEM_COLOURS,
};
use liuren_core::shensha::dehe::{self, de_he};
use liuren_core::shensha::errata::{corrected, CONVERSIONS, SLIPS};
use liuren_core::shensha::fenye::{fenye, FENYE, FOREIGN_STARS};
use liuren_core::shensha::numbers::{self, branch_number, general_number, stem_number, weighted};
use liuren_core::shensha::rules;
use liuren_core::shensha::tables::day_stem;
use liuren_core::shensha::xingxiu::{by_palace, Mansion, XINGXIU};
use liuren_core::shensha::Values;

const SEED: &str = include_str!("../texts/000_aca81fbd294816a3.txt");

fn line(n: u32) -> String {
    corrected(SEED.lines().nth(n as usize - 1).expect("the line exists"))
}

/// A small number in hanzi as the text writes degrees and star counts (初 for 0).
fn numeral(n: u8) -> String {
    const DIGITS: [&str; 10] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
    match n {
        0 => "初".into(),
        1..=9 => DIGITS[n as usize].into(),
        10 => "十".into(),
        11..=19 => format!("十{}", DIGITS[n as usize - 10]),
        _ => format!("{}十{}", DIGITS[n as usize / 10], DIGITS[n as usize % 10]),
    }
}

// ---- 勘誤 ------------------------------------------------------------------------

#[test]
fn the_corrected_reading_leaves_no_conversion_artifact() {
    let text = corrected(SEED);
    for bad in ["醜", "乾", "幹", "鬥", "神後", "鹹池", "元武", "余仿此", "今雲", "並雲", "天怪;", "雨師;", "日馬;"]
    {
        assert!(!text.contains(bad), "{bad} is left");
    }
    // Every substitution is used, and the text keeps its length in lines.
    for (from, _) in CONVERSIONS.iter().chain(SLIPS.iter()) {
        assert!(SEED.contains(from), "{from} is not in the text");
    }
    assert_eq!(text.lines().count(), SEED.lines().count());
    // 雲南 (a province) and 雲雨星 stay.
    assert!(text.contains("雲南") && text.contains("雲雨星"));
}

// ---- 分野 ------------------------------------------------------------------------

#[test]
fn fenye_reads_as_printed() {
    for f in &FENYE {
        let l = line(f.line);
        assert!(l.starts_with(f.palace.hanzi()), "line {}", f.line);
        let from = if f.palace == Branch::Wu {
            "自柳十三".to_string() // the printed slip, read 柳三 (DIFFERENCE in fenye.rs)
        } else {
            format!("自{}{}", f.from.mansion, numeral(f.from.degree))
        };
        for part in
            [from, format!("至{}{}", f.to.mansion, numeral(f.to.degree)), format!("古{}", f.ancient), f.modern.into()]
        {
            assert!(l.contains(&part), "line {}: {part} not in {l}", f.line);
        }
    }
    for (i, f) in FENYE.iter().enumerate() {
        assert_eq!(f.palace, Branch::ALL[i]);
        assert_eq!(fenye(f.palace), f);
    }
}

#[test]
fn fenye_covers_the_sky_without_gap() {
    // Each palace begins one degree after the one before it (in the sky's order 子 亥
    // 戌 …) ends — the rule that shows 「午自柳十三」 should be 柳三.
    for p in Branch::ALL {
        let this = fenye(p);
        let next = fenye(p.previous());
        assert_eq!(next.from.mansion, this.to.mansion, "{p} → {}", p.previous());
        assert_eq!(next.from.degree, this.to.degree + 1, "{p} → {}", p.previous());
    }
}

#[test]
fn foreign_stars_read_as_printed() {
    for s in &FOREIGN_STARS {
        let l = line(s.line);
        for part in [format!("{}宮", s.palace), format!("{}宿", s.mansion), s.star.into(), s.peoples.into()] {
            assert!(l.contains(&part), "line {}: {part}", s.line);
        }
        assert!(XINGXIU.iter().any(|x| x.mansion == s.mansion && x.palace == s.palace));
    }
}

// ---- 星宿 ------------------------------------------------------------------------

#[test]
fn mansions_read_as_printed() {
    for x in &XINGXIU {
        let l = line(x.line);
        let head = format!("{}{}星", x.mansion.full_name(), numeral(x.stars));
        assert!(l.replace('，', "").starts_with(&head), "line {}: {head} vs {l}", x.line);
        assert!(l.contains(x.verdict()));
        assert!(l.ends_with(x.meaning), "line {}", x.line);
    }
}

#[test]
fn mansions_run_in_order_through_the_palaces() {
    // Listed 亥 戌 酉 … 子, the mansions come in their own order from 室: the sky runs
    // backwards through the branches.
    let listed: Vec<Mansion> = XINGXIU.iter().map(|x| x.mansion).collect();
    let start = Mansion::Encampment.index();
    let expected: Vec<Mansion> = (0..28).map(|i| Mansion::ALL[(start + i) % 28]).collect();
    assert_eq!(listed, expected);
    let palaces: Vec<Branch> = XINGXIU.iter().map(|x| x.palace).collect();
    assert!(palaces.windows(2).all(|w| w[1] == w[0] || w[1] == w[0].previous()));
    // The seven luminaries 木金土日月火水 repeat from 角.
    for m in Mansion::ALL {
        assert_eq!(m.luminary(), ["木", "金", "土", "日", "月", "火", "水"][m.index() % 7], "{m}");
    }
    assert_eq!(by_palace(Branch::Zi).count(), 3);
    assert_eq!(by_palace(Branch::Hai).count(), 2);
}

#[test]
fn each_mansion_lies_in_its_palaces_fenye() {
    for x in &XINGXIU {
        let f = fenye(x.palace);
        let from = f.from.mansion.index();
        let span = (f.to.mansion.index() + 28 - from) % 28;
        let at = (x.mansion.index() + 28 - from) % 28;
        assert!(at <= span, "{} under {} is outside {}–{}", x.mansion, x.palace, f.from.mansion, f.to.mansion);
    }
}

// ---- 德合立成 --------------------------------------------------------------------

#[test]
fn dehe_reads_as_printed() {
    let row = |b: &[Branch]| b.iter().map(|x| x.hanzi()).collect::<Vec<_>>().join(" ");
    assert_eq!(line(dehe::LINES[0]), format!("日德：{}", row(&dehe::VIRTUE)));
    assert_eq!(line(dehe::LINES[1]), format!("五合：{}", row(&dehe::FIVE_HARMONY)));
    assert_eq!(line(dehe::LINES[2]), format!("六合：{}", row(&dehe::SIX_HARMONY)));
    let first: Vec<Branch> = dehe::TRIAD.iter().map(|p| p[0]).collect();
    let second: Vec<Branch> = dehe::TRIAD.iter().map(|p| p[1]).collect();
    assert_eq!(line(dehe::LINES[3]), row(&first));
    assert_eq!(line(dehe::LINES[4]), format!("三合：{}", row(&second)));
}

#[test]
fn dehe_follows_the_rules() {
    let Values::Branches(ri_de) = day_stem::RI_DE.values else { panic!() };
    let Values::Branches(wu_he) = day_stem::WU_HE.values else { panic!() };
    for s in Stem::ALL {
        let d = de_he(s);
        assert_eq!(d.virtue, rules::day_virtue(s), "{s}");
        assert_eq!(d.five_harmony, rules::five_harmony(s), "{s}");
        // 「乃與乾寄之宮六合耳」 (501), 「乃與乾寄之宮成三合耳」 (513).
        assert_eq!(d.six_harmony, s.lodge().six_harmony(), "{s}");
        let others: Vec<Branch> = s.lodge().triad().into_iter().filter(|&b| b != s.lodge()).collect();
        assert_eq!(d.triad.to_vec(), others, "{s}");
        // The same rows as the 日干星煞 table.
        assert_eq!(d.virtue, ri_de[s.since(Stem::Jia)]);
        assert_eq!(d.five_harmony, wu_he[s.since(Stem::Jia)]);
    }
}

#[test]
fn the_texts_lists_of_coinciding_harmonies() {
    // 「五合有與三合併者，如乙日申……丁日亥……戊日丑……庚日辰……壬日未……癸日巳」 (527).
    let five_in_triad: Vec<Stem> =
        Stem::ALL.into_iter().filter(|&s| s.lodge().triad().contains(&de_he(s).five_harmony)).collect();
    assert_eq!(five_in_triad, [Stem::Yi, Stem::Ding, Stem::Wu, Stem::Geng, Stem::Ren, Stem::Gui]);
    // 「三合有與日德並者，如甲日……乙日……丙日……丁日……戊日……庚日……壬日……癸日」 (531).
    let virtue_in_triad: Vec<Stem> =
        Stem::ALL.into_iter().filter(|&s| s.lodge().triad().contains(&de_he(s).virtue)).collect();
    assert_eq!(
        virtue_in_triad,
        [Stem::Jia, Stem::Yi, Stem::Bing, Stem::Ding, Stem::Wu, Stem::Geng, Stem::Ren, Stem::Gui]
    );
    // 「五合有與日德並者，如乙日申、丁日亥、己日寅、癸日巳」 (529) names four; the tables
    // give a fifth, 辛日巳 (德 「辛合丙德在巳」, 合 「辛與丙合，丙居巳」): the list omits it.
    let virtue_is_five: Vec<Stem> =
        Stem::ALL.into_iter().filter(|&s| de_he(s).virtue == de_he(s).five_harmony).collect();
    assert_eq!(virtue_is_five, [Stem::Yi, Stem::Ding, Stem::Ji, Stem::Xin, Stem::Gui]);
}

// ---- 數目 ------------------------------------------------------------------------

#[test]
fn numbers_read_as_printed() {
    let l = line(numbers::LINE);
    let elements: String = numbers::ELEMENT_NUMBERS
        .iter()
        .map(|(e, n)| format!("{}{}", e.hanzi(), numeral(*n)))
        .collect::<Vec<_>>()
        .join("、");
    assert!(l.contains(&format!("{elements}，此五行本數")));
    let ganzhi: String = numbers::GANZHI_NUMBERS
        .iter()
        .map(|g| {
            let s: String = g.stems.iter().map(|x| x.hanzi()).chain(g.branches.iter().map(|x| x.hanzi())).collect();
            format!("{s}{}", numeral(g.number))
        })
        .collect::<Vec<_>>()
        .join("，");
    assert!(l.contains(&format!("{ganzhi}，此干支本數")), "{ganzhi}");
    let generals: String = numbers::GENERAL_NUMBERS
        .iter()
        .map(|([a, b], n)| format!("{}、{}{}", a.hanzi(), b.hanzi(), numeral(*n)))
        .collect::<Vec<_>>()
        .join("，");
    assert!(l.contains(&format!("{generals}，此天將本數")), "{generals}");
}

#[test]
fn numbers_follow_their_patterns() {
    // 干支本數: the pairs 子午 丑未 … count down from 9; the stems 甲己 乙庚 … likewise.
    for b in Branch::ALL {
        assert_eq!(branch_number(b), 9 - (b.since(Branch::Zi) % 6) as u8, "{b}");
    }
    for s in Stem::ALL {
        assert_eq!(stem_number(s), 9 - s.harmony_first().since(Stem::Jia) as u8, "{s}");
    }
    // 天將本數 is the number of the general's home branch (天后 子 9, 朱雀 午 9 …).
    for g in General::ALL {
        assert_eq!(general_number(g), branch_number(g.home()), "{}", g.hanzi());
    }
    assert_eq!(numbers::element_number(Element::Earth), 5);
}

#[test]
fn the_worked_examples_of_line_639_and_641() {
    // 七月 (申, autumn: 金) 壬戌日, 巳加壬: 巳數四, 休氣減半, 壬數六, 相乘 → 一百二十兩;
    // 遁丁數六, 減半, × 壬六 → 一百八十兩.
    let autumn = Element::Metal;
    let si = weighted(f64::from(branch_number(Branch::Si)), Vitality::of(Element::Fire, autumn));
    assert_eq!(si * f64::from(stem_number(Stem::Ren)) * 10.0, 120.0);
    let ding = weighted(f64::from(stem_number(Stem::Ding)), Vitality::of(Element::Fire, autumn));
    assert_eq!(ding * f64::from(stem_number(Stem::Ren)) * 10.0, 180.0);
    // 九月 (戌, earth in command): 辰數五, 極旺, 加倍 → 一千兩; 乘勾陳, 勾數五, 相併 → 一千五百兩.
    let chen = weighted(f64::from(branch_number(Branch::Chen)), Vitality::of(Element::Earth, Branch::Xu.element()));
    assert_eq!(chen * 100.0, 1000.0);
    assert_eq!((chen + f64::from(general_number(General::Gouchen))) * 100.0, 1500.0);
    // 四月 (巳, fire): 子數九 × 亥數四 = 三千六百里, 衰氣減半 → 一千八百里.
    let product = f64::from(branch_number(Branch::Zi) * branch_number(Branch::Hai)) * 100.0;
    assert_eq!(product, 3600.0);
    assert_eq!(weighted(product, Vitality::of(Element::Water, Element::Fire)), 1800.0);
}

// ---- 顏色 ------------------------------------------------------------------------

#[test]
fn colours_read_as_printed() {
    let old = line(649);
    let stems: String = ANCIENT_STEM_COLOURS.iter().map(|(s, c)| format!("{s}{c}")).collect::<Vec<_>>().join("，");
    assert!(old.contains(&stems), "{stems}");
    let branches: String = ANCIENT_BRANCH_COLOURS
        .iter()
        .map(|(bs, c)| format!("{}{c}", bs.iter().map(|b| b.hanzi()).collect::<String>()))
        .collect::<Vec<_>>()
        .join("，");
    assert!(old.contains(&branches), "{branches}");
    for c in STEM_COLOURS.iter().map(|(_, c)| c).chain(BRANCH_COLOURS.iter().map(|(_, c)| c)) {
        assert!(line(c.line).contains(c.words), "{}", c.words);
    }
    for b in Branch::ALL {
        assert!(!colours::ancient_branch_colour(b).is_empty());
    }
}

#[test]
fn colours_follow_the_texts_reasons() {
    for s in Stem::ALL {
        let c = colours::stem_colour(s);
        // 本: the element's colour; a 陰干 is tinged by the stem it combines with.
        assert_eq!(c.main, Hue::of(s.element()), "{s}");
        let want: Vec<Hue> = if s.is_yang() { vec![] } else { vec![Hue::of(s.combines_with().element())] };
        assert_eq!(c.mixed, &want[..], "{s}");
        assert!(colours::ancient_stem_colour(s).chars().count() == 1);
    }
    for b in Branch::ALL {
        let c = colours::branch_colour(b);
        assert_eq!(c.main, Hue::of(b.element()), "{b}");
        // A 孟 takes the colours of what is born there, a 季 of what is buried there
        // (四長生, line 377), leaving out its own element; a 仲 is pure.
        let stage = match b.rank() {
            SeasonRank::Meng => Some(LifeStage::Birth),
            SeasonRank::Ji => Some(LifeStage::Tomb),
            SeasonRank::Zhong => None,
        };
        let want: Vec<Hue> = match stage {
            None => vec![],
            Some(st) => Element::ALL
                .into_iter()
                .filter(|&e| e != b.element() && LifeStage::of_element(e, b) == st)
                .map(Hue::of)
                .collect(),
        };
        let mut got = c.mixed.to_vec();
        let mut want = want;
        got.sort_by_key(|h| h.hanzi());
        want.sort_by_key(|h| h.hanzi());
        assert_eq!(got, want, "{b}");
    }
}
