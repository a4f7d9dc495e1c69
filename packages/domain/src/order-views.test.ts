import { describe, expect, it } from "vitest";
import { tripOfProposals } from "./flight-order";
import type { FlightGroup, FlightProposal } from "./flights";
import { isRefundableOrder, type OrderTimelineEvent, sortTimeline } from "./order-views";

const name = (code: string) => ({ ar: code, fa: code, en: code });
const group = (origin: string, destination: string, departureTime: string) =>
  ({
    origin,
    destination,
    originName: name(origin),
    destinationName: name(destination),
    departureTime,
  }) as FlightGroup;
const proposal = (...flightGroups: FlightGroup[]) => ({ flightGroups }) as FlightProposal;

describe("tripOfProposals", () => {
  it("one way: first origin to last destination (a connection counts once)", () => {
    const trip = tripOfProposals(
      proposal(group("NJF", "BGW", "2026-03-01T06:00:00Z"), group("BGW", "IST", "2026-03-01T09:00:00Z")),
      null,
    );
    expect(trip).toMatchObject({ origin: "NJF", destination: "IST", isRoundTrip: false, returnTime: null });
    expect(trip.departureTime).toBe("2026-03-01T06:00:00Z");
  });
  it("a returning proposal makes a round trip with its departure", () => {
    const trip = tripOfProposals(
      proposal(group("NJF", "IKA", "2026-03-01T06:00:00Z")),
      proposal(group("IKA", "NJF", "2026-03-08T06:00:00Z")),
    );
    expect(trip).toMatchObject({
      origin: "NJF",
      destination: "IKA",
      isRoundTrip: true,
      returnTime: "2026-03-08T06:00:00Z",
    });
  });
  it("one proposal with both directions is a round trip to the first group's destination", () => {
    const trip = tripOfProposals(
      proposal(group("BGW", "BSR", "2026-03-01T06:00:00Z"), group("BSR", "BGW", "2026-03-03T06:00:00Z")),
      null,
    );
    expect(trip).toMatchObject({ destination: "BSR", isRoundTrip: true, returnTime: "2026-03-03T06:00:00Z" });
  });
});

describe("sortTimeline", () => {
  it("orders by time, keeping the given order for the same instant", () => {
    const at = (kind: OrderTimelineEvent["kind"], time: string): OrderTimelineEvent => ({
      kind,
      at: time,
      amount: null,
      reference: null,
    });
    const sorted = sortTimeline([
      at("TicketsIssued", "2026-03-01T10:05:00Z"),
      at("PaymentStarted", "2026-03-01T10:00:00Z"),
      at("PaymentSucceeded", "2026-03-01T10:00:00Z"),
      at("Created", "2026-03-01T09:00:00Z"),
    ]);
    expect(sorted.map((e) => e.kind)).toEqual([
      "Created",
      "PaymentStarted",
      "PaymentSucceeded",
      "TicketsIssued",
    ]);
  });
});

describe("isRefundableOrder", () => {
  it("is an issued order only", () => {
    expect(isRefundableOrder({ status: "Successful" })).toBe(true);
    expect(isRefundableOrder({ status: "Paid" })).toBe(false);
    expect(isRefundableOrder({ status: "RefundSuccessful" })).toBe(false);
  });
});
