/**
 * The frames of /add-passenger's four variants (a flight's passengers, a hotel's lead guests, a
 * tour's travellers, a visa's applicants): what the server renders and hydration keeps while the
 * variant's data and code load (the route's HydrateFallback), and what each page renders around its
 * form. Small on purpose: the route imports them all, and each variant's page loads only when its
 * URL asks for it (routes/add-passenger.tsx).
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { BookingFrame } from "./checkout-steps";
// The frames' and the skeleton's styles come with the route: each page's own load with its code.
import "../../ui/form-field.css";
import "./booking.css";

/** The page's frame; with the skeleton, the server's HTML while the page's data loads. */
export function AddPassengerFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BookingFrame step="passengers" title={t("meta.addPassenger.title")} lead={t("booking.passengers.lead")}>
      {children}
    </BookingFrame>
  );
}

/** The page's frame (the hotel booking's steps); with the skeleton, the server's HTML while it loads. */
export function HotelGuestsFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BookingFrame
      step="passengers"
      product="hotel"
      title={t("booking.hotel.title")}
      lead={t("booking.hotel.lead")}
    >
      {children}
    </BookingFrame>
  );
}

/** The page's frame (the tour booking's steps); with the skeleton, the server's HTML while it loads. */
export function TourBookingFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BookingFrame
      step="passengers"
      product="tour"
      title={t("booking.tour.title")}
      lead={t("booking.tour.lead")}
    >
      {children}
    </BookingFrame>
  );
}

/** The page's frame (the visa's steps); with the skeleton, the server's HTML while it loads. */
export function VisaApplicationFrame({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <BookingFrame
      step="passengers"
      product="visa"
      title={t("booking.visa.title")}
      lead={t("booking.visa.lead")}
    >
      {children}
    </BookingFrame>
  );
}
