/** What the refund form computes from the refundable items: the first choice and the totals. */
import type { RefundableItem } from "@safar/domain";

/** Every item that can be refunded now, chosen at first. */
export function initialChoice(items: readonly RefundableItem[]): Set<string> {
  return new Set(items.filter((item) => item.isRefundable).map((item) => item.itemId));
}

/** Paid, penalty and refund of the chosen items (decimal USD, summed in cents). */
export function chosenTotals(items: readonly RefundableItem[], chosen: ReadonlySet<string>) {
  let paid = 0;
  let penalty = 0;
  let refund = 0;
  for (const item of items) {
    if (!item.isRefundable || !chosen.has(item.itemId)) continue;
    paid += Math.round(item.paidAmount * 100);
    penalty += Math.round(item.penaltyAmount * 100);
    refund += Math.round(item.refundableAmount * 100);
  }
  return {
    paid: paid / 100,
    penalty: penalty / 100,
    refund: refund / 100,
    count: countChosen(items, chosen),
  };
}

function countChosen(items: readonly RefundableItem[], chosen: ReadonlySet<string>): number {
  return items.filter((item) => item.isRefundable && chosen.has(item.itemId)).length;
}

/** The choice after the customer ticks or unticks an item (blocked items never change). */
export function toggleItem(items: readonly RefundableItem[], chosen: ReadonlySet<string>, itemId: string) {
  const next = new Set(chosen);
  if (!items.some((item) => item.itemId === itemId && item.isRefundable)) return next;
  if (next.has(itemId)) next.delete(itemId);
  else next.add(itemId);
  return next;
}
