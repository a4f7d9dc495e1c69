/**
 * The money settings' calls (`/api/back-office/markup-rules…`, `…/hotel-markup-rules…`,
 * `…/vouchers…`, `…/payment-gateways…`), each answer parsed with the domain's schema, and the hotel
 * cities the hotel rules name.
 */
import {
  type CreateVoucherFields,
  type HotelMarkupRuleFields,
  type HotelMarkupRuleView,
  hotelCitySchema,
  hotelMarkupRuleSchema,
  type MarkupRuleFields,
  type MarkupRuleView,
  markupRuleSchema,
  pageOf,
  paymentGatewayAdminSchema,
  type UpdatePaymentGateway,
  voucherSchema,
} from "@safar/domain";
import { z } from "zod";
import { get, post, postStorefront } from "./back-office-api";
import { vouchersQuery } from "./pricing-rules";

const id = (value: string | number) => encodeURIComponent(String(value));

/** A list of markup rules' calls: all of them, add one, change one (the whole rule). */
function markupRuleCalls<View, Fields>(path: string, schema: z.ZodType<View>) {
  const listSchema = z.object({ items: z.array(schema), total: z.number() });
  return {
    list: (signal?: AbortSignal) => get(path, listSchema, signal),
    create: (body: Fields) => post(path, body, schema),
    /** isActive false switches it off. */
    update: (ruleId: string, body: Fields) => post(`${path}/${id(ruleId)}`, body, schema),
  };
}

export type MarkupRules = { items: MarkupRuleView[]; total: number };
export const flightMarkupApi = markupRuleCalls<MarkupRuleView, MarkupRuleFields>(
  "markup-rules",
  markupRuleSchema,
);

export type HotelMarkupRules = { items: HotelMarkupRuleView[]; total: number };
export const hotelMarkupApi = markupRuleCalls<HotelMarkupRuleView, HotelMarkupRuleFields>(
  "hotel-markup-rules",
  hotelMarkupRuleSchema,
);

/** The hotel cities (the storefront's GetAllCities: codes, names and countries in three languages). */
export const listHotelCities = (signal?: AbortSignal) =>
  postStorefront("hotel-configuration/Cities/GetAllCities", {}, hotelCitySchema.array(), signal);

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
