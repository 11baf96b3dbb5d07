import type { AddressInfo } from "node:net";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { noteDatabaseReachable } from "~/db/reachability.server";
import { LimitReached } from "~/lib/errors";
import { clientIpContext, databaseContext } from "~/lib/transport-context";
import * as blocks from "~/routes/api/blocks";
import * as follows from "~/routes/api/follows";
import * as health from "~/routes/api/health";
import * as jobView from "~/routes/api/job-view";
import * as messagesUnread from "~/routes/api/messages-unread";
import * as notifications from "~/routes/api/notifications";
import * as ready from "~/routes/api/ready";
import * as reports from "~/routes/api/reports";
import * as saved from "~/routes/api/saved";
import { buildRequestContext } from "~/shell/request-context.server";
import routeConfig from "../../app/routes";
import { jsonRoutes } from "../../server/json-routes";
import { JSON_ROUTE_IDS } from "../../server/json-routes-table";
import { routeOf } from "../../server/metrics";
import { unexpectedError } from "../../server/refusals";
import { cookieHeader, uniqueIp } from "../context";
import { createIndividual, signedIn } from "../factories";
import { testDb } from "../setup/test-database";

/**
 * Issue 43 §2: the small JSON endpoints answered beside React Router run the same root middleware
 * (request context, session, outage answers) and the same loaders and actions, under the same metrics
 * label, and leave every other form of their URLs to the router.
 */

type Module = Record<string, unknown>;
const MODULES: Record<string, [path: string, module: Module]> = {
  "routes/api/health": ["api/health", health],
  "routes/api/ready": ["api/ready", ready],
  "routes/api/messages-unread": ["api/messages/unread", messagesUnread],
  "routes/api/notifications": ["api/notifications", notifications],
  "routes/api/follows": ["api/follows", follows],
  "routes/api/blocks": ["api/blocks", blocks],
  "routes/api/saved": ["api/saved", saved],
  "routes/api/reports": ["api/reports", reports],
  "routes/api/job-view": ["api/jobs/:jobId/view", jobView],
};

/** A server build as React Router's compiler lays it out: the root (with its middleware) and these routes under it. */
function buildOf(routes: Record<string, [path: string, module: Module]>): ServerBuild {
  const entries = Object.entries(routes).map(([id, [path, module]]) => [id, { id, parentId: "root", path, module }]);
  return {
    routes: { root: { id: "root", path: "", module: { middleware: [buildRequestContext] } }, ...Object.fromEntries(entries) },
  } as unknown as ServerBuild;
}

type Answer = { status: number; headers: Headers; body: string; label: string | undefined };

/** An Express server with the JSON routes in front of a stand-in for React Router that answers 418. */
async function serve(build: ServerBuild, routeIds: readonly string[], database: () => DatabaseHandle["db"]) {
  const labels: string[] = [];
  const server = express();
  server.use((req, res, next) => {
    res.once("finish", () => labels.push(routeOf(req, res, undefined)));
    next();
  });
  server.use(
    jsonRoutes({
      build,
      routeIds,
      originOf: () => "http://localhost:3000",
      loadContext: () => {
        const context = new RouterContextProvider();
        context.set(databaseContext, database());
        context.set(clientIpContext, uniqueIp());
        return context;
      },
    }),
  );
  server.use((_req, res) => {
    res.status(418).json({ router: true });
  });
  server.use(unexpectedError);
  const listening = server.listen(0, "127.0.0.1");
  await new Promise((resolve) => listening.once("listening", resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return {
    close: () => new Promise((resolve) => listening.close(resolve)),
    async ask(path: string, init: RequestInit = {}): Promise<Answer> {
      const response = await fetch(`${origin}${path}`, init);
      const body = await response.text();
      await expect.poll(() => labels.length).toBeGreaterThan(0);
      return { status: response.status, headers: response.headers, body, label: labels.shift() };
    },
  };
}

const FORM = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };

let app: Awaited<ReturnType<typeof serve>>;
let dead: DatabaseHandle;

beforeAll(async () => {
  app = await serve(buildOf(MODULES), JSON_ROUTE_IDS, testDb);
  dead = await openDatabase({ url: "postgres://redav@127.0.0.1:1/redav" });
});

afterAll(async () => {
  await app.close();
  await dead.close();
  noteDatabaseReachable();
});

describe("the JSON routes beside the router", () => {
  it("lists only resource routes declared in app/routes.ts directly under the root", () => {
    for (const id of JSON_ROUTE_IDS) {
      const declared = routeConfig.find((route) => route.file === `${id}.ts` && !route.id);
      expect(declared, id).toBeDefined();
      expect(declared?.path).toBe(MODULES[id]?.[0]);
      expect(declared?.children ?? []).toEqual([]);
    }
  });

  it("answers health and readiness as the router did, labelled with the route's pattern", async () => {
    const live = await app.ask("/api/health");
    expect(live).toMatchObject({ status: 200, body: '{"status":"ok","service":"redav"}', label: "/api/health" });
    expect(live.headers.get("cache-control")).toBe("no-store");
    expect(await app.ask("/api/health", { method: "HEAD" })).toMatchObject({ status: 200, body: "", label: "/api/health" });
    expect(await app.ask("/api/ready?probe=1")).toMatchObject({ status: 200, body: '{"status":"ready","service":"redav"}', label: "/api/ready" });
  });

  it("reads the session cookie through the root middleware: 401 in the visitor's language, the count for a member, a forged cookie cleared", async () => {
    expect(JSON.parse((await app.ask("/api/messages/unread")).body).error.code).toBe("LOGIN_REQUIRED");
    const english = await app.ask("/api/messages/unread", { headers: { cookie: "lng=en" } });
    expect(english.status).toBe(401);
    expect(JSON.parse(english.body).error.message).toBe("You need to sign in to access this page.");
    const member = await createIndividual();
    const { cookies } = await signedIn(member.email);
    const unread = await app.ask("/api/messages/unread", { headers: { cookie: cookieHeader(cookies) } });
    expect(unread).toMatchObject({ status: 200, body: '{"unread":0}', label: "/api/messages/unread" });
    expect(unread.headers.get("cache-control")).toBe("no-store");
    const forged = await app.ask("/api/messages/unread", { headers: { cookie: "redav.session_token=forged.value" } });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("set-cookie")).toContain("redav.session_token=;");
  });

  it("passes a route's params and posts the buttons' forms; bad input is a 4xx from the catalog, never a 5xx", async () => {
    expect(await app.ask("/api/jobs/abc/view", { method: "POST" })).toMatchObject({ status: 204, label: "/api/jobs/:jobId/view" });
    const visitor = await app.ask("/api/follows", { method: "POST", headers: FORM, body: "intent=follow&userId=x" });
    expect(visitor).toMatchObject({ status: 401, label: "/api/follows" });
    const member = await createIndividual();
    const cookie = cookieHeader((await signedIn(member.email)).cookies);
    const notJson = await app.ask("/api/notifications", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: "{" });
    expect(JSON.parse(notJson.body).error.code).toBe("INVALID_BODY");
    const nul = await app.ask("/api/saved", { method: "POST", headers: { ...FORM, cookie }, body: "intent=%00" });
    expect(JSON.parse(nul.body).error.code).toBe("INVALID_CHARACTERS");
    const unknown = await app.ask("/api/blocks", { method: "POST", headers: { ...FORM, cookie }, body: "intent=block&userId=nadie" });
    expect(unknown.status).toBe(404);
    const back = await app.ask("/api/reports", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "redirectTo=/jobs",
      redirect: "manual",
    });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe("/login?redirectTo=%2Fjobs");
  });

  it("refuses a body over the form limit with 413 before reading it", async () => {
    const huge = await app.ask("/api/follows", { method: "POST", headers: FORM, body: `userId=${"x".repeat(1024 * 1024)}` });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).error.code).toBe("BODY_TOO_LARGE");
  });

  it("leaves every other form of the URLs to React Router", async () => {
    const others: Array<[string, RequestInit?]> = [
      ["/api/health/"],
      ["/API/health"],
      ["/api/health.data"],
      ["/api/health", { method: "POST" }],
      ["/api/health", { method: "DELETE" }],
      ["/api/follows"],
      ["/api/messages/unread", { method: "POST" }],
      ["/api/notifications/stream"],
      ["/api/jobs/%41/view", { method: "POST" }],
      ["/api/push/subscriptions", { method: "POST" }],
    ];
    for (const [path, init] of others) expect((await app.ask(path, init)).status, `${init?.method ?? "GET"} ${path}`).toBe(418);
  });

  it("answers a database outage with 503 and Retry-After, while health still answers", async () => {
    const outage = await serve(buildOf(MODULES), JSON_ROUTE_IDS, () => dead.db);
    try {
      const member = await createIndividual();
      const cookie = cookieHeader((await signedIn(member.email)).cookies);
      const unread = await outage.ask("/api/messages/unread", { headers: { cookie } });
      expect(unread.status).toBe(503);
      expect(unread.headers.get("retry-after")).toBe("5");
      expect(JSON.parse(unread.body).error.code).toBe("UNAVAILABLE");
      expect((await outage.ask("/api/ready")).status).toBe(503);
      expect((await outage.ask("/api/health")).status).toBe(200);
    } finally {
      await outage.close();
      noteDatabaseReachable();
    }
  });

  it("answers a limit with 429 and Retry-After, and an unexpected failure with a 500 that says nothing of it", async () => {
    const failing = buildOf({
      "routes/limited": ["limited", { loader: () => Promise.reject(new LimitReached("RATE_LIMITED", 90)) }],
      "routes/broken": ["broken", { loader: () => Promise.reject(new Error("relation secret_table does not exist")) }],
    });
    const server = await serve(failing, ["routes/limited", "routes/broken"], testDb);
    try {
      const limited = await server.ask("/limited");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toBe("90");
      const broken = await server.ask("/broken");
      expect(broken.status).toBe(500);
      expect(JSON.parse(broken.body).error.code).toBe("INTERNAL");
      expect(broken.body).not.toContain("secret_table");
    } finally {
      await server.close();
    }
  });

  it("refuses at start a route that is not a resource route of the build", () => {
    expect(() =>
      jsonRoutes({ build: buildOf(MODULES), routeIds: ["routes/api/nothing"], originOf: () => "", loadContext: () => new RouterContextProvider() }),
    ).toThrow(/routes\/api\/nothing/);
  });
});
