//! Every passage the readings quote stands on its line of the seed text
//! (`002_65f2bd96db15aa00.txt`, as printed), every heading is a heading there, every
//! table row is its line; and over thousands of charts nothing panics and the
//! readings keep their shape (variants side by side, both hands for 子 and 午).

mod divination_support;

use divination_support::{guaiyi, problems, shefu, Judgement, SEED};
use liuren_core::calendar::Moment;
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent, Sex};
use liuren_core::cycle::{Branch, Polarity};
use liuren_core::divination::things::{BRANCH_TABLES, GANZHI_IMAGES, GENERAL_THINGS, GENERAL_THINGS_LINE};
use liuren_core::divination::{readings_of, shefu as sf, GuaiyiKind, Passage, Topic, Travel};

fn line(n: u32) -> &'static str {
    static LINES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    let lines = LINES.get_or_init(|| SEED.lines().collect());
    lines.get(n as usize - 1).unwrap_or_else(|| panic!("line {n} is past the end"))
}

fn on_its_line(p: Passage) -> bool {
    line(p.line).contains(p.text)
}

#[test]
fn the_seed_is_the_one_quoted() {
    assert_eq!(line(1), "射覆占");
    assert_eq!(line(465), "怪异占");
    assert!(line(533).starts_with("月厌正起戌逆十二"));
}

#[test]
fn every_passage_stands_on_its_line() {
    let all = sf::text::PASSAGES.iter().chain(liuren_core::divination::guaiyi::text::PASSAGES);
    let mut n = 0;
    for p in all {
        assert!(on_its_line(*p), "line {}: 「{}」 is not on it: {}", p.line, p.text, line(p.line));
        n += 1;
    }
    assert!(n > 150, "{n}");
}

#[test]
fn every_heading_is_a_heading_of_the_text() {
    let heads = sf::topics::ALL.iter().chain(liuren_core::divination::guaiyi::topics::ALL.iter());
    for h in heads {
        assert!(SEED.lines().any(|l| l == *h || l.starts_with(&format!("{h} "))), "{h} is not a heading");
    }
}

#[test]
fn every_table_row_is_its_line() {
    for row in GANZHI_IMAGES {
        assert_eq!(line(row.line), row.text);
    }
    for table in BRANCH_TABLES {
        assert_eq!(line(table.line).trim_end_matches('：'), table.name);
        for row in table.rows {
            assert_eq!(line(row.line), row.text, "{}", table.name);
        }
    }
    assert_eq!(line(GENERAL_THINGS_LINE), "十二天官所主物形物类");
    for row in GENERAL_THINGS {
        assert_eq!(line(row.line), row.text);
    }
}

/// 60 days from 2026-01-01 and 60 from 2026-07-01 (winter and summer months),
/// every 月將 over every 占時: 17,280 charts; every other one with a querent.
fn charts() -> impl Iterator<Item = Chart> {
    let starts: [Moment; 2] =
        ["2026-01-01T12:00:00+08:00".parse().unwrap(), "2026-07-01T12:00:00+08:00".parse().unwrap()];
    starts.into_iter().flat_map(|start| {
        (0..60).flat_map(move |d| {
            let moment = Moment { unix: start.unix + d * 86_400, offset_minutes: 480 };
            Branch::ALL.into_iter().flat_map(move |g| {
                Branch::ALL.into_iter().map(move |h| {
                    let querent = ((d + g.since(Branch::Zi) as i64) % 2 == 0).then_some(Querent {
                        birth_year: 1950 + d as i32,
                        sex: if d % 3 == 0 { Sex::Female } else { Sex::Male },
                    });
                    let input =
                        CastInput { month_general: Some(g), hour_branch: Some(h), querent, ..CastInput::at(moment) };
                    cast(&input, &ChartOptions::default()).expect("casts")
                })
            })
        })
    })
}

fn known(p: Passage) -> bool {
    sf::text::PASSAGES.contains(&p)
        || liuren_core::divination::guaiyi::text::PASSAGES.contains(&p)
        || GANZHI_IMAGES.iter().any(|r| r.line == p.line && r.text == p.text)
}

fn count(js: &[Judgement], p: Passage) -> usize {
    js.iter().filter(|j| j.passage == p).count()
}

#[test]
fn nothing_panics_and_every_reading_keeps_its_shape() {
    use liuren_core::divination::shefu::{text as sp, variants as sv};
    let mut charts_seen = 0;
    for c in charts() {
        charts_seen += 1;
        let r = shefu(&c);
        let js = &r.judgements;
        for j in js {
            assert!(known(j.passage), "{j}");
            assert!(on_its_line(j.passage), "{j}");
            assert!(!j.verdict.is_empty() && !j.facts.is_empty(), "{j}");
            assert!(liuren_core::divination::shefu::topics::ALL.contains(&j.topic), "{}", j.topic);
        }
        // Always there, once: 總論's choice, 覆仰器, the three 孟仲季, the colour readings.
        for p in [sp::ZONGLUN, sp::VESSEL, sp::RANK_139, sp::RANK_141, sp::RANK_143, sp::YINYANG, sp::AGE] {
            assert_eq!(count(js, p), 1, "{}", p.text);
        }
        for p in
            [sp::COLOUR_ZAZHAI, sp::COLOUR_POLARITY, sp::COLOUR_QI, sp::NUMBER_SUM, sp::NUMBER_PRODUCT, sp::MANY_209]
        {
            assert_eq!(count(js, p), 1, "{}", p.text);
        }
        // 四位 (153, 157, 227): the positions, and the 用爻 in both readings, once each;
        // 旺爻 (225) or none (223), and 231 exactly when there is a 旺爻.
        for p in [sp::SIWEI, sp::SIWEI_STRONGEST, sp::SHEN_YINSHEN] {
            assert_eq!(count(js, p), 1, "{}", p.text);
        }
        let five = [sp::USE_ONE_YANG, sp::USE_ONE_YIN, sp::USE_EVEN, sp::USE_PURE_YIN, sp::USE_PURE_YANG];
        assert_eq!(five.iter().map(|&p| count(js, p)).sum::<usize>(), 1);
        assert_eq!(count(js, sp::WANG_YAO) + count(js, sp::WANG_YAO_ORDER), 1);
        assert_eq!(count(js, sp::USE_AND_WANG), count(js, sp::WANG_YAO_ORDER));
        // 43 「干支入三傳者皆是」 and 261 read the same condition.
        assert_eq!(count(js, sp::LIANRU_HEHE), count(js, sp::BIAOLI));
        // 「姑兩存之」: every shape reading in both, 新舊 and 死活 in both.
        let shapes: Vec<_> = js.iter().filter(|j| j.passage == sp::SHAPE_SONG).map(|j| j.variant).collect();
        assert_eq!(shapes, [Some(sv::ZONGLUN), Some(sv::ZAZHAI_USE)]);
        let n: Vec<_> = js.iter().filter(|j| j.passage == sp::NEW_OLD).map(|j| j.variant).collect();
        assert_eq!(n, [Some(sv::ZONGLUN_WITH_USE), Some(sv::ZAZHAI_UPPERS)]);
        let life = js.iter().filter(|j| [sp::ALIVE, sp::DEAD, sp::LIFE_WHERE].contains(&j.passage)).count();
        assert_eq!(life, 2);
        // 左右手 (329): two readings exactly when 發用 stands on 子 or 午.
        let at = c.plate.earth_under(c.transmissions.branches[0]);
        let hands: Vec<_> = js.iter().filter(|j| j.passage == sp::HAND).collect();
        if at == Branch::Zi || at == Branch::Wu {
            assert_eq!(
                hands.iter().map(|j| j.variant).collect::<Vec<_>>(),
                [Some(sv::HAND_LEFT), Some(sv::HAND_RIGHT)]
            );
        } else {
            assert_eq!(hands.len(), 1);
            let left = at < Branch::Wu;
            assert_eq!(hands[0].verdict.contains("左手"), left, "{at}");
        }
        // 覆仰器 (333): by the earth branch under 辰.
        let v = &js.iter().find(|j| j.passage == sp::VESSEL).unwrap().verdict;
        assert_eq!(v.contains("覆器"), c.plate.earth_under(Branch::Chen).polarity() == Polarity::Yang);
        // Candidates: ranked, each score its support.
        assert!(!r.candidates.is_empty());
        assert!(r.candidates.windows(2).all(|w| w[0].score >= w[1].score));
        assert!(r.candidates.iter().all(|k| k.score as usize == k.support.len()));

        // Ids: one rule each, stable (no counters); every place a fact names, with its branch.
        let mut wrong = problems(&c, &readings_of(&c, Topic::Shefu));
        wrong.extend(problems(&c, &readings_of(&c, Topic::Guaiyi(None))));
        assert!(wrong.is_empty(), "{}: {wrong:#?}", c.day());

        let g = guaiyi(&c, None);
        for j in &g {
            assert!(known(j.passage) && on_its_line(j.passage), "{j}");
            assert!(liuren_core::divination::guaiyi::topics::ALL.contains(&j.topic), "{}", j.topic);
        }
        let gp = liuren_core::divination::guaiyi::text::SNAKE_IN_LESSONS;
        assert_eq!(count(&g, gp), 1);
        assert_eq!(count(&g, liuren_core::divination::guaiyi::text::FATE_XUNYUAN), usize::from(c.fate.is_some()));
        // Every kind with places given.
        let h = c.hour_branch;
        for k in [
            GuaiyiKind::LuoXing { at: Some(h), travel: Some(Travel::NorthToSouth) },
            GuaiyiKind::LeiZhen { at: Some(h) },
            GuaiyiKind::BaoFeng { from: Some(h), stopped: Some(h.next()) },
            GuaiyiKind::NiaoGuaiMing { at: Some(h) },
        ] {
            for j in guaiyi(&c, Some(k)) {
                assert!(known(j.passage) && on_its_line(j.passage), "{j}");
            }
            let wrong = problems(&c, &readings_of(&c, Topic::Guaiyi(Some(k))));
            assert!(wrong.is_empty(), "{k}: {wrong:#?}");
        }
    }
    assert_eq!(charts_seen, 17_280);
}

#[test]
fn judgements_serialise_with_their_passage_and_line() {
    let c = charts().nth(13).unwrap();
    let rs = liuren_core::divination::readings_of(&c, liuren_core::divination::Topic::Shefu);
    let v = serde_json::to_value(&rs).unwrap();
    let first = &v[0];
    for key in ["kind", "verdict", "passages", "facts", "variant"] {
        assert!(first.get(key).is_some(), "{key}: {first}");
    }
    assert_eq!(first["kind"], "总论");
    assert_eq!(first["passages"][0]["line"], 9);
    let vessel = v.as_array().unwrap().iter().find(|j| j["passages"][0]["line"] == 333).unwrap();
    assert!(vessel["facts"][0]["text"].as_str().unwrap().starts_with("天罡辰加"));
    let r = serde_json::to_value(liuren_core::divination::shefu(&c)).unwrap();
    assert!(r["candidates"][0]["thing"].is_string() && r["candidates"][0]["support"].is_array());
}
