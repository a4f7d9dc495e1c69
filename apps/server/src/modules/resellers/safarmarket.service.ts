/**
 * SafarMarket (spec §7 resellers, decision 020): its search turned into ours (GetAvailableRequest),
 * the pixel step of a selected fare or of an order (GetSafarMarketRequestBy…), and each step sent
 * once to the configured pixel base (CallStep): claimed in the database first, then a GET with a
 * short timeout whose failure is logged and never reaches the customer.
 */
import {
  type AvailableRequest,
  type AvailableRequestInput,
  availableRequestOfSafarMarket,
  availableRequestSchema,
  bookingStepData,
  type CallStepRequest,
  MessageKey,
  type OrderDetail,
  type PixelData,
  pixelHref,
  pixelUrlOf,
  resultStepData,
  SAFARMARKET_RESELLER,
  type SafarMarketAvailableResponse,
  type SafarMarketByProposalRequest,
  type SafarMarketRequest,
  type SafarMarketSearch,
  SafarMarketStep,
  safarMarketByProposalRequestSchema,
  selectedStepData,
  stepOfPixelUrl,
} from "@safar/domain";
import { BookingMessageKey, OrderMessageKey } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../platform/errors";
import { validationError } from "../../platform/http";
import type { CatalogService } from "../catalog/catalog.service";
import type { OrdersService } from "../orders/orders.service";
import type { SafarMarketRepository } from "./safarmarket.repository";

export interface SafarMarketSettings {
  pixelBase: string;
  timeoutMs: number;
}

export interface SafarMarketServiceDeps {
  /** Null: no pixel base configured, no step is sent (the calls still answer). */
  settings: SafarMarketSettings | null;
  repository: SafarMarketRepository;
  catalog: Pick<CatalogService, "available" | "plpProposalDetails">;
  orders: Pick<OrdersService, "detail" | "findById">;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

const noSafarMarket = () => AppError.single("not_found", "safarmarketId", OrderMessageKey.ORDER_NOT_FOUND);

export function createSafarMarketService(deps: SafarMarketServiceDeps) {
  const { settings, repository, log } = deps;
  const fetchPixel = deps.fetch ?? fetch;

  /** The customer's order, as its owner sees it, and the SafarMarket id it was booked with (404 otherwise). */
  async function safarMarketOrder(userId: string, orderId: string) {
    const order = await deps.orders.detail(userId, orderId);
    const row = await deps.orders.findById(orderId);
    if (row?.reseller !== SAFARMARKET_RESELLER || !row.resellerRef || !order.flightOrder)
      throw AppError.single("not_found", "orderId", OrderMessageKey.ORDER_NOT_FOUND);
    return { order, smId: row.resellerRef };
  }

  /** The step an order is at: before its payment 3, paid 4; a failure is only ever asked for (5). */
  function orderRequest(step: SafarMarketStep, smId: string, order: OrderDetail): SafarMarketRequest {
    const data: PixelData =
      step === SafarMarketStep.BeforeBank ? bookingStepData(smId, order) : resultStepData(smId, order);
    return { step, pixelUrl: pixelUrlOf(step), data };
  }

  async function selectedFare(smId: string, ref: SafarMarketByProposalRequest): Promise<SafarMarketRequest> {
    // The fare must be one of a live search (404 FLIGHT_NOT_FOUND otherwise).
    await deps.catalog.plpProposalDetails({ requestId: ref.requestId, proposalId: ref.proposalId });
    if (ref.returningRequestId && ref.returningProposalId)
      await deps.catalog.plpProposalDetails({
        requestId: ref.returningRequestId,
        proposalId: ref.returningProposalId,
      });
    const step = SafarMarketStep.Selected;
    return { step, pixelUrl: pixelUrlOf(step), data: selectedStepData(smId) };
  }

  /** Sends a claimed step; a failure or a timeout is logged and recorded, never thrown. */
  async function send(key: string, request: SafarMarketRequest): Promise<void> {
    if (!settings) {
      await repository.finish(key, "off", "SAFARMARKET_PIXEL_BASE not set");
      return;
    }
    const href = pixelHref(settings.pixelBase, request.step, request.data);
    try {
      const response = await fetchPixel(href, { signal: AbortSignal.timeout(settings.timeoutMs) });
      await response.body?.cancel();
      await repository.finish(key, response.ok ? "sent" : "failed", String(response.status));
      if (!response.ok)
        log.warn({ step: request.step, status: response.status }, "SafarMarket's pixel answered an error");
    } catch (error) {
      log.warn({ err: error, step: request.step }, "SafarMarket's pixel could not be called");
      await repository.finish(key, "failed", error instanceof Error ? error.message : String(error));
    }
  }

  return {
    /** Whether steps are sent (SAFARMARKET_PIXEL_BASE set). */
    enabled: settings !== null,

    /** GetAvailableRequest: SafarMarket's search as ours, searched (its scope known, its results cached). */
    async availableRequest(
      search: SafarMarketSearch,
      userId: string | null,
    ): Promise<SafarMarketAvailableResponse> {
      const input: AvailableRequestInput = availableRequestOfSafarMarket(search);
      const parsed = availableRequestSchema.safeParse(input);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const request: AvailableRequest = parsed.data;
      const result = await deps.catalog.available(request, userId);
      return {
        safarmarketId: search.safarmarketId,
        availableRequest: {
          tripType: request.tripType,
          flightScope: result.flightScope,
          origin: request.origin ?? "",
          destination: request.destination ?? "",
          departureDates: request.departureDates ?? [],
          adults: request.adults,
          children: request.children,
          infants: request.infants,
          cabinClass: request.cabinClass,
        },
        requestId: result.requestId,
        returningRequestId: result.returningRequestId,
      };
    },

    /** GetSafarMarketRequestByProposalId: step 2 of a selected fare (the id from the customer's cookie). */
    async requestByProposal(
      smId: string | null,
      ref: SafarMarketByProposalRequest,
    ): Promise<SafarMarketRequest> {
      if (!smId) throw noSafarMarket();
      return selectedFare(smId, ref);
    },

    /** GetSafarMarketRequestByOrderId: the step the customer's order is at (3 before payment, 4 once paid). */
    async requestByOrder(userId: string, orderId: string): Promise<SafarMarketRequest> {
      const { order, smId } = await safarMarketOrder(userId, orderId);
      const step = order.paidCurrency ? SafarMarketStep.PaymentSucceeded : SafarMarketStep.BeforeBank;
      return orderRequest(step, smId, order);
    },

    /**
     * CallStep: sends the step `pixelUrl` names, once per order (or per selected fare for step 2).
     * Its data is built here from our records, never taken from the body. Step 4 needs a paid order,
     * steps 3 and 5 an unpaid one (409 otherwise).
     */
    async callStep(
      userId: string,
      smId: string | null,
      body: CallStepRequest,
    ): Promise<{ step: SafarMarketStep; sent: boolean }> {
      const step = stepOfPixelUrl(body.pixelUrl);
      let key: string;
      let request: SafarMarketRequest;
      let orderId: string | null = null;
      let id: string;
      if (step === SafarMarketStep.Selected) {
        const ref = safarMarketByProposalRequestSchema.safeParse(body.data);
        if (!ref.success) throw validationError(ref.error.issues, "data");
        if (!smId) throw noSafarMarket();
        request = await selectedFare(smId, ref.data);
        const r = ref.data;
        key = `2:fare:${smId}:${r.requestId}:${r.proposalId}:${r.returningProposalId ?? ""}`;
        id = smId;
      } else {
        if (!("orderId" in body.data) || typeof body.data.orderId !== "string")
          throw validationError([{ path: ["orderId"], message: MessageKey.UUID_IS_INVALID }], "data");
        const found = await safarMarketOrder(userId, body.data.orderId);
        const paid = found.order.paidCurrency !== null;
        if ((step === SafarMarketStep.PaymentSucceeded) !== paid)
          throw AppError.single("conflict", "pixelUrl", BookingMessageKey.ORDER_STATUS_CONFLICT);
        request = orderRequest(step, found.smId, found.order);
        orderId = found.order.orderId;
        key = `${step}:order:${orderId}`;
        id = found.smId;
      }
      // A failed payment tried again and paid sends 5 then 4: each step once.
      const claimed = await repository.claim({ key, step, orderId, safarmarketId: id });
      if (!claimed) return { step, sent: false };
      await send(key, request);
      return { step, sent: true };
    },
  };
}

export type SafarMarketService = ReturnType<typeof createSafarMarketService>;
