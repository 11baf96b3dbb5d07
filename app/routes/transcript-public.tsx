import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { TranscriptCourseList, TranscriptTotalsList } from "~/features/learning/components/transcript-courses";
import { publicTranscript } from "~/features/learning/transcript.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { pageParam } from "~/lib/paging";
import { loaderAnswer } from "~/lib/route-answer.server";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/transcript-public";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["transcript"], scriptless: true };

const NOINDEX = { name: "robots", content: "noindex" };

/** Title and description with the holder's name; never indexed (only people the member gives the link to should find it). */
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }, NOINDEX];
  return [...pageMeta({ ...loaderData.texts, origin: root?.origin ?? "", path: location.pathname, locale: root?.locale }), NOINDEX];
}

/** /formacion/{shareId}, public while the member shares it: her name, certified courses and their certificates; 404 otherwise. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const transcript = await publicTranscript(ctx, params.shareId, pageParam(new URL(request.url).searchParams));
    const { t } = serverI18n(ctx.locale);
    const name = transcript.holderName;
    return {
      transcript,
      shareId: params.shareId,
      texts: { title: t("transcript:public.metaTitle", { name }), description: t("transcript:public.metaDescription", { name }) },
    };
  });
}

/** On client navigations, the transcript's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("transcript", serverLoader);
}

export default function PublicTranscript({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("transcript");
  const { transcript, shareId } = loaderData;
  const pageLink = usePageLink();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="font-semibold text-brand-700">{siteParams().siteName}</p>
      <h1 className="mt-1 text-3xl font-bold break-words">{t("public.heading", { name: transcript.holderName })}</h1>
      <p className="mt-2 text-slate-700">{t("public.lead")}</p>
      <TranscriptTotalsList totals={transcript.totals} showProgress={false} />
      <a
        href={`/formacion/${shareId}/pdf`}
        download
        className="mt-4 inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50"
      >
        {t("pdf.download")}
      </a>
      {transcript.courses.length === 0 ? (
        <p className="mt-8 text-slate-700">{t("public.empty")}</p>
      ) : (
        <>
          <TranscriptCourseList courses={transcript.courses} showProgress={false} />
          <Pager page={transcript.page} pages={transcript.pages} linkTo={pageLink} labels={pagerLabels(t, "pages", transcript.page, transcript.pages)} />
        </>
      )}
      <p className="mt-8 text-sm text-slate-700">{t("public.notOfficial")}</p>
    </div>
  );
}
