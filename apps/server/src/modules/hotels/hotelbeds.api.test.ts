import { createHash } from "node:crypto";
import type { ServerResponse } from "node:http";
import type {
  HotelDetail,
  HotelSearchAnswer,
  OrderDetail,
  RateRecheck,
  VerifyIssueFlightTicket,
} from "@safar/domain";
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, payOnSandbox } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { type RecordedRequest, startMockHttp } from "../../test/mock-http";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createHotelbedsSupplier } from "./suppliers/hotelbeds-supplier";

/**
 * A local mock of Hotelbeds APItude (Booking API 1.0, Content API 1.0): every call's signature
 * checked (SHA-256 of key, secret and Unix seconds, five minutes either way), availability,
 * check rates, bookings (create, read, cancel with SIMULATION and CANCELLATION) and hotel details,
 * with APItude's envelopes and error codes.
 */
const API_KEY = "hb-test-key";
const SECRET = "hb-test-secret";
const checkIn = addDays(calendarDateIn(new Date()) ?? "", 70);
const checkOut = addDays(checkIn, 2);
/** How the mock answers: normally, with a higher price, sold out, or bookings left PENDING. */
let mode: "ok" | "price-up" | "sold-out" | "pending" = "ok";
let mergedName = "";
const bookings = new Map<string, string>();

function signed(request: RecordedRequest): boolean {
  const signature = request.headers["x-signature"];
  if (request.headers["api-key"] !== API_KEY || typeof signature !== "string") return false;
  const now = Math.floor(Date.now() / 1000);
  for (let s = now - 300; s <= now + 300; s++)
    if (createHash("sha256").update(`${API_KEY}${SECRET}${s}`).digest("hex") === signature) return true;
  return false;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

const rate = (key: string, net: string, extra: object = {}) => ({
  rateKey: key,
  rateClass: "NOR",
  rateType: "BOOKABLE",
  net,
  allotment: 3,
  paymentType: "AT_WEB",
  boardCode: "BB",
  boardName: "BED AND BREAKFAST",
  rooms: 1,
  adults: 2,
  children: 1,
  childrenAges: "7",
  cancellationPolicies: [{ amount: "60.00", from: `${addDays(checkIn, -2)}T23:59:00+03:00` }],
  taxes: {
    taxes: [{ included: false, amount: "4.00", currency: "USD", type: "TAX" }],
    allIncluded: false,
  },
  ...extra,
});

function hotels() {
  return {
    auditData: { processTime: "12", timestamp: new Date().toISOString() },
    hotels: {
      checkIn,
      checkOut,
      total: 2,
      hotels: [
        {
          code: 77001,
          name: mergedName,
          categoryCode: "4EST",
          destinationCode: "IST",
          zoneName: "Sultanahmet",
          latitude: "0.0",
          longitude: "0.0",
          currency: "USD",
          rooms: [{ code: "DBL.ST", name: "DOUBLE STANDARD", rates: [rate("hb-rate-1", "150.00")] }],
        },
        {
          code: 77002,
          name: "Bosphorus View Hotel",
          categoryCode: "5EST",
          zoneName: "Besiktas",
          latitude: "41.0422",
          longitude: "29.0083",
          currency: "USD",
          rooms: [
            {
              code: "DBL.SU",
              name: "DOUBLE SUPERIOR",
              rates: [
                rate("hb-rate-2", "410.00", { rateClass: "NRF", boardCode: "RO", cancellationPolicies: [] }),
                rate("hb-rate-3", "470.00", { paymentType: "AT_HOTEL", boardCode: "HB" }),
                rate("hb-rate-eur", "300.00", { rooms: 2 }),
              ],
            },
          ],
        },
        {
          code: 77003,
          name: "Euro Only Hotel",
          categoryCode: "3EST",
          latitude: "41.01",
          longitude: "28.97",
          currency: "EUR",
          rooms: [{ code: "DBL", name: "DOUBLE", rates: [rate("hb-rate-4", "90.00")] }],
        },
      ],
    },
  };
}

function handler(request: RecordedRequest, res: ServerResponse) {
  if (!signed(request))
    return json(res, 401, { error: { code: "INVALID_SIGNATURE", message: "Invalid signature" } });
  const url = new URL(request.url, "http://mock");
  const body = request.body ? JSON.parse(request.body) : {};
  if (request.method === "POST" && url.pathname === "/hotel-api/1.0/hotels") return json(res, 200, hotels());
  if (request.method === "POST" && url.pathname === "/hotel-api/1.0/checkrates") {
    if (mode === "sold-out")
      return json(res, 400, { error: { code: "INSUFFICIENT_ALLOTMENT", message: "Insufficient allotment" } });
    const key = body.rooms?.[0]?.rateKey as string;
    // The rate paid at the hotel re-checked as it is (its own hotel, room and payment type).
    if (key === "hb-rate-3")
      return json(res, 200, {
        hotel: {
          checkIn,
          checkOut,
          code: 77002,
          name: "Bosphorus View Hotel",
          currency: "USD",
          rooms: [
            {
              code: "DBL.SU",
              name: "DOUBLE SUPERIOR",
              rates: [rate(key, "470.00", { paymentType: "AT_HOTEL", boardCode: "HB" })],
            },
          ],
          totalNet: "470.00",
        },
      });
    const net = mode === "price-up" ? "165.00" : "150.00";
    return json(res, 200, {
      hotel: {
        checkIn,
        checkOut,
        code: 77001,
        name: mergedName,
        currency: "USD",
        rooms: [{ code: "DBL.ST", name: "DOUBLE STANDARD", rates: [rate(key, net)] }],
        totalNet: net,
      },
    });
  }
  if (request.method === "POST" && url.pathname === "/hotel-api/1.0/bookings") {
    if (mode === "sold-out")
      return json(res, 400, { error: { code: "INSUFFICIENT_ALLOTMENT", message: "Insufficient allotment" } });
    const reference = `1-${3_000_000 + bookings.size}`;
    const status = mode === "pending" ? "PENDING" : "CONFIRMED";
    bookings.set(reference, status);
    return json(res, 200, {
      booking: {
        reference,
        clientReference: body.clientReference,
        status,
        totalNet: 150,
        currency: "USD",
      },
    });
  }
  const booking = /^\/hotel-api\/1\.0\/bookings\/([^/]+)$/.exec(url.pathname);
  if (booking) {
    const reference = decodeURIComponent(booking[1] ?? "");
    const status = bookings.get(reference);
    if (!status)
      return json(res, 404, { error: { code: "BOOKING_NOT_FOUND", message: "Booking not found" } });
    if (request.method === "GET") return json(res, 200, { booking: { reference, status } });
    if (request.method === "DELETE") {
      const flag = url.searchParams.get("cancellationFlag");
      if (flag === "CANCELLATION") bookings.set(reference, "CANCELLED");
      return json(res, 200, {
        booking: {
          reference,
          status: flag === "CANCELLATION" ? "CANCELLED" : status,
          hotel: { cancellationAmount: 60 },
        },
      });
    }
  }
  if (request.method === "GET" && url.pathname === "/hotel-content-api/1.0/hotels/77002/details")
    return json(res, 200, { hotel: { code: 77002, address: { content: "Ciragan Cd. 32, Besiktas" } } });
  return json(res, 404, { error: { code: "NOT_FOUND", message: "Not found" } });
}

let mock: Awaited<ReturnType<typeof startMockHttp>>;
let t: TestApp;
beforeAll(async () => {
  mock = await startMockHttp(handler);
  t = await createTestApp({
    env: { HOTELBEDS_API_KEY: API_KEY, HOTELBEDS_SECRET: SECRET, HOTELBEDS_API_URL: mock.url },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await mock?.close();
});

async function post<T>(url: string, payload: unknown) {
  const response = await t.app.inject({ method: "POST", url, payload: payload as object });
  return { status: response.statusCode, body: response.json() as { data: T; meta: { errors: unknown[] } } };
}

describe("the Hotelbeds supplier against a mock of APItude", () => {
  let requestId = "";
  let contractedId = "";

  it("searches signed, merges the building it shares with a contract, keeps USD rates of the rooms asked", async () => {
    mergedName = `Merged Hotel ${Math.random().toString(36).slice(2, 8)}`;
    const added = await post<{ hotelId: string }>("/api/dev/hotels/properties", {
      cityCode: "IST",
      name: mergedName,
      checkIn,
      nights: 2,
      allotment: 4,
      doubleCents: 9_000,
      popularity: 1000,
    });
    contractedId = added.body.data.hotelId;
    const { status, body } = await post<HotelSearchAnswer>("/api/hotel-catalog/HotelCatalog/Available", {
      cityCode: "IST",
      checkIn,
      checkOut,
      rooms: [{ adults: 2, childAges: [7] }],
    });
    expect(status).toBe(200);
    requestId = body.data.requestId;

    const search = mock.requests.find((r) => r.url === "/hotel-api/1.0/hotels");
    expect(JSON.parse(search?.body ?? "{}")).toEqual({
      stay: { checkIn, checkOut },
      occupancies: [{ rooms: 1, adults: 2, children: 1, paxes: [{ type: "CH", age: 7 }] }],
      destination: { code: "IST" },
    });
    expect(search?.headers["accept-encoding"]).toBe("gzip");

    const merged = body.data.hotels.find((h) => h.hotelId === contractedId);
    expect(merged?.suppliers).toEqual(["contracts", "hotelbeds"]);
    // The contract: (90 − 10 % + 10 for the child) × 2 = 182; Hotelbeds' 150 is cheaper.
    expect(merged?.cheapest).toMatchObject({
      supplier: "hotelbeds",
      totalPrice: 150,
      perNight: 75,
      dueAtHotel: 4,
    });

    const bosphorus = body.data.hotels.find((h) => h.hotelId === "hotelbeds-77002");
    expect(bosphorus).toMatchObject({ stars: 5, boards: ["RoomOnly", "HalfBoard"], anyPayAtHotel: true });
    expect(bosphorus?.cheapest).toMatchObject({
      totalPrice: 410,
      refundable: false,
      freeCancellationUntil: null,
    });
    expect(body.data.hotels.some((h) => h.name.en === "Euro Only Hotel")).toBe(false);
  });

  it("shows a Hotelbeds hotel's page with its content and the free-cancellation deadline", async () => {
    const { status, body } = await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      requestId,
      hotelId: "hotelbeds-77002",
    });
    expect(status).toBe(200);
    expect(body.data.content).toMatchObject({
      address: { en: "Ciragan Cd. 32, Besiktas" },
      checkInTime: null,
      timeZone: "Europe/Istanbul",
    });
    const halfBoard = body.data.roomGroups[0]?.rates.find((r) => r.board === "HalfBoard");
    expect(halfBoard?.freeCancellationUntil).toBe(`${addDays(checkIn, -2)}T20:59:00.000Z`);
  });

  it("re-checks a rate: the same price, a price change, sold out", async () => {
    const recheck = () =>
      post<RateRecheck>("/api/hotel-catalog/HotelCatalog/Recheck", {
        requestId,
        hotelId: contractedId,
        rateKey: "hb-rate-1",
      });
    mode = "ok";
    expect((await recheck()).body.data).toMatchObject({ status: "Available", previousTotal: 150 });
    mode = "price-up";
    expect((await recheck()).body.data).toMatchObject({
      status: "PriceChanged",
      previousTotal: 150,
      rate: { totalPrice: 165 },
    });
    mode = "sold-out";
    expect((await recheck()).body.data).toMatchObject({ status: "SoldOut", rate: null, previousTotal: 165 });
    mode = "ok";
    const checkRates = mock.requests.filter((r) => r.url === "/hotel-api/1.0/checkrates");
    expect(JSON.parse(checkRates[0]?.body ?? "{}")).toEqual({ rooms: [{ rateKey: "hb-rate-1" }] });
  });

  it("books with the guests per room, reads the booking, quotes and makes its cancellation", async () => {
    const supplier = createHotelbedsSupplier({
      apiUrl: mock.url,
      apiKey: API_KEY,
      secret: SECRET,
      destinations: { IST: "IST" },
      timeoutMs: 5000,
    });
    const rateNow = await supplier.recheck("hb-rate-1", new Date());
    if (!rateNow) throw new Error("no rate");
    const booked = await supplier.book({
      rateKey: "hb-rate-1",
      holdId: null,
      holder: { firstName: "ZAINAB", lastName: "ALI" },
      guests: [
        { room: 0, type: "Adult", age: null, firstName: "ZAINAB", lastName: "ALI" },
        { room: 0, type: "Adult", age: null, firstName: "HUSSEIN", lastName: "ALI" },
        { room: 0, type: "Child", age: 7, firstName: "MARYAM", lastName: "ALI" },
      ],
      totalPrice: 150,
      clientReference: "100042",
      remark: "Quiet room please",
    });
    expect(booked).toMatchObject({ status: "Confirmed", totalPrice: 150 });
    const sent = JSON.parse(mock.requests.findLast((r) => r.url === "/hotel-api/1.0/bookings")?.body ?? "{}");
    expect(sent).toEqual({
      holder: { name: "ZAINAB", surname: "ALI" },
      rooms: [
        {
          rateKey: "hb-rate-1",
          paxes: [
            { roomId: 1, type: "AD", name: "ZAINAB", surname: "ALI" },
            { roomId: 1, type: "AD", name: "HUSSEIN", surname: "ALI" },
            { roomId: 1, type: "CH", age: 7, name: "MARYAM", surname: "ALI" },
          ],
        },
      ],
      clientReference: "100042",
      remark: "Quiet room please",
      tolerance: 0,
    });
    expect(await supplier.readBooking(booked.reference)).toEqual({
      reference: booked.reference,
      status: "Confirmed",
    });
    expect(
      await supplier.quoteCancellation({ reference: booked.reference, rate: rateNow }, new Date()),
    ).toEqual({
      penalty: 60,
    });
    expect(bookings.get(booked.reference)).toBe("CONFIRMED"); // a simulation cancels nothing
    expect(await supplier.cancel({ reference: booked.reference, rate: rateNow }, new Date())).toEqual({
      reference: booked.reference,
      status: "Cancelled",
      penalty: 60,
    });
    expect(await supplier.readBooking("1-999")).toBeNull();

    mode = "sold-out";
    await expect(
      supplier.book({
        rateKey: "hb-rate-1",
        holdId: null,
        holder: { firstName: "A", lastName: "B" },
        guests: [],
        totalPrice: 150,
        clientReference: "1",
        remark: "",
      }),
    ).rejects.toMatchObject({ kind: "sold_out" });
    mode = "ok";
  });

  it("a paid order for an APItude rate is booked after payment, and waits while APItude says PENDING", async () => {
    const alice = await signUpCustomer(t, "783");
    // A search of its own (another room than the earlier tests': the re-check test sold its rate out).
    const found = await post<HotelSearchAnswer>("/api/hotel-catalog/HotelCatalog/Available", {
      cityCode: "IST",
      checkIn,
      checkOut,
      rooms: [{ adults: 2, childAges: [] }],
    });
    const ownRequestId = found.body.data.requestId;
    const submit = (extra: object = {}) =>
      t.app.inject({
        method: "POST",
        url: "/api/hotel-reservation/Submit/SubmitHotelOrder",
        headers: { ...alice.headers, "idempotency-key": `hb-order-${Math.random().toString(36).slice(2)}` },
        payload: {
          requestId: ownRequestId,
          hotelId: contractedId,
          rateKey: "hb-rate-1",
          guests: [{ firstName: "Zainab", lastName: "Ali" }],
          contact: { phoneNumber: "07701234567", email: "zainab@example.com" },
          ...extra,
        },
      });
    let submitted = await submit();
    // An earlier test moved the rate's price: accept the price it has now.
    if (submitted.statusCode === 409)
      submitted = await submit({ acceptedTotalPrice: submitted.json().data.newTotalPrice });
    expect(submitted.statusCode).toBe(200);
    const order = submitted.json().data as OrderDetail;
    expect(order).toMatchObject({
      type: "InternationalHotel",
      hotelOrder: { rate: { supplier: "hotelbeds" } },
    });
    const reserved = await t.app.inject({
      method: "POST",
      url: "/api/hotel-reservation/Reserve/ReserveHotelOrder",
      headers: alice.headers,
      payload: { orderId: order.orderId },
    });
    expect(reserved.json().data.status).toBe("Approved"); // nothing to hold at APItude: it books after payment

    mode = "pending";
    try {
      await payOnSandbox(t, alice, order.orderId);
      const verify = async () =>
        (
          await t.app.inject({
            url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
            headers: alice.headers,
          })
        ).json().data as VerifyIssueFlightTicket;
      // The reference and the status move in one transaction, but verify reads the order and its
      // fulfilment row one after the other: wait for both.
      const pending = await eventually(
        verify,
        (v) => v.bookingReference !== null && v.orderStatus !== "Paid",
      );
      expect(pending).toMatchObject({ state: "Pending", orderStatus: "FinalizationPending" });
      const reference = pending.bookingReference ?? "";
      const sent = JSON.parse(
        mock.requests.findLast((r) => r.url === "/hotel-api/1.0/bookings")?.body ?? "{}",
      );
      expect(sent).toMatchObject({
        holder: { name: "Zainab", surname: "Ali" },
        rooms: [{ rateKey: "hb-rate-1", paxes: [{ roomId: 1, type: "AD", name: "Zainab", surname: "Ali" }] }],
        clientReference: order.orderNumber,
      });
      // Read at least once while PENDING (the order waits, its next reading by the backoff).
      const readsOf = () =>
        mock.requests.filter((r) => r.method === "GET" && r.url === `/hotel-api/1.0/bookings/${reference}`);
      await eventually(
        async () => readsOf().length,
        (n) => n >= 1,
      );
      expect(await verify()).toMatchObject({ state: "Pending", orderStatus: "FinalizationPending" });
      // APItude confirms it later: the next reading by the backoff makes the order Successful.
      bookings.set(reference, "CONFIRMED");
      const done = await eventually(verify, (v) => v.state !== "Pending");
      expect(done).toMatchObject({ state: "Issued", orderStatus: "Successful", bookingReference: reference });
      expect(readsOf().length).toBeGreaterThanOrEqual(2);
    } finally {
      mode = "ok";
    }
  });

  it("keeps an APItude rate paid at the hotel with the booking desk: HOTEL_PAY_AT_HOTEL_NOT_ONLINE, no order", async () => {
    const carol = await signUpCustomer(t, "783");
    const found = await post<HotelSearchAnswer>("/api/hotel-catalog/HotelCatalog/Available", {
      cityCode: "IST",
      checkIn,
      checkOut,
      rooms: [{ adults: 2, childAges: [] }],
    });
    const { requestId: ownRequestId, hotels } = found.body.data;
    let atHotel: { hotelId: string; rateKey: string; totalPrice: number } | undefined;
    for (const card of hotels) {
      const detail = await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
        requestId: ownRequestId,
        hotelId: card.hotelId,
      });
      const rate = detail.body.data.roomGroups
        .flatMap((g) => g.rates)
        .find((r) => r.payAtHotel && r.supplier === "hotelbeds");
      if (rate) atHotel = { hotelId: card.hotelId, rateKey: rate.rateKey, totalPrice: rate.totalPrice };
    }
    if (!atHotel) throw new Error("no APItude rate paid at the hotel in the search");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/hotel-reservation/Submit/SubmitHotelOrder",
      headers: { ...carol.headers, "idempotency-key": `hb-at-hotel-${Math.random().toString(36).slice(2)}` },
      payload: {
        requestId: ownRequestId,
        hotelId: atHotel.hotelId,
        rateKey: atHotel.rateKey,
        guests: [{ firstName: "Zainab", lastName: "Ali" }],
        contact: { phoneNumber: "07701234567", email: "zainab@example.com" },
        acceptedTotalPrice: atHotel.totalPrice,
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().meta.errors).toEqual([
      { key: "rateKey", messages: ["HOTEL_PAY_AT_HOTEL_NOT_ONLINE"] },
    ]);
    const list = await t.app.inject({
      method: "POST",
      url: "/api/orders/Order/GetCurrentUserOrders",
      headers: carol.headers,
      payload: { page: 1, pageSize: 10 },
    });
    expect(list.json().data.items).toEqual([]);
  });

  it("is refused by APItude without the right signature", async () => {
    const wrong = createHotelbedsSupplier({
      apiUrl: mock.url,
      apiKey: API_KEY,
      secret: "not-the-secret",
      destinations: { IST: "IST" },
      timeoutMs: 5000,
    });
    await expect(wrong.readBooking("1-3000000")).rejects.toMatchObject({ kind: "unavailable" });
  });
});
