/**
 * Wallet adjustments by hand (issue 13, finance only): a signed amount and its reason, posted as a
 * balanced ledger transaction between the customer's wallet and the `adjustments` account through the
 * wallet service (reference `adjustment:{id}`: money moves once). Up to the configured amount
 * (WALLET_ADJUSTMENT_APPROVAL_ABOVE) it is applied at once; above it, it waits until a second finance
 * operator approves it (or rejects it with a note). The decision locks the row: it happens once.
 * Every step is in the audit log, written in the step's transaction.
 */
import {
  type CreateWalletAdjustment,
  fromCents,
  toCents,
  type WalletAdjustment,
  WalletAdjustmentStatus,
  WalletFlowReason,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { WalletService } from "../wallet/wallet.service";
import type { BackOfficeRepository, WalletAdjustmentRow } from "./back-office.repository";
import type { Actor, BackOfficeService } from "./back-office.service";

export interface WalletAdjustmentDeps {
  repository: BackOfficeRepository;
  record: BackOfficeService["record"];
  post: WalletService["post"];
  /** 404 CUSTOMER_NOT_FOUND unless the customer exists. */
  customerExists: (userId: string) => Promise<unknown>;
  /** WALLET_ADJUSTMENT_APPROVAL_ABOVE in cents. */
  approvalAboveCents: number;
  now?: () => Date;
}

const notFound = () => AppError.single("not_found", "id", K.WALLET_ADJUSTMENT_NOT_FOUND);

export function toWalletAdjustment(row: WalletAdjustmentRow): WalletAdjustment {
  return {
    id: row.id,
    userId: row.userId,
    amount: fromCents(row.amountCents),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createWalletAdjustments(deps: WalletAdjustmentDeps) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The ledger posting of an adjustment (throws NOT_ENOUGH_WALLET_BALANCE for a debit the wallet cannot bear). */
  async function apply(tx: Database, row: WalletAdjustmentRow) {
    await deps.post(tx, {
      reference: `adjustment:${row.id}`,
      reason: WalletFlowReason.Adjustment,
      description: row.reason,
      legs: [
        { account: { userId: row.userId }, amountCents: row.amountCents },
        { account: "adjustments", amountCents: -row.amountCents },
      ],
    });
  }

  return {
    async request(userId: string, input: CreateWalletAdjustment, actor: Actor): Promise<WalletAdjustment> {
      await deps.customerExists(userId);
      const amountCents = toCents(input.amount);
      const needsApproval = Math.abs(amountCents) > deps.approvalAboveCents;
      const row = await repository.transaction(async (tx) => {
        const q = repository.within(tx);
        const inserted = await q.insertAdjustment({
          userId,
          amountCents,
          reason: input.reason,
          status: needsApproval ? WalletAdjustmentStatus.Pending : WalletAdjustmentStatus.Applied,
          requestedById: actor.operatorId,
          requestedBy: actor.email,
          ...(needsApproval ? {} : { decidedBy: actor.email, decidedAt: now() }),
        });
        if (!needsApproval) await apply(tx, inserted);
        await deps.record(
          actor,
          {
            action: needsApproval ? "wallet-adjustment.request" : "wallet-adjustment.apply",
            objectType: "customer",
            objectId: userId,
            after: toWalletAdjustment(inserted),
          },
          tx,
        );
        return inserted;
      });
      return toWalletAdjustment(row);
    },

    /** Approves (and applies) or rejects a pending adjustment, once, by another finance operator. */
    async decide(
      id: string,
      decision: { approve: true } | { approve: false; note: string },
      actor: Actor,
    ): Promise<WalletAdjustment> {
      const row = await repository.transaction(async (tx) => {
        const q = repository.within(tx);
        const current = await q.lockAdjustment(id);
        if (!current) throw notFound();
        if (current.status !== WalletAdjustmentStatus.Pending)
          throw AppError.single(
            "conflict",
            "id",
            K.WALLET_ADJUSTMENT_ALREADY_DECIDED,
            `adjustment is ${current.status}`,
          );
        if (current.requestedById === actor.operatorId)
          throw AppError.single("forbidden", "id", K.WALLET_ADJUSTMENT_SAME_OPERATOR);
        const decided = await q.updateAdjustment(id, {
          status: decision.approve ? WalletAdjustmentStatus.Applied : WalletAdjustmentStatus.Rejected,
          decidedBy: actor.email,
          decidedAt: now(),
          decisionNote: decision.approve ? null : decision.note,
        });
        if (decision.approve) await apply(tx, decided);
        await deps.record(
          actor,
          {
            action: decision.approve ? "wallet-adjustment.approve" : "wallet-adjustment.reject",
            objectType: "customer",
            objectId: current.userId,
            before: toWalletAdjustment(current),
            after: toWalletAdjustment(decided),
          },
          tx,
        );
        return decided;
      });
      return toWalletAdjustment(row);
    },

    async list(filter: {
      status?: WalletAdjustmentStatus | undefined;
      userId?: string;
      page: number;
      pageSize: number;
    }) {
      const { rows, total } = await repository.listAdjustments(filter);
      return {
        items: rows.map(toWalletAdjustment),
        total,
        page: filter.page,
        pageSize: filter.pageSize,
        approvalAbove: fromCents(deps.approvalAboveCents),
      };
    },
  };
}
export type WalletAdjustments = ReturnType<typeof createWalletAdjustments>;
