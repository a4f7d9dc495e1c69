import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer } from "../../test/customers";
import { expectLedgerSound, paymentMovements } from "../../test/ledger";
import { createTestApp, type TestApp } from "../../test/test-app";

/** PGlite runs one query at a time, so the race only means something on the real PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const VERIFIES = 20;
const SECRET = "top-up-race-secret-0123456789abcdef0123456789";

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ env: { PAYMENT_SANDBOX_SECRET: SECRET, JOBS_WORKERS_ENABLED: "false" } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

if (!onPostgres) {
  console.warn(
    "wallet-top-up-race.api.test.ts: the verify-20-times-at-once race needs PostgreSQL (PGlite runs one query at a time); set DATABASE_URL to run it.",
  );
}

describe("wallet top-up under concurrency", () => {
  it.skipIf(!onPostgres)(
    `an approved top-up verified ${VERIFIES} times at once (Pay/ById) while its signed callback arrives ${VERIFIES} times: credited once`,
    async () => {
      const customer = await signUpCustomer(t);
      const created = await t.app.inject({
        method: "POST",
        url: "/api/payment/Pay/Create",
        headers: customer.headers,
        payload: { amount: 50, gatewayId: 1, walletType: "Cache", isMobile: true },
      });
      expect(created.statusCode).toBe(200);
      const { paymentId } = created.json().data;
      const [row] = await t.infrastructure.database.query<{ gateway_reference: string }>(
        "select gateway_reference from payments where id = $1",
        [paymentId],
      );
      const payload = {
        paymentId,
        reference: row?.gateway_reference as string,
        status: "approved",
        amountCents: 5000,
      };
      const signature = createHmac("sha256", SECRET)
        .update([payload.paymentId, payload.reference, payload.status, String(payload.amountCents)].join("|"))
        .digest("hex");
      // The bank recorded the approval, so every Pay/ById's inquiry races the callbacks to settle it.
      await t.infrastructure.database.query(
        "insert into sandbox_bank_payments (reference, payment_id, amount_cents, decision) values ($1, $2, 5000, 'approved')",
        [payload.reference, paymentId],
      );
      const verifies = Array.from({ length: VERIFIES }, () =>
        t.app.inject({ url: `/api/payment/Pay/ById?id=${paymentId}`, headers: customer.headers }),
      );
      const callbacks = Array.from({ length: VERIFIES }, () =>
        t.app.inject({
          method: "POST",
          url: "/api/payment/Callback/sandbox",
          payload: { ...payload, signature },
        }),
      );
      const answers = await Promise.all([...verifies, ...callbacks]);
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      for (const a of answers)
        expect(a.json().data).toMatchObject({ status: "succeeded", purpose: "WalletTopUp" });

      const movements = await paymentMovements(t, paymentId);
      expect(movements.map((m) => [m.reference, m.reason])).toEqual([[`payment:${paymentId}`, "TopUp"]]);
      const balance = await t.app.inject({
        url: "/api/wallet/wallet/CurrentUserBalance?type=Cache",
        headers: customer.headers,
      });
      expect(balance.json().data.balance).toBe(50);
      const flows = await t.app.inject({
        url: "/api/wallet/WalletFlows/GetCurrentUserWalletFlows",
        headers: customer.headers,
      });
      expect(flows.json().data).toMatchObject({ total: 1, items: [{ type: "Credit", amount: 50 }] });
      await expectLedgerSound(t);
    },
    60_000,
  );
});
