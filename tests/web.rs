//! Browser tests: run with `cargo test -p liuren-app --target wasm32-unknown-unknown`
//! (wasm-bindgen-test-runner drives headless Chromium).
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh `<div>` in `<body>` to mount into, so tests do not see each other.
fn host() -> web_sys::HtmlElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let host = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&host).unwrap();
    host.unchecked_into()
}

#[wasm_bindgen_test]
async fn shell_shows_the_title_in_its_header() {
    let host = host();
    let _mounted = leptos::mount::mount_to(host.clone(), liuren_app::App);
    leptos::task::tick().await;

    let title = host
        .query_selector("header h1")
        .unwrap()
        .expect("the shell has a header with an h1");
    assert_eq!(title.text_content().as_deref(), Some("大六壬"));
    assert!(host.query_selector("main section").unwrap().is_some());
}
