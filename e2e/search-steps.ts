/**
 * Steps shared by the search specs (flights.spec.ts, hotels.spec.ts, hotel-recent-searches.spec.ts):
 * a page opened in a language, the search call, the hotel search box and its destination, a day
 * picked in the date field's calendar, the ids of the result cards.
 */
import type { Page, Response } from "@playwright/test";
import { expect } from "./fixtures";
import { setLocale } from "./session";

/** Opens `path` with the site in `locale` (the locale cookie is set first). */
export async function openIn(
  page: Page,
  baseURL: string | undefined,
  locale: "ar" | "fa" | "en",
  path: string,
) {
  await setLocale(page.context(), baseURL, locale);
  await page.goto(path);
}

/** Whether a response answers the search of a catalog (`POST /{catalog}/Available`). */
export const isAvailableOf =
  (catalog: "FlightCatalog" | "HotelCatalog") =>
  (response: Response): boolean =>
    response.url().includes(`/${catalog}/Available`) && response.request().method() === "POST";

/** The hotel search box, once hydrated. */
export async function hotelSearchBox(page: Page) {
  const box = page.locator("form.hotel-search[data-ready]");
  await expect(box).toBeVisible(); // hydrated
  return box;
}

/** Types into the hotel destination field and picks the city of `code`. */
export async function chooseHotelCity(page: Page, text: string, code: string) {
  const input = page.locator('input[name="cityCode"]');
  await input.fill(text);
  await page.locator(`[role="option"][data-code="${code}"]`).click();
  await expect(input).toHaveAttribute("aria-expanded", "false");
}

/** Opens a date field and picks a Gregorian day, turning months as needed (the grid may be Jalali). */
export async function chooseDate(page: Page, field: string, iso: string) {
  await page.locator(`button[name="${field}"]`).click();
  const day = page.locator(`.date-picker [data-iso="${iso}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.locator(".date-picker__head .icon-button").last().click();
  }
  await day.click();
  await expect(page.locator(`button[name="${field}"]`)).toHaveAttribute("data-value", iso);
}

/** The ids the result cards carry in `attribute` (`data-hotel-id`, …), in the order on screen. */
export async function cardIds(page: Page, list: string, attribute: string): Promise<string[]> {
  return page
    .locator(`${list} article[${attribute}]`)
    .evaluateAll((cards, name) => cards.map((card) => card.getAttribute(name) ?? ""), attribute);
}
