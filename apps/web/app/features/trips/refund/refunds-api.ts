/** The refund calls (spec §7 Refund), each answer parsed with the domain's schema. */
import {
  type CreateRefundRequest,
  refundableItemsSchema,
  refundReasonSchema,
  refundRequestSchema,
} from "@safar/domain";
import { z } from "zod";
import { api } from "../../../lib/api";

export function getRefundReasons(signal?: AbortSignal) {
  return api().request("refund/RefundReason/GetAll", {
    method: "GET",
    auth: false,
    signal,
    schema: z.array(refundReasonSchema),
  });
}

export function getRefundableItems(orderId: string, signal?: AbortSignal) {
  return api().request(`refund/RefundableItems/GetOrderRefundableItems/${encodeURIComponent(orderId)}`, {
    method: "GET",
    signal,
    schema: refundableItemsSchema,
  });
}

export function createRefundRequest(body: CreateRefundRequest) {
  return api().request("refund/RefundRequest/Create", { body, schema: refundRequestSchema });
}

export function getOrderRefundRequests(orderId: string, signal?: AbortSignal) {
  return api().request(`refund/RefundRequest/GetOrderRefundRequests/${encodeURIComponent(orderId)}`, {
    method: "GET",
    signal,
    schema: z.array(refundRequestSchema),
  });
}
