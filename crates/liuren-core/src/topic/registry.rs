//! 占類與類神 — the topics and their 類神, each with the passage that names it.
//!
//! One row a topic ([`TOPICS`], in the form's order); each 類神 of a topic is its
//! own entry with its passage, so where two books name different 類神 for one
//! question both stand. The books' words are quoted as the transcriptions print
//! them (traditional characters; 《六壬指南》 and 《心鏡》 as transcribed, with
//! their notes run into the verse, so a quotation that includes a note says so
//! in its place); lines of the first seed text (卷中) as printed, shown in the
//! reading of ERRATA.md.

use crate::cycle::Branch;
use crate::generals::General;
use crate::reading::{Category, Passage, Place, Source};
use crate::relations::Kin;

/// 類神 Lèishén — what stands for the thing asked about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lei {
    /// A general (青龍 for money): the heaven branch it rides.
    General(General),
    /// A kin of the day stem (妻財): its branches in 三傳 and the lesson uppers
    /// (all branches of its element when none is there).
    Kin(Kin),
    /// A 神煞 of 卷中's tables, by its row's line (天財 235, 驛馬 as 日馬 341 …).
    Spirit {
        /// The name as printed.
        name: &'static str,
        /// The line of its table row.
        line: u32,
    },
    /// A place of the chart (干上, 支上, 日干 (its palace), 日支, 初傳, 行年 …).
    Place(Place),
    /// The branch the branch of a place punishes (支刑: the day branch's 刑).
    Punished(Place),
    /// A branch by name (天魁 戌 …), read on the heaven plate.
    Branch(Branch),
}

/// One 類神 of a topic and the passage naming it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LeiRow {
    /// What.
    pub lei: Lei,
    /// Where the book names it (`《書》卷·章`, or a line of 卷中).
    pub source: Source,
    /// The words naming it, as printed.
    pub text: &'static str,
}

impl LeiRow {
    /// The passage of the one model (卷中's lines in the reading of ERRATA.md).
    pub fn passage(&self) -> Passage {
        match self.source {
            Source::Seed { line, .. } => crate::readings::Passage::new(line, self.text).to_model(),
            Source::Book { .. } => Passage::new(self.source, self.text),
        }
    }
}

/// One topic: its category and its 類神 in the order the books give them (the
/// first is the main one, the 類神 卷中's quick readings are run for).
#[derive(Debug, Clone, Copy)]
pub struct TopicRow {
    /// The category (its key is the topic's id, its hanzi the name).
    pub category: Category,
    /// The 類神.
    pub lei: &'static [LeiRow],
}

const fn book(book: &'static str, place: &'static str) -> Source {
    Source::Book { book, place }
}

/// 《六壬指南》卷二 大六壬九天玄女指掌賦 — its line of 類神 for each kind of question.
const ZHANG: Source = book("六壬指南", "卷二 大六壬九天玄女指掌賦");
/// 《六壬指南》卷三 占驗 (大六壬會纂占驗指南), by chapter.
const ZN_TIANSHI: Source = book("六壬指南", "卷三 占驗·天時章第二");
const ZN_YANGZHAI: Source = book("六壬指南", "卷三 占驗·陽宅章第三");
const ZN_HUNYIN: Source = book("六壬指南", "卷三 占驗·婚姻章第七");
const ZN_YUNCHAN: Source = book("六壬指南", "卷三 占驗·孕產章第八");
const ZN_JIBING: Source = book("六壬指南", "卷三 占驗·疾病章第九");
const ZN_CHUXING: Source = book("六壬指南", "卷三 占驗·出行章第十");
const ZN_XINGREN: Source = book("六壬指南", "卷三 占驗·行人章第十一");
const ZN_QIUCAI: Source = book("六壬指南", "卷三 占驗·求財章第十六");
const ZN_SONG: Source = book("六壬指南", "卷三 占驗·占訟章第十八");
const ZN_TAOWANG: Source = book("六壬指南", "卷三 占驗·逃亡章第二十");
const ZN_ZEIDAO: Source = book("六壬指南", "卷三 占驗·賊盜章第二十一");
/// 《心鏡》 (徐道符《大六壬心鏡》), by 門 and its 占.
const XJ_ZHAI: Source = book("心鏡", "卷五 占宅門·占人宅");
const XJ_HUNYIN: Source = book("心鏡", "卷五 婚姻門·占求婚成否");
const XJ_MEI: Source = book("心鏡", "卷五 婚姻門·占女美醜");
const XJ_CHAN: Source = book("心鏡", "卷五 產育門·占母子吉凶");
const XJ_SHANG: Source = book("心鏡", "卷六 商賈門·占宜往何方");
const XJ_GUAN: Source = book("心鏡", "卷六 官職門·占求官遂否");
const XJ_WENWU: Source = book("心鏡", "卷六 官職門·占辨文武官");
const XJ_TAO: Source = book("心鏡", "卷六 亡盜門·占逃亡 (郇注)");
const XJ_DAO: Source = book("心鏡", "卷六 亡盜門·占盜賊");
const XJ_BING: Source = book("心鏡", "卷七 疾病門·占疾病生死");
const XJ_YU: Source = book("心鏡", "卷七 天時門·占天雨否");

const fn row(lei: Lei, source: Source, text: &'static str) -> LeiRow {
    LeiRow { lei, source, text }
}

const fn seed(lei: Lei, line: u32, text: &'static str) -> LeiRow {
    LeiRow { lei, source: Source::first(line), text }
}

const fn spirit(name: &'static str, line: u32) -> Lei {
    Lei::Spirit { name, line }
}

use General as G;
use Lei::{General as Gen, Kin as K, Place as P};

#[rustfmt::skip]
const QIUCAI: &[LeiRow] = &[
    row(Gen(G::Qinglong), ZHANG, "占求財要看旺相龍常"),
    row(Gen(G::Qinglong), XJ_SHANG, "求財須向龍臨處，欲得龍居有氣鄉。"),
    row(Gen(G::Taichang), ZHANG, "占求財要看旺相龍常"),
    row(K(Kin::Wealth), ZN_QIUCAI, "財明休旺生官忌"),
    seed(spirit("天財", 235), 235, "課傳無財，此神臨乾或作用，亦可求財。"),
];

#[rustfmt::skip]
const HUNYIN: &[LeiRow] = &[
    row(Gen(G::Tianhou), ZHANG, "占婚姻視天後妻財與日辰比和"),
    row(Gen(G::Tianhou), XJ_HUNYIN, "凡問婚姻成不成，須知二後莫相刑"),
    row(Lei::Place(Place::DayBranch), XJ_HUNYIN, "以日為夫，以辰為婦。"),
    row(Lei::Place(Place::DayStem), XJ_HUNYIN, "以日為夫，以辰為婦。"),
    row(K(Kin::Wealth), ZN_HUNYIN, "夫卜妻姻成不成，財居旬後總無情。"),
    row(K(Kin::Officer), ZN_HUNYIN, "女推夫婿將何斷，鬼坐天中同此祥。"),
    row(Lei::Branch(Branch::Zi), XJ_MEI, "二後課時如旺相天后、神後"),
    seed(spirit("會神", 233), 233, "婚姻成，行人至。"),
];

#[rustfmt::skip]
const YUNCHAN: &[LeiRow] = &[
    row(P(Place::GanShang), ZN_YUNCHAN, "男女須觀日上神，剛乾陽比是男身。"),
    row(P(Place::XingNian), ZHANG, "占胎孕夫妻年上方判陰陽"),
    row(P(Place::PartnerXingNian), ZHANG, "占胎孕夫妻年上方判陰陽"),
    row(P(Place::DayBranch), XJ_CHAN, "支是母兮乾是兒"),
    row(P(Place::DayStem), XJ_CHAN, "支是母兮乾是兒"),
    seed(spirit("產煞", 263), 263, "乘後陰立產，乘勾虎產難。"),
    seed(spirit("浴盆", 209), 209, "占病凶，不逢水者吉。占產吉，不見水者凶。"),
];

#[rustfmt::skip]
const JIBING: &[LeiRow] = &[
    row(Gen(G::Baihu), XJ_BING, "占病如何辨死生？先推白虎與誰並。"),
    row(Gen(G::Baihu), ZN_JIBING, "病症之源尋虎鬼"),
    row(K(Kin::Officer), ZN_JIBING, "病症之源尋虎鬼"),
    row(Gen(G::Gouchen), ZHANG, "占獄占病視勾虎而解救同論"),
    seed(spirit("病符", 177), 177, "占病克乾支年命者死。"),
    seed(spirit("喪車", 207), 207, "占病見幹上者死。"),
    seed(spirit("死氣", 255), 255, "占病凶。"),
    seed(spirit("死神", 257), 257, "占病凶，乘虎為銜屍，尤忌。"),
];

#[rustfmt::skip]
const CISONG: &[LeiRow] = &[
    row(K(Kin::Officer), ZN_SONG, "課傳官鬼斷輸贏"),
    row(Gen(G::Gouchen), ZHANG, "占獄占病視勾虎而解救同論"),
    row(Gen(G::Zhuque), ZN_SONG, "朱勾克日莫興詞"),
    row(Gen(G::Gouchen), ZN_SONG, "朱勾克日莫興詞"),
    row(P(Place::DayStem), ZN_SONG, "占訟日辰分主客日為客，辰為主"),
    row(P(Place::DayBranch), ZN_SONG, "占訟日辰分主客日為客，辰為主"),
    seed(spirit("天吏", 189), 189, "求官吉，占詞訟乘吉將者吉。乘勾、武、虎、蛇、雀者，主追呼。"),
    seed(spirit("關管", 219), 219, "占訟有拘幽。"),
];

#[rustfmt::skip]
const SHIWU: &[LeiRow] = &[
    row(K(Kin::Wealth), ZN_ZEIDAO, "卜贓失得憑財斷"),
    row(Gen(G::Xuanwu), ZN_ZEIDAO, "玄神生克看加臨"),
    row(K(Kin::Offspring), ZN_ZEIDAO, "子孫休旺定追尋"),
];

#[rustfmt::skip]
const DAOZEI: &[LeiRow] = &[
    row(Gen(G::Xuanwu), XJ_DAO, "占盜先尋元武看"),
    row(K(Kin::Officer), ZN_ZEIDAO, "占賊行藏須視鬼"),
    row(Gen(G::Xuanwu), ZN_ZEIDAO, "玄神生克看加臨"),
    row(K(Kin::Offspring), ZN_ZEIDAO, "子孫休旺定追尋"),
];

#[rustfmt::skip]
const TAOWANG: &[LeiRow] = &[
    seed(spirit("日德", 297), 297, "福佑之神，凡占大吉。"),
    row(spirit("日德", 297), ZN_TAOWANG, "追尋達士詳日德"),
    row(Lei::Punished(Place::DayBranch), ZN_TAOWANG, "捕捉逃奴看支刑"),
    row(Lei::Punished(Place::DayStem), XJ_TAO, "良善人視日德；賊者視日刑"),
];

#[rustfmt::skip]
const XINGREN: &[LeiRow] = &[
    row(spirit("日馬", 341), ZN_XINGREN, "二馬命年入傳課"),
    row(P(Place::Chu), ZN_XINGREN, "初傳若是逢空陷，有阻還當逐類推。"),
    row(P(Place::Zhong), ZN_XINGREN, "中傳空亡途路阻"),
    seed(spirit("天馬", 241), 241, "官升遷，行人至。"),
    seed(spirit("會神", 233), 233, "婚姻成，行人至。"),
    seed(spirit("飛廉", 273), 273, "凡占皆速。行人立至，占宅有怪。"),
];

#[rustfmt::skip]
const CHUXING: &[LeiRow] = &[
    row(P(Place::DayStem), ZN_CHUXING, "出行先看天干蹤即天上日乾所臨處也"),
    row(spirit("日馬", 341), ZN_CHUXING, "更忌驛馬居天中，勸君不必似萍蹤。"),
    seed(spirit("直符", 317), 317, "占病凶，出行不歸，逃亡向之吉。"),
];

#[rustfmt::skip]
const QIUGUAN: &[LeiRow] = &[
    row(Gen(G::Taichang), XJ_GUAN, "夫卜求官成不成，須逢印綬馬相並天魁太常為印綬"),
    row(Lei::Branch(Branch::Xu), XJ_GUAN, "夫卜求官成不成，須逢印綬馬相並天魁太常為印綬"),
    row(spirit("天馬", 241), XJ_GUAN, "須逢印綬馬相並"),
    row(Gen(G::Qinglong), XJ_WENWU, "文要青龍武太常"),
    row(Gen(G::Taichang), XJ_WENWU, "文要青龍武太常"),
    row(spirit("天城", 187), ZHANG, "占官職當明天吏天城"),
    row(spirit("天吏", 189), ZHANG, "占官職當明天吏天城"),
    seed(spirit("天城", 187), 187, "申為城，故四季俱申，求官上任俱吉。"),
    seed(spirit("天吏", 189), 189, "求官吉"),
];

#[rustfmt::skip]
const JIAZHAI: &[LeiRow] = &[
    row(P(Place::DayBranch), XJ_ZHAI, "辰為宅地日為人，宅上凶神便有迍。"),
    row(P(Place::ZhiShang), XJ_ZHAI, "辰為宅地日為人，宅上凶神便有迍。"),
    row(P(Place::DayStem), XJ_ZHAI, "辰為宅地日為人"),
    row(P(Place::DayBranch), ZN_YANGZHAI, "支來乾位宅就人，乾來支位人入宅。"),
    row(P(Place::DayBranch), ZHANG, "占宅占人看日辰而次詳課義"),
];

#[rustfmt::skip]
const TIANSHI: &[LeiRow] = &[
    row(Gen(G::Qinglong), ZN_TIANSHI, "風雨之主看龍虎"),
    row(Gen(G::Baihu), ZN_TIANSHI, "風雨之主看龍虎"),
    row(Gen(G::Qinglong), XJ_YU, "占風候雨征龍虎"),
    row(Gen(G::Baihu), XJ_YU, "占風候雨征龍虎"),
    seed(spirit("雨師", 289), 289, "加旺相有雨。"),
    seed(spirit("雨師", 351), 351, "加旺相有雨。"),
    seed(spirit("晴朗", 353), 353, "支之沖辰，主晴。"),
    seed(spirit("雷公", 281), 281, "乘蛇雀雷電後武雨，貴空晴。"),
];

#[rustfmt::skip]
const MOUWANG: &[LeiRow] = &[
    row(spirit("成神", 231), ZHANG, "占謀望要成神合氣"),
    seed(spirit("成神", 231), 231, "旺相生合，作事成就。"),
];

/// 射覆: 「射覆以占時為先鋒，用神為類神」 (卷中 line 645).
#[rustfmt::skip]
const SHEFU: &[LeiRow] = &[
    seed(P(Place::Chu), 645, "射覆以占時為先鋒，用神為類神"),
    seed(P(Place::Hour), 645, "射覆以占時為先鋒，用神為類神"),
];

/// 怪異: 「又四课中有螣蛇，则为真怪」 (second seed text line 475, simplified as printed).
#[rustfmt::skip]
const GUAIYI: &[LeiRow] = &[
    row(Gen(G::Tengshe), Source::second(475), "又四课中有螣蛇，则为真怪；若无，则非怪。"),
];

/// Every topic, in [`Category::ALL`]'s order (the general question has none).
#[rustfmt::skip]
pub const TOPICS: &[TopicRow] = &[
    TopicRow { category: Category::Qiucai, lei: QIUCAI },
    TopicRow { category: Category::Hunyin, lei: HUNYIN },
    TopicRow { category: Category::Yunchan, lei: YUNCHAN },
    TopicRow { category: Category::Jibing, lei: JIBING },
    TopicRow { category: Category::Cisong, lei: CISONG },
    TopicRow { category: Category::Shiwu, lei: SHIWU },
    TopicRow { category: Category::Daozei, lei: DAOZEI },
    TopicRow { category: Category::Taowang, lei: TAOWANG },
    TopicRow { category: Category::Xingren, lei: XINGREN },
    TopicRow { category: Category::Chuxing, lei: CHUXING },
    TopicRow { category: Category::Qiuguan, lei: QIUGUAN },
    TopicRow { category: Category::Jiazhai, lei: JIAZHAI },
    TopicRow { category: Category::Tianshi, lei: TIANSHI },
    TopicRow { category: Category::Mouwang, lei: MOUWANG },
    TopicRow { category: Category::Shefu, lei: SHEFU },
    TopicRow { category: Category::Guaiyi, lei: GUAIYI },
];

/// The row of `category` (None for the general question).
pub fn topic(category: Category) -> Option<&'static TopicRow> {
    TOPICS.iter().find(|t| t.category == category)
}
