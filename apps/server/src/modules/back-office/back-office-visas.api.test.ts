/**
 * The visa officers at work (issue 15): the queue, a case with its documents, asking the customer
 * for a document (they answer by uploading it), filing, approving with the issued visa (the order
 * completes and the customer downloads the visa), rejecting (the paid amount goes back to the
 * wallet); each move told to the customer and audited; every refusal by its key; the role's reach.
 */
import {
  toCents,
  type VisaCaseDetail,
  type VisaCaseQueue,
  type VisaOrderDetails,
  type VisaProduct,
  visaUsdCents,
} from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { newOperator, operatorCookie, SITE, siteCall } from "../../test/operators";
import { multipartBody, pdfBytes } from "../../test/passport-images";
import { createTestApp, type TestApp } from "../../test/test-app";
import { paidVisaOrder, photo, type VisaPictures, visaPictures, visaProducts } from "../../test/visas";

let t: TestApp;
let customer: TestCustomer;
let officer: string;
let uae: VisaProduct;
let pictures: VisaPictures;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  customer = await signUpCustomer(t, "785");
  officer = await operatorCookie(t, await newOperator(t, "visa"));
  ({ uae30: uae } = await visaProducts(t));
  pictures = await visaPictures();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const cases = (orderId: string, action = "") =>
  `/api/back-office/visa-cases/${orderId}${action ? `/${action}` : ""}`;
const act = (orderId: string, action: string, payload: object, cookie = officer) =>
  siteCall(t, "POST", cases(orderId, action), { cookie }, payload);
const errorsOf = (body: { meta: { errors: { key: string; messages: string[] }[] } }) =>
  Object.fromEntries(body.meta.errors.map((e) => [e.key, e.messages]));

/** The customer's view of the order. */
const customerView = async (orderId: string) =>
  (
    await t.app.inject({
      method: "POST",
      url: "/api/orders/VisaOrder/GetById",
      headers: customer.headers,
      payload: { orderId },
    })
  ).json().data as VisaOrderDetails;

/** Texts sent to the order's phone that name the case. */
const textsAbout = async (caseNumber: string) => {
  const outbox = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent("+9647701234567")}` });
  return (outbox.json().data as { text: string }[])
    .filter((m) => m.text.includes(caseNumber))
    .map((m) => m.text);
};

/** The case once fulfilment opened it after the payment. */
async function openedCase() {
  const order = await paidVisaOrder(t, customer, pictures, uae);
  await eventually(
    () => customerView(order.orderId),
    (v) => v.case !== null,
  );
  return order;
}

function approve(
  orderId: string,
  files: { name: string; content: Buffer; type: string }[],
  cookie = officer,
) {
  const body = multipartBody([
    ...files.map((f) => ({ name: f.name, fileName: "visa.pdf", contentType: f.type, content: f.content })),
    { name: "message", value: "Have a good trip" },
  ]);
  return t.app.inject({
    method: "POST",
    url: cases(orderId, "approve"),
    headers: { ...SITE, cookie, ...body.headers },
    payload: body.payload,
  });
}

describe("a visa case, worked to the issued visa", () => {
  it("goes from the queue through a requested document and filing to the approved visa the customer downloads", async () => {
    const order = await openedCase();
    const caseNumber = `V${order.orderNumber}`;

    const queue = await siteCall(t, "GET", "/api/back-office/visa-cases?status=Submitted&pageSize=100", {
      cookie: officer,
    });
    expect(queue.status).toBe(200);
    const row = (queue.body.data as VisaCaseQueue).items.find((i) => i.orderId === order.orderId);
    expect(row).toMatchObject({
      caseNumber,
      status: "Submitted",
      countryCode: "AE",
      travellers: 1,
      leadName: "Ali Hassan",
    });

    const opened = await siteCall(t, "GET", cases(order.orderId), { cookie: officer });
    const detail = opened.body.data as VisaCaseDetail;
    expect(detail.documents.map((d) => [d.traveller, d.kind, d.uploadedBy])).toEqual([
      [0, "PassportPage", "customer"],
      [0, "PersonalPhoto", "customer"],
    ]);
    expect(detail.contact.phoneNumber).toBe("07701234567");
    const photoId = detail.documents[1]?.id ?? "";
    const bytes = await t.app.inject({
      url: cases(order.orderId, `documents/${photoId}`),
      headers: { ...SITE, cookie: officer },
    });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers["content-type"]).toBe("image/jpeg");

    // The customer was told the case is open.
    const opening = await eventually(
      () => textsAbout(caseNumber),
      (texts) => texts.length > 0,
    );
    expect(opening[0]).toContain("استلمنا طلب التأشيرة"); // in the order's language (Arabic by default)

    // Ask for a sharper photo: the customer is told and sees what is asked.
    const asked = await act(order.orderId, "request-document", {
      message: "Please send a photo with a white background",
      traveller: 0,
      kind: "PersonalPhoto",
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data.case.status).toBe("ActionRequired");
    expect((await customerView(order.orderId)).case?.requested).toEqual({
      message: "Please send a photo with a white background",
      traveller: 0,
      kind: "PersonalPhoto",
    });
    expect((await textsAbout(caseNumber)).some((text) => text.includes("white background"))).toBe(true);

    // The customer answers with a new photo: back to review.
    const upload = multipartBody([
      { name: "orderId", value: order.orderId },
      { name: "traveller", value: "0" },
      { name: "kind", value: "PersonalPhoto" },
      { name: "document", fileName: "me.jpg", contentType: "image/jpeg", content: await photo(700, 900) },
    ]);
    const answered = await t.app.inject({
      method: "POST",
      url: "/api/visa/Submit/UploadVisaDocument",
      headers: { ...customer.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.case.status).toBe("InReview");

    expect(
      (await act(order.orderId, "file", { message: "Filed on the ICP portal" })).body.data.case.status,
    ).toBe("Filed");
    const approved = await approve(order.orderId, [
      { name: "visa[0]", content: pdfBytes(), type: "application/pdf" },
    ]);
    expect(approved.statusCode, approved.body).toBe(200);
    const done = approved.json().data as VisaCaseDetail;
    expect(done.case?.status).toBe("Approved");
    expect(done.documents.map((d) => d.kind)).toEqual([
      "PassportPage",
      "PersonalPhoto",
      "PersonalPhoto",
      "IssuedVisa",
    ]);
    expect(done.case?.events.map((e) => e.status)).toEqual([
      "Submitted",
      "ActionRequired",
      "InReview",
      "Filed",
      "Approved",
    ]);

    // Fulfilment completes the order, its reference the case number; the customer downloads the visa.
    const issued = await eventually(
      async () =>
        (
          await t.app.inject({
            url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
            headers: customer.headers,
          })
        ).json().data,
      (v: { state: string }) => v.state !== "Pending",
    );
    expect(issued).toMatchObject({
      state: "Issued",
      orderStatus: "Successful",
      bookingReference: caseNumber,
    });
    const file = (await customerView(order.orderId)).case?.visaFiles[0];
    expect(file).toMatchObject({ contentType: "application/pdf", traveller: 0 });
    const download = await t.app.inject({
      url: `/api/orders/VisaOrder/GetVisaFile/${order.orderId}/${file?.id}`,
      headers: customer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename="visa-${caseNumber}-1.pdf"`);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const other = await signUpCustomer(t, "786");
    const notHers = await t.app.inject({
      url: `/api/orders/VisaOrder/GetVisaFile/${order.orderId}/${file?.id}`,
      headers: other.headers,
    });
    expect(notHers.statusCode).toBe(404);

    // Each change was told to the customer, in the order's language (Arabic), by SMS and by e-mail.
    const texts = await textsAbout(caseNumber);
    for (const phrase of [
      "استلمنا طلب التأشيرة", // Submitted (the case opened after the payment)
      "يحتاج إلى إجراء منك", // ActionRequired, with the officer's message
      "يراجع موظفو التأشيرات", // InReview (the customer's answer)
      "قُدِّم طلب التأشيرة", // Filed
      "صدرت تأشيرتك", // Approved
    ])
      expect(
        texts.some((text) => text.includes(phrase)),
        phrase,
      ).toBe(true);
    const mails = await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent("ali@example.com")}` });
    const mailed = (mails.json().data as { subject: string | null; text: string }[]).filter((m) =>
      m.text.includes(caseNumber),
    );
    expect(mailed.map((m) => m.subject)).toContain(`طلب التأشيرة ${caseNumber}`);
    expect(mailed.some((m) => m.text.includes("صدرت تأشيرتك"))).toBe(true);

    // Each move is in the audit log.
    const audit = await siteCall(t, "GET", `/api/back-office/audit?objectId=${order.orderId}&pageSize=50`, {
      cookie: await operatorCookie(t, await newOperator(t, "admin")),
    });
    expect(audit.status).toBe(200);
    const actions = (audit.body.data.items as { action: string }[]).map((i) => i.action);
    expect(actions).toEqual(
      expect.arrayContaining(["visa-case.request-document", "visa-case.file", "visa-case.approve"]),
    );
  });

  it("rejects with the reason, and the paid amount less the authority's fee goes back to the wallet", async () => {
    const order = await openedCase();
    const noReason = await act(order.orderId, "reject", { reason: " " });
    expect(noReason.status).toBe(400);
    expect(errorsOf(noReason.body)).toEqual({ reason: ["VISA_MESSAGE_REQUIRED"] });
    const rejected = await act(order.orderId, "reject", { reason: "The passport expires too soon" });
    expect(rejected.status).toBe(200);
    const refunded = await eventually(
      async () =>
        (
          await t.app.inject({
            url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
            headers: customer.headers,
          })
        ).json().data,
      (v: { refundedToWallet: number | null }) => v.refundedToWallet !== null,
    );
    // The authority's fee stays (half of 300 AED for this visa, in USD at the order's rate, rounded up).
    const visa = order.visaOrder;
    if (!visa) throw new Error("not a visa order");
    expect(visa.rejectionFee).toBe(150);
    const keptCents = visaUsdCents(15_000, visa.exchangeRate);
    expect(toCents(refunded.refundedToWallet ?? 0)).toBe(toCents(order.payableAmount) - keptCents);
    expect((await customerView(order.orderId)).case?.status).toBe("Rejected");
    const told = await textsAbout(`V${order.orderNumber}`);
    expect(
      told.some(
        (text) => text.includes("رُفض طلب التأشيرة") && text.includes("The passport expires too soon"),
      ),
    ).toBe(true);
    // A decided case moves no more.
    const again = await act(order.orderId, "file", {});
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toEqual({ status: ["VISA_CASE_STATUS_CONFLICT"] });
  });

  it("refuses what a case may not do, files that are no visa, and other roles", async () => {
    const order = await openedCase();
    const early = await approve(order.orderId, [
      { name: "visa", content: pdfBytes(), type: "application/pdf" },
    ]);
    expect(early.statusCode).toBe(409);
    await act(order.orderId, "file", {});
    const text = await approve(order.orderId, [
      { name: "visa", content: Buffer.from("not a visa"), type: "application/pdf" },
    ]);
    expect(text.statusCode).toBe(400);
    expect(errorsOf(text.json())).toEqual({ visa: ["VISA_FILE_FORMAT_IS_INVALID"] });
    const tooLong = await act(order.orderId, "request-document", { message: "x".repeat(501) });
    expect(errorsOf(tooLong.body)).toEqual({ message: ["VISA_MESSAGE_TOO_LONG"] });
    // Nothing is asked of the customer now: an upload is a conflict.
    const upload = multipartBody([
      { name: "orderId", value: order.orderId },
      { name: "traveller", value: "0" },
      { name: "kind", value: "PersonalPhoto" },
      { name: "document", fileName: "me.jpg", contentType: "image/jpeg", content: await photo(600, 800) },
    ]);
    const unasked = await t.app.inject({
      method: "POST",
      url: "/api/visa/Submit/UploadVisaDocument",
      headers: { ...customer.headers, ...upload.headers },
      payload: upload.payload,
    });
    expect(unasked.statusCode).toBe(409);

    const support = await operatorCookie(t, await newOperator(t, "support"));
    expect((await siteCall(t, "GET", "/api/back-office/visa-cases", { cookie: support })).status).toBe(403);
    expect((await act(order.orderId, "reject", { reason: "no" }, support)).status).toBe(403);
    const missing = await siteCall(t, "GET", cases("00000000-0000-4000-8000-000000000000"), {
      cookie: officer,
    });
    expect(missing.status).toBe(404);
  });
});
