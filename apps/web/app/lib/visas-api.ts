/**
 * The visa calls of the storefront (issue 15, decision 017), parsed with the domain's schemas: the
 * countries with their lowest price (`country/getall`), the products on sale (`GetBasePrices`, all
 * or one country's) and the price of a request (`GetTotalPrice`). The countries and products are
 * asked once per page life and country (the server lets them be cached a minute); a failed answer is
 * asked again next time. A visa order's payment (`VerifyVisaPayment`) and its details with the case
 * (`VisaOrder/GetById`), read by the visa payment page and my trips.
 */
import {
  type VisaCountry,
  type VisaProduct,
  type VisaTotalPrice,
  visaCountrySchema,
  visaProductSchema,
  visaTotalPriceSchema,
} from "@safar/domain/visa";
import {
  type VerifyVisaPayment,
  type VisaOrderDetails,
  type VisaSearchHistory,
  verifyVisaPaymentSchema,
  visaOrderDetailsSchema,
  visaSearchHistorySchema,
} from "@safar/domain/visa-order";
import type { VisaCountryCode, VisaProcessing } from "@safar/domain/visa-rules";
import { api } from "./api";

const countriesSchema = visaCountrySchema.array();
const productsSchema = visaProductSchema.array();

function once<T>(cache: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
  let answer = cache.get(key);
  if (!answer) {
    answer = ask();
    cache.set(key, answer);
    answer.catch(() => cache.delete(key));
  }
  return answer;
}

const countries = new Map<string, Promise<VisaCountry[]>>();
const products = new Map<string, Promise<VisaProduct[]>>();

/** The four countries with their page, currency and lowest price. */
export function visaCountries(): Promise<VisaCountry[]> {
  return once(countries, "all", () =>
    api().request("visa/country/getall", { body: {}, schema: countriesSchema }),
  );
}

/** The products on sale, of one country or of all. */
export function visaProducts(countryCode?: VisaCountryCode): Promise<VisaProduct[]> {
  return once(products, countryCode ?? "all", () =>
    api().request("visa/Visa/GetBasePrices", {
      query: { countryCode },
      schema: productsSchema,
    }),
  );
}

export function visaTotalPrice(
  query: { productId: string; processing: VisaProcessing; travellers: number },
  signal?: AbortSignal,
): Promise<VisaTotalPrice> {
  return api().request("visa/Visa/GetTotalPrice", {
    query,
    signal,
    schema: visaTotalPriceSchema,
  });
}

/** A visa order's payment and the case it opened (`GET visa/Submit/VerifyVisaPayment/{id}`). */
export function verifyVisaPayment(orderId: string, signal?: AbortSignal): Promise<VerifyVisaPayment> {
  return api().request(`visa/Submit/VerifyVisaPayment/${encodeURIComponent(orderId)}`, {
    signal,
    schema: verifyVisaPaymentSchema,
  });
}

/** A visa order with its visa, travellers (documents' private image paths) and case (`orders/VisaOrder/GetById`). */
export function visaOrderById(orderId: string, signal?: AbortSignal): Promise<VisaOrderDetails> {
  return api().request("orders/VisaOrder/GetById", {
    body: { orderId },
    signal,
    schema: visaOrderDetailsSchema,
  });
}

/** The visas the signed-in customer priced, newest first (`VisaUserInterations/GetVisaSearchHistories`). */
export function visaSearchHistories(signal?: AbortSignal): Promise<VisaSearchHistory[]> {
  return api().request("user-interactions/VisaUserInterations/GetVisaSearchHistories", {
    body: {},
    signal,
    schema: visaSearchHistorySchema.array(),
  });
}

/** Removes one of them (`VisaUserInterations/DeActive`). */
export function deActiveVisaSearch(id: string) {
  return api().request<unknown>("user-interactions/VisaUserInterations/DeActive", { body: { id } });
}
