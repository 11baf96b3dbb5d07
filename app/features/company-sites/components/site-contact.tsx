import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import { SECTION_ANCHORS } from "../site-data";
import type { SiteView } from "../site-view";
import { ContactButtons, type SiteTheme } from "./site-page";

/** The contact section (spec §2): address, phone, e-mail, website, the WhatsApp and call buttons, the map, and the form when `showForm` is set. */
export function SiteContact({ view, theme, form }: { view: SiteView; theme: SiteTheme; form: ReactNode }) {
  const { t } = useTranslation("sites");
  const { contact } = view.data;
  return (
    <section id={SECTION_ANCHORS.contact} aria-labelledby="sitio-contacto" className="scroll-mt-20 bg-slate-50 px-4 py-16">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
        <div className="space-y-4">
          <h2 id="sitio-contacto" className="text-3xl font-bold" style={{ color: theme.secondary }}>
            {contact.title || t("nav.contact")}
          </h2>
          {contact.subtitle ? <p className="text-lg text-slate-700">{contact.subtitle}</p> : null}
          <ul className="space-y-3 text-slate-800">
            {contact.address ? (
              <li className="flex items-start gap-3">
                <Icon name="map-pin" aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
                <span>
                  <span className="sr-only">{t("contact.address")}: </span>
                  {contact.address}
                </span>
              </li>
            ) : null}
            {contact.phone ? (
              <li className="flex items-start gap-3">
                <Icon name="phone" aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
                <span className="sr-only">{t("contact.phone")}: </span>
                {view.callUrl ? (
                  <a href={view.callUrl} className="underline">
                    {contact.phone}
                  </a>
                ) : (
                  <span>{contact.phone}</span>
                )}
              </li>
            ) : null}
            {contact.email ? (
              <li className="flex items-start gap-3">
                <Icon name="mail" aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
                <span className="sr-only">{t("contact.email")}: </span>
                <a href={`mailto:${contact.email}`} className="break-all underline">
                  {contact.email}
                </a>
              </li>
            ) : null}
            {contact.website ? (
              <li className="flex items-start gap-3">
                <Icon name="globe" aria-hidden="true" className="mt-0.5 shrink-0" size={20} />
                <span className="sr-only">{t("contact.website")}: </span>
                <a href={contact.website} rel="noopener noreferrer nofollow" target="_blank" className="break-all underline">
                  {contact.website.replace(/^https?:\/\//, "")}
                </a>
              </li>
            ) : null}
          </ul>
          <div className="flex flex-wrap gap-3">
            <ContactButtons view={view} theme={theme} />
          </div>
          {contact.mapEmbed ? (
            <iframe
              src={contact.mapEmbed}
              title={t("contact.map", { company: view.companyName })}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              sandbox="allow-scripts allow-same-origin allow-popups"
              className="h-64 w-full rounded-xl border-0"
            />
          ) : null}
        </div>
        {form ? <div>{form}</div> : null}
      </div>
    </section>
  );
}
