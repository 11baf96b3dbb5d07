import { Link } from "react-router";
import { Alert } from "~/components/ui/alert";
import { requireActor } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { roles } from "~/lib/policy";
import { loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/events-new";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:admin.newEvent"), description: t("members:admin.newEventLead") }));
}

/** Spec §6: the page needs a signed-in user; creating an event needs an admin. */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, (ctx) => ({ canCreate: roles.isAdmin(requireActor(ctx)) }));
}

/** On client navigations, the members' translations (where the admin texts live) arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

export default function NewEvent({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t("members:admin.newEvent")}</h1>
      <p className="mt-2 text-slate-700">{t("members:admin.newEventLead")}</p>
      <div className="mt-6">
        {loaderData.canCreate ? <Alert tone="info">{t("members:admin.eventsComing")}</Alert> : <Alert tone="error">{t("members:admin.eventsAdminOnly")}</Alert>}
      </div>
      <Link to="/calendar" className="mt-6 inline-block text-brand-700 underline">
        {t("nav.calendar")}
      </Link>
    </div>
  );
}
