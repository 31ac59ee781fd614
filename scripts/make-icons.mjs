// Renders public/favicon.svg to the PNG icons named in public/manifest.webmanifest.
// Run by hand after changing the SVG: node scripts/make-icons.mjs
// (needs `npm ci` and /usr/bin/chromium, both from scripts/setup).
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = fileURLToPath(new URL("..", import.meta.url));
const svg = await readFile(`${root}public/favicon.svg`, "utf8");
// Maskable icons get cropped to a platform shape: fill the whole square.
const squareSvg = svg.replace(/ rx="\d+"/, "");

const targets = [
  // The page's icon (index.html): a small PNG, which the browser decodes at once
  // where an SVG icon is a document of its own built on the page's main thread.
  { file: "public/icons/icon-32.png", size: 32, source: svg },
  { file: "public/icons/icon-192.png", size: 192, source: svg },
  { file: "public/icons/icon-512.png", size: 512, source: svg },
  { file: "public/icons/icon-maskable-512.png", size: 512, source: squareSvg },
];

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  for (const { file, size, source } of targets) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: `${root}${file}`, omitBackground: true });
    await page.close();
    console.log(`wrote ${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
