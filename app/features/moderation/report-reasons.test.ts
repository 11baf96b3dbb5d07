import { describe, expect, it } from "vitest";
import { REPORT_REASONS } from "~/db/schema/moderation";
import esMembers from "~/locales/es/members.json";
import { REPORT_REASON_CODES } from "./report-reasons";

describe("report reasons", () => {
  it("the form offers exactly the reasons the database accepts, each with a Spanish label", () => {
    expect([...REPORT_REASON_CODES]).toEqual([...REPORT_REASONS]);
    for (const code of REPORT_REASON_CODES) expect(esMembers.moderation.reasons[code]).toMatch(/\S/);
  });
});
