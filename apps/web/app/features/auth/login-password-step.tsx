/** The password sign-in step (phone or e-mail). */
import { contactSchema, passwordSchema, phoneNumberSchema, toNationalPhoneNumber } from "@safar/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FieldErrors, validate } from "../../lib/form-errors";
import { Field, inputProps } from "../../ui/form-field";

import { AgeNotice, PhoneInput, Submit } from "./login-parts";

/** Optional e-mail, still valid when given (the domain's contact rule). */
const emailField = contactSchema().shape.email;

// --- step: password sign-in ------------------------------------------------------------------------

export type SignInResult = { ok: true } | { ok: false; errors: FieldErrors; noPassword: boolean };

export function PasswordStep({
  phone,
  dialingCode,
  busy,
  onPhoneChange,
  onPickCountry,
  onUseCode,
  onSignIn,
}: {
  phone: string;
  dialingCode: string;
  busy: boolean;
  onPhoneChange: (value: string) => void;
  onPickCountry: () => void;
  onUseCode: () => void;
  onSignIn: (username: string, password: string, national?: string) => Promise<SignInResult>;
}) {
  const { t } = useTranslation();
  const [by, setBy] = useState<"phone" | "email">("phone");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [noPassword, setNoPassword] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    let username = "";
    let national: string | undefined;
    if (by === "phone") {
      const checked = validate(phoneNumberSchema, phone);
      if (checked.ok) {
        national = toNationalPhoneNumber(checked.data) ?? checked.data;
        username = `${dialingCode}${national}`;
      } else next.phoneNumber = checked.errors.form;
    } else {
      const checked = validate(emailField, email);
      if (checked.ok && checked.data) username = checked.data;
      else next.email = checked.ok ? "PL_ENTER_YOUR_EMAIL" : checked.errors.form;
    }
    const checkedPassword = validate(passwordSchema, password);
    if (!checkedPassword.ok) next.password = checkedPassword.errors.form;
    setErrors(next);
    setNoPassword(false);
    if (Object.keys(next).length > 0) return;
    const result = await onSignIn(username, password, national);
    if (!result.ok) {
      setErrors(result.errors);
      setNoPassword(result.noPassword);
    }
  };

  return (
    <form className="login__form" noValidate onSubmit={submit}>
      <fieldset className="segmented">
        <legend className="visually-hidden">{t("auth.signInWith")}</legend>
        {(["phone", "email"] as const).map((value) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name="login-by"
              value={value}
              checked={by === value}
              onChange={() => {
                setBy(value);
                setErrors({});
              }}
            />
            <span>{t(value === "phone" ? "auth.byPhone" : "auth.byEmail")}</span>
          </label>
        ))}
      </fieldset>
      {by === "phone" ? (
        <PhoneInput
          id="login-username-phone"
          value={phone}
          error={errors.phoneNumber ? t(errors.phoneNumber) : undefined}
          dialingCode={dialingCode}
          onChange={onPhoneChange}
          onPickCountry={onPickCountry}
        />
      ) : (
        <Field
          id="login-email"
          label={t("auth.emailLabel")}
          error={errors.email ? t(errors.email) : undefined}
        >
          <input
            {...inputProps("login-email", errors.email)}
            className="input"
            type="email"
            autoComplete="username"
            dir="ltr"
            value={email}
            data-autofocus
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
      )}
      <Field
        id="login-password"
        label={t("auth.passwordLabel")}
        error={errors.password ? t(errors.password) : undefined}
      >
        <input
          {...inputProps("login-password", errors.password)}
          className="input"
          type="password"
          autoComplete="current-password"
          dir="ltr"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      {noPassword ? (
        <p className="login__info" role="status">
          {t("auth.noPasswordYet")}
        </p>
      ) : null}
      <Submit busy={busy}>{t("auth.signIn")}</Submit>
      <button type="button" className="button button--ghost button--block" onClick={onUseCode}>
        {t("auth.useCode")}
      </button>
      <AgeNotice />
    </form>
  );
}
