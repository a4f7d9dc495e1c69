/**
 * Visa products in the back office (issue 15): every product by country, on sale or not; add one;
 * change one (its prices, processing, documents, or take it off sale). The public reads
 * (GetBasePrices, country/getall, GetTotalPrice) show only products on sale; orders already made
 * keep the product and price they were made with (the order's own snapshot).
 */
import { toCents, type VisaProductAdmin, type VisaProductInput, type VisaProductsAdmin } from "@safar/domain";
import { VisaMessageKey as K } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { NewVisaProductRow, VisaProductRow, VisasRepository } from "./visas.repository";
import { countryCodeOf, toProduct } from "./visas.service";

export interface VisaProductAdminDeps {
  repository: VisasRepository;
  /** The currencies the pricing module has a rate for (USD among them or not: it is always allowed). */
  currencies: () => Promise<string[]>;
}

const adminView = (row: VisaProductRow): VisaProductAdmin => ({
  ...toProduct(row),
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});

function productRow(input: VisaProductInput): NewVisaProductRow {
  return {
    countryCode: input.countryCode,
    type: input.type,
    name: input.name,
    stay: input.stay,
    stayUnit: input.stayUnit,
    validityDays: input.validityDays,
    entry: input.entry,
    currency: input.currency,
    priceMinor: toCents(input.price),
    quickPriceMinor: input.quickPrice === null ? null : toCents(input.quickPrice),
    rejectionFeeMinor: toCents(input.rejectionFee),
    processingDays: input.processingDays,
    quickProcessingDays: input.quickPrice === null ? null : input.quickProcessingDays,
    documents: input.documents,
    notes: input.notes,
    sortOrder: input.sortOrder,
    isActive: input.isActive,
  };
}

/** What an audit entry keeps of a product (its fields as the operator typed them). */
function auditOf(product: VisaProductAdmin) {
  const { id: _id, ...fields } = product;
  return fields;
}

export function createVisaProductAdmin(deps: VisaProductAdminDeps) {
  const { repository } = deps;

  async function currencies(): Promise<string[]> {
    return [...new Set(["USD", ...(await deps.currencies())])];
  }

  /** 400 VISA_CURRENCY_IS_INVALID unless the storefront can convert the currency to USD. */
  async function checkCurrency(currency: string) {
    if (!(await currencies()).includes(currency))
      throw AppError.single("validation", "currency", K.VISA_CURRENCY_IS_INVALID);
  }

  return {
    /** Every country with every product, on sale or not, and the currencies a product may use. */
    async list(): Promise<VisaProductsAdmin> {
      const [{ countries, products }, codes] = await Promise.all([repository.everything(), currencies()]);
      return {
        countries: countries.map((country) => ({
          countryCode: countryCodeOf(country.code),
          name: country.name,
          products: products.filter((p) => p.countryCode === country.code).map(adminView),
        })),
        currencies: codes,
      };
    },

    /** Adds a product; its audit entry's `after`. */
    async create(input: VisaProductInput): Promise<{ product: VisaProductAdmin }> {
      await checkCurrency(input.currency);
      return { product: adminView(await repository.insertProduct(productRow(input))) };
    },

    /** Changes a product (404 VISA_PRODUCT_NOT_FOUND); before and after for the audit entry. */
    async update(
      id: string,
      input: VisaProductInput,
    ): Promise<{ product: VisaProductAdmin; before: object; after: object }> {
      const found = await repository.anyProduct(id);
      if (!found) throw AppError.single("not_found", "id", K.VISA_PRODUCT_NOT_FOUND);
      await checkCurrency(input.currency);
      const updated = await repository.updateProduct(id, productRow(input));
      if (!updated) throw AppError.single("not_found", "id", K.VISA_PRODUCT_NOT_FOUND);
      const product = adminView(updated);
      return { product, before: auditOf(adminView(found)), after: auditOf(product) };
    },

    audit: auditOf,
  };
}

export type VisaProductsEditor = ReturnType<typeof createVisaProductAdmin>;
