/** The back office's reads and writes of `markup_rules` (the search's own read is in catalog.repository). */
import { asc, desc, eq } from "drizzle-orm";
import { markupRules } from "../../db/schema";
import type { Database } from "../../platform/db";

export type MarkupRuleRow = typeof markupRules.$inferSelect;
export type MarkupRuleValues = Omit<typeof markupRules.$inferInsert, "id">;

export function createMarkupAdminRepository(db: Database) {
  return {
    /** The active first, then by priority. */
    list() {
      return db
        .select()
        .from(markupRules)
        .orderBy(desc(markupRules.isActive), desc(markupRules.priority), asc(markupRules.id));
    },

    /** Inserts a rule and runs `after` in the same transaction. */
    insert<T>(values: MarkupRuleValues, after: (tx: Database, row: MarkupRuleRow) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(markupRules).values(values).returning();
        if (!row) throw new Error("markup rule not inserted");
        return after(tx, row);
      });
    },

    /** Locks the rule, changes it and runs `after` in the same transaction; undefined when there is none. */
    update<T>(
      id: string,
      values: MarkupRuleValues,
      after: (tx: Database, before: MarkupRuleRow, row: MarkupRuleRow) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(markupRules).where(eq(markupRules.id, id)).for("update");
        if (!before) return undefined;
        const [row] = await tx.update(markupRules).set(values).where(eq(markupRules.id, id)).returning();
        if (!row) throw new Error("markup rule not updated");
        return after(tx, before, row);
      });
    },
  };
}

export type MarkupAdminRepository = ReturnType<typeof createMarkupAdminRepository>;
