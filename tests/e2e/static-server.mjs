// A tiny static file server for the end-to-end tests: serves a directory (the
// built dist/) on 127.0.0.1 both at / and under a path prefix, to prove the
// site works from any prefix; with `gzip`, compressed like a production host
// (scripts/size-report's phone profile). Not for production use.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

// Types worth compressing (the others, PNG icons, are compressed already).
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".wasm", ".css", ".svg", ".json", ".webmanifest", ".txt"]);

/**
 * Starts serving `root`. `prefixes` are path prefixes (like "/sub/") that serve
 * the same files as "/". With `gzip`, a compressible file goes out with
 * `Content-Encoding: gzip` to a client that accepts it: its precompressed
 * `<file>.gz` beside it when there is one (scripts/precompress), otherwise
 * compressed here at level 9, once per file and modification time.
 * Resolves to { origin, served(), close() }; `served()` counts the requests so far.
 */
export async function serveStatic(root, { prefixes = [], gzip = false } = {}) {
  const compressed = new Map();
  const gzipped = async (file, body, mtimeMs) => {
    const key = `${file}@${mtimeMs}`;
    if (!compressed.has(key)) {
      const pre = await stat(file + ".gz").catch(() => null);
      compressed.set(key, pre?.isFile() && pre.mtimeMs >= mtimeMs ? await readFile(file + ".gz") : gzipSync(body, { level: 9 }));
    }
    return compressed.get(key);
  };
  let served = 0;
  const server = createServer(async (req, res) => {
    served++;
    try {
      let path = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
      for (const prefix of prefixes) {
        if (path === prefix.slice(0, -1)) {
          res.writeHead(301, { Location: prefix }).end();
          return;
        }
        if (path.startsWith(prefix)) {
          path = "/" + path.slice(prefix.length);
          break;
        }
      }
      if (path.endsWith("/")) path += "index.html";
      const file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end();
        return;
      }
      const info = await stat(file);
      if (!info.isFile()) throw new Error("not a file");
      let body = await readFile(file);
      const headers = {
        "Content-Type": TYPES[extname(file)] ?? "application/octet-stream",
        "Cache-Control": "no-cache",
      };
      if (gzip && COMPRESSIBLE.has(extname(file))) {
        headers.Vary = "Accept-Encoding";
        if (/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) {
          body = await gzipped(file, body, info.mtimeMs);
          headers["Content-Encoding"] = "gzip";
        }
      }
      headers["Content-Length"] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    served: () => served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
