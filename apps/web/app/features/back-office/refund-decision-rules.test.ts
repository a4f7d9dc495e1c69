import { describe, expect, it } from "vitest";
import { checkApproval, checkPayout, checkRejection, decisionsFor } from "./refund-decision-rules";

const request = { paidAmount: 120.5 };

describe("checkApproval", () => {
  it("keeps the request's penalty when none is typed (a reason is then not needed)", () => {
    expect(checkApproval({ penaltyAmount: " ", note: "" }, request)).toEqual({ ok: true, data: {} });
  });

  it("sends another penalty with its reason", () => {
    expect(checkApproval({ penaltyAmount: "10.25", note: "  goodwill " }, request)).toEqual({
      ok: true,
      data: { penaltyAmount: 10.25, note: "goodwill" },
    });
    expect(checkApproval({ penaltyAmount: "٠", note: "waived" }, request)).toEqual({
      ok: true,
      data: { penaltyAmount: 0, note: "waived" },
    });
    expect(checkApproval({ penaltyAmount: "120.50", note: "all" }, request)).toMatchObject({ ok: true });
  });

  it("refuses a new penalty without its reason", () => {
    expect(checkApproval({ penaltyAmount: "5", note: " " }, request)).toEqual({
      ok: false,
      errors: { note: "REFUND_DECISION_REASON_REQUIRED" },
    });
  });

  it("refuses a penalty that is not an amount between zero and what was paid", () => {
    for (const penalty of ["abc", "-1", "120.51", "1.005", "1e3"])
      expect(checkApproval({ penaltyAmount: penalty, note: "x" }, request), penalty).toEqual({
        ok: false,
        errors: { penaltyAmount: "REFUND_PENALTY_IS_INVALID" },
      });
  });
});

describe("rejection and payout", () => {
  it("need their reason or reference", () => {
    expect(checkRejection({ note: "" })).toEqual({
      ok: false,
      errors: { note: "REFUND_DECISION_REASON_REQUIRED" },
    });
    expect(checkRejection({ note: " late " })).toEqual({ ok: true, data: { note: "late" } });
    expect(checkPayout({ reference: "  " })).toEqual({
      ok: false,
      errors: { reference: "REFUND_PAYOUT_REFERENCE_REQUIRED" },
    });
    expect(checkPayout({ reference: " TRX-1 " })).toEqual({ ok: true, data: { reference: "TRX-1" } });
  });
});

describe("decisionsFor", () => {
  it("follows the status and the destination", () => {
    expect(decisionsFor({ status: "Requested", destination: "Bank" })).toEqual(["approve", "reject"]);
    expect(decisionsFor({ status: "Approved", destination: "Bank" })).toEqual(["paid-out"]);
    expect(decisionsFor({ status: "Approved", destination: "Wallet" })).toEqual([]);
    expect(decisionsFor({ status: "Refunded", destination: "Bank" })).toEqual([]);
    expect(decisionsFor({ status: "Rejected", destination: "Bank" })).toEqual([]);
  });
});
