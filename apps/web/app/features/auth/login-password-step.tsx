/** The password sign-in step (phone or e-mail). */
import { contactSchema, passwordSchema, phoneNumberSchema, toNationalPhoneNumber } from "@safar/domain";
import { type FormEvent, useState } from "react";
import { type FieldErrors, validate } from "../../lib/form-errors";
import { type FormCheck, useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";

import { AgeNotice, PhoneInput, Submit } from "./login-parts";

/** Optional e-mail, still valid when given (the domain's contact rule). */
const emailField = contactSchema().shape.email;

// --- step: password sign-in ------------------------------------------------------------------------

type Credentials = { username: string; password: string; national?: string };

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
  const [noPassword, setNoPassword] = useState(false);

  /** The username (the full phone number, or the e-mail) and the password, checked with the domain's rules. */
  const check = (values: { email: string; password: string }): FormCheck<Credentials> => {
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
      const checked = validate(emailField, values.email);
      if (checked.ok && checked.data) username = checked.data;
      else next.email = checked.ok ? "PL_ENTER_YOUR_EMAIL" : checked.errors.form;
    }
    const checkedPassword = validate(passwordSchema, values.password);
    if (!checkedPassword.ok) next.password = checkedPassword.errors.form;
    if (Object.keys(next).length > 0) return { ok: false, errors: next };
    return { ok: true, data: { username, password: values.password, national } };
  };

  // The modal signs in, shows the server's messages and keeps the busy flag: its field errors come back.
  const { values, setValue, errors, setErrors, submit } = useFormSubmit(
    { email: "", password: "" },
    {
      check,
      fields: [],
      send: async ({ username, password, national }) => {
        const result = await onSignIn(username, password, national);
        if (result.ok) return undefined;
        setNoPassword(result.noPassword);
        return result.errors;
      },
    },
  );
  const { email, password } = values;

  const onSubmit = (event: FormEvent) => {
    setNoPassword(false);
    void submit(event);
  };

  return (
    <form className="login__form" noValidate onSubmit={onSubmit}>
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
            onChange={(event) => setValue("email", event.target.value)}
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
          onChange={(event) => setValue("password", event.target.value)}
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
