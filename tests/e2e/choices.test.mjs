// End-to-end: 流派之別 (src/components/choices.rs) in the release build (dist/),
// against the command-line tool's `choices --json`; it also reports how long the
// list takes to appear once the panel is opened (the release wasm).
// Run with: node --test tests/e2e/choices.test.mjs (after `trunk build --release`).
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { openRecordedPage } from "./browser.mjs";
import { useSite } from "./site.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// 辛酉日 午時 by day: xin-yin-wu moves 貴人 from 午 to 寅 (the core's test xin_day_noble).
const AT = "2020-03-19T11:00:00+08:00";
const LINK = `?at=${encodeURIComponent(AT)}`;

/** `liuren choices --at <at> --json`, parsed. */
function liurenChoices(at) {
  const out = execFileSync("cargo", ["run", "-q", "--bin", "liuren", "--", "choices", "--at", at, "--json"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return JSON.parse(out);
}

describe("the school choices of a 辛 day chart", () => {
  const site = useSite();
  let expected;

  before(() => {
    expected = liurenChoices(AT);
  }, { timeout: 600_000 });

  test("lists what the CLI lists, and one tap switches", async (t) => {
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + "/" + LINK);
      const summary = page.locator("details.choices > summary");
      await summary.waitFor({ timeout: 30_000 });
      assert.equal(await page.locator(".choices-item").count(), 0, "nothing is made before the panel opens");
      const start = Date.now();
      await summary.click();
      await page.locator(".choices-item").first().waitFor({ timeout: 30_000 });
      t.diagnostic(`the list appeared ${Date.now() - start} ms after the panel was opened`);

      const shown = await page.$$eval(".choices-item", (items) =>
        items.map((i) => ({
          option: i.dataset.option,
          value: i.dataset.value,
          changes: Object.fromEntries(
            [...i.querySelectorAll(".choices-change")].map((c) => [c.dataset.what, [c.dataset.from, c.dataset.to]]),
          ),
        })),
      );
      assert.deepEqual(
        shown,
        expected.map((c) => ({ option: c.option, value: c.value, changes: c.changes })),
      );
      const noble = () => page.locator('g[data-general="貴人"]').getAttribute("data-heaven");
      assert.equal(await noble(), "午");
      await page.locator('.choices-item[data-option="xin-yin-wu"][data-value="true"] .choices-switch').click();
      await page.waitForURL(/xin-yin-wu=true/, { timeout: 10_000 });
      await page.locator('g[data-general="貴人"][data-heaven="寅"]').waitFor({ timeout: 10_000 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  // 丁未日 亥時: every combination is cast and none changes the chart.
  test("a chart no choice changes says so", async (t) => {
    const none = "2026-11-29T21:30:00+08:00";
    assert.deepEqual(liurenChoices(none), []);
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + "/?at=" + encodeURIComponent(none));
      const summary = page.locator("details.choices > summary");
      await summary.waitFor({ timeout: 30_000 });
      const start = Date.now();
      await summary.click();
      await page.locator(".choices-none").waitFor({ timeout: 30_000 });
      t.diagnostic(`the message appeared ${Date.now() - start} ms after the panel was opened`);
      assert.match(await page.locator(".choices-none").innerText(), /此課無流派之別[\s\S]*no school choice changes this chart/);
      assert.equal(await page.locator(".choices-item").count(), 0);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
