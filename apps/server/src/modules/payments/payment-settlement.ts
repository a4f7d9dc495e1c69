/**
 * Settling payments exactly once: a pending payment's final outcome (from a callback, a return or
 * a gateway inquiry) books the ledger and moves the order in one transaction, won by one caller
 * only; a paid order's fulfilment is recorded in that transaction and started after it commits.
 *
 * Ledger at settlement (USD cents, references idempotent):
 * - succeeded: payments clearing → sales for the whole amount (`payment:{id}`);
 * - declined with a wallet part: payments clearing → customer wallet (`payment:{id}:wallet-return`);
 * - a wallet top-up succeeded: payments clearing → customer wallet (`payment:{id}`, reason TopUp), so
 *   however often its callback, return or inquiry comes, the wallet is credited once; declined: nothing.
 */
import { OrderEvent, PaymentStatus, WalletFlowReason } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import type { PaymentGateway } from "./gateways";
import { isTopUp, ledgerReference, notFound, paidCurrencyOf } from "./payment-rows";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";

/**
 * What happens to a paid order next (confirmation and ticket issuance): `record` runs inside the
 * settling transaction (so a paid order always has its fulfilment), `start` after it commits.
 */
export interface PaymentFulfilment {
  record(tx: Database, orderId: string): Promise<void>;
  start(orderId: string): Promise<void>;
}

export interface PaymentSettlementDeps {
  repository: PaymentsRepository;
  orders: Pick<OrdersService, "lockForPayment" | "applyEvents">;
  wallet: Pick<WalletService, "post">;
  /** Adapters by gateway code. */
  gateways: Record<string, PaymentGateway>;
  fulfilment?: PaymentFulfilment;
}

export function createPaymentSettlement(deps: PaymentSettlementDeps) {
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
      if (isTopUp(row) || !row.orderId) {
        if (outcome === PaymentStatus.Succeeded) await creditTopUp(tx, row);
        return row;
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
        await orders.applyEvents(
          tx,
          order,
          [OrderEvent.PaymentSucceeded, OrderEvent.PaymentCaptured],
          paidCurrencyOf(row),
        );
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

  /**
   * A settled top-up's credit, through the wallet service in the settling transaction: the money the
   * gateway took (payments clearing) goes to the customer's wallet under the payment's own reference.
   */
  async function creditTopUp(tx: Database, row: PaymentRow): Promise<void> {
    await wallet.post(tx, {
      reference: ledgerReference(row.id),
      reason: WalletFlowReason.TopUp,
      // The customer sees the reason ("Top-up" in their language); the reference names the payment.
      description: null,
      legs: [
        { account: "payments_clearing", amountCents: -row.amountCents },
        { account: { userId: row.userId }, amountCents: row.amountCents },
      ],
    });
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

  return { settle, startFulfilment, reconcile };
}
