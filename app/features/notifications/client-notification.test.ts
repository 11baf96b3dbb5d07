import { describe, expect, it } from "vitest";
import { serverI18n } from "~/lib/i18n/resources.server";
import { toClientNotification } from "./client-notification";

const { t } = serverI18n("es");

const row = (relatedEntityType: string | null, relatedEntityId: string | null) => ({
  id: 1,
  title: "t",
  message: "m",
  titleKey: null,
  messageKey: null,
  params: {},
  notificationType: "job",
  isRead: false,
  createdAt: new Date("2026-11-23T10:00:00Z"),
  relatedEntityType,
  relatedEntityId,
});

describe("where a notification leads", () => {
  it("takes a job board notice to its page: the offer, the company's applications of it, the applicant's list", () => {
    expect(toClientNotification(row("job", "42"), t).href).toBe("/jobs/42");
    expect(toClientNotification(row("job", null), t).href).toBe("/jobs");
    expect(toClientNotification(row("job_offer", "42"), t).href).toBe("/company/jobs/42/applications");
    expect(toClientNotification(row("job_application", "7"), t).href).toBe("/member/applications");
    expect(toClientNotification(row("conversation", "u/1"), t).href).toBe("/messages?con=u%2F1");
    expect(toClientNotification(row(null, null), t).href).toBeNull();
  });
});
