import { readFile, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, freshEmail, test } from "./fixtures";
import {
  cookiesOf,
  createThrowawayDatabase,
  dropThrowawayDatabase,
  get,
  type Instance,
  postForm,
  ROOT,
  STARTUP_TIMEOUT_MS,
  STOP_TIMEOUT_MS,
  startInstance,
  stopInstance,
} from "./server-process";

/**
 * Production servers started by this spec itself (node server/index.js, NODE_ENV=production), each
 * on its own free port: two instances sharing one PostgreSQL database share their sessions, and
 * local mode listens on the loopback only unless HOST and ALLOW_LOCAL_MODE_ON_NETWORK say otherwise.
 */

const PASSWORD = "una frase bastante larga para dos servidores";

/** Registers an individual on an instance, verifies the e-mail through its /dev/mail and signs in there; returns the session cookie. */
async function signUpAndSignIn(instance: Instance, email: string, firstName: string): Promise<string> {
  const registered = await postForm(instance, "/register", {
    intent: "register",
    userType: "individual",
    email,
    password: PASSWORD,
    firstName,
    lastName: "Fernández",
    country: "UY",
  });
  expect(registered.status, `registration on ${instance.name}:\n${instance.output()}`).toBe(201);
  // The outbox worker sends the mail just after the registration's commit: /dev/mail is read again until it is there.
  const mailedLink = async () => {
    const mail = (await (await get(instance, "/dev/mail")).text()).split('data-testid="dev-mail"').find((block) => block.includes(`>${email}<`));
    return mail?.match(/href="([^"]*\/auth\/verify[^"]*)"/)?.[1]?.replaceAll("&amp;", "&");
  };
  await expect.poll(mailedLink, { message: `a verification link for ${email} on ${instance.name}'s /dev/mail` }).toBeTruthy();
  const link = await mailedLink();
  const verified = await fetch(new URL(link ?? "", instance.url), { redirect: "manual" });
  expect(verified.status, "following the verification link").toBe(302);
  const login = await postForm(instance, "/login", { intent: "login", email, password: PASSWORD });
  expect(login.status, `sign-in on ${instance.name}:\n${instance.output()}`).toBe(302);
  const pairs = cookiesOf(login);
  expect(pairs.length, `${instance.name} sets a session cookie`).toBeGreaterThan(0);
  return pairs.join("; ");
}

/** Reads Server-Sent Events from a streaming response until one satisfies `wanted` (the test's time-out bounds the wait). */
async function eventMatching(response: Response, wanted: (event: { id: string; event: string; data: string }) => boolean) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the stream ended before the event arrived");
    buffer += decoder.decode(value, { stream: true });
    for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        block
          .split("\n")
          .find((line) => line.startsWith(`${name}: `))
          ?.slice(name.length + 2) ?? "";
      const event = { id: field("id"), event: field("event"), data: field("data") };
      if (event.event && wanted(event)) {
        await reader.cancel();
        return event;
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Two instances, one PostgreSQL database
// ---------------------------------------------------------------------------------------------

test.describe("two instances on one PostgreSQL database", () => {
  test.describe.configure({ mode: "default" });

  let databaseUrl = "";
  let instanceA: Instance | undefined;
  let instanceB: Instance | undefined;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    databaseUrl = await createThrowawayDatabase();
    // Started together, like replicas of one deployment: migrations serialise on their advisory lock.
    const env = { APP_ENV: "local", DATABASE_URL: databaseUrl };
    [instanceA, instanceB] = await Promise.all([startInstance("instance A", env), startInstance("instance B", env)]);
  });

  test.afterAll(async () => {
    test.setTimeout(2 * STOP_TIMEOUT_MS + 30_000);
    await Promise.all([stopInstance(instanceA), stopInstance(instanceB)]);
    await dropThrowawayDatabase(databaseUrl);
  });

  test("a session signed in on instance A is recognised on instance B, and signing out on B ends it on A", async () => {
    const a = instanceA as Instance;
    const b = instanceB as Instance;
    const email = freshEmail("instancias");

    const cookie = await test.step("register and verify on A (through its /dev/mail), then sign in on A", () => signUpAndSignIn(a, email, "Lucía"));

    await test.step("B opens the member's page with A's cookie, and redirects without it", async () => {
      const signedIn = await get(b, "/bronze-member", cookie);
      expect(signedIn.status, `B with A's cookie (location ${signedIn.headers.get("location")}):\n${b.output()}`).toBe(200);
      expect(await signedIn.text()).toContain("Hola, Lucía Fernández");
      const security = await get(b, "/settings/security", cookie);
      expect(security.status, "B's /settings/security with A's cookie").toBe(200);
      const anonymous = await get(b, "/bronze-member");
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    });

    await test.step("the generated session secret and Web Push keys are one row each of app_secrets, shared by both instances", async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string; value: string }>("select name, value from app_secrets order by name");
        expect(rows.map((row) => row.name)).toEqual(["better-auth", "vapid"]);
        expect(rows[0]?.value).toMatch(/^[0-9a-f]{64}$/);
        expect(JSON.parse(rows[1]?.value ?? "{}")).toMatchObject({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{80,90}$/) });
      } finally {
        await client.end();
      }
    });

    await test.step("signing out on B ends the session on A", async () => {
      const logout = await postForm(b, "/logout", {}, cookie);
      expect(logout.status, "sign-out on B").toBe(302);
      const after = await get(a, "/bronze-member", cookie);
      expect(after.status, "A with the signed-out cookie").toBe(302);
      expect(after.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    });
  });

  test("a notification created through instance A reaches a live stream open on instance B, and a reconnect replays what was missed", async () => {
    const a = instanceA as Instance;
    const b = instanceB as Instance;
    const memberEmail = freshEmail("en-vivo");
    const member = await signUpAndSignIn(a, memberEmail, "Ana");
    const stream = await fetch(`${b.url}/api/notifications/stream`, { headers: { cookie: member } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");

    const adminEmail = freshEmail("admin-en-vivo");
    const admin = await signUpAndSignIn(a, adminEmail, "Admin");
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(`update user_profiles set is_admin = true where email = $1`, [adminEmail]);
    } finally {
      await client.end();
    }
    const sent = Date.now();
    const broadcast = await postForm(
      a,
      "/admin/notifications",
      { audience: "list", emails: memberEmail, title: "Aviso entre instancias", message: "Hola" },
      admin,
    );
    expect(broadcast.status, `broadcast on A:\n${a.output()}`).toBe(200);
    const event = await eventMatching(stream, (candidate) => candidate.data.includes("Aviso entre instancias"));
    expect(event.event).toBe("notification");
    expect(Date.now() - sent).toBeLessThan(5_000);

    const replay = await fetch(`${a.url}/api/notifications/stream`, { headers: { cookie: member, "last-event-id": "0" } });
    const welcome = await eventMatching(replay, (candidate) => candidate.data.includes("Bienvenido"));
    expect(Number(welcome.id)).toBeLessThan(Number(event.id));
  });

  test("signing out on instance A ends, at once, the live stream the same session holds open on instance B", async () => {
    const a = instanceA as Instance;
    const b = instanceB as Instance;
    const cookie = await signUpAndSignIn(a, freshEmail("salida-en-vivo"), "Sofía");
    const stream = await fetch(`${b.url}/api/notifications/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const logout = await postForm(a, "/logout", {}, cookie);
    expect(logout.status, "sign-out on A").toBe(302);
    const signedOut = Date.now();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      // The retry field and heartbeats, until B ends the stream.
    }
    expect(Date.now() - signedOut, "B ends the stream well before its 30 s heartbeat").toBeLessThan(5_000);
    expect((await fetch(`${b.url}/api/notifications/stream`, { headers: { cookie } })).status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------
// Local mode listens on the loopback unless HOST and ALLOW_LOCAL_MODE_ON_NETWORK say otherwise
// ---------------------------------------------------------------------------------------------

/** The machine's first non-loopback IPv4 address, if it has one. */
function externalIpv4(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === "IPv4" && !entry.internal)?.address;
}

/** Resolves "connected" or the connection error's code (ECONNREFUSED, …); never waits more than 5 s. */
function tryConnect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (result: string) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(5_000, () => finish("ETIMEDOUT"));
    socket.once("connect", () => finish("connected"));
    socket.once("error", (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
  });
}

/**
 * The local addresses the kernel lists as listening on `port` (Linux /proc/net/tcp and tcp6),
 * e.g. ["127.0.0.1"] or ["0.0.0.0"]; null where /proc is not available.
 */
async function listeningAddresses(port: number): Promise<string[] | null> {
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let table: string;
    try {
      table = await readFile(file, "utf8");
    } catch {
      return null;
    }
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (state !== "0A" || !local?.endsWith(`:${portHex}`)) continue;
      const hex = local.slice(0, local.indexOf(":"));
      if (hex.length === 8) {
        found.push(
          (hex.match(/../g) ?? [])
            .reverse()
            .map((byte) => Number.parseInt(byte, 16))
            .join("."),
        );
      } else {
        found.push(hex === "0".repeat(32) ? "::" : `ipv6:${hex}`);
      }
    }
  }
  return found;
}

test.describe("where local mode listens", () => {
  test.describe.configure({ mode: "default" });

  const dataDirs = ["./tmp/e2e-instances-loopback", "./tmp/e2e-instances-any"].map((dir) => `${dir}-${process.pid}`);
  let loopbackOnly: Instance | undefined;
  let allAddresses: Instance | undefined;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    const [loopbackDir, anyDir] = dataDirs as [string, string];
    [loopbackOnly, allAddresses] = await Promise.all([
      startInstance("local mode without HOST", { APP_ENV: "local", DATA_DIR: loopbackDir }),
      startInstance("local mode with HOST=0.0.0.0", { APP_ENV: "local", DATA_DIR: anyDir, HOST: "0.0.0.0", ALLOW_LOCAL_MODE_ON_NETWORK: "1" }),
    ]);
  });

  test.afterAll(async () => {
    test.setTimeout(2 * STOP_TIMEOUT_MS + 30_000);
    await Promise.all([stopInstance(loopbackOnly), stopInstance(allAddresses)]);
    await Promise.all(dataDirs.map((dir) => rm(path.resolve(ROOT, dir), { recursive: true, force: true })));
  });

  test("without HOST it answers on 127.0.0.1 and refuses the machine's network address", async () => {
    const server = loopbackOnly as Instance;
    const health = await get(server, "/api/health");
    expect(health.status).toBe(200);
    const external = externalIpv4();
    const listening = await listeningAddresses(server.port);
    // At least one of the two observations must be possible on this machine.
    expect(external !== undefined || listening !== null, "no non-loopback IPv4 address and no /proc/net/tcp to observe the bind address").toBe(true);
    if (external) expect(await tryConnect(external, server.port), `connecting to ${external}:${server.port}`).toBe("ECONNREFUSED");
    if (listening) expect(listening, "the kernel's listening sockets for the port").toEqual(["127.0.0.1"]);
  });

  test("a method it does not take answers 405 with Allow, never a 500, and leaves no stack in its log", async () => {
    const server = loopbackOnly as Instance;
    const logged = server.output().length;
    /** Any method on a raw request (fetch refuses TRACE): the status and the Allow header. */
    const answer = (method: string, path: string) =>
      new Promise<{ status: number; allow: string }>((resolve, reject) => {
        const headers = { origin: `http://localhost:${server.port}`, "content-type": "application/x-www-form-urlencoded" };
        const req = httpRequest(`${server.url}${path}`, { method, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? "") }));
        });
        req.on("error", reject);
        req.end();
      });
    expect(await answer("TRACE", "/")).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    expect(await answer("PUT", "/jobs")).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    expect(await answer("POST", "/about")).toEqual({ status: 405, allow: "GET, HEAD" });
    // The answers are complete before anything they would log: what was logged by now is all there is.
    expect((await get(server, "/api/health")).status).toBe(200);
    expect(server.output().slice(logged)).not.toMatch(/\n\s+at |"stack"|unhandled request error/);
  });

  test("with HOST=0.0.0.0 and ALLOW_LOCAL_MODE_ON_NETWORK=1 it answers on the machine's network address, and said so at start", async () => {
    const server = allAddresses as Instance;
    expect(server.output()).toContain("ATENCIÓN: modo local abierto a la red en HOST=0.0.0.0");
    const external = externalIpv4();
    const listening = await listeningAddresses(server.port);
    expect(external !== undefined || listening !== null, "no non-loopback IPv4 address and no /proc/net/tcp to observe the bind address").toBe(true);
    if (external) {
      const health = await fetch(`http://${external}:${server.port}/api/health`, { redirect: "manual" });
      expect(health.status, `GET http://${external}:${server.port}/api/health`).toBe(200);
    }
    if (listening) expect(listening, "the kernel's listening sockets for the port").toEqual(["0.0.0.0"]);
    expect((await get(server, "/api/health")).status).toBe(200);
  });
});
