/**
 * The data of /profile/transactions (decision 012), read by its route's client loader at once: the
 * balance and the page of flows the URL's filters select (the page's own data: either failing is the
 * page's error, with a retry), the active gateways for the top-up (a failed load is swallowed, spec
 * §8: the default gateway 1 stays) and, back from a gateway, the top-up's payment (Pay/ById asks
 * the gateway again while it is pending; a failed read is shown as "still checking").
 */
import {
  isUuid,
  type Payment,
  type PaymentGateway,
  type WalletBalance,
  type WalletFlowsPage,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { isApiError } from "../../../lib/api";
import { settle } from "../../../lib/page-data";
import { getWalletBalance } from "../../../lib/wallet-balance";
import { getGateways, getPayment } from "../checkout-api";
import { filterFromParams, type TransactionsFilter } from "./transactions-query";
import { getWalletFlows } from "./wallet-api";

export type TopUpReturn = { paymentId: string; payment: Payment | null };

export type TransactionsData =
  | {
      status: "ready";
      filter: TransactionsFilter;
      balance: WalletBalance;
      flows: WalletFlowsPage;
      /** Null when the list did not come. */
      gateways: PaymentGateway[] | null;
      /** A top-up just back from its gateway (`?topUp=`). */
      topUp: TopUpReturn | null;
    }
  /** `message`: a translation key (the API's own message for a 4xx, else the page's load error). */
  | { status: "error"; filter: TransactionsFilter; message: string };

export async function loadTransactions(
  params: URLSearchParams,
  signal: AbortSignal,
  locale: Locale,
): Promise<TransactionsData> {
  const filter = filterFromParams(params);
  const topUpId = params.get("topUp") ?? "";
  const gateways = getGateways(locale, signal).then(
    (page) => page.items,
    () => null,
  );
  // The top-up first: a settled one has moved the balance the page then reads.
  const topUp: TopUpReturn | null = isUuid(topUpId)
    ? { paymentId: topUpId, payment: await getPayment(topUpId, signal).catch(() => null) }
    : null;
  const [balance, flows] = await Promise.all([
    settle(getWalletBalance(signal)),
    settle(getWalletFlows(filter, signal)),
  ]);
  if (!balance.ok) return { status: "error", filter, message: loadErrorMessage(balance.error) };
  if (!flows.ok) return { status: "error", filter, message: loadErrorMessage(flows.error) };
  return {
    status: "ready",
    filter,
    balance: balance.value,
    flows: flows.value,
    gateways: await gateways,
    topUp,
  };
}

function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? (error.firstMessages()[0] ?? "GENERIC_ERROR")
    : "wallet.loadError";
}
