import type { Page } from "@playwright/test";
import { OFFLINE_FILES_CACHE } from "../apps/web/app/lib/offline-files";
import { expect, test } from "./fixtures";
import { hydrated, setLocale } from "./session";

/**
 * The installable app (issue 16, docs/installable-app.md): a valid manifest in the page's language
 * with real icons; the service worker registers, serves the app shell and answers a kept e-ticket
 * and the offline page when the network is gone; the new-version dialog when the server reports a
 * newer build (skippable) or one below the minimum (forced).
 */

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test("the manifest is served in the page's language with standalone display and real icons", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest?lang=ar");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    dir: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ lang: "ar", dir: "rtl", start_url: "/", display: "standalone" });
  expect(manifest.short_name).toBe("رحّال");
  expect(manifest.name).toContain("رحّال");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const purpose of ["any", "maskable"]) {
    expect(manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual([
      "192x192",
      "512x512",
    ]);
  }
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await file.body()).join("x"), icon.src).toBe(icon.sizes);
  }
  // English is left to right; the favicon is a real file.
  expect(await (await page.request.get("/manifest.webmanifest?lang=en")).json()).toMatchObject({
    lang: "en",
    dir: "ltr",
    short_name: "Rahhal",
  });
  const favicon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute("href"))!);
  expect(favicon.headers()["content-type"]).toContain("image/svg+xml");
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("it serves the app shell and a kept e-ticket offline, and the offline page instead of a page", async ({
    page,
    context,
    baseURL,
  }) => {
    await setLocale(context, baseURL, "ar");
    await page.goto("/");
    // Registered after the page's load; it claims the page once it has precached the shell.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""), {
        timeout: 30_000,
      })
      .toMatch(/\/sw\.js$/);

    // The shell's scripts now come from the worker's precache.
    const fromWorker: string[] = [];
    page.on("response", (response) => {
      if (response.fromServiceWorker() && /\/assets\/.+\.js$/.test(response.url()))
        fromWorker.push(response.url());
    });
    // The page asks CheckUpdate once hydrated; let that call finish before the network goes away
    // (else it fails offline mid-flight, which the fixture counts as a page problem).
    const checked = page.waitForResponse("**/api/front-api/App/CheckUpdate");
    await page.goto("/about-us");
    await expect(page.locator("h1").first()).toBeVisible();
    await checked;
    expect(fromWorker.length).toBeGreaterThan(0);

    // An issued e-ticket downloaded online (the server's answer is stood in for here: the spec is
    // about what the worker keeps, the ticket itself is tested in booking.spec.ts) is kept.
    const ticketPath =
      "/api/flight-reservation/Tickets/FlightTicketPdf/3f0c2a4e-8d1b-4c6a-9e2f-0a1b2c3d4e5f?lang=ar";
    await context.route("**/api/flight-reservation/Tickets/FlightTicketPdf/**", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/pdf",
        headers: {
          "content-disposition": 'attachment; filename="ticket-RH7Q2K.pdf"',
          "cache-control": "private, no-store",
        },
        body: "%PDF-1.4\n% e2e stand-in\n%%EOF\n",
      }),
    );
    const download = (path: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url, { headers: { authorization: "Bearer e2e" } });
        return {
          status: response.status,
          type: response.headers.get("content-type"),
          text: await response.text(),
        };
      }, path);
    expect(await download(ticketPath)).toMatchObject({ status: 200, type: "application/pdf" });
    // The worker answers first and keeps the copy after (workbox puts it in the cache inside the
    // event's waitUntil); going offline before it is written would race the write (CI, stop 33).
    await expect
      .poll(
        () =>
          page.evaluate(
            async ({ url, cache }) =>
              (await (await caches.open(cache)).match(url, { ignoreVary: true })) !== undefined,
            { url: ticketPath, cache: OFFLINE_FILES_CACHE },
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await context.unroute("**/api/flight-reservation/Tickets/FlightTicketPdf/**");

    await context.setOffline(true);
    const offline = await download(ticketPath);
    expect(offline).toMatchObject({ status: 200, type: "application/pdf" });
    expect(offline.text).toMatch(/^%PDF-/);

    // A page offline: the offline page, in Arabic, listing the kept ticket.
    await page.goto("/profile/my-travels");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أنت غير متصل بالإنترنت");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const kept = page.getByRole("link", { name: "تذكرة طيران" });
    await expect(kept).toHaveAttribute("href", ticketPath);
    await expect(page.getByText("ticket-RH7Q2K.pdf")).toBeVisible();
    await context.setOffline(false);
  });
});

/** The server's CheckUpdate answers `versions` for this page. */
async function deployed(page: Page, versions: { latestVersion: string; minimumVersion: string }) {
  await page.unroute("**/api/front-api/App/CheckUpdate");
  await page.route("**/api/front-api/App/CheckUpdate", (route) =>
    route.fulfill({ json: { data: versions, meta: { errors: [] } } }),
  );
}

test("the new-version dialog: offered when the deployed build is newer (skip hides it), forced below the minimum", async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(context, baseURL, "ar");
  // As deployed: the running build is the latest, no dialog.
  const checked = page.waitForResponse("**/api/front-api/App/CheckUpdate");
  await page.goto("/");
  const answer = (await (await checked).json()) as { data: { latestVersion: string; update: string } };
  expect(answer.data.update).toBe("none");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await deployed(page, { latestVersion: "9999.1.1", minimumVersion: "0" });
  await page.reload();
  const dialog = page.getByRole("alertdialog", { name: "إصدار جديد" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("يتوفر إصدار جديد من التطبيق.");
  const update = dialog.getByRole("button", { name: "تحديث" });
  await expect(update).toBeFocused();
  await hydrated(update);
  await dialog.getByRole("button", { name: "تخطي" }).click();
  await expect(dialog).toHaveCount(0);
  // Skipped: not offered again for that version, on this visit or the next.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // Below the minimum: forced, no skip, Escape does not close it; Update reloads the page.
  await deployed(page, { latestVersion: "9999.1.1", minimumVersion: "9999.1.1" });
  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("لم يعد هذا الإصدار مدعومًا");
  await expect(dialog.getByRole("button", { name: "تخطي" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await hydrated(dialog.getByRole("button", { name: "تحديث" }));
  const reloaded = page.waitForEvent("framenavigated");
  await dialog.getByRole("button", { name: "تحديث" }).click();
  await reloaded;
  await expect(dialog).toBeVisible();
});
