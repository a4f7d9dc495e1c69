import type { APIRequestContext } from "@playwright/test";
import type { OrderDetail } from "../packages/domain/src/flight-order";
import { expect, test } from "./fixtures";
import { baghdadDay, hydrated, setLocale } from "./session";

/**
 * A stay paid at the hotel booked online (decision 022), in Arabic: a signed-in customer chooses a
 * contracted hotel's half-board rate paid at the hotel in Najaf, gives the lead guest, and the confirm
 * page says nothing is paid now and what is paid at the hotel (no discount code, wallet or gateway);
 * "Book" confirms it with the hotel and the result page shows the reference and the voucher.
 */

/** A contracted hotel of this test's own in Najaf with a half-board rate paid at the hotel. */
async function ownHotel(request: APIRequestContext, checkIn: string) {
  const name = `فندق الكوثر ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const response = await request.post("/api/dev/hotels/properties", {
    data: { cityCode: "NJF", name, checkIn, nights: 2, allotment: 3, doubleCents: 8000, payAtHotel: true },
  });
  expect(response.ok()).toBe(true);
  return { hotelId: ((await response.json()) as { data: { hotelId: string } }).data.hotelId, name };
}

const shot = async (page: import("@playwright/test").Page, path: string, width: number) => {
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path, fullPage: true });
};

test("a customer books a room paid at the hotel in Najaf in Arabic and sees the voucher", async ({
  page,
  context,
  baseURL,
  request,
  customer: _signedIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const checkIn = baghdadDay(60);
  const checkOut = baghdadDay(62);
  const hotel = await ownHotel(request, checkIn);
  await setLocale(context, baseURL, "ar");
  await page.setViewportSize({ width: 375, height: 800 });
  const search = `checkIn=${checkIn}&checkOut=${checkOut}&rooms=2`;
  await page.goto(`/hotels/NJF/${hotel.hotelId}?${search}`);

  // The rate paid at the hotel goes on to the guest details like a rate paid now: no desk dialog.
  const atHotel = page.locator('li.hotel-rate[data-board="HalfBoard"]');
  await expect(atHotel.locator(".hotel-badge--pay")).toBeVisible({ timeout: 20_000 });
  await hydrated(atHotel.getByRole("button", { name: "اختر هذه الغرفة" }));
  await atHotel.getByRole("button", { name: "اختر هذه الغرفة" }).click();
  await page.waitForURL(/\/add-passenger\?hotelId=/);
  await expect(page.getByRole("dialog", { name: "احجز هذه الغرفة" })).toHaveCount(0);
  await expect(page.locator("section.booking-hotel").getByRole("heading", { name: hotel.name })).toBeVisible({
    timeout: 20_000,
  });

  await page.getByLabel("البريد الإلكتروني").fill("guest@example.com");
  await page.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill("Ali");
  await page.getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill("Hassan");
  const submitted = page.waitForResponse((r) => r.url().includes("/Submit/SubmitHotelOrder"));
  const reserved = page.waitForResponse((r) => r.url().includes("/Reserve/ReserveHotelOrder"));
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  const order = ((await (await submitted).json()) as { data: OrderDetail }).data;
  expect(order).toMatchObject({
    totalAmount: 0,
    payableAmount: 0,
    hotelOrder: { rate: { payAtHotel: true } },
  });
  expect(((await (await reserved).json()) as { data: OrderDetail }).data.status).toBe("Approved");

  // The confirm page: nothing to pay now, what is paid at the hotel, "Book"; no gateway, wallet or code.
  await page.waitForURL(`**/confirm?orderId=${order.orderId}`);
  const due = page.getByTestId("pay-at-hotel-due");
  await expect(due).toContainText("لا شيء للدفع الآن", { timeout: 20_000 });
  await expect(due).toContainText("في الفندق");
  await expect(page.getByTestId("stay-due-at-hotel")).toBeVisible();
  // The price details: nothing now, the whole stay at the hotel; the hold is the room's, not a payment's.
  const dueText = (await page.getByTestId("stay-due-at-hotel").textContent()) ?? "";
  const dueAmount = (await page.getByTestId("price-at-hotel").textContent()) ?? "";
  expect(dueAmount.trim().length).toBeGreaterThan(0);
  expect(dueText).toContain(dueAmount.trim());
  await expect(page.locator(".booking-price")).toContainText("المطلوب الآن");
  await expect(page.getByText("لا يُدفع شيء الآن، وتدفع للفندق عند وصولك")).toBeVisible();
  await expect(page.getByText("واستخدم رمز الخصم")).toHaveCount(0);
  await expect(page.locator(".booking-hold")).toContainText("تبقى الغرفة محجوزة لك لمدة");
  await expect(page.locator(".booking-hold")).not.toContainText("للدفع");
  await expect(page.getByTestId("amount-to-pay")).toHaveCount(0);
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shot(page, testInfo.outputPath("confirm-ar-375.png"), 375);
  await shot(page, testInfo.outputPath("confirm-ar-1280.png"), 1280);

  // The same page in Persian and English says the same: nothing now, the stay at the hotel.
  for (const [locale, atHotelRow, lead] of [
    ["fa", "پرداخت در هتل", "اکنون چیزی پرداخت نمی‌شود"],
    ["en", "At the hotel", "nothing is paid now"],
  ] as const) {
    await setLocale(context, baseURL, locale);
    await page.reload();
    await expect(page.locator(".booking-price")).toContainText(atHotelRow, { timeout: 20_000 });
    await expect(page.getByText(lead)).toBeVisible();
    await shot(page, testInfo.outputPath(`confirm-${locale}-375.png`), 375);
    await shot(page, testInfo.outputPath(`confirm-${locale}-1280.png`), 1280);
  }
  await setLocale(context, baseURL, "ar");
  await page.reload();
  await page.setViewportSize({ width: 375, height: 800 });

  await page.getByRole("button", { name: "احجز", exact: true }).click();
  await page.waitForURL(`**/payment/${order.orderId}**`);
  await expect(page.getByRole("heading", { name: "تم تأكيد حجزك" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("booking-reference")).not.toBeEmpty();
  await expect(page.getByTestId("voucher-pdf")).toBeVisible();
  await expect(page.getByTestId("stay-due-at-hotel")).toContainText("يُدفع في الفندق");
  await shot(page, testInfo.outputPath("result-ar-375.png"), 375);
  await shot(page, testInfo.outputPath("result-ar-1280.png"), 1280);
});
