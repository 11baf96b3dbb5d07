import type { Db } from "~/db/client.server";
import { catalogText } from "~/features/notifications/public";
import { hasRequiredFields, insertNotifications, notifyUsers } from "~/features/notifications/public.server";
import type { DomainEvents } from "~/lib/outbox/events";

type Reaction = { db: Db; sourceEventId?: number };
type FollowEvent = { id: number; payload: Partial<DomainEvents["follow.created"]> };

/**
 * New followers, a batch at a time (spec §4 batching): one notification per followed member, from
 * the newest follow, saying how many others there were ("Ana y 3 personas más comenzaron a
 * seguirte"). Each follow needs followedId, followerId and followerName.
 */
export async function notifyNewFollowers(db: Db, events: FollowEvent[]): Promise<void> {
  const groups = new Map<string, { newest: FollowEvent; followers: Set<string> }>();
  for (const event of events) {
    if (!hasRequiredFields("newFollower", event.payload, ["followedId", "followerId", "followerName"])) continue;
    const followedId = String(event.payload.followedId);
    const group = groups.get(followedId) ?? { newest: event, followers: new Set<string>() };
    if (event.id > group.newest.id) group.newest = event;
    group.followers.add(String(event.payload.followerId));
    groups.set(followedId, group);
  }
  const rows = [...groups].map(([followedId, { newest, followers }]) => {
    const others = followers.size - 1;
    const name = String(newest.payload.followerName);
    return {
      userId: followedId,
      ...(others === 0 ? catalogText("follow.title", "follow.message", { name }) : catalogText("follow.title", "follow.withOthers", { name, count: others })),
      notificationType: "follow",
      relatedEntityType: "profile",
      relatedEntityId: String(newest.payload.followerId),
      sourceEventId: newest.id,
    };
  });
  await insertNotifications(db, rows);
}

/** A company a member follows published an offer: one notification per follower, linked to the offer. Needs jobId, title and companyName. */
export async function notifyJobFromFollowedCompany(
  { db, sourceEventId }: Reaction,
  data: Partial<DomainEvents["job.published"]>,
  followerIds: string[],
): Promise<void> {
  if (!hasRequiredFields("jobPublished", data, ["jobId", "title", "companyName"]) || followerIds.length === 0) return;
  await notifyUsers(
    db,
    {
      userIds: followerIds,
      text: catalogText("jobFromCompany.title", "jobFromCompany.message", { companyName: String(data.companyName), jobTitle: String(data.title) }),
      notificationType: "job",
      related: { type: "job", id: String(data.jobId) },
    },
    sourceEventId,
  );
}
