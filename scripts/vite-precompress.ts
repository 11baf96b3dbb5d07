import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What is worth compressing: text files of at least 200 bytes (smaller ones gain nothing over their headers). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest)$/;
const MIN_BYTES = 200;

function filesBelow(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(path.join(root, entry.name)) : [path.join(root, entry.name)],
  );
}

/**
 * Compresses the client build once, at the highest settings (brotli quality 11, gzip level 9),
 * beside each file (`x.js.br`, `x.js.gz`): the server sends these bytes as they are, so no asset is
 * ever compressed on a request, and a browser receives the smallest encoding it accepts.
 */
export function precompress(): Plugin {
  return {
    name: "redav:precompress",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      for (const file of filesBelow(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
