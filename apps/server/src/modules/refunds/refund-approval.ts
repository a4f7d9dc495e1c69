/** Approving a locked refund request: the wallet credit, bookings cancelled, the order's refund status. */
import { OrderEvent, RefundDestination, RefundStatus, WalletFlowReason } from "@safar/domain";
import type { Database } from "../../platform/db";
import type { CatalogService } from "../catalog/catalog.service";
import type { HotelsService } from "../hotels/hotels.service";
import { hotelItemOf, type OrderRow, type OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import { type ItemQuote, quoteItems, refundLedgerReference } from "./refund-items";
import type { RefundRequestRow, RefundsRepository } from "./refunds.repository";

/** What the approval uses of the refunds service's dependencies. */
export interface RefundApprovalDeps {
  repository: RefundsRepository;
  orders: Pick<OrdersService, "lockForPayment" | "setRefundState">;
  catalog: Pick<CatalogService, "cancelHold">;
  hotels: Pick<HotelsService, "cancelBooking">;
  wallet: Pick<WalletService, "post">;
  now: () => Date;
}

export function createRefundApproval(deps: RefundApprovalDeps) {
  const { repository, orders, now } = deps;

  /** The order's refund status after its requests changed (inside the decision's transaction). */
  async function settleOrder(tx: Database, orderId: string) {
    const order = await orders.lockForPayment(tx, orderId);
    const allItems = quoteItems(order, [], now()).map((x) => x.itemId);
    const live = await repository.within(tx).liveItems(orderId);
    const refunded = new Set(live.filter((l) => l.status === "Refunded").map((l) => l.itemId));
    const open = live.some((l) => l.status === "Requested" || l.status === "Approved");
    const everything = allItems.every((id) => refunded.has(id));
    const refundStatus = open
      ? RefundStatus.Requested
      : everything
        ? RefundStatus.Refunded
        : refunded.size > 0
          ? RefundStatus.PartiallyRefunded
          : RefundStatus.Rejected;
    const event = everything && order.status !== "RefundSuccessful" ? OrderEvent.RefundSucceeded : undefined;
    return orders.setRefundState(tx, order, refundStatus, event);
  }

  /**
   * Cancels with the supplier each booking (hold) whose every traveller is now refunded or approved:
   * charter seats go back to stock in this transaction, a network booking is voided. A booking some
   * of whose travellers still fly stays; the operator splits it with the supplier.
   */
  async function cancelCoveredBookings(tx: Database, order: OrderRow, quotes: readonly ItemQuote[]) {
    const live = await repository.within(tx).liveItems(order.id);
    const done = new Set(
      live.filter((l) => l.status === "Refunded" || l.status === "Approved").map((l) => l.itemId),
    );
    const holds = order.holds ?? [];
    const hotel = hotelItemOf(order);
    if (hotel) {
      // The stay is one booking: cancelled with its supplier once its one item is refunded.
      const booking = holds[0];
      if (booking && quotes.every((q) => done.has(q.itemId)))
        await deps.hotels.cancelBooking(
          { provider: booking.provider, reference: booking.holdId, rate: hotel.rate },
          tx,
        );
      return;
    }
    for (const [part, hold] of holds.entries()) {
      const items = quotes.filter((q) => q.part === part);
      if (items.length > 0 && items.every((q) => done.has(q.itemId)))
        await deps.catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
    }
  }

  /**
   * Approves a locked Requested request: wallet refunds are credited now (status Refunded), bank
   * refunds wait for the payout (status Approved). `penaltyCents` overrides the quoted penalty.
   */
  async function approveLocked(
    tx: Database,
    request: RefundRequestRow,
    decidedBy: string,
    override?: { penaltyCents: number; note: string },
  ): Promise<RefundRequestRow> {
    const q = repository.within(tx);
    const penalty = override?.penaltyCents ?? request.penaltyCents;
    const refundCents = request.paidCents - penalty;
    const toWallet = request.destination === RefundDestination.Wallet;
    const at = now();
    const updated = await q.update(request.id, {
      status: toWallet ? "Refunded" : "Approved",
      penaltyCents: penalty,
      refundCents,
      decidedAt: at,
      decidedBy,
      decisionNote: override?.note ?? null,
      ...(toWallet ? { refundedAt: at } : {}),
    });
    const order = await orders.lockForPayment(tx, request.orderId);
    if (toWallet && refundCents > 0) {
      await deps.wallet.post(tx, {
        reference: refundLedgerReference(request.id),
        reason: WalletFlowReason.Refund,
        description: `order ${order.orderNumber}: refund request ${request.requestNumber}`,
        legs: [
          { account: "sales", amountCents: -refundCents },
          { account: { userId: request.userId }, amountCents: refundCents },
        ],
      });
    }
    const quotes = quoteItems(order, [], at);
    await cancelCoveredBookings(tx, order, quotes);
    await settleOrder(tx, order.id);
    return updated;
  }

  return { approveLocked, settleOrder };
}
