import type { Page } from "@playwright/test";
import { codeOf, makeOperator, paidCharterOrder, signIn } from "./back-office-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { setLocale } from "./session";

/**
 * The back office in Arabic (issue 13): operators made through the development route sign in with
 * their authenticator's code; a finance operator finds a customer's bank refund request in the
 * queue, approves it and marks it paid out with the bank's reference; the admin finds both decisions
 * in the audit log. A support operator sees the queue without the decision buttons and is told the
 * audit log is not for them; a wrong code is refused on the sign-in page.
 */

/**
 * The signed-in customer's paid charter order (back-office-steps.ts) and its refund to a bank
 * account, asked through the API as the refund form sends it: the request waits for an operator.
 * Answers its id and number.
 */
async function bankRefundRequest(page: Page, phone: string, days: number) {
  const { orderId, call } = await paidCharterOrder(page, phone, days);
  // The refund's name must be the account's (spec §5).
  await call("/account/api/Account/Update", { firstName: "Zainab", lastName: "Kareem" });
  const request = (await call("/api/refund/RefundRequest/Create", {
    orderId,
    reason: 1,
    name: "Zainab Kareem",
    cancellationPolicyAccepted: true,
    destination: "Bank",
    iban: "123456789012345678901234",
  })) as { id: string; requestNumber: string; status: string };
  expect(request.status).toBe("Requested");
  return request;
}

test("finance approves a bank refund and marks it paid out; the admin finds both in the audit log", async ({
  page,
  context,
  baseURL,
  customer,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  // A signed-out visitor's session checks answer 401 before the sign-in.
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const refund = await bankRefundRequest(page, customer.phone, 14);
  const finance = await makeOperator(page.request, "finance", "Omar Saleh");
  const admin = await makeOperator(page.request, "admin", "سارة علي");

  // Signed out: the queue sends the visitor to the sign-in, which brings them back afterwards.
  await page.goto("/back-office/refunds");
  await page.waitForURL(/\/back-office\/sign-in\?redirectTo=%2Fback-office%2Frefunds$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await signIn(page, finance);
  await page.waitForURL(/\/back-office\/refunds$/);
  await expect(page.getByTestId("bo-operator")).toContainText("Omar Saleh");
  await expect(page.getByTestId("bo-role")).toHaveText("المالية");
  // Finance may not open the audit log or the operators: not in its navigation.
  const nav = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
  await expect(nav.getByRole("link", { name: "الاستردادات" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /سجل التدقيق|المشغّلون/ })).toHaveCount(0);

  const row = page.getByTestId("bo-refund-row").filter({ hasText: refund.requestNumber });
  await expect(row.getByTestId("bo-refund-status")).toHaveText("بانتظار القرار");
  await expect(row).toContainText("البنك");
  await expect(row.getByTestId("bo-time-left")).toContainText(/^متبقٍّ [٠-٩]+ ساعة/);
  expect(await latinDigitsShown(page)).toEqual([]);

  // Approve: another penalty needs its reason; without one the penalty stays.
  await row.getByRole("button", { name: `فتح طلب الاسترداد ${refund.requestNumber}` }).click();
  let dialog = page.getByRole("dialog", { name: `طلب الاسترداد ${refund.requestNumber}` });
  await expect(dialog.getByText("••••••••1234")).toBeVisible();
  await dialog.getByLabel("غرامة أخرى بالدولار (اختياري)").fill("٥");
  await dialog.getByRole("button", { name: "الموافقة على الاسترداد" }).click();
  await expect(dialog.getByText("اكتب سبب القرار.")).toBeVisible();
  await expect(dialog.getByLabel("سبب تغيير الغرامة")).toBeFocused();
  await dialog.getByLabel("غرامة أخرى بالدولار (اختياري)").fill("");
  await dialog.getByRole("button", { name: "الموافقة على الاسترداد" }).click();
  await expect(page.getByText("تمت الموافقة على الاسترداد.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The list is read again: the request now waits for its bank payout.
  await expect(row.getByTestId("bo-refund-status")).toHaveText("موافق عليه، بانتظار التحويل");

  // Mark it paid out with the bank's reference (the keyboard alone).
  await row.getByRole("button", { name: `فتح طلب الاسترداد ${refund.requestNumber}` }).click();
  dialog = page.getByRole("dialog", { name: `طلب الاسترداد ${refund.requestNumber}` });
  await expect(dialog.getByRole("button", { name: "الموافقة على الاسترداد" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "تسجيل التحويل" }).click();
  await expect(dialog.getByText("أدخل مرجع التحويل المصرفي.")).toBeVisible();
  const reference = `TRX-${Date.now()}`;
  await dialog.getByLabel("مرجع التحويل المصرفي").fill(reference);
  await page.keyboard.press("Enter");
  await expect(page.getByText("تم تسجيل التحويل.")).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Refunded: out of the waiting queue, under its status with the reference.
  await expect(row).toHaveCount(0);
  await page.getByLabel("الحالة").selectOption("Refunded");
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/status=Refunded/);
  await expect(row.getByTestId("bo-refund-status")).toHaveText("تم الاسترداد");

  // Sign out, then the admin signs in and reads the audit log of this request.
  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  await page.waitForURL(/\/back-office\/sign-in$/);
  await signIn(page, admin);
  await page.waitForURL(/\/back-office$/);
  await expect(page.getByTestId("bo-role")).toHaveText("مدير النظام");
  await nav.getByRole("link", { name: "سجل التدقيق" }).click();
  await page.waitForURL(/\/back-office\/audit$/);
  await page.getByLabel("معرّف العنصر").fill(refund.id);
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(new RegExp(`objectId=${refund.id}`));
  const entries = page.getByTestId("bo-audit-row");
  await expect(entries).toHaveCount(2);
  await expect(entries.getByTestId("bo-audit-action")).toHaveText([
    /تحويل استرداد\s*refund\.paid-out/,
    /الموافقة على استرداد\s*refund\.approve/,
  ]);
  for (const entry of await entries.all()) await expect(entry).toContainText(finance.email);
  await entries.first().getByText("عرض").click();
  await expect(entries.first()).toContainText(reference);
  expect(await latinDigitsShown(page)).toEqual([]);
});

test("support sees the queue without the decision buttons, and is told the audit log is not for them", async ({
  page,
  context,
  baseURL,
  customer,
  pageProblems,
}) => {
  test.setTimeout(120_000);
  pageProblems.allowStatus(401);
  pageProblems.allowStatus(403);
  await setLocale(context, baseURL, "ar");
  await page.setViewportSize({ width: 375, height: 812 });
  const refund = await bankRefundRequest(page, customer.phone, 15);
  const support = await makeOperator(page.request, "support", "Layla Hadi");

  await page.goto("/back-office/sign-in");
  await signIn(page, support);
  await page.waitForURL(/\/back-office$/);
  await expect(page.getByTestId("bo-role")).toHaveText("الدعم");
  await expect(page.getByTestId("bo-queue-count")).toHaveText(/^[٠-٩]+$/);
  await page.getByRole("link", { name: "فتح قائمة الاستردادات" }).click();
  const row = page.getByTestId("bo-refund-row").filter({ hasText: refund.requestNumber });
  await row.getByRole("button", { name: `فتح طلب الاسترداد ${refund.requestNumber}` }).click();
  const dialog = page.getByRole("dialog", { name: `طلب الاسترداد ${refund.requestNumber}` });
  await expect(dialog.getByTestId("bo-view-only")).toHaveText("يسمح دورك بعرض الاستردادات دون البتّ فيها.");
  await expect(dialog.getByRole("button", { name: /الموافقة|رفض|تسجيل التحويل/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  // One column on a phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The audit log is for admins: the server refuses, the page says so.
  await page.goto("/back-office/audit");
  await expect(page.getByTestId("bo-forbidden")).toContainText("غير مسموح");
  const nav = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
  await expect(nav.getByRole("link", { name: "الاستردادات" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /سجل التدقيق|المشغّلون/ })).toHaveCount(0);
});

test("a wrong authenticator code is refused on the sign-in page, in Arabic", async ({
  page,
  context,
  baseURL,
  pageProblems,
}) => {
  pageProblems.allowStatus(401);
  await setLocale(context, baseURL, "ar");
  const operator = await makeOperator(page.request, "operations", "Ali Kareem");
  await page.goto("/back-office/audit?action=refund.approve");
  await page.waitForURL(
    /\/back-office\/sign-in\?redirectTo=%2Fback-office%2Faudit%3Faction%3Drefund\.approve$/,
  );

  // Five digits: the form's own check, beside the field.
  await signIn(page, operator, "12345");
  await expect(page.getByText("أدخل الرمز المكوّن من ٦ أرقام من تطبيق المصادقة.")).toBeVisible();
  await expect(page.getByLabel("رمز تطبيق المصادقة")).toBeFocused();

  // Six digits the app would not show now (nor half a minute either side): the server refuses.
  const near = [-30_000, 0, 30_000].map((shift) => codeOf(operator, Date.now() + shift));
  let wrong = "000000";
  while (near.includes(wrong)) wrong = String((Number(wrong) + 111_111) % 1_000_000).padStart(6, "0");
  await signIn(page, operator, wrong);
  await expect(page.getByTestId("bo-sign-in-error")).toHaveText(
    "البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.",
  );
  await expect(page).toHaveURL(/\/back-office\/sign-in\?/);
  await expect(page.getByLabel("رمز تطبيق المصادقة")).toHaveValue("");
});
