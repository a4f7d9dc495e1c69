import { describe, expect, expectTypeOf, it } from "vitest";
import { AgeCategory, type PassportType } from "./enums";
import {
  hasMinimumPassportValidity,
  isArabicScriptName,
  isLatinName,
  isValidNationalCode,
  isValidPassportNumber,
  normalizePassportNumber,
  passengerSchema,
} from "./passenger";
import { PASSENGER_VARIANT_REQUIRED_FIELDS, type PassengerVariant } from "./passenger-rules";

const TRAVEL = "2025-06-15";

const full = {
  firstName: "Ali Reza",
  lastName: "Hosseini",
  firstNameFarsi: "علی رضا",
  lastNameFarsi: "حسینی",
  genderTitle: "Male",
  birthDate: "1990-05-01",
  nationalCode: "0012345678",
  nationalityCountry: "IRQ",
  passportIssuingCountry: 3415,
  passportType: "IraqPassport",
  passportNumber: "A12345678",
  passportExpirationDate: "2026-01-01",
  passportExpirationDateType: "gregorian",
  type: AgeCategory.Adult,
};

/** Issues as "path:message" strings, sorted, for compact expectations. */
function issues(variant: PassengerVariant, input: unknown, travelDate: string | Date = TRAVEL): string[] {
  const result = passengerSchema(variant, { travelDate }).safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => `${i.path.join(".")}:${i.message}`).sort();
}

const without = (...keys: (keyof typeof full)[]) => {
  const copy: Record<string, unknown> = { ...full };
  for (const key of keys) delete copy[key];
  return copy;
};

const variants = Object.keys(PASSENGER_VARIANT_REQUIRED_FIELDS) as PassengerVariant[];

const missingKey: Record<string, string> = {
  firstNameFarsi: "PL_ENTER_YOUR_FA_FIRST_NAME",
  lastNameFarsi: "PL_ENTER_YOUR_FA_LAST_NAME",
  nationalCode: "PL_ENTER_YOUR_NATIONAL_CODE",
  nationalityCountry: "PL_SELECT_NATIONALITY",
  passportIssuingCountry: "PL_SELECT_PASSPORT_ISSUING_COUNTRY",
  passportNumber: "PL_ENTER_YOUR_PASSPORT_NO",
  passportExpirationDate: "PL_ENTER_PASSPORT_EXPIRATION_DATE",
};

describe("variant required fields are the spec's", () => {
  it.each([
    [
      "national",
      ["nationalityCountry", "passportIssuingCountry", "passportNumber", "passportExpirationDate"],
    ],
    ["passport", ["firstNameFarsi", "lastNameFarsi", "nationalCode"]],
    ["iranInternational", ["firstNameFarsi", "lastNameFarsi"]],
    ["visa", ["firstNameFarsi", "lastNameFarsi", "nationalityCountry", "passportIssuingCountry"]],
    [
      "domesticFlightNationality",
      [
        "passportIssuingCountry",
        "passportNumber",
        "passportExpirationDate",
        "firstNameFarsi",
        "lastNameFarsi",
      ],
    ],
    ["all", Object.keys(missingKey)],
  ] as const)("%s", (variant, fields) => {
    expect([...PASSENGER_VARIANT_REQUIRED_FIELDS[variant]].sort()).toEqual([...fields].sort());
  });
});

describe("passengerSchema: every variant", () => {
  it.each(variants)("%s accepts a complete passenger", (variant) => {
    expect(issues(variant, full)).toEqual([]);
  });

  it.each(variants)("%s requires the base fields", (variant) => {
    expect(issues(variant, without("firstName", "lastName", "genderTitle", "birthDate", "type"))).toEqual([
      "birthDate:PL_ENTER_DATE_BIRTH",
      "firstName:PL_ENTER_YOUR_FIRST_NAME",
      "genderTitle:PL_SELECT_GENDER",
      "lastName:PL_ENTER_YOUR_LAST_NAME",
      "type:PASSENGER_AGE_IS_INVALID",
    ]);
  });

  // For each variant and each optional field: missing gives the key when required, nothing otherwise.
  const cases = variants.flatMap((variant) =>
    Object.keys(missingKey).map((field) => {
      const isRequired = (PASSENGER_VARIANT_REQUIRED_FIELDS[variant] as readonly string[]).includes(field);
      return [variant, field, isRequired] as const;
    }),
  );
  it.each(cases)("%s: missing %s is rejected=%s", (variant, field, isRequired) => {
    const expected = isRequired ? [`${field}:${missingKey[field]}`] : [];
    expect(issues(variant, without(field as keyof typeof full))).toEqual(expected);
    // blank strings and null count as missing
    expect(issues(variant, { ...full, [field]: "  " })).toEqual(expected);
    expect(issues(variant, { ...full, [field]: null })).toEqual(expected);
  });
});

describe("passengerSchema: either passport number or national code", () => {
  it.each([
    ["iranInternational", without("nationalCode"), []],
    ["iranInternational", without("passportNumber", "passportType"), []],
    [
      "iranInternational",
      without("nationalCode", "passportNumber"),
      ["nationalCode:PL_ENTER_YOUR_NATIONAL_CODE", "passportNumber:PL_ENTER_YOUR_PASSPORT_NO"],
    ],
    [
      "visa",
      without("nationalCode", "passportNumber"),
      ["nationalCode:PL_ENTER_YOUR_NATIONAL_CODE", "passportNumber:PL_ENTER_YOUR_PASSPORT_NO"],
    ],
    [
      "national",
      without("nationalCode", "passportNumber"),
      ["nationalCode:PL_ENTER_YOUR_NATIONAL_CODE", "passportNumber:PL_ENTER_YOUR_PASSPORT_NO"],
    ],
  ] as const)("%s %j -> %j", (variant, input, expected) => {
    expect(issues(variant, input)).toEqual(expected);
  });
});

describe("passengerSchema: field formats", () => {
  it.each([
    // Latin names
    [{ firstName: "Mary Ann" }, []],
    [{ firstName: "  Mary   Ann " }, []],
    [{ firstName: "Ali2" }, ["firstName:PL_ENTER_YOUR_EN_FIRST_NAME"]],
    [{ firstName: "علی" }, ["firstName:PL_ENTER_YOUR_EN_FIRST_NAME"]],
    [{ firstName: "O'Neil" }, ["firstName:PL_ENTER_YOUR_EN_FIRST_NAME"]],
    [{ lastName: "Smith-Jones" }, ["lastName:PL_ENTER_YOUR_EN_LAST_NAME"]],
    [{ lastName: 42 }, ["lastName:PL_ENTER_YOUR_LAST_NAME"]],
    // Farsi names
    [{ firstNameFarsi: "محمد‌علی" }, []],
    [{ firstNameFarsi: "كاظم" }, []],
    [{ firstNameFarsi: "Ali" }, ["firstNameFarsi:PL_ENTER_YOUR_FA_FIRST_NAME"]],
    [{ firstNameFarsi: "علی Ali" }, ["firstNameFarsi:PL_ENTER_YOUR_FA_FIRST_NAME"]],
    [{ lastNameFarsi: "حسینی۲" }, ["lastNameFarsi:PL_ENTER_YOUR_FA_LAST_NAME"]],
    [{ lastNameFarsi: "ـــ" }, ["lastNameFarsi:PL_ENTER_YOUR_FA_LAST_NAME"]],
    // gender
    [{ genderTitle: "Female" }, []],
    [{ genderTitle: "male" }, ["genderTitle:PL_SELECT_GENDER"]],
    // birth date
    [{ birthDate: "1990-02-30" }, ["birthDate:PL_ENTER_DATE_BIRTH"]],
    [{ birthDate: "01/05/1990" }, ["birthDate:PL_ENTER_DATE_BIRTH"]],
    // national code: exactly 10 digits
    [{ nationalCode: "1234567890" }, []],
    [{ nationalCode: "۱۲۳۴۵۶۷۸۹۰" }, []],
    [{ nationalCode: "123456789" }, ["nationalCode:NATIONAL_CODE_IS_INVALID"]],
    [{ nationalCode: "12345678901" }, ["nationalCode:NATIONAL_CODE_IS_INVALID"]],
    [{ nationalCode: "12345678a0" }, ["nationalCode:NATIONAL_CODE_IS_INVALID"]],
    // countries
    [{ nationalityCountry: 3414 }, []],
    [{ nationalityCountry: -1 }, ["nationalityCountry:PL_SELECT_NATIONALITY"]],
    [{ passportIssuingCountry: true }, ["passportIssuingCountry:PL_SELECT_PASSPORT_ISSUING_COUNTRY"]],
    // passport type
    [{ passportType: "Other" }, ["passportType:PASSPORT_TYPE_IS_INVALID"]],
    // passport number by type
    [{ passportNumber: "AB1234567" }, []],
    [{ passportNumber: "a1234567" }, []],
    [{ passportNumber: "A123456" }, ["passportNumber:PASSPORT_NO_IS_INVALID"]],
    [
      { passportType: "IranianPassport", passportNumber: "AB123456" },
      ["passportNumber:PASSPORT_NO_IS_INVALID"],
    ],
    [{ passportType: "OtherCountries", passportNumber: "AB12" }, ["passportNumber:PASSPORT_NO_IS_INVALID"]],
    [{ passportType: undefined, passportNumber: "X1Y2Z3W4" }, []],
    // expiry date
    [{ passportExpirationDate: "2026-13-01" }, ["passportExpirationDate:PL_ENTER_PASSPORT_EXPIRATION_DATE"]],
    [{ passportExpirationDateType: "jalali" }, []],
    [
      { passportExpirationDateType: "lunar" },
      ["passportExpirationDateType:PL_ENTER_PASSPORT_EXPIRATION_DATE"],
    ],
  ])("%j -> %j", (patch, expected) => {
    expect(issues("all", { ...full, ...patch })).toEqual(expected);
  });
});

describe("passengerSchema: passport valid at least 6 months from the travel date", () => {
  it.each([
    ["2025-06-15", "2025-12-15", true],
    ["2025-06-15", "2025-12-14", false],
    ["2025-06-15", "2025-06-15", false],
    ["2025-06-15", "2020-01-01", false],
    ["2025-06-15", "2035-01-01", true],
    // 31 August + 6 months clamps to the end of February
    ["2024-08-31", "2025-02-28", true],
    ["2024-08-31", "2025-02-27", false],
    ["2023-08-31", "2024-02-29", true],
    ["2023-08-31", "2024-02-28", false],
  ])("travel %s, expiry %s -> valid=%s", (travelDate, expiry, valid) => {
    expect(hasMinimumPassportValidity(expiry, travelDate)).toBe(valid);
    const input = { ...full, passportExpirationDate: expiry };
    expect(issues("national", input, travelDate)).toEqual(
      valid ? [] : ["passportExpirationDate:PASS_VALIDITY_LESS_6MONTH"],
    );
  });

  it("checks validity even where the variant does not require the expiry", () => {
    expect(issues("passport", { ...full, passportExpirationDate: "2025-07-01" })).toEqual([
      "passportExpirationDate:PASS_VALIDITY_LESS_6MONTH",
    ]);
  });
});

describe("passengerSchema: age category matches the birth date on the travel date", () => {
  it.each([
    ["2013-06-15", AgeCategory.Adult, true],
    ["2013-06-16", AgeCategory.Adult, false],
    ["2013-06-16", AgeCategory.Child, true],
    ["2023-06-15", AgeCategory.Child, true],
    ["2023-06-16", AgeCategory.Child, false],
    ["2023-06-16", AgeCategory.Infant, true],
    ["1990-01-01", AgeCategory.Infant, false],
    ["1990-01-01", AgeCategory.Unknown, false],
    ["2025-06-16", AgeCategory.Infant, false],
    ["2025-06-16", AgeCategory.Unknown, false],
    ["1990-01-01", "1", true],
    ["1990-01-01", 5, false],
    ["1990-01-01", "adult", false],
  ])("born %s as %s -> valid=%s", (birthDate, type, valid) => {
    expect(issues("iranInternational", { ...full, birthDate, type })).toEqual(
      valid ? [] : ["type:PASSENGER_AGE_IS_INVALID"],
    );
  });

  it("accepts a Date travel date and rejects an invalid one", () => {
    expect(issues("national", full, new Date(2025, 5, 15))).toEqual([]);
    expect(() => passengerSchema("national", { travelDate: "15/06/2025" })).toThrow(RangeError);
  });
});

describe("passengerSchema: normalised output", () => {
  it("trims, converts digits and upper-cases the passport number", () => {
    const result = passengerSchema("all", { travelDate: TRAVEL }).parse({
      ...full,
      firstName: "  Ali   Reza ",
      firstNameFarsi: " علی  رضا ",
      nationalCode: "۰۰۱۲۳۴۵۶۷۸",
      passportNumber: " a 1234 5678 ",
      type: "1",
      extra: "dropped",
    });
    expect(result).toMatchObject({
      firstName: "Ali Reza",
      firstNameFarsi: "علی رضا",
      nationalCode: "0012345678",
      passportNumber: "A12345678",
      type: AgeCategory.Adult,
    });
    expect(result).not.toHaveProperty("extra");
  });

  it("turns blank optional fields into undefined", () => {
    const result = passengerSchema("iranInternational", { travelDate: TRAVEL }).parse({
      ...full,
      nationalCode: "",
      passportExpirationDate: null,
    });
    expect(result.nationalCode).toBeUndefined();
    expect(result.passportExpirationDate).toBeUndefined();
  });
});

describe("format helpers", () => {
  it.each([
    ["IraqPassport", "A1234567", true],
    ["IraqPassport", "A12345678", true],
    ["IraqPassport", "A123456", false],
    ["IraqPassport", "A123456789", false],
    ["IraqPassport", "AB123456", true],
    ["IraqPassport", "AB1234567", true],
    ["IraqPassport", "AB12345", false],
    ["IraqPassport", "AB12345678", false],
    ["IraqPassport", "ABC123456", false],
    ["IraqPassport", "12345678", false],
    ["IranianPassport", "K1234567", true],
    ["IranianPassport", "K12345678", true],
    ["IranianPassport", "K123456", false],
    ["IranianPassport", "K123456789", false],
    ["IranianPassport", "KL1234567", false],
    ["OtherCountries", "123456", true],
    ["OtherCountries", "AB12CD34EF", true],
    ["OtherCountries", "12345", false],
    ["OtherCountries", "AB12CD34EF5", false],
    ["OtherCountries", "AB-12345", false],
    [undefined, "AB1234", true],
    [undefined, "AB123", false],
  ] as const)("%s %s -> %s", (type, value, valid) => {
    expect(isValidPassportNumber(value, type as PassportType | undefined)).toBe(valid);
  });

  it.each([
    ["Ali", true],
    ["Ali Reza", true],
    ["ali  reza", true],
    ["", false],
    ["Ali.", false],
    ["Émile", false],
  ])("isLatinName(%j) = %s", (value, expected) => {
    expect(isLatinName(value)).toBe(expected);
  });

  it.each([
    ["علی", true],
    ["عَلِيّ", true],
    ["محمد‌رضا", true],
    ["", false],
    ["   ", false],
    ["Ali", false],
    ["علی1", false],
    ["علی٣", false],
  ])("isArabicScriptName(%j) = %s", (value, expected) => {
    expect(isArabicScriptName(value)).toBe(expected);
  });

  it.each([
    ["1234567890", true],
    ["123456789", false],
    ["12345678901", false],
    ["١٢٣٤٥٦٧٨٩٠", true],
  ])("isValidNationalCode(%j) = %s", (value, expected) => {
    expect(isValidNationalCode(value)).toBe(expected);
  });

  it("normalizePassportNumber", () => {
    expect(normalizePassportNumber(" ab ۱۲۳ 456 ")).toBe("AB123456");
  });
});

describe("output types", () => {
  it("are the normalised field types", () => {
    type P = import("./passenger").Passenger;
    expectTypeOf<P["firstName"]>().toEqualTypeOf<string | undefined>();
    expectTypeOf<P["genderTitle"]>().toEqualTypeOf<"Male" | "Female" | undefined>();
    expectTypeOf<P["type"]>().toEqualTypeOf<1 | 2 | 3 | 4 | undefined>();
    expectTypeOf<P["passportType"]>().toEqualTypeOf<PassportType | undefined>();
    expectTypeOf<P["nationalityCountry"]>().toEqualTypeOf<string | number | undefined>();
  });
});
