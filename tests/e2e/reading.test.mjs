// End-to-end: the reading of a share link, in the release build (dist/),
// compared with the command-line tool's JSON for the same moment.
// Run with: node --test tests/e2e/*.test.mjs (after `trunk build --release`).
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { openRecordedPage } from "./browser.mjs";
import { liurenCast } from "./cli.mjs";
import { sidewaysScroll, useSite } from "./site.mjs";

const AT = "2026-11-29T21:30:00+08:00";
const LINK = `?at=${encodeURIComponent(AT)}`;


describe("the reading of a share link", () => {
  const site = useSite();
  let expected;

  before(() => {
    expected = liurenCast(AT);
  }, { timeout: 600_000 });

  async function openReading(viewport) {
    const opened = await openRecordedPage(site.browser, viewport);
    await opened.page.goto(site.origin + "/" + LINK);
    await opened.page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
    return opened;
  }

  test("every palace, lesson and transmission matches the CLI", async () => {
    const { context, page, problems } = await openReading();
    try {
      const palaces = await page.$$eval("g[data-earth]", (gs) =>
        gs.map((g) => ({ earth: g.dataset.earth, heaven: g.dataset.heaven, general: g.dataset.general })),
      );
      assert.equal(palaces.length, 12);
      const byEarth = Object.fromEntries(palaces.map((p) => [p.earth, p]));
      for (const p of expected.plate) {
        assert.deepEqual(byEarth[p.earth], { earth: p.earth, heaven: p.heaven, general: p.general }, `palace ${p.earth}`);
      }

      const lessons = await page.$$eval("[data-lesson]", (ls) =>
        ls.map((l) => ({ n: l.dataset.lesson, upper: l.dataset.upper, lower: l.dataset.lower })),
      );
      assert.deepEqual(
        lessons,
        expected.lessons.map((l, i) => ({ n: String(i + 1), upper: l.upper, lower: l.lower })),
      );

      const transmissions = await page.$$eval("[data-transmission]", (ts) =>
        ts.map((t) => ({ n: t.dataset.transmission, branch: t.dataset.branch })),
      );
      assert.deepEqual(
        transmissions,
        expected.transmissions.map((t, i) => ({ n: String(i + 1), branch: t.branch })),
      );

      assert.equal((await page.locator(".reading-method-name").textContent()).trim(), expected.method);
      const why = await page.$$eval(".reading-why li", (lis) => lis.map((li) => li.textContent));
      assert.deepEqual(why, expected.why);
      const pillars = await page.$$eval(".reading-pillar-value", (vs) => vs.map((v) => v.textContent));
      assert.deepEqual(pillars, [expected.pillars.year, expected.pillars.month, expected.pillars.day, expected.pillars.hour]);

      // The page URL is the share link.
      assert.equal(new URL(page.url()).searchParams.get("at"), AT);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  // The ring is drawn once and follows the chart palace by palace
  // (src/components/ring.rs): after recasts, what it shows must be what a page
  // opened on the new moment draws. With a querent (本命 and 行年 marks) and a
  // topic; the times step through hours whose plates differ in their 旬空,
  // transmissions and 神煞 counts.
  test("a recast ring draws what a fresh page draws for the new moment", async () => {
    const ring = (page) =>
      page.$eval("svg.ring-svg", (svg) => {
        const copy = svg.cloneNode(true);
        const walk = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
        const comments = [];
        while (walk.nextNode()) comments.push(walk.currentNode);
        for (const c of comments) c.remove();
        return new XMLSerializer().serializeToString(copy);
      });
    const start = `?at=${encodeURIComponent("2026-11-29T09:30:00+08:00")}&by=1984&sex=m&cat=qiucai`;
    const { context, page, problems } = await openRecordedPage(site.browser);
    const fresh = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + "/" + start);
      await page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
      const input = page.locator("input[type=time]").first();
      for (const time of ["13:30", "03:10", "21:45"]) {
        const before = await ring(page);
        await input.fill(time);
        await page.waitForFunction((t) => new URLSearchParams(location.search).get("at")?.includes(`T${t}`), time);
        const after = await ring(page);
        assert.notEqual(after, before, `the ring changed at ${time}`);
        await fresh.page.goto(site.origin + "/" + (await page.evaluate(() => location.search)));
        await fresh.page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
        assert.equal(after, await ring(fresh.page), `the ring recast to ${time} is the ring drawn fresh`);
      }
      assert.deepEqual([...problems, ...fresh.problems], []);
    } finally {
      await context.close();
      await fresh.context.close();
    }
  });

  test("简体 at a switch, and back", async () => {
    const { context, page, problems } = await openReading({ width: 360, height: 800 });
    try {
      const heading = page.locator("#reading-chuan-heading");
      assert.equal(await heading.textContent(), "三傳");
      await page.getByRole("button", { name: "简体" }).click();
      await page.waitForFunction(() => document.querySelector("#reading-chuan-heading")?.textContent === "三传");
      assert.equal(await page.locator("#reading-why-heading .term").textContent(), "发用之由");
      assert.equal(await page.locator("html").getAttribute("lang"), "zh-Hans");
      // The test contract stays traditional.
      const generals = await page.$$eval("g[data-general]", (gs) => gs.map((g) => g.dataset.general));
      assert.deepEqual(generals.sort(), expected.plate.map((p) => p.general).sort());

      // Remembered on the next visit.
      await page.reload();
      await page.locator("#reading-chuan-heading").waitFor();
      assert.equal(await page.locator("#reading-chuan-heading").textContent(), "三传");
      await page.getByRole("button", { name: "繁體" }).click();
      await page.waitForFunction(() => document.querySelector("#reading-chuan-heading")?.textContent === "三傳");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("on a phone the ring fits the screen and its text stays legible", async () => {
    const { context, page, problems } = await openReading({ width: 360, height: 800 });
    try {
      const ring = await page.locator("svg.ring-svg").boundingBox();
      assert.ok(ring.x >= 0 && ring.x + ring.width <= 360, `ring from ${ring.x} to ${ring.x + ring.width}`);
      // The font size as drawn: the text's own size scaled by the ring's viewBox.
      // Measured from the style, not from the glyphs' boxes, which depend on the
      // fonts the machine has (with no CJK font they are the fallback's boxes).
      const smallest = await page.$$eval("svg.ring-svg text", (ts) =>
        Math.min(...ts.map((t) => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)),
      );
      assert.ok(smallest >= 11, `smallest ring text ${smallest}px`);
      const overflow = await sidewaysScroll(page);
      assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
      // Tapping a palace shows its detail.
      await page.locator("g[data-earth='午']").click();
      const detail = await page.locator(".detail-list").textContent();
      const wu = expected.plate.find((p) => p.earth === "午");
      assert.ok(detail.includes(wu.general) && detail.includes(wu.kin), detail);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("copy link puts the page's share link on the clipboard", async () => {
    const { context, page, problems } = await openReading();
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
      await page.locator(".app-copy").click();
      await page.waitForFunction(() => document.querySelector(".app-copy")?.textContent === "已複製");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, page.url());
      assert.equal(new URL(copied).searchParams.get("at"), AT);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a malformed link says what is wrong and shows the present", async () => {
    const { context, page, problems } = await openRecordedPage(site.browser);
    try {
      await page.goto(site.origin + "/?at=2026-02-30T00:00:00Z");
      await page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
      const notice = await page.locator(".app-notice").textContent();
      assert.ok(notice.includes("at"), notice);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
