import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { BACKUP_ENTRIES, parseManifest } from "~/lib/ops/backup-manifest";
import { readTar } from "~/lib/ops/tar";
import { metricsEndpoint } from "../../server/metrics";
import { opsBackupRoute } from "../../server/ops-backup-route";

/**
 * Issue 35 §2 and decision 040: who may read /metrics and take /ops/backup. The requests are written
 * byte by byte on a socket from 127.0.0.1, so the Host, the headers and the HTTP version are exactly
 * what a proxy or an attacker would send.
 */

const TOKEN = "operator-token-for-the-tests-0123456789abcdef";
const KEY = "a-data-dir-operator-key-0123456789abcdef0123456789";
const SITE = { APP_ENV: "local" as const, PUBLIC_URL: "http://localhost:3000", PORT: 3000 };
const ROOT = path.resolve(import.meta.dirname, "../..");

/** The headers of a proxy, a CDN or a load balancer in front of the app, each of which alone must cost a request its loopback trust. */
const PROXY_HEADERS: [string, string][] = [
  ["X-Forwarded-For", "203.0.113.9"],
  ["X-Forwarded-Host", "redav.example"],
  ["X-Forwarded-Proto", "https"],
  ["Forwarded", "for=203.0.113.9"],
  ["X-Real-IP", "203.0.113.9"],
  ["Via", "1.1 nginx"],
  ["X-Client-IP", "203.0.113.9"],
  ["CF-Connecting-IP", "203.0.113.9"],
  ["True-Client-IP", "203.0.113.9"],
  ["Fastly-Client-IP", "203.0.113.9"],
  ["X-Cluster-Client-IP", "203.0.113.9"],
];

let work: string;
let handle: DatabaseHandle;
let server: Server;
let port = 0;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "redav-operator-"));
  handle = await openDatabase({ dataDir: "memory://" });
  const app = express()
    .use(
      metricsEndpoint({
        token: TOKEN,
        database: () => {
          throw new Error("the metrics answer without a database");
        },
      }),
    )
    .use(opsBackupRoute({ database: () => handle, dataDir: work, operatorToken: TOKEN, site: SITE }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
  await rm(work, { recursive: true, force: true });
});

type Answer = { status: number; body: Buffer };

/** Sends one request exactly as written (from 127.0.0.1) and answers its status and body. */
function send(method: string, target: string, headers: [string, string][], version = "1.1"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const whole = Buffer.concat(chunks);
      const split = whole.indexOf("\r\n\r\n");
      const head = whole.subarray(0, split).toString("latin1");
      resolve({ status: Number(head.split(" ")[1]), body: whole.subarray(split + 4) });
    });
    const lines = [`${method} ${target} HTTP/${version}`, ...headers.map(([name, value]) => `${name}: ${value}`), "Connection: close", "", ""];
    socket.write(lines.join("\r\n"));
  });
}

const local = (): [string, string] => ["Host", `127.0.0.1:${port}`];
const bearer = (secret: string): [string, string] => ["Authorization", `Bearer ${secret}`];

/** The manifest at the head of a backup streamed as one HTTP/1.1 body (chunked: the archive's length is not known beforehand). */
async function manifestOf(body: Buffer) {
  const parts: Buffer[] = [];
  let rest = body;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.subarray(0, lineEnd).toString(), 16);
    if (!size) break;
    parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
    rest = rest.subarray(lineEnd + 2 + size + 2);
  }
  for await (const entry of readTar(Readable.from([Buffer.concat(parts)]))) {
    expect(entry.name).toBe(BACKUP_ENTRIES.manifest);
    return parseManifest(entry.bytes);
  }
  return null;
}

describe("/metrics: the operator token, or a request provably from this machine", () => {
  it("answers a plain request to a loopback name from this machine", async () => {
    expect((await send("GET", "/metrics", [local()])).status).toBe(200);
    expect((await send("GET", "/metrics", [["Host", `localhost:${port}`]])).status).toBe(200);
  });

  it("refuses a request from 127.0.0.1 whose Host is another name, unless it carries the token", async () => {
    expect((await send("GET", "/metrics", [["Host", `attacker.example:${port}`]])).status).toBe(403);
    expect((await send("GET", "/metrics", [["Host", "attacker.example"], bearer(TOKEN)])).status).toBe(200);
    expect((await send("GET", "/metrics", [["Host", "attacker.example"], bearer(`${TOKEN}x`)])).status).toBe(403);
  });

  it.each(PROXY_HEADERS)("refuses a loopback request that carries %s without the token, and answers it with the token", async (name, value) => {
    expect((await send("GET", "/metrics", [local(), [name, value]])).status).toBe(403);
    expect((await send("GET", "/metrics", [local(), [name, value], bearer(TOKEN)])).status).toBe(200);
  });

  it("refuses an HTTP/1.0 request to the loopback address (nginx's plain proxy_pass: HTTP/1.0, Host the upstream's address, no proxy header)", async () => {
    expect((await send("GET", "/metrics", [local()], "1.0")).status).toBe(403);
  });
});

describe("/ops/backup: same site, then the operator token or the data dir's key; never the address alone", () => {
  it("refuses a plain loopback POST, and one with an attacker's Host or a proxy header", async () => {
    expect((await send("POST", "/ops/backup", [local()])).status).toBe(403);
    expect((await send("POST", "/ops/backup", [["Host", `attacker.example:${port}`]])).status).toBe(403);
    for (const header of PROXY_HEADERS) expect((await send("POST", "/ops/backup", [local(), header])).status, header[0]).toBe(403);
  });

  it("refuses a cross-site POST even with the token: a foreign Origin, or Sec-Fetch-Site: cross-site", async () => {
    expect((await send("POST", "/ops/backup", [local(), bearer(TOKEN), ["Origin", "https://attacker.example"]])).status).toBe(403);
    expect((await send("POST", "/ops/backup", [local(), bearer(TOKEN), ["Sec-Fetch-Site", "cross-site"]])).status).toBe(403);
  });

  it("streams the backup to the token (curl, without Origin), and its manifest records the app's version from package.json", async () => {
    const answer = await send("POST", "/ops/backup", [local(), bearer(TOKEN)]);
    expect(answer.status).toBe(200);
    const { version } = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as { version?: string };
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect((await manifestOf(answer.body))?.app.version).toBe(version);
  }, 30_000);

  it("streams the backup to the data dir's operator key, and refuses a key file that others may read", async () => {
    const keyFile = path.join(work, "operator-key");
    await writeFile(keyFile, KEY, { mode: 0o600 });
    await chmod(keyFile, 0o600);
    expect((await send("POST", "/ops/backup", [local(), bearer(KEY)])).status).toBe(200);
    await chmod(keyFile, 0o644);
    expect((await send("POST", "/ops/backup", [local(), bearer(KEY)])).status).toBe(403);
  }, 30_000);
});
