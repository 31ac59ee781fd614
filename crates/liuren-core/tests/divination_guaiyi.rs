//! 怪異占 — the general judgement and the ten kinds, each on a chart worked by
//! hand from the text (seed `002_65f2bd96db15aa00.txt`, lines 465–533), with
//! charts where they do not fire.
//!
//! Charts are cast on 甲子日 2008-03-25 (戊子年, 乙卯月: 二月, spring) at the 午 hour
//! (daytime), with the heaven branch over earth 子 named. In 二月: 月厭 酉 (「正起戌逆十二」),
//! 大煞 卯 by this text's note (「正午逆四仲」) and 子 by 卷中 (歲子 → 申子辰之仲); 直符 of 甲
//! is 巳 (卷中 line 317); 生氣 丑, 死氣 未 (卷中 lines 229, 255).

mod divination_support;

use divination_support::{about_of, chart, chart_for, chart_with, guaiyi, has_fact, one, verdicts, with, Judgement};
use liuren_core::chart::ChartOptions;
use liuren_core::chart::{Querent, Sex};
use liuren_core::cycle::Branch;
use liuren_core::divination::guaiyi::{
    da_sha_by_month, text as p, variants as v, yue_yan_by_month, GuaiyiKind, Travel,
};
use liuren_core::generals::{General, TiankongSide};
use liuren_core::reading::{About, Place, Tone};
use liuren_core::shensha::for_chart;

fn read(over_zi: Branch, kind: Option<GuaiyiKind>) -> Vec<Judgement> {
    guaiyi(&chart("甲子", 3, over_zi, Branch::Wu), kind)
}

/// Chart A — 丑加子: lessons 卯/甲 (雀) 辰/卯 (合) 丑/子 (貴) 寅/丑 (蛇); 重審 辰 巳 午.
/// 貴人 丑 on earth 子 → 順: 丑貴 寅蛇 卯雀 辰合 巳勾 午龍 未空 申虎 酉常 戌玄 亥陰 子后.
fn chart_a(kind: Option<GuaiyiKind>) -> Vec<Judgement> {
    read(Branch::Chou, kind)
}

#[test]
fn the_spirits_of_the_note_agree_with_the_other_text() {
    // Line 533: 月厭 「正起戌逆十二」 is 卷中's corrected 月厭 row, month by month; 大煞
    // 「正午逆四仲」 by the month gives the values 卷中 gives 大煞 by the year's branch.
    for m in Branch::ALL {
        assert_eq!(da_sha_by_month(m), m.triad()[1], "{m}");
        assert_eq!(yue_yan_by_month(m), Branch::Xu.wrapping_add(-(m.since(Branch::Yin) as i64)));
    }
    let c = chart("甲子", 3, Branch::Chou, Branch::Wu);
    let yan = for_chart(&c).into_iter().find(|s| s.name == "月厭").unwrap();
    assert_eq!(yan.value.branch(), yue_yan_by_month(c.calendar.pillars.month.branch()));
    assert_eq!(da_sha_by_month(Branch::Mao), Branch::Mao);
}

#[test]
fn a_snake_in_the_lessons_is_a_true_portent_in_both_sources() {
    let js = chart_a(None);
    // 雜摘 (475): 四課 寅 rides 螣蛇 → 真怪; the snake rides 寅 → 隨類 (寅's class, line 363).
    let j = one(&js, p::SNAKE_IN_LESSONS);
    assert_eq!((j.verdict.as_str(), j.variant), ("四課中有螣蛇：真怪", Some(v::ZAZHAI)));
    assert!(one(&js, p::SNAKE_RIDES).verdict.starts_with("蛇乘寅，隨類決之：为丛杂"));
    // 尋源 (477): the snake is in 課傳, and 日上卯 is 大煞 by this text's note (二月 → 卯) but not
    // by 卷中's (歲子 → 子): the verdicts part, so both are shown.
    let both = with(&js, p::XUNYUAN_TRUE);
    assert_eq!(both.iter().map(|j| j.variant).collect::<Vec<_>>(), [Some(v::XUNYUAN_MONTH), Some(v::XUNYUAN_YEAR)]);
    assert_eq!(both[0].verdict, "課傳有螣蛇，日辰上有煞臨：怪異斯真");
    assert!(both[0].facts.contains(&"大煞（本篇）卯臨日辰上".to_string()));
    assert_eq!(both[1].verdict, "課傳有螣蛇，而日辰上無直符大煞月厭：未合「怪異斯真」");
}

#[test]
fn a_what_the_portent_is() {
    let js = chart_a(None);
    // 477: 神后 (子) stands on earth 亥 → read by 亥.
    assert!(one(&js, p::SHENHOU).verdict.starts_with("神后加亥，以亥辨其怪"));
    // 477: the snake's 陰神: 螣蛇 rides 寅, the heaven branch over earth 寅 is 卯 — 旺 → 活物.
    let j = one(&js, p::SNAKE_YIN);
    assert_eq!(j.verdict, "蛇之陰神生氣旺相：怪必活物");
    assert!(j.facts.contains(&"寅上見卯".to_string()));
    // 471: 太乙 巳 is the middle 傳 and the snake is in the lessons → 主鬼怪.
    assert_eq!(one(&js, p::TAIYI_SNAKE).verdict, "太乙螣蛇互見：主鬼怪");
    // 473: 寅木 and 日甲木 neither 生 nor 克; 辰子水 生 寅木 → 吉.
    assert_eq!(one(&js, p::WITH_DAY).verdict, "與日辰相生：吉");
    // 469: 子 (鬼門) is the lower of 三課; 未 (鬼宿) is nowhere in 課傳.
    assert_eq!(one(&js, p::GHOST_GATE).verdict, "鬼門子見於課傳");
}

#[test]
fn no_snake_no_portent() {
    // 亥加子: lessons 丑/甲 (貴) 子/丑 (后) 亥/子 (陰) 戌/亥 (玄); 知一 子 亥 戌 (后 陰 玄).
    // 貴人 丑 on earth 寅 → 順 … 螣蛇 rides 寅, which stands on earth 卯: not in 課傳.
    let js = read(Branch::Hai, None);
    assert_eq!(one(&js, p::SNAKE_IN_LESSONS).verdict, "四課中無螣蛇：非怪");
    assert!(with(&js, p::SNAKE_RIDES).is_empty());
    assert_eq!(one(&js, p::XUNYUAN_TRUE).verdict, "課傳無螣蛇，日辰上無煞：非真怪");
    assert!(with(&js, p::TAIYI_SNAKE).is_empty() && with(&js, p::WITH_DAY).is_empty());
    // The 陰神 of the snake (over earth 寅: 丑) is 生氣 of 二月 but 死 in spring → 相參.
    assert_eq!(one(&js, p::SNAKE_YIN).verdict, "蛇之陰神生死相參");
}

#[test]
fn fate_with_bad_and_good_generals() {
    // Chart A, a man born 1990 (庚午): 虛歲 19 in 2008, 行年 丙寅 + 18 = 甲申.
    // 本命午 上 未 rides 天空 (凶); 行年申 上 酉 rides 太常 (吉) but 酉 is 月厭.
    let c = chart_for("甲子", 3, Branch::Chou, Branch::Wu, Some(Querent { birth_year: 1990, sex: Sex::Male }));
    let js = guaiyi(&c, None);
    assert!(with(&js, p::FATE_ZAZHAI).is_empty());
    let j = one(&js, p::FATE_XUNYUAN);
    assert_eq!(j.verdict, "年命上惡神惡煞：怪咎成矣");
    assert!(j.facts.contains(&"本命上未乘天空（凶將）".to_string()));
    assert!(j.facts.contains(&"行年上酉為月厭".to_string()));
    // 「怪咎成矣」: the passage says 凶. The fact names 本命 (午) and the 未 over it.
    assert_eq!(j.tone, Some(Tone::Bad));
    assert_eq!(
        about_of(j, "本命上未乘天空（凶將）"),
        [About::Branch(Branch::Wei), About::Place(Place::BenMing), About::Branch(Branch::Wu)]
    );
    assert_eq!(about_of(j, "行年上酉為月厭")[1..], [About::Place(Place::XingNian), About::Branch(Branch::Shen)]);
    // 心動 (495): 行年上酉 rides 太常, a 吉將 → 免凶.
    assert_eq!(one(&js, p::HEART).verdict, "免凶");
    // 釜鳴 (507): 日上卯 雀 (凶), 辰上丑 貴 (吉), 行年上酉 常 (吉) → 吉.
    assert_eq!(one(&js, p::POT).verdict, "吉：主富貴");

    // 辰加子 (plate turned four): 貴人 丑 on earth 酉 → 逆: … 申龍 … 寅后. A man born 1970
    // (庚戌): 虛歲 39, 行年 丙寅 + 38 = 甲辰. 本命戌 上 寅 (天后), 行年辰 上 申 (青龍): both 吉,
    // neither 直符 巳, 大煞 卯/子 nor 月厭 酉 → 雖怪無害 (雜摘) and 雖怪何傷 (尋源).
    let c = chart_for("甲子", 3, Branch::Chen, Branch::Wu, Some(Querent { birth_year: 1970, sex: Sex::Male }));
    let js = guaiyi(&c, None);
    assert_eq!(one(&js, p::FATE_ZAZHAI).verdict, "年命上神將吉：雖怪無害");
    assert_eq!(one(&js, p::FATE_XUNYUAN).verdict, "年命上吉神良將：雖怪何傷");
    // 釜鳴: 日上午 虎 (凶), 辰上辰 玄 (凶), 行年上申 龍 (吉) → 凶.
    assert_eq!(one(&js, p::POT).verdict, "凶：主人動宅遷");
    // Without a querent there is no 年命 judgement, and 心動 says what it lacks.
    let js = chart_a(None);
    assert!(with(&js, p::FATE_XUNYUAN).is_empty());
    assert_eq!(one(&js, p::HEART).verdict, "未給年命，行年上不能看");
}

#[test]
fn falling_star_the_texts_own_example() {
    // 卯加子: 卯上午. 貴人 丑 on earth 戌 → 逆: 丑貴 子蛇 亥雀 戌合 酉勾 申龍 未空 午虎: 午 rides 白虎,
    // a 凶將 → 「周出兵入宋地」 (午 周, 卯 宋: 分野, 卷中 lines 13, 19).
    let star = GuaiyiKind::LuoXing { at: Some(Branch::Mao), travel: Some(Travel::EastToWest) };
    let js = read(Branch::Mao, Some(star));
    assert_eq!(one(&js, p::STAR).verdict, "得凶將為兵起：周出兵入宋地");
    assert_eq!(one(&js, p::STAR_WAY).verdict, "從東向西：為兵");
    // Chart A: 卯上辰 rides 六合 (吉) → 鄭 sends envoys into 宋.
    let star = GuaiyiKind::LuoXing { at: Some(Branch::Mao), travel: Some(Travel::WestToEast) };
    let js = chart_a(Some(star));
    assert_eq!(one(&js, p::STAR).verdict, "得吉將為使命：鄭分遣使入宋地");
    assert_eq!(one(&js, p::STAR_WAY).verdict, "從西向東：為使");
    assert_eq!(one(&js, p::STAR_WHEN).verdict, "應期在末傳午");
    // 發用辰 rides 六合, third after 貴人 → 貴前 → 今歲.
    assert_eq!(one(&js, p::STAR_YEAR).verdict, "用在貴前：應今歲");
    // Without the place only the 應期 rules speak.
    let js = chart_a(Some(GuaiyiKind::LuoXing { at: None, travel: None }));
    assert!(with(&js, p::STAR).is_empty() && with(&js, p::STAR_WAY).is_empty());
}

/// 「用在貴前應今歲，在貴後應來年」 (line 483) with 發用 riding 天空: behind 貴人 by
/// the default `tiankong=back` (《大全》 「天空雖云後六位」), neither with `apart`.
#[test]
fn a_use_riding_the_void_general_by_the_school_option() {
    let star = Some(GuaiyiKind::LuoXing { at: None, travel: None });
    let mut found = false;
    'search: for day in ["甲子", "乙丑", "丙寅", "丁卯", "戊辰", "己巳", "庚午", "辛未", "壬申", "癸酉"]
    {
        for over_zi in Branch::ALL {
            let c = chart(day, 3, over_zi, Branch::Wu);
            if c.chuan[0].general != General::Tiankong {
                continue;
            }
            let js = guaiyi(&c, star);
            let j = one(&js, p::STAR_YEAR);
            assert_eq!(j.verdict, "用在貴後：應來年");
            assert_eq!(j.id, "luoxing.year");
            assert!(j.facts[0].ends_with("乘天空"), "{j}");
            let apart = ChartOptions { tiankong: TiankongSide::Opposite, ..ChartOptions::default() };
            let c = chart_with(day, 3, over_zi, Branch::Wu, None, &apart);
            assert_eq!(c.chuan[0].general, General::Tiankong);
            assert!(with(&guaiyi(&c, star), p::STAR_YEAR).is_empty(), "天空 apart: neither before nor behind");
            found = true;
            break 'search;
        }
    }
    assert!(found, "some chart has 發用 riding 天空");
}

/// 「又與日辰相生吉，相克凶」 (line 473) and 什物自動 「身家皆吉，反此皆凶」: the
/// passages say 吉 or 凶, so the readings carry the tone; 犬吠 「以意推之」 does not.
#[test]
fn tone_only_where_the_passage_says_it() {
    let js = chart_a(None);
    for j in &js {
        let says = j.passage.text.contains('吉') || j.passage.text.contains('凶');
        assert!(j.tone.is_none() || says, "{j}: a tone the passage does not state");
    }
    let j = one(&js, p::THINGS_MOVE);
    let want = if j.verdict.contains("皆吉") {
        Tone::Good
    } else if j.verdict.contains("皆凶") {
        Tone::Bad
    } else {
        Tone::Mixed
    };
    assert_eq!(j.tone, Some(want));
    assert!(one(&js, p::DOG).tone.is_none());
}

#[test]
fn thunder() {
    // Chart A: 登明 亥 has 子 over it (水) → 澇. The text's example: 雷震於酉方 → 八月.
    let js = chart_a(Some(GuaiyiKind::LeiZhen { at: Some(Branch::You) }));
    assert_eq!(one(&js, p::THUNDER).verdict, "登明上子，水：澇");
    assert_eq!(one(&js, p::THUNDER_WHEN).verdict, "雷震於酉方：應八月，不出百里");
    // 卯加子: 亥上寅 (木) → 稔，多風.
    let js = read(Branch::Mao, Some(GuaiyiKind::LeiZhen { at: None }));
    assert_eq!(one(&js, p::THUNDER).verdict, "登明上寅，木：稔，多風");
    assert!(with(&js, p::THUNDER_WHEN).is_empty());
}

#[test]
fn wind_in_both_readings_of_its_time() {
    // The text's example: 風來在寅 → 正月. Chart A: 寅上卯 rides 朱雀 → 口舌.
    // 或云 by when it stopped (申): both readings shown.
    let js = chart_a(Some(GuaiyiKind::BaoFeng { from: Some(Branch::Yin), stopped: Some(Branch::Shen) }));
    let j = one(&js, p::WIND_WHEN);
    assert_eq!((j.verdict.as_str(), j.variant), ("應正月", Some(v::WIND_FROM)));
    let j = one(&js, p::WIND_STOP);
    assert_eq!((j.verdict.as_str(), j.variant), ("應期以風止之時申", Some(v::WIND_STOP)));
    assert_eq!(one(&js, p::WIND_ZHUQUE).verdict, "風來方上見朱雀：口舌");
    // 日上卯 rides 朱雀 → 凶 (旋風入戶 too).
    assert_eq!(one(&js, p::WIND_DAY).verdict, "日上卯乘朱雀：凶");
    // Without the stop time the 或云 reading says so.
    let js = chart_a(Some(GuaiyiKind::BaoFeng { from: Some(Branch::Yin), stopped: None }));
    assert!(with(&js, p::WIND_STOP).is_empty());
    assert!(has_fact(&js, p::WIND_WHEN, "風止之時未給"));
}

#[test]
fn things_moving_and_the_well() {
    // 卯加子: 日上巳 rides 太常 (吉), 火 相; 辰上卯 rides 太陰 (吉), 木 旺 → 身家皆吉.
    let js = read(Branch::Mao, None);
    assert_eq!(one(&js, p::THINGS_MOVE).verdict, "吉而旺相：身家皆吉");
    assert_eq!(one(&js, p::WELL).verdict, "吉而旺相：身家皆吉");
    // 未加子: 日上酉 rides 勾陳 (凶), 金 囚; 辰上未 rides 天空 (凶), 土 死 → 身家皆凶.
    let js = read(Branch::Wei, None);
    assert_eq!(one(&js, p::THINGS_MOVE).verdict, "反此：身家皆凶");
    // Chart A: 日上卯 雀 (凶) but 旺; 辰上丑 貴 (吉) but 死 → neither.
    let js = chart_a(None);
    assert_eq!(one(&js, p::THINGS_MOVE).verdict, "身吉凶參半，家吉凶參半");
}

#[test]
fn dog_hen_and_bird() {
    let js = chart_a(Some(GuaiyiKind::QuanFei));
    // 511: 日上卯 rides 朱雀; 以意推之, with 卯's class (line 365).
    assert!(one(&js, p::DOG).verdict.starts_with("日上卯乘朱雀（凶），以意推之：为竹草"));
    // 515: 從魁 酉 stands on earth 申; over earth 酉 is 戌; 酉 rides 太常 (吉).
    let js = chart_a(Some(GuaiyiKind::PinJiMing));
    assert_eq!(one(&js, p::HEN).verdict, "從魁酉加申，酉上見戌，乘太常：吉");
    // 519: where it sang (午: 午上未 rides 天空, 凶), and 或云 日上 (卯 朱雀, 凶): both.
    let js = chart_a(Some(GuaiyiKind::NiaoGuaiMing { at: Some(Branch::Wu) }));
    let j = one(&js, p::BIRD);
    assert_eq!((j.verdict.as_str(), j.variant), ("鳴處午上未乘天空：凶", Some(v::BIRD_PLACE)));
    assert_eq!(one(&js, p::BIRD_DAY).variant, Some(v::BIRD_DAY));
    // Only the kind asked for is read (besides the general judgement).
    assert!(with(&js, p::DOG).is_empty() && with(&js, p::HEN).is_empty());
    assert!(verdicts(&js, p::SNAKE_IN_LESSONS).len() == 1);
}

#[test]
fn kinds_parse_by_pinyin_and_hanzi() {
    assert_eq!(GuaiyiKind::parse("雷震", Some(Branch::You)), Some(GuaiyiKind::LeiZhen { at: Some(Branch::You) }));
    assert_eq!(GuaiyiKind::parse("pinjiming", None), Some(GuaiyiKind::PinJiMing));
    assert_eq!(GuaiyiKind::parse("牝鸡鸣", None), Some(GuaiyiKind::PinJiMing));
    assert_eq!(GuaiyiKind::parse("xindong", Some(Branch::Zi)), None, "心動 takes no place");
    assert_eq!(
        GuaiyiKind::ALL.iter().map(|k| k.hanzi()).collect::<String>(),
        "落星雷震暴風心動什物自動井溢釜鳴犬吠牝雞鳴鳥怪鳴"
    );
}
