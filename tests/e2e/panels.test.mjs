// End-to-end: the reading panels (射覆 answer, 卷中, 畢法) of a 射覆 share link,
// in the release build (dist/), against the command-line tool's JSON.
// Run with: node --test tests/e2e/*.test.mjs (after `trunk build --release`).
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { openRecordedPage } from "./browser.mjs";
import { liurenCast } from "./cli.mjs";
import { sidewaysScroll, useSite } from "./site.mjs";

const AT = "2026-11-29T21:30:00+08:00";
const LINK = `?at=${encodeURIComponent(AT)}&cat=shefu`;


/** Text without whitespace (the page breaks lines and pads around elements). */
const squeeze = (s) => s.replace(/\s+/g, "");

/** The CLI's readings of one family (its JSON holds every family's, in one model). */
const ofFamily = (json, family) => json.readings.filter((r) => r.family === family);
/** 卷中's 格 (its quick readings' ids start with `quick.`). */
const patternsOf = (json) => ofFamily(json, "juanzhong").filter((r) => !r.id.startsWith("quick."));

describe("the reading panels of a 射覆 link", () => {
  const site = useSite();
  let expected;

  before(() => {
    expected = liurenCast(AT, ["--topic", "shefu"]);
  }, { timeout: 600_000 });

  async function openPanels(page) {
    await page.goto(site.origin + "/" + LINK);
    await page.locator(".answer-block").waitFor({ timeout: 30_000 });
    const folded = ".answer-details > summary, .answer-judgements > summary, .juan-details > summary, .bifa-details > summary";
    for (const summary of await page.locator(folded).all()) {
      const open = await summary.evaluate((s) => s.parentElement.open);
      if (!open) await summary.click();
    }
    // A fold builds its body on the `toggle` event, a task after the tap.
    await page.waitForFunction(
      (selector) => [...document.querySelectorAll(selector)].every((s) => s.parentElement.open && s.parentElement.children.length > 1),
      folded,
    );
  }

  test("the answer quotes the text's passages, as printed", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await openPanels(page);
      const shefu = ofFamily(expected, "shefu");
      assert.equal(await page.locator(".answer-judgement").count(), shefu.length);
      // Each judgement names its line, as the CLI does.
      const lines = await page.$$eval(".answer-judgement", (js) => js.map((j) => Number(j.dataset.line)));
      assert.deepEqual(lines, shefu.map((r) => r.passages[0].line));
      // A 卷中 pattern's passage (corrected reading, traditional) and a fired 畢法 line.
      const body = squeeze(await page.locator("main").innerText());
      assert.ok(body.includes(squeeze(patternsOf(expected)[0].passages[0].text)), "the first 卷中 passage is shown");
      const bifa = ofFamily(expected, "bifa");
      if (bifa.length > 0) assert.ok(body.includes(bifa[0].title), "the first 畢法 line is shown");
      // The seed text is simplified: the 繁體 page shows it converted (lang zh-Hant), the
      // 简体 page as printed, so there the CLI's passage and thing appear verbatim.
      const passages = ".answer-judgement .reading-card-passage";
      assert.ok((await page.locator(passages).count()) >= shefu.length);
      assert.equal(await page.locator(passages).count(), await page.locator(`${passages}[lang="zh-Hant"]`).count());
      await page.getByRole("button", { name: "简体" }).click();
      const passage = shefu[0].passages[0].text;
      await page.locator(`${passages}[lang="zh-Hans"]`, { hasText: passage }).first().waitFor({ timeout: 10_000 });
      assert.equal(
        (await page.locator(".answer-thing").first().textContent()).trim(),
        expected.candidates[0].thing,
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("the 卷中 filter narrows the patterns, and 简体 converts them", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser, { width: 360, height: 800 });
    try {
      await openPanels(page);
      const all = await page.locator(".juan-pattern").count();
      assert.equal(all, patternsOf(expected).length);
      const title = patternsOf(expected)[0].title;
      await page.locator(".juan-filter").fill(title);
      const matching = await page.locator(".juan-pattern").count();
      assert.ok(matching >= 1 && matching <= all, `${matching} of ${all}`);
      await page.locator(".juan-filter").fill("");
      await page.getByRole("button", { name: "简体" }).click();
      await page.waitForFunction(() => document.querySelector(".juan-control .term")?.textContent === "类神");
      // No sideways scrolling on a phone with every panel open.
      const overflow = await sidewaysScroll(page);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
