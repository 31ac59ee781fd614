//! `liuren` — the 大六壬 casting engine on the command line.
//!
//! ```text
//! liuren cast --at 2026-11-29T21:30:00+08:00 [--format text|markdown|json] [options]
//! liuren cast --day 甲子 --month-general 亥 --hour-branch 午 [--json] [options]
//! liuren find --day 甲子 --month-general 亥 --hour-branch 午 [--from Y --to Y] [--json]
//! liuren choices --at 2026-11-29T21:30:00+08:00 [--json] [options]
//! liuren when --at 2026-11-29T21:30:00+08:00 [--lei 酉] [--json] [options]
//! liuren topics [--json]
//! liuren table [--shehai depth|mengzhong|depth-inclusive] [options]
//! liuren terms --year 2026
//! ```
//!
//! Bad input exits with code 2 and one line on stderr.

mod json;
mod moment;
mod pillars;
mod text;
mod when;

use std::process::ExitCode;

use liuren_core::ask::{self, Ask};
use liuren_core::calendar::Place;
use liuren_core::chart::{cast, CastInput, Chart, ChartOptions, Querent, Sex};
use liuren_core::cycle::Branch;
use liuren_core::divination::{self, Topic};
use liuren_core::options::{self, OPTIONS};
use liuren_core::reading::Category;
use liuren_core::report;

const USAGE: &str = "usage:
  liuren cast --at <RFC 3339, e.g. 2026-11-29T21:30:00+08:00>
              [--format text|markdown|json]   text by default; --json is --format json
  liuren cast --at <local time, e.g. 1988-07-01T12:00:00> --zone <IANA zone or ±HH:MM> [--fold earlier|later]
  liuren cast --lunar <e.g. 2023-L2-15, L for 閏> --time <HH:MM> --zone <zone>   from a 農曆 date
              [--longitude E --latitude N] [--true-solar] [--day-starts 23|0]
              [--month-general 亥] [--hour-branch 子] [--birth-year Y --sex male|female]
              [--partner-birth-year Y --partner-sex male|female]   husband or wife
              [--topic <id or name>]   a topic (qiucai|求財 …; see `liuren topics`) adds its judgement;
                                       shefu|guaiyi[:<kind>[:<branch>]] the 射覆 or 怪異 readings
              [school options]
  liuren cast --day 甲子 --month-general 亥 --hour-branch 午 [--json]   a case by its pillars, no date
              [--daytime true|false] [--year-pillar 甲子] [--month-pillar 丙寅]
              [--birth-year Y --sex male|female] [--topic …] [school options]
  liuren find --day 甲子 --month-general 亥 --hour-branch 午 [--json]   the moments that carry them
              [--from Y --to Y] (default ±60 years from now) [--offset +08:00] [--day-starts 23|0]
  liuren choices --at <RFC 3339> [--json] [cast's flags and school options]
                                         the school choices that change this chart
  liuren when --at <RFC 3339> [--lei 酉[,卯…]] [--json] [chart options as for cast]
                                         應期: dated candidates of the cited rules, 遲速/已往未來
  liuren topics [--json]                 the topics with their 類神 and sources
  liuren table [school options]          the 720 lessons as JSON
  liuren terms --year Y                  the 24 solar terms of a year as JSON
school options (default first):";

fn main() -> ExitCode {
    match arguments(std::env::args_os().skip(1)).and_then(|args| run(&args)) {
        Ok(out) => emit(&out),
        Err(Failure::Usage(msg)) => {
            warn(&msg);
            ExitCode::from(2)
        }
        Err(Failure::Help) => emit(&help()),
    }
}

/// Writes the output and a newline to stdout. A reader that stops early
/// (`liuren table | head`) closes the pipe: that is not an error, so the program
/// exits quietly with success instead of panicking as `println!` would. Any other
/// write failure is one line on stderr and exit code 1.
fn emit(out: &str) -> ExitCode {
    use std::io::{ErrorKind, Write};
    let mut stdout = std::io::stdout().lock();
    match writeln!(stdout, "{out}").and_then(|()| stdout.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            warn(&format!("cannot write the output: {e}"));
            ExitCode::FAILURE
        }
    }
}

/// One line on stderr, `liuren: ` first. A stderr that cannot be written (a
/// pipe whose reader has gone) loses the line; `eprintln!` would panic instead
/// (exit code 101 in place of the 2 or 1 the caller is owed).
fn warn(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "liuren: {line}");
}

/// The arguments as UTF-8; one that is not is refused (by position, shown lossily
/// and clipped) rather than aborting the program.
fn arguments(raw: impl Iterator<Item = std::ffi::OsString>) -> Result<Vec<String>, Failure> {
    raw.enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                Failure::Usage(format!("argument {} is not valid UTF-8: {}", i + 1, echo(&a.to_string_lossy())))
            })
        })
        .collect()
}

/// How a value the user typed is echoed in a message: quoted, escaped (a newline
/// stays `\n`, so the message stays one line) and clipped to 40 characters.
fn echo(v: &str) -> String {
    const MAX: usize = 40;
    let clipped: String = v.chars().take(MAX).collect();
    let more = if v.chars().nth(MAX).is_some() { "…" } else { "" };
    format!("\"{}{more}\"", clipped.escape_debug())
}

/// Birth years the calendar supports (as the form and share links check).
const BIRTH_YEARS: core::ops::RangeInclusive<i32> = 1800..=2200;

fn help() -> String {
    let mut s = USAGE.to_string();
    for o in OPTIONS {
        let flag = format!("--{} {}", o.key, o.values.join("|"));
        s.push_str(&format!("\n  {flag:<44} {}", o.about));
    }
    s
}

enum Failure {
    Usage(String),
    Help,
}

/// A message from the core: one line, clipped (the core clips the values it echoes).
fn usage(e: impl std::fmt::Display) -> Failure {
    let m = e.to_string().replace('\n', "\\n");
    Failure::Usage(if m.chars().count() > 300 { m.chars().take(300).collect::<String>() + "…" } else { m })
}

/// A flag name as echoed: `--name`, escaped and clipped like a value.
fn flag(key: &str) -> String {
    let e = echo(key);
    format!("--{}", &e[1..e.len() - 1])
}

/// Parsed flags: `--key value` pairs and bare switches, in order.
struct Flags {
    pairs: Vec<(String, Option<String>)>,
}

const SWITCHES: &[&str] = &["json", "true-solar", "help", "ren-gui-mao-si", "xin-yin-wu"];

impl Flags {
    fn parse(args: &[String]) -> Result<Flags, Failure> {
        let mut pairs = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let Some(key) = a.strip_prefix("--") else {
                return Err(Failure::Usage(format!("unexpected argument {} (try --help)", echo(a))));
            };
            let (key, inline) = match key.split_once('=') {
                Some((k, v)) => (k, Some(v.to_string())),
                None => (key, None),
            };
            let value = if inline.is_some() || SWITCHES.contains(&key) {
                inline
            } else {
                Some(it.next().ok_or_else(|| Failure::Usage(format!("{} needs a value", flag(key))))?.clone())
            };
            pairs.push((key.to_string(), value));
        }
        Ok(Flags { pairs })
    }

    fn has(&self, key: &str) -> bool {
        self.pairs.iter().any(|(k, _)| k == key)
    }

    fn value(&self, key: &str) -> Option<&str> {
        self.pairs.iter().rev().find(|(k, _)| k == key).and_then(|(_, v)| v.as_deref())
    }

    fn number(&self, key: &str) -> Result<Option<f64>, Failure> {
        self.value(key)
            .map(|v| {
                v.trim()
                    .parse::<f64>()
                    .ok()
                    .filter(|x| x.is_finite())
                    .ok_or_else(|| Failure::Usage(format!("--{key}: {} is not a number", echo(v))))
            })
            .transpose()
    }

    fn check_known(&self, allowed: &[&str]) -> Result<(), Failure> {
        for (k, _) in &self.pairs {
            if !allowed.contains(&k.as_str()) && options::get(&ChartOptions::default(), k).is_none() {
                return Err(Failure::Usage(format!("unknown option {} (try --help)", flag(k))));
            }
        }
        Ok(())
    }

    /// The school options.
    fn chart_options(&self) -> Result<ChartOptions, Failure> {
        let mut o = ChartOptions::default();
        for (k, v) in &self.pairs {
            if options::get(&o, k).is_some() {
                let v = v.as_deref().unwrap_or("true");
                options::set(&mut o, k, v).map_err(usage)?;
            }
        }
        Ok(o)
    }
}

fn run(args: &[String]) -> Result<String, Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::Usage(
            "no command (cast, find, choices, when, topics, table or terms; try --help)".into(),
        ));
    };
    if command == "--help" || command == "-h" || command == "help" {
        return Err(Failure::Help);
    }
    let flags = Flags::parse(rest)?;
    if flags.has("help") {
        return Err(Failure::Help);
    }
    match command.as_str() {
        "cast" if flags.has("day") => {
            if flags.has("at") {
                return Err(Failure::Usage("give either --at (a date) or --day (a 干支), not both".into()));
            }
            pillars::cast_command(&flags)
        }
        "cast" => cast_command(&flags),
        "find" => pillars::find_command(&flags),
        "choices" => choices_command(&flags),
        "when" => when::command(&flags),
        "topics" => {
            flags.check_known(&["json"])?;
            Ok(if flags.has("json") { json::topics() } else { text::topics() })
        }
        "table" => {
            flags.check_known(&[])?;
            let o = flags.chart_options()?;
            Ok(json::table(o.transmissions))
        }
        "terms" => {
            flags.check_known(&["year"])?;
            let y = flags.value("year").ok_or_else(|| Failure::Usage("terms needs --year".into()))?;
            let year: i32 =
                y.trim().parse().map_err(|_| Failure::Usage(format!("--year: {} is not a year", echo(y))))?;
            json::terms(year).map_err(usage)
        }
        other => Err(Failure::Usage(format!(
            "unknown command {} (cast, find, choices, when, topics, table or terms)",
            echo(other)
        ))),
    }
}

/// A person from `--{year_key} Y --{sex_key} male|female` (both or neither).
fn person(flags: &Flags, year_key: &str, sex_key: &str) -> Result<Option<Querent>, Failure> {
    match (flags.value(year_key), flags.value(sex_key)) {
        (Some(y), Some(s)) => {
            let birth_year: i32 =
                y.trim().parse().map_err(|_| Failure::Usage(format!("--{year_key}: {} is not a year", echo(y))))?;
            if !BIRTH_YEARS.contains(&birth_year) {
                return Err(Failure::Usage(format!("--{year_key}: {birth_year} is outside 1800–2200")));
            }
            let sex = match s {
                "male" | "m" | "男" => Sex::Male,
                "female" | "f" | "女" => Sex::Female,
                _ => return Err(Failure::Usage(format!("--{sex_key}: {} is not male or female", echo(s)))),
            };
            Ok(Some(Querent { birth_year, sex }))
        }
        (None, None) => Ok(None),
        _ => Err(Failure::Usage(format!("give both --{year_key} and --{sex_key}"))),
    }
}

/// One reading of 射覆 or 怪異 as a line of text:
/// `占物在覆仰器：罡加陽：在覆器（天罡辰加卯；卯屬陰）〔第333行「…」〕`, with
/// `〈variant〉` after the heading where the text keeps several readings.
fn topic_line(r: &liuren_core::reading::Reading) -> String {
    let mut s = r.title.to_string();
    if let Some(v) = r.variant {
        s.push_str(&format!("〈{v}〉"));
    }
    s.push_str(&format!("：{}", r.verdict.as_deref().unwrap_or("")));
    if !r.facts.is_empty() {
        let facts: Vec<&str> = r.facts.iter().map(|f| f.text.as_str()).collect();
        s.push_str(&format!("（{}）", facts.join("；")));
    }
    let p = r.passage();
    s.push_str(&format!("〔第{}行「{}」〕", p.source.line().unwrap_or(0), p.text()));
    s
}

/// The flags that say which dated chart to cast (`cast --at …`, `choices` and `when`).
const CHART_FLAGS: &[&str] = &[
    "at",
    "zone",
    "fold",
    "lunar",
    "time",
    "json",
    "longitude",
    "latitude",
    "month-general",
    "hour-branch",
    "birth-year",
    "sex",
    "partner-birth-year",
    "partner-sex",
];

fn cast_command(flags: &Flags) -> Result<String, Failure> {
    flags.check_known(&[CHART_FLAGS, &["topic", "format"]].concat())?;
    let (input, when) = dated_input(flags)?;
    let chart = cast(&input, &flags.chart_options()?).map_err(usage)?;
    let (category, topic) = match flags.value("topic") {
        None => (Category::General, None),
        Some(t) => asked(t)?,
    };
    Ok(match format(flags)? {
        Format::Json => json::chart(&chart, category, topic, &when),
        Format::Markdown => {
            let ask = Ask { category, ..Ask::of_topic(topic) };
            report::markdown(&chart, "", &ask::for_chart(&chart, &ask))
        }
        Format::Text => {
            let mut s = report::text(&chart);
            for r in topic.map(|t| divination::readings_of(&chart, t)).unwrap_or_default() {
                s.push('\n');
                s.push_str(&topic_line(&r));
            }
            if category.is_topic() {
                s.push('\n');
                s.push_str(&text::judgement(&liuren_core::topic::judgement(&chart, category)));
            }
            s
        }
    })
}

/// The chart the flags ask for.
fn chart_of(flags: &Flags) -> Result<Chart, Failure> {
    cast(&cast_input(flags)?, &flags.chart_options()?).map_err(usage)
}

/// The input of a dated cast from its flags.
fn cast_input(flags: &Flags) -> Result<CastInput, Failure> {
    dated_input(flags).map(|(input, _)| input)
}

/// The input of a dated cast from its flags, and when it was asked: `--at` (with an
/// offset, or a local time and `--zone`), or `--lunar` with `--time` and `--zone`.
fn dated_input(flags: &Flags) -> Result<(CastInput, moment::When), Failure> {
    let when = moment::when(
        flags.value("at"),
        flags.value("lunar"),
        flags.value("time"),
        flags.value("zone"),
        flags.value("fold"),
    )
    .map_err(usage)?;
    if let Some(note) = &when.note {
        warn(&format!("note: {note}"));
    }
    let moment = when.moment;
    let place = match (flags.number("longitude")?, flags.number("latitude")?) {
        (Some(lon), Some(lat)) => Some(Place::new(lon, lat).map_err(usage)?),
        (None, None) => None,
        _ => return Err(Failure::Usage("give both --longitude and --latitude".into())),
    };
    let branch = |key: &str| -> Result<Option<Branch>, Failure> {
        flags.value(key).map(|v| v.parse::<Branch>().map_err(|e| Failure::Usage(format!("--{key}: {e}")))).transpose()
    };
    let querent = person(flags, "birth-year", "sex")?;
    let partner = person(flags, "partner-birth-year", "partner-sex")?;
    let input = CastInput {
        moment,
        place,
        month_general: branch("month-general")?,
        hour_branch: branch("hour-branch")?,
        querent,
        partner,
    };
    Ok((input, when))
}

/// `--topic`: a topic by id or name (求財, qiucai …), or 射覆/怪異 with a kind of
/// portent and its branch (`guaiyi:leizhen:酉`). Anything else is refused with
/// the list of valid ids.
fn asked(t: &str) -> Result<(Category, Option<Topic>), Failure> {
    if let Ok(c) = t.parse::<Category>() {
        if c != Category::General && !matches!(c, Category::Shefu | Category::Guaiyi) {
            return Ok((c, None));
        }
    }
    match t.parse::<Topic>() {
        Ok(topic) => {
            let c = match topic {
                Topic::Shefu => Category::Shefu,
                Topic::Guaiyi(_) => Category::Guaiyi,
            };
            Ok((c, Some(topic)))
        }
        Err(e) if t.contains(':') => Err(Failure::Usage(format!("--topic: {e}"))),
        Err(_) => Err(Failure::Usage(format!(
            "--topic: {} is not a topic; valid ids: {} (or their names 求財 …, or guaiyi:<kind>[:<branch>])",
            echo(t),
            Category::keys()
        ))),
    }
}

/// `liuren choices --at …`: the school choices that change this chart, as
/// `[{"option", "value", "with", "changes", "sources"}]` — `changes` an object
/// `{"三傳"|"貴人"|"晝夜"|"課體": [from, to]}` (課體 names joined by 、), `with`
/// the other switches it needs (`{}` when it changes the chart alone).
fn choices_command(flags: &Flags) -> Result<String, Failure> {
    flags.check_known(CHART_FLAGS)?;
    let input = cast_input(flags)?;
    let found = liuren_core::choices::choices(&input, &flags.chart_options()?).map_err(usage)?;
    if flags.has("json") {
        let rows: Vec<serde_json::Value> = found
            .iter()
            .map(|c| {
                let changes: serde_json::Map<String, serde_json::Value> =
                    c.changes.iter().map(|x| (x.what.to_string(), serde_json::json!([x.from, x.to]))).collect();
                let with: serde_json::Map<String, serde_json::Value> =
                    c.with.iter().map(|(k, v)| (k.to_string(), serde_json::json!(v))).collect();
                serde_json::json!({"option": c.option, "value": c.value, "with": with, "changes": changes, "sources": c.sources})
            })
            .collect();
        return Ok(serde_json::to_string_pretty(&rows).expect("a JSON value serialises"));
    }
    if found.is_empty() {
        return Ok("no school choice changes this chart".into());
    }
    let lines: Vec<String> = found
        .iter()
        .map(|c| {
            let with: Vec<String> = c.with.iter().map(|(k, v)| format!("--{k} {v}")).collect();
            let changes: Vec<String> = c.changes.iter().map(|x| format!("{} {} → {}", x.what, x.from, x.to)).collect();
            let with = if with.is_empty() { String::new() } else { format!("（with {}）", with.join(" ")) };
            format!("--{} {}{with}: {}", c.option, c.value, changes.join("；"))
        })
        .collect();
    Ok(lines.join("\n"))
}

/// How `cast` prints the chart.
enum Format {
    /// The classical layout (the default).
    Text,
    /// The Markdown report: the layout and every reading with its passages.
    Markdown,
    /// The chart's JSON.
    Json,
}

/// `--format text|markdown|json`; `--json` is `--format json`.
fn format(flags: &Flags) -> Result<Format, Failure> {
    let asked = flags.value("format");
    match (asked, flags.has("json")) {
        (None, false) => Ok(Format::Text),
        (None | Some("json"), true) | (Some("json"), false) => Ok(Format::Json),
        (Some(f), true) => Err(Failure::Usage(format!("--json contradicts --format {}", echo(f)))),
        (Some("text"), false) => Ok(Format::Text),
        (Some("markdown" | "md"), false) => Ok(Format::Markdown),
        (Some(f), false) => Err(Failure::Usage(format!("--format: {} is not text, markdown or json", echo(f)))),
    }
}
