import type { AvailableResponse, FlightProposal, OrderDetail } from "@safar/domain";
import type { TestCustomer } from "./customers";
import { baghdadDay, searchOwnCharter } from "./inventory";
import type { TestApp } from "./test-app";

let keySeq = 0;

/** An adult Iraqi passenger as the booking form sends one (`firstName` given, surname Hassan). */
export function testPassenger(firstName: string) {
  return {
    firstName,
    lastName: "Hassan",
    genderTitle: "Male",
    birthDate: "1990-01-01",
    nationalityCountry: 3415,
    passportIssuingCountry: 3415,
    passportType: "IraqPassport",
    passportNumber: "A1234567",
    passportExpirationDate: "2036-01-01",
    type: 1,
  };
}

/**
 * A one-adult search `days` ahead (NJF → IKA) and the proposal of a charter flight the test added for
 * itself (200 free seats, so a test file can book it many times on any calendar day).
 */
export async function searchCharter(t: TestApp, days = 10) {
  const { search, proposal } = await searchOwnCharter(
    t,
    { origin: "NJF", destination: "IKA", date: baghdadDay(days) },
    200,
  );
  return { search, proposal };
}

/** Submits and reserves a one-adult order for `who` (as orders.api.test.ts does): an Approved order. */
export async function reservedOrder(
  t: TestApp,
  who: TestCustomer,
  found: { search: AvailableResponse; proposal: FlightProposal },
  /** More request headers for the submit (e.g. the customer's language). */
  extraHeaders: Record<string, string> = {},
): Promise<OrderDetail> {
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/flight-reservation/Submit/SubmitFlightOrder",
    headers: { ...who.headers, ...extraHeaders, "idempotency-key": `booking-${process.pid}-${keySeq++}` },
    payload: {
      requestId: found.search.requestId,
      proposalId: found.proposal.proposalId,
      contact: { phoneNumber: "07801234567", email: "ali@example.com" },
      passengers: [testPassenger("Ali")],
      productChannel: 1,
    },
  });
  if (submitted.statusCode !== 200) throw new Error(`submit ${submitted.statusCode}: ${submitted.body}`);
  const orderId: string = submitted.json().data.orderId;
  const reserved = await t.app.inject({
    method: "POST",
    url: "/api/flight-reservation/Reserve/ReserveFlightOrder",
    headers: who.headers,
    payload: { orderId },
  });
  if (reserved.statusCode !== 200) throw new Error(`reserve ${reserved.statusCode}: ${reserved.body}`);
  return reserved.json().data;
}

/** Pays an Approved order on the sandbox gateway's page with `decision`; returns the payment id. */
export async function payOnSandbox(
  t: TestApp,
  who: TestCustomer,
  orderId: string,
  decision: "approved" | "declined" = "approved",
): Promise<string> {
  const created = await t.app.inject({
    method: "POST",
    url: "/api/payment/Pay/Create",
    headers: who.headers,
    payload: { orderId, gatewayId: 1, walletType: "Cache", isMobile: true },
  });
  if (created.statusCode !== 200) throw new Error(`pay ${created.statusCode}: ${created.body}`);
  const paymentId: string = created.json().data.paymentId;
  const bank = await sandboxDecision(t, paymentId, decision);
  if (bank.statusCode !== 303) throw new Error(`sandbox ${bank.statusCode}: ${bank.body}`);
  return paymentId;
}

/** Polls `read` until `done` holds (or fails after `timeoutMs` with the last value). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The sandbox gateway page's decision (a real form POST), as the customer's browser sends it. */
export function sandboxDecision(
  t: Pick<TestApp, "app">,
  paymentId: string,
  decision: "approved" | "declined",
) {
  return t.app.inject({
    method: "POST",
    url: `/payment/sandbox/${paymentId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `decision=${decision}`,
  });
}
