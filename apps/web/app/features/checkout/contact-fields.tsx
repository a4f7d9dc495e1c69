/** The contact section of /add-passenger (phone and e-mail), inside the page's react-hook-form context. */
import { useFormContext } from "react-hook-form";
import { useTranslation } from "../../lib/use-translation";
import type { BookingFormValues } from "./booking-form";

/** `lead`: what the contact is for (the flight booking's sentence by default). */
export function ContactFields({ lead }: { lead?: string } = {}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<BookingFormValues>();
  const contactErrors = formState.errors.contact;
  const phoneError = contactErrors?.phoneNumber?.message;
  const emailError = contactErrors?.email?.message;

  return (
    <section className="card booking-contact" aria-labelledby="booking-contact-title">
      <h2 id="booking-contact-title">{t("booking.contact.title")}</h2>
      <p className="field__hint">{lead ?? t("booking.contact.lead")}</p>
      <div className="booking-fields">
        <div className={`field${phoneError ? " field--invalid" : ""}`}>
          <label htmlFor="contact-phone" className="field__label">
            {t("booking.contact.phone")}
          </label>
          <input
            id="contact-phone"
            className="input"
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel-national"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`contact-phone-hint${phoneError ? " contact-phone-error" : ""}`}
            {...register("contact.phoneNumber")}
          />
          <p className="field__hint" id="contact-phone-hint">
            {t("booking.contact.phoneHint")}
          </p>
          {phoneError ? (
            <p className="field__error" id="contact-phone-error" role="alert">
              {t(phoneError)}
            </p>
          ) : null}
        </div>
        <div className={`field${emailError ? " field--invalid" : ""}`}>
          <label htmlFor="contact-email" className="field__label">
            {t("booking.contact.email")}
          </label>
          <input
            id="contact-email"
            className="input"
            type="email"
            dir="ltr"
            autoComplete="email"
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? "contact-email-error" : undefined}
            {...register("contact.email")}
          />
          {emailError ? (
            <p className="field__error" id="contact-email-error" role="alert">
              {t(emailError)}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
