import { describe, expect, it } from "vitest";
import { PASSENGER_VARIANT_REQUIRED_FIELDS } from "./passenger-rules";
import { savedPassengerRequiredFields, savedPassengerSchemaFor } from "./saved-passenger";

const base = { firstName: "Ali", lastName: "Hassan", genderTitle: "Male", birthDate: "1990-05-01", type: 1 };

describe("saved passenger variant", () => {
  it.each([
    [{ nationalityCountry: 3414 }, PASSENGER_VARIANT_REQUIRED_FIELDS.iranInternational],
    [{ nationalityCountry: "irn" }, PASSENGER_VARIANT_REQUIRED_FIELDS.iranInternational],
    [
      { passportType: "IranianPassport", passportNumber: "K1234567" },
      PASSENGER_VARIANT_REQUIRED_FIELDS.iranInternational,
    ],
    [{ nationalityCountry: 3415, passportNumber: "A1234567" }, PASSENGER_VARIANT_REQUIRED_FIELDS.national],
    [{ nationalityCountry: 3415, nationalCode: "1234567890" }, []],
    [{ passportNumber: "  " }, []],
    [null, []],
  ])("%j requires %j", (input, fields) => {
    expect(savedPassengerRequiredFields(input)).toEqual(fields);
  });

  it("still asks for a passport number or a national code", () => {
    const result = savedPassengerSchemaFor(base, { travelDate: "2030-01-01" }).safeParse(base);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["nationalCode", "PL_ENTER_YOUR_NATIONAL_CODE"],
      ["passportNumber", "PL_ENTER_YOUR_PASSPORT_NO"],
    ]);
    const withCode = { ...base, nationalCode: "1234567890" };
    expect(savedPassengerSchemaFor(withCode, { travelDate: "2030-01-01" }).safeParse(withCode).success).toBe(
      true,
    );
  });
});
