import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterEach, describe, expect, it } from "vitest";
import { databaseDown, noteDatabaseReachable } from "~/db/reachability.server";
import { jsonFailure } from "./error-answer.server";

/** An error as node-postgres raises it, wrapped by Drizzle as a failed query is. */
const failedQuery = (message: string, code: string) =>
  new DrizzleQueryError("select * from messages where id = $1", ["secret"], Object.assign(new Error(message), { code }));

afterEach(() => noteDatabaseReachable());

describe("a statement the database gave up on", () => {
  it("is a 503 'UNAVAILABLE' with Retry-After, never a 500, and does not mark the database down", async () => {
    const answer = jsonFailure({ locale: "es" }, failedQuery("canceling statement due to statement timeout", "57014"));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBeTruthy();
    expect((await answer.json()).error.code).toBe("UNAVAILABLE");
    expect(databaseDown()).toBe(false);
  });

  it("a refused query stays what it is (a 500 for a bug), and an unreachable database is still marked down", () => {
    expect(jsonFailure({ locale: "es" }, failedQuery("syntax error", "42601")).status).toBe(500);
    expect(jsonFailure({ locale: "es" }, failedQuery("Connection terminated unexpectedly", "ECONNRESET")).status).toBe(503);
    expect(databaseDown()).toBe(true);
  });
});
