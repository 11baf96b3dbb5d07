import { Link } from "~/components/ui/link";
import { useTranslation } from "~/lib/i18n/react";

/** The member area's invitation to ask for a higher level (issue 25 §2): a link to the request form on /membership. */
export function LevelAskLink() {
  const { t } = useTranslation("members");
  return (
    <section aria-labelledby="pedir-nivel" className="mx-auto max-w-5xl px-4">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-brand-50 p-4">
        <div>
          <h2 id="pedir-nivel" className="text-lg font-semibold">
            {t("levelAsk.title")}
          </h2>
          <p className="mt-1 text-slate-800">{t("levelAsk.lead")}</p>
        </div>
        <Link to="/membership#pedir" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("levelAsk.link")}
        </Link>
      </div>
    </section>
  );
}
