import type { RouterContextProvider } from "react-router";
import { type Ctx, requestContext } from "./context.server";
import { formFailure, loaderFailure, pageRefusal } from "./error-answer.server";
import { formValues, readForm } from "./request-body.server";

type RouterContext = Readonly<RouterContextProvider>;

/** Runs a loader's work on the request context; an expected error becomes a route error response in the user's language. */
export async function loaderAnswer<T>(context: RouterContext, work: (ctx: Ctx) => Promise<T> | T): Promise<T> {
  const ctx = context.get(requestContext);
  try {
    return await work(ctx);
  } catch (error) {
    return loaderFailure(ctx, error);
  }
}

/**
 * Runs a loader's work on the request context; an expected error becomes part of the page (`extra`
 * and `refused: { code, message }`, with the error's status) instead of the error screen.
 */
export async function loaderOrRefusal<T, E extends object>(context: RouterContext, work: (ctx: Ctx) => Promise<T> | T, extra: E) {
  const ctx = context.get(requestContext);
  try {
    return await work(ctx);
  } catch (error) {
    return pageRefusal(ctx, error, extra);
  }
}

/**
 * Runs a form action's work on the request context and the posted text fields (and the whole form,
 * for its files); a bad body or an
 * expected error becomes a 4xx answer with the message and what was typed (never secrets).
 */
export async function actionAnswer<T>(
  request: Request,
  context: RouterContext,
  work: (ctx: Ctx, values: Record<string, string>, form: FormData) => Promise<T> | T,
) {
  const ctx = context.get(requestContext);
  let values: Record<string, string> | undefined;
  try {
    const form = await readForm(request);
    values = formValues(form);
    return await work(ctx, values, form);
  } catch (error) {
    return formFailure(ctx, error, values);
  }
}
