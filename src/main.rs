//! Browser entry point: mounts the app shell into `<body>` — where the form
//! shows whole, once the form's chunk is in — then the form when it is wanted
//! (`form_view::start_in`; on a phone, when first opened), and, once the frame
//! holding the chart has been painted, the rest of the page: the readings
//! panels (`more::start_in`), then the tools, the settings and the saved
//! charts, with the selected palace's detail and the square board
//! (`tools::start_in`).
//!
//! One module, one Leptos runtime, split by three wasm-split points
//! ([`mount_more`], [`mount_tools`], [`mount_form`]): `scripts/wasm-build`
//! (cargo with `--emit-relocs`, then `wasm-split-cli`, wasm-bindgen and
//! wasm-opt) moves the code only one split function reaches into a chunk of
//! its own, and the code several reach (and the module does not) into shared
//! chunks, each loaded with the split points that use it. The readings'
//! download starts before the module's last byte (public/boot.js's preload
//! links, which the module's own load below then takes), so it does not share
//! the link with the module's own bytes for long; the tools' starts once the
//! readings' chunks are in, and on a phone the form's after the tools'. The
//! readings and the tools run only after the chart is on screen. Built without
//! the split (the wasm tests, clippy), the split functions are ordinary calls.

use std::time::Duration;

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// The first split point: everything only this reaches goes to its chunk
/// (`split_more`). `fallible`: a chunk that cannot be loaded is an `Err`, not a
/// panic (which, with the release build's `panic=immediate-abort`, would trap
/// inside the runtime the chart uses too).
#[leptos::wasm_split::wasm_split(more, fallible, wasm_split_path = ::leptos::wasm_split, preload(preload_more))]
fn mount_more() -> Result<(), SplitLoaderError> {
    liuren_app::more::start_in(&document().body().expect("the page has a body"));
    Ok(())
}

/// The second split point, mounted after the first: the tools (copy, pictures,
/// 尋時), the settings, the saved charts, and the selected palace's detail and
/// the square board (the chart draws the detail's hint, and the ring, until
/// then). Their code is a chunk of its own, downloaded once the readings'
/// chunks are in, so the readings do not wait for it (what both use is a
/// shared chunk, which the readings load).
#[leptos::wasm_split::wasm_split(tools, fallible, wasm_split_path = ::leptos::wasm_split, preload(preload_tools))]
fn mount_tools() -> Result<(), SplitLoaderError> {
    liuren_app::tools::start_in(&document().body().expect("the page has a body"));
    Ok(())
}

/// The third split point: the form's fields (`form_view`). Where the form
/// shows whole the page is mounted only once this chunk is in (public/boot.js
/// preloads it there, beside the module), so the form is drawn with the chart;
/// on a phone, where it folds into one line, it is mounted when first opened
/// and loaded after the tools (or at once, if opened before).
#[leptos::wasm_split::wasm_split(form, fallible, wasm_split_path = ::leptos::wasm_split, preload(preload_form))]
fn mount_form() -> Result<(), SplitLoaderError> {
    liuren_app::form_view::start_in(&document().body().expect("the page has a body"));
    Ok(())
}

/// `<html data-more>` (the readings), `<html data-tools>` (the tools and the
/// saved charts) or `<html data-form>` (the form's fields): "ready" once
/// mounted, "failed" when the chunk could not be loaded (the chart stays).
fn mark(what: &str, state: &str) {
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute(what, state);
    }
}

fn main() {
    console_error_panic_hook::set_once();
    if liuren_app::app::form_folds() {
        start();
    } else {
        // A load that fails still mounts the page: the form's slot then says so.
        wasm_bindgen_futures::spawn_local(async {
            let _ = preload_form().await;
            start();
        });
    }
}

/// Mounts the page, then the form when it is wanted, and the rest once the
/// chart's frame is painted.
fn start() {
    leptos::mount::mount_to_body(liuren_app::App);
    if let Some(shown) = liuren_app::slots::shown() {
        let (wanted, form) = (shown.form_wanted, shown.form);
        shown.owner.with(|| {
            Effect::new(move |asked: Option<bool>| {
                if asked == Some(true) || !wanted.get() {
                    return asked == Some(true);
                }
                leptos::task::spawn_local(async move {
                    match mount_form().await {
                        Ok(()) => mark("data-form", "ready"),
                        Err(error) => {
                            form.set(liuren_app::slots::Part::Failed);
                            mark("data-form", "failed");
                            leptos::logging::error!("the form could not be loaded: {error}");
                        }
                    }
                });
                true
            });
        });
    }
    // The readings' chunks' load: from boot.js's preload on a cold visit, from
    // the worker's cache on a repeat one. After the mount, which sets up
    // Leptos's executor (spawn_local before it panics).
    leptos::task::spawn_local(async {
        let _ = preload_more().await;
    });
    // After the frame holding the chart has been painted: a task queued from the
    // next animation frame.
    request_animation_frame(|| {
        set_timeout(
            || {
                // The tools' chunk's load, once the readings' chunks are in (the
                // same load as above, not another), so that it never shares the
                // link with them, nor, on a repeat visit, runs before the chart's
                // frame.
                leptos::task::spawn_local(async {
                    let _ = preload_more().await;
                    let _ = preload_tools().await;
                    // On a phone the form's chunk, so that opening it is at once.
                    let _ = preload_form().await;
                });
                leptos::task::spawn_local(async {
                    match mount_more().await {
                        Ok(()) => mark("data-more", "ready"),
                        Err(error) => {
                            mark("data-more", "failed");
                            leptos::logging::error!("the readings could not be loaded: {error}");
                        }
                    }
                    match mount_tools().await {
                        Ok(()) => mark("data-tools", "ready"),
                        Err(error) => {
                            if let Some(shown) = liuren_app::slots::shown() {
                                shown.palace.set(liuren_app::slots::Part::Failed);
                            }
                            mark("data-tools", "failed");
                            leptos::logging::error!(
                                "the tools, the settings and the saved charts could not be loaded: {error}"
                            );
                        }
                    }
                })
            },
            Duration::ZERO,
        )
    });
}
