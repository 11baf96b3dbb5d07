import QRCode from "qrcode";
import { Form, redirect, useActionData, useSearchParams } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Fact } from "~/components/ui/fact";
import { formatLongDate } from "~/components/ui/format-date";
import { TextField } from "~/components/ui/text-field";
import { credentialAnswer, siteOrigin } from "~/features/learning/certificate-answers.server";
import { certificateUrl, linkedInAddUrl } from "~/features/learning/certificate-credential";
import { certificateSchema } from "~/features/learning/certificate-schema.server";
import { certificateVerification } from "~/features/learning/certificate-verification.server";
import { certificateById, certificatesOfHolder, correctHolderName, restoreCertificate, revokeCertificate } from "~/features/learning/certificates.server";
import { CredentialVerification } from "~/features/learning/components/credential-verification";
import { learningPolicy } from "~/features/learning/policy";
import { pageShareImage } from "~/features/share-cards/cards.server";
import { requestContext } from "~/lib/context.server";
import { withNamespace } from "~/lib/i18n/client-translations";
import type { TranslationHandle } from "~/lib/i18n/i18n";
import { useTranslation } from "~/lib/i18n/react";
import { serverI18n } from "~/lib/i18n/resources.server";
import { siteParams } from "~/lib/i18n/site-params";
import { pageMeta } from "~/lib/meta";
import { actionAnswer, loaderAnswer } from "~/lib/route-answer.server";
import { keepOfflineOffer } from "~/lib/service-worker/keep-offline.server";
import { KeepOffline } from "~/shell/keep-offline";
import type { ScriptlessHandle } from "~/shell/scriptless";
import type { Route } from "./+types/certificate";

/** Works whole without JavaScript: a visitor gets it without scripts (issue 43 §3). */
export const handle: TranslationHandle & ScriptlessHandle = { namespaces: ["credentials"], scriptless: true };

/** The same address answers a machine asking for JSON-LD with the Open Badges credential instead of the page. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if ((request.headers.get("accept") ?? "").includes("application/ld+json")) return credentialAnswer(context.get(requestContext), params.certificateId);
    return next();
  },
];

/** Title, description, Open Graph with the certificate's share card, the link to its Open Badges credential and its schema.org JSON-LD. */
export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { origin?: string; locale?: string } | undefined;
  if (!loaderData) return [{ title: siteParams().siteName }];
  const { certificate, texts, shareImage, schema } = loaderData;
  const tags = pageMeta({
    title: texts.title,
    description: texts.description,
    origin: root?.origin ?? "",
    path: location.pathname,
    locale: root?.locale,
    image: shareImage,
  });
  tags.push({ tagName: "link", rel: "alternate", type: "application/ld+json", href: `/certificates/${certificate.id}/credential.json` });
  return [...tags, { "script:ld+json": schema }];
}

/**
 * /certificates/{id}, public (page-cached for visitors): what the certificate certifies and whether
 * it is valid (its validity, whether a renewal replaced it, and the check of its signed credential), with
 * its QR code, PDF, LinkedIn and WhatsApp; admins also revoke it, restore it or correct the name.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  return loaderAnswer(context, async (ctx) => {
    const certificate = await certificateById(ctx, params.certificateId);
    const origin = siteOrigin();
    const url = certificateUrl(origin, certificate.id);
    const { t } = serverI18n(ctx.locale);
    const texts = {
      title: t("credentials:certificate.metaTitle", { name: certificate.holderName, course: certificate.courseTitle }),
      description: t("credentials:certificate.metaDescription", {
        name: certificate.holderName,
        course: certificate.courseTitle,
        hours: certificate.durationHours,
      }),
    };
    return {
      certificate,
      expired: certificate.expiresAt !== null && new Date(certificate.expiresAt).getTime() <= ctx.now().getTime(),
      verification: await certificateVerification(ctx, certificate.id),
      url,
      linkedIn: linkedInAddUrl(certificate, origin),
      qrSvg: await QRCode.toString(url, { type: "svg", margin: 1 }),
      mayManage: learningPolicy.can(ctx.actor, "manageCertificates"),
      texts,
      schema: certificateSchema(certificate, origin, texts),
      shareImage: await pageShareImage(ctx, "certificate", certificate.id),
      // The holder may keep their own certificate for offline viewing on this device.
      keepOffline: keepOfflineOffer(
        ctx,
        { url: `/certificates/${certificate.id}`, title: texts.title },
        ctx.actor !== null && (await certificatesOfHolder(ctx, ctx.actor.id)).some((own) => own.id === certificate.id),
      ),
    };
  });
}

/** On client navigations, the credentials translations arrive with the data. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withNamespace(["credentials"], serverLoader);
}

const DONE = { revoke: "revocado", restore: "restablecido", correct: "corregido" } as const;

/** An admin revokes the certificate (with a reason), restores a revoked one (with a reason) or corrects the holder's name once; anyone else is refused (403). */
export function action({ request, params, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    const id = params.certificateId;
    const intent = values.intent === "revoke" || values.intent === "restore" ? values.intent : "correct";
    if (intent === "revoke") await revokeCertificate(ctx, { id, reason: values.reason });
    else if (intent === "restore") await restoreCertificate(ctx, { id, reason: values.reason });
    else await correctHolderName(ctx, { id, name: values.name });
    return redirect(`/certificates/${id}?hecho=${DONE[intent]}`, 303);
  });
}

const DONE_TEXT = { revocado: "certificate.revokedDone", restablecido: "certificate.restoredDone", corregido: "certificate.correctedDone" } as const;

export default function Certificate({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("credentials");
  const { certificate, expired, verification, url, linkedIn, qrSvg, mayManage, keepOffline } = loaderData;
  const [search] = useSearchParams();
  const done = search.get("hecho");
  const doneText = done && Object.hasOwn(DONE_TEXT, done) ? DONE_TEXT[done as keyof typeof DONE_TEXT] : null;
  const shareable = !certificate.revokedAt && !certificate.supersededBy;
  const date = (iso: string) => formatLongDate(iso, i18n.language);
  const share = `https://wa.me/?text=${encodeURIComponent(t("certificate.shareText", { course: certificate.courseTitle, url }))}`;
  const button = "inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      {doneText ? <Alert tone="success">{t(doneText)}</Alert> : null}
      <p className="mt-4 font-semibold text-brand-700">{t("certificate.university")}</p>
      <h1 className="mt-1 text-3xl font-bold">{t("certificate.title")}</h1>
      <p className="mt-3" role="status">
        {certificate.revokedAt ? (
          <span className="inline-block rounded-full bg-red-100 px-3 py-1 font-semibold text-red-900">
            {t("certificate.revoked")} · {date(certificate.revokedAt)}
          </span>
        ) : certificate.supersededBy ? (
          <span className="inline-block rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">{t("certificate.superseded")}</span>
        ) : expired && certificate.expiresAt ? (
          <span className="inline-block rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900">
            {t("certificate.expired")} · {date(certificate.expiresAt)}
          </span>
        ) : (
          <span className="inline-block rounded-full bg-emerald-100 px-3 py-1 font-semibold text-emerald-900">{t("certificate.valid")}</span>
        )}
      </p>
      {certificate.revokedReason ? <p className="mt-2 text-red-900">{t("certificate.revokedReason", { reason: certificate.revokedReason })}</p> : null}
      {certificate.supersededBy ? (
        <p className="mt-2">
          <a href={`/certificates/${certificate.supersededBy}`} className="font-semibold text-brand-700 underline">
            {t("certificate.supersededLink")}
          </a>
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_12rem]">
        <dl className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
          <Fact label={t("certificate.holder")}>{certificate.holderName}</Fact>
          <Fact label={t("certificate.course")}>{certificate.courseTitle}</Fact>
          <Fact label={t("certificate.hours")}>{t("certificate.hoursValue", { count: certificate.durationHours })}</Fact>
          <Fact label={t("certificate.completedOn")}>{date(certificate.completedAt)}</Fact>
          {certificate.trainerName ? <Fact label={t("certificate.trainerLabel")}>{certificate.trainerName}</Fact> : null}
          <Fact label={t("certificate.issuer")}>{t("certificate.university")}</Fact>
          <Fact label={t("certificate.issuedOn")}>{date(certificate.issuedAt)}</Fact>
          <Fact label={t("certificate.validity")}>
            {certificate.expiresAt
              ? t(expired ? "certificate.expiredOn" : "certificate.validUntil", { date: date(certificate.expiresAt) })
              : t("certificate.noExpiry")}
          </Fact>
          {certificate.scoreBand ? <Fact label={t("certificate.band")}>{t(`certificate.bands.${certificate.scoreBand}`)}</Fact> : null}
          <Fact label={t("certificate.id")}>
            <code className="break-all">{certificate.id}</code>
          </Fact>
        </dl>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the QR code is an SVG the qrcode package drew from the certificate's own address. */}
        <div role="img" aria-label={t("certificate.qr")} className="mx-auto w-48" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      </div>
      {certificate.nameCorrected ? <p className="mt-3 text-sm text-slate-700">{t("certificate.nameCorrected")}</p> : null}
      <p className="mt-4 text-sm text-slate-700">{t("certificate.notOfficial")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={`/certificates/${certificate.id}/pdf`} className={button} download>
          {t("certificate.pdf")}
        </a>
        {shareable ? (
          <>
            <a href={linkedIn} className={button} target="_blank" rel="noopener noreferrer">
              {t("certificate.linkedin")}
            </a>
            <a href={share} className={button} target="_blank" rel="noopener noreferrer">
              {t("certificate.whatsapp")}
            </a>
          </>
        ) : null}
        <a href={`/certificates/${certificate.id}/credential.json`} className={button}>
          {t("certificate.json")}
        </a>
        <KeepOffline offer={keepOffline} />
      </div>
      <CredentialVerification verification={verification} />
      {shareable ? (
        <section className="mt-8" aria-labelledby="linkedin-fields">
          <h2 id="linkedin-fields" className="text-lg font-semibold">
            {t("certificate.linkedinFields")}
          </h2>
          <dl className="mt-2 grid gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
            <Fact label={t("certificate.course")}>{certificate.courseTitle}</Fact>
            <Fact label={t("certificate.organization")}>{siteParams().siteName}</Fact>
            <Fact label={t("certificate.issueDate")}>{date(certificate.issuedAt)}</Fact>
            <Fact label={t("certificate.id")}>{certificate.id}</Fact>
            <Fact label={t("certificate.url")}>
              <span className="break-all">{url}</span>
            </Fact>
          </dl>
        </section>
      ) : null}
      {mayManage ? <AdminTools revoked={certificate.revokedAt !== null} corrected={certificate.nameCorrected} /> : null}
    </div>
  );
}

/** The admins' changes: revoke with a reason (or restore a revoked one, with a reason), and correct the holder's name once. */
function AdminTools({ revoked, corrected }: { revoked: boolean; corrected: boolean }) {
  const { t } = useTranslation("credentials");
  const answer = useActionData<typeof action>();
  const failure = answer && "ok" in answer && answer.ok === false ? answer : null;
  const button = "rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800";
  return (
    <section className="mt-10 rounded-xl border border-slate-300 bg-slate-50 p-4" aria-labelledby="certificate-admin">
      <h2 id="certificate-admin" className="text-lg font-semibold">
        {t("certificate.admin")}
      </h2>
      {failure ? (
        <div className="mt-3">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      {revoked ? (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="restore" />
          <p className="text-slate-700">{t("certificate.restoreHint")}</p>
          <TextField
            label={t("certificate.restoreReason")}
            name="reason"
            required
            maxLength={300}
            error={failure?.field === "reason" ? failure.error : undefined}
          />
          <button type="submit" className="justify-self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("certificate.restore")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="mt-4 grid gap-3">
          <input type="hidden" name="intent" value="revoke" />
          <TextField
            label={t("certificate.revokeReason")}
            name="reason"
            required
            maxLength={300}
            error={failure?.field === "reason" ? failure.error : undefined}
          />
          <button type="submit" className={`${button} justify-self-start`}>
            {t("certificate.revoke")}
          </button>
        </Form>
      )}
      {corrected ? (
        <p className="mt-4 text-slate-700">{t("certificate.correctedOnce")}</p>
      ) : (
        <Form method="post" className="mt-6 grid gap-3">
          <input type="hidden" name="intent" value="correct" />
          <TextField label={t("certificate.newName")} name="name" required maxLength={120} error={failure?.field === "name" ? failure.error : undefined} />
          <button type="submit" className="justify-self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {t("certificate.correct")}
          </button>
        </Form>
      )}
    </section>
  );
}
