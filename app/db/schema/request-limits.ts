import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for abuse limits (per IP, per e-mail), shared by every app instance; a row is deleted once its window has ended. */
export const requestLimits = pgTable(
  "request_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
  },
  (table) => [index("request_limits_window_end_idx").on(table.windowEnd)],
);
