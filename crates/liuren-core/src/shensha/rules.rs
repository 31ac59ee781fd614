//! 起例 Qǐlì — the rules the text states for its tables, as functions.
//!
//! Each function cites the sentence that states it. `tests/shensha_tables.rs`
//! derives the printed rows from them; that is how the slips in ERRATA.md were
//! found and how 月破 (line 251) was.

use crate::cycle::{Branch, Element, Stem};
use crate::relations::LifeStage;

use super::basis::{month_number, Season};

/// 祿 Lù — a stem's salary: its 臨官 by the 八長生 (「臨官即祿神也」 line 401, with
/// 「甲生亥，丙戊生寅，庚生巳，壬生申，順行；乙生午，丁己生酉，辛生子，癸生卯，逆行」 line 377).
///
/// ```
/// use liuren_core::cycle::{Branch, Stem};
/// use liuren_core::shensha::rules::lu;
/// assert_eq!(lu(Stem::Jia), Branch::Yin);
/// assert_eq!(lu(Stem::Gui), Branch::Zi);
/// ```
pub fn lu(stem: Stem) -> Branch {
    Branch::ALL
        .into_iter()
        .find(|&b| LifeStage::of_stem(stem, b) == LifeStage::Office)
        .expect("every stem has one 臨官")
}

/// 德 — the stem whose virtue a stem takes: 「陽干剛健，德秉於己……陰干柔順，德歸於合」
/// (line 469), which is also 歲德 「陽年即歲干，陰年歲干之合」 (line 151).
///
/// ```
/// use liuren_core::cycle::Stem;
/// use liuren_core::shensha::rules::virtue_stem;
/// assert_eq!(virtue_stem(Stem::Bing), Stem::Bing);
/// assert_eq!(virtue_stem(Stem::Yi), Stem::Geng);
/// ```
pub fn virtue_stem(stem: Stem) -> Stem {
    if stem.is_yang() {
        stem
    } else {
        stem.combines_with()
    }
}

/// 歲德合 — 「歲德之合」 (line 153).
pub fn year_virtue_partner(year: Stem) -> Stem {
    virtue_stem(year).combines_with()
}

/// 天廷 — 「歲干祿位後一辰」 (line 155): one place behind the year stem's 祿.
pub fn tian_ting(year: Stem) -> Branch {
    lu(year).previous()
}

/// 日德 Rìdé — 「甲德在寅，丙戊德在巳，庚德在申，壬德在亥……乙合庚德在申，丁合壬德在亥，
/// 己合甲德在寅，辛合丙德在巳，癸合戊德在巳」 (line 469). The places named are the 祿 of the
/// 陽干 whose virtue the stem takes.
pub fn day_virtue(day: Stem) -> Branch {
    lu(virtue_stem(day))
}

/// 支德 Zhīdé — 「支前五辰為支德」 (line 469): 子日德在巳 ….
pub fn branch_virtue(day: Branch) -> Branch {
    day.wrapping_add(5)
}

/// 五合 (日合) — where the stem's partner lodges: 「甲與己合，己居未，未為日合」 (line 491).
pub fn five_harmony(day: Stem) -> Branch {
    day.combines_with().lodge()
}

/// 劫煞 Jiéshà — 「歲三合上之前一辰」 (line 165): the place after the triad's 墓, the 絕
/// of its element (申子辰 → 巳).
pub fn jie_sha(year: Branch) -> Branch {
    year.triad()[2].next()
}

/// 大煞 Dàshà, 將軍 Jiāngjūn — 「三合之仲辰」 (lines 171, 355): the triad's 旺.
pub fn triad_middle(b: Branch) -> Branch {
    b.triad()[1]
}

/// 華蓋 Huágài — 「支三合之季辰」 (line 343): the triad's 墓.
pub fn hua_gai(day: Branch) -> Branch {
    day.triad()[2]
}

/// 日馬 (驛馬) Rìmǎ — the 沖 of the triad's 長生 (申子辰 馬在寅); [`Branch::post_horse`].
pub fn post_horse(day: Branch) -> Branch {
    day.post_horse()
}

/// 桃花 Táohuā, 咸池 Xiánchí (「即桃花」 line 265) — the triad element's 沐浴, the place
/// after its 長生 (申子辰 → 酉).
pub fn tao_hua(b: Branch) -> Branch {
    b.triad()[0].next()
}

/// 六破 Liùpò — 「亥寅互破，卯午互破，未戌互破……巳申互破，酉子互破，丑辰互破」 (line 607):
/// a 陽 branch breaks the one three places behind it, a 陰 branch the one three ahead.
///
/// ```
/// use liuren_core::cycle::Branch;
/// use liuren_core::shensha::rules::po;
/// assert_eq!(po(Branch::Zi), Branch::You);
/// assert_eq!(po(Branch::Chou), Branch::Chen);
/// ```
pub fn po(b: Branch) -> Branch {
    if b.is_yang() {
        b.wrapping_add(-3)
    } else {
        b.wrapping_add(3)
    }
}

/// 六害 Liùhài — 「子午對沖，乃丑合子，未合午，故子未互害，午丑互害」 (line 613): the
/// harmony of one's opposite.
pub fn hai(b: Branch) -> Branch {
    b.opposite().six_harmony()
}

/// 月厭 Yuèyàn — 「正月起戌，逆行十二」 (ERRATA.md, from the seed's 諸煞 note).
pub fn yue_yan(month: Branch) -> Branch {
    Branch::Xu.wrapping_add(-(month_number(month) as i64))
}

/// 長生 of an element by the 四長生 (line 377): 木 亥, 火 寅, 金 巳, 水 and 土 申.
pub fn element_birth(e: Element) -> Branch {
    Branch::ALL.into_iter().find(|&b| LifeStage::of_element(e, b) == LifeStage::Birth).expect("one 長生")
}

/// 墓 of an element by the 四長生 (line 377): 木 未, 火 戌, 金 丑, 水 and 土 辰.
pub fn element_tomb(e: Element) -> Branch {
    element_birth(e).wrapping_add(8)
}

/// 五墓 Wǔmù — 「四季之墓也」 (line 205): the tomb of the season's element.
pub fn wu_mu(season: Season) -> Branch {
    element_tomb(season.element())
}

/// 三邱 Sānqiū — 「四季長生之墓」 (line 203): the tomb of the season's 長生 branch
/// (春 長生 亥, a 水 branch, whose 墓 is 辰).
pub fn san_qiu(season: Season) -> Branch {
    element_tomb(element_birth(season.element()).element())
}

/// 轉煞 Zhuǎnshà — 「四季之旺神」 (line 199): the season's 仲.
pub fn zhuan_sha(season: Season) -> Branch {
    season.middle()
}

/// 飛禍 Fēihuò — 「刑四孟之神」 (line 215): the branch that punishes the season's 孟
/// (春 孟 寅, and 申刑寅).
pub fn fei_huo(season: Season) -> Branch {
    let first = season.first();
    Branch::ALL.into_iter().find(|b| b.punishes() == first).expect("every 孟 is punished by one branch")
}
