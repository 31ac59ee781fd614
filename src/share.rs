//! Share links: the query string carries the inputs and the school options
//! that differ from the defaults, e.g.
//! `?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong`, and what the reading
//! panels were asked: the topic (`cat=qiucai`, by its key; a name such as
//! `cat=射覆` is read too), the 類神 of 卷中 (`lei=酉`) and, for a 怪異 question, the
//! kind of portent and what was seen (`gy=落星&gyat=卯&gypath=從西向東`, `gystop=午`).
//!
//! A case given by its pillars (the form's 干支 mode) names no moment: its link
//! carries the day pillar, 月將 and 占時 in place of `at`, and the year and month
//! pillars and 晝夜 when known — `?dp=己巳&mg=戌&hb=丑&yp=戊寅&mp=丙辰&dn=day`
//! (`dn` is `day` or `night`; the characters are percent-encoded). The person
//! (`by`, `sex`, `pby`, `psex`), the options and what was asked are written as
//! for a dated chart; `at`, `tz`, `lon` and `lat` are not read from such a link.
//! A link without `dp` is read exactly as before.
//!
//! Pure functions, tested natively. A malformed link gives a [`ShareError`]
//! naming the bad part; it never panics and never touches saved data.

use core::fmt;

use liuren_core::calendar::{Moment, Place};
use liuren_core::chart::{CastInput, ChartOptions, Querent, Sex};
use liuren_core::cycle::{Branch, GanZhi};
use liuren_core::divination::{GuaiyiKind, Travel};
use liuren_core::options;
use liuren_core::pillars::PillarInput;
use liuren_core::reading::Category;
use liuren_core::zone::ZoneName;

use crate::zones::{self, Clock};

/// What the reader can tell about a portent: the kind (index into
/// [`GuaiyiKind::ALL`], or none for every kind), the branch where it was seen
/// (for 落星, 雷震, 暴風 (came from), 鳥怪鳴), and for 落星 its path, for 暴風
/// the branch it stopped at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Seen {
    pub kind: Option<usize>,
    pub place: Option<Branch>,
    pub travel: Option<Travel>,
    pub stopped: Option<Branch>,
}

impl Seen {
    /// The kind to read, with what was seen filled in (`None`: every kind).
    pub fn kind(self) -> Option<GuaiyiKind> {
        let k = *GuaiyiKind::ALL.get(self.kind?)?;
        Some(match k {
            GuaiyiKind::LuoXing { .. } => GuaiyiKind::LuoXing { at: self.place, travel: self.travel },
            GuaiyiKind::LeiZhen { .. } => GuaiyiKind::LeiZhen { at: self.place },
            GuaiyiKind::BaoFeng { .. } => GuaiyiKind::BaoFeng { from: self.place, stopped: self.stopped },
            GuaiyiKind::NiaoGuaiMing { .. } => GuaiyiKind::NiaoGuaiMing { at: self.place },
            other => other,
        })
    }
}

/// The four paths of a falling star.
pub const TRAVELS: [Travel; 4] = [Travel::WestToEast, Travel::NorthToSouth, Travel::SouthToNorth, Travel::EastToWest];

/// What a share link describes.
#[derive(Debug, Clone, PartialEq)]
pub struct Shared {
    /// The moment, place, hand-set 月將/占時 and querent.
    pub input: CastInput,
    /// The school options.
    pub options: ChartOptions,
    /// The question's text (may be empty).
    pub question: String,
    /// The kind of question (general, 射覆, 怪異).
    pub category: Category,
    /// The 類神 chosen in the 卷中 panel (`None`: 初傳).
    pub lei: Option<Branch>,
    /// What was seen, for a 怪異 question.
    pub seen: Seen,
    /// The time zone by name (`tz=Asia/Shanghai`), whose history gives the
    /// offset for any date; `None`: the fixed offset the moment carries.
    pub zone: Option<ZoneName>,
    /// A case given by its pillars (the 干支 mode): when set, the chart is cast
    /// from it and not at `input`'s moment. Its `querent` and `partner` are
    /// always `None`: the person is `input`'s, one for both modes
    /// ([`crate::cast::pillar_input`] puts them together).
    pub pillars: Option<PillarInput>,
}

impl Shared {
    /// A chart of `input` with `options`, nothing asked.
    pub fn new(input: CastInput, options: ChartOptions) -> Shared {
        Shared {
            input,
            options,
            question: String::new(),
            category: Category::General,
            lei: None,
            seen: Seen::default(),
            zone: None,
            pillars: None,
        }
    }

    /// `self` as its link reads back: for a case given by its pillars, the
    /// moment, place, zone and hand-set 月將/占時 of the dated form are dropped
    /// ([`DATELESS`], none), since the link does not carry them; a dated chart
    /// is unchanged.
    pub fn as_linked(&self) -> Shared {
        let mut s = self.clone();
        if s.pillars.is_some() {
            s.input = CastInput { moment: DATELESS, place: None, month_general: None, hour_branch: None, ..s.input };
            s.zone = None;
        }
        s
    }
}

/// The moment a case given by its pillars carries in `input` when read from a
/// link (it names none): the placeholder's, never cast.
pub const DATELESS: Moment = crate::placeholder::PLACEHOLDER_MOMENT;

/// A part of a share link that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShareError {
    /// The parameter.
    pub key: String,
    /// Why.
    pub reason: String,
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the link's {} is unreadable: {}", self.key, self.reason)
    }
}

impl std::error::Error for ShareError {}

/// The most characters of a key or value a message repeats.
const SHOWN: usize = 40;

/// The longest reason a message gives (a backstop for messages of the core
/// that may repeat what they were given).
const REASON: usize = 300;

/// The first `n` characters of `s`, with `…` when some were cut.
fn clip(s: &str, n: usize) -> String {
    let mut out: String = s.chars().take(n).collect();
    if s.chars().nth(n).is_some() {
        out.push('…');
    }
    out
}

/// A value from a link as a message repeats it: at most 40 characters (then
/// `…`), quoted and escaped (`"12\n…"`), so a megabyte of digits or a control
/// character never reaches the page as it is.
pub fn quote(v: &str) -> String {
    format!("{:?}", clip(v, SHOWN))
}

fn err(key: &str, reason: impl fmt::Display) -> ShareError {
    ShareError { key: clip(key, SHOWN), reason: clip(&reason.to_string(), REASON) }
}

/// The birth years a link (or a saved chart) may give: a wider range is no
/// one's and the tables do not reach it.
pub const BIRTH_YEARS: core::ops::RangeInclusive<i32> = 1800..=2200;

/// Percent-decode one query component. `+` stays `+` (so an unescaped
/// `+08:00` still reads), invalid escapes and invalid UTF-8 are errors.
pub fn decode(s: &str) -> Result<String, String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3).ok_or("a % escape is cut short")?;
            let b = u8::from_str_radix(hex, 16).map_err(|_| format!("%{hex} is not an escape"))?;
            out.push(b);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "not UTF-8 text".to_string())
}

/// Percent-encode one query component: everything but `A–Z a–z 0–9 - _ . ~ :`.
pub fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~:".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A link as read: the chart it names (`None` when it names neither a moment
/// nor a case by its pillars), and
/// what of it could not be kept though the chart could (a category that is not
/// one, read as a general question).
#[derive(Debug, Clone, PartialEq)]
pub struct Read {
    /// The chart.
    pub shared: Option<Shared>,
    /// What was set aside, each naming its parameter and value.
    pub notes: Vec<ShareError>,
}

/// Read a query string (with or without the leading `?`). `Ok(None)` when it
/// names no moment (`at`) and no case by its pillars (`dp`): the page then
/// shows the present. Strict: a part
/// [`read`] would set aside is an error too.
pub fn parse(query: &str) -> Result<Option<Shared>, ShareError> {
    let r = read(query)?;
    match r.notes.into_iter().next() {
        Some(e) => Err(e),
        None => Ok(r.shared),
    }
}

/// Read a query string like [`parse`], but keep the chart of a link whose
/// category is unknown (`cat=weather`): it is read as a general question and
/// the bad value reported in [`Read::notes`].
pub fn read(query: &str) -> Result<Read, ShareError> {
    let mut notes = Vec::new();
    let shared = read_into(query, &mut notes)?;
    Ok(Read { shared, notes })
}

fn read_into(query: &str, notes: &mut Vec<ShareError>) -> Result<Option<Shared>, ShareError> {
    let query = query.strip_prefix('?').unwrap_or(query);
    let mut pairs = Vec::new();
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = part.split_once('=').unwrap_or((part, ""));
        let k = decode(k).map_err(|e| err(k, e))?;
        let v = decode(v).map_err(|e| err(&k, e))?;
        pairs.push((k, v));
    }
    let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let branch = |key: &str| -> Result<Option<Branch>, ShareError> {
        get(key).map(|v| v.parse::<Branch>().map_err(|e| err(key, e))).transpose()
    };
    let pillar = |key: &str| -> Result<Option<GanZhi>, ShareError> {
        get(key).map(|v| crate::form::parse_pillar(v).map_err(|e| err(key, e))).transpose().map(Option::flatten)
    };
    // A case given by its pillars: `dp` in place of `at`.
    let pillars = match pillar("dp")? {
        None if get("dp").is_some() => {
            return Err(err("dp", "the day pillar is empty: give one of the sixty 干支, e.g. 甲子"))
        }
        None => None,
        Some(day) => {
            let needed = |key: &str, what: &str| {
                branch(key)?.ok_or_else(|| {
                    err(key, format!("a case given by its pillars needs its {what} (an earthly branch)"))
                })
            };
            let mut p = PillarInput::new(day, needed("mg", "月將")?, needed("hb", "占時")?);
            p.year = pillar("yp")?;
            p.month = pillar("mp")?;
            p.daytime = match get("dn") {
                None => None,
                Some("day" | "晝") => Some(true),
                Some("night" | "夜") => Some(false),
                Some(v) => return Err(err("dn", format!("{} is not day or night", quote(v)))),
            };
            Some(p)
        }
    };
    let (moment, zone) = if pillars.is_some() {
        (DATELESS, None)
    } else {
        let Some(at) = get("at") else {
            return Ok(None);
        };
        let mut moment: Moment = at.parse().map_err(|e| err("at", e))?;
        // The zone by name: the instant of `at` read on its clock. An unknown name
        // keeps the chart at the offset `at` was written with, and says so.
        let zone = match get("tz").map(|v| (v, zones::canonical(v))) {
            None => None,
            Some((_, Some(z))) => {
                moment = Clock::Named(z).moment_of(moment.unix);
                Some(z)
            }
            Some((v, None)) => {
                notes.push(err(
                    "tz",
                    format!("{} is not a time zone; the chart is shown at the offset of at", quote(v)),
                ));
                None
            }
        };
        (moment, zone)
    };
    let number = |key: &str| -> Result<Option<f64>, ShareError> {
        get(key)
            .map(|v| {
                v.trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite())
                    .ok_or_else(|| err(key, format!("{} is not a number", quote(v))))
            })
            .transpose()
    };
    let place = match (number("lon")?, number("lat")?) {
        _ if pillars.is_some() => None,
        (Some(lon), Some(lat)) => Some(Place::new(lon, lat).map_err(|e| err("lon/lat", e))?),
        (None, None) => None,
        _ => return Err(err("lon/lat", "give both longitude and latitude")),
    };
    // 月將 and 占時 set by hand (of a dated chart; a pillars case's own are above).
    let (month_general, hour_branch) = if pillars.is_some() { (None, None) } else { (branch("mg")?, branch("hb")?) };
    // The querent (`by`, `sex`) and the partner (`pby`, `psex`): both keys or neither.
    let person = |by: &str, sex: &str| -> Result<Option<Querent>, ShareError> {
        match (get(by), get(sex)) {
            (Some(y), Some(s)) => Ok(Some(Querent {
                birth_year: y.trim().parse().map_err(|_| err(by, format!("{} is not a year", quote(y))))?,
                sex: match s {
                    "male" | "m" => Sex::Male,
                    "female" | "f" => Sex::Female,
                    _ => return Err(err(sex, format!("{} is not male or female", quote(s)))),
                },
            })),
            (None, None) => Ok(None),
            _ => Err(err(&format!("{by}/{sex}"), "give both birth year and sex")),
        }
    };
    let mut querent = person("by", "sex")?;
    let mut partner = person("pby", "psex")?;
    for (person, keys, who) in [(&mut querent, "by/sex", "querent"), (&mut partner, "pby/psex", "partner")] {
        if let Some(q) = *person {
            if !BIRTH_YEARS.contains(&q.birth_year) {
                notes.push(err(
                    keys,
                    format!(
                        "birth year {} is not within 1800–2200; the chart is shown without the {who}",
                        q.birth_year
                    ),
                ));
                *person = None;
            }
        }
    }
    let mut opts = ChartOptions::default();
    for spec in options::OPTIONS {
        if let Some(v) = get(spec.key) {
            options::set(&mut opts, spec.key, v)
                .map_err(|e| err(spec.key, format!("{} is not one of {}", quote(v), e.expected)))?;
        }
    }
    let kind = get("gy")
        .map(|v| {
            GuaiyiKind::ALL
                .iter()
                .position(|k| k.hanzi() == v)
                .ok_or_else(|| err("gy", format!("{} is not a kind of portent", quote(v))))
        })
        .transpose()?;
    let travel = get("gypath")
        .map(|v| {
            TRAVELS
                .into_iter()
                .find(|t| t.hanzi() == v)
                .ok_or_else(|| err("gypath", format!("{} is not a path", quote(v))))
        })
        .transpose()?;
    Ok(Some(Shared {
        input: CastInput { moment, place, month_general, hour_branch, querent, partner },
        options: opts,
        question: get("q").unwrap_or("").to_string(),
        category: match get("cat").map(|v| (v, v.parse::<Category>())) {
            None => Category::General,
            Some((_, Ok(c))) => c,
            Some((v, Err(_))) => {
                notes.push(err(
                    "cat",
                    format!(
                        "{} is not a question topic ({}, or empty); read as a general question",
                        quote(v),
                        Category::keys()
                    ),
                ));
                Category::General
            }
        },
        lei: branch("lei")?,
        seen: Seen { kind, place: branch("gyat")?, travel, stopped: branch("gystop")? },
        zone,
        pillars,
    }))
}

/// The query string (with `?`) of a chart: the inputs, the options that
/// differ from the defaults, and the question if any.
pub fn build(s: &Shared) -> String {
    let mut parts = Vec::new();
    if let Some(p) = s.pillars {
        parts.push(format!("dp={}", encode(&p.day.hanzi())));
        parts.push(format!("mg={}", encode(p.month_general.hanzi())));
        parts.push(format!("hb={}", encode(p.hour_branch.hanzi())));
        for (key, g) in [("yp", p.year), ("mp", p.month)] {
            if let Some(g) = g {
                parts.push(format!("{key}={}", encode(&g.hanzi())));
            }
        }
        if let Some(day) = p.daytime {
            parts.push(format!("dn={}", if day { "day" } else { "night" }));
        }
    } else {
        parts.push(format!("at={}", encode(&s.input.moment.to_rfc3339())));
        if let Some(name) = s.zone {
            // A zone name is ASCII letters, digits, `_`, `-`, `+` and `/`; the `/` stays readable.
            parts.push(format!("tz={}", encode(name.as_str()).replace("%2F", "/")));
        }
        if let Some(p) = s.input.place {
            parts.push(format!("lon={}", p.longitude));
            parts.push(format!("lat={}", p.latitude));
        }
        if let Some(b) = s.input.month_general {
            parts.push(format!("mg={}", encode(b.hanzi())));
        }
        if let Some(b) = s.input.hour_branch {
            parts.push(format!("hb={}", encode(b.hanzi())));
        }
    }
    for (q, by, sex) in [(s.input.querent, "by", "sex"), (s.input.partner, "pby", "psex")] {
        if let Some(q) = q {
            parts.push(format!("{by}={}", q.birth_year));
            parts.push(format!("{sex}={}", if q.sex == Sex::Male { "male" } else { "female" }));
        }
    }
    for (k, v) in options::changed(&s.options) {
        parts.push(format!("{k}={v}"));
    }
    if !s.question.is_empty() {
        parts.push(format!("q={}", encode(&s.question)));
    }
    if s.category != Category::General {
        parts.push(format!("cat={}", s.category.key()));
    }
    if let Some(b) = s.lei {
        parts.push(format!("lei={}", encode(b.hanzi())));
    }
    if let Some(k) = s.seen.kind.and_then(|i| GuaiyiKind::ALL.get(i)) {
        parts.push(format!("gy={}", encode(k.hanzi())));
    }
    if let Some(b) = s.seen.place {
        parts.push(format!("gyat={}", encode(b.hanzi())));
    }
    if let Some(t) = s.seen.travel {
        parts.push(format!("gypath={}", encode(t.hanzi())));
    }
    if let Some(b) = s.seen.stopped {
        parts.push(format!("gystop={}", encode(b.hanzi())));
    }
    format!("?{}", parts.join("&"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::transmissions::SheHaiRule;

    #[test]
    fn the_partner_needs_both_keys() {
        let e = parse("?at=2026-11-29T21:30:00%2B08:00&pby=1981").unwrap_err();
        assert_eq!(e.key, "pby/psex");
        let e = parse("?at=2026-11-29T21:30:00%2B08:00&pby=1981&psex=x").unwrap_err();
        assert_eq!(e.key, "psex");
        let s = parse("?at=2026-11-29T21:30:00%2B08:00&pby=1981&psex=male").unwrap().unwrap();
        assert_eq!(s.input.partner, Some(Querent { birth_year: 1981, sex: Sex::Male }));
        assert_eq!(s.input.querent, None);
    }

    #[test]
    fn a_bad_kind_or_path_names_its_parameter() {
        let e = parse("?at=2026-11-29T21:30:00%2B08:00&gy=%E9%AC%BC").unwrap_err();
        assert_eq!(e.key, "gy");
        let e = parse("?at=2026-11-29T21:30:00%2B08:00&gypath=up").unwrap_err();
        assert_eq!(e.key, "gypath");
        let e = parse("?at=2026-11-29T21:30:00%2B08:00&lei=X").unwrap_err();
        assert_eq!(e.key, "lei");
        // Nothing asked: nothing in the link.
        let s = parse("?at=2026-11-29T21:30:00%2B08:00").unwrap().unwrap();
        assert_eq!((s.lei, s.seen), (None, Seen::default()));
    }

    /// `tz` names the zone; `at` keeps its offset, so a reader that does not
    /// know `tz` still opens the same instant. Old links (no `tz`) keep their offset.
    #[test]
    fn a_zone_by_name_round_trips() {
        let s = parse("?at=1988-07-01T12:00:00%2B09:00&tz=Asia/Shanghai").unwrap().unwrap();
        assert_eq!(s.zone.map(|z| z.to_string()).as_deref(), Some("Asia/Shanghai"));
        assert_eq!(build(&s), "?at=1988-07-01T12:00:00%2B09:00&tz=Asia/Shanghai");
        assert_eq!(parse(&build(&s)).unwrap().unwrap(), s);
        // The instant is the link's; the clock is the zone's (1988-07-01T03:00Z is 12:00 in Shanghai).
        let t = parse("?at=1988-07-01T03:00:00Z&tz=Asia/Shanghai").unwrap().unwrap();
        assert_eq!(t.input.moment.to_rfc3339(), "1988-07-01T12:00:00+09:00");
        let old = parse("?at=2026-11-29T21:30:00%2B08:00").unwrap().unwrap();
        assert_eq!((old.zone, old.input.moment.offset_minutes), (None, 480));
    }

    /// 《六壬指南》卷三 天時章 占驗一 as a link: 戊寅年 丙辰月 己巳日, 戌將 丑時.
    const ZHINAN: &str = "?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E6%88%8A%E5%AF%85&mp=%E4%B8%99%E8%BE%B0";

    #[test]
    fn a_case_given_by_its_pillars_round_trips() {
        let s = parse(ZHINAN).unwrap().unwrap();
        let p = s.pillars.unwrap();
        assert_eq!(
            (p.day.hanzi(), p.month_general, p.hour_branch, p.year.map(|g| g.hanzi()), p.month.map(|g| g.hanzi())),
            ("己巳".to_string(), Branch::Xu, Branch::Chou, Some("戊寅".to_string()), Some("丙辰".to_string()))
        );
        assert_eq!((p.daytime, p.querent, p.partner), (None, None, None));
        // No moment of its own: the link names none.
        assert_eq!((s.input.moment, s.input.place, s.input.month_general, s.zone), (DATELESS, None, None, None));
        assert_eq!(build(&s), ZHINAN);
        assert_eq!(parse(&build(&s)).unwrap().unwrap(), s);
        // With everything: 晝夜, a person, options and the question.
        let full = format!("{ZHINAN}&dn=night&by=1984&sex=female&shehai=mengzhong&q=%E9%9B%A8&cat=tianshi");
        let t = parse(&full).unwrap().unwrap();
        assert_eq!(t.pillars.unwrap().daytime, Some(false));
        assert_eq!(t.input.querent, Some(Querent { birth_year: 1984, sex: Sex::Female }));
        assert_eq!((t.question.as_str(), t.category), ("雨", Category::Tianshi));
        assert_eq!(build(&t), full);
        assert_eq!(parse(&build(&t)).unwrap().unwrap(), t);
        // 晝 and 夜 in characters read too.
        assert_eq!(parse(&format!("{ZHINAN}&dn=%E6%99%9D")).unwrap().unwrap().pillars.unwrap().daytime, Some(true));
    }

    /// The dated form's moment, place and zone are not in a pillars link; the
    /// state as its link reads back drops them.
    #[test]
    fn a_pillars_link_carries_no_date() {
        let mut s = parse("?at=2026-11-29T21:30:00%2B08:00&tz=Asia/Shanghai&lon=121.47&lat=31.23&mg=%E4%BA%A5")
            .unwrap()
            .unwrap();
        s.pillars = parse(ZHINAN).unwrap().unwrap().pillars;
        let q = build(&s);
        assert_eq!(q, ZHINAN);
        assert_eq!(parse(&q).unwrap().unwrap(), s.as_linked());
        // A link that has both reads as the pillars case.
        let both = parse(&format!("{ZHINAN}&at=2026-11-29T21:30:00%2B08:00&lon=121.47&lat=31.23")).unwrap().unwrap();
        assert_eq!(both, parse(ZHINAN).unwrap().unwrap());
        // A dated chart is its own link.
        let d = parse("?at=2026-11-29T21:30:00%2B08:00").unwrap().unwrap();
        assert_eq!(d.as_linked(), d);
    }

    #[test]
    fn a_bad_pillar_names_its_parameter_and_says_why() {
        for (link, key, says) in [
            ("?dp=%E7%94%B2%E4%B8%91&mg=%E6%88%8C&hb=%E4%B8%91", "dp", "\"甲丑\" is not one of the sixty 干支"),
            ("?dp=&mg=%E6%88%8C&hb=%E4%B8%91", "dp", "empty"),
            ("?dp=x&mg=%E6%88%8C&hb=%E4%B8%91", "dp", "e.g. 甲子"),
            ("?dp=%E5%B7%B1%E5%B7%B3&hb=%E4%B8%91", "mg", "月將"),
            ("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C", "hb", "占時"),
            ("?dp=%E5%B7%B1%E5%B7%B3&mg=X&hb=%E4%B8%91", "mg", "earthly branch"),
            ("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E4%B9%99%E5%AD%90", "yp", "乙子"),
            ("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&mp=1", "mp", "not one of the sixty"),
            ("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&dn=noon", "dn", "day or night"),
        ] {
            let e = read(link).unwrap_err();
            assert_eq!(e.key, key, "{link}");
            assert!(e.to_string().contains(says), "{link}: {e}");
        }
        // A megabyte in dp is clipped.
        let e = parse(&format!("?dp={}&mg=%E6%88%8C&hb=%E4%B8%91", "1".repeat(1_000_000))).unwrap_err();
        assert!(e.to_string().len() < 400, "{}", e.to_string().len());
    }

    #[test]
    fn an_unknown_zone_keeps_the_chart_and_names_tz() {
        let r = read("?at=2026-11-29T21:30:00%2B08:00&tz=Mars/Olympus").unwrap();
        let s = r.shared.unwrap();
        assert_eq!((s.zone, s.input.moment.to_rfc3339().as_str()), (None, "2026-11-29T21:30:00+08:00"));
        assert_eq!(r.notes[0].key, "tz");
        assert!(r.notes[0].reason.contains("\"Mars/Olympus\" is not a time zone"), "{}", r.notes[0]);
    }

    #[test]
    fn the_issue_example() {
        let s = parse("?at=2026-11-29T21:30:00%2B08:00").unwrap().unwrap();
        assert_eq!(s.input.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        assert_eq!(s.options, ChartOptions::default());
        // An unescaped plus still reads as the offset sign.
        let t = parse("at=2026-11-29T21:30:00+08:00").unwrap().unwrap();
        assert_eq!(t.input.moment, s.input.moment);
    }

    #[test]
    fn round_trip_with_everything() {
        let mut options = ChartOptions::default();
        options::set(&mut options, "shehai", "mengzhong").unwrap();
        options::set(&mut options, "day-night", "yinyou").unwrap();
        let s = Shared {
            input: CastInput {
                moment: "1999-12-31T23:59:00-05:30".parse().unwrap(),
                place: Some(Place::new(121.47, 31.23).unwrap()),
                month_general: Some(Branch::Hai),
                hour_branch: Some(Branch::Zi),
                querent: Some(Querent { birth_year: 1984, sex: Sex::Female }),
                partner: Some(Querent { birth_year: 1981, sex: Sex::Male }),
            },
            options,
            question: "失物何在？ & = %".to_string(),
            category: Category::Shefu,
            lei: Some(Branch::You),
            seen: Seen {
                kind: Some(0),
                place: Some(Branch::Mao),
                travel: Some(Travel::EastToWest),
                stopped: Some(Branch::Wu),
            },
            zone: None,
            pillars: None,
        };
        let q = build(&s);
        assert!(q.contains("shehai=mengzhong") && !q.contains("fuyin-mao"), "{q}");
        // 落星 is the first kind; what was seen is written in characters.
        assert!(q.contains(&format!("gy={}", encode("落星"))), "{q}");
        assert!(
            q.contains(&format!("lei={}", encode("酉"))) && q.contains(&format!("gypath={}", encode("從東向西"))),
            "{q}"
        );
        assert!(q.contains("cat=shefu"), "{q}");
        assert_eq!(parse(&q).unwrap().unwrap(), s);
        assert_eq!(parse(&q).unwrap().unwrap().options.transmissions.shehai, SheHaiRule::MengZhongJi);
    }

    #[test]
    fn categories_by_key_or_name_and_a_bad_one_keeps_the_chart() {
        let at = "?at=2026-11-29T21:30:00%2B08:00";
        for (cat, c) in [
            ("shefu", Category::Shefu),
            ("guaiyi", Category::Guaiyi),
            ("%E5%B0%84%E8%A6%86", Category::Shefu),  // 射覆
            ("%E6%80%AA%E7%95%B0", Category::Guaiyi), // 怪異
            ("", Category::General),
            ("qiucai", Category::Qiucai),
            ("%E6%B1%82%E8%B2%A1", Category::Qiucai), // 求財
            ("%E6%B1%82%E8%B4%A2", Category::Qiucai), // 求财
            ("tianshi", Category::Tianshi),
        ] {
            let s = parse(&format!("{at}&cat={cat}")).unwrap().unwrap();
            assert_eq!(s.category, c, "{cat}");
        }
        // Every topic goes into the link by its key and comes back.
        for c in Category::ALL {
            let mut s = parse(at).unwrap().unwrap();
            s.category = c;
            let q = build(&s);
            assert_eq!(q.contains(&format!("cat={}", c.key())), c != Category::General, "{q}");
            assert_eq!(parse(&q).unwrap().unwrap().category, c, "{q}");
        }
        let link = format!("{at}&q=%E5%A4%A9&cat=weather&lei=%E9%85%89");
        let e = parse(&link).unwrap_err();
        assert_eq!(e.key, "cat");
        assert!(e.to_string().contains("\"weather\""), "{e}");
        assert!(e.to_string().contains("qiucai") && e.to_string().contains("shefu"), "{e}");
        // Read leniently, nothing else of the link is lost.
        let r = read(&link).unwrap();
        assert_eq!(r.notes, vec![e]);
        let s = r.shared.unwrap();
        assert_eq!((s.category, s.question.as_str(), s.lei), (Category::General, "天", Some(Branch::You)));
        assert_eq!(s.input, parse(at).unwrap().unwrap().input);
    }

    #[test]
    fn echoed_values_are_clipped_and_escaped() {
        let at = "?at=2026-11-29T21:30:00Z";
        let mega = "1".repeat(1_000_000);
        for (link, key) in [
            (format!("{at}&lon={mega}&lat=0"), "lon"),
            (format!("{at}&by=1990&sex={mega}"), "sex"),
            (format!("{at}&by={mega}&sex=male"), "by"),
            (format!("{at}&gy={mega}"), "gy"),
            (format!("{at}&gypath={mega}"), "gypath"),
            (format!("{at}&shehai={mega}"), "shehai"),
            (format!("{at}&mg={mega}"), "mg"),
            (format!("at={mega}"), "at"),
        ] {
            let e = parse(&link).unwrap_err();
            let text = e.to_string();
            assert!(text.len() < 400, "{key}: {} characters", text.len());
            assert!(text.contains(&format!("{}…", &mega[..SHOWN])) || key == "at" || key == "mg", "{key}: {text}");
        }
        let e = read(&format!("{at}&cat={mega}")).unwrap().notes.remove(0);
        assert!(e.to_string().len() < 400 && e.to_string().contains("111…\""), "{e}");
        // Escaped: a control character is shown as its escape.
        let e = parse(&format!("{at}&gy=a%0Ab")).unwrap_err();
        assert!(e.to_string().contains(r#""a\nb""#), "{e}");
    }

    #[test]
    fn birth_years_outside_1800_to_2200_set_the_person_aside() {
        let at = "?at=2026-11-29T21:30:00Z";
        for y in ["1799", "2201", "-2147483648"] {
            let r = read(&format!("{at}&by={y}&sex=male&pby=1990&psex=f")).unwrap();
            let s = r.shared.unwrap();
            assert_eq!((s.input.querent, s.input.partner.map(|p| p.birth_year)), (None, Some(1990)), "{y}");
            assert_eq!(r.notes.len(), 1);
            assert_eq!(r.notes[0].key, "by/sex");
            // Strictly (a saved or imported chart), the link is refused.
            assert_eq!(parse(&format!("{at}&pby={y}&psex=male")).unwrap_err().key, "pby/psex");
        }
        assert!(parse(&format!("{at}&by=1800&sex=male&pby=2200&psex=f")).is_ok());
    }

    #[test]
    fn no_moment_means_now() {
        assert_eq!(parse("").unwrap(), None);
        assert_eq!(parse("?utm=x").unwrap(), None);
    }

    #[test]
    fn malformed_links_say_what_is_wrong() {
        for (q, key) in [
            ("?at=2026-02-30T00:00:00Z", "at"),
            ("?at=%ZZ", "at"),
            ("?at=%E4%B8", "at"),
            ("?at=2026-11-29T21:30:00Z&shehai=deep", "shehai"),
            ("?at=2026-11-29T21:30:00Z&mg=午午", "mg"),
            ("?at=2026-11-29T21:30:00Z&lon=121", "lon/lat"),
            ("?at=2026-11-29T21:30:00Z&lon=999&lat=0", "lon/lat"),
            ("?at=2026-11-29T21:30:00Z&by=1990&sex=x", "sex"),
        ] {
            let e = parse(q).unwrap_err();
            assert_eq!(e.key, key, "{q}");
            assert!(!e.to_string().is_empty());
        }
    }
}
