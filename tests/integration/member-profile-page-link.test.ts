import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userProfiles } from "~/db/schema/profiles";
import { viewProfile } from "~/features/profiles/profiles.server";
import { actingAs } from "../context";
import { createIndividual } from "../factories";
import { testDb } from "../setup/test-database";

/** A technician with a page at a fresh address and the given visibility. */
async function technician(pageVisibility: "public" | "members" | "hidden") {
  const { userId } = await createIndividual();
  const handle = `p-${randomUUID().slice(0, 12)}`;
  await testDb().update(userProfiles).set({ handle, pageVisibility }).where(eq(userProfiles.id, userId));
  return { userId, handle };
}

const pagePathOf = async (viewerId: string, ownerId: string) => {
  const { profile } = await viewProfile(await actingAs(viewerId), ownerId);
  return profile.kind === "individual" ? profile.pagePath : undefined;
};

describe("a member's profile links to their public page when the viewer may open it (issue 38)", () => {
  it("links a public or members-only page, never a hidden one but to its owner, and nothing without an address", async () => {
    const viewer = await createIndividual();
    const open = await technician("public");
    const members = await technician("members");
    const hidden = await technician("hidden");
    const none = await createIndividual();
    expect(await pagePathOf(viewer.userId, open.userId)).toBe(`/tecnicos/${open.handle}`);
    expect(await pagePathOf(viewer.userId, members.userId)).toBe(`/tecnicos/${members.handle}`);
    expect(await pagePathOf(viewer.userId, hidden.userId)).toBeNull();
    expect(await pagePathOf(hidden.userId, hidden.userId)).toBe(`/tecnicos/${hidden.handle}`);
    expect(await pagePathOf(viewer.userId, none.userId)).toBeNull();
  });
});
