import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** One file of the client build, in every encoding the build made of it. */
type StaticFile = { type: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer; cacheControl: string };

function filesBelow(root: string, prefix = ""): string[] {
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesBelow(root, relative) : [relative];
  });
}

/** The encoding to send: the smallest the request accepts that the build made (brotli, then gzip), else the file itself. */
function chosenEncoding(file: StaticFile, accepted: string): "br" | "gzip" | null {
  if (file.br && /\bbr\b/.test(accepted)) return "br";
  if (file.gzip && /\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

/**
 * The client build's files, read once at start with the brotli and gzip copies the build made
 * (scripts/vite-precompress.ts): each request gets the smallest encoding its browser accepts, with
 * `Vary: Accept-Encoding`, an ETag and the cache policy (hashed assets for a year, immutable; the rest
 * for an hour). No file is compressed, and no disk is touched, on a request. Other paths go on.
 */
export function staticFiles(root: string): (req: Request, res: Response, next: NextFunction) => void {
  const files = new Map<string, StaticFile>();
  for (const name of filesBelow(root)) {
    if (name.endsWith(".br") || name.endsWith(".gz")) continue;
    const identity = readFileSync(path.join(root, name));
    const variant = (suffix: string) => (existsSync(path.join(root, `${name}${suffix}`)) ? readFileSync(path.join(root, `${name}${suffix}`)) : undefined);
    files.set(name, {
      type: TYPES[path.extname(name)] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
      identity,
      br: variant(".br"),
      gzip: variant(".gz"),
      cacheControl: name.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
    });
  }
  return (req, res, next) => {
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(req.path) : undefined;
    if (!file) return next();
    const encoding = chosenEncoding(file, String(req.headers["accept-encoding"] ?? ""));
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = encoding === "br" ? file.br : encoding === "gzip" ? file.gzip : file.identity;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body?.length ?? 0));
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
