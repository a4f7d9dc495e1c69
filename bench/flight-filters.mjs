// Filter plus sort of 5,000 proposals with the domain's rules (packages/domain/src/flight-filters.ts):
// the median of 300 runs, after a warm-up. Target: under 5 ms. Runs the TypeScript through tsx.
import { register } from "tsx/esm/api";

register();
const { applyFlightFilters, clearFlightFilters, SortOption } = await import(
  "../packages/domain/src/index.ts"
);
const { median } = await import("./lib.mjs");

const AIRLINES = ["IA", "IF", "IR", "W5", "QR", "EK", "FZ", "TK", "PC", "RJ"];
const HUBS = ["IST", "DOH", "DXB", "AMM", "IKA"];
const name = (en) => ({ ar: en, fa: en, en });

/** A deterministic pseudo-random sequence (no Math.random: the same list every run). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x1_0000_0000;
  };
}

function makeProposals(count) {
  const next = rng(42);
  const start = Date.parse("2026-06-01T00:00:00Z");
  return Array.from({ length: count }, (_, i) => {
    const airline = AIRLINES[Math.floor(next() * AIRLINES.length)];
    const stops = next() < 0.6 ? 0 : next() < 0.8 ? 1 : 2;
    const airports = ["BGW", ...HUBS.slice(0, stops), "IST"];
    const dep = start + Math.floor(next() * 24 * 60) * 60_000;
    const duration = 150 + stops * 180 + Math.floor(next() * 60);
    const price = Math.round((120 + next() * 600) * 100) / 100;
    const legs = airports.slice(1).map((destination, j) => ({
      origin: airports[j],
      destination,
      originName: name(airports[j]),
      destinationName: name(destination),
      departureTime: new Date(dep + j * 200 * 60_000).toISOString(),
      arrivalTime: new Date(dep + (j + 1) * 180 * 60_000).toISOString(),
      flightNumber: `${airline} ${100 + j}`,
      airlineCode: airline,
      aircraft: "A320",
      durationMinutes: 180,
    }));
    return {
      proposalId: `p${i}`,
      requestId: "r",
      isReturning: i % 2 === 1,
      isCharter: next() < 0.2,
      flightKind: "system",
      provider: "network",
      seat: next() < 0.1 ? 0 : 1 + Math.floor(next() * 9),
      hash: `h${Math.floor(i / 2)}`,
      totalPrice: price,
      adultPrice: price,
      currencyCode: "USD",
      totalDurationMinutes: duration,
      prices: [{ paxType: 1, count: 1, unitPrice: price, totalPrice: price }],
      flightGroups: [
        {
          origin: "BGW",
          destination: "IST",
          originName: name("BGW"),
          destinationName: name("IST"),
          departureTime: new Date(dep).toISOString(),
          arrivalTime: new Date(dep + duration * 60_000).toISOString(),
          marketingAirlineCode: airline,
          marketingAirlineName: name(airline),
          flightNumber: `${airline} 100`,
          cabinClass: 1,
          fareClass: "Y",
          baggage: { amount: 20, unit: "Kg" },
          stops,
          durationMinutes: duration,
          flightLegs: legs,
        },
      ],
      captchaUrl: null,
    };
  });
}

const proposals = makeProposals(5000);
const scenarios = [
  ["default filters, default sort", clearFlightFilters(), undefined],
  [
    "airlines + price + time + stops, Cheapest, no duplicates",
    {
      ...clearFlightFilters(),
      airlines: ["IA", "TK", "QR", "EK", "FZ"],
      priceRange: { min: 150, max: 600 },
      timeRange: { from: 300, to: 1320 },
      stopsOutbound: "0",
      ticketOptions: ["existsTickets"],
    },
    SortOption.Cheapest,
  ],
  [
    "airports + duration, Fastest",
    {
      ...clearFlightFilters(),
      airports: ["BGW", "IST", "DOH", "IST"],
      durationRange: { min: 100, max: 500 },
    },
    SortOption.Fastest,
  ],
];

for (const [label, filters, sort] of scenarios) {
  for (let i = 0; i < 30; i++) applyFlightFilters(proposals, filters, sort);
  const times = [];
  let kept = 0;
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    const result = applyFlightFilters(proposals, filters, sort);
    times.push(performance.now() - started);
    kept = result.outbound.length + result.returning.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `filter+sort 5,000 proposals (${label}): median ${median(times).toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms, ${kept} kept (target: median < 5 ms)`,
  );
}

// Cold: fresh proposal objects each run (the first filter after a search pays the date parsing).
const cold = [];
for (let i = 0; i < 40; i++) {
  const fresh = structuredClone(proposals);
  const started = performance.now();
  applyFlightFilters(fresh, clearFlightFilters(), undefined);
  cold.push(performance.now() - started);
}
console.log(
  `filter+sort 5,000 fresh proposals (first pass, default sort): median ${median(cold).toFixed(2)} ms`,
);
