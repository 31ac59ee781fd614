//! What each 課體 fact is about: checked by hand on book charts, and over every
//! lesson and the 2,000 fixed charts, that each place a fact names holds one of
//! the branches it names (its `about` is built from the values the rule used,
//! and must agree with the chart).

mod fired_support;

use liuren_core::chart::cast;
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::keti::{self, lesson_readings};
use liuren_core::lessons::FourLessons;
use liuren_core::plate::Plate;
use liuren_core::reading::{About, Fact, Place, Reading};
use liuren_core::transmissions::{transmissions, TransmissionRules};
use liuren_core::view::ChartView;

use Branch as B;

fn about(s: &str) -> Vec<String> {
    s.split(' ').map(str::to_string).collect()
}

fn said(f: &Fact) -> Vec<String> {
    f.about.iter().map(|a| a.hanzi().to_string()).collect()
}

fn lesson(day: &str, general: Branch, hour: Branch) -> Vec<Reading> {
    let day: GanZhi = day.parse().unwrap();
    let plate = Plate::new(general, hour);
    lesson_readings(day, plate, &transmissions(day, plate, TransmissionRules::default()))
}

fn fact<'a>(rs: &'a [Reading], id: &str, n: usize) -> &'a Fact {
    let r = rs.iter().find(|r| r.id == id).unwrap_or_else(|| panic!("{id} should fire"));
    &r.facts[n]
}

/// 甲子日 丑加子 (丑將子時): 辰巳午 重審 and 進茹 — the 連茹 fact is about the
/// three transmissions and their places, not 干陰 where 辰 also stands.
#[test]
fn jin_ru_is_about_the_three_transmissions() {
    let rs = lesson("甲子", B::Chou, B::Zi);
    let f = fact(&rs, "jinru", 0);
    assert_eq!(f.text, "三傳 辰巳午 連茹（進）");
    assert_eq!(said(f), about("辰 巳 午 初傳 中傳 末傳"));
    assert_eq!(said(fact(&rs, "chongshen", 0)), about("辰 巳 午 初傳 中傳 末傳"));
}

/// 和美, the 正文's example 壬午日 巳時丑將 (第七冊 和美課 頁330): 干上未 with 日支午,
/// 支上寅 with 日干壬 (寄亥).
#[test]
fn he_mei_is_about_the_uppers_and_the_day() {
    let rs = lesson("壬午", B::Chou, B::Si);
    let f = fact(&rs, "hemei", 0);
    assert_eq!(f.text, "干上未與日支午六合：互合");
    assert_eq!(said(f), about("未 干上 午 日支"));
    let f = fact(&rs, "hemei", 1);
    assert_eq!(f.text, "支上寅與日干亥六合：互合");
    assert_eq!(said(f), about("寅 支上 壬 日干"));
}

/// 解離 (《畢法》), its case 甲子日 干上午: 甲 克 支上, 子 克 干上午.
#[test]
fn jie_li_is_about_the_stem_the_branch_and_their_uppers() {
    // 午 over 寅 (甲's palace): 午將寅時; 支上 is then 申 (金, 甲木 does not 克) — so
    // take the plate the rule needs: 子 克 干上午, 甲 克 支上 (土).
    let day: GanZhi = "甲子".parse().unwrap();
    for over_zi in Branch::ALL {
        let plate = Plate::with_over_zi(over_zi);
        let t = transmissions(day, plate, TransmissionRules::default());
        let rs = lesson_readings(day, plate, &t);
        let Some(r) = rs.iter().find(|r| r.id == "jieli-bifa") else { continue };
        let four = FourLessons::new(day, plate);
        let (su, zu) = (four.stem_upper(), four.branch_upper());
        assert_eq!(
            r.facts[0].about,
            [About::Stem(day.stem()), About::Place(Place::DayStem), zu.into(), Place::ZhiShang.into()]
        );
        assert_eq!(r.facts[1].about, [B::Zi.into(), Place::DayBranch.into(), su.into(), Place::GanShang.into()]);
        return;
    }
    panic!("解離 fires on some 甲子 plate");
}

/// Whether every place `f` names holds a branch it names (日干 may be named by its stem).
fn places_hold(f: &Fact, at: impl Fn(Place) -> Option<Branch>, stem: liuren_core::cycle::Stem) -> Result<(), String> {
    for a in &f.about {
        let About::Place(p) = *a else { continue };
        if p == Place::DayStem && f.concerns(About::Stem(stem)) {
            continue;
        }
        let b = at(p).ok_or_else(|| format!("{} names {} but the chart has none", f.text, p.hanzi()))?;
        if !f.concerns(About::Branch(b)) {
            return Err(format!("{}: {} holds {b}, not named in {:?}", f.text, p.hanzi(), f.about));
        }
    }
    Ok(())
}

/// Over the 8,640 lessons (60 days × 12 月將 × 12 hours): every fact names
/// something, and every place it names holds a branch it names.
#[test]
fn every_lesson_fact_names_what_stands_there() {
    let mut n = 0;
    for day in GanZhi::ALL {
        for general in Branch::ALL {
            for hour in Branch::ALL {
                let plate = Plate::new(general, hour);
                let t = transmissions(day, plate, TransmissionRules::default());
                let four = FourLessons::new(day, plate);
                let u = four.0.map(|l| l.upper);
                let at = |p: Place| {
                    Some(match p {
                        Place::DayStem => day.stem().lodge(),
                        Place::DayBranch => day.branch(),
                        Place::GanShang => u[0],
                        Place::GanYin => u[1],
                        Place::ZhiShang => u[2],
                        Place::ZhiYin => u[3],
                        Place::Chu => t.branches[0],
                        Place::Zhong => t.branches[1],
                        Place::Mo => t.branches[2],
                        _ => return None,
                    })
                };
                for r in lesson_readings(day, plate, &t) {
                    for f in &r.facts {
                        assert!(!f.about.is_empty(), "{day} {general}將{hour}時 {}: {}", r.id, f.text);
                        places_hold(f, at, day.stem())
                            .unwrap_or_else(|e| panic!("{day} {general}將{hour}時 {}: {e}", r.id));
                        n += 1;
                    }
                }
            }
        }
    }
    assert!(n > 8640, "{n} facts");
}

/// Over the 2,000 fixed charts (with 年命 and partners where the record has
/// them): every place a 課體 fact names holds a branch it names, by the chart view.
#[test]
fn every_chart_fact_names_what_stands_there() {
    let mut with_fate = 0;
    for case in fired_support::cases() {
        let c = cast(&case.input, &case.options).unwrap();
        let v = ChartView::new(&c);
        for r in keti::readings(&c) {
            for f in &r.facts {
                places_hold(f, |p| v.at(p), c.day().stem())
                    .unwrap_or_else(|e| panic!("case {} {}: {e}", case.no, r.id));
                with_fate += usize::from(f.concerns(About::Place(Place::XingNian)));
            }
        }
    }
    assert!(with_fate > 0, "some 年命 facts are checked");
}

/// Tone only where the verse itself says 吉 or 凶: 《心鏡》's 九醜 「四仲相并九丑凶」.
#[test]
fn tone_only_where_the_verse_states_it() {
    use liuren_core::reading::Tone;
    for p in keti::all_patterns() {
        let want = if p.id == "jiuchou-xinjing" { Some(Tone::Bad) } else { None };
        assert_eq!(p.tone, want, "{}: {}", p.id, p.verse);
        if p.tone == Some(Tone::Bad) {
            assert!(p.verse.contains('凶'));
        }
    }
}
