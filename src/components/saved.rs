//! 已保存的課 — the saved-charts panel: save the chart on screen with its
//! question, list and search what was kept, open, rename, write notes and
//! 應驗, delete with undo, export and import a JSON file, and the notice about
//! unreadable saved data; the casebook — search by what fired, the 有應驗
//! filter and the 案例統計 table, all computed by [`crate::casebook`] when
//! first asked for. Storage itself is [`crate::storage`]; this file only
//! draws them and turns clicks into their calls.

use std::time::Duration;

use leptos::ev;
use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::js_sys;

use crate::casebook::{has_outcome, Cache, Casebook, Count, Filter};
use crate::components::{civil_text, instant_text, use_lang};
use crate::form::device_now;
use crate::form::moment_now;
use crate::i18n::Lang;
use crate::share::Shared;
use crate::storage::{use_saved_charts, Deleted, ImportPlan, SaveOutcome, SavedChart, SavedCharts, Unreadable};

/// How long the undo toast stays after a delete.
const UNDO_FOR: Duration = Duration::from_secs(10);

/// Larger import files are refused unread (localStorage holds about 5 MB).
const MAX_IMPORT_BYTES: f64 = 10.0 * 1024.0 * 1024.0;

/// A line for the user: Chinese on the page, English in its `title`.
#[derive(Debug, Clone, PartialEq)]
struct Note {
    zh: String,
    en: String,
    error: bool,
    /// For "保存中…" and the like: the number of the change under way, whose
    /// outcome replaces this note (and no later one).
    pending: Option<u64>,
}

impl Note {
    fn ok(zh: impl Into<String>, en: impl Into<String>) -> Note {
        Note { zh: zh.into(), en: en.into(), error: false, pending: None }
    }

    fn error(zh: impl Into<String>, en: impl Into<String>) -> Note {
        Note { zh: zh.into(), en: en.into(), error: true, pending: None }
    }
}

/// Shows `pending` in `note` while `change` runs (a change is confirmed in
/// the store only after its lock and read-back, some tens of milliseconds),
/// then what it resolves to, unless another note has replaced it meanwhile.
fn note_while<F>(note: RwSignal<Option<Note>>, changes: StoredValue<u64>, pending: Note, change: F)
where
    F: std::future::Future<Output = Option<Note>> + 'static,
{
    let number = changes.get_value() + 1;
    changes.set_value(number);
    note.set(Some(Note { pending: Some(number), ..pending }));
    spawn_local(async move {
        let said = change.await;
        note.try_update(|n| {
            if n.as_ref().and_then(|n| n.pending) == Some(number) {
                *n = said;
            }
        });
    });
}

/// The saved-charts panel. `current` is the chart on screen (saved with its
/// question by the 保存 button); `on_open` receives a saved chart to show.
#[component]
pub fn SavedPanel(#[prop(into)] current: Signal<Shared>, on_open: Callback<Shared>) -> impl IntoView {
    let saved = use_saved_charts();
    let lang = use_lang();
    let tr = move |text: &'static str| move || lang.get().zh(text);
    let charts = saved.charts();
    let query = RwSignal::new(String::new());
    let note = RwSignal::new(None::<Note>);
    let plan = RwSignal::new(None::<ImportPlan>);
    let undo_timer = StoredValue::new(None::<TimeoutHandle>);
    let changes = StoredValue::new(0_u64);

    let filter = RwSignal::new(Filter::default());
    // The casebook casts every saved chart again: only once it is asked for
    // (a search typed, a filter set, 案例統計 opened); each chart cast is kept.
    let stats_opened = RwSignal::new(false);
    let cache = StoredValue::new(Cache::default());
    let wanted = Memo::new(move |_| {
        stats_opened.get() || !query.with(|q| q.trim().is_empty()) || filter.with(|f| *f != Filter::default())
    });
    let book = Memo::new(move |_| {
        wanted.get().then(|| {
            let list = charts.get();
            cache.try_update_value(|c| Casebook::build_with(&list, c)).unwrap_or_else(|| Casebook::build(&list))
        })
    });
    let counts = Memo::new(move |_| book.with(|b| b.as_ref().map(|b| charts.with(|list| b.counts(list)))));

    let shown = Memo::new(move |_| {
        let q = query.get();
        let f = filter.get();
        let mut list: Vec<SavedChart> = book.with(|b| {
            charts
                .get()
                .into_iter()
                .filter(|c| match b {
                    Some(b) => b.matches(c, &q) && b.passes(c, &f),
                    None => c.matches(&q) && (!f.with_outcome || has_outcome(c)),
                })
                .collect()
        });
        list.sort_by(|a, b| b.created.cmp(&a.created).then_with(|| b.id.cmp(&a.id)));
        list
    });

    // 已保存 is said only once the chart is seen in the store (another tab
    // may write at the same moment); until then 保存中.
    let save = move |_| {
        plan.set(None);
        let shared = current.get_untracked();
        note_while(note, changes, Note::ok("保存中…", "Saving…"), async move {
            match saved.save(&shared).await {
                SaveOutcome::Saved(_) => Some(Note::ok("已保存此課。", "Saved in this browser.")),
                SaveOutcome::AlreadySaved(_) => {
                    Some(Note::ok("此課連同問題已保存過。", "This chart with this question is already saved."))
                }
                // The storage error is shown by the error line.
                SaveOutcome::Failed => None,
            }
        });
    };

    let on_delete = Callback::new(move |id: String| {
        note.set(None);
        spawn_local(async move {
            if saved.delete(&id).await {
                if let Some(h) = undo_timer.try_get_value().flatten() {
                    h.clear();
                }
                let timer = set_timeout_with_handle(
                    move || {
                        if saved.deleted().get_untracked().is_some_and(|d| d.chart.id == id) {
                            saved.forget_deleted();
                        }
                    },
                    UNDO_FOR,
                );
                undo_timer.try_set_value(timer.ok());
            }
        });
    });

    let export = move |_| {
        let name = format!("liuren-charts-{}.json", today());
        note.set(match download(&name, &saved.export_json(), "application/json") {
            Ok(()) => Some(Note::ok(
                format!("已匯出 {} 則課。", charts.with_untracked(Vec::len)),
                "Exported every saved chart as a JSON file.",
            )),
            Err(e) => Some(Note::error("匯出失敗。", format!("Export failed: {e}"))),
        });
    };

    let on_file = move |ev: ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let file = input.files().and_then(|files| files.get(0));
        // Choosing the same file again should read it again.
        input.set_value("");
        let Some(file) = file else { return };
        plan.set(None);
        if file.size() > MAX_IMPORT_BYTES {
            note.set(Some(Note::error("檔案太大，未匯入。", "The file is too large; nothing was imported.")));
            return;
        }
        let started = read_text(&file, move |text| {
            let result = text.map_err(|e| Note::error("無法讀取檔案，未作任何更改。", e)).and_then(|text| {
                saved.plan_import(&text).map_err(|e| {
                    Note::error(
                        format!("無法匯入：{}。未作任何更改。", e.zh()),
                        format!("Cannot import this file: {e}. Nothing was changed."),
                    )
                })
            });
            match result {
                Ok(p) => {
                    note.set(None);
                    plan.set(Some(p));
                }
                Err(n) => note.set(Some(n)),
            }
        });
        if let Err(e) = started {
            note.set(Some(Note::error("無法讀取檔案，未作任何更改。", e)));
        }
    };

    let confirm_import = move |_| {
        let Some(p) = plan.get_untracked() else { return };
        plan.set(None);
        note_while(note, changes, Note::ok("匯入中…", "Importing…"), async move {
            // A failure is shown by the error line.
            saved.import(&p).await.then(|| {
                Note::ok(
                    format!("已匯入 {} 則課，略過 {} 則重複。", p.new.len(), p.duplicates.len()),
                    format!("Imported {} charts; skipped {} duplicates.", p.new.len(), p.duplicates.len()),
                )
            })
        });
    };

    view! {
        <section class="saved" aria-labelledby="saved-heading">
            <h2 id="saved-heading" class="saved-heading" title="Saved charts, kept in this browser only">
                {tr("已保存的課")}
                <span class="saved-count">{move || format!("（{}）", charts.with(Vec::len))}</span>
            </h2>
            <UnreadableNotice saved=saved note=note lang=lang />
            <BackupList saved=saved note=note lang=lang />
            {move || {
                saved
                    .error()
                    .get()
                    .map(|e| {
                        view! {
                            <p class="saved-error" role="alert" title=e.to_string()>
                                {lang.get().zh(e.zh())}
                                <button
                                    type="button"
                                    class="saved-close"
                                    title="Dismiss"
                                    aria-label=tr("關閉")
                                    on:click=move |_| saved.clear_error()
                                >
                                    "×"
                                </button>
                            </p>
                        }
                    })
            }}
            <div class="saved-actions">
                <button
                    type="button"
                    class="saved-button saved-save"
                    title="Save this chart with its question in this browser"
                    on:click=save
                >
                    {tr("保存此課")}
                </button>
                <button
                    type="button"
                    class="saved-button"
                    title="Export all saved charts as a JSON file"
                    disabled=move || charts.with(Vec::is_empty)
                    on:click=export
                >
                    {tr("匯出全部")}
                </button>
                <label class="saved-button saved-import" title="Import charts from a JSON file exported by this app">
                    {tr("匯入")}
                    <input type="file" class="saved-file" accept=".json,application/json" on:change=on_file />
                </label>
            </div>
            <div class="saved-live" aria-live="polite">
                {move || {
                    note.get()
                        .map(|n| {
                            let class = if n.error { "saved-note saved-note-error" } else { "saved-note" };
                            view! {
                                <p class=class title=n.en>
                                    {lang.get().zh(&n.zh)}
                                </p>
                            }
                        })
                }}
                {move || {
                    plan.get()
                        .map(|p| {
                            let (new, dup) = (p.new.len(), p.duplicates.len());
                            let l = lang.get();
                            view! {
                                <div class="saved-plan">
                                    <p
                                        class="saved-plan-text"
                                        title=format!("{new} new charts to import; {dup} already kept will be skipped.")
                                    >
                                        {l.zh(&format!("檔案中有 {new} 則新的課，{dup} 則重複將略過。"))}
                                    </p>
                                    <button
                                        type="button"
                                        class="saved-button"
                                        title="Import the new charts"
                                        disabled=new == 0
                                        on:click=confirm_import
                                    >
                                        {l.zh(&format!("匯入 {new} 則"))}
                                    </button>
                                    <button
                                        type="button"
                                        class="saved-button"
                                        title="Cancel the import"
                                        on:click=move |_| plan.set(None)
                                    >
                                        {l.zh("取消")}
                                    </button>
                                </div>
                            }
                        })
                }}
            </div>
            <input
                type="search"
                class="saved-search"
                placeholder=tr("搜尋問題…")
                aria-label=tr("搜尋已保存的課")
                title="Search saved charts by question, name, notes, outcome, or what fired in them (課體, 畢法, 神煞, topic)"
                prop:value=move || query.get()
                on:input=move |ev| query.set(event_target_value(&ev))
            />
            <div class="saved-filters">
                <label class="saved-filter" title="Only charts with a recorded outcome (應驗)">
                    <input
                        type="checkbox"
                        class="saved-with-outcome"
                        prop:checked=move || filter.with(|f| f.with_outcome)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            filter.update(|f| f.with_outcome = on);
                        }
                    />
                    {tr("有應驗")}
                </label>
                {move || {
                    let rule = filter.with(|f| f.rule.clone())?;
                    let title = counts
                        .with(|c| {
                            c.as_ref()?.iter().find(|c| (c.family, &c.id) == (rule.0, &rule.1)).map(|c| c.title.clone())
                        })
                        .unwrap_or_else(|| rule.1.clone());
                    Some(
                        view! {
                            <span class="saved-rule" title="Only charts in which this fired">
                                {move || lang.get().zh(&format!("只列「{title}」"))}
                                <button
                                    type="button"
                                    class="saved-close saved-rule-clear"
                                    title="Show every chart again"
                                    aria-label=tr("關閉")
                                    on:click=move |_| filter.update(|f| f.rule = None)
                                >
                                    "×"
                                </button>
                            </span>
                        },
                    )
                }}
            </div>
            <details class="saved-stats">
                <summary
                    title="For each 課體 and 畢法 line: in how many saved charts it fired, and how many of those have an outcome recorded. A count, no verdict."
                    on:click=move |_| stats_opened.set(true)
                >
                    {tr("案例統計")}
                </summary>
                {move || counts.get().map(|c| view! { <CountTable counts=c filter=filter lang=lang /> })}
            </details>
            <ul class="saved-list">
                <For
                    each=move || shown.get()
                    key=|c| (c.id.clone(), c.updated)
                    children=move |chart| view! { <SavedItem chart=chart saved=saved on_open=on_open on_delete=on_delete /> }
                />
            </ul>
            {move || {
                if charts.with(Vec::is_empty) {
                    Some(view! { <p class="saved-empty" title="Nothing saved yet">{tr("尚未保存任何課。")}</p> })
                } else if shown.with(Vec::is_empty) {
                    Some(view! { <p class="saved-empty" title="No saved chart matches the search">{tr("沒有符合的課。")}</p> })
                } else {
                    None
                }
            }}
            <UndoToast saved=saved lang=lang />
        </section>
    }
}

/// 案例統計: each 課體 / 畢法 line that fired in a saved chart, with the number
/// of charts and of those with an 應驗; each number narrows the list to them.
#[component]
fn CountTable(counts: Vec<Count>, filter: RwSignal<Filter>, lang: RwSignal<Lang>) -> impl IntoView {
    let tr = move |text: &'static str| move || lang.get().zh(text);
    if counts.is_empty() {
        return view! { <p class="saved-stats-empty" title="No 課體 or 畢法 line fired in a saved chart">{tr("尚無可統計的課。")}</p> }
            .into_any();
    }
    let rows = counts
        .into_iter()
        .map(|c| {
            let rule = (c.family, c.id.clone());
            let with = rule.clone();
            let title = c.title.clone();
            view! {
                <tr class="saved-stat" data-family=c.family.key() data-id=c.id.clone()>
                    <td class="saved-stat-family">{move || lang.get().zh(c.family.hanzi())}</td>
                    <td class="saved-stat-title">{move || lang.get().zh(&title)}</td>
                    <td>
                        <button
                            type="button"
                            class="saved-link saved-stat-charts"
                            title="List the saved charts it fired in"
                            on:click=move |_| filter.set(Filter { rule: Some(rule.clone()), with_outcome: false })
                        >
                            {c.charts}
                        </button>
                    </td>
                    <td>
                        <button
                            type="button"
                            class="saved-link saved-stat-outcome"
                            title="List those of them with an outcome recorded"
                            on:click=move |_| filter.set(Filter { rule: Some(with.clone()), with_outcome: true })
                        >
                            {c.with_outcome}
                        </button>
                    </td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <table class="saved-stats-table">
            <thead>
                <tr>
                    <th title="Family">{tr("類")}</th>
                    <th title="Pattern or line">{tr("名稱")}</th>
                    <th title="Saved charts it fired in">{tr("課數")}</th>
                    <th title="Of those, with an outcome recorded">{tr("有應驗")}</th>
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
    }
    .into_any()
}

/// One saved chart: open, edit (name, notes, 應驗), delete.
#[component]
fn SavedItem(
    chart: SavedChart,
    saved: SavedCharts,
    on_open: Callback<Shared>,
    on_delete: Callback<String>,
) -> impl IntoView {
    let lang = use_lang();
    let tr = move |text: &'static str| move || lang.get().zh(text);
    let editing = RwSignal::new(false);
    let name = RwSignal::new(chart.name.clone());
    let notes = RwSignal::new(chart.notes.clone());
    let outcome = RwSignal::new(chart.outcome.clone());
    let shared = chart.to_shared();
    let id = chart.id.clone();
    let moment = moment_text(&chart);
    let created = local_time(chart.created);
    let title = title(&chart);
    // The question is shown under the title unless the title is the question.
    let question = if chart.question.trim() == title.trim() { String::new() } else { chart.question.clone() };

    let submit = {
        let id = id.clone();
        move |ev: ev::SubmitEvent| {
            ev.prevent_default();
            let id = id.clone();
            let (name, notes, outcome) = (name.get_untracked(), notes.get_untracked(), outcome.get_untracked());
            spawn_local(async move {
                if saved.edit(&id, &name, &notes, &outcome).await {
                    editing.try_set(false);
                }
            });
        }
    };
    let cancel = {
        let chart = chart.clone();
        move |_| {
            name.set(chart.name.clone());
            notes.set(chart.notes.clone());
            outcome.set(chart.outcome.clone());
            editing.set(false);
        }
    };
    let delete = {
        let id = id.clone();
        move |_| on_delete.run(id.clone())
    };
    let labelled = |class: &'static str, zh: &'static str, en: &'static str, text: String| {
        (!text.trim().is_empty()).then(|| {
            view! {
                <p class=class>
                    <span class="saved-label" title=en>
                        {tr(zh)}
                    </span>
                    {text}
                </p>
            }
        })
    };

    view! {
        <li class="saved-item" data-id=id>
            <div class="saved-item-head">
                <button
                    type="button"
                    class="saved-open"
                    title="Open this chart"
                    on:click=move |_| on_open.run(shared.clone())
                >
                    {title}
                </button>
                <span class="saved-moment" title="The moment of the chart">
                    {moment}
                </span>
            </div>
            {labelled("saved-question", "問：", "Question", question)}
            {labelled("saved-category", "類：", "Kind of question", chart.category.hanzi().to_string())}
            {labelled("saved-notes", "批註：", "Notes", chart.notes.clone())}
            {labelled("saved-outcome", "應驗：", "What actually happened", chart.outcome.clone())}
            <div class="saved-item-foot">
                <span class="saved-created" title="When it was saved">
                    {tr("存於 ")}
                    {created}
                </span>
                <button
                    type="button"
                    class="saved-link"
                    title="Rename, write notes, record what actually happened"
                    aria-expanded=move || editing.get().to_string()
                    on:click=move |_| editing.update(|e| *e = !*e)
                >
                    {tr("編輯")}
                </button>
                <button type="button" class="saved-link saved-delete" title="Delete (can be undone)" on:click=delete>
                    {tr("刪除")}
                </button>
            </div>
            <Show when=move || editing.get()>
                <form class="saved-edit" on:submit=submit.clone()>
                    <label class="saved-field" title="Name">
                        {tr("名稱")}
                        <input
                            type="text"
                            prop:value=move || name.get()
                            on:input=move |ev| name.set(event_target_value(&ev))
                        />
                    </label>
                    <label class="saved-field" title="Notes">
                        {tr("批註")}
                        <textarea
                            rows="3"
                            prop:value=move || notes.get()
                            on:input=move |ev| notes.set(event_target_value(&ev))
                        ></textarea>
                    </label>
                    <label class="saved-field" title="What actually happened">
                        {tr("應驗")}
                        <textarea
                            rows="2"
                            prop:value=move || outcome.get()
                            on:input=move |ev| outcome.set(event_target_value(&ev))
                        ></textarea>
                    </label>
                    <div class="saved-edit-actions">
                        <button type="submit" class="saved-button" title="Keep these changes">
                            {tr("完成")}
                        </button>
                        <button type="button" class="saved-button" title="Discard these changes" on:click=cancel.clone()>
                            {tr("取消")}
                        </button>
                    </div>
                </form>
            </Show>
        </li>
    }
}

/// The toast after a delete, with 復原 (undo), until the next change or 10 s.
#[component]
fn UndoToast(saved: SavedCharts, lang: RwSignal<Lang>) -> impl IntoView {
    move || {
        saved.deleted().get().map(|Deleted { chart, .. }| {
            let name = title(&chart);
            view! {
                <div class="saved-toast" role="status">
                    <span title="Deleted">{lang.get().zh(&format!("已刪除「{name}」"))}</span>
                    <button
                        type="button"
                        class="saved-button saved-undo"
                        title="Undo the delete"
                        on:click=move |_| {
                            spawn_local(async move {
                                saved.undo().await;
                            });
                        }
                    >
                        {lang.get().zh("復原")}
                    </button>
                </div>
            }
        })
    }
}

/// What happened to unreadable saved data, and what the user can do with it.
#[component]
fn UnreadableNotice(saved: SavedCharts, note: RwSignal<Option<Note>>, lang: RwSignal<Lang>) -> impl IntoView {
    let charts = saved.charts();
    move || {
        saved.unreadable().get().map(|u: Unreadable| {
            let readable = charts.with(Vec::len);
            let l = lang.get();
            let state = match (&u.backup, u.replaced) {
                (Some(k), true) => format!("原始資料已另存為 {k}，清單已寫回。"),
                (Some(k), false) => format!("原始資料未被改動，並另存一份於 {k}。下次保存或更改時，將以下列可讀的課寫回。"),
                (None, _) if u.discard => "原始資料將被捨棄。".to_string(),
                (None, _) => "原始資料未被改動，但未能另存副本：請先下載原始資料。".to_string(),
            };
            let counts = if u.skipped > 0 {
                format!("可讀的 {readable} 則列於下方，{} 則無法讀取。", u.skipped)
            } else {
                format!("可讀的 {readable} 則列於下方。")
            };
            let raw = u.raw.clone();
            let can_discard = u.backup.is_none() && !u.discard;
            view! {
                <div class="saved-banner" role="alert">
                    <p class="saved-banner-title" title="The charts saved in this browser could not be read">
                        {l.zh("已保存的資料無法讀取")}
                    </p>
                    <p class="saved-banner-reason" title=u.error.to_string()>
                        {l.zh(&format!("原因：{}。", u.error.zh()))}
                    </p>
                    <p class="saved-banner-state">{l.zh(&state)} {l.zh(&counts)}</p>
                    <div class="saved-banner-actions">
                        <button
                            type="button"
                            class="saved-button"
                            title="Download the unreadable data exactly as found"
                            on:click=move |_| {
                                let name = format!("liuren-charts-unreadable-{}.txt", today());
                                if let Err(e) = download(&name, &raw, "text/plain") {
                                    note.set(Some(Note::error("下載失敗。", format!("Download failed: {e}"))));
                                }
                            }
                        >
                            {l.zh("下載原始資料")}
                        </button>
                        {(readable > 0)
                            .then(|| {
                                view! {
                                    <button
                                        type="button"
                                        class="saved-button"
                                        title="Export the charts that could be read as a JSON file"
                                        on:click=move |_| {
                                            let name = format!("liuren-charts-readable-{}.json", today());
                                            let text = saved.export_readable_json().unwrap_or_default();
                                            if let Err(e) = download(&name, &text, "application/json") {
                                                note.set(Some(Note::error("匯出失敗。", format!("Export failed: {e}"))));
                                            }
                                        }
                                    >
                                        {l.zh(&format!("匯出可讀的 {readable} 則"))}
                                    </button>
                                }
                            })}
                        {can_discard
                            .then(|| {
                                view! {
                                    <button
                                        type="button"
                                        class="saved-button"
                                        title="Allow the next save to overwrite the unreadable data (download it first)"
                                        on:click=move |_| saved.discard_unreadable()
                                    >
                                        {l.zh("捨棄原始資料")}
                                    </button>
                                }
                            })}
                        <button
                            type="button"
                            class="saved-button"
                            title="Hide this notice (the data and its copy stay)"
                            on:click=move |_| saved.dismiss_unreadable()
                        >
                            {l.zh("知道了")}
                        </button>
                    </div>
                </div>
            }
        })
    }
}

/// Copies of unreadable data from earlier visits, kept until the user deletes them.
#[component]
fn BackupList(saved: SavedCharts, note: RwSignal<Option<Note>>, lang: RwSignal<Lang>) -> impl IntoView {
    let tr = move |text: &'static str| move || lang.get().zh(text);
    let unreadable = saved.unreadable();
    let keys = Memo::new(move |_| {
        let current = unreadable.with(|u| u.as_ref().and_then(|u| u.backup.clone()));
        saved.backups().get().into_iter().filter(|k| Some(k) != current.as_ref()).collect::<Vec<_>>()
    });
    move || {
        (!keys.with(Vec::is_empty)).then(|| {
            view! {
                <details class="saved-backups">
                    <summary title="Copies of saved data that could not be read, kept in this browser">
                        {move || lang.get().zh(&format!("早前無法讀取的資料副本（{} 份）", keys.with(Vec::len)))}
                    </summary>
                    <ul class="saved-backup-list">
                        <For
                            each=move || keys.get()
                            key=|k| k.clone()
                            children=move |key| {
                                let (k1, k2) = (key.clone(), key.clone());
                                view! {
                                    <li class="saved-backup">
                                        <code>{key}</code>
                                        <button
                                            type="button"
                                            class="saved-link"
                                            title="Download this copy"
                                            on:click=move |_| {
                                                if let Some(text) = saved.backup_text(&k1) {
                                                    let name = format!("{}.txt", k1);
                                                    if let Err(e) = download(&name, &text, "text/plain") {
                                                        note.set(Some(Note::error("下載失敗。", format!("Download failed: {e}"))));
                                                    }
                                                }
                                            }
                                        >
                                            {tr("下載")}
                                        </button>
                                        <button
                                            type="button"
                                            class="saved-link saved-delete"
                                            title="Delete this copy from this browser (cannot be undone)"
                                            on:click=move |_| {
                                                let sure = window()
                                                    .confirm_with_message(&(lang.get_untracked().zh("刪除此副本？此操作無法復原。") + "\nDelete this copy? This cannot be undone."))
                                                    .unwrap_or(false);
                                                if sure {
                                                    saved.remove_backup(&k2);
                                                }
                                            }
                                        >
                                            {tr("刪除")}
                                        </button>
                                    </li>
                                }
                            }
                        />
                    </ul>
                </details>
            }
        })
    }
}

/// The chart's moment on its own clock, e.g. `2026-11-29 21:30 +08:00`; a case
/// given by its pillars by them, e.g. `干支 己巳日 戌將 丑時`.
fn moment_text(chart: &SavedChart) -> String {
    if let Some(p) = chart.shared.pillars {
        return format!("干支 {}日 {}將 {}時", p.day, p.month_general, p.hour_branch);
    }
    let m = chart.shared.input.moment;
    instant_text(m.unix as f64, m.offset_minutes)
}

/// What the list calls a chart: its name, else its question, else its moment.
fn title(chart: &SavedChart) -> String {
    [&chart.name, &chart.question]
        .into_iter()
        .find(|t| !t.trim().is_empty())
        .map_or_else(|| moment_text(chart), |t| t.trim().to_string())
}

/// `ms` (Unix milliseconds) on this browser's clock, e.g. `2026-11-29 21:30`.
fn local_time(ms: i64) -> String {
    let offset = js_sys::Date::new(&JsValue::from_f64(ms as f64)).get_timezone_offset();
    civil_text(moment_now(ms as f64, offset).civil())
}

/// Today's date on this browser's clock, e.g. `2026-11-29`, for file names.
fn today() -> String {
    let c = device_now().civil();
    format!("{:04}-{:02}-{:02}", c.year, c.month, c.day)
}

fn js_error(e: JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(err) => String::from(err.message()),
        None => format!("{e:?}"),
    }
}

/// Offer `text` as a file: a Blob, an object URL and a clicked `<a download>`.
fn download(file_name: &str, text: &str, mime: &str) -> Result<(), String> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(js_error)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(js_error)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a").map_err(js_error)?.unchecked_into();
    a.set_href(&url);
    a.set_download(file_name);
    a.set_class_name("saved-download-link");
    document.body().ok_or("no body")?.append_child(&a).map_err(js_error)?;
    a.click();
    a.remove();
    // Give the browser time to start the download before the URL goes.
    set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        Duration::from_secs(30),
    );
    Ok(())
}

/// Read a file as text with a `FileReader`; `done` gets the text or why not.
fn read_text(file: &web_sys::File, done: impl FnOnce(Result<String, String>) + 'static) -> Result<(), String> {
    let reader = web_sys::FileReader::new().map_err(js_error)?;
    let r = reader.clone();
    let on_end = wasm_bindgen::closure::Closure::once_into_js(move || {
        let text = r.result().ok().and_then(|v| v.as_string());
        done(text.ok_or_else(|| "the file could not be read as text".to_string()));
    });
    reader.set_onloadend(Some(on_end.unchecked_ref()));
    reader.read_as_text(file).map_err(js_error)
}
