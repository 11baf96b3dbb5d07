import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountSuspensions } from "~/db/schema/moderation";
import { signIn } from "~/features/accounts/sign-in.server";
import { agendaFeed, myFeedToken } from "~/features/events/feeds.server";
import { cancelDeletion, scheduleDeletion } from "~/features/privacy/account-deletion.server";
import { testContext } from "../context";
import { createIndividual, signedIn, TEST_PASSWORD } from "../factories";
import { refusalOf } from "../refusal";
import { testDb } from "../setup/test-database";

const feedReader = () => ({ db: testDb(), now: () => new Date() });
/** What a calendar app fetching `token` gets: the file, or the refusal (status and text). */
const fetchFeed = (token: string) => refusalOf(agendaFeed(feedReader(), token, "https://redav.example"));

describe("the private 'Mi agenda' feed and its member's standing (issue 35 §6)", () => {
  it("answers like an unknown address while the deletion is pending, and the same address answers again once it is cancelled", async () => {
    const member = await createIndividual();
    const token = await myFeedToken(await signedIn(member.email));
    expect(await fetchFeed(token)).toBe("OK");
    const unknown = await fetchFeed(randomBytes(24).toString("base64url"));
    expect(unknown).toMatchObject({ key: "EVENT_NOT_FOUND", status: 404 });

    await scheduleDeletion(await signedIn(member.email), { password: TEST_PASSWORD });
    expect(await fetchFeed(token)).toEqual(unknown);

    const attempt = await signIn(testContext(), { email: member.email, password: TEST_PASSWORD });
    expect(attempt.kind).toBe("deletion-pending");
    await cancelDeletion(testContext({ cookies: attempt.setCookies }));
    expect(await fetchFeed(token)).toBe("OK");
    expect(await myFeedToken(await signedIn(member.email))).toBe(token);
  });

  it("answers like an unknown address while the member is suspended, and again once reinstated", async () => {
    const member = await createIndividual();
    const token = await myFeedToken(await signedIn(member.email));
    await testDb().insert(accountSuspensions).values({ userId: member.userId });
    expect(await fetchFeed(token)).toMatchObject({ key: "EVENT_NOT_FOUND", status: 404 });
    await testDb().delete(accountSuspensions).where(eq(accountSuspensions.userId, member.userId));
    expect(await fetchFeed(token)).toBe("OK");
  });
});
