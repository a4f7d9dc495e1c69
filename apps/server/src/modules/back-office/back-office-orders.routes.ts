/**
 * The back office's order and customer routes (issue 13): the order search, an order's page data,
 * internal notes and resending the e-ticket; customers, one customer, and their account's status.
 */
import {
  addOrderNoteSchema,
  backOfficeCustomerDetailsSchema,
  backOfficeCustomerSchema,
  backOfficeCustomersPageSchema,
  backOfficeOrderDetailsSchema,
  backOfficeOrdersPageSchema,
  backOfficeOrdersQuerySchema,
  customersQuerySchema,
  fromCents,
  offlineTicketsSchema,
  operatorRefundRequestSchema,
  orderActivitySchema,
  orderNoteSchema,
  BackOfficePermission as P,
  refundRequestSchema,
  setCustomerStatusSchema,
} from "@safar/domain";
import { BackOfficeMessageKey as K, OrderMessageKey } from "@safar/domain/user-messages";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { AppInstance } from "../../platform/types";
import { csvColumns, csvExporter, listFormat } from "./csv";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

export function orderRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, orders } = deps;
  const sendCsv = csvExporter(service.record);
  app.get(
    "/api/back-office/orders",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "Orders found by one search box (order number, tracking number, PNR, ticket number, phone in any form, e-mail), status, product and registration days (Baghdad); newest first",
        querystring: backOfficeOrdersQuerySchema.extend(listFormat),
        response: { 200: envelopeOf(backOfficeOrdersPageSchema) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "orders",
          (page, pageSize) => orders.search({ ...query, page, pageSize }),
          csvColumns.orders,
        );
      reply.headers(noStore);
      return ok(await orders.search(query));
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
    "/api/back-office/orders/:id/activity",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "What an order's timeline does not show the customer: every supplier call (outcome, error, time taken), every message sent, its ledger movements with their legs, and its refund requests",
        params: idParams,
        response: { 200: envelopeOf(orderActivitySchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      await orders.exists(request.params.id); // 404 for an unknown order
      return ok(await deps.activityOf(request.params.id));
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
      if (!(await deps.resendTicket(id)))
        throw AppError.single("conflict", "orderId", OrderMessageKey.TICKET_NOT_ISSUED);
      await service.record(currentOperator(request).actor, {
        action: "order.resend-ticket",
        objectType: "order",
        objectId: id,
      });
      return ok({ sent: true as const });
    },
  );

  app.get(
    "/api/back-office/customers",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "Customers by phone (any form), e-mail or name, and status; newest first",
        querystring: customersQuerySchema.extend(listFormat),
        response: { 200: envelopeOf(backOfficeCustomersPageSchema) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "customers",
          (page, pageSize) => deps.customers.search({ ...query, page, pageSize }),
          csvColumns.customers,
        );
      reply.headers(noStore);
      return ok(await deps.customers.search(query));
    },
  );

  app.get(
    "/api/back-office/customers/:id",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary: "A customer's account, wallet balance, latest orders and saved travellers",
        params: idParams,
        response: { 200: envelopeOf(backOfficeCustomerDetailsSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const userId = request.params.id;
      const customer = await deps.customers.get(userId);
      const [balanceCents, latest, travellers] = await Promise.all([
        deps.walletBalanceCents(userId),
        orders.searchFor(userId),
        deps.travellersOf(userId),
      ]);
      return ok({ customer, walletBalance: fromCents(balanceCents), orders: latest, travellers });
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

  app.post(
    "/api/back-office/orders/:id/retry-issuance",
    {
      onRequest: requireOperator(P.OperateOrders),
      schema: {
        tags,
        summary:
          "Tries the order's waiting supplier confirmation or ticket issue now (a failure keeps its backoff); answers the order after. 409 ISSUE_NOT_WAITING",
        params: idParams,
        response: { 200: envelopeOf(backOfficeOrderDetailsSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await orders.exists(id);
      if (!(await deps.retryIssuance(id))) throw AppError.single("conflict", "orderId", K.ISSUE_NOT_WAITING);
      const after = await orders.details(id);
      await service.record(currentOperator(request).actor, {
        action: "order.retry-issuance",
        objectType: "order",
        objectId: id,
        after: { status: after.status, bookingReference: after.bookingReference },
      });
      return ok(after);
    },
  );

  app.post(
    "/api/back-office/orders/:id/offline-tickets",
    {
      onRequest: requireOperator(P.OperateOrders),
      schema: {
        tags,
        summary:
          "Records tickets issued by hand (PNR and one 13-digit ticket number per traveller) for an order waiting for its issue: Successful, e-ticket sent. 409 ISSUE_NOT_WAITING",
        params: idParams,
        body: offlineTicketsSchema,
        response: { 200: envelopeOf(backOfficeOrderDetailsSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await orders.exists(id);
      const result = await deps.recordIssuedByHand(id, request.body);
      if (result === "wrong-count")
        throw AppError.single("validation", "ticketNumbers", K.OFFLINE_TICKETS_COUNT_IS_WRONG);
      if (result === "not-waiting") throw AppError.single("conflict", "orderId", K.ISSUE_NOT_WAITING);
      const after = await orders.details(id);
      await service.record(currentOperator(request).actor, {
        action: "order.offline-tickets",
        objectType: "order",
        objectId: id,
        after: { status: after.status, ...request.body },
      });
      return ok(after);
    },
  );

  app.post(
    "/api/back-office/orders/:id/cancel-and-refund",
    {
      onRequest: requireOperator(P.OperateOrders),
      schema: {
        tags,
        summary:
          "Cancel and refund for the customer on the phone: their refund request by the customer's rules (refundable items, penalties; to the wallet decided at once where the fare allows, else in the refund queue), in the account's name",
        params: idParams,
        body: operatorRefundRequestSchema,
        response: { 200: envelopeOf(refundRequestSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const made = await deps.requestRefund(id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "order.cancel-and-refund",
        objectType: "order",
        objectId: id,
        after: {
          refundRequestId: made.id,
          requestNumber: made.requestNumber,
          status: made.status,
          destination: made.destination,
          refundAmount: made.refundAmount,
          itemIds: made.itemIds,
        },
      });
      return ok(made);
    },
  );
}
