import {
  AgeCategory,
  type FlightPassengerForm,
  flightPassengerRequiredFields,
  passengerSchemaRequiring,
  type SavedPassenger,
} from "@safar/domain";
import { describe, expect, it } from "vitest";
import {
  AGE_MISMATCH_KEY,
  type BookingFormValues,
  countryIdOf,
  emptyPassenger,
  fieldNeed,
  fieldPathOfErrorKey,
  formOf,
  fromSavedPassenger,
  nationalPhoneOf,
  type PassengerFormValues,
  passengerPlaces,
  requiredFields,
  toPassengerPayload,
  toSavedPassengerPayload,
  visibleFields,
} from "./booking-form";
import { bookingFormResolver, bookingFormSchema } from "./booking-form-schema";

const TRAVEL = "2026-12-10";
const countries = [
  { id: 3415, isoCode: "IQ", iso3: "IRQ" },
  { id: 3414, isoCode: "IR", iso3: "IRN" },
  { id: 1, isoCode: "TR", iso3: "TUR" },
];

const adult = (over: Partial<PassengerFormValues> = {}): PassengerFormValues => ({
  ...emptyPassenger(),
  firstName: "Ali",
  lastName: "Hassan",
  genderTitle: "Male",
  birthDate: "1990-01-01",
  nationalCode: "1234567890",
  ...over,
});

const child = (over: Partial<PassengerFormValues> = {}) =>
  adult({ firstName: "Sara", genderTitle: "Female", birthDate: "2019-05-05", ...over });

const values = (passengers: PassengerFormValues[]): BookingFormValues => ({
  contact: { phoneNumber: "07801234567", email: "ali@example.com" },
  passengers,
});

function issues(schema: ReturnType<typeof bookingFormSchema>, input: BookingFormValues) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("passengerPlaces", () => {
  it("lists adults, then children, then infants", () => {
    expect(passengerPlaces({ adults: 2, children: 1, infants: 1 })).toEqual([
      AgeCategory.Adult,
      AgeCategory.Adult,
      AgeCategory.Child,
      AgeCategory.Infant,
    ]);
  });
});

describe("form variant by route and nationality", () => {
  it("a domestic Iraqi uses the national card or a passport; no Farsi names", () => {
    const form = formOf(true, { nationalityCountry: "3415" });
    expect(form).toBe("domesticIraq");
    expect(visibleFields(form)).toContain("nationalCode");
    expect(visibleFields(form)).not.toContain("firstNameFarsi");
    expect([...requiredFields(form)]).toEqual(["firstName", "lastName", "genderTitle", "birthDate"]);
  });

  it("anyone else abroad needs a full passport record; an Iranian the Farsi names", () => {
    expect(formOf(false, { nationalityCountry: "3415" })).toBe("international");
    expect(requiredFields("international").has("passportExpirationDate")).toBe(true);
    expect(visibleFields("international")).not.toContain("nationalCode");
    expect(formOf(true, { nationalityCountry: "3414" })).toBe("iran");
    expect(requiredFields("iran").has("firstNameFarsi")).toBe(true);
  });
});

describe("bookingFormSchema", () => {
  const domestic = bookingFormSchema({
    isDomestic: true,
    travelDate: TRAVEL,
    places: [AgeCategory.Adult, AgeCategory.Child],
  });

  it("accepts a valid domestic booking of an adult and a child", () => {
    expect(issues(domestic, values([adult(), child({ nationalCode: "0987654321" })]))).toEqual({});
  });

  it("reports the domain's keys at each field's path", () => {
    const found = issues(
      domestic,
      values([adult({ firstName: "علي", genderTitle: "" }), child({ nationalCode: "", passportNumber: "" })]),
    );
    expect(found["passengers.0.firstName"]).toBe("PL_ENTER_YOUR_EN_FIRST_NAME");
    expect(found["passengers.0.genderTitle"]).toBe("PL_SELECT_GENDER");
    expect(found["passengers.1.nationalCode"]).toBe("PL_ENTER_YOUR_NATIONAL_CODE");
    expect(found["passengers.1.passportNumber"]).toBe("PL_ENTER_YOUR_PASSPORT_NO");
  });

  it("the form's resolver gives react-hook-form the same keys at the same paths", async () => {
    const resolve = bookingFormResolver({
      isDomestic: true,
      travelDate: TRAVEL,
      places: [AgeCategory.Adult, AgeCategory.Child],
    });
    const input = values([adult({ genderTitle: "" }), child()]);
    const result = await resolve(input, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.passengers?.[0]?.genderTitle?.message).toBe("PL_SELECT_GENDER");
    expect(result.errors.passengers?.[1]).toBeUndefined();
    const valid = await resolve(values([adult(), child({ nationalCode: "0987654321" })]), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(valid.errors).toEqual({});
  });

  it("checks the contact with the domain's contact schema", () => {
    const found = issues(domestic, {
      contact: { phoneNumber: "123", email: "" },
      passengers: [adult(), child()],
    });
    expect(found["contact.phoneNumber"]).toBe("PHONE_NUMBER_IS_INVALID");
    expect(found["contact.email"]).toBe("PL_ENTER_YOUR_EMAIL");
  });

  it("a birth date of another age category on the travel date is reported on the birth date", () => {
    const found = issues(domestic, values([adult(), child({ birthDate: "2000-01-01" })]));
    expect(found["passengers.1.birthDate"]).toBe(AGE_MISMATCH_KEY);
    expect(found["passengers.1.type"]).toBeUndefined();
  });

  it("the age is judged on the travel date, not today (a 12th birthday before the flight)", () => {
    const schema = bookingFormSchema({ isDomestic: true, travelDate: TRAVEL, places: [AgeCategory.Adult] });
    expect(issues(schema, values([adult({ birthDate: "2014-12-10" })]))).toEqual({});
    expect(issues(schema, values([adult({ birthDate: "2014-12-11" })]))["passengers.0.birthDate"]).toBe(
      AGE_MISMATCH_KEY,
    );
  });

  it("international: passport fields required; hidden fields are not checked", () => {
    const abroad = bookingFormSchema({ isDomestic: false, travelDate: TRAVEL, places: [AgeCategory.Adult] });
    const found = issues(abroad, values([adult({ nationalCode: "12" })]));
    expect(found["passengers.0.passportNumber"]).toBe("PL_ENTER_YOUR_PASSPORT_NO");
    expect(found["passengers.0.passportIssuingCountry"]).toBe("PL_SELECT_PASSPORT_ISSUING_COUNTRY");
    expect(found["passengers.0.passportExpirationDate"]).toBe("PL_ENTER_PASSPORT_EXPIRATION_DATE");
    expect(found["passengers.0.nationalCode"]).toBeUndefined(); // hidden in this variant
    const ok = adult({
      passportNumber: "a1234567",
      passportIssuingCountry: "3415",
      passportExpirationDate: "2030-01-01",
    });
    expect(issues(abroad, values([ok]))).toEqual({});
    expect(
      issues(abroad, values([{ ...ok, passportExpirationDate: "2027-03-01" }]))[
        "passengers.0.passportExpirationDate"
      ],
    ).toBe("PASS_VALIDITY_LESS_6MONTH");
  });

  it("an Iranian gives the Farsi names", () => {
    const schema = bookingFormSchema({ isDomestic: true, travelDate: TRAVEL, places: [AgeCategory.Adult] });
    const iranian = adult({ nationalityCountry: "3414", passportType: "IranianPassport" });
    expect(issues(schema, values([iranian]))["passengers.0.firstNameFarsi"]).toBe(
      "PL_ENTER_YOUR_FA_FIRST_NAME",
    );
    expect(issues(schema, values([{ ...iranian, firstNameFarsi: "علی", lastNameFarsi: "حسنی" }]))).toEqual(
      {},
    );
  });

  it("saving a passport holder asks for the saved-passenger rules (a full passport record)", () => {
    const schema = bookingFormSchema({ isDomestic: true, travelDate: TRAVEL, places: [AgeCategory.Adult] });
    const withPassport = adult({ nationalCode: "", passportNumber: "A1234567" });
    expect(issues(schema, values([withPassport]))).toEqual({});
    const found = issues(schema, values([{ ...withPassport, save: true }]));
    expect(found["passengers.0.passportExpirationDate"]).toBe("PL_ENTER_PASSPORT_EXPIRATION_DATE");
  });
});

describe("payloads", () => {
  it("sends the shown fields of the variant, country ids as numbers, the place's category", () => {
    const p = adult({
      passportNumber: "A1234567",
      passportIssuingCountry: "3415",
      firstNameFarsi: "علی", // hidden in the domestic Iraqi form: not sent
    });
    expect(toPassengerPayload(p, AgeCategory.Adult, true)).toEqual({
      firstName: "Ali",
      lastName: "Hassan",
      genderTitle: "Male",
      birthDate: "1990-01-01",
      nationalityCountry: 3415,
      nationalCode: "1234567890",
      passportType: "IraqPassport",
      passportNumber: "A1234567",
      passportIssuingCountry: 3415,
      type: 1,
    });
    expect(toSavedPassengerPayload({ ...p, savedId: "abc" }, AgeCategory.Adult, true).id).toBe("abc");
  });

  it("a saved passenger fills a place; ISO country codes become ids", () => {
    const saved: SavedPassenger = {
      id: "8d3c7a4e-1111-4a2b-9c3d-000000000001",
      firstName: "Zahra",
      lastName: "Karimi",
      firstNameFarsi: "زهرا",
      lastNameFarsi: "کریمی",
      genderTitle: "Female",
      birthDate: "1985-03-03",
      nationalCode: null,
      nationalityCountry: "IR",
      passportIssuingCountry: 3414,
      passportType: null,
      passportNumber: "B1234567",
      passportExpirationDate: "2031-01-01",
      passportExpirationDateType: null,
      type: 1,
      updatedAt: "2026-01-01T00:00:00Z",
    };
    const filled = fromSavedPassenger(saved, countries);
    expect(filled).toMatchObject({
      savedId: saved.id,
      nationalityCountry: "3414",
      passportIssuingCountry: "3414",
      passportType: "IranianPassport",
      nationalCode: "",
    });
    expect(countryIdOf("TUR", countries)).toBe("1");
    expect(countryIdOf(null, countries)).toBe("");
  });
});

describe("server errors and the phone", () => {
  it("maps server keys to form paths", () => {
    expect(fieldPathOfErrorKey("passengers[2].passportNumber")).toBe("passengers.2.passportNumber");
    expect(fieldPathOfErrorKey("passengers[0].type")).toBe("passengers.0.birthDate");
    expect(fieldPathOfErrorKey("contact.email")).toBe("contact.email");
    expect(fieldPathOfErrorKey("passengers")).toBeNull();
    expect(fieldPathOfErrorKey("idempotencyKey")).toBeNull();
  });

  it("starts the contact phone from the customer's number", () => {
    expect(nationalPhoneOf("+9647801234567", "+964")).toBe("07801234567");
    expect(nationalPhoneOf("+989121234567", "+964")).toBe("");
    expect(nationalPhoneOf(null)).toBe("");
  });
});

describe("labels tell the truth: what each form variant says of a field is what the server checks", () => {
  const travelDate = "2030-06-01";
  // A passenger the server takes in every variant (Iraqi passport, national ID, Farsi names).
  const full: Record<string, string | number> = {
    firstName: "Ali",
    lastName: "Hassan",
    firstNameFarsi: "علی",
    lastNameFarsi: "حسنی",
    genderTitle: "Male",
    birthDate: "1988-04-12",
    nationalityCountry: "",
    nationalCode: "1988041201",
    passportType: "IraqPassport",
    passportNumber: "A1234567",
    passportIssuingCountry: "1",
    passportExpirationDate: "2035-01-01",
    type: AgeCategory.Adult,
  };
  const variants = [
    { form: "domesticIraq", isDomestic: true, nationality: "" },
    { form: "international", isDomestic: false, nationality: "1" },
    { form: "iran", isDomestic: false, nationality: "IR" },
  ] as const;
  const accepted = (form: FlightPassengerForm, passenger: Record<string, string | number>) => {
    const raw = Object.fromEntries(Object.entries(passenger).filter(([, v]) => v !== ""));
    return passengerSchemaRequiring(flightPassengerRequiredFields(form), { travelDate }).safeParse(raw)
      .success;
  };

  for (const variant of variants) {
    it(`${variant.form}: an "optional" field may stay empty, a required one may not, one ID number is needed`, () => {
      const form = formOf(variant.isDomestic, { nationalityCountry: variant.nationality });
      expect(form).toBe(variant.form);
      const passenger = { ...full, nationalityCountry: variant.nationality };
      expect(accepted(form, passenger)).toBe(true);
      // Every field labelled optional left empty at once: still a passenger the server takes.
      const optional = visibleFields(form).filter(
        (f) => f !== "passportType" && fieldNeed(form, f) === "optional",
      );
      expect(accepted(form, { ...passenger, ...Object.fromEntries(optional.map((f) => [f, ""])) })).toBe(
        true,
      );
      for (const field of visibleFields(form)) {
        if (field === "passportType") continue; // a list with a default, never empty
        const need = fieldNeed(form, field);
        const without = { ...passenger, [field]: "" };
        if (need === "optional") expect(accepted(form, without), `${field} is labelled optional`).toBe(true);
        if (need === "required") expect(accepted(form, without), `${field} is labelled required`).toBe(false);
        if (need === "oneOfIds") {
          const other = field === "nationalCode" ? "passportNumber" : "nationalCode";
          expect(accepted(form, without), `${field} alone may stay empty`).toBe(true);
          expect(accepted(form, { ...without, [other]: "" }), "but not both ID numbers").toBe(false);
        }
      }
    });
  }
});
