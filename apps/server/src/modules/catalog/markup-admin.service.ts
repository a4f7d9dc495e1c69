/**
 * The back office's markup rules (issue 13, money): list every rule, add one, change one (its
 * fields, or switching it off). The search prices with the active ones (`markup.ts`): this instance
 * reads them again at once, the others within their one-minute memo.
 */
import { fromCents, type MarkupRuleFields, type MarkupRuleView, toCents } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { MarkupAdminRepository, MarkupRuleRow as Row } from "./markup-admin.repository";

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

export function createMarkupAdmin(deps: { repository: MarkupAdminRepository; forget: () => void }) {
  const { repository } = deps;
  return {
    /** Every rule: the active first, then by priority. */
    async list(): Promise<MarkupRuleView[]> {
      return (await repository.list()).map(toView);
    },

    /** Adds a rule; `audit` runs in its transaction. */
    async create(
      fields: MarkupRuleFields,
      audit: (tx: Database, after: MarkupRuleView) => Promise<void>,
    ): Promise<MarkupRuleView> {
      const made = await repository.insert(toRow(fields), async (tx, row) => {
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
      const changed = await repository.update(id, toRow(fields), async (tx, before, row) => {
        const view = toView(row);
        await audit(tx, toView(before), view);
        return view;
      });
      if (!changed) throw AppError.single("not_found", "id", K.MARKUP_RULE_NOT_FOUND);
      deps.forget();
      return changed;
    },
  };
}

export type MarkupAdmin = ReturnType<typeof createMarkupAdmin>;
