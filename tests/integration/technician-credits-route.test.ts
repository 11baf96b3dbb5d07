import { asc, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { showCredits } from "~/db/schema/technician-pages";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as creditsAction } from "~/routes/profile-page/credits";
import { actingIndividual } from "../factories";
import { testDb } from "../setup/test-database";

const CREDIT = { production: "Cosquín Rock", role: "foh", venue: "Aeródromo Santa María de Punilla", city: "Córdoba", country: "AR", startsOn: "2025-02-15" };

const rowsOf = (userId: string) =>
  testDb()
    .select({ id: showCredits.id, production: showCredits.production })
    .from(showCredits)
    .where(eq(showCredits.userId, userId))
    .orderBy(asc(showCredits.position));

const productionsOf = async (userId: string) => (await rowsOf(userId)).map((row) => row.production);

/** What POST /profile/page/credits answers this member, as the router calls it. */
async function post(ctx: Ctx, fields: Record<string, string>) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const request = new Request("http://localhost:3000/profile/page/credits", { method: "POST", body: new URLSearchParams(fields) });
  const answer = (await creditsAction({ request, context, params: {} } as unknown as Parameters<typeof creditsAction>[0])) as unknown;
  if (answer && typeof answer === "object" && "init" in answer) {
    const wrapped = answer as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: answer as Record<string, unknown> };
}

/** A small deterministic generator (mulberry32), so the fuzzed inputs are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("POST /profile/page/credits (issue 38 show credits)", () => {
  it("runs each intent and answers the refusals with their Spanish message and field, never a 500", async () => {
    const ana = await actingIndividual();
    expect(await post(ana.ctx, { intent: "add", ...CREDIT })).toEqual({ status: 200, body: { saved: true, intent: "add" } });
    const [{ id }] = await rowsOf(ana.userId);
    expect((await post(ana.ctx, { intent: "edit", id, ...CREDIT, production: "Editado" })).status).toBe(200);
    expect((await post(ana.ctx, { intent: "down", id })).status).toBe(200);
    expect(await post(ana.ctx, { intent: "add", ...CREDIT, startsOn: "ayer" })).toMatchObject({
      status: 400,
      body: { ok: false, code: "CREDIT_START_INVALID", field: "startsOn", values: expect.objectContaining({ startsOn: "ayer" }) },
    });
    expect(await post(ana.ctx, { intent: "borrar", id })).toMatchObject({ status: 400, body: { code: "CREDIT_INTENT_INVALID" } });
    expect(await post(ana.ctx, { id })).toMatchObject({ status: 400, body: { code: "CREDIT_INTENT_INVALID" } });
    expect(await productionsOf(ana.userId)).toEqual(["Editado"]);
    const caro = await actingIndividual();
    expect(await post(caro.ctx, { intent: "delete", id })).toMatchObject({ status: 404, body: { code: "CREDIT_NOT_FOUND" } });
    expect((await post(ana.ctx, { intent: "delete", id })).status).toBe(200);
    expect(await rowsOf(ana.userId)).toEqual([]);
  });

  it("answers fuzzed input (fixed seed) with a 2xx or a 4xx, and stores only what it accepted", async () => {
    const ana = await actingIndividual();
    const random = seeded(38);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const junk = () =>
      pick([
        "",
        " ",
        "x".repeat(Math.floor(random() * 700)),
        "\u0000",
        "\ud800",
        "'; drop table show_credits; --",
        "<script>alert(1)</script>",
        "2025-02-29",
        "0000-01-01",
        "9999-12-31",
        "2025-05-10",
        "https://example.com",
        "https://ex\u0000ample.com",
        "foh",
        "UY",
        "on",
        "😀".repeat(130),
        String(Math.floor(random() * 1e9)),
      ]);
    const fields = ["intent", "id", "production", "role", "venue", "city", "country", "startsOn", "endsOn", "companyName", "link", "showOnCompanySite"];
    let accepted = 0;
    for (let n = 0; n < 80; n++) {
      const base: Record<string, string> = random() < 0.85 ? { production: "Fuzz", role: "foh", startsOn: "2024-01-01" } : {};
      const body: Record<string, string> = { ...base, ...Object.fromEntries(fields.filter(() => random() < 0.12).map((field) => [field, junk()])) };
      body.intent = pick(["add", "add", "add", "edit", "delete", "up", "down", junk()]);
      const stored = await rowsOf(ana.userId);
      if (stored.length && random() < 0.6) body.id = pick(stored).id;
      const { status, body: answer } = await post(ana.ctx, body);
      expect([200, 400, 404, 409], JSON.stringify(body).slice(0, 200)).toContain(status);
      if (status === 200 && body.intent === "add") accepted++;
      if (status === 200 && body.intent === "delete") accepted--;
      if (status !== 200) expect(answer).toMatchObject({ ok: false, error: expect.any(String) });
    }
    expect(accepted).toBeGreaterThan(3);
    expect(await rowsOf(ana.userId)).toHaveLength(accepted);
  });
});
