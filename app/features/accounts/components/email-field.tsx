import { TextField } from "~/components/ui/text-field";
import { useTranslation } from "~/lib/i18n/react";

type EmailFieldProps = { defaultValue?: string; error?: string; invalid?: boolean };

/** The labelled e-mail input of every account form (type email, autocomplete, required). */
export function EmailField({ defaultValue, error, invalid }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("auth.fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      required
      defaultValue={defaultValue}
      error={error}
      aria-invalid={invalid || error ? true : undefined}
    />
  );
}
