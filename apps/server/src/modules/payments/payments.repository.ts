import { and, asc, desc, eq, lt, sql } from "drizzle-orm";
import { appMeta, paymentGateways, payments, sandboxBankPayments } from "../../db/schema";
import type { Database } from "../../platform/db";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type GatewayRow = typeof paymentGateways.$inferSelect;
export type SandboxDecision = (typeof sandboxBankPayments.$inferSelect)["decision"];

/** The only code that knows the payment, gateway and sandbox bank tables. */
export function createPaymentsRepository(db: Database) {
  return {
    ...paymentQueries(db),
    /** Runs `work` in one transaction; `tx` is handed to the order and ledger services. */
    transaction<T>(work: (queries: PaymentQueries, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const handle = tx as unknown as Database;
        return work(paymentQueries(handle), handle);
      });
    },

    /** What the customer paid for the order (settled payments), cents: what a refund gives back. */
    async paidCents(orderId: string, on: Database = db): Promise<number> {
      const [row] = await on
        .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "succeeded")));
      return Number(row?.total ?? 0);
    },

    /** The sandbox signing secret when none is configured: made once, shared by every instance. */
    async sandboxSecret(candidate: string): Promise<string> {
      await db
        .insert(appMeta)
        .values({ key: "payments:sandbox-secret", value: candidate })
        .onConflictDoNothing();
      const [row] = await db.select().from(appMeta).where(eq(appMeta.key, "payments:sandbox-secret"));
      if (!row) throw new Error("sandbox secret missing after insert");
      return row.value;
    },

    /** The sandbox bank's first decision on a reference wins; later ones are ignored. */
    async recordSandboxDecision(row: {
      reference: string;
      paymentId: string;
      amountCents: number;
      decision: SandboxDecision;
    }): Promise<SandboxDecision> {
      await db.insert(sandboxBankPayments).values(row).onConflictDoNothing();
      const [stored] = await db
        .select({ decision: sandboxBankPayments.decision })
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.reference, row.reference));
      if (!stored) throw new Error("sandbox decision missing after insert");
      return stored.decision;
    },

    async sandboxDecision(reference: string): Promise<SandboxDecision | undefined> {
      const [row] = await db
        .select({ decision: sandboxBankPayments.decision })
        .from(sandboxBankPayments)
        .where(eq(sandboxBankPayments.reference, reference));
      return row?.decision;
    },

    /**
     * At every start: whether this server has the gateway's credentials. It is offered when it is
     * configured and the operators offer it.
     */
    async setGatewayActive(code: string, configured: boolean): Promise<void> {
      await db
        .update(paymentGateways)
        .set({ configured, isActive: configured ? sql`${paymentGateways.offered}` : sql`false` })
        .where(eq(paymentGateways.code, code));
    },

    /** The operators' choice for a gateway (and its place): active when also configured. */
    async offerGateway(id: number, offered: boolean, sort: number): Promise<GatewayRow | undefined> {
      const [row] = await db
        .update(paymentGateways)
        .set({ offered, sort, isActive: offered ? sql`${paymentGateways.configured}` : sql`false` })
        .where(eq(paymentGateways.id, id))
        .returning();
      return row;
    },
  };
}

function paymentQueries(db: Database) {
  return {
    async listGateways(): Promise<GatewayRow[]> {
      return db
        .select()
        .from(paymentGateways)
        .orderBy(desc(paymentGateways.isActive), asc(paymentGateways.sort), asc(paymentGateways.id));
    },

    async findGateway(id: number): Promise<GatewayRow | undefined> {
      const [row] = await db.select().from(paymentGateways).where(eq(paymentGateways.id, id));
      return row;
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findPending(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
      return row;
    },

    /** Pending payments created before `before`, oldest first (the reconciliation job). */
    async pendingBefore(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "pending"), lt(payments.createdAt, before)))
        .orderBy(payments.createdAt)
        .limit(limit);
    },

    /** The back office's dashboard: order payments settled in [from, to) and their sum; pending ones now. */
    async figures(from: Date, to: Date) {
      const settledInRange = sql`${payments.status} = 'succeeded' and ${payments.purpose} = 'order' and ${payments.settledAt} >= ${from} and ${payments.settledAt} < ${to}`;
      const [row] = await db
        .select({
          paidOrders: sql<number>`count(*) filter (where ${settledInRange})::int`,
          revenueCents: sql<string>`coalesce(sum(${payments.amountCents}) filter (where ${settledInRange}), 0)`,
          pending: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`,
        })
        .from(payments);
      return {
        paidOrders: row?.paidOrders ?? 0,
        revenueCents: Number(row?.revenueCents ?? 0),
        pending: row?.pending ?? 0,
      };
    },

    /** Every payment of the order, oldest first (the order page's payments and timeline). */
    async listForOrder(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt));
    },

    async latestForOrder(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async insert(values: NewPaymentRow): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error("payment missing after insert");
      return row;
    },

    /**
     * The one conditional UPDATE that settles a payment: pending → succeeded/failed. Undefined when
     * the payment was not pending (settled already, by this call's twin or earlier); concurrent
     * callers wait on the row lock and then find it settled.
     */
    async settle(id: string, status: "succeeded" | "failed"): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status, settledAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, "pending")))
        .returning();
      return row;
    },
  };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
