import { useId, useState } from "react";
import { Form } from "react-router";
import { MessageFilePicker } from "~/features/messages/public";
import { useTranslation } from "~/lib/i18n/react";
import { RECRUITING_LIMITS } from "../limits";

type Failure = { error: string; field?: string; values?: Record<string, string> } | null;

/**
 * 'Escribir a los elegidos': a checkbox per technician of the list, the subject, the message and its
 * files; each chosen technician gets a separate conversation. It says how many new people the company
 * may still write to today. A multipart form, so files go with it without JavaScript.
 */
export function ListWriteForm({ people, left, busy, failure }: { people: { id: string; name: string }[]; left: number; busy: boolean; failure: Failure }) {
  const { t } = useTranslation("recruiting");
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const typed = failure?.values?.intent === "write" ? failure.values : null;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 p-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("lists.page.write.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("lists.page.write.lead")}</p>
      <p className="mt-2 font-medium" data-testid="recipients-left">
        {t("lists.page.write.left", { count: left })}
      </p>
      {typed && failure ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {failure.error}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4">
        <fieldset>
          <legend className="font-medium text-slate-800">{t("lists.page.write.legend")}</legend>
          <p className="text-xs text-slate-600">{t("lists.page.write.max", { max: RECRUITING_LIMITS.bulkRecipients })}</p>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {people.map((person) => (
              <li key={person.id}>
                <label className="flex min-h-9 items-center gap-2">
                  <input type="checkbox" name="technicianIds" value={person.id} className="h-4 w-4" />
                  <span className="break-words">{person.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div>
          <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-slate-800">
            {t("lists.page.write.subject")}
          </label>
          <input
            id={`${id}-subject`}
            name="subject"
            required
            maxLength={200}
            defaultValue={typed?.subject}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor={`${id}-content`} className="block text-sm font-medium text-slate-800">
            {t("lists.page.write.message")}
          </label>
          <textarea
            id={`${id}-content`}
            name="content"
            required
            rows={5}
            defaultValue={typed?.content}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <MessageFilePicker disabled={busy} onBusy={setUploading} />
        <div>
          <button
            type="submit"
            name="intent"
            value="write"
            disabled={busy || uploading}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-400"
          >
            {t("lists.page.write.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
