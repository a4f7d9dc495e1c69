/**
 * The payment gateway choice of /confirm (no Bearer; names in the page's language): the active
 * gateways, the first active one preselected (spec §4); a failed load is swallowed (spec §8) and the
 * spec's default gateway 1 stays.
 */
import { type PaymentGateway, UserMessageKey } from "@safar/domain";
import { useMemo, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { firstActiveGateway } from "./checkout-rules";

const DEFAULT_GATEWAY_ID = 1;

export type GatewaySelection = ReturnType<typeof useGatewayChoice>;

export function useGatewayChoice(gateways: PaymentGateway[] | null) {
  const active = useMemo(() => (gateways ?? []).filter((g) => g.isActive), [gateways]);
  const [gatewayId, setGatewayId] = useState<number>(
    () => (gateways ? firstActiveGateway(gateways)?.id : undefined) ?? DEFAULT_GATEWAY_ID,
  );
  return {
    active,
    /** The list came and holds no active gateway. */
    none: gateways !== null && active.length === 0,
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
