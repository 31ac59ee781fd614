//! Rules for the 畢法 lines 9–48 that the parent module does not detect.

use super::Rule;

#[rustfmt::skip]
pub(super) const RULES: &[(u8, Rule)] = &[];
