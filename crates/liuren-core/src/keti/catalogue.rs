//! The catalogue: every pattern this module can name, with the line that
//! defines it and where that line stands.
//!
//! Verses are quoted as they stand in the transcription of 《六壬大全》
//! (怀庆杨衙藏版, 无咎校注第三版) — in **simplified** characters, as stored;
//! sources and names are given in traditional characters. Page numbers are
//! those of the transcription (原书页). Where a chapter carries several
//! readings (正文, 訂訛, 《心鏡》, 《觀月經》…) and they disagree, each reading is
//! its own pattern, named by the reading in its `source`.

use super::Pattern;

macro_rules! pattern {
    ($ident:ident, $id:literal, $name:literal, $pinyin:literal, $verse:literal, $source:literal) => {
        #[doc = concat!($name, " ", $pinyin, " — ", $source)]
        pub static $ident: Pattern = Pattern { id: $id, name: $name, verse: $verse, source: $source };
    };
}

// ---------------------------------------------------------------------------
// The methods (九宗門 and their named forms), read off the transmissions.
// ---------------------------------------------------------------------------

pattern!(YUAN_SHOU, "yuanshou", "元首", "Yuánshǒu",
    "一下克上曰重审，一上克下曰元首。", "《六壬大全》第一冊 起例·賊克法 (頁8)");
pattern!(CHONG_SHEN, "chongshen", "重審", "Chóngshěn",
    "一下克上曰重审，一上克下曰元首。", "《六壬大全》第一冊 起例·賊克法 (頁8)");
pattern!(ZHI_YI, "zhiyi", "知一", "Zhīyī",
    "知一上下二相克，择比而用允执中", "《六壬大全》第一冊 起例·課目 (頁56)");
pattern!(SHE_HAI, "shehai", "涉害", "Shèhài",
    "涉害行来本家止，路逢多克为用取。孟深仲浅季当休，复等柔辰刚日宜。",
    "《六壬大全》第一冊 起例·涉害法 (頁8)");
pattern!(JIAN_JI, "jianji", "見機", "Jiànjī",
    "孟深仲浅季当休", "《六壬大全》第一冊 起例·涉害法 (頁8)：涉害深淺相等，取臨孟者");
pattern!(CHA_WEI, "chawei", "察微", "Cháwēi",
    "孟深仲浅季当休", "《六壬大全》第一冊 起例·涉害法 (頁8)：無臨孟者，取臨仲者");
pattern!(ZHUI_XIA, "zhuixia", "綴瑕", "Zhuìxiá",
    "复等柔辰刚日宜。", "《六壬大全》第一冊 起例·涉害法 (頁8)：復等，剛日干上、柔日支上");
pattern!(YAO_KE, "yaoke", "遙克", "Yáokè",
    "四课无克号为遥，日与神兮递互招。先取神遥克其日，如无方取日来遥。",
    "《六壬大全》第一冊 起例·遙克法 (頁9)");
pattern!(HAO_SHI, "haoshi", "蒿矢", "Hāoshǐ",
    "神遥克日曰蒿矢，日遥克神曰弹射。", "《六壬大全》第一冊 起例·遙克法 (頁9)");
pattern!(DAN_SHE, "danshe", "彈射", "Dànshè",
    "神遥克日曰蒿矢，日遥克神曰弹射。", "《六壬大全》第一冊 起例·遙克法 (頁9)");
pattern!(MAO_XING, "maoxing", "昴星", "Mǎoxīng",
    "无遥无克昴星穷，阳仰阴俯酉位中。", "《六壬大全》第一冊 起例·昴星法 (頁9)");
pattern!(HU_SHI, "hushi", "虎視", "Hǔshì",
    "昂星四课旡克遥，阴伏掩相阳转蓬", "《六壬大全》第一冊 起例·課目 (頁56)：剛日為虎視轉蓬");
pattern!(DONG_SHE_YAN_MU, "dongsheyanmu", "冬蛇掩目", "Dōngshé yǎnmù",
    "昂星四课旡克遥，阴伏掩相阳转蓬", "《六壬大全》第一冊 起例·課目 (頁56)：柔日為冬蛇掩目");
pattern!(BIE_ZE, "bieze", "別責", "Biézé",
    "四课不全三课备，无遥无克别责例。刚日干合上头神，柔日支前三合取。",
    "《六壬大全》第一冊 起例·別責法 (頁9)");
pattern!(BA_ZHUAN, "bazhuan", "八專", "Bāzhuān",
    "凡干支同位无克，取阳顺阴逆三神为用，曰八专课。", "《六壬大全》第六冊 課經一·八專課 (頁276)");
pattern!(FU_YIN, "fuyin", "伏吟", "Fúyín",
    "伏吟有克还为用，无克刚干柔取辰。", "《六壬大全》第一冊 起例·伏吟法 (頁10)");
pattern!(ZI_REN, "ziren", "自任", "Zìrèn",
    "伏吟有克还为用，无克刚干柔取辰。", "《六壬大全》第一冊 起例·伏吟法 (頁10)：有克或剛日取干上");
pattern!(ZI_XIN, "zixin", "自信", "Zìxìn",
    "伏吟有克还为用，无克刚干柔取辰。", "《六壬大全》第一冊 起例·伏吟法 (頁10)：柔日取支上");
pattern!(DU_CHUAN, "duchuan", "杜傳", "Dùchuán",
    "若也自刑为发用，次传颠倒日辰并。", "《六壬大全》第一冊 起例·伏吟法 (頁10)");
pattern!(FAN_YIN, "fanyin", "返吟", "Fǎnyín",
    "返吟有克亦为用，无克别有井栏名。", "《六壬大全》第一冊 起例·返吟法 (頁10)");
pattern!(WU_YI, "wuyi", "無依", "Wúyī",
    "返吟有克亦为用", "《六壬大全》第一冊 起例·返吟法 (頁10)：返吟有克者");
pattern!(JING_LAN_SHE, "jinglanshe", "井欄射", "Jǐnglánshè",
    "若知六日该无克，丑未同干丁己辛。丑日登明未太乙，辰中日末识原因。",
    "《六壬大全》第一冊 起例·返吟法 (頁10)");

// ---------------------------------------------------------------------------
// Patterns of the lesson alone (day + plate + transmissions).
// ---------------------------------------------------------------------------

pattern!(JIN_RU, "jinru", "進茹", "Jìnrú",
    "凡用神传在一方相连作中末，为连珠课，如三传寅卯辰之类。盖中末传孟仲季神相连若贯珠，故名连茹。",
    "《六壬大全》第九冊 課經四·連珠課 (頁443)");
pattern!(TUI_RU, "tuiru", "退茹", "Tuìrú",
    "退连茹，又名失友格，主事欲行不行，人情欠美。", "《六壬大全》第九冊 課經四·連珠課 (頁443)");
pattern!(JIA_DING, "jiading", "夾定三傳", "Jiādìng sānchuán",
    "凡日辰前后，夹定三传在内，为夹定三传格。", "《六壬大全》第九冊 課經四·連珠課 (頁443)");
pattern!(JIAN_CHUAN, "jianchuan", "間傳", "Jiànchuán",
    "凡课间位作三传，为间传课。此顺间传十二格，逆间传十二格",
    "《六壬大全》第九冊 課經四·間傳課 (頁445)");
pattern!(RUN_XIA, "runxia", "潤下", "Rùnxià",
    "凡课得三合俱在传者，为全局课。如三传申子辰水局，名润下格",
    "《六壬大全》第九冊 課經四·全局課 (頁431)");
pattern!(YAN_SHANG, "yanshang", "炎上", "Yánshàng",
    "凡课得三合俱在传者，为全局课。……寅午戌火局，名炎上格", "《六壬大全》第九冊 課經四·全局課 (頁431)");
pattern!(QU_ZHI, "quzhi", "曲直", "Qūzhí",
    "凡课得三合俱在传者，为全局课。……亥卯未木局曲直格", "《六壬大全》第九冊 課經四·全局課 (頁431)");
pattern!(CONG_GE, "congge", "從革", "Cónggé",
    "凡课得三合俱在传者，为全局课。……巳酉丑金局，名从革格", "《六壬大全》第九冊 課經四·全局課 (頁431)");
pattern!(JIA_SE, "jiase", "稼穡", "Jiàsè",
    "辰戌丑未名稼穑", "《六壬大全》第九冊 課經四·全局課 (頁431)：三傳皆四季");
pattern!(JIA_SE_DINGE, "jiase-dinge", "稼穡", "Jiàsè",
    "稼穑。三传辰戌丑未，无丁马是也。", "《六壬大全》第九冊 課經四·全局課 訂訛 (頁437)");
pattern!(QU_ZHI_FANG, "quzhi-fang", "曲直", "Qūzhí",
    "五课外有寅卯辰亦作曲直，巳午未亦作炎上，申酉戌亦作从革，亥子丑亦作润下。",
    "《六壬大全》第九冊 課經四·全局課 (頁438)：方局");
pattern!(YAN_SHANG_FANG, "yanshang-fang", "炎上", "Yánshàng",
    "五课外有寅卯辰亦作曲直，巳午未亦作炎上，申酉戌亦作从革，亥子丑亦作润下。",
    "《六壬大全》第九冊 課經四·全局課 (頁438)：方局");
pattern!(CONG_GE_FANG, "congge-fang", "從革", "Cónggé",
    "五课外有寅卯辰亦作曲直，巳午未亦作炎上，申酉戌亦作从革，亥子丑亦作润下。",
    "《六壬大全》第九冊 課經四·全局課 (頁438)：方局");
pattern!(RUN_XIA_FANG, "runxia-fang", "潤下", "Rùnxià",
    "五课外有寅卯辰亦作曲直，巳午未亦作炎上，申酉戌亦作从革，亥子丑亦作润下。",
    "《六壬大全》第九冊 課經四·全局課 (頁438)：方局");
pattern!(LIU_CHUN, "liuchun", "六純", "Liùchún",
    "凡四课三传俱阳，如三传俱阴，为六纯课。", "《六壬大全》第九冊 課經四·六純課 (頁449)");
pattern!(XUAN_TAI, "xuantai", "玄胎", "Xuántāi",
    "凡孟神发用，传皆四孟，为玄胎课。", "《六壬大全》第九冊 課經四·玄胎課 (頁439)");
pattern!(ZHAN_GUAN, "zhanguan", "斬關", "Zhǎnguān",
    "凡卦魁罡加日辰发用，为斩关课。", "《六壬大全》第七冊 課經二·斬關課 (頁332)");
pattern!(YOU_ZI, "youzi", "遊子", "Yóuzǐ",
    "凡课三传皆土，遇旬丁天马为用，曰游子课。", "《六壬大全》第七冊 課經二·遊子課 (頁344)");
pattern!(YOU_ZI_DINGE, "youzi-dinge", "遊子", "Yóuzǐ",
    "游子。三传皆土，又或见旬丁，或见二马。", "《六壬大全》第七冊 課經二·遊子課 訂訛 (頁344)");
pattern!(LUAN_SHOU_XINJING, "luanshou-xinjing", "亂首", "Luànshǒu",
    "日往加辰辰克日，发用当为乱首名。", "《六壬大全》第七冊 課經二·亂首卦 引《心鏡》 (頁352)");
pattern!(LUAN_SHOU_DINGE, "luanshou-dinge", "亂首", "Luànshǒu",
    "干临支被克，为自取乱首。支临干克干，为上门乱首，更兼发用尤的。",
    "《六壬大全》第七冊 課經二·亂首卦 訂訛 (頁353)");
pattern!(ZHUI_XU, "zhuixu", "贅婿", "Zhuìxù",
    "凡课日干克辰，又自加临为用，曰赘婿课。", "《六壬大全》第七冊 課經二·贅婿課 (頁354)");
pattern!(ZHUI_XU_DINGE, "zhuixu-dinge", "贅婿", "Zhuìxù",
    "赘婿。干临支克支，支临干被克，更兼发用尤的。", "《六壬大全》第七冊 課經二·贅婿課 訂訛 (頁354)");
pattern!(LONG_ZHAN, "longzhan", "龍戰", "Lóngzhàn",
    "凡卯酉日占，卯酉为用，人年立卯酉，为龙战课。", "《六壬大全》第八冊 課經三·龍戰課 (頁408)");
pattern!(LONG_ZHAN_DINGE, "longzhan-dinge", "龍戰", "Lóngzhàn",
    "龙战。卯酉日占，卯酉上神发用，行年卯酉更的。", "《六壬大全》第八冊 課經三·龍戰課 訂訛 (頁408)");
pattern!(LONG_ZHAN_GUANYUE, "longzhan-guanyue", "龍戰", "Lóngzhàn",
    "其余日卯酉上发用者，亦是龙战卦也。", "《六壬大全》第八冊 課經三·龍戰課 引《觀月經》注 (頁409)");
pattern!(JIU_CHOU, "jiuchou", "九醜", "Jiǔchǒu",
    "戊子、戊午、壬子、壬午、乙卯、己卯、辛卯、乙酉、己酉、辛酉，此十日占，丑临四仲发用是也。不发用而临支上者亦是。",
    "《六壬大全》第九冊 課經四·九醜課 訂訛 (頁419)");
pattern!(JIU_CHOU_XINJING, "jiuchou-xinjing", "九醜", "Jiǔchǒu",
    "乙戊己辛壬五日，四仲相并九丑凶。大吉临其支干上，值此凶灾将及人。",
    "《六壬大全》第九冊 課經四·九醜課 引《心鏡》 (頁420)");
pattern!(GUI_MU, "guimu", "鬼墓", "Guǐmù",
    "凡日辰墓神，及日鬼发用，为鬼墓课。", "《六壬大全》第九冊 課經四·鬼墓課 (頁421)");
pattern!(GUI_MU_DINGE, "guimu-dinge", "鬼墓", "Guǐmù",
    "干支上神发用，或作干鬼干墓，或作支鬼支墓。假如壬日辰加亥发用，既作日鬼，又作日墓，故名鬼墓。",
    "《六壬大全》第九冊 課經四·鬼墓課 訂訛 (頁423)");
pattern!(DU_ZU, "duzu", "獨足", "Dúzú",
    "凡八专课逆数到日，中末相并，为独足格。夫三传皆归一神……或中末传皆空亦然也。",
    "《六壬大全》第六冊 課經一·八專課 (頁277)");
pattern!(WEI_BO, "weibo", "帷薄不修", "Wéibó bù xiū",
    "凡八专课遇天后、六合、玄武一将入传，为帷簿不修格。", "《六壬大全》第六冊 課經一·八專課 (頁277)");
pattern!(WEI_BO_DINGE, "weibo-dinge", "帷薄不修", "Wéibó bù xiū",
    "帷簿不修。八专无克又无遥克，刚日从干之阳神连根顺数第三位为用，柔日从支之阴神连根逆数第三位为用，中末俱重并干上。",
    "《六壬大全》第六冊 課經一·八專課 訂訛 (頁278)");
pattern!(BU_BEI, "bubei", "不備", "Bùbèi",
    "不备。四课缺一，止有三课。……阴课缺一为阴不周全，阳课缺一为阳不周全。",
    "《六壬大全》第八冊 課經三·蕪淫課 訂訛 (頁362)");
pattern!(WU_YIN, "wuyin", "蕪淫", "Wúyín",
    "凡四课有克缺一为不备，及日辰交互相克为芜淫课。", "《六壬大全》第八冊 課經三·蕪淫課 (頁362)");
pattern!(DU_E, "due", "度厄", "Dù'è",
    "凡四课内三上克下，或三下贼上，为度厄课。", "《六壬大全》第八冊 課經三·度厄課 (頁371)");
pattern!(WU_LU, "wulu", "無祿", "Wúlù",
    "凡课四上俱克下，为无禄课。", "《六壬大全》第八冊 課經三·無祿絕嗣課 (頁373)");
pattern!(JUE_SI, "juesi", "絕嗣", "Juésì",
    "凡四下俱贼上，乃为绝嗣之格。", "《六壬大全》第八冊 課經三·無祿絕嗣課 (頁373)");
pattern!(JUE_SI_DINGE, "juesi-dinge", "絕嗣", "Juésì",
    "绝嗣。四上克下。上不容下，而下难自存，故名绝嗣。", "《六壬大全》第八冊 課經三·無祿絕嗣課 訂訛 (頁374)");
pattern!(WU_LU_DINGE, "wulu-dinge", "無祿", "Wúlù",
    "无禄。四下贼上。以下犯上，被上夺禄，故名无禄。", "《六壬大全》第八冊 課經三·無祿絕嗣課 訂訛 (頁374)");
pattern!(SAN_QI, "sanqi", "三奇", "Sānqí",
    "凡课得旬日之奇发用，或入传，为三奇课。如甲子、甲戌旬用丑。甲申、甲午旬用子。甲辰、甲寅旬用亥，此为旬三奇。甲日用午丙奇辰、乙巳丁卯戊奇寅、己丑庚未辛申位、壬奇取酉癸戌云，此为日奇。",
    "《六壬大全》第六冊 課經一·三奇課 (頁295)");
pattern!(SAN_QI_DINGE, "sanqi-dinge", "三奇", "Sānqí",
    "三奇。旬奇发用，或入传是也。……旬奇、干奇并临为上，有旬奇，无干奇亦可，若止有干奇，不名三奇。",
    "《六壬大全》第六冊 課經一·三奇課 訂訛 (頁296)");
pattern!(LIU_YI, "liuyi", "六儀", "Liùyí",
    "凡课的旬首之仪发用，或入传，为六仪课。……旬仪支仪，并临为上，有旬仪无支仪亦可，若止有支仪，不名六仪。",
    "《六壬大全》第六冊 課經一·六儀課 及訂訛 (頁299)");
pattern!(LIU_YI_XIUZHONG, "liuyi-xiuzhong", "六儀", "Liùyí",
    "六甲旬首见于初传用之，又子日在午，丑日在巳逆行，午日在未顺行，俱为仪神发用。",
    "《六壬大全》第六冊 課經一·六儀課 引《袖中金》 (頁300)");
pattern!(XUAN_GAI, "xuangai", "軒蓋", "Xuāngài",
    "凡课的胜光为用，遇太冲、神后，为轩盖课。", "《六壬大全》第七冊 課經二·軒蓋課 (頁310)");
pattern!(ZHU_YIN, "zhuyin", "鑄印", "Zhùyìn",
    "凡课得戌加巳中传，为铸印课。", "《六壬大全》第七冊 課經二·鑄印課 (頁312)");
pattern!(ZHU_YIN_DINGE, "zhuyin-dinge", "鑄印", "Zhùyìn",
    "铸印。三传巳戌卯。巳为炉，戌为印，卯为印模。", "《六壬大全》第七冊 課經二·鑄印課 訂訛 (頁312)");
pattern!(ZHUO_LUN, "zhuolun", "斫輪", "Zhuólún",
    "斫轮，卯加庚辛申酉发用。卯为车轮，金为斧斤，木就金斫，故名斫轮。",
    "《六壬大全》第七冊 課經二·斫輪課 訂訛 (頁314)");
pattern!(GU_GUA_XUN_YINYANG, "gugua-xun-1", "孤寡", "Gūguǎ",
    "旬中孤寡有三：发用值旬空，阳空为孤，阴空为寡，一也。", "《六壬大全》第八冊 課經三·孤辰寡宿 訂訛 (頁369)");
pattern!(GU_GUA_XUN_PLATE, "gugua-xun-2", "孤寡", "Gūguǎ",
    "发用地盘空为孤，天盘空为寡，二也。", "《六壬大全》第八冊 課經三·孤辰寡宿 訂訛 (頁369)");
pattern!(GU_GUA_XUN_ENDS, "gugua-xun-3", "孤寡", "Gūguǎ",
    "发用空为孤，末传空为寡，三也。", "《六壬大全》第八冊 課經三·孤辰寡宿 訂訛 (頁369)");
pattern!(BI_KOU, "bikou", "閉口", "Bìkǒu",
    "凡旬尾加旬首，或旬首乘玄武，或旬首位上神乘玄武发用者，为闭口课。",
    "《六壬大全》第七冊 課經二·閉口課 (頁336)");
pattern!(CHONG_PO, "chongpo", "冲破", "Chōngpò",
    "凡课日辰之冲神加破为用，曰冲破课。", "《六壬大全》第七冊 課經二·冲破課 (頁357)");
pattern!(CHONG_PO_DINGE, "chongpo-dinge", "冲破", "Chōngpò",
    "冲破。干支冲神加破为用，或用神与岁月日时冲破亦是。", "《六壬大全》第七冊 課經二·冲破課 訂訛 (頁358)");
pattern!(HUI_HUAN, "huihuan", "回環", "Huíhuán",
    "如辛亥日占，三传戌酉申，皆在四课之上，为回还格，主谋为得遂", "《六壬大全》第九冊 課經四·盤珠課 (頁429)");
pattern!(HENG_TONG, "hengtong", "亨通", "Hēngtōng",
    "凡课用神生日，及三传递生日干，或干支俱互生旺，为亨通课。", "《六壬大全》第七冊 課經二·亨通課 (頁319)");
pattern!(YIN_CONG, "yincong", "引從", "Yǐncóng",
    "凡课日辰干支前后上神发用为初末传，曰引从课。", "《六壬大全》第七冊 課經二·引從課 (頁317)");

// ---------------------------------------------------------------------------
// Patterns that need the whole chart (天將, 旬空, 月將, 旺相, 年命).
// ---------------------------------------------------------------------------

pattern!(SAN_GUANG, "sanguang", "三光", "Sānguāng",
    "凡课用神、日辰旺相，吉神在中，为三光课。", "《六壬大全》第六冊 課經一·三光課 (頁290)");
pattern!(SAN_YANG, "sanyang", "三陽", "Sānyáng",
    "凡课天乙顺行，日辰有气居前，旺相气发用，为三阳课。", "《六壬大全》第六冊 課經一·三陽課 (頁293)");
pattern!(SI_SHUN, "sishun", "四順", "Sìshùn",
    "四顺。初神将凶，末神将吉，一也；初死囚，末旺相，二也。天乙顺行，三也。传出天乙前，四也。",
    "《六壬大全》第六冊 課經一·三陽課 訂訛 (頁294)");
pattern!(SAN_YIN, "sanyin", "三陰", "Sānyīn",
    "凡天乙逆行，日辰在后，用其囚死，将乘玄虎，时克行年，为三阴卦。", "《六壬大全》第八冊 課經三·三陰課 (頁406)");
pattern!(SI_NI, "sini", "四逆", "Sìnì",
    "四逆。用吉终凶一也。用旺终衰二也。天乙逆行三也。传入天乙后四也。",
    "《六壬大全》第八冊 課經三·三陰課 訂訛 (頁407)");
pattern!(LONG_DE, "longde", "龍德", "Lóngdé",
    "凡太岁、月将乘贵人发用，为龙德课。……如太岁乘贵人发用，传中见月将亦是。",
    "《六壬大全》第六冊 課經一·龍德課 (頁303)");
pattern!(GUAN_JUE, "guanjue", "官爵", "Guānjué",
    "凡课得岁、月、年、命、驿马发用，又天魁太常入传，为官爵课。", "《六壬大全》第七冊 課經二·官爵課 (頁305)");
pattern!(FU_GUI, "fugui", "富貴", "Fùguì",
    "凡课得天乙乘旺相气，上下相生，更临日辰年命发用，为富贵课。", "《六壬大全》第七冊 課經二·富貴課 (頁307)");
pattern!(TIAN_YU, "tianyu", "天獄", "Tiānyù",
    "凡课囚死墓神发用，斗系日本，为天狱卦。", "《六壬大全》第八冊 課經三·天獄課 (頁393)");
pattern!(PO_HUA, "pohua", "魄化", "Pòhuà",
    "凡白虎带死神死气，临日辰行年发用，为魄化课。……死神正月起巳，死气正月起午，俱顺行十二辰。",
    "《六壬大全》第八冊 課經三·魄化課 (頁402)");
pattern!(YIN_YI, "yinyi", "淫泆", "Yínyì",
    "凡课初传卯酉为用，将乘后合，为淫泆课。", "《六壬大全》第七冊 課經二·淫泆課 (頁359)");
pattern!(JIAO_TONG, "jiaotong", "狡童", "Jiǎotóng",
    "如用起六合，终于天后，为狡童格。", "《六壬大全》第七冊 課經二·淫泆課 (頁359)");
pattern!(YI_NV, "yinv", "泆女", "Yìnǚ",
    "凡淫泆课为用，起天后，终传六合神，为泆女格。", "《六壬大全》第七冊 課經二·淫泆課 (頁360)");
pattern!(SAN_JIAO, "sanjiao", "三交", "Sānjiāo",
    "凡四仲日占，四仲加日辰，三传皆仲，将逢阴合，为三交课。", "《六壬大全》第七冊 課經二·三交課 (頁347)");
pattern!(SAN_JIAO_BU_JIAO, "sanjiao-bujiao", "三交不交", "Sānjiāo bù jiāo",
    "此课无阴合，则名三交不交。", "《六壬大全》第七冊 課經二·三交課 訂訛 (頁348)");
pattern!(LI_DE, "lide", "勵德", "Lìdé",
    "凡天乙立卯酉，为励德课。", "《六壬大全》第九冊 課經四·勵德課 (頁425)");
pattern!(WEI_FU, "weifu", "微服", "Wēifú",
    "如日辰阴阳俱在天乙后，为微服格。", "《六壬大全》第九冊 課經四·勵德課 (頁425)");
pattern!(CUO_TUO, "cuotuo", "蹉跎", "Cuōtuó",
    "如日辰阴阳俱在天乙前，为蹉跎格。", "《六壬大全》第九冊 課經四·勵德課 (頁425)");
pattern!(TIAN_WANG, "tianwang", "天網", "Tiānwǎng",
    "凡课占时与用神同克日，为天网课。", "《六壬大全》第八冊 課經三·天網課 (頁399)");
pattern!(GU_GUA_SEASON, "gugua-season", "孤寡", "Gūguǎ",
    "春巳午孤，子丑寡。夏申酉孤，卯辰寡。秋亥子孤，午未寡。冬寅卯孤，酉戌寡。此二卦各看发用。",
    "《六壬大全》第八冊 課經三·孤辰寡宿 引《袖中金》 (頁369)");
pattern!(GU_GUA_SEASON_GUANYUE, "gugua-season-guanyue", "孤寡", "Gūguǎ",
    "冬北亥子丑，寅卯的孤危。南方巳午未，申酉是孤夷。春三寅卯辰，孤在巳午题。秋天申酉戌，亥子作孤推。……冬月申酉戌，发用无骨肉。夏天寅卯辰，亲情不和睦。秋来午未占，春遇子丑宿。",
    "《六壬大全》第八冊 課經三·孤辰寡宿 引《觀月經》 (頁370)");
pattern!(TIAN_XIN, "tianxin", "天心", "Tiānxīn",
    "岁月日时，皆在四课之上，为天心格。", "《六壬大全》第九冊 課經四·盤珠課 (頁429)");
pattern!(PAN_ZHU, "panzhu", "盤珠", "Pánzhū",
    "凡太岁、月建及日、时，并三传，皆在四课之中，曰盘珠课也。", "《六壬大全》第九冊 課經四·盤珠課 (頁429)");

// ---------------------------------------------------------------------------
// Patterns that need the sky: the solar term of the day, 日宿 and 月宿, and the
// month's 天德 and 月德.
// ---------------------------------------------------------------------------

pattern!(TIAN_KOU, "tiankou", "天寇", "Tiānkòu",
    "凡四离日占得月宿加离辰，为天寇课。……如癸卯日春分，离辰壬寅，月宿在辰加寅，为天寇课。",
    "《六壬大全》第八冊 課經三·天寇課 (頁396)");
pattern!(TIAN_KOU_ZHI, "tiankou-zhi", "天寇", "Tiānkòu",
    "天祸，四立日日干，临前一日日干上。天寇，分至日日支，临前一日日支上。",
    "《六壬大全》第八冊 課經三·天禍課 《心鏡》條後 (頁390–392)");
pattern!(TIAN_HUO, "tianhuo", "天禍", "Tiānhuò",
    "凡四立日，占得今日干支，临昨日干支。或昨日干支，临今日干支，为天祸课。……如正月立春甲申日绝日癸未，寅加癸，为天祸课。",
    "《六壬大全》第八冊 課經三·天禍課 (頁390)");
pattern!(ER_FAN, "erfan", "二煩", "Èrfán",
    "凡四仲月将，遇四正及四平日，占得日月宿加四仲，斗罡系丑未，为二烦课。",
    "《六壬大全》第八冊 課經三·二煩課 (頁383)");
pattern!(ER_FAN_DINGE, "erfan-dinge", "二煩", "Èrfán",
    "日月宿俱临仲，斗系丑未，曰天地二烦。……然日月宿不发用者不真。",
    "《六壬大全》第八冊 課經三·二煩課 訂訛 (頁383–389)");
pattern!(TIAN_FAN, "tianfan", "天煩", "Tiānfán",
    "凡日宿临四仲，斗罡系丑未，为天烦格，主男子犯法。", "《六壬大全》第八冊 課經三·二煩課 (頁383–389)");
pattern!(DI_FAN, "difan", "地煩", "Dìfán",
    "凡月宿临仲，斗罡系丑未，为地烦格，主女子受灾。", "《六壬大全》第八冊 課經三·二煩課 (頁383–389)");
pattern!(TIAN_FAN_GUANYUE, "tianfan-guanyue", "天煩", "Tiānfán",
    "日宿加四仲，发用在其中。斗系丑兼未，天烦卦本宫。", "《六壬大全》第八冊 課經三·二煩課 引《觀月經》 (頁383–389)");
pattern!(DI_FAN_GUANYUE, "difan-guanyue", "地煩", "Dìfán",
    "月宿加四仲，地烦发用名。天罡临丑未，女子血光惊。", "《六壬大全》第八冊 課經三·二煩課 引《觀月經》 (頁383–389)");
pattern!(SI_QI, "siqi", "死奇", "Sǐqí",
    "凡斗罡系日辰阴阳发用，为死奇课。……如甲子日丑时巳将占，辰为天罡，加子为用，死奇课。",
    "《六壬大全》第八冊 課經三·死奇課 (頁411)");
pattern!(SI_QI_HUIGUANG, "siqi-huiguang", "死奇回光", "Sǐqí huíguāng",
    "辰为月将尤美，为死奇回光，除祸为福", "《六壬大全》第八冊 課經三·死奇課 (頁411–413)");
pattern!(SI_QI_DINGE, "siqi-dinge", "死奇", "Sǐqí",
    "死奇。天罡发用，月行度到角亢之分，或月宿临太岁、日辰皆是。", "《六壬大全》第八冊 課經三·死奇課 訂訛 (頁411–413)");
pattern!(SHI_TAI, "shitai", "時泰", "Shítài",
    "凡课用起太岁、月建，乘青龙、六合，又带财德之神，为时泰课。……如子年戌月戊寅日戌时卯将，子为太岁，又为日财德合，加未为用，初传青龙，末传六合，为时泰课。",
    "《六壬大全》第六冊 課經一·時泰課 (頁301)");
pattern!(SHI_TAI_DINGE, "shitai-dinge", "時泰", "Shítài",
    "但逢太岁、月建作日财德，太岁发用更佳，入传亦可。", "《六壬大全》第六冊 課經一·時泰課 訂訛 (頁301–302)");
pattern!(DE_QING, "deqing", "德慶", "Déqìng",
    "凡课日辰、干支、德神，及天月二德发用，并在年命，乘吉将，为德庆课。……如戊子日戊时卯将占，巳为德神加子发用，为德庆课。",
    "《六壬大全》第七冊 課經二·德慶課 (頁327)");

// ---------------------------------------------------------------------------
// More of the sixty-four 課 of 課經 (課目, 第一冊 頁56–60): the parents 全局 and
// 連珠 over their forms, and the patterns read from 干支 上下, 三刑 六害, the
// month's 神煞 and the generals' 克戰. All need the chart (they are read in
// `chart_rules`), even those the lesson alone decides.
// ---------------------------------------------------------------------------

pattern!(QUAN_JU, "quanju", "全局", "Quánjú",
    "凡课得三合俱在传者，为全局课。……此上五课，总名三合，又名全局", "《六壬大全》第九冊 課經四·全局課 (頁431–438)");
pattern!(LIAN_ZHU, "lianzhu", "連珠", "Liánzhū",
    "凡用神传在一方相连作中末，为连珠课，如三传寅卯辰之类。", "《六壬大全》第九冊 課經四·連珠課 (頁443)");
pattern!(LIAN_ZHU_DINGE, "lianzhu-dinge", "連珠", "Liánzhū",
    "连珠。或三传孟仲季相连，或三传岁月日相连。连如贯珠，故名连珠。", "《六壬大全》第九冊 課經四·連珠課 訂訛 (頁444)");
pattern!(JIE_LI_BIFA, "jieli-bifa", "解離", "Jiělí",
    "真解离卦者，谓干克支上神，支克干上神。或夫妇行年，又值此者尤的。",
    "《六壬大全》第八冊 課經三·解離卦 引《畢法》 (頁366–368)");
pattern!(QIN_HAI, "qinhai", "侵害", "Qīnhài",
    "凡课日辰六害相加，并行年为用，为侵害课。……如丙子日申时卯将占，子日未害并用子，为侵害课。",
    "《六壬大全》第八冊 課經三·侵害課 (頁380)");
pattern!(QIN_HAI_DINGE, "qinhai-dinge", "侵害", "Qīnhài",
    "侵害。干支害神，上下相加发用，临行年更的。", "《六壬大全》第八冊 課經三·侵害課 訂訛 (頁380–381)");
pattern!(XING_SHANG, "xingshang", "刑傷", "Xíngshāng",
    "凡课中三刑发用，并行年，为刑伤课。……如庚午日寅时子将占，午为支刑临日用，为刑伤课。",
    "《六壬大全》第八冊 課經三·刑傷課 (頁381)");
pattern!(ZAI_E, "zaie", "災厄", "Zāi'è",
    "凡丧车、游魂、伏殃、病符、丧吊、丘墓、岁虎发用者，为灾厄课也。", "《六壬大全》第八冊 課經三·災厄課 (頁414)");
pattern!(YANG_JIU, "yangjiu", "殃咎", "Yāngjiù",
    "凡三传递克日，神将克战，或干支乘墓，为殃咎课。", "《六壬大全》第九冊 課經四·殃咎課 (頁416)");
pattern!(YANG_JIU_DINGE, "yangjiu-dinge", "殃咎", "Yāngjiù",
    "殃咎。递克、夹克、外战、内战、乘墓、坐墓皆是。", "《六壬大全》第九冊 課經四·殃咎課 訂訛 (頁417)");
pattern!(FU_YANG, "fuyang", "伏殃", "Fúyāng",
    "伏殃。天鬼临日辰发用，或临年命发用。天鬼者，正酉，二午，三卯，四子周而复始。",
    "《六壬大全》第九冊 課經四·殃咎課 伏殃 訂訛 (頁418)");
pattern!(RONG_HUA, "ronghua", "榮華", "Rónghuá",
    "凡禄、马、贵人临干支、年命，并旺相气发用入传，更乘吉将，为荣华课。", "《六壬大全》第七冊 課經二·榮華課 (頁325)");
pattern!(HE_HUAN, "hehuan", "合歡", "Héhuān",
    "凡课日辰遇天干作合，及支三合六合发用，并占人年命俱乘吉将，为合欢课。",
    "《六壬大全》第七冊 課經二·合歡課 (頁328)；課目：「合欢日上遁干合，吉将三六合用兼」");
pattern!(HE_MEI, "hemei", "和美", "Héměi",
    "凡课干支遇三合六合，上下递互相合，取为和美课。", "《六壬大全》第七冊 課經二·和美課 (頁330)；課目：「各合互合皆为欢」");

// ---------------------------------------------------------------------------
// Patterns of husband and wife: the 行年 of the querent and the partner.
// ---------------------------------------------------------------------------

pattern!(FAN_CHANG, "fanchang", "繁昌", "Fánchāng",
    "凡夫妻年立德方发用，为繁昌课。盖夫妻行年乘本命旺相气，又值干支德合，或年立时令旺相之乡",
    "《六壬大全》第七冊 課經二·繁昌課 (頁321–324)：德孕格");
pattern!(FAN_CHANG_GUANYUE, "fanchang-guanyue", "繁昌", "Fánchāng",
    "己得亥上甲，产子更无过。甲己合，寅与亥合。此年的有子，依理定无差。此为怀孕卦，行年若调和。",
    "《六壬大全》第七冊 課經二·繁昌課 引《觀月經》 (頁321–324)");
pattern!(FAN_CHANG_XINJING, "fanchang-xinjing", "繁昌", "Fánchāng",
    "德孕行年课十干，还如甲己类同攒。夫年立甲妻居己，孕即灵胎贵复安。",
    "《六壬大全》第七冊 課經二·繁昌課 引《心鏡》 (頁321–324)");
pattern!(FAN_CHANG_WANGYUN, "fanchang-wangyun", "繁昌", "Fánchāng",
    "凡夫妻行年，俱随旺相气三合位上，为旺孕格。盖三合异方，同类相望，又逢兴旺之时，当主胎孕",
    "《六壬大全》第七冊 課經二·繁昌課 旺孕格 (頁321–324)；《心鏡》：「夫妻行年旺相神，異方三類合同群」");
pattern!(JIE_LI, "jieli", "解離", "Jiělí",
    "凡夫妻行年冲克，及上下神互相克贼，为解离格。如夫年立午上见寅，妻年立子上见申，乃子上申怕午克，午上寅怕申克。",
    "《六壬大全》第八冊 課經三·解離卦 (頁366–368)；《心鏡》同：「先須察地後觀天」");
pattern!(JIE_LI_GUANYUE, "jieli-guanyue", "解離", "Jiělí",
    "年命交相克。妻行年上神克夫，夫行年上神克妻，是交相克也。",
    "《六壬大全》第八冊 課經三·解離卦 引《觀月經》 (頁366–368)");
pattern!(JIE_LI_BIFA_NIAN, "jieli-bifa-nian", "解離", "Jiělí",
    "真解离卦者，谓干克支上神，支克干上神。或夫妇行年，又值此者尤的。",
    "《六壬大全》第八冊 課經三·解離卦 引《畢法》 (頁366–368)：夫婦行年");

/// 間傳 — the twenty-four named forms: 順間傳 twelve, 逆間傳 twelve, each by its
/// first transmission. Source: 《六壬大全》第九冊 課經四·間傳課 (頁445–447).
pub static JIAN_CHUAN_FORMS: [Pattern; 24] = [
    // 順十二格
    jc("jianchuan-dengsantian", "登三天", "凡巳午未申四位皆为天，如间传遇辰午申为登三天格"),
    jc("jianchuan-chusantian", "出三天", "午申戌为出三天格"),
    jc("jianchuan-shesanyuan", "涉三淵", "申戌子为涉三渊格"),
    jc("jianchuan-rusanyuan", "入三淵", "戌子寅为入三渊格，盖亥子丑寅属地，故有入三渊之象"),
    jc("jianchuan-xiangyang", "向陽", "子寅辰为向阳格，盖子属北方幽暗之乡，寅辰乃日出之方，故有向三阳之象"),
    jc("jianchuan-chuyang", "出陽", "寅辰午为出阳格，盖午后阴生，自寅传午，有出三阳之象"),
    jc("jianchuan-chuhu", "出戶", "丑卯巳为出户格"),
    jc("jianchuan-yingyang", "盈陽", "卯巳未为盈阳格"),
    jc("jianchuan-bianying", "變盈", "巳未酉为变盈格"),
    jc("jianchuan-ruming", "入冥", "未酉亥为入冥格"),
    jc("jianchuan-ningyin", "凝陰", "酉亥丑为凝阴格"),
    jc("jianchuan-mingmeng", "溟蒙", "亥丑卯为溟蒙格"),
    // 逆十二格
    jc("jianchuan-mingyin", "冥陰", "寅子戌为冥阴格"),
    jc("jianchuan-yanjian", "偃蹇", "子戌申为偃蹇格"),
    jc("jianchuan-beili", "悖戾", "戌申午为悖戾格"),
    jc("jianchuan-ningyang", "凝陽", "申午辰为凝阳格"),
    jc("jianchuan-guzu", "顧祖", "午辰寅为顾祖格"),
    jc("jianchuan-sheyi", "涉疑", "辰寅子为涉疑格"),
    jc("jianchuan-jiyin", "極陰", "丑亥酉为极阴格"),
    jc("jianchuan-shidun", "時遁", "亥酉未为时遁格"),
    jc("jianchuan-liming", "勵明", "酉未巳为励明格"),
    jc("jianchuan-huiming", "回明", "未巳卯为回明格"),
    jc("jianchuan-zhuanbei", "轉悖", "巳卯丑为转悖格"),
    jc("jianchuan-duanjian", "斷澗", "卯丑亥为断涧格"),
];

const fn jc(id: &'static str, name: &'static str, verse: &'static str) -> Pattern {
    Pattern { id, name, verse, source: "《六壬大全》第九冊 課經四·間傳課 (頁445–447)" }
}

/// Every single pattern above (the 24 間傳 forms are in [`JIAN_CHUAN_FORMS`]).
pub static CATALOGUE: &[&Pattern] = &[
    &YUAN_SHOU, &CHONG_SHEN, &ZHI_YI, &SHE_HAI, &JIAN_JI, &CHA_WEI, &ZHUI_XIA, &YAO_KE, &HAO_SHI,
    &DAN_SHE, &MAO_XING, &HU_SHI, &DONG_SHE_YAN_MU, &BIE_ZE, &BA_ZHUAN, &FU_YIN, &ZI_REN, &ZI_XIN,
    &DU_CHUAN, &FAN_YIN, &WU_YI, &JING_LAN_SHE,
    &JIN_RU, &TUI_RU, &JIA_DING, &JIAN_CHUAN, &RUN_XIA, &YAN_SHANG, &QU_ZHI, &CONG_GE, &JIA_SE, &JIA_SE_DINGE,
    &QU_ZHI_FANG, &YAN_SHANG_FANG, &CONG_GE_FANG, &RUN_XIA_FANG, &LIU_CHUN, &XUAN_TAI, &ZHAN_GUAN,
    &YOU_ZI, &YOU_ZI_DINGE, &LUAN_SHOU_XINJING, &LUAN_SHOU_DINGE, &ZHUI_XU, &ZHUI_XU_DINGE,
    &LONG_ZHAN, &LONG_ZHAN_DINGE, &LONG_ZHAN_GUANYUE, &JIU_CHOU, &JIU_CHOU_XINJING, &GUI_MU,
    &GUI_MU_DINGE, &DU_ZU, &WEI_BO, &WEI_BO_DINGE, &BU_BEI, &WU_YIN, &DU_E, &WU_LU, &JUE_SI,
    &JUE_SI_DINGE, &WU_LU_DINGE, &SAN_QI, &SAN_QI_DINGE, &LIU_YI, &LIU_YI_XIUZHONG, &XUAN_GAI,
    &ZHU_YIN, &ZHU_YIN_DINGE, &ZHUO_LUN, &GU_GUA_XUN_YINYANG, &GU_GUA_XUN_PLATE, &GU_GUA_XUN_ENDS,
    &BI_KOU, &CHONG_PO, &CHONG_PO_DINGE, &HUI_HUAN, &HENG_TONG, &YIN_CONG,
    &SAN_GUANG, &SAN_YANG, &SI_SHUN, &SAN_YIN, &SI_NI, &LONG_DE, &GUAN_JUE, &FU_GUI, &TIAN_YU,
    &PO_HUA, &YIN_YI, &JIAO_TONG, &YI_NV, &SAN_JIAO, &SAN_JIAO_BU_JIAO, &LI_DE, &WEI_FU, &CUO_TUO,
    &TIAN_WANG, &GU_GUA_SEASON, &GU_GUA_SEASON_GUANYUE, &TIAN_XIN, &PAN_ZHU,
    &TIAN_KOU, &TIAN_KOU_ZHI, &TIAN_HUO, &ER_FAN, &ER_FAN_DINGE, &TIAN_FAN, &DI_FAN, &TIAN_FAN_GUANYUE,
    &DI_FAN_GUANYUE, &SI_QI, &SI_QI_HUIGUANG, &SI_QI_DINGE, &SHI_TAI, &SHI_TAI_DINGE, &DE_QING,
    &QUAN_JU, &LIAN_ZHU, &LIAN_ZHU_DINGE, &JIE_LI_BIFA, &QIN_HAI, &QIN_HAI_DINGE, &XING_SHANG, &ZAI_E,
    &YANG_JIU, &YANG_JIU_DINGE, &FU_YANG, &RONG_HUA, &HE_HUAN, &HE_MEI,
    &FAN_CHANG, &FAN_CHANG_GUANYUE, &FAN_CHANG_XINJING, &FAN_CHANG_WANGYUN, &JIE_LI, &JIE_LI_GUANYUE,
    &JIE_LI_BIFA_NIAN,
];
