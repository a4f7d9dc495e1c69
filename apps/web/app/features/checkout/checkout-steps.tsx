import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { BookingSkeleton } from "./booking-states";

export type Step = "select" | "passengers" | "confirm" | "ticket";
/** What is being booked: the steps are named after it. */
export type Product = "flight" | "hotel" | "visa" | "tour";
const steps: Record<Product, { id: Step; key: string }[]> = {
  flight: [
    { id: "select", key: "checkout.stepSelect" },
    { id: "passengers", key: "checkout.stepPassengers" },
    { id: "confirm", key: "checkout.stepConfirm" },
    { id: "ticket", key: "checkout.stepTicket" },
  ],
  hotel: [
    { id: "select", key: "booking.hotelSteps.select" },
    { id: "passengers", key: "booking.hotelSteps.guests" },
    { id: "confirm", key: "checkout.stepConfirm" },
    { id: "ticket", key: "booking.hotelSteps.confirmed" },
  ],
  visa: [
    { id: "select", key: "booking.visaSteps.select" },
    { id: "passengers", key: "booking.visaSteps.apply" },
    { id: "confirm", key: "checkout.stepConfirm" },
    { id: "ticket", key: "booking.visaSteps.filed" },
  ],
  tour: [
    { id: "select", key: "booking.tourSteps.select" },
    { id: "passengers", key: "booking.tourSteps.travellers" },
    { id: "confirm", key: "checkout.stepConfirm" },
    { id: "ticket", key: "booking.tourSteps.booked" },
  ],
};

/**
 * The booking steps (flight selection → passengers → confirm and pay → ticket, spec §4; a hotel's:
 * room → guests → confirm and pay → booking confirmed; a visa's: visa → travellers and documents →
 * confirm and pay → application filed; a tour's: departure → travellers → confirm and pay → booked).
 */
export function CheckoutSteps({ current, product = "flight" }: { current: Step; product?: Product }) {
  const { t } = useTranslation();
  return (
    <nav className="steps" aria-label={t("checkout.steps")}>
      <ol>
        {steps[product].map((step) => (
          <li key={step.id} className="step" aria-current={step.id === current ? "step" : undefined}>
            {t(step.key)}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * A booking page's frame: the steps, the title and lead, then the page's content; without content,
 * the skeleton (the server's HTML while the page's data loads, decision 012).
 */
export function BookingFrame({
  step,
  product,
  title,
  lead,
  children,
}: {
  step: Step;
  product?: Product;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="page container booking-page">
      <CheckoutSteps current={step} product={product} />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
      </header>
      {children ?? <BookingSkeleton />}
    </div>
  );
}
