import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { talentSearches } from "~/db/schema/recruiting";
import { saveTalentSearch } from "~/features/recruiting/public.server";
import { talentSearchUnsubscribeToken } from "~/features/recruiting/search-unsubscribe.server";
import { loader as searchLoader } from "~/routes/recruiting/search";
import { action as searchesAction, loader as searchesLoader } from "~/routes/recruiting/searches";
import { action as unsubscribeAction } from "~/routes/recruiting/unsubscribe-search";
import { loader as notificationSettingsLoader } from "~/routes/settings/notifications";
import { actingAs, testContext } from "../context";
import { actingCompany, createIndividual } from "../factories";
import { routeAnswer } from "../route-answer";
import { testDb } from "../setup/test-database";

const alertsOf = async (id: string) =>
  (await testDb().select({ alerts: talentSearches.alerts }).from(talentSearches).where(eq(talentSearches.id, id)))[0]?.alerts;

describe("the saved searches' screens (issue 41)", () => {
  it("save from the technician search, then list; anyone else gets 404 on the pages, their .data twins and every form", async () => {
    const owner = await actingCompany();
    const saved = await routeAnswer(
      searchesAction,
      owner.ctx,
      "/company/searches",
      {},
      new URLSearchParams({ intent: "save", name: "Luces en Salta", query: "?habilidad=lighting&pais=AR&ciudad=Salta&orden=9" }),
    );
    expect(saved).toEqual({ status: 303, body: "/company/searches?hecho=guardada" });
    const list = await routeAnswer(searchesLoader, owner.ctx, "/company/searches.data?hecho=guardada", {});
    expect(list).toMatchObject({ status: 200, body: { notice: "searches.notices.saved", searches: [{ name: "Luces en Salta", alerts: true }] } });
    const [{ id }] = (list.body as { searches: { id: string }[] }).searches;

    const empty = await routeAnswer(
      searchesAction,
      owner.ctx,
      "/company/searches.data",
      {},
      new URLSearchParams({ intent: "save", name: "Nada", query: "orden=3" }),
    );
    expect(empty).toMatchObject({ status: 400, body: { ok: false, code: "TALENT_SEARCH_EMPTY" } });

    const other = await actingCompany();
    const technician = await actingAs((await createIndividual()).userId);
    for (const ctx of [other.ctx, technician, testContext()]) {
      for (const url of [`/company/searches/${id}`, `/company/searches/${id}.data`]) {
        const page = await routeAnswer(searchLoader, ctx, url, { searchId: id });
        expect(page.status).toBe(404);
        expect(JSON.stringify(page.body)).not.toContain("Salta");
      }
      for (const intent of ["alerts", "delete"]) {
        const form = await routeAnswer(searchesAction, ctx, "/company/searches.data", {}, new URLSearchParams({ intent, searchId: id, alerts: "off" }));
        expect(form).toMatchObject({ status: 404, body: { ok: false } });
      }
    }
    const theirs = await routeAnswer(searchesLoader, other.ctx, "/company/searches.data", {});
    expect(theirs).toMatchObject({ status: 200, body: { searches: [] } });
    expect(await alertsOf(id)).toBe(true);

    const mine = await routeAnswer(searchLoader, owner.ctx, `/company/searches/${id}.data`, { searchId: id });
    expect(mine).toMatchObject({ status: 200, body: { search: { id, name: "Luces en Salta" }, matches: [], page: 1, pages: 1 } });
    const stop = await routeAnswer(
      searchesAction,
      owner.ctx,
      "/company/searches",
      {},
      new URLSearchParams({ intent: "alerts", searchId: id, alerts: "off", returnTo: "search" }),
    );
    expect(stop).toEqual({ status: 303, body: `/company/searches/${id}?hecho=avisos-desactivados` });
    expect(await alertsOf(id)).toBe(false);
  });

  it("offers the saved-search alerts' switches to a company only, in its notification preferences", async () => {
    const company = await actingCompany();
    const member = await createIndividual();
    const types = async (ctx: Parameters<typeof routeAnswer>[1]) =>
      ((await routeAnswer(notificationSettingsLoader, ctx, "/settings/notifications", {})).body as { types: string[] }).types;
    expect(await types(company.ctx)).toContain("talent");
    const memberTypes = await types(await actingAs(member.userId));
    expect(memberTypes).not.toContain("talent");
    expect(memberTypes).toContain("message");
  });

  it("the signed link's page turns alerts off only by its button or a one-click POST; a bad token changes nothing", async () => {
    const owner = await actingCompany();
    const { id } = await saveTalentSearch(owner.ctx, { name: "Enlace", query: "pais=CL" });
    const token = talentSearchUnsubscribeToken(id);
    const visitor = testContext();
    const bad = await routeAnswer(unsubscribeAction, visitor, `/unsubscribe/talent-search?s=${id}&t=x${token.slice(1)}`, {}, new URLSearchParams());
    expect(bad).toMatchObject({ status: 400, body: { ok: false, code: "TALENT_SEARCH_UNSUBSCRIBE_INVALID" } });
    expect(await alertsOf(id)).toBe(true);
    const oneClick = await routeAnswer(
      unsubscribeAction,
      visitor,
      `/unsubscribe/talent-search?s=${id}&t=${token}`,
      {},
      new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    );
    expect(oneClick).toEqual({ status: 200, body: { ok: true } });
    expect(await alertsOf(id)).toBe(false);
  });
});
