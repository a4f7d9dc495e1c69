/**
 * Profile `account` (name, e-mail, phone read-only, change or set a first password) and `auth-data`
 * (how the customer signs in). Data comes from CurrentUser through the session store; forms are
 * checked with the domain schemas and show the server's meta.errors per field.
 */
import {
  type CurrentUser,
  changePasswordSchema,
  contactSchema,
  formatDate,
  setPasswordSchema,
} from "@safar/domain";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";
import { authApi } from "../../lib/auth-api";
import { apiFieldErrors, type FieldErrors, type SafeParser, validate } from "../../lib/form-errors";
import {
  browserSession,
  loadCurrentUser,
  setCurrentUser,
  useCurrentUser,
  useSignedIn,
} from "../../lib/session-store";
import { showApiErrors, showToast } from "../../lib/toast";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { ProfileSkeleton } from "./profile-pages";
import "./account-pages.css";

type RootData = { signedIn?: boolean; env?: { GOOGLE_CLIENT_ID?: string } } | undefined;

const emailField = contactSchema({ fromPartnerMarketplace: true }).shape.email;

/** Renders its children with the signed-in customer, or the loading and error states. */
function WithUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as RootData;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  const state = useCurrentUser(signedIn);
  if (state.status === "ready") return <>{children(state.user)}</>;
  if (state.status === "error") {
    return (
      <section className="card account-error" role="alert">
        <p>{t("account.loadError")}</p>
        <button type="button" className="button" onClick={() => void loadCurrentUser()}>
          {t("account.retry")}
        </button>
      </section>
    );
  }
  return <ProfileSkeleton />;
}

function PhoneValue({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return user.phoneNumber ? (
    <bdi dir="ltr">{user.phoneNumber}</bdi>
  ) : (
    <span className="account-muted">{t("account.none")}</span>
  );
}

// --- account ---------------------------------------------------------------------------------------

export function AccountPage() {
  return (
    <WithUser>
      {(user) => (
        <div className="account-stack">
          <PersonalDetails user={user} />
          {user.hasPassword ? <ChangePassword /> : <SetFirstPassword />}
        </div>
      )}
    </WithUser>
  );
}

function PersonalDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [values, setValues] = useState({
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = validate(emailField, values.email);
    if (!email.ok) {
      setErrors({ email: email.errors.form });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await authApi.updateAccount({
        firstName: values.firstName,
        lastName: values.lastName,
        ...(email.data ? { email: email.data } : {}),
      });
      setCurrentUser(updated);
      void showToast("success", t("account.saved"));
    } catch (error) {
      setErrors(apiFieldErrors(error, ["firstName", "lastName", "email"]));
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };

  const text = (name: "firstName" | "lastName" | "email", label: string, extra: object) => (
    <Field id={`account-${name}`} label={label} error={errors[name] ? t(errors[name]) : undefined}>
      <input
        {...inputProps(`account-${name}`, errors[name])}
        className="input"
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        {...extra}
      />
    </Field>
  );

  return (
    <section className="card" aria-labelledby="account-details-title">
      <h2 id="account-details-title">{t("account.details")}</h2>
      <form className="account-form" noValidate onSubmit={submit}>
        <div className="account-form__row">
          {text("firstName", t("account.firstName"), { autoComplete: "given-name" })}
          {text("lastName", t("account.lastName"), { autoComplete: "family-name" })}
        </div>
        {text("email", t("account.email"), { type: "email", autoComplete: "email", dir: "ltr" })}
        <Field id="account-phone" label={t("account.phone")} hint={t("account.phoneHint")}>
          <input
            id="account-phone"
            className="input account-readonly"
            readOnly
            dir="ltr"
            value={user.phoneNumber ?? t("account.none")}
          />
        </Field>
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t("account.saving") : t("account.save")}
          </button>
        </div>
      </form>
    </section>
  );
}

type PasswordFields = "oldPassword" | "newPassword" | "password" | "repeatPassword";

function PasswordInput({
  name,
  label,
  value,
  error,
  autoComplete,
  onChange,
}: {
  name: PasswordFields;
  label: string;
  value: string;
  error?: string;
  autoComplete: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `account-${name}`;
  return (
    <Field id={id} label={label} error={error ? t(error) : undefined}>
      <input
        {...inputProps(id, error)}
        className="input"
        type="password"
        dir="ltr"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/**
 * One password form's state and submit: checks the values with a domain schema, sends them,
 * shows the server's errors per field and as toasts, and keeps a busy flag.
 */
function usePasswordForm<V extends Record<string, string>, T>(
  empty: V,
  schema: SafeParser<T>,
  send: (data: T) => Promise<void>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(schema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(checked.data);
      setValues(empty);
    } catch (error) {
      setErrors(apiFieldErrors(error, Object.keys(empty)));
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => setValues({ ...values, [name]: value }),
  });
  return { submit, busy, field };
}

function ChangePassword() {
  const { t } = useTranslation();
  const { submit, busy, field } = usePasswordForm(
    { oldPassword: "", newPassword: "", repeatPassword: "" },
    changePasswordSchema,
    async (data) => {
      await authApi.changePassword(data);
      void showToast("success", t("account.passwordChanged"));
    },
  );

  return (
    <section className="card" aria-labelledby="account-password-title">
      <h2 id="account-password-title">{t("account.changePassword")}</h2>
      <form className="account-form" noValidate onSubmit={submit}>
        <PasswordInput
          {...field("oldPassword")}
          label={t("account.oldPassword")}
          autoComplete="current-password"
        />
        <PasswordInput
          {...field("newPassword")}
          label={t("account.newPassword")}
          autoComplete="new-password"
        />
        <PasswordInput
          {...field("repeatPassword")}
          label={t("account.repeatPassword")}
          autoComplete="new-password"
        />
        <p className="field__hint">{t("account.passwordRule")}</p>
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t("account.saving") : t("account.changePasswordSubmit")}
          </button>
        </div>
      </form>
    </section>
  );
}

function SetFirstPassword() {
  const { t } = useTranslation();
  const { submit, busy, field } = usePasswordForm(
    { password: "", repeatPassword: "" },
    setPasswordSchema,
    async (data) => {
      await authApi.setFirstPassword(data);
      void showToast("success", t("account.passwordSet"));
      await loadCurrentUser();
    },
  );

  return (
    <section className="card" aria-labelledby="account-set-password-title">
      <h2 id="account-set-password-title">{t("account.setPassword")}</h2>
      <p className="account-muted">{t("account.setPasswordLead")}</p>
      <form className="account-form" noValidate onSubmit={submit}>
        <PasswordInput {...field("password")} label={t("account.newPassword")} autoComplete="new-password" />
        <PasswordInput
          {...field("repeatPassword")}
          label={t("account.repeatPassword")}
          autoComplete="new-password"
        />
        <p className="field__hint">{t("account.passwordRule")}</p>
        <div className="account-form__actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? t("account.saving") : t("account.setPasswordSubmit")}
          </button>
        </div>
      </form>
    </section>
  );
}

// --- auth-data ---------------------------------------------------------------------------------------

export function AuthDataPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRouteLoaderData("root") as RootData;
  const google = Boolean(root?.env?.GOOGLE_CLIENT_ID);
  return (
    <WithUser>
      {(user) => (
        <section className="card" aria-labelledby="auth-data-title">
          <h2 id="auth-data-title">{t("account.signInMethods")}</h2>
          <dl className="auth-data">
            <div>
              <dt>{t("account.phoneCode")}</dt>
              <dd>
                <PhoneValue user={user} />
              </dd>
            </div>
            <div>
              <dt>{t("account.password")}</dt>
              <dd>
                {user.hasPassword ? t("account.passwordIsSet") : t("account.passwordNotSet")}{" "}
                <Link to="/profile/account">
                  {user.hasPassword ? t("account.changePassword") : t("account.setPassword")}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t("account.email")}</dt>
              <dd>
                {user.email ? (
                  <bdi dir="ltr">{user.email}</bdi>
                ) : (
                  <span className="account-muted">{t("account.none")}</span>
                )}
              </dd>
            </div>
            {google ? (
              <div>
                <dt>{t("account.google")}</dt>
                <dd>
                  {user.email ? (
                    t("account.googleWithEmail", { email: user.email })
                  ) : (
                    <span className="account-muted">{t("account.googleNoEmail")}</span>
                  )}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t("account.memberSince")}</dt>
              <dd>{formatDate(user.createdAt, locale)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="button"
            onClick={() => void browserSession().signOut().catch(showApiErrors)}
          >
            {t("account.signOut")}
          </button>
        </section>
      )}
    </WithUser>
  );
}
