import { useEffect } from "react";
import { Form, useActionData, useLocation, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { formatLongDate } from "~/components/ui/format-date";
import { Link } from "~/components/ui/link";
import { Pager, pagerLabels, usePageLink } from "~/components/ui/pager";
import { SelectField } from "~/components/ui/select-field";
import { showToast } from "~/components/ui/toast";
import { AvailableTechnicians } from "~/features/availability/components/available-technicians";
import { bookingRequestPath } from "~/features/bookings/public";
import { changeApplicationStatus, offerApplications } from "~/features/jobs/applications.server";
import { OfferStatusBadge } from "~/features/jobs/components/offer-status-badge";
import { APPLICATION_STATUSES } from "~/features/jobs/job-options";
import type { ReceivedApplication } from "~/features/jobs/job-views";
import { offerSuggestions } from "~/features/jobs/offer-suggestions.server";
import { MessageLink } from "~/features/messages/public";
import { ProfileCard } from "~/features/profiles/public";
import { AddToTalentList, type TalentCardExtras, TalentNotePanel } from "~/features/recruiting/public";
import { talentCardExtras } from "~/features/recruiting/public.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/job-applications";

export const handle: TranslationHandle = { namespaces: ["jobs", "members", "network", "availability"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("jobs:received.metaTitle"), description: t("jobs:received.lead") }));
}

/**
 * /company/jobs/{id}/applications (companies only): the applications of one of the company's own
 * offers, newest first, 20 a page, narrowed to one status by `?estado=` (403 for another company's offer).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = Number.parseInt(search.get("pagina") ?? "1", 10);
  const status = APPLICATION_STATUSES.find((known) => known === search.get("estado")) ?? null;
  return loaderAnswer(context, async (ctx) => {
    const [received, suggestions] = await Promise.all([
      offerApplications(ctx, Number(params.jobId), page, status),
      offerSuggestions(ctx, Number(params.jobId)),
    ]);
    // The company's own note and lists beside each applicant (issue 41).
    const talent = await talentCardExtras(
      ctx,
      received.applications.map((application) => application.applicant.id),
    );
    // Each available technician can be asked for an option on the offer's days (issue 39): the card's 'Pedir opción'.
    return { ...received, suggestions, talent, askOption: serverI18n(ctx.locale).t("bookings:request.entry.askOption") };
  });
}

/** On client navigations, the jobs, members, network (the applicant cards) and availability translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["jobs", "members", "network", "availability"], serverLoader);
}

/** Moves an application to one of the five statuses (the applicant hears of any change but to pending); only the offer's company may (403). */
export function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const saved = await changeApplicationStatus(ctx, { applicationId: Number(values.applicationId), status: values.status ?? "" });
    return { ok: true as const, ...saved };
  });
}

export default function JobApplications({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("jobs");
  const done = useActionData<typeof action>();
  const pageLink = usePageLink();
  const { offer, applications, count, page, pages, status, byStatus, all, suggestions, askOption, talent } = loaderData;
  const failure = done && done.ok === false ? done : null;
  useEffect(() => {
    if (done?.ok === true)
      showToast(t(done.status === "pending" ? "received.savedPending" : "received.saved", { status: t(`applicationStatuses.${done.status}`) }));
  }, [done, t]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/company/jobs" className="text-brand-700 underline">
        {t("form.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold break-words">{t("received.heading", { title: offer.title })}</h1>
        <OfferStatusBadge status={offer.status} isActive={offer.status === "active"} />
      </div>
      <p className="mt-2 text-slate-700">{t("received.lead")}</p>
      <nav aria-label={t("received.filter")} className="mt-6 flex flex-wrap gap-2">
        <StatusTab to="?" current={status === null} label={t("received.all", { count: all })} />
        {APPLICATION_STATUSES.map((known) => (
          <StatusTab
            key={known}
            to={`?estado=${known}`}
            current={status === known}
            label={t("received.inStatus", { status: t(`applicationStatuses.${known}`), count: byStatus[known] })}
          />
        ))}
      </nav>
      <p className="mt-4 font-semibold" aria-live="polite">
        {t("received.count", { count })}
      </p>
      {failure ? (
        <div className="mt-4">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      {applications.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p>{status ? t("received.emptyStatus", { status: t(`applicationStatuses.${status}`) }) : t("received.empty")}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6">
          {applications.map((application) => (
            <ApplicationItem key={application.id} application={application} talent={talent} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} labels={pagerLabels(t, "received", page, pages)} />
      {suggestions ? (
        <AvailableTechnicians
          {...suggestions}
          card={(technician, freeDays) => (
            <ProfileCard
              profile={technician}
              variant="grid"
              area="company"
              note={freeDays}
              actions={
                <>
                  <MessageLink counterpartId={technician.id} name={technician.name} messagesPath="/company/messages" option={{ allowed: true }} />
                  <Link
                    to={bookingRequestPath({
                      technicianId: technician.id,
                      source: "offer",
                      offerId: offer.id,
                      from: suggestions.window.from,
                      to: suggestions.window.to,
                    })}
                    className="inline-flex items-center rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700"
                  >
                    {askOption}
                    <span className="sr-only">: {technician.name}</span>
                  </Link>
                </>
              }
            />
          )}
        />
      ) : null}
    </div>
  );
}

/** A status filter link; the current one is marked for assistive technology. */
function StatusTab({ to, current, label }: { to: string; current: boolean; label: string }) {
  return (
    <Link
      to={to}
      aria-current={current ? "page" : undefined}
      className={`rounded-full border px-3 py-1 text-sm font-semibold ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50"}`}
    >
      {label}
    </Link>
  );
}

/** One application: the applicant's card, date, cover letter, CV and contact, and the status form. */
function ApplicationItem({ application, talent }: { application: ReceivedApplication; talent: TalentCardExtras | null }) {
  const { t, i18n } = useTranslation("jobs");
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("applicationId") === String(application.id);
  const { applicant } = application;
  const contact = `/company/messages?${new URLSearchParams({ con: applicant.id, asunto: application.contactSubject }).toString()}`;
  const statusId = `status-${application.id}`;
  return (
    <li className="grid gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-[minmax(0,18rem)_1fr]" data-testid="received-application">
      <ProfileCard profile={applicant} variant="detailed" area="company" />
      <div className="grid content-start gap-4">
        <p className="text-sm text-slate-700">{t("received.appliedOn", { date: formatLongDate(application.createdAt, i18n.language), id: application.id })}</p>
        <section aria-label={t("received.coverLetter")}>
          <h2 className="font-semibold">{t("received.coverLetter")}</h2>
          {application.coverLetter ? (
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-800">{application.coverLetter}</p>
          ) : (
            <p className="mt-1 text-slate-600">{t("received.noCoverLetter")}</p>
          )}
        </section>
        <div className="flex flex-wrap gap-3">
          {application.hasAttachedCv ? (
            <a
              href={`/company/applications/${application.id}/cv`}
              className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50"
              download
            >
              {t("received.attachedCv")}
            </a>
          ) : applicant.hasCvEnabled ? (
            <a href={`/profile/${applicant.id}/cv`} className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50" download>
              {t("received.profileCv")}
            </a>
          ) : (
            <span className="self-center text-sm text-slate-600">{t("received.noCv")}</span>
          )}
          <Link to={contact} className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700">
            {t("received.contact")}
            <span className="sr-only">: {applicant.name}</span>
          </Link>
          {talent?.lists[applicant.id] ? (
            <AddToTalentList
              technicianId={applicant.id}
              lists={talent.lists[applicant.id]}
              source="application"
              returnTo={`${pathname}${search}`}
              texts={talent.texts.addToList}
            />
          ) : null}
        </div>
        {talent ? (
          <TalentNotePanel
            technicianId={applicant.id}
            note={talent.notes[applicant.id] ?? null}
            returnTo={`${pathname}${search}`}
            compact
            texts={talent.texts.note}
          />
        ) : null}
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="applicationId" value={application.id} />
          <SelectField
            id={statusId}
            label={t("received.status", { name: applicant.name })}
            name="status"
            defaultValue={application.status}
            options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applicationStatuses.${status}`) }))}
          />
          <button type="submit" disabled={busy} className="rounded-md border border-slate-300 px-3 py-2 font-semibold hover:bg-slate-50 disabled:opacity-60">
            {busy ? t("form.saving") : t("received.saveStatus")}
          </button>
        </Form>
      </div>
    </li>
  );
}
