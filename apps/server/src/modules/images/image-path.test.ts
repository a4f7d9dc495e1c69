import { CountryId, ImageType, PassportType } from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  newHotelPhotoPath,
  newImagePath,
  newPhotoPath,
  parseHotelPhotoPath,
  parseImagePath,
  parsePhotoPath,
} from "./image-path";
import { countryLookup, passportTypeOf } from "./passport-fields";

const OWNER = "0b7f9a52-3c1e-4d6b-9a8e-2f4c6d8e0a1b";

describe("image paths", () => {
  it("makes a random path under the owner's id, with the type's extension", () => {
    const a = newImagePath(OWNER, ImageType.Jpeg);
    const b = newImagePath(OWNER.toUpperCase(), ImageType.Png);
    expect(a.key).toMatch(new RegExp(`^${OWNER}/[0-9a-f]{32}\\.jpg$`));
    expect(b.key).toMatch(new RegExp(`^${OWNER}/[0-9a-f]{32}\\.png$`));
    expect(a.key).not.toBe(newImagePath(OWNER, ImageType.Jpeg).key);
    expect(parseImagePath(a.key)).toEqual({ key: a.key, ownerId: OWNER, type: ImageType.Jpeg });
  });

  it("refuses an owner that is not a UUID", () => {
    expect(() => newImagePath("../etc", ImageType.Jpeg)).toThrow();
  });

  it.each([
    "",
    `${OWNER}`,
    `${OWNER}/`,
    `${OWNER}/../../etc/passwd`,
    `${OWNER}/..%2F..%2Fsecret.jpg`,
    `../${OWNER}/${"a".repeat(32)}.jpg`,
    `/${OWNER}/${"a".repeat(32)}.jpg`,
    `${OWNER}/${"a".repeat(32)}.jpg/`,
    `${OWNER}/${"a".repeat(32)}.JPG`,
    `${OWNER}/${"a".repeat(32)}.gif`,
    `${OWNER}/${"g".repeat(32)}.jpg`,
    `${OWNER}/${"a".repeat(31)}.jpg`,
    `${OWNER}/${"a".repeat(32)}.jpg\u0000`,
    `${OWNER}\\${"a".repeat(32)}.jpg`,
    `${OWNER.toUpperCase()}/${"a".repeat(32)}.jpg`,
  ])("refuses %j", (value) => {
    expect(parseImagePath(value)).toBeNull();
  });
});

describe("passport fields", () => {
  const lookup = countryLookup([
    { id: CountryId.Iraq, iso3: "IRQ" },
    { id: CountryId.Iran, iso3: "IRN" },
    { id: 3300, iso3: "DEU" },
    { id: 3330, iso3: "GBR" },
  ]);

  it("maps ICAO state codes to the storefront's country ids", () => {
    expect(lookup("IRQ")).toBe(3415);
    expect(lookup("IRN")).toBe(3414);
    expect(lookup("D")).toBe(3300);
    expect(lookup("D<<")).toBe(3300);
    expect(lookup("GBN")).toBe(3330);
    expect(lookup("UTO")).toBeNull();
    expect(lookup("XXA")).toBeNull();
  });

  it("picks the passport type by the issuing state", () => {
    expect(passportTypeOf("IRQ")).toBe(PassportType.IraqPassport);
    expect(passportTypeOf("IRN")).toBe(PassportType.IranianPassport);
    expect(passportTypeOf("D")).toBe(PassportType.OtherCountries);
  });
});

describe("hotel photo paths", () => {
  const PROPERTY = "5d2c1e0f-7a6b-4c3d-9e8f-0a1b2c3d4e5f";

  it("makes a random public path and its storage key apart from any user's", () => {
    const photo = newHotelPhotoPath(PROPERTY.toUpperCase());
    expect(photo.path).toMatch(new RegExp(`^hotels/${PROPERTY}/[0-9a-f]{32}\\.jpg$`));
    expect(photo.key).toBe(`hotel-${photo.path.slice("hotels/".length)}`);
    expect(photo.demo).toBeNull();
    expect(parseHotelPhotoPath(photo.path)).toEqual(photo);
    expect(parseImagePath(photo.key)).toBeNull();
    expect(parseHotelPhotoPath(`hotels/${PROPERTY}/demo-2.jpg`)).toMatchObject({ demo: 2 });
  });

  it.each([
    `hotels/${PROPERTY}`,
    `hotels/${PROPERTY}/${"a".repeat(32)}.png`,
    `hotels/${PROPERTY}/demo-0.jpg`,
    `hotels/${PROPERTY}/demo-10.jpg`,
    `hotels/${PROPERTY}/../${"a".repeat(32)}.jpg`,
    `hotels/not-a-uuid/${"a".repeat(32)}.jpg`,
    `hotel-${PROPERTY}/${"a".repeat(32)}.jpg`,
    `${PROPERTY}/${"a".repeat(32)}.jpg`,
    `Hotels/${PROPERTY}/${"a".repeat(32)}.jpg`,
  ])("refuses %j", (value) => {
    expect(parseHotelPhotoPath(value)).toBeNull();
  });
});

describe("tour photo paths", () => {
  const TOUR = "0f1e2d3c-4b5a-4c6d-8e7f-a0b1c2d3e4f5";

  it("keeps a tour's photos under their own key, never a hotel's", () => {
    const photo = newPhotoPath("tours", TOUR.toUpperCase());
    expect(photo.path).toMatch(new RegExp(`^tours/${TOUR}/[0-9a-f]{32}\\.jpg$`));
    expect(photo.key).toBe(`tour-${photo.path.slice("tours/".length)}`);
    expect(parsePhotoPath(photo.path)).toEqual(photo);
    expect(parseHotelPhotoPath(photo.path)).toBeNull();
    expect(parsePhotoPath(`tours/${TOUR}/demo-3.jpg`)).toMatchObject({
      namespace: "tours",
      ownerId: TOUR,
      demo: 3,
    });
    expect(parsePhotoPath(`tour-${TOUR}/demo-3.jpg`)).toBeNull();
    expect(parsePhotoPath(`tours/${TOUR}/../demo-3.jpg`)).toBeNull();
  });
});
