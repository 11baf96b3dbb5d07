import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { companyWebsiteRedirects, companyWebsites } from "~/db/schema/company-sites";
import { mailLog } from "~/db/schema/mail";
import { messages } from "~/db/schema/messages";
import { companyProfiles } from "~/db/schema/profiles";
import { companiesWithPublishedSite } from "~/features/profiles/public.server";
import { serverI18n } from "~/lib/i18n/resources.server";
import { shownText, storedText } from "~/lib/i18n/stored-text";
import { fileStore } from "~/lib/storage/file-store.server";
import { sweepOrphanFiles } from "~/lib/storage/orphans.server";
import { actingAs, testContext, uniqueIp } from "../../../tests/context";
import { createCompany, createIndividual } from "../../../tests/factories";
import { drainOutbox } from "../../../tests/outbox";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { emptySite, type SiteData } from "./site-data";
import { publishSite, renewPreviewLink, saveSiteDraft, siteEditor, unpublishSite } from "./site-editor.server";
import { siteImageReferences, uploadSiteImage } from "./site-files.server";
import { formStamp, INQUIRY_LIMIT, MIN_FILL_SECONDS, STAMP_LIFETIME_SECONDS, sendSiteInquiry } from "./site-inquiry.server";
import { publicSite, publishedSites } from "./site-page.server";

const unique = () => crypto.randomUUID().slice(0, 8);

/** A company with an address on RedAV (its profile's slug) and its signed-in context. */
async function company(options: { slug?: string | null } = {}) {
  const { userId } = await createCompany();
  const slug = options.slug === undefined ? `empresa-${unique()}` : options.slug;
  if (slug) await testDb().update(companyProfiles).set({ slug }).where(eq(companyProfiles.id, userId));
  return { id: userId, slug: slug ?? "", ctx: await actingAs(userId) };
}

function site(change: (data: SiteData) => void = () => {}): SiteData {
  const data = emptySite("Sonido Sur", "Alquiler de audio para eventos.");
  change(data);
  return data;
}

/** A company with a published site built from `change`. */
async function publishedCompany(change: (data: SiteData) => void = () => {}) {
  const owner = await company();
  await saveSiteDraft(owner.ctx, JSON.stringify(site(change)));
  await publishSite(owner.ctx);
  return owner;
}

const visitor = (ip = uniqueIp()) => testContext({ ip });

async function pngFile(name = "foto.png"): Promise<File> {
  const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

function form(entries: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

async function inboxOf(companyId: string) {
  return testDb().select().from(messages).where(eq(messages.recipientId, companyId));
}

describe("the public site /empresa/{slug} (spec §2, §5)", () => {
  it("loads only while published: before, after unpublishing, and for an unknown address it is 'Página no encontrada'", async () => {
    const owner = await company();
    await saveSiteDraft(owner.ctx, JSON.stringify(site()));
    const notFound = { key: "SITE_NOT_FOUND", status: 404, message: "La página que buscas no existe o no está disponible públicamente." };
    expect(await refusalOf(publicSite(visitor(), owner.slug))).toEqual(notFound);
    await publishSite(owner.ctx);
    const answer = await publicSite(visitor(), owner.slug);
    expect(answer).toMatchObject({ kind: "site", preview: false, view: { slug: owner.slug, country: "UY", currency: "UYU" } });
    await unpublishSite(owner.ctx);
    expect(await refusalOf(publicSite(visitor(), owner.slug))).toEqual(notFound);
    expect(await refusalOf(publicSite(visitor(), `nadie-${unique()}`))).toEqual(notFound);
    expect(await refusalOf(publicSite(visitor(), "../../etc/passwd"))).toEqual(notFound);
  });

  it("shows a site published with no data as not found (spec: no single row, or no data)", async () => {
    const owner = await company();
    await siteEditor(owner.ctx);
    await testDb().update(companyWebsites).set({ isPublished: true, data: {} }).where(eq(companyWebsites.companyId, owner.id));
    expect(await refusalOf(publicSite(visitor(), owner.slug))).toMatchObject({ key: "SITE_NOT_FOUND", status: 404 });
  });

  it("shows visitors the published version while the company edits its draft, until it publishes again", async () => {
    const owner = await publishedCompany((data) => (data.hero.title = "Primera versión"));
    await saveSiteDraft(owner.ctx, JSON.stringify(site((data) => (data.hero.title = "Segunda versión"))));
    const shown = async () => ((await publicSite(visitor(), owner.slug)) as { view: { data: SiteData } }).view.data.hero.title;
    expect(await shown()).toBe("Primera versión");
    expect((await siteEditor(owner.ctx)).unpublishedChanges).toBe(true);
    await publishSite(owner.ctx);
    expect(await shown()).toBe("Segunda versión");
  });

  it("opens the draft through the private preview link only, and a new link closes the old one", async () => {
    const owner = await company();
    await saveSiteDraft(owner.ctx, JSON.stringify(site((data) => (data.hero.title = "Borrador"))));
    const { previewToken } = await siteEditor(owner.ctx);
    const preview = await publicSite(visitor(), owner.slug, previewToken);
    expect(preview).toMatchObject({ kind: "site", preview: true, view: { data: { hero: { title: "Borrador" } } } });
    expect(await refusalOf(publicSite(visitor(), owner.slug, "adivinado"))).toMatchObject({ key: "SITE_PREVIEW_EXPIRED", status: 404 });
    await renewPreviewLink(owner.ctx);
    expect(await refusalOf(publicSite(visitor(), owner.slug, previewToken))).toMatchObject({ key: "SITE_PREVIEW_EXPIRED", status: 404 });
  });

  it("answers a changed address with a redirect to the new one for a year, and an address in capitals with its lowercase form", async () => {
    const owner = await publishedCompany();
    const renamed = `nuevo-${unique()}`;
    await testDb().update(companyProfiles).set({ slug: renamed }).where(eq(companyProfiles.id, owner.id));
    expect(await publicSite(visitor(), owner.slug)).toEqual({ kind: "redirect", to: `/empresa/${renamed}` });
    expect(await publicSite(visitor(), renamed)).toMatchObject({ kind: "site", view: { slug: renamed } });
    expect(await publicSite(visitor(), renamed.toUpperCase())).toEqual({ kind: "redirect", to: `/empresa/${renamed}` });
    const later = testContext({ now: () => new Date(Date.now() + 366 * 24 * 60 * 60 * 1000) });
    expect(await refusalOf(publicSite(later, owner.slug))).toMatchObject({ key: "SITE_NOT_FOUND" });
  });

  it("gives a freed address to the company that takes it: its own site, not the old redirect", async () => {
    const first = await publishedCompany();
    const freed = first.slug;
    await testDb()
      .update(companyProfiles)
      .set({ slug: `otro-${unique()}` })
      .where(eq(companyProfiles.id, first.id));
    const second = await company({ slug: null });
    await testDb().update(companyProfiles).set({ slug: freed }).where(eq(companyProfiles.id, second.id));
    await saveSiteDraft(second.ctx, JSON.stringify(site((data) => (data.hero.title = "La segunda"))));
    await publishSite(second.ctx);
    expect(await publicSite(visitor(), freed)).toMatchObject({ kind: "site", view: { data: { hero: { title: "La segunda" } } } });
    expect(await testDb().select().from(companyWebsiteRedirects).where(eq(companyWebsiteRedirects.oldSlug, freed))).toEqual([]);
  });

  it("works out WhatsApp and the call button on the server; a number that cannot be normalised shows neither", async () => {
    const good = await publishedCompany((data) => (data.contact.phone = "099 123 456"));
    const view = ((await publicSite(visitor(), good.slug)) as { view: { whatsappUrl: string | null; callUrl: string | null } }).view;
    expect(view.whatsappUrl).toMatch(/^https:\/\/wa\.me\/59899123456\?text=Hola/);
    expect(view.callUrl).toBe("tel:+59899123456");
    const bad = await publishedCompany((data) => (data.contact.phone = "12"));
    expect(await publicSite(visitor(), bad.slug)).toMatchObject({ view: { whatsappUrl: null, callUrl: null } });
  });

  it("lists published sites for the sitemap and the profile cards, never drafts", async () => {
    const live = await publishedCompany();
    const draft = await company();
    await saveSiteDraft(draft.ctx, JSON.stringify(site()));
    expect(await companiesWithPublishedSite(testContext(), [live.id, draft.id])).toEqual(new Set([live.id]));
    const slugs = (await publishedSites(testContext())).map((entry) => entry.slug);
    expect(slugs).toContain(live.slug);
    expect(slugs).not.toContain(draft.slug);
  });
});

describe("the editor /company/website (issue 24 §2)", () => {
  it("starts a company's draft from its profile, with every section on and the spec's defaults", async () => {
    const owner = await company();
    const editor = await siteEditor(owner.ctx);
    expect(editor).toMatchObject({ slug: owner.slug, isPublished: false, country: "UY", currency: "UYU" });
    expect(editor.draft.fontFamily).toBe("Inter");
    expect(editor.draft.sections).toEqual({ hero: true, about: true, products: true, gallery: true, contact: true, jobs: false, events: false, crew: false });
    expect(editor.previewToken.length).toBeGreaterThanOrEqual(24);
  });

  it("is for companies only: a member gets 403 and a visitor 401, on every step", async () => {
    const { userId } = await createIndividual();
    const member = await actingAs(userId);
    for (const step of [siteEditor(member), saveSiteDraft(member, "{}"), publishSite(member), unpublishSite(member), renewPreviewLink(member)]) {
      expect(await refusalOf(step)).toMatchObject({ key: "COMPANY_ONLY", status: 403 });
    }
    expect(await refusalOf(uploadSiteImage(member, form({ slot: "gallery", image: await pngFile() })))).toMatchObject({ status: 403 });
    expect(await refusalOf(siteEditor(testContext()))).toMatchObject({ status: 401 });
  });

  it("never reaches another company's site: each saves its own, and one cannot show the other's pictures", async () => {
    const owner = await publishedCompany((data) => (data.hero.title = "De la dueña"));
    const other = await company();
    const { key } = await uploadSiteImage(owner.ctx, form({ slot: "hero", image: await pngFile() }));
    await saveSiteDraft(other.ctx, JSON.stringify(site((data) => (data.hero.title = "Intrusa"))));
    await publishSite(other.ctx);
    expect(await publicSite(visitor(), owner.slug)).toMatchObject({ view: { data: { hero: { title: "De la dueña" } } } });
    const stolen = site((data) => (data.hero.backgroundImage = key));
    expect(await refusalOf(saveSiteDraft(other.ctx, JSON.stringify(stolen)))).toMatchObject({
      key: "SITE_IMAGE_INVALID",
      status: 400,
      field: "hero.backgroundImage",
    });
  });

  it("refuses a bad draft in Spanish, naming the field, and keeps the saved one", async () => {
    const owner = await company();
    await saveSiteDraft(owner.ctx, JSON.stringify(site((data) => (data.hero.title = "Guardado antes"))));
    expect(await refusalOf(saveSiteDraft(owner.ctx, JSON.stringify(site((data) => (data.secondaryColor = "#12")))))).toEqual({
      key: "SITE_COLOR_INVALID",
      status: 400,
      message: "Elige un color válido (por ejemplo #3B82F6).",
      field: "secondaryColor",
    });
    expect(await refusalOf(saveSiteDraft(owner.ctx, "{no es json"))).toMatchObject({ key: "SITE_DRAFT_INVALID", status: 400 });
    expect((await siteEditor(owner.ctx)).draft.hero.title).toBe("Guardado antes");
  });

  it("publishes only with an address and a title", async () => {
    const noAddress = await company({ slug: null });
    expect(await refusalOf(publishSite(noAddress.ctx))).toMatchObject({ key: "SITE_SLUG_REQUIRED", status: 409 });
    const untitled = await company();
    await saveSiteDraft(
      untitled.ctx,
      JSON.stringify(
        site((data) => {
          data.title = "";
          data.hero.title = "";
        }),
      ),
    );
    expect(await refusalOf(publishSite(untitled.ctx))).toMatchObject({ key: "SITE_TITLE_REQUIRED", status: 400 });
  });

  it("stores uploads checked by content in the spec's bucket, re-encoded in each width, and refuses what is not an image", async () => {
    const owner = await company();
    const store = fileStore(testDb());
    const gallery = await uploadSiteImage(owner.ctx, form({ slot: "gallery", image: await pngFile() }));
    expect(gallery.url).toBe(`/files/gallery-images/${gallery.key}-1600.webp`);
    const small = await store.get("gallery-images", `${gallery.key}-640.webp`);
    expect(small?.contentType).toBe("image/webp");
    expect((await sharp(small?.bytes).metadata()).width).toBe(640);
    const hero = await uploadSiteImage(owner.ctx, form({ slot: "hero", image: await pngFile() }));
    const heroMeta = await sharp((await store.get("hero-images", `${hero.key}-960.webp`))?.bytes).metadata();
    expect([heroMeta.width, heroMeta.height]).toEqual([960, 540]);
    const text = new File([new TextEncoder().encode("<svg onload=alert(1)>")], "x.png", { type: "image/png" });
    expect(await refusalOf(uploadSiteImage(owner.ctx, form({ slot: "gallery", image: text })))).toMatchObject({ key: "FILE_NOT_IMAGE", status: 400 });
    expect(await refusalOf(uploadSiteImage(owner.ctx, form({ slot: "cvs", image: await pngFile() })))).toMatchObject({ key: "INVALID_INPUT", status: 400 });
  });

  it("keeps the pictures a draft or the published site names through the daily sweep, and removes the rest", async () => {
    const owner = await company();
    const kept = await uploadSiteImage(owner.ctx, form({ slot: "gallery", image: await pngFile() }));
    const dropped = await uploadSiteImage(owner.ctx, form({ slot: "gallery", image: await pngFile() }));
    await saveSiteDraft(owner.ctx, JSON.stringify(site((data) => data.gallery.images.push({ src: kept.key, alt: "Escenario" }))));
    const tomorrow = () => new Date(Date.now() + 48 * 3_600_000);
    await sweepOrphanFiles({ db: testDb(), now: tomorrow }, { prefix: `${owner.id}/` });
    const store = fileStore(testDb());
    expect(await store.get("gallery-images", `${kept.key}-640.webp`)).not.toBeNull();
    expect(await store.get("gallery-images", `${dropped.key}-640.webp`)).toBeNull();
    expect(await siteImageReferences("gallery-images")(testDb(), [`${kept.key}-1600.webp`])).toEqual(new Set([`${kept.key}-1600.webp`]));
  });
});

describe("the contact form (issue 24 §1)", () => {
  const person = (stampAge = MIN_FILL_SECONDS + 5) => ({
    name: "Lucía Pérez",
    email: "lucia@example.com",
    message: "¿Tienen disponible un line array para el sábado?",
    website: "",
    startedAt: formStamp(new Date(Date.now() - stampAge * 1000)),
  });

  it("delivers a person's message to the company's inbox, from the website form, and to its e-mail with Reply-To the visitor", async () => {
    const owner = await publishedCompany((data) => (data.contact.showForm = true));
    expect(await sendSiteInquiry(visitor(), owner.slug, person())).toEqual({ sent: true });
    const [message] = await inboxOf(owner.id);
    // Stored as a catalog text with the visitor's name (decision 055), read in Spanish as the spec's subject.
    expect(message).toMatchObject({
      senderId: "redav-sitio-web",
      subject: storedText("subjects.websiteInquiry", { name: "Lucía Pérez" }),
      countsTowardQuota: false,
    });
    expect(shownText(serverI18n("es").t, message.subject)).toBe("Consulta desde tu sitio web - De: Lucía Pérez");
    expect(message.content).toContain("¿Tienen disponible un line array para el sábado?");
    expect(message.content).toContain("lucia@example.com");
    await drainOutbox();
    const [profile] = await testDb().select({ email: companyProfiles.email }).from(companyProfiles).where(eq(companyProfiles.id, owner.id));
    const [mail] = await testDb()
      .select()
      .from(mailLog)
      .where(and(eq(mailLog.to, profile.email), eq(mailLog.template, "site-inquiry")));
    expect(mail.subject).toBe("Consulta desde tu sitio web: Lucía Pérez");
    expect(mail.text).toContain("¿Tienen disponible un line array para el sábado?");
  });

  it("gives a bot the same answer and delivers nothing: the hidden field filled, sent too fast, or a forged stamp", async () => {
    const owner = await publishedCompany((data) => (data.contact.showForm = true));
    expect(await sendSiteInquiry(visitor(), owner.slug, { ...person(), website: "http://spam.example" })).toEqual({ sent: true });
    expect(await sendSiteInquiry(visitor(), owner.slug, person(1))).toEqual({ sent: true });
    expect(await sendSiteInquiry(visitor(), owner.slug, { ...person(), startedAt: `${Date.now() - 60_000}.falsificado` })).toEqual({ sent: true });
    expect(await sendSiteInquiry(visitor(), owner.slug, { ...person(), startedAt: "" })).toEqual({ sent: true });
    expect(await inboxOf(owner.id)).toEqual([]);
  });

  it("refuses a form shown more than 3 hours ago ('El formulario caducó', 400) and delivers nothing; one shown a little less long ago is delivered", async () => {
    const owner = await publishedCompany((data) => (data.contact.showForm = true));
    expect(await refusalOf(sendSiteInquiry(visitor(), owner.slug, person(STAMP_LIFETIME_SECONDS + 60)))).toMatchObject({
      key: "SITE_INQUIRY_FORM_EXPIRED",
      status: 400,
      message: "El formulario caducó. Recarga la página y vuelve a enviar tu mensaje.",
    });
    expect(await refusalOf(sendSiteInquiry(visitor(), owner.slug, person(30 * 24 * 60 * 60)))).toMatchObject({ key: "SITE_INQUIRY_FORM_EXPIRED" });
    expect(await inboxOf(owner.id)).toEqual([]);
    expect(await sendSiteInquiry(visitor(), owner.slug, person(STAMP_LIFETIME_SECONDS - 60))).toEqual({ sent: true });
    expect(await inboxOf(owner.id)).toHaveLength(1);
  });

  it("delivers one message per stamp and connection: a replayed form (or one sent twice, even at once) gets the same answer and delivers nothing more; another visitor given the same cached page is delivered", async () => {
    const owner = await publishedCompany((data) => (data.contact.showForm = true));
    const form = person();
    const ip = uniqueIp();
    expect(await sendSiteInquiry(visitor(ip), owner.slug, form)).toEqual({ sent: true });
    expect(await sendSiteInquiry(visitor(ip), owner.slug, { ...form, message: "Otro mensaje con el mismo sello." })).toEqual({ sent: true });
    expect(await inboxOf(owner.id)).toHaveLength(1);
    const twice = person();
    const other = uniqueIp();
    await Promise.all([sendSiteInquiry(visitor(other), owner.slug, twice), sendSiteInquiry(visitor(other), owner.slug, twice)]);
    expect(await inboxOf(owner.id)).toHaveLength(2);
    expect(await sendSiteInquiry(visitor(), owner.slug, form)).toEqual({ sent: true });
    expect(await inboxOf(owner.id)).toHaveLength(3);
  });

  it("limits each address to 5 messages an hour, saying when it may send again", async () => {
    const owner = await publishedCompany((data) => (data.contact.showForm = true));
    const ip = uniqueIp();
    for (let sent = 0; sent < INQUIRY_LIMIT.max; sent += 1) await sendSiteInquiry(visitor(ip), owner.slug, person());
    const refused = await refusalOf(sendSiteInquiry(visitor(ip), owner.slug, person()));
    expect(refused).toMatchObject({ key: "SITE_INQUIRY_LIMIT", status: 429 });
    expect((refused as { message: string }).message).toMatch(/^Ya enviaste 5 mensajes desde tu conexión en la última hora\. Podrás enviar otro en/);
    expect(await inboxOf(owner.id)).toHaveLength(INQUIRY_LIMIT.max);
    expect(await sendSiteInquiry(visitor(), owner.slug, person())).toEqual({ sent: true });
  });

  it("checks the fields in Spanish and refuses when the form is off or the site does not exist", async () => {
    const owner = await publishedCompany((data) => (data.contact.showForm = true));
    expect(await refusalOf(sendSiteInquiry(visitor(), owner.slug, { ...person(), name: " " }))).toMatchObject({
      key: "SITE_INQUIRY_NAME_REQUIRED",
      field: "name",
      status: 400,
    });
    expect(await refusalOf(sendSiteInquiry(visitor(), owner.slug, { ...person(), email: "lucia" }))).toMatchObject({
      key: "SITE_INQUIRY_EMAIL_INVALID",
      field: "email",
    });
    expect(await refusalOf(sendSiteInquiry(visitor(), owner.slug, { ...person(), message: "" }))).toMatchObject({
      key: "SITE_INQUIRY_MESSAGE_REQUIRED",
      field: "message",
    });
    const closed = await publishedCompany((data) => (data.contact.showForm = false));
    expect(await refusalOf(sendSiteInquiry(visitor(), closed.slug, person()))).toMatchObject({ key: "SITE_CONTACT_OFF", status: 403 });
    expect(await refusalOf(sendSiteInquiry(visitor(), `nadie-${unique()}`, person()))).toMatchObject({ key: "SITE_NOT_FOUND", status: 404 });
    expect(await inboxOf(owner.id)).toEqual([]);
    expect(await inboxOf(closed.id)).toEqual([]);
  });
});
