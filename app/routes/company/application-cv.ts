import { downloadApplicationCv } from "~/features/jobs/applications.server";
import { requestContext } from "~/lib/context.server";
import { pdfAnswer } from "~/lib/pdf-answer.server";
import type { Route } from "./+types/application-cv";

/** /company/applications/{id}/cv: the CV attached to an application, for the company that owns the offer only (403 otherwise). */
export function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return pdfAnswer(ctx, () => downloadApplicationCv(ctx, Number(params.applicationId)));
}
