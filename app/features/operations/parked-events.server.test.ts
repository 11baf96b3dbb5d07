import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "~/db/schema/outbox";
import { enqueue } from "~/lib/outbox/enqueue.server";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual } from "../../../tests/factories";
import { refusalOf } from "../../../tests/refusal";
import { testDb } from "../../../tests/setup/test-database";
import { parkedEventsForAdmin, retryParkedEventAsAdmin } from "./parked-events.server";

describe("parked events, for an admin", () => {
  it("an admin sees a parked event and puts it back in line; nobody else may do either", async () => {
    const admin = await actingAs((await createIndividual({ isAdmin: true })).userId);
    const member = await actingAs((await createIndividual()).userId);
    // Due years ahead, so no worker takes it before the test parks it; once retried, it affects nobody (no such user).
    const id = await enqueue(testDb(), { type: "account.verified", payload: { userId: "nadie" } }, { availableAt: new Date(Date.now() + 9e11) });
    await testDb().update(outbox).set({ parkedAt: new Date(), attempts: 8, lastError: "SMTP caído" }).where(eq(outbox.id, id));

    expect(await refusalOf(parkedEventsForAdmin(member))).toMatchObject({ status: 403 });
    expect(await refusalOf(parkedEventsForAdmin(testContext()))).toMatchObject({ status: 401 });
    expect(await refusalOf(retryParkedEventAsAdmin(member, String(id)))).toMatchObject({ status: 403 });

    const { events } = await parkedEventsForAdmin(admin);
    expect(events.find((event) => event.id === id)).toMatchObject({ type: "account.verified", attempts: 8, lastError: "SMTP caído" });
    await retryParkedEventAsAdmin(admin, String(id));
    const [row] = await testDb().select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ parkedAt: null, attempts: 0 });
    expect(await refusalOf(retryParkedEventAsAdmin(admin, String(id)))).toMatchObject({ status: 404 });
    expect(await refusalOf(retryParkedEventAsAdmin(admin, "x"))).toMatchObject({ status: 404 });
  });
});
