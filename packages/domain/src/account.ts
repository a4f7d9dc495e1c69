import { z } from "zod";
import type { CurrentUser } from "./current-user";

/**
 * Shapes of the accounts API shared by the server (response schemas) and the web client
 * (parsing what it receives). One definition each.
 */
export const tokenPairSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  /** Seconds until the access token expires (spec §9: 1800 by default). */
  expires_in: z.number(),
  /**
   * Absent when the web app asked for it in its HttpOnly cookie (`X-Token-Transport: cookie`,
   * decision 009): then no script ever sees it.
   */
  refresh_token: z.string().optional(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const currentUserSchema = z.object({
  id: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164, e.g. +9647801234567. */
  phoneNumber: z.string().nullable(),
  dialingCode: z.string().nullable(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
/** The zod-free reader's type (current-user.ts), this schema's output (its test checks). */
export type { CurrentUser };

export const otpCreatedSchema = z.object({
  /** Seconds before a new code may be asked for (the countdown). */
  remainingSeconds: z.number(),
  expiresInSeconds: z.number(),
  channel: z.number(),
});
export type OtpCreated = z.infer<typeof otpCreatedSchema>;

/** Sign-in code length and countdown (spec §9: OTP 4 digits). */
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 120;
