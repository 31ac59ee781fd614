//! The page's tools — copy the chart as text or Markdown and save the ring as a
//! picture (beside the chart), 尋時 (in the form's 干支 mode), the settings with
//! the school choices that change this chart, and the saved charts (at the end
//! of the page) — mounted by [`start_in`] once the readings are. `src/main.rs`
//! calls it through a wasm-split point of its own, so the
//! tools' code (the saved charts' store and its views above all) is a chunk the
//! readings do not wait for: it is downloaded after theirs.
//!
//! Like [`crate::more`], it reads the chart through what the chart handed over
//! ([`crate::slots::Shown`]) and asks for another chart with
//! [`Shown::apply`](crate::slots::Shown) (a saved chart opened) or
//! [`Shown::open`](crate::slots::Shown) (a moment 尋時 found).
//!
//! The selected palace's detail and the square board come with them
//! ([`crate::palace_view`]): the chart's first download does not hold their
//! code either.

use leptos::prelude::*;
use liuren_core::ask::Ask;

use crate::cast::Cast;
use crate::components::choices::ChoicesPanel;
use crate::components::export::MoreTools;
use crate::components::find::FindMoments;
use crate::components::saved::SavedPanel;
use crate::components::settings::SettingsPanel;
use crate::components::Term;
use crate::i18n::Lang;
use crate::more::slot;
use crate::prefs::{self, Settings};
use crate::share::{self, Shared};
use crate::slots::{self, Part, FIND, TAIL, TOOLS};

/// Mounts the tools into the slots under `root` (the chart's page), the
/// settings and the saved charts into the tail, and the palace's detail and
/// the board. Does nothing when the slots are not there or no chart
/// has been mounted.
pub fn start_in(root: &web_sys::Element) {
    crate::palace_view::start_in(root);
    let (Some(tail), Some(shown)) = (slot(root, TAIL), slots::shown()) else {
        return;
    };
    let slots::Shown { owner, shared, cast: last_good, chart, apply, open, form, .. } = shown;
    slots::under_chart(&owner, || {
        let is_case = Memo::new(move |_| last_good.with(|c| matches!(c, Some(Cast::Pillars(_)))));
        // The Markdown report is the chart and every reading the page shows
        // for it, made when asked.
        let report = Callback::new(move |()| {
            shared.with_untracked(|s| {
                let ask = Ask { category: s.category, portent: s.seen.kind(), lei: s.lei };
                last_good.with_untracked(|c| match c {
                    Some(Cast::Pillars(p)) => liuren_core::pillars::markdown(&p.0, &s.question, &p.0.readings(&ask)),
                    Some(c) => liuren_core::report::markdown(c.chart(), &s.question, &c.readings(&ask).readings),
                    None => String::new(),
                })
            })
        });
        // The text layout: a pillars case writes its own (no date).
        let text = Callback::new(move |()| {
            last_good.with_untracked(|c| match c {
                Some(Cast::Pillars(p)) => liuren_core::pillars::text(&p.0, &p.0.readings(&Ask::default())),
                _ => chart.with_untracked(liuren_core::report::text),
            })
        });
        if let Some(tools) = slot(root, TOOLS) {
            leptos::mount::mount_to(
                tools,
                move || view! { <MoreTools chart=chart.into() report=report text=text dateless=is_case.into() /> },
            )
            .forget();
        }
        // 尋時 in the form's 干支 mode: a moment found is opened by the chart.
        // The form comes from a chunk of its own (on a phone, when it is first
        // opened), so its slot is looked for once the form is mounted.
        let root = root.clone();
        let mount_owner = Owner::current().unwrap_or_default();
        Effect::new(move |mounted: Option<bool>| {
            if mounted == Some(true) || form.get() != Part::Ready {
                return mounted == Some(true);
            }
            if let Some(find) = slot(&root, FIND) {
                let now = crate::form::device_now();
                mount_owner.with(|| {
                    leptos::mount::mount_to(find, move || view! { <FindMoments shared=shared now=now on_open=open /> })
                        .forget();
                });
            }
            true
        });
        // The settings and the school choices that change this chart (opened,
        // `components::choices`), then the saved charts.
        let options = Memo::new(move |_| shared.with(|s| s.options));
        let input = Memo::new(move |_| shared.with(|s| s.input));
        let error = RwSignal::new(None::<String>);
        let on_options = Callback::new(move |o| {
            leptos::task::spawn_local(async move {
                let stored = prefs::update(|p| p.options = Settings::new(&o, Lang::Hant).options).await;
                error.try_set(stored.err().map(|e| e.to_string()));
            });
            slots::ask_changed(shared, apply, |s| s.options = o);
        });
        leptos::mount::mount_to(tail.clone(), move || {
            view! {
                <section class="app-settings">
                    <SettingsPanel options=options.into() on_change=on_options />
                    {move || if is_case.get() {
                        view! {
                            <p class="choices-dateless">
                                <Term zh="流派之別" en="which school choices change this chart" />
                                "："
                                <Term zh="需日期之課" en="compared on a dated chart: open one of the moments found (尋時) to see them" />
                            </p>
                        }
                        .into_any()
                    } else {
                        view! { <ChoicesPanel input=input.into() options=options.into() on_change=on_options /> }.into_any()
                    }}
                    {move || error.get().map(|e| view! { <p class="app-cast-error" role="alert">{e}</p> })}
                </section>
            }
        })
        .forget();
        let on_open = Callback::new(move |s: Shared| apply.run(share::build(&s)));
        leptos::mount::mount_to(tail, move || view! { <SavedPanel current=shared on_open=on_open /> }).forget();
    });
}
