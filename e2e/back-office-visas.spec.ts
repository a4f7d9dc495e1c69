import { makeOperator, openBackOffice } from "./back-office-steps";
import { expect, test } from "./fixtures";
import { pdf, png } from "./pictures";
import { hydrated, setLocale } from "./session";
import { caseDesk, customerBrowser, paidVisaCase } from "./visa-case-steps";

/**
 * The visa officers' back office (issue 15), in Arabic: an officer opens the queue and a paid case,
 * sees the traveller's documents and starts the review, asks for a document which the customer
 * reads and uploads on their order's page (the case back in review), marks the case filed,
 * approves it with the visa as a PDF, and the customer downloads it; another case is rejected with
 * a reason the customer reads with the refund's terms, and is found under its status in the queue.
 */

test("a visa officer works a case from the queue to Approved with the visa as a PDF", async ({
  page,
  context,
  baseURL,
  request,
  browser,
}) => {
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  // The customer, in a browser of their own (their order's page later), applies and pays.
  const {
    context: customerContext,
    page: customer,
    customer: applicant,
  } = await customerBrowser(browser, baseURL);
  const { orderId, caseNumber } = await paidVisaCase(request, [["Zainab", "Kareem"]], applicant);
  const orderPage = `/profile/my-travels/order-details/VisaOrderDetails?orderId=${orderId}`;
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

  const { status, actions, act } = caseDesk(page);

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

  // The customer reads what is asked on their order's page and answers with the file: back in review.
  await customer.goto(orderPage);
  const asking = customer.getByTestId("visa-asked");
  await expect(asking).toContainText(asked);
  await hydrated(asking.getByRole("button", { name: "أرسل إلى موظفي التأشيرات" }));
  await expect(asking.getByTestId("visa-answer-kind")).toHaveValue("BankStatement");
  await asking.getByRole("button", { name: "أرسل إلى موظفي التأشيرات" }).click();
  await expect(customer.getByTestId("visa-answer-error")).toHaveText("ارفع هذا المستند لهذا المسافر.");
  await asking.getByTestId("visa-answer-file").setInputFiles({
    name: "statement.png",
    mimeType: "image/png",
    buffer: png(900, 1200, [240, 240, 240]),
  });
  await asking.getByRole("button", { name: "أرسل إلى موظفي التأشيرات" }).click();
  await expect(customer.getByTestId("visa-asked")).toHaveCount(0);
  await expect(customer.getByTestId("visa-case")).toContainText("قيد المراجعة");

  // The officer sees the answer among the documents, then files the case.
  await page.reload();
  await expect(status).toHaveText("قيد المراجعة");
  await expect(caseView.locator('[data-testid="bo-visa-document"][data-kind="BankStatement"]')).toHaveCount(
    1,
  );
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

  // The customer downloads the visa from their order's page.
  await customer.goto(orderPage);
  const download = customer.getByTestId("visa-files").getByTestId("visa-file-link");
  await expect(download).toHaveCount(1);
  const visaFile = await customer.request.get((await download.getAttribute("href")) ?? "");
  expect(visaFile.ok()).toBe(true);
  expect(visaFile.headers()["content-disposition"]).toContain(`visa-${caseNumber}.pdf`);
  expect((await visaFile.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await customerContext.close();

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
  browser,
}) => {
  test.setTimeout(90_000);
  await setLocale(context, baseURL, "ar");
  const {
    context: customerContext,
    page: customer,
    customer: applicant,
  } = await customerBrowser(browser, baseURL);
  const { orderId, caseNumber } = await paidVisaCase(
    request,
    [
      ["Ali", "Hassan"],
      ["Huda", "Hassan"],
    ],
    applicant,
  );
  const officer = await makeOperator(page.request, "visa", "Karim Abbas");
  await openBackOffice(page, officer);
  await page.goto(`/back-office/visa-cases/${orderId}`);
  // Two travellers, each with their own documents.
  await expect(page.getByTestId("bo-visa-traveller")).toHaveCount(2);
  await expect(page.getByTestId("bo-visa-document")).toHaveCount(4);

  const { status, act } = caseDesk(page);
  const dialog = await act("رفض");
  await dialog.getByRole("button", { name: "رفض الملف" }).click();
  await expect(dialog.getByText("اكتب الرسالة التي سيقرؤها العميل.")).toBeVisible();
  const reason = "جواز سفر المسافر الثاني ينتهي قبل المدة المطلوبة.";
  await dialog.getByLabel("السبب (يقرؤه العميل)").fill(reason);
  await dialog.getByRole("button", { name: "رفض الملف" }).click();
  await expect(status).toHaveText("مرفوض");
  await expect(page.getByTestId("bo-visa-history")).toContainText(reason);

  // The customer reads the reason and the refund's terms: the authority's fee for two (2 × 150 AED) is kept.
  await customer.goto(`/profile/my-travels/order-details/VisaOrderDetails?orderId=${orderId}`);
  await expect(customer.getByTestId("visa-case")).toContainText(reason);
  await expect(customer.getByTestId("visa-refund-note")).toContainText("بعد خصم");
  await expect(customer.getByTestId("visa-refund-note")).toContainText(/٣٠٠|300/);
  await customerContext.close();

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
