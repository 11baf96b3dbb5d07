import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import type { CardProfile } from "~/features/profiles/public";
import { useTranslation } from "~/lib/i18n/react";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import { CounterpartAvatar } from "./counterpart-avatar";

/**
 * A new message, step one: find the person (by name or specialization, 2 characters at least) and
 * open the conversation with them, where the rules and the composer are. An individual sees their
 * quota of new people for today before choosing.
 */
export function NewMessage({
  term,
  results,
  remaining,
  quotaApplies,
  basePath,
  backTo,
}: {
  term: string;
  results: CardProfile[];
  remaining: number;
  quotaApplies: boolean;
  basePath: string;
  backTo: string;
}) {
  const { t } = useTranslation("members");
  return (
    <section aria-labelledby="nuevo-mensaje" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="nuevo-mensaje" className="text-lg font-bold">
          {t("messages.new")}
        </h2>
        <Link to={backTo} className="text-sm text-brand-700 underline">
          {t("messages.cancel")}
        </Link>
      </div>
      {quotaApplies ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="quota">
          {t("messages.quota.left", { count: remaining })} {t("messages.quota.explain")}
        </p>
      ) : null}
      <Form method="get" action={basePath} className="mt-4 flex items-end gap-2" role="search">
        <input type="hidden" name="nuevo" value="1" />
        <TextField label={t("messages.recipient")} name="buscar" type="search" defaultValue={term} minLength={2} maxLength={100} className="flex-1" autoFocus />
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50">
          {t("messages.searchRecipient")}
        </button>
      </Form>
      {term.length >= 2 ? (
        results.length === 0 ? (
          <p className="mt-4 text-slate-700">{t("messages.noRecipients", { term })}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {results.map((person) => (
              <li key={person.id} className="flex items-center gap-3 py-2">
                <CounterpartAvatar counterpart={person} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold">{person.name}</span>
                  <span className="block truncate text-sm text-slate-600">
                    {[person.titles[0] ?? (person.skills[0] ? skillLabel(t, person.skills[0]) : null), person.city].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <Link
                  to={`${basePath}?con=${encodeURIComponent(person.id)}`}
                  className="rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t("messages.write")}
                  <span className="sr-only"> {person.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t("messages.searchHint")}</p>
      )}
    </section>
  );
}
