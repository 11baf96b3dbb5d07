import { describe, expect, it } from "vitest";
import { isRecordId } from "./record-id";

describe("a booking's or a review's id", () => {
  it("is a UUID, and nothing else reaches the database", () => {
    expect(isRecordId("0b6c5a9e-2f1d-4c3b-9a8e-7d6f5e4c3b2a")).toBe(true);
    expect(isRecordId("0B6C5A9E-2F1D-4C3B-9A8E-7D6F5E4C3B2A")).toBe(true);
    for (const wrong of [
      "",
      "b-1",
      "0b6c5a9e-2f1d-4c3b-9a8e-7d6f5e4c3b2a\u0000",
      "0b6c5a9e-2f1d-4c3b-9a8e-7d6f5e4c3b2",
      " 0b6c5a9e-2f1d-4c3b-9a8e-7d6f5e4c3b2a",
      null,
      42,
    ]) {
      expect(isRecordId(wrong), String(wrong)).toBe(false);
    }
  });
});
