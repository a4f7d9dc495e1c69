import { describe, expect, it } from "vitest";
import { afterSignIn, may, sectionsFor, signInUrl } from "./access";

describe("signInUrl", () => {
  it("asks to come back to the back-office page the visitor wanted", () => {
    expect(signInUrl("/back-office/refunds?status=Approved&page=2")).toBe(
      "/back-office/sign-in?redirectTo=%2Fback-office%2Frefunds%3Fstatus%3DApproved%26page%3D2",
    );
  });

  it("names no target for the dashboard, another page or an unsafe one", () => {
    expect(signInUrl("/back-office")).toBe("/back-office/sign-in");
    expect(signInUrl("/profile")).toBe("/back-office/sign-in");
    expect(signInUrl("//evil.example/back-office")).toBe("/back-office/sign-in");
    expect(signInUrl("/back-office/sign-in")).toBe("/back-office/sign-in");
    expect(signInUrl(undefined)).toBe("/back-office/sign-in");
  });
});

describe("afterSignIn", () => {
  it("goes to the page asked for when it is a same-site back-office path", () => {
    expect(afterSignIn("?redirectTo=%2Fback-office%2Faudit%3Faction%3Drefund.approve")).toBe(
      "/back-office/audit?action=refund.approve",
    );
    expect(afterSignIn("?redirectTo=/back-office/refunds")).toBe("/back-office/refunds");
  });

  it("goes to the dashboard otherwise", () => {
    for (const target of [
      "https://evil.example/back-office",
      "//evil.example",
      "/\\evil.example",
      "/back-office/../profile",
      "/back-officer",
      "/back-office/sign-in",
      "/",
      "javascript:alert(1)",
      "",
    ])
      expect(afterSignIn(`?${new URLSearchParams({ redirectTo: target })}`), target).toBe("/back-office");
    expect(afterSignIn("")).toBe("/back-office");
  });
});

describe("sections", () => {
  it("lists what the role may open", () => {
    const keys = (permissions: string[]) =>
      sectionsFor({ permissions: permissions as never }).map((section) => section.key);
    expect(keys(["orders:view", "refunds:decide", "operators:manage", "audit:view"])).toEqual([
      "dashboard",
      "orders",
      "customers",
      "refunds",
      "audit",
      "operators",
    ]);
    expect(keys(["orders:view", "refunds:decide"])).toEqual(["dashboard", "orders", "customers", "refunds"]);
    // Finance: the wallet adjustments, the rates, the flights' and hotels' markups and the gateways; operations: the charter flights.
    expect(keys(["orders:view", "refunds:decide", "money:manage", "wallets:adjust"])).toEqual([
      "dashboard",
      "orders",
      "customers",
      "wallet-adjustments",
      "refunds",
      "rates",
      "markup-rules",
      "hotel-markup-rules",
      "payment-gateways",
    ]);
    // Content: the discount vouchers alone.
    expect(keys(["vouchers:manage"])).toEqual(["dashboard", "vouchers"]);
    expect(keys(["orders:view", "orders:operate", "catalog:manage"])).toEqual([
      "dashboard",
      "orders",
      "customers",
      "refunds",
      "charters",
      "hotels",
    ]);
    // Operations (and admins) with the tours: after the hotels.
    expect(keys(["orders:view", "orders:operate", "catalog:manage", "tours:manage"])).toEqual([
      "dashboard",
      "orders",
      "customers",
      "refunds",
      "charters",
      "hotels",
      "tours",
    ]);
    expect(keys(["tours:manage"])).toEqual(["dashboard", "tours"]);
    // Visa officers: the orders (to read a case's order), the visa cases and the visa products.
    expect(keys(["orders:view", "visas:manage", "visa-products:manage"])).toEqual([
      "dashboard",
      "orders",
      "customers",
      "refunds",
      "visa-cases",
      "visa-products",
    ]);
    expect(keys([])).toEqual(["dashboard"]);
  });

  it("may: only what the session lists", () => {
    expect(may({ permissions: ["orders:view"] }, "refunds:decide")).toBe(false);
    expect(may({ permissions: ["refunds:decide"] }, "refunds:decide")).toBe(true);
    expect(may(null, "orders:view")).toBe(false);
  });
});
