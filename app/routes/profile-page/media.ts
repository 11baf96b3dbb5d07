import { addPhoto, addVideo, deleteMedia, editMedia, moveMedia } from "~/features/technician-pages/media.server";
import { AppError } from "~/lib/errors";
import { actionAnswer } from "~/lib/route-answer.server";
import type { Route } from "./+types/media";

/** POST /profile/page/media (signed in): adds a photo or a video link, edits, deletes or moves one of the technician's own; answers which step was done, or a 4xx naming the field. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const intent = values.intent;
    if (intent === "add-photo") return { ok: true as const, done: intent, ...(await addPhoto(ctx, values, form)) };
    if (intent === "add-video") return { ok: true as const, done: intent, ...(await addVideo(ctx, values)) };
    if (intent === "edit") return { ok: true as const, done: intent, ...(await editMedia(ctx, values)) };
    if (intent === "delete") return { ok: true as const, done: intent, ...(await deleteMedia(ctx, values)) };
    if (intent === "up" || intent === "down") return { ok: true as const, done: intent, ...(await moveMedia(ctx, values, intent)) };
    throw new AppError("INVALID_INPUT", 400, {}, "intent");
  });
}
