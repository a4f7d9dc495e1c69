/**
 * The shapes of `POST front-api/App/CheckUpdate` (spec §7), apart from app-version.ts so that the
 * rules every page's first script uses bring no zod with them.
 */
import { z } from "zod";
import { APP_VERSION_PATTERN, AppUpdate, type CheckUpdateAnswer } from "./app-version";

export const appVersionSchema = z
  .string()
  .trim()
  .regex(APP_VERSION_PATTERN, "must be dot-separated whole numbers, e.g. 2026.11.27.153012");

/** `POST front-api/App/CheckUpdate`: the caller may say which version it runs (and on which channel). */
export const checkUpdateRequestSchema = z.object({ currentVersion: appVersionSchema.optional() }).nullish();
export type CheckUpdateRequest = z.infer<typeof checkUpdateRequestSchema>;

/** The answer (its type and a zod-free check, `readCheckUpdateAnswer`, are in app-version.ts). */
export const checkUpdateAnswerSchema = z.object({
  latestVersion: appVersionSchema,
  minimumVersion: appVersionSchema,
  update: z.enum(AppUpdate).optional(),
}) satisfies z.ZodType<CheckUpdateAnswer>;
