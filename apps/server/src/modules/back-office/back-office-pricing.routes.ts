/**
 * The back office's money settings (issue 13): markup rules and payment gateways (`money:manage`),
 * discount vouchers (`vouchers:manage`); each change audited in its own transaction where the
 * owning module gives one.
 */
import {
  activeSchema,
  createVoucherSchema,
  hotelMarkupRuleInputSchema,
  hotelMarkupRuleSchema,
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
import type { RuleAdmin } from "../../platform/rule-admin";
import type { AppInstance } from "../../platform/types";
import { type CsvColumn, csvColumns, csvExporter, listFormat } from "./csv";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

export function pricingRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, markups, hotelMarkups, vouchers, gateways } = deps;
  const sendCsv = csvExporter(service.record);

  ruleRoutes(app, deps, {
    path: "markup-rules",
    object: "markup-rule",
    admin: markups,
    view: markupRuleSchema,
    input: markupRuleInputSchema,
    csv: csvColumns.markupRules,
    summaries: {
      list: "Every markup rule, the active first, then by priority",
      create:
        "Adds a markup rule (scope, route, airline; a percent and/or a fixed USD amount per adult and child); this instance's searches price with it at once, the others within a minute",
      update: "Changes a markup rule (every field; isActive false switches it off)",
    },
  });

  ruleRoutes(app, deps, {
    path: "hotel-markup-rules",
    object: "hotel-markup-rule",
    admin: hotelMarkups,
    view: hotelMarkupRuleSchema,
    input: hotelMarkupRuleInputSchema,
    csv: csvColumns.hotelMarkupRules,
    summaries: {
      list: "Every hotel markup rule, the active first, then by priority",
      create:
        "Adds a hotel markup rule (supplier, country, city, stars; a percent of the stay and/or a fixed USD amount per room and night, on rates paid now); this instance's hotel searches price with it at once, the others within a minute",
      update: "Changes a hotel markup rule (every field; isActive false switches it off)",
    },
  });

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

/** A list of rules an operator with `money:manage` lists (JSON or CSV), adds to and changes, audited. */
function ruleRoutes<View extends { id: string }, Input extends z.ZodType>(
  app: AppInstance,
  deps: BackOfficeRouteDeps,
  rules: {
    /** Under `/api/back-office/`. */
    path: string;
    /** The audit's action prefix (`…create`, `…update`); its object type with underscores. */
    object: string;
    admin: RuleAdmin<View, z.output<Input>>;
    view: z.ZodType<View>;
    input: Input;
    csv: CsvColumn<View>[];
    summaries: { list: string; create: string; update: string };
  },
) {
  const { service, requireOperator } = deps;
  const sendCsv = csvExporter(service.record);
  const objectType = rules.object.replaceAll("-", "_");

  app.get(
    `/api/back-office/${rules.path}`,
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: rules.summaries.list,
        querystring: z.object(listFormat),
        response: { 200: envelopeOf(z.object({ items: z.array(rules.view), total: z.number() })) },
      },
    },
    async (request, reply) => {
      const items = await rules.admin.list();
      if (request.query.format === "csv")
        return sendCsv(request, reply, rules.path, async () => ({ items, total: items.length }), rules.csv);
      reply.headers(noStore);
      return ok({ items, total: items.length });
    },
  );

  app.post(
    `/api/back-office/${rules.path}`,
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: rules.summaries.create,
        body: rules.input,
        response: { 200: envelopeOf(rules.view) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      return ok(
        await rules.admin.create(request.body as z.output<Input>, (tx, after) =>
          service.record(
            actor,
            { action: `${rules.object}.create`, objectType, objectId: after.id, after },
            tx,
          ),
        ),
      );
    },
  );

  app.post(
    `/api/back-office/${rules.path}/:id`,
    {
      onRequest: requireOperator(P.ManageMoney),
      schema: {
        tags,
        summary: rules.summaries.update,
        params: idParams,
        body: rules.input,
        response: { 200: envelopeOf(rules.view) },
      },
    },
    async (request) => {
      const { actor } = currentOperator(request);
      const id = request.params.id;
      return ok(
        await rules.admin.update(id, request.body as z.output<Input>, (tx, before, after) =>
          service.record(
            actor,
            { action: `${rules.object}.update`, objectType, objectId: id, before, after },
            tx,
          ),
        ),
      );
    },
  );
}
