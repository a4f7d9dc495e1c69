import type { RefundableItem } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { chosenTotals, initialChoice, toggleItem } from "./refund-choice";

const item = (itemId: string, paid: number, penalty: number, isRefundable = true): RefundableItem => ({
  itemId,
  proposalId: "00000000-0000-4000-8000-000000000001",
  direction: "go",
  passengerIndex: 0,
  passengerName: "Ali Hassan",
  passengerType: 1,
  origin: "NJF",
  destination: "IKA",
  departureTime: "2027-01-01T08:00:00Z",
  paidAmount: paid,
  penaltyPercent: isRefundable ? 20 : null,
  penaltyAmount: penalty,
  refundableAmount: isRefundable ? Math.round((paid - penalty) * 100) / 100 : 0,
  isRefundable,
  blockedBy: isRefundable ? null : "Departed",
  refundRequestId: null,
  refundStatus: null,
});

describe("refund choice", () => {
  const items = [item("a", 100.1, 20.02), item("b", 0.3, 0.06), item("c", 50, 50, false)];

  it("chooses every refundable item at first and sums in cents", () => {
    const chosen = initialChoice(items);
    expect([...chosen]).toEqual(["a", "b"]);
    expect(chosenTotals(items, chosen)).toEqual({ paid: 100.4, penalty: 20.08, refund: 80.32, count: 2 });
  });

  it("toggles refundable items only", () => {
    const chosen = initialChoice(items);
    expect([...toggleItem(items, chosen, "a")]).toEqual(["b"]);
    expect([...toggleItem(items, chosen, "c")]).toEqual(["a", "b"]);
    expect(chosenTotals(items, new Set(["c"]))).toEqual({ paid: 0, penalty: 0, refund: 0, count: 0 });
  });
});
