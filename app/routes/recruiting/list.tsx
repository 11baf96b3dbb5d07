import { redirect, useActionData, useLocation, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { landingPath } from "~/features/accounts/landing";
import { filesOfForm } from "~/features/messages/public.server";
import { freeDaysText, shortDay, sinceText } from "~/features/recruiting/components/list-dates";
import { ListEntry } from "~/features/recruiting/components/list-entry";
import { ListRangeForm } from "~/features/recruiting/components/list-range-form";
import { ListSettings } from "~/features/recruiting/components/list-settings";
import { ListWriteForm } from "~/features/recruiting/components/list-write-form";
import {
  deleteTalentList,
  moveInTalentList,
  removeFromTalentList,
  renameTalentList,
  setTalentListNote,
  talentListPage,
  writeToTalentList,
} from "~/features/recruiting/public.server";
import { AppError } from "~/lib/errors";
import { flashCookie } from "~/lib/flash.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/list";

export const handle: TranslationHandle = { namespaces: ["recruiting", "network", "bookings", "members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: args.data?.list.name ?? t("recruiting:lists.metaTitle"), description: t("recruiting:lists.page.lead") }));
}

/**
 * /company/lists/:listId (the company that keeps it; anyone else 404): the list's technicians in order
 * with their free days in `?desde=…&hasta=…` (a bad or too long range is no range), notes, last
 * contact and bookings; dates are said here, on the server, in the reader's language.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const search = new URL(request.url).searchParams;
    const page = await talentListPage(ctx, { listId: params.listId, from: search.get("desde"), to: search.get("hasta") });
    const now = ctx.now();
    const texts = Object.fromEntries(
      page.entries.map((entry) => [
        entry.card.id,
        {
          free: entry.freeDays && entry.freeDays.length > 0 ? freeDaysText(entry.freeDays, ctx.locale) : null,
          since: entry.lastContactAt ? sinceText(entry.lastContactAt, now, ctx.locale) : null,
          latestDay: entry.bookings.latest ? shortDay(entry.bookings.latest.startsOn, ctx.locale) : null,
        },
      ]),
    );
    return { ...page, texts, area: landingPath(ctx.actor).slice(1) };
  });
}

/** On client navigations, the page's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["recruiting", "network", "bookings", "members"], serverLoader);
}

/** The page's own address (without the `.data` of a client request), with its range. */
function pageAddress(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname.replace(/\.data$/, "")}${url.search}`;
}

/**
 * The list's forms: rename, delete (then back to the lists), a technician's note, move up or down,
 * remove, and 'write' (the same message and files to the chosen technicians, each in a conversation
 * of their own; back to the page with 'Mensaje enviado a N técnicos'). Another company's list is 404.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const listId = params.listId;
    const technicianId = values.technicianId;
    switch (values.intent) {
      case "rename":
        await renameTalentList(ctx, { listId, name: values.name });
        return { ok: true as const, done: "rename" as const };
      case "delete":
        await deleteTalentList(ctx, { listId });
        return redirect("/company/lists", { status: 303, headers: { "Set-Cookie": flashCookie("recruiting:toasts.listDeleted") } });
      case "note":
        await setTalentListNote(ctx, { listId, technicianId, note: values.note });
        return { ok: true as const, done: "note" as const };
      case "move":
        await moveInTalentList(ctx, { listId, technicianId, direction: values.direction });
        return { ok: true as const, done: "move" as const };
      case "remove":
        await removeFromTalentList(ctx, { listId, technicianId });
        return { ok: true as const, done: "remove" as const };
      case "write": {
        const technicianIds = form.getAll("technicianIds").filter((value): value is string => typeof value === "string");
        const fileIds = await filesOfForm(ctx, form);
        const { sent } = await writeToTalentList(ctx, { listId, technicianIds, subject: values.subject, content: values.content, fileIds });
        const toast = sent === 1 ? flashCookie("recruiting:toasts.listSentOne") : flashCookie("recruiting:toasts.listSent", { count: sent });
        return redirect(pageAddress(request), { status: 303, headers: { "Set-Cookie": toast } });
      }
      default:
        throw new AppError("UNKNOWN_INTENT", 400);
    }
  });
}

export default function TalentList({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("recruiting");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const path = useLocation().pathname;
  const failure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const saved = answer && "done" in answer ? answer.done : null;
  const { list, entries, range, newRecipientsLeft, texts, area } = loaderData;
  const ownFailure = failure && failure.values?.intent !== "write" && failure.values?.intent !== "rename" ? failure : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link to="/company/lists" className="text-brand-700 underline">
        {t("lists.page.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold break-words">{list.name}</h1>
      <p className="mt-2 text-slate-700">
        {t("lists.count", { count: list.count })} · {t("lists.page.lead")}
      </p>
      <div className="mt-4">
        <ListSettings name={list.name} busy={busy} failure={failure} />
      </div>
      <div aria-live="polite" className="mt-4 empty:hidden">
        {ownFailure ? <Alert tone="error">{ownFailure.error}</Alert> : null}
        {saved === "rename" ? <Alert tone="success">{t("lists.page.rename.done")}</Alert> : null}
        {saved === "note" ? <Alert tone="success">{t("lists.page.note.done")}</Alert> : null}
        {saved === "move" ? <Alert tone="success">{t("lists.page.moved")}</Alert> : null}
        {saved === "remove" ? <Alert tone="success">{t("lists.page.removed")}</Alert> : null}
      </div>
      <div className="mt-6">
        <ListRangeForm range={range} path={path} />
        {range ? (
          <p className="mt-2 text-sm text-slate-700">
            {t("lists.page.range.shown", { from: formatLongDate(range.from, i18n.language), to: formatLongDate(range.to, i18n.language) })}
          </p>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p>{t("lists.page.empty")}</p>
        </div>
      ) : (
        <>
          <ol className="mt-6 grid gap-4">
            {entries.map((entry, index) => (
              <ListEntry
                key={entry.card.id}
                entry={entry}
                texts={texts[entry.card.id] ?? { free: null, since: null, latestDay: null }}
                area={area}
                hasRange={range !== null}
                first={index === 0}
                last={index === entries.length - 1}
                busy={busy}
              />
            ))}
          </ol>
          <div className="mt-8">
            <ListWriteForm
              people={entries.map((entry) => ({ id: entry.card.id, name: entry.card.name }))}
              left={newRecipientsLeft.remaining}
              busy={busy}
              failure={failure}
            />
          </div>
        </>
      )}
    </div>
  );
}
