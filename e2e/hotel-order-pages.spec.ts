import type { Page } from "@playwright/test";
import { makeOperator, openBackOffice } from "./back-office-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, bearer, hydrated, setLocale, signInDirect, uniquePhone } from "./session";

/**
 * A hotel order on the shared checkout pages and in my trips, in Arabic (issue 14): an order made
 * through the API for the signed-in customer shows its stay and each room's lead guest on /confirm,
 * is paid on the sandbox gateway's page to a booking confirmed with the hotel on /payment/{id} (its
 * reference, no e-ticket), appears in my trips with its hotel, dates, nights and rooms (the hotel
 * product filter too), and opens HotelOrderDetails with the lead guests and the booking reference;
 * in Persian its days are Jalali; another customer's order there is "not found".
 */

/** Letters only: a hotel name is shown as it is, and digits in it would be Latin digits on the page. */
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

const GUESTS = [
  { firstName: "Ali", lastName: "Hassan" },
  { firstName: "Zainab", lastName: "Kareem" },
];

/**
 * A contracted hotel of the test's own in Karbala (its own allotment), found by a search for two
 * rooms (two adults; one adult and a child of 7) three nights from `days` ahead, booked and held for
 * the page's customer through the API: the order's id and the hotel's name.
 */
async function heldHotelOrder(page: Page, days: number, options: { refundable?: boolean } = {}) {
  const request = page.request;
  const checkIn = baghdadDay(days);
  const checkOut = baghdadDay(days + 3);
  const name = `Karbala Test Stay ${letters(6)}`;
  const added = await request.post("/api/dev/hotels/properties", {
    data: { cityCode: "KRB", name, checkIn, nights: 3, allotment: 5, doubleCents: 8000 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { hotelId } = ((await added.json()) as { data: { hotelId: string } }).data;
  const found = await request.post("/api/hotel-catalog/HotelCatalog/Available", {
    data: {
      cityCode: "KRB",
      checkIn,
      checkOut,
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [7] },
      ],
    },
  });
  expect(found.ok(), await found.text()).toBe(true);
  const search = (
    (await found.json()) as {
      data: { requestId: string; hotels: { hotelId: string; cheapest: { rateKey: string } }[] };
    }
  ).data;
  const card = search.hotels.find((hotel) => hotel.hotelId === hotelId);
  expect(card, "the test's own hotel is found").toBeDefined();
  let rateKey = card?.cheapest.rateKey;
  if (options.refundable) {
    // The breakfast plan, free cancellation until three days before (the cheapest is non-refundable).
    const detail = await request.post("/api/hotel-catalog/HotelCatalog/HotelDetail", {
      data: { requestId: search.requestId, hotelId },
    });
    const rates = (
      (await detail.json()) as {
        data: { roomGroups: { rates: { rateKey: string; refundable: boolean }[] }[] };
      }
    ).data.roomGroups.flatMap((group) => group.rates);
    rateKey = rates.find((rate) => rate.refundable)?.rateKey;
  }
  const headers = { authorization: `Bearer ${await bearer(page)}` };
  const submitted = await request.post("/api/hotel-reservation/Submit/SubmitHotelOrder", {
    data: {
      requestId: search.requestId,
      hotelId,
      rateKey,
      guests: GUESTS,
      contact: { phoneNumber: "07701234567", email: "family@example.com" },
      specialRequests: "Late arrival, adjoining rooms please",
    },
    headers: { ...headers, "idempotency-key": `e2e-hotel-${letters(12)}` },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const { orderId } = ((await submitted.json()) as { data: { orderId: string } }).data;
  const held = await request.post("/api/hotel-reservation/Reserve/ReserveHotelOrder", {
    data: { orderId },
    headers,
  });
  expect(held.ok(), await held.text()).toBe(true);
  return { orderId, name };
}

/** Pays the page customer's held order on the sandbox gateway (through its API, as the browser would post its form) and waits until the hotel confirmed it: the customer's API headers. */
async function paidStay(page: Page, orderId: string) {
  const headers = { authorization: `Bearer ${await bearer(page)}` };
  const pay = await page.request.post("/api/payment/Pay/Create", {
    data: { orderId, gatewayId: 1, walletType: "Cache", isMobile: false },
    headers,
  });
  expect(pay.ok(), await pay.text()).toBe(true);
  const { paymentId } = ((await pay.json()) as { data: { paymentId: string } }).data;
  await page.request.post(`/payment/sandbox/${paymentId}`, {
    form: { decision: "approved" },
    maxRedirects: 0,
  });
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/orders/Order/GetCurrentUserHotelOrderDetails/${orderId}`, {
              headers,
            })
          ).json()) as { data: { status: string } }
        ).data.status,
      { timeout: 30_000 },
    )
    .toBe("Successful");
  return headers;
}

test("a hotel order is confirmed and paid on the shared pages, then found in my trips with its lead guests", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  expect(customer.phone).toBeTruthy();
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  // A day of its own (a search for the same stay would answer from the cache without the new hotel).
  const { orderId, name } = await heldHotelOrder(page, 40 + Math.floor(Math.random() * 200));

  // Confirm: the stay and the lead guests instead of the flight and its travellers.
  await page.goto(`/confirm?orderId=${orderId}`);
  await expect(page.getByTestId("hold-countdown")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("الغرفة محجوزة لك")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "خطوات الحجز" })).toContainText("بيانات الضيوف");
  const stay = page.getByTestId("hotel-stay");
  await expect(stay.getByTestId("stay-hotel")).toHaveText(name);
  await expect(stay).toContainText("كربلاء");
  await expect(stay.getByTestId("stay-nights")).toHaveText("٣ ليالٍ");
  await expect(stay.getByTestId("stay-check-in")).toContainText("تسجيل الدخول من الساعة ١٤:٠٠");
  await expect(stay).toContainText("غرفتان، ٤ ضيوف");
  await expect(stay.getByTestId("stay-cancellation")).toBeVisible();
  const guests = page.getByTestId("hotel-guests");
  await expect(guests.getByTestId("lead-guest")).toHaveText(["Ali Hassan", "Zainab Kareem"]);
  await expect(guests).toContainText("بالغ واحد، طفل واحد (٧ سنوات)");
  await expect(guests.getByTestId("stay-requests")).toHaveText("Late arrival, adjoining rooms please");
  await expect(page.getByRole("heading", { name: "المسافرون" })).toHaveCount(0);
  expect(await latinDigitsShown(page)).toEqual([]);

  // Pay on the sandbox gateway: confirmed with the hotel, its reference, no e-ticket.
  await page.getByRole("button", { name: /^ادفع / }).click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(new RegExp(`/payment/${orderId}$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "تم تأكيد حجزك" })).toBeVisible({ timeout: 60_000 });
  const reference = page.getByTestId("booking-reference");
  // A contracted booking is read out by eight characters (hotelReferenceForGuests).
  await expect(reference).toHaveText(/^[0-9A-F]{8}$/);
  await expect(page.getByTestId("voucher-pdf")).toBeVisible();
  const bookingReference = (await reference.textContent()) ?? "";
  await expect(page.getByRole("button", { name: /التذكرة/ })).toHaveCount(0);
  await expect(page.getByTestId("hotel-guests").getByTestId("lead-guest")).toHaveText([
    "Ali Hassan",
    "Zainab Kareem",
  ]);
  await expect(page.getByTestId("hotel-stay").getByTestId("stay-hotel")).toHaveText(name);
  expect(await latinDigitsShown(page)).toEqual([]);

  // Its page in my trips: status, reference, the stay's words on the timeline, the lead guests.
  const details = `/profile/my-travels/order-details/HotelOrderDetails?orderId=${orderId}`;
  const see = page.getByRole("link", { name: "عرض الحجز" });
  await expect(see).toHaveAttribute("href", details);
  await see.click();
  await page.waitForURL(new RegExp(`/HotelOrderDetails\\?orderId=${orderId}$`));
  const order = page.getByTestId("hotel-order");
  await expect(order.getByTestId("trip-status").first()).toHaveText("ناجح");
  await expect(order.getByTestId("order-booking-reference")).toHaveText(bookingReference);
  const timeline = page.getByTestId("order-timeline");
  for (const step of ["تم تقديم الطلب", "تم حجز الغرف", "نجح الدفع", "أكّد الفندق الحجز"])
    await expect(timeline).toContainText(step);
  await expect(order.getByTestId("lead-guest")).toHaveText(["Ali Hassan", "Zainab Kareem"]);
  await expect(order.getByTestId("stay-hotel")).toHaveText(name);
  await expect(order.getByTestId("order-paid")).not.toHaveText("");
  await expect(page.getByTestId("ticket-pdf")).toHaveCount(0);
  expect(await latinDigitsShown(page)).toEqual([]);
  // The voucher: a PDF named after the order's tracking number.
  const downloading = page.waitForEvent("download");
  await order.getByTestId("voucher-pdf").click();
  const voucher = await downloading;
  expect(voucher.suggestedFilename()).toMatch(/^voucher-[A-Z0-9]+\.pdf$/);

  // My trips: the stay instead of a route, on a phone too; the hotel product filter keeps it.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/profile/my-travels");
  const row = page.getByTestId("trip-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("heading", { level: 3 })).toHaveText(name);
  for (const part of ["فندق داخلي", "كربلاء", "٣ ليالٍ", "غرفتان", "الضيوف: ٤", "الوصول", "المغادرة"])
    await expect(row).toContainText(part);
  await expect(row.getByTestId("trip-status")).toHaveText("ناجح");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await latinDigitsShown(page)).toEqual([]);
  await page.getByLabel("نوع الخدمة").selectOption("DomesticHotel");
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/type=DomesticHotel/);
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: "تفاصيل الطلب" }).click();
  await page.waitForURL(new RegExp(`/HotelOrderDetails\\?orderId=${orderId}$`));
  await expect(page.getByTestId("hotel-order")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // In Persian: the page's words and Jalali days, Persian digits.
  await setLocale(context, baseURL, "fa");
  await page.reload();
  await expect(page.getByRole("heading", { name: /^رزرو هتل/ })).toBeVisible();
  await expect(page.getByTestId("hotel-guests")).toContainText("مهمان اصلی:");
  await expect(page.getByTestId("stay-nights")).toHaveText("۳ شب");
  await expect(page.getByTestId("stay-check-in")).toContainText(/۱۴۰[۵-۶]/);
  expect(await latinDigitsShown(page)).toEqual([]);
});

test("another customer's hotel order, or a missing one, is not found on HotelOrderDetails", async ({
  page,
  context,
  baseURL,
  browser,
  customer,
  pageProblems,
}) => {
  expect(customer.phone).toBeTruthy();
  test.setTimeout(90_000);
  await setLocale(context, baseURL, "ar");
  const { orderId } = await heldHotelOrder(page, 40 + Math.floor(Math.random() * 200));
  // The order is its owner's: it opens for them (unpaid, with a way to pay while the room is held).
  await page.goto(`/profile/my-travels/order-details/HotelOrderDetails?orderId=${orderId}`);
  await expect(page.getByTestId("hotel-order")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("link", { name: "ادفع الآن" })).toHaveAttribute(
    "href",
    `/confirm?orderId=${orderId}`,
  );

  const stranger = await browser.newContext({ baseURL, locale: "ar-IQ", timezoneId: "Asia/Baghdad" });
  try {
    await setLocale(stranger, baseURL, "ar");
    await signInDirect(stranger, stranger.request, baseURL, uniquePhone());
    const other = await stranger.newPage();
    await other.goto(`/profile/my-travels/order-details/HotelOrderDetails?orderId=${orderId}`);
    await expect(other.getByText("لم يُعثر على هذا الطلب في حسابك.")).toBeVisible({ timeout: 20_000 });
    await expect(other.getByRole("link", { name: "العودة إلى رحلاتي" })).toBeVisible();
    await expect(other.getByTestId("hotel-order")).toHaveCount(0);
  } finally {
    await stranger.close();
  }

  // A missing order: the same answer (the two calls answer 404).
  pageProblems.allowStatus(404);
  await page.goto(
    "/profile/my-travels/order-details/HotelOrderDetails?orderId=00000000-0000-4000-8000-000000000000",
  );
  await expect(page.getByText("لم يُعثر على هذا الطلب في حسابك.")).toBeVisible({ timeout: 20_000 });
});

test("a refundable stay is cancelled from its page: refunded to the wallet at once", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  expect(customer.phone).toBeTruthy();
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  const { orderId, name } = await heldHotelOrder(page, 40 + Math.floor(Math.random() * 200), {
    refundable: true,
  });
  const headers = await paidStay(page, orderId);
  // The refund form's name must be the account's (spec §5).
  const named = await page.request.post("/account/api/Account/Update", {
    data: { firstName: "Ali", lastName: "Hassan" },
    headers,
  });
  expect(named.ok()).toBe(true);

  await page.goto(`/profile/my-travels/order-details/HotelOrderDetails?orderId=${orderId}`);
  await page.getByRole("button", { name: "طلب استرداد" }).click();
  const dialog = page.getByRole("dialog", { name: "طلب استرداد المبلغ" });
  // The stay is one item, named by its hotel, nothing withheld before the free-cancellation deadline.
  await expect(dialog.locator(".refund-items li")).toHaveCount(1);
  await expect(dialog.locator(".refund-items li")).toContainText(name);
  await dialog.getByLabel("سبب الاسترداد").selectOption({ index: 1 });
  await dialog.getByText("قرأت شروط الإلغاء والاسترداد وأوافق عليها.").click();
  await dialog.getByRole("button", { name: /^إرسال الطلب/ }).click();
  await expect(page.getByText("تمت إعادة المبلغ إلى محفظتك.")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("hotel-order").getByTestId("trip-status").first()).not.toHaveText("ناجح");
  await expect(page.getByTestId("order-refund")).toContainText("تم الاسترداد");
});

test("support cancels a confirmed stay for the customer on the phone, from the order's page in the back office", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  expect(customer.phone).toBeTruthy();
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  const { orderId, name } = await heldHotelOrder(page, 40 + Math.floor(Math.random() * 200), {
    refundable: true,
  });
  const headers = await paidStay(page, orderId);
  const named = await page.request.post("/account/api/Account/Update", {
    data: { firstName: "Ali", lastName: "Hassan" },
    headers,
  });
  expect(named.ok()).toBe(true);

  await openBackOffice(page, await makeOperator(page.request, "support", "Noor Support"));
  await page.goto(`/back-office/orders/${orderId}`);
  await expect(page.getByTestId("bo-order-summary").getByTestId("bo-order-status")).toHaveText("ناجح");
  await expect(page.locator("main")).toContainText(name);
  // A stay has no e-ticket to resend: cancelling is what support may do.
  const actions = page.getByTestId("bo-order-actions");
  await expect(actions.getByRole("button")).toHaveText(["إلغاء واسترداد"]);
  await hydrated(actions.getByRole("button"));
  await actions.getByRole("button", { name: "إلغاء واسترداد" }).click();
  const cancel = page.getByRole("dialog", { name: /^إلغاء واسترداد الطلب / });
  await expect(cancel).toContainText("تُلغى الإقامة لدى الفندق");
  await cancel.getByLabel("السبب").selectOption({ index: 1 });
  await cancel.getByLabel("سمع العميل سياسة الإلغاء ويقبلها").check();
  await cancel.getByRole("button", { name: "إنشاء طلب الاسترداد" }).click();
  await expect(page.getByText(/^طلب الاسترداد \S+: أُعيد المبلغ إلى المحفظة\.$/)).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`/api/orders/Order/GetCurrentUserHotelOrderDetails/${orderId}`, {
              headers,
            })
          ).json()) as { data: { refundStatus: string } }
        ).data.refundStatus,
    )
    .toBe("Refunded");
  // Done once: the action is gone.
  await expect(actions.getByRole("button", { name: "إلغاء واسترداد" })).toHaveCount(0);
});
