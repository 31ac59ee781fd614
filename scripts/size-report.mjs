// The measuring half of scripts/size-report (which builds first, then runs this
// with node from the repository's root). Prints Markdown tables: a report, not a test.
//
// 1. Sizes: the release wasm of the module and of each chunk split off
//    it (src/main.rs, scripts/wasm-build), raw, gzip -9 and
//    brotli q11 (node's zlib), and the JS, CSS and HTML gzip -9.
// 2. Desktop (1280×800, unthrottled; headless Chromium launched like
//    tests/e2e/browser.mjs), medians of RUNS: navigation → ring drawn (a fresh
//    context each run), navigation → the readings' chunk started
//    (`<html data-more=ready>`), and the recast after the time input changes:
//    the chart's (until a `data-heaven` attribute changes) and the chart's and
//    the readings' together (until the last change to the page, the panels
//    included, that the change causes; see `recast` below).
// 3. Phone profile (issue 12), medians of PHONE_RUNS cold runs: dist/ served
//    with gzip on 127.0.0.1, a fresh context each run (360×740, mobile, device
//    scale 2, service worker blocked), through the DevTools protocol 150 ms
//    round trip, 1.6 Mbit/s down, 750 kbit/s up and the CPU slowed 4×:
//    navigation → chart painted, → every reading panel painted, the bytes
//    transferred by kind, the main thread's long tasks before the chart
//    paints; then the repeat visit with the service worker (warm, and offline),
//    once the first visit has settled.
//
// Environment: RUNS (default 20), PHONE_RUNS (default 5; 0 skips the phone
// profile), LINK (the share query every page opens, default a 射覆 link: its
// panels are the verdict card and the answer as well as 課體, 神煞, 卷中 and
// 畢法, four of whose lines fire at that moment), TIME_INPUT (CSS selector of
// the time input).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { gzipSync, brotliCompressSync, constants } from "node:zlib";
import os from "node:os";
import { launchChromium } from "../tests/e2e/browser.mjs";
import { serveStatic } from "../tests/e2e/static-server.mjs";
import { xz } from "./xz.mjs";

const DIST = `${process.cwd()}/dist`;
const RUNS = Number(process.env.RUNS ?? 20);
const PHONE_RUNS = Number(process.env.PHONE_RUNS ?? 5);
const LINK = process.env.LINK ?? "?at=2026-12-02T09:30:00%2B08:00&cat=shefu";
const TIME_INPUT = process.env.TIME_INPUT ?? "input[type=time], input[type=datetime-local]";

// The peer (react-liuren built for production) on the phone profile, and the
// goals, from issue 12: measured on this machine by an earlier session, not here.
const PEER = { chart: 8800, readings: 6200, bytes: 630 * 1024 };
const GOAL = { chart: 0.25 * PEER.chart, readings: 0.4 * PEER.readings, bytes: 350 * 1024, repeat: 300, recast: 16 };

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (xs) =>
  xs.length ? `${median(xs).toFixed(1)} ms (min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}, n = ${xs.length})` : null;
const sec = (xs) =>
  xs.length ? `${(median(xs) / 1000).toFixed(2)} s (min ${(Math.min(...xs) / 1000).toFixed(2)}, max ${(Math.max(...xs) / 1000).toFixed(2)}, n = ${xs.length})` : null;
const verdict = (value, goal, text) => (value === null ? text : `${text}: ${value <= goal ? "met" : "**missed**"}`);
const sleep = (t) => new Promise((resolve) => setTimeout(resolve, t));
const notes = [];

// ---------------------------------------------------------------- sizes
const sizes = (name) => {
  const bytes = readFileSync(`${DIST}/${name}`);
  // The copy scripts/precompress wrote (Zopfli), which the phone profile's server sends.
  const served = existsSync(`${DIST}/${name}.gz`) ? statSync(`${DIST}/${name}.gz`).size : null;
  return {
    name,
    raw: bytes.length,
    served,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
};
const first = sizes(readdirSync(DIST).find((f) => f.startsWith("liuren-app-") && f.endsWith("_bg.wasm")));
// The chunks split off it: the readings' (`split_more`), the tools' and saved
// charts' (`split_tools`), the form's (`split_form`), and the chunks of code
// several of them share (`chunk_<n>`): which of those the readings load
// (`data-preload`) and which the form loads (`data-form`) is read off the page.
const page = readFileSync(`${DIST}/index.html`, "utf8");
const listed = (name) => (page.match(new RegExp(`data-${name}="([^"]*)"`))?.[1] ?? "").split(/\s+/).filter(Boolean).map((c) => c.split("/").pop());
const forReadings = listed("preload");
const forForm = listed("form");
const chunkRole = (f) => {
  if (f.startsWith("split_more-")) return "the readings' chunk";
  if (f.startsWith("split_tools-")) return "the tools' chunk";
  if (f.startsWith("split_form-")) return "the form's chunk";
  const by = [forReadings.includes(f) && "the readings", forForm.includes(f) && "the form"].filter(Boolean);
  return `a chunk of shared code (${f.replace(/-.*/, "")}; ${by.length ? `loaded with ${by.join(" and ")}` : "loaded with the tools"})`;
};
const chunks = readdirSync(DIST)
  .filter((f) => f.endsWith(".wasm") && !f.endsWith("_bg.wasm"))
  .sort((a, b) => chunkRole(a).localeCompare(chunkRole(b)))
  .map((f) => [chunkRole(f), sizes(f)]);
// The bundle (scripts/wasm-name.mjs): the module and the readings' and the
// tools' chunks in one xz stream, which a first visit fetches instead of their
// own copies. What the readings wait for is its start, up to the last of their
// files: found by decoding it a kilobyte at a time (xz-decompress, the page's
// decoder) until that much has come out.
const bundleName = listed("bundle")[0] ?? null;
const bundledFiles = listed("bundled");
const bundledSizes = listed("bundle-sizes").map(Number);
const bundle = bundleName ? { name: bundleName, xz: statSync(`${DIST}/${bundleName}`).size } : null;
async function bundleBytesFor(files) {
  const { default: xzDecompress } = await import("xz-decompress");
  const packed = readFileSync(`${DIST}/${bundleName}`);
  const last = Math.max(...files.map((f) => bundledFiles.indexOf(f)));
  const wanted = bundledSizes.slice(0, last + 1).reduce((a, n) => a + n, 0);
  let fed = 0;
  const input = new ReadableStream({
    pull(controller) {
      if (fed >= packed.length) controller.close();
      else {
        controller.enqueue(packed.subarray(fed, fed + 1024));
        fed = Math.min(packed.length, fed + 1024);
      }
    },
  });
  const reader = new xzDecompress.XzReadableStream(input).getReader();
  let out = 0;
  while (out < wanted) {
    const { done, value } = await reader.read();
    if (done) break;
    out += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return fed;
}
const other = readdirSync(DIST).filter((f) => /\.(js|css|html)$/.test(f));
const otherGzip = other.reduce((sum, f) => sum + gzipSync(readFileSync(`${DIST}/${f}`), { level: 9 }).length, 0);

// ---------------------------------------------------------------- in the page
// Installed before the page's own scripts (context.addInitScript), in every
// document: records on `window.__measure`, in ms since navigation start,
// - chartDom: the ring drawn (`svg [data-earth]` ×12 in the DOM), and
//   chartPainted: the frame after it painted, taken as a requestAnimationFrame
//   after the mutation, then a MessageChannel task posted from it (the task
//   runs once that frame's style, layout and paint are done);
// - tools: `<html data-tools=ready>` (src/main.rs, the tools' chunk started);
// - ready: `<html data-more=ready>` (src/main.rs, once the readings' chunk's
//   start, which mounts every panel synchronously, has returned);
//   readingsDom: the last change inside the panels slot (`[data-slot=panels]`)
//   at or after `ready`, and readingsPainted: the frame after it, as above;
// - longtasks: the main thread's tasks over 50 ms (PerformanceObserver);
// - panels: the class of each panel in the slot at the last change.
function instrument() {
  const m = (window.__measure = { chartDom: null, chartPainted: null, ready: null, readingsDom: null, readingsPainted: null, tools: null, longtasks: [], panels: [] });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) m.longtasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask", buffered: true });
  } catch {
    m.longtasks = null;
  }
  const afterFrame = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
  new MutationObserver((records) => {
    const now = performance.now();
    if (m.chartDom === null && document.querySelectorAll("svg [data-earth]").length === 12) {
      m.chartDom = now;
      afterFrame((t) => (m.chartPainted = t));
    }
    if (m.ready === null && document.documentElement.dataset.more === "ready") m.ready = now;
    if (m.tools === null && document.documentElement.dataset.tools === "ready") m.tools = now;
    if (m.ready === null) return;
    const panels = document.querySelector("[data-slot=panels]");
    // The slot's own attributes are the chart's messages to the readings, not a panel.
    const inside = records.some((r) => panels?.contains(r.target) && !(r.target === panels && r.type === "attributes"));
    if (inside || m.readingsDom === null) {
      m.readingsDom = now;
      m.panels = [...(panels?.children ?? [])].map((c) => c.className);
      afterFrame((t) => {
        if (m.readingsDom !== now) return;
        // Said once on the console, which the report waits for (`measure`).
        if (m.readingsPainted === null) console.debug("__measure readingsPainted");
        m.readingsPainted = t;
      });
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/** Starts waiting for the readings painted in `page`'s next document; `await
 *  (await measure(page))` gives `window.__measure` once they are, or null after
 *  `timeout` ms. Call it before the navigation it waits for.
 *
 *  It listens for the instrument's console line instead of asking the page:
 *  Playwright's `waitForFunction` (what this did until 2026-12-05) injects
 *  Playwright's own script into the new document as soon as it commits — on
 *  the phone profile 34 ms of the 4× slowed main thread in a trace of the
 *  repeat visit, run before the stylesheet was applied and the app started,
 *  so counted in the chart's time. The console line adds nothing to the page
 *  but the line itself. */
function measure(page, timeout = 60_000) {
  const said = new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeout);
    const on = (message) => message.text() === "__measure readingsPainted" && done(true);
    const done = (ok) => {
      clearTimeout(timer);
      page.off("console", on);
      resolve(ok);
    };
    page.on("console", on);
  });
  return said.then((ok) => (ok ? page.evaluate(() => window.__measure).catch(() => null) : null));
}

// ---------------------------------------------------------------- phone profile
const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };

/** Slows `page` like a phone (the DevTools protocol); returns its CDP session. */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return cdp;
}

/** The kind of a response, for the bytes by kind. */
function kindOf(url, type, mime) {
  const path = new URL(url).pathname;
  if (mime === "application/wasm" || /\.wasm$|\/bundle-[0-9a-f]+\.xz$/.test(path)) return "wasm";
  if (type === "Script" || /\.m?js$/.test(path)) return "JS";
  if (type === "Stylesheet" || path.endsWith(".css")) return "CSS";
  if (type === "Document" || mime === "text/html") return "HTML";
  return "data";
}
const KINDS = ["wasm", "JS", "CSS", "HTML", "data"];

/** One cold run: a fresh context, no service worker. */
async function coldRun(browser, origin) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "block" });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await throttle(context, page);
    const responses = new Map();
    const bytes = Object.fromEntries(KINDS.map((k) => [k, 0]));
    const encodings = new Map();
    let lastNetwork = Date.now();
    let pending = 0;
    cdp.on("Network.requestWillBeSent", () => {
      pending++;
      lastNetwork = Date.now();
    });
    cdp.on("Network.responseReceived", (e) => {
      responses.set(e.requestId, e);
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      encodings.set(new URL(e.response.url).pathname.split("/").pop(), headers["content-encoding"] ?? "none");
    });
    const finished = (e) => {
      pending--;
      lastNetwork = Date.now();
      const r = responses.get(e.requestId);
      if (r && e.encodedDataLength !== undefined) bytes[kindOf(r.response.url, r.type, r.response.mimeType)] += e.encodedDataLength;
    };
    cdp.on("Network.loadingFinished", finished);
    cdp.on("Network.loadingFailed", finished);
    const painted = measure(page, 120_000);
    await page.goto(origin + "/" + LINK, { waitUntil: "commit", timeout: 60_000 });
    const m = await painted;
    if (!m) return { failed: "no chart or no readings within 120 s" };
    // Settled: no change to the panels and no request for 2 s.
    for (let t = 0; t < 60; t++) {
      const last = await page.evaluate(() => performance.now() - window.__measure.readingsDom);
      if (last > 2000 && pending <= 0 && Date.now() - lastNetwork > 2000) break;
      await sleep(500);
    }
    const end = await page.evaluate(() => window.__measure);
    const before = (end.longtasks ?? []).filter(([start]) => start < end.chartPainted);
    return {
      chartDom: end.chartDom,
      chart: end.chartPainted,
      ready: end.ready,
      readings: end.readingsPainted,
      tools: end.tools,
      panels: end.panels,
      bytes,
      encodings,
      longtasks: end.longtasks === null ? null : { count: before.length, total: before.reduce((s, [, d]) => s + d, 0), longest: Math.max(0, ...before.map(([, d]) => d)) },
    };
  } finally {
    await context.close();
  }
}

/** The DevTools protocol on `context`'s service worker. The page's session
 *  does not throttle what the worker fetches (the page's refresh behind its cached copy, the files not cached yet),
 *  so the worker gets the same network conditions through a session of its own. */
async function workerSession(browser, pageCdp) {
  const { targetInfo } = await pageCdp.send("Target.getTargetInfo");
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send("Target.getTargets");
  const worker = targetInfos.find((t) => t.type === "service_worker" && t.browserContextId === targetInfo.browserContextId);
  if (!worker) return null;
  const { sessionId } = await session.send("Target.attachToTarget", { targetId: worker.targetId, flatten: false });
  let id = 0;
  const waiting = new Map();
  session.on("Target.receivedMessageFromTarget", (e) => {
    const message = JSON.parse(e.message);
    if (e.sessionId === sessionId && waiting.has(message.id)) {
      waiting.get(message.id)(message);
      waiting.delete(message.id);
    }
  });
  const send = (method, params) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      session.send("Target.sendMessageToTarget", { sessionId, message: JSON.stringify({ id, method, params }) });
    });
  return { send, detach: () => session.detach() };
}

/** Whether the first visit in `page` has settled within 30 s: its tools
 *  mounted (`<html data-tools>`, ready or failed) and no request reaching
 *  `server` for 2 s, the service worker's own included. */
async function settled(page, server) {
  const end = Date.now() + 30_000;
  let count = server.served();
  let quietSince = Date.now();
  while (Date.now() < end) {
    await sleep(250);
    if (server.served() !== count) {
      count = server.served();
      quietSince = Date.now();
    }
    const tools = await page.evaluate(() => document.documentElement.dataset.tools ?? null);
    if (tools !== null && Date.now() - quietSince >= 2000) return true;
  }
  return false;
}

/** One repeat visit: first visit, the service worker installed and in control,
 *  the first visit settled, then a reload on the phone profile, then a reload
 *  offline. */
async function warmRun(browser, server) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: "allow" });
  try {
    await context.addInitScript(instrument);
    const page = await context.newPage();
    // The first visit unthrottled: it only fills the cache.
    const first = measure(page);
    await page.goto(server.origin + "/" + LINK);
    if (!(await first)) return { failed: "first visit: no readings within 60 s" };
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
      }
      const keys = await (await caches.open("liuren-shell-v1")).keys();
      return keys.map((r) => new URL(r.url).pathname.split("/").pop());
    });
    if (cached.filter((name) => name.endsWith(".wasm")).length < 2) return { failed: `the worker cached no two wasm modules: ${cached}` };
    // A repeat visit comes once the first has settled. Reloaded as soon as the
    // readings were painted (what this did until 2026-12-06), the page landed
    // while the first visit's tools and the worker's caching were still at work:
    // on 2026-12-06 that visit measured 387 ms (306–428) warm against 268 ms
    // (228–302) with 6 s between, and a trace of it had every part of the main
    // thread slower (the navigation's commit 77 against 49 ms, layout 29
    // against 17 ms).
    if (!(await settled(page, server))) return { failed: "first visit: not settled within 30 s" };
    const cdp = await throttle(context, page);
    const worker = await workerSession(browser, cdp);
    if (!worker) return { failed: "no service worker target to throttle" };
    const network = await worker.send("Network.emulateNetworkConditions", NETWORK);
    if (network.error) return { failed: `the worker's network not throttled: ${network.error.message}` };
    // The worker's CPU is not slowed: workers have no Emulation domain.
    const warmPainted = measure(page);
    await page.reload({ waitUntil: "commit" });
    const warm = await warmPainted;
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType("navigation")[0];
      return { controlled: navigator.serviceWorker.controller !== null, responseStart: n?.responseStart ?? null };
    });
    await context.setOffline(true);
    await cdp.send("Network.emulateNetworkConditions", { ...NETWORK, offline: true });
    await worker.send("Network.emulateNetworkConditions", { ...NETWORK, offline: true });
    const before = server.served();
    const offlinePainted = measure(page);
    await page.reload({ waitUntil: "commit" });
    const offline = await offlinePainted;
    // Let the worker's background refreshes try (and fail) before counting.
    await sleep(500);
    const leaked = server.served() - before;
    await worker.detach();
    return {
      warm: warm?.chartPainted ?? null,
      warmReadings: warm?.readingsPainted ?? null,
      warmPage: nav.responseStart,
      controlled: nav.controlled,
      offline: leaked === 0 ? (offline?.chartPainted ?? null) : null,
      offlineReadings: leaked === 0 ? (offline?.readingsPainted ?? null) : null,
      leaked,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- desktop recast
// One change of the time input, in the page: from just before the `input`
// event to the last DOM change it causes. Leptos applies a change in
// microtasks (the chart's effects, then the readings', told through a
// synchronous DOM event), so all of it is done before the next task: the end
// is the time of the last MutationObserver record seen before a MessageChannel
// task posted right after the event. `late` says whether the panels still
// changed in the 300 ms after that, which would mean the end was too early.
function recast(el, hour) {
  const value = el.type === "time" ? `${hour}:00` : el.value.replace(/T\d\d:\d\d/, `T${hour}:00`);
  const heavens = () => [...document.querySelectorAll("[data-heaven]")].map((e) => e.getAttribute("data-heaven")).join();
  const panels = document.querySelector("[data-slot=panels]");
  const heavenBefore = heavens();
  const panelsBefore = panels?.innerHTML;
  return new Promise((resolve) => {
    let heaven = null;
    let last = null;
    const seen = (records) => {
      if (!records.length) return;
      const t = performance.now() - start;
      last = t;
      if (heaven === null && heavens() !== heavenBefore) heaven = t;
    };
    const observer = new MutationObserver(seen);
    observer.observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      seen(observer.takeRecords());
      observer.disconnect();
      const panelsAtEnd = panels?.innerHTML;
      // The frame with the change painted (informative: rAF waits for vsync).
      requestAnimationFrame(() => {
        const paint = new MessageChannel();
        paint.port1.onmessage = () => {
          const painted = performance.now() - start;
          setTimeout(() => {
            resolve({ heaven, all: last, painted, panelsChanged: panelsAtEnd !== panelsBefore, late: panels?.innerHTML !== panelsAtEnd });
          }, 300);
        };
        paint.port2.postMessage(0);
      });
    };
    const start = performance.now();
    el.value = value;
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    channel.port2.postMessage(0);
  });
}

// ---------------------------------------------------------------- run
const server = await serveStatic(DIST, { gzip: true });
const browser = await launchChromium();
const chromium = browser.version();
const load = [];
const more = [];
const recastChart = [];
const recastAll = [];
const recastPainted = [];
let recastPanels = 0;
let recastLate = 0;
const cold = [];
const warm = [];
try {
  // Desktop, cold loads.
  const ringAt = () =>
    new Promise((resolve) => {
      const done = () => document.querySelectorAll("svg [data-earth]").length === 12;
      if (done()) return resolve(performance.now());
      new MutationObserver((_, observer) => {
        if (done()) {
          observer.disconnect();
          resolve(performance.now());
        }
      }).observe(document, { childList: true, subtree: true });
    });
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.origin + "/" + LINK, { waitUntil: "commit" });
    const at = await Promise.race([page.evaluate(ringAt), sleep(30_000).then(() => null)]);
    const ready = await page
      .waitForFunction(() => document.documentElement.dataset.more === "ready", null, { timeout: 30_000 })
      .then(() => page.evaluate(() => performance.now()))
      .catch(() => null);
    await context.close();
    if (ready !== null) more.push(ready);
    if (at === null) {
      notes.push("Desktop: no ring appeared within 30 s (`svg [data-earth]` ×12): load and recast not measured.");
      break;
    }
    load.push(at);
  }
  // Desktop, recast.
  if (load.length) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(server.origin + "/" + LINK);
    await page.waitForFunction(() => document.querySelectorAll("svg [data-earth]").length === 12);
    await page.waitForFunction(() => document.documentElement.dataset.more === "ready", null, { timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    if ((await page.locator(TIME_INPUT).count()) === 0) {
      notes.push(`No time input (\`${TIME_INPUT}\`): recast not measured.`);
    } else {
      const input = page.locator(TIME_INPUT).first();
      for (let i = 0; i < RUNS + 1; i++) {
        // 12:00 (午) and 10:00 (巳) alternate: the hour branch, so the heaven plate,
        // changes each time (and the first time too, from any hour but 11–13).
        const r = await input.evaluate(recast, i % 2 ? "10" : "12");
        if (r.heaven === null) {
          notes.push("Changing the time input changed no `data-heaven`: recast not measured.");
          recastChart.length = recastAll.length = recastPainted.length = 0;
          break;
        }
        // The first change may also warm up code paths; keep RUNS after it.
        if (i === 0) continue;
        recastChart.push(r.heaven);
        recastAll.push(r.all);
        recastPainted.push(r.painted);
        if (r.panelsChanged) recastPanels++;
        if (r.late) recastLate++;
      }
      if (recastAll.length) {
        notes.push(
          `Recast: the readings changed in ${recastPanels} of ${recastAll.length} changes; ` +
            (recastLate ? `**in ${recastLate} the panels changed again later than the measured end** (the measure is too early there).` : "none changed again in the 300 ms after the measured end."),
        );
      }
    }
    await context.close();
  }
  // Phone profile.
  for (let i = 0; i < PHONE_RUNS; i++) {
    const r = await coldRun(browser, server.origin);
    if (r.failed) notes.push(`Phone, cold run ${i + 1}: ${r.failed}.`);
    else cold.push(r);
  }
  for (let i = 0; i < PHONE_RUNS; i++) {
    const r = await warmRun(browser, server);
    if (r.failed) notes.push(`Phone, repeat visit ${i + 1}: ${r.failed}.`);
    else warm.push(r);
  }
} finally {
  await browser.close();
  await server.close();
}

// ---------------------------------------------------------------- print
const cpu = os.cpus();
const today = new Date().toISOString().slice(0, 10);
const row = (...cells) => console.log(`| ${cells.map((c) => c ?? "not measured").join(" | ")} |`);
console.log(
  `Size and speed, ${today} (UTC): ${cpu.length} × ${cpu[0]?.model.trim() ?? "?"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ` +
    `load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")} at the end; ${os.type()} ${os.release()}; ` +
    `Chromium ${chromium} headless; node ${process.version}; link \`${LINK}\`.\n`,
);
console.log("| measure | value | target |");
console.log("|---|---|---|");
for (const [label, w] of [["the module's wasm", first], ...chunks]) {
  row(`${label}, raw (\`${w.name}\`)`, `${kb(w.raw)} (${w.raw} B)`, "");
  const target = w === first ? (w.gzip <= 250 * 1024 ? "≤ 250 KB: met" : "≤ 250 KB: **missed**") : "";
  row(`${label}, gzip -9`, `${kb(w.gzip)} (${w.gzip} B)`, target);
  row(`${label}, gzip as served (the \`.gz\` of scripts/precompress, Zopfli)`, w.served === null ? "no .gz in dist/" : `${kb(w.served)} (${w.served} B)`, "");
  row(`${label}, brotli q11`, `${kb(w.brotli)} (${w.brotli} B)`, "");
  if (bundle) row(`${label}, as a first visit fetches it`, bundledFiles.includes(w.name) ? "in the bundle (below)" : "as served", "");
}
if (bundle) {
  row(`the bundle (\`${bundle.name}\`: ${bundledFiles.join(", ")}), xz, what a first visit fetches`, `${kb(bundle.xz)} (${bundle.xz} B)`, "");
  // As scripts/wasm-name.mjs would write each alone (its xz settings).
  const own = bundledFiles.reduce((a, f) => a + xz(readFileSync(`${DIST}/${f}`)).length, 0);
  row("… the same files, each compressed alone as xz", `${kb(own)} (${own} B)`, "");
}
{
  // What the readings wait for: the module and the chunks they load, as a
  // first visit fetches them (the bundle's start; the .gz without a bundle).
  const waited = [first, ...chunks.map(([, w]) => w).filter((w) => forReadings.includes(w.name))];
  if (bundle && waited.every((w) => bundledFiles.includes(w.name))) {
    const n = await bundleBytesFor(waited.map((w) => w.name));
    row(`the wasm the readings wait for (the module and ${waited.length - 1} chunks): the bundle's start, up to the last of them`, kb(n), "");
  } else {
    const fetched = waited.map((w) => w.served);
    const sum = fetched.every((n) => n !== null) ? fetched.reduce((a, n) => a + n, 0) : null;
    row(`the wasm the readings wait for (the module and ${waited.length - 1} chunks), as served`, sum === null ? "no .gz in dist/" : kb(sum), "");
  }
}
row(`JS, CSS and HTML, gzip -9 (${other.length} files)`, kb(otherGzip), "");
row("desktop: navigation → ring drawn, fresh context, median", ms(load), "");
row("desktop: navigation → the readings' chunk started (`data-more=ready`), median", ms(more), "");
const rc = recastChart.length ? median(recastChart) : null;
const ra = recastAll.length ? median(recastAll) : null;
row("desktop: recast after a time change, the chart (`data-heaven` changed), median", ms(recastChart), verdict(rc, GOAL.recast, "≤ 16 ms"));
row("desktop: recast, the chart and the readings together (last DOM change), median", ms(recastAll), verdict(ra, GOAL.recast, "≤ 16 ms"));
row("desktop: time change → that frame painted (waits for the next vsync), median", ms(recastPainted), "");

if (PHONE_RUNS > 0) {
  console.log(
    `\nPhone profile: 360×740 mobile (scale 2), 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower ` +
      `(DevTools protocol); dist/ served with gzip (the \`.gz\` copies of scripts/precompress, made by Zopfli; level 9 on the fly for a file without one) on 127.0.0.1, the wasm fetched as the xz bundle where the build has one (no Content-Encoding; the files it does not hold as served); cold: a fresh context and no service worker ` +
      `each run; medians of ${cold.length} cold runs and ${warm.length} repeat visits. "Painted" is the frame after the ` +
      `DOM change: a requestAnimationFrame, then a task posted from it. The peer's figures are issue 12's ` +
      `(react-liuren for production, measured on this machine by an earlier session, not in this run).\n`,
  );
  const pick = (key) => cold.map((r) => r[key]).filter((x) => x !== null && x !== undefined);
  const chart = pick("chart");
  const readings = pick("readings");
  const total = cold.map((r) => KINDS.reduce((s, k) => s + r.bytes[k], 0));
  const mChart = chart.length ? median(chart) : null;
  const mReadings = readings.length ? median(readings) : null;
  const mTotal = total.length ? median(total) : null;
  const times = (value, peer) => (value === null ? "" : ` (${(value / peer).toFixed(2)}× the peer)`);
  console.log("| phone profile | ours | react-liuren (peer) | goal |");
  console.log("|---|---|---|---|");
  row("navigation → chart painted (ring `svg [data-earth]` ×12)", sec(chart) && sec(chart) + times(mChart, PEER.chart), "8.8 s", verdict(mChart, GOAL.chart, `≤ 0.25× the peer (${(GOAL.chart / 1000).toFixed(2)} s)`));
  row("navigation → ring in the DOM (before it paints)", sec(pick("chartDom")), "", "");
  row("navigation → `data-more=ready`", sec(pick("ready")), "", "");
  row("navigation → every reading panel painted (the last change in the panels slot)", sec(readings) && sec(readings) + times(mReadings, PEER.readings), "6.2 s", verdict(mReadings, GOAL.readings, `≤ 0.40× the peer (${(GOAL.readings / 1000).toFixed(2)} s)`));
  row("navigation → the tools and saved charts mounted (`data-tools=ready`, after the readings)", sec(pick("tools")), "", "");
  row("bytes transferred (gzip), all", mTotal === null ? null : `${kb(mTotal)} (${mTotal} B)`, "630 KB", verdict(mTotal, GOAL.bytes, "≤ 350 KB"));
  for (const k of KINDS) {
    const xs = cold.map((r) => r.bytes[k]);
    row(`… ${k}${k === "data" ? " (anything else: manifest, icons, .json, .bin)" : ""}`, xs.length ? kb(median(xs)) : null, "", "");
  }
  const lt = cold.map((r) => r.longtasks).filter(Boolean);
  row(
    "main-thread long tasks (> 50 ms) before the chart paints: count, total, longest",
    lt.length ? `${median(lt.map((l) => l.count))}, ${median(lt.map((l) => l.total)).toFixed(0)} ms, ${median(lt.map((l) => l.longest)).toFixed(0)} ms` : null,
    "",
    "",
  );
  const w = (key) => warm.map((r) => r[key]).filter((x) => x !== null && x !== undefined);
  const mWarm = w("warm").length ? median(w("warm")) : null;
  const mOffline = w("offline").length ? median(w("offline")) : null;
  row("repeat visit (service worker warm) → chart painted", ms(w("warm")), "", verdict(mWarm, GOAL.repeat, "< 300 ms"));
  row("repeat visit → every reading panel painted", ms(w("warmReadings")), "", "");
  row("repeat visit → the page's first byte (through the worker: its cache first)", ms(w("warmPage")), "", "");
  row("repeat visit offline → chart painted", ms(w("offline")), "", verdict(mOffline, GOAL.repeat, "< 300 ms"));
  row("repeat visit offline → every reading panel painted", ms(w("offlineReadings")), "", "");
}

if (cold.length) {
  const panels = cold[cold.length - 1].panels;
  notes.push(`The panels in the slot at the last change (last cold run): ${panels.map((c) => `\`${c}\``).join(", ") || "none"}.`);
  const enc = [...cold[cold.length - 1].encodings].filter(([name]) => /\.(wasm|js|css|html)$/.test(name) || name === "");
  notes.push(`Content-Encoding as received: ${enc.map(([name, e]) => `${name || "(page)"} ${e}`).join(", ")}.`);
}
if (cold.some((r) => r.longtasks === null)) notes.push("This Chromium reports no long tasks (PerformanceObserver `longtask`).");
if (warm.some((r) => !r.controlled)) notes.push("**A repeat visit was not controlled by the service worker.**");
if (warm.some((r) => r.leaked)) notes.push(`**Offline, the server still saw requests (${warm.map((r) => r.leaked).join(", ")}): those offline figures are left out.**`);
for (const note of notes) console.log(`\n${note}`);
