import { redirect, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { siteOrigin } from "~/features/learning/certificate-answers.server";
import { TranscriptCourseList, TranscriptTotalsList } from "~/features/learning/components/transcript-courses";
import { TranscriptSharePanel } from "~/features/learning/components/transcript-share";
import { myTranscript } from "~/features/learning/transcript.server";
import { changeTranscriptShare, transcriptPath } from "~/features/learning/transcript-share.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { pageParam } from "~/lib/paging";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/transcript";

export const handle: TranslationHandle = { namespaces: ["transcript"] };

const DONE = { share: "compartida", renew: "enlace-nuevo", stop: "privada" } as const;
const DONE_TEXT: Record<string, string> = { compartida: "share.done.shared", "enlace-nuevo": "share.done.renewed", privada: "share.done.stopped" };

export function meta(args: Route.MetaArgs) {
  return [
    ...localizedMeta(args, (t) => ({ title: t("transcript:metaTitle"), description: t("transcript:metaDescription") })),
    { name: "robots", content: "noindex" },
  ];
}

/** /courses/transcript, 'Mi formación': the signed-in member's every course, certificate and total, and her sharing choice. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const { transcript, share } = await myTranscript(ctx, pageParam(new URL(request.url).searchParams));
    return { transcript, sharedAt: share.sharedAt, url: share.shareId ? `${siteOrigin()}${transcriptPath(share.shareId)}` : null };
  });
}

/** On client navigations, the transcript's translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("transcript", serverLoader);
}

/** The member shares her transcript, makes a new link or stops sharing (only her own); then back to the page with what happened. */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const { intent } = await changeTranscriptShare(ctx, values.intent);
    return redirect(`/courses/transcript?hecho=${DONE[intent]}`, 303);
  });
}

export default function TranscriptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("transcript");
  const { transcript, url, sharedAt } = loaderData;
  const [search] = useSearchParams();
  const done = DONE_TEXT[search.get("hecho") ?? ""];
  const pageLink = usePageLink();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {done ? <Alert tone="success">{t(done)}</Alert> : null}
      <Link to="/courses" className="mt-4 inline-block text-sm font-semibold text-brand-700 underline">
        {t("backToCourses")}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t("heading")}</h1>
      <p className="mt-2 text-slate-700">{t("lead")}</p>
      <TranscriptTotalsList totals={transcript.totals} showProgress />
      <a
        href="/courses/transcript/pdf"
        download
        className="mt-4 inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50"
      >
        {t("pdf.download")}
      </a>
      {transcript.totals.courses === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p>{t("empty")}</p>
          <Link to="/university" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("browse")}
          </Link>
        </div>
      ) : (
        <>
          <TranscriptCourseList courses={transcript.courses} showProgress />
          <Pager page={transcript.page} pages={transcript.pages} linkTo={pageLink} labels={pagerLabels(t, "pages", transcript.page, transcript.pages)} />
        </>
      )}
      <TranscriptSharePanel url={url} sharedAt={sharedAt} />
    </div>
  );
}
