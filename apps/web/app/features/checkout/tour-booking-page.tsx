/**
 * /add-passenger for a tour's departure (issue 16, the spec's passenger details route): the tour,
 * the dates and the party with its prices (aside), the contact (the account's to start with), and
 * one passenger form per traveller of the party, the international flight's form for each one's
 * nationality (a passport; the Farsi names for an Iranian), judged on the day of departure, saved
 * travellers to pick from. Submitting runs the tour booking flow (tour-booking-flow.ts: the order,
 * a price change, a departure that filled meanwhile, the seats' hold) and opens /confirm.
 */
import type { Locale } from "@safar/domain/site-config";
import { useMemo, useState } from "react";
import { FormProvider, type Path } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { TourSummary } from "../../ui/tour-summary";
import { useLocale } from "../../ui/use-locale";
import { type BookingFormValues, passengerPlaces } from "./booking-form";
import { TourBookingFrame } from "./booking-frames";
import { BookingUnavailable, LoadError } from "./booking-states";
import { BookingSubmit } from "./booking-submit";
import { ContactFields, ContactFromAccount } from "./contact-fields";
import { PriceDetails } from "./flight-summary";
import { sessionKeyStorage } from "./idempotency";
import type { PriceChange } from "./order-flow";
import { PassengerList } from "./passenger-list";
import { PriceChangeDialog } from "./price-change-dialog";
import type { TourBookingData } from "./tour-booking-data";
import {
  createTourCheckoutFlow,
  type TourCheckoutOutcome,
  tourBookingScopeOf,
  tourPriceRows,
} from "./tour-booking-flow";
import { reserveTourOrder, submitTourOrder } from "./tour-order-api";
import "../../ui/form-field.css";
import "./booking.css";
import { useBookingForm } from "./use-booking-form";

export function TourBookingPage({ data }: { data: TourBookingData }) {
  const { locale } = useLocale();
  return (
    <TourBookingFrame>
      {data.status === "error" ? (
        <LoadError />
      ) : data.status === "unavailable" ? (
        <TourUnavailable message={data.message} backUrl={data.backUrl} />
      ) : (
        <TourBookingForm key={tourBookingScopeOf(data.ref)} data={data} locale={locale} />
      )}
    </TourBookingFrame>
  );
}

/** The departure cannot be booked for this party: why, the tour's other dates, other tours. */
function TourUnavailable({ message, backUrl }: { message: string; backUrl: string }) {
  const { t } = useTranslation();
  return (
    <BookingUnavailable
      title={t("tours.book.unavailable")}
      message={message}
      back={{ to: backUrl, label: t("tours.book.otherDates") }}
      other={{ to: "/tour-home", label: t("tours.book.otherTours") }}
      testId="tour-unavailable"
      reason="soldOut"
    />
  );
}

type Ready = Extract<TourBookingData, { status: "ready" }>;

function TourBookingForm({ data, locale }: { data: Ready; locale: Locale }) {
  const { ref, tour, departure } = data;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tourUrl = `/tour/${tour.id}`;
  const places = useMemo(() => passengerPlaces(ref.counts), [ref.counts]);
  const travelDate = departure.date;
  const { rows, total: listed } = tourPriceRows(departure, ref.counts);
  const [total, setTotal] = useState(listed);

  const { methods, formEvents, countries, numbers, openSaved, savedDialog } = useBookingForm(
    { isDomestic: false, travelDate, places },
    { mode: "onSubmit", reValidateMode: "onChange" },
    { countries: data.countries, saved: data.saved, locale },
  );
  const { handleSubmit, setError, formState } = methods;

  // ── Submit: the booking flow, and what each of its outcomes shows ──────────────────────────────
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [flow] = useState(() =>
    createTourCheckoutFlow({
      ref,
      places,
      total: listed,
      api: { submitTourOrder, reserveTourOrder },
      storage: sessionKeyStorage,
      onBusy: setBusy,
    }),
  );
  const show = (outcome: TourCheckoutOutcome) => {
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
          setError(path as Path<BookingFormValues>, { type: "server", message }, { shouldFocus: i === 0 });
        });
        if (outcome.toast) void showApiErrors(outcome.toast, t);
        return;
      case "ignored":
        return;
    }
  };
  const onValid = async (values: BookingFormValues) => show(await flow.submit(values));
  const acceptNewPrice = async () => {
    if (priceChange) setTotal(priceChange.newTotalPrice);
    setPriceChange(null);
    show(await flow.acceptNewPrice());
  };

  if (unavailable) return <TourUnavailable message={unavailable} backUrl={tourUrl} />;

  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <FormProvider {...methods}>
      <ContactFromAccount />
      <form
        className="booking-layout"
        noValidate
        onSubmit={handleSubmit(onValid)}
        {...formEvents}
        aria-busy={busy || undefined}
      >
        <div className="booking-layout__aside">
          <TourSummary
            tour={{
              ...tour,
              destination: tour.destination.name,
              date: departure.date,
              returnDate: departure.returnDate,
            }}
            locale={locale}
          >
            <Link to={tourUrl} className="booking-flight__change">
              {t("tours.book.change")}
            </Link>
          </TourSummary>
          <PriceDetails rows={rows} locale={locale} total={total} />
        </div>

        <div className="booking-layout__main">
          <ContactFields lead={t("tours.book.contactLead")} />
          <PassengerList
            places={places}
            numbers={numbers}
            isDomestic={false}
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
        <PriceChangeDialog
          change={priceChange}
          title={t("booking.priceChange.title")}
          text={t("PRICE_CHANGED")}
          acceptLabel={t("booking.priceChange.confirm")}
          declineLabel={t("tours.book.otherDates")}
          onAccept={() => void acceptNewPrice()}
          onDecline={() => {
            flow.cancelNewPrice();
            void navigate(tourUrl);
          }}
          onClose={() => setPriceChange(null)}
        />
      ) : null}
    </FormProvider>
  );
}
