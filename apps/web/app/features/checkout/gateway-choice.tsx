/**
 * The payment gateway choice of /confirm (no Bearer; names in the page's language): the active
 * gateways, the first active one preselected (spec §4); a failed load is swallowed (spec §8) and the
 * spec's default gateway 1 stays.
 */
import { type PaymentGateway, UserMessageKey } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getGateways } from "./checkout-api";
import { firstActiveGateway } from "./checkout-rules";

/** Gateways: loading, the list, or a failed load (swallowed: the spec's default gateway 1 stays). */
type GatewayState =
  | { status: "loading" }
  | { status: "ready"; items: PaymentGateway[] }
  | { status: "failed" };

const DEFAULT_GATEWAY_ID = 1;

export type GatewaySelection = ReturnType<typeof useGatewayChoice>;

export function useGatewayChoice(locale: Locale) {
  const [gateways, setGateways] = useState<GatewayState>({ status: "loading" });
  const [gatewayId, setGatewayId] = useState<number>(DEFAULT_GATEWAY_ID);
  useEffect(() => {
    const controller = new AbortController();
    getGateways(locale, controller.signal).then(
      (page) => {
        setGateways({ status: "ready", items: page.items.filter((g) => g.isActive) });
        const first = firstActiveGateway(page.items);
        if (first) setGatewayId(first.id);
      },
      () => {
        if (!controller.signal.aborted) setGateways({ status: "failed" }); // swallowed (spec §8)
      },
    );
    return () => controller.abort();
  }, [locale]);

  const active = gateways.status === "ready" ? gateways.items : [];
  return {
    loading: gateways.status === "loading",
    active,
    /** The list came and holds no active gateway. */
    none: gateways.status === "ready" && active.length === 0,
    gatewayId,
    setGatewayId,
  };
}

export function GatewayChoice({
  selection,
  walletCovers,
}: {
  selection: GatewaySelection;
  walletCovers: boolean;
}) {
  const { t } = useTranslation();
  const { active, gatewayId, setGatewayId } = selection;
  return (
    <section className="card booking-gateways" aria-labelledby="booking-gateways-title">
      <h2 id="booking-gateways-title">{t("booking.gateway.title")}</h2>
      {walletCovers ? (
        <p className="field__hint">{t("booking.gateway.notNeeded")}</p>
      ) : selection.loading ? (
        <div className="skeleton" aria-hidden="true">
          <div className="skeleton__line skeleton__line--short" />
        </div>
      ) : selection.none ? (
        <p className="booking-inline-error" role="alert">
          {t(UserMessageKey.NO_ACTIVE_PAYMENT_GATEWAY)}
        </p>
      ) : active.length > 0 ? (
        <fieldset className="booking-radios">
          <legend className="visually-hidden">{t("booking.gateway.title")}</legend>
          <div className="booking-gateways__options">
            {active.map((gateway) => (
              <label key={gateway.id} className="booking-option">
                <input
                  type="radio"
                  name="gateway"
                  value={gateway.id}
                  checked={gatewayId === gateway.id}
                  onChange={() => setGatewayId(gateway.id)}
                />
                <span>{gateway.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
