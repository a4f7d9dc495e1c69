/**
 * The back office's markup rules (issue 13, money): list every rule, add one, change one (its
 * fields, or switching it off). The search prices with the active ones (`markup.ts`): this instance
 * reads them again at once, the others within their one-minute memo.
 */
import { fromCents, type MarkupRuleFields, type MarkupRuleView, toCents } from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { createRuleAdmin } from "../../platform/rule-admin";
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
  return createRuleAdmin({ ...deps, toView, toRow, notFoundKey: K.MARKUP_RULE_NOT_FOUND });
}

export type MarkupAdmin = ReturnType<typeof createMarkupAdmin>;
