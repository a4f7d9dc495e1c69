/**
 * /add-passenger (spec §2 "passenger details"): the chosen flight (GetPlpProposalDetails, and the
 * search behind it from GetProductTypeByAvailableRequest: counts, scope, the results URL), the
 * contact form, one form per passenger place with the variant its route and nationality call for,
 * saved travellers to pick from and save to. Submitting runs the booking flow (checkout-flow.ts:
 * the order with an Idempotency-Key per form content, a price change, a flight that is gone, the
 * seat hold, the passengers to save) and opens /confirm; this page shows each of its outcomes.
 */
import { SafarMarketStep } from "@safar/domain/safarmarket-rules";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useMemo, useState } from "react";
import { FormProvider, type Path } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { formatNumber, listSeparator } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { cameFromSafarMarket, sendSafarMarketStep } from "../../lib/safarmarket";
import { showApiErrors, showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import type { AddPassengerData } from "./add-passenger-data";
import { type BookingFormValues, passengerPlaces, travelDateOf } from "./booking-form";
import { AddPassengerFrame } from "./booking-frames";
import { FlightUnavailable, LoadError } from "./booking-states";
import { BookingSubmit } from "./booking-submit";
import { reserveFlightOrder, savePassenger, submitFlightOrder } from "./checkout-api";
import { bookingScopeOf, type CheckoutOutcome, createCheckoutFlow } from "./checkout-flow";
import { priceRows, resultsUrlOfSearch } from "./checkout-rules";
import { ContactFields, ContactFromAccount } from "./contact-fields";
import { FlightSummary, PriceDetails } from "./flight-summary";
import { sessionKeyStorage } from "./idempotency";
import { Modal } from "./modal";
import type { PriceChange } from "./order-flow";
import { PassengerList } from "./passenger-list";
import { savedName } from "./saved-passengers-dialog";
import { useBookingForm } from "./use-booking-form";
import "../../ui/form-field.css";
import "./booking.css";

export function AddPassengerPage({ data }: { data: AddPassengerData }) {
  const { locale } = useLocale();
  return (
    <AddPassengerFrame>
      {data.status === "error" ? (
        <LoadError />
      ) : data.status === "unavailable" ? (
        <FlightUnavailable message={data.message} backUrl={data.backUrl} />
      ) : (
        <BookingForm key={bookingScopeOf(data.refs)} data={data} locale={locale} />
      )}
    </AddPassengerFrame>
  );
}

type Ready = Extract<AddPassengerData, { status: "ready" }>;

function BookingForm({ data, locale }: { data: Ready; locale: Locale }) {
  const money = useMoney();
  const { refs } = data;
  const { t } = useTranslation();
  const navigate = useNavigate();

  const search = data.product.availableRequest;
  const places = useMemo(
    () => passengerPlaces({ adults: search.adults, children: search.children, infants: search.infants }),
    [search.adults, search.children, search.infants],
  );
  const travelDate = travelDateOf(data.outbound);
  const isDomestic = data.product.isDomesticFlight;
  const backUrl = resultsUrlOfSearch(data.product);
  const proposals = data.returning ? [data.outbound, data.returning] : [data.outbound];
  const total = proposals.reduce((sum, p) => sum + Math.round(p.totalPrice * 100), 0) / 100;

  // Spec §5: after SafarMarket's redirect (its cookie) the e-mail is optional, still valid if given.
  const { methods, formEvents, countries, numbers, openSaved, savedDialog } = useBookingForm(
    { isDomestic, travelDate, places, fromPartnerMarketplace: cameFromSafarMarket() },
    { mode: "onTouched" },
    { countries: data.countries, saved: data.saved, locale },
  );
  // After SafarMarket's redirect (its cookie, read once hydrated): the e-mail is marked optional, and
  // its step 2 is sent, the customer having selected this fare (once).
  const [emailOptional, setEmailOptional] = useState(false);
  useEffect(() => {
    setEmailOptional(cameFromSafarMarket());
    void sendSafarMarketStep(SafarMarketStep.Selected, refs);
  }, [refs]);
  const { handleSubmit, setError, formState } = methods;

  // ── Submit: the booking flow, and what each of its outcomes shows ──────────────────────────────
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [flow] = useState(() =>
    createCheckoutFlow({
      refs,
      places,
      isDomestic,
      travelDate,
      resultsUrl: backUrl,
      api: { submitFlightOrder, reserveFlightOrder, savePassenger },
      storage: sessionKeyStorage,
      onBusy: setBusy,
    }),
  );

  const show = (outcome: CheckoutOutcome) => {
    switch (outcome.kind) {
      case "reserved":
        for (const passenger of outcome.unsaved) {
          void showToast("error", t("booking.saved.saveFailed", { name: savedName(passenger) }));
        }
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
          setError(path as Path<BookingFormValues>, { type: "server", message }, { shouldFocus: i === 0 });
        });
        if (outcome.toast) void showApiErrors(outcome.toast, t);
        return;
      case "ignored":
        return;
    }
  };
  const onValid = async (values: BookingFormValues) => show(await flow.submit(values));
  const confirmNewPrice = async () => {
    setPriceChange(null);
    show(await flow.acceptNewPrice());
  };

  if (unavailable) return <FlightUnavailable message={unavailable} backUrl={backUrl} />;

  const summary = ([1, 2, 3] as const)
    .map((type) => ({ type, n: places.filter((c) => c === type).length }))
    .filter((x) => x.n > 0)
    .map((x) =>
      t("booking.summaryPart", {
        type: t(`booking.categoryPlural.${x.type}`),
        count: formatNumber(x.n, locale),
      }),
    )
    .join(listSeparator(locale));
  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...methods}>
      <form
        className="booking-layout"
        noValidate
        onSubmit={handleSubmit(onValid)}
        {...formEvents}
        aria-busy={busy || undefined}
      >
        <div className="booking-layout__aside">
          <FlightSummary proposals={proposals} locale={locale}>
            <p className="booking-flight__travellers">{t("booking.passengers.counts", { summary })}</p>
            <Link to={backUrl} className="booking-flight__change">
              {t("booking.flight.change")}
            </Link>
          </FlightSummary>
          <PriceDetails rows={priceRows(proposals)} locale={locale} total={total} />
        </div>

        <div className="booking-layout__main">
          <ContactFromAccount />
          <ContactFields emailOptional={emailOptional} />
          <PassengerList
            places={places}
            numbers={numbers}
            isDomestic={isDomestic}
            travelDate={travelDate}
            countries={countries}
            locale={locale}
            onChooseSaved={openSaved}
          />

          <BookingSubmit invalid={hasErrors} total={total} busy={busy} />
        </div>
      </form>

      {savedDialog}

      {priceChange ? (
        <Modal
          title={t("booking.priceChange.title")}
          role="alertdialog"
          onClose={() => setPriceChange(null)}
          className="booking-price-change"
        >
          <p>{t("PRICE_CHANGED")}</p>
          <dl className="booking-price__list">
            <div className="booking-price__row">
              <dt>{t("booking.priceChange.old")}</dt>
              <dd>
                <s>{money(priceChange.oldTotalPrice)}</s>
              </dd>
            </div>
            <div className="booking-price__row booking-price__row--total">
              <dt>{t("booking.priceChange.new")}</dt>
              <dd data-testid="new-price">{money(priceChange.newTotalPrice)}</dd>
            </div>
          </dl>
          <div className="booking-actions">
            <button type="button" className="button button--primary" onClick={() => void confirmNewPrice()}>
              {t("booking.priceChange.confirm")}
            </button>
            <button type="button" className="button" onClick={() => void navigate(flow.cancelNewPrice())}>
              {t("booking.priceChange.cancel")}
            </button>
          </div>
        </Modal>
      ) : null}
    </FormProvider>
  );
}
