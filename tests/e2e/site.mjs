// The site under test for the end-to-end tests: the release build in dist/
// (from `trunk build --release`), served on 127.0.0.1 by ./static-server.mjs,
// and headless Chromium from ./browser.mjs, both started before a describe's
// tests and closed after them; the storage key the app keeps charts under;
// how far a page scrolls sideways.
import { after, before } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { launchChromium } from "./browser.mjs";
import { serveStatic } from "./static-server.mjs";

/** The release build: dist/ at the root of the repository. */
export const DIST = fileURLToPath(new URL("../../dist", import.meta.url));

/** The localStorage key of the saved charts (`KEY` in src/storage.rs). */
export const KEY = "liuren.charts.v1";

/** How far `page` scrolls sideways, in CSS pixels: 0 or less when it does not. */
export const sidewaysScroll = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * Registers hooks in the current `describe`: a `before` that checks that dist/
 * is built, serves it (`options` go to serveStatic: `prefixes`, `gzip`) and
 * launches Chromium, and an `after` that closes the browser, then the server.
 * Call it before the describe's own `before` hooks: they run after it, so a
 * missing dist/ fails the suite before any slower setup of their own.
 * Returns getters, valid once the hooks have run: `server` (serveStatic's
 * { origin, served(), close() }), its `origin`, and `browser`.
 */
export function useSite(options = {}) {
  let server;
  let browser;

  before(async () => {
    assert.ok(existsSync(`${DIST}/index.html`), "dist/index.html missing: run `trunk build --release` first");
    server = await serveStatic(DIST, options);
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await server?.close();
  });

  return {
    get server() {
      return server;
    },
    get origin() {
      return server.origin;
    },
    get browser() {
      return browser;
    },
  };
}
