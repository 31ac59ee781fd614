//! What each fact of 卷中 is about (`Fact::about`), on the text's worked charts and
//! over many charts: every place named holds the branch named beside it.

mod readings_support;

use liuren_core::cycle::{Branch, GanZhi, Stem};
use liuren_core::reading::{About, Place, Reading, Tone};
use liuren_core::readings::{readings, rules, KINDS};
use liuren_core::view::ChartView;
use readings_support::*;

fn one(c: &liuren_core::chart::Chart, lei: Option<Branch>, id: &str) -> Reading {
    let v: Vec<Reading> = readings(c, lei).into_iter().filter(|r| r.id == id).collect();
    assert_eq!(v.len(), 1, "{id}");
    v.into_iter().next().unwrap()
}

fn stem(s: &str) -> About {
    About::Stem(s.parse::<Stem>().unwrap())
}

#[test]
fn the_texts_worked_charts() {
    // 367: 「正月丙辰日，丙上見小吉、勾陳……辰上見勝光、青龍」: the facts are about 丙 and 干上 未,
    // and 日支 辰 and 支上 午.
    let c = on("丙辰", "未", "巳").month("寅").daytime().cast();
    let r = one(&c, None, "strength.drained");
    assert_eq!(r.facts[0].about, [stem("丙"), About::Place(Place::GanShang), About::Branch(b("未"))]);
    let r = one(&c, None, "strength.helped");
    assert_eq!(
        r.facts[0].about,
        [About::Place(Place::DayBranch), About::Branch(b("辰")), About::Place(Place::ZhiShang), About::Branch(b("午"))]
    );
    // 427 「甲日寅加未」: 甲, its palace 寅 and the tomb 未.
    let r = one(&on("甲子", "寅", "未").cast(), None, "tomb.sit");
    assert_eq!(r.facts[0].about, [stem("甲"), About::Branch(b("寅")), About::Branch(b("未"))]);
    // 429 「丙日戌加巳」: 干上 戌, 丙; 支上 未, 日支 寅.
    let r = one(&on("丙寅", "戌", "巳").cast(), None, "tomb.wear");
    assert_eq!(r.facts[0].about, [About::Place(Place::GanShang), About::Branch(b("戌")), stem("丙")]);
    assert!(r.facts[1].concerns(About::Place(Place::ZhiShang)) && r.facts[1].concerns(About::Branch(b("寅"))));
    // 517's chart (壬申 酉加未, the text's 貴人): the 晝墓夜墓 fact names the tomb where it stands.
    let c = on("壬申", "酉", "未").daytime().text_nobles().cast();
    let v = ChartView::new(&c);
    let r = one(&c, None, "tomb.day_night");
    for f in &r.facts {
        let t = f.about.iter().find_map(|a| if let About::Branch(x) = a { Some(*x) } else { None }).unwrap();
        assert_eq!(f.about, v.about(t), "{}", f.text);
    }
    // A 類神 the caller gives is 類神 in the about.
    let c = on("甲子", "寅", "未").cast();
    for l in Branch::ALL {
        if let Some(r) = readings(&c, Some(l)).into_iter().find(|r| r.id == "tomb.good_buried") {
            if let Some(f) = r.facts.iter().find(|f| f.text.starts_with("類神")) {
                assert!(f.concerns(About::Place(Place::Lei)) && f.concerns(About::Branch(l)));
            }
        }
    }
}

#[test]
fn every_place_holds_the_branch_named_beside_it() {
    let mut checked = 0;
    for (d, day) in GanZhi::ALL.into_iter().enumerate() {
        let day = day.hanzi();
        for over_zi in Branch::ALL {
            let c = on(&day, over_zi.hanzi(), "子").daytime().born(1984 + d as i32 % 12).cast();
            let v = ChartView::new(&c);
            for lei in [None, Some(over_zi)] {
                for r in readings(&c, lei) {
                    case_tone(&r);
                    for f in &r.facts {
                        assert!(!f.about.is_empty(), "{} {}: about nothing", r.id, f.text);
                        for a in &f.about {
                            let About::Place(p) = *a else { continue };
                            let held = if p == Place::Lei { lei } else { v.at(p) };
                            let held = held.unwrap_or_else(|| panic!("{} {}: {p:?} is not in the chart", r.id, f.text));
                            assert!(f.concerns(About::Branch(held)), "{} {}: {p:?} holds {held}", r.id, f.text);
                            checked += 1;
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
}

/// The tones a row gives by the case, by hand from the passage: 623 「始吉終吉，始終皆吉;始凶
/// 終凶，始終皆凶;初吉末凶，終於凶也。初凶末吉，終於吉也」; 479 「得貴人生扶，仍作全吉斷」; 587
/// 「若太歲月建刑干支尤凶」; 597 「若太歲、月建沖干沖支，尤不吉」; 477 「須年命上有制伏之神，方致
/// 全吉」; 47 「見吉神吉將，自然平靜，否則有災難」 (「以推吉凶」).
fn case_tone(r: &Reading) {
    let has = |w: &str| r.facts.iter().any(|f| f.text.contains(w));
    let want = match r.id.as_ref() {
        "course.fortune" | "course.turn" => Some(if r.title.ends_with('吉') { Tone::Good } else { Tone::Bad }),
        "virtue.robbed" => has("仍作全吉斷").then_some(Tone::Good),
        "clash.xing_elders" => has("尤凶").then_some(Tone::Bad),
        "clash.chong_elders" => has("尤不吉").then_some(Tone::Bad),
        "virtue.enemy" => (!has("或有作難之人")).then_some(Tone::Good),
        "quick.fenye.47" => Some(if r.verdict.as_deref() == Some("有災難") { Tone::Bad } else { Tone::Good }),
        _ => return,
    };
    assert_eq!(r.tone, want, "{} {:?}", r.id, r.facts);
}

#[test]
fn the_texts_worked_charts_of_de_he_gui() {
    let chu = |x: &str| [About::Place(Place::Chu), About::Branch(b(x))];
    // 473 「丁酉日亥加干發用，亥為日德日合，且將乘貴人」: 初傳 亥 and 干上 亥, each with 丁.
    let c = on("丁酉", "亥", "未").daytime().cast();
    let r = one(&c, None, "virtue.used");
    assert_eq!(r.facts[0].about, [chu("亥")[0], chu("亥")[1], stem("丁")]);
    assert_eq!(r.facts[1].about, [About::Place(Place::GanShang), About::Branch(b("亥")), stem("丁")]);
    assert!(one(&c, None, "virtue.joy").facts.last().unwrap().concerns(About::Place(Place::GanShang)));
    // 563 「壬辰日支上未，三傳戌丑辰，皆作日鬼；干上有寅木……戌乘青龍助力」 (夜將).
    let c = on("壬辰", "未", "辰").night().text_nobles().cast();
    let r = one(&c, None, "ghost.many_checked");
    for a in [
        About::Place(Place::Chu),
        About::Branch(b("戌")),
        About::Place(Place::Zhong),
        About::Branch(b("丑")),
        About::Place(Place::Mo),
        About::Branch(b("辰")),
        About::Place(Place::GanShang),
        About::Branch(b("寅")),
    ] {
        assert!(r.facts[0].concerns(a), "{a:?}");
    }
    assert_eq!(r.facts[1].text, "戌乘青龍助力，制鬼無患");
    assert_eq!(r.facts[1].about, [chu("戌")[0], chu("戌")[1], About::Place(Place::GanShang), About::Branch(b("寅"))]);
    // 「如用旦將，戌乘白虎……其凶難制」: the tiger is the 初傳 戌, and 凶.
    let c = on("壬辰", "未", "辰").daytime().text_nobles().cast();
    let r = one(&c, None, "ghost.tiger");
    assert_eq!(r.facts[0].about, chu("戌"));
    assert_eq!(r.tone, Some(Tone::Bad));
    // 517 「壬申日酉將未時，干陰卯乘貴人……虛一待用也。占時未實之，湊合也」: the void 亥 is 壬's
    // own palace, 卯 is 干陰, the hour 未 completes it.
    let c = on("壬申", "酉", "未").year("丙辰").month("戌").text_nobles().cast();
    let w = one(&c, None, "harmony.waiting");
    let f = w.facts.iter().find(|f| f.text.starts_with("亥卯未")).unwrap();
    for a in [
        stem("壬"),
        About::Place(Place::DayStem),
        About::Branch(b("亥")),
        About::Place(Place::GanYin),
        About::Branch(b("卯")),
        About::Branch(b("未")),
    ] {
        assert!(f.concerns(a), "{a:?}");
    }
    let g = one(&c, None, "harmony.gathered");
    let f = g.facts.iter().find(|f| f.text.starts_with("亥卯未")).unwrap();
    assert!(f.concerns(About::Place(Place::Hour)) && f.concerns(About::Branch(b("未"))));
    assert!(f.concerns(About::Place(Place::DayStem)) && f.concerns(About::Place(Place::GanYin)));
    // 「未系官星日合，勾陳有權力」: the 合神 未 is the hour's, and 壬's 日合.
    let r = one(&c, None, "harmony.false_friend");
    assert_eq!(r.facts[0].about, [About::Place(Place::Hour), About::Branch(b("未")), stem("壬")]);
    // 601 「用神沖類神」: whichever 類神 the 初傳 clashes with is 類神 in the about, with 初傳.
    let c = on("甲子", "寅", "未").cast();
    let used = c.chuan[0].branch;
    let r = one(&c, Some(used.opposite()), "clash.lei_chong");
    assert_eq!(
        r.facts[0].about,
        [About::Place(Place::Chu), About::Branch(used), About::Place(Place::Lei), About::Branch(used.opposite())]
    );
    // 分野: 「俱以地盤為彼處」 — the subject and the palace under it.
    let under = ChartView::new(&c).under(used);
    let r =
        readings(&c, None).into_iter().find(|r| r.kind == Some("分野") && r.id.starts_with("quick.fenye.")).unwrap();
    assert!(
        r.facts[0].concerns(About::Place(Place::Chu)) && r.facts[0].concerns(About::Branch(under)),
        "{:?}",
        r.facts
    );
}

#[test]
fn rows_ids_kinds_and_tones() {
    let ids: Vec<&str> = rules().map(|r| r.id).collect();
    let mut sorted = ids.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), ids.len(), "one row an id");
    for r in rules() {
        if r.is_quick() {
            assert!(
                ["數目", "顏色", "新舊", "親疏", "遠近", "眾寡", "遲速", "已往未來", "分野", "分方"].contains(&r.kind)
            );
        } else {
            let prefix = r.id.split('.').next().unwrap();
            assert_eq!(KINDS.iter().find(|(k, _)| *k == prefix).map(|p| p.1), Some(r.kind), "{}", r.id);
        }
    }
    // By hand: 「干支旺相，凡占皆吉，休囚死一匹不吉」 (369); 「惟日鬼入墓最喜」, 「吉神、類神入墓最忌」
    // (447); 「沖則墓開化吉，合則墓閉大凶」 (453); 「閉口之祿，不吉」 (403). 墓 coming as 坐墓 (427:
    // 「主困厄」) states no 吉凶.
    let tone = |id: &str| rules().find(|r| r.id == id).unwrap().tone;
    assert_eq!(tone("strength.prosperous"), Some(Tone::Good));
    assert_eq!(tone("strength.weak"), Some(Tone::Bad));
    assert_eq!(tone("tomb.ghost"), Some(Tone::Good));
    assert_eq!(tone("tomb.good_buried"), Some(Tone::Bad));
    assert_eq!(tone("tomb.open"), Some(Tone::Good));
    assert_eq!(tone("tomb.shut"), Some(Tone::Bad));
    assert_eq!(tone("stages.lu_gui"), Some(Tone::Bad));
    assert_eq!(tone("tomb.sit"), None);
    // 553 「日鬼臨干，又發用者……大凶」; 563 「惟鬼乘白虎，其凶難制」; 565 「主反凶」; 567 「主先凶
    // 後吉」; 569 「主反凶成吉」; 571 「主吉凶俱無」 (neither). 555 「得災稍輕」 says no 吉凶.
    assert_eq!(tone("ghost.on_stem_used"), Some(Tone::Bad));
    assert_eq!(tone("ghost.tiger"), Some(Tone::Bad));
    assert_eq!(tone("ghost.triad_feeds"), Some(Tone::Bad));
    assert_eq!(tone("ghost.birth"), Some(Tone::Mixed));
    assert_eq!(tone("ghost.generals_rescue"), Some(Tone::Good));
    assert_eq!(tone("ghost.generals_ghost"), None);
    assert_eq!(tone("ghost.weak"), None);
    // 483 「日德能解凶為吉，宜旺相」; 473 「主有意外之喜」 names no 吉.
    assert_eq!(tone("virtue.strong"), Some(Tone::Good));
    assert_eq!(tone("virtue.used"), None);
    // 497 「遁干作合者，凡占皆吉」; 531 「吉神相聚……並可逢凶化吉」; 491 「凡事皆成」 names no 吉.
    assert_eq!(tone("harmony.hidden"), Some(Tone::Good));
    assert_eq!(tone("harmony.virtue_triad"), Some(Tone::Good));
    assert_eq!(tone("harmony.five"), None);
    // 617 「干支三傳互害者……尤不吉」; 585 「凡占必有傷殘」 names no 吉凶.
    assert_eq!(tone("clash.hai_mutual"), Some(Tone::Bad));
    assert_eq!(tone("clash.xing"), None);
    // 625 「純凶則禍成，純吉則福至」.
    assert_eq!(tone("course.pure_good"), Some(Tone::Good));
    assert_eq!(tone("course.pure_bad"), Some(Tone::Bad));
    assert_eq!(tone("course.start_end"), None);
    // The quick readings answer, they do not judge: none has a row tone.
    assert!(rules().filter(|r| r.is_quick()).all(|r| r.tone.is_none()));
}
