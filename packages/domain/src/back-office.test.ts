import { describe, expect, it } from "vitest";
import { BackOfficePermission, operatorRoles, roleMay } from "./back-office";
import { orderSearchTerms } from "./back-office-orders";

describe("orderSearchTerms: the back office's one search box", () => {
  it("reads a phone number in any form as its last 10 digits (and a ticket number)", () => {
    expect(orderSearchTerms("٠٧٨٠ ١٢٣ ٤٥٦٧")).toEqual({ phoneTail: "7801234567", reference: "07801234567" });
    expect(orderSearchTerms("+964 780-123-4567")).toMatchObject({ phoneTail: "7801234567" });
    expect(orderSearchTerms("09121234567")).toMatchObject({ phoneTail: "9121234567" });
  });
  it("reads a short number as an order number, an address as an e-mail, anything else as a reference", () => {
    expect(orderSearchTerms(" 100234 ")).toEqual({ orderNumber: 100234, reference: "100234" });
    expect(orderSearchTerms("Ali@Example.COM")).toEqual({ email: "ali@example.com" });
    expect(orderSearchTerms("X7K2QP")).toEqual({ reference: "X7K2QP" });
    expect(orderSearchTerms("   ")).toEqual({});
  });
});

describe("the permission table", () => {
  it("lets admins do all but adjust wallets (finance's alone), finance decide refunds, support read", () => {
    for (const permission of Object.values(BackOfficePermission))
      expect(roleMay("admin", permission)).toBe(permission !== BackOfficePermission.AdjustWallets);
    expect(operatorRoles.filter((role) => roleMay(role, BackOfficePermission.AdjustWallets))).toEqual([
      "finance",
    ]);
    expect(roleMay("finance", BackOfficePermission.DecideRefunds)).toBe(true);
    expect(roleMay("support", BackOfficePermission.DecideRefunds)).toBe(false);
    expect(roleMay("support", BackOfficePermission.ViewOrders)).toBe(true);
    expect(operatorRoles.filter((role) => roleMay(role, BackOfficePermission.ManageOperators))).toEqual([
      "admin",
    ]);
    expect(operatorRoles.some((role) => roleMay("content", BackOfficePermission.ViewOrders) && role)).toBe(
      false,
    );
  });
});
