// End-to-end: the release build in dist/ (from `trunk build --release`), served
// by a plain static server, in headless Chromium. Run with: node --test tests/e2e/*.test.mjs
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import xzDecompress from "xz-decompress";
import { openRecordedPage, unfoldForm } from "./browser.mjs";
import { liurenCast } from "./cli.mjs";
import { DIST, useSite } from "./site.mjs";
import { serveStatic } from "./static-server.mjs";

const { XzReadableStream } = xzDecompress;

const PREFIX = "/sub/";
// A 射覆 link: its reading panels are the verdict card, 課體, 神煞, the answer,
// 卷中 and 畢法 (four of its lines fire at this moment).
const AT = "2026-12-02T09:30:00+08:00";
const SHEFU = `?at=${encodeURIComponent(AT)}&cat=shefu`;
const PANELS = ["verdict-card", "reading-patterns-block", "reading-spirits-block", "answer-block", "juan-block", "bifa-block"];
// A list in one of the page's attributes (`data-<name>`), each entry's file name.
const listed = (html, name) => (html.match(new RegExp(`data-${name}="([^"]*)"`))?.[1] ?? "").split(/\s+/).filter(Boolean).map((f) => f.split("/").pop());

/**
 * Waits for the readings' chunk and the tools' (src/main.rs marks
 * `<html data-more>` and `<html data-tools>`), opens every reading panel as a
 * reader would (a tap on each folded panel's summary) and returns what the
 * panels slot shows: its panels, each reading card's family and id, and the
 * text; and whether the settings, the saved charts and the tools are on the page.
 */
async function openReadings(page) {
  await page.waitForFunction(() => document.documentElement.dataset.tools, null, { timeout: 30_000 });
  assert.equal(await page.evaluate(() => document.documentElement.dataset.more), "ready", "the readings' chunk started");
  assert.equal(await page.evaluate(() => document.documentElement.dataset.tools), "ready", "the tools' chunk started");
  const folded = "[data-slot=panels] :is(.answer-details, .answer-judgements, .juan-details, .bifa-details, .reading-spirits-details) > summary";
  for (const summary of await page.locator(folded).all()) {
    if (!(await summary.evaluate((s) => s.parentElement.open))) await summary.click();
  }
  // A fold builds its body on the `toggle` event, a task after the tap.
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll(selector)].every((s) => s.parentElement.open && s.parentElement.children.length > 1),
    folded,
  );
  return page.evaluate(() => {
    const panels = document.querySelector("[data-slot=panels]");
    return {
      panels: [...panels.children].map((c) => c.classList[1]),
      cards: [...panels.querySelectorAll("article[data-family]")].map((a) => `${a.dataset.family} ${a.dataset.id}`),
      text: panels.innerText,
      tail: {
        settings: document.querySelector("[data-slot=tail] .app-settings") !== null,
        saved: document.querySelector("[data-slot=tail] button.saved-save") !== null,
        tools: document.querySelector("[data-slot=tools]")?.childElementCount > 0,
      },
    };
  });
}

describe("app shell from dist/", () => {
  const site = useSite({ prefixes: [PREFIX] });
  let expected;

  before(() => {
    expected = liurenCast(AT, ["--topic", "shefu"]);
  }, { timeout: 600_000 });

  for (const base of ["/", PREFIX]) {
    test(`renders the header at ${base} with no console errors and no other origin`, async () => {
      const { context, page, problems, requests } = await openRecordedPage(site.browser);
      try {
        await page.goto(site.origin + base);
        const title = page.locator("header h1");
        await title.waitFor({ timeout: 30_000 });
        assert.equal(await title.textContent(), "大六壬");
        assert.equal(await page.title(), "大六壬");
        // Everything the page asked for came from under its own prefix.
        await page.waitForLoadState("networkidle");
        assert.deepEqual(problems, []);
        const foreign = requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== site.origin);
        assert.deepEqual(foreign, [], "requests to other origins");
        const outside = requests.filter((url) => url.startsWith(site.origin) && !new URL(url).pathname.startsWith(base));
        assert.deepEqual(outside, [], `requests outside ${base}`);
        assert.ok(requests.some((url) => /\.wasm$|\/bundle-[0-9a-f]+\.xz$/.test(url)), "the wasm module was fetched");
      } finally {
        await context.close();
      }
    });
  }

  test("opens offline after the first visit (service worker), every reading panel with it", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser, { width: 360, height: 800 });
    try {
      await page.goto(site.origin + PREFIX + SHEFU);
      await page.locator("header h1").waitFor({ timeout: 30_000 });
      const online = await openReadings(page);
      // The worker caches the shell while it installs; `ready` means it is active.
      const cached = await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const cache = await caches.open("liuren-shell-v1");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
      // The stylesheet and the manifest too: the worker finds them in the page's
      // attributes, which the minified page leaves unquoted.
      const named = await page.evaluate(() =>
        ["link[rel=stylesheet]", "link[rel=manifest]"].map((s) => new URL(document.querySelector(s).href).pathname),
      );
      for (const path of [PREFIX, `${PREFIX}boot.js`, `${PREFIX}icons/icon-32.png`, `${PREFIX}favicon.svg`, ...named]) {
        assert.ok(cached.includes(path), `${path} not cached: ${cached}`);
      }
      // The module, its JS, the split loader and every chunk split off the
      // module (which the page names in `data-chunks` but loads only through it).
      for (const built of [/liuren-app-[0-9a-f]+_bg\.wasm$/, /liuren-app-[0-9a-f]+\.js$/, /__wasm_split-[0-9a-f]+\.js$/, /split_more-[0-9a-f]+\.wasm$/, /split_tools-[0-9a-f]+\.wasm$/]) {
        assert.ok(cached.some((path) => built.test(path)), `${built} not cached: ${cached}`);
      }
      const chunks = await page.$eval("script[data-chunks]", (s) => s.dataset.chunks.split(" ").map((c) => new URL(c, document.baseURI).pathname));
      assert.ok(chunks.length >= 2, `the readings' and the tools' chunks at least: ${chunks}`);
      for (const chunk of chunks) assert.ok(cached.includes(chunk), `${chunk} not cached: ${cached}`);
      // What the worker keeps under the plain names is the built wasm itself
      // (decoded from the bundle, which this visit fetched: public/sw.js).
      const wasmFiles = await page.$eval("script[data-chunks]", (s) => [s.dataset.wasm, ...s.dataset.chunks.split(" ")]);
      const kept = await page.evaluate(async (files) => {
        const cache = await caches.open("liuren-shell-v1");
        const out = [];
        for (const f of files) {
          const body = await (await cache.match(new URL(f, document.baseURI).href)).arrayBuffer();
          out.push([...new Uint8Array(await crypto.subtle.digest("SHA-256", body))].map((b) => b.toString(16).padStart(2, "0")).join(""));
        }
        return out;
      }, wasmFiles);
      assert.deepEqual(
        kept,
        wasmFiles.map((f) => createHash("sha256").update(readFileSync(`${DIST}/${f.replace(/^\.\//, "")}`)).digest("hex")),
        "the kept wasm is the built wasm",
      );
      // A page it controls is answered nothing for the bundle, which it never decodes.
      const bundleAnswer = await page.evaluate(async () => {
        const response = await fetch(document.querySelector("script[data-bundle]").dataset.bundle);
        return [response.status, (await response.arrayBuffer()).byteLength];
      });
      assert.deepEqual(bundleAnswer, [204, 0], "the worker answers the bundle with nothing");
      assert.deepEqual(problems, []);

      await context.setOffline(true);
      problems.length = 0;
      const served = site.server.served();
      await page.reload();
      const title = page.locator("header h1");
      await title.waitFor({ timeout: 30_000 });
      assert.equal(await title.textContent(), "大六壬");
      const offline = await openReadings(page);
      assert.equal(site.server.served(), served, "offline, no request reached the server");

      // Every panel is there, with what the command-line tool reads in this chart.
      assert.deepEqual(offline.panels, PANELS);
      const judgement = expected.judgement;
      const leis = await page.$$eval(".verdict-lei", (ls) => ls.map((l) => [l.dataset.what, l.dataset.branch]));
      assert.deepEqual(leis, judgement.lei_shen.map((l) => [l.what, l.branch ?? ""]));
      const dates = await page.$$eval(".verdict-date", (ds) => ds.map((d) => d.dataset.date));
      assert.ok(dates.length >= 1, "at least one 應期 date");
      assert.deepEqual(dates, judgement.timing.flatMap((t) => t.dates));
      const verdicts = await page.$$eval(".verdict-reading", (rs) => rs.map((r) => r.dataset.id).sort());
      assert.deepEqual(verdicts, judgement.verdicts.map((v) => v.id).sort());
      const shefu = expected.readings.filter((r) => r.family === "shefu");
      const lines = await page.$$eval(".answer-judgement", (js) => js.map((j) => Number(j.dataset.line)));
      assert.deepEqual(lines, shefu.map((r) => r.passages[0].line));
      const patterns = expected.readings.filter((r) => r.family === "juanzhong" && !r.id.startsWith("quick."));
      assert.equal(await page.locator(".juan-pattern").count(), patterns.length);
      const squeeze = (t) => t.replace(/\s+/g, "");
      assert.ok(squeeze(offline.text).includes(squeeze(patterns[0].passages[0].text)), "the first 卷中 passage is shown");
      assert.ok(await page.locator(".juan-pattern").first().isVisible(), "卷中 open");
      const bifa = expected.readings.filter((r) => r.family === "bifa");
      assert.ok(bifa.length > 0, "a 畢法 line fires in this chart");
      assert.ok(offline.text.includes(bifa[0].title), "the first 畢法 line is shown");
      assert.ok(await page.locator(".bifa-hit").first().isVisible(), "畢法 open");
      assert.deepEqual(offline.tail, { settings: true, saved: true, tools: true });
      // Nothing is lost offline: the same panels, cards and text as online.
      assert.deepEqual(offline.cards, online.cards);
      assert.equal(offline.text, online.text);
      // Offline, the worker's background refreshes fail (recorded as failed
      // requests); the page itself must not see an error.
      const seenByPage = problems.filter((p) => p.startsWith("console") || p.startsWith("page"));
      assert.deepEqual(seenByPage, []);
    } finally {
      await context.close();
    }
  });

  test("the page is cached once whatever the link, and any link opens offline", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + PREFIX);
      await page.locator("header h1").waitFor({ timeout: 30_000 });
      await page.evaluate(async () => navigator.serviceWorker.ready);
      // Three links, each a navigation the worker answers.
      const links = ["?at=2026-11-29T21:30:00%2B08:00", "?at=2001-01-01T00:00:00Z&q=x", "?at=2026-11-30T08:00:00Z"];
      for (const link of links) {
        await page.goto(site.origin + PREFIX + link);
        await page.locator("header h1").waitFor({ timeout: 30_000 });
      }
      await page.waitForLoadState("networkidle");
      const pages = await page.evaluate(async () => {
        const cache = await caches.open("liuren-shell-v1");
        return (await cache.keys())
          .map((request) => new URL(request.url))
          .filter((url) => !url.pathname.match(/\.[a-z0-9]+$/))
          .map((url) => url.pathname + url.search);
      });
      assert.deepEqual(pages, [PREFIX], "one copy of the page");
      // Offline, a link never visited opens with its own chart (the app reads the query).
      await context.setOffline(true);
      await page.goto(site.origin + PREFIX + "?at=1999-12-31T23:59:00-05:30");
      await page.locator("header h1").waitFor({ timeout: 30_000 });
      assert.ok(new URL(page.url()).search.startsWith("?at=1999-12-31T23:59:00-05:30"), page.url());
      const seenByPage = problems.filter((p) => p.startsWith("console") || p.startsWith("page"));
      assert.deepEqual(seenByPage, []);
    } finally {
      await context.close();
    }
  });

  test("the precompressed copies (scripts/precompress) hold their files' bytes, and the app runs served compressed", async (t) => {
    const copies = readdirSync(DIST, { recursive: true }).map(String).filter((f) => /\.(gz|br)$/.test(f));
    if (copies.length === 0) {
      t.skip("no .gz or .br in dist/: run scripts/precompress (scripts/test does)");
      return;
    }
    for (const copy of copies) {
      const original = readFileSync(`${DIST}/${copy.replace(/\.(gz|br)$/, "")}`);
      const bytes = readFileSync(`${DIST}/${copy}`);
      const unpacked = copy.endsWith(".gz") ? gunzipSync(bytes) : brotliDecompressSync(bytes);
      assert.ok(unpacked.equals(original), `${copy} is not its file`);
    }
    // The release build's bundle (scripts/wasm-name.mjs), unpacked by the
    // decoder the page uses: the module and the readings' and the tools'
    // chunks, one after the other, with the lengths the page gives.
    const unxz = async (file) => Buffer.from(await new Response(new XzReadableStream(new Blob([readFileSync(`${DIST}/${file}`)]).stream())).arrayBuffer());
    const html = readFileSync(`${DIST}/index.html`, "utf8");
    const bundled = listed(html, "bundled");
    const sizes = listed(html, "bundle-sizes").map(Number);
    assert.ok(bundled[0].match(/^liuren-app-[0-9a-f]+_bg\.wasm$/), `the bundle begins with the module: ${bundled}`);
    for (const part of ["split_more-", "split_tools-"]) assert.ok(bundled.some((f) => f.startsWith(part)), `the bundle holds ${part}: ${bundled}`);
    assert.deepEqual(sizes, bundled.map((f) => statSync(`${DIST}/${f}`).size), "data-bundle-sizes are the files' lengths");
    const [bundleName] = listed(html, "bundle");
    assert.ok((await unxz(bundleName)).equals(Buffer.concat(bundled.map((f) => readFileSync(`${DIST}/${f}`)))), "the bundle is its files, in order");
    const unbundled = readdirSync(DIST).filter((f) => f.endsWith(".wasm") && !bundled.includes(f));
    // Served with Content-Encoding: gzip from the .gz copies, as a host would.
    const compressed = await serveStatic(DIST, { gzip: true });
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      const encodings = new Map();
      page.on("response", async (r) => encodings.set(new URL(r.url()).pathname, (await r.allHeaders())["content-encoding"]));
      await page.goto(compressed.origin + "/" + SHEFU);
      await page.waitForFunction(() => document.querySelectorAll("svg [data-earth]").length === 12, null, { timeout: 30_000 });
      const { panels } = await openReadings(page);
      assert.deepEqual(panels, PANELS);
      await page.waitForLoadState("networkidle");
      // The wasm comes as the bundle, once, and as the files it does not hold
      // (the form's); none that it holds is fetched on its own.
      const fetched = [...encodings.keys()].map((path) => path.split("/").pop());
      assert.deepEqual(fetched.filter((f) => f.endsWith(".xz")), [bundleName], "the bundle, once");
      const plain = fetched.filter((f) => f.endsWith(".wasm"));
      assert.deepEqual(plain.filter((f) => !unbundled.includes(f)), [], `only files the bundle does not hold: ${plain}`);
      // data-wasm-bytes, by which boot.js tells how much of the module is still
      // to come when it takes the files one by one, is the length of what it fetches first.
      assert.equal(Number(listed(html, "wasm-bytes")[0]), statSync(`${DIST}/${bundleName}`).size, "data-wasm-bytes is the bundle's length");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
      await compressed.close();
    }
  });

  // Where the bundle or its decoder cannot be had (a host that does
  // not serve unknown files, a cut connection), the page takes the plain files
  // (public/boot.js), as the host sends them.
  for (const [what, lose] of [
    ["the xz decoder", (name) => name === "xz-decompress.js"],
    ["the bundle", (name) => name.endsWith(".xz")],
  ]) {
    test(`without ${what} the page loads the plain wasm`, async () => {
      const { context, page, problems, requests } = await openRecordedPage(site.browser, { width: 360, height: 800 }, { serviceWorkers: "block" });
      try {
        await page.route((url) => lose(url.pathname.split("/").pop()), (route) => route.abort());
        await page.goto(site.origin + "/" + SHEFU);
        await page.locator("svg [data-earth]").first().waitFor({ timeout: 30_000 });
        const { panels } = await openReadings(page);
        assert.deepEqual(panels, PANELS);
        await page.waitForFunction(() => document.documentElement.dataset.tools === "ready", null, { timeout: 30_000 });
        const plain = requests.filter((url) => url.endsWith(".wasm"));
        assert.ok(plain.some((url) => /liuren-app-[0-9a-f]+_bg\.wasm$/.test(url)), `the module's plain file: ${plain}`);
        assert.ok(plain.some((url) => /split_more-[0-9a-f]+\.wasm$/.test(url)), `the readings' plain file: ${plain}`);
        // Only the lost files' own failures.
        assert.deepEqual(problems.filter((p) => !/request failed|net::ERR_FAILED/.test(p)), []);
      } finally {
        await context.close();
      }
    });
  }

  // A chunk that cannot be loaded (a host that lost it, a cut connection): the
  // chart stays, what could load is there, and the page says which part is
  // missing (src/main.rs marks `data-more` / `data-tools` / `data-form`; the
  // palace's detail comes with the tools). No
  // service worker: it would fetch the chunks itself as it installs, which the
  // page's routes do not see, and serve them from its cache.
  //
  // Which file is lost is read off the page's script tag: the tools' own
  // chunk; the chunk of code the readings share with the tools, the rules (the
  // largest of the shared chunks; the form does not load it); the form's own
  // chunk. The bundle, which holds the first two, is refused too, so that the
  // page takes each file on its own.
  const chunksOf = async () => {
    const html = await (await fetch(site.origin + "/")).text();
    return { all: listed(html, "chunks") };
  };
  // The rules: the largest of the chunks of shared code.
  const rules = (all) => all.filter((c) => c.startsWith("chunk_")).sort((a, b) => statSync(`${DIST}/${b}`).size - statSync(`${DIST}/${a}`).size).slice(0, 1);
  for (const [what, lostOf, more, tools, form] of [
    ["the tools' own chunk", ({ all }) => all.filter((c) => c.startsWith("split_tools-")), "ready", "failed", "ready"],
    ["the readings' shared chunk (the rules)", ({ all }) => rules(all), "failed", "failed", "ready"],
    ["the form's own chunk", ({ all }) => all.filter((c) => c.startsWith("split_form-")), "ready", "ready", "failed"],
  ]) {
    test(`without ${what} the chart still works (data-more=${more}, data-tools=${tools}, data-form=${form})`, async () => {
      const lost = lostOf(await chunksOf());
      assert.equal(lost.length, 1, `one file to lose: ${lost}`);
      const { context, page, problems } = await openRecordedPage(site.browser, { width: 360, height: 800 }, { serviceWorkers: "block" });
      try {
        // The file, and the bundle, which may hold it: the page then takes each file on its own.
        await page.route((url) => /^bundle-[0-9a-f]+\.xz$/.test(url.pathname.split("/").pop()) || lost.includes(url.pathname.split("/").pop()), (route) => route.abort());
        await page.goto(site.origin + "/" + SHEFU);
        await page.waitForFunction(() => document.documentElement.dataset.tools, null, { timeout: 30_000 });
        // On a phone the form is mounted when first opened.
        await unfoldForm(page);
        await page.waitForFunction(() => document.documentElement.dataset.form, null, { timeout: 30_000 });
        const state = await page.evaluate(() => ({
          more: document.documentElement.dataset.more,
          tools: document.documentElement.dataset.tools,
          form: document.documentElement.dataset.form,
          panels: document.querySelector("[data-slot=panels]").children.length,
          settings: document.querySelector("[data-slot=tail] .app-settings") !== null,
          saved: document.querySelector("[data-slot=tail] .saved") !== null,
          fields: document.querySelectorAll("[data-slot=form] input").length > 0,
          said: document.querySelector(".app-form-failed")?.textContent ?? null,
          ring: document.querySelectorAll("svg [data-earth]").length,
        }));
        assert.match(state.said ?? "", form === "failed" ? /form could not be loaded/ : /^$/);
        assert.deepEqual(
          { ...state, said: undefined },
          {
            more,
            tools,
            form,
            panels: more === "ready" ? PANELS.length : 0,
            settings: tools === "ready",
            saved: tools === "ready",
            fields: form === "ready",
            said: undefined,
            ring: 12,
          },
        );
        // The palace's detail comes with the tools' chunk: without it, a tap says so.
        await page.locator('svg [data-earth="午"]').click();
        if (tools === "ready") await page.locator(".detail-list").waitFor({ timeout: 10_000 });
        else assert.match(await page.locator(".app-palace-failed").textContent(), /could not be loaded/);
        if (form === "ready") {
          // The chart recasts: another hour moves the heaven plate.
          const heaven = () => page.$eval('svg [data-earth="子"]', (g) => g.dataset.heaven);
          const before = await heaven();
          await page.locator("input[type=time]").first().fill("15:30");
          await page.waitForFunction((b) => document.querySelector('svg [data-earth="子"]').dataset.heaven !== b, before, { timeout: 10_000 });
        }
        // Only the lost chunk's failure is reported (the browser's own console line
        // for an aborted request names no URL; the request's failure does).
        const unexpected = problems.filter(
          (p) => !lost.some((l) => p.includes(l)) && !/bundle-[0-9a-f]+\.xz|could not be loaded|WebAssembly|Failed to fetch|Failed to load resource: net::ERR_FAILED/.test(p),
        );
        assert.deepEqual(unexpected, []);
        assert.ok(problems.some((p) => p.includes("could not be loaded")), `the failure is logged: ${problems}`);
      } finally {
        await context.close();
      }
    });
  }

  // The bundle cut short at 60 % (a connection lost on the way), past the
  // module and before the readings' chunk: what came whole is taken from it;
  // the chunks' loader asks again for the chunks that failed, which come then
  // as files of their own, and the page is whole.
  test("a bundle cut short: what came whole is used, the rest is fetched as files, and every part of the page works", async () => {
    const html = await (await fetch(site.origin + "/")).text();
    const [name] = listed(html, "bundle");
    const packed = readFileSync(`${DIST}/${name}`);
    const sent = packed.subarray(0, Math.floor(packed.length * 0.6));
    const { context, page, problems, requests } = await openRecordedPage(site.browser, { width: 360, height: 800 }, { serviceWorkers: "block" });
    try {
      await page.route(
        (url) => url.pathname.endsWith(`/${name}`),
        (route) => route.fulfill({ status: 200, contentType: "application/octet-stream", body: sent }),
      );
      await page.goto(site.origin + "/" + SHEFU);
      await page.waitForFunction(() => document.documentElement.dataset.tools, null, { timeout: 30_000 });
      await unfoldForm(page);
      await page.waitForFunction(() => document.documentElement.dataset.form, null, { timeout: 30_000 });
      const state = await page.evaluate(() => ({ ...document.documentElement.dataset, ring: document.querySelectorAll("svg [data-earth]").length }));
      assert.deepEqual({ more: state.more, tools: state.tools, form: state.form, ring: state.ring }, { more: "ready", tools: "ready", form: "ready", ring: 12 });
      const { panels } = await openReadings(page);
      assert.deepEqual(panels, PANELS);
      // Fetched as files: the chunks cut (at 60 % of the bundle, and those
      // after), not the module, nor what came whole before the cut; and the files
      // the bundle does not hold (the form's).
      const unbundled = listed(html, "chunks").filter((f) => !listed(html, "bundled").includes(f));
      const plain = requests.filter((url) => url.endsWith(".wasm")).map((url) => url.split("/").pop());
      // Which came whole: as much as the decoder gives of the cut bundle.
      let decoded = 0;
      try {
        const reader = new XzReadableStream(new Blob([sent]).stream()).getReader();
        for (let r = await reader.read(); !r.done; r = await reader.read()) decoded += r.value.byteLength;
      } catch {
        // The cut: the stream ends early.
      }
      const sizes = listed(html, "bundle-sizes").map(Number);
      const ends = sizes.map((_, i) => sizes.slice(0, i + 1).reduce((a, n) => a + n, 0));
      const cutShort = listed(html, "bundled").filter((_, i) => ends[i] > decoded);
      assert.ok(ends[0] <= decoded && cutShort.some((f) => f.startsWith("split_more-")), `the cut falls after the module, before the readings' chunk: ${decoded} of ${ends}`);
      assert.deepEqual(plain.filter((f) => !unbundled.includes(f)).sort(), cutShort.sort(), "the files cut short, each once");
      // Only the cut stream's failures.
      assert.deepEqual(problems.filter((p) => !/WebAssembly compilation aborted|Failed to read from a ReadableStream/.test(p)), []);
    } finally {
      await context.close();
    }
  });

  // Issue 12's phone: the chart is what the page is for, so the ring is on the
  // first screen; the form folds into the moment it cast and a button.
  test("on a phone the form folds into one line and the ring is on the first screen; wide, the form shows whole", async () => {
    for (const [width, height] of [[360, 740], [1280, 800]]) {
      const { context, page, problems } = await openRecordedPage(site.browser, { width, height }, { serviceWorkers: "block" });
      try {
        await page.goto(site.origin + "/" + SHEFU);
        await page.locator("svg [data-earth]").first().waitFor({ timeout: 30_000 });
        const brief = page.locator(".app-input-brief");
        const date = page.locator("#form-date");
        if (width === 360) {
          assert.match(await brief.textContent(), /^2026-12-02 09:30 \+08:00/);
          assert.equal(await brief.getAttribute("aria-expanded"), "false");
          assert.equal(await date.isVisible(), false, "the form is folded");
          // Folded, its fields are not built yet (src/app.rs, `form_built`).
          assert.equal(await page.locator("#app-input-body input").count(), 0, "no field built while folded");
          const ring = await page.locator(".ring-svg").boundingBox();
          assert.ok(ring.y >= 0 && ring.y + ring.height <= height, `the ring from ${ring.y} to ${ring.y + ring.height} px`);
          await brief.click();
          assert.equal(await brief.getAttribute("aria-expanded"), "true");
          assert.equal(await date.inputValue(), "2026-12-02");
          assert.ok(await date.isVisible(), "opened");
          // What is typed stays through a fold: the form is kept once built.
          const question = page.locator("#form-question");
          await question.fill("失物何在");
          await brief.click();
          assert.equal(await date.isVisible(), false, "folded again");
          await brief.click();
          assert.equal(await question.inputValue(), "失物何在");
          assert.deepEqual(problems, []);
          // A phone turned on its side: the form is built and shown whole.
          const fresh = await context.newPage();
          await fresh.goto(site.origin + "/" + SHEFU);
          await fresh.locator("svg [data-earth]").first().waitFor({ timeout: 30_000 });
          assert.equal(await fresh.locator("#form-date").count(), 0);
          await fresh.setViewportSize({ width: 800, height: 360 });
          await fresh.locator("#form-date").waitFor({ state: "visible", timeout: 5_000 });
          assert.equal(await fresh.locator("#form-date").inputValue(), "2026-12-02");
        } else {
          assert.equal(await brief.isVisible(), false, "no fold on a wide screen");
          assert.ok(await date.isVisible());
        }
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });

  test("the manifest names 六壬 and its icons are served", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + PREFIX);
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
      const manifestUrl = new URL(manifestHref, site.origin + PREFIX);
      const manifest = await (await page.request.get(manifestUrl.href)).json();
      assert.equal(manifest.name, "六壬");
      const sizes = manifest.icons.map((icon) => icon.sizes);
      assert.ok(sizes.includes("192x192") && sizes.includes("512x512"), `icon sizes: ${sizes}`);
      for (const icon of manifest.icons) {
        const response = await page.request.get(new URL(icon.src, manifestUrl).href);
        assert.equal(response.status(), 200, icon.src);
        assert.equal(response.headers()["content-type"], icon.type, icon.src);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
