import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer, type TestCustomer } from "../test/customers";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * Every personal answer carries `Cache-Control: no-store` (issue 10, finding 10), whichever module
 * answers it and whether it succeeded or not; public reference data stays cacheable.
 */
let t: TestApp;
let customer: TestCustomer;

beforeAll(async () => {
  t = await createTestApp();
  customer = await signUpCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

describe("personal answers are never stored by a cache", () => {
  it.each([
    ["GET", "/account/api/Account/CurrentUser"],
    ["GET", "/api/wallet/wallet/CurrentUserBalance"],
    ["GET", "/api/wallet/WalletFlows/GetCurrentUserWalletFlows"],
    ["POST", "/api/flight-reservation/Passenger/GetCurrentUserPassengers"],
    ["POST", "/api/orders/Order/GetCurrentUserOrders"],
    ["GET", "/api/flight-reservation/Submit/VerifyFlightOrder/00000000-0000-4000-8000-000000000000"],
  ])("%s %s (signed in)", async (method, url) => {
    const response = await t.app.inject({
      method: method as "GET" | "POST",
      url,
      headers: customer.headers,
      ...(method === "POST" ? { payload: {} } : {}),
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.headers["cache-control"]).toContain("no-store");
  });

  it("the token endpoint's answer (tokens) and its refusals", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/account/connect/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=password&username=7700000000&password=wrong-password",
    });
    expect(refused.headers["cache-control"]).toContain("no-store");
  });

  it("an anonymous call to a personal route (401) too", async () => {
    const response = await t.app.inject({ url: "/api/wallet/wallet/CurrentUserBalance" });
    expect(response.statusCode).toBe(401);
    expect(response.headers["cache-control"]).toContain("no-store");
  });

  it("public reference data keeps its own cache policy", async () => {
    const response = await t.app.inject({ url: "/api/flight-configuration/Country/GetAllCountries" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"] ?? "").not.toContain("no-store");
  });
});
