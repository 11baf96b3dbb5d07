import { Form, useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { NewsletterForm } from "~/features/newsletter/components/newsletter-form";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import { useTranslation } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { Wordmark } from "./wordmark";

const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/redav.lat" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/redav" },
  { name: "YouTube", href: "https://www.youtube.com/@redav" },
  { name: "Facebook", href: "https://www.facebook.com/redav.lat" },
] as const;

const FOOTER_NAV = [
  { to: "/opportunities", label: "nav.opportunities" },
  { to: "/explore", label: "nav.explore" },
  { to: "/sponsors", label: "nav.sponsors" },
  { to: "/contact", label: "nav.contact" },
] as const;

/** Footer: newsletter, social links, contact, location, legal links and the language selector. */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { contactEmail } = siteParams();
  return (
    <footer className="bg-brand-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold">
            <Wordmark accentClassName="text-sky-300" />
          </p>
          <p className="mt-3 text-sm text-slate-300">{t("footer.tagline")}</p>
          <nav aria-label={t("footer.moreLinks")} className="mt-4">
            <ul className="space-y-1 text-sm">
              {FOOTER_NAV.map((item) => (
                <li key={item.to}>
                  <Link className="hover:underline" to={item.to}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <NewsletterForm />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-sky-200">{t("footer.contactTitle")}</h2>
          <p className="mt-3 text-sm">
            <a className="underline hover:text-white" href={`mailto:${contactEmail}`}>
              {contactEmail}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-300">{t("footer.location")}</p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-sky-200">{t("footer.socialTitle")}</h2>
          <ul className="mt-3 flex flex-wrap gap-3 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a className="underline hover:text-white" href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-sky-200">{t("footer.legalTitle")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <Link className="hover:underline" to="/terms">
                {t("footer.terms")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/legal/terms">
                {t("footer.legalTerms")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/legal/privacy">
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/legal/cookies">
                {t("footer.cookies")}
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/sitemap">
                {t("footer.sitemap")}
              </Link>
            </li>
          </ul>
          <Form method="post" action="/locale" reloadDocument className="mt-6 flex items-end gap-2">
            <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
            <div>
              <label htmlFor="footer-language" className="block text-sm font-semibold text-sky-200">
                {t("footer.languageLabel")}
              </label>
              <select
                id="footer-language"
                name="locale"
                defaultValue={locale}
                key={locale}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
                className="mt-1 rounded-md border border-slate-500 bg-brand-900 px-2 py-1 text-sm text-white"
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {t(`languages.${code}`)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded-md border border-slate-400 px-2 py-1 text-sm">
              {t("footer.languageSubmit")}
            </button>
          </Form>
        </div>
      </div>
      <p className="border-t border-white/10 py-4 text-center text-xs text-slate-300">{t("footer.rights", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
