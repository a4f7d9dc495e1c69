import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/**
 * The wallet as a double-entry ledger (ARCHITECTURE "Money flow"). Amounts are integer cents of USD.
 *
 * - ledger_accounts: one per customer wallet (kind customer_wallet, wallet type Cache) and one per
 *   operator counter-account (payments_clearing, sales, refunds, promotions, adjustments).
 * - ledger_transactions: one per movement, with a unique `reference` (idempotency key).
 * - ledger_entries: the legs of a transaction, signed cents; append-only.
 *
 * Database rules (migration 0004, triggers): the entries of a transaction sum to zero, checked by a
 * DEFERRABLE INITIALLY DEFERRED constraint trigger at commit; entries are never updated or deleted;
 * a customer wallet's cached `balance_cents` is moved by a trigger on every entry, in the same
 * transaction, and the CHECK below keeps it from going negative. Operator accounts keep no cached
 * balance (NULL): theirs is derived from the entries on demand, so they are never a hot row that
 * every payment would have to lock.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** `customer:{userId}:Cache` or `operator:{kind}`. */
    key: text("key").notNull(),
    kind: text("kind", {
      enum: ["customer_wallet", "payments_clearing", "sales", "refunds", "promotions", "adjustments"],
    }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    walletType: text("wallet_type"),
    currencyCode: text("currency_code").notNull().default("USD"),
    /** Customer wallets only: the sum of the account's entries, kept by a trigger. */
    balanceCents: bigint("balance_cents", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ledger_accounts_key_uq").on(table.key),
    check(
      "ledger_accounts_customer_balance_ck",
      sql`(${table.kind} <> 'customer_wallet') or (${table.userId} is not null and ${table.balanceCents} is not null and ${table.balanceCents} >= 0)`,
    ),
    check(
      "ledger_accounts_operator_ck",
      sql`(${table.kind} = 'customer_wallet') or (${table.userId} is null and ${table.balanceCents} is null)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    /** Idempotency key: the same reference twice makes one movement. */
    reference: text("reference").notNull(),
    reason: text("reason", {
      enum: ["TopUp", "OrderPayment", "Refund", "Promotion", "Adjustment"],
    }).notNull(),
    description: text("description"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("ledger_transactions_reference_uq").on(table.reference)],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: "restrict" }),
    /** Signed cents: positive into the account, negative out of it; never zero. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_account_created_idx").on(table.accountId, table.createdAt),
    index("ledger_entries_transaction_idx").on(table.transactionId),
    check("ledger_entries_nonzero_ck", sql`${table.amountCents} <> 0`),
  ],
);
