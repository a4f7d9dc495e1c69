/**
 * What the fulfilment keeps of an order for the back office's order page: every call it makes to a
 * supplier (operation, hold, ok or the supplier's error, time taken; table `supplier_calls`) and
 * where the confirmation and ticket issue stand.
 */
import type { FulfilmentState, SupplierCall } from "@safar/domain";
import type { FulfilmentRepository } from "./fulfilment.repository";

export interface FulfilmentLog {
  info(obj: unknown, msg: string): void;
  warn(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

export function createFulfilmentJournal(deps: {
  repository: Pick<FulfilmentRepository, "recordCall" | "callsOf" | "find">;
  log: FulfilmentLog;
}) {
  const { repository, log } = deps;
  return {
    /** Makes one supplier call for an order and keeps its outcome and time (kept even when it throws). */
    async supplierCall<T>(
      orderId: string,
      hold: { provider: string; holdId: string },
      operation: "confirm" | "issue" | "cancel",
      call: () => Promise<T>,
    ): Promise<T> {
      const started = performance.now();
      const keep = (error: unknown) =>
        repository
          .recordCall({
            orderId,
            provider: hold.provider,
            operation,
            holdId: hold.holdId,
            ok: error === null,
            error: error === null ? null : String(error),
            durationMs: Math.round(performance.now() - started),
          })
          .catch((err: unknown) => log.error({ orderId, err }, "keeping a supplier call failed"));
      try {
        const result = await call();
        await keep(null);
        return result;
      } catch (error) {
        await keep(error);
        throw error;
      }
    },

    /** Where a paid order's confirmation and ticket issue stand (null before payment). */
    async state(orderId: string): Promise<FulfilmentState | null> {
      const row = await repository.find(orderId);
      if (!row) return null;
      return {
        waiting: Boolean(row.nextAttemptAt && !row.issuedAt && !row.refundedAt),
        attempts: row.attempts,
        nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        lastError: row.lastError,
        failedStep: row.failedStep,
        bookingReference: row.bookingReference,
        tickets: row.tickets ?? [],
        issuedAt: row.issuedAt?.toISOString() ?? null,
        ticketSentAt: row.ticketSentAt?.toISOString() ?? null,
      };
    },

    /** The order's supplier calls, oldest first. */
    async supplierCalls(orderId: string): Promise<SupplierCall[]> {
      const rows = await repository.callsOf(orderId);
      return rows.map((row) => ({
        at: row.at.toISOString(),
        provider: row.provider,
        operation: row.operation,
        holdId: row.holdId,
        ok: row.ok,
        error: row.error,
        durationMs: row.durationMs,
      }));
    },
  };
}
