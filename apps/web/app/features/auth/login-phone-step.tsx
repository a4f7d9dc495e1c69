/** The first login step: the phone with its dialing code, SMS or WhatsApp, password and Google as alternatives. */
import { NotificationChannel } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import type { OtpChannel } from "../../lib/auth-api";
import { useTranslation } from "../../lib/use-translation";
import { GoogleSignIn } from "./google-sign-in";
import { AgeNotice, PhoneInput, Submit } from "./login-parts";

export function PhoneStep({
  phone,
  error,
  dialingCode,
  channel,
  busy,
  googleClientId,
  locale,
  onPhoneChange,
  onChannelChange,
  onPickCountry,
  onSubmit,
  onUsePassword,
  onGoogleCredential,
}: {
  phone: string;
  /** The phone field's error (a translation key). */
  error: string | undefined;
  dialingCode: string;
  channel: OtpChannel;
  busy: boolean;
  googleClientId: string | undefined;
  locale: Locale;
  onPhoneChange: (value: string) => void;
  onChannelChange: (value: OtpChannel) => void;
  onPickCountry: () => void;
  onSubmit: () => void;
  onUsePassword: () => void;
  onGoogleCredential: (jwt: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <form
      className="login__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="login__lead">{t("auth.phoneLead")}</p>
      <PhoneInput
        id="login-phone"
        value={phone}
        error={error ? t(error) : undefined}
        dialingCode={dialingCode}
        onChange={onPhoneChange}
        onPickCountry={onPickCountry}
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
              onChange={() => onChannelChange(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <Submit busy={busy}>{t("auth.sendCode")}</Submit>
      <button type="button" className="button button--ghost button--block" onClick={onUsePassword}>
        {t("auth.usePassword")}
      </button>
      {googleClientId ? (
        <>
          <p className="login__divider">
            <span>{t("auth.or")}</span>
          </p>
          <GoogleSignIn clientId={googleClientId} locale={locale} onCredential={onGoogleCredential} />
        </>
      ) : null}
      <AgeNotice />
    </form>
  );
}
