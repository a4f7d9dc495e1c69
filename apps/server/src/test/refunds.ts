/**
 * Test set-ups of the refunds and the back office: a customer's name (the refund form's name must
 * match it) and a charter order paid and issued, ready to be refunded.
 */
import type { AvailableResponse, FlightProposal, OrderDetail, VerifyIssueFlightTicket } from "@safar/domain";
import { expect } from "vitest";
import { eventually, payOnSandbox, searchCharter, testPassenger } from "./bookings";
import type { TestCustomer } from "./customers";
import { apiCalls } from "./ledger";
import type { TestApp } from "./test-app";

let keySeq = 0;

/** Sets the customer's name (the refund form's name must match it). */
export async function setCustomerName(t: TestApp, who: TestCustomer, firstName: string, lastName: string) {
  const r = await t.app.inject({
    method: "POST",
    url: "/account/api/Account/Update",
    headers: who.headers,
    payload: { firstName, lastName },
  });
  expect(r.statusCode).toBe(200);
}

/** A charter order for `adults` travellers (own flight, any calendar day), paid and issued: Successful. */
export async function issuedCharterOrder(
  t: TestApp,
  who: TestCustomer,
  options: {
    adults?: number;
    days?: number;
    chosen?: { search: AvailableResponse; proposal: FlightProposal };
    contact?: { phoneNumber: string; email?: string };
  } = {},
): Promise<OrderDetail> {
  const { adults = 1, days = 10, chosen } = options;
  const { get, post } = apiCalls(() => t);
  const found = chosen ?? (await searchCharter(t, days));
  let search = found.search;
  let proposal = found.proposal;
  if (adults > 1) {
    const again = await post("/api/flight-catalog/FlightCatalog/Available", {
      adults,
      children: 0,
      infants: 0,
      departureDates: [found.proposal.flightGroups[0]?.departureTime.slice(0, 10)],
      origin: "NJF",
      destination: "IKA",
      originType: 2,
      destinationType: 2,
      flightType: 1,
      cabinClass: 1,
    });
    expect(again.status).toBe(200);
    search = again.body.data;
    const same = search.proposals.find(
      (p) =>
        p.flightGroups[0]?.flightLegs[0]?.flightNumber ===
        found.proposal.flightGroups[0]?.flightLegs[0]?.flightNumber,
    );
    if (!same) throw new Error("own charter flight missing from the search for several adults");
    proposal = same;
  }
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/flight-reservation/Submit/SubmitFlightOrder",
    headers: { ...who.headers, "idempotency-key": `refund-${process.pid}-${keySeq++}` },
    payload: {
      requestId: search.requestId,
      proposalId: proposal.proposalId,
      contact: options.contact ?? { phoneNumber: "07801234567", email: "ali@example.com" },
      passengers: Array.from({ length: adults }, (_, i) =>
        testPassenger(["Ali", "Omar", "Zaid"][i] ?? "Ali"),
      ),
      productChannel: 1,
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const orderId: string = submitted.json().data.orderId;
  expect((await post("/api/flight-reservation/Reserve/ReserveFlightOrder", { orderId }, who)).status).toBe(
    200,
  );
  await payOnSandbox(t, who, orderId);
  await eventually(
    async () =>
      (await get(`/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`, who)).body
        .data as VerifyIssueFlightTicket,
    (v) => v.state === "Issued",
  );
  return (await get(`/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`, who)).body.data;
}
