import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";
import { PASSWORD_MAX, PASSWORD_MIN } from "../password-policy";

type NewPasswordFieldsProps = { label: string; withConfirm: boolean; error: (field: string) => string | undefined };

/** The new-password input (8–128 characters, with its hint) and, when asked, the repeat field. */
export function NewPasswordFields({ label, withConfirm, error }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        hint={t("auth.fields.passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
        error={error("password")}
      />
      {withConfirm ? (
        <TextField label={t("auth.fields.confirmPassword")} name="confirm" type="password" autoComplete="new-password" required error={error("confirm")} />
      ) : null}
    </>
  );
}
