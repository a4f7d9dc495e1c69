/**
 * The login flow of spec §2 as a modal dialog (a bottom sheet on phones): phone with a dialing-code
 * picker and SMS/WhatsApp choice → 4-digit code with the resend countdown → set or skip a password
 * after an OTP sign-in of an account without one; password sign-in (phone or e-mail) as the
 * alternative; Google when configured. Loaded lazily on first open (login-modal-host.tsx).
 */
import { phoneNumberSchema, safeRedirect, type TokenPair, toNationalPhoneNumber } from "@safar/domain";
import { type ReactNode, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { ApiError } from "../../lib/api";
import { authApi } from "../../lib/auth-api";
import { apiFieldErrors, type FieldErrors, validate } from "../../lib/form-errors";
import { browserSession, loadCurrentUser } from "../../lib/session-store";
import { showApiErrors, showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";
import { useLocale } from "../../ui/use-locale";
import type { DialingCountry } from "./countries";
import {
  closeLoginModal,
  type LoginStatus,
  setLoginChannel,
  setLoginCodeSent,
  setLoginPhone,
  setLoginStatus,
  useLoginState,
} from "./login-modal-store";
import "./login-modal.css";
import { CodeStep } from "./login-code-step";
import { CountryList } from "./login-parts";
import { PasswordStep } from "./login-password-step";
import { PhoneStep } from "./login-phone-step";
import { SetPasswordStep } from "./login-set-password-step";

type RootEnv = { env?: { GOOGLE_CLIENT_ID?: string } } | undefined;

// --- the modal ---------------------------------------------------------------------------------

export default function LoginModal() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRouteLoaderData("root") as RootEnv;
  const googleClientId = root?.env?.GOOGLE_CLIENT_ID;
  const { authLoginModal, phoneNumberForLogin: phone, dialingCode, channel, resendAt } = useLoginState();
  const status: LoginStatus = authLoginModal.status ?? "phone";
  const redirectTo = authLoginModal.action?.redirectTo;

  const [pickingCountry, setPickingCountry] = useState(false);
  const setPhone = (value: string) => setLoginPhone(value, dialingCode);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

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
      setLoginCodeSent(national, dialingCode, Date.now() + created.remainingSeconds * 1000);
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
        setLoginCodeSent(national, dialingCode, Date.now() + remaining * 1000);
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
      <PhoneStep
        phone={phone}
        error={errors.phoneNumber}
        dialingCode={dialingCode}
        channel={channel}
        busy={busy}
        googleClientId={googleClientId}
        locale={locale}
        onPhoneChange={setPhone}
        onChannelChange={setLoginChannel}
        onPickCountry={() => setPickingCountry(true)}
        onSubmit={() => void sendCode("first")}
        onUsePassword={() => go("password")}
        onGoogleCredential={(jwt) => {
          setBusy(true);
          authApi
            .verifyGoogleToken(jwt)
            .then((pair) => signedIn(pair, false))
            .catch((error: unknown) => fail(error, []))
            .finally(() => setBusy(false));
        }}
      />
    );
  } else if (status === "code") {
    body = (
      <CodeStep
        phone={`${dialingCode} ${phone}`}
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
              phoneNumber: phone,
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

  // Focus, Tab, Escape, the backdrop and Back (rqs): the dialog's. Escape steps back out of the
  // country list first; focus moves into every new step.
  return (
    <Dialog
      variant="sheet"
      side="center"
      className="login-modal"
      title={pickingCountry ? t("auth.title.country") : titles[status]}
      closeLabel={t("auth.close")}
      focusKey={`${status}:${pickingCountry}`}
      onClose={(reason) => {
        if (reason === "escape" && pickingCountry) setPickingCountry(false);
        else closeLoginModal();
      }}
    >
      {body}
    </Dialog>
  );
}
