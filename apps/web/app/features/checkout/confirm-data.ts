/**
 * The data of /confirm (decision 012), read by its route's client loader in parallel: the order
 * (GetCurrentUserOrderDetails), the wallet balance (a failed load is shown in the wallet section,
 * with a retry) and the active payment gateways in the page's language (a failed load is swallowed,
 * spec §8: the default gateway 1 stays).
 */
import { isUuid, type OrderDetail, type PaymentGateway, type WalletBalance } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { isApiError } from "../../lib/api";
import { settle } from "../../lib/page-data";
import { getWalletBalance } from "../../lib/wallet-balance";
import { getGateways, getOrder } from "./checkout-api";

export type ConfirmData =
  | {
      status: "ready";
      order: OrderDetail;
      /** Null when the balance did not come. */
      balance: WalletBalance | null;
      /** Null when the list did not come. */
      gateways: PaymentGateway[] | null;
    }
  | { status: "missing" }
  /** `message`: a translation key (the API's own message for a 4xx, else the booking pages' load error). */
  | { status: "error"; message: string };

export async function loadConfirm(
  params: URLSearchParams,
  signal: AbortSignal,
  locale: Locale,
): Promise<ConfirmData> {
  const orderId = params.get("orderId") ?? "";
  if (!isUuid(orderId)) return { status: "missing" };
  const balance = getWalletBalance(signal).catch(() => null);
  const gateways = getGateways(locale, signal).then(
    (page) => page.items,
    () => null,
  );
  const order = await settle(getOrder(orderId, signal));
  if (!order.ok) return { status: "error", message: loadErrorMessage(order.error) };
  return { status: "ready", order: order.value, balance: await balance, gateways: await gateways };
}

/** What a failed load says: the API's message for the customer's own mistake (4xx), else "could not load". */
export function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.status < 500
    ? (error.firstMessages()[0] ?? "GENERIC_ERROR")
    : "booking.loadError";
}
