import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { PaymentStatus, type SandboxCallback, sandboxSignedText } from "@safar/domain";
import type { PaymentsRepository } from "./payments.repository";

/** What a gateway says about one payment. */
export type GatewayOutcome = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/**
 * The one interface every gateway adapter implements (sandbox now; ZainCash and HyperPay later):
 * start a payment and say where to send the customer, and answer what became of it (`inquire`),
 * which is how a pending payment is resolved without ever charging twice.
 */
export interface PaymentGateway {
  readonly code: string;
  /** The currency the customer is charged in (the amount converted at the storefront's rate); USD when absent. */
  readonly currencyCode?: string;
  createPayment(input: { paymentId: string; amountCents: number }): Promise<{
    reference: string;
    redirectUrl: string;
  }>;
  /** `createdAt` is when our payment started (a gateway's session may have expired since). */
  inquire(input: { paymentId: string; reference: string; createdAt?: Date }): Promise<GatewayOutcome>;
}

export const sandboxPagePath = (paymentId: string) => `/payment/sandbox/${paymentId}`;

/** HMAC-SHA256 (hex) of the sandbox callback payload. */
export function signSandbox(secret: string, payload: Omit<SandboxCallback, "signature">): string {
  return createHmac("sha256", secret).update(sandboxSignedText(payload)).digest("hex");
}

export function verifySandboxSignature(secret: string, callback: SandboxCallback): boolean {
  const expected = Buffer.from(signSandbox(secret, callback), "hex");
  const given = Buffer.from(callback.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The built-in sandbox: our own hosted test page (`/payment/sandbox/{paymentId}`) with approve and
 * decline; its "bank" keeps each decision in a table, so `inquire` answers like a real status API.
 */
export function createSandboxGateway(
  repository: PaymentsRepository,
  options: { expiryMs?: number; now?: () => Date } = {},
): PaymentGateway {
  const now = options.now ?? (() => new Date());
  return {
    code: "sandbox",
    async createPayment({ paymentId }) {
      return { reference: `sbx_${randomBytes(12).toString("hex")}`, redirectUrl: sandboxPagePath(paymentId) };
    },
    async inquire({ paymentId, reference, createdAt }) {
      let decision = await repository.sandboxDecision(reference);
      // Like a real gateway's checkout session, an undecided sandbox payment runs out: it is declined
      // (recorded first-wins, so a late click on the page cannot approve it any more).
      if (
        !decision &&
        createdAt &&
        options.expiryMs &&
        now().getTime() - createdAt.getTime() > options.expiryMs
      ) {
        const row = await repository.findById(paymentId);
        decision = await repository.recordSandboxDecision({
          reference,
          paymentId,
          amountCents: row?.gatewayCents ?? 0,
          decision: "declined",
        });
      }
      if (decision === "approved") return PaymentStatus.Succeeded;
      if (decision === "declined") return PaymentStatus.Failed;
      return PaymentStatus.Pending;
    },
  };
}

export function newSandboxSecret(): string {
  return randomBytes(48).toString("base64url");
}
