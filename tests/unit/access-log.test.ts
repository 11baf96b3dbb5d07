import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessLog } from "../../server/access-log";
import { answeredBy } from "../../server/metrics";
import { requestId } from "../../server/request-id";
import { capturedLog } from "../log-capture";

/** Issue 35 §3: one access line per request, with the route pattern the metrics use and nothing of the URL's values. */

let base = "";
let close: () => void = () => undefined;

beforeAll(async () => {
  const server = express();
  server.use(requestId());
  server.use(accessLog());
  // What React Router's instrumentation does for a matched route (server/metrics-route-patterns.ts).
  server.get("/perfil/:userId", (_req, res) => {
    answeredBy(res, "/perfil/:userId");
    res.send("perfil");
  });
  const listening = server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => listening.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  close = () => listening.close();
});

afterAll(() => close());

type AccessLine = { level: number; msg: string; method: string; route: string; status: number | string; ms: number; reqId: string };

/** The access lines written while `run` runs, once every answer's connection has closed. */
async function accessLines(run: () => Promise<Response[]>): Promise<{ lines: AccessLine[]; text: string; answers: Response[] }> {
  let answers: Response[] = [];
  const text = await capturedLog(async (written) => {
    answers = await run();
    await Promise.all(answers.map((answer) => answer.text()));
    // The line is written when the server's side of the answer closes, which may come just after the client read it.
    await vi.waitFor(() => expect(written().split('"msg":"request"').length - 1).toBe(answers.length));
  });
  const lines = text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AccessLine)
    .filter((line) => line.msg === "request");
  return { lines, text, answers };
}

describe("the access log", () => {
  it("writes one info line per request: method, route pattern, status, duration and the id answered in X-Request-Id; never the path's id nor the query's values", async () => {
    const { lines, text, answers } = await accessLines(async () => [await fetch(`${base}/perfil/u-8f3a91c2?token=secreto-del-enlace&q=Lucia`)]);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, method: "GET", route: "/perfil/:userId", status: 200, reqId: answers[0]?.headers.get("x-request-id") });
    expect(line?.ms).toBeGreaterThanOrEqual(0);
    for (const value of ["u-8f3a91c2", "secreto-del-enlace", "Lucia", "token="]) expect(text).not.toContain(value);
  });

  it("names what no route answered by its bucket, not its URL", async () => {
    const { lines, text } = await accessLines(async () => [await fetch(`${base}/no/existe/ana@ejemplo.com`, { method: "POST" })]);
    expect(lines).toEqual([expect.objectContaining({ method: "POST", route: "not-found", status: 404 })]);
    expect(text).not.toContain("ejemplo.com");
  });
});
