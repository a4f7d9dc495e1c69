/** `hotel_markup_rules`: the search's read of the active rules and the back office's writes. */
import { asc, desc, eq } from "drizzle-orm";
import { hotelMarkupRules } from "../../db/schema";
import type { Database } from "../../platform/db";
import type { HotelMarkupRule } from "./hotel-markup";

export type HotelMarkupRuleRow = typeof hotelMarkupRules.$inferSelect;
export type HotelMarkupRuleValues = Omit<typeof hotelMarkupRules.$inferInsert, "id">;

export function createHotelMarkupRepository(db: Database) {
  return {
    /** The rules the search prices with. */
    async active(): Promise<HotelMarkupRule[]> {
      return db
        .select({
          supplier: hotelMarkupRules.supplier,
          countryCode: hotelMarkupRules.countryCode,
          cityCode: hotelMarkupRules.cityCode,
          stars: hotelMarkupRules.stars,
          percent: hotelMarkupRules.percent,
          fixedCentsPerRoomNight: hotelMarkupRules.fixedCentsPerRoomNight,
          priority: hotelMarkupRules.priority,
        })
        .from(hotelMarkupRules)
        .where(eq(hotelMarkupRules.isActive, true));
    },

    /** Every rule: the active first, then by priority. */
    list() {
      return db
        .select()
        .from(hotelMarkupRules)
        .orderBy(desc(hotelMarkupRules.isActive), desc(hotelMarkupRules.priority), asc(hotelMarkupRules.id));
    },

    /** Inserts a rule and runs `after` in the same transaction. */
    insert<T>(
      values: HotelMarkupRuleValues,
      after: (tx: Database, row: HotelMarkupRuleRow) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(hotelMarkupRules).values(values).returning();
        if (!row) throw new Error("hotel markup rule not inserted");
        return after(tx, row);
      });
    },

    /** Locks the rule, changes it and runs `after` in the same transaction; undefined when there is none. */
    update<T>(
      id: string,
      values: HotelMarkupRuleValues,
      after: (tx: Database, before: HotelMarkupRuleRow, row: HotelMarkupRuleRow) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(hotelMarkupRules)
          .where(eq(hotelMarkupRules.id, id))
          .for("update");
        if (!before) return undefined;
        const [row] = await tx
          .update(hotelMarkupRules)
          .set(values)
          .where(eq(hotelMarkupRules.id, id))
          .returning();
        if (!row) throw new Error("hotel markup rule not updated");
        return after(tx, before, row);
      });
    },
  };
}

export type HotelMarkupRepository = ReturnType<typeof createHotelMarkupRepository>;
