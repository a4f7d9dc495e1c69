import { centsToDecimalString, convertFromBase, fromCents, PaymentStatus, toCents } from "@safar/domain";
import type { HyperpayCheckout } from "@safar/domain/hyperpay-checkout";
import { PaymentMessageKey } from "@safar/domain/user-messages";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { callGateway } from "./gateway-http";
import type { GatewayOutcome, PaymentGateway } from "./gateways";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";

/**
 * HyperPay COPYandPAY (OPP), its documented protocol:
 * 1. server to server `POST {base}/v1/checkouts` (Bearer access token; form entityId, amount with 2
 *    decimals, currency, paymentType=DB, merchantTransactionId) → `{id, result: {code}}`;
 * 2. our page `/confirm/hyperpay?paymentId=…&checkoutId=…` loads `{base}/v1/paymentWidgets.js?checkoutId=`
 *    and a `<form action="{shopperResultUrl}" class="paymentWidgets" data-brands="…">`; the widget
 *    takes the card (HyperPay's own fields) and HyperPay sends the shopper to
 *    `shopperResultUrl?id={checkoutId}&resourcePath=/v1/checkouts/{id}/payment`;
 * 3. we GET `{base}/v1/checkouts/{id}/payment?entityId=` (never a path the browser brought) and
 *    read `result.code`: success `/^(000\.000\.|000\.100\.1|000\.[36])/`, pending `/^(000\.200)/`,
 *    anything else failed.
 *
 * The amount HyperPay is asked for (HYPERPAY_CURRENCY; not USD: converted with the storefront's
 * rate) is kept in the payment's reference (`{checkoutId}:{amount}`) and every success is checked
 * against it, the currency and our payment id.
 */

export const hyperpayPagePath = "/confirm/hyperpay";
export const hyperpayCheckoutPath = "/api/payment/Hyperpay/Checkout";
export const hyperpayResultPath = (paymentId: string) => `/api/payment/Callback/hyperpay/${paymentId}`;

export interface HyperpayOptions {
  baseUrl: string;
  accessToken: string;
  entityId: string;
  currency: string;
  brands: string;
  /** The storefront's public origin (PUBLIC_URL) for the shopper result URL; else the request's. */
  publicUrl?: string | undefined;
  /** Units of `currency` for one US dollar now (the storefront's rate); undefined when there is none. */
  ratePerUsd: (currency: string) => Promise<number | undefined>;
  payments: Pick<PaymentsRepository, "findById">;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
}

const SUCCESS = /^(000\.000\.|000\.100\.1|000\.[36])/;
const PENDING = /^(000\.200)/;
const CHECKOUT_CREATED = /^000\.200\.1/;

/** A COPYandPAY result code as a payment outcome. */
export function hyperpayOutcome(code: string): GatewayOutcome {
  if (SUCCESS.test(code)) return PaymentStatus.Succeeded;
  if (PENDING.test(code)) return PaymentStatus.Pending;
  return PaymentStatus.Failed;
}

const REFERENCE = /^([A-Za-z0-9.-]{1,64}):(\d{1,13}\.\d{2})$/;
export const hyperpayReference = (checkoutId: string, amount: string) => `${checkoutId}:${amount}`;
export function parseHyperpayReference(
  reference: string | null,
): { checkoutId: string; amount: string } | null {
  const match = REFERENCE.exec(reference ?? "");
  return match?.[1] && match[2] ? { checkoutId: match[1], amount: match[2] } : null;
}

const result = z.object({ code: z.string(), description: z.string().optional() });
const checkoutAnswer = z.object({ id: z.string().regex(/^[A-Za-z0-9.-]{1,64}$/), result });
const paymentAnswer = z.object({
  result,
  amount: z.string().optional(),
  currency: z.string().optional(),
  merchantTransactionId: z.string().optional(),
});
type PaymentAnswer = z.infer<typeof paymentAnswer>;

const mismatch = (logMessage: string) =>
  AppError.single("business", "reference", PaymentMessageKey.PAYMENT_CALLBACK_MISMATCH, logMessage);
const notFound = () => AppError.single("not_found", "paymentId", PaymentMessageKey.PAYMENT_NOT_FOUND);

function sameAmount(a: string, b: string): boolean {
  try {
    return toCents(a) === toCents(b);
  } catch {
    return false;
  }
}

export function createHyperpayGateway(options: HyperpayOptions) {
  const auth = { authorization: `Bearer ${options.accessToken}` };
  const statusPath = (checkoutId: string) => `/v1/checkouts/${checkoutId}/payment`;

  /** What HyperPay is asked to charge for `amountCents` (USD cents), 2 decimals. */
  async function chargeAmount(amountCents: number): Promise<string> {
    if (options.currency === "USD") return centsToDecimalString(amountCents);
    const rate = await options.ratePerUsd(options.currency);
    if (!rate) throw new Error(`no ${options.currency} currency rate to convert the amount with`);
    return convertFromBase(fromCents(amountCents), {
      currencyCode: options.currency,
      exchangeRate: rate,
    }).toFixed(2);
  }

  /** The payment made on a checkout, as HyperPay has it. */
  async function paymentOf(checkoutId: string): Promise<PaymentAnswer> {
    const url = `${options.baseUrl}${statusPath(encodeURIComponent(checkoutId))}?entityId=${encodeURIComponent(options.entityId)}`;
    const answer = await callGateway(url, { method: "GET", headers: auth });
    const parsed = paymentAnswer.safeParse(answer.body);
    if (!parsed.success) throw new Error(`hyperpay payment status: HTTP ${answer.status}, unexpected answer`);
    return parsed.data;
  }

  /** Why a successful answer does not fit the payment we started, or null when it does. */
  function misfit(expected: { paymentId: string; amount: string }, answer: PaymentAnswer): string | null {
    if (hyperpayOutcome(answer.result.code) !== PaymentStatus.Succeeded) return null;
    if (answer.merchantTransactionId !== expected.paymentId)
      return `merchantTransactionId ${answer.merchantTransactionId}, expected ${expected.paymentId}`;
    if (answer.currency !== options.currency)
      return `currency ${answer.currency}, expected ${options.currency}`;
    if (!answer.amount || !sameAmount(answer.amount, expected.amount))
      return `amount ${answer.amount}, expected ${expected.amount}`;
    return null;
  }

  const gateway: PaymentGateway = {
    code: "hyperpay",
    currencyCode: options.currency,
    async createPayment({ paymentId, amountCents }) {
      const amount = await chargeAmount(amountCents);
      if (toCents(amount) <= 0) throw new Error(`nothing to charge: ${amountCents} cents`);
      const answer = await callGateway(`${options.baseUrl}/v1/checkouts`, {
        method: "POST",
        headers: auth,
        form: {
          entityId: options.entityId,
          amount,
          currency: options.currency,
          paymentType: "DB",
          merchantTransactionId: paymentId,
        },
      });
      const created = checkoutAnswer.safeParse(answer.body);
      if (!created.success || !CHECKOUT_CREATED.test(created.data.result.code)) {
        const code = created.success ? created.data.result.code : `HTTP ${answer.status}`;
        throw new Error(`hyperpay checkout refused: ${code}`);
      }
      const checkoutId = created.data.id;
      return {
        reference: hyperpayReference(checkoutId, amount),
        redirectUrl: `${hyperpayPagePath}?paymentId=${paymentId}&checkoutId=${encodeURIComponent(checkoutId)}`,
      };
    },

    /** Asks for the checkout's payment; no answer, or a success that does not fit, is logged and left pending. */
    async inquire({ paymentId, reference }) {
      const ref = parseHyperpayReference(reference);
      if (!ref) throw new Error(`hyperpay payment ${paymentId}: malformed reference`);
      let answer: PaymentAnswer;
      try {
        answer = await paymentOf(ref.checkoutId);
      } catch (error) {
        options.log.warn({ err: error, paymentId }, "hyperpay payment status failed; still pending");
        return PaymentStatus.Pending;
      }
      const wrong = misfit({ paymentId, amount: ref.amount }, answer);
      if (wrong) {
        options.log.error({ paymentId }, `hyperpay payment status does not match the payment: ${wrong}`);
        return PaymentStatus.Pending;
      }
      return hyperpayOutcome(answer.result.code);
    },
  };

  async function checkoutOf(paymentId: string, checkoutId: string) {
    const row = await options.payments.findById(paymentId);
    const ref = parseHyperpayReference(row?.gatewayReference ?? null);
    if (row?.gatewayCode !== "hyperpay" || ref?.checkoutId !== checkoutId) throw notFound();
    return { row, ref };
  }

  return {
    ...gateway,

    /** What `/confirm/hyperpay` renders for a checkout of ours (404 for any other pair of ids). */
    async checkoutPage(
      paymentId: string,
      checkoutId: string,
      requestOrigin: string,
    ): Promise<HyperpayCheckout> {
      const { row, ref } = await checkoutOf(paymentId, checkoutId);
      const origin = (options.publicUrl ?? requestOrigin).replace(/\/+$/, "");
      return {
        paymentId: row.id,
        checkoutId: ref.checkoutId,
        status: row.status,
        widgetScriptUrl: `${options.baseUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(ref.checkoutId)}`,
        shopperResultUrl: `${origin}${hyperpayResultPath(row.id)}`,
        brands: options.brands,
        amount: ref.amount,
        currency: options.currency,
      };
    },

    /**
     * The shopper's return for our payment `row`: `id` and `resourcePath` must name this payment's
     * checkout (else 400 PAYMENT_CALLBACK_MISMATCH); we then ask HyperPay ourselves (a successful
     * answer that does not fit the payment is 400), and a gateway that does not answer leaves the
     * payment pending for the next inquiry.
     */
    async resolveResult(
      row: PaymentRow,
      shopper: { id: string; resourcePath: string },
    ): Promise<GatewayOutcome> {
      const ref = parseHyperpayReference(row.gatewayReference);
      if (!ref || shopper.id !== ref.checkoutId || shopper.resourcePath !== statusPath(ref.checkoutId))
        throw mismatch(
          `hyperpay result for checkout ${shopper.id} (${shopper.resourcePath}), payment ${row.id}`,
        );
      if (row.status !== PaymentStatus.Pending) return row.status;
      let answer: PaymentAnswer;
      try {
        answer = await paymentOf(ref.checkoutId);
      } catch (error) {
        options.log.warn({ err: error, paymentId: row.id }, "hyperpay payment status failed; left pending");
        return PaymentStatus.Pending;
      }
      const wrong = misfit({ paymentId: row.id, amount: ref.amount }, answer);
      if (wrong) throw mismatch(`hyperpay payment ${row.id}: ${wrong}`);
      return hyperpayOutcome(answer.result.code);
    },
  };
}

export type HyperpayGateway = ReturnType<typeof createHyperpayGateway>;
