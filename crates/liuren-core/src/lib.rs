//! 大六壬 Dà Liù Rén — the casting engine.
//!
//! A pure-Rust domain core with no web dependency. It builds natively and for
//! `wasm32-unknown-unknown`. The layers, each a module:
//!
//! cycle types → astronomy → calendar → plate → lessons → transmissions →
//! generals → chart → [`view`] (the one view rules read) → spirits (神煞),
//! patterns (課體), 畢法, 卷中, 射覆 and 怪異, each building [`reading`]s (the one
//! model of what every rule family finds) → [`ask`] (all of them for a question)
//! → [`topic`] (a question's topic: its 類神, where they stand, the books' verdicts; [`timing`] 應期)
//! → [`report`] (the chart as text and as a Markdown report).

pub mod ask;
pub mod astro;
pub mod calendar;
pub mod chart;
pub mod choices;
pub mod cycle;
pub mod divination;
pub mod generals;
pub mod keti;
pub mod lessons;
pub mod lunar;
pub mod nayin;
pub mod options;
pub mod pillars;
pub mod plate;
pub mod reading;
pub mod readings;
pub mod relations;
pub mod report;
pub mod shensha;
pub mod timing;
pub mod topic;
pub mod transmissions;
pub mod view;
pub mod zone;
