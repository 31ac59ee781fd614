//! Browser entry point: mounts the app shell into `<body>`, and once the frame
//! holding the chart has been painted, the rest of the page ([`liuren_app::more`]:
//! the readings panels, the settings and the saved charts) into the slots the
//! shell left for it. One module, one Leptos runtime, one copy of the core.

use leptos::prelude::*;

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(liuren_app::App);
    // A callback of the next animation frame runs before that frame is painted;
    // a task queued from it runs after: the chart is on screen before the
    // readings are cast and drawn.
    request_animation_frame(|| {
        set_timeout(
            || {
                let root = document().document_element().expect("the page has a root element");
                liuren_app::more::start_in(&document().body().expect("the page has a body"));
                let _ = root.set_attribute("data-more", "ready");
            },
            std::time::Duration::ZERO,
        )
    });
}
