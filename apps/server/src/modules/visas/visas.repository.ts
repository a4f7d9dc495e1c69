/** The visa countries and products (`visa_countries`, `visa_products`) and the cases (`visa_cases`, `visa_case_events`). */
import type { VisaCaseStatus } from "@safar/domain";
import { and, asc, count, eq, type SQL } from "drizzle-orm";
import { visaCaseDocuments, visaCaseEvents, visaCases, visaCountries, visaProducts } from "../../db/schema";
import type { Database } from "../../platform/db";

export type VisaCountryRow = typeof visaCountries.$inferSelect;
export type VisaProductRow = typeof visaProducts.$inferSelect;
export type VisaCaseRow = typeof visaCases.$inferSelect;
export type VisaCaseEventRow = typeof visaCaseEvents.$inferSelect;
export type VisaCaseDocumentRow = typeof visaCaseDocuments.$inferSelect;
/** What the back office writes of a product (the seed's key and the creation time stay). */
export type NewVisaProductRow = Omit<typeof visaProducts.$inferInsert, "id" | "seedKey" | "createdAt">;
export type NewVisaCase = Omit<typeof visaCases.$inferInsert, "createdAt" | "updatedAt">;
export type NewVisaCaseDocument = typeof visaCaseDocuments.$inferInsert;

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

    /** A product whether on sale or not, with its country's name, or undefined. */
    async productWithCountry(id: string) {
      const [row] = await db
        .select({
          product: visaProducts,
          countryName: visaCountries.name,
          countryActive: visaCountries.isActive,
        })
        .from(visaProducts)
        .innerJoin(visaCountries, eq(visaCountries.code, visaProducts.countryCode))
        .where(eq(visaProducts.id, id));
      return row;
    },

    /** A product on sale, or undefined. */
    async product(id: string): Promise<VisaProductRow | undefined> {
      const [row] = await db
        .select()
        .from(visaProducts)
        .where(and(eq(visaProducts.id, id), eq(visaProducts.isActive, true)));
      return row;
    },

    /** The back office's view: every country and every product, on sale or not, in their order. */
    async everything(): Promise<{ countries: VisaCountryRow[]; products: VisaProductRow[] }> {
      const [countries, products] = await Promise.all([
        db.select().from(visaCountries).orderBy(asc(visaCountries.sortOrder)),
        db.select().from(visaProducts).orderBy(asc(visaProducts.sortOrder), asc(visaProducts.createdAt)),
      ]);
      return { countries, products };
    },

    /** A product, on sale or not (the back office), or undefined. */
    async anyProduct(id: string): Promise<VisaProductRow | undefined> {
      const [row] = await db.select().from(visaProducts).where(eq(visaProducts.id, id));
      return row;
    },

    /** Adds an operator's product. */
    async insertProduct(row: NewVisaProductRow): Promise<VisaProductRow> {
      const [created] = await db.insert(visaProducts).values(row).returning();
      if (!created) throw new Error("visa product insert returned no row");
      return created;
    },

    /** Changes a product; undefined when there is none with this id. */
    async updateProduct(id: string, row: NewVisaProductRow): Promise<VisaProductRow | undefined> {
      const [updated] = await db.update(visaProducts).set(row).where(eq(visaProducts.id, id)).returning();
      return updated;
    },

    /**
     * Opens an order's case as `status` with its first event, inside the caller's transaction; a
     * case already open is left as it is (a repeated confirmation). True when it was opened now.
     */
    async openCase(
      tx: Database,
      input: NewVisaCase & { status: VisaCaseStatus; at: Date },
      documents: Omit<NewVisaCaseDocument, "orderId">[],
    ): Promise<boolean> {
      const { at, ...row } = input;
      const opened = await tx
        .insert(visaCases)
        .values({ ...row, createdAt: at, updatedAt: at })
        .onConflictDoNothing()
        .returning({ orderId: visaCases.orderId });
      if (opened.length === 0) return false;
      await tx.insert(visaCaseEvents).values({ orderId: input.orderId, status: input.status, at });
      if (documents.length > 0)
        await tx
          .insert(visaCaseDocuments)
          .values(documents.map((d) => ({ ...d, orderId: input.orderId, uploadedAt: at })));
      return true;
    },

    /** The case locked (FOR UPDATE) inside `tx`, or undefined. */
    async lockCase(tx: Database, orderId: string): Promise<VisaCaseRow | undefined> {
      const [row] = await tx.select().from(visaCases).where(eq(visaCases.orderId, orderId)).for("update");
      return row;
    },

    /** Moves a locked case to `status` with its event, inside `tx`. */
    async moveCase(
      tx: Database,
      event: Omit<typeof visaCaseEvents.$inferInsert, "id" | "at"> & { at: Date },
    ): Promise<void> {
      await tx
        .update(visaCases)
        .set({ status: event.status, updatedAt: event.at })
        .where(eq(visaCases.orderId, event.orderId));
      await tx.insert(visaCaseEvents).values(event);
    },

    /** Adds documents to a case (inside `tx` when given). */
    async addDocuments(rows: NewVisaCaseDocument[], on: Database = db): Promise<VisaCaseDocumentRow[]> {
      if (rows.length === 0) return [];
      return on.insert(visaCaseDocuments).values(rows).returning();
    },

    /** A case's documents, oldest first. */
    documents(orderId: string): Promise<VisaCaseDocumentRow[]> {
      return db
        .select()
        .from(visaCaseDocuments)
        .where(eq(visaCaseDocuments.orderId, orderId))
        .orderBy(
          asc(visaCaseDocuments.uploadedAt),
          asc(visaCaseDocuments.traveller),
          asc(visaCaseDocuments.kind),
        );
    },

    /** The officers' queue: cases (of one status, if given), the longest-waiting first. */
    async queue(filter: { status?: VisaCaseStatus | undefined; limit: number; offset: number }) {
      const where: SQL | undefined = filter.status ? eq(visaCases.status, filter.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(visaCases)
          .where(where)
          .orderBy(asc(visaCases.updatedAt), asc(visaCases.caseNumber))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ n: count() }).from(visaCases).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
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
