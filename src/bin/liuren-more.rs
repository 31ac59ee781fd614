//! Browser entry point of the second module: mounts the rest of the page (the
//! readings panels, the settings, the saved charts) into the slots the first
//! module left for it. `public/boot.js` loads it once the chart is drawn.

fn main() {
    console_error_panic_hook::set_once();
    liuren_app::more::start_in(&leptos::prelude::document().body().expect("the page has a body"));
}
