//! Browser entry point: mounts the app shell into `<body>`, then, once the frame
//! holding the chart has been painted, the rest of the page (`more::start_in`:
//! the readings panels, the settings, the saved charts).
//!
//! One module, one Leptos runtime, split in two files by a wasm-split point
//! ([`mount_more`]): `scripts/wasm-build` (cargo with `--emit-relocs`, then
//! `wasm-split-cli`, wasm-bindgen and wasm-opt) moves the code only the split
//! function reaches into a chunk of its own. The chunk's download starts at the
//! module's last byte (public/boot.js's preload link, which the module's own
//! load below then takes), so it does not share the link with the module's own
//! bytes, and it runs only after the chart is on screen. Built without the split
//! (the wasm tests, clippy), the split function is an ordinary call.

use std::time::Duration;

use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// The split point: everything only this reaches goes to the chunk. `fallible`:
/// a chunk that cannot be loaded is an `Err`, not a panic (which, with
/// `panic = "abort"`, would trap inside the runtime the chart uses too).
#[leptos::wasm_split::wasm_split(more, fallible, wasm_split_path = ::leptos::wasm_split, preload(preload_more))]
fn mount_more() -> Result<(), SplitLoaderError> {
    liuren_app::more::start_in(&document().body().expect("the page has a body"));
    Ok(())
}

/// `<html data-more>`: "ready" once the panels are mounted, "failed" when the
/// chunk could not be loaded (the chart stays and still recasts).
fn mark(state: &str) {
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("data-more", state);
    }
}

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(liuren_app::App);
    // The chunk's load: from boot.js's preload on a cold visit, from the worker's
    // cache on a repeat one. After the mount, which sets up Leptos's executor
    // (spawn_local before it panics).
    leptos::task::spawn_local(async {
        let _ = preload_more().await;
    });
    // After the frame holding the chart has been painted: a task queued from the
    // next animation frame.
    request_animation_frame(|| {
        set_timeout(
            || {
                leptos::task::spawn_local(async {
                    match mount_more().await {
                        Ok(()) => mark("ready"),
                        Err(error) => {
                            mark("failed");
                            leptos::logging::error!(
                                "the readings, settings and saved charts could not be loaded: {error}"
                            );
                        }
                    }
                })
            },
            Duration::ZERO,
        )
    });
}
