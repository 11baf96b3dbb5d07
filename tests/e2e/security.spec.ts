import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import type { APIResponse } from "@playwright/test";
import { catalogTexts } from "./catalog-texts";
import { DEMO, DEMO_PASSWORD, expect, freshEmail, logInRequest, logInWithForm, mailedLink, test } from "./fixtures";

const errors = catalogTexts("es", "errors");
const common = catalogTexts<{ auth: { verify: { keptSession: string } } }>("es", "common");

/** The Spanish catalog text of an error key. */
function message(key: string): string {
  const text = errors[key];
  if (!text) throw new Error(`no es/errors.json text for ${key}`);
  return text;
}

/** HTML escapes the rendered page may use for a text. */
function inBody(body: string, text: string): boolean {
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
  return body.includes(text) || body.includes(escaped);
}

function originOf(baseURL: string | undefined): string {
  if (!baseURL) throw new Error("baseURL is not configured");
  return new URL(baseURL).origin;
}

/** True when a Location header keeps the browser on this site. */
function staysOnSite(location: string, origin: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location)) return new URL(location).origin === origin;
  if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\")) return false;
  // Browsers drop tabs and newlines and read backslashes as slashes before resolving a Location.
  if ([...location].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === "\\")) return false;
  return new URL(location, origin).origin === origin;
}

test.describe("open redirects after sign-in", () => {
  const HOSTILE = [
    "/.//evil.example/x",
    "/..//evil.example/x",
    "//evil.example",
    "/%2F/evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/%2e%2e//evil.example/x",
    "/a/b/../..//evil.example",
    "///evil.example",
    "/\t/evil.example",
  ];

  test("a hostile redirectTo never sends the browser off the site", async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    for (const redirectTo of HOSTILE) {
      const response = await request.post("/login", {
        form: { intent: "login", email: DEMO.gold, password: DEMO_PASSWORD, redirectTo },
        headers: { origin },
        maxRedirects: 0,
      });
      expect(response.status(), redirectTo).toBe(302);
      const location = response.headers().location ?? "";
      expect(staysOnSite(location, origin), `${JSON.stringify(redirectTo)} → ${JSON.stringify(location)}`).toBe(true);
    }
    // The same form still honours a plain same-site path, so the checks above are not vacuous.
    const honoured = await request.post("/login", {
      form: { intent: "login", email: DEMO.gold, password: DEMO_PASSWORD, redirectTo: "/settings/security?tab=1" },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(honoured.status()).toBe(302);
    expect(honoured.headers().location).toBe("/settings/security?tab=1");
  });
});

test.describe("request bodies and targets", () => {
  const FORM_ACTIONS = ["/newsletter", "/login", "/register"];
  const BOUNDARY = "----redav-e2e";
  const TRUNCATED_MULTIPART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomebody@e2e.redav.lat`;

  async function expectRefusal(response: APIResponse, status: number, key: string, what: string): Promise<void> {
    expect(response.status(), what).toBe(status);
    const body = await response.text();
    expect(inBody(body, message(key)), `${what}: ${body.slice(0, 300)}`).toBe(true);
  }

  test("a body that is not a form answers 400 with the Spanish message, never 5xx", async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    for (const path of FORM_ACTIONS) {
      for (const target of [path, `${path}.data`]) {
        await expectRefusal(
          await request.post(target, { data: { email: "a@b.lat", password: "x" }, headers: { origin }, maxRedirects: 0 }),
          400,
          "INVALID_BODY",
          `JSON to ${target}`,
        );
        await expectRefusal(
          await request.post(target, { data: "email=a@b.lat", headers: { origin, "content-type": "text/plain" }, maxRedirects: 0 }),
          400,
          "INVALID_BODY",
          `text/plain to ${target}`,
        );
        await expectRefusal(
          await request.post(target, {
            data: Buffer.from(TRUNCATED_MULTIPART),
            headers: { origin, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
            maxRedirects: 0,
          }),
          400,
          "INVALID_BODY",
          `truncated multipart to ${target}`,
        );
      }
    }
  });

  test("a body over 1 MB answers 413, declared or streamed", async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    // The declared length alone is refused: the body is never sent, so the answer cannot race the upload.
    const declared = await postChunked(new URL("/newsletter", baseURL), origin, 0, { "content-length": String(1024 * 1024 + 7) });
    expect(declared.status, "1 MB declared form to /newsletter").toBe(413);
    expect(declared.body).toContain(message("BODY_TOO_LARGE"));
    // Streamed: one chunk past the limit, then the client waits (the server has read everything it was sent).
    const streamed = await postChunked(new URL("/login", baseURL), origin, 1024 * 1024 + 64 * 1024);
    expect(streamed.status, "2 MB chunked form to /login").toBe(413);
    expect(streamed.body).toContain(message("BODY_TOO_LARGE"));
    // An ordinary-sized form is still read (and refused for its content, not its size).
    const fits = await request.post("/newsletter", {
      data: `email=${"a".repeat(1000)}`,
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      maxRedirects: 0,
    });
    expect(fits.status()).toBe(400);
  });

  test("a form field with a NUL character answers 400", async ({ request, baseURL }) => {
    const origin = originOf(baseURL);
    await expectRefusal(
      await request.post("/newsletter", { form: { email: "a\u0000b@e2e.redav.lat" }, headers: { origin }, maxRedirects: 0 }),
      400,
      "INVALID_CHARACTERS",
      "NUL in the newsletter e-mail",
    );
    await expectRefusal(
      await request.post("/login", { form: { intent: "login", email: DEMO.bronze, password: `${DEMO_PASSWORD}\u0000` }, headers: { origin }, maxRedirects: 0 }),
      400,
      "INVALID_CHARACTERS",
      "NUL in the password",
    );
    await expectRefusal(
      await request.post("/register", {
        multipart: {
          userType: "individual",
          firstName: "Nul\u0000",
          lastName: "Byte",
          country: "CL",
          email: freshEmail("nul"),
          password: "una frase bastante larga",
        },
        headers: { origin },
        maxRedirects: 0,
      }),
      400,
      "INVALID_CHARACTERS",
      "NUL in a multipart registration field",
    );
  });

  test("a NUL character in the admin search never breaks the server", async ({ request }) => {
    await logInRequest(request, DEMO.admin, DEMO_PASSWORD);
    for (const path of ["/admin?q=%00", "/admin?q=a%00b", "/admin.data?q=%00"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain(message("INTERNAL"));
    }
  });

  test("an absolute-form request line answers 400", async ({ baseURL }) => {
    const url = new URL(baseURL ?? "");
    const statusLine = await rawStatusLine(url, "GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\nAccept: text/html\r\nConnection: close\r\n\r\n");
    expect(statusLine).toMatch(/^HTTP\/1\.1 400 /);
  });
});

test.describe("methods", () => {
  type Answer = { status: number; allow: string; type: string; body: string };

  /** One request with any method (Playwright's client and fetch refuse TRACE), its answer read whole. */
  function exchange(baseURL: string | undefined, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, baseURL), { method, headers: { "x-forwarded-for": "10.77.0.1", ...headers } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? ""), type: String(res.headers["content-type"] ?? ""), body }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end();
    });
  }

  test("a method the site does not take answers 405 with Allow, in the visitor's language (JSON for the API), never 500", async ({ baseURL }) => {
    const origin = originOf(baseURL);
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]) {
      const page = await exchange(baseURL, method, "/", { origin, accept: "text/html" });
      expect(page.status, `${method} /`).toBe(405);
      expect(page.allow, `${method} /`).toBe("GET, HEAD, POST");
      expect(page.type, `${method} /`).toContain("text/html");
      expect(inBody(page.body, message("METHOD_NOT_ALLOWED")), `${method} /: ${page.body.slice(0, 200)}`).toBe(true);
      const api = await exchange(baseURL, method, "/api/health", { origin });
      expect(api.status, `${method} /api/health`).toBe(405);
      expect(api.allow, `${method} /api/health`).toBe("GET, HEAD, POST");
      expect(JSON.parse(api.body), `${method} /api/health`).toEqual({ error: { code: "METHOD_NOT_ALLOWED", message: message("METHOD_NOT_ALLOWED") } });
    }
    const english = await exchange(baseURL, "TRACE", "/jobs", { cookie: "lng=en", accept: "text/html" });
    expect(english.status).toBe(405);
    expect(english.body).toContain("This address does not accept that request method.");
  });

  test("a POST to a page without a form answers 405 naming what it takes", async ({ baseURL }) => {
    const about = await exchange(baseURL, "POST", "/about", { origin: originOf(baseURL), "content-type": "application/x-www-form-urlencoded" });
    expect(about.status).toBe(405);
    expect(about.allow).toBe("GET, HEAD");
  });
});

test.describe("headers", () => {
  test("every signed-in HTML and .data answer is Cache-Control: no-store", async ({ request, baseURL }) => {
    await logInRequest(request, DEMO.bronze, DEMO_PASSWORD);
    const gets = [
      "/",
      "/about",
      "/membership",
      "/bronze-member",
      "/profile",
      "/settings/security",
      "/messages",
      "/courses/sonido-en-vivo",
      "/no-such-page",
      "/company",
      "/login",
      "/_.data",
      "/about.data",
      "/bronze-member.data",
      "/profile.data",
      "/settings/security.data",
      "/no-such-page.data",
      "/company.data",
      "/bronze-member.data?_routes=root",
    ];
    for (const path of gets) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"] ?? "", `${path} (${response.status()})`).toMatch(/\bno-store\b/);
    }
    for (const path of ["/newsletter", "/newsletter.data"]) {
      const response = await request.post(path, { form: { email: "no es un correo" }, headers: { origin: originOf(baseURL) }, maxRedirects: 0 });
      expect(response.status(), `POST ${path}`).toBeLessThan(500);
      expect(response.headers()["cache-control"] ?? "", `POST ${path}`).toMatch(/\bno-store\b/);
    }
  });

  test("HSTS asks for at least a year on pages, data, assets and refusals", async ({ request }) => {
    for (const path of ["/", "/_.data", "/api/health", "/favicon.svg", "/no-such-page", "/x%00"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      const hsts = response.headers()["strict-transport-security"] ?? "";
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
      expect(maxAge, `${path}: ${hsts}`).toBeGreaterThanOrEqual(31_536_000);
    }
  });
});

test("a verification link opened while signed in as someone else keeps the current session", async ({ page, request }) => {
  const email = freshEmail("verificar-otra");
  const password = "una frase bastante larga";
  await page.goto("/register");
  await page.getByLabel("Técnico / Individual").check();
  await page.getByLabel("Nombre", { exact: true }).fill("Olivia");
  await page.getByLabel("Apellido").fill("Otra");
  await page.getByLabel("País").selectOption("Chile");
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revisa tu correo");

  await logInWithForm(page, DEMO.silver, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/silver-member$/);
  const link = await mailedLink(page, email, "/auth/verify");
  await page.goto(link);
  await expect(page.getByText(common.auth.verify.keptSession)).toBeVisible();

  // Still the demo member: the sign-in page sends a signed-in user to their own landing.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/silver-member$/);
  // And the link did verify the new account, which now signs in on its own.
  await logInRequest(request, email, password);
});

/** POSTs `total` bytes of form body with chunked transfer encoding (no Content-Length), stopping once the server answers. */
/** Posts `total` bytes of a form (chunked unless headers say otherwise) without ending the body, and resolves with the answer. */
function postChunked(
  url: URL,
  origin: string,
  total: number,
  headers: Record<string, string> = { "transfer-encoding": "chunked" },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded", ...headers },
    });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < total && !answered && !req.destroyed) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    if (total > 0) req.write("email=");
    else req.flushHeaders();
    pump();
  });
}

/** Sends a raw request head over a plain socket and returns the response's status line. */
function rawStatusLine(url: URL, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), autoSelectFamily: true }, () => socket.write(head));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      received += chunk;
    });
    socket.on("end", () => resolve(received.split("\r\n")[0] ?? ""));
    socket.on("error", reject);
  });
}

test("resource routes have no .data twin: a file, a CV, robots.txt and the API answer 404 there, while their own URL and a page's .data still work", async ({
  request,
}) => {
  await logInRequest(request, DEMO.company, DEMO_PASSWORD);
  const explore = await (await request.get("/explore")).text();
  const photo = /\/files\/profile-images\/[A-Za-z0-9_/-]+-\d+\.webp/.exec(explore)?.[0];
  if (!photo) throw new Error("no profile photo on /explore");
  expect((await request.get(photo)).status()).toBe(200);
  const technicians = await (await request.get("/member/technicians?orden=1")).text();
  const profile = /\/company\/user\/([A-Za-z0-9_-]+)/.exec(technicians)?.[1];
  for (const path of [`${photo}.data`, `/profile/${profile}/cv.data`, "/robots.txt.data", "/api/health.data", "/api/messages/unread.data"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"] ?? "", path).not.toContain("text/x-script");
  }
  expect((await request.get("/about.data")).status()).toBe(200);
});
