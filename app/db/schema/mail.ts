import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** The send log: every mail we sent or tried to send (bodies kept only where /dev/mail shows them). */
export const mailLog = pgTable(
  "mail_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    status: text("status", { enum: ["stored", "sent", "failed"] }).notNull(),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The outbox event that asked for this mail (none for mail sent within the request): sent once per event. */
    sourceEventId: bigint("source_event_id", { mode: "number" }),
  },
  (table) => [
    index("mail_log_created_at_idx").on(table.createdAt.desc().nullsFirst()),
    index("mail_log_to_idx").on(table.to),
    uniqueIndex("mail_log_source_event_idx").on(table.sourceEventId),
  ],
);
