import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { makeOperator, openBackOffice } from "./back-office-steps";
import { expect, test } from "./fixtures";
import { pdf, png } from "./pictures";
import { openIn } from "./search-steps";
import { baghdadDay, hydrated, setLocale } from "./session";
import { caseDesk } from "./visa-case-steps";

/**
 * The online visa application (issue 15), in Arabic, end to end: the visa box's "Apply online" for two
 * travellers, the application (travel date; one traveller read from a passport photo, one typed; the
 * passport pages and personal photos), the shared confirm page and the sandbox gateway,
 * /visa/payment/{id} with the case number, the order's page with its case; a visa officer asks for a
 * document which the customer uploads there, then files and approves the case with a visa per
 * traveller, which the customer downloads.
 * Then the form's refusals (a non-Iraqi nationality, a landscape photo) and a phone's width.
 */

/** A plain image of the given size (a stand-in for a photo: the server checks content and pixels). */
async function image(width: number, height: number, format: "png" | "jpeg") {
  const picture = sharp({
    create: { width, height, channels: 3, background: { r: 236, g: 240, b: 245 } },
  });
  return format === "png" ? picture.png().toBuffer() : picture.jpeg({ quality: 80 }).toBuffer();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Chooses a day in the three selects of a date field (year, month, day). */
async function chooseDay(scope: Locator | Page, label: string, iso: string) {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  await scope.getByLabel(`${label}: السنة`).selectOption(String(year));
  await scope.getByLabel(`${label}: الشهر`).selectOption(String(month));
  await scope.getByLabel(`${label}: اليوم`).selectOption(String(day));
}

/** From /visa-uae: the 30-day single-entry tourist visa for `travellers`, then "Apply online". */
async function applyForUae(page: Page, baseURL: string | undefined, travellers = 1) {
  await openIn(page, baseURL, "ar", "/visa-uae");
  const product = page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد/ });
  await hydrated(product);
  await product.click();
  await expect(page.getByTestId("visa-total-price")).toContainText("٣٠٠ درهم", { timeout: 20_000 });
  for (let n = 1; n < travellers; n++) await page.getByRole("button", { name: "أضف مسافرًا" }).click();
  await expect(page.getByTestId("visa-total-price")).toContainText(
    `${(300 * travellers).toLocaleString("ar-EG")} درهم`,
  );
  await page.getByTestId("visa-apply-online").click();
  await page.waitForURL(
    new RegExp(`/add-passenger\\?visa=1&product=[0-9a-f-]{36}&processing=Normal&travellers=${travellers}$`),
  );
  await expect(page.getByRole("heading", { name: "قدّم طلب التأشيرة" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("visa-summary")).toContainText("الإمارات");
}

async function fillTraveller(place: Locator) {
  await place.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill("Ali");
  await place.getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill("Hassan");
  await place.getByLabel("الاسم الأول بالحروف العربية").fill("علي");
  await place.getByLabel("اسم العائلة بالحروف العربية").fill("حسن");
  await place.getByLabel("ذكر", { exact: true }).check();
  await chooseDay(place, "تاريخ الميلاد", "1988-04-12");
  await place.getByLabel("رقم جواز السفر").fill("A87654321");
  await chooseDay(place, "تاريخ انتهاء الجواز", `${new Date().getFullYear() + 5}-06-15`);
}

/** A file that the traveller's document field at `place` takes. */
async function attach(place: Locator, kind: "PassportPage" | "PersonalPhoto", buffer: Buffer, name: string) {
  const mimeType = name.endsWith(".png") ? "image/png" : "image/jpeg";
  await place.getByTestId(`visa-doc-input-${kind}`).setInputFiles({ name, mimeType, buffer });
}

test("in Arabic: two travellers apply for the UAE's 30-day visa (one from a passport photo), pay, answer the officer, and download their visas", async ({
  page,
  baseURL,
  browser,
  customer: _signedIn,
}) => {
  test.setTimeout(240_000);
  await applyForUae(page, baseURL, 2);

  // The earliest travel date is said; a month ahead is well after it.
  await expect(page.getByText(/أقرب موعد لجاهزية التأشيرة/)).toBeVisible();
  await chooseDay(page, "تاريخ السفر", baghdadDay(30));
  await page.getByLabel("البريد الإلكتروني").fill("ali@example.com");

  // The first traveller from a photo of her passport (ReadMRZ): the names, birth date and number
  // filled, Iraq kept, and the photo taken as her passport page; the Arabic names and her photo by hand.
  const first = page.locator('section[data-place="0"]');
  await expect(first.getByLabel("الجنسية")).toHaveValue("3415");
  const chooser = page.waitForEvent("filechooser");
  await first.getByRole("button", { name: /التقط صورة أو اخترها/ }).click();
  await (await chooser).setFiles("e2e/fixtures/passport-iraq.jpg");
  await expect(first.getByLabel("الاسم الأول (بالأحرف اللاتينية)")).toHaveValue("ZAINAB", {
    timeout: 60_000,
  });
  await expect(first.getByLabel("اسم العائلة (بالأحرف اللاتينية)")).toHaveValue("KAREEM");
  await expect(first.getByLabel(/^رقم جواز السفر/)).toHaveValue("A12345678");
  await expect(first.getByLabel("الجنسية")).toHaveValue("3415");
  await expect(first.getByTestId("visa-doc-PassportPage").getByTestId("visa-doc-file")).toBeVisible();
  await first.getByLabel("الاسم الأول بالحروف العربية").fill("زينب");
  await first.getByLabel("اسم العائلة بالحروف العربية").fill("كريم");
  await attach(first, "PersonalPhoto", await image(600, 800, "png"), "zainab.png");
  await expect(first.getByTestId("visa-doc-PersonalPhoto").getByTestId("visa-doc-file")).toContainText(
    "600 × 800",
  );
  await expect(first.getByTestId("visa-doc-PersonalPhoto").locator("img")).toBeVisible();

  // The second traveller typed in, with both documents uploaded.
  const second = page.locator('section[data-place="1"]');
  await expect(second.getByLabel("الجنسية")).toHaveValue("3415");
  await fillTraveller(second);
  await attach(second, "PassportPage", await image(1200, 850, "jpeg"), "passport.jpg");
  await attach(second, "PersonalPhoto", await image(450, 600, "jpeg"), "ali.jpg");

  await page.getByRole("button", { name: "أرسل الطلب وادفع" }).click();
  await page.waitForURL(/\/confirm\?orderId=[0-9a-f-]{36}$/, { timeout: 60_000 });
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";

  // The shared confirm page shows the visa, its travel date and both travellers.
  const summary = page.getByTestId("visa-summary");
  await expect(summary).toContainText("تأشيرة سياحية لمدة ٣٠ يومًا", { timeout: 20_000 });
  await expect(summary.getByTestId("visa-summary-travellers")).toContainText("ZAINAB KAREEM");
  await expect(summary.getByTestId("visa-summary-travellers")).toContainText("Ali Hassan");
  await expect(summary.getByTestId("visa-summary-travel-date")).toBeVisible();
  await page.getByRole("button", { name: /^ادفع / }).click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();

  // Back from the gateway, the visa's own result page: paid, with the case number.
  await page.waitForURL(new RegExp(`/visa/payment/${orderId}$`), { timeout: 30_000 });
  await expect(page.getByTestId("visa-payment-paid")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("visa-case-number")).not.toBeEmpty();
  const caseNumber = (await page.getByTestId("visa-case-number").textContent()) ?? "";

  // The order's page: the case submitted, its number, the documents' thumbnails.
  await page.getByTestId("visa-order-link").click();
  await page.waitForURL(/\/VisaOrderDetails\?orderId=/);
  const orderPage = page.url();
  const visaCase = page.getByTestId("visa-case");
  await expect(visaCase.getByTestId("visa-case-status")).toHaveText("مُقدَّم", { timeout: 20_000 });
  await expect(visaCase.getByTestId("visa-case-number")).toHaveText(caseNumber);
  await expect(visaCase.getByTestId("visa-case-timeline").locator("li")).toContainText(["مُقدَّم"]);
  const photo = page.getByTestId("visa-order-doc-PersonalPhoto").first().locator("img");
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A visa officer, in a browser of their own, starts the review and asks Ali for a bank statement.
  const officerContext = await browser.newContext({ baseURL });
  await setLocale(officerContext, baseURL, "ar");
  const desk = await officerContext.newPage();
  await openBackOffice(desk, await makeOperator(desk.request, "visa", "Sara Mahdi"));
  await desk.goto(`/back-office/visa-cases/${orderId}`);
  await expect(desk.getByTestId("bo-visa-traveller")).toHaveCount(2);
  await expect(desk.getByTestId("bo-visa-document")).toHaveCount(4);
  const { status, act } = caseDesk(desk);
  let dialog = await act("بدء المراجعة");
  await dialog.getByRole("button", { name: "بدء المراجعة" }).click();
  await expect(status).toHaveText("قيد المراجعة");
  dialog = await act("طلب مستند");
  await dialog.getByLabel("المسافر").selectOption({ label: "Ali Hassan" });
  await dialog.getByLabel("المستند", { exact: true }).selectOption({ label: "كشف حساب بنكي" });
  const asked = "يرجى رفع كشف حساب بنكي لعلي لآخر ستة أشهر.";
  await dialog.getByLabel("رسالة إلى العميل").fill(asked);
  await dialog.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(status).toHaveText("مطلوب إجراء");

  // The customer reads it on the order's page and uploads the statement: the case is back in review.
  await page.goto(orderPage);
  const asking = page.getByTestId("visa-asked");
  await expect(asking).toContainText(asked);
  await hydrated(asking.getByRole("button", { name: "أرسل إلى موظفي التأشيرات" }));
  await asking.getByTestId("visa-answer-file").setInputFiles({
    name: "statement.png",
    mimeType: "image/png",
    buffer: png(900, 1200, [240, 240, 240]),
  });
  await asking.getByRole("button", { name: "أرسل إلى موظفي التأشيرات" }).click();
  await expect(page.getByTestId("visa-asked")).toHaveCount(0);
  await expect(visaCase.getByTestId("visa-case-status")).toHaveText("قيد المراجعة");

  // The officer sees the statement, files the case, and approves it with a visa for each traveller.
  await desk.reload();
  await expect(desk.locator('[data-testid="bo-visa-document"][data-kind="BankStatement"]')).toHaveCount(1);
  dialog = await act("تأكيد التقديم");
  await dialog.getByRole("button", { name: "تأكيد التقديم" }).click();
  await expect(status).toHaveText("مُقدَّم للسفارة");
  dialog = await act("الموافقة ورفع التأشيرة");
  for (const name of ["ZAINAB KAREEM", "Ali Hassan"]) {
    await dialog.getByLabel(`لـ ${name}`).setInputFiles({
      name: `visa-${name}.pdf`,
      mimeType: "application/pdf",
      buffer: pdf(`UAE visa ${caseNumber} ${name}`),
    });
  }
  await dialog.getByRole("button", { name: "الموافقة والرفع" }).click();
  await expect(status).toHaveText("موافق عليه");
  await officerContext.close();

  // The customer's page says approved and offers each traveller's visa, a PDF each.
  await page.reload();
  await expect(visaCase.getByTestId("visa-case-status")).toHaveText("موافق عليها");
  const downloads = page.getByTestId("visa-files").getByTestId("visa-file-link");
  await expect(downloads).toHaveCount(2);
  for (const link of await downloads.all()) {
    const file = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(file.ok()).toBe(true);
    expect((await file.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }

  // My trips: the visa's row opens the order's page.
  await page.goto("/profile/my-travels");
  const row = page
    .getByTestId("trip-row")
    .filter({ has: page.getByTestId("trip-visa") })
    .first();
  await expect(row.getByTestId("trip-visa")).toContainText("الإمارات", { timeout: 20_000 });
  await expect(row.getByRole("link")).toHaveAttribute(
    "href",
    new RegExp(`VisaOrderDetails\\?orderId=${orderId}`),
  );
});

test("in Arabic: the form refuses another nationality and a landscape photo, each beside its field", async ({
  page,
  baseURL,
  customer: _signedIn,
}) => {
  await applyForUae(page, baseURL);
  const place = page.locator('section[data-place="0"]');
  const nationality = place.getByLabel("الجنسية");
  await nationality.selectOption({ label: "إيران" });
  await expect(place.getByText("خدمات التأشيرة لحاملي جواز السفر العراقي فقط.")).toBeVisible();
  await expect(nationality).toHaveAttribute("aria-invalid", "true");

  await place.getByTestId("visa-doc-input-PersonalPhoto").setInputFiles({
    name: "wide.jpg",
    mimeType: "image/jpeg",
    buffer: await image(800, 600, "jpeg"),
  });
  await expect(place.getByTestId("visa-doc-PersonalPhoto")).toContainText(
    "يجب أن تكون الصورة عمودية مثل صورة الجواز",
  );

  // Back to Iraq: the nationality's error goes.
  await nationality.selectOption("3415");
  await expect(place.getByText("خدمات التأشيرة لحاملي جواز السفر العراقي فقط.")).toHaveCount(0);

  // Submitting with nothing else filled names each missing field, the documents too.
  await page.getByRole("button", { name: "أرسل الطلب وادفع" }).click();
  await expect(place.getByTestId("visa-doc-PassportPage")).toContainText("ارفع هذا المستند لهذا المسافر");
  await expect(page.getByText("اختر تاريخ سفر")).toBeVisible();
  expect(page.url()).toContain("/add-passenger?visa=1");
});

test("at 375 px the application fits the phone's width", async ({ page, baseURL, customer: _signedIn }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await applyForUae(page, baseURL);
  await expect(page.getByTestId("visa-doc-PersonalPhoto")).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});
