/** The step that sets (or skips) a password after an OTP sign-in of an account without one. */
import { setPasswordSchema } from "@safar/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { authApi } from "../../lib/auth-api";
import { apiFieldErrors, type FieldErrors, validate } from "../../lib/form-errors";
import { loadCurrentUser, setCurrentUser } from "../../lib/session-store";
import { showApiErrors, showToast } from "../../lib/toast";
import { Field, inputProps } from "../../ui/form-field";

import { AgeNotice, Submit } from "./login-parts";

// --- step: set or skip a password ------------------------------------------------------------------

export function SetPasswordStep({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ password: "", repeatPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(setPasswordSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.setFirstPassword(checked.data);
      const user = await loadCurrentUser();
      if (user) setCurrentUser({ ...user, hasPassword: true });
      void showToast("success", t("auth.passwordSaved"));
      await onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error, ["password", "repeatPassword"]));
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="login__form" noValidate onSubmit={submit}>
      <p className="login__lead">{t("auth.setPasswordLead")}</p>
      <Field
        id="login-new-password"
        label={t("auth.newPasswordLabel")}
        error={errors.password ? t(errors.password) : undefined}
        hint={t("auth.passwordHint")}
      >
        <input
          {...inputProps("login-new-password", errors.password)}
          className="input"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={values.password}
          data-autofocus
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
      </Field>
      <Field
        id="login-repeat-password"
        label={t("auth.repeatPasswordLabel")}
        error={errors.repeatPassword ? t(errors.repeatPassword) : undefined}
      >
        <input
          {...inputProps("login-repeat-password", errors.repeatPassword)}
          className="input"
          type="password"
          autoComplete="new-password"
          dir="ltr"
          value={values.repeatPassword}
          onChange={(event) => setValues({ ...values, repeatPassword: event.target.value })}
        />
      </Field>
      <Submit busy={busy}>{t("auth.savePassword")}</Submit>
      <button
        type="button"
        className="button button--ghost button--block"
        disabled={busy}
        onClick={() => void onDone()}
      >
        {t("auth.skip")}
      </button>
      <AgeNotice />
    </form>
  );
}
