import type { Page } from "@playwright/test";
import { createCharterInForm, makeOperator, openBackOffice, signIn, zainab } from "./back-office-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, bearer, setLocale } from "./session";

/**
 * The back office's customers, wallet adjustments, currency rates and charter flights, in Arabic
 * (issue 13). Each test makes its own operators, customer and flight: support finds a customer by
 * phone (typed in Arabic-Indic digits), suspends them (their next call is refused) and terminates the
 * account (confirmed twice); finance adjusts a wallet above the approval limit and a second finance
 * operator approves it; an admin sets a currency rate and finds it in the history; operations
 * creates a charter flight in the form and finds it in the list.
 */

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const arabicNumber = (value: number) => new Intl.NumberFormat("ar-EG").format(value);

/** Signs the operator in from the sign-in page and waits for the dashboard. */
/** The signed-in customer's name and one saved traveller, through the API as the storefront sends them. */
async function nameTheCustomer(page: Page, firstName: string, lastName: string) {
  const headers = { authorization: `Bearer ${await bearer(page)}` };
  const named = await page.request.post("/account/api/Account/Update", {
    data: { firstName, lastName },
    headers,
  });
  expect(named.ok(), await named.text()).toBe(true);
  const saved = await page.request.post("/api/flight-reservation/Passenger/AddOrUpdatePassenger", {
    headers,
    data: {
      passenger: { ...zainab, passportNumber: "A7654321" },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The customer's page, found by phone number from the customers' search. */
async function findCustomer(page: Page, phone: string, name: string) {
  const nav = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
  await nav.getByRole("link", { name: "العملاء" }).click();
  await page.waitForURL(/\/back-office\/customers$/);
  await page.getByLabel("الهاتف أو البريد الإلكتروني أو الاسم").fill(arabicDigits(`0${phone}`));
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/\/back-office\/customers\?q=/);
  const rows = page.getByTestId("bo-customer-row");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(phone);
  await expect(rows.getByTestId("bo-customer-status")).toHaveText("نشط");
  // The same list as a spreadsheet: the URL's filters and format=csv.
  const csv = page.getByTestId("bo-csv");
  await expect(csv).toHaveAttribute("href", /\/api\/back-office\/customers\?q=.+&format=csv$/);
  await expect(csv).toHaveAttribute("download", "");
  await rows.getByRole("link", { name: `فتح العميل ${name}` }).click();
  await page.waitForURL(/\/back-office\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
}

test("support finds a customer by phone, suspends them (their next call is refused) and terminates the account", async ({
  page,
  context,
  baseURL,
  customer,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  // The customer's own calls answer 401 once the account is suspended.
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  await nameTheCustomer(page, "Huda", "Jaber");
  const token = await bearer(page);
  const support = await makeOperator(page.request, "support", "Layla Hadi");
  await openBackOffice(page, support);
  await findCustomer(page, customer.phone, "Huda Jaber");

  await expect(page.getByTestId("bo-account").locator('[data-fact="phone"]')).toContainText(customer.phone);
  const traveller = page.getByTestId("bo-customer-traveller");
  await expect(traveller).toHaveCount(1);
  await expect(traveller).toContainText("Zainab Kareem");
  await expect(traveller).toContainText("بالغ");
  await expect(traveller).toContainText("A7654321");
  await expect(page.getByText("لا توجد طلبات بعد.")).toBeVisible();
  // Support may not move money: no adjustment form, nor the wallet's adjustments.
  await expect(page.getByTestId("bo-adjust-form")).toHaveCount(0);
  await expect(page.getByTestId("bo-customer-adjustment-count")).toHaveCount(0);
  expect(await latinDigitsShown(page)).toEqual([]);

  // Suspend: the reason is required.
  await page.getByRole("button", { name: "تعليق", exact: true }).click();
  let dialog = page.getByRole("dialog", { name: "تعليق حساب Huda Jaber" });
  await dialog.getByRole("button", { name: "تعليق الحساب" }).click();
  await expect(dialog.getByText("اكتب سبب هذا التغيير.")).toBeVisible();
  await dialog.getByLabel("السبب (يُحفظ في سجل التدقيق)").fill("محاولات احتيال متكررة على الدفع");
  await dialog.getByRole("button", { name: "تعليق الحساب" }).click();
  await expect(page.getByText("عُلّق الحساب.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("bo-account").getByTestId("bo-customer-status")).toHaveText("معلّق");

  // The customer's next call is refused within seconds (ACCOUNT_STATUS_CACHE_SECONDS).
  await expect
    .poll(
      async () =>
        (
          await page.request.get("/api/wallet/wallet/CurrentUserBalance", {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status(),
      { timeout: 20_000, intervals: [500, 1_000] },
    )
    .toBe(401);

  // Terminate: for good, so asked twice.
  await page.getByRole("button", { name: "إنهاء", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "إنهاء حساب Huda Jaber" });
  await dialog.getByLabel("السبب (يُحفظ في سجل التدقيق)").fill("طلب العميل إغلاق حسابه");
  await dialog.getByRole("button", { name: "متابعة" }).click();
  await expect(dialog.getByTestId("bo-terminate-confirm")).toHaveText(
    "إنهاء حساب Huda Jaber نهائياً؟ لا يمكن التراجع عن ذلك.",
  );
  await expect(page.getByTestId("bo-account").getByTestId("bo-customer-status")).toHaveText("معلّق");
  await dialog.getByRole("button", { name: "إنهاء نهائي" }).click();
  await expect(page.getByText("أُنهي الحساب.")).toBeVisible();
  await expect(page.getByTestId("bo-account").getByTestId("bo-customer-status")).toHaveText("منتهٍ");
  await expect(page.getByTestId("bo-account").getByRole("button")).toHaveCount(0);
});

test("finance adjusts a wallet above the approval limit and a second finance operator approves it", async ({
  page,
  context,
  baseURL,
  customer,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  await nameTheCustomer(page, "Ali", "Hassan");
  const token = await bearer(page);
  const [first, second] = [
    await makeOperator(page.request, "finance", "Omar Saleh"),
    await makeOperator(page.request, "finance", "Noor Kamil"),
  ];
  const reason = `تعويض تأخير الرحلة ${Date.now()}`;

  await openBackOffice(page, first);
  await findCustomer(page, customer.phone, "Ali Hassan");
  const balance = page.getByTestId("bo-wallet-balance");
  await expect(balance).toContainText("٠٫٠٠");
  const form = page.getByTestId("bo-adjust-form");
  // The approval amount the server answers, and what the amount typed will do.
  await expect(form).toContainText("حتى ١٠٠٫٠٠");
  await expect(page.getByText("لا توجد تعديلات على المحفظة بعد.")).toBeVisible();
  await form.getByLabel("المبلغ بالدولار الأمريكي").fill("-٥٠");
  await expect(form.getByTestId("bo-adjust-outcome")).toContainText("يُطبَّق فوراً");
  // A fraction of a cent is refused beside the field, in Arabic.
  await form.getByLabel("المبلغ بالدولار الأمريكي").fill("١٥٠٫٠٠٥");
  await form.getByLabel("السبب").fill(reason);
  await form.getByRole("button", { name: "تعديل المحفظة" }).click();
  await expect(
    form.getByText("أدخل مبلغاً غير صفري بالسنتات الكاملة، لا يتجاوز ١٠٠٬٠٠٠ في أي اتجاه."),
  ).toBeVisible();
  await form.getByLabel("المبلغ بالدولار الأمريكي").fill("١٥٠");
  await expect(form.getByTestId("bo-adjust-outcome")).toContainText("ينتظر موافقة موظف مالية ثانٍ");
  await form.getByRole("button", { name: "تعديل المحفظة" }).click();
  await expect(page.getByText("ينتظر التعديل موافقة موظف مالية ثانٍ.")).toBeVisible();
  await expect(form.getByTestId("bo-adjust-result")).toContainText("ينتظر");
  await expect(balance).toContainText("٠٫٠٠");

  // The one who asked may not approve it.
  await page
    .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
    .getByRole("link", { name: "تعديلات المحفظة" })
    .click();
  await page.waitForURL(/\/back-office\/wallet-adjustments$/);
  let row = page.getByTestId("bo-adjustment-row").filter({ hasText: reason });
  await expect(row.getByTestId("bo-adjustment-status")).toHaveText("بانتظار الموافقة");
  await row.getByRole("button", { name: "البتّ" }).click();
  await expect(page.getByTestId("bo-own-adjustment")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  await page.waitForURL(/\/back-office\/sign-in$/);
  await signIn(page, second);
  await page.waitForURL(/\/back-office$/);
  await page.goto("/back-office/wallet-adjustments");
  row = page.getByTestId("bo-adjustment-row").filter({ hasText: reason });
  await expect(row).toContainText(first.email);
  await row.getByRole("button", { name: "البتّ" }).click();
  const dialog = page.getByRole("dialog", { name: "تعديل المحفظة" });
  await dialog.getByRole("button", { name: "الموافقة على التعديل" }).click();
  await expect(page.getByText("تمت الموافقة على التعديل وطُبّق.")).toBeVisible();
  // Out of the waiting queue; applied under its status.
  await expect(row).toHaveCount(0);
  await page.getByLabel("الحالة").selectOption("applied");
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/status=applied/);
  await expect(row.getByTestId("bo-adjustment-status")).toHaveText("مطبّق");
  await expect(row).toContainText(second.email);

  // The customer's page shows the new balance, and so does the customer's own wallet.
  await row.getByRole("link", { name: "العميل" }).click();
  await expect(page.getByTestId("bo-wallet-balance")).toContainText("١٥٠٫٠٠");
  const adjustment = page.getByTestId("bo-customer-adjustment");
  await expect(adjustment).toHaveCount(1);
  await expect(adjustment).toContainText(reason);
  await expect(adjustment.getByTestId("bo-adjustment-status")).toHaveText("مطبّق");
  const own = await page.request.get("/api/wallet/wallet/CurrentUserBalance", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await own.json()) as { data: { balance: number } }).data.balance).toBe(150);
});

test("an admin sets a currency rate and finds it in the history", async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const admin = await makeOperator(page.request, "admin", "سارة علي");
  await openBackOffice(page, admin);
  await page
    .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
    .getByRole("link", { name: "أسعار الصرف" })
    .click();
  await page.waitForURL(/\/back-office\/rates$/);
  const answer = await page.request.get("/api/back-office/currency-rates?currencyCode=AED");
  const { currencies } = (
    (await answer.json()) as {
      data: { currencies: { currencyCode: string; exchangeRate: number }[] };
    }
  ).data;
  const before = currencies.find((c) => c.currencyCode === "AED")?.exchangeRate ?? 3.67;
  // Another rate than now, back to it afterwards (no other spec prices in dirhams).
  const rate = Math.round((before + 0.01 + (Date.now() % 7) / 100) * 100) / 100;

  const form = page.getByTestId("bo-rate-form");
  await form.getByLabel("العملة").selectOption("AED");
  await form.getByLabel("وحدات AED مقابل دولار واحد").fill("٠");
  await form.getByRole("button", { name: "تحديد السعر" }).click();
  await expect(
    form.getByText("أدخل سعر الصرف رقماً موجباً: عدد الوحدات مقابل دولار أمريكي واحد."),
  ).toBeVisible();
  await form.getByLabel("وحدات AED مقابل دولار واحد").fill(arabicNumber(rate));
  await form.getByRole("button", { name: "تحديد السعر" }).click();
  await expect(page.getByText("حُدّد سعر AED.")).toBeVisible();
  await page.waitForURL(/currency=AED/);
  const newest = page.getByTestId("bo-rate-row").first();
  await expect(newest.getByTestId("bo-rate-value")).toHaveText(arabicNumber(rate));
  await expect(newest).toContainText(admin.email);
  await expect(page.getByTestId("bo-rates").locator('[data-currency="AED"]')).toContainText(
    arabicNumber(rate),
  );
  // The storefront's list answers the new rate at once.
  const shop = await page.request.get("/api/pricing/CurrencyRate/GetUICurrencyCodes");
  const shown = ((await shop.json()) as { data: { currencyCode: string; exchangeRate: number }[] }).data;
  expect(shown.find((c) => c.currencyCode === "AED")?.exchangeRate).toBe(rate);
  expect(await latinDigitsShown(page)).toEqual([]);

  await form.getByLabel("العملة").selectOption("AED");
  await form.getByLabel("وحدات AED مقابل دولار واحد").fill(String(before));
  await form.getByRole("button", { name: "تحديد السعر" }).click();
  await expect(newest.getByTestId("bo-rate-value")).toHaveText(arabicNumber(before));
});

test("operations creates a charter flight with a stop in the form, finds it in the list and closes its sales", async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const operations = await makeOperator(page.request, "operations", "Ali Kareem");
  // A day of its own far ahead (from the test's clock) and a number of its own.
  const day = baghdadDay(200 + (Date.now() % 90));
  const number = String(1000 + (Date.now() % 9000));
  const flight = `RH ${number}`;

  await openBackOffice(page, operations);
  await page
    .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
    .getByRole("link", { name: "رحلات التشارتر" })
    .click();
  await page.waitForURL(/\/back-office\/charters$/);
  // Without the adult fare: refused beside the field, in Arabic. Tehran's clock (UTC+3:30): 10:15
  // there is 09:45 in Najaf.
  const form = await createCharterInForm(page, {
    airline: "rh",
    number: arabicDigits(number),
    origin: "njf",
    destination: "IKA",
    day,
    departs: "08:30",
    arrives: "10:15",
    seats: "١٠",
  });
  await expect(form.getByText("أدخل الأجور بالدولار الأمريكي، وأجرة البالغ أكبر من صفر.")).toBeVisible();
  await expect(form.getByLabel("بالغ")).toBeFocused();
  await expect(form).toContainText("طهران");
  await form.getByLabel("بالغ").fill("١٢٠٫٥");
  await form.getByLabel("طفل").fill("٩٠");
  // A stop in Baghdad on the way, leaving after the flight lands in Tehran (09:45 Najaf time): refused
  // on the stop's own field; leaving at 09:20 it goes.
  await form.getByRole("button", { name: "إضافة توقف" }).click();
  const stop = form.getByTestId("bo-charter-stop-0");
  await expect(stop.getByLabel("مطار التوقف")).toBeFocused();
  await stop.getByLabel("مطار التوقف").fill("bgw");
  const lands = stop.getByRole("group", { name: /^الهبوط/ });
  await lands.getByLabel("اليوم").fill(day);
  await lands.getByLabel("الساعة").fill("09:00");
  const leaves = stop.getByRole("group", { name: /^الإقلاع من جديد/ });
  await leaves.getByLabel("اليوم").fill(day);
  await leaves.getByLabel("الساعة").fill("09:50");
  await form.getByRole("button", { name: "إنشاء الرحلة" }).click();
  await expect(leaves.getByRole("alert")).toHaveText(
    "في التوقف تهبط الرحلة بعد إقلاعها من المطار السابق، وتقلع منه بعد هبوطها وقبل الوصول.",
  );
  await expect(stop).toContainText("بغداد");
  await leaves.getByLabel("الساعة").fill("09:20");
  await form.getByRole("button", { name: "إنشاء الرحلة" }).click();
  await expect(page.getByText(`أُنشئت رحلة التشارتر ${flight} وهي معروضة للبيع.`)).toBeVisible();
  // The form is empty again, without the stop.
  await expect(form.getByTestId("bo-charter-stop-0")).toHaveCount(0);

  // The list, narrowed to the flight's route and day.
  await page.getByLabel("من (المطار)").first().fill("NJF");
  await page.getByLabel("الإقلاع من يوم").fill(day);
  await page.getByLabel("الإقلاع حتى يوم").fill(day);
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(new RegExp(`origin=NJF.*from=${day}`));
  const row = page.getByTestId("bo-charter-row").filter({ hasText: flight });
  await expect(row.getByTestId("bo-charter-sales")).toHaveText("معروضة للبيع");
  await expect(row.getByTestId("bo-charter-seats")).toContainText("بيع ٠ من ١٠");
  await expect(row).toContainText("١٢٠٫٥٠");
  await expect(row).toContainText("٠٨:٣٠");
  await expect(row).toContainText("NJF → BGW → IKA");
  await expect(row).toContainText("التوقفات: ١");
  await row.getByRole("button", { name: `إغلاق بيع ${flight}` }).click();
  await expect(page.getByText(`أُغلق بيع ${flight}.`)).toBeVisible();
  await expect(row.getByTestId("bo-charter-sales")).toHaveText("البيع مغلق");
  await expect(page.getByTestId("bo-csv")).toHaveAttribute("href", /origin=NJF.*format=csv$/);
  // The page in Arabic-Indic digits (the toasts, naming the flight's code, gone first).
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  expect(await latinDigitsShown(page)).toEqual([]);
});
