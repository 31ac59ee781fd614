//! Browser tests of 流派之別 (`src/components/choices.rs`): the panel lists what
//! the core's `choices` lists, and one tap switches the option. Run with
//! `cargo test -p liuren-app --target wasm32-unknown-unknown`.
#![cfg(target_arch = "wasm32")]

use liuren_app::share;
use liuren_core::chart::cast;
use liuren_core::choices::choices;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod support;
use support::{all, attr, click, host, mount_both, open, until_within};

/// 辛酉日 午時 by day: 六辛 貴人 午 by default (《占事略決》), 寅 with `xin-yin-wu`
/// (the core's test `xin_day_noble`).
const XIN: &str = "?at=2020-03-19T11:00:00%2B08:00";
/// 戊午日 申將辰時: no school choice changes it (the core's test `none_matters`).
const NONE: &str = "?at=2025-06-18T07:00:00%2B08:00";

async fn until(done: impl Fn() -> bool) {
    until_within(150, done).await;
}

/// Each listed choice as (option, value, [(what, from, to)]).
type Listed = Vec<(String, String, Vec<(String, String, String)>)>;

fn listed(host: &web_sys::Element) -> Listed {
    all(host, ".choices-item")
        .iter()
        .map(|item| {
            let changes = all(item, ".choices-change")
                .iter()
                .map(|c| (attr(c, "data-what"), attr(c, "data-from"), attr(c, "data-to")))
                .collect();
            (attr(item, "data-option"), attr(item, "data-value"), changes)
        })
        .collect()
}

/// What the core lists for the chart of `query`.
fn core_lists(query: &str) -> Listed {
    let s = share::parse(query).unwrap().unwrap();
    choices(&s.input, &s.options)
        .unwrap()
        .into_iter()
        .map(|c| {
            let changes = c.changes.into_iter().map(|x| (x.what.to_string(), x.from, x.to)).collect();
            (c.option.to_string(), c.value.to_string(), changes)
        })
        .collect()
}

/// Opens the panel (its list is made only then).
async fn open_panel(host: &web_sys::Element) {
    let details = host.query_selector("details.choices").unwrap().expect("the panel is mounted");
    details.set_attribute("open", "").unwrap();
    until(|| !all(host, ".choices-item, .choices-none").is_empty()).await;
}

/// 貴人's heaven branch on the ring.
fn noble_shown(host: &web_sys::Element) -> String {
    let g = host.query_selector("g[data-general=貴人]").unwrap().expect("貴人 is on the ring");
    attr(&g, "data-heaven")
}

fn search() -> String {
    web_sys::window().unwrap().location().search().unwrap()
}

#[wasm_bindgen_test]
async fn a_xin_day_lists_its_noble_choice_and_one_tap_switches_it() {
    open(XIN).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    // Nothing is cast before the panel is opened.
    assert!(all(&host, ".choices-item").is_empty());
    open_panel(&host).await;

    let shown = listed(&host);
    assert_eq!(shown, core_lists(XIN));
    let xin = shown.iter().find(|(o, v, _)| o == "xin-yin-wu" && v == "true").expect("xin-yin-wu is listed");
    let noble = ("貴人".to_string(), "午 順".to_string(), "寅 逆".to_string());
    assert!(xin.2.contains(&noble), "{:?}", xin.2);
    // Its sources are the option's line of the table.
    let item = host.query_selector(".choices-item[data-option=xin-yin-wu][data-value=true]").unwrap().unwrap();
    let about = liuren_core::options::OPTIONS.iter().find(|o| o.key == "xin-yin-wu").unwrap().about;
    let sources = item.query_selector(".choices-sources").unwrap().unwrap().text_content().unwrap();
    assert_eq!(sources, about);
    assert_eq!(noble_shown(&host), "午");

    // One tap: the link gains the option, the chart recasts with 貴人 on 寅, and
    // the option is remembered like a settings change.
    click(&item.query_selector(".choices-switch").unwrap().unwrap());
    until(|| search().contains("xin-yin-wu=true")).await;
    assert!(search().contains("xin-yin-wu=true"), "{}", search());
    let s = share::parse(&search()).unwrap().unwrap();
    let c = cast(&s.input, &s.options).unwrap();
    assert_eq!(c.noble.to_string(), "寅");
    assert!(!c.generals_forward);
    until(|| noble_shown(&host) == "寅").await;
    assert_eq!(noble_shown(&host), "寅");
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let stored = || storage.get_item("liuren.settings.v1").unwrap().unwrap_or_default();
    until(|| stored().contains("xin-yin-wu")).await;
    assert!(stored().contains(r#""xin-yin-wu":"true""#), "{}", stored());

    // The open panel now lists the way back.
    until(|| listed(&host).iter().any(|(o, v, _)| o == "xin-yin-wu" && v == "false")).await;
    let back = listed(&host);
    assert_eq!(back, core_lists(&search()));
    let (_, _, changes) = back.iter().find(|(o, v, _)| o == "xin-yin-wu" && v == "false").unwrap();
    assert!(changes.contains(&("貴人".to_string(), "寅 逆".to_string(), "午 順".to_string())), "{changes:?}");
}

#[wasm_bindgen_test]
async fn a_chart_no_choice_changes_says_so() {
    open(NONE).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    assert!(core_lists(NONE).is_empty());
    open_panel(&host).await;
    assert!(all(&host, ".choices-item").is_empty());
    let none = host.query_selector(".choices-none").unwrap().expect("the panel says no choice matters");
    let text = none.text_content().unwrap();
    assert!(text.contains("此課無流派之別") && text.contains("no school choice changes this chart"), "{text}");
}
