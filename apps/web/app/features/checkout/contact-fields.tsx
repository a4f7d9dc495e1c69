/**
 * The contact section of /add-passenger (phone and e-mail), inside the page's react-hook-form
 * context, and what fills it from the signed-in customer's account.
 */
import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { useRouteLoaderData } from "react-router";
import { useCurrentUser, useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import { type BookingFormValues, nationalPhoneOf } from "./booking-form";

type RootData = { signedIn?: boolean } | undefined;

/**
 * Starts the contact as the signed-in customer's phone and e-mail (a field the customer filled is
 * kept). Renders nothing; put it inside the form's context.
 */
export function ContactFromAccount() {
  const root = useRouteLoaderData("root") as RootData;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  const user = useCurrentUser(signedIn);
  const { getValues, setValue, getFieldState } = useFormContext<BookingFormValues>();
  useEffect(() => {
    if (user.status !== "ready") return;
    const contact = getValues("contact");
    // Validated at once when the customer already tried to submit (the error then goes away).
    const options = { shouldValidate: getFieldState("contact").invalid };
    if (!contact.phoneNumber) {
      setValue(
        "contact.phoneNumber",
        nationalPhoneOf(user.user.phoneNumber, user.user.dialingCode ?? "+964"),
        options,
      );
    }
    if (!contact.email && user.user.email) setValue("contact.email", user.user.email, options);
  }, [user, getValues, setValue, getFieldState]);
  return null;
}

/**
 * `lead`: what the contact is for (the flight booking's sentence by default); `emailOptional`: the
 * e-mail is marked optional (a customer from a partner marketplace, spec §5).
 */
export function ContactFields({
  lead,
  emailOptional = false,
}: {
  lead?: string;
  emailOptional?: boolean;
} = {}) {
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
            {emailOptional ? <span className="booking-optional"> ({t("booking.optional")})</span> : null}
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
