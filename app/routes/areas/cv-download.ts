import { downloadCv } from "~/features/profiles/cv.server";
import { requestContext } from "~/lib/context.server";
import { pdfAnswer } from "~/lib/pdf-answer.server";
import type { Route } from "./+types/cv-download";

/** /profile/{userId}/cv (`me` for one's own): the CV as an attachment, under the download rule of cv.server; a refusal is its status with the Spanish message. */
export function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const ownerId = params.userId === "me" ? (ctx.actor?.id ?? "") : params.userId;
  return pdfAnswer(ctx, () => downloadCv(ctx, ownerId));
}
