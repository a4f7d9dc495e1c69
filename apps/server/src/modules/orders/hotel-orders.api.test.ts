import type {
  CurrentUserOrderDetails,
  HotelDetail,
  HotelOrderPassengers,
  HotelSearchAnswer,
  OrderDetail,
  RefundableItems,
  VerifyIssueFlightTicket,
} from "@safar/domain";
import { calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelInventory, orders } from "../../db/schema";
import { eventually, payOnSandbox } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { pdftotext, textOf } from "../../test/pdf-text";
import { setCustomerName } from "../../test/refunds";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpCustomer(t, "782");
  bob = await signUpCustomer(t, "782");
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A day `n` days after today in Baghdad (Karbala's and Najaf's calendar). */
const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);
let seq = 0;

type Envelope<T> = { data: T; meta: { errors: { key: string; messages: string[] }[] } };
async function post<T>(url: string, payload: unknown, who?: TestCustomer, key?: string) {
  const response = await t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers: { ...(who?.headers ?? {}), ...(key ? { "idempotency-key": key } : {}) },
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
const errorsOf = (body: Envelope<unknown>) =>
  body.meta.errors.flatMap((e) => e.messages.map((m) => `${e.key}:${m}`));

/**
 * A contracted hotel of the test's own (`allotment` rooms a night for two nights, `days` from today)
 * found by a search for `rooms` rooms of two adults: its id, the search and its cheapest rate.
 */
async function ownHotel(days: number, allotment: number, rooms = 1) {
  // Its own check-in day: a search for the same stay would answer from the cache, without it.
  const checkIn = day(days + 10 * seq);
  const name = `Order Hotel ${seq++} ${Math.random().toString(36).slice(2, 8)}`;
  const added = await post<{ hotelId: string }>("/api/dev/hotels/properties", {
    cityCode: "KRB",
    name,
    checkIn,
    nights: 2,
    allotment,
    doubleCents: 8_000,
  });
  const hotelId = added.body.data.hotelId;
  const found = await post<HotelSearchAnswer>("/api/hotel-catalog/HotelCatalog/Available", {
    cityCode: "KRB",
    checkIn,
    checkOut: addDays(checkIn, 2),
    rooms: Array.from({ length: rooms }, () => ({ adults: 2, childAges: [] })),
  });
  const card = found.body.data.hotels.find((h) => h.hotelId === hotelId);
  if (!card) throw new Error("own hotel not found");
  return { hotelId, name, checkIn, requestId: found.body.data.requestId, rate: card.cheapest };
}

const guest = { firstName: "Ali", lastName: "Hassan" };
const contact = { phoneNumber: "07701234567", email: "ali@example.com" };
const key = () => `hotel-test-${Math.random().toString(36).slice(2, 12)}`;

function submit(
  hotel: Awaited<ReturnType<typeof ownHotel>>,
  who: TestCustomer,
  extra: Record<string, unknown> = {},
  idempotencyKey = key(),
) {
  return post<OrderDetail>(
    "/api/hotel-reservation/Submit/SubmitHotelOrder",
    {
      requestId: hotel.requestId,
      hotelId: hotel.hotelId,
      rateKey: hotel.rate.rateKey,
      guests: [guest],
      contact,
      ...extra,
    },
    who,
    idempotencyKey,
  );
}
const reserve = (orderId: string, who: TestCustomer) =>
  post<OrderDetail>("/api/hotel-reservation/Reserve/ReserveHotelOrder", { orderId }, who);

async function nights(roomTypeId: string) {
  const rows = await t.infrastructure.database.db
    .select({ held: hotelInventory.held, sold: hotelInventory.sold })
    .from(hotelInventory)
    .where(eq(hotelInventory.roomTypeId, roomTypeId))
    .orderBy(hotelInventory.day);
  return rows.map((r) => [r.held, r.sold]);
}

/**
 * A stay at the test's own hotel (`days` ahead, two rooms on sale) at its refundable rate, submitted,
 * reserved and paid by `who`, confirmed with the hotel (Successful).
 */
async function paidRefundableStay(days: number, who: TestCustomer) {
  const hotel = await ownHotel(days, 2);
  // The refundable plan (breakfast, free cancellation until three days before) of the same room.
  const detail = await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
    requestId: hotel.requestId,
    hotelId: hotel.hotelId,
  });
  const refundable = detail.body.data.roomGroups.flatMap((g) => g.rates).find((r) => r.refundable);
  if (!refundable) throw new Error("no refundable rate");
  const { orderId } = (await submit({ ...hotel, rate: refundable }, who)).body.data;
  await reserve(orderId, who);
  await payOnSandbox(t, who, orderId);
  await eventually(
    async () =>
      (
        await t.app.inject({
          url: `/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`,
          headers: who.headers,
        })
      ).json().data.status,
    (status) => status === "Successful",
  );
  return { orderId, refundable };
}

describe("hotel orders: submit, hold, pay, book", () => {
  it("a customer books a room: submitted, held, paid, confirmed with the hotel, and read back", async () => {
    const hotel = await ownHotel(30, 3);
    const submitted = await submit(hotel, alice, { specialRequests: "  Late arrival, about 23:00  " });
    expect(submitted.status).toBe(200);
    const order = submitted.body.data;
    expect(order).toMatchObject({
      status: "Submitted",
      type: "DomesticHotel",
      totalAmount: hotel.rate.totalPrice,
      payableAmount: hotel.rate.totalPrice,
      trip: null,
      flightOrder: null,
      travellersCount: 2,
      stay: { checkIn: hotel.checkIn, checkOut: addDays(hotel.checkIn, 2), nights: 2, rooms: 1 },
      hotelOrder: {
        checkIn: hotel.checkIn,
        nights: 2,
        guests: [guest],
        specialRequests: "Late arrival, about 23:00",
        rate: { rateKey: hotel.rate.rateKey, totalPrice: hotel.rate.totalPrice },
        hotel: { hotelId: hotel.hotelId, cityCode: "KRB", cityName: { en: "Karbala" } },
      },
    });

    const held = await reserve(order.orderId, alice);
    expect(held.status).toBe(200);
    expect(held.body.data.status).toBe("Approved");
    expect(await nights(hotel.rate.roomTypeId)).toEqual([
      [1, 0],
      [1, 0],
    ]);

    await payOnSandbox(t, alice, order.orderId);
    const verify = async () =>
      (
        await t.app.inject({
          url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
          headers: alice.headers,
        })
      ).json().data as VerifyIssueFlightTicket;
    const done = await eventually(verify, (v) => v.state !== "Pending");
    expect(done).toMatchObject({ state: "Issued", orderStatus: "Successful", tickets: [] });
    expect(done.bookingReference).toMatch(/^[0-9a-f-]{36}$/);
    expect(await nights(hotel.rate.roomTypeId)).toEqual([
      [0, 1],
      [0, 1],
    ]);

    const details = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserHotelOrderDetails/${order.orderId}`,
      headers: alice.headers,
    });
    expect(details.statusCode).toBe(200);
    const body = details.json().data as CurrentUserOrderDetails;
    expect(body).toMatchObject({ status: "Successful", bookingReference: done.bookingReference });
    expect(body.paidAmount).toBe(hotel.rate.totalPrice);

    const guests = await post<HotelOrderPassengers>(
      "/api/orders/HotelOrder/GetHotelPassengersByOrderId",
      { orderId: order.orderId },
      alice,
    );
    expect(guests.status).toBe(200);
    expect(guests.body.data).toMatchObject({
      bookingReference: done.bookingReference,
      rooms: [{ roomIndex: 0, adults: 2, childAges: [], firstName: "Ali", lastName: "Hassan" }],
    });
    expect(guests.body.data.confirmedAt).not.toBeNull();

    // The voucher is sent once: by e-mail (the PDF attached) and a text, in the customer's language.
    const shortReference = (done.bookingReference ?? "").slice(0, 8).toUpperCase();
    const outbox = async (to: string) =>
      (
        (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
          subject: string | null;
          text: string;
        }[]
      ).filter((m) => m.text.includes(shortReference));
    const mails = await eventually(
      () => outbox(contact.email),
      (list) => list.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(shortReference);
    expect(mails[0]?.text).toContain("تم تأكيد حجزك");
    expect(mails[0]?.text).toMatch(
      new RegExp(`\\[attachment: voucher-${order.trackingNumber}\\.pdf, application/pdf, \\d+ bytes\\]`),
    );
    const texts = await eventually(
      () => outbox("+9647701234567"),
      (list) => list.length > 0,
    );
    expect(texts[0]?.text).toContain(`HotelOrderDetails?orderId=${order.orderId}`);

    // The voucher, in each language, with what the front desk needs.
    for (const lang of ["en", "ar"] as const) {
      const voucher = await t.app.inject({
        url: `/hotel-reservation/Vouchers/HotelVoucherPdf/${order.orderId}?lang=${lang}`,
        headers: alice.headers,
      });
      expect(voucher.statusCode).toBe(200);
      expect(voucher.headers["content-type"]).toBe("application/pdf");
      expect(voucher.headers["content-disposition"]).toBe(
        `attachment; filename="voucher-${order.trackingNumber}.pdf"`,
      );
      expect(voucher.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      if (pdftotext) {
        const text = textOf(voucher.rawPayload);
        expect(text).toContain(shortReference);
        expect(text).toContain("ALI HASSAN");
        expect(text).toContain(hotel.name);
        expect(text).toContain(lang === "en" ? "Hotel booking voucher" : "الفندق");
      }
    }
    expect(
      (
        await t.app.inject({
          url: `/api/hotel-reservation/Vouchers/HotelVoucherPdf/${order.orderId}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    // A hotel order has no e-ticket.
    expect(
      (
        await t.app.inject({
          url: `/api/flight-reservation/Tickets/FlightTicketPdf/${order.orderId}`,
          headers: alice.headers,
        })
      ).statusCode,
    ).toBe(404);

    // The trip list shows the stay.
    const list = await post<{ items: { orderId: string; stay: unknown }[] }>(
      "/api/orders/Order/GetCurrentUserOrders",
      { productType: "DomesticHotel", page: 1, pageSize: 50 },
      alice,
    );
    expect(list.body.data.items.find((o) => o.orderId === order.orderId)?.stay).toMatchObject({ nights: 2 });
  });

  it("is 404 to another customer, and to the flight-only calls", async () => {
    const hotel = await ownHotel(31, 2);
    const { orderId } = (await submit(hotel, alice)).body.data;
    for (const url of [
      `/api/orders/Order/GetCurrentUserHotelOrderDetails/${orderId}`,
      `/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`,
    ]) {
      expect((await t.app.inject({ url, headers: bob.headers })).statusCode).toBe(404);
    }
    expect((await reserve(orderId, bob)).status).toBe(404);
    expect((await post("/api/orders/HotelOrder/GetHotelPassengersByOrderId", { orderId }, bob)).status).toBe(
      404,
    );
    // A hotel order has no flight travellers.
    const flightPassengers = await t.app.inject({
      url: `/api/orders/Order/GetOrderPassengers/${orderId}`,
      headers: alice.headers,
    });
    expect(flightPassengers.statusCode).toBe(404);
    // No voucher before the hotel confirms.
    const voucher = await t.app.inject({
      url: `/api/hotel-reservation/Vouchers/HotelVoucherPdf/${orderId}`,
      headers: alice.headers,
    });
    expect(voucher.statusCode).toBe(409);
    expect(voucher.json().meta.errors).toEqual([
      { key: "orderId", messages: ["HOTEL_BOOKING_NOT_CONFIRMED"] },
    ]);
  });

  it("asks for sign-in before it reads the request", async () => {
    const response = await post("/api/hotel-reservation/Submit/SubmitHotelOrder", { nonsense: true });
    expect(response.status).toBe(401);
  });

  it.each([
    [
      "a guest name not in Latin letters",
      { guests: [{ firstName: "علي", lastName: "Hassan" }] },
      "guests[0].firstName:PL_ENTER_YOUR_EN_FIRST_NAME",
    ],
    [
      "a guest without a last name",
      { guests: [{ firstName: "Ali", lastName: " " }] },
      "guests[0].lastName:PL_ENTER_YOUR_LAST_NAME",
    ],
    [
      "special requests too long",
      { specialRequests: "x".repeat(501) },
      "specialRequests:SPECIAL_REQUESTS_TOO_LONG",
    ],
  ])("refuses %s", async (_name, extra, expected) => {
    const hotel = await ownHotel(32, 2);
    const response = await submit(hotel, alice, extra);
    expect(response.status).toBe(400);
    expect(errorsOf(response.body)).toEqual([expected]);
  });

  it("needs one lead guest per room", async () => {
    const hotel = await ownHotel(33, 4, 2);
    const one = await submit(hotel, alice);
    expect(one.status).toBe(400);
    expect(errorsOf(one.body)).toEqual(["guests:HOTEL_GUESTS_DO_NOT_MATCH_ROOMS"]);
    const two = await submit(hotel, alice, { guests: [guest, { firstName: "Zainab", lastName: "Ali" }] });
    expect(two.status).toBe(200);
    expect(two.body.data.hotelOrder?.rooms).toHaveLength(2);
    expect(two.body.data.travellersCount).toBe(4);
  });

  it("is idempotent by its key: the same request answers the same order, another one is a conflict", async () => {
    const hotel = await ownHotel(34, 2);
    const k = key();
    const first = await submit(hotel, alice, {}, k);
    const again = await submit(hotel, alice, {}, k);
    expect(again.body.data.orderId).toBe(first.body.data.orderId);
    const other = await submit(hotel, alice, { specialRequests: "another" }, k);
    expect(other.status).toBe(409);
    expect(errorsOf(other.body)).toEqual(["idempotencyKey:IDEMPOTENCY_KEY_REUSED"]);
  });

  it("answers PRICE_CHANGED with both totals, and books at the new price once accepted", async () => {
    const hotel = await ownHotel(35, 2);
    const changed = await post(`/api/dev/hotels/properties/${hotel.hotelId}/nights`, { doubleCents: 9_500 });
    expect(changed.status).toBe(200);
    const refused = await submit(hotel, alice);
    expect(refused.status).toBe(409);
    expect(errorsOf(refused.body)).toEqual(["totalPrice:PRICE_CHANGED"]);
    const priced = refused.body.data as unknown as { oldTotalPrice: number; newTotalPrice: number };
    expect(priced.oldTotalPrice).toBe(hotel.rate.totalPrice);
    expect(priced.newTotalPrice).toBeGreaterThan(hotel.rate.totalPrice);
    const accepted = await submit(hotel, alice, { acceptedTotalPrice: priced.newTotalPrice });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.totalAmount).toBe(priced.newTotalPrice);
  });

  it("never sells the last room twice: the second hold is HOTEL_ROOM_SOLD_OUT and its order rejected", async () => {
    const hotel = await ownHotel(36, 1);
    const a = (await submit(hotel, alice)).body.data;
    const b = (await submit(hotel, bob)).body.data;
    expect((await reserve(a.orderId, alice)).status).toBe(200);
    const second = await reserve(b.orderId, bob);
    expect(second.status).toBe(409);
    expect(errorsOf(second.body)).toEqual(["orderId:HOTEL_ROOM_SOLD_OUT"]);
    const [row] = await t.infrastructure.database.db.select().from(orders).where(eq(orders.id, b.orderId));
    expect(row?.status).toBe("Rejected");
    expect(await nights(hotel.rate.roomTypeId)).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });

  it("gives the rooms back when the hold runs out unpaid", async () => {
    const hotel = await ownHotel(37, 2);
    const { orderId } = (await submit(hotel, alice)).body.data;
    await reserve(orderId, alice);
    expect((await nights(hotel.rate.roomTypeId))[0]).toEqual([1, 0]);
    await t.infrastructure.database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, orderId));
    const read = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserHotelOrderDetails/${orderId}`,
      headers: alice.headers,
    });
    expect(read.json().data.status).toBe("Rejected");
    expect(await nights(hotel.rate.roomTypeId)).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("cancels a refundable stay: the paid amount back to the wallet at once, the rooms back on sale", async () => {
    const { orderId, refundable } = await paidRefundableStay(39, alice);
    expect(await nights(refundable.roomTypeId)).toEqual([
      [0, 1],
      [0, 1],
    ]);

    const items = (
      await t.app.inject({
        url: `/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`,
        headers: alice.headers,
      })
    ).json().data as RefundableItems;
    expect(items.items).toEqual([
      expect.objectContaining({
        itemId: `${orderId}:0`,
        passengerName: "Ali Hassan",
        paidAmount: refundable.totalPrice,
        penaltyAmount: 0,
        penaltyPercent: 0,
        refundableAmount: refundable.totalPrice,
        isRefundable: true,
      }),
    ]);
    await setCustomerName(t, alice, "Ali", "Hassan");
    const balance = async () =>
      (
        await t.app.inject({
          url: "/api/wallet/wallet/CurrentUserBalance?type=Cache",
          headers: alice.headers,
        })
      ).json().data.balance as number;
    const before = await balance();
    const created = await post<{ status: string }>(
      "/api/refund/RefundRequest/Create",
      { orderId, reason: 1, name: "Ali Hassan", cancellationPolicyAccepted: true },
      alice,
    );
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe("Refunded");
    expect(await balance()).toBeCloseTo(before + refundable.totalPrice, 2);
    expect(await nights(refundable.roomTypeId)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const after = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserHotelOrderDetails/${orderId}`,
      headers: alice.headers,
    });
    expect(after.json().data).toMatchObject({ status: "RefundSuccessful", refundStatus: "Refunded" });
  });

  it("cancels inside the penalty period: one night withheld, the rest back to the wallet", async () => {
    const hotel = await ownHotel(41, 2);
    const detail = await post<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      requestId: hotel.requestId,
      hotelId: hotel.hotelId,
    });
    const refundable = detail.body.data.roomGroups.flatMap((g) => g.rates).find((r) => r.refundable);
    if (!refundable) throw new Error("no refundable rate");
    const { orderId } = (await submit({ ...hotel, rate: refundable }, bob)).body.data;
    await reserve(orderId, bob);
    await payOnSandbox(t, bob, orderId);
    // Time passes: the free cancellation is over (its deadline moved an hour into the past), the
    // rate's first penalty (one night) is in force.
    await t.infrastructure.database.db
      .update(orders)
      .set({
        item: sql`jsonb_set(${orders.item}, '{rate,penalties,0,from}', to_jsonb(to_char((now() - interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')))`,
      })
      .where(eq(orders.id, orderId));
    const penalty = refundable.penalties[0]?.amount ?? 0;
    expect(penalty).toBeGreaterThan(0);
    expect(penalty).toBeLessThan(refundable.totalPrice);
    const read = async () =>
      (
        await t.app.inject({
          url: `/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`,
          headers: bob.headers,
        })
      ).json().data as RefundableItems;
    const items = await eventually(read, (r) => r.items[0]?.isRefundable === true);
    expect(items.items[0]).toMatchObject({
      paidAmount: refundable.totalPrice,
      penaltyAmount: penalty,
      refundableAmount: Math.round((refundable.totalPrice - penalty) * 100) / 100,
    });
    await setCustomerName(t, bob, "Bakr", "Jasim");
    const created = await post<{ status: string; refundAmount: number; penaltyAmount: number }>(
      "/api/refund/RefundRequest/Create",
      { orderId, reason: 1, name: "Bakr Jasim", cancellationPolicyAccepted: true },
      bob,
    );
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: "Refunded", penaltyAmount: penalty });
  });

  it("support cancels a stay for the customer on the phone: refunded to the wallet by the rate's rules, rooms back, audited", async () => {
    const carol = await signUpCustomer(t, "782");
    await setCustomerName(t, carol, "Hawraa", "Jaber");
    const { orderId, refundable } = await paidRefundableStay(43, carol);
    const support = await operatorCookie(t, await newOperator(t, "support"));
    const admin = await operatorCookie(t, await newOperator(t, "admin"));
    const asked = await siteCall(
      t,
      "POST",
      `/api/back-office/orders/${orderId}/cancel-and-refund`,
      { cookie: support },
      {
        reason: 1,
        destination: "Wallet",
        description: "asked on the phone",
        cancellationPolicyAccepted: true,
        locale: "ar",
      },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data).toMatchObject({
      orderId,
      status: "Refunded",
      destination: "Wallet",
      refundAmount: refundable.totalPrice,
      itemIds: [`${orderId}:0`],
    });
    expect(await nights(refundable.roomTypeId)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    const read = await t.app.inject({
      url: `/api/orders/Order/GetCurrentUserHotelOrderDetails/${orderId}`,
      headers: carol.headers,
    });
    expect(read.json().data).toMatchObject({ status: "RefundSuccessful", refundStatus: "Refunded" });
    const audit = await siteCall(
      t,
      "GET",
      `/api/back-office/audit?action=order.cancel-and-refund&objectId=${orderId}`,
      { cookie: admin },
    );
    expect(audit.body.data.items).toEqual([
      expect.objectContaining({ role: "support", after: expect.objectContaining({ status: "Refunded" }) }),
    ]);
    // Once is all: the stay is already refunded.
    const again = await siteCall(
      t,
      "POST",
      `/api/back-office/orders/${orderId}/cancel-and-refund`,
      { cookie: support },
      { reason: 1, destination: "Wallet", cancellationPolicyAccepted: true, locale: "ar" },
    );
    expect(again.status).toBe(409);
  });

  it("does not refund a non-refundable stay", async () => {
    const hotel = await ownHotel(40, 2);
    expect(hotel.rate.refundable).toBe(false);
    const { orderId } = (await submit(hotel, bob)).body.data;
    await reserve(orderId, bob);
    await payOnSandbox(t, bob, orderId);
    const read = async () =>
      (
        await t.app.inject({
          url: `/api/refund/RefundableItems/GetOrderRefundableItems/${orderId}`,
          headers: bob.headers,
        })
      ).json().data as RefundableItems;
    const items = await eventually(read, (r) => r.items[0]?.blockedBy !== "OrderNotRefundable");
    expect(items.items[0]).toMatchObject({
      isRefundable: false,
      blockedBy: "NotRefundableFare",
      refundableAmount: 0,
    });
  });

  it("answers HOTEL_SEARCH_EXPIRED for a search that is gone", async () => {
    const hotel = await ownHotel(38, 2);
    const response = await submit({ ...hotel, requestId: "00000000-0000-4000-8000-000000000000" }, alice);
    expect(response.status).toBe(404);
    expect(errorsOf(response.body)).toEqual(["requestId:HOTEL_SEARCH_EXPIRED"]);
  });
});
