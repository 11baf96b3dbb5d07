import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { actingAs, testContext } from "../../../tests/context";
import { createIndividual, TEST_PASSWORD, uniqueEmail } from "../../../tests/factories";
import { testDb } from "../../../tests/setup/test-database";
import { rememberLocale } from "./locale-choice.server";
import { registerAccount } from "./registration.server";
import { signIn } from "./sign-in.server";

async function storedLocale(userId: string) {
  const [row] = await testDb().select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  return row?.locale;
}

const browserChose = (locale: string) => testContext({ headers: new Headers({ cookie: `lng=${locale}` }) });

describe("the member's language, for mail sent without a request", () => {
  it("is unknown (Spanish) until the member chooses; registering from a browser that chose records it", async () => {
    expect(await storedLocale((await createIndividual()).userId)).toBeNull();
    const registered = await registerAccount(browserChose("pt"), {
      userType: "individual",
      email: uniqueEmail("portugues"),
      password: TEST_PASSWORD,
      firstName: "Joana",
      lastName: "Silva",
    });
    expect(await storedLocale(registered.userId)).toBe("pt");
  });

  it("follows the footer selector for a signed-in member; a visitor's choice stays in the cookie", async () => {
    const { userId } = await createIndividual();
    await rememberLocale(await actingAs(userId), "en");
    expect(await storedLocale(userId)).toBe("en");
    await rememberLocale(testContext(), "pt");
    expect(await storedLocale(userId)).toBe("en");
  });

  it("is recorded on sign-in from a browser that chose one, and kept when the browser never chose", async () => {
    const { userId, email } = await createIndividual();
    expect(await signIn(browserChose("en"), { email, password: TEST_PASSWORD })).toMatchObject({ kind: "signed-in" });
    expect(await storedLocale(userId)).toBe("en");
    await signIn(testContext(), { email, password: TEST_PASSWORD });
    expect(await storedLocale(userId)).toBe("en");
  });
});
