import {
  AgeCategory,
  FlightMessageKey,
  type OrderDetail,
  OrderMessageKey,
  ProductChannel,
  type SubmitFlightOrderRequest,
  UserMessageKey,
} from "@safar/domain";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { type BookingFormValues, emptyPassenger, type PassengerFormValues } from "./booking-form";
import {
  type BookingRefs,
  bookingRefsOf,
  bookingScopeOf,
  type CheckoutApi,
  createCheckoutFlow,
  failureOf,
  submitRequestOf,
  unavailableKey,
} from "./checkout-flow";
import { idempotencyKeyFor, type KeyStorage, memoryStorage } from "./idempotency";
import { priceChangeOf } from "./order-flow";

const REQUEST_ID = "11111111-1111-4111-8111-111111111111";
const PROPOSAL_ID = "22222222-2222-4222-8222-222222222222";
const ORDER_ID = "33333333-3333-4333-8333-333333333333";
const RESULTS = "/flights/results?origin=BGW";

const refs: BookingRefs = { requestId: REQUEST_ID, proposalId: PROPOSAL_ID };

const passenger = (over: Partial<PassengerFormValues> = {}): PassengerFormValues => ({
  ...emptyPassenger(),
  firstName: "Ali",
  lastName: "Hassan",
  genderTitle: "Male",
  birthDate: "1990-01-01",
  nationalCode: "1234567890",
  ...over,
});

const form = (passengers: PassengerFormValues[] = [passenger()]): BookingFormValues => ({
  contact: { phoneNumber: " 07801234567 ", email: " ali@example.com " },
  passengers,
});

const order = { orderId: ORDER_ID } as OrderDetail;

const apiError = (status: number, keys: string[], data?: unknown) =>
  new ApiError(
    status,
    keys.map((key) => ({ key: "", messages: [key] })),
    "req-1",
    data,
  );

/** A deferred promise: the test decides when the call answers. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(
  over: Partial<CheckoutApi> = {},
  options: { places?: (1 | 2 | 3)[]; storage?: KeyStorage } = {},
) {
  // Each call is a spy (a given implementation, or an answer that succeeds).
  const api = {
    submitFlightOrder: vi.fn<CheckoutApi["submitFlightOrder"]>(over.submitFlightOrder ?? (async () => order)),
    reserveFlightOrder: vi.fn<CheckoutApi["reserveFlightOrder"]>(
      over.reserveFlightOrder ?? (async () => order),
    ),
    savePassenger: vi.fn<CheckoutApi["savePassenger"]>(over.savePassenger ?? (async () => ({}))),
  };
  const busy: boolean[] = [];
  const storage = options.storage ?? memoryStorage();
  const storageAsked = vi.fn(() => storage);
  let seed = 0;
  const flow = createCheckoutFlow({
    refs,
    places: options.places ?? [AgeCategory.Adult],
    isDomestic: true,
    travelDate: "2026-12-10",
    resultsUrl: RESULTS,
    api,
    storage: storageAsked,
    productChannel: () => ProductChannel.WebSite,
    onBusy: (b) => busy.push(b),
    randomBytes: (n) => {
      seed++;
      return Uint8Array.from({ length: n }, (_, i) => (i * 7 + seed) % 256);
    },
  });
  const submitted = () => api.submitFlightOrder.mock.calls.map(([body, key]) => ({ body, key }));
  return { api, flow, busy, storage, storageAsked, submitted };
}

describe("the chosen flight", () => {
  it("reads the refs from the URL (return flight only with both ids)", () => {
    expect(bookingRefsOf(new URLSearchParams({ requestId: REQUEST_ID, proposalId: PROPOSAL_ID }))).toEqual(
      refs,
    );
    expect(bookingRefsOf(new URLSearchParams({ requestId: "x", proposalId: PROPOSAL_ID }))).toBeNull();
    expect(
      bookingRefsOf(
        new URLSearchParams({
          requestId: REQUEST_ID,
          proposalId: PROPOSAL_ID,
          returningRequestId: REQUEST_ID,
        }),
      ),
    ).toBeNull();
    const back = bookingRefsOf(
      new URLSearchParams({
        requestId: REQUEST_ID,
        proposalId: PROPOSAL_ID,
        returningRequestId: REQUEST_ID,
        returningProposalId: ORDER_ID,
      }),
    );
    expect(back).toEqual({ ...refs, returningRequestId: REQUEST_ID, returningProposalId: ORDER_ID });
    expect(back && bookingScopeOf(back)).toBe(`${REQUEST_ID}|${PROPOSAL_ID}|${ORDER_ID}`);
  });

  it("builds SubmitFlightOrder's body: trimmed contact, a payload per place with its category", () => {
    const body = submitRequestOf(
      {
        refs: { ...refs, returningRequestId: REQUEST_ID, returningProposalId: ORDER_ID },
        places: [AgeCategory.Adult, AgeCategory.Child],
        isDomestic: true,
        travelDate: "2026-12-10",
      },
      form([passenger(), passenger({ firstName: "Sara", birthDate: "2019-05-05" })]),
      ProductChannel.Pwa,
    );
    expect(body).toMatchObject({
      requestId: REQUEST_ID,
      proposalId: PROPOSAL_ID,
      returningRequestId: REQUEST_ID,
      returningProposalId: ORDER_ID,
      contact: { phoneNumber: "07801234567", email: "ali@example.com" },
      productChannel: ProductChannel.Pwa,
    });
    expect(body.passengers.map((p) => [p.firstName, p.type])).toEqual([
      ["Ali", AgeCategory.Adult],
      ["Sara", AgeCategory.Child],
    ]);
    expect(body).not.toHaveProperty("acceptedTotalPrice");
  });
});

describe("reading the server's answers", () => {
  it("a price change needs 409, PRICE_CHANGED and both totals", () => {
    const data = { oldTotalPrice: 100, newTotalPrice: 120.5 };
    expect(priceChangeOf(apiError(409, [UserMessageKey.PRICE_CHANGED], data))).toEqual(data);
    expect(priceChangeOf(apiError(400, [UserMessageKey.PRICE_CHANGED], data))).toBeNull();
    expect(priceChangeOf(apiError(409, [UserMessageKey.PRICE_CHANGED], { oldTotalPrice: 1 }))).toBeNull();
    expect(priceChangeOf(new Error("x"))).toBeNull();
  });

  it("knows a flight that is gone", () => {
    expect(unavailableKey(apiError(404, [FlightMessageKey.FLIGHT_SOLD_OUT]))).toBe("FLIGHT_SOLD_OUT");
    expect(unavailableKey(apiError(400, ["GENERIC_ERROR"]))).toBeNull();
  });

  it("puts a 400's field errors on their fields and leaves the rest for a toast", () => {
    const error = new ApiError(
      400,
      [
        { key: "passengers[1].passportNumber", messages: ["PASSPORT_NUMBER_INVALID", "X"] },
        { key: "contact.email", messages: ["EMAIL_INVALID"] },
        { key: "", messages: ["SOMETHING_ELSE"] },
      ],
      "req-9",
    );
    const failure = failureOf(error);
    expect(failure.fieldErrors).toEqual([
      { path: "passengers.1.passportNumber", message: "PASSPORT_NUMBER_INVALID" },
      { path: "contact.email", message: "EMAIL_INVALID" },
    ]);
    expect(failure.toast).toBeInstanceOf(ApiError);
    expect((failure.toast as ApiError).firstMessages()).toEqual(["SOMETHING_ELSE"]);
    expect((failure.toast as ApiError).requestId).toBe("req-9");
    expect(failureOf(new ApiError(400, [{ key: "contact.email", messages: ["E"] }])).toast).toBeNull();
    const serverError = apiError(500, ["GENERIC_ERROR"]);
    expect(failureOf(serverError)).toEqual({ fieldErrors: [], toast: serverError });
  });
});

describe("the booking flow", () => {
  it("submit ok → reserve → save the chosen passengers → /confirm", async () => {
    const places = [AgeCategory.Adult, AgeCategory.Adult, AgeCategory.Child] as (1 | 2 | 3)[];
    const { api, flow, busy, submitted } = setup({}, { places });
    const values = form([
      passenger({ save: true }),
      passenger({ firstName: "Omar" }),
      passenger({ firstName: "Sara", birthDate: "2019-05-05", save: true, savedId: "saved-7" }),
    ]);
    const outcome = await flow.submit(values);

    expect(outcome).toEqual({
      kind: "reserved",
      orderId: ORDER_ID,
      to: `/confirm?orderId=${ORDER_ID}`,
      unsaved: [],
    });
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]?.key).toMatch(/^booking-[0-9a-f]{32}$/);
    expect(api.reserveFlightOrder).toHaveBeenCalledWith(ORDER_ID);
    // Only the places marked to save; an update carries the saved id; the travel date goes along.
    expect(api.savePassenger.mock.calls.map(([p, date]) => [p.firstName, p.id, p.type, date])).toEqual([
      ["Ali", undefined, AgeCategory.Adult, "2026-12-10"],
      ["Sara", "saved-7", AgeCategory.Child, "2026-12-10"],
    ]);
    // The order is held before any passenger is saved.
    const reserveOrder = api.reserveFlightOrder.mock.invocationCallOrder[0] ?? 0;
    expect(Math.min(...api.savePassenger.mock.invocationCallOrder)).toBeGreaterThan(reserveOrder);
    expect(busy).toEqual([true, false]);
  });

  it("a passenger that fails to save does not block the booking: it is reported, /confirm follows", async () => {
    const { api, flow } = setup(
      {
        savePassenger: vi.fn(async (p: Record<string, string | number>) => {
          if (p.firstName === "Omar") throw apiError(500, ["GENERIC_ERROR"]);
          return {};
        }),
      },
      { places: [AgeCategory.Adult, AgeCategory.Adult] },
    );
    const omar = passenger({ firstName: "Omar", save: true });
    const outcome = await flow.submit(form([passenger({ save: true }), omar]));
    expect(outcome).toMatchObject({ kind: "reserved", orderId: ORDER_ID, unsaved: [omar] });
    expect(api.savePassenger).toHaveBeenCalledTimes(2);
  });

  it("nobody to save: no AddOrUpdatePassenger call", async () => {
    const { api, flow } = setup();
    expect(await flow.submit(form())).toMatchObject({ kind: "reserved" });
    expect(api.savePassenger).not.toHaveBeenCalled();
  });

  it("PRICE_CHANGED → the dialog's numbers; confirm resubmits with acceptedTotalPrice and the same key", async () => {
    const submitFlightOrder = vi
      .fn<CheckoutApi["submitFlightOrder"]>()
      .mockRejectedValueOnce(
        apiError(409, [UserMessageKey.PRICE_CHANGED], { oldTotalPrice: 300, newTotalPrice: 345.5 }),
      )
      .mockResolvedValueOnce(order);
    const { api, flow, busy, submitted } = setup({ submitFlightOrder });

    expect(await flow.submit(form([passenger({ save: true })]))).toEqual({
      kind: "priceChanged",
      oldTotalPrice: 300,
      newTotalPrice: 345.5,
    });
    expect(api.reserveFlightOrder).not.toHaveBeenCalled();
    expect(api.savePassenger).not.toHaveBeenCalled();

    expect(await flow.acceptNewPrice()).toMatchObject({ kind: "reserved", orderId: ORDER_ID });
    const [first, second] = submitted();
    expect(second?.body).toEqual({ ...first?.body, acceptedTotalPrice: 345.5 });
    expect(first?.body).not.toHaveProperty("acceptedTotalPrice");
    expect(second?.key).toBe(first?.key);
    expect(api.savePassenger).toHaveBeenCalledTimes(1);
    expect(busy).toEqual([true, false, true, false]);

    // The answer is given: a second confirmation does nothing.
    expect(await flow.acceptNewPrice()).toEqual({ kind: "ignored" });
    expect(submitted()).toHaveLength(2);
  });

  it("PRICE_CHANGED → cancel goes back to the results and resubmits nothing", async () => {
    const { flow, submitted } = setup({
      submitFlightOrder: vi.fn(async () => {
        throw apiError(409, [UserMessageKey.PRICE_CHANGED], { oldTotalPrice: 300, newTotalPrice: 310 });
      }),
    });
    expect(await flow.submit(form())).toMatchObject({ kind: "priceChanged" });
    expect(flow.cancelNewPrice()).toBe(RESULTS);
    expect(await flow.acceptNewPrice()).toEqual({ kind: "ignored" });
    expect(submitted()).toHaveLength(1);
  });

  it("a new submit after a price change starts afresh: the new total is not taken as accepted", async () => {
    const change = apiError(409, [UserMessageKey.PRICE_CHANGED], { oldTotalPrice: 1, newTotalPrice: 2 });
    const { flow, submitted } = setup({ submitFlightOrder: vi.fn(async () => Promise.reject(change)) });
    await flow.submit(form());
    expect(await flow.submit(form())).toMatchObject({ kind: "priceChanged", newTotalPrice: 2 });
    expect(submitted()).toHaveLength(2);
    expect(submitted()[1]?.body).not.toHaveProperty("acceptedTotalPrice");
    expect(submitted()[1]?.key).toBe(submitted()[0]?.key);
  });

  it("a reserve failure is shown, and the next attempt makes a new order (a new key)", async () => {
    const failure = apiError(502, ["SUPPLIER_ERROR"]);
    const reserveFlightOrder = vi
      .fn<CheckoutApi["reserveFlightOrder"]>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(order);
    const { api, flow, busy, submitted } = setup({ reserveFlightOrder });
    const values = form([passenger({ save: true })]);

    expect(await flow.submit(values)).toEqual({ kind: "failed", fieldErrors: [], toast: failure });
    expect(api.savePassenger).not.toHaveBeenCalled();
    expect(busy).toEqual([true, false]);

    expect(await flow.submit(values)).toMatchObject({ kind: "reserved" });
    const [first, second] = submitted();
    expect(second?.key).not.toBe(first?.key);
  });

  it("a hold lost at reserve (flight sold out) shows the flight as gone", async () => {
    const { api, flow } = setup({
      reserveFlightOrder: vi.fn(async () => {
        throw apiError(409, [FlightMessageKey.FLIGHT_SOLD_OUT]);
      }),
    });
    expect(await flow.submit(form([passenger({ save: true })]))).toEqual({
      kind: "unavailable",
      message: FlightMessageKey.FLIGHT_SOLD_OUT,
    });
    expect(api.savePassenger).not.toHaveBeenCalled();
  });

  it("a flight gone at submit shows the flight as gone, without a hold", async () => {
    const { api, flow } = setup({
      submitFlightOrder: vi.fn(async () => {
        throw apiError(404, [FlightMessageKey.FLIGHT_SEARCH_EXPIRED]);
      }),
    });
    expect(await flow.submit(form())).toEqual({
      kind: "unavailable",
      message: FlightMessageKey.FLIGHT_SEARCH_EXPIRED,
    });
    expect(api.reserveFlightOrder).not.toHaveBeenCalled();
  });

  it("a refused submit puts the server's errors on the fields", async () => {
    const { api, flow } = setup({
      submitFlightOrder: vi.fn(async () => {
        throw new ApiError(400, [{ key: "passengers[0].birthDate", messages: ["BIRTH_DATE_INVALID"] }]);
      }),
    });
    expect(await flow.submit(form())).toEqual({
      kind: "failed",
      fieldErrors: [{ path: "passengers.0.birthDate", message: "BIRTH_DATE_INVALID" }],
      toast: null,
    });
    expect(api.reserveFlightOrder).not.toHaveBeenCalled();
  });

  it("a double submit makes one request; a retry of the same form reuses its idempotency key", async () => {
    const answer = deferred<OrderDetail>();
    const submitFlightOrder = vi
      .fn<CheckoutApi["submitFlightOrder"]>()
      .mockReturnValueOnce(answer.promise)
      .mockRejectedValueOnce(new ApiError(0, [{ key: "", messages: ["NETWORK_ERROR"] }]))
      .mockResolvedValue(order);
    const { flow, busy, submitted, storageAsked } = setup({ submitFlightOrder });

    const first = flow.submit(form());
    const second = flow.submit(form()); // a double click while the first is under way
    expect(await second).toEqual({ kind: "ignored" });
    expect(submitted()).toHaveLength(1);
    answer.resolve(order);
    expect(await first).toMatchObject({ kind: "reserved" });

    // The same content again (a reload, a retry after a network error): the same key each time.
    expect(await flow.submit(form())).toMatchObject({ kind: "failed" });
    expect(await flow.submit(form())).toMatchObject({ kind: "reserved" });
    const keys = submitted().map((s) => s.key);
    expect(new Set(keys).size).toBe(1);
    // Edited content gets a new key.
    await flow.submit(form([passenger({ firstName: "Ahmed" })]));
    expect(submitted()[3]?.key).not.toBe(keys[0]);
    expect(storageAsked).toHaveBeenCalledTimes(1);
    expect(busy.filter((b) => b)).toHaveLength(4);
  });

  it("the key survives a reload: a stored key for the same content is used", async () => {
    const storage = memoryStorage();
    const { flow, submitted } = setup({}, { storage });
    const body: SubmitFlightOrderRequest = submitRequestOf(
      { refs, places: [AgeCategory.Adult], isDomestic: true, travelDate: "2026-12-10" },
      form(),
      ProductChannel.WebSite,
    );
    const stored = idempotencyKeyFor(storage, bookingScopeOf(refs), body);
    await flow.submit(form());
    expect(submitted()[0]?.key).toBe(stored);
  });

  it("IDEMPOTENCY_KEY_REUSED forgets the key: the next submit gets a new one", async () => {
    const submitFlightOrder = vi
      .fn<CheckoutApi["submitFlightOrder"]>()
      .mockRejectedValueOnce(apiError(409, [OrderMessageKey.IDEMPOTENCY_KEY_REUSED]))
      .mockResolvedValueOnce(order);
    const { flow, submitted } = setup({ submitFlightOrder });
    expect(await flow.submit(form())).toMatchObject({ kind: "failed", fieldErrors: [] });
    await flow.submit(form());
    const [first, second] = submitted();
    expect(second?.key).not.toBe(first?.key);
  });

  it("a confirmation while a submit is under way does nothing", async () => {
    const answer = deferred<OrderDetail>();
    const submitFlightOrder = vi
      .fn<CheckoutApi["submitFlightOrder"]>()
      .mockRejectedValueOnce(
        apiError(409, [UserMessageKey.PRICE_CHANGED], { oldTotalPrice: 1, newTotalPrice: 2 }),
      )
      .mockReturnValueOnce(answer.promise);
    const { flow, submitted } = setup({ submitFlightOrder });
    await flow.submit(form());
    const accepting = flow.acceptNewPrice();
    expect(await flow.acceptNewPrice()).toEqual({ kind: "ignored" });
    expect(await flow.submit(form())).toEqual({ kind: "ignored" });
    answer.resolve(order);
    expect(await accepting).toMatchObject({ kind: "reserved" });
    expect(submitted()).toHaveLength(2);
  });
});
