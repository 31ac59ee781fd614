//! 類神 Lèishén — 射覆占's tables of things (seed `002_65f2bd96db15aa00.txt`,
//! lines 335–459): 干支形象, 十二支物形物類 (and its 又雜摘 supplement),
//! 十二支所屬器物歌, 十二天官所主物形物類.
//!
//! One `const` per table, rows in the text's order, each with its line and the
//! line as printed (simplified). `things` are the concrete things a row names,
//! each a substring of the row, in the row's order: the candidates 射覆 ranks.
//! The words of a row that describe rather than name (細碎, 柔軟, 棱角 …) stay in
//! `text` only.

use crate::cycle::{Branch, Stem};
use crate::generals::General;

/// 干支形象 Gānzhī xíngxiàng — the shape of a stem with its branch (lines 339–355).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageRow {
    /// The stem the row names.
    pub stem: Stem,
    /// The branches it names with it.
    pub branches: &'static [Branch],
    /// Line in the seed text.
    pub line: u32,
    /// The line as printed.
    pub text: &'static str,
}

/// 干支形象 (lines 339–355), in the text's order. The text pairs 丙 with 巳 and
/// 丁 with 午, and prints 「戊土」 for the earth row, with no 己 row.
#[rustfmt::skip]
pub const GANZHI_IMAGES: [ImageRow; 9] = [
    ImageRow { stem: Stem::Jia,  branches: &[Branch::Yin],  line: 339, text: "杂摘云：甲寅，丛杂，似有手足，五色点" },
    ImageRow { stem: Stem::Yi,   branches: &[Branch::Mao],  line: 341, text: "乙卯，为细长，似有口腹" },
    ImageRow { stem: Stem::Bing, branches: &[Branch::Si],   line: 343, text: "丙巳，不完，似足" },
    ImageRow { stem: Stem::Ding, branches: &[Branch::Wu],   line: 345, text: "丁午，偏斜，光彩" },
    // 「戊土」: the row stands for 戊 and every earth branch (辰戌丑未); 己 has no row.
    ImageRow { stem: Stem::Wu,   branches: &[Branch::Chen, Branch::Xu, Branch::Chou, Branch::Wei], line: 347, text: "戊土，多新刚，或皮角，土，物细碎" },
    ImageRow { stem: Stem::Geng, branches: &[Branch::Shen], line: 349, text: "庚申，四角，或心空" },
    ImageRow { stem: Stem::Xin,  branches: &[Branch::You],  line: 351, text: "辛酉，似多而尖圆" },
    ImageRow { stem: Stem::Ren,  branches: &[Branch::Hai],  line: 353, text: "壬亥，形扁" },
    ImageRow { stem: Stem::Gui,  branches: &[Branch::Zi],   line: 355, text: "癸子，有爪窍" },
];

/// The 干支形象 row of a branch.
pub fn image_of_branch(b: Branch) -> Option<&'static ImageRow> {
    GANZHI_IMAGES.iter().find(|r| r.branches.contains(&b))
}

/// The 干支形象 row of a stem (己 has none).
pub fn image_of_stem(s: Stem) -> Option<&'static ImageRow> {
    GANZHI_IMAGES.iter().find(|r| r.stem == s)
}

/// One branch's row of a table of things.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BranchRow {
    /// The branch.
    pub branch: Branch,
    /// Line in the seed text.
    pub line: u32,
    /// The line as printed.
    pub text: &'static str,
    /// The things it names, in its order, each a substring of `text`.
    pub things: &'static [&'static str],
}

/// A table of things keyed by branch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BranchTable {
    /// The table's heading, as printed.
    pub name: &'static str,
    /// Line of the heading.
    pub line: u32,
    /// Twelve rows, 子 to 亥.
    pub rows: &'static [BranchRow; 12],
}

impl BranchTable {
    /// The row of a branch.
    pub fn row(&self, b: Branch) -> &'static BranchRow {
        &self.rows[b.since(Branch::Zi)]
    }
}

/// 十二支物形物類 Shí'èr zhī wùxíng wùlèi (lines 359–381), in the text's order 子…亥.
#[rustfmt::skip]
pub const BRANCH_THINGS: BranchTable = BranchTable { name: "十二支物形物类", line: 357, rows: &[
    BranchRow { branch: Branch::Zi,   line: 359, text: "子，有爪窍，为细碎、柔软，及妇女首饰、针翦，纸帛布线，或音乐物、祀神物",
                things: &["妇女首饰", "针翦", "纸帛布线", "音乐物", "祀神物"] },
    BranchRow { branch: Branch::Chou, line: 361, text: "丑，为变化、妆造，形如包裹，有皴皱，或土堆冢中所出，及珍宝、首饰、食物",
                things: &["土堆冢中所出", "珍宝", "首饰", "食物"] },
    BranchRow { branch: Branch::Yin,  line: 363, text: "寅，为丛杂、斑点、棱角、花果、文书、喜美、柔长物",
                things: &["花果", "文书"] },
    BranchRow { branch: Branch::Mao,  line: 365, text: "卯，为竹草、丝纶、口腹、圆转，或门户中动用物。",
                things: &["竹草", "丝纶", "门户中动用物"] },
    BranchRow { branch: Branch::Chen, line: 367, text: "辰，为水土造成，瓦磁、皮角、印绶、勾连、坚硬之类，及烟火所出物",
                things: &["瓦磁", "皮角", "印绶", "烟火所出物"] },
    BranchRow { branch: Branch::Si,   line: 369, text: "巳，为烧铸、陶冶、管钥、弓轮及弯曲物",
                things: &["管钥", "弓轮", "弯曲物"] },
    BranchRow { branch: Branch::Wu,   line: 371, text: "午，为书画、文采、丝茧、花果、烟火等物",
                things: &["书画", "丝茧", "花果"] },
    BranchRow { branch: Branch::Wei,  line: 373, text: "未，为细碎、酒食、药谷、印绶、布帛、祀神物",
                things: &["酒食", "药谷", "印绶", "布帛", "祀神物"] },
    BranchRow { branch: Branch::Shen, line: 375, text: "申，为圆动、丝帛、絮绵、音信、刑器、四角物",
                things: &["丝帛", "絮绵", "刑器", "四角物"] },
    BranchRow { branch: Branch::You,  line: 377, text: "酉，为尖圆、磁石、镜锁、珠玉、纸钱、钗钏、锥刀、酒、麦物",
                things: &["磁石", "镜锁", "珠玉", "纸钱", "钗钏", "锥刀", "酒", "麦"] },
    BranchRow { branch: Branch::Xu,   line: 379, text: "戌，为坚硬，为火土合成，耳目丛绪、葫芦、类珠、毛骨、糠粪、锁具、印绶物",
                things: &["葫芦", "类珠", "毛骨", "糠粪", "锁具", "印绶"] },
    BranchRow { branch: Branch::Hai,  line: 381, text: "亥，为圆扁、双丫、儿戏，物为细碎、柔长，绳带、纸、藤篾、谷稻、酱醋物",
                things: &["儿戏", "绳带", "纸", "藤篾", "谷稻", "酱醋"] },
] };

/// 又雜摘云 — the supplement to 十二支物形物類 (lines 385–407): 「凡上所有者茲不再錄」.
#[rustfmt::skip]
pub const BRANCH_THINGS_MORE: BranchTable = BranchTable { name: "又杂摘云", line: 383, rows: &[
    BranchRow { branch: Branch::Zi,   line: 385, text: "子为纯水，主毛，或水生，或在沙石中，为诸水族，豆甑凡上所有者兹不再录，下仿此",
                things: &["水族", "豆", "甑"] },
    BranchRow { branch: Branch::Chou, line: 387, text: "丑中杂金，主土兼铁，及瓦砾物，牛肉、酪酥",
                things: &["铁", "瓦砾", "牛肉", "酪酥"] },
    BranchRow { branch: Branch::Yin,  line: 389, text: "寅中杂木，主竹木或结实，羽族",
                things: &["竹木", "羽族"] },
    BranchRow { branch: Branch::Mao,  line: 391, text: "卯为纯木，主草，兼桑棉，或无根，驴兔、果、蝶",
                things: &["草", "桑棉", "驴兔", "果", "蝶"] },
    BranchRow { branch: Branch::Chen, line: 393, text: "辰中杂水，主药，近火而坚刚近巳也。自，囚死为烟火焦破物，为鱼盐、海味、罗网",
                things: &["药", "烟火焦破物", "鱼盐", "海味", "罗网"] },
    BranchRow { branch: Branch::Si,   line: 395, text: "巳中杂金，主火兼气，或出炉冶煅炼，为臭物、盏",
                things: &["臭物", "盏"] },
    BranchRow { branch: Branch::Wu,   line: 397, text: "午为太阳纯火，主果形，色光明，獐马鹿、小豆",
                things: &["獐马鹿", "小豆"] },
    BranchRow { branch: Branch::Wei,  line: 399, text: "未中杂木，主食、衣，有滋味可食，尘土、庖丁所用，羊雁、罐",
                things: &["食", "衣", "庖丁所用", "羊雁", "罐"] },
    BranchRow { branch: Branch::Shen, line: 401, text: "申金为主，或硬而心虚，从道路中来，沙石、磁铁器、骨殖、医药、糟、瓶",
                things: &["沙石", "磁铁器", "骨殖", "医药", "糟", "瓶"] },
    BranchRow { branch: Branch::You,  line: 403, text: "酉为纯金，物坚，小麦、鸡鸭、酒、酢酱",
                things: &["小麦", "鸡鸭", "酒", "酢酱"] },
    BranchRow { branch: Branch::Xu,   line: 405, text: "戌中杂火，土产而经火气，塑画物，瓶、犬",
                things: &["塑画物", "瓶", "犬"] },
    BranchRow { branch: Branch::Hai,  line: 407, text: "亥为重阴杂木，物无定，或水族，豕",
                things: &["水族", "豕"] },
] };

/// 十二支所屬器物歌 Shí'èr zhī suǒshǔ qìwù gē — the song of vessels and
/// implements (lines 411–433). The printed lines carry the commentary's glosses
/// run into the verse (花花果, 四足四足物, 樂樂器); `things` take the glossed word.
#[rustfmt::skip]
pub const VESSEL_SONG: BranchTable = BranchTable { name: "十二支所属器物歌", line: 409, rows: &[
    BranchRow { branch: Branch::Zi,   line: 411, text: "子炭墨煤凡黑色，盏瓶笼匣水器测，祭器乐器女首饰，闺藏女制针翦帛，珠玉图书梯匙筐，绳索水物细软物",
                things: &["炭", "墨", "煤", "盏", "瓶", "笼", "匣", "水器", "祭器", "乐器", "女首饰", "针翦", "帛", "珠玉", "图书", "梯", "匙", "筐", "绳索", "水物", "细软物"] },
    BranchRow { branch: Branch::Chou, line: 413, text: "丑柜冠带首饰宝，皴皱包裹与妆造，斗斛秤鞋土堆物，不完变化又枯稿",
                things: &["柜", "冠带", "首饰", "宝", "斗斛", "秤", "鞋", "土堆物"] },
    BranchRow { branch: Branch::Yin,  line: 415, text: "寅财木器花花果四足四足物，丛杂柔长斑棱角，屏风碗碟祭器剑，杼柚栋炉香炉文书椁",
                things: &["木器", "花果", "四足物", "屏风", "碗碟", "祭器", "剑", "杼柚", "香炉", "文书", "椁"] },
    BranchRow { branch: Branch::Mao,  line: 417, text: "卯口腹圆门户用，一切竹木器中空又为笔，衣架棺柜旛竿梯，床席香梳枕帐棒。船车轿鼓刀俎盒，牌坊琴管丝纶共",
                things: &["竹木器", "笔", "衣架", "棺柜", "旛竿", "梯", "床席", "香", "梳", "枕", "帐", "棒", "船", "车", "轿", "鼓", "刀俎", "盒", "牌坊", "琴", "管", "丝纶"] },
    BranchRow { branch: Branch::Chen, line: 419, text: "辰为水土所造就，皮角瓦磁缸甲胄，罗石杻械尺印绶，戥秤漆胶破衣凑",
                things: &["皮角", "瓦磁", "缸", "甲胄", "罗石", "杻械", "尺", "印绶", "戥秤", "漆胶", "破衣"] },
    BranchRow { branch: Branch::Si,   line: 421, text: "巳轮烧烧灼物曲弯曲物乐乐器文公文筐，杵臼砖瓦弓瓶铛，炉锅甑帛扇管钥，金铁珠玉匙盒良",
                things: &["轮", "烧灼物", "弯曲物", "乐器", "公文", "筐", "杵臼", "砖瓦", "弓", "瓶", "铛", "炉", "锅", "甑", "帛", "扇", "管钥", "金铁", "珠玉", "匙", "盒"] },
    BranchRow { branch: Branch::Wu,   line: 423, text: "午盒文书火烛器，锦旗丝绣书画艺，衣服衣架烟火箱，厨柜蒸笼笔灯具",
                things: &["盒", "文书", "火烛器", "锦旗", "丝绣", "书画", "衣服", "衣架", "箱", "厨柜", "蒸笼", "笔", "灯具"] },
    BranchRow { branch: Branch::Wei,  line: 425, text: "未帘酒食药香帛，衣冠印绶祭祭物细细碎物，浴盆盘盏酒器幡，歌舞乐器戏具入",
                things: &["帘", "酒食", "药", "香", "帛", "衣冠", "印绶", "祭物", "细碎物", "浴盆", "盘", "盏", "酒器", "幡", "乐器", "戏具"] },
    BranchRow { branch: Branch::Shen, line: 427, text: "申柩磨碓丝绵类，五金刑具刀兵在。又为货宝又角骨，园动之物申亦汇",
                things: &["柩", "磨碓", "丝绵", "五金", "刑具", "刀兵", "货宝", "角骨", "园动之物"] },
    BranchRow { branch: Branch::You,  line: 429, text: "酉锥磁石五金连，珠玉钗钏首饰钱，纸锁镜盘刀剑等，皮革碑碣酒浆兼。一切门户动用物，象又为棋尖亦圆",
                things: &["锥", "磁石", "五金", "珠玉", "钗钏", "首饰", "钱", "纸", "锁", "镜", "盘", "刀剑", "皮革", "碑碣", "酒浆", "门户动用物", "棋"] },
    BranchRow { branch: Branch::Xu,   line: 431, text: "戌为火土合成物，葫芦锁具石毛骨，印绶僧鞋军器罗，朝服碓磨犁锄杂，瓦器杻械鞋履钟，磁糠臭恶虚空入",
                things: &["火土合成物", "葫芦", "锁具", "石", "毛骨", "印绶", "僧鞋", "军器", "罗", "朝服", "碓磨", "犁锄", "瓦器", "杻械", "鞋履", "钟", "磁", "糠"] },
    BranchRow { branch: Branch::Hai,  line: 433, text: "亥亦柔长兼细碎，藤篾绳索笠伞盖，符图帐橹幞头环，酱醋浆盐戏弄类，葫芦管钥带灯台，笔墨图书绵纸配。冠巾杖幔匾圆形，榨桨双丫同为亥",
                things: &["藤篾", "绳索", "笠", "伞盖", "符图", "帐", "橹", "幞头", "环", "酱醋", "浆", "盐", "戏弄", "葫芦", "管钥", "带", "灯台", "笔墨", "图书", "绵纸", "冠巾", "杖", "幔", "匾", "榨", "桨", "双丫"] },
] };

/// The three tables keyed by branch, in the text's order.
pub const BRANCH_TABLES: [BranchTable; 3] = [BRANCH_THINGS, BRANCH_THINGS_MORE, VESSEL_SONG];

/// One general's row of 十二天官所主物形物類.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GeneralRow {
    /// The general.
    pub general: General,
    /// The name as printed (天乙 for 貴人, 元武 for 玄武).
    pub name: &'static str,
    /// Line in the seed text.
    pub line: u32,
    /// The line as printed.
    pub text: &'static str,
    /// The things it names, each a substring of `text`.
    pub things: &'static [&'static str],
}

/// Line of the heading 十二天官所主物形物類.
pub const GENERAL_THINGS_LINE: u32 = 435;

/// 十二天官所主物形物類 Shí'èr tiānguān suǒ zhǔ wùxíng wùlèi (lines 437–459), in the
/// text's order (貴人 first, as the generals run). 元武 is 玄武 (ERRATA.md).
#[rustfmt::skip]
pub const GENERAL_THINGS: [GeneralRow; 12] = [
    GeneralRow { general: General::Guiren,   name: "天乙", line: 437, text: "天乙，主方圆，五色分明，其物黄白珍异，贵人衣物，文章彩色",
                 things: &["黄白珍异", "贵人衣物", "文章彩色"] },
    GeneralRow { general: General::Tengshe,  name: "螣蛇", line: 439, text: "螣蛇，主空虚变幻，或似蛇形，在春夏其物形弯长，秋冬其物形蟠曲，又主赤色文章，或甘美可食，而经火气",
                 things: &["赤色文章"] },
    GeneralRow { general: General::Zhuque,   name: "朱雀", line: 441, text: "朱雀，主文字、赤色、文华、烟火、飞禽羽毛",
                 things: &["文字", "烟火", "飞禽羽毛"] },
    GeneralRow { general: General::Liuhe,    name: "六合", line: 443, text: "六合，主虫丝、竹木、仪象声音之器，盐粟可食物",
                 things: &["虫丝", "竹木", "仪象声音之器", "盐粟"] },
    GeneralRow { general: General::Gouchen,  name: "勾陈", line: 445, text: "勾陈，主手棒、干戈、土产勾连之物，瓦石土铁之类",
                 things: &["手棒", "干戈", "土产勾连之物", "瓦石", "土铁"] },
    GeneralRow { general: General::Qinglong, name: "青龙", line: 447, text: "青龙，主青绿草木、堪食物，为衣帛、文书、钱财类",
                 things: &["青绿草木", "堪食物", "衣帛", "文书", "钱财"] },
    GeneralRow { general: General::Tiankong, name: "天空", line: 449, text: "天空，主空虚、弯、幻、污浊不洁物",
                 things: &["污浊不洁物"] },
    GeneralRow { general: General::Baihu,    name: "白虎", line: 451, text: "白虎，主坚硬、棱属、五金利器",
                 things: &["五金利器"] },
    GeneralRow { general: General::Taichang, name: "太常", line: 453, text: "太常，主衣服、饮食，色黄可用之物",
                 things: &["衣服", "饮食", "色黄可用之物"] },
    GeneralRow { general: General::Xuanwu,   name: "元武", line: 455, text: "元武，主虚空、流转、阴暗、近水之物",
                 things: &["近水之物"] },
    GeneralRow { general: General::Taiyin,   name: "太阴", line: 457, text: "太阴，主黄白阴私之物，针翦刀钱之类",
                 things: &["黄白阴私之物", "针翦", "刀", "钱"] },
    GeneralRow { general: General::Tianhou,  name: "天后", line: 459, text: "天后，主衣服、缯帛、妇女经手之物",
                 things: &["衣服", "缯帛", "妇女经手之物"] },
];

/// The 十二天官 row of a general.
pub fn general_row(g: General) -> &'static GeneralRow {
    &GENERAL_THINGS[g.since(General::Guiren)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_in_order_and_things_are_in_their_rows() {
        for table in BRANCH_TABLES {
            for (i, row) in table.rows.iter().enumerate() {
                assert_eq!(row.branch, Branch::ALL[i], "{}", table.name);
                assert_eq!(row.line, table.line + 2 * (i as u32 + 1));
                for t in row.things {
                    assert!(row.text.contains(t), "{}: {t} not in {}", table.name, row.text);
                }
            }
        }
        for (i, row) in GENERAL_THINGS.iter().enumerate() {
            assert_eq!(row.general, General::ALL[i]);
            assert!(row.text.starts_with(row.name));
            assert!(row.things.iter().all(|t| row.text.contains(t)));
        }
        for b in Branch::ALL {
            assert!(image_of_branch(b).is_some(), "{b}");
        }
        assert!(image_of_stem(Stem::Ji).is_none());
    }
}
