import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { openIn } from "./search-steps";
import { baghdadDay, hydrated } from "./session";

/**
 * The online visa application (issue 15), in Arabic: the visa box's "Apply online", the application
 * (travel date, traveller, passport page and personal photo), the shared confirm page and the
 * sandbox gateway, /visa/payment/{id} with the case number, and the order's page with its case.
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

/** From /visa-uae: the 30-day single-entry tourist visa, then "Apply online". */
async function applyForUae(page: Page, baseURL: string | undefined) {
  await openIn(page, baseURL, "ar", "/visa-uae");
  const product = page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد/ });
  await hydrated(product);
  await product.click();
  await expect(page.getByTestId("visa-total-price")).toContainText("٣٠٠ درهم", { timeout: 20_000 });
  await page.getByTestId("visa-apply-online").click();
  await page.waitForURL(/\/add-passenger\?visa=1&product=[0-9a-f-]{36}&processing=Normal&travellers=1$/);
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
  await place.getByLabel("رقم جواز السفر").fill("A12345678");
  await chooseDay(place, "تاريخ انتهاء الجواز", `${new Date().getFullYear() + 5}-06-15`);
}

test("in Arabic: one traveller applies online for the UAE's 30-day visa, pays on the sandbox and sees the case submitted", async ({
  page,
  baseURL,
  customer: _signedIn,
}) => {
  test.setTimeout(150_000);
  await applyForUae(page, baseURL);

  // The earliest travel date is said; a month ahead is well after it.
  await expect(page.getByText(/أقرب موعد لجاهزية التأشيرة/)).toBeVisible();
  await chooseDay(page, "تاريخ السفر", baghdadDay(30));
  await page.getByLabel("البريد الإلكتروني").fill("ali@example.com");

  const place = page.locator('section[data-place="0"]');
  // Iraq is chosen for the traveller (visas are for Iraqis only).
  await expect(place.getByLabel("الجنسية")).toHaveValue("3415");
  await fillTraveller(place);
  await place.getByTestId("visa-doc-input-PassportPage").setInputFiles({
    name: "passport.jpg",
    mimeType: "image/jpeg",
    buffer: await image(1200, 850, "jpeg"),
  });
  await place.getByTestId("visa-doc-input-PersonalPhoto").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: await image(600, 800, "png"),
  });
  await expect(place.getByTestId("visa-doc-PersonalPhoto").getByTestId("visa-doc-file")).toContainText(
    "600 × 800",
  );
  await expect(place.getByTestId("visa-doc-PersonalPhoto").locator("img")).toBeVisible();

  await page.getByRole("button", { name: "أرسل الطلب وادفع" }).click();
  await page.waitForURL(/\/confirm\?orderId=[0-9a-f-]{36}$/, { timeout: 60_000 });
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";

  // The shared confirm page shows the visa, its travel date and its traveller.
  const summary = page.getByTestId("visa-summary");
  await expect(summary).toContainText("تأشيرة سياحية لمدة ٣٠ يومًا", { timeout: 20_000 });
  await expect(summary.getByTestId("visa-summary-travellers")).toHaveText("Ali Hassan");
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
  const visaCase = page.getByTestId("visa-case");
  await expect(visaCase.getByTestId("visa-case-status")).toHaveText("مُقدَّم", { timeout: 20_000 });
  await expect(visaCase.getByTestId("visa-case-number")).toHaveText(caseNumber);
  await expect(visaCase.getByTestId("visa-case-timeline").locator("li")).toContainText(["مُقدَّم"]);
  const photo = page.getByTestId("visa-order-doc-PersonalPhoto").locator("img");
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

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
