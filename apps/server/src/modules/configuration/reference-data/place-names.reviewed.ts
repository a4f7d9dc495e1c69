/**
 * Place names reviewed by hand: the Arabic and Persian names (and, where the airport data's
 * municipality is not the name a traveller knows, the English one) that the public data sets lack
 * or get wrong. Source of every entry here: "reviewed by hand" against Arabic and Persian
 * Wikipedia/Wikidata labels. Everything not listed comes from CLDR or GeoNames (see airports.ts);
 * the tests in place-names.test.ts list the airports that must have both names.
 *
 * Arabic names use Arabic letters (ي ك ة) and keep the article ("البصرة"); Persian names use
 * Persian letters (ی ک گ پ چ ژ) and a zero-width non-joiner where Persian writes one ("خرم‌آباد").
 * `alt` adds spellings to search by (GeoNames already gives most Latin ones).
 */
export interface ReviewedCityName {
  ar: string;
  fa: string;
  /** The English city name, where the airport data's municipality is not it ("Sepang"). */
  en?: string;
  alt?: readonly string[];
}

export interface ReviewedAirportName {
  ar: string;
  fa: string;
  alt?: readonly string[];
}

const milan: ReviewedCityName = { ar: "ميلانو", fa: "میلان", alt: ["ميلان", "Milano"] };
const kualaLumpur: ReviewedCityName = { en: "Kuala Lumpur", ar: "كوالالمبور", fa: "کوالالامپور" };
const tenerife: ReviewedCityName = { en: "Tenerife", ar: "تينيريفي", fa: "تنریف" };

/** City names by the airport's IATA code. */
export const REVIEWED_CITY_NAMES: Readonly<Record<string, ReviewedCityName>> = {
  // Iraq
  BSR: { ar: "البصرة", fa: "بصره", alt: ["Basrah", "بصرة"] },
  EBL: { en: "Erbil", ar: "أربيل", fa: "اربیل", alt: ["Arbil", "Hewler", "هەولێر", "هولير"] },
  ISU: { ar: "السليمانية", fa: "سلیمانیه", alt: ["Slemani", "Sulaimani", "سلێمانی"] },
  NJF: { ar: "النجف", fa: "نجف", alt: ["النجف الأشرف", "نجف اشرف"] },
  // Iran
  ABD: { ar: "عبادان", fa: "آبادان" },
  ADU: { ar: "أردبيل", fa: "اردبیل" },
  AEU: { ar: "أبو موسى", fa: "ابوموسی", alt: ["Abu Musa Island", "جزيرة أبو موسى", "جزیره ابوموسی"] },
  AWZ: { ar: "الأهواز", fa: "اهواز", alt: ["Ahwaz"] },
  BDH: { ar: "بندر لنجة", fa: "بندر لنگه", alt: ["Lengeh", "لنجة", "لنگه"] },
  BND: { ar: "بندر عباس", fa: "بندرعباس", alt: ["بندر عباس"] },
  DEF: { ar: "دزفول", fa: "دزفول" },
  GCH: { ar: "كجساران", fa: "گچساران" },
  IFN: { ar: "أصفهان", fa: "اصفهان", alt: ["Esfahan", "Ispahan"] },
  KHD: { ar: "خرم آباد", fa: "خرم‌آباد", alt: ["Khorram Abad", "Khoramabad"] },
  KIH: { en: "Kish", ar: "كيش", fa: "کیش", alt: ["Kish Island", "جزيرة كيش", "جزیره کیش"] },
  KKS: { ar: "كاشان", fa: "کاشان" },
  MHD: { ar: "مشهد", fa: "مشهد", alt: ["Meshed", "Mashad"] },
  PGU: { en: "Asaluyeh", ar: "عسلوية", fa: "عسلویه", alt: ["Assaluyeh", "Khiyaroo", "بندر عسلویه"] },
  ZBR: { en: "Chabahar", ar: "تشابهار", fa: "چابهار", alt: ["Konarak", "جابهار", "کنارک"] },
  // Busiest destinations (TOP_DESTINATIONS) where the data lacks a name or names it oddly
  ADB: { en: "Izmir", ar: "إزمير", fa: "ازمیر" },
  AGP: { ar: "مالقة", fa: "مالاگا" },
  ALC: { ar: "أليكانتي", fa: "آلیکانته" },
  AMD: { ar: "أحمد آباد", fa: "احمدآباد" },
  BCN: { ar: "برشلونة", fa: "بارسلونا", alt: ["بارسلون"] },
  BGY: milan,
  BHX: { ar: "برمنغهام", fa: "بیرمنگام" },
  BIO: { ar: "بلباو", fa: "بیلبائو" },
  BJV: { ar: "بودروم", fa: "بدروم" },
  BKI: { ar: "كوتا كينابالو", fa: "کوتا کینابالو" },
  BLQ: { ar: "بولونيا", fa: "بولونیا" },
  BOD: { en: "Bordeaux", ar: "بوردو", fa: "بوردو" },
  CGN: { en: "Cologne", ar: "كولونيا", fa: "کلن", alt: ["Köln", "كولن"] },
  COK: { ar: "كوتشي", fa: "کوچی", alt: ["Cochin"] },
  CTA: { ar: "كاتانيا", fa: "کاتانیا" },
  DEL: { en: "Delhi", ar: "دلهي", fa: "دهلی", alt: ["New Delhi", "نيودلهي", "دهلی نو"] },
  DLM: { ar: "دالامان", fa: "دالامان" },
  DMM: { en: "Dammam", ar: "الدمام", fa: "دمام" },
  FRA: { en: "Frankfurt", ar: "فرانكفورت", fa: "فرانکفورت", alt: ["Frankfurt am Main"] },
  GLA: { en: "Glasgow", ar: "غلاسكو", fa: "گلاسگو" },
  GOI: { en: "Goa", ar: "غوا", fa: "گوا" },
  HER: { ar: "هيراكليون", fa: "هراکلیون", alt: ["Iraklio", "Crete", "كريت", "کرت"] },
  HKT: { ar: "بوكيت", fa: "پوکت", alt: ["فوكيت"] },
  HYD: { ar: "حيدر آباد", fa: "حیدرآباد" },
  IBZ: { en: "Ibiza", ar: "إيبيزا", fa: "ایبیزا", alt: ["Eivissa"] },
  KUL: kualaLumpur,
  KWI: { ar: "الكويت", fa: "کویت", alt: ["مدينة الكويت", "کویت سیتی"] },
  LIN: milan,
  LPA: { en: "Gran Canaria", ar: "غران كناريا", fa: "گرن کاناریا", alt: ["Las Palmas", "لاس بالماس"] },
  MED: { en: "Medina", ar: "المدينة المنورة", fa: "مدینه", alt: ["Madinah", "المدينة"] },
  MRS: { ar: "مرسيليا", fa: "مارسی" },
  MXP: milan,
  NAP: { en: "Naples", ar: "نابولي", fa: "ناپل", alt: ["Napoli"] },
  PEN: { en: "Penang", ar: "بينانغ", fa: "پنانگ", alt: ["George Town"] },
  PMI: { ar: "بالما دي مايوركا", fa: "پالما د مایورکا", alt: ["Mallorca", "Majorca", "ميورقة"] },
  PMO: { ar: "باليرمو", fa: "پالرمو", alt: ["بلرمة"] },
  PNQ: { ar: "بونه", fa: "پونه", alt: ["Poona"] },
  SKG: { ar: "سالونيك", fa: "تسالونیکی", alt: ["ثيسالونيكي"] },
  SVQ: { en: "Seville", ar: "إشبيلية", fa: "سویا", alt: ["Sevilla"] },
  SZB: kualaLumpur,
  TFN: tenerife,
  TFS: tenerife,
  TLS: { en: "Toulouse", ar: "تولوز", fa: "تولوز" },
};

/**
 * Airport names by IATA code, for the cities with several airports (the combobox's second line
 * tells them apart) and for Iraq's and Iran's main airports. Other airports get "مطار {city}" /
 * "فرودگاه {city}" where they are their city's only airport.
 */
export const REVIEWED_AIRPORT_NAMES: Readonly<Record<string, ReviewedAirportName>> = {
  BGW: { ar: "مطار بغداد الدولي", fa: "فرودگاه بین‌المللی بغداد" },
  BSR: { ar: "مطار البصرة الدولي", fa: "فرودگاه بین‌المللی بصره" },
  EBL: { ar: "مطار أربيل الدولي", fa: "فرودگاه بین‌المللی اربیل" },
  ISU: { ar: "مطار السليمانية الدولي", fa: "فرودگاه بین‌المللی سلیمانیه" },
  NJF: { ar: "مطار النجف الأشرف الدولي", fa: "فرودگاه بین‌المللی نجف" },
  IKA: {
    ar: "مطار الإمام الخميني الدولي",
    fa: "فرودگاه بین‌المللی امام خمینی",
    alt: ["Imam Khomeini", "IKIA", "امام خمینی"],
  },
  THR: { ar: "مطار مهرآباد الدولي", fa: "فرودگاه بین‌المللی مهرآباد", alt: ["Mehrabad", "مهرآباد"] },
  MHD: { ar: "مطار مشهد الدولي", fa: "فرودگاه بین‌المللی شهید هاشمی‌نژاد مشهد" },
  IST: { ar: "مطار إسطنبول", fa: "فرودگاه استانبول" },
  SAW: {
    ar: "مطار صبيحة كوكجن الدولي",
    fa: "فرودگاه بین‌المللی صبیحه گوکچن",
    alt: ["Sabiha Gokcen", "صبيحة", "صبیحه"],
  },
  ISL: { ar: "مطار أتاتورك", fa: "فرودگاه آتاتورک", alt: ["Ataturk", "أتاتورك", "آتاتورک"] },
  DXB: { ar: "مطار دبي الدولي", fa: "فرودگاه بین‌المللی دبی" },
  DWC: { ar: "مطار آل مكتوم الدولي", fa: "فرودگاه بین‌المللی آل مکتوم", alt: ["Al Maktoum", "آل مكتوم"] },
  LHR: { ar: "مطار هيثرو", fa: "فرودگاه هیترو", alt: ["Heathrow", "هيثرو", "هیترو"] },
  LGW: { ar: "مطار غاتويك", fa: "فرودگاه گتویک", alt: ["Gatwick", "غاتويك", "گتویک"] },
  STN: { ar: "مطار ستانستد", fa: "فرودگاه استنستد", alt: ["Stansted", "ستانستد", "استنستد"] },
  LTN: { ar: "مطار لوتون", fa: "فرودگاه لوتون", alt: ["Luton", "لوتون"] },
  LCY: { ar: "مطار مدينة لندن", fa: "فرودگاه سیتی لندن", alt: ["London City"] },
  SEN: { ar: "مطار ساوثيند", fa: "فرودگاه ساوت‌اند", alt: ["Southend"] },
  CDG: {
    ar: "مطار شارل ديغول",
    fa: "فرودگاه شارل دوگل",
    alt: ["Charles de Gaulle", "Roissy", "شارل ديغول", "شارل دوگل"],
  },
  ORY: { ar: "مطار أورلي", fa: "فرودگاه اورلی", alt: ["Orly", "أورلي", "اورلی"] },
  BVA: { ar: "مطار بوفيه", fa: "فرودگاه بووه", alt: ["Beauvais"] },
  MXP: { ar: "مطار مالبينسا", fa: "فرودگاه مالپنسا", alt: ["Malpensa", "مالبينسا", "مالپنسا"] },
  LIN: { ar: "مطار ليناتي", fa: "فرودگاه لیناته", alt: ["Linate"] },
  BGY: { ar: "مطار بيرغامو", fa: "فرودگاه برگامو", alt: ["Bergamo", "Orio al Serio", "بيرغامو", "برگامو"] },
  FCO: { ar: "مطار فيوميتشينو", fa: "فرودگاه فیومیچینو", alt: ["Fiumicino", "Leonardo da Vinci"] },
  CIA: { ar: "مطار تشامبينو", fa: "فرودگاه چامپینو", alt: ["Ciampino"] },
  BKK: { ar: "مطار سوفارنابومي", fa: "فرودگاه سووارنابومی", alt: ["Suvarnabhumi"] },
  DMK: { ar: "مطار دون موينج", fa: "فرودگاه دون موئانگ", alt: ["Don Mueang"] },
  BRU: { ar: "مطار بروكسل", fa: "فرودگاه بروکسل", alt: ["Zaventem"] },
  CRL: { ar: "مطار شارلروا", fa: "فرودگاه شارلوا", alt: ["Charleroi"] },
  KUL: { ar: "مطار كوالالمبور الدولي", fa: "فرودگاه بین‌المللی کوالالامپور", alt: ["KLIA", "Sepang"] },
  SZB: { ar: "مطار سوبانغ", fa: "فرودگاه سوبانگ", alt: ["Subang"] },
  FRA: { ar: "مطار فرانكفورت", fa: "فرودگاه فرانکفورت" },
  HHN: { ar: "مطار فرانكفورت هان", fa: "فرودگاه فرانکفورت-هان", alt: ["Hahn"] },
  ARN: { ar: "مطار أرلاندا", fa: "فرودگاه آرلاندا", alt: ["Arlanda"] },
  BMA: { ar: "مطار برومّا", fa: "فرودگاه بروما", alt: ["Bromma"] },
  OSL: { ar: "مطار أوسلو غاردرموين", fa: "فرودگاه اسلو گاردرموئن", alt: ["Gardermoen"] },
  TFS: { ar: "مطار تينيريفي الجنوبي", fa: "فرودگاه جنوب تنریف", alt: ["Tenerife South"] },
  TFN: { ar: "مطار تينيريفي الشمالي", fa: "فرودگاه شمال تنریف", alt: ["Tenerife North"] },
  AMM: { ar: "مطار الملكة علياء الدولي", fa: "فرودگاه بین‌المللی ملکه علیا", alt: ["Queen Alia", "علياء"] },
  VCE: { ar: "مطار ماركو بولو", fa: "فرودگاه مارکو پولو", alt: ["Marco Polo"] },
  DUS: { ar: "مطار دوسلدورف", fa: "فرودگاه دوسلدورف" },
  HAM: { ar: "مطار هامبورغ", fa: "فرودگاه هامبورگ" },
  LYS: { ar: "مطار ليون", fa: "فرودگاه لیون", alt: ["Saint-Exupéry"] },
  GLA: { ar: "مطار غلاسكو", fa: "فرودگاه گلاسگو" },
};
