//! 所問 Suǒwèn — what the readings are asked for, and every reading of every
//! family for a chart ([`for_chart`]).
//!
//! The families build [`Reading`]s of the one model (`crate::reading`); this
//! module gathers them, so the model itself depends on no family.

use crate::chart::Chart;
use crate::cycle::Branch;
use crate::divination::{GuaiyiKind, Topic};
use crate::reading::{Category, Family, Reading};

/// What the readings are asked for: the question's category, the 怪異's kind
/// and what was seen, and the 類神 chosen for 卷中's readings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Ask {
    /// The category.
    pub category: Category,
    /// For 怪異: the kind and what was seen (None: every kind).
    pub portent: Option<GuaiyiKind>,
    /// 類神 for 卷中 (None: 初傳 stands for it).
    pub lei: Option<Branch>,
}

impl Ask {
    /// The divination topic the category asks for.
    pub fn topic(&self) -> Option<Topic> {
        match self.category {
            Category::Shefu => Some(Topic::Shefu),
            Category::Guaiyi => Some(Topic::Guaiyi(self.portent)),
            _ => None,
        }
    }

    /// The ask of a divination topic.
    pub fn of_topic(topic: Option<Topic>) -> Ask {
        match topic {
            None => Ask::default(),
            Some(Topic::Shefu) => Ask { category: Category::Shefu, ..Ask::default() },
            Some(Topic::Guaiyi(k)) => Ask { category: Category::Guaiyi, portent: k, ..Ask::default() },
        }
    }

    /// The 類神 卷中's readings are run for: the one chosen by hand, else, for a
    /// topic of the books' 占 chapters, its main 類神's branch
    /// ([`crate::topic::main_lei`]); None (初傳 stands for it) otherwise.
    pub fn lei_for(&self, chart: &Chart) -> Option<Branch> {
        self.lei.or_else(|| crate::topic::main_lei(chart, self.category))
    }
}

/// Every reading of every family for `chart` asked `ask`, families in
/// [`Family::ALL`]'s order, each family's readings in its own (the text's) order.
/// For a topic (求財 …) 卷中 is read for its main 類神 unless `ask.lei` is set,
/// and the topic's own verdict lines (family 占類) come last.
pub fn for_chart(chart: &Chart, ask: &Ask) -> Vec<Reading> {
    let mut out = crate::keti::readings(chart);
    out.extend(crate::shensha::readings(chart));
    out.extend(crate::readings::readings(chart, ask.lei_for(chart)));
    out.extend(crate::keti::bifa::readings(chart));
    if let Some(t) = ask.topic() {
        out.extend(crate::divination::readings_of(chart, t));
    }
    if ask.category.is_topic() {
        out.extend(crate::topic::verdicts(chart, ask.category));
    }
    out
}

/// The readings of one family.
pub fn of_family(chart: &Chart, ask: &Ask, family: Family) -> Vec<Reading> {
    match family {
        Family::Keti => crate::keti::readings(chart),
        Family::Shensha => crate::shensha::readings(chart),
        Family::Juanzhong => crate::readings::readings(chart, ask.lei_for(chart)),
        Family::Bifa => crate::keti::bifa::readings(chart),
        Family::Shefu => crate::divination::readings_of(chart, Topic::Shefu),
        Family::Guaiyi => crate::divination::readings_of(chart, Topic::Guaiyi(ask.portent)),
        Family::Zhanlei => crate::topic::verdicts(chart, ask.category),
    }
}
