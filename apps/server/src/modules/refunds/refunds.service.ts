/**
 * Refunds (spec §3 refund request, §5 refund rules, §7 Refund, §9 24 hours and 72 working hours):
 * the reasons, the refundable items of an order, the customer's request, the decision made at once
 * when the fare rules allow a refund to the wallet, and the operator's decisions for the rest
 * (approve with a penalty override, reject, mark a bank payout paid). Each decision happens once:
 * the request row is locked and its status checked, and the wallet credit has a unique ledger
 * reference besides.
 */
import {
  type CreateRefundRequestInput,
  createRefundRequestBaseSchema,
  createRefundRequestSchema,
  fromCents,
  operatorRefundRequestSchema,
  type RefundableItems,
  RefundDestination,
  type RefundReason,
  type RefundRequestView,
  RefundStatus,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { OrderMessageKey, RefundMessageKey as R } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../platform/errors";
import { validationError } from "../../platform/http";
import type { AccountsService } from "../accounts/accounts.service";
import type { CatalogService } from "../catalog/catalog.service";
import type { HotelsService } from "../hotels/hotels.service";
import type { OrderRow, OrdersService } from "../orders/orders.service";
import type { WalletService } from "../wallet/wallet.service";
import { createRefundApproval } from "./refund-approval";
import { createRefundDecisions } from "./refund-decisions";
import {
  type ItemQuote,
  quoteItems,
  REFUNDABLE_ORDER_STATUSES,
  refundLedgerReference,
  toRefundableItem,
} from "./refund-items";
import { type RefundMessage, refundMessage } from "./refund-messages";
import { toReason, toView } from "./refund-request-view";
import type { RefundRequestRow, RefundsRepository } from "./refunds.repository";

export interface RefundsServiceDeps {
  repository: RefundsRepository;
  orders: Pick<OrdersService, "findById" | "lockForPayment" | "setRefundState">;
  catalog: Pick<CatalogService, "cancelHold">;
  hotels: Pick<HotelsService, "cancelBooking">;
  wallet: Pick<WalletService, "post">;
  accounts: Pick<AccountsService, "currentUser">;
  /** Sends the customer's messages (SMS, e-mail) for an order; failures are logged, never thrown. */
  notify(order: OrderRow, message: RefundMessage): Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const SYSTEM = "system";

export function createRefundsService(deps: RefundsServiceDeps) {
  const { repository, orders } = deps;
  const now = deps.now ?? (() => new Date());

  const { approveLocked, settleOrder } = createRefundApproval({
    repository,
    orders,
    catalog: deps.catalog,
    hotels: deps.hotels,
    wallet: deps.wallet,
    now,
  });

  async function reasonsById(): Promise<Map<number, RefundReason>> {
    return new Map((await repository.listReasons()).map((row) => [row.id, toReason(row)]));
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

  /** A request for `order` from a checked form: its rules, then saved, maybe decided at once, told. */
  async function place(
    order: OrderRow,
    input: Omit<CreateRefundRequestInput, "orderId" | "cancellationPolicyAccepted">,
    locale: Locale,
  ): Promise<RefundRequestView> {
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
          userId: order.userId,
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
    deps.log.info({ refundRequestId: created.id, orderId: order.id, paidCents, penalty }, "refund requested");

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
  }

  async function tell(request: RefundRequestRow, kind: RefundMessage["kind"]) {
    const order = await orders.findById(request.orderId);
    if (!order) return;
    await deps
      .notify(
        order,
        refundMessage(kind, request.locale, {
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

  const { operator, decision } = createRefundDecisions({
    repository,
    wallet: deps.wallet,
    log: deps.log,
    now,
    views,
    approveLocked,
    settleOrder,
    tell,
  });

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
      return place(order, parsed.data, locale);
    },

    /**
     * The back office's "cancel and refund": the request an operator makes for the customer on the
     * phone, by the customer's rules (the same refundable items, penalties and automatic decision),
     * in the account's name; the customer is told in `locale`. 404 ORDER_NOT_FOUND.
     */
    async createForCustomer(orderId: string, body: unknown): Promise<RefundRequestView> {
      const order = await orders.findById(orderId);
      if (!order) throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
      const parsed = operatorRefundRequestSchema.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const user = await deps.accounts.currentUser(order.userId);
      const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
      return place(order, { ...parsed.data, name }, parsed.data.locale);
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

    /** The wallet ledger's references of an order's refund requests (the back office's order activity). */
    async ledgerReferencesOf(orderId: string): Promise<string[]> {
      return (await repository.listByOrder(orderId)).map((request) => refundLedgerReference(request.id));
    },

    /** The decisions the back office makes (refund-decisions.ts). */
    operator,
  };
}

export type RefundsService = ReturnType<typeof createRefundsService>;
