import { redirect, useActionData, useNavigation } from "react-router";
import type { EditorFailure } from "~/components/ui/form-parts";
import { Link } from "~/components/ui/link";
import { NEW_OFFER, OfferForm, type OfferFormValues } from "~/features/jobs/components/offer-form";
import { OfferStatusBadge } from "~/features/jobs/components/offer-status-badge";
import type { OfferInput } from "~/features/jobs/jobs.schemas";
import { createOffer, offerForEditing, updateOffer } from "~/features/jobs/offers.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import type { Route } from "./+types/job-editor";

export const handle: TranslationHandle = { namespaces: ["jobs"] };

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({
    title: args.params.jobId ? t("jobs:form.editTitle") : t("jobs:form.newTitle"),
    description: t("jobs:company.lead"),
  }));
}

/**
 * /company/jobs/new and /company/jobs/{id}/edit (companies only): the offer form, empty or with one of
 * the company's own offers (403 for another company's, 404 for none).
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    if (!params.jobId) return { offer: NEW_OFFER, status: "draft" as const, isActive: false, id: null };
    const offer = await offerForEditing(ctx, Number(params.jobId));
    const values: OfferFormValues = {
      title: offer.title,
      description: offer.description,
      country: offer.country,
      city: offer.city ?? "",
      remoteAllowed: offer.remoteAllowed,
      fullyRemote: offer.fullyRemote,
      jobType: offer.jobType,
      experienceLevel: offer.experienceLevel ?? "",
      category: offer.category.join(","),
      requirements: offer.requirements.join("\n"),
      salaryMin: offer.salaryMin?.toString() ?? "",
      salaryMax: offer.salaryMax?.toString() ?? "",
      salaryCurrency: offer.salaryCurrency ?? "USD",
      validThrough: offer.validThrough ?? "",
      workStartsOn: offer.workStartsOn ?? "",
      workEndsOn: offer.workEndsOn ?? "",
    };
    return { offer: values, status: offer.status, isActive: offer.isActive, id: offer.id };
  });
}

/** On client navigations, the jobs translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace("jobs", serverLoader);
}

/**
 * Creates or saves the offer (as a draft, or published with `publish`), then shows the company's
 * offers; a refusal answers the Spanish message, the field and what was typed.
 */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values, form) => {
    const category = form.getAll("category").filter((item): item is string => typeof item === "string");
    // What was typed comes back after a refusal: the categories as one list, like the form reads them.
    values.category = category.join(",");
    // The service checks every field with Spanish messages; the posted text is its input as it came.
    const input = { ...values, category } as OfferInput;
    const saved = params.jobId ? await updateOffer(ctx, Number(params.jobId), input) : await createOffer(ctx, input);
    return redirect(`/company/jobs?guardada=${saved.status}`, 303);
  });
}

export default function JobEditor({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("jobs");
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failure: EditorFailure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const { offer, status, isActive, id } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Link to="/company/jobs" className="text-brand-700 underline">
        {t("form.back")}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{id ? t("form.editTitle") : t("form.newTitle")}</h1>
        {id ? <OfferStatusBadge status={status} isActive={isActive} /> : null}
      </div>
      <p className="mt-2 text-slate-700">{id ? t("form.editLead") : t("form.newLead")}</p>
      {id && isActive ? (
        <p className="mt-2">
          <Link to={`/jobs/${id}`} className="text-brand-700 underline">
            {t("form.viewPublic")}
          </Link>
        </p>
      ) : null}
      <OfferForm offer={offer} failure={failure} busy={busy} isDraft={status === "draft"} />
    </div>
  );
}
