import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openIn } from "./search-steps";
import { hydrated, yearsAgo } from "./session";

/**
 * Booking a tour (issue 16), in Arabic, end to end: a demo pilgrimage's page, two adults chosen
 * above its departures, "Book" → /add-passenger with the tour's summary and the party's price, the
 * two travellers with their passports, the shared confirm page and the sandbox gateway, the result
 * page with the booking number, and the order in my trips with its page. Then a phone's width.
 */

/** A full-page screenshot kept with the test's output (looked at before a screen is called done). */
const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function fillTraveller(place: Locator, first: string, gender: "ذكر" | "أنثى", passport: string) {
  await place.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill(first);
  await place.getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill("Hassan");
  await place.getByLabel(gender, { exact: true }).check();
  await place.getByLabel("تاريخ الميلاد: السنة").selectOption("1985");
  await place.getByLabel("تاريخ الميلاد: الشهر").selectOption("3");
  await place.getByLabel("تاريخ الميلاد: اليوم").selectOption("14");
  await place.getByLabel(/^بلد إصدار الجواز/).selectOption({ label: "العراق" });
  await place.getByLabel(/^رقم جواز السفر/).fill(passport);
  const expiry = yearsAgo(-6).slice(0, 4);
  await place.getByLabel("تاريخ انتهاء الجواز: السنة").selectOption(expiry);
  await place.getByLabel("تاريخ انتهاء الجواز: الشهر").selectOption("1");
  await place.getByLabel("تاريخ انتهاء الجواز: اليوم").selectOption("15");
}

/** The Mashhad pilgrimage's page, two adults chosen; its first departure's "Book". */
async function chooseMashhadForTwo(page: Page, baseURL: string | undefined) {
  await openIn(page, baseURL, "ar", "/tour-home?destination=MHD");
  await page.getByRole("link", { name: "مشهد: زيارة الإمام الرضا" }).click();
  await expect(page).toHaveURL(/\/tour\/[0-9a-f-]{36}$/);
  const addAdult = page.getByRole("button", { name: "أضف واحدًا (البالغون)" });
  await hydrated(addAdult);
  await addAdult.click();
  const first = page.getByTestId("tour-departure").first();
  const total = Number(await first.getByTestId("tour-departure-total").getAttribute("data-price"));
  const adult = Number(await first.getByTestId("tour-price-adult").getAttribute("data-price"));
  expect(total).toBe(Math.round(adult * 200) / 100);
  return { book: first.getByTestId("tour-book"), total };
}

test("two adults book the Mashhad pilgrimage, pay on the sandbox, and find it in my trips", async ({
  page,
  baseURL,
  customer: _signedIn,
}, testInfo) => {
  test.setTimeout(120_000);
  const { book, total } = await chooseMashhadForTwo(page, baseURL);
  await book.click();
  await page.waitForURL(/\/add-passenger\?tour=.*&adults=2&children=0&infants=0$/);
  await expect(page.getByRole("heading", { name: "احجز الجولة" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tour-summary")).toContainText("مشهد: زيارة الإمام الرضا");
  await expect(page.getByTestId("price-total")).toContainText("USD");

  // The form says what is missing before anything is sent.
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(page.getByText("بعض البيانات ناقصة أو غير صحيحة. يرجى تصحيح الحقول المحدّدة.")).toBeVisible();

  await page.getByLabel("البريد الإلكتروني").fill("pilgrims@example.com");
  await fillTraveller(page.locator('section[data-place="0"]'), "Ali", "ذكر", "A1234567");
  await fillTraveller(page.locator('section[data-place="1"]'), "Zainab", "أنثى", "B7654321");
  await shot(page, testInfo, "tour-booking-ar");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await page.waitForURL(/\/confirm\?orderId=[0-9a-f-]{36}$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";

  // The shared confirm page: the tour, both travellers, the held seats' countdown, the total.
  await expect(page.getByTestId("hold-countdown")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("tour-summary")).toContainText("مشهد");
  await expect(page.getByTestId("tour-travellers")).toContainText("Zainab Hassan");
  await expect(page.getByText("ادفع الآن لتأكيد المقاعد المحجوزة لك.")).toBeVisible();
  await shot(page, testInfo, "tour-confirm-ar");
  await page.getByRole("button", { name: /^ادفع / }).click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(new RegExp(`/payment/${orderId}$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "تم حجز جولتكم" })).toBeVisible({ timeout: 60_000 });
  const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
  expect(reference).toMatch(/^[A-Z0-9]{10}$/);
  await shot(page, testInfo, "tour-result-ar");

  // The order's page in my trips, from the result and from the list.
  await page.getByTestId("tour-order-link").click();
  await expect(page.getByTestId("tour-order")).toContainText("مشهد: زيارة الإمام الرضا", { timeout: 20_000 });
  await expect(page.getByTestId("tour-booked")).toBeVisible();
  await expect(page.getByTestId("tour-travellers")).toContainText("Ali Hassan");
  await shot(page, testInfo, "tour-order-ar");
  await page.goto("/profile/my-travels");
  const row = page
    .getByTestId("trip-row")
    .filter({ has: page.getByTestId("trip-tour") })
    .first();
  await expect(row).toContainText("مشهد: زيارة الإمام الرضا", { timeout: 20_000 });
  expect(total).toBeGreaterThan(0);
});

test("at 375 px the tour's party and the booking page fit the screen", async ({
  page,
  baseURL,
  customer: _signedIn,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const { book } = await chooseMashhadForTwo(page, baseURL);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.getByTestId("tour-party").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("tour-party-375.png") });
  await book.click();
  await expect(page.getByRole("heading", { name: "احجز الجولة" })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('section[data-place="1"]')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "tour-booking-375");
});
