//! The 大六壬 app: a thin Leptos layer over `liuren-core`.
//!
//! This is the shell every screen lives in. Components format what the core
//! computed; no classical rule belongs here.

pub mod geometry;
pub mod share;

use leptos::prelude::*;

/// 大六壬 Dà Liù Rén — the app's title, shown in the header.
pub const TITLE: &str = "大六壬";

/// The application shell: header and the main area the chart will fill.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <header class="shell-header">
            <h1 class="shell-title" lang="zh">{TITLE}</h1>
        </header>
        <main class="shell-main">
            <section class="shell-placeholder" aria-labelledby="shell-placeholder-heading">
                <h2 id="shell-placeholder-heading" class="shell-placeholder-heading">"起課"</h2>
                <p class="shell-placeholder-text">
                    "The chart caster is being built. Charts will be cast in this page and kept in this browser only."
                </p>
            </section>
        </main>
    }
}
