/** Saved passengers as the customer's passengers page saves them (POST AddOrUpdatePassenger). */
import { addMonths, format } from "date-fns";
import type { TestCustomer } from "./customers";
import type { TestApp } from "./test-app";

/** A day `years` from today (negative: in the past), as the forms send it. */
export const inYears = (years: number) => format(addMonths(new Date(), years * 12), "yyyy-MM-dd");

/** An Iraqi adult with a passport (variant national). */
export const iraqiAdult = (extra: Record<string, unknown> = {}) => ({
  firstName: "Ali",
  lastName: "Hassan",
  genderTitle: "Male",
  birthDate: "1990-05-01",
  type: 1,
  nationalityCountry: 3415,
  passportIssuingCountry: 3415,
  passportType: "IraqPassport",
  passportNumber: "A1234567",
  passportExpirationDate: inYears(5),
  ...extra,
});

/** Saves `passenger` for `who`; answers the raw response. */
export const savePassenger = (
  t: TestApp,
  who: TestCustomer,
  passenger: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: "POST",
    url: "/api/flight-reservation/Passenger/AddOrUpdatePassenger",
    headers: who.headers,
    payload: { passenger, ...extra },
  });
