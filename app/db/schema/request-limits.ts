import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for abuse limits (per IP, per e-mail), shared by every app instance. */
export const requestLimits = pgTable("request_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});
