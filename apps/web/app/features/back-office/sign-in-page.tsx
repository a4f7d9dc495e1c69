/**
 * /back-office/sign-in: e-mail, password and the authenticator app's 6-digit code (TOTP). Each
 * refusal is shown where it belongs, in the page's language: a field's own message beside it, and
 * the server's one answer for a wrong e-mail, password or code (or a locked account) above the
 * button. Signed in, the operator goes on to the back-office page they asked for, else the dashboard.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ClientMessageKey, isApiError } from "../../lib/api";
import { apiFieldErrors, type FieldErrors } from "../../lib/form-errors";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { afterSignIn } from "./access";
import { signIn } from "./back-office-api";
import { checkSignIn, SIGN_IN_FIELDS as FIELDS, type SignInValues as Values } from "./sign-in-check";

export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>({ email: "", password: "", code: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const focusFirstInvalid = (invalid: FieldErrors) => {
    const first = FIELDS.find((name) => invalid[name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const checked = checkSignIn(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signIn(checked.data);
      await navigate(afterSignIn(location.search), { replace: true });
    } catch (error) {
      const onFields = apiFieldErrors(error, FIELDS);
      setErrors(onFields);
      if (Object.keys(onFields).length > 0) focusFirstInvalid(onFields);
      else
        setFormError(
          isApiError(error) ? (error.firstMessages()[0] ?? ClientMessageKey.GENERIC_ERROR) : "GENERIC_ERROR",
        );
      // A wrong code is typed again: the next one comes from the app.
      setValues((current) => ({ ...current, code: "" }));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Values) => ({
    ...inputProps(`${id}-${name}`, errors[name]),
    name,
    className: "input",
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const error = (name: keyof Values) => (errors[name] ? t(errors[name] as string) : undefined);

  return (
    <div className="bo-sign-in">
      <section className="card bo-sign-in__card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{t("back-office.signIn.title")}</h1>
        <p className="bo-muted">{t("back-office.signIn.lead")}</p>
        <form ref={form} className="bo-form" onSubmit={(event) => void submit(event)} noValidate>
          <Field id={`${id}-email`} label={t("back-office.signIn.email")} error={error("email")}>
            <input {...field("email")} type="email" autoComplete="username" dir="ltr" spellCheck={false} />
          </Field>
          <Field id={`${id}-password`} label={t("back-office.signIn.password")} error={error("password")}>
            <input {...field("password")} type="password" autoComplete="current-password" dir="ltr" />
          </Field>
          <Field
            id={`${id}-code`}
            label={t("back-office.signIn.code")}
            hint={t("back-office.signIn.codeHint")}
            error={error("code")}
          >
            <input
              {...field("code")}
              className="input input--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              dir="ltr"
            />
          </Field>
          {formError ? (
            <p className="bo-form__error" role="alert" data-testid="bo-sign-in-error">
              {t(formError, { defaultValue: t(ClientMessageKey.GENERIC_ERROR) })}
            </p>
          ) : null}
          <button
            type="submit"
            className="button button--primary button--block"
            aria-busy={busy}
            disabled={busy}
          >
            {busy ? t("back-office.signIn.sending") : t("back-office.signIn.submit")}
          </button>
        </form>
      </section>
    </div>
  );
}
