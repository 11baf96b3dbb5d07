import { eq } from "drizzle-orm";
import { user } from "~/db/schema/auth";
import type { Ctx } from "~/lib/context.server";
import { chosenLocale } from "~/lib/i18n/locale.server";
import type { Locale } from "~/lib/i18n/locales";

/** Remembers the language a signed-in member chose in the selector, so mail sent without a request (the digest) uses it; a visitor's choice stays in the cookie only. */
export async function rememberLocale(ctx: Pick<Ctx, "db" | "actor">, locale: Locale): Promise<void> {
  if (ctx.actor) await ctx.db.update(user).set({ locale }).where(eq(user.id, ctx.actor.id));
}

/** On sign-in: records the language this browser chose (its lng cookie), when it chose one; otherwise the member's stored choice stays. */
export async function recordChosenLocale(ctx: Pick<Ctx, "db" | "headers">, userId: string): Promise<void> {
  const chosen = chosenLocale(ctx.headers.get("cookie"));
  if (chosen) await ctx.db.update(user).set({ locale: chosen }).where(eq(user.id, userId));
}
