/**
 * CSV export of the back office's lists (issue 13): the list's own URL with `format=csv` answers
 * what its filters select as a UTF-8 download, behind the same role check; formula-like cells are
 * defused; the export is in the audit log.
 */
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { issuedCharterOrder, setCustomerName } from "../../test/refunds";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let support: string;
let admin: string;
let finance: string;
let supportEmail: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  const made = await newOperator(t, "support");
  supportEmail = made.operator.email;
  support = await operatorCookie(t, made);
  admin = await operatorCookie(t, await newOperator(t, "admin"));
  finance = await operatorCookie(t, await newOperator(t, "finance"));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** The raw answer to a GET as the operator with `cookie`. */
const download = (url: string, cookie: string) =>
  t.app.inject({ method: "GET", url, headers: { cookie, origin: "http://localhost" } });
const rowsOf = (body: string) =>
  parse(body.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[];

describe("CSV export", () => {
  it("answers the list's rows for its filters as a UTF-8 file with a byte-order mark", async () => {
    const who = await signUpCustomer(t);
    const order = await issuedCharterOrder(t, who, { days: 18 });
    const r = await download(`/api/back-office/orders?q=0${who.phoneNumber}&format=csv`, support);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(r.headers["content-disposition"]).toBe('attachment; filename="orders.csv"');
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.body.startsWith("\uFEFForder_number,tracking_number,")).toBe(true);
    const json = (
      await siteCall(t, "GET", `/api/back-office/orders?q=0${who.phoneNumber}`, { cookie: support })
    ).body.data;
    const rows = rowsOf(r.body);
    expect(r.headers["x-total-count"]).toBe(String(json.total));
    expect(rows.map((row) => row.order_number)).toEqual(
      json.items.map((o: { orderNumber: string }) => o.orderNumber),
    );
    const mine = rows.find((row) => row.customer_id === who.userId);
    expect(mine).toMatchObject({
      status: "Successful",
      product: "InternationalFlight",
      customer_id: who.userId,
    });
    expect(Number(mine?.payable_usd)).toBeGreaterThan(0);
    expect(json.items.map((o: { orderId: string }) => o.orderId)).toContain(order.orderId);
  });

  it("writes Arabic names as they are and defuses a cell that would run as a formula", async () => {
    const who = await signUpCustomer(t);
    await setCustomerName(t, who, "زينب", "الحسيني");
    const r = await download(`/api/back-office/customers?q=0${who.phoneNumber}&format=csv`, support);
    expect(r.statusCode).toBe(200);
    expect(rowsOf(r.body)).toEqual([
      expect.objectContaining({
        customer_id: who.userId,
        first_name: "زينب",
        last_name: "الحسيني",
        status: "active",
      }),
    ]);

    const reason = '=HYPERLINK("http://evil.example","goodwill")';
    const adjusted = await siteCall(
      t,
      "POST",
      `/api/back-office/customers/${who.userId}/wallet-adjustments`,
      { cookie: finance },
      { amount: 5, reason },
    );
    expect(adjusted.status).toBe(200);
    const exported = rowsOf((await download("/api/back-office/wallet-adjustments?format=csv", finance)).body);
    expect(exported.find((a) => a.customer_id === who.userId)).toMatchObject({
      amount_usd: "5",
      reason: `'${reason}`,
      status: "applied",
    });
  });

  it("checks the role first, refuses an unknown format by its field, and keeps JSON the default", async () => {
    const forbidden = await download("/api/back-office/audit?format=csv", support);
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/back-office/orders?format=csv" })).statusCode,
    ).toBe(401);
    const wrong = await download("/api/back-office/orders?format=xlsx", support);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().meta.errors[0].key).toBe("format");
    const plain = await download("/api/back-office/refunds", support);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("every list exports, and each export is in the audit log with its filters and row count", async () => {
    for (const url of [
      "/api/back-office/refunds?format=csv&status=Refunded",
      "/api/back-office/charter-flights?format=csv",
      "/api/back-office/currency-rates?format=csv&currencyCode=AED",
      "/api/back-office/operators?format=csv",
      "/api/back-office/audit?format=csv&action=operator.create",
    ]) {
      const r = await download(url, admin);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers["content-type"], url).toBe("text/csv; charset=utf-8");
    }
    const operators = rowsOf((await download("/api/back-office/operators?format=csv", admin)).body);
    expect(operators.find((o) => o.email === supportEmail)).toMatchObject({
      role: "support",
      status: "active",
    });

    await download("/api/back-office/customers?format=csv&status=suspended", support);
    const audit = rowsOf(
      (await download("/api/back-office/audit?format=csv&action=list.export", admin)).body,
    );
    const entry = audit.find((e) => e.operator === supportEmail && e.object_type === "customers");
    expect(entry).toMatchObject({ role: "support", action: "list.export" });
    expect(JSON.parse(entry?.after ?? "{}")).toMatchObject({
      filters: { status: "suspended", format: "csv" },
    });
  });
});
