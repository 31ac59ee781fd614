//! 射覆占 Shèfù zhān — guessing a hidden thing (seed `002_65f2bd96db15aa00.txt`,
//! lines 1–463).
//!
//! Which places of the chart speak follows the text's own 總論 and 看法:
//! - 日辰 first, taking the stronger (旺) of 日上 and 辰上, or the element seen
//!   more often, and when they are even 剛日 干上, 柔日 支上; then 發用; never
//!   中末 unless the three 傳 make a 局 (lines 9, 11);
//! - 陰陽 and 老少: 剛日 日上 with 發用, 柔日 辰上 with 發用 (line 147);
//! - 十二位: 剛日 by the day stem, 柔日 by the 陽干 it combines with (line 165),
//!   counted by the element (line 167: 申…子 are 戊土's 長沐冠臨帝);
//! - 死活: 支上 (lines 13, 255);
//! - 覆仰器: 天罡 alone (line 333); 左右手: where 發用 stands (line 329).
//!
//! Where 總論 and 雜摘 differ (line 39: 「此段與前大同小異，姑兩存之」) every
//! reading is given with its `variant` label: 形狀 and 數目 「專推發用」 (line 37),
//! 新舊, 生死 and 可食 「惟憑日上辰上神」 (line 39), 顏色 (line 39 against 187–203).
//! So are the three readings of 孟仲季 (139, 141 「此與上說卻不同，兩存之」, 143),
//! the two counts of 數目 (209 合, 319 相乘) and of 多少 (209, 319), and 左右手 when
//! 發用 stands on 子 or 午, which the text puts on both hands.

use serde::Serialize;

use super::things::{self, BRANCH_TABLES};
use super::{has_qi, hehua, mutually_generate, mutually_overcome, passages, siwei, Ctx, Judgement, Passage, Pos};
use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Polarity, SeasonRank, Stem, StemOrBranch};
use crate::generals::General;
use crate::lessons::FourLessons;
use crate::nayin::nayin;
use crate::relations::{LifeStage, Vitality};
use crate::shensha::basis::Season;
use crate::shensha::numbers::branch_number;
use crate::shensha::rules::{element_tomb, hai, po, virtue_stem};

/// The quoted passages of 射覆占, as printed.
pub mod text {
    super::passages! {
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

use text as p;

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

use topics as t;

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

use variants as v;

/// 類神之物 — a thing the 類神 tables name for a branch or general the chart points at.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// The thing, as printed (simplified).
    pub thing: &'static str,
    /// How many facts support it.
    pub score: u32,
    /// The facts: which place of the chart, which table, which line.
    pub support: Vec<String>,
}

/// 射覆 — the judgements and the ranked candidates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShefuReading {
    /// Every judgement that fires, in the text's order of topics.
    pub judgements: Vec<Judgement>,
    /// Candidate things, best supported first.
    pub candidates: Vec<Candidate>,
}

/// 射覆 Shèfù — read `chart` for a hidden thing.
pub fn shefu(chart: &Chart) -> ShefuReading {
    let c = Ctx::new(chart);
    let mut out = Vec::new();
    let (main, main_facts) = principal(&c);
    out.push(Judgement::new(
        t::ZONGLUN,
        format!("以{}為主，次兼{}", main.name(), c.fayong().name()),
        p::ZONGLUN,
        main_facts,
    ));
    chart_shape(&c, &mut out);
    lianru(&c, &mut out);
    shen_lizhu(&c, &mut out);
    biantong(&c, &mut out);
    hehua::judgements(&c, &mut out);
    yin_yang(&c, &mut out);
    five_phases(&c, main, &mut out);
    siwei::judgements(&c, &mut out);
    colours(&c, main, &mut out);
    numbers(&c, &mut out);
    stages(&c, &mut out);
    qi(&c, main, &mut out);
    ranks(&c, &mut out);
    branch_shapes(&c, &mut out);
    images(&c, &mut out);
    sanchuan(&c, main, &mut out);
    fayong_song(&c, &mut out);
    ju(&c, &mut out);
    life(&c, &mut out);
    biaoli(&c, &mut out);
    food(&c, &mut out);
    presence(&c, &mut out);
    age(&c, &mut out);
    new_old(&c, &mut out);
    timely(&c, &mut out);
    whole(&c, &mut out);
    solid(&c, &mut out);
    many(&c, &mut out);
    land(&c, &mut out);
    hand(&c, &mut out);
    vessel(&c, &mut out);
    snake(&c, &mut out);
    ShefuReading { judgements: out, candidates: candidates(&c) }
}

// ---------------------------------------------------------------------------
// Which places speak.

/// 總論 (line 9): the stronger of 日上 and 辰上; if even, the element seen more
/// often in the seven places (the four uppers and the three 傳); if still even,
/// 剛日 干上, 柔日 支上.
// DIFFERENCE: the text does not list its 「七處」 (line 157); the four lessons'
// uppers and the three 傳 are taken as the seven.
fn principal(c: &Ctx) -> (Pos, Vec<String>) {
    let (a, b) = (c.day_up, c.branch_up);
    let mut facts = vec![a.with_element(), b.with_element()];
    if a.vitality != b.vitality {
        let strong = if (a.vitality as u8) < (b.vitality as u8) { a } else { b };
        facts.push(format!("從旺神：{}", strong.name()));
        return (strong, facts);
    }
    let seven: Vec<Branch> = c.chart.lessons.iter().map(|l| l.upper).chain(c.chart.transmissions.branches).collect();
    let count = |e: Element| seven.iter().filter(|x| x.element() == e).count();
    let (na, nb) = (count(a.element()), count(b.element()));
    if na != nb {
        let more = if na > nb { a } else { b };
        facts.push(format!(
            "衰旺均，七處{}{}見、{}{}見：從多者{}",
            a.element().hanzi(),
            na,
            b.element().hanzi(),
            nb,
            more.name()
        ));
        return (more, facts);
    }
    facts.push(format!("衰旺多少均，{}", if c.yang() { "陽日責干上" } else { "陰日責支上" }));
    facts.push(c.day_fact());
    (if c.yang() { a } else { b }, facts)
}

/// The place 陰陽 and 老少 go by: 剛日 日上, 柔日 辰上 (line 147).
fn by_polarity(c: &Ctx) -> Pos {
    if c.yang() {
        c.day_up
    } else {
        c.branch_up
    }
}

/// The two readings of a shape: 總論's place and 發用 alone (雜摘, line 37).
fn shape_readings(c: &Ctx, main: Pos) -> [(Pos, &'static str); 2] {
    [(main, v::ZONGLUN), (c.fayong(), v::ZAZHAI_USE)]
}

/// 日上, 辰上, 發用 — with a place that repeats another's branch kept once.
fn three(c: &Ctx) -> Vec<Pos> {
    let mut v: Vec<Pos> = Vec::with_capacity(3);
    for p in [c.day_up, c.branch_up, c.fayong()] {
        if !v.iter().any(|q| q.branch == p.branch) {
            v.push(p);
        }
    }
    v
}

/// The branch under a place, taking a stem at its 寄宮.
fn lower_branch(p: &Pos) -> Branch {
    match p.lower {
        StemOrBranch::Stem(s) => s.lodge(),
        StemOrBranch::Branch(b) => b,
    }
}

// ---------------------------------------------------------------------------
// Element words.

fn yang_stem(e: Element) -> Stem {
    Stem::ALL.into_iter().find(|s| s.element() == e && s.is_yang()).expect("one 陽干 per element")
}

fn yin_stem(e: Element) -> Stem {
    yang_stem(e).next()
}

/// 「寅同甲，卯同乙，午同丙，巳同丁，子同壬，亥同癸，申同庚，酉同辛，辰戌同戊，丑未同己」
/// (line 103), in the text's order.
#[rustfmt::skip]
pub const BRANCH_AS_STEM: [(Branch, Stem); 12] = [
    (Branch::Yin, Stem::Jia), (Branch::Mao, Stem::Yi), (Branch::Wu, Stem::Bing), (Branch::Si, Stem::Ding),
    (Branch::Zi, Stem::Ren), (Branch::Hai, Stem::Gui), (Branch::Shen, Stem::Geng), (Branch::You, Stem::Xin),
    (Branch::Chen, Stem::Wu), (Branch::Xu, Stem::Wu), (Branch::Chou, Stem::Ji), (Branch::Wei, Stem::Ji),
];

/// The stem a branch counts as for colour (line 103).
pub fn branch_as_stem(b: Branch) -> Stem {
    BRANCH_AS_STEM.iter().find(|(x, _)| *x == b).map(|&(_, s)| s).expect("twelve listed")
}

/// 十干顏色 — a stem's colour, with both readings where the text has two: 「己紅」
/// (line 103) and 「己絳」 (line 189); 「辛白」, 「一云…辛絳」 (103) and 「辛栗」 (189),
/// which the text leaves 「姑俟考」.
pub fn stem_colour(s: Stem) -> &'static str {
    match s {
        Stem::Jia => "青",
        Stem::Yi => "碧",
        Stem::Bing => "赤",
        Stem::Ding => "紫",
        Stem::Wu => "黃",
        Stem::Ji => "紅（第103行）／絳（第189行，姑俟考）",
        Stem::Geng => "白",
        Stem::Xin => "白（第103行）／絳（第103行一云）／栗（第189行，姑俟考）",
        Stem::Ren => "黑",
        Stem::Gui => "綠",
    }
}

fn shape_word(e: Element) -> &'static str {
    match e {
        Element::Water => "潤下：細實多盤曲（水形屈曲）",
        Element::Wood => "曲直：柔且長（木性斜長）",
        Element::Earth => "土：如包裹，形圓厚（土體妝造）",
        Element::Fire => "炎上：虛尖（火上尖虛中）",
        Element::Metal => "從革：方（金堅硬而方）",
    }
}

/// 辨五行在四時 (lines 67–75): (season, creature, note, sound, number, taste, smell).
fn season_row(e: Element) -> (Passage, &'static str) {
    match e {
        Element::Wood => (p::SEASON_WOOD, "春木：其蟲鱗（水族），其音角，其數八，其味酸，其臭羶"),
        Element::Fire => (p::SEASON_FIRE, "夏火：其蟲羽（飛物），其音徵，其數七，其味苦，其臭焦"),
        Element::Earth => (p::SEASON_EARTH, "中央土：其蟲倮（蠢動之物不毛者），其音宮，其數五，其味甘，其臭香"),
        Element::Metal => (p::SEASON_METAL, "秋金：其蟲毛（獸屬），其音商，其數九，其味辛，其臭腥"),
        Element::Water => (p::SEASON_WATER, "冬水：其蟲介（甲屬），其數六，其味鹹，其音羽，其臭朽"),
    }
}

fn taste_word(e: Element) -> &'static str {
    match e {
        Element::Wood => "味酸，臭羶",
        Element::Fire => "味苦，臭焦",
        Element::Metal => "味辛，臭腥",
        Element::Water => "味鹹，臭朽",
        Element::Earth => "味甘，臭香",
    }
}

/// 上見 (lines 81–89): a lower element with an upper element over it.
fn seen_above(lower: Element, upper: Element) -> (Passage, &'static str) {
    use Element::{Earth as T, Fire as H, Metal as J, Water as S, Wood as M};
    match (lower, upper) {
        (S, S) => (p::SEEN_WATER, "四足遊走"),
        (S, H) => (p::SEEN_WATER, "半虛半實"),
        (S, M) => (p::SEEN_WATER, "輪轉之物"),
        (S, J) => (p::SEEN_WATER, "生新之物"),
        (S, T) => (p::SEEN_WATER, "土產之物"),
        (H, H) => (p::SEEN_FIRE, "飛行之物"),
        (H, S) => (p::SEEN_FIRE, "傷破之物"),
        (H, M) => (p::SEEN_FIRE, "花果之物"),
        (H, J) => (p::SEEN_FIRE, "鎔鍊之物"),
        (H, T) => (p::SEEN_FIRE, "磚瓦之物"),
        (M, M) => (p::SEEN_WOOD, "竹木草類"),
        (M, T) => (p::SEEN_WOOD, "土產之物"),
        (M, S) => (p::SEEN_WOOD, "帶花生物"),
        (M, H) => (p::SEEN_WOOD, "焦枯之物"),
        (M, J) => (p::SEEN_WOOD, "刑傷之物"),
        (J, J) => (p::SEEN_METAL, "五金器物"),
        (J, H) => (p::SEEN_METAL, "爐冶之物"),
        (J, S) => (p::SEEN_METAL, "遊行之物"),
        (J, M) => (p::SEEN_METAL, "雕刻之物"),
        (J, T) => (p::SEEN_METAL, "金石瓦物"),
        (T, T) => (p::SEEN_EARTH, "牆壁土物"),
        (T, S) => (p::SEEN_EARTH, "妝造之物"),
        (T, H) => (p::SEEN_EARTH, "燒煉之物"),
        (T, M) => (p::SEEN_EARTH, "穿掘之物"),
        (T, J) => (p::SEEN_EARTH, "磚瓦石物"),
    }
}

// ---------------------------------------------------------------------------
// 總論: the song of line 43, 連茹, 占貴變通.

fn chart_shape(c: &Ctx, out: &mut Vec<Judgement>) {
    let plate = c.chart.plate;
    if plate.is_fuyin() {
        out.push(Judgement::new(t::ZONGLUN, "近處伏匿之物", p::SONG_FUYIN, vec!["伏吟：天地盤同".into()]));
    }
    if plate.is_fanyin() {
        out.push(Judgement::new(t::ZONGLUN, "遠路往來之物", p::SONG_FANYIN, vec!["返吟：天盤沖地盤".into()]));
    }
    let distinct = FourLessons::new(c.day, plate).distinct();
    if distinct < 4 {
        out.push(Judgement::new(
            t::ZONGLUN,
            "虧殘，形體傷",
            p::SONG_BUBEI,
            vec![format!("四課不備：只{}課", distinct)],
        ));
    }
}

/// Whether three branches run on one by one, forward or back (連茹).
fn runs_on(b: [Branch; 3]) -> bool {
    let step = b[1].since(b[0]);
    (step == 1 || step == 11) && b[2].since(b[1]) == step
}

fn lianru(c: &Ctx, out: &mut Vec<Judgement>) {
    let b = c.chart.transmissions.branches;
    let chuan = format!("三傳{}{}{}", b[0], b[1], b[2]);
    let all_ranks =
        [SeasonRank::Meng, SeasonRank::Zhong, SeasonRank::Ji].iter().all(|r| b.iter().any(|x| x.rank() == *r));
    if runs_on(b) || all_ranks {
        let why = if runs_on(b) { format!("{chuan}連茹") } else { format!("{chuan}孟仲季全") };
        out.push(Judgement::new(t::ZONGLUN, "其物形無定體，色無規模", p::LIANRU, vec![why]));
    }
    let (s, br) = (c.stem().element(), c.day.branch().element());
    if mutually_overcome(s, br) {
        out.push(Judgement::new(
            t::ZONGLUN,
            "雜色",
            p::ZASE,
            vec![format!("日辰相克：{}{}、{}{}", c.stem(), s.hanzi(), c.day.branch(), br.hanzi())],
        ));
    }
}

/// 總論 line 45: 「又凡占課中欲射覆物事者，又不須看干支上，只就其神立處便是。如其神是
/// 六親之類，則責其陰神為物事也，仍以發用決之。」
// DIFFERENCE: the text does not say how to find 「其神」 of a thing not yet known;
// since it ends 「仍以發用決之」, 發用 is taken as 其神. Every branch stands in a 六親
// to the day stem, so its 陰神 (the heaven branch over it) is read as the thing.
fn shen_lizhu(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let at = lower_branch(&f);
    let kin = c.chart.chuan[0].relation;
    let yin = c.chart.plate.heaven_over(f.branch);
    out.push(
        Judgement::new(
            t::ZONGLUN,
            format!(
                "就發用{}立處（臨{}）；{}為{}，責其陰神{}（{}）為物事，仍以發用決之",
                f.branch,
                at,
                f.branch,
                kin.hanzi(),
                yin,
                yin.element().hanzi()
            ),
            p::SHEN_YINSHEN,
            vec![
                format!("發用{}臨{}", f.branch, at),
                format!("{}為{}（六親）", f.branch, kin.hanzi()),
                format!("陰神：{}上{}", f.branch, yin),
            ],
        )
        .variant(v::SHEN_45),
    );
}

/// 占貴變通 (line 41): an element nothing in the chart generates is not read as
/// itself; one 休囚死 and overcome turns into what its 鬼 makes of it.
///
/// What can generate 發用's element (「甲乙寅卯木，及納音木、丁壬木之類」): the branches of
/// 課 and 傳, the day stem and the 遁干 of the four uppers and the three 傳, the 納音 of
/// the day's 干支 and of each of those branches with its 遁干, and a 干合 among those
/// stems that turns (line 63, [`super::hehua`]).
fn biantong(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let e = f.element();
    let source = Element::ALL.into_iter().find(|x| x.generates() == e).expect("one element generates each");
    let shown = c.shown_branches();
    let mut pairs: Vec<GanZhi> = vec![c.day];
    for b in c.chart.lessons.iter().map(|l| l.upper).chain(c.chart.transmissions.branches) {
        if let Some(g) = c.day.hidden_stem(b).and_then(|s| GanZhi::new(s, b)) {
            if !pairs.contains(&g) {
                pairs.push(g);
            }
        }
    }
    let has_source = shown.iter().any(|b| b.element() == source)
        || pairs.iter().any(|g| g.stem().element() == source || nayin(*g).element == source)
        || hehua::combinations(c).iter().any(|k| k.turns() && k.element == source);
    if !has_source {
        let nayins: Vec<String> = pairs.iter().map(|g| format!("{}{}", g, nayin(*g).name)).collect();
        out.push(Judgement::new(
            t::ZONGLUN,
            format!("課傳不見生{}之神，不以{}斷", e.hanzi(), e.hanzi()),
            p::BIANTONG_SHENG,
            vec![
                f.with_element(),
                format!("課傳無{}（支、干、遁干、納音、干合化）", source.hanzi()),
                format!("納音：{}", nayins.join("、")),
            ],
        ));
    }
    if !has_qi(f.vitality) {
        let ghost = Element::ALL.into_iter().find(|x| x.restrains(e)).expect("one element overcomes each");
        let mut hit = Vec::new();
        if f.lower.element() == ghost {
            hit.push(format!("發用下{}克之", f.lower));
        }
        for q in [c.day_up, c.branch_up] {
            if q.element() == ghost {
                hit.push(format!("{}克之", q.name()));
            }
        }
        if !hit.is_empty() {
            let word = match e {
                Element::Metal => "金死為鉛，見火而應",
                Element::Water => "水死為空，見土而應，或成淤泥土塊",
                Element::Wood => "木死為器，見金而應",
                Element::Fire => "火死為灰，見水而應",
                Element::Earth => "土死為石，見木而應",
            };
            let mut facts = vec![f.with_element()];
            facts.extend(hit);
            out.push(Judgement::new(t::ZONGLUN, format!("從鬼克而變化：{word}"), p::BIANTONG_KE, facts));
        }
    }
}

// ---------------------------------------------------------------------------
// 陰陽 (lines 147–149).

fn yin_yang(c: &Ctx, out: &mut Vec<Judgement>) {
    let main = by_polarity(c);
    let f = c.fayong();
    let fresh = |p: &Pos| (p.branch.polarity() == Polarity::Yang) == c.yang();
    let word = |p: &Pos| {
        format!("{}{}：{}", p.name(), p.branch.polarity().hanzi(), if fresh(p) { "生新、方來" } else { "死故、已往" })
    };
    let verdict = match (fresh(&main), fresh(&f)) {
        (true, true) => "生新，方來之物".to_string(),
        (false, false) => "死故，已往之物".to_string(),
        _ => "一新一故，各得其半".to_string(),
    };
    out.push(Judgement::new(t::YINYANG, verdict, p::YINYANG, vec![c.day_fact(), word(&main), word(&f)]));
}

// ---------------------------------------------------------------------------
// 五行: shape, 上見, the four seasons, taste.

fn five_phases(c: &Ctx, main: Pos, out: &mut Vec<Judgement>) {
    for (pos, label) in shape_readings(c, main) {
        out.push(
            Judgement::new(t::SHAPE, shape_word(pos.element()), p::SHAPE_SONG, vec![pos.with_element()]).variant(label),
        );
    }
    for (pos, label) in shape_readings(c, main) {
        let (passage, word) = seen_above(pos.lower.element(), pos.element());
        out.push(
            Judgement::new(
                t::SHAPE,
                format!("{}上見{}：{}", pos.lower.element().hanzi(), pos.element().hanzi(), word),
                passage,
                vec![format!("{}（{}臨{}）", pos.over(), pos.element().hanzi(), pos.lower.element().hanzi())],
            )
            .variant(label),
        );
    }
    // 四時 and 味: 日辰 first, then 發用 (line 9); one judgement per element.
    let mut seen: Vec<Element> = Vec::new();
    for pos in [main, c.fayong()] {
        if seen.contains(&pos.element()) {
            continue;
        }
        seen.push(pos.element());
        let (passage, word) = season_row(pos.element());
        out.push(Judgement::new(t::SEASONS, word, passage, vec![pos.with_element()]));
        out.push(Judgement::new(
            t::TASTE,
            format!("{}：{}", pos.element().hanzi(), taste_word(pos.element())),
            p::TASTE,
            vec![pos.with_element()],
        ));
    }
}

// ---------------------------------------------------------------------------
// 色 (lines 39, 43, 103, 187–203).

/// The element that stands in `kin` to `me`: 兄 (本), 子, 財 (妻), 官 (鬼), 父.
fn by_qi(me: Element, v: Vitality) -> (Element, &'static str) {
    match v {
        Vitality::Prosperous => (me, "旺從本色"),
        Vitality::Minister => (me.generates(), "相從子色"),
        Vitality::Dead => (me.overcomes(), "死從妻色"),
        Vitality::Imprisoned => (Element::ALL.into_iter().find(|x| x.restrains(me)).expect("one"), "囚從鬼色"),
        Vitality::Resting => (Element::ALL.into_iter().find(|x| x.generates() == me).expect("one"), "休從父色"),
    }
}

fn colours(c: &Ctx, main: Pos, out: &mut Vec<Judgement>) {
    let polar = |e: Element| if c.yang() { yang_stem(e) } else { yin_stem(e) };
    // 雜摘 (39): 剛日 日上神 陽干之色, 柔日 辰上神 陰干之色.
    let p39 = by_polarity(c);
    let s = polar(p39.element());
    out.push(
        Judgement::new(
            t::COLOUR,
            format!("{}：{}", s, stem_colour(s)),
            p::COLOUR_ZAZHAI,
            vec![c.day_fact(), format!("{}，取{}干{}", p39.with_element(), if c.yang() { "陽" } else { "陰" }, s)],
        )
        .variant(v::COLOUR_ZAZHAI),
    );
    // 歌 (187, 191): 陽神 陽干色, 陰神 陰干色 — the branch as its stem (103).
    let s = branch_as_stem(main.branch);
    out.push(
        Judgement::new(
            t::STEM_COLOUR,
            format!("{}：{}", s, stem_colour(s)),
            p::COLOUR_POLARITY,
            vec![format!("{}{}神，同{}", main.name(), main.branch.polarity().hanzi(), s)],
        )
        .variant(v::COLOUR_POLARITY),
    );
    // 一云 (187, 193): by the 旺相休囚死 of the upper, from the day's element; 陽日從陽.
    let (e, why) = by_qi(c.stem().element(), main.vitality);
    let s = polar(e);
    out.push(
        Judgement::new(
            t::STEM_COLOUR,
            format!("{}：{}", s, stem_colour(s)),
            p::COLOUR_QI,
            vec![
                main.with_element(),
                format!("{why}：日{}{}，{}色從{}", c.stem(), c.stem().element().hanzi(), e.hanzi(), s),
            ],
        )
        .variant(v::COLOUR_QI),
    );
    // 又云 (197): by 發用 — 相 its 子色, 旺 the 本色 of 日辰上神.
    let f = c.fayong();
    let from_use = match f.vitality {
        Vitality::Minister => Some((polar(c.stem().element().generates()), "發用相，以其子色")),
        Vitality::Prosperous => Some((branch_as_stem(main.branch), "發用旺，以日辰上神本色")),
        _ => None,
    };
    if let Some((s, why)) = from_use {
        out.push(
            Judgement::new(
                t::STEM_COLOUR,
                format!("{}：{}", s, stem_colour(s)),
                p::COLOUR_USE,
                vec![f.with_element(), why.to_string(), main.name()],
            )
            .variant(v::COLOUR_USE),
        );
    }
    // 201: no 克 between the upper and its place — its own colour.
    if !mutually_overcome(main.element(), main.lower.element()) {
        let s = branch_as_stem(main.branch);
        out.push(Judgement::new(
            t::STEM_COLOUR,
            format!("從本色：{}，{}", s, stem_colour(s)),
            p::COLOUR_NO_KE,
            vec![format!("{}，上下無克", main.over())],
        ));
    }
    // 203: a void upper whose hour stem is not 旺 gives no colour.
    let hour_stem = c.chart.calendar.pillars.hour.stem();
    if main.void && c.vitality_of_element(hour_stem.element()) != Vitality::Prosperous {
        out.push(Judgement::new(
            t::STEM_COLOUR,
            "空亡神，時干不旺，色不論",
            p::COLOUR_VOID,
            vec![format!("{}旬空", main.name()), format!("時干{}不旺", hour_stem)],
        ));
    }
}

// ---------------------------------------------------------------------------
// 數 (lines 109, 209, 319).

fn numbers(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let below = lower_branch(&f);
    let (nu, nl) = (u32::from(branch_number(f.branch)), u32::from(branch_number(below)));
    let facts = vec![
        format!("發用{}先天數{}", f.branch, nu),
        format!("所臨{}先天數{}", below, nl),
        format!("發用{}", f.vitality.hanzi()),
    ];
    // 209: 合 — the sum; 旺 進 (×10), 相 倍, 休 as is, 囚死 半.
    let sum = nu + nl;
    let (scaled, how) = match f.vitality {
        Vitality::Prosperous => (sum as f64 * 10.0, "旺則進之"),
        Vitality::Minister => (sum as f64 * 2.0, "相則倍之"),
        Vitality::Resting => (sum as f64, "休言成數"),
        Vitality::Imprisoned | Vitality::Dead => (sum as f64 / 2.0, "囚死半之"),
    };
    out.push(
        Judgement::new(t::NUMBER, format!("{nu}＋{nl}＝{sum}，{how}：{}", show(scaled)), p::NUMBER_SUM, facts.clone())
            .variant(v::NUMBER_SUM),
    );
    // 319: 相乘 — the product; 旺 倍, 相 因, 囚 乘, 休 本數, 死 and 空亡 半.
    let product = nu * nl;
    let pf = f64::from(product);
    let mut facts = facts;
    let (mut count, mut verdict) = match f.vitality {
        Vitality::Prosperous => (Some(pf * 2.0), format!("{nu}×{nl}＝{product}，旺數倍：{}", product * 2)),
        Vitality::Minister => (None, format!("{nu}×{nl}＝{product}，相數因（因數未言）")),
        Vitality::Imprisoned => (None, format!("{nu}×{nl}＝{product}，囚數乘（乘數未言）")),
        Vitality::Resting => (Some(pf), format!("{nu}×{nl}＝{product}，休本數")),
        Vitality::Dead => (Some(pf / 2.0), format!("{nu}×{nl}＝{product}，死無氣減半：{}", show(pf / 2.0))),
    };
    // 「死無氣及空亡減半」: one halving for either, once for both.
    if f.void {
        facts.push("發用旬空".into());
        if f.vitality == Vitality::Dead {
            verdict.push_str("；空亡亦減半（同一減半）");
        } else {
            let base = count.unwrap_or(pf);
            verdict.push_str(&format!("；空亡減半：{}", show(base / 2.0)));
            count = count.map(|n| n / 2.0);
        }
    }
    out.push(Judgement::new(t::MANY, verdict, p::NUMBER_PRODUCT, facts.clone()).variant(v::NUMBER_PRODUCT));
    // 319: the units — 「錢一為一，人十為一，獸八為一，禽五為一」: so many of the count
    // make one coin, one person, one beast, one bird.
    // DIFFERENCE: 「孤空十減三」 is not applied: the text does not say what 孤空 is.
    if let Some(n) = count {
        facts.push(format!("數目{}", show(n)));
        out.push(
            Judgement::new(
                t::MANY,
                format!(
                    "錢{}（一為一），人{}（十為一），獸{}（八為一），禽{}（五為一）",
                    show(n),
                    show(n / 10.0),
                    show(n / 8.0),
                    show(n / 5.0)
                ),
                p::UNITS,
                facts,
            )
            .variant(v::NUMBER_PRODUCT),
        );
    }
}

fn show(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

// ---------------------------------------------------------------------------
// 十二位 (lines 115–123, 161–167, 245).

/// The element whose twelve stages 射覆 counts: 剛日 the day stem's, 柔日 that of
/// the 陽干 it combines with (line 165).
fn stage_element(c: &Ctx) -> (Element, Stem) {
    let s = virtue_stem(c.stem());
    (s.element(), s)
}

/// 十二位 of a branch for 射覆: by the element (四長生), as line 167 counts 戊土
/// from 申 (「申酉戌亥子，乃戊土長沐冠臨帝位也」).
fn stage(c: &Ctx, b: Branch) -> LifeStage {
    LifeStage::of_element(stage_element(c).0, b)
}

fn fresh_stage(s: LifeStage) -> bool {
    (s as u8) <= (LifeStage::Peak as u8)
}

fn stage_fact(c: &Ctx) -> String {
    let (e, s) = stage_element(c);
    if c.yang() {
        format!("剛日{}自處，以{}論十二位", c.stem(), e.hanzi())
    } else {
        format!("柔日{}從陽，{}合{}，以{}論十二位", c.stem(), c.stem(), s, e.hanzi())
    }
}

fn stages(c: &Ctx, out: &mut Vec<Judgement>) {
    let ps = three(c);
    let mut facts = vec![stage_fact(c)];
    let mut parts = Vec::new();
    let mut words = Vec::new();
    for q in &ps {
        let s = stage(c, q.branch);
        facts.push(format!("{}{}", q.name(), s.hanzi()));
        parts.push(format!("{}{}", q.name(), if fresh_stage(s) { "物氣，生新" } else { "物形，故舊" }));
        let w = match s {
            LifeStage::Birth => "生新",
            LifeStage::Bath => "廢敗",
            LifeStage::Capping => "枯脆",
            LifeStage::Office => "堅強",
            LifeStage::Peak => "壯盛",
            _ => "故舊",
        };
        words.push(format!("{}{}：{}", q.name(), s.hanzi(), w));
    }
    out.push(Judgement::new(t::STAGES_UPPER, parts.join("；"), p::STAGE_NEW_OLD, facts.clone()));
    out.push(Judgement::new(t::STAGES, words.join("；"), p::STAGE_WORDS, facts));
    // 245: 發用's stage (帝旺 is not named there).
    let f = c.fayong();
    let s = stage(c, f.branch);
    let w = match s {
        LifeStage::Birth => Some("新小"),
        LifeStage::Bath => Some("滑澤"),
        LifeStage::Capping => Some("色枯"),
        LifeStage::Office => Some("新壯"),
        LifeStage::Peak => None,
        _ => Some("舊"),
    };
    if let Some(w) = w {
        out.push(Judgement::new(
            t::FAYONG,
            format!("發用{}{}：{}", f.branch, s.hanzi(), w),
            p::USE_STAGE,
            vec![stage_fact(c), format!("{}{}", f.name(), s.hanzi())],
        ));
    }
    mixed(c, out);
}

/// 十二雜 (lines 117–123): what each 孟 and 季 holds, as printed; (element, 生?).
#[rustfmt::skip]
const MIXED: [(Branch, &[(Element, bool)]); 8] = [
    (Branch::Yin,  &[(Element::Fire, true)]),
    (Branch::Chen, &[(Element::Water, false), (Element::Wood, true)]),
    (Branch::Si,   &[(Element::Earth, true), (Element::Metal, true)]),
    (Branch::Wei,  &[(Element::Wood, false), (Element::Fire, true)]),
    (Branch::Shen, &[(Element::Water, true)]),
    (Branch::Xu,   &[(Element::Earth, true), (Element::Earth, false), (Element::Fire, false), (Element::Metal, true)]),
    (Branch::Hai,  &[(Element::Wood, true)]),
    (Branch::Chou, &[(Element::Metal, false), (Element::Water, true)]),
];

fn mixed_passage(b: Branch) -> Passage {
    match b {
        Branch::Yin => p::MIXED_YIN,
        Branch::Chen => p::MIXED_CHEN,
        Branch::Si => p::MIXED_SI,
        Branch::Wei => p::MIXED_WEI,
        Branch::Shen => p::MIXED_SHEN,
        Branch::Xu => p::MIXED_XU,
        Branch::Hai => p::MIXED_HAI,
        _ => p::MIXED_CHOU,
    }
}

/// (生, 死) of element `e` hidden in branch `b`. For 土 the text's own worked case
/// (line 167: 「戊土，生巳、生寅、生戌，而死戌、死辰」) is followed, since the table
/// of lines 117–123 gives 土 only in 巳 and 戌.
fn hidden_life(e: Element, b: Branch) -> (bool, bool, Passage) {
    if e == Element::Earth {
        let born = matches!(b, Branch::Si | Branch::Yin | Branch::Xu);
        let dead = matches!(b, Branch::Xu | Branch::Chen);
        return (born, dead, p::MIXED_EARTH);
    }
    let row = MIXED.iter().find(|(x, _)| *x == b).map_or(&[][..], |(_, r)| r);
    let born = row.contains(&(e, true));
    let dead = row.contains(&(e, false));
    (born, dead, mixed_passage(b))
}

/// 「如甲日占，干上發用，得亥辰為有生木也，得未為有死木也」 (line 123): 干上 on a
/// 剛日 (支上 on a 柔日, line 147) and 發用.
fn mixed(c: &Ctx, out: &mut Vec<Judgement>) {
    let (e, _) = stage_element(c);
    let mut done: Vec<Branch> = Vec::new();
    for q in [by_polarity(c), c.fayong()] {
        if done.contains(&q.branch) {
            continue;
        }
        done.push(q.branch);
        let (born, dead, passage) = hidden_life(e, q.branch);
        let verdict = match (born, dead) {
            (true, true) => "新故死生兼半",
            (true, false) => "生新",
            (false, true) => "死故",
            (false, false) => continue,
        };
        let held = match (born, dead) {
            (true, true) => format!("{}中有生{}、死{}", q.branch, e.hanzi(), e.hanzi()),
            (true, false) => format!("{}中有生{}", q.branch, e.hanzi()),
            _ => format!("{}中有死{}", q.branch, e.hanzi()),
        };
        out.push(Judgement::new(t::STAGES, format!("{}：{verdict}", q.name()), passage, vec![stage_fact(c), held]));
    }
}

// ---------------------------------------------------------------------------
// 五炁 (lines 129–135, 173, 177, 243–245).

impl Ctx<'_> {
    fn vitality_of_element(&self, e: Element) -> Vitality {
        Vitality::of(e, self.season)
    }

    fn season_fact(&self) -> String {
        format!("月建{}，{}旺", self.chart.calendar.pillars.month.branch(), self.season.hanzi())
    }
}

fn qi(c: &Ctx, main: Pos, out: &mut Vec<Judgement>) {
    let ps = three(c);
    let mut facts = vec![c.season_fact()];
    facts.extend(ps.iter().map(Pos::with_element));
    let parts: Vec<String> = ps
        .iter()
        .map(|q| format!("{}{}", q.name(), if has_qi(q.vitality) { "物炁，生新" } else { "物形，故舊" }))
        .collect();
    out.push(Judgement::new(t::QI_UPPER, parts.join("；"), p::QI_NEW_OLD, facts));

    // 131: 旺/相 with 孟仲季.
    let ranked: Vec<String> = ps
        .iter()
        .filter_map(|q| {
            let w = match (q.vitality, q.branch.rank()) {
                (Vitality::Prosperous, SeasonRank::Meng) => "事物初起",
                (Vitality::Prosperous, SeasonRank::Zhong) => "事物正發",
                (Vitality::Prosperous, SeasonRank::Ji) => "事物來速",
                (Vitality::Minister, SeasonRank::Ji) => "故舊事物",
                (Vitality::Minister, _) => "生新，物多美，事物將來",
                _ => return None,
            };
            Some(format!("{}{}{}：{}", q.name(), q.vitality.hanzi(), q.branch.rank().hanzi(), w))
        })
        .collect();
    if !ranked.is_empty() {
        out.push(Judgement::new(t::QI, ranked.join("；"), p::QI_RANK, vec![c.season_fact()]));
    }

    // 135: the shape of the 五氣 of 總論's place.
    let mut w = match main.vitality {
        Vitality::Prosperous => "圓，成器皿".to_string(),
        Vitality::Minister => "方長，成器皿".to_string(),
        Vitality::Dead => "偃仆僵直、頭足歪斜之形".to_string(),
        Vitality::Imprisoned => "細碎剛硬之形".to_string(),
        Vitality::Resting => "空鬆枯脆之形，及衰朽損傷之類".to_string(),
    };
    let lower = main.lower.element();
    let mut facts = vec![main.with_element()];
    if main.vitality == Vitality::Prosperous && lower.restrains(main.element()) {
        w.push_str("；旺受克，為破碎");
        facts.push(format!("{}，下{}克上{}", main.over(), lower.hanzi(), main.element().hanzi()));
    }
    if main.vitality == Vitality::Minister && mutually_generate(lower, main.element()) {
        w.push_str("；相生，為全備");
        facts.push(format!("{}，上下相生", main.over()));
    }
    out.push(Judgement::new(t::QI_SHAPE, w, p::QI_SHAPE, facts));

    // 173: 旺 and struck by a pillar — 傷損.
    let pillars = c.chart.calendar.pillars;
    let named = [
        ("歲", pillars.year.branch()),
        ("月", pillars.month.branch()),
        ("日", pillars.day.branch()),
        ("時", pillars.hour.branch()),
    ];
    for q in &ps {
        if q.vitality != Vitality::Prosperous {
            continue;
        }
        let hits: Vec<String> = named
            .iter()
            .filter_map(|&(n, b)| {
                let how = if b.opposite() == q.branch {
                    "沖"
                } else if po(b) == q.branch {
                    "破"
                } else if b.punishes() == q.branch || q.branch.punishes() == b {
                    "刑"
                } else if b.element().restrains(q.element()) {
                    "克"
                } else {
                    return None;
                };
                Some(format!("{n}{b}{how}{}", q.branch))
            })
            .collect();
        if !hits.is_empty() {
            let mut facts = vec![q.with_element()];
            facts.extend(hits);
            out.push(Judgement::new(t::QI_UPPER, format!("{}旺而遇沖破刑克：傷損", q.name()), p::QI_HURT, facts));
        }
    }

    // 177: element and 旺相休囚死 — what kind of thing.
    let mut seen: Vec<Element> = Vec::new();
    for q in [main, c.fayong()] {
        if seen.contains(&q.element()) {
            continue;
        }
        seen.push(q.element());
        let (passage, word) = match (q.element(), q.vitality) {
            (Element::Wood, v) if has_qi(v) => (p::QI_WOOD, Some("竹木")),
            (Element::Wood, Vitality::Dead) => (p::QI_WOOD, Some("朽腐器物")),
            (Element::Wood, _) => (p::QI_WOOD, Some("草蒿")),
            (Element::Metal, Vitality::Prosperous) => (p::QI_METAL, Some("金銀")),
            (Element::Metal, Vitality::Minister) => (p::QI_METAL, Some("銅鐵")),
            (Element::Metal, Vitality::Resting) => (p::QI_METAL, Some("鉛錫")),
            (Element::Metal, Vitality::Dead) => (p::QI_METAL, Some("瓦鑠")),
            (Element::Metal, Vitality::Imprisoned) => (p::QI_METAL, None),
            (Element::Earth, v) if has_qi(v) => (p::QI_EARTH, Some("土物")),
            (Element::Earth, _) => (p::QI_EARTH, Some("塵埃")),
            (Element::Water, v) if has_qi(v) => (p::QI_WATER, Some("水中所產")),
            (Element::Water, Vitality::Dead) => (p::QI_WATER, None),
            (Element::Water, _) => (p::QI_WATER, Some("流轉曲形物")),
            (Element::Fire, v) if has_qi(v) => (p::QI_FIRE, Some("旺火")),
            (Element::Fire, _) => (p::QI_FIRE, Some("燈燭煤煙等")),
        };
        if let Some(word) = word {
            out.push(Judgement::new(
                t::QI_UPPER,
                format!("{}{}{}：{}", q.name(), q.element().hanzi(), q.vitality.hanzi(), word),
                passage,
                vec![q.with_element(), c.season_fact()],
            ));
        }
    }

    // 245: the shape of 發用's 五氣.
    let f = c.fayong();
    let w = match f.vitality {
        Vitality::Prosperous => "圓軟",
        Vitality::Minister => "方嫩",
        Vitality::Dead => "僵直",
        Vitality::Imprisoned => "細碎",
        Vitality::Resting => "輕缺",
    };
    out.push(Judgement::new(
        t::FAYONG,
        format!("發用{}：{}", f.vitality.hanzi(), w),
        p::USE_QI,
        vec![f.with_element()],
    ));
}

// ---------------------------------------------------------------------------
// 孟仲季 (lines 139–143).

fn ranks(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let r = f.branch.rank();
    let yang = f.branch.polarity() == Polarity::Yang;
    let fact = vec![format!("{}，{}神", f.name(), r.hanzi())];
    let w139 = match r {
        SeasonRank::Meng => "為內、為後、為未來、為深、為左；物美，形圓，有棱角",
        SeasonRank::Zhong => "為中、為目前、為現在；形方而平直",
        SeasonRank::Ji => "為外、為前、為過去、為淺、為右；物惡，形尖斜，實而柔長",
    };
    let w141 = match r {
        SeasonRank::Meng => "物方，有棱角",
        SeasonRank::Zhong => "平直，有口",
        SeasonRank::Ji => "物圓或尖長",
    };
    let w143 = match (r, yang) {
        (SeasonRank::Meng, true) => "陽孟圓",
        (SeasonRank::Meng, false) => "陰孟方",
        (SeasonRank::Zhong, true) => "陽仲彎",
        (SeasonRank::Zhong, false) => "陰仲傷",
        (SeasonRank::Ji, true) => "陽季斜缺",
        (SeasonRank::Ji, false) => "陰季長",
    };
    out.push(Judgement::new(t::RANK, w139, p::RANK_139, fact.clone()).variant(v::RANK_139));
    out.push(Judgement::new(t::RANK, w141, p::RANK_141, fact.clone()).variant(v::RANK_141));
    let mut f143 = fact;
    f143.push(format!("{}屬{}", f.branch, f.branch.polarity().hanzi()));
    out.push(Judgement::new(t::RANK, w143, p::RANK_143, f143).variant(v::RANK_143));
}

// ---------------------------------------------------------------------------
// 十二支物形 (line 181), 干支形象 (339–355), 螣蛇 (439).

fn branch_shapes(c: &Ctx, out: &mut Vec<Judgement>) {
    for q in three(c) {
        let (passage, w) = match q.branch {
            Branch::Zi | Branch::Wu => (p::BRANCH_ZIWU, "偏斜，或頭緒玲瓏，孔竅多端"),
            Branch::Mao | Branch::You => (p::BRANCH_MAOYOU, "團圞，或口有傷損"),
            Branch::Si | Branch::Hai => (p::BRANCH_SIHAI, "不完，亦多手足，或為乞索物"),
            Branch::Yin | Branch::Shen => (p::BRANCH_YINSHEN, "有棱角，亦尋常所有"),
            Branch::Chen | Branch::Xu => (p::BRANCH_CHENXU, "有皮骨頭角足而剛硬"),
            Branch::Chou | Branch::Wei => (p::BRANCH_CHOUWEI, "有眉目或毛而皴皺"),
        };
        out.push(Judgement::new(t::BRANCH_SHAPE, format!("{}：{}", q.name(), w), passage, vec![q.name()]));
    }
}

fn images(c: &Ctx, out: &mut Vec<Judgement>) {
    for q in three(c) {
        if let Some(row) = things::image_of_branch(q.branch) {
            let shape = row.text.split_once('，').map_or(row.text, |(_, rest)| rest);
            out.push(Judgement::new(
                t::IMAGE,
                format!("{}：{}", q.name(), shape),
                Passage::new(row.line, row.text),
                vec![q.name()],
            ));
        }
    }
}

fn snake(c: &Ctx, out: &mut Vec<Judgement>) {
    let Some(q) = [c.fayong(), c.day_up, c.branch_up].into_iter().find(|q| q.general == General::Tengshe) else {
        return;
    };
    let season = Season::of_month(c.chart.calendar.pillars.month.branch());
    let w = match season {
        Season::Spring | Season::Summer => "其物形彎長",
        Season::Autumn | Season::Winter => "其物形蟠曲",
    };
    out.push(Judgement::new(
        t::GENERALS,
        format!("螣蛇{}：{}", season.hanzi(), w),
        p::SNAKE_SHAPE,
        vec![format!("{}乘螣蛇", q.name()), format!("{}占", season.hanzi())],
    ));
}

// ---------------------------------------------------------------------------
// 三傳 始終 (line 217), 發用 song (line 243).

fn sanchuan(c: &Ctx, main: Pos, out: &mut Vec<Judgement>) {
    let e = main.element();
    let rel = |b: Branch| -> Option<&'static str> {
        if b.element().generates() == e {
            Some("生")
        } else if b.element().restrains(e) {
            Some("克")
        } else if element_tomb(e) == b {
            Some("墓")
        } else {
            None
        }
    };
    let [first, _, last] = c.chart.transmissions.branches;
    if let (Some(a), Some(b)) = (rel(first), rel(last)) {
        out.push(Judgement::new(
            t::SANCHUAN,
            format!("始{a}終{b}"),
            p::SANCHUAN,
            vec![main.with_element(), format!("初傳{first}{a}之"), format!("末傳{last}{b}之")],
        ));
    }
}

fn fayong_song(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let below = lower_branch(&f);
    let vb = c.vitality(below);
    let facts = vec![f.with_element(), format!("所臨{}{}", below, vb.hanzi())];
    let first = if has_qi(f.vitality) { "物為近貴又圓新" } else { "休囚死絕，難為用" };
    out.push(Judgement::new(t::FAYONG, first, p::USE_SONG, facts.clone()));
    let w = match (has_qi(f.vitality), has_qi(vb)) {
        (true, true) => "旺相加旺相之位：其物近貴可用",
        (false, false) => "休囚加休囚之位：不堪用",
        (true, false) => "旺相加休囚：先可用而後廢",
        (false, true) => "休囚加旺相：先廢而後可用",
    };
    out.push(Judgement::new(t::FAYONG, w, p::USE_ON, facts));
}

// ---------------------------------------------------------------------------
// 五局 (lines 11, 59, 61, 247, 251, 325).

fn ju_name(e: Element) -> &'static str {
    match e {
        Element::Water => "潤下",
        Element::Wood => "曲直",
        Element::Fire => "炎上",
        Element::Earth => "稼穡",
        Element::Metal => "從革",
    }
}

/// The element of the triad both `a` and `b` belong to, if they are two different members.
fn half_triad(a: Branch, b: Branch) -> Option<Element> {
    (a != b && a.triad().contains(&b)).then(|| a.triad()[1].element())
}

/// A 局 the chart shows: its element, its members, where it was seen.
struct Ju {
    element: Element,
    members: Vec<Branch>,
    whence: String,
    passage: Passage,
}

fn find_ju(c: &Ctx) -> Vec<Ju> {
    let mut v = Vec::new();
    let b = c.chart.transmissions.branches;
    let mut sorted = b.to_vec();
    sorted.sort();
    sorted.dedup();
    if sorted.len() == 3 {
        let whence = format!("三傳{}{}{}", b[0], b[1], b[2]);
        let mut t = b[0].triad().to_vec();
        t.sort();
        if t == sorted {
            v.push(Ju { element: b[1].triad()[1].element(), members: b.to_vec(), whence, passage: p::JU_CHUAN });
        } else if b.iter().all(|x| x.rank() == SeasonRank::Ji) {
            v.push(Ju { element: Element::Earth, members: b.to_vec(), whence, passage: p::JU_CHUAN });
        }
    }
    // 日辰上下加臨 and 發用 with its place: two members suffice (247, 325).
    for q in [c.day_up, c.branch_up, c.fayong()] {
        let low = lower_branch(&q);
        if let Some(e) = half_triad(q.branch, low) {
            if !v.iter().any(|j| j.element == e) {
                v.push(Ju {
                    element: e,
                    members: vec![q.branch, low],
                    whence: format!("{}（少一字）", q.over()),
                    passage: p::HALF_JU,
                });
            }
        }
    }
    v
}

/// 「逢刑沖克害，為破局不成」 (line 61): a member 沖ed, 刑ed or 害ed by the day
/// branch, 日上 or 辰上 (when they are not members themselves).
// DIFFERENCE: 克 is not counted as breaking a 局 here: the 傳 that make a 局 are
// themselves chosen by 克, so counting it would break nearly every 局.
fn breaker(c: &Ctx, ju: &Ju) -> Option<String> {
    for (n, x) in [("日支", c.day.branch()), ("日上", c.day_up.branch), ("辰上", c.branch_up.branch)] {
        if ju.members.contains(&x) {
            continue;
        }
        for &m in &ju.members {
            let how = if x.opposite() == m {
                "沖"
            } else if x.punishes() == m || m.punishes() == x {
                "刑"
            } else if hai(x) == m {
                "害"
            } else {
                continue;
            };
            return Some(format!("{n}{x}{how}{m}"));
        }
    }
    None
}

fn ju(c: &Ctx, out: &mut Vec<Judgement>) {
    for j in find_ju(c) {
        let name = ju_name(j.element);
        if let Some(why) = breaker(c, &j) {
            out.push(Judgement::new(
                t::WUXING,
                format!("{name}局逢刑沖害，破局不成"),
                p::JU_BROKEN,
                vec![j.whence.clone(), why],
            ));
            continue;
        }
        let (passage, w) = match j.element {
            Element::Water => (p::JU_WATER, "水中物，或近水曲形物"),
            Element::Wood => (p::JU_WOOD, "曲直木器物，或斜長草木物"),
            Element::Fire => (p::JU_FIRE, "煙火虛心物，或尖銳器"),
            Element::Earth => (p::JU_EARTH, "近土所養物，或圓厚泥土物類"),
            Element::Metal => (p::JU_METAL, "山谷中所生物，及方雕鑄堅硬物"),
        };
        let mut facts = vec![format!("{}成{}局", j.whence, name)];
        if j.passage == p::JU_CHUAN {
            facts.push("三傳成局亦可用（第11行）".into());
        }
        out.push(Judgement::new(t::JU, format!("{name}：{w}"), passage, facts.clone()));
        let whence = match j.element {
            Element::Metal => "物出山坡",
            Element::Water => "物出水中",
            _ => "物出陸地",
        };
        out.push(Judgement::new(t::LAND, format!("{name}局：{whence}"), p::JU_WHERE, facts));
    }
}

// ---------------------------------------------------------------------------
// 死活 (lines 13, 39, 255–257).

/// The signs of life and death of one place: (活, 死) facts.
fn life_signs(c: &Ctx, q: &Pos) -> (Vec<String>, Vec<String>) {
    let (mut live, mut die) = (Vec::new(), Vec::new());
    let s = stage(c, q.branch);
    match s {
        LifeStage::Birth | LifeStage::Capping | LifeStage::Office | LifeStage::Peak => {
            live.push(format!("{}{}", q.name(), s.hanzi()))
        }
        LifeStage::Bath => {}
        _ => die.push(format!("{}{}", q.name(), s.hanzi())),
    }
    if has_qi(q.vitality) {
        live.push(format!("{}帶旺相氣（{}）", q.name(), q.vitality.hanzi()));
    } else {
        die.push(format!("{}帶死囚休氣（{}）", q.name(), q.vitality.hanzi()));
    }
    if c.spirit("生氣") == Some(q.branch) {
        live.push(format!("{}為生氣（卷中第229行）", q.name()));
    }
    for (n, line) in [("死神", 257), ("死氣", 255)] {
        if c.spirit(n) == Some(q.branch) {
            die.push(format!("{}為{}（卷中第{}行）", q.name(), n, line));
        }
    }
    let (u, l) = (q.element(), q.lower.element());
    if mutually_generate(u, l) {
        live.push(format!("{}上下相生", q.over()));
    } else if mutually_overcome(u, l) {
        die.push(format!("{}上下相克", q.over()));
    }
    (live, die)
}

fn life_verdict(c: &Ctx, ps: &[Pos]) -> (i32, Vec<String>) {
    let mut facts = vec![stage_fact(c)];
    let mut score = 0i32;
    for q in ps {
        let (live, die) = life_signs(c, q);
        score += live.len() as i32 - die.len() as i32;
        facts.extend(live.into_iter().map(|f| format!("活：{f}")));
        facts.extend(die.into_iter().map(|f| format!("死：{f}")));
    }
    (score, facts)
}

fn life(c: &Ctx, out: &mut Vec<Judgement>) {
    let readings: [(Vec<Pos>, &'static str); 2] =
        [(vec![c.branch_up], v::ZONGLUN_BRANCH), (vec![c.day_up, c.branch_up], v::ZAZHAI_UPPERS)];
    for (ps, label) in readings {
        let (score, mut facts) = life_verdict(c, &ps);
        let (verdict, passage) = match score.signum() {
            1 => ("其物必活", p::ALIVE),
            -1 => ("其物必死", p::DEAD),
            _ => ("死活之兆相半", p::LIFE_WHERE),
        };
        if label == v::ZONGLUN_BRANCH && score != 0 {
            let (fs, _) = life_verdict(c, &[c.fayong()]);
            if fs.signum() == score.signum() {
                facts.push(format!("{}亦然：更辰上發用尤準", c.fayong().name()));
            }
        }
        out.push(Judgement::new(t::LIFE, verdict, passage, facts).variant(label));
    }
}

// ---------------------------------------------------------------------------
// 表裏 (line 261).

/// 表裏 (261), and the song of line 43: 「日辰連茹相和合，物類形顏內外兼。連茹和合者，
/// 亦以干支入三傳言也，而凡干支入三傳者皆是」 — the same condition, the day stem (at
/// its 寄宮) or the day branch in the 傳.
fn biaoli(c: &Ctx, out: &mut Vec<Judgement>) {
    let b = c.chart.transmissions.branches;
    let (stem, branch) = (c.stem(), c.day.branch());
    let stem_in = b.contains(&stem.lodge());
    let branch_in = b.contains(&branch);
    if !(stem_in || branch_in) {
        return;
    }
    let mut facts = Vec::new();
    if stem_in {
        facts.push(format!("干{}（寄{}）入傳", stem, stem.lodge()));
    }
    if branch_in {
        facts.push(format!("支{}入傳", branch));
    }
    let bs = branch_as_stem(branch);
    out.push(Judgement::new(
        t::ZONGLUN,
        format!("物類形顏內外兼：外{}，內{}，或形狀不同", stem_colour(stem), stem_colour(bs)),
        p::LIANRU_HEHE,
        facts.clone(),
    ));
    out.push(Judgement::new(
        t::BIAOLI,
        format!("其物有表裏：表（干{}，{}），裏（支{}，{}）", stem, stem_colour(stem), branch, stem_colour(bs)),
        p::BIAOLI,
        facts,
    ));
}

// ---------------------------------------------------------------------------
// 可食 (lines 15, 39, 265–271).

fn food(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let readings: [(Vec<Pos>, &'static str); 2] =
        [(vec![c.day_up, c.branch_up, f], v::ZONGLUN_WITH_USE), (vec![c.day_up, c.branch_up], v::ZAZHAI_UPPERS)];
    for (ps, label) in readings {
        if !ps.iter().all(|q| has_qi(q.vitality)) {
            continue;
        }
        let mut facts: Vec<String> = ps.iter().map(Pos::with_element).collect();
        let sheng: Vec<String> = ps
            .iter()
            .filter(|q| mutually_generate(q.element(), q.lower.element()))
            .map(|q| format!("{}相生", q.over()))
            .collect();
        let verdict = if sheng.is_empty() {
            facts.push("上下無相生".into());
            "帶旺相氣，然不相生，未必竟可食"
        } else {
            facts.extend(sheng);
            "帶旺相氣而相生：其物可食"
        };
        out.push(Judgement::new(t::FOOD, verdict, p::FOOD, facts).variant(label));
    }
    let below = lower_branch(&f);
    let taste = match below.rank() {
        SeasonRank::Meng => "味酸",
        SeasonRank::Zhong => "味鹹",
        SeasonRank::Ji => "味甘",
    };
    out.push(Judgement::new(
        t::FOOD,
        format!("用加{}上：{}", below.rank().hanzi(), taste),
        p::FOOD_TASTE,
        vec![format!("{}，{}為{}", f.over(), below, below.rank().hanzi())],
    ));
    let kind = match f.element() {
        Element::Metal => "刀傷物",
        Element::Wood => "菜果類",
        Element::Fire => "經火氣",
        Element::Water => "經水氣",
        Element::Earth => "土產物",
    };
    out.push(Judgement::new(
        t::FOOD,
        format!("用逢{}：{}", f.element().hanzi(), kind),
        p::FOOD_KIND,
        vec![f.with_element()],
    ));
    let on_day = f.branch == c.day_up.branch || f.branch == c.branch_up.branch;
    if !has_qi(f.vitality) && !on_day {
        out.push(Judgement::new(
            t::FOOD,
            "帶休囚死氣，又不在日辰上：不堪食",
            p::FOOD_NOT,
            vec![f.with_element(), format!("日上{}、辰上{}", c.day_up.branch, c.branch_up.branch)],
        ));
    }
    let with: Vec<String> = [c.day_up, c.branch_up]
        .iter()
        .filter_map(|q| {
            if q.branch == f.branch {
                Some(format!("{}與發用並", q.name()))
            } else if mutually_generate(q.element(), f.element()) {
                Some(format!("{}與發用{}相生", q.name(), f.branch))
            } else {
                None
            }
        })
        .collect();
    if !with.is_empty() {
        out.push(Judgement::new(t::FOOD, "日辰與用神並或相生：可食", p::FOOD_WITH, with));
    }
    let ps = three(c);
    if let Some(q) = ps.iter().find(|q| q.branch == Branch::Chou && super::is_auspicious(q.general)) {
        out.push(Judgement::new(
            t::FOOD,
            "大吉與吉神並：可食",
            p::FOOD_DAJI,
            vec![format!("{}乘{}", q.name(), q.general)],
        ));
    }
    let cwy = [Branch::Chou, Branch::Wei, Branch::Yin];
    if let Some(q) = [c.day_up, c.branch_up, f]
        .into_iter()
        .find(|q| cwy.contains(&q.branch) && cwy.contains(&lower_branch(q)) && q.branch != lower_branch(q))
    {
        out.push(Judgement::new(
            t::FOOD,
            "丑未寅相加：可食",
            p::FOOD_CWY,
            vec![format!("{}加{}", q.branch, lower_branch(&q))],
        ));
    }
    let good = [General::Qinglong, General::Taichang, General::Liuhe];
    let riding: Vec<String> = [c.day_up, c.branch_up, f]
        .iter()
        .filter(|q| good.contains(&q.general))
        .map(|q| format!("{}乘{}", q.name(), q.general))
        .collect();
    if !riding.is_empty() {
        out.push(Judgement::new(t::FOOD, "龍常六合加日辰發用：可食", p::FOOD_GENERALS, riding));
    }
    if matches!(f.branch, Branch::Chen | Branch::Xu) {
        out.push(Judgement::new(t::FOOD, "其物有毒，不可食", p::FOOD_POISON, vec![f.name()]));
    }
}

// ---------------------------------------------------------------------------
// 有無 (lines 27, 275–277).

fn presence(c: &Ctx, out: &mut Vec<Judgement>) {
    for q in [c.fayong(), c.day_up, c.branch_up] {
        if !q.void {
            continue;
        }
        let facts = vec![format!("{}旬空", q.name()), format!("{}乘{}", q.name(), q.general)];
        if q.general == General::Tiankong {
            out.push(Judgement::new(t::PRESENCE, format!("天空{}又旬空：無物", q.label), p::NOTHING, facts));
        } else {
            out.push(Judgement::new(t::PRESENCE, format!("{}無天空，但旬空：仍有物", q.label), p::SOMETHING, facts));
        }
    }
}

// ---------------------------------------------------------------------------
// 老少 (lines 23, 283), 新舊 (29, 39, 287).

fn age(c: &Ctx, out: &mut Vec<Judgement>) {
    let mut facts = vec![c.day_fact(), stage_fact(c)];
    let mut score = 0i32;
    let mut seen = Vec::new();
    for q in [by_polarity(c), c.fayong()] {
        if seen.contains(&q.branch) {
            continue;
        }
        seen.push(q.branch);
        let young_polarity = (q.branch.polarity() == Polarity::Yang) == c.yang();
        let s = stage(c, q.branch);
        for (young, what) in [
            (young_polarity, q.branch.polarity().hanzi().to_string()),
            (fresh_stage(s), s.hanzi().to_string()),
            (has_qi(q.vitality), q.vitality.hanzi().to_string()),
        ] {
            score += if young { 1 } else { -1 };
            facts.push(format!("{}{}：{}", q.name(), what, if young { "少" } else { "老" }));
        }
    }
    let verdict = match score.signum() {
        1 => "少：從其本屬及美好言之",
        -1 => "老：從其化屬及醜陋言之",
        _ => "老少參半",
    };
    out.push(Judgement::new(t::AGE, verdict, p::AGE, facts));
}

fn new_old(c: &Ctx, out: &mut Vec<Judgement>) {
    let readings: [(Vec<Pos>, &'static str); 2] =
        [(three(c), v::ZONGLUN_WITH_USE), (vec![c.day_up, c.branch_up], v::ZAZHAI_UPPERS)];
    for (ps, label) in readings {
        let mut facts = vec![stage_fact(c)];
        let mut score = 0i32;
        let mut seen = Vec::new();
        for q in ps {
            if seen.contains(&q.branch) {
                continue;
            }
            seen.push(q.branch);
            let s = stage(c, q.branch);
            for (new, what) in [(fresh_stage(s), s.hanzi()), (has_qi(q.vitality), q.vitality.hanzi())] {
                score += if new { 1 } else { -1 };
                facts.push(format!("{}{}：{}", q.name(), what, if new { "生新" } else { "故舊" }));
            }
        }
        let verdict = match score.signum() {
            1 => "生新",
            -1 => "故舊",
            _ => "新舊參半",
        };
        out.push(Judgement::new(t::NEW_OLD, verdict, p::NEW_OLD, facts).variant(label));
    }
}

// ---------------------------------------------------------------------------
// 當時與過時 (lines 17, 295).

fn timely(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let pillars = c.chart.calendar.pillars;
    let month = pillars.month.branch();
    let season = Season::of_month(month);
    let mut facts = vec![f.name(), format!("{}占，月建{}", season.hanzi(), month)];
    let ahead = f.branch.since(month);
    let verdict = match ahead {
        0 => Some("用起月建：當時物"),
        1..=5 => Some("用在月建之前：將來物"),
        7..=11 => Some("用在月建之後：過時物"),
        _ => None,
    };
    if let Some(w) = verdict {
        if ahead != 0 {
            facts.push(format!("{}屬{}", f.branch, Season::of_month(f.branch).hanzi()));
        }
        out.push(Judgement::new(t::TIMELY, w, p::TIMELY, facts));
    }
    for (n, b) in [("日", pillars.day.branch()), ("時", pillars.hour.branch())] {
        if f.branch == b {
            out.push(Judgement::new(
                t::TIMELY,
                format!("用起{n}辰：當時物"),
                p::TIMELY,
                vec![f.name(), format!("{n}{b}")],
            ));
        }
    }
    let year = pillars.year.branch();
    let w = if f.branch == year {
        Some("用起太歲：今歲，或是常用之物")
    } else if f.branch == year.previous() {
        Some("用起舊歲：去年之物")
    } else if f.branch == year.next() {
        Some("用起明歲：來年之物")
    } else {
        None
    };
    if let Some(w) = w {
        out.push(Judgement::new(t::TIMELY, w, p::TIMELY_YEAR, vec![f.name(), format!("太歲{}", year)]));
    }
}

// ---------------------------------------------------------------------------
// 完缺 (lines 31, 243, 299–303).

/// 刑 or 破 between the halves of a lesson.
fn lesson_strife(c: &Ctx) -> Vec<String> {
    c.chart
        .lessons
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let low = match l.lower {
                StemOrBranch::Stem(s) => s.lodge(),
                StemOrBranch::Branch(b) => b,
            };
            let u = l.upper;
            let how = if u.punishes() == low || low.punishes() == u {
                "刑"
            } else if po(u) == low {
                "破"
            } else {
                return None;
            };
            Some(format!("第{}課{}{}{}", i + 1, u, how, low))
        })
        .collect()
}

fn whole(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let (u, l) = (f.element(), f.lower.element());
    let fact = vec![f.with_element(), format!("{}", f.over())];
    let w = match (has_qi(f.vitality), mutually_generate(u, l), mutually_overcome(u, l)) {
        (true, true, _) => Some("旺相相生：完美"),
        (true, _, true) => Some("旺相相克：美而不完"),
        (false, _, true) => Some("休囚相克：缺陋"),
        (false, true, _) => Some("休囚相生：陋而不缺"),
        _ => None,
    };
    if let Some(w) = w {
        out.push(Judgement::new(t::WHOLE, w, p::WHOLE, fact));
    }
    let distinct = FourLessons::new(c.day, c.chart.plate).distinct();
    let strife = lesson_strife(c);
    let mut facts =
        vec![if distinct < 4 { format!("四課不備（{}課）", distinct) } else { "四課備".to_string() }];
    facts.extend(strife.iter().cloned());
    if distinct < 4 && !strife.is_empty() {
        out.push(Judgement::new(t::WHOLE, "四課不備，見刑破：其物損", p::WHOLE_LESSONS, facts.clone()));
    } else if distinct == 4 && strife.is_empty() {
        facts.push("不值刑破".into());
        out.push(Judgement::new(t::WHOLE, "四課備，不值刑破：為完", p::WHOLE_LESSONS, facts.clone()));
    }
    let sihai: Vec<String> =
        three(c).iter().filter(|q| matches!(q.branch, Branch::Si | Branch::Hai)).map(Pos::name).collect();
    if !sihai.is_empty() {
        out.push(Judgement::new(t::WHOLE, "巳亥有不備之象", p::WHOLE_SIHAI, sihai.clone()));
    }
    if distinct < 4 || !strife.is_empty() || !sihai.is_empty() {
        facts.extend(sihai);
        out.push(Judgement::new(t::ZONGLUN, "為缺", p::WHOLE_SUM, facts));
    }
}

// ---------------------------------------------------------------------------
// 虛實 (lines 27, 91–93, 307–313).

fn solid(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let song = match f.element() {
        Element::Fire => "火用：虛尖銳有芒",
        Element::Water => "水形：曲實更柔長",
        Element::Earth => "土為圓厚",
        Element::Metal => "金方硬",
        Element::Wood => "木類：條直長又蒼",
    };
    out.push(Judgement::new(t::SOLID, song, p::HOLLOW_SONG, vec![f.with_element()]));
    if f.element() == Element::Fire {
        out.push(Judgement::new(t::SOLID, "火神發用：其物心虛", p::HOLLOW_FIRE, vec![f.with_element()]));
    }
    if f.general == General::Tiankong {
        out.push(Judgement::new(
            t::SOLID,
            "天空發用：其物心虛",
            p::HOLLOW_FIRE,
            vec![format!("發用{}乘天空", f.branch)],
        ));
    }
    if f.element() == Element::Water {
        out.push(Judgement::new(t::SOLID, "水神發用：其物必實", p::SOLID_WATER, vec![f.with_element()]));
    }
    let other = match f.element() {
        Element::Water => Some(Element::Fire),
        Element::Fire => Some(Element::Water),
        _ => None,
    };
    if let Some(o) = other {
        let ups: Vec<String> =
            [c.day_up, c.branch_up].iter().filter(|q| q.element() == o).map(Pos::with_element).collect();
        if !ups.is_empty() {
            let mut facts = ups;
            facts.push(f.with_element());
            out.push(Judgement::new(t::SOLID, "其物半虛半實", p::HALF, facts));
        }
    }
    let where_ = ["上空", "中空", "下空"];
    let voids: Vec<(usize, Branch)> =
        c.chart.chuan.iter().enumerate().filter(|(_, t)| t.void).map(|(i, t)| (i, t.branch)).collect();
    if !voids.is_empty() {
        let w: Vec<&str> = voids.iter().map(|&(i, _)| where_[i]).collect();
        let facts = voids.iter().map(|&(i, b)| format!("{}{}旬空", ["初傳", "中傳", "末傳"][i], b)).collect();
        out.push(Judgement::new(t::SOLID, format!("其物空虛：{}（或又為無物）", w.join("、")), p::VOID_CHUAN, facts));
    }
    if c.chart.chuan[0].stem == Some(Stem::Jia) {
        out.push(Judgement::new(t::SOLID, "發用旬首：為實", p::XUN_HEAD, vec![format!("發用{}遁甲", f.branch)]));
    } else if f.void {
        out.push(Judgement::new(t::SOLID, "發用空亡：為虛", p::XUN_HEAD, vec![format!("發用{}旬空", f.branch)]));
    }
    let on = [c.day_up, c.branch_up].into_iter().find(|q| q.branch == f.branch);
    if let (Some(q), true) = (on, matches!(f.element(), Element::Metal | Element::Wood | Element::Earth)) {
        out.push(Judgement::new(
            t::SOLID,
            "金木土加干支為發用：全實",
            p::FULL_SOLID,
            vec![f.with_element(), format!("發用即{}", q.name())],
        ));
    }
}

// ---------------------------------------------------------------------------
// 多少 (lines 209, 317, 319).

fn many(c: &Ctx, out: &mut Vec<Judgement>) {
    let pillars = c.chart.calendar.pillars;
    let big = [("歲", pillars.year.branch()), ("月建", pillars.month.branch()), ("月將", c.chart.month_general)];
    let small = [("日", pillars.day.branch()), ("時", pillars.hour.branch())];
    for q in [c.day_up, c.branch_up, c.fayong()] {
        if q.vitality != Vitality::Prosperous {
            continue;
        }
        if let Some((n, _)) = big.iter().find(|(_, b)| *b == q.branch) {
            out.push(Judgement::new(
                t::MANY,
                format!("{}旺而遇{}：物盛大而多", q.name(), n),
                p::MANY_PILLARS,
                vec![q.with_element(), format!("{n}{}", q.branch)],
            ));
        } else if let Some((n, _)) = small.iter().find(|(_, b)| *b == q.branch) {
            out.push(Judgement::new(
                t::MANY,
                format!("{}旺而遇{}：物渺小而寡", q.name(), n),
                p::MANY_PILLARS,
                vec![q.with_element(), format!("{n}{}", q.branch)],
            ));
        }
    }
    let ps = [c.day_up, c.branch_up, c.fayong()];
    let facts: Vec<String> = ps.iter().map(Pos::with_element).collect();
    let all_qi = ps.iter().all(|q| has_qi(q.vitality));
    let none_qi = ps.iter().all(|q| !has_qi(q.vitality));
    let all_dead = ps.iter().all(|q| q.vitality == Vitality::Dead);
    let w209 = if all_qi {
        "俱旺相：多"
    } else if none_qi {
        "俱休囚：少"
    } else {
        "一旺相一休囚死：處中"
    };
    out.push(Judgement::new(t::NUMBER, w209, p::MANY_209, facts.clone()).variant(v::MANY_209));
    let w319 = if all_qi {
        Some("三者俱旺相：物必多")
    } else if all_dead {
        Some("三者死絕：物必少")
    } else if none_qi {
        Some("三者休囚：物必處中")
    } else {
        None
    };
    if let Some(w) = w319 {
        out.push(Judgement::new(t::MANY, w, p::MANY_319, facts).variant(v::MANY_319));
    }
}

// ---------------------------------------------------------------------------
// 水陸 (line 325), 左右手 (329), 覆仰器 (333).

fn land(c: &Ctx, out: &mut Vec<Judgement>) {
    let dry = |e: Element| matches!(e, Element::Fire | Element::Earth | Element::Wood);
    let wet = |e: Element| matches!(e, Element::Metal | Element::Water);
    for q in [c.fayong(), c.day_up, c.branch_up] {
        let (u, l) = (q.element(), q.lower.element());
        let fact = vec![format!("{}（{}臨{}）", q.over(), u.hanzi(), l.hanzi())];
        if dry(u) && dry(l) {
            out.push(Judgement::new(t::LAND, format!("火土木神自相加臨（{}）：其物出陸地", q.label), p::LAND, fact));
        } else if wet(u) && wet(l) {
            out.push(Judgement::new(
                t::LAND,
                format!("金水神自相加臨（{}）：其物出水中", q.label),
                p::LAND,
                fact.clone(),
            ));
            let metal = [Branch::Si, Branch::You, Branch::Chou];
            let low = lower_branch(&q);
            if metal.contains(&q.branch) && metal.contains(&low) && q.branch != low {
                out.push(Judgement::new(t::LAND, "巳酉丑金神相加：多主金石，出山谷中", p::HILLS, fact));
            }
        }
    }
}

fn hand(c: &Ctx, out: &mut Vec<Judgement>) {
    let f = c.fayong();
    let at = c.chart.plate.earth_under(f.branch);
    let fact = vec![format!("發用{}臨地盤{}", f.branch, at)];
    let left = at.index() <= Branch::Wu.index();
    let right = at == Branch::Zi || at.index() >= Branch::Wu.index();
    match (left, right) {
        (true, true) => {
            out.push(Judgement::new(t::HAND, "在左手", p::HAND, fact.clone()).variant(v::HAND_LEFT));
            out.push(Judgement::new(t::HAND, "在右手", p::HAND, fact).variant(v::HAND_RIGHT));
        }
        (true, false) => out.push(Judgement::new(t::HAND, "為陽，在左手", p::HAND, fact)),
        _ => out.push(Judgement::new(t::HAND, "為陰，在右手", p::HAND, fact)),
    }
}

fn vessel(c: &Ctx, out: &mut Vec<Judgement>) {
    let at = c.chart.plate.earth_under(Branch::Chen);
    let yang = at.polarity() == Polarity::Yang;
    out.push(Judgement::new(
        t::VESSEL,
        if yang { "罡加陽：在覆器" } else { "罡加陰：在仰器" },
        p::VESSEL,
        vec![format!("天罡辰加{}", at), format!("{}屬{}", at, at.polarity().hanzi())],
    ));
}

// ---------------------------------------------------------------------------
// 類神: candidate things.

fn candidates(c: &Ctx) -> Vec<Candidate> {
    let mut list: Vec<Candidate> = Vec::new();
    let mut add = |thing: &'static str, why: String| match list.iter_mut().find(|x| x.thing == thing) {
        Some(x) => {
            x.score += 1;
            x.support.push(why);
        }
        None => list.push(Candidate { thing, score: 1, support: vec![why] }),
    };
    for q in [c.day_up, c.branch_up, c.fayong()] {
        for table in BRANCH_TABLES {
            let row = table.row(q.branch);
            for &thing in row.things {
                add(thing, format!("{}：{}（第{}行）", q.name(), table.name, row.line));
            }
        }
        let row = things::general_row(q.general);
        for &thing in row.things {
            add(thing, format!("{}乘{}：十二天官（第{}行）", q.name(), q.general, row.line));
        }
    }
    // Stable: equal scores keep the order of first support (日上, 辰上, 發用; the text's order).
    list.sort_by_key(|x| core::cmp::Reverse(x.score));
    list
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn branch_as_stem_follows_polarity_and_element() {
        for (b, s) in BRANCH_AS_STEM {
            assert_eq!(b.element(), s.element(), "{b}");
            assert_eq!(b.polarity(), s.polarity(), "{b}");
        }
    }

    #[test]
    fn the_worked_cases_of_the_twelve_mixed() {
        // 「如甲日占…得亥辰為有生木也，得未為有死木也」 (line 123).
        assert!(hidden_life(Element::Wood, Branch::Hai).0);
        assert!(hidden_life(Element::Wood, Branch::Chen).0);
        assert!(hidden_life(Element::Wood, Branch::Wei).1);
        // 「故癸日得巳、寅為生新，得戌為新故死生兼半，得辰為死故」 (line 167).
        assert!(matches!(hidden_life(Element::Earth, Branch::Si), (true, false, _)));
        assert!(matches!(hidden_life(Element::Earth, Branch::Yin), (true, false, _)));
        assert!(matches!(hidden_life(Element::Earth, Branch::Xu), (true, true, _)));
        assert!(matches!(hidden_life(Element::Earth, Branch::Chen), (false, true, _)));
    }

    #[test]
    fn stages_count_earth_from_shen() {
        // 「申酉戌亥子，乃戊土長沐冠臨帝位也」 (line 167).
        for (b, s) in
            [(Branch::Shen, LifeStage::Birth), (Branch::Zi, LifeStage::Peak), (Branch::Chou, LifeStage::Decline)]
        {
            assert_eq!(LifeStage::of_element(Element::Earth, b), s);
        }
    }
}
