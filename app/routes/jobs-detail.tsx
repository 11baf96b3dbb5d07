import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Fact } from "~/components/ui/fact";
import { formatLongDate } from "~/components/ui/format-date";
import { numberFormatter } from "~/components/ui/format-number";
import { Link } from "~/components/ui/link";
import { TextAreaField } from "~/components/ui/text-area-field";
import { applyToOffer, hasProfileCv } from "~/features/jobs/applications.server";
import { CompanyLogo } from "~/features/jobs/components/offer-card";
import { placeOf, salaryOf } from "~/features/jobs/components/offer-text";
import { OFFER_LIMITS } from "~/features/jobs/job-options";
import { jobPosting } from "~/features/jobs/job-posting";
import { getOffer } from "~/features/jobs/offers.server";
import { jobsPolicy } from "~/features/jobs/policy";
import { pageShareImage } from "~/features/share-cards/cards.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { skillLabel } from "~/lib/vocabulary/av-categories";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/jobs-detail";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["jobs"], scriptless: true };

const DESCRIPTION_META = 160;

/** Title, description, Open Graph with the offer's share card, and the offer's JobPosting JSON-LD. */
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }];
  const { offer, shareImage } = loaderData;
  const origin = root?.origin ?? "";
  const text = offer.description.replace(/\s+/g, " ").trim();
  const description = text.length > DESCRIPTION_META ? `${text.slice(0, DESCRIPTION_META - 1).trimEnd()}…` : text;
  const tags = pageMeta({
    title: `${offer.title} · ${offer.company.name}`,
    description,
    origin,
    path: location.pathname,
    locale: root?.locale,
    image: shareImage,
  });
  if (offer.isActive) tags.push({ "script:ld+json": jobPosting(offer, origin) });
  return tags;
}

/**
 * /jobs/{id}, public (page-cached for visitors): an offer on the board (404 otherwise, except for its
 * company) and who is looking (a visitor, an individual who may apply, a company). Views are counted
 * by the page's image beacon (GET /api/jobs/{id}/view), loaded without JavaScript and also when the
 * page came from the cache.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const offer = await getOffer(ctx, Number(params.jobId));
    const viewer = !ctx.actor ? ("visitor" as const) : jobsPolicy.can(ctx.actor, "apply") ? ("individual" as const) : ("company" as const);
    const mayApply = viewer === "individual" && offer.isActive && !offer.myApplication;
    return { offer, viewer, hasCv: mayApply ? await hasProfileCv(ctx) : false, shareImage: await pageShareImage(ctx, "job", String(offer.id)) };
  });
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

/** Applies the signed-in individual to the offer (spec §5), then shows the offer again with the application. */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const jobId = Number(params.jobId);
    await applyToOffer(ctx, { jobId, coverLetter: values.coverLetter, attachCv: values.attachCv === "on" });
    return redirect(`/jobs/${jobId}`, 303);
  });
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("jobs");
  const { offer, viewer, hasCv } = loaderData;
  const salary = salaryOf(t, offer, i18n.language);
  const companyLink = viewer === "visitor" ? `/explore?tipo=empresas&q=${encodeURIComponent(offer.company.name)}` : `/profile/${offer.company.id}`;

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {offer.isActive ? <ViewBeacon offerId={offer.id} /> : null}
      <Link to="/jobs" className="text-brand-700 underline">
        {t("detail.back")}
      </Link>
      <div className="mt-6 flex items-start gap-4">
        <CompanyLogo name={offer.company.name} url={offer.company.logoUrl} size={64} />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold break-words">{offer.title}</h1>
          <p className="mt-1">
            <Link to={companyLink} className="font-semibold text-brand-700 hover:underline">
              {offer.company.name}
            </Link>
          </p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        <Fact label={t("detail.place")}>
          {offer.remoteAllowed ? t("card.orRemote", { place: placeOf(t, i18n.language, offer) }) : placeOf(t, i18n.language, offer)}
        </Fact>
        <Fact label={t("detail.type")}>{t(`types.${offer.jobType}`)}</Fact>
        <Fact label={t("detail.experience")}>{offer.experienceLevel ? t(`experienceLevels.${offer.experienceLevel}`) : t("detail.anyExperience")}</Fact>
        <Fact label={t("detail.categories")}>{offer.category.map((code) => skillLabel(t, code)).join(", ")}</Fact>
        {salary ? <Fact label={t("detail.salary")}>{salary}</Fact> : null}
        <Fact label={t("detail.validThrough")}>{offer.validThrough ? formatLongDate(offer.validThrough, i18n.language) : t("detail.noDeadline")}</Fact>
        <Fact label={t("detail.posted")}>{formatLongDate(offer.publishedAt ?? offer.createdAt, i18n.language)}</Fact>
        <Fact label={t("detail.views")}>
          <span data-testid="offer-views">{numberFormatter(i18n.language).format(offer.viewsCount)}</span>
        </Fact>
      </dl>
      <section className="mt-8">
        <h2 className="text-xl font-semibold">{t("detail.description")}</h2>
        <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{offer.description}</p>
      </section>
      {offer.requirements.length > 0 ? (
        <section className="mt-8">
          <h2 className="text-xl font-semibold">{t("detail.requirements")}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-6 break-words">
            {offer.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <ApplyPanel offerId={offer.id} isActive={offer.isActive} isOwner={offer.isOwner} viewer={viewer} application={offer.myApplication} hasCv={hasCv} />
    </div>
  );
}

/**
 * The offer's view beacon: an invisible image the browser loads with or without the page's
 * JavaScript, and also when the page came from the cache; its GET counts the visit (once per viewer and day).
 */
function ViewBeacon({ offerId }: { offerId: number }) {
  return (
    <img
      src={`/api/jobs/${offerId}/view`}
      alt=""
      width={1}
      height={1}
      aria-hidden="true"
      decoding="async"
      referrerPolicy="same-origin"
      className="pointer-events-none absolute h-px w-px opacity-0"
    />
  );
}

type ApplyPanelProps = {
  offerId: number;
  isActive: boolean;
  isOwner: boolean;
  viewer: "visitor" | "individual" | "company";
  application: { id: number; status: string; createdAt: string } | null;
  /** The individual has a CV on their profile that the application can carry. */
  hasCv: boolean;
};

/** What the viewer can do about applying: sign in first, the form, their application, or a note for companies. */
function ApplyPanel({ offerId, isActive, isOwner, viewer, application, hasCv }: ApplyPanelProps) {
  const { t, i18n } = useTranslation("jobs");
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure = done && "ok" in done && done.ok === false ? done : null;
  let body: React.ReactNode;
  if (application) {
    body = (
      <div className="grid gap-1">
        <p className="font-semibold">{t("apply.done", { date: formatLongDate(application.createdAt, i18n.language) })}</p>
        <p>{t("apply.status", { status: t(`applicationStatuses.${application.status}`) })}</p>
        <Link to="/member/applications" className="text-brand-700 underline">
          {t("apply.mine")}
        </Link>
      </div>
    );
  } else if (!isActive) body = <p>{t("apply.closed")}</p>;
  else if (viewer === "visitor") {
    body = (
      <div className="grid gap-3">
        <p className="font-semibold">{t("apply.loginRequired")}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={`/login?redirectTo=${encodeURIComponent(`/jobs/${offerId}`)}`}
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t("apply.login")}
          </Link>
          <Link to="/register" className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
            {t("apply.register")}
          </Link>
        </div>
      </div>
    );
  } else if (viewer === "company") body = <p>{isOwner ? t("apply.ownerNote") : t("apply.companyNote")}</p>;
  else {
    body = (
      <Form method="post" className="grid gap-3">
        <TextAreaField
          label={t("apply.coverLetter")}
          name="coverLetter"
          rows={6}
          maxLength={OFFER_LIMITS.coverLetter}
          defaultValue={failure?.values?.coverLetter ?? ""}
          aria-describedby="cover-letter-hint"
          invalid={failure?.field === "coverLetter"}
        />
        <p id="cover-letter-hint" className="text-sm text-slate-600">
          {t("apply.coverLetterHint")}
        </p>
        {hasCv ? (
          <label className="inline-flex items-center gap-2 font-medium">
            <input type="checkbox" name="attachCv" defaultChecked className="h-4 w-4" />
            {t("apply.attachCv")}
          </label>
        ) : (
          <p className="text-sm text-slate-700">
            {t("apply.noCv")}{" "}
            <Link to="/profile" className="text-brand-700 underline">
              {t("apply.uploadCv")}
            </Link>
          </p>
        )}
        <div>
          <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
            {busy ? t("apply.sending") : t("apply.submit")}
          </button>
        </div>
      </Form>
    );
  }
  return (
    <section aria-labelledby="apply-heading" className="mt-10 grid gap-4 rounded-xl bg-brand-50 p-4">
      <h2 id="apply-heading" className="text-xl font-semibold">
        {t("apply.heading")}
      </h2>
      {failure ? <Alert tone="error">{failure.error}</Alert> : null}
      {body}
    </section>
  );
}
