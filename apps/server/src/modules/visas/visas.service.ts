/**
 * Visas (issue 15, decision 017): the countries served, the products on sale and the price of a
 * request. Prices are kept in the product's currency (AED for the UAE, spec §9); the USD figures
 * (what an order is charged in) use the display rate of now from the pricing module, rounded up to
 * the cent.
 */
import {
  fromCents,
  VISA_COUNTRY_CODES,
  VISA_COUNTRY_SLUGS,
  type VisaCountry,
  type VisaCountryCode,
  VisaProcessing,
  type VisaProduct,
  type VisaTotalPrice,
  type VisaTotalPriceQuery,
  visaUsdCents,
} from "@safar/domain";
import { VisaMessageKey } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { VisaProductRow, VisasRepository } from "./visas.repository";

export interface VisasServiceDeps {
  repository: VisasRepository;
  /** Units of `currency` for one USD now (the pricing module's display rates; USD is 1). */
  exchangeRate: (currency: string) => Promise<number>;
  /** Keeps a visa a signed-in customer priced (the interactions module's history). */
  recordSearch?: (
    userId: string,
    search: { countryCode: string; productId: string; processing: VisaProcessing; travellers: number },
  ) => Promise<void>;
  log?: { warn(object: object, message: string): void };
}

export const countryCodeOf = (code: string): VisaCountryCode => {
  const known = VISA_COUNTRY_CODES.find((c) => c === code);
  if (!known) throw new Error(`visa country ${code} is not one the storefront serves`);
  return known;
};

/** A product row as the customer sees it (prices in decimal units of its currency). */
export function toProduct(row: VisaProductRow): VisaProduct {
  return {
    id: row.id,
    countryCode: countryCodeOf(row.countryCode),
    type: row.type,
    name: row.name,
    stay: row.stay,
    stayUnit: row.stayUnit,
    validityDays: row.validityDays,
    entry: row.entry,
    currency: row.currency,
    price: fromCents(row.priceMinor),
    quickPrice: row.quickPriceMinor === null ? null : fromCents(row.quickPriceMinor),
    rejectionFee: fromCents(row.rejectionFeeMinor),
    processingDays: row.processingDays,
    quickProcessingDays: row.quickProcessingDays,
    documents: row.documents,
    notes: row.notes,
  };
}

export function createVisasService(deps: VisasServiceDeps) {
  const { repository } = deps;
  return {
    /** `/visa/country/getall`: each country with its page, currency and lowest price. */
    async countries(): Promise<VisaCountry[]> {
      const [countries, products] = await Promise.all([repository.countries(), repository.products()]);
      return countries.map((country) => {
        const own = products.filter((p) => p.countryCode === country.code);
        const cheapest = own.reduce<VisaProductRow | null>(
          (low, p) => (!low || p.priceMinor < low.priceMinor ? p : low),
          null,
        );
        const code = countryCodeOf(country.code);
        return {
          countryCode: code,
          slug: VISA_COUNTRY_SLUGS[code],
          name: country.name,
          currency: cheapest?.currency ?? "USD",
          fromPrice: cheapest ? fromCents(cheapest.priceMinor) : 0,
          productCount: own.length,
        };
      });
    },

    /** GetBasePrices: every product on sale with its prices, optionally of one country. */
    async products(countryCode?: VisaCountryCode): Promise<VisaProduct[]> {
      const rows = await repository.products();
      return rows.filter((row) => !countryCode || row.countryCode === countryCode).map(toProduct);
    },

    /**
     * GetTotalPrice: a product for `travellers` with the processing chosen. 404
     * VISA_PRODUCT_NOT_FOUND for a product not on sale; 400 VISA_QUICK_PROCESSING_NOT_OFFERED.
     */
    async totalPrice(query: VisaTotalPriceQuery, userId: string | null = null): Promise<VisaTotalPrice> {
      const row = await repository.product(query.productId);
      if (!row) throw AppError.single("not_found", "productId", VisaMessageKey.VISA_PRODUCT_NOT_FOUND);
      const quick = query.processing === VisaProcessing.Quick;
      if (quick && (row.quickPriceMinor === null || row.quickProcessingDays === null))
        throw AppError.single("validation", "processing", VisaMessageKey.VISA_QUICK_PROCESSING_NOT_OFFERED);
      // The choice goes to the customer's history beside the rate's lookup (kept before the answer,
      // so the history a next call reads has it); a failed write is logged, the price still answered.
      const kept =
        userId && deps.recordSearch
          ? deps
              .recordSearch(userId, {
                countryCode: row.countryCode,
                productId: row.id,
                processing: query.processing,
                travellers: query.travellers,
              })
              .catch((error: unknown) =>
                deps.log?.warn({ err: error }, "visa choice not kept in the history"),
              )
          : undefined;
      const unitMinor = quick ? (row.quickPriceMinor ?? row.priceMinor) : row.priceMinor;
      const [exchangeRate] = await Promise.all([
        row.currency === "USD" ? 1 : deps.exchangeRate(row.currency),
        kept,
      ]);
      const unitUsdCents = visaUsdCents(unitMinor, exchangeRate);
      return {
        productId: row.id,
        processing: query.processing,
        travellers: query.travellers,
        currency: row.currency,
        unitPrice: fromCents(unitMinor),
        totalPrice: fromCents(unitMinor * query.travellers),
        exchangeRate,
        unitPriceUsd: fromCents(unitUsdCents),
        totalPriceUsd: fromCents(unitUsdCents * query.travellers),
        processingDays: quick ? (row.quickProcessingDays ?? row.processingDays) : row.processingDays,
        documents: row.documents,
      };
    },

    /** A product's and its country's names and whether it is on sale (the search history names its entries). */
    async productNames(productId: string) {
      const found = await repository.productWithCountry(productId);
      if (!found) return null;
      return {
        countryName: found.countryName,
        productName: found.product.name,
        onSale: found.product.isActive && found.countryActive,
      };
    },
  };
}

export type VisasService = ReturnType<typeof createVisasService>;
