/**
 * The visa rules a page reads without checking a shape (issue 15, spec §1, §3): the countries
 * served and their pages, the kinds of visa, stay, entry and processing, the documents, the limits.
 * No zod here (decision 030): the booking page's route and the tour and visa pages read these before
 * they hydrate; the shapes are in visa.ts.
 */
/** The countries the storefront files visas for (spec §1), by ISO 3166-1 alpha-2 code. */
export const VisaCountryCode = { UAE: "AE", Azerbaijan: "AZ", Thailand: "TH", Italy: "IT" } as const;
export type VisaCountryCode = (typeof VisaCountryCode)[keyof typeof VisaCountryCode];
export const VISA_COUNTRY_CODES = Object.values(VisaCountryCode) as [VisaCountryCode, ...VisaCountryCode[]];

/** Visa pages by country (the spec's routes, its spelling "thiland" kept). */
export const VISA_COUNTRY_SLUGS: Record<VisaCountryCode, string> = {
  AE: "visa-uae",
  AZ: "visa-azerbaijan",
  TH: "visa-thiland",
  IT: "visa-italy",
};

/** Spec §3 Visa: the type. */
export const VisaType = { Tourist: "Tourist", Transit: "Transit", Business: "Business" } as const;
export type VisaType = (typeof VisaType)[keyof typeof VisaType];

/** Spec §3 Visa: single or multiple entry. */
export const VisaEntry = { Single: "Single", Multiple: "Multiple" } as const;
export type VisaEntry = (typeof VisaEntry)[keyof typeof VisaEntry];

/** Spec §3 Visa: normal or quick processing. */
export const VisaProcessing = { Normal: "Normal", Quick: "Quick" } as const;
export type VisaProcessing = (typeof VisaProcessing)[keyof typeof VisaProcessing];

/** A stay is counted in days, a transit visa's in hours (the UAE's 96-hour transit, spec §9). */
export const VisaStayUnit = { Days: "Days", Hours: "Hours" } as const;
export type VisaStayUnit = (typeof VisaStayUnit)[keyof typeof VisaStayUnit];

/**
 * What a traveller uploads for a visa: the passport's photo page and a personal photo always; the
 * rest as the product asks (Italy's Schengen file: bank statement, return ticket, hotel booking…).
 */
export const VisaDocumentKind = {
  PassportPage: "PassportPage",
  PersonalPhoto: "PersonalPhoto",
  BankStatement: "BankStatement",
  ReturnTicket: "ReturnTicket",
  HotelBooking: "HotelBooking",
  EmploymentLetter: "EmploymentLetter",
  TravelInsurance: "TravelInsurance",
} as const;
export type VisaDocumentKind = (typeof VisaDocumentKind)[keyof typeof VisaDocumentKind];

/** Every product asks for these two. */
export const BASE_VISA_DOCUMENTS: readonly VisaDocumentKind[] = [
  VisaDocumentKind.PassportPage,
  VisaDocumentKind.PersonalPhoto,
];

/** Travellers in one visa request (issue 15: 1 to 9). */
export const MAX_VISA_TRAVELLERS = 9;

/** Visa services are for Iraqi citizens only (spec §1): the ISO alpha-3 nationality accepted. */
export const VISA_NATIONALITY = "IRQ";
