import { useRef, useState } from "react";
import { Form, useSubmit } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";
import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { PrivacySection } from "./privacy-section";

type Failure = { error: string; field?: string } | null;

/**
 * 'Eliminar mi cuenta': what happens and when, the password (and the 2FA code when it is on), and a
 * confirmation dialog before the request goes (without JavaScript the password alone confirms it).
 */
export function DeletionPanel({ twoFactor, company, busy, failure }: { twoFactor: boolean; company: boolean; busy: boolean; failure: Failure }) {
  const { t } = useTranslation("privacy");
  const form = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  return (
    <PrivacySection id="eliminar" title={t("deletion.title")} danger>
      <p className="mt-2 text-slate-700">{t("deletion.lead")}</p>
      <p className="mt-2 text-slate-700">{t("deletion.what")}</p>
      {company ? <p className="mt-2 text-slate-700">{t("deletion.company")}</p> : null}
      {failure ? (
        <div className="mt-4">
          <Alert tone="error">{failure.error}</Alert>
        </div>
      ) : null}
      <Form
        ref={form}
        method="post"
        className="mt-4 max-w-sm space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <input type="hidden" name="intent" value="delete" />
        <TextField
          label={t("deletion.password")}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={failure?.field === "password" ? true : undefined}
        />
        {twoFactor ? (
          <TextField
            label={t("deletion.code")}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            hint={t("deletion.codeHint")}
            aria-invalid={failure?.field === "code" ? true : undefined}
          />
        ) : null}
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? t("deletion.confirming") : t("deletion.confirm")}
        </Button>
      </Form>
      <Modal title={t("deletion.dialogTitle")} open={confirming} onClose={() => setConfirming(false)} closeLabel={t("deletion.close")}>
        <p className="text-slate-800">{t("deletion.dialogBody")}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t("deletion.cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              if (form.current) submit(form.current);
            }}
          >
            {t("deletion.confirm")}
          </Button>
        </div>
      </Modal>
    </PrivacySection>
  );
}
