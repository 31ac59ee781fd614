//! 大六壬 Dà Liù Rén — the casting engine.
//!
//! A pure-Rust domain core with no web dependency. It builds natively and for
//! `wasm32-unknown-unknown`. The layers, each a module:
//!
//! cycle types → astronomy → calendar → plate → lessons → transmissions →
//! generals → chart → spirits (神煞) → patterns (課體).

pub mod astro;
pub mod calendar;
pub mod chart;
pub mod cycle;
pub mod divination;
pub mod generals;
pub mod keti;
pub mod lessons;
pub mod nayin;
pub mod options;
pub mod plate;
pub mod readings;
pub mod relations;
pub mod shensha;
pub mod transmissions;
