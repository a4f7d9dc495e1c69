import { and, asc, count, desc, eq, gt, gte, like, lt, or, sql } from "drizzle-orm";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../../db/schema";
import type { Database } from "../../platform/db";

export type OperatorAccountKind = "payments_clearing" | "sales" | "refunds" | "promotions" | "adjustments";
export type LedgerReason = (typeof ledgerTransactions.$inferSelect)["reason"];

export interface FlowFilter {
  from?: Date | undefined;
  toExclusive?: Date | undefined;
  /** Money in (credit) or out (debit) of the wallet. */
  direction?: "credit" | "debit" | undefined;
  reason?: LedgerReason | undefined;
}

const customerKey = (userId: string, walletType: string) => `customer:${userId}:${walletType}`;
const operatorKey = (kind: OperatorAccountKind) => `operator:${kind}`;

/** The only code that knows the ledger tables. */
export function createWalletRepository(db: Database) {
  return {
    ...ledgerQueries(db),
    /** Runs `work` in one database transaction with the queries bound to it. */
    transaction<T>(work: (queries: LedgerQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(ledgerQueries(tx as unknown as Database)));
    },
    /** The queries bound to a transaction another module opened (one commit for both). */
    within(tx: Database): LedgerQueries {
      return ledgerQueries(tx);
    },
  };
}

/** The ledger's queries on a database or inside a transaction. */
function ledgerQueries(db: Database) {
  return {
    /** The customer's wallet account id, created with a zero balance when missing. */
    async ensureCustomerWallet(userId: string, walletType: string): Promise<string> {
      const key = customerKey(userId, walletType);
      await db
        .insert(ledgerAccounts)
        .values({ key, kind: "customer_wallet", userId, walletType, balanceCents: 0 })
        .onConflictDoNothing({ target: ledgerAccounts.key });
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, key));
      if (!row) throw new Error(`wallet account ${key} missing after insert`);
      return row.id;
    },

    async ensureOperatorAccount(kind: OperatorAccountKind): Promise<string> {
      const key = operatorKey(kind);
      await db
        .insert(ledgerAccounts)
        .values({ key, kind })
        .onConflictDoNothing({ target: ledgerAccounts.key });
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, key));
      if (!row) throw new Error(`operator account ${key} missing after insert`);
      return row.id;
    },

    /** Locks the customer's wallet row (SELECT … FOR UPDATE) for the rest of the transaction. */
    async lockCustomerWallet(userId: string, walletType: string) {
      const [row] = await db
        .select({ id: ledgerAccounts.id, balanceCents: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, customerKey(userId, walletType)))
        .for("update");
      return row ? { id: row.id, balanceCents: row.balanceCents ?? 0 } : undefined;
    },

    async customerBalance(userId: string, walletType: string): Promise<number> {
      const [row] = await db
        .select({ balanceCents: ledgerAccounts.balanceCents })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, customerKey(userId, walletType)));
      return row?.balanceCents ?? 0;
    },

    async customerWalletId(userId: string, walletType: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.key, customerKey(userId, walletType)));
      return row?.id;
    },

    /** The movements whose reference is one of `references` or starts with one and a colon, with their legs, oldest first. */
    async movementsByReferences(references: readonly string[]) {
      if (references.length === 0) return [];
      const matches = references.flatMap((reference) => [
        eq(ledgerTransactions.reference, reference),
        like(ledgerTransactions.reference, `${reference.replace(/[\\%_]/g, "\\$&")}:%`),
      ]);
      return db
        .select({
          id: ledgerTransactions.id,
          reference: ledgerTransactions.reference,
          reason: ledgerTransactions.reason,
          description: ledgerTransactions.description,
          createdAt: ledgerTransactions.createdAt,
          kind: ledgerAccounts.kind,
          amountCents: ledgerEntries.amountCents,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(or(...matches))
        .orderBy(
          asc(ledgerTransactions.createdAt),
          asc(ledgerTransactions.id),
          asc(ledgerEntries.amountCents),
        )
        .limit(1000);
    },

    /** A recorded movement by its reference, with its entries. */
    async findByReference(reference: string) {
      const [transaction] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference));
      if (!transaction) return undefined;
      const entries = await db
        .select({ accountId: ledgerEntries.accountId, amountCents: ledgerEntries.amountCents })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.transactionId, transaction.id));
      return { ...transaction, entries };
    },

    /** Inserts the movement header; undefined when the reference is taken (by a concurrent movement). */
    async insertTransaction(row: { reference: string; reason: LedgerReason; description: string | null }) {
      const [inserted] = await db
        .insert(ledgerTransactions)
        .values(row)
        .onConflictDoNothing({ target: ledgerTransactions.reference })
        .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
      return inserted;
    },

    async insertEntries(
      transactionId: string,
      entries: ReadonlyArray<{ accountId: string; amountCents: number }>,
    ) {
      await db.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId, ...entry })));
    },

    /** One page of a wallet's entries, newest first, with the total count. */
    async listFlows(accountId: string, filter: FlowFilter, page: { limit: number; offset: number }) {
      const where = and(
        eq(ledgerEntries.accountId, accountId),
        filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
        filter.toExclusive ? lt(ledgerEntries.createdAt, filter.toExclusive) : undefined,
        filter.direction === "credit"
          ? gt(ledgerEntries.amountCents, 0)
          : filter.direction === "debit"
            ? lt(ledgerEntries.amountCents, 0)
            : undefined,
        filter.reason ? eq(ledgerTransactions.reason, filter.reason) : undefined,
      );
      const rows = await db
        .select({
          id: ledgerEntries.id,
          amountCents: ledgerEntries.amountCents,
          createdAt: ledgerEntries.createdAt,
          reason: ledgerTransactions.reason,
          description: ledgerTransactions.description,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where)
        .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ total: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(where);
      return { rows, total: total?.total ?? 0 };
    },

    /**
     * The ledger's invariants, read in one statement: the sum of all entries, the transactions whose
     * entries do not sum to zero, and the wallets whose cached balance differs from their entries.
     */
    async audit() {
      const [totals] = await db
        .select({
          total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text`,
          entries: count(),
        })
        .from(ledgerEntries);
      const unbalanced = await db
        .select({ transactionId: ledgerEntries.transactionId })
        .from(ledgerEntries)
        .groupBy(ledgerEntries.transactionId)
        .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
      const mismatched = await db
        .select({ accountId: ledgerAccounts.id })
        .from(ledgerAccounts)
        .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
        .where(eq(ledgerAccounts.kind, "customer_wallet"))
        .groupBy(ledgerAccounts.id, ledgerAccounts.balanceCents)
        .having(sql`${ledgerAccounts.balanceCents} <> coalesce(sum(${ledgerEntries.amountCents}), 0)`);
      const negative = await db
        .select({ accountId: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, "customer_wallet"), lt(ledgerAccounts.balanceCents, 0)));
      return {
        totalCents: Number(totals?.total ?? 0),
        entryCount: totals?.entries ?? 0,
        unbalancedTransactions: unbalanced.map((row) => row.transactionId),
        mismatchedWallets: mismatched.map((row) => row.accountId),
        negativeWallets: negative.map((row) => row.accountId),
      };
    },
  };
}

export type LedgerQueries = ReturnType<typeof ledgerQueries>;
export type WalletRepository = ReturnType<typeof createWalletRepository>;
