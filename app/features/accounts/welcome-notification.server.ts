import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { notifications } from "~/db/schema/notifications";
import { catalogText } from "~/features/notifications/public";
import { hasRequiredFields, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";
import { isCompanyAccount } from "./policy";

type Reaction = { db: Db; sourceEventId?: number };

/** The welcome, once the e-mail is verified (once per member, however often the link is followed), worded for a company or a member: needs userId. */
export async function notifyWelcome({ db, sourceEventId }: Reaction, data: Partial<DomainEvents["account.verified"]>): Promise<void> {
  if (!hasRequiredFields("welcome", data, ["userId"])) return;
  const [welcomed] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, String(data.userId)), eq(notifications.notificationType, "welcome")))
    .limit(1);
  if (welcomed) return;
  const [account] = await db
    .select({ userType: user.userType, isCompany: user.isCompany })
    .from(user)
    .where(eq(user.id, String(data.userId)));
  await notifyUsers(
    db,
    {
      userIds: [String(data.userId)],
      text: catalogText("welcome.title", isCompanyAccount(account) ? "welcome.company" : "welcome.member"),
      notificationType: "welcome",
      related: { type: "profile", id: String(data.userId) },
    },
    sourceEventId,
  );
}
