import { addCredit, deleteCredit, editCredit, moveCredit, setCreditHidden } from "~/features/technician-pages/credits.server";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { actionAnswer } from "~/lib/route-answer.server";
import type { Route } from "./+types/credits";

/** Each of the 'Créditos' section's forms, by its `intent`: the use case it runs on the posted fields. */
const CHANGES: Record<string, (ctx: Ctx, values: Record<string, string>) => Promise<unknown>> = {
  add: (ctx, values) => addCredit(ctx, values),
  edit: (ctx, values) => editCredit(ctx, values.id ?? "", values),
  delete: (ctx, values) => deleteCredit(ctx, values.id ?? ""),
  up: (ctx, values) => moveCredit(ctx, values.id ?? "", "up"),
  down: (ctx, values) => moveCredit(ctx, values.id ?? "", "down"),
  hide: (ctx, values) => setCreditHidden(ctx, values.id ?? "", true),
  show: (ctx, values) => setCreditHidden(ctx, values.id ?? "", false),
};

/**
 * POST /profile/page/credits (signed in): the profile editor's 'Créditos' saves (add, edit, delete,
 * up, down, hide, show), picked by `intent`; answers `{ saved, intent }`, or the Spanish message naming the field with a 4xx.
 */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const change = Object.hasOwn(CHANGES, values.intent ?? "") ? CHANGES[values.intent] : undefined;
    if (!change) throw new AppError("CREDIT_INTENT_INVALID", 400);
    await change(ctx, values);
    return { saved: true as const, intent: values.intent };
  });
}
