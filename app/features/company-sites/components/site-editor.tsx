import { useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TabList, tabPanelProps } from "~/components/ui/tabs";
import { useTranslation } from "~/lib/i18n/react";
import { type SectionName, SITE_FONTS, SITE_LIMITS } from "../site-data";
import type { SiteEditorView } from "../site-editor.server";
import { isSiteLanguage, SITE_LANGUAGES, type SiteLanguage } from "../site-language";
import { emptySections } from "../site-sections";
import { DraftCheckbox, DraftColor, DraftContext, DraftLine, DraftList, DraftText, setIn } from "./editor-draft-fields";
import { GalleryEditor } from "./editor-gallery-editor";
import { ImageInput } from "./editor-image-input";
import { ListingFields } from "./editor-listing-fields";
import { ProductsEditor } from "./editor-products-editor";
import { SiteContactForm } from "./site-contact-form";
import { SitePage } from "./site-page";
import { type SaveState, useSiteDraft } from "./use-site-draft";

type ActionAnswer = { ok: true; intent: "publish" | "unpublish" | "preview-link" } | { ok: false; error: string };
type LanguageAnswer = { ok: true; language: SiteLanguage } | { ok: false; error: string };

/** One section of the form: its title and the switch that shows or hides it on the site. */
function SectionFields({ name, title, children }: { name: SectionName | null; title: string; children: React.ReactNode }) {
  const { t } = useTranslation("members");
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {name ? (
          <div className="sm:col-span-2">
            <DraftCheckbox path={`sections.${name}`} label={t("siteEditor.showSection")} />
          </div>
        ) : null}
        {children}
      </div>
    </fieldset>
  );
}

function SaveStatus({ state, failure }: { state: SaveState; failure: { error: string } | null }) {
  const { t } = useTranslation("members");
  const text = { saved: t("siteEditor.saved"), pending: t("siteEditor.pending"), saving: t("siteEditor.saving"), failed: failure?.error ?? "" }[state];
  return (
    <p aria-live="polite" data-testid="save-state" className={`text-sm font-medium ${state === "failed" ? "text-red-700" : "text-slate-700"}`}>
      {text}
    </p>
  );
}

/** The site's language (decision 045): saved at once, and the preview follows it. */
function LanguageField({ language, onChange }: { language: SiteLanguage; onChange: (language: SiteLanguage) => void }) {
  const { t } = useTranslation("members");
  const saving = useFetcher<LanguageAnswer>();
  const answer = saving.state === "idle" ? saving.data : undefined;
  return (
    <div>
      <SelectField
        label={t("siteEditor.language")}
        name="language"
        options={SITE_LANGUAGES.map((value) => ({ value, label: t(`siteEditor.languageNames.${value}`) }))}
        value={language}
        aria-describedby="idioma-sitio-ayuda"
        error={answer && !answer.ok ? answer.error : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isSiteLanguage(value)) onChange(value);
          saving.submit({ intent: "language", language: value }, { method: "post" });
        }}
      />
      <p id="idioma-sitio-ayuda" className="mt-1 text-sm text-slate-700">
        {t("siteEditor.languageHint")}
        {answer?.ok ? <span role="status">{` ${t("siteEditor.languageSaved")}`}</span> : null}
      </p>
    </div>
  );
}

/** Which sections are on but empty: the public site leaves them out, and the company is told which. */
function EmptySectionsWarning({ draft }: { draft: SiteEditorView["draft"] }) {
  const { t, i18n } = useTranslation("members");
  const empty = emptySections(draft);
  if (empty.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(empty.map((section) => t(`siteEditor.section.${section}`)));
  return (
    <div className="mt-4" data-testid="empty-sections">
      <Alert tone="info">{t("siteEditor.emptySections", { sections: names })}</Alert>
    </div>
  );
}

/**
 * The company's website editor (issue 24 §2): the sections in the spec's order, each switchable;
 * theme colours and font; hero, about, products, gallery and contact; image uploads; a live preview
 * beside the form on a laptop and in its own tab on a phone; autosave with 'Guardado' and 'Deshacer';
 * publish and unpublish; the private preview link.
 */
export function SiteEditor({ view, texts, origin }: { view: SiteEditorView; texts: Record<SiteLanguage, unknown>; origin: string }) {
  const { t, i18n } = useTranslation("members");
  const { draft, change, undo, canUndo, state, failure, whatsapp } = useSiteDraft(view.draft, view.whatsappNumber);
  const [tab, setTab] = useState<"edit" | "preview">("edit");
  const [language, setLanguage] = useState<SiteLanguage>(view.language);
  const action = useFetcher<ActionAnswer>();
  const busy = action.state !== "idle";
  const refused = action.state === "idle" && action.data && !action.data.ok ? action.data.error : null;
  const publish = (intent: "publish" | "unpublish") => action.submit({ intent, draft: JSON.stringify(draft) }, { method: "post" });
  const previewUrl = view.slug ? `${origin}/empresa/${view.slug}?vista-previa=${view.previewToken}` : null;
  const fonts = Object.keys(SITE_FONTS).map((font) => ({ value: font, label: font }));
  const preview = (
    <div className="overflow-hidden rounded-xl border border-slate-300 shadow-inner [transform:translateZ(0)]">
      <SitePage
        view={{
          slug: view.slug ?? "",
          companyName: view.companyName,
          country: view.country,
          language,
          currency: view.currency,
          whatsappUrl: whatsapp ? `https://wa.me/${whatsapp}` : null,
          callUrl: whatsapp ? `tel:+${whatsapp}` : null,
          data: draft,
          listings: null,
        }}
        texts={texts[language]}
        contactForm={(theme) => <SiteContactForm action="/company/website" startedAt="" theme={theme} disabled />}
        listingPreview={(section) => <span lang={i18n.language}>{t(`siteEditor.listings.preview.${section}`)}</span>}
      />
    </div>
  );
  return (
    <DraftContext.Provider value={{ draft, change, failure }}>
      <div className="sticky top-16 z-20 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
          <p className="font-semibold" data-testid="publish-state">
            {view.isPublished ? t("siteEditor.published") : t("siteEditor.draft")}
          </p>
          <SaveStatus state={state} failure={failure} />
          <div className="ml-auto flex flex-wrap gap-2">
            <Button variant="secondary" onClick={undo} disabled={!canUndo}>
              {t("siteEditor.undo")}
            </Button>
            {view.isPublished ? (
              <Button variant="secondary" onClick={() => publish("unpublish")} disabled={busy}>
                {t("siteEditor.unpublish")}
              </Button>
            ) : null}
            <Button onClick={() => publish("publish")} disabled={busy || !view.slug}>
              {view.isPublished ? t("siteEditor.publishChanges") : t("siteEditor.publish")}
            </Button>
          </div>
        </div>
        {refused ? (
          <div className="mx-auto mt-2 max-w-7xl">
            <Alert tone="error">{refused}</Alert>
          </div>
        ) : null}
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6">
        {!view.slug ? (
          <Alert tone="info">
            {t("siteEditor.noSlug")}{" "}
            <Link to="/company/profile" className="font-semibold underline">
              {t("siteEditor.noSlugLink")}
            </Link>
          </Alert>
        ) : (
          <div className="space-y-1 text-sm text-slate-700">
            {view.isPublished ? (
              <p>
                {t("siteEditor.liveAt")}{" "}
                <a href={`/empresa/${view.slug}`} className="font-semibold text-brand-700 underline" target="_blank" rel="noopener">
                  {`${origin}/empresa/${view.slug}`}
                </a>
                {view.unpublishedChanges ? ` · ${t("siteEditor.unpublishedChanges")}` : null}
              </p>
            ) : null}
            <p>
              {t("siteEditor.previewLink")}{" "}
              <a href={previewUrl ?? "#"} className="break-all text-brand-700 underline" target="_blank" rel="noopener" data-testid="preview-link">
                {previewUrl}
              </a>{" "}
              <button type="button" className="underline" onClick={() => action.submit({ intent: "preview-link" }, { method: "post" })} disabled={busy}>
                {t("siteEditor.renewPreview")}
              </button>
            </p>
          </div>
        )}
        <EmptySectionsWarning draft={draft} />
        <TabList
          label={t("siteEditor.tabs")}
          prefix="panel"
          tabs={[
            { value: "edit", label: t("siteEditor.tab.edit") },
            { value: "preview", label: t("siteEditor.tab.preview") },
          ]}
          selected={tab}
          onSelect={setTab}
          className="mt-4 flex gap-2 lg:hidden"
        />
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <form
            {...tabPanelProps("panel", "edit")}
            className={`space-y-6 ${tab === "edit" ? "" : "hidden lg:block"}`}
            onSubmit={(event) => event.preventDefault()}
          >
            <SectionFields name={null} title={t("siteEditor.general")}>
              <DraftLine path="title" label={t("siteEditor.siteTitle")} maxLength={SITE_LIMITS.line} />
              <div className="sm:col-span-2">
                <LanguageField language={language} onChange={setLanguage} />
              </div>
              <SelectField
                label={t("siteEditor.font")}
                name="fontFamily"
                options={fonts}
                value={draft.fontFamily}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  change("fontFamily", (d) => setIn(d, "fontFamily", value));
                }}
              />
              <div className="sm:col-span-2">
                <DraftText path="description" label={t("siteEditor.description")} hint={t("siteEditor.descriptionHint")} rows={2} maxLength={500} />
              </div>
              <DraftColor path="primaryColor" label={t("siteEditor.primaryColor")} />
              <DraftColor path="secondaryColor" label={t("siteEditor.secondaryColor")} />
              <DraftColor path="backgroundColor" label={t("siteEditor.backgroundColor")} />
            </SectionFields>
            <SectionFields name="hero" title={t("siteEditor.section.hero")}>
              <DraftLine path="hero.title" label={t("siteEditor.hero.title")} maxLength={SITE_LIMITS.line} />
              <DraftLine path="hero.ctaText" label={t("siteEditor.hero.ctaText")} maxLength={40} />
              <div className="sm:col-span-2">
                <DraftText path="hero.subtitle" label={t("siteEditor.hero.subtitle")} rows={2} maxLength={400} />
              </div>
              <ImageInput path="hero.backgroundImage" slot="hero" label={t("siteEditor.hero.image")} hint={t("siteEditor.hero.imageHint")} />
              <div>
                <label htmlFor="hero-overlay" className="block text-sm font-medium text-slate-800">
                  {t("siteEditor.hero.overlay", { value: draft.hero.overlayOpacity })}
                </label>
                <input
                  id="hero-overlay"
                  type="range"
                  min={0}
                  max={100}
                  value={draft.hero.overlayOpacity}
                  onChange={(event) => {
                    const value = Number(event.currentTarget.value);
                    change("hero.overlayOpacity", (d) => setIn(d, "hero.overlayOpacity", value));
                  }}
                  className="mt-2 w-full"
                />
              </div>
              <DraftColor path="hero.textColor" label={t("siteEditor.hero.textColor")} />
            </SectionFields>
            <SectionFields name="about" title={t("siteEditor.section.about")}>
              <DraftLine path="about.title" label={t("siteEditor.sectionTitle")} maxLength={SITE_LIMITS.line} />
              <div className="sm:col-span-2">
                <DraftText
                  path="about.content"
                  label={t("siteEditor.about.content")}
                  hint={t("siteEditor.paragraphsHint")}
                  rows={6}
                  maxLength={SITE_LIMITS.text}
                />
              </div>
              <DraftList path="about.features" label={t("siteEditor.features")} hint={t("siteEditor.featuresHint")} />
              <ImageInput path="about.image" slot="about" label={t("siteEditor.about.image")} hint={t("siteEditor.about.imageHint")} />
            </SectionFields>
            <SectionFields name="products" title={t("siteEditor.section.products")}>
              <DraftLine path="products.title" label={t("siteEditor.sectionTitle")} maxLength={SITE_LIMITS.line} />
              <DraftLine path="products.subtitle" label={t("siteEditor.sectionSubtitle")} maxLength={400} />
              <ProductsEditor />
            </SectionFields>
            <SectionFields name="gallery" title={t("siteEditor.section.gallery")}>
              <DraftLine path="gallery.title" label={t("siteEditor.sectionTitle")} maxLength={SITE_LIMITS.line} />
              <DraftLine path="gallery.subtitle" label={t("siteEditor.sectionSubtitle")} maxLength={400} />
              <GalleryEditor />
            </SectionFields>
            <ListingFields />
            <SectionFields name="contact" title={t("siteEditor.section.contact")}>
              <DraftLine path="contact.title" label={t("siteEditor.sectionTitle")} maxLength={SITE_LIMITS.line} />
              <DraftLine path="contact.subtitle" label={t("siteEditor.sectionSubtitle")} maxLength={400} />
              <DraftLine path="contact.address" label={t("siteEditor.contact.address")} maxLength={200} autoComplete="address-line1" />
              <DraftLine
                path="contact.phone"
                label={t("siteEditor.contact.phone")}
                type="tel"
                maxLength={40}
                hint={
                  draft.contact.phone.trim() === ""
                    ? t("siteEditor.contact.phoneHint")
                    : whatsapp
                      ? t("siteEditor.contact.whatsappOk", { number: `+${whatsapp}` })
                      : t("siteEditor.contact.whatsappNo")
                }
              />
              <DraftLine path="contact.email" label={t("siteEditor.contact.email")} type="email" maxLength={254} />
              <DraftLine path="contact.website" label={t("siteEditor.contact.website")} type="url" maxLength={300} placeholder="https://" />
              <div className="sm:col-span-2">
                <DraftCheckbox path="contact.showForm" label={t("siteEditor.contact.showForm")} hint={t("siteEditor.contact.showFormHint")} />
              </div>
              <div className="sm:col-span-2">
                <DraftText path="contact.mapEmbed" label={t("siteEditor.contact.map")} hint={t("siteEditor.contact.mapHint")} rows={2} />
              </div>
            </SectionFields>
          </form>
          <section
            {...tabPanelProps("panel", "preview")}
            className={`lg:sticky lg:top-36 lg:max-h-[calc(100vh-10rem)] lg:overflow-y-auto ${tab === "preview" ? "" : "hidden lg:block"}`}
          >
            <h2 className="mb-2 text-sm font-semibold text-slate-700">{t("siteEditor.livePreview")}</h2>
            {preview}
          </section>
        </div>
      </div>
    </DraftContext.Provider>
  );
}
