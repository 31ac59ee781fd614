//! The school options by name, as the command line and share links spell them.
//!
//! One table serves both: `set` reads a `key=value`, `changed` lists the
//! options that differ from the defaults (what a share link must carry).

use core::fmt;

use crate::calendar::DayStart;
use crate::chart::{ChartOptions, DayNightRule};
use crate::generals::{NobleTable, TiankongSide};
use crate::transmissions::{DuplicateLessons, FuYinMaoRule, SheHaiRule, YaoKeTie};

/// An option name or value that is not known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OptionError {
    /// The option.
    pub key: String,
    /// The rejected value.
    pub value: String,
    /// What would have been accepted (empty for an unknown key).
    pub expected: String,
}

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.expected.is_empty() {
            write!(f, "unknown option {:?}", self.key)
        } else {
            write!(f, "option {}: {:?} is not one of {}", self.key, self.value, self.expected)
        }
    }
}

impl std::error::Error for OptionError {}

/// One school option: its key, its accepted values (the first is the default),
/// and a one-line description naming the sources.
pub struct OptionSpec {
    /// The key, e.g. `shehai`.
    pub key: &'static str,
    /// Accepted values, default first.
    pub values: &'static [&'static str],
    /// What it decides.
    pub about: &'static str,
}

/// All school options.
pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec { key: "day-starts", values: &["23", "0"], about: "day boundary: 23:00 (子初, default) or midnight" },
    OptionSpec {
        key: "true-solar",
        values: &["false", "true"],
        about: "day and hour by local true solar time (needs longitude)",
    },
    OptionSpec {
        key: "shehai",
        values: &["depth", "mengzhong", "depth-inclusive"],
        about: "涉害 by counting depth from the next palace (大全 課經 「丑加卯前行，只歷辰中乙木一重」), by 孟仲季 directly (占事略決), or by depth counting the starting palace too (御定 戊辰日第六局 「各涉四害」; SixRens, wlhyl)",
    },
    OptionSpec {
        key: "fuyin-mao",
        values: &["ziwu", "zimao"],
        about: "伏吟 on 丁卯/己卯/辛卯: 卯子午 (大全) or 卯子卯 (景祐, literal)",
    },
    OptionSpec {
        key: "duplicates",
        values: &["keep", "drop"],
        about: "a lesson repeating the stem's palace: used (default: the printed 720 tables, 指南 辛酉日 丑加子 亥子丑, 大全 起例's nine 別責) or not used (斷案 #07 「不可重複取用」, 大全 畢法 93法)",
    },
    OptionSpec {
        key: "yaoke-tie",
        values: &["shehai", "first"],
        about: "遙克 ties: by 涉害 (占事略決) or the first in lesson order (觀月經)",
    },
    OptionSpec {
        key: "noble",
        values: &["classical", "jiayang"],
        about: "貴人 table: 甲戊庚牛羊 (占事略決, default) or 甲羊戊庚牛 (大全 先天貴神)",
    },
    OptionSpec { key: "ren-gui-mao-si", values: &["false", "true"], about: "壬癸 貴人 晝卯夜巳" },
    OptionSpec { key: "xin-yin-wu", values: &["false", "true"], about: "六辛 貴人 晝寅夜午" },
    OptionSpec {
        key: "day-night",
        values: &["maoshen", "yinyou", "sunrise", "day", "night"],
        about: "晝夜: 卯–申 (default), 寅–酉 (占事略決), real sunrise (大全 39法, needs place), or by hand",
    },
    OptionSpec {
        key: "tiankong",
        values: &["back", "apart"],
        about:
            "天空 behind 貴人 (大全 天將總論 「天空雖云後六位」, default) or neither before nor behind (五位 each side)",
    },
];

fn spec(key: &str) -> Option<&'static OptionSpec> {
    OPTIONS.iter().find(|o| o.key == key)
}

fn pick<T: Copy>(key: &str, value: &str, choices: &[(&str, T)]) -> Result<T, OptionError> {
    choices.iter().find(|c| c.0 == value).map(|c| c.1).ok_or_else(|| OptionError {
        key: key.to_string(),
        value: value.chars().take(40).collect(),
        expected: spec(key).map(|s| s.values.join(", ")).unwrap_or_default(),
    })
}

/// Set option `key` to `value`.
///
/// ```
/// use liuren_core::{chart::ChartOptions, options, transmissions::SheHaiRule};
/// let mut o = ChartOptions::default();
/// options::set(&mut o, "shehai", "mengzhong").unwrap();
/// assert_eq!(o.transmissions.shehai, SheHaiRule::MengZhongJi);
/// assert!(options::set(&mut o, "shehai", "deep").is_err());
/// ```
pub fn set(o: &mut ChartOptions, key: &str, value: &str) -> Result<(), OptionError> {
    let boolean = |v: &str| pick(key, v, &[("true", true), ("false", false), ("1", true), ("0", false)]);
    match key {
        "day-starts" => {
            o.calendar.day_start = pick(key, value, &[("23", DayStart::ZiInitial), ("0", DayStart::Midnight)])?
        }
        "true-solar" => o.calendar.true_solar = boolean(value)?,
        "shehai" => {
            o.transmissions.shehai = pick(
                key,
                value,
                &[
                    ("depth", SheHaiRule::Depth),
                    ("mengzhong", SheHaiRule::MengZhongJi),
                    ("depth-inclusive", SheHaiRule::DepthInclusive),
                ],
            )?
        }
        "fuyin-mao" => {
            o.transmissions.fuyin_mao =
                pick(key, value, &[("ziwu", FuYinMaoRule::MaoZiWu), ("zimao", FuYinMaoRule::MaoZiMao)])?
        }
        "duplicates" => {
            o.transmissions.duplicate_lessons =
                pick(key, value, &[("drop", DuplicateLessons::Drop), ("keep", DuplicateLessons::Keep)])?
        }
        "yaoke-tie" => {
            o.transmissions.yaoke_tie =
                pick(key, value, &[("shehai", YaoKeTie::SheHai), ("first", YaoKeTie::FirstInOrder)])?
        }
        "noble" => {
            o.noble.table =
                pick(key, value, &[("classical", NobleTable::Classical), ("jiayang", NobleTable::JiaYangWuGengNiu)])?
        }
        "ren-gui-mao-si" => o.noble.ren_gui_mao_si = boolean(value)?,
        "xin-yin-wu" => o.noble.xin_yin_wu = boolean(value)?,
        "tiankong" => {
            o.tiankong = pick(key, value, &[("back", TiankongSide::Back), ("apart", TiankongSide::Opposite)])?
        }
        "day-night" => {
            o.day_night = pick(
                key,
                value,
                &[
                    ("maoshen", DayNightRule::MaoToShen),
                    ("yinyou", DayNightRule::YinToYou),
                    ("sunrise", DayNightRule::Sunrise),
                    ("day", DayNightRule::Day),
                    ("night", DayNightRule::Night),
                ],
            )?
        }
        _ => {
            return Err(OptionError {
                key: key.chars().take(40).collect(),
                value: value.chars().take(40).collect(),
                expected: String::new(),
            })
        }
    }
    Ok(())
}

/// The current value of option `key` as it is spelled.
pub fn get(o: &ChartOptions, key: &str) -> Option<&'static str> {
    let b = |x: bool| if x { "true" } else { "false" };
    Some(match key {
        "day-starts" => match o.calendar.day_start {
            DayStart::ZiInitial => "23",
            DayStart::Midnight => "0",
        },
        "true-solar" => b(o.calendar.true_solar),
        "shehai" => match o.transmissions.shehai {
            SheHaiRule::Depth => "depth",
            SheHaiRule::MengZhongJi => "mengzhong",
            SheHaiRule::DepthInclusive => "depth-inclusive",
        },
        "fuyin-mao" => match o.transmissions.fuyin_mao {
            FuYinMaoRule::MaoZiWu => "ziwu",
            FuYinMaoRule::MaoZiMao => "zimao",
        },
        "duplicates" => match o.transmissions.duplicate_lessons {
            DuplicateLessons::Drop => "drop",
            DuplicateLessons::Keep => "keep",
        },
        "yaoke-tie" => match o.transmissions.yaoke_tie {
            YaoKeTie::SheHai => "shehai",
            YaoKeTie::FirstInOrder => "first",
        },
        "noble" => match o.noble.table {
            NobleTable::Classical => "classical",
            NobleTable::JiaYangWuGengNiu => "jiayang",
        },
        "ren-gui-mao-si" => b(o.noble.ren_gui_mao_si),
        "xin-yin-wu" => b(o.noble.xin_yin_wu),
        "day-night" => match o.day_night {
            DayNightRule::MaoToShen => "maoshen",
            DayNightRule::YinToYou => "yinyou",
            DayNightRule::Sunrise => "sunrise",
            DayNightRule::Day => "day",
            DayNightRule::Night => "night",
        },
        "tiankong" => match o.tiankong {
            TiankongSide::Back => "back",
            TiankongSide::Opposite => "apart",
        },
        _ => return None,
    })
}

/// The options that differ from the defaults, as `(key, value)` pairs.
pub fn changed(o: &ChartOptions) -> Vec<(&'static str, &'static str)> {
    let d = ChartOptions::default();
    OPTIONS
        .iter()
        .filter_map(|s| {
            let v = get(o, s.key)?;
            (get(&d, s.key) != Some(v)).then_some((s.key, v))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_option_round_trips_and_defaults_come_first() {
        let d = ChartOptions::default();
        for s in OPTIONS {
            assert_eq!(get(&d, s.key), Some(s.values[0]), "{}", s.key);
            for v in s.values {
                let mut o = ChartOptions::default();
                set(&mut o, s.key, v).unwrap();
                assert_eq!(get(&o, s.key), Some(*v));
                let ch = changed(&o);
                assert_eq!(ch.is_empty(), *v == s.values[0]);
            }
            let err = set(&mut ChartOptions::default(), s.key, "nonsense").unwrap_err();
            assert!(err.to_string().contains(s.key));
        }
        assert!(set(&mut ChartOptions::default(), "colour", "red").is_err());
    }
}
