import type { Page, Response } from "@playwright/test";
import type { HotelSearchHistory } from "../packages/domain/src/hotel-search";
import { expect, test } from "./fixtures";
import { chooseDate, chooseHotelCity, hotelSearchBox, isAvailableOf, openIn } from "./search-steps";
import { baghdadDay, hydrated } from "./session";

/** /hotel-home's recent searches (spec §7): the signed-in customer's hotel searches, opened and removed. */

const isAvailable = isAvailableOf("HotelCatalog");
const isHistory = (response: Response) => response.url().includes("/GetHotelSearchHistories");
const isDeActive = (response: Response) => response.url().includes("/FlightUserInteractions/DeActive");

const recent = (page: Page) => page.locator("section.recent-searches");

/** Searches a city from /hotel-home's box (two adults, the default) and waits for the results. */
async function searchFromHome(page: Page, city: { text: string; code: string }, from: number, to: number) {
  await hotelSearchBox(page);
  await chooseHotelCity(page, city.text, city.code);
  await chooseDate(page, "checkIn", baghdadDay(from));
  await chooseDate(page, "checkOut", baghdadDay(to));
  const available = page.waitForResponse(isAvailable);
  await page.getByRole("button", { name: "ابحث عن فنادق" }).click();
  expect((await available).ok()).toBe(true);
  await page.waitForURL(new RegExp(`/hotels/${city.code}\\?`));
}

/** Back to /hotel-home through the results' breadcrumb, and its history read. */
async function backHome(page: Page) {
  const history = page.waitForResponse(isHistory);
  const crumb = page.getByRole("navigation", { name: "مسار التنقل" }).getByRole("link", { name: "فنادق" });
  await hydrated(crumb);
  await crumb.click();
  await page.waitForURL(/\/hotel-home$/);
  expect((await history).ok()).toBe(true);
}

test("a customer's hotel searches: listed on /hotel-home, opened, removed by keyboard", async ({
  page,
  baseURL,
  customer: _,
}) => {
  test.setTimeout(90_000); // two searches and a third, each through the suppliers
  const history = page.waitForResponse(isHistory);
  await openIn(page, baseURL, "ar", "/hotel-home");
  expect(((await (await history).json()) as { data: unknown[] }).data).toEqual([]);
  await hotelSearchBox(page);
  await expect(recent(page)).toHaveCount(0); // an empty history shows nothing

  await searchFromHome(page, { text: "كربلاء", code: "KRB" }, 10, 12);
  await backHome(page);
  await hotelSearchBox(page);
  await searchFromHome(page, { text: "النجف", code: "NJF" }, 14, 17);
  await backHome(page);

  // Newest first: Najaf, then Karbala; each a link to its results.
  await expect(recent(page).getByRole("heading", { level: 2 })).toHaveText("عمليات البحث الأخيرة");
  const links = recent(page).getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toHaveAttribute(
    "href",
    `/hotels/NJF?checkIn=${baghdadDay(14)}&checkOut=${baghdadDay(17)}&rooms=2`,
  );
  await expect(links.nth(0)).toContainText("النجف");
  await expect(links.nth(0)).toContainText("غرفة واحدة، ضيفان");
  await expect(links.nth(1)).toHaveAttribute(
    "href",
    `/hotels/KRB?checkIn=${baghdadDay(10)}&checkOut=${baghdadDay(12)}&rooms=2`,
  );
  await expect(links.nth(1)).toContainText("كربلاء");

  // Opening one searches it again.
  await hydrated(links.nth(1));
  const available = page.waitForResponse(isAvailable);
  await links.nth(1).click();
  await page.waitForURL(`**/hotels/KRB?checkIn=${baghdadDay(10)}&checkOut=${baghdadDay(12)}&rooms=2`);
  expect((await available).request().postDataJSON()).toMatchObject({
    cityCode: "KRB",
    checkIn: baghdadDay(10),
    checkOut: baghdadDay(12),
  });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("فنادق في كربلاء");

  // Searched again, Karbala is the newest. Removing Najaf by keyboard: DeActive with its id, the row
  // goes, the focus moves to Karbala's button.
  await backHome(page);
  await expect(links.nth(0)).toContainText("كربلاء");
  await expect(links.nth(1)).toContainText("النجف");
  const najaf = recent(page).getByRole("button", { name: /^حذف البحث النجف، / });
  const karbala = recent(page).getByRole("button", { name: /^حذف البحث كربلاء، / });
  await hydrated(najaf);
  await najaf.focus();
  const removal = page.waitForResponse(isDeActive);
  await page.keyboard.press("Enter");
  const removed = await removal;
  expect(removed.ok()).toBe(true);
  expect(removed.request().postDataJSON()).toEqual({ id: expect.any(String) });
  await expect(links).toHaveCount(1);
  await expect(karbala).toBeFocused();

  // The removal is the server's: a reload lists Karbala only; removing it leaves nothing shown.
  await page.reload();
  await expect(links).toHaveCount(1);
  await expect(links.first()).toContainText("كربلاء");
  await hydrated(karbala);
  await karbala.click();
  await expect(recent(page)).toHaveCount(0);
  await page.reload();
  await hotelSearchBox(page);
  await expect(page.locator(".hotel-trending article.hotel-card").first()).toBeVisible();
  await expect(recent(page)).toHaveCount(0);
});

test("in Persian, a search whose check-in has passed is listed with Jalali days and opens from today", async ({
  page,
  baseURL,
  customer: _,
}) => {
  // The API refuses a search in the past, so the history is answered with one of the month before.
  const past: HotelSearchHistory = {
    id: "7a0d3c8e-51f4-4c55-9a57-0b6f6a0c9e21",
    cityCode: "NJF",
    cityName: { ar: "النجف", fa: "نجف", en: "Najaf" },
    checkIn: baghdadDay(-30),
    checkOut: baghdadDay(-27),
    rooms: [{ adults: 2, childAges: [7] }],
    searchedAt: new Date(Date.now() - 40 * 86_400_000).toISOString(),
  };
  await page.route("**/GetHotelSearchHistories", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: HotelSearchHistory[] };
    await route.fulfill({ response, json: { ...body, data: [past] } });
  });
  await openIn(page, baseURL, "fa", "/hotel-home");
  const link = recent(page).getByRole("link");
  await expect(link).toHaveCount(1);
  await expect(recent(page).getByRole("heading", { level: 2 })).toHaveText("جست‌وجوهای اخیر");

  // The stay as searched, in the Persian calendar, and the days it opens for: three nights from today.
  const jalali = (iso: string) =>
    page.evaluate(
      (day) =>
        new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
          day: "numeric",
          month: "short",
          timeZone: "UTC",
        }).format(new Date(`${day}T12:00:00Z`)),
      iso,
    );
  await expect(link).toContainText("نجف");
  await expect(link).toContainText(`${await jalali(past.checkIn)} – ${await jalali(past.checkOut)}`);
  await expect(link).toContainText(
    `این تاریخ‌ها گذشته است: برای ${await jalali(baghdadDay(0))} تا ${await jalali(baghdadDay(3))} باز می‌شود`,
  );
  const moved = `/hotels/NJF?checkIn=${baghdadDay(0)}&checkOut=${baghdadDay(3)}&rooms=2_7`;
  await expect(link).toHaveAttribute("href", moved);

  await hydrated(link);
  const available = page.waitForResponse(isAvailable);
  await link.click();
  await page.waitForURL(`**${moved}`);
  expect((await available).ok()).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("هتل‌های نجف");
});

test("a signed-out visitor sees no recent searches and no history is asked for", async ({
  page,
  baseURL,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("SearchHistories")) asked.push(request.url());
  });
  await openIn(page, baseURL, "ar", "/hotel-home");
  await hotelSearchBox(page);
  await expect(page.locator(".hotel-trending article.hotel-card").first()).toBeVisible();
  await expect(recent(page)).toHaveCount(0);
  expect(asked).toEqual([]);
});
