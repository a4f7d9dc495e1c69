import { createHmac } from "node:crypto";
import type { VerifyIssueFlightTicket } from "@safar/domain";
import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransactions } from "../../db/schema";
import { eventually, reservedOrder, searchCharter } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createWalletRepository } from "../wallet/wallet.repository";
import { createWalletService } from "../wallet/wallet.service";

/** PGlite runs one query at a time, so the race only means something on the real PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const DELIVERIES = 50;
const SECRET = "payments-race-secret-0123456789abcdef0123456789";

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET, JOBS_POLL_SECONDS: "0.5" } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

if (!onPostgres) {
  console.warn(
    "payments-race.api.test.ts: the same-callback-50-times-concurrently race needs PostgreSQL (PGlite runs one query at a time); set DATABASE_URL to run it.",
  );
}

describe("settlement under concurrency", () => {
  it.skipIf(!onPostgres)(
    `the same signed callback delivered ${DELIVERIES} times at once (with Pay/ById and VerifyFlightOrder polling): one success, one ledger movement, the order moved once, one issuance`,
    async () => {
      const customer = await signUpCustomer(t);
      const order = await reservedOrder(t, customer, await searchCharter(t, 11));
      const created = await t.app.inject({
        method: "POST",
        url: "/api/payment/Pay/Create",
        headers: customer.headers,
        payload: { orderId: order.orderId, gatewayId: 1, walletType: "Cache", isMobile: true },
      });
      const { paymentId } = created.json().data;
      const [row] = await t.infrastructure.database.query<{
        gateway_reference: string;
        amount_cents: string;
      }>("select gateway_reference, amount_cents from payments where id = $1", [paymentId]);
      const payload = {
        paymentId,
        reference: row?.gateway_reference as string,
        status: "approved",
        amountCents: Number(row?.amount_cents),
      };
      const signature = createHmac("sha256", SECRET)
        .update([payload.paymentId, payload.reference, payload.status, String(payload.amountCents)].join("|"))
        .digest("hex");
      // The bank also recorded the approval, so the pollers' inquire races the callbacks to settle.
      await t.infrastructure.database.query(
        "insert into sandbox_bank_payments (reference, payment_id, amount_cents, decision) values ($1, $2, $3, 'approved')",
        [payload.reference, paymentId, payload.amountCents],
      );
      const callbacks = Array.from({ length: DELIVERIES }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/payment/Callback/sandbox",
          payload: { ...payload, signature },
        }),
      );
      const polls = Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          url:
            i % 2
              ? `/api/payment/Pay/ById?id=${paymentId}`
              : `/api/flight-reservation/Submit/VerifyFlightOrder/${order.orderId}`,
          headers: customer.headers,
        }),
      );
      const answers = await Promise.all([...callbacks, ...polls]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      for (const a of answers.slice(0, DELIVERIES)) expect(a.json().data.status).toBe("succeeded");

      const movements = await t.infrastructure.database.db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.reference, `payment:${paymentId}%`));
      expect(movements).toHaveLength(1);
      const payments = await t.infrastructure.database.query<{ status: string }>(
        "select status from payments where order_id = $1",
        [order.orderId],
      );
      expect(payments).toEqual([{ status: "succeeded" }]);
      const detail = await t.app.inject({
        url: `/api/orders/Order/GetCurrentUserOrderDetails/${order.orderId}`,
        headers: customer.headers,
      });
      expect(["Paid", "ConfirmSuccessful", "FinalizationPending", "Successful"]).toContain(
        detail.json().data.status,
      );
      // one issuance: one fulfilment, the ticket issued once, the charter seat sold once
      const issued = await eventually(
        async () =>
          (
            await t.app.inject({
              url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
              headers: customer.headers,
            })
          ).json().data as VerifyIssueFlightTicket,
        (v) => v.state !== "Pending",
      );
      expect(issued).toMatchObject({ state: "Issued", orderStatus: "Successful", attempts: 0 });
      expect(issued.tickets).toHaveLength(1);
      const fulfilments = await t.infrastructure.database.query(
        "select order_id from order_fulfilment where order_id = $1",
        [order.orderId],
      );
      expect(fulfilments).toHaveLength(1);
      const holds = await t.infrastructure.database.query<{ status: string; seats: number }>(
        "select h.status, h.seats from charter_holds h join orders o on h.id::text = (o.holds->0->>'holdId') where o.id = $1",
        [order.orderId],
      );
      expect(holds).toEqual([{ status: "issued", seats: 1 }]);
      const audit = await createWalletService(createWalletRepository(t.infrastructure.database.db)).audit();
      expect(audit).toMatchObject({ totalCents: 0, unbalancedTransactions: [], mismatchedWallets: [] });
    },
    60_000,
  );
});
