// End-to-end: a share link with a topic (求財) opens on the verdict card — its
// 類神, the verdicts by tone, the 應期 dates — in the release build (dist/),
// held against the command-line tool's judgement; at 360 px and 1280 px with
// no sideways scroll and no console errors. Screenshots go to
// target/e2e-verdict-<width>.png to be looked at.
// Run with: node --test tests/e2e/verdict.test.mjs (after `trunk build --release`).
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openRecordedPage } from "./browser.mjs";
import { liurenCast } from "./cli.mjs";
import { sidewaysScroll, useSite } from "./site.mjs";

const SHOTS = fileURLToPath(new URL("../../target", import.meta.url));
// 2026-12-02 09:30 +08:00: 求財's 「財逢空墓最為難」 and 「若龍常為鬼者，亦無利也」 fire.
const AT = "2026-12-02T09:30:00+08:00";
const LINK = `?at=${encodeURIComponent(AT)}&cat=qiucai`;

describe("the verdict card of a topic link", () => {
  const site = useSite();
  let judgement;

  before(() => {
    judgement = liurenCast(AT, ["--topic", "qiucai"]).judgement;
    mkdirSync(SHOTS, { recursive: true });
  }, { timeout: 600_000 });

  for (const width of [360, 1280]) {
    test(`at ${width} px: the card names its 類神 and dates its 應期`, async () => {
      const { context, page, problems } = await openRecordedPage(site.browser, { width, height: 900 });
      try {
        await page.goto(site.origin + "/" + LINK);
        const card = page.locator(".verdict-card");
        await card.waitFor({ timeout: 30_000 });
        assert.equal(await card.getAttribute("data-topic"), "qiucai");
        // The 類神, as the CLI resolves them (青龍 and the rest), one line each.
        const leis = await page.$$eval(".verdict-lei", (ls) => ls.map((l) => [l.dataset.what, l.dataset.branch]));
        assert.deepEqual(leis, judgement.lei_shen.map((l) => [l.what, l.branch ?? ""]));
        assert.ok(leis.some(([what]) => what === "青龍"));
        const heights = await page.$$eval(".verdict-lei summary", (ss) => ss.map((s) => s.getBoundingClientRect().height));
        const line = await page.$eval(".verdict-lei summary", (s) => parseFloat(getComputedStyle(s).lineHeight) || 24);
        assert.ok(heights.every((h) => h <= line * 1.5), `one line each: ${heights} (line ${line})`);
        // Tapping one opens its facts (built as it opens: src/components/fold.rs).
        assert.equal(await page.locator(".verdict-lei-facts").count(), 0);
        await page.locator(".verdict-lei summary").first().click();
        await page.locator(".verdict-lei-facts li").first().waitFor({ timeout: 5_000 });
        assert.ok(await page.locator(".verdict-lei-facts li").first().isVisible());
        // The verdicts, as many as the CLI's, each tappable to its passage.
        assert.equal(await page.locator(".verdict-reading").count(), judgement.verdicts.length);
        assert.ok(judgement.verdicts.length >= 1);
        const ids = await page.$$eval(".verdict-reading", (rs) => rs.map((r) => r.dataset.id));
        assert.deepEqual(ids.sort(), judgement.verdicts.map((v) => v.id).sort());
        // Folded to a line each; a tap opens its passage with the source.
        assert.equal(await page.locator(".verdict-reading-card .reading-card-source").first().isVisible(), false);
        await page.locator(".verdict-reading summary").first().click();
        await page.locator(".verdict-reading-card .reading-card-source").first().waitFor({ timeout: 5_000 });
        assert.ok(await page.locator(".verdict-reading-card .reading-card-source").first().isVisible());
        // Grouped by the tone the passage states, with the count of each group.
        const groups = await page.$$eval(".verdict-group", (gs) => gs.map((g) => [g.dataset.tone, Number(g.dataset.count)]));
        const t = judgement.tally;
        const want = [["吉", t.good], ["凶", t.bad], ["吉凶", t.mixed], ["無", t.neither]].filter(([, n]) => n > 0);
        assert.deepEqual(groups, want);
        // 應期: at least one date, the CLI's dates with their 干支.
        const dates = await page.$$eval(".verdict-date", (ds) => ds.map((d) => d.dataset.date));
        assert.ok(dates.length >= 1, "at least one 應期 date");
        assert.deepEqual(dates, judgement.timing.flatMap((t) => t.dates));
        const pillars = await page.$$eval(".verdict-date", (ds) => ds.map((d) => d.dataset.pillar));
        assert.deepEqual(pillars, judgement.timing.flatMap((t) => t.pillars));
        assert.ok(await page.locator(".verdict-date").first().isVisible());
        // At the top of the readings.
        const first = await page.$eval("[data-slot=panels]", (p) => p.firstElementChild?.className);
        assert.equal(first, "reading-block verdict-card");
        const overflow = await sidewaysScroll(page);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await card.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/e2e-verdict-${width}.png`, fullPage: false });
        await card.screenshot({ path: `${SHOTS}/e2e-verdict-card-${width}.png` });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
});
