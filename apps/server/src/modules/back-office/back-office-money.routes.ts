/**
 * The back office's money routes (issue 13): currency rates and the refund queue with its decisions.
 */
import {
  approveRefundSchema,
  createWalletAdjustmentSchema,
  currencyRateChangeSchema,
  BackOfficePermission as P,
  refundPayoutSchema,
  refundQueuePageSchema,
  refundQueueQuerySchema,
  refundRequestSchema,
  rejectRefundSchema,
  rejectWalletAdjustmentSchema,
  setCurrencyRateSchema,
  uiCurrencySchema,
  walletAdjustmentSchema,
  walletAdjustmentsPageSchema,
  walletAdjustmentsQuerySchema,
} from "@safar/domain";
import { z } from "zod";
import type { Database } from "../../platform/db";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { Actor } from "./back-office.service";
import { csvColumns, csvExporter, listFormat } from "./csv";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

export function moneyRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, refunds, pricing } = deps;
  const sendCsv = csvExporter(service.record);
  /** The decision's audit entry, written in the decision's transaction. */
  const auditRefund =
    (actor: Actor, action: string, requestId: string) => (tx: Database, before: unknown, after: unknown) =>
      service.record(actor, { action, objectType: "refund_request", objectId: requestId, before, after }, tx);
  app.get(
    "/api/back-office/currency-rates",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: "The display currencies' rates and, for one currency, the rates set before (newest first)",
        querystring: z.object({ currencyCode: z.enum(["IQD", "AED", "IRR"]).default("IQD"), ...listFormat }),
        response: {
          200: envelopeOf(
            z.object({ currencies: z.array(uiCurrencySchema), history: z.array(currencyRateChangeSchema) }),
          ),
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        const history = await pricing.rateHistory(request.query.currencyCode);
        const all = async () => ({ items: history, total: history.length });
        return sendCsv(request, reply, `rates-${request.query.currencyCode}`, all, csvColumns.rates);
      }
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
    "/api/back-office/refunds",
    {
      onRequest: requireOperator(P.ViewOrders),
      schema: {
        tags,
        summary:
          "Refund requests waiting for a decision or a bank payout (oldest first), or those of one status",
        querystring: refundQueueQuerySchema.extend(listFormat),
        response: { 200: envelopeOf(refundQueuePageSchema) },
      },
    },
    async (request, reply) => {
      const { status, page, pageSize, format } = request.query;
      const statuses = status ? { statuses: [status] } : {};
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "refunds",
          (page, pageSize) => refunds.queue({ ...statuses, page, pageSize }),
          csvColumns.refunds,
        );
      reply.headers(noStore);
      return ok(await refunds.queue({ ...statuses, page, pageSize }));
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

  app.post(
    "/api/back-office/customers/:id/wallet-adjustments",
    {
      onRequest: requireOperator(P.AdjustWallets),
      schema: {
        tags,
        summary:
          "Adjusts a customer's wallet by a signed amount with its reason (finance): a balanced ledger transaction at once, or pending a second finance operator above WALLET_ADJUSTMENT_APPROVAL_ABOVE",
        params: idParams,
        body: createWalletAdjustmentSchema,
        response: { 200: envelopeOf(walletAdjustmentSchema) },
      },
    },
    async (request) =>
      ok(await deps.adjustments.request(request.params.id, request.body, currentOperator(request).actor)),
  );

  app.get(
    "/api/back-office/wallet-adjustments",
    {
      onRequest: requireOperator(P.AdjustWallets),
      schema: {
        tags,
        summary: "Wallet adjustments, newest first (status pending: those waiting for a second operator)",
        querystring: walletAdjustmentsQuerySchema.extend(listFormat),
        response: { 200: envelopeOf(walletAdjustmentsPageSchema) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "wallet-adjustments",
          (page, pageSize) => deps.adjustments.list({ ...query, page, pageSize }),
          csvColumns.walletAdjustments,
        );
      reply.headers(noStore);
      return ok(await deps.adjustments.list(query));
    },
  );

  app.post(
    "/api/back-office/wallet-adjustments/:id/approve",
    {
      onRequest: requireOperator(P.AdjustWallets),
      schema: {
        tags,
        summary: "Approves and applies a pending adjustment (once; not by the operator who asked for it)",
        params: idParams,
        response: { 200: envelopeOf(walletAdjustmentSchema) },
      },
    },
    async (request) =>
      ok(await deps.adjustments.decide(request.params.id, { approve: true }, currentOperator(request).actor)),
  );

  app.post(
    "/api/back-office/wallet-adjustments/:id/reject",
    {
      onRequest: requireOperator(P.AdjustWallets),
      schema: {
        tags,
        summary: "Rejects a pending adjustment with a note (once; not by the operator who asked for it)",
        params: idParams,
        body: rejectWalletAdjustmentSchema,
        response: { 200: envelopeOf(walletAdjustmentSchema) },
      },
    },
    async (request) =>
      ok(
        await deps.adjustments.decide(
          request.params.id,
          { approve: false, note: request.body.note },
          currentOperator(request).actor,
        ),
      ),
  );
}
