/**
 * /confirm/hyperpay?paymentId=…&checkoutId=… (spec §2, empty layout): HyperPay COPYandPAY's card
 * form. The widget script (`{HyperPay}/v1/paymentWidgets.js?checkoutId=`) turns our
 * `<form class="paymentWidgets">` into HyperPay's own card fields; the card never touches our
 * servers. After paying, HyperPay sends the shopper to the form's action (our server route), which
 * asks HyperPay for the result, settles the payment once and continues to `/gateway-redirect`.
 *
 * The widget rewrites the DOM, so the form and the script are added only after hydration, into a
 * node React never renders children into; leaving the page unloads the widget.
 */
import type { HyperpayCheckout } from "@safar/domain/hyperpay-checkout";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";

type WidgetWindow = Window & { wpwl?: { unload?: () => void } };
type WidgetState = "loading" | "ready" | "failed";

function PaymentWidget({
  checkout,
  onState,
}: {
  checkout: HyperpayCheckout;
  onState: (s: WidgetState) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const { widgetScriptUrl, shopperResultUrl, brands } = checkout;

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const form = document.createElement("form");
    form.action = shopperResultUrl;
    form.className = "paymentWidgets";
    form.dataset.brands = brands;
    node.replaceChildren(form);
    const script = document.createElement("script");
    script.src = widgetScriptUrl;
    script.async = true;
    script.onload = () => onState("ready");
    script.onerror = () => onState("failed");
    document.body.appendChild(script);
    return () => {
      (window as WidgetWindow).wpwl?.unload?.();
      script.remove();
      node.replaceChildren();
    };
  }, [widgetScriptUrl, shopperResultUrl, brands, onState]);

  return <div ref={host} className="hyperpay-widget" />;
}

export function HyperpayPage({ checkout }: { checkout: HyperpayCheckout }) {
  const { t } = useTranslation();
  const [state, setState] = useState<WidgetState>("loading");
  const back = `/gateway-redirect?paymentId=${encodeURIComponent(checkout.paymentId)}`;

  return (
    <div className="page container">
      <PageHeader
        title={t("meta.hyperpay.title")}
        lead={t("meta.hyperpay.description")}
        crumbs={[{ label: t("meta.confirm.title"), to: "/confirm" }, { label: t("meta.hyperpay.title") }]}
      />
      <section className="card" aria-busy={state === "loading"}>
        <p>{t("hyperpay.amount", { amount: checkout.amount, currency: checkout.currency })}</p>
        {state === "loading" ? <p role="status">{t("hyperpay.loading")}</p> : null}
        {state === "failed" ? <p role="alert">{t("hyperpay.loadFailed")}</p> : null}
        <PaymentWidget checkout={checkout} onState={setState} />
        <p>{t("hyperpay.secureNote")}</p>
        <p>
          <Link to={back}>{t("hyperpay.back")}</Link>
        </p>
      </section>
    </div>
  );
}
