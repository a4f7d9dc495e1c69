import { makeOperator, openBackOffice } from "./back-office-steps";
import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, hydrated, setLocale } from "./session";

/**
 * What the home page sells (issue 16): the trending destinations with their flight and hotel
 * searches, the popular routes with their lowest fares, the operator's promotions, the FAQ (five
 * questions, the rest and the FAQPage data on /faq), and the blog read from the local feed (e2e/blog-feed-server.ts),
 * 8 posts and then more.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await setLocale(context, baseURL, "ar");
});

test("the home answers five questions and leads to /faq, which holds them all as FAQPage data and opens the one its link names", async ({
  page,
}) => {
  await page.goto("/");
  const home = page.locator(".home-faq");
  await expect(home.locator("details summary")).toHaveText([
    "هل يمكنني تغيير اسم المسافر في التذكرة؟",
    "هل يمكنني اختيار مقعدي عند الحجز؟",
    "كيف أغيّر تاريخ سفري؟",
    "كيف ألغي تذكرتي وأسترد المبلغ؟",
    "كم وزن الأمتعة المسموح به؟",
  ]);
  const link = home.getByRole("link", { name: "كل الأسئلة الشائعة" });
  await hydrated(link);
  await link.click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle(/^الأسئلة الشائعة \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأسئلة الشائعة");
  await expect(page.locator("details")).toHaveCount(15);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data["@type"]).toBe("FAQPage");
  expect(data.mainEntity).toHaveLength(15);
  expect(data.mainEntity.map((q: { name: string }) => q.name)).toContain("كيف أحجز تذكرة طيران؟");

  const item = page.locator("details", { hasText: "كيف أتواصل مع الدعم؟" });
  await hydrated(item);
  await item.locator("summary").click();
  await expect(item).toHaveAttribute("open", "");
  // Support hours of spec §1, in the page's digits.
  await expect(item.locator(".content-page__faq-answer")).toContainText("من السبت إلى الخميس");
  await expect(item.locator(".content-page__faq-answer")).toContainText("٢٣:٠٠");
  await item.locator("summary").press("Enter");
  await expect(item).not.toHaveAttribute("open", "");

  // A question's own link opens it.
  await page.goto("/faq#refund");
  await expect(page.locator("details#refund")).toHaveAttribute("open", "");
});

test("hydration keeps what the server rendered: the search box and the FAQ are not thrown away and built again", async ({
  page,
}) => {
  // The server's search box and FAQ, held from the moment the document is parsed. Before decision
  // 027, the router's route discovery updated the page while their code was still loading, and
  // React threw both away and built them again.
  // And when React started to hydrate (it marks the body first).
  await page.addInitScript(() => {
    const held = window as unknown as { serverNodes: Element[]; hydratingAt: number };
    document.addEventListener("DOMContentLoaded", () => {
      held.serverNodes = [...document.querySelectorAll(".search-box, .home-faq article")];
    });
    const watch = () => {
      if (document.body && Object.keys(document.body).some((key) => key.startsWith("__reactProps")))
        held.hydratingAt = performance.now();
      else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  // Their code comes slowly, as on a slow phone network: the route discovery's answer comes first.
  await page.route(/\/assets\/(faq-ar|flight-search-box)-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const discovered = page.waitForResponse(/\/__manifest\?/);
  await page.goto("/");
  // The page names the split components it rendered, for the browser to load before hydrating.
  expect(JSON.parse((await page.locator("script#lazy-components").textContent()) ?? "[]")).toEqual([
    "faq-ar",
    "flight-search-box",
  ]);
  await hydrated(page.getByRole("button", { name: "رحلات داخلية" }));
  await hydrated(page.locator(".home-faq details summary").first());
  await discovered;
  await page.waitForTimeout(300);
  const kept = await page.evaluate(() =>
    (window as unknown as { serverNodes: Element[] }).serverNodes.map(
      (node) => node.isConnected && node === document.querySelector(`.${[...node.classList].join(".")}`),
    ),
  );
  expect(kept).toEqual([true, true]);
  // Hydration waited for their code (which is what keeps them, whatever the timing).
  const [hydratingAt, codeIn] = await page.evaluate(() => [
    (window as unknown as { hydratingAt: number }).hydratingAt,
    Math.max(
      ...performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/(faq-ar|flight-search-box)-/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
    ),
  ]);
  expect(codeIn).toBeGreaterThan(1500);
  expect(hydratingAt).toBeGreaterThan(codeIn);
});

test("trending destinations take their kept place and lead to a flight search and a hotel search", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/Trending\/GetTrendingList|HomePage\/GetQuickSearchInfos/.test(request.url()))
      asked.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 667 }); // a phone: the section is well under the first screen
  await page.goto("/");
  await hydrated(page.getByRole("button", { name: "رحلات داخلية" }));
  // The sections under the first screen are read when the customer scrolls towards them (decision 025).
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  // Their skeletons wait still: an off-screen shimmer cost a paint per frame on the main thread.
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  const section = page.getByRole("region", { name: "وجهات رائجة" });
  await section.scrollIntoViewIfNeeded();
  const box = await section.boundingBox();
  await expect(section.locator(".trend-card:not(.trend-card--skeleton)")).toHaveCount(8);
  // The cards took the skeletons' place: the section kept its size.
  expect((await section.boundingBox())?.height).toBeCloseTo(box?.height ?? 0, 0);

  const week = baghdadDay(7);
  const najaf = section.locator(".trend-card", { has: page.getByRole("heading", { name: "النجف" }) });
  await najaf.getByRole("link", { name: "رحلات من بغداد إلى النجف" }).click();
  await expect(page).toHaveURL(`/flight/NJF?origin=BGW&date=${week}&adults=1`);
  await page.goBack();

  const karbala = section.locator(".trend-card", { has: page.getByRole("heading", { name: "كربلاء" }) });
  await expect(karbala.getByRole("link", { name: /رحلات/ })).toHaveCount(0); // no airport
  await karbala.getByRole("link", { name: "الفنادق في كربلاء" }).click();
  await expect(page).toHaveURL(`/hotels/KRB?checkIn=${week}&checkOut=${baghdadDay(9)}&rooms=2`);
});

test("the blog shows the feed's newest 8 posts, then more, each opening the post in a new tab", async ({
  page,
}) => {
  await page.goto("/");
  const blog = page.getByRole("region", { name: "من مدوّنتنا" });
  await blog.scrollIntoViewIfNeeded();
  const cards = blog.locator(".blog-card");
  await expect(cards).toHaveCount(8);
  const first = cards.first();
  await expect(first.getByRole("heading")).toHaveText(/دليل السفر ١١/);
  await expect(first.locator("time")).toHaveText("١١ نوفمبر ٢٠٢٦");
  await expect(first.locator(".blog-card__excerpt")).toHaveText("ملخص المقالة رقم ١١.");
  await expect(first.locator("img")).toHaveJSProperty("complete", true);
  const link = first.getByRole("link");
  await expect(link).toHaveAttribute("rel", "noopener");
  await expect(link).toHaveAttribute("target", "_blank");
  expect(await link.getAttribute("href")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/posts\/11$/);
  // The script in a post's summary is text, never run nor shown.
  await expect(blog).not.toContainText("alert");
  expect(await latinDigitsShown(page)).toEqual([]);

  const more = blog.getByRole("button", { name: "المزيد من المقالات" });
  await more.click();
  await expect(cards).toHaveCount(11);
  await expect(more).toHaveCount(0);
  await expect(cards.nth(8).getByRole("link")).toBeFocused();
  await expect(cards.nth(8)).toContainText("Visit Karbala & Najaf");

  const [post] = await Promise.all([page.waitForEvent("popup"), cards.nth(10).getByRole("link").click()]);
  await expect(post).toHaveURL(/\/posts\/1$/);
  await post.close();
});

test("in Persian the blog's dates are in the Jalali calendar", async ({ page, context, baseURL }) => {
  await setLocale(context, baseURL, "fa");
  await page.goto("/");
  const blog = page.getByRole("region", { name: "از وبلاگ ما" });
  await blog.scrollIntoViewIfNeeded();
  // 11 November 2026 is 20 Aban 1405.
  await expect(blog.locator(".blog-card time").first()).toHaveText("۲۰ آبان ۱۴۰۵");
});

test("an operator adds a promotion in the back office; the home page shows it and its link works", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const marketing = await makeOperator(page.request, "content", "Rana Saleh");
  await openBackOffice(page, marketing);
  const nav = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
  await nav.getByRole("link", { name: "العروض", exact: true }).click();
  await page.waitForURL(/\/back-office\/promotions$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("العروض");

  // The test's own promotion, named in letters (the page shows no Latin digits outside codes).
  const tag = `${Date.now().toString(36)}${test.info().workerIndex}`.replace(
    /\d/g,
    (d) => "abcdefghij"[Number(d)] ?? "",
  );
  const add = page.getByRole("button", { name: "عرض جديد" });
  await hydrated(add);
  await add.click();
  const form = page.getByTestId("bo-promotion-form");
  // A new promotion runs from today (Baghdad) for 30 days.
  await expect(form.getByLabel("اليوم الأول")).toHaveValue(baghdadDay(0));
  await expect(form.getByLabel("اليوم الأخير")).toHaveValue(baghdadDay(30));
  const titles = form.getByRole("group", { name: "العنوان", exact: true });
  await titles.getByLabel("العربية").fill(`عرض الربيع ${tag}`);
  await titles.getByLabel("الفارسية").fill(`پیشنهاد بهار ${tag}`);
  await titles.getByLabel("الإنجليزية").fill(`Spring offer ${tag}`);
  const texts = form.getByRole("group", { name: "النص", exact: true });
  await texts.getByLabel("العربية").fill("تأشيرة الإمارات بخصم خاص");
  await texts.getByLabel("الفارسية").fill("ویزای امارات با تخفیف ویژه");
  await texts.getByLabel("الإنجليزية").fill("The UAE visa at a special price");
  await form.getByLabel("الصورة").selectOption("visa");
  await form.getByLabel("رمز القسيمة").fill("safar5");
  await form.getByLabel("الترتيب في الصفحة الرئيسية").fill("٠");
  // Another site's address is refused beside its field, by keyboard (Enter sends the form).
  const link = form.getByLabel("الرابط");
  await link.fill("https://evil.example/offer");
  await link.press("Enter");
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(link).toBeFocused();
  await expect(form).toContainText("الرابط مسار في هذا الموقع");
  await link.fill("//evil.example");
  await link.press("Enter");
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await link.fill("/visa-uae");
  await link.press("Enter");
  await expect(form).toHaveCount(0);

  const row = page.getByTestId("bo-promotion-row").filter({ hasText: `عرض الربيع ${tag}` });
  await expect(row.getByTestId("bo-promotion-state")).toHaveText("جارٍ");
  await expect(row).toContainText("SAFAR5");

  // The home page shows it (first: order 0), with its code and its last day, and its link opens the page.
  await page.goto("/");
  const offers = page.getByRole("region", { name: "العروض" });
  const card = offers.locator(".promo-card", { hasText: `عرض الربيع ${tag}` });
  await expect(card).toContainText("SAFAR5");
  await expect(card).toContainText("تأشيرة الإمارات بخصم خاص");
  expect(await latinDigitsShown(page)).toEqual([]);
  await card.getByRole("link", { name: `عرض الربيع ${tag}` }).click();
  await expect(page).toHaveURL("/visa-uae");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Deactivated, it leaves the storefront's list (the home page, kept a minute by the page cache, follows).
  await page.goto("/back-office/promotions");
  const again = page.getByTestId("bo-promotion-row").filter({ hasText: `عرض الربيع ${tag}` });
  const off = again.getByRole("button", { name: `إيقاف عرض الربيع ${tag}` });
  await hydrated(off);
  await off.click();
  await expect(again.getByTestId("bo-promotion-state")).toHaveText("موقوف");
  const listed = await page.request.get("/api/front-api/Promotions/GetPromotions");
  const running = ((await listed.json()) as { data: { title: { ar: string } }[] }).data.map(
    (p) => p.title.ar,
  );
  expect(running).not.toContain(`عرض الربيع ${tag}`);
});

test("a popular route's card shows its lowest fare and opens the results page for its route and day", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "رحلات مطلوبة بأقل الأسعار" });
  await section.scrollIntoViewIfNeeded();
  const box = await section.boundingBox();
  const cards = section.locator(".route-card:not(.route-card--skeleton)");
  await expect(cards).toHaveCount(8);
  // The cards took the skeletons' place: the section kept its size.
  expect((await section.boundingBox())?.height).toBeCloseTo(box?.height ?? 0, 0);
  expect(await latinDigitsShown(page)).toEqual([]);

  const name = /^رحلات من بغداد إلى البصرة، من .+ يوم .+$/;
  const route = section.getByRole("link", { name });
  const card = section.locator(".route-card", { has: page.getByRole("link", { name }) });
  await expect(card).toContainText("داخلي");
  const href = (await route.getAttribute("href")) ?? "";
  const day = /date=(\d{4}-\d{2}-\d{2})/.exec(href)?.[1] ?? "";
  expect(href).toBe(`/flight/BSR?origin=BGW&date=${day}&adults=1`);
  expect(day >= baghdadDay(1) && day <= baghdadDay(31)).toBe(true);
  await hydrated(route);
  await route.press("Enter");
  await expect(page).toHaveURL(href);
  await expect(page.locator(".proposal-list [data-proposal-id]").first()).toBeVisible({ timeout: 20_000 });
});
