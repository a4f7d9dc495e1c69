/** Visa facts stated in spec §9 (shown as text; prices come from the API once booking is wired). */
export const visaFacts = {
  uae: {
    validityDays: 58,
    stayDays: [10, 30, 90] as const,
    transitHours: 96,
    transitPriceAed: 50,
    startingPricesAed: [100, 300, 310, 500] as const,
  },
  thailand: { touristValidityDays: 60 },
} as const;

export type VisaCountry = "visa-uae" | "visa-azerbaijan" | "visa-thiland" | "visa-italy";

/** The visa pages; slugs are the spec's routes (including its spelling "thiland"). */
export const visaCountries: { slug: VisaCountry; titleKey: string; descriptionKey: string }[] = [
  { slug: "visa-uae", titleKey: "meta.visaUae.title", descriptionKey: "meta.visaUae.description" },
  {
    slug: "visa-azerbaijan",
    titleKey: "meta.visaAzerbaijan.title",
    descriptionKey: "meta.visaAzerbaijan.description",
  },
  {
    slug: "visa-thiland",
    titleKey: "meta.visaThailand.title",
    descriptionKey: "meta.visaThailand.description",
  },
  { slug: "visa-italy", titleKey: "meta.visaItaly.title", descriptionKey: "meta.visaItaly.description" },
];
