import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";

/** The screen for any path the app does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-700">{t("notFound.body")}</p>
      <Link to="/" className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("notFound.home")}
      </Link>
    </section>
  );
}
