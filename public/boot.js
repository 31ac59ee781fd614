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
// slow phone), the link idles. In a release build they do: the bundle (below)
// holds the module and then the readings' chunks, one stream. Taking the files
// one by one (a debug build, or when the bundle cannot be had), a request's
// first byte comes a round trip after it is sent, so the chunks are asked for
// while the module's last bytes are still coming: the module's body reaches the
// compiler through a stream of our own, and once all but its last EARLY share
// is in (`data-wasm-bytes`), a `<link rel=preload as=fetch>` starts the download
// of each chunk the readings need (`data-preload`); the loader's own `fetch` of
// a chunk then takes the preloaded response. Measured on the phone profile
// (README, "Size and speed"): at the last byte the link idled about 0.2 s
// before the chunks' first bytes; with 12 % left the readings came 0.2 s sooner
// and the chart no later; with 15 % or 20 % left the chart came 0.1 or 0.3 s
// later.
//
// Served by the service worker (a repeat visit), the bytes are all there at
// once: the response goes to the compiler as it is, so the browser may keep its
// compiled code with it, and the chunk comes from the same cache.
const loader = document.querySelector("script[data-js][data-wasm]");
const base = document.baseURI;
const EARLY = 0.12;

// The release build's wasm also comes as one xz stream, the bundle
// (`data-bundle`, written by scripts/wasm-name.mjs, which says why): the module
// and the chunks the readings and the tools need (`data-bundled`), one after
// the other. `data-xz` names the decoder, xz-decompress (xz-embedded built to
// wasm). A visit without the service worker in control fetches the bundle and
// decodes it as it arrives, cutting it back into its files by their lengths
// (`data-bundle-sizes`): each file is a stream of its own, which the compiler
// reads as its bytes come (the bytes of a chunk not yet asked for wait in its
// stream). The service worker keeps the decoded files (public/sw.js), so a
// repeat visit takes them from its cache (with the compiled code the browser
// keeps beside them) and decodes nothing. When the decoder or the bundle cannot
// be had, each file is fetched as it is (the host's own gzip), as are the
// files the bundle does not hold (the form's).
const xz = !navigator.serviceWorker?.controller && loader.dataset.xz && loader.dataset.bundle ? decoder(new URL(loader.dataset.xz, base).href) : null;

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

// Opens the bundle; returns `take(url)`: the file's stream, as a Response for
// the compiler, the first time it is asked for; the file as it is when asked
// again (the chunks' loader asks again for a chunk whose load failed, as when
// the bundle was cut short); null for a file the bundle does not hold.
function openBundle(decoding, href, names, sizes) {
  const parts = names.map((name, i) => ({ url: new URL(name, base).href, size: Number(sizes[i]), controller: null, stream: null }));
  for (const part of parts) part.stream = new ReadableStream({ start: (controller) => void (part.controller = controller) });
  const started = decoding.then((XzReadableStream) =>
    fetch(href).then((response) => {
      if (!response.ok || !response.body) throw new Error(`${href}: HTTP ${response.status}`);
      return new XzReadableStream(response.body);
    }),
  );
  // Read to its end as it comes, whoever reads the files.
  started
    .then(async (decoded) => {
      const reader = decoded.getReader();
      let k = 0;
      let left = parts[0].size;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (let at = 0; at < value.byteLength; ) {
          if (k === parts.length) throw new Error(`${href} is longer than its files`);
          const n = Math.min(left, value.byteLength - at);
          parts[k].controller.enqueue(value.subarray(at, at + n));
          at += n;
          left -= n;
          if (left === 0) {
            parts[k].controller.close();
            k += 1;
            left = parts[k]?.size;
          }
        }
      }
      if (k !== parts.length) throw new Error(`${href} is shorter than its files`);
    })
    .catch((error) => {
      for (const part of parts) {
        try {
          part.controller.error(error);
        } catch {
          // Closed already: that file is whole.
        }
      }
    });
  const taken = new Set();
  return (url) => {
    const part = parts.find((p) => p.url === url);
    if (!part) return null;
    if (taken.has(url)) return fetch(url);
    taken.add(url);
    return started.then(
      () => new Response(part.stream, { headers: { "Content-Type": "application/wasm" } }),
      () => fetch(url),
    );
  };
}
const bundled = xz ? loader.dataset.bundled.split(/\s+/).filter(Boolean).map((name) => new URL(name, base).href) : [];
const take = xz ? openBundle(xz, new URL(loader.dataset.bundle, base).href, bundled, loader.dataset.bundleSizes.split(/\s+/).filter(Boolean)) : () => null;

// The chunks' loader (wasm-split's, its `fetch` rewritten by
// scripts/wasm-name.mjs) asks for each chunk through this.
globalThis.liurenWasm = (url) => {
  const href = new URL(url, base).href;
  return take(href) ?? fetch(href);
};

// A `<link rel=preload as=fetch>` for each chunk in a list of the script tag's
// that the bundle does not hold.
function preload(list) {
  for (const chunk of (list ?? "").split(/\s+/).filter(Boolean)) {
    const href = new URL(chunk, base).href;
    if (bundled.includes(href)) continue;
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "fetch";
    link.crossOrigin = "anonymous";
    link.href = href;
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

// The module's bytes as they come, counted to ask for the chunks early, when
// the page takes the files one by one (not from the bundle).
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
const wasmResponse = take(wasmUrl) ?? fetch(wasmUrl).then(counted);

const { default: init } = await import(new URL(loader.dataset.js, base).href);
const wasm = await init({ module_or_path: wasmResponse });
dispatchEvent(new CustomEvent("TrunkApplicationStarted", { detail: { wasm } }));
