/**
 * Starting to pay an order (Pay/Create and wallet ConfirmOrder): the order row locked for the whole
 * call (a double click waits, then answers the same payment), the order checked payable with its
 * hold alive, the wallet part taken first and the rest sent to the gateway; an order the wallet
 * covers wholly is paid and settled at once, and so is an order with nothing to pay now (a stay paid
 * at the hotel: a settled payment of 0, no ledger posting, its fulfilment books the stay).
 *
 * Ledger at the start (USD cents, references idempotent):
 * - wallet part of a gateway payment: customer wallet → payments clearing (`payment:{id}:wallet`);
 * - paid wholly from the wallet: customer wallet → sales (`payment:{id}`), settled at once.
 *
 * A wallet top-up (Pay/Create with `amount`, no order) starts a gateway payment of that amount with
 * no wallet part and nothing booked; the ledger moves only when it is settled (payment-settlement.ts).
 */
import {
  type CreatePaymentRequest,
  type CurrencyAtRate,
  CurrencyCode,
  OrderEvent,
  OrderStatus,
  PaymentStatus,
  WalletFlowReason,
} from "@safar/domain";
import {
  BookingMessageKey,
  OrderMessageKey,
  PaymentMessageKey,
  UserMessageKey,
} from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import type { PaymentGateway } from "./gateways";
import { gatewayRedirect, ledgerReference, WALLET_CODE } from "./payment-rows";
import type { PaymentFulfilment } from "./payment-settlement";
import type { PaymentQueries, PaymentRow, PaymentsRepository } from "./payments.repository";

/** Orders a payment may start from. */
const PAYABLE: string[] = [OrderStatus.Approved, OrderStatus.PaymentFailed];

export interface StartPaymentDeps {
  repository: PaymentsRepository;
  orders: Pick<OrdersService, "lockForPayment" | "holdAlive" | "applyEvents" | "expireHolds">;
  wallet: Pick<WalletService, "post" | "balanceCents">;
  /** Adapters by gateway code. */
  gateways: Record<string, PaymentGateway>;
  fulfilment?: PaymentFulfilment;
  /** Units of a display currency for one USD now (pricing's rates); undefined for one without a rate. */
  displayRate?: (currencyCode: CurrencyCode) => Promise<number | undefined>;
}

export function createStartPayment(deps: StartPaymentDeps) {
  const { repository, orders, wallet } = deps;

  /**
   * Starts paying an order (the order row locked for the whole call, so a double click waits and
   * then answers the same payment). A pending payment of the order is answered as it is.
   */
  async function start(
    userId: string,
    input: CreatePaymentRequest & { orderId: string },
    mode: "gateway-or-wallet" | "wallet-only",
  ): Promise<PaymentRow> {
    await orders.expireHolds(userId);
    const display = await displayCurrency(input.currencyCode);
    return repository.transaction(async (q, tx) => {
      const order = await orders.lockForPayment(tx, input.orderId, userId);
      if (order.status === OrderStatus.InProgress) {
        const pending = await q.findPending(order.id);
        if (pending) return pending;
      }
      if (!PAYABLE.includes(order.status))
        throw AppError.single(
          "conflict",
          "orderId",
          BookingMessageKey.ORDER_STATUS_CONFLICT,
          `order status ${order.status}`,
        );
      if (!orders.holdAlive(order))
        throw AppError.single("conflict", "orderId", OrderMessageKey.ORDER_HOLD_EXPIRED);

      const amountCents = order.payableCents;
      const useWallet = mode === "wallet-only" || input.useWallet;
      const balance = useWallet ? await wallet.balanceCents(userId, undefined, tx) : 0;
      const walletCents = Math.min(balance, amountCents);
      if (mode === "wallet-only" && walletCents < amountCents)
        throw AppError.single("business", "wallet", UserMessageKey.NOT_ENOUGH_WALLET_BALANCE);

      if (walletCents === amountCents)
        return payWhollyFromWallet(tx, q, order, amountCents, input.isMobile, display);

      const { gatewayRow, adapter } = await activeGateway(q, input.gatewayId);
      const paymentId = crypto.randomUUID();
      const gatewayCents = amountCents - walletCents;
      const started = await startAtGateway(adapter, paymentId, gatewayCents);
      const row = await q.insert({
        id: paymentId,
        purpose: "order",
        orderId: order.id,
        userId,
        gatewayId: gatewayRow.id,
        gatewayCode: gatewayRow.code,
        status: PaymentStatus.Pending,
        amountCents,
        walletCents,
        gatewayCents,
        gatewayReference: started.reference,
        redirectUrl: started.redirectUrl,
        isMobile: input.isMobile,
        ...displayColumns(display),
      });
      if (walletCents > 0) {
        await wallet.post(tx, {
          reference: `${ledgerReference(paymentId)}:wallet`,
          reason: WalletFlowReason.OrderPayment,
          description: `order payment ${paymentId} (wallet part)`,
          legs: [
            { account: { userId }, amountCents: -walletCents },
            { account: "payments_clearing", amountCents: walletCents },
          ],
        });
      }
      await orders.applyEvents(tx, order, [OrderEvent.PaymentStarted]);
      return row;
    });
  }

  /**
   * The display currency the customer saw the price in, at its rate now; USD when it has no rate (a
   * currency switched off since the page was shown).
   */
  async function displayCurrency(code: CurrencyCode): Promise<CurrencyAtRate> {
    const rate = code === CurrencyCode.USD ? 1 : await deps.displayRate?.(code);
    return rate
      ? { currencyCode: code, exchangeRate: rate }
      : { currencyCode: CurrencyCode.USD, exchangeRate: 1 };
  }

  /** The chosen gateway and its adapter; 400 PAYMENT_GATEWAY_NOT_AVAILABLE unless it is active. */
  async function activeGateway(q: PaymentQueries, gatewayId: number) {
    const gatewayRow = await q.findGateway(gatewayId);
    const adapter = gatewayRow ? deps.gateways[gatewayRow.code] : undefined;
    if (!gatewayRow?.isActive || !adapter)
      throw AppError.single("business", "gatewayId", PaymentMessageKey.PAYMENT_GATEWAY_NOT_AVAILABLE);
    return { gatewayRow, adapter };
  }

  /** Opens the payment at the gateway; 503 PAYMENT_GATEWAY_UNAVAILABLE when it cannot be reached. */
  async function startAtGateway(adapter: PaymentGateway, paymentId: string, amountCents: number) {
    try {
      return await adapter.createPayment({ paymentId, amountCents });
    } catch (error) {
      throw new AppError(
        "unavailable",
        [{ key: "gatewayId", messages: [PaymentMessageKey.PAYMENT_GATEWAY_UNAVAILABLE] }],
        `gateway ${adapter.code} failed to start a payment: ${String(error)}`,
      );
    }
  }

  /**
   * A wallet top-up: a pending gateway payment of `amountCents` with no order and no wallet part
   * (the wallet cannot pay its own top-up); the wallet is credited when it is settled.
   */
  async function startTopUp(
    userId: string,
    input: { amountCents: number; gatewayId: number; isMobile: boolean },
  ): Promise<PaymentRow> {
    const { gatewayRow, adapter } = await activeGateway(repository, input.gatewayId);
    const paymentId = crypto.randomUUID();
    const started = await startAtGateway(adapter, paymentId, input.amountCents);
    return repository.insert({
      id: paymentId,
      purpose: "wallet_top_up",
      orderId: null,
      userId,
      gatewayId: gatewayRow.id,
      gatewayCode: gatewayRow.code,
      status: PaymentStatus.Pending,
      amountCents: input.amountCents,
      walletCents: 0,
      gatewayCents: input.amountCents,
      gatewayReference: started.reference,
      redirectUrl: started.redirectUrl,
      isMobile: input.isMobile,
    });
  }

  async function payWhollyFromWallet(
    tx: Database,
    q: Parameters<Parameters<PaymentsRepository["transaction"]>[0]>[0],
    order: Awaited<ReturnType<OrdersService["lockForPayment"]>>,
    amountCents: number,
    isMobile: boolean,
    display: CurrencyAtRate,
  ): Promise<PaymentRow> {
    const paymentId = crypto.randomUUID();
    const row = await q.insert({
      id: paymentId,
      purpose: "order",
      orderId: order.id,
      userId: order.userId,
      gatewayId: null,
      gatewayCode: WALLET_CODE,
      status: PaymentStatus.Succeeded,
      amountCents,
      walletCents: amountCents,
      gatewayCents: 0,
      redirectUrl: gatewayRedirect(paymentId),
      isMobile,
      settledAt: new Date(),
      ...displayColumns(display),
    });
    // Nothing to pay now (a stay paid at the hotel, decision 022): settled with no ledger posting.
    if (amountCents > 0)
      await wallet.post(tx, {
        reference: ledgerReference(paymentId),
        reason: WalletFlowReason.OrderPayment,
        description: `order payment ${paymentId} (wallet)`,
        legs: [
          { account: { userId: order.userId }, amountCents: -amountCents },
          { account: "sales", amountCents },
        ],
      });
    await orders.applyEvents(
      tx,
      order,
      [OrderEvent.PaymentStarted, OrderEvent.PaymentSucceeded, OrderEvent.PaymentCaptured],
      display,
    );
    await deps.fulfilment?.record(tx, order.id);
    return row;
  }

  return { start, startTopUp };
}

const displayColumns = (display: CurrencyAtRate) => ({
  displayCurrencyCode: display.currencyCode,
  displayExchangeRate: String(display.exchangeRate),
});
