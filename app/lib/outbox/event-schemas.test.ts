import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkEventPayload, declaredEventTypes, declareEvents } from "./event-schemas";

describe("event payload schemas (decision 052)", () => {
  declareEvents({ "test.schema-checked": z.object({ id: z.string(), title: z.string() }) });

  it("accepts a payload that matches its event's declared schema", () => {
    expect(declaredEventTypes()).toContain("test.schema-checked");
    expect(() => checkEventPayload("test.schema-checked", { id: "1", title: "" })).not.toThrow();
  });

  it("refuses a payload that lacks a field or has one of the wrong type, naming the event", () => {
    expect(() => checkEventPayload("test.schema-checked", { id: "1" })).toThrow(/test\.schema-checked/);
    expect(() => checkEventPayload("test.schema-checked", { id: 1, title: "x" })).toThrow(/does not match its schema/);
  });

  it("leaves a type nobody declared in this process unchecked", () => {
    expect(() => checkEventPayload("test.never-declared", { anything: true })).not.toThrow();
  });
});
