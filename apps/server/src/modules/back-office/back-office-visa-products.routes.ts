/**
 * The back office's visa products (issue 15): every product by country, on sale or not; add one;
 * change one or take it off sale. Each change in the audit log with the product before and after.
 */
import {
  BackOfficePermission as P,
  visaProductAdminSchema,
  visaProductInputSchema,
  visaProductsAdminSchema,
} from "@safar/domain";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, idParams, noStore, tags } from "./route-parts";

const product = { 200: envelopeOf(visaProductAdminSchema) };

export function visaProductRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, visaProducts } = deps;
  const onRequest = requireOperator(P.ManageVisaProducts);

  app.get(
    "/api/back-office/visa-products",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Every visa product by country, on sale or not, and the currencies a product may be priced in",
        response: { 200: envelopeOf(visaProductsAdminSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await visaProducts.list());
    },
  );

  app.post(
    "/api/back-office/visa-products",
    {
      onRequest,
      schema: {
        tags,
        summary: "Adds a visa product (on sale at once when active; the public lists are cached a minute)",
        body: visaProductInputSchema,
        response: product,
      },
    },
    async (request) => {
      const created = await visaProducts.create(request.body);
      await service.record(currentOperator(request).actor, {
        action: "visa-product.create",
        objectType: "visa_product",
        objectId: created.product.id,
        after: visaProducts.audit(created.product),
      });
      return ok(created.product);
    },
  );

  app.post(
    "/api/back-office/visa-products/:id",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Changes a visa product or takes it off sale (inactive); orders already made keep theirs; 404 VISA_PRODUCT_NOT_FOUND",
        params: idParams,
        body: visaProductInputSchema,
        response: product,
      },
    },
    async (request) => {
      const { product: changed, before, after } = await visaProducts.update(request.params.id, request.body);
      await service.record(currentOperator(request).actor, {
        action: "visa-product.update",
        objectType: "visa_product",
        objectId: changed.id,
        before,
        after,
      });
      return ok(changed);
    },
  );
}
