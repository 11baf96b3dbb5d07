import { useLocation } from "react-router";
import { useTranslation } from "~/lib/i18n/react";

/**
 * 'Algo salió mal' with a link that loads the current address again as a whole document (it works
 * without JavaScript); a refused request (4xx) shows why instead of the generic body.
 */
export function ErrorScreen({ message = null }: { message?: string | null }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t("errorBoundary.title")}</h1>
      <p className="mt-4 text-slate-700">{message ?? t("errorBoundary.body")}</p>
      <a href={`${pathname}${search}`} className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("errorBoundary.reload")}
      </a>
    </section>
  );
}
