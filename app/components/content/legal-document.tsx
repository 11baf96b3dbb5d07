import { Link } from "~/components/ui/link";
import { useHasNamespace, useTranslation } from "~/lib/i18n/react";
import type { TFunction } from "~/lib/i18n/translator";

/** A block of a legal section; `link` points to the page of the site where the reader acts on it (e.g. the privacy centre). */
export type LegalBlock = { heading?: string; paragraphs: string[]; items?: string[]; link?: { label: string; href: string } };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };
export type LegalDocumentKey = "terms" | "legalTerms" | "privacy" | "cookies";
/** What a legal page needs besides its text: title and description for the meta tags, and its table of contents. */
export type LegalOutline = { title: string; description: string; toc: { id: string; title: string }[] };

/** The title, description and section list of a legal document, read from the server's translations. */
export function legalOutline(t: TFunction, key: LegalDocumentKey): LegalOutline {
  const sections = t(`legal:${key}.sections`, { returnObjects: true }) as LegalSection[];
  return {
    title: t(`legal:${key}.title`),
    description: t(`legal:${key}.metaDescription`),
    toc: sections.map(({ id, title }) => ({ id, title })),
  };
}

/** One legal section: an anchored H2 with its sub-headings, paragraphs and lists. */
function LegalSectionView({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-titulo`} className="scroll-mt-24 py-6">
      <h2 id={`${section.id}-titulo`} className="text-2xl font-bold">
        {section.title}
      </h2>
      {section.blocks.map((block) => (
        <div key={block.heading ?? block.paragraphs[0]} className="mt-4 space-y-3 text-slate-800">
          {block.heading ? <h3 className="text-lg font-semibold">{block.heading}</h3> : null}
          {block.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {block.items?.length ? (
            <ul className="list-disc space-y-1 pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {block.link?.href.startsWith("/") ? (
            <p>
              <Link to={block.link.href} className="font-semibold text-brand-700 underline">
                {block.link.label}
              </Link>
            </p>
          ) : null}
        </div>
      ))}
    </section>
  );
}

/**
 * The text of a legal document, shipped once: the server renders it into the HTML, and a browser
 * hydrating that HTML keeps it as it is (no JavaScript copy of the text is downloaded). A client
 * navigation loads the legal translations first (the routes' clientLoader) and renders them here.
 */
export function LegalText({ documentKey, className }: { documentKey: LegalDocumentKey; className?: string }) {
  const { t } = useTranslation("legal");
  const loaded = useHasNamespace("legal");
  if (!loaded) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's markup while hydrating.
    return <div className={className} data-legal-text="" dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  const sections = t(`${documentKey}.sections`, { returnObjects: true }) as LegalSection[];
  return (
    <div className={className} data-legal-text="">
      <p className="text-sm text-slate-700">{t(`${documentKey}.lastUpdated`)}</p>
      <p className="mt-6 text-lg text-slate-800">{t(`${documentKey}.intro`)}</p>
      {sections.map((section) => (
        <LegalSectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
