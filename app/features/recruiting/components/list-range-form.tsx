import { useId } from "react";
import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";
import { RECRUITING_LIMITS } from "../limits";

/** The list page's range of dates (a GET form: `desde`, `hasta`), to see each technician's free days in it; works without JavaScript. */
export function ListRangeForm({ range, path }: { range: { from: string; to: string } | null; path: string }) {
  const { t } = useTranslation("recruiting");
  const id = useId();
  return (
    <Form method="get" className="rounded-xl border border-slate-200 p-4">
      <fieldset>
        <legend className="text-lg font-semibold">{t("lists.page.range.legend")}</legend>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t("lists.page.range.hint", { max: RECRUITING_LIMITS.rangeDays })}
        </p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
              {t("lists.page.range.from")}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              name="desde"
              required
              defaultValue={range?.from}
              aria-describedby={`${id}-hint`}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
              {t("lists.page.range.to")}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              name="hasta"
              defaultValue={range?.to}
              aria-describedby={`${id}-hint`}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("lists.page.range.submit")}
          </button>
          {range ? (
            <Link to={path} className="py-2 text-brand-700 underline">
              {t("lists.page.range.clear")}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  );
}
