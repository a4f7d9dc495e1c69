import type { ReactNode } from "react";
import { useTranslation } from "../../lib/use-translation";
import { BookingSkeleton } from "./booking-states";

export type Step = "select" | "passengers" | "confirm" | "ticket";
const steps: { id: Step; key: string }[] = [
  { id: "select", key: "checkout.stepSelect" },
  { id: "passengers", key: "checkout.stepPassengers" },
  { id: "confirm", key: "checkout.stepConfirm" },
  { id: "ticket", key: "checkout.stepTicket" },
];

/** The booking steps (flight selection → passengers → confirm and pay → ticket, spec §4). */
export function CheckoutSteps({ current }: { current: Step }) {
  const { t } = useTranslation();
  return (
    <nav className="steps" aria-label={t("checkout.steps")}>
      <ol>
        {steps.map((step) => (
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
  title,
  lead,
  children,
}: {
  step: Step;
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="page container booking-page">
      <CheckoutSteps current={step} />
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-lead">{lead}</p>
      </header>
      {children ?? <BookingSkeleton />}
    </div>
  );
}
