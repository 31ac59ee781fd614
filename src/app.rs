//! The app: one `RwSignal<Shared>` (inputs, options, question, category) and
//! one `Memo` casting it. Everything shown is formatted from that memo.
//!
//! Effects touch only the outside world: the page URL (the share link),
//! `<html lang>`. The rest of the page (the readings, the settings, the saved
//! charts) is mounted into slots the chart leaves for it and reads the chart
//! through what [`crate::slots::hand_over`] is given. Preferences are written
//! where they change (in handlers).

use leptos::prelude::*;
use leptos::wasm_bindgen::{JsCast, JsValue};
use liuren_core::calendar::{CalendarError, Moment};
use liuren_core::chart::{CastError, CastInput, Chart, ChartOptions, DayNightRule};
use liuren_core::options;
use liuren_core::pillars::{PillarError, PillarInput};
use liuren_core::reading::Reading;
use liuren_core::shensha;

use crate::cast::{self, CaseError, Dateless, SeasonOpen};
use crate::components::chart_header::{Asked, ChartHeader};
use crate::components::detail::DetailHint;
use crate::components::export::ExportTools;
use crate::components::lessons::LessonsView;
use crate::components::ring::Ring;
use crate::components::transmissions::TransmissionsView;
use crate::components::why::WhyList;
use crate::components::{given_text, Term};
use crate::form::device_now;
use crate::i18n::Lang;
use crate::placeholder::placeholder_chart;
use crate::prefs::{self, PrefsError, Settings};
use crate::share::{self, Shared};
use crate::slots::{self, Figure, Part};
use crate::TITLE;

/// What the page starts with.
#[derive(Debug, Clone, PartialEq)]
pub struct Start {
    /// The chart to cast.
    pub shared: Shared,
    /// The script.
    pub lang: Lang,
    /// What to tell the reader (a bad link, unreadable settings).
    pub notices: Vec<String>,
}

/// The start state from the page's query string, the stored settings and the
/// present moment: a link that names a moment is shown as it is (its options
/// included); otherwise the present, with the stored options. A bad link is
/// reported and the present shown; a link whose category is unknown is shown
/// as a general question, and the category named in a notice.
pub fn start(query: &str, stored: (Settings, Vec<PrefsError>), now: Moment) -> Start {
    let (settings, problems) = stored;
    let (options, skipped) = settings.chart_options();
    let mut notices: Vec<String> = problems.iter().chain(&skipped).map(ToString::to_string).collect();
    let present = || Shared::new(CastInput::at(now), options);
    let shared = match share::read(query) {
        Ok(read) => {
            notices.extend(read.notes.iter().map(ToString::to_string));
            match read.shared {
                Some(s) => {
                    let (s, set_aside) = castable(s);
                    notices.extend(set_aside);
                    s.map(|s| with_date_of(s, &present())).unwrap_or_else(present)
                }
                None => present(),
            }
        }
        Err(e) => {
            notices.push(format!("{e} — showing the present moment instead."));
            present()
        }
    };
    Start { shared, lang: settings.lang(), notices }
}

/// `s`, and for a case given by its pillars (whose link carries no date) the
/// dated form's moment, zone, place and hand-set 月將/占時 of `dated`, so that
/// the form's 日期 mode shows them again.
pub fn with_date_of(mut s: Shared, dated: &Shared) -> Shared {
    if s.pillars.is_some() {
        s.input = CastInput { querent: s.input.querent, partner: s.input.partner, ..dated.input };
        s.zone = dated.zone;
    }
    s
}

/// A link's chart as far as it casts, and a notice for each part set aside:
/// a person whose birth year does not fit the chart (`by`/`sex`, `pby`/`psex`),
/// or who needs a year pillar the pillars case does not give, is dropped; an
/// option that needs a place the link does not give (`true-solar`,
/// `day-night=sunrise`), or a date (`day-night=sunrise` for a pillars case
/// that does not say 晝 or 夜), is read at its default. `None` (with the
/// reason, naming `at`, or the pillars) when the chart still cannot be cast:
/// the page then shows the present.
pub fn castable(mut s: Shared) -> (Option<Shared>, Vec<String>) {
    let mut notices = Vec::new();
    // Each step removes one part, so this ends: two people and the options.
    for _ in 0..=2 + options::OPTIONS.len() {
        let e = match cast::cast(&s) {
            Ok(_) => return (Some(s), notices),
            Err(e) => e,
        };
        match e {
            CaseError::Dated(CastError::BadBirthYear(y)) if s.input.querent.is_some_and(|q| q.birth_year == y) => {
                s.input.querent = None;
                notices
                    .push(format!("the link's by/sex cannot be used: {e} — the chart is shown without the querent."));
            }
            CaseError::Dated(CastError::BadBirthYear(y)) if s.input.partner.is_some_and(|q| q.birth_year == y) => {
                s.input.partner = None;
                notices
                    .push(format!("the link's pby/psex cannot be used: {e} — the chart is shown without the partner."));
            }
            CaseError::Pillars(PillarError::FateNeedsYear) if s.input.querent.is_some() => {
                s.input.querent = None;
                notices.push(format!(
                    "the link's by/sex cannot be used: {e} (yp) — the chart is shown without the querent."
                ));
            }
            CaseError::Pillars(PillarError::FateNeedsYear) if s.input.partner.is_some() => {
                s.input.partner = None;
                notices.push(format!(
                    "the link's pby/psex cannot be used: {e} (yp) — the chart is shown without the partner."
                ));
            }
            CaseError::Pillars(PillarError::NeedsDaytime) if s.options.day_night == DayNightRule::Sunrise => {
                s.options.day_night = ChartOptions::default().day_night;
                notices.push(format!(
                    "the link's day-night cannot be used: {e} — the chart is shown with day-night at its default."
                ));
            }
            CaseError::Dated(CastError::Calendar(CalendarError::NeedsPlace(_))) => {
                // The first option whose default lets the chart go further.
                let defaults = ChartOptions::default();
                let culprit = options::changed(&s.options).into_iter().find_map(|(key, _)| {
                    let mut o = s.options;
                    options::set(&mut o, key, options::get(&defaults, key)?).ok()?;
                    let t = Shared { options: o, ..s.clone() };
                    let still = matches!(
                        cast::cast(&t),
                        Err(CaseError::Dated(CastError::Calendar(CalendarError::NeedsPlace(_))))
                    );
                    (!still).then_some((key, o))
                });
                let Some((key, o)) = culprit else {
                    notices.push(format!("the link's chart cannot be cast: {e} — showing the present moment instead."));
                    return (None, notices);
                };
                s.options = o;
                notices.push(format!(
                    "the link's {key} cannot be used: {e} — the chart is shown with {key} at its default."
                ));
            }
            CaseError::Pillars(e) => {
                notices.push(format!(
                    "the link's pillars (dp, yp, mp) cannot be cast: {e} — showing the present moment instead."
                ));
                return (None, notices);
            }
            e => {
                notices.push(format!("the link's at cannot be cast: {e} — showing the present moment instead."));
                return (None, notices);
            }
        }
    }
    notices.push("the link's chart cannot be cast — showing the present moment instead.".into());
    (None, notices)
}

/// `s` opened at `m` as the ordinary dated chart (a moment found for its
/// pillars case): on `m`'s own fixed clock, with 月將 and 占時 from the moment;
/// the place, the person, the options and the question stay. Returns the case
/// left, which the form's 干支 mode comes back to.
pub fn open_at(s: &mut Shared, m: Moment) -> Option<PillarInput> {
    let left = s.pillars.take();
    s.input.moment = m;
    s.input.month_general = None;
    s.input.hour_branch = None;
    s.zone = None;
    left
}

/// What the chart shows of a cast: the cast, the 神煞 marked on the ring, and
/// for a case given by its pillars what the header says of it.
#[derive(Debug, Clone, PartialEq)]
struct Drawn {
    cast: cast::Cast,
    spirits: Vec<Reading>,
    dateless: Option<Dateless>,
}

impl Drawn {
    fn of(c: cast::Cast) -> Drawn {
        // A pillars case marks only the 神煞 its pillars decide. (The 神煞 alone:
        // the other families' tables belong to the readings' chunk.)
        match &c {
            cast::Cast::Dated(chart) => Drawn { spirits: shensha::readings(chart), dateless: None, cast: c },
            cast::Cast::Pillars(p) => {
                Drawn { spirits: p.0.decided(shensha::readings).readings, dateless: Some(p.dateless()), cast: c }
            }
        }
    }
}

/// Writes the pending share query, if any, into the address bar.
fn write_link(link: StoredValue<Option<String>, LocalStorage>) {
    if let Some(query) = link.try_update_value(Option::take).flatten() {
        if let Ok(history) = window().history() {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&query));
        }
    }
}

/// The page: reads the link and the stored settings, then shows [`Caster`].
#[component]
pub fn App() -> impl IntoView {
    let query = window().location().search().unwrap_or_default();
    let now = device_now();
    let mut start = start(&query, prefs::load(), now);
    // The present is read on the device's own zone (its daylight time followed).
    if start.shared.input.moment == now && start.shared.zone.is_none() {
        match crate::form::device_zone() {
            Some(z) => {
                start.shared.zone = Some(z);
                start.shared.input.moment = crate::zones::Clock::Named(z).moment_of(now.unix);
            }
            None => {
                if let Some(name) = crate::form::device_zone_name() {
                    start.notices.push(format!(
                        "this device's time zone {} is not one this browser can read: its present offset is used; choose a zone or type an offset under 時區",
                        share::quote(&name)
                    ));
                }
            }
        }
    }
    view! { <Caster start=start /> }
}

/// Whether "copy link" worked.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Copied {
    Not,
    Yes,
    Failed(String),
}

/// The caster with a given start state (tests mount it directly).
#[component]
pub fn Caster(start: Start) -> impl IntoView {
    let shared = RwSignal::new(start.shared);
    let lang = RwSignal::new(start.lang);
    provide_context(lang);
    let notices = RwSignal::new(start.notices);

    // The one cast.
    let result: Memo<Result<Drawn, String>> =
        Memo::new(move |_| shared.with(|s| cast::cast(s).map(Drawn::of).map_err(|e| e.to_string())));
    // The last chart that cast: a bad input leaves it on the page.
    let last_good: Memo<Option<Drawn>> = Memo::new(move |prev: Option<&Option<Drawn>>| {
        result.with(|r| match r {
            Ok(c) => Some(c.clone()),
            Err(_) => prev.cloned().flatten(),
        })
    });
    let chart: Memo<Chart> = Memo::new(move |_| {
        last_good.with(|g| g.as_ref().map(|g| g.cast.chart().clone())).unwrap_or_else(placeholder_chart)
    });
    // The 神煞 (their facts say which branch each stands on), counted on the ring.
    let spirits = Memo::new(move |_| {
        last_good.with(|g| match g {
            Some(g) => g.spirits.clone(),
            None => chart.with(shensha::readings),
        })
    });
    // A case given by its pillars: what the header says of it, and whether 旺相 is open.
    let dateless: Memo<Option<Dateless>> = Memo::new(move |_| last_good.with(|g| g.as_ref()?.dateless.clone()));
    provide_context(SeasonOpen(Signal::derive(move || dateless.with(|d| d.as_ref().is_some_and(|d| !d.season_known)))));
    let asked = Memo::new(move |_| shared.with(|s| Asked { question: s.question.clone(), category: s.category }));

    // The outside world: the URL is the share link; <html lang> follows the script.
    // `history.replaceState` is a synchronous round to the browser (2.7 ms of a
    // recast's 17 in a profile, README "Size and speed"), so the link is written
    // in a task after the frame that shows the change; the last query wins when
    // changes come faster. "Copy link" writes a pending one first.
    let link = StoredValue::new_local(None::<String>);
    Effect::new(move |_| {
        let query = shared.with(share::build);
        let scheduled = link.with_value(Option::is_some);
        link.set_value(Some(query));
        if !scheduled {
            request_animation_frame(move || {
                set_timeout(move || write_link(link), std::time::Duration::ZERO);
            });
        }
    });
    // The 干支 case left by a switch to 日期 or a moment opened.
    let last_pillars = StoredValue::new(None::<PillarInput>);
    // The form's fields come from a chunk of their own (`form_view`), mounted
    // into their slot: at once where the form shows whole (src/main.rs mounts
    // the chart only once that chunk is in); on a phone, where it folds, when
    // it is first opened (or cannot fold: a bad input), or when the window
    // widens (a phone turned on its side) — not before: on a phone's first
    // screen its fields and suggestion lists were 785 of the page's 1,138
    // elements, all hidden. Once mounted it stays: the fields keep what is
    // typed in them.
    let form_wanted = RwSignal::new(!form_folds());
    let form_part = RwSignal::new(Part::Waiting);
    // The palace tapped, and the ring or the board. The selected palace's
    // detail and the board come from the tools' chunk (`palace_view`): until
    // it is in, the chart draws the detail's hint (or word that it is coming,
    // once a palace is tapped), and the ring stays when the board is chosen.
    let selected = RwSignal::new(None);
    let figure = RwSignal::new(Figure::Ring);
    let palace_part = RwSignal::new(Part::Waiting);
    let palace_wanted = Memo::new(move |_| selected.with(Option::is_some) || figure.get() == Figure::Board);
    // The rest of the page reads the chart through this, and asks for another
    // chart (a saved one, new options) or opens a moment found.
    slots::hand_over(slots::Shown {
        owner: Owner::current().unwrap_or_default(),
        shared: shared.into(),
        input: shared,
        last_pillars,
        form_wanted: form_wanted.read_only().into(),
        form: form_part,
        selected,
        figure,
        spirits,
        palace: palace_part,
        lang,
        cast: Memo::new(move |_| last_good.with(|g| g.as_ref().map(|g| g.cast.clone()))),
        chart,
        apply: Callback::new(move |query: String| match share::read(&query) {
            Ok(read) => {
                notices.update(|n| n.extend(read.notes.iter().map(ToString::to_string)));
                if let Some(s) = read.shared {
                    let s = shared.with_untracked(|now| with_date_of(s, now));
                    shared.set(s);
                }
            }
            Err(e) => notices.update(|n| n.push(e.to_string())),
        }),
        open: Callback::new(move |m: Moment| {
            shared.update(|s| {
                if let Some(p) = open_at(s, m) {
                    last_pillars.set_value(Some(p));
                }
            })
        }),
    });
    Effect::new(move |_| {
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.get().html_lang());
        }
    });

    let note = move |r: Result<(), PrefsError>| {
        if let Err(e) = r {
            notices.update(|n| {
                let text = e.to_string();
                if !n.contains(&text) {
                    n.push(text);
                }
            });
        }
    };
    let set_lang = move |l: Lang| {
        lang.set(l);
        leptos::task::spawn_local(async move { note(prefs::update(|s| s.lang = Some(l.key().to_string())).await) });
    };
    let copied = RwSignal::new(Copied::Not);
    let copy_link = move |_| {
        write_link(link);
        let w = window();
        let href = w.location().href().unwrap_or_default();
        let navigator = w.navigator();
        let has_clipboard = js_sys::Reflect::has(&navigator, &JsValue::from_str("clipboard")).unwrap_or(false);
        if !has_clipboard {
            copied.set(Copied::Failed(href));
            return;
        }
        let promise = navigator.clipboard().write_text(&href);
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(_) => copied.set(Copied::Yes),
                Err(_) => copied.set(Copied::Failed(href)),
            }
        });
    };

    // Glosses on touch screens: tapping a term, or long-pressing anything
    // with a title, shows its gloss in a bar (hover shows the title anyway).
    let gloss = RwSignal::new(None::<(String, String)>);
    let gloss_of = |target: Option<web_sys::EventTarget>, selector: &str| -> Option<(String, String)> {
        let target: web_sys::Element = target?.dyn_into().ok()?;
        let el = target.closest(selector).ok()??;
        if el.closest("button, summary, label, select, a").ok()?.is_some() && selector.contains("term") {
            return None;
        }
        let title = el.get_attribute("title")?;
        Some((el.text_content().unwrap_or_default(), title))
    };
    let on_tap = move |ev: leptos::ev::MouseEvent| {
        if let Some(g) = gloss_of(ev.target(), ".term[title]") {
            gloss.set(Some(g));
        }
    };
    let on_long_press = move |ev: leptos::ev::MouseEvent| {
        if let Some(g) = gloss_of(ev.target(), "[title]") {
            ev.prevent_default();
            gloss.set(Some(g));
        }
    };
    // Safari on iOS fires no `contextmenu` on a long press: a touch held still
    // for half a second shows the gloss too.
    let press = StoredValue::new_local(None::<TimeoutHandle>);
    let cancel_press = move || {
        press.update_value(|p| {
            if let Some(h) = p.take() {
                h.clear();
            }
        })
    };
    let on_touch_start = move |ev: leptos::ev::TouchEvent| {
        cancel_press();
        let target = ev.target();
        let handle = set_timeout_with_handle(
            move || {
                if let Some(g) = gloss_of(target, "[title]") {
                    gloss.set(Some(g));
                }
            },
            std::time::Duration::from_millis(500),
        );
        press.set_value(handle.ok());
    };

    let cast_error = move || result.with(|r| r.as_ref().err().cloned());

    // On a phone the form folds into one line — the moment cast, and a button
    // that opens it — so that the ring is on the first screen (at 360 px the
    // whole form filled it); on a wider screen the stylesheet shows the form
    // whole and hides the line. It stays open while the input cannot be cast,
    // so that the message and the fields show.
    let editing = RwSignal::new(false);
    let folded = move || !editing.get() && result.with(Result::is_ok);
    Effect::new(move |_| {
        if !folded() && !form_wanted.get_untracked() {
            form_wanted.set(true);
        }
    });
    let _ = window_event_listener(leptos::ev::resize, move |_| {
        if !form_wanted.get_untracked() && !form_folds() {
            form_wanted.set(true);
        }
    });
    let brief = move || {
        let text = chart.with(|c| match dateless.with(Option::is_some) {
            true => format!("{}日 · {}將 · {}時", c.day(), c.month_general, c.hour_branch),
            false => given_text(c.calendar.moment),
        });
        lang.get().zh(&text)
    };

    view! {
        <div
            class="app"
            on:click=on_tap
            on:contextmenu=on_long_press
            on:touchstart=on_touch_start
            on:touchend=move |_| cancel_press()
            on:touchmove=move |_| cancel_press()
            on:touchcancel=move |_| cancel_press()
        >
            <header class="shell-header">
                <h1 class="shell-title" lang="zh">{TITLE}</h1>
                <div class="app-lang" role="group" aria-label="script">
                    <button
                        type="button"
                        class="app-lang-button"
                        lang="zh-Hant"
                        title="traditional characters"
                        aria-pressed=move || (lang.get() == Lang::Hant).to_string()
                        on:click=move |_| set_lang(Lang::Hant)
                    >
                        "繁體"
                    </button>
                    <button
                        type="button"
                        class="app-lang-button"
                        lang="zh-Hans"
                        title="simplified characters"
                        aria-pressed=move || (lang.get() == Lang::Hans).to_string()
                        on:click=move |_| set_lang(Lang::Hans)
                    >
                        "简体"
                    </button>
                </div>
            </header>
            <main class="shell-main app-main">
                <ul class="app-notices" role="status">
                    {move || {
                        notices
                            .get()
                            .into_iter()
                            .enumerate()
                            .map(|(i, n)| {
                                view! {
                                    <li class="app-notice">
                                        <span>{n}</span>
                                        <button
                                            type="button"
                                            class="app-notice-close"
                                            aria-label="dismiss"
                                            on:click=move |_| notices.update(|all| { if i < all.len() { all.remove(i); } })
                                        >
                                            "×"
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                    }}
                </ul>
                <section class="app-input" aria-label="起課">
                    <button
                        type="button"
                        class="app-input-brief"
                        aria-controls="app-input-body"
                        aria-expanded=move || (!folded()).to_string()
                        on:click=move |_| editing.set(folded())
                    >
                        <span class="app-input-when">{brief}</span>
                        <span class="app-input-edit">
                            {move || match folded() {
                                true => view! { <Term zh="修改" en="change the moment and the querent" /> }.into_any(),
                                false => view! { <Term zh="收起" en="fold the form" /> }.into_any(),
                            }}
                        </span>
                    </button>
                    <div id="app-input-body" class="app-input-body" class:app-input-folded=folded>
                        // Mounted from the form's chunk (src/form_view.rs).
                        <div data-slot=slots::FORM></div>
                        {move || match form_part.get() {
                            Part::Ready => None,
                            Part::Waiting => form_wanted.get().then(|| view! {
                                <p class="app-form-waiting">"載入表單…"</p>
                            }.into_any()),
                            Part::Failed => Some(view! {
                                <p class="app-form-failed" role="alert">
                                    "The form could not be loaded: reload the page to try again (the chart and the link still work)."
                                </p>
                            }.into_any()),
                        }}
                    </div>
                    {move || cast_error().map(|e| view! {
                        <p class="app-cast-error" role="alert">
                            {format!("This chart cannot be cast: {e}.")}
                            {last_good.with(Option::is_some).then_some(" The last chart that could be cast is shown.")}
                        </p>
                    })}
                </section>
                {move || last_good.with(Option::is_none).then(|| view! {
                    <p class="app-empty">"No chart yet: correct the input above."</p>
                })}
                // Rendered once and hidden until a chart was cast, so that the
                // slots the readings' chunk mounts into are never replaced.
                <div class="app-reading" hidden=move || last_good.with(Option::is_none)>
                        <div class="app-figure">
                            <div class="app-toolbar">
                                <div class="app-toggle" role="group" aria-label="天地盤">
                                    <button
                                        type="button"
                                        class="app-toggle-button"
                                        aria-pressed=move || (figure.get() == Figure::Ring).to_string()
                                        on:click=move |_| figure.set(Figure::Ring)
                                    >
                                        <Term zh="圓盤" />
                                    </button>
                                    <button
                                        type="button"
                                        class="app-toggle-button"
                                        aria-pressed=move || (figure.get() == Figure::Board).to_string()
                                        on:click=move |_| figure.set(Figure::Board)
                                    >
                                        <Term zh="方盤" />
                                    </button>
                                </div>
                                <button type="button" class="app-copy" on:click=copy_link>
                                    {move || match copied.get() {
                                        Copied::Yes => view! { <Term zh="已複製" /> }.into_any(),
                                        _ => view! { <Term zh="複製連結" /> }.into_any(),
                                    }}
                                </button>
                            </div>
                            {move || match copied.get() {
                                Copied::Failed(url) => Some(view! {
                                    <label class="app-link">
                                        <Term zh="連結" />
                                        <input class="app-link-input" type="text" readonly=true prop:value=url />
                                    </label>
                                }),
                                _ => None,
                            }}
                            <ExportTools />
                            // The ring, or the board mounted into its slot from the tools'
                            // chunk (the ring stays until that chunk is in).
                            {move || (figure.get() == Figure::Ring || palace_part.get() != Part::Ready)
                                .then(|| view! { <Ring chart=chart.into() spirits=spirits.into() selected=selected /> })}
                            <div data-slot=slots::BOARD></div>
                            // The selected palace's detail, from the same chunk; until it is
                            // in, its hint (the same box), or word that it is coming.
                            <div data-slot=slots::DETAIL></div>
                            {move || (palace_part.get() != Part::Ready).then(|| view! {
                                <section class="detail" aria-live="polite">
                                    {move || match (palace_part.get(), palace_wanted.get()) {
                                        (Part::Failed, true) => view! {
                                            <p class="detail-hint app-palace-failed" role="alert">
                                                "The palace's details and the square board could not be loaded: reload the page to try again (the ring, the chart and the readings still work)."
                                            </p>
                                        }.into_any(),
                                        (_, true) => view! { <p class="detail-hint app-palace-waiting">{move || lang.get().zh("載入詳情…")}</p> }.into_any(),
                                        _ => view! { <DetailHint /> }.into_any(),
                                    }}
                                </section>
                            })}
                        </div>
                        <div class="app-text">
                            <ChartHeader chart=chart.into() asked=asked.into() dateless=dateless.into() />
                            <div class="app-classical">
                                <TransmissionsView chart=chart.into() />
                                <LessonsView chart=chart.into() />
                            </div>
                            <WhyList chart=chart.into() />
                            // 課體, 神煞, the answer, 卷中 and 畢法: mounted from the readings' chunk.
                            <div class="app-more" data-slot=slots::PANELS></div>
                        </div>
                    </div>
                // The settings, then the saved charts (from the tools' chunk).
                <div class="app-more app-tail" data-slot=slots::TAIL></div>
            </main>
            {move || gloss.get().map(|(term, text)| view! {
                <div class="app-gloss" role="status">
                    <span class="app-gloss-term">{term}</span>
                    <span class="app-gloss-text">{text}</span>
                    <button type="button" class="app-gloss-close" aria-label="close" on:click=move |ev| { ev.stop_propagation(); gloss.set(None); }>"×"</button>
                </div>
            })}
        </div>
    }
}

/// Whether the window is narrow enough for the stylesheet to fold the form into
/// one line (`style/app.css`: `@media (max-width: 40rem)`).
pub fn form_folds() -> bool {
    window().match_media("(max-width: 40rem)").ok().flatten().is_some_and(|m| m.matches())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> Moment {
        "2026-01-02T03:04:00+08:00".parse().unwrap()
    }

    #[test]
    fn a_link_is_shown_as_it_is() {
        let mut stored = Settings::default();
        stored.options.insert("shehai".into(), "mengzhong".into());
        let s = start("?at=2026-11-29T21:30:00%2B08:00", (stored, vec![]), now());
        assert_eq!(s.shared.input.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        // The link's options (all defaults here), not the stored ones.
        assert_eq!(s.shared.options, ChartOptions::default());
        assert!(s.notices.is_empty());
    }

    #[test]
    fn no_link_is_the_present_with_the_stored_options() {
        let mut stored = Settings::default();
        stored.options.insert("shehai".into(), "mengzhong".into());
        stored.lang = Some("hans".into());
        let s = start("", (stored, vec![]), now());
        assert_eq!(s.shared.input, CastInput::at(now()));
        assert_eq!(options::get(&s.shared.options, "shehai"), Some("mengzhong"));
        assert_eq!(s.lang, Lang::Hans);
    }

    #[test]
    fn a_bad_link_is_reported_and_the_present_shown() {
        let s = start("?at=2026-02-30T00:00:00Z", (Settings::default(), vec![]), now());
        assert_eq!(s.shared.input.moment, now());
        assert_eq!(s.notices.len(), 1);
        assert!(s.notices[0].contains("at"), "{:?}", s.notices);
    }

    /// The start of `link` with default settings.
    fn of(link: &str) -> Start {
        start(link, (Settings::default(), vec![]), now())
    }

    #[test]
    fn a_moment_out_of_range_shows_the_present_naming_at() {
        for link in ["?at=1799-12-31T23:59:59Z", "?at=9999-12-31T23:59:59Z"] {
            let s = of(link);
            assert_eq!(s.shared.input, CastInput::at(now()), "{link}");
            assert_eq!(s.notices.len(), 1, "{link}: {:?}", s.notices);
            assert!(s.notices[0].contains("link's at"), "{link}: {:?}", s.notices);
        }
    }

    #[test]
    fn a_person_who_does_not_fit_the_chart_is_dropped_and_named() {
        let at = "?at=2026-11-29T21:30:00%2B08:00";
        // Born after the chart: the chart is shown without the querent.
        let s = of(&format!("{at}&by=2027&sex=male&q=x"));
        assert_eq!(s.shared.input.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        assert_eq!((s.shared.input.querent, s.shared.question.as_str()), (None, "x"));
        assert_eq!(s.notices.len(), 1, "{:?}", s.notices);
        assert!(s.notices[0].contains("by/sex") && s.notices[0].contains("2027"), "{:?}", s.notices);
        // The partner likewise; a querent who fits is kept.
        let s = of(&format!("{at}&by=1984&sex=female&pby=2030&psex=male"));
        assert_eq!((s.shared.input.querent.map(|q| q.birth_year), s.shared.input.partner), (Some(1984), None));
        assert!(s.notices.len() == 1 && s.notices[0].contains("pby/psex"), "{:?}", s.notices);
        // Outside 1800–2200 the link's reading already sets the person aside.
        let s = of(&format!("{at}&by=-2147483648&sex=male"));
        assert_eq!(
            (s.shared.input.moment.to_rfc3339().as_str(), s.shared.input.querent),
            ("2026-11-29T21:30:00+08:00", None)
        );
        assert!(s.notices.len() == 1 && s.notices[0].contains("by"), "{:?}", s.notices);
    }

    #[test]
    fn an_option_that_needs_a_place_is_read_at_its_default_and_named() {
        let at = "?at=2026-11-29T21:30:00%2B08:00";
        for key in ["true-solar=true", "day-night=sunrise"] {
            let s = of(&format!("{at}&{key}&shehai=mengzhong"));
            let name = key.split('=').next().unwrap();
            assert_eq!(s.shared.input.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00", "{key}");
            assert_eq!(options::changed(&s.shared.options), [("shehai", "mengzhong")], "{key}");
            assert!(s.notices.len() == 1 && s.notices[0].contains(&format!("link's {name} ")), "{:?}", s.notices);
            // With a place, the option is kept.
            let s = of(&format!("{at}&{key}&lon=121.47&lat=31.23"));
            assert!(s.notices.is_empty() && !options::changed(&s.shared.options).is_empty(), "{:?}", s.notices);
        }
    }

    /// 《六壬指南》卷三 天時章 占驗一: 戊寅年 丙辰月 己巳日, 戌將 丑時.
    const ZHINAN: &str = "?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E6%88%8A%E5%AF%85&mp=%E4%B8%99%E8%BE%B0";

    #[test]
    fn a_pillars_link_opens_its_case_with_the_present_in_the_dated_form() {
        let s = of(ZHINAN);
        assert!(s.notices.is_empty(), "{:?}", s.notices);
        assert_eq!(s.shared.pillars.map(|p| p.day.hanzi()).as_deref(), Some("己巳"));
        // The form's 日期 mode shows the present; the link still names no date.
        assert_eq!(s.shared.input.moment, now());
        assert_eq!(share::build(&s.shared), ZHINAN);
    }

    #[test]
    fn a_bad_pillar_in_a_link_is_named_and_the_present_shown() {
        let s = of("?dp=%E7%94%B2%E4%B8%91&mg=%E6%88%8C&hb=%E4%B8%91");
        assert_eq!((s.shared.pillars, s.shared.input), (None, CastInput::at(now())));
        assert_eq!(s.notices.len(), 1);
        assert!(s.notices[0].contains("dp") && s.notices[0].contains("甲丑"), "{:?}", s.notices);
        // A month pillar that cannot fall in the year (丙辰 is 戊寅's, not 甲子's): the present.
        let s = of("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&yp=%E7%94%B2%E5%AD%90&mp=%E4%B8%99%E8%BE%B0");
        assert_eq!(s.shared.pillars, None);
        assert!(s.notices.len() == 1 && s.notices[0].contains("pillars"), "{:?}", s.notices);
    }

    #[test]
    fn a_pillars_link_sets_aside_what_needs_a_date_or_a_year() {
        // 年命 needs the year pillar: the person is dropped, and named.
        let s = of("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&by=1984&sex=male");
        assert_eq!((s.shared.pillars.is_some(), s.shared.input.querent), (true, None));
        assert!(s.notices.len() == 1 && s.notices[0].contains("by/sex"), "{:?}", s.notices);
        // 晝夜 by sunrise needs a date: read at its default unless the case says 晝 or 夜.
        let s = of("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&day-night=sunrise");
        assert_eq!(s.shared.options, ChartOptions::default());
        assert!(s.notices.len() == 1 && s.notices[0].contains("day-night"), "{:?}", s.notices);
        let s = of("?dp=%E5%B7%B1%E5%B7%B3&mg=%E6%88%8C&hb=%E4%B8%91&day-night=sunrise&dn=day");
        assert!(s.notices.is_empty() && s.shared.options.day_night == DayNightRule::Sunrise, "{:?}", s.notices);
    }

    #[test]
    fn bad_settings_are_reported() {
        let stored = prefs::decode(Some("{not json"));
        let s = start("", stored, now());
        assert_eq!(s.shared.options, ChartOptions::default());
        assert_eq!(s.notices.len(), 1);
    }

    #[test]
    fn a_link_with_an_unknown_category_keeps_its_chart_and_names_the_category() {
        let s =
            start("?at=2026-11-29T21:30:00%2B08:00&cat=%E5%A4%A9%E6%B0%A3&q=x", (Settings::default(), vec![]), now());
        assert_eq!(s.shared.input.moment.to_rfc3339(), "2026-11-29T21:30:00+08:00");
        assert_eq!(s.shared.question, "x");
        assert_eq!(s.notices.len(), 1);
        assert!(s.notices[0].contains("cat") && s.notices[0].contains("天氣"), "{:?}", s.notices);
    }
}
