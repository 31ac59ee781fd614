// Loads the app's WebAssembly. Trunk's own loader is an inline script, which the
// page's Content-Security-Policy forbids; Trunk.toml's `pattern_script` puts this
// file in its place and hands over the hashed file names as data attributes.
// Both names are relative to the page, so the site works under any path prefix.
//
// One module: it draws the chart, then (src/main.rs) the readings panels, the
// settings and the saved charts, and marks `<html data-more="ready">`.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
try {
  const { default: init } = await import(new URL(loader.dataset.js, base).href);
  const wasm = await init({ module_or_path: new URL(loader.dataset.wasm, base) });
  dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
} catch (error) {
  document.documentElement.dataset.more = "failed";
  const message = document.createElement("p");
  message.className = "shell-noscript";
  message.setAttribute("role", "alert");
  message.textContent = "大六壬 could not be loaded (offline before the first full visit?). Reload to try again.";
  document.body.append(message);
  console.error("the app could not be loaded", error);
}
