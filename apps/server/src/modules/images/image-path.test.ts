import { CountryId, ImageType, PassportType } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { newImagePath, parseImagePath } from "./image-path";
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
