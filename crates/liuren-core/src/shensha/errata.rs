//! 勘誤 Kānwù — reading the seed text 卷中 the way `texts/ERRATA.md` says.
//!
//! The text was machine-converted from simplified to traditional characters,
//! and the conversion left systematic errors (醜 for the branch 丑, 乾 for the
//! stem 干, …). Every quotation this module family shows is in the corrected
//! reading; [`corrected`] turns the printed text into that reading, so a test
//! can find each quotation in the text.
//!
//! Table values are not corrected here: a table keeps its printed row and its
//! corrected values side by side, with a `// DIFFERENCE:` where they part. (This
//! module names no other: the tables and readings depend on it, not it on them.)

/// 轉換之誤 — conversion artifacts, read this way everywhere (ERRATA.md,
/// "Conversion artifacts"). Applied in this order, each to the whole text.
#[rustfmt::skip]
pub const CONVERSIONS: [(&str, &str); 17] = [
    ("醜", "丑"),        // the branch, converted as if it meant "ugly"
    ("乾", "干"),        // the stem: 日乾, 乾支, 歲乾, 遁乾 … (the text has no 乾 trigram)
    ("幹", "干"),        // 幹上
    ("鬥", "斗"),        // 鬥牛之斗
    ("今雲", "今云"),
    ("並雲", "並云"),
    ("可雲", "可云"),    // beyond ERRATA: line 517 「可雲奇驗」, the same artifact
    ("神後", "神后"),
    ("乘後", "乘后"),    // 乘後陰 (263), and beyond ERRATA 乘後與辛 (587)
    ("電後武", "電后武"), // beyond ERRATA: 雷公 (281) 「乘蛇雀雷電，后武雨」, 后 = 天后
    ("鹹池", "咸池"),
    ("余仿此", "餘仿此"),
    ("余類推", "餘類推"), // beyond ERRATA: line 519, the same 余 for 餘
    ("元武", "玄武"),
    ("天怪;", "天怪："),  // punctuation (ERRATA, lines 277, 289, 341)
    ("雨師;", "雨師："),
    ("日馬;", "日馬："),
];

/// 文字之誤 — slips in the running text that ERRATA.md corrects by the text's
/// own rules (the 28 mansions' names, the 五合 in 純雜, 戊 in 顏色).
#[rustfmt::skip]
pub const SLIPS: [(&str, &str); 7] = [
    ("壁水狳", "壁水貐"),                     // 星宿, line 57
    ("房日免", "房日兔"),                     // line 109
    ("牛六星，金牛凶", "牛金牛六星凶"),       // line 123
    ("虎日鼠", "虛日鼠"),                     // line 129
    ("丁與第三者合", "丁與壬合"),             // 純雜, line 629
    ("辛與丙癸", "辛與丙合"),                 // line 629
    ("戊寅，庚白", "戊黃，庚白"),             // 顏色, line 651
];

/// The seed text in the corrected reading: [`CONVERSIONS`], then [`SLIPS`].
///
/// ```
/// use liuren_core::shensha::errata::corrected;
/// assert_eq!(corrected("歲乾： 甲"), "歲干： 甲");
/// assert_eq!(corrected("天怪;醜 子"), "天怪：丑 子");
/// ```
pub fn corrected(text: &str) -> String {
    let mut s = text.to_string();
    for (from, to) in CONVERSIONS.iter().chain(SLIPS.iter()) {
        if s.contains(from) {
            s = s.replace(from, to);
        }
    }
    s
}
