import { z } from "zod";
import type { serverVariables } from "./config-server";
import {
  emptyToUndefined,
  optionalBooleanFlag,
  optionalText,
  positiveInt,
  secret,
  urlWithProtocol,
  type VariableRules,
} from "./config-values";

/** The payment gateways (the sandbox, ZainCash, HyperPay) and the wallet's adjustments. */
export const paymentVariables = {
  /** HMAC-SHA256 key of the sandbox gateway's callback. Unset: one is made and kept in the database. */
  PAYMENT_SANDBOX_SECRET: secret,
  /**
   * The sandbox gateway (a test page that approves payments without money): on by default outside
   * production, off in production unless set to true (a staging site).
   */
  PAYMENT_SANDBOX_ENABLED: optionalBooleanFlag,
  /** A sandbox payment nobody approves or declines is abandoned (declined) after this many seconds. */
  PAYMENT_PENDING_EXPIRY_SECONDS: positiveInt(1800),
  /** A payment still pending this long is asked of its gateway again by the reconciliation sweep, seconds. */
  PAYMENT_RECONCILE_AFTER_SECONDS: positiveInt(60),
  // ZainCash (Iraq mobile wallet): all four set → the gateway is active; none set → inactive.
  ZAINCASH_BASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
  ZAINCASH_MERCHANT_ID: optionalText,
  /** The merchant secret: signs (HS256) every request token and verifies ZainCash's redirect token. */
  ZAINCASH_SECRET: secret,
  /** The merchant's wallet number: 964 and 10 digits. */
  ZAINCASH_MSISDN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^964\d{10}$/, "must be 964 followed by 10 digits")
      .optional(),
  ),
  // HyperPay COPYandPAY: base URL, access token and entity id set → active; none set → inactive.
  HYPERPAY_BASE_URL: z.preprocess(emptyToUndefined, urlWithProtocol(["https:", "http:"]).optional()),
  HYPERPAY_ACCESS_TOKEN: optionalText,
  HYPERPAY_ENTITY_ID: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{16,64}$/, "must be the entity id (16 to 64 letters and digits)")
      .optional(),
  ),
  /** The currency HyperPay charges in; not USD: converted with the storefront's currency rate. */
  HYPERPAY_CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, "must be a 3-letter currency code")
    .default("USD"),
  /** The card brands the payment widget offers (data-brands). */
  HYPERPAY_BRANDS: z
    .string()
    .trim()
    .regex(/^[A-Z_]+( [A-Z_]+)*$/, "must be brand names separated by spaces, e.g. VISA MASTER")
    .default("VISA MASTER"),
  /** A wallet adjustment above this many USD (either way) waits for a second finance operator. */
  WALLET_ADJUSTMENT_APPROVAL_ABOVE: z.coerce.number().min(0).max(100_000).default(100),
};

/** A payment gateway is configured wholly or not at all: a partial set is a mistake, not "off". */
export const paymentGatewayRules: VariableRules<typeof paymentVariables> = (config, { need, production }) => {
  const gateways = {
    ZainCash: ["ZAINCASH_BASE_URL", "ZAINCASH_MERCHANT_ID", "ZAINCASH_SECRET", "ZAINCASH_MSISDN"],
    HyperPay: ["HYPERPAY_BASE_URL", "HYPERPAY_ACCESS_TOKEN", "HYPERPAY_ENTITY_ID"],
  } as const;
  for (const [gateway, names] of Object.entries(gateways)) {
    if (!names.some((name) => config[name])) continue;
    for (const name of names) need(!config[name], name, `is required to configure ${gateway}`);
    const base = config[names[0]];
    need(
      production && base !== undefined && !base.startsWith("https:"),
      names[0],
      "must be https in production",
    );
  }
};

/** ZainCash sends the customer back to the storefront: it needs PUBLIC_URL. */
export const paymentReturnRules: VariableRules<
  typeof paymentVariables & Pick<typeof serverVariables, "PUBLIC_URL">
> = (config, { need }) => {
  need(
    Boolean(config.ZAINCASH_BASE_URL) && !config.PUBLIC_URL,
    "PUBLIC_URL",
    "is required with ZainCash (it sends the customer back to PUBLIC_URL)",
  );
};
