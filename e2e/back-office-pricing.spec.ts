import type { Page } from "@playwright/test";
import { customerApi, makeOperator, type Operator, openBackOffice, submitOrder } from "./back-office-steps";
import { ownCharter } from "./booking-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, bearer, hydrated, setLocale } from "./session";

/**
 * The back office's money settings, in Arabic (issue 13). Each test makes its own operators, flights
 * and voucher: finance adds a markup rule for a route only this spec searches (its own charter,
 * 150 to 249 days ahead), a customer's search prices with it, the rule's edit changes the price by
 * what it changed, and switched off the price is back (switched off in any case at the end); content
 * creates a voucher (a code taken is refused on its field), a customer applies it to an order and the
 * list counts it used once, then content switches it off; finance adds a hotel markup rule for
 * Karbala's five-star Hotelbeds stays (a stay no spec books), a bad percent refused on its field,
 * and switches it off (off in any case at the end); finance sees the unconfigured ZainCash
 * cannot be offered and moves the sandbox's place and back (never withdrawing it: every other spec
 * pays through it).
 */

const arabicNumber = (value: number) => new Intl.NumberFormat("ar-EG").format(value);
const stamp = () => `${Date.now()}-${process.env.TEST_WORKER_INDEX ?? 0}`;
/** A day 150 to 249 days ahead, another one each day the suite runs (the route is this spec's alone). */
const farDay = () => 150 + (Math.floor(Date.now() / 86_400_000) % 100);

/** Latin digits shown outside what operators typed themselves (notes, descriptions: shown as typed). */
async function latinDigitsOutsideTyped(page: Page): Promise<string[]> {
  return (await latinDigitsShown(page)).filter((found) => !found.includes("bo-typed"));
}

/** Signs the operator in and opens a section from the navigation. */
async function openSection(page: Page, operator: Operator, section: string, path: RegExp) {
  await openBackOffice(page, operator);
  await page
    .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
    .getByRole("link", { name: section })
    .click();
  await page.waitForURL(path);
}

/** Switches off, through the API, the rules of `path` (under `/api/back-office/`) noted `note`. */
async function switchOffNoted(page: Page, path: string, note: string, baseURL: string | undefined) {
  const listed = await page.request.get(`/api/back-office/${path}`);
  if (!listed.ok()) return;
  type Rule = { id: string; note: string | null; isActive: boolean } & Record<string, unknown>;
  const rules = ((await listed.json()) as { data: { items: Rule[] } }).data.items;
  for (const { id, ...fields } of rules.filter((r) => r.note === note && r.isActive))
    await page.request.post(`/api/back-office/${path}/${id}`, {
      data: { ...fields, isActive: false },
      headers: { origin: baseURL ?? "" },
    });
}

type Route = { origin: string; destination: string; date: string };

/** The customer's search (the storefront's call) and its proposal of the charter `flightNumber`. */
async function searchCharter(page: Page, route: Route, flightNumber: string) {
  const response = await page.request.post("/api/flight-catalog/FlightCatalog/Available", {
    data: { adults: 1, origin: route.origin, destination: route.destination, departureDates: [route.date] },
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const search = (
    (await response.json()) as {
      data: {
        requestId: string;
        proposals: { proposalId: string; adultPrice: number; flightGroups: { flightNumber: string }[] }[];
      };
    }
  ).data;
  const proposal = search.proposals.find((p) => p.flightGroups.some((g) => g.flightNumber === flightNumber));
  expect(proposal, `own charter ${flightNumber} in the search`).toBeDefined();
  return {
    requestId: search.requestId,
    proposalId: proposal?.proposalId,
    adultPrice: proposal?.adultPrice ?? Number.NaN,
  };
}

/** One adult's price of the charter in the customer's search. */
const adultPrice = async (page: Page, route: Route, flightNumber: string) =>
  (await searchCharter(page, route, flightNumber)).adultPrice;

test("finance adds a markup rule for a route, the customer's search prices with it, then switches it off", async ({
  page,
  context,
  baseURL,
  customer: _,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const route = { origin: "IST", destination: "EBL", date: baghdadDay(farDay()) };
  const flightNumber = await ownCharter(page.request, { ...route, seats: 9 });
  const before = await adultPrice(page, route, flightNumber);
  const note = `e2e ${stamp()}`;
  const finance = await makeOperator(page.request, "finance", "Omar Saleh");
  try {
    await openSection(page, finance, "قواعد هامش الربح", /\/back-office\/markup-rules$/);
    await expect(page.getByTestId("bo-csv")).toHaveAttribute(
      "href",
      /\/api\/back-office\/markup-rules\?format=csv$/,
    );
    const form = page.getByTestId("bo-markup-form");
    // Nothing to add: refused beside the percent, in Arabic, before anything is sent.
    await form.getByRole("button", { name: "إضافة القاعدة" }).click();
    await expect(form.getByText("أدخل نسبة أو مبلغاً ثابتاً أكبر من صفر.")).toBeVisible();
    await form.getByLabel("النطاق").selectOption({ label: "دولية" });
    await form.getByLabel("من (المطار)").fill("ist");
    await form.getByLabel("إلى (المطار)").fill("EBL");
    await form.getByLabel("شركة الطيران").fill("IA");
    await form.getByLabel("النسبة المئوية").fill("١٠");
    await form.getByLabel("المبلغ الثابت (دولار)").fill("٥");
    await form.getByLabel("الأولوية").fill("١٠٠");
    await form.getByLabel("ملاحظة", { exact: true }).fill(note);
    await form.getByRole("button", { name: "إضافة القاعدة" }).click();
    await expect(page.getByText("أُضيفت القاعدة.")).toBeVisible();
    const row = page.getByTestId("bo-markup-row").filter({ hasText: note });
    await expect(row).toContainText("IST → EBL");
    await expect(row).toContainText("دولية");
    await expect(row).toContainText("١٠٪");
    await expect(row.getByTestId("bo-markup-active")).toHaveText("مفعّلة");
    expect(await latinDigitsOutsideTyped(page)).toEqual([]);

    // The customer's next search prices with it: 10 % and 5 USD instead of the airline's 1.5 %.
    const marked = await adultPrice(page, route, flightNumber);
    expect(marked).toBeGreaterThan(before);

    // Edited: 12 USD fixed instead of 5, the same percent: 7 USD more.
    await row.getByRole("button", { name: "تعديل", exact: true }).click();
    await expect(page.getByRole("heading", { name: "تعديل القاعدة" })).toBeVisible();
    await expect(form.getByLabel("من (المطار)")).toHaveValue("IST");
    await expect(form.getByLabel("النسبة المئوية")).toHaveValue("١٠");
    await form.getByLabel("المبلغ الثابت (دولار)").fill("١٢");
    await form.getByRole("button", { name: "حفظ القاعدة" }).click();
    await expect(page.getByText("حُفظت القاعدة.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "إضافة قاعدة" })).toBeVisible();
    await expect(row).toContainText("١٢٫٠٠");
    expect(await adultPrice(page, route, flightNumber)).toBeCloseTo(marked + 7, 2);

    // Switched off: the price is the one before.
    await row.getByRole("button", { name: "إيقاف", exact: true }).click();
    await expect(page.getByText("أُوقفت القاعدة: لم يعد البحث يسعّر بها.")).toBeVisible();
    await expect(row.getByTestId("bo-markup-active")).toHaveText("موقوفة");
    expect(await adultPrice(page, route, flightNumber)).toBeCloseTo(before, 2);
  } finally {
    // Whatever failed above, the rule does not stay on (another run's search of the route).
    await switchOffNoted(page, "markup-rules", note, baseURL);
  }
});

test("finance adds a hotel markup rule for Karbala, a bad field shows its message, then switches it off", async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const note = `e2e hotels ${stamp()}`;
  const finance = await makeOperator(page.request, "finance", "Huda Jaber");
  try {
    await openSection(page, finance, "قواعد هامش ربح الفنادق", /\/back-office\/hotel-markup-rules$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("قواعد هامش ربح الفنادق");
    await expect(page.getByTestId("bo-csv")).toHaveAttribute(
      "href",
      /\/api\/back-office\/hotel-markup-rules\?format=csv$/,
    );
    const form = page.getByTestId("bo-markup-form");
    const country = form.getByLabel("البلد");
    const city = form.getByLabel("المدينة");
    await hydrated(country);
    // The cities by their Arabic names; once Iraq is chosen, Iraq's only.
    await expect(city.locator("option", { hasText: "مشهد" })).toHaveCount(1);
    await country.selectOption({ label: "العراق" });
    await expect(city.locator("option", { hasText: "مشهد" })).toHaveCount(0);
    await city.selectOption({ label: "كربلاء" });
    await expect(city).toHaveValue("KRB");
    // Five stars of Hotelbeds: no other spec books such a stay (the suite's server has no Hotelbeds),
    // so the rule prices nothing another spec looks at, even while it is on.
    await form.getByLabel("المزوّد").selectOption({ label: "Hotelbeds" });
    await form.getByLabel("النجوم").selectOption({ label: "٥★" });
    // A bad percent: refused on its field, in Arabic, before anything is sent.
    await form.getByLabel("النسبة المئوية").fill("١٠١");
    await form.getByLabel("المبلغ الثابت (دولار)").fill("٢");
    await form.getByRole("button", { name: "إضافة القاعدة" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "النسبة من ٠ إلى ١٠٠" })).toBeVisible();
    await expect(form.getByLabel("النسبة المئوية")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("النسبة المئوية").fill("٤");
    await form.getByLabel("ملاحظة", { exact: true }).fill(note);
    await form.getByRole("button", { name: "إضافة القاعدة" }).click();
    await expect(page.getByText("أُضيفت القاعدة.")).toBeVisible();

    const row = page.getByTestId("bo-markup-row").filter({ hasText: note });
    await expect(row).toContainText("Hotelbeds");
    await expect(row).toContainText("كربلاء KRB");
    await expect(row).toContainText("٥★");
    await expect(row).toContainText("٤٪");
    await expect(row).toContainText("٢٫٠٠");
    await expect(row.getByTestId("bo-markup-active")).toHaveText("مفعّلة");
    expect(await latinDigitsOutsideTyped(page)).toEqual([]);

    // Opened for an edit: the form holds the rule's choices.
    await row.getByRole("button", { name: "تعديل", exact: true }).click();
    await expect(page.getByRole("heading", { name: "تعديل القاعدة" })).toBeVisible();
    await expect(country).toHaveValue("IQ");
    await expect(city).toHaveValue("KRB");
    await expect(form.getByLabel("النجوم")).toHaveValue("5");
    await expect(form.getByLabel("النسبة المئوية")).toHaveValue("٤");
    await form.getByRole("button", { name: "إلغاء" }).click();
    await expect(page.getByRole("heading", { name: "إضافة قاعدة" })).toBeVisible();

    // Switched off.
    await row.getByRole("button", { name: "إيقاف", exact: true }).click();
    await expect(page.getByText("أُوقفت القاعدة: لم يعد البحث يسعّر بها.")).toBeVisible();
    await expect(row.getByTestId("bo-markup-active")).toHaveText("موقوفة");
    await expect(row.getByRole("button", { name: "تفعيل", exact: true })).toBeVisible();
  } finally {
    await switchOffNoted(page, "hotel-markup-rules", note, baseURL);
  }
});

test("content creates a voucher, a customer applies it to an order, and content switches it off", async ({
  page,
  context,
  baseURL,
  customer: _,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  pageProblems.allowStatus(401);
  // The code already taken (409 on its field). No 403: content's dashboard never asks for the
  // figures it may not read.
  pageProblems.allowStatus(409);
  await setLocale(context, baseURL, "ar");
  const code = `E2E-${stamp()}`.toUpperCase().slice(0, 32);
  const content = await makeOperator(page.request, "content", "Rana Adel");
  await openSection(page, content, "قسائم الخصم", /\/back-office\/vouchers$/);
  // Content sees its section only.
  await expect(
    page
      .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
      .getByRole("link", { name: "قواعد هامش الربح" }),
  ).toHaveCount(0);

  const form = page.getByTestId("bo-voucher-form");
  await form.getByLabel("الرمز", { exact: true }).fill(code.toLowerCase());
  await form.getByLabel("نسبة الخصم").fill("١٠");
  await form.getByLabel("الحد الأقصى (دولار)").fill("٢٠");
  // A month from now on the operator's clock (Baghdad, the suite's time zone).
  const ends = new Date(Date.now() + 3 * 3_600_000 + 30 * 86_400_000).toISOString().slice(0, 16);
  await form.getByLabel("تنتهي في").fill(ends);
  await form.getByLabel("مرات الاستخدام لكل عميل").fill("١");
  await form.getByLabel("مرات الاستخدام الكلية").fill("٥");
  await form.getByLabel("الوصف").fill("خصم تجريبي");
  await form.getByRole("button", { name: "إنشاء القسيمة" }).click();
  await expect(page.getByText(`أُنشئت القسيمة ${code}.`)).toBeVisible();
  const row = page.getByTestId("bo-voucher-row").filter({ hasText: code });
  await expect(row).toContainText("خصم ١٠٪");
  await expect(row.getByTestId("bo-voucher-usage")).toContainText("استُخدمت ٠ من ٥");
  await expect(row.getByTestId("bo-voucher-state")).toHaveText("سارية");

  // The same code again: refused on its field.
  await form.getByLabel("الرمز", { exact: true }).fill(code);
  await form.getByLabel("نسبة الخصم").fill("٥");
  await form.getByRole("button", { name: "إنشاء القسيمة" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "يوجد رمز خصم بهذا الاسم مسبقاً." })).toBeVisible();

  // The customer applies it to their order (the storefront's call).
  const auth = { authorization: `Bearer ${await bearer(page)}` };
  const trip = { origin: "EBL", destination: "IST", date: baghdadDay(farDay() + 1) };
  const flightNumber = await ownCharter(page.request, { ...trip, seats: 9 });
  const search = await searchCharter(page, trip, flightNumber);
  const { orderId } = await submitOrder(
    await customerApi(page),
    { requestId: search.requestId, proposalId: search.proposalId },
    { phoneNumber: "07801234567", email: "rana@example.com" },
  );
  const applied = await page.request.post("/api/orders/Order/ApplyDiscountVoucher", {
    headers: auth,
    data: { orderId, code: code.toLowerCase(), discountVoucherProviderExtraData: null },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  await page.reload();
  await expect(row.getByTestId("bo-voucher-usage")).toContainText("استُخدمت ١ من ٥");
  await expect(row.getByTestId("bo-voucher-usage")).toContainText("١ لكل عميل");
  expect(await latinDigitsOutsideTyped(page)).toEqual([]);

  // Switched off: no new order may apply it (after the reload the button works once hydrated).
  const switchOff = row.getByRole("button", { name: `إيقاف ${code}` });
  await hydrated(switchOff);
  await switchOff.click();
  await expect(page.getByText(`أُوقفت ${code}: لا يمكن لطلب جديد تطبيقها.`)).toBeVisible();
  await expect(row.getByTestId("bo-voucher-state")).toHaveText("موقوفة");
  await expect(row.getByRole("button", { name: `تفعيل ${code}` })).toBeVisible();
});

test("finance sees an unconfigured gateway cannot be offered and moves the sandbox's place and back", async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const finance = await makeOperator(page.request, "finance", "Noor Kamil");
  await openSection(page, finance, "بوابات الدفع", /\/back-office\/payment-gateways$/);

  const zainCash = page.locator('[data-testid="bo-gateway-row"][data-code="zaincash"]');
  await expect(zainCash.getByRole("heading", { name: "زين كاش" })).toBeVisible();
  await expect(zainCash.getByTestId("bo-gateway-configured")).toHaveText("غير مهيّأة على هذا الخادم");
  await expect(zainCash.getByTestId("bo-gateway-offered")).toHaveText("مسحوبة");
  const offer = zainCash.getByRole("switch", { name: "عرض زين كاش في صفحة الدفع" });
  await expect(offer).toBeDisabled();
  await expect(offer).not.toBeChecked();
  await expect(offer).toHaveAccessibleDescription(/لا يملك هذا الخادم بيانات اعتماد هذه البوابة/);

  const sandbox = page.locator('[data-testid="bo-gateway-row"][data-code="sandbox"]');
  await expect(sandbox.getByTestId("bo-gateway-offered")).toHaveText("معروضة");
  await expect(sandbox.getByRole("switch", { name: "عرض بوابة الاختبار في صفحة الدفع" })).toBeChecked();
  const place = sandbox.getByLabel("الترتيب (الأصغر أولاً)");
  const was = Number((await place.inputValue()).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)));
  const moved = was >= 100 ? was - 1 : was + 1;
  try {
    await place.fill(arabicNumber(moved));
    await sandbox.getByRole("button", { name: "حفظ بوابة الاختبار" }).click();
    await expect(page.getByText("حُفظت بوابة الاختبار.")).toBeVisible();
    await expect(place).toHaveValue(arabicNumber(moved));
    await page.reload();
    await expect(place).toHaveValue(arabicNumber(moved));
    await expect(sandbox.getByTestId("bo-gateway-offered")).toHaveText("معروضة");
    expect(await latinDigitsOutsideTyped(page)).toEqual([]);

    // Back to its place.
    await place.fill(arabicNumber(was));
    await sandbox.getByRole("button", { name: "حفظ بوابة الاختبار" }).click();
    await expect(page.getByText("حُفظت بوابة الاختبار.")).toBeVisible();
    await expect(place).toHaveValue(arabicNumber(was));
  } finally {
    // Offered, at its place, whatever failed above.
    await page.request.post("/api/back-office/payment-gateways/1", {
      data: { isActive: true, sort: was },
      headers: { origin: baseURL ?? "" },
    });
  }
});
