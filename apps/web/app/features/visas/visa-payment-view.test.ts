import { describe, expect, it } from "vitest";
import { paymentResultPathOf } from "../../lib/order-paths";
import { visaPaymentView } from "./visa-payment-view";

const orderId = "6f9619ff-8b86-4d01-b42d-00cf4fc964ff";
const verify = (over: object) => ({
  orderId,
  orderStatus: "Approved",
  paid: false,
  caseNumber: null,
  caseStatus: null,
  ...over,
});

describe("the visa payment page", () => {
  it("is paid once the case is opened", () => {
    expect(
      visaPaymentView(
        verify({ paid: true, orderStatus: "Paid", caseNumber: "V-1", caseStatus: "Submitted" }),
      ),
    ).toBe("paid");
    expect(visaPaymentView(verify({ paid: true, orderStatus: "Paid" }))).toBe("pending");
  });

  it("fails for a refused payment or a lapsed order, waits otherwise", () => {
    expect(visaPaymentView(verify({ orderStatus: "PaymentFailed" }))).toBe("failed");
    expect(visaPaymentView(verify({ orderStatus: "Rejected" }))).toBe("failed");
    expect(visaPaymentView(verify({ orderStatus: "Approved" }))).toBe("pending");
  });
});

describe("where a payment's result is shown", () => {
  it("a visa order's on /visa/payment, any other's on /payment", () => {
    expect(paymentResultPathOf({ orderId, type: "Visa" })).toBe(`/visa/payment/${orderId}`);
    expect(paymentResultPathOf({ orderId, type: "InternationalHotel" })).toBe(`/payment/${orderId}`);
    expect(paymentResultPathOf({ orderId, type: "DomesticFlight" })).toBe(`/payment/${orderId}`);
  });
});
