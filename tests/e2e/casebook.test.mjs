// End-to-end: the casebook (issue #11 item 6) in the release build from dist/:
// 200 saved charts, search by what fired, 有應驗, and 案例統計 with its counts;
// prints how long the first cast of the 200 took in Chromium.
// Run with: node --test tests/e2e/casebook.test.mjs (after `trunk build --release`).
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { openRecordedPage } from "./browser.mjs";
import { KEY, useSite } from "./site.mjs";

// 戊午日 申將辰時: 元首 (worked by hand in crates/liuren-core/tests/choices.rs).
const YUANSHOU = "?at=2025-06-18T07:00:00%2B08:00";

/** 199 charts at other moments (none with 元首 in its text), and the 元首 chart with an 應驗. */
function store() {
  const charts = [];
  for (let i = 0; i < 199; i++) {
    const month = String(1 + (i % 12)).padStart(2, "0");
    const day = String(1 + (i % 28)).padStart(2, "0");
    const hour = String((i * 7) % 24).padStart(2, "0");
    charts.push({
      id: `c${i}`, created: 1000 + i, updated: 1000 + i, name: `第${i}課`, question: "", category: "",
      notes: "", outcome: "", shared: `?at=2026-${month}-${day}T${hour}:15:00%2B08:00`,
    });
  }
  charts.push({
    id: "y", created: 5000, updated: 5000, name: "甲", question: "", category: "",
    notes: "", outcome: "如期", shared: YUANSHOU,
  });
  return JSON.stringify({ schema: 1, charts });
}

describe("casebook", () => {
  const site = useSite();

  test("200 saved charts: search by what fired, 有應驗, 案例統計", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + "/?at=2026-11-29T21:30:00%2B08:00");
      await page.locator("section.saved").waitFor({ timeout: 30_000 });
      await page.evaluate(([k, t]) => localStorage.setItem(k, t), [KEY, store()]);
      await page.reload();
      await page.locator("section.saved").waitFor({ timeout: 30_000 });
      await page.waitForLoadState("networkidle");
      const items = page.locator(".saved-item");
      assert.equal(await items.count(), 200);

      // Opening 案例統計 casts the 200 charts once.
      const started = Date.now();
      await page.locator(".saved-stats summary").click();
      await page.locator(".saved-stats-table").waitFor({ timeout: 30_000 });
      console.log(`casebook of 200 saved charts in Chromium (release): ${Date.now() - started} ms`);
      const row = page.locator(".saved-stat[data-family=keti][data-id=yuanshou]");
      const charts = Number(await row.locator(".saved-stat-charts").textContent());
      assert.ok(charts >= 1);
      // Only 甲 has an 應驗, and 甲 is 元首.
      assert.equal(await row.locator(".saved-stat-outcome").textContent(), "1");

      const search = page.getByRole("searchbox", { name: /搜尋/ });
      await search.fill("元首");
      assert.equal(await items.count(), charts);
      assert.equal(await page.locator('.saved-item[data-id="y"]').count(), 1);
      await search.fill("");
      await page.locator(".saved-with-outcome").check();
      assert.equal(await items.count(), 1);
      assert.equal(await items.first().getAttribute("data-id"), "y");
      await page.locator(".saved-with-outcome").uncheck();
      assert.equal(await items.count(), 200);
      await row.locator(".saved-stat-outcome").click();
      assert.equal(await items.count(), 1);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
