//! 占類: the topics, their 類神 with the passages naming them, where the 類神
//! stand, the topics' verdict lines (each firing and not firing), the judgement,
//! the 射覆 answer sheet and the 神煞 by relevance.
//!
//! Each verdict rule is checked on a year of charts against its condition read
//! straight off the cast chart's palaces (the general on a palace, the void
//! pair, the kin of a heaven branch), so a rule that fires where its passage's
//! condition does not hold, or stays silent where it does, fails here.

use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent, Sex};
use liuren_core::cycle::{Branch, Element, SeasonRank};
use liuren_core::generals::General;
use liuren_core::reading::{About, Category, Family, Place, Reading, Source};
use liuren_core::relations::{Kin, Vitality};
use liuren_core::topic::{self, judgement, verdicts, Lei, TOPICS};

const FIRST: &str = include_str!("../texts/000_aca81fbd294816a3.txt");

fn chart_at(at: &str, querent: Option<Querent>) -> Chart {
    let mut input = CastInput::at(at.parse().expect("a moment"));
    input.querent = querent;
    cast(&input, &ChartOptions::default()).expect("casts")
}

/// A year of charts (every third day of 2026, three hours each), the 01:20 ones
/// with a querent born 1984 (年命), the others without.
fn year() -> Vec<Chart> {
    let q = Some(Querent { birth_year: 1984, sex: Sex::Male });
    let mut v = Vec::new();
    for day in (0..365).step_by(3) {
        let (m, d) = month_day(day);
        for h in [1, 9, 17] {
            v.push(chart_at(&format!("2026-{m:02}-{d:02}T{h:02}:20:00+08:00"), if h == 1 { q } else { None }));
        }
    }
    v
}

fn month_day(mut n: u32) -> (u32, u32) {
    const DAYS: [u32; 12] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    for (i, &len) in DAYS.iter().enumerate() {
        if n < len {
            return (i as u32 + 1, n + 1);
        }
        n -= len;
    }
    unreachable!()
}

/// The heaven branch general `g` rides and the earth palace it stands in, off the palaces.
fn rides(c: &Chart, g: General) -> (Branch, Branch) {
    let (earth, p) = c.palaces.iter().find(|(_, p)| p.general == g).expect("twelve generals");
    (p.heaven, earth)
}

fn palace_of(c: &Chart, heaven: Branch) -> &liuren_core::chart::Palace {
    c.palaces.iter().map(|(_, p)| p).find(|p| p.heaven == heaven).expect("every branch is on the plate")
}

fn shown(c: &Chart) -> Vec<Branch> {
    let mut v: Vec<Branch> = c.transmissions.branches.to_vec();
    v.extend(c.lessons.iter().map(|l| l.upper));
    v
}

fn kin_void(c: &Chart, k: Kin) -> bool {
    shown(c).into_iter().any(|b| palace_of(c, b).kin == k && c.xunkong.contains(&b))
}

/// 墓 by 卷中's 四長生 (line 377: 土 follows 水): 木 未, 火 戌, 金 丑, 水 土 辰.
fn tomb(e: Element) -> Branch {
    match e {
        Element::Wood => Branch::Wei,
        Element::Fire => Branch::Xu,
        Element::Metal => Branch::Chou,
        Element::Water | Element::Earth => Branch::Chen,
    }
}

fn qi(v: Vitality) -> bool {
    matches!(v, Vitality::Prosperous | Vitality::Minister)
}

/// The verdict of a rule on a chart (None: it does not fire).
fn verdict(c: &Chart, cat: Category, id: &str) -> Option<String> {
    verdicts(c, cat).into_iter().find(|r| r.id == id).map(|r| r.verdict.expect("a verdict"))
}

/// Each rule's condition as the passage states it, read off the palaces.
fn expected(c: &Chart, id: &str) -> Option<Option<&'static str>> {
    let stem = c.day().stem();
    let se = stem.element();
    let zhi = c.day().branch();
    let (long, long_e) = rides(c, General::Qinglong);
    let (hu, hu_e) = rides(c, General::Baihu);
    let (xuan, xuan_e) = rides(c, General::Xuanwu);
    let gan_shang = c.lessons[0].upper;
    let zhi_shang = c.lessons[2].upper;
    let t = &c.transmissions.branches;
    let kin = |b: Branch| palace_of(c, b).kin;
    let when = |cond: bool, v: &'static str| Some(cond.then_some(v));
    match id {
        "qiucai.cai_kong_mu" => when(
            shown(c).into_iter().any(|b| {
                kin(b) == Kin::Wealth && (c.xunkong.contains(&b) || c.plate.earth_under(b) == tomb(b.element()))
            }),
            "最為難",
        ),
        "qiucai.long_chang_gui" => {
            when(kin(long) == Kin::Officer || kin(rides(c, General::Taichang).0) == Kin::Officer, "亦無利")
        }
        "hunyin.cai_xun_hou" => when(kin_void(c, Kin::Wealth), "總無情"),
        "hunyin.hou_wei_gan" => when(se.restrains(rides(c, General::Tianhou).0.element()), "女不肯"),
        "hunyin.gui_tian_zhong" => when(kin_void(c, Kin::Officer), "同此祥"),
        "yunchan.nan" => when(stem.is_yang() && gan_shang.is_yang(), "是男身"),
        "yunchan.nv" => when(!stem.is_yang() && !gan_shang.is_yang(), "知為女"),
        "jibing.hu_sheng" => when(hu.element().generates() == se || se.generates() == hu.element(), "則愈"),
        "jibing.hu_bi" => when(hu.element() == se, "痊遲"),
        "jibing.hu_ke" => when(hu.element().restrains(se), "難痊"),
        "cisong.gan_gui" => when(gan_shang.element().restrains(se), "不利客"),
        "cisong.zhi_gui" => when(zhi_shang.element().restrains(zhi.element()), "不利主"),
        "cisong.zhu_gou_ke" => when(
            [General::Zhuque, General::Gouchen].into_iter().any(|g| rides(c, g).0.element().restrains(se)),
            "莫興詞",
        ),
        "daozei.xuan_you_qi" => when(qi(palace_of(c, xuan).vitality), "有氣少"),
        "daozei.xuan_wu_qi" => when(!qi(palace_of(c, xuan).vitality), "無氣老"),
        "daozei.xuan_yinyang" => Some(Some(if xuan.is_yang() { "陽即是男" } else { "陰是女" })),
        "daozei.xuan_meng" => Some(Some(match xuan_e.rank() {
            SeasonRank::Meng => "加孟形長",
            SeasonRank::Zhong => "加仲中等",
            SeasonRank::Ji => "加季短矮",
        })),
        "xingren.chu_kong" => when(c.xunkong.contains(&t[0]), "有阻"),
        "xingren.zhong_kong" => when(c.xunkong.contains(&t[1]), "途路阻"),
        "qiuguan.que_gui" => when(kin(rides(c, General::Zhuque).0) == Kin::Officer, "防黜落"),
        "jiazhai.zhai_xiong" => when(
            matches!(
                palace_of(c, zhi_shang).general,
                General::Tengshe
                    | General::Zhuque
                    | General::Gouchen
                    | General::Tiankong
                    | General::Baihu
                    | General::Xuanwu
            ),
            "便有迍",
        ),
        "jiazhai.zhai_jiu_ren" => when(gan_shang == zhi, "宅就人"),
        "jiazhai.ren_ru_zhai" => when(zhi_shang == stem.lodge(), "人入宅"),
        "tianshi.long_ru_miao" => when(long_e == Branch::Yin, "晴"),
        "tianshi.long_sheng_tian" => when(matches!(long_e, Branch::Chen | Branch::Si | Branch::Wu | Branch::Wei), "雨"),
        "tianshi.hu_chu_shan" => when(matches!(hu_e, Branch::Yin | Branch::Mao), "有烈風"),
        "tianshi.hu_hai_zi" => when(matches!(hu, Branch::Hai | Branch::Zi), "雨尚連綿未肯晴"),
        // 產煞 (line 263) and 雷公 (line 281) by the month: 正月 寅 二月 巳 … / 寅 亥 申 巳 …;
        // 天吏 (line 189) 寅 in every season.
        "yunchan.chan_sha_li"
        | "yunchan.chan_sha_nan"
        | "tianshi.lei_gong_dian"
        | "tianshi.lei_gong_yu"
        | "tianshi.lei_gong_qing"
        | "cisong.tian_li_ji"
        | "cisong.tian_li_zhui" => {
            let m = liuren_core::cycle::month_number_one_based(c.calendar.pillars.month.branch()) as usize;
            let b = match &id[..id.find('.').unwrap() + 4] {
                "yunchan.cha" => [Branch::Yin, Branch::Si, Branch::Shen, Branch::Hai][(m - 1) % 4],
                "tianshi.lei" => [Branch::Yin, Branch::Hai, Branch::Shen, Branch::Si][(m - 1) % 4],
                _ => Branch::Yin,
            };
            let g = palace_of(c, b).general;
            use General as G;
            let (gs, v): (&[General], &str) = match id {
                "yunchan.chan_sha_li" => (&[G::Tianhou, G::Taiyin], "立產"),
                "yunchan.chan_sha_nan" => (&[G::Gouchen, G::Baihu], "產難"),
                "tianshi.lei_gong_dian" => (&[G::Tengshe, G::Zhuque], "雷電"),
                "tianshi.lei_gong_yu" => (&[G::Tianhou, G::Xuanwu], "雨"),
                "tianshi.lei_gong_qing" => (&[G::Guiren, G::Tiankong], "晴"),
                "cisong.tian_li_ji" => (&[G::Guiren, G::Liuhe, G::Qinglong, G::Taichang, G::Taiyin, G::Tianhou], "吉"),
                _ => (&[G::Gouchen, G::Xuanwu, G::Baihu, G::Tengshe, G::Zhuque], "主追呼"),
            };
            when(gs.contains(&g), v)
        }
        "qiucai.xingnian_zhi_long" => {
            let up = c.fate.map(|f| f.xing_nian_upper)?;
            when(up.element().restrains(long.element()), "主獲財")
        }
        "qiucai.long_zhi_xingnian" => {
            let up = c.fate.map(|f| f.xing_nian_upper)?;
            when(long.element().restrains(up.element()), "無利")
        }
        _ => None,
    }
}

#[test]
fn every_rule_fires_on_some_charts_and_not_on_others_and_where_its_condition_holds() {
    let charts = year();
    for rule in topic::verdicts::RULES {
        let id = rule.reading_id();
        let (mut fired, mut silent) = (0, 0);
        let mut said: Vec<String> = Vec::new();
        for c in &charts {
            let got = verdict(c, rule.topic, &id);
            if let Some(want) = expected(c, &id) {
                assert_eq!(got.as_deref(), want, "{id} on {}", c.calendar.moment);
            }
            match got {
                Some(v) => {
                    fired += 1;
                    if !said.contains(&v) {
                        said.push(v);
                    }
                }
                None => silent += 1,
            }
        }
        assert!(fired > 0, "{id} never fires");
        // A rule giving one of several verdicts by the chart fires always; it
        // must then give each of them somewhere.
        assert!(silent > 0 || said.len() > 1, "{id} fires on every chart with one verdict");
    }
}

#[test]
fn every_rule_with_no_oracle_here_is_named() {
    // The rules whose condition is checked only through their facts (their
    // functions read 卷中's 神煞 tables or several relations at once).
    let c = chart_at("2026-11-29T21:30:00+08:00", None);
    let unchecked: Vec<String> = topic::verdicts::RULES
        .iter()
        .map(|r| r.reading_id())
        .filter(|id| {
            expected(&c, id).is_none() && !id.starts_with("qiucai.xingnian") && !id.starts_with("qiucai.long_zhi")
        })
        .collect();
    assert_eq!(
        unchecked,
        [
            "qiucai.long_you_qi",
            "qiucai.tian_cai",
            "jibing.bing_fu",
            "jibing.sang_che",
            "jibing.si_shen_hu",
            "cisong.zhu_gou_sheng",
            "taowang.de_ke_xing",
            "taowang.xing_ke_de",
            "taowang.de_ke_ri_xing",
            "taowang.ri_xing_ke_de",
            "chuxing.ma_kong",
            "qiuguan.wen_he",
            "qiuguan.wen_ke",
            "qiuguan.wu_he",
            "qiuguan.wu_ke",
            "tianshi.yu_shi_yue",
            "tianshi.yu_shi_zhi",
            "mouwang.cheng_shen",
        ]
    );
}

/// 逃亡: 「德克刑神必易獲，刑克日德定難尋」 — 日德 (卷中 line 297: 甲寅 乙申 丙巳 丁亥 戊巳
/// 己寅 庚申 辛巳 壬亥 癸巳) against 支刑 (the day branch's 刑), by hand.
#[test]
fn de_and_xing_by_hand() {
    // 2026-11-29 is 丁未: 日德 亥 (水); 未刑丑 (土): 土克水 → 刑克日德定難尋.
    let c = chart_at("2026-11-29T21:30:00+08:00", None);
    assert_eq!(c.day().to_string(), "丁未");
    assert_eq!(verdict(&c, Category::Taowang, "taowang.xing_ke_de").as_deref(), Some("定難尋"));
    assert_eq!(verdict(&c, Category::Taowang, "taowang.de_ke_xing"), None);
    // 日刑 (心鏡): 丁寄未, 未刑丑: the same here.
    assert_eq!(verdict(&c, Category::Taowang, "taowang.ri_xing_ke_de").as_deref(), Some("難尋"));
}

/// 驛馬居天中: 卷中's 日馬 (line 341: 申子辰 寅 …) in the void pair.
#[test]
fn post_horse_void() {
    let mut seen = (false, false);
    for c in year() {
        let horse = c.day().branch().post_horse();
        let got = verdict(&c, Category::Chuxing, "chuxing.ma_kong");
        assert_eq!(got.is_some(), c.xunkong.contains(&horse), "{}", c.calendar.moment);
        if got.is_some() {
            seen.0 = true
        } else {
            seen.1 = true
        }
    }
    assert!(seen.0 && seen.1);
}

/// 《六壬指南》卷三 求財章第十六 占例一: 「己卯年未月甲戌日未將亥時」 — the engine casts
/// it as printed (四課 戌甲 午戌 午戌 寅午, 三傳 戌 午 寅 with 六合 天后 白虎). Its 財
/// 戌 is 初傳, not void (旬空 申酉) and over 寅, not its tomb 辰: 「財逢空墓最為難」
/// does not fire.
#[test]
fn zhinan_qiucai_example_one() {
    let mut input = CastInput::at("1999-07-21T22:00:00+08:00".parse().unwrap());
    input.month_general = Some(Branch::Wei);
    input.hour_branch = Some(Branch::Hai);
    let c = cast(&input, &ChartOptions::default()).unwrap();
    assert_eq!(c.day().to_string(), "甲戌");
    assert_eq!(c.lessons.map(|l| l.upper), [Branch::Xu, Branch::Wu, Branch::Wu, Branch::Yin]);
    assert_eq!(c.transmissions.branches, [Branch::Xu, Branch::Wu, Branch::Yin]);
    assert_eq!(c.chuan.map(|t| t.general), [General::Liuhe, General::Tianhou, General::Baihu]);
    assert_eq!(c.xunkong, [Branch::Shen, Branch::You]);
    assert_eq!(verdict(&c, Category::Qiucai, "qiucai.cai_kong_mu"), None);
    // The 類神 妻財 is the 初傳 戌, found in 課傳.
    let j = judgement(&c, Category::Qiucai);
    let cai: Vec<_> = j.lei_shen.iter().filter(|l| l.lei == Lei::Kin(Kin::Wealth)).collect();
    assert_eq!(cai.len(), 1);
    assert_eq!(cai[0].branch, Some(Branch::Xu));
    assert!(cai[0].facts.iter().any(|f| f.text == "戌在干上、初傳"), "{:?}", cai[0].facts);
    assert!(cai[0].facts.iter().any(|f| f.text == "戌不空"));
}

/// 2026-11-29 21:30 +08:00 (丁未日, 月建亥, 天盤子上見卯): 青龍 rides 辰 over 丑; 辰 土 is
/// 囚 in a 水 month; 丁's 妻財 is 金 (申酉), neither in 課傳; 官鬼 is 水, which neither
/// 青龍 (辰) nor 太常 (丑) rides. 天財 of 十月 is 戌 (卷中 line 235: 正月辰 … 十月戌),
/// and 戌 is 干上: 「課傳無財，此神臨乾或作用，亦可求財」 is the one 求財 line that fires.
#[test]
fn qiucai_by_hand() {
    let c = chart_at("2026-11-29T21:30:00+08:00", None);
    let j = judgement(&c, Category::Qiucai);
    let long = &j.lei_shen[0];
    assert_eq!((long.lei, long.branch), (Lei::General(General::Qinglong), Some(Branch::Chen)));
    for want in ["青龍乘辰", "辰臨丑", "辰不入課傳", "辰土，月建亥，囚", "辰不空", "辰乘青龍（吉將）"]
    {
        assert!(long.facts.iter().any(|f| f.text == want), "{want}: {:?}", long.facts);
    }
    assert!(long.passages.iter().any(|p| p.text() == "占求財要看旺相龍常"));
    assert!(long.passages.iter().any(|p| p.source.to_string() == "《心鏡》卷六 商賈門·占宜往何方"));
    let cai: Vec<Branch> =
        j.lei_shen.iter().filter(|l| l.lei == Lei::Kin(Kin::Wealth)).filter_map(|l| l.branch).collect();
    assert_eq!(cai, [Branch::Shen, Branch::You]);
    let ids: Vec<&str> = j.verdicts.iter().map(|r| r.id.as_ref()).collect();
    assert_eq!(ids, ["qiucai.tian_cai"]);
    assert_eq!(j.verdicts[0].verdict.as_deref(), Some("亦可求財"));
    assert!(j.verdicts[0].facts.iter().any(|f| f.text == "天財戌為干上"));
    assert_eq!(topic::main_lei(&c, Category::Qiucai), Some(Branch::Chen));
    // 卷中 is read for 辰: its readings that concern the 類神 name it.
    assert!(j.related.iter().any(|r| r.family == Family::Juanzhong && r.concerns(About::Place(Place::Lei))));
    for r in &j.related {
        let lei: Vec<About> = j.lei_shen.iter().filter_map(|l| l.branch.map(About::Branch)).collect();
        assert!(
            r.concerns(About::Place(Place::Lei)) || lei.iter().any(|&a| r.concerns(a)),
            "{} {} concerns no 類神",
            r.family.key(),
            r.id
        );
    }
}

#[test]
fn judgement_serialises_in_the_contract_shape() {
    let c = chart_at("2026-03-14T10:00:00+08:00", None);
    for t in TOPICS {
        let v = serde_json::to_value(judgement(&c, t.category)).unwrap();
        assert_eq!(v["topic"], t.category.key());
        assert_eq!(v["name"], t.category.hanzi());
        let lei = v["lei_shen"].as_array().unwrap();
        assert!(!lei.is_empty(), "{}", t.category.key());
        for l in lei {
            for k in ["what", "branch", "facts", "source", "passages"] {
                assert!(l.get(k).is_some(), "{k} in {l}");
            }
        }
        for r in v["verdicts"].as_array().unwrap() {
            assert_eq!(r["family"], "zhanlei");
            assert!(r["id"].as_str().unwrap().starts_with(t.category.key()));
        }
        let tally = &v["tally"];
        let n = v["verdicts"].as_array().unwrap().len() as u64;
        let sum: u64 = ["good", "bad", "mixed", "neither"].iter().map(|k| tally[k].as_u64().unwrap()).sum();
        assert_eq!(sum, n);
    }
    assert!(judgement(&c, Category::General).lei_shen.is_empty());
}

/// Every 類神 passage of 卷中 stands on its line (in the reading of ERRATA.md);
/// each topic names at least one 類神 from a book or 卷中 with its place.
#[test]
fn lei_passages_are_found_where_cited() {
    let lines: Vec<&str> = FIRST.lines().collect();
    for t in TOPICS {
        for l in t.lei {
            match l.source {
                Source::Seed { line, .. }
                    if matches!(l.source, Source::Seed { text: liuren_core::reading::Seed::First, .. }) =>
                {
                    assert!(lines[line as usize - 1].contains(l.text), "{} line {line}: {}", t.category.key(), l.text)
                }
                Source::Seed { .. } => {}
                Source::Book { book, place } => assert!(!book.is_empty() && !place.is_empty()),
            }
            if let Lei::Spirit { name, line } = l.lei {
                assert!(lines[line as usize - 1].starts_with(name), "{name} is not on line {line}");
            }
        }
    }
}

#[test]
fn categories_parse_by_key_name_and_old_values() {
    for c in Category::ALL {
        assert_eq!(c.key().parse::<Category>(), Ok(c));
        assert_eq!(c.hanzi().parse::<Category>(), Ok(c));
    }
    for (s, c) in [
        ("shefu", Category::Shefu),
        ("射覆", Category::Shefu),
        ("怪异", Category::Guaiyi),
        ("求财", Category::Qiucai),
        ("功名", Category::Qiuguan),
    ] {
        assert_eq!(s.parse::<Category>(), Ok(c));
    }
    let e = "weather".parse::<Category>().unwrap_err().to_string();
    assert!(e.contains("qiucai") && e.contains("tianshi") && e.contains("shefu"), "{e}");
}

/// 射覆 answer sheet: a line per heading, each answer a 射覆 reading of that heading.
#[test]
fn shefu_sheet_lines_come_from_the_readings() {
    let mut answered = vec![false; topic::sheet::SHEFU_HEADINGS.len()];
    for c in year().iter().step_by(7) {
        let all = liuren_core::divination::readings_of(c, liuren_core::divination::Topic::Shefu);
        let sheet = topic::sheet::shefu(c);
        assert_eq!(sheet.len(), topic::sheet::SHEFU_HEADINGS.len());
        for (i, line) in sheet.iter().enumerate() {
            for a in &line.answers {
                let r: &Reading = all.iter().find(|r| r.id == a.id).expect("the reading it names");
                assert_eq!((r.kind, &r.verdict), (Some(line.heading), &a.verdict));
            }
            answered[i] |= !line.answers.is_empty();
        }
    }
    let never: Vec<&str> =
        topic::sheet::SHEFU_HEADINGS.iter().zip(&answered).filter(|(_, &a)| !a).map(|(h, _)| *h).collect();
    assert!(never.is_empty(), "headings no chart answers: {never:?}");
}

#[test]
fn guaiyi_sheet_groups_by_kind() {
    let c = chart_at("2026-11-29T21:30:00+08:00", None);
    let sheet = topic::sheet::guaiyi(&c, None);
    let all = liuren_core::divination::readings_of(&c, liuren_core::divination::Topic::Guaiyi(None));
    assert_eq!(sheet.iter().map(|l| l.answers.len()).sum::<usize>(), all.len());
    assert!(sheet.iter().any(|l| l.heading == "占雷震"));
    assert_eq!(sheet[0].heading, "总论");
}

/// 神煞 by relevance: the relevant ones first, each with a reason naming where it stands.
#[test]
fn shensha_by_relevance() {
    let q = Some(Querent { birth_year: 1984, sex: Sex::Male });
    let c = chart_at("2026-11-29T21:30:00+08:00", q);
    let ranked = topic::relevance::shensha(&c, Category::Qiucai);
    assert_eq!(ranked.len(), liuren_core::shensha::readings(&c).len());
    let first_rest = ranked.iter().position(|r| r.reasons.is_empty()).unwrap_or(ranked.len());
    assert!(first_rest > 0 && ranked[first_rest..].iter().all(|r| r.reasons.is_empty()));
    // 天財 is 戌 here, which is 干上 and 支上 (丁未日, 干上戌): on the lessons and 類神 天財.
    let tiancai = ranked.iter().find(|r| r.reading.id == "天財").unwrap();
    assert!(tiancai.reasons.contains(&"在干上".to_string()), "{:?}", tiancai.reasons);
    assert!(tiancai.reasons.contains(&"類神天財".to_string()), "{:?}", tiancai.reasons);
}

/// for_chart: a topic adds its verdicts (family 占類) and reads 卷中 for its main 類神.
#[test]
fn for_chart_reads_a_topic() {
    use liuren_core::ask::{for_chart, Ask};
    let c = chart_at("2026-11-29T21:30:00+08:00", None);
    let none = for_chart(&c, &Ask::default());
    assert!(none.iter().all(|r| r.family != Family::Zhanlei));
    let ask = Ask { category: Category::Taowang, ..Ask::default() };
    let all = for_chart(&c, &ask);
    assert!(all.iter().any(|r| r.family == Family::Zhanlei && r.id == "taowang.xing_ke_de"));
    assert_eq!(ask.lei_for(&c), Some(Branch::Hai)); // 日德 of 丁 is 亥
    let by_hand = Ask { lei: Some(Branch::You), ..ask };
    assert_eq!(by_hand.lei_for(&c), Some(Branch::You));
}

/// 《六壬指南》卷三 逃亡章第二十 占驗一: 「庚寅四月乙酉辛巳時 … 元首、九醜、潤下。午未空」.
/// The book's 庚寅 is 1650, before the engine's years; 2010-06-04 has the same year,
/// month and day pillars (庚寅 辛巳 乙酉). Cast with 月將 酉 and 占時 巳 set by hand as
/// printed (after 小滿 the engine's own 月將 would be 申), the engine gives the printed 四課 (申乙 子申 丑酉 巳丑)
/// and 三傳 申 子 辰 with 勾陳 貴人 太常. 日德 of 乙 is 申 (卷中 line 297) and 支刑 is 酉
/// (酉 punishes itself), both 金: neither 「德克刑神必易獲」 nor 「刑克日德定難尋」 fires;
/// 日刑 (心鏡) is 辰 (乙寄辰, 辰自刑), 土, which generates 金: neither reading fires either.
#[test]
fn zhinan_taowang_example_one() {
    let mut input = CastInput::at("2010-06-04T10:00:00+08:00".parse().unwrap());
    input.month_general = Some(Branch::You);
    input.hour_branch = Some(Branch::Si);
    let c = cast(&input, &ChartOptions::default()).unwrap();
    assert_eq!(c.day().to_string(), "乙酉");
    assert_eq!(c.lessons.map(|l| l.upper), [Branch::Shen, Branch::Zi, Branch::Chou, Branch::Si]);
    assert_eq!(c.transmissions.branches, [Branch::Shen, Branch::Zi, Branch::Chen]);
    assert_eq!(c.chuan.map(|t| t.general), [General::Gouchen, General::Guiren, General::Taichang]);
    assert_eq!(c.xunkong, [Branch::Wu, Branch::Wei]);
    let j = judgement(&c, Category::Taowang);
    let at = |what: &str| j.lei_shen.iter().find(|l| l.lei.name() == what).and_then(|l| l.branch);
    assert_eq!((at("日德"), at("支刑"), at("日刑")), (Some(Branch::Shen), Some(Branch::You), Some(Branch::Chen)));
    assert!(j.verdicts.is_empty(), "{:?}", j.verdicts);
}

/// 《六壬指南》卷三 行人章第十一 占驗三: 「庚寅七月丁丑午將巳時 … 占行人，重審、連茹。申酉空」,
/// judged 「行人尚未起程 … 蓋因連茹逢空」. The book's 庚寅 (1650) is outside the engine's
/// years; a 丁丑 day of 2010 with 月將 午 and 占時 巳 set by hand gives the printed 四課
/// (申丁 酉申 寅丑 卯寅) and 三傳 申 酉 戌 with 六合 朱雀 螣蛇 (the 月建 differs, which
/// these lines do not read). 初傳 申 and 中傳 酉 are void: 「初傳若是逢空陷，有阻」 and
/// 「中傳空亡途路阻」 both fire.
#[test]
fn zhinan_xingren_example_three() {
    let mut input = CastInput::at("2010-07-26T10:00:00+08:00".parse().unwrap());
    input.month_general = Some(Branch::Wu);
    input.hour_branch = Some(Branch::Si);
    let c = cast(&input, &ChartOptions::default()).unwrap();
    assert_eq!(c.day().to_string(), "丁丑");
    assert_eq!(c.lessons.map(|l| l.upper), [Branch::Shen, Branch::You, Branch::Yin, Branch::Mao]);
    assert_eq!(c.transmissions.branches, [Branch::Shen, Branch::You, Branch::Xu]);
    assert_eq!(c.chuan.map(|t| t.general), [General::Liuhe, General::Zhuque, General::Tengshe]);
    assert_eq!(c.xunkong, [Branch::Shen, Branch::You]);
    assert_eq!(verdict(&c, Category::Xingren, "xingren.chu_kong").as_deref(), Some("有阻"));
    assert_eq!(verdict(&c, Category::Xingren, "xingren.zhong_kong").as_deref(), Some("途路阻"));
}

/// 《六壬指南》卷三 求財章第十六 增補 占例二: 「丁丑年未月乙巳日巳時午將 … 彈射、進茹」,
/// printed 四課 巳乙 午巳 午巳 未午 and 三傳 未 申 酉 with 白虎 太常 玄武. 1997 has no 乙巳
/// day with 月將 午; 1997-07-02 (乙巳) with 月將 午 and 占時 巳 set by hand gives the
/// printed chart. 太常 rides 申, 乙's 官鬼: 《心鏡》's 「若龍常為鬼者，亦無利也」 fires (the
/// book's own judgement of this chart, by 三傳, is not this line's and is not claimed).
#[test]
fn zhinan_qiucai_example_two() {
    let mut input = CastInput::at("1997-07-02T10:00:00+08:00".parse().unwrap());
    input.month_general = Some(Branch::Wu);
    input.hour_branch = Some(Branch::Si);
    let c = cast(&input, &ChartOptions::default()).unwrap();
    assert_eq!(c.day().to_string(), "乙巳");
    assert_eq!(c.lessons.map(|l| l.upper), [Branch::Si, Branch::Wu, Branch::Wu, Branch::Wei]);
    assert_eq!(c.transmissions.branches, [Branch::Wei, Branch::Shen, Branch::You]);
    assert_eq!(c.chuan.map(|t| t.general), [General::Baihu, General::Taichang, General::Xuanwu]);
    assert_eq!(verdict(&c, Category::Qiucai, "qiucai.long_chang_gui").as_deref(), Some("亦無利"));
    let r = verdicts(&c, Category::Qiucai).into_iter().find(|r| r.id == "qiucai.long_chang_gui").unwrap();
    assert_eq!(r.facts[0].text, "太常乘申，為日干乙之官鬼");
}
