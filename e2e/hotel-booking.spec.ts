import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page, Request } from "@playwright/test";
import type { OrderDetail } from "../packages/domain/src/flight-order";
import { expect, test } from "./fixtures";
import { baghdadDay, setLocale } from "./session";

/**
 * Booking a hotel room online (issue 14): a signed-in customer's own contracted hotel (the dev
 * route), its results, the hotel page, a room, the guest details page (one lead guest per room in
 * Latin letters, the contact from the account, special requests), the order submitted with an
 * Idempotency-Key and the rooms held, then the shared confirm page with the order.
 */

/** A contracted hotel of this test's own: a "Family Room" with a refundable breakfast rate. */
async function ownHotel(request: APIRequestContext, checkIn: string, nights: number, cityCode = "KRB") {
  const name = `فندق الضيافة ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const response = await request.post("/api/dev/hotels/properties", {
    data: { cityCode, name, checkIn, nights, allotment: 5, doubleCents: 8000 },
  });
  expect(response.ok()).toBe(true);
  return { hotelId: ((await response.json()) as { data: { hotelId: string } }).data.hotelId, name };
}

const isCall = (path: string) => (request: Request) => request.url().includes(path);

/** From the results to the hotel's page, then its breakfast rate: the guest details page. */
async function chooseRoom(
  page: Page,
  search: string,
  hotel: { hotelId: string; name: string },
  choose = "اختر هذه الغرفة",
  cityCode = "KRB",
) {
  await page.goto(`/hotels/${cityCode}?${search}`);
  const card = page.locator(`article[data-hotel-id="${hotel.hotelId}"]`);
  await card.getByRole("link", { name: hotel.name }).click();
  await page.waitForURL(`**/hotels/${cityCode}/${hotel.hotelId}?${search}`);
  const breakfast = page.locator('li.hotel-rate[data-board="Breakfast"]');
  const price = (await breakfast.locator(".hotel-card__total").getAttribute("data-price")) ?? "";
  const rateKey = (await breakfast.getAttribute("data-rate-key")) ?? "";
  await breakfast.getByRole("button", { name: choose }).click();
  await page.waitForURL(/\/add-passenger\?hotelId=/);
  // The search the hotel page was given: the results' one, or a new one when the contracted
  // inventory changed in between (another test's hotel renews the cached searches).
  const requestId = new URL(page.url()).searchParams.get("requestId") ?? "";
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return { requestId, price, rateKey };
}

test("a signed-in customer books two rooms of a hotel in Arabic and arrives on the confirm page", async ({
  page,
  context,
  baseURL,
  request,
  customer: _signedIn,
}) => {
  test.setTimeout(90_000);
  const checkIn = baghdadDay(50);
  const checkOut = baghdadDay(53);
  const hotel = await ownHotel(request, checkIn, 3);
  await setLocale(context, baseURL, "ar");
  const search = `checkIn=${checkIn}&checkOut=${checkOut}&rooms=2_7,1`;
  const chosen = await chooseRoom(page, search, hotel);

  // The URL names the rate and the stay (a reload or an expired search goes back to the hotel).
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    hotelId: hotel.hotelId,
    requestId: chosen.requestId,
    rateKey: chosen.rateKey,
    cityCode: "KRB",
    checkIn,
    checkOut,
    rooms: "2_7,1",
  });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("بيانات النزلاء");
  await expect(page).toHaveTitle(/بيانات النزلاء/);

  // The stay: the hotel, three nights, two rooms with who stays in each, the room and its terms.
  const summary = page.locator("section.booking-hotel");
  await expect(summary.getByRole("heading", { name: hotel.name })).toBeVisible({ timeout: 20_000 });
  await expect(summary).toContainText("كربلاء");
  await expect(summary).toContainText("٣ ليالٍ");
  await expect(summary.getByTestId("stay-check-in")).toContainText("تسجيل الدخول من الساعة ١٤:٠٠");
  await expect(summary.getByTestId("stay-rooms")).toContainText("الغرفة ١: بالغان، طفل واحد (٧ سنوات)");
  await expect(summary.getByTestId("stay-rooms")).toContainText("الغرفة ٢: بالغ واحد");
  await expect(summary.getByTestId("stay-room")).toContainText("غرفة عائلية");
  await expect(summary.getByTestId("stay-room")).toContainText("مع الإفطار");
  await expect(summary.getByTestId("stay-cancellation")).toContainText("إلغاء مجاني حتى");
  await expect(page.getByTestId("price-total")).toHaveAttribute("data-price", chosen.price);
  await expect(summary.getByRole("link", { name: "اختيار غرفة أخرى" })).toHaveAttribute(
    "href",
    `/hotels/KRB/${hotel.hotelId}?${search}`,
  );

  // The contact comes from the account; one lead guest per room.
  await expect(page.getByLabel("رقم الهاتف المحمول")).toHaveValue(/^07\d{9}$/);
  const rooms = page.locator("section[data-room]");
  await expect(rooms).toHaveCount(2);
  await expect(rooms.nth(1).getByRole("heading")).toHaveText("الغرفة ٢: النزيل الرئيسي");

  // Submitting empty: every missing field says so, the first one has the focus.
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(page.getByText("بعض البيانات ناقصة أو غير صحيحة. يرجى تصحيح الحقول المحدّدة.")).toBeVisible();
  await expect(page.locator("#contact-email")).toBeFocused();
  await expect(rooms.first().locator("#g0-firstName-error")).toHaveText("يرجى إدخال الاسم الأول");

  // Names in Arabic letters: the guest's fields say they must be Latin, and no order is sent.
  const submits: Request[] = [];
  page.on("request", (r) => {
    if (isCall("/Submit/SubmitHotelOrder")(r)) submits.push(r);
  });
  await page.getByLabel("البريد الإلكتروني").fill("guest@example.com");
  const first = rooms.first().getByLabel("الاسم الأول (بالأحرف اللاتينية)");
  await first.fill("علي");
  await rooms.first().getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill("Hassan");
  await rooms.nth(1).getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill("Zainab");
  await rooms.nth(1).getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill("Kareem");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toHaveAccessibleDescription("أدخل الاسم الأول بالأحرف الإنجليزية فقط");
  expect(submits).toHaveLength(0);

  // Corrected, with special requests (the characters left are counted).
  await first.fill("Ali");
  await expect(first).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("طلباتك من الفندق").fill("Late arrival, about 23:00");
  await expect(page.getByTestId("requests-left")).toHaveText("بقي ٤٧٥ حرفًا");

  const submitted = page.waitForResponse((r) => r.url().includes("/Submit/SubmitHotelOrder"));
  const reserved = page.waitForResponse((r) => r.url().includes("/Reserve/ReserveHotelOrder"));
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  const submit = await submitted;
  expect(submit.status()).toBe(200);
  expect(submit.request().headers()["idempotency-key"]).toMatch(/^booking-[0-9a-f]{32}$/);
  expect(submit.request().postDataJSON()).toMatchObject({
    requestId: chosen.requestId,
    hotelId: hotel.hotelId,
    rateKey: chosen.rateKey,
    guests: [
      { firstName: "Ali", lastName: "Hassan" },
      { firstName: "Zainab", lastName: "Kareem" },
    ],
    contact: { email: "guest@example.com" },
    specialRequests: "Late arrival, about 23:00",
  });
  const order = ((await submit.json()) as { data: OrderDetail }).data;
  expect(order.hotelOrder?.guests).toHaveLength(2);
  const hold = await reserved;
  expect(hold.request().postDataJSON()).toEqual({ orderId: order.orderId });
  expect(((await hold.json()) as { data: OrderDetail }).data.status).toBe("Approved");

  // The shared confirm page takes the payment of this order.
  await page.waitForURL(`**/confirm?orderId=${order.orderId}`);
  await expect(page.getByTestId("hold-countdown")).toBeVisible({ timeout: 20_000 });
});

test("a search gone and a room sold out say so, with the way back to the hotel for the same stay", async ({
  page,
  context,
  baseURL,
  request,
  pageProblems,
  customer: _signedIn,
}) => {
  const checkIn = baghdadDay(56);
  const checkOut = baghdadDay(58);
  const hotel = await ownHotel(request, checkIn, 2);
  await setLocale(context, baseURL, "en");
  const search = `checkIn=${checkIn}&checkOut=${checkOut}&rooms=2`;
  const hotelUrl = `/hotels/KRB/${hotel.hotelId}?${search}`;

  // A search the server no longer has (a reload after it expired): the hotel page searches again.
  pageProblems.allowStatus(404);
  await page.goto(
    `/add-passenger?hotelId=${hotel.hotelId}&requestId=00000000-0000-4000-8000-000000000000&rateKey=x&cityCode=KRB&${search}`,
  );
  const expired = page.getByTestId("hotel-unavailable");
  await expect(expired.getByRole("heading")).toHaveText("Your hotel search has expired");
  await expect(expired.getByRole("heading")).toBeFocused();
  await expect(expired).toContainText("These hotel results have expired. Please search again");
  await expect(expired.getByRole("link", { name: "Search again" })).toHaveAttribute("href", hotelUrl);

  // The room sells out while the customer types: the order is refused, another room is offered.
  await chooseRoom(page, search, hotel, "Choose this room");
  await page.getByLabel("E-mail").fill("guest@example.com");
  await page.getByLabel("First name (Latin letters)").fill("Ali");
  await page.getByLabel("Last name (Latin letters)").fill("Hassan");
  const soldOut = await request.post(`/api/dev/hotels/properties/${hotel.hotelId}/nights`, {
    data: { allotment: 0 },
  });
  expect(soldOut.ok()).toBe(true);
  pageProblems.allowStatus(409);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const gone = page.getByTestId("hotel-unavailable");
  await expect(gone.getByRole("heading")).toHaveText("This room is no longer available");
  await expect(gone.getByRole("heading")).toBeFocused();
  await expect(gone).toContainText("This room is no longer available for your dates. Please choose another");
  await expect(gone.getByRole("link", { name: "Choose another room" })).toHaveAttribute("href", hotelUrl);
  await expect(page).toHaveURL(/\/add-passenger\?/);
});

test("a price raised while the customer fills the form: the dialog, then the order at the new price", async ({
  page,
  context,
  baseURL,
  request,
  pageProblems,
  customer: _signedIn,
}) => {
  const checkIn = baghdadDay(60);
  const checkOut = baghdadDay(62);
  const hotel = await ownHotel(request, checkIn, 2);
  await setLocale(context, baseURL, "fa");
  const chosen = await chooseRoom(
    page,
    `checkIn=${checkIn}&checkOut=${checkOut}&rooms=2`,
    hotel,
    "انتخاب این اتاق",
  );
  await expect(page.getByTestId("price-total")).toHaveAttribute("data-price", chosen.price);
  await page.getByLabel("ایمیل").fill("guest@example.com");
  await page.getByLabel("نام (با حروف لاتین)").fill("Reza");
  await page.getByLabel("نام خانوادگی (با حروف لاتین)").fill("Ahmadi");

  const raised = await request.post(`/api/dev/hotels/properties/${hotel.hotelId}/nights`, {
    data: { doubleCents: 9500 },
  });
  expect(raised.ok()).toBe(true);
  pageProblems.allowStatus(409);
  const keys: string[] = [];
  page.on("request", (r) => {
    if (isCall("/Submit/SubmitHotelOrder")(r)) keys.push(r.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: "ادامه و پرداخت" }).click();
  const dialog = page.getByRole("alertdialog", { name: "قیمت این اتاق تغییر کرده است" });
  await expect(dialog).toBeVisible();
  const newPrice = Number(await dialog.getByTestId("new-price").getAttribute("data-price"));
  expect(newPrice).toBeGreaterThan(Number(chosen.price));

  const accepted = page.waitForResponse((r) => r.url().includes("/Submit/SubmitHotelOrder") && r.ok());
  await dialog.getByRole("button", { name: "ادامه با قیمت جدید" }).click();
  const submit = await accepted;
  expect(submit.request().postDataJSON()).toMatchObject({ acceptedTotalPrice: newPrice });
  expect(((await submit.json()) as { data: OrderDetail }).data.totalAmount).toBe(newPrice);
  expect(new Set(keys).size).toBe(1); // the same order: the same Idempotency-Key
  await page.waitForURL(/\/confirm\?orderId=[0-9a-f-]{36}$/);
});

test("a family of two adults and a child of 7 books a refundable room in Najaf, pays on the sandbox and downloads the voucher; in Persian its days are Jalali", async ({
  page,
  context,
  baseURL,
  request,
  customer: _signedIn,
}) => {
  test.setTimeout(150_000);
  const days = 60 + Math.floor(Math.random() * 200);
  const checkIn = baghdadDay(days);
  const checkOut = baghdadDay(days + 2);
  const hotel = await ownHotel(request, checkIn, 2, "NJF");
  await setLocale(context, baseURL, "ar");
  const search = `checkIn=${checkIn}&checkOut=${checkOut}&rooms=2_7`;
  const chosen = await chooseRoom(page, search, hotel, "اختر هذه الغرفة", "NJF");

  const summary = page.locator("section.booking-hotel");
  await expect(summary).toContainText("النجف", { timeout: 20_000 });
  await expect(summary.getByTestId("stay-cancellation")).toContainText("إلغاء مجاني حتى");
  await page.getByLabel("البريد الإلكتروني").fill("family@example.com");
  const room = page.locator("section[data-room]").first();
  await room.getByLabel("الاسم الأول (بالأحرف اللاتينية)").fill("Hussein");
  await room.getByLabel("اسم العائلة (بالأحرف اللاتينية)").fill("Ali");
  await page.getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await page.waitForURL(/\/confirm\?orderId=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";

  // The shared confirm page: the stay, then the sandbox gateway.
  await expect(page.getByTestId("hotel-stay")).toContainText(hotel.name, { timeout: 20_000 });
  await page.getByRole("button", { name: /^ادفع / }).click();
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByRole("button", { name: "Approve" }).click();
  await page.waitForURL(new RegExp(`/payment/${orderId}$`), { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "تم تأكيد حجزك" })).toBeVisible({ timeout: 60_000 });

  // The voucher, in Arabic: a PDF.
  const downloading = page.waitForEvent("download");
  await page.getByTestId("voucher-pdf").click();
  const voucher = await downloading;
  expect(voucher.suggestedFilename()).toMatch(/^voucher-[A-Z0-9]+\.pdf$/);
  expect((await readFile(await voucher.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The order's page in Persian: the check-in day in the Jalali calendar.
  await setLocale(context, baseURL, "fa");
  await page.goto(`/profile/my-travels/order-details/HotelOrderDetails?orderId=${orderId}`);
  const jalaliMonth = new Intl.DateTimeFormat("fa-IR-u-ca-persian", {
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${checkIn}T12:00:00Z`));
  await expect(page.getByTestId("hotel-order").getByTestId("stay-check-in")).toContainText(jalaliMonth, {
    timeout: 20_000,
  });
  expect(chosen.price).not.toBe("");
});
