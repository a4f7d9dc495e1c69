import {
  type CreatePaymentRequest,
  type CreatePaymentResponse,
  CurrencyCode,
  type OrderPayment,
  type OrderStatus,
  type Payment,
  type PaymentGatewayAdmin,
  type PaymentGateway as PaymentGatewayView,
  PaymentStatus,
  type SandboxCallback,
  toCents,
  type UpdatePaymentGateway,
  type VerifyFlightOrder,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { BackOfficeMessageKey, PaymentMessageKey, UserMessageKey } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import { type PaymentGateway, signSandbox, verifySandboxSignature } from "./gateways";
import { ledgerReference, notFound, notYours, toPayment, WALLET_CODE } from "./payment-rows";
import { createPaymentSettlement, type PaymentFulfilment } from "./payment-settlement";
import type { GatewayRow, PaymentRow, PaymentsRepository } from "./payments.repository";
import { createStartPayment } from "./start-payment";

export interface PaymentsServiceDeps {
  repository: PaymentsRepository;
  orders: Pick<OrdersService, "lockForPayment" | "holdAlive" | "applyEvents" | "expireHolds">;
  wallet: Pick<WalletService, "post" | "balanceCents">;
  /** Adapters by gateway code. */
  gateways: Record<string, PaymentGateway>;
  /** Signs and verifies the sandbox callback. */
  sandboxSecret: string;
  /** What happens to a paid order next (confirmation and ticket issuance): payment-settlement.ts. */
  fulfilment?: PaymentFulfilment;
  /** A sandbox payment nobody decides on is declined after this long, ms. */
  sandboxExpiryMs?: number;
  /** Units of a display currency for one USD now: the rate an order keeps once paid. */
  displayRate?: (currencyCode: CurrencyCode) => Promise<number | undefined>;
}

/**
 * Payments: gateways, Pay/Create (gateway, wallet, or both: start-payment.ts), settlement exactly
 * once (callback, Pay/ById, VerifyFlightOrder: payment-settlement.ts), and wallet ConfirmOrder.
 *
 * Ledger (all in USD cents, references idempotent):
 * - wallet part, at creation: customer wallet → payments clearing (`payment:{id}:wallet`);
 * - settled: payments clearing → sales for the whole amount (`payment:{id}`);
 * - declined with a wallet part: payments clearing → customer wallet (`payment:{id}:wallet-return`);
 * - paid wholly from the wallet: customer wallet → sales (`payment:{id}`), settled at once.
 */
function toGatewayAdmin(row: GatewayRow): PaymentGatewayAdmin {
  return {
    id: row.id,
    code: row.code,
    name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn },
    isActive: row.isActive,
    configured: row.configured,
    sort: row.sort,
  };
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, orders } = deps;
  const { settle, startFulfilment, reconcile } = createPaymentSettlement(deps);
  const { start, startTopUp } = createStartPayment(deps);

  async function orderStatusOf(orderId: string): Promise<OrderStatus> {
    return repository.transaction(async (_q, tx) => (await orders.lockForPayment(tx, orderId)).status);
  }

  /** The payment as the API shows it: with its order's status (none for a wallet top-up). */
  async function view(row: PaymentRow): Promise<Payment> {
    return toPayment(row, row.orderId ? await orderStatusOf(row.orderId) : null);
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

    /** The wallet ledger's references of an order's payments (the back office's order activity). */
    async ledgerReferencesOf(orderId: string): Promise<string[]> {
      return (await repository.listForOrder(orderId)).map((row) => ledgerReference(row.id));
    },

    /** For the orders module (the order page's payments and timeline): the order's payments, oldest first. */
    async orderPayments(orderId: string): Promise<OrderPayment[]> {
      return (await repository.listForOrder(orderId)).map((row) => {
        const { paymentId, status, gatewayCode, amount, walletAmount, gatewayAmount, createdAt, settledAt } =
          toPayment(row, null);
        return { paymentId, status, gatewayCode, amount, walletAmount, gatewayAmount, createdAt, settledAt };
      });
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

    /** For the back office's dashboard: orders paid in [from, to) and the revenue (cents); payments pending now. */
    figures: (from: Date, to: Date) => repository.figures(from, to),

    /** The back office's gateways: every one with its names, whether offered and configured, its place. */
    async gatewaysForOperators(): Promise<PaymentGatewayAdmin[]> {
      const rows = await repository.listGateways();
      return rows.map(toGatewayAdmin);
    },

    /**
     * Offers a gateway on the payment page or withdraws it, and sets its place (the operators'
     * choice, kept over restarts). 404 GATEWAY_NOT_FOUND; 409 GATEWAY_NOT_CONFIGURED to offer one
     * this server has no credentials for. `audit` gets before and after.
     */
    async offerGateway(
      id: number,
      input: UpdatePaymentGateway,
      audit: (before: PaymentGatewayAdmin, after: PaymentGatewayAdmin) => Promise<void>,
    ): Promise<PaymentGatewayAdmin> {
      const before = await repository.findGateway(id);
      if (!before) throw AppError.single("not_found", "id", BackOfficeMessageKey.GATEWAY_NOT_FOUND);
      if (input.isActive && !before.configured)
        throw AppError.single("conflict", "isActive", BackOfficeMessageKey.GATEWAY_NOT_CONFIGURED);
      const row = await repository.offerGateway(id, input.isActive, input.sort);
      if (!row) throw AppError.single("not_found", "id", BackOfficeMessageKey.GATEWAY_NOT_FOUND);
      const after = toGatewayAdmin(row);
      await audit(toGatewayAdmin(before), after);
      return after;
    },

    /** Every gateway, the active ones first, named in `locale`. */
    async gateways(locale: Locale): Promise<{ items: PaymentGatewayView[]; total: number }> {
      const rows = await repository.listGateways();
      const items = rows.map((row) => ({
        id: row.id,
        code: row.code,
        name: locale === "fa" ? row.nameFa : locale === "en" ? row.nameEn : row.nameAr,
        isActive: row.isActive,
        currencyCode: deps.gateways[row.code]?.currencyCode ?? "USD",
      }));
      return { items, total: items.length };
    },

    /**
     * Pay/Create: the gateway page to send the customer to, or `/gateway-redirect` when the wallet
     * paid it all. With `amount` instead of `orderId`: a wallet top-up through the gateway.
     */
    async create(userId: string, input: CreatePaymentRequest): Promise<CreatePaymentResponse> {
      if (input.orderId === undefined) {
        if (input.amount === undefined || input.useWallet)
          throw AppError.single("validation", "amount", PaymentMessageKey.PAYMENT_PURPOSE_IS_INVALID);
        const row = await startTopUp(userId, {
          amountCents: toCents(input.amount),
          gatewayId: input.gatewayId,
          isMobile: input.isMobile,
        });
        return { paymentId: row.id, redirectUrl: row.redirectUrl };
      }
      const row = await start(userId, { ...input, orderId: input.orderId }, "gateway-or-wallet");
      if (row.gatewayCode === WALLET_CODE && row.orderId) await startFulfilment(row.orderId);
      return { paymentId: row.id, redirectUrl: row.redirectUrl };
    },

    /** wallet/ConfirmOrder: pays the order wholly from the wallet (400 NOT_ENOUGH_WALLET_BALANCE when short). */
    async confirmFromWallet(
      userId: string,
      orderId: string,
      currencyCode: CurrencyCode = CurrencyCode.USD,
    ): Promise<Payment> {
      const row = await start(
        userId,
        { orderId, gatewayId: 1, walletType: "Cache", isMobile: true, useWallet: true, currencyCode },
        "wallet-only",
      );
      await startFulfilment(orderId);
      return view(row);
    },

    /** Pay/ById: the customer's payment (or top-up; another's is 404); a pending one is asked of its gateway again first. */
    async byId(userId: string, id: string): Promise<Payment> {
      const row = await reconcile(await ownedPayment(userId, id));
      return view(row);
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
      return view(settled);
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
      return view(current);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
