import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  confirmPage,
  family,
  fillBooking,
  fillTraveller,
  openOwnCharter,
  openResults,
  signInByOtp,
  type Traveller,
} from "./booking-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, bearer, DIALING_CODE, setLocale, uniquePhone } from "./session";

/**
 * Booking, payment and ticketing in Arabic (issue 5): a new customer books a domestic flight for
 * two adults and a child, pays on the sandbox gateway, waits for the ticket and downloads it; a
 * declined payment; an injected price change (confirm and cancel); a booking paid from the wallet.
 * Charter flights (BGW → BSR) for the flows the network supplier's faults must not touch; a
 * network flight (BGW → ISU) for the price change, which switches that fault on for its own test.
 */

// One after another in one worker: the price-change test switches a server-wide fault on.
test.describe.configure({ mode: "default" });

test("a new customer books a domestic flight for 2 adults and a child, pays and downloads the e-ticket", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(9),
    adults: 2,
    children: 1,
  });
  await select.click();

  // Booking needs an account: the login sheet, then back to the chosen flight.
  await expect(page).toHaveURL(/\/\?login=1&redirect=%2Fadd-passenger/);
  await signInByOtp(page, uniquePhone());
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectFrameStylesInServerHtml(page);
  await expect(page.getByText("هذا الحجز لـ: البالغون ٢، الأطفال ١.")).toBeVisible({ timeout: 20_000 });
  const places = page.locator("section[data-place]");
  await expect(places).toHaveCount(3);
  await expect(places.nth(2).getByRole("heading")).toContainText("طفل ١");

  // The contact comes from the account; the rules are the domain's, in Arabic.
  await expect(page.getByLabel("رقم الهاتف المحمول")).toHaveValue(/^07\d{9}$/);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(page.getByText("بعض البيانات ناقصة أو غير صحيحة. يرجى تصحيح الحقول المحدّدة.")).toBeVisible();
  await expect(page.locator("#contact-email-error")).toHaveText("يرجى إدخال البريد الإلكتروني");
  await expect(places.first().getByText("يرجى إدخال الاسم الأول")).toBeVisible();
  await expect(places.first().getByText("يرجى إدخال تاريخ الميلاد")).toBeVisible();
  // The first field with an error has the focus.
  await expect(page.locator("#contact-email")).toBeFocused();

  // A child's place with an adult's birth date: the age category is checked on the travel date.
  await fillBooking(page, [
    family[0] as Traveller,
    family[1] as Traveller,
    { ...(family[2] as Traveller), birth: "1990-01-01" },
  ]);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(places.nth(2).getByRole("alert")).toContainText("هذا المكان مخصّص لـ: طفل");
  await fillTraveller(places.nth(2), family[2] as Traveller);
  await places.first().getByLabel("احفظ هذا المسافر في قائمتي").check();

  // Submit (a double click makes one order: the same Idempotency-Key).
  const submits: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/Submit/SubmitFlightOrder"))
      submits.push(request.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).dblclick();
  const pay = await confirmPage(page);
  expect(new Set(submits).size).toBe(1);
  // An unpaid order says what the customer must do, not an internal state ("approved").
  await expect(page.getByText("المقاعد محجوزة لك")).toBeVisible();
  // One digit system: no Latin digits outside codes (tracking number, flight numbers).
  expect(await latinDigitsShown(page)).toEqual([]);
  await expect(page.getByText("تمت الموافقة")).toHaveCount(0);

  // Confirm: price details per passenger type, the travellers, the sandbox gateway preselected.
  await expect(page.getByText("بالغ × ٢")).toBeVisible();
  await expect(page.getByText("طفل × ١")).toBeVisible();
  await expect(page.getByText("Mariam Hassan")).toBeVisible();
  await expect(page.getByRole("radio").first()).toBeChecked();

  // A discount code, removed again.
  await page.getByRole("textbox", { name: "أدخل الرمز" }).fill("WELCOME10");
  await page.getByRole("button", { name: "تطبيق" }).click();
  await expect(page.getByText(/تم تطبيق الرمز WELCOME10/)).toBeVisible();
  await page.getByRole("button", { name: "إزالة" }).click();
  await expect(page.getByRole("textbox", { name: "أدخل الرمز" })).toBeVisible();

  // Pay on the sandbox gateway.
  await pay.click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });

  // Issued: the booking reference, the travellers, the e-ticket.
  await expect(page.getByRole("heading", { name: "تذكرتك جاهزة" })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("booking-reference")).toHaveText(/^[A-Z0-9]{5,8}$/);
  await expect(page.getByText("Zainab Kareem")).toBeVisible();
  expect(await latinDigitsShown(page)).toEqual([]);
  // The way on (trips, a new search), and the trip beside the result on a desktop.
  const wayOn = page.getByRole("navigation", { name: "ماذا بعد" });
  await expect(wayOn.getByRole("link", { name: "رحلاتي" })).toHaveAttribute("href", "/profile/my-travels");
  await expect(wayOn.getByRole("link", { name: "بحث جديد" })).toHaveAttribute("href", "/");
  const main = await page.locator(".booking-layout__main").boundingBox();
  const aside = await page.locator(".booking-layout__aside").boundingBox();
  expect(main && aside && (aside.x + aside.width <= main.x + 1 || aside.x >= main.x + main.width - 1)).toBe(
    true,
  );
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "تنزيل التذكرة الإلكترونية (PDF)" }).click();
  const download = await downloading;
  const file = await download.path();
  const head = (await readFile(file)).subarray(0, 5).toString("latin1");
  expect(head).toBe("%PDF-");
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // The printable ticket opens in a new tab, in Arabic.
  const reference = (await page.getByTestId("booking-reference").textContent()) ?? "";
  const opening = page.waitForEvent("popup");
  await page.getByRole("button", { name: "عرض التذكرة" }).click();
  const ticket = await opening;
  await ticket.waitForURL(/\/api\/flight-reservation\/Tickets\/FlightTicketHtml\/[0-9a-f-]{36}\?lang=ar$/);
  await expect(ticket.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(ticket.getByText(reference).first()).toBeVisible();
  await ticket.close();

  // The saved traveller is offered on the next booking.
  const saved = await page.request.post("/api/flight-reservation/Passenger/GetCurrentUserPassengers", {
    data: {},
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  const list = ((await saved.json()) as { data: { firstName: string }[] }).data;
  expect(list.map((p) => p.firstName)).toEqual(["Ali"]);
});

test("a declined payment shows the spec's message and lets the customer try again", async ({
  page,
  context,
  baseURL,
  pageProblems,
  customer: _signedIn,
}) => {
  test.setTimeout(90_000);
  pageProblems.allowStatus(409);
  await setLocale(context, baseURL, "ar");
  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(11),
    adults: 1,
    children: 0,
  });
  await select.click();
  await page.waitForURL(/\/add-passenger\?/);
  await fillBooking(page, [family[0] as Traveller]);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  const pay = await confirmPage(page);
  await pay.click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Decline" }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "فشل الدفع" })).toBeVisible();
  await expect(page.getByTestId("payment-failed-message")).toHaveText(
    "فشلت عملية الدفع. سيُعاد أي مبلغ مخصوم إلى حسابك خلال ٧٢ ساعة عمل، أو إلى محفظتك إذا تعذّر إصدار التذكرة.",
  );
  // Try again while the seats are held: back on /confirm, the last payment noted.
  await page.getByRole("link", { name: "حاول مرة أخرى" }).click();
  await confirmPage(page);
  await expect(page.getByText("لم تنجح عملية الدفع الأخيرة.", { exact: false })).toBeVisible();
});

/** Answers the first `times` calls matching `url` with a server error; the calls after that pass. */
async function failFirst(page: Page, url: string, times = 1) {
  let left = times;
  await page.route(url, (route) =>
    left-- > 0
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ data: null, meta: { errors: [] } }),
        })
      : route.continue(),
  );
}

test("a booking page whose data did not come says so and loads on retry (add-passenger, confirm)", async ({
  page,
  context,
  baseURL,
  pageProblems,
  customer: _signedIn,
}) => {
  test.setTimeout(90_000);
  pageProblems.allowStatus(503);
  await setLocale(context, baseURL, "ar");
  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(15),
    adults: 1,
    children: 0,
  });
  const loadError = page.getByRole("alert").filter({ hasText: "تعذّر تحميل هذه الصفحة" });

  // The chosen flight's re-check fails once: the page says so, and its retry reads it again.
  await failFirst(page, "**/FlightCatalog/GetPlpProposalDetails");
  await select.click();
  await page.waitForURL(/\/add-passenger\?/);
  await expect(loadError).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("form.booking-layout")).toHaveCount(0);
  await loadError.getByRole("button", { name: "حاول مرة أخرى" }).click();
  await fillBooking(page, [family[1] as Traveller]);
  await expect(loadError).toHaveCount(0);

  // The order's read fails once on /confirm: the same message and retry, then the order to pay.
  await failFirst(page, "**/Order/GetCurrentUserOrderDetails/*");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await page.waitForURL(/\/confirm\?orderId=/);
  await expect(loadError).toBeVisible({ timeout: 20_000 });
  await loadError.getByRole("button", { name: "حاول مرة أخرى" }).click();
  await expect(await confirmPage(page)).toBeEnabled();

  // A reload reads the page's data in the browser again (the server's HTML is the page's frame).
  await page.reload();
  await expect(await confirmPage(page)).toBeEnabled();
});

test("a price change opens the dialog: cancel goes back to the results, confirm continues at the new price", async ({
  page,
  context,
  baseURL,
  pageProblems,
  customer: _signedIn,
}) => {
  test.setTimeout(120_000);
  pageProblems.allowStatus(409); // the PRICE_CHANGED answer
  await setLocale(context, baseURL, "ar");
  const search = {
    origin: "BGW",
    destination: "ISU",
    date: baghdadDay(13),
    adults: 1,
    children: 0,
    type: 2,
  } as const;
  const faults = (list: string[]) => page.request.post("/api/dev/catalog/faults", { data: { faults: list } });
  await faults(["price-change"]);
  try {
    // Cancel: back to the search results.
    await (await openResults(page, search)).click();
    await page.waitForURL(/\/add-passenger\?/);
    await fillBooking(page, [family[0] as Traveller]);
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    let dialog = page.getByRole("alertdialog", { name: "تغيّر السعر" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("تغيّر سعر هذه الرحلة.");
    await dialog.getByRole("button", { name: "إلغاء" }).click();
    await page.waitForURL(/\/flight\/ISU\?origin=BGW&date=/);
    await expect(page.locator(".proposal-list article[data-proposal-id]").first()).toBeVisible({
      timeout: 20_000,
    });

    // Confirm and pay: the order is made at the new price and /confirm shows it.
    await page
      .locator(".proposal-list article[data-proposal-id]")
      .first()
      .getByRole("button", { name: "اختيار" })
      .click();
    await page.waitForURL(/\/add-passenger\?/);
    await fillBooking(page, [family[0] as Traveller]);
    await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
    dialog = page.getByRole("alertdialog", { name: "تغيّر السعر" });
    await expect(dialog).toBeVisible();
    const newPrice = (await dialog.getByTestId("new-price").textContent()) ?? "";
    expect(newPrice).not.toBe("");
    await dialog.getByRole("button", { name: "تأكيد ودفع" }).click();
    await confirmPage(page);
    await expect(page.getByTestId("price-total")).toHaveText(newPrice);
  } finally {
    await faults([]);
  }
});

test("a booking paid wholly from the wallet", async ({ page, context, baseURL, pageProblems, customer }) => {
  test.setTimeout(120_000);
  pageProblems.allowStatus(409);
  await setLocale(context, baseURL, "ar");
  const { phone } = customer;
  const credit = await page.request.post("/api/dev/wallet/credit", {
    data: { phoneNumber: phone, dialingCode: DIALING_CODE, amount: 2000 },
  });
  expect(credit.ok()).toBe(true);

  await (
    await openOwnCharter(page, {
      origin: "BSR",
      destination: "BGW",
      date: baghdadDay(12),
      adults: 1,
      children: 0,
    })
  ).click();
  await page.waitForURL(/\/add-passenger\?/);
  await fillBooking(page, [family[1] as Traveller]);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await confirmPage(page);
  await expect(page.getByText("الرصيد: ٢٬٠٠٠٫٠٠ USD")).toBeVisible();
  await page.getByLabel("الدفع من رصيد محفظتي").check();
  await expect(page.getByText("محفظتك تغطي المبلغ كاملًا.")).toBeVisible();
  await page.getByRole("button", { name: /^ادفع .* من محفظتي$/ }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(
    page
      .getByRole("heading", { name: "تذكرتك جاهزة" })
      .or(page.getByRole("heading", { name: "تم استلام الدفع" })),
  ).toBeVisible({ timeout: 30_000 });

  // The wallet paid: the balance went down by the order's amount.
  const balance = await page.request.get("/api/wallet/wallet/CurrentUserBalance?type=Cache", {
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  expect(((await balance.json()) as { data: { balance: number } }).data.balance).toBeLessThan(2000);
});

test("a photo of the passport fills the traveller's form (machine-readable zone read on the server)", async ({
  page,
  context,
  baseURL,
  customer: _signedIn,
}) => {
  test.setTimeout(120_000);
  await setLocale(context, baseURL, "ar");
  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(10),
    adults: 1,
    children: 0,
  });
  await select.click();
  await page.waitForURL(/\/add-passenger\?requestId=/);
  const place = page.locator('section[data-place="0"]');
  await expect(place.getByRole("button", { name: /التقط صورة أو اخترها/ })).toBeVisible({ timeout: 20_000 });

  // The country lists: Iraq chosen at once, every country listed right after the first render
  // (decision 031: the rest come in a background render), and a country far down the list chosen.
  const countries = (
    await (await page.request.get("/api/flight-configuration/Country/GetAllCountries")).json()
  ).data as { id: number; name: { ar: string } }[];
  const nationality = place.getByLabel(/^الجنسية/);
  await expect(nationality).toHaveValue("3415");
  await expect(nationality.locator("option")).toHaveCount(countries.length + 1);
  await expect(place.getByLabel(/^بلد إصدار الجواز/).locator("option")).toHaveCount(countries.length + 1);
  const turkey = countries.find((country) => country.name.ar === "تركيا");
  expect(turkey).toBeDefined();
  await nationality.selectOption({ label: "تركيا" });
  await expect(place.getByLabel(/^بلد إصدار الجواز/)).toHaveValue(String(turkey?.id));
  await nationality.selectOption({ label: "العراق" });

  // The customer picks the photo (the camera on a phone); the server reads the MRZ and checks its digits.
  const chooser = page.waitForEvent("filechooser");
  await place.getByRole("button", { name: /التقط صورة أو اخترها/ }).click();
  await (await chooser).setFiles("e2e/fixtures/passport-iraq.jpg");
  await expect(
    place.getByText("تمت تعبئة البيانات من جواز السفر. يرجى مراجعة كل البيانات قبل المتابعة."),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(place.getByLabel("الاسم الأول (بالأحرف اللاتينية)")).toHaveValue("ZAINAB");
  await expect(place.getByLabel("اسم العائلة (بالأحرف اللاتينية)")).toHaveValue("KAREEM");
  await expect(place.getByLabel("أنثى", { exact: true })).toBeChecked();
  await expect(place.getByLabel("تاريخ الميلاد: السنة")).toHaveValue("1991");
  await expect(place.getByLabel("تاريخ الميلاد: الشهر")).toHaveValue("3");
  await expect(place.getByLabel("تاريخ الميلاد: اليوم")).toHaveValue("14");
  await expect(place.getByLabel(/^رقم جواز السفر/)).toHaveValue("A12345678");
});

/**
 * The page's frame and skeleton are drawn by the server's HTML before any script runs, so that
 * HTML must link the stylesheet that lays them out (decision 025: when it came with the lazy
 * variant page instead, the skeleton jumped on arrival, Lighthouse CLS 0.37), and the catalogues of
 * this variant only.
 */
async function expectFrameStylesInServerHtml(page: Page) {
  const html = await (await page.request.get(page.url())).text();
  const sheets = [...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  expect(sheets.length).toBeGreaterThan(0);
  const texts = await Promise.all(sheets.map(async (href) => (await page.request.get(href)).text()));
  expect(texts.some((css) => css.includes(".booking-layout{"))).toBe(true);
  // A flight's passengers download the flight's strings, not a hotel's, a tour's or a visa's.
  const catalogs = [...html.matchAll(/data-i18n="([\w-]+)"/g)].map((m) => m[1]);
  expect(catalogs).toEqual(["common", "auth", "flights", "booking", "passport"]);
}
