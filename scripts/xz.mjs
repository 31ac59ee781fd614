// xz as the release build writes it (scripts/wasm-name.mjs), for it and for
// scripts/size-report.mjs: LZMA2 preset 9e with a dictionary no larger than the
// input needs (the decoder allocates the size the stream declares: -9's own
// would be 64 MiB), and a CRC32 check, which xz-embedded reads. Runs the `xz`
// command (XZ Utils); throws when it fails.
import { spawnSync } from "node:child_process";

export function xz(bytes) {
  let dict = 1 << 16;
  while (dict < bytes.length) dict *= 2;
  const packed = spawnSync("xz", ["--format=xz", "--check=crc32", `--lzma2=preset=9e,dict=${dict}`, "--stdout", "-"], { input: bytes, maxBuffer: 64 << 20 });
  if (packed.status !== 0) throw new Error(packed.error?.message ?? packed.stderr.toString());
  return packed.stdout;
}
