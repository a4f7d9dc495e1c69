import type { OrderDetail } from "@safar/domain/flight-order";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import { memoryStorage } from "./idempotency";
import { createOrderFlow, formFailureOf, type OrderFlowOptions } from "./order-flow";

// The flow with a made-up product: the values are a name, the request carries it, "GONE" is the
// product's unavailable answer and the last step after the hold says which values it was given.
type Values = { name: string };
type Request = { name: string; productChannel: number; acceptedTotalPrice?: number };

const ORDER = { orderId: "order 1" } as OrderDetail;
const refusal = (status: number, message: string, key = "", data?: unknown) =>
  new ApiError(status, [{ key, messages: [message] }], "req-2", data);

function flowWith(over: Partial<OrderFlowOptions<Values, Request, { why: string }, { after: string }>>) {
  const afterReserve = vi.fn(async (values: Values) => ({ after: values.name }));
  const flow = createOrderFlow({
    scope: "product-1",
    storage: memoryStorage,
    productChannel: () => 3,
    requestOf: (values: Values, productChannel) => ({ name: values.name, productChannel }),
    submitOrder: async () => ORDER,
    reserveOrder: async () => ORDER,
    unavailableOf: (error) =>
      error instanceof ApiError && error.firstMessages().includes("GONE") ? { why: "gone" } : null,
    fieldPathOf: (key) => (key === "name" ? "form.name" : null),
    afterReserve,
    ...over,
  });
  return { flow, afterReserve };
}

describe("the booking flow of any product", () => {
  it("runs the product's last step after the hold and adds what it gives to the outcome", async () => {
    const submitOrder = vi.fn(async (_body: Request, _key: string) => ORDER);
    const { flow, afterReserve } = flowWith({ submitOrder });
    expect(await flow.submit({ name: "Zahra" })).toEqual({
      kind: "reserved",
      orderId: "order 1",
      to: "/confirm?orderId=order%201",
      after: "Zahra",
    });
    expect(submitOrder.mock.calls[0]?.[0]).toEqual({ name: "Zahra", productChannel: 3 });
    expect(afterReserve).toHaveBeenCalledTimes(1);
  });

  it("gives the last step the values of the form whose new price was accepted", async () => {
    const submitOrder = vi
      .fn<OrderFlowOptions<Values, Request, never, never>["submitOrder"]>()
      .mockRejectedValueOnce(refusal(409, "PRICE_CHANGED", "", { oldTotalPrice: 10, newTotalPrice: 12 }))
      .mockResolvedValueOnce(ORDER);
    const { flow, afterReserve } = flowWith({ submitOrder });
    expect((await flow.submit({ name: "Reza" })).kind).toBe("priceChanged");
    expect(afterReserve).not.toHaveBeenCalled();
    expect(await flow.acceptNewPrice()).toMatchObject({ kind: "reserved", after: "Reza" });
    expect(submitOrder.mock.calls[1]?.[0]).toEqual({
      name: "Reza",
      productChannel: 3,
      acceptedTotalPrice: 12,
    });
  });

  it("says the product is gone in its own words, at submit or at the hold, and skips the last step", async () => {
    const atSubmit = flowWith({ submitOrder: async () => Promise.reject(refusal(404, "GONE")) });
    expect(await atSubmit.flow.submit({ name: "A" })).toEqual({ kind: "unavailable", why: "gone" });
    const atHold = flowWith({ reserveOrder: async () => Promise.reject(refusal(409, "GONE")) });
    expect(await atHold.flow.submit({ name: "A" })).toEqual({ kind: "unavailable", why: "gone" });
    expect(atSubmit.afterReserve).not.toHaveBeenCalled();
    expect(atHold.afterReserve).not.toHaveBeenCalled();
  });

  it("puts a refused submit's errors on the fields the product's form names", async () => {
    const { flow } = flowWith({
      submitOrder: async () => Promise.reject(refusal(400, "NAME_INVALID", "name")),
    });
    expect(await flow.submit({ name: "" })).toEqual({
      kind: "failed",
      fieldErrors: [{ path: "form.name", message: "NAME_INVALID" }],
      toast: null,
    });
  });
});

describe("a failed submit's errors", () => {
  const fieldOf = (key: string) => (key.startsWith("guests") ? key.replace(/\[(\d+)\]/g, ".$1") : null);

  it("go to the fields the form names (first message each), the rest to a toast with the request id", () => {
    const error = new ApiError(
      400,
      [
        { key: "guests[1].lastName", messages: ["LAST_NAME_INVALID", "SECOND"] },
        { key: "voucher", messages: ["VOUCHER_EXPIRED"] },
      ],
      "req-3",
    );
    const failure = formFailureOf(error, fieldOf);
    expect(failure.fieldErrors).toEqual([{ path: "guests.1.lastName", message: "LAST_NAME_INVALID" }]);
    expect((failure.toast as ApiError).firstMessages()).toEqual(["VOUCHER_EXPIRED"]);
    expect((failure.toast as ApiError).requestId).toBe("req-3");
  });

  it("all go to a toast when the answer is not a 400", () => {
    const offline = new Error("offline");
    expect(formFailureOf(offline, fieldOf)).toEqual({ fieldErrors: [], toast: offline });
  });
});
