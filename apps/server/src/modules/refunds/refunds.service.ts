/**
 * Refunds (spec §3 refund request, §5 refund rules, §7 Refund, §9 24 hours and 72 working hours):
 * the reasons, the refundable items of an order, the customer's request, the decision made at once
 * when the fare rules allow a refund to the wallet, and the operator's decisions for the rest
 * (approve with a penalty override, reject, mark a bank payout paid). Each decision happens once:
 * the request row is locked and its status checked, and the wallet credit has a unique ledger
 * reference besides.
 */
import {
  createRefundRequestBaseSchema,
  createRefundRequestSchema,
  fromCents,
  maskBankNumber,
  OrderEvent,
  REFUND_DECISION_HOURS,
  type RefundableItems,
  RefundDestination,
  type RefundReason,
  type RefundRequestStatus,
  type RefundRequestView,
  RefundStatus,
  toCents,
  WalletFlowReason,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { OrderMessageKey, RefundMessageKey as R } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import { validationError } from "../../platform/http";
import type { AccountsService } from "../accounts/accounts.service";
import type { CatalogService } from "../catalog/catalog.service";
import type { OrderRow, OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import { type ItemQuote, quoteItems, REFUNDABLE_ORDER_STATUSES, toRefundableItem } from "./refund-items";
import { type RefundMessage, refundMessage } from "./refund-messages";
import type { RefundReasonRow, RefundRequestRow, RefundsRepository } from "./refunds.repository";

export interface RefundsServiceDeps {
  repository: RefundsRepository;
  orders: Pick<OrdersService, "findById" | "lockForPayment" | "setRefundState">;
  catalog: Pick<CatalogService, "cancelHold">;
  wallet: Pick<WalletService, "post">;
  accounts: Pick<AccountsService, "currentUser">;
  /** Sends the customer's messages (SMS, e-mail) for an order; failures are logged, never thrown. */
  notify(order: OrderRow, message: RefundMessage): Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

type Holds = { provider: string; holdId: string }[];
const SYSTEM = "system";

const notFound = () => AppError.single("not_found", "refundRequestId", R.REFUND_NOT_FOUND);
const alreadyDecided = (status: string) =>
  AppError.single("conflict", "refundRequestId", R.REFUND_ALREADY_DECIDED, `refund request is ${status}`);

function toReason(row: RefundReasonRow): RefundReason {
  return { id: row.id, code: row.code, name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn } };
}

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

export function createRefundsService(deps: RefundsServiceDeps) {
  const { repository, orders } = deps;
  const now = deps.now ?? (() => new Date());

  async function reasonsById(): Promise<Map<number, RefundReason>> {
    return new Map((await repository.listReasons()).map((row) => [row.id, toReason(row)]));
  }

  function toView(
    row: RefundRequestRow,
    order: Pick<OrderRow, "orderNumber">,
    reason: RefundReason,
  ): RefundRequestView {
    const bank = row.iban ?? row.accountNumber ?? row.cardNumber;
    return {
      id: row.id,
      requestNumber: String(row.requestNumber),
      orderId: row.orderId,
      orderNumber: String(order.orderNumber),
      status: row.status,
      destination: row.destination,
      reason,
      description: row.description,
      itemIds: row.items as string[],
      paidAmount: fromCents(row.paidCents),
      penaltyAmount: fromCents(row.penaltyCents),
      refundAmount: fromCents(row.refundCents),
      currencyCode: "USD",
      bankAccount: bank ? maskBankNumber(bank) : null,
      createdAt: row.createdAt.toISOString(),
      decisionDueAt: new Date(row.createdAt.getTime() + REFUND_DECISION_HOURS * 3_600_000).toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decisionNote: row.decisionNote,
      refundedAt: row.refundedAt?.toISOString() ?? null,
      payoutReference: row.payoutReference,
    };
  }

  async function views(rows: RefundRequestRow[], order?: OrderRow): Promise<RefundRequestView[]> {
    const reasons = await reasonsById();
    const result: RefundRequestView[] = [];
    for (const row of rows) {
      const o = order ?? (await orders.findById(row.orderId));
      const reason = reasons.get(row.reasonId);
      if (o && reason) result.push(toView(row, o, reason));
    }
    return result;
  }

  async function ownedOrder(userId: string, orderId: string): Promise<OrderRow> {
    const row = await orders.findById(orderId);
    // Another customer's order answers exactly as a missing one.
    if (!row || row.userId !== userId)
      throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    return row;
  }

  async function quote(order: OrderRow): Promise<ItemQuote[]> {
    return quoteItems(order, await repository.liveItems(order.id), now());
  }

  /** The order's refund status after its requests changed (inside the decision's transaction). */
  async function settleOrder(tx: Database, orderId: string) {
    const order = await orders.lockForPayment(tx, orderId);
    const allItems = quoteItems(order, [], now()).map((x) => x.itemId);
    const live = await repository.within(tx).liveItems(orderId);
    const refunded = new Set(live.filter((l) => l.status === "Refunded").map((l) => l.itemId));
    const open = live.some((l) => l.status === "Requested" || l.status === "Approved");
    const everything = allItems.every((id) => refunded.has(id));
    const refundStatus = open
      ? RefundStatus.Requested
      : everything
        ? RefundStatus.Refunded
        : refunded.size > 0
          ? RefundStatus.PartiallyRefunded
          : RefundStatus.Rejected;
    const event = everything && order.status !== "RefundSuccessful" ? OrderEvent.RefundSucceeded : undefined;
    return orders.setRefundState(tx, order, refundStatus, event);
  }

  /**
   * Cancels with the supplier each booking (hold) whose every traveller is now refunded or approved:
   * charter seats go back to stock in this transaction, a network booking is voided. A booking some
   * of whose travellers still fly stays; the operator splits it with the supplier.
   */
  async function cancelCoveredBookings(tx: Database, order: OrderRow, quotes: readonly ItemQuote[]) {
    const live = await repository.within(tx).liveItems(order.id);
    const done = new Set(
      live.filter((l) => l.status === "Refunded" || l.status === "Approved").map((l) => l.itemId),
    );
    const holds = (order.holds as Holds | null) ?? [];
    for (const [part, hold] of holds.entries()) {
      const items = quotes.filter((q) => q.part === part);
      if (items.length > 0 && items.every((q) => done.has(q.itemId)))
        await deps.catalog.cancelHold(hold.provider, hold.holdId, { db: tx });
    }
  }

  /**
   * Approves a locked Requested request: wallet refunds are credited now (status Refunded), bank
   * refunds wait for the payout (status Approved). `penaltyCents` overrides the quoted penalty.
   */
  async function approveLocked(
    tx: Database,
    request: RefundRequestRow,
    decidedBy: string,
    override?: { penaltyCents: number; note: string },
  ): Promise<RefundRequestRow> {
    const q = repository.within(tx);
    const penalty = override?.penaltyCents ?? request.penaltyCents;
    const refundCents = request.paidCents - penalty;
    const toWallet = request.destination === RefundDestination.Wallet;
    const at = now();
    const updated = await q.update(request.id, {
      status: toWallet ? "Refunded" : "Approved",
      penaltyCents: penalty,
      refundCents,
      decidedAt: at,
      decidedBy,
      decisionNote: override?.note ?? null,
      ...(toWallet ? { refundedAt: at } : {}),
    });
    const order = await orders.lockForPayment(tx, request.orderId);
    if (toWallet && refundCents > 0) {
      await deps.wallet.post(tx, {
        reference: `refund:request:${request.id}`,
        reason: WalletFlowReason.Refund,
        description: `order ${order.orderNumber}: refund request ${request.requestNumber}`,
        legs: [
          { account: "sales", amountCents: -refundCents },
          { account: { userId: request.userId }, amountCents: refundCents },
        ],
      });
    }
    const quotes = quoteItems(order, [], at);
    await cancelCoveredBookings(tx, order, quotes);
    await settleOrder(tx, order.id);
    return updated;
  }

  async function tell(request: RefundRequestRow, kind: RefundMessage["kind"]) {
    const order = await orders.findById(request.orderId);
    if (!order) return;
    await deps
      .notify(
        order,
        refundMessage(kind, request.locale as Locale, {
          orderNumber: String(order.orderNumber),
          requestNumber: String(request.requestNumber),
          amount: fromCents(request.refundCents),
          note: request.decisionNote,
          reference: request.payoutReference,
        }),
      )
      .catch((error: unknown) =>
        deps.log.warn({ err: error, refundRequestId: request.id }, "refund message failed"),
      );
  }

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
              reference: `refund:request:${row.id}:payout`,
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

  return {
    async reasons(): Promise<RefundReason[]> {
      return (await repository.listReasons()).map(toReason);
    },

    /** What the order's items that can be refunded now would bring back, in cents (for the orders module). */
    async refundableCents(order: OrderRow): Promise<number> {
      if (!REFUNDABLE_ORDER_STATUSES.includes(order.status)) return 0;
      return (await quote(order))
        .filter((q) => q.blockedBy === null)
        .reduce((sum, q) => sum + q.refundCents, 0);
    },

    async refundableItems(userId: string, orderId: string, proposalId?: string): Promise<RefundableItems> {
      const order = await ownedOrder(userId, orderId);
      const items = (await quote(order)).filter((q) => !proposalId || q.proposalId === proposalId);
      return {
        orderId: order.id,
        orderNumber: String(order.orderNumber),
        items: items.map(toRefundableItem),
        totalRefundable: fromCents(
          items.filter((q) => q.blockedBy === null).reduce((sum, q) => sum + q.refundCents, 0),
        ),
        currencyCode: "USD",
        quotedAt: now().toISOString(),
      };
    },

    /**
     * The customer's request: checked against the form rules (the name must be the customer's),
     * the items' refundability and the other requests; then, for a wallet refund the fare rules
     * allow on every item of whole bookings, decided at once.
     */
    async create(userId: string, body: unknown, locale: Locale): Promise<RefundRequestView> {
      // The order first: another customer's answers 404 whatever else the form holds.
      const target = createRefundRequestBaseSchema.pick({ orderId: true }).safeParse(body);
      if (!target.success) throw validationError(target.error.issues);
      const order = await ownedOrder(userId, target.data.orderId);
      const user = await deps.accounts.currentUser(userId);
      const userName = [user.firstName, user.lastName].filter(Boolean).join(" ");
      const parsed = createRefundRequestSchema(userName).safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const input = parsed.data;
      const reason = await repository.findReason(Number(input.reason));
      if (!reason?.isActive || !/^\d+$/.test(input.reason))
        throw AppError.single("validation", "reason", R.REFUND_REASON_IS_INVALID);

      if (!REFUNDABLE_ORDER_STATUSES.includes(order.status))
        throw AppError.single("conflict", "orderId", R.ORDER_NOT_REFUNDABLE, `order status ${order.status}`);
      const all = await quote(order);
      const scope = all.filter((q) => !input.proposalId || q.proposalId === input.proposalId);
      const chosen = input.itemIds
        ? input.itemIds.map((id) => scope.find((q) => q.itemId === id))
        : scope.filter((q) => q.blockedBy === null);
      if (chosen.length === 0 || chosen.some((q) => q === undefined))
        throw AppError.single("validation", "itemIds", R.REFUND_ITEMS_ARE_INVALID);
      const items = chosen as ItemQuote[];
      const blocked = items.find((q) => q.blockedBy !== null);
      if (blocked?.blockedBy === "AlreadyRequested")
        throw AppError.single("conflict", "itemIds", R.REFUND_ALREADY_REQUESTED);
      if (blocked?.blockedBy === "Departed")
        throw AppError.single("conflict", "itemIds", R.REFUND_AFTER_DEPARTURE);

      const paidCents = items.reduce((sum, q) => sum + q.paidCents, 0);
      const penalty = items.reduce((sum, q) => sum + q.penaltyCents, 0);
      const wholeOrder = all.every((q) => items.includes(q) || q.refundStatus === "Refunded");
      const bank = input.destination === RefundDestination.Bank;
      const created = await repository.transaction(async (q, tx) => {
        const row = await q.insert(
          {
            orderId: order.id,
            userId,
            status: "Requested",
            destination: input.destination,
            reasonId: reason.id,
            description: input.description ?? null,
            name: input.name,
            accountNumber: bank ? (input.accountNumber ?? null) : null,
            iban: bank ? (input.iban ?? null) : null,
            cardNumber: bank ? (input.cardNumber ?? null) : null,
            items: items.map((x) => x.itemId),
            wholeOrder,
            paidCents,
            penaltyCents: penalty,
            refundCents: paidCents - penalty,
            locale,
          },
          items.map((x) => x.itemId),
        );
        if (!row) throw AppError.single("conflict", "itemIds", R.REFUND_ALREADY_REQUESTED);
        const locked = await orders.lockForPayment(tx, order.id);
        await orders.setRefundState(tx, locked, RefundStatus.Requested);
        return row;
      });
      deps.log.info(
        { refundRequestId: created.id, orderId: order.id, paidCents, penalty },
        "refund requested",
      );

      // Decided at once: to the wallet, every item refundable by its fare (not a 100 % penalty), and
      // whole bookings (every traveller of each flight it touches), so the supplier can cancel them.
      const wholeBookings = [...new Set(items.map((x) => x.part))].every((part) =>
        all.filter((x) => x.part === part).every((x) => items.includes(x) || x.refundStatus === "Refunded"),
      );
      const automatic =
        !bank && items.every((x) => x.blockedBy === null && (x.penaltyPercent ?? 100) < 100) && wholeBookings;
      let result = created;
      if (automatic) {
        try {
          result = await decision(created.id, "Requested", (tx, row) => approveLocked(tx, row, SYSTEM));
          deps.log.info({ refundRequestId: created.id }, "refund decided at once");
        } catch (error) {
          // The supplier (or the database) refused: the request waits for an operator instead.
          deps.log.error(
            { err: error, refundRequestId: created.id },
            "automatic refund failed; left for an operator",
          );
        }
      }
      await tell(result, result.status === "Refunded" ? "refunded" : "requested");
      const [view] = await views([result], order);
      if (!view) throw new Error("refund request view missing");
      return view;
    },

    /** The customer's requests for one of their orders, newest first. */
    async listForOrder(userId: string, orderId: string): Promise<RefundRequestView[]> {
      const order = await ownedOrder(userId, orderId);
      return views(await repository.listByOrder(orderId), order);
    },

    /** The requests of an order for other modules (the order's timeline): no owner check. */
    async requestsOfOrder(orderId: string): Promise<RefundRequestView[]> {
      return views(await repository.listByOrder(orderId));
    },

    /** The decisions the back office makes (its routes come with the back-office issue). */
    operator,
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
