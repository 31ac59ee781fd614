//! Browser tests: run with `cargo test -p liuren-app --target wasm32-unknown-unknown`
//! (wasm-bindgen-test-runner drives headless Chromium).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::{Callable, GetUntracked, WithUntracked};
use liuren_app::app::{Caster, Start};
use liuren_app::i18n::Lang;
use liuren_app::share::{self, Shared};
use liuren_core::ask::{of_family, Ask};
use liuren_core::chart::{cast, Chart};
use liuren_core::reading::{About, Category, Family, Reading};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod support;
use support::all as within;
use support::{all, attr, click, host, link, mount_both, mount_with_form, open, until_within};

const LINK: &str = "?at=2026-11-29T21:30:00%2B08:00";

fn the_chart(query: &str) -> (Shared, Chart) {
    let s = share::parse(query).unwrap().unwrap();
    let c = cast(&s.input, &s.options).unwrap();
    (s, c)
}

/// Waits (up to two seconds) until `done` holds: a change of the settings or
/// of the saved charts is written after its Web Lock is granted and counts as
/// made once read back (`src/lock.rs`), a few tens of milliseconds later.
async fn until(done: impl Fn() -> bool) {
    until_within(100, done).await;
}

/// Opens the fold `d` as a reader tapping its summary does: it is opened, and
/// told so by the `toggle` event, on which a fold builds its body.
fn open_fold(d: &web_sys::Element) {
    d.unchecked_ref::<web_sys::HtmlDetailsElement>().set_open(true);
    d.dispatch_event(&web_sys::Event::new("toggle").unwrap()).unwrap();
}

/// Opens every closed fold under `host`, as a reader tapping each summary: a
/// fold builds its body only while open (src/components/fold.rs), and one
/// inside a part the recast rebuilds is closed again after it.
async fn open_folds(host: &web_sys::HtmlElement) {
    for _ in 0..10 {
        let closed = all(host, "details:not([open])");
        if closed.is_empty() {
            return;
        }
        for d in closed {
            open_fold(&d);
        }
        leptos::task::tick().await;
    }
}

fn change(input: &web_sys::Element, value: &str) {
    input.unchecked_ref::<web_sys::HtmlInputElement>().set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    input.dispatch_event(&web_sys::Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
}

fn readings(c: &Chart, family: Family) -> Vec<Reading> {
    let ask = Ask { category: Category::Shefu, ..Ask::default() };
    of_family(c, &ask, family)
}

fn transmissions_shown(host: &web_sys::HtmlElement) -> Vec<String> {
    all(host, "[data-transmission]").iter().map(|e| attr(e, "data-branch")).collect()
}

#[wasm_bindgen_test]
async fn shell_shows_the_title_in_its_header() {
    open("").await;
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;

    let title = host.query_selector("header h1").unwrap().expect("the shell has a header with an h1");
    assert_eq!(title.text_content().as_deref(), Some("大六壬"));
    assert!(host.query_selector("main section").unwrap().is_some());
}

#[wasm_bindgen_test]
async fn a_share_link_shows_its_chart_on_the_ring() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;

    let (_, c) = the_chart(LINK);
    let palaces = all(&host, "g[data-earth]");
    assert_eq!(palaces.len(), 12);
    for g in &palaces {
        let earth: liuren_core::cycle::Branch = attr(g, "data-earth").parse().unwrap();
        let p = c.palaces[earth];
        assert_eq!(attr(g, "data-heaven"), p.heaven.hanzi());
        assert_eq!(attr(g, "data-general"), p.general.hanzi());
    }
    let expected: Vec<String> = c.chuan.iter().map(|t| t.branch.hanzi().to_string()).collect();
    assert_eq!(transmissions_shown(&host), expected);
    let lessons = all(&host, "[data-lesson]");
    assert_eq!(lessons.len(), 4);
    for (i, l) in lessons.iter().enumerate() {
        assert_eq!(attr(l, "data-lesson"), (i + 1).to_string());
        assert_eq!(attr(l, "data-upper"), c.lessons[i].upper.hanzi());
        assert_eq!(attr(l, "data-lower"), c.lessons[i].lower.hanzi());
    }
    // The trace is shown line by line.
    assert_eq!(all(&host, ".reading-why li").len(), c.transmissions.trace.len());
    // The URL keeps the link.
    let search = link().await;
    assert_eq!(share::parse(&search).unwrap().unwrap().input, share::parse(LINK).unwrap().unwrap().input);
}

#[wasm_bindgen_test]
async fn a_bad_offset_is_reported_and_the_chart_kept() {
    let (shared, c) = the_chart(LINK);
    let host = host();
    let start = Start { shared, lang: Lang::Hant, notices: vec![] };
    let _mounted = mount_with_form(&host, move || leptos::prelude::view! { <Caster start=start /> });
    leptos::task::tick().await;

    let before = transmissions_shown(&host);
    let offset = host.query_selector("#form-zone").unwrap().unwrap();
    change(&offset, "+8 hours");
    leptos::task::tick().await;
    let error = host.query_selector("#form-offset-error").unwrap().unwrap();
    assert!(error.text_content().unwrap_or_default().contains("+08:00"), "{:?}", error.text_content());
    assert_eq!(transmissions_shown(&host), before);
    assert_eq!(all(&host, "g[data-earth]").len(), 12);

    // A good one clears the message.
    change(&offset, "-05:00");
    leptos::task::tick().await;
    assert!(error.text_content().unwrap_or_default().is_empty());

    // A new date recasts at once (another day, other lessons).
    let date = host.query_selector("#form-date").unwrap().unwrap();
    date.unchecked_ref::<web_sys::HtmlInputElement>().set_value("2026-11-30");
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    date.dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
    leptos::task::tick().await;
    let mut s = share::parse(LINK).unwrap().unwrap();
    s.input.moment = "2026-11-30T21:30:00-05:00".parse().unwrap();
    let next_day = cast(&s.input, &s.options).unwrap();
    assert_ne!(next_day.calendar.pillars.day, c.calendar.pillars.day);
    let expected: Vec<String> = next_day.chuan.iter().map(|t| t.branch.hanzi().to_string()).collect();
    assert_eq!(transmissions_shown(&host), expected);
    let uppers: Vec<String> = all(&host, "[data-lesson]").iter().map(|e| attr(e, "data-upper")).collect();
    assert_eq!(uppers, next_day.lessons.iter().map(|l| l.upper.hanzi().to_string()).collect::<Vec<_>>());
}

#[wasm_bindgen_test]
async fn a_birth_year_after_the_chart_keeps_the_last_chart() {
    let (shared, _) = the_chart(LINK);
    let host = host();
    let start = Start { shared, lang: Lang::Hant, notices: vec![] };
    let _mounted = mount_with_form(&host, move || leptos::prelude::view! { <Caster start=start /> });
    leptos::task::tick().await;
    let before = transmissions_shown(&host);
    change(&host.query_selector("#form-year").unwrap().unwrap(), "2100");
    leptos::task::tick().await;
    let alert = host.query_selector(".app-cast-error").unwrap().expect("the cast error is shown");
    assert!(alert.text_content().unwrap().contains("2100"));
    assert_eq!(transmissions_shown(&host), before);
}

/// On a phone the form folds into one line (the stylesheet hides the folded
/// body under 40rem; here the class is what is checked): it opens and folds on
/// a tap, and stays open while the input cannot be cast.
#[wasm_bindgen_test]
async fn the_form_folds_into_its_moment_but_not_while_the_input_cannot_be_cast() {
    let (shared, _) = the_chart(LINK);
    let host = host();
    let start = Start { shared, lang: Lang::Hant, notices: vec![] };
    let _mounted = mount_with_form(&host, move || leptos::prelude::view! { <Caster start=start /> });
    leptos::task::tick().await;
    let body = host.query_selector(".app-input-body").unwrap().unwrap();
    let brief = host.query_selector(".app-input-brief").unwrap().unwrap();
    let folded = || body.class_list().contains("app-input-folded");
    assert!(folded());
    assert!(brief.text_content().unwrap().starts_with("2026-11-29 21:30 +08:00"), "{:?}", brief.text_content());
    assert_eq!(attr(&brief, "aria-expanded"), "false");
    click(&brief);
    leptos::task::tick().await;
    assert!(!folded());
    assert_eq!(attr(&brief, "aria-expanded"), "true");
    click(&brief);
    leptos::task::tick().await;
    assert!(folded());
    // A birth year after the chart cannot be cast: the form opens, and a tap
    // does not fold it while the error stands.
    change(&host.query_selector("#form-year").unwrap().unwrap(), "2100");
    leptos::task::tick().await;
    assert!(host.query_selector(".app-cast-error").unwrap().is_some());
    assert!(!folded());
    click(&brief);
    leptos::task::tick().await;
    assert!(!folded());
}

#[wasm_bindgen_test]
async fn simplified_script_at_a_switch() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;
    let heading = host.query_selector("#reading-chuan-heading").unwrap().unwrap();
    assert_eq!(heading.text_content().as_deref(), Some("三傳"));
    let button =
        all(&host, ".app-lang-button").into_iter().find(|b| b.text_content().as_deref() == Some("简体")).unwrap();
    click(&button);
    leptos::task::tick().await;
    assert_eq!(heading.text_content().as_deref(), Some("三传"));
    // The data attributes stay traditional.
    assert!(all(&host, "g[data-general]").iter().any(|g| attr(g, "data-general") == "貴人"));
    // And the choice is remembered.
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    let stored = || storage.get_item("liuren.settings.v1").unwrap().unwrap_or_default();
    until(|| stored().contains("hans")).await;
    assert!(stored().contains("hans"), "{}", stored());
}

#[wasm_bindgen_test]
async fn corrupt_settings_give_a_notice() {
    open("").await;
    web_sys::window().unwrap().local_storage().unwrap().unwrap().set_item("liuren.settings.v1", "{not json").unwrap();
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;
    let notices = all(&host, ".app-notice");
    assert_eq!(notices.len(), 1);
    assert!(notices[0].text_content().unwrap().contains("settings"));
    assert_eq!(all(&host, "g[data-earth]").len(), 12);
}

/// The text of the first element under `host` that `selector` matches (empty when none).
fn text_of(host: &web_sys::Element, selector: &str) -> String {
    host.query_selector(selector).unwrap().and_then(|e| e.text_content()).unwrap_or_default()
}

#[wasm_bindgen_test]
async fn tapping_a_palace_shows_its_detail() {
    let (shared, c) = the_chart(LINK);
    let host = host();
    let start = Start { shared, lang: Lang::Hant, notices: vec![] };
    let _mounted = mount_with_form(&host, move || leptos::prelude::view! { <Caster start=start /> });
    leptos::task::tick().await;
    // Before the tools' chunk (which carries the detail and the board) is in,
    // the chart draws the detail's hint; a tap says the detail is coming, and
    // the board chosen leaves the ring on the page.
    assert!(text_of(&host, ".detail .detail-hint").contains("點選一宮"));
    let wu = host.query_selector("g[data-earth='午']").unwrap().unwrap();
    click(&wu);
    leptos::task::tick().await;
    assert!(text_of(&host, ".detail .app-palace-waiting").contains("載入詳情"));
    assert!(host.query_selector(".detail-list").unwrap().is_none());
    let board = all(&host, ".app-toggle[aria-label='天地盤'] .app-toggle-button").into_iter().nth(1).unwrap();
    click(&board);
    leptos::task::tick().await;
    assert_eq!(all(&host, "g[data-earth]").len(), 12, "the ring stays until the board is in");
    assert_eq!(all(&host, ".board [data-earth]").len(), 0);
    click(&all(&host, ".app-toggle[aria-label='天地盤'] .app-toggle-button")[0]);
    // The tools' chunk mounts them (src/tools.rs): the palace tapped before is shown.
    liuren_app::palace_view::start_in(&host);
    leptos::task::tick().await;
    assert_eq!(all(&host, ".detail").len(), 1, "one detail box: the hint's stand-in is gone");
    let detail = host.query_selector(".detail-list").unwrap().expect("a detail box");
    let text = detail.text_content().unwrap();
    let p = c.palaces[liuren_core::cycle::Branch::Wu];
    assert!(text.contains(p.general.hanzi()) && text.contains(p.general.english()), "{text}");
    assert!(text.contains(p.kin.hanzi()) && text.contains(p.stage.hanzi()), "{text}");
    // The board shows the same palaces.
    click(&board);
    leptos::task::tick().await;
    assert_eq!(all(&host, "g[data-earth]").len(), 0);
    let cells = all(&host, ".board [data-earth]");
    assert_eq!(cells.len(), 12);
    assert!(cells.iter().all(|e| attr(e, "data-heaven")
        == c.palaces[attr(e, "data-earth").parse::<liuren_core::cycle::Branch>().unwrap()].heaven.hanzi()));
}

fn select(e: &web_sys::Element, value: &str) {
    e.unchecked_ref::<web_sys::HtmlSelectElement>().set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    e.dispatch_event(&web_sys::Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
}

#[wasm_bindgen_test]
async fn hand_set_hour_and_a_city_recast_and_go_into_the_link() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;
    assert!(host.query_selector(".reading-flag").unwrap().is_none(), "no 活時 flag before");

    select(&host.query_selector("#form-hb").unwrap().unwrap(), "子");
    select(&host.query_selector("#form-city").unwrap().unwrap(), "taipei");
    leptos::task::tick().await;

    let mut s = share::parse(LINK).unwrap().unwrap();
    s.input.hour_branch = Some(liuren_core::cycle::Branch::Zi);
    s.input.place = Some(liuren_core::calendar::Place::new(121.5654, 25.0330).unwrap());
    let c = cast(&s.input, &s.options).unwrap();
    assert!(c.hand_set);
    assert!(host.query_selector(".reading-flag").unwrap().is_some(), "活時 is flagged");
    let expected: Vec<String> = c.chuan.iter().map(|t| t.branch.hanzi().to_string()).collect();
    assert_eq!(transmissions_shown(&host), expected);
    let lon = host.query_selector("#form-lon").unwrap().unwrap().unchecked_into::<web_sys::HtmlInputElement>();
    // The field follows the place a few effects later than the chart does.
    until(|| lon.value() == "121.5654").await;
    assert_eq!(lon.value(), "121.5654");
    // The link now carries both.
    let search = link().await;
    assert_eq!(share::parse(&search).unwrap().unwrap().input, s.input);
}

#[wasm_bindgen_test]
async fn a_shefu_link_shows_every_judgement_of_the_answer() {
    const SHEFU: &str = "?at=2026-11-29T21:30:00%2B08:00&cat=shefu";
    open(SHEFU).await;
    let host = host();
    let _mounted = mount_both(&host).await;

    let (_, c) = the_chart(SHEFU);
    let judgements = readings(&c, Family::Shefu);
    assert!(!judgements.is_empty());
    // Folded, the judgements are not built; opened, every one is.
    assert!(all(&host, ".answer-block .answer-judgement").is_empty());
    open_folds(&host).await;
    assert_eq!(all(&host, ".answer-block .answer-judgement").len(), judgements.len());
    // Each names its line of the text.
    let lines: Vec<String> = all(&host, ".answer-judgement").iter().map(|e| attr(e, "data-line")).collect();
    let expected: Vec<String> = judgements.iter().map(|r| r.passage().source.line().unwrap().to_string()).collect();
    assert_eq!(lines, expected);
    // The likeliest thing leads the summary (in traditional characters on the 繁體 page).
    let first = host.query_selector(".answer-thing").unwrap().expect("a candidate is shown");
    let candidates = liuren_core::divination::shefu(&c).candidates;
    let thing = liuren_app::s2t::to_traditional(candidates[0].thing);
    assert_eq!(first.text_content().as_deref(), Some(thing.as_str()));
    // The other panels are there, folded.
    assert_eq!(all(&host, ".juan-details").len(), 1);
    assert_eq!(all(&host, ".bifa-hit").len(), readings(&c, Family::Bifa).len());
    // The script switched rebuilds the answer; the judgements stay open as the reader left them.
    let button =
        all(&host, ".app-lang-button").into_iter().find(|b| b.text_content().as_deref() == Some("简体")).unwrap();
    click(&button);
    until(|| all(&host, ".answer-subheading").iter().any(|h| h.text_content().unwrap_or_default().contains("断")))
        .await;
    assert_eq!(all(&host, ".answer-judgements[open]").len(), 1);
    assert_eq!(all(&host, ".answer-judgement").len(), judgements.len());
}

#[wasm_bindgen_test]
async fn folded_panels_are_built_when_opened_and_when_the_page_prints() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let (_, c) = the_chart(LINK);
    let spirits = readings(&c, Family::Shensha).len();
    assert!(spirits > 0);
    // Closed: the summary with the count, no card.
    let fold = host.query_selector(".reading-spirits-details").unwrap().expect("the 神煞 fold");
    assert!(within(&fold, ".reading-card").is_empty());
    assert_eq!(within(&fold, "summary .reading-count")[0].text_content().unwrap(), spirits.to_string());
    // Printing: every fold is built (the print stylesheet opens them), and dropped after.
    let window = web_sys::window().unwrap();
    window.dispatch_event(&web_sys::Event::new("beforeprint").unwrap()).unwrap();
    leptos::task::tick().await;
    assert_eq!(within(&fold, ".reading-spirit").len(), spirits);
    assert!(!all(&host, ".juan-details .juan-pattern").is_empty());
    window.dispatch_event(&web_sys::Event::new("afterprint").unwrap()).unwrap();
    leptos::task::tick().await;
    assert!(within(&fold, ".reading-card").is_empty());
    // Opened by the reader: built; closed again: dropped.
    let details = fold.unchecked_ref::<web_sys::HtmlDetailsElement>();
    details.set_open(true);
    fold.dispatch_event(&web_sys::Event::new("toggle").unwrap()).unwrap();
    leptos::task::tick().await;
    // The spirits on the chart's places are built; the rest stay in their own closed fold.
    let ranked = liuren_core::topic::relevance::shensha(&c, Category::General);
    let relevant = ranked.iter().filter(|r| !r.reasons.is_empty()).count();
    assert!(relevant > 0 && relevant < spirits, "{relevant} of {spirits}");
    assert_eq!(within(&fold, ".reading-spirit").len(), relevant);
    assert_eq!(
        within(&fold, ".reading-spirits-rest .reading-count")[0].text_content().unwrap(),
        (spirits - relevant).to_string()
    );
    details.set_open(false);
    fold.dispatch_event(&web_sys::Event::new("toggle").unwrap()).unwrap();
    leptos::task::tick().await;
    assert!(within(&fold, ".reading-card").is_empty());
}

#[wasm_bindgen_test]
async fn a_general_question_has_no_answer_panel() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    assert!(all(&host, ".answer-block").is_empty());
    open_folds(&host).await;
    assert!(!all(&host, ".juan-pattern").is_empty());
}

#[wasm_bindgen_test]
async fn a_chart_that_fires_bifa_lines_lists_them() {
    // 2026-11-02 is 庚辰 (the day count: 2026-11-29 is 丁未, 27 days later). 寅將加酉時 puts 寅
    // over 酉: 《畢法賦》 第一法 「前後引從升遷吉」 on the book's own example (庚辰日 寅加酉).
    const LINE1: &str = "?at=2026-11-02T10:00:00%2B08:00&mg=%E5%AF%85&hb=%E9%85%89&day-night=day";
    open(LINE1).await;
    let host = host();
    let _mounted = mount_both(&host).await;

    let (_, c) = the_chart(LINE1);
    assert_eq!(c.day().hanzi(), "庚辰");
    let hits = readings(&c, Family::Bifa);
    assert!(hits.iter().any(|h| h.id == "fa1"), "the book's example fires 第一法");
    open_folds(&host).await;
    let shown = all(&host, ".bifa-hit");
    assert_eq!(shown.len(), hits.len());
    let text: String = shown.iter().filter_map(|e| e.text_content()).collect();
    assert!(text.contains(liuren_core::keti::bifa::line(1).unwrap().text), "{text}");
}

#[wasm_bindgen_test]
async fn the_readings_follow_the_chart_and_their_settings_recast_it() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let (_, c) = the_chart(LINK);
    assert_eq!(all(&host, ".bifa-hit").len(), readings(&c, Family::Bifa).len());

    // A new chart in the chart's half (here the chart of another link's query,
    // as a saved chart opened would be) reaches the panels.
    const OTHER: &str = "?at=2026-11-02T10:00:00%2B08:00&mg=%E5%AF%85&hb=%E9%85%89&day-night=day";
    let (other, c2) = the_chart(OTHER);
    let shown = liuren_app::slots::shown().expect("the chart handed over");
    shown.apply.run(share::build(&other));
    leptos::task::tick().await;
    open_folds(&host).await;
    assert_eq!(all(&host, ".bifa-hit").len(), readings(&c2, Family::Bifa).len());
    assert_eq!(shown.chart.get_untracked(), c2);

    // A school option set in the settings recasts the chart itself.
    let shehai = host.query_selector("#settings-shehai").unwrap().expect("the settings are mounted");
    select(&shehai, "mengzhong");
    leptos::task::tick().await;
    let search = link().await;
    assert!(search.contains("shehai=mengzhong"), "{search}");
    let options = shown.shared.with_untracked(|s| s.options);
    assert_eq!(liuren_core::options::get(&options, "shehai"), Some("mengzhong"));
    assert_eq!(shown.cast.with_untracked(|c| c.as_ref().map(|c| c.chart().options)), Some(options));
}

#[wasm_bindgen_test]
async fn the_panels_choices_go_into_the_link() {
    // 類神 酉 from the link is the 卷中 panel's choice; its readings are those of 酉.
    const LEI: &str = "?at=2026-11-29T21:30:00%2B08:00&lei=%E9%85%89";
    open(LEI).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    open_folds(&host).await;
    let lei = host.query_selector(".juan-lei").unwrap().expect("the 卷中 panel is mounted");
    assert_eq!(lei.unchecked_ref::<web_sys::HtmlSelectElement>().value(), "酉");
    let (_, c) = the_chart(LEI);
    let ask = Ask { lei: Some(liuren_core::cycle::Branch::You), ..Ask::default() };
    let with_you = of_family(&c, &ask, Family::Juanzhong);
    let patterns = with_you.iter().filter(|r| liuren_app::components::readings::is_pattern(r)).count();
    assert_eq!(all(&host, ".juan-pattern").len(), patterns);
    assert_eq!(all(&host, ".juan-quick").len(), with_you.len() - patterns);

    // Another 類神 chosen in the panel goes into the chart's link.
    select(&lei, "子");
    leptos::task::tick().await;
    let search = link().await;
    assert!(search.contains(&format!("lei={}", share::encode("子"))), "{search}");
}

#[wasm_bindgen_test]
async fn a_portent_link_opens_on_its_kind_and_a_new_kind_goes_into_the_link() {
    let thunder = liuren_core::divination::GuaiyiKind::ALL[1].hanzi();
    let portent = format!("?at=2026-11-29T21:30:00%2B08:00&cat=guaiyi&gy={}", share::encode(thunder));
    open(&portent).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let kind = host.query_selector(".answer-kind").unwrap().expect("the 怪異 panel is shown");
    assert_eq!(kind.unchecked_ref::<web_sys::HtmlSelectElement>().value(), "1");
    select(&kind, "2");
    leptos::task::tick().await;
    let search = link().await;
    let third = liuren_core::divination::GuaiyiKind::ALL[2].hanzi();
    assert!(search.contains(&format!("gy={}", share::encode(third))), "{search}");
}

#[wasm_bindgen_test]
async fn the_partner_is_read_from_the_link_and_a_new_year_goes_back_into_it() {
    open("?at=2026-11-29T21:30:00%2B08:00&by=1984&sex=female&pby=1981&psex=male").await;
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;
    let year = host.query_selector("#form-partner-year").unwrap().expect("the partner's birth year field");
    assert_eq!(year.unchecked_ref::<web_sys::HtmlInputElement>().value(), "1981");
    let sex = host.query_selector("#form-partner-sex").unwrap().unwrap();
    assert_eq!(sex.unchecked_ref::<web_sys::HtmlSelectElement>().value(), "male");
    change(&year, "1985");
    leptos::task::tick().await;
    let search = link().await;
    assert!(search.contains("pby=1985&psex=male") && search.contains("by=1984&sex=female"), "{search}");
}

#[wasm_bindgen_test]
async fn every_fact_says_what_it_is_about() {
    // The 神煞 that stand on 酉 are the readings whose facts are about 酉.
    open(LINK).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let (_, c) = the_chart(LINK);
    let spirits = readings(&c, Family::Shensha);
    open_folds(&host).await;
    assert_eq!(all(&host, ".reading-spirit").len(), spirits.len());
    for b in liuren_core::cycle::Branch::ALL {
        let facts = spirits.iter().flat_map(|r| &r.facts).filter(|f| f.concerns(About::Branch(b))).count();
        let shown = all(&host, &format!(".reading-spirit [data-about~='{}']", b.hanzi())).len();
        assert_eq!(shown, facts, "{}", b.hanzi());
    }
    // And the ring counts them on the palace of that heaven branch.
    for g in all(&host, "g[data-earth]") {
        let heaven: liuren_core::cycle::Branch = attr(&g, "data-heaven").parse().unwrap();
        let on_it = spirits.iter().filter(|r| r.concerns(About::Branch(heaven))).count();
        assert_eq!(attr(&g, "data-spirits"), on_it.to_string());
    }
}

#[wasm_bindgen_test]
async fn a_saved_chart_as_the_readme_documents_it_opens_the_answer_panel() {
    open("?at=2026-01-02T03:04:00%2B08:00").await;
    // Exactly the example of README.md ("Keeping charts").
    const STORE: &str = r#"{"schema":1,"charts":[{"id":"19ad2f1c000-5f3a9c21","created":1764423000000,"updated":1764423600000,
  "name":"失物","question":"失物何在？","category":"射覆","notes":"西北方","outcome":"在西北櫃中尋得",
  "shared":"?at=2026-11-29T21:30:00%2B08:00&shehai=mengzhong"}]}"#;
    web_sys::window().unwrap().local_storage().unwrap().unwrap().set_item(liuren_app::storage::KEY, STORE).unwrap();
    let host = host();
    let _mounted = mount_both(&host).await;
    assert!(all(&host, ".answer-block").is_empty(), "no answer before: the link asks nothing");
    let open_button = host.query_selector(".saved-open").unwrap().expect("the saved chart is listed");
    click(&open_button);
    leptos::task::tick().await;
    leptos::task::tick().await;
    let search = link().await;
    assert!(search.contains("cat=shefu") && search.contains("shehai=mengzhong"), "{search}");
    assert_eq!(all(&host, ".answer-block").len(), 1, "the 射覆 answer is shown");
    let (_, c) = the_chart(&search);
    open_folds(&host).await;
    assert_eq!(all(&host, ".answer-judgement").len(), readings(&c, Family::Shefu).len());
    let header = host.query_selector(".reading-category").unwrap().expect("the header names the category");
    assert_eq!(header.text_content().as_deref(), Some("射覆"));
}

#[wasm_bindgen_test]
async fn a_link_with_an_unknown_category_keeps_its_chart_and_says_so() {
    open("?at=2026-11-29T21:30:00%2B08:00&cat=weather&q=rain").await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let notices = all(&host, ".app-notice");
    assert_eq!(notices.len(), 1);
    let text = notices[0].text_content().unwrap();
    assert!(text.contains("cat") && text.contains("weather"), "{text}");
    let (_, c) = the_chart(LINK);
    assert_eq!(transmissions_shown(&host), c.chuan.iter().map(|t| t.branch.hanzi().to_string()).collect::<Vec<_>>());
    assert!(all(&host, ".answer-block").is_empty());
}

#[wasm_bindgen_test]
async fn a_link_whose_querent_does_not_fit_shows_its_chart_without_them() {
    open("?at=2026-11-29T21:30:00%2B08:00&by=2027&sex=male").await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let notices = all(&host, ".app-notice");
    assert_eq!(notices.len(), 1);
    let text = notices[0].text_content().unwrap();
    assert!(text.contains("by/sex") && text.contains("2027"), "{text}");
    // The link's moment, not the present; the link now names no querent.
    let (_, c) = the_chart(LINK);
    assert_eq!(transmissions_shown(&host), c.chuan.iter().map(|t| t.branch.hanzi().to_string()).collect::<Vec<_>>());
    let search = link().await;
    assert!(search.starts_with(LINK) && !search.contains("by="), "{search}");
}

#[wasm_bindgen_test]
async fn corrupt_settings_are_kept_aside_when_the_script_is_switched() {
    open("").await;
    let storage = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    storage.set_item("liuren.settings.v1", "{not json").unwrap();
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;
    let button =
        all(&host, ".app-lang-button").into_iter().find(|b| b.text_content().as_deref() == Some("简体")).unwrap();
    click(&button);
    leptos::task::tick().await;
    until(|| all(&host, ".app-notice").len() > 1).await;
    let kept: Vec<String> = (0..storage.length().unwrap())
        .filter_map(|i| storage.key(i).unwrap())
        .filter(|k| k.starts_with(liuren_app::prefs::SETTINGS_CORRUPT_PREFIX))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(storage.get_item(&kept[0]).unwrap().as_deref(), Some("{not json"));
    assert!(storage.get_item("liuren.settings.v1").unwrap().unwrap().contains("hans"));
    let notices: Vec<String> = all(&host, ".app-notice").iter().map(|n| n.text_content().unwrap()).collect();
    assert!(notices.iter().any(|n| n.contains(&kept[0])), "{notices:?}");
}

#[wasm_bindgen_test]
async fn choosing_a_topic_shows_its_verdict_card_and_goes_into_the_link() {
    // 2026-12-02 09:30 +08:00: two of 求財's verdict lines fire (財逢空墓, 龍常為鬼).
    const LINK: &str = "?at=2026-12-02T09:30:00%2B08:00";
    open(LINK).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    // The general question: no card, the chart as ever.
    assert!(all(&host, ".verdict-card").is_empty());
    let form = host.query_selector("#form-category").unwrap().expect("the 所問 form");
    let options: Vec<String> = all(&host, "#form-category option").iter().map(|o| attr(o, "value")).collect();
    let keys: Vec<String> = Category::ALL.iter().map(|c| c.key().to_string()).collect();
    assert_eq!(options, keys, "the topics of the core's registry, 一般 first");

    select(&form, "qiucai");
    leptos::task::tick().await;
    let search = link().await;
    assert!(search.contains("cat=qiucai"), "{search}");
    let (_, c) = the_chart(LINK);
    let j = liuren_core::topic::judgement(&c, Category::Qiucai);
    let card = host.query_selector(".verdict-card").unwrap().expect("the verdict card");
    assert_eq!(attr(&card, "data-topic"), "qiucai");
    // At the top of the readings: before 課體.
    let panels = host.query_selector("[data-slot=panels]").unwrap().unwrap();
    assert_eq!(panels.first_element_child().map(|e| e.class_name()).as_deref(), Some("reading-block verdict-card"));
    // Each 類神 one line, with its branch as the core resolves it.
    let leis: Vec<(String, String)> =
        all(&host, ".verdict-lei").iter().map(|e| (attr(e, "data-what"), attr(e, "data-branch"))).collect();
    let want: Vec<(String, String)> = j
        .lei_shen
        .iter()
        .map(|l| (l.lei.name().to_string(), l.branch.map(|b| b.hanzi().to_string()).unwrap_or_default()))
        .collect();
    assert_eq!(leis, want);
    assert!(leis.iter().any(|(w, _)| w == "青龍"));
    // The verdicts, grouped by tone, with their counts, each its own reading card.
    let (_, tally) = liuren_core::topic::by_tone(&j.verdicts);
    let count = |tone: &str| {
        host.query_selector(&format!(".verdict-group[data-tone='{tone}']"))
            .unwrap()
            .map_or(0, |g| attr(&g, "data-count").parse::<usize>().unwrap())
    };
    assert_eq!(
        (count("吉"), count("凶"), count("吉凶"), count("無")),
        (tally.good, tally.bad, tally.mixed, tally.neither)
    );
    let lines = all(&host, ".verdict-groups .verdict-reading");
    let mut ids: Vec<String> = lines.iter().map(|e| attr(e, "data-id")).collect();
    let mut want: Vec<String> = j.verdicts.iter().map(|r| r.id.to_string()).collect();
    ids.sort();
    want.sort();
    assert_eq!(ids, want);
    assert!(want.contains(&"qiucai.cai_kong_mu".to_string()), "{want:?}");
    // Each line's card is built when it is opened (a closed line holds its summary only).
    assert!(all(&host, ".verdict-groups .verdict-reading-card").is_empty());
    let first = lines[0].query_selector("details").unwrap().expect("the line's fold");
    open_fold(&first);
    leptos::task::tick().await;
    let cards = within(&lines[0], ".verdict-reading-card");
    assert_eq!(cards.iter().map(|e| attr(e, "data-id")).collect::<Vec<_>>(), vec![attr(&lines[0], "data-id")]);
    // 應期: each candidate with its dates and their 干支, as the core computed them.
    let timings = all(&host, ".verdict-timing");
    assert_eq!(timings.len(), j.timing.len());
    assert!(!j.timing.is_empty(), "克應 always names the 用神's 絕 and 墓 days");
    for (e, t) in timings.iter().zip(&j.timing) {
        assert_eq!((attr(e, "data-id"), attr(e, "data-unit")), (t.id.to_string(), t.unit.key().to_string()));
        let dates: Vec<(String, String)> =
            within(e, ".verdict-date").iter().map(|d| (attr(d, "data-date"), attr(d, "data-pillar"))).collect();
        let want: Vec<(String, String)> = t.dates.iter().map(|d| (d.date.to_string(), d.pillar.hanzi())).collect();
        assert_eq!(dates, want);
        if t.unit == liuren_core::timing::Unit::Day {
            assert!(dates.iter().all(|(_, p)| p.ends_with(t.branch.hanzi())), "{dates:?}");
        }
    }
    // The other families' readings that concern the 類神: counted, drawn only once opened.
    assert!(!j.related.is_empty(), "卷中's quick readings of the 類神 always concern it");
    let related = host.query_selector(".verdict-related").unwrap().expect("the related readings");
    assert_eq!(attr(&related, "data-count"), j.related.len().to_string());
    assert!(within(&related, ".verdict-reading").is_empty());
    open_fold(&related);
    leptos::task::tick().await;
    let ids: Vec<String> = within(&related, ".verdict-reading").iter().map(|e| attr(e, "data-id")).collect();
    let want: Vec<String> = j.related.iter().map(|r| r.id.to_string()).collect();
    assert_eq!(ids, want);
    // Back to the general question: the card goes.
    select(&form, "");
    leptos::task::tick().await;
    assert!(all(&host, ".verdict-card").is_empty());
}

#[wasm_bindgen_test]
async fn a_topic_link_opens_on_its_card_and_the_spirits_of_its_lei_shen_come_first() {
    const QIUCAI: &str = "?at=2026-11-29T21:30:00%2B08:00&cat=%E6%B1%82%E8%B2%A1"; // 求財 by name
    open(QIUCAI).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let form = host.query_selector("#form-category").unwrap().unwrap();
    assert_eq!(form.unchecked_ref::<web_sys::HtmlSelectElement>().value(), "qiucai");
    assert_eq!(all(&host, ".verdict-card[data-topic=qiucai]").len(), 1);
    // No answer panel for a topic (射覆 and 怪異 only).
    assert!(all(&host, ".answer-block").is_empty());
    // 神煞: the relevant ones first with why, the rest folded under their count.
    let (_, c) = the_chart(QIUCAI);
    let ranked = liuren_core::topic::relevance::shensha(&c, Category::Qiucai);
    let relevant = ranked.iter().filter(|r| !r.reasons.is_empty()).count();
    assert!(relevant > 0 && relevant < ranked.len());
    open_folds(&host).await;
    assert_eq!(all(&host, ".reading-spirit-relevant").len(), relevant);
    assert_eq!(all(&host, ".reading-spirits-rest .reading-spirit").len(), ranked.len() - relevant);
    let why: Vec<String> = all(&host, ".reading-spirit-why li").iter().map(|e| e.text_content().unwrap()).collect();
    assert!(why.iter().any(|w| w.starts_with("類神")), "{why:?}");
}

#[wasm_bindgen_test]
async fn a_shefu_link_has_its_answer_sheet_one_line_a_heading() {
    const SHEFU: &str = "?at=2026-11-29T21:30:00%2B08:00&cat=shefu";
    open(SHEFU).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let (_, c) = the_chart(SHEFU);
    let sheet = liuren_core::topic::sheet::shefu(&c);
    open_folds(&host).await;
    let lines = all(&host, ".answer-sheet-line");
    assert_eq!(lines.len(), sheet.len());
    for (e, line) in lines.iter().zip(&sheet) {
        assert_eq!(attr(e, "data-heading"), line.heading);
        // Each answer's card opens under its line.
        let ids: Vec<String> = within(e, ".answer-sheet-card").iter().map(|x| attr(x, "data-id")).collect();
        let want: Vec<String> = line.answers.iter().map(|a| a.id.clone()).collect();
        assert_eq!(ids, want, "{}", line.heading);
    }
    assert!(sheet.iter().any(|l| !l.answers.is_empty()));
    // The ranked things stay.
    assert!(host.query_selector(".answer-thing").unwrap().is_some());
}

#[wasm_bindgen_test]
async fn the_tools_under_the_chart_and_the_ring_as_a_picture() {
    open(LINK).await;
    let host = host();
    let _mounted = mount_both(&host).await;
    // The chart's tools, and the readings chunk's Markdown button in its slot among them.
    let tools: Vec<String> = all(&host, ".export-tools [data-export]").iter().map(|e| attr(e, "data-export")).collect();
    assert_eq!(tools, ["text", "markdown", "svg", "png", "print"]);
    // The ring as a standalone SVG document: twelve palaces with the chart's heaven
    // branches, every style resolved into attributes (no CSS variable, no class left).
    let (_, c) = the_chart(LINK);
    let ring = host.query_selector(".ring-svg").unwrap().unwrap();
    let svg = liuren_app::components::export::ring_svg(&ring).unwrap();
    assert!(svg.starts_with("<?xml") && svg.contains("xmlns=\"http://www.w3.org/2000/svg\""), "{svg:.200}");
    assert_eq!(svg.matches("data-earth=").count(), 12);
    for b in liuren_core::cycle::Branch::ALL {
        let p = c.palaces[b];
        assert!(svg.contains(&format!("data-earth=\"{}\" data-heaven=\"{}\"", p.earth, p.heaven)), "{b}");
    }
    assert!(!svg.contains("var(--") && !svg.contains("class="), "{svg:.400}");
    assert!(svg.contains("fill=\""));
    // On the square board there is no ring to draw: the picture buttons say so.
    let board = all(&host, ".app-toggle[aria-label='天地盤'] .app-toggle-button")[1].clone();
    click(&board);
    leptos::task::tick().await;
    assert!(host.query_selector(".ring-svg").unwrap().is_none());
    let svg_button = host.query_selector("[data-export=svg]").unwrap().unwrap();
    click(&svg_button);
    leptos::task::tick().await;
    let note = host.query_selector(".export-note[role=alert]").unwrap().expect("a note");
    assert!(note.text_content().unwrap().contains("圓盤"), "{:?}", note.text_content());
}

fn type_in(input: &web_sys::Element, value: &str) {
    input.unchecked_ref::<web_sys::HtmlInputElement>().set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    input.dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
}

fn listed(host: &web_sys::HtmlElement) -> Vec<String> {
    all(host, ".saved-item").iter().map(|e| attr(e, "data-id")).collect()
}

/// The casebook: a search finds a saved chart by a 課體 that fired in it
/// (元首, in neither its name nor its question), 有應驗 keeps only the chart
/// with an outcome, and 案例統計's count narrows the list to the charts it
/// counts.
#[wasm_bindgen_test]
async fn the_casebook_searches_by_what_fired_and_filters_by_outcome() {
    open(LINK).await;
    // 戊午日 申將辰時: 元首 (worked by hand in crates/liuren-core/tests/choices.rs).
    let yuanshou_at = "?at=2025-06-18T07:00:00%2B08:00";
    let fires = |q: &str| of_family(&the_chart(q).1, &Ask::default(), Family::Keti).iter().any(|r| r.id == "yuanshou");
    assert!(fires(yuanshou_at));
    assert!(!fires(LINK), "the other chart is not 元首");
    let store = format!(
        r#"{{"schema":1,"charts":[
  {{"id":"a","created":1,"updated":1,"name":"甲","question":"問甲","category":"","notes":"","outcome":"",
    "shared":"{yuanshou_at}"}},
  {{"id":"b","created":2,"updated":2,"name":"乙","question":"問乙","category":"","notes":"","outcome":"三日後見",
    "shared":"{LINK}"}}]}}"#
    );
    web_sys::window().unwrap().local_storage().unwrap().unwrap().set_item(liuren_app::storage::KEY, &store).unwrap();
    let host = host();
    let _mounted = mount_both(&host).await;
    assert_eq!(listed(&host), ["b", "a"]);
    let search = host.query_selector(".saved-search").unwrap().unwrap();
    type_in(&search, "元首");
    leptos::task::tick().await;
    assert_eq!(listed(&host), ["a"], "元首 fired in 甲 only");
    type_in(&search, "");
    leptos::task::tick().await;
    assert_eq!(listed(&host), ["b", "a"]);
    let with_outcome = host.query_selector(".saved-with-outcome").unwrap().unwrap();
    with_outcome.unchecked_ref::<web_sys::HtmlInputElement>().set_checked(true);
    change(&with_outcome, "on");
    leptos::task::tick().await;
    assert_eq!(listed(&host), ["b"], "only 乙 has an 應驗");
    with_outcome.unchecked_ref::<web_sys::HtmlInputElement>().set_checked(false);
    change(&with_outcome, "on");
    leptos::task::tick().await;
    assert_eq!(listed(&host), ["b", "a"]);
    // 案例統計: 元首 fired in one chart, which has no 應驗.
    click(&host.query_selector(".saved-stats summary").unwrap().unwrap());
    leptos::task::tick().await;
    let row = host.query_selector(".saved-stat[data-family=keti][data-id=yuanshou]").unwrap().expect("元首 is counted");
    let charts = within(&row, ".saved-stat-charts").remove(0);
    assert_eq!(charts.text_content().as_deref(), Some("1"));
    assert_eq!(within(&row, ".saved-stat-outcome")[0].text_content().as_deref(), Some("0"));
    click(&charts);
    leptos::task::tick().await;
    assert_eq!(listed(&host), ["a"]);
    click(&host.query_selector(".saved-rule-clear").unwrap().unwrap());
    leptos::task::tick().await;
    assert_eq!(listed(&host), ["b", "a"]);
}

/// Mount the caster on a link's chart (no stored settings).
async fn caster(query: &str) -> (web_sys::HtmlElement, Box<dyn std::any::Any>) {
    open(query).await;
    let (shared, _) = the_chart(query);
    let host = host();
    let start = Start { shared, lang: Lang::Hant, notices: vec![] };
    let mounted = mount_with_form(&host, move || leptos::prelude::view! { <Caster start=start /> });
    leptos::task::tick().await;
    (host, mounted)
}

async fn link_now() -> Shared {
    share::parse(&link().await).unwrap().unwrap()
}

fn input_event(e: &web_sys::Element, value: &str) {
    e.unchecked_ref::<web_sys::HtmlInputElement>().set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    e.dispatch_event(&web_sys::Event::new_with_event_init_dict("input", &init).unwrap()).unwrap();
}

/// A zone by name keeps the local time and takes that date's offset (China's
/// daylight time in 1988), goes into the link as `tz=`, and an unknown name is
/// refused with a message, the chart kept.
#[wasm_bindgen_test]
async fn a_zone_by_name_follows_its_history_and_goes_into_the_link() {
    let (host, _m) = caster("?at=1988-07-01T12:00:00%2B08:00").await;
    let zone = host.query_selector("#form-zone").unwrap().unwrap();
    change(&zone, "Asia/Shanghai");
    leptos::task::tick().await;
    let s = link_now().await;
    assert_eq!(s.input.moment.to_rfc3339(), "1988-07-01T12:00:00+09:00");
    assert_eq!(s.zone.map(|z| z.to_string()).as_deref(), Some("Asia/Shanghai"));
    assert!(host.query_selector("#form-offset-shown").unwrap().unwrap().text_content().unwrap().contains("+09:00"));
    // January of the same year: +08:00.
    input_event(&host.query_selector("#form-date").unwrap().unwrap(), "1988-01-01");
    leptos::task::tick().await;
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "1988-01-01T12:00:00+08:00");

    let before = transmissions_shown(&host);
    change(&zone, "Asia/Atlantis");
    leptos::task::tick().await;
    let error = host.query_selector("#form-offset-error").unwrap().unwrap().text_content().unwrap_or_default();
    assert!(error.contains("Asia/Atlantis") && error.contains("Asia/Shanghai"), "{error}");
    assert_eq!(transmissions_shown(&host), before);
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "1988-01-01T12:00:00+08:00");
}

/// New York: 2026-03-08 02:30 is skipped (said, chart kept); 2026-11-01 01:30
/// happens twice: the earlier (EDT) is taken and the later (EST) offered.
#[wasm_bindgen_test]
async fn skipped_and_ambiguous_local_times_are_said_and_chosen() {
    let (host, _m) = caster("?at=2026-03-08T01:30:00-05:00&tz=America/New_York").await;
    let time = host.query_selector("#form-time").unwrap().unwrap();
    input_event(&time, "02:30");
    leptos::task::tick().await;
    let error = host.query_selector("#form-time-error").unwrap().unwrap().text_content().unwrap_or_default();
    assert!(error.contains("does not exist in America/New_York"), "{error}");
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "2026-03-08T01:30:00-05:00");

    input_event(&host.query_selector("#form-date").unwrap().unwrap(), "2026-11-01");
    leptos::task::tick().await;
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "2026-11-01T01:30:00-04:00");
    let later = host.query_selector("#form-fold-later").unwrap().expect("the later instant is offered");
    assert!(later.text_content().unwrap().contains("-05:00"));
    click(&later);
    leptos::task::tick().await;
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "2026-11-01T01:30:00-05:00");
    assert_eq!(attr(&later, "aria-pressed"), "true");
}

/// The 農曆 fields show the chart's lunar date and set the civil date; a 閏
/// month the year lacks, or day 30 of a 29-day month, is refused with a message.
#[wasm_bindgen_test]
async fn a_lunar_date_sets_the_civil_date() {
    let (host, _m) = caster("?at=2023-01-22T21:30:00%2B08:00").await; // 春節 2023
    let value =
        |id: &str| host.query_selector(id).unwrap().unwrap().unchecked_into::<web_sys::HtmlInputElement>().value();
    assert_eq!(value("#form-lunar-year"), "2023");
    let month = host.query_selector("#form-lunar-month").unwrap().unwrap();
    let leap = host.query_selector("#form-lunar-leap").unwrap().unwrap();
    let day = host.query_selector("#form-lunar-day").unwrap().unwrap();
    assert_eq!(month.unchecked_ref::<web_sys::HtmlSelectElement>().value(), "1");
    assert_eq!(day.unchecked_ref::<web_sys::HtmlSelectElement>().value(), "1");
    assert!(host.query_selector(".reading-lunar").unwrap().unwrap().text_content().unwrap().contains("正月初一"));

    // 閏二月十五 of 2023 is 2023-04-05.
    select(&month, "2");
    leptos::task::tick().await;
    leap.unchecked_ref::<web_sys::HtmlInputElement>().set_checked(true);
    select(&day, "15");
    leptos::task::tick().await;
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "2023-04-05T21:30:00+08:00");
    assert!(host.query_selector(".reading-lunar").unwrap().unwrap().text_content().unwrap().contains("閏二月十五"));

    // 2023 has no 閏三月.
    select(&month, "3");
    leptos::task::tick().await;
    let error = host.query_selector("#form-lunar-error").unwrap().unwrap().text_content().unwrap_or_default();
    assert!(error.contains("no 閏三月") && error.contains("閏二月"), "{error}");
    assert_eq!(link_now().await.input.moment.to_rfc3339(), "2023-04-05T21:30:00+08:00");
}

/// A city brings its zone: London in July is on BST (+01:00).
#[wasm_bindgen_test]
async fn a_city_brings_its_zone() {
    let (host, _m) = caster("?at=2026-07-01T12:00:00%2B08:00").await;
    select(&host.query_selector("#form-city").unwrap().unwrap(), "london");
    leptos::task::tick().await;
    let s = link_now().await;
    assert_eq!(s.zone.map(|z| z.to_string()).as_deref(), Some("Europe/London"));
    assert_eq!(s.input.moment.to_rfc3339(), "2026-07-01T12:00:00+01:00");
}

/// 《六壬指南》卷三 天時章 占驗一 (戊寅年 丙辰月 己巳日, 戌將 丑時) as a link, and
/// 占驗二 (庚寅年 戊寅月 甲戌日, 申將 未時).
const ZHINAN_ONE: &str = "?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E6%88%8A%E5%AF%85&mp=%E4%B8%99%E8%BE%B0";
const ZHINAN_TWO: &str = "?dp=%E7%94%B2%E6%88%8C&mg=%E7%94%B3&hb=%E6%9C%AA&yp=%E5%BA%9A%E5%AF%85&mp=%E6%88%8A%E5%AF%85";

fn uppers_shown(host: &web_sys::HtmlElement) -> Vec<String> {
    all(host, "[data-lesson]").iter().map(|e| attr(e, "data-upper")).collect()
}

fn select_value(host: &web_sys::HtmlElement, selector: &str, value: &str) {
    let e = host.query_selector(selector).unwrap().unwrap();
    e.unchecked_ref::<web_sys::HtmlSelectElement>().set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    e.dispatch_event(&web_sys::Event::new_with_event_init_dict("change", &init).unwrap()).unwrap();
}

/// A case given by its pillars: the link opens it as printed (四課 and 三傳 of
/// the book), the 干支 fields change it and write it back into the link (no
/// `at`), the link casts back to the chart shown, and a 干支 not among the sixty
/// is refused with a message, the chart and the link kept.
#[wasm_bindgen_test]
async fn a_pillars_case_round_trips_through_the_link() {
    open(ZHINAN_ONE).await;
    let host = host();
    let _mounted = mount_with_form(&host, liuren_app::App);
    leptos::task::tick().await;
    // Printed: 四課 辰丑寅亥 (uppers, first lesson first), 三傳 寅亥申.
    assert_eq!(uppers_shown(&host), ["辰", "丑", "寅", "亥"]);
    assert_eq!(transmissions_shown(&host), ["寅", "亥", "申"]);
    assert_eq!(link().await, ZHINAN_ONE);
    assert_eq!(attr(&host.query_selector("#form-mode-ganzhi").unwrap().unwrap(), "aria-pressed"), "true");

    // Refused: the message names the value; nothing else moves.
    let day = host.query_selector("#form-day-pillar").unwrap().unwrap();
    change(&day, "甲丑");
    leptos::task::tick().await;
    let error = host.query_selector("#form-pillar-error").unwrap().unwrap().text_content().unwrap_or_default();
    assert!(error.contains("甲丑") && error.contains("not one of the sixty"), "{error}");
    assert_eq!(transmissions_shown(&host), ["寅", "亥", "申"]);
    assert_eq!(link().await, ZHINAN_ONE);

    // The other case, field by field (the month pillar before the year: 戊寅
    // falls in a 庚寅 year, 丙辰 does not).
    change(&day, "甲戌");
    select_value(&host, "#form-gz-mg", "申");
    select_value(&host, "#form-gz-hb", "未");
    change(&host.query_selector("#form-month-pillar").unwrap().unwrap(), "戊寅");
    change(&host.query_selector("#form-year-pillar").unwrap().unwrap(), "庚寅");
    leptos::task::tick().await;
    assert_eq!(host.query_selector("#form-pillar-error").unwrap().unwrap().text_content().unwrap_or_default(), "");
    // Printed: 四課 卯辰亥子, 三傳 辰巳午.
    assert_eq!(uppers_shown(&host), ["卯", "辰", "亥", "子"]);
    assert_eq!(transmissions_shown(&host), ["辰", "巳", "午"]);
    let search = link().await;
    assert_eq!(search, ZHINAN_TWO);
    // The link casts to the chart shown.
    let back = liuren_app::cast::cast(&link_now().await).unwrap();
    assert_eq!(back.chart().lessons.map(|l| l.upper.hanzi().to_string()).to_vec(), uppers_shown(&host));
    assert!(back.pillars().is_some());
}

/// The readings read the same case as the chart: the header's
/// slot lists what needs a date, and the 課體 shown are only those its pillars
/// decide (none of them reads the moment itself).
#[wasm_bindgen_test]
async fn the_readings_read_a_pillars_case_without_what_needs_a_date() {
    open("?dp=%E7%94%B2%E5%AD%90&mg=%E4%BA%A5&hb=%E5%8D%88").await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let lines = all(&host, "[data-slot=needs] .reading-needs-line");
    let needs: Vec<String> = lines.iter().map(|l| attr(l, "data-needs")).collect();
    // No year or month pillar: the year's and month's 神煞 need them; 天寇 needs a date.
    assert_eq!(needs, ["pillars", "date"]);
    let titles = |l: &web_sys::Element| -> Vec<String> {
        within(l, ".reading-needs-title").iter().map(|t| t.text_content().unwrap_or_default()).collect()
    };
    assert!(titles(&lines[0]).iter().any(|t| t == "月建"), "{:?}", titles(&lines[0]));
    assert!(titles(&lines[1]).iter().any(|t| t == "天寇"), "{:?}", titles(&lines[1]));
    // The core's own split, read for the same case.
    let case = liuren_app::cast::cast(&link_now().await).unwrap();
    let r = case.readings(&Ask::default());
    // Each pattern's cards are built when it is opened.
    for fold in all(&host, ".reading-pattern details") {
        open_fold(&fold);
    }
    leptos::task::tick().await;
    let shown: Vec<String> = all(&host, "[data-family=keti][data-id]").iter().map(|e| attr(e, "data-id")).collect();
    assert!(!shown.is_empty());
    for id in &shown {
        assert!(r.readings.iter().any(|x| x.family == Family::Keti && x.id == *id), "{id}");
        assert!(!r.needs_date.iter().any(|n| n.family == Family::Keti && n.id == *id), "{id}");
    }
    // The 旺相 of the 三傳: 亥將 rules in 寅 and 卯, both spring: known.
    assert!(!host.query_selector(".reading-chuan").unwrap().unwrap().text_content().unwrap().contains("需月"));
}

/// 射覆 for a case given by its pillars with no month pillar, 子將 (its months
/// 丑 and 寅 of two seasons): the answer sheet's lines that the moments answer
/// differently (占死活 reads the season's 旺相) say they need the pillars, the
/// others answer as the core gives them.
#[wasm_bindgen_test]
async fn a_pillars_shefu_case_shows_only_the_sheet_lines_its_moments_agree_on() {
    use liuren_core::pillars::{cast_pillars, PillarInput};
    use liuren_core::topic::sheet;
    // 甲子日 子將 子時, 射覆.
    open("?dp=%E7%94%B2%E5%AD%90&mg=%E5%AD%90&hb=%E5%AD%90&cat=shefu").await;
    let host = host();
    let _mounted = mount_both(&host).await;
    let case = cast_pillars(
        &PillarInput::new("甲子".parse().unwrap(), liuren_core::cycle::Branch::Zi, liuren_core::cycle::Branch::Zi),
        &liuren_core::chart::ChartOptions::default(),
    )
    .unwrap();
    let lines = sheet::decided(&case.each(sheet::shefu));
    let open_lines: Vec<&str> = lines.iter().filter(|(_, d)| !d).map(|(l, _)| l.heading).collect();
    assert!(open_lines.contains(&"占死活"), "{open_lines:?}");
    let shown: Vec<String> =
        all(&host, ".answer-sheet-line[data-needs=date]").iter().map(|e| attr(e, "data-heading")).collect();
    assert_eq!(shown, open_lines);
    assert_eq!(all(&host, ".answer-sheet-line").len(), lines.len());
    // The candidates: every moment ranks them alike, so they are shown.
    assert!(all(&host, ".answer-needs").is_empty());
    assert!(!all(&host, ".answer-candidate").is_empty());
}
