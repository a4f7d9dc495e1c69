import type { APIRequestContext } from "@playwright/test";
import type { AvailableResponse } from "../packages/domain/src/index";
import { expect, test } from "./fixtures";
import { baghdadDay, setLocale, toAsciiDigits } from "./session";

/**
 * Issue 10: a multi-city trip whose first route only a charter flies (BGW→BSR) and whose second
 * only scheduled airlines fly (BSR→EBL, three days later). The test adds its own charter and picks
 * a day the scheduled route has seats, so it passes on any calendar day.
 */

/** A day (from `from` days ahead) when BSR→EBL has a scheduled flight with seats, as days ahead. */
async function scheduledDay(request: APIRequestContext, from = 10): Promise<number> {
  for (let days = from; days < from + 21; days++) {
    const response = await request.post("/api/flight-catalog/FlightCatalog/Available", {
      data: { tripType: 1, origin: "BSR", destination: "EBL", departureDates: [baghdadDay(days)], adults: 1 },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const data = ((await response.json()) as { data: AvailableResponse }).data;
    if (data.proposals.some((p) => !p.isCharter && p.seat > 0)) return days;
  }
  throw new Error("no scheduled BSR→EBL flight with seats in three weeks");
}

/** A calendar day as an Arabic page shows it ("الخميس، ١٠ ديسمبر"), through the same Intl options. */
const arabicDay = (instant: string) =>
  new Intl.DateTimeFormat("ar-EG", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "Asia/Baghdad",
  }).format(new Date(instant));

test("multi-city with a charter-only route: Arabic title names the cities in order, each route shows its date", async ({
  page,
  context,
  baseURL,
}) => {
  const second = await scheduledDay(page.request);
  const firstDate = baghdadDay(second - 3);
  const secondDate = baghdadDay(second);
  const added = await page.request.post("/api/dev/catalog/charter-flights", {
    data: { origin: "BGW", destination: "BSR", date: firstDate, seats: 9 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { flightNumber } = ((await added.json()) as { data: { flightNumber: string } }).data;

  await setLocale(context, baseURL, "ar");
  await page.goto(`/flight/EBL?trip=3&route=BGW-BSR-${firstDate}&route=BSR-EBL-${secondDate}&adults=1`);

  // The title: the three cities in the order flown, in the heading, the breadcrumb and the document.
  const route = "بغداد ← البصرة ← أربيل";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`رحلات: ${route}`);
  await expect(
    page.locator(".breadcrumbs, nav[aria-label]").filter({ hasText: route }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^رحلات: ${route} \\|`));
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("من بغداد إلى");

  // The search summary: each route with its date, in Arabic words and digits.
  const legs = page.getByTestId("search-legs").locator("li");
  await expect(legs).toHaveCount(2);
  for (const [i, [text, date]] of [
    ["بغداد ← البصرة", firstDate],
    ["البصرة ← أربيل", secondDate],
  ].entries()) {
    const leg = legs.nth(i);
    await expect(leg).toContainText(text as string);
    const time = leg.locator("time");
    await expect(time).toHaveAttribute("datetime", date as string);
    await expect(time).toHaveText(arabicDay(`${date}T12:00:00Z`));
    expect(await time.textContent()).not.toMatch(/[0-9]/);
  }

  // The results: the charter joined with a scheduled flight, each route with its day.
  const card = page.locator("article.proposal").filter({ hasText: flightNumber }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("تذاكر منفصلة");
  const days = card.locator("time.proposal__date");
  await expect(days).toHaveCount(2);
  for (const [i, date] of [firstDate, secondDate].entries()) {
    const day = days.nth(i);
    const instant = (await day.getAttribute("datetime")) ?? "";
    const shown = (await day.textContent()) ?? "";
    expect(shown).toBe(arabicDay(instant));
    expect(shown).not.toMatch(/[0-9]/);
    expect(toAsciiDigits(shown)).toContain(String(Number(date.slice(8))));
  }
  await expect(card.locator(".proposal__route").nth(0)).toContainText("بغداد ← البصرة");
  await expect(card.locator(".proposal__route").nth(1)).toContainText("البصرة ← أربيل");
});
