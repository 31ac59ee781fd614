//! 吉凶 — the tone a 星煞 row's own meaning sentence states for every question.
//!
//! Only rows whose sentence says 吉 or 凶 of any question (「凡占皆凶」, 「凡占大吉」,
//! 支德's bare 「吉」), or says both by a condition on the chart itself (「生干吉，克干凶」,
//! 「靜吉動凶」), carry a tone. 趕煞 「生干大吉利……克干則人死」 names no 凶 and
//! carries none. A sentence about one kind of question (「占病凶」,
//! 「求官吉」) or without the words 吉/凶 (「主破壞」) carries none: the tone is
//! never inferred. `tests/shensha_chart.rs` checks every clause is in its row.

use crate::reading::Tone;

/// (line of the row, the clause that states the tone, the tone), in the text's order.
#[rustfmt::skip]
pub const TONES: [(u32, &str, Tone); 15] = [
    (147, "入占生干吉，克干凶", Tone::Mixed), // 太歲
    (159, "凡占皆吉", Tone::Good),            // 歲合
    (161, "凡占皆凶", Tone::Bad),             // 歲破
    (165, "凡占皆凶", Tone::Bad),             // 劫煞
    (167, "凡占皆凶", Tone::Bad),             // 災煞
    (169, "凡占皆凶", Tone::Bad),             // 歲煞
    (171, "生干吉，克干凶", Tone::Mixed),     // 大煞
    (199, "凡占皆有凶災", Tone::Bad),         // 轉煞
    (223, "入占生干吉，克干凶", Tone::Mixed), // 月建
    (269, "凡占皆凶", Tone::Bad),             // 月厭
    (297, "凡占大吉", Tone::Good),            // 日德
    (299, "凡占大吉", Tone::Good),            // 五合
    (315, "靜吉動凶", Tone::Mixed),           // 陽刃
    (327, "吉，次日德", Tone::Good),          // 支德
    (333, "凡占不吉", Tone::Bad),             // 六衝
];

/// The tone the row at `line` states, if it states one.
///
/// ```
/// use liuren_core::reading::Tone;
/// use liuren_core::shensha::tone::tone_of;
/// assert_eq!(tone_of(161), Some(Tone::Bad)); // 歲破 「凡占皆凶」
/// assert_eq!(tone_of(175), None); // 破碎 「主破壞，凡事難成」
/// ```
pub fn tone_of(line: u32) -> Option<Tone> {
    TONES.iter().find(|&&(l, _, _)| l == line).map(|&(_, _, t)| t)
}
