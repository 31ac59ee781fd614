//! 十二天將 Shí'èr tiānjiàng — the twelve generals led by 貴人.
//!
//! 貴人 stands on a heaven branch fixed by the day stem and by day or night;
//! the other eleven follow it on the heaven plate, forward (順) when 貴人
//! stands on earth 亥子丑寅卯辰 and backward (逆) on 巳午未申酉戌.

use serde::{Deserialize, Serialize};

use crate::cycle::{cyclic_enum, Branch, ByBranch, Element, Stem};
use crate::plate::Plate;

cyclic_enum!(
    /// 天將 — a heavenly general, in their order from 貴人 (the order they are laid
    /// on the plate, forward or backward). The cycle of twelve, like the branches:
    /// `General::Guiren.wrapping_add(6)` is 天空, the general opposite 貴人.
    General, 12, "generals",
    example: Guiren + 6 = Tiankong "天空" "天空" "tiankong" '空', last Tianhou,
    aliased [
        /// 貴人 Guìrén — the Noble (天乙), 己丑土.
        Guiren = "貴人" "贵人" "guiren" "貴",
        /// 螣蛇 Téngshé — the Soaring Snake, 丁巳火.
        Tengshe = "螣蛇" "螣蛇" "tengshe" "蛇",
        /// 朱雀 Zhūquè — the Vermilion Bird, 丙午火.
        Zhuque = "朱雀" "朱雀" "zhuque" "雀",
        /// 六合 Liùhé — the Six Harmony, 乙卯木.
        Liuhe = "六合" "六合" "liuhe" "合",
        /// 勾陳 Gōuchén — the Hook, 戊辰土.
        Gouchen = "勾陳" "勾陈" "gouchen" "勾",
        /// 青龍 Qīnglóng — the Green Dragon, 甲寅木.
        Qinglong = "青龍" "青龙" "qinglong" "龍",
        /// 天空 Tiānkōng — the Void of Heaven, 戊戌土.
        Tiankong = "天空" "天空" "tiankong" "空",
        /// 白虎 Báihǔ — the White Tiger, 庚申金.
        Baihu = "白虎" "白虎" "baihu" "虎",
        /// 太常 Tàicháng — the Great Constant, 己未土.
        Taichang = "太常" "太常" "taichang" "常",
        /// 玄武 Xuánwǔ — the Dark Warrior, 癸亥水.
        Xuanwu = "玄武" "玄武" "xuanwu" "玄",
        /// 太陰 Tàiyīn — the Great Yin, 辛酉金.
        Taiyin = "太陰" "太阴" "taiyin" "陰",
        /// 天后 Tiānhòu — the Heavenly Empress, 壬子水.
        Tianhou = "天后" "天后" "tianhou" "后",
    ]
);

impl General {
    /// The one-character short name used on the ring: 貴 蛇 雀 合 勾 龍 空 虎 常 玄 陰 后.
    ///
    /// ```
    /// use liuren_core::generals::General;
    /// assert_eq!(General::Qinglong.short(), "龍");
    /// assert_eq!(General::from_char('龍'), Some(General::Qinglong));
    /// ```
    pub fn short(self) -> &'static str {
        Self::ALIAS[self.index()]
    }

    /// English gloss.
    ///
    /// ```
    /// use liuren_core::generals::General;
    /// assert_eq!(General::Baihu.english(), "White Tiger");
    /// ```
    pub fn english(self) -> &'static str {
        [
            "Noble",
            "Soaring Snake",
            "Vermilion Bird",
            "Six Harmony",
            "Hook",
            "Green Dragon",
            "Void of Heaven",
            "White Tiger",
            "Great Constant",
            "Dark Warrior",
            "Great Yin",
            "Heavenly Empress",
        ][self.index()]
    }

    /// The general's home branch (本家): 貴人丑, 螣蛇巳, 朱雀午, 六合卯, 勾陳辰,
    /// 青龍寅, 天空戌, 白虎申, 太常未, 玄武亥, 太陰酉, 天后子.
    ///
    /// ```
    /// use liuren_core::cycle::Branch;
    /// use liuren_core::generals::General;
    /// assert_eq!(General::Guiren.home(), Branch::Chou);
    /// assert_eq!(General::Tianhou.home(), Branch::Zi);
    /// ```
    pub fn home(self) -> Branch {
        #[rustfmt::skip]
        const HOME: [Branch; 12] = [
            Branch::Chou, Branch::Si, Branch::Wu, Branch::Mao, Branch::Chen, Branch::Yin,
            Branch::Xu, Branch::Shen, Branch::Wei, Branch::Hai, Branch::You, Branch::Zi,
        ];
        HOME[self.index()]
    }

    /// The general's element (that of its home branch).
    ///
    /// ```
    /// use liuren_core::cycle::Element;
    /// use liuren_core::generals::General;
    /// assert_eq!(General::Zhuque.element(), Element::Fire);
    /// ```
    pub fn element(self) -> Element {
        self.home().element()
    }

    /// Parse a full or short name (traditional or simplified), exactly as given
    /// (no trimming, no pinyin: for those use `str::parse`).
    ///
    /// ```
    /// use liuren_core::generals::General;
    /// assert_eq!(General::from_name("勾陈"), Some(General::Gouchen));
    /// assert_eq!(General::from_name("后"), Some(General::Tianhou));
    /// assert_eq!(General::from_name("tianhou"), None);
    /// assert_eq!("tianhou".parse(), Ok(General::Tianhou));
    /// ```
    pub fn from_name(s: &str) -> Option<General> {
        General::ALL.into_iter().find(|g| g.hanzi() == s || g.hanzi_simplified() == s || g.short() == s)
    }
}

/// Which table places 貴人 by the day stem.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum NobleTable {
    /// 甲戊庚 晝丑夜未, 乙己 晝子夜申, 丙丁 晝亥夜酉, 壬癸 晝巳夜卯, 辛 晝午夜寅 —
    /// 《占事略決》 第三章 「甲、戊、庚，旦治大吉，暮治小吉；乙、己，旦治神后，暮治傳送；
    /// 丙、丁，旦治徵明，暮治從魁；六辛，旦治勝先，暮治功曹；壬、癸，旦治太一，暮治大衝」,
    /// the same in 《景祐六壬神定經》 釋天乙 and in 《六壬大全》's own worked charts
    /// (verse 「甲戊庚牛羊…六辛逢馬虎」).
    #[default]
    Classical,
    /// 「甲羊戊庚牛，乙猴己鼠求，丙雞丁豬位，壬兔癸蛇游，六辛逢虎馬」 read as
    /// the daytime nobles (晝 甲未 乙申 丙酉 丁亥 戊丑 己子 庚丑 辛寅 壬卯 癸巳), the
    /// night noble being the other of each pair. Source: the 先天貴神 of 《六壬大全》
    /// 第一冊 (日貴歌 「甲羊戊庚牛，乙猴己鼠求，丙雞丁豬位，壬兔癸蛇游，六辛逢虎上」,
    /// noted there as 「近不用」), also the 考原 reading in 《協紀辨方書》.
    JiaYangWuGengNiu,
}

/// The school options for 貴人.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct NobleRules {
    /// The base table.
    pub table: NobleTable,
    /// 壬癸 晝卯夜巳 instead of the table's 壬癸 pair. Source: the first seed
    /// text (卷中) — its worked charts at lines 517, 563, 571 and 587 only come out
    /// with this placement (and with 六辛 晝寅夜午). Offered, not defaulted: the
    /// default follows 《占事略決》 and 《大全》's own charts.
    pub ren_gui_mao_si: bool,
    /// 六辛 晝寅夜午 instead of the table's 辛 pair — the 日貴歌 of the 先天貴神
    /// (「六辛逢虎上」, 《六壬大全》 第一冊) for 辛 alone, and the placement the first
    /// seed text's worked charts use (卷中, line 587).
    pub xin_yin_wu: bool,
}

impl NobleRules {
    /// The heaven branch 貴人 stands on for `stem` by day or by night.
    ///
    /// ```
    /// use liuren_core::{cycle::{Branch, Stem}, generals::NobleRules};
    /// let r = NobleRules::default();
    /// assert_eq!(r.noble(Stem::Jia, true), Branch::Chou);
    /// assert_eq!(r.noble(Stem::Jia, false), Branch::Wei);
    /// assert_eq!(r.noble(Stem::Xin, true), Branch::Wu);
    /// ```
    pub fn noble(self, stem: Stem, daytime: bool) -> Branch {
        use Branch as B;
        let (day, night) = match stem {
            Stem::Ren | Stem::Gui if self.ren_gui_mao_si => (B::Mao, B::Si),
            Stem::Xin if self.xin_yin_wu => (B::Yin, B::Wu),
            _ => match self.table {
                NobleTable::Classical => match stem {
                    Stem::Jia | Stem::Wu | Stem::Geng => (B::Chou, B::Wei),
                    Stem::Yi | Stem::Ji => (B::Zi, B::Shen),
                    Stem::Bing | Stem::Ding => (B::Hai, B::You),
                    Stem::Ren | Stem::Gui => (B::Si, B::Mao),
                    Stem::Xin => (B::Wu, B::Yin),
                },
                NobleTable::JiaYangWuGengNiu => match stem {
                    Stem::Jia => (B::Wei, B::Chou),
                    Stem::Wu | Stem::Geng => (B::Chou, B::Wei),
                    Stem::Yi => (B::Shen, B::Zi),
                    Stem::Ji => (B::Zi, B::Shen),
                    Stem::Bing => (B::You, B::Hai),
                    Stem::Ding => (B::Hai, B::You),
                    Stem::Ren => (B::Mao, B::Si),
                    Stem::Gui => (B::Si, B::Mao),
                    Stem::Xin => (B::Yin, B::Wu),
                },
            },
        };
        if daytime {
            day
        } else {
            night
        }
    }
}

/// The twelve generals laid on a plate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Generals {
    /// The general on each heaven branch.
    on_heaven: ByBranch<General>,
    /// Whether they run forward (順).
    forward: bool,
}

impl Generals {
    /// Lay the generals: 貴人 on `noble` (a heaven branch), the rest following
    /// forward when it stands on earth 亥子丑寅卯辰, else backward.
    pub fn new(plate: Plate, noble: Branch) -> Generals {
        let earth = plate.earth_under(noble);
        let forward =
            matches!(earth, Branch::Hai | Branch::Zi | Branch::Chou | Branch::Yin | Branch::Mao | Branch::Chen);
        let mut on_heaven = ByBranch([General::Guiren; 12]);
        for g in General::ALL {
            let k = g.since(General::Guiren) as i64;
            on_heaven[noble.wrapping_add(if forward { k } else { -k })] = g;
        }
        Generals { on_heaven, forward }
    }

    /// The general riding heaven branch `heaven` (乘).
    pub fn on(&self, heaven: Branch) -> General {
        self.on_heaven[heaven]
    }

    /// The heaven branch a general rides.
    pub fn branch_of(&self, general: General) -> Branch {
        self.on_heaven.iter().find(|(_, g)| **g == general).map(|(b, _)| b).unwrap_or(Branch::Chou)
    }

    /// 順 (true) or 逆 (false).
    pub fn forward(&self) -> bool {
        self.forward
    }
}

/// 前後 — where a general stands from 貴人.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// 貴人 itself.
    Noble,
    /// 前 — the 1st‥5th general after 貴人 (蛇 雀 合 勾 龍).
    Front,
    /// 後 — 天后 太陰 玄武 太常 白虎 (the 7th‥11th).
    Back,
    /// 天空, the 6th: opposite 貴人, neither before nor behind in one reading.
    Opposite,
}

/// 天空 before or behind 貴人: the books disagree.
///
/// The school option `tiankong` (`back`, the default, or `apart`); every family
/// that reads 前/後 of 貴人 reads it through [`side_of`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum TiankongSide {
    /// 後 — 「天空雖云後六位」 (《六壬大全》第二冊 天將總論, 頁92): counted behind.
    #[default]
    Back,
    /// Neither: 天空 stands opposite 貴人 (「前有五位……後有五位」 of the same
    /// chapter counts five each side, leaving the sixth out; the 怪異 rule 「用在貴前
    /// 應今歲，在貴後應來年」 of the second seed text, line 483, was read so).
    Opposite,
}

/// Where general `g` stands from 貴人.
///
/// ```
/// use liuren_core::generals::General;
/// use liuren_core::generals::{side_of, Side, TiankongSide};
/// assert_eq!(side_of(General::Qinglong, TiankongSide::Back), Side::Front);
/// assert_eq!(side_of(General::Tiankong, TiankongSide::Back), Side::Back);
/// assert_eq!(side_of(General::Tiankong, TiankongSide::Opposite), Side::Opposite);
/// ```
pub fn side_of(g: General, tiankong: TiankongSide) -> Side {
    match g {
        General::Guiren => Side::Noble,
        General::Tengshe | General::Zhuque | General::Liuhe | General::Gouchen | General::Qinglong => Side::Front,
        General::Tiankong => match tiankong {
            TiankongSide::Back => Side::Back,
            TiankongSide::Opposite => Side::Opposite,
        },
        _ => Side::Back,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_general_once() {
        for plate in Plate::all() {
            for noble in Branch::ALL {
                let g = Generals::new(plate, noble);
                let mut seen: Vec<General> = Branch::ALL.iter().map(|&b| g.on(b)).collect();
                seen.sort();
                assert_eq!(seen, General::ALL);
                assert_eq!(g.on(noble), General::Guiren);
                assert_eq!(g.branch_of(g.on(noble.next())), noble.next());
            }
        }
    }

    #[test]
    fn direction_follows_the_earth_under_the_noble() {
        // 貴人 on heaven 丑 over earth 子 (丑加子): forward, so 螣蛇 rides 寅.
        let g = Generals::new(Plate::with_over_zi(Branch::Chou), Branch::Chou);
        assert!(g.forward());
        assert_eq!(g.on(Branch::Yin), General::Tengshe);
        assert_eq!(g.on(Branch::Zi), General::Tianhou);
        // 貴人 on heaven 未 over earth 午 (伏吟 shifted by one): backward, 螣蛇 on 午.
        let g = Generals::new(Plate::with_over_zi(Branch::Chou), Branch::Wei);
        assert!(!g.forward());
        assert_eq!(g.on(Branch::Wu), General::Tengshe);
    }

    #[test]
    fn the_two_noble_tables_pair_day_and_night() {
        // Each table uses the same pair per stem; the verse of 考原 swaps day and
        // night for 甲, 乙, 丙, 壬 and 辛 only.
        for stem in Stem::ALL {
            let a = NobleRules::default();
            let b = NobleRules { table: NobleTable::JiaYangWuGengNiu, ..Default::default() };
            let pa = [a.noble(stem, true), a.noble(stem, false)];
            let pb = [b.noble(stem, true), b.noble(stem, false)];
            assert!(pa == pb || pa == [pb[1], pb[0]], "{stem}");
            // 貴人 never stands on 辰 or 戌 (天羅地網).
            assert!(!pa.contains(&Branch::Chen) && !pa.contains(&Branch::Xu));
        }
    }
}
