import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { kitItems } from "~/db/schema/technician-pages";
import { anonymousPages } from "~/lib/page-cache.server";
import { actingAs, testContext } from "../../../tests/context";
import { actingCompany, actingIndividual, individualRow } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { addKitItem, deleteKitItem, editKitItem, KIT_LIMITS, kitForEditor, kitOnPage, moveKitItem, saveWorkLanguages } from "./kit.server";

const SM58 = { category: "microphones", brand: "Shure", model: "SM58", quantity: "4" };

const rowsOf = (userId: string) =>
  testDb()
    .select({ id: kitItems.id, brand: kitItems.brand, model: kitItems.model, quantity: kitItems.quantity, category: kitItems.category })
    .from(kitItems)
    .where(eq(kitItems.userId, userId))
    .orderBy(asc(kitItems.position));

const modelsOf = async (userId: string) => (await rowsOf(userId)).map((row) => row.model);

describe("a technician's kit: adding and the fields' rules", () => {
  it("adds items at the end with their text cleaned, and the editor lists them in order with the languages and limits", async () => {
    const ana = await actingIndividual();
    const first = await addKitItem(ana.ctx, { ...SM58, brand: "  Shure ", model: "SM58\u0301 " });
    expect(first).toMatchObject({ category: "microphones", brand: "Shure", model: "SM58\u0301".normalize("NFC"), quantity: 4 });
    await addKitItem(ana.ctx, { category: "audio_consoles", brand: "Yamaha", model: "CL5", quantity: "" });
    const editor = await kitForEditor(ana.ctx);
    expect(editor.items.map((item) => [item.brand, item.quantity])).toEqual([
      ["Shure", 4],
      ["Yamaha", 1],
    ]);
    expect(editor.languages).toEqual([]);
    expect(editor.limits).toEqual({ items: 50, brand: 60, model: 80, quantity: 999, languages: 10 });
  });

  it("refuses each broken field with a Spanish 400 naming it, and saves nothing", async () => {
    const ana = await actingIndividual();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...SM58, category: "" }, "KIT_CATEGORY_REQUIRED", "category"],
      [{ ...SM58, category: "guitarras" }, "KIT_CATEGORY_REQUIRED", "category"],
      [{ ...SM58, category: ["microphones"] }, "KIT_CATEGORY_REQUIRED", "category"],
      [{ ...SM58, brand: "   " }, "KIT_BRAND_REQUIRED", "brand"],
      [{ ...SM58, brand: undefined }, "KIT_BRAND_REQUIRED", "brand"],
      [{ ...SM58, brand: "x".repeat(61) }, "KIT_BRAND_TOO_LONG", "brand"],
      [{ ...SM58, brand: "Sh\u0007ure" }, "INVALID_CHARACTERS", "brand"],
      [{ ...SM58, model: "" }, "KIT_MODEL_REQUIRED", "model"],
      [{ ...SM58, model: "😀".repeat(81) }, "KIT_MODEL_TOO_LONG", "model"],
      [{ ...SM58, quantity: "0" }, "KIT_QUANTITY_INVALID", "quantity"],
      [{ ...SM58, quantity: "1000" }, "KIT_QUANTITY_INVALID", "quantity"],
      [{ ...SM58, quantity: "1.5" }, "KIT_QUANTITY_INVALID", "quantity"],
      [{ ...SM58, quantity: "-2" }, "KIT_QUANTITY_INVALID", "quantity"],
      [{ ...SM58, quantity: "dos" }, "KIT_QUANTITY_INVALID", "quantity"],
      [{ ...SM58, quantity: "1e2" }, "KIT_QUANTITY_INVALID", "quantity"],
      [{ ...SM58, quantity: 12.5 }, "KIT_QUANTITY_INVALID", "quantity"],
    ];
    for (const [input, key, field] of cases) {
      const refusal = await refusalOf(addKitItem(ana.ctx, input));
      expect(refusal, JSON.stringify(input)).toMatchObject({ key, status: 400, field });
    }
    expect(await refusalOf(addKitItem(ana.ctx, { ...SM58, brand: "x".repeat(61) }))).toMatchObject({
      message: "La marca admite como máximo 60 caracteres.",
    });
    expect(await refusalOf(addKitItem(ana.ctx, { ...SM58, quantity: "0" }))).toMatchObject({
      message: "La cantidad debe ser un número entero entre 1 y 999.",
    });
    expect(await rowsOf(ana.userId)).toEqual([]);
    await addKitItem(ana.ctx, { ...SM58, brand: "😀".repeat(60), model: "m".repeat(80), quantity: "999" });
    await addKitItem(ana.ctx, { ...SM58, quantity: "001" });
    expect((await rowsOf(ana.userId)).map((row) => row.quantity)).toEqual([999, 1]);
  });

  it(`keeps at most ${KIT_LIMITS.items} items, even when several are added at once`, async () => {
    const ana = await actingIndividual();
    for (let n = 0; n < KIT_LIMITS.items - 2; n++) await addKitItem(ana.ctx, { ...SM58, model: `M${n}` });
    const results = await Promise.all(Array.from({ length: 6 }, (_, n) => refusalOf(addKitItem(ana.ctx, { ...SM58, model: `Juntos ${n}` }))));
    expect(results.map((result) => (result === "OK" ? result : result.key)).sort()).toEqual(["KIT_LIMIT", "KIT_LIMIT", "KIT_LIMIT", "KIT_LIMIT", "OK", "OK"]);
    expect(results.find((result) => result !== "OK")).toEqual({
      key: "KIT_LIMIT",
      status: 409,
      message: "Puedes cargar como máximo 50 equipos. Elimina uno para agregar otro.",
    });
    const rows = await rowsOf(ana.userId);
    expect(rows).toHaveLength(KIT_LIMITS.items);
    await deleteKitItem(ana.ctx, rows[0].id);
    expect(await refusalOf(addKitItem(ana.ctx, SM58))).toBe("OK");
  });
});

describe("editing, deleting and reordering: only the owner", () => {
  it("edits an item under the same rules; a refused edit changes nothing", async () => {
    const ana = await actingIndividual();
    const item = await addKitItem(ana.ctx, SM58);
    expect(await editKitItem(ana.ctx, item.id, { category: "rf_wireless", brand: "Sennheiser", model: "EW-DX", quantity: "2" })).toEqual({
      id: item.id,
      category: "rf_wireless",
      brand: "Sennheiser",
      model: "EW-DX",
      quantity: 2,
    });
    expect(await refusalOf(editKitItem(ana.ctx, item.id, { category: "rf_wireless", brand: "", model: "EW-DX" }))).toMatchObject({
      key: "KIT_BRAND_REQUIRED",
      field: "brand",
    });
    expect((await rowsOf(ana.userId))[0]).toMatchObject({ brand: "Sennheiser", quantity: 2 });
  });

  it("refuses someone else's item as not found (tried by a third member), and it stays as it was", async () => {
    const [ana, beto, caro] = await Promise.all([actingIndividual(), actingIndividual(), actingIndividual()]);
    const item = await addKitItem(ana.ctx, SM58);
    await addKitItem(beto.ctx, SM58);
    const notFound = { key: "KIT_ITEM_NOT_FOUND", status: 404, message: "No encontramos ese equipo." };
    for (const outsider of [caro.ctx, beto.ctx]) {
      expect(await refusalOf(editKitItem(outsider, item.id, { ...SM58, brand: "Robado" }))).toEqual(notFound);
      expect(await refusalOf(deleteKitItem(outsider, item.id))).toEqual(notFound);
      expect(await refusalOf(moveKitItem(outsider, item.id, "up"))).toEqual(notFound);
    }
    for (const id of [undefined, "", "no-such-id", 42]) expect(await refusalOf(deleteKitItem(ana.ctx, id))).toEqual(notFound);
    expect(await rowsOf(ana.userId)).toEqual([{ id: item.id, brand: "Shure", model: "SM58", quantity: 4, category: "microphones" }]);
    expect(await rowsOf(caro.userId)).toEqual([]);
  });

  it("is for signed-in individuals: visitors 401, companies 403", async () => {
    const company = await actingCompany();
    expect(await refusalOf(addKitItem(testContext(), SM58))).toMatchObject({ key: "LOGIN_REQUIRED", status: 401 });
    expect(await refusalOf(addKitItem(company.ctx, SM58))).toMatchObject({ key: "INDIVIDUALS_ONLY", status: 403 });
    expect(await refusalOf(saveWorkLanguages(company.ctx, ["es"]))).toMatchObject({ status: 403 });
    expect(await refusalOf(kitForEditor(testContext()))).toMatchObject({ status: 401 });
  });

  it("moves an item one place up or down, swapping with its neighbour; at either end nothing changes", async () => {
    const ana = await actingIndividual();
    const [a, b, c] = [
      await addKitItem(ana.ctx, { ...SM58, model: "A" }),
      await addKitItem(ana.ctx, { ...SM58, model: "B" }),
      await addKitItem(ana.ctx, { ...SM58, model: "C" }),
    ];
    await moveKitItem(ana.ctx, c.id, "up");
    expect(await modelsOf(ana.userId)).toEqual(["A", "C", "B"]);
    await moveKitItem(ana.ctx, a.id, "down");
    expect(await modelsOf(ana.userId)).toEqual(["C", "A", "B"]);
    await moveKitItem(ana.ctx, c.id, "up");
    await moveKitItem(ana.ctx, b.id, "down");
    expect(await modelsOf(ana.userId)).toEqual(["C", "A", "B"]);
    await deleteKitItem(ana.ctx, a.id);
    await moveKitItem(ana.ctx, b.id, "up");
    expect(await modelsOf(ana.userId)).toEqual(["B", "C"]);
    expect((await kitForEditor(ana.ctx)).items.map((item) => item.model)).toEqual(["B", "C"]);
  });

  it("forgets the cached public page after each change", async () => {
    const ana = await actingIndividual();
    const handle = `kit-${ana.userId
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "x")}`;
    await testDb().update(userProfiles).set({ handle }).where(eq(userProfiles.id, ana.userId));
    const cached = { body: Buffer.from("x"), contentType: "text/html", contentEncoding: null, scriptHashes: [] };
    const key = `/tecnicos/${handle}|es|br`;
    const item = await addKitItem(ana.ctx, SM58);
    for (const change of [
      () => addKitItem(ana.ctx, SM58),
      () => editKitItem(ana.ctx, item.id, { ...SM58, quantity: "3" }),
      () => moveKitItem(ana.ctx, item.id, "down"),
      () => deleteKitItem(ana.ctx, item.id),
      () => saveWorkLanguages(ana.ctx, ["es"]),
    ]) {
      anonymousPages.set(key, `/tecnicos/${handle}`, cached);
      await change();
      expect(anonymousPages.get(key)).toBeUndefined();
    }
  });
});

describe("the languages a technician works in", () => {
  it("saves known codes once each, in the order given; none clears them", async () => {
    const ana = await actingIndividual();
    expect(await saveWorkLanguages(ana.ctx, ["pt", " es ", "qu", "pt"])).toEqual(["pt", "es", "qu"]);
    expect((await individualRow(ana.userId))?.languages).toEqual(["pt", "es", "qu"]);
    expect((await kitForEditor(ana.ctx)).languages).toEqual(["pt", "es", "qu"]);
    await saveWorkLanguages(ana.ctx, []);
    expect((await individualRow(ana.userId))?.languages).toEqual([]);
  });

  it("refuses unknown codes and more than 10 languages with a Spanish 400, and keeps what was saved", async () => {
    const ana = await actingIndividual();
    await saveWorkLanguages(ana.ctx, ["es"]);
    for (const codes of [["es", "xx"], ["ES"], ["spa"], [""], [null], [42]]) {
      expect(await refusalOf(saveWorkLanguages(ana.ctx, codes)), JSON.stringify(codes)).toEqual({
        key: "WORK_LANGUAGES_INVALID",
        status: 400,
        message: "Elige los idiomas de la lista.",
        field: "languages",
      });
    }
    const eleven = ["es", "pt", "en", "fr", "it", "de", "ca", "gl", "eu", "nl", "pl"];
    expect(await refusalOf(saveWorkLanguages(ana.ctx, eleven))).toEqual({
      key: "WORK_LANGUAGES_TOO_MANY",
      status: 400,
      message: "Elige como máximo 10 idiomas.",
      field: "languages",
    });
    expect(await saveWorkLanguages(ana.ctx, [...eleven.slice(0, 10), "es", "pt"])).toHaveLength(10);
    await saveWorkLanguages(ana.ctx, ["gn"]);
    expect((await individualRow(ana.userId))?.languages).toEqual(["gn"]);
  });
});

describe("the kit on the public page", () => {
  it("groups the items by category in the owner's order, labelled in the reader's language", async () => {
    const ana = await actingIndividual();
    const wedge = await addKitItem(ana.ctx, { category: "pa_systems", brand: "d&b", model: "M4", quantity: "6" });
    await addKitItem(ana.ctx, SM58);
    await addKitItem(ana.ctx, { category: "pa_systems", brand: "L-Acoustics", model: "X15", quantity: "2" });
    const groups = await kitOnPage(testContext(), ana.userId);
    expect(groups).toEqual([
      {
        category: "pa_systems",
        label: "Sistemas de PA",
        items: [
          { id: wedge.id, brand: "d&b", model: "M4", quantity: 6 },
          { id: expect.any(String), brand: "L-Acoustics", model: "X15", quantity: 2 },
        ],
      },
      { category: "microphones", label: "Microfonía", items: [{ id: expect.any(String), brand: "Shure", model: "SM58", quantity: 4 }] },
    ]);
    expect((await kitOnPage(testContext({ locale: "en" }), ana.userId)).map((group) => group.label)).toEqual(["PA systems", "Microphones"]);
    expect((await kitOnPage(await actingAs(ana.userId, { locale: "pt" }), ana.userId)).map((group) => group.label)).toEqual(["Sistemas de PA", "Microfones"]);
    expect(await kitOnPage(testContext(), "nobody")).toEqual([]);
  });
});
