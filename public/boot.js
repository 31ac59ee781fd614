// Loads the app's WebAssembly. An inline loader would break the page's
// Content-Security-Policy, so scripts/wasm-build (a Trunk hook) writes this
// file's script tag with the hashed file names as data attributes. The names are
// relative to the page, so the site works under any path prefix.
//
// One module (src/main.rs). It draws the chart, then loads the chunks split off
// it (`data-chunks`): the readings panels, run once the frame holding the chart
// has been painted, then the tools, the settings and the saved charts; it
// marks `<html data-more>` and `<html data-tools>` "ready" or "failed" itself.
//
// The readings' download should follow the module's on the link with no gap:
// sooner, the two share the link and the chart comes later; later (when the
// module asks for it, once it has compiled, started and drawn — a long task on a
// slow phone), the link idles. A request's first byte comes a round trip after it
// is sent, so the chunks are asked for while the module's last bytes are still
// coming: on a cold visit the module's body reaches the compiler through a stream
// of our own, and once all but its last EARLY share is in (`data-wasm-bytes`, the
// length of the file fetched: its `.xz` copy in a release build), a
// `<link rel=preload as=fetch>` starts the download of each chunk the
// readings need (`data-preload`); the loader's own `fetch` of a chunk then takes
// the preloaded response. Measured on the phone profile (README, "Size and
// speed"): at the last byte the link idled about 0.2 s before the chunks' first
// bytes; with 12 % left the readings came 0.2 s sooner and the chart no later;
// with 15 % or 20 % left the chart came 0.1 or 0.3 s later (with the module as
// xz, 20 % or 30 %: the chart later, the readings no sooner).
//
// Served by the service worker (a repeat visit), the bytes are all there at
// once: the response goes to the compiler as it is, so the browser may keep its
// compiled code with it, and the chunk comes from the same cache.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
const EARLY = 0.12;

// The release build's wasm also comes as xz (`<file>.wasm.xz`, written by
// scripts/wasm-name.mjs; `data-xz` names the decoder, xz-decompress: xz-embedded
// built to wasm). On the phone profile of scripts/size-report the link is what
// the page waits for, and xz is 14–17 % smaller than the gzip a host sends
// (README, "Size and speed"). A visit without the service worker in control
// fetches the `.xz` copies and decodes them as they arrive, a stream into the
// wasm compiler; the worker keeps the decoded wasm (public/sw.js), so a repeat
// visit takes the plain files from its cache (with the compiled code the
// browser keeps beside them) and decodes nothing. When the decoder or an `.xz`
// file cannot be had, the plain file is fetched (the host's own gzip).
const xz = !navigator.serviceWorker?.controller && loader.dataset.xz ? decoder(new URL(loader.dataset.xz, base).href) : null;
// Set when the decoder could not be loaded: the chunks are then preloaded plain.
let decoderFailed = false;
xz?.catch(() => (decoderFailed = true));

// Loads the decoder's script (a classic script: it sets `window["xz-decompress"]`).
function decoder(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.onload = () => (window["xz-decompress"] ? resolve(window["xz-decompress"].XzReadableStream) : reject(new Error("no xz decoder")));
    script.onerror = () => reject(new Error(`the xz decoder (${src}) could not be loaded`));
    document.head.append(script);
  });
}

// The wasm at `url` as a Response for the compiler: decoded from its `.xz` copy
// when this visit takes those, else as served. `fetchXz` fetches the copy.
function wasmAt(url, fetchXz = (u) => fetch(u)) {
  if (!xz || decoderFailed) return fetch(url);
  // The copy is asked for once the decoder is in (the module's has been on its
  // way since the page's preload link).
  return xz
    .then((XzReadableStream) => fetchXz(`${url}.xz`).then((response) => [XzReadableStream, response]))
    .then(([XzReadableStream, response]) => {
      if (!response.ok || !response.body) throw new Error(`${url}.xz: HTTP ${response.status}`);
      // The decoder takes one stream at a time, each to its end, in the order
      // they were made, and the chunks' loader reads a chunk only once the
      // chunks it needs are in: read by the compiler alone, a chunk made first
      // but read last would hold up the others for ever. So each is read to
      // its end here as it comes (`drive`), and the compiler gets its copy.
      const [compile, drive] = new XzReadableStream(response.body).tee();
      drive.pipeTo(new WritableStream()).catch(() => {});
      return new Response(compile, { headers: { "Content-Type": "application/wasm" } });
    })
    .catch(() => fetch(url));
}
// The chunks' loader (wasm-split's, its `fetch` rewritten by
// scripts/wasm-name.mjs) asks for each chunk through this.
globalThis.liurenWasm = (url) => wasmAt(new URL(url, base).href);

// A `<link rel=preload as=fetch>` for each chunk in a list of the script tag's
// (of its `.xz` copy when this visit decodes those).
function preload(list) {
  for (const chunk of (list ?? "").split(/\s+/).filter(Boolean)) {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = new URL(chunk, base).href + (xz && !decoderFailed ? ".xz" : "");
    document.head.append(link);
  }
}

// Where the form shows whole (wider than the stylesheet's 40rem), the page is
// mounted only once the form's chunks are in (src/main.rs): they are asked for
// beside the module. On a phone the form folds into one line, and its chunks
// come after the tools'.
if (!matchMedia("(max-width: 40rem)").matches) preload(loader.dataset.form);

// The chunks the readings need (`data-preload`). The tools' chunk is not among
// them: the module starts its download once the readings' chunks are in.
let preloaded = false;
function preloadChunks() {
  if (preloaded) return;
  preloaded = true;
  preload(loader.dataset.preload);
}

// The module's bytes as they come (the `.xz` copy's, when decoded: the page's
// preload link names that one), counted to ask for the chunks early.
const counted = (response) => {
  if (navigator.serviceWorker?.controller || !response.ok || !response.body) return response;
  const reader = response.body.getReader();
  const early = Number(loader.dataset.wasmBytes) * (1 - EARLY);
  let received = 0;
  const body = new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          preloadChunks();
          controller.close();
        } else {
          received += value.byteLength;
          if (received >= early) preloadChunks();
          controller.enqueue(value);
        }
      } catch (error) {
        controller.error(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
};
const wasmUrl = new URL(loader.dataset.wasm, base).href;
const wasmResponse = xz ? wasmAt(wasmUrl, (u) => fetch(u).then(counted)) : fetch(wasmUrl).then(counted);

const { default: init } = await import(new URL(loader.dataset.js, base).href);
const wasm = await init({ module_or_path: wasmResponse });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
