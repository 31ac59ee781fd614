//! 類神所在 — where a 類神's branch stands, as facts read off the one view.
//!
//! Each fact is one thing someone can check on the chart: the palace it is
//! over, its place in 三傳 and 四課, 本命/行年, 旺相休囚死, 旬空, its 長生
//! stage, the general riding it, 生克 with the day stem and branch, 合刑沖破害墓
//! with the day stem, the day branch and 年命, and the 神煞 of 卷中 on it.
//! Nothing is re-derived: every answer is [`crate::view::ChartView`]'s.

use crate::cycle::{Branch, Element};
use crate::reading::{About, Fact, Place};
use crate::relations::Kin;
use crate::view::{self, Relation};

use super::Cx;

/// How element `a` stands to element `b`: 生 (a generates b), 克 (a overcomes
/// b), 比 (the same), 受生 (b generates a), 受克 (b overcomes a).
pub fn element_relation(a: Element, b: Element) -> &'static str {
    match Kin::between(a, b) {
        Kin::Siblings => "比和",
        Kin::Offspring => "生",
        Kin::Wealth => "克",
        Kin::Parents => "受生",
        Kin::Officer => "受克",
    }
}

/// `b`'s relations to `at`, in words: 「沖」, 「刑之」, 「為其墓」 ….
fn relations_text(rels: &[Relation]) -> String {
    rels.iter()
        .map(|r| match r {
            Relation::Punishes => "刑之",
            Relation::TombOf => "為其墓",
            other => other.hanzi(),
        })
        .collect::<Vec<_>>()
        .join("、")
}

/// 「辰土受日干丁火生」, 「申金克日支卯木」 ….
fn element_text(b: Branch, label: &str, other: &str, oe: Element) -> String {
    let be = b.element();
    let (bh, oh) = (be.hanzi(), oe.hanzi());
    match element_relation(be, oe) {
        "生" => format!("{b}{bh}生{label}{other}{oh}"),
        "克" => format!("{b}{bh}克{label}{other}{oh}"),
        "比和" => format!("{b}{bh}與{label}{other}{oh}比和"),
        "受生" => format!("{label}{other}{oh}生{b}{bh}"),
        _ => format!("{label}{other}{oh}克{b}{bh}"),
    }
}

/// The facts of where heaven branch `b` stands in the chart.
pub fn facts(cx: &Cx, b: Branch) -> Vec<Fact> {
    let v = &cx.view;
    let me = About::Branch(b);
    let earth = v.under(b);
    let mut out = vec![Fact::on(format!("{b}臨{earth}"), [me, About::Branch(earth)])];

    let places = v.places_of(b);
    if places.is_empty() {
        out.push(Fact::on(format!("{b}不入課傳"), [me]));
    } else {
        let names: Vec<&str> = places.iter().map(|p| p.hanzi()).collect();
        out.push(Fact::on(format!("{b}在{}", names.join("、")), v.about(b)));
    }
    for (p, label) in [(Place::BenMing, "本命"), (Place::XingNian, "行年")] {
        if let Some(at) = v.at(p) {
            if at == earth {
                out.push(Fact::on(format!("{b}加{label}{at}"), [me, About::Place(p), About::Branch(at)]));
            }
            if at == b {
                out.push(Fact::on(format!("{b}即{label}"), [me, About::Place(p)]));
            }
        }
    }

    out.push(Fact::on(format!("{b}{}，月建{}，{}", b.element().hanzi(), v.month(), v.vitality(b).hanzi()), [me]));
    out.push(Fact::on(format!("{b}{}", if v.void(b) { "旬空" } else { "不空" }), [me]));
    out.push(Fact::on(format!("{b}於日干{}為{}", v.stem(), v.stage(b).hanzi()), [me, About::Stem(v.stem())]));
    let g = v.general(b);
    out.push(Fact::on(format!("{b}乘{g}（{}）", if view::is_auspicious(g) { "吉將" } else { "凶將" }), [me]));

    let stem = v.stem();
    out.push(Fact::on(
        format!("{}，{b}為{}", element_text(b, "日干", stem.hanzi(), stem.element()), v.kin(b).hanzi()),
        [me, About::Place(Place::DayStem), About::Stem(stem)],
    ));
    let zhi = v.branch();
    out.push(Fact::on(
        element_text(b, "日支", zhi.hanzi(), zhi.element()),
        [me, About::Place(Place::DayBranch), About::Branch(zhi)],
    ));
    let to_stem = v.to_day_stem(b);
    if !to_stem.is_empty() {
        out.push(Fact::on(
            format!("{b}與日干{stem}（寄{}）：{}", v.lodge(), relations_text(&to_stem)),
            [me, About::Place(Place::DayStem), About::Stem(stem)],
        ));
    }
    let to_zhi = v.to_day_branch(b);
    if !to_zhi.is_empty() {
        out.push(Fact::on(
            format!("{b}與日支{zhi}：{}", relations_text(&to_zhi)),
            [me, About::Place(Place::DayBranch), About::Branch(zhi)],
        ));
    }
    for p in [Place::BenMing, Place::XingNian] {
        if let Some(at) = v.at(p) {
            let rels = Relation::between(b, at);
            if !rels.is_empty() {
                out.push(Fact::on(
                    format!("{b}與{}{at}：{}", p.hanzi(), relations_text(&rels)),
                    [me, About::Place(p), About::Branch(at)],
                ));
            }
        }
    }

    let mut names: Vec<&str> = Vec::new();
    for s in cx.spirits.iter().filter(|s| s.branch() == Some(b)) {
        if !names.contains(&s.name) {
            names.push(s.name);
        }
    }
    if !names.is_empty() {
        out.push(Fact::on(format!("{b}上神煞：{}", names.join("、")), [me]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn element_relations_read_as_the_cycle_says() {
        assert_eq!(element_relation(Element::Water, Element::Wood), "生");
        assert_eq!(element_relation(Element::Water, Element::Fire), "克");
        assert_eq!(element_relation(Element::Wood, Element::Water), "受生");
        assert_eq!(element_relation(Element::Fire, Element::Water), "受克");
        assert_eq!(element_relation(Element::Fire, Element::Fire), "比和");
    }
}
