//! 星宿 Xīngxiù — the twenty-eight lunar mansions by palace (卷中, lines 51–131),
//! each with its number of stars, 吉 or 凶, and what it stands for.

use core::fmt;

use serde::{Serialize, Serializer};

use crate::cycle::Branch;

/// 二十八宿 Èrshíbā xiù — a lunar mansion, in the canonical order from 角 (the
/// eastern palace 角亢氐房心尾箕, then 斗牛女虛危室壁, 奎婁胃昴畢觜參, 井鬼柳星張翼軫).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mansion {
    /// 角 Jiǎo — Horn.
    Horn,
    /// 亢 Kàng — Neck.
    Neck,
    /// 氐 Dǐ — Root.
    Root,
    /// 房 Fáng — Room.
    Room,
    /// 心 Xīn — Heart.
    Heart,
    /// 尾 Wěi — Tail.
    Tail,
    /// 箕 Jī — Winnowing Basket.
    WinnowingBasket,
    /// 斗 Dǒu — Dipper.
    Dipper,
    /// 牛 Niú — Ox.
    Ox,
    /// 女 Nǚ — Girl.
    Girl,
    /// 虛 Xū — Emptiness.
    Emptiness,
    /// 危 Wēi — Rooftop.
    Rooftop,
    /// 室 Shì — Encampment.
    Encampment,
    /// 壁 Bì — Wall.
    Wall,
    /// 奎 Kuí — Legs.
    Legs,
    /// 婁 Lóu — Bond.
    Bond,
    /// 胃 Wèi — Stomach.
    Stomach,
    /// 昴 Mǎo — Hairy Head.
    HairyHead,
    /// 畢 Bì — Net.
    Net,
    /// 觜 Zī — Turtle Beak.
    TurtleBeak,
    /// 參 Shēn — Three Stars.
    ThreeStars,
    /// 井 Jǐng — Well.
    Well,
    /// 鬼 Guǐ — Ghost.
    Ghost,
    /// 柳 Liǔ — Willow.
    Willow,
    /// 星 Xīng — Star.
    Star,
    /// 張 Zhāng — Extended Net.
    ExtendedNet,
    /// 翼 Yì — Wings.
    Wings,
    /// 軫 Zhěn — Chariot.
    Chariot,
}

impl Mansion {
    /// The twenty-eight from 角.
    #[rustfmt::skip]
    pub const ALL: [Mansion; 28] = [
        Mansion::Horn, Mansion::Neck, Mansion::Root, Mansion::Room, Mansion::Heart, Mansion::Tail, Mansion::WinnowingBasket,
        Mansion::Dipper, Mansion::Ox, Mansion::Girl, Mansion::Emptiness, Mansion::Rooftop, Mansion::Encampment, Mansion::Wall,
        Mansion::Legs, Mansion::Bond, Mansion::Stomach, Mansion::HairyHead, Mansion::Net, Mansion::TurtleBeak, Mansion::ThreeStars,
        Mansion::Well, Mansion::Ghost, Mansion::Willow, Mansion::Star, Mansion::ExtendedNet, Mansion::Wings, Mansion::Chariot,
    ];

    /// 宿名 — the one-character names.
    #[rustfmt::skip]
    const HANZI: [&'static str; 28] = [
        "角", "亢", "氐", "房", "心", "尾", "箕",
        "斗", "牛", "女", "虛", "危", "室", "壁",
        "奎", "婁", "胃", "昴", "畢", "觜", "參",
        "井", "鬼", "柳", "星", "張", "翼", "軫",
    ];

    /// 七曜 — the luminary of each mansion in its full name (角木蛟: 木).
    #[rustfmt::skip]
    const LUMINARY: [&'static str; 28] = [
        "木", "金", "土", "日", "月", "火", "水",
        "木", "金", "土", "日", "月", "火", "水",
        "木", "金", "土", "日", "月", "火", "水",
        "木", "金", "土", "日", "月", "火", "水",
    ];

    /// 禽 — the animal of each mansion.
    // DIFFERENCE: the text prints 壁水狳 (57), 房日免 (109), 「牛六星，金牛」 (123) and 虎日鼠
    // (129); the mansions are 壁水貐, 房日兔, 牛金牛 and 虛日鼠 (ERRATA.md).
    #[rustfmt::skip]
    const ANIMAL: [&'static str; 28] = [
        "蛟", "龍", "貉", "兔", "狐", "虎", "豹",
        "獬", "牛", "蝠", "鼠", "燕", "豬", "貐",
        "狼", "狗", "雉", "雞", "烏", "猴", "猿",
        "犴", "羊", "獐", "馬", "鹿", "蛇", "蚓",
    ];

    /// Place from 角 (0‥27).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The one-character name: 角.
    pub fn hanzi(self) -> &'static str {
        Self::HANZI[self.index()]
    }

    /// The luminary (七曜) of the full name: 木 金 土 日 月 火 水.
    pub fn luminary(self) -> &'static str {
        Self::LUMINARY[self.index()]
    }

    /// The animal of the full name: 蛟.
    pub fn animal(self) -> &'static str {
        Self::ANIMAL[self.index()]
    }

    /// The full name as the text writes it: 角木蛟.
    ///
    /// ```
    /// use liuren_core::shensha::xingxiu::Mansion;
    /// assert_eq!(Mansion::Emptiness.full_name(), "虛日鼠");
    /// ```
    pub fn full_name(self) -> String {
        format!("{}{}{}", self.hanzi(), self.luminary(), self.animal())
    }

    /// Parse the one-character name.
    pub fn from_hanzi(s: &str) -> Option<Mansion> {
        Mansion::ALL.into_iter().find(|m| m.hanzi() == s)
    }
}

impl fmt::Display for Mansion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.hanzi())
    }
}

impl Serialize for Mansion {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.hanzi())
    }
}

/// 星宿 — one mansion under its palace, as the text lists it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct XingXiu {
    /// The palace (branch) the text lists it under.
    pub palace: Branch,
    /// The mansion.
    pub mansion: Mansion,
    /// How many stars (二星, 十六星 …).
    pub stars: u8,
    /// 吉 (true) or 凶.
    pub auspicious: bool,
    /// What it stands for, and its neighbouring stars (corrected reading).
    pub meaning: &'static str,
    /// Line in the seed text.
    pub line: u32,
}

impl XingXiu {
    /// 吉 or 凶.
    pub fn verdict(&self) -> &'static str {
        if self.auspicious {
            "吉"
        } else {
            "凶"
        }
    }
}

/// 星宿 (lines 51–131), in the text's order: the palaces from 亥 back to 子, and in
/// each palace its mansions in their order (室壁, 奎婁, 胃昴畢 …).
#[rustfmt::skip]
pub const XINGXIU: [XingXiu; 28] = [
    XingXiu { palace: Branch::Hai, mansion: Mansion::Encampment, stars: 2, auspicious: false, line: 55,
              meaning: "為帝君、祠廟、閣道。雷電星，主雷興蟄動。斧鉞星，主誅夷。" },
    XingXiu { palace: Branch::Hai, mansion: Mansion::Wall, stars: 2, auspicious: true, line: 57,
              meaning: "為秘府、圖書、文章。霹靂星，主雷。雲雨星，主雨。" },
    XingXiu { palace: Branch::Xu, mansion: Mansion::Legs, stars: 16, auspicious: true, line: 61,
              meaning: "為武庫、溝瀆、封豕。" },
    XingXiu { palace: Branch::Xu, mansion: Mansion::Bond, stars: 3, auspicious: true, line: 63,
              meaning: "為興兵、聚眾。軍堠星，主兵。" },
    XingXiu { palace: Branch::You, mansion: Mansion::Stomach, stars: 3, auspicious: true, line: 67,
              meaning: "為天倉、為商賈。天廩星，主積粟。大陵星，主陵墓。積水星，主水。積屍星，主死。" },
    XingXiu { palace: Branch::You, mansion: Mansion::HairyHead, stars: 7, auspicious: true, line: 69,
              meaning: "為儒林、白衣、毛頭星。捲舌星、讒星，俱主讒。" },
    XingXiu { palace: Branch::You, mansion: Mansion::Net, stars: 8, auspicious: false, line: 71,
              meaning: "為雨、為邊兵、弋獵、游田。天關星，主邊塞。九遊星，主邊軍。天潢星，主河梁、濟渡。" },
    XingXiu { palace: Branch::Shen, mansion: Mansion::TurtleBeak, stars: 3, auspicious: false, line: 75,
              meaning: "為五穀、軍儲、葆旅、行商、虎首。" },
    XingXiu { palace: Branch::Shen, mansion: Mansion::ThreeStars, stars: 7, auspicious: true, line: 77,
              meaning: "為斬艾、白虎。玉井星，主水災。軍井星，主行軍之井。" },
    XingXiu { palace: Branch::Wei, mansion: Mansion::Well, stars: 8, auspicious: false, line: 81,
              meaning: "為水事、行舟。諸侯星，主為天子、議擻。老人星、丈人星，皆主壽考。水府星主泛滿。四瀆星主江淮河漢。" },
    XingXiu { palace: Branch::Wei, mansion: Mansion::Ghost, stars: 4, auspicious: true, line: 83,
              meaning: "為疾病、死亡、妖孽、淫辭。積屍氣主死喪。煥星主烽火。" },
    XingXiu { palace: Branch::Wu, mansion: Mansion::Willow, stars: 8, auspicious: true, line: 87,
              meaning: "為倉庫、飲食、酒醋、果、血、草木、鳥汪。酒星主酒。" },
    XingXiu { palace: Branch::Wu, mansion: Mansion::Star, stars: 7, auspicious: true, line: 89,
              meaning: "為后妃、丞相、賢士、吉事、非橫事。天相星主輔佐天子。軒轅星主雷雨。稷星主農事。" },
    XingXiu { palace: Branch::Wu, mansion: Mansion::ExtendedNet, stars: 6, auspicious: true, line: 91,
              meaning: "為太廟、廚、觴客、分離。天廟星，主天子祖廟。長垣星，主界域。" },
    XingXiu { palace: Branch::Si, mansion: Mansion::Wings, stars: 22, auspicious: false, line: 95,
              meaning: "為文籍、遠客、羽翮。" },
    XingXiu { palace: Branch::Si, mansion: Mansion::Chariot, stars: 4, auspicious: true, line: 97,
              meaning: "為車、為風。" },
    XingXiu { palace: Branch::Chen, mansion: Mansion::Horn, stars: 2, auspicious: false, line: 101,
              meaning: "為威信、將賊。進賢星，主公卿、薦賢。周輅星，主國家神器、運祈。平星，主廷尉、刑獄。衡星，主陳兵。" },
    XingXiu { palace: Branch::Chen, mansion: Mansion::Neck, stars: 4, auspicious: true, line: 103,
              meaning: "為天玉、帝廷、疾蠱毒。折威星，主斬殺。頓頑星為考察、囚犯情偽。" },
    XingXiu { palace: Branch::Mao, mansion: Mansion::Root, stars: 4, auspicious: true, line: 107,
              meaning: "為疫。" },
    XingXiu { palace: Branch::Mao, mansion: Mansion::Room, stars: 4, auspicious: true, line: 109,
              meaning: "為府、為政令、為天駟。罰星，主皮、金、贖罪。雨鹹星，主淫泆。" },
    XingXiu { palace: Branch::Mao, mansion: Mansion::Heart, stars: 3, auspicious: true, line: 111,
              meaning: "中星為天子，前星為太子，後星為庶子。積卒星，主軍士。" },
    XingXiu { palace: Branch::Yin, mansion: Mansion::Tail, stars: 7, auspicious: false, line: 115,
              meaning: "為盜賊、為不和。天江星，主水，亦主關道。魚子星，主水旱，亦主魚。" },
    XingXiu { palace: Branch::Yin, mansion: Mansion::WinnowingBasket, stars: 4, auspicious: false, line: 117,
              meaning: "為風、公訟、口舌、敖客。木杵星，主豐歉。" },
    XingXiu { palace: Branch::Chou, mansion: Mansion::Dipper, stars: 6, auspicious: false, line: 121,
              meaning: "為宰相、貴人、賢人、科名、廟。建星，主謀事。建上星，主列肆。天淵星，主海中魚鱉，亦主小旱。" },
    XingXiu { palace: Branch::Chou, mansion: Mansion::Ox, stars: 6, auspicious: false, line: 123,
              meaning: "為僧道、犧牲。羅堰星，主蓄水。" },
    XingXiu { palace: Branch::Zi, mansion: Mansion::Girl, stars: 4, auspicious: false, line: 127,
              meaning: "為巧藝、淫亂。天津星，主關梁，又主水。扶筐星，主蠶事。" },
    XingXiu { palace: Branch::Zi, mansion: Mansion::Emptiness, stars: 2, auspicious: false, line: 129,
              meaning: "為塚宰、死喪、哭泣。司祿星，主爵祿。司危星，主驕泆。司非星，主愆過。哭泣星，主號哭。敗臼星，主儀兵。" },
    XingXiu { palace: Branch::Zi, mansion: Mansion::Rooftop, stars: 3, auspicious: false, line: 131,
              meaning: "為蓋屋。蓋屋星，主天子宮室。虛梁星，主園寢。墳墓星，主喪葬。天錢星，主財帛。杵星，主豐歉。" },
];

/// The mansions the text lists under `palace` (two or three).
pub fn by_palace(palace: Branch) -> impl Iterator<Item = &'static XingXiu> {
    XINGXIU.iter().filter(move |x| x.palace == palace)
}

/// The entry of a mansion.
pub fn of_mansion(mansion: Mansion) -> &'static XingXiu {
    XINGXIU.iter().find(|x| x.mansion == mansion).expect("all 28 are listed")
}
