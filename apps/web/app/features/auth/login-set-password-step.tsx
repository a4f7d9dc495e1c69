/** The step that sets (or skips) a password after an OTP sign-in of an account without one. */
import { setPasswordSchema } from "@safar/domain";
import { authApi } from "../../lib/auth-api";
import { loadCurrentUser, setCurrentUser } from "../../lib/session-store";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";

import { AgeNotice, Submit } from "./login-parts";

// --- step: set or skip a password ------------------------------------------------------------------

export function SetPasswordStep({ onDone }: { onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const { values, setValue, errors, busy, submit } = useFormSubmit(
    { password: "", repeatPassword: "" },
    {
      check: setPasswordSchema,
      fields: ["password", "repeatPassword"],
      send: async (data) => {
        await authApi.setFirstPassword(data);
        const user = await loadCurrentUser();
        if (user) setCurrentUser({ ...user, hasPassword: true });
        void showToast("success", t("auth.passwordSaved"));
        await onDone();
      },
    },
  );

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
          onChange={(event) => setValue("password", event.target.value)}
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
          onChange={(event) => setValue("repeatPassword", event.target.value)}
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
