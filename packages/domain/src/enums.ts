/**
 * The enumerations of spec §3, as `as const` objects with a derived union type of the same name and
 * a zod schema (`<name>Schema`) for servers to validate input with.
 *
 * Numeric values are the spec's where it gives them. Where the spec lists names only (sort options,
 * service types, identity documents, genders, location code kinds, colour flags, passport types,
 * directions, currencies, weight units), the value is the name itself, so it reads the same in JSON,
 * URLs and logs and no number is invented.
 */
import { z } from "zod";

type ValueOf<T> = T[keyof T];

export const CabinClass = { Economy: 1, Business: 2, First: 3 } as const;
export type CabinClass = ValueOf<typeof CabinClass>;
export const cabinClassSchema = z.enum(CabinClass);

export const AgeCategory = { Adult: 1, Child: 2, Infant: 3, Unknown: 4 } as const;
export type AgeCategory = ValueOf<typeof AgeCategory>;
export const ageCategorySchema = z.enum(AgeCategory);

export const SortOption = {
  MostExpensive: "MostExpensive",
  Cheapest: "Cheapest",
  Earliest: "Earliest",
  Latest: "Latest",
  Fastest: "Fastest",
  Promotions: "Promotions",
  Direct: "Direct",
} as const;
export type SortOption = ValueOf<typeof SortOption>;
export const sortOptionSchema = z.enum(SortOption);

export const FlightScope = { InternationalFlight: 1, DomesticFlight: 2 } as const;
export type FlightScope = ValueOf<typeof FlightScope>;
export const flightScopeSchema = z.enum(FlightScope);

export const ServiceType = {
  DomesticFlight: "DomesticFlight",
  InternationalFlight: "InternationalFlight",
  InternationalHotel: "InternationalHotel",
  DomesticHotel: "DomesticHotel",
  Tour: "Tour",
  Visa: "Visa",
  Hotel: "Hotel",
} as const;
export type ServiceType = ValueOf<typeof ServiceType>;
export const serviceTypeSchema = z.enum(ServiceType);

export const TripType = { OneWay: 1, RoundTrip: 2, MultiDestination: 3 } as const;
export type TripType = ValueOf<typeof TripType>;
export const tripTypeSchema = z.enum(TripType);

export const IdentityDocument = { Passport: "Passport", NationalCode: "NationalCode" } as const;
export type IdentityDocument = ValueOf<typeof IdentityDocument>;
export const identityDocumentSchema = z.enum(IdentityDocument);

export const Gender = { Male: "Male", Female: "Female" } as const;
export type Gender = ValueOf<typeof Gender>;
export const genderSchema = z.enum(Gender);

export const LocationCodeKind = { CityCode: "CityCode", AirportCode: "AirportCode" } as const;
export type LocationCodeKind = ValueOf<typeof LocationCodeKind>;
export const locationCodeKindSchema = z.enum(LocationCodeKind);

export const ColourFlag = { Gray: "Gray", Green: "Green", Red: "Red" } as const;
export type ColourFlag = ValueOf<typeof ColourFlag>;
export const colourFlagSchema = z.enum(ColourFlag);

export const PassportType = {
  IraqPassport: "IraqPassport",
  IranianPassport: "IranianPassport",
  OtherCountries: "OtherCountries",
} as const;
export type PassportType = ValueOf<typeof PassportType>;
export const passportTypeSchema = z.enum(PassportType);

export const Direction = { go: "go", back: "back" } as const;
export type Direction = ValueOf<typeof Direction>;
export const directionSchema = z.enum(Direction);

export const CurrencyCode = { IRR: "IRR", USD: "USD", AED: "AED", IQD: "IQD" } as const;
export type CurrencyCode = ValueOf<typeof CurrencyCode>;
export const currencyCodeSchema = z.enum(CurrencyCode);

export const CountryId = { Iraq: 3415, Iran: 3414 } as const;
export type CountryId = ValueOf<typeof CountryId>;
export const countryIdSchema = z.enum(CountryId);

/** ISO 3166-1 alpha-3 code of Iran (spec §3). */
export const IRAN_COUNTRY_CODE = "IRN";

export const WeightUnit = { Kg: "Kg", Pc: "Pc" } as const;
export type WeightUnit = ValueOf<typeof WeightUnit>;
export const weightUnitSchema = z.enum(WeightUnit);

export const ProductChannel = { WebSite: 1, App: 2, Pwa: 3, Android: 4, Ios: 5 } as const;
export type ProductChannel = ValueOf<typeof ProductChannel>;
export const productChannelSchema = z.enum(ProductChannel);

export const NotificationChannel = { Sms: 1, Email: 2, Push: 3, Whatsapp: 4 } as const;
export type NotificationChannel = ValueOf<typeof NotificationChannel>;
export const notificationChannelSchema = z.enum(NotificationChannel);
