import { makeOperator, openBackOffice } from "./back-office-steps";
import { expect, test } from "./fixtures";
import { pdf } from "./pictures";
import { hydrated, setLocale } from "./session";
import { paidVisaCase } from "./visa-case-steps";

/**
 * The visa officers' back office (issue 15), in Arabic: an officer opens the queue and a paid case,
 * sees the traveller's documents, asks for a document, reviews again, marks the case filed,
 * approves it with the visa as a PDF and sees it Approved; another case is rejected with a reason
 * and found under its status in the queue. (The customer's side of "action required" is the
 * customer pages' spec.)
 */

test("a visa officer works a case from the queue to Approved with the visa as a PDF", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await setLocale(context, baseURL, "ar");
  const { orderId, caseNumber } = await paidVisaCase(request, [["Zainab", "Kareem"]]);
  const officer = await makeOperator(page.request, "visa", "Noor Jaber");
  await openBackOffice(page, officer);

  // The queue, from the navigation: the case waits as Submitted, for under a minute or a few.
  await page
    .getByRole("navigation", { name: "أقسام لوحة الإدارة" })
    .getByRole("link", { name: "ملفات التأشيرات" })
    .click();
  await page.waitForURL(/\/back-office\/visa-cases$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ملفات التأشيرات");
  const row = page.getByTestId("bo-visa-case-row").filter({ hasText: caseNumber });
  await expect(row.getByTestId("bo-visa-case-status")).toHaveText("مُقدَّم");
  await expect(row.getByTestId("bo-visa-case-waiting")).toHaveText(/أقل من دقيقة|دقيقة/);
  await expect(row).toContainText("Zainab Kareem");
  await expect(row).toContainText("الإمارات العربية المتحدة");

  // The case: the traveller's passport page and photo as pictures the officer's session may read.
  await row.getByTestId("bo-visa-case-link").click();
  await page.waitForURL(new RegExp(`/back-office/visa-cases/${orderId}$`));
  const caseView = page.getByTestId("bo-visa-case");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(caseNumber);
  const documents = caseView.getByTestId("bo-visa-document");
  await expect(documents).toHaveCount(2);
  const thumbnail = documents.first().locator("img");
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // Larger in a dialog, closed from the keyboard.
  await documents.first().getByRole("button").click();
  const viewer = page.getByRole("dialog", { name: /صفحة بيانات جواز السفر/ });
  await expect(viewer.locator("img")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);

  const status = page.getByTestId("bo-visa-summary").getByTestId("bo-visa-case-status");
  const actions = page.getByTestId("bo-visa-actions");
  const act = async (button: string, fill?: (dialog: ReturnType<typeof page.getByRole>) => Promise<void>) => {
    const opener = actions.getByRole("button", { name: button, exact: true });
    await hydrated(opener);
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    if (fill) await fill(dialog);
    return dialog;
  };

  // Start the review.
  let dialog = await act("بدء المراجعة");
  await dialog.getByRole("button", { name: "بدء المراجعة" }).click();
  await expect(status).toHaveText("قيد المراجعة");
  await expect(dialog).toHaveCount(0);

  // Ask for a document: without a message the form says so by its key, then it goes.
  dialog = await act("طلب مستند");
  await dialog.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(dialog.getByText("اكتب الرسالة التي سيقرؤها العميل.")).toBeVisible();
  await dialog.getByLabel("المسافر").selectOption({ label: "Zainab Kareem" });
  await dialog.getByLabel("المستند", { exact: true }).selectOption({ label: "كشف حساب بنكي" });
  const asked = "يرجى رفع كشف حساب بنكي لآخر ستة أشهر.";
  await dialog.getByLabel("رسالة إلى العميل").fill(asked);
  await dialog.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(status).toHaveText("مطلوب إجراء");
  await expect(page.getByTestId("bo-visa-requested")).toContainText(asked);
  await expect(page.getByTestId("bo-visa-history")).toContainText(asked);

  // Reviewed again (the customer's answer is another engineer's side), then filed.
  dialog = await act("بدء المراجعة");
  await dialog.getByRole("button", { name: "بدء المراجعة" }).click();
  await expect(status).toHaveText("قيد المراجعة");
  dialog = await act("تأكيد التقديم");
  await dialog.getByLabel("ملاحظة للعميل").fill("قُدِّم الطلب عبر بوابة التأشيرات الإماراتية.");
  await dialog.getByRole("button", { name: "تأكيد التقديم" }).click();
  await expect(status).toHaveText("مُقدَّم للسفارة");

  // Approved with the visa as a PDF: the case is final and the issued visa is among its documents.
  dialog = await act("الموافقة ورفع التأشيرة");
  await dialog.getByLabel("للملف كله").setInputFiles({
    name: "visa.pdf",
    mimeType: "application/pdf",
    buffer: pdf(`UAE visa ${caseNumber}`),
  });
  await dialog.getByRole("button", { name: "الموافقة والرفع" }).click();
  await expect(status).toHaveText("موافق عليه");
  await expect(actions).toContainText("الملف مغلق");
  const issued = caseView.locator('[data-testid="bo-visa-document"][data-kind="IssuedVisa"]');
  await expect(issued).toHaveCount(1);
  const link = issued.getByRole("link");
  await expect(link).toHaveAttribute("target", "_blank");
  const file = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(file.ok()).toBe(true);
  expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Back in the queue under Approved.
  await page.goto("/back-office/visa-cases?status=Approved");
  await expect(
    page.getByTestId("bo-visa-case-row").filter({ hasText: caseNumber }).getByTestId("bo-visa-case-status"),
  ).toHaveText("موافق عليه");
});

test("a visa officer rejects a case with the reason the customer reads", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await setLocale(context, baseURL, "ar");
  const { orderId, caseNumber } = await paidVisaCase(request, [
    ["Ali", "Hassan"],
    ["Huda", "Hassan"],
  ]);
  const officer = await makeOperator(page.request, "visa", "Karim Abbas");
  await openBackOffice(page, officer);
  await page.goto(`/back-office/visa-cases/${orderId}`);
  // Two travellers, each with their own documents.
  await expect(page.getByTestId("bo-visa-traveller")).toHaveCount(2);
  await expect(page.getByTestId("bo-visa-document")).toHaveCount(4);

  const opener = page.getByTestId("bo-visa-actions").getByRole("button", { name: "رفض", exact: true });
  await hydrated(opener);
  await opener.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "رفض الملف" }).click();
  await expect(dialog.getByText("اكتب الرسالة التي سيقرؤها العميل.")).toBeVisible();
  const reason = "جواز سفر المسافر الثاني ينتهي قبل المدة المطلوبة.";
  await dialog.getByLabel("السبب (يقرؤه العميل)").fill(reason);
  await dialog.getByRole("button", { name: "رفض الملف" }).click();
  const status = page.getByTestId("bo-visa-summary").getByTestId("bo-visa-case-status");
  await expect(status).toHaveText("مرفوض");
  await expect(page.getByTestId("bo-visa-history")).toContainText(reason);

  // The queue's status filter, kept in the URL.
  await page.getByRole("link", { name: "العودة إلى القائمة" }).click();
  await page.waitForURL(/\/back-office\/visa-cases$/);
  const filter = page.getByLabel("الحالة");
  await hydrated(filter);
  await filter.selectOption({ label: "مرفوض" });
  await page.getByRole("button", { name: "عرض" }).click();
  await page.waitForURL(/\/back-office\/visa-cases\?status=Rejected$/);
  await expect(page.getByTestId("bo-visa-case-row").filter({ hasText: caseNumber })).toHaveCount(1);
});
