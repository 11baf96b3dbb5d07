import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/lib/i18n/react";
import { readableOn } from "../site-colors";
import { type ListingSection, SECTION_ANCHORS, SITE_FONTS, type SiteData } from "../site-data";
import { siteImageUrl } from "../site-images";
import { shownListings, showsSection } from "../site-sections";
import type { SiteView } from "../site-view";
import { BackToTop } from "./back-to-top";
import { SiteContact } from "./site-contact";
import { SiteGallery } from "./site-gallery";
import { SiteLanguageScope } from "./site-language-scope";
import { SiteListing } from "./site-listings";
import { SiteNav } from "./site-nav";
import { SiteProducts } from "./site-products";
import { SiteReviews } from "./site-reviews";

/** The colours a site's parts are painted with, worked out once: the brand colours and the text that reads on each. */
export type SiteTheme = { primary: string; onPrimary: string; secondary: string; onSecondary: string; background: string };

function themeOf(data: SiteData): SiteTheme {
  return {
    primary: data.primaryColor,
    onPrimary: readableOn(data.primaryColor),
    secondary: data.secondaryColor,
    onSecondary: readableOn(data.secondaryColor),
    background: data.backgroundColor,
  };
}

/** Paragraphs of a text typed with blank lines between them. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity of their own
          <p key={index} className={`whitespace-pre-line ${className ?? ""}`}>
            {paragraph}
          </p>
        ))}
    </>
  );
}

/** The WhatsApp and call buttons, each shown only when the phone gave a working address. */
export function ContactButtons({ view, theme, size = "md" }: { view: SiteView; theme: SiteTheme; size?: "sm" | "md" }) {
  const { t } = useTranslation("sites");
  const padding = size === "sm" ? "px-3 py-1.5 text-sm" : "px-5 py-3";
  return (
    <>
      {view.whatsappUrl ? (
        <a
          href={view.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex items-center gap-2 rounded-full bg-[#075E54] font-semibold text-white hover:opacity-90 ${padding}`}
        >
          <Icon name="message-circle" aria-hidden="true" size={18} />
          {t("whatsapp")}
        </a>
      ) : null}
      {view.callUrl ? (
        <a
          href={view.callUrl}
          className={`inline-flex items-center gap-2 rounded-full font-semibold hover:opacity-90 ${padding}`}
          style={{ backgroundColor: theme.primary, color: theme.onPrimary }}
        >
          <Icon name="phone" aria-hidden="true" size={18} />
          {t("call")}
        </a>
      ) : null}
    </>
  );
}

/**
 * A company's website (spec §2 `/empresa/{slug}`): hero, sticky navigation, about, products,
 * gallery, RedAV's listings (decision 063) and contact (each when its flag is on and it has something to show), the call button,
 * back-to-top after 300 px, and the 'Powered by RedAV' footer, in the site's language (`texts`,
 * decision 045); `banner` is RedAV's own word to the visitor, in the visitor's. The editor's live
 * preview renders the same component with its draft; `contactForm` is the form the page offers
 * (a disabled copy in the preview), and `listingPreview` the editor's note on what RedAV fills in
 * each listing switched on (the preview reads none).
 */
export function SitePage({
  view,
  texts,
  contactForm,
  banner,
  listingPreview,
}: {
  view: SiteView;
  texts: unknown;
  contactForm: (theme: SiteTheme) => ReactNode;
  banner?: ReactNode;
  listingPreview?: (section: ListingSection) => ReactNode;
}) {
  const { data } = view;
  return (
    <div className="relative min-h-screen text-slate-900" style={{ fontFamily: SITE_FONTS[data.fontFamily], backgroundColor: data.backgroundColor }}>
      {banner}
      <SiteLanguageScope language={view.language} texts={texts}>
        <SiteContent view={view} contactForm={contactForm} listingPreview={listingPreview} />
      </SiteLanguageScope>
    </div>
  );
}

function SiteContent({
  view,
  contactForm,
  listingPreview,
}: {
  view: SiteView;
  contactForm: (theme: SiteTheme) => ReactNode;
  listingPreview?: (section: ListingSection) => ReactNode;
}) {
  const { t } = useTranslation("sites");
  const { data } = view;
  const theme = themeOf(data);
  const name = data.title || view.companyName;
  const logo = siteImageUrl(data.about.image, "about", "small");
  const heroImage = siteImageUrl(data.hero.backgroundImage, "hero", "large");
  const heroSmall = siteImageUrl(data.hero.backgroundImage, "hero", "small");
  return (
    <>
      <SiteNav view={view} theme={theme} name={name} logo={logo} />
      {data.sections.hero ? (
        <section aria-labelledby="sitio-titulo" className="relative isolate overflow-hidden" style={{ backgroundColor: theme.secondary }}>
          {heroImage ? (
            <img
              src={heroImage}
              srcSet={heroSmall && heroSmall !== heroImage ? `${heroSmall} 960w, ${heroImage} 1920w` : undefined}
              sizes="100vw"
              alt=""
              loading="eager"
              fetchPriority="high"
              className="absolute inset-0 -z-20 h-full w-full object-cover"
            />
          ) : null}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-black" style={{ opacity: data.hero.overlayOpacity / 100 }} />
          <div className="mx-auto flex min-h-[60vh] max-w-5xl flex-col justify-center gap-5 px-4 py-20" style={{ color: data.hero.textColor }}>
            <h1 id="sitio-titulo" tabIndex={-1} className="scroll-mt-[max(6rem,40svh)] text-4xl font-bold leading-tight sm:text-5xl">
              {data.hero.title || name}
            </h1>
            {data.hero.subtitle ? <p className="max-w-2xl text-lg sm:text-xl">{data.hero.subtitle}</p> : null}
            <div className="flex flex-wrap gap-3">
              {data.hero.ctaText && showsSection(data, "contact") ? (
                <a
                  href={`#${SECTION_ANCHORS.contact}`}
                  className="rounded-full px-6 py-3 font-semibold hover:opacity-90"
                  style={{ backgroundColor: theme.primary, color: theme.onPrimary }}
                >
                  {data.hero.ctaText}
                </a>
              ) : null}
              <ContactButtons view={view} theme={theme} />
            </div>
          </div>
        </section>
      ) : (
        <h1
          id="sitio-titulo"
          tabIndex={-1}
          className="mx-auto scroll-mt-[max(6rem,40svh)] max-w-5xl px-4 pt-10 text-4xl font-bold"
          style={{ color: theme.secondary }}
        >
          {name}
        </h1>
      )}
      {showsSection(data, "about") ? (
        <section id={SECTION_ANCHORS.about} aria-labelledby="sitio-sobre" className="scroll-mt-20 px-4 py-16">
          <div className="mx-auto grid max-w-5xl items-start gap-8 md:grid-cols-[2fr_1fr]">
            <div className="space-y-4">
              <h2 id="sitio-sobre" className="text-3xl font-bold" style={{ color: theme.secondary }}>
                {data.about.title || t("nav.about")}
              </h2>
              <Paragraphs text={data.about.content} className="text-lg leading-relaxed text-slate-800" />
              {data.about.features.some(Boolean) ? (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {data.about.features.filter(Boolean).map((feature) => (
                    <li key={feature} className="flex items-start gap-2 text-slate-800">
                      <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full" style={{ backgroundColor: theme.primary }} />
                      {feature}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            {logo ? (
              <img
                src={siteImageUrl(data.about.image, "about", "large") ?? logo}
                alt={t("logoAlt", { company: view.companyName })}
                loading="lazy"
                className="mx-auto max-h-64 w-auto rounded-xl object-contain"
              />
            ) : null}
          </div>
        </section>
      ) : null}
      {showsSection(data, "products") ? <SiteProducts view={view} theme={theme} /> : null}
      {showsSection(data, "gallery") ? <SiteGallery data={data} theme={theme} /> : null}
      {shownListings(data, view.listings).map((section) => (
        <SiteListing key={section} section={section} items={view.listings?.[section] ?? null} preview={listingPreview?.(section)} theme={theme} />
      ))}
      {view.reviews ? <SiteReviews reviews={view.reviews} theme={theme} /> : null}
      {showsSection(data, "contact") ? <SiteContact view={view} theme={theme} form={data.contact.showForm ? contactForm(theme) : null} /> : null}
      <footer className="px-4 pt-8 pb-20 text-center text-sm sm:pb-8" style={{ backgroundColor: theme.secondary, color: theme.onSecondary }}>
        <p>
          © {view.companyName} ·{" "}
          <a href="/" className="font-semibold underline">
            {t("poweredBy")}
          </a>
        </p>
      </footer>
      <BackToTop label={t("backToTop")} theme={theme} />
    </>
  );
}
