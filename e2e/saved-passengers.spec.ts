import type { Locator, Page } from "@playwright/test";
import { openOwnCharter } from "./booking-steps";
import { expect, test } from "./fixtures";
import { baghdadDay, setLocale } from "./session";

/**
 * /profile/passengers in Arabic (issue 12): the customer adds a saved passenger in the dialog (a bad
 * passport number is refused on its field with the spec key's message), sees it in the list with the
 * passport number masked, edits the name, closes the editor with Escape, deletes it after a
 * confirmation; and a passenger saved there is offered in the checkout's saved passengers dialog.
 */

const EXPIRY_YEAR = new Date().getFullYear() + 5;

async function fillPassenger(dialog: Locator, first: string, last: string, passport: string) {
  await dialog.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill(first);
  await dialog.getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill(last);
  await dialog.getByLabel("ذكر", { exact: true }).check();
  await dialog.getByLabel("تاريخ الميلاد: السنة").selectOption("1990");
  await dialog.getByLabel("تاريخ الميلاد: الشهر").selectOption("5");
  await dialog.getByLabel("تاريخ الميلاد: اليوم").selectOption("1");
  await dialog.getByLabel(/^رقم جواز السفر/).fill(passport);
  await dialog.getByLabel("تاريخ انتهاء الجواز: السنة").selectOption(String(EXPIRY_YEAR));
  await dialog.getByLabel("تاريخ انتهاء الجواز: الشهر").selectOption("1");
  await dialog.getByLabel("تاريخ انتهاء الجواز: اليوم").selectOption("15");
}

async function openPassengers(page: Page) {
  await page.goto("/profile/passengers");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "المسافرون المحفوظون", level: 2 })).toBeVisible();
}

test("a customer adds, edits and deletes a saved passenger; the rules and messages are the booking's", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  test.setTimeout(90_000);
  expect(customer.phone).toBeTruthy();
  await setLocale(context, baseURL, "ar");
  await openPassengers(page);
  await expect(page.getByText("لا يوجد مسافرون محفوظون بعد")).toBeVisible();

  // Add: the dialog opens on its first field.
  await page.getByRole("button", { name: "أضف مسافرًا" }).click();
  const dialog = page.getByRole("dialog", { name: "مسافر جديد" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("الاسم الأول (بالأحرف اللاتينية)")).toBeFocused();

  // Nothing filled: each field's key in Arabic, before anything is sent.
  await dialog.getByRole("button", { name: "احفظ المسافر" }).click();
  await expect(dialog.getByText("يرجى إدخال الاسم الأول")).toBeVisible();

  // A bad passport number for an Iraqi passport: PASSPORT_NO_IS_INVALID on its field.
  await fillPassenger(dialog, "Ali", "Hassan", "123");
  await dialog.getByRole("button", { name: "احفظ المسافر" }).click();
  const passport = dialog.getByLabel(/^رقم جواز السفر/);
  await expect(dialog.locator("#p0-passportNumber-error")).toHaveText("رقم جواز السفر غير صحيح");
  await expect(passport).toHaveAttribute("aria-invalid", "true");
  await expect(passport).toBeFocused();

  await passport.fill("A1234567");
  await dialog.getByRole("button", { name: "احفظ المسافر" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]", { hasText: "تمت إضافة Ali Hassan" })).toBeVisible();

  const list = page.getByRole("list", { name: "المسافرون المحفوظون" });
  const item = list.getByRole("listitem").filter({ hasText: "Ali Hassan" });
  await expect(item).toBeVisible();
  await expect(item).toContainText("A••••567");
  await expect(item).not.toContainText("A1234567");
  await expect(item).toContainText("بالغ");
  // The add button went back to focus (the dialog returns focus to its opener).
  await expect(page.getByRole("button", { name: "أضف مسافرًا" })).toBeFocused();

  // Edit the name; Escape first closes the editor without saving, focus back on the edit button.
  const edit = item.getByRole("button", { name: "تعديل Ali Hassan" });
  await edit.click();
  let editor = page.getByRole("dialog", { name: "تعديل بيانات المسافر" });
  await expect(editor.getByLabel("الاسم الأول (بالأحرف اللاتينية)")).toHaveValue("Ali");
  await editor.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill("Nope");
  await page.keyboard.press("Escape");
  await expect(editor).toHaveCount(0);
  await expect(edit).toBeFocused();
  await expect(list).toContainText("Ali Hassan");

  await page.keyboard.press("Enter");
  editor = page.getByRole("dialog", { name: "تعديل بيانات المسافر" });
  await expect(editor.getByLabel("الاسم الأول (بالأحرف اللاتينية)")).toBeFocused();
  await editor.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill("Hussein");
  await editor.getByRole("button", { name: "احفظ المسافر" }).click();
  await expect(editor).toHaveCount(0);
  const renamed = list.getByRole("listitem").filter({ hasText: "Hussein Hassan" });
  await expect(renamed).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);

  // Delete, after a confirmation that starts on Cancel.
  await renamed.getByRole("button", { name: "حذف Hussein Hassan" }).click();
  const confirm = page.getByRole("alertdialog", { name: "حذف المسافر؟" });
  await expect(confirm).toContainText("Hussein Hassan");
  await expect(confirm.getByRole("button", { name: "إلغاء" })).toBeFocused();
  await confirm.getByRole("button", { name: "نعم، احذف" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("لا يوجد مسافرون محفوظون بعد")).toBeVisible();

  // Gone on the server too.
  await page.reload();
  await expect(page.getByText("لا يوجد مسافرون محفوظون بعد")).toBeVisible({ timeout: 15_000 });
});

test("on a phone: a passenger saved on the page is offered at checkout", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  test.setTimeout(120_000);
  expect(customer.phone).toBeTruthy();
  await page.setViewportSize({ width: 375, height: 812 });
  await setLocale(context, baseURL, "ar");
  await openPassengers(page);

  await page.getByRole("button", { name: "أضف مسافرًا" }).click();
  const dialog = page.getByRole("dialog", { name: "مسافر جديد" });
  await fillPassenger(dialog, "Omar", "Jabbar", "AB123456");
  await dialog.getByRole("button", { name: "احفظ المسافر" }).click();
  await expect(dialog).toHaveCount(0);
  const item = page
    .getByRole("list", { name: "المسافرون المحفوظون" })
    .getByRole("listitem")
    .filter({ hasText: "Omar Jabbar" });
  await expect(item).toContainText("A••••456");
  // The page fits the phone: nothing wider than the viewport.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(12),
    adults: 1,
    children: 0,
  });
  await select.click();
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await page.getByRole("button", { name: "اختر مسافرًا محفوظًا" }).click();
  const saved = page.getByRole("dialog", { name: "المسافرون المحفوظون" });
  await expect(saved).toContainText("Omar Jabbar");
  await saved.getByRole("button", { name: "اختيار: Omar Jabbar" }).click();
  await expect(page.getByLabel("الاسم الأول (بالأحرف اللاتينية)")).toHaveValue("Omar");
});
