import type { Page, Response } from "@playwright/test";
import type { HotelCard, HotelSearchAnswer } from "../packages/domain/src/hotel-search";
import { expect, test } from "./fixtures";
import { baghdadDay, setLocale } from "./session";

/** The hotel search (issue 14): the box on /hotel-home, the results URL, filters and sort, phones. */

const isAvailable = (response: Response) =>
  response.url().includes("/HotelCatalog/Available") && response.request().method() === "POST";

async function searchBox(page: Page) {
  const box = page.locator("form.hotel-search[data-ready]");
  await expect(box).toBeVisible(); // hydrated
  return box;
}

/** Types into the destination field and picks the city of `code`. */
async function chooseCity(page: Page, text: string, code: string) {
  const input = page.locator('input[name="cityCode"]');
  await input.fill(text);
  await page.locator(`[role="option"][data-code="${code}"]`).click();
  await expect(input).toHaveAttribute("aria-expanded", "false");
}

/** Opens a date field and picks a Gregorian day, turning months as needed (the grid may be Jalali). */
async function chooseDate(page: Page, field: string, iso: string) {
  await page.locator(`button[name="${field}"]`).click();
  const day = page.locator(`.date-picker [data-iso="${iso}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.locator(".date-picker__head .icon-button").last().click();
  }
  await day.click();
  await expect(page.locator(`button[name="${field}"]`)).toHaveAttribute("data-value", iso);
}

/** The hotel ids of the cards on screen, in order. */
async function idsOnScreen(page: Page): Promise<string[]> {
  return page
    .locator(".hotel-list article[data-hotel-id]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-hotel-id") ?? ""));
}

/** The answer's cards by the stay's price, low to high (ties in the API's order). */
const byPrice = (cards: HotelCard[]) =>
  cards
    .map((card, i) => ({ card, i }))
    .sort((a, b) => a.card.cheapest.totalPrice - b.card.cheapest.totalPrice || a.i - b.i)
    .map((x) => x.card.hotelId);

test("a search in Arabic: Najaf, two adults and a child of 7, then free cancellation and the price order", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  await page.goto("/hotel-home");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await searchBox(page);

  await chooseCity(page, "النجف", "NJF");
  const checkIn = baghdadDay(10);
  const checkOut = baghdadDay(12);
  await chooseDate(page, "checkIn", checkIn);
  await chooseDate(page, "checkOut", checkOut);

  // Two adults are the default; a child, whose age must be chosen.
  await page.locator('button[name="rooms"]').click();
  await page.getByRole("button", { name: "إضافة واحد: الأطفال" }).click();
  await page.getByLabel("عمر الطفل ١").selectOption("7");
  await page.getByRole("button", { name: "تم" }).click();
  await expect(page.locator('button[name="rooms"]')).toContainText("غرفة واحدة، ٣ ضيوف");

  const availableCall = page.waitForResponse(isAvailable);
  await page.getByRole("button", { name: "ابحث عن فنادق" }).click();
  await page.waitForURL(/\/hotels\/NJF\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get("checkIn")).toBe(checkIn);
  expect(url.searchParams.get("checkOut")).toBe(checkOut);
  expect(url.searchParams.get("rooms")).toBe("2_7");
  const response = await availableCall;
  expect(response.request().postDataJSON()).toEqual({
    cityCode: "NJF",
    checkIn,
    checkOut,
    rooms: [{ adults: 2, childAges: [7] }],
  });
  const answer = ((await response.json()) as { data: HotelSearchAnswer }).data;
  expect(answer.hotels.length).toBeGreaterThan(0);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("فنادق في النجف");
  await expect(page).toHaveTitle(/فنادق في النجف/);
  await expect(page.locator(".hotel-list article.hotel-card")).toHaveCount(answer.hotels.length);
  expect(await idsOnScreen(page)).toEqual(answer.hotels.map((h) => h.hotelId)); // recommended: the API's order
  // Each card links to its hotel with the same search.
  const first = answer.hotels[0] as HotelCard;
  await expect(page.locator(`article[data-hotel-id="${first.hotelId}"] a`)).toHaveAttribute(
    "href",
    `/hotels/NJF/${first.hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2_7`,
  );

  // Free cancellation only: the properties with a refundable rate, in the URL too.
  const refundable = answer.hotels.filter((h) => h.anyRefundable);
  await page.locator('.hotel-filters input[name="refundable"]').check();
  await expect(page).toHaveURL(/refundable=1/);
  await expect(page.locator(".hotel-list article.hotel-card")).toHaveCount(refundable.length);

  // Price, low to high.
  await page.getByLabel("الترتيب حسب").selectOption("price");
  await expect(page).toHaveURL(/sort=price/);
  await expect.poll(() => idsOnScreen(page)).toEqual(byPrice(refundable));
  const prices = await page
    .locator(".hotel-list .hotel-card__total")
    .evaluateAll((totals) => totals.map((total) => Number(total.getAttribute("data-price"))));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The whole view is shareable: a reload keeps the filter and the order without a new choice.
  await page.reload();
  await expect(page.locator('.hotel-filters input[name="refundable"]')).toBeChecked();
  await expect.poll(() => idsOnScreen(page)).toEqual(byPrice(refundable));
});

test("submitting without a child's age shows the error under the age field and focuses it", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  await page.goto("/hotel-home");
  await searchBox(page);
  await chooseCity(page, "كربلاء", "KRB");
  await chooseDate(page, "checkIn", baghdadDay(5));
  await page.locator('button[name="rooms"]').click();
  await page.getByRole("button", { name: "إضافة واحد: الأطفال" }).click();
  await page.getByRole("button", { name: "تم" }).click();

  await page.getByRole("button", { name: "ابحث عن فنادق" }).click();
  const age = page.locator('select[name="rooms.0.childAges.0"]');
  await expect(age).toBeVisible();
  await expect(age).toBeFocused();
  await expect(age).toHaveAccessibleDescription("يرجى اختيار عمر الطفل");
  await expect(page).toHaveURL(/\/hotel-home$/);

  // Choosing the age clears the error; the search leaves.
  await age.selectOption("4");
  await expect(age).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "ابحث عن فنادق" }).click();
  await page.waitForURL(/\/hotels\/KRB\?.*rooms=2_4/);
});

test("a results URL without a valid search shows the box with its errors", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "en");
  await page.goto(`/hotels/NJF?checkIn=${baghdadDay(-2)}&checkOut=not-a-day&rooms=2_x`);
  await searchBox(page);
  await expect(page.locator('button[name="checkIn"]')).toHaveAccessibleDescription(
    "The check-in date has passed",
  );
  await expect(page.locator('button[name="checkOut"]')).toHaveAccessibleDescription(
    "Please choose the check-out date",
  );
  await expect(page.locator('select[name="rooms.0.childAges.0"]')).toHaveAccessibleDescription(
    "Please select the child's age",
  );
  await expect(page.locator(".hotel-list")).toHaveCount(0);
});

test("on a 375 px phone nothing is wider than the screen", async ({ page, context, baseURL }) => {
  await setLocale(context, baseURL, "ar");
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  await page.goto("/hotel-home");
  await searchBox(page);
  await page.locator('button[name="rooms"]').click();
  await page.getByRole("button", { name: "إضافة واحد: الأطفال" }).click();
  await page.getByRole("button", { name: "إضافة غرفة" }).click();
  await expect(page.locator(".hotel-trending article.hotel-card").first()).toBeVisible();
  expect(await overflow()).toBe(0);

  const search = `checkIn=${baghdadDay(10)}&checkOut=${baghdadDay(13)}&rooms=2_7.4,1`;
  await page.goto(`/hotels/NJF?${search}`);
  await expect(page.locator(".hotel-list article.hotel-card").first()).toBeVisible();
  expect(await overflow()).toBe(0);
  await page.getByRole("button", { name: "تصفية النتائج" }).click();
  await expect(page.locator('.hotel-filters input[name="refundable"]')).toBeVisible();
  await page.getByRole("button", { name: "تعديل البحث" }).click();
  await expect(page.locator("form.hotel-search[data-ready]")).toBeVisible();
  expect(await overflow()).toBe(0);
  // Every card stays inside the screen.
  const widest = await page
    .locator(".hotel-list article.hotel-card")
    .evaluateAll((cards) => Math.max(...cards.map((card) => card.getBoundingClientRect().right)));
  expect(widest).toBeLessThanOrEqual(375);
});

test("the box works by keyboard only", async ({ page, context, baseURL }) => {
  await setLocale(context, baseURL, "ar");
  await page.goto("/hotel-home");
  await searchBox(page);
  const city = page.locator('input[name="cityCode"]');
  await city.focus();
  await page.keyboard.type("كربلا");
  await expect(page.locator('[role="option"][data-code="KRB"]')).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(city).toHaveValue("كربلاء");

  // Check-in: the calendar opens on today; a week later with ArrowDown, Enter picks it.
  await page.keyboard.press("Tab");
  await expect(page.locator('button[name="checkIn"]')).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator(".date-picker")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.locator('button[name="checkIn"]')).toHaveAttribute("data-value", baghdadDay(7));
  await expect(page.locator('button[name="checkOut"]')).toHaveAttribute("data-value", baghdadDay(8));

  // Rooms: open, add an adult and a child with an age, close with Escape.
  await page.locator('button[name="rooms"]').focus();
  await page.keyboard.press("Enter");
  await page.getByRole("button", { name: "إضافة واحد: البالغون" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab"); // children: remove (disabled) is skipped, add
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.locator('select[name="rooms.0.childAges.0"]')).toBeFocused();
  await page.keyboard.press("ArrowDown"); // the first age: under one year
  await page.keyboard.press("Escape");
  await expect(page.locator('button[name="rooms"]')).toBeFocused();
  await expect(page.locator('button[name="rooms"]')).toContainText("٤ ضيوف");

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/hotels\/KRB\?/);
  expect(new URL(page.url()).searchParams.get("rooms")).toBe("3_0");
});
