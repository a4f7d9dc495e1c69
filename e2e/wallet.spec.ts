import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import {
  confirmPage,
  family,
  fillBooking,
  openOwnCharter,
  signInByOtp,
  type Traveller,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { baghdadDay, DIALING_CODE, setLocale, toAsciiDigits, uniquePhone } from "./session";

/**
 * /profile/transactions in Arabic (issue 12): a top-up of 50 USD on the sandbox gateway's page is
 * credited once and shows in the transactions with the new balance; an amount below 50 is refused on
 * its field before anything is sent; the Excel export of the page's filters holds the page's rows.
 */

const balanceText = async (page: import("@playwright/test").Page) =>
  toAsciiDigits((await page.getByTestId("wallet-balance").textContent()) ?? "")
    .replace(/\u066b/g, ".")
    .replace(/[\s\u00a0]/g, " ");

test("a customer tops up 50 on the sandbox gateway page and sees the credit and the new balance", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  expect(customer.phone).toMatch(/^7\d{9}$/);
  await setLocale(context, baseURL, "ar");
  await page.goto("/profile/transactions");
  await expect(page.getByRole("heading", { name: "معاملات المحفظة" })).toBeVisible();
  expect(await balanceText(page)).toContain("0.00 USD");
  await expect(page.getByText("لا توجد حركات بعد")).toBeVisible();

  // Below the minimum: refused on the field, in Arabic, before anything is sent.
  const creates: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/payment/Pay/Create")) creates.push(request.postData() ?? "");
  });
  const amount = page.getByLabel("المبلغ بالدولار الأمريكي");
  await amount.fill("٤٩");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(page.getByText("أقل مبلغ لشحن المحفظة هو ٥٠ دولارًا أمريكيًا.")).toBeVisible();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  expect(creates).toEqual([]);

  // 50 (typed in Arabic-Indic digits) through the sandbox gateway, approved on its page.
  await amount.fill("٥٠");
  await expect(page.getByRole("radio", { name: "بوابة الاختبار" })).toBeChecked();
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await page.waitForURL(/\/payment\/sandbox\//);
  expect(JSON.parse(creates[0] ?? "{}")).toMatchObject({ amount: 50, gatewayId: 1, useWallet: false });
  await expect(page.getByText("50.00 USD")).toBeVisible();
  await page.getByRole("button", { name: "Approve" }).click();

  // Back on the transactions page: credited, with the new balance.
  await page.waitForURL(/\/profile\/transactions\?topUp=/);
  const result = page.getByTestId("top-up-result");
  await expect(result).toHaveAttribute("data-result", "credited");
  await expect(result.getByRole("heading", { name: "تم شحن محفظتك" })).toBeFocused();
  await expect(result).toContainText("رصيدك الآن");
  expect(await balanceText(page)).toContain("50.00 USD");
  const rows = page.getByTestId("wallet-flow");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-amount", "50");
  await expect(rows.first()).toContainText("إيداع");
  await expect(rows.first()).toContainText("شحن المحفظة");

  // Coming back again (a reload, a second return) credits nothing more.
  await page.reload();
  await expect(page.getByTestId("top-up-result")).toHaveAttribute("data-result", "credited");
  await expect(page.getByTestId("wallet-flow")).toHaveCount(1);
  expect(await balanceText(page)).toContain("50.00 USD");
  await result.getByRole("button", { name: "إغلاق" }).click();
  await expect(page.getByTestId("top-up-result")).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\/transactions$/);
});

test("the Excel export of the page's filters holds the page's rows", async ({
  page,
  context,
  baseURL,
  customer,
}) => {
  const credits = [
    { amount: 120.5, description: "هدية ترحيبية" },
    { amount: 7.25, description: "تعويض تأخير الرحلة IA 123" },
    { amount: 64, description: "Adjustment for order 500123" },
  ];
  for (const credit of credits) {
    const funded = await context.request.post("/api/dev/wallet/credit", {
      data: { phoneNumber: customer.phone, dialingCode: DIALING_CODE, ...credit },
    });
    expect(funded.ok()).toBe(true);
  }
  await setLocale(context, baseURL, "ar");
  await page.goto("/profile/transactions");
  await expect(page.getByTestId("wallet-flow")).toHaveCount(3);

  // Filter by type through the form: the filter goes into the URL.
  await page.getByLabel("النوع", { exact: true }).selectOption("Credit");
  await page.getByRole("button", { name: "عرض", exact: true }).click();
  await expect(page).toHaveURL(/\?type=Credit$/);
  await expect(page.getByTestId("wallet-flow")).toHaveCount(3);

  const pageRows = await page.getByTestId("wallet-flow").evaluateAll((rows) =>
    rows.map((row) => ({
      time: row.getAttribute("data-time") ?? "",
      amount: Number(row.getAttribute("data-amount")),
      type: row.querySelector(".wallet-type")?.textContent ?? "",
      reason: row.querySelector(".wallet-reason")?.textContent ?? "",
      description: row.querySelector("[data-testid=wallet-flow-description]")?.textContent ?? "",
    })),
  );
  expect(pageRows.map((r) => r.amount)).toEqual([64, 7.25, 120.5]);

  const download = page.waitForEvent("download");
  await page.getByTestId("wallet-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^wallet-flows-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path()) as string)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const fileRows = (sheet?.getSheetValues() ?? [])
    .filter(Boolean)
    .slice(1)
    .map((row) => (row as unknown[]).slice(1));

  // Baghdad time to the second, as the file writes it.
  const baghdad = (iso: string) =>
    new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
  expect(fileRows).toEqual(
    pageRows.map((row) => [baghdad(row.time), row.type, "تسوية", row.amount, row.description]),
  );
  expect(pageRows.every((row) => row.reason === "تسوية")).toBe(true);

  // The other type: nothing on the page, an export button with nothing to export.
  await page.getByLabel("النوع", { exact: true }).selectOption("Debit");
  await page.getByRole("button", { name: "عرض", exact: true }).click();
  await expect(page.getByText("لا توجد حركات تطابق هذه التصفية.")).toBeVisible();
  await expect(page.getByTestId("wallet-export")).toBeDisabled();
});

test("the confirm page shows an empty wallet's zero balance with a link to top up", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  const select = await openOwnCharter(page, {
    origin: "BGW",
    destination: "BSR",
    date: baghdadDay(12),
    adults: 1,
    children: 0,
  });
  await select.click();
  await signInByOtp(page, uniquePhone());
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await fillBooking(page, [family[0] as Traveller]);
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await confirmPage(page);
  const wallet = page.locator("section", { has: page.getByRole("heading", { name: "المحفظة" }) });
  await expect(wallet.getByTestId("wallet-zero-balance")).toContainText("محفظتك فارغة");
  expect(toAsciiDigits((await wallet.getByTestId("wallet-zero-balance").textContent()) ?? "")).toContain(
    "0\u066b00",
  );
  await expect(wallet.getByRole("checkbox")).toHaveCount(0);
  await wallet.getByRole("link", { name: "اشحن محفظتك" }).click();
  await page.waitForURL(/\/profile\/transactions#top-up$/);
  await expect(page.getByRole("heading", { name: "اشحن محفظتك" })).toBeVisible();
});
