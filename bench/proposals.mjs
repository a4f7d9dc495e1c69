// A deterministic list of flight proposals in the shape of the domain's flightProposalSchema, for
// the benchmarks that need a results page holding thousands of them (results-page, lighthouse).
import { randomUUID } from "node:crypto";

export const PROPOSALS = 2000;

const airlines = [
  ["IA", "Iraqi Airways"],
  ["IF", "Fly Baghdad"],
  ["IR", "Iran Air"],
  ["W5", "Mahan Air"],
  ["QR", "Qatar Airways"],
  ["EK", "Emirates"],
  ["FZ", "flydubai"],
  ["TK", "Turkish Airlines"],
  ["PC", "Pegasus"],
  ["RJ", "Royal Jordanian"],
];
const hubs = ["DOH", "DXB", "IST", "AMM"];
const name = (en) => ({ ar: en, fa: en, en });

/** A deterministic list of proposals BSR → EBL on `date` (the shape of flightProposalSchema). */
export function generateProposals(date, requestId) {
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const proposals = [];
  for (let i = 0; i < PROPOSALS; i++) {
    const [code, airline] = airlines[Math.floor(random() * airlines.length)];
    const stops = Math.floor(random() * 3);
    const departure = Date.parse(`${date}T00:00:00Z`) + Math.floor(random() * 1440) * 60_000 - 3 * 3_600_000;
    const points = ["BSR", ...hubs.slice(0, stops), "EBL"];
    let time = departure;
    const legs = [];
    for (let l = 0; l < points.length - 1; l++) {
      const minutes = 50 + Math.floor(random() * 150);
      legs.push({
        origin: points[l],
        destination: points[l + 1],
        originName: name(points[l]),
        destinationName: name(points[l + 1]),
        departureTime: new Date(time).toISOString(),
        arrivalTime: new Date(time + minutes * 60_000).toISOString(),
        flightNumber: `${code} ${100 + Math.floor(random() * 900)}`,
        airlineCode: code,
        aircraft: "Airbus A320",
        durationMinutes: minutes,
      });
      time += (minutes + 60) * 60_000;
    }
    const total = Math.round((time - departure) / 60_000) - 60;
    const price = Math.round((60 + random() * 400) * 100) / 100;
    const charter = random() < 0.2;
    proposals.push({
      proposalId: randomUUID(),
      requestId,
      isReturning: false,
      isCharter: charter,
      flightKind: charter ? "charter" : "system",
      provider: charter ? "charter" : "network",
      seat: random() < 0.1 ? 0 : 1 + Math.floor(random() * 9),
      hash: `h${Math.floor(i / 2)}`,
      totalPrice: price,
      adultPrice: price,
      currencyCode: "USD",
      totalDurationMinutes: total,
      prices: [{ paxType: 1, count: 1, unitPrice: price, totalPrice: price }],
      flightGroups: [
        {
          origin: "BSR",
          destination: "EBL",
          originName: name("Basra"),
          destinationName: name("Arbil"),
          departureTime: legs[0].departureTime,
          arrivalTime: legs[legs.length - 1].arrivalTime,
          marketingAirlineCode: code,
          marketingAirlineName: name(airline),
          flightNumber: legs[0].flightNumber,
          cabinClass: 1,
          fareClass: "Y",
          baggage: { amount: 23, unit: "Kg" },
          stops,
          durationMinutes: total,
          flightLegs: legs,
        },
      ],
      captchaUrl: null,
    });
  }
  return proposals;
}

/** The Available answer (envelope) carrying `proposals`. */
export function availableAnswer(requestId, proposals) {
  return {
    data: {
      requestId,
      returningRequestId: null,
      tripType: 1,
      flightScope: 2,
      productType: "DomesticFlight",
      isDomesticFlight: true,
      proposals,
      suppliers: [],
      expiresInSeconds: 900,
      fromCache: false,
    },
    meta: { errors: [] },
  };
}
