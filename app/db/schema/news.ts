import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * Spec §3 news (only `is_published` is shown there; the rest is issue 23 §1). `audience` says who
 * may read the whole article: everyone, signed-in members, or individuals of a minimum membership
 * level. `notified_at` is set the first time the article is published: spec §4 notifies once,
 * never again after an unpublish and a new publication.
 */
export const news = pgTable(
  "news",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Sanitised HTML (the article rule of news-html.server.ts). */
    body: text("body").notNull(),
    /** The cover's base key in the public `news-images` bucket, or null. */
    coverPath: text("cover_path"),
    /** The article's own folder in the storage buckets (random). */
    filesFolder: text("files_folder").notNull().default(sql`('news-' || replace(gen_random_uuid()::text, '-', ''))`),
    category: text("category").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    audience: text("audience", { enum: ["public", "members", "silver", "gold"] })
      .notNull()
      .default("public"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("news_published_idx").on(table.publishedAt.desc(), table.id.desc()).where(sql`${table.isPublished}`),
    index("news_category_published_idx").on(table.category, table.publishedAt.desc(), table.id.desc()).where(sql`${table.isPublished}`),
    check("news_audience_check", sql`${table.audience} in ('public', 'members', 'silver', 'gold')`),
  ],
);
