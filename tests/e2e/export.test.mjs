// End-to-end: the chart taken out of the page, in the release build (dist/):
// copied as text (and by hand when the clipboard is refused) and as Markdown,
// printed (print media: no form, no buttons), and the ring saved as SVG and PNG.
// Run with: node --test tests/e2e/export.test.mjs (after `trunk build --release`).
// Screenshots go to $SHOTS (default /tmp/liuren-shots).
import { before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync } from "node:fs";
import { openRecordedPage } from "./browser.mjs";
import { liurenCast } from "./cli.mjs";
import { useSite } from "./site.mjs";

const SHOTS = process.env.SHOTS ?? "/tmp/liuren-shots";
const AT = "2026-11-29T21:30:00+08:00";
const LINK = `?at=${encodeURIComponent(AT)}`;
const BLANK = "\u3000";

/** The fields of a line of the text layout (split at full-width blanks). */
const fields = (line) => line.split(BLANK).filter((s) => s !== "");
/** The lines after the one starting with `heading`. */
function block(text, heading) {
  const lines = text.split("\n");
  return lines.slice(lines.findIndex((l) => l.startsWith(heading)) + 1);
}

describe("export: copy, print, pictures", () => {
  const site = useSite();
  let expected;

  before(() => {
    mkdirSync(SHOTS, { recursive: true });
    expected = liurenCast(AT);
  }, { timeout: 600_000 });

  async function open(viewport) {
    const opened = await openRecordedPage(site.browser, viewport);
    await opened.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: site.origin });
    await opened.page.goto(site.origin + "/" + LINK);
    await opened.page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
    return opened;
  }

  /** What the page shows: day pillar, 三傳 branches, 四課 1→4, palaces by earth. */
  async function shown(page) {
    const pillars = await page.$$eval(".reading-pillar-value", (vs) => vs.map((v) => v.textContent));
    const chuan = await page.$$eval("[data-transmission]", (ts) => ts.map((t) => t.dataset.branch));
    const lessons = await page.$$eval("[data-lesson]", (ls) => ls.map((l) => [l.dataset.upper, l.dataset.lower]));
    const palaces = await page.$$eval("g[data-earth]", (gs) =>
      Object.fromEntries(gs.map((g) => [g.dataset.earth, { heaven: g.dataset.heaven, general: g.dataset.general }])),
    );
    return { day: pillars[2], chuan, lessons, palaces };
  }

  test("the copied text is the chart on the page", async () => {
    const { context, page, problems } = await open();
    try {
      const s = await shown(page);
      assert.equal(s.day, expected.pillars.day);
      await page.click("[data-export=text]");
      await page.locator("[data-export=text]", { hasText: "已複製" }).waitFor();
      const text = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(fields(text.split("\n")[1]).includes(`${s.day}日`), text);
      const chuan = block(text, "三傳").slice(0, 3).map((l) => [...fields(l)[2]].at(-1));
      assert.deepEqual(chuan, s.chuan);
      // 四課 right to left: lesson 4 first.
      const [, uppers, lowers, names] = block(text, "四課").slice(0, 4).map(fields);
      assert.deepEqual(names, ["四", "三", "二", "一"]);
      assert.deepEqual(uppers, s.lessons.map((l) => l[0]).reverse());
      assert.deepEqual(lowers, s.lessons.map((l) => l[1]).reverse());
      // The square board: 巳午未申 on top; every palace's heaven as on the ring.
      const board = block(text, "天地盤").slice(0, 12);
      assert.deepEqual(fields(board[2]), ["巳", "午", "未", "申"]);
      assert.deepEqual(fields(board[11]), ["寅", "丑", "子", "亥"]);
      const cells = (line) => [0, 1, 2, 3].map((k) => [...line].slice(4 * k, 4 * k + 2).join(""));
      for (let r = 0; r < 4; r++) {
        const earth = cells(board[3 * r + 2]);
        const heaven = cells(board[3 * r + 1]);
        earth.forEach((e, k) => {
          const b = e.trim();
          if (b) assert.equal([...heaven[k]].at(-1), s.palaces[b].heaven, `heaven over ${b}`);
        });
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("a refused clipboard shows the text selected in a box", async () => {
    const { context, page, problems } = await open({ width: 360, height: 800 });
    try {
      await page.evaluate(() => {
        navigator.clipboard.writeText = () => Promise.reject(new DOMException("refused", "NotAllowedError"));
      });
      await page.click("[data-export=text]");
      const box = page.locator("textarea[data-export-fallback]");
      await box.waitFor();
      const { value, start, end } = await box.evaluate((t) => ({
        value: t.value,
        start: t.selectionStart,
        end: t.selectionEnd,
      }));
      assert.ok(value.includes(`${expected.pillars.day}日`), value);
      assert.equal(start, 0);
      assert.equal(end, value.length);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("the Markdown report has the chart and every reading with its source", async () => {
    const { context, page, problems } = await open();
    try {
      const button = page.locator("[data-export=markdown]");
      await button.waitFor({ timeout: 30_000 });
      await button.click();
      await page.locator("[data-export=markdown]", { hasText: "已複製" }).waitFor();
      const md = await page.evaluate(() => navigator.clipboard.readText());
      assert.ok(md.startsWith(`# 大六壬${BLANK}${expected.pillars.day}日`), md.slice(0, 80));
      assert.ok(md.includes("```text\n"));
      assert.ok(expected.readings.length > 10);
      for (const r of expected.readings) {
        assert.ok(md.includes(`### ${r.title}`), r.title);
        for (const p of r.passages) assert.ok(md.includes(`> —— ${p.source}\n`), p.source);
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("printed: the chart and the readings, no form, no buttons", async () => {
    const { context, page, problems } = await open({ width: 1280, height: 800 });
    try {
      await page.locator("[data-export=markdown]").waitFor({ timeout: 30_000 });
      await page.emulateMedia({ media: "print" });
      const display = await page.evaluate(() => {
        const d = (el) => getComputedStyle(el).display;
        // Not drawn: display none on the element or an ancestor.
        const drawn = (el) => el.checkVisibility();
        return {
          input: d(document.querySelector(".app-input")),
          form: [...document.querySelectorAll("form, .app-input, input, select")].map(drawn),
          buttons: [...document.querySelectorAll("button")].map(drawn),
          tools: d(document.querySelector(".export-tools")),
          tail: d(document.querySelector(".app-tail")),
          ring: d(document.querySelector(".ring-svg")),
          panels: d(document.querySelector("[data-slot=panels]")),
          lessons: d(document.querySelector("[data-lesson]")),
        };
      });
      assert.equal(display.input, "none");
      assert.equal(display.tools, "none");
      assert.ok(display.form.length > 5 && display.form.every((x) => x === false), JSON.stringify(display.form));
      assert.ok(display.buttons.length > 5 && display.buttons.every((x) => x === false), JSON.stringify(display.buttons));
      assert.equal(display.tail, "none");
      assert.notEqual(display.ring, "none");
      assert.notEqual(display.panels, "none");
      assert.notEqual(display.lessons, "none");
      // Something of the readings is on paper: a reading card's passage is rendered.
      const readingsHeight = await page.$eval("[data-slot=panels]", (el) => el.getBoundingClientRect().height);
      assert.ok(readingsHeight > 200, `panels ${readingsHeight}px`);
      await page.screenshot({ path: `${SHOTS}/print.png`, fullPage: true });
      const pdf = await page.pdf({ format: "A4" });
      assert.equal(pdf.subarray(0, 5).toString(), "%PDF-");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("the ring as SVG: it parses, 12 palaces as on the page, styles inlined", async () => {
    const { context, page, problems } = await open();
    try {
      const s = await shown(page);
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-export=svg]")]);
      assert.match(download.suggestedFilename(), /^liuren-2026-11-29-2130-丁未\.svg$/);
      await download.saveAs(`${SHOTS}/ring.svg`);
      const svg = readFileSync(await download.path(), "utf8");
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "image/svg+xml");
        const root = doc.documentElement;
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: root.localName,
          ns: root.namespaceURI,
          palaces: [...doc.querySelectorAll("g[data-earth]")].map((g) => [g.dataset.earth, g.dataset.heaven]),
          textFill: [...doc.querySelectorAll("text")].every((t) => t.getAttribute("fill")),
          external: [...doc.querySelectorAll("[href], [src]")].length,
        };
      }, svg);
      assert.equal(parsed.error, null);
      assert.equal(parsed.root, "svg");
      assert.equal(parsed.ns, "http://www.w3.org/2000/svg");
      assert.equal(parsed.palaces.length, 12);
      for (const [earth, heaven] of parsed.palaces) assert.equal(heaven, s.palaces[earth].heaven, earth);
      assert.ok(parsed.textFill, "every text carries its fill");
      assert.equal(parsed.external, 0);
      assert.ok(!svg.includes("var(--"), "CSS variables resolved");
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("the ring as PNG: a PNG that decodes to an image", async () => {
    const { context, page, problems, requests } = await open();
    try {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-export=png]")]);
      assert.match(download.suggestedFilename(), /\.png$/);
      await download.saveAs(`${SHOTS}/ring.png`);
      const bytes = readFileSync(await download.path());
      assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const size = await page.evaluate(async (b64) => {
        const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([data], { type: "image/png" }));
        return [bitmap.width, bitmap.height];
      }, bytes.toString("base64"));
      assert.deepEqual(size, [1600, 1600]);
      // Drawn in the page: nothing requested from another origin.
      const origin = new URL(site.origin).origin;
      const foreign = requests.filter((u) => !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:"));
      assert.deepEqual(foreign, []);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  test("the ring does not move when the tools come (their stand-ins hold the row)", async () => {
    // The tools' chunk held back a moment, so that the page is seen before and after it:
    // without the bundle, which holds it (public/boot.js), the page takes it as a file of its own.
    const { context, page, problems } = await openRecordedPage(site.browser, { width: 360, height: 740 }, { serviceWorkers: "block" });
    try {
      await page.route((url) => /\/bundle-[0-9a-f]+\.xz$/.test(url.pathname), (route) => route.abort());
      let release;
      const held = new Promise((r) => (release = r));
      await page.route(
        (url) => /split_tools-[0-9a-f]+\.wasm$/.test(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      await page.goto(site.origin + "/" + LINK);
      await page.locator("g[data-earth]").first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => document.documentElement.dataset.more === "ready", null, { timeout: 30_000 });
      const ringTop = () => page.$eval(".ring-svg", (svg) => svg.getBoundingClientRect().top + scrollY);
      const before = await ringTop();
      const waiting = await page.$$eval(".export-waiting .export-button", (bs) => bs.map((b) => [b.disabled, b.checkVisibility()]));
      assert.deepEqual(waiting, [[true, true], [true, true], [true, true], [true, true]], "four stand-ins, disabled, shown");
      release();
      await page.waitForFunction(() => document.documentElement.dataset.tools === "ready", null, { timeout: 30_000 });
      await page.locator("[data-export=markdown]").waitFor();
      assert.equal(await ringTop(), before, "the ring stayed where it was");
      assert.equal(await page.$$eval(".export-waiting .export-button", (bs) => bs.filter((b) => b.checkVisibility()).length), 0, "the stand-ins are gone");
      // Only the bundle's refusal (its request, and the browser's line for a failed preload).
      assert.deepEqual(problems.filter((p) => !/bundle-[0-9a-f]+\.xz|net::ERR_FAILED/.test(p)), []);
    } finally {
      await context.close();
    }
  });

  test("screenshots with the tools at 360 px and 1280 px", async () => {
    for (const width of [360, 1280]) {
      const { context, page, problems } = await open({ width, height: 900 });
      try {
        await page.locator("[data-export=markdown]").waitFor({ timeout: 30_000 });
        const tools = await page.locator(".export-tools").boundingBox();
        assert.ok(tools.x >= 0 && tools.x + tools.width <= width, `tools from ${tools.x} to ${tools.x + tools.width}`);
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), width, "no sideways scrolling");
        await page.screenshot({ path: `${SHOTS}/export-${width}.png` });
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    }
  });
});
