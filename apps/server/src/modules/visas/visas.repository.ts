/** The visa countries and products (`visa_countries`, `visa_products`) and the cases (`visa_cases`, `visa_case_events`). */
import type { VisaCaseStatus } from "@safar/domain";
import { and, asc, eq } from "drizzle-orm";
import { visaCaseEvents, visaCases, visaCountries, visaProducts } from "../../db/schema";
import type { Database } from "../../platform/db";

export type VisaCountryRow = typeof visaCountries.$inferSelect;
export type VisaProductRow = typeof visaProducts.$inferSelect;
export type VisaCaseRow = typeof visaCases.$inferSelect;
export type VisaCaseEventRow = typeof visaCaseEvents.$inferSelect;

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

    /**
     * Opens an order's case as `status` with its first event, inside the caller's transaction; a
     * case already open is left as it is (a repeated confirmation). True when it was opened now.
     */
    async openCase(
      tx: Database,
      input: { orderId: string; userId: string; caseNumber: string; status: VisaCaseStatus; at: Date },
    ): Promise<boolean> {
      const opened = await tx
        .insert(visaCases)
        .values({ ...input, createdAt: input.at, updatedAt: input.at })
        .onConflictDoNothing()
        .returning({ orderId: visaCases.orderId });
      if (opened.length === 0) return false;
      await tx.insert(visaCaseEvents).values({ orderId: input.orderId, status: input.status, at: input.at });
      return true;
    },

    /** An order's case, or undefined before it is opened. */
    async findCase(orderId: string): Promise<VisaCaseRow | undefined> {
      const [row] = await db.select().from(visaCases).where(eq(visaCases.orderId, orderId));
      return row;
    },

    /** A case's events, oldest first. */
    caseEvents(orderId: string): Promise<VisaCaseEventRow[]> {
      return db
        .select()
        .from(visaCaseEvents)
        .where(eq(visaCaseEvents.orderId, orderId))
        .orderBy(asc(visaCaseEvents.at), asc(visaCaseEvents.id));
    },
  };
}

export type VisasRepository = ReturnType<typeof createVisasRepository>;
