/** Response headers carrying each Set-Cookie value on its own line. */
export function withCookies(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
