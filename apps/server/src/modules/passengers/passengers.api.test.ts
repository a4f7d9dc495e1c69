import { addMonths, format } from "date-fns";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { inYears, iraqiAdult, savePassenger } from "../../test/passengers";
import { createTestApp, type TestApp } from "../../test/test-app";

const JWT_SECRET = "test-secret-0123456789abcdef0123456789";
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;

beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET } });
  alice = await signUpCustomer(t);
  bob = await signUpCustomer(t);
});
afterAll(async () => {
  await t?.close();
});

const save = (who: TestCustomer, passenger: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  savePassenger(t, who, passenger, extra);
const list = async (who: TestCustomer) => {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/flight-reservation/Passenger/GetCurrentUserPassengers",
    headers: who.headers,
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<Record<string, unknown>>;
};
const remove = (who: TestCustomer, id: string) =>
  t.app.inject({
    method: "DELETE",
    url: `/api/flight-reservation/Passenger/DeletePassenger/${id}`,
    headers: who.headers,
  });
const errorsOf = (response: { json(): { meta: { errors: Array<{ key: string; messages: string[] }> } } }) =>
  Object.fromEntries(response.json().meta.errors.map((e) => [e.key, e.messages]));

describe("saved passengers", () => {
  it("needs a signed-in customer", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-reservation/Passenger/GetCurrentUserPassengers",
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().meta.errors[0].messages).toEqual(["UNAUTHENTICATED"]);
  });

  it("saves, lists, updates and deletes the customer's own passengers", async () => {
    const customer = await signUpCustomer(t);
    expect(await list(customer)).toEqual([]);

    const created = await save(customer, iraqiAdult({ passportNumber: " a 123 4567 " }));
    expect(created.statusCode).toBe(200);
    const passenger = created.json().data;
    expect(passenger.id).toMatch(UUID_V4);
    expect(passenger).toMatchObject({
      firstName: "Ali",
      passportNumber: "A1234567",
      nationalityCountry: 3415,
      passportType: "IraqPassport",
      type: 1,
      nationalCode: null,
    });

    const iraqiDomestic = await save(customer, {
      firstName: "Zahra",
      lastName: "Kareem",
      firstNameFarsi: "زهراء",
      lastNameFarsi: "كريم",
      genderTitle: "Female",
      birthDate: inYears(-8),
      type: 2,
      nationalCode: "١٢٣٤٥٦٧٨٩٠",
    });
    expect(iraqiDomestic.statusCode).toBe(200);
    expect(iraqiDomestic.json().data).toMatchObject({
      nationalCode: "1234567890",
      passportNumber: null,
      type: 2,
    });

    expect((await list(customer)).map((p) => p.firstName)).toEqual(["Ali", "Zahra"]);

    const updated = await save(customer, { ...iraqiAdult({ firstName: "Hussein" }), id: passenger.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: passenger.id, firstName: "Hussein" });
    expect((await list(customer)).map((p) => p.firstName)).toEqual(["Hussein", "Zahra"]);

    const deleted = await remove(customer, passenger.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: passenger.id, deleted: true });
    expect((await list(customer)).map((p) => p.firstName)).toEqual(["Zahra"]);
    expect((await remove(customer, passenger.id)).statusCode).toBe(404);
  });

  it("answers the spec's keys per field", async () => {
    const missing = await save(alice, { birthDate: "1990-13-01" });
    expect(missing.statusCode).toBe(400);
    expect(errorsOf(missing)).toMatchObject({
      "passenger.firstName": ["PL_ENTER_YOUR_FIRST_NAME"],
      "passenger.lastName": ["PL_ENTER_YOUR_LAST_NAME"],
      "passenger.genderTitle": ["PL_SELECT_GENDER"],
      "passenger.birthDate": ["PL_ENTER_DATE_BIRTH"],
      "passenger.type": ["PASSENGER_AGE_IS_INVALID"],
      "passenger.passportNumber": ["PL_ENTER_YOUR_PASSPORT_NO"],
      "passenger.nationalCode": ["PL_ENTER_YOUR_NATIONAL_CODE"],
    });

    // A value of the wrong kind stops at its field (zod's field check runs before the form rules).
    const gender = await save(alice, iraqiAdult({ genderTitle: "Other" }));
    expect(errorsOf(gender)).toEqual({ "passenger.genderTitle": ["PL_SELECT_GENDER"] });

    const formats = await save(
      alice,
      iraqiAdult({ firstName: "علي", passportNumber: "123", nationalCode: "12345", type: 2 }),
    );
    expect(errorsOf(formats)).toEqual({
      "passenger.firstName": ["PL_ENTER_YOUR_EN_FIRST_NAME"],
      "passenger.passportNumber": ["PASSPORT_NO_IS_INVALID"],
      "passenger.nationalCode": ["NATIONAL_CODE_IS_INVALID"],
      "passenger.type": ["PASSENGER_AGE_IS_INVALID"],
    });

    // A passport on file must be complete (variant national).
    const incomplete = await save(
      alice,
      iraqiAdult({ nationalityCountry: null, passportIssuingCountry: "", passportExpirationDate: undefined }),
    );
    expect(errorsOf(incomplete)).toEqual({
      "passenger.nationalityCountry": ["PL_SELECT_NATIONALITY"],
      "passenger.passportIssuingCountry": ["PL_SELECT_PASSPORT_ISSUING_COUNTRY"],
      "passenger.passportExpirationDate": ["PL_ENTER_PASSPORT_EXPIRATION_DATE"],
    });

    // An Iranian needs the Farsi names (variant iranInternational) and an Iranian passport format.
    const iranian = await save(
      alice,
      iraqiAdult({ nationalityCountry: 3414, passportType: "IranianPassport", passportNumber: "AB123456" }),
    );
    expect(errorsOf(iranian)).toEqual({
      "passenger.firstNameFarsi": ["PL_ENTER_YOUR_FA_FIRST_NAME"],
      "passenger.lastNameFarsi": ["PL_ENTER_YOUR_FA_LAST_NAME"],
      "passenger.passportNumber": ["PASSPORT_NO_IS_INVALID"],
    });
    const iranianOk = await save(
      alice,
      iraqiAdult({
        nationalityCountry: "IRN",
        passportType: "IranianPassport",
        passportNumber: "K12345678",
        firstNameFarsi: "علی",
        lastNameFarsi: "حسینی",
      }),
    );
    expect(iranianOk.statusCode).toBe(200);
    expect(iranianOk.json().data.nationalityCountry).toBe("IRN");

    // Latin last name, Farsi names that are not Arabic script, a missing expiry type stays optional.
    const names = await save(
      alice,
      iraqiAdult({ lastName: "Hassan2", firstNameFarsi: "Ali", lastNameFarsi: "١٢٣" }),
    );
    expect(errorsOf(names)).toEqual({
      "passenger.lastName": ["PL_ENTER_YOUR_EN_LAST_NAME"],
      "passenger.firstNameFarsi": ["PL_ENTER_YOUR_FA_FIRST_NAME"],
      "passenger.lastNameFarsi": ["PL_ENTER_YOUR_FA_LAST_NAME"],
    });
  });

  it("checks the passport number by its passport type (spec §5 formats)", async () => {
    const cases: Array<[string, string, boolean]> = [
      ["IraqPassport", "A1234567", true],
      ["IraqPassport", "A12345678", true],
      ["IraqPassport", "AB123456", true],
      ["IraqPassport", "AB1234567", true],
      ["IraqPassport", "A123456", false],
      ["IraqPassport", "ABC12345", false],
      ["OtherCountries", "X9Y8Z7", true],
      ["OtherCountries", "12345", false],
      ["OtherCountries", "ABCDE123456", false],
    ];
    for (const [passportType, passportNumber, valid] of cases) {
      const response = await save(alice, iraqiAdult({ passportType, passportNumber }));
      if (valid) expect(response.statusCode, `${passportType} ${passportNumber}`).toBe(200);
      else {
        expect(response.statusCode, `${passportType} ${passportNumber}`).toBe(400);
        expect(errorsOf(response)).toEqual({ "passenger.passportNumber": ["PASSPORT_NO_IS_INVALID"] });
      }
    }
  });

  it("judges passport validity and age on the travel date (today when none is given)", async () => {
    const expiring = await save(
      alice,
      iraqiAdult({ passportExpirationDate: format(addMonths(new Date(), 3), "yyyy-MM-dd") }),
    );
    expect(errorsOf(expiring)).toEqual({ "passenger.passportExpirationDate": ["PASS_VALIDITY_LESS_6MONTH"] });

    const sevenMonths = iraqiAdult({
      passportExpirationDate: format(addMonths(new Date(), 7), "yyyy-MM-dd"),
    });
    expect((await save(alice, sevenMonths)).statusCode).toBe(200);
    const tripInThreeMonths = await save(alice, sevenMonths, {
      travelDate: format(addMonths(new Date(), 3), "yyyy-MM-dd"),
    });
    expect(errorsOf(tripInThreeMonths)).toEqual({
      "passenger.passportExpirationDate": ["PASS_VALIDITY_LESS_6MONTH"],
    });
    const badDate = await save(alice, sevenMonths, { travelDate: "next week" });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(errorsOf(badDate))).toEqual(["travelDate"]);
  });

  it("keeps customers apart: 404 for another's passenger as for an unknown one, 400 malformed id", async () => {
    const own = (await save(alice, iraqiAdult({ firstName: "Owned" }))).json().data;

    const foreignUpdate = await save(bob, { ...iraqiAdult({ firstName: "Stolen" }), id: own.id });
    expect(foreignUpdate.statusCode).toBe(404);
    expect(foreignUpdate.json().meta.errors).toEqual([{ key: "id", messages: ["PASSENGER_NOT_FOUND"] }]);
    const foreignDelete = await remove(bob, own.id);
    expect(foreignDelete.statusCode).toBe(404);
    // Nothing of Alice's reaches Bob: not in the answer, not in his list; her passenger is unchanged.
    expect(foreignUpdate.body).not.toContain("Owned");
    expect(foreignDelete.json()).toMatchObject({
      meta: { errors: [{ key: "id", messages: ["PASSENGER_NOT_FOUND"] }] },
    });
    expect(foreignDelete.body).not.toContain("Owned");
    expect((await list(alice)).some((p) => p.id === own.id && p.firstName === "Owned")).toBe(true);
    expect((await list(bob)).some((p) => p.id === own.id)).toBe(false);
    const bobs = (await save(bob, iraqiAdult({ firstName: "Bobs" }))).json().data;
    expect((await list(bob)).map((p) => p.firstName)).toEqual(["Bobs"]);
    expect((await list(alice)).some((p) => p.id === bobs.id)).toBe(false);

    const unknown = "3f1c2a4e-9b7d-4c21-8e5f-0a1b2c3d4e5f";
    const unknownDelete = await remove(alice, unknown);
    expect(unknownDelete.statusCode).toBe(404);
    expect(unknownDelete.json().meta.errors).toEqual([{ key: "id", messages: ["PASSENGER_NOT_FOUND"] }]);
    expect((await save(alice, { ...iraqiAdult(), id: unknown })).statusCode).toBe(404);

    const malformed = await remove(alice, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().meta.errors).toEqual([{ key: "id", messages: ["UUID_IS_INVALID"] }]);
    const malformedUpdate = await save(alice, { ...iraqiAdult(), id: "12345" });
    expect(malformedUpdate.statusCode).toBe(400);
    expect(malformedUpdate.json().meta.errors).toEqual([
      { key: "passenger.id", messages: ["UUID_IS_INVALID"] },
    ]);
  });

  it("keeps at most 30 per customer, also when saves race", async () => {
    const customer = await signUpCustomer(t);
    for (let i = 0; i < 28; i++) {
      expect(
        (await save(customer, iraqiAdult({ passportNumber: `A${String(1000000 + i)}` }))).statusCode,
      ).toBe(200);
    }
    const racing = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        save(customer, iraqiAdult({ passportNumber: `B${String(2000000 + i)}` })),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const refused of racing.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json().meta.errors).toEqual([{ key: "passenger", messages: ["CANNOT_ADD_TRAVELER"] }]);
    }
    expect(await list(customer)).toHaveLength(30);
    // Updating one of the thirty still works.
    const first = (await list(customer))[0] as { id: string };
    expect((await save(customer, { ...iraqiAdult({ firstName: "Edited" }), id: first.id })).statusCode).toBe(
      200,
    );
  });
});
