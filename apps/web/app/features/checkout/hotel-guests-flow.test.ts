import type { OrderDetail } from "@safar/domain/flight-order";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import {
  createHotelCheckoutFlow,
  type HotelCheckoutApi,
  hotelFailureOf,
  hotelUnavailableOf,
} from "./hotel-guests-flow";
import type { HotelGuestsFormValues } from "./hotel-guests-form";
import { type KeyStorage, memoryStorage } from "./idempotency";

const REQUEST_ID = "11111111-1111-4111-8111-111111111111";
const ORDER_ID = "33333333-3333-4333-8333-333333333333";
const ref = { requestId: REQUEST_ID, hotelId: "h1", rateKey: "k1" };
const order = { orderId: ORDER_ID } as OrderDetail;

const values = (firstName = "Ali"): HotelGuestsFormValues => ({
  contact: { phoneNumber: "07801234567", email: "ali@example.com" },
  guests: [{ firstName, lastName: "Hassan" }],
  specialRequests: "",
});

const apiError = (status: number, entries: [key: string, message: string][], data?: unknown) =>
  new ApiError(
    status,
    entries.map(([key, message]) => ({ key, messages: [message] })),
    "req-1",
    data,
  );

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setup(over: Partial<HotelCheckoutApi> = {}, storage: KeyStorage = memoryStorage()) {
  const api = {
    submitHotelOrder: vi.fn<HotelCheckoutApi["submitHotelOrder"]>(
      over.submitHotelOrder ?? (async () => order),
    ),
    reserveHotelOrder: vi.fn<HotelCheckoutApi["reserveHotelOrder"]>(
      over.reserveHotelOrder ?? (async () => order),
    ),
  };
  const busy: boolean[] = [];
  let seed = 0;
  const flow = createHotelCheckoutFlow({
    ref,
    api,
    storage: () => storage,
    productChannel: () => 1,
    onBusy: (b) => busy.push(b),
    randomBytes: (n) => {
      seed++;
      return Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256);
    },
  });
  const submitted = () => api.submitHotelOrder.mock.calls.map(([body, key]) => ({ body, key }));
  return { api, flow, busy, submitted };
}

describe("the hotel booking flow", () => {
  it("submits with a key, holds the rooms and goes to /confirm", async () => {
    const { api, flow, busy, submitted } = setup();
    expect(await flow.submit(values())).toEqual({
      kind: "reserved",
      orderId: ORDER_ID,
      to: `/confirm?orderId=${ORDER_ID}`,
    });
    expect(submitted()[0]?.body).toMatchObject({
      ...ref,
      guests: [{ firstName: "Ali", lastName: "Hassan" }],
    });
    expect(submitted()[0]?.key).toMatch(/^booking-[0-9a-f]{32}$/);
    expect(api.reserveHotelOrder).toHaveBeenCalledWith(ORDER_ID);
    expect(busy).toEqual([true, false]);
  });

  it("submits once while a submit is under way; the same form again has the same key", async () => {
    const answer = deferred<OrderDetail>();
    const { flow, submitted } = setup({ submitHotelOrder: () => answer.promise });
    const first = flow.submit(values());
    expect(await flow.submit(values())).toEqual({ kind: "ignored" });
    answer.resolve(order);
    expect((await first).kind).toBe("reserved");
    await flow.submit(values());
    await flow.submit(values("Omar"));
    const keys = submitted().map((s) => s.key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("asks about a new price, then resubmits it under the same key; declining sends nothing", async () => {
    const changed = apiError(409, [["totalPrice", "PRICE_CHANGED"]], {
      oldTotalPrice: 240,
      newTotalPrice: 285,
    });
    const submit = vi.fn<HotelCheckoutApi["submitHotelOrder"]>();
    submit.mockRejectedValueOnce(changed).mockResolvedValueOnce(order);
    const { flow, submitted, api } = setup({ submitHotelOrder: submit });
    expect(await flow.submit(values())).toEqual({
      kind: "priceChanged",
      oldTotalPrice: 240,
      newTotalPrice: 285,
    });
    expect(api.reserveHotelOrder).not.toHaveBeenCalled();
    expect((await flow.acceptNewPrice()).kind).toBe("reserved");
    const [first, second] = submitted();
    expect(second?.body).toEqual({ ...first?.body, acceptedTotalPrice: 285 });
    expect(second?.key).toBe(first?.key);
    // Nothing waits any more.
    expect(await flow.acceptNewPrice()).toEqual({ kind: "ignored" });

    const again = setup({ submitHotelOrder: async () => Promise.reject(changed) });
    await again.flow.submit(values());
    again.flow.cancelNewPrice();
    expect(await again.flow.acceptNewPrice()).toEqual({ kind: "ignored" });
    expect(again.submitted()).toHaveLength(1);
  });

  it("says a room sold out at submit or at the hold, and a search gone; a lost hold makes the next try a new order", async () => {
    const soldAtSubmit = setup({
      submitHotelOrder: async () => Promise.reject(apiError(409, [["rateKey", "HOTEL_ROOM_SOLD_OUT"]])),
    });
    expect(await soldAtSubmit.flow.submit(values())).toEqual({
      kind: "unavailable",
      reason: "soldOut",
      message: "HOTEL_ROOM_SOLD_OUT",
    });

    const reserve = vi.fn<HotelCheckoutApi["reserveHotelOrder"]>();
    reserve
      .mockRejectedValueOnce(apiError(409, [["orderId", "HOTEL_ROOM_SOLD_OUT"]]))
      .mockResolvedValue(order);
    const soldAtHold = setup({ reserveHotelOrder: reserve });
    expect((await soldAtHold.flow.submit(values())).kind).toBe("unavailable");
    await soldAtHold.flow.submit(values());
    const [first, second] = soldAtHold.submitted();
    expect(second?.key).not.toBe(first?.key);

    const expired = setup({
      submitHotelOrder: async () => Promise.reject(apiError(404, [["requestId", "HOTEL_SEARCH_EXPIRED"]])),
    });
    expect(await expired.flow.submit(values())).toEqual({
      kind: "unavailable",
      reason: "expired",
      message: "HOTEL_SEARCH_EXPIRED",
    });
  });

  it("puts field errors at their fields and the rest in a toast", async () => {
    const refused = apiError(400, [
      ["guests[0].firstName", "PL_ENTER_YOUR_EN_FIRST_NAME"],
      ["guests", "HOTEL_GUESTS_DO_NOT_MATCH_ROOMS"],
    ]);
    const { flow } = setup({ submitHotelOrder: async () => Promise.reject(refused) });
    const outcome = await flow.submit(values("علي"));
    expect(outcome.kind).toBe("failed");
    if (outcome.kind !== "failed") return;
    expect(outcome.fieldErrors).toEqual([
      { path: "guests.0.firstName", message: "PL_ENTER_YOUR_EN_FIRST_NAME" },
    ]);
    expect((outcome.toast as ApiError).firstMessages()).toEqual(["HOTEL_GUESTS_DO_NOT_MATCH_ROOMS"]);
  });

  it("forgets a key the server says was used for another request", async () => {
    const storage = memoryStorage();
    const submit = vi.fn<HotelCheckoutApi["submitHotelOrder"]>();
    submit
      .mockRejectedValueOnce(apiError(409, [["idempotencyKey", "IDEMPOTENCY_KEY_REUSED"]]))
      .mockResolvedValue(order);
    const { flow, submitted } = setup({ submitHotelOrder: submit }, storage);
    expect((await flow.submit(values())).kind).toBe("failed");
    await flow.submit(values());
    const [first, second] = submitted();
    expect(second?.key).not.toBe(first?.key);
  });
});

describe("the server's answers", () => {
  it("tells which errors mean the rate cannot be booked", () => {
    expect(hotelUnavailableOf(apiError(409, [["rateKey", "HOTEL_PAY_AT_HOTEL_NOT_ONLINE"]]))).toEqual({
      reason: "closed",
      message: "HOTEL_PAY_AT_HOTEL_NOT_ONLINE",
    });
    expect(hotelUnavailableOf(apiError(409, [["", "HOTEL_STAY_NOT_BOOKABLE"]]))?.reason).toBe("closed");
    // A stay paid at the hotel refused at the hold: the customer's limit, or no verified phone.
    expect(hotelUnavailableOf(apiError(409, [["orderId", "HOTEL_PAY_AT_HOTEL_LIMIT"]]))).toEqual({
      reason: "closed",
      message: "HOTEL_PAY_AT_HOTEL_LIMIT",
    });
    expect(hotelUnavailableOf(apiError(409, [["orderId", "HOTEL_PAY_AT_HOTEL_NEEDS_PHONE"]]))?.reason).toBe(
      "closed",
    );
    expect(hotelUnavailableOf(apiError(404, [["hotelId", "HOTEL_NOT_FOUND"]]))?.reason).toBe("expired");
    expect(hotelUnavailableOf(apiError(400, [["rateKey", "HOTEL_ROOM_SOLD_OUT"]]))).toBeNull();
    expect(hotelUnavailableOf(new Error("offline"))).toBeNull();
  });

  it("sends anything but a 400 to a toast", () => {
    const failure = apiError(500, [["", "GENERIC_ERROR"]]);
    expect(hotelFailureOf(failure)).toEqual({ fieldErrors: [], toast: failure });
  });
});
