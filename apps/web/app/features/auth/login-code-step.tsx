/** The login step that takes the 4-digit code, with the resend countdown. */
import { NotificationChannel, normalizeDigits, OTP_LENGTH } from "@safar/domain";
import { type FormEvent, useState } from "react";
import type { OtpChannel } from "../../lib/auth-api";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";

import { Submit, useCountdown } from "./login-parts";

// --- step: code ----------------------------------------------------------------------------------

export function CodeStep({
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
