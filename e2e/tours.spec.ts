import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openIn } from "./search-steps";
import { hydrated, toAsciiDigits } from "./session";

/**
 * Tours (issue 16) in Arabic: the demo tours as cards on /tour-home, the filters (destination, month,
 * budget per adult) kept in the URL with skeletons while a choice loads and an empty state, and a
 * tour's page with its photos, day-by-day plan, what is and is not included, and the departures
 * with seats left and prices. Nothing here depends on the day: months and departures are read from
 * the page, and the filters chosen are ones that must match (or must not).
 */

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
}

const cards = (page: Page) => page.getByTestId("tour-card");

test("in Arabic: the tours as cards, filtered by month, budget and destination in the URL, then a tour's page", async ({
  page,
  baseURL,
}, testInfo) => {
  await openIn(page, baseURL, "ar", "/tour-home");
  await expect(page).toHaveTitle(/الجولات السياحية/);
  await expect(page.getByRole("heading", { level: 1, name: "الجولات السياحية" })).toBeVisible();
  // The seven demo tours, pilgrimages first, each with its next departure and lowest price.
  await expect(cards(page)).toHaveCount(7);
  await expect(page.getByTestId("tour-count")).toHaveText("٧ جولات");
  await expect(cards(page).first()).toContainText("زيارة الأربعين: المشي من النجف إلى كربلاء");
  await expect(cards(page).first()).toContainText("زيارة");
  await expect(cards(page).filter({ hasText: "إسطنبول: البوسفور والمدينة القديمة" })).toContainText("سياحة");
  await expect(cards(page).filter({ hasText: "مشهد: زيارة الإمام الرضا" })).toContainText("٥ أيام");
  await shot(page, testInfo, "tour-home-ar");

  const month = page.getByLabel("شهر الانطلاق");
  await hydrated(month);
  // The second month on offer (the first may have a day or two left).
  const months = await month
    .locator("option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  const chosen = months[1] ?? months[0] ?? "";
  expect(chosen).toMatch(/^\d{4}-\d{2}$/);

  // While the choice loads, the cards give way to skeletons.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The first choice's data is held back until the skeletons were seen; the others go through.
  let holding = true;
  await page.route("**/tour-home.data*", async (route) => {
    if (holding) await held;
    await route.continue();
  });
  await month.selectOption(chosen);
  await expect(page.locator(".tour-results[aria-busy='true'] .tour-card--skeleton").first()).toBeVisible();
  holding = false;
  release();
  await expect(page).toHaveURL(new RegExp(`[?&]month=${chosen}`));
  await expect(page.locator(".tour-results[aria-busy='true']")).toHaveCount(0);
  const inMonth = await page
    .getByTestId("tour-card-next")
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-date") ?? ""));
  expect(inMonth.length).toBeGreaterThan(0);
  for (const day of inMonth) expect(day.slice(0, 7)).toBe(chosen);

  // A budget of 500 dollars per adult: only tours from 500 or less.
  await page.getByLabel("الميزانية للبالغ").selectOption("500");
  await expect(page).toHaveURL(/[?&]budget=500/);
  await expect(page).toHaveURL(new RegExp(`[?&]month=${chosen}`));
  const prices = await page
    .getByTestId("tour-card-price")
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-price"))));
  for (const price of prices) expect(price).toBeLessThanOrEqual(500);

  // Dubai's tour costs more than 500 dollars: nothing matches, and the page says so.
  await page.getByLabel("الوجهة").selectOption("DXB");
  await expect(page).toHaveURL(/[?&]destination=DXB/);
  const empty = page.getByTestId("tour-empty");
  await expect(empty).toContainText("لا توجد جولة تطابق اختيارك");
  await expect(page.getByTestId("tour-count")).toHaveText("لا جولات");
  await shot(page, testInfo, "tour-home-empty-ar");

  // Back returns to the previous choice; the link shows every tour again.
  await page.goBack();
  await expect(page).not.toHaveURL(/destination=/);
  await expect(cards(page).first()).toBeVisible();
  await page.goForward();
  await expect(empty).toBeVisible();
  await empty.getByRole("link", { name: "اعرض كل الجولات" }).click();
  await expect(page).toHaveURL(/\/tour-home$/);
  await expect(cards(page)).toHaveCount(7);

  // Mashhad's tour, from its destination.
  await page.getByLabel("الوجهة").selectOption("MHD");
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("tour-count")).toHaveText("جولة واحدة");
  await page.getByRole("link", { name: "مشهد: زيارة الإمام الرضا" }).click();

  await expect(page).toHaveURL(/\/tour\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "مشهد: زيارة الإمام الرضا" })).toBeVisible();
  await expect(page).toHaveTitle("مشهد: زيارة الإمام الرضا: ٥ أيام | رحّال");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /^خمسة أيام في مشهد المقدسة/,
  );
  await expect(page.locator(".tour-facts")).toContainText("مشهد، إيران");
  await expect(page.locator(".tour-facts")).toContainText("٥ أيام، ٤ ليالٍ");
  // The photos: the destination, the hotel, its room (drawn demo pictures).
  const photos = page.locator(".tour-gallery img");
  await expect(photos).toHaveCount(3);
  await expect
    .poll(() => photos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // The plan, day by day.
  const plan = page.getByTestId("tour-plan").locator("li");
  await expect(plan).toHaveCount(5);
  await expect(plan.nth(0)).toContainText("اليوم ١");
  await expect(plan.nth(2)).toContainText("نيشابور");
  await expect(page.getByTestId("tour-included")).toContainText(
    "تذاكر الطيران من النجف إلى مشهد ذهابًا وإيابًا",
  );
  await expect(page.getByTestId("tour-excluded")).toContainText("رسوم تأشيرة إيران");
  // The departures ahead, each with its seats left and prices per adult, child and infant.
  const departures = page.getByTestId("tour-departure");
  expect(await departures.count()).toBeGreaterThan(0);
  const first = departures.first();
  await expect(first.getByTestId("tour-departure-seats")).toContainText(/بقي/);
  await expect(first.getByTestId("tour-price-adult")).toContainText("USD");
  await expect(first).toContainText("الطفل (٢–١١ سنة)");
  await expect(first).toContainText("الرضيع (أقل من ٢ سنة)");
  const days = await departures.evaluateAll((nodes) =>
    nodes.map((n) => n.getAttribute("data-departure") ?? ""),
  );
  expect(days).toEqual([...days].sort());
  const adult = Number(await first.getByTestId("tour-price-adult").getAttribute("data-price"));
  expect(adult).toBeGreaterThan(0);
  await shot(page, testInfo, "tour-page-ar");

  // Who travels: one adult to start with; a second adult doubles each departure's total, and its
  // "Book" carries the departure and the party to the booking page.
  await expect(first.getByTestId("tour-departure-total")).toHaveAttribute("data-price", String(adult));
  const addAdult = page.getByRole("button", { name: "أضف واحدًا (البالغون)" });
  await hydrated(addAdult);
  await addAdult.click();
  await expect(first.getByTestId("tour-departure-total")).toHaveAttribute(
    "data-price",
    String(Math.round(adult * 200) / 100),
  );
  const href = (await first.getByTestId("tour-book").getAttribute("href")) ?? "";
  expect(href).toMatch(
    /^\/add-passenger\?tour=[0-9a-f-]{36}&departure=[0-9a-f-]{36}&adults=2&children=0&infants=0$/,
  );

  // The way back to the list.
  await page
    .getByRole("navigation", { name: "مسار التنقل" })
    .getByRole("link", { name: "الجولات السياحية" })
    .click();
  await expect(page).toHaveURL(/\/tour-home$/);
});

test("at 375 px the list and a tour fit the screen; the filters work by keyboard", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openIn(page, baseURL, "ar", "/tour-home?destination=KRB");
  await expect(cards(page)).toHaveCount(2);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const destination = page.getByLabel("الوجهة");
  await hydrated(destination);
  await destination.focus();
  await destination.selectOption("NJF");
  await expect(page).toHaveURL(/destination=NJF/);
  await expect(cards(page)).toHaveCount(1);
  // Najaf's tour is priced in dinars; shown in dollars here, at the display rate.
  await expect(page.getByTestId("tour-card-price")).toContainText("USD");
  await page.getByRole("button", { name: "مسح التصفية" }).click();
  await expect(page).toHaveURL(/\/tour-home$/);
  await page.getByRole("link", { name: "النجف الأشرف والكوفة" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "النجف الأشرف والكوفة" })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const departures = page.getByTestId("tour-departure");
  expect(await departures.count()).toBeGreaterThan(0);
  expect(toAsciiDigits((await departures.first().textContent()) ?? "")).toMatch(/\d/);
});

test("a tour that does not exist is the not-found page", async ({ page, baseURL, pageProblems }) => {
  pageProblems.allowStatus(404);
  const response = await page.goto("/tour/0b7f4a52-6a1c-4b8e-9d3f-2c1e0a9b8c7d");
  expect(response?.status()).toBe(404);
  await openIn(page, baseURL, "ar", "/tour/karbala");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعذّر العثور على هذه الصفحة");
});
