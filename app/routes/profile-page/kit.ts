import { data } from "react-router";
import { addKitItem, deleteKitItem, editKitItem, moveKitItem, saveWorkLanguages } from "~/features/technician-pages/kit.server";
import { AppError } from "~/lib/errors";
import { actionAnswer } from "~/lib/route-answer.server";
import type { Route } from "./+types/kit";

/**
 * POST /profile/page/kit (signed in): the profile editor's 'Equipo propio' and 'Idiomas de trabajo'
 * sections save here, each on its own; `intent` names the change. Answers `{ ok: true, intent }`, or
 * the refusal with its message, field and what was typed.
 */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    switch (values.intent) {
      case "add":
        await addKitItem(ctx, values);
        break;
      case "edit":
        await editKitItem(ctx, values.id, values);
        break;
      case "delete":
        await deleteKitItem(ctx, values.id);
        break;
      case "up":
      case "down":
        await moveKitItem(ctx, values.id, values.intent);
        break;
      case "languages":
        await saveWorkLanguages(ctx, form.getAll("languages"));
        break;
      default:
        throw new AppError("BAD_REQUEST", 400);
    }
    return data({ ok: true as const, intent: values.intent });
  });
}
