//! 神煞 Shénshà — the spirits and baleful stars of the first seed text (卷中 星煞), and its other tables.
//!
//! - [`tables`]: every 星煞 row (lines 143–363) as typed data, in the text's order, with
//!   the printed row, the meaning sentence and the line; [`rules`]: the rules the text
//!   states for them.
//! - [`for_chart`]: the 神煞 that fall in one chart, as [`ShenSha`] values; [`readings`]:
//!   the same as readings of the one model (one a table), with [`tone`] where the row states it.
//! - [`extra`]: 八妖 and 河加井 (又煞三種).
//! - [`fenye`] 分野, [`xingxiu`] 星宿, [`dehe`] 德合立成, [`numbers`] 數目, [`colours`] 顏色.
//! - [`errata`]: the corrected reading every quotation is shown in.
//!
//! Source: seed text `000_aca81fbd294816a3.txt` (卷中), read with `texts/ERRATA.md`.

pub mod applied;
pub mod basis;
pub mod colours;
pub mod dehe;
pub mod errata;
pub mod extra;
pub mod fenye;
pub mod numbers;
pub mod rules;
pub mod tables;
pub mod tone;
pub mod xingxiu;

pub use applied::{for_chart, of_table, reading_id, readings, ShenSha};
pub use basis::{Basis, Season};
pub use tables::{Cell, Table, Value, Values, TABLES};
