import { CompanyProfileForm } from "~/features/profiles/components/company-profile-form";
import { EditorPage, useSaveState } from "~/features/profiles/components/editor-parts";
import { companyProfileForm, saveCompanyProfile } from "~/features/profiles/edit-company-profile.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/company-profile-editor";

export const handle: TranslationHandle = { namespaces: ["members"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:companyEditor.title"), description: t("members:companyEditor.lead") }));
}

/** /company/profile: the company edits its own profile (the companies guard lets only companies in). */
export function loader({ context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => ({ profile: await companyProfileForm(ctx), id: ctx.actor?.id ?? "" }));
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("members", serverLoader);
}

/** Saves the company profile (fields, logo); a refusal answers the message, the field and what was typed. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, (ctx, values, form) => saveCompanyProfile(ctx, values, form));
}

export default function CompanyProfileEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const { failure, saved, busy } = useSaveState();
  return (
    <EditorPage
      title={t("companyEditor.title")}
      lead={t("companyEditor.lead")}
      publicPath={`/profile/${loaderData.id}`}
      publicLabel={t("companyEditor.viewPublic")}
    >
      <CompanyProfileForm profile={loaderData.profile} failure={failure} saved={saved} busy={busy} />
    </EditorPage>
  );
}
