/** The visa countries and products (`visa_countries`, `visa_products`). */
import { and, asc, eq } from "drizzle-orm";
import { visaCountries, visaProducts } from "../../db/schema";
import type { Database } from "../../platform/db";

export type VisaCountryRow = typeof visaCountries.$inferSelect;
export type VisaProductRow = typeof visaProducts.$inferSelect;

export function createVisasRepository(db: Database) {
  return {
    /** The countries served, in their order. */
    countries(): Promise<VisaCountryRow[]> {
      return db
        .select()
        .from(visaCountries)
        .where(eq(visaCountries.isActive, true))
        .orderBy(asc(visaCountries.sortOrder));
    },

    /** The products on sale, by country then their order. */
    products(): Promise<VisaProductRow[]> {
      return db
        .select({ product: visaProducts })
        .from(visaProducts)
        .innerJoin(visaCountries, eq(visaCountries.code, visaProducts.countryCode))
        .where(and(eq(visaProducts.isActive, true), eq(visaCountries.isActive, true)))
        .orderBy(asc(visaCountries.sortOrder), asc(visaProducts.sortOrder), asc(visaProducts.createdAt))
        .then((rows) => rows.map((row) => row.product));
    },

    /** A product on sale, or undefined. */
    async product(id: string): Promise<VisaProductRow | undefined> {
      const [row] = await db
        .select()
        .from(visaProducts)
        .where(and(eq(visaProducts.id, id), eq(visaProducts.isActive, true)));
      return row;
    },
  };
}

export type VisasRepository = ReturnType<typeof createVisasRepository>;
