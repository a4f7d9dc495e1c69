import { describe, expect, it } from "vitest";
import { COMBINED_PROVIDER, combineAcrossSuppliers, type SupplierOffer } from "./supplier";

/** An offer of one direct flight: `day` of December 2026, `hour` UTC, 1 h 30 in the air. */
function offer(
  provider: string,
  from: string,
  to: string,
  day: number,
  hour: number,
  adult: number,
  seat = 9,
) {
  const departure = new Date(Date.UTC(2026, 11, day, hour)).toISOString();
  const arrival = new Date(Date.UTC(2026, 11, day, hour, 90)).toISOString();
  return {
    provider,
    ref: `${provider}:${from}${to}${day}${hour}`,
    isCharter: provider === "charter",
    seat,
    fares: { adult, child: adult / 2, infant: adult / 10 },
    groups: [
      {
        marketingAirlineCode: "IF",
        flightNumber: `IF ${day}${hour}`,
        cabinClass: 1,
        fareClass: "Y",
        baggage: { amount: 23, unit: "Kg" },
        legs: [
          {
            origin: from,
            destination: to,
            departureTime: departure,
            arrivalTime: arrival,
            flightNumber: `IF ${day}${hour}`,
            airlineCode: "IF",
            aircraft: "320",
          },
        ],
      },
    ],
    refundable: true,
    changeable: false,
    cancellationPenalties: [],
  } satisfies SupplierOffer;
}

describe("combineAcrossSuppliers (issue 10)", () => {
  const charterFirst = offer("charter", "BGW", "BSR", 10, 5, 6900);
  const networkSecond = [
    offer("network", "BSR", "EBL", 13, 13, 9000),
    offer("network", "BSR", "EBL", 13, 8, 8000),
  ];

  it("joins a route only one supplier flies with routes others fly, as separate tickets", () => {
    const joined = combineAcrossSuppliers([[charterFirst], networkSecond]);
    expect(joined.map((o) => o.fares.adult)).toEqual([14900, 15900]);
    const [cheapest] = joined;
    expect(cheapest).toMatchObject({ provider: COMBINED_PROVIDER, isCharter: false, seat: 9 });
    expect(cheapest?.parts?.map((p) => p.provider)).toEqual(["charter", "network"]);
    expect(cheapest?.groups.map((g) => g.legs[0]?.origin)).toEqual(["BGW", "BSR"]);
  });

  it("leaves out itineraries of one supplier, and connections under two hours", () => {
    const sameDay = offer("network", "BSR", "EBL", 10, 7, 5000); // 30 min after the charter lands
    const onlyNetwork = offer("network", "BGW", "BSR", 10, 3, 5000);
    const joined = combineAcrossSuppliers([
      [charterFirst, onlyNetwork],
      [sameDay, ...networkSecond],
    ]);
    expect(joined.every((o) => new Set(o.parts?.map((p) => p.provider)).size === 2)).toBe(true);
    expect(joined.some((o) => o.parts?.includes(sameDay) && o.parts.includes(charterFirst))).toBe(false);
  });

  it("prefers offers with seats and answers sold-out itineraries last", () => {
    const soldOut = offer("network", "BSR", "EBL", 13, 10, 1000, 0);
    const joined = combineAcrossSuppliers([[charterFirst], [soldOut, ...networkSecond]]);
    expect(joined.at(-1)?.seat).toBe(0);
    expect(joined[0]?.seat).toBe(9);
  });
});
