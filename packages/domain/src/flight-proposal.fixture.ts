/**
 * A flight proposal for tests, in the shape `flightProposalSchema` checks, with what a test cares
 * about named (not part of the barrel).
 */
import type { FlightProposal } from "./flights";

const name = (en: string) => ({ ar: en, fa: en, en });

export type SampleProposal = {
  id: string;
  price?: number;
  adult?: number;
  seat?: number;
  hash?: string;
  charter?: boolean;
  returning?: boolean;
  /** UTC departure of the first group. */
  dep?: string;
  duration?: number;
  airline?: string;
  /** Airports of the legs of the single group, e.g. ["NJF", "BGW", "IKA"] (two legs). */
  via?: string[];
};

export function sampleProposal(p: SampleProposal): FlightProposal {
  const via = p.via ?? ["NJF", "IKA"];
  const dep = p.dep ?? "2026-05-01T06:00:00.000Z";
  const legs = via.slice(1).map((destination, i) => ({
    origin: via[i] as string,
    destination,
    originName: name(via[i] as string),
    destinationName: name(destination),
    departureTime: dep,
    arrivalTime: dep,
    flightNumber: `XX ${i}`,
    airlineCode: p.airline ?? "IA",
    aircraft: "320",
    durationMinutes: 60,
  }));
  const price = p.price ?? 100;
  return {
    proposalId: p.id,
    requestId: "00000000-0000-4000-8000-000000000000",
    isReturning: p.returning ?? false,
    isCharter: p.charter ?? false,
    flightKind: p.charter ? "charter" : "system",
    provider: p.charter ? "charter" : "network",
    seat: p.seat ?? 5,
    hash: p.hash ?? p.id,
    totalPrice: price,
    adultPrice: p.adult ?? price,
    currencyCode: "USD",
    totalDurationMinutes: p.duration ?? 120,
    prices: [{ paxType: 1, count: 1, unitPrice: p.adult ?? price, totalPrice: price }],
    flightGroups: [
      {
        origin: via[0] as string,
        destination: via[via.length - 1] as string,
        originName: name(via[0] as string),
        destinationName: name(via[via.length - 1] as string),
        departureTime: dep,
        arrivalTime: dep,
        marketingAirlineCode: p.airline ?? "IA",
        marketingAirlineName: name(p.airline ?? "IA"),
        flightNumber: "XX 0",
        cabinClass: 1,
        fareClass: "Y",
        baggage: { amount: 20, unit: "Kg" },
        stops: legs.length - 1,
        durationMinutes: p.duration ?? 120,
        flightLegs: legs,
      },
    ],
    captchaUrl: null,
  };
}
