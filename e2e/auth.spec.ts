import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { codeFromOutbox, hydrated, toAsciiDigits, uniquePhone } from "./session";

/**
 * Sign-in in Arabic (issue 3): OTP with the code read from the development outbox, set a password,
 * sign out, sign in by password and land on the protected page first asked for; a wrong code; the
 * resend countdown. Each test uses its own phone number (the server limits codes per phone and IP).
 */

function toArabicDigits(digits: string): string {
  return digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

async function arabic(context: BrowserContext) {
  await context.addCookies([{ name: "locale", value: "ar", url: "http://127.0.0.1" }]);
}

async function sendCode(page: Page, phone: string) {
  const dialog = page.getByRole("dialog", { name: "تسجيل الدخول أو إنشاء حساب" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /رمز الدولة \+964/ })).toBeVisible();
  await dialog.getByLabel("رقم الهاتف").fill(phone);
  await dialog.getByRole("button", { name: "أرسل الرمز" }).click();
  const codeDialog = page.getByRole("dialog", { name: "أدخل رمز التحقق" });
  await expect(codeDialog).toBeVisible();
  return codeDialog;
}

test("a new customer signs in by OTP, sets a password, signs out, signs in by password", async ({
  page,
  context,
}) => {
  await arabic(context);
  const phone = uniquePhone();
  const password = `Safar-${phone.slice(-4)}!`;

  // The protected page sends an anonymous visitor to the login, remembering where they wanted to go.
  await page.goto("/profile/account");
  await expect(page).toHaveURL(/\/\?login=1&redirect=%2Fprofile%2Faccount/);
  await expect(page.getByText("يجب أن يكون عمرك ١٨ عامًا أو أكثر", { exact: false })).toBeVisible();
  await expect(
    page.getByRole("dialog").getByRole("link", { name: "الشروط وسياسة الخصوصية" }),
  ).toHaveAttribute("href", "/privacy");

  const codeDialog = await sendCode(page, phone);
  const codeInput = codeDialog.getByLabel("رمز التحقق");
  await expect(codeInput).toHaveAttribute("inputmode", "numeric");
  await expect(codeInput).toHaveAttribute("autocomplete", "one-time-code");
  const code = await codeFromOutbox(page.request, phone);
  // Typed on an Arabic keyboard.
  await codeInput.fill(toArabicDigits(code));
  await expect(codeInput).toHaveValue(code);
  await codeDialog.getByRole("button", { name: "دخول", exact: true }).click();

  // First OTP sign-in of an account without a password: set one (or skip).
  const setPassword = page.getByRole("dialog", { name: "تعيين كلمة مرور" });
  await expect(setPassword).toBeVisible();
  await setPassword.getByLabel("كلمة المرور الجديدة").fill(password);
  await setPassword.getByLabel("أعد كتابة كلمة المرور").fill(password);
  await setPassword.getByRole("button", { name: "حفظ كلمة المرور" }).click();

  await expect(page).toHaveURL(/\/profile\/account$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(`+964${phone}`);
  await expect(page.getByRole("heading", { name: "تغيير كلمة المرور" })).toBeVisible();

  // Sign out from the header menu: back home, signed out (the server revokes the refresh token).
  await page
    .locator(".site-header")
    .getByRole("button", { name: `+964${phone}` })
    .click();
  await page.getByRole("button", { name: "تسجيل الخروج" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" })).toBeVisible();

  // The protected page again, now with the password.
  await page.goto("/profile/account");
  await expect(page).toHaveURL(/\/\?login=1&redirect=%2Fprofile%2Faccount/);
  const dialog = page.getByRole("dialog", { name: "تسجيل الدخول أو إنشاء حساب" });
  await dialog.getByRole("button", { name: "الدخول بكلمة المرور" }).click();
  const passwordDialog = page.getByRole("dialog", { name: "الدخول بكلمة المرور" });
  await passwordDialog.getByRole("textbox", { name: "رقم الهاتف" }).fill(`0${phone}`);
  await passwordDialog.getByLabel("كلمة المرور", { exact: true }).fill(password);
  await passwordDialog.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/account$/);
  await expect(page.getByLabel("رقم الهاتف")).toHaveValue(`+964${phone}`);

  // A signed-in customer asking for the login entry goes straight to the target.
  await page.goto("/?login=1&redirect=%2Fprofile%2Fauth-data");
  await expect(page).toHaveURL(/\/profile\/auth-data$/);
  await expect(page.locator(".auth-data")).toContainText("معيّنة.");
});

test("a wrong code shows the spec's message in Arabic", async ({ page, context, pageProblems }) => {
  pageProblems.allowStatus(400);
  await arabic(context);
  const phone = uniquePhone();
  await page.goto("/");
  // A click before hydration is lost (the page hydrates once its split code is in, decision 027).
  const login = page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" });
  await hydrated(login);
  await login.click();
  const codeDialog = await sendCode(page, phone);
  const code = await codeFromOutbox(page.request, phone);
  const wrong = code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
  await codeDialog.getByLabel("رمز التحقق").fill(wrong);
  await codeDialog.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(codeDialog.getByRole("alert")).toHaveText("الرمز الذي أدخلته غير صحيح.");
  await expect(codeDialog.getByLabel("رمز التحقق")).toHaveAttribute("aria-invalid", "true");
  // Still signed out, still on the code step.
  await expect(page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the countdown blocks an early resend", async ({ page, context, pageProblems }) => {
    pageProblems.allowStatus(429);
    await arabic(context);
    const phone = uniquePhone();
    await page.goto("/?login=1");
    const codeDialog = await sendCode(page, phone);

    const resend = codeDialog.getByRole("button", { name: "إعادة إرسال الرمز" });
    await expect(resend).toBeDisabled();
    const timer = codeDialog.getByText(/يمكنك طلب رمز جديد بعد/);
    await expect(timer).toBeVisible();
    const seconds = Number(/(\d+)/.exec(toAsciiDigits((await timer.textContent()) ?? ""))?.[1]);
    expect(seconds).toBeGreaterThan(100);
    expect(seconds).toBeLessThanOrEqual(120);
    // It counts down.
    await expect
      .poll(async () => Number(/(\d+)/.exec(toAsciiDigits((await timer.textContent()) ?? ""))?.[1]))
      .toBeLessThan(seconds);
    await expect(resend).toBeDisabled();

    // Asking again through the phone step is refused by the server too (429), and the countdown stays.
    await codeDialog.getByRole("button", { name: "تغيير الرقم" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "أرسل الرمز" }).click();
    await expect(page.getByRole("dialog", { name: "أدخل رمز التحقق" })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: "إعادة إرسال الرمز" })).toBeDisabled();

    // Nothing spills sideways on a phone, and Escape closes the sheet.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the back button closes the login sheet (rqs)", async ({ page, context }) => {
    await arabic(context);
    await page.goto("/about-us");
    // A click before hydration is lost or opens the sheet without its history entry (CI flaked on it once).
    const login = page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" });
    await hydrated(login);
    await login.click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page).toHaveURL(/[?&]rqs=/);
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test("a redirect target in Arabic letters is followed, never a server error", async ({ page, customer }) => {
  expect(customer.phone).toBeTruthy();
  // Signed in, the login entry goes straight to its target.
  const login = await page.request.get("/?login=1&redirect=%2Fabout-us%3Fq%3D%D8%AD%D8%AC%D8%B2", {
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  expect(login.headers().location).toBe("/about-us?q=%D8%AD%D8%AC%D8%B2");

  // The language form posts its target back.
  const language = await page.request.post("/multi-lang", {
    form: { locale: "fa", redirectTo: "/about-us?q=حجز" },
    maxRedirects: 0,
  });
  expect(language.status()).toBe(302);
  expect(language.headers().location).toBe("/about-us?q=%D8%AD%D8%AC%D8%B2");
});

test("a phone number typed in Persian or Arabic-Indic digits is the same number", async ({
  page,
  context,
}) => {
  await arabic(context);
  const phone = uniquePhone();
  const persian = phone.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  await page.goto("/?login=1");
  const codeDialog = await sendCode(page, persian);
  // The code went to the number itself (the outbox is keyed by the ASCII number).
  const code = await codeFromOutbox(page.request, phone);
  await codeDialog.getByLabel("رمز التحقق").fill(toArabicDigits(code));
  await codeDialog.getByRole("button", { name: "دخول", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "تعيين كلمة مرور" })).toBeVisible();
});
