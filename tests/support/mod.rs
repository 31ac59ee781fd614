//! What the browser test files (`tests/web.rs`, `tests/choices.rs`) share:
//! a host to mount into, the page's link, mounting the page as it loads, and
//! reading and poking the DOM. Each test binary includes it with `mod support;`.
#![allow(dead_code)]

use wasm_bindgen::JsCast;

/// A fresh `<div>` in `<body>` to mount into, so tests do not see each other.
pub fn host() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let host = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    host.unchecked_into()
}

/// Put `query` in the page URL (where the app reads its share link) and
/// forget stored settings, once the changes earlier tests asked for are done
/// (their read-backs would take the cleared store for another tab's write and
/// write them again, `liuren_app::lock::settled`).
pub async fn open(query: &str) {
    liuren_app::lock::settled().await;
    let w = web_sys::window().unwrap();
    let url = format!("{}{query}", w.location().pathname().unwrap());
    w.history().unwrap().replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url)).unwrap();
    w.local_storage().unwrap().unwrap().clear().unwrap();
}

/// `view` (the app, or a caster with a given start) in `host`, with the form's
/// fields, which the page mounts from a chunk of their own (src/form_view.rs).
pub fn mount_with_form<N>(host: &web_sys::HtmlElement, view: impl FnOnce() -> N + 'static) -> Box<dyn std::any::Any>
where
    N: leptos::prelude::IntoView + 'static,
{
    let mounted = leptos::mount::mount_to(host.clone(), view);
    liuren_app::form_view::start_in(host);
    Box::new(mounted)
}

/// The app and, as src/main.rs does once the chart is painted, the readings'
/// views (src/more.rs), then the tools and saved charts (src/tools.rs), the
/// split-off chunks, in `host`.
pub async fn mount_both(host: &web_sys::HtmlElement) -> Box<dyn std::any::Any> {
    let mounted = mount_with_form(host, liuren_app::App);
    leptos::task::tick().await;
    liuren_app::more::start_in(host);
    liuren_app::tools::start_in(host);
    leptos::task::tick().await;
    mounted
}

/// Waits until `done` holds, at most `tries` times 20 ms.
pub async fn until_within(tries: usize, done: impl Fn() -> bool) {
    for _ in 0..tries {
        if done() {
            return;
        }
        liuren_app::lock::pause(20.0).await;
    }
}

/// The elements under `e` that `selector` matches.
pub fn all(e: &web_sys::Element, selector: &str) -> Vec<web_sys::Element> {
    let list = e.query_selector_all(selector).unwrap();
    (0..list.length()).map(|i| list.item(i).unwrap().unchecked_into()).collect()
}

/// An attribute's value, empty when absent.
pub fn attr(e: &web_sys::Element, name: &str) -> String {
    e.get_attribute(name).unwrap_or_default()
}

/// A bubbling click, as a tap gives.
pub fn click(e: &web_sys::Element) {
    let init = web_sys::MouseEventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &init).unwrap();
    e.dispatch_event(&ev).unwrap();
}

/// The page's query once the app has written its share link, which it does in
/// a task after the frame that shows a change (src/app.rs).
pub async fn link() -> String {
    liuren_app::lock::pause(100.0).await;
    web_sys::window().unwrap().location().search().unwrap()
}
