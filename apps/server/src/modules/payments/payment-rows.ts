/**
 * The payment row as the payments module reads it: the wallet's gateway code, the ledger reference
 * of a payment, where a payment wholly paid from the wallet sends the customer, the 404 every
 * missing or foreign payment answers, and the domain view handed out (`Payment`). A wallet top-up
 * (purpose `wallet_top_up`) has no order: its ledger reference is `payment:{id}` as well.
 */
import {
  type CurrencyAtRate,
  CurrencyCode,
  currencyCodeSchema,
  fromCents,
  type OrderStatus,
  type Payment,
  PaymentPurpose,
  PaymentStatus,
} from "@safar/domain";
import { PaymentMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { PaymentRow } from "./payments.repository";

export const WALLET_CODE = "wallet";
export const gatewayRedirect = (paymentId: string) => `/gateway-redirect?paymentId=${paymentId}`;
export const ledgerReference = (paymentId: string) => `payment:${paymentId}`;

export const notFound = () => AppError.single("not_found", "id", PaymentMessageKey.PAYMENT_NOT_FOUND);
/** Another customer's payment answers exactly as a missing one. */
export const notYours = notFound;

/** A wallet top-up: a payment with no order, credited to the customer's wallet when it succeeds. */
export const isTopUp = (row: Pick<PaymentRow, "purpose">) => row.purpose === "wallet_top_up";

/** The display currency and rate the payment was started at (USD at 1 for a row from before they were kept). */
export function paidCurrencyOf(
  row: Pick<PaymentRow, "displayCurrencyCode" | "displayExchangeRate">,
): CurrencyAtRate {
  const code = currencyCodeSchema.safeParse(row.displayCurrencyCode);
  const rate = Number(row.displayExchangeRate);
  return code.success && rate > 0
    ? { currencyCode: code.data, exchangeRate: rate }
    : { currencyCode: CurrencyCode.USD, exchangeRate: 1 };
}

/** `orderStatus` is null for a wallet top-up (it has no order). */
export function toPayment(row: PaymentRow, orderStatus: OrderStatus | null): Payment {
  return {
    paymentId: row.id,
    purpose: isTopUp(row) ? PaymentPurpose.WalletTopUp : PaymentPurpose.Order,
    orderId: row.orderId,
    status: row.status,
    gatewayId: row.gatewayId,
    gatewayCode: row.gatewayCode,
    amount: fromCents(row.amountCents),
    walletAmount: fromCents(row.walletCents),
    gatewayAmount: fromCents(row.gatewayCents),
    currencyCode: "USD",
    orderStatus,
    message: row.status === PaymentStatus.Failed ? UserMessageKey.PAYMENT_FAILED : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
