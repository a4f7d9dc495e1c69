/**
 * How the booking forms' schemas (flight and tour, hotel guests, visa application) report their
 * issues to react-hook-form: one per field, the first found, and the contact's at `contact.<field>`.
 */
import type { z } from "zod";

export type AddIssue = (path: (string | number)[], message: string) => void;

/** Adds an issue at `path` unless that field has one already: the first problem of a field is the one shown. */
export function firstIssuePerField(ctx: z.RefinementCtx): AddIssue {
  const seen = new Set<string>();
  return (path, message) => {
    const key = path.join(".");
    if (seen.has(key)) return;
    seen.add(key);
    ctx.addIssue({ code: "custom", path, message });
  };
}

/** The contact's issues (the domain's contact schema) at `contact.<field>`. */
export function addContactIssues(add: AddIssue, contact: z.ZodType, value: unknown): void {
  const checked = contact.safeParse(value);
  if (!checked.success)
    for (const issue of checked.error.issues) add(["contact", ...issue.path.map(String)], issue.message);
}
