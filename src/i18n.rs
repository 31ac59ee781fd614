//! Script and glosses: 繁體 (the default) or 简体, and an English gloss for
//! every term the page shows.
//!
//! Text is written once, in traditional characters (as the core's `hanzi()`
//! and its traces are), and simplified character by character at display
//! time with [`T2S`]. Every CJK character the app or the core can show is
//! listed, either in [`T2S`] (it changes) or in [`SAME`] (it does not); a test
//! scans the sources and fails on a character in neither, naming it.
//!
//! The two tables were generated from the characters in the core's and the
//! app's string literals, mapped with OpenCC's `TSCharacters` table (first
//! candidate) and checked by hand for this subject: 乾 (the trigram) stays 乾,
//! 後 → 后, 覆 (射覆) stays 覆, 著 → 着, 於 → 于.

/// The script the page is shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// 繁體 — traditional characters (the sources' script).
    #[default]
    Hant,
    /// 简体 — simplified characters.
    Hans,
}

impl Lang {
    /// `hant` or `hans`, as stored.
    pub fn key(self) -> &'static str {
        match self {
            Lang::Hant => "hant",
            Lang::Hans => "hans",
        }
    }

    /// The script of a stored key.
    pub fn from_key(key: &str) -> Option<Lang> {
        match key {
            "hant" => Some(Lang::Hant),
            "hans" => Some(Lang::Hans),
            _ => None,
        }
    }

    /// The BCP 47 tag for `<html lang>`.
    pub fn html_lang(self) -> &'static str {
        match self {
            Lang::Hant => "zh-Hant",
            Lang::Hans => "zh-Hans",
        }
    }

    /// Traditional text in this script.
    ///
    /// ```
    /// use liuren_app::i18n::Lang;
    /// assert_eq!(Lang::Hans.zh("發用之由"), "发用之由");
    /// assert_eq!(Lang::Hant.zh("發用之由"), "發用之由");
    /// ```
    pub fn zh(self, traditional: &str) -> String {
        match self {
            Lang::Hant => traditional.to_string(),
            Lang::Hans => simplify(traditional),
        }
    }
}

/// Traditional text in simplified characters (character by character).
pub fn simplify(traditional: &str) -> String {
    traditional.chars().map(simplify_char).collect()
}

/// One traditional character in simplified form (itself when it does not change).
pub fn simplify_char(c: char) -> char {
    match T2S.binary_search_by_key(&c, |&(t, _)| t) {
        Ok(i) => T2S[i].1,
        Err(_) => c,
    }
}

/// Whether `c` is a CJK ideograph (the characters [`T2S`] and [`SAME`] must cover).
pub fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{3FFFF}')
}

/// Whether the tables know `c` (it is in [`T2S`] or in [`SAME`]).
pub fn is_known(c: char) -> bool {
    T2S.binary_search_by_key(&c, |&(t, _)| t).is_ok() || SAME.contains(c)
}

/// The English gloss of a term the page shows, if it has one here (the
/// core's types carry their own `english()`).
///
/// ```
/// use liuren_app::i18n::gloss;
/// assert_eq!(gloss("三傳"), Some("the three transmissions (初 first, 中 middle, 末 last)"));
/// ```
pub fn gloss(term: &str) -> Option<&'static str> {
    GLOSSES.iter().find(|(t, _)| *t == term).map(|(_, g)| *g)
}

/// Terms and their English glosses.
#[rustfmt::skip]
pub const GLOSSES: &[(&str, &str)] = &[
    ("大六壬", "Da Liu Ren, the Great Six Ren divination"),
    ("起課", "cast a chart"),
    ("課式", "the chart"),
    ("日期", "date"),
    ("時間", "time of day"),
    ("時區", "UTC offset of the clock: minutes (480) or ±HH:MM (+08:00)"),
    ("此刻", "now: the device's clock and time zone"),
    ("地點", "place: for true solar time and sunrise"),
    ("經度", "longitude, degrees east (west negative)"),
    ("緯度", "latitude, degrees north (south negative)"),
    ("無", "none"),
    ("自訂", "custom: type longitude and latitude"),
    ("自動", "automatic: from the calendar"),
    ("生年", "birth year (of the year pillar, from 立春)"),
    ("性別", "sex, for the yearly position 行年"),
    ("配偶生年", "the spouse's birth year: 繁昌 and 解離 are read from the 行年 of husband and wife"),
    ("配偶性別", "the spouse's sex (繁昌 and 解離 need a husband and a wife)"),
    ("男", "male"),
    ("女", "female"),
    ("所問", "the question"),
    ("類別", "kind of question"),
    ("一般", "general question"),
    ("射覆", "guessing a hidden object"),
    ("怪異", "strange happenings and omens"),
    ("複製連結", "copy the link to this chart"),
    ("已複製", "copied"),
    ("複製文字", "copy the chart as text in the classical layout"),
    ("複製報告", "copy the chart and every reading with its passage as a Markdown report"),
    ("列印", "print the chart and the readings (A4)"),
    ("連結", "link to this chart (select and copy)"),
    ("設定", "settings: the school options"),
    ("還原", "reset the options to their defaults"),
    ("門派選項", "school options: where the classical sources differ"),
    ("圓盤", "show the plates as a ring"),
    ("方盤", "show the plates as a square board"),
    ("天地盤", "the heaven plate turned over the fixed earth plate"),
    ("地盤", "earth plate: the fixed palaces"),
    ("天盤", "heaven plate: the branch over a palace"),
    ("天將", "heavenly general riding the heaven branch"),
    ("遁干", "hidden stem: the stem the day's decade gives the branch"),
    ("六親", "six relations: the branch's kin to the day stem"),
    ("旺相", "seasonal strength (旺 相 休 囚 死)"),
    ("長生", "stage of the twelve-stage life cycle for the day stem"),
    ("旬空", "void branches: the two the day's decade leaves without a stem"),
    ("空", "void (旬空)"),
    ("本命", "birth-year branch of the querent"),
    ("行年", "yearly position of the querent"),
    ("命", "本命: the querent's birth-year branch"),
    ("年", "year pillar; on the ring, 行年 (the querent's yearly position)"),
    ("虛歲", "age counted from 1 at birth, by 立春 years"),
    ("四柱", "the four pillars: year, month, day, hour"),
    ("月", "month pillar (changes at each 節)"),
    ("日", "day pillar"),
    ("時", "hour pillar"),
    ("所給時間", "the date and time as given, with its UTC offset"),
    ("所用時間", "the clock time the day and hour were read from"),
    ("真太陽時", "local true solar time"),
    ("節氣", "the solar term in force, and when it began"),
    ("月將", "monthly general: the Sun's station, changing at each 中氣"),
    ("占時", "hour of the question, on which the monthly general is laid"),
    ("晝", "daytime: the day noble leads"),
    ("夜", "night: the night noble leads"),
    ("晝夜", "day or night, which picks the noble"),
    ("活時", "living hour: 月將 or 占時 set by hand"),
    ("貴人", "the Noble, who leads the twelve generals"),
    ("順", "the generals run forward (clockwise)"),
    ("逆", "the generals run backward"),
    ("三傳", "the three transmissions (初 first, 中 middle, 末 last)"),
    ("初傳", "first transmission: the start of the matter"),
    ("中傳", "middle transmission: its course"),
    ("末傳", "last transmission: its outcome"),
    ("初", "first transmission"),
    ("中", "middle transmission"),
    ("末", "last transmission"),
    ("課名", "method that chose the first transmission"),
    ("四課", "the four lessons (一課 on the right)"),
    ("上神", "upper: the heaven branch above"),
    ("發用之由", "why this first transmission"),
    ("課體", "lesson patterns this chart shows"),
    ("神煞", "spirits and baleful stars falling in this chart"),
    ("所據", "what the spirit is read by"),
    ("宮", "palace"),
    ("卷中", "卷中: the patterns (格) and quick readings of the first seed text, each with its line"),
    ("類神", "the branch standing for the matter asked about; by default the first transmission (用神)"),
    ("篩選", "filter the patterns by any words of their title, passage or facts"),
    ("速斷", "quick readings: number, colour, new or old, near or far, how many, how soon, past or future, region"),
    ("干上", "the branch over the day stem's palace"),
    ("支上", "the branch over the day branch"),
];

/// The four lessons' names (一課 … 四課) and glosses, first to fourth.
pub const LESSONS: [(&str, &str); 4] = [
    ("一課", "first lesson: the branch over the day stem's palace, over the day stem"),
    ("二課", "second lesson: the branch over the first lesson's upper"),
    ("三課", "third lesson: the branch over the day branch, over the day branch"),
    ("四課", "fourth lesson: the branch over the third lesson's upper"),
];

/// The three transmissions' names and glosses, first to last.
pub const TRANSMISSIONS: [(&str, &str); 3] = [
    ("初", "first transmission (初傳): the start of the matter"),
    ("中", "middle transmission (中傳): its course"),
    ("末", "last transmission (末傳): its outcome"),
];

/// Names of the school options (by their share-link key), in traditional characters.
#[rustfmt::skip]
pub const OPTION_NAMES: &[(&str, &str)] = &[
    ("day-starts", "換日"),
    ("true-solar", "真太陽時"),
    ("shehai", "涉害"),
    ("fuyin-mao", "伏吟卯日"),
    ("duplicates", "重課"),
    ("yaoke-tie", "遙克俱比"),
    ("noble", "貴人表"),
    ("ren-gui-mao-si", "壬癸晝卯夜巳"),
    ("xin-yin-wu", "六辛晝寅夜午"),
    ("day-night", "晝夜"),
    ("tiankong", "天空前後"),
];

/// The name of a school option, or its key when it has none here.
pub fn option_name(key: &str) -> &str {
    OPTION_NAMES.iter().find(|(k, _)| *k == key).map_or(key, |(_, n)| n)
}

// BEGIN GENERATED (see the module documentation)
/// Traditional → simplified, for the characters that change, sorted by the traditional one.
#[rustfmt::skip]
pub const T2S: &[(char, char)] = &[
    ('並', '并'), ('亂', '乱'), ('併', '并'), ('來', '来'), ('侶', '侣'), ('係', '系'), ('倉', '仓'), ('個', '个'),
    ('倫', '伦'), ('偽', '伪'), ('傘', '伞'), ('備', '备'), ('傳', '传'), ('傷', '伤'), ('傾', '倾'), ('僅', '仅'),
    ('儀', '仪'), ('儕', '侪'), ('儲', '储'), ('兇', '凶'), ('兒', '儿'), ('兗', '兖'), ('內', '内'), ('兩', '两'),
    ('冊', '册'), ('冑', '胄'), ('別', '别'), ('刪', '删'), ('則', '则'), ('剋', '克'), ('剛', '刚'), ('劍', '剑'),
    ('動', '动'), ('務', '务'), ('勝', '胜'), ('勢', '势'), ('勵', '励'), ('匯', '汇'), ('區', '区'), ('卻', '却'),
    ('厭', '厌'), ('參', '参'), ('吳', '吴'), ('問', '问'), ('啟', '启'), ('喪', '丧'), ('單', '单'), ('國', '国'), ('園', '园'),
    ('圓', '圆'), ('圖', '图'), ('團', '团'), ('圞', '𪢮'), ('執', '执'), ('堅', '坚'), ('報', '报'), ('塊', '块'), ('塚', '冢'),
    ('塵', '尘'), ('墮', '堕'), ('墳', '坟'), ('壘', '垒'), ('壞', '坏'), ('壯', '壮'), ('壽', '寿'), ('夢', '梦'),
    ('夾', '夹'), ('奧', '奥'), ('奪', '夺'), ('妝', '妆'), ('妬', '妒'), ('婁', '娄'), ('婦', '妇'), ('孫', '孙'),
    ('學', '学'), ('宮', '宫'), ('寢', '寝'), ('實', '实'), ('寧', '宁'), ('審', '审'), ('寫', '写'), ('寬', '宽'),
    ('寶', '宝'), ('將', '将'), ('專', '专'), ('尋', '寻'), ('對', '对'), ('導', '导'), ('屍', '尸'), ('屬', '属'),
    ('師', '师'), ('帳', '帐'), ('帶', '带'), ('幹', '干'), ('庫', '库'), ('廚', '厨'), ('廟', '庙'), ('廢', '废'),
    ('廣', '广'), ('廩', '廪'), ('弔', '吊'), ('張', '张'), ('強', '强'), ('彈', '弹'), ('彎', '弯'), ('後', '后'),
    ('從', '从'), ('復', '复'), ('徵', '征'), ('惡', '恶'), ('愛', '爱'), ('慶', '庆'), ('憂', '忧'), ('憑', '凭'),
    ('應', '应'), ('懷', '怀'), ('懼', '惧'), ('戰', '战'), ('戲', '戏'), ('戶', '户'), ('挾', '挟'), ('捨', '舍'),
    ('捲', '卷'), ('掛', '挂'), ('換', '换'), ('損', '损'), ('撓', '挠'), ('撥', '拨'), ('擇', '择'), ('據', '据'), ('擻', '擞'),
    ('攜', '携'), ('攝', '摄'), ('攢', '攒'), ('敗', '败'), ('數', '数'), ('斬', '斩'), ('斷', '断'), ('於', '于'),
    ('時', '时'), ('晉', '晋'), ('晝', '昼'), ('曆', '历'), ('書', '书'), ('會', '会'), ('東', '东'), ('條', '条'), ('棄', '弃'),
    ('極', '极'), ('榮', '荣'), ('槨', '椁'), ('槳', '桨'), ('樂', '乐'), ('機', '机'), ('橫', '横'), ('檔', '档'),
    ('檢', '检'), ('櫃', '柜'), ('櫓', '橹'), ('欄', '栏'), ('權', '权'), ('歡', '欢'), ('歲', '岁'), ('歷', '历'), ('歸', '归'),
    ('殘', '残'), ('殺', '杀'), ('氣', '气'), ('決', '决'), ('沒', '没'), ('沖', '冲'), ('況', '况'), ('淵', '渊'),
    ('淺', '浅'), ('減', '减'), ('測', '测'), ('湊', '凑'), ('準', '准'), ('溝', '沟'), ('溫', '温'), ('滄', '沧'),
    ('滯', '滞'), ('滿', '满'), ('漢', '汉'), ('漸', '渐'), ('漿', '浆'), ('潔', '洁'), ('潤', '润'), ('澇', '涝'),
    ('澗', '涧'), ('澤', '泽'), ('濁', '浊'), ('濟', '济'), ('濱', '滨'), ('瀆', '渎'), ('瀋', '沈'), ('瀏', '浏'),
    ('災', '灾'), ('為', '为'), ('烏', '乌'), ('無', '无'), ('煉', '炼'), ('煙', '烟'), ('煥', '焕'), ('煩', '烦'),
    ('燈', '灯'), ('燒', '烧'), ('燭', '烛'), ('爐', '炉'), ('爾', '尔'), ('牆', '墙'), ('牽', '牵'), ('犧', '牺'),
    ('狀', '状'), ('狹', '狭'), ('猶', '犹'), ('獄', '狱'), ('獨', '独'), ('獲', '获'), ('獵', '猎'), ('獸', '兽'),
    ('現', '现'), ('環', '环'), ('瓏', '珑'), ('甌', '瓯'), ('產', '产'), ('甯', '宁'), ('畢', '毕'), ('畫', '画'),
    ('異', '异'), ('當', '当'), ('發', '发'), ('皺', '皱'), ('盜', '盗'), ('盞', '盏'), ('盡', '尽'), ('盤', '盘'),
    ('眾', '众'), ('矯', '矫'), ('磚', '砖'), ('磯', '矶'), ('礫', '砾'), ('祿', '禄'), ('禍', '祸'), ('禮', '礼'),
    ('種', '种'), ('稱', '称'), ('穀', '谷'), ('積', '积'), ('穎', '颖'), ('穡', '穑'), ('窮', '穷'), ('竅', '窍'),
    ('筆', '笔'), ('節', '节'), ('篩', '筛'), ('簡', '简'), ('簾', '帘'), ('籠', '笼'), ('糞', '粪'), ('約', '约'),
    ('紅', '红'), ('納', '纳'), ('紐', '纽'), ('純', '纯'), ('紙', '纸'), ('細', '细'), ('終', '终'), ('結', '结'),
    ('絕', '绝'), ('給', '给'), ('統', '统'), ('絲', '丝'), ('絳', '绛'), ('經', '经'), ('綠', '绿'), ('綬', '绶'),
    ('網', '网'), ('綴', '缀'), ('綸', '纶'), ('綿', '绵'), ('緊', '紧'), ('緒', '绪'), ('線', '线'), ('緣', '缘'),
    ('編', '编'), ('緩', '缓'), ('緯', '纬'), ('縞', '缟'), ('縣', '县'), ('總', '总'), ('繒', '缯'), ('繡', '绣'),
    ('繩', '绳'), ('繫', '系'), ('繭', '茧'), ('繼', '继'), ('纏', '缠'), ('罰', '罚'), ('羅', '罗'), ('義', '义'),
    ('羶', '膻'), ('聖', '圣'), ('聯', '联'), ('聲', '声'), ('肅', '肃'), ('脫', '脱'), ('腳', '脚'), ('膠', '胶'),
    ('臨', '临'), ('臺', '台'), ('與', '与'), ('興', '兴'), ('舉', '举'), ('舊', '旧'), ('華', '华'), ('萬', '万'),
    ('蒞', '莅'), ('蒼', '苍'), ('蓋', '盖'), ('蔭', '荫'), ('蕪', '芜'), ('薦', '荐'), ('薩', '萨'), ('藝', '艺'),
    ('藥', '药'), ('蘆', '芦'), ('蘇', '苏'), ('蘭', '兰'), ('處', '处'), ('虛', '虚'), ('號', '号'), ('虧', '亏'),
    ('蟄', '蛰'), ('蟲', '虫'), ('蠱', '蛊'), ('蠶', '蚕'), ('蠻', '蛮'), ('衛', '卫'), ('衝', '冲'), ('裏', '里'),
    ('製', '制'), ('複', '复'), ('見', '见'), ('規', '规'), ('覓', '觅'), ('視', '视'), ('親', '亲'), ('覲', '觐'),
    ('覽', '览'), ('觀', '观'), ('觴', '觞'), ('訂', '订'), ('計', '计'), ('訛', '讹'), ('訟', '讼'), ('設', '设'),
    ('註', '注'), ('詐', '诈'), ('詔', '诏'), ('詞', '词'), ('試', '试'), ('詭', '诡'), ('該', '该'), ('詳', '详'),
    ('誅', '诛'), ('認', '认'), ('誤', '误'), ('說', '说'), ('課', '课'), ('調', '调'), ('請', '请'), ('論', '论'), ('諸', '诸'),
    ('謀', '谋'), ('謂', '谓'), ('證', '证'), ('識', '识'), ('議', '议'), ('讀', '读'), ('變', '变'), ('讒', '谗'),
    ('豈', '岂'), ('豐', '丰'), ('豬', '猪'), ('財', '财'), ('貨', '货'), ('貪', '贪'), ('貫', '贯'), ('責', '责'),
    ('貴', '贵'), ('買', '买'), ('費', '费'), ('資', '资'), ('賈', '贾'), ('賊', '贼'), ('賓', '宾'), ('賢', '贤'),
    ('賦', '赋'), ('質', '质'), ('贅', '赘'), ('贖', '赎'), ('趕', '赶'), ('趙', '赵'), ('趨', '趋'), ('車', '车'),
    ('軍', '军'), ('軒', '轩'), ('軟', '软'), ('軫', '轸'), ('較', '较'), ('輅', '辂'), ('載', '载'), ('輔', '辅'),
    ('輕', '轻'), ('輝', '辉'), ('輪', '轮'), ('輯', '辑'), ('轅', '辕'), ('轉', '转'), ('轎', '轿'), ('辭', '辞'),
    ('農', '农'), ('連', '连'), ('進', '进'), ('遊', '游'), ('運', '运'), ('過', '过'), ('達', '达'), ('遙', '遥'),
    ('遞', '递'), ('遠', '远'), ('遲', '迟'), ('遷', '迁'), ('選', '选'), ('還', '还'), ('邊', '边'), ('鄉', '乡'),
    ('鄖', '郧'), ('鄭', '郑'), ('鄰', '邻'), ('醜', '丑'), ('醫', '医'), ('醬', '酱'), ('釋', '释'), ('針', '针'),
    ('釧', '钏'), ('釵', '钗'), ('鉛', '铅'), ('鉞', '钺'), ('銀', '银'), ('銅', '铜'), ('銜', '衔'), ('銳', '锐'),
    ('鋒', '锋'), ('鋤', '锄'), ('錄', '录'), ('錐', '锥'), ('錢', '钱'), ('錦', '锦'), ('錫', '锡'), ('鍊', '炼'),
    ('鍋', '锅'), ('鎔', '镕'), ('鎖', '锁'), ('鏡', '镜'), ('鐘', '钟'), ('鐵', '铁'), ('鐺', '铛'), ('鑄', '铸'),
    ('鑠', '铄'), ('鑰', '钥'), ('長', '长'), ('門', '门'), ('閉', '闭'), ('開', '开'), ('閏', '闰'), ('間', '间'),
    ('閣', '阁'), ('闇', '暗'), ('關', '关'), ('陝', '陕'), ('陰', '阴'), ('陳', '陈'), ('陸', '陆'), ('陽', '阳'),
    ('階', '阶'), ('際', '际'), ('隨', '随'), ('險', '险'), ('隱', '隐'), ('隸', '隶'), ('雖', '虽'), ('雙', '双'),
    ('雜', '杂'), ('雞', '鸡'), ('離', '离'), ('難', '难'), ('雲', '云'), ('電', '电'), ('靂', '雳'), ('靈', '灵'), ('靜', '静'),
    ('頁', '页'), ('項', '项'), ('順', '顺'), ('須', '须'), ('預', '预'), ('頑', '顽'), ('頓', '顿'), ('領', '领'),
    ('頭', '头'), ('頹', '颓'), ('頻', '频'), ('題', '题'), ('顏', '颜'), ('顛', '颠'), ('類', '类'), ('顧', '顾'),
    ('顯', '显'), ('風', '风'), ('飛', '飞'), ('飲', '饮'), ('飾', '饰'), ('養', '养'), ('餘', '余'), ('馬', '马'),
    ('駁', '驳'), ('駕', '驾'), ('駟', '驷'), ('駭', '骇'), ('驕', '骄'), ('驗', '验'), ('驚', '惊'), ('驛', '驿'),
    ('驢', '驴'), ('體', '体'), ('鬆', '松'), ('鬥', '斗'), ('魚', '鱼'), ('魯', '鲁'), ('鮮', '鲜'), ('鱉', '鳖'),
    ('鱗', '鳞'), ('鳥', '鸟'), ('鳴', '鸣'), ('鴨', '鸭'), ('鹹', '咸'), ('鹽', '盐'), ('麗', '丽'), ('麥', '麦'),
    ('黃', '黄'), ('點', '点'), ('黨', '党'), ('齊', '齐'), ('龍', '龙'),
];

/// The characters that are the same in both scripts, sorted.
#[rustfmt::skip]
pub const SAME: &str = concat!(
    "一丁七丈三上下不与丑专且丘丙丛东丝丞两丧丫中临丹为主乃久义之乎乐乘乙九乞也乡书乱乾了事二于亏",
    "云互五井亡亢交亥亦产亨京亲人什仁仃仆仇今介仍从仕他令以仪仰仲件任份仿伏伐休伞传伤伯伶似但位佐",
    "佑体何余作佳使例依侯侵便俎保俟信修俯俱倍倒倮值偃假偏停偶催僧僵儒儿允元兄兆先光克免兔入全八公",
    "六兮共关兴兵其具兹养兼兽内再冗军冠冢冤冥冬冲决冶准凌减凑凝凡凭凶出刀刃分切刑列则刚初判利别到制",
    "刻前剑副力加动助劫励勉勤勾勿包匈化北匙匣匹医匾匿十千升午半华卑卒南占卦卯印危即却卷卿厄厌厚原",
    "厨去又及友双反发取受变口古句另只召可台右号司各合吉吊同名后吏向君吟吠否含告周味呼命和咎咸品哈",
    "哥哭唯商喜嗣器囚四回因团园困图圆土在地圳均坊坐块坚坡坤垂垣埃城域堆堠堡堪堰塑塞填境墓墙增墨壁",
    "士壬壮声处备复夏外多夜大天太夫央失头夷夹夺奇奉奎奏契女奴奸好如妃妄妆妇妒妖妙妨妻妾姆始姑姻威",
    "娶婚婿媒嫩子孔孕字存孟季孤孽宅守安宋完宗官定宜宝实审客室宫宰害家容宿寄寅密寇富寒察寡寻封射将",
    "尉尊小少尖尘尚尤就尺尼尾局居屈屋屏属履山岁崇川州左巧差己已巳巴巽巾市布希帐帘帛帝带席帷常幔幕",
    "幞幡干平年并幻幼幽庆床应庖庚府废度庶庸廉廷建廿异弄弋式弓引弟弦弯弱弹强归当录形彩彰彼往征待很",
    "徐徒得御循微德徽心必忌志忻怀怒怕思急性怪总恃恐恩息恶悉悖患悲情惊惟愆愈意慎憎戈戊戌戎戏成我戒或战",
    "戥戴户戾房所扁扇手托执扶批承把抑投折抵拉拘拙招拜择括拱持指按捕损掘探推掩提搜摘操擒攒支收改政故",
    "救敖教散敦数文斑斗料斛斜斤斧斩斫断斯新方施旅旋族旗旛无旡既日旦旧早旬旱时旺昂昆昌明昏易星春昧",
    "昨是昴晚晦景晴暑暗暴曰曲更曹曼替最月有朋服朔朗望朝期木未末本朱朽杂杉材杖杜条来杭杵杻杼松极析枕",
    "林果枯架柏柔柚柜柩柱柳栋栏栗校根格桂桃案桑桓桨梁梧梯械梳棉棋棒棱棺椁楚概榨模橹欠次欢欲欺歉歌止",
    "正此步武歪死殃残殖母每毒比毛氐气水求汇江池污汪沃沐沙沮河泆法泗泛泣泥注泰泽洁洛津活派流浅浆浊",
    "测浙浴海消涉涝润涧淡淤淫淮深清渊渡港游渺湖源溟溢滋滑满漆潢澳火灯灰灵灸灼灾炁炉炎炭点炼烛烟烦烧",
    "烽焉焚焦然煅煞煤照燕爪爵父爻版牌牛牝物牲特犁犬犯犴状犹狄狐狗狡独狱狳狼猜猴猿獐獬玄玉环现玲珍",
    "珑珠理琴瑕瓦瓶甑甘甚生用田由甲申男画界畏畜略番疏疑疫疾病癸登白百的皆皇皮皱皴皿盆盈益盏盐盒盖",
    "盘盛目直相眉看真眷睦矢矣知石砒砖破砾硬碎碑碓碗碟碣碧磁磨示祀祇祈祐祖神祟祠祥祭祸禄福离禽私秋种",
    "科秘秤秦移程稍稔稷稻稼稽稿穑穷空穿窍立竟章童端竹竿笔笠符第笼等筐答筮简箕管箱篇篾簿籍类粟粪糟糠",
    "系索紫累絮繁红纯纳纶纸线细终经结绛绝绣绪绳绵绶绿缯缸缺罐网罗罡罪羊美群羸羽翦翮翰翼老考者而耗耳",
    "聚肆肉肩胃胄胎胜胡胶能脆腐腥腹膻臣自臭至致臼舌舞舟般船艮良色艺艾芒芜芝芦花芳苍若苦茧茹草荣药莫",
    "菜落葆葫葬蒙蒸蒿蓄蓬蔽薄藉藏藤虎虚虫虽蚓蛇蛟蛰蜜蝠蝶螣蟠蠢血行衡衣表衰袖被裔裹西要覆见规视角",
    "觜解言计论讼识该说诸课调谋谓谷豆豕象豹貉貌貐财责败货贯贵贼赘赤赦走赴起越足跎路踏蹇蹉躔身车轩转轮",
    "软轻轿辛辨辰迁过迍迎运近返还进远连迫迭迷追退逃逆逐逑递途通速造逢逼逾遁遂遇道遣遥遭遵避邪邱部",
    "郭都酉酌配酒酢酥酪酱酸醋采里重野金釜錬针钏钗钟钥钱铁铄铅铛铜银铸锁锄锅锐锡锥锦镕镜长门闭间闺",
    "阪防阳阴阻阿陆陈陋降除陵陶陷隆随隐隔难雀雁雄雅集雉雍雕雨雪雷需震霜露霹青非革鞋音韶顺须顾题颜颠",
    "风飞食饮饰首香马驴驿骇骨高鬼魁魂魄鱼鳞鸟鸡鸣鸭鹿麦黄黎黑鼎鼓鼠龙",
);
// END GENERATED

#[cfg(test)]
mod tests {
    use super::*;

    use liuren_core::astro::SolarTerm;
    use liuren_core::cycle::{Branch, Element, Polarity, SeasonRank, Stem};
    use liuren_core::generals::General;
    use liuren_core::relations::{Kin, LifeStage, Vitality};
    use liuren_core::transmissions::Method;

    /// The CJK characters of the code in Rust source `src`: string and
    /// character literals, with comments (and doc comments) left out.
    fn literal_chars(src: &str) -> Vec<char> {
        let mut out = Vec::new();
        let cs: Vec<char> = src.chars().collect();
        let mut i = 0;
        let mut in_str = false;
        while i < cs.len() {
            let c = cs[i];
            if in_str {
                if c == '\\' {
                    i += 2;
                    continue;
                }
                if c == '"' {
                    in_str = false;
                } else if is_cjk(c) {
                    out.push(c);
                }
                i += 1;
            } else if c == '/' && cs.get(i + 1) == Some(&'/') {
                while i < cs.len() && cs[i] != '\n' {
                    i += 1;
                }
            } else if c == '/' && cs.get(i + 1) == Some(&'*') {
                i += 2;
                while i + 1 < cs.len() && !(cs[i] == '*' && cs[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
            } else if c == '"' {
                in_str = true;
                i += 1;
            } else {
                if is_cjk(c) {
                    // A character literal such as '子'.
                    out.push(c);
                }
                i += 1;
            }
        }
        out
    }

    fn unknown(chars: impl IntoIterator<Item = char>) -> String {
        let mut missing: Vec<char> = chars.into_iter().filter(|&c| is_cjk(c) && !is_known(c)).collect();
        missing.sort();
        missing.dedup();
        missing.into_iter().collect()
    }

    #[test]
    fn tables_are_well_formed() {
        assert!(T2S.windows(2).all(|w| w[0].0 < w[1].0), "T2S is sorted without repeats");
        for &(t, s) in T2S {
            assert_ne!(t, s, "{t} maps to itself: it belongs in SAME");
            assert!(!SAME.contains(t), "{t} is in both tables");
        }
        let mut same: Vec<char> = SAME.chars().collect();
        let n = same.len();
        same.sort();
        same.dedup();
        assert_eq!(same.len(), n, "SAME has repeats");
        assert!(SAME.chars().all(is_cjk));
    }

    #[test]
    fn every_hanzi_of_the_core_maps() {
        let mut words: Vec<String> = Vec::new();
        words.extend(Stem::ALL.iter().map(|x| x.hanzi().to_string()));
        words.extend(Branch::ALL.iter().map(|x| x.hanzi().to_string()));
        words.extend(General::ALL.iter().flat_map(|g| [g.hanzi().to_string(), g.short().to_string()]));
        words.extend(Element::ALL.iter().map(|x| x.hanzi().to_string()));
        words.extend([Polarity::Yang, Polarity::Yin].iter().map(|x| x.hanzi().to_string()));
        words.extend([SeasonRank::Meng, SeasonRank::Zhong, SeasonRank::Ji].iter().map(|x| x.hanzi().to_string()));
        words.extend(
            [Kin::Siblings, Kin::Offspring, Kin::Wealth, Kin::Officer, Kin::Parents]
                .iter()
                .map(|x| x.hanzi().to_string()),
        );
        words.extend(
            [Vitality::Prosperous, Vitality::Minister, Vitality::Resting, Vitality::Imprisoned, Vitality::Dead]
                .iter()
                .map(|x| x.hanzi().to_string()),
        );
        words.extend(LifeStage::ALL.iter().map(|x| x.hanzi().to_string()));
        words.extend(SolarTerm::ALL.iter().map(|x| x.hanzi().to_string()));
        let all_methods = [
            Method::ChongShen,
            Method::YuanShou,
            Method::ZhiYi,
            Method::SheHai,
            Method::JianJi,
            Method::ChaWei,
            Method::ZhuiXia,
            Method::HaoShi,
            Method::DanShe,
            Method::HuShi,
            Method::DongSheYanMu,
            Method::BieZe,
            Method::BaZhuan,
            Method::ZiRen,
            Method::ZiXin,
            Method::DuChuan,
            Method::WuYi,
            Method::JingLanShe,
        ];
        words.extend(all_methods.iter().flat_map(|m| [m.hanzi().to_string(), m.family().hanzi().to_string()]));
        words.extend(liuren_core::shensha::Basis::ALL.iter().map(|b| b.hanzi().to_string()));
        assert_eq!(unknown(words.iter().flat_map(|w| w.chars())), "", "characters missing from the tables");
        // Where the core has its own simplified form, the table agrees with it.
        for g in General::ALL {
            assert_eq!(simplify(g.hanzi()), g.hanzi_simplified(), "{g}");
        }
        for t in SolarTerm::ALL {
            assert_eq!(simplify(t.hanzi()), t.hanzi_simplified(), "{}", t.hanzi());
        }
        for b in Branch::ALL {
            assert_eq!(simplify(b.hanzi()), b.hanzi_simplified());
        }
    }

    #[test]
    fn every_trace_of_the_720_lessons_maps() {
        use liuren_core::cycle::GanZhi;
        use liuren_core::plate::Plate;
        use liuren_core::transmissions::{
            transmissions, DuplicateLessons, FuYinMaoRule, SheHaiRule, TransmissionRules, YaoKeTie,
        };
        let rules = [
            TransmissionRules::default(),
            TransmissionRules {
                shehai: SheHaiRule::MengZhongJi,
                fuyin_mao: FuYinMaoRule::MaoZiMao,
                duplicate_lessons: DuplicateLessons::Keep,
                yaoke_tie: YaoKeTie::FirstInOrder,
            },
        ];
        let mut chars = Vec::new();
        for r in rules {
            for day in GanZhi::ALL {
                for p in Plate::all() {
                    let t = transmissions(day, p, r);
                    chars.extend(t.trace.iter().flat_map(|l| l.chars()));
                }
            }
        }
        assert_eq!(unknown(chars), "", "characters of the traces missing from the tables");
    }

    #[test]
    fn every_literal_of_the_core_and_the_app_maps() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        fn walk(path: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
            if let Ok(entries) = std::fs::read_dir(path) {
                for e in entries.flatten() {
                    let p = e.path();
                    if p.is_dir() {
                        walk(&p, files);
                    } else if p.extension().is_some_and(|x| x == "rs") {
                        files.push(p);
                    }
                }
            }
        }
        // The core's modules whose text the app shows, and the app itself.
        let core = std::path::Path::new(dir).join("crates/liuren-core/src");
        for module in [
            "cycle.rs",
            "relations.rs",
            "generals.rs",
            "lessons.rs",
            "transmissions.rs",
            "chart.rs",
            "options.rs",
            "astro/terms.rs",
        ] {
            files.push(core.join(module));
        }
        walk(&core.join("shensha"), &mut files);
        walk(&core.join("keti"), &mut files);
        walk(&core.join("readings"), &mut files);
        walk(&core.join("divination"), &mut files);
        walk(&std::path::Path::new(dir).join("src"), &mut files);
        assert!(files.len() > 20);
        let mut report = String::new();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            // This file's own tables (and its tests, after them) hold simplified characters.
            let text = text.split("// BEGIN GENERATED").next().unwrap_or_default();
            let missing = unknown(literal_chars(text));
            if !missing.is_empty() {
                report.push_str(&format!("{}: {missing}\n", f.display()));
            }
        }
        assert!(
            report.is_empty(),
            "characters missing from the tables (add each to T2S if its simplified form differs, else to SAME):\n{report}"
        );
    }

    #[test]
    fn known_conversions() {
        for (t, s) in [
            ("發用之由", "发用之由"),
            ("三傳", "三传"),
            ("四課", "四课"),
            ("貴人", "贵人"),
            ("月將", "月将"),
            ("遁干", "遁干"),
            ("晝夜", "昼夜"),
            ("長生", "长生"),
            ("臨官", "临官"),
            ("射覆", "射覆"),
            ("怪異", "怪异"),
            ("節氣", "节气"),
            ("下賊上", "下贼上"),
            ("遙克", "遥克"),
            ("別責", "别责"),
        ] {
            assert_eq!(simplify(t), s, "{t}");
        }
        // Punctuation, Latin and digits pass through.
        assert_eq!(simplify("第1課：上克下（金克木）。"), "第1课：上克下（金克木）。");
    }

    #[test]
    fn every_ui_term_has_a_gloss() {
        for (term, g) in GLOSSES {
            assert!(!g.is_empty() && g.is_ascii() || g.chars().any(|c| c.is_ascii_alphabetic()), "{term}");
        }
        for o in liuren_core::options::OPTIONS {
            assert_ne!(option_name(o.key), o.key, "option {} has no name", o.key);
        }
    }
}
