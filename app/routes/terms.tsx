import { useEffect, useState } from "react";
import { LegalText, legalOutline } from "~/components/content/legal-document";
import { useActiveSection } from "~/components/content/use-active-section";
import { Link } from "~/components/ui/link";
import { useTermsAcceptance } from "~/features/terms/terms-acceptance";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/terms";

const MOBILE_QUERY = "(max-width: 1024px)";

export function meta(args: Route.MetaArgs) {
  const outline = args.loaderData;
  return localizedMeta(args, (t) => outline ?? { title: t("termsUi.indexTitle"), description: "" });
}

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return mobile;
}

/** Title, description and table of contents of the terms (the text itself is rendered from the translations). */
export function loader({ context }: Route.LoaderArgs) {
  return legalOutline(serverI18n(context.get(requestContext).locale).t, "terms");
}

/** On client navigations, fetches the legal texts of the page's language alongside the server data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("legal", serverLoader);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const sections = loaderData.toc;
  const active = useActiveSection(sections.map((section) => section.id));
  const { accepted, accept } = useTermsAcceptance();
  const isMobile = useIsMobile();
  const [checked, setChecked] = useState(false);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/" className="text-sm font-medium text-brand-700 underline">
        {t("termsUi.backHome")}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold md:text-4xl">{loaderData.title}</h1>
      <div className="mt-8 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={t("termsUi.indexTitle")} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t("termsUi.indexTitle")}</h2>
          <ol className="mt-3 space-y-1">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  aria-current={active === section.id ? "location" : undefined}
                  className={`block rounded-md px-3 py-2 text-sm ${active === section.id ? "bg-brand-600 font-semibold text-white" : "text-slate-800 hover:bg-brand-50"}`}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div>
          <LegalText documentKey="terms" />
          <div className="mt-8 rounded-xl border border-slate-200 p-6">
            {accepted ? (
              <p role="status" className="font-semibold text-emerald-800">
                {t("termsUi.accepted")}
              </p>
            ) : (
              <>
                <div className="mb-4 flex items-start gap-3 lg:hidden">
                  <input id="terms-read" type="checkbox" className="mt-1 h-5 w-5" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
                  <label htmlFor="terms-read">{t("termsUi.checkbox")}</label>
                </div>
                <button
                  type="button"
                  onClick={accept}
                  disabled={isMobile && !checked}
                  className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-400"
                >
                  {t("termsUi.accept")}
                </button>
              </>
            )}
            <Link to="/" className="ml-3 mt-3 inline-block rounded-md border border-slate-300 px-5 py-2.5 font-semibold hover:bg-slate-50">
              {t("termsUi.back")}
            </Link>
          </div>
        </div>
      </div>
      <section className="mt-12 rounded-xl bg-brand-900 p-8 text-white">
        <h2 className="text-2xl font-bold">{t("termsUi.ctaTitle")}</h2>
        <p className="mt-2 text-slate-200">{t("termsUi.ctaBody")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/register" className="rounded-md bg-sky-400 px-5 py-2.5 font-semibold text-ink hover:bg-sky-300">
            {t("termsUi.createAccount")}
          </Link>
          <Link to="/login" className="rounded-md border border-white/60 px-5 py-2.5 font-semibold hover:bg-white/10">
            {t("termsUi.login")}
          </Link>
        </div>
      </section>
    </div>
  );
}
