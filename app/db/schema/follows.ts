import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Spec §3 user_follows: who follows whom. One row per pair (a second follow is the same follow), never
 * oneself. Indexed for both lists (followers of someone, whom someone follows), newest first.
 */
export const userFollows = pgTable(
  "user_follows",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    followerId: text("follower_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    followingId: text("following_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    followingType: text("following_type", { enum: ["technician", "company"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_follows_pair_idx").on(table.followerId, table.followingId),
    index("user_follows_following_idx").on(table.followingId, table.createdAt.desc().nullsFirst()),
    index("user_follows_follower_idx").on(table.followerId, table.createdAt.desc().nullsFirst()),
    check("user_follows_not_self", sql`${table.followerId} <> ${table.followingId}`),
    check("user_follows_type", sql`${table.followingType} in ('technician', 'company')`),
  ],
);
