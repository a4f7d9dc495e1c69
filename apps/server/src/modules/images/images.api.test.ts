import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { MAX_UPLOAD_BYTES } from "@safar/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import {
  bytesOfSize,
  fakeJpegBytes,
  multipartBody,
  type PassportSpec,
  passportImage,
  pdfBytes,
  picture,
  rotatedJpegWithExif,
  td3Lines,
} from "../../test/passport-images";
import { createTestApp, type TestApp } from "../../test/test-app";

const JWT_SECRET = "test-secret-0123456789abcdef0123456789";
/** OCR runs on 2 shared cores here: a scan of several pictures takes seconds. */
const SCAN_TIMEOUT = 180_000;

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let uploadsDir: string;
let germanyId: number;

const iraqi: PassportSpec = {
  issuingState: "IRQ",
  nationality: "IRQ",
  lastName: "Al Hashimi",
  firstName: "Zainab Ali",
  documentNumber: "A12345678",
  birthDate: "1990-03-14",
  sex: "F",
  expiryDate: "2031-07-09",
};
const iranian: PassportSpec = {
  issuingState: "IRN",
  nationality: "IRN",
  lastName: "Rezaei",
  firstName: "Mohammad Reza",
  documentNumber: "K98765432",
  birthDate: "2001-11-02",
  sex: "M",
  expiryDate: "2029-01-20",
  personalNumber: "0012345678",
};
const german: PassportSpec = {
  issuingState: "D",
  nationality: "D",
  lastName: "Mustermann",
  firstName: "Erika",
  documentNumber: "C01X00T47",
  birthDate: "1964-08-12",
  sex: "F",
  expiryDate: "2027-10-31",
};

beforeAll(async () => {
  uploadsDir = mkdtempSync(path.join(tmpdir(), "safar-uploads-"));
  t = await createTestApp({ env: { JWT_SECRET, UPLOADS_DIR: uploadsDir } });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
  const countries = await t.app.inject({ url: "/api/flight-configuration/Country/GetAllCountries" });
  germanyId = (countries.json().data as { id: number; iso3: string }[]).find((c) => c.iso3 === "DEU")!.id;
});
afterAll(async () => {
  await t?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

type FilePart = { name: string; fileName: string; contentType: string; content: Buffer };
const jpegPart = (content: Buffer, fileName = "passport.jpg"): FilePart => ({
  name: "images",
  fileName,
  contentType: "image/jpeg",
  content,
});

function upload(who: TestCustomer | null, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url: "/images/Blob/Upload",
    headers: { ...body.headers, ...(who?.headers ?? {}) },
    payload: body.payload,
  });
}

function readMrz(who: TestCustomer | null, parts: Parameters<typeof multipartBody>[0]) {
  const body = multipartBody(parts);
  return t.app.inject({
    method: "POST",
    url: "/images/Blob/ReadMRZ",
    headers: { ...body.headers, ...(who?.headers ?? {}) },
    payload: body.payload,
  });
}

const errorsOf = (response: { json: () => unknown }) =>
  (response.json() as { meta: { errors: { key: string; messages: string[] }[] } }).meta.errors;

describe("POST /images/Blob/Upload", () => {
  it("401 without a token", async () => {
    const response = await upload(null, [
      { name: "file", fileName: "a.png", contentType: "image/png", content: await picture() },
    ]);
    expect(response.statusCode).toBe(401);
    expect(errorsOf(response)[0]?.messages).toEqual(["UNAUTHENTICATED"]);
  });

  it("stores a PNG under a random path of the uploader and serves it back to them only", async () => {
    const png = await picture(1200, 800);
    const response = await upload(alice, [
      { name: "file", fileName: "landscape.png", contentType: "image/png", content: png },
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ contentType: "image/png", width: 1200, height: 800 });
    expect(data.path).toMatch(new RegExp(`^${alice.userId}/[0-9a-f]{32}\\.png$`));
    expect(existsSync(path.join(uploadsDir, data.path))).toBe(true);

    const own = await t.app.inject({ url: `/images/${data.path}?rmode=max`, headers: alice.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["cache-control"]).toBe("private, max-age=3600");
    expect((await sharp(own.rawPayload).metadata()).width).toBe(1200);

    // The web session cookie works like the Bearer header (for a plain <img src>).
    const token = alice.headers.authorization.replace("Bearer ", "");
    const cookie = `auth=${encodeURIComponent(JSON.stringify({ accessToken: token }))}`;
    const byCookie = await t.app.inject({ url: `/images/${data.path}`, headers: { cookie } });
    expect(byCookie.statusCode).toBe(200);

    // Another customer: the same 404 as for a path that does not exist. Nobody: 401.
    const other = await t.app.inject({ url: `/images/${data.path}`, headers: bob.headers });
    expect(other.statusCode).toBe(404);
    expect(errorsOf(other)[0]?.messages).toEqual(["NOT_FOUND"]);
    expect((await t.app.inject({ url: `/images/${data.path}` })).statusCode).toBe(401);

    // The ETag revalidates.
    const again = await t.app.inject({
      url: `/images/${data.path}?rmode=max`,
      headers: { ...alice.headers, "if-none-match": String(own.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("resizes with rmode=max: fits inside the box, keeps proportions, never enlarges", async () => {
    const stored = (
      await upload(alice, [
        { name: "file", fileName: "p.png", contentType: "image/png", content: await picture(1200, 800) },
      ])
    ).json().data.path as string;
    const size = async (query: string) => {
      const response = await t.app.inject({ url: `/images/${stored}?${query}`, headers: alice.headers });
      expect(response.statusCode).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await size("rmode=max&width=300")).toEqual([300, 200]);
    expect(await size("rmode=max&height=100")).toEqual([150, 100]);
    expect(await size("rmode=max&width=300&height=300")).toEqual([300, 200]);
    expect(await size("rmode=max&width=3000&height=3000")).toEqual([1200, 800]);
    const bad = await t.app.inject({ url: `/images/${stored}?rmode=crop`, headers: alice.headers });
    expect(bad.statusCode).toBe(400);
    const huge = await t.app.inject({ url: `/images/${stored}?width=99999`, headers: alice.headers });
    expect(huge.statusCode).toBe(400);
  });

  it("re-encodes a JPEG: turned upright by its EXIF orientation, metadata gone", async () => {
    const original = await rotatedJpegWithExif(400, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(alice, [jpegPart(original, "photo.jpg")]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ contentType: "image/jpeg", width: 200, height: 400 });
    const stored = readFileSync(path.join(uploadsDir, data.path));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("decides by content, never by the name or the declared type", async () => {
    // A PDF sent as passport.jpg, image/jpeg.
    const pdf = await upload(alice, [jpegPart(pdfBytes())]);
    expect(pdf.statusCode).toBe(400);
    expect(errorsOf(pdf)).toEqual([{ key: "image", messages: ["IMAGE_FORMAT_IS_INVALID"] }]);
    // Text renamed .png.
    const text = await upload(alice, [
      { name: "file", fileName: "x.png", contentType: "image/png", content: Buffer.from("hello") },
    ]);
    expect(text.statusCode).toBe(400);
    // JPEG magic bytes but no picture behind them.
    const fake = await upload(alice, [jpegPart(fakeJpegBytes())]);
    expect(fake.statusCode).toBe(400);
    expect(errorsOf(fake)[0]?.messages).toEqual(["IMAGE_FORMAT_IS_INVALID"]);
    // A real PNG declared as a PDF is still a PNG.
    const png = await upload(alice, [
      {
        name: "file",
        fileName: "scan.pdf",
        contentType: "application/pdf",
        content: await picture(300, 200),
      },
    ]);
    expect(png.statusCode).toBe(200);
    expect(png.json().data.contentType).toBe("image/png");
  });

  it("413 over 5 MiB (one byte more is enough); nothing stored", async () => {
    const before = readdirSync(uploadsDir, { recursive: true }).length;
    for (const size of [MAX_UPLOAD_BYTES + 1, 6 * 1024 * 1024]) {
      const response = await upload(alice, [jpegPart(bytesOfSize(size), "big.jpg")]);
      expect(response.statusCode).toBe(413);
      expect(errorsOf(response)).toEqual([{ key: "image", messages: ["IMAGE_SIZE_IS_TOO_LARGE"] }]);
    }
    expect(readdirSync(uploadsDir, { recursive: true }).length).toBe(before);
  });

  it("400 without a file, 415 for a body that is not multipart", async () => {
    const empty = await upload(alice, [{ name: "note", value: "no file" }]);
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/images/Blob/Upload",
      headers: alice.headers,
      payload: { image: "x" },
    });
    expect(json.statusCode).toBe(415);
    expect(errorsOf(json)[0]?.messages).toEqual(["UNSUPPORTED_MEDIA_TYPE"]);
  });
});

describe("GET /images/{path}", () => {
  it.each([
    "/images/..%2F..%2Fetc%2Fpasswd",
    "/images/../../etc/passwd",
    "/images/%2e%2e/%2e%2e/etc/passwd",
    "/images/x/y",
    "/images/Blob/Upload",
    "/images/a/b/c.jpg",
  ])("404 envelope for %s, signed in or not", async (url) => {
    for (const headers of [alice.headers, {}]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/application\/json/);
      expect(errorsOf(response)[0]?.messages).toEqual(["NOT_FOUND"]);
    }
  });

  it("404 for a well-formed path of the customer that was never uploaded", async () => {
    const response = await t.app.inject({
      url: `/images/${alice.userId}/${"0".repeat(32)}.jpg`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

/**
 * A PNG header declaring `width` × `height` pixels, in a few dozen bytes (its image data is a
 * small real grey stream that would not fill the picture): what a decompression bomb looks like
 * to a check that reads headers. Never decoded by the server.
 */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grey, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024, 0x80))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("POST /images/Blob/ReadMRZ", () => {
  it("401 without a token", async () => {
    const response = await readMrz(null, [jpegPart(await passportImage(iraqi))]);
    expect(response.statusCode).toBe(401);
  });

  it(
    "reads an Iraqi and an Iranian passport into the passenger form's fields",
    async () => {
      const response = await readMrz(alice, [
        { name: "passengerCount", value: "2" },
        jpegPart(await passportImage(iraqi)),
        jpegPart(await passportImage(iranian, { width: 1200, tiltDegrees: -1.2 })),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.passports).toEqual([
        {
          index: 0,
          passenger: {
            firstName: "ZAINAB ALI",
            lastName: "AL HASHIMI",
            genderTitle: "Female",
            birthDate: "1990-03-14",
            nationalityCountry: 3415,
            passportIssuingCountry: 3415,
            passportType: "IraqPassport",
            passportNumber: "A12345678",
            passportExpirationDate: "2031-07-09",
            namesToCheck: false,
          },
          mrz: { documentCode: "P", issuingState: "IRQ", nationality: "IRQ" },
        },
        {
          index: 1,
          passenger: {
            firstName: "MOHAMMAD REZA",
            lastName: "REZAEI",
            genderTitle: "Male",
            birthDate: "2001-11-02",
            nationalityCountry: 3414,
            passportIssuingCountry: 3414,
            passportType: "IranianPassport",
            passportNumber: "K98765432",
            passportExpirationDate: "2029-01-20",
            namesToCheck: false,
          },
          mrz: { documentCode: "P", issuingState: "IRN", nationality: "IRN" },
        },
      ]);
      // Time per picture, in Server-Timing (also logged).
      expect(response.headers["server-timing"]).toMatch(
        /^ocr0;desc="image 0";dur=\d+, ocr1;desc="image 1";dur=\d+$/,
      );
      // Offline language data: tesseract wrote no cache file into the working directory.
      expect(existsSync(path.join(process.cwd(), "eng.traineddata"))).toBe(false);
    },
    SCAN_TIMEOUT,
  );

  it(
    "maps ICAO's D (Germany) to the country id of DEU, from a PNG",
    async () => {
      const response = await readMrz(alice, [
        {
          name: "images",
          fileName: "scan.png",
          contentType: "image/png",
          content: await passportImage(german, { width: 1800, format: "png", tiltDegrees: 0.4 }),
        },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.passports[0].passenger).toMatchObject({
        lastName: "MUSTERMANN",
        nationalityCountry: germanyId,
        passportIssuingCountry: germanyId,
        passportType: "OtherCountries",
        passportNumber: "C01X00T47",
      });
    },
    SCAN_TIMEOUT,
  );

  it(
    "400 INVALID_PASSPORT_IMAGE for a picture without an MRZ, with the other pictures' fields in data",
    async () => {
      const response = await readMrz(alice, [
        jpegPart(await passportImage(iraqi)),
        jpegPart(await passportImage(iraqi, { withoutMrz: true })),
        { name: "images", fileName: "sky.png", contentType: "image/png", content: await picture() },
      ]);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([
        { key: "images[1]", messages: ["INVALID_PASSPORT_IMAGE"] },
        { key: "images[2]", messages: ["INVALID_PASSPORT_IMAGE"] },
      ]);
      const passports = response.json().data.passports;
      expect(passports[0].passenger.passportNumber).toBe("A12345678");
      expect(passports.slice(1)).toEqual([null, null]);
    },
    SCAN_TIMEOUT,
  );

  it(
    "400 INVALID_PASSPORT_IMAGE when a check digit does not agree",
    async () => {
      // An MRZ printed with a wrong birth-date check digit (a forged or misprinted page).
      const [, line2] = td3Lines(iraqi);
      const wrongDigit = String((Number(line2[19]) + 1) % 10);
      const image = await passportImage(
        { ...iraqi },
        { mrzLine2: `${line2.slice(0, 19)}${wrongDigit}${line2.slice(20)}` },
      );
      const response = await readMrz(alice, [jpegPart(image)]);
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)).toEqual([{ key: "images[0]", messages: ["INVALID_PASSPORT_IMAGE"] }]);
    },
    SCAN_TIMEOUT,
  );

  it("checks content first: a PDF named .jpg, a corrupt JPEG", async () => {
    const response = await readMrz(alice, [jpegPart(pdfBytes()), jpegPart(fakeJpegBytes())]);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response)).toEqual([
      { key: "images[0]", messages: ["IMAGE_FORMAT_IS_INVALID"] },
      { key: "images[1]", messages: ["INVALID_PASSPORT_IMAGE"] },
    ]);
  });

  it("413 for a picture over 5 MiB", async () => {
    const response = await readMrz(alice, [
      jpegPart(await passportImage(iraqi)),
      jpegPart(bytesOfSize(MAX_UPLOAD_BYTES + 1)),
    ]);
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)).toEqual([{ key: "images[1]", messages: ["IMAGE_SIZE_IS_TOO_LARGE"] }]);
  });

  it("400 IMAGE_COUNT_EXCEEDS_PASSENGERS: more pictures than passengers, or more than 9", async () => {
    const image = jpegPart(await picture(200, 100));
    const three = await readMrz(alice, [{ name: "passengerCount", value: "2" }, image, image, image]);
    expect(three.statusCode).toBe(400);
    expect(errorsOf(three)).toEqual([{ key: "images", messages: ["IMAGE_COUNT_EXCEEDS_PASSENGERS"] }]);
    const ten = await readMrz(
      alice,
      Array.from({ length: 10 }, () => image),
    );
    expect(ten.statusCode).toBe(400);
    expect(errorsOf(ten)).toEqual([{ key: "images", messages: ["IMAGE_COUNT_EXCEEDS_PASSENGERS"] }]);
  });

  it("413 by the pixels the headers declare, before anything is decoded", async () => {
    // One picture over 50 megapixels (8000 × 8000 in a few KB of PNG).
    const huge = await readMrz(alice, [
      jpegPart(await passportImage(iraqi, { width: 600 })),
      { name: "images", fileName: "bomb.png", contentType: "image/png", content: declaredPng(8000, 8000) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(errorsOf(huge)).toEqual([{ key: "images[1]", messages: ["IMAGE_SIZE_IS_TOO_LARGE"] }]);
    // Each under 50, together over the request's 60 megapixels.
    const flat = declaredPng(7000, 5000);
    const together = await readMrz(alice, [
      { name: "images", fileName: "a.png", contentType: "image/png", content: flat },
      { name: "images", fileName: "b.png", contentType: "image/png", content: flat },
    ]);
    expect(together.statusCode).toBe(413);
    expect(errorsOf(together)).toEqual([{ key: "images", messages: ["IMAGE_SIZE_IS_TOO_LARGE"] }]);
    expect(together.headers["server-timing"]).toBeUndefined();
  });

  it(
    "reads a photo taken upside down and one at an angle",
    async () => {
      const response = await readMrz(alice, [
        jpegPart(await passportImage(iraqi, { tiltDegrees: 181 })),
        jpegPart(await passportImage(iranian, { tiltDegrees: -12 })),
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const [upsideDown, tilted] = response.json().data.passports;
      expect(upsideDown.passenger).toMatchObject({
        lastName: "AL HASHIMI",
        firstName: "ZAINAB ALI",
        passportNumber: "A12345678",
        namesToCheck: false,
      });
      expect(tilted.passenger).toMatchObject({
        lastName: "REZAEI",
        firstName: "MOHAMMAD REZA",
        passportNumber: "K98765432",
      });
    },
    SCAN_TIMEOUT,
  );

  it(
    "leaves doubtful names empty for the customer: the name line's fillers read as letters",
    async () => {
      const jabbar: PassportSpec = { ...iraqi, lastName: "Jabbar", firstName: "Noori" };
      const image = await passportImage(jabbar, {
        mrzLine1: "P<IRQJABBARSSNOORICLLLLLLLLLLLLLLLLLLLLLLLLL",
      });
      const response = await readMrz(alice, [jpegPart(image)]);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.passports[0].passenger).toEqual({
        firstName: "",
        lastName: "",
        namesToCheck: true,
        genderTitle: "Female",
        birthDate: "1990-03-14",
        nationalityCountry: 3415,
        passportIssuingCountry: 3415,
        passportType: "IraqPassport",
        passportNumber: "A12345678",
        passportExpirationDate: "2031-07-09",
      });
    },
    SCAN_TIMEOUT,
  );

  it("400 for no picture or a bad passengerCount", async () => {
    const none = await readMrz(alice, [{ name: "passengerCount", value: "1" }]);
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none)).toEqual([{ key: "images", messages: ["INVALID_PASSPORT_IMAGE"] }]);
    const bad = await readMrz(alice, [
      { name: "passengerCount", value: "ten" },
      jpegPart(await picture(200, 100)),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ key: "passengerCount", messages: ["FIELD_IS_INVALID"] }]);
  });
});

describe("ReadMRZ's bounded queue (MRZ_SCAN_CONCURRENCY=1, MRZ_SCAN_QUEUE=1)", () => {
  let small: TestApp;
  let carol: TestCustomer;
  beforeAll(async () => {
    small = await createTestApp({
      env: { JWT_SECRET, UPLOADS_DIR: uploadsDir, MRZ_SCAN_CONCURRENCY: "1", MRZ_SCAN_QUEUE: "1" },
    });
    carol = await signUpCustomer(small);
  });
  afterAll(async () => {
    await small?.close();
  });

  it("429 TOO_MANY_REQUESTS with Retry-After for pictures that do not fit, none of them read", async () => {
    const image = jpegPart(await passportImage(iraqi, { width: 600 }));
    const body = multipartBody([{ name: "passengerCount", value: "3" }, image, image, image]);
    const response = await small.app.inject({
      method: "POST",
      url: "/images/Blob/ReadMRZ",
      headers: { ...body.headers, ...carol.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(429);
    expect(errorsOf(response)).toEqual([{ key: "request", messages: ["TOO_MANY_REQUESTS"] }]);
    expect(Number(response.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(response.headers["server-timing"]).toBeUndefined();
  });
});
