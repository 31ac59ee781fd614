// Loads the app's WebAssembly. Trunk's own loader is an inline script, which the
// page's Content-Security-Policy forbids; Trunk.toml's `pattern_script` puts this
// file in its place and hands over the hashed file names as data attributes.
// Both names are relative to the page, so the site works under any path prefix.
//
// Two modules: the first casts and draws the chart; the second (src/more.rs:
// the readings panels, the settings and the saved charts) starts downloading
// as soon as the first's bytes are in (so it does not share the link with
// them), is compiled meanwhile, and runs only after the frame holding the
// chart has been painted (a task queued from the next animation frame).
// Trunk does not hash the second's file names, so they carry the first's
// hashed name as `?v=`: a new build never meets an old second module in a cache.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
const version = `?v=${encodeURIComponent(loader.dataset.wasm.split("/").pop())}`;
const first = fetch(new URL(loader.dataset.wasm, base));
const more = first
  .then((response) => response.clone().arrayBuffer())
  .then(() => {
    const js = import(new URL(`liuren-more.js${version}`, base).href);
    const wasm = WebAssembly.compileStreaming(fetch(new URL(`liuren-more_bg.wasm${version}`, base)));
    // Settled here so that a failure is reported once, where it is awaited.
    js.catch(() => {});
    wasm.catch(() => {});
    return { js, wasm };
  });
more.catch(() => {});

const { default: init } = await import(new URL(loader.dataset.js, base).href);
const wasm = await init({ module_or_path: first });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));

await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
try {
  const loading = await more;
  const { default: initMore } = await loading.js;
  await initMore({ module_or_path: await loading.wasm });
  document.documentElement.dataset.more = "ready";
} catch (error) {
  document.documentElement.dataset.more = "failed";
  console.error("the readings, settings and saved charts could not be loaded", error);
}
