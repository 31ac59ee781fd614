// End-to-end: the release build in dist/ (from `trunk build --release`), served
// by a plain static server, in headless Chromium. Run with: node --test tests/e2e/*.test.mjs
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { launchChromium, openRecordedPage } from "./browser.mjs";
import { serveStatic } from "./static-server.mjs";

const DIST = fileURLToPath(new URL("../../dist", import.meta.url));
const PREFIX = "/sub/";

describe("app shell from dist/", () => {
  let server;
  let browser;

  before(async () => {
    assert.ok(existsSync(`${DIST}/index.html`), "dist/index.html missing: run `trunk build --release` first");
    server = await serveStatic(DIST, { prefixes: [PREFIX] });
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const base of ["/", PREFIX]) {
    test(`renders the header at ${base} with no console errors and no other origin`, async () => {
      const { context, page, problems, requests } = await openRecordedPage(browser);
      try {
        await page.goto(server.origin + base);
        const title = page.locator("header h1");
        await title.waitFor({ timeout: 30_000 });
        assert.equal(await title.textContent(), "大六壬");
        assert.equal(await page.title(), "大六壬");
        // Everything the page asked for came from under its own prefix.
        await page.waitForLoadState("networkidle");
        assert.deepEqual(problems, []);
        const foreign = requests.filter((url) => !url.startsWith("data:") && new URL(url).origin !== server.origin);
        assert.deepEqual(foreign, [], "requests to other origins");
        const outside = requests.filter((url) => url.startsWith(server.origin) && !new URL(url).pathname.startsWith(base));
        assert.deepEqual(outside, [], `requests outside ${base}`);
        assert.ok(requests.some((url) => url.endsWith(".wasm")), "the wasm module was fetched");
      } finally {
        await context.close();
      }
    });
  }

  test("opens offline after the first visit (service worker)", async () => {
    const { context, page, problems } = await openRecordedPage(browser);
    try {
      await page.goto(server.origin + PREFIX);
      await page.locator("header h1").waitFor({ timeout: 30_000 });
      // The worker caches the shell while it installs; `ready` means it is active.
      const cached = await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        const cache = await caches.open("liuren-shell-v1");
        return (await cache.keys()).map((request) => new URL(request.url).pathname);
      });
      for (const path of [PREFIX, `${PREFIX}boot.js`, `${PREFIX}favicon.svg`]) {
        assert.ok(cached.includes(path), `${path} not cached: ${cached}`);
      }
      assert.ok(cached.some((path) => path.endsWith("_bg.wasm")), `wasm not cached: ${cached}`);
      assert.deepEqual(problems, []);

      await context.setOffline(true);
      problems.length = 0;
      await page.reload();
      const title = page.locator("header h1");
      await title.waitFor({ timeout: 30_000 });
      assert.equal(await title.textContent(), "大六壬");
      // Offline, the worker's background refreshes fail (recorded as failed
      // requests); the page itself must not see an error.
      const seenByPage = problems.filter((p) => p.startsWith("console") || p.startsWith("page"));
      assert.deepEqual(seenByPage, []);
    } finally {
      await context.close();
    }
  });

  test("the page is cached once whatever the link, and any link opens offline", async () => {
    const { context, page, problems } = await openRecordedPage(browser);
    try {
      await page.goto(server.origin + PREFIX);
      await page.locator("header h1").waitFor({ timeout: 30_000 });
      await page.evaluate(async () => navigator.serviceWorker.ready);
      // Three links, each a navigation the worker answers.
      const links = ["?at=2026-11-29T21:30:00%2B08:00", "?at=2001-01-01T00:00:00Z&q=x", "?at=2026-11-30T08:00:00Z"];
      for (const link of links) {
        await page.goto(server.origin + PREFIX + link);
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
      await page.goto(server.origin + PREFIX + "?at=1999-12-31T23:59:00-05:30");
      await page.locator("header h1").waitFor({ timeout: 30_000 });
      assert.ok(new URL(page.url()).search.startsWith("?at=1999-12-31T23:59:00-05:30"), page.url());
      const seenByPage = problems.filter((p) => p.startsWith("console") || p.startsWith("page"));
      assert.deepEqual(seenByPage, []);
    } finally {
      await context.close();
    }
  });

  test("the manifest names 六壬 and its icons are served", async () => {
    const { context, page, problems } = await openRecordedPage(browser);
    try {
      await page.goto(server.origin + PREFIX);
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
      const manifestUrl = new URL(manifestHref, server.origin + PREFIX);
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
