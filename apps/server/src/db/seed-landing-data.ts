import type { LandingSection, LocalizedText } from "@safar/domain";

/** A demo city page (seed-landing.ts): the pilgrimage cities first, then the holiday ones. */
export interface DemoLandingPage {
  seedKey: string;
  cityCode: string;
  airportCode: string;
  title: LocalizedText;
  description: LocalizedText;
  sections: LandingSection[];
}

const section = (heading: LocalizedText, body: LocalizedText): LandingSection => ({ heading, body });

export const DEMO_LANDING_PAGES: readonly DemoLandingPage[] = [
  {
    seedKey: "landing:NJF",
    cityCode: "NJF",
    airportCode: "NJF",
    title: {
      ar: "النجف الأشرف: رحلات طيران وفنادق قرب الحرم",
      fa: "نجف اشرف: پرواز و هتل نزدیک حرم",
      en: "Najaf: flights and hotels near the shrine",
    },
    description: {
      ar: "احجز رحلتك إلى النجف الأشرف بأرخص الأسعار، مع فنادق قريبة من حرم الإمام علي (ع) وجولات الزيارة.",
      fa: "سفر به نجف اشرف را با ارزان‌ترین پروازها، هتل‌های نزدیک حرم امام علی (ع) و تورهای زیارتی رزرو کنید.",
      en: "Book your trip to Najaf with the cheapest flights, hotels near the shrine of Imam Ali and pilgrimage tours.",
    },
    sections: [
      section(
        { ar: "عن المدينة", fa: "درباره شهر", en: "About the city" },
        {
          ar: "النجف مدينة الزيارة ومقصد ملايين الزائرين كل عام، وفيها حرم الإمام علي (ع) ومقبرة وادي السلام.",
          fa: "نجف شهر زیارت و مقصد میلیون‌ها زائر در سال است؛ حرم امام علی (ع) و قبرستان وادی‌السلام در آن است.",
          en: "Najaf is a city of pilgrimage visited by millions each year, home to the shrine of Imam Ali and the Wadi al-Salam cemetery.",
        },
      ),
      section(
        { ar: "الوصول", fa: "رسیدن به شهر", en: "Getting there" },
        {
          ar: "مطار النجف الدولي على بعد نحو عشرين دقيقة من المدينة القديمة، وتصله رحلات من بغداد والبصرة وأربيل ومدن إيران.",
          fa: "فرودگاه بین‌المللی نجف حدود بیست دقیقه با شهر قدیم فاصله دارد و از بغداد، بصره، اربیل و شهرهای ایران پرواز دارد.",
          en: "Najaf International Airport is about twenty minutes from the old city, with flights from Baghdad, Basra, Erbil and Iranian cities.",
        },
      ),
    ],
  },
  {
    seedKey: "landing:KRB",
    cityCode: "KRB",
    airportCode: "NJF",
    title: {
      ar: "كربلاء المقدسة: رحلات وفنادق وجولات الأربعين",
      fa: "کربلای معلی: پرواز، هتل و تورهای اربعین",
      en: "Karbala: flights, hotels and Arbaeen tours",
    },
    description: {
      ar: "سافر إلى كربلاء عبر مطار النجف بأرخص الأسعار، واحجز فندقك قرب حرم الإمام الحسين (ع) وجولات الأربعين.",
      fa: "از طریق فرودگاه نجف با ارزان‌ترین قیمت به کربلا سفر کنید و هتل نزدیک حرم امام حسین (ع) و تور اربعین رزرو کنید.",
      en: "Travel to Karbala through Najaf airport at the lowest fares, and book a hotel near the shrine of Imam Hussein and Arbaeen tours.",
    },
    sections: [
      section(
        { ar: "عن المدينة", fa: "درباره شهر", en: "About the city" },
        {
          ar: "كربلاء مدينة حرم الإمام الحسين وأخيه العباس (ع)، ويقصدها الزائرون طوال العام وفي زيارة الأربعين خاصة.",
          fa: "کربلا شهر حرم امام حسین و حضرت عباس (ع) است و زائران در تمام سال و به‌ویژه در اربعین به آن سفر می‌کنند.",
          en: "Karbala holds the shrines of Imam Hussein and his brother Abbas, visited all year and above all at Arbaeen.",
        },
      ),
      section(
        { ar: "الوصول", fa: "رسیدن به شهر", en: "Getting there" },
        {
          ar: "أقرب مطار هو مطار النجف الدولي، على بعد ساعة تقريباً بالسيارة.",
          fa: "نزدیک‌ترین فرودگاه، فرودگاه بین‌المللی نجف است که حدود یک ساعت با خودرو فاصله دارد.",
          en: "The nearest airport is Najaf International, about an hour away by car.",
        },
      ),
    ],
  },
  {
    seedKey: "landing:MHD",
    cityCode: "MHD",
    airportCode: "MHD",
    title: {
      ar: "مشهد المقدسة: رحلات وفنادق قرب حرم الإمام الرضا (ع)",
      fa: "مشهد مقدس: پرواز و هتل نزدیک حرم امام رضا (ع)",
      en: "Mashhad: flights and hotels near the shrine of Imam Reza",
    },
    description: {
      ar: "أرخص رحلات الطيران من العراق إلى مشهد، مع فنادق قرب حرم الإمام الرضا (ع) وجولات الزيارة.",
      fa: "ارزان‌ترین پروازها از عراق به مشهد، با هتل‌های نزدیک حرم امام رضا (ع) و تورهای زیارتی.",
      en: "The cheapest flights from Iraq to Mashhad, with hotels near the shrine of Imam Reza and pilgrimage tours.",
    },
    sections: [
      section(
        { ar: "عن المدينة", fa: "درباره شهر", en: "About the city" },
        {
          ar: "مشهد ثاني أكبر مدن إيران، وفيها حرم الإمام علي بن موسى الرضا (ع) الذي يزوره الملايين كل عام.",
          fa: "مشهد دومین شهر بزرگ ایران است و حرم امام علی بن موسی الرضا (ع) در آن، هر سال میلیون‌ها زائر دارد.",
          en: "Mashhad is Iran's second city, home to the shrine of Imam Reza, visited by millions every year.",
        },
      ),
    ],
  },
  {
    seedKey: "landing:BGW",
    cityCode: "BGW",
    airportCode: "BGW",
    title: {
      ar: "بغداد: رحلات طيران وفنادق في العاصمة",
      fa: "بغداد: پرواز و هتل در پایتخت عراق",
      en: "Baghdad: flights and hotels in the capital",
    },
    description: {
      ar: "رحلات إلى بغداد من مدن العراق والخارج بأرخص الأسعار، وفنادق في الكرادة والمنصور والكاظمية.",
      fa: "پرواز به بغداد از شهرهای عراق و خارج با ارزان‌ترین قیمت، و هتل در کراده، منصور و کاظمین.",
      en: "Flights to Baghdad from Iraqi and foreign cities at the lowest fares, and hotels in Karrada, Mansour and Kadhimiya.",
    },
    sections: [
      section(
        { ar: "عن المدينة", fa: "درباره شهر", en: "About the city" },
        {
          ar: "بغداد عاصمة العراق على ضفتي دجلة، وفيها حرم الإمامين الكاظمين (ع) وشارع المتنبي والمتحف العراقي.",
          fa: "بغداد پایتخت عراق در دو سوی دجله است؛ حرم کاظمین (ع)، خیابان متنبی و موزه عراق در آن است.",
          en: "Baghdad, Iraq's capital on both banks of the Tigris, holds the Kadhimiya shrine, Al-Mutanabbi Street and the Iraq Museum.",
        },
      ),
    ],
  },
  {
    seedKey: "landing:IST",
    cityCode: "IST",
    airportCode: "IST",
    title: {
      ar: "إسطنبول: رحلات وفنادق وجولات سياحية",
      fa: "استانبول: پرواز، هتل و تورهای گردشگری",
      en: "Istanbul: flights, hotels and holiday tours",
    },
    description: {
      ar: "أرخص رحلات الطيران من بغداد وأربيل إلى إسطنبول، وفنادق في السلطان أحمد وتقسيم وجولات سياحية.",
      fa: "ارزان‌ترین پروازها از بغداد و اربیل به استانبول، هتل در سلطان احمد و تکسیم و تورهای گردشگری.",
      en: "The cheapest flights from Baghdad and Erbil to Istanbul, hotels in Sultanahmet and Taksim, and holiday tours.",
    },
    sections: [
      section(
        { ar: "عن المدينة", fa: "درباره شهر", en: "About the city" },
        {
          ar: "مدينة بين قارتين على مضيق البوسفور: آيا صوفيا والجامع الأزرق والبازار الكبير ورحلات القوارب.",
          fa: "شهری میان دو قاره بر تنگه بسفر: ایاصوفیه، مسجد آبی، بازار بزرگ و گردش با قایق.",
          en: "A city on two continents on the Bosphorus: Hagia Sophia, the Blue Mosque, the Grand Bazaar and boat trips.",
        },
      ),
    ],
  },
  {
    seedKey: "landing:DXB",
    cityCode: "DXB",
    airportCode: "DXB",
    title: {
      ar: "دبي: رحلات وفنادق وتأشيرة الإمارات",
      fa: "دبی: پرواز، هتل و ویزای امارات",
      en: "Dubai: flights, hotels and the UAE visa",
    },
    description: {
      ar: "رحلات إلى دبي من البصرة وبغداد بأرخص الأسعار، وفنادق وجولات، وتأشيرة الإمارات للعراقيين.",
      fa: "پرواز به دبی از بصره و بغداد با ارزان‌ترین قیمت، هتل و تور، و ویزای امارات برای عراقی‌ها.",
      en: "Flights to Dubai from Basra and Baghdad at the lowest fares, hotels and tours, and the UAE visa for Iraqis.",
    },
    sections: [
      section(
        { ar: "عن المدينة", fa: "درباره شهر", en: "About the city" },
        {
          ar: "دبي مدينة التسوق والأبراج: برج خليفة ودبي مول والشواطئ ورحلات الصحراء.",
          fa: "دبی شهر خرید و برج‌ها: برج خلیفه، دبی مال، ساحل‌ها و سفر به صحرا.",
          en: "Dubai is a city of shopping and towers: the Burj Khalifa, Dubai Mall, beaches and desert trips.",
        },
      ),
    ],
  },
];
