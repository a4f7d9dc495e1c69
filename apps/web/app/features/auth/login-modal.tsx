/**
 * The login flow of spec §2 as a modal dialog (a bottom sheet on phones): phone with a dialing-code
 * picker and SMS/WhatsApp choice → 4-digit code with the resend countdown → set or skip a password
 * after an OTP sign-in of an account without one; password sign-in (phone or e-mail) as the
 * alternative; Google when configured. Loaded lazily on first open (login-modal-host.tsx).
 */
import {
  contactSchema,
  NotificationChannel,
  normalizeDigits,
  OTP_LENGTH,
  passwordSchema,
  phoneNumberSchema,
  safeRedirect,
  setPasswordSchema,
  type TokenPair,
  toNationalPhoneNumber,
} from "@safar/domain";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { ApiError } from "../../lib/api";
import { apiFieldErrors, type FieldErrors, validate } from "../../lib/form-errors";
import { formatNumber } from "../../lib/format";
import { showApiErrors, showToast } from "../../lib/toast";
import { Field, inputProps } from "../../ui/form-field";
import { CloseIcon } from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import { authApi, type OtpChannel } from "./auth-api";
import { type DialingCountry, filterCountries, IRAQ, loadDialingCountries } from "./countries";
import { GoogleSignIn } from "./google-sign-in";
import {
  closeLoginModal,
  type LoginStatus,
  setLoginPhone,
  setLoginStatus,
  useLoginState,
} from "./login-modal-store";
import { browserSession, loadCurrentUser, setCurrentUser } from "./session-store";
import "./login-modal.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Optional e-mail, still valid when given (the domain's contact rule). */
const emailField = contactSchema().shape.email;

type RootEnv = { env?: { GOOGLE_CLIENT_ID?: string } } | undefined;

// --- small pieces ------------------------------------------------------------------------------

function useCountdown(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

function AgeNotice() {
  const { t } = useTranslation();
  return (
    <p className="login__notice">
      {t("auth.ageNotice")}{" "}
      <Link to="/privacy" onClick={() => closeLoginModal()}>
        {t("auth.termsLink")}
      </Link>
    </p>
  );
}

/** The dialing code as a button; it opens the country list in place of the step. */
function DialingCodeButton({
  dialingCode,
  onOpen,
  describedBy,
}: {
  dialingCode: string;
  onOpen: () => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="dialing-code"
      onClick={onOpen}
      aria-label={t("auth.dialingCodeButton", { code: dialingCode })}
      aria-describedby={describedBy}
    >
      <bdi dir="ltr">{dialingCode}</bdi>
      <span aria-hidden="true" className="dialing-code__caret">
        ▾
      </span>
    </button>
  );
}

function CountryList({
  current,
  onPick,
  onCancel,
}: {
  current: string;
  onPick: (country: DialingCountry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [countries, setCountries] = useState<DialingCountry[]>([IRAQ]);
  const [query, setQuery] = useState("");
  const searchId = useId();
  useEffect(() => {
    let live = true;
    void loadDialingCountries().then((list) => {
      if (live) setCountries(list);
    });
    return () => {
      live = false;
    };
  }, []);
  const shown = filterCountries(countries, query, locale);
  const collator = new Intl.Collator(locale);
  const sorted = [...shown].sort((a, b) => {
    if (a.id === IRAQ.id) return -1;
    if (b.id === IRAQ.id) return 1;
    return collator.compare(a.name[locale], b.name[locale]);
  });
  return (
    <div className="country-list">
      <label htmlFor={searchId} className="field__label">
        {t("auth.searchCountry")}
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        value={query}
        autoComplete="off"
        data-autofocus
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="country-list__items" aria-label={t("auth.countries")}>
        {sorted.map((country) => (
          <li key={country.id}>
            <button
              type="button"
              className="country-list__item"
              aria-pressed={country.dialingCode === current}
              onClick={() => onPick(country)}
            >
              <span>{country.name[locale]}</span>
              <bdi dir="ltr" className="country-list__code">
                {country.dialingCode}
              </bdi>
            </button>
          </li>
        ))}
      </ul>
      {sorted.length === 0 ? <p className="login__muted">{t("auth.noCountry")}</p> : null}
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t("auth.back")}
      </button>
    </div>
  );
}

function PhoneInput({
  id,
  value,
  error,
  dialingCode,
  onChange,
  onPickCountry,
}: {
  id: string;
  value: string;
  error?: string;
  dialingCode: string;
  onChange: (value: string) => void;
  onPickCountry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t("auth.phoneLabel")} error={error}>
      <div className="phone-input" dir="ltr">
        <DialingCodeButton dialingCode={dialingCode} onOpen={onPickCountry} />
        <input
          {...inputProps(id, error)}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          placeholder="7XX XXX XXXX"
          value={value}
          data-autofocus
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Field>
  );
}

function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {busy ? t("auth.wait") : children}
    </button>
  );
}

// --- the modal ---------------------------------------------------------------------------------

export default function LoginModal() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRouteLoaderData("root") as RootEnv;
  const googleClientId = root?.env?.GOOGLE_CLIENT_ID;
  const { authLoginModal, phoneNumberForLogin, dialingCode } = useLoginState();
  const status: LoginStatus = authLoginModal.status ?? "phone";
  const redirectTo = authLoginModal.action?.redirectTo;

  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [pickingCountry, setPickingCountry] = useState(false);
  const [phone, setPhone] = useState(phoneNumberForLogin);
  const [channel, setChannel] = useState<OtpChannel>(NotificationChannel.Sms);
  const [resendAt, setResendAt] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  // Focus: into the step on open and on every step change; back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step or view changes
  useEffect(() => {
    const target =
      panel.current?.querySelector<HTMLElement>("[data-autofocus]") ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [status, pickingCountry]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (pickingCountry) setPickingCountry(false);
      else closeLoginModal();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const go = (next: LoginStatus) => {
    setErrors({});
    setLoginStatus(next);
  };

  /** After sign-in: the page first asked for (safe targets only), or stay where we are. */
  const finish = async () => {
    void showToast("success", t("auth.signedIn"));
    const target = redirectTo ? safeRedirect(redirectTo, "/") : undefined;
    if (target && target !== location.pathname + location.search) {
      await navigate(target, { replace: true });
    }
    closeLoginModal();
  };

  /** Keeps the tokens, reads the account; offers a password to an OTP account without one. */
  const signedIn = async (pair: TokenPair, offerPassword: boolean) => {
    browserSession().signIn(pair);
    const user = await loadCurrentUser();
    if (offerPassword && user && !user.hasPassword) go("set-password");
    else await finish();
  };

  const fail = (error: unknown, fields: readonly string[]) => {
    setErrors(apiFieldErrors(error, fields));
    void showApiErrors(error, t);
  };

  // --- step: phone -----------------------------------------------------------------------------

  const sendCode = async (mode: "first" | "resend") => {
    const checked = validate(phoneNumberSchema, phone);
    if (!checked.ok) {
      setErrors({ phoneNumber: checked.errors.form });
      if (mode === "resend") go("phone");
      return;
    }
    const national = toNationalPhoneNumber(checked.data) ?? checked.data;
    setErrors({});
    setBusy(true);
    try {
      const created = await authApi.createOtp({ phoneNumber: national, dialingCode, channel });
      setLoginPhone(national, dialingCode);
      setResendAt(Date.now() + created.remainingSeconds * 1000);
      if (mode === "first") go("code");
      else void showToast("success", t("auth.codeResent"));
    } catch (error) {
      // A code was sent moments ago: go on to enter it, the countdown shows when to ask again.
      const remaining =
        error instanceof ApiError &&
        error.status === 429 &&
        typeof error.data === "object" &&
        error.data !== null &&
        "remainingSeconds" in error.data &&
        typeof error.data.remainingSeconds === "number"
          ? error.data.remainingSeconds
          : undefined;
      if (remaining !== undefined && remaining > 0) {
        setLoginPhone(national, dialingCode);
        setResendAt(Date.now() + remaining * 1000);
        if (mode === "first") go("code");
      }
      setErrors(apiFieldErrors(error, ["phoneNumber", "dialingCode", "otp", "channel"]));
      void showApiErrors(error, t);
    } finally {
      setBusy(false);
    }
  };

  // --- render ----------------------------------------------------------------------------------

  const titles: Record<LoginStatus, string> = {
    phone: t("auth.title.phone"),
    code: t("auth.title.code"),
    password: t("auth.title.password"),
    "set-password": t("auth.title.setPassword"),
  };

  const pickCountry = (country: DialingCountry) => {
    setLoginPhone(phone, country.dialingCode);
    setPickingCountry(false);
  };

  let body: ReactNode;
  if (pickingCountry) {
    body = (
      <CountryList current={dialingCode} onPick={pickCountry} onCancel={() => setPickingCountry(false)} />
    );
  } else if (status === "phone") {
    body = (
      <form
        className="login__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendCode("first");
        }}
      >
        <p className="login__lead">{t("auth.phoneLead")}</p>
        <PhoneInput
          id="login-phone"
          value={phone}
          error={errors.phoneNumber ? t(errors.phoneNumber) : undefined}
          dialingCode={dialingCode}
          onChange={setPhone}
          onPickCountry={() => setPickingCountry(true)}
        />
        <fieldset className="channel-choice">
          <legend className="field__label">{t("auth.channelLegend")}</legend>
          {(
            [
              [NotificationChannel.Sms, t("auth.channelSms")],
              [NotificationChannel.Whatsapp, t("auth.channelWhatsapp")],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="channel-choice__option">
              <input
                type="radio"
                name="channel"
                value={value}
                checked={channel === value}
                onChange={() => setChannel(value)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
        <Submit busy={busy}>{t("auth.sendCode")}</Submit>
        <button type="button" className="button button--ghost button--block" onClick={() => go("password")}>
          {t("auth.usePassword")}
        </button>
        {googleClientId ? (
          <>
            <p className="login__divider">
              <span>{t("auth.or")}</span>
            </p>
            <GoogleSignIn
              clientId={googleClientId}
              locale={locale}
              onCredential={(jwt) => {
                setBusy(true);
                authApi
                  .verifyGoogleToken(jwt)
                  .then((pair) => signedIn(pair, false))
                  .catch((error: unknown) => fail(error, []))
                  .finally(() => setBusy(false));
              }}
            />
          </>
        ) : null}
        <AgeNotice />
      </form>
    );
  } else if (status === "code") {
    body = (
      <CodeStep
        phone={`${dialingCode} ${phoneNumberForLogin}`}
        channel={channel}
        resendAt={resendAt}
        busy={busy}
        error={errors.otp ?? errors.code}
        onChangeNumber={() => go("phone")}
        onResend={() => void sendCode("resend")}
        onSubmit={async (code) => {
          setBusy(true);
          setErrors({});
          try {
            const pair = await authApi.signInWithOtp({
              phoneNumber: phoneNumberForLogin,
              dialingCode,
              code,
            });
            await signedIn(pair, true);
          } catch (error) {
            fail(error, ["otp", "code"]);
          } finally {
            setBusy(false);
          }
        }}
      />
    );
  } else if (status === "password") {
    body = (
      <PasswordStep
        phone={phone}
        dialingCode={dialingCode}
        busy={busy}
        onPhoneChange={setPhone}
        onPickCountry={() => setPickingCountry(true)}
        onUseCode={() => go("phone")}
        onSignIn={async (username, password, national) => {
          setBusy(true);
          try {
            await signedIn(await authApi.signInWithPassword(username, password), false);
            return { ok: true };
          } catch (error) {
            let noPassword = false;
            if (national && error instanceof ApiError && error.status === 400) {
              noPassword = !(await authApi
                .userHasPassword({ phoneNumber: national, dialingCode })
                .catch(() => true));
            }
            void showApiErrors(error, t);
            return { ok: false, errors: apiFieldErrors(error, ["password", "username"]), noPassword };
          } finally {
            setBusy(false);
          }
        }}
      />
    );
  } else {
    body = <SetPasswordStep onDone={finish} />;
  }

  return (
    <div className="login-modal">
      <button
        type="button"
        className="login-modal__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => closeLoginModal()}
      />
      <div
        ref={panel}
        className="login-modal__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="login-modal__head">
          <h2 id={titleId} className="login-modal__title">
            {pickingCountry ? t("auth.title.country") : titles[status]}
          </h2>
          <button
            type="button"
            className="icon-button"
            aria-label={t("auth.close")}
            onClick={() => closeLoginModal()}
          >
            <CloseIcon />
          </button>
        </div>
        {body}
      </div>
    </div>
  );
}

// --- step: code ----------------------------------------------------------------------------------

function CodeStep({
  phone,
  channel,
  resendAt,
  busy,
  error,
  onChangeNumber,
  onResend,
  onSubmit,
}: {
  phone: string;
  channel: OtpChannel;
  resendAt: number;
  busy: boolean;
  error?: string;
  onChangeNumber: () => void;
  onResend: () => void;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [code, setCode] = useState("");
  const [localError, setLocalError] = useState<string>();
  const seconds = useCountdown(resendAt);
  const shownError = localError ?? error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      setLocalError("PL_ENTER_OTP_CODE");
      return;
    }
    setLocalError(undefined);
    void onSubmit(code);
  };

  return (
    <form className="login__form" noValidate onSubmit={submit}>
      <p className="login__lead">
        {t(channel === NotificationChannel.Whatsapp ? "auth.codeSentWhatsapp" : "auth.codeSentSms", {
          digits: formatNumber(OTP_LENGTH, locale),
        })}{" "}
        <bdi dir="ltr" className="login__phone">
          {phone}
        </bdi>
      </p>
      <button type="button" className="link-button" onClick={onChangeNumber}>
        {t("auth.changeNumber")}
      </button>
      <Field id="login-code" label={t("auth.codeLabel")} error={shownError ? t(shownError) : undefined}>
        <input
          {...inputProps("login-code", shownError)}
          className="input input--code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          dir="ltr"
          maxLength={OTP_LENGTH * 2}
          value={code}
          data-autofocus
          onChange={(event) =>
            setCode(normalizeDigits(event.target.value).replace(/\D/g, "").slice(0, OTP_LENGTH))
          }
        />
      </Field>
      <Submit busy={busy}>{t("auth.signIn")}</Submit>
      <div className="resend">
        <p className="resend__timer" aria-live="polite">
          {seconds > 0
            ? t("auth.resendIn", { seconds: formatNumber(seconds, locale) })
            : t("auth.resendReady")}
        </p>
        <button
          type="button"
          className="button button--ghost"
          disabled={seconds > 0 || busy}
          onClick={onResend}
        >
          {t("auth.resend")}
        </button>
      </div>
    </form>
  );
}

// --- step: password sign-in ------------------------------------------------------------------------

type SignInResult = { ok: true } | { ok: false; errors: FieldErrors; noPassword: boolean };

function PasswordStep({
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

// --- step: set or skip a password ------------------------------------------------------------------

function SetPasswordStep({ onDone }: { onDone: () => Promise<void> }) {
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
