import { AgeCategory, CountryId } from "@safar/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import { emptyPassenger, type PassengerFormValues } from "../booking-form";
import {
  maskDocument,
  passportStanding,
  savedFieldPolicy,
  savedPassengerFormSchema,
  savedPassengerPayload,
  serverFieldErrors,
} from "./saved-passenger-form";

// A fixed day: every date below is relative to it, so the rules hold on any calendar day.
const TODAY = "2026-03-10";
const IRAQ = String(CountryId.Iraq);
const IRAN = String(CountryId.Iran);

const iraqiAdult = (extra: Partial<PassengerFormValues> = {}): PassengerFormValues => ({
  ...emptyPassenger(),
  firstName: "Ali",
  lastName: "Hassan",
  genderTitle: "Male",
  birthDate: "1990-05-01",
  nationalityCountry: IRAQ,
  passportIssuingCountry: IRAQ,
  passportType: "IraqPassport",
  passportNumber: "A1234567",
  passportExpirationDate: "2030-01-01",
  ...extra,
});

const errorsOf = (values: PassengerFormValues) => {
  const result = savedPassengerFormSchema(TODAY).safeParse({ passengers: [values] });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("savedFieldPolicy", () => {
  it("shows every field, the Farsi names too", () => {
    const policy = savedFieldPolicy({ nationalityCountry: IRAQ, passportType: "", passportNumber: "" });
    expect(policy.shown.has("firstNameFarsi")).toBe(true);
    expect(policy.shown.has("nationalCode")).toBe(true);
    expect(policy.shown.has("passportExpirationDate")).toBe(true);
  });

  it("asks for one of the two ids without a passport, the whole passport record with one", () => {
    const noPassport = savedFieldPolicy({ nationalityCountry: IRAQ, passportType: "", passportNumber: " " });
    expect(noPassport.need("nationalCode")).toBe("oneOfIds");
    expect(noPassport.need("passportNumber")).toBe("oneOfIds");
    expect(noPassport.need("passportExpirationDate")).toBe("optional");
    expect(noPassport.need("firstNameFarsi")).toBe("optional");

    const passport = savedFieldPolicy({
      nationalityCountry: IRAQ,
      passportType: "IraqPassport",
      passportNumber: "A1234567",
    });
    expect(passport.need("passportNumber")).toBe("required");
    expect(passport.need("passportExpirationDate")).toBe("required");
    expect(passport.need("passportIssuingCountry")).toBe("required");
    expect(passport.need("nationalCode")).toBe("optional");
  });

  it("asks an Iranian for the Farsi names", () => {
    const iranian = savedFieldPolicy({ nationalityCountry: IRAN, passportType: "", passportNumber: "" });
    expect(iranian.need("firstNameFarsi")).toBe("required");
    expect(iranian.need("lastNameFarsi")).toBe("required");
  });
});

describe("savedPassengerPayload", () => {
  it("sends the filled fields, country ids as numbers, the category of today and the id", () => {
    const payload = savedPassengerPayload(
      iraqiAdult({ savedId: "3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f", birthDate: "2020-03-11" }),
      TODAY,
    );
    expect(payload).toMatchObject({
      id: "3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f",
      nationalityCountry: CountryId.Iraq,
      passportIssuingCountry: CountryId.Iraq,
      type: AgeCategory.Child,
    });
    expect(payload).not.toHaveProperty("nationalCode");
    expect(payload).not.toHaveProperty("firstNameFarsi");
    expect(savedPassengerPayload(iraqiAdult({ birthDate: "2024-03-11" }), TODAY).type).toBe(
      AgeCategory.Infant,
    );
    expect(savedPassengerPayload(iraqiAdult({ birthDate: "" }), TODAY)).not.toHaveProperty("type");
  });
});

describe("savedPassengerFormSchema", () => {
  it("accepts a complete passenger", () => {
    expect(errorsOf(iraqiAdult())).toEqual({});
    expect(
      errorsOf(
        iraqiAdult({
          passportNumber: "",
          passportExpirationDate: "",
          passportIssuingCountry: "",
          nationalCode: "١٢٣٤٥٦٧٨٩٠",
        }),
      ),
    ).toEqual({});
  });

  it("puts each spec §5 key on its field", () => {
    expect(errorsOf(iraqiAdult({ passportNumber: "123" }))).toEqual({
      "passengers.0.passportNumber": "PASSPORT_NO_IS_INVALID",
    });
    expect(errorsOf(iraqiAdult({ firstName: "علي", lastName: "" }))).toEqual({
      "passengers.0.firstName": "PL_ENTER_YOUR_EN_FIRST_NAME",
      "passengers.0.lastName": "PL_ENTER_YOUR_LAST_NAME",
    });
    expect(errorsOf(iraqiAdult({ passportExpirationDate: "2026-08-01" }))).toEqual({
      "passengers.0.passportExpirationDate": "PASS_VALIDITY_LESS_6MONTH",
    });
    expect(errorsOf(iraqiAdult({ passportNumber: "", nationalCode: "" }))).toEqual({
      "passengers.0.passportNumber": "PL_ENTER_YOUR_PASSPORT_NO",
      "passengers.0.nationalCode": "PL_ENTER_YOUR_NATIONAL_CODE",
    });
    expect(errorsOf(iraqiAdult({ genderTitle: "", birthDate: "" }))).toEqual({
      "passengers.0.genderTitle": "PL_SELECT_GENDER",
      "passengers.0.birthDate": "PL_ENTER_DATE_BIRTH",
    });
    expect(errorsOf(iraqiAdult({ birthDate: "2027-01-01" }))).toEqual({
      "passengers.0.birthDate": "PASSENGER_AGE_IS_INVALID",
    });
    expect(
      errorsOf(
        iraqiAdult({
          nationalityCountry: IRAN,
          passportType: "IranianPassport",
          passportNumber: "K12345678",
        }),
      ),
    ).toEqual({
      "passengers.0.firstNameFarsi": "PL_ENTER_YOUR_FA_FIRST_NAME",
      "passengers.0.lastNameFarsi": "PL_ENTER_YOUR_FA_LAST_NAME",
    });
  });
});

describe("serverFieldErrors", () => {
  it("maps meta.errors keys to the form's paths; the age category to the birth date; others left out", () => {
    const error = new ApiError(400, [
      { key: "passenger.passportNumber", messages: ["PASSPORT_NO_IS_INVALID"] },
      { key: "passenger.type", messages: ["PASSENGER_AGE_IS_INVALID"] },
      { key: "passenger", messages: ["CANNOT_ADD_TRAVELER"] },
      { key: "id", messages: ["PASSENGER_NOT_FOUND"] },
    ]);
    expect(serverFieldErrors(error)).toEqual([
      { path: "passengers.0.passportNumber", message: "PASSPORT_NO_IS_INVALID" },
      { path: "passengers.0.birthDate", message: "PASSENGER_AGE_IS_INVALID" },
    ]);
    expect(serverFieldErrors(new Error("network"))).toEqual([]);
  });
});

describe("list display", () => {
  it("masks a document number but its first character and last three", () => {
    expect(maskDocument("A1234567")).toBe("A••••567");
    expect(maskDocument("1234567890")).toBe("1••••••890");
    expect(maskDocument("AB12")).toBe("•••2");
  });

  it("tells an expired passport and one valid under 6 months", () => {
    expect(passportStanding(null, TODAY)).toBe("none");
    expect(passportStanding("2026-03-09", TODAY)).toBe("expired");
    expect(passportStanding("2026-09-09", TODAY)).toBe("underSixMonths");
    expect(passportStanding("2026-09-10", TODAY)).toBe("valid");
  });
});
