// The news feature's server rules as other features (notifications, the demo seed) may use them.
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { queryRows } from "~/db/rows";
import { user } from "~/db/schema/auth";
import { news } from "~/db/schema/news";
import { userProfiles } from "~/db/schema/profiles";
import { levelAudienceCondition } from "~/lib/audience.server";
import { audienceRule } from "./news-options";

export { newsImageReferences } from "./news-files.server";
export { type DemoArticle, importArticles } from "./news-import.server";

const RECIPIENT_PAGE = 1000;

/**
 * The verified accounts an article's notification reaches, a page at a time, in id order: its
 * audience by the same rule as the page (`audienceRule`, readsWholeArticle) (everyone for a public or members article; a level and up
 * otherwise). Nothing for an unknown or unpublished article.
 */
export async function* newsAudiencePages(db: Db, newsId: number): AsyncGenerator<string[]> {
  const [article] = await queryRows<{ audience: "public" | "members" | "silver" | "gold" }>(
    db,
    sql`select audience from ${news} where id = ${newsId} and is_published`,
  );
  if (!article) return;
  let after = "";
  for (;;) {
    const page = await queryRows<{ id: string }>(
      db,
      sql`select u.id from ${user} u left join ${userProfiles} p on p.id = u.id
          where u.email_verified and u.id > ${after} and ${levelAudienceCondition(audienceRule(article.audience).minLevel)}
          order by u.id limit ${RECIPIENT_PAGE}`,
    );
    if (page.length === 0) return;
    yield page.map((row) => row.id);
    after = page[page.length - 1]?.id ?? after;
  }
}
