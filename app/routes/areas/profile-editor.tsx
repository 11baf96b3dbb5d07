import { redirect } from "react-router";
import { EditorPage, useSaveState } from "~/features/profiles/components/editor-parts";
import { IndividualProfileForm } from "~/features/profiles/components/individual-profile-form";
import { myCvDownloads } from "~/features/profiles/cv.server";
import { individualProfileForm, saveIndividualProfile } from "~/features/profiles/edit-profile.server";
import { profilesPolicy } from "~/features/profiles/policy";
import { PublicPageEditor } from "~/features/technician-pages/components/public-page-editor";
import { publicPageEditorData } from "~/features/technician-pages/editor-data.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/profile-editor";

export const handle: TranslationHandle = { namespaces: ["members", "portfolio", "portfolioEditor"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("members:profileEditor.title"), description: t("members:profileEditor.lead") }));
}

/** /profile: an individual edits their own profile here; a company is sent to its editor, /company/profile. */
export function loader({ context }: Route.LoaderArgs) {
  const { actor } = context.get(requestContext);
  if (actor && !profilesPolicy.can(actor, "editPersonalProfile")) throw redirect("/company/profile");
  return loaderAnswer(context, async (ctx) => {
    const [profile, downloads, page] = await Promise.all([individualProfileForm(ctx), myCvDownloads(ctx), publicPageEditorData(ctx)]);
    return { profile, downloads, page, id: ctx.actor?.id ?? "", locale: ctx.locale };
  });
}

/** On client navigations, the members' translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["members", "portfolio", "portfolioEditor"], serverLoader);
}

/** Saves the profile (fields, photo, CV); a refusal answers the message, the field and what was typed. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, (ctx, values, form) => saveIndividualProfile(ctx, values, form));
}

export default function ProfileEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("members");
  const { failure, saved, busy } = useSaveState();
  return (
    <EditorPage
      title={t("profileEditor.title")}
      lead={t("profileEditor.lead")}
      publicPath={`/profile/${loaderData.id}`}
      publicLabel={t("profileEditor.viewPublic")}
      links={[{ to: "/profile/availability", label: t("profileEditor.availability") }]}
    >
      <IndividualProfileForm
        profile={loaderData.profile}
        downloads={loaderData.downloads}
        failure={failure}
        saved={saved}
        busy={busy}
        locale={loaderData.locale}
      />
      <PublicPageEditor data={loaderData.page} />
    </EditorPage>
  );
}
