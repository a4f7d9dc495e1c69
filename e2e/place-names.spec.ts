import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { baghdadDay, setLocale } from "./session";

/**
 * Issue 10: an Arabic or Persian page names places in the page's language. The check reads what a
 * customer reads (title, description, the page's text) and fails on any English city or airport
 * name of the reference data; IATA codes stay, and airline names are brands, not places (the data
 * has them in English only), so the airline column of the cards and the airline filter are left out.
 */

interface AirportDto {
  iataCode: string;
  name: { en: string };
  cityName: { en: string };
}

async function latinPlaceNames(request: APIRequestContext): Promise<string[]> {
  const names = new Set<string>();
  for (const path of ["GetDomesticPlpAirports", "GetInternationalPlpAirports"]) {
    const response = await request.post(`/api/flight-configuration/Airport/${path}`, { data: {} });
    expect(response.ok()).toBe(true);
    for (const a of ((await response.json()) as { data: AirportDto[] }).data) {
      // Short names ("Van", "Bam", "Lar") are also ordinary words or codes: names of 4+ letters.
      for (const name of [a.cityName.en, a.name.en]) if (name.length >= 4) names.add(name);
    }
  }
  return [...names];
}

async function textOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    // The check is the page's last step, so the airline names (cards, airline filter) can go.
    document.querySelectorAll('.proposal__airline, label:has(input[name="airline"])').forEach((el) => {
      el.remove();
    });
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, document.body.innerText].join("\n");
  });
}

function latinNamesIn(text: string, names: readonly string[]): string[] {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return names.filter((name) => new RegExp(`(^|[^\\p{L}])${literal(name)}($|[^\\p{L}])`, "u").test(text));
}

const date = baghdadDay(10);
const pages = [
  "/",
  `/flight/BSR?origin=BGW&date=${date}`,
  `/flight/EBL?origin=BSR&date=${date}`,
  `/flight/ISU?origin=NJF&date=${date}`,
  `/international-flight/MHD?origin=NJF&date=${date}`,
  `/international-flight/IKA?origin=BGW&date=${date}`,
  `/international-flight/SYZ?origin=BSR&date=${date}`,
  `/international-flight/IST?origin=EBL&date=${date}`,
  `/international-flight/DXB?origin=ISU&date=${date}`,
];

// One browser page per language walks the pages (a step each), its cache carried over as a customer's.
for (const locale of ["ar", "fa"] as const) {
  test(`${locale}: no Latin place name on the home page and the results pages`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const names = await latinPlaceNames(context.request);
    await setLocale(context, baseURL, locale);
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        if (path !== "/") {
          // The proposals (or the empty state) are in: the cards' place names are on the page.
          await expect(page.locator(".proposal-list, .results-empty").first()).toBeVisible({
            timeout: 15_000,
          });
        }
        const text = await textOf(page);
        expect(latinNamesIn(text, names), `${path}: ${text.slice(0, 400)}`).toEqual([]);
      });
    }
  });
}
