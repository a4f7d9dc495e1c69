/**
 * A contracted property's photos in the back office (issue 14): operations uploads them (the type by
 * content: a PNG named .pdf is a PNG, text named .jpg is refused; 5 MiB; 20 at most), orders and
 * removes them (the file gone from the storage), each change audited; anyone reads them through the
 * image host, resized with rmode=max, cached publicly, while a customer's upload stays private; a
 * search's card shows the first photo; the demo hotels' photos are drawn when first read.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { calendarDateIn, type HotelSearchAnswer, MAX_HOTEL_PHOTOS, MAX_UPLOAD_BYTES } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { newOperator, operatorCookie, SITE, siteCall } from "../../test/operators";
import { bytesOfSize, multipartBody, picture } from "../../test/passport-images";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let operations: string;
let admin: string;
let uploadsDir: string;
let alice: TestCustomer;

const three = (en: string) => ({ ar: `${en} (ar)`, fa: `${en} (fa)`, en });
let seq = 0;

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), "safar-photos-"));
  t = await createTestApp({ env: { UPLOADS_DIR: uploadsDir, FILE_STORAGE: "disk" } });
  operations = await operatorCookie(t, await newOperator(t, "operations"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
  alice = await signUpCustomer(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

const call = (method: "GET" | "POST", url: string, payload?: object, cookie = operations) =>
  siteCall(t, method, url, { cookie }, payload);

/** A new property with a room type and a plan open tomorrow and the day after (so a search finds it). */
async function newProperty(): Promise<string> {
  seq += 1;
  const created = await call("POST", "/api/back-office/hotels", {
    cityCode: "SMR",
    name: three(`Photo Test Hotel ${process.pid} ${seq}`),
    stars: 3,
    propertyType: "Hotel",
    area: three("Old town"),
    address: three("1 Street"),
    latitude: 34.2 + seq / 100,
    longitude: 43.87 + seq / 100,
    checkInTime: "14:00",
    checkOutTime: "12:00",
    amenities: ["wifi"],
    importantInfo: three("Passport at check-in."),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id as string;
}

async function upload(propertyId: string, content: Buffer, fileName = "photo.jpg", cookie = operations) {
  const body = multipartBody([{ name: "photo", fileName, contentType: "application/octet-stream", content }]);
  const r = await t.app.inject({
    method: "POST",
    url: `/api/back-office/hotels/${propertyId}/photos`,
    headers: { ...SITE, cookie, ...body.headers },
    payload: body.payload,
  });
  return { status: r.statusCode, body: r.json() };
}

/**
 * A room type with a plan and nights open `daysAhead` days ahead: the stay a search finds the property
 * for (a stay of its own per test: a stay searched before answers from the cache).
 */
async function openNight(id: string, daysAhead: number) {
  const room = await call("POST", `/api/back-office/hotels/${id}/room-types`, {
    name: three("Double"),
    beds: three("One bed"),
    maxAdults: 2,
    maxChildren: 0,
    maxOccupancy: 2,
  });
  const plan = await call("POST", `/api/back-office/hotels/${id}/rate-plans`, {
    roomTypeId: room.body.data.id,
    board: "RoomOnly",
    refundable: false,
    cancellationRules: [],
    adjustPercent: 0,
    payAtHotel: false,
    cityTax: 0,
    taxPercent: 0,
    childBands: [],
  });
  expect(plan.status).toBe(200);
  const today = calendarDateIn(new Date(), "Asia/Baghdad") ?? "";
  const checkIn = addDays(today, daysAhead);
  const opened = await call("POST", `/api/back-office/hotels/${id}/calendar`, {
    roomTypeId: room.body.data.id,
    from: checkIn,
    to: addDays(checkIn, 1),
    allotment: 3,
    prices: { 1: 50, 2: 60 },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return { cityCode: "SMR", checkIn, checkOut: addDays(checkIn, 1), rooms: [{ adults: 2, childAges: [] }] };
}

const storedFiles = (propertyId: string) => {
  const dir = path.join(uploadsDir, `hotel-${propertyId}`);
  return existsSync(dir) ? readdirSync(dir).filter((name) => !name.endsWith(".tmp")) : [];
};

const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe("a property's photos", () => {
  it("takes a picture by its content: a PNG named .pdf is stored as a JPEG, text named .jpg is refused", async () => {
    const id = await newProperty();
    const png = await picture(3000, 2000);
    const added = await upload(id, png, "brochure.pdf");
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [photo] = added.body.data.photos as string[];
    expect(photo).toMatch(new RegExp(`^hotels/${id}/[0-9a-f]{32}\\.jpg$`));

    const served = await read(`/images/${photo}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.rawPayload).metadata();
    // Re-encoded: JPEG, the longest side brought down to 2400 px, no metadata kept.
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 2400, 1600, undefined]);

    const webp = await upload(
      id,
      await sharp(await picture(400, 300))
        .webp()
        .toBuffer(),
      "photo.webp",
    );
    expect(webp.status).toBe(200);
    expect(webp.body.data.photos).toHaveLength(2);

    const text = await upload(id, Buffer.from("not a picture at all, just words\n".repeat(20)), "room.jpg");
    expect(text.status).toBe(400);
    expect(text.body.meta.errors).toEqual([{ key: "photo", messages: ["HOTEL_PHOTO_FORMAT_IS_INVALID"] }]);
    const fake = await upload(
      id,
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
    );
    expect(fake.status).toBe(400);
    expect(storedFiles(id)).toHaveLength(2);
  });

  it("refuses a file over 5 MiB (413) and a 21st photo (409)", async () => {
    const id = await newProperty();
    const tooLarge = await upload(id, bytesOfSize(MAX_UPLOAD_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.meta.errors).toEqual([{ key: "photo", messages: ["IMAGE_SIZE_IS_TOO_LARGE"] }]);

    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();
    for (let i = 0; i < MAX_HOTEL_PHOTOS; i += 1) expect((await upload(id, small)).status).toBe(200);
    const tooMany = await upload(id, small);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.meta.errors).toEqual([{ key: "photo", messages: ["HOTEL_PHOTOS_ARE_TOO_MANY"] }]);
    expect(storedFiles(id)).toHaveLength(MAX_HOTEL_PHOTOS);
  }, 60_000);

  it("orders and removes photos (the file gone), each change audited; the card's photo is the first", async () => {
    const id = await newProperty();
    const colours = ["#aa2222", "#22aa22", "#2222aa"];
    for (const background of colours) {
      const png = await sharp({ create: { width: 60, height: 40, channels: 3, background } })
        .png()
        .toBuffer();
      expect((await upload(id, png)).status).toBe(200);
    }
    const [a, b, c] = (await call("GET", `/api/back-office/hotels/${id}`)).body.data.photos as string[];

    const ordered = await call("POST", `/api/back-office/hotels/${id}/photos/order`, { photos: [c, a, b] });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.photos).toEqual([c, a, b]);
    for (const wrong of [
      [a, b],
      [a, b, c, c],
      [a, b, `hotels/${id}/${"0".repeat(32)}.jpg`],
    ]) {
      const refused = await call("POST", `/api/back-office/hotels/${id}/photos/order`, { photos: wrong });
      expect(refused.status).toBe(409);
      expect(refused.body.meta.errors[0].messages).toEqual(["HOTEL_PHOTO_ORDER_IS_INVALID"]);
    }

    const removed = await call("POST", `/api/back-office/hotels/${id}/photos/remove`, { path: a });
    expect(removed.status).toBe(200);
    expect(removed.body.data.photos).toEqual([c, b]);
    expect(storedFiles(id)).toHaveLength(2);
    expect(storedFiles(id)).not.toContain(a!.split("/")[2]);
    expect((await read(`/images/${a}`)).statusCode).toBe(404);
    const again = await call("POST", `/api/back-office/hotels/${id}/photos/remove`, { path: a });
    expect(again.status).toBe(404);
    expect(again.body.meta.errors[0].messages).toEqual(["HOTEL_PHOTO_NOT_FOUND"]);

    // Open a night, then a new search's card shows the first photo and the hotel page all of them.
    const property = (await call("GET", `/api/back-office/hotels/${id}`)).body.data;
    expect(property.photos).toEqual([c, b]);
    const stay = await openNight(id, 20);
    const search = await t.app.inject({
      method: "POST",
      url: "/api/hotel-catalog/HotelCatalog/Available",
      payload: stay,
    });
    const answer = search.json().data as HotelSearchAnswer;
    const card = answer.hotels.find((hotel) => hotel.name.en === property.name.en);
    expect(card?.photo).toBe(c);

    const audit = await call("GET", "/api/back-office/audit?pageSize=100", undefined, admin);
    const entries = (audit.body.data.items as { action: string; objectId: string; after: unknown }[]).filter(
      (entry) => entry.objectId === id && entry.action.startsWith("hotel-photo."),
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "hotel-photo.add",
      "hotel-photo.add",
      "hotel-photo.add",
      "hotel-photo.order",
      "hotel-photo.remove",
    ]);
    expect(entries.find((entry) => entry.action === "hotel-photo.remove")?.after).toEqual({
      photos: [c, b],
      path: a,
    });
  });

  it("is operations' and admins' work only (403 for other roles, 401 without a session)", async () => {
    const id = await newProperty();
    const png = await picture(80, 60);
    expect((await upload(id, png, "a.png", admin)).status).toBe(200);
    const [photo] = (await call("GET", `/api/back-office/hotels/${id}`)).body.data.photos as string[];
    for (const role of ["support", "finance", "content"] as const) {
      const cookie = await operatorCookie(t, await newOperator(t, role));
      expect((await upload(id, png, "a.png", cookie)).status).toBe(403);
      const remove = await call(
        "POST",
        `/api/back-office/hotels/${id}/photos/remove`,
        { path: photo },
        cookie,
      );
      expect(remove.status).toBe(403);
      const order = await call(
        "POST",
        `/api/back-office/hotels/${id}/photos/order`,
        { photos: [photo] },
        cookie,
      );
      expect(order.status).toBe(403);
    }
    expect((await upload(id, png, "a.png", "")).status).toBe(401);
    expect(storedFiles(id)).toHaveLength(1);
    const unknown = await upload("00000000-0000-4000-8000-000000000000", png);
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.errors[0].messages).toEqual(["HOTEL_PROPERTY_NOT_FOUND"]);
  });
});

describe("a photo's caption", () => {
  const captionOf = (id: string, body: object, cookie = operations) =>
    call("POST", `/api/back-office/hotels/${id}/photos/caption`, body, cookie);

  it("is set in three languages by operations, audited, refused by key when too long, read by the hotel page", async () => {
    const id = await newProperty();
    for (const size of [80, 90]) expect((await upload(id, await picture(size, 60))).status).toBe(200);
    const [first, second] = (await call("GET", `/api/back-office/hotels/${id}`)).body.data.photos as string[];
    const caption = { ar: "  الواجهة ليلاً ", fa: "نمای شب", en: " The facade at night  " };
    const set = await captionOf(id, { path: first, caption });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const trimmed = { ar: "الواجهة ليلاً", fa: "نمای شب", en: "The facade at night" };
    expect(set.body.data).toEqual({ path: first, caption: trimmed });
    expect((await call("GET", `/api/back-office/hotels/${id}`)).body.data.photoCaptions).toEqual({
      [first as string]: trimmed,
    });

    const tooLong = await captionOf(id, { path: second, caption: { ar: "", fa: "ب".repeat(121), en: "" } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.meta.errors).toEqual([
      { key: "caption.fa", messages: ["HOTEL_PHOTO_CAPTION_IS_TOO_LONG"] },
    ]);
    const fits = await captionOf(id, { path: second, caption: { ar: "", fa: "ب".repeat(120), en: "" } });
    expect(fits.status).toBe(200);
    const notOurs = await captionOf(id, { path: `hotels/${id}/${"0".repeat(32)}.jpg`, caption: trimmed });
    expect(notOurs.status).toBe(404);
    expect(notOurs.body.meta.errors[0].messages).toEqual(["HOTEL_PHOTO_NOT_FOUND"]);
    const cleared = await captionOf(id, { path: second, caption: { ar: " ", fa: "", en: "" } });
    expect(cleared.body.data).toEqual({ path: second, caption: null });

    // The hotel page's content: each photo in order, the caption in each language where it belongs.
    const stay = await openNight(id, 23);
    const search = await t.app.inject({
      method: "POST",
      url: "/api/hotel-catalog/HotelCatalog/Available",
      payload: stay,
    });
    const card = (search.json().data as HotelSearchAnswer).hotels.find((hotel) => hotel.photo === first);
    expect(card).toBeDefined();
    const detail = await t.app.inject({
      method: "POST",
      url: "/api/hotel-catalog/HotelCatalog/HotelDetailForStay",
      payload: { ...stay, hotelId: card?.hotelId },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.content.photos).toEqual([{ path: first, caption: trimmed }, { path: second }]);

    // A removed photo takes its caption with it.
    await call("POST", `/api/back-office/hotels/${id}/photos/remove`, { path: first });
    expect((await call("GET", `/api/back-office/hotels/${id}`)).body.data.photoCaptions).toEqual({});

    const audit = await call("GET", "/api/back-office/audit?pageSize=100", undefined, admin);
    const entries = (audit.body.data.items as { action: string; objectId: string; after: unknown }[]).filter(
      (entry) => entry.objectId === id && entry.action === "hotel-photo.caption",
    );
    expect(entries).toHaveLength(3);
    expect(entries.map((entry) => entry.after)).toContainEqual({ path: first, caption: trimmed });
  });

  it("is refused to a customer (401), to roles without the catalog (403) and for another property (404)", async () => {
    const id = await newProperty();
    expect((await upload(id, await picture(80, 60))).status).toBe(200);
    const [photo] = (await call("GET", `/api/back-office/hotels/${id}`)).body.data.photos as string[];
    const body = { path: photo, caption: three("Lobby") };
    const customer = await t.app.inject({
      method: "POST",
      url: `/api/back-office/hotels/${id}/photos/caption`,
      headers: { ...SITE, ...alice.headers },
      payload: body,
    });
    expect(customer.statusCode).toBe(401);
    for (const role of ["support", "finance", "content"] as const) {
      const cookie = await operatorCookie(t, await newOperator(t, role));
      expect((await captionOf(id, body, cookie)).status).toBe(403);
    }
    const other = await newProperty();
    expect((await captionOf(other, body)).status).toBe(404);
    expect((await call("GET", `/api/back-office/hotels/${id}`)).body.data.photoCaptions).toEqual({});
  });
});

describe("reading photos", () => {
  it("serves a photo to anyone, resized with rmode=max, cached publicly with an ETag", async () => {
    const id = await newProperty();
    const added = await upload(id, await picture(1600, 900));
    const [photo] = added.body.data.photos as string[];
    const resized = await read(`/images/${photo}?rmode=max&width=400&height=400`);
    expect(resized.statusCode).toBe(200);
    const meta = await sharp(resized.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 225]);
    expect(resized.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = String(resized.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(
      (await read(`/images/${photo}?rmode=max&width=400&height=400`, { "if-none-match": etag })).statusCode,
    ).toBe(304);
    const tall = await read(`/images/${photo}?rmode=max&height=300`);
    expect(await sharp(tall.rawPayload).metadata()).toMatchObject({ width: 533, height: 300 });
    // A customer's cookie or token changes nothing: still the public answer.
    const signedIn = await read(`/images/${photo}?rmode=max&width=400`, alice.headers);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("keeps a customer's upload private, and any path outside the namespaces is 404", async () => {
    const bob = await signUpCustomer(t);
    const body = multipartBody([
      { name: "file", fileName: "passport.png", contentType: "image/png", content: await picture(300, 200) },
    ]);
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/images/Blob/Upload",
      headers: { ...body.headers, ...alice.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const privatePath = uploaded.json().data.path as string;
    expect((await read(`/images/${privatePath}`, alice.headers)).statusCode).toBe(200);
    expect((await read(`/images/${privatePath}`, bob.headers)).statusCode).toBe(404);
    expect((await read(`/images/${privatePath}`)).statusCode).toBe(401);
    const [owner, file] = privatePath.split("/") as [string, string];
    const id = await newProperty();
    const [photo] = (await upload(id, await picture(80, 60))).body.data.photos as string[];
    const name = photo!.split("/")[2]!;
    for (const url of [
      `/images/hotels/${owner}/${file.replace(".png", ".jpg")}`,
      `/images/hotels/${owner}/${file}`,
      `/images/hotel-${id}/${name}`,
      `/images/hotels/${id}/${name.replace(".jpg", ".png")}`,
      `/images/hotels/${id}/..%2F${name}`,
      `/images/hotels/${id}`,
      `/images/rooms/${id}/${name}`,
      `/images/hotels/${id.toUpperCase()}/${name}`,
      `/images/hotels/${id}/${"0".repeat(32)}.jpg`,
      `/images/hotels/${id}/demo-1.jpg`,
    ]) {
      expect((await read(url, alice.headers)).statusCode, url).toBe(404);
      expect((await read(url)).statusCode, url).not.toBe(200);
    }
  });

  it("draws a demo hotel's photos when first read, then keeps them in the storage", async () => {
    const demo = await t.infrastructure.database.query<{
      id: string;
      photos: string[];
      photo_captions: Record<string, { en: string }>;
    }>(
      "select id, photos, photo_captions from hotel_properties where is_demo and stars = 5 order by id limit 1",
    );
    const { id, photos, photo_captions: captions } = demo[0]!;
    expect(photos).toEqual([1, 2, 3].map((n) => `hotels/${id}/demo-${n}.jpg`));
    // Each has a caption saying what it shows and that it is a demo.
    expect(photos.map((photo) => captions[photo]?.en)).toEqual([
      "The hotel's facade (demo illustration)",
      "A guest room (demo illustration)",
      "The lobby (demo illustration)",
    ]);
    expect(storedFiles(id)).toEqual([]);
    const started = performance.now();
    const first = await read(`/images/${photos[0]}?rmode=max&width=600&height=600`);
    const elapsed = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({
      format: "jpeg",
      width: 600,
      height: 400,
    });
    expect(storedFiles(id)).toEqual(["demo-1.jpg"]);
    expect(elapsed).toBeLessThan(5000);
    // A demo path the property does not list is never drawn.
    expect((await read(`/images/hotels/${id}/demo-7.jpg`)).statusCode).toBe(404);
  });
});
