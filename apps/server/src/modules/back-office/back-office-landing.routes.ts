/**
 * The back office's city landing pages (issue 16, `landing-pages:manage`: admins, operations and
 * content): every city's page, published or not; a city's words changed in the three languages, or
 * the page published or unpublished. Each change in the audit log with what it was before and after.
 */
import {
  landingCityCodeSchema,
  landingPageAdminSchema,
  landingPageInputSchema,
  landingPagesAdminSchema,
  BackOfficePermission as P,
} from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import { currentOperator } from "./operator-guard";
import { type BackOfficeRouteDeps, noStore, tags } from "./route-parts";

const cityParams = z.object({ cityCode: landingCityCodeSchema });
const page = { 200: envelopeOf(landingPageAdminSchema) };

export function landingPageRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator, landingPages } = deps;
  const onRequest = requireOperator(P.ManageLandingPages);

  app.get(
    "/api/back-office/landing-pages",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every city landing page, published or not, with its words in the three languages",
        response: { 200: envelopeOf(landingPagesAdminSchema) },
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return ok(await landingPages.list());
    },
  );

  app.get(
    "/api/back-office/landing-pages/:cityCode",
    {
      onRequest,
      schema: {
        tags,
        summary: "A city's landing page (404 LANDING_PAGE_NOT_FOUND)",
        params: cityParams,
        response: page,
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await landingPages.get(request.params.cityCode));
    },
  );

  app.post(
    "/api/back-office/landing-pages/:cityCode",
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Changes a city's page, or publishes or unpublishes it; the storefront's answers are cached five minutes (404 LANDING_PAGE_NOT_FOUND)",
        params: cityParams,
        body: landingPageInputSchema,
        response: page,
      },
    },
    async (request) => {
      const changed = await landingPages.update(request.params.cityCode, request.body);
      await service.record(currentOperator(request).actor, {
        action: "landing-page.update",
        objectType: "landing-page",
        objectId: changed.page.cityCode,
        before: changed.before,
        after: changed.after,
      });
      return ok(changed.page);
    },
  );
}
