import type { HotelSearchAnswer } from "../packages/domain/src/hotel-search";
import { makeOperator, openBackOffice } from "./back-office-steps";
import { expect, test } from "./fixtures";
import { png } from "./pictures";
import { baghdadDay, hydrated, setLocale } from "./session";

/**
 * The operator's contracted hotels (issue 14), in Arabic: an operations operator creates a hotel in
 * Karbala, adds a room type and a refundable breakfast plan, opens 10 days with 3 rooms at a price,
 * and a customer's search of Karbala for two of those nights finds it at that price. Then two photos:
 * the second moved first becomes the cover of the customer's card and the first of the hotel page.
 */

const arabicDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

test("operations opens a contracted hotel in Karbala and a customer finds it at its price", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await setLocale(context, baseURL, "ar");
  const operations = await makeOperator(page.request, "operations", "Karim Saleh");
  await openBackOffice(page, operations);

  const nav = page.getByRole("navigation", { name: "أقسام لوحة الإدارة" });
  await nav.getByRole("link", { name: "الفنادق", exact: true }).click();
  await page.waitForURL(/\/back-office\/hotels$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الفنادق المتعاقد معها");

  // The hotel: its own name (and place) so no other hotel merges with it.
  const tag = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const name = `Safar Test Hotel ${tag}`;
  await page.getByRole("button", { name: "فندق جديد" }).click();
  const hotelForm = page.getByTestId("bo-hotel-new-form");
  await hotelForm.getByLabel("الوجهة").selectOption("KRB");
  await hotelForm.getByLabel("النجوم").selectOption("4");
  const localized = async (group: string, ar: string, fa: string, en: string) => {
    const fields = hotelForm.getByRole("group", { name: group, exact: true });
    await fields.getByLabel("العربية").fill(ar);
    await fields.getByLabel("الفارسية").fill(fa);
    await fields.getByLabel("الإنجليزية").fill(en);
  };
  await localized("الاسم", `فندق سفر ${tag}`, `هتل سفر ${tag}`, name);
  await localized("المنطقة", "باب بغداد", "باب بغداد", "Bab Baghdad");
  await localized("العنوان", "شارع الجمهورية", "خیابان جمهوری", "Al-Jumhuriya Street");
  const spot = (Date.now() % 900) / 10_000;
  await hotelForm.getByLabel("خط العرض").fill(arabicDigits((32.55 + spot).toFixed(4)));
  await hotelForm.getByLabel("خط الطول").fill((44.05 + spot).toFixed(4));
  await hotelForm.getByLabel("إنترنت لاسلكي (واي فاي)").check();
  await hotelForm.getByRole("button", { name: "إنشاء الفندق" }).click();
  await page.waitForURL(/\/back-office\/hotels\/[0-9a-f-]{36}$/);
  const hotelId = /\/hotels\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? "";
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`فندق سفر ${tag}`);

  // A room type.
  await page.getByRole("button", { name: "إضافة نوع غرفة" }).click();
  const roomForm = page.getByTestId("bo-room-form");
  const roomName = roomForm.getByRole("group", { name: "الاسم", exact: true });
  await roomName.getByLabel("العربية").fill("غرفة مزدوجة");
  await roomName.getByLabel("الفارسية").fill("اتاق دو تخته");
  await roomName.getByLabel("الإنجليزية").fill("Double room");
  const beds = roomForm.getByRole("group", { name: "الأسرّة", exact: true });
  await beds.getByLabel("العربية").fill("سرير مزدوج");
  await beds.getByLabel("الفارسية").fill("یک تخت دونفره");
  await beds.getByLabel("الإنجليزية").fill("One double bed");
  await roomForm.getByRole("button", { name: "إضافة نوع غرفة" }).click();
  await expect(roomForm).toHaveCount(0);
  await expect(page.getByTestId("bo-room-type")).toContainText("غرفة مزدوجة");

  // A refundable breakfast plan: free until 3 days before, then one night.
  await page.getByRole("button", { name: "إضافة خطة سعر إلى غرفة مزدوجة" }).click();
  const planForm = page.getByTestId("bo-plan-form");
  await planForm.getByLabel("الوجبات").selectOption("Breakfast");
  await expect(planForm.getByLabel("قابلة للاسترداد", { exact: true })).toBeChecked();
  await planForm.getByLabel("القاعدة 1: أيام قبل الوصول").fill("3");
  await planForm.getByLabel("القاعدة 1: الليالي المحتسبة").fill("1");
  await planForm.getByRole("button", { name: "إضافة خطة سعر" }).click();
  await expect(planForm).toHaveCount(0);
  await expect(page.getByTestId("bo-rate-plan")).toContainText("قابلة للاسترداد");

  // 10 days with 3 rooms at 120 USD for two adults (80 for one), far enough ahead that no other
  // test has searched those nights (the search cache is keyed by the stay).
  const first = baghdadDay(150);
  const last = baghdadDay(159);
  await page.goto(`/back-office/hotels/${hotelId}?month=${first.slice(0, 7)}`);
  await page.getByRole("button", { name: "تغيير أيام" }).click();
  const days = page.getByTestId("bo-calendar-form");
  await days.getByLabel("اليوم الأول").fill(first);
  await days.getByLabel("اليوم الأخير").fill(last);
  await days.getByLabel("الغرف (الحصة)").fill("٣");
  await days.getByLabel("للبالغين: 1").fill("80");
  await days.getByLabel("للبالغين: 2").fill("120");
  await days.getByRole("button", { name: "تطبيق على هذه الأيام" }).click();
  await expect(days).toHaveCount(0);
  const firstDay = page.locator(`[data-day="${first}"]`);
  await expect(firstDay.getByTestId("bo-calendar-rooms")).toHaveText("٣ · ٠ · ٠");
  await expect(firstDay.getByTestId("bo-calendar-price")).toContainText("١٢٠");

  // Two photos; the second moved first becomes the cover.
  const photos = page.getByTestId("bo-hotel-photos");
  const fileInput = photos.getByLabel("إضافة صورة");
  await hydrated(fileInput);
  const status = photos.getByRole("status");
  await fileInput.setInputFiles({
    name: "lobby.png",
    mimeType: "image/png",
    buffer: png(320, 240, [200, 60, 40]),
  });
  await expect(status).toHaveText("أُضيفت الصورة.");
  await expect(photos.locator("li img")).toHaveCount(1);
  await fileInput.setInputFiles({
    name: "room.png",
    mimeType: "image/png",
    buffer: png(320, 240, [40, 90, 200]),
  });
  await expect(photos.locator("li img")).toHaveCount(2);
  const second = (await photos.locator("li").nth(1).getAttribute("data-photo")) ?? "";
  expect(second).toMatch(new RegExp(`^hotels/${hotelId}/[0-9a-f]{32}\\.jpg$`));
  await expect(photos.locator("li img").first()).toHaveJSProperty("complete", true);
  await photos.getByRole("button", { name: "تقديم الصورة ٢" }).click();
  await expect(status).toHaveText("أصبحت الصورة رقم ١.");
  await expect(photos.locator("li").first()).toHaveAttribute("data-photo", second);
  await expect(photos.getByRole("button", { name: "تأخير الصورة ١" })).toBeFocused();

  // The cover's caption in three languages: too long is refused beside its input, then saved.
  const cover = photos.locator("li").first();
  const captionAr = "واجهة الفندق عند المساء";
  await cover.getByLabel("التعليق بالعربية").fill(captionAr);
  await cover.getByLabel("التعليق بالفارسية").fill("نمای هتل در شب");
  await cover.getByLabel("التعليق بالإنجليزية").fill("x".repeat(121));
  await cover.getByRole("button", { name: "حفظ تعليق الصورة ١" }).click();
  await expect(cover.getByText("التعليق على الصورة ١٢٠ حرفًا على الأكثر.")).toBeVisible();
  await expect(cover.getByLabel("التعليق بالإنجليزية")).toBeFocused();
  await page.keyboard.press("Control+A");
  await page.keyboard.type("The hotel's facade at dusk");
  await page.keyboard.press("Enter");
  await expect(page.getByText("حُفظ تعليق الصورة ١.")).toBeVisible();
  await expect(cover.getByText("التعليق على الصورة ١٢٠ حرفًا على الأكثر.")).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await photos.screenshot({ path: test.info().outputPath("back-office-photos-ar-1280.png") });

  // The customer searches Karbala for two of those nights: the hotel at 2 × 120.
  const checkIn = baghdadDay(152);
  const checkOut = baghdadDay(154);
  // (A visitor without a customer's session: the results come in the server's HTML, decision 024;
  // the same stay's search, asked of the API, is the one the page shows.)
  const found = await page.request.post("/api/hotel-catalog/HotelCatalog/Available", {
    data: { cityCode: "KRB", checkIn, checkOut, rooms: [{ adults: 2, childAges: [] }] },
  });
  const answer = ((await found.json()) as { data: HotelSearchAnswer }).data;
  await page.goto(`/hotels/KRB?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2`);
  const card = answer.hotels.find((hotel) => hotel.hotelId === hotelId);
  expect(card?.cheapest).toMatchObject({ totalPrice: 240, board: "Breakfast", refundable: true });
  const shown = page.locator(`.hotel-list article[data-hotel-id="${hotelId}"]`);
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(`فندق سفر ${tag}`);
  expect(card?.photo).toBe(second);
  await expect(shown.locator("img").first()).toHaveAttribute("src", new RegExp(second));

  // The hotel page: both photos, the cover first, served by the image host.
  await page.goto(`/hotels/KRB/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&rooms=2`);
  const gallery = page.getByTestId("hotel-gallery").locator("img");
  await expect(gallery).toHaveCount(2);
  await expect(gallery.first()).toHaveAttribute("src", new RegExp(second));
  await expect(gallery.first()).toHaveJSProperty("complete", true);
  expect(await gallery.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // The cover's alt is its Arabic caption, shown under it; the other photo keeps "photo 2 of …".
  await expect(gallery.first()).toHaveAttribute("alt", captionAr);
  await expect(page.getByTestId("hotel-gallery").locator("figcaption")).toHaveText(captionAr);
  await expect(gallery.nth(1)).not.toHaveAttribute("alt", captionAr);
  await expect(gallery.nth(1)).toHaveAttribute("alt", /٢/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page
    .getByTestId("hotel-gallery")
    .screenshot({ path: test.info().outputPath("hotel-gallery-ar-375.png") });
});
