/**
 * Field errors of a form, as message keys: from a domain schema's failed parse (client side) and
 * from the server's `meta.errors` (each first message, spec §8). One helper for every form.
 */
import { ApiError } from "./api";

export type FieldErrors = Partial<Record<string, string>>;

type SchemaIssue = { path: readonly PropertyKey[]; message: string };
export type SafeParser<T> = {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: SchemaIssue[] } };
};

/** Parses `input` with a (zod) schema from @safar/domain: the data, or the first key per field. */
export function validate<T>(
  schema: SafeParser<T>,
  input: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's errors for the given fields (first message each); entries of other keys are left out. */
export function apiFieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const entry of error.errors) {
    const field = fields.find((name) => name.toLowerCase() === entry.key.toLowerCase());
    const message = entry.messages[0];
    if (field && message) errors[field] ??= message;
  }
  return errors;
}
