//! Rules for the 畢法 lines 53–95 that the parent module does not detect.

use super::Rule;

#[rustfmt::skip]
pub(super) const RULES: &[(u8, Rule)] = &[];
