//! The words of 射覆占 the rules quote: its passages as printed, its headings,
//! and the labels of the readings the text keeps side by side. In a module of
//! their own so that [`super::shefu`], [`super::hehua`] and [`super::siwei`]
//! all read them without importing one another (shefu → hehua, siwei → here).

/// The quoted passages of 射覆占, as printed.
pub mod text {
    crate::divination::passages! {
        ZONGLUN = 9 "凡射覆，以日辰为主，当从旺神或多少言之。如衰旺多少均者，则阳日责干上，阴日责支上。次兼发用决之，而不取中末传。";
        JU_CHUAN = 11 "虽不取中末，而三传成局亦可用";
        SHAPE_BY_USE = 37 "论物形状、用否、过时及时、数目，专推发用。";
        BY_DAY_UPPERS = 39 "论新旧、生死、可食与否，惟凭日上辰上神。";
        COLOUR_ZAZHAI = 39 "论颜色，刚日取日上神阳干之色，柔日取辰上神阴干之色。";
        BIANTONG_SHENG = 41 "如阳日发用见巳午火，若课传不见甲乙寅卯木，及纳音木、丁壬木之类，则不能生火，便不以火断。";
        BIANTONG_KE = 41 "其或遇休囚死炁，更加鬼克，斯从鬼克而变化。故金死为铅，见火而应；水死为空，见土而应，或成淤泥土块；木死为器，见金而应。火死为灰，见水而应。土死为石，见木而应。";
        SONG_FUYIN = 43 "伏吟近物隐行藏为近处伏匿之物";
        SONG_BUBEI = 43 "不备亏残形体伤";
        SONG_FANYIN = 43 "若遇反吟从路远为远路往来之物";
        LIANRU = 43 "课逢连茹，或三传孟仲季，其物形无定体，而色无规模。";
        ZASE = 43 "如日辰相克，为杂色。";
        LIANRU_HEHE = 43 "日辰连茹相和合，物类形颜内外兼。";
        LIANRU_HEHE_EXAMPLE = 43 "如甲午日寅午在传，主其色外青内赤，或形状不同之类。";
        SHEN_LIZHU = 45 "又不须看干支上，只就其神立处便是。";
        SHEN_YINSHEN = 45 "如其神是六亲之类，则责其阴神为物事也，仍以发用决之。";
        JU_BROKEN = 61 "逢刑冲克害，为破局不成。";
        HEHUA = 63 "凡课中五行所无，而见遁干合，则元气运化，亦可用。";
        HEHUA_SHOUZHI = 63 "受制不化，干带伤克之类";
        HEHUA_DUHE = 63 "妬合不化，甲己见乙庚之类";
        HEHUA_FEISHI = 63 "非时不化，春见金木之类";
        HEHUA_KONG = 63 "逢空不化，乘空落空之类";
        HEHUA_SUO = 63 "非其所不化，五行临克绝地之类";
        SEASON_WOOD = 67 "于春为木，其虫鳞水族，其音角，其数八，其味酸，其臭膻。";
        SEASON_FIRE = 69 "于夏为火，其虫羽飞物，其音征，其数七，其味苦，其臭焦。";
        SEASON_EARTH = 71 "于中央为土，其虫倮蠢动之物不毛者，其音宫，其数五，其味甘，其臭香。";
        SEASON_METAL = 73 "于秋为金，其虫毛兽属，其音商，其数九，其味辛，其臭腥。";
        SEASON_WATER = 75 "于冬为水，其虫介甲属，其数六，其味咸，其音羽，其臭朽。";
        SHAPE_SONG = 79 "润下细实多盘曲，曲直木兮柔且长。土如包裹形圆厚，炎上虚尖从革方。";
        SEEN_WATER = 81 "水，上见水，四足游走；上见火，半虚半实；上见木，轮转之物；上见金，生新之物；上见土，土产之物。";
        SEEN_FIRE = 83 "火，上见火，飞行之物；上见水，伤破之物；上见木，花果之物；上见金，镕錬之物；上见土，砖瓦之物。";
        SEEN_WOOD = 85 "木，上见木，竹木草类；上见土，土产之物；上见水，带花生物；上见火，焦枯之物；上见金，刑伤之物。";
        SEEN_METAL = 87 "金，上见金，五金器物；上见火，炉冶之物；上见水，游行之物；上见木，雕刻之物；上见土，金石瓦物。";
        SEEN_EARTH = 89 "土，上见土，墙壁土物；上见水，妆造之物；上见火，烧炼之物；上见木，穿掘之物；上见金，砖瓦石物。";
        TASTE = 99 "木味酸，臭膻。火味苦，臭焦。金味辛，臭腥。水味咸，臭朽。土味甘，臭香。";
        COLOUR_SONG = 103 "甲青乙碧丙主赤，丁紫戊黄己红色。壬黑癸绿庚辛白一云庚白辛绛";
        COLOUR_SAME = 103 "盖寅同甲，卯同乙，午同丙，巳同丁，子同壬，亥同癸，申同庚，酉同辛，辰戌同戊，丑未同己。";
        XIANTIAN = 109 "先天数，甲己子午九，乙庚丑未八，丙辛寅申七，丁壬卯酉六，戊癸辰戌五，巳亥四。";
        STAGE_WORDS = 117 "长生为生新，沐浴为废败，冠带为枯脆，临官为坚强，帝旺为壮盛，衰病死墓绝胎养为故旧。";
        MIXED_YIN = 117 "盖寅木也，而中有生火。";
        MIXED_CHEN = 119 "辰土也，而中有死水，有生木。";
        MIXED_SI = 119 "巳火也，而中有生土，有生金。";
        MIXED_WEI = 121 "未土也，而中有死木，有生火。";
        MIXED_SHEN = 121 "申金也，而中有生水。";
        MIXED_XU = 121 "戌土也，而中有生土，有死土，又有死火，有生金。";
        MIXED_HAI = 121 "亥水也，而中有生木。";
        MIXED_CHOU = 123 "丑土也，而中有死金，有生水。生即新，而死即故也。";
        QI_RANK = 131 "若夫旺孟为事物初起，旺仲为事物正发，旺季为事物来速。相孟仲主事生新，物多美，亦为事物将来；相季为故旧事物。";
        QI_SHAPE = 135 "旺受克为破碎，相生为全备。旺为圆，相为方长，旺相则成器皿。死为偃仆僵直头足歪斜之形，囚为细碎刚硬之形，休为空松枯脆之形及衰朽损伤之类。";
        RANK_139 = 139 "凡孟神为内，为后，为未来，为深，为左，于物为美，为形圆，有棱角。仲神为中，为目前，为现在，于物为形方而平直。季神为外，为前，为过去，为浅，为右，于物为恶，为形尖斜，实而柔长。";
        RANK_141 = 141 "用孟，物方，有棱角；用仲，平直，有口；用季，物圆或尖长此与上说却不同，两存之。";
        RANK_143 = 143 "阳孟圆，阴孟方；阳仲弯，阴仲伤；阳季斜缺，阴季长。";
        SIWEI = 153 "合干五子遁干官天官将十二月将神地神四位生克断之。";
        SIWEI_STRONGEST = 157 "四位亦以其旺者用之，但四位则例用时干，而取四位中之旺者，用为用爻也。";
        YINYANG = 149 "刚日，以阳为生新，阴为死故；阳为方来，阴为已往。柔日，以阴为生新，阳为死故；阴为方来，阳为已往。";
        STAGE_NEW_OLD = 163 "十二位者，日辰上发用当亦然。自见长沐冠临帝，为物气，为生新；衰病死墓绝胎养，为物形，为故旧。";
        STAGE_BASIS = 165 "此则刚日五阳德自处，柔日五阴德从阳。";
        MIXED_EARTH = 167 "又戊土，生巳、生寅、生戌，而死戌、死辰，故癸日得巳、寅为生新，得戌为新故死生兼半，得辰为死故。";
        QI_NEW_OLD = 173 "日辰上，见旺相为物炁，为生新；休囚死为物形，为故旧。";
        QI_HURT = 173 "旺而遇岁月日时冲破刑克，为伤损";
        QI_WOOD = 177 "木主草木，加日辰发用，旺相为竹木，休囚为草蒿，死为朽腐器物。";
        QI_METAL = 177 "金主五金物，旺为金银，相为铜铁，休为铅锡，死为瓦铄。";
        QI_EARTH = 177 "土主石尘沙物，旺相为土物，休囚死为尘埃。";
        QI_WATER = 177 "水旺相为水中所产，休囚为流转曲形物。";
        QI_FIRE = 177 "火旺相当为旺火，休囚死当灯烛煤烟等。";
        BRANCH_ZIWU = 181 "逢子午，其物偏斜，或头绪玲珑，孔窍多端。";
        BRANCH_MAOYOU = 181 "逢卯酉，其物团圞，或口有伤损。";
        BRANCH_SIHAI = 181 "逢巳亥，其物不完，亦多手足，或为乞索物。";
        BRANCH_YINSHEN = 181 "逢寅申，物有棱角，亦寻常所有。";
        BRANCH_CHENXU = 181 "逢辰戌，物有皮骨头角足而刚硬。";
        BRANCH_CHOUWEI = 181 "逢丑未，其物有眉目或毛而皴皱。";
        COLOUR_QI = 187 "旺从本色相从子，死从妻兮囚从鬼。休从父属象分明";
        COLOUR_LIST = 189 "甲青乙碧、丙赤丁紫、戊黄己绛、庚白辛栗、壬黑癸绿前云己红而此曰绛，前云辛白而此曰栗，姑俟考。";
        COLOUR_POLARITY = 191 "见阳神从阳干色，见阴神从阴干色";
        COLOUR_USE = 197 "又云，以发用定之。相则以其子色言之，旺则以日辰上神之本色言之。";
        COLOUR_NO_KE = 201 "又凡一课中，天上及本位无克者，从本色论之。";
        COLOUR_VOID = 203 "空亡神，其时干不旺者，不论。";
        NUMBER_SUM = 209 "合取之者，合上下之成数而总计之也。旺则进之，相则倍之，休言成数，囚死半之。";
        MANY_209 = 209 "而发用日辰俱旺相者多，俱休囚者少，一旺相一休囚死者处中。";
        USE_YAO_VOID = 223 "用爻者，阴阳次第五用见下文，亦曰发用，值空亡为虚。";
        WANG_YAO = 223 "旺爻者，有生不受克者是也。";
        WANG_YAO_ORDER = 225 "然必其中有四时旺，而又相生者，则取之。如无四时旺，则取随日辰旺。又无，则专取相生旺。";
        USE_ONE_YANG = 227 "三阴一阳，以阳为用，取象少阳。";
        USE_ONE_YIN = 227 "三阳一阴，以阴为用，取象少阴";
        USE_EVEN = 227 "二阴二阳，以将为用，随将阴阳辨之。";
        USE_PURE_YIN = 227 "纯阴反阳，以将月将为用。方内之物，夫用将者，不论阴阳皆属阳。";
        USE_PURE_YANG = 227 "纯阳反阴，以神即官为用。";
        USE_AND_WANG = 231 "用爻，犹用神也，与旺爻为生克制化，而合四位为救助，则吉凶于是见矣。";
        SANCHUAN = 217 "当视三传生克日辰上，以决类之吉凶始终。或始生终克，或始墓终生，皆始终之义。";
        USE_SONG = 243 "发用若逢旺相神，物为近贵又圆新。休囚死绝难为用";
        USE_ON = 243 "凡旺相，更加旺相之位，其物近贵可用；休囚，更加休囚之位，不堪用。旺相加休囚，先可用而后废；休囚加旺相，先废而后可用。";
        USE_QI = 245 "又神旺主圆软，相主方嫩，死主僵直，囚主细碎，休主轻缺。";
        USE_STAGE = 245 "长生新小，沐主滑泽，冠带色枯，临主新壮，从衰至养皆主旧。";
        JU_WHERE = 247 "凡日辰上下加临，虽少一字，亦可言局。如土木火局，物出陆地；金局，出山坡；水局，出水中。发用亦然。";
        JU_WATER = 251 "润下为水中物，或近水曲形物。";
        JU_WOOD = 251 "曲直为曲直木器物，或斜长草木物。";
        JU_FIRE = 251 "炎上为烟火虚心物，或尖锐器。";
        JU_EARTH = 251 "稼穑为近土所养物，或圆厚泥土物类。";
        JU_METAL = 251 "从革为山谷中所生物，及方雕铸坚硬物。";
        LIFE_WHERE = 255 "凡占死活，不拘刚日柔日，皆看支辰上所得之神。";
        ALIVE = 257 "如长冠临帝，及带旺相气生气，上下相生是指时令旺气相气，言相生亦指此言，其物必活，更辰上发用尤准。";
        DEAD = 257 "若得衰病死墓绝胎养，及带死囚休气死神死气，上下相克，其物必死。";
        BIAOLI = 261 "干支若入三传者，其物必然有表里。";
        FOOD = 265 "凡可食不可食，看日辰上发用，带旺相气，其物可食。然必时令旺相相生则可食，否则未必竟可食也。";
        FOOD_TASTE = 267 "又用加孟上味酸，仲上味咸，季上味甘。";
        FOOD_KIND = 267 "用逢金为刀伤物，木为菜果类，火经火气，水经水气，土系土产物。";
        FOOD_NOT = 267 "又其物带休囚死气，又不在日辰上者，不堪食。";
        FOOD_WITH = 267 "日辰与用神并或相生，可食。";
        FOOD_DAJI = 269 "得大吉与吉神并，可食。";
        FOOD_CWY = 269 "丑未寅相加，可食。";
        FOOD_GENERALS = 269 "龙常六合加日辰发用，可食。";
        FOOD_POISON = 271 "发用辰戌，其物有毒，不可食。";
        NOTHING = 275 "天空发用，又旬空，为无物。临日辰亦然。";
        SOMETHING = 277 "无天空，但旬空，仍有物。";
        AGE = 283 "大抵五行之中，刚日以阳为少，阴为老；柔日以阴为少，阳为老。又长沐冠临帝为少，衰病死墓绝胎养为老。又旺相为少，休囚死为老。";
        NEW_OLD = 287 "日辰上或发用，遇长沐冠临帝为生新，余七者为故旧。遇旺相为生新，遇休囚死为故旧。";
        TIMELY = 295 "如春占，用起丑，为过时物；用起巳，为将来物；用起月建，为当时物。用起日时及前后，仿此。";
        TIMELY_YEAR = 295 "用起太岁，为今岁，或是常用之物；用起旧岁，为去年；明岁，为来年。";
        WHOLE = 299 "发用旺相，相生者完美，相克则美而不完；休囚，相克者缺陋，相生则陋而不缺。";
        WHOLE_LESSONS = 301 "四课阴阳俱不备，见刑破，其物损。反此而不值刑破，为完。";
        WHOLE_SIHAI = 303 "又巳亥皆有不备之象。";
        WHOLE_SUM = 31 "又课不备，或刑破，为缺。又见巳亥亦缺。反此为完";
        HOLLOW_SONG = 307 "火用虚尖锐有芒，水形曲实更柔长。土为圆厚金方硬，木类条直长又苍。";
        HOLLOW_FIRE = 307 "凡火神发用，其物心虚，天空亦然。";
        SOLID_WATER = 309 "见水神发用，其物必实。";
        HALF = 309 "日辰上火而发用水，日辰上水而发用火，其物半虚半实也。若成局亦然。";
        VOID_CHUAN = 311 "占遇空亡，主其物空虚，初传上空，中传中空，末传下空。或又为无物也。";
        XUN_HEAD = 313 "旬首为实，空亡为虚。";
        FULL_SOLID = 313 "金木土加干支为发用，主全实。";
        MANY_PILLARS = 317 "日辰上旺而遇岁月建将，为物盛大而多；日时，为物渺小而寡。发用亦然。";
        MANY_319 = 319 "日辰发用三者俱旺相，物必多；三者休囚，物必处中；三者死绝，物必少。";
        NUMBER_PRODUCT = 319 "数目则以上下相乘定之。钱一为一，人十为一，兽八为一，禽五为一。旺数倍，相数因，囚数乘，休本数，死无气及空亡减半，孤空十减三。";
        UNITS = 319 "钱一为一，人十为一，兽八为一，禽五为一。";
        LAND = 325 "火土木神自相加临发用，或临日辰，其物出陆地；金水神自相加临，临日辰，或发用，其物出水中。";
        HILLS = 325 "巳酉丑金神相加，则多主金石，出山谷中。";
        HALF_JU = 325 "又日辰及发用，虽少一字，亦可言局，如寅午亦可言火局。";
        HAND = 329 "发用临子丑寅卯辰巳午为阳，为在左手；发用临午未申酉戌亥子为阴，为在右手。";
        VESSEL = 333 "其法专看天罡，罡加阳在覆器，加阴在仰器。";
        SNAKE_SHAPE = 439 "在春夏其物形弯长，秋冬其物形蟠曲";
    }
}

/// The headings of 射覆占, as printed, with their lines.
pub mod topics {
    /// 總論 (line 3).
    pub const ZONGLUN: &str = "总论";
    /// 二論五行 (line 55).
    pub const WUXING: &str = "二论五行";
    /// 辨五行在四時 (line 65).
    pub const SEASONS: &str = "辨五行在四时";
    /// 辨五行物形 (line 77).
    pub const SHAPE: &str = "辨五行物形";
    /// 辨五行物味 (line 97).
    pub const TASTE: &str = "辨五行物味";
    /// 辨五行物色 (line 101).
    pub const COLOUR: &str = "辨五行物色";
    /// 三論長生十二位 (line 115).
    pub const STAGES: &str = "三论长生十二位";
    /// 四論旺相休囚死五炁 (line 125).
    pub const QI: &str = "四论旺相休囚死五炁";
    /// 辨五氣物形 (line 133).
    pub const QI_SHAPE: &str = "辨五气物形";
    /// 看孟仲季物形 (line 137).
    pub const RANK: &str = "看孟仲季物形";
    /// 看日辰上與發用陰陽 (line 145).
    pub const YINYANG: &str = "看日辰上与发用阴阳";
    /// 看日辰上與發用五行 (line 151).
    pub const WUXING_UPPER: &str = "看日辰上与发用五行";
    /// 先看用爻次看旺爻 (line 221).
    pub const USE_YAO: &str = "先看用爻次看旺爻";
    /// 看日辰上與發用十二位 (line 161).
    pub const STAGES_UPPER: &str = "看日辰上与发用十二位";
    /// 看日辰上與發用五炁 (line 171).
    pub const QI_UPPER: &str = "看日辰上与发用五炁";
    /// 看日辰上及發用所逢十二支辨物形 (line 179).
    pub const BRANCH_SHAPE: &str = "看日辰上及发用所逢十二支辨物形";
    /// 看日辰上及發用所逢十干辨物色 (line 185).
    pub const STEM_COLOUR: &str = "看日辰上及发用所逢十干辨物色";
    /// 看日辰上及發用所逢干支辨物數 (line 207).
    pub const NUMBER: &str = "看日辰上及发用所逢干支辨物数";
    /// 看三傳 (line 215).
    pub const SANCHUAN: &str = "看三传";
    /// 看發用 (line 233).
    pub const FAYONG: &str = "看发用";
    /// 看炎上潤下從革曲直稼穡五局 (line 247).
    pub const JU: &str = "看炎上润下从革曲直稼穑五局";
    /// 占死活 (line 253).
    pub const LIFE: &str = "占死活";
    /// 占表裏 (line 259).
    pub const BIAOLI: &str = "占表里";
    /// 占可食不可食 (line 263).
    pub const FOOD: &str = "占可食不可食";
    /// 占有無 (line 273).
    pub const PRESENCE: &str = "占有无";
    /// 占老少 (line 281).
    pub const AGE: &str = "占老少";
    /// 占新舊 (line 285).
    pub const NEW_OLD: &str = "占新旧";
    /// 占物之當時與過時 (line 293).
    pub const TIMELY: &str = "占物之当时与过时";
    /// 占完缺 (line 297).
    pub const WHOLE: &str = "占完缺";
    /// 占虛實 (line 305).
    pub const SOLID: &str = "占虚实";
    /// 占多少 (line 315).
    pub const MANY: &str = "占多少";
    /// 占水陸 (line 321).
    pub const LAND: &str = "占水陆";
    /// 占物在左右手 (line 327).
    pub const HAND: &str = "占物在左右手";
    /// 占物在覆仰器 (line 331).
    pub const VESSEL: &str = "占物在覆仰器";
    /// 干支形象 (line 337).
    pub const IMAGE: &str = "干支形象";
    /// 十二天官所主物形物類 (line 435).
    pub const GENERALS: &str = "十二天官所主物形物类";
    /// Every heading, for the test that finds them in the text.
    pub const ALL: [&str; 37] = [
        ZONGLUN,
        WUXING,
        SEASONS,
        SHAPE,
        TASTE,
        COLOUR,
        STAGES,
        QI,
        QI_SHAPE,
        RANK,
        YINYANG,
        WUXING_UPPER,
        USE_YAO,
        STAGES_UPPER,
        QI_UPPER,
        BRANCH_SHAPE,
        STEM_COLOUR,
        NUMBER,
        SANCHUAN,
        FAYONG,
        JU,
        LIFE,
        BIAOLI,
        FOOD,
        PRESENCE,
        AGE,
        NEW_OLD,
        TIMELY,
        WHOLE,
        SOLID,
        MANY,
        LAND,
        HAND,
        VESSEL,
        IMAGE,
        GENERALS,
        "射覆占",
    ];
}

/// The variant labels: which reading a judgement follows where the text keeps several.
pub mod variants {
    /// 總論 (line 9): 日辰上為主 (the stronger of 日上 and 辰上), 次兼發用.
    pub const ZONGLUN: &str = "總論（第9行）：日辰上為主";
    /// 雜摘 (line 37): 形狀、數目「專推發用」.
    pub const ZAZHAI_USE: &str = "雜摘（第37行）：專推發用";
    /// 總論 (lines 15, 29) and 看法: 日辰上與發用.
    pub const ZONGLUN_WITH_USE: &str = "總論（第15、29行）：日辰上與發用";
    /// 總論 (line 13) and 看法 (line 255): 支上.
    pub const ZONGLUN_BRANCH: &str = "總論（第13行）：看支上";
    /// 雜摘 (line 39): 新舊、生死、可食「惟憑日上辰上神」.
    pub const ZAZHAI_UPPERS: &str = "雜摘（第39行）：惟憑日上辰上神";
    /// 雜摘 (line 39) on colour.
    pub const COLOUR_ZAZHAI: &str = "雜摘（第39行）：剛日日上陽干色，柔日辰上陰干色";
    /// 歌 (lines 187, 191): 陽神陽色, 陰神陰色.
    pub const COLOUR_POLARITY: &str = "歌（第187、191行）：陽神從陽色，陰神從陰色";
    /// 一云 (lines 187, 193): by 旺相休囚死.
    pub const COLOUR_QI: &str = "一云（第193行）：旺本相子死妻囚鬼休父";
    /// 又云 (line 197): by 發用.
    pub const COLOUR_USE: &str = "又云（第197行）：以發用定之";
    /// 看法 (line 139) on 孟仲季.
    pub const RANK_139: &str = "看法（第139行）";
    /// 雜摘 (line 141): 「此與上說卻不同，兩存之」.
    pub const RANK_141: &str = "雜摘（第141行）：此與上說卻不同，兩存之";
    /// 又云 (line 143).
    pub const RANK_143: &str = "又云（第143行）：分陰陽";
    /// 看法 (line 209): 上下合取.
    pub const NUMBER_SUM: &str = "看法（第209行）：上下合取";
    /// 雜摘 (line 319): 上下相乘.
    pub const NUMBER_PRODUCT: &str = "雜摘（第319行）：上下相乘";
    /// 看法 (line 209) on 多少.
    pub const MANY_209: &str = "看法（第209行）：俱休囚者少";
    /// 雜摘 (line 319) on 多少.
    pub const MANY_319: &str = "雜摘（第319行）：三者休囚處中，死絕少";
    /// 看法 (line 157): the strongest of the four positions is the 用爻.
    pub const USE_STRONGEST: &str = "看法（第157行）：取四位中之旺者為用爻";
    /// 先看用爻 (lines 223, 227): 陰陽次第五用.
    pub const USE_FIVE: &str = "先看用爻（第223、227行）：陰陽次第五用";
    /// 總論 (line 45): not 干支上 but where 其神 stands, 發用 taken as 其神.
    pub const SHEN_45: &str = "總論（第45行）：不看干支上，就其神立處";
    /// 子午 as 陽 (左手).
    pub const HAND_LEFT: &str = "子午屬陽（子丑寅卯辰巳午）";
    /// 子午 as 陰 (右手).
    pub const HAND_RIGHT: &str = "子午屬陰（午未申酉戌亥子）";
}
