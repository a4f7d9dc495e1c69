import { like } from "drizzle-orm";
import { expect } from "vitest";
import { ledgerTransactions } from "../db/schema";
import { createWalletRepository } from "../modules/wallet/wallet.repository";
import { createWalletService } from "../modules/wallet/wallet.service";
import type { TestCustomer } from "./customers";
import type { TestApp } from "./test-app";

/** JSON calls through `inject` answering `{ status, body }` (the envelope parsed). */
export function apiCalls(t: () => TestApp) {
  return {
    async post(url: string, payload: object, who?: TestCustomer) {
      const r = await t().app.inject({ method: "POST", url, payload, headers: who?.headers ?? {} });
      return { status: r.statusCode, body: r.json() };
    },
    async get(url: string, who?: TestCustomer) {
      const r = await t().app.inject({ url, headers: who?.headers ?? {} });
      return { status: r.statusCode, body: r.json() };
    },
  };
}

/** The ledger movements of one payment (references `payment:{id}…`). */
export function paymentMovements(t: TestApp, paymentId: string) {
  return t.infrastructure.database.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.reference, `payment:${paymentId}%`));
}

/** The whole ledger is sound: sums to zero, every transaction balances, cached balances match, none negative. */
export async function expectLedgerSound(t: TestApp) {
  const audit = await createWalletService(createWalletRepository(t.infrastructure.database.db)).audit();
  expect(audit).toMatchObject({
    totalCents: 0,
    unbalancedTransactions: [],
    mismatchedWallets: [],
    negativeWallets: [],
  });
}
