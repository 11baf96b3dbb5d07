import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { cleanEnvironment, freePort, type Instance, ROOT, STARTUP_TIMEOUT_MS, STOP_TIMEOUT_MS, startInstance, stopInstance } from "./server-process";

/**
 * Issue 35 §1 and §5: the production server as an operator starts it. It starts from any working
 * directory; a bad environment, or local mode asked to listen on the network, ends in one line on
 * stderr and a non-zero exit code, never a stack; and slow clients neither stall the health check nor
 * hold connections past the header timeout, and past the connection cap new connections are dropped.
 */

const SECRET = "a-production-secret-of-forty-characters!!";

/** Runs `node server/index.js` from `cwd` with `env` and waits for it to end: its exit code and what it printed on each stream. */
async function runToExit(cwd: string, env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, "server/index.js")], {
    cwd,
    env: { ...cleanEnvironment(), NODE_ENV: "production", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise<number | null>((resolve) => child.once("close", (exitCode) => resolve(exitCode)));
  return { code, stdout, stderr };
}

/** GET /api/health on a connection of its own that closes after the answer (so it never holds a slot); the status, or the error's code. */
function health(instance: Instance): Promise<number | string> {
  return new Promise((resolve) => {
    const req = httpRequest(`${instance.url}/api/health`, { agent: false, headers: { connection: "close" } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** A raw connection that sends `text` and records every byte it receives until the server closes it. */
type RawClient = { socket: Socket; received: () => string; isClosed: () => boolean; closed: Promise<string> };

/** Opens a raw connection to the instance on the loopback and sends `text` once connected. */
function rawClient(instance: Instance, text: string): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    let received = "";
    let isClosed = false;
    const socket = connect({ host: "127.0.0.1", port: instance.port });
    const closed = new Promise<string>((done) =>
      socket.once("close", () => {
        isClosed = true;
        done(received);
      }),
    );
    socket.on("data", (chunk) => {
      received += chunk;
    });
    socket.on("error", () => undefined);
    socket.once("connect", () => {
      socket.write(text);
      resolve({ socket, received: () => received, isClosed: () => isClosed, closed });
    });
    socket.once("error", reject);
  });
}

const INCOMPLETE = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nUser-Agent: slow";
const COMPLETE_KEEP_ALIVE = "GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n";

test.describe("the production server as an operator starts it", () => {
  test.describe.configure({ mode: "default" });

  let elsewhere: string;
  let server: Instance | undefined;
  const dataDir = `./tmp/e2e-deploy-${process.pid}`;
  const HELD = 40;
  const CAP = 50;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    elsewhere = await mkdtemp(path.join(tmpdir(), "redav-elsewhere-"));
    server = await startInstance(
      "production started from another folder",
      {
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: SECRET,
        HEADERS_TIMEOUT_MS: "1000",
        REQUEST_TIMEOUT_MS: "2000",
        KEEP_ALIVE_TIMEOUT_MS: "120000",
        MAX_CONNECTIONS: String(CAP),
      },
      { cwd: elsewhere },
    );
  });

  test.afterAll(async () => {
    test.setTimeout(STOP_TIMEOUT_MS + 30_000);
    await stopInstance(server);
    await rm(path.resolve(ROOT, dataDir), { recursive: true, force: true });
    if (elsewhere) await rm(elsewhere, { recursive: true, force: true });
  });

  test("starts from another working directory: serves the build's pages and files, and a relative DATA_DIR is the app folder's", async () => {
    const instance = server as Instance;
    expect((await fetch(`${instance.url}/`)).status).toBe(200);
    const favicon = await fetch(`${instance.url}/favicon.svg`);
    expect(favicon.status, "a file of build/client").toBe(200);
    expect(await favicon.text()).toContain("<svg");
    expect(existsSync(path.resolve(ROOT, dataDir, "pglite")), "the data dir under the app's folder").toBe(true);
    expect(existsSync(path.resolve(elsewhere, dataDir)), "nothing under the working directory").toBe(false);
  });

  test("a bad environment ends in one line on stderr and exit code 1, from any folder, without a stack", async () => {
    const bad = await runToExit(elsewhere, { PORT: "abc", BETTER_AUTH_SECRET: "short" });
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Entorno inválido: .*PORT.*BETTER_AUTH_SECRET/)]);
    expect(bad.stdout + bad.stderr).not.toMatch(/\n\s+at |"stack"/);
  });

  test("local mode asked to listen on 0.0.0.0 refuses to start, in one Spanish/English line, unless the operator says so", async () => {
    const refused = await runToExit(elsewhere, { APP_ENV: "local", HOST: "0.0.0.0", DATA_DIR: `${dataDir}-refused` });
    expect(refused.code).not.toBe(0);
    expect(refused.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^HOST=0\.0\.0\.0 no es loopback: .*ALLOW_LOCAL_MODE_ON_NETWORK=1.* \/ HOST=0\.0\.0\.0 is not loopback/),
    ]);
    expect(refused.stdout + refused.stderr).not.toMatch(/\n\s+at |"stack"/);
    expect(existsSync(path.resolve(ROOT, `${dataDir}-refused`)), "nothing was opened").toBe(false);
  });

  test("a port already taken ends in one line on stderr and exit code 1, without a stack", async () => {
    const instance = server as Instance;
    const taken = await runToExit(elsewhere, {
      PORT: String(instance.port),
      HOST: "127.0.0.1",
      DATA_DIR: `${dataDir}-taken`,
      PUBLIC_URL: instance.url,
      BETTER_AUTH_SECRET: SECRET,
    });
    await rm(path.resolve(ROOT, `${dataDir}-taken`), { recursive: true, force: true });
    expect(taken.code).toBe(1);
    expect(taken.stderr.trim().split("\n")).toEqual([
      `No se pudo escuchar en 127.0.0.1:${instance.port}: EADDRINUSE / Could not listen on 127.0.0.1:${instance.port}`,
    ]);
    expect(taken.stdout + taken.stderr).not.toMatch(/\n\s+at |"stack"/);
  });

  test("slow incomplete connections do not stall the health check and are answered 408 and closed after the header timeout", async () => {
    const instance = server as Instance;
    const slow = await Promise.all(Array.from({ length: HELD }, () => rawClient(instance, INCOMPLETE)));
    expect(await health(instance)).toBe(200);
    const answers = await Promise.all(slow.map((client) => client.closed));
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await health(instance)).toBe(200);
  });

  test("past MAX_CONNECTIONS a new connection is dropped at once instead of holding a descriptor; a freed slot takes new ones again", async () => {
    const instance = server as Instance;
    const EXTRA = 10;
    const clients = await Promise.all(Array.from({ length: CAP + EXTRA }, () => rawClient(instance, COMPLETE_KEEP_ALIVE)));
    const answered = () => clients.filter((client) => client.received().includes("\r\n\r\n"));
    // Each connection is either answered (and then held open, idle, by keep-alive) or dropped.
    await expect.poll(() => clients.every((client) => client.isClosed() || client.received().includes("\r\n\r\n"))).toBe(true);
    const held = answered();
    const dropped = clients.filter((client) => !held.includes(client));
    expect(held.length, "answered connections never exceed the cap").toBeLessThanOrEqual(CAP);
    expect(dropped.length, "every connection past the cap is dropped").toBeGreaterThanOrEqual(EXTRA);
    for (const client of held) expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    for (const client of dropped) expect(await client.closed, "a dropped connection gets no answer").toBe("");
    held[0]?.socket.destroy();
    await expect.poll(() => health(instance)).toBe(200);
    for (const client of held) client.socket.destroy();
  });
});
