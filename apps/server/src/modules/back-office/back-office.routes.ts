/**
 * `/api/back-office/`: the operators' API (issue 13). Every route but sign-in runs the operator
 * guard first (its permission from the domain's table); every action is written to the audit log.
 */
import {
  auditPageSchema,
  auditQuerySchema,
  backOfficeDashboardSchema,
  createdOperatorSchema,
  createOperatorSchema,
  OPERATOR_SESSION_HOURS,
  operatorSessionSchema,
  operatorSignInSchema,
  operatorViewSchema,
  BackOfficePermission as P,
} from "@safar/domain";
import { z } from "zod";
import { envelopeOf, ok } from "../../platform/envelope";
import type { AppInstance } from "../../platform/types";
import type { BackOfficeService } from "./back-office.service";
import { catalogRoutes } from "./back-office-catalog.routes";
import { hotelPhotoRoutes } from "./back-office-hotel-photos.routes";
import { hotelRoutes } from "./back-office-hotels.routes";
import { landingPageRoutes } from "./back-office-landing.routes";
import { moneyRoutes } from "./back-office-money.routes";
import { orderRoutes } from "./back-office-orders.routes";
import { pricingRoutes } from "./back-office-pricing.routes";
import { promotionRoutes } from "./back-office-promotions.routes";
import { tourRoutes } from "./back-office-tours.routes";
import { visaProductRoutes } from "./back-office-visa-products.routes";
import { visaRoutes } from "./back-office-visas.routes";
import { csvColumns, csvExporter, listFormat } from "./csv";
import { currentOperator, OPERATOR_COOKIE } from "./operator-guard";
import { type BackOfficeRouteDeps, noStore, tags } from "./route-parts";

export function backOfficeRoutes(app: AppInstance, deps: BackOfficeRouteDeps) {
  const { service, requireOperator } = deps;
  const sendCsv = csvExporter(service.record);
  const cookie = { path: "/", httpOnly: true, sameSite: "strict", secure: deps.secureCookie } as const;

  app.post(
    "/api/back-office/auth/sign-in",
    {
      schema: {
        tags,
        summary:
          "E-mail, password and the authenticator's 6-digit code (TOTP): sets the 8-hour session cookie. 401 OPERATOR_SIGN_IN_FAILED for any wrong part; 429 OPERATOR_LOCKED after 5 wrong in a row (15 minutes); 429 TOO_MANY_REQUESTS past OPERATOR_SIGN_INS_PER_IP attempts from one address in 15 minutes",
        body: operatorSignInSchema,
        response: { 200: envelopeOf(operatorSessionSchema) },
      },
    },
    async (request, reply) => {
      await deps.signInLimit(request.ip);
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
        querystring: z.object(listFormat),
        response: { 200: envelopeOf(z.object({ items: z.array(operatorViewSchema), total: z.number() })) },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv")
        return sendCsv(request, reply, "operators", () => service.listOperators(), csvColumns.operators);
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
        querystring: auditQuerySchema.extend(listFormat),
        response: { 200: envelopeOf(auditPageSchema) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === "csv")
        return sendCsv(
          request,
          reply,
          "audit",
          (page, pageSize) => service.searchAudit({ ...query, page, pageSize }),
          csvColumns.audit,
        );
      reply.headers(noStore);
      return ok(await service.searchAudit(query));
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

  orderRoutes(app, deps);
  moneyRoutes(app, deps);
  catalogRoutes(app, deps);
  hotelRoutes(app, deps);
  hotelPhotoRoutes(app, deps);
  pricingRoutes(app, deps);
  visaRoutes(app, deps);
  visaProductRoutes(app, deps);
  promotionRoutes(app, deps);
  tourRoutes(app, deps);
  landingPageRoutes(app, deps);
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
