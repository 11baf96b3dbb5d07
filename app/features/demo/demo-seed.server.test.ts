import { count, eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { userFollows } from "~/db/schema/follows";
import { notifications } from "~/db/schema/notifications";
import { companyProfiles, userProfiles } from "~/db/schema/profiles";
import { fileStore } from "~/lib/storage/file-store.server";
import { testContext } from "../../../tests/context";
import { testDb } from "../../../tests/setup/test-database";
import { DEMO_LOGINS } from "./demo-logins";
import { seedDemoData } from "./demo-seed.server";

describe("the demo network", () => {
  it("gives every demo login a few read and unread notifications of several types, once", async () => {
    await seedDemoData(testContext());
    await seedDemoData(testContext());
    const accounts = await testDb()
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(inArray(user.email, Object.values(DEMO_LOGINS)));
    expect(accounts).toHaveLength(Object.values(DEMO_LOGINS).length);
    for (const account of accounts) {
      const rows = await testDb().select().from(notifications).where(eq(notifications.userId, account.id));
      expect(
        rows.some((row) => row.isRead),
        account.email,
      ).toBe(true);
      expect(
        rows.some((row) => !row.isRead),
        account.email,
      ).toBe(true);
      expect(new Set(rows.map((row) => row.notificationType)).size, account.email).toBeGreaterThanOrEqual(2);
      expect(rows.length, account.email).toBeLessThanOrEqual(6);
    }
  });
});

describe("the demo network's profiles", () => {
  it("has generated avatars and logos, downloadable CVs, public profiles and follows", async () => {
    await seedDemoData(testContext());
    const people = await testDb()
      .select({
        id: userProfiles.id,
        photo: userProfiles.profileImageUrl,
        cv: userProfiles.cvPath,
        enabled: userProfiles.hasCvEnabled,
        isPublic: userProfiles.isPublic,
      })
      .from(userProfiles)
      .where(like(userProfiles.email, "%@demo.redav.lat"));
    const withPhoto = people.filter((person) => person.photo);
    expect(withPhoto.length).toBeGreaterThanOrEqual(20);
    expect(people.filter((person) => person.isPublic).length).toBeGreaterThanOrEqual(20);
    const store = fileStore(testDb());
    const photo = await store.get("profile-images", String(withPhoto[0].photo).replace("/files/profile-images/", ""));
    expect(photo?.contentType).toBe("image/webp");
    const owner = people.find((person) => person.cv && person.enabled);
    const cv = await store.get("cvs", String(owner?.cv));
    expect(cv?.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const company = (await testDb().select({ id: user.id }).from(user).where(eq(user.email, DEMO_LOGINS.company)))[0];
    const [logo] = await testDb().select({ logo: companyProfiles.logo }).from(companyProfiles).where(eq(companyProfiles.id, company.id));
    expect(logo.logo).toMatch(/^\/files\/company-logos\//);
    const [follows] = await testDb()
      .select({ total: count() })
      .from(userFollows)
      .where(
        inArray(
          userFollows.followerId,
          people.map((person) => person.id),
        ),
      );
    expect(follows.total).toBeGreaterThanOrEqual(people.length * 3);
  });
});
