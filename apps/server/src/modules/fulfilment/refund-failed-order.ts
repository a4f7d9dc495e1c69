import { OrderEvent, OrderStatus, WalletFlowReason } from "@safar/domain";
import type { OrderRow } from "../orders/orders.service";
import type { OrderAdvance } from "./advance-order";
import type { FulfilmentDeps, StepsOf } from "./fulfilment-deps";

/** The ledger reference of the paid amount returned to the wallet after an order's issue failed. */
export const failedIssueLedgerReference = (orderId: string) => `refund:order:${orderId}`;

/**
 * An order whose confirmation or issue failed for good: the paid amount (less what the product
 * keeps) goes back to the customer's wallet, then the supplier's holds are given back.
 */
export function createRefundFailedOrder(
  deps: Pick<FulfilmentDeps, "repository" | "payments" | "wallet" | "log">,
  context: { now: () => Date; advance: OrderAdvance["advance"]; stepsOf: StepsOf },
) {
  const { repository, wallet, log } = deps;
  const { now, advance, stepsOf } = context;

  /** Gives the paid amount back to the wallet (idempotent by reference) and releases the seats. */
  return async function refund(order: OrderRow): Promise<"done"> {
    const from = order.status;
    let refundedCents = 0;
    const keptCents = (await stepsOf(order).keptOnFailure?.(order)) ?? 0;
    try {
      await advance(order.id, from, [OrderEvent.RefundSucceeded], async (tx, locked) => {
        refundedCents = Math.max(0, (await deps.payments.paidCents(locked.id, tx)) - keptCents);
        if (refundedCents > 0) {
          await wallet.post(tx, {
            reference: failedIssueLedgerReference(locked.id),
            reason: WalletFlowReason.Refund,
            description: `order ${locked.orderNumber}: ticket not issued, paid amount returned`,
            legs: [
              { account: "sales", amountCents: -refundedCents },
              { account: { userId: locked.userId }, amountCents: refundedCents },
            ],
          });
        }
        await repository.update(
          locked.id,
          { refundedCents, refundedAt: now(), nextAttemptAt: null, leaseUntil: null },
          tx,
        );
      });
    } catch (error) {
      // The refund failed (database trouble): RefundFailed, retried by the backoff like an issue.
      if (from !== OrderStatus.RefundFailed) await advance(order.id, from, [OrderEvent.RefundFailed]);
      throw error;
    }
    log.info({ orderId: order.id, refundedCents }, "paid amount returned to the wallet");
    await stepsOf(order).release(order);
    return "done";
  };
}
