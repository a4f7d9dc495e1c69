import { afterEach, describe, expect, it, vi } from "vitest";
import { loadHyperpayCheckout } from "./hyperpay.server";

const paymentId = "3f1c2a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f";
const checkoutId = "8AC7A4C9A2A1F9F0E1B6C5D4E3F2A1B0.uat01-vm-tx01";
const page = (query: string) => new Request(`http://shop.test/confirm/hyperpay?${query}`);
const checkout = (status: string) => ({
  paymentId,
  checkoutId,
  status,
  widgetScriptUrl: `https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=${checkoutId}`,
  shopperResultUrl: `http://shop.test/api/payment/Callback/hyperpay/${paymentId}`,
  brands: "VISA MASTER",
  amount: "132.58",
  currency: "USD",
});
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
async function thrown(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (caught) {
    return caught;
  }
  throw new Error("did not throw");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("loadHyperpayCheckout", () => {
  it("asks the server for the checkout named in the URL", async () => {
    const fetch = answer(200, { data: checkout("pending"), meta: { errors: [] } });
    const data = await loadHyperpayCheckout(page(`paymentId=${paymentId}&checkoutId=${checkoutId}`));
    expect(data).toEqual(checkout("pending"));
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe(
      `http://shop.test/api/payment/Hyperpay/Checkout?paymentId=${paymentId}&checkoutId=${encodeURIComponent(checkoutId)}`,
    );
  });

  it("is not found for malformed ids or a checkout the server does not know", async () => {
    for (const query of [
      "",
      `paymentId=x&checkoutId=${checkoutId}`,
      `paymentId=${paymentId}&checkoutId=a/b`,
    ]) {
      const error = await thrown(loadHyperpayCheckout(page(query)));
      expect(error).toMatchObject({ init: { status: 404 } });
    }
    answer(404, { data: null, meta: { errors: [{ key: "paymentId", messages: ["PAYMENT_NOT_FOUND"] }] } });
    const error = await thrown(loadHyperpayCheckout(page(`paymentId=${paymentId}&checkoutId=${checkoutId}`)));
    expect(error).toMatchObject({ init: { status: 404 } });
  });

  it("sends a settled payment on to /gateway-redirect", async () => {
    answer(200, { data: checkout("succeeded"), meta: { errors: [] } });
    const response = await thrown(
      loadHyperpayCheckout(page(`paymentId=${paymentId}&checkoutId=${checkoutId}`)),
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("location")).toBe(`/gateway-redirect?paymentId=${paymentId}`);
  });
});
