import { SiteEditor } from "~/features/company-sites/components/site-editor";
import { publishSite, renewPreviewLink, saveSiteDraft, setSiteLanguage, siteEditor, unpublishSite } from "~/features/company-sites/site-editor.server";
import { uploadSiteImage } from "~/features/company-sites/site-files.server";
import { allSiteTexts } from "~/features/company-sites/site-texts.server";
import { env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/website-editor";

export const handle: TranslationHandle = { namespaces: ["members", "sites"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:siteEditor.title"), description: t("members:siteEditor.lead") }));
}

/** /company/website: the company's website editor (the companies guard lets only companies in). */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ site: await siteEditor(ctx), texts: allSiteTexts(), origin: new URL(env().PUBLIC_URL).origin }));
}

/** On client navigations, the members' and sites' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "sites"], serverLoader);
}

/** The editor's steps: autosave of the draft, an image upload, publish (the draft sent with it is saved first), unpublish, a new preview link, the site's language. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    switch (values.intent) {
      case "save":
        return { ok: true as const, intent: "save" as const, ...(await saveSiteDraft(ctx, values.draft ?? "")) };
      case "upload":
        return { ok: true as const, intent: "upload" as const, ...(await uploadSiteImage(ctx, form)) };
      case "publish":
        if (values.draft) await saveSiteDraft(ctx, values.draft);
        return { ok: true as const, intent: "publish" as const, ...(await publishSite(ctx)) };
      case "unpublish":
        return { ok: true as const, intent: "unpublish" as const, ...(await unpublishSite(ctx)) };
      case "preview-link":
        return { ok: true as const, intent: "preview-link" as const, ...(await renewPreviewLink(ctx)) };
      case "language":
        return { ok: true as const, intent: "language" as const, ...(await setSiteLanguage(ctx, values.language)) };
      default:
        throw new AppError("INVALID_INPUT", 400);
    }
  });
}

export default function WebsiteEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  return (
    <div className="pb-12">
      <header className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="text-3xl font-bold">{t("siteEditor.title")}</h1>
        <p className="mt-2 text-slate-700">{t("siteEditor.lead")}</p>
      </header>
      <SiteEditor view={loaderData.site} texts={loaderData.texts} origin={loaderData.origin} />
    </div>
  );
}
