import { addArticleBodyImage } from "~/features/news/news-editor.server";
import { requestContext } from "~/lib/context.server";
import { jsonFailure } from "~/lib/error-answer.server";
import { readForm } from "~/lib/request-body.server";
import type { Route } from "./+types/news-body-image";

/**
 * POST /admin/news/{id}/images: the rich-text editor's picture upload for an article's body (admins
 * only, re-checked by the service). Answers `{ src, alt }`, or `{ error: { code, message } }` in the
 * admin's language with a 4xx status.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  try {
    const picture = await addArticleBodyImage(ctx, Number(params.articleId), await readForm(request));
    return Response.json(picture, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return jsonFailure(ctx, error);
  }
}
