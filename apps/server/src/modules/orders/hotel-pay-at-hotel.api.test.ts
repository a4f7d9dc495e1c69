/**
 * A stay paid at the hotel booked online (decision 022): nothing to pay now, the amount due at the
 * hotel kept on the order, booked with the contracted hotel at once (its voucher says what to pay
 * there), at most PAY_AT_HOTEL_OPEN_LIMIT open ones per customer however many are reserved at once,
 * a verified phone needed, and a free cancellation that just gives the rooms back.
 */
import {
  amountDueAtHotel,
  calendarDateIn,
  type HotelDetail,
  type HotelRate,
  type HotelSearchAnswer,
  type OrderDetail,
  PAY_AT_HOTEL_OPEN_LIMIT,
  type VerifyIssueFlightTicket,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discountVouchers, hotelInventory, users } from "../../db/schema";
import { eventually } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { pdftotext, textOf } from "../../test/pdf-text";
import { setCustomerName } from "../../test/refunds";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const day = (n: number) => addDays(calendarDateIn(new Date()) ?? "", n);
let seq = 0;

type Envelope<T> = { data: T; meta: { errors: { key: string; messages: string[] }[] } };
async function call<T>(url: string, payload: unknown, who?: TestCustomer, key?: string) {
  const response = await t.app.inject({
    method: payload === undefined ? "GET" : "POST",
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(who?.headers ?? {}), ...(key ? { "idempotency-key": key } : {}) },
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}
const errorsOf = (body: Envelope<unknown>) =>
  body.meta.errors.flatMap((e) => e.messages.map((m) => `${e.key}:${m}`));

/** A contracted hotel of the test's own with a half-board rate paid at the hotel: the search and that rate. */
async function payAtHotelStay(days: number, allotment: number) {
  const checkIn = day(days + 3 * seq);
  const name = `At Hotel ${seq++} ${Math.random().toString(36).slice(2, 8)}`;
  const added = await call<{ hotelId: string }>("/api/dev/hotels/properties", {
    cityCode: "NJF",
    name,
    checkIn,
    nights: 2,
    allotment,
    doubleCents: 8_000,
    payAtHotel: true,
  });
  const hotelId = added.body.data.hotelId;
  const found = await call<HotelSearchAnswer>("/api/hotel-catalog/HotelCatalog/Available", {
    cityCode: "NJF",
    checkIn,
    checkOut: addDays(checkIn, 2),
    rooms: [{ adults: 2, childAges: [] }],
  });
  const requestId = found.body.data.requestId;
  const detail = await call<HotelDetail>("/api/hotel-catalog/HotelCatalog/HotelDetail", {
    requestId,
    hotelId,
  });
  const rate = detail.body.data.roomGroups.flatMap((g) => g.rates).find((r) => r.payAtHotel);
  if (!rate) throw new Error("no rate paid at the hotel");
  return { hotelId, name, checkIn, requestId, rate };
}
type Stay = Awaited<ReturnType<typeof payAtHotelStay>>;

const guest = { firstName: "Ali", lastName: "Hassan" };
const contact = { phoneNumber: "07701234567", email: "at-hotel@example.com" };

async function submit(stay: Stay, who: TestCustomer) {
  return call<OrderDetail>(
    "/api/hotel-reservation/Submit/SubmitHotelOrder",
    {
      requestId: stay.requestId,
      hotelId: stay.hotelId,
      rateKey: stay.rate.rateKey,
      guests: [guest],
      contact,
      acceptedTotalPrice: stay.rate.totalPrice,
    },
    who,
    `at-hotel-${Math.random().toString(36).slice(2, 12)}`,
  );
}
const reserve = (orderId: string, who: TestCustomer) =>
  call<OrderDetail>("/api/hotel-reservation/Reserve/ReserveHotelOrder", { orderId }, who);
const book = (orderId: string, who: TestCustomer) =>
  call<{ status: string; amount: number }>("/api/wallet/wallet/ConfirmOrder", { orderId }, who);
const verify = async (orderId: string, who: TestCustomer) =>
  (
    await call<VerifyIssueFlightTicket>(
      `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${orderId}`,
      undefined,
      who,
    )
  ).body.data;

async function nights(roomTypeId: string) {
  const rows = await t.infrastructure.database.db
    .select({ held: hotelInventory.held, sold: hotelInventory.sold })
    .from(hotelInventory)
    .where(eq(hotelInventory.roomTypeId, roomTypeId))
    .orderBy(hotelInventory.day);
  return rows.map((r) => [r.held, r.sold]);
}

/** A stay paid at the hotel submitted and reserved by `who`: the order (Approved). */
async function heldStay(who: TestCustomer, days: number) {
  const stay = await payAtHotelStay(days, 3);
  const { orderId } = (await submit(stay, who)).body.data;
  const held = await reserve(orderId, who);
  return { stay, orderId, held };
}

const balance = async (who: TestCustomer) =>
  (await call<{ balance: number }>("/api/wallet/wallet/CurrentUserBalance?type=Cache", undefined, who)).body
    .data.balance;

describe("a stay paid at the hotel, booked online", () => {
  it("is booked with nothing to pay now: the amount due at the hotel kept, the voucher says it", async () => {
    const alice = await signUpCustomer(t, "784");
    const stay = await payAtHotelStay(40, 3);
    expect(stay.rate).toMatchObject({ payAtHotel: true, supplier: "contracts", refundable: true });
    const due = amountDueAtHotel(stay.rate);
    expect(due).toBeCloseTo(stay.rate.totalPrice + stay.rate.dueAtHotel, 2);
    expect(stay.rate.dueAtHotel).toBeGreaterThan(0);

    const submitted = await submit(stay, alice);
    expect(submitted.status).toBe(200);
    const order = submitted.body.data;
    expect(order).toMatchObject({
      status: "Submitted",
      totalAmount: 0,
      payableAmount: 0,
      hotelOrder: {
        rate: { rateKey: stay.rate.rateKey, payAtHotel: true, totalPrice: stay.rate.totalPrice },
      },
    });
    expect(amountDueAtHotel(order.hotelOrder?.rate as HotelRate)).toBe(due);

    const held = await reserve(order.orderId, alice);
    expect(held.status).toBe(200);
    expect(held.body.data.status).toBe("Approved");
    expect(await nights(stay.rate.roomTypeId)).toEqual([
      [1, 0],
      [1, 0],
    ]);

    const before = await balance(alice);
    const booked = await book(order.orderId, alice);
    expect(booked.status).toBe(200);
    expect(booked.body.data).toMatchObject({ status: "succeeded", amount: 0 });
    const done = await eventually(
      () => verify(order.orderId, alice),
      (v) => v.state !== "Pending",
    );
    expect(done).toMatchObject({ state: "Issued", orderStatus: "Successful", tickets: [] });
    expect(await nights(stay.rate.roomTypeId)).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(await balance(alice)).toBe(before);

    const details = await call<{ paidAmount: number; totalAmount: number; hotelOrder: { rate: HotelRate } }>(
      `/api/orders/Order/GetCurrentUserHotelOrderDetails/${order.orderId}`,
      undefined,
      alice,
    );
    expect(details.body.data).toMatchObject({ paidAmount: 0, totalAmount: 0 });
    expect(amountDueAtHotel(details.body.data.hotelOrder.rate)).toBe(due);

    // The confirmation says what is paid at the hotel, in the customer's language (Arabic here).
    const shortReference = (done.bookingReference ?? "").slice(0, 8).toUpperCase();
    const mails = await eventually(
      async () =>
        (
          (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(contact.email)}` })).json()
            .data as { text: string }[]
        ).filter((m) => m.text.includes(shortReference)),
      (list) => list.length > 0,
    );
    expect(mails[0]?.text).toContain("المبلغ الواجب دفعه في الفندق");
    const arabicDue = due
      .toFixed(2)
      .replace(".", "٫")
      .replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)] ?? d);
    expect(mails[0]?.text).toContain(`المبلغ الواجب دفعه في الفندق: ${arabicDue} USD.`);

    for (const lang of ["en", "ar"] as const) {
      const voucher = await t.app.inject({
        url: `/hotel-reservation/Vouchers/HotelVoucherPdf/${order.orderId}?lang=${lang}`,
        headers: alice.headers,
      });
      expect(voucher.statusCode).toBe(200);
      if (pdftotext) {
        const text = textOf(voucher.rawPayload);
        expect(text).toContain(shortReference);
        if (lang === "en")
          expect(text).toContain(`To pay at the hotel (nothing was paid online): ${due.toFixed(2)} USD`);
        else expect(text).toContain(arabicDue);
      }
    }

    // Another customer's order answers 404, to the booking call too.
    const bob = await signUpCustomer(t, "784");
    expect(
      (await call(`/api/orders/Order/GetCurrentUserHotelOrderDetails/${order.orderId}`, undefined, bob))
        .status,
    ).toBe(404);
    const foreign = await book(order.orderId, bob);
    expect(foreign.status).toBe(404);
    expect(errorsOf(foreign.body)).toEqual(["orderId:ORDER_NOT_FOUND"]);
  });

  it(`refuses the next one past ${PAY_AT_HOTEL_OPEN_LIMIT} open stays by key; a free cancellation gives the place back`, async () => {
    const carol = await signUpCustomer(t, "784");
    const first = await heldStay(carol, 45);
    expect(first.held.body.data.status).toBe("Approved");
    expect((await book(first.orderId, carol)).status).toBe(200);
    await eventually(
      () => verify(first.orderId, carol),
      (v) => v.orderStatus === "Successful",
    );
    const second = await heldStay(carol, 46);
    expect(second.held.body.data.status).toBe("Approved");

    const third = await heldStay(carol, 47);
    expect(third.held.status).toBe(409);
    expect(errorsOf(third.held.body)).toEqual(["orderId:HOTEL_PAY_AT_HOTEL_LIMIT"]);
    // Nothing held for the refused one, and it can be reserved once a place is free.
    expect(await nights(third.stay.rate.roomTypeId)).toEqual([
      [0, 0],
      [0, 0],
    ]);

    // A free cancellation of the booked one: nothing to refund, the rooms back on sale.
    await setCustomerName(t, carol, "Ali", "Hassan");
    const items = await call<{
      items: { paidAmount: number; penaltyAmount: number; refundableAmount: number }[];
    }>(`/api/refund/RefundableItems/GetOrderRefundableItems/${first.orderId}`, undefined, carol);
    expect(items.body.data.items).toEqual([
      expect.objectContaining({ paidAmount: 0, penaltyAmount: 0, refundableAmount: 0 }),
    ]);
    const before = await balance(carol);
    const cancelled = await call<{ status: string }>(
      "/api/refund/RefundRequest/Create",
      { orderId: first.orderId, reason: 1, name: "Ali Hassan", cancellationPolicyAccepted: true },
      carol,
    );
    expect(cancelled.status).toBe(200);
    expect(await balance(carol)).toBe(before);
    expect(await nights(first.stay.rate.roomTypeId)).toEqual([
      [0, 0],
      [0, 0],
    ]);
    // The refused order stayed Submitted: with a place free again, it is held.
    const again = await reserve(third.orderId, carol);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe("Approved");
  });

  it("never lets reservations at once pass the limit", async () => {
    const dave = await signUpCustomer(t, "784");
    const stays = await Promise.all([50, 51, 52, 53, 54].map((d) => payAtHotelStay(d, 3)));
    const orders = [];
    for (const stay of stays) orders.push((await submit(stay, dave)).body.data.orderId);
    const answers = await Promise.all(orders.map((orderId) => reserve(orderId, dave)));
    const approved = answers.filter((a) => a.status === 200 && a.body.data.status === "Approved");
    const refused = answers.filter((a) => a.status === 409);
    expect(approved).toHaveLength(PAY_AT_HOTEL_OPEN_LIMIT);
    expect(refused).toHaveLength(orders.length - PAY_AT_HOTEL_OPEN_LIMIT);
    for (const answer of refused) expect(errorsOf(answer.body)).toEqual(["orderId:HOTEL_PAY_AT_HOTEL_LIMIT"]);
  });

  it("needs an account with a verified phone", async () => {
    const erin = await signUpCustomer(t, "784");
    await t.infrastructure.database.db
      .update(users)
      .set({ phoneNumber: null })
      .where(eq(users.id, erin.userId));
    const { held } = await heldStay(erin, 56);
    expect(held.status).toBe(409);
    expect(errorsOf(held.body)).toEqual(["orderId:HOTEL_PAY_AT_HOTEL_NEEDS_PHONE"]);
  });

  it("takes no discount code: nothing is paid now, and no use of the code is spent", async () => {
    const frank = await signUpCustomer(t, "784");
    const code = `ATHOTEL${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.infrastructure.database.db
      .insert(discountVouchers)
      .values({ code, kind: "fixed", amountCents: 500, perCustomerLimit: 1 });
    const { orderId, held } = await heldStay(frank, 59);
    expect(held.status).toBe(200);
    const applied = await call<OrderDetail>(
      "/api/orders/Order/ApplyDiscountVoucher",
      { orderId, code, discountVoucherProviderExtraData: null },
      frank,
    );
    expect(applied.status).toBe(409);
    expect(errorsOf(applied.body)).toEqual(["code:VOUCHER_NOTHING_TO_PAY_NOW"]);
    const [voucher] = await t.infrastructure.database.db
      .select({ used: discountVouchers.usedCount })
      .from(discountVouchers)
      .where(eq(discountVouchers.code, code));
    expect(voucher?.used).toBe(0);
  });
});
