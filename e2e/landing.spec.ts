import type { Page, TestInfo } from "@playwright/test";
import { makeOperator, openBackOffice } from "./back-office-steps";
import { signInByOtp } from "./booking-steps";
import { expect, test } from "./fixtures";
import { openIn } from "./search-steps";
import { hydrated, setLocale, uniquePhone } from "./session";

/**
 * City landing pages (issue 16) in Arabic: /landing lists the demo cities, a city's page shows the
 * operator's words, the cheapest upcoming flights to it (each opening the results of its day), its
 * hotels and tours, with its title, description, canonical link and schema.org data; its cheapest
 * flight leads to the results and, once chosen, to the booking page. An unknown city is the 404
 * page. In the back office, a content operator changes Baghdad's page and unpublishes it: the
 * storefront shows the change, then hides the city, until it is published again. Nothing depends on
 * the day: the flight followed is the one the page shows.
 */

// One after another: the back office's test hides a city the list's test counts.
test.describe.configure({ mode: "default" });

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: "image/png" });
  if (process.env.LANDING_SHOTS) {
    const { writeFile } = await import("node:fs/promises");
    await writeFile(`${process.env.LANDING_SHOTS}/${name}.png`, body);
  }
}

test("in Arabic: the cities on /landing, a city's page, its cheapest flight to the results and the booking page", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await openIn(page, baseURL, "ar", "/landing");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1, name: "وجهات السفر" })).toBeVisible();
  const cities = page.getByRole("list", { name: "المدن" }).getByRole("listitem");
  await expect(cities).toHaveCount(6);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", "/landing");
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "landing-ar");

  await page.getByRole("link", { name: "كربلاء", exact: true }).click();
  await expect(page).toHaveURL(/\/landing\/KRB$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("كربلاء المقدسة");
  await expect(page).toHaveTitle(/كربلاء المقدسة/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /كربلاء/);
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", "/landing/KRB");
  const structured = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(structured["@type"]).toEqual(["TouristDestination", "City"]);
  expect(structured.name).toBe("كربلاء");
  expect(structured.makesOffer.length).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 2, name: "عن المدينة" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "فنادق في كربلاء" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "جولات إلى كربلاء" })).toBeVisible();
  const flights = page.locator("[aria-labelledby=landing-flights] li[data-origin]");
  await expect(flights.first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "landing-city-ar");

  // The cheapest flight (the first) opens the results of its day; the first proposal is chosen.
  const cheapest = flights.first();
  const link = cheapest.getByRole("link", { name: "عرض الرحلات" });
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^\/flight\/NJF\?origin=(BGW|BSR|EBL)&date=\d{4}-\d{2}-\d{2}&adults=1$/);
  await link.click();
  await expect(page).toHaveURL(href);
  const proposals = page.locator(".proposal-list article[data-proposal-id]");
  const select = proposals.first().getByRole("button", { name: "اختيار" });
  await expect(select).toBeEnabled({ timeout: 20_000 });
  await select.click();
  await expect(page).toHaveURL(/\/\?login=1&redirect=%2Fadd-passenger/);
  await signInByOtp(page, uniquePhone());
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await expect(page.getByText("هذا الحجز لـ: البالغون ١.")).toBeVisible({ timeout: 20_000 });
});

test("a city's page on a phone, and an unknown city is the not-found page", async ({
  page,
  baseURL,
  pageProblems,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openIn(page, baseURL, "ar", "/landing/MHD");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("مشهد");
  await expect(page.locator("[aria-labelledby=landing-flights] li[data-origin]").first()).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "landing-city-phone-ar");

  pageProblems.allowStatus(404);
  const response = await page.goto("/landing/XYZ");
  expect(response?.status()).toBe(404);
});

test("in Persian (Jalali dates) and English: a city's page on a desktop", async ({
  page,
  baseURL,
}, testInfo) => {
  await openIn(page, baseURL, "fa", "/landing/NJF");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نجف اشرف: پرواز و هتل نزدیک حرم");
  await expect(page.getByRole("heading", { level: 2, name: "ارزان‌ترین پروازها به نجف" })).toBeVisible();
  // The flights' days in the Persian calendar (its years start with ۱۴).
  await expect(page.locator("[aria-labelledby=landing-flights] .landing-offer__meta").first()).toContainText(
    "۱۴",
  );
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "landing-city-fa");

  await openIn(page, baseURL, "en", "/landing/IST");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page).toHaveTitle(/Istanbul: flights, hotels and holiday tours/);
  await expect(page.getByRole("heading", { level: 2, name: "Cheapest flights to Istanbul" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Tours to Istanbul" })).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await shot(page, testInfo, "landing-city-en");
});

test("in the back office, content changes Baghdad's page and unpublishes it; the storefront follows", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await setLocale(context, baseURL, "ar");
  const operator = await makeOperator(page.request, "content", "Zainab Kareem");
  await openBackOffice(page, operator);
  const nav = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
  await nav.getByRole("link", { name: "صفحات المدن", exact: true }).click();
  await page.waitForURL(/\/back-office\/landing-pages$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("صفحات المدن");
  await expect(page.getByTestId("bo-landing-row")).toHaveCount(6);

  const row = page.getByTestId("bo-landing-row").filter({ hasText: "بغداد" });
  const edit = row.getByRole("button", { name: "تعديل صفحة بغداد" });
  await hydrated(edit);
  await edit.click();
  const form = page.getByTestId("bo-landing-form");
  const title = `بغداد عاصمة الرشيد ${Date.now().toString(36)}`;
  const arabicTitle = form.getByRole("group", { name: "العنوان", exact: true }).getByLabel("العربية");
  // An empty title is refused beside its field first.
  await arabicTitle.fill("");
  await form.getByRole("button", { name: "حفظ" }).click();
  await expect(
    form.getByText("اكتب العنوان بالعربية والفارسية والإنجليزية، حتى 120 حرفًا لكل منها."),
  ).toBeVisible();
  await arabicTitle.fill(title);
  await shot(page, testInfo, "back-office-landing-form-ar");
  await form.getByRole("button", { name: "حفظ" }).click();
  await expect(form).toHaveCount(0);
  await expect(row.getByTestId("bo-landing-title")).toHaveText(title);
  await shot(page, testInfo, "back-office-landing-ar");

  await page.goto("/landing/BGW");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Unpublished: gone from the list and its page is the 404; published again, it is back.
  await page.goto("/back-office/landing-pages");
  const unpublish = page.getByRole("button", { name: "إلغاء نشر صفحة بغداد" });
  await hydrated(unpublish);
  await unpublish.click();
  await expect(row.getByTestId("bo-landing-published")).toHaveText("غير منشورة");
  const listed = await page.request.post("/api/front-api/LandingPages/GetLandingPages", { data: {} });
  expect(JSON.stringify(await listed.json())).not.toContain('"cityCode":"BGW"');
  const publish = page.getByRole("button", { name: "نشر صفحة بغداد", exact: true });
  await hydrated(publish);
  await publish.click();
  await expect(row.getByTestId("bo-landing-published")).toHaveText("منشورة");
});
