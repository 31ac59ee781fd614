// End-to-end: two tabs saving at the same moment (issue #13, item 1). Two
// pages of one browser context (one localStorage) each press 保存此課 on a
// different chart at the same instant, 40 times; every one of the 80 charts
// must be in localStorage afterwards, and a page may say 已保存 only for a
// chart that is stored. Before the fix (a read–compare–write without a lock)
// saves were lost and the losing page still said 已保存.
// Run with: node --test tests/e2e/tabs.test.mjs (after `trunk build --release`).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { KEY, useSite } from "./site.mjs";

const PAIRS = Number(process.env.TABS_PAIRS ?? 40);
const TABS = [
  { name: "甲", link: "?at=2026-11-29T21:30:00%2B08:00" },
  { name: "乙", link: "?at=2026-11-30T08:00:00%2B08:00" },
];

/** Gives the chart on `page` the question `q`, as typing it in 所問 would. */
async function ask(page, q) {
  await page.evaluate((q) => {
    const input = document.querySelector("#form-question");
    input.value = q;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, q);
  // The chart writes the question into the link (after the frame that shows it).
  await page.waitForFunction((q) => new URLSearchParams(location.search).get("q") === q, q);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))));
}

/**
 * Presses 保存此課 on `page` at the wall-clock instant `at` (ms), spinning for
 * the last 20 milliseconds so two pages press within a millisecond or two of
 * each other, then waits for what the page says: the first note that is not
 * "保存中…" (saving). Resolves to that text and the press time.
 */
function pressAt(page, at) {
  return page.evaluate(async (at) => {
    // The wall clock, which both pages read alike (each page's own
    // performance.timeOrigin may be off by a few milliseconds).
    const now = () => Date.now();
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    if (at - now() > 20) await sleep(at - now() - 20);
    while (now() < at);
    const pressed = now();
    document.querySelector("button.saved-save").click();
    const note = () => document.querySelector(".saved-note")?.textContent ?? "";
    const started = now();
    let sawSaving = false;
    for (;;) {
      await sleep(5);
      const text = note();
      if (text.includes("保存中")) sawSaving = true;
      else if (text && (sawSaving || now() - started > 300)) return { text, pressed };
      if (now() - started > 20_000) return { text: `no answer; last note: ${text}`, pressed };
    }
  }, at);
}

describe("two tabs saving at once", () => {
  const site = useSite();

  /**
   * Two pages of one context press 保存此課 together `PAIRS` times; with
   * `webLocks` false, `navigator.locks` is hidden in both, as in a browser
   * without them, leaving the read-back and retry alone.
   */
  async function savePairs(webLocks) {
    const context = await site.browser.newContext();
    // Counts each page's writes of the key (a write lost and written again counts twice).
    await context.addInitScript(
      ([key, webLocks]) => {
        if (!webLocks) Object.defineProperty(Navigator.prototype, "locks", { value: undefined });
        const setItem = Storage.prototype.setItem;
        window.__writes = 0;
        Storage.prototype.setItem = function (k, v) {
          if (k === key) window.__writes += 1;
          return setItem.call(this, k, v);
        };
      },
      [KEY, webLocks],
    );
    const problems = [];
    try {
      const pages = [];
      for (const tab of TABS) {
        const page = await context.newPage();
        page.on("pageerror", (e) => problems.push(`${tab.name}: page error: ${e.message}`));
        page.on("console", (m) => m.type() === "error" && problems.push(`${tab.name}: console: ${m.text()}`));
        await page.goto(site.origin + "/" + tab.link);
        await page.locator("button.saved-save").waitFor({ timeout: 30_000 });
        await page.waitForLoadState("networkidle");
        pages.push(page);
      }
      const hasLocks = await pages[0].evaluate(() => navigator.locks !== undefined);
      assert.equal(hasLocks, webLocks);

      const reported = []; // { question, text }
      const gaps = [];
      for (let i = 0; i < PAIRS; i++) {
        const questions = TABS.map((tab) => `${tab.name}${String(i).padStart(2, "0")}`);
        await Promise.all(pages.map((page, t) => ask(page, questions[t])));
        const at = Date.now() + 600;
        const answers = await Promise.all(pages.map((page) => pressAt(page, at)));
        gaps.push(Math.abs(answers[0].pressed - answers[1].pressed));
        answers.forEach(({ text }, t) => reported.push({ question: questions[t], text }));
      }

      const writes = await Promise.all(pages.map((page) => page.evaluate(() => window.__writes)));
      const stored = await pages[0].evaluate((k) => localStorage.getItem(k), KEY);
      const kept = new Set(JSON.parse(stored).charts.map((c) => c.question));
      const lost = reported.filter(({ question }) => !kept.has(question));
      const falselyReported = lost.filter(({ text }) => /已保存/.test(text));
      const notReported = reported.filter(({ text }) => !/已保存此課/.test(text));
      console.log(
        `web locks: ${hasLocks}; ${reported.length} saves, ${lost.length} lost ` +
          `(${falselyReported.length} of them reported saved), ${notReported.length} not reported saved; ` +
          `writes of the key: ${writes.join(" + ")}; ` +
          `presses ${gaps.filter((g) => g <= 2).length} of ${PAIRS} pairs within 2 ms, ` +
          `median gap ${gaps.sort((a, b) => a - b)[gaps.length >> 1]} ms`,
      );

      assert.equal(kept.size, 2 * PAIRS, `every chart is stored; lost: ${lost.map((l) => l.question).join(" ")}`);
      assert.deepEqual(falselyReported, [], "no page said 已保存 for a chart that is not stored");
      assert.deepEqual(notReported, [], "each page said 已保存此課 for each of its saves");
      // What one page shows, the other shows too (they learn of each other's writes).
      for (const page of pages) {
        await page.waitForFunction((n) => document.querySelectorAll(".saved-item").length === n, 2 * PAIRS);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  }

  test(`${PAIRS} simultaneous save pairs: none lost, none falsely reported`, () => savePairs(true));

  test(`the same without Web Locks: the read-back and retry alone`, () => savePairs(false));
});
