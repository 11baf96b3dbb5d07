import { changeHandle, setHeadline, setPageLayout, setPageVisibility } from "~/features/technician-pages/page-settings.server";
import type { Ctx } from "~/lib/context.server";
import { AppError } from "~/lib/errors";
import { actionAnswer } from "~/lib/route-answer.server";
import type { Route } from "./+types/settings";

/** Each of the section's forms, by its `intent`: the use case it runs on the posted fields. */
const SAVES: Record<string, (ctx: Ctx, values: Record<string, string>, form: FormData) => Promise<unknown>> = {
  handle: (ctx, values) => changeHandle(ctx, { handle: values.handle }),
  visibility: (ctx, values) => setPageVisibility(ctx, { visibility: values.visibility }),
  layout: (ctx, _values, form) => setPageLayout(ctx, { order: form.getAll("part"), shown: form.getAll("shown") }),
  headline: (ctx, values) => setHeadline(ctx, { headline: values.headline }),
};

/**
 * POST /profile/page/settings: the 'Tu página pública' section's saves (address, visibility, parts,
 * headline), picked by `intent`; answers `{ saved, intent }`, or the Spanish message naming the field with a 4xx.
 */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const save = Object.hasOwn(SAVES, values.intent ?? "") ? SAVES[values.intent] : undefined;
    if (!save) throw new AppError("PAGE_SETTINGS_INTENT_INVALID", 400);
    await save(ctx, values, form);
    return { saved: true as const, intent: values.intent };
  });
}
