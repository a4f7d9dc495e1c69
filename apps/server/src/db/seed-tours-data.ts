/**
 * The demo tours (SEED_DEMO): three pilgrimages (Karbala for Arbaeen and a Karbala weekend, Najaf
 * and Kufa, Mashhad) and three holidays (Istanbul, Dubai, Baku), in Arabic, Persian and English.
 * Their descriptions say they are demos. Departures are made from `schedule` (seed-tours.ts).
 */
import { type LocalizedText, TourKind } from "@safar/domain";

type Day = { title: LocalizedText; description: LocalizedText };

/** When a demo tour leaves. */
export type DemoSchedule =
  /** Every `every` days from `anchor` (a fixed day on the wanted weekday), over the seed's window. */
  | { kind: "every"; anchor: string; every: number }
  /** The days before the next Arbaeen (20 Safar, Umm al-Qura), `daysBefore` each. */
  | { kind: "arbaeen"; daysBefore: number[] };

export interface DemoTour {
  seedKey: string;
  kind: TourKind;
  destination: string;
  title: LocalizedText;
  description: LocalizedText;
  days: number;
  nights: number;
  plan: Day[];
  included: LocalizedText[];
  excluded: LocalizedText[];
  hotelStars: number;
  currency: string;
  /** The adult price in minor units; a child pays 75 %, an infant 15 % (rounded). */
  adultMinor: number;
  capacity: number;
  schedule: DemoSchedule;
  sortOrder: number;
  /** The destination's name in English for the demo pictures. */
  cityEn: string;
}

const DEMO_NOTE: LocalizedText = {
  ar: " هذه جولة تجريبية للعرض.",
  fa: " این تور نمونه برای نمایش است.",
  en: " This is a demo tour.",
};

const withNote = (text: LocalizedText): LocalizedText => ({
  ar: text.ar + DEMO_NOTE.ar,
  fa: text.fa + DEMO_NOTE.fa,
  en: text.en + DEMO_NOTE.en,
});

const t = (ar: string, fa: string, en: string): LocalizedText => ({ ar, fa, en });
const day = (title: LocalizedText, description: LocalizedText): Day => ({ title, description });

const TRANSFERS = t(
  "التنقلات من المطار وإليه",
  "ترانسفر فرودگاهی رفت و برگشت",
  "Airport transfers both ways",
);
const BREAKFAST = t("الإفطار يوميًا", "صبحانه روزانه", "Breakfast every day");
const GUIDE_AR_FA = t(
  "مرشد يتحدث العربية والفارسية",
  "راهنمای عربی‌زبان و فارسی‌زبان",
  "A guide speaking Arabic and Persian",
);
const GUIDE = t("مرشد سياحي يتحدث العربية", "راهنمای تور عربی‌زبان", "An Arabic-speaking tour guide");
const INSURANCE = t("تأمين السفر", "بیمه مسافرتی", "Travel insurance");
const PERSONAL = t("المصاريف الشخصية", "هزینه‌های شخصی", "Personal expenses");
const LUNCH_DINNER = t(
  "الغداء والعشاء ما لم يُذكر",
  "ناهار و شام مگر آنکه ذکر شده باشد",
  "Lunch and dinner unless stated",
);
const TIPS = t("الإكراميات", "انعام", "Tips");
const FLIGHTS_FROM_BAGHDAD = t(
  "تذاكر الطيران ذهابًا وإيابًا من بغداد",
  "بلیت هواپیمای رفت و برگشت از بغداد",
  "Return flights from Baghdad",
);

export const DEMO_TOURS: DemoTour[] = [
  {
    seedKey: "karbala-arbaeen-walk",
    kind: TourKind.Pilgrimage,
    destination: "KRB",
    cityEn: "Karbala",
    title: t(
      "زيارة الأربعين: المشي من النجف إلى كربلاء",
      "زیارت اربعین: پیاده‌روی از نجف تا کربلا",
      "Arbaeen: the walk from Najaf to Karbala",
    ),
    description: withNote(
      t(
        "ستة أيام في موسم الأربعين: زيارة أمير المؤمنين في النجف، ثم المشي على طريق يا حسين مع المواكب حتى كربلاء، وإحياء يوم الأربعين عند الحرمين. حقائبك تنقلها سيارة المجموعة طوال الطريق.",
        "شش روز در ایام اربعین: زیارت امیرالمؤمنین در نجف، سپس پیاده‌روی در مسیر یا حسین همراه موکب‌ها تا کربلا و حضور در روز اربعین کنار حرمین. چمدان شما در تمام مسیر با خودروی گروه جابه‌جا می‌شود.",
        "Six days in the Arbaeen season: the shrine of Imam Ali in Najaf, then the walk on the Ya Hussain road with the mawakib to Karbala, and the day of Arbaeen by the two shrines. The group's van carries your bags all the way.",
      ),
    ),
    days: 6,
    nights: 5,
    plan: [
      day(
        t("الوصول إلى النجف", "ورود به نجف", "Arrival in Najaf"),
        t(
          "الاستقبال في مطار النجف والتوجه إلى الفندق، ثم زيارة حرم الإمام علي عليه السلام.",
          "استقبال در فرودگاه نجف و رفتن به هتل، سپس زیارت حرم امام علی (ع).",
          "Welcome at Najaf airport and to the hotel, then the shrine of Imam Ali.",
        ),
      ),
      day(
        t("بداية المشي", "آغاز پیاده‌روی", "The walk begins"),
        t(
          "الانطلاق فجرًا من النجف على طريق يا حسين، والمبيت في موكب على الطريق.",
          "حرکت سحرگاه از نجف در مسیر یا حسین و اقامت شب در موکب بین راه.",
          "Setting off at dawn from Najaf on the Ya Hussain road; the night in a mawkib on the way.",
        ),
      ),
      day(
        t("على طريق كربلاء", "در مسیر کربلا", "On the road to Karbala"),
        t(
          "متابعة المشي بين الأعمدة مع استراحات منتظمة، والمبيت في دار استراحة.",
          "ادامه پیاده‌روی میان عمودها با استراحت‌های منظم و اقامت شب در استراحتگاه.",
          "Walking on between the pillars with regular rests; the night in a rest house.",
        ),
      ),
      day(
        t("الوصول إلى كربلاء", "رسیدن به کربلا", "Arrival in Karbala"),
        t(
          "دخول كربلاء وزيارة الإمام الحسين وأبي الفضل العباس عليهما السلام، والمبيت في الفندق.",
          "ورود به کربلا و زیارت امام حسین و حضرت ابوالفضل العباس (ع) و اقامت در هتل.",
          "Into Karbala for the shrines of Imam Hussain and Al-Abbas; the night at the hotel.",
        ),
      ),
      day(
        t("يوم الأربعين", "روز اربعین", "The day of Arbaeen"),
        t(
          "إحياء زيارة الأربعين في بين الحرمين.",
          "زیارت اربعین در بین‌الحرمین.",
          "The Arbaeen ziyarat between the two shrines.",
        ),
      ),
      day(
        t("العودة", "بازگشت", "Return"),
        t(
          "التوجه إلى مطار النجف لرحلة العودة.",
          "حرکت به فرودگاه نجف برای پرواز بازگشت.",
          "To Najaf airport for the flight home.",
        ),
      ),
    ],
    included: [
      TRANSFERS,
      t(
        "٥ ليالٍ: ليلة في النجف وليلتان على الطريق وليلتان في كربلاء",
        "۵ شب: یک شب در نجف، دو شب در مسیر و دو شب در کربلا",
        "5 nights: one in Najaf, two on the road, two in Karbala",
      ),
      t("الإفطار والعشاء", "صبحانه و شام", "Breakfast and dinner"),
      t("نقل الحقائب طوال المشي", "حمل چمدان در طول پیاده‌روی", "Bags carried during the walk"),
      GUIDE_AR_FA,
    ],
    excluded: [
      t("تذاكر الطيران", "بلیت هواپیما", "Flights"),
      t("رسوم التأشيرة", "هزینه ویزا", "Visa fees"),
      PERSONAL,
    ],
    hotelStars: 3,
    currency: "USD",
    adultMinor: 39_000,
    capacity: 45,
    schedule: { kind: "arbaeen", daysBefore: [4, 6] },
    sortOrder: 1,
  },
  {
    seedKey: "karbala-weekend",
    kind: TourKind.Pilgrimage,
    destination: "KRB",
    cityEn: "Karbala",
    title: t("زيارة كربلاء في نهاية الأسبوع", "زیارت کربلا در آخر هفته", "A weekend ziyarat in Karbala"),
    description: withNote(
      t(
        "من بغداد إلى كربلاء بحافلة مكيفة مساء الخميس: ليلتان قرب الحرمين وزيارة الإمام الحسين وأبي الفضل العباس وتل الزينبية، والعودة ظهر السبت.",
        "از بغداد تا کربلا با اتوبوس کولردار عصر پنجشنبه: دو شب نزدیک حرمین، زیارت امام حسین، حضرت عباس و تل زینبیه و بازگشت ظهر شنبه.",
        "Baghdad to Karbala by air-conditioned coach on Thursday evening: two nights near the shrines, the shrines of Imam Hussain and Al-Abbas and Tal al-Zaynabiya, back on Saturday at noon.",
      ),
    ),
    days: 3,
    nights: 2,
    plan: [
      day(
        t("من بغداد إلى كربلاء", "از بغداد تا کربلا", "Baghdad to Karbala"),
        t(
          "الانطلاق من بغداد عصرًا، والوصول إلى الفندق وزيارة ليلية.",
          "حرکت از بغداد در عصر، رسیدن به هتل و زیارت شبانه.",
          "Leaving Baghdad in the afternoon; the hotel and an evening ziyarat.",
        ),
      ),
      day(
        t("يوم الزيارة", "روز زیارت", "A day of ziyarat"),
        t(
          "حرم الإمام الحسين وحرم أبي الفضل العباس وبين الحرمين وتل الزينبية.",
          "حرم امام حسین، حرم حضرت عباس، بین‌الحرمین و تل زینبیه.",
          "The shrines of Imam Hussain and Al-Abbas, Bayn al-Haramayn and Tal al-Zaynabiya.",
        ),
      ),
      day(
        t("العودة إلى بغداد", "بازگشت به بغداد", "Back to Baghdad"),
        t(
          "زيارة الوداع صباحًا والعودة إلى بغداد ظهرًا.",
          "زیارت وداع در صبح و بازگشت به بغداد در ظهر.",
          "A farewell ziyarat in the morning, back in Baghdad by noon.",
        ),
      ),
    ],
    included: [
      t(
        "حافلة مكيفة ذهابًا وإيابًا من بغداد",
        "اتوبوس کولردار رفت و برگشت از بغداد",
        "Air-conditioned coach from Baghdad and back",
      ),
      t("ليلتان في فندق قرب الحرمين", "دو شب هتل نزدیک حرمین", "Two nights at a hotel near the shrines"),
      BREAKFAST,
      GUIDE,
    ],
    excluded: [LUNCH_DINNER, PERSONAL],
    hotelStars: 4,
    currency: "USD",
    adultMinor: 18_000,
    capacity: 40,
    // Thursdays (2026-01-01 was one).
    schedule: { kind: "every", anchor: "2026-01-01", every: 7 },
    sortOrder: 2,
  },
  {
    seedKey: "najaf-kufa",
    kind: TourKind.Pilgrimage,
    destination: "NJF",
    cityEn: "Najaf",
    title: t("النجف الأشرف والكوفة", "نجف اشرف و کوفه", "Najaf and Kufa"),
    description: withNote(
      t(
        "أربعة أيام في النجف والكوفة: حرم أمير المؤمنين ووادي السلام ومسجد الكوفة ومسجد السهلة، مع مرشد يروي تاريخ كل مكان.",
        "چهار روز در نجف و کوفه: حرم امیرالمؤمنین، وادی‌السلام، مسجد کوفه و مسجد سهله، همراه راهنمایی که تاریخ هر مکان را می‌گوید.",
        "Four days in Najaf and Kufa: the shrine of Imam Ali, Wadi al-Salam, the Great Mosque of Kufa and the Sahla mosque, with a guide who tells each place's story.",
      ),
    ),
    days: 4,
    nights: 3,
    plan: [
      day(
        t("الوصول إلى النجف", "ورود به نجف", "Arrival in Najaf"),
        t(
          "الاستقبال والفندق، ثم زيارة حرم الإمام علي عليه السلام.",
          "استقبال و هتل، سپس زیارت حرم امام علی (ع).",
          "Welcome and the hotel, then the shrine of Imam Ali.",
        ),
      ),
      day(
        t("وادي السلام والكوفة", "وادی‌السلام و کوفه", "Wadi al-Salam and Kufa"),
        t(
          "مقبرة وادي السلام، ثم مسجد الكوفة وبيت الإمام علي.",
          "قبرستان وادی‌السلام، سپس مسجد کوفه و خانه امام علی.",
          "The Wadi al-Salam cemetery, then the Great Mosque of Kufa and the house of Imam Ali.",
        ),
      ),
      day(
        t("مساجد الكوفة", "مساجد کوفه", "The mosques of Kufa"),
        t(
          "مسجد السهلة ومرقد مسلم بن عقيل وميثم التمار.",
          "مسجد سهله، مرقد مسلم بن عقیل و میثم تمار.",
          "The Sahla mosque and the tombs of Muslim ibn Aqil and Maytham al-Tammar.",
        ),
      ),
      day(
        t("العودة", "بازگشت", "Return"),
        t("زيارة الوداع والمغادرة.", "زیارت وداع و حرکت.", "A farewell ziyarat and departure."),
      ),
    ],
    included: [
      TRANSFERS,
      t("٣ ليالٍ في فندق قرب الحرم", "۳ شب هتل نزدیک حرم", "3 nights at a hotel near the shrine"),
      BREAKFAST,
      t("الجولات بحافلة مكيفة", "گشت‌ها با اتوبوس کولردار", "Visits by air-conditioned coach"),
      GUIDE_AR_FA,
    ],
    excluded: [t("تذاكر الطيران", "بلیت هواپیما", "Flights"), LUNCH_DINNER, PERSONAL],
    hotelStars: 4,
    // A domestic tour priced in Iraqi dinars.
    currency: "IQD",
    adultMinor: 45_000_000,
    capacity: 30,
    // Every other Saturday (2026-01-03 was one).
    schedule: { kind: "every", anchor: "2026-01-03", every: 14 },
    sortOrder: 3,
  },
  {
    seedKey: "mashhad-imam-reza",
    kind: TourKind.Pilgrimage,
    destination: "MHD",
    cityEn: "Mashhad",
    title: t("مشهد: زيارة الإمام الرضا", "مشهد: زیارت امام رضا", "Mashhad: the shrine of Imam Reza"),
    description: withNote(
      t(
        "خمسة أيام في مشهد المقدسة بفندق قريب من الحرم: زيارة الإمام الرضا عليه السلام، ورحلة إلى نيشابور، ووقت للتسوق في سوق الرضا.",
        "پنج روز در مشهد مقدس در هتلی نزدیک حرم: زیارت امام رضا (ع)، سفر به نیشابور و فرصت خرید در بازار رضا.",
        "Five days in Mashhad at a hotel near the shrine: the shrine of Imam Reza, a day in Nishapur and time at the Reza bazaar.",
      ),
    ),
    days: 5,
    nights: 4,
    plan: [
      day(
        t("الطيران إلى مشهد", "پرواز به مشهد", "Flight to Mashhad"),
        t(
          "الرحلة من النجف إلى مشهد، والفندق، وأول زيارة للحرم.",
          "پرواز از نجف به مشهد، هتل و نخستین زیارت حرم.",
          "The flight from Najaf to Mashhad, the hotel and a first visit to the shrine.",
        ),
      ),
      day(
        t("حرم الإمام الرضا", "حرم امام رضا", "The shrine of Imam Reza"),
        t(
          "يوم في الحرم وأروقته ومتحفه.",
          "یک روز در حرم، رواق‌ها و موزه آن.",
          "A day at the shrine, its porticoes and its museum.",
        ),
      ),
      day(
        t("نيشابور", "نیشابور", "Nishapur"),
        t(
          "قدمگاه وضريح عمر الخيام وعطار النيشابوري.",
          "قدمگاه و آرامگاه خیام و عطار نیشابوری.",
          "Qadamgah and the tombs of Omar Khayyam and Attar.",
        ),
      ),
      day(
        t("يوم حر", "روز آزاد", "A free day"),
        t(
          "الزيارة والتسوق في سوق الرضا.",
          "زیارت و خرید در بازار رضا.",
          "Ziyarat and shopping at the Reza bazaar.",
        ),
      ),
      day(
        t("العودة", "بازگشت", "Return"),
        t(
          "زيارة الوداع والرحلة إلى النجف.",
          "زیارت وداع و پرواز به نجف.",
          "A farewell ziyarat and the flight to Najaf.",
        ),
      ),
    ],
    included: [
      t(
        "تذاكر الطيران من النجف إلى مشهد ذهابًا وإيابًا",
        "بلیت رفت و برگشت نجف به مشهد",
        "Return flights Najaf to Mashhad",
      ),
      t("٤ ليالٍ قرب الحرم", "۴ شب نزدیک حرم", "4 nights near the shrine"),
      BREAKFAST,
      TRANSFERS,
      t("رحلة نيشابور", "گشت نیشابور", "The day in Nishapur"),
      GUIDE_AR_FA,
    ],
    excluded: [t("رسوم تأشيرة إيران", "هزینه ویزای ایران", "Iran visa fee"), LUNCH_DINNER, PERSONAL],
    hotelStars: 4,
    currency: "USD",
    adultMinor: 52_000,
    capacity: 36,
    // Mondays (2026-01-05 was one).
    schedule: { kind: "every", anchor: "2026-01-05", every: 7 },
    sortOrder: 4,
  },
  {
    seedKey: "istanbul-bosphorus",
    kind: TourKind.Leisure,
    destination: "IST",
    cityEn: "Istanbul",
    title: t(
      "إسطنبول: البوسفور والمدينة القديمة",
      "استانبول: بسفر و شهر قدیم",
      "Istanbul: the Bosphorus and the old city",
    ),
    description: withNote(
      t(
        "ستة أيام في إسطنبول: آيا صوفيا والجامع الأزرق وقصر توبكابي، ورحلة بحرية في البوسفور، وجزر الأميرات، والبازار الكبير.",
        "شش روز در استانبول: ایاصوفیه، مسجد آبی و کاخ توپکاپی، گشت دریایی در بسفر، جزایر پرنسس و بازار بزرگ.",
        "Six days in Istanbul: Hagia Sophia, the Blue Mosque and Topkapi Palace, a Bosphorus cruise, the Princes' Islands and the Grand Bazaar.",
      ),
    ),
    days: 6,
    nights: 5,
    plan: [
      day(
        t("الوصول إلى إسطنبول", "ورود به استانبول", "Arrival in Istanbul"),
        t("الاستقبال والفندق في تقسيم.", "استقبال و هتل در تکسیم.", "Welcome and the hotel in Taksim."),
      ),
      day(
        t("السلطان أحمد", "سلطان احمد", "Sultanahmet"),
        t(
          "آيا صوفيا والجامع الأزرق وقصر توبكابي.",
          "ایاصوفیه، مسجد آبی و کاخ توپکاپی.",
          "Hagia Sophia, the Blue Mosque and Topkapi Palace.",
        ),
      ),
      day(
        t("البوسفور", "بسفر", "The Bosphorus"),
        t(
          "رحلة بحرية في البوسفور وقصر دولمة بهجة.",
          "گشت دریایی در بسفر و کاخ دلما باغچه.",
          "A cruise on the Bosphorus and Dolmabahçe Palace.",
        ),
      ),
      day(
        t("جزر الأميرات", "جزایر پرنسس", "The Princes' Islands"),
        t("يوم في جزيرة بويوك أدا.", "یک روز در جزیره بیوک‌آدا.", "A day on Büyükada."),
      ),
      day(
        t("البازار الكبير", "بازار بزرگ", "The Grand Bazaar"),
        t(
          "صباح في البازار الكبير وسوق التوابل، ثم وقت حر.",
          "صبح در بازار بزرگ و بازار ادویه، سپس وقت آزاد.",
          "A morning at the Grand Bazaar and the Spice Bazaar, then free time.",
        ),
      ),
      day(t("المغادرة", "حرکت", "Departure"), t("التوجه إلى المطار.", "رفتن به فرودگاه.", "To the airport.")),
    ],
    included: [
      FLIGHTS_FROM_BAGHDAD,
      t("٥ ليالٍ في فندق ٤ نجوم", "۵ شب هتل ۴ ستاره", "5 nights at a 4-star hotel"),
      BREAKFAST,
      TRANSFERS,
      t("الرحلة البحرية في البوسفور", "گشت دریایی بسفر", "The Bosphorus cruise"),
      GUIDE,
    ],
    excluded: [t("تذاكر دخول المتاحف", "بلیت ورود موزه‌ها", "Museum tickets"), LUNCH_DINNER, INSURANCE, TIPS],
    hotelStars: 4,
    currency: "USD",
    adultMinor: 69_000,
    capacity: 30,
    // Saturdays (2026-01-03 was one).
    schedule: { kind: "every", anchor: "2026-01-03", every: 7 },
    sortOrder: 5,
  },
  {
    seedKey: "dubai-city-desert",
    kind: TourKind.Leisure,
    destination: "DXB",
    cityEn: "Dubai",
    title: t("دبي: المدينة والصحراء", "دبی: شهر و صحرا", "Dubai: the city and the desert"),
    description: withNote(
      t(
        "خمسة أيام في دبي: برج خليفة ودبي مول ونافورة دبي، وسفاري الصحراء مع العشاء، ويوم في أبوظبي وجامع الشيخ زايد.",
        "پنج روز در دبی: برج خلیفه، دبی مال و فواره دبی، سافاری صحرا با شام و یک روز در ابوظبی و مسجد شیخ زاید.",
        "Five days in Dubai: the Burj Khalifa, Dubai Mall and the fountain, a desert safari with dinner, and a day in Abu Dhabi at the Sheikh Zayed Mosque.",
      ),
    ),
    days: 5,
    nights: 4,
    plan: [
      day(
        t("الوصول إلى دبي", "ورود به دبی", "Arrival in Dubai"),
        t(
          "الفندق، ثم عشاء في قارب على مرسى دبي.",
          "هتل، سپس شام در قایق در مارینا دبی.",
          "The hotel, then dinner on a dhow in Dubai Marina.",
        ),
      ),
      day(
        t("جولة المدينة", "گشت شهر", "City tour"),
        t(
          "برج خليفة ودبي مول ونافورة دبي.",
          "برج خلیفه، دبی مال و فواره دبی.",
          "The Burj Khalifa, Dubai Mall and the Dubai Fountain.",
        ),
      ),
      day(
        t("سفاري الصحراء", "سافاری صحرا", "Desert safari"),
        t(
          "قيادة على الكثبان وعشاء في مخيم صحراوي.",
          "رانندگی روی تپه‌های شنی و شام در کمپ صحرایی.",
          "Dune driving and dinner at a desert camp.",
        ),
      ),
      day(
        t("أبوظبي", "ابوظبی", "Abu Dhabi"),
        t(
          "جامع الشيخ زايد وقصر الوطن.",
          "مسجد شیخ زاید و قصر الوطن.",
          "The Sheikh Zayed Mosque and Qasr Al Watan.",
        ),
      ),
      day(t("المغادرة", "حرکت", "Departure"), t("التوجه إلى المطار.", "رفتن به فرودگاه.", "To the airport.")),
    ],
    included: [
      FLIGHTS_FROM_BAGHDAD,
      t("٤ ليالٍ في فندق ٤ نجوم", "۴ شب هتل ۴ ستاره", "4 nights at a 4-star hotel"),
      BREAKFAST,
      TRANSFERS,
      t("سفاري الصحراء مع العشاء", "سافاری صحرا با شام", "The desert safari with dinner"),
      t("تذكرة برج خليفة", "بلیت برج خلیفه", "The Burj Khalifa ticket"),
    ],
    excluded: [
      t(
        "تأشيرة الإمارات (متاحة من قسم التأشيرات)",
        "ویزای امارات (از بخش ویزا)",
        "The UAE visa (from our visa section)",
      ),
      LUNCH_DINNER,
      INSURANCE,
    ],
    hotelStars: 4,
    currency: "USD",
    adultMinor: 75_000,
    capacity: 25,
    // Every other Wednesday (2026-01-07 was one).
    schedule: { kind: "every", anchor: "2026-01-07", every: 14 },
    sortOrder: 6,
  },
  {
    seedKey: "baku-gabala",
    kind: TourKind.Leisure,
    destination: "GYD",
    cityEn: "Baku",
    title: t("باكو وغابالا", "باکو و قبله", "Baku and Gabala"),
    description: withNote(
      t(
        "خمسة أيام في أذربيجان: أبراج اللهب والمدينة القديمة في باكو، والبراكين الطينية في قوبستان، وجبال غابالا وتلفريك توفانداغ.",
        "پنج روز در آذربایجان: برج‌های شعله و شهر قدیم باکو، آتشفشان‌های گلی گوبوستان و کوه‌های قبله و تله‌کابین توفانداغ.",
        "Five days in Azerbaijan: the Flame Towers and the old city of Baku, the mud volcanoes of Gobustan, and the mountains of Gabala with the Tufandag cable car.",
      ),
    ),
    days: 5,
    nights: 4,
    plan: [
      day(
        t("الوصول إلى باكو", "ورود به باکو", "Arrival in Baku"),
        t(
          "الفندق ونزهة مسائية على الكورنيش.",
          "هتل و گردش عصر در ساحل.",
          "The hotel and an evening on the boulevard.",
        ),
      ),
      day(
        t("باكو القديمة", "باکوی قدیم", "Old Baku"),
        t(
          "إيتشري شهر وبرج العذراء وقصر شيروان شاه.",
          "ایچری شهر، برج دختر و کاخ شروانشاهان.",
          "Icherisheher, the Maiden Tower and the Palace of the Shirvanshahs.",
        ),
      ),
      day(
        t("قوبستان", "گوبوستان", "Gobustan"),
        t(
          "النقوش الصخرية والبراكين الطينية.",
          "سنگ‌نگاره‌ها و آتشفشان‌های گلی.",
          "The rock carvings and the mud volcanoes.",
        ),
      ),
      day(
        t("غابالا", "قبله", "Gabala"),
        t(
          "تلفريك توفانداغ وبحيرة نوهور.",
          "تله‌کابین توفانداغ و دریاچه نوهور.",
          "The Tufandag cable car and Lake Nohur.",
        ),
      ),
      day(t("المغادرة", "حرکت", "Departure"), t("التوجه إلى المطار.", "رفتن به فرودگاه.", "To the airport.")),
    ],
    included: [
      FLIGHTS_FROM_BAGHDAD,
      t("٤ ليالٍ في فندق ٤ نجوم", "۴ شب هتل ۴ ستاره", "4 nights at a 4-star hotel"),
      BREAKFAST,
      TRANSFERS,
      t("رحلة غابالا مع التلفريك", "گشت قبله با تله‌کابین", "The Gabala day with the cable car"),
      GUIDE,
    ],
    excluded: [
      t("التأشيرة الإلكترونية لأذربيجان", "ویزای الکترونیکی آذربایجان", "Azerbaijan's e-visa"),
      LUNCH_DINNER,
      INSURANCE,
    ],
    hotelStars: 4,
    currency: "USD",
    adultMinor: 59_000,
    capacity: 25,
    // Every other Sunday (2026-01-04 was one).
    schedule: { kind: "every", anchor: "2026-01-04", every: 14 },
    sortOrder: 7,
  },
];
