//! The selected palace's detail (`components::detail`: its stem, kin, stage, 神煞,
//! 星宿 and 分野) and the square board (`components::board`), mounted by
//! [`start_in`] into the slots the chart left for them ([`DETAIL`], [`BOARD`]).
//! [`crate::tools::start_in`] calls it, so their code (and the 星宿 and 分野
//! tables) is in the tools' chunk, which the chart's first download and the
//! readings do not wait for. Until it is mounted the chart draws the detail's
//! hint itself (or word that the detail is coming, once a palace is tapped),
//! and the ring stays on the page when the board is chosen.
//!
//! A chunk of their own was tried: wasm-split then cut the code they share
//! with the readings, the form and the tools into five more small chunks
//! (the readings needed seven files instead of four), and the repeat visit's
//! readings came about 80 ms later (README, "Size and speed").

use leptos::prelude::*;

use crate::components::board::Board;
use crate::components::detail::PalaceDetail;
use crate::more::slot;
use crate::slots::{self, Figure, Part, BOARD, DETAIL};

/// Mounts the detail and the board into their slots under `root` (the
/// chart's page), once: a second call does nothing. Does nothing when the
/// slots are not there or no chart has been mounted.
pub fn start_in(root: &web_sys::Element) {
    let (Some(detail), Some(board), Some(shown)) = (slot(root, DETAIL), slot(root, BOARD), slots::shown()) else {
        return;
    };
    if shown.palace.get_untracked() == Part::Ready {
        return;
    }
    let slots::Shown { owner, lang, chart, spirits, selected, figure, palace, .. } = shown;
    slots::under_chart(&owner, || {
        provide_context(lang);
        leptos::mount::mount_to(board, move || {
            move || (figure.get() == Figure::Board).then(|| view! { <Board chart=chart.into() selected=selected /> })
        })
        .forget();
        leptos::mount::mount_to(
            detail,
            move || view! { <PalaceDetail chart=chart.into() spirits=spirits.into() selected=selected /> },
        )
        .forget();
    });
    palace.set(Part::Ready);
}
