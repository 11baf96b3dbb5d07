import { createHmac } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";
import pg from "pg";
import { expect, freshEmail, test } from "./fixtures";
import {
  cookiesOf,
  createThrowawayDatabase,
  dropThrowawayDatabase,
  freePort,
  get,
  type Instance,
  postForm,
  STARTUP_TIMEOUT_MS,
  STOP_TIMEOUT_MS,
  startInstance,
  stopInstance,
} from "./server-process";

/**
 * A production server whose PostgreSQL sits behind a TCP relay this spec cuts and restores: while the
 * database cannot be reached the server answers 503 (JSON with Retry-After for the API and streams,
 * the error screen for pages), readiness says 503 and liveness 200, and every error it logs is one
 * JSON line carrying the request's id. Nothing a member sent before or during the outage (session
 * cookie, password, e-mail address, message text) reaches the log (issue 35 §3).
 */

/** A TCP relay to PostgreSQL on a port of its own: `cut()` refuses new connections and resets open ones, `restore()` relays again. */
class DatabaseRelay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async restore(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const SECRET = "degraded-mode-secret-degraded-mode-secret-0123";

/** A session cookie signed with the server's secret, so the server must read the database to know whose it is. */
function signedSessionCookie(token: string): string {
  const signature = createHmac("sha256", SECRET).update(token).digest("base64");
  return `redav.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const SESSION = signedSessionCookie("una-sesion-que-obliga-a-leer-la-base");

test.describe("while the database is away", () => {
  test.describe.configure({ mode: "serial", timeout: STARTUP_TIMEOUT_MS + 60_000 });

  let databaseUrl = "";
  let relay: DatabaseRelay;
  let instance: Instance | undefined;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    databaseUrl = await createThrowawayDatabase();
    const direct = new URL(databaseUrl);
    relay = new DatabaseRelay(await freePort(), { host: direct.hostname, port: Number(direct.port || 5432) });
    await relay.restore();
    const relayed = new URL(databaseUrl);
    relayed.hostname = "127.0.0.1";
    relayed.port = String(relay.port);
    instance = await startInstance("behind the relay", {
      APP_ENV: "production",
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: relayed.toString(),
      // Production's own level: the access lines are written too, so they are searched for secrets as well.
      LOG_LEVEL: "info",
    });
  });

  test.afterAll(async () => {
    test.setTimeout(STOP_TIMEOUT_MS + 30_000);
    await stopInstance(instance);
    await relay?.cut();
    await dropThrowawayDatabase(databaseUrl);
  });

  test("readiness says 503 and liveness 200; the API, streams and pages answer 503 with Retry-After; all return once it is back", async () => {
    const server = instance as Instance;
    expect((await get(server, "/api/ready")).status).toBe(200);
    const cached = await get(server, "/jobs");
    expect(cached.status).toBe(200);

    await relay.cut();

    const ready = await get(server, "/api/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(await ready.json()).toEqual({
      error: { code: "UNAVAILABLE", message: "El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos." },
    });
    expect((await get(server, "/api/health")).status).toBe(200);
    // The page a visitor saw a moment ago is still served from memory while the database is away.
    const remembered = await get(server, "/jobs");
    expect(remembered.status).toBe(200);
    expect(remembered.headers.get("x-page-cache")).toBe("hit");

    const follows = await fetch(`${server.url}/api/follows`, {
      method: "POST",
      headers: { accept: "application/json", cookie: SESSION, origin: `http://localhost:${server.port}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ profileId: "1", intent: "follow" }),
    });
    expect(follows.status).toBe(503);
    expect(follows.headers.get("retry-after")).toBe("5");
    expect(follows.headers.get("content-type")).toContain("application/json");
    expect((await follows.json()).error.code).toBe("UNAVAILABLE");

    const english = await fetch(`${server.url}/api/notifications/stream`, { headers: { cookie: `${SESSION}; lng=en` } });
    expect(english.status).toBe(503);
    expect(english.headers.get("content-type")).toContain("application/json");
    expect((await english.json()).error.message).toBe("The service is unavailable right now. Try again in a few seconds.");

    const page = await fetch(`${server.url}/jobs?q=sin-base`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain("El servicio no está disponible en este momento.");
    expect(html).not.toContain("DrizzleQueryError");

    const signedIn = await fetch(`${server.url}/jobs`, { headers: { accept: "text/html", cookie: SESSION } });
    expect(signedIn.status).toBe(503);

    await relay.restore();
    await expect.poll(async () => (await get(server, "/api/ready")).status, { timeout: 20_000 }).toBe(200);
    expect((await fetch(`${server.url}/jobs?q=con-base`, { headers: { accept: "text/html" } })).status).toBe(200);
  });

  test("a member signs in and writes a message, the database goes away, she retries: the log holds none of her cookie, password, address or text", async () => {
    const server = instance as Instance;
    const password = "una frase de paso que no se escribe en ningún registro";
    const writer = freshEmail("apagon-escribe");
    const reader = freshEmail("apagon-lee");
    const subject = "Presupuesto privado de la gira";
    const content = "La puerta del depósito se abre con el código 4417: no lo compartas";
    for (const email of [writer, reader]) {
      const registered = await postForm(server, "/register", {
        intent: "register",
        userType: "individual",
        email,
        password,
        firstName: "Lucía",
        lastName: "Apagón",
        country: "UY",
      });
      expect(registered.status, server.output()).toBe(201);
    }
    // The e-mail is verified in the database itself: a production server has no /dev/mail.
    const database = new pg.Client({ connectionString: databaseUrl });
    await database.connect();
    let readerId = "";
    try {
      await database.query('update "user" set email_verified = true where email = any($1)', [[writer, reader]]);
      readerId = (await database.query<{ id: string }>('select id from "user" where email = $1', [reader])).rows[0]?.id ?? "";
    } finally {
      await database.end();
    }
    const login = await postForm(server, "/login", { intent: "login", email: writer, password });
    expect(login.status, server.output()).toBe(302);
    const cookie = cookiesOf(login).join("; ");
    const sessionValue = cookiesOf(login)
      .find((pair) => pair.startsWith("redav.session_token="))
      ?.slice("redav.session_token=".length);
    expect(sessionValue).toBeTruthy();
    const message = { intent: "send", recipientId: readerId, subject, content };
    expect((await postForm(server, "/messages", message, cookie)).status).toBe(303);

    await relay.cut();
    expect((await get(server, "/messages", cookie)).status).toBe(503);
    expect((await postForm(server, "/messages", { ...message, content: `${content} (otra vez)` }, cookie)).status).toBe(503);
    expect((await postForm(server, "/login", { intent: "login", email: writer, password })).status).toBe(503);
    await relay.restore();
    await expect.poll(async () => (await get(server, "/api/ready")).status, { timeout: 20_000 }).toBe(200);

    const log = server.output();
    expect(log).toContain('"msg":"database unreachable"');
    const token = decodeURIComponent(sessionValue ?? "").split(".")[0] ?? "";
    for (const secret of [sessionValue ?? "", token, password, writer, reader, subject, content]) {
      expect(log.includes(secret), `the server's log holds «${secret}»`).toBe(false);
    }
    // Every request was written as one access line, by route pattern: never a path's id nor a query's value.
    const accessLines = log
      .split("\n")
      .filter((line) => line.includes('"msg":"request"'))
      .map((line) => JSON.parse(line) as { route: string; status: number | string; reqId?: string });
    expect(accessLines).toContainEqual(expect.objectContaining({ route: "/messages", status: 503 }));
    expect(accessLines).toContainEqual(expect.objectContaining({ route: "/login", status: 302 }));
    expect(log).not.toContain(readerId);
  });

  test("what the server wrote during the outage is one JSON line per entry, each warning with the request's id", async () => {
    const lines = (instance as Instance)
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("RedAV escuchando"));
    const entries = lines.map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string; reqId?: string };
      } catch {
        throw new Error(`A line that is not JSON: ${line}`);
      }
    });
    const outages = entries.filter((entry) => entry.msg === "database unreachable");
    expect(outages.length).toBeGreaterThan(0);
    for (const entry of outages) expect(entry.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
