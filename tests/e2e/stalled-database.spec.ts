import { createHmac } from "node:crypto";
import { StallingRelay } from "../../scripts/chaos/relay";
import { expect, test } from "./fixtures";
import {
  createThrowawayDatabase,
  dropThrowawayDatabase,
  get,
  type Instance,
  STARTUP_TIMEOUT_MS,
  STOP_TIMEOUT_MS,
  startInstance,
  stopInstance,
} from "./server-process";

/**
 * Issue 35 §4: a production server whose PostgreSQL sits behind a TCP relay that stalls (it keeps
 * every connection open and forwards no byte, as a partitioned network that drops packets without a
 * reset) and then heals. While it stalls, readiness answers 503 instead of hanging, the API 503 with
 * Retry-After, pages the error screen with 503 and a page seen a moment ago is still served from
 * memory; once it heals everything answers again, without a restart.
 */

const SECRET = "stalled-database-secret-stalled-database-0123";
/** Far above the server's own bounds (1.5 s for readiness, about 5 s for a query): a request still waiting then is hung. */
const HUNG_MS = 20_000;

/** A session cookie signed with the server's secret, so the server must read the database to know whose it is. */
function signedSessionCookie(token: string): string {
  const signature = createHmac("sha256", SECRET).update(token).digest("base64");
  return `redav.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

const SESSION = signedSessionCookie("una-sesion-que-obliga-a-leer-la-base-estancada");

/** A request that gives up after HUNG_MS: its answer, or the word "hung". */
async function answerOf(url: string, init: RequestInit = {}): Promise<Response | "hung"> {
  return fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(HUNG_MS) }).catch((error: Error) => {
    if (error.name === "TimeoutError") return "hung" as const;
    throw error;
  });
}

/** The status of an answer, or "hung". */
function statusOf(answer: Response | "hung"): number | "hung" {
  return answer === "hung" ? "hung" : answer.status;
}

test.describe("while the network to the database stalls", () => {
  test.describe.configure({ mode: "serial", timeout: STARTUP_TIMEOUT_MS + 120_000 });

  let databaseUrl = "";
  let relay: StallingRelay | undefined;
  let instance: Instance | undefined;

  test.beforeAll(async () => {
    test.setTimeout(STARTUP_TIMEOUT_MS + 30_000);
    databaseUrl = await createThrowawayDatabase();
    const direct = new URL(databaseUrl);
    relay = await StallingRelay.open({ host: direct.hostname, port: Number(direct.port || 5432) });
    instance = await startInstance("behind the stalling relay", {
      APP_ENV: "production",
      BETTER_AUTH_SECRET: SECRET,
      DATABASE_URL: relay.urlFor(databaseUrl),
      LOG_LEVEL: "warn",
    });
  });

  test.afterAll(async () => {
    test.setTimeout(STOP_TIMEOUT_MS + 30_000);
    relay?.heal();
    await stopInstance(instance);
    await relay?.close();
    await dropThrowawayDatabase(databaseUrl);
  });

  test("readiness, the API and pages answer 503 instead of hanging; a page seen before is served from memory; all return once it heals", async () => {
    const server = instance as Instance;
    const stalling = relay as StallingRelay;
    expect((await get(server, "/api/ready")).status).toBe(200);
    expect((await get(server, "/jobs")).status).toBe(200);

    stalling.stall();

    const ready = await answerOf(`${server.url}/api/ready`);
    expect(statusOf(ready)).toBe(503);
    expect((ready as Response).headers.get("retry-after")).toBe("5");
    expect(((await (ready as Response).json()) as { error: { code: string } }).error.code).toBe("UNAVAILABLE");
    expect((await get(server, "/api/health")).status).toBe(200);

    const follows = await answerOf(`${server.url}/api/follows`, {
      method: "POST",
      headers: { accept: "application/json", cookie: SESSION, origin: `http://localhost:${server.port}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ profileId: "1", intent: "follow" }),
    });
    expect(statusOf(follows)).toBe(503);
    expect((follows as Response).headers.get("retry-after")).toBe("5");
    expect(((await (follows as Response).json()) as { error: { code: string } }).error.code).toBe("UNAVAILABLE");

    const page = await answerOf(`${server.url}/jobs?q=sin-red`, { headers: { accept: "text/html" } });
    expect(statusOf(page)).toBe(503);
    expect(await (page as Response).text()).toContain("El servicio no está disponible en este momento.");

    const remembered = await answerOf(`${server.url}/jobs`, { headers: { accept: "text/html" } });
    expect(statusOf(remembered)).toBe(200);
    expect(["hit", "stale"]).toContain((remembered as Response).headers.get("x-page-cache"));

    stalling.heal();
    await expect.poll(async () => statusOf(await answerOf(`${server.url}/api/ready`)), { timeout: 30_000 }).toBe(200);
    expect(statusOf(await answerOf(`${server.url}/jobs?q=con-red`, { headers: { accept: "text/html" } }))).toBe(200);
  });
});
