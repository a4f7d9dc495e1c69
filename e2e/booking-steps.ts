/**
 * The steps of a booking in Arabic, shared by the specs that book a flight: sign in by a one-time
 * code, a charter flight of the test's own, its results, the travellers' places, the confirm page.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { codeFromOutbox, hydrated, yearsAgo } from "./session";

/** Signs in through the login sheet the protected page opened (OTP, then skips setting a password). */
export async function signInByOtp(page: Page, phone: string) {
  const dialog = page.getByRole("dialog", { name: "تسجيل الدخول أو إنشاء حساب" });
  await expect(dialog).toBeVisible();
  // The sheet may come in the server's HTML (`?login=1`): act once it is hydrated.
  const send = dialog.getByRole("button", { name: "أرسل الرمز" });
  await hydrated(send);
  await dialog.getByLabel("رقم الهاتف").fill(phone);
  await send.click();
  const codeDialog = page.getByRole("dialog", { name: "أدخل رمز التحقق" });
  await expect(codeDialog).toBeVisible();
  await codeDialog.getByLabel("رمز التحقق").fill(await codeFromOutbox(page.request, phone));
  await codeDialog.getByRole("button", { name: "دخول", exact: true }).click();
  const setPassword = page.getByRole("dialog", { name: "تعيين كلمة مرور" });
  await expect(setPassword).toBeVisible();
  await setPassword.getByRole("button", { name: "تخطٍّ" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/**
 * Adds a charter flight with free seats for this test (the demo seed sells some days out, so a test
 * books inventory it made itself); answers its flight number.
 */
export async function ownCharter(
  request: APIRequestContext,
  flight: { origin: string; destination: string; date: string; seats: number },
): Promise<string> {
  const response = await request.post("/api/dev/catalog/charter-flights", { data: flight });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { flightNumber: string } }).data.flightNumber;
}

/**
 * Opens the results of a domestic one-way search, kept to charter (type=1) or system (type=2)
 * flights, and answers the select button of the test's own charter (`flightNumber`) or else of the
 * first proposal.
 */
export async function openResults(
  page: Page,
  search: {
    origin: string;
    destination: string;
    date: string;
    adults: number;
    children: number;
    type: 1 | 2;
    flightNumber?: string;
  },
) {
  const query = new URLSearchParams({
    origin: search.origin,
    date: search.date,
    adults: String(search.adults),
    children: String(search.children),
    type: String(search.type),
  });
  await page.goto(`/flight/${search.destination}?${query.toString()}`);
  if (search.flightNumber) return proposalSelect(page, search.flightNumber);
  const select = page
    .locator(".proposal-list article[data-proposal-id]")
    .first()
    .getByRole("button", { name: "اختيار" });
  await expect(select).toBeEnabled({ timeout: 20_000 });
  return select;
}

/**
 * The select button of the results card of `flightNumber`. The list is windowed (only the cards near
 * the screen are in the page) and other tests add charters on the same route and day, so the card
 * may be further down: the page scrolls a screen at a time until it is there.
 */
export async function proposalSelect(page: Page, flightNumber: string, timeout = 20_000): Promise<Locator> {
  const cards = page.locator(".proposal-list article[data-proposal-id]");
  await expect(cards.first()).toBeVisible({ timeout });
  const card = cards.filter({ hasText: flightNumber });
  for (let screens = 0; screens < 50 && (await card.count()) === 0; screens++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(50);
  }
  const select = card.getByRole("button", { name: "اختيار" });
  await expect(select).toBeEnabled({ timeout });
  return select;
}

/** The results of the test's own charter flight with `seats` free seats, and its select button. */
export async function openOwnCharter(
  page: Page,
  search: { origin: string; destination: string; date: string; adults: number; children: number },
  seats = 9,
) {
  const flightNumber = await ownCharter(page.request, {
    origin: search.origin,
    destination: search.destination,
    date: search.date,
    seats,
  });
  return openResults(page, { ...search, type: 1, flightNumber });
}

export type Traveller = {
  first: string;
  last: string;
  gender: "ذكر" | "أنثى";
  birth: string;
  nationalCode: string;
};

export const family: Traveller[] = [
  { first: "Ali", last: "Hassan", gender: "ذكر", birth: "1988-04-12", nationalCode: "1988041201" },
  { first: "Zainab", last: "Kareem", gender: "أنثى", birth: "1991-09-03", nationalCode: "1991090302" },
  // A child (2 to 12) on any travel date: eight years old today.
  { first: "Mariam", last: "Hassan", gender: "أنثى", birth: yearsAgo(8), nationalCode: "2018022003" },
];

/** Fills one place of /add-passenger (a domestic Iraqi: names, gender, birth date, national ID). */
export async function fillTraveller(place: Locator, traveller: Traveller) {
  await place.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill(traveller.first);
  await place.getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill(traveller.last);
  await place.getByLabel(traveller.gender, { exact: true }).check();
  const [year, month, day] = traveller.birth.split("-").map(Number) as [number, number, number];
  await place.getByLabel("تاريخ الميلاد: السنة").selectOption(String(year));
  await place.getByLabel("تاريخ الميلاد: الشهر").selectOption(String(month));
  await place.getByLabel("تاريخ الميلاد: اليوم").selectOption(String(day));
  await place.getByLabel(/^الرقم الوطني/).fill(traveller.nationalCode);
}

export async function fillBooking(page: Page, travellers: Traveller[]) {
  await expect(page.getByRole("heading", { name: "رحلتك" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("البريد الإلكتروني").fill("family@example.com");
  for (const [index, traveller] of travellers.entries()) {
    await fillTraveller(page.locator(`section[data-place="${index}"]`), traveller);
  }
}

/** On /confirm: the payable amount shown and the pay button. */
export async function confirmPage(page: Page) {
  await page.waitForURL(/\/confirm\?orderId=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("hold-countdown")).toBeVisible({ timeout: 20_000 });
  return page.getByRole("button", { name: /^ادفع / });
}
