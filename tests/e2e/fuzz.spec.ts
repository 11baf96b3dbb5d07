import { isUtf8 } from "node:buffer";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import type { APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInRequest, test } from "./fixtures";

/**
 * Property-based fuzzing of every route of the production build: whatever a client sends, the
 * server answers below 500. Routes are read from the built route manifest, so a new action or
 * loader is fuzzed without touching this file. One test per action (they spread over the
 * workers), each case one request on a keep-alive connection, as anonymous or as a signed-in
 * member.
 *
 * Deterministic by default: `npx playwright test` and CI run the fixed seeds of
 * `fuzz-cases.json`, so a tree that passed once passes again, whatever work happens elsewhere.
 * `npm run fuzz` explores: each test draws a new seed and prints it (`FUZZ_SEED=<seed>` replays
 * one). A failure names the exact request and prints it as a regression case: add that line to
 * `regressions` in `fuzz-cases.json`, and every later run sends it again.
 */

/** FUZZ_RUNS overrides the count for a quick or a long local run (spread over the fixed seeds). */
const NUM_RUNS = Number(process.env.FUZZ_RUNS) || (process.env.CI ? 1000 : 150);

/** A request a fuzzing run once answered with a 5xx, kept to be sent again on every run. */
type Regression = {
  case: string;
  method: "GET" | "POST";
  path: string;
  session: string;
  contentType: string | null;
  body?: string;
  bodyBase64?: string;
};
const CASES = JSON.parse(readFileSync(new URL("./fuzz-cases.json", import.meta.url), "utf8")) as { seeds: number[]; regressions: Regression[] };

/**
 * The seeds a test runs: the one FUZZ_SEED names, a new one when exploring (`npm run fuzz`), else
 * the committed ones, so the same tree always sends the same cases.
 */
function seeds(): number[] {
  if (process.env.FUZZ_SEED) return [Number(process.env.FUZZ_SEED)];
  if (process.env.FUZZ_EXPLORE) return [Math.floor(Math.random() * 2 ** 31)];
  return CASES.seeds;
}
/** Generous per-test budget: shrinking a counterexample costs requests too. */
const TEST_TIMEOUT_MS = 90_000 + NUM_RUNS * 400;
/** fast-check stops (keeping the best counterexample so far) before Playwright kills the test. */
const FUZZ_TIME_LIMIT_MS = TEST_TIMEOUT_MS - 30_000;
/** Passes the password policy, which refuses a password containing the account's names ("Fuzz"). */
const MEMBER_PASSWORD = "una frase de prueba bastante larga";

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
  const loaded: Record<string, unknown> = await import(new URL(chunk ?? "index.js", dir).href);
  // The chunk is the server build itself, or exports it (when other modules share the chunk).
  return "routes" in loaded ? loaded : Object.values(loaded).find((value) => isRecord(value) && "routes" in value && "assets" in value);
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
  "subject",
  "content",
  "details",
  "reason",
  "title",
  "description",
  "coverLetter",
  "draft",
  "slot",
  "name",
  "message",
  "website",
  "startedAt",
  "level",
  "note",
  "requestId",
  "reportId",
  "userId",
  "appealId",
  "kind",
  "answer",
  // Issue 39: the booking request form and the booking page's steps and reviews.
  "technicianId",
  "source",
  "production",
  "role",
  "city",
  "timeZone",
  "startsOn",
  "endsOn",
  "dayRate",
  "currency",
  "asksFor",
  "expiresOn",
  "preAccept",
  "hours",
  "body",
  "score.punctuality",
  "reviewId",
  "reply",
];
/** Values the real forms send, so the fuzzer also gets past the first validation. */
const VALID_VALUES = [
  "login",
  "save",
  "publish",
  "unpublish",
  "preview-link",
  "upload",
  "gallery",
  "{}",
  '{"fontFamily":"Inter","sections":{"hero":true},"products":{"items":[{"id":"x","name":"a","price":"1e309"}]}}',
  "1764000000000.c2lnbmF0dXJl",
  "totp",
  "resend",
  "start",
  "confirm",
  "disable",
  "register",
  "individual",
  "company",
  "admin",
  "UY",
  "CL",
  "ZZ",
  "Uruguay",
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
  "𐀀",
  "𐀀𐀀",
  "a𐀀",
  "e\u0301",
  "\u0301",
  "a\u0301\u0301\u0301",
  "\u202Eevil",
  "\u200Fשלום",
  "\u202Bمرحبا\u202C",
  "\u200Eltr\u200F",
  "\u0007",
  "\u001B[2J",
  "\u0085",
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
/** A character outside the Basic Multilingual Plane (one character, two UTF-16 units): emoji, 𐀀, CJK extensions. */
const supplementaryChar = fc.integer({ min: 0x10000, max: 0x10ffff }).map((code) => String.fromCodePoint(code));
/** Combining marks (a character that is one with the previous one) and the marks that set the direction of right-to-left text. */
const markChar = fc.constantFrom("\u0301", "\u0300", "\u0327", "\u20DD", "\u034F", "\u200F", "\u200E", "\u202B", "\u202C", "\u2067", "\u2069", "\u061C");
const weirdChar = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "\uFEFF",
    "\u202E",
    "\u2028",
    "😀",
    "𐀀",
    "é",
    "\r\n",
    "\t",
    " ",
    "'",
    '"',
    "<",
    "&",
    "=",
    "%",
    "+",
    ";",
    "\\",
    "\u0007",
    "\u007F",
    "\u0085",
  ),
  loneSurrogate,
  supplementaryChar,
  markChar,
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
);
const shortText = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ unit: weirdChar, maxLength: 12 }), fc.string({ unit: "binary", maxLength: 30 }));
const longText: fc.Arbitrary<Text> = fc.record({
  repeat: fc.constantFrom("a", "é", "😀", "𐀀", "e\u0301", "\u200F", "\u0000", "%", "&=", " ", "\uD800", "<a>"),
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

/** A text field's plausible value: plain words, or a few characters that count differently in UTF-16, NFC and PostgreSQL. */
const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 10 }), weight: 3 },
  { arbitrary: fc.string({ unit: weirdChar, minLength: 1, maxLength: 4 }), weight: 2 },
  { arbitrary: fc.constantFrom("𐀀", "😀", "𐀀😀", "e\u0301", "\u200Fשלום", "consola\u0007", "\uD800x"), weight: 1 },
);

/**
 * Plausible values per field of the app's forms, so a share of the cases passes validation and
 * reaches the use cases behind it (sign-in, sign-up, password and 2FA checks, admin changes).
 * No demo account's e-mail: failed sign-ins would spend the per-account budget other specs need.
 */
const PLAUSIBLE: Record<string, fc.Arbitrary<string>> = {
  intent: fc.constantFrom(
    "login",
    "totp",
    "resend",
    "register",
    "start",
    "confirm",
    "disable",
    "submit",
    "approve",
    "refuse",
    "dismiss",
    "suspend",
    "unsuspend",
    "lift",
    "uphold",
    "export",
    "request",
    "delete",
    "keep-account",
    // Issue 39: a booking's steps (the fuzz accounts have no bookings: they reach the use cases' refusals).
    "withdraw",
    "accept",
    "decline",
    "acceptConfirmation",
    "release",
    "challenge",
    "cancel",
    "complete",
    "noShow",
    "review",
    "reply",
  ),
  // Two addresses only: the mail they trigger (newsletter, verification, reset) is capped per address, so the
  // fuzzer never floods /dev/mail, which other specs read while this one runs.
  email: fc.constantFrom("fuzz@e2e.redav.lat", " FUZZ@e2e.redav.lat ", "fuzz+otro@e2e.redav.lat", "no-es-un-email", ""),
  password: fc.constantFrom(MEMBER_PASSWORD, "otra frase de prueba bastante larga", "12345678", "corta"),
  confirm: fc.constantFrom(MEMBER_PASSWORD, "otra frase de prueba bastante larga", "12345678"),
  currentPassword: fc.constantFrom(MEMBER_PASSWORD, "una contraseña equivocada"),
  code: fc.oneof(
    fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
    fc.constantFrom("abcdefgh", "ABCD-EFGH"),
  ),
  token: fc.oneof(fc.stringMatching(/^[0-9a-f]{16,64}$/), fc.constantFrom("eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.c2lnbmF0dXJl")),
  firstName: fc.constantFrom("Ana", "José", "Lucía"),
  lastName: fc.constantFrom("Paz", "Núñez", "O'Neill"),
  companyName: fc.constantFrom("Acme SA", "Sonido & Luz"),
  userType: fc.constantFrom("individual", "company", "admin"),
  country: fc.constantFrom("UY", "CL", "ZZ", "Uruguay", "Atlántida"),
  mainCategory: fc.constantFrom("rental", "software", "other", "nada"),
  redirectTo: fc.constantFrom("/", "/profile", "/admin", "//evil.example", "/\\evil.example", "https://evil.example/"),
  locale: fc.constantFrom("es", "en", "pt", "fr"),
  sessionId: fc.uuid(),
  accountId: fc.uuid(),
  change: fc.constantFrom("admin", "trainer", "level", "tier", "disabled"),
  value: fc.constantFrom("true", "false", "gold", "silver", "bronze"),
  totpURI: fc.constant("otpauth://totp/RedAV:x?secret=JBSWY3DPEHPK3PXP&issuer=RedAV"),
  backupCodes: fc.constantFrom("ABCD-EFGH", ""),
  q: text,
  page: fc.constantFrom("1", "2", "0", "-1"),
  subject: text,
  content: text,
  details: text,
  // A report's reason, or an admin's reason for a suspension, its lifting or an appeal's decision (10 to 1000 characters).
  reason: fc.constantFrom("spam", "harassment", "other", "nada", "Publica anuncios ajenos en los mensajes."),
  title: text,
  description: text,
  coverLetter: text,
  level: fc.constantFrom("silver", "gold", "bronze", "platino"),
  note: text,
  // Ids that reach the admins' use cases but name nothing: the demo network and other specs' requests, reports and appeals stay untouched.
  requestId: fc.constantFrom("999999999999", "0", "x", "99999999999999999999"),
  reportId: fc.constantFrom("999999999999", "0", "x", "99999999999999999999"),
  appealId: fc.constantFrom("999999999999", "0", "x", "99999999999999999999"),
  userId: fc.uuid(),
  // The privacy centre: a request's kind (and one the form never offers), an admin's answer.
  kind: fc.constantFrom("access", "correction", "objection", "borrar"),
  answer: text,
  // Issue 39's request form: a random technician id names nobody, so no fuzz request ever reaches a demo technician.
  technicianId: fc.uuid(),
  source: fc.constantFrom("search", "page", "offer", "conversation", "radio"),
  production: text,
  role: fc.constantFrom("foh", "monitors", "rigging", "astronauta"),
  city: text,
  timeZone: fc.constantFrom("America/Montevideo", "America/Mexico_City", "Europe/Madrid", "Mars/Olympus", "UTC"),
  startsOn: fc.constantFrom("2030-06-01", "2026-02-30", "1999-01-01", "9999-12-31", "mañana"),
  endsOn: fc.constantFrom("", "2030-06-03", "2030-05-01", "2031-12-31"),
  dayRate: fc.constantFrom("", "5000", "0", "-1", "2147483648", "1e309"),
  currency: fc.constantFrom("", "UYU", "USD", "XXX"),
  asksFor: fc.constantFrom("option", "confirmation", "todo"),
  expiresOn: fc.constantFrom("", "2030-05-20", "2020-01-01"),
  preAccept: fc.constantFrom("on", ""),
  hours: fc.constantFrom("24", "48", "72", "5", "x"),
  body: text,
  "score.punctuality": fc.constantFrom("1", "5", "0", "6", "x"),
  reviewId: fc.constantFrom("x", "00000000-0000-0000-0000-000000000000"),
  reply: text,
};
const plausibleForm: fc.Arbitrary<{ name: string; value: Text }[]> = fc
  .record(
    Object.fromEntries(FORM_FIELDS.map((name) => [name, fc.option(PLAUSIBLE[name] ?? fc.constant(""), { freq: 2, nil: undefined })])) as Record<
      string,
      fc.Arbitrary<string | undefined>
    >,
  )
  .map((values) => Object.entries(values).flatMap(([name, value]) => (value === undefined ? [] : [{ name, value }])));

const body: fc.Arbitrary<Body> = fc.oneof(
  {
    weight: 3,
    arbitrary: plausibleForm.map((form) => ({
      kind: "urlencoded" as const,
      contentType: "application/x-www-form-urlencoded",
      fields: form.map(({ name, value }) => ({ name, value, raw: "" })),
    })),
  },
  {
    weight: 1,
    arbitrary: plausibleForm.map((form) => ({
      kind: "multipart" as const,
      boundary: "----fuzzFormBoundary7MA4YWxkTrZu0gW",
      declared: "same" as const,
      newline: "\r\n" as const,
      closed: true,
      cutPermille: null,
      parts: form.map(({ name, value }) => ({ name, value, filename: null, type: null })),
    })),
  },
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
      // "" stands for "no Content-Type header at all".
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

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** application/x-www-form-urlencoded bytes of a string (lone surrogates become U+FFFD, as in browsers). Native encoding: bodies reach 1 MB. */
function formEncode(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD")).replace(/[!'()~]|%20/g, (match) =>
    match === "%20" ? "+" : `%${match.charCodeAt(0).toString(16).toUpperCase()}`,
  );
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
/** A query key or value: a form-encoded value, raw (broken) percent-encoding, or a long run of "x" (kept compact for the report). */
type QueryPart = { encode: Text } | { raw: string } | { xs: number };
const queryPart: fc.Arbitrary<QueryPart> = fc.oneof(
  { arbitrary: fieldValue.map((value) => ({ encode: value })), weight: 4 },
  { arbitrary: fc.constantFrom("%00", "%ff", "%E0%A4%A", "%", "%%", "%zz", "%C0%80", "%ED%A0%80", "%FF%FE%00", "a%00b").map((raw) => ({ raw })), weight: 3 },
  { arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((xs) => ({ xs })), weight: 1 },
);
const queryKey: fc.Arbitrary<QueryPart> = fc.oneof({ arbitrary: fc.constantFrom(...QUERY_KEYS).map((raw) => ({ raw })), weight: 4 }, queryPart);
type Query = { pairs: { key: QueryPart; value: QueryPart; bare: boolean }[]; repeat: boolean };
const query: fc.Arbitrary<Query> = fc.record({
  pairs: fc.array(fc.record({ key: queryKey, value: queryPart, bare: fc.boolean() }), { maxLength: 8 }),
  repeat: fc.boolean(),
});
const NO_QUERY: Query = { pairs: [], repeat: false };

function queryPartText(part: QueryPart): string {
  if ("raw" in part) return part.raw;
  if ("xs" in part) return "x".repeat(part.xs);
  return formEncode(materialize(part.encode).slice(0, 4000));
}

/** The query string: repeated keys on purpose (the first pairs twice), and keys with no "=". */
function queryString({ pairs, repeat }: Query): string {
  return [...pairs, ...(repeat ? pairs.slice(0, 2) : [])]
    .map(({ key, value, bare }) => (bare ? queryPartText(key) : `${queryPartText(key)}=${queryPartText(value)}`))
    .join("&");
}

/** The request target of a case: the page or its single-fetch `.data` URL, with the query. */
function targetOf(path: string, data: boolean, q: Query): string {
  const search = queryString(q);
  return `${data ? dataUrl(path) : path}${search ? `?${search}` : ""}`;
}
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
      ? { intent: "register", userType: kind, email, password: MEMBER_PASSWORD, firstName: "Fuzz", lastName: "Tester", country: "UY" }
      : { intent: "register", userType: kind, email, password: MEMBER_PASSWORD, companyName: "Fuzz SA", country: "UY", mainCategory: "rental" };
  const registered = await request.post("/register", { form, maxRedirects: 0 });
  expect(registered.status(), `registration of ${email}`).toBe(201);
  // The outbox worker sends the mail just after the commit, and /dev/mail shows the newest 50 mails while fuzzing elsewhere
  // sends mail too: it is read again until the link is there, asking for the mail again every few reads in case it scrolled away.
  let link: string | undefined;
  let reads = 0;
  const mailedLink = async () => {
    if (++reads % 10 === 0) await request.post("/register", { form: { intent: "resend", email }, maxRedirects: 0 });
    const mails = (await (await request.get("/dev/mail")).text()).split('data-testid="dev-mail"');
    link = mails
      .find((mail) => mail.includes(`>${email}<`))
      ?.match(/href="([^"]*\/auth\/verify[^"]*)"/)?.[1]
      ?.replaceAll("&amp;", "&");
    return link;
  };
  await expect.poll(mailedLink, { message: `a verification link mailed to ${email}`, timeout: 30_000 }).toBeTruthy();
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

/** An answer slower than this fails the case: a hang is as bad as a 5xx. */
const CASE_TIMEOUT_MS = 30_000;
/** The adapter's body limit (server/react-router-adapter.ts): larger bodies are refused with 413 before they are read. */
const BODY_LIMIT_BYTES = 1024 * 1024;

type Encoded = { contentType: string | null; data: Buffer | undefined };
type Exchange = { status: number; text: string } | { status: null; code: string; reused: boolean };

/**
 * One request on a keep-alive agent, with exactly these headers and bytes: no cookie jar, no
 * Accept-Encoding (the server skips compression), no default Content-Type.
 */
function exchange(agent: Agent, baseURL: string, method: "GET" | "POST", target: string, headers: Record<string, string>, data?: Buffer): Promise<Exchange> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let status: number | null = null;
    const kept: Buffer[] = [];
    const req = httpRequest({ agent, host: hostname, port: Number(port), method, path: target, headers, timeout: CASE_TIMEOUT_MS }, (res) => {
      status = res.statusCode ?? 0;
      // A live event stream never ends by itself: its status is the answer.
      if (String(res.headers["content-type"] ?? "").startsWith("text/event-stream")) {
        resolve({ status, text: "" });
        req.destroy();
        return;
      }
      res.on("data", (chunk: Buffer) => {
        if (status !== null && status >= 500 && kept.length < 4) kept.push(chunk);
      });
      const done = () => resolve({ status: status ?? 0, text: Buffer.concat(kept).toString("utf8").slice(0, 300) });
      res.on("end", done);
      // A refusal that closes the connection may cut its own body short: the status is what counts.
      res.on("error", done);
      res.on("close", done);
    });
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (status !== null) resolve({ status, text: "" });
      else if (error.code) resolve({ status: null, code: error.code, reused: req.reusedSocket });
      else reject(error);
    });
    req.end(data);
  });
}

/** What a case sent, for the failure message (long bodies cut short). */
function caseLabel(method: string, target: string, session: Session, encoded?: Encoded): string {
  const sent = encoded ? ` content-type=${JSON.stringify(encoded.contentType)} body=${preview(encoded.data)}` : "";
  return `${method} ${target.length > 300 ? `${target.slice(0, 300)}… (${target.length} chars)` : target} as ${session.name}${sent}`;
}

/** Bodies up to this size are kept in a regression case as they are; a larger one is for the seed to replay. */
const REGRESSION_BODY_MAX = 16 * 1024;

/** The failing request as a line for `regressions` in fuzz-cases.json (its `case` to be written by whoever adds it). */
function regressionLine(method: "GET" | "POST", target: string, session: Session, encoded?: Encoded): string {
  const data = encoded?.data;
  const body =
    data === undefined
      ? {}
      : data.length > REGRESSION_BODY_MAX
        ? { bodyBytes: data.length }
        : isUtf8(data)
          ? { body: data.toString("utf8") }
          : { bodyBase64: data.toString("base64") };
  return JSON.stringify({ case: "what it shows", method, path: target, session: session.name, contentType: encoded?.contentType ?? null, ...body });
}

/** Status counts of one test's cases, reported as an annotation (what the fuzzer actually reached). */
type Tally = Map<string, number>;
function count(tally: Tally, key: string): void {
  tally.set(key, (tally.get(key) ?? 0) + 1);
}
function annotate(tally: Tally): void {
  const summary = [...tally.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, n]) => `${key}×${n}`)
    .join(" ");
  test.info().annotations.push({ type: "statuses", description: summary });
}

/**
 * One case: throws on a 5xx, on no answer within CASE_TIMEOUT_MS, and on a connection failure
 * (an answer whose headers a client cannot parse, a dropped connection). The only connection
 * failure tolerated is on a body over the limit: the server refuses it unread and closes, and the
 * reset can reach the client before the 413 does.
 */
async function send(
  agent: Agent,
  baseURL: string,
  tally: Tally,
  method: "GET" | "POST",
  target: string,
  session: Session,
  ip: string,
  encoded?: Encoded,
): Promise<void> {
  const headers: Record<string, string> = { origin: baseURL, "x-forwarded-for": ip };
  if (session.cookie) headers.cookie = session.cookie;
  if (encoded?.contentType) headers["content-type"] = encoded.contentType;
  if (encoded?.data) headers["content-length"] = String(encoded.data.length);
  let answer = await exchange(agent, baseURL, method, target, headers, encoded?.data);
  // A keep-alive connection the server closed while idle: the request never reached the app.
  if (answer.status === null && answer.reused && (answer.code === "ECONNRESET" || answer.code === "EPIPE")) {
    answer = await exchange(agent, baseURL, method, target, headers, encoded?.data);
  }
  if (answer.status === null) {
    const overLimit = (encoded?.data?.length ?? 0) > BODY_LIMIT_BYTES;
    if (overLimit && (answer.code === "ECONNRESET" || answer.code === "EPIPE")) {
      count(tally, "reset-over-limit");
      return;
    }
    const hint = answer.code === "HPE_HEADER_OVERFLOW" ? " (the answer's headers exceed 16 KB: Node clients refuse them and a reverse proxy answers 502)" : "";
    throw new Error(`${caseLabel(method, target, session, encoded)} failed with ${answer.code}${hint}\n${regressionHint(method, target, session, encoded)}`);
  }
  count(tally, String(answer.status));
  if (answer.status >= 500) {
    throw new Error(
      `${caseLabel(method, target, session, encoded)} answered ${answer.status}\nresponse: ${answer.text}\n${regressionHint(method, target, session, encoded)}`,
    );
  }
}

/** How to keep a failing case: the regression line to add to fuzz-cases.json. */
function regressionHint(method: "GET" | "POST", target: string, session: Session, encoded?: Encoded): string {
  return `keep it as a regression case: add this line to "regressions" in tests/e2e/fuzz-cases.json\n${regressionLine(method, target, session, encoded)}`;
}

/** A keep-alive agent for one test: one connection, reused case after case. */
async function withAgent(use: (agent: Agent) => Promise<void>): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await use(agent);
  } finally {
    agent.destroy();
  }
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

/** How long fast-check may shrink a counterexample: every attempt is a request, and a stateful server (rate limits) makes long shrinks pointless. */
const SHRINK_BUDGET_MS = 20_000;

/**
 * Wraps a case so shrinking stops SHRINK_BUDGET_MS after the first failure: later attempts pass
 * without a request, and fast-check reports the smallest counterexample found by then.
 */
function shrinkingBudget<T>(run: (value: T) => Promise<void>): (value: T) => Promise<void> {
  let firstFailure: number | undefined;
  return async (value) => {
    if (firstFailure !== undefined && Date.now() - firstFailure > SHRINK_BUDGET_MS) return;
    try {
      await run(value);
    } catch (error) {
      firstFailure ??= Date.now();
      throw error;
    }
  };
}

/**
 * Runs `property` once per seed of `seeds()`, NUM_RUNS cases in all, within the test's time budget.
 * Each seed is printed when exploring, and named in any failure with the command that replays it.
 */
async function assertForSeeds<T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<void>): Promise<void> {
  const list = seeds();
  const deadline = Date.now() + FUZZ_TIME_LIMIT_MS;
  const title = test.info().title;
  for (const seed of list) {
    if (process.env.FUZZ_EXPLORE) console.log(`[fuzz] ${title}: seed ${seed}`);
    const options = {
      seed,
      numRuns: Math.max(1, Math.ceil(NUM_RUNS / list.length)),
      includeErrorInReport: true,
      plugins: [fc.interruptAfterTimeLimit(Math.max(1_000, deadline - Date.now()), { failOnInterrupt: true })],
    };
    try {
      await fc.assert(fc.asyncProperty(arbitrary, shrinkingBudget(run)), options);
    } catch (error) {
      const replay = `replay: FUZZ_SEED=${seed} npm run fuzz -- -g ${JSON.stringify(title)}`;
      throw error instanceof Error ? Object.assign(error, { message: `${error.message}\n${replay}` }) : error;
    }
  }
}

for (const pattern of ACTION_PATTERNS) {
  test(`no posted body makes ${pattern} answer 5xx`, async ({ request, baseURL }) => {
    test.setTimeout(TEST_TIMEOUT_MS);
    const base = baseURL ?? "";
    const sessions = await sessionsFor(request, isAdminArea(pattern));
    const byName = new Map(sessions.map((session) => [session.name, session]));
    const postCase = fc.record({
      path: pathFor(pattern),
      data: fc.boolean(),
      query: fc.oneof({ arbitrary: fc.constant(NO_QUERY), weight: 4 }, query),
      session: fc.constantFrom(...byName.keys()),
      ip: clientIp,
      body,
    });
    const tally: Tally = new Map();
    await withAgent(async (agent) => {
      await assertForSeeds(postCase, async (c) => {
        await send(agent, base, tally, "POST", targetOf(c.path, c.data, c.query), byName.get(c.session) ?? ANONYMOUS, c.ip, encodeBody(c.body));
      });
    });
    annotate(tally);
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
  const tally: Tally = new Map();
  await withAgent(async (agent) => {
    await assertForSeeds(getCase, async (c) => {
      await send(agent, base, tally, "GET", targetOf(c.path, c.data, c.query), byName.get(c.session) ?? ANONYMOUS, c.ip);
    });
  });
  annotate(tally);
});

test("every counterexample kept in fuzz-cases.json answers below 500", async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const needsAdmin = CASES.regressions.some((regression) => regression.session === "admin");
  const byName = new Map((await sessionsFor(request, needsAdmin)).map((session) => [session.name, session]));
  const tally: Tally = new Map();
  await withAgent(async (agent) => {
    for (const regression of CASES.regressions) {
      const session = byName.get(regression.session);
      if (!session) throw new Error(`${regression.case}: no session named ${regression.session} (anonymous, individual, company or admin)`);
      const data =
        regression.bodyBase64 !== undefined
          ? Buffer.from(regression.bodyBase64, "base64")
          : regression.body !== undefined
            ? Buffer.from(regression.body, "utf8")
            : undefined;
      const ip = `10.250.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
      await test.step(regression.case, () =>
        send(agent, baseURL ?? "", tally, regression.method, regression.path, session, ip, { contentType: regression.contentType, data }),
      );
    }
  });
  annotate(tally);
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
