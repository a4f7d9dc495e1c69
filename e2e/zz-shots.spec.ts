import { makeOperator, openBackOffice } from "./back-office-steps";
import { test } from "./fixtures";
import { customerBrowser, paidVisaCase } from "./visa-case-steps";
import { setLocale } from "./session";

test("shots", async ({ page, browser, baseURL, request, context }) => {
  test.setTimeout(120_000);
  await setLocale(context, baseURL, "ar");
  const c = await customerBrowser(browser, baseURL);
  const { orderId } = await paidVisaCase(request, [["Zainab", "Kareem"], ["Ali", "Kareem"]], c.customer);
  const officer = await makeOperator(page.request, "visa", "Noor");
  await openBackOffice(page, officer);
  const r = await page.request.post(`/api/back-office/visa-cases/${orderId}/request-document`, {
    data: { message: "يرجى رفع كشف حساب بنكي لآخر ستة أشهر.", traveller: 1, kind: "BankStatement" },
    headers: { origin: baseURL ?? "" },
  });
  if (!r.ok()) throw new Error(await r.text());
  await c.page.setViewportSize({ width: 375, height: 900 });
  await c.page.goto(`/profile/my-travels/order-details/VisaOrderDetails?orderId=${orderId}`);
  await c.page.getByTestId("visa-asked").waitFor();
  await c.page.screenshot({ path: "/tmp/shots/asked-ar-375.png", fullPage: true });
  // Price a visa and see the recent list on /visa-home.
  await c.page.goto("/visa-uae");
  await c.page.getByRole("radio").first().click();
  await c.page.waitForTimeout(1500);
  await c.page.setViewportSize({ width: 1280, height: 900 });
  await c.page.goto("/visa-home");
  await c.page.locator("section.recent-searches").waitFor();
  await c.page.screenshot({ path: "/tmp/shots/recent-ar-1280.png", fullPage: true });
  // English, desktop, the asked box.
  await setLocale(c.context, baseURL, "en");
  await c.page.goto(`/profile/my-travels/order-details/VisaOrderDetails?orderId=${orderId}`);
  await c.page.getByTestId("visa-asked").waitFor();
  await c.page.screenshot({ path: "/tmp/shots/asked-en-1280.png", fullPage: false });
});
