// Loads the app's WebAssembly. Trunk's own loader is an inline script, which the
// page's Content-Security-Policy forbids; Trunk.toml's `pattern_script` puts this
// file in its place and hands over the hashed file names as data attributes.
// Both names are relative to the page, so the site works under any path prefix.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
const { default: init } = await import(new URL(loader.dataset.js, base).href);
const wasm = await init({ module_or_path: new URL(loader.dataset.wasm, base) });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
