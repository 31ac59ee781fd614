//! 斷 — one reading of the core's one model ([`Reading`]), drawn the same way in
//! every panel (課體, 神煞, 卷中, 畢法, the answer): its title, the verdict where
//! the rule gives one, the facts of this chart (each a line, with `data-about`
//! listing what it concerns, so a view or a test can ask which readings concern
//! 酉), the passage(s) with their [`Source`], the verse where it is not already
//! the passage, a variant badge, and the tone only when the source states one.
//!
//! Test contract: the card's root has `data-family` (the family's key),
//! `data-id` and, for a seed text, `data-line` (the first passage's line); each
//! fact is an `li` with `data-about` (the hanzi of what it concerns, separated
//! by spaces, e.g. `酉 干上`; `[data-about~='酉']` selects them).
//!
//! Script: the engine's titles, verdicts and facts are traditional and follow
//! the page's script. The second seed text (射覆占, 怪異占) and the 課體 verses
//! of the 《六壬大全》 transcription are printed in simplified characters: they
//! are converted on the 繁體 page ([`crate::s2t`]) and shown as printed on the
//! 简体 page, with the matching `lang`.

use leptos::prelude::*;
use liuren_core::reading::{Family, Reading, Seed, Source};

use super::use_lang;
use crate::i18n::{simplify, Lang};
use crate::s2t::printed;

/// How a source is cited under its passage: «卷中 第427行», «射覆占 第9行»; a
/// book as `《六壬大全》第十冊 …`.
pub fn cite(source: Source) -> String {
    match source {
        Source::Seed { .. } => format!("«{source}»"),
        Source::Book { .. } => source.to_string(),
    }
}

/// Whether the reading's passages are printed in simplified characters: those
/// of the second seed text, and the 課體 verses (《六壬大全》 as transcribed).
pub fn passages_simplified(r: &Reading) -> bool {
    r.family == Family::Keti || matches!(r.passage().source, Source::Seed { text: Seed::Second, .. })
}

/// Whether the title is a printed heading of the second seed text (simplified).
pub fn title_simplified(r: &Reading) -> bool {
    matches!(r.passage().source, Source::Seed { text: Seed::Second, .. })
}

/// The words of `r`'s passage `text` in script `l`.
fn passage_text(l: Lang, r: &Reading, text: &str) -> String {
    if passages_simplified(r) {
        printed(l, text)
    } else {
        l.zh(text)
    }
}

/// The title of `r` in script `l`.
pub fn title_text(l: Lang, r: &Reading) -> String {
    if title_simplified(r) {
        printed(l, &r.title)
    } else {
        l.zh(&r.title)
    }
}

/// What a fact is about, as `data-about` writes it: `酉 干上`.
pub fn about_attr(about: &[liuren_core::reading::About]) -> String {
    about.iter().map(|a| a.hanzi()).collect::<Vec<_>>().join(" ")
}

/// Whether `query` (in either script, trimmed) occurs in the reading's title,
/// kind, verdict, passages or facts. An empty query matches everything.
pub fn matches(r: &Reading, query: &str) -> bool {
    let q = simplify(query.trim());
    if q.is_empty() {
        return true;
    }
    let mut hay: Vec<String> = vec![r.title.to_string(), r.kind.unwrap_or("").to_string()];
    hay.extend(r.verdict.clone());
    hay.extend(r.passages.iter().map(|p| p.text().to_string()));
    hay.extend(r.facts.iter().map(|f| f.text.clone()));
    hay.iter().any(|h| simplify(h).contains(&q))
}

/// One reading. `class` is added to the root's; `bare` leaves the title out
/// (for a panel that shows it in its own heading).
#[component]
pub fn ReadingCard(
    reading: Reading,
    /// Extra classes for the root.
    #[prop(optional)]
    class: &'static str,
    /// Leave the title out.
    #[prop(optional)]
    bare: bool,
) -> impl IntoView {
    let lang = use_lang();
    let r = reading;
    let root_class = if class.is_empty() { "reading-card".to_string() } else { format!("reading-card {class}") };
    let line = r.passage().source.line();
    let family = r.family.key();
    let id = r.id.to_string();
    move || {
        let l = lang.get();
        let title = (!bare).then(|| {
            view! {
                <h4 class="reading-card-title" lang=l.html_lang()>
                    <span class="reading-card-name">{title_text(l, &r)}</span>
                    {r.verdict.as_ref().map(|v| view! { <span class="reading-card-verdict">{l.zh(v)}</span> })}
                    {r.variant.map(|v| view! { <span class="reading-card-variant">{l.zh(v)}</span> })}
                    {r.tone.map(|t| view! { <span class="reading-card-tone" data-tone=t.hanzi()>{l.zh(t.hanzi())}</span> })}
                </h4>
            }
        });
        // Without a title, the verdict, variant and tone head the card themselves.
        let head = bare.then(|| {
            view! {
                {r.variant.map(|v| view! { <p class="reading-card-variant">{l.zh(v)}</p> })}
                {r.verdict.as_ref().map(|v| view! { <p class="reading-card-verdict">{l.zh(v)}</p> })}
                {r.tone.map(|t| view! { <p class="reading-card-tone" data-tone=t.hanzi()>{l.zh(t.hanzi())}</p> })}
            }
        });
        let facts = r
            .facts
            .iter()
            .map(|f| view! { <li class="reading-card-fact" data-about=about_attr(&f.about)>{l.zh(&f.text)}</li> })
            .collect_view();
        let passages = r
            .passages
            .iter()
            .map(|p| {
                // A passage that only repeats the title (a 畢法 line) is cited, not quoted twice.
                let repeats = p.text() == r.title && !bare;
                let lang_attr = if passages_simplified(&r) { l.html_lang() } else { "" };
                if repeats {
                    view! { <p class="reading-card-passage reading-card-cited"><cite class="reading-card-source">{l.zh(&cite(p.source))}</cite></p> }.into_any()
                } else {
                    view! {
                        <blockquote class="reading-card-passage" lang=(!lang_attr.is_empty()).then_some(lang_attr)>
                            {passage_text(l, &r, p.text())}
                            " "
                            <cite class="reading-card-source">{l.zh(&cite(p.source))}</cite>
                        </blockquote>
                    }
                    .into_any()
                }
            })
            .collect_view();
        // The verse, unless a passage already quotes it (a 課體's verse is its passage).
        let verse = r.verse.filter(|v| !r.passages.iter().any(|p| p.printed == *v)).map(|v| {
            view! { <blockquote class="reading-card-verse" lang=l.html_lang()>{printed(l, v)}</blockquote> }
        });
        view! {
            <article class=root_class.clone() data-family=family data-id=id.clone() data-line=line>
                {title}
                {head}
                <ul class="reading-card-facts">{facts}</ul>
                {passages}
                {verse}
            </article>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use liuren_core::ask::{for_chart, Ask};
    use liuren_core::chart::{cast, CastInput, ChartOptions};
    use liuren_core::cycle::Branch;
    use liuren_core::reading::{About, Category};

    fn chart() -> liuren_core::chart::Chart {
        cast(&CastInput::at("2026-11-29T21:30:00+08:00".parse().unwrap()), &ChartOptions::default()).unwrap()
    }

    #[test]
    fn sources_are_cited_as_the_core_names_them() {
        assert_eq!(cite(Source::first(427)), "«卷中 第427行»");
        assert_eq!(cite(Source::second(9)), "«射覆占 第9行»");
        assert_eq!(cite(Source::second(483)), "«怪異占 第483行»");
        assert_eq!(
            cite(Source::cited("《六壬大全》第十冊 畢法賦上 第一法 頁475-479")),
            "《六壬大全》第十冊 畢法賦上 第一法 頁475-479"
        );
    }

    #[test]
    fn the_second_text_and_the_verses_are_simplified() {
        let ask = Ask { category: Category::Shefu, ..Ask::default() };
        let all = for_chart(&chart(), &ask);
        for r in &all {
            let simplified = passages_simplified(r);
            match r.family {
                Family::Keti | Family::Shefu => assert!(simplified, "{}", r.id),
                Family::Shensha | Family::Juanzhong | Family::Bifa => assert!(!simplified, "{}", r.id),
                Family::Guaiyi | Family::Zhanlei => {}
            }
        }
        assert!(all.iter().any(|r| r.family == Family::Shefu && title_simplified(r)));
    }

    #[test]
    fn about_is_written_in_hanzi_and_the_filter_reads_either_script() {
        assert_eq!(
            about_attr(&[About::Branch(Branch::You), About::Place(liuren_core::reading::Place::GanShang)]),
            "酉 干上"
        );
        let all = for_chart(&chart(), &Ask::default());
        let r = all.iter().find(|r| r.family == Family::Juanzhong).expect("卷中 readings");
        assert!(matches(r, "") && matches(r, "  "));
        assert!(matches(r, &r.title) && matches(r, &simplify(&r.title)));
        assert!(matches(r, &r.facts[0].text));
        assert!(matches(r, r.passage().text()));
        assert!(!matches(r, "no such words"));
    }
}
