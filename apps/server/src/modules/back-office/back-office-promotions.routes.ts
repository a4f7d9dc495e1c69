/**
 * The back office's promotions (issue 16): every promotion, running or not; add one; change one or
 * deactivate it. Each change in the audit log with the promotion before and after.
 */
import {
  BackOfficePermission as P,
  promotionAdminListSchema,
  promotionAdminSchema,
  promotionInputSchema,
} from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

const one = { 200: envelopeOf(promotionAdminSchema) };

export function promotionRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, promotions } = deps;
  const onRequest = requireOperator(P.ManagePromotions);

  app.get(
    "/api/back-office/promotions",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every promotion of the home page, running or not, newest first",
        response: { 200: envelopeOf(promotionAdminListSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await promotions.list());
    },
  );

  app.post(
    "/api/back-office/promotions",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Adds a promotion (shown from its first to its last day while active; the public list is cached a minute)",
        body: promotionInputSchema,
        response: one,
      },
    },
    async (request) => {
      const created = await promotions.create(request.body);
      await service.record(currentOperator(request).actor, {
        action: "promotion.create",
        objectType: "promotion",
        objectId: created.id,
        after: promotions.audit(created),
      });
      return ok(created);
    },
  );

  app.post(
    "/api/back-office/promotions/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "Changes a promotion or deactivates it; 404 PROMOTION_NOT_FOUND",
        params: idParams,
        body: promotionInputSchema,
        response: one,
      },
    },
    async (request) => {
      const { promotion, before, after } = await promotions.update(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "promotion.update",
        objectType: "promotion",
        objectId: promotion.id,
        before,
        after,
      });
      return ok(promotion);
    },
  );
}
