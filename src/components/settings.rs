//! 設定 — the school options, built from the core's table
//! (`liuren_core::options::OPTIONS`), so every option appears with the
//! sources it cites.

use leptos::prelude::*;
use liuren_core::chart::ChartOptions;
use liuren_core::options::{self, OPTIONS};

use super::{use_lang, Term};
use crate::i18n::option_name;

/// The settings panel. `on_change` receives the new options.
#[component]
pub fn SettingsPanel(options: Signal<ChartOptions>, on_change: Callback<ChartOptions>) -> impl IntoView {
    let lang = use_lang();
    let rows = OPTIONS
        .iter()
        .map(|spec| {
            let key = spec.key;
            let id = format!("settings-{key}");
            let current = move || options.with(|o| options::get(o, key).unwrap_or_default());
            let choices = spec
                .values
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let v: &'static str = v;
                    let label = if i == 0 { format!("{v} (default)") } else { v.to_string() };
                    view! { <option value=v prop:selected=move || current() == v>{label}</option> }
                })
                .collect_view();
            view! {
                <div class="settings-row">
                    <label class="settings-label" for=id.clone()>
                        <span class="settings-name">{move || lang.get().zh(option_name(key))}</span>
                        <code class="settings-key">{key}</code>
                    </label>
                    <select
                        id=id
                        class="settings-select"
                        on:change=move |ev| {
                            let value = event_target_value(&ev);
                            let mut o = options.get_untracked();
                            if options::set(&mut o, key, &value).is_ok() {
                                on_change.run(o);
                            }
                        }
                    >
                        {choices}
                    </select>
                    <p class="settings-about">{move || lang.get().zh(spec.about)}</p>
                </div>
            }
        })
        .collect_view();
    let changed = move || options.with(|o| options::changed(o).len());
    view! {
        <details class="settings">
            <summary class="settings-summary">
                <Term zh="設定" />
                " · "
                <Term zh="門派選項" />
                <span class="settings-changed">
                    {move || match changed() {
                        0 => String::new(),
                        n => format!(" ({n} ≠ default)"),
                    }}
                </span>
            </summary>
            <div class="settings-grid">{rows}</div>
            <button type="button" class="settings-reset" on:click=move |_| on_change.run(ChartOptions::default())>
                <Term zh="還原" />
                " · reset"
            </button>
        </details>
    }
}
