/**
 * The operator's refund decisions (the back office calls them): the queue, approve (with a penalty
 * override and its reason), reject (with the reason the customer is shown) and mark a bank payout
 * paid. Each runs once: the request row is locked and its status checked in one transaction, which
 * also writes the back office's audit entry when one is given.
 */
import {
  fromCents,
  REFUND_DECISION_HOURS,
  type RefundRequestStatus,
  type RefundRequestView,
  toCents,
  WalletFlowReason,
} from "@safar/domain";
import { RefundMessageKey as R } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { WalletService } from "../wallet/wallet.service";
import { refundLedgerReference } from "./refund-items";
import type { RefundMessage } from "./refund-messages";
import type { RefundRequestRow, RefundsRepository } from "./refunds.repository";

export const notFound = () => AppError.single("not_found", "refundRequestId", R.REFUND_NOT_FOUND);
export const alreadyDecided = (status: string) =>
  AppError.single("conflict", "refundRequestId", R.REFUND_ALREADY_DECIDED, `refund request is ${status}`);

/** What a decision changed on a request, as the back office's audit log keeps it. */
export type RefundDecisionSnapshot = {
  status: string;
  penaltyAmount: number;
  refundAmount: number;
  decisionNote: string | null;
  payoutReference: string | null;
};
/** Writes the audit entry of a decision inside its transaction. */
export type RefundDecisionAudit = (
  tx: Database,
  before: RefundDecisionSnapshot,
  after: RefundDecisionSnapshot,
) => Promise<void>;

const decisionSnapshot = (row: RefundRequestRow): RefundDecisionSnapshot => ({
  status: row.status,
  penaltyAmount: fromCents(row.penaltyCents),
  refundAmount: fromCents(row.refundCents),
  decisionNote: row.decisionNote,
  payoutReference: row.payoutReference,
});

/** What the decisions use of the refunds service. */
export interface RefundDecisionDeps {
  repository: RefundsRepository;
  wallet: Pick<WalletService, "post">;
  log: FastifyBaseLogger;
  now: () => Date;
  views(rows: RefundRequestRow[]): Promise<RefundRequestView[]>;
  approveLocked(
    tx: Database,
    row: RefundRequestRow,
    decidedBy: string,
    override?: { penaltyCents: number; note: string },
  ): Promise<RefundRequestRow>;
  settleOrder(tx: Database, orderId: string): Promise<unknown>;
  tell(request: RefundRequestRow, kind: RefundMessage["kind"]): Promise<void>;
}

export function createRefundDecisions(deps: RefundDecisionDeps) {
  const { repository, views, approveLocked, settleOrder, tell, now } = deps;

  /**
   * Runs one decision on a request, locked; `decide` sees it only while it is in `from`. `audit`
   * (the back office's log) is written in the same transaction, with the request before and after.
   */
  async function decision(
    requestId: string,
    from: RefundRequestStatus,
    decide: (tx: Database, row: RefundRequestRow) => Promise<RefundRequestRow>,
    audit?: RefundDecisionAudit,
  ): Promise<RefundRequestRow> {
    return repository.transaction(async (q, tx) => {
      const row = await q.lock(requestId);
      if (!row) throw notFound();
      if (row.status !== from) throw alreadyDecided(row.status);
      const decided = await decide(tx, row);
      await audit?.(tx, decisionSnapshot(row), decisionSnapshot(decided));
      return decided;
    });
  }

  const operator = {
    /** Requests waiting for an operator (Requested) or for a bank payout (Approved), oldest first. */
    async queue(filter: { statuses?: RefundRequestStatus[]; page?: number; pageSize?: number } = {}) {
      const page = filter.page ?? 1;
      const pageSize = Math.min(100, filter.pageSize ?? 20);
      const { rows, total } = await repository.listByStatus(
        filter.statuses ?? ["Requested", "Approved"],
        page,
        pageSize,
      );
      return { items: await views(rows), total, page, pageSize };
    },

    /** How many requests wait for a decision, and when the oldest's 24-hour promise runs out. */
    async awaiting(): Promise<{ count: number; oldestDueAt: string | null }> {
      const { count, oldestAt } = await repository.awaitingDecision();
      return {
        count,
        oldestDueAt: oldestAt
          ? new Date(oldestAt.getTime() + REFUND_DECISION_HOURS * 3_600_000).toISOString()
          : null,
      };
    },

    async get(requestId: string): Promise<RefundRequestView> {
      const row = await repository.findById(requestId);
      if (!row) throw notFound();
      const [view] = await views([row]);
      if (!view) throw notFound();
      return view;
    },

    /** Approves a waiting request, optionally with another penalty (decimal USD) and its reason. */
    async approve(input: {
      requestId: string;
      operatorId: string;
      penaltyAmount?: number;
      note?: string;
      audit?: RefundDecisionAudit;
    }) {
      let override: { penaltyCents: number; note: string } | undefined;
      const approved = await decision(
        input.requestId,
        "Requested",
        async (tx, row) => {
          if (input.penaltyAmount !== undefined) {
            const penaltyCents = toCents(input.penaltyAmount);
            if (penaltyCents < 0 || penaltyCents > row.paidCents)
              throw AppError.single("validation", "penaltyAmount", R.REFUND_PENALTY_IS_INVALID);
            if (!input.note?.trim())
              throw AppError.single("validation", "note", R.REFUND_DECISION_REASON_REQUIRED);
            override = { penaltyCents, note: input.note.trim() };
          }
          return approveLocked(tx, row, input.operatorId, override);
        },
        input.audit,
      );
      deps.log.info(
        { refundRequestId: approved.id, operatorId: input.operatorId, override },
        "refund approved",
      );
      await tell(approved, approved.status === "Refunded" ? "refunded" : "approved");
      return operator.get(approved.id);
    },

    /** Rejects a waiting request with the reason the customer is shown; its items may be asked again. */
    async reject(input: {
      requestId: string;
      operatorId: string;
      note: string;
      audit?: RefundDecisionAudit;
    }) {
      const note = input.note.trim();
      if (!note) throw AppError.single("validation", "note", R.REFUND_DECISION_REASON_REQUIRED);
      const rejected = await decision(
        input.requestId,
        "Requested",
        async (tx, row) => {
          const q = repository.within(tx);
          const updated = await q.update(row.id, {
            status: "Rejected",
            decidedAt: now(),
            decidedBy: input.operatorId,
            decisionNote: note,
          });
          await q.releaseItems(row.id);
          await settleOrder(tx, row.orderId);
          return updated;
        },
        input.audit,
      );
      deps.log.info({ refundRequestId: rejected.id, operatorId: input.operatorId }, "refund rejected");
      await tell(rejected, "rejected");
      return operator.get(rejected.id);
    },

    /** Records the bank payout of an approved bank refund, with the bank's reference. */
    async markPaidOut(input: {
      requestId: string;
      operatorId: string;
      reference: string;
      audit?: RefundDecisionAudit;
    }) {
      const reference = input.reference.trim();
      if (!reference) throw AppError.single("validation", "reference", R.REFUND_PAYOUT_REFERENCE_REQUIRED);
      const paid = await decision(
        input.requestId,
        "Approved",
        async (tx, row) => {
          const updated = await repository.within(tx).update(row.id, {
            status: "Refunded",
            refundedAt: now(),
            payoutReference: reference,
          });
          if (row.refundCents > 0) {
            // The money leaves through the bank: from sales to the refunds account (paid out).
            await deps.wallet.post(tx, {
              reference: `${refundLedgerReference(row.id)}:payout`,
              reason: WalletFlowReason.Refund,
              description: `refund request ${row.requestNumber} paid out (${reference})`,
              legs: [
                { account: "sales", amountCents: -row.refundCents },
                { account: "refunds", amountCents: row.refundCents },
              ],
            });
          }
          await settleOrder(tx, row.orderId);
          return updated;
        },
        input.audit,
      );
      deps.log.info({ refundRequestId: paid.id, operatorId: input.operatorId }, "refund paid out");
      await tell(paid, "paidOut");
      return operator.get(paid.id);
    },
  };

  return { operator, decision };
}
