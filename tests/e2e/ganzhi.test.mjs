// End-to-end: the form's 干支 mode — a case as a book prints it (「己巳日 戌將 丑時」),
// cast with no date — in the release build (dist/), in headless Chromium.
//
// The cases are 《六壬指南》卷三 天時章第二 占驗一 and 占驗二, as
// crates/liuren-core/tests/topic_cases.rs quotes them: the pillars, 月將 and 占時
// read off the printed plate, and the printed 四課 (upper of each lesson, first
// lesson first) and 三傳. The page must show them as printed, entered in the
// form and opened from a share link; "find the moments" lists real instants that
// open as dated charts with the same day pillar, 月將 and 占時 (and the same list
// as `liuren find`); a 干支 that is not one of the sixty is refused with a
// message and leaves the saved charts as they were.
//
// Run with: node --test tests/e2e/ganzhi.test.mjs (after `trunk build --release`).
// Screenshots go to $SHOTS (default /tmp/ganzhi-shots).
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { openRecordedPage, unfoldForm } from "./browser.mjs";
import { KEY, sidewaysScroll, useSite } from "./site.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SHOTS = process.env.SHOTS ?? "/tmp/ganzhi-shots";

/** The printed cases: 「戊寅三月己巳日乙丑時」 and 「庚寅正月甲戌日辛未時」. */
const CASES = [
  {
    name: "天時章 占驗一",
    year: "戊寅",
    month: "丙辰",
    day: "己巳",
    general: "戌",
    hour: "丑",
    hourPillar: "乙丑",
    uppers: ["辰", "丑", "寅", "亥"],
    chuan: ["寅", "亥", "申"],
  },
  {
    name: "天時章 占驗二",
    year: "庚寅",
    month: "戊寅",
    day: "甲戌",
    general: "申",
    hour: "未",
    hourPillar: "辛未",
    uppers: ["卯", "辰", "亥", "子"],
    chuan: ["辰", "巳", "午"],
  },
];

/** The share query of a case: `?dp=…&mg=…&hb=…&yp=…&mp=…`. */
const linkOf = (c) =>
  "?" +
  [
    ["dp", c.day],
    ["mg", c.general],
    ["hb", c.hour],
    ["yp", c.year],
    ["mp", c.month],
  ]
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&");

/** The page's 四課 uppers (lesson 1 first) and 三傳 branches. */
async function shown(page) {
  const lessons = await page.$$eval("[data-lesson]", (ls) =>
    ls.map((l) => [Number(l.dataset.lesson), l.dataset.upper]).sort((a, b) => a[0] - b[0]).map((l) => l[1]),
  );
  const chuan = await page.$$eval("[data-transmission]", (ts) =>
    ts.map((t) => [Number(t.dataset.transmission), t.dataset.branch]).sort((a, b) => a[0] - b[0]).map((t) => t[1]),
  );
  return { lessons, chuan };
}

/** Waits until the page shows `c`'s printed 四課 and 三傳 (or fails with what it shows). */
async function untilPrinted(page, c) {
  try {
    await page.waitForFunction(
      ([uppers, chuan]) => {
        const l = [...document.querySelectorAll("[data-lesson]")]
          .sort((a, b) => a.dataset.lesson - b.dataset.lesson)
          .map((x) => x.dataset.upper);
        const t = [...document.querySelectorAll("[data-transmission]")]
          .sort((a, b) => a.dataset.transmission - b.dataset.transmission)
          .map((x) => x.dataset.branch);
        return l.join() === uppers.join() && t.join() === chuan.join();
      },
      [c.uppers, c.chuan],
      { timeout: 10_000 },
    );
  } catch {
    // Fall through: the assertion below says what the page shows.
  }
  assert.deepEqual(await shown(page), { lessons: c.uppers, chuan: c.chuan }, c.name);
}

/** The header's facts by their label: {月將: "申", 占時: "未", …}. */
const facts = (page) =>
  page.$$eval(".reading-fact", (fs) =>
    Object.fromEntries(fs.map((f) => [f.querySelector("dt").textContent.trim(), f.querySelector("dd").textContent.trim()])),
  );

const pillarsShown = (page) => page.$$eval(".reading-pillar-value", (vs) => vs.map((v) => v.textContent.trim()));

/** Types `value` into a text field and commits it (the form reads fields on change). */
async function enter(page, selector, value) {
  const field = page.locator(selector);
  await field.fill(value);
  await field.dispatchEvent("change");
}

describe("the 干支 mode", () => {
  const site = useSite();

  before(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  /** A fresh context at `query`, the readings' chunk started (the saved charts shown). */
  async function open(query, viewport = { width: 1280, height: 900 }) {
    const opened = await openRecordedPage(site.browser, viewport);
    await opened.page.goto(site.origin + "/" + query);
    await opened.page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
    await opened.page.locator("section.saved").waitFor({ timeout: 30_000 });
    return opened;
  }

  test("a book's case entered in the form opens as printed", async () => {
    const { context, page, problems } = await open("?at=2026-11-29T21%3A30%3A00%2B08%3A00");
    try {
      await page.locator("#form-mode-ganzhi").click();
      assert.equal(await page.locator("#form-mode-ganzhi").getAttribute("aria-pressed"), "true");
      for (const c of CASES) {
        await enter(page, "#form-day-pillar", c.day);
        await page.locator("#form-gz-mg").selectOption(c.general);
        await page.locator("#form-gz-hb").selectOption(c.hour);
        await enter(page, "#form-year-pillar", c.year);
        await enter(page, "#form-month-pillar", c.month);
        await untilPrinted(page, c);
        assert.equal(await page.locator("#form-pillar-error").textContent(), "");
        // The header: the pillars as given, no date; 月將 and 占時 as printed.
        assert.deepEqual(await pillarsShown(page), [c.year, c.month, c.day, c.hourPillar]);
        const f = await facts(page);
        assert.equal(f["月將"], c.general);
        assert.equal(f["占時"], c.hour);
        assert.ok(!("所給時間" in f) && !("節氣" in f), `a dated header: ${Object.keys(f)}`);
        await page.locator(".reading-dateless").waitFor();
        // The link carries the case and no date (written after the frame that shows it).
        await page.waitForFunction((m) => new URLSearchParams(location.search).get("mp") === m, c.month);
        const q = new URLSearchParams(await page.evaluate(() => location.search));
        assert.deepEqual(
          [q.get("dp"), q.get("mg"), q.get("hb"), q.get("yp"), q.get("mp"), q.get("at")],
          [c.day, c.general, c.hour, c.year, c.month, null],
        );
      }
      // The header names what needs a date (天寇 reads the day's solar term) and
      // the panels do not show it as fired.
      const needs = page.locator("[data-slot=needs] .reading-needs-line[data-needs=date]");
      await needs.waitFor({ timeout: 10_000 });
      assert.match(await needs.textContent(), /天寇/);
      assert.equal(await page.locator("[data-slot=needs]").getAttribute("hidden"), null);
      // Back to 日期: the date the form had, and an ordinary dated chart.
      await page.locator("#form-mode-date").click();
      await page.waitForFunction(() => new URLSearchParams(location.search).get("at") === "2026-11-29T21:30:00+08:00");
      assert.equal(await page.locator("#form-date").inputValue(), "2026-11-29");
      assert.notEqual(await page.locator("[data-slot=needs]").getAttribute("hidden"), null);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a book's case opens as printed from a share link", async () => {
    for (const c of CASES) {
      const { context, page, problems } = await open(linkOf(c));
      try {
        await untilPrinted(page, c);
        assert.deepEqual(await pillarsShown(page), [c.year, c.month, c.day, c.hourPillar]);
        // The form opens in the 干支 mode with the case in its fields.
        assert.equal(await page.locator("#form-mode-ganzhi").getAttribute("aria-pressed"), "true");
        assert.equal(await page.locator("#form-day-pillar").inputValue(), c.day);
        assert.equal(await page.locator("#form-gz-mg").inputValue(), c.general);
        assert.equal(await page.locator("#form-gz-hb").inputValue(), c.hour);
        assert.equal(await page.locator("#form-year-pillar").inputValue(), c.year);
        assert.equal(await page.locator("#form-month-pillar").inputValue(), c.month);
        // The link is kept as it was.
        assert.equal(await page.evaluate(() => location.search), linkOf(c));
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });

  test("a case saved in the 干支 mode opens again as that case", async () => {
    const c = CASES[0];
    const { context, page, problems } = await open(linkOf(c));
    try {
      await page.getByRole("button", { name: /保存/ }).click();
      await page.locator(".saved-item").first().waitFor();
      const stored = JSON.parse(await page.evaluate((k) => localStorage.getItem(k), KEY)).charts;
      assert.equal(stored.length, 1);
      assert.equal(stored[0].shared, linkOf(c));
      assert.match(await page.locator(".saved-item").first().textContent(), new RegExp(`干支 ${c.day}日 ${c.general}將 ${c.hour}時`));
      // From a dated chart, open it: the case again, in the 干支 mode.
      await page.goto(site.origin + "/?at=2001-01-01T00%3A00%3A00Z");
      await page.locator(".saved-item").first().waitFor({ timeout: 30_000 });
      assert.equal(await page.locator("#form-mode-date").getAttribute("aria-pressed"), "true");
      await page.locator(".saved-item").first().getByRole("button", { name: /干支/ }).click();
      await page.waitForFunction((d) => new URLSearchParams(location.search).get("dp") === d, c.day);
      await untilPrinted(page, c);
      assert.equal(await page.locator("#form-mode-ganzhi").getAttribute("aria-pressed"), "true");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("find the moments: each opens as a dated chart with the same day pillar, 月將 and 占時", async () => {
    const c = CASES[1];
    const { context, page, problems } = await open(linkOf(c));
    try {
      await page.locator(".form-find summary").click();
      const from = await page.locator("#form-find-from").inputValue();
      const to = await page.locator("#form-find-to").inputValue();
      // The default span: 60 years either side of this year.
      const year = new Date().getFullYear();
      assert.deepEqual([Number(from), Number(to)], [year - 60, year + 60]);
      await page.locator("#form-find").click();
      await page.locator(".find-moment").first().waitFor({ timeout: 10_000 });
      const listed = await page.$$eval(".find-moment", (bs) => bs.map((b) => b.dataset.at));
      const count = Number(await page.locator(".find-count").getAttribute("data-count"));
      assert.equal(count, listed.length);
      assert.ok(count >= 20 && count <= 300, `${count} moments`);
      // The same moments as the command-line tool lists.
      const cli = JSON.parse(
        execFileSync(
          "cargo",
          ["run", "-q", "--bin", "liuren", "--", "find", "--day", c.day, "--month-general", c.general,
            "--hour-branch", c.hour, "--from", from, "--to", to, "--json"],
          { cwd: ROOT, encoding: "utf8" },
        ),
      );
      assert.deepEqual(listed, cli.map((m) => m.at));

      // The first, the middle and the last, each opened with one tap.
      for (const i of [0, Math.floor(listed.length / 2), listed.length - 1]) {
        if (i > 0) {
          await page.locator("#form-mode-ganzhi").click();
          await page.locator(".find-moment").first().waitFor();
        }
        await page.locator(`.find-moment[data-at="${listed[i]}"]`).click();
        await page.waitForFunction((at) => new URLSearchParams(location.search).get("at") === at, listed[i]);
        assert.equal(await page.locator("#form-mode-date").getAttribute("aria-pressed"), "true");
        assert.equal(await page.locator("#form-date").inputValue(), listed[i].slice(0, 10));
        const pillars = await pillarsShown(page);
        assert.equal(pillars[2], c.day, `${listed[i]}: day pillar`);
        const f = await facts(page);
        assert.equal(f["月將"], c.general, `${listed[i]}: 月將`);
        assert.equal(f["占時"], c.hour, `${listed[i]}: 占時`);
        // A dated chart: its moment in the header.
        assert.ok("所給時間" in f, `${listed[i]}: ${Object.keys(f)}`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a 干支 not among the sixty gets a message and changes no saved chart", async () => {
    const { context, page, problems } = await open("?at=2026-11-29T21%3A30%3A00%2B08%3A00");
    try {
      await page.getByRole("button", { name: /保存/ }).click();
      await page.locator(".saved-item").first().waitFor();
      const before = await page.evaluate((k) => localStorage.getItem(k), KEY);
      assert.equal(JSON.parse(before).charts.length, 1);

      // In the form: 甲丑 is refused, and the chart stays the one shown.
      await page.locator("#form-mode-ganzhi").click();
      await page.waitForFunction(() => new URLSearchParams(location.search).has("dp"));
      const chart = await shown(page);
      const link = await page.evaluate(() => location.search);
      await enter(page, "#form-day-pillar", "甲丑");
      await page.waitForFunction(() => document.querySelector("#form-pillar-error")?.textContent !== "");
      const message = await page.locator("#form-pillar-error").textContent();
      assert.match(message, /甲丑/);
      assert.match(message, /not one of the sixty/);
      await enter(page, "#form-year-pillar", "乙子");
      assert.match(await page.locator("#form-pillar-error").textContent(), /乙子/);
      assert.deepEqual(await shown(page), chart);
      assert.equal(await page.evaluate(() => location.search), link);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), before);

      // In a link: the present is shown, with a notice naming dp and the value.
      await page.goto(site.origin + "/?dp=" + encodeURIComponent("甲丑") + "&mg=%E4%BA%A5&hb=%E5%8D%88");
      await page.locator("section.saved").waitFor({ timeout: 30_000 });
      const notice = await page.locator(".app-notice").first().textContent();
      assert.match(notice, /dp/);
      assert.match(notice, /甲丑/);
      assert.equal(await page.locator("#form-mode-date").getAttribute("aria-pressed"), "true");
      await page.waitForLoadState("networkidle");
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), KEY), before);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("on a phone and a wide screen: no sideways scroll; screenshots", async () => {
    const c = CASES[0];
    for (const width of [360, 1280]) {
      const { context, page, problems } = await open(linkOf(c), { width, height: 900 });
      try {
        await untilPrinted(page, c);
        if (width === 360) {
          // Folded on a phone, the form's line names the case as printed: no date.
          const brief = await page.locator(".app-input-brief .app-input-when").textContent();
          assert.equal(brief, `${c.day}日 · ${c.general}將 · ${c.hour}時`);
        }
        await unfoldForm(page);
        await page.locator(".form-find summary").click();
        await page.locator("#form-find").click();
        await page.locator(".find-moment").first().waitFor({ timeout: 10_000 });
        await page.locator("[data-slot=needs] .reading-needs-line").first().waitFor({ timeout: 10_000 });
        const overflow = await sidewaysScroll(page);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px at ${width}px`);
        for (const selector of ["#form-day-pillar", "#form-gz-mg", "#form-month-pillar", "#form-find", ".find-list"]) {
          const box = await page.locator(selector).boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= width, `${selector} from ${box.x} to ${box.x + box.width}`);
        }
        await page.screenshot({ path: `${SHOTS}/ganzhi-${width}.png` });
        await page.screenshot({ path: `${SHOTS}/ganzhi-${width}-full.png`, fullPage: true });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });
});
