/**
 * The money settings' calls (`/api/back-office/markup-rules…`, `…/vouchers…`,
 * `…/payment-gateways…`), each answer parsed with the domain's schema.
 */
import {
  type CreateVoucherFields,
  type MarkupRuleFields,
  markupRuleSchema,
  pageOf,
  paymentGatewayAdminSchema,
  type UpdatePaymentGateway,
  voucherSchema,
} from "@safar/domain";
import { z } from "zod";
import { get, post } from "./back-office-api";
import { vouchersQuery } from "./pricing-rules";

const id = (value: string | number) => encodeURIComponent(String(value));

export const markupRulesSchema = z.object({ items: z.array(markupRuleSchema), total: z.number() });
export type MarkupRules = z.infer<typeof markupRulesSchema>;

export const listMarkupRules = (signal?: AbortSignal) => get("markup-rules", markupRulesSchema, signal);

export const createMarkupRule = (body: MarkupRuleFields) => post("markup-rules", body, markupRuleSchema);

/** Changes a rule: the whole rule (isActive false switches it off). */
export const updateMarkupRule = (ruleId: string, body: MarkupRuleFields) =>
  post(`markup-rules/${id(ruleId)}`, body, markupRuleSchema);

export const vouchersPageSchema = pageOf(voucherSchema);
export type VouchersPage = z.infer<typeof vouchersPageSchema>;

export const listVouchers = (page: number, signal?: AbortSignal) =>
  get("vouchers", vouchersPageSchema, signal, vouchersQuery(page));

export const createVoucher = (body: CreateVoucherFields) => post("vouchers", body, voucherSchema);

export const setVoucherActive = (voucherId: string, isActive: boolean) =>
  post(`vouchers/${id(voucherId)}/active`, { isActive }, voucherSchema);

export const paymentGatewaysSchema = z.object({ items: z.array(paymentGatewayAdminSchema) });
export type PaymentGateways = z.infer<typeof paymentGatewaysSchema>;

export const listPaymentGateways = (signal?: AbortSignal) =>
  get("payment-gateways", paymentGatewaysSchema, signal);

export const updatePaymentGateway = (gatewayId: number, body: UpdatePaymentGateway) =>
  post(`payment-gateways/${id(gatewayId)}`, body, paymentGatewayAdminSchema);
