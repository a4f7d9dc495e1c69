import {
  confirmPage,
  family,
  fillBooking,
  openOwnCharter,
  signInByOtp,
  type Traveller,
} from "./booking-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, hydrated, setLocale, toAsciiDigits, uniquePhone } from "./session";

/**
 * The display currency (issue 12, spec §9): chosen in the header, remembered in a cookie, and every
 * price follows (IQD rounded up to a 250 step); the confirm page says what is charged and in which
 * currency (the sandbox gateway charges US dollars).
 */

/** "١٠٦٬٢٥٠ IQD" → 106250 (Arabic-Indic or Persian digits, any group separator). */
function amountOf(text: string): number {
  return Number(
    toAsciiDigits(text)
      .replace(/\u066b/g, ".")
      .replace(/[^\d.]/g, ""),
  );
}

test("switching to IQD shows 250-step prices on results and confirm, and the charge in dollars", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await setLocale(context, baseURL, "ar");
  await page.goto("/");
  const picker = page.locator(".currency-button");
  await expect(picker).toHaveAttribute("data-currency", "USD");
  // The header's buttons answer once the page has hydrated (after its split code, decision 027).
  await hydrated(picker);
  await picker.click();
  const list = page.getByRole("dialog", { name: "اختر العملة" });
  await expect(list.getByRole("button")).toHaveCount(4);
  // Keyboard only: the choices are buttons in the popover.
  await list.locator('button[data-currency="IQD"]').focus();
  await page.keyboard.press("Enter");
  await expect(picker).toHaveAttribute("data-currency", "IQD");
  expect((await context.cookies()).find((c) => c.name === "currency")?.value).toBe("IQD");

  // Results: every price in dinars, on a 250 step.
  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(13),
    adults: 1,
    children: 0,
  });
  const card = select.locator("xpath=ancestor::article[1]");
  const priceText = (await card.locator(".proposal__amount").textContent()) ?? "";
  expect(priceText).toContain("IQD");
  expect(amountOf(priceText) % 250).toBe(0);
  expect(amountOf(priceText)).toBeGreaterThan(1000);
  await expect(page.locator("main")).not.toContainText("USD");

  // Confirm: the payable amount in dinars (250 step), the charge said plainly in dollars.
  await select.click();
  await signInByOtp(page, uniquePhone());
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await fillBooking(page, [family[0] as Traveller]);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await confirmPage(page);
  const payable = (await page.getByTestId("amount-to-pay").textContent()) ?? "";
  expect(payable).toContain("IQD");
  expect(amountOf(payable) % 250).toBe(0);
  const charge = page.getByTestId("charge-statement");
  await expect(charge).toHaveAttribute("data-currency", "USD");
  await expect(charge).toContainText("USD");
  await expect(charge).toContainText("بعملة دينار عراقي");
  const dollars = amountOf((await charge.textContent())?.split("عبر")[0] ?? "");
  // The dinars shown are the dollars charged at the rate, rounded up to the next 250.
  expect(amountOf(payable)).toBeGreaterThanOrEqual(dollars * 1000);

  // Back to dollars: the confirm page follows at once.
  await picker.click();
  await page.getByRole("dialog", { name: "اختر العملة" }).locator('button[data-currency="USD"]').click();
  await expect(page.getByTestId("amount-to-pay")).toContainText("USD");
  await expect(charge).not.toContainText("دينار");

  // Paid while showing dinars: the order keeps the dinar rate of then, and says which it was.
  await picker.click();
  await page.getByRole("dialog", { name: "اختر العملة" }).locator('button[data-currency="IQD"]').click();
  await expect(page.getByTestId("amount-to-pay")).toContainText("IQD");
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  await page.getByRole("button", { name: /^ادفع / }).click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await page.goto(`/profile/my-travels/order-details?orderId=${orderId}`);
  const price = page.getByTestId("order-price");
  await expect(price).toHaveAttribute("data-paid-currency", "IQD");
  await expect(page.getByTestId("order-paid-rate")).toContainText(/١ USD = .+ IQD/);
  expect(await latinDigitsShown(page)).toEqual([]);
  await expect(page.getByTestId("order-paid")).toContainText("IQD");
  expect(amountOf((await page.getByTestId("order-paid").textContent()) ?? "")).toBe(amountOf(payable));
});
