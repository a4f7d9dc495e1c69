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
import type { VisaDocumentKind } from "@safar/domain/visa";
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Controller, FormProvider, type Path, useForm, useFormContext, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { formatNumber, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import {
  DOCUMENT_ACCEPT,
  documentKindsOf,
  documentValueOf,
  type VisaDocumentValue,
} from "../../lib/visa-documents";
import { useLocale } from "../../ui/use-locale";
import { VisaSummary, type VisaSummaryFacts, visaDay } from "../../ui/visa-summary";
import type { FieldPolicy, PassengerField } from "./booking-form";
import { BookingUnavailable, LoadError } from "./booking-states";
import { BookingFrame } from "./checkout-steps";
import { ContactFields, ContactFromAccount } from "./contact-fields";
import { countriesFor } from "./countries";
import { DatePartsField } from "./date-parts-field";
import { sessionKeyStorage } from "./idempotency";
import type { PriceChange } from "./order-flow";
import { PassengerFields } from "./passenger-fields";
import { PriceChangeDialog } from "./price-change-dialog";
import { submitVisaRequest } from "./visa-application-api";
import type { VisaApplicationData } from "./visa-application-data";
import { createVisaApplicationFlow, type VisaApplicationOutcome } from "./visa-application-flow";
import {
  earliestTravelDate,
  emptyVisaApplicationForm,
  VISA_REQUIRED_FIELDS,
  VISA_SHOWN_FIELDS,
  type VisaApplicationFormValues,
  visaApplicationSchema,
  visaApplicationScopeOf,
} from "./visa-application-form";
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

/** The page's frame (the visa's steps); with the skeleton, the server's HTML while it loads. */
export function VisaApplicationFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BookingFrame
      step="passengers"
      product="visa"
      title={t("visas.apply.title")}
      lead={t("visas.apply.lead")}
    >
      {children}
    </BookingFrame>
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

/** The visa variant's fields (spec §5): what the place shows and asks for. */
const VISA_ASKED = new Set<PassengerField>([
  "firstName",
  "lastName",
  "genderTitle",
  "birthDate",
  ...VISA_REQUIRED_FIELDS,
]);
const visaPolicy: FieldPolicy = {
  shown: new Set<PassengerField>(VISA_SHOWN_FIELDS),
  required: VISA_ASKED,
  need: (field) => (VISA_ASKED.has(field) ? "required" : "optional"),
};

function VisaApplicationForm({ data, locale }: { data: Ready; locale: Locale }) {
  const { ref, quote } = data;
  const { t } = useTranslation();
  const money = useMoney();
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

          <div className="booking-submit">
            {hasErrors ? (
              <p className="booking-inline-error" role="alert">
                {t("booking.submit.invalid")}
              </p>
            ) : null}
            <p className="booking-submit__total">
              <span>{t("booking.price.total")}</span>{" "}
              <strong data-testid="visa-apply-total">{money(quote.totalPriceUsd)}</strong>
            </p>
            <button type="submit" className="button button--primary button--block" disabled={busy}>
              {busy ? t("visas.apply.sending") : t("visas.apply.submit")}
            </button>
            <p className="field__hint">{t("visas.apply.afterSubmit")}</p>
          </div>
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

/** One traveller: the visa passenger fields (scan included), and the documents the visa asks for. */
function VisaTraveller({
  index,
  travellers,
  travelDate,
  countries,
  locale,
  kinds,
}: {
  index: number;
  travellers: number;
  travelDate: string;
  countries: Parameters<typeof PassengerFields>[0]["countries"];
  locale: Locale;
  kinds: readonly VisaDocumentKind[];
}) {
  const { t } = useTranslation();
  const { control, trigger, setValue } = useFormContext<VisaApplicationFormValues>();
  const nationality = useWatch({ control, name: `passengers.${index}.nationalityCountry` });
  const first = useRef(true);

  // Iraqis only: another nationality is refused at once, beside the field (the server refuses too).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the nationality changes
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Checked at every change (a scan's too): another nationality says why, Iraq again clears it.
    void trigger(`passengers.${index}.nationalityCountry`);
  }, [nationality, index, trigger]);

  const heading = t("visas.apply.traveller", { n: formatNumber(index + 1, locale) });
  return (
    <PassengerFields
      index={index}
      number={index + 1}
      category={1}
      isDomestic={false}
      travelDate={travelDate}
      countries={countries}
      locale={locale}
      passengerCount={travellers}
      fieldPolicy={() => visaPolicy}
      heading={heading}
      saveOption={false}
      labels={{ firstNameFarsi: "visas.apply.firstNameArabic", lastNameFarsi: "visas.apply.lastNameArabic" }}
      onScanned={(photo) => {
        // The photo the scan read is the traveller's passport page.
        const file = new File([photo], "passport-page.jpg", { type: photo.type || "image/jpeg" });
        void documentValueOf(file).then((value) =>
          setValue(`documents.${index}.PassportPage`, value, { shouldDirty: true, shouldValidate: true }),
        );
      }}
    >
      <VisaDocuments index={index} kinds={kinds} travellerLabel={heading} />
    </PassengerFields>
  );
}

function VisaDocuments({
  index,
  kinds,
  travellerLabel,
}: {
  index: number;
  kinds: readonly VisaDocumentKind[];
  travellerLabel: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <fieldset className="visa-docs" aria-labelledby={titleId}>
      <legend id={titleId} className="visa-docs__title">
        {t("visas.apply.documentsTitle")}
      </legend>
      <p className="field__hint">{t("visas.apply.documentsHint")}</p>
      <div className="visa-docs__list">
        {kinds.map((kind) => (
          <VisaDocumentField key={kind} index={index} kind={kind} travellerLabel={travellerLabel} />
        ))}
      </div>
    </fieldset>
  );
}

function fileSize(bytes: number, locale: Locale, t: (k: string, v?: Record<string, unknown>) => string) {
  return bytes >= 1024 * 1024
    ? t("visas.apply.sizeMb", { n: formatNumber(Math.round((bytes / 1024 / 1024) * 10) / 10, locale) })
    : t("visas.apply.sizeKb", { n: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) });
}

/** One document: its name, a file input (keyboard and camera), a thumbnail and the file's name, its error. */
function VisaDocumentField({
  index,
  kind,
  travellerLabel,
}: {
  index: number;
  kind: VisaDocumentKind;
  travellerLabel: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { control, setValue, trigger, formState } = useFormContext<VisaApplicationFormValues>();
  const name = `documents.${index}.${kind}` as const;
  const value = useWatch({ control, name }) as VisaDocumentValue | null | undefined;
  const id = `doc-${index}-${kind}`;
  const message = (formState.errors.documents?.[index] as Record<string, { message?: string }> | undefined)?.[
    kind
  ]?.message;
  const error = message ? t(message, { defaultValue: t("GENERIC_ERROR") }) : undefined;
  const preview = usePreview(value?.file ?? null);
  const label = t(`visas.documents.${kind}`);

  return (
    <div
      className={`field visa-doc${error ? " field--invalid" : ""}`}
      data-testid={`visa-doc-${kind}`}
      data-traveller={index}
    >
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="visa-doc__body">
        <div className="visa-doc__thumb" aria-hidden="true">
          {preview ? <img src={preview} alt="" /> : <span className="visa-doc__empty">+</span>}
        </div>
        <div className="visa-doc__text">
          {value ? (
            <p className="visa-doc__file" data-testid="visa-doc-file">
              <bdi dir="ltr">{value.name}</bdi> · {fileSize(value.size, locale, t)}
              {value.width && value.height ? (
                <>
                  {" "}
                  · <bdi dir="ltr">{`${value.width} × ${value.height}`}</bdi>
                </>
              ) : null}
            </p>
          ) : (
            <p className="visa-doc__file visa-doc__file--none">{t("visas.apply.noFile")}</p>
          )}
          <p className="field__hint" id={`${id}-hint`}>
            {t(
              kind === "PersonalPhoto"
                ? "visas.apply.photoHint"
                : kind === "PassportPage"
                  ? "visas.apply.passportHint"
                  : "visas.apply.fileHint",
            )}
          </p>
          <label className="button visa-doc__pick">
            <input
              id={id}
              type="file"
              className="visually-hidden"
              accept={DOCUMENT_ACCEPT}
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              aria-invalid={error ? true : undefined}
              data-testid={`visa-doc-input-${kind}`}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                if (!file) return;
                void documentValueOf(file).then((chosen) => {
                  setValue(name, chosen, { shouldDirty: true });
                  // Said at once: a file that cannot be sent, or a photo of the wrong size or shape.
                  void trigger(name);
                });
              }}
            />
            <span id={`${id}-action`}>
              {value ? t("visas.apply.replaceFile") : t("visas.apply.chooseFile")}
              <span className="visually-hidden"> ({travellerLabel})</span>
            </span>
          </label>
        </div>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An object URL of a chosen file for its thumbnail, given back when the file changes or the page goes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file?.type.startsWith("image/")) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}
