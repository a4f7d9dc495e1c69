/**
 * The storefront's public identity: one place, read by the server (e-mails, tickets, OpenAPI
 * info) and by the web app (header, footer, contact page). Demo values; an operator changes
 * them here and redeploys.
 */
export const siteConfig = {
  brandName: { ar: "رحّال", fa: "رحّال", en: "Rahhal" },
  /** Legal operator and the travel company it works with (spec §1). */
  operator: {
    ar: "شركة رحّال للتقنيات السياحية بالشراكة مع شركة الكوفة للسفر والسياحة",
    fa: "شرکت فناوری گردشگری رحّال با همکاری شرکت مسافرتی و گردشگری کوفه",
    en: "Rahhal Travel Technologies in partnership with Al-Kufa Travel & Tourism Co.",
  },
  launchedAt: "2023-12",
  /** Short support number dialled inside Iraq. */
  supportShortNumber: "5599",
  whatsappUrl: "https://wa.me/9647801234567",
  whatsappNumber: "+964 780 123 4567",
  email: "support@rahhal.example",
  social: [
    { network: "instagram", url: "https://www.instagram.com/rahhal.travel" },
    { network: "facebook", url: "https://www.facebook.com/rahhal.travel" },
    { network: "telegram", url: "https://t.me/rahhal_travel" },
    { network: "x", url: "https://x.com/rahhal_travel" },
  ],
  address: {
    ar: "العراق، النجف الأشرف، شارع الكوفة، مجمع الغدير التجاري، الطابق الثاني",
    fa: "عراق، نجف اشرف، خیابان کوفه، مجتمع تجاری الغدیر، طبقه دوم",
    en: "2nd floor, Al-Ghadeer Commercial Complex, Kufa Street, Najaf, Iraq",
  },
  /** Support hours in Baghdad time (spec §1, §9). Days: 0 = Sunday … 6 = Saturday. */
  supportHours: [
    { days: [6, 0, 1, 2, 3, 4], opens: "09:00", closes: "23:00" },
    { days: [5], opens: "10:00", closes: "23:00" },
  ],
  timeZone: "Asia/Baghdad",
} as const;

export type SiteConfig = typeof siteConfig;
export type Locale = "ar" | "fa" | "en";
export const locales: readonly Locale[] = ["ar", "fa", "en"];
export const defaultLocale: Locale = "ar";

/** The best supported locale of an Accept-Language header (quality values honoured), if any. */
export function acceptedLocale(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isNaN(quality) ? 0 : quality,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked
    .map((entry) => entry.language)
    .find((language): language is Locale => (locales as readonly string[]).includes(language));
}
