//! 案例 — the casebook: which readings fired in which saved chart, a search
//! that matches what fired, and for each 課體 and 畢法 line how many saved
//! charts it fired in and how many of those have an 應驗 recorded. A count,
//! never a verdict: the core decides what fires, the user records what came
//! to pass, and this module only counts the two side by side.
//!
//! Pure (no web dependency), so natively tested; `components::saved` draws
//! what it computes. Each saved chart is cast again with its own inputs and
//! options and read with [`for_chart`](liuren_core::ask::for_chart) for its own category (the 類神 and the
//! portent seen are not kept in a save, so none is asked). A chart cast once
//! is kept in a [`Cache`] keyed by its inputs and category, so a rename or an
//! 應驗 written does not cast it again.

use std::collections::HashMap;

use liuren_core::ask::Ask;
use liuren_core::reading::{Category, Family};

use crate::cast;
use crate::s2t::to_traditional;
use crate::share;
use crate::storage::SavedChart;

/// One reading that fired in a chart: its family, id and title.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fired {
    /// The rule's family.
    pub family: Family,
    /// The rule's id within its family (`yuanshou`, `bifa.9`, …).
    pub id: String,
    /// The rule's title in traditional characters (元首, the 畢法 line, a 神煞's name …).
    pub title: String,
}

/// What fired in a saved chart: `None` when its inputs no longer cast. A case
/// given by its pillars counts only the readings its pillars decide (not those
/// that need a date).
pub fn fired(chart: &SavedChart) -> Option<Vec<Fired>> {
    let c = cast::cast(&chart.shared.to_shared()).ok()?;
    let ask = Ask { category: chart.category, ..Ask::default() };
    let mut out: Vec<Fired> = Vec::new();
    for r in c.readings(&ask).readings {
        let f = Fired { family: r.family, id: r.id.into_owned(), title: r.title.into_owned() };
        if !out.contains(&f) {
            out.push(f);
        }
    }
    Some(out)
}

/// Whether an 應驗 (what came to pass) is recorded for `chart`.
pub fn has_outcome(chart: &SavedChart) -> bool {
    !chart.outcome.trim().is_empty()
}

/// The charts already cast, by their inputs and category.
#[derive(Debug, Clone, Default)]
pub struct Cache(HashMap<(String, Category), Option<Vec<Fired>>>);

impl Cache {
    fn key(chart: &SavedChart) -> (String, Category) {
        (share::build(&chart.shared.to_shared()), chart.category)
    }

    /// How many distinct charts are cast and kept.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nothing is kept.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The index of the saved charts: what fired in each.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Casebook {
    /// By chart id; `None` for a chart that does not cast.
    fired: HashMap<String, Option<Vec<Fired>>>,
}

/// A rule of the 案例統計 table: in how many saved charts it fired, and how
/// many of those have an 應驗 recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Count {
    /// The rule's family (課體 or 畢法).
    pub family: Family,
    /// The rule's id.
    pub id: String,
    /// The rule's title.
    pub title: String,
    /// Saved charts it fired in.
    pub charts: usize,
    /// Of those, how many have an 應驗.
    pub with_outcome: usize,
}

/// What the list is narrowed to besides the search text.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only charts in which this rule (family, id) fired.
    pub rule: Option<(Family, String)>,
    /// Only charts with an 應驗.
    pub with_outcome: bool,
}

impl Casebook {
    /// Casts every chart (none kept before).
    pub fn build(charts: &[SavedChart]) -> Casebook {
        Casebook::build_with(charts, &mut Cache::default())
    }

    /// Casts the charts `cache` does not hold yet, and keeps them there.
    pub fn build_with(charts: &[SavedChart], cache: &mut Cache) -> Casebook {
        let fired = charts
            .iter()
            .map(|c| {
                let f = cache.0.entry(Cache::key(c)).or_insert_with(|| fired(c)).clone();
                (c.id.clone(), f)
            })
            .collect();
        Casebook { fired }
    }

    /// What fired in the chart with id `id` (empty if unknown or not cast).
    pub fn fired_in(&self, id: &str) -> &[Fired] {
        self.fired.get(id).and_then(Option::as_deref).unwrap_or(&[])
    }

    /// The ids of the charts whose inputs do not cast.
    pub fn uncast(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = self.fired.iter().filter(|(_, f)| f.is_none()).map(|(id, _)| id.as_str()).collect();
        ids.sort_unstable();
        ids
    }

    /// Whether `query` (trimmed, case-insensitive, simplified characters read
    /// as traditional) occurs in the chart's own text ([`SavedChart::matches`])
    /// or in the title of a reading that fired in it (課體, 畢法 line, 神煞,
    /// a topic's verdict line …).
    pub fn matches(&self, chart: &SavedChart, query: &str) -> bool {
        if chart.matches(query) {
            return true;
        }
        let q = to_traditional(query.trim()).to_lowercase();
        self.fired_in(&chart.id).iter().any(|f| f.title.to_lowercase().contains(&q))
    }

    /// Whether `chart` passes `filter`.
    pub fn passes(&self, chart: &SavedChart, filter: &Filter) -> bool {
        (!filter.with_outcome || has_outcome(chart))
            && filter
                .rule
                .as_ref()
                .is_none_or(|(family, id)| self.fired_in(&chart.id).iter().any(|f| f.family == *family && f.id == *id))
    }

    /// For each 課體 and 畢法 line that fired in any of `charts`: the number
    /// of charts and how many of them have an 應驗. 課體 first, then 畢法;
    /// within each, most charts first, then by title.
    pub fn counts(&self, charts: &[SavedChart]) -> Vec<Count> {
        let mut by_rule: HashMap<(Family, &str), Count> = HashMap::new();
        for chart in charts {
            let outcome = has_outcome(chart);
            for f in self.fired_in(&chart.id) {
                if !matches!(f.family, Family::Keti | Family::Bifa) {
                    continue;
                }
                let c = by_rule.entry((f.family, f.id.as_str())).or_insert_with(|| Count {
                    family: f.family,
                    id: f.id.clone(),
                    title: f.title.clone(),
                    charts: 0,
                    with_outcome: 0,
                });
                c.charts += 1;
                c.with_outcome += usize::from(outcome);
            }
        }
        let mut out: Vec<Count> = by_rule.into_values().collect();
        out.sort_by(|a, b| {
            (a.family != Family::Keti)
                .cmp(&(b.family != Family::Keti))
                .then(b.charts.cmp(&a.charts))
                .then_with(|| a.title.cmp(&b.title))
                .then_with(|| a.id.cmp(&b.id))
        });
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::share::Shared;
    use liuren_core::chart;

    fn saved(id: &str, query: &str, outcome: &str) -> SavedChart {
        let s = share::parse(query).unwrap().unwrap();
        let mut c = SavedChart::new(id.into(), 1, &s);
        c.outcome = outcome.into();
        c
    }

    /// 戊午日 申將辰時 (2025-06-18 07:00 +08:00): one lesson 下賊上 among four
    /// distinct lessons, so 元首 (worked by hand in
    /// `crates/liuren-core/tests/choices.rs`, `none_matters`).
    const YUANSHOU: &str = "?at=2025-06-18T07:00:00%2B08:00";

    #[test]
    fn a_yuanshou_chart_is_found_by_yuanshou() {
        let a = saved("a", YUANSHOU, "");
        let c = chart::cast(&a.shared.input, &a.shared.options).unwrap();
        assert_eq!(c.calendar.pillars.day.to_string(), "戊午");
        assert_eq!((c.month_general.hanzi(), c.hour_branch.hanzi()), ("申", "辰"));
        let book = Casebook::build(std::slice::from_ref(&a));
        let fired = book.fired_in("a");
        assert!(fired.iter().any(|f| f.family == Family::Keti && f.title == "元首"), "{fired:?}");
        // Found by what fired, not by its (empty) text; simplified typed too.
        assert!(!a.matches("元首"));
        assert!(book.matches(&a, "元首"));
        assert!(book.matches(&a, " 元首 "));
        // Every title that fired finds it; a title that did not fire does not.
        for f in fired {
            assert!(book.matches(&a, &f.title), "{}", f.title);
        }
        assert!(!fired.iter().any(|f| f.title.contains("重審")));
        assert!(!book.matches(&a, "重審"));
        assert!(book.matches(&a, ""));
    }

    #[test]
    fn simplified_search_finds_traditional_titles() {
        let a = saved("a", YUANSHOU, "");
        let book = Casebook::build(std::slice::from_ref(&a));
        // Some 畢法 line or 神煞 of this chart has a character that simplifies.
        let f = book
            .fired_in("a")
            .iter()
            .find(|f| crate::i18n::simplify(&f.title) != f.title)
            .expect("a title with a traditional character");
        let simplified = crate::i18n::simplify(&f.title);
        assert!(book.matches(&a, &simplified), "{simplified}");
    }

    #[test]
    fn counts_say_how_many_charts_and_how_many_with_an_outcome() {
        // Two saves of the 元首 chart (one with an 應驗), and one of another moment.
        let charts = vec![
            saved("a", YUANSHOU, "三日後得財"),
            saved("b", &format!("{YUANSHOU}&q=x"), "  "),
            saved("c", "?at=2026-11-29T21:30:00%2B08:00", "應"),
        ];
        let book = Casebook::build(&charts);
        let counts = book.counts(&charts);
        let yuanshou = counts.iter().find(|c| c.family == Family::Keti && c.title == "元首").unwrap();
        let in_c = book.fired_in("c").iter().any(|f| f.id == yuanshou.id && f.family == Family::Keti);
        assert_eq!(yuanshou.charts, 2 + usize::from(in_c));
        // "  " is no 應驗.
        assert_eq!(yuanshou.with_outcome, 1 + usize::from(in_c));
        // Every 課體 and 畢法 line that fired is counted, by hand over the three.
        for count in &counts {
            assert!(matches!(count.family, Family::Keti | Family::Bifa));
            let fired_in: Vec<&SavedChart> = charts
                .iter()
                .filter(|c| book.fired_in(&c.id).iter().any(|f| f.family == count.family && f.id == count.id))
                .collect();
            assert_eq!(count.charts, fired_in.len(), "{}", count.title);
            assert_eq!(count.with_outcome, fired_in.iter().filter(|c| has_outcome(c)).count(), "{}", count.title);
        }
        let rules =
            |id: &str| book.fired_in(id).iter().filter(|f| matches!(f.family, Family::Keti | Family::Bifa)).count();
        let distinct: std::collections::HashSet<(Family, &str)> = ["a", "c"]
            .iter()
            .flat_map(|id| book.fired_in(id))
            .filter(|f| matches!(f.family, Family::Keti | Family::Bifa))
            .map(|f| (f.family, f.id.as_str()))
            .collect();
        assert!(rules("a") > 0 && rules("c") > 0);
        assert_eq!(counts.len(), distinct.len());
        // 課體 before 畢法.
        let first_bifa = counts.iter().position(|c| c.family == Family::Bifa).unwrap_or(counts.len());
        assert!(counts[first_bifa..].iter().all(|c| c.family == Family::Bifa));
    }

    #[test]
    fn the_filter_narrows_by_rule_and_by_outcome() {
        let charts = vec![
            saved("a", YUANSHOU, "應"),
            saved("b", YUANSHOU, ""),
            saved("c", "?at=2026-11-29T21:30:00%2B08:00", ""),
        ];
        let book = Casebook::build(&charts);
        let id = book.fired_in("a").iter().find(|f| f.title == "元首").unwrap().id.clone();
        let pass = |f: &Filter| charts.iter().filter(|c| book.passes(c, f)).map(|c| c.id.as_str()).collect::<Vec<_>>();
        assert_eq!(pass(&Filter::default()), ["a", "b", "c"]);
        assert_eq!(pass(&Filter { with_outcome: true, rule: None }), ["a"]);
        let yuanshou = Some((Family::Keti, id));
        let in_c = book.fired_in("c").iter().any(|f| f.title == "元首");
        let expected: &[&str] = if in_c { &["a", "b", "c"] } else { &["a", "b"] };
        assert_eq!(pass(&Filter { rule: yuanshou.clone(), with_outcome: false }), expected);
        assert_eq!(pass(&Filter { rule: yuanshou, with_outcome: true }), ["a"]);
    }

    #[test]
    fn a_topic_is_read_for_the_saved_category() {
        // A save asking a topic (求財 …) whose own verdict lines (占類) speak on
        // this chart finds them; the same chart saved with no topic has none.
        let s = share::parse(YUANSHOU).unwrap().unwrap();
        let c = chart::cast(&s.input, &s.options).unwrap();
        let (category, lines) = Category::ALL
            .into_iter()
            .filter(|k| k.is_topic())
            .map(|k| (k, liuren_core::ask::of_family(&c, &Ask { category: k, ..Ask::default() }, Family::Zhanlei)))
            .find(|(_, lines)| !lines.is_empty())
            .expect("some topic speaks on this chart");
        let topic = SavedChart::new("t".into(), 1, &Shared { category, ..s.clone() });
        let plain = saved("p", YUANSHOU, "");
        let book = Casebook::build(&[topic.clone(), plain.clone()]);
        for line in &lines {
            assert!(book.matches(&topic, &line.title), "{}", line.title);
        }
        assert!(book.fired_in("t").iter().any(|f| f.family == Family::Zhanlei));
        assert!(!book.fired_in("p").iter().any(|f| f.family == Family::Zhanlei));
        // The topic's name finds the save too (its category).
        assert!(book.matches(&topic, category.hanzi()));
    }

    #[test]
    fn the_cache_casts_each_chart_once() {
        let charts = vec![
            saved("a", YUANSHOU, ""),
            saved("b", YUANSHOU, "x"),
            saved("c", "?at=2026-11-29T21:30:00%2B08:00", ""),
        ];
        let mut cache = Cache::default();
        let first = Casebook::build_with(&charts, &mut cache);
        assert_eq!(cache.len(), 2, "a and b are one chart");
        let again = Casebook::build_with(&charts, &mut cache);
        assert_eq!(first, again);
        assert_eq!(first, Casebook::build(&charts));
        assert!(first.uncast().is_empty());
    }

    /// A case saved from its pillars (《六壬指南》卷三 天時章 占驗一: 戊寅年 丙辰月
    /// 己巳日, 戌將 丑時) counts what its pillars decide, and nothing that needs a date.
    #[test]
    fn a_pillars_case_counts_only_what_its_pillars_decide() {
        let q = "?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E6%88%8A%E5%AF%85&mp=%E4%B8%99%E8%BE%B0";
        let a = saved("a", q, "");
        assert!(a.shared.pillars.is_some());
        let book = Casebook::build(std::slice::from_ref(&a));
        let fired = book.fired_in("a");
        let p = liuren_core::pillars::cast_pillars(&a.shared.pillars.unwrap(), &a.shared.options).unwrap();
        let r = p.readings(&Ask::default());
        assert!(!fired.is_empty() && fired.iter().any(|f| f.family == Family::Keti));
        let distinct: std::collections::HashSet<(Family, &str, &str)> =
            r.readings.iter().map(|x| (x.family, x.id.as_ref(), x.title.as_ref())).collect();
        assert_eq!(fired.len(), distinct.len());
        for f in fired {
            assert!(r.readings.iter().any(|x| x.family == f.family && x.id == f.id), "{f:?}");
            assert!(!r.needs_date.iter().any(|n| n.family == f.family && n.id == f.id), "{f:?}");
        }
        // 天寇 and the like read the moment itself: never counted for a case without a date.
        assert!(!fired.iter().any(|f| liuren_core::pillars::MOMENT_KETI.contains(&f.id.as_str())));
    }

    /// How long the casebook takes for 200 saved charts (200 distinct moments),
    /// printed for the README (`cargo test -p liuren-app --lib casebook -- --nocapture`).
    #[test]
    fn two_hundred_charts() {
        let charts: Vec<SavedChart> = (0..200)
            .map(|i| {
                let day = 1 + i % 28;
                let hour = (i * 7) % 24;
                let q = format!("?at=2026-{:02}-{day:02}T{hour:02}:15:00%2B08:00", 1 + i % 12);
                saved(&format!("c{i}"), &q, if i % 3 == 0 { "應" } else { "" })
            })
            .collect();
        let start = std::time::Instant::now();
        let book = Casebook::build(&charts);
        let took = start.elapsed();
        println!("casebook of 200 saved charts: {took:?}");
        assert!(book.uncast().is_empty());
        assert_eq!(charts.iter().filter(|c| book.fired_in(&c.id).is_empty()).count(), 0);
        let counts = book.counts(&charts);
        assert!(counts.iter().all(|c| c.charts >= 1 && c.with_outcome <= c.charts && c.charts <= 200));
    }
}
