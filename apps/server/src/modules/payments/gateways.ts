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
  createPayment(input: { paymentId: string; amountCents: number }): Promise<{
    reference: string;
    redirectUrl: string;
  }>;
  inquire(input: { paymentId: string; reference: string }): Promise<GatewayOutcome>;
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
export function createSandboxGateway(repository: PaymentsRepository): PaymentGateway {
  return {
    code: "sandbox",
    async createPayment({ paymentId }) {
      return { reference: `sbx_${randomBytes(12).toString("hex")}`, redirectUrl: sandboxPagePath(paymentId) };
    },
    async inquire({ reference }) {
      const decision = await repository.sandboxDecision(reference);
      if (decision === "approved") return PaymentStatus.Succeeded;
      if (decision === "declined") return PaymentStatus.Failed;
      return PaymentStatus.Pending;
    },
  };
}

export function newSandboxSecret(): string {
  return randomBytes(48).toString("base64url");
}
