import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { databaseDown } from "~/db/reachability.server";
import { chosenLocale, suggestedLocale } from "~/lib/i18n/locale.server";
import { anonymousPages, type CachedPage, type PageCache } from "~/lib/page-cache.server";
import { contentSecurityPolicy } from "./security";

// Any of our own cookies but the trusted-device mark means a session, a flash message or a pending sign-in: never cached.
const PERSONAL_COOKIE = /(?:^|;\s*)(?:__Secure-)?redav(?!_device=)[._][^=]*=/;
const NOT_A_PAGE = /^\/(?:assets|api|dev)\/|\.[a-z0-9]+$/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The encoding a cached copy is kept in for this request (what compression would choose). */
function encodingOf(req: Request): "br" | "gzip" | "identity" {
  const accepted = req.headers["accept-encoding"] ?? "";
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/** The cache key of an anonymous GET for a page, or null when the request must not be cached (a session or flash cookie, not a page). */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (NOT_A_PAGE.test(req.path)) return null;
  // A machine asking for data at a page's address (a certificate's credential) gets data, never the cached page.
  if ((req.headers.accept ?? "").includes("application/ld+json")) return null;
  const cookies = req.headers.cookie ?? "";
  if (PERSONAL_COOKIE.test(cookies)) return null;
  const language = chosenLocale(cookies) ?? `default/${suggestedLocale(cookies, req.headers["accept-language"]) ?? "none"}`;
  return `${encodingOf(req)} ${language} ${req.originalUrl}`;
}

function decoded(body: Buffer, encoding: string | null): string {
  if (encoding === "br") return brotliDecompressSync(body).toString("utf8");
  if (encoding === "gzip") return gunzipSync(body).toString("utf8");
  if (encoding === "deflate") return inflateSync(body).toString("utf8");
  return body.toString("utf8");
}

/** The CSP source list allowing exactly these inline scripts. */
function scriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
}

/** Sets the status and headers of a cached page's answer (the stored bytes are sent as they are, with a CSP allowing their inline scripts). */
function describeCachedPage(res: Response, page: CachedPage, freshness: "hit" | "stale"): void {
  res.status(200);
  res.setHeader("Content-Type", page.contentType);
  if (page.contentEncoding) res.setHeader("Content-Encoding", page.contentEncoding);
  res.setHeader("Vary", "Accept-Encoding, Cookie, Accept-Language");
  res.setHeader("Content-Length", page.body.length);
  // Hashes, not a nonce: the stored bytes carry the nonce of the request that filled the cache, which this policy does not allow.
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes.join(" ")));
  res.setHeader("X-Page-Cache", freshness);
  if (freshness === "stale") res.setHeader("Cache-Control", "no-store");
}

function serve(res: Response, page: CachedPage, head: boolean, freshness: "hit" | "stale" = "hit"): void {
  describeCachedPage(res, page, freshness);
  res.end(head ? undefined : page.body);
}

/**
 * Makes a 503 this response is about to send, while the database is marked down, go out as the stale
 * copy instead (status, headers and bytes), through the functions the response has now; returns
 * whether it did, so that whatever is written after it (the 503's body, or what compression made of
 * it) can be dropped.
 */
function answerStaleOnOutage(res: Response, stale: CachedPage, head: boolean): () => boolean {
  let replaced = false;
  const headersBefore = res.getHeaders();
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.writeHead = ((...args: unknown[]) => {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    if (!(status === 503 && databaseDown())) return writeHead(...args);
    replaced = true;
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    for (const [name, value] of Object.entries(headersBefore)) if (value !== undefined) res.setHeader(name, value);
    res.statusMessage = "";
    describeCachedPage(res, stale, "stale");
    writeHead(200);
    end(head ? undefined : stale.body);
    return res;
  }) as Response["writeHead"];
  return () => replaced;
}

/**
 * Anonymous page cache (placed before compression): a hit answers from memory with the stored
 * compressed bytes; a miss is rendered as usual and stored when it is a 200 HTML page without
 * Set-Cookie or `no-store`. Requests with a session, flash or sign-in cookie always render. While the
 * database is away, an expired page within its stale window is served, marked `X-Page-Cache: stale`;
 * so is the first request that finds it away (its 503 is replaced by the stale copy).
 */
export function pageCache(cache: PageCache = anonymousPages) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = pageCacheKey(req);
    if (!key) return next();
    const head = req.method === "HEAD";
    const hit = cache.get(key);
    if (hit) return serve(res, hit, head);
    // While the database is away, a page seen in the last minutes is better than an error (stale-if-error).
    const stale = cache.stale(key);
    if (stale && databaseDown()) return serve(res, stale, head, "stale");
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const replaced = stale ? answerStaleOnOutage(res, stale, head) : () => false;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (replaced()) return true;
      if (chunk) chunks.push(Buffer.from(chunk as Buffer));
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (replaced()) return res;
      if (chunk && typeof chunk !== "function") chunks.push(Buffer.from(chunk as Buffer));
      if (!head) store(cache, key, req, res, chunks);
      return end(chunk, ...rest);
    }) as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    next();
  };
}

function store(cache: PageCache, key: string, req: Request, res: Response, chunks: Buffer[]): void {
  const contentType = String(res.getHeader("Content-Type") ?? "");
  const cacheControl = String(res.getHeader("Cache-Control") ?? "");
  if (res.statusCode !== 200 || !contentType.startsWith("text/html") || res.getHeader("Set-Cookie") || /no-store|private/.test(cacheControl)) return;
  const body = Buffer.concat(chunks);
  const contentEncoding = (res.getHeader("Content-Encoding") as string | undefined) ?? null;
  try {
    cache.set(key, req.path, { body, contentType, contentEncoding, scriptHashes: scriptHashes(decoded(body, contentEncoding)) });
  } catch {
    // A body that does not decode is simply not cached.
  }
}
