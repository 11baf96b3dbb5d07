import type { Ctx } from "~/lib/context.server";
import { escapeHtml } from "~/lib/html";
import { accountIdsByEmail, anyArticle, importArticles } from "~/shell/bulk-import.server";
import { DEMO_LOGINS } from "../content/demo-logins";
import { DEMO_NEWS, type DemoNewsText } from "../content/demo-news";
import { demoCover } from "../demo-files.server";

const DAY = 24 * 60 * 60 * 1000;

/** An article's body from its paragraphs and key points. */
function demoArticleBody(article: DemoNewsText): string {
  const paragraphs = article.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("");
  const points = article.points ? `<h2>Claves</h2><ul>${article.points.map((point) => `<li>${escapeHtml(point)}</li>`).join("")}</ul>` : "";
  return paragraphs + points;
}

/**
 * Seeds RedAV's demo news once (nothing when a demo article exists, so seeding again adds nothing and
 * a data folder seeded before the news existed gets them): twelve Spanish articles across sections,
 * four for members or a membership level, written by the demo admin, each with a generated cover.
 * Returns how many it added.
 */
export async function seedDemoNews(ctx: Pick<Ctx, "db" | "now">): Promise<number> {
  if (
    await anyArticle(
      ctx,
      DEMO_NEWS.map((article) => article.slug),
    )
  )
    return 0;
  const adminId = (await accountIdsByEmail(ctx, [DEMO_LOGINS.admin])).get(DEMO_LOGINS.admin);
  const covers = await Promise.all(DEMO_NEWS.map((article) => demoCover(article.slug)));
  const now = ctx.now().getTime();
  const ids = await importArticles(
    ctx,
    DEMO_NEWS.map((article, index) => ({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      body: demoArticleBody(article),
      category: article.category,
      audience: article.audience,
      authorId: adminId ?? null,
      publishedAt: new Date(now - article.daysAgo * DAY),
      cover: covers[index],
    })),
  );
  return ids.length;
}
