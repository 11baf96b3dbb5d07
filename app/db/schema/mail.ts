import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const mailOutbox = pgTable(
  "mail_outbox",
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
  },
  (table) => [index("mail_outbox_created_at_idx").on(table.createdAt.desc()), index("mail_outbox_to_idx").on(table.to)],
);
