/**
 * The back office's money settings (issue 13): markup rules and payment gateways (`money:manage`),
 * discount vouchers (`vouchers:manage`); each change audited in its own transaction where the
 * owning module gives one.
 */
import {
  activeSchema,
  createVoucherSchema,
  markupRuleInputSchema,
  markupRuleSchema,
  BackOfficePermission as P,
  pageNumberSchema,
  pageOf,
  pageSizeSchema,
  paymentGatewayAdminSchema,
  updatePaymentGatewaySchema,
  voucherSchema,
} from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { csvColumns, csvExporter, listFormat } from "./csv";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

export function pricingRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, markups, vouchers, gateways } = deps;
  const sendCsv = csvExporter(service.record);

  app.get(
    "/api/back-office/markup-rules",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: "Every markup rule, the active first, then by priority",
        querystring: z.object(listFormat),
        response: { 200: envelopeOf(z.object({ items: z.array(markupRuleSchema), total: z.number() })) },
      },
    },
    async (request, reply) => {
      const items = await markups.list();
      if (request.query.format === "csv")
        return sendCsv(
          request,
          reply,
          "markup-rules",
          async () => ({ items, total: items.length }),
          csvColumns.markupRules,
        );
      reply.headers(noStore);
      return ok({ items, total: items.length });
    },
  );

  app.post(
    "/api/back-office/markup-rules",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary:
          "Adds a markup rule (scope, route, airline; a percent and/or a fixed USD amount per adult and child); this instance's searches price with it at once, the others within a minute",
        body: markupRuleInputSchema,
        response: { 200: envelopeOf(markupRuleSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      return ok(
        await markups.create(request.body, (tx, after) =>
          service.record(
            actor,
            { action: "markup-rule.create", objectType: "markup_rule", objectId: after.id, after },
            tx,
          ),
        ),
      );
    },
  );

  app.post(
    "/api/back-office/markup-rules/:id",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: "Changes a markup rule (every field; isActive false switches it off)",
        params: idParams,
        body: markupRuleInputSchema,
        response: { 200: envelopeOf(markupRuleSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const id = request.params.id;
      return ok(
        await markups.update(id, request.body, (tx, before, after) =>
          service.record(
            actor,
            { action: "markup-rule.update", objectType: "markup_rule", objectId: id, before, after },
            tx,
          ),
        ),
      );
    },
  );

  app.get(
    "/api/back-office/vouchers",
    {
      onRequest: requireOperator(P.ManageVouchers),
      schema: {
        tags,
        summary: "Discount vouchers, newest first, with their limits and usage (redemptions in force)",
        querystring: z.object({
          page: pageNumberSchema(10_000),
          pageSize: pageSizeSchema(100, 20),
          ...listFormat,
        }),
        response: { 200: envelopeOf(pageOf(voucherSchema)) },
      },
    },
    async (request, reply) => {
      const { format, ...page } = request.query;
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "vouchers",
          (page, pageSize) => vouchers.list({ page, pageSize }),
          csvColumns.vouchers,
        );
      reply.headers(noStore);
      return ok(await vouchers.list(page));
    },
  );

  app.post(
    "/api/back-office/vouchers",
    {
      onRequest: requireOperator(P.ManageVouchers),
      schema: {
        tags,
        summary:
          "Creates a voucher: a code, a percent (optionally capped) or a fixed USD amount, the smallest order, its end, limits per customer and in all. 409 VOUCHER_CODE_EXISTS",
        body: createVoucherSchema,
        response: { 200: envelopeOf(voucherSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      return ok(
        await vouchers.create(request.body, (tx, after) =>
          service.record(
            actor,
            { action: "voucher.create", objectType: "voucher", objectId: after.id, after },
            tx,
          ),
        ),
      );
    },
  );

  app.post(
    "/api/back-office/vouchers/:id/active",
    {
      onRequest: requireOperator(P.ManageVouchers),
      schema: {
        tags,
        summary: "Switches a voucher off (no new order may apply it; those that did keep it) or on again",
        params: idParams,
        body: activeSchema,
        response: { 200: envelopeOf(voucherSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const id = request.params.id;
      const { isActive } = request.body;
      return ok(
        await vouchers.setActive(id, isActive, (tx, before, after) =>
          service.record(
            actor,
            {
              action: isActive ? "voucher.on" : "voucher.off",
              objectType: "voucher",
              objectId: id,
              before,
              after,
            },
            tx,
          ),
        ),
      );
    },
  );

  app.get(
    "/api/back-office/payment-gateways",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: "The payment gateways: offered or not, configured on this server or not, their order",
        response: { 200: envelopeOf(z.object({ items: z.array(paymentGatewayAdminSchema) })) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok({ items: await gateways.list() });
    },
  );

  app.post(
    "/api/back-office/payment-gateways/:id",
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary:
          "Offers a gateway on the payment page or withdraws it, and sets its place (kept over restarts). 409 GATEWAY_NOT_CONFIGURED",
        params: z.object({ id: z.coerce.number().int().min(1).max(32_767) }),
        body: updatePaymentGatewaySchema,
        response: { 200: envelopeOf(paymentGatewayAdminSchema) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const id = request.params.id;
      return ok(
        await gateways.offer(id, request.body, (before, after) =>
          service.record(actor, {
            action: "payment-gateway.update",
            objectType: "payment_gateway",
            objectId: String(id),
            before,
            after,
          }),
        ),
      );
    },
  );
}
