import { useTranslation } from "react-i18next";
import { FactList, PageHeader } from "../../ui/page-header";

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

export function AddPassengerPage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <CheckoutSteps current="passengers" />
      <PageHeader title={t("meta.addPassenger.title")} lead={t("meta.addPassenger.description")} />
      <FactList
        title={t("checkout.passengerRules")}
        items={[
          t("checkout.maxPassengers"),
          t("checkout.childrenPerAdult"),
          t("checkout.ageBands"),
          t("checkout.passportValidity"),
        ]}
      />
    </div>
  );
}

function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <FactList
      title={t("checkout.paymentMethods")}
      items={[t("checkout.methodCard"), t("checkout.methodMobileMoney"), t("checkout.methodWallet")]}
    />
  );
}

export function ConfirmPage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <CheckoutSteps current="confirm" />
      <PageHeader title={t("meta.confirm.title")} lead={t("meta.confirm.description")} />
      <div className="grid">
        <PaymentMethods />
        <FactList
          title={t("meta.payment.title")}
          items={[t("checkout.discountCode"), t("checkout.refundNote")]}
        />
      </div>
    </div>
  );
}

export function GatewayRedirectPage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t("meta.gatewayRedirect.title")} lead={t("meta.gatewayRedirect.description")} />
      <p role="status">{t("checkout.redirectNote")}</p>
    </div>
  );
}

export function PaymentResultPage({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <CheckoutSteps current="ticket" />
      <PageHeader title={t("meta.payment.title")} lead={t("meta.payment.description")}>
        {orderId ? <p>{t("checkout.orderLabel", { orderId })}</p> : null}
      </PageHeader>
      <PaymentMethods />
      <p>{t("checkout.refundNote")}</p>
    </div>
  );
}
