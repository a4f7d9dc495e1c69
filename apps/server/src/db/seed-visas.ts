import {
  BASE_VISA_DOCUMENTS,
  type LocalizedText,
  type VisaCountryCode,
  VisaDocumentKind,
  VisaEntry,
  VisaStayUnit,
  VisaType,
} from "@safar/domain";
import type { Database } from "../platform/db";
import { visaCountries, visaProducts } from "./schema";
import { meta, setMeta } from "./seed-hotels";

/**
 * The visa countries (spec §1) and their products, seeded once on every database (they are the
 * spec's facts, not demo data; issue 15, decision 017): the UAE's 96-hour transit visa for 50 AED and
 * its tourist visas valid 58 days for stays of 10, 30 or 90 days from 100, 300, 310 and 500 AED
 * (spec §9), Thailand's 60-day tourist visa, Azerbaijan's e-visa and Italy's Schengen visa. The
 * operator changes prices and documents in the back office: a product already there is never
 * overwritten (its `seed_key` is kept), a new version only adds what is missing.
 */
const VISA_SEED_VERSION = "1";

const COUNTRIES: { code: VisaCountryCode; name: LocalizedText }[] = [
  {
    code: "AE",
    name: { ar: "الإمارات العربية المتحدة", fa: "امارات متحده عربی", en: "United Arab Emirates" },
  },
  { code: "AZ", name: { ar: "أذربيجان", fa: "آذربایجان", en: "Azerbaijan" } },
  { code: "TH", name: { ar: "تايلاند", fa: "تایلند", en: "Thailand" } },
  { code: "IT", name: { ar: "إيطاليا", fa: "ایتالیا", en: "Italy" } },
];

const SCHENGEN_FILE = [
  ...BASE_VISA_DOCUMENTS,
  VisaDocumentKind.BankStatement,
  VisaDocumentKind.ReturnTicket,
  VisaDocumentKind.HotelBooking,
  VisaDocumentKind.TravelInsurance,
  VisaDocumentKind.EmploymentLetter,
];

type SeedProduct = Omit<typeof visaProducts.$inferInsert, "id" | "createdAt" | "isActive"> & {
  seedKey: string;
};

const uaeTourist = (stay: number, entry: VisaEntry, priceAed: number, sortOrder: number): SeedProduct => {
  const multiple = entry === VisaEntry.Multiple;
  return {
    seedKey: `ae-tourist-${stay}d-${entry.toLowerCase()}`,
    countryCode: "AE",
    type: VisaType.Tourist,
    name: {
      ar: `تأشيرة سياحية ${stay} يوماً${multiple ? "، دخول متعدد" : ""}`,
      fa: `ویزای توریستی ${stay} روزه${multiple ? "، چندبار ورود" : ""}`,
      en: `${stay}-day tourist visa${multiple ? ", multiple entry" : ""}`,
    },
    stay,
    stayUnit: VisaStayUnit.Days,
    validityDays: 58,
    entry,
    currency: "AED",
    priceMinor: priceAed * 100,
    // The entry permit's fee, paid to the authority when filed: half the price (demo terms).
    rejectionFeeMinor: priceAed * 50,
    quickPriceMinor: (priceAed + 75) * 100,
    processingDays: 3,
    quickProcessingDays: 1,
    documents: [...BASE_VISA_DOCUMENTS],
    notes: {
      ar: "صالحة ٥٨ يوماً من الإصدار للدخول.",
      fa: "از تاریخ صدور ۵۸ روز برای ورود اعتبار دارد.",
      en: "Valid 58 days from issue to enter.",
    },
    sortOrder,
  };
};

export const VISA_SEED_PRODUCTS: SeedProduct[] = [
  {
    seedKey: "ae-transit-96h",
    countryCode: "AE",
    type: VisaType.Transit,
    name: { ar: "تأشيرة عبور ٩٦ ساعة", fa: "ویزای ترانزیت ۹۶ ساعته", en: "96-hour transit visa" },
    stay: 96,
    stayUnit: VisaStayUnit.Hours,
    validityDays: 30,
    entry: VisaEntry.Single,
    currency: "AED",
    priceMinor: 5_000,
    rejectionFeeMinor: 3_000,
    quickPriceMinor: null,
    processingDays: 2,
    quickProcessingDays: null,
    documents: [...BASE_VISA_DOCUMENTS, VisaDocumentKind.ReturnTicket],
    notes: {
      ar: "للمسافرين العابرين بالإمارات مع تذكرة مؤكدة إلى وجهة أخرى.",
      fa: "برای مسافران ترانزیتی امارات با بلیت قطعی به مقصدی دیگر.",
      en: "For travellers passing through the UAE with a confirmed onward ticket.",
    },
    sortOrder: 0,
  },
  uaeTourist(10, VisaEntry.Single, 100, 1),
  uaeTourist(30, VisaEntry.Single, 300, 2),
  uaeTourist(30, VisaEntry.Multiple, 310, 3),
  uaeTourist(90, VisaEntry.Single, 500, 4),
  {
    seedKey: "az-evisa-30d",
    countryCode: "AZ",
    type: VisaType.Tourist,
    name: { ar: "تأشيرة إلكترونية ٣٠ يوماً", fa: "ویزای الکترونیکی ۳۰ روزه", en: "30-day e-visa" },
    stay: 30,
    stayUnit: VisaStayUnit.Days,
    validityDays: 90,
    entry: VisaEntry.Single,
    currency: "USD",
    priceMinor: 4_500,
    rejectionFeeMinor: 2_000,
    quickPriceMinor: 8_000,
    processingDays: 3,
    quickProcessingDays: 1,
    documents: [...BASE_VISA_DOCUMENTS],
    notes: {
      ar: "تأشيرة ASAN الإلكترونية، دخول واحد.",
      fa: "ویزای الکترونیکی ASAN، یک‌بار ورود.",
      en: "ASAN e-visa, single entry.",
    },
    sortOrder: 0,
  },
  {
    seedKey: "th-tourist-60d",
    countryCode: "TH",
    type: VisaType.Tourist,
    name: { ar: "تأشيرة سياحية ٦٠ يوماً", fa: "ویزای توریستی ۶۰ روزه", en: "60-day tourist visa" },
    stay: 60,
    stayUnit: VisaStayUnit.Days,
    validityDays: 90,
    entry: VisaEntry.Single,
    currency: "USD",
    priceMinor: 8_500,
    rejectionFeeMinor: 4_000,
    quickPriceMinor: null,
    processingDays: 10,
    quickProcessingDays: null,
    documents: [
      ...BASE_VISA_DOCUMENTS,
      VisaDocumentKind.BankStatement,
      VisaDocumentKind.ReturnTicket,
      VisaDocumentKind.HotelBooking,
    ],
    notes: {
      ar: "التأشيرة السياحية التايلاندية لإقامة ٦٠ يوماً.",
      fa: "ویزای توریستی تایلند برای اقامت ۶۰ روزه.",
      en: "Thailand's tourist visa for a 60-day stay.",
    },
    sortOrder: 0,
  },
  {
    seedKey: "it-schengen-c",
    countryCode: "IT",
    type: VisaType.Tourist,
    name: { ar: "تأشيرة شنغن سياحية", fa: "ویزای توریستی شینگن", en: "Schengen tourist visa" },
    stay: 90,
    stayUnit: VisaStayUnit.Days,
    validityDays: 180,
    entry: VisaEntry.Single,
    currency: "USD",
    priceMinor: 19_000,
    rejectionFeeMinor: 9_000,
    quickPriceMinor: null,
    processingDays: 15,
    quickProcessingDays: null,
    documents: SCHENGEN_FILE,
    notes: {
      ar: "حتى ٩٠ يوماً خلال ١٨٠ يوماً. يشمل حجز موعد السفارة ومراجعة الملف.",
      fa: "تا ۹۰ روز در بازهٔ ۱۸۰ روز. شامل وقت سفارت و بررسی پرونده.",
      en: "Up to 90 days within 180. Includes the embassy appointment and a file check.",
    },
    sortOrder: 0,
  },
];

/** Countries and products; true when anything was written. */
export async function seedVisas(db: Database): Promise<boolean> {
  if ((await meta(db, "seed:visas")) === VISA_SEED_VERSION) return false;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t
      .insert(visaCountries)
      .values(COUNTRIES.map((country, i) => ({ code: country.code, name: country.name, sortOrder: i })))
      .onConflictDoNothing();
    await t
      .insert(visaProducts)
      .values(VISA_SEED_PRODUCTS)
      .onConflictDoNothing({ target: visaProducts.seedKey });
    await setMeta(t, "seed:visas", VISA_SEED_VERSION);
  });
  return true;
}
