import { useId } from "react";
import { useTranslation } from "~/lib/i18n/react";
import { type TalentNoteTexts, talentNoteTexts } from "./recruiting-texts";

const button = "rounded-md px-3 py-2 text-sm font-semibold";

/** The form that saves (or, with 'Borrar nota', deletes) the note; a plain POST that comes back to `returnTo` with a message. */
function NoteForm({ technicianId, note, returnTo, texts }: { technicianId: string; note: string | null; returnTo: string; texts: TalentNoteTexts }) {
  const id = useId();
  return (
    <form method="post" action="/company/talent-notes" className="mt-2 space-y-2">
      <input type="hidden" name="technicianId" value={technicianId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
        {texts.label}
      </label>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={4}
        defaultValue={note ?? ""}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded-md border border-slate-400 px-3 py-2 text-ink"
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {texts.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="save" className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {texts.save}
        </button>
        {note ? (
          <button type="submit" name="intent" value="delete" className={`${button} border border-slate-300 bg-white text-red-700 hover:bg-red-50`}>
            {texts.remove}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The company's private note on a technician ('Solo tu empresa ve esta nota'), shown and edited in
 * place; posts to /company/talent-notes and works without JavaScript. `compact` (a card): the note's
 * first line and 'Editar nota' opening the form. `texts` come from the loader on pages that do not
 * load the recruiting namespace.
 */
export function TalentNotePanel({
  technicianId,
  note,
  returnTo,
  compact,
  texts,
}: {
  technicianId: string;
  note: string | null;
  returnTo: string;
  compact?: boolean;
  texts?: TalentNoteTexts;
}) {
  const { t } = useTranslation("recruiting");
  const text = texts ?? talentNoteTexts(t);
  const titleId = useId();
  if (compact) {
    const firstLine = note?.split("\n").find((line) => line.trim() !== "") ?? "";
    return (
      <div className="mt-2 text-sm">
        {note ? (
          <p className="truncate text-slate-700">
            <span className="font-semibold">{text.title}: </span>
            {firstLine}
          </p>
        ) : null}
        <details className="mt-1">
          <summary className="cursor-pointer font-semibold text-brand-700 underline-offset-2 hover:underline">{note ? text.edit : text.add}</summary>
          <p className="mt-1 text-slate-600">{text.privateHint}</p>
          <NoteForm technicianId={technicianId} note={note} returnTo={returnTo} texts={text} />
        </details>
      </div>
    );
  }
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <h2 id={titleId} className="text-base font-semibold text-ink">
        {text.title}
      </h2>
      <p className="text-sm text-slate-600">{text.privateHint}</p>
      {note ? <p className="mt-2 whitespace-pre-line break-words text-ink">{note}</p> : <p className="mt-2 text-sm text-slate-600">{text.empty}</p>}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">{note ? text.edit : text.add}</summary>
        <NoteForm technicianId={technicianId} note={note} returnTo={returnTo} texts={text} />
      </details>
    </section>
  );
}
