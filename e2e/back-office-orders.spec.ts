import type { Page } from "@playwright/test";
import { makeOperator, openBackOffice, paidCharterOrder, searchOrders } from "./back-office-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { setLocale } from "./session";

/**
 * The back office's orders in Arabic (issue 13). Each test makes its own customer, paid charter
 * order (its ticket issued) and operators: support finds the order by the customer's phone typed in
 * Arabic-Indic digits, opens it, reads its timeline, adds an internal note and sends the ticket
 * again. Finance (no orders:operate) is never offered the retry or the tickets issued by hand, not
 * even on an order shown as waiting for its issue, where support is; there the server's refusal
 * (the order no longer waits) is shown in words, in the actions and in the dialog.
 */

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test("support finds an order by the customer's phone, reads its timeline, adds a note and resends the ticket", async ({
  page,
  context,
  baseURL,
  customer,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  // The layout's session check answers 401 on the sign-in page.
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const { orderId } = await paidCharterOrder(page, customer.phone, 16, {
    phoneNumber: `0${customer.phone}`,
    email: "huda@example.com",
  });
  const support = await makeOperator(page.request, "support", "Layla Hadi");
  await openBackOffice(page, support);

  await searchOrders(page, arabicDigits(`0${customer.phone}`));
  const rows = page.getByTestId("bo-order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId("bo-order-status")).toHaveText("ناجح");
  await expect(rows).toContainText(customer.phone);
  // The same list as a spreadsheet: the URL's filters and format=csv.
  const csv = page.getByTestId("bo-csv");
  await expect(csv).toHaveAttribute("href", /\/api\/back-office\/orders\?q=.+&format=csv$/);
  await expect(csv).toHaveAttribute("download", "");
  expect(await latinDigitsShown(page)).toEqual([]);

  await rows.getByRole("link", { name: /^فتح الطلب / }).click();
  await page.waitForURL(new RegExp(`/back-office/orders/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الطلب");
  await expect(page.getByTestId("bo-order-summary").getByTestId("bo-order-status")).toHaveText("ناجح");
  await expect(
    page.getByTestId("bo-order-owner").getByRole("link", { name: "فتح حساب العميل" }),
  ).toHaveAttribute("href", /\/back-office\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("bo-order-traveller")).toContainText("Zainab Kareem");
  await expect(page.getByTestId("bo-order-payment")).toHaveCount(1);

  // One timeline: the order's records, the supplier's calls, the ledger.
  const timeline = page.getByTestId("bo-timeline-entry");
  await expect(timeline.filter({ hasText: "قُدّم الطلب" })).toHaveCount(1);
  await expect(timeline.filter({ hasText: "صدرت التذاكر" })).toHaveCount(1);
  await expect(
    page.locator('[data-testid="bo-timeline-entry"][data-source="supplier"]').first(),
  ).toBeVisible();
  await expect(timeline.filter({ hasText: "دفع الطلب" }).first()).toBeVisible();
  expect(await latinDigitsShown(page)).toEqual([]);

  // Support may not retry an issued order nor record tickets by hand: resending and cancelling are offered.
  const actions = page.getByTestId("bo-order-actions");
  await expect(actions.getByRole("button")).toHaveText(["إعادة إرسال التذكرة", "إلغاء واسترداد"]);

  // An internal note: required, then kept with who wrote it.
  const notes = page.getByTestId("bo-order-notes");
  await expect(notes.getByText("لا توجد ملاحظات بعد.")).toBeVisible();
  await notes.getByRole("button", { name: "إضافة الملاحظة" }).click();
  await expect(notes.getByText("اكتب الملاحظة.")).toBeVisible();
  await notes.getByLabel("ملاحظة جديدة").fill("اتصلت العميلة تسأل عن الوزن المسموح للأمتعة.");
  await notes.getByRole("button", { name: "إضافة الملاحظة" }).click();
  await expect(page.getByText("أُضيفت الملاحظة.")).toBeVisible();
  const note = notes.getByTestId("bo-order-note");
  await expect(note).toHaveCount(1);
  await expect(note).toContainText("اتصلت العميلة تسأل عن الوزن المسموح للأمتعة.");
  await expect(note).toContainText(support.email);
  await expect(notes.getByLabel("ملاحظة جديدة")).toHaveValue("");

  // Resend the ticket, from the keyboard: told, and the messages sent again join the timeline.
  await actions.getByRole("button", { name: "إعادة إرسال التذكرة" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("أُعيد إرسال التذكرة.")).toBeVisible();
  await expect(timeline.filter({ hasText: "إعادة إرسال التذكرة عبر رسالة نصية" })).toHaveCount(1);
  await expect(timeline.filter({ hasText: "إعادة إرسال التذكرة عبر البريد الإلكتروني" })).toHaveCount(1);
});

test("finance is never offered the retry nor the tickets issued by hand; support is, and is told when the order no longer waits", async ({
  page,
  browser,
  baseURL,
  context,
  customer,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  pageProblems.allowStatus(401);
  // The server refuses the retry and the tickets: this order's ticket is issued already.
  pageProblems.allowStatus(409);
  await setLocale(context, baseURL, "ar");
  const { orderId } = await paidCharterOrder(page, customer.phone, 17);
  const support = await makeOperator(page.request, "support", "Ali Hassan");
  const finance = await makeOperator(page.request, "finance", "Omar Saleh");

  /**
   * The order's page as it looks while its ticket issue waits for a retry: the order's own answer
   * with the status FinalizationPending and its activity's fulfilment waiting (every other call, the
   * actions included, reaches the real server).
   */
  const waiting = async (operatorPage: Page) => {
    await operatorPage.route(`**/api/back-office/orders/${orderId}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { status: string } };
      body.data.status = "FinalizationPending";
      await route.fulfill({ response, json: body });
    });
    await operatorPage.route(`**/api/back-office/orders/${orderId}/activity`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { fulfilment: { waiting: boolean; issuedAt: unknown } };
      };
      body.data.fulfilment.waiting = true;
      body.data.fulfilment.issuedAt = null;
      await route.fulfill({ response, json: body });
    });
  };

  const financeContext = await browser.newContext({ baseURL });
  await setLocale(financeContext, baseURL, "ar");
  const financePage = await financeContext.newPage();
  await waiting(financePage);
  await openBackOffice(financePage, finance);
  await financePage.goto(`/back-office/orders/${orderId}`);
  await expect(financePage.getByTestId("bo-order-summary").getByTestId("bo-order-status")).toHaveText(
    "بانتظار إصدار التذكرة",
  );
  await expect(financePage.getByTestId("bo-order-actions")).toHaveCount(0);
  await expect(financePage.getByRole("button", { name: "أعد محاولة الإصدار الآن" })).toHaveCount(0);
  await expect(financePage.getByRole("button", { name: "تسجيل تذاكر صدرت يدوياً" })).toHaveCount(0);
  await financeContext.close();

  await waiting(page);
  await openBackOffice(page, support);
  await page.goto(`/back-office/orders/${orderId}`);
  const actions = page.getByTestId("bo-order-actions");
  await expect(actions.getByRole("button")).toHaveText(["أعد محاولة الإصدار الآن", "تسجيل تذاكر صدرت يدوياً"]);

  await actions.getByRole("button", { name: "أعد محاولة الإصدار الآن" }).click();
  await expect(actions.getByTestId("bo-action-error")).toHaveText(
    "لا شيء لإعادة المحاولة: الطلب غير مدفوع أو صدرت تذكرته أو أُعيد مبلغه.",
  );

  // The tickets issued by hand, in a dialog: focus inside, one ticket number per traveller.
  const opener = actions.getByRole("button", { name: "تسجيل تذاكر صدرت يدوياً" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /^تذاكر صدرت يدوياً للطلب / });
  await expect(dialog.getByLabel("رمز الحجز (PNR)")).toBeFocused();
  await dialog.getByLabel("رمز الحجز (PNR)").fill("ab12cd");
  await dialog.getByLabel("رقم تذكرة Zainab Kareem").fill("١٥٧١٢٣");
  await dialog.getByRole("button", { name: "تسجيل التذاكر" }).click();
  await expect(dialog.getByText("رقم التذكرة ١٣ رقماً.")).toBeVisible();
  await expect(dialog.getByLabel("رقم تذكرة Zainab Kareem")).toBeFocused();
  await dialog.getByLabel("رقم تذكرة Zainab Kareem").fill("١٥٧ ١٢٣٤٥٦٧٨٩٠");
  await dialog.getByRole("button", { name: "تسجيل التذاكر" }).click();
  await expect(dialog.getByTestId("bo-offline-error")).toHaveText(
    "لا شيء لإعادة المحاولة: الطلب غير مدفوع أو صدرت تذكرته أو أُعيد مبلغه.",
  );
  // Tab stays inside the dialog; Escape closes it and gives the focus back to its button.
  for (let i = 0; i < 8; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
