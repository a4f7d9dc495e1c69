/**
 * The visa pages' titles and descriptions (meta keys of the common catalogue), by country; their
 * facts and prices come from the API (visa-page-data.ts). Slugs are the spec's routes (including
 * its spelling "thiland"), kept in the domain's VISA_COUNTRY_SLUGS.
 */
import type { VisaCountryCode } from "@safar/domain/visa-rules";

export const visaPageKeys: Record<VisaCountryCode, { titleKey: string; descriptionKey: string }> = {
  AE: { titleKey: "meta.visaUae.title", descriptionKey: "meta.visaUae.description" },
  AZ: { titleKey: "meta.visaAzerbaijan.title", descriptionKey: "meta.visaAzerbaijan.description" },
  TH: { titleKey: "meta.visaThailand.title", descriptionKey: "meta.visaThailand.description" },
  IT: { titleKey: "meta.visaItaly.title", descriptionKey: "meta.visaItaly.description" },
};
