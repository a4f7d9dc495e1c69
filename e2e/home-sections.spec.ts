import { latinDigitsShown } from "./digits";
import { expect, test } from "./fixtures";
import { baghdadDay, hydrated, setLocale } from "./session";

/**
 * What the home page sells (issue 16): the trending destinations with their flight and hotel
 * searches, the FAQ (an accordion, and FAQPage data), and the blog read from the local feed
 * (e2e/blog-feed-server.ts), 8 posts and then more.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await setLocale(context, baseURL, "ar");
});

test("the FAQ opens question by question and is written as FAQPage data", async ({ page }) => {
  await page.goto("/");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data["@type"]).toBe("FAQPage");
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
});

test("trending destinations take their kept place and lead to a flight search and a hotel search", async ({
  page,
}) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "وجهات رائجة" });
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
