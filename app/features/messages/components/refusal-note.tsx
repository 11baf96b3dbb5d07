import { Alert } from "~/components/ui/alert";
import { useTranslation } from "~/lib/i18n/react";

export type RefusalReason = "company" | "limit" | "companyLimit" | "blocked" | "websiteForm" | "formerMember";

/** Why the viewer may not write to `name` now (spec §5 Messages), in the words of the send rules, in place of a form or a button. */
export function RefusalNote({ reason, name }: { reason: RefusalReason; name: string }) {
  const { t } = useTranslation("members");
  return (
    <Alert tone="info">
      <p className="font-semibold">{t(`messages.refused.${reason}.title`)}</p>
      <p className="mt-1">{t(`messages.refused.${reason}.text`, { name })}</p>
    </Alert>
  );
}
