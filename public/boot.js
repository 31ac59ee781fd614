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
// The second module's download starts when the first's last byte is read.
// On a cold visit the first's body is passed on to the compiler through a
// stream of our own, so that its end is seen here before the first module can
// compile, start and draw (a long task on a slow phone); read off a clone of the
// response instead, the end was seen only after those tasks, 0.45 s later on
// the phone profile of scripts/size-report. Served by the service worker (a
// repeat visit), the bytes are all there at once and the response goes to the
// compiler as it is, so the browser may keep its compiled code with it.
let firstRead;
const firstDone = new Promise((resolve) => (firstRead = resolve));
const first = fetch(new URL(loader.dataset.wasm, base)).then((response) => {
  if (navigator.serviceWorker?.controller || !response.ok || !response.body) {
    response.clone().arrayBuffer().then(firstRead, firstRead);
    return response;
  }
  const reader = response.body.getReader();
  const body = new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          firstRead();
          controller.close();
        } else {
          controller.enqueue(value);
        }
      } catch (error) {
        firstRead();
        controller.error(error);
      }
    },
    cancel(reason) {
      firstRead();
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
});
first.catch(() => firstRead());
const more = firstDone.then(() => {
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
