import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { type CardProfile, ProfileCard } from "~/features/profiles/public";

import { useTranslation } from "~/lib/i18n/react";
import { FollowButton } from "./follow-button";

/** A person as the member home lists them (a suggestion or a search result). */
export type PersonCard = CardProfile;

/**
 * The member home's network panels: technicians to follow (compact cards, each with its follow
 * button) and the people search (first name, last name or specialization; 20 results).
 */
export function PeoplePanels({
  suggestions,
  term,
  results,
  area,
  redirectTo,
}: {
  suggestions: PersonCard[];
  term: string;
  results: PersonCard[] | null;
  area: string;
  redirectTo: string;
}) {
  const { t } = useTranslation("members");
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-12">
      <section aria-labelledby="people-search-title">
        <h2 id="people-search-title" className="text-xl font-semibold">
          {t("people.search")}
        </h2>
        <Form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor="people-term" className="block text-sm font-medium text-slate-800">
              {t("people.searchLabel")}
            </label>
            <input
              id="people-term"
              type="search"
              name="buscar"
              defaultValue={term}
              maxLength={100}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("people.searchButton")}
          </button>
          <Link to="/member/technicians" className="py-2 text-brand-700 underline">
            {t("people.allTechnicians")}
          </Link>
        </Form>
        {results === null ? null : term.trim().length < 2 ? (
          <p className="mt-3 text-slate-700">{t("people.tooShort")}</p>
        ) : results.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("people.none", { term })}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {results.map((person) => (
              <li key={person.id}>
                <ProfileCard profile={person} variant="compact" area={area} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="suggestions-title">
        <h2 id="suggestions-title" className="text-xl font-semibold">
          {t("people.suggestions")}
        </h2>
        {suggestions.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("people.noSuggestions")}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {suggestions.map((person) => (
              <li key={person.id}>
                <ProfileCard
                  profile={person}
                  variant="compact"
                  area={area}
                  actions={<FollowButton userId={person.id} name={person.name} following={false} variant="compact" redirectTo={redirectTo} />}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
