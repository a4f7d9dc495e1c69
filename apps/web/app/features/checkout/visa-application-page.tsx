/**
 * /add-passenger?visa=1&product=…&processing=…&travellers=N (issue 15, the spec's passenger details
 * route): the online visa application. The visa's summary with its price (GetTotalPrice), the day of
 * travel (the earliest the visa can be ready said beside it), the contact (the account's phone and
 * e-mail to start with), then per traveller the visa variant of the passenger fields (spec §5: the
 * names in Arabic script too, Iraqi nationality preselected and required) filled by a passport scan
 * (ReadMRZ) whose photo is kept as the passport page, and the documents the visa asks for, each
 * checked before sending (visa-documents.ts). Submitting runs the visa flow
 * (visa-application-flow.ts: SubmitVisaRequest as multipart, a price change) and opens /confirm.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Locale } from "@safar/domain/site-config";
import { useMemo, useState } from "react";
import { Controller, FormProvider, type Path, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { nameIn } from "../../lib/format";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { documentKindsOf } from "../../lib/visa-documents";
import { useLocale } from "../../ui/use-locale";
import { VisaSummary, type VisaSummaryFacts, visaDay } from "../../ui/visa-summary";
import { VisaApplicationFrame } from "./booking-frames";
import { BookingUnavailable, LoadError } from "./booking-states";
import { BookingSubmit } from "./booking-submit";
import { ContactFields, ContactFromAccount } from "./contact-fields";
import { countriesFor } from "./countries";
import { DatePartsField } from "./date-parts-field";
import { sessionKeyStorage } from "./idempotency";
import type { PriceChange } from "./order-flow";
import { PriceChangeDialog } from "./price-change-dialog";
import { submitVisaRequest } from "./visa-application-api";
import type { VisaApplicationData } from "./visa-application-data";
import { createVisaApplicationFlow, type VisaApplicationOutcome } from "./visa-application-flow";
import {
  earliestTravelDate,
  emptyVisaApplicationForm,
  type VisaApplicationFormValues,
  visaApplicationSchema,
  visaApplicationScopeOf,
} from "./visa-application-form";
import { VisaTraveller } from "./visa-traveller";
import "../../ui/form-field.css";
import "./booking.css";
import "./visa-application.css";

type Ready = Extract<VisaApplicationData, { status: "ready" }>;
export function VisaApplicationPage({ data }: { data: VisaApplicationData }) {
  const { locale } = useLocale();
  return (
    <VisaApplicationFrame>
      {data.status === "error" ? (
        <LoadError />
      ) : data.status === "unavailable" ? (
        <VisaUnavailable message={data.message} backUrl={data.backUrl} />
      ) : (
        <VisaApplicationForm key={visaApplicationScopeOf(data.ref)} data={data} locale={locale} />
      )}
    </VisaApplicationFrame>
  );
}

/** The visa cannot be applied for (no longer on sale, a broken link): why, and the way back. */
function VisaUnavailable({ message, backUrl }: { message: string; backUrl: string }) {
  const { t } = useTranslation();
  return (
    <BookingUnavailable
      title={t("visas.apply.unavailable")}
      message={message}
      back={{ to: backUrl, label: t("visas.apply.back") }}
      testId="visa-unavailable"
    />
  );
}

/** The application's visa as the summary shows it (before the travellers are named). */
function factsOf(
  data: Ready,
  travelDate: string,
  locale: Locale,
  t: (k: string) => string,
): VisaSummaryFacts {
  const { product, quote } = data;
  return {
    countryName: data.country ? nameIn(data.country.name, locale) : t(`visas.country.${product.countryCode}`),
    visa: product,
    processing: quote.processing,
    processingDays: quote.processingDays,
    travelDate: travelDate || null,
    travellers: quote.travellers,
    currency: quote.currency,
    unitPrice: quote.unitPrice,
    totalPrice: quote.totalPrice,
    totalPriceUsd: quote.currency === "USD" ? null : quote.totalPriceUsd,
    usdNote: "about",
  };
}

function VisaApplicationForm({ data, locale }: { data: Ready; locale: Locale }) {
  const { ref, quote } = data;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kinds = useMemo(() => documentKindsOf(quote.documents), [quote.documents]);
  const countries = useMemo(() => countriesFor(data.countries, locale), [data.countries, locale]);
  const earliest = earliestTravelDate(quote.processingDays);

  const schema = useMemo(
    () => visaApplicationSchema({ processingDays: quote.processingDays, documents: kinds }),
    [quote.processingDays, kinds],
  );
  const methods = useForm<VisaApplicationFormValues>({
    resolver: zodResolver(schema) as never,
    defaultValues: emptyVisaApplicationForm(ref.travellers),
    // Checked on submit, then as the customer corrects (see the hotel page).
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { handleSubmit, setError, formState, control } = methods;
  const travelDate = useWatch({ control, name: "travelDate" });

  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [flow] = useState(() =>
    createVisaApplicationFlow({
      ref,
      documents: kinds,
      submitVisaRequest,
      storage: sessionKeyStorage,
      onBusy: setBusy,
    }),
  );

  const show = (outcome: VisaApplicationOutcome) => {
    switch (outcome.kind) {
      case "reserved":
        void navigate(outcome.to);
        return;
      case "priceChanged":
        setPriceChange({ oldTotalPrice: outcome.oldTotalPrice, newTotalPrice: outcome.newTotalPrice });
        return;
      case "unavailable":
        setUnavailable(outcome.message);
        return;
      case "failed":
        outcome.fieldErrors.forEach(({ path, message }, i) => {
          setError(
            path as Path<VisaApplicationFormValues>,
            { type: "server", message },
            { shouldFocus: i === 0 },
          );
        });
        if (outcome.toast) void showApiErrors(outcome.toast, t);
        return;
      case "ignored":
        return;
    }
  };
  const onValid = async (values: VisaApplicationFormValues) => show(await flow.submit(values));
  const acceptNewPrice = async () => {
    setPriceChange(null);
    show(await flow.acceptNewPrice());
  };
  const declineNewPrice = () => {
    flow.cancelNewPrice();
    void navigate(data.backUrl);
  };

  if (unavailable) return <VisaUnavailable message={unavailable} backUrl={data.backUrl} />;

  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;
  const travelDateError = formState.errors.travelDate?.message;
  const thisYear = new Date().getFullYear();

  return (
    <FormProvider {...methods}>
      <ContactFromAccount />
      <form
        className="booking-layout"
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-busy={busy || undefined}
      >
        <div className="booking-layout__aside">
          <VisaSummary facts={factsOf(data, travelDate, locale, t)} locale={locale}>
            <Link className="link-button visa-summary__change" to={data.backUrl}>
              {t("visas.apply.change")}
            </Link>
          </VisaSummary>
        </div>

        <div className="booking-layout__main">
          <section className="card visa-travel" aria-labelledby="visa-travel-title">
            <h2 id="visa-travel-title">{t("visas.apply.travelTitle")}</h2>
            <Controller
              control={control}
              name="travelDate"
              render={({ field }) => (
                <DatePartsField
                  id="visa-travel-date"
                  label={t("visas.apply.travelDate")}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  locale={locale}
                  fromYear={thisYear}
                  toYear={thisYear + 1}
                  newestFirst={false}
                  required
                  hint={t("visas.apply.earliest", { date: visaDay(earliest, locale) })}
                  error={
                    travelDateError ? t(travelDateError, { defaultValue: t("GENERIC_ERROR") }) : undefined
                  }
                />
              )}
            />
          </section>

          <ContactFields lead={t("visas.apply.contactLead")} />

          {Array.from({ length: ref.travellers }, (_, index) => (
            <VisaTraveller
              // biome-ignore lint/suspicious/noArrayIndexKey: the travellers are places, never reordered
              key={index}
              index={index}
              travellers={ref.travellers}
              travelDate={travelDate || earliest}
              countries={countries}
              locale={locale}
              kinds={kinds}
            />
          ))}

          <BookingSubmit
            invalid={hasErrors}
            total={quote.totalPriceUsd}
            totalTestId="visa-apply-total"
            busy={busy}
            label={t("visas.apply.submit")}
            busyLabel={t("visas.apply.sending")}
          >
            <p className="field__hint">{t("visas.apply.afterSubmit")}</p>
          </BookingSubmit>
        </div>
      </form>

      {priceChange ? (
        <PriceChangeDialog
          change={priceChange}
          title={t("visas.apply.priceChangeTitle")}
          text={t("visas.apply.priceChanged")}
          acceptLabel={t("visas.apply.acceptPrice")}
          declineLabel={t("visas.apply.back")}
          onAccept={() => void acceptNewPrice()}
          onDecline={declineNewPrice}
          onClose={() => setPriceChange(null)}
        />
      ) : null}
    </FormProvider>
  );
}
