import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { requireActor } from "~/lib/context.server";
import { useTranslation } from "~/lib/i18n/react";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/events-new";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("admin.newEvent"), description: t("admin.newEventLead") }));
}

/** Spec §6: the page needs a signed-in user; creating an event needs an admin. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => ({ canCreate: requireActor(ctx).isAdmin }));
}

export default function NewEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("admin.newEvent")}</h1>
      <p className="mt-2 text-slate-700">{t("admin.newEventLead")}</p>
      <div className="mt-6">
        {loaderData.canCreate ? <Alert tone="info">{t("admin.eventsComing")}</Alert> : <Alert tone="error">{t("admin.eventsAdminOnly")}</Alert>}
      </div>
      <Link to="/calendar" className="mt-6 inline-block text-brand-700 underline">
        {t("nav.calendar")}
      </Link>
    </div>
  );
}
