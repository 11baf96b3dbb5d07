const FLASH_COOKIE = "redav_flash";

/** Set-Cookie for a one-time message shown on the next page (e.g. why a guard redirected). */
export function flashCookie(message: string): string {
  return `${FLASH_COOKIE}=${encodeURIComponent(message)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The pending one-time message of a request and the Set-Cookie that clears it, if any. */
export function readFlash(request: Request): { message: string; clear: string } | null {
  const raw = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${FLASH_COOKIE}=`));
  if (!raw) return null;
  let message: string;
  try {
    message = decodeURIComponent(raw.slice(FLASH_COOKIE.length + 1)).slice(0, 300);
  } catch {
    message = "";
  }
  return { message, clear: `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` };
}
