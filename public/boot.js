// Loads the app's WebAssembly. Trunk's own loader is an inline script, which the
// page's Content-Security-Policy forbids; Trunk.toml's `pattern_script` puts this
// file in its place and hands over the hashed file names as data attributes.
// Both names are relative to the page, so the site works under any path prefix.
//
// Two modules: the first casts and draws the chart; the second (src/more.rs:
// the readings panels, the settings and the saved charts) is loaded once the
// first has drawn. Trunk does not hash the second's file names, so they carry
// the first's hashed name as `?v=`: a new build never meets an old second
// module in a cache.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
const { default: init } = await import(new URL(loader.dataset.js, base).href);
const wasm = await init({ module_or_path: new URL(loader.dataset.wasm, base) });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));

const version = `?v=${encodeURIComponent(loader.dataset.wasm.split("/").pop())}`;
try {
  const { default: initMore } = await import(new URL(`liuren-more.js${version}`, base).href);
  await initMore({ module_or_path: new URL(`liuren-more_bg.wasm${version}`, base) });
  document.documentElement.dataset.more = "ready";
} catch (error) {
  document.documentElement.dataset.more = "failed";
  console.error("the readings, settings and saved charts could not be loaded", error);
}
