import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { changeAccount } from "~/features/accounts/administration.server";
import { markDays } from "~/features/availability/calendar.server";
import { saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import { anonymousPages } from "~/lib/page-cache.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** A public technician's page and a visitor's cached copy of it (as server/page-cache.ts stores one). */
async function cachedPublicPage() {
  const account = await createIndividual();
  const handle = `m-${randomUUID().slice(0, 12)}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility: "public" }).where(eq(userProfiles.id, account.userId));
  const key = `br es /tecnicos/${handle}`;
  anonymousPages.set(key, `/tecnicos/${handle}`, { body: Buffer.from("página"), contentType: "text/html", contentEncoding: null, scriptHashes: [] });
  return { ...account, cached: () => anonymousPages.get(key) !== undefined };
}

/** The day after tomorrow, as YYYY-MM-DD: a day anyone's calendar may still mark. */
const soon = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe("a visitor's cached technician page is forgotten when what it shows changes in the features below (issue 38)", () => {
  it("after the member saves their profile (name, photo, bio, skills)", async () => {
    const page = await cachedPublicPage();
    const values = { firstName: "Lucía", lastName: "Fernández", country: "CL", city: "Valparaíso", bio: "Monitores en giras." };
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) data.set(key, value);
    await saveIndividualProfile(await actingAs(page.userId), values, data);
    expect(page.cached()).toBe(false);
  });

  it("after an admin changes the member's level (the badge)", async () => {
    const page = await cachedPublicPage();
    const admin = await createIndividual({ isAdmin: true });
    await changeAccount(await actingAs(admin.userId), { change: "level", accountId: page.userId, value: "gold" });
    expect(page.cached()).toBe(false);
  });

  it("after the member marks days in their calendar (the availability summary)", async () => {
    const page = await cachedPublicPage();
    await markDays(await actingAs(page.userId), { from: soon(), status: "available" });
    expect(page.cached()).toBe(false);
  });
});
