/**
 * Charter flights in the back office (issue 13): operations creates one, customers' searches find it
 * at once, closing its sales takes it out; each rule of the form by its key.
 */
import type { CharterReferences } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baghdadDay, findProposal, search } from "../../test/inventory";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let operations: string;
let references: CharterReferences;

const call = (method: "GET" | "POST", url: string, payload?: object, cookie = operations) =>
  siteCall(t, method, url, { cookie }, payload);
/** Departure at 10:00 Baghdad time `days` ahead, arriving 90 minutes later. */
const timesOn = (days: number) => {
  const date = baghdadDay(days);
  return { date, departureAt: `${date}T10:00:00+03:00`, arrivalAt: `${date}T11:30:00+03:00` };
};
const flight = (days: number, extra: Record<string, unknown> = {}) => {
  const { departureAt, arrivalAt } = timesOn(days);
  const aircraft = references.aircraft[0];
  return {
    airlineCode: "IF",
    flightNumber: String(4000 + days),
    origin: "NJF",
    destination: "IKA",
    departureAt,
    arrivalAt,
    aircraftCode: aircraft?.code,
    fareClass: "Y",
    baggageAmount: 20,
    baggageUnit: "Kg",
    seats: Math.min(12, aircraft?.seatCount ?? 12),
    cancellationRuleSet: references.ruleSets[0],
    fares: { adult: 180, child: 135, infant: 18 },
    ...extra,
  };
};
const searchOn = (date: string) =>
  search(t, { origin: "NJF", destination: "IKA", departureDates: [date], adults: 1 });

beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKERS_ENABLED: "false" } });
  operations = await operatorCookie(t, await newOperator(t, "operations"));
  references = (await call("GET", "/api/back-office/charter-flights/references")).body.data;
  expect(references.aircraft.length).toBeGreaterThan(0);
  expect(references.ruleSets.length).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("charter flights", () => {
  it("created by operations, found by a customer's search at once; closed, it leaves the search", async () => {
    const days = 27;
    const created = await call("POST", "/api/back-office/charter-flights", flight(days));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { date } = timesOn(days);
    expect(created.body.data).toMatchObject({
      flightNumber: `IF ${4000 + days}`,
      departureDate: date,
      seatsTotal: 12,
      seatsSold: 0,
      adultFare: 180,
      isActive: true,
    });

    const found = findProposal(await searchOn(date), { flightNumber: `IF ${4000 + days}` });
    expect(found).toBeDefined();
    expect(found?.isCharter).toBe(true);

    const listed = await call("GET", `/api/back-office/charter-flights?origin=NJF&from=${date}&to=${date}`);
    expect(listed.body.data.items.map((f: { id: string }) => f.id)).toContain(created.body.data.id);

    const closed = await call("POST", `/api/back-office/charter-flights/${created.body.data.id}/sales`, {
      open: false,
    });
    expect(closed.body.data).toEqual({ open: false });
    expect(findProposal(await searchOn(date), { flightNumber: `IF ${4000 + days}` })).toBeUndefined();

    const again = await call("POST", "/api/back-office/charter-flights", flight(days));
    expect([again.status, again.body.meta.errors[0].messages]).toEqual([409, ["CHARTER_FLIGHT_EXISTS"]]);
  });

  it("with a stop on the way: its legs in order, in the list and in the customer's search as one stop", async () => {
    const days = 29;
    const date = baghdadDay(days);
    const body = flight(days, {
      departureAt: `${date}T10:00:00+03:00`,
      arrivalAt: `${date}T13:30:00+03:30`,
      stops: [{ airport: "bgw", arrivalAt: `${date}T10:50:00+03:00`, departureAt: `${date}T11:40:00+03:00` }],
    });
    const created = await call("POST", "/api/back-office/charter-flights", body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ origin: "NJF", destination: "IKA", stops: ["BGW"] });

    const listed = await call("GET", `/api/back-office/charter-flights?origin=NJF&from=${date}&to=${date}`);
    const row = listed.body.data.items.find((f: { id: string }) => f.id === created.body.data.id);
    expect(row?.stops).toEqual(["BGW"]);

    const found = findProposal(await searchOn(date), { flightNumber: `IF ${4000 + days}` });
    const group = found?.flightGroups[0];
    expect(group?.stops).toBe(1);
    expect(
      group?.flightLegs.map((leg) => [
        leg.origin,
        leg.destination,
        Date.parse(leg.departureTime),
        Date.parse(leg.arrivalTime),
      ]),
    ).toEqual([
      ["NJF", "BGW", Date.parse(`${date}T10:00:00+03:00`), Date.parse(`${date}T10:50:00+03:00`)],
      ["BGW", "IKA", Date.parse(`${date}T11:40:00+03:00`), Date.parse(`${date}T13:30:00+03:30`)],
    ]);
    expect(group?.durationMinutes).toBe(180);
  });

  it("refuses a stop out of order, a stop at an end or an unknown one, by its key on the stop's field", async () => {
    const days = 30;
    const date = baghdadDay(days);
    const refused = async (stops: object[]) => {
      const r = await call("POST", "/api/back-office/charter-flights", flight(days, { stops }));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.meta.errors[0];
    };
    const at = (time: string) => `${date}T${time}:00+03:00`;
    // The flight leaves NJF at 10:00 and lands at IKA at 11:30 (Baghdad time).
    expect(await refused([{ airport: "BGW", arrivalAt: at("09:30"), departureAt: at("10:30") }])).toEqual({
      key: "stops[0].arrivalAt",
      messages: ["CHARTER_STOP_TIMES_ARE_INVALID"],
    });
    expect(await refused([{ airport: "BGW", arrivalAt: at("10:30"), departureAt: at("11:45") }])).toEqual({
      key: "stops[0].departureAt",
      messages: ["CHARTER_STOP_TIMES_ARE_INVALID"],
    });
    expect(await refused([{ airport: "IKA", arrivalAt: at("10:20"), departureAt: at("10:40") }])).toEqual({
      key: "stops[0].airport",
      messages: ["CHARTER_STOP_IS_INVALID"],
    });
    expect(await refused([{ airport: "ZZZ", arrivalAt: at("10:20"), departureAt: at("10:40") }])).toEqual({
      key: "stops[0].airport",
      messages: ["CHARTER_STOP_IS_INVALID"],
    });
    const three = ["BGW", "BSR", "EBL"].map((airport, i) => ({
      airport,
      arrivalAt: at(`10:${1 + i * 2}0`),
      departureAt: at(`10:${2 + i * 2}0`),
    }));
    expect(await refused(three)).toEqual({ key: "stops", messages: ["CHARTER_STOP_IS_INVALID"] });
  });

  it("refuses each bad field by its key", async () => {
    const refused = async (extra: Record<string, unknown>) => {
      const r = await call("POST", "/api/back-office/charter-flights", flight(28, extra));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      return r.body.meta.errors[0];
    };
    expect(await refused({ aircraftCode: "NOPE" })).toEqual({
      key: "aircraftCode",
      messages: ["CHARTER_AIRCRAFT_UNKNOWN"],
    });
    expect(await refused({ seats: 10_000 })).toEqual({
      key: "seats",
      messages: ["CHARTER_SEATS_ARE_INVALID"],
    });
    // Spec §3: Economy=1, Business=2, First=3; the catalog's types know no other class.
    expect(await refused({ cabinClass: 4 })).toEqual({
      key: "cabinClass",
      messages: ["CABIN_CLASS_IS_INVALID"],
    });
    expect(await refused({ origin: "ZZZ" })).toEqual({
      key: "origin",
      messages: ["CHARTER_AIRPORT_UNKNOWN"],
    });
    expect(await refused({ destination: "NJF" })).toEqual({
      key: "destination",
      messages: ["CHARTER_AIRPORT_UNKNOWN"],
    });
    expect(await refused({ cancellationRuleSet: "nope" })).toEqual({
      key: "cancellationRuleSet",
      messages: ["CHARTER_RULE_SET_UNKNOWN"],
    });
    expect(await refused({ fares: { adult: 0, child: 1, infant: 1 } })).toEqual({
      key: "fares.adult",
      messages: ["CHARTER_FARE_IS_INVALID"],
    });
    const past = timesOn(-1);
    expect(await refused({ departureAt: past.departureAt, arrivalAt: past.arrivalAt })).toEqual({
      key: "departureAt",
      messages: ["CHARTER_TIMES_ARE_INVALID"],
    });
    const { departureAt } = timesOn(28);
    expect(await refused({ arrivalAt: departureAt })).toEqual({
      key: "arrivalAt",
      messages: ["CHARTER_TIMES_ARE_INVALID"],
    });
  });

  it("is operations' and admins' work only", async () => {
    const support = await operatorCookie(t, await newOperator(t, "support"));
    expect((await call("POST", "/api/back-office/charter-flights", flight(29), support)).status).toBe(403);
  });
});
