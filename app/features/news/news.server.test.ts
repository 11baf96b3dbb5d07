import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { news } from "~/db/schema/news";
import { outbox } from "~/db/schema/outbox";
import type { MembershipLevel } from "~/lib/actor";
import { actingAs, testContext } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { notificationsOf } from "../../../tests/notifications";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { articleView, listNews, newsFilters } from "./news.server";
import { articleForEditing, createArticle, managedArticles, setArticlePublished, updateArticle } from "./news-editor.server";
import { importArticles } from "./public.server";

const admin = async () => actingAs((await createIndividual({ isAdmin: true })).userId);
const member = async (level: MembershipLevel = "bronze") => {
  const { userId } = await createIndividual({ level });
  return { userId, ctx: await actingAs(userId) };
};

const article = (title: string, audience = "public") => ({
  title,
  summary: "Lo que cambia para los técnicos de la región desde el próximo año.",
  body: '<p>Un texto de prueba con <strong>formato</strong>.</p><script>alert(1)</script><img src="https://evil.example/x.png">',
  category: "industria",
  audience,
});

const unique = () => crypto.randomUUID().slice(0, 8);

function formWith(entries: Record<string, string | File>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

async function newsEventsFor(id: number): Promise<number> {
  const rows = await testDb()
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.type, "news.published"), sql`${outbox.payload}->>'newsId' = ${String(id)}`));
  return rows.length;
}

/** A published article brought in without a notification (as the demo does). */
const published = (title: string, category: "guias" | "industria", publishedAt: Date) => ({
  ...article(title),
  slug: `art-${crypto.randomUUID()}`,
  category,
  audience: "public" as const,
  authorId: null,
  publishedAt,
});

const photo = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#335577" } })
          .png()
          .toBuffer(),
      ),
    ],
    "foto.png",
  );

describe("writing news (issue 23 §1)", () => {
  it("is for admins only: a member and a company are refused (403), a visitor asked to sign in (401)", async () => {
    for (const ctx of [(await member("gold")).ctx, await actingAs((await createCompany()).userId)]) {
      expect(await refusalOf(createArticle(ctx, article(`Ajeno ${unique()}`)))).toMatchObject({ status: 403 });
      expect(await refusalOf(managedArticles(ctx, 1))).toMatchObject({ status: 403 });
    }
    expect(await refusalOf(createArticle(testContext(), article("Visitante")))).toMatchObject({ status: 401 });
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Propio ${unique()}`));
    const someone = (await member("gold")).ctx;
    expect(await refusalOf(updateArticle(someone, id, article("Cambiado")))).toMatchObject({ status: 403 });
    expect(await refusalOf(setArticlePublished(someone, id, true))).toMatchObject({ status: 403 });
  });

  it("refuses each wrong field with its Spanish message, naming it", async () => {
    const writer = await admin();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: "Hola" }, "title", "Escribe un título de entre 5 y 160 caracteres."],
      [{ summary: "corto" }, "summary", "Escribe un resumen de entre 20 y 400 caracteres."],
      [{ body: "<p>x</p>" }, "body", "Escribe el texto del artículo (al menos 20 caracteres)."],
      [{ category: "chismes" }, "category", "Elige una sección de la lista."],
      [{ audience: "platinum" }, "audience", "Elige quién puede leer el artículo."],
    ];
    for (const [change, field, message] of cases) {
      expect(await refusalOf(createArticle(writer, { ...article(`Válido ${unique()}`), ...change }))).toMatchObject({ status: 400, field, message });
    }
  });

  it("cleans the body (no scripts, no pictures from elsewhere), stores a cover and adds an uploaded picture to the body", async () => {
    const writer = await admin();
    const { id } = await createArticle(
      writer,
      { ...article(`Con fotos ${unique()}`), imageAlt: "Consola en el FOH" },
      formWith({ cover: await photo(), image: await photo() }),
    );
    const saved = await articleForEditing(writer, id);
    expect(saved.body).not.toContain("<script");
    expect(saved.body).not.toContain("evil.example");
    expect(saved.body).toMatch(
      /<figure><img src="\/files\/news-images\/news-[0-9a-f]+\/[\w-]+-960\.webp" alt="Consola en el FOH" loading="lazy" \/><\/figure>$/,
    );
    expect(saved.coverUrl).toMatch(/^\/files\/news-images\/news-[0-9a-f]+\/[\w-]+-480\.webp$/);
    expect(await refusalOf(updateArticle(writer, id, article(saved.title), formWith({ cover: new File(["%PDF-1.4"], "x.pdf") })))).toMatchObject({
      status: 400,
      field: "cover",
    });
  });
});

describe("publishing and notifying (spec §4)", () => {
  it("notifies once: when first published, never again after an unpublish and a new publication", async () => {
    const writer = await admin();
    // Gold articles: on a shared database their notices reach few other tests' accounts.
    const { id } = await createArticle(writer, article(`Borrador ${unique()}`, "gold"));
    expect(await newsEventsFor(id)).toBe(0);
    await setArticlePublished(writer, id, true);
    expect(await newsEventsFor(id)).toBe(1);
    await setArticlePublished(writer, id, false);
    await setArticlePublished(writer, id, true);
    await updateArticle(writer, id, article("Título revisado del artículo", "gold"));
    expect(await newsEventsFor(id)).toBe(1);
  });

  it("notifies an article inserted already published ('Publicar ahora'), once even if two admins publish at once", async () => {
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Al instante ${unique()}`, "gold"), formWith({ publishNow: "on" }));
    expect(await newsEventsFor(id)).toBe(1);
    const draft = await createArticle(writer, article(`Doble clic ${unique()}`, "gold"));
    await Promise.all([setArticlePublished(writer, draft.id, true), setArticlePublished(writer, draft.id, true)]);
    expect(await newsEventsFor(draft.id)).toBe(1);
  });

  it("reaches the audience only: a gold article notifies gold members and admins, never bronze or silver members or companies", async () => {
    const writer = await admin();
    const [bronze, silver, gold] = [await member("bronze"), await member("silver"), await member("gold")];
    const company = await createCompany();
    const title = `Solo oro ${unique()}`;
    const { id } = await createArticle(writer, article(title, "gold"), formWith({ publishNow: "on" }));
    await drainOutbox();
    const got = async (userId: string) => (await notificationsOf(userId, { type: "news" })).filter((notice) => notice.message === title);
    expect(await got(gold.userId)).toEqual([expect.objectContaining({ href: `/news/${id}` })]);
    expect(await got(bronze.userId)).toEqual([]);
    expect(await got(silver.userId)).toEqual([]);
    expect(await got(company.userId)).toEqual([]);
    const membersTitle = `Para miembros ${unique()}`;
    await createArticle(writer, article(membersTitle, "members"), formWith({ publishNow: "on" }));
    await drainOutbox();
    for (const userId of [bronze.userId, company.userId]) {
      expect((await notificationsOf(userId, { type: "news" })).some((notice) => notice.message === membersTitle)).toBe(true);
    }
  });
});

describe("reading news (spec §2)", () => {
  it("shows a members-only article whole to its audience and only its summary to everyone else (the same rule as the notification)", async () => {
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Plata ${unique()}`, "silver"), formWith({ publishNow: "on" }));
    const slug = (await articleForEditing(writer, id)).slug;
    const visitor = await articleView(testContext(), slug);
    expect(visitor).toMatchObject({ whole: false, body: "", summary: article("x").summary });
    expect(await articleView((await member("bronze")).ctx, slug)).toMatchObject({ whole: false, body: "" });
    expect(await articleView(await actingAs((await createCompany()).userId), slug)).toMatchObject({ whole: false, body: "" });
    for (const reader of [(await member("silver")).ctx, (await member("gold")).ctx, writer]) {
      expect((await articleView(reader, String(id))).body).toContain("<strong>formato</strong>");
    }
    const [open] = await importArticles({ db: testDb() }, [published(`Abierto ${unique()}`, "guias", new Date())]);
    expect(await articleView(testContext(), String(open)).then((view) => view.whole)).toBe(true);
  });

  it("never lets a body picture lead the reader's browser out of the news bucket, whether saved today or stored before the rule", async () => {
    const writer = await admin();
    const probe = '<p>Hola</p><img src="/files/news-images/%2e%2e/%2e%2e/api/saved?probe=1">';
    const { id } = await createArticle(writer, { ...article(`Sonda ${unique()}`), body: probe }, formWith({ publishNow: "on" }));
    const [saved] = await testDb().select({ body: news.body }).from(news).where(eq(news.id, id));
    expect(saved?.body).toBe("<p>Hola</p>");
    await testDb().update(news).set({ body: probe }).where(eq(news.id, id));
    const shown = await articleView(testContext(), String(id));
    expect(shown.body).toBe("<p>Hola</p>");
  });

  it("shows a draft only to admins (a preview); everyone else reads 'Artículo no encontrado' (404)", async () => {
    const writer = await admin();
    const { id } = await createArticle(writer, article(`Oculto ${unique()}`));
    expect(await articleView(writer, String(id))).toMatchObject({ isPublished: false });
    for (const ctx of [testContext(), (await member("gold")).ctx]) {
      expect(await refusalOf(articleView(ctx, String(id)))).toMatchObject({ status: 404, message: "Artículo no encontrado" });
    }
    expect(await refusalOf(articleView(testContext(), "no-existe-este-articulo"))).toMatchObject({ status: 404 });
  });

  it("lists published articles newest first, by section, 12 a page; drafts never", async () => {
    const writer = await admin();
    const word = unique();
    const draft = await createArticle(writer, { ...article(`Lista ${word} borrador`), category: "guias" });
    const [first, second] = await importArticles({ db: testDb() }, [
      published(`Lista ${word} uno`, "guias", new Date(Date.now() + 60_000)),
      published(`Lista ${word} dos`, "guias", new Date(Date.now() + 120_000)),
    ]);
    const page = await listNews({ db: testDb() }, newsFilters(new URLSearchParams({ categoria: "guias" })));
    const ids = page.articles.map((item) => item.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.slice(0, 2)).toEqual([second, first]);
    expect(page.articles.every((item) => item.category === "guias")).toBe(true);
    expect(page.articles.length).toBeLessThanOrEqual(12);
    expect(newsFilters(new URLSearchParams({ categoria: "<script>", pagina: "9999" }))).toEqual({ category: null, page: 50 });
  });
});
