import { convertFromBase, fromCents, PaymentStatus } from "@safar/domain";
import { PaymentMessageKey } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { callGateway } from "./gateway-http";
import type { GatewayOutcome, PaymentGateway } from "./gateways";
import type { PaymentRow } from "./payments.repository";

/**
 * ZainCash (Iraq mobile wallet), its documented v1 protocol:
 * 1. we sign (HS256, merchant secret) `{amount, serviceType, msisdn, orderId, redirectUrl, iat, exp}`
 *    and POST it as `token` with `merchantId` and `lang` to `{base}/transaction/init` → `{id}`;
 * 2. the customer pays at `{base}/transaction/pay?id={id}`;
 * 3. ZainCash sends the browser back to our redirect URL with `?token=`, a JWT signed with the same
 *    secret: `{status: success|failed|pending, orderid, id, msg}`;
 * 4. `{base}/transaction/get` (a signed `{id, msisdn, iat, exp}` and `merchantId`) answers the
 *    transaction as ZainCash has it: status (pending, pending_otp, completed, failed, cancel), amount.
 *
 * Amounts: ZainCash takes whole Iraqi dinars. The gateway part (USD cents) is converted with the
 * storefront's own IQD rate (`currency_rates`, the rate the customer sees prices in) and rounded
 * like the storefront shows IQD: up to the next 250 dinars. The dinars asked for are kept in the
 * payment's reference (`{transactionId}:{iqd}`), so later checks never depend on today's rate.
 */

export const zaincashCallbackPath = "/api/payment/Callback/zaincash";
const SERVICE_TYPE = "Flight booking";
const LANG = "ar";

export interface ZainCashOptions {
  baseUrl: string;
  merchantId: string;
  secret: string;
  msisdn: string;
  /** The storefront's public origin (PUBLIC_URL): ZainCash sends the customer back to it. */
  publicUrl: string;
  /** Dinars for one US dollar now (the storefront's IQD rate); undefined when there is none. */
  iqdPerUsd: () => Promise<number | undefined>;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

/** The gateway part in whole dinars, rounded as the storefront shows IQD (up to 250). */
export function toIqd(amountCents: number, iqdPerUsd: number): number {
  return convertFromBase(fromCents(amountCents), { currencyCode: "IQD", exchangeRate: iqdPerUsd });
}

const REFERENCE = /^([A-Za-z0-9]{1,64}):([1-9]\d{0,14})$/;
export const zaincashReference = (transactionId: string, iqd: number) => `${transactionId}:${iqd}`;
export function parseZaincashReference(
  reference: string | null,
): { transactionId: string; iqd: number } | null {
  const match = REFERENCE.exec(reference ?? "");
  return match?.[1] && match[2] ? { transactionId: match[1], iqd: Number(match[2]) } : null;
}

const initAnswer = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/) });
const errorAnswer = z.object({ err: z.object({ msg: z.string() }).partial() }).partial();
const transactionAnswer = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.union([z.string(), z.number()]),
  orderId: z.string(),
});
const callbackToken = z.object({
  status: z.string(),
  orderid: z.string(),
  id: z.string(),
  msg: z.string().optional(),
});

/** A verified redirect token: ZainCash's word on one transaction. */
export interface ZainCashCallback {
  paymentId: string;
  transactionId: string;
  status: string;
}

/** ZainCash's transaction statuses as a payment outcome. */
export function zaincashOutcome(status: string): GatewayOutcome {
  if (status === "completed" || status === "success") return PaymentStatus.Succeeded;
  if (status === "failed" || status === "cancel") return PaymentStatus.Failed;
  return PaymentStatus.Pending;
}

const mismatch = (logMessage: string) =>
  AppError.single("business", "reference", PaymentMessageKey.PAYMENT_CALLBACK_MISMATCH, logMessage);

export function createZainCashGateway(options: ZainCashOptions) {
  const key = new TextEncoder().encode(options.secret);
  const redirectUrl = `${options.publicUrl.replace(/\/+$/, "")}${zaincashCallbackPath}`;

  const sign = (claims: Record<string, string | number>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt()
      .setExpirationTime("4h")
      .sign(key);

  /** `transaction/get`: the transaction as ZainCash has it. */
  async function transaction(transactionId: string) {
    const token = await sign({ id: transactionId, msisdn: options.msisdn });
    const answer = await callGateway(`${options.baseUrl}/transaction/get`, {
      method: "POST",
      form: { token, merchantId: options.merchantId },
    });
    const parsed = transactionAnswer.safeParse(answer.body);
    if (!parsed.success)
      throw new Error(`zaincash transaction/get ${transactionId}: HTTP ${answer.status}, unexpected answer`);
    return parsed.data;
  }

  /** Why ZainCash's answer does not fit the payment we started, or null when it does. */
  function misfit(
    expected: { paymentId: string; transactionId: string; iqd: number },
    answer: z.infer<typeof transactionAnswer>,
  ): string | null {
    if (answer.id !== expected.transactionId)
      return `transaction ${answer.id}, expected ${expected.transactionId}`;
    if (answer.orderId !== expected.paymentId)
      return `orderId ${answer.orderId}, expected ${expected.paymentId}`;
    if (Number(answer.amount) !== expected.iqd)
      return `amount ${answer.amount} IQD, expected ${expected.iqd}`;
    return null;
  }

  const gateway: PaymentGateway = {
    code: "zaincash",
    currencyCode: "IQD",
    async createPayment({ paymentId, amountCents }) {
      const rate = await options.iqdPerUsd();
      if (!rate) throw new Error("no IQD currency rate to convert the amount with");
      const iqd = toIqd(amountCents, rate);
      if (iqd <= 0) throw new Error(`nothing to charge: ${amountCents} cents`);
      const token = await sign({
        amount: iqd,
        serviceType: SERVICE_TYPE,
        msisdn: options.msisdn,
        orderId: paymentId,
        redirectUrl,
      });
      const answer = await callGateway(`${options.baseUrl}/transaction/init`, {
        method: "POST",
        form: { token, merchantId: options.merchantId, lang: LANG },
      });
      const started = initAnswer.safeParse(answer.body);
      if (!started.success) {
        const refusal = errorAnswer.safeParse(answer.body);
        throw new Error(
          `zaincash transaction/init refused: HTTP ${answer.status} ${refusal.success ? (refusal.data.err?.msg ?? "") : ""}`,
        );
      }
      const { id } = started.data;
      return {
        reference: zaincashReference(id, iqd),
        redirectUrl: `${options.baseUrl}/transaction/pay?id=${encodeURIComponent(id)}`,
      };
    },

    /** Asks `transaction/get`; no answer, or one that does not fit the payment, is logged and left pending. */
    async inquire({ paymentId, reference }) {
      const ref = parseZaincashReference(reference);
      if (!ref) throw new Error(`zaincash payment ${paymentId}: malformed reference`);
      let answer: z.infer<typeof transactionAnswer>;
      try {
        answer = await transaction(ref.transactionId);
      } catch (error) {
        options.log.warn({ err: error, paymentId }, "zaincash transaction/get failed; still pending");
        return PaymentStatus.Pending;
      }
      const wrong = misfit({ paymentId, ...ref }, answer);
      if (wrong) {
        options.log.error({ paymentId }, `zaincash inquiry does not match the payment: ${wrong}`);
        return PaymentStatus.Pending;
      }
      return zaincashOutcome(answer.status);
    },
  };

  return {
    ...gateway,

    /**
     * The redirect token: its HS256 signature with the merchant secret (jose, which compares in
     * constant time; any other algorithm, `none` included, is refused) and its expiry. A token that
     * fails is 401 PAYMENT_SIGNATURE_INVALID.
     */
    async verifyCallback(token: string): Promise<ZainCashCallback> {
      let payload: unknown;
      try {
        payload = (await jwtVerify(token, key, { algorithms: ["HS256"] })).payload;
      } catch (error) {
        throw AppError.single(
          "unauthenticated",
          "token",
          PaymentMessageKey.PAYMENT_SIGNATURE_INVALID,
          `zaincash redirect token refused: ${String(error)}`,
        );
      }
      const parsed = callbackToken.safeParse(payload);
      if (!parsed.success || !z.uuid().safeParse(parsed.data.orderid).success)
        throw mismatch("zaincash redirect token without a payment id");
      return { paymentId: parsed.data.orderid, transactionId: parsed.data.id, status: parsed.data.status };
    },

    /**
     * The outcome of a verified redirect for our payment `row`: its transaction must be the one we
     * started (else 400 PAYMENT_CALLBACK_MISMATCH). `failed` is final on the token's word; `success`
     * is confirmed with `transaction/get` (status, order and dinars, a misfit is 400); a gateway that
     * does not answer leaves the payment pending for the next inquiry.
     */
    async resolveCallback(row: PaymentRow, callback: ZainCashCallback): Promise<GatewayOutcome> {
      const ref = parseZaincashReference(row.gatewayReference);
      if (ref?.transactionId !== callback.transactionId)
        throw mismatch(`zaincash redirect for transaction ${callback.transactionId}, payment ${row.id}`);
      if (row.status !== PaymentStatus.Pending) return row.status;
      const claimed = zaincashOutcome(callback.status);
      if (claimed !== PaymentStatus.Succeeded) return claimed;
      let answer: z.infer<typeof transactionAnswer>;
      try {
        answer = await transaction(ref.transactionId);
      } catch (error) {
        options.log.warn({ err: error, paymentId: row.id }, "zaincash transaction/get failed; left pending");
        return PaymentStatus.Pending;
      }
      const wrong = misfit({ paymentId: row.id, ...ref }, answer);
      if (wrong) throw mismatch(`zaincash payment ${row.id}: ${wrong}`);
      return zaincashOutcome(answer.status);
    },
  };
}

export type ZainCashGateway = ReturnType<typeof createZainCashGateway>;
