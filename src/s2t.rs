//! 简→繁 Jiǎn → fán — the simplified text the app quotes, in traditional
//! characters for the 繁體 page.
//!
//! Two sources are stored in simplified characters, exactly as printed, so
//! that a test can find every quotation in its source: the second seed text
//! (`002_65f2bd96db15aa00.txt`, 射覆占 and 怪異占: its headings, passages and
//! the things of its 類神 tables) and the 課體 verses of the 《六壬大全》
//! transcription (`liuren_core::keti::catalogue`). The 繁體 page shows them
//! through [`to_traditional`]; the 简体 page shows them as stored.
//!
//! The table covers exactly the characters of those texts:
//! - [`S2T`]: a character with one traditional form in them;
//! - [`AMBIGUOUS`]: a character with several (后 後/后, 干 干/乾/幹, 发 發/髮,
//!   里 裏/里, 云 云/雲, 斗 斗/鬥, 系 係/繫/系, 丑 丑/醜, 余 餘/余, 谷 谷/穀,
//!   于 於/于, 并 並/併/并 …). It has no default: each occurrence is decided by
//!   its words in [`WORDS`] (天后 stays 天后, 前后 is 前後; 斗罡系 is 斗罡繫,
//!   土系 is 土係), or, for a thing of one character, in [`WHOLE`]. Where no
//!   word matches the character is left as it is, so the traditional parts
//!   of a mixed string (發用子：…物类) pass through;
//! - [`KEPT`]: a character that has another traditional form for a sense that
//!   does not occur here (克 not 剋, 凶 not 兇, 占 not 佔 …);
//! - [`ALREADY`]: a character the printed text already has in a traditional
//!   form (妬, 圞), kept;
//! - every other character is written the same in both scripts
//!   ([`crate::i18n::SAME`]).
//!
//! A test fails on a character of those texts that none of this decides, on
//! an ambiguous one that no word covers (naming it with its sentence), and on
//! a text that does not simplify back to itself with [`crate::i18n::T2S`].
//!
//! Standard: the 繁體 forms of the 《通用規範漢字表》 (2013), 附件1
//! 《規範字與繁體字、異體字對照表》, with its one-to-many entries (后 后/後,
//! 干 干/乾/幹, 发 發/髮, 于 于/於, 系 系/係/繫, 谷 谷/穀, 钟 鍾/鐘, 咸 咸/鹹 …)
//! decided by sense as that table describes them. Where the table gives a form
//! only as a 異體 and the core's own traditional text uses it, the core's form
//! is kept, so a term reads alike in the chart and in the quotation: 裏 (表裏),
//! 戶, 內, 卻, 塚, 羶, 遊 (遊子), 溟蒙, 九醜; 克 stays 克 (the core writes
//! 上克下, not 剋). Names of the 月將 keep their customary forms: 神后, 太沖,
//! 勝光. The first pass was OpenCC's `STCharacters` table (first candidate),
//! checked by hand against the seed's own usage; every occurrence of an
//! ambiguous character was read in its sentence.

use crate::i18n::Lang;

/// Simplified text in traditional characters.
///
/// ```
/// use liuren_app::s2t::to_traditional;
/// assert_eq!(to_traditional("视神后所加之辰"), "視神后所加之辰");
/// assert_eq!(to_traditional("先可用而后废"), "先可用而後廢");
/// assert_eq!(to_traditional("斗罡系丑未"), "斗罡繫丑未");
/// ```
pub fn to_traditional(simplified: &str) -> String {
    let mut out = String::with_capacity(simplified.len() + simplified.len() / 4);
    for piece in pieces(simplified) {
        match piece {
            Piece::Word(_, traditional) => out.push_str(traditional),
            Piece::Char(c) => out.push(char_to_traditional(c)),
        }
    }
    out
}

/// Text printed in simplified characters, in `lang`: converted on the 繁體
/// page, as stored on the 简体 page.
pub fn printed(lang: Lang, simplified: &str) -> String {
    match lang {
        Lang::Hant => to_traditional(simplified),
        Lang::Hans => simplified.to_string(),
    }
}

/// One character by [`S2T`] (itself when it is not there; an ambiguous one is
/// decided only by [`WORDS`]).
pub fn char_to_traditional(c: char) -> char {
    match S2T.binary_search_by_key(&c, |&(s, _)| s) {
        Ok(i) => S2T[i].1,
        Err(_) => c,
    }
}

/// A piece of simplified text: a word of [`WORDS`] (or [`WHOLE`]) with its
/// traditional form, or a single character.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Piece {
    Word(&'static str, &'static str),
    Char(char),
}

/// The text cut into pieces, left to right, taking the longest word that
/// starts at each place.
fn pieces(text: &str) -> Vec<Piece> {
    if let Some(&(s, t)) = WHOLE.iter().find(|(s, _)| *s == text) {
        return vec![Piece::Word(s, t)];
    }
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let word = WORDS.iter().filter(|(s, _)| rest.starts_with(s)).max_by_key(|(s, _)| s.len());
        match word {
            Some(&(s, t)) => {
                out.push(Piece::Word(s, t));
                rest = &rest[s.len()..];
            }
            None => {
                out.push(Piece::Char(c));
                rest = &rest[c.len_utf8()..];
            }
        }
    }
    out
}

/// Simplified → traditional, for the characters of the quoted texts that
/// change and have one traditional form there, sorted by the simplified one.
#[rustfmt::skip]
pub const S2T: &[(char, char)] = &[
    ('与', '與'), ('专', '專'), ('东', '東'), ('丝', '絲'), ('两', '兩'), ('丧', '喪'), ('临', '臨'), ('为', '為'),
    ('义', '義'), ('乐', '樂'), ('乡', '鄉'), ('书', '書'), ('乱', '亂'), ('亏', '虧'), ('产', '產'), ('亲', '親'),
    ('从', '從'), ('仪', '儀'), ('伞', '傘'), ('传', '傳'), ('伤', '傷'), ('体', '體'), ('儿', '兒'), ('关', '關'),
    ('兴', '興'), ('养', '養'), ('兽', '獸'), ('内', '內'), ('军', '軍'), ('冢', '塚'), ('决', '決'), ('减', '減'), ('凭', '憑'),
    ('则', '則'), ('刚', '剛'), ('别', '別'), ('剑', '劍'), ('动', '動'), ('励', '勵'), ('医', '醫'), ('华', '華'),
    ('却', '卻'), ('厌', '厭'), ('厨', '廚'), ('双', '雙'), ('变', '變'), ('号', '號'), ('团', '團'), ('园', '園'),
    ('图', '圖'), ('圆', '圓'), ('块', '塊'), ('坚', '堅'), ('墙', '牆'), ('壮', '壯'), ('声', '聲'), ('处', '處'),
    ('备', '備'), ('头', '頭'), ('夹', '夾'), ('夺', '奪'), ('妆', '妝'), ('妇', '婦'), ('宝', '寶'), ('实', '實'),
    ('审', '審'), ('宫', '宮'), ('寻', '尋'), ('将', '將'), ('尘', '塵'), ('属', '屬'), ('岁', '歲'), ('帐', '帳'),
    ('带', '帶'), ('庆', '慶'), ('应', '應'), ('废', '廢'), ('异', '異'), ('弯', '彎'), ('弹', '彈'), ('强', '強'),
    ('归', '歸'), ('当', '當'), ('怀', '懷'), ('总', '總'), ('恶', '惡'), ('惊', '驚'), ('戏', '戲'), ('战', '戰'), ('户', '戶'),
    ('执', '執'), ('择', '擇'), ('损', '損'), ('攒', '攢'), ('数', '數'), ('斩', '斬'), ('断', '斷'), ('无', '無'), ('旧', '舊'),
    ('时', '時'), ('杂', '雜'), ('条', '條'), ('来', '來'), ('极', '極'), ('栏', '欄'), ('桨', '槳'), ('椁', '槨'),
    ('橹', '櫓'), ('欢', '歡'), ('残', '殘'), ('气', '氣'), ('泽', '澤'), ('洁', '潔'), ('浅', '淺'), ('浆', '漿'),
    ('浊', '濁'), ('涝', '澇'), ('润', '潤'), ('涧', '澗'), ('渊', '淵'), ('灯', '燈'), ('灵', '靈'), ('灾', '災'), ('炉', '爐'),
    ('烛', '燭'), ('烟', '煙'), ('烦', '煩'), ('烧', '燒'), ('状', '狀'), ('犹', '猶'), ('独', '獨'), ('狱', '獄'),
    ('环', '環'), ('现', '現'), ('珑', '瓏'), ('画', '畫'), ('皱', '皺'), ('盏', '盞'), ('盐', '鹽'), ('盖', '蓋'),
    ('盘', '盤'), ('砖', '磚'), ('砾', '礫'), ('祸', '禍'), ('禄', '祿'), ('离', '離'), ('穑', '穡'), ('穷', '窮'),
    ('窍', '竅'), ('笔', '筆'), ('笼', '籠'), ('类', '類'), ('粪', '糞'), ('红', '紅'), ('纯', '純'), ('纳', '納'),
    ('纶', '綸'), ('纸', '紙'), ('线', '線'), ('细', '細'), ('终', '終'), ('经', '經'), ('结', '結'), ('绛', '絳'), ('绝', '絕'),
    ('绣', '繡'), ('绪', '緒'), ('绳', '繩'), ('绵', '綿'), ('绶', '綬'), ('绿', '綠'), ('缯', '繒'), ('网', '網'),
    ('罗', '羅'), ('胜', '勝'), ('胶', '膠'), ('膻', '羶'), ('芜', '蕪'), ('芦', '蘆'), ('苍', '蒼'), ('茧', '繭'),
    ('荣', '榮'), ('药', '藥'), ('虚', '虛'), ('虫', '蟲'), ('虽', '雖'), ('见', '見'), ('规', '規'), ('视', '視'),
    ('计', '計'), ('论', '論'), ('讼', '訟'), ('识', '識'), ('该', '該'), ('说', '說'), ('诸', '諸'), ('课', '課'), ('调', '調'), ('谋', '謀'),
    ('谓', '謂'), ('财', '財'), ('责', '責'), ('败', '敗'), ('货', '貨'), ('贯', '貫'), ('贵', '貴'), ('贼', '賊'),
    ('赘', '贅'), ('车', '車'), ('轩', '軒'), ('转', '轉'), ('轮', '輪'), ('软', '軟'), ('轻', '輕'), ('轿', '轎'),
    ('迁', '遷'), ('过', '過'), ('运', '運'), ('还', '還'), ('进', '進'), ('远', '遠'), ('连', '連'), ('递', '遞'),
    ('遥', '遙'), ('酱', '醬'), ('针', '針'), ('钏', '釧'), ('钗', '釵'), ('钥', '鑰'), ('钱', '錢'), ('铁', '鐵'),
    ('铄', '鑠'), ('铅', '鉛'), ('铛', '鐺'), ('铜', '銅'), ('银', '銀'), ('铸', '鑄'), ('锁', '鎖'), ('锄', '鋤'),
    ('锅', '鍋'), ('锐', '銳'), ('锡', '錫'), ('锥', '錐'), ('锦', '錦'), ('镕', '鎔'), ('镜', '鏡'), ('长', '長'),
    ('门', '門'), ('闭', '閉'), ('间', '間'), ('阳', '陽'), ('阴', '陰'), ('陆', '陸'), ('陈', '陳'), ('随', '隨'),
    ('隐', '隱'), ('难', '難'), ('顺', '順'), ('顾', '顧'), ('题', '題'), ('颜', '顏'), ('颠', '顛'), ('风', '風'),
    ('飞', '飛'), ('饮', '飲'), ('饰', '飾'), ('马', '馬'), ('驴', '驢'), ('驿', '驛'), ('骇', '駭'), ('鱼', '魚'),
    ('鳞', '鱗'), ('鸟', '鳥'), ('鸡', '雞'), ('鸣', '鳴'), ('鸭', '鴨'), ('麦', '麥'), ('黄', '黃'), ('龙', '龍'),
];

/// Characters with more than one traditional form: decided by [`WORDS`] or
/// [`WHOLE`] only, never by themselves. Sorted.
pub const AMBIGUOUS: &str = "丑于云仆余冲准制发只台吊后周咸复奸布帘干并征斗松柜游炼系胄蒙谷里钟须";

/// Characters written alike in both scripts here, although another
/// traditional form exists for a sense that does not occur in these texts:
/// 仿 (彷彿), 修 (脩 dried meat), 僵 (殭), 克 (剋; the core writes 克), 冬 (鼕),
/// 出 (齣), 凶 (兇 a murderer), 占 (佔 occupy), 合 (閤), 同 (衕), 向 (嚮),
/// 回 (迴), 夫 (伕), 家 (傢), 局 (侷), 席 (蓆), 彩 (綵), 抵 (牴), 旋 (鏇),
/// 暗 (闇), 曲 (麴 yeast), 栗 (慄 tremble; 辛栗 is a colour), 欲 (慾), 私 (俬),
/// 秋 (鞦), 表 (錶), 酸 (痠), 雕 (鵰). Sorted.
pub const KEPT: &str = "仿修僵克冬凶出占合同向回夫家局席彩抵旋暗曲栗欲私秋表酸雕";

/// Characters the printed texts already give in a traditional form, kept as
/// printed: 妬 (射覆 63: 妬合不化) and 圞 (射覆 181: 团圞, whose simplified form
/// 𪢮 few fonts have). Sorted.
pub const ALREADY: &str = "圞妬";

/// The words that decide an ambiguous character, simplified → traditional,
/// grouped by the character they decide, each with where it occurs.
#[rustfmt::skip]
pub const WORDS: &[(&str, &str)] = &[
    // 后: 後 (behind, after) or 后 (天后, and 神后 the 月將 of 子).
    ("而后", "而後"),       // 射覆 243: 先可用而后废
    ("前后", "前後"),       // 射覆 295, the 夾定 and 引從 verses: 日辰前后
    ("为后", "為後"),       // 射覆 139: 孟神为内，为后，为未来
    ("在后", "在後"),       // 三陰: 日辰在后
    ("午后", "午後"),       // 間傳 出陽: 午后阴生
    ("贵后", "貴後"),       // 怪異 483: 在贵后应来年
    ("天乙后", "天乙後"),   // 四逆, 微服: 天乙后
    ("天后", "天后"),
    ("神后", "神后"),       // 怪異 477 (視神后所加之辰), 軒蓋: 太冲、神后
    ("后主妇女", "后主婦女"), // 怪異 491, the generals in turn: 后 is 天后
    ("乘后合", "乘后合"),   // 淫泆: 将乘后合 (天后, 六合)
    // 干: the stems (干支, 日干, 十干), and 干戈; no 乾 or 幹 occurs.
    ("干支", "干支"), ("支干", "支干"), ("干上", "干上"), ("日干", "日干"), ("时干", "時干"),
    ("十干", "十干"), ("阳干", "陽干"), ("阴干", "陰干"), ("刚干", "剛干"), ("遁干", "遁干"),
    ("合干", "合干"), ("同干", "同干"), ("干临", "干臨"), ("临干", "臨干"), ("克干", "克干"),
    ("干克", "干克"), ("干之", "干之"), ("干带", "干帶"), ("干鬼", "干鬼"), ("干墓", "干墓"),
    ("干奇", "干奇"), ("天干", "天干"),
    ("干戈", "干戈"),       // 十二天官 445, 勾陳: a shield and a halberd
    // 发: 發 (發用, 正發); no 髮 occurs.
    ("发用", "發用"), ("正发", "正發"),
    // 里: 裏 (表裏, the core's form) or 里 (a mile).
    ("表里", "表裏"), ("百里", "百里"),
    // 云: 云 (says, 或云); no 雲 occurs.
    ("一云", "一云"), ("又云", "又云"), ("或云", "或云"), ("前云", "前云"), ("摘云", "摘云"),
    ("戌云", "戌云"),       // 三奇: 壬奇取酉癸戌云 (so it says)
    // 斗 (the Dipper, a measure) and 系: 繫 (斗罡繫丑未, tied to) or 係 (is).
    ("斗罡系", "斗罡繫"), ("斗系", "斗繫"), ("斗斛", "斗斛"),
    ("土系", "土係"),       // 射覆 267: 土系土产物
    // 丑: the branch, in sequences and with its day, hour and place; 醜 in 九醜.
    ("丑未", "丑未"), ("子丑", "子丑"), ("酉丑", "酉丑"), ("亥丑", "亥丑"), ("卯丑", "卯丑"),
    ("丑卯", "丑卯"), ("丑亥", "丑亥"), ("己丑", "己丑"), ("起丑", "起丑"), ("用丑", "用丑"),
    ("丑土", "丑土"), ("丑日", "丑日"), ("丑时", "丑時"), ("丑临", "丑臨"), ("丑兼", "丑兼"),
    ("九丑", "九醜"),       // 九醜課 (the core's name)
    // 余: 餘 (the rest).
    ("余七", "餘七"), ("其余", "其餘"),
    // 只: 只 (only).
    ("只就", "只就"),
    // 谷: 谷 (a valley) or 穀 (grain).
    ("山谷", "山谷"), ("药谷", "藥穀"), ("谷稻", "穀稻"),
    // 台: 臺 (a stand).
    ("灯台", "燈臺"),
    // 征: 徵 (the note zhi).
    ("音征", "音徵"),
    // 冲: 沖 (the clash, and 太沖 the 月將 of 卯).
    ("刑冲", "刑沖"), ("冲破", "沖破"), ("冲神", "沖神"), ("太冲", "太沖"),
    ("冲克", "沖克"),       // 解離: 夫妻行年冲克
    // 须: 須 (must).
    ("不须", "不須"),
    // 复: 復 (again).
    ("复等", "復等"),
    ("复安", "復安"),       // 繁昌 《心鏡》: 孕即灵胎贵复安
    // 于: 於 (in, at, to).
    ("于春", "於春"), ("于夏", "於夏"), ("于中", "於中"), ("于秋", "於秋"), ("于冬", "於冬"),
    ("于物", "於物"), ("于是", "於是"), ("震于", "震於"), ("见于", "見於"), ("终于", "終於"),
    // 并: 並 (together, side by side).
    ("神并", "神並"), ("辰并", "辰並"), ("相并", "相並"), ("重并", "重並"), ("并临", "並臨"),
    ("并三", "並三"), ("并在", "並在"), ("并行", "並行"), ("并用", "並用"), ("并旺", "並旺"),
    ("并占", "並占"),
    // 准: 準 (accurate).
    ("尤准", "尤準"),
    // 咸: 鹹 (salty).
    ("味咸", "味鹹"),
    // 制: 制 (restrain).
    ("受制", "受制"), ("制化", "制化"),
    // 游: 游 (swim) or 遊 (travel).
    ("游走", "游走"), ("游行", "游行"), ("出游", "出遊"), ("游子", "遊子"),
    ("游魂", "遊魂"),       // 災厄: the 神煞 遊魂 (the core's form)
    // 吊: 弔 (喪弔, mourning; the core writes 弔客).
    ("丧吊", "喪弔"),
    // 松: 鬆 (loose).
    ("空松", "空鬆"),
    // 柜: 櫃 (a chest).
    ("棺柜", "棺櫃"), ("厨柜", "廚櫃"),
    // 胄: 冑 (a helmet).
    ("甲胄", "甲冑"),
    // 蒙: 蒙 (the core's name 溟蒙).
    ("溟蒙", "溟蒙"),
    // 奸: 奸 (treachery).
    ("奸私", "奸私"),
    // 炼: 煉 (smelt).
    ("烧炼", "燒煉"),
    // 周: 周 (complete, round), and 复: 復 in 周而復始.
    ("周全", "周全"), ("周而复始", "周而復始"),
    // 布: 布 (cloth).
    ("布线", "布線"), ("布帛", "布帛"),
    // 仆: 仆 (fall forward).
    ("偃仆", "偃仆"),
];

/// Things of one ambiguous character, decided by their row of the 器物歌.
#[rustfmt::skip]
pub const WHOLE: &[(&str, &str)] = &[
    ("钟", "鐘"), // 戌 431: 瓦器杻械鞋履钟 (a bell)
    ("帘", "簾"), // 未 425: 未帘酒食药香帛 (a curtain)
    ("柜", "櫃"), // 丑 413: a chest
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{is_cjk, is_known, simplify, simplify_char, T2S};
    use liuren_core::divination::{guaiyi, shefu, things};
    use liuren_core::keti::catalogue::{CATALOGUE, JIAN_CHUAN_FORMS};

    /// Every simplified text the app shows, with where it comes from.
    fn texts() -> Vec<(String, &'static str)> {
        let mut out: Vec<(String, &'static str)> = Vec::new();
        for p in shefu::text::PASSAGES.iter().chain(guaiyi::text::PASSAGES) {
            out.push((format!("002 line {}", p.line), p.text));
        }
        for t in shefu::topics::ALL.iter().chain(guaiyi::topics::ALL.iter()) {
            out.push(("002 heading".to_string(), t));
        }
        for table in things::BRANCH_TABLES {
            out.push((format!("002 line {}", table.line), table.name));
            for row in table.rows {
                out.extend(row.things.iter().map(|t| (format!("002 line {} thing", row.line), *t)));
            }
        }
        for row in things::GENERAL_THINGS {
            out.extend(row.things.iter().map(|t| (format!("002 line {} thing", row.line), *t)));
        }
        for p in CATALOGUE.iter().copied().chain(JIAN_CHUAN_FORMS.iter()) {
            out.push((format!("課體 {}", p.id), p.verse));
        }
        out
    }

    #[test]
    fn tables_are_well_formed() {
        assert!(S2T.windows(2).all(|w| w[0].0 < w[1].0), "S2T is sorted without repeats");
        for &(s, t) in S2T {
            assert_ne!(s, t, "{s} maps to itself");
            assert!(!AMBIGUOUS.contains(s) && !KEPT.contains(s), "{s} is in S2T and in AMBIGUOUS or KEPT");
        }
        for set in [AMBIGUOUS, KEPT, ALREADY] {
            let cs: Vec<char> = set.chars().collect();
            assert!(cs.windows(2).all(|w| w[0] < w[1]), "{set} is sorted without repeats");
        }
        assert!(!AMBIGUOUS.chars().any(|c| KEPT.contains(c) || ALREADY.contains(c)));
        assert!(ALREADY.chars().all(|c| simplify_char(c) != c), "ALREADY holds traditional forms");
        for (i, &(s, t)) in WORDS.iter().chain(WHOLE).enumerate() {
            assert_eq!(s.chars().count(), t.chars().count(), "{s}");
            assert!(s.chars().any(|c| AMBIGUOUS.contains(c)), "{s} decides no ambiguous character");
            for (a, b) in s.chars().zip(t.chars()) {
                if !AMBIGUOUS.contains(a) {
                    assert_eq!(char_to_traditional(a), b, "{s} → {t}: {a} is {b} nowhere else");
                }
            }
            assert_eq!(simplify(t), s, "{t} does not simplify back");
            assert!(!WORDS.iter().chain(WHOLE).skip(i + 1).any(|&(x, _)| x == s), "{s} twice");
        }
    }

    /// (a) Every character of every quoted text is decided: by S2T, by a word
    /// (an ambiguous one), or it is written alike in both scripts.
    #[test]
    fn every_character_of_the_quoted_texts_is_decided() {
        let images: Vec<char> = T2S.iter().map(|&(_, s)| s).collect();
        let mut report = String::new();
        for (source, text) in texts() {
            let cs: Vec<char> = text.chars().collect();
            let mut at = 0;
            for piece in pieces(text) {
                let Piece::Char(c) = piece else {
                    if let Piece::Word(s, _) = piece {
                        at += s.chars().count();
                    }
                    continue;
                };
                let context: String = cs[at.saturating_sub(6)..(at + 7).min(cs.len())].iter().collect();
                at += 1;
                if !is_cjk(c) || S2T.binary_search_by_key(&c, |&(s, _)| s).is_ok() || ALREADY.contains(c) {
                    continue;
                }
                if AMBIGUOUS.contains(c) {
                    report.push_str(&format!("{c}: no word decides it in «{context}» ({source})\n"));
                } else if !is_known(c) || simplify_char(c) != c {
                    report.push_str(&format!("{c}: in neither S2T nor i18n::SAME, in «{context}» ({source})\n"));
                } else if images.contains(&c) && !KEPT.contains(c) {
                    report.push_str(&format!(
                        "{c}: a simplified form (i18n::T2S) not in S2T, in «{context}» ({source})\n"
                    ));
                }
            }
        }
        assert!(report.is_empty(), "characters not decided:\n{report}");
    }

    /// (b) Every text converts and simplifies back to itself (but for the
    /// characters it already prints in traditional form); converting twice
    /// changes nothing (traditional text passes through).
    #[test]
    fn every_quoted_text_round_trips() {
        for (source, text) in texts() {
            let t = to_traditional(text);
            let back: String =
                simplify(&t).chars().zip(text.chars()).map(|(b, p)| if ALREADY.contains(p) { p } else { b }).collect();
            assert_eq!(back, text, "{source}: {t}");
            assert_eq!(to_traditional(&t), t, "{source}: converting twice");
        }
    }

    #[test]
    fn every_word_decides_an_occurrence() {
        let all = texts();
        for (s, _) in WORDS.iter().chain(WHOLE) {
            assert!(
                all.iter().any(|(_, text)| pieces(text).contains(&Piece::Word(s, to_traditional_word(s)))),
                "{s} decides nothing in the quoted texts"
            );
        }
    }

    fn to_traditional_word(s: &str) -> &'static str {
        WORDS.iter().chain(WHOLE).find(|(x, _)| *x == s).map(|(_, t)| *t).unwrap_or_default()
    }

    /// (c) Each ambiguous character in its sentence, checked by hand.
    #[test]
    fn ambiguous_characters_in_context() {
        for (s, t) in [
            // 后
            ("先可用而后废", "先可用而後廢"),
            ("孟神为内，为后，为未来", "孟神為內，為後，為未來"),
            ("在贵后应来年", "在貴後應來年"),
            ("盖午后阴生", "蓋午後陰生"),
            ("阴阳俱在天乙后，为微服格", "陰陽俱在天乙後，為微服格"),
            ("而不知其为何怪也，视神后所加之辰可辨", "而不知其為何怪也，視神后所加之辰可辨"),
            ("用起六合，终于天后，为狡童格", "用起六合，終於天后，為狡童格"),
            ("后主妇女灾", "后主婦女災"),
            // 干
            ("看日辰上及发用所逢十干辨物色", "看日辰上及發用所逢十干辨物色"),
            ("手棒、干戈、土产勾连之物", "手棒、干戈、土產勾連之物"),
            ("凡干支同位无克", "凡干支同位無克"),
            // 发
            ("旺仲为事物正发", "旺仲為事物正發"),
            // 里
            ("其物必然有表里。", "其物必然有表裏。"),
            ("不出百里。", "不出百里。"),
            // 云
            ("或云，以风止时为应期。", "或云，以風止時為應期。"),
            // 斗, 系
            ("斗罡系丑未", "斗罡繫丑未"),
            ("斗系日本", "斗繫日本"),
            ("土系土产物", "土係土產物"),
            ("斗斛", "斗斛"),
            // 丑
            ("四仲相并九丑凶", "四仲相並九醜凶"),
            ("巳酉丑金神相加", "巳酉丑金神相加"),
            ("如甲子日丑时巳将占", "如甲子日丑時巳將占"),
            // 余, 只, 须
            ("余七者为故旧", "餘七者為故舊"),
            ("又不须看干支上，只就其神立处", "又不須看干支上，只就其神立處"),
            // 谷
            ("出山谷中", "出山谷中"),
            ("药谷", "藥穀"),
            ("谷稻", "穀稻"),
            // 钟, 帘, 柜, 台
            ("钟", "鐘"),
            ("帘", "簾"),
            ("柜", "櫃"),
            ("厨柜", "廚櫃"),
            ("灯台", "燈臺"),
            // 征, 咸, 于
            ("其音征，其数七", "其音徵，其數七"),
            ("水味咸，臭朽", "水味鹹，臭朽"),
            ("于春为木", "於春為木"),
            // 冲
            ("遇太冲、神后，为轩盖课", "遇太沖、神后，為軒蓋課"),
            ("逢刑冲克害", "逢刑沖克害"),
            // 复, 并, 准
            ("复等柔辰刚日宜", "復等柔辰剛日宜"),
            ("中末相并", "中末相並"),
            ("更辰上发用尤准", "更辰上發用尤準"),
            // 游, 松, 胄, 炼
            ("上见水，四足游走", "上見水，四足游走"),
            ("见乙贵人出游", "見乙貴人出遊"),
            ("休为空松枯脆之形", "休為空鬆枯脆之形"),
            ("甲胄", "甲冑"),
            ("上见火，烧炼之物", "上見火，燒煉之物"),
        ] {
            assert_eq!(to_traditional(s), t, "{s}");
        }
    }

    #[test]
    fn mixed_text_converts_only_its_simplified_part() {
        assert_eq!(to_traditional("發用丑：十二支物形物类（第361行）"), "發用丑：十二支物形物類（第361行）");
        assert_eq!(to_traditional("日上子乘天后：十二天官（第459行）"), "日上子乘天后：十二天官（第459行）");
        assert_eq!(printed(Lang::Hans, "看发用"), "看发用");
        assert_eq!(printed(Lang::Hant, "看发用"), "看發用");
    }
}
