import { type AvailableResponse, calendarDateIn, type FlightProposal, type OrderDetail } from "@safar/domain";
import { addDays } from "../modules/catalog/time-zones";
import type { TestCustomer } from "./customers";
import type { TestApp } from "./test-app";

let keySeq = 0;

/** A one-adult search `days` ahead (NJF → IKA) and its first charter proposal with seats. */
export async function searchCharter(t: TestApp, days = 10) {
  const r = await t.app.inject({
    method: "POST",
    url: "/api/flight-catalog/FlightCatalog/Available",
    payload: {
      origin: "NJF",
      destination: "IKA",
      departureDates: [addDays(calendarDateIn(new Date()) as string, days)],
      adults: 1,
    },
  });
  const search: AvailableResponse = r.json().data;
  const proposal = search.proposals.find((p) => p.isCharter && p.seat > 0) as FlightProposal;
  return { search, proposal };
}

/** Submits and reserves a one-adult order for `who` (as orders.api.test.ts does): an Approved order. */
export async function reservedOrder(
  t: TestApp,
  who: TestCustomer,
  found: { search: AvailableResponse; proposal: FlightProposal },
): Promise<OrderDetail> {
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/flight-reservation/Submit/SubmitFlightOrder",
    headers: { ...who.headers, "idempotency-key": `booking-${process.pid}-${keySeq++}` },
    payload: {
      requestId: found.search.requestId,
      proposalId: found.proposal.proposalId,
      contact: { phoneNumber: "07801234567", email: "ali@example.com" },
      passengers: [
        {
          firstName: "Ali",
          lastName: "Hassan",
          genderTitle: "Male",
          birthDate: "1990-01-01",
          nationalityCountry: 3415,
          passportIssuingCountry: 3415,
          passportType: "IraqPassport",
          passportNumber: "A1234567",
          passportExpirationDate: "2036-01-01",
          type: 1,
        },
      ],
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
