import {
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  fromCents,
  OrderEvent,
  OrderStatus,
  type Payment,
  type PaymentGateway as PaymentGatewayView,
  PaymentStatus,
  type SandboxCallback,
  type VerifyFlightOrder,
  WalletFlowReason,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
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
import { type PaymentGateway, signSandbox, verifySandboxSignature } from "./gateways";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  orders: Pick<OrdersService, "lockForPayment" | "holdAlive" | "applyEvents" | "expireHolds">;
  wallet: Pick<WalletService, "post" | "balanceCents">;
  /** Adapters by gateway code. */
  gateways: Record<string, PaymentGateway>;
  /** Signs and verifies the sandbox callback. */
  sandboxSecret: string;
  /**
   * What happens to a paid order next (confirmation and ticket issuance): `record` runs inside the
   * settling transaction (so a paid order always has its fulfilment), `start` after it commits.
   */
  fulfilment?: {
    record(tx: Database, orderId: string): Promise<void>;
    start(orderId: string): Promise<void>;
  };
  /** A sandbox payment nobody decides on is declined after this long, ms. */
  sandboxExpiryMs?: number;
}

/** Orders a payment may start from. */
const PAYABLE: string[] = [OrderStatus.Approved, OrderStatus.PaymentFailed];
const WALLET_CODE = "wallet";
const gatewayRedirect = (paymentId: string) => `/gateway-redirect?paymentId=${paymentId}`;
const ledgerReference = (paymentId: string) => `payment:${paymentId}`;

const notFound = () => AppError.single("not_found", "id", PaymentMessageKey.PAYMENT_NOT_FOUND);
/** Another customer's payment answers exactly as a missing one. */
const notYours = notFound;

function toPayment(row: PaymentRow, orderStatus: OrderStatus): Payment {
  return {
    paymentId: row.id,
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

/**
 * Payments: gateways, Pay/Create (gateway, wallet, or both), settlement exactly once (callback,
 * Pay/ById, VerifyFlightOrder), and wallet ConfirmOrder.
 *
 * Ledger (all in USD cents, references idempotent):
 * - wallet part, at creation: customer wallet → payments clearing (`payment:{id}:wallet`);
 * - settled: payments clearing → sales for the whole amount (`payment:{id}`);
 * - declined with a wallet part: payments clearing → customer wallet (`payment:{id}:wallet-return`);
 * - paid wholly from the wallet: customer wallet → sales (`payment:{id}`), settled at once.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, orders, wallet } = deps;

  /**
   * Settles a pending payment once: the conditional UPDATE wins for exactly one caller, which then
   * books the ledger and moves the order in the same transaction. Every other (and every later)
   * caller finds it settled and changes nothing. Returns the payment as it stands.
   */
  async function settle(paymentId: string, outcome: "succeeded" | "failed"): Promise<PaymentRow> {
    let paidOrderId: string | undefined;
    const settled = await repository.transaction(async (q, tx) => {
      const row = await q.settle(paymentId, outcome);
      if (!row) {
        const current = await q.findById(paymentId);
        if (!current) throw notFound();
        return current;
      }
      const order = await orders.lockForPayment(tx, row.orderId);
      if (outcome === PaymentStatus.Succeeded) {
        await wallet.post(tx, {
          reference: ledgerReference(row.id),
          reason: WalletFlowReason.OrderPayment,
          description: `order payment ${row.id}`,
          legs: [
            { account: "payments_clearing", amountCents: -row.amountCents },
            { account: "sales", amountCents: row.amountCents },
          ],
        });
        await orders.applyEvents(tx, order, [OrderEvent.PaymentSucceeded, OrderEvent.PaymentCaptured]);
        await deps.fulfilment?.record(tx, order.id);
        paidOrderId = order.id;
      } else {
        if (row.walletCents > 0) {
          await wallet.post(tx, {
            reference: `${ledgerReference(row.id)}:wallet-return`,
            reason: WalletFlowReason.Refund,
            description: `payment ${row.id} declined: wallet part returned`,
            legs: [
              { account: "payments_clearing", amountCents: -row.walletCents },
              { account: { userId: row.userId }, amountCents: row.walletCents },
            ],
          });
        }
        await orders.applyEvents(tx, order, [OrderEvent.PaymentFailed]);
      }
      return row;
    });
    if (paidOrderId) await startFulfilment(paidOrderId);
    return settled;
  }

  /** Queues the paid order's fulfilment; when that fails the recovery sweep queues it later. */
  async function startFulfilment(orderId: string): Promise<void> {
    await deps.fulfilment?.start(orderId).catch(() => undefined);
  }

  /** A pending payment: ask its gateway again and settle on a final answer. */
  async function reconcile(row: PaymentRow): Promise<PaymentRow> {
    if (row.status !== PaymentStatus.Pending || !row.gatewayReference) return row;
    const gateway = deps.gateways[row.gatewayCode];
    if (!gateway) return row;
    const outcome = await gateway.inquire({
      paymentId: row.id,
      reference: row.gatewayReference,
      createdAt: row.createdAt,
    });
    if (outcome === PaymentStatus.Pending) return row;
    return settle(row.id, outcome);
  }

  async function orderStatusOf(orderId: string): Promise<OrderStatus> {
    return repository.transaction(
      async (_q, tx) => (await orders.lockForPayment(tx, orderId)).status as OrderStatus,
    );
  }

  /**
   * Starts paying an order (the order row locked for the whole call, so a double click waits and
   * then answers the same payment). A pending payment of the order is answered as it is.
   */
  async function start(
    userId: string,
    input: CreatePaymentRequest,
    mode: "gateway-or-wallet" | "wallet-only",
  ): Promise<PaymentRow> {
    await orders.expireHolds(userId);
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

      if (walletCents === amountCents) return payWhollyFromWallet(tx, q, order, amountCents, input.isMobile);

      const gatewayRow = await q.findGateway(input.gatewayId);
      const adapter = gatewayRow ? deps.gateways[gatewayRow.code] : undefined;
      if (!gatewayRow?.isActive || !adapter)
        throw AppError.single("business", "gatewayId", PaymentMessageKey.PAYMENT_GATEWAY_NOT_AVAILABLE);

      const paymentId = crypto.randomUUID();
      const gatewayCents = amountCents - walletCents;
      let started: { reference: string; redirectUrl: string };
      try {
        started = await adapter.createPayment({ paymentId, amountCents: gatewayCents });
      } catch (error) {
        throw new AppError(
          "unavailable",
          [{ key: "gatewayId", messages: [PaymentMessageKey.PAYMENT_GATEWAY_UNAVAILABLE] }],
          `gateway ${adapter.code} failed to start a payment: ${String(error)}`,
        );
      }
      const row = await q.insert({
        id: paymentId,
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

  async function payWhollyFromWallet(
    tx: Database,
    q: Parameters<Parameters<PaymentsRepository["transaction"]>[0]>[0],
    order: Awaited<ReturnType<OrdersService["lockForPayment"]>>,
    amountCents: number,
    isMobile: boolean,
  ): Promise<PaymentRow> {
    const paymentId = crypto.randomUUID();
    const row = await q.insert({
      id: paymentId,
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
    });
    await wallet.post(tx, {
      reference: ledgerReference(paymentId),
      reason: WalletFlowReason.OrderPayment,
      description: `order payment ${paymentId} (wallet)`,
      legs: [
        { account: { userId: order.userId }, amountCents: -amountCents },
        { account: "sales", amountCents },
      ],
    });
    await orders.applyEvents(tx, order, [
      OrderEvent.PaymentStarted,
      OrderEvent.PaymentSucceeded,
      OrderEvent.PaymentCaptured,
    ]);
    await deps.fulfilment?.record(tx, order.id);
    return row;
  }

  async function ownedPayment(userId: string, id: string): Promise<PaymentRow> {
    const row = await repository.findById(id);
    if (!row) throw notFound();
    if (row.userId !== userId) throw notYours();
    return row;
  }

  return {
    /** For fulfilment's refund, inside its transaction `tx`: what the customer paid for the order, cents. */
    paidCents(orderId: string, tx: Database): Promise<number> {
      return repository.paidCents(orderId, tx);
    },

    /**
     * The reconciliation job: every payment still pending after `olderThanMs` is asked of its gateway
     * again and settled on a final answer (never charged again). Returns how many settled.
     */
    async reconcilePending(olderThanMs: number, limit = 100): Promise<number> {
      const rows = await repository.pendingBefore(new Date(Date.now() - olderThanMs), limit);
      let settled = 0;
      for (const row of rows) {
        const after = await reconcile(row).catch(() => row);
        if (after.status !== PaymentStatus.Pending) settled++;
      }
      return settled;
    },

    /** Every gateway, the active ones first, named in `locale`. */
    async gateways(locale: Locale): Promise<{ items: PaymentGatewayView[]; total: number }> {
      const rows = await repository.listGateways();
      const items = rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: locale === "fa" ? row.nameFa : locale === "en" ? row.nameEn : row.nameAr,
        isActive: row.isActive,
      }));
      return { items, total: items.length };
    },

    /** Pay/Create: the gateway page to send the customer to, or `/gateway-redirect` when the wallet paid it all. */
    async create(userId: string, input: CreatePaymentRequest): Promise<CreatePaymentResponse> {
      const row = await start(userId, input, "gateway-or-wallet");
      if (row.gatewayCode === WALLET_CODE) await startFulfilment(row.orderId);
      return { paymentId: row.id, redirectUrl: row.redirectUrl };
    },

    /** wallet/ConfirmOrder: pays the order wholly from the wallet (400 NOT_ENOUGH_WALLET_BALANCE when short). */
    async confirmFromWallet(userId: string, orderId: string): Promise<Payment> {
      const row = await start(
        userId,
        { orderId, gatewayId: 1, walletType: "Cache", isMobile: true, useWallet: true },
        "wallet-only",
      );
      await startFulfilment(row.orderId);
      return toPayment(row, await orderStatusOf(row.orderId));
    },

    /** Pay/ById: the customer's payment; a pending one is asked of its gateway again first. */
    async byId(userId: string, id: string): Promise<Payment> {
      const row = await reconcile(await ownedPayment(userId, id));
      return toPayment(row, await orderStatusOf(row.orderId));
    },

    /** VerifyFlightOrder/{id}: the order and its latest payment (reconciled when pending). */
    async verifyOrder(userId: string, orderId: string): Promise<VerifyFlightOrder> {
      await repository.transaction((_q, tx) => orders.lockForPayment(tx, orderId, userId));
      const latest = await repository.latestForOrder(orderId);
      const row = latest ? await reconcile(latest) : undefined;
      const status = await orderStatusOf(orderId);
      return {
        orderId,
        orderStatus: status,
        isPaid: row?.status === PaymentStatus.Succeeded,
        paymentId: row?.id ?? null,
        paymentStatus: row?.status ?? null,
        message: row?.status === PaymentStatus.Failed ? UserMessageKey.PAYMENT_FAILED : null,
      };
    },

    /** The sandbox callback: a bad signature is 401 and settles nothing; a mismatch is 400. */
    async sandboxCallback(callback: SandboxCallback): Promise<Payment> {
      if (!verifySandboxSignature(deps.sandboxSecret, callback))
        throw AppError.single("unauthenticated", "signature", PaymentMessageKey.PAYMENT_SIGNATURE_INVALID);
      const row = await repository.findById(callback.paymentId);
      if (!row) throw notFound();
      if (row.gatewayReference !== callback.reference || row.gatewayCents !== callback.amountCents)
        throw AppError.single("business", "reference", PaymentMessageKey.PAYMENT_CALLBACK_MISMATCH);
      const settled = await settle(
        row.id,
        callback.status === "approved" ? PaymentStatus.Succeeded : PaymentStatus.Failed,
      );
      return toPayment(settled, await orderStatusOf(settled.orderId));
    },

    /** What the sandbox page shows: the amount to pay by gateway and whether it is still open. */
    async sandboxPage(paymentId: string) {
      const row = await repository.findById(paymentId);
      if (row?.gatewayCode !== "sandbox") throw notFound();
      return { paymentId: row.id, amountCents: row.gatewayCents, status: row.status };
    },

    /**
     * The sandbox "bank": records the customer's decision (the first one wins) and returns the signed
     * callback it sends to our callback endpoint.
     */
    async sandboxDecide(paymentId: string, decision: "approved" | "declined"): Promise<SandboxCallback> {
      const row = await repository.findById(paymentId);
      if (row?.gatewayCode !== "sandbox" || !row.gatewayReference) throw notFound();
      const decided = await repository.recordSandboxDecision({
        reference: row.gatewayReference,
        paymentId: row.id,
        amountCents: row.gatewayCents,
        decision,
      });
      const payload = {
        paymentId: row.id,
        reference: row.gatewayReference,
        status: decided,
        amountCents: row.gatewayCents,
      };
      return { ...payload, signature: signSandbox(deps.sandboxSecret, payload) };
    },

    /**
     * A real gateway's return (ZainCash's redirect token, HyperPay's shopper result), its signature
     * already checked by the adapter: `resolve` checks it against the payment (reference, amount; a
     * misfit throws) and answers the outcome. A final one settles once; a payment settled already
     * (a second delivery) changes nothing. 404 for a payment that is not this gateway's.
     */
    async gatewayReturn(
      paymentId: string,
      gatewayCode: string,
      resolve: (row: PaymentRow) => Promise<PaymentRow["status"]>,
    ): Promise<Payment> {
      const row = await repository.findById(paymentId);
      if (!row || row.gatewayCode !== gatewayCode) throw notFound();
      const outcome = await resolve(row);
      const current =
        outcome === PaymentStatus.Pending || row.status !== PaymentStatus.Pending
          ? row
          : await settle(row.id, outcome);
      return toPayment(current, await orderStatusOf(current.orderId));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
