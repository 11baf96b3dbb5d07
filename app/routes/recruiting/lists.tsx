import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { RECRUITING_LIMITS } from "~/features/recruiting/public";
import { addToTalentList, createTalentList, myTalentLists } from "~/features/recruiting/public.server";
import { AppError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/lists";

export const handle: TranslationHandle = { namespaces: ["recruiting"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("recruiting:lists.metaTitle"), description: t("recruiting:lists.lead") }));
}

/** /company/lists (companies only; anyone else 404): the company's lists, most recently changed first. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const lists = await myTalentLists(ctx);
    return { lists, canCreate: lists.length < RECRUITING_LIMITS.lists };
  });
}

/** On client navigations, the recruiting translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("recruiting", serverLoader);
}

/** Where 'Agregar a una lista' goes back to: a path of this site ("/…", never "//…" nor "/\…"), else the list itself. */
function backTo(value: string | undefined, listId: string): string {
  if (value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  return `/company/lists/${listId}`;
}

/**
 * Creates a list ('create': then opens it) or adds a technician to a list or to a new one ('add',
 * from 'Agregar a una lista' anywhere: back to `returnTo` with a toast); refusals answer their message.
 */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "create") {
      const { id } = await createTalentList(ctx, { name: values.name });
      return redirect(`/company/lists/${id}`, { status: 303, headers: { "Set-Cookie": flashCookie("recruiting:toasts.listCreated") } });
    }
    if (values.intent === "add") {
      const { listId, added } = await addToTalentList(ctx, {
        listId: values.listId,
        newListName: values.newListName,
        technicianId: values.technicianId,
        source: values.source,
      });
      const toast = added ? "recruiting:toasts.addedToList" : "recruiting:toasts.alreadyInList";
      return redirect(backTo(values.returnTo, listId), { status: 303, headers: { "Set-Cookie": flashCookie(toast) } });
    }
    throw new AppError("UNKNOWN_INTENT", 400);
  });
}

export default function TalentLists({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("recruiting");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const { lists, canCreate } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold">{t("lists.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("lists.lead")}</p>
      {failure ? (
        <div className="mt-6">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      {canCreate ? (
        <Form method="post" className="mt-6 rounded-xl border border-slate-200 p-4">
          <fieldset>
            <legend className="text-lg font-semibold">{t("lists.create.legend")}</legend>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
              <TextField
                label={t("lists.create.name")}
                name="name"
                required
                maxLength={80}
                autoComplete="off"
                defaultValue={failure?.values?.intent === "create" ? failure.values.name : undefined}
                error={failure?.field === "name" ? failure.error : undefined}
                className="grow"
              />
              <Button type="submit" name="intent" value="create" disabled={busy}>
                {t("lists.create.submit")}
              </Button>
            </div>
          </fieldset>
        </Form>
      ) : (
        <p className="mt-6 text-slate-700">{t("lists.limit", { max: RECRUITING_LIMITS.lists })}</p>
      )}
      {lists.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p>{t("lists.empty")}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="talent-lists">
          {lists.map((list) => (
            <li key={list.id} className="rounded-xl border border-slate-200 p-4">
              <h2 className="text-lg font-semibold break-words">
                <Link to={`/company/lists/${list.id}`} className="text-brand-700 hover:underline">
                  {list.name}
                </Link>
              </h2>
              <p className="text-sm text-slate-700">
                {t("lists.count", { count: list.count })} · {t("lists.changed", { date: formatLongDate(list.updatedAt, i18n.language) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
