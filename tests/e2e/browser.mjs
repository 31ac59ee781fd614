// Launches Debian's Chromium through playwright-core, with flags for a machine
// that has no network beyond loopback.
import { chromium } from "playwright-core";

export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Chromium names a downloaded file in the locale's character set: under the
// POSIX locale (no LANG, as in `env -i`) 「liuren-…-丁未.svg」 comes out as
// "download". The browser gets a UTF-8 locale unless it already has one.
const UTF8 = /utf-?8/i;
function browserEnv() {
  const locale = process.env.LC_ALL || process.env.LC_CTYPE || process.env.LANG || "";
  return UTF8.test(locale) ? process.env : { ...process.env, LC_ALL: "C.UTF-8" };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    env: browserEnv(),
  });
}

/**
 * Opens a page in a fresh context (own service workers and caches) and records
 * what went wrong: console errors, uncaught exceptions, failed or >= 400
 * requests, and every requested URL (the page's and its service worker's).
 * `options` go to the context (e.g. `serviceWorkers: "block"`).
 */
export async function openRecordedPage(browser, viewport = { width: 1280, height: 800 }, options = {}) {
  const context = await browser.newContext({ ...options, viewport });
  const problems = [];
  const requests = [];
  context.on("request", (request) => requests.push(request.url()));
  context.on("requestfailed", (request) => {
    // While offline on purpose, failures are expected; callers clear `problems`.
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  context.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems, requests };
}

/**
 * Opens the form where a narrow screen folds it into one line (src/app.rs,
 * `.app-input-brief`); does nothing where it is shown whole.
 */
export async function unfoldForm(page) {
  const brief = page.locator(".app-input-brief");
  if ((await brief.isVisible()) && (await brief.getAttribute("aria-expanded")) === "false") await brief.click();
}
