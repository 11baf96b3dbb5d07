import { asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { kitItems } from "~/db/schema/technician-pages";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as kitAction } from "~/routes/profile-page/kit";
import { testContext } from "../context";
import { actingIndividual, individualRow } from "../factories";
import { testDb } from "../setup/test-database";

const rowsOf = (userId: string) => testDb().select({ id: kitItems.id }).from(kitItems).where(eq(kitItems.userId, userId)).orderBy(asc(kitItems.position));

/** What POST /profile/page/kit answers this member, as the router calls it. */
async function post(ctx: Ctx, fields: [string, string][]) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request("http://localhost:3000/profile/page/kit", { method: "POST", body: new URLSearchParams(fields) });
  const answer = (await kitAction({ request, context, params: {} } as unknown as Parameters<typeof kitAction>[0])) as unknown;
  const wrapped = answer as { data: Record<string, unknown>; init: { status?: number } | null };
  return { status: wrapped.init?.status ?? 200, body: wrapped.data };
}

describe("POST /profile/page/kit", () => {
  it("adds, edits, moves, deletes and saves languages by intent; bad input is a 4xx with the field, never a 500", async () => {
    const ana = await actingIndividual();
    expect(
      await post(ana.ctx, [
        ["intent", "add"],
        ["category", "backline"],
        ["brand", "Fender"],
        ["model", "Twin Reverb"],
        ["quantity", "1"],
      ]),
    ).toEqual({
      status: 200,
      body: { ok: true, intent: "add" },
    });
    const [item] = await rowsOf(ana.userId);
    expect(
      (
        await post(ana.ctx, [
          ["intent", "edit"],
          ["id", item.id],
          ["category", "backline"],
          ["brand", "Fender"],
          ["model", "Twin"],
          ["quantity", "2"],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await post(ana.ctx, [
          ["intent", "up"],
          ["id", item.id],
        ])
      ).status,
    ).toBe(200);
    const refused = await post(ana.ctx, [
      ["intent", "add"],
      ["category", "backline"],
      ["brand", "Fender"],
      ["model", "Twin"],
      ["quantity", "mil"],
    ]);
    expect(refused).toMatchObject({ status: 400, body: { ok: false, code: "KIT_QUANTITY_INVALID", field: "quantity", values: { quantity: "mil" } } });
    expect(
      (
        await post(ana.ctx, [
          ["intent", "delete"],
          ["id", "otro"],
        ])
      ).status,
    ).toBe(404);
    expect((await post(ana.ctx, [["intent", "borrar-todo"]])).status).toBe(400);
    expect((await post(ana.ctx, [["intent", "edit"]])).status).toBe(404);
    expect(
      await post(ana.ctx, [
        ["intent", "languages"],
        ["languages", "es"],
        ["languages", "ay"],
      ]),
    ).toEqual({ status: 200, body: { ok: true, intent: "languages" } });
    expect((await individualRow(ana.userId))?.languages).toEqual(["es", "ay"]);
    expect(
      (
        await post(ana.ctx, [
          ["intent", "languages"],
          ["languages", "klingon"],
        ])
      ).body,
    ).toMatchObject({ code: "WORK_LANGUAGES_INVALID", field: "languages" });
    expect(
      (
        await post(ana.ctx, [
          ["intent", "delete"],
          ["id", item.id],
        ])
      ).status,
    ).toBe(200);
    expect(await rowsOf(ana.userId)).toEqual([]);
    expect((await post(testContext(), [["intent", "add"]])).status).toBe(401);
  });
});
