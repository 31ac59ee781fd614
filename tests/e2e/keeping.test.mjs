// End-to-end: keeping charts (issue #3) in the release build from dist/:
// save from a share link, reload, search, delete and undo, export and import,
// and unreadable data under the storage key. Run with: node --test tests/e2e/*.test.mjs
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { openRecordedPage } from "./browser.mjs";
import { KEY, useSite } from "./site.mjs";

const BACKUP_PREFIX = "liuren.charts.corrupt.";
const QUESTION = "失物何在？鑰匙";
const LINK = `?at=2026-11-29T21:30:00%2B08:00&q=${encodeURIComponent(QUESTION)}`;

const storedText = (page, key = KEY) => page.evaluate((k) => localStorage.getItem(k), key);
const storedCharts = async (page) => JSON.parse(await storedText(page)).charts;
const backupKeys = (page) =>
  page.evaluate((prefix) => Object.keys(localStorage).filter((k) => k.startsWith(prefix)), BACKUP_PREFIX);

/** Waits until `locator`'s text matches `pattern` (a message may replace an earlier one). */
async function textMatching(locator, pattern, timeout = 10_000) {
  const end = Date.now() + timeout;
  let text = null;
  while (Date.now() < end) {
    text = await locator.textContent({ timeout: 1_000 }).catch(() => null);
    if (text !== null && pattern.test(text)) return text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  assert.fail(`expected text matching ${pattern}, last seen: ${text}`);
}

describe("keeping charts", () => {
  const site = useSite();

  /**
   * Navigates (to `url`, or reloads), waits for the saved-charts panel, then for
   * the network to go quiet: a navigation while the favicon is still loading
   * would abort it, and the recorder counts that as a failed request.
   */
  async function visit(page, url = null) {
    await (url === null ? page.reload() : page.goto(url));
    await page.locator("section.saved").waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
  }

  /** A fresh browser context at `query`, with the saved-charts panel rendered. */
  async function open(query = "", viewport = undefined) {
    const opened = await openRecordedPage(site.browser, viewport);
    await visit(opened.page, site.origin + "/" + query);
    return opened;
  }

  /** Stores `text` under `key` and reloads, as if an earlier visit had left it. */
  async function preload(page, text, key = KEY) {
    await page.evaluate(([k, t]) => localStorage.setItem(k, t), [key, text]);
    await visit(page);
  }

  test("save, reload, search, delete and undo", async () => {
    const { context, page, problems } = await open(LINK);
    try {
      const items = page.locator(".saved-item");
      assert.equal(await items.count(), 0);
      await page.getByRole("button", { name: /保存/ }).click();
      await items.first().waitFor();

      // What was written: the documented format, inputs as a share query, question apart.
      const [stored] = await storedCharts(page);
      assert.equal(stored.question, QUESTION);
      assert.equal(stored.shared, "?at=2026-11-29T21:30:00%2B08:00");
      assert.equal(JSON.parse(await storedText(page)).schema, 1);

      // Saving the same chart and question again adds nothing.
      await page.getByRole("button", { name: /保存/ }).click();
      await textMatching(page.locator(".saved-note"), /已保存過/);
      assert.equal((await storedCharts(page)).length, 1);

      await visit(page);
      await items.first().waitFor();
      assert.equal(await items.count(), 1);
      assert.match(await items.first().textContent(), /失物何在/);
      assert.match(await items.first().textContent(), /2026-11-29 21:30 \+08:00/);

      const search = page.getByRole("searchbox", { name: /搜尋/ });
      await search.fill("鑰匙");
      assert.equal(await items.count(), 1);
      await search.fill("婚姻");
      await page.locator(".saved-empty").waitFor();
      assert.equal(await items.count(), 0);
      await search.fill("");
      await items.first().waitFor();

      await items.first().getByRole("button", { name: "刪除" }).click();
      await page.locator(".saved-toast").waitFor();
      assert.equal(await items.count(), 0);
      assert.deepEqual(await storedCharts(page), []);
      await page.getByRole("button", { name: "復原" }).click();
      await items.first().waitFor();
      assert.equal(await items.count(), 1);
      assert.equal((await storedCharts(page))[0].id, stored.id, "the same record came back");
      assert.equal(await page.locator(".saved-toast").count(), 0);

      // Open it from another chart: the page shows it again, link and all.
      await visit(page, site.origin + "/?at=2001-01-01T00:00:00Z");
      await items.first().waitFor();
      await items.first().getByRole("button", { name: /失物何在/ }).click();
      await page.waitForFunction(() => location.search.includes("at=2026-11-29T21:30:00%2B08:00"));
      assert.equal(new URLSearchParams(await page.evaluate(() => location.search)).get("q"), QUESTION);

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("notes and 應驗 are kept; export, then import skips what is already there", async () => {
    const { context, page, problems } = await open(LINK);
    try {
      await page.getByRole("button", { name: /保存/ }).click();
      const item = page.locator(".saved-item").first();
      await item.waitFor();
      await item.getByRole("button", { name: "編輯" }).click();
      await item.getByLabel("名稱").fill("鑰匙");
      await item.getByLabel("批註").fill("西北方");
      await item.getByLabel("應驗").fill("在西北櫃中尋得");
      await item.getByRole("button", { name: "完成" }).click();
      await page.locator(".saved-item .saved-outcome").waitFor();
      const [kept] = await storedCharts(page);
      assert.deepEqual([kept.name, kept.notes, kept.outcome], ["鑰匙", "西北方", "在西北櫃中尋得"]);
      assert.ok(kept.updated >= kept.created);

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "匯出全部" }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^liuren-charts-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), "utf8"));
      assert.equal(exported.app, "liuren");
      assert.equal(exported.schema, 1);
      assert.deepEqual(exported.charts, await storedCharts(page));

      // The same file again: one duplicate, nothing new.
      const file = { name: "charts.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(exported)) };
      await page.locator("input.saved-file").setInputFiles(file);
      await page.locator(".saved-plan").waitFor();
      assert.match(await page.locator(".saved-plan").textContent(), /0 則新的課，1 則重複/);
      await page.getByRole("button", { name: "取消" }).click();

      // After deleting it, the file brings it back.
      await page.locator(".saved-item").first().getByRole("button", { name: "刪除" }).click();
      await page.locator(".saved-empty").waitFor();
      await page.locator("input.saved-file").setInputFiles(file);
      await page.locator(".saved-plan").waitFor();
      assert.match(await page.locator(".saved-plan").textContent(), /1 則新的課，0 則重複/);
      await page.getByRole("button", { name: "匯入 1 則" }).click();
      await page.locator(".saved-item").first().waitFor();
      assert.deepEqual(await storedCharts(page), exported.charts);

      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a malformed import says so and changes nothing", async () => {
    const { context, page, problems } = await open(LINK);
    try {
      await page.getByRole("button", { name: /保存/ }).click();
      await page.locator(".saved-item").first().waitFor();
      const before = await storedText(page);

      for (const [file, expected] of [
        ['{"charts": [ {"id": "x"', /不是 JSON/],
        ['{"app":"todomvc","schema":1,"charts":[]}', /不是大六壬的課/],
        ['{"app":"liuren","schema":99,"charts":[]}', /第 99 版/],
        [`{"app":"liuren","schema":1,"charts":[{"id":"a","created":1,"updated":1,"shared":"?at=nonsense"}]}`, /第 1 則/],
      ]) {
        await page.locator("input.saved-file").setInputFiles({
          name: "bad.json",
          mimeType: "application/json",
          buffer: Buffer.from(file),
        });
        const message = await textMatching(page.locator(".saved-note-error"), expected);
        assert.match(message, /無法匯入/);
        assert.match(message, /未作任何更改/);
        assert.equal(await page.locator(".saved-plan").count(), 0);
        assert.equal(await page.locator(".saved-item").count(), 1);
        assert.equal(await storedText(page), before);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("corrupt data under the key: the app renders, says so, and keeps the raw text", async () => {
    const { context, page, problems } = await open();
    try {
      const raw = '{"schema":1,"charts":[{"id":"a","created":1,"upd';
      await preload(page, raw);
      assert.equal(await page.locator("header h1").textContent(), "大六壬");
      const banner = page.locator(".saved-banner");
      await banner.waitFor();
      assert.match(await banner.textContent(), /無法讀取/);
      assert.equal(await storedText(page), raw, "the key is untouched");
      const [backup, ...more] = await backupKeys(page);
      assert.deepEqual(more, []);
      assert.equal(await storedText(page, backup), raw, "a copy was made before anything else");

      // The raw text can be downloaded as found.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        banner.getByRole("button", { name: "下載原始資料" }).click(),
      ]);
      assert.equal(await readFile(await download.path(), "utf8"), raw);

      // Reloading changes nothing and makes no second copy.
      await visit(page);
      await page.locator(".saved-banner").waitFor();
      assert.equal(await storedText(page), raw);
      assert.deepEqual(await backupKeys(page), [backup]);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a damaged store lists what can be read; saving writes it back and keeps the copy", async () => {
    // On a phone: the notice names the copy's long key without widening the page.
    const { context, page, problems } = await open(LINK, { width: 360, height: 800 });
    try {
      const good = { id: "a", created: 1, updated: 1, question: "舊問", shared: "?at=2001-01-01T00:00:00Z" };
      const raw = JSON.stringify({ schema: 1, charts: [good, { id: "b", created: "x" }] });
      await preload(page, raw);
      const banner = page.locator(".saved-banner");
      await banner.waitFor();
      assert.match(await banner.textContent(), /第 2 則/);
      assert.match(await banner.textContent(), /可讀的 1 則列於下方，1 則無法讀取/);
      assert.equal(await page.locator(".saved-item").count(), 1);
      assert.equal(await storedText(page), raw);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, "no sideways scrolling");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        banner.getByRole("button", { name: "匯出可讀的 1 則" }).click(),
      ]);
      const readable = JSON.parse(await readFile(await download.path(), "utf8"));
      assert.deepEqual(readable.charts.map((c) => c.id), ["a"]);

      // Saving now writes the readable chart and the new one; the raw text stays in its copy.
      await page.getByRole("button", { name: /保存/ }).click();
      await page.locator(".saved-item").nth(1).waitFor();
      const charts = await storedCharts(page);
      assert.deepEqual(charts.map((c) => c.question), ["舊問", QUESTION]);
      const [backup] = await backupKeys(page);
      assert.equal(await storedText(page, backup), raw);
      assert.match(await banner.textContent(), /清單已寫回/);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("data from a newer version is refused by its schema number and kept", async () => {
    const { context, page, problems } = await open();
    try {
      const raw = '{"schema":99,"charts":[]}';
      await preload(page, raw);
      const banner = page.locator(".saved-banner");
      await banner.waitFor();
      assert.match(await banner.textContent(), /第 99 版/);
      assert.match(await banner.locator(".saved-banner-reason").getAttribute("title"), /schema 99/);
      assert.equal(await storedText(page), raw);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
