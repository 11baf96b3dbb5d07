import { lessonMaterial } from "~/features/learning/progress.server";
import { requestContext } from "~/lib/context.server";
import { pdfAnswer } from "~/lib/pdf-answer.server";
import type { Route } from "./+types/lesson-material";

/** /courses/{slug}/{lessonId}/material: the lesson's PDF as an attachment, to those who may read the lesson; a refusal is its status with the message as text. */
export function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return pdfAnswer(ctx, () => lessonMaterial(ctx, params.slug, Number(params.lessonId)));
}
