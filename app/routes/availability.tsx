import { useState } from "react";
import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { clearDays, markDays, markWeekends, myCalendar, quickMark, saveCalendarSettings } from "~/features/availability/calendar.server";
import { MarkForm } from "~/features/availability/components/mark-form";
import { MonthCalendar } from "~/features/availability/components/month-calendar";
import { PrivacyForm } from "~/features/availability/components/privacy-form";
import { dayRange } from "~/features/availability/day-format";
import { type Day, isDay } from "~/features/availability/days";
import { QUICK_MARKS } from "~/features/availability/options";
import { availabilityPolicy } from "~/features/availability/policy";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import type { Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/availability";

export const handle: TranslationHandle = { namespaces: ["availability", "zones"] };

const PATH = "/profile/availability";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("availability:metaTitle"), description: t("availability:metaDescription") }));
}

/** /profile/availability (signed in): the technician's month (`?mes=YYYY-MM`), settings and what the last form did (`?hecho=`); a company is pointed to the search. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return loaderAnswer(context, async (ctx) => {
    if (ctx.actor && !availabilityPolicy.can(ctx.actor, "keepCalendar")) return { kind: "company" as const };
    const calendar = await myCalendar(ctx, params.get("mes"));
    const from = params.get("desde");
    const to = params.get("hasta");
    const done = params.get("hecho");
    const count = Math.min(26, Math.max(0, Number.parseInt(params.get("n") ?? "0", 10) || 0));
    const range = isDay(from) && isDay(to) ? { from, to } : null;
    return {
      kind: "technician" as const,
      ...calendar,
      calendarUpdatedAt: calendar.calendarUpdatedAt?.toISOString() ?? null,
      notice: done && ["marcado", "borrado", "fines", "rapido", "ajustes"].includes(done) ? { done, range, count } : null,
    };
  });
}

/** On client navigations, the availability translations (and the zones', which name the time zones) arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["availability", "zones"], serverLoader);
}

/** Marks, clears or repeats on weekends the chosen days, applies a quick mark, or saves the privacy settings; then shows the month of the change. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const month = (day: string) => (isDay(day) ? `&mes=${day.slice(0, 7)}` : "");
    if (values.intent === "settings") {
      await saveCalendarSettings(ctx, {
        visibility: values.visibility as never,
        timeZone: values.timeZone as never,
        inAgendaFeed: values.inAgendaFeed === "on",
      });
      return redirect(`${PATH}?hecho=ajustes`, 303);
    }
    if (values.intent === "quick") {
      const marked = await quickMark(ctx, values.quick ?? "");
      return redirect(`${PATH}?hecho=rapido&desde=${marked.from}&hasta=${marked.to}${month(marked.from)}`, 303);
    }
    const from = values.from ?? "";
    if (values.status === "clear") {
      await clearDays(ctx, { from, to: values.to });
      return redirect(`${PATH}?hecho=borrado${month(from)}`, 303);
    }
    const mark = { status: values.status as never, places: values.places, note: values.note };
    if (values.repeat === "on") {
      const count = await markWeekends(ctx, { ...mark, from, until: values.to || from });
      return redirect(`${PATH}?hecho=fines&n=${count}${month(from)}`, 303);
    }
    await markDays(ctx, { ...mark, from, to: values.to });
    return redirect(`${PATH}?hecho=marcado${month(from)}`, 303);
  });
}

export default function Availability({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("availability");
  const locale = i18n.language as Locale;
  const failure = useActionData<typeof action>();
  const navigation = useNavigation();
  const [selection, setSelection] = useState({ from: "", to: "" });
  if (loaderData.kind === "company") {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="mt-4 text-slate-700">{t("companyNote")}</p>
        <Link to="/member/technicians" className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("companyLink")}
        </Link>
      </div>
    );
  }
  const { month, today, ranges, holds, visibility, timeZone, inAgendaFeed, calendarUpdatedAt, notice } = loaderData;
  const refused = failure && "ok" in failure && failure.ok === false ? failure : null;
  const pick = (day: Day) =>
    setSelection((current) => (current.from === "" || current.to !== "" || day < current.from ? { from: day, to: "" } : { from: current.from, to: day }));
  const noticeText = (() => {
    if (!notice) return null;
    if (notice.done === "rapido" && notice.range) return t("notices.quick", { range: dayRange(notice.range.from, notice.range.to, locale) });
    if (notice.done === "fines") return t("notices.weekends", { count: notice.count });
    return t({ marcado: "notices.marked", borrado: "notices.cleared", ajustes: "notices.settings" }[notice.done] ?? "notices.marked");
  })();

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      <p className="mt-2 text-slate-700">{t("lead")}</p>
      <p className="mt-1 text-sm text-slate-600">
        {calendarUpdatedAt ? t("lastUpdated", { date: formatLongDate(calendarUpdatedAt, locale) }) : t("neverUpdated")}
      </p>
      <div className="mt-4 grid gap-3 empty:hidden" aria-live="polite">
        {refused ? <Alert tone="error">{refused.error}</Alert> : null}
        {noticeText && !refused ? <Alert tone="success">{noticeText}</Alert> : null}
      </div>

      <section aria-labelledby="quick-heading" className="mt-6">
        <h2 id="quick-heading" className="text-lg font-semibold">
          {t("quick.heading")}
        </h2>
        <Form method="post" className="mt-2 grid gap-2 sm:grid-cols-3">
          <input type="hidden" name="intent" value="quick" />
          {QUICK_MARKS.map((quick) => (
            <button
              key={quick}
              type="submit"
              name="quick"
              value={quick}
              disabled={navigation.state !== "idle"}
              className="rounded-md border border-slate-300 px-3 py-3 font-semibold hover:bg-slate-50"
            >
              {t(`quick.${quick}`)}
            </button>
          ))}
        </Form>
      </section>

      <div className="mt-6 grid gap-6">
        <MonthCalendar month={month} today={today} ranges={ranges} holds={holds} selection={selection} onPick={pick} />
        <MarkForm today={today} selection={selection} onSelection={setSelection} failure={refused} busy={navigation.state !== "idle"} />
        <PrivacyForm visibility={visibility} timeZone={timeZone} inAgendaFeed={inAgendaFeed} />
      </div>
    </div>
  );
}
