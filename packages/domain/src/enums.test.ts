import { describe, expect, it } from "vitest";
import {
  AgeCategory,
  ageCategorySchema,
  CabinClass,
  ColourFlag,
  CountryId,
  CurrencyCode,
  cabinClassSchema,
  colourFlagSchema,
  countryIdSchema,
  currencyCodeSchema,
  Direction,
  directionSchema,
  FlightScope,
  flightScopeSchema,
  Gender,
  genderSchema,
  IdentityDocument,
  IRAN_COUNTRY_CODE,
  identityDocumentSchema,
  LocationCodeKind,
  locationCodeKindSchema,
  NotificationChannel,
  notificationChannelSchema,
  PassportType,
  ProductChannel,
  passportTypeSchema,
  productChannelSchema,
  ServiceType,
  SortOption,
  serviceTypeSchema,
  sortOptionSchema,
  TripType,
  tripTypeSchema,
  WeightUnit,
  weightUnitSchema,
} from "./enums";

describe("enum values are the spec's", () => {
  it.each([
    ["CabinClass", CabinClass, { Economy: 1, Business: 2, First: 3 }],
    ["AgeCategory", AgeCategory, { Adult: 1, Child: 2, Infant: 3, Unknown: 4 }],
    ["FlightScope", FlightScope, { InternationalFlight: 1, DomesticFlight: 2 }],
    ["TripType", TripType, { OneWay: 1, RoundTrip: 2, MultiDestination: 3 }],
    ["ProductChannel", ProductChannel, { WebSite: 1, App: 2, Pwa: 3, Android: 4, Ios: 5 }],
    ["NotificationChannel", NotificationChannel, { Sms: 1, Email: 2, Push: 3, Whatsapp: 4 }],
    ["CountryId", CountryId, { Iraq: 3415, Iran: 3414 }],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    [
      "SortOption",
      SortOption,
      ["MostExpensive", "Cheapest", "Earliest", "Latest", "Fastest", "Promotions", "Direct"],
    ],
    [
      "ServiceType",
      ServiceType,
      [
        "DomesticFlight",
        "InternationalFlight",
        "InternationalHotel",
        "DomesticHotel",
        "Tour",
        "Visa",
        "Hotel",
      ],
    ],
    ["IdentityDocument", IdentityDocument, ["Passport", "NationalCode"]],
    ["Gender", Gender, ["Male", "Female"]],
    ["LocationCodeKind", LocationCodeKind, ["CityCode", "AirportCode"]],
    ["ColourFlag", ColourFlag, ["Gray", "Green", "Red"]],
    ["PassportType", PassportType, ["IraqPassport", "IranianPassport", "OtherCountries"]],
    ["Direction", Direction, ["go", "back"]],
    ["CurrencyCode", CurrencyCode, ["IRR", "USD", "AED", "IQD"]],
    ["WeightUnit", WeightUnit, ["Kg", "Pc"]],
  ])("%s names are their own values", (_name, actual, names) => {
    expect(Object.keys(actual)).toEqual(names);
    expect(Object.values(actual)).toEqual(names);
  });

  it("Iran's country code is IRN", () => {
    expect(IRAN_COUNTRY_CODE).toBe("IRN");
  });
});

describe("enum schemas accept members and reject everything else", () => {
  it.each([
    ["cabinClass", cabinClassSchema, [1, 2, 3], [0, 4, "1", "Economy", null]],
    ["ageCategory", ageCategorySchema, [1, 2, 3, 4], [0, 5, "Adult"]],
    ["flightScope", flightScopeSchema, [1, 2], [0, 3]],
    ["tripType", tripTypeSchema, [1, 2, 3], [0, 4]],
    ["productChannel", productChannelSchema, [1, 2, 3, 4, 5], [0, 6]],
    ["notificationChannel", notificationChannelSchema, [1, 2, 3, 4], [0, 5]],
    ["countryId", countryIdSchema, [3415, 3414], [3413, 3416, "3415"]],
    ["sortOption", sortOptionSchema, ["Cheapest", "Direct"], ["cheapest", "", 1]],
    ["serviceType", serviceTypeSchema, ["Visa", "Hotel"], ["visa", "Flight"]],
    ["identityDocument", identityDocumentSchema, ["Passport", "NationalCode"], ["passport"]],
    ["gender", genderSchema, ["Male", "Female"], ["male", "Other", 1]],
    ["locationCodeKind", locationCodeKindSchema, ["CityCode", "AirportCode"], ["City"]],
    ["colourFlag", colourFlagSchema, ["Gray", "Green", "Red"], ["Grey", "Blue"]],
    ["passportType", passportTypeSchema, ["IraqPassport", "IranianPassport", "OtherCountries"], ["Other"]],
    ["direction", directionSchema, ["go", "back"], ["Go", "return"]],
    ["currencyCode", currencyCodeSchema, ["IRR", "USD", "AED", "IQD"], ["EUR", "usd"]],
    ["weightUnit", weightUnitSchema, ["Kg", "Pc"], ["kg", "Lb"]],
  ] as const)("%s", (_name, schema, good, bad) => {
    for (const value of good) expect(schema.safeParse(value).success, String(value)).toBe(true);
    for (const value of bad) expect(schema.safeParse(value).success, String(value)).toBe(false);
  });
});
