//! The form's fields — 日期 or 干支, the place and clock, 年命, the question and
//! its topic (`components::cast_form`) — mounted by [`start_in`] into the slot
//! the chart left for them ([`FORM`]). `src/main.rs` calls it through a
//! wasm-split point of its own, so the form's code is a chunk the chart's first
//! download does not hold: on a phone the form folds into one line and is not
//! needed until it is opened (it is loaded after the tools, and at once if it
//! is opened before); where it shows whole the chart is mounted only once the
//! chunk is in, so the form never arrives under a chart already drawn.
//!
//! It edits the inputs the chart handed over ([`crate::slots::Shown`]).

use leptos::prelude::*;

use crate::components::cast_form::CastForm;
use crate::more::slot;
use crate::slots::{self, Part, FORM};

/// Mounts the form into its slot under `root` (the chart's page), once: a
/// second call does nothing. Does nothing when the slot is not there or no
/// chart has been mounted.
pub fn start_in(root: &web_sys::Element) {
    let (Some(host), Some(shown)) = (slot(root, FORM), slots::shown()) else {
        return;
    };
    if shown.form.get_untracked() == Part::Ready {
        return;
    }
    let slots::Shown { owner, input, lang, chart, last_pillars, form, .. } = shown;
    slots::under_chart(&owner, || {
        provide_context(lang);
        let now = Callback::new(move |()| crate::form::device_now());
        leptos::mount::mount_to(
            host,
            move || view! { <CastForm shared=input now=now chart=chart.into() last_pillars=last_pillars /> },
        )
        .forget();
    });
    form.set(Part::Ready);
}
