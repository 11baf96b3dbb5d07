import { describe, expect, it } from "vitest";
import { isNetworkFailure } from "./network-failure";

describe("a navigation that failed for want of a connection", () => {
  it("is the browser's fetch failure, in each browser's words", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
      "Failed to fetch dynamically imported module: /assets/x.js",
    ]) {
      expect(isNetworkFailure(new TypeError(message), true)).toBe(true);
    }
  });

  it("is anything at all while the browser says it is offline", () => {
    expect(isNetworkFailure(new Error("boom"), false)).toBe(true);
  });

  it("is never a server's answer nor a bug of the page", () => {
    expect(isNetworkFailure(new Error("Failed to fetch"), true)).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined"), true)).toBe(false);
    expect(isNetworkFailure({ status: 500, data: "x" }, true)).toBe(false);
  });
});
