import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { latinDigitsShown } from "./digits";
import { expect, test, viewports } from "./fixtures";
import { baghdadDay, hydrated } from "./session";

const staticPages = [
  { path: "/", heading: /تسافر/ },
  { path: "/about-us", heading: /.+/ },
  { path: "/contact-us", heading: /.+/ },
  { path: "/faq", heading: "الأسئلة الشائعة" },
  { path: "/privacy", heading: /.+/ },
  { path: "/privacy/charter-flight", heading: /.+/ },
  { path: "/multi-lang", heading: /.+/ },
  { path: "/hotel-home", heading: /.+/ },
  { path: "/tour-home", heading: /.+/ },
  { path: "/visa-home", heading: /.+/ },
  { path: "/visa-uae", heading: /.+/ },
  { path: "/visa-azerbaijan", heading: /.+/ },
  { path: "/visa-thiland", heading: /.+/ },
  { path: "/visa-italy", heading: /.+/ },
  { path: "/landing", heading: /.+/ },
];

// One browser page walks every static page per viewport (a step each): the browser's cache and
// compiled scripts carry over, as for a customer, instead of a cold page per path.
for (const viewport of viewports) {
  test(`${viewport.name} ${viewport.width}px: every static page renders in Arabic, right to left, without errors`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await context.addCookies([{ name: "locale", value: "ar", url: "http://127.0.0.1" }]);
    for (const { path, heading } of staticPages) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "ar");
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.locator("h1").first()).toHaveText(heading);
        await expect(page.locator("footer")).toBeVisible();
        // Nothing spills sideways on a phone, once the page has settled (a busy machine lays it out
        // in steps: a page still mid-layout once measured 17 px too wide; a real spill stays).
        await expect
          .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
          .toBeLessThanOrEqual(0);
      });
    }
  });
}

test("home shows the slogans, support contacts and the Najaf address", async ({ page, context }) => {
  await context.addCookies([{ name: "locale", value: "en", url: "http://127.0.0.1" }]);
  await page.goto("/");
  await expect(page.getByText("Want to travel?").first()).toBeVisible();
  await expect(page.getByText("Leave it to us").first()).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
  await expect(page.locator("footer")).toContainText("Najaf");
});

test("an unknown URL shows the not-found view with status 404 and a link home", async ({
  page,
  pageProblems,
}) => {
  pageProblems.allowStatus(404);
  await page.context().addCookies([{ name: "locale", value: "en", url: "http://127.0.0.1" }]);
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("This page could not be found")).toBeVisible();
  await page.locator('main a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("/multi-lang switches to Persian, English and back to Arabic", async ({ page, context }) => {
  await page.goto("/multi-lang");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("lang", "ar");

  const choose = async (code: "ar" | "fa" | "en", dir: "rtl" | "ltr") => {
    await page.locator(`[data-locale="${code}"]`).click();
    await expect(html).toHaveAttribute("lang", code);
    await expect(html).toHaveAttribute("dir", dir);
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe(code);
    // 365 days, give or take the seconds the test takes.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
  };
  await choose("fa", "rtl");
  await choose("en", "ltr");
  await choose("ar", "rtl");

  // The choice holds across a reload and on other pages.
  await choose("fa", "rtl");
  await page.goto("/about-us");
  await expect(html).toHaveAttribute("lang", "fa");
});

test.describe("language detection", () => {
  // A desktop browser's user agent: crawlers (and HeadlessChrome) are never redirected.
  test.use({
    locale: "fa-IR",
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  });

  test("the language is detected from the browser only at the root", async ({ page, context }) => {
    await page.goto("/about-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    expect((await context.cookies()).find((c) => c.name === "locale")).toBeUndefined();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fa");
    expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("fa");
  });
});

test("public pages come from the shared page cache for visitors without a session, never for a customer", async ({
  page,
  playwright,
  baseURL,
  customer,
}) => {
  // A visitor without a session: the second answer is the cached page, public for shared caches.
  const anonymous = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: "locale=ar" },
  });
  await anonymous.get("/about-us");
  const again = await anonymous.get("/about-us");
  expect(again.headers()["x-page-cache"]).toBe("hit");
  expect(again.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=300");
  expect(await again.text()).toContain('class="account-button"');
  await anonymous.dispose();

  // The signed-in customer (same language) gets a page rendered for them, private to them.
  expect(customer.phone).toBeTruthy();
  const response = await page.goto("/about-us");
  expect(response?.headers()["cache-control"]).toBe("private, no-cache");
  expect(response?.headers()["x-page-cache"]).toBeUndefined();
  expect(await response?.text()).toContain('class="account-menu"');
  // Rendered for the customer, the finished search box standing in place (no late swap).
  const home = await (await page.request.get("/")).text();
  expect(home).toContain('class="account-menu"');
  expect(home).toContain('class="search-box card"');
  expect(home).not.toContain("$RC(");
});

test("the home page comes whole: its FAQ questions in the markup once (not in the loader data), no boundary swapped in later, the FAQ opens after hydration; /faq holds every question and the FAQPage data", async ({
  page,
  context,
  request,
}) => {
  const question = "هل يمكنني تغيير اسم المسافر في التذكرة؟";
  const html = await (await request.get("/", { headers: { cookie: "locale=ar" } })).text();
  expect(html.split(question)).toHaveLength(2);
  // The home answers the spec's five questions; the others, and the FAQPage data, are on /faq.
  expect(html).not.toContain("كيف أستلم تذكرتي؟");
  expect(html).not.toContain("application/ld+json");
  // The home page's HTML budget (issue 9).
  expect(Buffer.byteLength(html)).toBeLessThanOrEqual(35 * 1024);
  // Sent whole: the search box and the FAQ stand in place, not as skeletons swapped by script later
  // (a layout shift), also on the first render after a start, which the page cache keeps.
  expect(html).not.toContain("$RC(");
  expect(html).toContain('class="search-box card"');

  const faq = await (await request.get("/faq", { headers: { cookie: "locale=ar" } })).text();
  const structured = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(faq);
  const other = "كيف أستلم تذكرتي؟";
  expect(structured?.[1]?.split(other)).toHaveLength(2);
  expect(faq.replace(structured?.[0] ?? "", "").split(other)).toHaveLength(2);

  await context.addCookies([{ name: "locale", value: "ar", url: "http://127.0.0.1" }]);
  await page.goto("/");
  await expect(page.locator(".home-faq details")).toHaveCount(5);
  const item = page.locator("details", { hasText: question });
  // A click before hydration opens the native <details>, which hydration then closes again.
  await hydrated(item);
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  await expect(item.locator(".content-page__faq-answer")).toBeVisible();
});

/** One keep-alive connection: a request, then the next one on the same socket. */
async function onOneConnection(baseURL: string, first: { method: string; body?: string }) {
  const { default: http } = await import("node:http");
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL("/about-us", baseURL);
  const send = (method: string, body?: string) =>
    new Promise<{ status: number; text: string; connection: string | undefined; ms: number }>(
      (resolve, reject) => {
        const started = Date.now();
        const request = http.request(
          url,
          {
            method,
            agent,
            headers: {
              cookie: "locale=ar",
              ...(body
                ? {
                    "content-type": "application/x-www-form-urlencoded",
                    "content-length": String(Buffer.byteLength(body)),
                  }
                : {}),
            },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => {
              text += chunk;
            });
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                text,
                connection: response.headers.connection,
                ms: Date.now() - started,
              }),
            );
          },
        );
        request.setTimeout(10_000, () => request.destroy(new Error(`no answer in 10 s (${method})`)));
        request.on("error", reject);
        request.end(body);
      },
    );
  try {
    const answer = await send(first.method, first.body);
    const next = await send("GET");
    return { answer, next };
  } finally {
    agent.destroy();
  }
}

test("the built app runs React Router's production build, in the browser and on the server", async ({
  request,
}) => {
  // A development-only warning of React Router's (decision 032): its text is in the development
  // build, which the package's exports name by default, and not in the production one.
  const devWarning = "You rendered descendant <Routes>";
  const html = await (await request.get("/")).text();
  const framework = /\/assets\/framework-[\w-]+\.js/.exec(html)?.[0];
  expect(framework, "the page loads the framework chunk").toBeTruthy();
  const script = await (await request.get(framework ?? "")).text();
  expect(script).toContain("HydratedRouter");
  expect(script).not.toContain(devWarning);
  const serverAssets = path.resolve(process.env.WEB_BUILD_DIR ?? "apps/web/build", "server/assets");
  const serverCode = readdirSync(serverAssets)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(path.join(serverAssets, file), "utf8"));
  expect(serverCode.some((code) => code.includes("function createStaticHandler"))).toBe(true);
  expect(serverCode.filter((code) => code.includes(devWarning))).toEqual([]);
});

test("a POST to a page without a form: 405 in the customer's words, and the connection serves the next page at once", async ({
  baseURL,
}) => {
  const { answer, next } = await onOneConnection(baseURL ?? "", { method: "POST", body: "a=b" });
  expect(answer.status).toBe(405);
  // What the page shows (the router's developer text stays in its hydration data only).
  const shown = answer.text.slice(answer.text.indexOf("<main"), answer.text.indexOf("</main>"));
  expect(shown).toContain("لا تقبل هذه الصفحة هذا الطلب");
  expect(shown).toContain("خطأ ٤٠٥");
  expect(shown).not.toContain("action");
  expect(next.status).toBe(200);
  expect(next.ms).toBeLessThan(5_000);
});

test("a 1 MB POST to a page: refused without reading it, the connection closed, never held for the next request", async ({
  baseURL,
}) => {
  const { answer, next } = await onOneConnection(baseURL ?? "", {
    method: "POST",
    body: `a=${"x".repeat(1024 * 1024)}`,
  });
  expect(answer.status).toBe(413);
  expect(answer.connection).toBe("close");
  expect(next.status).toBe(200);
  expect(next.ms).toBeLessThan(5_000);
});

/**
 * The header on phones, in Vazirmatn and in the fallback font. With `font-display: optional` a slow
 * connection keeps the fallback for the page's life (fonts.css), and the fallback is wider: on a
 * busy CI machine the Arabic header ran 17 px past a 375 px screen (the hotel page's width check
 * failed on it). The fonts are refused here to draw the fallback on purpose.
 */
test("on a 375 px and a 320 px phone the header fits the screen in every language and either font; the sign-in words stay whole, clear of the menu button", async ({
  browser,
  baseURL,
}) => {
  for (const font of ["Vazirmatn", "fallback"] as const) {
    // A context of its own per font: no font file cached from the other.
    const context = await browser.newContext({ baseURL, serviceWorkers: "block" });
    if (font === "fallback") await context.route(/\.woff2$/, (route) => route.abort());
    const page = await context.newPage();
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      for (const locale of ["ar", "fa", "en"]) {
        const where = `${locale}, ${width} px, ${font}`;
        await context.addCookies([{ name: "locale", value: locale, url: baseURL ?? "http://127.0.0.1" }]);
        await page.goto("/about-us");
        const button = page.locator(".account-button");
        await expect(button).toBeVisible();
        if (font === "fallback") {
          const loaded = await page.evaluate(
            () =>
              [...document.fonts].filter(
                (face) => face.family.replaceAll(`"`, "") === "Vazirmatn" && face.status === "loaded",
              ).length,
          );
          expect(loaded, `${where}: no Vazirmatn face may load`).toBe(0);
        }
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${where}: the page is wider than the screen`).toBe(0);
        const outside = await page
          .locator(".site-header__bar > *, .site-header__actions > *, .brand__mark")
          .evaluateAll(
            (boxes, screen) =>
              boxes
                .map((box) => box.getBoundingClientRect())
                .filter((r) => r.width > 0 && (r.left < -0.5 || r.right > screen + 0.5)).length,
            width,
          );
        expect(outside, `${where}: a header control is off the screen`).toBe(0);
        const fits = await button.evaluate((el) => el.scrollWidth <= el.clientWidth);
        expect(fits, `${where}: the sign-in words spill out of the button`).toBe(true);
        const a = await button.boundingBox();
        const b = await page.locator(".menu-button").boundingBox();
        expect(a && b).toBeTruthy();
        if (a && b) {
          const overlap = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
          expect(overlap, `${where}: the sign-in button runs into the menu button`).toBeLessThanOrEqual(0);
          expect(b.width, `${where}: the menu button's tap target`).toBeGreaterThanOrEqual(44);
        }
      }
    }
    await context.close();
  }
});

for (const locale of ["ar", "fa"] as const) {
  test(`${locale}: one digit system on every screen (no Latin digits outside codes)`, async ({
    page,
    context,
    pageProblems,
  }) => {
    pageProblems.allowStatus(404); // the not-found page is one of them
    await context.addCookies([{ name: "locale", value: locale, url: "http://127.0.0.1" }]);
    const pages = [
      "/",
      "/about-us",
      "/contact-us",
      "/privacy",
      "/privacy/charter-flight",
      "/hotel-home",
      "/visa-uae",
      "/no-such-page",
      `/flight/BSR?origin=BGW&date=${baghdadDay(10)}&adults=1`,
    ];
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      if (path.startsWith("/flight/"))
        await expect(page.locator(".proposal, .results-empty").first()).toBeVisible();
      for (const shown of await latinDigitsShown(page)) problems.push(`${path}: ${shown}`);
    }
    expect(problems).toEqual([]);
  });
}
