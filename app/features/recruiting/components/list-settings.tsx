import { useId } from "react";
import { Form } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/**
 * Renaming and deleting a list, each behind a disclosure: deleting asks first (the disclosure says
 * what is lost and holds the only button that deletes), so one click never deletes. No JavaScript needed.
 */
export function ListSettings({
  name,
  busy,
  failure,
}: {
  name: string;
  busy: boolean;
  failure: { error: string; field?: string; values?: Record<string, string> } | null;
}) {
  const { t } = useTranslation("recruiting");
  const id = useId();
  const renameFailed = failure?.values?.intent === "rename";
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <details className="rounded-md border border-slate-200 p-3" open={renameFailed}>
        <summary className="cursor-pointer font-semibold">{t("lists.page.rename.summary")}</summary>
        <Form method="post" className="mt-3 grid gap-2">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
            {t("lists.page.rename.label")}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={80}
            defaultValue={renameFailed ? failure?.values?.name : name}
            aria-invalid={renameFailed ? true : undefined}
            aria-describedby={renameFailed ? `${id}-error` : undefined}
            className="block w-full rounded-md border border-slate-400 px-3 py-2"
          />
          {renameFailed ? (
            <p id={`${id}-error`} className="text-sm text-red-700">
              {failure?.error}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              name="intent"
              value="rename"
              disabled={busy}
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
            >
              {t("lists.page.rename.submit")}
            </button>
          </div>
        </Form>
      </details>
      <details className="rounded-md border border-red-200 p-3">
        <summary className="cursor-pointer font-semibold text-red-800">{t("lists.page.delete.summary")}</summary>
        <Form method="post" className="mt-3 grid gap-2">
          <p>{t("lists.page.delete.confirm", { name })}</p>
          <div>
            <button
              type="submit"
              name="intent"
              value="delete"
              disabled={busy}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
            >
              {t("lists.page.delete.submit")}
            </button>
          </div>
        </Form>
      </details>
    </div>
  );
}
