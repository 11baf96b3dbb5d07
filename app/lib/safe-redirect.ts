const BASE = "http://redav.invalid";

/** Control characters, white space and backslashes: browsers strip or reinterpret them in URLs. */
function hasUnsafeCharacter(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === "\\" || /\s/.test(char)) return true;
  }
  return false;
}

/**
 * A same-site path to redirect to. Anything that is not a plain absolute path on this site
 * (other origins, protocol-relative, backslashes, control characters or spaces) falls back, also
 * when it only becomes protocol-relative once dot segments are resolved (`/.//evil.example`).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.length > 2048 || hasUnsafeCharacter(value)) return fallback;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The same-site path of the page that linked to this request (its Referer), or null when there is none or it is another site's. */
export function referrerPath(request: Request): string | null {
  const referrer = request.headers.get("referer");
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin !== new URL(request.url).origin) return null;
    return safeRedirectPath(`${from.pathname}${from.search}`, "") || null;
  } catch {
    return null;
  }
}
