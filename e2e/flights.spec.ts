import type { Page, Response } from "@playwright/test";
import {
  type AvailableResponse,
  applyFlightFilters,
  defaultFlightFilters,
  type FlightFilters,
  type FlightProposal,
  SortOption,
  StopsFilter,
  TicketOption,
} from "../packages/domain/src/index";
import { expect, test } from "./fixtures";
import { cardIds, chooseDate, isAvailableOf, openIn } from "./search-steps";
import { baghdadDay, hydrated, setLocale } from "./session";

const isAvailable = isAvailableOf("FlightCatalog");

async function availableData(response: Response): Promise<AvailableResponse> {
  return ((await response.json()) as { data: AvailableResponse }).data;
}

/** Types into an airport combobox and picks the option holding `code`. */
async function chooseAirport(page: Page, field: "origin-0" | "destination-0", text: string, code: string) {
  await expect(page.locator("form.search-box[data-ready]")).toBeVisible(); // hydrated
  const input = page.locator(`input[name="${field}"]`);
  await input.fill(text);
  const option = page.getByRole("option").filter({ hasText: code }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(input).toHaveValue(new RegExp(`\\(${code}\\)`));
}

/** The proposal ids on screen, in order (the list is windowed: the first cards). */
const idsOnScreen = (page: Page) => cardIds(page, ".proposal-list", "data-proposal-id");

/** The screen shows the domain's order: every card when the list is short, else its start (windowed). */
async function expectOrder(page: Page, expected: FlightProposal[]) {
  const ids = expected.map((p) => p.proposalId);
  if (ids.length === 0) {
    await expect(page.getByTestId("results-empty")).toBeVisible();
    return;
  }
  await expect
    .poll(async () => {
      const shown = await idsOnScreen(page);
      // The window holds the screen and four cards past it (proposal-list.tsx): at least five.
      const enough = shown.length >= Math.min(ids.length, 5);
      return enough && shown.every((id, i) => id === ids[i]) ? "same order" : JSON.stringify({ shown, ids });
    })
    .toBe("same order");
  await expect(page.locator(".proposal-list")).toHaveAttribute("data-count", String(ids.length));
}

const allSorts = [null, ...Object.values(SortOption)] as const;

test("one-way domestic search in Arabic: filters and every sort in the domain's order", async ({
  page,
  baseURL,
}) => {
  await openIn(page, baseURL, "ar", "/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await chooseAirport(page, "origin-0", "بغداد", "BGW");
  await chooseAirport(page, "destination-0", "ISU", "ISU");
  const date = baghdadDay(12);
  await chooseDate(page, "date-0", date);
  // The passenger picker follows the domain's counts: the last adult cannot be removed.
  await page.locator(".passenger-field__button").click();
  await expect(page.getByRole("button", { name: "إنقاص واحد: البالغون" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "إنقاص واحد: الرضّع" })).toBeDisabled();
  await page.getByRole("button", { name: "تم" }).click();

  const availableCall = page.waitForResponse(isAvailable);
  await page.getByRole("button", { name: "ابحث عن رحلات" }).click();
  await page.waitForURL(/\/flight\/ISU\?origin=BGW/);
  expect(new URL(page.url()).searchParams.get("date")).toBe(date);
  const data = await availableData(await availableCall);
  expect(data.isDomesticFlight).toBe(true);
  expect(data.proposals.length).toBeGreaterThan(1);
  await expect(page).toHaveTitle(/رحلات من بغداد إلى/);

  // Default order, then every sort.
  const filters: FlightFilters = { ...defaultFlightFilters };
  for (const sort of allSorts) {
    await page.getByLabel("الترتيب حسب").selectOption(sort ?? "");
    if (sort) await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    await expectOrder(page, applyFlightFilters(data.proposals, filters, sort).outbound);
  }

  // Filters: only flights with seats, direct flights, one airline, then a price range; every sort again.
  await page.getByLabel("الرحلات المتاحة فقط").check();
  await page.locator('.results-filters input[name="stopsOutbound"]').nth(1).check();
  const airline = data.proposals[0]?.flightGroups[0]?.marketingAirlineCode ?? "";
  await page.locator(`.results-filters input[name="airline"][value="${airline}"]`).check();
  await expect(page).toHaveURL(new RegExp(`airline=${airline}`));
  const filtered: FlightFilters = {
    ...defaultFlightFilters,
    ticketOptions: [TicketOption.duplicateTickets, TicketOption.existsTickets],
    stopsOutbound: StopsFilter.Direct,
    airlines: [airline],
  };
  for (const sort of allSorts) {
    await page.getByLabel("الترتيب حسب").selectOption(sort ?? "");
    await expectOrder(page, applyFlightFilters(data.proposals, filtered, sort).outbound);
  }

  // Duplicates off keeps only the cheapest of each hash (spec §4).
  await page.getByLabel("عرض الرحلة نفسها من كل المزوّدين").uncheck();
  await expect(page).toHaveURL(/dup=0/);
  const noDuplicates = { ...filtered, ticketOptions: [TicketOption.existsTickets] };
  await expectOrder(page, applyFlightFilters(data.proposals, noDuplicates, SortOption.Promotions).outbound);

  // Proposal details with the fare rules.
  await page.getByRole("button", { name: "التفاصيل" }).first().click();
  const dialog = page.getByRole("dialog", { name: "تفاصيل الرحلة" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("شروط التذكرة")).toBeVisible();
  await expect(dialog.locator(".fare-rule").first()).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/flight\/ISU/);

  // Clearing the filters brings the default view back.
  await page.locator(".results-filters").getByRole("button", { name: "مسح الفلاتر" }).click();
  await expect(page).not.toHaveURL(/airline=|exists=|stops=|dup=/);
});

test("round-trip international search in Arabic: outbound, then return", async ({ page, baseURL }) => {
  await openIn(page, baseURL, "ar", "/");
  // A click before hydration is lost (the page hydrates once its split code is in, decision 027).
  const international = page.getByRole("button", { name: "رحلات دولية" }).first();
  await hydrated(international);
  await international.click();
  await expect(page.getByRole("form", { name: "ابحث عن رحلات دولية" })).toBeVisible();
  await page.getByLabel("ذهاب وعودة").check();
  await chooseAirport(page, "origin-0", "NJF", "NJF");
  await chooseAirport(page, "destination-0", "طهران", "IKA");
  const out = baghdadDay(15);
  const back = baghdadDay(19);
  await chooseDate(page, "date-0", out);
  await chooseDate(page, "return", back);
  const availableCall = page.waitForResponse(isAvailable);
  await page.getByRole("button", { name: "ابحث عن رحلات" }).click();
  await page.waitForURL(/\/international-flight\/IKA\?trip=2&origin=NJF/);
  const data = await availableData(await availableCall);
  expect(data.returningRequestId).not.toBeNull();
  const { outbound, returning } = applyFlightFilters(data.proposals, defaultFlightFilters, null);
  expect(outbound.length).toBeGreaterThan(0);
  expect(returning.length).toBeGreaterThan(0);

  await expect(page.getByRole("heading", { name: "١. اختر رحلة الذهاب" })).toBeVisible();
  await expectOrder(page, outbound);
  await page.getByRole("button", { name: "اختيار رحلة الذهاب" }).first().click();
  await expect(page.getByTestId("chosen-outbound")).toBeVisible();
  await expect(page.getByRole("heading", { name: "٢. اختر رحلة العودة" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`out=${outbound[0]?.proposalId}`));
  await expectOrder(page, returning);

  // Change the outbound, pick another, then the return leads toward booking.
  await page.getByRole("button", { name: "تغيير رحلة الذهاب" }).click();
  await expect(page.getByRole("heading", { name: "١. اختر رحلة الذهاب" })).toBeVisible();
  const second = outbound[1] ?? outbound[0];
  await page
    .locator(`article[data-proposal-id="${second?.proposalId}"]`)
    .getByRole("button", { name: "اختيار رحلة الذهاب" })
    .click();
  await expect(page.getByTestId("chosen-outbound")).toBeVisible();
  const booking = page.waitForRequest((request) => /add-passenger[^?]*\?.*requestId=/.test(request.url()));
  await page.getByRole("button", { name: "اختيار", exact: true }).first().click();
  const url = new URL((await booking).url());
  expect(url.searchParams.get("requestId")).toBe(data.requestId);
  expect(url.searchParams.get("proposalId")).toBe(second?.proposalId);
  expect(url.searchParams.get("returningRequestId")).toBe(data.returningRequestId);
  expect(url.searchParams.get("returningProposalId")).toBe(returning[0]?.proposalId);
});

test("a search with Jalali dates in Persian", async ({ page, baseURL }) => {
  await openIn(page, baseURL, "fa", "/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fa");
  await chooseAirport(page, "origin-0", "بغداد", "BGW");
  await chooseAirport(page, "destination-0", "EBL", "EBL");
  const date = baghdadDay(20);
  await page.locator('button[name="date-0"]').click();
  // The grid's month is Jalali (Intl's persian calendar names it the same way).
  const jalaliMonth = new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${baghdadDay(0)}T12:00:00Z`));
  await expect(page.locator(".date-picker__title")).toHaveText(jalaliMonth);
  await page.keyboard.press("Escape");
  await chooseDate(page, "date-0", date);
  const jalaliDay = new Intl.DateTimeFormat("fa-IR-u-ca-persian", { day: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
  await expect(page.locator('button[name="date-0"]')).toContainText(jalaliDay);

  const availableCall = page.waitForResponse(isAvailable);
  await page.getByRole("button", { name: "جست‌وجوی پرواز" }).click();
  await page.waitForURL(/\/flight\/EBL\?origin=BGW/);
  expect(new URL(page.url()).searchParams.get("date")).toBe(date); // the URL keeps the Gregorian day
  const data = await availableData(await availableCall);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("پروازهای");
  if (data.proposals.length > 0) {
    await expectOrder(page, applyFlightFilters(data.proposals, defaultFlightFilters, null).outbound);
  }
  await expect(page.locator(".price-calendar [aria-current='date']")).toHaveAttribute("data-date", date);
});

test("a failed search says so and its retry searches again; a new day replaces the search", async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  pageProblems.allowStatus(503);
  await setLocale(context, baseURL, "ar");
  let failures = 1;
  const searched: string[] = [];
  await page.route("**/FlightCatalog/Available", async (route) => {
    searched.push(String((route.request().postDataJSON() as { departureDates: string[] }).departureDates));
    if (failures-- > 0) {
      await route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ data: null, meta: { errors: [] } }),
      });
      return;
    }
    await route.continue();
  });
  const date = baghdadDay(13);
  await page.goto(`/flight/BSR?origin=BGW&date=${date}&adults=1`);
  const failed = page.getByRole("alert").filter({ hasText: "تعذّر البحث عن هذه الرحلات" });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await failed.getByRole("button", { name: "إعادة المحاولة" }).click();
  await expect(failed).toHaveCount(0);
  await expect(page.locator(".proposal-list article[data-proposal-id]").first()).toBeVisible({
    timeout: 20_000,
  });
  expect(searched).toEqual([date, date]);
  // Lists styled without markers show none (the page's digits apply only to numbered lists).
  for (const item of [".breadcrumbs li", ".proposal-list li"]) {
    expect(
      await page
        .locator(item)
        .first()
        .evaluate((li) => getComputedStyle(li).listStyleType),
      item,
    ).toBe("none");
  }
  // One price strip, its day the searched one; another day there is a new search.
  await expect(page.locator(".price-calendar")).toHaveCount(1);
  const next = baghdadDay(14);
  await page.locator(`.price-calendar [data-date="${next}"]`).click();
  await page.waitForURL(new RegExp(`date=${next}`));
  await expect(page.locator(".price-calendar [aria-current='date']")).toHaveAttribute("data-date", next);
  await expect.poll(() => searched).toEqual([date, date, next]);
  await expect(page.locator(".price-calendar")).toHaveCount(1);
});

test("a shared results URL reloads to the same view", async ({ page, context, baseURL, browser }) => {
  await setLocale(context, baseURL, "ar");
  const date = baghdadDay(10);
  const url = `/flight/EBL?origin=BSR&date=${date}&adults=1&sort=Fastest&exists=1&stops=1`;
  const first = page.waitForResponse(isAvailable);
  await page.goto(url);
  const data = await availableData(await first);
  const filters: FlightFilters = {
    ...defaultFlightFilters,
    ticketOptions: [TicketOption.duplicateTickets, TicketOption.existsTickets],
    stopsOutbound: StopsFilter.Direct,
  };
  const expected = applyFlightFilters(data.proposals, filters, SortOption.Fastest).outbound;
  await expect(page.getByLabel("الترتيب حسب")).toHaveValue("Fastest");
  await expect(page.getByLabel("الرحلات المتاحة فقط")).toBeChecked();
  if (expected.length > 0) await expectOrder(page, expected);

  // Reload: same filters, same order (the new search has new ids, so compare the flights' hashes).
  const again = page.waitForResponse(isAvailable);
  await page.reload();
  const reloaded = await availableData(await again);
  await expect(page.getByLabel("الترتيب حسب")).toHaveValue("Fastest");
  await expect(page.getByLabel("الرحلات المتاحة فقط")).toBeChecked();
  const expectedAfter = applyFlightFilters(reloaded.proposals, filters, SortOption.Fastest).outbound;
  expect(expectedAfter.map((p) => p.hash)).toEqual(expected.map((p) => p.hash));
  if (expectedAfter.length > 0) await expectOrder(page, expectedAfter);

  // Another visitor opening the shared link sees the same view.
  const other = await browser.newContext({ locale: "ar-IQ", timezoneId: "Asia/Baghdad" });
  await setLocale(other, baseURL, "ar");
  const otherPage = await other.newPage();
  const third = otherPage.waitForResponse(isAvailable);
  await otherPage.goto(`${baseURL}${url}`);
  const shared = await availableData(await third);
  await expect(otherPage.getByLabel("الترتيب حسب")).toHaveValue("Fastest");
  const sharedOrder = applyFlightFilters(shared.proposals, filters, SortOption.Fastest).outbound;
  expect(sharedOrder.map((p) => p.hash)).toEqual(expected.map((p) => p.hash));
  await other.close();
});

test("the search's answer and the fare rules are checked in the answer worker: the page never loads the schemas itself", async ({
  page,
  context,
  baseURL,
}) => {
  // Decision 030. Were the worker to fail, the page would fall back to the schemas' own chunk:
  // blocked here, so the results below can only have come through the worker.
  await setLocale(context, baseURL, "ar");
  const pageSchemas: string[] = [];
  await page.route(/\/assets\/flight-api-schemas-[^/]+\.js$/, (route) => {
    pageSchemas.push(route.request().url());
    return route.abort();
  });
  const worker = page.waitForEvent("worker");
  const answer = page.waitForResponse(isAvailable);
  await page.goto(`/flight/EBL?origin=BSR&date=${baghdadDay(10)}&adults=1`);
  expect((await worker).url()).toMatch(/answer-check\.worker-[^/]+\.js$/);
  const data = await availableData(await answer);
  await expectOrder(page, applyFlightFilters(data.proposals, defaultFlightFilters).outbound);
  await expect(page.locator(".price-calendar [aria-current='date']")).toBeVisible();
  // A proposal's fare rules too (decision 031): the details dialog shows them.
  await page.getByRole("button", { name: "التفاصيل" }).first().click();
  const dialog = page.getByRole("dialog", { name: "تفاصيل الرحلة" });
  await expect(dialog.locator(".fare-rule").first()).toBeVisible();
  expect(pageSchemas).toEqual([]);
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("at 375 px the chosen day is in view on the price strip and the Persian sort names show whole", async ({
    page,
    baseURL,
  }) => {
    await openIn(page, baseURL, "fa", `/flight/BSR?origin=BGW&date=${baghdadDay(10)}&adults=1`);
    const chosen = page.locator('.price-calendar [aria-current="date"]');
    await expect(chosen).toBeVisible();
    const inside = await chosen.evaluate((day) => {
      const strip = day.closest("ul")?.getBoundingClientRect();
      const box = day.getBoundingClientRect();
      return strip ? box.left >= strip.left - 1 && box.right <= strip.right + 1 : false;
    });
    expect(inside, "the chosen day is scrolled out of the strip").toBe(true);
    const sort = page.locator('select[name="sort"]');
    for (const option of await sort.locator("option").all()) {
      await sort.selectOption({ label: (await option.textContent()) ?? "" });
      // The list is wide enough for the chosen name: nothing of it is cut off.
      const fits = await sort.evaluate((select: HTMLSelectElement) => {
        const probe = document.createElement("span");
        probe.textContent = select.selectedOptions[0]?.textContent ?? "";
        probe.style.font = getComputedStyle(select).font;
        probe.style.position = "absolute";
        probe.style.whiteSpace = "nowrap";
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width <= select.clientWidth;
      });
      expect(fits, `sort name cut off: ${await option.textContent()}`).toBe(true);
    }
  });

  test("at 375 px the results page keeps its shape while the search and the price strip come", async ({
    page,
    context,
    baseURL,
  }) => {
    await setLocale(context, baseURL, "ar");
    // Both calls wait until the page has drawn its placeholders and been measured.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/(FlightCatalog\/Available|FlightCalendar\/PlpCalendar)$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto(`/flight/BSR?origin=BGW&date=${baghdadDay(10)}&adults=1`);
    await expect(page.locator(".price-calendar--loading")).toBeVisible();
    const shape = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
        return { strip: box(".price-calendar")?.height, list: box(".results-layout")?.top };
      });
    const waiting = await shape();
    release();
    await expect(page.locator(".price-calendar [aria-current='date']")).toBeVisible();
    await expect(page.locator(".proposal-list article[data-proposal-id]").first()).toBeVisible();
    // The strip's days are as tall as their placeholders, so nothing under them moves.
    expect(await shape()).toEqual(waiting);
  });

  test("the filter sheet opens at 375 px and Back closes it", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    const date = baghdadDay(10);
    const call = page.waitForResponse(isAvailable);
    await page.goto(`/flight/EBL?origin=BSR&date=${date}&adults=1`);
    const data = await availableData(await call);
    await expect(page.locator(".results-filters")).toBeHidden();
    await page.getByRole("button", { name: "الفلاتر" }).click();
    const sheet = page.getByRole("dialog", { name: "الفلاتر" });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/rqs=/);
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).not.toHaveURL(/rqs=/);
    await expect(page).toHaveURL(/\/flight\/EBL/);

    // Applying from the sheet writes the filters into the URL once the sheet has closed.
    await page.getByRole("button", { name: "الفلاتر" }).click();
    await sheet.getByLabel("الرحلات المتاحة فقط").check();
    await sheet.getByRole("button", { name: /عرض الرحلات/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/exists=1/);
    await expect(page).not.toHaveURL(/rqs=/);
    const filters = {
      ...defaultFlightFilters,
      ticketOptions: [TicketOption.duplicateTickets, TicketOption.existsTickets],
    };
    const expected = applyFlightFilters(data.proposals, filters, null).outbound;
    if (expected.length > 0) await expectOrder(page, expected);
  });
});
