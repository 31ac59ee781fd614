//! Browser entry point: mounts the app shell into `<body>`.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(liuren_app::App);
}
