/**
 * The shapes of `POST front-api/App/CheckUpdate` (spec §7), apart from app-version.ts so that the
 * rules every page's first script uses bring no zod with them.
 */
import { z } from "zod";
import { AppUpdate } from "./app-version";

export const appVersionSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}(\.\d{1,9}){0,5}$/, "must be dot-separated whole numbers, e.g. 2026.11.27.153012");

/** `POST front-api/App/CheckUpdate`: the caller may say which version it runs (and on which channel). */
export const checkUpdateRequestSchema = z.object({ currentVersion: appVersionSchema.optional() }).nullish();
export type CheckUpdateRequest = z.infer<typeof checkUpdateRequestSchema>;

export const checkUpdateAnswerSchema = z.object({
  /** The newest version: the deployed web build's, unless configured. */
  latestVersion: appVersionSchema,
  /** Versions below this one must update (no skip). */
  minimumVersion: appVersionSchema,
  /** For the caller's `currentVersion`, when it gave one. */
  update: z.enum(AppUpdate).optional(),
});
export type CheckUpdateAnswer = z.infer<typeof checkUpdateAnswerSchema>;
