// Loads the app's WebAssembly. An inline loader would break the page's
// Content-Security-Policy, so scripts/wasm-build (a Trunk hook) writes this
// file's script tag with the hashed file names as data attributes. The names are
// relative to the page, so the site works under any path prefix.
//
// One module (src/main.rs). It draws the chart, then starts the download of the
// chunk split off it (the readings panels, the settings, the saved charts,
// `data-chunks`), and runs that once the frame holding the chart has been
// painted; it marks `<html data-more>` "ready" or "failed" itself.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
const { default: init } = await import(new URL(loader.dataset.js, base).href);
const wasm = await init({ module_or_path: fetch(new URL(loader.dataset.wasm, base)) });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
