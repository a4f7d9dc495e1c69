/**
 * The back office's markup rules (issue 13, money): list every rule, add one, change one (its
 * fields, or switching it off). The search prices with the active ones (`markup.ts`): this instance
 * reads them again at once, the others within their one-minute memo.
 */
import { fromCents, type MarkupRuleFields, type MarkupRuleView, toCents } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { asc, desc, eq } from "drizzle-orm";
import { markupRules } from "../../db/schema";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";

type Row = typeof markupRules.$inferSelect;

function toView(row: Row): MarkupRuleView {
  return {
    id: row.id,
    flightScope: row.flightScope === 1 || row.flightScope === 2 ? row.flightScope : null,
    origin: row.origin,
    destination: row.destination,
    airlineCode: row.airlineCode,
    percent: Number(row.percent),
    fixedAmount: fromCents(row.fixedCents),
    priority: row.priority,
    isActive: row.isActive,
    note: row.note,
  };
}

const toRow = (fields: MarkupRuleFields) => ({
  flightScope: fields.flightScope,
  origin: fields.origin,
  destination: fields.destination,
  airlineCode: fields.airlineCode,
  // numeric(6,3) as a decimal string: the percent never becomes a float on its way to cents.
  percent: fields.percent.toFixed(3),
  fixedCents: toCents(fields.fixedAmount),
  priority: fields.priority,
  isActive: fields.isActive,
  note: fields.note,
});

export function createMarkupAdmin(deps: { db: Database; forget: () => void }) {
  const { db } = deps;
  return {
    /** Every rule: the active first, then by priority. */
    async list(): Promise<MarkupRuleView[]> {
      const rows = await db
        .select()
        .from(markupRules)
        .orderBy(desc(markupRules.isActive), desc(markupRules.priority), asc(markupRules.id));
      return rows.map(toView);
    },

    async get(id: string): Promise<MarkupRuleView> {
      const [row] = await db.select().from(markupRules).where(eq(markupRules.id, id));
      if (!row) throw AppError.single("not_found", "id", K.MARKUP_RULE_NOT_FOUND);
      return toView(row);
    },

    /** Adds a rule; `audit` runs in its transaction. */
    async create(
      fields: MarkupRuleFields,
      audit: (tx: Database, after: MarkupRuleView) => Promise<void>,
    ): Promise<MarkupRuleView> {
      const made = await db.transaction(async (tx) => {
        const [row] = await tx.insert(markupRules).values(toRow(fields)).returning();
        if (!row) throw new Error("markup rule not inserted");
        const view = toView(row);
        await audit(tx, view);
        return view;
      });
      deps.forget();
      return made;
    },

    /** Changes a rule's fields (404 MARKUP_RULE_NOT_FOUND); `audit` gets before and after in its transaction. */
    async update(
      id: string,
      fields: MarkupRuleFields,
      audit: (tx: Database, before: MarkupRuleView, after: MarkupRuleView) => Promise<void>,
    ): Promise<MarkupRuleView> {
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(markupRules).where(eq(markupRules.id, id)).for("update");
        if (!before) throw AppError.single("not_found", "id", K.MARKUP_RULE_NOT_FOUND);
        const [row] = await tx
          .update(markupRules)
          .set(toRow(fields))
          .where(eq(markupRules.id, id))
          .returning();
        if (!row) throw new Error("markup rule not updated");
        const view = toView(row);
        await audit(tx, toView(before), view);
        return view;
      });
      deps.forget();
      return changed;
    },
  };
}

export type MarkupAdmin = ReturnType<typeof createMarkupAdmin>;
