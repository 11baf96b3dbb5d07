import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { sendFailure } from "./send-failure.server";

const wrapped = (code: string) => Object.assign(new Error("Failed query"), { cause: Object.assign(new Error("db"), { code }) });

describe("send failures (spec §8)", () => {
  it("passes our own refusals through unchanged, the daily limit among them", () => {
    const limit = new AppError("MESSAGE_DAILY_LIMIT", 429);
    expect(sendFailure(limit)).toBe(limit);
  });

  it("maps permission and duplicate database errors to the spec's texts, also when the driver error is wrapped", () => {
    expect(sendFailure(wrapped("42501"))).toMatchObject({ key: "MESSAGE_SEND_PERMISSION", status: 403 });
    expect(sendFailure(wrapped("23505"))).toMatchObject({ key: "MESSAGE_SEND_DUPLICATE", status: 409 });
  });

  it("names any other database error by its code, and anything else as unknown", () => {
    expect(sendFailure(wrapped("40001"))).toMatchObject({ key: "MESSAGE_SEND_FAILED", params: { detail: "40001" } });
    expect(sendFailure(new TypeError("boom"))).toMatchObject({ key: "MESSAGE_SEND_UNKNOWN" });
  });
});
