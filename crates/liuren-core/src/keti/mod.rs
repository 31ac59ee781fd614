//! 課體 Kètǐ — the named lesson patterns, and the lines of the 畢法賦.
