/**
 * The markup rules', vouchers' and payment gateways' screens' rules: each form's values (as typed,
 * in any digits) turned into the API's body with the domain's schema, so a refusal is the schema's
 * message key on the field the server would name; a rule shown back in its form for an edit; the
 * vouchers' page in the URL; a voucher's state and usage as the list shows them.
 */
import {
  type CreateVoucherFields,
  createVoucherSchema,
  localizeDigits,
  type MarkupRuleFields,
  type MarkupRuleView,
  markupRuleInputSchema,
  normalizeDigits,
  parseAmountInput,
  type UpdatePaymentGateway,
  updatePaymentGatewaySchema,
  type VoucherKind,
  type VoucherView,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { type FieldErrors, validate } from "../../lib/form-errors";
import { pageFromParam } from "./back-office-query";
import { localInstant } from "./charter-rules";
import { parseSignedAmount } from "./money-input";

type Check<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };
type Locale = "ar" | "fa" | "en";

/** A whole number typed in any digits (a leading minus allowed with `signed`); NaN otherwise. */
export function parseWholeNumber(text: string, signed = false): number {
  const value = signed ? parseSignedAmount(text) : parseAmountInput(text);
  return Number.isInteger(value) ? value : Number.NaN;
}

/* Markup rules */

export const MARKUP_FIELDS = [
  "flightScope",
  "origin",
  "destination",
  "airlineCode",
  "percent",
  "fixedAmount",
  "priority",
  "isActive",
  "note",
] as const;
export type MarkupFormValues = Record<(typeof MARKUP_FIELDS)[number], string>;

/** A new rule: every flight (nothing to match yet), on. */
export const emptyMarkupForm: MarkupFormValues = {
  flightScope: "",
  origin: "",
  destination: "",
  airlineCode: "",
  percent: "",
  fixedAmount: "",
  priority: "0",
  isActive: "true",
  note: "",
};

/** A rule as its form shows it for an edit, numbers in the page's digits. */
export function markupFormOf(rule: MarkupRuleView, locale: Locale): MarkupFormValues {
  const n = (value: number) => localizeDigits(String(value), locale);
  return {
    flightScope: rule.flightScope === null ? "" : String(rule.flightScope),
    origin: rule.origin ?? "",
    destination: rule.destination ?? "",
    airlineCode: rule.airlineCode ?? "",
    percent: rule.percent === 0 ? "" : n(rule.percent),
    fixedAmount: rule.fixedAmount === 0 ? "" : n(rule.fixedAmount),
    priority: n(rule.priority),
    isActive: String(rule.isActive),
    note: rule.note ?? "",
  };
}

/** The whole rule as the API takes it (`POST markup-rules` and `…/{id}`): an empty number is zero. */
export function checkMarkup(values: MarkupFormValues): Check<MarkupRuleFields> {
  const amount = (text: string) => (text.trim() === "" ? 0 : parseAmountInput(text));
  return validate(markupRuleInputSchema, {
    flightScope: values.flightScope === "" ? null : Number(values.flightScope),
    origin: values.origin,
    destination: values.destination,
    airlineCode: values.airlineCode,
    percent: amount(values.percent),
    fixedAmount: amount(values.fixedAmount),
    priority: values.priority.trim() === "" ? 0 : parseWholeNumber(values.priority, true),
    isActive: values.isActive === "true",
    note: values.note.trim() === "" ? null : values.note,
  });
}

/** The same rule switched on or off (the API takes the whole rule). */
export function switchedMarkup(rule: MarkupRuleView, isActive: boolean): MarkupRuleFields {
  const { id: _id, ...fields } = rule;
  return { ...fields, isActive };
}

/* Vouchers */

export const VOUCHERS_PAGE_SIZE = 20;

export function voucherPageFromParams(params: URLSearchParams): number {
  return pageFromParam(params.get("page"));
}

export function vouchersQuery(page: number): Record<string, string | number | undefined> {
  return { page, pageSize: VOUCHERS_PAGE_SIZE };
}

export const VOUCHER_FIELDS = [
  "code",
  "kind",
  "percent",
  "maxDiscount",
  "amount",
  "minimumOrder",
  "expiresAt",
  "perCustomerLimit",
  "totalLimit",
  "description",
] as const;

/** What the form holds; `endsAt` is the `datetime-local` input's value (`2026-12-31T23:59`). */
export type VoucherFormValues = Record<Exclude<(typeof VOUCHER_FIELDS)[number], "expiresAt">, string> & {
  kind: VoucherKind;
  endsAt: string;
};

export const emptyVoucherForm: VoucherFormValues = {
  code: "",
  kind: "percent",
  percent: "",
  maxDiscount: "",
  amount: "",
  minimumOrder: "",
  endsAt: "",
  perCustomerLimit: "",
  totalLimit: "",
  description: "",
};

/**
 * The form's values as the API's body, or the first message key per field. The end is read on the
 * operator's own clock (`timeZone`, the browser's) and sent as an instant with that zone's offset;
 * it must be after `now`. A percent voucher sends no amount and a fixed one no percent or cap.
 */
export function checkVoucher(
  values: VoucherFormValues,
  context: { timeZone: string; now: number },
): Check<CreateVoucherFields> {
  const optional = <T>(text: string, read: (text: string) => T) => (text.trim() === "" ? null : read(text));
  const percent = values.kind === "percent";
  let expiresAt: string | null = null;
  if (values.endsAt.trim() !== "") {
    const [date = "", time = ""] = values.endsAt.trim().split("T");
    expiresAt = localInstant(date, time.slice(0, 5), context.timeZone) ?? "";
  }
  const checked = validate(createVoucherSchema, {
    code: values.code,
    kind: values.kind,
    percent: percent ? (optional(values.percent, (t) => parseWholeNumber(t)) ?? Number.NaN) : null,
    maxDiscount: percent ? optional(values.maxDiscount, parseAmountInput) : null,
    amount: percent ? null : (optional(values.amount, parseAmountInput) ?? Number.NaN),
    minimumOrder: optional(values.minimumOrder, parseAmountInput) ?? 0,
    expiresAt,
    perCustomerLimit: optional(values.perCustomerLimit, (t) => parseWholeNumber(t)),
    totalLimit: optional(values.totalLimit, (t) => parseWholeNumber(t)),
    description: values.description.trim() === "" ? null : values.description,
  });
  const past = expiresAt !== null && expiresAt !== "" && Date.parse(expiresAt) <= context.now;
  if (!past) return checked;
  return {
    ok: false,
    errors: { ...(checked.ok ? {} : checked.errors), expiresAt: K.VOUCHER_EXPIRY_IS_INVALID },
  };
}

/** A voucher as the list tells it: switched off, ended, used up, or in use. */
export type VoucherState = "active" | "off" | "ended" | "usedUp";

export function voucherState(voucher: VoucherView, now: number): VoucherState {
  if (!voucher.isActive) return "off";
  if (voucher.expiresAt !== null && Date.parse(voucher.expiresAt) <= now) return "ended";
  if (voucher.totalLimit !== null && voucher.usedCount >= voucher.totalLimit) return "usedUp";
  return "active";
}

/* Payment gateways */

/** A gateway's switch and place as the API takes them; the place typed in any digits. */
export function checkGateway(values: { isActive: boolean; sort: string }): Check<UpdatePaymentGateway> {
  return validate(updatePaymentGatewaySchema, {
    isActive: values.isActive,
    sort: parseWholeNumber(normalizeDigits(values.sort)),
  });
}
