import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInRequest, test } from "./fixtures";

/**
 * Property-based fuzzing of every route of the production build: whatever a client sends, the
 * server answers below 500. Routes are read from the built route manifest, so a new action or
 * loader is fuzzed without touching this file.
 */

/** FUZZ_RUNS overrides the count for a quick or a long local run. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS) || (process.env.CI ? 1000 : 150);
/** Generous per-test budget: shrinking a counterexample costs requests too. */
const TEST_TIMEOUT_MS = 90_000 + NUM_RUNS * 400;
/** fast-check stops (keeping the best counterexample so far) before Playwright kills the test. */
const FUZZ_TIME_LIMIT_MS = TEST_TIMEOUT_MS - 30_000;
const MEMBER_PASSWORD = "una frase de fuzzing bastante larga";

// ---------------------------------------------------------------------------------------------
// Route discovery from build/server
// ---------------------------------------------------------------------------------------------

type BuiltRoute = { id: string; parentId: string | undefined; path: string | undefined; hasAction: boolean; hasLoader: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The module that exports the route manifest. server/app.ts is the SSR entry, so
 * build/server/index.js only exports the Express app and imports the React Router server build
 * (with `routes`) from a hashed chunk; a default build exports `routes` from index.js itself.
 * Only the server build is imported: it defines routes, it starts nothing.
 */
async function importServerBuild(): Promise<unknown> {
  const dir = new URL("../../build/server/", import.meta.url);
  let entry: string;
  try {
    entry = await readFile(new URL("index.js", dir), "utf8");
  } catch {
    throw new Error(`no production build in ${dir.pathname}: run \`npx react-router build\` first`);
  }
  const chunk = entry.match(/["'](\.\/assets\/server-build-[\w-]+\.js)["']/)?.[1];
  return import(new URL(chunk ?? "index.js", dir).href);
}

async function discoverRoutes(): Promise<BuiltRoute[]> {
  const build = await importServerBuild();
  const routes = isRecord(build) ? build.routes : undefined;
  if (!isRecord(routes)) throw new Error("the server build exports no `routes` record");
  return Object.entries(routes).map(([key, raw]) => {
    if (!isRecord(raw)) throw new Error(`route ${key} is not an object`);
    const module = isRecord(raw.module) ? raw.module : {};
    return {
      id: typeof raw.id === "string" ? raw.id : key,
      parentId: typeof raw.parentId === "string" ? raw.parentId : undefined,
      path: typeof raw.path === "string" ? raw.path : undefined,
      hasAction: typeof module.action === "function",
      hasLoader: typeof module.loader === "function",
    };
  });
}

/** The URL pattern of a route: its parents' paths joined (pathless layouts and index routes add nothing). */
function urlPattern(route: BuiltRoute, byId: Map<string, BuiltRoute>): string {
  const segments: string[] = [];
  const seen = new Set<string>();
  for (let current: BuiltRoute | undefined = route; current && !seen.has(current.id); current = current.parentId ? byId.get(current.parentId) : undefined) {
    seen.add(current.id);
    if (current.path) segments.unshift(...current.path.split("/").filter(Boolean));
  }
  return `/${segments.join("/")}`;
}

const BUILT_ROUTES = await discoverRoutes();
const ROUTES_BY_ID = new Map(BUILT_ROUTES.map((route) => [route.id, route]));
const patternsOf = (keep: (route: BuiltRoute) => boolean) => [...new Set(BUILT_ROUTES.filter(keep).map((route) => urlPattern(route, ROUTES_BY_ID)))].sort();
const ACTION_PATTERNS = patternsOf((route) => route.hasAction);
const LOADER_PATTERNS = patternsOf((route) => route.hasLoader);

const isDynamic = (segment: string) => segment.startsWith(":") || segment === "*";

/** Fills `:param`, `:param?` and `*` segments in order; `segment?` optional statics stay. */
function fillPattern(pattern: string, values: string[]): string {
  let next = 0;
  const segments = pattern
    .split("/")
    .filter(Boolean)
    .map((segment) => (isDynamic(segment) ? (values[next++] ?? "x") : segment.replace(/\?$/, "")));
  return `/${segments.join("/")}`;
}

/** React Router's single-fetch URL of a path (v8_trailingSlashAwareDataRequests: "/" is "/_root.data"). */
function dataUrl(path: string): string {
  return path === "/" ? "/_root.data" : `${path}.data`;
}

// ---------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------

/** Long texts stay compact in fast-check's counterexample report and are only built when sent. */
type Text = string | { repeat: string; times: number };
const materialize = (text: Text): string => (typeof text === "string" ? text : text.repeat.repeat(text.times));

const FORM_FIELDS = [
  "intent",
  "email",
  "password",
  "confirm",
  "currentPassword",
  "code",
  "token",
  "firstName",
  "lastName",
  "companyName",
  "userType",
  "country",
  "mainCategory",
  "redirectTo",
  "locale",
  "sessionId",
  "accountId",
  "change",
  "value",
  "totpURI",
  "backupCodes",
  "q",
  "page",
];
/** Values the real forms send, so the fuzzer also gets past the first validation. */
const VALID_VALUES = [
  "login",
  "totp",
  "resend",
  "start",
  "confirm",
  "disable",
  "register",
  "individual",
  "company",
  "admin",
  "Uruguay",
  "Chile",
  "Otro",
  "rental",
  "software",
  "level",
  "tier",
  "trainer",
  "gold",
  "silver",
  "bronze",
  "true",
  "false",
  "es",
  "en",
  "pt",
  "/",
  "/admin",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
  MEMBER_PASSWORD,
  "12345678",
  "123456",
  "000000",
  "otpauth://totp/RedAV:x?secret=JBSWY3DPEHPK3PXP&issuer=RedAV",
  "00000000-0000-0000-0000-000000000000",
  "eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJl",
  "fuzz@e2e.redav.lat",
  "FUZZ@E2E.REDAV.LAT",
  "1",
  "0",
  "-1",
  "2",
  "99999999999999999999",
  "1e309",
  "NaN",
  "",
];
const PAYLOADS = [
  "' OR '1'='1",
  '\'; DROP TABLE "user"; --',
  "1; SELECT pg_sleep(5)",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "\u0024{7*7}", // a template-injection probe
  "{{7*7}}",
  "../../../../etc/passwd",
  "\u0000",
  "a\u0000b@example.com",
  "fuzz\u0000@e2e.redav.lat",
  "\uD800",
  "x\uDFFFy",
  "\uD83D",
  "😀@😀.com",
  "👩🏽‍🚀",
  "e\u0301",
  "\u202Eevil",
  "\uFEFF",
  "null",
  "undefined",
  "[]",
  "{}",
  "__proto__",
  "constructor",
  "   ",
  "\t\r\n",
  "\u00A0\u2028\u2029",
  "%00",
  "%s%s%s%n",
  "\\",
];
/** Written into urlencoded bodies verbatim: broken or hostile percent-encoding. */
const RAW_TOKENS = ["%", "%Z", "%2", "%%", "%E0%A4%A", "%ff", "%FF%FE", "%00", "%ED%A0%80", "%C0%AF", "%u0041", "&", "=", "&&==&", "+", "%0D%0A"];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
const weirdChar = fc.oneof(
  fc.constantFrom("\u0000", "\uFEFF", "\u202E", "\u2028", "😀", "é", "\r\n", "\t", " ", "'", '"', "<", "&", "=", "%", "+", ";", "\\"),
  loneSurrogate,
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const shortText = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: weirdChar, maxLength: 12 }), fc.string({ unit: "binary", maxLength: 30 }));
const longText: fc.Arbitrary<Text> = fc.record({
  repeat: fc.constantFrom("a", "é", "😀", "\u0000", "%", "&=", " ", "\uD800", "<a>"),
  times: fc.integer({ min: 129, max: 100_000 }),
});
const fieldValue: fc.Arbitrary<Text> = fc.oneof(
  { arbitrary: fc.constantFrom(...VALID_VALUES), weight: 5 },
  { arbitrary: fc.constantFrom(...PAYLOADS), weight: 2 },
  { arbitrary: fc.emailAddress(), weight: 1 },
  { arbitrary: shortText, weight: 3 },
  { arbitrary: longText, weight: 1 },
);
const fieldName = fc.oneof(
  { arbitrary: fc.constantFrom(...FORM_FIELDS), weight: 8 },
  { arbitrary: shortText, weight: 1 },
  { arbitrary: fc.constantFrom("", "email[]", "__proto__", "constructor", "_data", "a".repeat(5000)), weight: 1 },
);
const printableAscii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 60 });

type Field = { name: string; value: Text; raw: string };
type Part = { name: string; value: Text; filename: string | null; type: string | null };
type Body =
  | { kind: "urlencoded"; contentType: string; fields: Field[] }
  | {
      kind: "multipart";
      boundary: string;
      declared: "same" | "quoted" | "other" | "missing" | "empty";
      newline: "\r\n" | "\n";
      closed: boolean;
      cutPermille: number | null;
      parts: Part[];
    }
  | { kind: "json"; contentType: string; text: string }
  | { kind: "text"; contentType: string; text: Text }
  | { kind: "bytes"; contentType: string; bytes: Uint8Array }
  | { kind: "empty"; contentType: string | null };

const fields = fc.array(
  fc.record({ name: fieldName, value: fieldValue, raw: fc.oneof({ arbitrary: fc.constant(""), weight: 6 }, fc.constantFrom(...RAW_TOKENS)) }),
  {
    maxLength: 12,
  },
);

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant("urlencoded" as const),
      contentType: fc.constantFrom(
        "application/x-www-form-urlencoded",
        "application/x-www-form-urlencoded; charset=utf-8",
        "application/x-www-form-urlencoded; charset=iso-8859-1",
        "APPLICATION/X-WWW-FORM-URLENCODED",
        "application/x-www-form-urlencoded;;;",
      ),
      fields,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("multipart" as const),
      boundary: fc.oneof(fc.stringMatching(/^[0-9A-Za-z'()+_,.:=?-]{1,70}$/), fc.constant("x".repeat(200))),
      declared: fc.constantFrom("same", "same", "same", "quoted", "other", "missing", "empty"),
      newline: fc.constantFrom("\r\n", "\r\n", "\n"),
      closed: fc.boolean(),
      cutPermille: fc.option(fc.integer({ min: 0, max: 999 })),
      parts: fc.array(
        fc.record({
          name: fieldName,
          value: fieldValue,
          filename: fc.option(fc.constantFrom("a.txt", "", "..\\..\\x.exe", "😀.png", '"q".txt', "a\u0000.txt")),
          type: fc.option(fc.constantFrom("text/plain", "application/octet-stream", "image/png", "text/plain; charset=latin1")),
        }),
        { maxLength: 8 },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("json" as const),
      contentType: fc.constantFrom("application/json", "application/json; charset=utf-8", "application/vnd.api+json", "text/json"),
      text: fc.oneof(
        fc.json(),
        fc.json().map((json) => json.slice(0, -1)),
        fc.dictionary(fc.constantFrom(...FORM_FIELDS), fieldValue.map(materialize)).map((record) => JSON.stringify(record)),
        fc.string({ unit: "binary", maxLength: 80 }),
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("text" as const),
      contentType: fc.constantFrom("text/plain", "text/plain;charset=UTF-8", "text/html", "application/xml", "text/csv"),
      text: fc.oneof(shortText, longText, fc.constant("intent=login\r\nemail=fuzz@e2e.redav.lat\r\npassword=12345678")),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("bytes" as const),
      // "" stands for "no content type": Playwright labels a Buffer body application/octet-stream
      // unless a content-type header is given (the raw-socket test below sends none at all).
      contentType: fc.oneof(
        fc.constantFrom(
          "application/octet-stream",
          "",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json",
          "image/png",
        ),
        printableAscii,
      ),
      bytes: fc.uint8Array({ maxLength: 4096 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("empty" as const),
      contentType: fc.constantFrom(null, "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json", "text/plain"),
    }),
  },
);

/** application/x-www-form-urlencoded bytes of a string (lone surrogates become U+FFFD, as in browsers). */
function formEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9*._-]/.test(char)) out += char;
    else if (char === " ") out += "+";
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

function multipartBytes(b: Extract<Body, { kind: "multipart" }>): Buffer {
  const nl = b.newline;
  let text = "";
  for (const part of b.parts) {
    text += `--${b.boundary}${nl}Content-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== null) text += `; filename="${part.filename}"`;
    text += nl;
    if (part.type !== null) text += `Content-Type: ${part.type}${nl}`;
    text += `${nl}${materialize(part.value)}${nl}`;
  }
  if (b.closed) text += `--${b.boundary}--${nl}`;
  const bytes = Buffer.from(text, "utf8");
  return b.cutPermille === null ? bytes : bytes.subarray(0, Math.floor((bytes.length * b.cutPermille) / 1000));
}

function multipartContentType(b: Extract<Body, { kind: "multipart" }>): string {
  switch (b.declared) {
    case "same":
      return `multipart/form-data; boundary=${b.boundary}`;
    case "quoted":
      return `multipart/form-data; boundary="${b.boundary}"`;
    case "other":
      return `multipart/form-data; boundary=${b.boundary}zz`;
    case "missing":
      return "multipart/form-data";
    case "empty":
      return "multipart/form-data; boundary=";
  }
}

/** The wire form of a generated body: content-type header (null = none) and bytes (undefined = no body). */
function encodeBody(b: Body): { contentType: string | null; data: Buffer | undefined } {
  switch (b.kind) {
    case "urlencoded":
      return {
        contentType: b.contentType,
        data: Buffer.from(b.fields.map((f) => `${formEncode(f.name)}=${formEncode(materialize(f.value))}${f.raw}`).join("&"), "utf8"),
      };
    case "multipart":
      return { contentType: multipartContentType(b), data: multipartBytes(b) };
    case "json":
      return { contentType: b.contentType, data: Buffer.from(b.text, "utf8") };
    case "text":
      return { contentType: b.contentType, data: Buffer.from(materialize(b.text), "utf8") };
    case "bytes":
      return { contentType: b.contentType, data: Buffer.from(b.bytes) };
    case "empty":
      return { contentType: b.contentType, data: b.contentType === null ? undefined : Buffer.alloc(0) };
  }
}

/** Path parameter values: plain, UUID-shaped, percent-encoded junk and broken encodings. */
const paramValue = fc.oneof(
  { arbitrary: fc.constantFrom("x", "articulo-1", "sonido-en-vivo", "terms", "privacy", "cookies"), weight: 3 },
  { arbitrary: fc.uuid(), weight: 2 },
  { arbitrary: shortText.filter((text) => text.length > 0).map(formEncode), weight: 2 },
  { arbitrary: fc.constantFrom("%00", "%ff", "%E0%A4%A", "%", "%2F", "%2e%2e", "a%00b", "%ED%A0%80", "x".repeat(3000)), weight: 2 },
);
function pathFor(pattern: string): fc.Arbitrary<string> {
  const params = pattern.split("/").filter(isDynamic).length;
  return params === 0 ? fc.constant(pattern) : fc.array(paramValue, { minLength: params, maxLength: params }).map((values) => fillPattern(pattern, values));
}

const QUERY_KEYS = ["q", "page", "redirectTo", "token", "email", "error", "intent", "index", "_routes", "locale", "lng", "step", "userType"];
const queryPart = fc.oneof(
  { arbitrary: fieldValue.map((value) => formEncode(materialize(value).slice(0, 4000))), weight: 4 },
  { arbitrary: fc.constantFrom("%00", "%ff", "%E0%A4%A", "%", "%%", "%zz", "%C0%80", "%ED%A0%80", "%FF%FE%00", "a%00b"), weight: 3 },
  { arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((times) => "x".repeat(times)), weight: 1 },
);
const query = fc
  .record({
    pairs: fc.array(fc.record({ key: fc.oneof({ arbitrary: fc.constantFrom(...QUERY_KEYS), weight: 4 }, queryPart), value: queryPart, bare: fc.boolean() }), {
      maxLength: 8,
    }),
    repeat: fc.boolean(),
  })
  // Repeated keys on purpose (the first pairs twice), and keys with no "=".
  .map(({ pairs, repeat }) => [...pairs, ...(repeat ? pairs.slice(0, 2) : [])].map(({ key, value, bare }) => (bare ? key : `${key}=${value}`)).join("&"));
const clientIp = fc.oneof({ arbitrary: fc.ipV4(), weight: 4 }, fc.ipV6());

const preview = (data: Buffer | undefined) =>
  data === undefined ? "no body" : `${data.length} bytes ${JSON.stringify(data.subarray(0, 160).toString("utf8"))}`;

// ---------------------------------------------------------------------------------------------
// Sessions: anonymous, a fresh individual, a fresh company and (for /admin only) the demo admin
// ---------------------------------------------------------------------------------------------

type Session = { name: string; cookie: string };
const ANONYMOUS: Session = { name: "anonymous", cookie: "" };

async function cookieHeader(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

/** Registers a throwaway account, verifies it through /dev/mail (which signs it in) and returns its session. */
async function freshAccount(request: APIRequestContext, kind: "individual" | "company"): Promise<Session> {
  const email = freshEmail(`fuzz-${kind}`);
  const form: Record<string, string> =
    kind === "individual"
      ? { intent: "register", userType: kind, email, password: MEMBER_PASSWORD, firstName: "Fuzz", lastName: "Tester", country: "Uruguay" }
      : { intent: "register", userType: kind, email, password: MEMBER_PASSWORD, companyName: "Fuzz SA", country: "Uruguay", mainCategory: "rental" };
  const registered = await request.post("/register", { form, maxRedirects: 0 });
  expect(registered.status(), `registration of ${email}`).toBe(201);
  // /dev/mail shows the newest 50 mails and fuzzing elsewhere sends mail too: ask again if it scrolled away.
  let link: string | undefined;
  for (let attempt = 0; attempt < 3 && !link; attempt++) {
    if (attempt > 0) await request.post("/register", { form: { intent: "resend", email }, maxRedirects: 0 });
    const mails = (await (await request.get("/dev/mail")).text()).split('data-testid="dev-mail"');
    link = mails
      .find((mail) => mail.includes(`>${email}<`))
      ?.match(/href="([^"]*\/auth\/verify[^"]*)"/)?.[1]
      ?.replaceAll("&amp;", "&");
  }
  if (!link) throw new Error(`no verification link mailed to ${email}`);
  await request.clearCookies();
  await request.get(link, { maxRedirects: 0 });
  const session = { name: kind, cookie: await cookieHeader(request) };
  await request.clearCookies();
  const probe = await request.get("/settings/security", { headers: { cookie: session.cookie }, maxRedirects: 0 });
  expect(probe.status(), `the ${kind} session opens /settings/security`).toBe(200);
  return session;
}

async function demoAdmin(request: APIRequestContext): Promise<Session> {
  await request.clearCookies();
  await logInRequest(request, DEMO.admin, DEMO_PASSWORD);
  const session = { name: "admin", cookie: await cookieHeader(request) };
  await request.clearCookies();
  return session;
}

/**
 * Members reach the deep code behind the guards. The shared demo admin is only used on /admin:
 * elsewhere the fuzzer could spend its per-user password-check budget, which other specs need.
 */
async function sessionsFor(request: APIRequestContext, withAdmin: boolean): Promise<Session[]> {
  const sessions = [ANONYMOUS, await freshAccount(request, "individual"), await freshAccount(request, "company")];
  if (withAdmin) sessions.push(await demoAdmin(request));
  return sessions;
}

const isAdminArea = (pattern: string) => pattern === "/admin" || pattern.startsWith("/admin/");

/** One request of a property run; throws with the status and the start of the body on a 5xx. */
async function send(
  request: APIRequestContext,
  method: "GET" | "POST",
  url: string,
  session: Session,
  ip: string,
  baseURL: string,
  encoded?: { contentType: string | null; data: Buffer | undefined },
): Promise<void> {
  // Each case starts from its own session only: cookies set by earlier cases never leak in.
  await request.clearCookies();
  const headers: Record<string, string> = { origin: baseURL, "x-forwarded-for": ip };
  if (session.cookie) headers.cookie = session.cookie;
  if (encoded?.contentType != null) headers["content-type"] = encoded.contentType;
  const options = { headers, data: encoded?.data, maxRedirects: 0, failOnStatusCode: false };
  const response = method === "POST" ? await request.post(url, options) : await request.get(url, options);
  const status = response.status();
  if (status >= 500) {
    const text = (await response.text()).slice(0, 300);
    await response.dispose();
    const sent = encoded ? ` content-type=${JSON.stringify(encoded.contentType)} body=${preview(encoded.data)}` : "";
    throw new Error(`${method} ${url.slice(0, 300)} as ${session.name} answered ${status}${sent}\nresponse: ${text}`);
  }
  await response.dispose();
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

test("the production build exposes the routes to fuzz", async () => {
  test.info().annotations.push({ type: "action routes", description: ACTION_PATTERNS.join(" ") });
  test.info().annotations.push({ type: "loader routes", description: LOADER_PATTERNS.join(" ") });
  console.log(`fuzzing ${ACTION_PATTERNS.length} action routes: ${ACTION_PATTERNS.join(" ")}`);
  console.log(`fuzzing ${LOADER_PATTERNS.length} loader routes: ${LOADER_PATTERNS.join(" ")}`);
  expect(ACTION_PATTERNS.length).toBeGreaterThan(0);
  expect(LOADER_PATTERNS.length).toBeGreaterThan(0);
});

for (const pattern of ACTION_PATTERNS) {
  test(`no posted body makes ${pattern} answer 5xx`, async ({ request, baseURL }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    const base = baseURL ?? "";
    const sessions = await sessionsFor(request, isAdminArea(pattern));
    const byName = new Map(sessions.map((session) => [session.name, session]));
    const postCase = fc.record({
      path: pathFor(pattern),
      data: fc.boolean(),
      query: fc.oneof({ arbitrary: fc.constant(""), weight: 4 }, query),
      session: fc.constantFrom(...byName.keys()),
      ip: clientIp,
      body,
    });
    await fc.assert(
      fc.asyncProperty(postCase, async (c) => {
        const url = `${c.data ? dataUrl(c.path) : c.path}${c.query ? `?${c.query}` : ""}`;
        await send(request, "POST", url, byName.get(c.session) ?? ANONYMOUS, c.ip, base, encodeBody(c.body));
      }),
      { numRuns: NUM_RUNS, includeErrorInReport: true, plugins: [fc.interruptAfterTimeLimit(FUZZ_TIME_LIMIT_MS, { failOnInterrupt: true })] },
    );
  });
}

test("no query string makes a page or its .data answer 5xx", async ({ request, baseURL }) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  const base = baseURL ?? "";
  const sessions = await sessionsFor(request, true);
  const byName = new Map(sessions.map((session) => [session.name, session]));
  const getCase = fc.record({
    path: fc.constantFrom(...LOADER_PATTERNS).chain(pathFor),
    data: fc.boolean(),
    query,
    session: fc.constantFrom(...byName.keys()),
    ip: clientIp,
  });
  await fc.assert(
    fc.asyncProperty(getCase, async (c) => {
      const url = `${c.data ? dataUrl(c.path) : c.path}${c.query ? `?${c.query}` : ""}`;
      await send(request, "GET", url, byName.get(c.session) ?? ANONYMOUS, c.ip, base);
    }),
    { numRuns: NUM_RUNS, includeErrorInReport: true, plugins: [fc.interruptAfterTimeLimit(FUZZ_TIME_LIMIT_MS, { failOnInterrupt: true })] },
  );
});

// ---------------------------------------------------------------------------------------------
// Raw HTTP/1.1 requests no HTTP client would send
// ---------------------------------------------------------------------------------------------

/** Writes `head` (and `body`) on a raw socket and resolves the first response line; rejects after `timeoutMs`. */
function statusLine(baseURL: string, head: string[], body = "", timeoutMs = 10_000): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = connect({ host: hostname, port: Number(port) });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no status line within ${timeoutMs} ms (received ${JSON.stringify(received)})`));
    }, timeoutMs);
    const finish = (error: Error | null, line?: string) => {
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(line ?? "");
    };
    socket.on("connect", () => socket.write(`${head.join("\r\n")}\r\n\r\n${body}`));
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n");
      if (end >= 0) finish(null, received.slice(0, end));
    });
    socket.on("error", (error) => finish(error));
    socket.on("close", () => finish(new Error(`connection closed before a status line (received ${JSON.stringify(received)})`)));
  });
}

function statusOf(line: string): number {
  const status = line.match(/^HTTP\/1\.[01] (\d{3})/)?.[1];
  if (!status) throw new Error(`not an HTTP status line: ${JSON.stringify(line)}`);
  return Number(status);
}

test.describe("raw requests", () => {
  const ip = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

  test("an absolute-form request line answers below 500", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const line = await statusLine(base, [
      "GET http://evil.example/admin HTTP/1.1",
      `Host: ${new URL(base).host}`,
      `X-Forwarded-For: ${ip()}`,
      "Connection: close",
    ]);
    expect(statusOf(line), line).toBeLessThan(500);
  });

  test("an invalid Host header answers below 500", async ({ baseURL }) => {
    const line = await statusLine(baseURL ?? "", ["GET / HTTP/1.1", "Host: a b", `X-Forwarded-For: ${ip()}`, "Connection: close"]);
    expect(statusOf(line), line).toBeLessThan(500);
  });

  test("a %00 in the admin search answers below 500", async ({ request, baseURL }) => {
    const base = baseURL ?? "";
    const host = `Host: ${new URL(base).host}`;
    const anonymous = await statusLine(base, ["GET /admin?q=%00 HTTP/1.1", host, `X-Forwarded-For: ${ip()}`, "Connection: close"]);
    expect(statusOf(anonymous), `anonymous: ${anonymous}`).toBeLessThan(500);
    // Signed in as admin the query reaches the account search (anonymous callers are redirected first).
    const admin = await demoAdmin(request);
    const signedIn = await statusLine(base, ["GET /admin?q=%00 HTTP/1.1", host, `Cookie: ${admin.cookie}`, `X-Forwarded-For: ${ip()}`, "Connection: close"]);
    expect(statusOf(signedIn), `admin: ${signedIn}`).toBeLessThan(500);
  });

  test("a form body without any Content-Type header answers below 500", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const form = "intent=login&email=fuzz%40e2e.redav.lat&password=12345678";
    const line = await statusLine(
      base,
      [
        "POST /login HTTP/1.1",
        `Host: ${new URL(base).host}`,
        `Origin: ${new URL(base).origin}`,
        `X-Forwarded-For: ${ip()}`,
        `Content-Length: ${form.length}`,
        "Connection: close",
      ],
      form,
    );
    expect(statusOf(line), line).toBeLessThan(500);
  });

  test("a 200 MB Content-Length is refused with 413 before the body is read", async ({ baseURL }) => {
    const base = baseURL ?? "";
    const line = await statusLine(
      base,
      [
        "POST /login HTTP/1.1",
        `Host: ${new URL(base).host}`,
        `Origin: ${new URL(base).origin}`,
        `X-Forwarded-For: ${ip()}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 209715200",
      ],
      "intent=login&email=",
      5_000,
    );
    expect(statusOf(line), line).toBe(413);
  });
});
