import type { Db } from "~/db/client.server";
import { catalogText, STATUS_TEXT_KEYS } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

type Reaction = { db: Db; sourceEventId?: number };

/** The company hears of a new application: needs jobCreatorId, applicantName, jobTitle, applicationId. */
export async function notifyApplicationReceived({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["application.created"]>): Promise<void> {
  if (!hasRequiredFields("applicationReceived", data, ["jobCreatorId", "applicantName", "jobTitle", "applicationId"])) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.jobCreatorId)],
      text: catalogText("applicationReceived.title", "applicationReceived.message", {
        applicantName: String(data.applicantName),
        jobTitle: String(data.jobTitle),
      }),
      notificationType: "application",
      related: { type: "job_offer", id: data.jobId ? String(data.jobId) : null },
    },
    sourceEventId,
  );
}

/** The applicant hears of a status change (never of a change back to pending): needs applicantId, jobTitle, newStatus, applicationId. */
export async function notifyApplicationStatus({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["application.status_changed"]>): Promise<void> {
  if (!hasRequiredFields("applicationStatus", data, ["applicantId", "jobTitle", "newStatus", "applicationId"])) return;
  const status = String(data.newStatus);
  if (status === "pending" || status === data.previousStatus || !Object.hasOwn(STATUS_TEXT_KEYS, status)) return;
  await notifyUsers(
    db,
    {
      userIds: [String(data.applicantId)],
      text: catalogText("applicationStatus.title", STATUS_TEXT_KEYS[status as keyof typeof STATUS_TEXT_KEYS], { jobTitle: String(data.jobTitle) }),
      notificationType: "application_status",
      related: { type: "job_application", id: String(data.applicationId) },
    },
    sourceEventId,
  );
}

/** A new offer matches members' job alerts: one notification per member (however many of their alerts match), linked to the offer. Needs jobId and title. */
export async function notifyJobAlertMatches({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["job.published"]>, userIds: string[]): Promise<void> {
  if (!hasRequiredFields("jobAlert", data, ["jobId", "title"]) || userIds.length === 0) return;
  await notifyUsers(
    db,
    {
      userIds,
      text: catalogText("jobAlert.title", "jobAlert.message", { jobTitle: String(data.title) }),
      notificationType: "job",
      related: { type: "job", id: String(data.jobId) },
    },
    sourceEventId,
  );
}
