import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { proposalSelect } from "./booking-steps";
import { expect, test } from "./fixtures";
import { baghdadDay, hydrated, setLocale } from "./session";

/**
 * The one dialog (apps/web/app/ui/dialog.tsx, issue 9), checked in every place it is used, in
 * Arabic (right to left): it is a modal (the page behind inert and not scrolling), focus moves in
 * on open, Tab and Shift+Tab stay inside, Escape closes and focus returns to the opener, a click on
 * the backdrop closes, and Back closes it through the `rqs` entry (spec §2) without leaving the page.
 */

type Opened = { dialog: Locator; opener: Locator };

/** A point of the viewport outside the dialog's box (on its backdrop). */
async function backdropPoint(page: Page, dialog: Locator): Promise<{ x: number; y: number }> {
  const box = await dialog.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) throw new Error("no dialog box");
  const corners = [
    { x: 4, y: 4 },
    { x: size.width - 4, y: 4 },
    { x: 4, y: size.height - 4 },
    { x: size.width - 4, y: size.height - 4 },
  ];
  const outside = corners.find(
    (p) => p.x < box.x || p.x > box.x + box.width || p.y < box.y || p.y > box.y + box.height,
  );
  if (!outside) throw new Error("the dialog covers the viewport");
  return outside;
}

const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

/** Tab and Shift+Tab walk the dialog's controls and wrap; focus never reaches the page behind. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  const count = await dialog.evaluate(
    (d) =>
      Array.from(
        d.querySelectorAll<HTMLElement>(
          "a[href], button:not([disabled]), input:not([disabled]), select, textarea",
        ),
      ).filter((e) => e.tabIndex >= 0 && e.getClientRects().length > 0).length,
  );
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < Math.min(count + 2, 60); i++) {
    await page.keyboard.press("Tab");
    expect(await focusInside(dialog), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  for (let i = 0; i < Math.min(count + 2, 60); i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await focusInside(dialog), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
  }
}

/**
 * Everything the dialog promises, on one dialog: `open` opens it (from its opener) and answers it.
 * `back` says whether Back closes it (spec §2) — the overlays of the site do, the booking alert not.
 */
async function expectDialogBehaviour(
  page: Page,
  open: () => Promise<Opened>,
  { back = true, backdrop = true }: { back?: boolean; backdrop?: boolean } = {},
) {
  const urlBefore = page.url();
  let { dialog, opener } = await open();
  await expect(dialog).toBeVisible();
  // A real modal: the native top layer, aria-modal, the page behind inert and not scrolling.
  expect(await dialog.evaluate((d) => d.matches("dialog:modal"))).toBe(true);
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  // Focus moved in.
  await expect.poll(() => focusInside(dialog)).toBe(true);
  await expectFocusTrapped(page, dialog);
  if (back) await expect(page).toHaveURL(/[?&]rqs=/);

  // Escape closes; focus returns to the opener; no overlay entry is left in the URL.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect.poll(() => page.url()).toBe(urlBefore);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

  if (back) {
    ({ dialog, opener } = await open());
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]rqs=/);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect.poll(() => page.url()).toBe(urlBefore);
  }

  if (backdrop) {
    ({ dialog, opener } = await open());
    await expect(dialog).toBeVisible();
    const point = await backdropPoint(page, dialog);
    await page.mouse.click(point.x, point.y);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => page.url()).toBe(urlBefore);
  }
}

async function resultsPage(page: Page) {
  const call = page.waitForResponse((r) => r.url().includes("/FlightCatalog/Available"));
  await page.goto(`/flight/EBL?origin=BSR&date=${baghdadDay(10)}&adults=1`);
  await call;
}

test.describe("phone 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the mobile menu drawer sits at the right in Arabic", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    await page.goto("/about-us");
    const opener = page.getByRole("button", { name: "فتح القائمة" });
    const open = async () => {
      await hydrated(opener);
      await opener.click();
      return { dialog: page.getByRole("dialog", { name: "رحّال" }), opener };
    };
    await expectDialogBehaviour(page, open);
    // Right to left: the drawer hugs the right edge.
    const { dialog } = await open();
    const box = await dialog.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
    await expect(dialog.getByRole("button", { name: "إغلاق القائمة" })).toBeFocused();
    // A link navigates and closes it; Back then returns to the page it was opened on.
    await dialog.getByRole("link", { name: "اتصل بنا" }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us(\?rqs=\w+)?$/);
    // Back is a client navigation: wait until it has rendered the page it returns to (its own
    // heading, not the contact page's), or the drawer opened now would close when it lands.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("من نحن");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The link of the page it is on closes it too.
    await hydrated(opener);
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "رحّال" });
    await expect(drawer.getByRole("button", { name: "إغلاق القائمة" })).toBeFocused();
    await drawer.getByRole("link", { name: "من نحن" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the login sheet sits at the bottom", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    await page.goto("/about-us");
    const opener = page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" });
    const open = async () => {
      await hydrated(opener);
      await opener.click();
      return { dialog: page.getByRole("dialog", { name: "تسجيل الدخول أو إنشاء حساب" }), opener };
    };
    await expectDialogBehaviour(page, open);
    const { dialog } = await open();
    const box = await dialog.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(812);
    // Escape in the country list steps back to the phone step, then closes.
    await dialog.getByRole("button", { name: /رمز الدولة/ }).click();
    await expect(page.getByRole("dialog", { name: "اختر رمز الدولة" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "تسجيل الدخول أو إنشاء حساب" })).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the filter sheet", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    await resultsPage(page);
    const opener = page.getByRole("button", { name: "الفلاتر" });
    await expect(opener).toBeEnabled({ timeout: 20_000 });
    await expectDialogBehaviour(page, async () => {
      await hydrated(opener);
      await opener.click();
      return { dialog: page.getByRole("dialog", { name: "الفلاتر" }), opener };
    });
  });

  test("the date picker popover", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    await page.goto("/");
    const opener = page.locator('button[name="date-0"]');
    await expectDialogBehaviour(
      page,
      async () => {
        await hydrated(opener);
        await opener.click();
        return { dialog: page.getByRole("dialog", { name: "تاريخ الذهاب" }), opener };
      },
      { back: false },
    );
    // The focused day has the focus; the calendar sits under its field (or over it, when the
    // field is low on the screen), inside the viewport.
    await hydrated(opener);
    await opener.click();
    const dialog = page.locator("dialog.ui-dialog--popover");
    await expect(dialog.locator(".date-picker__day[tabindex='0']")).toBeFocused();
    const field = await opener.boundingBox();
    const box = await dialog.boundingBox();
    if (!field || !box) throw new Error("no boxes");
    const below = box.y >= field.y + field.height - 1;
    const above = box.y + box.height <= field.y + 1;
    expect(below || above).toBe(true);
    expect(box.x >= 0 && box.x + box.width <= 375 && box.y >= 0 && box.y + box.height <= 812).toBe(true);
    // Right to left: aligned with the field's right edge, unless that would push it off the screen.
    if (field.x + field.width - box.width >= 8) {
      expect(Math.abs(box.x + box.width - (field.x + field.width))).toBeLessThan(2);
    }
  });
});

test.describe("desktop 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the flight details sheet sits at the left in Arabic", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    await resultsPage(page);
    const opener = page.getByRole("button", { name: "التفاصيل" }).first();
    await expect(opener).toBeVisible({ timeout: 20_000 });
    const open = async () => {
      await hydrated(opener);
      await opener.click();
      return { dialog: page.getByRole("dialog", { name: "تفاصيل الرحلة" }), opener };
    };
    await expectDialogBehaviour(page, open);
    const { dialog } = await open();
    await expect(dialog.getByRole("button", { name: "إغلاق" })).toBeFocused();
    expect(Math.round((await dialog.boundingBox())?.x ?? -1)).toBe(0);
  });

  test("the login dialog is centred", async ({ page, context, baseURL }) => {
    await setLocale(context, baseURL, "ar");
    await page.goto("/about-us");
    const opener = page.locator(".site-header").getByRole("button", { name: "تسجيل الدخول" });
    await expectDialogBehaviour(page, async () => {
      await hydrated(opener);
      await opener.click();
      return { dialog: page.getByRole("dialog", { name: "تسجيل الدخول أو إنشاء حساب" }), opener };
    });
  });
});

/** A charter of the test's own with free seats (the demo seed sells some days out). */
async function ownCharter(request: APIRequestContext, date: string): Promise<string> {
  const response = await request.post("/api/dev/catalog/charter-flights", {
    data: { origin: "BGW", destination: "BSR", date, seats: 9 },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { flightNumber: string } }).data.flightNumber;
}

test("the saved travellers dialog of the booking form", async ({ page, context, baseURL, customer: _ }) => {
  await setLocale(context, baseURL, "ar");
  const date = baghdadDay(12);
  const flightNumber = await ownCharter(page.request, date);
  await page.goto(`/flight/BSR?origin=BGW&date=${date}&adults=1&type=1`);
  const select = await proposalSelect(page, flightNumber);
  await select.click();
  await page.waitForURL(/\/add-passenger\?/);
  const opener = page.getByRole("button", { name: "اختر مسافرًا محفوظًا" }).first();
  await expect(opener).toBeVisible({ timeout: 20_000 });
  await expectDialogBehaviour(page, async () => {
    await hydrated(opener);
    await opener.click();
    return { dialog: page.getByRole("dialog", { name: "المسافرون المحفوظون" }), opener };
  });
});
