/**
 * /add-passenger for a hotel's rate (issue 14, the spec's passenger details route): the stay and the
 * rate (hotel-stay-summary.tsx), the contact (the account's phone and e-mail to start with), one lead
 * guest per room in Latin letters, special requests. Submitting runs the hotel booking flow
 * (hotel-guests-flow.ts: the order with an Idempotency-Key per form content, a price change, a room
 * that is gone, the hold) and opens /confirm; this page shows each of its outcomes. A rate that
 * cannot be booked (sold out, the search expired) says so with the way back to the hotel page for
 * the same stay, which searches again.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { Locale } from "@safar/domain/site-config";
import { useMemo, useState } from "react";
import { FormProvider, type Path, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { hotelPageUrl } from "../../lib/hotel-search-params";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { HotelGuestsFrame } from "./booking-frames";
import { BookingUnavailable, LoadError } from "./booking-states";
import { BookingSubmit } from "./booking-submit";
import { ContactFields, ContactFromAccount } from "./contact-fields";
import { HotelGuestList, SpecialRequestsField } from "./hotel-guest-fields";
import type { HotelGuestsData } from "./hotel-guests-data";
import { createHotelCheckoutFlow, type HotelCheckoutOutcome } from "./hotel-guests-flow";
import {
  emptyHotelGuestsForm,
  type HotelGuestsFormValues,
  hotelBookingScopeOf,
  hotelGuestsFormSchema,
} from "./hotel-guests-form";
import { reserveHotelOrder, submitHotelOrder } from "./hotel-order-api";
import { HotelPrice, HotelStaySummary } from "./hotel-stay-summary";
import { sessionKeyStorage } from "./idempotency";
import type { PriceChange } from "./order-flow";
import { PriceChangeDialog } from "./price-change-dialog";
import "../../ui/form-field.css";
import "./booking.css";
import "./hotel-guests.css";

export function HotelGuestsPage({ data }: { data: HotelGuestsData }) {
  const { locale } = useLocale();
  return (
    <HotelGuestsFrame>
      {data.status === "error" ? (
        <LoadError />
      ) : data.status === "unavailable" ? (
        <HotelUnavailable reason={data.reason} message={data.message} backUrl={data.backUrl} />
      ) : (
        <HotelGuestsForm key={hotelBookingScopeOf(data.ref)} data={data} locale={locale} />
      )}
    </HotelGuestsFrame>
  );
}

/** The rate cannot be booked: why, and the way back to the hotel page (or a new search). */
function HotelUnavailable({
  reason,
  message,
  backUrl,
}: {
  reason: "soldOut" | "expired" | "closed" | "invalid";
  message: string;
  backUrl: string;
}) {
  const { t } = useTranslation();
  return (
    <BookingUnavailable
      title={t(`booking.hotel.unavailable.${reason}.title`)}
      message={message}
      back={{ to: backUrl, label: t(`booking.hotel.unavailable.${reason}.back`) }}
      other={reason === "invalid" ? null : { to: "/hotel-home", label: t("hotels.page.newSearch") }}
      testId="hotel-unavailable"
      reason={reason}
    />
  );
}

type Ready = Extract<HotelGuestsData, { status: "ready" }>;

function HotelGuestsForm({ data, locale }: { data: Ready; locale: Locale }) {
  const { ref, stay, detail, rate } = data;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hotelUrl = hotelPageUrl(stay, ref.hotelId);

  const schema = useMemo(() => hotelGuestsFormSchema(), []);
  const methods = useForm<HotelGuestsFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyHotelGuestsForm(stay.rooms.length),
    // Checked on submit, then as the customer corrects: an error shown when a field loses the focus
    // moves the button under a pointer already pressing it, and that click is lost.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { handleSubmit, setError, formState } = methods;

  // ── Submit: the booking flow, and what each of its outcomes shows ──────────────────────────────
  const [busy, setBusy] = useState(false);
  const [total, setTotal] = useState(rate.totalPrice);
  const [unavailable, setUnavailable] = useState<{
    reason: "soldOut" | "expired" | "closed";
    message: string;
  } | null>(null);
  const [priceChange, setPriceChange] = useState<PriceChange | null>(null);
  const [flow] = useState(() =>
    createHotelCheckoutFlow({
      ref,
      api: { submitHotelOrder, reserveHotelOrder },
      storage: sessionKeyStorage,
      onBusy: setBusy,
    }),
  );

  const show = (outcome: HotelCheckoutOutcome) => {
    switch (outcome.kind) {
      case "reserved":
        void navigate(outcome.to);
        return;
      case "priceChanged":
        setPriceChange({ oldTotalPrice: outcome.oldTotalPrice, newTotalPrice: outcome.newTotalPrice });
        return;
      case "unavailable":
        setUnavailable({ reason: outcome.reason, message: outcome.message });
        return;
      case "failed":
        outcome.fieldErrors.forEach(({ path, message }, i) => {
          setError(
            path as Path<HotelGuestsFormValues>,
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
  const onValid = async (values: HotelGuestsFormValues) => show(await flow.submit(values));
  const acceptNewPrice = async () => {
    if (priceChange) setTotal(priceChange.newTotalPrice);
    setPriceChange(null);
    show(await flow.acceptNewPrice());
  };
  const declineNewPrice = () => {
    flow.cancelNewPrice();
    void navigate(hotelUrl);
  };

  if (unavailable)
    return <HotelUnavailable reason={unavailable.reason} message={unavailable.message} backUrl={hotelUrl} />;

  const hasErrors = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

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
          <HotelStaySummary
            detail={detail}
            rate={rate}
            stay={stay}
            city={data.city}
            hotelUrl={hotelUrl}
            locale={locale}
          />
          <HotelPrice rate={rate} total={total} nights={detail.nights} locale={locale} />
        </div>

        <div className="booking-layout__main">
          <ContactFields lead={t("booking.hotel.contactLead")} />
          <HotelGuestList rooms={stay.rooms} locale={locale} />
          <SpecialRequestsField locale={locale} />

          <BookingSubmit
            invalid={hasErrors}
            total={total}
            busy={busy}
            busyLabel={t("booking.hotel.submitBusy")}
          />
        </div>
      </form>

      {priceChange ? (
        <PriceChangeDialog
          change={priceChange}
          title={t("hotels.priceChange.title")}
          text={t("booking.hotel.priceChanged")}
          acceptLabel={t("hotels.priceChange.accept")}
          declineLabel={t("hotels.priceChange.another")}
          onAccept={() => void acceptNewPrice()}
          onDecline={declineNewPrice}
          onClose={() => setPriceChange(null)}
        />
      ) : null}
    </FormProvider>
  );
}
