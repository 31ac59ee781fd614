// Service worker: keeps the app shell so the app opens offline after one visit.
//
// Every build gives the wasm, js and css files new hashed names, so no list is
// written here: the worker reads the page (index.html) and caches the files it
// names, at install and again whenever the page is fetched anew — the wasm
// chunks too, which the page names (`data-chunks`) but does not load itself.
// - Page loads (navigations): the cached page at once, refreshed from the
//   network in the background, so a new build shows from the next visit on
//   (network first cost a round trip on every visit: 174 ms of a warm repeat
//   visit on the phone profile of scripts/size-report, 2026-12-05). The page is one file whatever the query (a
//   share link's `?at=…` is read by the app), so it is kept once, under its
//   address without the query: the cache holds one page, not one per link.
// - Other same-origin GETs: cache first; files without a hash in their name are
//   refreshed from the network in the background (stale-while-revalidate).
// Requests to other origins are left alone (the page's CSP allows none anyway).
// - The release build's wasm also comes as one xz stream, the bundle (the
//   module and the chunks the readings and the tools need; public/boot.js says
//   why), which a visit without this worker in control fetches and decodes.
//   What this worker keeps is the decoded wasm, each file under its plain
//   name, so that a repeat visit decodes nothing (and the browser keeps the
//   compiled code beside it): the bundle (most often from this cache, or the
//   HTTP cache: the page has just fetched it) is decoded here, with the same
//   decoder (`xz-decompress.js`), and cut into its files; the plain files from
//   the network when that fails.
"use strict";

// The xz decoder (public/boot.js), by the name scripts/wasm-name.mjs gives it in
// every build. Without it, the plain files are fetched.
let XzReadableStream = null;
try {
  importScripts("xz-decompress.js");
  XzReadableStream = self["xz-decompress"]?.XzReadableStream ?? null;
} catch {
  XzReadableStream = null;
}

const CACHE = "liuren-shell-v1";
// Hashed build outputs (Trunk's `name-<hex>.ext` and scripts/wasm-build's
// `name-<hex>.js`, `name-<hex>_bg.wasm`, `split_<point>-<hex>.wasm`,
// `bundle-<hex>.xz`; up to 16 hex digits): a given name never changes content,
// so it needs no refresh.
const HASHED = /-[0-9a-f]{12,16}(_bg)?\.[a-z]+$/;
// Files the page uses that index.html does not name in an attribute (the
// manifest's icons).
const EXTRA = ["icons/icon-192.png", "icons/icon-512.png", "favicon.svg"];
// Relative URLs in the page's attributes: the shell's own files (`data-chunks`
// is a list, separated by spaces). Quoted or not: the release build's page is
// minified (Trunk.toml), which drops the quotes a value does not need.
const ATTRIBUTE_URL = /\b(?:href|src|data-js|data-wasm|data-chunks|data-xz)=(?:"(\.?\/?[^":]+)"|(\.?\/?[^\s"'>:]+)(?=[\s>]))/g;

// Whether a URL's content never changes: a hashed name.
function immutable(url) {
  return HASHED.test(fileName(url));
}

function fileName(url) {
  return new URL(url).pathname.split("/").pop();
}

// The value of the page's attribute `name`, quoted or not.
function attribute(html, name) {
  const found = html.match(new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s>]+))`));
  return found ? (found[1] ?? found[2]) : null;
}
// The bundle the page names (`data-bundle`: the module and the chunks the
// readings and the tools need, one xz stream; public/boot.js) and its files
// with their lengths; null when the page names none.
function bundleOf(html, pageUrl) {
  const [href, names, sizes] = ["data-bundle", "data-bundled", "data-bundle-sizes"].map((name) => attribute(html, name));
  if (!href || !names || !sizes) return null;
  const files = names.split(/\s+/).filter(Boolean);
  const lengths = sizes.split(/\s+/).filter(Boolean).map(Number);
  if (files.length !== lengths.length) return null;
  return { url: new URL(href, pageUrl).href, files: files.map((name, i) => [new URL(name, pageUrl).href, lengths[i]]) };
}
// Keeps the bundle's files, decoded: the bundle is decoded whole and cut into
// its files, each kept under its plain name. False when that cannot be done.
async function storeBundle(bundle) {
  if (!XzReadableStream) return false;
  try {
    const packed = (await caches.match(bundle.url)) ?? (await fetch(bundle.url));
    if (!packed.ok || !packed.body) return false;
    const bytes = new Uint8Array(await new Response(new XzReadableStream(packed.body)).arrayBuffer());
    if (bytes.byteLength !== bundle.files.reduce((sum, [, size]) => sum + size, 0)) return false;
    const cache = await caches.open(CACHE);
    let at = 0;
    for (const [url, size] of bundle.files) {
      await cache.put(url, new Response(bytes.slice(at, at + size), { headers: { "Content-Type": "application/wasm" } }));
      at += size;
    }
    return true;
  } catch {
    return false;
  }
}

async function fetchAndStore(request) {
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

// Caches every file `html` (the page at `pageUrl`) names that is not cached yet,
// and drops cached build outputs it no longer names, so old builds do not pile up.
async function refreshShell(html, pageUrl) {
  const wanted = new Set(EXTRA.map((path) => new URL(path, self.registration.scope).href));
  for (const match of html.matchAll(ATTRIBUTE_URL)) {
    for (const path of (match[1] ?? match[2]).split(/\s+/)) {
      const url = new URL(path, pageUrl);
      if (url.origin === self.location.origin) wanted.add(url.href);
    }
  }
  const cache = await caches.open(CACHE);
  for (const request of await cache.keys()) {
    const name = fileName(request.url);
    if (HASHED.test(name) && !html.includes(name)) await cache.delete(request);
  }
  const bundle = bundleOf(html, pageUrl);
  let bundleStored = null;
  for (const url of wanted) {
    if (await cache.match(url)) continue;
    if (bundle?.files.some(([file]) => file === url)) {
      bundleStored ??= await storeBundle(bundle);
      if (bundleStored) continue;
    }
    await fetchAndStore(new Request(url)).catch(() => {});
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetchAndStore(new Request(self.registration.scope));
      if (page.ok) await refreshShell(await page.text(), page.url);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n)));
      // Earlier versions kept the page once per link (`?at=…`), and the second
      // module of the two-module builds under a `?v=`: drop those copies.
      const cache = await caches.open(CACHE);
      for (const request of await cache.keys()) {
        if (new URL(request.url).search) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

// The page's address without query or fragment: the one key the page is kept under.
function pageKey(url) {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  return key.href;
}

// Fetches the page, keeps it under its key and caches the files it names.
async function fetchPage(event) {
  const request = event.request;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const cache = await caches.open(CACHE);
    await cache.put(pageKey(request.url), response.clone());
  }
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(
      copy
        .text()
        .then((html) => refreshShell(html, response.url))
        .catch(() => {}),
    );
  }
  return response;
}

// The kept page at once, when there is one (a phone on a slow or failing link
// waits for nothing), refreshed in the background: a new build shows from the
// next visit on. Without a kept page, the network.
async function cachedPage(event) {
  const request = event.request;
  const cached = (await caches.match(pageKey(request.url))) ?? (await caches.match(request, { ignoreSearch: true }));
  if (!cached) return fetchPage(event);
  event.waitUntil(fetchPage(event).catch(() => {}));
  return cached;
}

async function cacheFirst(event) {
  const cached = await caches.match(event.request);
  if (!cached) return fetchAndStore(event.request);
  if (!immutable(event.request.url)) {
    event.waitUntil(fetchAndStore(event.request).catch(() => {}));
  }
  return cached;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  if (new URL(request.url).origin !== self.location.origin) return;
  // A page this worker controls takes the decoded files it keeps and never
  // the bundle (public/boot.js), which the page's preload link still names:
  // answered with nothing rather than with the bundle's 488 KB (in four rounds
  // of 5 the warm repeat visit measured 297 / 332 / 391 / 331 ms with this,
  // 379 / 335 / 386 / 362 ms without: README, "Size and speed").
  if (/\/bundle-[0-9a-f]+\.xz$/.test(new URL(request.url).pathname)) {
    event.respondWith(new Response(null, { status: 204 }));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(cachedPage(event));
  } else {
    event.respondWith(cacheFirst(event));
  }
});
