import {
  confirmOrderRequestSchema,
  createPaymentRequestSchema,
  createPaymentResponseSchema,
  fromCents,
  paymentGatewaysPageSchema,
  paymentSchema,
  sandboxCallbackSchema,
  verifyFlightOrderSchema,
} from "@safar/domain";
import { hyperpayCheckoutRequestSchema, hyperpayCheckoutSchema } from "@safar/domain/hyperpay-checkout";
import { safeRedirect } from "@safar/domain/redirect";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { requestLocale } from "../../platform/locale";
import type { AppInstance } from "../../platform/types";
import type { ConfiguredGateways } from "./configured-gateways";
import { sandboxPagePath } from "./gateways";
import { hyperpayCheckoutPath, hyperpayResultPath } from "./hyperpay";
import type { PaymentsService } from "./payments.service";
import { zaincashCallbackPath } from "./zaincash";

/** Gateways, Pay/Create, Pay/ById, VerifyFlightOrder, wallet ConfirmOrder and gateway callbacks. */
export function paymentsRoutes(
  app: AppInstance,
  service: PaymentsService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  const secured = { security: [{ bearer: [] }] };
  const noStore = { "cache-control": "no-store" };

  app.get(
    "/api/payment/Gateway/Paged",
    {
      schema: {
        tags: ["payment"],
        summary:
          "Payment gateways, active first, named in the Accept-Language (ar default). None active: the web shows NO_ACTIVE_PAYMENT_GATEWAY",
        response: { 200: envelopeOf(paymentGatewaysPageSchema) },
      },
    },
    async (request) => ok(await service.gateways(requestLocale(request))),
  );

  app.post(
    "/api/payment/Pay/Create",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payment"],
        summary:
          "Starts paying an Approved (or PaymentFailed) order whose hold lives: answers the gateway page to send the customer to, or /gateway-redirect when the wallet (useWallet) paid it all. Idempotent while a payment of the order is pending",
        ...secured,
        body: createPaymentRequestSchema,
        response: { 200: envelopeOf(createPaymentResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.create(currentUserId(request), request.body));
    },
  );

  app.get(
    "/api/payment/Pay/ById",
    {
      onRequest: requireUser,
      schema: {
        tags: ["payment"],
        summary: "The customer's payment; a pending one is asked of its gateway again (and settled once)",
        ...secured,
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(paymentSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.byId(currentUserId(request), request.query.id));
    },
  );

  app.get(
    "/api/flight-reservation/Submit/VerifyFlightOrder/:id",
    {
      onRequest: requireUser,
      schema: {
        tags: ["flight-reservation"],
        summary:
          "The order's status and its latest payment (a pending payment is asked of its gateway again)",
        ...secured,
        params: z.object({ id: z.uuid() }),
        response: { 200: envelopeOf(verifyFlightOrderSchema) },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return ok(await service.verifyOrder(currentUserId(request), request.params.id));
    },
  );

  app.post(
    "/api/wallet/wallet/ConfirmOrder",
    {
      onRequest: requireUser,
      schema: {
        tags: ["wallet"],
        summary:
          "Pays the order wholly from the wallet (400 NOT_ENOUGH_WALLET_BALANCE when short); an order with nothing to pay now (a stay paid at the hotel) is settled at 0 and booked",
        ...secured,
        body: confirmOrderRequestSchema,
        response: { 200: envelopeOf(paymentSchema) },
      },
    },
    async (request) =>
      ok(
        await service.confirmFromWallet(
          currentUserId(request),
          request.body.orderId,
          request.body.currencyCode,
        ),
      ),
  );
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * The sandbox gateway's hosted test page and its "bank": server-rendered HTML with Approve and
 * Decline (a real form POST); the bank records the decision, calls our signed callback and sends the
 * browser to `/gateway-redirect?paymentId=…`.
 */
export function sandboxGatewayRoutes(app: AppInstance, service: PaymentsService) {
  const params = z.object({ paymentId: z.uuid() });

  app.post(
    "/api/payment/Callback/sandbox",
    {
      schema: {
        tags: ["payment"],
        summary:
          "The sandbox gateway's signed callback (HMAC-SHA256 hex over paymentId|reference|status|amountCents). Settles once; a bad signature is 401",
        body: sandboxCallbackSchema,
        response: { 200: envelopeOf(paymentSchema) },
      },
    },
    async (request) => ok(await service.sandboxCallback(request.body)),
  );

  app.get(sandboxPagePath(":paymentId"), { schema: { hide: true, params } }, async (request, reply) => {
    const page = await service.sandboxPage(request.params.paymentId);
    const id = escapeHtml(page.paymentId);
    const open = page.status === "pending";
    reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"><title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:28rem;color:#1a1a1a}button{font-size:1rem;padding:.6rem 1.2rem;margin-inline-end:.5rem}</style></head>
<body><h1>Sandbox payment gateway</h1><p>A test page: no real money moves.</p>
<p>Payment <code>${id}</code><br>Amount: <strong>${escapeHtml(fromCents(page.amountCents).toFixed(2))} USD</strong><br>Status: ${escapeHtml(page.status)}</p>
${
  open
    ? `<form method="post" action="${escapeHtml(sandboxPagePath(page.paymentId))}"><button type="submit" name="decision" value="approved">Approve</button><button type="submit" name="decision" value="declined">Decline</button></form>`
    : `<p><a href="/gateway-redirect?paymentId=${id}">Back to the store</a></p>`
}</body></html>`;
  });

  app.post(
    sandboxPagePath(":paymentId"),
    {
      schema: {
        hide: true,
        params,
        body: z.object({ decision: z.enum(["approved", "declined"]) }),
      },
    },
    async (request, reply) => {
      const { paymentId } = request.params;
      const callback = await service.sandboxDecide(paymentId, request.body.decision);
      // The bank calls our callback endpoint as a gateway would (through the router, signature and all).
      const delivered = await app.inject({
        method: "POST",
        url: "/api/payment/Callback/sandbox",
        payload: callback,
      });
      if (delivered.statusCode !== 200)
        request.log.warn({ paymentId, status: delivered.statusCode }, "sandbox callback was refused");
      return reply.redirect(`/gateway-redirect?paymentId=${encodeURIComponent(paymentId)}`, 303);
    },
  );
}

/** The customer's way back to the store after a gateway: `/gateway-redirect?paymentId=…`, same-site only. */
const backToStore = (paymentId: string) =>
  safeRedirect(`/gateway-redirect?paymentId=${encodeURIComponent(paymentId)}`, "/");

/**
 * The real gateways' routes, for the configured ones only: ZainCash's redirect back (a signed token),
 * HyperPay's checkout page data and its shopper result. A return settles once through the service
 * and sends the browser on to `/gateway-redirect?paymentId=…` (303).
 */
export function realGatewayRoutes(
  app: AppInstance,
  service: PaymentsService,
  gateways: Pick<ConfiguredGateways, "zaincash" | "hyperpay">,
) {
  const { zaincash, hyperpay } = gateways;
  const noStore = { "cache-control": "no-store" };

  if (zaincash) {
    app.get(
      zaincashCallbackPath,
      {
        schema: {
          tags: ["payment"],
          summary:
            "ZainCash sends the customer back here with ?token= (HS256, the merchant secret; a bad token is 401 PAYMENT_SIGNATURE_INVALID). Settles once, then 303 to /gateway-redirect",
          querystring: z.object({ token: z.string().min(1).max(8192) }),
        },
      },
      async (request, reply) => {
        const callback = await zaincash.verifyCallback(request.query.token);
        const payment = await service.gatewayReturn(callback.paymentId, "zaincash", (row) =>
          zaincash.resolveCallback(row, callback),
        );
        return reply.headers(noStore).redirect(backToStore(payment.paymentId), 303);
      },
    );
  }

  if (hyperpay) {
    app.get(
      hyperpayCheckoutPath,
      {
        schema: {
          tags: ["payment"],
          summary:
            "What /confirm/hyperpay renders for a HyperPay checkout: the widget script, the shopper result URL, brands and amount (404 unless both ids name one payment)",
          querystring: hyperpayCheckoutRequestSchema,
          response: { 200: envelopeOf(hyperpayCheckoutSchema) },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const { paymentId, checkoutId } = request.query;
        return ok(
          await hyperpay.checkoutPage(paymentId, checkoutId, `${request.protocol}://${request.host}`),
        );
      },
    );

    app.get(
      hyperpayResultPath(":paymentId"),
      {
        schema: {
          tags: ["payment"],
          summary:
            "HyperPay's shopper result URL (?id={checkoutId}&resourcePath=/v1/checkouts/{id}/payment): asks HyperPay for the payment, settles once, then 303 to /gateway-redirect. Another checkout or path is 400 PAYMENT_CALLBACK_MISMATCH",
          params: z.object({ paymentId: z.uuid() }),
          querystring: z.object({ id: z.string().min(1).max(64), resourcePath: z.string().min(1).max(200) }),
        },
      },
      async (request, reply) => {
        const payment = await service.gatewayReturn(request.params.paymentId, "hyperpay", (row) =>
          hyperpay.resolveResult(row, request.query),
        );
        return reply.headers(noStore).redirect(backToStore(payment.paymentId), 303);
      },
    );
  }
}
