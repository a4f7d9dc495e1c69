import { z } from "zod";
import { optionalText, positiveInt, secret, urlWithProtocol, type VariableRules } from "./config-values";

/** Customers' and operators' accounts: tokens, one-time codes, sign-in limits, Google sign-in. */
export const accountsVariables = {
  /** HMAC key for access tokens and OTP hashes. Required in production; elsewhere one is made and kept in the database. */
  JWT_SECRET: secret,
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(1800),
  /**
   * One-time codes one client address may ask for per hour (20). The end-to-end suite, whose every
   * customer signs up from 127.0.0.1, raises it.
   */
  OTP_CODES_PER_IP_PER_HOUR: positiveInt(20),
  /** Back-office sign-in attempts one client address may make per 15 minutes (besides each account's lock). */
  OPERATOR_SIGN_INS_PER_IP: positiveInt(30),
  /**
   * Seals operators' authenticator keys in the database (AES-256-GCM under a key derived from it).
   * Unset: kept plain (production warns at start). Changing it locks out operators made under the old one.
   */
  OPERATOR_TOTP_KEY: secret,
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: urlWithProtocol(["https:", "http:"]).default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUERS: z.string().default("https://accounts.google.com,accounts.google.com"),
  /** How long an instance trusts an account's status (active, suspended) once read, seconds. */
  ACCOUNT_STATUS_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
};

export const accountsRules: VariableRules<typeof accountsVariables> = (config, { need, production }) => {
  need(production && !config.JWT_SECRET, "JWT_SECRET", "is required in production");
};
