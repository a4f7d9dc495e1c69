/**
 * `/api/back-office/`: the operators' API (issue 13). Every route but sign-in runs the operator
 * guard first (its permission from the domain's table); every action is written to the audit log.
 */
import {
  addOrderNoteSchema,
  approveRefundSchema,
  auditPageSchema,
  auditQuerySchema,
  type BackOfficeDashboard,
  backOfficeCustomerDetailsSchema,
  backOfficeCustomerSchema,
  backOfficeCustomersPageSchema,
  backOfficeDashboardSchema,
  backOfficeOrderDetailsSchema,
  backOfficeOrdersPageSchema,
  backOfficeOrdersQuerySchema,
  createdOperatorSchema,
  createOperatorSchema,
  currencyRateChangeSchema,
  customersQuerySchema,
  fromCents,
  OPERATOR_SESSION_HOURS,
  operatorSessionSchema,
  operatorSignInSchema,
  operatorViewSchema,
  orderNoteSchema,
  BackOfficePermission as P,
  refundPayoutSchema,
  refundQueuePageSchema,
  refundQueueQuerySchema,
  refundRequestSchema,
  rejectRefundSchema,
  setCurrencyRateSchema,
  setCustomerStatusSchema,
  uiCurrencySchema,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { z } from "zod";
import type { Database } from "../../platform/db";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { AppInstance } from "../../platform/types";
import type { CustomerAdmin } from "../accounts/customer-admin.service";
import type { OrdersService } from "../orders/orders.service";
import type { PricingService } from "../pricing/pricing.service";
import type { RefundsService } from "../refunds/refunds.service";
import type { Actor, BackOfficeService } from "./back-office.service";
import { currentOperator, OPERATOR_COOKIE, type RequireOperator } from "./operator-guard";
import type { createOrderSearch } from "./order-search";

const tags = ["back-office"];
const noStore = { "cache-control": "no-store" };
const idParams = z.object({ id: z.uuid() });

export function backOfficeRoutes(
  app: AppInstance,
  deps: {
    service: BackOfficeService;
    requireOperator: RequireOperator;
    refunds: RefundsService["operator"];
    orders: {
      search: ReturnType<typeof createOrderSearch>;
      /** 404 ORDER_NOT_FOUND unless the order exists. */
      exists: (orderId: string) => Promise<void>;
      /** A customer's latest orders. */
      searchFor: (userId: string) => ReturnType<OrdersService["operator"]["search"]>;
      details: OrdersService["operator"]["details"];
    };
    pricing: Pick<PricingService, "getUiCurrencies" | "setRate" | "rateHistory">;
    dashboard: () => Promise<BackOfficeDashboard>;
    customers: CustomerAdmin;
    walletBalanceCents: (userId: string) => Promise<number>;
    /** Sends the issued e-ticket again; false when the order has none. */
    resendTicket: (orderId: string) => Promise<boolean>;
    secureCookie: boolean;
  },
) {
  const { service, requireOperator, refunds, orders, pricing } = deps;
  const cookie = { path: "/", httpOnly: true, sameSite: "strict", secure: deps.secureCookie } as const;
  /** The decision's audit entry, written in the decision's transaction. */
  const auditRefund =
    (actor: Actor, action: string, requestId: string) => (tx: Database, before: unknown, after: unknown) =>
      service.record(actor, { action, objectType: "refund_request", objectId: requestId, before, after }, tx);

  app.post(
    "/api/back-office/auth/sign-in",
    {
      schema: {
        tags,
        summary:
          "E-mail, password and the authenticator's 6-digit code (TOTP): sets the 8-hour session cookie. 401 OPERATOR_SIGN_IN_FAILED for any wrong part; 429 OPERATOR_LOCKED after 5 wrong in a row (15 minutes)",
        body: operatorSignInSchema,
        response: { 200: envelopeOf(operatorSessionSchema) },
      },
    },
    async (request, reply) => {
      const { token, session } = await service.signIn(request.body, request.ip);
      reply.headers(noStore);
      reply.setCookie(OPERATOR_COOKIE, token, { ...cookie, maxAge: OPERATOR_SESSION_HOURS * 3600 });
      return ok(session);
    },
  );

  app.get(
    "/api/back-office/auth/session",
    {
      onRequest: requireOperator(),
      schema: {
        tags,
        summary: "The signed-in operator, their role's permissions and when the session ends",
        response: { 200: envelopeOf(operatorSessionSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(currentOperator(request).session);
    },
  );

  app.post(
    "/api/back-office/auth/sign-out",
    {
      onRequest: requireOperator(),
      schema: {
        tags,
        summary: "Ends the session and clears its cookie",
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      const { actor, sessionId } = currentOperator(request);
      await service.signOut(sessionId, actor);
      reply.clearCookie(OPERATOR_COOKIE, cookie);
      return ok(null);
    },
  );

  app.get(
    "/api/back-office/operators",
    {
      onRequest: requireOperator(P.ManageOperators),
      schema: {
        tags,
        summary: "Every operator (admins)",
        response: { 200: envelopeOf(z.object({ items: z.array(operatorViewSchema), total: z.number() })) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await service.listOperators());
    },
  );

  app.post(
    "/api/back-office/operators",
    {
      onRequest: requireOperator(P.ManageOperators),
      schema: {
        tags,
        summary:
          "Creates an operator (admins); the answer holds their authenticator key and otpauth URI, shown this once",
        body: createOperatorSchema,
        response: { 200: envelopeOf(createdOperatorSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.createOperator(request.body, currentOperator(request).actor));
    },
  );

  app.get(
    "/api/back-office/audit",
    {
      onRequest: requireOperator(P.ViewAudit),
      schema: {
        tags,
        summary: "The audit log, newest first, by operator e-mail, action and object (admins)",
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(auditPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.searchAudit(request.query));
    },
  );

  app.get(
    "/api/back-office/dashboard",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "Today's paid orders and revenue (Baghdad day), payments pending, issue failures of the last 7 days, refunds waiting with the oldest's 24-hour deadline",
        response: { 200: envelopeOf(backOfficeDashboardSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await deps.dashboard());
    },
  );

  app.get(
    "/api/back-office/orders",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "Orders found by one search box (order number, tracking number, PNR, ticket number, phone in any form, e-mail), status, product and registration days (Baghdad); newest first",
        querystring: backOfficeOrdersQuerySchema,
        response: { 200: envelopeOf(backOfficeOrdersPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await orders.search(request.query));
    },
  );

  app.get(
    "/api/back-office/orders/:id",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "One order with its timeline, travellers, payments and refunds, and its owner",
        params: idParams,
        response: { 200: envelopeOf(backOfficeOrderDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await orders.details(request.params.id));
    },
  );

  app.get(
    "/api/back-office/customers",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "Customers by phone (any form), e-mail or name, and status; newest first",
        querystring: customersQuerySchema,
        response: { 200: envelopeOf(backOfficeCustomersPageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await deps.customers.search(request.query));
    },
  );

  app.get(
    "/api/back-office/customers/:id",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "A customer's account, wallet balance and latest orders",
        params: idParams,
        response: { 200: envelopeOf(backOfficeCustomerDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const userId = request.params.id;
      const customer = await deps.customers.get(userId);
      const [balanceCents, latest] = await Promise.all([
        deps.walletBalanceCents(userId),
        orders.searchFor(userId),
      ]);
      return ok({ customer, walletBalance: fromCents(balanceCents), orders: latest });
    },
  );

  app.post(
    "/api/back-office/customers/:id/status",
    {
      onRequest: requireOperator(P.ManageCustomers),
      schema: {
        tags,
        summary:
          "Suspends (refused on every call within seconds, sessions ended), reinstates or terminates (for good) a customer's account, with the reason",
        params: idParams,
        body: setCustomerStatusSchema,
        response: { 200: envelopeOf(backOfficeCustomerSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const userId = request.params.id;
      const { status, reason } = request.body;
      return ok(
        await deps.customers.setStatus(userId, status, (tx, before, after) =>
          service.record(
            actor,
            {
              action: `customer.${status}`,
              objectType: "customer",
              objectId: userId,
              before,
              after: { ...after, reason },
            },
            tx,
          ),
        ),
      );
    },
  );

  app.get(
    "/api/back-office/currency-rates",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: "The display currencies' rates and, for one currency, the rates set before (newest first)",
        querystring: z.object({ currencyCode: z.enum(["IQD", "AED", "IRR"]).default("IQD") }),
        response: {
          200: envelopeOf(
            z.object({ currencies: z.array(uiCurrencySchema), history: z.array(currencyRateChangeSchema) }),
          ),
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const [currencies, history] = await Promise.all([
        pricing.getUiCurrencies(),
        pricing.rateHistory(request.query.currencyCode),
      ]);
      return ok({ currencies, history });
    },
  );

  app.post(
    "/api/back-office/currency-rates",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary:
          "Sets a display currency's rate (units for one USD): prices and new payments use it at once; paid orders keep theirs",
        body: setCurrencyRateSchema,
        response: { 200: envelopeOf(z.array(uiCurrencySchema)) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const code = request.body.currencyCode;
      return ok(
        await pricing.setRate(request.body, actor.email, (tx, before, after) =>
          service.record(
            actor,
            { action: "currency-rate.set", objectType: "currency", objectId: code, before, after },
            tx,
          ),
        ),
      );
    },
  );

  app.get(
    "/api/back-office/orders/:id/notes",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "The operators' internal notes on an order, oldest first (never shown to the customer)",
        params: idParams,
        response: { 200: envelopeOf(z.array(orderNoteSchema)) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      await orders.exists(request.params.id);
      return ok(await service.notesOf(request.params.id));
    },
  );

  app.post(
    "/api/back-office/orders/:id/notes",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "Adds an internal note to an order",
        params: idParams,
        body: addOrderNoteSchema,
        response: { 200: envelopeOf(orderNoteSchema) },
      },
    },
    async (request) => {
      await orders.exists(request.params.id);
      return ok(await service.addNote(request.params.id, request.body.text, currentOperator(request).actor));
    },
  );

  app.post(
    "/api/back-office/orders/:id/resend-ticket",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "Sends the issued e-ticket again to the order's contact (e-mail with the PDF, SMS with the link); 409 TICKET_NOT_ISSUED",
        params: idParams,
        response: { 200: envelopeOf(z.object({ sent: z.literal(true) })) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await orders.exists(id);
      if (!(await deps.resendTicket(id))) throw AppError.single("conflict", "orderId", K.TICKET_NOT_ISSUED);
      await service.record(currentOperator(request).actor, {
        action: "order.resend-ticket",
        objectType: "order",
        objectId: id,
      });
      return ok({ sent: true as const });
    },
  );

  app.get(
    "/api/back-office/refunds",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "Refund requests waiting for a decision or a bank payout (oldest first), or those of one status",
        querystring: refundQueueQuerySchema,
        response: { 200: envelopeOf(refundQueuePageSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { status, page, pageSize } = request.query;
      return ok(await refunds.queue({ ...(status ? { statuses: [status] } : {}), page, pageSize }));
    },
  );

  app.get(
    "/api/back-office/refunds/:id",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "One refund request",
        params: idParams,
        response: { 200: envelopeOf(refundRequestSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await refunds.get(request.params.id));
    },
  );

  app.post(
    "/api/back-office/refunds/:id/approve",
    {
      onRequest: requireOperator(P.DecideRefunds),
      schema: {
        tags,
        summary:
          "Approves a waiting request (once: 409 afterwards), optionally with another penalty and its reason; a wallet refund is credited at once",
        params: idParams,
        body: approveRefundSchema,
        response: { 200: envelopeOf(refundRequestSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const { id } = request.params;
      return ok(
        await refunds.approve({
          requestId: id,
          operatorId: actor.operatorId,
          ...(request.body.penaltyAmount !== undefined ? { penaltyAmount: request.body.penaltyAmount } : {}),
          ...(request.body.note !== undefined ? { note: request.body.note } : {}),
          audit: auditRefund(actor, "refund.approve", id),
        }),
      );
    },
  );

  app.post(
    "/api/back-office/refunds/:id/reject",
    {
      onRequest: requireOperator(P.DecideRefunds),
      schema: {
        tags,
        summary: "Rejects a waiting request with the reason the customer is shown (once)",
        params: idParams,
        body: rejectRefundSchema,
        response: { 200: envelopeOf(refundRequestSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const { id } = request.params;
      return ok(
        await refunds.reject({
          requestId: id,
          operatorId: actor.operatorId,
          note: request.body.note,
          audit: auditRefund(actor, "refund.reject", id),
        }),
      );
    },
  );

  app.post(
    "/api/back-office/refunds/:id/paid-out",
    {
      onRequest: requireOperator(P.DecideRefunds),
      schema: {
        tags,
        summary: "Records the bank payout of an approved bank refund with the bank's reference (once)",
        params: idParams,
        body: refundPayoutSchema,
        response: { 200: envelopeOf(refundRequestSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const { id } = request.params;
      return ok(
        await refunds.markPaidOut({
          requestId: id,
          operatorId: actor.operatorId,
          reference: request.body.reference,
          audit: auditRefund(actor, "refund.paid-out", id),
        }),
      );
    },
  );
}

/**
 * Not in production: creates an operator as `npm run operator -- create` does (the end-to-end suite
 * and a developer's machine, where the storefront holds the embedded database open), answering the
 * authenticator key like the command prints it.
 */
export function backOfficeDevRoutes(app: AppInstance, service: BackOfficeService) {
  app.post(
    "/api/dev/back-office/operators",
    {
      schema: {
        tags: ["dev"],
        summary: "Creates an operator with any role (not in production), as npm run operator -- create does",
        body: createOperatorSchema,
        response: { 200: envelopeOf(createdOperatorSchema) },
      },
    },
    async (request) => ok(await service.createOperator(request.body, null)),
  );
}
