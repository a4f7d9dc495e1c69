/**
 * The hotel seed's data (seed-hotels.ts inserts it): the twelve destinations, pilgrimage cities
 * first, and the patterns of the demo hotels, their room types and prices.
 */
import { type LocalizedText, PropertyType } from "@safar/domain";

export type City = {
  code: string;
  name: LocalizedText;
  countryCode: string;
  country: LocalizedText;
  timeZone: string;
  pilgrimage: boolean;
  /** A double room's price a night in a 4-star hotel, cents. */
  doubleCents: number;
  cityTaxCents: number;
  taxPercent: string;
  latitude: number;
  longitude: number;
  areas: LocalizedText[];
};

const IQ = { ar: "العراق", fa: "عراق", en: "Iraq" };
const IR = { ar: "إيران", fa: "ایران", en: "Iran" };

/**
 * Pilgrimage cities first (issue 14: what matters most in this market). Karbala, Samarra and Qom
 * have no airport of their own: their codes (KRB, SMR, QUM) name hotel destinations only.
 */
export const HOTEL_CITIES: readonly City[] = [
  {
    code: "NJF",
    name: { ar: "النجف", fa: "نجف", en: "Najaf" },
    countryCode: "IQ",
    country: IQ,
    timeZone: "Asia/Baghdad",
    pilgrimage: true,
    doubleCents: 6500,
    cityTaxCents: 0,
    taxPercent: "0",
    latitude: 31.996,
    longitude: 44.314,
    areas: [
      { ar: "قرب حرم الإمام علي", fa: "نزدیک حرم امام علی", en: "Near the Imam Ali Shrine" },
      { ar: "شارع الرسول", fa: "خیابان الرسول", en: "Al-Rasool Street" },
      { ar: "طريق الكوفة", fa: "جاده کوفه", en: "Kufa Road" },
    ],
  },
  {
    code: "KRB",
    name: { ar: "كربلاء", fa: "کربلا", en: "Karbala" },
    countryCode: "IQ",
    country: IQ,
    timeZone: "Asia/Baghdad",
    pilgrimage: true,
    doubleCents: 7000,
    cityTaxCents: 0,
    taxPercent: "0",
    latitude: 32.616,
    longitude: 44.032,
    areas: [
      { ar: "بين الحرمين", fa: "بین‌الحرمین", en: "Bayn al-Haramayn" },
      { ar: "شارع العباس", fa: "خیابان عباس", en: "Al-Abbas Street" },
      { ar: "باب القبلة", fa: "باب القبله", en: "Bab al-Qibla" },
    ],
  },
  {
    code: "BGW",
    name: { ar: "بغداد", fa: "بغداد", en: "Baghdad" },
    countryCode: "IQ",
    country: IQ,
    timeZone: "Asia/Baghdad",
    pilgrimage: true,
    doubleCents: 9000,
    cityTaxCents: 0,
    taxPercent: "0",
    latitude: 33.38,
    longitude: 44.336,
    areas: [
      { ar: "الكاظمية", fa: "کاظمین", en: "Kadhimiya" },
      { ar: "الكرادة", fa: "کراده", en: "Karrada" },
      { ar: "المنصور", fa: "منصور", en: "Mansour" },
    ],
  },
  {
    code: "SMR",
    name: { ar: "سامراء", fa: "سامرا", en: "Samarra" },
    countryCode: "IQ",
    country: IQ,
    timeZone: "Asia/Baghdad",
    pilgrimage: true,
    doubleCents: 5500,
    cityTaxCents: 0,
    taxPercent: "0",
    latitude: 34.199,
    longitude: 43.874,
    areas: [
      { ar: "قرب مرقد العسكريين", fa: "نزدیک حرم عسکریین", en: "Near the Al-Askari Shrine" },
      { ar: "وسط المدينة", fa: "مرکز شهر", en: "City centre" },
    ],
  },
  {
    code: "MHD",
    name: { ar: "مشهد", fa: "مشهد", en: "Mashhad" },
    countryCode: "IR",
    country: IR,
    timeZone: "Asia/Tehran",
    pilgrimage: true,
    doubleCents: 6000,
    cityTaxCents: 0,
    taxPercent: "9",
    latitude: 36.288,
    longitude: 59.616,
    areas: [
      { ar: "قرب حرم الإمام الرضا", fa: "نزدیک حرم امام رضا", en: "Near the Imam Reza Shrine" },
      { ar: "أحمد آباد", fa: "احمدآباد", en: "Ahmadabad" },
      { ar: "شارع الإمام الرضا", fa: "خیابان امام رضا", en: "Imam Reza Street" },
    ],
  },
  {
    code: "QUM",
    name: { ar: "قم", fa: "قم", en: "Qom" },
    countryCode: "IR",
    country: IR,
    timeZone: "Asia/Tehran",
    pilgrimage: true,
    doubleCents: 4500,
    cityTaxCents: 0,
    taxPercent: "9",
    latitude: 34.642,
    longitude: 50.879,
    areas: [
      { ar: "قرب حرم السيدة المعصومة", fa: "نزدیک حرم حضرت معصومه", en: "Near the Fatima Masumeh Shrine" },
      { ar: "شارع إرم", fa: "خیابان ارم", en: "Eram Street" },
    ],
  },
  {
    code: "EBL",
    name: { ar: "أربيل", fa: "اربیل", en: "Erbil" },
    countryCode: "IQ",
    country: IQ,
    timeZone: "Asia/Baghdad",
    pilgrimage: false,
    doubleCents: 9500,
    cityTaxCents: 0,
    taxPercent: "0",
    latitude: 36.191,
    longitude: 44.009,
    areas: [
      { ar: "قرب القلعة", fa: "نزدیک ارگ", en: "Near the Citadel" },
      { ar: "عينكاوا", fa: "عینکاوه", en: "Ankawa" },
      { ar: "شارع 100", fa: "خیابان ۱۰۰", en: "100 Meter Road" },
    ],
  },
  {
    code: "BSR",
    name: { ar: "البصرة", fa: "بصره", en: "Basra" },
    countryCode: "IQ",
    country: IQ,
    timeZone: "Asia/Baghdad",
    pilgrimage: false,
    doubleCents: 8500,
    cityTaxCents: 0,
    taxPercent: "0",
    latitude: 30.508,
    longitude: 47.783,
    areas: [
      { ar: "كورنيش شط العرب", fa: "کرانه اروندرود", en: "Shatt al-Arab Corniche" },
      { ar: "العشار", fa: "عشار", en: "Ashar" },
    ],
  },
  {
    code: "IST",
    name: { ar: "إسطنبول", fa: "استانبول", en: "Istanbul" },
    countryCode: "TR",
    country: { ar: "تركيا", fa: "ترکیه", en: "Türkiye" },
    timeZone: "Europe/Istanbul",
    pilgrimage: false,
    doubleCents: 11000,
    cityTaxCents: 150,
    taxPercent: "10",
    latitude: 41.008,
    longitude: 28.978,
    areas: [
      { ar: "السلطان أحمد", fa: "سلطان احمد", en: "Sultanahmet" },
      { ar: "تقسيم", fa: "تکسیم", en: "Taksim" },
      { ar: "الفاتح", fa: "فاتح", en: "Fatih" },
    ],
  },
  {
    code: "DXB",
    name: { ar: "دبي", fa: "دبی", en: "Dubai" },
    countryCode: "AE",
    country: { ar: "الإمارات", fa: "امارات", en: "United Arab Emirates" },
    timeZone: "Asia/Dubai",
    pilgrimage: false,
    doubleCents: 14000,
    cityTaxCents: 550,
    taxPercent: "15",
    latitude: 25.204,
    longitude: 55.27,
    areas: [
      { ar: "ديرة", fa: "دیره", en: "Deira" },
      { ar: "وسط مدينة دبي", fa: "مرکز شهر دبی", en: "Downtown Dubai" },
      { ar: "مرسى دبي", fa: "دبی مارینا", en: "Dubai Marina" },
    ],
  },
  {
    code: "GYD",
    name: { ar: "باكو", fa: "باکو", en: "Baku" },
    countryCode: "AZ",
    country: { ar: "أذربيجان", fa: "آذربایجان", en: "Azerbaijan" },
    timeZone: "Asia/Baku",
    pilgrimage: false,
    doubleCents: 9000,
    cityTaxCents: 0,
    taxPercent: "18",
    latitude: 40.409,
    longitude: 49.867,
    areas: [
      { ar: "المدينة القديمة", fa: "شهر قدیم", en: "Old City" },
      { ar: "الكورنيش", fa: "بلوار ساحلی", en: "Seaside Boulevard" },
    ],
  },
  {
    code: "TBS",
    name: { ar: "تبليسي", fa: "تفلیس", en: "Tbilisi" },
    countryCode: "GE",
    country: { ar: "جورجيا", fa: "گرجستان", en: "Georgia" },
    timeZone: "Asia/Tbilisi",
    pilgrimage: false,
    doubleCents: 8000,
    cityTaxCents: 0,
    taxPercent: "18",
    latitude: 41.715,
    longitude: 44.827,
    areas: [
      { ar: "تبليسي القديمة", fa: "تفلیس قدیم", en: "Old Tbilisi" },
      { ar: "شارع روستافيلي", fa: "خیابان روستاولی", en: "Rustaveli Avenue" },
    ],
  },
];

/** The four demo properties of a city: `{city}` is the city's name. */
export const PROPERTY_PATTERNS: readonly {
  name: LocalizedText;
  stars: number;
  type: PropertyType;
  /** Price factor against the city's 4-star double. */
  factor: number;
  payAtHotel: boolean;
}[] = [
  {
    name: { ar: "فندق {city} الكبير", fa: "هتل بزرگ {city}", en: "{city} Grand Hotel" },
    stars: 5,
    type: PropertyType.Hotel,
    factor: 1.6,
    payAtHotel: false,
  },
  {
    name: { ar: "فندق الروضة", fa: "هتل روضه", en: "Al Rawda Hotel" },
    stars: 4,
    type: PropertyType.Hotel,
    factor: 1,
    payAtHotel: true,
  },
  {
    name: { ar: "شقق النخيل الفندقية", fa: "هتل آپارتمان نخل", en: "Palm Hotel Apartments" },
    stars: 3,
    type: PropertyType.Apartment,
    factor: 0.75,
    payAtHotel: false,
  },
  {
    name: { ar: "دار الضيافة", fa: "مهمانسرای ضیافت", en: "Diyafa Guest House" },
    stars: 2,
    type: PropertyType.GuestHouse,
    factor: 0.5,
    payAtHotel: true,
  },
];

export const ROOM_TYPES = [
  {
    name: { ar: "غرفة مزدوجة قياسية", fa: "اتاق دوتخته استاندارد", en: "Standard Double Room" },
    beds: { ar: "سرير مزدوج", fa: "یک تخت دونفره", en: "1 double bed" },
    maxAdults: 2,
    maxChildren: 2,
    maxOccupancy: 3,
    factor: 1,
    allotment: 8,
  },
  {
    name: { ar: "غرفة ثلاثية", fa: "اتاق سه‌تخته", en: "Triple Room" },
    beds: { ar: "ثلاثة أسرّة مفردة", fa: "سه تخت یک‌نفره", en: "3 single beds" },
    maxAdults: 3,
    maxChildren: 2,
    maxOccupancy: 4,
    factor: 1.3,
    allotment: 5,
  },
  {
    name: { ar: "جناح عائلي", fa: "سوئیت خانوادگی", en: "Family Suite" },
    beds: {
      ar: "سرير مزدوج وسريران مفردان",
      fa: "یک تخت دونفره و دو تخت یک‌نفره",
      en: "1 double bed and 2 single beds",
    },
    maxAdults: 4,
    maxChildren: 4,
    maxOccupancy: 6,
    factor: 1.8,
    allotment: 3,
  },
] as const;
