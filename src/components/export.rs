//! 匯出 — the chart taken out of the page: copied as text in the classical
//! layout or as a Markdown report (both written by the core's `report`), printed,
//! or saved as a picture of the ring (SVG, or PNG drawn from it in the page).
//! Nothing leaves the browser: the clipboard, the print dialog, and files
//! downloaded from blob URLs made here.
//!
//! [`ExportTools`] sits under the chart in the module (print) and leaves
//! the slot [`crate::slots::TOOLS`] for the readings chunk's [`MoreTools`]
//! (text, Markdown, SVG, PNG): the Markdown report needs every reading, whose
//! tables and passages only the readings' chunk carries, and the rest there keeps
//! the module under its size target.
//!
//! When the clipboard is refused (no Clipboard API, no permission, an insecure
//! origin) the text is shown in a read-only box, selected, to copy by hand.
//!
//! Test contract: the buttons have `data-export` = `text`, `markdown`, `print`,
//! `svg`, `png`; the fallback box is `textarea[data-export-fallback]`.

use leptos::prelude::*;
use leptos::wasm_bindgen::closure::Closure;
use leptos::wasm_bindgen::{JsCast, JsValue};
use liuren_core::chart::Chart;

use super::{use_lang, Term};
use crate::slots::TOOLS;

/// What became of a copy.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Copy {
    /// Nothing asked yet.
    Idle,
    /// On the clipboard.
    Done,
    /// Refused: the text, to be copied by hand.
    Refused(String),
}

fn js_error(e: JsValue) -> String {
    match e.dyn_ref::<js_sys::Error>() {
        Some(err) => String::from(err.message()),
        None => format!("{e:?}"),
    }
}

/// Puts `text` on the clipboard and tells `state` how it went.
pub fn copy_text(text: String, state: RwSignal<Copy>) {
    let navigator = window().navigator();
    let has_clipboard = js_sys::Reflect::get(&navigator, &JsValue::from_str("clipboard"))
        .map(|c| !c.is_undefined() && !c.is_null())
        .unwrap_or(false);
    if !has_clipboard {
        state.set(Copy::Refused(text));
        return;
    }
    let promise = navigator.clipboard().write_text(&text);
    leptos::task::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(promise).await {
            Ok(_) => state.set(Copy::Done),
            Err(_) => state.set(Copy::Refused(text)),
        }
    });
}

/// The read-only box a refused copy shows, its text selected.
#[component]
fn Fallback(state: RwSignal<Copy>, label: &'static str) -> impl IntoView {
    let area = NodeRef::<leptos::html::Textarea>::new();
    Effect::new(move |_| {
        if let (Some(a), Copy::Refused(text)) = (area.get(), state.get()) {
            // The value first (the view may not have set it yet), then the selection.
            a.set_value(&text);
            let _ = a.focus();
            a.select();
        }
    });
    move || match state.get() {
        Copy::Refused(text) => Some(view! {
            <div class="export-fallback-box export-wide">
                <p class="export-note">
                    <Term zh=label />
                    ": the clipboard was refused; select the text below and copy it."
                </p>
                <textarea class="export-fallback" data-export-fallback=label readonly=true rows="12" node_ref=area prop:value=text></textarea>
                <button type="button" class="export-button" on:click=move |_| state.set(Copy::Idle)>"×"</button>
            </div>
        }),
        _ => None,
    }
}

/// The label of a copy button: its name, then 已複製 once done.
fn copy_label(state: RwSignal<Copy>, name: &'static str) -> impl IntoView {
    move || match state.get() {
        Copy::Done => view! { <Term zh="已複製" /> }.into_any(),
        _ => view! { <Term zh=name /> }.into_any(),
    }
}

/// The tools under the chart in the module: print, and the slot
/// ([`TOOLS`]) where the tools' chunk mounts [`MoreTools`] — copying and the
/// pictures live there so that the module stays small.
///
/// Until they are mounted, the same four buttons stand in their place,
/// disabled (`export-waiting`, hidden by the stylesheet once the slot is
/// filled): on a phone the row wraps, and the chunk's buttons coming seconds
/// after the chart would push the ring down under the reader's eyes.
#[component]
pub fn ExportTools() -> impl IntoView {
    let print = move |_| {
        let _ = window().print();
    };
    view! {
        <div class="export-tools" role="group" aria-label="匯出">
            // The tools chunk's buttons: text, Markdown, SVG, PNG.
            <span class="export-slot" data-slot=TOOLS></span>
            <span class="export-waiting" aria-hidden="true">
                <button type="button" class="export-button" disabled=true><Term zh="複製文字" /></button>
                <button type="button" class="export-button" disabled=true><Term zh="複製報告" /></button>
                <button type="button" class="export-button" disabled=true><Term zh="存圖" />" SVG"</button>
                <button type="button" class="export-button" disabled=true><Term zh="存圖" />" PNG"</button>
            </span>
            <button type="button" class="export-button" data-export="print" on:click=print>
                <Term zh="列印" />
            </button>
        </div>
    }
}

/// The readings chunk's tools: copy as text, copy the Markdown report, and the
/// ring as SVG or PNG.
#[component]
pub fn MoreTools(
    chart: Signal<Chart>,
    /// The Markdown report, made when asked (the readings are computed then).
    report: Callback<(), String>,
    /// The text layout, made when asked (a case given by its pillars writes its own).
    text: Callback<(), String>,
    /// Whether the chart is a case given by its pillars (no date for the file names).
    dateless: Signal<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let text_state = RwSignal::new(Copy::Idle);
    let report_state = RwSignal::new(Copy::Idle);
    let failed = RwSignal::new(None::<String>);
    let copy = move |_| copy_text(lang.get_untracked().zh(&text.run(())), text_state);
    let copy_report = move |_| copy_text(lang.get_untracked().zh(&report.run(())), report_state);
    let file_name = move |ext: &str| {
        let stem = chart.with_untracked(|c| if dateless.get_untracked() { pillars_stem(c) } else { file_stem(c) });
        format!("liuren-{stem}.{ext}")
    };
    let svg =
        move |ev: leptos::ev::MouseEvent| failed.set(the_ring(&ev).and_then(|r| save_svg(&r, &file_name("svg"))).err());
    let png = move |ev: leptos::ev::MouseEvent| {
        failed.set(the_ring(&ev).and_then(|r| save_png(&r, file_name("png"), failed)).err())
    };
    view! {
        <button type="button" class="export-button" data-export="text" on:click=copy>
            {copy_label(text_state, "複製文字")}
        </button>
        <button type="button" class="export-button" data-export="markdown" on:click=copy_report>
            {copy_label(report_state, "複製報告")}
        </button>
        <button type="button" class="export-button" data-export="svg" on:click=svg>
            <Term zh="存圖" en="save the ring as an SVG file" />" SVG"
        </button>
        <button type="button" class="export-button" data-export="png" on:click=png>
            <Term zh="存圖" en="save the ring as a PNG file" />" PNG"
        </button>
        <Fallback state=text_state label="複製文字" />
        <Fallback state=report_state label="複製報告" />
        {move || failed.get().map(|e| view! { <p class="export-note export-wide" role="alert">{format!("The picture could not be made: {e}.")}</p> })}
    }
}

/// `2026-11-29-2130-丁未`: the local date and time used, and the day pillar.
fn file_stem(c: &Chart) -> String {
    let l = c.calendar.local;
    format!("{:04}-{:02}-{:02}-{:02}{:02}-{}", l.year, l.month, l.day, l.hour, l.minute, c.day())
}

/// `丁未-亥將-午時`: a case given by its pillars has no date to name it by.
fn pillars_stem(c: &Chart) -> String {
    format!("{}-{}將-{}時", c.day(), c.month_general, c.hour_branch)
}

/// The presentation properties copied from the page's style sheets onto the
/// picture's elements, so that the file draws the same without them.
const PROPERTIES: [&str; 12] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-opacity",
    "stroke-dasharray",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "text-anchor",
    "dominant-baseline",
];

/// Size of the picture in pixels (the ring's view box is drawn at this size).
const PICTURE: u32 = 800;
/// PNG pixels per picture pixel.
const PNG_SCALE: u32 = 2;

/// The ring (`.ring-svg`) in the same figure as the button clicked.
fn the_ring(ev: &leptos::ev::MouseEvent) -> Result<web_sys::Element, String> {
    let button: web_sys::Element = ev.current_target().ok_or("no button")?.unchecked_into();
    let figure = button.closest(".app-figure").map_err(js_error)?.ok_or("no figure")?;
    figure
        .query_selector(".ring-svg")
        .map_err(js_error)?
        .ok_or_else(|| "the ring is not shown (switch to 圓盤 first)".into())
}

/// The `ring` (an `<svg>` on the page) as a standalone SVG document: a copy
/// whose every element carries its computed presentation as attributes (the
/// page's CSS variables resolved, dark or light as shown), on the page's background.
pub fn ring_svg(ring: &web_sys::Element) -> Result<String, String> {
    let document = document();
    let copy: web_sys::Element = ring.clone_node_with_deep(true).map_err(js_error)?.unchecked_into();
    let window = window();
    let originals = ring.query_selector_all("*").map_err(js_error)?;
    let copies = copy.query_selector_all("*").map_err(js_error)?;
    for i in 0..originals.length() {
        let (Some(o), Some(c)) = (originals.item(i), copies.item(i)) else { continue };
        let (o, c): (web_sys::Element, web_sys::Element) = (o.unchecked_into(), c.unchecked_into());
        let Some(style) = window.get_computed_style(&o).map_err(js_error)? else { continue };
        if style.get_property_value("display").map_err(js_error)? == "none" {
            c.remove();
            continue;
        }
        for p in PROPERTIES {
            let v = style.get_property_value(p).map_err(js_error)?;
            if !v.is_empty() {
                c.set_attribute(p, &v).map_err(js_error)?;
            }
        }
        for a in ["tabindex", "role", "aria-pressed", "class"] {
            let _ = c.remove_attribute(a);
        }
    }
    let root_style = window.get_computed_style(ring).map_err(js_error)?;
    let font = root_style.and_then(|s| s.get_property_value("font-family").ok()).unwrap_or_default();
    let paper = window
        .get_computed_style(&document.body().ok_or("no body")?.into())
        .map_err(js_error)?
        .and_then(|s| s.get_property_value("background-color").ok())
        .filter(|c| !c.is_empty() && c != "rgba(0, 0, 0, 0)")
        .unwrap_or_else(|| "#ffffff".into());
    let svg_ns = "http://www.w3.org/2000/svg";
    copy.set_attribute("xmlns", svg_ns).map_err(js_error)?;
    copy.set_attribute("width", &PICTURE.to_string()).map_err(js_error)?;
    copy.set_attribute("height", &PICTURE.to_string()).map_err(js_error)?;
    copy.set_attribute("font-family", &font).map_err(js_error)?;
    let _ = copy.remove_attribute("class");
    let background = document.create_element_ns(Some(svg_ns), "rect").map_err(js_error)?;
    for (k, v) in [("x", "0"), ("y", "0"), ("width", "100%"), ("height", "100%"), ("fill", paper.as_str())] {
        background.set_attribute(k, v).map_err(js_error)?;
    }
    copy.insert_before(&background, copy.first_child().as_ref()).map_err(js_error)?;
    let text = web_sys::XmlSerializer::new().map_err(js_error)?.serialize_to_string(&copy).map_err(js_error)?;
    Ok(format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{text}"))
}

/// Offers `blob` as the file `name` (a blob URL and a clicked `<a download>`).
fn download(name: &str, blob: &web_sys::Blob) -> Result<(), String> {
    let document = document();
    let url = web_sys::Url::create_object_url_with_blob(blob).map_err(js_error)?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a").map_err(js_error)?.unchecked_into();
    a.set_href(&url);
    a.set_download(name);
    document.body().ok_or("no body")?.append_child(&a).map_err(js_error)?;
    a.click();
    a.remove();
    // Give the browser time to start the download before the URL goes.
    set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(30),
    );
    Ok(())
}

fn svg_blob(svg: &str) -> Result<web_sys::Blob, String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(svg));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("image/svg+xml");
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(js_error)
}

fn save_svg(ring: &web_sys::Element, name: &str) -> Result<(), String> {
    download(name, &svg_blob(&ring_svg(ring)?)?)
}

/// Draws the ring's SVG (as a `data:` image, which the page's CSP allows) on a
/// canvas that is never attached to the page, and offers the canvas's PNG.
fn save_png(ring: &web_sys::Element, name: String, failed: RwSignal<Option<String>>) -> Result<(), String> {
    let svg = ring_svg(ring)?;
    let image = web_sys::HtmlImageElement::new().map_err(js_error)?;
    let size = PICTURE * PNG_SCALE;
    let img = image.clone();
    let on_load = Closure::once_into_js(move || {
        let draw = || -> Result<(), String> {
            let canvas: web_sys::HtmlCanvasElement =
                document().create_element("canvas").map_err(js_error)?.unchecked_into();
            canvas.set_width(size);
            canvas.set_height(size);
            let ctx: web_sys::CanvasRenderingContext2d =
                canvas.get_context("2d").map_err(js_error)?.ok_or("no 2d context")?.unchecked_into();
            ctx.draw_image_with_html_image_element_and_dw_and_dh(&img, 0.0, 0.0, f64::from(size), f64::from(size))
                .map_err(js_error)?;
            let on_blob = Closure::once_into_js(move |blob: Option<web_sys::Blob>| {
                let r = blob.ok_or_else(|| "the canvas gave no PNG".to_string()).and_then(|b| download(&name, &b));
                failed.set(r.err());
            });
            canvas.to_blob(on_blob.unchecked_ref()).map_err(js_error)
        };
        failed.set(draw().err());
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    let on_error = Closure::once_into_js(move || failed.set(Some("the ring's SVG did not load as an image".into())));
    image.set_onerror(Some(on_error.unchecked_ref()));
    image.set_src(&format!("data:image/svg+xml;charset=utf-8,{}", String::from(js_sys::encode_uri_component(&svg))));
    Ok(())
}
