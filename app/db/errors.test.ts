import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { isDatabaseUnreachable, isUniqueViolation } from "./errors";

/** An error as node-postgres raises it: a message and a code. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe("a database that cannot be reached, told apart from a query it refused", () => {
  it("a refused connection, a reset one and a timeout are unreachable, also wrapped by Drizzle", () => {
    expect(isDatabaseUnreachable(driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnreachable(driverError("read ECONNRESET", "ECONNRESET"))).toBe(true);
    expect(isDatabaseUnreachable(driverError("Connection terminated due to connection timeout"))).toBe(true);
    expect(isDatabaseUnreachable(new DrizzleQueryError("select 1", [], driverError("Connection terminated unexpectedly")))).toBe(true);
  });

  it("a server shutting down or starting up (57P01–57P03) and connection exceptions (class 08) are unreachable", () => {
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001"]) expect(isDatabaseUnreachable(driverError("x", code)), code).toBe(true);
  });

  it("a constraint, a syntax error or a plain bug is not an outage", () => {
    const duplicate = driverError("duplicate key value", "23505");
    expect(isDatabaseUnreachable(duplicate)).toBe(false);
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isDatabaseUnreachable(driverError("syntax error", "42601"))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("undefined is not a function"))).toBe(false);
    expect(isDatabaseUnreachable(null)).toBe(false);
  });
});
