/**
 * Profile `account` (name, e-mail, phone read-only, change or set a first password) and `auth-data`
 * (how the customer signs in). Data comes from CurrentUser through the session store; forms submit
 * through `useFormSubmit` (checked with the domain schemas, the server's meta.errors per field).
 */
import {
  type CurrentUser,
  changePasswordSchema,
  contactSchema,
  formatDate,
  setPasswordSchema,
} from "@safar/domain";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import { authApi } from "../../lib/auth-api";
import { validate } from "../../lib/form-errors";
import {
  browserSession,
  loadCurrentUser,
  setCurrentUser,
  useCurrentUser,
  useSignedIn,
} from "../../lib/session-store";
import { showApiErrors, showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
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
  const { values, setValue, errors, busy, submit } = useFormSubmit(
    { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email ?? "" },
    {
      check: (v) => {
        const email = validate(emailField, v.email);
        return email.ok
          ? { ok: true, data: { ...v, email: email.data } }
          : { ok: false, errors: { email: email.errors.form } };
      },
      fields: ["firstName", "lastName", "email"],
      send: async ({ firstName, lastName, email }) => {
        const updated = await authApi.updateAccount({ firstName, lastName, ...(email ? { email } : {}) });
        setCurrentUser(updated);
        void showToast("success", t("account.saved"));
      },
    },
  );

  const text = (name: "firstName" | "lastName" | "email", label: string, extra: object) => (
    <Field id={`account-${name}`} label={label} error={errors[name] ? t(errors[name]) : undefined}>
      <input
        {...inputProps(`account-${name}`, errors[name])}
        className="input"
        value={values[name]}
        onChange={(event) => setValue(name, event.target.value)}
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

function ChangePassword() {
  const { t } = useTranslation();
  const empty = { oldPassword: "", newPassword: "", repeatPassword: "" };
  const { submit, busy, field } = useFormSubmit(empty, {
    check: changePasswordSchema,
    fields: Object.keys(empty),
    reset: true,
    send: async (data) => {
      await authApi.changePassword(data);
      void showToast("success", t("account.passwordChanged"));
    },
  });

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
  const empty = { password: "", repeatPassword: "" };
  const { submit, busy, field } = useFormSubmit(empty, {
    check: setPasswordSchema,
    fields: Object.keys(empty),
    reset: true,
    send: async (data) => {
      await authApi.setFirstPassword(data);
      void showToast("success", t("account.passwordSet"));
      await loadCurrentUser();
    },
  });

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
