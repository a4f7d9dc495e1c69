/**
 * The airlines the `network` supplier flies (network-supplier.ts): where each is based, the hubs it
 * connects through, its range, child fare share, price level and baggage. Codes and names of the
 * airlines come from the reference data; this table holds only what no public data set has.
 */

export interface CarrierPlan {
  code: string;
  /** Airports it flies from; `country:XX` means every airport of that country in the catalog. */
  bases: string[];
  /** Hubs it connects passengers through. */
  hubs: string[];
  rangeKm: number;
  /** Share of the adult fare a child pays. */
  childShare: string;
  /** Price level against the market. */
  level: number;
  baggage: { economy: [number, "Kg" | "Pc"]; business: [number, "Kg" | "Pc"] };
}

const kg = (economy: number, business: number): CarrierPlan["baggage"] => ({
  economy: [economy, "Kg"],
  business: [business, "Kg"],
});
const pc = (economy: number, business: number): CarrierPlan["baggage"] => ({
  economy: [economy, "Pc"],
  business: [business, "Pc"],
});

/** Airlines of the region and where they fly from (their codes and names come from the data). */
export const CARRIERS: CarrierPlan[] = [
  {
    code: "IA",
    bases: ["country:IQ"],
    hubs: ["BGW"],
    rangeKm: 4200,
    childShare: "0.75",
    level: 0.95,
    baggage: kg(30, 40),
  },
  {
    code: "IF",
    bases: ["country:IQ"],
    hubs: [],
    rangeKm: 3000,
    childShare: "0.75",
    level: 0.9,
    baggage: kg(23, 40),
  },
  {
    code: "IR",
    bases: ["country:IR"],
    hubs: ["IKA"],
    rangeKm: 4500,
    childShare: "0.5",
    level: 0.9,
    baggage: kg(30, 40),
  },
  {
    code: "W5",
    bases: ["country:IR"],
    hubs: ["IKA"],
    rangeKm: 5000,
    childShare: "0.5",
    level: 0.92,
    baggage: kg(30, 40),
  },
  {
    code: "EP",
    bases: ["country:IR"],
    hubs: [],
    rangeKm: 2500,
    childShare: "0.5",
    level: 0.85,
    baggage: kg(20, 30),
  },
  {
    code: "QB",
    bases: ["country:IR"],
    hubs: [],
    rangeKm: 2500,
    childShare: "0.5",
    level: 0.85,
    baggage: kg(20, 30),
  },
  {
    code: "QR",
    bases: ["DOH"],
    hubs: ["DOH"],
    rangeKm: 9000,
    childShare: "0.75",
    level: 1.15,
    baggage: pc(2, 3),
  },
  {
    code: "EK",
    bases: ["DXB"],
    hubs: ["DXB"],
    rangeKm: 9000,
    childShare: "0.75",
    level: 1.2,
    baggage: pc(2, 3),
  },
  {
    code: "FZ",
    bases: ["DXB"],
    hubs: ["DXB"],
    rangeKm: 4500,
    childShare: "0.75",
    level: 0.95,
    baggage: kg(20, 40),
  },
  {
    code: "G9",
    bases: ["SHJ"],
    hubs: ["SHJ"],
    rangeKm: 4000,
    childShare: "0.67",
    level: 0.8,
    baggage: kg(20, 40),
  },
  {
    code: "TK",
    bases: ["IST"],
    hubs: ["IST"],
    rangeKm: 9000,
    childShare: "0.75",
    level: 1.1,
    baggage: kg(30, 40),
  },
  {
    code: "PC",
    bases: ["SAW"],
    hubs: ["SAW"],
    rangeKm: 4500,
    childShare: "0.67",
    level: 0.8,
    baggage: kg(20, 30),
  },
  {
    code: "RJ",
    bases: ["AMM"],
    hubs: ["AMM"],
    rangeKm: 6000,
    childShare: "0.75",
    level: 1.0,
    baggage: pc(2, 3),
  },
  {
    code: "KU",
    bases: ["KWI"],
    hubs: ["KWI"],
    rangeKm: 6000,
    childShare: "0.75",
    level: 1.0,
    baggage: kg(30, 40),
  },
  {
    code: "ME",
    bases: ["BEY"],
    hubs: ["BEY"],
    rangeKm: 5000,
    childShare: "0.75",
    level: 1.05,
    baggage: kg(23, 32),
  },
  {
    code: "J2",
    bases: ["GYD"],
    hubs: [],
    rangeKm: 4000,
    childShare: "0.5",
    level: 0.95,
    baggage: kg(23, 32),
  },
  {
    code: "GF",
    bases: ["BAH"],
    hubs: ["BAH"],
    rangeKm: 6000,
    childShare: "0.75",
    level: 1.0,
    baggage: kg(25, 40),
  },
  {
    code: "WY",
    bases: ["MCT"],
    hubs: [],
    rangeKm: 6000,
    childShare: "0.75",
    level: 1.0,
    baggage: kg(30, 40),
  },
  { code: "MS", bases: ["CAI"], hubs: [], rangeKm: 6000, childShare: "0.75", level: 0.95, baggage: pc(2, 2) },
];
