import { describe, expect, it } from "vitest";
import { toClientNotification } from "./client-notification";

const row = (relatedEntityType: string | null, relatedEntityId: string | null) => ({
  id: 1,
  title: "t",
  message: "m",
  notificationType: "job",
  isRead: false,
  createdAt: new Date("2026-11-23T10:00:00Z"),
  relatedEntityType,
  relatedEntityId,
});

describe("where a notification leads", () => {
  it("takes a job board notice to its page: the offer, the company's applications of it, the applicant's list", () => {
    expect(toClientNotification(row("job", "42")).href).toBe("/jobs/42");
    expect(toClientNotification(row("job", null)).href).toBe("/jobs");
    expect(toClientNotification(row("job_offer", "42")).href).toBe("/company/jobs/42/applications");
    expect(toClientNotification(row("job_application", "7")).href).toBe("/member/applications");
    expect(toClientNotification(row("conversation", "u/1")).href).toBe("/messages?con=u%2F1");
    expect(toClientNotification(row(null, null)).href).toBeNull();
  });
});
