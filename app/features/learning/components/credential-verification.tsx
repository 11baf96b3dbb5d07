import { formatLongDate } from "~/components/ui/format-date";
import { useTranslation } from "~/lib/i18n/react";
import type { CertificateVerification } from "../certificate-verification.server";

const VALIDATOR_URL = "https://openbadgesvalidator.imsglobal.org/";

const STATUS_TONE: Record<CertificateVerification["status"], string> = {
  active: "border-emerald-300 bg-emerald-50 text-emerald-900",
  revoked: "border-red-300 bg-red-50 text-red-900",
  expired: "border-amber-300 bg-amber-50 text-amber-900",
  superseded: "border-slate-300 bg-slate-50 text-slate-900",
};

/**
 * The certificate page's "Verificación" panel: whether the signature holds, the certificate's status
 * and validity, the issuer and key, and how anyone can check the same credential with another verifier.
 */
export function CredentialVerification({ verification }: { verification: CertificateVerification }) {
  const { t, i18n } = useTranslation("credentials");
  const signatureOk = verification.signature === "valid";
  return (
    <section aria-labelledby="credential-verification-title" className="mt-8 rounded-lg border border-slate-200 p-4 sm:p-6">
      <h2 id="credential-verification-title" className="text-xl font-bold">
        {t("verification.title")}
      </h2>
      <p role="status" className={`mt-3 rounded-md border p-3 text-sm font-semibold ${signatureOk ? STATUS_TONE.active : STATUS_TONE.revoked}`}>
        {signatureOk ? t("verification.signatureValid") : t("verification.signatureInvalid")}
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">{t("verification.statusLabel")}</dt>
        <dd>
          <span className={`inline-block rounded-md border px-2 py-0.5 ${STATUS_TONE[verification.status]}`}>
            {t(`verification.status.${verification.status}`)}
          </span>
          <span className="ml-2 text-slate-700">
            {verification.validUntil
              ? t("verification.validUntil", { date: formatLongDate(verification.validUntil, i18n.language) })
              : t("verification.noExpiry")}
          </span>
        </dd>
        <dt className="font-semibold">{t("verification.issuerLabel")}</dt>
        <dd className="break-all">
          <a className="text-brand-700 underline" href={verification.links.issuer}>
            {verification.links.issuer}
          </a>
        </dd>
        {verification.links.key ? (
          <>
            <dt className="font-semibold">{t("verification.keyLabel")}</dt>
            <dd className="break-all">
              <a className="text-brand-700 underline" href={verification.links.key}>
                {verification.keyId}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-6 text-lg font-semibold">{t("verification.elsewhereTitle")}</h3>
      <p className="mt-2 text-sm text-slate-700">{t("verification.elsewhereLead")}</p>
      <p className="mt-2 text-sm text-slate-700">{t("verification.steps")}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
        <li>
          <a className="text-brand-700 underline" href={verification.links.credential} download>
            {t("verification.downloadCredential")}
          </a>
        </li>
        <li>
          <a className="text-brand-700 underline" href={verification.links.issuer}>
            {t("verification.issuerProfile")}
          </a>
        </li>
        {verification.links.statusList ? (
          <li>
            <a className="text-brand-700 underline" href={verification.links.statusList}>
              {t("verification.statusList")}
            </a>
          </li>
        ) : null}
        <li>
          <a className="text-brand-700 underline" href={VALIDATOR_URL} rel="noopener noreferrer">
            {t("verification.validator")}
          </a>
        </li>
      </ul>
    </section>
  );
}
