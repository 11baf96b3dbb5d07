import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { hasTalentFilter, shownFilters } from "../search-filters";
import { SEARCH_NAME_MAX, suggestedName } from "./search-words";

/**
 * 'Guardar esta búsqueda' on the technician search: a name (offered from the filters, e.g.
 * 'Iluminación · Córdoba · 5–6 dic') and the current filters (text, skills, country, city, dates, as the
 * query string), posted to /company/searches (intent save). With no filter set the button is disabled
 * and a note says why.
 */
export function SaveTalentSearchForm({ query }: { query: string }) {
  const { t, i18n } = useTranslation("recruiting");
  const headingId = useId();
  const noteId = useId();
  const busy = useNavigation().formAction === "/company/searches";
  const filters = shownFilters(query);
  const enabled = hasTalentFilter(filters);
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("searches.save.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("searches.save.lead")}</p>
      <Form key={query} method="post" action="/company/searches" className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="query" value={query} />
        <TextField
          label={t("searches.save.name")}
          name="name"
          defaultValue={enabled ? suggestedName(t, i18n.language, filters) : ""}
          maxLength={SEARCH_NAME_MAX}
          required
          disabled={!enabled}
          className="min-w-0 flex-1"
        />
        <button
          type="submit"
          disabled={!enabled || busy}
          aria-describedby={enabled ? undefined : noteId}
          className="min-h-11 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy ? t("searches.save.saving") : t("searches.save.submit")}
        </button>
      </Form>
      {enabled ? null : (
        <p id={noteId} className="mt-2 text-sm text-slate-700">
          {t("searches.save.noFilter")}
        </p>
      )}
    </section>
  );
}
