// The last step of scripts/wasm-build: names the built files for the page and
// puts them into Trunk's staging directory.
//
//   node scripts/wasm-name.mjs <built dir> <name> <staging dir> <public url>
//
// <built dir> holds wasm-bindgen's `<name>.js` and `<name>_bg.wasm`, wasm-split's
// loader `__wasm_split.js` and its chunk(s) (`split_<point>.wasm`). The main JS
// imports the loader and the loader imports the main JS, so no file's hash can
// name the other's: every file gets the one hash of all of them (sha256 of
// names and contents, 16 hex digits, like Trunk's `name-<hex>` names, which the
// service worker knows as never changing). The references between them are
// rewritten, each checked to be there (a new wasm-bindgen or wasm-split that
// wrote them otherwise fails the build here, not in the browser).
//
// In the staged index.html, the `<link data-trunk rel="rust" … data-trunk-skip>`
// placeholder becomes what Trunk wrote for a Rust app: a modulepreload of the
// JS and a preload of the wasm, with subresource-integrity hashes, and
// public/boot.js's script tag with the names as data attributes
// (`data-chunks`: every chunk, which the service worker caches; `data-preload`:
// those the readings need, which boot.js preloads as the module's last bytes come
// in when it takes the files one by one; `data-form`: the form's, which boot.js
// preloads at once where the form shows whole, unless the bundle holds them;
// `data-wasm-bytes`: the length of what it fetches first, by which boot.js tells
// how much of the module is still to come; and, in a release build, the bundle
// below. The tools' chunk is left to the module, which loads it once the
// readings' are in).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { xz } from "./xz.mjs";

const [built, name, staging, base = "./"] = process.argv.slice(2);
if (!built || !name || !staging) {
  console.error("usage: node scripts/wasm-name.mjs <built dir> <name> <staging dir> [public url]");
  process.exit(2);
}
const fail = (message) => {
  console.error(`wasm-name: ${message}`);
  process.exit(1);
};

const LOADER = "__wasm_split.js";
const files = readdirSync(built).sort();
const mainJs = `${name}.js`;
const mainWasm = `${name}_bg.wasm`;
const chunks = files.filter((f) => f.endsWith(".wasm") && f !== mainWasm);
for (const needed of [mainJs, mainWasm, LOADER]) if (!files.includes(needed)) fail(`${needed} not built in ${built}`);
if (chunks.length === 0) fail(`no split chunk in ${built}: is the split point in src/main.rs?`);
const unknown = files.filter((f) => ![mainJs, mainWasm, LOADER, ...chunks].includes(f));
if (unknown.length) fail(`unexpected files in ${built}: ${unknown.join(", ")}`);


const content = new Map(files.map((f) => [f, readFileSync(join(built, f))]));

// Which chunks each split point needs: its own (`split_<point>.wasm`) and the
// chunks of code it shares with others, which the loader lists under a comment
// naming the points that use them (`/* more, tools */ const __chunk_3 = …`).
const loaderText = content.get(LOADER).toString("utf8");
const users = new Map();
for (const m of loaderText.matchAll(/\/\* ([\w, ]+) \*\/\s*const __chunk_\d+ = makeLoad\(\(\) => \{\s*const src = fetch\(new URL\("\.\/([\w.]+)"/g)) {
  users.set(m[2], m[1].split(/,\s*/));
}
const shared = chunks.filter((c) => !c.startsWith("split_"));
for (const c of shared) if (!users.has(c)) fail(`${LOADER} names no users of ${c}`);
const needs = (point) => {
  if (!chunks.includes(`split_${point}.wasm`)) fail(`split_${point}.wasm not built: is its split point in src/main.rs?`);
  return [...shared.filter((c) => users.get(c).includes(point)), `split_${point}.wasm`];
};
// The readings' chunks (the readings' `split_more` and the code it shares) are
// preloaded at the module's end (`data-preload`); the form's (`data-form`),
// where the form shows whole, beside the module (the chart is mounted once they
// are in); the tools' are left to the module, which loads them once the
// readings' are in (src/main.rs).
const preload = needs("more");
const formChunks = needs("form");
needs("tools");
const all = createHash("sha256");
for (const f of files) all.update(f).update("\0").update(content.get(f)).update("\0");
// And this script, which rewrites what it names: a change here is a new name.
all.update(readFileSync(new URL(import.meta.url)));
const hash = all.digest("hex").slice(0, 16);
const hashed = (file) => file.replace(/(_bg)?\.(js|wasm)$/, (tail) => `-${hash}${tail}`);

// Replaces every `from` in `text` (at least once) by `to`.
const rewrite = (file, text, from, to) => {
  if (!text.includes(from)) fail(`${file} no longer contains ${from}`);
  return text.replaceAll(from, to);
};
let js = content.get(mainJs).toString("utf8");
// The import statement only: the same string is also the key of the imports
// object, which must stay the wasm's own import module name.
js = rewrite(mainJs, js, `from "./${LOADER}"`, `from "./${hashed(LOADER)}"`);
js = rewrite(mainJs, js, `'${mainWasm}'`, `'${hashed(mainWasm)}'`);
let loader = content.get(LOADER).toString("utf8");
loader = rewrite(LOADER, loader, `from "./${mainJs}"`, `from "./${hashed(mainJs)}"`);
for (const chunk of chunks) loader = rewrite(LOADER, loader, `"./${chunk}"`, `"./${hashed(chunk)}"`);
// The loader fetches each chunk through public/boot.js's `liurenWasm`, which
// takes it from the bundle when the visit decodes that.
const fetches = loader.split("fetch(new URL(").length - 1;
if (fetches !== chunks.length) fail(`${LOADER}: expected ${chunks.length} chunk fetches, found ${fetches}`);
loader = loader.replaceAll("fetch(new URL(", "globalThis.liurenWasm(new URL(");

// The release build's JS is minified (WASM_MINIFY=1, set by scripts/wasm-build):
// wasm-bindgen's glue is 55 KB of readable source that a phone parses before the
// module can start. Minified, it is 25 KB (9.3 → 7.1 KB gzip); on the repeat
// visit no gain in time could be told from the machine's spread (README, "Size
// and speed"). Names the wasm imports are object keys and strings, which terser
// leaves as they are; the exports keep their names.
const minify = async (file, source) => {
  if (process.env.WASM_MINIFY !== "1") return source;
  const { minify: terser } = await import("terser");
  const result = await terser(source, { module: true, compress: true, mangle: true });
  if (!result.code) fail(`terser returned nothing for ${file}`);
  return result.code;
};
const out = new Map([
  [mainJs, Buffer.from(await minify(mainJs, js))],
  [mainWasm, content.get(mainWasm)],
  [LOADER, Buffer.from(await minify(LOADER, loader))],
  ...chunks.map((c) => [c, content.get(c)]),
]);
for (const [file, bytes] of out) writeFileSync(join(staging, hashed(file)), bytes);

// The release build (WASM_XZ=1, set by scripts/wasm-build) also writes the
// bundle: the module, then the chunks the readings need, then the tools' own,
// one after the other in one xz stream (`bundle-<hash>.xz`), which a visit
// without the service worker in control fetches instead of those files and
// cuts back into them as it decodes (public/boot.js). xz, because on the phone
// profile of scripts/size-report the link is what the page waits for, and xz
// is 14–17 % smaller than the Zopfli gzip a host sends; one stream, because
//   - each file is compressed with the files before it as its dictionary: the
//     module, the readings' chunks and the tools' come to 26 KB (5 %) less than
//     as xz files of their own;
//   - the readings' bytes follow the module's on the link with no gap: a
//     chunk's own request, however early it is sent, starts its response a
//     round trip after the module's has ended on that profile (README, "Size
//     and speed").
// The files come in the order they are wanted: the module, the chunks the
// readings share with the form (where the form shows whole, the page waits for
// them too), the other chunks of the readings', the readings', the tools' own.
// What only the form needs (and the tools, later) is fetched as it is (the
// host's gzip): where the form shows whole it is wanted beside the module,
// and the decoder takes one stream at a time, so an xz copy of its own would
// wait for the whole bundle.
// xz's settings are scripts/xz.mjs's. `xz-decompress.js`, the decoder (npm
// xz-decompress: the public-domain xz-embedded built to wasm, inside an
// MIT-licensed script, its notice kept), goes into every build: the service
// worker imports it by that name to decode what it keeps.
const XZ_DECODER = "xz-decompress.js";
writeFileSync(join(staging, XZ_DECODER), readFileSync(new URL("../node_modules/xz-decompress/dist/package/xz-decompress.min.js", import.meta.url)));
const sharedFirst = (list) => [...list.filter((c) => formChunks.includes(c)), ...list.filter((c) => !formChunks.includes(c))];
const bundled = [mainWasm, ...sharedFirst(preload.filter((c) => !c.startsWith("split_"))), ...preload.filter((c) => c.startsWith("split_"))];
for (const c of needs("tools")) if (!bundled.includes(c) && !formChunks.includes(c)) bundled.push(c);
let bundle = null;
if (process.env.WASM_XZ === "1") {
  let packed;
  try {
    packed = xz(Buffer.concat(bundled.map((f) => out.get(f))));
  } catch (error) {
    fail(`xz failed on the bundle: ${error.message}`);
  }
  bundle = { name: `bundle-${hash}.xz`, bytes: packed };
  writeFileSync(join(staging, bundle.name), bundle.bytes);
}

const sri = (bytes) => `sha384-${createHash("sha384").update(bytes).digest("base64")}`;
const url = (file) => `${base}${hashed(file)}`;
// The module as a visit without the worker fetches it: in the bundle when there is one.
const [firstWasm, firstBytes] = bundle ? [`${base}${bundle.name}`, bundle.bytes] : [url(mainWasm), out.get(mainWasm)];
// With the bundle: `data-xz` names the decoder, `data-bundle` the bundle,
// `data-bundled` its files in order and `data-bundle-sizes` their lengths.
const bundleAttributes = bundle
  ? ` data-xz="${base}${XZ_DECODER}" data-bundle="${base}${bundle.name}" data-bundled="${bundled.map(url).join(" ")}" data-bundle-sizes="${bundled.map((f) => out.get(f).length).join(" ")}"`
  : "";
const tags = [
  `<link rel="modulepreload" href="${url(mainJs)}" crossorigin="anonymous" integrity="${sri(out.get(mainJs))}">`,
  `<link rel="modulepreload" href="${url(LOADER)}" crossorigin="anonymous" integrity="${sri(out.get(LOADER))}">`,
  `<link rel="preload" href="${firstWasm}" crossorigin="anonymous" integrity="${sri(firstBytes)}" as="fetch"${bundle ? "" : ' type="application/wasm"'}>`,
  `<script type="module" src="${base}boot.js" data-js="${url(mainJs)}" data-wasm="${url(mainWasm)}" data-chunks="${chunks.map(url).join(" ")}" data-preload="${preload.map(url).join(" ")}" data-form="${formChunks.map(url).join(" ")}" data-wasm-bytes="${firstBytes.length}"${bundleAttributes}></script>`,
].join("\n    ");

// public/boot.js, copied by Trunk as it is, is on the page's critical path too:
// minified with the glue (its comments are for the source's readers).
const boot = join(staging, "boot.js");
if (process.env.WASM_MINIFY === "1") writeFileSync(boot, await minify("boot.js", readFileSync(boot, "utf8")));

const page = join(staging, "index.html");
const html = readFileSync(page, "utf8");
const placeholder = /<link\b[^>]*\bdata-trunk-skip\b[^>]*>/g;
const found = html.match(placeholder) ?? [];
if (found.length !== 1) fail(`${page}: expected one <link … data-trunk-skip> placeholder, found ${found.length}`);
writeFileSync(page, html.replace(placeholder, tags));
console.log(`wasm-name: ${[...out.keys()].map(hashed).join(", ")} → ${staging}`);
