import { randomUUID } from "node:crypto";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PAGE_PARTS } from "~/features/technician-pages/page-layout";
import { pageSettingsForEditor } from "~/features/technician-pages/page-settings.server";
import { type Ctx, requestContext } from "~/lib/context.server";
import { action as settingsAction } from "~/routes/profile-page/settings";
import { actingIndividual, individualRow } from "../factories";

const fresh = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** What POST /profile/page/settings answers this member, as the router calls it. */
async function post(ctx: Ctx, fields: [string, string][]) {
  const context = new RouterContextProvider();
  context.set(requestContext, ctx);
  const body = new URLSearchParams(fields);
  const request = new Request("http://localhost:3000/profile/page/settings", { method: "POST", body });
  const answer = (await settingsAction({ request, context, params: {} } as unknown as Parameters<typeof settingsAction>[0])) as unknown;
  if (answer && typeof answer === "object" && "init" in answer) {
    const wrapped = answer as { data: unknown; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown> };
  }
  return { status: 200, body: answer as Record<string, unknown> };
}

describe("POST /profile/page/settings", () => {
  it("runs the save its intent names and answers a refusal as a Spanish 4xx naming the field", async () => {
    const ana = await actingIndividual();
    const handle = fresh("ruta");
    expect(
      await post(ana.ctx, [
        ["intent", "handle"],
        ["handle", handle],
      ]),
    ).toEqual({ status: 200, body: { saved: true, intent: "handle" } });
    expect(
      await post(ana.ctx, [
        ["intent", "visibility"],
        ["visibility", "hidden"],
      ]),
    ).toMatchObject({ status: 200 });
    const order = [...PAGE_PARTS.slice(1), PAGE_PARTS[0]];
    const layout: [string, string][] = [["intent", "layout"], ...order.map((part): [string, string] => ["part", part]), ["shown", "credits"]];
    expect(await post(ana.ctx, layout)).toMatchObject({ status: 200 });
    expect(
      await post(ana.ctx, [
        ["intent", "headline"],
        ["headline", "Rigger"],
      ]),
    ).toMatchObject({ status: 200 });
    expect(await individualRow(ana.userId)).toMatchObject({ handle, pageVisibility: "hidden", headline: "Rigger" });
    expect((await pageSettingsForEditor(ana.ctx)).layout.filter((entry) => entry.shown).map((entry) => entry.part)).toEqual(["credits"]);

    expect(
      await post(ana.ctx, [
        ["intent", "handle"],
        ["handle", "admin"],
      ]),
    ).toMatchObject({
      status: 400,
      body: { ok: false, field: "handle", error: "Esa dirección está reservada para RedAV: elige otra." },
    });
    expect(
      await post(ana.ctx, [
        ["intent", "visibility"],
        ["visibility", "todos"],
      ]),
    ).toMatchObject({ status: 400, body: { field: "visibility" } });
    expect(await post(ana.ctx, [["intent", "borrar"]])).toMatchObject({ status: 400, body: { code: "PAGE_SETTINGS_INTENT_INVALID" } });
    expect(await post(ana.ctx, [["intent", "__proto__"]])).toMatchObject({ status: 400, body: { code: "PAGE_SETTINGS_INTENT_INVALID" } });
    expect(await individualRow(ana.userId)).toMatchObject({ handle, pageVisibility: "hidden", headline: "Rigger" });
  });
});
