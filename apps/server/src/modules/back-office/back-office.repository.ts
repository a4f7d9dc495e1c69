/**
 * The back office's tables: operators, their sessions and the audit log. Only this module reads or
 * writes them; other modules' data is reached through their services.
 */

import type { AuditQuery, WalletAdjustmentStatus } from "@safar/domain";
import { and, asc, count, desc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import { auditLog, operatorSessions, operators, orderNotes, walletAdjustments } from "../../db/schema";
import type { Database } from "../../platform/db";

export type OperatorRow = typeof operators.$inferSelect;
export type NewOperatorRow = typeof operators.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type WalletAdjustmentRow = typeof walletAdjustments.$inferSelect;

export function createBackOfficeRepository(db: Database) {
  return {
    async insertOperator(values: NewOperatorRow): Promise<OperatorRow | undefined> {
      const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
      return row;
    },

    async operatorByEmail(email: string): Promise<OperatorRow | undefined> {
      const [row] = await db.select().from(operators).where(eq(operators.email, email));
      return row;
    },

    async listOperators(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(operators.createdAt);
    },

    async countOperators(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(operators);
      return row?.n ?? 0;
    },

    /**
     * Counts one sign-in attempt before it is checked, atomically (concurrent guesses each get their
     * own number); nothing while the account is locked. Answers the count, or undefined when locked.
     */
    async countAttempt(id: string, at: Date): Promise<number | undefined> {
      const [row] = await db
        .update(operators)
        .set({ failedSignIns: sql`${operators.failedSignIns} + 1` })
        .where(
          and(
            eq(operators.id, id),
            sql`(${operators.lockedUntil} is null or ${operators.lockedUntil} <= ${at})`,
          ),
        )
        .returning({ failedSignIns: operators.failedSignIns });
      return row?.failedSignIns;
    },

    async lock(id: string, until: Date): Promise<void> {
      await db.update(operators).set({ lockedUntil: until, failedSignIns: 0 }).where(eq(operators.id, id));
    },

    /**
     * A right sign-in: the attempts forgotten and the TOTP step used, only if no code of this step
     * or a later one was used before (a code works once). False when it was.
     */
    async setTotpSecret(id: string, totpSecret: string): Promise<void> {
      await db.update(operators).set({ totpSecret }).where(eq(operators.id, id));
    },

    async signedIn(id: string, step: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(operators)
        .set({ failedSignIns: 0, lockedUntil: null, totpLastStep: step, lastSignInAt: at })
        .where(
          and(
            eq(operators.id, id),
            sql`(${operators.totpLastStep} is null or ${operators.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: operators.id });
      return rows.length === 1;
    },

    async insertSession(values: typeof operatorSessions.$inferInsert): Promise<void> {
      await db.insert(operatorSessions).values(values);
    },

    /** The live session of a token hash with its operator (active), if any. */
    async liveSession(tokenHash: string, at: Date) {
      const [row] = await db
        .select({ session: operatorSessions, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.endedAt),
            gt(operatorSessions.expiresAt, at),
            eq(operators.status, "active"),
          ),
        );
      return row;
    },

    async endSession(id: string, at: Date): Promise<void> {
      await db.update(operatorSessions).set({ endedAt: at }).where(eq(operatorSessions.id, id));
    },

    async insertAudit(values: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(values);
    },

    /** The audit log, newest first, by any of operator e-mail, action and object. */
    async searchAudit(query: AuditQuery) {
      const { page, pageSize } = query;
      const filters: SQL[] = [];
      if (query.operatorEmail) filters.push(eq(auditLog.operatorEmail, query.operatorEmail));
      if (query.action) filters.push(eq(auditLog.action, query.action));
      if (query.objectType) filters.push(eq(auditLog.objectType, query.objectType));
      if (query.objectId) filters.push(eq(auditLog.objectId, query.objectId));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async insertNote(values: typeof orderNotes.$inferInsert) {
      const [row] = await db.insert(orderNotes).values(values).returning();
      if (!row) throw new Error("order note missing after insert");
      return row;
    },

    async notesOf(orderId: string) {
      return db
        .select()
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId))
        .orderBy(asc(orderNotes.createdAt));
    },

    async insertAdjustment(values: typeof walletAdjustments.$inferInsert) {
      const [row] = await db.insert(walletAdjustments).values(values).returning();
      if (!row) throw new Error("wallet adjustment missing after insert");
      return row;
    },

    /** The adjustment locked (FOR UPDATE) for its decision. */
    async lockAdjustment(id: string) {
      const [row] = await db
        .select()
        .from(walletAdjustments)
        .where(eq(walletAdjustments.id, id))
        .for("update");
      return row;
    },

    async updateAdjustment(id: string, patch: Partial<typeof walletAdjustments.$inferInsert>) {
      const [row] = await db
        .update(walletAdjustments)
        .set(patch)
        .where(eq(walletAdjustments.id, id))
        .returning();
      if (!row) throw new Error("wallet adjustment vanished");
      return row;
    },

    async listAdjustments(filter: {
      status?: WalletAdjustmentStatus | undefined;
      userId?: string;
      page: number;
      pageSize: number;
    }) {
      const where = and(
        filter.status ? eq(walletAdjustments.status, filter.status) : undefined,
        filter.userId ? eq(walletAdjustments.userId, filter.userId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(walletAdjustments)
          .where(where)
          .orderBy(desc(walletAdjustments.createdAt))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(walletAdjustments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Runs `work` in one transaction (`within(tx)` for these queries; `tx` goes on to the wallet service). */
    transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Database));
    },

    within(tx: Database) {
      return createBackOfficeRepository(tx);
    },
  };
}
export type BackOfficeRepository = ReturnType<typeof createBackOfficeRepository>;
