import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyWebsites } from "~/db/schema/company-sites";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { showCredits } from "~/db/schema/technician-pages";
import { anonymousPages } from "~/lib/page-cache.server";
import { testContext } from "../../../tests/context";
import { actingCompany, actingIndividual, createCompany } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { CREDIT_LIMITS, dayAfter } from "./credits.schemas";
import { addCredit, creditsForEditor, creditsOnPage, deleteCredit, editCredit, moveCredit } from "./credits.server";

const TODAY = new Date().toISOString().slice(0, 10);
const CREDIT = { production: "Cosquín Rock", role: "foh", venue: "Aeródromo Santa María de Punilla", city: "Córdoba", country: "AR", startsOn: "2025-02-15" };
const credit = (production: string, startsOn: string, extra: Record<string, string> = {}) => ({ ...CREDIT, production, startsOn, ...extra });

const rowsOf = (userId: string) =>
  testDb()
    .select({ id: showCredits.id, production: showCredits.production, position: showCredits.position, companyId: showCredits.companyId })
    .from(showCredits)
    .where(eq(showCredits.userId, userId))
    .orderBy(asc(showCredits.position));

const productionsOf = async (userId: string) => (await rowsOf(userId)).map((row) => row.production);

/** A company with this name (verified, so listed) and, when `slug` is given, a published site at /empresa/{slug}. */
async function company(name: string, slug?: string) {
  const { userId } = await createCompany();
  await testDb()
    .update(companyProfiles)
    .set({ companyName: name, slug: slug ?? null })
    .where(eq(companyProfiles.id, userId));
  if (slug)
    await testDb()
      .insert(companyWebsites)
      .values({ companyId: userId, slug, isPublished: true, previewToken: randomBytes(8).toString("hex") });
  return userId;
}

describe("a technician's show credits: adding and the fields' rules", () => {
  it("places new credits newest first, keeps the member's own order where they moved one, and numbers the list 0…n-1", async () => {
    const ana = await actingIndividual();
    await addCredit(ana.ctx, credit("Lollapalooza", "2024-03-15"));
    await addCredit(ana.ctx, credit("Vive Latino", "2025-03-14"));
    await addCredit(ana.ctx, credit("Rock al Parque", "2023-07-01"));
    await addCredit(ana.ctx, credit("Estéreo Picnic", "2024-03-21"));
    expect(await productionsOf(ana.userId)).toEqual(["Vive Latino", "Estéreo Picnic", "Lollapalooza", "Rock al Parque"]);
    const rock = (await rowsOf(ana.userId))[3];
    await moveCredit(ana.ctx, rock.id, "up");
    await moveCredit(ana.ctx, rock.id, "up");
    expect(await productionsOf(ana.userId)).toEqual(["Vive Latino", "Rock al Parque", "Estéreo Picnic", "Lollapalooza"]);
    // Before the first credit (in her order) that starts on or before it: her move is kept.
    await addCredit(ana.ctx, credit("Primavera Sound Santiago", "2023-11-10"));
    await addCredit(ana.ctx, credit("Gira 2026", "2026-01-10"));
    await addCredit(ana.ctx, credit("Cosquín 1999", "1999-01-05"));
    expect(await productionsOf(ana.userId)).toEqual([
      "Gira 2026",
      "Vive Latino",
      "Primavera Sound Santiago",
      "Rock al Parque",
      "Estéreo Picnic",
      "Lollapalooza",
      "Cosquín 1999",
    ]);
    expect((await rowsOf(ana.userId)).map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("cleans the text, keeps the optional fields empty as null, and takes the longest values allowed", async () => {
    const ana = await actingIndividual();
    const { id } = await addCredit(ana.ctx, {
      production: "  Festival\u0301 ",
      role: " monitors ",
      startsOn: "2025-05-10",
      endsOn: dayAfter("2025-05-10", CREDIT_LIMITS.rangeDays),
      link: "https://Example.com/nota?id=1",
      showOnCompanySite: "on",
    });
    const [row] = await testDb().select().from(showCredits).where(eq(showCredits.id, id));
    expect(row).toMatchObject({
      production: "Festival\u0301".normalize("NFC"),
      role: "monitors",
      venue: null,
      city: null,
      country: null,
      companyName: null,
      companyId: null,
      endsOn: "2027-05-11",
      link: "https://example.com/nota?id=1",
      showOnCompanySite: true,
      verifiedAt: null,
    });
    const longest = { production: "😀".repeat(120), venue: "v".repeat(120), city: "c".repeat(80), companyName: "e".repeat(120) };
    expect(await refusalOf(addCredit(ana.ctx, credit("x", "1950-01-01", longest)))).toBe("OK");
    expect(await refusalOf(addCredit(ana.ctx, credit("Próximo", dayAfter(TODAY, CREDIT_LIMITS.aheadDays))))).toBe("OK");
  });

  it("refuses each broken field with a Spanish 400 naming it, and saves nothing", async () => {
    const ana = await actingIndividual();
    const production = ["CREDIT_PRODUCTION_REQUIRED", "production", "Escribe la producción o el evento (hasta 120 caracteres)."] as const;
    const role = ["CREDIT_ROLE_INVALID", "role", "Elige tu rol de la lista."] as const;
    const start = ["CREDIT_START_INVALID", "startsOn", "Indica la fecha de inicio: una fecha válida desde 1950 y hasta un año adelante."] as const;
    const end = ["CREDIT_END_INVALID", "endsOn", "La fecha de fin no puede ser anterior a la de inicio, y un rango abarca como máximo dos años."] as const;
    const link = ["CREDIT_LINK_INVALID", "link", "El enlace debe ser una dirección https:// completa (hasta 500 caracteres)."] as const;
    const tooLong = (field: string) => ["FIELD_TOO_LONG", field, "Este campo es demasiado largo."] as const;
    const cases: [Record<string, unknown>, readonly [string, string, string]][] = [
      [{ production: "" }, production],
      [{ production: "   " }, production],
      [{ production: undefined }, production],
      [{ production: "x".repeat(121) }, production],
      [{ production: "Sho\u0007w" }, ["INVALID_CHARACTERS", "production", "El formulario contiene caracteres no válidos."]],
      [{ role: "" }, role],
      [{ role: "dj" }, role],
      [{ role: "FOH" }, role],
      [{ role: undefined }, role],
      [{ venue: "v".repeat(121) }, tooLong("venue")],
      [{ city: "c".repeat(81) }, tooLong("city")],
      [{ companyName: "e".repeat(121) }, tooLong("companyName")],
      [{ country: "XX" }, ["INVALID_COUNTRY", "country", "Elige un país de la lista."]],
      [{ country: "Uruguay" }, ["INVALID_COUNTRY", "country", "Elige un país de la lista."]],
      [{ startsOn: "" }, start],
      [{ startsOn: undefined }, start],
      [{ startsOn: "2025-02-30" }, start],
      [{ startsOn: "10/05/2025" }, start],
      [{ startsOn: "ayer", endsOn: "2025-01-01" }, start],
      [{ startsOn: "1949-12-31" }, start],
      [{ startsOn: dayAfter(TODAY, CREDIT_LIMITS.aheadDays + 1) }, start],
      [{ startsOn: "2025-05-10", endsOn: "2025-05-09" }, end],
      [{ startsOn: "2025-05-10", endsOn: dayAfter("2025-05-10", CREDIT_LIMITS.rangeDays + 1) }, end],
      [{ endsOn: "2025-13-01" }, end],
      [{ link: "http://example.com" }, link],
      [{ link: "javascript:alert(1)" }, link],
      [{ link: "https://" }, link],
      [{ link: "https://localhost/x" }, link],
      [{ link: "https://exa mple.com" }, link],
      [{ link: "https://user:clave@example.com" }, link],
      [{ link: "example.com" }, link],
      [{ link: `https://example.com/${"a".repeat(500)}` }, link],
    ];
    for (const [change, [key, field, message]] of cases) {
      expect(await refusalOf(addCredit(ana.ctx, { ...CREDIT, ...change })), JSON.stringify(change).slice(0, 80)).toEqual({ key, status: 400, field, message });
    }
    expect(await rowsOf(ana.userId)).toEqual([]);
  });

  it(`keeps at most ${CREDIT_LIMITS.perMember} credits, even when several are added at once`, async () => {
    const ana = await actingIndividual();
    await testDb()
      .insert(showCredits)
      .values(
        Array.from({ length: CREDIT_LIMITS.perMember - 2 }, (_, n) => ({
          id: crypto.randomUUID(),
          userId: ana.userId,
          production: `Show ${n}`,
          role: "foh",
          startsOn: "2020-01-01",
          position: n,
        })),
      );
    const results = await Promise.all(Array.from({ length: 6 }, (_, n) => refusalOf(addCredit(ana.ctx, credit(`Juntos ${n}`, "2024-01-01")))));
    expect(results.map((result) => (result === "OK" ? result : result.key)).sort()).toEqual([
      "CREDIT_LIMIT",
      "CREDIT_LIMIT",
      "CREDIT_LIMIT",
      "CREDIT_LIMIT",
      "OK",
      "OK",
    ]);
    expect(results.find((result) => result !== "OK")).toEqual({
      key: "CREDIT_LIMIT",
      status: 409,
      message: "Puedes cargar como máximo 100 créditos. Elimina uno para agregar otro.",
    });
    const rows = await rowsOf(ana.userId);
    expect(rows).toHaveLength(CREDIT_LIMITS.perMember);
    expect(rows.map((row) => row.position)).toEqual(Array.from({ length: CREDIT_LIMITS.perMember }, (_, n) => n));
    await deleteCredit(ana.ctx, rows[0].id);
    expect(await refusalOf(addCredit(ana.ctx, CREDIT))).toBe("OK");
  });
});

describe("the company a credit names", () => {
  it("links the one listed RedAV company whose name matches exactly, ignoring case and accents", async () => {
    const ana = await actingIndividual();
    const tag = crypto.randomUUID().slice(0, 8);
    const andino = await company(`Sonido Andino Ñandú ${tag}`);
    const { id } = await addCredit(ana.ctx, { ...CREDIT, companyName: `  sonido ANDINO nandu ${tag} ` });
    expect((await rowsOf(ana.userId))[0]).toMatchObject({ id, companyId: andino });
    // Not a match: part of the name, or another name.
    await editCredit(ana.ctx, id, { ...CREDIT, companyName: "Sonido Andino" });
    expect((await rowsOf(ana.userId))[0].companyId).toBeNull();
    await editCredit(ana.ctx, id, { ...CREDIT, companyName: `Sonido Andino Ñandú ${tag}` });
    expect((await rowsOf(ana.userId))[0].companyId).toBe(andino);
    await editCredit(ana.ctx, id, { ...CREDIT, companyName: "" });
    expect((await rowsOf(ana.userId))[0].companyId).toBeNull();
  });

  it("links none when two companies share the name, or when the only one is not listed (unverified)", async () => {
    const ana = await actingIndividual();
    const twin = `Luces del Sur ${crypto.randomUUID().slice(0, 8)}`;
    await company(twin);
    await company(twin);
    await addCredit(ana.ctx, { ...CREDIT, companyName: twin });
    const hidden = `Escenarios Ocultos ${crypto.randomUUID().slice(0, 8)}`;
    const { userId } = await createCompany({ verified: false });
    await testDb().update(companyProfiles).set({ companyName: hidden }).where(eq(companyProfiles.id, userId));
    await addCredit(ana.ctx, { ...CREDIT, companyName: hidden });
    expect((await rowsOf(ana.userId)).map((row) => row.companyId)).toEqual([null, null]);
  });

  it("shows the company's site link on the page only while the site is published", async () => {
    const ana = await actingIndividual();
    const name = `Rigging Austral ${crypto.randomUUID().slice(0, 8)}`;
    const slug = `rigging-${crypto.randomUUID().slice(0, 8)}`;
    const id = await company(name, slug);
    await addCredit(ana.ctx, { ...CREDIT, companyName: name });
    expect((await creditsOnPage(testContext(), ana.userId))[0]).toMatchObject({ companyName: name, companyHref: `/empresa/${slug}` });
    await testDb().update(companyWebsites).set({ isPublished: false }).where(eq(companyWebsites.companyId, id));
    expect((await creditsOnPage(testContext(), ana.userId))[0]).toMatchObject({ companyName: name, companyHref: null });
  });
});

describe("editing, deleting and reordering: only the owner", () => {
  it("edits a credit under the same rules, keeping its place; a refused edit changes nothing", async () => {
    const ana = await actingIndividual();
    const first = await addCredit(ana.ctx, credit("Uno", "2025-01-01"));
    await addCredit(ana.ctx, credit("Dos", "2024-01-01"));
    await editCredit(ana.ctx, first.id, credit("Uno bis", "2020-01-01", { role: "rigging", showOnCompanySite: "on" }));
    expect(await productionsOf(ana.userId)).toEqual(["Uno bis", "Dos"]);
    expect(await refusalOf(editCredit(ana.ctx, first.id, credit("Uno", "2020-01-01", { endsOn: "2019-12-31" })))).toMatchObject({
      key: "CREDIT_END_INVALID",
      field: "endsOn",
      status: 400,
    });
    const [row] = await testDb().select().from(showCredits).where(eq(showCredits.id, first.id));
    expect(row).toMatchObject({ production: "Uno bis", role: "rigging", startsOn: "2020-01-01", endsOn: null, showOnCompanySite: true });
  });

  it("refuses someone else's credit as not found (tried by a third member), and it stays as it was", async () => {
    const [ana, beto, caro] = await Promise.all([actingIndividual(), actingIndividual(), actingIndividual()]);
    const mine = await addCredit(ana.ctx, CREDIT);
    await addCredit(beto.ctx, CREDIT);
    const notFound = { key: "CREDIT_NOT_FOUND", status: 404, message: "No encontramos ese crédito." };
    for (const outsider of [caro.ctx, beto.ctx]) {
      expect(await refusalOf(editCredit(outsider, mine.id, { ...CREDIT, production: "Robado" }))).toEqual(notFound);
      expect(await refusalOf(deleteCredit(outsider, mine.id))).toEqual(notFound);
      expect(await refusalOf(moveCredit(outsider, mine.id, "up"))).toEqual(notFound);
      expect(await refusalOf(moveCredit(outsider, mine.id, "down"))).toEqual(notFound);
    }
    for (const id of [undefined, "", "no-such-id", 42]) expect(await refusalOf(deleteCredit(ana.ctx, id as never))).toEqual(notFound);
    expect(await productionsOf(ana.userId)).toEqual(["Cosquín Rock"]);
    expect(await rowsOf(caro.userId)).toEqual([]);
    expect((await creditsForEditor(caro.ctx)).credits).toEqual([]);
  });

  it("is for signed-in individuals: visitors 401, companies 403", async () => {
    const company = await actingCompany();
    expect(await refusalOf(addCredit(testContext(), CREDIT))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    expect(await refusalOf(addCredit(company.ctx, CREDIT))).toMatchObject({ key: "INDIVIDUALS_ONLY", status: 403 });
    expect(await refusalOf(creditsForEditor(testContext()))).toMatchObject({ status: 401 });
    expect(await refusalOf(creditsForEditor(company.ctx))).toMatchObject({ status: 403 });
    expect(await rowsOf(company.userId)).toEqual([]);
  });

  it("moves a credit one place up or down, swapping with its neighbour; at either end nothing changes; deleting closes the gap", async () => {
    const ana = await actingIndividual();
    const a = await addCredit(ana.ctx, credit("A", "2025-03-01"));
    const b = await addCredit(ana.ctx, credit("B", "2025-02-01"));
    const c = await addCredit(ana.ctx, credit("C", "2025-01-01"));
    await moveCredit(ana.ctx, c.id, "up");
    expect(await productionsOf(ana.userId)).toEqual(["A", "C", "B"]);
    await moveCredit(ana.ctx, a.id, "down");
    expect(await productionsOf(ana.userId)).toEqual(["C", "A", "B"]);
    await moveCredit(ana.ctx, c.id, "up");
    await moveCredit(ana.ctx, b.id, "down");
    expect(await productionsOf(ana.userId)).toEqual(["C", "A", "B"]);
    await deleteCredit(ana.ctx, a.id);
    expect((await rowsOf(ana.userId)).map((row) => [row.production, row.position])).toEqual([
      ["C", 0],
      ["B", 1],
    ]);
    await moveCredit(ana.ctx, b.id, "up");
    expect((await creditsForEditor(ana.ctx)).credits.map((item) => item.production)).toEqual(["B", "C"]);
  });

  it("forgets the cached public page after each change", async () => {
    const ana = await actingIndividual();
    const handle = `cred-${ana.userId
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "x")}`;
    await testDb().update(userProfiles).set({ handle }).where(eq(userProfiles.id, ana.userId));
    const cached = { body: Buffer.from("x"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };
    const key = `/tecnicos/${handle}|es|br`;
    const { id } = await addCredit(ana.ctx, CREDIT);
    for (const change of [
      () => addCredit(ana.ctx, credit("Otro", "2020-01-01")),
      () => editCredit(ana.ctx, id, { ...CREDIT, role: "rf" }),
      () => moveCredit(ana.ctx, id, "down"),
      () => deleteCredit(ana.ctx, id),
    ]) {
      anonymousPages.set(key, `/tecnicos/${handle}`, cached);
      await change();
      expect(anonymousPages.get(key)).toBeUndefined();
    }
  });
});

describe("what the page and the editor show of a credit", () => {
  it("labels the role, the place and the dates in the reader's language, marks each credit self-declared, and never lets the technician verify one", async () => {
    const ana = await actingIndividual();
    const single = await addCredit(ana.ctx, {
      production: "Noche de Gala",
      role: "lighting_design",
      venue: "Teatro Solís",
      city: "Montevideo",
      country: "UY",
      startsOn: "2025-05-10",
      verifiedAt: "2025-05-11T00:00:00Z",
      verified_at: "2025-05-11T00:00:00Z",
    });
    await addCredit(ana.ctx, {
      production: "Gira",
      role: "foh",
      startsOn: "2024-05-10",
      endsOn: "2024-05-12",
      country: "ZZ",
      link: "https://example.com/gira",
    });
    const es = await creditsOnPage(testContext(), ana.userId);
    expect(es).toEqual([
      {
        id: single.id,
        production: "Noche de Gala",
        roleLabel: "Diseño de iluminación",
        place: "Teatro Solís · Montevideo, Uruguay",
        startsOn: "2025-05-10",
        endsOn: null,
        dates: "10 de mayo de 2025",
        companyName: null,
        companyHref: null,
        link: null,
        verified: false,
        showOnCompanySite: false,
      },
      expect.objectContaining({
        roleLabel: "Sonidista de FOH",
        place: "Otro",
        dates: "10–12 de mayo de 2024",
        link: "https://example.com/gira",
        verified: false,
      }),
    ]);
    const en = await creditsOnPage(testContext({ locale: "en" }), ana.userId);
    expect(en.map((item) => [item.roleLabel, item.dates])).toEqual([
      ["Lighting designer", "May 10, 2025"],
      ["FOH engineer", "May 10\u2009–\u200912, 2024"],
    ]);
    expect((await creditsOnPage(testContext({ locale: "pt" }), ana.userId))[0]).toMatchObject({
      roleLabel: "Design de iluminação",
      dates: "10 de maio de 2025",
    });
    // Only a company's confirmation (the bookings issue) sets it; the page then shows it as verified.
    await testDb().update(showCredits).set({ verifiedAt: new Date() }).where(eq(showCredits.id, single.id));
    expect((await creditsOnPage(testContext(), ana.userId))[0].verified).toBe(true);
    // A verified credit is the company's facts: the technician cannot edit it (nor unverify it).
    expect(await refusalOf(editCredit(ana.ctx, single.id, { ...CREDIT, verifiedAt: "" }))).toMatchObject({ key: "CREDIT_VERIFIED_LOCKED", status: 409 });
    expect((await creditsOnPage(testContext(), ana.userId))[0].verified).toBe(true);
    const editor = await creditsForEditor(ana.ctx);
    expect(editor.limit).toBe(100);
    expect(editor.roles[0]).toEqual({ value: "foh", label: "Sonidista de FOH" });
    expect(editor.countries.at(-1)).toEqual({ value: "ZZ", label: "Otro" });
    expect(editor.credits[1].form).toEqual({
      production: "Gira",
      role: "foh",
      venue: "",
      city: "",
      country: "ZZ",
      startsOn: "2024-05-10",
      endsOn: "2024-05-12",
      companyName: "",
      link: "https://example.com/gira",
    });
  });
});
