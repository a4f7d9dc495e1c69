/**
 * The enumerations of spec §3 as `as const` objects with a derived union type of the same name,
 * without their zod schemas (enums.ts adds those and exports these too): a page that only shows a
 * currency or a cabin class imports them from here and does not load zod (decision 028).
 */
type ValueOf<T> = T[keyof T];

export const CabinClass = { Economy: 1, Business: 2, First: 3 } as const;
export type CabinClass = ValueOf<typeof CabinClass>;

export const AgeCategory = { Adult: 1, Child: 2, Infant: 3, Unknown: 4 } as const;
export type AgeCategory = ValueOf<typeof AgeCategory>;

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

export const FlightScope = { InternationalFlight: 1, DomesticFlight: 2 } as const;
export type FlightScope = ValueOf<typeof FlightScope>;

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

export const TripType = { OneWay: 1, RoundTrip: 2, MultiDestination: 3 } as const;
export type TripType = ValueOf<typeof TripType>;

export const IdentityDocument = { Passport: "Passport", NationalCode: "NationalCode" } as const;
export type IdentityDocument = ValueOf<typeof IdentityDocument>;

export const Gender = { Male: "Male", Female: "Female" } as const;
export type Gender = ValueOf<typeof Gender>;

export const LocationCodeKind = { CityCode: "CityCode", AirportCode: "AirportCode" } as const;
export type LocationCodeKind = ValueOf<typeof LocationCodeKind>;

export const ColourFlag = { Gray: "Gray", Green: "Green", Red: "Red" } as const;
export type ColourFlag = ValueOf<typeof ColourFlag>;

export const PassportType = {
  IraqPassport: "IraqPassport",
  IranianPassport: "IranianPassport",
  OtherCountries: "OtherCountries",
} as const;
export type PassportType = ValueOf<typeof PassportType>;

export const Direction = { go: "go", back: "back" } as const;
export type Direction = ValueOf<typeof Direction>;

export const CurrencyCode = { IRR: "IRR", USD: "USD", AED: "AED", IQD: "IQD" } as const;
export type CurrencyCode = ValueOf<typeof CurrencyCode>;

export const CountryId = { Iraq: 3415, Iran: 3414 } as const;
export type CountryId = ValueOf<typeof CountryId>;

export const WeightUnit = { Kg: "Kg", Pc: "Pc" } as const;
export type WeightUnit = ValueOf<typeof WeightUnit>;

export const ProductChannel = { WebSite: 1, App: 2, Pwa: 3, Android: 4, Ios: 5 } as const;
export type ProductChannel = ValueOf<typeof ProductChannel>;

export const NotificationChannel = { Sms: 1, Email: 2, Push: 3, Whatsapp: 4 } as const;
export type NotificationChannel = ValueOf<typeof NotificationChannel>;

/** ISO 3166-1 alpha-3 code of Iran (spec §3). */
export const IRAN_COUNTRY_CODE = "IRN";

/** Spec §4 order statuses, in the order of the spec's labels. */
export const OrderStatus = {
  /** "created (under review)": the order exists, not yet re-priced with the supplier. */
  Created: "Created",
  Submitted: "Submitted",
  Approved: "Approved",
  Rejected: "Rejected",
  Paid: "Paid",
  ConfirmSuccessful: "ConfirmSuccessful",
  ConfirmFailed: "ConfirmFailed",
  PaymentSuccessful: "PaymentSuccessful",
  PaymentFailed: "PaymentFailed",
  /** "finalization (ticket issue) pending". */
  FinalizationPending: "FinalizationPending",
  InProgress: "InProgress",
  Successful: "Successful",
  Failed: "Failed",
  RefundSuccessful: "RefundSuccessful",
  RefundFailed: "RefundFailed",
} as const;
export type OrderStatus = ValueOf<typeof OrderStatus>;

/** Where a paid order stands, for the customer. */
export const TicketIssueState = {
  /** Not paid yet (or the payment is still pending): nothing to issue. */
  NotPaid: "NotPaid",
  /** Paid; confirmation and issuance are running (retrying with backoff when the supplier fails). */
  Pending: "Pending",
  /** Tickets issued: the ticket can be viewed and downloaded. */
  Issued: "Issued",
  /** Issuance (or confirmation) failed for good; the paid amount went back to the wallet. */
  Failed: "Failed",
} as const;
export type TicketIssueState = ValueOf<typeof TicketIssueState>;
