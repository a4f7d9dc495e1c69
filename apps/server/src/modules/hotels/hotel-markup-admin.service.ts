/**
 * The back office's hotel markup rules (issue 14): list every rule, add one, change one (its fields,
 * or switching it off). The hotel search prices with the active ones (`hotel-markup.ts`): this
 * instance reads them again at once, the others within their one-minute memo, and the cached searches
 * are renewed (the next search prices with the new rule); a live search's re-check before booking
 * prices with it too (the customer sees a price change).
 */
import {
  fromCents,
  HOTEL_MARKUP_SUPPLIERS,
  type HotelMarkupRuleFields,
  type HotelMarkupRuleView,
  toCents,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { createRuleAdmin } from "../../platform/rule-admin";
import type { HotelMarkupRepository, HotelMarkupRuleRow as Row } from "./hotel-markup.repository";

const supplierOf = (name: string | null) =>
  HOTEL_MARKUP_SUPPLIERS.find((supplier) => supplier === name) ?? null;

function toView(row: Row): HotelMarkupRuleView {
  return {
    id: row.id,
    supplier: supplierOf(row.supplier),
    countryCode: row.countryCode,
    cityCode: row.cityCode,
    stars: row.stars,
    percent: Number(row.percent),
    fixedAmount: fromCents(row.fixedCentsPerRoomNight),
    priority: row.priority,
    isActive: row.isActive,
    note: row.note,
  };
}

const toRow = (fields: HotelMarkupRuleFields) => ({
  supplier: fields.supplier,
  countryCode: fields.countryCode,
  cityCode: fields.cityCode,
  stars: fields.stars,
  // numeric(6,3) as a decimal string: the percent never becomes a float on its way to cents.
  percent: fields.percent.toFixed(3),
  fixedCentsPerRoomNight: toCents(fields.fixedAmount),
  priority: fields.priority,
  isActive: fields.isActive,
  note: fields.note,
});

export function createHotelMarkupAdmin(deps: {
  repository: HotelMarkupRepository;
  forget: () => void | Promise<void>;
}) {
  return createRuleAdmin({ ...deps, toView, toRow, notFoundKey: K.MARKUP_RULE_NOT_FOUND });
}

export type HotelMarkupAdmin = ReturnType<typeof createHotelMarkupAdmin>;
