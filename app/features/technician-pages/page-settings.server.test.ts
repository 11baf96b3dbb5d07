import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { profileHandleRedirects } from "~/db/schema/technician-pages";
import { anonymousPages } from "~/lib/page-cache.server";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, actingIndividual, createIndividual, individualRow } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { PAGE_PARTS } from "./page-layout";
import { changeHandle, pageSettingsForEditor, setHeadline, setPageLayout, setPageVisibility } from "./page-settings.server";

/** A handle nobody else in the shared database has. */
const fresh = (prefix = "tec") => `${prefix}-${randomUUID().slice(0, 8)}`;

const redirectsOf = async (userId: string) =>
  (await testDb().select({ handle: profileHandleRedirects.handle }).from(profileHandleRedirects).where(eq(profileHandleRedirects.userId, userId)))
    .map((row) => row.handle)
    .sort();

const CACHED = { body: Buffer.from("x"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };

describe("a technician page's address (handle)", () => {
  it("is normalised, checked and stored; a bad one is a Spanish 400 naming the field, and nothing changes", async () => {
    const ana = await actingIndividual();
    const handle = fresh("jose");
    expect(await changeHandle(ana.ctx, { handle: `  ${handle.replace("jose", "José").toUpperCase()} ` })).toEqual({ handle });
    expect((await individualRow(ana.userId))?.handle).toBe(handle);
    for (const [typed, key] of [
      ["ab", "HANDLE_INVALID"],
      ["ana--lia", "HANDLE_INVALID"],
      ["ana-", "HANDLE_INVALID"],
      ["9ana", "HANDLE_INVALID"],
      ["", "HANDLE_REQUIRED"],
      ["Soporte", "HANDLE_RESERVED"],
      ["tecnicos", "HANDLE_RESERVED"],
    ]) {
      const refusal = await refusalOf(changeHandle(ana.ctx, { handle: typed }));
      expect(refusal, typed).toMatchObject({ key, status: 400, field: "handle" });
      expect(refusal !== "OK" && refusal.message).toMatch(/[a-záéíóúñ]/);
    }
    expect((await individualRow(ana.userId))?.handle).toBe(handle);
    expect(await redirectsOf(ana.userId)).toEqual([]);
  });

  it("goes to one of two members racing for it; the other gets a 409 'HANDLE_TAKEN' in Spanish", async () => {
    const [ana, beto] = await Promise.all([actingIndividual(), actingIndividual()]);
    const handle = fresh("carrera");
    const results = await Promise.all([refusalOf(changeHandle(ana.ctx, { handle })), refusalOf(changeHandle(beto.ctx, { handle }))]);
    expect(results.filter((result) => result === "OK")).toHaveLength(1);
    expect(results.find((result) => result !== "OK")).toEqual({
      key: "HANDLE_TAKEN",
      status: 409,
      field: "handle",
      message: "Esa dirección ya la usa otra persona: elige otra.",
    });
    const holders = await testDb().select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.handle, handle));
    expect(holders).toHaveLength(1);
  });

  it("leaves the former address as the member's redirect, which nobody else may take; the member may take it back", async () => {
    const [ana, beto] = await Promise.all([actingIndividual(), actingIndividual()]);
    const first = fresh("primera");
    const second = fresh("segunda");
    await changeHandle(ana.ctx, { handle: first });
    anonymousPages.set(`/tecnicos/${first}|es|br`, `/tecnicos/${first}`, CACHED);
    anonymousPages.set("/explore?tipo=tecnicos|es|br", "/explore", CACHED);
    await changeHandle(ana.ctx, { handle: second });
    expect(anonymousPages.get(`/tecnicos/${first}|es|br`)).toBeUndefined();
    expect(anonymousPages.get("/explore?tipo=tecnicos|es|br")).toBeUndefined();
    expect(await redirectsOf(ana.userId)).toEqual([first]);

    expect(await refusalOf(changeHandle(beto.ctx, { handle: first }))).toMatchObject({ key: "HANDLE_TAKEN", status: 409 });
    expect(await refusalOf(changeHandle(beto.ctx, { handle: second }))).toMatchObject({ key: "HANDLE_TAKEN", status: 409 });
    expect((await individualRow(beto.userId))?.handle).toBeNull();

    await changeHandle(ana.ctx, { handle: first });
    expect((await individualRow(ana.userId))?.handle).toBe(first);
    expect(await redirectsOf(ana.userId)).toEqual([second]);
    expect(await changeHandle(ana.ctx, { handle: first })).toEqual({ handle: first });
    expect(await redirectsOf(ana.userId)).toEqual([second]);
  });

  it("is the member's own to change: a company is refused, and a third member's change touches only their own page", async () => {
    const ana = await actingIndividual();
    const handle = fresh("propia");
    await changeHandle(ana.ctx, { handle });
    const company = await actingCompany();
    for (const work of [
      changeHandle(company.ctx, { handle: fresh() }),
      setPageVisibility(company.ctx, { visibility: "public" }),
      setPageLayout(company.ctx, { order: [...PAGE_PARTS], shown: [] }),
      setHeadline(company.ctx, { headline: "Hola" }),
      pageSettingsForEditor(company.ctx),
    ]) {
      expect(await refusalOf(work)).toMatchObject({ key: "INDIVIDUALS_ONLY", status: 403 });
    }
    expect(await refusalOf(changeHandle(testContext(), { handle: fresh() }))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    const third = await actingIndividual();
    await changeHandle(third.ctx, { handle: fresh("tercera") });
    await setPageVisibility(third.ctx, { visibility: "hidden" });
    expect(await individualRow(ana.userId)).toMatchObject({ handle, pageVisibility: "members" });
  });
});

describe("a technician page's visibility, parts and headline", () => {
  it("is members only by default and takes 'public', 'members' or 'hidden'; anything else is a 400 and nothing changes", async () => {
    const ana = await actingIndividual();
    expect((await individualRow(ana.userId))?.pageVisibility).toBe("members");
    await changeHandle(ana.ctx, { handle: fresh() });
    const { handle } = (await individualRow(ana.userId)) ?? {};
    anonymousPages.set(`/tecnicos/${handle}|es|br`, `/tecnicos/${handle}`, CACHED);
    await setPageVisibility(ana.ctx, { visibility: "public" });
    expect(anonymousPages.get(`/tecnicos/${handle}|es|br`)).toBeUndefined();
    expect((await individualRow(ana.userId))?.pageVisibility).toBe("public");
    for (const bad of ["everyone", "", undefined, "PUBLIC"]) {
      expect(await refusalOf(setPageVisibility(ana.ctx, { visibility: bad }))).toMatchObject({
        key: "PAGE_VISIBILITY_INVALID",
        status: 400,
        field: "visibility",
      });
    }
    expect((await individualRow(ana.userId))?.pageVisibility).toBe("public");
  });

  it("stores the parts' order and which are shown; an order that misses, repeats or invents a part is a 400", async () => {
    const ana = await actingIndividual();
    const order = [...PAGE_PARTS].reverse();
    await setPageLayout(ana.ctx, { order, shown: order.filter((part) => part !== "kit") });
    const stored = (await pageSettingsForEditor(ana.ctx)).layout;
    expect(stored.map((entry) => entry.part)).toEqual(order);
    expect(stored.filter((entry) => !entry.shown).map((entry) => entry.part)).toEqual(["kit"]);
    for (const bad of [
      { order: order.slice(1), shown: [] },
      { order: [...order.slice(1), order[1]], shown: [] },
      { order: [...order.slice(1), "gallery"], shown: [] },
      { order, shown: ["gallery"] },
    ]) {
      expect(await refusalOf(setPageLayout(ana.ctx, bad))).toMatchObject({ key: "PAGE_LAYOUT_INVALID", status: 400, field: "layout" });
    }
    expect((await pageSettingsForEditor(ana.ctx)).layout).toEqual(stored);
  });

  it("keeps a headline of at most 120 characters under the text rules; empty clears it", async () => {
    const ana = await actingIndividual();
    await setHeadline(ana.ctx, { headline: "  Ingeniera de monitores para giras  " });
    expect((await individualRow(ana.userId))?.headline).toBe("Ingeniera de monitores para giras");
    expect(await refusalOf(setHeadline(ana.ctx, { headline: "ñ".repeat(121) }))).toMatchObject({ key: "HEADLINE_TOO_LONG", status: 400, field: "headline" });
    expect(await refusalOf(setHeadline(ana.ctx, { headline: "a\u0007b" }))).toMatchObject({ key: "INVALID_CHARACTERS", status: 400 });
    expect(await setHeadline(ana.ctx, { headline: "ñ".repeat(120) })).toEqual({ headline: "ñ".repeat(120) });
    await setHeadline(ana.ctx, { headline: "" });
    expect((await individualRow(ana.userId))?.headline).toBeNull();
  });
});

describe("the editor's 'Tu página pública' section", () => {
  it("suggests a free handle from the name until one is chosen, then shows the page's address and its QR code", async () => {
    const last = `Pérez${randomUUID().slice(0, 6)}`;
    const [ana, beto] = await Promise.all([createIndividual(), createIndividual()]);
    for (const id of [ana.userId, beto.userId]) await testDb().update(userProfiles).set({ firstName: "José", lastName: last }).where(eq(userProfiles.id, id));
    const anaCtx = await actingAs(ana.userId);
    const before = await pageSettingsForEditor(anaCtx);
    const base = `jose-${last.toLowerCase().replace("é", "e")}`;
    expect(before).toMatchObject({ handle: null, suggestedHandle: base, visibility: "members", url: null, qrSvg: null, headline: "" });
    expect(before.layout.map((entry) => entry.part)).toEqual([...PAGE_PARTS]);
    await changeHandle(await actingAs(beto.userId), { handle: base });
    expect((await pageSettingsForEditor(anaCtx)).suggestedHandle).toBe(`${base}-2`);
    await changeHandle(anaCtx, { handle: `${base}-2` });
    const after = await pageSettingsForEditor(anaCtx);
    expect(after).toMatchObject({ handle: `${base}-2`, suggestedHandle: null, path: `/tecnicos/${base}-2`, url: `http://localhost:3000/tecnicos/${base}-2` });
    expect(after.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});
