import { expect, test } from "./fixtures";
import { setLocale } from "./session";

/**
 * The profile's forms in Arabic (issue 9, one form submit): each checks its values with the domain's
 * rules before sending, puts the server's refusal on the field it names (with a toast), says so when
 * it saved, and the password forms clear themselves once sent.
 */

test("a customer sets a first password, then changes it; a wrong current password is refused on its field", async ({
  page,
  context,
  baseURL,
  pageProblems,
  customer,
}) => {
  expect(customer.phone).toMatch(/^7\d{9}$/);
  await setLocale(context, baseURL, "ar");
  await page.goto("/profile/account");

  // An account made by a one-time code has no password yet: set one.
  const setSection = page.locator("section", { has: page.getByRole("heading", { name: "تعيين كلمة مرور" }) });
  await expect(setSection).toBeVisible();
  const newPassword = setSection.getByLabel("كلمة المرور الجديدة", { exact: true });
  const repeat = setSection.getByLabel("أعد كتابة كلمة المرور الجديدة");
  await newPassword.fill("Safar-first-1");
  await repeat.fill("Safar-first-2");
  await setSection.getByRole("button", { name: "تعيين كلمة المرور" }).click();
  await expect(setSection.getByText("كلمتا المرور غير متطابقتين")).toBeVisible();
  await expect(repeat).toHaveAttribute("aria-invalid", "true");

  await repeat.fill("Safar-first-1");
  await setSection.getByRole("button", { name: "تعيين كلمة المرور" }).click();
  await expect(page.getByText("تم تعيين كلمة المرور.")).toBeVisible();

  // Now the account has one: the change form takes its place.
  const changeSection = page.locator("section", {
    has: page.getByRole("heading", { name: "تغيير كلمة المرور" }),
  });
  await expect(changeSection).toBeVisible();
  const oldPassword = changeSection.getByLabel("كلمة المرور الحالية");
  const changed = changeSection.getByLabel("كلمة المرور الجديدة", { exact: true });
  const changedRepeat = changeSection.getByLabel("أعد كتابة كلمة المرور الجديدة");
  const submit = changeSection.getByRole("button", { name: "تغيير كلمة المرور" });

  // Checked before sending: nothing reaches the server.
  await submit.click();
  await expect(changeSection.getByText("يرجى إدخال كلمة المرور الحالية")).toBeVisible();

  // The server refuses a wrong current password: on its field, and as a toast.
  pageProblems.allowStatus(400);
  await oldPassword.fill("Safar-wrong-9");
  await changed.fill("Safar-second-2");
  await changedRepeat.fill("Safar-second-2");
  await submit.click();
  await expect(changeSection.locator("#account-oldPassword-error")).toHaveText("كلمة المرور غير صحيحة.");
  await expect(oldPassword).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("[data-sonner-toast]", { hasText: "كلمة المرور غير صحيحة." })).toBeVisible();
  await expect(submit).toBeEnabled();

  await oldPassword.fill("Safar-first-1");
  await submit.click();
  await expect(page.getByText("تم تغيير كلمة المرور.")).toBeVisible();
  // Sent: the fields are cleared and the old error is gone.
  await expect(oldPassword).toHaveValue("");
  await expect(changed).toHaveValue("");
  await expect(oldPassword).not.toHaveAttribute("aria-invalid", "true");
});

test("a customer saves their name and e-mail; a malformed e-mail is refused before sending", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  await setLocale(context, baseURL, "ar");
  await page.goto("/profile/account");
  const details = page.locator("section", { has: page.getByRole("heading", { name: "البيانات الشخصية" }) });
  await expect(details).toBeVisible();
  await expect(details.getByLabel("رقم الهاتف")).toHaveValue(`+964${customer.phone}`);

  await details.getByLabel("الاسم الأول").fill("علي");
  await details.getByLabel("اسم العائلة").fill("حسن");
  const email = details.getByLabel("البريد الإلكتروني");
  await email.fill("not-an-email");
  await details.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(details.getByText("البريد الإلكتروني غير صحيح")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill(`ali.${customer.phone}@example.com`);
  await details.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(page.getByText("حُفظت بياناتك.")).toBeVisible();
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  // Saved on the server: a reload shows the new values.
  await page.reload();
  await expect(details.getByLabel("الاسم الأول")).toHaveValue("علي");
  await expect(details.getByLabel("البريد الإلكتروني")).toHaveValue(`ali.${customer.phone}@example.com`);
});
