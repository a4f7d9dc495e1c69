import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../platform/config";
import type { PricingService } from "../pricing/pricing.service";
import type { PaymentGateway } from "./gateways";
import { createHyperpayGateway, type HyperpayGateway } from "./hyperpay";
import type { PaymentsRepository } from "./payments.repository";
import { createZainCashGateway, type ZainCashGateway } from "./zaincash";

export interface ConfiguredGateways {
  zaincash?: ZainCashGateway | undefined;
  hyperpay?: HyperpayGateway | undefined;
  /** The real adapters by gateway code, beside the sandbox's. */
  adapters: Record<string, PaymentGateway>;
}

/**
 * The real gateways whose configuration is complete (config.ts: all of a gateway's variables or
 * none). Their `payment_gateways` rows follow the configuration at every start: active when
 * configured, inactive otherwise, so a gateway is offered exactly when it can take a payment. The
 * sandbox row is left as the operator set it.
 */
export async function createConfiguredGateways(deps: {
  config: AppConfig;
  repository: PaymentsRepository;
  pricing: Pick<PricingService, "getUiCurrencies">;
  log: FastifyBaseLogger;
}): Promise<ConfiguredGateways> {
  const { config, repository, pricing, log } = deps;
  const rates = cachedRates(pricing, log);
  if (config.zaincash || config.hyperpay) await rates.load();
  const ratePerUsd = async (code: string) => rates.rateOf(code);

  const zaincash =
    config.zaincash && config.PUBLIC_URL
      ? createZainCashGateway({
          ...config.zaincash,
          publicUrl: config.PUBLIC_URL,
          iqdPerUsd: () => ratePerUsd("IQD"),
          log,
        })
      : undefined;
  const hyperpay = config.hyperpay
    ? createHyperpayGateway({
        ...config.hyperpay,
        publicUrl: config.PUBLIC_URL,
        ratePerUsd,
        payments: repository,
        log,
      })
    : undefined;

  await repository.setGatewayActive("zaincash", zaincash !== undefined);
  await repository.setGatewayActive("hyperpay", hyperpay !== undefined);
  const adapters: Record<string, PaymentGateway> = {};
  if (zaincash) adapters.zaincash = zaincash;
  if (hyperpay) adapters.hyperpay = hyperpay;
  return { zaincash, hyperpay, adapters };
}

/**
 * The storefront's currency rates for converting a gateway amount, kept in memory: a gateway starts
 * a payment inside the transaction that holds the order, so it must never wait on the database (on
 * PGlite, with its single connection, that wait would never end). A cache older than a minute is
 * refreshed in the background; the next payment uses the new rates.
 */
function cachedRates(
  pricing: Pick<PricingService, "getUiCurrencies">,
  log: FastifyBaseLogger,
  maxAgeMs = 60_000,
) {
  let rates = new Map<string, number>();
  let loadedAt = 0;
  let loading: Promise<void> | undefined;
  async function load() {
    const list = await pricing.getUiCurrencies();
    rates = new Map(list.map((currency) => [currency.currencyCode, currency.exchangeRate]));
    loadedAt = Date.now();
  }
  return {
    load,
    rateOf(code: string): number | undefined {
      if (!loading && Date.now() - loadedAt > maxAgeMs) {
        loading = load()
          .catch((error: unknown) =>
            log.warn({ err: error }, "currency rates for the gateways not refreshed"),
          )
          .finally(() => {
            loading = undefined;
          });
      }
      return rates.get(code);
    },
  };
}
