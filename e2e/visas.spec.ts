import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openIn } from "./search-steps";
import { hydrated } from "./session";

/** The visa box (issue 15): the country, the product, processing and travellers priced by GetTotalPrice. */

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const isTotalPrice = (url: string) => url.includes("/visa/Visa/GetTotalPrice");

test("in Arabic: the UAE's 30-day single-entry visa for two, quick, shared by its link and sent to the visa desk", async ({
  page,
  baseURL,
}) => {
  await openIn(page, baseURL, "ar", "/visa-home");
  await expect(page.getByTestId("visa-iraqis-only")).toContainText("لحاملي جواز السفر العراقي فقط");
  const cards = page.getByTestId("visa-country-card");
  await expect(cards).toHaveCount(4);
  await expect(cards.filter({ hasText: "الإمارات" })).toContainText("ابتداءً من ٥٠ درهم");
  await expect(cards.filter({ hasText: "الإمارات" })).toHaveAttribute("href", "/visa-uae");

  const country = page.getByLabel("الدولة");
  await hydrated(country);
  await country.selectOption({ label: "الإمارات العربية المتحدة" });
  await expect(page).toHaveURL(/[?&]country=AE/);

  const product = page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد/ });
  await product.click();
  await expect(product).toBeChecked();
  await expect(page).toHaveURL(/[?&]product=[0-9a-f-]{36}/);
  // Quick processing is offered, with its day.
  await expect(page.getByTestId("visa-processing-Quick")).toContainText("سريعة: يوم عمل واحد");

  // Two travellers, by keyboard.
  const add = page.getByRole("button", { name: "أضف مسافرًا" });
  await add.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("visa-travellers")).toHaveText("٢");
  await expect(page.getByTestId("visa-unit-price")).toHaveText("٣٠٠ درهم");
  await expect(page.getByTestId("visa-total-price")).toContainText("٦٠٠ درهم");
  await expect(page.getByTestId("visa-total-usd")).toContainText("USD");
  await expect(page.getByTestId("visa-processing-time")).toHaveText("٣ أيام عمل");

  await page.getByRole("radio", { name: /^سريعة/ }).click();
  await expect(page).toHaveURL(/[?&]processing=Quick/);
  await expect(page.getByTestId("visa-unit-price")).toHaveText("٣٧٥ درهم");
  await expect(page.getByTestId("visa-total-price")).toContainText("٧٥٠ درهم");
  await expect(page.getByTestId("visa-processing-time")).toHaveText("يوم عمل واحد");
  const documents = page.getByTestId("visa-documents").locator("li");
  await expect(documents).toHaveText(["صفحة بيانات جواز السفر", "صورة شخصية بخلفية بيضاء"]);

  // The link keeps the choice.
  await page.reload();
  await expect(page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^سريعة/ })).toBeChecked();
  await expect(page.getByTestId("visa-travellers")).toHaveText("٢");
  await expect(page.getByTestId("visa-total-price")).toContainText("٧٥٠ درهم");

  // Back returns to normal processing.
  await page.goBack();
  await expect(page.getByRole("radio", { name: /^عادية/ })).toBeChecked();
  await expect(page.getByTestId("visa-total-price")).toContainText("٦٠٠ درهم");
  await page.goForward();
  await expect(page.getByTestId("visa-total-price")).toContainText("٧٥٠ درهم");

  // The visa desk: its WhatsApp message names the visa, the processing and the travellers.
  const apply = page.getByRole("button", { name: "قدّم عبر مكتب التأشيرات" });
  await apply.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "قدّم عبر مكتب التأشيرات" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("desk-total")).toHaveAttribute("data-price", "750");
  const whatsapp = dialog.getByRole("link", { name: "راسل مكتب التأشيرات عبر واتساب" });
  await expect(whatsapp).toBeFocused();
  const href = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(href.origin).toBe("https://wa.me");
  const text = href.searchParams.get("text") ?? "";
  expect(text).toContain("التأشيرة: تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد، الإمارات العربية المتحدة");
  expect(text).toContain("المعالجة: سريعة: يوم عمل واحد");
  expect(text).toContain("المسافرون: مسافران");
  expect(text).toContain("المجموع: ٧٥٠ درهم");
  await expect(dialog.getByTestId("desk-phone")).toHaveAttribute("href", /^tel:/);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(apply).toBeFocused();
});

test("in Persian the UAE page prices in Persian digits, and a transit visa offers no quick processing", async ({
  page,
  baseURL,
}) => {
  await openIn(page, baseURL, "fa", "/visa-uae");
  const product = page.getByRole("radio", { name: /^ویزای توریستی ۱۰ روزه، یک‌بار ورود/ });
  await hydrated(product);
  await product.click();
  await page.getByRole("button", { name: "افزودن یک مسافر" }).click();
  await expect(page.getByTestId("visa-travellers")).toHaveText("۲");
  await expect(page.getByTestId("visa-unit-price")).toHaveText("۱۰۰ درهم");
  await expect(page.getByTestId("visa-total-price")).toContainText("۲۰۰ درهم");
  await expect(page.getByTestId("visa-processing-time")).toHaveText("۳ روز کاری");

  await page.getByRole("radio", { name: /^ویزای ترانزیت ۹۶ ساعته/ }).click();
  await expect(page.getByTestId("visa-processing-Quick")).toHaveCount(0);
  await expect(page.getByText("رسیدگی فوری برای این ویزا ارائه نمی‌شود.")).toBeVisible();
  await expect(page.getByTestId("visa-total-price")).toContainText("۱۰۰ درهم");
  await expect(page.getByTestId("visa-documents").locator("li")).toContainText(["بلیت برگشت"]);
});

test("on a 375 px phone nothing is wider than the screen", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openIn(page, baseURL, "ar", "/visa-home");
  await expect(page.getByTestId("visa-country-card")).toHaveCount(4);
  expect(await overflow(page)).toBe(0);

  await page.goto("/visa-uae");
  const product = page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول متعدد/ });
  await hydrated(product);
  const priced = page.waitForResponse((response) => isTotalPrice(response.url()));
  await product.click();
  await priced;
  await expect(page.getByTestId("visa-unit-price")).toHaveText("٣١٠ درهم");
  expect(await overflow(page)).toBe(0);
  await page.getByRole("button", { name: "قدّم عبر مكتب التأشيرات" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await overflow(page)).toBe(0);
});

test("a signed-in customer's priced visas: listed on /visa-home newest first, opened, removed by keyboard", async ({
  page,
  baseURL,
  customer: _,
}) => {
  const isHistory = (url: string) => url.includes("/VisaUserInterations/GetVisaSearchHistories");
  const recent = page.locator("section.recent-searches");
  await openIn(page, baseURL, "ar", "/visa-uae");
  const product = page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد/ });
  await hydrated(product);
  const priced = page.waitForResponse((r) => isTotalPrice(r.url()));
  await product.click();
  expect((await priced).ok()).toBe(true);
  await expect(page).toHaveURL(/[?&]product=[0-9a-f-]{36}/);
  const chosen = new URL(page.url()).searchParams.get("product");

  const history = page.waitForResponse((r) => isHistory(r.url()));
  await page.goto("/visa-home");
  expect((await history).ok()).toBe(true);
  await expect(recent.getByRole("heading", { level: 2 })).toHaveText("تأشيراتك الأخيرة");
  const link = recent.getByRole("link").first();
  await expect(link).toContainText("الإمارات العربية المتحدة");
  await expect(link).toContainText("مسافر واحد");
  await hydrated(link);
  await link.click();
  await page.waitForURL(new RegExp(`/visa-uae\\?product=${chosen}`));
  await expect(page.getByRole("radio", { name: /^تأشيرة سياحية لمدة ٣٠ يومًا، دخول واحد/ })).toBeChecked();

  await page.goto("/visa-home");
  const remove = recent.getByRole("button", { name: /^احذف .* من تأشيراتك الأخيرة$/ }).first();
  await hydrated(remove);
  await remove.focus();
  await page.keyboard.press("Enter");
  await expect(recent).toHaveCount(0);
});
