import { useTranslation } from "react-i18next";

type Step = "select" | "passengers" | "confirm" | "ticket";
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
