import { randomUUID } from "node:crypto";
import {
  balanceDifferenceRequestSchema,
  balanceDifferenceSchema,
  fromCents,
  moneyAmountSchema,
  toCents,
  WalletFlowReason,
  walletBalanceSchema,
  walletFlowsPageSchema,
  walletFlowsQuerySchema,
  walletTypeSchema,
} from "@safar/domain";
import { defaultLocale, locales } from "@safar/domain/site-config";
import { UserMessageKey } from "@safar/domain/user-messages";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { currentUserId } from "../../platform/auth";
import { envelopeOf, ok } from "../../platform/envelope";
import { AppError } from "../../platform/errors";
import type { AppInstance } from "../../platform/types";
import type { WalletService } from "./wallet.service";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function walletRoutes(
  app: AppInstance,
  service: WalletService,
  requireUser: (request: FastifyRequest) => Promise<void>,
) {
  app.get(
    "/api/wallet/wallet/CurrentUserBalance",
    {
      onRequest: requireUser,
      schema: {
        tags: ["wallet"],
        summary: "The signed-in customer's wallet balance (decimal USD)",
        security: [{ bearer: [] }],
        querystring: z.object({ type: walletTypeSchema.default("Cache") }),
        response: { 200: envelopeOf(walletBalanceSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.balance(currentUserId(request), request.query.type));
    },
  );

  app.post(
    "/api/wallet/wallet/CurrentUserBalanceDifference",
    {
      onRequest: requireUser,
      schema: {
        tags: ["wallet"],
        summary: "How much of a price the wallet covers and what remains to pay",
        security: [{ bearer: [] }],
        body: balanceDifferenceRequestSchema,
        response: { 200: envelopeOf(balanceDifferenceSchema) },
      },
    },
    async (request) => ok(await service.balanceDifference(currentUserId(request), request.body.totalPrice)),
  );

  app.get(
    "/api/wallet/WalletFlows/GetCurrentUserWalletFlows",
    {
      onRequest: requireUser,
      schema: {
        tags: ["wallet"],
        summary:
          "The customer's wallet flows, newest first (page, pageSize, from, to, type Credit|Debit, reason); paging out of bounds is 400 PAGE_IS_INVALID / PAGE_SIZE_IS_INVALID",
        security: [{ bearer: [] }],
        querystring: walletFlowsQuerySchema,
        response: { 200: envelopeOf(walletFlowsPageSchema) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await service.flows(currentUserId(request), request.query));
    },
  );

  app.get(
    "/api/export/CustomersExport/GetCurrentUserWalletFlows",
    {
      onRequest: requireUser,
      schema: {
        tags: ["wallet"],
        summary:
          "The customer's wallet flows the same filters select (from, to, type, reason; every page, at most 10,000 rows) as an Excel (.xlsx) file",
        security: [{ bearer: [] }],
        querystring: walletFlowsQuerySchema.extend({ lang: z.enum(locales).default(defaultLocale) }),
      },
    },
    async (request, reply) => {
      const { lang, ...query } = request.query;
      const file = await service.exportFlows(currentUserId(request), query, lang);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("cache-control", "no-store")
        .header("content-disposition", `attachment; filename="wallet-flows-${day}.xlsx"`)
        .type(XLSX)
        .send(file);
    },
  );
}

/** Development only (never registered in production): funds a customer's wallet for web and e2e tests. */
export function walletDevRoutes(
  app: AppInstance,
  service: WalletService,
  findUserId: (input: {
    userId?: string;
    phoneNumber?: string;
    dialingCode?: string;
  }) => Promise<string | undefined>,
) {
  app.post(
    "/api/dev/wallet/credit",
    {
      schema: {
        tags: ["dev"],
        summary: "Credits a customer's wallet by phone number or user id (not in production)",
        body: z
          .object({
            userId: z.uuid().optional(),
            phoneNumber: z.string().trim().min(1).optional(),
            dialingCode: z.string().trim().optional(),
            amount: moneyAmountSchema,
            description: z.string().max(500).optional(),
            reference: z.string().min(1).max(200).optional(),
          })
          .refine((body) => body.userId || body.phoneNumber, {
            error: "PL_ENTER_YOUR_CALL_NUMBER",
            path: ["phoneNumber"],
          }),
        response: {
          200: envelopeOf(
            z.object({
              userId: z.uuid(),
              transactionId: z.uuid(),
              balance: z.number(),
              replayed: z.boolean(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { amount, description, reference, ...who } = request.body;
      const userId = await findUserId(who);
      if (!userId) throw AppError.single("not_found", "user", UserMessageKey.NOT_FOUND);
      const movement = await service.credit({
        userId,
        amountCents: toCents(amount),
        reason: WalletFlowReason.Adjustment,
        reference: `dev-credit:${reference ?? randomUUID()}`,
        description: description ?? "شحن تجريبي",
      });
      return ok({
        userId,
        transactionId: movement.transactionId,
        balance: fromCents(movement.balanceCents),
        replayed: movement.replayed,
      });
    },
  );
}
