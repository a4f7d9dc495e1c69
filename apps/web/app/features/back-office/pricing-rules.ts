/**
 * The markup rules' (flights' and hotels'), vouchers' and payment gateways' screens' rules: each
 * form's values (as typed, in any digits) turned into the API's body with the domain's schema, so a
 * refusal is the schema's message key on the field the server would name; a rule shown back in its
 * form for an edit; the hotel rules' countries and cities; the vouchers' page in the URL; a
 * voucher's state and usage as the list shows them.
 */
import {
  type CreateVoucherFields,
  createVoucherSchema,
  type HotelCity,
  type HotelMarkupRuleFields,
  type HotelMarkupRuleView,
  hotelMarkupRuleInputSchema,
  type LocalizedText,
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

/* Markup rules (flights and hotels) */

/** What every markup rule's form holds after what it matches: what it adds and how it is kept. */
export const MARKUP_AMOUNT_FIELDS = ["percent", "fixedAmount", "priority", "isActive", "note"] as const;
export type MarkupAmountValues = Record<(typeof MARKUP_AMOUNT_FIELDS)[number], string>;

/** A rule's amounts and state as every markup rule has them (flights' and hotels'). */
type MarkupAmounts = {
  percent: number;
  fixedAmount: number;
  priority: number;
  isActive: boolean;
  note: string | null;
};

/** A new rule adds nothing yet, at priority 0, on. */
const emptyMarkupAmounts: MarkupAmountValues = {
  percent: "",
  fixedAmount: "",
  priority: "0",
  isActive: "true",
  note: "",
};

/** A rule's amounts as its form shows them for an edit, numbers in the page's digits (zero: empty). */
function markupAmountsOf(rule: MarkupAmounts, locale: Locale): MarkupAmountValues {
  const n = (value: number) => localizeDigits(String(value), locale);
  return {
    percent: rule.percent === 0 ? "" : n(rule.percent),
    fixedAmount: rule.fixedAmount === 0 ? "" : n(rule.fixedAmount),
    priority: n(rule.priority),
    isActive: String(rule.isActive),
    note: rule.note ?? "",
  };
}

/** The amounts as the API takes them: an empty number is zero, an empty note none. */
function markupAmountsInput(values: MarkupAmountValues): MarkupAmounts {
  const amount = (text: string) => (text.trim() === "" ? 0 : parseAmountInput(text));
  return {
    percent: amount(values.percent),
    fixedAmount: amount(values.fixedAmount),
    priority: values.priority.trim() === "" ? 0 : parseWholeNumber(values.priority, true),
    isActive: values.isActive === "true",
    note: values.note.trim() === "" ? null : values.note,
  };
}

/** A markup form's rules: its fields, a new rule's values, a rule's values for an edit, the check. */
export type MarkupFormRules<R, V, T> = {
  fields: readonly (keyof V & string)[];
  empty: V;
  of: (rule: R, locale: Locale) => V;
  check: (values: V) => Check<T>;
};

/** The same rule switched on or off (the API takes the whole rule). */
export function switchedMarkup<R extends { id: string }>(
  rule: R,
  isActive: boolean,
): Omit<R, "id"> & { isActive: boolean } {
  const { id: _id, ...fields } = rule;
  return { ...fields, isActive };
}

/* Flight markup rules */

export const MARKUP_FIELDS = [
  "flightScope",
  "origin",
  "destination",
  "airlineCode",
  ...MARKUP_AMOUNT_FIELDS,
] as const;
export type MarkupFormValues = Record<(typeof MARKUP_FIELDS)[number], string>;

/** A new rule: every flight (nothing to match yet), on. */
export const emptyMarkupForm: MarkupFormValues = {
  flightScope: "",
  origin: "",
  destination: "",
  airlineCode: "",
  ...emptyMarkupAmounts,
};

/** A rule as its form shows it for an edit, numbers in the page's digits. */
export function markupFormOf(rule: MarkupRuleView, locale: Locale): MarkupFormValues {
  return {
    flightScope: rule.flightScope === null ? "" : String(rule.flightScope),
    origin: rule.origin ?? "",
    destination: rule.destination ?? "",
    airlineCode: rule.airlineCode ?? "",
    ...markupAmountsOf(rule, locale),
  };
}

/** The whole rule as the API takes it (`POST markup-rules` and `…/{id}`): an empty number is zero. */
export function checkMarkup(values: MarkupFormValues): Check<MarkupRuleFields> {
  return validate(markupRuleInputSchema, {
    flightScope: values.flightScope === "" ? null : Number(values.flightScope),
    origin: values.origin,
    destination: values.destination,
    airlineCode: values.airlineCode,
    ...markupAmountsInput(values),
  });
}

export const flightMarkupForm: MarkupFormRules<MarkupRuleView, MarkupFormValues, MarkupRuleFields> = {
  fields: MARKUP_FIELDS,
  empty: emptyMarkupForm,
  of: markupFormOf,
  check: checkMarkup,
};

/* Hotel markup rules */

export const HOTEL_MARKUP_FIELDS = [
  "supplier",
  "countryCode",
  "cityCode",
  "stars",
  ...MARKUP_AMOUNT_FIELDS,
] as const;
export type HotelMarkupFormValues = Record<(typeof HOTEL_MARKUP_FIELDS)[number], string>;

/** A new hotel rule: every supplier, destination and hotel (nothing to match yet), on. */
export const emptyHotelMarkupForm: HotelMarkupFormValues = {
  supplier: "",
  countryCode: "",
  cityCode: "",
  stars: "",
  ...emptyMarkupAmounts,
};

/** A hotel rule as its form shows it for an edit. */
export function hotelMarkupFormOf(rule: HotelMarkupRuleView, locale: Locale): HotelMarkupFormValues {
  return {
    supplier: rule.supplier ?? "",
    countryCode: rule.countryCode ?? "",
    cityCode: rule.cityCode ?? "",
    stars: rule.stars === null ? "" : String(rule.stars),
    ...markupAmountsOf(rule, locale),
  };
}

/** The whole hotel rule as the API takes it (`POST hotel-markup-rules` and `…/{id}`). */
export function checkHotelMarkup(values: HotelMarkupFormValues): Check<HotelMarkupRuleFields> {
  return validate(hotelMarkupRuleInputSchema, {
    supplier: values.supplier,
    countryCode: values.countryCode,
    cityCode: values.cityCode,
    stars: values.stars.trim() === "" ? null : parseWholeNumber(values.stars),
    ...markupAmountsInput(values),
  });
}

export const hotelMarkupForm: MarkupFormRules<
  HotelMarkupRuleView,
  HotelMarkupFormValues,
  HotelMarkupRuleFields
> = {
  fields: HOTEL_MARKUP_FIELDS,
  empty: emptyHotelMarkupForm,
  of: hotelMarkupFormOf,
  check: checkHotelMarkup,
};

/** A destination's country as the hotel rules' form offers it: its code and its names. */
export type HotelCountry = { code: string; name: LocalizedText };

/** The countries of the hotel cities, each once, in the cities' order (pilgrimage cities first). */
export function hotelCountries(cities: readonly HotelCity[]): HotelCountry[] {
  const countries = new Map<string, HotelCountry>();
  for (const city of cities)
    if (!countries.has(city.countryCode))
      countries.set(city.countryCode, { code: city.countryCode, name: city.country });
  return [...countries.values()];
}

/** The cities a rule may name once its country is chosen (every city while it is not). */
export function citiesOfCountry(cities: readonly HotelCity[], countryCode: string): HotelCity[] {
  return countryCode === "" ? [...cities] : cities.filter((city) => city.countryCode === countryCode);
}

/**
 * The form's values once the country changes: a city of another country is let go (a rule naming
 * both would match no hotel); with no country, the city stays.
 */
export function withHotelMarkupCountry(
  values: HotelMarkupFormValues,
  countryCode: string,
  cities: readonly HotelCity[],
): HotelMarkupFormValues {
  const city = cities.find((c) => c.cityCode === values.cityCode);
  const keepsCity = countryCode === "" || (city !== undefined && city.countryCode === countryCode);
  return { ...values, countryCode, cityCode: keepsCity ? values.cityCode : "" };
}

/** A select's choices: its value and what it shows. */
export type Choice = [value: string, label: string];

/**
 * The hotel rules' form's countries and cities (those of the chosen country, every one while none
 * is), named in the page's language. A code the rule holds that the list no longer has (a city
 * taken off the search) stays a choice, shown as its code, so an edit never drops it unseen.
 */
export function hotelPlaceChoices(
  cities: readonly HotelCity[],
  values: Pick<HotelMarkupFormValues, "countryCode" | "cityCode">,
  locale: Locale,
): { countries: Choice[]; cities: Choice[] } {
  const countries = hotelCountries(cities).map((c): Choice => [c.code, c.name[locale]]);
  const inCountry = citiesOfCountry(cities, values.countryCode).map(
    (c): Choice => [c.cityCode, c.name[locale]],
  );
  const cityName = (code: string) => cities.find((c) => c.cityCode === code)?.name[locale] ?? code;
  const keep = (choices: Choice[], code: string, label: string): Choice[] =>
    code === "" || choices.some(([value]) => value === code) ? choices : [...choices, [code, label]];
  return {
    countries: keep(countries, values.countryCode, values.countryCode),
    cities: keep(inCountry, values.cityCode, cityName(values.cityCode)),
  };
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
