// Runs the `liuren` command-line tool (the same core the app runs as wasm) and
// parses its JSON: the expected values the end-to-end tests hold the page against.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** `liuren cast --at <at> --json [extra…]`, parsed. */
export function liurenCast(at, extra = []) {
  const out = execFileSync("cargo", ["run", "-q", "--bin", "liuren", "--", "cast", "--at", at, "--json", ...extra], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(out);
}
