//! 畢法賦 Bìfǎfù — 凌福之's hundred lines, as 《六壬大全》 第十、十一冊 (畢法賦上/下) prints
//! them with their explanations, and which of them a chart shows.
//!
//! [`LINES`] is the registry: one row per line, in the book's own order
//! (numbered by its 第N法 headings), with its text, its chapter and pages, and
//! either the rule that decides it on a chart or, for a line that cannot be
//! decided (it turns on the question asked, on who asks, on what already
//! happened, or its explanation gives examples but no rule), the reason why.
//! Adding a rule is editing one row. [`readings`] gives the lines a chart shows
//! as [`Reading`]s (id `fa<N>`), each with the facts that make it fire and what
//! in the chart each fact is about.
//!
//! Source of the lines: the transcription 六壬大全 (怀庆杨衙藏版·无咎校注第三版),
//! `六壬vault/10-底本/六壬大全/10-第十册 毕法赋上/` and `11-第十一册 毕法赋下/`.
//! In it a law's line mostly stands as the last line of the previous law's file
//! (第二法's line closes 第一法's file), and several files hold several laws
//! (第十七法's file holds 第十八至二十法); the numbers here follow the 第N法
//! headings, not the file names. Two lines are missing from that transcription
//! (第二十六法, 第五十一法) and were taken from the cross-check lists: a heading
//! list of the 100 lines read from the CADAL scan 06054175 (卷九, pp. 3–9), a
//! second list 「第一法：前后引从升迁吉…」, and 王寶光《大六壬初階》第五章
//! 畢法賦簡注. All three agree with the transcription's order (第三法 is
//! 簾幕貴人高甲第, not 帝旺坐旺宜堅守, which is not one of the hundred).
//! The text is the transcription's, put in traditional characters; where the
//! CADAL list differs in a character (陞/升, 須憂/雖憂, 空上逢空/空上乘空,
//! 脚踏/踏腳, 上下相合/上下皆合, 財險危/錢險危, 遭曲斷/作屈斷, 蹉跌/差迭,
//! 坐獄/在獄, 屋陽曦/屋光輝, 夫妻/夫婦, 支墳財墓/支墳財並, 宜動移/豈動宜,
//! 凶兆/凶逃) the transcription's reading is kept. 第四十八法 reads 神祇 for the
//! transcription's 神祗 (a common confusion of 祇 and 祗; the CADAL list has 祇).
//!
//! Conventions, as the explanations use them: 干上 is the first lesson's upper,
//! 支上 the third's; 長生, 墓, 沐浴 (敗), 死, 絕, 旺 of the day stem are read by
//! its element (五行長生: 「乙未日初傳亥為干之長生，末傳未為干墓」 第三十三法), as
//! are those of the day branch; 晝貴 and 夜貴 are the day stem's two 貴人 under
//! the chart's 貴人 table.
//!
//! Each fact says what it is about ([`About`]): the branches it names, each
//! followed by the places of the chart it is named at (干上, 初傳, 本命 …), and
//! the stems it names. A branch read on the earth plate is named only where the
//! fact's words say 地盤.

use core::ops::Deref;

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem};
use crate::generals::General;
use crate::reading::{About, Fact, Family, Passage, Place as P, Reading, Source, Tone};
use crate::relations::{Kin, LifeStage};
use crate::shensha::rules::{element_tomb, hua_gai, lu};
use crate::view::{ChartView, Relation};

mod early;
mod late;

/// What a line's rule finds in a chart: the facts that make it fire, or None.
type Rule = fn(&V) -> Option<Vec<Fact>>;

/// 畢法 — one of the hundred lines: one row of the registry [`LINES`].
///
/// A row is made by `rule(..)` (the line is decided by this function) or `not(..)`
/// (it cannot be decided from a chart, and why); `decidable` and `reason` are
/// set by them from the row, never apart from it.
#[derive(Debug, Clone, Copy)]
pub struct BifaLine {
    /// 第N法, 1‥100.
    pub no: u8,
    /// The seven-character line, in traditional characters.
    pub text: &'static str,
    /// Book, volume, law and pages.
    pub source: &'static str,
    /// Whether the line can be decided from a chart (it has a rule).
    pub decidable: bool,
    /// Why not, when it cannot.
    pub reason: Option<&'static str>,
    /// The rule, for a decidable line.
    rule: Option<Rule>,
}

impl PartialEq for BifaLine {
    /// A line is its number (the rule is a function of it).
    fn eq(&self, other: &BifaLine) -> bool {
        self.no == other.no
    }
}

impl Eq for BifaLine {}

/// The row of a line decided by `rule`.
const fn rule(no: u8, text: &'static str, source: &'static str, rule: Rule) -> BifaLine {
    BifaLine { no, text, source, decidable: true, reason: None, rule: Some(rule) }
}

/// The row of a line that cannot be decided from a chart, and why.
const fn not(no: u8, text: &'static str, source: &'static str, reason: &'static str) -> BifaLine {
    BifaLine { no, text, source, decidable: false, reason: Some(reason), rule: None }
}

impl BifaLine {
    /// The tone the line itself states: 吉 (「升遷吉」, 「吉遲遲」), 凶 (「凶禍動」,
    /// 「凶難免」, 「凶速速」), both, or neither — read off its seven characters,
    /// never from the explanation.
    ///
    /// ```
    /// use liuren_core::keti::bifa::line;
    /// use liuren_core::reading::Tone;
    /// assert_eq!(line(1).unwrap().tone(), Some(Tone::Good));
    /// assert_eq!(line(53).unwrap().tone(), Some(Tone::Bad));
    /// assert_eq!(line(41).unwrap().tone(), None);
    /// ```
    pub fn tone(&self) -> Option<Tone> {
        match (self.text.contains('吉'), self.text.contains('凶')) {
            (true, true) => Some(Tone::Mixed),
            (true, false) => Some(Tone::Good),
            (false, true) => Some(Tone::Bad),
            (false, false) => None,
        }
    }

    /// The reading's id: `fa<N>`.
    pub fn id(&self) -> String {
        format!("fa{}", self.no)
    }

    /// The line as the reading of a chart, with the facts that fire it.
    fn reading(&self, facts: Vec<Fact>) -> Reading {
        let mut r = Reading::new(
            Family::Bifa,
            self.id(),
            self.text,
            Passage::new(Source::cited(self.source), self.text),
            facts,
        );
        r.tone = self.tone();
        r
    }
}

/// The hundred lines in the book's order, each with its rule (the functions
/// below, in `bifa/early.rs` for lines 9–48 and `bifa/late.rs` for 53–95 where
/// not here) or the reason it cannot be decided.
#[rustfmt::skip]
pub static LINES: [BifaLine; 100] = [
    rule(1, "前後引從升遷吉", "《六壬大全》第十冊 畢法賦上 第一法 頁475-479", yin_cong),
    rule(2, "首尾相見始終宜", "《六壬大全》第十冊 畢法賦上 第二法 頁479-481", shou_wei),
    rule(3, "簾幕貴人高甲第", "《六壬大全》第十冊 畢法賦上 第三法 頁481-482", lian_mu),
    rule(4, "催官使者赴官期", "《六壬大全》第十冊 畢法賦上 第四法 頁482-484", cui_guan),
    rule(5, "六陽數足須公用", "《六壬大全》第十冊 畢法賦上 第五法 頁482-484", liu_yang),
    rule(6, "六陰相繼盡昏迷", "《六壬大全》第十冊 畢法賦上 第六法 頁484-485", liu_yin),
    rule(7, "旺祿臨身徒妄作", "《六壬大全》第十冊 畢法賦上 第七法 頁485-488", wang_lu),
    rule(8, "權攝不正祿臨支", "《六壬大全》第十冊 畢法賦上 第八法 頁488-489", quan_she),
    rule(9, "避難逃生須棄舊", "《六壬大全》第十冊 畢法賦上 第九法 頁489-493", early::bi_nan),
    rule(10, "朽木難雕別作為", "《六壬大全》第十冊 畢法賦上 第十法 頁493", early::xiu_mu),
    rule(11, "眾鬼雖彰全不畏", "《六壬大全》第十冊 畢法賦上 第十一法 頁493-497", early::zhong_gui),
    rule(12, "雖憂狐假虎威儀", "《六壬大全》第十冊 畢法賦上 第十二法 頁497-498", early::hu_jia_hu_wei),
    rule(13, "鬼賊當時無畏忌", "《六壬大全》第十冊 畢法賦上 第十三法 頁498-499", early::gui_dang_shi),
    rule(14, "傳財太旺反財虧", "《六壬大全》第十冊 畢法賦上 第十四法 頁499", early::cai_tai_wang),
    rule(15, "脫上逢脫防虛詐", "《六壬大全》第十冊 畢法賦上 第十五法 頁499-501", tuo_tuo),
    rule(16, "空上乘空事莫追", "《六壬大全》第十冊 畢法賦上 第十六法 頁501-502", kong_kong),
    rule(17, "進茹空亡宜退步", "《六壬大全》第十冊 畢法賦上 第十七法 頁502-509", jin_ru_kong),
    rule(18, "踏腳空亡進用宜", "《六壬大全》第十冊 畢法賦上 第十八法 頁502-509", ta_jiao_kong),
    rule(19, "胎財生氣妻懷孕", "《六壬大全》第十冊 畢法賦上 第十九法 頁502-509", early::tai_cai_sheng_qi),
    rule(20, "胎財死氣損胎推", "《六壬大全》第十冊 畢法賦上 第二十法 頁502-509", early::tai_si_qi),
    rule(21, "交車相合交關利", "《六壬大全》第十冊 畢法賦上 第二十一法 頁509-512", jiao_che),
    rule(22, "上下皆合兩心齊", "《六壬大全》第十冊 畢法賦上 第二十二法 頁512-517", shang_xia_he),
    rule(23, "彼求我事支傳干", "《六壬大全》第十冊 畢法賦上 第二十三法 頁517", zhi_chuan_gan),
    rule(24, "我求彼事干傳支", "《六壬大全》第十冊 畢法賦上 第二十四法 頁517", gan_chuan_zhi),
    rule(25, "金日逢丁凶禍動", "《六壬大全》第十冊 畢法賦上 第二十五法 頁517-522", early::jin_ri_feng_ding),
    rule(26, "水日逢丁財動之", "《六壬大全》第十冊 畢法賦上 第二十六法 頁523-526；句不見於此轉錄第二十五法檔末，取自對校本", early::shui_ri_feng_ding),
    rule(27, "傳財化鬼財休覓", "《六壬大全》第十冊 畢法賦上 第二十七法 頁526-529", early::cai_hua_gui),
    not(28, "傳鬼化財錢險危", "《六壬大全》第十冊 畢法賦上 第二十八法 頁529-532", "「全鬼變為財」之「兩課俱空，獨存一字中間為財」未言何兩課、何一字，不能定為條件"),
    rule(29, "眷屬豐盈居狹宅", "《六壬大全》第十冊 畢法賦上 第二十九法 頁532-533", juan_shu),
    rule(30, "屋宅寬廣致人衰", "《六壬大全》第十冊 畢法賦上 第三十法 頁533-535", wu_zhai),
    rule(31, "三傳遞生人舉薦", "《六壬大全》第十冊 畢法賦上 第三十一法 頁535-537", di_sheng),
    rule(32, "三傳互克眾人欺", "《六壬大全》第十冊 畢法賦上 第三十二法 頁537-539", hu_ke),
    rule(33, "有始無終難變易", "《六壬大全》第十冊 畢法賦上 第三十三法 頁540-542", shi_zhong),
    not(34, "苦去甘來樂裏悲", "《六壬大全》第十冊 畢法賦上 第三十四法 頁542-547", "釋文只以課例說明（末冲初而生干、一喜一悲、樂裏生憂…），各例條件不同，無一條判準"),
    rule(35, "人宅受脫俱招盜", "《六壬大全》第十冊 畢法賦上 第三十五法 頁547-548", ren_zhai_tuo),
    rule(36, "干支皆敗勢傾頹", "《六壬大全》第十冊 畢法賦上 第三十六法 頁548-550", gan_zhi_bai),
    rule(37, "末助初兮三等論", "《六壬大全》第十冊 畢法賦上 第三十七法 頁550-553", early::mo_zhu_chu),
    rule(38, "閉口卦體兩般推", "《六壬大全》第十冊 畢法賦上 第三十八法 頁553-556", early::bi_kou),
    rule(39, "太陽照武宜擒賊", "《六壬大全》第十冊 畢法賦上 第三十九法 頁556-558", early::tai_yang_zhao_wu),
    rule(40, "后合占婚豈用媒", "《六壬大全》第十冊 畢法賦上 第四十法 頁558", early::hou_he),
    rule(41, "富貴干支逢祿馬", "《六壬大全》第十冊 畢法賦上 第四十一法 頁558-559", fu_gui),
    rule(42, "尊崇傳內遇三奇", "《六壬大全》第十冊 畢法賦上 第四十二法 頁559-560", early::san_qi),
    not(43, "害貴訟直作屈斷", "《六壬大全》第十冊 畢法賦上 第四十三法 頁560-561", "釋文把墓神作貴、貴受克、乘天空、初傳害貴數事併於一例，未言何者為必要"),
    rule(44, "課傳俱貴轉無依", "《六壬大全》第十冊 畢法賦上 第四十四法 頁561", early::ke_chuan_ju_gui),
    rule(45, "晝夜貴加求兩貴", "《六壬大全》第十冊 畢法賦上 第四十五法 頁561-563", early::zhou_ye_gui_jia),
    rule(46, "貴人差迭事參差", "《六壬大全》第十冊 畢法賦上 第四十六法 頁563-564", gui_cha_die),
    rule(47, "貴雖在獄宜臨干", "《六壬大全》第十冊 畢法賦上 第四十七法 頁563-564", gui_yu),
    rule(48, "鬼乘天乙乃神祇", "《六壬大全》第十冊 畢法賦上 第四十八法 頁564-565", early::gui_cheng_tian_yi),
    rule(49, "兩貴受克難干貴", "《六壬大全》第十冊 畢法賦上 第四十九法 頁565-566", liang_gui_shou_ke),
    rule(50, "二貴皆空虛喜期", "《六壬大全》第十冊 畢法賦上 第五十法 頁566", er_gui_kong),
    rule(51, "魁度天門關隔定", "《六壬大全》第十一冊 畢法賦下 第五十一法 頁567-568；句不見於此轉錄第五十法檔末，取自對校本", kui_du),
    rule(52, "罡塞鬼戶任謀為", "《六壬大全》第十一冊 畢法賦下 第五十二法 頁568-569", gang_sai),
    rule(53, "兩蛇夾墓凶難免", "《六壬大全》第十一冊 畢法賦下 第五十三法 頁569-570", late::liang_she_jia_mu),
    rule(54, "虎視逢虎力難施", "《六壬大全》第十一冊 畢法賦下 第五十四法 頁570-572", late::hu_shi_feng_hu),
    rule(55, "所謀多拙逢羅網", "《六壬大全》第十一冊 畢法賦下 第五十五法 頁572-573", luo_wang),
    rule(56, "天網自裹己招非", "《六壬大全》第十一冊 畢法賦下 第五十六法 頁573-574", late::tian_wang_zi_guo),
    not(57, "費有餘而得不足", "《六壬大全》第十一冊 畢法賦下 第五十七法 頁574-576", "以「生空而脫、鬼實」權衡得失，釋文只列課例，未立判準"),
    not(58, "用破身心無所歸", "《六壬大全》第十一冊 畢法賦下 第五十八法 頁576-577", "釋文只以「財祿俱作空被克，無實得之意」概括課例，未立判準"),
    rule(59, "華蓋覆日人昏晦", "《六壬大全》第十一冊 畢法賦下 第五十九法 頁577-578", hua_gai_fu_ri),
    rule(60, "太陽射宅屋光輝", "《六壬大全》第十一冊 畢法賦下 第六十法 頁578-579", tai_yang_she_zhai),
    rule(61, "干乘墓虎無占病", "《六壬大全》第十一冊 畢法賦下 第六十一法 頁578-579", gan_mu_hu),
    rule(62, "支乘墓虎有伏屍", "《六壬大全》第十一冊 畢法賦下 第六十二法 頁579-581", zhi_mu_hu),
    rule(63, "彼此全傷防兩損", "《六壬大全》第十一冊 畢法賦下 第六十三法 頁581-582", quan_shang),
    rule(64, "夫婦蕪淫各有私", "《六壬大全》第十一冊 畢法賦下 第六十四法 頁582-583", wu_yin),
    rule(65, "干墓並關人宅廢", "《六壬大全》第十一冊 畢法賦下 第六十五法 頁583-584", late::gan_mu_bing_guan),
    rule(66, "支墳財並旅程稽", "《六壬大全》第十一冊 畢法賦下 第六十六法 頁584-585", late::zhi_fen_cai),
    not(67, "受虎克神為病證", "《六壬大全》第十一冊 畢法賦下 第六十七法 頁585-589", "占病的讀法：由白虎所乘之神斷病在何經，每課皆可讀，不是一個條件"),
    not(68, "制鬼之位乃良醫", "《六壬大全》第十一冊 畢法賦下 第六十八法 頁589-591", "指出制鬼之神為醫、為救，是讀法（何者為醫），凡有日鬼皆可讀，不是一個條件"),
    rule(69, "虎乘遁鬼殃非淺", "《六壬大全》第十一冊 畢法賦下 第六十九法 頁591-592", late::hu_cheng_dun_gui),
    rule(70, "鬼臨三四訟災隨", "《六壬大全》第十一冊 畢法賦下 第七十法 頁592", gui_san_si),
    rule(71, "病符克宅全家患", "《六壬大全》第十一冊 畢法賦下 第七十一法 頁592-593", late::bing_fu_ke_zhai),
    rule(72, "喪吊全逢掛縞衣", "《六壬大全》第十一冊 畢法賦下 第七十二法 頁593-596", late::sang_diao),
    not(73, "前後逼迫難進退", "《六壬大全》第十一冊 畢法賦下 第七十三法 頁596-597", "釋文自云例中「於逼迫二字不合」，只以課例說明，無定義"),
    rule(74, "空空如也事休追", "《六壬大全》第十一冊 畢法賦下 第七十四法 頁597-598", late::kong_kong_ru_ye),
    rule(75, "賓主不投刑在上", "《六壬大全》第十一冊 畢法賦下 第七十五法 頁598-601", late::bin_zhu_bu_tou),
    rule(76, "彼此猜忌害相隨", "《六壬大全》第十一冊 畢法賦下 第七十六法 頁602-605", xiang_hai),
    rule(77, "互生俱生凡事益", "《六壬大全》第十一冊 畢法賦下 第七十七法 頁605-608", hu_sheng),
    rule(78, "互旺皆旺坐謀宜", "《六壬大全》第十一冊 畢法賦下 第七十八法 頁608-609", hu_wang),
    rule(79, "干支值絕凡謀決", "《六壬大全》第十一冊 畢法賦下 第七十九法 頁609-612", zhi_jue),
    rule(80, "人宅皆死各衰羸", "《六壬大全》第十一冊 畢法賦下 第八十法 頁612-613", jie_si),
    rule(81, "傳墓入墓分憎愛", "《六壬大全》第十一冊 畢法賦下 第八十一法 頁613-616", late::chuan_mu),
    rule(82, "不行傳者考初時", "《六壬大全》第十一冊 畢法賦下 第八十二法 頁613-616", bu_xing_chuan),
    rule(83, "萬事喜忻三六合", "《六壬大全》第十一冊 畢法賦下 第八十三法 頁616-619", san_liu_he),
    rule(84, "合中犯殺蜜中砒", "《六壬大全》第十一冊 畢法賦下 第八十四法 頁616-619", late::he_zhong_fan_sha),
    rule(85, "初遭夾克不由己", "《六壬大全》第十一冊 畢法賦下 第八十五法 頁619-620", late::jia_ke),
    rule(86, "將逢內戰所謀危", "《六壬大全》第十一冊 畢法賦下 第八十六法 頁620-624", late::nei_zhan),
    rule(87, "人宅坐墓甘招晦", "《六壬大全》第十一冊 畢法賦下 第八十七法 頁624-626", zuo_mu),
    rule(88, "干支乘墓各昏迷", "《六壬大全》第十一冊 畢法賦下 第八十八法 頁624-626", cheng_mu),
    rule(89, "任信丁馬須言動", "《六壬大全》第十一冊 畢法賦下 第八十九法 頁626-629", late::ren_xin_ding_ma),
    rule(90, "來去俱空豈動宜", "《六壬大全》第十一冊 畢法賦下 第九十法 頁629-631", late::lai_qu_ju_kong),
    rule(91, "虎臨干鬼凶速速", "《六壬大全》第十一冊 畢法賦下 第九十一法 頁631-637", hu_gui),
    rule(92, "龍加生氣吉遲遲", "《六壬大全》第十一冊 畢法賦下 第九十二法 頁631-637", long_sheng_qi),
    not(93, "妄用三傳災福異", "《六壬大全》第十一冊 畢法賦下 第九十三法 頁631-637", "論時師起傳之誤，不是課中之象"),
    not(94, "喜懼空亡乃妙機", "《六壬大全》第十一冊 畢法賦下 第九十四法 頁637-648", "論空亡何者喜、何者懼的總則，隨所占之類而定"),
    rule(95, "六爻現卦防其克", "《六壬大全》第十一冊 畢法賦下 第九十五法 頁637-648", late::liu_yao_xian_gua),
    not(96, "旬內空亡逐類推", "《六壬大全》第十一冊 畢法賦下 第九十六法 頁637-648", "每課皆有旬空，此句教人按六親類推所空，不是一個條件"),
    not(97, "所筮不入仍憑類", "《六壬大全》第十一冊 畢法賦下 第九十七法 頁648", "取決於所占之事（類神不入課傳仍憑類神），課式不含所問"),
    not(98, "非占現類勿言之", "《六壬大全》第十一冊 畢法賦下 第九十八法 頁648-650", "取決於所占之事（非所占之類現於課中勿言），課式不含所問"),
    not(99, "常問不應逢吉象", "《六壬大全》第十一冊 畢法賦下 第九十九法 頁648-650", "取決於占者身分（有官、常人）與所問，課式不含"),
    not(100, "已災凶逃返無疑", "《六壬大全》第十一冊 畢法賦下 第一百法 頁648-650", "取決於占前是否已見病訟災迍，課式不含"),
];

/// The line of 第`no`法.
pub fn line(no: u8) -> Option<&'static BifaLine> {
    LINES.iter().find(|l| l.no == no)
}

/// The line a reading of the 畢法 family stands for (by its id `fa<N>`).
pub fn line_of(r: &Reading) -> Option<&'static BifaLine> {
    if r.family != Family::Bifa {
        return None;
    }
    r.id.strip_prefix("fa")?.parse().ok().and_then(line)
}

/// Every line with a rule, with it, in the book's order.
fn rules() -> impl Iterator<Item = (&'static BifaLine, Rule)> {
    LINES.iter().filter_map(|l| Some((l, l.rule?)))
}

/// The lines [`readings`] tests for, in the book's order (every decidable line).
pub fn implemented() -> Vec<u8> {
    rules().map(|(l, _)| l.no).collect()
}

/// Whether [`readings`] tests for 第`no`法.
pub fn is_implemented(no: u8) -> bool {
    line(no).is_some_and(|l| l.rule.is_some())
}

/// The lines of the 畢法賦 this chart shows, in the book's order, as readings
/// of the one model: family 畢法, id `fa<N>`, the line as title and passage
/// (its chapter as the source), the tone the line states, and the facts.
pub fn readings(chart: &Chart) -> Vec<Reading> {
    let v = V::new(chart);
    rules().filter_map(|(l, rule)| rule(&v).map(|facts| l.reading(facts))).collect()
}

/// What the rules read off a chart: the one view ([`ChartView`], through
/// `Deref`: general on a branch, earth under, heaven over, 旬空, 六親, 月建 …) with
/// the values every rule names kept as fields, and the few readings that are
/// the 畢法's own: the 晝貴/夜貴 pair, 夾克, stages read by element.
struct V<'a> {
    view: ChartView<'a>,
    c: &'a Chart,
    day: GanZhi,
    stem: Stem,
    zhi: Branch,
    /// 干上, 支上.
    gs: Branch,
    zs: Branch,
    /// 初 中 末.
    ch: [Branch; 3],
}

impl<'a> Deref for V<'a> {
    type Target = ChartView<'a>;
    fn deref(&self) -> &ChartView<'a> {
        &self.view
    }
}

impl<'a> V<'a> {
    fn new(c: &'a Chart) -> V<'a> {
        let view = ChartView::new(c);
        let [gs, _, zs, _] = view.uppers();
        V { view, c, day: view.day(), stem: view.stem(), zhi: view.branch(), gs, zs, ch: view.chuan() }
    }
    fn se(&self) -> Element {
        self.stem.element()
    }
    fn ze(&self) -> Element {
        self.zhi.element()
    }
    /// 晝貴, 夜貴 — the day stem's two 貴人 under the chart's table (the view
    /// knows only the one in use).
    fn nobles(&self) -> (Branch, Branch) {
        let n = self.c.options.noble;
        (n.noble(self.stem, true), n.noble(self.stem, false))
    }
    /// `b` on its earth palace, with its general: 「寅加酉（乘青龍）」.
    fn on(&self, b: Branch) -> String {
        format!("{}加{}（乘{}）", b.hanzi(), self.under(b).hanzi(), self.general(b).hanzi())
    }
    /// The three transmissions as characters.
    fn chuan_str(&self) -> String {
        self.ch.iter().map(|b| b.hanzi()).collect()
    }
    /// 夾克: `b`'s earth palace and the general it carries both restrain it.
    fn squeezed(&self, b: Branch) -> bool {
        let e = b.element();
        self.under(b).element().restrains(e) && self.general(b).element().restrains(e)
    }
    /// Whether `b` is the day stem's tomb (by its element, [`element_tomb`]).
    fn stem_tomb(&self, b: Branch) -> bool {
        element_tomb(self.se()) == b
    }
    /// Whether `b` is the day branch's tomb ([`Relation::TombOf`]).
    fn branch_tomb(&self, b: Branch) -> bool {
        Relation::TombOf.holds(b, self.zhi)
    }
    /// The querent's 本命 and 行年 with the heaven branch over each (none
    /// without a querent): (name, place, upper).
    fn fate_uppers(&self) -> Vec<(&'static str, P, Branch)> {
        self.c.fate.map_or_else(Vec::new, |f| {
            vec![("本命上", P::BenMing, f.ben_ming_upper), ("行年上", P::XingNian, f.xing_nian_upper)]
        })
    }
}

/// Building a fact's `about` the way [`About`] reads: each branch followed by
/// the places it is named at, and the stems named.
trait On: Sized {
    /// Heaven branch `b`, named at place `p` (which holds it).
    fn at(self, p: P, b: Branch) -> Fact;
    /// Branch `b`, at no place.
    fn br(self, b: Branch) -> Fact;
    /// Stem `s`.
    fn st(self, s: Stem) -> Fact;
    /// `b` at a place or, for 本命 and 行年, over it: there the place follows
    /// the branch it is (the querent's), after `b`.
    fn seat(self, v: &V, p: P, b: Branch) -> Fact {
        match p {
            P::BenMing | P::XingNian => {
                let held = v.at(p).expect("年命 places are named only with a querent");
                self.br(b).at(p, held)
            }
            _ => self.at(p, b),
        }
    }
    /// The three transmissions at 初 中 末.
    fn three(self, ch: [Branch; 3]) -> Fact {
        self.at(P::Chu, ch[0]).at(P::Zhong, ch[1]).at(P::Mo, ch[2])
    }
    /// The four lesson uppers at 干上 干陰 支上 支陰.
    fn four(self, u: [Branch; 4]) -> Fact {
        self.at(P::GanShang, u[0]).at(P::GanYin, u[1]).at(P::ZhiShang, u[2]).at(P::ZhiYin, u[3])
    }
}

impl On for Fact {
    fn at(mut self, p: P, b: Branch) -> Fact {
        let place = About::Place(p);
        if self.about.contains(&place) {
            return self;
        }
        match self.about.iter().position(|&a| a == About::Branch(b)) {
            None => self.about.extend([About::Branch(b), place]),
            Some(i) => {
                let end = self.about[i + 1..]
                    .iter()
                    .position(|a| !matches!(a, About::Place(_)))
                    .map_or(self.about.len(), |k| i + 1 + k);
                self.about.insert(end, place);
            }
        }
        self
    }
    fn br(self, b: Branch) -> Fact {
        self.and([About::Branch(b)])
    }
    fn st(self, s: Stem) -> Fact {
        self.and([About::Stem(s)])
    }
}

/// A fact in these words, about nothing yet.
fn f(text: impl Into<String>) -> Fact {
    Fact::new(text)
}

fn stage(e: Element, b: Branch) -> LifeStage {
    LifeStage::of_element(e, b)
}

/// The branch where element `e` is at `s` (五行長生).
fn at_stage(e: Element, s: LifeStage) -> Branch {
    Branch::ALL.into_iter().find(|&b| stage(e, b) == s).expect("every stage has a branch")
}

fn gen(a: Element, b: Element) -> bool {
    a.generates() == b
}

fn fact(f: Fact) -> Option<Vec<Fact>> {
    Some(vec![f])
}

fn when(cond: bool, facts: impl FnOnce() -> Vec<Fact>) -> Option<Vec<Fact>> {
    cond.then(facts)
}

/// Some facts if there are any.
fn any(facts: Vec<Fact>) -> Option<Vec<Fact>> {
    (!facts.is_empty()).then_some(facts)
}

/// 第一法: 「初傳居干前為引，末傳居干後為從……初傳居支前引，末傳居支後為從」 — 初傳 one place
/// before 干上 and 末傳 one place after it (or so about 支上).
fn yin_cong(v: &V) -> Option<Vec<Fact>> {
    let [first, _, last] = v.ch;
    let mut facts = Vec::new();
    for (who, p, b) in [("干", P::GanShang, v.gs), ("支", P::ZhiShang, v.zs)] {
        if first == b.next() && last == b.previous() {
            facts.push(
                f(format!(
                    "初傳{}居{}上{}前為引，末傳{}居其後為從（引從{}）",
                    first.hanzi(),
                    who,
                    b.hanzi(),
                    last.hanzi(),
                    if who == "干" { "天干" } else { "地支" }
                ))
                .at(P::Chu, first)
                .at(p, b)
                .at(P::Mo, last),
            );
        }
    }
    any(facts)
}

/// 第二法: 「干上有旬尾，支上有旬首……干上有旬首，支上有旬尾」.
fn shou_wei(v: &V) -> Option<Vec<Fact>> {
    let head = v.day.xun_head().branch();
    let tail = head.wrapping_add(9);
    let text = if (v.gs, v.zs) == (tail, head) {
        format!("干上{}為旬尾，支上{}為旬首", tail.hanzi(), head.hanzi())
    } else if (v.gs, v.zs) == (head, tail) {
        format!("干上{}為旬首，支上{}為旬尾", head.hanzi(), tail.hanzi())
    } else {
        return None;
    };
    fact(f(text).at(P::GanShang, v.gs).at(P::ZhiShang, v.zs))
}

/// 第三法: 「晝占乃夜貴，夜占乃晝貴……臨於占人年命之上，或臨日干上」, 「已上諸說忌空亡」.
fn lian_mu(v: &V) -> Option<Vec<Fact>> {
    let (d, n) = v.nobles();
    let lm = if v.c.daytime { n } else { d };
    if v.void(lm) {
        return None;
    }
    let mut facts = Vec::new();
    let who = if v.c.daytime { "晝占，夜貴" } else { "夜占，晝貴" };
    if v.gs == lm {
        facts.push(f(format!("{who}{}為簾幕，臨干上", lm.hanzi())).at(P::GanShang, lm));
    }
    if let Some(fate) = v.c.fate {
        if fate.ben_ming_upper == lm {
            let bm = fate.ben_ming.branch();
            facts.push(f(format!("{who}{}為簾幕，臨本命{}", lm.hanzi(), bm.hanzi())).seat(v, P::BenMing, lm));
        }
        if fate.xing_nian_upper == lm {
            let xn = fate.xing_nian.branch();
            facts.push(f(format!("{who}{}為簾幕，臨行年{}", lm.hanzi(), xn.hanzi())).seat(v, P::XingNian, lm));
        }
    }
    any(facts)
}

/// 第四法: 「日鬼乘白虎，加臨日干，或年命之上，乃名催官使者……如催官使者空亡，又是虛信」.
fn cui_guan(v: &V) -> Option<Vec<Fact>> {
    let tiger = |b: Branch| v.kin(b) == Kin::Officer && v.general(b) == General::Baihu;
    let mut places = vec![("干上", P::GanShang, v.gs)];
    places.extend(v.fate_uppers());
    let facts: Vec<Fact> = places
        .into_iter()
        .filter(|&(_, _, b)| tiger(b))
        .map(|(w, p, b)| {
            f(format!("{w}{}為日鬼乘白虎{}", b.hanzi(), if v.void(b) { "，空亡，虛信" } else { "" })).seat(v, p, b)
        })
        .collect();
    any(facts)
}

/// 第五、六法: 「支干四課三傳，皆居六陽之位」 / 「課傳皆居六陰之位」: the day stem's
/// palace, the day branch, the four uppers and the three transmissions.
fn all_of_polarity(v: &V, yang: bool) -> Option<Vec<Fact>> {
    let mut all = vec![v.lodge(), v.zhi];
    all.extend(v.uppers());
    all.extend(v.ch);
    when(all.iter().all(|b| b.is_yang() == yang), || {
        vec![f(format!(
            "干寄{}、支{}、四課上神{}、三傳{}皆{}",
            v.lodge().hanzi(),
            v.zhi.hanzi(),
            v.uppers().iter().map(|b| b.hanzi()).collect::<String>(),
            v.chuan_str(),
            if yang { "陽" } else { "陰" }
        ))
        .at(P::DayStem, v.lodge())
        .at(P::DayBranch, v.zhi)
        .four(v.uppers())
        .three(v.ch)]
    })
}

fn liu_yang(v: &V) -> Option<Vec<Fact>> {
    all_of_polarity(v, true)
}

fn liu_yin(v: &V) -> Option<Vec<Fact>> {
    all_of_polarity(v, false)
}

/// 第七法: 「日之祿神……臨於干上者」; 「旺祿空亡……反不宜坐用……切不可如前論之」.
fn wang_lu(v: &V) -> Option<Vec<Fact>> {
    let l = lu(v.stem);
    when(v.gs == l && !v.void(l), || vec![f(format!("干上{}為日祿，不空", l.hanzi())).at(P::GanShang, l)])
}

/// 第八法: 「日干祿神加臨支辰上者」.
fn quan_she(v: &V) -> Option<Vec<Fact>> {
    let l = lu(v.stem);
    when(v.zs == l, || vec![f(format!("日祿{}加臨支上", l.hanzi())).at(P::ZhiShang, l)])
}

/// 第十五法: 「日干生其上神，上神又生天將者，故名脫上脫」.
fn tuo_tuo(v: &V) -> Option<Vec<Fact>> {
    let g = v.general(v.gs);
    when(gen(v.se(), v.gs.element()) && gen(v.gs.element(), g.element()), || {
        vec![f(format!("干{}生干上{}，{}又生所乘{}", v.stem.hanzi(), v.gs.hanzi(), v.gs.hanzi(), g.hanzi()))
            .st(v.stem)
            .at(P::GanShang, v.gs)]
    })
}

/// 第十六法: 「上見旬空乘天空者」 — 干上 void and riding 天空.
fn kong_kong(v: &V) -> Option<Vec<Fact>> {
    when(v.void(v.gs) && v.general(v.gs) == General::Tiankong, || {
        vec![f(format!("干上{}旬空，乘天空", v.gs.hanzi())).at(P::GanShang, v.gs)]
    })
}

/// 第十七、十八法: 進茹 / 退茹 whose transmissions run into the void.
///
/// DIFFERENCE: the book says 「三傳寅卯辰，皆是空亡」 of 壬子日, though 旬空 is two
/// branches only; all its examples have 初 and 中 void, which is taken as the rule.
fn ru_kong(v: &V, step: i64) -> Option<Vec<Fact>> {
    let [a, b, c] = v.ch;
    when(b == a.wrapping_add(step) && c == b.wrapping_add(step) && v.void(a) && v.void(b), || {
        vec![f(format!(
            "三傳{}{}連茹，初{}中{}旬空",
            v.chuan_str(),
            if step > 0 { "進" } else { "退" },
            a.hanzi(),
            b.hanzi()
        ))
        .three(v.ch)]
    })
}

fn jin_ru_kong(v: &V) -> Option<Vec<Fact>> {
    ru_kong(v, 1)
}

fn ta_jiao_kong(v: &V) -> Option<Vec<Fact>> {
    ru_kong(v, -1)
}

/// 第二十一法: 「日干與支上神作六合，地支與干上神作六合，故名交車合」.
fn jiao_che(v: &V) -> Option<Vec<Fact>> {
    let lodge = v.lodge();
    let harmony = |a, b| Relation::Harmony.holds(a, b);
    when(harmony(lodge, v.zs) && harmony(v.zhi, v.gs) && lodge != v.zhi, || {
        vec![f(format!(
            "干{}（寄{}）合支上{}，支{}合干上{}",
            v.stem.hanzi(),
            lodge.hanzi(),
            v.zs.hanzi(),
            v.zhi.hanzi(),
            v.gs.hanzi()
        ))
        .st(v.stem)
        .at(P::DayStem, lodge)
        .at(P::ZhiShang, v.zs)
        .at(P::DayBranch, v.zhi)
        .at(P::GanShang, v.gs)]
    })
}

/// 第二十二法: 「支干上神作六合，地盤支干亦作六合」.
fn shang_xia_he(v: &V) -> Option<Vec<Fact>> {
    let lodge = v.lodge();
    when(Relation::Harmony.holds(v.gs, v.zs) && Relation::Harmony.holds(lodge, v.zhi), || {
        vec![f(format!(
            "干上{}與支上{}六合，干寄{}與支{}六合",
            v.gs.hanzi(),
            v.zs.hanzi(),
            lodge.hanzi(),
            v.zhi.hanzi()
        ))
        .at(P::GanShang, v.gs)
        .at(P::ZhiShang, v.zs)
        .at(P::DayStem, lodge)
        .at(P::DayBranch, v.zhi)]
    })
}

/// 第二十三法: 「初傳從支上起，末傳歸干上者」 (癸酉日 初傳支上巳, 末傳干上酉).
fn zhi_chuan_gan(v: &V) -> Option<Vec<Fact>> {
    when(v.ch[0] == v.zs && v.ch[2] == v.gs && v.gs != v.zs, || {
        vec![f(format!("初傳{}起支上，末傳{}歸干上", v.ch[0].hanzi(), v.ch[2].hanzi()))
            .at(P::Chu, v.ch[0])
            .at(P::ZhiShang, v.zs)
            .at(P::Mo, v.ch[2])
            .at(P::GanShang, v.gs)]
    })
}

/// 第二十四法: 「初傳從干上起，末傳歸在支上者」 (丁亥日 「自干上酉作初傳，至支上丑作末傳」).
fn gan_chuan_zhi(v: &V) -> Option<Vec<Fact>> {
    when(v.ch[0] == v.gs && v.ch[2] == v.zs && v.gs != v.zs, || {
        vec![f(format!("初傳{}起干上，末傳{}歸支上", v.ch[0].hanzi(), v.ch[2].hanzi()))
            .at(P::Chu, v.ch[0])
            .at(P::GanShang, v.gs)
            .at(P::Mo, v.ch[2])
            .at(P::ZhiShang, v.zs)]
    })
}

/// The element the three transmissions make: a 三合 局 counts as its middle
/// branch's element (「三傳辰申子水局」 第二十九法), three of one element as that.
fn chuan_element(v: &V) -> Option<(Element, String)> {
    let [a, b, c] = v.ch;
    let mut sorted = [a, b, c];
    sorted.sort();
    let mut triad = a.triad();
    triad.sort();
    if sorted == triad {
        let e = a.triad()[1].element();
        return Some((e, format!("三傳{}{}局", v.chuan_str(), e.hanzi())));
    }
    (a.element() == b.element() && b.element() == c.element())
        .then(|| (a.element(), format!("三傳{}皆{}", v.chuan_str(), a.element().hanzi())))
}

/// 第二十九法: 「三傳生其日干，反脫其支辰者」.
fn juan_shu(v: &V) -> Option<Vec<Fact>> {
    let (e, what) = chuan_element(v)?;
    when(gen(e, v.se()) && gen(v.ze(), e), || {
        vec![f(format!("{what}生干{}，脫支{}", v.stem.hanzi(), v.zhi.hanzi()))
            .three(v.ch)
            .st(v.stem)
            .at(P::DayBranch, v.zhi)]
    })
}

/// 第三十法: 「三傳竊盜日干，反生支辰者」.
fn wu_zhai(v: &V) -> Option<Vec<Fact>> {
    let (e, what) = chuan_element(v)?;
    when(gen(v.se(), e) && gen(e, v.ze()), || {
        vec![f(format!("{what}脫干{}，生支{}", v.stem.hanzi(), v.zhi.hanzi()))
            .three(v.ch)
            .st(v.stem)
            .at(P::DayBranch, v.zhi)]
    })
}

/// 第三十一法: 「自初傳生中，中生末傳，末傳生日干。二者自末生中傳，中傳生初傳，初傳生日干」.
fn di_sheng(v: &V) -> Option<Vec<Fact>> {
    chain_to_stem(v, gen, "生")
}

/// The three transmissions passing `rel` along to the day stem, either 初→中→末→干
/// or 末→中→初→干 — the shape of 第三十一 (生) and 第三十二法 (克).
fn chain_to_stem(v: &V, rel: fn(Element, Element) -> bool, verb: &str) -> Option<Vec<Fact>> {
    let [a, b, c] = v.ch.map(|x| x.element());
    let s = v.se();
    let [x, y, z] = v.ch.map(|x| x.hanzi());
    let g = v.stem.hanzi();
    let text = if rel(a, b) && rel(b, c) && rel(c, s) {
        format!("初{x}{verb}中{y}，中{verb}末{z}，末{verb}日干{g}")
    } else if rel(c, b) && rel(b, a) && rel(a, s) {
        format!("末{z}{verb}中{y}，中{verb}初{x}，初{verb}日干{g}")
    } else {
        return None;
    };
    fact(f(text).three(v.ch).st(v.stem))
}

/// 第三十二法: 「初克中，中克末，末克日干。二者末克中，中克初，初克日干」.
fn hu_ke(v: &V) -> Option<Vec<Fact>> {
    chain_to_stem(v, Element::restrains, "克")
}

/// 第三十三法: 「初傳是日之長生，末傳為干之墓……初為干墓，末為干之長生」.
fn shi_zhong(v: &V) -> Option<Vec<Fact>> {
    let (a, c) = (stage(v.se(), v.ch[0]), stage(v.se(), v.ch[2]));
    let text = match (a, c) {
        (LifeStage::Birth, LifeStage::Tomb) => {
            format!("初傳{}為干長生，末傳{}為干墓：有始無終", v.ch[0].hanzi(), v.ch[2].hanzi())
        }
        (LifeStage::Tomb, LifeStage::Birth) => {
            format!("初傳{}為干墓，末傳{}為干長生：難變易（先難後易）", v.ch[0].hanzi(), v.ch[2].hanzi())
        }
        _ => return None,
    };
    fact(f(text).at(P::Chu, v.ch[0]).at(P::Mo, v.ch[2]))
}

/// 第三十五法: 「支上干上皆乘脫氣。二者干上脫支，支上脫干」.
fn ren_zhai_tuo(v: &V) -> Option<Vec<Fact>> {
    let (g, z) = (v.gs.element(), v.zs.element());
    let text = if gen(v.se(), g) && gen(v.ze(), z) {
        format!("干上{}脫干，支上{}脫支", v.gs.hanzi(), v.zs.hanzi())
    } else if gen(v.ze(), g) && gen(v.se(), z) {
        format!("干上{}脫支，支上{}脫干", v.gs.hanzi(), v.zs.hanzi())
    } else {
        return None;
    };
    fact(f(text).at(P::GanShang, v.gs).at(P::ZhiShang, v.zs))
}

/// 第三十六法: 「干支上皆逢敗氣者」 — 敗 is 沐浴 (「甲申日干上子、支上午」).
fn gan_zhi_bai(v: &V) -> Option<Vec<Fact>> {
    both_at_stage(v, LifeStage::Bath, "敗氣")
}

/// 干上 at `s` for the stem and 支上 at `s` for the branch — the shape of 第三十六,
/// 七十九 and 八十法.
fn both_at_stage(v: &V, s: LifeStage, name: &str) -> Option<Vec<Fact>> {
    when(stage(v.se(), v.gs) == s && stage(v.ze(), v.zs) == s, || {
        vec![f(format!("干上{}為干之{name}，支上{}為支之{name}", v.gs.hanzi(), v.zs.hanzi()))
            .at(P::GanShang, v.gs)
            .at(P::ZhiShang, v.zs)]
    })
}

/// 第四十一法: 「干上有支驛馬，支上有干祿神者」.
fn fu_gui(v: &V) -> Option<Vec<Fact>> {
    let (horse, l) = (v.zhi.post_horse(), lu(v.stem));
    when(v.gs == horse && v.zs == l, || {
        vec![f(format!("干上{}為支驛馬，支上{}為干祿", horse.hanzi(), l.hanzi()))
            .at(P::GanShang, horse)
            .at(P::ZhiShang, l)]
    })
}

/// 第四十六法: 「晝貴臨於夜地，夜貴卻臨旦方」 (「甲子日丑為旦貴，坐在酉上，未為夜貴，卻坐在卯上」).
///
/// DIFFERENCE: 旦方 is taken as 卯至申 and 夜地 as 酉至寅, the chart's default
/// 晝夜 split; the book gives only the example.
fn gui_cha_die(v: &V) -> Option<Vec<Fact>> {
    let (d, n) = v.nobles();
    let day_place = |b: Branch| (Branch::Mao..=Branch::Shen).contains(&b);
    when(!day_place(v.under(d)) && day_place(v.under(n)), || {
        vec![f(format!("晝貴{}坐夜地{}，夜貴{}坐旦方{}", d.hanzi(), v.under(d).hanzi(), n.hanzi(), v.under(n).hanzi()))
            .br(d)
            .br(n)]
    })
}

/// 第四十七法: 「天乙貴人加臨地盤辰戌上者……如是乙辛二日占，卻名貴人臨身……如辰戌二日占之，乃為貴人入宅」.
fn gui_yu(v: &V) -> Option<Vec<Fact>> {
    let nb = v.c.noble;
    let seat = v.under(nb);
    if seat != Branch::Chen && seat != Branch::Xu {
        return None;
    }
    let reading = if v.lodge() == seat {
        "貴人臨身（乙辛日），宜干貴"
    } else if v.zhi == seat {
        "貴人入宅（辰戌日），非坐獄論"
    } else {
        "天乙入獄，干官貴怒，惟宜私謀"
    };
    fact(f(format!("貴人{}坐地盤{}：{reading}", nb.hanzi(), seat.hanzi())).br(nb).br(seat))
}

/// 第四十九法: 「昼夜貴人，皆立受克之方者……不論在傳不在傳」.
fn liang_gui_shou_ke(v: &V) -> Option<Vec<Fact>> {
    let (d, n) = v.nobles();
    let hurt = |b: Branch| v.under(b).element().restrains(b.element());
    when(hurt(d) && hurt(n), || {
        vec![f(format!("晝貴{}坐{}受克，夜貴{}坐{}受克", d.hanzi(), v.under(d).hanzi(), n.hanzi(), v.under(n).hanzi()))
            .br(d)
            .br(n)]
    })
}

/// 第五十法: 「日暮貴人皆空亡者」, with 「亥加酉又落空之類」 — void, or on a void palace.
fn er_gui_kong(v: &V) -> Option<Vec<Fact>> {
    let (d, n) = v.nobles();
    let empty = |b: Branch| {
        if v.void(b) {
            Some(format!("{}旬空", b.hanzi()))
        } else if v.void(v.under(b)) {
            Some(format!("{}加{}落空", b.hanzi(), v.under(b).hanzi()))
        } else {
            None
        }
    };
    Some(vec![f(format!("晝貴{}", empty(d)?)).br(d), f(format!("夜貴{}", empty(n)?)).br(n)])
}

/// 第五十一法: 「戌加亥為用者」.
fn kui_du(v: &V) -> Option<Vec<Fact>> {
    when(v.ch[0] == Branch::Xu && v.under(Branch::Xu) == Branch::Hai, || {
        vec![f(format!("初傳{}", v.on(Branch::Xu))).at(P::Chu, Branch::Xu)]
    })
}

/// 第五十二法: 「辰加寅為罡塞鬼門。不論在傳不在傳」.
fn gang_sai(v: &V) -> Option<Vec<Fact>> {
    when(v.over(Branch::Yin) == Branch::Chen, || vec![f("天罡辰加寅").br(Branch::Chen)])
}

/// 第五十五法: 「干上乘干前一辰，支上乘支前一辰，故名天羅地網」.
fn luo_wang(v: &V) -> Option<Vec<Fact>> {
    when(v.gs == v.lodge().next() && v.zs == v.zhi.next(), || {
        vec![f(format!("干上{}為干前一辰（天羅），支上{}為支前一辰（地網）", v.gs.hanzi(), v.zs.hanzi()))
            .at(P::GanShang, v.gs)
            .at(P::ZhiShang, v.zs)]
    })
}

/// 第五十九法: 「辰之華蓋，作干之墓神，臨於干上發用者」.
fn hua_gai_fu_ri(v: &V) -> Option<Vec<Fact>> {
    let hg = hua_gai(v.zhi);
    when(v.gs == hg && v.ch[0] == hg && v.stem_tomb(hg), || {
        vec![f(format!("支{}之華蓋{}為干墓，臨干上發用", v.zhi.hanzi(), hg.hanzi()))
            .at(P::DayBranch, v.zhi)
            .at(P::GanShang, hg)
            .at(P::Chu, hg)]
    })
}

/// 第六十法: 「如用戌為月將，反名太陽照輝家宅」 — 月將 (太陽) over the day branch.
fn tai_yang_she_zhai(v: &V) -> Option<Vec<Fact>> {
    when(v.zs == v.c.month_general, || {
        vec![f(format!("月將（太陽）{}臨支上", v.zs.hanzi())).at(P::MonthGeneral, v.zs).at(P::ZhiShang, v.zs)]
    })
}

/// 第六十一法: 「丑加戌旦將，乘白虎作墓神」 — 干上 the stem's tomb, riding 白虎.
fn gan_mu_hu(v: &V) -> Option<Vec<Fact>> {
    when(v.stem_tomb(v.gs) && v.general(v.gs) == General::Baihu, || {
        vec![f(format!("干上{}為干墓，乘白虎", v.gs.hanzi())).at(P::GanShang, v.gs)]
    })
}

/// 第六十二法: 「一者干墓臨支，二者支墓臨支」, riding 白虎 (「旦占上乘白虎」).
fn zhi_mu_hu(v: &V) -> Option<Vec<Fact>> {
    if v.general(v.zs) != General::Baihu {
        return None;
    }
    let whose = if v.stem_tomb(v.zs) {
        "干墓"
    } else if v.branch_tomb(v.zs) {
        "支墓"
    } else {
        return None;
    };
    let ke = if v.zs.element().restrains(v.ze()) { "，又克支" } else { "" };
    fact(f(format!("支上{}為{whose}，乘白虎{ke}", v.zs.hanzi())).at(P::ZhiShang, v.zs))
}

/// 第六十三法: 「支干各被上神克伐者」.
fn quan_shang(v: &V) -> Option<Vec<Fact>> {
    when(v.gs.element().restrains(v.se()) && v.zs.element().restrains(v.ze()), || {
        vec![f(format!("干上{}克干{}，支上{}克支{}", v.gs.hanzi(), v.stem.hanzi(), v.zs.hanzi(), v.zhi.hanzi()))
            .at(P::GanShang, v.gs)
            .st(v.stem)
            .at(P::ZhiShang, v.zs)
            .at(P::DayBranch, v.zhi)]
    })
}

/// 第六十四法: 「干被支上神克，支卻被干上神克者，為蕪淫卦」.
fn wu_yin(v: &V) -> Option<Vec<Fact>> {
    when(v.zs.element().restrains(v.se()) && v.gs.element().restrains(v.ze()), || {
        vec![f(format!("支上{}克干{}，干上{}克支{}", v.zs.hanzi(), v.stem.hanzi(), v.gs.hanzi(), v.zhi.hanzi()))
            .at(P::ZhiShang, v.zs)
            .st(v.stem)
            .at(P::GanShang, v.gs)
            .at(P::DayBranch, v.zhi)]
    })
}

/// 第七十法: 「日干之鬼臨於第三四課全者」.
fn gui_san_si(v: &V) -> Option<Vec<Fact>> {
    let [_, _, a, b] = v.uppers();
    if v.kin(a) != Kin::Officer || v.kin(b) != Kin::Officer {
        return None;
    }
    let kong = if v.void(a) && v.void(b) { "，皆空亡，虛撓而已" } else { "" };
    fact(f(format!("第三課{}、第四課{}皆日鬼{kong}", a.hanzi(), b.hanzi())).at(P::ZhiShang, a).at(P::ZhiYin, b))
}

/// 第七十六法 一等: 「干支上下皆各作六害」.
fn xiang_hai(v: &V) -> Option<Vec<Fact>> {
    let lodge = v.lodge();
    when(Relation::Harm.holds(lodge, v.gs) && Relation::Harm.holds(v.zhi, v.zs), || {
        vec![f(format!(
            "干上{}與干寄{}六害，支上{}與支{}六害",
            v.gs.hanzi(),
            lodge.hanzi(),
            v.zs.hanzi(),
            v.zhi.hanzi()
        ))
        .at(P::GanShang, v.gs)
        .at(P::DayStem, lodge)
        .at(P::ZhiShang, v.zs)
        .at(P::DayBranch, v.zhi)]
    })
}

/// 第七十七法: 「互生格：干上神生支，支上神生干」; 「俱生格：乃干上神生干，支上神生支」.
fn hu_sheng(v: &V) -> Option<Vec<Fact>> {
    let (g, z) = (v.gs.element(), v.zs.element());
    let mut texts = Vec::new();
    if gen(g, v.ze()) && gen(z, v.se()) {
        texts.push(format!("互生：干上{}生支，支上{}生干", v.gs.hanzi(), v.zs.hanzi()));
    }
    if gen(g, v.se()) && gen(z, v.ze()) {
        texts.push(format!("俱生：干上{}生干，支上{}生支", v.gs.hanzi(), v.zs.hanzi()));
    }
    any(texts.into_iter().map(|t| f(t).at(P::GanShang, v.gs).at(P::ZhiShang, v.zs)).collect())
}

/// 第七十八法: 互旺 「干上……乃是支之旺神，支上……乃是干之旺神」; 「支干上皆乘旺神者」.
fn hu_wang(v: &V) -> Option<Vec<Fact>> {
    let (gw, zw) = (at_stage(v.se(), LifeStage::Peak), at_stage(v.ze(), LifeStage::Peak));
    let text = if v.gs == zw && v.zs == gw && gw != zw {
        format!("互旺：干上{}為支之旺神，支上{}為干之旺神", v.gs.hanzi(), v.zs.hanzi())
    } else if v.gs == gw && v.zs == zw {
        format!("皆旺：干上{}為干之旺神，支上{}為支之旺神", v.gs.hanzi(), v.zs.hanzi())
    } else {
        return None;
    };
    fact(f(text).at(P::GanShang, v.gs).at(P::ZhiShang, v.zs))
}

/// 第七十九法: 「支干上皆乘絕神」.
fn zhi_jue(v: &V) -> Option<Vec<Fact>> {
    both_at_stage(v, LifeStage::Extinction, "絕")
}

/// 第八十法 支干全乘死氣格 (「庚寅申、辛丑日並干上子」): 干上 the stem's 死, 支上 the branch's.
///
/// DIFFERENCE: the first form of the chapter, 干支上互乘 the month's 死氣, is not detected.
fn jie_si(v: &V) -> Option<Vec<Fact>> {
    both_at_stage(v, LifeStage::Death, "死")
}

/// 第八十二法: 「不行傳者，乃中末空亡是也」.
fn bu_xing_chuan(v: &V) -> Option<Vec<Fact>> {
    let [a, b, c] = v.ch;
    when(v.void(b) && v.void(c), || {
        vec![f(format!("中傳{}、末傳{}空亡，只以初傳{}斷", b.hanzi(), c.hanzi(), a.hanzi()))
            .at(P::Zhong, b)
            .at(P::Mo, c)
            .at(P::Chu, a)]
    })
}

/// 第八十三法: 「三傳寅午戌等，或干上或支上見未……乃三合課，又與中間一字作六合者」.
fn san_liu_he(v: &V) -> Option<Vec<Fact>> {
    let (_, what) = chuan_element(v).filter(|(_, w)| w.ends_with('局'))?;
    let mid = v.ch[0].triad()[1];
    let h = mid.six_harmony();
    let mut facts = Vec::new();
    for (w, p, b) in [("干上", P::GanShang, v.gs), ("支上", P::ZhiShang, v.zs)] {
        if b == h {
            facts.push(f(format!("{what}，{w}{}與中神{}六合", h.hanzi(), mid.hanzi())).three(v.ch).at(p, b));
        }
    }
    any(facts)
}

/// 第八十七法: 「天盤支干，皆坐於地盤墓上者」 (「壬寅日亥加辰、寅加未」).
fn zuo_mu(v: &V) -> Option<Vec<Fact>> {
    let lodge = v.lodge();
    let (gu, zu) = (v.under(lodge), v.under(v.zhi));
    when(v.stem_tomb(gu) && v.branch_tomb(zu), || {
        vec![f(format!("天盤干寄{}坐干墓{}，天盤支{}坐支墓{}", lodge.hanzi(), gu.hanzi(), v.zhi.hanzi(), zu.hanzi()))
            .at(P::DayStem, lodge)
            .at(P::DayBranch, v.zhi)]
    })
}

/// 第八十八法: 「支干全被上神墓者」 (「壬申日干上辰、支上丑」).
fn cheng_mu(v: &V) -> Option<Vec<Fact>> {
    when(v.stem_tomb(v.gs) && v.branch_tomb(v.zs), || {
        vec![f(format!("干上{}為干墓，支上{}為支墓", v.gs.hanzi(), v.zs.hanzi()))
            .at(P::GanShang, v.gs)
            .at(P::ZhiShang, v.zs)]
    })
}

/// 第九十一法: 「日干之鬼，上乘白虎者……此三干乃虎鬼臨干者」 — 干上 an 官鬼 riding 白虎.
fn hu_gui(v: &V) -> Option<Vec<Fact>> {
    when(v.kin(v.gs) == Kin::Officer && v.general(v.gs) == General::Baihu, || {
        vec![f(format!("干上{}為日鬼，乘白虎{}", v.gs.hanzi(), if v.void(v.gs) { "，空亡" } else { "" }))
            .at(P::GanShang, v.gs)]
    })
}

/// 第九十二法: 「青龍乘生干之神，又作月內之生氣者」 (「六丙日寅加巳夜將乘青龍，三月占」;
/// 月內生氣 正月在子, two places behind 月建); 「空亡不中用」.
fn long_sheng_qi(v: &V) -> Option<Vec<Fact>> {
    let sheng_qi = v.month().wrapping_add(-2);
    let b = v.gs;
    when(v.general(b) == General::Qinglong && gen(b.element(), v.se()) && b == sheng_qi && !v.void(b), || {
        vec![f(format!("干上{}乘青龍，生干{}，為月內生氣", b.hanzi(), v.stem.hanzi())).at(P::GanShang, b).st(v.stem)]
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_its_decidable_line() {
        for l in &LINES {
            assert_eq!(l.decidable, l.rule.is_some(), "{}", l.no);
            assert_eq!(l.reason.is_some(), l.rule.is_none(), "{}", l.no);
        }
    }

    #[test]
    fn stages_by_element() {
        assert_eq!(at_stage(Element::Wood, LifeStage::Tomb), Branch::Wei);
        assert_eq!(at_stage(Element::Metal, LifeStage::Peak), Branch::You);
        assert_eq!(at_stage(Element::Fire, LifeStage::Bath), Branch::Mao);
        for e in [Element::Wood, Element::Fire, Element::Earth, Element::Metal, Element::Water] {
            assert_eq!(at_stage(e, LifeStage::Tomb), element_tomb(e));
        }
    }

    #[test]
    fn about_groups_each_branch_with_its_places() {
        let fact =
            f("x").at(P::GanShang, Branch::Shen).st(Stem::Jia).at(P::Chu, Branch::Zi).at(P::ZhiShang, Branch::Shen);
        assert_eq!(
            fact.about,
            vec![
                About::Branch(Branch::Shen),
                About::Place(P::GanShang),
                About::Place(P::ZhiShang),
                About::Stem(Stem::Jia),
                About::Branch(Branch::Zi),
                About::Place(P::Chu),
            ]
        );
    }
}
