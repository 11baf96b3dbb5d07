import { useId } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import type { ListsForTechnician } from "../list-types";
import { type AddToListTexts, addToListTexts } from "./recruiting-texts";

/**
 * 'Agregar a una lista': a disclosure with the company's lists (those already holding the technician
 * ticked, not choosable again) and a new list's name; a plain POST to /company/lists (intent add:
 * technicianId, listId — blank for a new list — or newListName, source, returnTo), so it works
 * without JavaScript. `texts` come from the loader on pages that do not load the recruiting namespace.
 */
export function AddToTalentList({
  technicianId,
  lists,
  source,
  returnTo,
  texts,
}: {
  technicianId: string;
  lists: ListsForTechnician;
  source: string;
  returnTo: string;
  texts?: AddToListTexts;
}) {
  const { t } = useTranslation("recruiting");
  const text = texts ?? addToListTexts(t);
  const id = useId();
  const choosable = lists.lists.filter((list) => !list.contains);
  const firstChoice = choosable[0]?.id ?? "";
  return (
    <details className="text-sm">
      <summary className="inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-1.5 font-semibold text-ink hover:bg-slate-50">
        {text.open}
      </summary>
      <form method="post" action="/company/lists" className="mt-2 space-y-3 rounded-md border border-slate-200 bg-white p-3">
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="technicianId" value={technicianId} />
        <input type="hidden" name="source" value={source} />
        <input type="hidden" name="returnTo" value={returnTo} />
        {lists.lists.length > 0 ? (
          <fieldset className="space-y-1">
            <legend className="font-medium text-slate-800">{text.legend}</legend>
            {lists.lists.map((list) =>
              list.contains ? (
                <p key={list.id} className="flex items-center gap-2 py-1 text-slate-600">
                  <Icon name="check" aria-hidden="true" size={16} className="text-green-700" />
                  <span>
                    {list.name} <span className="text-slate-500">({text.already})</span>
                  </span>
                </p>
              ) : (
                <label key={list.id} className="flex min-h-8 items-center gap-2">
                  <input type="radio" name="listId" value={list.id} defaultChecked={list.id === firstChoice} />
                  <span>{list.name}</span>
                </label>
              ),
            )}
            {lists.canCreate ? (
              <label className="flex min-h-8 items-center gap-2">
                <input type="radio" name="listId" value="" defaultChecked={firstChoice === ""} />
                <span>{text.newList}</span>
              </label>
            ) : (
              <p className="text-slate-600">{text.limit}</p>
            )}
          </fieldset>
        ) : (
          <p className="text-slate-600">{text.noLists}</p>
        )}
        {lists.canCreate ? (
          <div>
            <label htmlFor={`${id}-name`} className="block font-medium text-slate-800">
              {text.newListName}
            </label>
            <input
              id={`${id}-name`}
              name="newListName"
              type="text"
              maxLength={80}
              required={lists.lists.length === 0}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
            />
          </div>
        ) : null}
        {lists.canCreate || choosable.length > 0 ? (
          <button type="submit" className="rounded-md bg-brand-600 px-3 py-2 font-semibold text-white hover:bg-brand-700">
            {text.submit}
          </button>
        ) : null}
      </form>
    </details>
  );
}
