/** The main sections (header, drawer, home tabs). Labels are translation keys. */
export const sectionLinks = [
  { to: "/", labelKey: "nav.domesticFlights", end: true },
  { to: "/international-flight", labelKey: "nav.internationalFlights", end: false },
  { to: "/hotel-home", labelKey: "nav.hotels", end: false },
  { to: "/visa-home", labelKey: "nav.visa", end: false },
  { to: "/tour-home", labelKey: "nav.tours", end: false },
] as const;

export const companyLinks = [
  { to: "/about-us", labelKey: "nav.aboutUs" },
  { to: "/contact-us", labelKey: "nav.contactUs" },
  { to: "/faq", labelKey: "nav.faq" },
  { to: "/privacy", labelKey: "nav.privacy" },
  { to: "/privacy/charter-flight", labelKey: "nav.charterTerms" },
] as const;
