import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { confirmPage, family, fillBooking, openOwnCharter, type Traveller } from "./booking-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, bearer, DIALING_CODE, setLocale } from "./session";

/**
 * My trips in Arabic (issue 12): a customer books a flight and pays it from the wallet, finds it in
 * my trips with its status label, opens it, sees the traveller and the ticket number once issued,
 * downloads the ticket PDF and contacts support with the order number filled in; the list on a
 * 375 px phone; the filters kept in the URL.
 */

/** Books a one-adult charter `days` ahead, paid wholly from the wallet; answers the order number. */
async function bookFromWallet(page: Page, phone: string, days: number): Promise<string> {
  const credit = await page.request.post("/api/dev/wallet/credit", {
    data: { phoneNumber: phone, dialingCode: DIALING_CODE, amount: 2000 },
  });
  expect(credit.ok()).toBe(true);
  await (
    await openOwnCharter(page, {
      origin: "BSR",
      destination: "BGW",
      date: baghdadDay(days),
      adults: 1,
      children: 0,
    })
  ).click();
  await page.waitForURL(/\/add-passenger\?/);
  await fillBooking(page, [family[1] as Traveller]);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await confirmPage(page);
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  await page.getByLabel("الدفع من رصيد محفظتي").check();
  await page.getByRole("button", { name: /^ادفع .* من محفظتي$/ }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "تذكرتك جاهزة" })).toBeVisible({ timeout: 90_000 });
  return orderId;
}

test("after a booking the customer finds it in my trips, opens it and downloads the ticket", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  const orderId = await bookFromWallet(page, customer.phone, 11);

  // The header's account menu leads to every section, my trips among them.
  await page.locator(".account-button[aria-expanded]").click();
  const menu = page.locator(".account-menu__list");
  for (const section of ["نظرة عامة", "رحلاتي", "معاملات المحفظة", "المسافرون المحفوظون"])
    await expect(menu.getByRole("link", { name: section })).toBeVisible();
  await menu.getByRole("link", { name: "رحلاتي" }).click();
  await page.waitForURL(/\/profile\/my-travels$/);

  const row = page.getByTestId("trip-row");
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("trip-status")).toHaveText("ناجح");
  await expect(row.getByRole("heading", { level: 3 })).toContainText("البصرة");
  await expect(row).toContainText("المسافرون: ١");
  await expect(row).toContainText("ذهاب فقط");
  expect(await latinDigitsShown(page)).toEqual([]);

  // The filters live in the URL: a status with no order, then cleared.
  await page.getByLabel("الحالة").selectOption("Rejected");
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/status=Rejected/);
  await expect(page.getByTestId("trips-empty")).toContainText("لا توجد رحلات تطابق هذه التصفية");
  await page.getByRole("link", { name: "مسح التصفية" }).first().click();
  await page.waitForURL(/\/profile\/my-travels$/);

  // The order: status, timeline, traveller with the ticket number, the PDF.
  await row.getByRole("link", { name: "تفاصيل الطلب" }).click();
  await page.waitForURL(new RegExp(`/profile/my-travels/order-details\\?orderId=${orderId}`));
  await expect(page.getByTestId("trip-status").first()).toHaveText("ناجح");
  const timeline = page.getByTestId("order-timeline");
  for (const step of ["تم تقديم الطلب", "تم حجز المقاعد", "بدأ الدفع", "نجح الدفع", "صدرت التذاكر"])
    await expect(timeline).toContainText(step);
  const travellers = page.getByTestId("order-travellers");
  await expect(travellers).toContainText("Zainab Kareem");
  await expect(travellers.getByTestId("ticket-number")).toHaveText(/^\d{13}$/);
  await expect(page.getByRole("button", { name: "طلب استرداد" })).toBeVisible();
  expect(await latinDigitsShown(page)).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByTestId("ticket-pdf").click();
  const download = await downloading;
  expect((await readFile(await download.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The flight items view names the same ticket.
  const ticket = await travellers.getByTestId("ticket-number").textContent();
  await page.getByRole("link", { name: "تذاكر هذا الطلب" }).click();
  await page.waitForURL(/\/order-details\/flight-order-items\?orderId=/);
  await expect(page.getByTestId("ticket-number")).toHaveText(ticket ?? "");

  // Contact support with the order number filled in.
  await page.getByTestId("contact-support").click();
  await page.waitForURL(/\/contact-us\?orderNumber=\d+$/);
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber") ?? "";
  await expect(page.getByTestId("contact-order")).toContainText(orderNumber);

  // The overview names the next trip.
  await page.goto("/profile");
  await expect(page.getByTestId("overview-next-trip")).toContainText("البصرة");
});

test("a refund to the wallet from the order page: decided at once, the credit in transactions", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  const orderId = await bookFromWallet(page, customer.phone, 12);
  // The refund form's name must be the account's (spec §5).
  const named = await page.request.post("/account/api/Account/Update", {
    data: { firstName: "Zainab", lastName: "Kareem" },
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  expect(named.ok()).toBe(true);

  // The account's answer is held until the dialog is open: a customer quick to click still gets
  // the name filled in when it comes (the form's first values were taken before it).
  let answerAccount = () => {};
  const accountHeld = new Promise<void>((resolve) => {
    answerAccount = resolve;
  });
  await page.route("**/api/Account/CurrentUser", async (route) => {
    await accountHeld;
    await route.continue();
  });
  await page.goto(`/profile/my-travels/order-details?orderId=${orderId}`);
  await page.getByRole("button", { name: "طلب استرداد" }).click();
  const dialog = page.getByRole("dialog", { name: "طلب استرداد المبلغ" });
  await expect(dialog).toBeVisible();
  answerAccount();
  await expect(dialog.getByText("Zainab Kareem").first()).toBeVisible();
  await expect(dialog.getByLabel("الاسم الكامل")).toHaveValue("Zainab Kareem");
  const refund = (await dialog.locator(".refund-form__refund dd").textContent()) ?? "";
  // Every rule has its message: nothing chosen yet.
  await dialog.getByRole("button", { name: /^إرسال الطلب/ }).click();
  await expect(dialog.locator(".field__error").first()).toBeVisible();
  await dialog.getByLabel("سبب الاسترداد").selectOption({ index: 1 });
  await expect(dialog.getByLabel("الاسم الكامل")).toHaveValue("Zainab Kareem");
  await dialog.getByText("قرأت شروط الإلغاء والاسترداد وأوافق عليها.").click();
  await dialog.getByRole("button", { name: /^إرسال الطلب/ }).click();
  await expect(page.getByText("تمت إعادة المبلغ إلى محفظتك.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The order says refunded; the credit is the first flow in transactions, for the amount quoted.
  await page.reload();
  await expect(page.getByTestId("order-timeline")).toContainText("استرداد");
  await page.goto("/profile/transactions");
  const first = page.getByTestId("wallet-flow").first();
  await expect(first).toContainText("استرداد");
  await expect(first).toContainText(refund.replace(/\s/g, " ").trim().split(" ")[0] ?? "");
});

test("my trips on a 375 px phone: one column, nothing wider than the screen", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/profile/my-travels");
  await expect(page.getByTestId("trips-empty")).toContainText("لا توجد رحلات بعد");
  await expect(page.getByRole("link", { name: "ابحث عن رحلة" })).toHaveAttribute("href", "/");

  await bookFromWallet(page, customer.phone, 13);
  // While the orders load, the page stands in its final shape: the list where it will be, rows as
  // tall as a trip's (the orders' call waits until the placeholder is measured).
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/orders\/Order\/GetCurrentUserOrders/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto("/profile/my-travels");
  const shape = () =>
    page.locator(".trip-list").evaluate((list) => ({
      top: Math.round(list.getBoundingClientRect().top),
      row: Math.round(list.querySelector("li")?.getBoundingClientRect().height ?? 0),
    }));
  await expect(page.locator(".trip-row--skeleton").first()).toBeVisible();
  const waiting = await shape();
  release();
  const row = page.getByTestId("trip-row");
  await expect(row).toBeVisible();
  const ready = await shape();
  expect(ready.top).toBe(waiting.top);
  expect(Math.abs(ready.row - waiting.row), JSON.stringify({ waiting, ready })).toBeLessThanOrEqual(16);
  await page.unrouteAll();
  await expect(row.getByTestId("trip-status")).toHaveText("ناجح");
  const box = await row.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const details = row.getByRole("link", { name: "تفاصيل الطلب" });
  await details.scrollIntoViewIfNeeded();
  const link = await details.boundingBox();
  expect(link && link.x >= 0 && link.x + link.width <= 375).toBe(true);
});
