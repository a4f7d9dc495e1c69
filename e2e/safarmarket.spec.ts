import {
  confirmPage,
  family,
  fillTraveller,
  ownCharter,
  proposalSelect,
  signInByOtp,
  type Traveller,
} from "./booking-steps";
import { expect, test } from "./fixtures";
import { baghdadDay, setLocale, uniquePhone } from "./session";

/**
 * A customer SafarMarket sends (issue 16, spec §5 and §7): arriving with a safarmarketId and its
 * search, the results page opens on our search; the customer selects a fare, books without an
 * e-mail and pays on the sandbox; SafarMarket's pixel (the local sink beside the app,
 * e2e/pixel-sink-server.ts) received steps 2, 3 and the success step 4 once each.
 */
const pixelPort = Number(process.env.E2E_PIXEL_PORT ?? Number(process.env.E2E_PORT ?? 3310) + 2);

type Arrived = { step: number; query: Record<string, string> };

test("arrive from SafarMarket, book without an e-mail, and its pixel sees steps 2, 3 and success once each", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await setLocale(context, baseURL, "ar");
  const smId = `e2e-sm-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const date = baghdadDay(13);
  const flightNumber = await ownCharter(page.request, { origin: "BGW", destination: "BSR", date, seats: 9 });

  // SafarMarket's link: its id and its search, turned into ours; the id kept for 7 days.
  await page.goto(`/safarmarket?safarmarketId=${smId}&from=BGW&to=BSR&dep=${date}&adu=1&chi=0&inf=0`);
  await expect(page).toHaveURL(new RegExp(`/flight/BSR\\?origin=BGW&date=${date}`));
  const cookie = (await context.cookies()).find((c) => c.name === "safarmarketId");
  expect(cookie?.value).toBe(smId);
  expect(cookie?.sameSite).toBe("Lax");
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  const select = await proposalSelect(page, flightNumber);
  await select.click();
  await signInByOtp(page, uniquePhone());
  await page.waitForURL(/\/add-passenger\?requestId=/);
  await expect(page.getByRole("heading", { name: "رحلتك" })).toBeVisible({ timeout: 20_000 });

  // No e-mail: optional for SafarMarket's customers (spec §5), still checked when typed.
  await expect(page.locator('label[for="contact-email"]')).toContainText("(اختياري)");
  await fillTraveller(page.locator('section[data-place="0"]'), family[0] as Traveller);
  await page.getByLabel("البريد الإلكتروني").fill("not-an-email");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(page.locator("#contact-email-error")).toBeVisible();
  await page.getByLabel("البريد الإلكتروني").fill("");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  const pay = await confirmPage(page);
  await pay.click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(/\/payment\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "تذكرتك جاهزة" })).toBeVisible({ timeout: 90_000 });
  // A reload of the result page asks again: the server still sends each step once.
  await page.reload();
  await expect(page.getByRole("heading", { name: "تذكرتك جاهزة" })).toBeVisible({ timeout: 30_000 });

  const arrived = async (): Promise<Arrived[]> =>
    (await (
      await page.request.get(`http://127.0.0.1:${pixelPort}/recorded?smId=${smId}`)
    ).json()) as Arrived[];
  await expect
    .poll(async () => (await arrived()).map((a) => a.step).sort(), { timeout: 15_000 })
    .toEqual([2, 3, 4]);
  const steps = await arrived();
  const before = steps.find((a) => a.step === 3)?.query ?? {};
  expect(before).toMatchObject({
    smId,
    fliNo: flightNumber,
    typ: "CHARTER",
    adu: "1",
    chi: "0",
    inf: "0",
    from: "BGW",
    to: "BSR",
    nam: "Ali Hassan",
    ema: "",
  });
  expect(before.pnr).toMatch(/^[A-Z0-9]{10}$/);
  expect(before.pho).toMatch(/^0?7\d{9}$/);
});
