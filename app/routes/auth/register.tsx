import { type FormEvent, useEffect, useRef, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { AuthCard } from "~/components/ui/auth-card";
import { SubmitButton } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { redirectSignedInUser } from "~/features/accounts/anonymous-only.server";
import { CheckEmail } from "~/features/accounts/components/check-email";
import { EmailField } from "~/features/accounts/components/email-field";
import { NewPasswordFields } from "~/features/accounts/components/new-password-fields";
import { resendVerification, signUp } from "~/features/accounts/registration.server";
import { requestContext } from "~/lib/context.server";
import { useTranslation } from "~/lib/i18n/react";
import { actionAnswer } from "~/lib/route-answer.server";
import { localizedMeta } from "~/lib/route-meta";
import { COMPANY_CATEGORIES } from "~/lib/vocabulary/company";
import { countryOptions } from "~/lib/vocabulary/countries";
import type { Route } from "./+types/register";

export function meta(args: Route.MetaArgs) {
  return localizedMeta(args, (t) => ({ title: t("auth.register.title"), description: t("auth.register.lead") }));
}

/** A signed-in user is sent to their landing instead of the form. */
export function loader({ context }: Route.LoaderArgs) {
  return redirectSignedInUser(context.get(requestContext));
}

/** Registers (the user stays signed out and must verify) or resends the verification mail. */
export async function action({ request, context }: Route.ActionArgs) {
  return actionAnswer(request, context, async (ctx, values) => {
    if (values.intent === "resend") {
      await resendVerification(ctx, { email: values.email });
      return data({ ok: true as const, email: values.email ?? "", resent: true });
    }
    const account = await signUp(ctx, values);
    return data({ ok: true as const, email: account.email, resent: false }, { status: 201 });
  });
}

export default function Register({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failedAnswer = actionData && !actionData.ok ? actionData : undefined;
  const [userTypeChosen, setUserTypeChosen] = useState<string | null>(null);
  // What the browser found missing before sending (a company's country and category), said as the server says it.
  const [missing, setMissing] = useState<string[]>([]);
  // A refused form keeps everything typed; the password too when the page stayed in the browser. A page the server
  // rendered anew (no JavaScript) cannot hold it, and says so while its password field is empty.
  const [passwordLost, setPasswordLost] = useState(Boolean(failedAnswer));
  useEffect(() => {
    const password = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    setPasswordLost(Boolean(failedAnswer) && !password?.value);
  }, [failedAnswer]);
  if (actionData?.ok) return <CheckEmail email={actionData.email} resent={actionData.resent} action="/register" />;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  if (failed?.values?.intent === "resend") return <CheckEmail email={failed.values.email ?? ""} resent={false} action="/register" error={failed.error} />;
  const values = failed?.values ?? {};
  const fieldError = (name: string) => (failed?.field === name ? failed.error : undefined);
  const userType = (userTypeChosen ?? values.userType) === "company" ? "company" : "individual";
  const companyFieldMessage = t("auth.register.companyFieldsRequired");
  const shownError = (name: string) => fieldError(name) ?? (missing.includes(name) ? companyFieldMessage : undefined);
  /** The browser's own check of a company's required fields, before the server checks them again. */
  function checkCompanyFields(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const type = form.querySelector<HTMLInputElement>('input[name="userType"]:checked')?.value;
    const empty = type === "company" ? ["country", "mainCategory"].filter((name) => !(form.elements.namedItem(name) as HTMLSelectElement | null)?.value) : [];
    setMissing(empty);
    if (empty.length === 0) return;
    event.preventDefault();
    (form.elements.namedItem(empty[0]) as HTMLSelectElement | null)?.focus();
  }
  return (
    <AuthCard title={t("auth.register.title")} lead={t("auth.register.lead")}>
      {failed && !failed.field ? <Alert tone="error">{failed.error}</Alert> : null}
      {failed?.code === "EMAIL_ALREADY_EXISTS" ? (
        <p className="mt-2 text-sm">
          <Link to="/login" className="font-semibold text-brand-700 underline">
            {t("auth.login.submit")}
          </Link>
        </p>
      ) : null}
      <Form ref={formRef} method="post" noValidate className="group mt-4 space-y-4" aria-busy={busy} onSubmit={checkCompanyFields}>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t("auth.register.typeLegend")}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3">
            {(["individual", "company"] as const).map((type) => (
              <label
                key={type}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  id={`type-${type}`}
                  type="radio"
                  name="userType"
                  value={type}
                  defaultChecked={userType === type}
                  onChange={() => setUserTypeChosen(type)}
                />
                <span>{t(`auth.register.type.${type}`)}</span>
              </label>
            ))}
          </div>
          {fieldError("userType") ? <p className="mt-1 text-sm text-red-700">{fieldError("userType")}</p> : null}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 group-has-[#type-company:checked]:hidden">
          <TextField
            label={t("auth.register.firstName")}
            name="firstName"
            autoComplete="given-name"
            required
            defaultValue={values.firstName}
            error={fieldError("firstName")}
          />
          <TextField
            label={t("auth.register.lastName")}
            name="lastName"
            autoComplete="family-name"
            required
            defaultValue={values.lastName}
            error={fieldError("lastName")}
          />
        </div>
        <div className="hidden space-y-4 group-has-[#type-company:checked]:block">
          <TextField
            label={t("auth.register.companyName")}
            name="companyName"
            autoComplete="organization"
            defaultValue={values.companyName}
            hint={t("auth.register.companyNameHint")}
          />
          <SelectField
            label={
              <>
                {t("auth.register.mainCategory")} <span className="font-normal text-slate-700">{t("auth.register.required")}</span>
              </>
            }
            name="mainCategory"
            required
            defaultValue={values.mainCategory ?? ""}
            placeholder={t("auth.register.choose")}
            options={COMPANY_CATEGORIES.map((code) => ({ value: code, label: t(`companyCategories.${code}`) }))}
            error={shownError("mainCategory")}
          />
        </div>
        <SelectField
          label={
            <>
              {t("auth.register.country")}{" "}
              <span className="hidden font-normal text-slate-700 group-has-[#type-company:checked]:inline">{t("auth.register.requiredForCompanies")}</span>
            </>
          }
          name="country"
          required={userType === "company"}
          autoComplete="country-name"
          defaultValue={values.country ?? ""}
          placeholder={t("auth.register.choose")}
          options={countryOptions(t, i18n.language)}
          error={shownError("country")}
        />
        <EmailField defaultValue={values.email} error={fieldError("email")} />
        <NewPasswordFields label={t("auth.fields.password")} withConfirm={false} error={fieldError} />
        {passwordLost ? (
          <p className="text-sm text-slate-700" data-testid="password-not-kept">
            {t("auth.register.passwordNotKept")}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          {t("auth.register.termsNotice")}{" "}
          <Link to="/terms" className="text-brand-700 underline">
            {t("footer.terms")}
          </Link>
        </p>
        <SubmitButton busy={busy} intent="register">
          {busy ? t("auth.register.submitting") : t("auth.register.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t("auth.register.haveAccount")}{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t("auth.login.submit")}
        </Link>
      </p>
    </AuthCard>
  );
}
