//! 畢法賦 Bìfǎfù — 凌福之's hundred lines, as 《六壬大全》 第十、十一冊 (畢法賦上/下) prints
//! them with their explanations, and which of them a chart shows.
//!
//! [`LINES`] lists the hundred seven-character lines in the book's own order
//! (numbered by its 第N法 headings), each with its chapter and pages and whether
//! it can be decided from a chart at all; a line that cannot (it turns on the
//! question asked, on who asks, on what already happened, or its explanation
//! gives examples but no rule) says why. [`bifa`] gives the lines a chart shows,
//! each with the facts that make it fire.
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

use serde::ser::{Serialize, SerializeMap, Serializer};

use crate::chart::Chart;
use crate::cycle::{Branch, Element, GanZhi, Stem};
use crate::generals::General;
use crate::relations::{Kin, LifeStage};
use crate::shensha::rules::{hai, hua_gai, lu};

/// 畢法 — one of the hundred lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BifaLine {
    /// 第N法, 1‥100.
    pub no: u8,
    /// The seven-character line, in traditional characters.
    pub text: &'static str,
    /// Book, volume, law and pages.
    pub source: &'static str,
    /// Whether the line can be decided from a chart.
    pub decidable: bool,
    /// Why not, when it cannot.
    pub reason: Option<&'static str>,
}

/// A line a chart shows, with the facts of this chart that make it fire.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BifaHit {
    /// 第N法.
    pub no: u8,
    /// The line.
    pub text: &'static str,
    /// Why it fires here, one fact a line, in traditional characters.
    pub facts: Vec<String>,
}

/// Serialised as `{"no", "text", "facts"}`.
impl Serialize for BifaHit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(3))?;
        m.serialize_entry("no", &self.no)?;
        m.serialize_entry("text", self.text)?;
        m.serialize_entry("facts", &self.facts)?;
        m.end()
    }
}

/// The hundred lines in the book's order.
#[rustfmt::skip]
pub static LINES: [BifaLine; 100] = [
    BifaLine { no: 1, text: "前後引從升遷吉", source: "《六壬大全》第十冊 畢法賦上 第一法 頁475-479", decidable: true, reason: None },
    BifaLine { no: 2, text: "首尾相見始終宜", source: "《六壬大全》第十冊 畢法賦上 第二法 頁479-481", decidable: true, reason: None },
    BifaLine { no: 3, text: "簾幕貴人高甲第", source: "《六壬大全》第十冊 畢法賦上 第三法 頁481-482", decidable: true, reason: None },
    BifaLine { no: 4, text: "催官使者赴官期", source: "《六壬大全》第十冊 畢法賦上 第四法 頁482-484", decidable: true, reason: None },
    BifaLine { no: 5, text: "六陽數足須公用", source: "《六壬大全》第十冊 畢法賦上 第五法 頁482-484", decidable: true, reason: None },
    BifaLine { no: 6, text: "六陰相繼盡昏迷", source: "《六壬大全》第十冊 畢法賦上 第六法 頁484-485", decidable: true, reason: None },
    BifaLine { no: 7, text: "旺祿臨身徒妄作", source: "《六壬大全》第十冊 畢法賦上 第七法 頁485-488", decidable: true, reason: None },
    BifaLine { no: 8, text: "權攝不正祿臨支", source: "《六壬大全》第十冊 畢法賦上 第八法 頁488-489", decidable: true, reason: None },
    BifaLine { no: 9, text: "避難逃生須棄舊", source: "《六壬大全》第十冊 畢法賦上 第九法 頁489-493", decidable: true, reason: None },
    BifaLine { no: 10, text: "朽木難雕別作為", source: "《六壬大全》第十冊 畢法賦上 第十法 頁493", decidable: true, reason: None },
    BifaLine { no: 11, text: "眾鬼雖彰全不畏", source: "《六壬大全》第十冊 畢法賦上 第十一法 頁493-497", decidable: true, reason: None },
    BifaLine { no: 12, text: "雖憂狐假虎威儀", source: "《六壬大全》第十冊 畢法賦上 第十二法 頁497-498", decidable: true, reason: None },
    BifaLine { no: 13, text: "鬼賊當時無畏忌", source: "《六壬大全》第十冊 畢法賦上 第十三法 頁498-499", decidable: true, reason: None },
    BifaLine { no: 14, text: "傳財太旺反財虧", source: "《六壬大全》第十冊 畢法賦上 第十四法 頁499", decidable: true, reason: None },
    BifaLine { no: 15, text: "脫上逢脫防虛詐", source: "《六壬大全》第十冊 畢法賦上 第十五法 頁499-501", decidable: true, reason: None },
    BifaLine { no: 16, text: "空上乘空事莫追", source: "《六壬大全》第十冊 畢法賦上 第十六法 頁501-502", decidable: true, reason: None },
    BifaLine { no: 17, text: "進茹空亡宜退步", source: "《六壬大全》第十冊 畢法賦上 第十七法 頁502-509", decidable: true, reason: None },
    BifaLine { no: 18, text: "踏腳空亡進用宜", source: "《六壬大全》第十冊 畢法賦上 第十八法 頁502-509", decidable: true, reason: None },
    BifaLine { no: 19, text: "胎財生氣妻懷孕", source: "《六壬大全》第十冊 畢法賦上 第十九法 頁502-509", decidable: true, reason: None },
    BifaLine { no: 20, text: "胎財死氣損胎推", source: "《六壬大全》第十冊 畢法賦上 第二十法 頁502-509", decidable: true, reason: None },
    BifaLine { no: 21, text: "交車相合交關利", source: "《六壬大全》第十冊 畢法賦上 第二十一法 頁509-512", decidable: true, reason: None },
    BifaLine { no: 22, text: "上下皆合兩心齊", source: "《六壬大全》第十冊 畢法賦上 第二十二法 頁512-517", decidable: true, reason: None },
    BifaLine { no: 23, text: "彼求我事支傳干", source: "《六壬大全》第十冊 畢法賦上 第二十三法 頁517", decidable: true, reason: None },
    BifaLine { no: 24, text: "我求彼事干傳支", source: "《六壬大全》第十冊 畢法賦上 第二十四法 頁517", decidable: true, reason: None },
    BifaLine { no: 25, text: "金日逢丁凶禍動", source: "《六壬大全》第十冊 畢法賦上 第二十五法 頁517-522", decidable: true, reason: None },
    BifaLine { no: 26, text: "水日逢丁財動之", source: "《六壬大全》第十冊 畢法賦上 第二十六法 頁523-526；句不見於此轉錄第二十五法檔末，取自對校本", decidable: true, reason: None },
    BifaLine { no: 27, text: "傳財化鬼財休覓", source: "《六壬大全》第十冊 畢法賦上 第二十七法 頁526-529", decidable: true, reason: None },
    BifaLine { no: 28, text: "傳鬼化財錢險危", source: "《六壬大全》第十冊 畢法賦上 第二十八法 頁529-532", decidable: false, reason: Some("「全鬼變為財」之「兩課俱空，獨存一字中間為財」未言何兩課、何一字，不能定為條件") },
    BifaLine { no: 29, text: "眷屬豐盈居狹宅", source: "《六壬大全》第十冊 畢法賦上 第二十九法 頁532-533", decidable: true, reason: None },
    BifaLine { no: 30, text: "屋宅寬廣致人衰", source: "《六壬大全》第十冊 畢法賦上 第三十法 頁533-535", decidable: true, reason: None },
    BifaLine { no: 31, text: "三傳遞生人舉薦", source: "《六壬大全》第十冊 畢法賦上 第三十一法 頁535-537", decidable: true, reason: None },
    BifaLine { no: 32, text: "三傳互克眾人欺", source: "《六壬大全》第十冊 畢法賦上 第三十二法 頁537-539", decidable: true, reason: None },
    BifaLine { no: 33, text: "有始無終難變易", source: "《六壬大全》第十冊 畢法賦上 第三十三法 頁540-542", decidable: true, reason: None },
    BifaLine { no: 34, text: "苦去甘來樂裏悲", source: "《六壬大全》第十冊 畢法賦上 第三十四法 頁542-547", decidable: false, reason: Some("釋文只以課例說明（末冲初而生干、一喜一悲、樂裏生憂…），各例條件不同，無一條判準") },
    BifaLine { no: 35, text: "人宅受脫俱招盜", source: "《六壬大全》第十冊 畢法賦上 第三十五法 頁547-548", decidable: true, reason: None },
    BifaLine { no: 36, text: "干支皆敗勢傾頹", source: "《六壬大全》第十冊 畢法賦上 第三十六法 頁548-550", decidable: true, reason: None },
    BifaLine { no: 37, text: "末助初兮三等論", source: "《六壬大全》第十冊 畢法賦上 第三十七法 頁550-553", decidable: true, reason: None },
    BifaLine { no: 38, text: "閉口卦體兩般推", source: "《六壬大全》第十冊 畢法賦上 第三十八法 頁553-556", decidable: true, reason: None },
    BifaLine { no: 39, text: "太陽照武宜擒賊", source: "《六壬大全》第十冊 畢法賦上 第三十九法 頁556-558", decidable: true, reason: None },
    BifaLine { no: 40, text: "后合占婚豈用媒", source: "《六壬大全》第十冊 畢法賦上 第四十法 頁558", decidable: true, reason: None },
    BifaLine { no: 41, text: "富貴干支逢祿馬", source: "《六壬大全》第十冊 畢法賦上 第四十一法 頁558-559", decidable: true, reason: None },
    BifaLine { no: 42, text: "尊崇傳內遇三奇", source: "《六壬大全》第十冊 畢法賦上 第四十二法 頁559-560", decidable: true, reason: None },
    BifaLine { no: 43, text: "害貴訟直作屈斷", source: "《六壬大全》第十冊 畢法賦上 第四十三法 頁560-561", decidable: false, reason: Some("釋文把墓神作貴、貴受克、乘天空、初傳害貴數事併於一例，未言何者為必要") },
    BifaLine { no: 44, text: "課傳俱貴轉無依", source: "《六壬大全》第十冊 畢法賦上 第四十四法 頁561", decidable: true, reason: None },
    BifaLine { no: 45, text: "晝夜貴加求兩貴", source: "《六壬大全》第十冊 畢法賦上 第四十五法 頁561-563", decidable: true, reason: None },
    BifaLine { no: 46, text: "貴人差迭事參差", source: "《六壬大全》第十冊 畢法賦上 第四十六法 頁563-564", decidable: true, reason: None },
    BifaLine { no: 47, text: "貴雖在獄宜臨干", source: "《六壬大全》第十冊 畢法賦上 第四十七法 頁563-564", decidable: true, reason: None },
    BifaLine { no: 48, text: "鬼乘天乙乃神祇", source: "《六壬大全》第十冊 畢法賦上 第四十八法 頁564-565", decidable: true, reason: None },
    BifaLine { no: 49, text: "兩貴受克難干貴", source: "《六壬大全》第十冊 畢法賦上 第四十九法 頁565-566", decidable: true, reason: None },
    BifaLine { no: 50, text: "二貴皆空虛喜期", source: "《六壬大全》第十冊 畢法賦上 第五十法 頁566", decidable: true, reason: None },
    BifaLine { no: 51, text: "魁度天門關隔定", source: "《六壬大全》第十一冊 畢法賦下 第五十一法 頁567-568；句不見於此轉錄第五十法檔末，取自對校本", decidable: true, reason: None },
    BifaLine { no: 52, text: "罡塞鬼戶任謀為", source: "《六壬大全》第十一冊 畢法賦下 第五十二法 頁568-569", decidable: true, reason: None },
    BifaLine { no: 53, text: "兩蛇夾墓凶難免", source: "《六壬大全》第十一冊 畢法賦下 第五十三法 頁569-570", decidable: true, reason: None },
    BifaLine { no: 54, text: "虎視逢虎力難施", source: "《六壬大全》第十一冊 畢法賦下 第五十四法 頁570-572", decidable: true, reason: None },
    BifaLine { no: 55, text: "所謀多拙逢羅網", source: "《六壬大全》第十一冊 畢法賦下 第五十五法 頁572-573", decidable: true, reason: None },
    BifaLine { no: 56, text: "天網自裹己招非", source: "《六壬大全》第十一冊 畢法賦下 第五十六法 頁573-574", decidable: true, reason: None },
    BifaLine { no: 57, text: "費有餘而得不足", source: "《六壬大全》第十一冊 畢法賦下 第五十七法 頁574-576", decidable: false, reason: Some("以「生空而脫、鬼實」權衡得失，釋文只列課例，未立判準") },
    BifaLine { no: 58, text: "用破身心無所歸", source: "《六壬大全》第十一冊 畢法賦下 第五十八法 頁576-577", decidable: false, reason: Some("釋文只以「財祿俱作空被克，無實得之意」概括課例，未立判準") },
    BifaLine { no: 59, text: "華蓋覆日人昏晦", source: "《六壬大全》第十一冊 畢法賦下 第五十九法 頁577-578", decidable: true, reason: None },
    BifaLine { no: 60, text: "太陽射宅屋光輝", source: "《六壬大全》第十一冊 畢法賦下 第六十法 頁578-579", decidable: true, reason: None },
    BifaLine { no: 61, text: "干乘墓虎無占病", source: "《六壬大全》第十一冊 畢法賦下 第六十一法 頁578-579", decidable: true, reason: None },
    BifaLine { no: 62, text: "支乘墓虎有伏屍", source: "《六壬大全》第十一冊 畢法賦下 第六十二法 頁579-581", decidable: true, reason: None },
    BifaLine { no: 63, text: "彼此全傷防兩損", source: "《六壬大全》第十一冊 畢法賦下 第六十三法 頁581-582", decidable: true, reason: None },
    BifaLine { no: 64, text: "夫婦蕪淫各有私", source: "《六壬大全》第十一冊 畢法賦下 第六十四法 頁582-583", decidable: true, reason: None },
    BifaLine { no: 65, text: "干墓並關人宅廢", source: "《六壬大全》第十一冊 畢法賦下 第六十五法 頁583-584", decidable: true, reason: None },
    BifaLine { no: 66, text: "支墳財並旅程稽", source: "《六壬大全》第十一冊 畢法賦下 第六十六法 頁584-585", decidable: true, reason: None },
    BifaLine { no: 67, text: "受虎克神為病證", source: "《六壬大全》第十一冊 畢法賦下 第六十七法 頁585-589", decidable: false, reason: Some("占病的讀法：由白虎所乘之神斷病在何經，每課皆可讀，不是一個條件") },
    BifaLine { no: 68, text: "制鬼之位乃良醫", source: "《六壬大全》第十一冊 畢法賦下 第六十八法 頁589-591", decidable: false, reason: Some("指出制鬼之神為醫、為救，是讀法（何者為醫），凡有日鬼皆可讀，不是一個條件") },
    BifaLine { no: 69, text: "虎乘遁鬼殃非淺", source: "《六壬大全》第十一冊 畢法賦下 第六十九法 頁591-592", decidable: true, reason: None },
    BifaLine { no: 70, text: "鬼臨三四訟災隨", source: "《六壬大全》第十一冊 畢法賦下 第七十法 頁592", decidable: true, reason: None },
    BifaLine { no: 71, text: "病符克宅全家患", source: "《六壬大全》第十一冊 畢法賦下 第七十一法 頁592-593", decidable: true, reason: None },
    BifaLine { no: 72, text: "喪吊全逢掛縞衣", source: "《六壬大全》第十一冊 畢法賦下 第七十二法 頁593-596", decidable: true, reason: None },
    BifaLine { no: 73, text: "前後逼迫難進退", source: "《六壬大全》第十一冊 畢法賦下 第七十三法 頁596-597", decidable: false, reason: Some("釋文自云例中「於逼迫二字不合」，只以課例說明，無定義") },
    BifaLine { no: 74, text: "空空如也事休追", source: "《六壬大全》第十一冊 畢法賦下 第七十四法 頁597-598", decidable: true, reason: None },
    BifaLine { no: 75, text: "賓主不投刑在上", source: "《六壬大全》第十一冊 畢法賦下 第七十五法 頁598-601", decidable: true, reason: None },
    BifaLine { no: 76, text: "彼此猜忌害相隨", source: "《六壬大全》第十一冊 畢法賦下 第七十六法 頁602-605", decidable: true, reason: None },
    BifaLine { no: 77, text: "互生俱生凡事益", source: "《六壬大全》第十一冊 畢法賦下 第七十七法 頁605-608", decidable: true, reason: None },
    BifaLine { no: 78, text: "互旺皆旺坐謀宜", source: "《六壬大全》第十一冊 畢法賦下 第七十八法 頁608-609", decidable: true, reason: None },
    BifaLine { no: 79, text: "干支值絕凡謀決", source: "《六壬大全》第十一冊 畢法賦下 第七十九法 頁609-612", decidable: true, reason: None },
    BifaLine { no: 80, text: "人宅皆死各衰羸", source: "《六壬大全》第十一冊 畢法賦下 第八十法 頁612-613", decidable: true, reason: None },
    BifaLine { no: 81, text: "傳墓入墓分憎愛", source: "《六壬大全》第十一冊 畢法賦下 第八十一法 頁613-616", decidable: true, reason: None },
    BifaLine { no: 82, text: "不行傳者考初時", source: "《六壬大全》第十一冊 畢法賦下 第八十二法 頁613-616", decidable: true, reason: None },
    BifaLine { no: 83, text: "萬事喜忻三六合", source: "《六壬大全》第十一冊 畢法賦下 第八十三法 頁616-619", decidable: true, reason: None },
    BifaLine { no: 84, text: "合中犯殺蜜中砒", source: "《六壬大全》第十一冊 畢法賦下 第八十四法 頁616-619", decidable: true, reason: None },
    BifaLine { no: 85, text: "初遭夾克不由己", source: "《六壬大全》第十一冊 畢法賦下 第八十五法 頁619-620", decidable: true, reason: None },
    BifaLine { no: 86, text: "將逢內戰所謀危", source: "《六壬大全》第十一冊 畢法賦下 第八十六法 頁620-624", decidable: true, reason: None },
    BifaLine { no: 87, text: "人宅坐墓甘招晦", source: "《六壬大全》第十一冊 畢法賦下 第八十七法 頁624-626", decidable: true, reason: None },
    BifaLine { no: 88, text: "干支乘墓各昏迷", source: "《六壬大全》第十一冊 畢法賦下 第八十八法 頁624-626", decidable: true, reason: None },
    BifaLine { no: 89, text: "任信丁馬須言動", source: "《六壬大全》第十一冊 畢法賦下 第八十九法 頁626-629", decidable: true, reason: None },
    BifaLine { no: 90, text: "來去俱空豈動宜", source: "《六壬大全》第十一冊 畢法賦下 第九十法 頁629-631", decidable: true, reason: None },
    BifaLine { no: 91, text: "虎臨干鬼凶速速", source: "《六壬大全》第十一冊 畢法賦下 第九十一法 頁631-637", decidable: true, reason: None },
    BifaLine { no: 92, text: "龍加生氣吉遲遲", source: "《六壬大全》第十一冊 畢法賦下 第九十二法 頁631-637", decidable: true, reason: None },
    BifaLine { no: 93, text: "妄用三傳災福異", source: "《六壬大全》第十一冊 畢法賦下 第九十三法 頁631-637", decidable: false, reason: Some("論時師起傳之誤，不是課中之象") },
    BifaLine { no: 94, text: "喜懼空亡乃妙機", source: "《六壬大全》第十一冊 畢法賦下 第九十四法 頁637-648", decidable: false, reason: Some("論空亡何者喜、何者懼的總則，隨所占之類而定") },
    BifaLine { no: 95, text: "六爻現卦防其克", source: "《六壬大全》第十一冊 畢法賦下 第九十五法 頁637-648", decidable: true, reason: None },
    BifaLine { no: 96, text: "旬內空亡逐類推", source: "《六壬大全》第十一冊 畢法賦下 第九十六法 頁637-648", decidable: false, reason: Some("每課皆有旬空，此句教人按六親類推所空，不是一個條件") },
    BifaLine { no: 97, text: "所筮不入仍憑類", source: "《六壬大全》第十一冊 畢法賦下 第九十七法 頁648", decidable: false, reason: Some("取決於所占之事（類神不入課傳仍憑類神），課式不含所問") },
    BifaLine { no: 98, text: "非占現類勿言之", source: "《六壬大全》第十一冊 畢法賦下 第九十八法 頁648-650", decidable: false, reason: Some("取決於所占之事（非所占之類現於課中勿言），課式不含所問") },
    BifaLine { no: 99, text: "常問不應逢吉象", source: "《六壬大全》第十一冊 畢法賦下 第九十九法 頁648-650", decidable: false, reason: Some("取決於占者身分（有官、常人）與所問，課式不含") },
    BifaLine { no: 100, text: "已災凶逃返無疑", source: "《六壬大全》第十一冊 畢法賦下 第一百法 頁648-650", decidable: false, reason: Some("取決於占前是否已見病訟災迍，課式不含") },
];

/// The line of 第`no`法.
pub fn line(no: u8) -> Option<&'static BifaLine> {
    LINES.iter().find(|l| l.no == no)
}

mod early;
mod late;

/// Every rule, from this file and from its two child modules (lines 9–48 in
/// `bifa/early.rs`, 53–95 in `bifa/late.rs`), in the book's order.
fn rules() -> Vec<(u8, Rule)> {
    let mut all: Vec<(u8, Rule)> = RULES.iter().chain(early::RULES).chain(late::RULES).copied().collect();
    all.sort_by_key(|r| r.0);
    all
}

/// The decidable lines [`bifa`] tests for, in the book's order; a decidable
/// line not in this list is not detected yet.
pub fn implemented() -> Vec<u8> {
    rules().into_iter().map(|r| r.0).collect()
}

/// Whether [`bifa`] tests for 第`no`法.
pub fn is_implemented(no: u8) -> bool {
    RULES.iter().chain(early::RULES).chain(late::RULES).any(|r| r.0 == no)
}

/// The lines of the 畢法賦 this chart shows, in the book's order.
pub fn bifa(chart: &Chart) -> Vec<BifaHit> {
    let v = V::new(chart);
    rules()
        .into_iter()
        .filter_map(|(no, rule)| {
            rule(&v).map(|facts| BifaHit { no, text: line(no).expect("every rule has its line").text, facts })
        })
        .collect()
}

type Rule = fn(&V) -> Option<Vec<String>>;

#[rustfmt::skip]
const RULES: &[(u8, Rule)] = &[
    (1, yin_cong), (2, shou_wei), (3, lian_mu), (4, cui_guan), (5, liu_yang), (6, liu_yin),
    (7, wang_lu), (8, quan_she), (15, tuo_tuo), (16, kong_kong), (17, jin_ru_kong), (18, ta_jiao_kong),
    (21, jiao_che), (22, shang_xia_he), (23, zhi_chuan_gan), (24, gan_chuan_zhi),
    (29, juan_shu), (30, wu_zhai), (31, di_sheng), (32, hu_ke), (33, shi_zhong), (35, ren_zhai_tuo),
    (36, gan_zhi_bai), (41, fu_gui), (46, gui_cha_die), (47, gui_yu),
    (49, liang_gui_shou_ke), (50, er_gui_kong), (51, kui_du), (52, gang_sai), (55, luo_wang),
    (59, hua_gai_fu_ri), (60, tai_yang_she_zhai), (61, gan_mu_hu), (62, zhi_mu_hu),
    (63, quan_shang), (64, wu_yin), (70, gui_san_si), (76, xiang_hai), (77, hu_sheng),
    (78, hu_wang), (79, zhi_jue), (80, jie_si), (82, bu_xing_chuan), (83, san_liu_he),
    (87, zuo_mu), (88, cheng_mu), (91, hu_gui), (92, long_sheng_qi),
];

/// What the rules read off a chart.
struct V<'a> {
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

impl<'a> V<'a> {
    fn new(c: &'a Chart) -> V<'a> {
        let day = c.day();
        V {
            c,
            day,
            stem: day.stem(),
            zhi: day.branch(),
            gs: c.lessons[0].upper,
            zs: c.lessons[2].upper,
            ch: c.transmissions.branches,
        }
    }
    fn se(&self) -> Element {
        self.stem.element()
    }
    fn ze(&self) -> Element {
        self.zhi.element()
    }
    fn void(&self, b: Branch) -> bool {
        self.c.xunkong.contains(&b)
    }
    fn under(&self, b: Branch) -> Branch {
        self.c.plate.earth_under(b)
    }
    fn over(&self, earth: Branch) -> Branch {
        self.c.plate.heaven_over(earth)
    }
    fn general(&self, b: Branch) -> General {
        self.c.palaces[self.under(b)].general
    }
    fn kin(&self, b: Branch) -> Kin {
        Kin::of(self.stem, b.element())
    }
    /// 晝貴, 夜貴.
    fn nobles(&self) -> (Branch, Branch) {
        let n = self.c.options.noble;
        (n.noble(self.stem, true), n.noble(self.stem, false))
    }
    fn uppers(&self) -> [Branch; 4] {
        self.c.lessons.map(|l| l.upper)
    }
    /// `b` on its earth palace, with its general: 「寅加酉（乘青龍）」.
    fn on(&self, b: Branch) -> String {
        format!("{}加{}（乘{}）", b.hanzi(), self.under(b).hanzi(), self.general(b).hanzi())
    }
    fn chuan(&self) -> String {
        self.ch.iter().map(|b| b.hanzi()).collect()
    }
    /// 夾克: `b`'s earth palace and the general it carries both restrain it.
    fn squeezed(&self, b: Branch) -> bool {
        let e = b.element();
        self.under(b).element().restrains(e) && self.general(b).element().restrains(e)
    }
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

fn fact(s: impl Into<String>) -> Option<Vec<String>> {
    Some(vec![s.into()])
}

fn when(cond: bool, facts: impl FnOnce() -> Vec<String>) -> Option<Vec<String>> {
    cond.then(facts)
}

/// 第一法: 「初傳居干前為引，末傳居干後為從……初傳居支前引，末傳居支後為從」 — 初傳 one place
/// before 干上 and 末傳 one place after it (or so about 支上).
fn yin_cong(v: &V) -> Option<Vec<String>> {
    let [first, _, last] = v.ch;
    let mut facts = Vec::new();
    for (who, b) in [("干", v.gs), ("支", v.zs)] {
        if first == b.next() && last == b.previous() {
            facts.push(format!(
                "初傳{}居{}上{}前為引，末傳{}居其後為從（引從{}）",
                first.hanzi(),
                who,
                b.hanzi(),
                last.hanzi(),
                if who == "干" { "天干" } else { "地支" }
            ));
        }
    }
    (!facts.is_empty()).then_some(facts)
}

/// 第二法: 「干上有旬尾，支上有旬首……干上有旬首，支上有旬尾」.
fn shou_wei(v: &V) -> Option<Vec<String>> {
    let head = v.day.xun_head().branch();
    let tail = head.wrapping_add(9);
    if (v.gs, v.zs) == (tail, head) {
        fact(format!("干上{}為旬尾，支上{}為旬首", tail.hanzi(), head.hanzi()))
    } else if (v.gs, v.zs) == (head, tail) {
        fact(format!("干上{}為旬首，支上{}為旬尾", head.hanzi(), tail.hanzi()))
    } else {
        None
    }
}

/// 第三法: 「晝占乃夜貴，夜占乃晝貴……臨於占人年命之上，或臨日干上」, 「已上諸說忌空亡」.
fn lian_mu(v: &V) -> Option<Vec<String>> {
    let (d, n) = v.nobles();
    let lm = if v.c.daytime { n } else { d };
    if v.void(lm) {
        return None;
    }
    let mut facts = Vec::new();
    let who = if v.c.daytime { "晝占，夜貴" } else { "夜占，晝貴" };
    if v.gs == lm {
        facts.push(format!("{who}{}為簾幕，臨干上", lm.hanzi()));
    }
    if let Some(f) = v.c.fate {
        if f.ben_ming_upper == lm {
            facts.push(format!("{who}{}為簾幕，臨本命{}", lm.hanzi(), f.ben_ming.branch().hanzi()));
        }
        if f.xing_nian_upper == lm {
            facts.push(format!("{who}{}為簾幕，臨行年{}", lm.hanzi(), f.xing_nian.branch().hanzi()));
        }
    }
    (!facts.is_empty()).then_some(facts)
}

/// 第四法: 「日鬼乘白虎，加臨日干，或年命之上，乃名催官使者……如催官使者空亡，又是虛信」.
fn cui_guan(v: &V) -> Option<Vec<String>> {
    let tiger = |b: Branch| v.kin(b) == Kin::Officer && v.general(b) == General::Baihu;
    let mut places = vec![("干上", v.gs)];
    if let Some(f) = v.c.fate {
        places.push(("本命上", f.ben_ming_upper));
        places.push(("行年上", f.xing_nian_upper));
    }
    let facts: Vec<String> = places
        .into_iter()
        .filter(|&(_, b)| tiger(b))
        .map(|(w, b)| format!("{w}{}為日鬼乘白虎{}", b.hanzi(), if v.void(b) { "，空亡，虛信" } else { "" }))
        .collect();
    (!facts.is_empty()).then_some(facts)
}

/// 第五、六法: 「支干四課三傳，皆居六陽之位」 / 「課傳皆居六陰之位」: the day stem's
/// palace, the day branch, the four uppers and the three transmissions.
fn all_of_polarity(v: &V, yang: bool) -> Option<Vec<String>> {
    let mut all = vec![v.stem.lodge(), v.zhi];
    all.extend(v.uppers());
    all.extend(v.ch);
    when(all.iter().all(|b| (b.index() % 2 == 0) == yang), || {
        vec![format!(
            "干寄{}、支{}、四課上神{}、三傳{}皆{}",
            v.stem.lodge().hanzi(),
            v.zhi.hanzi(),
            v.uppers().iter().map(|b| b.hanzi()).collect::<String>(),
            v.chuan(),
            if yang { "陽" } else { "陰" }
        )]
    })
}

fn liu_yang(v: &V) -> Option<Vec<String>> {
    all_of_polarity(v, true)
}

fn liu_yin(v: &V) -> Option<Vec<String>> {
    all_of_polarity(v, false)
}

/// 第七法: 「日之祿神……臨於干上者」; 「旺祿空亡……反不宜坐用……切不可如前論之」.
fn wang_lu(v: &V) -> Option<Vec<String>> {
    let l = lu(v.stem);
    when(v.gs == l && !v.void(l), || vec![format!("干上{}為日祿，不空", l.hanzi())])
}

/// 第八法: 「日干祿神加臨支辰上者」.
fn quan_she(v: &V) -> Option<Vec<String>> {
    let l = lu(v.stem);
    when(v.zs == l, || vec![format!("日祿{}加臨支上", l.hanzi())])
}

/// 第十五法: 「日干生其上神，上神又生天將者，故名脫上脫」.
fn tuo_tuo(v: &V) -> Option<Vec<String>> {
    let g = v.general(v.gs);
    when(gen(v.se(), v.gs.element()) && gen(v.gs.element(), g.element()), || {
        vec![format!("干{}生干上{}，{}又生所乘{}", v.stem.hanzi(), v.gs.hanzi(), v.gs.hanzi(), g.hanzi())]
    })
}

/// 第十六法: 「上見旬空乘天空者」 — 干上 void and riding 天空.
fn kong_kong(v: &V) -> Option<Vec<String>> {
    when(v.void(v.gs) && v.general(v.gs) == General::Tiankong, || vec![format!("干上{}旬空，乘天空", v.gs.hanzi())])
}

/// 第十七、十八法: 進茹 / 退茹 whose transmissions run into the void.
///
/// DIFFERENCE: the book says 「三傳寅卯辰，皆是空亡」 of 壬子日, though 旬空 is two
/// branches only; all its examples have 初 and 中 void, which is taken as the rule.
fn ru_kong(v: &V, step: i64) -> Option<Vec<String>> {
    let [a, b, c] = v.ch;
    when(b == a.wrapping_add(step) && c == b.wrapping_add(step) && v.void(a) && v.void(b), || {
        vec![format!("三傳{}{}連茹，初{}中{}旬空", v.chuan(), if step > 0 { "進" } else { "退" }, a.hanzi(), b.hanzi())]
    })
}

fn jin_ru_kong(v: &V) -> Option<Vec<String>> {
    ru_kong(v, 1)
}

fn ta_jiao_kong(v: &V) -> Option<Vec<String>> {
    ru_kong(v, -1)
}

/// 第二十一法: 「日干與支上神作六合，地支與干上神作六合，故名交車合」.
fn jiao_che(v: &V) -> Option<Vec<String>> {
    let lodge = v.stem.lodge();
    when(lodge.six_harmony() == v.zs && v.zhi.six_harmony() == v.gs && lodge != v.zhi, || {
        vec![format!(
            "干{}（寄{}）合支上{}，支{}合干上{}",
            v.stem.hanzi(),
            lodge.hanzi(),
            v.zs.hanzi(),
            v.zhi.hanzi(),
            v.gs.hanzi()
        )]
    })
}

/// 第二十二法: 「支干上神作六合，地盤支干亦作六合」.
fn shang_xia_he(v: &V) -> Option<Vec<String>> {
    let lodge = v.stem.lodge();
    when(v.gs.six_harmony() == v.zs && lodge.six_harmony() == v.zhi, || {
        vec![format!("干上{}與支上{}六合，干寄{}與支{}六合", v.gs.hanzi(), v.zs.hanzi(), lodge.hanzi(), v.zhi.hanzi())]
    })
}

/// 第二十三法: 「初傳從支上起，末傳歸干上者」 (癸酉日 初傳支上巳, 末傳干上酉).
fn zhi_chuan_gan(v: &V) -> Option<Vec<String>> {
    when(v.ch[0] == v.zs && v.ch[2] == v.gs && v.gs != v.zs, || {
        vec![format!("初傳{}起支上，末傳{}歸干上", v.ch[0].hanzi(), v.ch[2].hanzi())]
    })
}

/// 第二十四法: 「初傳從干上起，末傳歸在支上者」 (丁亥日 「自干上酉作初傳，至支上丑作末傳」).
fn gan_chuan_zhi(v: &V) -> Option<Vec<String>> {
    when(v.ch[0] == v.gs && v.ch[2] == v.zs && v.gs != v.zs, || {
        vec![format!("初傳{}起干上，末傳{}歸支上", v.ch[0].hanzi(), v.ch[2].hanzi())]
    })
}

/// The element the three transmissions make: a 三合 局 counts as its middle
/// branch's element (「三傳辰申子水局」 第二十九法), three of one element as that.
fn chuan_element(v: &V) -> Option<(Element, String)> {
    let [a, b, c] = v.ch;
    let mut sorted = [a, b, c];
    sorted.sort_by_key(|x| x.index());
    let mut triad = a.triad();
    triad.sort_by_key(|x| x.index());
    if sorted == triad {
        let e = a.triad()[1].element();
        return Some((e, format!("三傳{}{}局", v.chuan(), e.hanzi())));
    }
    (a.element() == b.element() && b.element() == c.element())
        .then(|| (a.element(), format!("三傳{}皆{}", v.chuan(), a.element().hanzi())))
}

/// 第二十九法: 「三傳生其日干，反脫其支辰者」.
fn juan_shu(v: &V) -> Option<Vec<String>> {
    let (e, what) = chuan_element(v)?;
    when(gen(e, v.se()) && gen(v.ze(), e), || vec![format!("{what}生干{}，脫支{}", v.stem.hanzi(), v.zhi.hanzi())])
}

/// 第三十法: 「三傳竊盜日干，反生支辰者」.
fn wu_zhai(v: &V) -> Option<Vec<String>> {
    let (e, what) = chuan_element(v)?;
    when(gen(v.se(), e) && gen(e, v.ze()), || vec![format!("{what}脫干{}，生支{}", v.stem.hanzi(), v.zhi.hanzi())])
}

/// 第三十一法: 「自初傳生中，中生末傳，末傳生日干。二者自末生中傳，中傳生初傳，初傳生日干」.
fn di_sheng(v: &V) -> Option<Vec<String>> {
    chain_to_stem(v, gen, "生")
}

/// The three transmissions passing `rel` along to the day stem, either 初→中→末→干
/// or 末→中→初→干 — the shape of 第三十一 (生) and 第三十二法 (克).
fn chain_to_stem(v: &V, rel: fn(Element, Element) -> bool, verb: &str) -> Option<Vec<String>> {
    let [a, b, c] = v.ch.map(|x| x.element());
    let s = v.se();
    let [x, y, z] = v.ch.map(|x| x.hanzi());
    let g = v.stem.hanzi();
    if rel(a, b) && rel(b, c) && rel(c, s) {
        fact(format!("初{x}{verb}中{y}，中{verb}末{z}，末{verb}日干{g}"))
    } else if rel(c, b) && rel(b, a) && rel(a, s) {
        fact(format!("末{z}{verb}中{y}，中{verb}初{x}，初{verb}日干{g}"))
    } else {
        None
    }
}

/// 第三十二法: 「初克中，中克末，末克日干。二者末克中，中克初，初克日干」.
fn hu_ke(v: &V) -> Option<Vec<String>> {
    chain_to_stem(v, Element::restrains, "克")
}

/// 第三十三法: 「初傳是日之長生，末傳為干之墓……初為干墓，末為干之長生」.
fn shi_zhong(v: &V) -> Option<Vec<String>> {
    let (a, c) = (stage(v.se(), v.ch[0]), stage(v.se(), v.ch[2]));
    match (a, c) {
        (LifeStage::Birth, LifeStage::Tomb) => {
            fact(format!("初傳{}為干長生，末傳{}為干墓：有始無終", v.ch[0].hanzi(), v.ch[2].hanzi()))
        }
        (LifeStage::Tomb, LifeStage::Birth) => {
            fact(format!("初傳{}為干墓，末傳{}為干長生：難變易（先難後易）", v.ch[0].hanzi(), v.ch[2].hanzi()))
        }
        _ => None,
    }
}

/// 第三十五法: 「支上干上皆乘脫氣。二者干上脫支，支上脫干」.
fn ren_zhai_tuo(v: &V) -> Option<Vec<String>> {
    let (g, z) = (v.gs.element(), v.zs.element());
    if gen(v.se(), g) && gen(v.ze(), z) {
        fact(format!("干上{}脫干，支上{}脫支", v.gs.hanzi(), v.zs.hanzi()))
    } else if gen(v.ze(), g) && gen(v.se(), z) {
        fact(format!("干上{}脫支，支上{}脫干", v.gs.hanzi(), v.zs.hanzi()))
    } else {
        None
    }
}

/// 第三十六法: 「干支上皆逢敗氣者」 — 敗 is 沐浴 (「甲申日干上子、支上午」).
fn gan_zhi_bai(v: &V) -> Option<Vec<String>> {
    both_at_stage(v, LifeStage::Bath, "敗氣")
}

/// 干上 at `s` for the stem and 支上 at `s` for the branch — the shape of 第三十六,
/// 七十九 and 八十法.
fn both_at_stage(v: &V, s: LifeStage, name: &str) -> Option<Vec<String>> {
    when(stage(v.se(), v.gs) == s && stage(v.ze(), v.zs) == s, || {
        vec![format!("干上{}為干之{name}，支上{}為支之{name}", v.gs.hanzi(), v.zs.hanzi())]
    })
}

/// 第四十一法: 「干上有支驛馬，支上有干祿神者」.
fn fu_gui(v: &V) -> Option<Vec<String>> {
    let (horse, l) = (v.zhi.post_horse(), lu(v.stem));
    when(v.gs == horse && v.zs == l, || vec![format!("干上{}為支驛馬，支上{}為干祿", horse.hanzi(), l.hanzi())])
}

/// 第四十六法: 「晝貴臨於夜地，夜貴卻臨旦方」 (「甲子日丑為旦貴，坐在酉上，未為夜貴，卻坐在卯上」).
///
/// DIFFERENCE: 旦方 is taken as 卯至申 and 夜地 as 酉至寅, the chart's default
/// 晝夜 split; the book gives only the example.
fn gui_cha_die(v: &V) -> Option<Vec<String>> {
    let (d, n) = v.nobles();
    let day_place = |b: Branch| (3..=8).contains(&b.index());
    when(!day_place(v.under(d)) && day_place(v.under(n)), || {
        vec![format!("晝貴{}坐夜地{}，夜貴{}坐旦方{}", d.hanzi(), v.under(d).hanzi(), n.hanzi(), v.under(n).hanzi())]
    })
}

/// 第四十七法: 「天乙貴人加臨地盤辰戌上者……如是乙辛二日占，卻名貴人臨身……如辰戌二日占之，乃為貴人入宅」.
fn gui_yu(v: &V) -> Option<Vec<String>> {
    let seat = v.under(v.c.noble);
    if seat != Branch::Chen && seat != Branch::Xu {
        return None;
    }
    let reading = if v.stem.lodge() == seat {
        "貴人臨身（乙辛日），宜干貴"
    } else if v.zhi == seat {
        "貴人入宅（辰戌日），非坐獄論"
    } else {
        "天乙入獄，干官貴怒，惟宜私謀"
    };
    fact(format!("貴人{}坐地盤{}：{reading}", v.c.noble.hanzi(), seat.hanzi()))
}

/// 第四十九法: 「昼夜貴人，皆立受克之方者……不論在傳不在傳」.
fn liang_gui_shou_ke(v: &V) -> Option<Vec<String>> {
    let (d, n) = v.nobles();
    let hurt = |b: Branch| v.under(b).element().restrains(b.element());
    when(hurt(d) && hurt(n), || {
        vec![format!("晝貴{}坐{}受克，夜貴{}坐{}受克", d.hanzi(), v.under(d).hanzi(), n.hanzi(), v.under(n).hanzi())]
    })
}

/// 第五十法: 「日暮貴人皆空亡者」, with 「亥加酉又落空之類」 — void, or on a void palace.
fn er_gui_kong(v: &V) -> Option<Vec<String>> {
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
    Some(vec![format!("晝貴{}", empty(d)?), format!("夜貴{}", empty(n)?)])
}

/// 第五十一法: 「戌加亥為用者」.
fn kui_du(v: &V) -> Option<Vec<String>> {
    when(v.ch[0] == Branch::Xu && v.under(Branch::Xu) == Branch::Hai, || vec![format!("初傳{}", v.on(Branch::Xu))])
}

/// 第五十二法: 「辰加寅為罡塞鬼門。不論在傳不在傳」.
fn gang_sai(v: &V) -> Option<Vec<String>> {
    when(v.over(Branch::Yin) == Branch::Chen, || vec!["天罡辰加寅".to_string()])
}

/// 第五十五法: 「干上乘干前一辰，支上乘支前一辰，故名天羅地網」.
fn luo_wang(v: &V) -> Option<Vec<String>> {
    let lodge = v.stem.lodge();
    when(v.gs == lodge.next() && v.zs == v.zhi.next(), || {
        vec![format!("干上{}為干前一辰（天羅），支上{}為支前一辰（地網）", v.gs.hanzi(), v.zs.hanzi())]
    })
}

/// 第五十九法: 「辰之華蓋，作干之墓神，臨於干上發用者」.
fn hua_gai_fu_ri(v: &V) -> Option<Vec<String>> {
    let hg = hua_gai(v.zhi);
    when(v.gs == hg && v.ch[0] == hg && stage(v.se(), hg) == LifeStage::Tomb, || {
        vec![format!("支{}之華蓋{}為干墓，臨干上發用", v.zhi.hanzi(), hg.hanzi())]
    })
}

/// 第六十法: 「如用戌為月將，反名太陽照輝家宅」 — 月將 (太陽) over the day branch.
fn tai_yang_she_zhai(v: &V) -> Option<Vec<String>> {
    when(v.zs == v.c.month_general, || vec![format!("月將（太陽）{}臨支上", v.zs.hanzi())])
}

/// 第六十一法: 「丑加戌旦將，乘白虎作墓神」 — 干上 the stem's tomb, riding 白虎.
fn gan_mu_hu(v: &V) -> Option<Vec<String>> {
    when(stage(v.se(), v.gs) == LifeStage::Tomb && v.general(v.gs) == General::Baihu, || {
        vec![format!("干上{}為干墓，乘白虎", v.gs.hanzi())]
    })
}

/// 第六十二法: 「一者干墓臨支，二者支墓臨支」, riding 白虎 (「旦占上乘白虎」).
fn zhi_mu_hu(v: &V) -> Option<Vec<String>> {
    if v.general(v.zs) != General::Baihu {
        return None;
    }
    let whose = if stage(v.se(), v.zs) == LifeStage::Tomb {
        "干墓"
    } else if stage(v.ze(), v.zs) == LifeStage::Tomb {
        "支墓"
    } else {
        return None;
    };
    let ke = if v.zs.element().restrains(v.ze()) { "，又克支" } else { "" };
    fact(format!("支上{}為{whose}，乘白虎{ke}", v.zs.hanzi()))
}

/// 第六十三法: 「支干各被上神克伐者」.
fn quan_shang(v: &V) -> Option<Vec<String>> {
    when(v.gs.element().restrains(v.se()) && v.zs.element().restrains(v.ze()), || {
        vec![format!("干上{}克干{}，支上{}克支{}", v.gs.hanzi(), v.stem.hanzi(), v.zs.hanzi(), v.zhi.hanzi())]
    })
}

/// 第六十四法: 「干被支上神克，支卻被干上神克者，為蕪淫卦」.
fn wu_yin(v: &V) -> Option<Vec<String>> {
    when(v.zs.element().restrains(v.se()) && v.gs.element().restrains(v.ze()), || {
        vec![format!("支上{}克干{}，干上{}克支{}", v.zs.hanzi(), v.stem.hanzi(), v.gs.hanzi(), v.zhi.hanzi())]
    })
}

/// 第七十法: 「日干之鬼臨於第三四課全者」.
fn gui_san_si(v: &V) -> Option<Vec<String>> {
    let (a, b) = (v.c.lessons[2].upper, v.c.lessons[3].upper);
    if v.kin(a) != Kin::Officer || v.kin(b) != Kin::Officer {
        return None;
    }
    let kong = if v.void(a) && v.void(b) { "，皆空亡，虛撓而已" } else { "" };
    fact(format!("第三課{}、第四課{}皆日鬼{kong}", a.hanzi(), b.hanzi()))
}

/// 第七十六法 一等: 「干支上下皆各作六害」.
fn xiang_hai(v: &V) -> Option<Vec<String>> {
    let lodge = v.stem.lodge();
    when(hai(lodge) == v.gs && hai(v.zhi) == v.zs, || {
        vec![format!("干上{}與干寄{}六害，支上{}與支{}六害", v.gs.hanzi(), lodge.hanzi(), v.zs.hanzi(), v.zhi.hanzi())]
    })
}

/// 第七十七法: 「互生格：干上神生支，支上神生干」; 「俱生格：乃干上神生干，支上神生支」.
fn hu_sheng(v: &V) -> Option<Vec<String>> {
    let (g, z) = (v.gs.element(), v.zs.element());
    let mut facts = Vec::new();
    if gen(g, v.ze()) && gen(z, v.se()) {
        facts.push(format!("互生：干上{}生支，支上{}生干", v.gs.hanzi(), v.zs.hanzi()));
    }
    if gen(g, v.se()) && gen(z, v.ze()) {
        facts.push(format!("俱生：干上{}生干，支上{}生支", v.gs.hanzi(), v.zs.hanzi()));
    }
    (!facts.is_empty()).then_some(facts)
}

/// 第七十八法: 互旺 「干上……乃是支之旺神，支上……乃是干之旺神」; 「支干上皆乘旺神者」.
fn hu_wang(v: &V) -> Option<Vec<String>> {
    let (gw, zw) = (at_stage(v.se(), LifeStage::Peak), at_stage(v.ze(), LifeStage::Peak));
    if v.gs == zw && v.zs == gw && gw != zw {
        fact(format!("互旺：干上{}為支之旺神，支上{}為干之旺神", v.gs.hanzi(), v.zs.hanzi()))
    } else if v.gs == gw && v.zs == zw {
        fact(format!("皆旺：干上{}為干之旺神，支上{}為支之旺神", v.gs.hanzi(), v.zs.hanzi()))
    } else {
        None
    }
}

/// 第七十九法: 「支干上皆乘絕神」.
fn zhi_jue(v: &V) -> Option<Vec<String>> {
    both_at_stage(v, LifeStage::Extinction, "絕")
}

/// 第八十法 支干全乘死氣格 (「庚寅申、辛丑日並干上子」): 干上 the stem's 死, 支上 the branch's.
///
/// DIFFERENCE: the first form of the chapter, 干支上互乘 the month's 死氣, is not detected.
fn jie_si(v: &V) -> Option<Vec<String>> {
    both_at_stage(v, LifeStage::Death, "死")
}

/// 第八十二法: 「不行傳者，乃中末空亡是也」.
fn bu_xing_chuan(v: &V) -> Option<Vec<String>> {
    when(v.void(v.ch[1]) && v.void(v.ch[2]), || {
        vec![format!("中傳{}、末傳{}空亡，只以初傳{}斷", v.ch[1].hanzi(), v.ch[2].hanzi(), v.ch[0].hanzi())]
    })
}

/// 第八十三法: 「三傳寅午戌等，或干上或支上見未……乃三合課，又與中間一字作六合者」.
fn san_liu_he(v: &V) -> Option<Vec<String>> {
    let (_, what) = chuan_element(v).filter(|(_, w)| w.ends_with('局'))?;
    let mid = v.ch[0].triad()[1];
    let h = mid.six_harmony();
    let mut facts = Vec::new();
    for (w, b) in [("干上", v.gs), ("支上", v.zs)] {
        if b == h {
            facts.push(format!("{what}，{w}{}與中神{}六合", h.hanzi(), mid.hanzi()));
        }
    }
    (!facts.is_empty()).then_some(facts)
}

/// 第八十七法: 「天盤支干，皆坐於地盤墓上者」 (「壬寅日亥加辰、寅加未」).
fn zuo_mu(v: &V) -> Option<Vec<String>> {
    let lodge = v.stem.lodge();
    let (gu, zu) = (v.under(lodge), v.under(v.zhi));
    when(stage(v.se(), gu) == LifeStage::Tomb && stage(v.ze(), zu) == LifeStage::Tomb, || {
        vec![format!("天盤干寄{}坐干墓{}，天盤支{}坐支墓{}", lodge.hanzi(), gu.hanzi(), v.zhi.hanzi(), zu.hanzi())]
    })
}

/// 第八十八法: 「支干全被上神墓者」 (「壬申日干上辰、支上丑」).
fn cheng_mu(v: &V) -> Option<Vec<String>> {
    when(stage(v.se(), v.gs) == LifeStage::Tomb && stage(v.ze(), v.zs) == LifeStage::Tomb, || {
        vec![format!("干上{}為干墓，支上{}為支墓", v.gs.hanzi(), v.zs.hanzi())]
    })
}

/// 第九十一法: 「日干之鬼，上乘白虎者……此三干乃虎鬼臨干者」 — 干上 an 官鬼 riding 白虎.
fn hu_gui(v: &V) -> Option<Vec<String>> {
    when(v.kin(v.gs) == Kin::Officer && v.general(v.gs) == General::Baihu, || {
        vec![format!("干上{}為日鬼，乘白虎{}", v.gs.hanzi(), if v.void(v.gs) { "，空亡" } else { "" })]
    })
}

/// 第九十二法: 「青龍乘生干之神，又作月內之生氣者」 (「六丙日寅加巳夜將乘青龍，三月占」;
/// 月內生氣 正月在子, two places behind 月建); 「空亡不中用」.
fn long_sheng_qi(v: &V) -> Option<Vec<String>> {
    let sheng_qi = v.c.calendar.pillars.month.branch().wrapping_add(-2);
    let b = v.gs;
    when(v.general(b) == General::Qinglong && gen(b.element(), v.se()) && b == sheng_qi && !v.void(b), || {
        vec![format!("干上{}乘青龍，生干{}，為月內生氣", b.hanzi(), v.stem.hanzi())]
    })
}

/// The lines of the 畢法賦 this chart shows ([`bifa`]) as readings of the one
/// model: id `fa<N>`, the line as title and passage, its chapter as the source.
pub fn readings(chart: &Chart) -> Vec<crate::reading::Reading> {
    use crate::reading::{Fact, Family, Passage, Reading, Source};
    bifa(chart)
        .into_iter()
        .map(|h| {
            let l = line(h.no).expect("every rule has its line");
            Reading::new(
                Family::Bifa,
                format!("fa{}", h.no),
                h.text,
                Passage::new(Source::cited(l.source), l.text),
                h.facts.into_iter().map(Fact::new).collect(),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_has_its_decidable_line() {
        let all = rules();
        for &(no, _) in &all {
            assert!(line(no).is_some_and(|l| l.decidable), "{no}");
        }
        let mut nos: Vec<u8> = all.iter().map(|r| r.0).collect();
        nos.dedup();
        assert_eq!(nos.len(), all.len(), "a line has two rules");
    }

    #[test]
    fn stages_by_element() {
        assert_eq!(at_stage(Element::Wood, LifeStage::Tomb), Branch::Wei);
        assert_eq!(at_stage(Element::Metal, LifeStage::Peak), Branch::You);
        assert_eq!(at_stage(Element::Fire, LifeStage::Bath), Branch::Mao);
    }
}
